package main

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/blackqueen/rules/games"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/google/go-cmp/cmp"
)

// seatPlace is where the page draws a seat, read from the page.
type seatPlace struct {
	Seat  int       `json:"seat"`
	X     float64   `json:"x"` // its centre, from the table's centre
	Y     float64   `json:"y"`
	Box   []float64 `json:"box"`   // left, top, right, bottom
	Backs int       `json:"backs"` // the card backs drawn for its hand
	Hand  int       `json:"hand"`  // the cards its hand holds
	Name  string    `json:"name"`
}

const readSeats = `(() => {
  const ring = document.getElementById("ring").getBoundingClientRect();
  const cx = ring.left + ring.width / 2, cy = ring.top + ring.height / 2;
  return [...document.querySelectorAll("#others .seat")].map((e) => {
    const r = e.getBoundingClientRect(), i = +e.dataset.seat;
    return { seat: i, x: r.left + r.width / 2 - cx, y: r.top + r.height / 2 - cy, box: [r.left, r.top, r.right, r.bottom],
      backs: e.querySelectorAll(".backs .mini, .backs .card.back").length, hand: state.update.view.handSizes[i],
      name: e.querySelector(".name").firstChild.textContent };
  });
})()`

// angleOf is the direction of (x, y) in degrees, 0 to the right and 90
// down, in [0, 360).
func angleOf(x, y float64) float64 {
	return math.Mod(math.Atan2(y, x)*180/math.Pi+360, 360)
}

// angleOff is how far two directions lie apart, in degrees.
func angleOff(a, b float64) float64 {
	d := math.Abs(math.Mod(a-b+360, 360))
	return math.Min(d, 360-d)
}

// wantSeatsAround checks that the page draws every other seat around
// the table in playing order from the page's own seat at the bottom (the
// next to the left, then across the top to the right), none over
// another and none outside the table, each with its hand as card backs,
// and named as the terminal names built-in players.
func wantSeatsAround(t *testing.T, a *browser, seats int) {
	t.Helper()
	places := eval[[]seatPlace](a, readSeats)
	ring := eval[[]float64](a, `(() => { const r = document.getElementById("ring").getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; })()`)
	if len(places) != seats-1 {
		t.Fatalf("%d seats: the page draws %d other seats, want %d", seats, len(places), seats-1)
	}
	for k, p := range places {
		want := math.Mod(90+float64(p.Seat)*360/float64(seats), 360)
		// The oval is wider than high: a seat lies within its share of
		// the way round.
		if got := angleOf(p.X, p.Y); angleOff(got, want) > 180/float64(seats) {
			t.Errorf("%d seats: seat %d is drawn at %.0f°, want within %.0f° of %.0f° (0° right, 90° down)", seats, p.Seat+1, got, 180/float64(seats), want)
		}
		if p.Backs != p.Hand {
			t.Errorf("%d seats: seat %d holds %d cards, and the page draws %d backs", seats, p.Seat+1, p.Hand, p.Backs)
		}
		if want := []string{"Anna", "Bruno", "Clara", "Dieter", "Emma"}[k]; p.Name != want {
			t.Errorf("%d seats: the built-in player at seat %d is called %q, want %q", seats, p.Seat+1, p.Name, want)
		}
		if p.Box[0] < ring[0]-1 || p.Box[1] < ring[1]-1 || p.Box[2] > ring[2]+1 || p.Box[3] > ring[3]+1 {
			t.Errorf("%d seats: seat %d's box %v reaches out of the table %v", seats, p.Seat+1, p.Box, ring)
		}
		for _, q := range places[k+1:] {
			if p.Box[0] < q.Box[2] && q.Box[0] < p.Box[2] && p.Box[1] < q.Box[3] && q.Box[1] < p.Box[3] {
				t.Errorf("%d seats: the boxes of seats %d and %d overlap: %v, %v", seats, p.Seat+1, q.Seat+1, p.Box, q.Box)
			}
		}
	}
}

