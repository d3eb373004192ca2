package main

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/blackqueen/rules/programs/internal/browsertest"
	"github.com/blackqueen/rules/turntimer"
	"github.com/chromedp/chromedp"
)

// chromium returns the path of Debian's chromium, or skips the test.
func chromium(t *testing.T) string { return browsertest.Chromium(t, "the browser test") }

// browser is one person's browser context.
type browser struct {
	t    *testing.T
	name string
	ctx  context.Context
}

// do runs actions with a time limit.
func (b *browser) do(actions ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 20*time.Second)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Steps(actions...)); err != nil {
		b.screenshot("blackqueen-failed-" + strings.ToLower(b.name) + ".png")
		b.t.Fatalf("%s: %v", b.name, err)
	}
}

// eval evaluates a JavaScript expression on the page.
func eval[T any](b *browser, js string) T {
	b.t.Helper()
	v, err := browsertest.Eval[T](b.ctx, js)
	if err != nil {
		b.t.Fatalf("%s: %s: %v", b.name, js, err)
	}
	return v
}

// page is what the test reads of a page to decide its next click.
type page struct {
	Seq     int      `json:"seq"`
	Seat    int      `json:"seat"`
	State   string   `json:"state"`
	Legal   []string `json:"legal"`   // the legal cards of the hand
	Hand    []string `json:"hand"`    // every card of the hand
	Cards   []string `json:"cards"`   // every card the page shows anywhere
	Confirm bool     `json:"confirm"` // a pass or stock choice waits for confirmation
	Draw    int      `json:"draw"`    // face-down cards that may be drawn
	Next    bool     `json:"next"`    // the next-deal button is offered
	Timer   bool     `json:"timer"`   // a countdown is shown
	Warn    bool     `json:"warn"`    // the countdown is in its last seconds
	Pair    bool     `json:"pair"`    // a pair is shown in the middle
	Msg     string   `json:"msg"`
}

const readPage = `(() => {
  const q = (s) => [...document.querySelectorAll(s)];
  const b = document.body.dataset;
  return {
    seq: +(b.seq || -1), seat: +(b.seat || -1), state: b.state || "",
    legal: q("#hand .card.legal").map((e) => e.dataset.card),
    hand: q("#hand [data-card]").map((e) => e.dataset.card),
    cards: q("[data-card]").map((e) => e.dataset.card),
    confirm: !!document.getElementById("confirm"),
    draw: q(".fan .card.legal").length,
    next: !!document.getElementById("next") && !document.getElementById("next").disabled,
    timer: q("[data-timer]").length > 0, warn: q(".countdown.warn").length > 0,
    pair: q("#trick .pair .card").length > 0,
    msg: document.getElementById("msg").textContent,
  };
})()`

func (b *browser) read() page { return eval[page](b, readPage) }

// click clicks the middle of the first element that matches the CSS
// selector, if there is one (browsertest.Click).
func (b *browser) click(sel string) {
	b.t.Helper()
	if _, err := browsertest.Click(b.ctx, sel); err != nil {
		b.screenshot("blackqueen-failed-" + strings.ToLower(b.name) + ".png")
		b.t.Fatalf("%s: %v", b.name, err)
	}
}

// act makes the page's next move by clicking, if it has one: a legal card
// (or the cards of a pass and its confirmation), a face-down card to draw,
// or the next deal. It reports whether it clicked.
func (b *browser) act(p page) bool {
	switch {
	case p.Confirm:
		marked := eval[int](b, `document.querySelectorAll("#hand .card.marked").length`)
		// The page may have redrawn since p was read (the pass made): the
		// button may be gone.
		if eval[bool](b, `(() => { const e = document.getElementById("confirm"); return !!e && !e.disabled; })()`) {
			b.click("#confirm")
			return true
		}
		unmarked := eval[[]string](b, `[...document.querySelectorAll("#hand .card.legal:not(.marked)")].map((e) => e.dataset.card)`)
		if len(unmarked) == 0 || marked > 3 {
			return false
		}
		b.click(fmt.Sprintf(`#hand .card.legal[data-card=%q]`, unmarked[0]))
		return true
	case len(p.Legal) > 0:
		b.click(fmt.Sprintf(`#hand .card.legal[data-card=%q]`, p.Legal[0]))
		return true
	case p.Draw > 0:
		b.click(`.fan .card.legal`)
		return true
	case p.Next:
		b.click("#next")
		return true
	}
	return false
}

// noLeak fails when a page shows a card that is in the other's hand, read
// at the same moment of the game (the same seq).
func noLeak(t *testing.T, a, b *browser) bool {
	pa, pb := a.read(), b.read()
	if pa.Seq != pb.Seq || pa.Seq < 0 {
		return false
	}
	for _, c := range pa.Hand {
		if slices.Contains(pb.Cards, c) {
			t.Fatalf("%s's page shows %s, which is in %s's hand (seq %d)", b.name, c, a.name, pa.Seq)
		}
	}
	for _, c := range pb.Hand {
		if slices.Contains(pa.Cards, c) {
			t.Fatalf("%s's page shows %s, which is in %s's hand (seq %d)", a.name, c, b.name, pb.Seq)
		}
	}
	return true
}

