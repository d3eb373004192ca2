package record_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/variant"
)

var update = flag.Bool("update", false, "rewrite the generated example records and the golden verdicts in testdata/")

// announceAt is an out-of-turn announcement made before the in-turn move
// with index step of its deal (0: before the first one).
type announceAt struct {
	step int
	seat int
	call variant.Call
}

// craftedDeal is one deal of an example: the dealer, the hands that
// matter (the rest of the pack goes round the other seats in canonical
// order), the stock, passes chosen by hand, announcements, and where the
// record stops (-1: the deal is played out). passes also gives the cards
// a seat puts back into the stock. With seeded set the cards
// come from the game's own shuffle instead.
type craftedDeal struct {
	dealer   int
	hands    map[int]string
	stock    string
	seeded   bool
	passes   map[int]string
	announce []announceAt
	stop     int
}

// example is a record built by dealing crafted hands and playing them
// with random legal moves (seeded, so the record never changes; the hands
// are chosen so that the outcome does not depend on the moves), with the
// outcome and points worked out by
// hand from the rule book (points nil: only the outcome and the sum are
// checked by hand, sum nil: not checked).
type example struct {
	name        string
	game        games.ID
	seats       int
	options     string
	dealsPlayed int
	seed        uint64
	deals       []craftedDeal
	outcomes    []string // one per deal, "" for an incomplete one
	points      [][]int  // per deal, nil where not worked out card by card
	sum         []int    // per deal, the points' sum worked out by hand; nil: not checked
	extra       func(*record.Record)
}

// fill completes the hands: the cards of pack not given nor in the stock
// go round the seats without a given hand, in canonical order, until each
// holds size cards.
func fill(pack card.Set, seats, size int, given map[int]string, stock card.Set) ([seat6]card.Set, error) {
	var hands [seat6]card.Set
	rest := pack &^ stock
	for s, h := range given {
		hands[s] = card.MustParseSet(h)
		if hands[s].Len() != size {
			return hands, fmt.Errorf("seat %d is given %d cards, not %d", s, hands[s].Len(), size)
		}
		rest &^= hands[s]
	}
	s := 0
	for c := range rest.All() {
		for k := 0; k < seats && (given[s] != "" || hands[s].Len() >= size); k++ {
			s = (s + 1) % seats
		}
		hands[s] = hands[s].Add(c)
		s = (s + 1) % seats
	}
	return hands, nil
}

const seat6 = 6

// build plays the example and returns its record.
func (e example) build() (*record.Record, error) {
	o, err := games.ParseOptions(e.game, json.RawMessage(e.options))
	if err != nil {
		return nil, err
	}
	o, err = games.WithSetup(e.game, o, variant.Setup{FirstDealer: e.deals[0].dealer})
	if err != nil {
		return nil, err
	}
	g, err := games.New(e.game, e.seats, o, rand.NewPCG(e.seed, 0))
	if err != nil {
		return nil, err
	}
	if err := g.Resume(variant.MatchState{DealsPlayed: e.dealsPlayed}); err != nil {
		return nil, err
	}
	rec, err := record.NewRecorder(g)
	if err != nil {
		return nil, err
	}
	r := rand.New(rand.NewPCG(e.seed, 9))
	for i, d := range e.deals {
		if d.seeded {
			err = rec.Deal()
		} else {
			stock := card.Set(0)
			if d.stock != "" {
				stock = card.MustParseSet(d.stock)
			}
			var pack card.Set
			switch x := g.(type) {
			case *variant.TrickGame:
				pack = x.Pack()
			case *oldmaid.Game:
				pack = x.Pack()
			}
			size := (pack.Len() - stock.Len()) / e.seats
			var hands [seat6]card.Set
			if hands, err = fill(pack, e.seats, size, d.hands, stock); err != nil {
				return nil, fmt.Errorf("deal %d: %v", i, err)
			}
			dealt := variant.Dealt{Dealer: d.dealer, Stock: stock}
			copy(dealt.Hands[:], hands[:])
			err = rec.DealCards(dealt)
		}
		if err != nil {
			return nil, fmt.Errorf("deal %d: %v", i, err)
		}
		for step := 0; step != d.stop; step++ {
			for _, a := range d.announce {
				if a.step == step {
					if err := rec.Apply(variant.AnnounceMove(a.seat, a.call)); err != nil {
						return nil, fmt.Errorf("deal %d step %d: %v", i, step, err)
					}
				}
			}
			m, ok := g.RandomMove(r)
			if !ok {
				break
			}
			if p, ok := d.passes[m.Seat]; ok && m.Kind == variant.Pass {
				m = variant.PassMove(m.Seat, card.MustParseSet(p))
			}
			if p, ok := d.passes[m.Seat]; ok && m.Kind == variant.Stock {
				m = variant.StockMove(m.Seat, card.MustParseSet(p))
			}
			if err := rec.Apply(m); err != nil {
				return nil, fmt.Errorf("deal %d step %d %v: %v", i, step, m, err)
			}
		}
	}
	out := rec.Record()
	if e.extra != nil {
		e.extra(out)
	}
	return out, nil
}