// TestBrowserCardTable looks at the table as a card table, at desktop
// and phone widths: the seats around it for 3 to 6 (Hearts) and 2 (Old
// Maid), each opponent's hand as backs counting its cards, each card of
// the trick in front of the seat that played it, cards that move unless
// reduced motion is asked for, the explained scores in a panel in the
// middle at the end of the deal, the built-in players named as the
// terminal names them, and in Old Maid the hand to draw from as a fan of
// backs that glow.
func TestBrowserCardTable(t *testing.T) {
	path := chromium(t)
	o := testOptions(t)
	base, stop := startServer(t, o)
	defer stop()
	a := browsers(t, path, "Alice")[0]

	for _, width := range [][2]int64{{1280, 900}, {390, 844}} {
		a.do(chromedp.EmulateViewport(width[0], width[1]))
		for _, seats := range []int{3, 4, 5, 6} {
			createBotTable(a, base, "hearts", seats, "{}")
			a.do(chromedp.WaitVisible(chromedp.CSS(`body[data-state="playing"]`)))
			wantSeatsAround(t, a, seats)
		}
	}
	a.do(chromedp.EmulateViewport(1280, 900))

	// A trick: each card lies in front of the seat that played it (seen
	// still, with nothing on its way, for the README's pictures).
	a.do(reduceMotion("reduce"))
	createBotTable(a, base, "hearts", 4, "{}")
	type laid struct {
		Seat int     `json:"seat"`
		X, Y float64 // from the middle's centre
	}
	var cards []laid
	// A deal in which Alice leads every trick has no such moment: then a
	// new table, up to five.
	for deadline, tables := time.Now().Add(60*time.Second), 1; ; time.Sleep(40 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("no trick of two cards or more came at the page's turn: %+v", a.read())
		}
		if p := a.read(); p.State == "finished" && tables < 5 {
			createBotTable(a, base, "hearts", 4, "{}")
			tables++
			continue
		}
		// Read at one moment: the page and the update it draws.
		cards = eval[[]laid](a, `(() => {
		  const m = document.getElementById("middle").getBoundingClientRect();
		  const cur = state.update.view.current;
		  return [...document.querySelectorAll("#trick .played .card")].map((e) => {
		    const r = e.getBoundingClientRect();
		    return { seat: cur.seats[cur.cards.indexOf(e.dataset.card)], x: r.left + r.width / 2 - (m.left + m.width / 2), y: r.top + r.height / 2 - (m.top + m.height / 2) };
		  });
		})()`)
		// Two cards or more, and the page's turn to play: the page
		// stands still until it plays.
		p := a.read()
		if len(cards) >= 2 && len(p.Legal) > 0 && !p.Confirm {
			break
		}
		a.act(p)
	}
	// The table for the README, still (no card on its way).
	a.screenshot("blackqueen-table-desktop.png")
	a.do(chromedp.EmulateViewport(390, 844))
	a.screenshot("blackqueen-table-phone.png")
	a.do(chromedp.EmulateViewport(1280, 900), reduceMotion(""))
	for _, c := range cards {
		want := math.Mod(90+float64(c.Seat)*360/4, 360)
		if got := angleOf(c.X, c.Y); angleOff(got, want) > 20 {
			t.Errorf("seat %d's card lies at %.0f° from the middle, want about %.0f°, in front of the seat", c.Seat+1, got, want)
		}
	}

	// Cards move: dealt into the hand, played into the trick, the trick
	// taken in by its winner; with reduced motion nothing moves.
	moving := `(() => {
	  state.motion = null; render();
	  const u = state.update, lt = u.view.lastTrick;
	  if (lt) takeIn(u, lt);
	  return [...document.querySelectorAll("#hand .card.fly, #trick .card.fly, .taken .card")].map((e) => getComputedStyle(e).animationName);
	})()`
	names := eval[[]string](a, moving)
	if len(names) < 4 || strings.Count(strings.Join(names, " "), "none") > 0 {
		t.Errorf("dealt, played and taken cards move with the animations %q, want each one moving", names)
	}
	a.do(reduceMotion("reduce"))
	names = eval[[]string](a, moving)
	for _, n := range names {
		if n != "none" {
			t.Errorf("with reduced motion asked for, cards move with the animations %q, want none", names)
			break
		}
	}
	a.do(reduceMotion(""))

	// The end of the deal: the scores explained in the middle, naming
	// the built-in players as the page does.
	playToTheEnd(t, a, 90*time.Second)
	panel := eval[[]float64](a, `(() => {
	  const p = document.getElementById("scoreBox"), r = p.getBoundingClientRect(), g = document.getElementById("ring").getBoundingClientRect();
	  return [p.hidden ? 0 : 1, r.left + r.width / 2 - (g.left + g.width / 2), r.top + r.height / 2 - (g.top + g.height / 2), p.querySelectorAll("tr.explain").length];
	})()`)
	if panel[0] != 1 || math.Abs(panel[1]) > 10 || math.Abs(panel[2]) > 10 || panel[3] == 0 {
		t.Errorf("the end of the deal: panel shown %v, its centre %.0f, %.0f px from the table's, %v rows of explanations; want it shown in the middle with explanations",
			panel[0] == 1, panel[1], panel[2], panel[3])
	}
	if text := eval[string](a, `document.getElementById("felt").textContent + document.getElementById("side").textContent`); strings.Contains(text, "heuristic") {
		t.Errorf("the table names a built-in player by its strength: %q", text)
	}
	a.screenshot("blackqueen-hearts-end-panel.png")

	// Old Maid at two seats: the other hand is a fan of backs that glow
	// when it is the page's turn to draw from it.
	oldMaidToDraw(t, a, base)
	wantSeatsAround(t, a, 2)
	glow := eval[[]string](a, `(() => { const e = document.querySelector(".fan .card.back.legal"); const s = getComputedStyle(e);
	  return [s.boxShadow, s.animationName]; })()`)
	if glow[0] == "none" || glow[1] != "glow" {
		t.Errorf("Old Maid: the backs to draw from have the shadow %q and the animation %q, want them glowing", glow[0], glow[1])
	}
	a.screenshot(fmt.Sprintf("blackqueen-oldmaid-%d.png", 2))
}

