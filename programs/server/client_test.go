package main

import (
	"bytes"
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
	"github.com/blackqueen/rules/table"
)

// pageClient speaks to the server as the page does: Centrifuge's JSON
// protocol at /connection/websocket, one subscription (a seat's channel
// with its secret, or the spectators'), the requests as RPCs.
type pageClient struct {
	t      *testing.T
	c      *websocket.Conn
	table  string
	secret string

	mu      sync.Mutex
	id      uint32
	waiting map[uint32]chan frame

	pubs   chan tables.Publication // what the subscription brought, in order
	closed chan struct{}           // the connection ended (err says why)
	err    error
	last   *table.Update // the newest update next has seen (nil: wait for a newer one than high)
	high   uint64        // the highest seq next has seen: an older update (a late catch-up) is never taken
}

// frame is one reply or push of the protocol.
type frame struct {
	// Raw is the frame as it came.
	Raw   json.RawMessage `json:"-"`
	ID    uint32          `json:"id"`
	Error *replyError     `json:"error"`
	// Connect is the connect reply: Pong says whether the node wants its
	// pings answered.
	Connect *struct {
		Pong bool `json:"pong"`
	} `json:"connect"`
	RPC *struct {
		Data json.RawMessage `json:"data"`
	} `json:"rpc"`
	Subscribe *struct {
		Data json.RawMessage `json:"data"`
	} `json:"subscribe"`
	Push *struct {
		Pub *struct {
			Data json.RawMessage `json:"data"`
		} `json:"pub"`
		Message *struct { // the catch-up after a subscription
			Data json.RawMessage `json:"data"`
		} `json:"message"`
	} `json:"push"`
}

// replyError is an error reply: one of package tables' codes, or
// Centrifuge's own (103: permission denied).
type replyError struct {
	Code    uint32 `json:"code"`
	Message string `json:"message"`
}

func (e *replyError) Error() string { return fmt.Sprintf("error %d: %s", e.Code, e.Message) }

// refusal is the table's refusal an error reply carries, or nil.
func (e *replyError) refusal() *table.Refusal {
	if e == nil || e.Code != tables.CodeRefused {
		return nil
	}
	var r table.Refusal
	if json.Unmarshal([]byte(e.Message), &r) != nil {
		return nil
	}
	return &r
}

var errGone = errors.New("the connection is gone")

// wsURL is the server's Centrifuge endpoint.
func wsURL(base string) string {
	return "ws" + strings.TrimPrefix(base, "http") + "/connection/websocket"
}

// connectPage opens a connection to the server, without a subscription.
func connectPage(t *testing.T, base string) *pageClient {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, wsURL(base), nil)
	if err != nil {
		t.Fatal(err)
	}
	c.SetReadLimit(1 << 20)
	p := &pageClient{t: t, c: c, waiting: map[uint32]chan frame{}, pubs: make(chan tables.Publication, 4096), closed: make(chan struct{})}
	t.Cleanup(func() { c.CloseNow() })
	go p.read()
	if _, err := p.send(`"connect":{"name":"test"}`); err != nil {
		t.Fatalf("connect: %v", err)
	}
	return p
}

// dial connects to table id and subscribes to seat's channel with secret
// (a spectator when secret is "").
func dial(t *testing.T, base, id, secret string, seat int) *pageClient {
	t.Helper()
	p := connectPage(t, base)
	p.table, p.secret = id, secret
	ch, data := tables.WatchChannel(id), "{}"
	if secret != "" {
		ch, data = tables.SeatChannel(id, seat), fmt.Sprintf(`{"secret":%q}`, secret)
	}
	f, err := p.send(fmt.Sprintf(`"subscribe":{"channel":%q,"data":%s}`, ch, data))
	if err != nil {
		t.Fatalf("subscribing to %s: %v", ch, err)
	}
	if f.Subscribe != nil && len(f.Subscribe.Data) > 0 {
		p.take(f.Subscribe.Data)
	}
	return p
}

