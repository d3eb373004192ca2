package sau_test

import (
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/internal/gametest"
)

// TestExplainSau: the explanation of every Sau deal, under every option,
// adds up to its scores (SAU-R12, SAU-O2 to SAU-O6, SAU-A4, SAU-A6,
// SAU-A8, SAU-A10, SAU-A11, SAU-A17).
func TestExplainSau(t *testing.T) {
	gametest.Property(t, func(t gametest.Failer, d gametest.Drawer) {
		g := genSau(d, true)
		r := genSauRules(d)
		genSauAnnouncements(d, g, r)
		f := g.Facts(len(g.Tricks))
		got, x := gametest.Score(games.SchwarzeSau, r, f)
		gametest.CheckExplained(t, g.String(), f, gametest.Points(games.SchwarzeSau, r, f), gametest.Explained{R: got, X: x})
	})
}