// createTable fills the lobby's form on a's page: game, seats (seat 1 a
// person, the rest built-in players), deals, and submits it.
func createTable(a *browser, base, game string, seats, deals int) string {
	a.do(chromedp.Navigate(base+"/"), chromedp.WaitVisible(chromedp.CSS("#kind1"))) // the form is filled once the games have loaded
	eval[chromedp.Void](a, fmt.Sprintf(`(() => {
	  const set = (id, v) => { const e = document.getElementById(id); e.value = v; e.dispatchEvent(new Event("change")); };
	  set("name", "Alice"); set("game", %q); set("seats", "%d"); set("kind1", ""); set("deals", "%d");
	})()`, game, seats, deals))
	a.click(`#create button[type=submit]`)
	a.do(chromedp.WaitVisible(chromedp.CSS(`body[data-seq]`)))
	hash := eval[string](a, `location.hash`)
	return strings.TrimPrefix(hash, "#t=")
}

// joinTable opens the link on b's page and clicks Join at seat. A click
// is lost when the page redraws the button between the press and the
// release (an update arriving then), so it clicks again while the page
// still offers the seat, until the page shows it taken.
func joinTable(b *browser, base, code string, seat int) {
	b.t.Helper()
	b.do(chromedp.Navigate(base+"/#t="+code), chromedp.WaitVisible(chromedp.CSS(`.seat button`)))
	seated := fmt.Sprintf(`!!document.querySelector('body[data-seat="%d"]')`, seat)
	for deadline := time.Now().Add(60 * time.Second); ; {
		b.click(`.seat button`)
		for again := time.Now().Add(3 * time.Second); time.Now().Before(again); time.Sleep(50 * time.Millisecond) {
			if eval[bool](b, seated) {
				return
			}
		}
		if time.Now().After(deadline) {
			b.screenshot("blackqueen-failed-" + strings.ToLower(b.name) + ".png")
			b.t.Fatalf("%s: the page does not show seat %d taken: %+v", b.name, seat, b.read())
		}
	}
}

// TestBrowser plays in a real browser: two people in two browser contexts
// at one table with two built-in players play a whole Hearts deal and an
// Old Maid round with the turn timer, by clicking. Neither page ever shows
// a card of the other's hand; a reload rejoins the seat; screenshots of the
// table at desktop and phone widths are written for inspection.
func TestBrowser(t *testing.T) {
	path := chromium(t)
	o := testOptions(t)
	o.pace.botDelay = 30 * time.Millisecond
	o.pace.timer = turntimer.Config{On: true, Turn: 2500 * time.Millisecond, Warn: 2 * time.Second, Short: 1500 * time.Millisecond, Strikes: 2}
	base, stop := startServer(t, o)
	defer stop()

	people := browsers(t, path, "Alice", "Bob")
	alice, bob := people[0], people[1]

	// Hearts: Alice creates the table, Bob joins by the link.
	code := createTable(alice, base, "hearts", 4, 1)
	joinTable(bob, base, code, 1)
	reloaded, shot, chatted := false, false, false
	moves, checks := playHearts(t, alice, bob, 60*time.Second, func(moves int) {
		if moves > 20 && !shot {
			shot = true
			alice.screenshot("blackqueen-hearts-desktop.png")
			bob.do(chromedp.EmulateViewport(390, 844))
			bob.screenshot("blackqueen-hearts-phone.png")
			bob.do(chromedp.EmulateViewport(1280, 900))
		}
		if moves > 6 && !chatted {
			chatted = true
			alice.do(chromedp.SendKeys(chromedp.CSS("#chatText"), "Viel Glück!\n"))
			if !eval[bool](bob, `new Promise((ok) => { const t0 = Date.now(); const f = () => {
			  if (document.getElementById("chat").textContent.includes("Viel Glück!")) ok(true);
			  else if (Date.now() - t0 > 5000) ok(false); else setTimeout(f, 50); }; f(); })`) {
				t.Fatal("Alice's chat line did not reach Bob's page")
			}
		}
		if moves > 12 && !reloaded {
			reloaded = true
			before := bob.read()
			bob.do(chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS(`body[data-seat="1"]`)))
			after := bob.read()
			if after.Seat != 1 || len(after.Hand) == 0 && len(before.Hand) > 0 {
				t.Fatalf("after a reload Bob's page is at seat %d with %d cards, before it was seat 1 with %d", after.Seat, len(after.Hand), len(before.Hand))
			}
		}
	})
	t.Logf("Hearts: %d clicks, %d leak checks at the same moment of the game", moves, checks)

	// Old Maid with the timer: Bob lets his first turn run out, and the
	// timer draws for him after showing the countdown. A deal can end for
	// Bob before he is ever to draw (his hand paired off, or its last
	// card drawn by the seat after him first): such a deal is dealt again
	// at a new table, up to five times.
	var om oldMaidWatch
	for try := 1; try <= 5 && !om.waited; try++ {
		om = watchOldMaidTimer(t, alice, bob, base)
		if !om.waited {
			t.Logf("Old Maid: deal %d ended before Bob was to draw; dealing again", try)
		}
	}
	if !om.waited {
		t.Fatalf("Old Maid: in five deals Bob was never to draw")
	}
	if !om.countdown || !om.timedOut {
		t.Errorf("Old Maid: countdown shown %v, the timer drew for Bob %v; want both", om.countdown, om.timedOut)
	}
	if !om.pair {
		t.Log("Old Maid: no pair was made by a draw while the test looked")
	}
}

