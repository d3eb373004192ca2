package variant

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/trick"
)

// TestBookWorkedExamples replays every worked example of the rule book,
// each told as facts (rule.Worked, from which the book's text of the
// example is rendered; internal/rulebook fails on an example told in
// prose only): each deal is checked to be a deal of the game at that
// table (the tricks add up to the deal's, the cards are of the pack and
// taken once), then scored by the game's own scoring, composed as New
// composes it for the example's options, and must give the points the
// book prints, and an explanation whose terms add up to them; a deal of
// a match under way (SAU-E11) is ended by the engine from the totals
// before it, which must then be the book's, with its seats out and its
// next deal. An Old Maid round (OM-E7, the loser of a round) is dealt
// through the engine instead: the maid to the loser, every other card in
// pairs. A position of the play (SH-E5, SH-E6, BM-E10) is given to the
// game's own trick rules, which must allow exactly the cards the book
// names. A table at the start of a deal (OM-E1, BM-E7, SH-E4, SAU-E13,
// SAU-E14, MAD-E19) is dealt by the engine, whose hands must be the
// sizes (or, with the pack in order, the cards) the book gives, passes
// where it says, leaves out the cards it says, and has the stock go
// round and the first card played as it says; the first lead of a later
// deal (BM-E8; Old Maid's first draw, OM-E6) is found by playing the
// match to it. The pass schedule (SH-E3) is the game's pass deal by deal.
// Old Maid's pairs (OM-E2, OM-E5) are its package's to check
// (games/oldmaid's TestBookPairs). A deal played move
// by move (MAD-E17, MAD-E18, MAD-E20, OM-E4) is dealt through the engine
// and each move is allowed or refused by the rule the book names, with
// the seat it names to act next. The book and the engine cannot drift
// apart.
func TestBookWorkedExamples(t *testing.T) {
	examples := 0
	for _, e := range Catalogue() {
		w := e.Worked
		if w == nil {
			continue
		}
		examples++
		id, ok := ParseID(w.Game)
		if !ok || len(e.Games) != 1 || e.Games[0] != w.Game {
			t.Errorf("%s: game %q of an entry of %v", e.Ref, w.Game, e.Games)
			continue
		}
		for i, x := range w.Schedules {
			workedSchedule(t, e.Ref+" schedule "+strconv.Itoa(i+1), id, x)
		}
		for i, x := range w.Moves {
			workedMoves(t, e.Ref+" moves "+strconv.Itoa(i+1), id, x)
		}
		if len(w.Deals) == 0 && len(w.Plays) == 0 && len(w.Tables) == 0 && len(w.Discards) == 0 && len(w.Schedules) == 0 && len(w.Maids) == 0 && len(w.Moves) == 0 {
			t.Errorf("%s: no deal, no position of the play, no table", e.Ref)
		}
		for i, tb := range w.Tables {
			first := -1 // the dealer of the match's first deal
			for _, u := range w.Tables[:i+1] {
				if u.Deal == 1 && u.Seats == tb.Seats && first < 0 {
					first = u.Dealer
				}
			}
			workedTable(t, e.Ref+" table "+strconv.Itoa(i+1), id, tb, first)
		}
		if len(w.Plays) > 0 {
			workedPlays(t, e.Ref, id, w)
		}
		for i, d := range w.Deals {
			cases := append([]rule.WorkedOptions{{Points: d.Points}}, d.With...)
			for _, c := range cases {
				name := e.Ref + " deal " + strconv.Itoa(i+1) + " " + strings.Join(c.Options, ",")
				o, err := parseOptions(id.def(), optionsJSON(w.Options, c.Options))
				if err != nil {
					t.Errorf("%s: options: %v", name, err)
					continue
				}
				if err := Validate(id.def(), w.Seats, o); err != nil {
					t.Errorf("%s: %v", name, err)
					continue
				}
				if id == OldMaid {
					oldMaidWorked(t, workedGame{name, OldMaid, w.Seats, o}, d, c.Points)
					continue
				}
				gm, _ := lookup(id)
				cfg, err := gm.compose(w.Seats, o)
				if err != nil {
					t.Errorf("%s: %v", name, err)
					continue
				}
				f, ok := workedFacts(t, name, cfg, d)
				if !ok {
					continue
				}
				var x score.Explanation
				r := cfg.scoreDeal(&f, &x)
				if plain := cfg.scoreDeal(&f, nil); plain != r {
					t.Errorf("%s: scored with its explanation %v, without %v", name, r, plain)
				}
				if len(c.Points) != w.Seats {
					t.Errorf("%s: the book prints %d points for %d seats", name, len(c.Points), w.Seats)
					continue
				}
				for s, want := range c.Points {
					if r.Points[s] != want {
						t.Errorf("%s: the engine scores %v, the book prints %v", name, r.Points[:w.Seats], c.Points)
						break
					}
				}
				if len(c.Options) == 0 && (d.Totals != nil || d.After != nil || d.NextDealer != nil) {
					workedMatch(t, workedGame{name, id, w.Seats, o}, f, d)
				}
				for s := range w.Seats {
					sum := 0
					for _, term := range x[s] {
						sum += term.Points
					}
					if sum != r.Points[s] {
						t.Errorf("%s: seat %d's terms add up to %d, its points are %d", name, s, sum, r.Points[s])
					}
				}
			}
		}
	}
	// Every worked example of the book is told as facts (49 today).
	if examples < 49 {
		t.Errorf("%d worked examples told as facts, want at least 49", examples)
	}
}

