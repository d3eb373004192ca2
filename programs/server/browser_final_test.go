package main

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/blackqueen/rules/programs/server/tables"
)

// TestBrowserFinishedLink: the link of a table that has finished (and left
// the running tables for the store), opened in a fresh browser, opens on
// the final result: the table finished, the last deal's scores explained
// term by term, the match sheet, and no "Connection lost" message, then or
// a while later. The lobby's list of finished games opens its replay on
// the same final result (TestBrowserReplay steps through it).
func TestBrowserFinishedLink(t *testing.T) {
	path := chromium(t)
	base, stop := startServer(t, testOptions(t))
	defer stop()
	code := newTable(t, base, spec{Game: "hearts", Seats: 4, Bots: []string{"random", "heuristic", "random", "random"}, Deals: 1, Public: true}).Table
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		var info tables.TableInfo
		status, body := get(t, base+"/api/tables/"+code)
		if status != http.StatusOK || json.Unmarshal(body, &info) != nil {
			t.Fatalf("the table: %d %s", status, body)
		}
		if !info.Live {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the table did not finish: %s", body)
		}
	}
	// What a spectator is told of the finished table: the explanation the
	// page must show.
	final, err := dial(t, base, code, "", -1).next(20*time.Second, func(p tables.Publication) bool { return p.Update != nil })
	if err != nil || final.Update.State != "finished" || len(final.Explain["en"]) != 4 || len(final.Update.Results) != 1 {
		t.Fatalf("the finished table's subscription: %+v %v", final, err)
	}

	dora := browsers(t, path, "Dora")[0]
	dora.do(chromedp.Navigate(base+"/#t="+code), chromedp.WaitVisible(chromedp.CSS(`body[data-state="finished"]`)))
	time.Sleep(2 * time.Second) // long enough for a lost connection's retry to show
	p := dora.read()
	if p.State != "finished" || strings.Contains(p.Msg, "Connection lost") || p.Seat != -1 {
		t.Errorf("the finished table's page: state %q, seat %d, message %q", p.State, p.Seat, p.Msg)
	}
	explained := eval[[]string](dora, `[...document.querySelectorAll("#score tr.explain td")].map((e) => e.textContent)`)
	want := make([]string, 4)
	for i, terms := range final.Explain["en"] {
		want[i] = strings.Join(terms, "; ")
	}
	if strings.Join(explained, "|") != strings.Join(want, "|") || eval[bool](dora, `document.getElementById("score").closest("section").hidden`) {
		t.Errorf("the explained scores read %q, want %q", explained, want)
	}
	if rows := eval[int](dora, `document.querySelectorAll("#sheet tr").length`); rows < 2 {
		t.Errorf("the match sheet has %d rows, want the heading and the deal", rows)
	}
	dora.screenshot("blackqueen-finished-link.png")

	// The lobby's finished games open in the page's replay, on the final
	// result, not as a download of the record.
	dora.do(chromedp.Navigate(base+"/"), chromedp.WaitVisible(chromedp.CSS(`#history li a`)))
	href := eval[string](dora, `document.querySelector("#history li a").getAttribute("href")`)
	if href != "#r="+code {
		t.Fatalf("the finished game in the lobby links to %q, want %q (its replay in the page)", href, "#r="+code)
	}
	dora.click(`#history li a`)
	dora.do(chromedp.WaitVisible(chromedp.CSS(`body.replaying[data-state="finished"]`)), chromedp.WaitVisible(chromedp.CSS(`#scoreBox`)))
}
