package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/blackqueen/rules/programs/internal/browsertest"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// chromium returns the path of chromium, or skips the test with a
// message that says so (go test -v and the README's test command print
// it).
func chromium(t *testing.T) string { return browsertest.Chromium(t, "the offline page's browser test") }

// tab is the browser's one page.
type tab struct {
	t   *testing.T
	ctx context.Context
}

// newTab starts a headless chromium with a profile of its own.
func newTab(t *testing.T, path string) *tab {
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), browsertest.Options(t, path)...)
	t.Cleanup(cancelAlloc)
	ctx, cancel := chromedp.NewContext(allocCtx)
	t.Cleanup(cancel)
	// The first Run opens the tab, which lives as long as its context.
	if _, err := chromedp.Run(ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatalf("starting chromium: %v", err)
	}
	return &tab{t: t, ctx: ctx}
}

// do runs actions with a time limit.
func (b *tab) do(limit time.Duration, actions ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, limit)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Steps(actions...)); err != nil {
		b.screenshot("blackqueen-offline-failed.png")
		b.t.Fatal(err)
	}
}

// eval evaluates a JavaScript expression on the page (a Promise is
// awaited).
func eval[T any](b *tab, js string) T {
	b.t.Helper()
	v, err := browsertest.Eval[T](b.ctx, js)
	if err != nil {
		b.t.Fatalf("%s: %v", js, err)
	}
	return v
}

// screenshot writes a PNG of the page for people to look at.
func (b *tab) screenshot(name string) {
	file, err := browsertest.Screenshot(b.ctx, name)
	if err != nil {
		b.t.Logf("screenshot %s: %v", name, err)
		return
	}
	b.t.Logf("screenshot: %s", file)
}

// networkOff cuts the page's network: requests of the page and of its
// service worker fail, and navigator.onLine is false.
func networkOff() chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
			return err
		}
		yes := true
		if _, err := chromedp.Call(ctx, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
			EmulateOfflineServiceWorker: &yes,
			MatchedNetworkConditions:    []*network.Conditions{{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}},
		}); err != nil {
			return err
		}
		_, err := chromedp.Call(ctx, network.OverrideNetworkState, network.OverrideNetworkStateParams{Offline: true, DownloadThroughput: -1, UploadThroughput: -1})
		return err
	})
}

// look is what the test reads of the page to decide its next key or
// click.
type look struct {
	State  string   `json:"state"`
	Legal  []string `json:"legal"`  // the legal cards of the hand
	Marked int      `json:"marked"` // the cards chosen for a pass or the stock
	Ready  bool     `json:"ready"`  // the focus is on something to press
	Choose bool     `json:"choose"` // a pass or stock choice is open
	OK     bool     `json:"ok"`     // its confirmation may be pressed
	Draw   int      `json:"draw"`   // face-down cards that may be drawn
	Button bool     `json:"button"` // a primary button (next deal, take the stock)
	Msg    string   `json:"msg"`
}

const readLook = `(() => {
  const q = (s) => [...document.querySelectorAll(s)];
  const a = document.activeElement;
  const confirm = document.getElementById("confirm");
  return {
    state: document.body.dataset.state || "",
    legal: q("#hand .card.legal").map((e) => e.dataset.card),
    marked: q("#hand .card.marked").length,
    ready: !!a && !a.disabled && !confirm && (a.matches("#hand .card.legal") || a.matches(".fan .card.back.legal") || a.matches("#actions button.primary")),
    choose: !!confirm, ok: !!confirm && !confirm.disabled,
    draw: q(".fan .card.legal").length,
    button: q("#actions button.primary:not(:disabled)").length > 0,
    msg: document.getElementById("msg").textContent,
  };
})()`

// click clicks the middle of the first element that matches the CSS
// selector, if there is one (browsertest.Click).
func (b *tab) click(sel string) {
	b.t.Helper()
	if _, err := browsertest.Click(b.ctx, sel); err != nil {
		b.screenshot("blackqueen-offline-failed.png")
		b.t.Fatal(err)
	}
}

// player counts how the test played.
type player struct {
	keys, clicks int
	start        time.Time
}