// workedFacts returns the facts of deal d at the table of cfg, and false
// (with the test failed) when they are no deal of it.
func workedFacts(t *testing.T, name string, cfg *trickConfig, d rule.WorkedDeal) (score.Facts, bool) {
	t.Helper()
	n := cfg.seats
	active := seat.All(n)
	if cfg.sitOut == n && len(d.Dealer) == 1 {
		active = active.Remove(d.Dealer[0]) // SAU-O5: the dealer sits out
	}
	f := score.NewFacts(n, active)
	if len(d.Took) > n {
		t.Errorf("%s: %d seats took cards at a table of %d", name, len(d.Took), n)
		return f, false
	}
	stock, err := card.ParseSet(d.Stock)
	if err != nil {
		t.Errorf("%s: stock %q: %v", name, d.Stock, err)
		return f, false
	}
	full := (cfg.pack.Len() - int(cfg.stockSizes[active.Len()])) / active.Len()
	seen := stock
	tricks := 0
	for s, took := range d.Took {
		cards, err := card.ParseSet(took.Cards)
		if err != nil || !cfg.pack.ContainsAll(cards) || seen&cards != 0 {
			t.Errorf("%s: seat %d took %q, which is not cards of the pack taken once (%v)", name, s, took.Cards, err)
			return f, false
		}
		if took.Tricks > 0 && !active.Has(s) {
			t.Errorf("%s: seat %d sits out but took tricks", name, s)
			return f, false
		}
		if took.Tricks == 0 && cards != 0 {
			t.Errorf("%s: seat %d took cards without a trick", name, s)
			return f, false
		}
		seen |= cards
		f.Tricks[s], f.Taken[s] = took.Tricks, cards
		tricks += took.Tricks
	}
	f.Played = full
	if d.Played > 0 {
		f.Played = d.Played
	}
	if tricks != f.Played || f.Played > full {
		t.Errorf("%s: the seats took %d tricks of a deal of %d played (%d in a full deal)", name, tricks, f.Played, full)
		return f, false
	}
	for _, s := range d.Jungfrau {
		f.AnnouncedNoTrick = f.AnnouncedNoTrick.Add(s)
	}
	if len(d.Durchmarsch) == 1 {
		f.AnnouncedSweep = d.Durchmarsch[0]
	}
	if len(d.Last) == 1 {
		f.LastWinner = d.Last[0]
	}
	f.Stock, f.Pushes = stock, d.Pushes
	return f, true
}

