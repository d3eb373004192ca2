package main

import (
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
	"testing"
)

// english finds words of English in a text meant to be German or Danish: the
// words the server's, the referee's and Go's own error texts are made of.
var english = regexp.MustCompile(`\b(the|is|not|no|such|must|cannot|invalid|unknown|unexpected|character|file|directory|request|record|option|value|values|table|played|seat|one of|takes|too|large)\b`)

// TestRefusalsInGerman: every refusal of the server's API carries its
// reason in English, German and Danish, and neither the German nor the
// Danish has English in it
// (neither the server's own words nor Go's JSON errors): a bad option
// value, a request that is no JSON, an unknown game or strength, a table
// of the wrong size, a table or record that does not exist, and the
// referee's verdict on a record that is no JSON or has a bad option.
func TestRefusalsInGerman(t *testing.T) {
	base, stop := startServer(t, testOptions(t))
	defer stop()
	for _, tc := range []struct {
		name, method, path, body, code string
		status                         int
	}{
		{"a bad option value", "POST", "/api/tables", `{"game":"hearts","seats":4,"bots":["","","",""],"options":{"moon":"up"}}`, "unknown-option", 400},
		{"an option of another game", "POST", "/api/tables", `{"game":"hearts","seats":4,"bots":["","","",""],"options":{"jungfrau":true}}`, "unknown-option", 400},
		{"no JSON", "POST", "/api/tables", `{"game":`, "bad-request", 400},
		{"a field the request has not", "POST", "/api/tables", `{"game":"hearts","cheat":1}`, "bad-request", 400},
		{"an unknown game", "POST", "/api/tables", `{"game":"chess","seats":4}`, "bad-request", 400},
		{"a table too large", "POST", "/api/tables", `{"game":"hearts","seats":9,"bots":[]}`, "bad-request", 400},
		{"bots of the wrong length", "POST", "/api/tables", `{"game":"hearts","seats":4,"bots":[""]}`, "bad-request", 400},
		{"an unknown strength", "POST", "/api/tables", `{"game":"hearts","seats":4,"bots":["godlike","","",""]}`, "bad-request", 400},
		{"too many deals", "POST", "/api/tables", `{"game":"hearts","seats":4,"bots":["","","",""],"deals":99}`, "bad-request", 400},
		{"no such table", "POST", "/api/tables/nope/join", `{"seat":-1,"name":"Bo"}`, "no-table", 404},
		{"no such record", "GET", "/api/tables/nope/record", ``, "bad-request", 404},
		{"no such replay", "GET", "/api/tables/nope/replay", ``, "bad-request", 404},
		{"a record too large to replay", "POST", "/api/replay", strings.Repeat(" ", maxReplayRecord+1), "bad-request", 413},
	} {
		r, err := http.NewRequest(tc.method, base+tc.path, strings.NewReader(tc.body))
		if err != nil {
			t.Fatal(err)
		}
		r.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(r)
		if err != nil {
			t.Fatal(err)
		}
		var e apiError
		err = json.NewDecoder(resp.Body).Decode(&e)
		resp.Body.Close()
		if err != nil || resp.StatusCode != tc.status || e.Error != tc.code {
			t.Errorf("%s: status %d, %+v (%v); want %d %s", tc.name, resp.StatusCode, e, err, tc.status, tc.code)
			continue
		}
		if e.EN == "" || e.DE == "" || e.DA == "" || e.EN == e.DE || e.DA == e.EN || e.DA == e.DE {
			t.Errorf("%s: English %q, German %q, Danish %q: want all three, and different", tc.name, e.EN, e.DE, e.DA)
		}
		for _, m := range []string{e.DE, e.DA} {
			if w := english.FindString(m); w != "" {
				t.Errorf("%s: %q has the English %q in it", tc.name, m, w)
			}
		}
	}
	// The referee on the page: a record that is no JSON, one with a bad
	// option value.
	for _, rec := range []string{`{"format": 1, "game": ,}`, `{"format":1,"game":"hearts","seats":4,"options":{"moon":"up"},"deals":[]}`} {
		for _, lang := range []string{"de", "da"} {
			resp, err := http.Post(base+"/api/judge?lang="+lang, "application/json", strings.NewReader(rec))
			if err != nil {
				t.Fatal(err)
			}
			var v struct {
				Valid bool              `json:"valid"`
				Error map[string]string `json:"error"`
			}
			err = json.NewDecoder(resp.Body).Decode(&v)
			resp.Body.Close()
			if err != nil || v.Valid || v.Error[lang] == "" {
				t.Errorf("judging %s in %s: %+v (%v)", rec, lang, v, err)
				continue
			}
			if w := english.FindString(v.Error[lang]); w != "" {
				t.Errorf("judging %s: %q has the English %q in it", rec, v.Error[lang], w)
			}
		}
	}
}
