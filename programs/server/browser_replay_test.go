package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/variant"
)

// replayAt is what the test reads of the replay on a page.
type replayAt struct {
	Deal    int      `json:"deal"`
	Step    int      `json:"step"`
	State   string   `json:"state"`
	Move    string   `json:"move"`
	Next    string   `json:"next"`
	Verdict string   `json:"verdict"`
	Scores  []string `json:"scores"`  // the deal's explained scores beside the table, by seat
	Explain []string `json:"explain"` // the explained scores in the middle of the table, by seat
	Hands   []string `json:"hands"`   // every card shown face up in a hand, or being passed
	Trick   []string `json:"trick"`   // the cards of the trick on the table
	Stock   []string `json:"stock"`   // the stock shown face up
	Wide    bool     `json:"wide"`    // the page is wider than the window
}

const readReplay = `(() => {
  const q = (s) => [...document.querySelectorAll(s)];
  const b = document.body.dataset;
  return {
    deal: +(b.replayDeal ?? -1), step: +(b.replayStep ?? -1), state: b.state || "",
    move: document.getElementById("replayMove").textContent, next: document.getElementById("replayNext").textContent,
    verdict: document.getElementById("replayVerdict").textContent,
    scores: q("#replayScores li .hint").map((e) => e.textContent),
    explain: document.getElementById("scoreBox").hidden ? [] : q("#score tr.explain td").map((e) => e.textContent),
    hands: q("#hand [data-card], .faceup [data-card], #passInfo [data-card]").map((e) => e.dataset.card),
    trick: q("#trick .played [data-card]").map((e) => e.dataset.card),
    stock: q(".stockShown [data-card]").map((e) => e.dataset.card),
    wide: document.documentElement.scrollWidth > window.innerWidth + 1,
  };
})()`

func (b *browser) replayAt() replayAt { return eval[replayAt](b, readReplay) }

// waitStep waits until the page stands at step k of deal d.
func (b *browser) waitStep(d, k int) replayAt {
	b.t.Helper()
	b.do(chromedp.WaitVisible(chromedp.CSS(fmt.Sprintf(`body.replaying[data-replay-deal="%d"][data-replay-step="%d"]`, d, k))))
	return b.replayAt()
}

// cardsOf names the cards of sets, sorted.
func cardsOf(sets ...card.Set) []string {
	var out []string
	for _, s := range sets {
		for c := range s.All() {
			out = append(out, c.String())
		}
	}
	slices.Sort(out)
	return out
}

// sorted is a sorted copy of xs.
func sorted(xs []string) []string {
	out := slices.Clone(xs)
	slices.Sort(out)
	return out
}

// pageExplain is the server's explained scores of a deal in lang as the
// page shows them: each seat's terms joined, built-in players by the
// names the page gives them (Anna, Bruno, ... in seat order).
func pageExplain(rp replayReply, d int, lang string) []string {
	names := []string{"Anna", "Bruno", "Clara", "Dieter", "Emma", "Felix"}
	var out []string
	for _, terms := range rp.Deals[d].Explain[lang] {
		line := strings.Join(terms, "; ")
		k := 0
		for i, s := range rp.Seats {
			if s.Bot {
				line = strings.ReplaceAll(line, s.Name+" "+strconv.Itoa(i+1), names[k])
				k++
			}
		}
		out = append(out, line)
	}
	return out
}

