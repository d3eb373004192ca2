package main

import (
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/google/go-cmp/cmp"
)

// TestBrowserLanguages: the page speaks English, German and Danish: its
// text table has every entry of the English one in German and Danish (of
// the same kind, nested tables included), the browser's first language
// the page has picks its language (Accept-Language: da-DK gives Danish),
// the switch goes round English, German, Danish and back, and in Danish
// the page's words, the cards (D♠, E♥, Kn♣) and the games' names (Sorte
// Per, from /api/games) are Danish.
func TestBrowserLanguages(t *testing.T) {
	path := chromium(t)
	base, stop := startServer(t, testOptions(t))
	defer stop()
	a := browsers(t, path, "Alice")[0]
	a.do(chromedp.Navigate(base+"/"), chromedp.WaitVisible(chromedp.CSS("#kind1")))

	missing := eval[[]string](a, `(() => {
	  const bad = [];
	  const walk = (en, other, path) => {
	    for (const k of Object.keys(en)) {
	      const a = en[k], b = other[k];
	      if (b === undefined || b === "" || typeof a !== typeof b) bad.push(path + k);
	      else if (typeof a === "object") walk(a, b, path + k + ".");
	    }
	  };
	  walk(T.en, T.de, "de."); walk(T.en, T.da, "da.");
	  return bad;
	})()`)
	if len(missing) > 0 {
		t.Errorf("the page's text table lacks %v", missing)
	}

	picked := eval[[]string](a, `(() => {
	  const out = [];
	  for (const ls of [["da-DK", "en"], ["fr", "de-AT"], ["en-GB", "da"], ["fr"]]) {
	    Object.defineProperty(navigator, "languages", { value: ls, configurable: true });
	    out.push(browserLang());
	  }
	  return out;
	})()`)
	if diff := cmp.Diff([]string{"da", "de", "en", "en"}, picked); diff != "" {
		t.Errorf("the language picked from the browser's (-want +got):\n%s", diff)
	}

	round := eval[[]string](a, `(() => {
	  lang = "en"; applyLang();
	  const out = [];
	  for (let i = 0; i < 3; i++) { document.getElementById("lang").click(); out.push(document.documentElement.lang + ":" + document.getElementById("lang").textContent); }
	  return out;
	})()`)
	if diff := cmp.Diff([]string{"de:DA", "da:EN", "en:DE"}, round); diff != "" {
		t.Errorf("the language switch (language:button) (-want +got):\n%s", diff)
	}

	danish := eval[[]string](a, `(() => {
	  lang = "da"; applyLang();
	  return [document.querySelector('[data-t="create"]').textContent, cardLabel("QS"), cardLabel("AH"), cardLabel("JC"),
	    cardName("QS"), gameTitle("old-maid"), gameTitle("black-maria"), t("cards", 1), t("tricksN", 2)];
	})()`)
	want := []string{"Nyt bord", "D♠", "E♥", "Kn♣", "spar dame", "Sorte Per", "Sorte Maria", "1 kort", "2 stik"}
	if diff := cmp.Diff(want, danish); diff != "" {
		t.Errorf("the page in Danish (-want +got):\n%s", diff)
	}
	eval[chromedp.Void](a, `(() => { lang = "en"; localStorage.removeItem("bq:lang"); applyLang(); })()`)
}
