package hearts_test

import (
	"strings"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
)

// SH-R9: a Hearts moon is every heart and the Q♠, not every trick. When
// the shooter took 6 of the 13 tricks, its own term is the moon's (0 for
// it, the others charged), never the sweep of a seat that took every
// trick, and its text says nothing of every trick.
func TestHeartsMoonTermOfTheShooter(t *testing.T) {
	all := seat.Set(0).Add(0).Add(1).Add(2).Add(3)
	f := score.NewFacts(4, all)
	var hearts card.Set
	for r := card.Two; r <= card.Ace; r++ {
		hearts = hearts.Add(card.New(r, card.Hearts))
	}
	f.Taken[1] = hearts.Add(card.New(card.Queen, card.Spades))
	f.Tricks = [seat.Max]int{4, 6, 2, 1}
	f.Played = 13
	r, x := gametest.Score(games.Hearts, nil, f)
	if want := [4]int{26, 0, 26, 26}; [4]int(r.Points[:4]) != want || r.Outcome != score.PenaltySweep {
		t.Fatalf("the moon scored %v (%v), want %v", r.Points[:4], r.Outcome, want)
	}
	if len(x[1]) == 0 {
		t.Fatal("the shooter has no term")
	}
	for _, term := range x[1] {
		if term.Kind == score.TermSweep {
			t.Errorf("the shooter, with 6 of 13 tricks, has a sweep term: %+v", term)
		}
		for _, lang := range []string{"en", "de"} {
			if s := term.Text(lang); strings.Contains(s, "every trick") || strings.Contains(s, "alle Stiche") {
				t.Errorf("the shooter's term reads %q", s)
			}
		}
	}
	if got := x[1][len(x[1])-1]; got.Kind != score.TermPenaltySweep || got.By != 1 || got.Points != 0 {
		t.Errorf("the shooter's last term is %+v, want the moon of seat 1 for 0", got)
	}
}