// optionsJSON writes options of the form name=value, the later ones
// overriding the earlier, as a record's options object.
func optionsJSON(lists ...[]string) []byte {
	var keys []string
	vals := map[string]string{}
	for _, l := range lists {
		for _, o := range l {
			k, v, _ := strings.Cut(o, "=")
			if _, ok := vals[k]; !ok {
				keys = append(keys, k)
			}
			if _, err := strconv.Atoi(v); err != nil && v != "true" && v != "false" {
				v = strconv.Quote(v)
			}
			vals[k] = v
		}
	}
	var b strings.Builder
	b.WriteString("{")
	for i, k := range keys {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString(strconv.Quote(k) + ":" + vals[k])
	}
	b.WriteString("}")
	return []byte(b.String())
}

// workedGame is the game of a worked example: its name in failures, the
// game, the table size and the options.
type workedGame struct {
	name  string
	id    ID
	seats int
	o     Options
}

// oldMaidWorked deals the Old Maid round d through the engine: the maid
// and pairs to the loser, pairs only to everyone else, as many cards to
// each seat as a deal gives it; the round must end at once with the
// loser and the rounds lost the book prints.
func oldMaidWorked(t *testing.T, w workedGame, d rule.WorkedDeal, want []int) {
	t.Helper()
	name, seats, o := w.name, w.seats, w.o
	if len(d.Dealer) != 1 || len(d.Loser) != 1 {
		t.Errorf("%s: an Old Maid round names its dealer and its loser", name)
		return
	}
	o = OldMaid.dealtBy(o, d.Dealer[0])
	g, err := New(OldMaid.def(), seats, o, rand.NewPCG(1, 2))
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	og := g.(movesGame)
	sizer := og.Clone().(movesGame)
	if err := sizer.Deal(); err != nil {
		t.Fatal(err)
	}
	maid, err := card.Parse(d.Maid)
	if err != nil || !og.Pack().Has(maid) {
		t.Errorf("%s: the maid %q is no card of the pack", name, d.Maid)
		return
	}
	// The rest of the pack in pairs of a rank, in order.
	var pairs [][2]card.Card
	var open [card.Ace + 1][]card.Card
	for c := range (og.Pack() &^ card.Set(0).Add(maid)).All() {
		r := c.Rank()
		if open[r] = append(open[r], c); len(open[r]) == 2 {
			pairs = append(pairs, [2]card.Card{open[r][0], open[r][1]})
			open[r] = nil
		}
	}
	dealt := Dealt{Dealer: d.Dealer[0]}
	dealt.Hands[d.Loser[0]] = dealt.Hands[d.Loser[0]].Add(maid)
	for s := range seats {
		for dealt.Hands[s].Len()+1 < sizer.DealtHand(s).Len() && len(pairs) > 0 {
			dealt.Hands[s] = dealt.Hands[s].Add(pairs[0][0]).Add(pairs[0][1])
			pairs = pairs[1:]
		}
		if dealt.Hands[s].Len() != sizer.DealtHand(s).Len() {
			t.Errorf("%s: seat %d cannot be dealt %d cards in pairs", name, s, sizer.DealtHand(s).Len())
			return
		}
	}
	if err := og.DealCards(dealt); err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	r, over := og.Result()
	loser := r.Loser
	if !over || loser != d.Loser[0] {
		t.Errorf("%s: after the deal the round is over %v, loser %d; the book says seat %d loses", name, over, loser, d.Loser[0])
		return
	}
	for s, p := range want {
		if r.Points[s] != p {
			t.Errorf("%s: the engine counts %v, the book prints %v", name, r.Points[:seats], want)
			break
		}
	}
}

