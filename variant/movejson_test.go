package variant_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// TestMoveJSONStrict: Move.UnmarshalJSON is as strict as the record
// reader (it is the same reader, variant.ParseMove): a key given twice,
// a null seat, an unknown key, a second action key or a value of the
// wrong type is refused with a message that says what is wrong.
func TestMoveJSONStrict(t *testing.T) {
	tests := []struct {
		in   string
		rule rule.ID
		says string // a part of the English message
	}{
		{`{"seat":1,"seat":2,"play":"QS"}`, rule.BadRecord, `gives "seat" twice`},
		{`{"seat":1,"play":"QS","play":"QH"}`, rule.BadRecord, `gives "play" twice`},
		{`{"seat":null,"play":"QS"}`, rule.BadRecord, `"seat" must be a seat number, not null`},
		{`{"play":"QS"}`, rule.BadRecord, `no "seat"`},
		{`{"seat":1,"play":"QS","comment":"hi"}`, rule.BadRecord, `Unknown key "comment"`},
		{`{"seat":1,"play":"QS","draw":"QS"}`, rule.BadRecord, `both "play" and "draw"`},
		{`{"seat":1}`, rule.BadRecord, `no action key`},
		{`{"seat":"1","play":"QS"}`, rule.BadRecord, `"seat" must be a seat number`},
		{`{"seat":1.5,"play":"QS"}`, rule.BadRecord, `"seat" must be a seat number`},
		{`{"seat":-1,"play":"QS"}`, rule.BadRecord, `not a seat`},
		{`{"seat":6,"play":"QS"}`, rule.BadRecord, `not a seat`},
		{`{"seat":1,"play":null}`, rule.BadRecord, `"play" must be a card`},
		{`{"seat":1,"play":"QX"}`, rule.BadCard, `"QX" cannot be read`},
		{`{"seat":1,"pass":["QS",7]}`, rule.BadRecord, `"pass"[1] must be a card`},
		{`{"seat":1,"pass":null}`, rule.BadRecord, `"pass" must be an array`},
		{`{"seat":1,"push":false}`, rule.BadRecord, `"push" must be true`},
		{`{"seat":1,"push":null}`, rule.BadRecord, `"push" must be true`},
		{`{"seat":1,"announce":"moon"}`, rule.BadRecord, `"announce" must be "jungfrau" or "durchmarsch"`},
		{`{"seat":1,"drawAt":-1}`, rule.BadRecord, `"drawAt" must be a position`},
		{`[1,2]`, rule.BadRecord, `must be a JSON object, not an array`},
		{`{"seat":1,"play":"QS"} {}`, rule.BadRecord, `more text after`},
		{`{"seat":1,"play":"` + strings.Repeat("Q", 1000) + `"}`, rule.BadCard, `cannot be read`},
		{`{"seat":1,"` + strings.Repeat("k", 1000) + `":"QS"}`, rule.BadRecord, `Unknown key`},
		{`{"seat":1,"play":"` + strings.Repeat("Q", 1<<20) + `"}`, rule.BadRecord, `at most 4096`},
		{`{"seat":1,` + strings.Repeat(" ", variant.MaxMoveSize) + `"play":"QS"}`, rule.BadRecord, `at most 4096`},
	}
	for _, tt := range tests {
		var m variant.Move
		err := json.Unmarshal([]byte(tt.in), &m)
		if !json.Valid([]byte(tt.in)) {
			// encoding/json refuses it before UnmarshalJSON sees it.
			_, err = variant.ParseMove([]byte(tt.in), 6)
		}
		var v *rule.Violation
		if !errors.As(err, &v) {
			t.Errorf("%.60s: %v, want a violation", tt.in, err)
			continue
		}
		en, de := v.Message("en"), v.Message("de")
		if v.ID != tt.rule || !strings.Contains(en, tt.says) {
			t.Errorf("%.60s: %v %q, want %v saying %q", tt.in, v.ID, en, tt.rule, tt.says)
		}
		if v.EN != "" || v.DE != "" || v.Message("da") == "" || !v.Told() {
			t.Errorf("%.60s: the message is written by hand (%q / %q), not told by facts", tt.in, v.EN, v.DE)
		}
		if da := v.Message("da"); len(en) > 300 || len(de) > 300 || len(da) > 300 || en == de || da == en || da == de {
			t.Errorf("%.60s: messages %q / %q / %q", tt.in, en, de, da)
		}
		if m != (variant.Move{}) {
			t.Errorf("%.60s: a refused move changed the destination to %+v", tt.in, m)
		}
	}
}

// TestMoveJSONRoundTrip: every kind of move reads back from its JSON.
func TestMoveJSONRoundTrip(t *testing.T) {
	for _, m := range []variant.Move{
		variant.PlayMove(2, card.QueenSpades), variant.PassMove(0, card.Of(card.QueenSpades, card.TwoClubs)),
		variant.StockMove(5, 0), variant.PushMove(1), variant.AnnounceMove(3, variant.NoTrickCall),
		variant.AnnounceMove(3, variant.SweepCall), variant.DeclineMove(4), variant.DrawMove(0, card.Joker),
		variant.DrawAtMove(1, 7), variant.TakeMove(2),
	} {
		b, err := json.Marshal(m)
		if err != nil {
			t.Fatalf("%+v: %v", m, err)
		}
		var back variant.Move
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		if diff := cmp.Diff(m, back); diff != "" {
			t.Errorf("%s (-want +got):\n%s", b, diff)
		}
	}
}
