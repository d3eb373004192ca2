package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/programs/server/tables"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/table"
	"github.com/blackqueen/rules/variant"
)

// gameCase is a game as the tests play it: its seats and options.
type gameCase struct {
	game    string
	seats   int
	options string
}

// everyGame is a table of each of the five games.
func everyGame() []gameCase {
	return []gameCase{
		{"schwarze-madonna", 4, `{}`},
		{"black-maria", 3, `{}`},
		{"hearts", 4, `{}`},
		{"schwarze-sau", 3, `{"stock-exchange": true, "schieben": true, "jungfrau": true}`},
		{"old-maid", 3, `{"turn-timer": "off"}`},
	}
}

// TestNothingHiddenReachesAnyone plays a whole match (two deals) of each
// game through the server, a person in every seat, and at every state of
// the table asks everything that needs no seat's secret: the table's
// info, its record, the lobby, the history, the presence request, and
// Centrifuge's own presence and history commands on every channel. After
// the match, its record (public now) is replayed by the rules library to
// the View each seat had at each state, and (besides, every seat asks for
// a hint at every state of a deal, checkHints):
//   - every message on a seat's channel carries exactly that seat's View
//     and no card it does not show;
//   - every message to the spectator and every answer without a secret
//     holds only cards that every seat's View shows (the spectator's
//     share);
//   - the record route serves exactly the deals that were over, and the
//     replay route replays exactly those.
func TestNothingHiddenReachesAnyone(t *testing.T) {
	o := testOptions(t)
	o.pace.dealPause = time.Hour // the next deal starts when every seat asks for it
	o.rate = 1e6                 // the test asks everything at every state
	base, stop := startServer(t, o)
	defer stop()
	for _, g := range everyGame() {
		t.Run(g.game, func(t *testing.T) {
			m := playWatched(t, base, spec{Game: g.game, Seats: g.seats, Bots: make([]string, g.seats),
				Options: json.RawMessage(g.options), Deals: 2, Public: true})
			m.check()
		})
	}
}

// watchedMatch is a match played by the test in every seat, and all that
// anyone was told or could fetch while it was played.
type watchedMatch struct {
	t         *testing.T
	base, id  string
	seats     []*pageClient
	spectator *pageClient
	anon      *pageClient                  // a connection without a subscription
	told      map[int][]tables.Publication // by seat (-1: the spectator), every publication in order
	asked     []answer                     // every answer without a secret
	hints     map[int][]answer             // by seat, every hint it asked for with its secret
	records   []answer                     // the record route's answers
	replays   []answer                     // the replay route's answers
	// played is every change the test made, in order: the seat that
	// moved, or -1 for a deal (a change of its own, whose cards the final
	// record has).
	played []int
	final  *record.Record
}

// answer is what a request without a secret got at the table's seq.
type answer struct {
	seq    uint64
	what   string
	status int
	body   []byte
}

