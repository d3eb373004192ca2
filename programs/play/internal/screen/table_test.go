package screen

import (
	"fmt"
	"io"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/programs/play/internal/setup"
	"github.com/blackqueen/rules/programs/play/internal/words"
	"github.com/blackqueen/rules/variant"
)

// shot is what a test sees of the table at one moment: the screen as
// text (no colours) and the state it was drawn from, copied inside the
// program so that the test reads no field the program is writing.
type shot struct {
	text    string
	v       variant.View
	choices []choice
	cursor  int
	screen  screen
	overlay overlay
	offer   bool
	message string
	marked  card.Set
	record  string
	over    bool
	mine    variant.Move // the user's last move
}

// snapMsg asks the program for a shot; the test filter answers it and
// drops it, so the model never sees it.
type snapMsg struct{ reply chan shot }

// driver plays the full-screen table through Bubble Tea's test program
// (teatest), with the keys a person presses, and collects the screens
// for the golden file.
type driver struct {
	t      *testing.T
	tm     *teatest.TestModel
	m      *tableModel
	golden strings.Builder
	width  int
	height int
	scrub  string // a temporary file's name, written FILE in the golden file
}

// newModel builds the table for a command line, as run does.
func newModel(t *testing.T, args ...string) *tableModel {
	t.Helper()
	c, err := setup.ParseFlags(append([]string{"-pace", "0"}, args...), io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	c.SeedSet = true
	tt, tl, code := setup.Start(c, setup.NewLines(strings.NewReader("")), nil, io.Discard)
	if tl == nil {
		t.Fatalf("setup: exit %d", code)
	}
	m := newTableModel(tt, tl, c)
	m.color = false
	// The screens of the golden files must not change when the built-in
	// players get stronger: the tests seat a plain player of their own.
	for i := range m.players {
		if m.players[i] != nil {
			m.players[i] = lowCards{}
		}
	}
	return m
}

// lowCards is the tests' built-in player: it plays the first legal card,
// passes and puts back the lowest cards it may, takes the stock, draws
// the first face-down card and never announces.
type lowCards struct{}

func (lowCards) Choose(v variant.View, _ *rand.Rand) (variant.Move, error) {
	t := v.Turn
	if t == nil {
		return variant.Move{}, player.ErrNoTurn
	}
	switch t.Kind {
	case variant.Play:
		c, _ := t.Cards.Lowest()
		return variant.PlayMove(v.Seat, c), nil
	case variant.Pass, variant.Stock:
		pick := t.Must
		for c := range t.Cards.All() {
			if pick.Len() < t.Count && (t.Forbidden == 0 || pick.Add(c) != t.Forbidden || pick.Len() < t.Count-1) {
				pick = pick.Add(c)
			}
		}
		if t.Kind == variant.Pass {
			return variant.PassMove(v.Seat, pick), nil
		}
		return variant.StockMove(v.Seat, pick), nil
	case variant.Take:
		return variant.TakeMove(v.Seat), nil
	case variant.Draw:
		return variant.DrawAtMove(v.Seat, 0), nil
	}
	return variant.DeclineMove(v.Seat), nil
}

// drive starts the table of a command line at 80×24 in a test program.
func drive(t *testing.T, args ...string) *driver {
	t.Helper()
	return driveModel(t, newModel(t, args...))
}

// driveModel starts table m at 80×24 in a test program.
func driveModel(t *testing.T, m *tableModel) *driver {
	t.Helper()
	d := &driver{t: t, m: m, width: 80, height: 24}
	filter := func(mod tea.Model, msg tea.Msg) tea.Msg {
		s, ok := msg.(snapMsg)
		if !ok {
			return msg
		}
		m := mod.(*tableModel)
		v := m.view()
		sh := shot{
			text: ansi.Strip(m.render()), v: v, choices: m.choices(v), cursor: m.cursor,
			screen: m.screen, overlay: m.overlay, offer: m.offer, message: m.message, marked: m.marked, over: m.game().Over(),
		}
		for d := 0; d < m.tl.Deals(); d++ {
			for _, mv := range m.tl.Moves(d) {
				if mv.Seat == m.t.Human {
					sh.mine = mv
				}
			}
		}
		if r, err := m.tl.Record(); err == nil {
			if b, err := r.MarshalJSON(); err == nil {
				sh.record = string(b)
			}
		}
		s.reply <- sh
		return nil
	}
	d.tm = teatest.NewTestModel(t, d.m, teatest.WithInitialTermSize(d.width, d.height), teatest.WithProgramOptions(tea.WithFilter(filter)))
	return d
}

// keyMsg is the key press of a key name as Bubble Tea spells it.
func keyMsg(k string) tea.KeyPressMsg {
	switch k {
	case "enter":
		return tea.KeyPressMsg{Code: tea.KeyEnter}
	case "space":
		return tea.KeyPressMsg{Code: tea.KeySpace, Text: " "}
	case "left":
		return tea.KeyPressMsg{Code: tea.KeyLeft}
	case "right":
		return tea.KeyPressMsg{Code: tea.KeyRight}
	case "tab":
		return tea.KeyPressMsg{Code: tea.KeyTab}
	case "esc":
		return tea.KeyPressMsg{Code: tea.KeyEscape}
	case "f1":
		return tea.KeyPressMsg{Code: tea.KeyF1}
	case "ctrl+c":
		return tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl}
	case "backspace":
		return tea.KeyPressMsg{Code: tea.KeyBackspace}
	}
	r := []rune(k)
	return tea.KeyPressMsg{Code: r[0], Text: k}
}

