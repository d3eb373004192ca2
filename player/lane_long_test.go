package player

import (
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
)

// TestLaneWithALongHand checks the lane's lead and follow where a hand is
// dealt more cards than a suit has: 17 in Black Maria (BM-R1) and Hearts
// (SH-R1) at three seats. There its own cards of a suit count as cards
// below its lead, so that it leads its short suit to become void, and the
// second to play over a lead of no value plays its highest card; at four
// seats (13 cards) the lane leads where the others hold the fewest cards
// below and goes over with its lowest card, as before.
func TestLaneWithALongHand(t *testing.T) {
	for _, tc := range []struct {
		id         games.ID
		seats      int
		short      string // the lead from 3C 4C 5C 6C 9D
		over, hOvr string // the second card on a 5♦ lead, on a 5♥ lead
	}{
		{games.BlackMaria, 3, "9D", "AD", "9H"},
		{games.Hearts, 3, "9D", "AD", "9H"},
		{games.BlackMaria, 4, "3C", "9D", "9H"},
		{games.Hearts, 4, "3C", "9D", "9H"},
	} {
		l := setupLane(t, tc.id, tc.seats)
		var five, fiveH laneTrick
		five.add(card.MustParse("5D"))
		fiveH.add(card.MustParse("5H"))
		for _, lc := range []struct {
			name string
			got  card.Card
			want string
		}{
			// The others hold no club below the 3♣ and two diamonds below
			// the 9♦, and cards above both.
			{"lead", l.lead(mustSet(t, "3C 4C 5C 6C 9D"), mustSet(t, "7C 8C 2D 3D 10D JD")), tc.short},
			{"second over a lead of no value", l.follow(mustSet(t, "9D AD"), &five, false), tc.over},
			{"second over a heart", l.follow(mustSet(t, "9H AH"), &fiveH, false), tc.hOvr},
			{"last over a lead of no value", l.follow(mustSet(t, "9D AD"), &five, true), "AD"},
			{"second under the lead", l.follow(mustSet(t, "2D 3D AD"), &five, false), "3D"},
		} {
			if want := card.MustParse(lc.want); lc.got != want {
				t.Errorf("%v at %d seats, %s: %v, want %v", tc.id, tc.seats, lc.name, lc.got, want)
			}
		}
	}
}