// playWatched creates the table, seats a person in every seat, and plays
// random legal moves to the end of the match, asking everything public
// at every state.
func playWatched(t *testing.T, base string, s spec) *watchedMatch {
	g := newTable(t, base, s)
	m := &watchedMatch{t: t, base: base, id: g.Table, told: map[int][]tables.Publication{}, hints: map[int][]answer{}}
	grants := []seatGrant{g}
	for range s.Seats - 1 {
		var o seatGrant
		if code := post(t, base+"/api/tables/"+g.Table+"/join", joinRequest{Seat: -1, Name: "Bo"}, &o); code != http.StatusOK {
			t.Fatalf("join: %d", code)
		}
		grants = append(grants, o)
	}
	m.seats = make([]*pageClient, s.Seats)
	for _, gr := range grants {
		m.seats[gr.Seat] = dial(t, base, g.Table, gr.Secret, gr.Seat)
	}
	m.spectator = dial(t, base, g.Table, "", -1)
	m.anon = connectPage(t, base)
	want := uint64(1) // every seat is taken: the first deal is dealt
	m.played = append(m.played, -1)
	for step := 0; ; step++ {
		if step > 2000 {
			t.Fatal("the match did not end in 2000 steps")
		}
		u := m.await(want)
		m.ask(u.Seq)
		m.askHints(u)
		switch u.State {
		case table.Finished:
			m.final = m.finalRecord()
			return m
		case table.BetweenDeals:
			for _, p := range m.seats {
				if err := p.request("next", nil); err != nil {
					t.Fatalf("next: %v", err)
				}
			}
			want = u.Seq + 1
			m.played = append(m.played, -1)
			continue
		}
		mover := -1
		for i, p := range m.seats {
			if p.last.View.Turn != nil {
				mover = i
				break
			}
		}
		if mover < 0 {
			t.Fatalf("seq %d (%s): no seat has a turn", u.Seq, u.State)
		}
		var reply tables.MoveReply
		b, err := m.seats[mover].rpc("move", mustJSONT(map[string]any{"table": m.id, "secret": m.seats[mover].secret,
			"seq": u.Seq, "move": legalMove(t, m.seats[mover].last)}))
		if err != nil || json.Unmarshal(b, &reply) != nil || reply.Seq != u.Seq+1 {
			t.Fatalf("seat %d's move at seq %d: %v (%s)", mover, u.Seq, err, b)
		}
		m.played = append(m.played, mover)
		want = reply.Seq
	}
}

// await collects every client's publications until each has seen an
// update at seq, and returns the spectator's.
func (m *watchedMatch) await(seq uint64) *table.Update {
	m.t.Helper()
	for i, p := range append(slices.Clone(m.seats), m.spectator) {
		if i == len(m.seats) {
			i = -1
		}
		for p.last == nil || p.last.Seq < seq {
			pub, err := p.next(20*time.Second, func(tables.Publication) bool { return true })
			if err != nil {
				m.t.Fatalf("seat %d waiting for seq %d: %v (last %+v)", i, seq, err, p.last)
			}
			m.told[i] = append(m.told[i], pub)
		}
	}
	return m.spectator.last
}

// ask makes every request that needs no secret, at the table's seq.
func (m *watchedMatch) ask(seq uint64) {
	m.t.Helper()
	for _, path := range []string{"/api/tables/" + m.id, "/api/lobby", "/api/history", "/api/tables/" + m.id + "/record", "/api/tables/" + m.id + "/replay"} {
		status, body := get(m.t, m.base+path)
		a := answer{seq: seq, what: "GET " + path, status: status, body: body}
		switch path {
		case "/api/tables/" + m.id + "/record":
			m.records = append(m.records, a)
		case "/api/tables/" + m.id + "/replay":
			m.replays = append(m.replays, a)
		default:
			m.asked = append(m.asked, a)
		}
	}
	f, _ := m.anon.send(fmt.Sprintf(`"rpc":{"method":"presence","data":{"table":%q}}`, m.id)) // refused once the table has ended
	m.asked = append(m.asked, answer{seq: seq, what: "RPC presence", body: f.Raw})
	channels := []string{tables.WatchChannel(m.id)}
	for i := range m.seats {
		channels = append(channels, tables.SeatChannel(m.id, i))
	}
	for _, ch := range channels {
		for _, cmd := range []string{"presence", "presence_stats", "history"} {
			f, _ := m.anon.send(fmt.Sprintf(`%q:{"channel":%q}`, cmd, ch))
			m.asked = append(m.asked, answer{seq: seq, what: cmd + " " + ch, body: f.Raw})
		}
	}
}

