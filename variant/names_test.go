package variant_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/turntimer"
	"github.com/blackqueen/rules/variant"
)

// TestNamesRoundTrip checks that every game, kind and phase has its
// record name and decodes from it, and that unknown values say so.
func TestNamesRoundTrip(t *testing.T) {
	var names []string
	for _, id := range games.All() {
		names = append(names, id.String())
		if got, ok := games.ParseID(id.String()); !ok || got != id {
			t.Errorf("ParseID(%q) = %v, %v", id.String(), got, ok)
		}
	}
	wantGames := []string{"schwarze-madonna", "black-maria", "hearts", "schwarze-sau", "old-maid"}
	if diff := cmp.Diff(wantGames, names); diff != "" {
		t.Errorf("game names (-want +got):\n%s", diff)
	}
	if got := games.BlackMaria.Title(); got != "Black Maria" {
		t.Errorf("BlackMaria.Title() = %q", got)
	}
	if got := games.ID(9).String(); got != "game(9)" {
		t.Errorf("ID(9).String() = %q", got)
	}
	if _, ok := games.ParseID("skat"); ok {
		t.Error(`ParseID("skat") succeeded`)
	}

	var kinds []string
	for k := variant.Play; k <= variant.Take; k++ {
		kinds = append(kinds, k.String())
		var back variant.Kind
		if err := back.UnmarshalText([]byte(k.String())); err != nil || back != k {
			t.Errorf("Kind %q decodes to %v, %v", k.String(), back, err)
		}
	}
	wantKinds := []string{"play", "pass", "stock", "push", "announce", "decline", "draw", "draw-at", "take"}
	if diff := cmp.Diff(wantKinds, kinds); diff != "" {
		t.Errorf("kind names (-want +got):\n%s", diff)
	}
	var k variant.Kind
	if err := k.UnmarshalText([]byte("kind(0)")); err == nil {
		t.Error("the zero Kind's name decoded")
	}

	var phases []string
	for p := variant.PhaseDeal; p <= variant.PhaseMatchOver; p++ {
		phases = append(phases, p.String())
		var back variant.Phase
		if err := back.UnmarshalText([]byte(p.String())); err != nil || back != p {
			t.Errorf("Phase %q decodes to %v, %v", p.String(), back, err)
		}
	}
	wantPhases := []string{"deal", "pass", "stock", "announce", "play", "draw", "deal-over", "match-over"}
	if diff := cmp.Diff(wantPhases, phases); diff != "" {
		t.Errorf("phase names (-want +got):\n%s", diff)
	}

	for _, c := range []variant.Call{variant.NoTrickCall, variant.SweepCall} {
		m, err := variant.ParseMove([]byte(`{"seat":0,"announce":"`+c.String()+`"}`), 4)
		if err != nil || m.Call != c {
			t.Errorf("the announcement %q reads as %v, %v", c.String(), m.Call, err)
		}
	}
	if got := variant.NoCall.String(); got != "call(0)" {
		t.Errorf("NoCall.String() = %q", got)
	}
}

// TestMoveFlagKeysMustBeTrue checks that the action keys without data
// ("push", "decline", "take") decode only from true: {"seat": 1,
// "decline": false} is a malformed action, not a decline.
func TestMoveFlagKeysMustBeTrue(t *testing.T) {
	for _, tc := range []struct {
		key  string
		want variant.Move
	}{
		{"push", variant.PushMove(1)},
		{"decline", variant.DeclineMove(1)},
		{"take", variant.TakeMove(1)},
	} {
		var m variant.Move
		if err := json.Unmarshal([]byte(`{"seat": 1, "`+tc.key+`": true}`), &m); err != nil {
			t.Errorf("%s true: %v", tc.key, err)
		} else if diff := cmp.Diff(tc.want, m); diff != "" {
			t.Errorf("%s true (-want +got):\n%s", tc.key, diff)
		}
		for _, bad := range []string{"false", `"yes"`, "1", "null"} {
			if err := json.Unmarshal([]byte(`{"seat": 1, "`+tc.key+`": `+bad+`}`), &m); err == nil {
				t.Errorf("%s %s decoded as %v", tc.key, bad, m)
			}
		}
	}
}

// TestValidateRefusesOutOfRangeEnums: an enumerated option holding no
// value of its docs/records.md list is bad-options, with the option's rule as
// Ref.
func TestValidateRefusesOutOfRangeEnums(t *testing.T) {
	for _, tc := range []struct {
		id    games.ID
		seats int
		o     variant.Options
		ref   string
	}{
		{games.SchwarzeMadonna, 4, madonna.Options{ShortStock: 9}, "MAD-A3"},
		{games.Hearts, 4, hearts.Options{Moon: 9}, "SH-R9"},
		{games.SchwarzeSau, 4, sau.Options{SixtySplit: 9}, "SAU-A12"},
		{games.OldMaid, 3, oldmaid.Options{DrawFrom: 9}, "OM-A1"},
	} {
		err := games.Validate(tc.id, tc.seats, tc.o)
		var v *rule.Violation
		if !errors.As(err, &v) || v.ID != rule.BadOptions || v.Ref != tc.ref {
			t.Errorf("%v %+v: %v; want bad-options (%s)", tc.id, tc.o, err, tc.ref)
		}
	}
}

// TestTurnTimerOption: the Old Maid timer switch has the record name
// "turn-timer" (docs/records.md: an option the format's list lacks gets a name from
// the project), belongs to Old Maid only, and round-trips.
func TestTurnTimerOption(t *testing.T) { t.Run("OM-O4", testTurnTimerOption) }

func testTurnTimerOption(t *testing.T) {
	o, err := games.ParseOptions(games.OldMaid, []byte(`{"turn-timer": "off"}`))
	if om, ok := o.(oldmaid.Options); err != nil || !ok || om.Timer != turntimer.Off {
		t.Fatalf("turn-timer off: %+v, %v", o, err)
	}
	b, err := games.MarshalOptions(games.OldMaid, o)
	if err != nil || string(b) != `{"turn-timer":"off"}` {
		t.Errorf("MarshalOptions = %s, %v", b, err)
	}
	if _, err := games.ParseOptions(games.Hearts, []byte(`{"turn-timer": "on"}`)); !errors.Is(err, rule.UnknownOption) {
		t.Errorf("turn-timer in Hearts: %v; want unknown-option", err)
	}
	if err := games.Validate(games.Hearts, 4, oldmaid.Options{Timer: turntimer.On}); !errors.Is(err, rule.BadOptions) {
		t.Errorf("a timer set for Hearts: %v; want bad-options", err)
	}
}
