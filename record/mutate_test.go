package record_test

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// replayTo replays rec through a fresh engine up to (not including)
// action j of deal i, as Judge does, and returns the game.
func replayTo(t *rapid.T, rec *record.Record, i, j int) variant.Game {
	o, err := games.WithSetup(rec.Game, rec.Options, variant.Setup{FirstDealer: rec.Deals[0].Dealer, Announcements: variant.OutOfTurn})
	if err != nil {
		t.Fatal(err)
	}
	g, err := games.New(rec.Game, rec.Seats, o, rand.NewPCG(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Resume(variant.MatchState{Totals: rec.Totals, Out: rec.Out, Carry: rec.Carry, DealsPlayed: rec.DealsPlayed}); err != nil {
		t.Fatal(err)
	}
	for k := 0; k <= i; k++ {
		d := rec.Deals[k]
		if err := g.DealCards(d.Dealt()); err != nil {
			t.Fatalf("deal %d: %v", k, err)
		}
		for x, m := range d.Actions {
			if k == i && x == j {
				return g
			}
			if err := g.Apply(m); err != nil {
				t.Fatalf("deal %d action %d: %v", k, x, err)
			}
		}
	}
	return g
}

// copyRecord returns a copy of rec whose deal i's actions can be changed.
func copyRecord(rec *record.Record, i int) *record.Record {
	c := *rec
	c.Deals = append([]record.Deal(nil), rec.Deals...)
	c.Deals[i].Actions = append([]variant.Move(nil), rec.Deals[i].Actions...)
	return &c
}

// judgeText encodes rec, reads it back and judges it, as the referee does.
func judgeText(t *rapid.T, rec *record.Record) record.Verdict {
	var buf bytes.Buffer
	if err := record.Encode(&buf, rec); err != nil {
		t.Fatal(err)
	}
	return record.Referee(buf.Bytes())
}

type handed interface{ Hand(int) card.Set }

// someCards returns k cards of s chosen with r (fewer if s is short).
func someCards(s card.Set, k int, r *rand.Rand) card.Set {
	var out card.Set
	for ; k > 0 && s != 0; k-- {
		c, _ := s.Nth(r.IntN(s.Len()))
		out, s = out.Add(c), s.Remove(c)
	}
	return out
}

// mutation is an illegal action built for the state before an action,
// and the rule docs/records.md says it breaks (None: whatever the engine says).
type mutation struct {
	name string
	m    variant.Move
	want rule.ID
}

// mutations returns every illegal replacement that applies at g, by hand:
// a card the seat does not hold, a seat acting out of turn, a follow-suit
// break (TT-2), a second pass (BM-R4, SH-R3), an action of the wrong
// phase, and one random action of any kind.
func mutations(g variant.Game, r *rand.Rand) []mutation {
	t := g.Turn()
	s := t.Seat
	n := g.Seats()
	hand := g.(handed).Hand
	var out []mutation
	var stock card.Set
	if tg, ok := g.(*variant.TrickGame); ok {
		stock = tg.Stock()
	}
	switch t.Kind {
	case variant.Play:
		c, _ := (card.Full52 &^ hand(s)).Nth(r.IntN((card.Full52 &^ hand(s)).Len()))
		out = append(out, mutation{"play a card not held", variant.PlayMove(s, c), rule.CardNotHeld})
		v, _ := g.View(s)
		if len(v.Current.Cards) > 0 {
			led := v.Current.Cards[0].Suit()
			if h := hand(s); h.HasSuit(led) && h&^card.SuitSet(led) != 0 {
				off := someCards(h&^card.SuitSet(led), 1, r)
				c, _ := off.Lowest()
				out = append(out, mutation{"break follow suit", variant.PlayMove(s, c), rule.FollowSuit})
			}
		}
		if id := games.Named(g.Name()); id == games.BlackMaria || id == games.Hearts {
			out = append(out, mutation{"pass in the play", variant.PassMove(s, someCards(hand(s), 3, r)), rule.WrongPhase})
		}
	case variant.Draw:
		c, _ := (card.Full52 &^ t.Cards).Nth(r.IntN((card.Full52 &^ t.Cards).Len()))
		out = append(out, mutation{"draw a card the other seat does not hold", variant.DrawMove(s, c), rule.CardNotHeld})
		out = append(out, mutation{"play in Old Maid", variant.PlayMove(s, c), rule.WrongPhase})
	case variant.Pass:
		missing, _ := (card.Full52 &^ hand(s)).Nth(r.IntN((card.Full52 &^ hand(s)).Len()))
		out = append(out, mutation{"pass a card not held", variant.PassMove(s, someCards(hand(s), 2, r).Add(missing)), rule.CardNotHeld})
		out = append(out, mutation{"play in the pass", variant.PlayMove(s, someCards(hand(s), 1, r).Cards()[0]), rule.WrongPhase})
		v, _ := g.View(s)
		for _, p := range v.HavePassed {
			out = append(out, mutation{"pass twice", variant.PassMove(p, someCards(hand(p), 3, r)), rule.PassCount})
			break
		}
	case variant.Stock:
		all := hand(s) | stock
		missing, _ := (card.Full52 &^ all).Nth(r.IntN((card.Full52 &^ all).Len()))
		out = append(out, mutation{"put back a card not held", variant.StockMove(s, someCards(all, 1, r).Add(missing)), rule.CardNotHeld})
		out = append(out, mutation{"play in the stock phase", variant.PlayMove(s, someCards(hand(s), 1, r).Cards()[0]), rule.WrongPhase})
		if c := someCards(all, 3, r); c.Len() == 3 {
			out = append(out, mutation{"put back three", variant.StockMove(s, c), rule.StockCount})
		}
	}
	if t.Kind != variant.Pass {
		o := (s + 1 + r.IntN(n-1)) % n
		var m variant.Move
		switch t.Kind {
		case variant.Play:
			c, ok := hand(o).Lowest()
			if !ok {
				c = card.TwoClubs
			}
			m = variant.PlayMove(o, c)
		case variant.Draw:
			c, _ := t.Cards.Lowest()
			m = variant.DrawMove(o, c)
		case variant.Stock:
			m = variant.StockMove(o, someCards(hand(o), 2, r))
		}
		out = append(out, mutation{"act out of turn", m, rule.NotYourTurn})
	}
	// One random action of any kind, judged by the engine alone.
	rs := r.IntN(n)
	var m variant.Move
	switch r.IntN(6) {
	case 0:
		c, _ := card.Full52.Nth(r.IntN(52))
		m = variant.PlayMove(rs, c)
	case 1:
		m = variant.PassMove(rs, someCards(card.Full52, r.IntN(5), r))
	case 2:
		m = variant.StockMove(rs, someCards(card.Full52, r.IntN(4), r))
	case 3:
		m = variant.PushMove(rs)
	case 4:
		m = variant.AnnounceMove(rs, variant.Call(1+r.IntN(2)))
	case 5:
		c, _ := card.Full52.Nth(r.IntN(52))
		m = variant.DrawMove(rs, c)
	}
	out = append(out, mutation{"a random action", m, rule.None})
	return out
}

// TestMutations: a random legal record with one action replaced by an
// illegal one is judged illegal at exactly that action (deal, action,
// seat), exit 1, with the rule the engine's Apply gives on a clone at that
// point; for the mutations built by hand that rule is also the one
// record names (card-not-held, not-your-turn, follow-suit TT-2,
// pass-count BM-R4/SH-R3, stock-count MAD-R6, wrong-phase).
func TestMutations(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := drawMatch(t)
		rec := p.rec
		type spot struct{ i, j int }
		var spots []spot
		for i, d := range rec.Deals {
			for j := range d.Actions {
				spots = append(spots, spot{i, j})
			}
		}
		if len(spots) == 0 {
			t.Skip("no action to change")
		}
		sp := rapid.SampledFrom(spots).Draw(t, "action")
		g := replayTo(t, rec, sp.i, sp.j)
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "mutation seed"), 3))
		muts := mutations(g, r)
		mu := rapid.SampledFrom(muts).Draw(t, "mutation")
		err := g.Clone().Apply(mu.m)
		if err == nil {
			if mu.want != rule.None {
				t.Fatalf("%s: the engine accepts %v", mu.name, mu.m)
			}
			t.Skip("the random action is legal")
		}
		var want *rule.Violation
		if !errors.As(err, &want) {
			t.Fatalf("%s: the engine returns %v, not a *rule.Violation", mu.name, err)
		}
		if mu.want != rule.None && want.ID != mu.want {
			t.Fatalf("%s %v: the engine says %v, docs/records.md says %v", mu.name, mu.m, want.ID, mu.want)
		}
		bad := copyRecord(rec, sp.i)
		bad.Deals[sp.i].Actions[sp.j] = mu.m
		v := judgeText(t, bad)
		if v.Valid || v.Error == nil {
			t.Fatalf("%s %v at deal %d action %d: judged valid", mu.name, mu.m, sp.i, sp.j)
		}
		f := v.Error
		if f.Deal == nil || *f.Deal != sp.i || f.Action == nil || *f.Action != sp.j || f.Rule != want.ID {
			t.Fatalf("%s %v: verdict error %+v, want deal %d action %d rule %v", mu.name, mu.m, f, sp.i, sp.j, want.ID)
		}
		if want.Seat >= 0 && (f.Seat == nil || *f.Seat != want.Seat) {
			t.Fatalf("%s: verdict seat %v, want %d", mu.name, f.Seat, want.Seat)
		}
		if v.Exit() != 1 {
			t.Fatalf("%s: exit %d, want 1", mu.name, v.Exit())
		}
	})
}

