package main

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserOfflineHint presses Hint on the offline page at the pass of
// a Hearts deal: the engine in the page (bq.wasm) gives the fast
// player's hint, and the page shows its reason and rings the three cards.
func TestBrowserOfflineHint(t *testing.T) {
	path := chromium(t)
	dir, _ := buildFolder(t)
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	defer srv.Close()
	b := newTab(t, path)
	b.do(60*time.Second, chromedp.Navigate(srv.URL+"/?pace=0"), chromedp.WaitVisible(chromedp.CSS("#kind1")))
	newTable(b, tableSpec{game: "hearts", seats: 4, deals: 1})
	b.do(30*time.Second, chromedp.WaitVisible(chromedp.CSS("#hintBtn")))
	b.click("#hintBtn")
	var msg string
	var rung int
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		msg = eval[string](b, `document.getElementById("hintMsg").textContent`)
		rung = eval[int](b, `document.querySelectorAll("#hand .card.hinted").length`)
		if rung > 0 || time.Now().After(deadline) {
			break
		}
	}
	if !strings.HasPrefix(msg, "Hint: pass ") || rung != 3 {
		t.Errorf("the offline hint reads %q with %d cards rung, want a pass of 3", msg, rung)
	}
	b.screenshot("blackqueen-offline-hint.png")
}
