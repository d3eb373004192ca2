package record_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/blackqueen/rules/record"
)

// shape is a record that repeats one part until it is about n bytes
// long, or count times: head, then unit with sep between, then tail.
type shape struct {
	name                  string
	head, unit, sep, tail string
	count                 int
}

// build returns the shape about n bytes long (or of count units).
func (s shape) build(n int) []byte {
	var b bytes.Buffer
	b.Grow(n + len(s.tail) + len(s.unit))
	b.WriteString(s.head)
	for i := 0; (s.count == 0 && b.Len() < n-len(s.tail)) || i < s.count; i++ {
		if i > 0 {
			b.WriteString(s.sep)
		}
		if strings.Contains(s.unit, "%d") {
			fmt.Fprintf(&b, s.unit, i)
		} else {
			b.WriteString(s.unit)
		}
	}
	b.WriteString(s.tail)
	return b.Bytes()
}

// heartsStart is the start of a Hearts record up to its first deal's actions.
const heartsStart = `{"game": "hearts", "seats": 4, "deals": [{"dealer": 0, "hands": [` +
	`["2C", "3C", "4C", "8C", "4D", "JD", "2H", "5H", "6H", "10H", "KH", "3S", "QS"], ` +
	`["7C", "2D", "6D", "8D", "4H", "7H", "9H", "QH", "2S", "4S", "5S", "9S", "AS"], ` +
	`["5C", "6C", "9C", "KC", "AC", "7D", "9D", "AD", "3H", "AH", "7S", "10S", "KS"], ` +
	`["10C", "JC", "QC", "KD", "QD", "10D", "5D", "3D", "KS", "JS", "8S", "6S", "JH"]], "actions": [`

// shapes are the shapes of input whose cost the bounds must hold for:
// objects of many keys in every object of the format, long arrays, long
// strings, many numbers, deep and wide nesting, white space, and the
// largest number of deals and actions the limits let through.
var shapes = []shape{
	{"keys of the record", "{", `"k%d": 0`, ",", "}", 0},
	{"keys after the known ones", `{"game": "hearts", "seats": 4, `, `"k%d": 0`, ",", "}", 0},
	{"keys of the options", `{"game": "hearts", "seats": 4, "options": {`, `"k%d": 0`, ",", "}}", 0},
	{"keys of limits", `{"game": "schwarze-madonna", "seats": 3, "options": {"limits": {`, `"k%d": 0`, ",", "}}}", 0},
	{"keys of a deal", `{"game": "hearts", "seats": 4, "deals": [{`, `"k%d": 0`, ",", "}]}", 0},
	{"keys of an action", heartsStart + `{`, `"k%d": 0`, ",", "}]}]}", 0},
	{"deep nesting", `{"game": "hearts", "seats": 4, "deals": `, `[`, "", "]}", 0},
	{"one key repeated", `{"game": "hearts", `, `"seats": 4`, ",", "}", 0},
	{"an option value", `{"game": "hearts", "seats": 4, "options": {"ties": [`, `0`, ",", "]}}", 0},
	{"numbers in totals", `{"game": "hearts", "seats": 4, "totals": [`, `12345`, ",", "]}", 0},
	{"a long number", `{"game": "hearts", "seats": 4, "dealsPlayed": 1`, `0`, "", "}", 0},
	{"a long string", `{"game": "`, `x`, "", `", "seats": 4}`, 0},
	{"a long key", `{"`, `k`, "", `": 1}`, 0},
	{"escapes in a string", `{"game": "`, `\u00e9`, "", `"}`, 0},
	{"white space", `{"game": "hearts",`, ` `, "", `"seats": 4}`, 0},
	{"empty arrays", `{"game": "hearts", "seats": 4, "x": [`, `[]`, ",", "]}", 0},
	{"nested arrays", `{"game": "hearts", "seats": 4, "deals": [`, strings.Repeat("[", 28) + "0" + strings.Repeat("]", 28), ",", "]}", 0},
	{"tiny deals", `{"game": "hearts", "seats": 4, "deals": [`, `{"dealer": 0, "hands": [[], [], [], []], "actions": []}`, ",", "]}", 0},
	{"tiny deals at six seats", `{"game": "black-maria", "seats": 6, "deals": [`, `{"dealer": 0, "hands": [[], [], [], [], [], []], "actions": []}`, ",", "]}", 0},
	{"the most tiny deals", `{"game": "black-maria", "seats": 6, "deals": [`, `{"dealer":0,"hands":[[],[],[],[],[],[]],"actions":[]}`, ",", "]}", record.MaxDeals},
	{"cards in a hand", `{"game": "hearts", "seats": 4, "deals": [{"dealer": 0, "hands": [[`, `"2C"`, ",", `], [], [], []], "actions": []}]}`, 0},
	{"cards in the stock", `{"game": "hearts", "seats": 4, "deals": [{"dealer": 0, "hands": [[], [], [], []], "stock": [`, `"2C"`, ",", `], "actions": []}]}`, 0},
	{"actions", heartsStart, `{"seat": 0, "push": true}`, ",", "]}]}", 0},
	{"deals of many actions", `{"game": "hearts", "seats": 4, "deals": [`, `{"dealer": 0, "hands": [[], [], [], []], "actions": [` +
		strings.Repeat(`{"seat":0,"push":true},`, record.MaxActions-1) + `{"seat":0,"push":true}]}`, ",", "]}", 0},
}

