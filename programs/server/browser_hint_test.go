package main

import (
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// hintSeen is what the test reads of the page's hint.
type hintSeen struct {
	Texts  []string `json:"texts"`  // every text the hint line showed, in order
	Hinted []string `json:"hinted"` // the cards ringed as the hint's
	Legal  []string `json:"legal"`
	Ms     float64  `json:"ms"` // from the ask to the reason, in the page's clock
}

// watchHint records every text of the hint line from now on, and when
// the reason came.
const watchHint = `(() => {
  window.hintTexts = []; window.hintAsked = performance.now(); window.hintAt = 0;
  new MutationObserver(() => {
    const s = document.getElementById("hintMsg").textContent;
    window.hintTexts.push(s);
    if (!window.hintAt && /^(Hint|Tipp|Tip):/.test(s)) window.hintAt = performance.now();
  }).observe(document.getElementById("hintMsg"), { childList: true, characterData: true, subtree: true });
})()`

const readHint = `(() => ({ texts: window.hintTexts,
  hinted: [...document.querySelectorAll(".card.hinted")].map((e) => e.dataset.card),
  legal: [...document.querySelectorAll("#hand .card.legal")].map((e) => e.dataset.card),
  ms: window.hintAt ? window.hintAt - window.hintAsked : -1 }))()`

// awaitHint waits until the page shows a hint's reason.
func awaitHint(t *testing.T, a *browser) hintSeen {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		h := eval[hintSeen](a, readHint)
		if h.Ms >= 0 && len(h.Hinted) > 0 {
			return h
		}
		if time.Now().After(deadline) {
			t.Fatalf("no hint on the page: %+v", h)
		}
	}
}

// TestBrowserHint presses Hint at the pass of a Hearts deal and ? at a
// play: each time the page says it is thinking, then shows the reason
// (within a bound a loaded machine keeps; the fast player takes about a
// millisecond) and rings the hinted cards in the hand, which are cards
// the seat may choose; the reason names them in the page's language.
func TestBrowserHint(t *testing.T) {
	path := chromium(t)
	o := testOptions(t)
	o.pace.botDelay = 500 * time.Millisecond
	base, stop := startServer(t, o)
	defer stop()
	a := browsers(t, path, "Alice")[0]
	createBotTable(a, base, "hearts", 4, "{}")
	a.do(chromedp.WaitVisible(chromedp.CSS(`body[data-state="playing"]`)), chromedp.WaitVisible(chromedp.CSS(`#hintBtn`)))

	// The hint's answer is held back (heldBack) until the built-in
	// players have passed meanwhile: another seat's move leaves the
	// seat's decision, and the hint for it, as they were.
	const heldBack = 1500 * time.Millisecond
	eval[chromedp.Void](a, `(() => { const call = cfCall; window.seqAsked = document.body.dataset.seq;
	  cfCall = (conn, body) => call(conn, body).then((r) => body.rpc && body.rpc.method === "hint" ?
	    new Promise((done) => setTimeout(() => { window.seqAnswered = document.body.dataset.seq; done(r); }, `+strconv.Itoa(int(heldBack.Milliseconds()))+`)) : r); })()`)
	eval[chromedp.Void](a, watchHint)
	a.click("#hintBtn")
	h := awaitHint(t, a)
	h.Ms -= heldBack.Seconds() * 1000 // the bound is the hint's, not the hold's
	checkHint(t, h, "Hint: pass ", 3)
	if asked, answered := eval[string](a, `window.seqAsked`), eval[string](a, `window.seqAnswered`); asked == answered {
		t.Errorf("no other seat moved while the hint was asked (seq %s): the test did not test that", asked)
	}
	a.screenshot("blackqueen-hint-pass.png")

	// Pass the hinted cards, then ask with the key at the first play. A
	// built-in player's move may redraw the hand between two clicks,
	// which drops the click on the old hand: the cards are marked until
	// the hinted ones are, and only then confirmed.
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		p := a.read()
		if len(p.Legal) > 0 && !p.Confirm {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no play for the seat after the pass: %+v", p)
		}
		marked := eval[[]string](a, `[...document.querySelectorAll("#hand .card.marked")].map((e) => e.dataset.card)`)
		for _, c := range symmetricDifference(marked, h.Hinted) {
			a.click(`#hand .card[data-card="` + c + `"]`)
		}
		if len(symmetricDifference(marked, h.Hinted)) == 0 &&
			eval[bool](a, `(() => { const e = document.getElementById("confirm"); return !!e && !e.disabled; })()`) {
			a.click("#confirm")
		}
	}
	// At phone width, in German.
	a.do(chromedp.EmulateViewport(390, 844))
	eval[chromedp.Void](a, `(() => { lang = "de"; applyLang(); })()`)
	eval[chromedp.Void](a, watchHint)
	a.do(chromedp.KeyEvent("?"))
	h = awaitHint(t, a)
	checkHint(t, h, "Tipp: ", 1)
	if r := eval[[]float64](a, `(() => { const r = document.getElementById("hintMsg").getBoundingClientRect(); return [r.left, r.right]; })()`); r[0] < 0 || r[1] > 390 {
		t.Errorf("the hint's reason runs off a phone's screen: %v", r)
	}
	a.screenshot("blackqueen-hint-play.png")
}

// checkHint checks a hint the page shows: it was thinking first, the
// reason starts with prefix, n legal cards are ringed, and the reason
// names each of them in the page's notation.
func checkHint(t *testing.T, h hintSeen, prefix string, n int) {
	t.Helper()
	if len(h.Texts) == 0 || !strings.Contains(h.Texts[0], "…") {
		t.Errorf("the page did not say it was thinking: %q", h.Texts)
	}
	reason := h.Texts[len(h.Texts)-1]
	if !strings.HasPrefix(reason, prefix) {
		t.Errorf("the hint reads %q, want it to begin %q", reason, prefix)
	}
	if h.Ms > 2000 {
		t.Errorf("the hint took %.0f ms", h.Ms)
	}
	if len(h.Hinted) != n {
		t.Fatalf("%d cards ringed (%v), want %d", len(h.Hinted), h.Hinted, n)
	}
	for _, c := range h.Hinted {
		if !strings.Contains(strings.Join(h.Legal, " "), c) {
			t.Errorf("the hinted %s is not a card the seat may choose (%v)", c, h.Legal)
		}
		if label := pageLabel(c, strings.HasPrefix(prefix, "Tipp")); !strings.Contains(reason, label) {
			t.Errorf("the reason %q does not name the hinted %s (%s)", reason, c, label)
		}
	}
}

// pageLabel is a card as the page writes it: rank and suit symbol, the
// German ranks B and D for a German reader.
func pageLabel(c string, german bool) string {
	r, s := c[:len(c)-1], c[len(c)-1:]
	if german {
		r = map[string]string{"J": "B", "Q": "D"}[r] + strings.TrimLeft(r, "JQ")
	}
	return r + map[string]string{"C": "♣", "D": "♦", "H": "♥", "S": "♠"}[s]
}

// symmetricDifference returns the cards in exactly one of a and b: those
// to click so that the marked cards a become b.
func symmetricDifference(a, b []string) []string {
	var out []string
	for _, x := range a {
		if !slices.Contains(b, x) {
			out = append(out, x)
		}
	}
	for _, x := range b {
		if !slices.Contains(a, x) {
			out = append(out, x)
		}
	}
	return out
}