// examples are the records of record/testdata: one for every outcome of
// every game (docs/records.md), most of them the worked examples of the rule book.
func examples() []example {
	aK := "AC KC AD KD AH KH AS KS"
	sevens := "7C 8C 7D 8D 7H 8H 7S 8S"
	return []example{
		{name: "schwarze-madonna--normal", game: games.SchwarzeMadonna, seats: 4, options: `{}`, seed: 2,
			deals: []craftedDeal{{dealer: 0, seeded: true, stop: -1}}, outcomes: []string{"normal"}, sum: []int{16}},
		{name: "schwarze-madonna--jungfrau", game: games.SchwarzeMadonna, seats: 4, options: `{}`,
			// MAD-R14, MAD-R24: seat 2 holds every 7 and 8 and never wins
			// a trick: an unannounced Jungfrau doubles the others' card
			// points (MAD-E4's shape): 16 x 2 = 32.
			deals:    []craftedDeal{{dealer: 3, hands: map[int]string{2: sevens}, stop: -1}},
			outcomes: []string{"jungfrau"}, sum: []int{32}},
		{name: "schwarze-madonna--durchmarsch", game: games.SchwarzeMadonna, seats: 4, options: `{}`,
			// MAD-E8: seat 3 holds every ace and king and takes all 8
			// tricks: 16, 16, 16, 0.
			deals:    []craftedDeal{{dealer: 2, hands: map[int]string{3: aK}, stop: -1}},
			outcomes: []string{"durchmarsch"}, points: [][]int{{16, 16, 16, 0}}},
		{name: "schwarze-madonna--announced-durchmarsch", game: games.SchwarzeMadonna, seats: 4, options: `{}`,
			// MAD-E9: seat 0 announces Durchmarsch before the opening
			// lead and takes all 8 tricks: 0, 64, 64, 64.
			deals: []craftedDeal{{dealer: 3, hands: map[int]string{0: aK}, stop: -1,
				announce: []announceAt{{0, 0, variant.SweepCall}}}},
			outcomes: []string{"announced-durchmarsch"}, points: [][]int{{0, 64, 64, 64}}},
		{name: "schwarze-madonna--announced-jungfrau", game: games.SchwarzeMadonna, seats: 3, options: `{}`,
			// MAD-E6's shape: 3 seats, seat 1 announces Jungfrau after the
			// stock has gone round (MAD-R17) and takes no trick: the
			// others' card points x 3, 16 x 3 = 48.
			// Every seat puts the stock back unchanged (MAD-R9).
			deals: []craftedDeal{{dealer: 2, hands: map[int]string{1: "7C 8C 9C 10C 7D 8D 9D 7S 8S 9S"}, stock: "10D 10S", stop: -1,
				passes:   map[int]string{0: "10D 10S", 1: "10D 10S", 2: "10D 10S"},
				announce: []announceAt{{3, 1, variant.NoTrickCall}}}},
			outcomes: []string{"announced-jungfrau"}, sum: []int{48}},
		{name: "schwarze-madonna--failed-announcement", game: games.SchwarzeMadonna, seats: 4, options: `{}`,
			// MAD-E7's shape (4 seats): seat 1 announces Jungfrau, then
			// must follow spades with its only spade, the ace, and wins:
			// the deal ends at once (MAD-R21), seat 1 scores 48 and the
			// rest 0 (MAD-R22).
			deals: []craftedDeal{{dealer: 3, hands: map[int]string{1: "7C 8C 9C 7D 8D 9D 7H AS"}, stop: -1,
				announce: []announceAt{{0, 1, variant.NoTrickCall}}}},
			outcomes: []string{"failed-announcement"}, points: [][]int{{0, 48, 0, 0}}},
		{name: "schwarze-madonna--redeal", game: games.SchwarzeMadonna, seats: 6, options: `{}`,
			// MAD-E18, MAD-A3: 6 seats, dealer 0; seat 1 is dealt 7H 8H 9H
			// 10H QS and the stock is JH AC: one passable card, so the
			// deal is void and seat 0 deals again. The record stops at
			// the start of the second deal: seat 1 is to take the stock.
			deals: []craftedDeal{
				{dealer: 0, hands: map[int]string{1: "7H 8H 9H 10H QS"}, stock: "JH AC", stop: -1},
				{dealer: 0, hands: map[int]string{1: "7C 8C 9H 10H QS"}, stock: "JH AC", stop: 0},
			},
			outcomes: []string{"redeal", ""}, points: [][]int{{0, 0, 0, 0, 0, 0}, nil}},
		{name: "black-maria--normal", game: games.BlackMaria, seats: 4, options: `{}`, seed: 2,
			deals: []craftedDeal{{dealer: 0, seeded: true, stop: -1}}, outcomes: []string{"normal"}, sum: []int{43}},
		{name: "black-maria--no-moon", game: games.BlackMaria, seats: 4, options: `{}`,
			// BM-E2 and BM-R8: seat 2 passes its three clubs and gets
			// seat 3's top hearts, so it holds all 13 hearts; it leads
			// them and every other seat, void, throws QS KS AS on them.
			// Seat 2 takes every penalty card: 43, as there is no moon.
			deals: []craftedDeal{{dealer: 1, stop: -1,
				hands:  map[int]string{2: "2C 3C 4C 2H 3H 4H 5H 6H 7H 8H 9H 10H JH", 3: "QH KH AH QS KS AS 2D 3D 4D 5D 6D 7D 8D"},
				passes: map[int]string{2: "2C 3C 4C", 3: "QH KH AH"}}},
			outcomes: []string{"normal"}, points: [][]int{{0, 0, 43, 0}}},
		{name: "black-maria--slam", game: games.BlackMaria, seats: 4, options: `{"slam": "deduct"}`,
			// BM-E2 with BM-O4 slam "deduct": the same deal; seat 2
			// scores -43 instead.
			deals: []craftedDeal{{dealer: 1, stop: -1,
				hands:  map[int]string{2: "2C 3C 4C 2H 3H 4H 5H 6H 7H 8H 9H 10H JH", 3: "QH KH AH QS KS AS 2D 3D 4D 5D 6D 7D 8D"},
				passes: map[int]string{2: "2C 3C 4C", 3: "QH KH AH"}}},
			outcomes: []string{"slam"}, points: [][]int{{0, 0, -43, 0}}},
		{name: "hearts--normal", game: games.Hearts, seats: 4, options: `{}`, seed: 3,
			deals: []craftedDeal{{dealer: 0, seeded: true, stop: -1}}, outcomes: []string{"normal"}, sum: []int{26}},
		{name: "hearts--moon", game: games.Hearts, seats: 4, options: `{}`, dealsPlayed: 3,
			// SH-E2: the fourth deal of a match (dealsPlayed 3) is a hold
			// deal (SH-R3). Seat 0 leads the 2C (SH-R4); seat 1 wins it
			// with its only club, the AC, then holds only hearts and may
			// lead them (SH-R6). Seat 3 must follow with the 2H; seat 2
			// throws the QS. Seat 1 takes all 13 hearts and the QS:
			// 26, 0, 26, 26 (SH-R9).
			deals: []craftedDeal{{dealer: 2, stop: -1,
				hands: map[int]string{1: "AC 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH", 0: "2C 3C 4C 5C 2D 3D 4D 5D 6D 7D 8D 9D 10D",
					3: "2H 6C 7C 8C JD QD KD AD 2S 3S 4S 5S 6S"}}},
			outcomes: []string{"moon"}, points: [][]int{{26, 0, 26, 26}}},
		{name: "schwarze-sau--normal", game: games.SchwarzeSau, seats: 3, options: `{}`, seed: 4,
			deals: []craftedDeal{{dealer: 0, seeded: true, stop: -1}}, outcomes: []string{"normal"}},
		{name: "schwarze-sau--announced-jungfrau", game: games.SchwarzeSau, seats: 4, options: `{"jungfrau": true}`,
			// SAU-E3: seat 1 announces Jungfrau (SAU-O2) and, holding
			// every 7 and 8, takes no trick: 15, 0, 15, 15.
			deals: []craftedDeal{{dealer: 3, hands: map[int]string{1: sevens}, stop: -1,
				announce: []announceAt{{0, 1, variant.NoTrickCall}}}},
			outcomes: []string{"announced-jungfrau"}, points: [][]int{{15, 0, 15, 15}}},
		{name: "schwarze-sau--failed-announcement", game: games.SchwarzeSau, seats: 4, options: `{"jungfrau": true}`,
			// SAU-E4: seat 1 announces Jungfrau and wins a trick with its
			// only spade, the ace; the deal ends there (SAU-A7):
			// 0, 15, 0, 0.
			deals: []craftedDeal{{dealer: 3, hands: map[int]string{1: "7C 8C 9C 7D 8D 9D 7H AS"}, stop: -1,
				announce: []announceAt{{0, 1, variant.NoTrickCall}}}},
			outcomes: []string{"failed-announcement"}, points: [][]int{{0, 15, 0, 0}}},
		{name: "schwarze-sau--durchmarsch", game: games.SchwarzeSau, seats: 3, options: `{"durchmarsch": true}`,
			// SAU-E5 with SAU-O3: 3 seats, seat 2 wins all 10 tricks
			// without announcing: 15, 15, 0.
			deals:    []craftedDeal{{dealer: 1, hands: map[int]string{2: aK + " QC QD"}, stock: "7C 7D", stop: -1}},
			outcomes: []string{"durchmarsch"}, points: [][]int{{15, 15, 0}}},
		{name: "schwarze-sau--announced-durchmarsch", game: games.SchwarzeSau, seats: 4, options: `{"angesagter-durchmarsch": true}`,
			// SAU-E6 with SAU-O4: seat 0 announces and takes every
			// trick: 0, 30, 30, 30.
			deals: []craftedDeal{{dealer: 3, hands: map[int]string{0: aK}, stop: -1,
				announce: []announceAt{{0, 0, variant.SweepCall}}}},
			outcomes: []string{"announced-durchmarsch"}, points: [][]int{{0, 30, 30, 30}}},
		{name: "old-maid--round", game: games.OldMaid, seats: 3, options: `{}`, seed: 5,
			deals: []craftedDeal{{dealer: 0, seeded: true, stop: -1}}, outcomes: []string{"old-maid"}, sum: []int{1}},
		{name: "black-maria--wrong-dealer", game: games.BlackMaria, seats: 4, options: `{}`, seed: 6,
			// C-8, BM-R3: the second deal must be dealt by seat 1, left
			// of the first dealer; the record says seat 2.
			deals: []craftedDeal{{dealer: 0, seeded: true, stop: -1}, {seeded: true, stop: 5}},
			extra: func(r *record.Record) { r.Deals[1].Dealer = 2 }},
		{name: "black-maria--match-over", game: games.BlackMaria, seats: 4, options: `{"deals": 1}`, seed: 7,
			// BM-O5: a match of one deal; a second deal is match-over.
			deals: []craftedDeal{{dealer: 0, seeded: true, stop: -1}},
			extra: func(r *record.Record) {
				d := r.Deals[0]
				d.Dealer, d.Actions = 1, nil
				r.Deals = append(r.Deals, d)
			}},
		{name: "hearts--unfinished-deal", game: games.Hearts, seats: 4, options: `{}`, seed: 8,
			// docs/records.md deals[].actions: only the last deal may stop
			// before its end; here the first stops after 10 actions and a
			// second follows: bad-record at deal 0.
			deals: []craftedDeal{{dealer: 0, seeded: true, stop: -1}, {seeded: true, stop: 3}},
			extra: func(r *record.Record) { r.Deals[0].Actions = r.Deals[0].Actions[:10] }},
		{name: "schwarze-madonna--after-early-end", game: games.SchwarzeMadonna, seats: 4, options: `{}`,
			// The failed announcement above with one more play after the
			// early end (MAD-R21): deal-over at that action.
			deals: []craftedDeal{{dealer: 3, hands: map[int]string{1: "7C 8C 9C 7D 8D 9D 7H AS"}, stop: -1,
				announce: []announceAt{{0, 1, variant.NoTrickCall}}}},
			// Seat 1 won trick 1 and would lead trick 2 with its 7C.
			extra: func(r *record.Record) {
				d := &r.Deals[0]
				d.Actions = append(d.Actions, variant.PlayMove(1, card.SevenClubs))
			}},
	}
}