// workedPlays checks each position of the play of w against the trick
// rules of its game, composed for its table and options: the cards they
// allow must be the ones the book names.
func workedPlays(t *testing.T, ref string, id ID, w *rule.Worked) {
	t.Helper()
	o, err := parseOptions(id.def(), optionsJSON(w.Options))
	if err != nil {
		t.Errorf("%s: %v", ref, err)
		return
	}
	gm, _ := lookup(id)
	cfg, err := gm.compose(w.Seats, o)
	if err != nil {
		t.Errorf("%s: %v", ref, err)
		return
	}
	for i, p := range w.Plays {
		hand, err1 := card.ParseSet(p.Hand)
		want, err2 := card.ParseSet(p.Legal)
		var tr trick.Trick
		var err3 error
		for s, name := range strings.Fields(p.Trick) {
			c, err := card.Parse(name)
			if err != nil || !tr.Add(s, c) {
				err3 = fmt.Errorf("trick card %q", name)
			}
		}
		if err1 != nil || err2 != nil || err3 != nil || !cfg.pack.ContainsAll(hand) || hand&tr.Cards() != 0 {
			t.Errorf("%s play %d: not a position of the game: %v %v %v", ref, i+1, err1, err2, err3)
			continue
		}
		got := cfg.rules.Legal(hand, &tr, trick.Context{First: p.First, Broken: p.Broken, OpeningCard: cfg.opening})
		if got != want {
			t.Errorf("%s play %d: holding %v the rules allow %v, the book says %v", ref, i+1, hand, got, want)
		}
	}
}

// workedTable checks a table of a worked example: a first deal dealt by
// the engine gives each seat the cards the book says, and the game's pass
// in that deal of the match goes to the seats the book says.
func workedTable(t *testing.T, name string, id ID, tb rule.WorkedTable, first int) {
	t.Helper()
	o, err := parseOptions(id.def(), optionsJSON(tb.Options))
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	o = id.dealtBy(o, tb.Dealer)
	if tb.Hands != nil {
		g, err := New(id.def(), tb.Seats, o, rand.NewPCG(3, 4))
		if err != nil || tb.Deal != 1 || len(tb.Hands) != tb.Seats {
			t.Errorf("%s: hands of deal %d at %d seats: %v", name, tb.Deal, tb.Seats, err)
			return
		}
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		dealt := g.(interface{ DealtHand(int) card.Set })
		for s, want := range tb.Hands {
			if n := dealt.DealtHand(s).Len(); n != want {
				t.Errorf("%s: the engine deals seat %d %d cards, the book says %d", name, s, n, want)
			}
		}
	}
	if tb.Opens != "" || tb.Out != "" || tb.Stocks != nil {
		workedOpening(t, name, id, o, tb)
	} else if len(tb.Leads) == 1 {
		for i := range 3 { // whoever holds what
			workedLead(t, workedGame{name, id, tb.Seats, o}, tb, first, uint64(i))
		}
	}
	if tb.Order != nil {
		workedOrder(t, name, id, o, tb)
	}
	if tb.PassTo != nil {
		gm, _ := lookup(id)
		cfg, err := gm.compose(tb.Seats, o)
		if err != nil || len(tb.PassTo) != tb.Seats {
			t.Errorf("%s: %v", name, err)
			return
		}
		off := cfg.pass.Offset(tb.Deal-1, tb.Seats)
		for s, want := range tb.PassTo {
			if got := (s + off) % tb.Seats; got != want || off == 0 {
				t.Errorf("%s: in deal %d seat %d passes to seat %d (offset %d), the book says %d", name, tb.Deal, s, got, off, want)
			}
		}
	}
}

// workedLead plays a match dealt first by first (the example's table of
// the first deal at that size) with random legal moves up to deal
// tb.Deal, which must be dealt by tb.Dealer, and then through its
// exchange: the seat that plays its first card (draws first, in Old
// Maid) must be the one the book names.
func workedLead(t *testing.T, w workedGame, tb rule.WorkedTable, first int, seed uint64) {
	t.Helper()
	name, id, o := w.name, w.id, w.o
	if first < 0 {
		t.Errorf("%s: deal %d of a match whose first deal the example does not give", name, tb.Deal)
		return
	}
	o = id.dealtBy(o, first)
	g, err := New(id.def(), tb.Seats, o, rand.NewPCG(5+seed, 6))
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	r := rand.New(rand.NewPCG(7+seed, 8))
	for k := 1; ; k++ {
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		if k == tb.Deal {
			break
		}
		for g.Phase() != PhaseDealOver && g.Phase() != PhaseMatchOver {
			m, ok := g.RandomMove(r)
			if !ok || g.Apply(m) != nil {
				t.Fatalf("%s: the random playout stuck at %v", name, g.Phase())
			}
		}
	}
	if g.Dealer() != tb.Dealer {
		t.Errorf("%s: deal %d is dealt by seat %d, the book says %d", name, tb.Deal, g.Dealer(), tb.Dealer)
	}
	for g.Phase() != PhasePlay && g.Phase() != PhaseDraw {
		m, ok := g.RandomMove(r)
		if !ok || g.Apply(m) != nil {
			t.Fatalf("%s: the exchange stuck at %v", name, g.Phase())
		}
	}
	if s := g.Turn().Seat; s != tb.Leads[0] {
		t.Errorf("%s: seat %d plays first, the book says %d", name, s, tb.Leads[0])
	}
}

