package variant_test

import (
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
)

// A package-level sink keeps benchmark results live.
var tableSinkResult score.Result

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
	sc := scorer(games.Hearts, 4, hearts.Options{Omnibus: blackmaria.OmnibusJD})
	b.ReportAllocs()
	for b.Loop() {
		tableSinkResult = sc.Score(&f)
	}
}

// BenchmarkBlackMariaDeal scores a deal with the slam rule on.
func BenchmarkBlackMariaDeal(b *testing.B) {
	f := benchHeartsFacts()
	sc := scorer(games.BlackMaria, 4, blackmaria.Options{Omnibus: blackmaria.OmnibusJD, Slam: blackmaria.SlamDeduct})
	b.ReportAllocs()
	for b.Loop() {
		tableSinkResult = sc.Score(&f)
	}
}

// The Black Maria and Hearts scorers do not allocate.
func TestScorerAllocs(t *testing.T) {
	f := benchHeartsFacts()
	hearts := scorer(games.Hearts, 4, hearts.Options{Omnibus: blackmaria.OmnibusJD, OmnibusMoonNeedsJack: true})
	bm := scorer(games.BlackMaria, 4, blackmaria.Options{Omnibus: blackmaria.OmnibusJD, Slam: blackmaria.SlamDeduct})
	if n := testing.AllocsPerRun(100, func() {
		tableSinkResult = hearts.Score(&f)
		tableSinkResult = bm.Score(&f)
	}); n != 0 {
		t.Errorf("the Hearts and Black Maria scorers allocate %v times per run, want 0", n)
	}
}