// read takes the server's frames: replies, publications, pings.
func (p *pageClient) read() {
	defer close(p.closed)
	defer func() {
		p.mu.Lock()
		for id, ch := range p.waiting {
			close(ch)
			delete(p.waiting, id)
		}
		p.mu.Unlock()
	}()
	pong := false // answer pings only when the node asks: it closes a connection that answers one twice
	for {
		_, b, err := p.c.Read(context.Background())
		if err != nil {
			p.err = err
			return
		}
		for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
			if line == "{}" {
				if pong {
					_ = p.c.Write(context.Background(), websocket.MessageText, []byte("{}"))
				}
				continue
			}
			var f frame
			if json.Unmarshal([]byte(line), &f) != nil {
				continue
			}
			if f.Connect != nil {
				pong = f.Connect.Pong
			}
			f.Raw = json.RawMessage(line)
			switch {
			case f.Push != nil && f.Push.Pub != nil:
				p.take(f.Push.Pub.Data)
			case f.Push != nil && f.Push.Message != nil:
				p.take(f.Push.Message.Data)
			case f.ID != 0:
				p.mu.Lock()
				ch := p.waiting[f.ID]
				delete(p.waiting, f.ID)
				p.mu.Unlock()
				if ch != nil {
					ch <- f
				}
			}
		}
	}
}

func (p *pageClient) take(data json.RawMessage) {
	var pub tables.Publication
	if json.Unmarshal(data, &pub) == nil {
		p.pubs <- pub
	}
}

// send sends one command (the protocol's JSON after the id) and waits for
// its reply.
func (p *pageClient) send(body string) (frame, error) {
	p.mu.Lock()
	p.id++
	id := p.id
	ch := make(chan frame, 1)
	p.waiting[id] = ch
	p.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := p.c.Write(ctx, websocket.MessageText, fmt.Appendf(nil, `{"id":%d,%s}`, id, body)); err != nil {
		return frame{}, errGone
	}
	select {
	case f, ok := <-ch:
		if !ok {
			return frame{}, errGone
		}
		if f.Error != nil {
			return f, f.Error
		}
		return f, nil
	case <-ctx.Done():
		return frame{}, fmt.Errorf("no reply to %s", body)
	}
}

// rpc makes an RPC with data (JSON) and returns its reply's data.
func (p *pageClient) rpc(method, data string) (json.RawMessage, error) {
	f, err := p.send(fmt.Sprintf(`"rpc":{"method":%q,"data":%s}`, method, data))
	if err != nil {
		return nil, err
	}
	if f.RPC == nil {
		return nil, nil
	}
	return f.RPC.Data, nil
}

// request makes the RPC method of the client's seat: req's fields with
// the table and the secret.
func (p *pageClient) request(method string, fields map[string]any) error {
	m := map[string]any{"table": p.table, "secret": p.secret}
	for k, v := range fields {
		m[k] = v
	}
	b, _ := json.Marshal(m)
	_, err := p.rpc(method, string(b))
	return err
}

// move makes the seat's move m on the table as u shows it.
func (p *pageClient) move(u *table.Update, m json.RawMessage) error {
	return p.request("move", map[string]any{"seq": u.Seq, "move": m})
}

// next reads publications until f accepts one, at most d.
func (p *pageClient) next(d time.Duration, f func(tables.Publication) bool) (tables.Publication, error) {
	timeout := time.After(d)
	for {
		select {
		case pub := <-p.pubs:
			if pub.Update != nil {
				if pub.Update.Seq < p.high {
					continue // older than an update seen: a late catch-up
				}
				p.last, p.high = pub.Update, pub.Update.Seq
			}
			if f(pub) {
				return pub, nil
			}
		case <-p.closed:
			return tables.Publication{}, fmt.Errorf("%w: %v", errGone, p.err)
		case <-timeout:
			return tables.Publication{}, errors.New("timed out")
		}
	}
}

// myTurn waits until the seat's turn comes (the built-in players have
// moved) and returns the update; nil when the table has finished.
func (p *pageClient) myTurn() *table.Update {
	p.t.Helper()
	done := func(u *table.Update) bool { return u != nil && (u.View.Turn != nil || u.State == table.Finished) }
	if !done(p.last) {
		if _, err := p.next(30*time.Second, func(m tables.Publication) bool { return done(m.Update) }); err != nil {
			p.t.Fatalf("the seat's turn did not come: %v", err)
		}
	}
	if p.last.State == table.Finished {
		return nil
	}
	return p.last
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