// oldMaidToDraw deals Old Maid at two seats on a's page, against a
// built-in player, until the page is to draw. A deal can end before that:
// when the page's hand is empty once its pairs are down, or holds one
// card that the other seat draws first, the page is out and the deal
// over. Such a deal is dealt again, up to five times, each time at a new
// table.
func oldMaidToDraw(t *testing.T, a *browser, base string) {
	t.Helper()
	for try := 1; try <= 5; try++ {
		createBotTable(a, base, "old-maid", 2, "{}")
		for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(40 * time.Millisecond) {
			p := a.read()
			if p.Draw > 0 {
				return
			}
			if p.State == "finished" {
				t.Logf("Old Maid: deal %d ended before the page was to draw; dealing again", try)
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("Old Maid: the page was never to draw: %+v", p)
			}
		}
	}
	t.Fatalf("Old Maid: five deals in a row ended before the page was to draw")
}

// reduceMotion emulates the person's prefers-reduced-motion setting
// ("reduce", or "" for none).
func reduceMotion(value string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia,
			emulation.SetEmulatedMediaParams{Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: value}}})
		return err
	})
}

// TestBrowserOptions looks at the options of a new table at 1280×900:
// every option of the game's option table has a control (a checkbox for
// one that is on or off, a choice among its values otherwise), set to
// its default, with a line that says what it is about in the page's
// language; an option the server refuses is told next to the button
// that caused it, in view.
func TestBrowserOptions(t *testing.T) {
	path := chromium(t)
	base, stop := startServer(t, testOptions(t))
	defer stop()
	a := browsers(t, path, "Alice")[0]
	a.do(chromedp.Navigate(base+"/"), chromedp.WaitVisible(chromedp.CSS("#kind1")))
	type control struct {
		Name, Kind, Value, Text string
	}
	for _, lang := range []string{"en", "de", "da"} {
		for _, game := range games.All() {
			got := eval[[]control](a, fmt.Sprintf(`(() => {
			  lang = %q; const g = document.getElementById("game"); g.value = %q; g.dispatchEvent(new Event("change"));
			  return [...document.querySelectorAll("#optionControls [data-option]")].map((c) => ({
			    name: c.dataset.option, kind: c.type, value: c.type === "checkbox" ? String(c.checked) : c.value,
			    text: c.closest("label").querySelector(".optTitle").textContent }));
			})()`, lang, game.String()))
			var want []control
			for _, o := range games.CatalogueOptions(game) {
				kind := "text"
				switch {
				case slices.Equal(o.Values, []string{"false", "true"}):
					kind = "checkbox"
				case len(o.Values) > 0:
					kind = "select-one"
				}
				want = append(want, control{Name: o.Name, Kind: kind, Value: o.Default, Text: o.Entry.Title.In(lang)})
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%s, %s: the option controls differ from the option table (-want +got):\n%s", lang, game, diff)
			}
		}
	}
	eval[chromedp.Void](a, `(() => { lang = "en"; })()`)

	// Schieben without the stock exchange (SAU-O6): the server refuses
	// it, and the page says so next to the button, in view.
	eval[chromedp.Void](a, `(() => { const g = document.getElementById("game"); g.value = "schwarze-sau"; g.dispatchEvent(new Event("change"));
	  document.getElementById("optionBox").open = true; })()`)
	setOptions(a, `{"schieben": true}`)
	a.click(`#create button[type=submit]`)
	var msg []float64
	var text string
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		text = eval[string](a, `document.getElementById("createMsg").textContent`)
		if text != "" {
			msg = eval[[]float64](a, `(() => { const m = document.getElementById("createMsg").getBoundingClientRect();
			  const b = document.querySelector("#create button[type=submit]").getBoundingClientRect();
			  return [m.top, m.bottom, innerHeight, Math.max(m.top - b.bottom, b.top - m.bottom, 0), Math.max(m.left - b.right, 0)]; })()`)
			break
		}
	}
	if text == "" || !strings.Contains(text, "SAU") && !strings.Contains(strings.ToLower(text), "schieben") {
		t.Fatalf("Schieben without the stock exchange: the page tells %q next to the button, want the server's refusal", text)
	}
	if msg[0] < 0 || msg[1] > msg[2] || msg[3] > 40 || msg[4] > 40 {
		t.Errorf("the refusal %q stands at y=%.0f..%.0f in a window %.0f high, %.0f px below and %.0f px beside the button; want it in view beside the button",
			text, msg[0], msg[1], msg[2], msg[3], msg[4])
	}
	a.screenshot("blackqueen-options-refused.png")
}