// press presses keys.
func (d *driver) press(keys ...string) {
	for _, k := range keys {
		d.tm.Send(keyMsg(k))
	}
}

// look returns the table now, after every key sent so far, and checks
// that the screen fits the window.
func (d *driver) look() shot {
	d.t.Helper()
	reply := make(chan shot, 1)
	d.tm.Send(snapMsg{reply})
	select {
	case s := <-reply:
		lines := strings.Split(s.text, "\n")
		if len(lines) > d.height {
			d.t.Fatalf("the screen has %d lines, the window %d:\n%s", len(lines), d.height, s.text)
		}
		for _, l := range lines {
			if w := lipgloss.Width(l); w > d.width {
				d.t.Fatalf("a line is %d columns wide, the window %d: %q", w, d.width, l)
			}
		}
		return s
	case <-time.After(10 * time.Second):
		d.t.Fatal("the table did not answer")
	}
	return shot{}
}

// keep adds the screen now to the golden file under a heading.
func (d *driver) keep(title string) shot {
	d.t.Helper()
	s := d.look()
	text := s.text
	if d.scrub != "" {
		// The name's length varies from run to run, and with it the
		// padding before a box's right edge.
		text = strings.ReplaceAll(text, d.scrub, "FILE")
		text = boxPadding.ReplaceAllString(text, " │")
	}
	fmt.Fprintf(&d.golden, "──── %s ────\n%s\n", title, trimRight(text))
	return s
}

// boxPadding is the spaces before the right edge of a box.
var boxPadding = regexp.MustCompile(` +│`)

// trimRight drops trailing spaces of each line and trailing blank lines.
func trimRight(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.TrimRight(strings.Join(lines, "\n"), "\n")
}

// check compares the screens kept with the golden file
// (testdata/<test>.golden; go test -update writes it).
func (d *driver) check() {
	d.t.Helper()
	golden.RequireEqual(d.t, d.golden.String())
}

// quit leaves the table without saving and waits for the program to end.
func (d *driver) quit() {
	d.t.Helper()
	d.press("ctrl+c", "y")
	d.tm.WaitFinished(d.t, teatest.WithFinalTimeout(10*time.Second))
}

