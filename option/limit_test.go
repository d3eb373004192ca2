package option

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/internal/strictjson"
	"github.com/blackqueen/rules/rule"
)

// level is an enumeration of the tests' options.
type level uint8

func (level) Names() []string { return []string{"low", "high"} }

// TestValueLimit: a string value is read up to MaxValueLen bytes (then
// refused as no value of the option), and one byte longer is refused
// before it is read, as a value of the wrong kind.
func TestValueLimit(t *testing.T) {
	type opts struct{ L level }
	s := Set[opts]{Game: rule.Text{EN: "Test"}, Fields: []Field[opts]{
		Enum("level", "T-1", func(o *opts) *level { return &o.L }),
	}}
	values := valueList(level(0).Names())
	for _, n := range []int{MaxValueLen, MaxValueLen + 1} {
		v := strings.Repeat("a", n)
		_, err := s.Parse(json.RawMessage(`{"level":"` + v + `"}`))
		var viol *rule.Violation
		if !errors.As(err, &viol) || viol.ID != rule.UnknownOption || viol.Ref != "T-1" {
			t.Fatalf("a value of %d bytes: %v, want the unknown-option violation of T-1", n, err)
		}
		want := rule.Facts{Sentence: sentence.OptionNoValue, Name: "level", Detail: values, Value: strictjson.Quote(v)}
		if n > MaxValueLen {
			want = rule.Facts{Sentence: sentence.OptionTakesOneOf, Name: "level", Detail: values, Value: strictjson.Value(`"` + v + `"`).Short()}
		}
		if got, w := viol.Facts.Detail.EN, want.Render(rule.NoSeat, "en"); got != w {
			t.Errorf("a value of %d bytes: %q, want %q", n, got, w)
		}
	}
}
