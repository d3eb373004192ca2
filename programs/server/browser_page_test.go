package main

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// createBotTable fills the lobby's form on a's page for a table of game,
// one deal, where a takes seat 1 and built-in players every other seat,
// and submits it.
func createBotTable(a *browser, base, game string, seats int, options string) {
	a.t.Helper()
	a.do(chromedp.Navigate(base+"/"), chromedp.WaitVisible(chromedp.CSS("#kind1")))
	eval[chromedp.Void](a, fmt.Sprintf(`(() => {
	  const set = (id, v) => { const e = document.getElementById(id); e.value = v; e.dispatchEvent(new Event("change")); };
	  set("name", "Alice"); set("game", %q); set("seats", "%d"); set("deals", "1");
	})()`, game, seats))
	setOptions(a, options)
	a.click(`#create button[type=submit]`)
	a.do(chromedp.WaitVisible(chromedp.CSS(`body[data-seq]`)))
}

// setOptions sets the form's option controls to the options of a JSON
// object of record names ("" for none): a checkbox to a boolean, any
// other control to the value as the record writes it.
func setOptions(a *browser, options string) {
	a.t.Helper()
	if options == "" {
		options = "{}"
	}
	missing := eval[[]string](a, fmt.Sprintf(`(() => {
	  const missing = [];
	  for (const [k, v] of Object.entries(%s)) {
	    const c = document.querySelector('#optionControls [data-option="' + k + '"]');
	    if (!c) { missing.push(k); continue; }
	    if (c.type === "checkbox") c.checked = !!v; else c.value = typeof v === "object" ? JSON.stringify(v) : String(v);
	  }
	  return missing;
	})()`, options))
	if len(missing) > 0 {
		a.t.Fatalf("the form has no control for the options %q", missing)
	}
}

// playToTheEnd clicks a's moves until the page shows the table finished.
func playToTheEnd(t *testing.T, a *browser, limit time.Duration) {
	t.Helper()
	for deadline := time.Now().Add(limit); ; time.Sleep(40 * time.Millisecond) {
		p := a.read()
		if p.State == "finished" {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the table did not finish: %+v", p)
		}
		a.act(p)
	}
}

// TestBrowserPageTexts looks at what the page writes, at a wide window:
// options that are not JSON are told in the page's language; a seat's box
// counts one trick in the singular, in both languages; the deal's table
// and the match sheet of six seats fit in the side panel (no column cut
// off at its edge); a table ended by its number of deals names the
// lowest total; a seat that sits a deal out says so; Old Maid's deal
// table has no tricks column (there are no tricks).
func TestBrowserPageTexts(t *testing.T) {
	path := chromium(t)
	base, stop := startServer(t, testOptions(t))
	defer stop()
	a := browsers(t, path, "Alice")[0]

	// An option's value that cannot be read is told in the page's
	// language, not in the browser's JavaScript error.
	a.do(chromedp.Navigate(base+"/"), chromedp.WaitVisible(chromedp.CSS("#kind1")))
	for _, c := range []struct{ lang, want string }{{"en", "The option limits is not written"}, {"de", "Die Option limits ist nicht richtig"},
		{"da", "Indstillingen limits er ikke skrevet"}} {
		msg := eval[string](a, fmt.Sprintf(`(() => { lang = %q; const g = document.getElementById("game"); g.value = "schwarze-madonna";
		  g.dispatchEvent(new Event("change")); document.querySelector('[data-option="limits"]').value = '{"4": 2';
		  document.querySelector("#create button[type=submit]").click(); return document.getElementById("createMsg").textContent; })()`, c.lang))
		if !strings.HasPrefix(msg, c.want) {
			t.Errorf("%s: options that are not JSON are told as %q, want %q...", c.lang, msg, c.want)
		}
	}
	eval[chromedp.Void](a, `(() => { lang = "en"; })()`)

	createBotTable(a, base, "hearts", 6, "{}")
	playToTheEnd(t, a, 90*time.Second)
	// One trick, told in each language: the seat boxes of the last update
	// drawn again as if every seat had won exactly one.
	for _, c := range []struct{ lang, want, wrong string }{{"en", "1 trick ·", "1 tricks"}, {"de", "1 Stich ·", "1 Stiche"}, {"da", "1 stik ·", "1 tricks"}} {
		info := eval[string](a, fmt.Sprintf(`(() => {
		  lang = %q;
		  const u = state.update;
		  const one = Object.assign({}, u, { view: Object.assign({}, u.view, { tricksWon: u.view.tricksWon.map(() => 1) }) });
		  return seatBox(one, 2).querySelector(".info").textContent;
		})()`, c.lang))
		if !strings.Contains(info, c.want) || strings.Contains(info, c.wrong) {
			t.Errorf("%s: a seat that won one trick reads %q, want %q", c.lang, info, c.want)
		}
	}
	eval[chromedp.Void](a, `(() => { lang = "en"; render(); })()`)
	a.screenshot("blackqueen-hearts-six-seats-end.png")
	// One deal of a match that goes on: no winner, but the page names the
	// lowest total.
	if msg := eval[string](a, `statusLine(state.update)`); !strings.Contains(msg, "Lowest total: ") {
		t.Errorf("the table ended by its number of deals tells %q, want the lowest total named", msg)
	}
	for _, box := range []string{"#score", "#sheet"} {
		over := eval[[]float64](a, fmt.Sprintf(`(() => {
		  const s = document.querySelector(%q), t = s.querySelector("table");
		  return [t.getBoundingClientRect().right, s.closest("section").getBoundingClientRect().right, s.scrollWidth - s.clientWidth];
		})()`, box))
		if over[0] > over[1]+0.5 || over[2] > 0 {
			t.Errorf("%s: the table ends at x=%.0f, its panel at x=%.0f (%.0f px overflow)", box, over[0], over[1], over[2])
		}
	}

	// Four at Schwarze Sau with the stock exchange: the dealer (Alice, in
	// the first deal) sits it out, and her seat's box says so.
	createBotTable(a, base, "schwarze-sau", 4, `{"stock-exchange": true}`)
	a.do(chromedp.WaitVisible(chromedp.CSS(`body[data-state="playing"]`)))
	for _, c := range []struct{ lang, want string }{{"en", "sits out"}, {"de", "setzt aus"}, {"da", "står over"}} {
		tags := eval[[]string](a, fmt.Sprintf(`(() => { lang = %q; render();
		  return [...document.querySelectorAll("#meSeat .tag")].map((e) => e.textContent); })()`, c.lang))
		if !slices.Contains(tags, c.want) {
			t.Errorf("%s: the box of the seat that sits the deal out has the tags %q, want %q", c.lang, tags, c.want)
		}
	}
	eval[chromedp.Void](a, `(() => { lang = "en"; render(); })()`)

	createBotTable(a, base, "old-maid", 4, "{}")
	playToTheEnd(t, a, 90*time.Second)
	heads := eval[[]string](a, `[...document.querySelectorAll("#score th")].map((e) => e.textContent)`)
	cells := eval[int](a, `document.querySelector("#score tr:nth-child(2)").children.length`)
	if len(heads) != 3 || cells != 3 || strings.Contains(strings.Join(heads, " "), "tricks") {
		t.Errorf("Old Maid's deal table has the columns %q (%d cells a row), want the seat, points and total only", heads, cells)
	}
}
