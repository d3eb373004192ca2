package record_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/variant"
)

// TestErrorsQuoteAPrefix: no reader of text in the module echoes a long
// bad input whole in its error; a server may send the message back.
func TestErrorsQuoteAPrefix(t *testing.T) {
	huge := strings.Repeat("Z", 64<<10)
	q := `"` + huge + `"`
	var (
		c     card.Card
		set   card.Set
		id    games.ID
		kind  variant.Kind
		phase variant.Phase
		mode  variant.AnnounceMode
		rid   rule.ID
		out   score.Outcome
		fault record.Fault
		view  variant.View
		move  variant.Move
		rec   record.Record
	)
	for name, err := range map[string]error{
		"card.Parse":        func() error { _, err := card.Parse(huge); return err }(),
		"card.ParseSet":     func() error { _, err := card.ParseSet("QS " + huge); return err }(),
		"card.Card JSON":    json.Unmarshal([]byte(q), &c),
		"card.Set JSON":     json.Unmarshal([]byte(`["QS",`+q+`]`), &set),
		"card.Set text":     json.Unmarshal([]byte(q), &set),
		"games.ID":          json.Unmarshal([]byte(q), &id),
		"variant.Kind":      json.Unmarshal([]byte(q), &kind),
		"variant.Phase":     json.Unmarshal([]byte(q), &phase),
		"variant.Announce":  json.Unmarshal([]byte(q), &mode),
		"rule.ID":           json.Unmarshal([]byte(q), &rid),
		"score.Outcome":     json.Unmarshal([]byte(q), &out),
		"record.Fault":      json.Unmarshal([]byte(`{"rule":`+q+`}`), &fault),
		"variant.View game": json.Unmarshal([]byte(`{"game":`+q+`}`), &view),
		"variant.View option": func() error {
			if err := json.Unmarshal([]byte(`{"game":"hearts","options":{"moon":`+q+`}}`), &view); err != nil {
				return err
			}
			_, err := games.Own(games.Hearts, view.Options) // the view's options are read by the game
			return err
		}(),
		"variant.Move": json.Unmarshal([]byte(`{"seat":0,"play":`+q+`}`), &move),
		"games.ParseOptions": func() error {
			_, err := games.ParseOptions(games.Hearts, []byte(`{"`+huge+`":1}`))
			return err
		}(),
		"record.Record": json.Unmarshal([]byte(`{"game":`+q+`}`), &rec),
	} {
		if err == nil {
			t.Errorf("%s: a bad input of 64 KiB is accepted", name)
			continue
		}
		if n := len(err.Error()); n > 400 {
			t.Errorf("%s: an error of %d bytes: %.120s…", name, n, err.Error())
		}
	}
}
