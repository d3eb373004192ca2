package hearts_test

import (
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/internal/gametest"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// The tests of Standard Hearts (docs/rules.md): every SH-R rule, SH-O
// option, SH-A ruling and SH-E worked example, through the public API.

func TestHeartsE1Normal(t *testing.T) {
	// SH-E1, SH-R8: 14, 5, 0, 7.
	r := gametest.HeartsE1(nil).Run(t, gametest.BookPassOffset)
	pts, out := gametest.LastPoints(t, r)
	if diff := cmp.Diff([]int{14, 5, 0, 7}, pts); diff != "" || out != "normal" {
		t.Errorf("SH-E1: outcome %q, points (-want +got):\n%s", out, diff)
	}
}

// shMoon is a deal in which leader takes every trick: it holds every club
// and leads them; the others discard every heart and the Q♠ from trick 2
// on (SH-R7 keeps them off trick 1). jd, if set, is discarded in trick 7.
func shMoon(o variant.Options, leader int, jd string) gametest.Script {
	t7 := "8C ? ? ?"
	if jd != "" {
		t7 = "8C " + jd + " ? ?"
	}
	return gametest.Script{Game: games.Hearts, Seats: 4, Options: o, Dealer: 0, Leader: leader, Tricks: []string{
		"2C ? ? ?", "3C 2H 3H 4H", "4C 5H 6H 7H", "5C 8H 9H 10H", "6C JH QH KH", "7C AH QS ?",
		t7, "9C ? ? ?", "10C ? ? ?", "JC ? ? ?", "QC ? ? ?", "KC ? ? ?", "AC ? ? ?",
	}}
}

func TestHeartsE2Moon(t *testing.T) {
	// SH-E2, SH-R9, SH-O3: seat 1 took all 13 ♥ and the Q♠.
	for _, tc := range []struct {
		moon hearts.MoonMode
		want []int
		out  string
	}{
		{hearts.MoonAddToOthers, []int{26, 0, 26, 26}, "moon"},
		{hearts.MoonSubtractFromShooter, []int{0, -26, 0, 0}, "moon"},
		{hearts.MoonOff, []int{0, 26, 0, 0}, "normal"},
	} {
		r := shMoon(hearts.Options{Moon: tc.moon}, 1, "").Run(t, gametest.BookPassOffset)
		pts, out := gametest.LastPoints(t, r)
		if diff := cmp.Diff(tc.want, pts); diff != "" || out != tc.out {
			t.Errorf("SH-E2 moon %v: outcome %q (want %q), points (-want +got):\n%s", tc.moon, out, tc.out, diff)
		}
	}
}

func TestHeartsE7SpotHearts(t *testing.T) {
	// SH-E7, SH-O1: 39, 54, 36, 0 (sum 129); a spot moon by seat 3 gives
	// 129 to each other seat (or −129 to the shooter).
	sc := gametest.Script{Game: games.Hearts, Seats: 4, Options: hearts.Options{SpotHearts: true}, Dealer: 3, Leader: 0, Tricks: []string{
		"2C AC 3C 4C",  // seat 1 wins; the others are void in clubs
		"KC 2H 3H 4H",  // seat 1
		"QC 5H 6H 7H",  // seat 1
		"JC 8H 9H 10H", // seat 1: ♥2–♥10 = 54
		"2D AD 4D 3D",  // seat 2 takes the lead
		"KH QH JH ?",   // seat 2: ♥J ♥Q ♥K = 36
		"2S 3S AS 4S",  // seat 0 takes the lead
		"QS ? 5S 6S",   // seat 0: Q♠ 25
		"AH ? ? ?",     // seat 0: ♥A 14
	}}
	r := sc.Run(t, gametest.BookPassOffset)
	if pts, _ := gametest.LastPoints(t, r); !cmp.Equal(pts, []int{39, 54, 36, 0}) {
		t.Errorf("SH-E7: %v, want [39 54 36 0]", pts)
	}
	for _, tc := range []struct {
		moon hearts.MoonMode
		want []int
	}{
		{hearts.MoonAddToOthers, []int{129, 129, 129, 0}},
		{hearts.MoonSubtractFromShooter, []int{0, 0, 0, -129}},
	} {
		r := shMoon(hearts.Options{SpotHearts: true, Moon: tc.moon}, 3, "").Run(t, gametest.BookPassOffset)
		if pts, out := gametest.LastPoints(t, r); !cmp.Equal(pts, tc.want) || out != "moon" {
			t.Errorf("SH-E7 spot moon %v: %v %q, want %v moon", tc.moon, pts, out, tc.want)
		}
	}
}

func TestHeartsO2OmnibusAndMoon(t *testing.T) {
	// SH-O2: the J♦ (or 10♦) is −10 to its captor; the moon needs only the
	// hearts and the Q♠, and the Omnibus card is scored on top; with
	// OmnibusMoonNeedsJack the moon needs the Omnibus card too.
	type tc struct {
		o    variant.Options
		want []int
		out  string
	}
	// The shooter (seat 1) also takes the Omnibus card.
	for _, c := range []tc{
		{hearts.Options{Omnibus: blackmaria.OmnibusJD}, []int{26, -10, 26, 26}, "moon"},
		{hearts.Options{Omnibus: blackmaria.OmnibusJD, Moon: hearts.MoonSubtractFromShooter}, []int{0, -36, 0, 0}, "moon"},
		{hearts.Options{Omnibus: blackmaria.OmnibusJD, OmnibusMoonNeedsJack: true}, []int{26, -10, 26, 26}, "moon"},
		{hearts.Options{Omnibus: blackmaria.OmnibusJD, Moon: hearts.MoonOff}, []int{0, 16, 0, 0}, "normal"},
	} {
		r := shMoon(c.o, 1, "JD").Run(t, gametest.BookPassOffset)
		if pts, out := gametest.LastPoints(t, r); !cmp.Equal(pts, c.want) || out != c.out {
			t.Errorf("SH-O2 shooter with J♦ %+v: %v %q, want %v %q", c.o, pts, out, c.want, c.out)
		}
	}
	ten := shMoon(hearts.Options{Omnibus: blackmaria.OmnibusTenD}, 1, "10D").Run(t, gametest.BookPassOffset)
	if pts, _ := gametest.LastPoints(t, ten); !cmp.Equal(pts, []int{26, -10, 26, 26}) {
		t.Errorf("SH-O2 10♦: %v, want [26 -10 26 26]", pts)
	}
	// Seat 0 takes the J♦ in the last trick; seat 1 every heart and the Q♠.
	jackElsewhere := func(o variant.Options) gametest.Script {
		return gametest.Script{Game: games.Hearts, Seats: 4, Options: o, Dealer: 3, Leader: 0, Tricks: []string{
			"2C 3C ? ?", "4C 2H 3H 4H", "5C 5H 6H 7H", "6C 8H 9H 10H", "7C JH QH KH", "8C AH QS ?",
			"9C ? ? ?", "10C ? ? ?", "JC ? ? ?", "QC ? ? ?", "KC ? ? ?", "AC ? ? ?",
			"2D ? ? JD", // seat 0 wins the J♦
		}}
	}
	for _, c := range []tc{
		{hearts.Options{Omnibus: blackmaria.OmnibusJD}, []int{16, 0, 26, 26}, "moon"},
		{hearts.Options{Omnibus: blackmaria.OmnibusJD, Moon: hearts.MoonSubtractFromShooter}, []int{-10, -26, 0, 0}, "moon"},
		{hearts.Options{Omnibus: blackmaria.OmnibusJD, OmnibusMoonNeedsJack: true}, []int{-10, 26, 0, 0}, "normal"},
	} {
		r := jackElsewhere(c.o).Run(t, gametest.BookPassOffset)
		if pts, out := gametest.LastPoints(t, r); !cmp.Equal(pts, c.want) || out != c.out {
			t.Errorf("SH-O2 J♦ to seat 0 %+v: %v %q, want %v %q", c.o, pts, out, c.want, c.out)
		}
	}
}

func TestHeartsE3PassSchedule(t *testing.T) {
	// SH-E3, SH-R3, SH-A4: the pass direction by deal number, from the
	// first deal of the match; a hold deal has no pass phase.
	want := map[int][]string{
		3: {"L", "R", "H", "L", "R", "H"},
		4: {"L", "R", "A", "H", "L", "R", "A", "H"},
		5: {"L", "R", "H", "L", "R", "H"},
		6: {"L", "R", "A", "H", "L", "R", "A", "H"},
	}
	for n := 3; n <= 6; n++ {
		g := gametest.Trick(t, games.Hearts, n, hearts.Options{Deals: 100}, uint64(10+n))
		var got []string
		for k := range want[n] {
			gametest.DealNext(t, g)
			v, _ := g.View(0)
			dir := "H"
			if g.Phase() == variant.PhasePass {
				switch v.PassTo {
				case 1:
					dir = "L"
				case n - 1:
					dir = "R"
				case n / 2:
					dir = "A"
				}
				// Every seat passes to the same offset.
				for s := 0; s < n; s++ {
					vs, _ := g.View(s)
					if vs.PassTo != (s+v.PassTo)%n || vs.ReceivedFrom != (s-v.PassTo+n)%n {
						t.Errorf("SH-R3 %d seats deal %d: seat %d passes to %d, receives from %d", n, k+1, s, vs.PassTo, vs.ReceivedFrom)
					}
				}
			} else if g.Phase() != variant.PhasePlay || v.PassTo != -1 {
				t.Fatalf("SH-R3: a hold deal starts in %v with PassTo %d", g.Phase(), v.PassTo)
			}
			got = append(got, dir)
			gametest.PassLowest(t, g)
			gametest.PlayLowest(t, g)
		}
		if diff := cmp.Diff(want[n], got); diff != "" {
			t.Errorf("SH-E3 %d seats (-want +got):\n%s", n, diff)
		}
	}
	// SH-E3: 6 players, deal 3 (Across): 0→3, 1→4, 2→5, 3→0, 4→1, 5→2;
	// 4 players, deal 2 (Right): 0→3, 1→0, 2→1, 3→2. Resumed with
	// dealsPlayed (SH-A4).
	for _, tc := range []struct {
		n, played int
		to        []int
	}{{6, 2, []int{3, 4, 5, 0, 1, 2}}, {4, 1, []int{3, 0, 1, 2}}, {4, 0, []int{1, 2, 3, 0}}, {4, 6, []int{2, 3, 0, 1}}} {
		g := gametest.Trick(t, games.Hearts, tc.n, nil, 3)
		if err := g.Resume(variant.MatchState{DealsPlayed: tc.played}); err != nil {
			t.Fatal(err)
		}
		gametest.DealNext(t, g)
		var to []int
		before := make([]card.Set, tc.n)
		for s := 0; s < tc.n; s++ {
			v, _ := g.View(s)
			to = append(to, v.PassTo)
			before[s] = g.Hand(s)
		}
		if diff := cmp.Diff(tc.to, to); diff != "" {
			t.Errorf("SH-E3 %d seats after %d deals (-want +got):\n%s", tc.n, tc.played, diff)
		}
		// The cards go where the map says.
		var sent [6]card.Set
		for s := 0; s < tc.n; s++ {
			h := before[s]
			for i := 0; i < 3; i++ {
				c, _ := h.Highest()
				sent[s] = sent[s].Add(c)
				h = h.Remove(c)
			}
			gametest.Apply(t, g, variant.PassMove(s, sent[s]))
		}
		for s := 0; s < tc.n; s++ {
			if !g.Hand(tc.to[s]).ContainsAll(sent[s]) {
				t.Errorf("SH-E3: seat %d's pass %v is not with seat %d", s, sent[s], tc.to[s])
			}
		}
	}
}

func TestHeartsHoldDeal(t *testing.T) {
	// SH-R3 Hold: no pass phase; a pass is wrong-phase (docs/records.md), even
	// one of the wrong size or of cards not held.
	g := gametest.Trick(t, games.Hearts, 4, nil, 5)
	if err := g.Resume(variant.MatchState{DealsPlayed: 3}); err != nil {
		t.Fatal(err)
	}
	gametest.DealNext(t, g)
	if g.Phase() != variant.PhasePlay {
		t.Fatalf("SH-R3: the 4th deal starts in phase %v, want play (hold)", g.Phase())
	}
	for s := 0; s < 4; s++ {
		h := g.Hand(s)
		three := card.Set(0)
		for c := range h.All() {
			if three.Len() < 3 {
				three = three.Add(c)
			}
		}
		v := gametest.ApplyFails(t, g, variant.PassMove(s, three), rule.WrongPhase, s)
		if v.Ref != "SH-R3" {
			t.Errorf("hold-deal pass: Ref %q, want SH-R3", v.Ref)
		}
		gametest.ApplyFails(t, g, variant.PassMove(s, g.Hand((s+1)%4)), rule.WrongPhase, s)
		vs, _ := g.View(s)
		if vs.PassTo != -1 || vs.ReceivedFrom != -1 || vs.Passed != 0 || vs.Received != 0 {
			t.Errorf("SH-R3 hold: seat %d's view shows a pass: %+v", s, vs)
		}
	}
	if tu := g.Turn(); !g.Hand(tu.Seat).Has(card.TwoClubs) || tu.Cards != card.Of(card.TwoClubs) {
		t.Errorf("SH-R4 in a hold deal: %+v to act", tu)
	}
}

func TestHeartsE4Opener(t *testing.T) {
	// SH-E4, SH-R4, SH-R1: the holder of the lowest club in play leads
	// exactly that card, whoever deals: 2♣ at 3 and 4 seats (the 2♦ goes
	// at 3), 3♣ at 5, 4♣ at 6.
	open := map[int]card.Card{3: card.TwoClubs, 4: card.TwoClubs, 5: gametest.Card(t, "3C"), 6: gametest.Card(t, "4C")}
	for n := 3; n <= 6; n++ {
		for seed := uint64(0); seed < 12; seed++ {
			g := gametest.Trick(t, games.Hearts, n, hearts.Options{FirstDealer: int(seed) % n}, seed)
			gametest.DealNext(t, g)
			gametest.PassLowest(t, g)
			tu := g.Turn()
			if !g.Hand(tu.Seat).Has(open[n]) || tu.Cards != card.Of(open[n]) {
				t.Fatalf("SH-E4 %d seats: seat %d may lead %v, want the holder of %v to lead it", n, tu.Seat, tu.Cards, open[n])
			}
			// Another club, or any other card: opening-lead.
			other, ok := (g.Hand(tu.Seat) &^ card.Of(open[n])).Lowest()
			if ok {
				v := gametest.ApplyFails(t, g, variant.PlayMove(tu.Seat, other), rule.OpeningLead, tu.Seat)
				if v.Ref != "SH-R4" {
					t.Errorf("opening-lead Ref %q, want SH-R4", v.Ref)
				}
			}
			// The dealer's left neighbour, if not the holder, may not lead.
			if s := (g.Dealer() + 1) % n; s != tu.Seat {
				c, _ := g.Hand(s).Lowest()
				gametest.ApplyFails(t, g, variant.PlayMove(s, c), rule.NotYourTurn, s)
			}
		}
	}
}

func TestHeartsA2OpenerAnyClub(t *testing.T) {
	// SH-A2: with OpenerAnyClub the opener may lead any club; a card of
	// another suit is opening-lead (Ref SH-A2).
	sc := gametest.Script{Game: games.Hearts, Seats: 4, Options: hearts.Options{OpenerAnyClub: true}, Dealer: 0, Leader: 2, Partial: true,
		Hold: [6]string{2: "2C 9C KC 5D"}}
	g := sc.Run(t, gametest.BookPassOffset)
	if tu := g.Turn(); tu.Seat != 2 || tu.Cards != g.Hand(2).OfSuit(card.Clubs) {
		t.Fatalf("SH-A2: %+v, want seat 2 to lead any of its clubs %v", tu, g.Hand(2).OfSuit(card.Clubs))
	}
	v := gametest.ApplyFails(t, g, variant.PlayMove(2, gametest.Card(t, "5D")), rule.OpeningLead, 2)
	if v.Ref != "SH-A2" {
		t.Errorf("SH-A2 opening-lead Ref %q", v.Ref)
	}
	gametest.Apply(t, g, variant.PlayMove(2, gametest.Card(t, "KC")))
	// Default: exactly the 2♣.
	sc.Options = hearts.Options{OpenerAnyClub: false}
	g = sc.Run(t, gametest.BookPassOffset)
	gametest.ApplyFails(t, g, variant.PlayMove(2, gametest.Card(t, "KC")), rule.OpeningLead, 2)
	gametest.Apply(t, g, variant.PlayMove(2, card.TwoClubs))
}

func TestHeartsE5FirstTrick(t *testing.T) {
	// SH-E5, SH-R7: to trick 1 (2♣ led), a seat void in clubs holding
	// ♥5, Q♠ and ♦9 (here with ten more hearts) must play ♦9; one holding
	// only hearts and the Q♠ may play any of them. SH-A3: with
	// FirstTrickHeartBeforeQueen it must play a heart.
	sc := gametest.Script{Game: games.Hearts, Seats: 4, Dealer: 3, Leader: 0, Partial: true,
		Hold: [6]string{0: "2C", 1: "9D QS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH"}}
	g := sc.Run(t, gametest.BookPassOffset)
	gametest.Apply(t, g, variant.PlayMove(0, card.TwoClubs))
	if lp := g.LegalPlays(); lp != gametest.Set(t, "9D") {
		t.Errorf("SH-E5: legal %v, want 9D", lp)
	}
	for _, c := range []string{"5H", "QS"} {
		v := gametest.ApplyFails(t, g, variant.PlayMove(1, gametest.Card(t, c)), rule.FirstTrickPenalty, 1)
		if v.Ref != "SH-R7" {
			t.Errorf("first-trick-penalty Ref %q, want SH-R7", v.Ref)
		}
	}
	gametest.Apply(t, g, variant.PlayMove(1, gametest.Card(t, "9D")))

	only := gametest.Script{Game: games.Hearts, Seats: 4, Dealer: 3, Leader: 0, Partial: true,
		Hold: [6]string{0: "2C", 1: "QS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"}}
	g = only.Run(t, gametest.BookPassOffset)
	gametest.Apply(t, g, variant.PlayMove(0, card.TwoClubs))
	if lp := g.LegalPlays(); lp != g.Hand(1) {
		t.Errorf("SH-E5: only hearts and Q♠: legal %v, want all of %v", lp, g.Hand(1))
	}
	for _, c := range []string{"5H", "KH", "QS"} {
		gametest.Apply(t, g.Clone(), variant.PlayMove(1, gametest.Card(t, c)))
	}
	only.Options = hearts.Options{FirstTrickHeartBeforeQueen: true}
	g = only.Run(t, gametest.BookPassOffset)
	gametest.Apply(t, g, variant.PlayMove(0, card.TwoClubs))
	if lp := g.LegalPlays(); lp != g.Hand(1)&card.HeartsSet {
		t.Errorf("SH-A3: legal %v, want the hearts", lp)
	}
	v := gametest.ApplyFails(t, g, variant.PlayMove(1, card.QueenSpades), rule.FirstTrickPenalty, 1)
	if v.Ref != "SH-A3" {
		t.Errorf("SH-A3 Ref %q", v.Ref)
	}
	gametest.Apply(t, g, variant.PlayMove(1, gametest.Card(t, "5H")))
	// A follower that holds a club must follow (TT-2, SH-R5).
	c, ok := g.Hand(2).OfSuit(card.Clubs).Lowest()
	if ok {
		if other, ok := (g.Hand(2) &^ card.SuitSet(card.Clubs)).Lowest(); ok {
			gametest.ApplyFails(t, g, variant.PlayMove(2, other), rule.FollowSuit, 2)
		}
		gametest.Apply(t, g, variant.PlayMove(2, c))
	}
}

// shTrick2 gives seat 1 the lead in trick 2 (it wins trick 1 with the
// ♣A) with hand hold plus the ♣A.
func shTrick2(o variant.Options, hold string) gametest.Script {
	return gametest.Script{Game: games.Hearts, Seats: 4, Options: o, Dealer: 3, Leader: 0, Partial: true,
		Tricks: []string{"2C AC 3C 4C"}, Hold: [6]string{1: hold}}
}

func TestHeartsE6Leads(t *testing.T) {
	// SH-E6, SH-R6: no heart played yet: with ♥A and ♠3 (and other
	// non-hearts) only the non-hearts may be led; with only hearts any
	// heart; with ♥A and Q♠ only the Q♠ (it may be led at any time).
	g := shTrick2(nil, "AH 3S").Run(t, gametest.BookPassOffset)
	if g.Turn().Seat != 1 {
		t.Fatalf("seat %d leads trick 2, want 1", g.Turn().Seat)
	}
	if lp := g.LegalPlays(); lp != g.Hand(1)&^card.HeartsSet || !lp.Has(gametest.Card(t, "3S")) {
		t.Errorf("SH-E6: legal %v, want the non-hearts of %v", lp, g.Hand(1))
	}
	v := gametest.ApplyFails(t, g, variant.PlayMove(1, card.AceHearts), rule.HeartsNotBroken, 1)
	if v.Ref != "SH-R6" {
		t.Errorf("hearts-not-broken Ref %q", v.Ref)
	}
	g = shTrick2(nil, "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH AH").Run(t, gametest.BookPassOffset)
	if lp := g.LegalPlays(); lp != g.Hand(1) || lp != card.HeartsSet&^card.Of(card.KingHearts) {
		t.Errorf("SH-E6 only hearts: legal %v, want every heart held", lp)
	}
	g = shTrick2(nil, "QS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH AH").Run(t, gametest.BookPassOffset)
	if lp := g.LegalPlays(); lp != card.Of(card.QueenSpades) {
		t.Errorf("SH-E6 hearts and Q♠: legal %v, want QS", lp)
	}
	gametest.ApplyFails(t, g, variant.PlayMove(1, card.AceHearts), rule.HeartsNotBroken, 1)
	gametest.Apply(t, g, variant.PlayMove(1, card.QueenSpades))
}

func TestHeartsA1QueenBreaksHearts(t *testing.T) {
	// SH-R6, SH-A1: the Q♠ discarded to trick 2 does not break hearts by
	// default; with QueenBreaksHearts it does. A heart discarded does.
	for _, tc := range []struct {
		o       variant.Options
		discard string
		broken  bool
	}{
		{nil, "QS", false},
		{hearts.Options{QueenBreaksHearts: true}, "QS", true},
		{nil, "9H", true},
		{hearts.Options{QueenBreaksHearts: true}, "9H", true},
	} {
		sc := gametest.Script{Game: games.Hearts, Seats: 4, Options: tc.o, Dealer: 3, Leader: 0, Partial: true,
			Tricks: []string{"2C AC 3C 4C", "2D " + tc.discard + " 3D 4D"}, Hold: [6]string{0: "5H"}}
		g := sc.Run(t, gametest.BookPassOffset)
		if tu := g.Turn(); tu.Seat != 0 {
			t.Fatalf("seat %d leads trick 3, want 0", tu.Seat)
		}
		v, _ := g.View(0)
		if v.HeartsBroken != tc.broken {
			t.Errorf("SH-A1 %+v after %s: HeartsBroken %v", tc.o, tc.discard, v.HeartsBroken)
		}
		if got := g.LegalPlays().Has(gametest.Card(t, "5H")); got != tc.broken {
			t.Errorf("SH-A1 %+v after %s: may lead ♥5 %v, want %v", tc.o, tc.discard, got, tc.broken)
		}
		if !tc.broken {
			gametest.ApplyFails(t, g, variant.PlayMove(0, gametest.Card(t, "5H")), rule.HeartsNotBroken, 0)
		} else {
			gametest.Apply(t, g, variant.PlayMove(0, gametest.Card(t, "5H")))
		}
	}
}

func TestHeartsR1Packs(t *testing.T) {
	// SH-R1: removed cards and hand sizes; no heart (and not the Q♠) is
	// ever removed, so the deal total is 26 (129 spot) at every size (SH-R8).
	for _, tc := range []struct {
		n       int
		removed string
		each    int
	}{{3, "2D", 17}, {4, "", 13}, {5, "2C 2D", 10}, {6, "2C 2D 2S 3C", 8}} {
		g := gametest.Trick(t, games.Hearts, tc.n, nil, 1)
		if want := card.Full52 &^ gametest.Set(t, tc.removed); g.Pack() != want {
			t.Errorf("SH-R1 %d seats: pack misses %v, want %q", tc.n, card.Full52&^g.Pack(), tc.removed)
		}
		tab := g.Values().Table
		if tab.Points(g.Pack()) != 26 {
			t.Errorf("SH-R8 %d seats: total %d", tc.n, tab.Points(g.Pack()))
		}
		spot := gametest.Trick(t, games.Hearts, tc.n, hearts.Options{SpotHearts: true}, 1)
		if tab := spot.Values().Table; tab.Points(spot.Pack()) != 129 {
			t.Errorf("SH-O1 %d seats: total %d", tc.n, tab.Points(spot.Pack()))
		}
		gametest.DealNext(t, g)
		for s := 0; s < tc.n; s++ {
			if g.Hand(s).Len() != tc.each {
				t.Errorf("SH-R1 %d seats: seat %d holds %d", tc.n, s, g.Hand(s).Len())
			}
		}
	}
}

func TestHeartsR2DealAndRotation(t *testing.T) {
	// SH-R2, SH-A5, C-7, C-8: one card at a time from left(dealer); the
	// first dealer is an input (default seat 0) and the dealer rotates
	// left; the dealer does not decide the lead (SH-R4).
	for n := 3; n <= 6; n++ {
		for first := 0; first < n; first++ {
			g, err := games.New(games.Hearts, n, hearts.Options{FirstDealer: first, Deals: n + 1}, rand.NewPCG(uint64(first), 9))
			if err != nil {
				t.Fatal(err)
			}
			tg := g.(*variant.TrickGame)
			src := rand.NewPCG(uint64(first), 9)
			r := rand.New(rand.NewPCG(src.Uint64(), src.Uint64()))
			order := deck.Shuffle(tg.Pack(), r)
			gametest.DealNext(t, tg)
			for i, c := range order.Cards() {
				if s := (first + 1 + i) % n; !tg.Hand(s).Has(c) {
					t.Fatalf("SH-R2 %d seats: card %d (%v) is not with seat %d", n, i, c, s)
				}
			}
			for k := 0; k <= n; k++ {
				if k > 0 {
					gametest.DealNext(t, tg)
				}
				if tg.Dealer() != (first+k)%n {
					t.Fatalf("SH-R2: deal %d dealer %d, want %d", k, tg.Dealer(), (first+k)%n)
				}
				gametest.PassLowest(t, tg)
				gametest.PlayLowest(t, tg)
			}
		}
	}
	g := gametest.Trick(t, games.Hearts, 4, nil, 1)
	if g.Dealer() != 0 {
		t.Errorf("C-7: the default first dealer is %d, want 0", g.Dealer())
	}
}

func TestHeartsR10MatchEnd(t *testing.T) {
	// SH-R10, SH-O4: the match ends after the deal in which a total
	// reaches or exceeds the target (default 100); the lowest total wins;
	// ties are shared by default, and played on with TiesPlayOn (BM-A5).
	for _, tc := range []struct {
		o      variant.Options
		before []int
		over   bool
		wins   []int
	}{
		{nil, []int{86, 0, 0, 0}, true, []int{2}},                        // 100, 5, 0, 7
		{nil, []int{85, 0, 0, 0}, false, nil},                            // 99
		{nil, []int{0, 0, 0, 93}, true, []int{2}},                        // 14, 5, 0, 100
		{hearts.Options{Target: 30}, []int{16, 0, 0, 0}, true, []int{2}}, // 30
		{hearts.Options{Target: 30}, []int{15, 0, 0, 0}, false, nil},     // 29
		{nil, []int{90, 0, 5, 0}, true, []int{1, 2}},                     // 104, 5, 5, 7
		{hearts.Options{Ties: variant.TiesPlayOn}, []int{90, 0, 5, 0}, false, nil},
	} {
		sc := gametest.HeartsE1(tc.o)
		sc.Totals = tc.before
		r := sc.Run(t, gametest.BookPassOffset)
		if r.Over() != tc.over || !gametest.SameSeats(r.Winners(), tc.wins) {
			t.Errorf("SH-R10 %+v from %v: totals %v over %v winners %v, want over %v winners %v",
				tc.o, tc.before, r.Totals(), r.Over(), r.Winners(), tc.over, tc.wins)
		}
	}
	// A fixed number of deals (BM-O5 for Hearts: the "deals" option).
	g := gametest.Trick(t, games.Hearts, 5, hearts.Options{Deals: 3, Target: 1}, 2)
	for k := 0; k < 3; k++ {
		if g.Over() {
			t.Fatalf("over after %d of 3 deals", k)
		}
		gametest.DealNext(t, g)
		gametest.PassLowest(t, g)
		gametest.PlayLowest(t, g)
	}
	if !g.Over() {
		t.Errorf("not over after 3 of 3 deals")
	}
}

func TestHeartsR8DealTotals(t *testing.T) {
	// SH-R8, SH-O1, SH-R9: every deal adds up to 26 (129 spot), or the
	// moon's sum; −10 with Omnibus.
	for n := 3; n <= 6; n++ {
		for _, o := range []hearts.Options{{}, {SpotHearts: true}, {Omnibus: blackmaria.OmnibusJD}, {Moon: hearts.MoonSubtractFromShooter}} {
			g := gametest.Trick(t, games.Hearts, n, o, uint64(n))
			for k := 0; k < 6 && !g.Over(); k++ {
				gametest.DealNext(t, g)
				gametest.PassLowest(t, g)
				gametest.PlayLowest(t, g)
				r, _ := g.Result()
				sum := gametest.PointSum(r.Points)
				if want := gametest.DealSum(games.Hearts, n, o, r.Outcome.String()); sum != want {
					t.Errorf("SH-R8 %d seats %+v: a %s deal adds up to %d, want %d", n, o, r.Outcome, sum, want)
				}
			}
		}
	}
}
