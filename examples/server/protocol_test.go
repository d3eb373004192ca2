package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/table"
	"github.com/coder/websocket"
)

// wsClient is a test's WebSocket connection to a table.
type wsClient struct {
	t    *testing.T
	c    *websocket.Conn
	in   chan []byte // what the server sent, read by one goroutine
	err  error       // why in was closed
	last *table.Update
}

// post sends a JSON request and decodes the answer into out.
func post(t *testing.T, url string, body any, out any) int {
	t.Helper()
	b, _ := json.Marshal(body)
	r, err := http.Post(url, "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	if out != nil {
		_ = json.NewDecoder(r.Body).Decode(out)
	}
	return r.StatusCode
}

// newTable creates a table by the API and returns the creator's grant.
func newTable(t *testing.T, base string, s spec) seatGrant {
	t.Helper()
	var g seatGrant
	if code := post(t, base+"/api/tables", createRequest{spec: s, Name: "Ada"}, &g); code != http.StatusCreated {
		t.Fatalf("creating %+v: status %d", s, code)
	}
	return g
}

// dial connects to the table of g (as a spectator when secret is "").
func dial(t *testing.T, base, tableID, secret string) *wsClient {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(base, "http")+"/ws", nil)
	if err != nil {
		t.Fatal(err)
	}
	w := &wsClient{t: t, c: c, in: make(chan []byte, 1024)}
	// One goroutine reads: a Read whose context ends closes the
	// connection, so the test's time limits apply to the channel instead.
	go func() {
		defer close(w.in)
		for {
			_, b, err := c.Read(context.Background())
			if err != nil {
				w.err = err
				return
			}
			w.in <- b
		}
	}()
	w.send(clientMessage{T: "hello", Table: tableID, Secret: secret})
	return w
}

func (w *wsClient) send(m any) {
	w.t.Helper()
	b, _ := json.Marshal(m)
	w.raw(b)
}

func (w *wsClient) raw(b []byte) {
	w.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := w.c.Write(ctx, websocket.MessageText, b); err != nil {
		w.t.Fatal(err)
	}
}

// next reads messages until f accepts one, at most d.
func (w *wsClient) next(d time.Duration, f func(serverMessage) bool) (serverMessage, error) {
	timeout := time.After(d)
	for {
		var b []byte
		select {
		case msg, ok := <-w.in:
			if !ok {
				return serverMessage{}, w.err
			}
			b = msg
		case <-timeout:
			return serverMessage{}, errors.New("timed out")
		}
		var m serverMessage
		if err := json.Unmarshal(b, &m); err != nil {
			w.t.Fatalf("the server sent %s: %v", b, err)
		}
		if m.Update != nil {
			w.last = m.Update
		}
		if f(m) {
			return m, nil
		}
	}
}

// refusal waits for the refusal of the last message.
func (w *wsClient) refusal() *table.Refusal {
	w.t.Helper()
	m, err := w.next(5*time.Second, func(m serverMessage) bool { return m.T == "refused" })
	if err != nil {
		w.t.Fatalf("no refusal came: %v", err)
	}
	return m.Refusal
}

// myTurn waits until the seat's turn comes (the built-in players have
// moved) and returns the update; nil when the table has finished.
func (w *wsClient) myTurn() *table.Update {
	w.t.Helper()
	done := func(u *table.Update) bool { return u != nil && (u.View.Turn != nil || u.State == table.Finished) }
	if !done(w.last) {
		if _, err := w.next(10*time.Second, func(m serverMessage) bool { return done(m.Update) }); err != nil {
			w.t.Fatalf("the seat's turn did not come: %v", err)
		}
	}
	if w.last.State == table.Finished {
		return nil
	}
	return w.last
}