// TestBrowserReplay replays in chromium, at desktop (1280×900) and phone
// (390×844) widths: a table of built-in players played to its end, opened
// from the table's page and the lobby's finished games, stepped through
// deal by deal, trick by trick and move by move, forwards and backwards,
// with the buttons and the arrows, every hand face up and the cards shown
// those the server's replay holds; its scores explained as the table
// explains them and the referee's verdict beside it; then record files
// chosen from disk: a legal Schwarze Madonna (the stock face up, its
// stock move and announcement in words, its scores), an Old Maid round (a
// draw and the card drawn), one that breaks a rule, replayed up to its
// fault, with the rule's ID and sentence, and one too large. In English,
// German and Danish; every text at WCAG AA contrast.
func TestBrowserReplay(t *testing.T) {
	path := chromium(t)
	base, stop := startServer(t, testOptions(t))
	defer stop()
	code := newTable(t, base, spec{Game: "hearts", Seats: 4, Bots: []string{"random", "heuristic", "random", "random"}, Deals: 2, Public: true}).Table
	waitRecord(t, base, code)
	var rp replayReply
	if status, body := get(t, base+"/api/tables/"+code+"/replay"); status != 200 || json.Unmarshal(body, &rp) != nil || len(rp.Deals) != 2 {
		t.Fatalf("the table's replay: %d %s", status, body)
	}

	dir := t.TempDir()
	legal := randomRecord(t, gameCase{"schwarze-madonna", 3, `{}`}, 1, 5)
	broken, action, refused := breakFollowSuit(t, randomRecord(t, everyGame()[2], 2, 11), 1)
	_, told := postReplay(t, base, mustRecordJSON(t, broken))
	announced := slices.IndexFunc(legal.Deals[0].Actions, func(m variant.Move) bool { return m.Kind == variant.Announce })
	if announced < 0 || legal.Deals[0].Actions[0].Kind != variant.Stock {
		t.Fatalf("the legal record starts with %v and announces at %d: want a stock move and an announcement", legal.Deals[0].Actions[0], announced)
	}
	files := map[string][]byte{"legal.json": mustRecordJSON(t, legal), "broken.json": mustRecordJSON(t, broken),
		"old-maid.json": mustRecordJSON(t, randomRecord(t, gameCase{"old-maid", 3, `{"turn-timer": "off"}`}, 1, 2)),
		"large.json":    append(mustRecordJSON(t, legal), bytes.Repeat([]byte(" "), maxReplayRecord)...)}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	known := uploads{action: action, seat: refused.Seat + 1, fault: told.Verdict.Fault, announced: announced}
	if known.fault == nil {
		t.Fatalf("the broken record's verdict: %+v", told.Verdict)
	}

	b := browsers(t, path, "Dora")[0]
	for _, size := range []struct {
		name string
		w, h int64
	}{{"desktop", 1280, 900}, {"phone", 390, 844}} {
		t.Run(size.name, func(t *testing.T) {
			b.t = t
			b.do(chromedp.EmulateViewport(size.w, size.h))
			replayTable(b, base, code, rp, size.name)
			replayFiles(b, base, dir, size.name, known)
		})
	}
}

