package table

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/turntimer"
	"github.com/blackqueen/rules/variant"
	"github.com/google/go-cmp/cmp"
)

// waitDone waits for the table to end, at most d.
func waitDone(t *testing.T, tb *Table, d time.Duration) {
	t.Helper()
	select {
	case <-tb.Done():
	case <-time.After(d):
		t.Fatalf("the table did not end in %v: %+v", d, tb.Summary())
	}
}

// people returns n person seats followed by bots built-in players.
func people(n, bots int) []SeatConfig {
	s := make([]SeatConfig, n+bots)
	for i := n; i < n+bots; i++ {
		s[i] = SeatConfig{Bot: player.Heuristic{}, Name: "heuristic"}
	}
	return s
}

// OM-O4: at a table of people the timer draws for a seat whose time is up,
// shows the countdown first, and the round still ends with a valid record.
func TestOldMaidTimerDrawsWhenTimeIsUp(t *testing.T) {
	w := newWorld()
	tb, err := New(Config{
		Game: games.OldMaid, Seats: people(2, 1), Source: rand.NewPCG(1, 1), BotSource: rand.NewPCG(1, 2),
		Timer:   turntimer.Config{Turn: 60 * time.Millisecond, Warn: 40 * time.Millisecond, Short: 30 * time.Millisecond, Strikes: 2},
		observe: w.observe,
	})
	if err != nil {
		t.Fatal(err)
	}
	var subs []*Subscription
	for range 2 {
		_, secret, err := tb.Join(-1, "idle")
		if err != nil {
			t.Fatal(err)
		}
		sub, err := tb.Subscribe(secret)
		if err != nil {
			t.Fatal(err)
		}
		subs = append(subs, sub)
	}
	countdown, auto := false, false
	deadline := time.After(20 * time.Second)
	for done := false; !done; {
		select {
		case <-subs[0].Ready():
			for _, e := range subs[0].Take() {
				if u := e.Update; u != nil {
					w.check(t, u)
					if u.Timer == nil || !u.Timer.On {
						t.Fatalf("the timer is off at a table of two people: %+v", u.Timer)
					}
					if u.State == Playing && u.View.ToAct >= 0 && u.View.ToAct < 2 && u.Timer.Seat != u.View.ToAct {
						t.Fatalf("seat %d, a person, is to draw and the timer times seat %d", u.View.ToAct, u.Timer.Seat)
					}
					countdown = countdown || u.Timer.Countdown
					auto = auto || u.Timer.Auto >= 0
				}
			}
		case <-tb.Done():
			done = true
		case <-deadline:
			t.Fatal("the timer did not finish the round")
		}
	}
	if !countdown || !auto {
		t.Errorf("countdown shown %v, automatic draw shown %v; want both", countdown, auto)
	}
	if v := record.Judge(tb.Record()); !v.Valid || len(v.Deals) != 1 || !v.Deals[0].Complete {
		t.Fatalf("the record: %+v", v)
	}
}

// OM-O4: against built-in players alone there is no timer; two people
// switch it off together, and one of them can switch it on again.
func TestOldMaidTimerSwitch(t *testing.T) {
	alone, err := New(Config{Game: games.OldMaid, Seats: people(1, 2), Timer: turntimer.Config{Turn: time.Hour, Warn: time.Minute, Short: time.Hour, Strikes: 2}})
	if err != nil {
		t.Fatal(err)
	}
	defer alone.Close()
	_, secret, _ := alone.Join(-1, "solo")
	if err := alone.SetTimer(secret, true); !errors.Is(err, ErrNoTimer) {
		t.Errorf("switching the timer against the computer: %v, want ErrNoTimer", err)
	}
	sub, _ := alone.Subscribe(secret)
	if u := lastUpdate(sub); u == nil || u.Timer == nil || u.Timer.On {
		t.Errorf("one person against built-in players has a timer: %+v", u)
	}

	tb, err := New(Config{Game: games.OldMaid, Seats: people(2, 1), BotDelay: time.Hour, Timer: turntimer.Config{Turn: time.Hour, Warn: time.Minute, Short: time.Hour, Strikes: 2}})
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Close()
	_, a, _ := tb.Join(-1, "a")
	_, b, _ := tb.Join(-1, "b")
	sa, _ := tb.Subscribe(a)
	on := func() bool {
		if err := tb.call(func(*actor) error { return nil }); err != nil {
			t.Fatal(err)
		}
		u := lastUpdate(sa)
		return u.Timer.On
	}
	if !on() {
		t.Fatal("the timer is off at a table of two people")
	}
	if err := tb.SetTimer(a, false); err != nil {
		t.Fatal(err)
	}
	if !on() {
		t.Error("one person alone switched the timer off")
	}
	if err := tb.SetTimer(b, false); err != nil {
		t.Fatal(err)
	}
	if on() {
		t.Error("both people want the timer off, and it runs")
	}
	if err := tb.SetTimer(b, true); err != nil {
		t.Fatal(err)
	}
	if !on() {
		t.Error("a person switched the timer on again, and it stays off")
	}
}

