package score_test

import (
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/variant"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
)

// Package-level sinks keep benchmark results live.
var (
	tableSinkPoints int
	tableSinkResult score.Result
)

// BenchmarkTablePoints values a 26-card capture with spot hearts.
func BenchmarkTablePoints(b *testing.B) {
	tab := gametest.MustTable(variant.BlackMaria, variant.Options{SpotHearts: true, Omnibus: score.OmnibusJD, SpadeValues: score.StandardSpades})
	s := card.HeartsSet | card.SpadesSet
	b.ReportAllocs()
	for b.Loop() {
		tableSinkPoints = tab.Points(s)
	}
}

func benchHeartsFacts() score.Facts {
	f := score.NewFacts(4, seat.All(4))
	f.Taken[0] = card.ClubsSet
	f.Taken[1] = card.HeartsSet | card.Of(card.QueenSpades)
	f.Taken[2] = card.DiamondsSet
	f.Taken[3] = card.SpadesSet.Remove(card.QueenSpades)
	return f
}

// BenchmarkHeartsDeal scores a moon with Omnibus.
func BenchmarkHeartsDeal(b *testing.B) {
	f := benchHeartsFacts()
	tab := gametest.MustTable(variant.Hearts, variant.Options{SpotHearts: false, Omnibus: score.OmnibusJD})
	b.ReportAllocs()
	for b.Loop() {
		tableSinkResult = score.HeartsDeal(f, tab, score.MoonAddToOthers, score.OmnibusJD, false)
	}
}

// BenchmarkBlackMariaDeal scores a deal with the slam rule on.
func BenchmarkBlackMariaDeal(b *testing.B) {
	f := benchHeartsFacts()
	tab := gametest.MustTable(variant.BlackMaria, variant.Options{SpotHearts: false, Omnibus: score.OmnibusJD, SpadeValues: score.StandardSpades})
	b.ReportAllocs()
	for b.Loop() {
		tableSinkResult = score.BlackMariaDeal(f, tab, card.Full52, score.SlamDeduct, score.OmnibusJD)
	}
}

// Table.Points and the Black Maria and Hearts scorers do not allocate.
func TestTableAllocs(t *testing.T) {
	tab := gametest.MustTable(variant.BlackMaria, variant.Options{SpotHearts: true, Omnibus: score.OmnibusJD, SpadeValues: score.StandardSpades})
	if n := testing.AllocsPerRun(100, func() { tableSinkPoints = tab.Points(card.Full52) }); n != 0 {
		t.Errorf("Table.Points allocates %v times per run, want 0", n)
	}
	f := benchHeartsFacts()
	hearts := gametest.MustTable(variant.Hearts, variant.Options{SpotHearts: false, Omnibus: score.OmnibusJD})
	if n := testing.AllocsPerRun(100, func() {
		tableSinkResult = score.HeartsDeal(f, hearts, score.MoonAddToOthers, score.OmnibusJD, true)
		tableSinkResult = score.BlackMariaDeal(f, tab, card.Full52, score.SlamDeduct, score.OmnibusJD)
	}); n != 0 {
		t.Errorf("HeartsDeal and BlackMariaDeal allocate %v times per run, want 0", n)
	}
}
