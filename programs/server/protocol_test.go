package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/blackqueen/rules/programs/server/tables"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/table"
)

// TestProtocolRefusals: malformed requests, out-of-turn moves, moves
// against the rules and spectators' requests are refused with a clear
// error, the table's in English and German, and change nothing; a seat's
// channel is refused without its secret; an oversized message closes the
// connection with 1009; a foreign origin cannot open a WebSocket; a flood
// of requests is refused by the rate limit.
func TestProtocolRefusals(t *testing.T) {
	base, stop := startServer(t, testOptions(t))
	defer stop()
	g := newTable(t, base, spec{Game: "hearts", Seats: 4, Bots: []string{"", "", "", ""}, Public: true})
	var other seatGrant
	post(t, base+"/api/tables/"+g.Table+"/join", joinRequest{Seat: -1, Name: "Bo"}, &other)
	for range 2 { // people alone: nothing changes but by the test's own requests
		post(t, base+"/api/tables/"+g.Table+"/join", joinRequest{Seat: -1, Name: "Cy"}, nil)
	}
	a := dial(t, base, g.Table, g.Secret, g.Seat)
	b := dial(t, base, g.Table, other.Secret, other.Seat)
	u := a.myTurn()
	seq := u.Seq
	hand := u.View.Hand.Cards()
	pass := fmt.Sprintf(`{"seat": 1, "pass": [%q, %q, %q]}`, hand[0], hand[1], hand[2])
	moveData := func(secret, move string) string {
		return fmt.Sprintf(`{"table": %q, "secret": %q, "seq": %d, "move": %s}`, g.Table, secret, seq, move)
	}
	seatData := func(secret, more string) string {
		return fmt.Sprintf(`{"table": %q, "secret": %q%s}`, g.Table, secret, more)
	}
	cases := []struct {
		name   string
		c      *pageClient
		method string
		data   string
		code   string // the table's refusal; "" for a malformed request (CodeBadRequest)
	}{
		{"unknown field", a, "move", seatData(g.Secret, `, "seq": 1, "cheat": true`), ""},
		{"unknown method", a, "teleport", seatData(g.Secret, ""), ""},
		{"a move that is no move", a, "move", moveData(g.Secret, `{"seat": 0, "fly": "QS"}`), ""},
		{"a card that is no card", a, "move", moveData(g.Secret, `{"seat": 0, "play": "ZZ"}`), ""},
		{"play in the pass phase", a, "move", moveData(g.Secret, `{"seat": 0, "play": "2C"}`), "wrong-phase"},
		{"a pass of cards not held", b, "move", moveData(other.Secret, pass), "card-not-held"},
		// The seat comes from the secret: seat 1 passing in seat 0's name
		// passes seat 1's cards, or is refused.
		{"seat 1 passing seat 0's cards", b, "move", moveData(other.Secret, strings.Replace(pass, `"seat": 1`, `"seat": 0`, 1)), "card-not-held"},
		{"next deal while playing", a, "next", seatData(g.Secret, ""), "waiting"},
		{"timer switch at Hearts", a, "timer", seatData(g.Secret, `, "on": false`), "no-timer"},
		{"an empty chat line", a, "chat", seatData(g.Secret, `, "text": "  "`), "bad-chat"},
		{"a secret that holds no seat", a, "next", seatData("not-a-secret", ""), "unknown-seat"},
		{"a hint for a secret that holds no seat", a, "hint", seatData("not-a-secret", ""), "unknown-seat"},
		{"a hint with an unknown field", a, "hint", seatData(g.Secret, `, "seat": 1`), ""},
	}
	for _, tc := range cases {
		_, err := tc.c.rpc(tc.method, tc.data)
		var re *replyError
		if !errors.As(err, &re) {
			t.Errorf("%s: %v, want a refusal", tc.name, err)
			continue
		}
		if tc.code == "" {
			if r, _ := tables.RequestRefusal(err); re.Code != tables.CodeBadRequest || re.Message == "" || r.EN == "" || r.DE == "" || r.DA == "" {
				t.Errorf("%s: %v, want %d (malformed) with a message", tc.name, err, tables.CodeBadRequest)
			}
			continue
		}
		if r := re.refusal(); r == nil || r.Code != tc.code || r.EN == "" || r.DE == "" || r.DA == "" {
			t.Errorf("%s: refused %+v (%v), want %s with English, German and Danish", tc.name, r, err, tc.code)
		}
	}
	// A seat's channel only with that seat's secret.
	if _, err := b.send(fmt.Sprintf(`"subscribe":{"channel":%q,"data":{"secret":%q}}`, tables.SeatChannel(g.Table, g.Seat), other.Secret)); err == nil {
		t.Error("seat 1 subscribed to seat 0's channel with its own secret")
	}
	// A spectator may watch but not act.
	s := dial(t, base, g.Table, "", -1)
	if _, err := s.next(20*time.Second, func(p tables.Publication) bool { return p.Update != nil }); err != nil {
		t.Fatal(err)
	}
	_, err := s.rpc("chat", seatData("", `, "text": "hello"`))
	var re *replyError
	if !errors.As(err, &re) || re.refusal() == nil || re.refusal().Code != "spectator" {
		t.Errorf("a spectator's chat: %v", err)
	}
	if _, err := s.rpc("hint", seatData("", "")); !errors.As(err, &re) || re.refusal() == nil || re.refusal().Code != "spectator" {
		t.Errorf("a spectator's hint: %v", err)
	}
	if s.last == nil || s.last.View.Hand != 0 || s.last.Seat != -1 {
		t.Errorf("the spectator's view: %+v", s.last)
	}
	// Nothing changed.
	var info tables.TableInfo
	r, err := http.Get(base + "/api/tables/" + g.Table)
	if err != nil {
		t.Fatal(err)
	}
	err = json.NewDecoder(r.Body).Decode(&info)
	r.Body.Close()
	if err != nil || info.Summary.Seq != seq || !info.Live {
		t.Fatalf("the refused requests changed the table: seq %d -> %+v (%v)", seq, info, err)
	}

	// An oversized message closes the connection with 1009.
	big := connectPage(t, base)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	_ = big.c.Write(ctx, websocket.MessageText, []byte(`{"id":9,"rpc":{"method":"chat","data":{"text":"`+strings.Repeat("x", tables.MaxMessage)+`"}}}`))
	select {
	case <-big.closed:
		if websocket.CloseStatus(big.err) != websocket.StatusMessageTooBig {
			t.Errorf("an oversized message: %v, want close status 1009", big.err)
		}
	case <-ctx.Done():
		t.Error("an oversized message did not close the connection")
	}

	// A flood is refused by the rate limit.
	flood := connectPage(t, base)
	var wg sync.WaitGroup
	var mu sync.Mutex
	limited := 0
	for range tables.RateBurst + 5 {
		wg.Go(func() {
			_, err := flood.rpc("next", seatData(g.Secret, ""))
			var re *replyError
			if errors.As(err, &re) && re.Code == tables.CodeRateLimit {
				mu.Lock()
				limited++
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if limited == 0 {
		t.Errorf("no rate limit after %d requests at once", tables.RateBurst+5)
	}

	// A page of another host may not open a WebSocket.
	_, resp, err := websocket.Dial(ctx, wsURL(base), &websocket.DialOptions{HTTPHeader: http.Header{"Origin": {"http://evil.example"}}})
	if err == nil || resp == nil || resp.StatusCode != http.StatusForbidden {
		t.Errorf("a foreign origin: %v, %v; want 403", err, resp)
	}

	// An oversized or malformed request is refused.
	if code := post(t, base+"/api/tables", map[string]any{"game": "hearts", "seats": 4, "bots": []string{"", "", "", ""}, "name": strings.Repeat("x", maxRequest)}, nil); code != http.StatusRequestEntityTooLarge {
		t.Errorf("an oversized request: status %d", code)
	}
	var refused apiError
	if code := post(t, base+"/api/tables", map[string]any{"game": "hearts", "seats": 9, "bots": []string{}}, &refused); code != http.StatusBadRequest || refused.EN == "" {
		t.Errorf("a table of 9 seats: status %d, %+v", code, refused)
	}
}

// playMoves makes n of the seat's moves, each when its turn comes, and
// returns the seq of the last. A move the table refuses as stale (a
// built-in player passed meanwhile) is decided again on the newer update.
func playMoves(t *testing.T, p *pageClient, n int) uint64 {
	t.Helper()
	var seq uint64
	for made := 0; made < n; {
		u := p.myTurn()
		if u == nil {
			t.Fatal("the table finished early")
		}
		raw, err := p.rpc("move", fmt.Sprintf(`{"table": %q, "secret": %q, "seq": %d, "move": %s}`, p.table, p.secret, u.Seq, legalMove(t, u)))
		var re *replyError
		if errors.As(err, &re) && re.Code == tables.CodeStale {
			if _, err := p.next(30*time.Second, func(m tables.Publication) bool { return m.Update != nil && m.Update.Seq > u.Seq }); err != nil {
				t.Fatalf("no update after seq %d: %v", u.Seq, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("move at seq %d: %v", u.Seq, err)
		}
		made++
		var rep tables.MoveReply
		if err := json.Unmarshal(raw, &rep); err != nil {
			t.Fatal(err)
		}
		seq = rep.Seq
		p.last = nil // the next turn is told by a newer update
	}
	return seq
}

// TestRestartKeepsTables: a table in progress survives a restart of the
// server with the same database (its record replayed; the seat's secret
// still works); a finished table's record, seats and result are in the
// database (and, a public table, in the history), and the referee judges
// the downloaded record valid.
func TestRestartKeepsTables(t *testing.T) {
	o := testOptions(t)
	base, stop := startServer(t, o)
	g := newTable(t, base, spec{Game: "black-maria", Seats: 3, Bots: []string{"", "heuristic", "random"}, Deals: 1, Public: true})
	a := dial(t, base, g.Table, g.Secret, g.Seat)
	seq := playMoves(t, a, 5)
	stop()

	base, stop = startServer(t, o)
	defer stop()
	a = dial(t, base, g.Table, g.Secret, g.Seat)
	m, err := a.next(20*time.Second, func(p tables.Publication) bool { return p.Update != nil })
	if err != nil || m.Update.Seat != 0 || m.Update.Seq < seq {
		t.Fatalf("after the restart: %v %+v, want seat 0 at seq ≥ %d", err, m.Update, seq)
	}
	for a.myTurn() != nil {
		playMoves(t, a, 1)
	}
	judgeOneDeal(t, base, g.Table)
	// The database has the finished game: who sat where and the result.
	deadline := time.Now().Add(20 * time.Second)
	for {
		var h struct {
			Games []struct {
				ID     string   `json:"id"`
				State  string   `json:"state"`
				Seats  []string `json:"seats"`
				Totals []int    `json:"totals"`
			} `json:"games"`
		}
		resp, err := http.Get(base + "/api/history")
		if err != nil {
			t.Fatal(err)
		}
		err = json.NewDecoder(resp.Body).Decode(&h)
		resp.Body.Close()
		if err != nil {
			t.Fatal(err)
		}
		if len(h.Games) == 1 && h.Games[0].ID == g.Table && h.Games[0].State == "finished" &&
			strings.Join(h.Games[0].Seats, ",") == "Ada,Anna,Bruno" && len(h.Games[0].Totals) == 3 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the history: %+v", h)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// legalMove is a random legal move of the seat whose turn u shows, as the
// JSON the page sends.
func legalMove(t *testing.T, u *table.Update) json.RawMessage {
	t.Helper()
	m, err := randomPlayer.Choose(u.View, testRand)
	if err != nil {
		t.Fatal(errors.Join(err, errors.New("choosing a move")))
	}
	b, _ := json.Marshal(m)
	return b
}

// judgeOneDeal downloads the record of table id and fails unless the
// referee finds it valid, with one complete deal.
func judgeOneDeal(t *testing.T, base, id string) {
	t.Helper()
	r, err := http.Get(base + "/api/tables/" + id + "/record")
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	rec, err := record.Decode(r.Body)
	if err != nil {
		t.Fatal(err)
	}
	if v := record.Judge(rec); !v.Valid || len(v.Deals) != 1 || !v.Deals[0].Complete {
		t.Fatalf("the downloaded record of %s: %+v", id, v)
	}
}