// TestActionAfterDealEnd: an action appended to a deal that has ended
// (played out, ended early by failed announcements, MAD-R21 and SAU-A7,
// or void, MAD-A3) is deal-over (TT-5), unless the table's options rule
// out that kind of action at all (option-off comes first, docs/records.md).
func TestActionAfterDealEnd(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := drawMatch(t)
		rec := p.rec
		var complete []int
		for i := range p.results {
			complete = append(complete, i)
		}
		if len(complete) == 0 {
			t.Skip("no complete deal")
		}
		i := rapid.SampledFrom(complete).Draw(t, "deal")
		g := replayTo(t, rec, i, len(rec.Deals[i].Actions))
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 4))
		muts := mutations(variantAtEnd{g}, r)
		mu := muts[len(muts)-1] // the random action
		if rapid.Bool().Draw(t, "a play") {
			mu = mutation{"a play", variant.PlayMove(r.IntN(rec.Seats), card.AceSpades), rule.DealOver}
		}
		err := g.Clone().Apply(mu.m)
		var want *rule.Violation
		if !errors.As(err, &want) {
			t.Fatalf("%v after the deal: %v", mu.m, err)
		}
		if want.ID != rule.DealOver && want.ID != rule.OptionOff {
			t.Fatalf("%v after the deal: the engine says %v, want deal-over or option-off", mu.m, want.ID)
		}
		if mu.want != rule.None && want.ID != mu.want {
			t.Fatalf("%v after the deal: the engine says %v, want %v", mu.m, want.ID, mu.want)
		}
		bad := copyRecord(rec, i)
		bad.Deals[i].Actions = append(bad.Deals[i].Actions, mu.m)
		v := judgeText(t, bad)
		if v.Valid || *v.Error.Deal != i || *v.Error.Action != len(rec.Deals[i].Actions) || v.Error.Rule != want.ID {
			t.Fatalf("%v appended to deal %d: verdict %+v, want %v", mu.m, i, v.Error, want.ID)
		}
	})
}

// variantAtEnd lets mutations build its random action at the end of a
// deal, where no seat is to act.
type variantAtEnd struct{ variant.Game }

func (v variantAtEnd) Turn() variant.Turn { return variant.Turn{Seat: 0, From: -1} }
func (v variantAtEnd) Hand(s int) card.Set {
	return v.Game.(handed).Hand(s)
}