// replayTable opens the table's replay from the table's page and from the
// lobby, and steps through it, in b's window of the size named size.
func replayTable(b *browser, base, code string, rp replayReply, size string) {
	t := b.t
	last := len(rp.Deals[1].Steps) - 1
	b.do(chromedp.Navigate(base+"/#t="+code), chromedp.WaitVisible(chromedp.CSS(`body[data-state="finished"] #replayLink`)))
	b.click("#replayLink")
	b.waitStep(1, last)
	b.do(chromedp.Navigate(base+"/"), chromedp.WaitVisible(chromedp.CSS(`#history li a`)))
	if href := eval[string](b, `document.querySelector("#history li a").getAttribute("href")`); href != "#r="+code {
		t.Fatalf("the finished game in the lobby links to %q, want its replay %q", href, "#r="+code)
	}
	b.click(`#history li a`)
	at := b.waitStep(1, last)
	// It opens where the table ended: the last deal's scores explained
	// in the middle and beside it, the verdict, the table finished.
	want := pageExplain(rp, 1, "en")
	if at.State != "finished" || !slices.Equal(at.Explain, want) || !slices.Equal(at.Scores, want) {
		t.Errorf("the end: state %q, explained %q and beside %q, want %q", at.State, at.Explain, at.Scores, want)
	}
	if !strings.Contains(at.Verdict, "The referee finds the record valid.") || at.Wide {
		t.Errorf("the verdict %q, wider than the window %v", at.Verdict, at.Wide)
	}
	b.screenshot("blackqueen-replay-end-" + size + ".png")
	b.contrast("the table's end")

	// Backwards by a move (the key), to the deal's start (Home): every
	// hand face up, as dealt.
	b.press(kb.ArrowLeft)
	if at = b.waitStep(1, last-1); at.State != "playing" || len(at.Explain) != 0 {
		t.Errorf("a move back from the end: state %q, scores %q", at.State, at.Explain)
	}
	b.press(kb.Home)
	at = b.waitStep(1, 0)
	s0 := rp.Deals[1].Steps[0]
	if !slices.Equal(sorted(at.Hands), cardsOf(s0.Hands...)) || len(at.Hands) != 52 || !strings.Contains(at.Move, "deals the cards") {
		t.Errorf("the second deal's start shows %d cards face up, %q; want the 52 dealt", len(at.Hands), at.Move)
	}
	b.press(kb.PageUp)
	b.waitStep(0, 0)

	// Forwards move by move through the pass, with the buttons.
	for k := 1; k <= 4; k++ {
		b.click("#rpNext")
		at = b.waitStep(0, k)
		st := rp.Deals[0].Steps[k]
		if !strings.Contains(at.Move, "passes") || !slices.Equal(sorted(at.Hands), cardsOf(append(slices.Clone(st.Hands), st.Passing...)...)) {
			t.Errorf("pass %d: %q, face up %v; want the hands and the cards being passed %v %v", k, at.Move, at.Hands, st.Hands, st.Passing)
		}
	}
	// Trick by trick (the arrows down and up): each stop a trick taken.
	b.press(kb.ArrowDown)
	at = b.replayAt()
	if at.Deal != 0 || at.Step != 8 || len(at.Trick) != 0 {
		t.Errorf("a trick on from the pass: deal %d, step %d, trick %v; want the first trick taken at step 8", at.Deal, at.Step, at.Trick)
	}
	b.press(kb.ArrowDown)
	b.waitStep(0, 12)
	b.press(kb.ArrowUp)
	b.waitStep(0, 8)
	b.press(kb.ArrowLeft)
	if at = b.waitStep(0, 7); len(at.Trick) != 3 || !strings.Contains(at.Move, "plays") {
		t.Errorf("a move back from the first trick taken: trick %v, %q; want three cards on the table", at.Trick, at.Move)
	}
	b.screenshot("blackqueen-replay-trick-" + size + ".png") // the README's pictures
	b.click("#rpDealNext")
	b.waitStep(1, 0)
	b.click("#rpDealPrev")
	b.waitStep(0, 0)
	b.click("#rpTrickPrev") // nothing before the start
	b.press(kb.ArrowRight)
	b.waitStep(0, 1)
	b.screenshot("blackqueen-replay-pass-" + size + ".png")
	b.contrast("the pass")

	// German and Danish (the switch goes round): the verdict, the steps
	// and the scores.
	b.press(kb.End)
	b.waitStep(0, len(rp.Deals[0].Steps)-1)
	for _, l := range []struct{ lang, valid, next string }{
		{"de", "Der Schiedsrichter findet das Protokoll gültig.", "Zug ›"},
		{"da", "Dommeren finder protokollen gyldig.", "Træk ›"},
	} {
		b.click("#lang")
		b.do(chromedp.WaitVisible(chromedp.CSS(`html[lang="` + l.lang + `"]`)))
		at = b.replayAt()
		if want := pageExplain(rp, 0, l.lang); !strings.Contains(at.Verdict, l.valid) || !slices.Equal(at.Scores, want) ||
			eval[string](b, `document.getElementById("rpNext").textContent`) != l.next {
			t.Errorf("in %s: verdict %q, scores %q (want %q)", l.lang, at.Verdict, at.Scores, want)
		}
	}
	// After Danish the switch goes back to English.
	b.click("#lang")
	b.do(chromedp.WaitVisible(chromedp.CSS(`html[lang="en"]`)))
	// The last step of a table still played is a deal over, not its end.
	ends := eval[[]string](b, `(() => {
	  const keep = replay.data, deal = { steps: [{}, {}], result: { points: [] } }, out = [];
	  for (const [state, over] of [["playing", false], ["between-deals", false], ["finished", false], ["abandoned", false], ["", true], ["", false]]) {
	    replay.data = { deals: [deal], state, verdict: { over } };
	    out.push(replayState(0, 1));
	  }
	  replay.data = keep;
	  return out;
	})()`)
	if want := []string{"deal-over", "deal-over", "finished", "abandoned", "finished", "deal-over"}; !slices.Equal(ends, want) {
		t.Errorf("the last step of a table playing, between deals, finished, abandoned, a record's match over and not: %q, want %q", ends, want)
	}
	if got := eval[[]string](b, `[T.en.rpPoints(1), T.en.rpPoints(2), T.de.rpPoints(1), T.de.rpPoints(0), T.da.rpPoints(1), T.da.rpPoints(2)]`); !slices.Equal(got, []string{"1 point", "2 points", "1 Punkt", "0 Punkte", "1 point", "2 point"}) {
		t.Errorf("points in words: %q", got)
	}
}