// moveTo moves the cursor to choice i of s.
func (d *driver) moveTo(s shot, i int) {
	for j := s.cursor; j < i; j++ {
		d.press("right")
	}
	for j := s.cursor; j > i; j-- {
		d.press("left")
	}
}

// cardIndex is the place of card c on the row of s, or -1.
func cardIndex(s shot, c card.Card) int {
	for i, ch := range s.choices {
		if ch.button == nil && !ch.noCall && ch.pos < 0 && ch.card == c {
			return i
		}
	}
	return -1
}

// buttonIndex is the place of the first button of kind k (and call c for
// an announcement), or -1.
func buttonIndex(s shot, k variant.Kind, c variant.Call) int {
	for i, ch := range s.choices {
		if ch.button != nil && ch.button.Kind == k && (k != variant.Announce || ch.button.Call == c) {
			return i
		}
	}
	return -1
}

// decide makes the user's decision of s by keys, as a person would: the
// lowest legal card, the first cards of the hand for a pass or an
// exchange (the ones that must go back first), the first face-down card,
// no announcement. It reports false when the user has nothing to decide.
func (d *driver) decide(s shot) bool {
	d.t.Helper()
	if s.offer {
		d.moveTo(s, len(s.choices)-1)
		d.press("enter")
		return true
	}
	if s.v.Turn == nil {
		return false
	}
	turn := s.v.Turn
	switch turn.Kind {
	case variant.Play:
		d.moveTo(s, cardIndex(s, sortedHand(turn.Cards)[0])) // the first legal card on the row
		d.press("enter")
	case variant.Pass, variant.Stock:
		want := turn.Must
		for _, c := range sortedHand(turn.Cards) {
			if want.Len() >= turn.Count {
				break
			}
			if (want|card.Set(0).Add(c)) != turn.Forbidden || turn.Forbidden == 0 {
				want = want.Add(c)
			}
		}
		at := s.cursor
		for _, c := range sortedHand(want) {
			i := cardIndex(s, c)
			d.moveTo(shot{cursor: at}, i)
			d.press("space")
			at = i
		}
		d.press("enter")
	case variant.Take:
		d.moveTo(s, buttonIndex(s, variant.Take, 0))
		d.press("enter")
	case variant.Draw:
		d.press("enter")
	case variant.Announce:
		d.moveTo(s, buttonIndex(s, variant.Decline, 0))
		d.press("enter")
	}
	return true
}

// playToDealEnd makes every decision by keys until the deal is over.
func (d *driver) playToDealEnd() shot {
	d.t.Helper()
	for i := 0; i < 500; i++ {
		s := d.look()
		if s.screen != screenTable {
			return s
		}
		if !d.decide(s) {
			d.t.Fatalf("the table waits for nothing:\n%s", s.text)
		}
	}
	d.t.Fatal("the deal did not end in 500 decisions")
	return shot{}
}

// endDeal plays to the end of the deal, keeps its screen and checks that
// it shows want.
func (d *driver) endDeal(title, want string) {
	d.t.Helper()
	d.playToDealEnd()
	if s := d.keep(title); !strings.Contains(s.text, want) {
		d.t.Errorf("the end of the deal does not show %q:\n%s", want, s.text)
	}
}

