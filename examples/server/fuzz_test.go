package main

import (
	"context"
	"testing"
)

// FuzzHandle sends arbitrary client messages to a live table: the server
// never panics, and whatever it refuses carries a code and both messages.
func FuzzHandle(f *testing.F) {
	for _, seed := range []string{
		`{"t": "move", "move": {"seat": 0, "pass": ["2C", "3C", "4C"]}}`,
		`{"t": "move", "move": {"seat": 0, "play": "2C"}}`,
		`{"t": "move", "move": {"seat": 3, "drawAt": 2}}`,
		`{"t": "next"}`, `{"t": "timer", "on": true}`, `{"t": "chat", "text": "hallo"}`,
		`{"t": "leave"}`, `{"t": "move"}`, `{"t": 5}`, `[]`, `null`, ``,
	} {
		f.Add([]byte(seed))
	}
	st, err := openStore(f.TempDir() + "/fuzz.db")
	if err != nil {
		f.Fatal(err)
	}
	defer st.close()
	h := &hub{store: st, tables: map[string]*entry{}}
	s := &server{ctx: context.Background(), hub: h, store: st, rate: defaultRate}
	e, err := h.create(spec{Game: "hearts", Seats: 4, Bots: []string{"", "heuristic", "heuristic", "heuristic"}})
	if err != nil {
		f.Fatal(err)
	}
	defer e.t.Close()
	_, secret, err := e.t.Join(-1, "fuzz")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, msg []byte) {
		if len(msg) > maxMessage {
			return // the connection refuses it before handle sees it
		}
		if r := s.handle(e, secret, msg); r != nil && (r.Code == "" || r.EN == "" || r.DE == "") {
			t.Fatalf("a refusal without its reason: %+v", r)
		}
		if len(e.t.Summary().Free) > 0 { // the message was a leave: sit down again
			_, secret, _ = e.t.Join(-1, "fuzz")
		}
	})
}
