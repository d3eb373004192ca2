package games_test

import (
	"testing"

	"github.com/blackqueen/rules/games"
)

// TestNamesAreTheDefinitions: each game's record name and title are its
// definition's, and ParseID and Named read the name back.
func TestNamesAreTheDefinitions(t *testing.T) {
	for _, id := range games.All() {
		d, ok := games.Definition(id)
		if !ok {
			t.Fatalf("%d: no definition", id)
		}
		if id.String() != d.Name || id.Title() != d.Title {
			t.Errorf("%d: String %q, Title %q; the definition says %q, %q", id, id, id.Title(), d.Name, d.Title)
		}
		if got, ok := games.ParseID(d.Name); !ok || got != id || games.Named(d.Name) != id {
			t.Errorf("ParseID(%q) = %v, %v; Named = %v", d.Name, got, ok, games.Named(d.Name))
		}
	}
	if games.Named("house") != games.House || games.Named("skat") != games.House {
		t.Error("a name of no module game is not House")
	}
}
