package variant_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/variant"
)

// FuzzMoveJSON: any bytes given to the move reader (Move.UnmarshalJSON,
// variant.ParseMove) are read or refused without a panic; a move that
// reads writes JSON of at most twice the input's length (plus a little),
// which reads back to the same move.
func FuzzMoveJSON(f *testing.F) {
	for _, s := range []string{`{"seat":2,"play":"QS"}`, `{"seat":0,"pass":["2C","3C","4C"]}`, `{"seat":1,"stock":["q♠","10h"]}`,
		`{"seat":1,"push":true}`, `{"seat":3,"announce":"jungfrau"}`, `{"seat":0,"drawAt":4}`, `{"seat":1,"seat":2,"play":"QS"}`,
		`{"seat":null,"play":"QS"}`, `{"seat":1,"take":true,"x":1}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := variant.ParseMove(b, 6)
		var via variant.Move
		if json.Valid(b) {
			if err2 := json.Unmarshal(b, &via); (err == nil) != (err2 == nil) || via != m {
				t.Fatalf("ParseMove %+v, %v; UnmarshalJSON %+v, %v", m, err, via, err2)
			}
		}
		if err != nil {
			if msg := err.Error(); len(msg) > 400 {
				t.Fatalf("a message of %d bytes", len(msg))
			}
			return
		}
		out, err := json.Marshal(m)
		if err != nil {
			t.Fatalf("a move that reads does not write: %+v: %v", m, err)
		}
		if len(out) > 2*len(b)+32 {
			t.Fatalf("%d bytes in, %d out: %s", len(b), len(out), out)
		}
		back, err := variant.ParseMove(out, 6)
		if err != nil || back != m {
			t.Fatalf("%s reads back as %+v, %v; want %+v", out, back, err, m)
		}
	})
}

// FuzzViewJSON: any bytes given to View.UnmarshalJSON are read or
// refused without a panic; a view that reads and writes again writes at
// most a bounded multiple of the input, and that JSON reads back to
// exactly the same view.
func FuzzViewJSON(f *testing.F) {
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"game":"hearts","options":{"target":50},"turn":{"kind":"none"},"tricks":[{"cards":["QS"]}]}`))
	f.Add([]byte(`{"game":"schwarze-sau","announce":[{"seat":1,"announce":"jungfrau"}],"jungfrau":[],"firstDealer":2,"announcements":"turn-based"}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		var v variant.View
		if json.Unmarshal(b, &v) != nil {
			return
		}
		out, err := json.Marshal(v)
		if err != nil {
			return // a value no game gives, such as an invalid game number
		}
		if len(out) > 32*len(b)+2048 {
			t.Fatalf("%d bytes in, %d out", len(b), len(out))
		}
		var back variant.View
		if err := json.Unmarshal(out, &back); err != nil {
			t.Fatalf("a view's own JSON is refused: %v\n%s", err, out)
		}
		if !reflect.DeepEqual(v, back) {
			t.Fatalf("the view changed in JSON (-want +got):\n%s", cmp.Diff(v, back))
		}
	})
}
