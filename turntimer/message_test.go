package turntimer_test

import (
	"errors"
	"testing"
	"time"

	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/turntimer"
)

// TestMessages: the timer's violations carry the facts of the case, cite
// the rule its Config names (the game's: Old Maid's OM-O4 here) and
// render their sentence from the rule catalogue in English and German
// (OM-O4, C-1).
func TestMessages(t *testing.T) {
	clock := &fakeClock{}
	on := turntimer.Config{Ref: "OM-O4", On: true, Turn: 30 * time.Second, Short: 10 * time.Second, Warn: 5 * time.Second, Strikes: 2}
	timer, err := turntimer.New(4, on, clock)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		err    error
		id     rule.ID
		ref    string
		en, de string
	}{
		{"lengths", turntimer.Config{Ref: "OM-O4", On: true, Turn: 30 * time.Second, Warn: -time.Second}.Validate(), rule.BadOptions, "OM-O4",
			"The turn timer needs positive turn lengths (turn 30s, short 0s), a warning time that is not negative (-1s) and at least one strike (0).",
			"Der Zugtimer braucht positive Zuglängen (Zug 30s, kurz 0s), eine nicht negative Warnzeit (-1s) und mindestens einen Verstoß (0)."},
		{"another game's rule", turntimer.Config{Ref: "HOUSE-T1", On: true, Turn: time.Second}.Validate(), rule.BadOptions, "HOUSE-T1",
			"The turn timer needs positive turn lengths (turn 1s, short 0s), a warning time that is not negative (0s) and at least one strike (0).",
			"Der Zugtimer braucht positive Zuglängen (Zug 1s, kurz 0s), eine nicht negative Warnzeit (0s) und mindestens einen Verstoß (0)."},
		{"table", func() error { _, err := turntimer.New(9, on, clock); return err }(), rule.BadOptions, "OM-O4",
			"A turn timer needs a clock and a table of 2 to 6 seats, not 9.", "Ein Zugtimer braucht eine Uhr und einen Tisch mit 2 bis 6 Plätzen, nicht 9."},
		{"seat", timer.Start(4), rule.BadSeat, "C-1",
			"There is no seat 4 at a table of 4.", "Es gibt keinen Platz 4 an einem Tisch mit 4."},
	}
	for _, tc := range tests {
		var v *rule.Violation
		if !errors.As(tc.err, &v) {
			t.Fatalf("%s: error %v, want a violation", tc.name, tc.err)
		}
		if v.ID != tc.id || v.Ref != tc.ref || v.Seat != rule.NoSeat || v.EN != "" || !v.Told() {
			t.Errorf("%s: %+v, want %v (%s) told from its facts", tc.name, v, tc.id, tc.ref)
		}
		if en, de := v.Message("en"), v.Message("de"); en != tc.en || de != tc.de {
			t.Errorf("%s: %q / %q, want %q / %q", tc.name, en, de, tc.en, tc.de)
		}
	}
}
