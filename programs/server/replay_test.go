package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/programs/server/tables"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/variant"
)

// randomRecord plays up to deals deals of c by random legal moves of a
// source seeded with seed, an announcement now and then where one may be
// made, and returns their record.
func randomRecord(t testing.TB, c gameCase, deals int, seed uint64) *record.Record {
	t.Helper()
	id, ok := games.ParseID(c.game)
	if !ok {
		t.Fatalf("no game %q", c.game)
	}
	o, err := games.ParseOptions(id, json.RawMessage(c.options))
	if err != nil {
		t.Fatal(err)
	}
	g, err := games.New(id, c.seats, o, rand.NewPCG(seed, 1))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.NewRecorder(g)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 2))
	for d := 0; d < deals && !g.Over(); d++ {
		if err := rec.Deal(); err != nil {
			t.Fatal(err)
		}
		for {
			m, ok := g.RandomMove(r)
			if !ok {
				break
			}
			if calls := g.Announcements(nil); len(calls) > 0 && r.IntN(8) == 0 {
				m = calls[r.IntN(len(calls))]
			}
			if err := rec.Apply(m); err != nil {
				t.Fatalf("%v: %v", m, err)
			}
		}
	}
	return rec.Record()
}

// postReplay sends body to /api/replay and returns the status and the
// replay.
func postReplay(t *testing.T, base string, body []byte) (int, replayReply) {
	t.Helper()
	r, err := http.Post(base+"/api/replay", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	var out replayReply
	if r.StatusCode == http.StatusOK {
		if err := json.NewDecoder(r.Body).Decode(&out); err != nil {
			t.Fatalf("the replay: %v", err)
		}
	}
	return r.StatusCode, out
}

func mustRecordJSON(t testing.TB, rec *record.Record) []byte {
	t.Helper()
	b, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestReplayEveryGame replays random records of two deals of every game,
// which hold between them every kind of action the game has: a step for
// the cards dealt and one after each action of the record, each naming
// its action; at every step the hands are disjoint and, with the stock,
// the cards played (the pairs laid down in Old Maid), make exactly the
// cards dealt; each complete deal ends with the referee's points and its
// scores explained for every seat, in English, German and Danish.
func TestReplayEveryGame(t *testing.T) {
	base, stop := startServer(t, testOptions(t))
	defer stop()
	// Madonna at three seats too: four play without a stock.
	for _, c := range append(everyGame(), gameCase{"schwarze-madonna", 3, `{}`}) {
		name := fmt.Sprintf("%s-%d", c.game, c.seats)
		t.Run(name, func(t *testing.T) {
			if _, ok := actionKinds[name]; !ok {
				t.Fatalf("actionKinds has no %s", name)
			}
			kinds := map[variant.Kind]bool{}
			for seed := range uint64(3) {
				rec := randomRecord(t, c, 2, seed)
				replayHolds(t, base, c, rec)
				for _, d := range rec.Deals {
					for _, m := range d.Actions {
						kinds[m.Kind] = true
					}
				}
			}
			for _, k := range actionKinds[name] {
				if !kinds[k] {
					t.Errorf("no record holds a %v action to replay", k)
				}
			}
		})
	}
}

// replayHolds holds the server's replay of rec, a legal record of c,
// against the record and the referee's verdict.
func replayHolds(t *testing.T, base string, c gameCase, rec *record.Record) {
	t.Helper()
	status, rp := postReplay(t, base, mustRecordJSON(t, rec))
	if status != http.StatusOK || !rp.Verdict.Valid || rp.Verdict.Fault != nil || rp.Cut {
		t.Fatalf("status %d, verdict %+v, cut %v", status, rp.Verdict, rp.Cut)
	}
	v := record.Judge(rec)
	if d := cmp.Diff(v.Totals, rp.Verdict.Totals); d != "" {
		t.Errorf("totals (-referee +replay):\n%s", d)
	}
	if len(rp.Deals) != len(rec.Deals) || len(rp.Seats) != c.seats {
		t.Fatalf("%d deals and %d seats replayed, the record has %d deals at %d seats", len(rp.Deals), len(rp.Seats), len(rec.Deals), c.seats)
	}
	for i, d := range rp.Deals {
		checkReplayedDeal(t, &rec.Deals[i], d, v.Deals[i])
	}
}

// actionKinds are the kinds of action TestReplayEveryGame's records
// hold, game by game (and seats): each kind of step a replay shows.
var actionKinds = map[string][]variant.Kind{
	"schwarze-madonna-4": {variant.Announce, variant.Play},
	"schwarze-madonna-3": {variant.Stock, variant.Announce, variant.Play},
	"black-maria-3":      {variant.Pass, variant.Play},
	"hearts-4":           {variant.Pass, variant.Play},
	"schwarze-sau-3":     {variant.Stock, variant.Push, variant.Announce, variant.Play},
	"old-maid-3":         {variant.Draw},
}

// checkReplayedDeal holds the replay d of deal rd against the record and
// the referee's verdict dv on it.
func checkReplayedDeal(t *testing.T, rd *record.Deal, d replayDeal, dv record.DealVerdict) {
	t.Helper()
	if len(d.Steps) != len(rd.Actions)+1 || d.Dealer != rd.Dealer {
		t.Fatalf("%d steps by dealer %d for %d actions by dealer %d", len(d.Steps), d.Dealer, len(rd.Actions), rd.Dealer)
	}
	dealt := card.Of(rd.Stock...)
	for _, h := range rd.Hands {
		dealt = dealt.Union(card.Of(h...))
	}
	var played card.Set
	for k, s := range d.Steps {
		if k == 0 && s.Move != nil || k > 0 && (s.Move == nil || !cmp.Equal(*s.Move, rd.Actions[k-1])) {
			t.Fatalf("step %d tells the move %v, the record has action %d", k, s.Move, k-1)
		}
		if k > 0 && s.Move.Kind == variant.Play {
			played = played.Add(s.Move.Card)
		}
		all := s.Stock.Union(played).Union(s.View.Discards)
		n := s.Stock.Len() + played.Len() + s.View.Discards.Len()
		for _, h := range append(slices.Clone(s.Hands), s.Passing...) {
			all, n = all.Union(h), n+h.Len()
		}
		if all != dealt || n != dealt.Len() {
			t.Fatalf("step %d (%v): hands %v, stock %v, played %v, laid down %v; dealt %v", k, s.Move, s.Hands, s.Stock, played, s.View.Discards, dealt)
		}
		if s.View.Seat != -1 || s.View.Hand != 0 || s.View.Turn != nil {
			t.Fatalf("step %d is not a spectator's view: seat %d, hand %v, turn %v", k, s.View.Seat, s.View.Hand, s.View.Turn)
		}
		if end := k == len(d.Steps)-1 && dv.Complete; (s.View.Last != nil) != end {
			t.Fatalf("step %d of %d holds the deal's result %v", k, len(d.Steps), s.View.Last)
		}
	}
	if !dv.Complete {
		if d.Result != nil || d.Explain != nil {
			t.Errorf("an incomplete deal has a result %v and scores explained %v", d.Result, d.Explain)
		}
		return
	}
	if d.Result == nil || !cmp.Equal(d.Result.Points, dv.Points) {
		t.Fatalf("the deal's result %+v, the referee's points %v", d.Result, dv.Points)
	}
	for _, lang := range []string{"en", "de", "da"} {
		if len(d.Explain[lang]) != len(dv.Points) {
			t.Fatalf("the scores explained in %s: %q", lang, d.Explain[lang])
		}
		for s, terms := range d.Explain[lang] {
			if len(terms) != len(dv.Explanation[s]) {
				t.Errorf("seat %d's score in %s: %q, the engine's terms %v", s, lang, terms, dv.Explanation[s])
			}
		}
	}
}

// TestReplayLimits: a record of exactly maxReplayRecord bytes is
// replayed, one byte more is refused unread (413); a record of exactly
// maxReplaySteps steps is replayed whole, one step more is replayed up to
// maxReplaySteps and said to be cut, its verdict still the whole
// record's.
func TestReplayLimits(t *testing.T) {
	base, stop := startServer(t, testOptions(t))
	defer stop()
	small := mustRecordJSON(t, randomRecord(t, everyGame()[2], 1, 3))
	pad := func(n int) []byte { return append(slices.Clone(small), bytes.Repeat([]byte(" "), n-len(small))...) }
	if status, rp := postReplay(t, base, pad(maxReplayRecord)); status != http.StatusOK || !rp.Verdict.Valid || len(rp.Deals) != 1 {
		t.Errorf("a record of %d bytes: status %d, verdict %+v, %d deals", maxReplayRecord, status, rp.Verdict, len(rp.Deals))
	}
	if status, _ := postReplay(t, base, pad(maxReplayRecord+1)); status != http.StatusRequestEntityTooLarge {
		t.Errorf("a record of %d bytes: status %d, want 413", maxReplayRecord+1, status)
	}

	// Old Maid never ends by itself: rounds enough for the limit.
	long := randomRecord(t, gameCase{"old-maid", 3, `{"turn-timer": "off"}`}, 400, 5)
	for _, steps := range []int{maxReplaySteps, maxReplaySteps + 1} {
		rec := cutAt(t, long, steps)
		status, rp := postReplay(t, base, mustRecordJSON(t, rec))
		if status != http.StatusOK || !rp.Verdict.Valid {
			t.Fatalf("%d steps: status %d, verdict %+v", steps, status, rp.Verdict)
		}
		got := 0
		for _, d := range rp.Deals {
			got += len(d.Steps)
		}
		if want := min(steps, maxReplaySteps); got != want || rp.Cut != (steps > maxReplaySteps) {
			t.Errorf("a record of %d steps: %d replayed, cut %v; want %d", steps, got, rp.Cut, want)
		}
		if v := record.Judge(rec); !cmp.Equal(v.Totals, rp.Verdict.Totals) {
			t.Errorf("a record of %d steps: totals %v, the referee's %v", steps, rp.Verdict.Totals, v.Totals)
		}
	}
}

// cutAt returns the first steps steps of rec (a deal dealt is one, an
// action one): its last deal may stop early, as a record's last deal may.
func cutAt(t *testing.T, rec *record.Record, steps int) *record.Record {
	t.Helper()
	out := *rec
	out.Deals = nil
	for _, d := range rec.Deals {
		if steps == 0 {
			return &out
		}
		d.Actions = d.Actions[:min(len(d.Actions), steps-1)]
		steps -= 1 + len(d.Actions)
		out.Deals = append(out.Deals, d)
	}
	if steps > 0 {
		t.Fatalf("the record is %d steps short", steps)
	}
	return &out
}

// TestReplayNoDeal: a record without a deal (built, not read: Parse
// wants one) has its verdict and nothing to replay.
func TestReplayNoDeal(t *testing.T) {
	rec := &record.Record{Game: games.Hearts, Seats: 4}
	rp, err := replayOf(context.Background(), rec, anonymousSeats(4), maxReplaySteps)
	if err != nil || rp.Verdict.Valid || rp.Verdict.Fault == nil || len(rp.Deals) != 0 {
		t.Errorf("a record without a deal: %+v, %v", rp, err)
	}
}

// TestReplayOutOfTime: a replay whose time is up is refused, not sent
// half made.
func TestReplayOutOfTime(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rec := randomRecord(t, everyGame()[2], 1, 3)
	if rp, err := replayOf(ctx, rec, anonymousSeats(rec.Seats), maxReplaySteps); !errors.Is(err, errReplayTime) || rp != nil {
		t.Errorf("a replay out of time: %v, %v", rp, err)
	}
}

// TestReplayBadRecords: a record that breaks a rule is replayed up to
// its fault and no further, with the referee's verdict: the rule's ID
// and its sentence in each language, and the refused action; a record
// that cannot be read, or whose fault is the whole record's, has its
// verdict and nothing to replay.
func TestReplayBadRecords(t *testing.T) {
	base, stop := startServer(t, testOptions(t))
	defer stop()
	good := randomRecord(t, everyGame()[2], 2, 11) // Hearts
	whole, err := replayOf(context.Background(), good, anonymousSeats(good.Seats), maxReplaySteps)
	if err != nil || len(whole.Deals) != 2 {
		t.Fatalf("the good record's replay: %v", err)
	}

	// A card of another suit where the seat could follow suit.
	deal := 1
	bad, action, refused := breakFollowSuit(t, good, deal)
	status, rp := postReplay(t, base, mustRecordJSON(t, bad))
	f := rp.Verdict.Fault
	if status != http.StatusOK || rp.Verdict.Valid || f == nil || rp.Verdict.Exit != 1 {
		t.Fatalf("status %d, verdict %+v", status, rp.Verdict)
	}
	n := refused.Seat + 1 // the page counts seats from 1
	if f.Rule != "follow-suit" || f.Ref == "" || !strings.Contains(f.EN, fmt.Sprintf("Seat %d ", n)) || !strings.Contains(f.DE, fmt.Sprintf("Platz %d ", n)) || f.DA == "" ||
		*f.Deal != deal || *f.Action != action ||
		*f.Seat != refused.Seat || f.Move == nil || !cmp.Equal(*f.Move, refused) {
		t.Errorf("the fault: %+v (move %v), want follow-suit at deal %d, action %d, seat %d: %v", f, f.Move, deal, action, refused.Seat, refused)
	}
	if len(rp.Deals) != 2 || len(rp.Deals[0].Steps) != len(whole.Deals[0].Steps) || len(rp.Deals[1].Steps) != action+1 {
		t.Errorf("replayed %d deals, the second in %d steps; want the first whole and the second's %d steps before the fault", len(rp.Deals), len(rp.Deals[len(rp.Deals)-1].Steps), action+1)
	}
	if d := cmp.Diff(whole.Deals[1].Steps[:action+1], rp.Deals[1].Steps, cmp.Comparer(func(a, b variant.View) bool { return cmp.Equal(mustJSONT(a), mustJSONT(b)) })); d != "" {
		t.Errorf("the steps before the fault differ from the good record's (-good +bad):\n%s", d)
	}

	// The second deal dealt by the wrong seat: the first deal replays.
	wrong := *good
	wrong.Deals = slices.Clone(good.Deals)
	wrong.Deals[1].Dealer = (good.Deals[1].Dealer + 1) % good.Seats
	_, rp = postReplay(t, base, mustRecordJSON(t, &wrong))
	if f := rp.Verdict.Fault; f == nil || f.Rule != "wrong-dealer" || f.Action != nil || f.Move != nil || len(rp.Deals) != 1 {
		t.Errorf("a wrong dealer: verdict %+v, %d deals replayed; want wrong-dealer and the first deal", rp.Verdict, len(rp.Deals))
	}

	// Faults of the whole record: nothing to replay.
	for body, rule := range map[string]string{
		`{"game": "hearts", "seats": 4, "deals": [`: "bad-record",
		`not a record`: "bad-record",
		strings.Replace(string(mustRecordJSON(t, good)), `"hearts"`, `"skat"`, 1): "unknown-game",
	} {
		status, rp := postReplay(t, base, []byte(body))
		if f := rp.Verdict.Fault; status != http.StatusOK || f == nil || f.Rule != rule || f.EN == "" || rp.Verdict.Exit != 2 || len(rp.Deals) != 0 {
			t.Errorf("%.40q: status %d, verdict %+v, %d deals; want %s and none", body, status, rp.Verdict, len(rp.Deals), rule)
		}
	}
}

// breakFollowSuit returns rec with a play of its deal d that followed
// suit changed to a card of another suit the seat held (follow-suit), the
// action's index and the refused play.
func breakFollowSuit(t testing.TB, rec *record.Record, d int) (*record.Record, int, variant.Move) {
	t.Helper()
	whole, err := replayOf(context.Background(), rec, anonymousSeats(rec.Seats), maxReplaySteps)
	if err != nil || len(whole.Deals) <= d {
		t.Fatalf("the good record's replay: %v", err)
	}
	for j, m := range rec.Deals[d].Actions {
		cur := whole.Deals[d].Steps[j].View.Current.Cards
		if m.Kind != variant.Play || len(cur) == 0 || m.Card.Suit() != cur[0].Suit() {
			continue
		}
		for c := range whole.Deals[d].Steps[j].Hands[m.Seat].All() {
			if c.Suit() != cur[0].Suit() {
				bad := *rec
				bad.Deals = slices.Clone(rec.Deals)
				bad.Deals[d].Actions = slices.Clone(rec.Deals[d].Actions)
				bad.Deals[d].Actions[j] = variant.PlayMove(m.Seat, c)
				return &bad, j, bad.Deals[d].Actions[j]
			}
		}
	}
	t.Fatalf("no play of deal %d could break follow-suit", d)
	return nil, 0, variant.Move{}
}

// TestReplayTable: a table's replay holds the deals its record route
// serves, its seats named as its updates name them (built-in players by
// strength, people by name); a table without a deal over, or no table,
// has none (404). (TestNothingHiddenReachesAnyone holds people's names.)
func TestReplayTable(t *testing.T) {
	base, stop := startServer(t, testOptions(t))
	defer stop()
	if status, _ := get(t, base+"/api/tables/nosuch/replay"); status != http.StatusNotFound {
		t.Errorf("no such table: status %d", status)
	}
	waiting := newTable(t, base, spec{Game: "hearts", Seats: 4, Bots: []string{"", "", "random", "random"}}).Table
	if status, _ := get(t, base+"/api/tables/"+waiting+"/replay"); status != http.StatusNotFound {
		t.Errorf("a table before its first deal: status %d", status)
	}
	id := newTable(t, base, spec{Game: "black-maria", Seats: 3, Bots: []string{"random", "heuristic", "random"}, Deals: 1, Public: true}).Table
	rec := waitRecord(t, base, id)
	status, body := get(t, base+"/api/tables/"+id+"/replay")
	var rp replayReply
	if status != http.StatusOK || json.Unmarshal(body, &rp) != nil {
		t.Fatalf("the replay: %d %s", status, body)
	}
	if !rp.Verdict.Valid || len(rp.Deals) != len(rec.Deals) || rp.Deals[0].Result == nil || rp.State != "finished" {
		t.Errorf("the replay: verdict %+v, %d deals, state %q; the record has %d and the table finished", rp.Verdict, len(rp.Deals), rp.State, len(rec.Deals))
	}
	for i, want := range []string{"random", "heuristic", "random"} {
		if s := rp.Seats[i]; !s.Bot || s.Name != want || s.Seat != i {
			t.Errorf("seat %d: %+v, want the built-in player %q", i, s, want)
		}
	}
}

// waitRecord waits until table id has ended and returns its record.
func waitRecord(t *testing.T, base, id string) *record.Record {
	t.Helper()
	for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		var info tables.TableInfo
		if status, body := get(t, base+"/api/tables/"+id); status != http.StatusOK || json.Unmarshal(body, &info) != nil || info.Live {
			continue
		}
		status, body := get(t, base+"/api/tables/"+id+"/record")
		rec, err := record.Parse(body)
		if err != nil {
			t.Fatalf("the record: %d, %v", status, err)
		}
		return rec
	}
	t.Fatalf("table %s did not end", id)
	return nil
}

// FuzzReplay replays arbitrary bytes as a record: never a panic; a record
// the referee finds legal replays whole, a step for each deal and each
// action (or maxReplaySteps of them, said to be cut); one it refuses has
// the fault's sentence and replays nothing past the fault's deal.
func FuzzReplay(f *testing.F) {
	for i, c := range everyGame() {
		f.Add(mustRecordJSON(f, randomRecord(f, c, 2, uint64(i))))
	}
	f.Add([]byte(`{"game": "hearts", "seats": 4, "deals": []}`))
	f.Add([]byte(`{"game": "old-maid", "seats": 2, "deals": [{"dealer": 0, "hands": [["Joker"], []], "actions": []}]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		rec, err := record.Parse(b)
		if err != nil {
			if fault := replayOfInvalid(err).Verdict.Fault; fault == nil || fault.EN == "" || fault.DE == "" {
				t.Fatalf("a record that cannot be read: fault %+v", fault)
			}
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		rp, err := replayOf(ctx, rec, anonymousSeats(rec.Seats), maxReplaySteps)
		if err != nil {
			t.Fatal(err)
		}
		steps := 0
		for _, d := range rp.Deals {
			steps += len(d.Steps)
		}
		if v := rp.Verdict; v.Valid {
			want := 0
			for _, d := range rec.Deals {
				want += 1 + len(d.Actions)
			}
			if steps != min(want, maxReplaySteps) || rp.Cut != (want > maxReplaySteps) {
				t.Fatalf("a legal record of %d steps replayed in %d, cut %v", want, steps, rp.Cut)
			}
		} else if fault := v.Fault; fault == nil || fault.EN == "" || fault.Deal != nil && len(rp.Deals) > *fault.Deal+1 {
			t.Fatalf("a refused record: fault %+v, %d deals replayed", fault, len(rp.Deals))
		}
	})
}