// workedSchedule checks the pass of each deal of a match, from its first,
// against the game's pass at that table: left is the next seat, right
// the one before, across the seat half the table away, none no pass.
func workedSchedule(t *testing.T, name string, id ID, x rule.WorkedSchedule) {
	t.Helper()
	gm, _ := lookup(id)
	cfg, err := gm.compose(x.Seats, nil)
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	offsets := map[string]int{"left": 1, "right": x.Seats - 1, "across": x.Seats / 2, "none": 0}
	for k, dir := range x.Passes {
		want, ok := offsets[dir]
		if got := cfg.pass.Offset(k, x.Seats); !ok || got != want {
			t.Errorf("%s: deal %d passes by %d seats, the book says %s", name, k+1, got, dir)
		}
	}
}

// workedOpening checks who plays the first card of a table's first deal
// in deals dealt by the engine: the holder of tb.Opens (after the
// exchange), or seat tb.Leads[0] in deals where it holds it; with
// tb.LeadsIt it may lead only that card, else any card of its hand. The
// cards tb.Out are not in the pack, and the stock goes round tb.Stocks.
func workedOpening(t *testing.T, name string, id ID, o Options, tb rule.WorkedTable) {
	t.Helper()
	out, err1 := card.ParseSet(tb.Out)
	opens, err2 := card.Parse(tb.Opens)
	if err1 != nil || (tb.Opens != "" && err2 != nil) {
		t.Errorf("%s: %v %v", name, err1, err2)
		return
	}
	seen := 0
	for seed := uint64(1); seed < 400 && seen < 5; seed++ {
		g, err := NewTrickGame(id.def(), tb.Seats, o, rand.NewPCG(seed, 9))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			return
		}
		if g.Pack()&out != 0 {
			t.Errorf("%s: the pack holds %v, the book says it is out", name, g.Pack()&out)
		}
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		if tb.Opens != "" && len(tb.Leads) == 1 && !g.DealtHand(tb.Leads[0]).Has(opens) {
			continue
		}
		seen++
		r := rand.New(rand.NewPCG(seed, 10))
		var stocks []int
		for g.Phase() != PhasePlay {
			m, ok := g.RandomMove(r)
			if !ok || g.Apply(m) != nil {
				t.Fatalf("%s: the exchange stuck at %v", name, g.Phase())
			}
			if m.Kind == Stock {
				stocks = append(stocks, m.Seat)
			}
		}
		if tb.Stocks != nil && fmt.Sprint(stocks) != fmt.Sprint(tb.Stocks) {
			t.Errorf("%s: the stock goes to %v, the book says %v", name, stocks, tb.Stocks)
		}
		tu := g.Turn()
		if len(tb.Leads) == 1 && tu.Seat != tb.Leads[0] {
			t.Errorf("%s: seat %d leads, the book says %d", name, tu.Seat, tb.Leads[0])
		}
		if tb.Opens == "" {
			continue
		}
		want := g.Hand(tu.Seat)
		if tb.LeadsIt {
			want = card.Of(opens)
		}
		if !g.Hand(tu.Seat).Has(opens) || tu.Cards != want {
			t.Errorf("%s: seat %d leads %v holding %v; the book says the holder of %v leads %v", name, tu.Seat, tu.Cards, g.Hand(tu.Seat), opens, want)
		}
	}
	if seen == 0 {
		t.Errorf("%s: no deal found where seat %v holds %v", name, tb.Leads, opens)
	}
}

