package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log"
	"net/http"
	"time"

	"github.com/blackqueen/rules/examples/server/cluster"
	"github.com/blackqueen/rules/table"
	"github.com/blackqueen/rules/variant"
	"github.com/coder/websocket"
)

// Limits of the WebSocket protocol.
const (
	// maxMessage is the largest message a client may send; a longer one
	// closes the connection with status 1009 (message too big).
	maxMessage = 4096
	// rateBurst and defaultRate bound a connection's messages: a token
	// bucket of rateBurst tokens refilled at defaultRate per second (the
	// flag -rate). A message without a token is refused (rate-limit) and
	// changes nothing; rateClose refusals in a row close the connection.
	rateBurst   = 20
	defaultRate = 10
	rateClose   = 50
	// writeTimeout bounds one write to a client; a client that does not
	// read for that long is disconnected (it may reconnect).
	writeTimeout = 10 * time.Second
	// helloTimeout is how long a client has to say which table it is at.
	helloTimeout = 10 * time.Second
)

// clientMessage is what a client sends. T says which; the other fields
// belong to one kind each:
//
//	{"t": "hello", "table": "ab3k9z", "secret": "..."}   first; no secret: watch
//	{"t": "move", "move": {"seat": 0, "play": "QS"}}   the seat is ignored
//	{"t": "next"}                                       ready for the next deal
//	{"t": "timer", "on": false}                         the Old Maid timer wish
//	{"t": "chat", "text": "..."}
//	{"t": "leave"}                                      give the seat up
type clientMessage struct {
	T      string          `json:"t"`
	Table  string          `json:"table,omitempty"`
	Secret string          `json:"secret,omitempty"`
	Move   json.RawMessage `json:"move,omitempty"`
	On     *bool           `json:"on,omitempty"`
	Text   string          `json:"text,omitempty"`
}

// serverMessage is what the server sends: an update, a chat line, or a
// refusal of the client's last message ("refused", with the reason in
// English and German).
type serverMessage struct {
	T      string        `json:"t"`
	Update *table.Update `json:"update,omitempty"`
	// Explain tells, with an update after a deal, each seat's terms of its
	// deal score in words, by language ("en", "de"), seat and term.
	Explain map[string][][]string `json:"explain,omitempty"`
	Chat    *table.Chat           `json:"chat,omitempty"`
	Refusal *table.Refusal        `json:"refusal,omitempty"`
}

// protocolError is a refusal of the server's own.
func protocolError(code, en, de string) *table.Refusal {
	return &table.Refusal{Code: code, EN: en, DE: de}
}

var (
	errMalformed = protocolError("bad-message", "The message is not one the table understands.", "Die Nachricht versteht der Tisch nicht.")
	errRate      = protocolError("rate-limit", "Too many messages: slow down.", "Zu viele Nachrichten: bitte langsamer.")
	errSpectator = protocolError("spectator", "Spectators watch: they cannot act.", "Zuschauer schauen zu: sie können nicht handeln.")
	errNoTable   = protocolError("no-table", "There is no such table.", "Diesen Tisch gibt es nicht.")
)

// decodeStrict decodes b into v, refusing unknown fields and trailing data.
func decodeStrict(b []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return err
	}
	if d.More() {
		return errors.New("trailing data")
	}
	return nil
}

// bucket is a token bucket of rateBurst tokens refilled at rate per second.
type bucket struct {
	rate   float64
	tokens float64
	at     time.Time
}

