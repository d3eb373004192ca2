package record_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/record"
)

// german finds words of the German messages that must not appear in a
// Danish one.
var german = regexp.MustCompile(`\b(muss|nicht|nennt|ein|eine|oder|Zahl|Zeichenkette|Aufzeichnung|Spieler|Datei|Ordner|unerwartetes|Wert|folgen)\b`)

// TestDanishMessages: the Danish message of a record that cannot be read
// is Danish throughout, the reader's own words included (the JSON syntax,
// the types), as the German one is German. The details package variant
// tells (an option value it refuses, the kind of an action that is not an
// object) have no Danish of their own yet: those records are told in
// Danish around an English detail, and are checked for the Danish frame.
func TestDanishMessages(t *testing.T) {
	variantDetail := regexp.MustCompile(`"options": \{"(ties": ("coin"|1)|durchmarsch-keeps-card-points|limits)"?|\[1\]\s*\]`)
	framed := 0
	for _, in := range unreadable(t) {
		v := record.Referee([]byte(in))
		if v.Error == nil {
			t.Errorf("%.80q: valid", in)
			continue
		}
		da := v.Error.DA
		if variantDetail.MatchString(in) {
			framed++
			if !strings.HasPrefix(da, "Schwarze Madonna: ") && !strings.Contains(da, "En handling skal være et JSON-objekt") {
				t.Errorf("%.60q: the Danish message %q is not told around the detail", in, da)
			}
			continue
		}
		if w := english.FindString(da); w != "" {
			t.Errorf("%.60q: the Danish message has the English %q: %s", in, w, da)
		}
		if w := german.FindString(da); w != "" {
			t.Errorf("%.60q: the Danish message has the German %q: %s", in, w, da)
		}
		if strings.TrimSpace(da) == "" || da == v.Error.EN || da == v.Error.DE {
			t.Errorf("%.60q: no Danish message of its own: %q", in, da)
		}
	}
	if framed != 6 {
		t.Errorf("%d records told around a detail of package variant, want the 6 option values and actions", framed)
	}
}

// TestFileMessagesDanish: the errors of a record file that cannot be
// read or written tell the file in Danish (without the system's message).
func TestFileMessagesDanish(t *testing.T) {
	dir := t.TempDir()
	missing := dir + "/missing.json"
	for _, tc := range []struct {
		name string
		err  error
		da   string
	}{
		{"missing", readErr(missing), `Filen "` + missing + `" findes ikke.`},
		{"a folder", readErr(dir), `"` + dir + `" er en mappe, ikke en protokol.`},
		{"no folder to write to", record.WriteFile(dir+"/no/r.json", &record.Record{Game: games.Hearts, Seats: 4}),
			`Protokollen kan ikke gemmes i "` + dir + `/no/r.json": mappen findes ikke.`},
	} {
		m, ok := tc.err.(interface{ Message(string) string })
		if !ok {
			t.Errorf("%s: %v has no messages", tc.name, tc.err)
			continue
		}
		if da := m.Message("da"); da != tc.da {
			t.Errorf("%s: Danish %q, want %q", tc.name, da, tc.da)
		}
	}
}
