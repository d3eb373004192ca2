package score_test

import (
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/internal/gametest"

	"github.com/blackqueen/rules/card"
)

// A package-level sink keeps benchmark results live.
var tableSinkPoints int

// BenchmarkTablePoints values a 26-card capture with spot hearts.
func BenchmarkTablePoints(b *testing.B) {
	tab := gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: true, Omnibus: blackmaria.OmnibusJD, SpadeValues: blackmaria.StandardSpades})
	s := card.HeartsSet | card.SpadesSet
	b.ReportAllocs()
	for b.Loop() {
		tableSinkPoints = tab.Points(s)
	}
}

// Table.Points does not allocate.
func TestTableAllocs(t *testing.T) {
	tab := gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: true, Omnibus: blackmaria.OmnibusJD, SpadeValues: blackmaria.StandardSpades})
	if n := testing.AllocsPerRun(100, func() { tableSinkPoints = tab.Points(card.Full52) }); n != 0 {
		t.Errorf("Table.Points allocates %v times per run, want 0", n)
	}
}
