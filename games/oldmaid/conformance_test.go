package oldmaid_test

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/variant"
)

// The two Old Maid cases of the referee conformance kit
// (its two old-maid cases and their expected verdicts),
// replayed through DealCards and Apply; the kit itself runs the referee
// command on its files.

const omPartialTwoSeats = `{
 "game": "old-maid", "seats": 2, "options": {},
 "deals": [{
   "dealer": 0,
   "hands": [
    ["QH", "QD", "5S", "9C", "9H", "9S", "7C", "7D", "7H", "4H", "4S", "6C", "6D", "8H", "8S", "10C", "10D", "JH", "JS", "KC", "KD", "AC", "AD", "AH", "AS"],
    ["QS", "5C", "5D", "5H", "9D", "7S", "2C", "2D", "2H", "2S", "3C", "3D", "3H", "3S", "4C", "4D", "6H", "6S", "8C", "8D", "10H", "10S", "JC", "JD", "KH", "KS"]
   ],
   "actions": [{"seat": 1, "draw": "5S"}, {"seat": 0, "draw": "QS"}]
 }]
}`

const omPartialTwoSeatsExpect = `{
 "exit": 0, "valid": true,
 "deals": [{"complete": false}],
 "totals": [0, 0], "over": false, "winners": [], "out": [],
 "next": {"seat": 1, "legal": [{"draw": "7H"}, {"draw": "9S"}, {"draw": "QS"}]}
}`

const omRoundThreeSeats = `{
 "game": "old-maid", "seats": 3, "options": {},
 "deals": [{
   "dealer": 0,
   "hands": [
    ["8S", "3S", "5D", "JC", "JD", "QS", "QD", "4H", "4S", "6D", "6H", "7D", "7S", "10C", "10S", "KH", "KS"],
    ["5C", "8D", "JH", "3C", "3D", "2C", "2H", "4C", "4D", "6C", "6S", "9H", "9S", "10D", "10H", "AC", "AH"],
    ["QH", "JS", "3H", "5H", "5S", "8C", "8H", "2D", "2S", "7C", "7H", "9C", "9D", "KC", "KD", "AD", "AS"]
   ],
   "actions": [
    {"seat": 1, "draw": "QH"}, {"seat": 2, "draw": "5D"}, {"seat": 0, "draw": "QH"},
    {"seat": 1, "draw": "5D"}, {"seat": 2, "draw": "3S"}, {"seat": 0, "draw": "8D"},
    {"seat": 1, "draw": "JS"}
   ]
 }]
}`

const omRoundThreeSeatsExpect = `{
 "exit": 0, "valid": true,
 "deals": [{"points": [1, 0, 0], "outcome": "old-maid", "complete": true, "loser": 0}],
 "totals": [1, 0, 0], "over": false, "winners": [], "out": [],
 "next": null
}`

// omVerdict holds the verdict fields the conformance kit compares.
type omVerdict struct {
	Exit    int             `json:"exit"`
	Valid   bool            `json:"valid"`
	Deals   []omVerdictDeal `json:"deals"`
	Totals  []int           `json:"totals"`
	Over    bool            `json:"over"`
	Winners []int           `json:"winners"`
	Out     []int           `json:"out"`
	Next    *omVerdictNext  `json:"next"`
}

type omVerdictDeal struct {
	Points   []int   `json:"points"`
	Outcome  *string `json:"outcome"`
	Complete bool    `json:"complete"`
	Loser    *int    `json:"loser"`
}

type omVerdictNext struct {
	Seat  int `json:"seat"`
	Legal []struct {
		Draw string `json:"draw"`
	} `json:"legal"`
}

// omReplay replays an Old Maid record through the public API and returns
// the verdict as docs/records.md defines it (the fields the kit compares).
func omReplay(t *testing.T, record string) omVerdict {
	t.Helper()
	var rec struct {
		Game    string          `json:"game"`
		Seats   int             `json:"seats"`
		Options json.RawMessage `json:"options"`
		Deals   []struct {
			Dealer  int             `json:"dealer"`
			Hands   []card.Set      `json:"hands"`
			Actions []variant.Move  `json:"actions"`
			Stock   json.RawMessage `json:"stock"`
		} `json:"deals"`
	}
	if err := json.Unmarshal([]byte(record), &rec); err != nil {
		t.Fatalf("record: %v", err)
	}
	id, ok := games.ParseID(rec.Game)
	if !ok || id != games.OldMaid {
		t.Fatalf("record of game %q", rec.Game)
	}
	o, err := oldmaid.ParseOptions(rec.Options)
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Deals) > 0 {
		o.FirstDealer = rec.Deals[0].Dealer // C-7
	}
	g, err := games.New(id, rec.Seats, o, nil)
	if err != nil {
		t.Fatal(err)
	}
	var v omVerdict
	v.Valid = true
	for i, d := range rec.Deals {
		dealt := variant.Dealt{Dealer: d.Dealer}
		copy(dealt.Hands[:], d.Hands)
		if err := g.DealCards(dealt); err != nil {
			t.Fatalf("deal %d: %v", i, err)
		}
		for j, m := range d.Actions {
			if err := g.Apply(m); err != nil {
				t.Fatalf("deal %d action %d %v: %v", i, j, m, err)
			}
		}
		v.Deals = append(v.Deals, omVerdictDeal{})
		last := &v.Deals[len(v.Deals)-1]
		if g.Phase() == variant.PhaseDealOver {
			r, _ := g.Result()
			out := r.Outcome.String()
			last.Points, last.Outcome, last.Complete, last.Loser = r.Points, &out, true, &r.Loser
		}
	}
	v.Totals, v.Over, v.Winners, v.Out = g.Totals(), g.Over(), g.Winners(), g.Out()
	if tu := g.Turn(); tu.Seat >= 0 {
		if tu.Phase.String() != "draw" {
			t.Fatalf("next.phase = %q, want draw", tu.Phase)
		}
		v.Next = &omVerdictNext{Seat: tu.Seat}
		for _, m := range g.LegalMoves(nil) {
			if m.Seat != tu.Seat || m.Kind != variant.Draw {
				t.Fatalf("next.legal holds %v", m)
			}
			v.Next.Legal = append(v.Next.Legal, struct {
				Draw string `json:"draw"`
			}{m.Card.String()})
		}
	}
	return v
}

func omCompareVerdict(t *testing.T, record, expect string) {
	t.Helper()
	var want omVerdict
	if err := json.Unmarshal([]byte(expect), &want); err != nil {
		t.Fatalf("expect: %v", err)
	}
	got := omReplay(t, record)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("verdict (-want +got):\n%s", diff)
	}
}

// OM-R2, OM-R4, OM-R6, OM-R7, OM-E6: old-maid--partial-two-seats.
func TestOldMaidConformancePartialTwoSeats(t *testing.T) {
	omCompareVerdict(t, omPartialTwoSeats, omPartialTwoSeatsExpect)
}

// OM-R2, OM-R4 … OM-R7, OM-R9: old-maid--round-three-seats.
func TestOldMaidConformanceRoundThreeSeats(t *testing.T) {
	omCompareVerdict(t, omRoundThreeSeats, omRoundThreeSeatsExpect)
}