// askHints asks, while a deal is played, for a hint at every seat with
// its own secret, and once with a secret no seat holds.
func (m *watchedMatch) askHints(u *table.Update) {
	m.t.Helper()
	if u.State != table.Playing {
		return
	}
	for i, p := range m.seats {
		b, err := p.rpc("hint", mustJSONT(map[string]any{"table": m.id, "secret": p.secret}))
		if err != nil {
			b = []byte(mustJSONT(map[string]any{"error": err.Error()}))
		}
		m.hints[i] = append(m.hints[i], answer{seq: u.Seq, what: "RPC hint", body: b})
	}
	b, err := m.anon.rpc("hint", mustJSONT(map[string]any{"table": m.id, "secret": "no-such-secret"}))
	var re *replyError
	if !errors.As(err, &re) || re.refusal() == nil || re.refusal().Code != table.ErrSecret.Code {
		m.t.Errorf("a hint for a secret no seat holds: %v %s", err, b)
	}
}

// checkHints holds every hint against the seat's View at its seq: a
// seat with something to decide got a move it may make and the reason
// player.Explain gives for it from that View alone, in every language;
// a seat without got the refusal no-turn.
func (m *watchedMatch) checkHints(at map[uint64]seen) {
	t := m.t
	n := 0
	for seat, hs := range m.hints {
		for _, a := range hs {
			v := at[a.seq].views[seat]
			var reply tables.HintReply
			if json.Unmarshal(a.body, &reply) != nil || reply.Reason == nil {
				if v.Turn != nil || len(v.Announce) > 0 || !strings.Contains(string(a.body), table.ErrNoTurn.Code) {
					t.Errorf("seat %d at seq %d: the hint was %s", seat, a.seq, a.body)
				}
				continue
			}
			n++
			if extra := beyond(cardsIn(t, mustJSONT(reply.Move)), cardsIn(t, mustJSONT(v))); len(extra) > 0 {
				t.Errorf("seat %d at seq %d: the hinted move %v names %v, which its View does not show", seat, a.seq, reply.Move, extra)
			}
			why := player.Explain(v, reply.Move)
			for _, lang := range []string{"en", "de", "da"} {
				if want := why.Text(lang); reply.Reason[lang] != want {
					t.Errorf("seat %d at seq %d: the %s reason %q is not its View's %q", seat, a.seq, lang, reply.Reason[lang], want)
				}
			}
		}
	}
	if n == 0 {
		t.Error("no hint was given")
	}
}

// finalRecord is the finished match's record, which shows every deal.
func (m *watchedMatch) finalRecord() *record.Record {
	m.t.Helper()
	a := m.records[len(m.records)-1]
	rec, err := record.Parse(a.body)
	if err != nil {
		m.t.Fatalf("the finished match's record (%d): %v", a.status, err)
	}
	if v := record.Judge(rec); !v.Valid || !v.Over && len(v.Deals) != 2 || !v.Deals[len(v.Deals)-1].Complete {
		m.t.Fatalf("the finished match's record: %+v", v)
	}
	return rec
}

// seen is what the rules let be known at one seq: each seat's View and
// the deals that are over.
type seen struct {
	views []variant.View
	over  int
}

// replay plays the match again through the rules library, from the
// final record's deals and the moves the test made, each as the seat
// that made it was told it (a record joins some moves into one action,
// Schwarze Sau's stock taken, then exchanged; an Old Maid draw chosen by
// position is applied as the card it drew), and returns what each seat's
// View was at every seq.
func (m *watchedMatch) replay() map[uint64]seen {
	m.t.Helper()
	var opts variant.Options
	for _, p := range m.told[0] {
		if p.Update != nil && p.Update.Seq > 0 {
			opts = p.Update.View.Options // the table's rules, which every seat knows
			break
		}
	}
	rec := m.final
	g, err := games.New(rec.Game, rec.Seats, opts, rand.NewPCG(0, 0))
	if err != nil {
		m.t.Fatal(err)
	}
	out := map[uint64]seen{}
	deals := 0
	for i, mover := range m.played {
		if mover < 0 {
			if deals == len(rec.Deals) {
				m.t.Fatalf("the test dealt %d times, the record has %d deals", deals+1, len(rec.Deals))
			}
			err = g.DealCards(rec.Deals[deals].Dealt())
			deals++
		} else {
			err = g.Apply(m.ownMove(mover, uint64(i+1)))
		}
		if err != nil {
			m.t.Fatalf("replaying change %d: %v", i+1, err)
		}
		s := seen{over: deals}
		for seat := range rec.Seats {
			v, err := g.View(seat)
			if err != nil {
				m.t.Fatal(err)
			}
			s.views = append(s.views, v)
		}
		if ph := s.views[0].Phase; ph != variant.PhaseDealOver && ph != variant.PhaseMatchOver {
			s.over--
		}
		out[uint64(i+1)] = s
	}
	if deals != len(rec.Deals) {
		m.t.Fatalf("the test dealt %d times, the record has %d deals", deals, len(rec.Deals))
	}
	return out
}

