package deck

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
)

// sortInto lists any set of bits 0 to 63 as orderOf does, one bit at a
// time: whole runs, runs of every length and the 64th place included.
func TestPropSortIntoIsOrderOf(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		s := card.Set(rapid.Uint64().Draw(rt, "set"))
		if rapid.Bool().Draw(rt, "runs") {
			// A few long runs, such as whole suits, instead of noise.
			s = 0
			for range rapid.IntRange(0, 4).Draw(rt, "count") {
				a := rapid.IntRange(0, 63).Draw(rt, "start")
				l := rapid.IntRange(1, 64-a).Draw(rt, "length")
				s |= card.Set(1<<l-1) << a
			}
		}
		var buf [72]uint8
		n := sortInto(&buf, s)
		o := orderOf(s)
		if n != o.Len() {
			rt.Fatalf("sortInto(%#x) lists %d cards, orderOf %d", uint64(s), n, o.Len())
		}
		for i, c := range o.Cards() {
			if buf[i] != uint8(c) {
				rt.Fatalf("sortInto(%#x)[%d] = %d, orderOf gives %d", uint64(s), i, buf[i], c)
			}
		}
	})
}
