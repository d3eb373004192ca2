package main

import (
	"testing"
	"time"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/score"
	"github.com/chromedp/chromedp"
)

// TestBrowserWholeDeals plays a whole deal of every game through the card
// table, at desktop and at phone width, by clicking as a person does: the
// cards of a play, the cards of a pass or a stock exchange and their
// confirmation, the fan of an Old Maid draw. The table is of one deal, so
// the page must reach "finished" with every move made through it, and
// with Alice's hand played out, unless the deal ended early because
// every announcement made had failed (MAD-R21: a built-in player's
// Jungfrau lost in Madonna).
func TestBrowserWholeDeals(t *testing.T) {
	path := chromium(t)
	base, stop := startServer(t, testOptions(t))
	defer stop()
	a := browsers(t, path, "Alice")[0]
	for _, size := range []struct {
		name string
		w, h int64
	}{{"desktop", 1280, 900}, {"phone", 390, 844}} {
		a.do(chromedp.EmulateViewport(size.w, size.h))
		for _, g := range games.All() {
			t.Run(size.name+"/"+g.String(), func(t *testing.T) {
				lo, _ := games.SeatRange(g)
				seats := max(lo, 4)
				createBotTable(a, base, g.String(), seats, "{}")
				moves := 0
				for deadline := time.Now().Add(120 * time.Second); ; time.Sleep(40 * time.Millisecond) {
					p := a.read()
					if p.State == "finished" {
						break
					}
					if time.Now().After(deadline) {
						t.Fatalf("the table did not finish: %+v", p)
					}
					if a.act(p) {
						moves++
					}
				}
				if p := a.read(); len(p.Hand) != 0 && g != games.OldMaid && !endedEarly(a) {
					t.Errorf("the deal finished with %q still in Alice's hand", p.Hand)
				}
				if moves == 0 {
					t.Error("the deal finished without a move of Alice's through the page")
				}
				t.Logf("%d clicks", moves)
			})
		}
	}
}

// endedEarly reports whether the last deal on a's page was scored as a
// failed announcement, the outcome of a deal that may end before its
// last trick (MAD-R21).
func endedEarly(a *browser) bool {
	a.t.Helper()
	out := eval[string](a, `(() => { const v = state.update && state.update.view; return (v && v.last && v.last.outcome) || ""; })()`)
	if out == score.FailedAnnouncement.String() {
		a.t.Logf("the deal ended early: every announcement had failed (MAD-R21)")
		return true
	}
	return false
}