// oldMaidWatch is what watchOldMaidTimer saw: whether Bob was to draw
// and waited, a countdown shown, the timer drawing for him, a pair made
// by a draw.
type oldMaidWatch struct{ waited, countdown, timedOut, pair bool }

// watchOldMaidTimer has Alice create a table of Old Maid at four seats
// and Bob join it, and plays its round to the end: Alice draws at each
// of her turns, Bob at each but his first, which he lets the timer
// draw for him. Neither page may show a card of the other's hand.
func watchOldMaidTimer(t *testing.T, alice, bob *browser, base string) oldMaidWatch {
	t.Helper()
	code := createTable(alice, base, "old-maid", 4, 0)
	joinTable(bob, base, code, 1)
	var w oldMaidWatch
	begin := time.Now()
	for {
		if time.Since(begin) > 60*time.Second {
			t.Fatalf("the Old Maid round did not end: Alice %+v, Bob %+v", alice.read(), bob.read())
		}
		noLeak(t, alice, bob)
		pa, pb := alice.read(), bob.read()
		w.countdown = w.countdown || pa.Warn || pb.Warn
		w.pair = w.pair || pa.Pair || pb.Pair
		if pa.State == "finished" && pb.State == "finished" {
			return w
		}
		alice.act(pa)
		if pb.Draw > 0 && !w.waited {
			w.waited = true
			start := pb.Seq
			for time.Since(begin) < 50*time.Second {
				p := bob.read()
				w.countdown = w.countdown || p.Warn
				if p.Seq != start {
					w.timedOut = true
					break
				}
				time.Sleep(100 * time.Millisecond)
			}
			bob.screenshot("blackqueen-oldmaid-desktop.png")
			continue
		}
		bob.act(pb)
		time.Sleep(40 * time.Millisecond)
	}
}

// screenshot writes a PNG of the page for people to look at.
func (b *browser) screenshot(name string) {
	b.t.Helper()
	file, err := browsertest.Screenshot(b.ctx, name)
	if err != nil {
		b.t.Fatalf("screenshot: %v", err)
	}
	b.t.Logf("screenshot: %s", file)
}

// browsers starts a headless chromium and opens a browser context of its
// own for each name (no shared cookies or storage: separate people).
func browsers(t *testing.T, path string, names ...string) []*browser {
	t.Helper()
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), browsertest.Options(t, path)...)
	t.Cleanup(cancelAlloc)
	root, cancelRoot := chromedp.NewContext(allocCtx)
	t.Cleanup(cancelRoot)
	if _, err := chromedp.Run(root, chromedp.Navigate("about:blank")); err != nil {
		t.Fatalf("starting chromium: %v", err)
	}
	var out []*browser
	for _, name := range names {
		ctx, cancel := chromedp.NewContext(root, chromedp.WithNewBrowserContext())
		t.Cleanup(cancel)
		// The first Run of a context opens its tab, which lives as long
		// as that Run's context: so without a time limit.
		if _, err := chromedp.Run(ctx, chromedp.Navigate("about:blank")); err != nil {
			t.Fatal(err)
		}
		out = append(out, &browser{t: t, name: name, ctx: ctx})
	}
	return out
}

// playHearts clicks a's and b's moves until both pages show the table
// finished, checking at every look that neither shows a card of the
// other's hand; during is called after each look with the clicks so far.
// It returns the clicks and the leak checks made at the same moment of
// the game, and fails on fewer than a whole deal's worth.
func playHearts(t *testing.T, a, b *browser, limit time.Duration, during func(moves int)) (moves, checks int) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for {
		if time.Now().After(deadline) {
			t.Fatalf("the Hearts deal did not end: %s %+v, %s %+v", a.name, a.read(), b.name, b.read())
		}
		if noLeak(t, a, b) {
			checks++
		}
		pa, pb := a.read(), b.read()
		if pa.State == "finished" && pb.State == "finished" {
			break
		}
		if a.act(pa) {
			moves++
		}
		if b.act(pb) {
			moves++
		}
		if during != nil {
			during(moves)
		}
		time.Sleep(40 * time.Millisecond)
	}
	if checks < 10 || moves < 26 {
		t.Fatalf("only %d leak checks and %d clicks in a whole Hearts deal", checks, moves)
	}
	return moves, checks
}