// ownMove is the move that led to seq as seat, which made it, was told.
func (m *watchedMatch) ownMove(seat int, seq uint64) variant.Move {
	m.t.Helper()
	for _, p := range m.told[seat] {
		if p.Update != nil && p.Update.Seq == seq && p.Update.Move != nil {
			mv := *p.Update.Move
			if d := p.Update.View.LastDraw; mv.Kind == variant.DrawAt && d != nil {
				mv = variant.DrawMove(seat, d.Card) // the hand drawn from was shuffled by the table's own source
			}
			return mv
		}
	}
	m.t.Fatalf("seat %d was not told its move at seq %d", seat, seq)
	return variant.Move{}
}

// check holds everything told and answered against the replayed Views.
func (m *watchedMatch) check() {
	t := m.t
	at := m.replay()
	public := func(seq uint64) map[card.Card]bool { // the cards every seat's View shows
		s, ok := at[seq]
		if !ok {
			return map[card.Card]bool{}
		}
		shared := cardsIn(t, mustJSONT(s.views[0]))
		for _, v := range s.views[1:] {
			mine := cardsIn(t, mustJSONT(v))
			for c := range shared {
				if !mine[c] {
					delete(shared, c)
				}
			}
		}
		return shared
	}
	for who, pubs := range m.told {
		for _, p := range pubs {
			if p.Update == nil {
				continue
			}
			seq := p.Update.Seq
			allowed := public(seq)
			if who >= 0 {
				if p.Update.Seat != who {
					t.Errorf("seat %d was told seat %d's update at seq %d", who, p.Update.Seat, seq)
				}
				allowed = map[card.Card]bool{}
				if s, ok := at[seq]; ok {
					want := s.views[who]
					if d, told := want.LastDraw, p.Update.View.LastDraw; d != nil && told != nil {
						d := *d
						d.Position = told.Position // a place in a hand shuffled by the table's source: no card
						want.LastDraw = &d
					}
					if d := cmp.Diff(mustJSONT(want), mustJSONT(p.Update.View)); d != "" {
						t.Errorf("seat %d at seq %d was told a View that is not its own (-rules +told):\n%s", who, seq, d)
					}
					allowed = cardsIn(t, mustJSONT(s.views[who]))
				}
			}
			if extra := beyond(cardsIn(t, mustJSONT(p)), allowed); len(extra) > 0 {
				t.Errorf("seat %d (-1: spectator) was told %v at seq %d, which its View does not show", who, extra, seq)
			}
		}
	}
	m.checkHints(at)
	if len(m.told[-1]) == 0 || len(m.asked) == 0 || len(m.records) == 0 {
		t.Fatal("nothing was told or asked")
	}
	for _, a := range m.asked {
		if extra := beyond(cardsIn(t, string(a.body)), public(a.seq)); len(extra) > 0 {
			t.Errorf("%s at seq %d answered %v without a secret, which a spectator's View does not show: %s", a.what, a.seq, extra, a.body)
		}
	}
	for _, a := range m.records {
		want := m.overAt(a, at)
		if want == nil {
			continue
		}
		rec, err := record.Parse(a.body)
		if err != nil {
			t.Errorf("%s at seq %d: status %d, %v", a.what, a.seq, a.status, err)
			continue
		}
		if d := cmp.Diff(mustJSONT(want), mustJSONT(rec)); d != "" {
			t.Errorf("%s at seq %d serves other than the %d deals over (-want +got):\n%s", a.what, a.seq, len(want.Deals), d)
		}
	}
	m.checkReplays(at)
}

