package table

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/player"
)

// A table resumed from a record that ends it (the deals it was made for
// have been played: a server took it over right after its last move)
// opens Finished, not between deals: it tells its journal and its
// subscribers so, refuses moves, and stays open until Shutdown.
func TestResumeOfAnEndedTable(t *testing.T) {
	j := &memJournal{}
	cfg := Config{Game: games.Hearts, Seats: people(0, 4), Deals: 1, Source: rand.NewPCG(8, 9), BotSource: rand.NewPCG(1, 2)}
	for i := range cfg.Seats {
		cfg.Seats[i] = SeatConfig{Bot: player.Random{}, Name: "random"}
	}
	first, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	waitDone(t, first, 20*time.Second)
	rec := first.Record()
	if len(rec.Deals) != 1 {
		t.Fatalf("the first table played %d deals, want 1", len(rec.Deals))
	}
	cfg.Resume, cfg.Journal = rec, j
	cfg.Source = rand.NewPCG(8, 9)
	again, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if s := again.Summary(); s.State != Finished {
		t.Fatalf("the resumed table is %v, want finished", s.State)
	}
	sub, err := again.Watch()
	if err != nil {
		t.Fatalf("watching the resumed finished table: %v", err)
	}
	<-sub.Ready()
	if u := lastUpdate(sub); u == nil || u.State != Finished || u.Seq != uint64(1+len(rec.Deals[0].Actions)) {
		t.Fatalf("the spectator's first update: %+v", u)
	}
	if j.last.State != Finished {
		t.Fatalf("the journal was told %v, want finished", j.last.State)
	}
	select {
	case <-again.Done():
		t.Fatal("the resumed finished table stopped by itself")
	case <-time.After(100 * time.Millisecond):
	}
	again.Shutdown()
	<-sub.Done()
}