// TestTableHeartsDealByKeys plays a whole Hearts deal with a pass by
// keys: marking three cards with space, passing them with enter, playing
// every card with ←/→ and enter, then the end-of-deal screen and the
// match sheet.
func TestTableHeartsDealByKeys(t *testing.T) {
	d := drive(t, "-game", "hearts", "-seed", "3")
	s := d.keep("the pass")
	if s.v.Turn == nil || s.v.Turn.Kind != variant.Pass {
		t.Fatalf("the deal does not start with the pass:\n%s", s.text)
	}
	d.press("space", "right", "space", "right", "space")
	s = d.keep("three cards marked, raised")
	if !strings.Contains(s.message, "3 of 3 marked") {
		t.Errorf("message %q, want 3 of 3 marked", s.message)
	}
	d.press("enter")
	s = d.keep("passed: trick 1, the received cards marked new")
	if s.v.Phase != variant.PhasePlay || !strings.Contains(s.text, "new") {
		t.Fatalf("after the pass:\n%s", s.text)
	}
	// An illegal card is refused with its rule.
	for i, ch := range s.choices {
		if s.v.Turn != nil && !s.v.Turn.Cards.Has(ch.card) {
			d.moveTo(s, i)
			d.press("enter")
			s = d.keep("an illegal card refused with its rule")
			if !strings.Contains(s.message, "TT-2 Follow suit") && !strings.Contains(s.message, "SH-R4") {
				t.Errorf("the refusal does not cite the rule: %q", s.message)
			}
			break
		}
	}
	s = d.playToDealEnd()
	d.keep("the end of the deal")
	if s.screen != screenDealOver || !strings.Contains(s.text, "how the points were made") || !strings.Contains(s.text, "card points (SH-R8)") {
		t.Fatalf("no end-of-deal screen:\n%s", s.text)
	}
	sum := 0
	for _, x := range s.v.Totals {
		sum += x
	}
	if sum != 26 && sum != 78 {
		t.Errorf("the deal scored %d in all, want 26 (or 78 for a moon)", sum)
	}
	d.press("enter")
	s = d.keep("the match sheet")
	if s.screen != screenSheet || !strings.Contains(s.text, "Total") {
		t.Fatalf("no match sheet:\n%s", s.text)
	}
	d.press("enter")
	s = d.keep("the next deal")
	if s.v.DealsPlayed != 1 {
		t.Errorf("deals played %d, want 1", s.v.DealsPlayed)
	}
	d.quit()
	d.check()
}

// playUntil makes the user's decisions by keys until stop says so.
func (d *driver) playUntil(stop func(shot) bool) shot {
	d.t.Helper()
	for i := 0; i < 500; i++ {
		s := d.look()
		if stop(s) {
			return s
		}
		if s.screen != screenTable {
			d.t.Fatalf("the deal ended first:\n%s", s.text)
		}
		if !d.decide(s) {
			d.t.Fatalf("the table waits for nothing:\n%s", s.text)
		}
	}
	d.t.Fatal("not reached in 500 decisions")
	return shot{}
}

// TestTableMadonnaStockAndAnnouncement plays a Schwarze Madonna deal:
// the stock goes round, the user takes it up and puts two cards back by
// keys, announces a Jungfrau with the button the window offers, and the
// deal is played to its end, where the stock is revealed.
func TestTableMadonnaStockAndAnnouncement(t *testing.T) {
	d := drive(t, "-game", "schwarze-madonna", "-seats", "5", "-seed", "5")
	s := d.playUntil(func(s shot) bool { return s.v.Turn != nil && s.v.Turn.Kind == variant.Stock })
	d.keep("the user's turn at the stock")
	if s.v.StockTaken.IsEmpty() || !strings.Contains(s.text, "Mark 2 cards to put back") {
		t.Fatalf("the stock is not shown to the user taking it:\n%s", s.text)
	}
	d.decide(s)
	s = d.playUntil(func(s shot) bool {
		return buttonIndex(s, variant.Announce, variant.NoTrickCall) >= 0 || s.v.Phase == variant.PhasePlay && len(s.v.Tricks) > 1
	})
	i := buttonIndex(s, variant.Announce, variant.NoTrickCall)
	if i < 0 {
		t.Fatalf("no Jungfrau button while the window is open:\n%s", s.text)
	}
	d.keep("the announcement offered")
	if !s.choices[s.cursor].noCall {
		t.Errorf("the offer's cursor is on %q, not on no: a stray enter would announce", s.choices[s.cursor].label)
	}
	d.moveTo(s, i)
	d.press("enter")
	s = d.keep("Jungfrau announced")
	if !strings.Contains(s.text, "Jungfrau!") || !slices.Contains(s.v.NoTrick, 0) {
		t.Fatalf("the announcement is not on the table:\n%s", s.text)
	}
	if buttonIndex(s, variant.Announce, variant.NoTrickCall) >= 0 {
		t.Error("the Jungfrau button is still offered after announcing it")
	}
	d.endDeal("the end of the deal, the stock revealed", "The stock, revealed")
	d.quit()
	d.check()
}