func (b *bucket) take(now time.Time) bool {
	b.tokens = min(rateBurst, b.tokens+now.Sub(b.at).Seconds()*b.rate)
	b.at = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// serveWS runs one client's connection.
func (s *server) serveWS(w http.ResponseWriter, r *http.Request) {
	c, err := websocket.Accept(w, r, &websocket.AcceptOptions{OriginPatterns: s.origins})
	if err != nil {
		return // Accept has answered (403 for a foreign origin)
	}
	defer c.CloseNow()
	c.SetReadLimit(maxMessage)
	ctx, cancel := context.WithCancel(s.ctx)
	defer cancel()

	send := func(m serverMessage) error {
		b, err := json.Marshal(m)
		if err != nil {
			return err
		}
		wctx, wcancel := context.WithTimeout(ctx, writeTimeout)
		defer wcancel()
		return c.Write(wctx, websocket.MessageText, b)
	}

	// The hello: which table, and which seat.
	hctx, hcancel := context.WithTimeout(ctx, helloTimeout)
	_, b, err := c.Read(hctx)
	hcancel()
	if err != nil {
		return
	}
	var hello clientMessage
	if decodeStrict(b, &hello) != nil || hello.T != "hello" {
		_ = send(serverMessage{T: "refused", Refusal: errMalformed})
		c.Close(websocket.StatusPolicyViolation, "the first message must be a hello")
		return
	}
	e, ok := s.hub.get(hello.Table)
	if !ok {
		_ = send(serverMessage{T: "refused", Refusal: errNoTable})
		c.Close(websocket.StatusNormalClosure, "no such table")
		return
	}
	var sub *table.Subscription
	if hello.Secret == "" {
		sub, err = e.t.Watch()
	} else {
		sub, err = e.t.Subscribe(hello.Secret)
	}
	if err != nil {
		_ = send(serverMessage{T: "refused", Refusal: refusalOf(err)})
		c.Close(websocket.StatusNormalClosure, "cannot join")
		return
	}
	defer sub.Close()

	// The writer: everything the table tells this client.
	go func() {
		defer cancel()
		for {
			select {
			case <-sub.Ready():
				for _, ev := range sub.Take() {
					m := serverMessage{Update: ev.Update, Chat: ev.Chat, Refusal: ev.Refusal}
					switch {
					case ev.Update != nil:
						m.T = "update"
						m.Explain = cluster.Explain(ev.Update)
					case ev.Chat != nil:
						m.T = "chat"
					default:
						m.T = "refused"
					}
					if send(m) != nil {
						return
					}
				}
			case <-sub.Done():
				for _, ev := range sub.Take() {
					if ev.Update != nil {
						_ = send(serverMessage{T: "update", Update: ev.Update})
					}
				}
				c.Close(websocket.StatusNormalClosure, "the table has ended")
				return
			case <-ctx.Done():
				return
			}
		}
	}()

	// The reader: what the client asks.
	limit := bucket{rate: s.rate, tokens: rateBurst, at: time.Now()}
	strikes := 0
	for {
		_, b, err := c.Read(ctx)
		if err != nil {
			return // closed, too big (1009), or the server stops
		}
		if !limit.take(time.Now()) {
			if strikes++; strikes >= rateClose {
				c.Close(websocket.StatusPolicyViolation, "too many messages")
				return
			}
			_ = send(serverMessage{T: "refused", Refusal: errRate})
			continue
		}
		strikes = 0
		if r := s.handle(e, hello.Secret, b); r != nil {
			if send(serverMessage{T: "refused", Refusal: r}) != nil {
				return
			}
		}
	}
}

// handle carries out one client message and returns its refusal, if any.
// Refusals of the game's rules reach the seat through its subscription
// too; handle returns only those the table does not send (malformed
// messages, spectators).
func (s *server) handle(e *entry, secret string, b []byte) *table.Refusal {
	var m clientMessage
	if err := decodeStrict(b, &m); err != nil {
		return errMalformed
	}
	if secret == "" {
		return errSpectator
	}
	var err error
	switch m.T {
	case "move":
		var mv variant.Move
		if len(m.Move) == 0 || json.Unmarshal(m.Move, &mv) != nil {
			return errMalformed
		}
		_, err = e.t.Move(secret, mv)
	case "next":
		err = e.t.Continue(secret)
	case "timer":
		if m.On == nil {
			return errMalformed
		}
		err = e.t.SetTimer(secret, *m.On)
	case "chat":
		err = e.t.Say(secret, m.Text)
	case "leave":
		err = e.t.Leave(secret)
	default:
		return errMalformed
	}
	switch {
	case err == nil:
		return nil
	case m.T != "chat" && m.T != "leave" && !errors.Is(err, table.ErrSecret) && !errors.Is(err, table.ErrFinished):
		return nil // the table has told the seat, with the rule
	}
	return refusalOf(err)
}

// refusalOf is err as the page shows it.
func refusalOf(err error) *table.Refusal {
	var te *table.Error
	if errors.As(err, &te) {
		return &table.Refusal{Code: te.Code, EN: te.EN, DE: te.DE}
	}
	log.Printf("refused: %v", err)
	return &table.Refusal{Code: "error", EN: err.Error(), DE: "Der Tisch konnte das nicht ausführen (ein Fehler des Servers)."}
}