// workedOrder deals the pack in its order (d0 the first card of the
// record notation's order) as the engine deals at the table, and checks
// the positions each seat and the stock get.
func workedOrder(t *testing.T, name string, id ID, o Options, tb rule.WorkedTable) {
	t.Helper()
	gm, _ := lookup(id)
	cfg, err := gm.compose(tb.Seats, o)
	if err != nil || len(tb.Order) != tb.Seats {
		t.Errorf("%s: %v", name, err)
		return
	}
	order := cfg.pack.Cards()
	h, err := deck.Deal(order, deck.Dealing{Dealer: tb.Dealer, Seats: tb.Seats, Active: seat.All(tb.Seats), Pattern: cfg.patterns[tb.Seats], Stock: int(cfg.stockSizes[tb.Seats])})
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	at := func(pos []int) card.Set {
		var s card.Set
		for _, p := range pos {
			s = s.Add(order[p])
		}
		return s
	}
	for s, pos := range tb.Order {
		if h.Hand[s] != at(pos) {
			t.Errorf("%s: seat %d is dealt %v, the book says %v", name, s, h.Hand[s], at(pos))
		}
	}
	if h.Stock != at(tb.OrderStock) {
		t.Errorf("%s: the stock is %v, the book says %v", name, h.Stock, at(tb.OrderStock))
	}
}

// workedMatch ends deal d of a match under way through the engine: a
// match resumed with the totals before it (d.Totals), its deal dealt by
// d.Dealer and ended with the deal's facts f, which the engine scores and
// adds up, putting out the seats past the limit. The totals after it,
// the seats out and the next deal's dealer, hands and stock must be the
// book's.
func workedMatch(t *testing.T, w workedGame, f score.Facts, d rule.WorkedDeal) {
	t.Helper()
	name, id, seats, o := w.name, w.id, w.seats, w.o
	if len(d.Dealer) != 1 {
		t.Errorf("%s: a deal of a match under way names its dealer", name)
		return
	}
	o = id.dealtBy(o, d.Dealer[0])
	g, err := NewTrickGame(id.def(), seats, o, rand.NewPCG(11, 12))
	if err == nil {
		err = g.Resume(MatchState{Totals: d.Totals})
	}
	if err == nil {
		err = g.Deal()
	}
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	// The deal as the facts tell it: its tricks taken and announcements
	// made; the engine's own end of a deal scores them.
	g.facts = f
	g.ntricks = int8(f.Played)
	g.endDeal()
	if d.After != nil && fmt.Sprint(g.Totals()) != fmt.Sprint(d.After) {
		t.Errorf("%s: the totals are %v after the deal, the book says %v", name, g.Totals(), d.After)
	}
	if fmt.Sprint(g.Out()) != fmt.Sprint(append([]int{}, d.Out...)) {
		t.Errorf("%s: seats %v are out, the book says %v", name, g.Out(), d.Out)
	}
	if len(d.NextDealer) == 1 {
		if g.Dealer() != d.NextDealer[0] || g.Over() {
			t.Errorf("%s: the next deal is dealt by seat %d (match over %v), the book says %d", name, g.Dealer(), g.Over(), d.NextDealer[0])
			return
		}
		if err := g.Deal(); err != nil {
			t.Errorf("%s: the next deal: %v", name, err)
			return
		}
		for s, want := range d.NextHands {
			if n := g.DealtHand(s).Len(); n != want {
				t.Errorf("%s: the next deal gives seat %d %d cards, the book says %d", name, s, n, want)
			}
		}
		if n := g.DealtStock().Len(); n != d.NextStock {
			t.Errorf("%s: the next deal's stock has %d cards, the book says %d", name, n, d.NextStock)
		}
	}
}

// movesGame is what workedMoves asks of a game: both kinds of game deal
// the cards they are given and show their hands.
type movesGame interface {
	Game
	Pack() card.Set
	DealCards(Dealt) error
	DealtHand(s int) card.Set
	Hand(s int) card.Set
}

