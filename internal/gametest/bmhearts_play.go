package gametest

import (
	"errors"
	"slices"
	"strings"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// The helpers of the tests of Black Maria and Hearts played through the
// engine, shared by their games' packages and the engine's own tests.

// Card parses one card or fails the test.
func Card(t TB, s string) card.Card {
	t.Helper()
	c, err := card.Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return c
}

// BookPassOffset is the seat offset of the receiver of a pass, as the
// rule book states it independently of the engine: Black Maria always to
// the right (BM-R4: s → s−1), Hearts by the deal number k of the match
// (SH-R3: 4 and 6 seats Left, Right, Across, Hold; 3 and 5 seats Left,
// Right, Hold). 0 means no pass. It is a PassOffset.
func BookPassOffset(id games.ID, n, k int) int {
	if id == games.BlackMaria {
		return n - 1
	}
	switch n {
	case 4, 6:
		return [4]int{1, n - 1, n / 2, 0}[k%4]
	}
	return [3]int{1, n - 1, 0}[k%3]
}

// LastPoints returns the last deal's points and outcome, failing the
// test if no deal has ended.
func LastPoints(t TB, g variant.Game) ([]int, string) {
	t.Helper()
	r, ok := g.Result()
	if !ok {
		t.Fatalf("no deal has ended (phase %v)", g.Phase())
	}
	return r.Points, r.Outcome.String()
}

// Violation checks that err is a *rule.Violation with rule id for seat s
// (rule.NoSeat for none), with a rule ID of the catalogue (IsRef) and
// messages in English and German, and returns it.
func Violation(t TB, err error, id rule.ID, s int) *rule.Violation {
	t.Helper()
	if err == nil {
		t.Fatalf("got no error, want %v", id)
	}
	var v *rule.Violation
	if !errors.As(err, &v) {
		t.Fatalf("error %v is %T, want *rule.Violation", err, err)
	}
	if v.ID != id || !errors.Is(err, id) {
		t.Fatalf("error %q is rule %v, want %v", v.Message("en"), v.ID, id)
	}
	if v.Seat != s {
		t.Errorf("%v: seat %d, want %d (%s)", id, v.Seat, s, v.Message("en"))
	}
	if !v.Told() {
		t.Errorf("%v: messages EN %q DE %q, want both", id, v.Message("en"), v.Message("de"))
	}
	if !IsRef(v.Ref) {
		t.Errorf("%v: Ref %q is not a rule ID of the catalogue (%s)", id, v.Ref, v.Message("en"))
	}
	return v
}

// IsRef reports whether ref names rules of the catalogue ("TT-2",
// "BM-R4", "SH-A3", "C-8", several separated by ", ").
func IsRef(ref string) bool {
	if ref == "" {
		return false
	}
	for _, r := range strings.Split(ref, ", ") {
		pre, num, ok := strings.Cut(r, "-")
		if !ok || num == "" {
			return false
		}
		switch pre {
		case "C", "TT", "BM", "SH", "MAD", "SAU", "OM":
		default:
			return false
		}
	}
	return true
}

// ApplyFails applies m, which must be illegal with rule id for seat s,
// and checks that the game is exactly as it was (Apply is atomic).
func ApplyFails(t TB, g *variant.TrickGame, m variant.Move, id rule.ID, s int) *rule.Violation {
	t.Helper()
	before := *g
	err := g.Apply(m)
	if *g != before {
		t.Errorf("Apply(%v) failed with %v but changed the game", m, err)
	}
	return Violation(t, err, id, s)
}

// PassLowest makes every seat that has not passed pass its three lowest
// cards.
func PassLowest(t TB, g *variant.TrickGame) {
	t.Helper()
	for g.Phase() == variant.PhasePass {
		tu := g.Turn()
		var x card.Set
		for c := range tu.Cards.All() {
			if x.Len() == 3 {
				break
			}
			x = x.Add(c)
		}
		Apply(t, g, variant.PassMove(tu.Seat, x))
	}
}

// DealNext deals the next deal from the game's own source, or fails the
// test.
func DealNext(t TB, g *variant.TrickGame) {
	t.Helper()
	if err := g.Deal(); err != nil {
		t.Fatalf("Deal: %v", err)
	}
}

// SameSeats reports whether two seat lists are equal, nil and empty
// alike.
func SameSeats(a, b []int) bool { return slices.Equal(a, b) }

// bmHeartsOptions is what PenaltyTotal and DealSum read of the options
// of Black Maria or Hearts: the options both games have, Black Maria's
// six-player removal (BM-A1) and Hearts' moon (SH-R9).
type bmHeartsOptions struct {
	spot    bool
	omnibus blackmaria.Omnibus
	six     blackmaria.SixPlayerRemoval
	moon    hearts.MoonMode
}

// bmHeartsOptionsOf returns what bmHeartsOptions holds of o, Black
// Maria's or Hearts' options; nil or another game's are the defaults.
func bmHeartsOptionsOf(o variant.Options) bmHeartsOptions {
	switch x := o.(type) {
	case blackmaria.Options:
		return bmHeartsOptions{spot: x.SpotHearts, omnibus: x.Omnibus, six: x.SixPlayerRemoval}
	case hearts.Options:
		return bmHeartsOptions{spot: x.SpotHearts, omnibus: x.Omnibus, moon: x.Moon}
	}
	return bmHeartsOptions{}
}

// PenaltyTotal is what the penalty cards of a deal of Black Maria or
// Hearts (id) at n seats with options o are worth, computed from the rule
// book independently of the engine: BM-R7 (hearts 1 each, Q♠ 13, K♠ 10,
// A♠ 7; 42 when the 2♥ is removed at six seats, BM-A1), BM-O1 and SH-O1
// (hearts by rank, Q♠ 25), SH-R8 (hearts and Q♠ only: 26).
func PenaltyTotal(id games.ID, n int, opts variant.Options) int {
	o := bmHeartsOptionsOf(opts)
	heartsWorth, queen := 13, 13
	if o.spot {
		heartsWorth, queen = 104, 25
	}
	if id == games.Hearts {
		return heartsWorth + queen
	}
	if n == 6 && o.six == blackmaria.AllTwos {
		if o.spot {
			heartsWorth -= 2
		} else {
			heartsWorth--
		}
	}
	return heartsWorth + queen + 10 + 7
}

// DealSum is the sum of a deal's points for its outcome: the penalty
// total for a normal deal, −total for a Black Maria slam (BM-O4), and for
// a Hearts moon (n−1)·total (AddToOthers) or −total (SubtractFromShooter)
// (SH-R9); the Omnibus card takes 10 off in every case (BM-O2, SH-O2).
func DealSum(id games.ID, n int, opts variant.Options, outcome string) int {
	t := PenaltyTotal(id, n, opts)
	o := bmHeartsOptionsOf(opts)
	omni := 0
	if o.omnibus != blackmaria.OmnibusOff {
		omni = -10
	}
	switch outcome {
	case "slam":
		return -t + omni
	case "moon":
		if o.moon == hearts.MoonSubtractFromShooter {
			return -t + omni
		}
		return (n-1)*t + omni
	}
	return t + omni
}

// HeartsE1 is SH-E1 played: 4 players, first deal (pass left), seat 0
// holds the 2♣ after the pass.
func HeartsE1(o variant.Options) Script {
	return Script{Game: games.Hearts, Seats: 4, Options: o, Dealer: 3, Leader: 0, Tricks: []string{
		"2C AC 3C 4C", // seat 1 wins
		"AD 2D 3H 3D", // seat 1 wins ♥3; seat 2 breaks hearts... seat 3 discards it
		"7H 6H 5H 4H", // seat 1 wins ♥7–♥4
		"2S 3S AS 4S", // seat 3 takes the lead
		"AH KH QH JH", // seat 3
		"10H 9H 8H ?", // seat 3
		"5S KS 6S 7S", // seat 0 takes the lead
		"QS ? ? ?",    // seat 0 wins its own Q♠ (it may be led any time)
		"2H ? ? ?",    // seat 0
	}}
}

// BlackMariaE1 is BM-E1 played: 3 players, dealer 2, so seat 0 leads.
// Seat 0 takes Q♠ ♥2–♥5, seat 1 K♠ A♠ ♥6–♥J, seat 2 ♥Q ♥K ♥A.
func BlackMariaE1(o variant.Options) Script {
	return Script{Game: games.BlackMaria, Seats: 3, Options: o, Dealer: 2, Leader: 0, Tricks: []string{
		"5H 4H 3H",  // seat 0 wins ♥5 ♥4 ♥3
		"10H JH 9H", // seat 1 wins ♥J ♥10 ♥9
		"8H 6H 7H",  // seat 1 wins ♥8 ♥7 ♥6
		"AS KS 2S",  // seat 1 wins A♠ K♠
		"QH AH KH",  // seat 2 wins ♥A ♥K ♥Q
		"3S QS ?",   // seat 0 wins Q♠
		"2H ? ?",    // seat 0 wins ♥2
	}}
}
