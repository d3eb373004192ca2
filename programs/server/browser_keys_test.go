package main

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// focused is what the test reads of the focused element.
type focused struct {
	Card   string `json:"card"`
	Legal  bool   `json:"legal"`
	Marked bool   `json:"marked"`
	ID     string `json:"id"`
	Label  string `json:"label"`
}

const readFocus = `(() => { const a = document.activeElement || document.body;
  return { card: a.dataset.card || "", legal: a.classList.contains("legal"), marked: a.classList.contains("marked"), id: a.id || "",
    label: a.getAttribute("aria-label") || "" }; })()`

// press sends one key to the focused element.
func (b *browser) press(key string) { b.do(chromedp.KeyEvent(key)) }

// TestBrowserKeyboard plays a whole Hearts deal (its pass too) with the
// keyboard alone: arrows and Enter, never the mouse. Every card of the
// hand is labelled for screen readers with what may be done with it.
func TestBrowserKeyboard(t *testing.T) {
	path := chromium(t)
	base, stop := startServer(t, testOptions(t))
	defer stop()
	a := browsers(t, path, "Alice")[0]
	createBotTable(a, base, "hearts", 4, "{}")
	a.do(chromedp.WaitVisible(chromedp.CSS(`body[data-state="playing"]`)))

	label := regexp.MustCompile(`^(two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace) of (clubs|diamonds|hearts|spades)(, (can be played|cannot be played|can be chosen|chosen))?$`)
	keys, labelled := 0, 0
	for deadline := time.Now().Add(120 * time.Second); ; time.Sleep(30 * time.Millisecond) {
		p := a.read()
		if p.State == "finished" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the deal did not end by the keyboard: %+v, focus %+v", p, eval[focused](a, readFocus))
		}
		f := eval[focused](a, readFocus)
		if f.Card != "" {
			labelled++
			if !label.MatchString(f.Label) {
				t.Fatalf("the card %s is labelled %q for screen readers", f.Card, f.Label)
			}
		}
		confirm := eval[bool](a, `(() => { const e = document.getElementById("confirm"); return !!e && !e.disabled; })()`)
		var key string
		switch {
		case confirm && f.ID == "confirm":
			key = kb.Enter
		case confirm:
			key = kb.ArrowUp
		case p.Confirm && f.Legal && !f.Marked, !p.Confirm && len(p.Legal) > 0 && f.Legal:
			key = kb.Enter // mark a card to pass, or play one
		case p.Confirm, len(p.Legal) > 0:
			key = kb.ArrowRight
		case p.Next && f.ID == "next":
			key = kb.Enter
		case p.Next:
			key = kb.ArrowUp
		default:
			continue
		}
		a.press(key)
		keys++
	}
	if keys < 13 || labelled < 13 {
		t.Fatalf("a whole deal took %d keys with %d labelled cards focused; want at least a card's play each trick", keys, labelled)
	}
	t.Logf("a whole Hearts deal by %d keys", keys)
	// A card as German speakers hear it.
	if got := eval[string](a, `(() => { lang = "de"; const n = cardName("QS"); lang = "en"; return n; })()`); got != "Pik Dame" {
		t.Errorf("the queen of spades is read in German as %q, want %q", got, "Pik Dame")
	}
}

// TestBrowserContrastAndDrawings looks at the table with the turn timer
// on: every text passes WCAG AA contrast against what lies behind it
// (4.5:1, 3:1 for large text), and the timer is a drawing, not the ⏱
// glyph that Debian's fonts lack.
func TestBrowserContrastAndDrawings(t *testing.T) {
	path := chromium(t)
	o := testOptions(t)
	o.pace.botDelay = 400 * time.Millisecond
	base, stop := startServer(t, o)
	defer stop()
	a := browsers(t, path, "Alice")[0]
	for _, width := range [][2]int64{{1280, 900}, {390, 844}} {
		a.do(chromedp.EmulateViewport(width[0], width[1]))
		a.do(chromedp.Navigate(base+"/"), chromedp.WaitVisible(chromedp.CSS("#kind1")))
		if low := eval[[]string](a, contrastCheck); len(low) > 0 {
			t.Errorf("%dpx lobby: text below WCAG AA contrast:\n%s", width[0], strings.Join(low, "\n"))
		}
		// The check sees grey on grey.
		eval[chromedp.Void](a, `(() => { const p = document.createElement("p"); p.id = "probe"; p.textContent = "grey";
		  p.style.color = "#777"; p.style.background = "#999"; document.getElementById("lobby").append(p); })()`)
		probe := eval[[]string](a, contrastCheck)
		eval[chromedp.Void](a, `document.getElementById("probe").remove()`)
		if len(probe) != 1 || !strings.Contains(probe[0], "probe") {
			t.Fatalf("the contrast check finds %q on a page with one grey text on grey", probe)
		}
		createBotTable(a, base, "old-maid", 4, `{"turn-timer": "on"}`)
		a.do(chromedp.WaitVisible(chromedp.CSS(`body[data-state="playing"]`)), chromedp.WaitVisible(chromedp.CSS(`[data-timer] svg`)))
		if low := eval[[]string](a, contrastCheck); len(low) > 0 {
			t.Errorf("%dpx table: text below WCAG AA contrast:\n%s", width[0], strings.Join(low, "\n"))
		}
		if glyphs := eval[string](a, `document.body.innerText.match(/[⏱🃏]/u) || ""`); glyphs != "" {
			t.Errorf("the page writes the glyph %q, which Debian's fonts lack", glyphs)
		}
	}
}

// contrastCheck lists each visible text on the page whose colour has
// less than WCAG AA contrast with its background (the first opaque one
// behind it, the felt's own colour for the table), opacity included;
// text of inactive controls is exempt, as WCAG says. Animations are
// brought to their end first (a card fading in is not yet its colour).
const contrastCheck = `(() => {
  // Colours as they stand once every move is over.
  for (const a of document.getAnimations()) { try { a.finish(); } catch (_) { a.cancel(); } }
  const rgba = (s) => { const m = s.match(/[\d.]+/g).map(Number); return [m[0], m[1], m[2], m.length > 3 ? m[3] : 1]; };
  const lum = (c) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); };
  const mix = (fg, bg, a) => [0, 1, 2].map((i) => fg[i] * a + bg[i] * (1 - a));
  const out = [];
  for (const e of document.querySelectorAll("body *")) {
    if (![...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
    const r = e.getBoundingClientRect();
    if (!r.width || !r.height || e.closest("[hidden], option, .taken")) continue;
    if (e.closest(":disabled, [aria-disabled=true]")) continue;
    const cs = getComputedStyle(e);
    if (cs.visibility === "hidden") continue;
    let bg = null, op = 1;
    for (let p = e; p; p = p.parentElement) {
      const ps = getComputedStyle(p);
      op *= +ps.opacity;
      if (!bg) { const b = rgba(ps.backgroundColor); if (b[3] > 0.9) bg = b; }
    }
    bg = bg || [255, 255, 255, 1];
    const fgc = rgba(cs.color);
    const fg = mix(fgc, bg, fgc[3] * op);
    const l1 = lum(fg), l2 = lum(bg);
    const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
    const size = parseFloat(cs.fontSize), bold = +cs.fontWeight >= 700;
    const need = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
    if (ratio < need) out.push(e.tagName.toLowerCase() + (e.id ? "#" + e.id : "") + "." + e.className + " " + JSON.stringify(e.textContent.trim().slice(0, 30)) +
      ": " + ratio.toFixed(2) + " < " + need);
  }
  return out;
})()`