// workedMoves deals x's cards through the engine (the other cards of the
// pack, in its order, fill the hands the example leaves open; in Old
// Maid the pairs laid down are added to the cards each seat keeps) and
// plays its moves: each must be refused by the rule the book names, or
// allowed, with the seat the book names to act next.
func workedMoves(t *testing.T, name string, id ID, x rule.WorkedMoves) {
	t.Helper()
	o, err := parseOptions(id.def(), optionsJSON(x.Options))
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	o = id.dealtBy(o, x.Dealer)
	g0, err := New(id.def(), x.Seats, o, rand.NewPCG(13, 14))
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	g := g0.(movesGame)
	sizer := g.Clone().(movesGame)
	if err := sizer.Deal(); err != nil {
		t.Fatal(err)
	}
	d, ok := workedDealt(t, name, g, sizer, x)
	if !ok {
		return
	}
	if err := g.DealCards(d); err != nil {
		t.Errorf("%s: the engine refuses the deal: %v", name, err)
		return
	}
	if id == OldMaid {
		for s, h := range x.Hands {
			if keep, _ := card.ParseSet(h); g.Hand(s) != keep {
				t.Errorf("%s: seat %d keeps %v after laying down its pairs, the book says %v", name, s, g.Hand(s), keep)
			}
		}
	}
	if !x.Void && g.Phase() == PhaseDealOver {
		t.Errorf("%s: the deal is over as dealt, the book plays it", name)
	}
	if x.Void {
		r, ok := g.Result()
		if g.Phase() != PhaseDealOver || !ok || r.Outcome != score.Redeal || g.Dealer() != x.Dealer || len(g.LegalMoves(nil)) != 0 {
			t.Errorf("%s: after the deal: phase %v, outcome %v, dealer %d; the book says the deal is void and seat %d deals again", name, g.Phase(), r.Outcome, g.Dealer(), x.Dealer)
		}
	}
	for i, wm := range x.Moves {
		step := fmt.Sprintf("%s move %d", name, i+1)
		m, ok := workedMove(t, step, g, wm)
		if !ok {
			return
		}
		err := g.Apply(m)
		var v *rule.Violation
		switch {
		case wm.Refused == "" && err != nil:
			t.Errorf("%s: %v is refused (%v), the book allows it", step, m, err)
			return
		case wm.Refused != "" && (!errors.As(err, &v) || v.Ref != wm.Refused):
			t.Errorf("%s: %v gives %v, the book says %s refuses it", step, m, err, wm.Refused)
		}
		for _, s := range wm.Safe {
			if g.Hand(s) != 0 {
				t.Errorf("%s: seat %d holds %v, the book says it has no cards left", step, s, g.Hand(s))
			}
		}
		if len(wm.Next) == 1 && g.Turn().Seat != wm.Next[0] {
			t.Errorf("%s: seat %d acts next, the book says %d", step, g.Turn().Seat, wm.Next[0])
		}
	}
}

// workedDealt is the deal of x: the hands and stock it gives, the rest
// of the pack dealt in its order to fill the open hands (in Old Maid, in
// pairs of a rank no seat's kept cards have, so that they are laid down).
func workedDealt(t *testing.T, name string, g, sizer movesGame, x rule.WorkedMoves) (Dealt, bool) {
	t.Helper()
	d := Dealt{Dealer: x.Dealer}
	var err error
	if d.Stock, err = card.ParseSet(x.Stock); err != nil {
		t.Errorf("%s: stock: %v", name, err)
		return d, false
	}
	used := d.Stock
	for s, h := range x.Hands {
		if d.Hands[s], err = card.ParseSet(h); err != nil || used&d.Hands[s] != 0 || !g.Pack().ContainsAll(d.Hands[s]) {
			t.Errorf("%s: seat %d's hand %q is not cards of the pack dealt once (%v)", name, s, h, err)
			return d, false
		}
		used |= d.Hands[s]
	}
	rest := (g.Pack() &^ used).Cards()
	oldMaid := g.Name() == OldMaid.String()
	if oldMaid {
		workedPairs(&d, sizer, x.Seats, rest)
	}
	for s := range x.Seats {
		open := s >= len(x.Hands) || x.Hands[s] == "" || x.Partial || oldMaid
		want := sizer.DealtHand(s).Len()
		if !open && d.Hands[s].Len() != want {
			t.Errorf("%s: seat %d is dealt %d cards, a deal at the table gives %d", name, s, d.Hands[s].Len(), want)
			return d, false
		}
		if open && !oldMaid {
			for d.Hands[s].Len() < want && len(rest) > 0 {
				d.Hands[s], rest = d.Hands[s].Add(rest[0]), rest[1:]
			}
		}
		if d.Hands[s].Len() != want {
			t.Errorf("%s: seat %d cannot be dealt %d cards (%d)", name, s, want, d.Hands[s].Len())
			return d, false
		}
	}
	return d, true
}

