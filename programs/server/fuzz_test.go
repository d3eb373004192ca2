package main

import (
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/blackqueen/rules/programs/server/tables"
)

// FuzzRequest sends arbitrary requests (a method and its JSON data, as
// the page's RPCs) for a live table to the server's node: it never
// panics, and whatever it refuses says why in English and German.
func FuzzRequest(f *testing.F) {
	for _, seed := range []struct{ method, data string }{
		{"move", `{"seq": 1, "move": {"seat": 0, "pass": ["2C", "3C", "4C"]}}`},
		{"move", `{"seq": 1, "move": {"seat": 0, "play": "2C"}}`},
		{"move", `{"seq": 1, "move": {"seat": 3, "drawAt": 2}}`},
		{"next", `{}`}, {"timer", `{"on": true}`}, {"chat", `{"text": "hallo"}`},
		{"leave", `{}`}, {"move", `{}`}, {"join", `{"seat": -1, "name": "x"}`}, {"presence", `{}`},
		{"move", `{"t": 5}`}, {"chat", `[]`}, {"next", `null`}, {"x", ``},
		{"hint", `{}`}, {"hint", `{"secret": ""}`}, {"hint", `{"lang": "de"}`},
	} {
		f.Add(seed.method, []byte(seed.data))
	}
	o := testOptions(f)
	o.db = filepath.Join(f.TempDir(), "fuzz.db")
	node, stop, err := startNode(o, nil)
	if err != nil {
		f.Fatal(err)
	}
	defer stop()
	id, err := node.Create(json.RawMessage(`{"game": "hearts", "seats": 4, "bots": ["", "heuristic", "heuristic", "heuristic"]}`))
	if err != nil {
		f.Fatal(err)
	}
	join := func() string {
		b, err := node.Request(context.Background(), "join", []byte(`{"table": "`+id+`", "seat": -1, "name": "fuzz"}`))
		if err != nil {
			return ""
		}
		var jr tables.JoinReply
		_ = json.Unmarshal(b, &jr)
		return jr.Secret
	}
	secret := join()
	if secret == "" {
		f.Fatal("cannot join the table")
	}
	f.Fuzz(func(t *testing.T, method string, data []byte) {
		if len(data) > tables.MaxMessage || method == "create" {
			return // the connection refuses it before the node sees it; new tables would pile up
		}
		// The table and the seat's secret go with every request, as the
		// page sends them (the fuzzed data may override them).
		var fields map[string]any
		if json.Unmarshal(data, &fields) == nil && fields != nil {
			if _, ok := fields["table"]; !ok {
				fields["table"] = id
			}
			if _, ok := fields["secret"]; !ok {
				fields["secret"] = secret
			}
			data, _ = json.Marshal(fields)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_, err := node.Request(ctx, method, data)
		if err != nil {
			r, _ := tables.RequestRefusal(err)
			if r.Code == "" || r.EN == "" || r.DE == "" || r.DA == "" || errors.Is(err, context.DeadlineExceeded) {
				t.Fatalf("%s %s: a refusal without its reason: %+v (%v)", method, data, r, err)
			}
			if r.Code == "unavailable" {
				t.Fatalf("%s %s: the table is unavailable on a node alone: %v", method, data, err)
			}
		}
		if info, err := node.Info(ctx, id); err == nil && len(info.Summary.Free) > 0 { // a leave: sit down again
			secret = join()
		}
	})
}
