package session

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/programs/internal/gameform"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/table"
	"github.com/blackqueen/rules/variant"
)

// seed is a fixed seed of SeedLen bytes in hex, for repeatable tests.
func seed(b byte) string { return strings.Repeat(hex.EncodeToString([]byte{b}), SeedLen) }

// spec writes a Spec in JSON.
func spec(t *testing.T, s Spec) []byte {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestGames(t *testing.T) {
	var got struct {
		Games []struct {
			ID    string `json:"id"`
			Min   int    `json:"min"`
			Max   int    `json:"max"`
			Table []struct {
				Name    string        `json:"name"`
				Values  []string      `json:"values"`
				Default string        `json:"default"`
				Title   gameform.Text `json:"title"`
			} `json:"table"`
		} `json:"games"`
		Strengths []string `json:"strengths"`
	}
	if err := json.Unmarshal(Games(), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Games) != len(games.All()) {
		t.Fatalf("%d games, want %d", len(got.Games), len(games.All()))
	}
	for k, id := range games.All() {
		g := got.Games[k]
		lo, hi := games.SeatRange(id)
		if g.ID != id.String() || g.Min != lo || g.Max != hi {
			t.Errorf("game %d is %s %d-%d, want %s %d-%d", k, g.ID, g.Min, g.Max, id, lo, hi)
		}
		if len(g.Table) != len(games.CatalogueOptions(id)) {
			t.Errorf("%s: %d options, want %d", id, len(g.Table), len(games.CatalogueOptions(id)))
		}
		for _, o := range g.Table {
			if o.Default == "" || o.Title.EN == "" || o.Title.DE == "" {
				t.Errorf("%s: option %s lacks its default or title: %+v", id, o.Name, o)
			}
		}
	}
	if len(got.Strengths) != 1 || got.Strengths[0] != Strength {
		t.Errorf("strengths %v, want [%s]", got.Strengths, Strength)
	}
}

// TestNewRefuses: each limit of a spec at its value opens a table, one
// past it is refused with its code.
func TestNewRefuses(t *testing.T) {
	ok := Spec{Game: "hearts", Seats: 4, Seed: seed(1)}
	cases := []struct {
		name string
		edit func(*Spec)
		code string // "" for a table opened
	}{
		{"plain", func(*Spec) {}, ""},
		{"pace at MaxPace", func(s *Spec) { s.Pace = MaxPace }, ""},
		{"pace past MaxPace", func(s *Spec) { s.Pace = MaxPace + 1 }, "bad-pace"},
		{"pace below 0", func(s *Spec) { s.Pace = -1 }, "bad-pace"},
		{"deals at MaxDeals", func(s *Spec) { s.Deals = MaxDeals }, ""},
		{"deals past MaxDeals", func(s *Spec) { s.Deals = MaxDeals + 1 }, "bad-deals"},
		{"seed one byte short", func(s *Spec) { s.Seed = s.Seed[2:] }, "bad-seed"},
		{"seed one byte long", func(s *Spec) { s.Seed += "00" }, "bad-seed"},
		{"seed not hex", func(s *Spec) { s.Seed = "zz" + s.Seed[2:] }, "bad-seed"},
		{"no such game", func(s *Spec) { s.Game = "skat" }, "bad-game"},
		{"too few seats", func(s *Spec) { s.Seats = 2 }, "bad-seats"},
		{"name at table.MaxName", func(s *Spec) { s.Name = strings.Repeat("a", table.MaxName) }, ""},
		{"name past table.MaxName", func(s *Spec) { s.Name = strings.Repeat("a", table.MaxName+1) }, "bad-name"},
	}
	for _, c := range cases {
		s := ok
		c.edit(&s)
		sess, reply, err := New("t1", spec(t, s))
		if c.code == "" {
			if err != nil {
				t.Errorf("%s: %v", c.name, err)
				continue
			}
			if reply.Table != "t1" || reply.Seat != 0 || reply.Secret == "" {
				t.Errorf("%s: reply %+v", c.name, reply)
			}
			sess.Close()
			continue
		}
		if got := RefusalOf(err); err == nil || got.Code != c.code || got.EN == "" || got.DE == "" {
			t.Errorf("%s: refusal %+v (%v), want code %s with its messages", c.name, got, err, c.code)
		}
	}
}

// TestMessageLimit: a message of MaxMessage bytes is read, one byte more
// is refused.
func TestMessageLimit(t *testing.T) {
	base := string(spec(t, Spec{Game: "hearts", Seats: 4, Seed: seed(2)}))
	// White space before the closing brace, which JSON allows, fills the
	// message to MaxMessage bytes.
	body := base[:len(base)-1] + strings.Repeat(" ", MaxMessage-len(base)) + "}"
	if len(body) != MaxMessage {
		t.Fatalf("the message is %d bytes, want %d", len(body), MaxMessage)
	}
	sess, _, err := New("t1", []byte(body))
	if err != nil {
		t.Fatalf("a message of MaxMessage bytes: %v", err)
	}
	defer sess.Close()
	if _, _, err := New("t2", []byte(body+" ")); RefusalOf(err).Code != "too-large" {
		t.Errorf("a message of MaxMessage+1 bytes: %v, want too-large", err)
	}
	if err := sess.Do([]byte(`{"t":"next"} {}`)); RefusalOf(err).Code != "bad-message" {
		t.Errorf("a message with data after it: %v, want bad-message", err)
	}
	if err := sess.Do([]byte(`{"t":"dance"}`)); RefusalOf(err).Code != "bad-message" {
		t.Errorf("an unknown request: %v, want bad-message", err)
	}
}

// driver plays the person's seat of a session through its JSON feed with
// the heuristic player, as the page would by hand.
type driver struct {
	t     *testing.T
	s     *Session
	feed  *Feed
	last  *table.Update
	r     *rand.Rand
	moves int
	// explained holds the deals (by their number) whose end came with
	// every seat's terms in English and German.
	explained map[int]bool
	refused   []table.Refusal
}

func newDriver(t *testing.T, s Spec) *driver {
	t.Helper()
	sess, _, err := New("t1", spec(t, s))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(sess.Close)
	feed, err := sess.Subscribe()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(feed.Close)
	return &driver{t: t, s: sess, feed: feed, r: rand.New(rand.NewPCG(1, 2)), explained: map[int]bool{}}
}

// read takes the feed's next publications; fresh reports an update
// among them.
func (d *driver) read(ctx context.Context) (ok, fresh bool) {
	pubs, ok := d.feed.Next(ctx)
	for _, b := range pubs {
		var p Publication
		if err := json.Unmarshal(b, &p); err != nil {
			d.t.Fatalf("publication %s: %v", b, err)
		}
		switch p.T {
		case "update":
			d.last, fresh = p.Update, true
			if p.Update.View.Last != nil && p.Update.State != table.Playing {
				if len(p.Explain["en"]) != p.Update.View.Seats || len(p.Explain["de"]) != p.Update.View.Seats {
					d.t.Fatalf("a deal ended without each seat's explained score: %v", p.Explain)
				}
				d.explained[len(p.Update.Results)] = true
			}
		case "refused":
			d.refused = append(d.refused, *p.Refusal)
		}
	}
	return ok, fresh
}

// play acts for the person until the table is finished.
func (d *driver) play(limit time.Duration) {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	for {
		ok, fresh := d.read(ctx)
		if !ok {
			break
		}
		u := d.last
		if !fresh {
			continue // a refusal or a chat line: the table stands where it stood
		}
		switch {
		case u.State == table.Finished:
			return
		case u.State == table.BetweenDeals && !u.Seats[u.Seat].Ready:
			if err := d.s.Do([]byte(`{"t":"next"}`)); err != nil {
				d.t.Fatal(err)
			}
		case u.View.Turn != nil:
			m, err := player.Heuristic{}.Choose(u.View, d.r)
			if err != nil {
				d.t.Fatal(err)
			}
			b, err := json.Marshal(m)
			if err != nil {
				d.t.Fatal(err)
			}
			if err := d.s.Do([]byte(fmt.Sprintf(`{"t":"move","move":%s}`, b))); err != nil {
				d.t.Fatalf("move %s: %v", b, err)
			}
			d.moves++
		}
	}
	d.t.Fatalf("the table did not finish in %v: %+v", limit, d.last)
}

// TestWholeMatch plays a whole Hearts match to 30 points through the
// JSON the page speaks, and one deal of every game.
func TestWholeMatch(t *testing.T) {
	d := newDriver(t, Spec{Game: "hearts", Seats: 4, Seed: seed(3), Options: json.RawMessage(`{"target":30}`)})
	d.play(60 * time.Second)
	if len(d.explained) < 1 || len(d.last.Results) != len(d.explained) || len(d.last.View.Winners) == 0 {
		t.Errorf("the match ended after %d deals (%d explained) with winners %v", len(d.last.Results), len(d.explained), d.last.View.Winners)
	}
	if hi := max(d.last.View.Totals[0], d.last.View.Totals[1], d.last.View.Totals[2], d.last.View.Totals[3]); hi < 30 {
		t.Errorf("the match to 30 ended with totals %v", d.last.View.Totals)
	}
	if st := d.s.Stats(); st.Moves == 0 || st.MeanMS <= 0 || st.MaxMS < st.MeanMS {
		t.Errorf("bot stats %+v after a whole match", st)
	}
	t.Logf("Hearts to 30: %d deals, %d moves of the person, bots %+v", len(d.last.Results), d.moves, d.s.Stats())

	for _, id := range games.All() {
		lo, _ := games.SeatRange(id)
		d := newDriver(t, Spec{Game: id.String(), Seats: max(lo, 4), Seed: seed(4), Deals: 1})
		d.play(60 * time.Second)
		if len(d.explained) != 1 || d.moves == 0 {
			t.Errorf("%s: one deal ended with %d explained scores after %d moves of the person", id, len(d.explained), d.moves)
		}
	}
}

// TestRefusedMove: a move the rules forbid changes nothing and is told
// with its rule, as an error and on the feed. The bots pass while the
// person's pass waits (SH-R3: every seat passes at once), so the table's
// Seq may move on meanwhile; what the refused play must leave as it was
// is the person's side: the hand, which the play would have cut, and the
// turn, still the pass.
func TestRefusedMove(t *testing.T) {
	d := newDriver(t, Spec{Game: "hearts", Seats: 4, Seed: seed(5)})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for d.last == nil || d.last.View.Turn == nil {
		if ok, _ := d.read(ctx); !ok {
			t.Fatal("no turn for the person")
		}
	}
	hand := d.last.View.Hand
	// The first turn of Hearts is the pass (SH-R3): a play is refused.
	if err := d.s.Do([]byte(`{"t":"move","move":{"play":"2C"}}`)); err == nil {
		t.Fatal("a move without its seat was taken")
	}
	err := d.s.Do([]byte(`{"t":"move","move":{"seat":0,"play":"2C"}}`))
	var v *rule.Violation
	if !errors.As(err, &v) {
		t.Fatalf("a play in the pass phase: %v, want a rule violation", err)
	}
	for len(d.refused) == 0 {
		if ok, _ := d.read(ctx); !ok {
			t.Fatal("the refusal was not told on the feed")
		}
	}
	if r := d.refused[0]; r.Code != v.ID.String() || r.EN == "" || r.DE == "" {
		t.Errorf("the feed told %+v for %v", r, v)
	}
	if d.last.View.Hand != hand || d.last.View.Turn == nil || d.last.View.Turn.Kind != variant.Pass {
		t.Errorf("a refused play changed the person's side: hand %v (was %v), turn %+v", d.last.View.Hand, hand, d.last.View.Turn)
	}
	if m := d.last.Move; m != nil && m.Seat == 0 {
		t.Errorf("the last move after the refusal is the person's: %+v", m)
	}
}
