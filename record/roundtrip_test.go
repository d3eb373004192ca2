package record_test

import (
	"bytes"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/variant"
)

// summary is what the engine and the verdict must agree on for a deal.
type summary struct {
	Points   []int
	Outcome  string
	Complete bool
	Tricks   []variant.TrickRecord
	Loser    int
}

func fromResult(r variant.DealResult) summary {
	tricks := []variant.TrickRecord{}
	for _, t := range r.Tricks {
		tricks = append(tricks, variant.TrickRecord{Leader: t.Leader, Cards: t.Cards, Winner: t.Winner})
	}
	return summary{Points: r.Points, Outcome: r.Outcome.String(), Complete: true, Tricks: tricks, Loser: r.Loser}
}

func fromVerdict(d record.DealVerdict) summary {
	s := summary{Points: d.Points, Complete: d.Complete, Tricks: []variant.TrickRecord{}, Loser: -1}
	if d.Outcome != nil {
		s.Outcome = d.Outcome.String()
	}
	if d.Loser != nil {
		s.Loser = *d.Loser
	}
	for _, t := range d.Tricks {
		w := -1
		if t.Winner != nil {
			w = *t.Winner
		}
		s.Tricks = append(s.Tricks, variant.TrickRecord{Leader: t.Leader, Cards: t.Cards, Winner: w})
	}
	return s
}

// TestRoundTrip: a random match of every game with random options,
// played by RandomMove plus random out-of-turn announcements (or the
// turn-based rounds of MAD-A9) and recorded, reads back from its JSON to
// the same record, and the referee's verdict gives exactly the engine's
// points, outcomes, tricks, losers, totals, end, winners and eliminated
// seats; when the record stops mid-deal, next is the engine's turn, legal
// moves and announcements.
func TestRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := drawMatch(t)
		var buf bytes.Buffer
		if err := record.Encode(&buf, p.rec); err != nil {
			t.Fatal(err)
		}
		back, err := record.Decode(bytes.NewReader(buf.Bytes()))
		if err != nil {
			t.Fatalf("the recorded match does not read back: %v\n%s", err, buf.Bytes())
		}
		j1, _ := p.rec.MarshalJSON()
		j2, _ := back.MarshalJSON()
		if !bytes.Equal(j1, j2) {
			t.Fatalf("the record changes on a round trip:\n%s\n%s", j1, j2)
		}
		v := record.Judge(back)
		if !v.Valid {
			t.Fatalf("a recorded match is judged illegal: %+v\n%s", *v.Error, buf.Bytes())
		}
		if len(v.Deals) != len(p.rec.Deals) {
			t.Fatalf("%d deals in the verdict, %d in the record", len(v.Deals), len(p.rec.Deals))
		}
		k := 0
		for i, d := range v.Deals {
			if !d.Complete {
				if i != len(v.Deals)-1 {
					t.Fatalf("deal %d is incomplete but not the last", i)
				}
				continue
			}
			if diff := cmp.Diff(fromResult(p.results[k]), fromVerdict(d)); diff != "" {
				t.Fatalf("deal %d (-engine +verdict):\n%s\n%s", i, diff, buf.Bytes())
			}
			k++
		}
		if k != len(p.results) {
			t.Fatalf("%d complete deals in the verdict, %d ended in the engine", k, len(p.results))
		}
		g := p.g
		type end struct {
			Totals, Winners, Out []int
			Over                 bool
		}
		if diff := cmp.Diff(end{g.Totals(), g.Winners(), g.Out(), g.Over()}, end{v.Totals, v.Winners, v.Out, v.Over}); diff != "" {
			t.Fatalf("match state (-engine +verdict):\n%s", diff)
		}
		last := v.Deals[len(v.Deals)-1]
		if last.Complete != (v.Next == nil) {
			t.Fatalf("next is %v for a deal complete=%v", v.Next, last.Complete)
		}
		if v.Next != nil && !p.turn {
			checkNext(t, g, v.Next)
		}
	})
}

// checkNext compares the verdict's next with the engine.
func checkNext(t *rapid.T, g variant.Game, n *record.Next) {
	turn := g.Turn()
	want := &record.Next{Seat: turn.Seat, Phase: turn.Phase, Legal: []record.Legal{}, Announce: g.Announcements(nil)}
	if want.Announce == nil {
		want.Announce = []variant.Move{}
	}
	for _, m := range g.LegalMoves(nil) {
		switch m.Kind {
		case variant.Play:
			c := m.Card
			want.Legal = append(want.Legal, record.Legal{Seat: m.Seat, Play: &c})
		case variant.Draw:
			c := m.Card
			want.Legal = append(want.Legal, record.Legal{Seat: m.Seat, Draw: &c})
		case variant.Push:
			want.Legal = append(want.Legal, record.Legal{Seat: m.Seat, Push: true})
		}
	}
	switch turn.Kind {
	case variant.Pass:
		want.Legal = append([]record.Legal{{Seat: turn.Seat, Pass: &record.Choice{Count: 3, From: turn.Cards.Cards()}}}, want.Legal...)
	case variant.Stock:
		// Every legal exchange puts back two cards of the choice.
		var from card.Set
		for _, m := range g.LegalMoves(nil) {
			if m.Kind == variant.Stock {
				from |= m.Cards
			}
		}
		if !turn.Cards.ContainsAll(from) {
			t.Fatalf("a legal exchange puts back %v, outside next's choice %v", from, turn.Cards)
		}
		want.Legal = append([]record.Legal{{Seat: turn.Seat, Stock: &record.Choice{Count: 2, From: turn.Cards.Cards()}}}, want.Legal...)
	}
	if diff := cmp.Diff(want, n); diff != "" {
		t.Fatalf("next (-engine +verdict):\n%s", diff)
	}
}

// TestOutcomeNames: every outcome record names is an outcome of the
// engine, so a verdict never prints another.
func TestOutcomeNames(t *testing.T) {
	want := []string{"normal", "jungfrau", "durchmarsch", "announced-jungfrau", "announced-durchmarsch",
		"failed-announcement", "moon", "slam", "redeal", "old-maid"}
	var got []string
	for o := score.Outcome(0); o < 10; o++ {
		got = append(got, o.String())
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("outcomes (-docs/records.md +score):\n%s", diff)
	}
}