// TestProtocolRefusals: malformed, oversized, out-of-turn and spectators'
// messages are refused with a clear error, in English and German, and
// change nothing; a foreign origin cannot open a WebSocket; a flood of
// messages is refused by the rate limit.
func TestProtocolRefusals(t *testing.T) {
	base, stop := startServer(t, testOptions(t))
	defer stop()
	g := newTable(t, base, spec{Game: "hearts", Seats: 4, Bots: []string{"", "", "", ""}, Public: true})
	var other seatGrant
	post(t, base+"/api/tables/"+g.Table+"/join", joinRequest{Seat: -1, Name: "Bo"}, &other)
	for range 2 { // people alone: nothing changes but by the test's own messages
		post(t, base+"/api/tables/"+g.Table+"/join", joinRequest{Seat: -1, Name: "Cy"}, nil)
	}
	a := dial(t, base, g.Table, g.Secret)
	b := dial(t, base, g.Table, other.Secret)
	u := a.myTurn()
	seq := u.Seq

	cases := []struct {
		name string
		c    *wsClient
		msg  string
		code string
	}{
		{"not JSON", a, `{"t": "move", "move": `, "bad-message"},
		{"unknown field", a, `{"t": "move", "cheat": true}`, "bad-message"},
		{"unknown kind", a, `{"t": "teleport"}`, "bad-message"},
		{"a move that is no move", a, `{"t": "move", "move": {"seat": 0, "fly": "QS"}}`, "bad-message"},
		{"a card that is no card", a, `{"t": "move", "move": {"seat": 0, "play": "ZZ"}}`, "bad-message"},
		{"play in the pass phase", a, `{"t": "move", "move": {"seat": 0, "play": "2C"}}`, "wrong-phase"},
		{"a pass of cards not held", b, `{"t": "move", "move": {"seat": 1, "pass": ["` + u.View.Hand.Cards()[0].String() + `", "` + u.View.Hand.Cards()[1].String() + `", "` + u.View.Hand.Cards()[2].String() + `"]}}`, "card-not-held"},
		{"next deal while playing", a, `{"t": "next"}`, "waiting"},
		{"timer switch at Hearts", a, `{"t": "timer", "on": false}`, "no-timer"},
		{"an empty chat line", a, `{"t": "chat", "text": "  "}`, "bad-chat"},
	}
	for _, tc := range cases {
		tc.c.raw([]byte(tc.msg))
		r := tc.c.refusal()
		if r.Code != tc.code || r.EN == "" || r.DE == "" {
			t.Errorf("%s: refused %+v, want %s with English and German", tc.name, r, tc.code)
		}
	}
	// Seat 1 sends a pass in seat 0's name: the seat comes from the
	// secret, so these are seat 1's cards to pass, or a refusal.
	if r := (func() *table.Refusal {
		b.raw([]byte(`{"t": "move", "move": {"seat": 0, "pass": ["` + u.View.Hand.Cards()[0].String() + `", "` + u.View.Hand.Cards()[1].String() + `", "` + u.View.Hand.Cards()[2].String() + `"]}}`))
		return b.refusal()
	})(); r.Code != "card-not-held" {
		t.Errorf("seat 1 passing seat 0's cards: %+v", r)
	}
	// A spectator may watch but not act.
	s := dial(t, base, g.Table, "")
	if _, err := s.next(5*time.Second, func(m serverMessage) bool { return m.Update != nil }); err != nil {
		t.Fatal(err)
	}
	s.send(clientMessage{T: "chat", Text: "hello"})
	if r := s.refusal(); r.Code != "spectator" {
		t.Errorf("a spectator's chat: %+v", r)
	}
	if s.last == nil || s.last.View.Hand != 0 || s.last.Seat != -1 {
		t.Errorf("the spectator's view: %+v", s.last)
	}
	// Nothing changed.
	e, _ := (func() (*table.Summary, error) {
		var info struct {
			Info table.Summary `json:"info"`
		}
		r, err := http.Get(base + "/api/tables/" + g.Table)
		if err != nil {
			return nil, err
		}
		defer r.Body.Close()
		return &info.Info, json.NewDecoder(r.Body).Decode(&info)
	})()
	if e == nil || e.Seq != seq {
		t.Fatalf("the refused messages changed the table: seq %d -> %+v", seq, e)
	}

	// An oversized message closes the connection with 1009.
	big := dial(t, base, g.Table, g.Secret)
	big.raw([]byte(`{"t": "chat", "text": "` + strings.Repeat("x", maxMessage) + `"}`))
	_, err := big.next(5*time.Second, func(serverMessage) bool { return false })
	if websocket.CloseStatus(err) != websocket.StatusMessageTooBig {
		t.Errorf("an oversized message: %v, want close status 1009", err)
	}

	// A flood is refused by the rate limit.
	flood := dial(t, base, g.Table, g.Secret)
	for range rateBurst + 5 {
		flood.send(clientMessage{T: "next"})
	}
	limited := false
	for !limited {
		m, err := flood.next(5*time.Second, func(m serverMessage) bool { return m.T == "refused" })
		if err != nil {
			t.Fatalf("no rate limit after %d messages at once: %v", rateBurst+5, err)
		}
		limited = m.Refusal.Code == "rate-limit"
	}

	// A page of another host may not open a WebSocket.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, resp, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(base, "http")+"/ws", &websocket.DialOptions{HTTPHeader: http.Header{"Origin": {"http://evil.example"}}})
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

// TestRestartKeepsTables: a table in progress survives a restart of the
// server with the same database (its record replayed; the seat's secret
// still works); a finished table's record, seats and result are in the
// database, and the referee judges the downloaded record valid.
func TestRestartKeepsTables(t *testing.T) {
	o := testOptions(t)
	base, stop := startServer(t, o)
	g := newTable(t, base, spec{Game: "black-maria", Seats: 3, Bots: []string{"", "heuristic", "random"}, Deals: 1})
	a := dial(t, base, g.Table, g.Secret)
	play := func(a *wsClient, n int) {
		for range n {
			u := a.myTurn()
			if u == nil {
				t.Fatal("the table finished early")
			}
			m := legalMove(t, u)
			a.last = nil
			a.send(clientMessage{T: "move", Move: m})
		}
	}
	play(a, 5)
	_, _ = a.next(time.Second, func(m serverMessage) bool { return false })
	seq := a.last.Seq
	stop()

	base, stop = startServer(t, o)
	defer stop()
	a = dial(t, base, g.Table, g.Secret)
	m, err := a.next(5*time.Second, func(m serverMessage) bool { return m.Update != nil })
	if err != nil || m.Update.Seat != 0 || m.Update.Seq < seq {
		t.Fatalf("after the restart: %v %+v, want seat 0 at seq ≥ %d", err, m.Update, seq)
	}
	for {
		if a.last != nil && a.last.State == table.Finished {
			break
		}
		u := a.myTurn()
		if u == nil {
			break
		}
		a.last = nil
		a.send(clientMessage{T: "move", Move: legalMove(t, u)})
	}
	judgeOneDeal(t, base, g.Table)
	// The database has the finished game: who sat where and the result.
	deadline := time.Now().Add(5 * time.Second)
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
			strings.Join(h.Games[0].Seats, ",") == "Ada,(heuristic),(random)" && len(h.Games[0].Totals) == 3 {
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