// workedPairs deals the cards of rest in pairs of a rank to the Old Maid
// hands of d, up to the sizes sizer was dealt: each pair to a seat that
// keeps no card of its rank (so that laying its pairs down leaves what it
// keeps), the pairs that fewest seats can take first.
func workedPairs(d *Dealt, sizer movesGame, seats int, rest []card.Card) {
	kept := make([]card.Set, seats)
	copy(kept, d.Hands[:seats])
	var pairs [][2]card.Card
	var open [card.Ace + 1][]card.Card
	for _, c := range rest {
		r := c.Rank()
		if open[r] = append(open[r], c); len(open[r]) == 2 {
			pairs = append(pairs, [2]card.Card{open[r][0], open[r][1]})
			open[r] = nil
		}
	}
	keeps := func(s int, r card.Rank) bool { // what seat s keeps, as the example gives it
		for c := range kept[s].All() {
			if c.Rank() == r {
				return true
			}
		}
		return false
	}
	takers := func(p [2]card.Card) int {
		n := 0
		for s := range seats {
			if !keeps(s, p[0].Rank()) {
				n++
			}
		}
		return n
	}
	sort.SliceStable(pairs, func(i, j int) bool { return takers(pairs[i]) < takers(pairs[j]) })
	for _, p := range pairs {
		best, room := -1, 0
		for s := range seats {
			free := sizer.DealtHand(s).Len() - d.Hands[s].Len()
			if !keeps(s, p[0].Rank()) && free >= 2 && free > room {
				best, room = s, free
			}
		}
		if best >= 0 {
			d.Hands[best] = d.Hands[best].Add(p[0]).Add(p[1])
		}
	}
}

// workedMove is the engine's move for wm: a stock move of the seat's
// choice (Any) is the first the engine offers, which must be the seat's.
func workedMove(t *testing.T, step string, g Game, wm rule.WorkedMove) (Move, bool) {
	t.Helper()
	var c card.Card
	var set card.Set
	var err error
	switch {
	case wm.Any:
		moves := g.LegalMoves(nil)
		if len(moves) == 0 || moves[0].Seat != wm.Seat || moves[0].Kind != Stock {
			t.Errorf("%s: seat %d is not at the stock (%v)", step, wm.Seat, g.Turn())
			return Move{}, false
		}
		return moves[0], true
	case wm.Play != "":
		c, err = card.Parse(wm.Play)
		return PlayMove(wm.Seat, c), err == nil || workedBad(t, step, err)
	case wm.Draw != "":
		c, err = card.Parse(wm.Draw)
		return DrawMove(wm.Seat, c), err == nil || workedBad(t, step, err)
	case wm.Stock != "":
		set, err = card.ParseSet(wm.Stock)
		return StockMove(wm.Seat, set), err == nil || workedBad(t, step, err)
	case wm.Announce != "":
		call, ok := parseCall(wm.Announce)
		return AnnounceMove(wm.Seat, call), ok || workedBad(t, step, fmt.Errorf("no call %q", wm.Announce))
	}
	return Move{}, workedBad(t, step, errors.New("no move"))
}

// workedBad fails the test for a move the book does not write as one.
func workedBad(t *testing.T, step string, err error) bool {
	t.Helper()
	t.Errorf("%s: %v", step, err)
	return false
}