// The bounds the package documentation gives: Parse allocates at most
// parseTimes the bytes of its input, Referee at most refereeTimes, each
// plus fixed, which covers the fixed cost of a call and of the most
// deals a record may hold (MaxDeals deals of six empty hands).
const (
	parseTimes, refereeTimes = 3, 6
	fixed                    = 4 << 20
)

// slack and slow loosen the bounds under the race detector, whose build
// allocates more (it keeps on the heap values the compiler keeps on the
// stack) and runs about ten times slower.
var slack, slow = func() (uint64, time.Duration) {
	if raceDetector {
		return 3, 10
	}
	return 1, 1
}()

// TestBoundsEveryShape: whatever the shape of its input, reading a
// record allocates within the documented bounds, takes time linear in
// its length, and RefereeContext honours a deadline of a millisecond
// within a few more (20 ms allowed, the least of three runs, for a
// loaded machine).
func TestBoundsEveryShape(t *testing.T) {
	size := 4 << 20
	if testing.Short() || raceDetector {
		size = 1 << 20
	}
	for _, s := range shapes {
		t.Run(s.name, func(t *testing.T) {
			b := s.build(size)
			parse := allocated(func() { _, _ = record.Parse(b) })
			start := time.Now()
			var v record.Verdict
			referee := allocated(func() { v = record.Referee(b) })
			took := time.Since(start)
			t.Logf("%d bytes, %v: Parse allocates %.2fx, Referee %.2fx in %v", len(b), v.Error.Rule, float64(parse)/float64(len(b)), float64(referee)/float64(len(b)), took)
			if parse > slack*(parseTimes*uint64(len(b))+fixed) {
				t.Errorf("Parse allocates %d bytes for %d (%.1fx)", parse, len(b), float64(parse)/float64(len(b)))
			}
			if referee > slack*(refereeTimes*uint64(len(b))+fixed) {
				t.Errorf("Referee allocates %d bytes for %d (%.1fx)", referee, len(b), float64(referee)/float64(len(b)))
			}
			if took > slow*2*time.Second {
				t.Errorf("Referee took %v for %d bytes", took, len(b))
			}
			// The least of three runs: a loaded machine may stop the
			// process for a while, which no reader can help.
			late := time.Hour
			for range 3 {
				ctx, cancel := context.WithTimeout(context.Background(), time.Millisecond)
				start = time.Now()
				_, err := record.RefereeContext(ctx, b)
				late = min(late, time.Since(start)-time.Millisecond)
				cancel()
				if err != nil && !errors.Is(err, context.DeadlineExceeded) {
					t.Errorf("RefereeContext: %v", err)
				}
			}
			t.Logf("a deadline of 1 ms: returned %v after it", late)
			if late > slow*20*time.Millisecond {
				t.Errorf("RefereeContext with a deadline of 1 ms returned %v after it", late)
			}
		})
	}
}

// FuzzReadBounds: whatever the input, and whatever part of it is
// repeated how often (head, then unit n times, then tail: up to a few
// megabytes of keys, numbers, strings, nesting or deals), Parse and
// Referee allocate within the documented bounds, the referee takes time
// linear in the input, and a deadline already past stops RefereeContext
// at once. Its seeds are the shapes of TestBoundsEveryShape.
func FuzzReadBounds(f *testing.F) {
	for _, s := range shapes {
		f.Add([]byte(s.head), []byte(s.unit+s.sep), []byte(s.tail), uint16(1000))
	}
	f.Fuzz(func(t *testing.T, head, unit, tail []byte, n uint16) {
		if len(unit)*int(n) > 4<<20 {
			n = uint16((4 << 20) / len(unit))
		}
		b := append(append(head, bytes.Repeat(unit, int(n))...), tail...)
		parse := allocated(func() { _, _ = record.Parse(b) })
		start := time.Now()
		referee := allocated(func() { _ = record.Referee(b) })
		took := time.Since(start)
		if parse > slack*(parseTimes*uint64(len(b))+fixed) || referee > slack*(refereeTimes*uint64(len(b))+fixed) {
			t.Fatalf("%d bytes: Parse allocates %d, Referee %d", len(b), parse, referee)
		}
		// Linear time: a generous microsecond a byte, on a loaded machine.
		if took > slow*(time.Second+time.Duration(len(b))*time.Microsecond) {
			t.Fatalf("%d bytes: Referee took %v", len(b), took)
		}
		ctx, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
		defer cancel()
		start = time.Now()
		if _, err := record.RefereeContext(ctx, b); !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("a deadline past: %v", err)
		}
		if d := time.Since(start); d > 50*time.Millisecond {
			t.Fatalf("a deadline past: RefereeContext returned after %v", d)
		}
	})
}