// TestTableSauPush plays a Schwarze Sau deal with the stock exchange and
// pushing: the user pushes the stock on unseen with its button, the table
// says the scores double, and the deal is played to its end.
func TestTableSauPush(t *testing.T) {
	d := drive(t, "-game", "schwarze-sau", "-seats", "3", "-seed", "2", "-opt", "stock-exchange=true", "-opt", "schieben=true")
	s := d.playUntil(func(s shot) bool { return s.v.Turn != nil && s.v.Turn.Kind == variant.Take })
	d.keep("the stock comes to the user")
	i := buttonIndex(s, variant.Push, 0)
	if i < 0 || buttonIndex(s, variant.Take, 0) < 0 {
		t.Fatalf("no take and push buttons:\n%s", s.text)
	}
	d.moveTo(s, i)
	d.press("enter")
	s = d.keep("pushed")
	if s.v.Pushes != 1 || !strings.Contains(s.text, "Schiebe!") {
		t.Fatalf("the push is not on the table:\n%s", s.text)
	}
	d.endDeal("the end of the deal", "The stock, revealed")
	d.quit()
	d.check()
}

// TestTableOldMaidRound plays an Old Maid round by choosing face-down
// cards with ←/→ and enter, to the end of the round.
func TestTableOldMaidRound(t *testing.T) {
	d := drive(t, "-game", "old-maid", "-seats", "3", "-seed", "4")
	s := d.playUntil(func(s shot) bool { return s.v.Turn != nil && s.v.Turn.Kind == variant.Draw })
	if len(s.choices) == 0 || s.choices[0].pos != 0 {
		t.Fatalf("the face-down cards are not the choices:\n%s", s.text)
	}
	d.press("right")
	s = d.keep("choosing a face-down card")
	if s.cursor != 1 {
		t.Fatalf("the cursor is at %d, want 1", s.cursor)
	}
	d.press("enter")
	s = d.keep("drawn")
	if s.mine.Kind != variant.DrawAt || s.mine.Position != 1 {
		t.Fatalf("the draw was not the chosen card: %+v", s.mine)
	}
	d.endDeal("the end of the round", "left with the Old Maid")
	d.quit()
	d.check()
}

// TestTableUndo takes back the user's card together with the built-in
// players' replies: the table, every view and the record are as they
// were before the card, and the record holds no move taken back.
func TestTableUndo(t *testing.T) {
	d := drive(t, "-game", "black-maria", "-seed", "8")
	s := d.playUntil(func(s shot) bool { return s.v.Turn != nil && s.v.Turn.Kind == variant.Play && len(s.v.Tricks) >= 2 })
	d.keep("before the card")
	d.decide(s)
	after := d.keep("after the card and the replies")
	if len(after.v.Tricks) == len(s.v.Tricks) && len(after.v.Current.Cards) == len(s.v.Current.Cards) {
		t.Fatal("the card was not played")
	}
	d.press("u")
	undone := d.keep("undone")
	if !strings.Contains(undone.message, "Taken back") {
		t.Errorf("message %q", undone.message)
	}
	if a, b := viewJSON(t, s.v), viewJSON(t, undone.v); a != b {
		t.Errorf("the view after undo differs from the one before:\n%s\n%s", a, b)
	}
	if undone.record != s.record {
		t.Errorf("the record after undo differs from the one before the move:\n%s\n%s", s.record, undone.record)
	}
	d.press("u", "u")
	s = d.look()
	if s.v.Phase != variant.PhasePass && s.v.Turn == nil {
		t.Errorf("undo went nowhere:\n%s", s.text)
	}
	d.quit()
	d.check()
}

