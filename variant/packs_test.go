package variant_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/rule"
)

// The packs of each game by table size (BM-R1, BM-A1, BM-A2, SH-R1,
// OM-R1, OM-O2, OM-O3), as the game files compose them from deck's
// removal lists; these tests were deck's while deck held the games'
// lists.

func set(s string) card.Set { return card.MustParseSet(s) }

// BM-R1 with the BM-A1 and BM-A2 choices.
func TestBlackMariaRemovals(t *testing.T) {
	tests := []struct {
		seats int
		three blackmaria.ThreePlayerRemoval
		six   blackmaria.SixPlayerRemoval
		want  card.Set
	}{
		{3, blackmaria.TwoOfClubs, blackmaria.AllTwos, set("2C")},                  // BM-R1
		{3, blackmaria.TwoOfDiamonds, blackmaria.AllTwos, set("2D")},               // BM-A2 option
		{3, blackmaria.TwoOfDiamonds, blackmaria.StandardRemoval, set("2D")},       // BM-A1 does not matter at 3
		{4, blackmaria.TwoOfClubs, blackmaria.AllTwos, 0},                          // BM-R1: none
		{4, blackmaria.TwoOfDiamonds, blackmaria.StandardRemoval, 0},               // options do not matter at 4
		{5, blackmaria.TwoOfClubs, blackmaria.AllTwos, set("2C 2D")},               // BM-R1
		{5, blackmaria.TwoOfDiamonds, blackmaria.StandardRemoval, set("2C 2D")},    // options do not matter at 5
		{6, blackmaria.TwoOfClubs, blackmaria.AllTwos, set("2C 2D 2H 2S")},         // BM-R1, BM-A1 default
		{6, blackmaria.TwoOfClubs, blackmaria.StandardRemoval, set("2C 2D 2S 3C")}, // BM-A1 option
	}
	for _, tc := range tests {
		got := card.Full52 &^ gametest.MustPack(games.BlackMaria, tc.seats, blackmaria.Options{ThreePlayerRemoval: tc.three, SixPlayerRemoval: tc.six})
		if got != tc.want {
			t.Errorf("BlackMariaRemoved(%d, %v, %v) = {%v}, want {%v}", tc.seats, tc.three, tc.six, got, tc.want)
		}
		if got.Has(card.JackDiamonds) || got.Has(card.QueenSpades) {
			t.Errorf("BM-O2: removal at %d seats takes the J♦ or Q♠: %v", tc.seats, got)
		}
	}
}

// SH-R1; no heart and not the Q♠ is ever removed.
func TestHeartsRemovals(t *testing.T) {
	want := map[int]card.Set{3: set("2D"), 4: 0, 5: set("2C 2D"), 6: set("2C 2D 2S 3C")}
	for seats := 3; seats <= 6; seats++ {
		got := card.Full52 &^ gametest.MustPack(games.Hearts, seats, nil)
		if got != want[seats] {
			t.Errorf("SH-R1: Hearts removes {%v} at %d seats, want {%v}", got, seats, want[seats])
		}
		if got.HasSuit(card.Hearts) || got.Has(card.QueenSpades) {
			t.Errorf("SH-R1: HeartsRemoved(%d) removes a penalty card: %v", seats, got)
		}
		if n := 52 - want[seats].Len(); n%seats != 0 {
			t.Errorf("SH-R1: %d cards do not divide among %d seats", n, seats)
		}
	}
}

// BM-R1 and SH-R1 are played by 3 to 6; any other table size is an error
// naming the rule bad-options, never a panic.
func TestRemovedBadSeats(t *testing.T) {
	for _, seats := range []int{-1, 0, 1, 2, 7, 100} {
		var bm *rule.Violation
		_, err := games.ValuesOf(games.BlackMaria, seats, nil)
		if !errors.As(err, &bm) || bm.ID != rule.BadOptions || bm.Ref != "BM-R1" {
			t.Errorf("Black Maria at %d seats: error %#v, want bad-options citing BM-R1", seats, err)
		}
		var v *rule.Violation
		_, err = games.ValuesOf(games.Hearts, seats, nil)
		if !errors.As(err, &v) || v.ID != rule.BadOptions || v.Ref != "SH-R1" || !v.Told() {
			t.Errorf("Hearts at %d seats: error %#v, want a bad-options violation citing SH-R1 with messages", seats, err)
		}
	}
}

// OM-R1 (Q♣ removed, 51), OM-O2 (joker added, 53), OM-O3 (J♣ removed, 51).
func TestOldMaidPack(t *testing.T) {
	tests := []struct {
		maid oldmaid.Maid
		name string
		want card.Set
	}{
		{oldmaid.QueenOfClubsRemoved, "QC-removed", card.Full52.Remove(card.QueenClubs)},
		{oldmaid.JokerMaid, "joker", card.Full52.Add(card.Joker)},
		{oldmaid.JackOfClubsRemoved, "JC-removed", card.Full52.Remove(card.JackClubs)},
	}
	for _, tc := range tests {
		if got := gametest.MustPack(games.OldMaid, 2, oldmaid.Options{Maid: tc.maid}); got != tc.want {
			t.Errorf("OldMaidPack(%v) = %v, want %v", tc.maid, got, tc.want)
		}
		if got := tc.maid.String(); got != tc.name {
			t.Errorf("Maid(%d).String() = %q, want %q", uint8(tc.maid), got, tc.name)
		}
	}
	if got := gametest.MustPack(games.OldMaid, 2, oldmaid.Options{Maid: oldmaid.QueenOfClubsRemoved}); got.OfSuit(card.Clubs).Len() != 12 || !got.Has(card.QueenSpades) {
		t.Errorf("OM-R1: Q♠ Q♥ Q♦ stay, only the Q♣ goes: %v", got)
	}
}

// The option values print as docs/records.md spells them.
func TestOptionStrings(t *testing.T) {
	got := []string{
		blackmaria.TwoOfClubs.String(), blackmaria.TwoOfDiamonds.String(), blackmaria.ThreePlayerRemoval(5).String(),
		blackmaria.AllTwos.String(), blackmaria.StandardRemoval.String(), blackmaria.SixPlayerRemoval(5).String(),
		oldmaid.Maid(5).String(),
	}
	want := []string{"2C", "2D", "three-player-removal(5)", "all-twos", "standard", "six-player-removal(5)", "maid(5)"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("option names mismatch (-want +got):\n%s", diff)
	}
}