// overAt is the record of the deals that were over when a was answered,
// or nil when none was, and then holds that a was 404.
func (m *watchedMatch) overAt(a answer, at map[uint64]seen) *record.Record {
	over := at[a.seq].over
	if over == 0 {
		if a.status != http.StatusNotFound {
			m.t.Errorf("%s at seq %d, no deal over: status %d, %s", a.what, a.seq, a.status, a.body)
		}
		return nil
	}
	want := *m.final
	want.Deals = want.Deals[:over]
	return &want
}

// checkReplays holds the replay route's answers to the deals that were
// over when it was asked: none (404), or exactly their replay.
func (m *watchedMatch) checkReplays(at map[uint64]seen) {
	t := m.t
	if len(m.replays) == 0 {
		t.Fatal("the replay route was never asked")
	}
	for _, a := range m.replays {
		want := m.overAt(a, at)
		if want == nil {
			continue
		}
		var got replayReply
		if err := json.Unmarshal(a.body, &got); err != nil || a.status != http.StatusOK {
			t.Errorf("%s at seq %d: status %d, %v", a.what, a.seq, a.status, err)
			continue
		}
		for i, s := range got.Seats {
			if s.Bot || s.Name != "Ada" && s.Name != "Bo" {
				t.Errorf("%s at seq %d names seat %d %+v, not by the name it sat down with", a.what, a.seq, i, s)
			}
		}
		rp, err := replayOf(context.Background(), want, got.Seats, maxReplaySteps)
		if err != nil {
			t.Fatal(err)
		}
		rp.State = got.State // how the table stands: no card
		if d := cmp.Diff(mustJSONT(rp), mustJSONT(got)); d != "" {
			t.Errorf("%s at seq %d replays other than the %d deals over (-want +got):\n%s", a.what, a.seq, len(want.Deals), d)
		}
	}
}

// get fetches url and returns the status and the body.
func get(t *testing.T, url string) (int, []byte) {
	t.Helper()
	r, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	b, err := io.ReadAll(r.Body)
	if err != nil {
		t.Fatal(err)
	}
	return r.StatusCode, b
}

// cardsIn returns the cards named by the JSON strings of doc: a card
// anywhere in an answer or a message, whatever field holds it.
func cardsIn(t *testing.T, doc string) map[card.Card]bool {
	t.Helper()
	var v any
	if err := json.Unmarshal([]byte(doc), &v); err != nil {
		t.Fatalf("not JSON: %v: %s", err, doc)
	}
	out := map[card.Card]bool{}
	var walk func(any)
	walk = func(v any) {
		switch x := v.(type) {
		case string:
			if c, err := card.Parse(x); err == nil {
				out[c] = true
			} else if json.Valid([]byte(x)) && (len(x) > 0 && (x[0] == '{' || x[0] == '[')) {
				_ = json.Unmarshal([]byte(x), &v) // a JSON document in a string (a refusal's message)
				if _, ok := v.(string); !ok {
					walk(v)
				}
			}
		case []any:
			for _, e := range x {
				walk(e)
			}
		case map[string]any:
			for _, e := range x {
				walk(e)
			}
		}
	}
	walk(v)
	return out
}

// beyond returns the cards of got that allowed does not hold.
func beyond(got, allowed map[card.Card]bool) []card.Card {
	var out []card.Card
	for c := range got {
		if !allowed[c] {
			out = append(out, c)
		}
	}
	slices.Sort(out)
	return out
}
