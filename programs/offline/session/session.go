package session

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"

	"github.com/blackqueen/rules/programs/internal/scorewords"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/table"
	"github.com/blackqueen/rules/variant"
)

// Session is one offline table: the page's person at seat 0, built-in
// players at the others.
type Session struct {
	id     string
	t      *table.Table
	secret string
	seat   int
	clock  *botClock
	seats  int
}

// Reply is what the page is told of a new table, as the server's create
// answers: the table's name, the person's seat and its secret.
type Reply struct {
	Table  string `json:"table"`
	Secret string `json:"secret"`
	Seat   int    `json:"seat"`
}

// New opens a table from spec (a Spec in JSON) and seats the person at
// seat 0; id names it for the page (letters and digits). A spec the
// table cannot be made from is refused with a *table.Error or the
// engine's *rule.Violation, nothing opened.
func New(id string, spec []byte) (*Session, Reply, error) {
	clock := &botClock{}
	cfg, s, err := parseSpec(spec, clock)
	if err != nil {
		return nil, Reply{}, err
	}
	t, err := table.New(cfg)
	if err != nil {
		return nil, Reply{}, err
	}
	seat, secret, err := t.Join(0, s.Name)
	if err != nil {
		t.Close()
		return nil, Reply{}, err
	}
	return &Session{id: id, t: t, secret: secret, seat: seat, clock: clock, seats: s.Seats}, Reply{Table: id, Secret: secret, Seat: seat}, nil
}

// Close ends the table.
func (s *Session) Close() { s.t.Close() }

// Stats tells how long the built-in players took to decide so far.
func (s *Session) Stats() BotStats { return s.clock.stats() }

// Message is a request of the page, the server's RPCs by their names:
// "move" (Move in the library's JSON form), "next", "chat" (Text),
// "timer" (On) and "leave".
type Message struct {
	T    string          `json:"t"`
	Move json.RawMessage `json:"move,omitempty"`
	Text string          `json:"text,omitempty"`
	On   bool            `json:"on,omitempty"`
}

// Do carries out the page's message m (a Message in JSON) for the
// person's seat. A refused request returns the table's reason (a
// *table.Error or the engine's *rule.Violation) and changes nothing; the
// seat's feed is told of a request the table refuses too, as the
// server's channel tells it.
func (s *Session) Do(m []byte) error {
	msg, mv, err := parseMessage(m, s.seats)
	if err != nil {
		return err
	}
	switch msg.T {
	case "move":
		_, err = s.t.Move(s.secret, mv)
		return err
	case "next":
		return s.t.Continue(s.secret)
	case "chat":
		return s.t.Say(s.secret, msg.Text)
	case "timer":
		return s.t.SetTimer(s.secret, msg.On)
	}
	return nil // "leave": the person's own table, there is nobody to give the seat to
}

// parseMessage reads a Message of a table of seats, and its move when it
// is one; an unknown request is refused.
func parseMessage(m []byte, seats int) (Message, variant.Move, error) {
	var msg Message
	if err := decodeStrict(m, &msg); err != nil {
		return Message{}, variant.Move{}, err
	}
	switch msg.T {
	case "move":
		mv, err := variant.ParseMove(msg.Move, seats)
		return msg, mv, err
	case "next", "chat", "timer", "leave":
		return msg, variant.Move{}, nil
	}
	return Message{}, variant.Move{}, badMessage(errors.New("no request " + strconv.Quote(msg.T)))
}

// Publication is one thing the page is told, in the form of the server's
// channels: "update" (with the explained scores of a deal just ended),
// "chat" or "refused". V is the owner's version, always 1 here.
type Publication struct {
	T       string                `json:"t"`
	V       int                   `json:"v"`
	Update  *table.Update         `json:"update,omitempty"`
	Chat    *table.Chat           `json:"chat,omitempty"`
	Refusal *table.Refusal        `json:"refusal,omitempty"`
	Explain map[string][][]string `json:"explain,omitempty"`
}

// Feed is the person's seat's publications.
type Feed struct{ sub *table.Subscription }

// Subscribe starts the person's feed, beginning with the table as it is.
func (s *Session) Subscribe() (*Feed, error) {
	sub, err := s.t.Subscribe(s.secret)
	if err != nil {
		return nil, err
	}
	return &Feed{sub: sub}, nil
}

// Close ends the feed.
func (f *Feed) Close() { f.sub.Close() }

// Next waits for the feed's next events and returns them as
// publications in JSON; false when the feed or ctx has ended.
func (f *Feed) Next(ctx context.Context) ([][]byte, bool) {
	select {
	case <-f.sub.Ready():
	case <-f.sub.Done():
		if evs := f.sub.Take(); len(evs) > 0 {
			return publications(evs), true
		}
		return nil, false
	case <-ctx.Done():
		return nil, false
	}
	return publications(f.sub.Take()), true
}

// publications writes evs in JSON.
func publications(evs []table.Event) [][]byte {
	var out [][]byte
	for _, ev := range evs {
		p := Publication{V: 1, Update: ev.Update, Chat: ev.Chat, Refusal: ev.Refusal}
		switch {
		case ev.Update != nil:
			p.T = "update"
			p.Explain = scorewords.Explain(ev.Update)
		case ev.Chat != nil:
			p.T = "chat"
		case ev.Refusal != nil:
			p.T = "refused"
		default:
			continue
		}
		b, err := json.Marshal(p)
		if err != nil {
			continue // a table's event always marshals
		}
		out = append(out, b)
	}
	return out
}

// RefusalOf is err as the page shows a refusal: a table.Refusal with the
// reason in each language.
func RefusalOf(err error) table.Refusal {
	var te *table.Error
	if errors.As(err, &te) {
		return table.Refusal{Code: te.Code, EN: te.EN, DE: te.DE, DA: te.DA}
	}
	var v *rule.Violation
	if errors.As(err, &v) {
		// A refusal answers the seat that moved: its own seat is "you".
		return table.Refusal{Code: v.ID.String(), Ref: v.Ref, EN: v.MessageFor("en", rule.SeatsFrom1, v.Seat),
			DE: v.MessageFor("de", rule.SeatsFrom1, v.Seat), DA: v.MessageFor("da", rule.SeatsFrom1, v.Seat)}
	}
	return table.Refusal{Code: "refused", EN: err.Error(), DE: "Der Tisch hat die Anfrage abgelehnt.", DA: "Bordet afviste anmodningen."}
}

// ErrNoTable: the page asked before it opened a table.
var ErrNoTable = &table.Error{Code: "no-table", EN: "There is no table yet.", DE: "Es gibt noch keinen Tisch.", DA: "Der er intet bord endnu."}