// act makes the person's next move, if the page offers one: Enter on
// what the page put the focus on (a legal card, a back to draw, the next
// deal), or else clicks: the cards of a pass or stock exchange and its
// confirmation, a legal card, a back, a button.
func (p *player) act(b *tab, l look) {
	switch {
	case l.Ready:
		b.do(10*time.Second, chromedp.KeyEvent(kb.Enter))
		p.keys++
	case l.OK:
		b.click("#confirm")
		p.clicks++
	case l.Choose && len(l.Legal) > 0:
		// Mark a card not yet chosen; a full choice the rules refuse (a
		// card the stock exchange must keep, MAD-A3) gives one back.
		sel := `#hand .card.legal:not(.marked)`
		if eval[bool](b, `!document.querySelector("#hand .card.legal:not(.marked)") || document.getElementById("confirm").disabled && `+
			`document.querySelectorAll("#hand .card.marked").length >= 1 && Math.random() < 0.3`) && l.Marked > 0 {
			sel = `#hand .card.marked`
		}
		b.click(sel)
		p.clicks++
	case len(l.Legal) > 0:
		b.click(fmt.Sprintf(`#hand .card.legal[data-card=%q]`, l.Legal[0]))
		p.clicks++
	case l.Draw > 0:
		b.click(`.fan .card.legal`)
		p.clicks++
	case l.Button:
		b.click(`#actions button.primary:not(:disabled)`)
		p.clicks++
	}
}

// tableSpec is what the test fills the form with: the person at seat 1,
// the others built-in.
type tableSpec struct {
	game         string
	seats, deals int
	options      map[string]string // option name to its control's value
}

// newTable fills the form with s and creates the table.
func newTable(b *tab, s tableSpec) {
	b.t.Helper()
	fill(b, s)
	b.click(`#create button[type=submit]`)
	b.do(20*time.Second, chromedp.WaitVisible(chromedp.CSS(`#table`)))
}

// fill fills the form with s.
func fill(b *tab, s tableSpec) {
	b.t.Helper()
	if eval[bool](b, `document.getElementById("lobby").hidden`) {
		b.click("#home") // back to the form
	}
	b.do(20*time.Second, chromedp.WaitVisible(chromedp.CSS("#kind1")))
	set := fmt.Sprintf(`set("game", %q); set("seats", "%d"); set("deals", "%d");`, s.game, s.seats, s.deals)
	for k, v := range s.options {
		set += fmt.Sprintf(`document.querySelector('#optionControls [data-option="%s"]').value = %q;`, k, v)
	}
	eval[chromedp.Void](b, `(() => { const set = (id, v) => { const e = document.getElementById(id); e.value = v; e.dispatchEvent(new Event("change")); }; `+set+` })()`)
}

// playToEnd plays the person's seat until the table has finished.
func playToEnd(b *tab, limit time.Duration) *player {
	b.t.Helper()
	p := &player{start: time.Now()}
	deadline := time.Now().Add(limit)
	for {
		l := eval[look](b, readLook)
		if l.State == "finished" {
			return p
		}
		if time.Now().After(deadline) {
			b.screenshot("blackqueen-offline-failed.png")
			b.t.Fatalf("the table did not finish in %v: %+v", limit, l)
		}
		p.act(b, l)
		time.Sleep(30 * time.Millisecond)
	}
}

// end is what the page shows at the end of a table.
type end struct {
	Explained int    `json:"explained"` // the seats' explained deal scores
	Deals     int    `json:"deals"`     // the deals on the match sheet
	Top       int    `json:"top"`       // the highest total
	Status    string `json:"status"`
}

func readEnd(b *tab) end {
	return eval[end](b, `(() => {
	  const rows = document.querySelectorAll("#sheet tr");
	  const totals = [...document.querySelectorAll("#sheet tr.totals td")].slice(1).map((e) => +e.textContent);
	  return { explained: document.querySelectorAll("#score tr.explain").length, deals: rows.length - 2,
	    top: Math.max(...totals), status: document.getElementById("msg").textContent };
	})()`)
}