// TestExamples checks every example record of testdata against the
// deal it is built from (so the files cannot drift from their
// description), the outcomes and points worked out by hand from the rule book,
// and the golden verdict the referee prints. With -update it rewrites the
// records and the verdicts instead; review the diff by hand.
func TestExamples(t *testing.T) {
	for _, e := range examples() {
		t.Run(e.name, func(t *testing.T) {
			rec, err := e.build()
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := record.Encode(&buf, rec); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join("testdata", e.name+".json")
			if *update {
				if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			file, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test ./record -run TestExamples -update)", err)
			}
			if diff := cmp.Diff(buf.String(), string(file)); diff != "" {
				t.Errorf("%s is not the record of its example (-built +file):\n%s", path, diff)
			}
			v := record.Referee(file)
			if e.outcomes == nil {
				return // an illegal record: its golden verdict says what is wrong
			}
			if !v.Valid {
				t.Fatalf("judged illegal: %+v", *v.Error)
			}
			for i, want := range e.outcomes {
				d := v.Deals[i]
				got := ""
				if d.Outcome != nil {
					got = d.Outcome.String()
				}
				if got != want {
					t.Errorf("deal %d: outcome %q, want %q", i, got, want)
				}
				if e.points != nil && e.points[i] != nil {
					if diff := cmp.Diff(e.points[i], d.Points); diff != "" {
						t.Errorf("deal %d points (-book +verdict):\n%s", i, diff)
					}
				}
				if e.sum != nil {
					sum := 0
					for _, p := range d.Points {
						sum += p
					}
					if sum != e.sum[i] {
						t.Errorf("deal %d: the points %v sum to %d, want %d", i, d.Points, sum, e.sum[i])
					}
				}
			}
		})
	}
}

// TestGoldenVerdicts runs the referee on every record in testdata and
// compares its output, byte for byte, with the .verdict.json beside it
// (rewritten with -update; review the diff by hand). The name of each
// record says what it shows.
func TestGoldenVerdicts(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	var n int
	for _, f := range files {
		if strings.HasSuffix(f, ".verdict.json") {
			continue
		}
		n++
		t.Run(filepath.Base(f), func(t *testing.T) {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			got, exit := refereeOutput(t, b)
			golden := strings.TrimSuffix(f, ".json") + ".verdict.json"
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./record -run TestGoldenVerdicts -update)", err)
			}
			if diff := cmp.Diff(string(want), string(got)); diff != "" {
				t.Errorf("verdict (-golden +referee), exit %d:\n%s", exit, diff)
			}
		})
	}
	if n < len(examples()) {
		t.Errorf("only %d records in testdata", n)
	}
}

// refereeOutput is what the referee prints for b, and its exit code.
func refereeOutput(t *testing.T, b []byte) ([]byte, int) {
	t.Helper()
	v := record.Referee(b)
	j, err := v.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	out, err := record.Indent(j)
	if err != nil {
		t.Fatal(err)
	}
	return out, v.Exit()
}
