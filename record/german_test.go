package record_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/record"
)

// english finds words of the English messages that must not appear in a
// German one.
var english = regexp.MustCompile(`\b(must|unexpected|should|follow|twice|takes|has no|an array|an object|a string|a number|the record|is not|cannot|whole number|value)\b`)

// TestGermanMessages: the German message of a record that cannot be read
// is German throughout, the reader's own words included (the JSON syntax,
// the types, the option values).
func TestGermanMessages(t *testing.T) {
	for _, in := range unreadable(t) {
		v := record.Referee([]byte(in))
		if v.Error == nil {
			t.Errorf("%.80q: valid", in)
			continue
		}
		de := v.Error.DE
		if w := english.FindString(de); w != "" {
			t.Errorf("%.60q: the German message has %q: %s", in, w, de)
		}
		if strings.TrimSpace(de) == "" {
			t.Errorf("%.60q: no German message", in)
		}
	}
}

// unreadable are records that cannot be read, one for each way the
// reader finds fault with one.
func unreadable(t *testing.T) []string {
	return []string{
		`{"game": "hearts",`,
		`{"game": "hearts", ]`,
		`{"game": "hearts" "seats": 4}`,
		`[]`,
		`"x"`,
		``,
		replace(t, `"seats": 3`, `"seats": "3"`),
		replace(t, `"seats": 3,`, `"seats": 3, "comment": 1,`),
		replace(t, `"seats": 3,`, `"seats": 3, "seats": 3,`),
		replace(t, `"game": "schwarze-madonna",`, ``),
		replace(t, `"game": "schwarze-madonna"`, `"game": null`),
		replace(t, `"game": "schwarze-madonna"`, `"game": 7`),
		replace(t, `"deals": [`, `"deals": {"x": [`),
		replace(t, `"options": {}`, `"options": []`),
		replace(t, `"options": {}`, `"options": {"ties": "coin"}`),
		replace(t, `"options": {}`, `"options": {"ties": 1}`),
		replace(t, `"options": {}`, `"options": {"durchmarsch-keeps-card-points": "yes"}`),
		replace(t, `"options": {}`, `"options": {"limits": {"9": 1}}`),
		replace(t, `"options": {}`, `"options": {"limits": {"3": 0}}`),
		replace(t, `"options": {}`, `"options": {"ties": "shared", "ties": "shared"}`),
		replace(t, `"hands": [`, `"hands": {"x": [`),
		replace(t, `{"seat": 1, "play": "KC"}`, `{"seat": 1, "play": 7}`),
		replace(t, `{"seat": 1, "play": "KC"}`, `[1]`),
		replace(t, `{"seat": 1, "play": "KC"}`, `{"seat": 1, "seat": 1, "play": "KC"}`),
		replace(t, `{"seat": 1, "play": "KC"}`, `{"seat": null, "play": "KC"}`),
		replace(t, `{"seat": 1, "play": "KC"}`, `{"seat": 1, "wink": "KC"}`),
		replace(t, `{"seat": 1, "play": "KC"}`, `{"seat": 1, "push": false}`),
		replace(t, `{"seat": 1, "play": "KC"}`, `{"seat": 1, "take": true}`),
		replace(t, `{"seat": 1, "play": "KC"}`, `{"seat": 1, "play": "KX"}`),
		replace(t, `"7H", "8H"`, `"7H", "8X"`),
	}
}

// TestFileMessages: a record file that does not exist or is a folder
// cannot be read, one in a folder that does not exist cannot be written;
// the errors tell the file in English (with the system's message) and in
// German (without it).
func TestFileMessages(t *testing.T) {
	dir := t.TempDir()
	missing := dir + "/missing.json"
	for _, tc := range []struct {
		name string
		err  error
		de   string
	}{
		{"missing", readErr(missing), `Die Datei "` + missing + `" gibt es nicht.`},
		{"a folder", readErr(dir), `"` + dir + `" ist ein Ordner, keine Aufzeichnung.`},
		{"no folder to write to", record.WriteFile(dir+"/no/r.json", &record.Record{Game: games.Hearts, Seats: 4}),
			`Die Aufzeichnung kann nicht in "` + dir + `/no/r.json" gespeichert werden: den Ordner gibt es nicht.`},
	} {
		m, ok := tc.err.(interface{ Message(string) string })
		if !ok {
			t.Errorf("%s: %v has no messages", tc.name, tc.err)
			continue
		}
		if de := m.Message("de"); de != tc.de || english.MatchString(de) {
			t.Errorf("%s: German %q, want %q", tc.name, de, tc.de)
		}
		if en := m.Message("en"); !strings.Contains(en, dir) || en == tc.de {
			t.Errorf("%s: English %q", tc.name, en)
		}
	}
}

// readErr is ReadFile's error.
func readErr(name string) error {
	_, err := record.ReadFile(name)
	return err
}