// TestBrowserOffline loads the offline page once from a server (and
// finds that a new build's service worker replaces the old cache), then
// stops the server and cuts the browser's network, reloads the page and
// plays with the keyboard and clicks a whole Hearts match to 40 points
// against built-in players, and one deal of each other game.
func TestBrowserOffline(t *testing.T) {
	path := chromium(t)
	dir, r := buildFolder(t)
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	base := srv.URL + "/?pace=0"
	b := newTab(t, path)

	// The first load, with the network: the service worker caches the
	// folder.
	b.do(60*time.Second, chromedp.Navigate(base), chromedp.WaitVisible(chromedp.CSS("#kind1")))
	cached := eval[int](b, `(async () => {
	  await navigator.serviceWorker.ready;
	  const c = await caches.open("blackqueen-offline-`+r.version+`");
	  return (await c.keys()).length;
	})()`)
	if cached != len(r.files) {
		t.Fatalf("the service worker cached %d files, want %d", cached, len(r.files))
	}

	// A new build (another version of the cache) replaces the old cache
	// once the browser finds the new service worker.
	sw := filepath.Join(dir, "sw.js")
	old, err := os.ReadFile(sw)
	if err != nil {
		t.Fatal(err)
	}
	next := strings.Repeat("0", len(r.version))
	if err := os.WriteFile(sw, []byte(strings.Replace(string(old), r.version, next, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	keys := eval[[]string](b, `(async () => {
	  const reg = await navigator.serviceWorker.getRegistration();
	  await reg.update();
	  for (let i = 0; i < 100; i++) {
	    const keys = await caches.keys();
	    if (keys.length === 1 && !keys[0].endsWith("`+r.version+`")) return keys;
	    await new Promise((ok) => setTimeout(ok, 100));
	  }
	  return await caches.keys();
	})()`)
	if len(keys) != 1 || keys[0] != "blackqueen-offline-"+next {
		t.Fatalf("after a new build the caches are %v, want only blackqueen-offline-%s", keys, next)
	}

	// The network off: the server stopped, the browser offline.
	srv.Close()
	b.do(20*time.Second, networkOff())
	b.do(60*time.Second, chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS("#kind1")))
	if got := eval[string](b, `fetch("/no-such-file?x=" + Date.now()).then(() => "answered", () => "failed")`); got != "failed" {
		t.Fatalf("with the network off a fetch %s", got)
	}
	if eval[bool](b, `navigator.onLine`) {
		t.Error("navigator.onLine is true with the network off")
	}

	// The language switch works offline: round English, German, Danish.
	for _, want := range []string{"Neuer Tisch", "Nyt bord", "New table"} {
		b.click("#lang")
		if got := eval[string](b, `document.querySelector('h2[data-t="create"]').textContent`); got != want {
			t.Errorf("after the language switch the form says %q, want %q", got, want)
		}
	}

	// Options the engine refuses are told next to the button, as the
	// server's refusals are (BM-A4: a target of at least 1).
	fill(b, tableSpec{game: "hearts", seats: 4, options: map[string]string{"target": "-5"}})
	b.click(`#create button[type=submit]`)
	b.do(10*time.Second, chromedp.WaitVisible(chromedp.CSS(`#createMsg:not(:empty)`)))
	if msg := eval[string](b, `document.getElementById("createMsg").textContent`); !strings.Contains(msg, `"target"`) {
		t.Errorf("a target of -5 is told as %q", msg)
	}

	newTable(b, tableSpec{game: "hearts", seats: 4, options: map[string]string{"target": "40"}})
	// A move the rules refuse is told as the server's refusals are: a
	// play in the pass phase (SH-R3).
	b.do(20*time.Second, chromedp.WaitVisible(chromedp.CSS(`#hand .card.legal`)))
	eval[chromedp.Void](b, `bqLocal.send({ t: "move", move: { seat: 0, play: document.querySelector("#hand .card").dataset.card } }, onPublication)`)
	b.do(10*time.Second, chromedp.WaitVisible(chromedp.CSS(`#msg.bad`)))
	if msg := eval[string](b, `document.getElementById("msg").textContent`); !strings.HasPrefix(msg, "Not allowed:") {
		t.Errorf("a refused play shows %q", msg)
	}
	p := playToEnd(b, 4*time.Minute)
	b.screenshot("blackqueen-offline-hearts.png")
	end := readEnd(b)
	if end.Explained != 4 || end.Deals < 2 || end.Top < 40 || !strings.Contains(end.Status, "finished") {
		t.Errorf("the Hearts match to 40 ended with %+v; want each seat's explained score, two deals or more (a deal gives a seat at most 26), a total of 40 or more, the table finished", end)
	}
	stats := eval[struct {
		Moves  int     `json:"moves"`
		MeanMS float64 `json:"meanMs"`
		MaxMS  float64 `json:"maxMs"`
	}](b, `bqLocal.stats()`)
	t.Logf("Hearts to 40 offline: %d deals, %d keys and %d clicks in %v; built-in players: %d decisions, %.1f ms each on average, %.1f ms at most",
		end.Deals, p.keys, p.clicks, time.Since(p.start).Round(time.Millisecond), stats.Moves, stats.MeanMS, stats.MaxMS)
	if stats.Moves == 0 || p.keys == 0 {
		t.Errorf("the built-in players made %d decisions, the keyboard %d moves", stats.Moves, p.keys)
	}

	for _, g := range []struct {
		game  string
		seats int
	}{{"schwarze-madonna", 4}, {"black-maria", 4}, {"schwarze-sau", 4}, {"old-maid", 4}} {
		newTable(b, tableSpec{game: g.game, seats: g.seats, deals: 1})
		p := playToEnd(b, 2*time.Minute)
		b.screenshot("blackqueen-offline-" + g.game + ".png")
		if end := readEnd(b); end.Deals != 1 || end.Explained < 1 || !strings.Contains(end.Status, "finished") {
			t.Errorf("%s: one deal ended with %+v; want it on the sheet, explained, the table finished", g.game, end)
		}
		t.Logf("%s offline: one deal, %d keys and %d clicks in %v", g.game, p.keys, p.clicks, time.Since(p.start).Round(time.Millisecond))
	}
}