// viewJSON is a view as JSON, for comparing.
func viewJSON(t *testing.T, v variant.View) string {
	t.Helper()
	b, err := v.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestTableHint asks for a hint: it is there within hintBound, the
// message names a card with a reason, the cursor is on it, and enter
// plays it.
func TestTableHint(t *testing.T) {
	d := drive(t, "-game", "hearts", "-seed", "11")
	s := d.playUntil(func(s shot) bool {
		return s.v.Turn != nil && s.v.Turn.Kind == variant.Play && len(s.v.Current.Cards) > 0 && s.v.Turn.Cards.Len() > 1
	})
	d.keep("before the hint")
	start := time.Now()
	d.press("?")
	s = d.waitHint()
	if took := time.Since(start); took > hintBound {
		t.Errorf("the hint took %v, more than %v", took, hintBound)
	}
	// The hint itself is not kept: it is the Monte Carlo player's, which
	// gets stronger.
	if !strings.HasPrefix(s.message, "Hint: ") || !strings.Contains(s.message, ": ") {
		t.Fatalf("no hint with a reason: %q", s.message)
	}
	c := s.choices[s.cursor].card
	if !strings.Contains(s.message, d.m.t.Card(c)) {
		t.Errorf("the cursor is on %v, the hint says %q", c, s.message)
	}
	d.press("enter")
	s = d.look()
	played := false
	for _, tr := range append(s.v.Tricks, s.v.Current) {
		for i, x := range tr.Cards {
			played = played || (x == c && tr.Seats[i] == 0)
		}
	}
	if !played {
		t.Errorf("enter did not play the hinted %v", c)
	}
	d.quit()
	d.check()
}

// hintBound is how long a hint may take in the tests: the fast player
// decides in about a millisecond of processor time and a hint should
// appear within 0.3 s; the bound leaves room for a loaded test machine
// and still fails the 3.5 s of the search the hint used before.
const hintBound = 2 * time.Second

// waitHint looks at the table until the hint asked for is there.
func (d *driver) waitHint() shot {
	d.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		s := d.look()
		if !thinking.MatchString(s.message) || time.Now().After(deadline) {
			return s
		}
		time.Sleep(time.Millisecond)
	}
}

// thinking matches the message line while a hint is computed, in each
// language.
var thinking = regexp.MustCompile(`thinking|überlegt|tænker`)

// TestTableHintInEachLanguage asks for a hint in German and Danish: the
// reason is in the user's language and names the card in its notation.
func TestTableHintInEachLanguage(t *testing.T) {
	for _, c := range []struct{ lang, prefix string }{{"de", "Tipp: "}, {"da", "Tip: "}} {
		d := drive(t, "-game", "hearts", "-seed", "11", "-lang", c.lang)
		d.playUntil(func(s shot) bool {
			return s.v.Turn != nil && s.v.Turn.Kind == variant.Play && len(s.v.Current.Cards) > 0 && s.v.Turn.Cards.Len() > 1
		})
		d.press("?")
		s := d.waitHint()
		card := d.m.t.Card(s.choices[s.cursor].card)
		if !strings.HasPrefix(s.message, c.prefix) || !strings.Contains(s.message, card) || strings.Contains(s.message, " the ") {
			t.Errorf("-lang %s: the hint %q is not in the language, or does not name %s", c.lang, s.message, card)
		}
		d.quit()
	}
}

// gatedHinter is a hint player that waits for its gate before it
// decides, so that a test can press keys while the hint is computed.
type gatedHinter struct {
	gate chan struct{}
	player.GamePlayer
}