// uploads is what the test knows of the record files it chooses: of the
// one that breaks a rule, the action refused (in its second deal), by
// which seat (from 1), and the server's verdict; of the legal one, where
// it announces.
type uploads struct {
	action, seat int
	fault        *replayFault
	announced    int // the legal record's first announcement
}

// replayFiles replays the record files of dir chosen in the lobby: a
// legal one, one that breaks a rule, and one too large to replay, in b's
// window of the size named size.
func replayFiles(b *browser, base, dir, size string, known uploads) {
	t := b.t
	b.do(chromedp.Navigate(base+"/"), chromedp.WaitVisible(chromedp.CSS(`#judgeFile`)))
	b.do(chromedp.SetUploadFiles(chromedp.CSS(`#judgeFile`), []string{filepath.Join(dir, "legal.json")}))
	at := b.waitStep(0, 0)
	if len(at.Stock) != 2 || len(at.Hands) != 30 || !strings.Contains(at.Verdict, "valid") {
		t.Errorf("the legal record's start: stock %v, %d cards in hands, verdict %q", at.Stock, len(at.Hands), at.Verdict)
	}
	// Its stock move, its announcement, in words.
	b.press(kb.ArrowRight)
	if at = b.waitStep(0, 1); !strings.Contains(at.Move, "takes the stock and puts back") {
		t.Errorf("the stock move reads %q", at.Move)
	}
	for k := 2; k <= known.announced+1; k++ {
		b.press(kb.ArrowRight)
		at = b.waitStep(0, k)
	}
	if !strings.Contains(at.Move, "announces Jungfrau") && !strings.Contains(at.Move, "announces Durchmarsch") {
		t.Errorf("the announcement reads %q", at.Move)
	}
	b.press(kb.End)
	at = b.replayAt()
	if len(at.Explain) != 3 || !slices.Equal(at.Explain, at.Scores) {
		t.Errorf("the legal record's end: explained %q, beside %q", at.Explain, at.Scores)
	}
	b.screenshot("blackqueen-replay-file-" + size + ".png")

	b.do(chromedp.Navigate(base+"/"), chromedp.WaitVisible(chromedp.CSS(`#judgeFile`)))
	b.do(chromedp.SetUploadFiles(chromedp.CSS(`#judgeFile`), []string{filepath.Join(dir, "broken.json")}))
	at = b.waitStep(1, known.action)
	f := known.fault
	if !strings.Contains(at.Verdict, "The referee refuses the record:"+f.Ref+" "+f.EN) || !strings.Contains(at.Next, fmt.Sprintf("Refused: Seat %d plays", known.seat)) {
		t.Errorf("the broken record: verdict %q, next %q; want %s %q", at.Verdict, at.Next, f.Ref, f.EN)
	}
	b.screenshot("blackqueen-replay-fault-" + size + ".png")
	b.contrast("the fault")
	for _, l := range []struct{ lang, sentence, next string }{
		{"de", f.DE, fmt.Sprintf("Abgelehnt: Platz %d spielt", known.seat)},
		{"da", f.DA, fmt.Sprintf("Afvist: Plads %d spiller", known.seat)},
	} {
		b.click("#lang")
		b.do(chromedp.WaitVisible(chromedp.CSS(`html[lang="` + l.lang + `"]`)))
		if at = b.replayAt(); !strings.Contains(at.Verdict, f.Ref+" "+l.sentence) || !strings.Contains(at.Next, l.next) {
			t.Errorf("the broken record in %s: verdict %q, next %q; want %s %q and %q", l.lang, at.Verdict, at.Next, f.Ref, l.sentence, l.next)
		}
	}
	b.click("#lang")
	b.do(chromedp.WaitVisible(chromedp.CSS(`html[lang="en"]`)))
	b.press(kb.ArrowLeft)
	if at = b.waitStep(1, known.action-1); at.Next != "" {
		t.Errorf("a move before the fault still tells it refused: %q", at.Next)
	}

	// Old Maid: a draw, the card drawn in the middle of the table.
	b.do(chromedp.Navigate(base+"/"), chromedp.WaitVisible(chromedp.CSS(`#judgeFile`)))
	b.do(chromedp.SetUploadFiles(chromedp.CSS(`#judgeFile`), []string{filepath.Join(dir, "old-maid.json")}))
	b.waitStep(0, 0)
	b.press(kb.ArrowRight)
	at = b.waitStep(0, 1)
	drawn := eval[[]string](b, `[...document.querySelectorAll("#trick .pair [data-card]")].map((e) => e.dataset.card)`)
	if !strings.Contains(at.Move, " draws ") || len(drawn) == 0 || !strings.Contains(at.Move, cardText(drawn[len(drawn)-1])) {
		t.Errorf("an Old Maid draw reads %q, the middle shows %v", at.Move, drawn)
	}

	// Too large: told next to the file's field, in the lobby.
	b.do(chromedp.Navigate(base+"/"), chromedp.WaitVisible(chromedp.CSS(`#judgeFile`)))
	b.do(chromedp.SetUploadFiles(chromedp.CSS(`#judgeFile`), []string{filepath.Join(dir, "large.json")}))
	b.do(chromedp.WaitVisible(chromedp.CSS(`#lobby #replayMsg:not(:empty)`)))
	if msg := eval[string](b, `document.getElementById("replayMsg").textContent`); !strings.Contains(msg, "too large to replay") {
		t.Errorf("a record too large to replay: %q", msg)
	}
}

// contrast fails the test for each text of the page below WCAG AA
// contrast (contrastCheck).
func (b *browser) contrast(what string) {
	b.t.Helper()
	if low := eval[[]string](b, contrastCheck); len(low) > 0 {
		b.t.Errorf("%s: text below WCAG AA contrast:\n%s", what, strings.Join(low, "\n"))
	}
}

// cardText is a card as the English page writes it: Q♠, 10♥.
func cardText(c string) string {
	suits := map[byte]string{'C': "♣", 'D': "♦", 'H': "♥", 'S': "♠"}
	if len(c) < 2 || suits[c[len(c)-1]] == "" {
		return "★" // the joker
	}
	return c[:len(c)-1] + suits[c[len(c)-1]]
}