// lastUpdate returns the newest update waiting on sub.
func lastUpdate(sub *Subscription) *Update {
	var u *Update
	for _, e := range sub.Take() {
		if e.Update != nil {
			u = e.Update
		}
	}
	return u
}

// memJournal keeps the last snapshot.
type memJournal struct{ last Snapshot }

func (j *memJournal) Write(s Snapshot) error { j.last = s; return nil }

// A table replayed from its journal after a restart goes on where it
// stopped: the same seats with the same secrets, the same game, and its
// record, continued to the end, is valid and starts with what was played.
func TestResumeFromJournal(t *testing.T) {
	j := &memJournal{}
	cfg := Config{Game: games.BlackMaria, Options: blackmaria.Options{Deals: 2}, Seats: people(1, 3), Source: rand.NewPCG(5, 5), BotSource: rand.NewPCG(5, 6), Journal: j}
	tb, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	_, secret, _ := tb.Join(-1, "me")
	sub, _ := tb.Subscribe(secret)
	r := rand.New(rand.NewPCG(1, 1))
	play := func(tb *Table, sub *Subscription, moves int) {
		var u *Update
		for i := 0; i < moves; {
			settle(t, tb)
			if next := lastUpdate(sub); next != nil {
				u = next
			} else if u == nil || u.View.Turn == nil && u.State != BetweenDeals {
				<-sub.Ready()
				continue
			}
			switch {
			case u.State == Finished:
				return
			case u.State == BetweenDeals:
				_ = tb.Continue(secret)
				u = nil
				continue
			case u.View.Turn == nil:
				continue
			}
			m, err := (player.Random{}).Choose(u.View, r)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := tb.Move(secret, m); err != nil {
				t.Fatalf("%v: %v", m, err)
			}
			u = nil
			i++
		}
	}
	play(tb, sub, 10)
	settle(t, tb)
	before := tb.Shutdown()
	saved := j.last
	if saved.State != Playing || len(saved.Record.Deals) == 0 {
		t.Fatalf("the journal holds %+v", saved.State)
	}
	if diff := cmp.Diff(before, saved.Record); diff != "" {
		t.Fatalf("the journal's record is not the table's (-table +journal):\n%s", diff)
	}

	cfg.Seats, cfg.Resume = saved.Seats, saved.Record
	again, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	sub, err = again.Subscribe(secret)
	if err != nil {
		t.Fatalf("the secret does not work after the restart: %v", err)
	}
	if err := again.call(func(a *actor) error {
		if a.seq != saved.Seq || a.state != Playing {
			t.Errorf("after the restart: seq %d %v, want seq %d playing", a.seq, a.state, saved.Seq)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	play(again, sub, 1000)
	waitDone(t, again, 10*time.Second)
	rec := again.Record()
	v := record.Judge(rec)
	if !v.Valid || len(v.Deals) != 2 || !v.Over {
		t.Fatalf("the resumed table's record: %+v", v)
	}
	if got := rec.Deals[0].Actions[:len(saved.Record.Deals[0].Actions)]; !slices.Equal(got, saved.Record.Deals[0].Actions) {
		t.Fatal("the resumed record does not start with what was played before the restart")
	}
}

// The seat of a move is the seat of the secret that sends it, never the
// seat the move names; a refused move is reported to the seat with its
// rule in English, German and Danish.
func TestMoveSeatComesFromSecret(t *testing.T) {
	tb, err := New(Config{Game: games.Hearts, Seats: people(2, 2), BotDelay: time.Hour, Source: rand.NewPCG(2, 2)})
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Close()
	_, a, _ := tb.Join(0, "a")
	_, b, _ := tb.Join(1, "b")
	sa, _ := tb.Subscribe(a)
	sb, _ := tb.Subscribe(b)
	if err := tb.call(func(*actor) error { return nil }); err != nil {
		t.Fatal(err)
	}
	ua, ub := lastUpdate(sa), lastUpdate(sb)
	// Seat 1 sends seat 0's pass as its own: the cards are not seat 1's.
	m, err := (player.Random{}).Choose(ua.View, rand.New(rand.NewPCG(1, 1)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Move(b, m); !errors.Is(err, rule.CardNotHeld) {
		t.Fatalf("seat 1 passing seat 0's cards: %v, want card-not-held", err)
	}
	var refusal *Refusal
	for _, e := range sb.Take() {
		if e.Refusal != nil {
			refusal = e.Refusal
		}
	}
	if refusal == nil || refusal.Code != "card-not-held" || refusal.EN == "" || refusal.DE == "" || refusal.DA == "" {
		t.Fatalf("the refusal seat 1 is told: %+v", refusal)
	}
	// Told to people, who count seats from 1: seat 1 is "Seat 2".
	if !strings.HasPrefix(refusal.EN, "Seat 2 ") || !strings.HasPrefix(refusal.DE, "Platz 2 ") || !strings.HasPrefix(refusal.DA, "Plads 2 ") {
		t.Errorf("the refusal names the seat as %q / %q / %q, want Seat 2 / Platz 2 / Plads 2", refusal.EN, refusal.DE, refusal.DA)
	}
	if u := lastUpdate(sa); u != nil {
		t.Fatalf("seat 0 is told of seat 1's refused move: %+v", u)
	}
	_ = ub
	if s := tb.Summary(); s.Seq != ua.Seq {
		t.Fatalf("a refused move changed the table: seq %d -> %d", ua.Seq, s.Seq)
	}
}

// A subscriber that never reads holds up nothing: a table of built-in
// players plays to its end, and the subscriber keeps only the newest update
// and at most maxNotices notices.
func TestSlowSubscriberNeverBlocks(t *testing.T) {
	tb, err := New(Config{Game: games.Hearts, Seats: people(0, 4), Options: hearts.Options{Target: 200}})
	if err != nil {
		t.Fatal(err)
	}
	sub, err := tb.Watch()
	if err != nil && !errors.Is(err, ErrFinished) {
		t.Fatal(err)
	}
	waitDone(t, tb, 20*time.Second)
	if sub == nil {
		t.Skip("the table ended before the spectator came")
	}
	evs := sub.Take()
	if len(evs) != 1 || evs[0].Update == nil || evs[0].Update.State != Finished {
		t.Fatalf("the slow spectator holds %d events; want the final update alone", len(evs))
	}
	if v := record.Judge(tb.Record()); !v.Valid || !v.Over {
		t.Fatalf("the record: %+v", v.Error)
	}
}

// The Monte Carlo players, which decide from the game rather than a View
// (player.GamePlayer), play at a table like any other built-in player.
func TestGamePlayersAtTheTable(t *testing.T) {
	seats := []SeatConfig{
		{Bot: player.NewISMCTS(player.Config{Playouts: 30})}, {Bot: player.NewPIMC(player.Config{Playouts: 30})},
		{Bot: player.Heuristic{}}, {Bot: player.NewISMCTS(player.Config{Playouts: 30})},
	}
	for _, id := range []games.ID{games.Hearts, games.SchwarzeMadonna} {
		tb, err := New(Config{Game: id, Seats: seats, Deals: 1, Source: rand.NewPCG(3, 3)})
		if err != nil {
			t.Fatal(err)
		}
		waitDone(t, tb, 30*time.Second)
		if v := record.Judge(tb.Record()); !v.Valid || len(v.Deals) != 1 || !v.Deals[0].Complete {
			t.Fatalf("%v: the record: %+v", id, v.Error)
		}
	}
}

// faulty is a built-in player that never gives a legal move.
type faulty struct{}

func (faulty) Choose(variant.View, *rand.Rand) (variant.Move, error) {
	return variant.Move{}, errors.New("faulty")
}

// A built-in player that fails or gives an illegal move does not stall the
// table: its seat gets a random legal move instead.
func TestFaultyBotDoesNotStall(t *testing.T) {
	tb, err := New(Config{Game: games.Hearts, Seats: []SeatConfig{{Bot: faulty{}}, {Bot: faulty{}}, {Bot: player.Heuristic{}}, {Bot: faulty{}}}, Deals: 1})
	if err != nil {
		t.Fatal(err)
	}
	waitDone(t, tb, 10*time.Second)
	if v := record.Judge(tb.Record()); !v.Valid || !v.Deals[0].Complete {
		t.Fatalf("the record: %+v", v.Error)
	}
}

// The match sheet (Update.Results) holds each ended deal's points as the
// referee finds them in the record, void deals included.
func TestResultsAreTheRefereesDeals(t *testing.T) {
	for _, id := range []games.ID{games.SchwarzeMadonna, games.BlackMaria} {
		seats := []SeatConfig{{Bot: player.Heuristic{}}, {Bot: player.Heuristic{}}, {Bot: player.Random{}}}
		tb, err := New(Config{Game: id, Seats: seats, Deals: 4, Source: rand.NewPCG(7, uint64(id)), BotDelay: time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		sub, err := tb.Watch()
		if err != nil {
			t.Fatal(err)
		}
		var last *Update
		for done := false; !done; {
			select {
			case <-sub.Ready():
				if u := lastUpdate(sub); u != nil {
					last = u
				}
			case <-tb.Done():
				done = true
			}
		}
		if u := lastUpdate(sub); u != nil {
			last = u
		}
		v := record.Judge(tb.Record())
		var want [][]int
		for _, d := range v.Deals {
			want = append(want, d.Points)
		}
		var got [][]int
		for _, r := range last.Results {
			got = append(got, r.Points)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%v: the match sheet is not the referee's (-referee +sheet):\n%s", id, diff)
		}
	}
}

// OM-O4: the timer's draw is told as the timer's (TimerStatus.Auto) to a
// subscriber that comes after it too, while the table stands at that
// draw: a server that takes a table over after the turn's deadline draws
// before its subscriptions are made.
func TestOldMaidTimerDrawToldLater(t *testing.T) {
	tb, err := New(Config{
		Game: games.OldMaid, Seats: people(2, 1), Source: rand.NewPCG(3, 1), BotSource: rand.NewPCG(3, 2),
		Timer: turntimer.Config{Turn: 80 * time.Millisecond, Warn: 40 * time.Millisecond, Short: 80 * time.Millisecond, Strikes: 100},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Close()
	var sub *Subscription
	for range 2 {
		_, secret, err := tb.Join(-1, "idle")
		if err != nil {
			t.Fatal(err)
		}
		if sub, err = tb.Subscribe(secret, EveryUpdate()); err != nil {
			t.Fatal(err)
		}
	}
	deadline := time.After(20 * time.Second)
	for {
		select {
		case <-sub.Ready():
		case <-tb.Done():
			t.Fatal("the round ended before a later subscriber saw the table at a timer's draw")
		case <-deadline:
			t.Fatal("no timer's draw was told to a later subscriber")
		}
		for _, e := range sub.Take() {
			u := e.Update
			if u == nil || u.Timer == nil || u.Timer.Auto < 0 {
				continue
			}
			w, err := tb.Watch()
			if err != nil {
				t.Fatal(err)
			}
			later := lastUpdate(w)
			w.Close()
			if later == nil || later.Seq != u.Seq {
				continue // the table moved on meanwhile: try the next draw
			}
			if later.Timer == nil || later.Timer.Auto != u.Timer.Auto {
				t.Fatalf("a subscriber after the timer's draw for seat %d (seq %d) is told %+v", u.Timer.Auto, u.Seq, later.Timer)
			}
			return
		}
	}
}