func (h gatedHinter) ChooseIn(g variant.Game, s int, r *rand.Rand) (variant.Move, error) {
	<-h.gate
	return h.GamePlayer.ChooseIn(g, s, r)
}

// TestTableKeyDuringHint presses keys while a hint is computed: the
// table says it is thinking, and the keys are not lost: they are handled
// after the hint, in order (tab opens the last trick).
func TestTableKeyDuringHint(t *testing.T) {
	m := newModel(t, "-game", "hearts", "-seed", "11")
	gate := make(chan struct{})
	m.hinter = func() player.GamePlayer { return gatedHinter{gate, newHinter()} }
	d := driveModel(t, m)
	d.playUntil(func(s shot) bool {
		return s.v.Turn != nil && s.v.Turn.Kind == variant.Play && len(s.v.Tricks) > 0 && s.v.Turn.Cards.Len() > 1
	})
	d.press("?", "tab")
	s := d.look()
	if !strings.Contains(s.message, "Hint: thinking…") || !strings.Contains(s.text, "thinking") {
		t.Fatalf("no sign of thinking while the hint is computed: %q", s.message)
	}
	if s.overlay != overlayNone {
		t.Fatalf("tab was handled before the hint: overlay %v", s.overlay)
	}
	close(gate)
	s = d.waitHint()
	if !strings.HasPrefix(s.message, "Hint: ") || strings.Contains(s.message, "thinking") {
		t.Fatalf("no hint after the gate opened: %q", s.message)
	}
	if s.overlay != overlayLast {
		t.Errorf("the tab pressed during the hint was lost: overlay %v", s.overlay)
	}
	d.press("esc")
	d.quit()
}

// TestTableSaveAndResume saves in the middle of a deal with s, and
// -resume continues at the same point with the same table.
func TestTableSaveAndResume(t *testing.T) {
	path := t.TempDir() + "/game.json"
	d := drive(t, "-game", "hearts", "-seed", "6", "-save", path)
	s := d.playUntil(func(s shot) bool { return s.v.Phase == variant.PhasePlay && len(s.v.Tricks) >= 3 && s.v.Turn != nil })
	d.press("s", "enter")
	saved := d.look()
	if !strings.Contains(saved.message, "Saved to") {
		t.Fatalf("message %q", saved.message)
	}
	d.quit()
	r := drive(t, "-resume", path, "-seed", "6")
	r.scrub = path
	resumed := r.keep("resumed")
	if a, b := viewJSON(t, s.v), viewJSON(t, resumed.v); a != b {
		t.Errorf("the resumed game differs from the saved one:\n%s\n%s", a, b)
	}
	// The game goes on: the next card can be played.
	r.decide(resumed)
	if next := r.look(); viewJSON(t, next.v) == viewJSON(t, resumed.v) {
		t.Error("the resumed game does not go on")
	}
	r.quit()
	r.check()
}

// TestTableQuitAsksFirst checks that q never loses a game: it asks; any
// other key goes back to the same game; s saves and quits.
func TestTableQuitAsksFirst(t *testing.T) {
	path := t.TempDir() + "/q.json"
	d := drive(t, "-game", "hearts", "-seed", "3", "-save", path)
	d.scrub = path
	before := d.look()
	d.press("q", "enter")
	s := d.keep("q asks first")
	if s.overlay != overlayQuit || !strings.Contains(s.text, "Quit the game?") {
		t.Fatalf("q did not ask:\n%s", s.text)
	}
	d.press("n")
	s = d.look()
	if s.overlay != overlayNone || viewJSON(t, s.v) != viewJSON(t, before.v) {
		t.Fatal("another key did not go back to the same game")
	}
	d.press("ctrl+c")
	if s = d.look(); s.overlay != overlayQuit {
		t.Fatal("Ctrl-C did not ask")
	}
	d.press("ctrl+c") // a second Ctrl-C saves and quits
	d.tm.WaitFinished(t, teatest.WithFinalTimeout(10*time.Second))
	tl, err := setup.ResumeFile(path, 1)
	if err != nil {
		t.Fatalf("the game saved on quitting does not resume: %v", err)
	}
	if got := viewJSON(t, mustView(t, tl.Game())); got != viewJSON(t, before.v) {
		t.Errorf("the saved game is not the game quit:\n%s", got)
	}
	d.check()
}

// mustView is the user's view of g.
func mustView(t *testing.T, g variant.Game) variant.View {
	t.Helper()
	v, err := g.View(0)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestTypedCardExamples checks that every way of typing a card that the
// help, the prompts and the README show is read as the card it means.
func TestTypedCardExamples(t *testing.T) {
	for typed, want := range map[string]string{
		"QS": "QS", "10h": "10H", "q♠": "QS", "T♥": "10H", "AD": "AD", "JC": "JC",
		"queen of spades": "QS", "Pik Dame": "QS", "Herz 10": "10H", "Dame Pik": "QS",
		"DS": "QS", "DP": "QS", "BKR": "JC", "KKA": "KD", "H10": "10H", "d♠": "QS", "BC": "JC",
		"Kreuz Bube": "JC", "Karo Ass": "AD", "Herz Zehn": "10H", "pik könig": "KS",
	} {
		set, list, bad := words.ParseCards(typed)
		if bad != "" || len(list) != 1 || set != card.MustParseSet(want) {
			t.Errorf("%q reads as %v (bad %q), want %s", typed, list, bad, want)
		}
	}
	if set, _, bad := words.ParseCards("2C 3C 4C"); bad != "" || set != card.MustParseSet("2C 3C 4C") {
		t.Errorf("a pass of three typed cards reads as %v (bad %q)", set, bad)
	}
	if _, _, bad := words.ParseCards("DK"); bad == "" {
		t.Error(`"DK" is ambiguous (Dame? Karo? Kreuz?) and must not be guessed`)
	}
	// The placeholders of the input line are examples too.
	for _, lang := range []string{"en", "de"} {
		m := newModel(t, "-game", "hearts", "-seed", "1", "-lang", lang)
		for _, ex := range strings.Split(strings.NewReplacer(" or ", ", ", " oder ", ", ").Replace(m.input.Placeholder), ", ") {
			if _, _, bad := words.ParseCards(ex); bad != "" {
				t.Errorf("the placeholder's example %q does not read (%q)", ex, bad)
			}
		}
	}
}

// TestTableWholeMatch plays a whole match of every game that ends by
// keys alone, from the first deal to the winners on the match sheet (an
// Old Maid match goes on as long as people like: three rounds of it).
func TestTableWholeMatch(t *testing.T) {
	for _, args := range [][]string{
		{"-game", "schwarze-madonna", "-seats", "3"},
		{"-game", "black-maria"},
		{"-game", "hearts"},
		{"-game", "schwarze-sau", "-seats", "3"},
		{"-game", "old-maid", "-seats", "3"},
	} {
		t.Run(args[1], func(t *testing.T) {
			d := drive(t, append(args, "-seed", "9")...)
			for deal := 1; ; deal++ {
				if deal > 200 {
					t.Fatal("the match did not end in 200 deals")
				}
				s := d.playToDealEnd()
				d.press("enter") // the end of the deal: on to the match sheet
				s = d.look()
				if s.screen != screenSheet {
					t.Fatalf("deal %d: no match sheet after the end of the deal:\n%s", deal, s.text)
				}
				if s.over {
					if !strings.Contains(s.text, "The match is over. Winner") {
						t.Errorf("the sheet does not name the winners:\n%s", s.text)
					}
					break
				}
				if args[1] == "old-maid" && deal == 3 {
					break
				}
				d.press("enter") // the next deal
			}
			d.quit()
		})
	}
}
