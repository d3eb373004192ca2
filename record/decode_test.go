package record_test

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// recordsExample is the three-seat Madonna record of docs/records.md, stopped
// in trick 2.
const recordsExample = `{
  "game": "schwarze-madonna",
  "seats": 3,
  "options": {},
  "deals": [
    {
      "dealer": 0,
      "hands": [
        ["7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH", "JD", "QD"],
        ["7C", "8C", "9C", "10C", "JC", "QC", "KC", "AC", "7S", "8S"],
        ["9S", "10S", "JS", "QS", "KS", "AS", "7D", "8D", "9D", "10D"]
      ],
      "stock": ["KD", "AD"],
      "actions": [
        {"seat": 1, "stock": ["7S", "8S"]},
        {"seat": 2, "stock": ["7D", "8D"]},
        {"seat": 0, "stock": ["JD", "QD"]},
        {"seat": 2, "announce": "jungfrau"},
        {"seat": 1, "play": "AC"},
        {"seat": 2, "play": "QS"},
        {"seat": 0, "play": "7H"},
        {"seat": 1, "play": "KC"}
      ]
    }
  ]
}`

// replace returns recordsExample with old replaced by new exactly once.
func replace(t *testing.T, old, new string) string {
	t.Helper()
	if strings.Count(recordsExample, old) != 1 {
		t.Fatalf("%q is not in the example exactly once", old)
	}
	return strings.Replace(recordsExample, old, new, 1)
}

func ip(i int) *int { return &i }

// TestRefereeFaults: records the referee cannot judge (exit 2) or that
// hold an illegal action (exit 1) get the docs/records.md rule identifier, at
// the right place.
func TestRefereeFaults(t *testing.T) {
	type want struct {
		Rule         string
		Deal, Action *int
		Seat         *int
		Exit         int
	}
	whole := func(r string) want { return want{Rule: r, Exit: mustID(t, r).Exit()} }
	tests := []struct {
		name, in string
		want     want
	}{
		{"not JSON", `{"game": "hearts",`, whole("bad-record")},
		{"empty", ``, whole("bad-record")},
		{"text after the record", recordsExample + ` {}`, whole("bad-record")},
		{"an array", `[]`, whole("bad-record")},
		{"an unknown field", replace(t, `"seats": 3,`, `"seats": 3, "comment": "hi",`), whole("bad-record")},
		{"a field given twice", replace(t, `"seats": 3,`, `"seats": 3, "seats": 3,`), whole("bad-record")},
		{"no game", replace(t, `"game": "schwarze-madonna",`, ``), whole("bad-record")},
		{"a game that is a number", replace(t, `"game": "schwarze-madonna"`, `"game": 1`), whole("bad-record")},
		{"an unknown game", replace(t, `"game": "schwarze-madonna"`, `"game": "skat"`), whole("unknown-game")},
		{"seats as a string", replace(t, `"seats": 3`, `"seats": "3"`), whole("bad-record")},
		{"seats not whole", replace(t, `"seats": 3`, `"seats": 3.5`), whole("bad-record")},
		{"an unknown option", replace(t, `"options": {}`, `"options": {"trumps": "hearts"}`), whole("unknown-option")},
		{"an option of another game", replace(t, `"options": {}`, `"options": {"moon": "off"}`), whole("unknown-option")},
		{"an unknown option value", replace(t, `"options": {}`, `"options": {"ties": "coin-toss"}`), whole("unknown-option")},
		{"options given twice", replace(t, `"options": {}`, `"options": {"ties": "shared", "ties": "play-on"}`), whole("bad-record")},
		{"options as an array", replace(t, `"options": {}`, `"options": []`), whole("bad-record")},
		{"a table size the game has not (MAD-R1)", replace(t, `"seats": 3`, `"seats": 7`), whole("bad-options")},
		{"no deals", replace(t, `"deals": [`, `"deals": [], "x": [`), whole("bad-record")},
		{"totals of the wrong length", replace(t, `"options": {},`, `"options": {}, "totals": [1, 2],`), whole("bad-record")},
		{"out in Madonna", replace(t, `"options": {},`, `"options": {}, "out": [1],`), whole("bad-record")},
		{"carry outside Sau (SAU-A12)", replace(t, `"options": {},`, `"options": {}, "carry": [0, 5, 0],`), whole("bad-record")},
		{"negative dealsPlayed", replace(t, `"options": {},`, `"options": {}, "dealsPlayed": -1,`), whole("bad-record")},
		{"a dealer not at the table", replace(t, `"dealer": 0`, `"dealer": 3`), want{Rule: "bad-record", Deal: ip(0), Exit: 2}},
		{"an unknown field in a deal", replace(t, `"dealer": 0,`, `"dealer": 0, "cut": 5,`), want{Rule: "bad-record", Deal: ip(0), Exit: 2}},
		{"a hand card that cannot be read", replace(t, `"7H", "8H"`, `"7H", "8X"`), want{Rule: "bad-card", Deal: ip(0), Exit: 2}},
		{"a hand card that is a number", replace(t, `"7H", "8H"`, `"7H", 8`), want{Rule: "bad-record", Deal: ip(0), Exit: 2}},
		{"a card listed twice", replace(t, `"7H", "8H"`, `"7H", "7H"`), want{Rule: "bad-deal", Deal: ip(0), Exit: 2}},
		{"a hand too short", replace(t, `"7H", "8H", `, `"7H", `), want{Rule: "bad-deal", Deal: ip(0), Exit: 2}},
		{"hands of another pack", replace(t, `"7H", "8H"`, `"7H", "2H"`), want{Rule: "bad-deal", Deal: ip(0), Exit: 2}},
		{"no stock", replace(t, `"stock": ["KD", "AD"],`, ``), want{Rule: "bad-deal", Deal: ip(0), Exit: 2}},
		{"a card in a play that cannot be read", replace(t, `"play": "KC"`, `"play": "11C"`), want{Rule: "bad-card", Deal: ip(0), Action: ip(7), Seat: ip(1), Exit: 2}},
		{"an action with two keys", replace(t, `{"seat": 1, "play": "KC"}`, `{"seat": 1, "play": "KC", "draw": "KC"}`), want{Rule: "bad-record", Deal: ip(0), Action: ip(7), Exit: 2}},
		{"an action without a seat", replace(t, `{"seat": 1, "play": "KC"}`, `{"play": "KC"}`), want{Rule: "bad-record", Deal: ip(0), Action: ip(7), Exit: 2}},
		{"an action of a seat not at the table", replace(t, `{"seat": 1, "play": "KC"}`, `{"seat": 3, "play": "KC"}`), want{Rule: "bad-record", Deal: ip(0), Action: ip(7), Exit: 2}},
		{"an unknown action", replace(t, `{"seat": 1, "play": "KC"}`, `{"seat": 1, "decline": true}`), want{Rule: "bad-record", Deal: ip(0), Action: ip(7), Exit: 2}},
		{"the engine's take, not a record action (SAU-O6)", replace(t, `{"seat": 1, "play": "KC"}`, `{"seat": 1, "take": true}`), want{Rule: "bad-record", Deal: ip(0), Action: ip(7), Exit: 2}},
		{"the engine's draw by position, not a record action (OM-R6)", replace(t, `{"seat": 1, "play": "KC"}`, `{"seat": 1, "drawAt": 0}`), want{Rule: "bad-record", Deal: ip(0), Action: ip(7), Exit: 2}},
		{"push false", replace(t, `{"seat": 1, "play": "KC"}`, `{"seat": 1, "push": false}`), want{Rule: "bad-record", Deal: ip(0), Action: ip(7), Exit: 2}},
		{"an unknown announcement", replace(t, `"announce": "jungfrau"`, `"announce": "moon"`), want{Rule: "bad-record", Deal: ip(0), Action: ip(3), Exit: 2}},
		// Exit 1: the engine's rules.
		{"follow suit (TT-2)", replace(t, `{"seat": 1, "play": "KC"}`, `{"seat": 1, "play": "KD"}, {"seat": 2, "play": "9S"}`),
			want{Rule: "follow-suit", Deal: ip(0), Action: ip(8), Seat: ip(2), Exit: 1}},
		{"the trick winner leads (TT-4)", replace(t, `{"seat": 1, "play": "KC"}`, `{"seat": 2, "play": "9S"}`),
			want{Rule: "not-your-turn", Deal: ip(0), Action: ip(7), Seat: ip(2), Exit: 1}},
		{"a card not held", replace(t, `{"seat": 1, "play": "KC"}`, `{"seat": 1, "play": "QS"}`),
			want{Rule: "card-not-held", Deal: ip(0), Action: ip(7), Seat: ip(1), Exit: 1}},
		{"a heart into the stock (MAD-R7)", replace(t, `{"seat": 0, "stock": ["JD", "QD"]}`, `{"seat": 0, "stock": ["JD", "7H"]}`),
			want{Rule: "not-passable", Deal: ip(0), Action: ip(2), Seat: ip(0), Exit: 1}},
		{"three cards into the stock (MAD-R6)", replace(t, `{"seat": 0, "stock": ["JD", "QD"]}`, `{"seat": 0, "stock": ["JD", "QD", "7D"]}`),
			want{Rule: "stock-count", Deal: ip(0), Action: ip(2), Seat: ip(0), Exit: 1}},
		{"a push at a Madonna table (MAD-R9)", replace(t, `{"seat": 0, "stock": ["JD", "QD"]}`, `{"seat": 0, "push": true}`),
			want{Rule: "option-off", Deal: ip(0), Action: ip(2), Seat: ip(0), Exit: 1}},
		{"an announcement in the stock phase (MAD-A9)", replace(t, `{"seat": 1, "stock": ["7S", "8S"]}`, `{"seat": 2, "announce": "jungfrau"}`),
			want{Rule: "announce-window", Deal: ip(0), Action: ip(0), Seat: ip(2), Exit: 1}},
		{"a second announcement by one seat (MAD-R18)", replace(t, `{"seat": 1, "play": "AC"}`, `{"seat": 2, "announce": "durchmarsch"}`),
			want{Rule: "announce-conflict", Deal: ip(0), Action: ip(4), Seat: ip(2), Exit: 1}},
		{"a play in the stock phase", replace(t, `{"seat": 1, "stock": ["7S", "8S"]}`, `{"seat": 1, "play": "7S"}`),
			want{Rule: "wrong-phase", Deal: ip(0), Action: ip(0), Seat: ip(1), Exit: 1}},
		{"must-change-stock (MAD-A13)", strings.Replace(replace(t, `{"seat": 2, "stock": ["7D", "8D"]}`, `{"seat": 2, "stock": ["7S", "8S"]}`),
			`"options": {}`, `"options": {"must-change-stock": true}`, 1),
			want{Rule: "stock-unchanged", Deal: ip(0), Action: ip(1), Seat: ip(2), Exit: 1}},
		{"the stock put back unchanged without the option (MAD-R9)", replace(t, `{"seat": 2, "stock": ["7D", "8D"]}`, `{"seat": 2, "stock": ["7S", "8S"]}`),
			want{Exit: 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := record.Referee([]byte(tt.in))
			var got want
			got.Exit = v.Exit()
			if v.Error != nil {
				got.Rule, got.Deal, got.Action, got.Seat = v.Error.Rule.String(), v.Error.Deal, v.Error.Action, v.Error.Seat
				if v.Error.EN == "" || v.Error.DE == "" || v.Error.DA == "" {
					t.Errorf("a message is missing: %+v", *v.Error)
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			if (v.Error == nil) != v.Valid {
				t.Errorf("valid %v with error %v", v.Valid, v.Error)
			}
		})
	}
}

func mustID(t *testing.T, name string) rule.ID {
	id, ok := rule.ParseID(name)
	if !ok {
		t.Fatalf("no rule %q", name)
	}
	return id
}

// TestParseErrorsWrap: Parse's errors are *record.Error values that
// unwrap to the rule, so errors.Is and errors.As work.
func TestParseErrorsWrap(t *testing.T) {
	_, err := record.Parse([]byte(replace(t, `"play": "KC"`, `"play": "K?"`)))
	if !errors.Is(err, rule.BadCard) {
		t.Fatalf("got %v, want bad-card", err)
	}
	var e *record.Error
	if !errors.As(err, &e) || e.Deal == nil || *e.Deal != 0 || e.Action == nil || *e.Action != 7 {
		t.Fatalf("got %#v, want deal 0 action 7", err)
	}
	if !strings.Contains(err.Error(), "deal 0, action 7: bad-card") {
		t.Errorf("message %q does not say where", err)
	}
}

// TestParseAccepts: the card notation of docs/records.md on input (T for ten,
// lower case, suit symbols), the optional fields as null, and the keys in
// any order; the record reads to the same deal.
func TestParseAccepts(t *testing.T) {
	in := replace(t, `["7H", "8H", "9H", "10H",`, `["7♥", "8h", "9H", "TH",`)
	in = strings.Replace(in, `"options": {},`, `"options": null, "totals": null, "carry": null, "dealsPlayed": null,`, 1)
	in = strings.Replace(in, `{"seat": 1, "play": "KC"}`, `{"play": "kc", "seat": 1}`, 1)
	rec, err := record.Parse([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	want, err := record.Parse([]byte(recordsExample))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, rec); diff != "" {
		t.Errorf("(-canonical +variant notation):\n%s", diff)
	}
	if got := rec.Deals[0].Hands[0][3]; got != card.TenHearts {
		t.Errorf("TH reads as %v", got)
	}
	if got := rec.Deals[0].Actions[7]; got != variant.PlayMove(1, card.KingClubs) {
		t.Errorf("the last action reads as %v", got)
	}
}

// TestLanguage: -lang keeps one message; without it the verdict has
// English and German, as docs/records.md has it.
func TestLanguage(t *testing.T) {
	v := record.Referee([]byte(replace(t, `"play": "KC"`, `"play": "QS"`)))
	if v.Error.DA == "" || v.Error.DA == v.Error.EN || v.Error.DA == v.Error.DE {
		t.Fatalf("the Danish message %q is missing or repeats another language", v.Error.DA)
	}
	for _, tt := range []struct{ lang, en, de, da string }{
		{"en", v.Error.EN, "", ""}, {"de", "", v.Error.DE, ""}, {"da", "", "", v.Error.DA}, {"", v.Error.EN, v.Error.DE, ""},
	} {
		got := v.Language(tt.lang)
		if got.Error.EN != tt.en || got.Error.DE != tt.de || got.Error.DA != tt.da {
			t.Errorf("Language(%q) = %q / %q / %q", tt.lang, got.Error.EN, got.Error.DE, got.Error.DA)
		}
	}
	for lang, want := range map[string][]string{"de": {`"de"`}, "da": {`"da"`}, "": {`"en"`, `"de"`}} {
		b, _ := v.Language(lang).MarshalJSON()
		for _, key := range []string{`"en"`, `"de"`, `"da"`} {
			if strings.Contains(string(b), key) != slices.Contains(want, key) {
				t.Errorf("-lang %q: %s, want the messages %v", lang, b, want)
			}
		}
		var back record.Fault
		f := v.Language(lang).Error
		if err := back.UnmarshalJSON(b[strings.Index(string(b), `{"deal"`) : len(b)-1]); err != nil || back.EN != f.EN || back.DE != f.DE || back.DA != f.DA {
			t.Errorf("-lang %q: the fault reads back as %+v (%v)", lang, back, err)
		}
	}
}

// TestHeartsRules: the referee names the Hearts rules of play. A hold deal
// (dealsPlayed 3, SH-R3) with one suit a seat, or nearly: seat 0 must open
// with the 2C (SH-R4, opening-lead); seat 3 may not throw the QS on the
// first trick while it holds other spades (SH-R7, first-trick-penalty),
// though seat 2, which holds only hearts, may throw one; and a heart may
// not be led before hearts are broken by a seat that holds a club (SH-R6,
// hearts-not-broken).
func TestHeartsRules(t *testing.T) {
	deal := func(hands, actions string) string {
		return `{"game": "hearts", "seats": 4, "dealsPlayed": 3, "deals": [{"dealer": 3, "hands": ` + hands + `, "actions": [` + actions + `]}]}`
	}
	suits := `[["2C","3C","4C","5C","6C","7C","8C","9C","10C","JC","QC","KC","AC"],
		["2D","3D","4D","5D","6D","7D","8D","9D","10D","JD","QD","KD","AD"],
		["2H","3H","4H","5H","6H","7H","8H","9H","10H","JH","QH","KH","AH"],
		["2S","3S","4S","5S","6S","7S","8S","9S","10S","JS","QS","KS","AS"]]`
	mixed := `[["2C","2H","3H","4H","5H","6H","7H","8H","9H","10H","JH","QH","KH"],
		["2D","3D","4D","5D","6D","7D","8D","9D","10D","JD","QD","KD","AD"],
		["2S","3S","4S","5S","6S","7S","8S","9S","10S","JS","QS","KS","AS"],
		["3C","4C","5C","6C","7C","8C","9C","10C","JC","QC","KC","AC","AH"]]`
	tests := []struct {
		name, in string
		rule     string
		action   int
		seat     int
	}{
		{"opening lead", deal(suits, `{"seat": 0, "play": "3C"}`), "opening-lead", 0, 0},
		{"first-trick penalty", deal(suits, `{"seat": 0, "play": "2C"}, {"seat": 1, "play": "2D"}, {"seat": 2, "play": "2H"}, {"seat": 3, "play": "QS"}`),
			"first-trick-penalty", 3, 3},
		{"hearts not broken", deal(mixed, `{"seat": 0, "play": "2C"}, {"seat": 1, "play": "2D"}, {"seat": 2, "play": "2S"}, {"seat": 3, "play": "3C"}, {"seat": 3, "play": "AH"}`),
			"hearts-not-broken", 4, 3},
		{"a pass in a hold deal (docs/records.md)", deal(suits, `{"seat": 0, "pass": ["2C", "3C", "4C"]}`), "wrong-phase", 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := record.Referee([]byte(tt.in))
			if v.Valid {
				t.Fatal("judged legal")
			}
			e := v.Error
			got := []any{e.Rule.String(), *e.Deal, *e.Action, *e.Seat, v.Exit()}
			if diff := cmp.Diff([]any{tt.rule, 0, tt.action, tt.seat, 1}, got); diff != "" {
				t.Errorf("(-want +got):\n%s\n%s", diff, e.EN)
			}
		})
	}
	// Seat 2's heart on the first trick is legal: it holds nothing else.
	ok := record.Referee([]byte(deal(suits, `{"seat": 0, "play": "2C"}, {"seat": 1, "play": "2D"}, {"seat": 2, "play": "2H"}, {"seat": 3, "play": "2S"}`)))
	if !ok.Valid {
		t.Errorf("SH-R7: a seat with only hearts may play one to the first trick: %+v", *ok.Error)
	}
}

// readRecord reads a record of testdata.
func readRecord(t *testing.T, name string) *record.Record {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.Parse(b)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// TestSauOptions: Schwarze Sau's stock actions and announcements need
// their options (option-off: SAU-O2, SAU-O5, SAU-O6), whenever they are
// made; with the options they are legal.
func TestSauOptions(t *testing.T) {
	opts := func(raw string) variant.Options {
		o, err := games.ParseOptions(games.SchwarzeSau, []byte(raw))
		if err != nil {
			t.Fatal(err)
		}
		return o
	}
	tests := []struct {
		name    string
		options string
		action  variant.Move
		rule    rule.ID // None: legal
	}{
		{"stock without stock-exchange", `{}`, variant.StockMove(1, card.MustParseSet("8D 10D")), rule.OptionOff},
		{"push without stock-exchange", `{}`, variant.PushMove(1), rule.OptionOff},
		{"push without schieben", `{"stock-exchange": true}`, variant.PushMove(1), rule.OptionOff},
		{"push with schieben", `{"stock-exchange": true, "schieben": true}`, variant.PushMove(1), rule.None},
		{"stock with stock-exchange", `{"stock-exchange": true}`, variant.StockMove(1, card.MustParseSet("8D 10D")), rule.None},
		{"Jungfrau without jungfrau", `{}`, variant.AnnounceMove(2, variant.NoTrickCall), rule.OptionOff},
		{"Durchmarsch without angesagter-durchmarsch", `{"jungfrau": true}`, variant.AnnounceMove(2, variant.SweepCall), rule.OptionOff},
		{"Jungfrau with jungfrau", `{"jungfrau": true}`, variant.AnnounceMove(2, variant.NoTrickCall), rule.None},
		{"Jungfrau in the stock phase", `{"jungfrau": true, "stock-exchange": true}`, variant.AnnounceMove(2, variant.NoTrickCall), rule.AnnounceWindow},
		{"a pass", `{}`, variant.PassMove(1, card.MustParseSet("8D 10D JD")), rule.WrongPhase},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := readRecord(t, "schwarze-sau--normal.json")
			rec.Options = opts(tt.options)
			rec.Deals[0].Actions = []variant.Move{tt.action}
			v := record.Judge(rec)
			got := rule.None
			if v.Error != nil {
				got = v.Error.Rule
			}
			if got != tt.rule {
				t.Errorf("got %v, want %v (%+v)", got, tt.rule, v.Error)
			}
		})
	}
}

// TestSauSittingOut: with the stock exchange at four seats the dealer
// sits out (SAU-O5): its hand is empty, a deal that gives it cards is
// bad-deal, and an action of it that the phase allows is not-your-turn.
func TestSauSittingOut(t *testing.T) {
	o, err := games.ParseOptions(games.SchwarzeSau, []byte(`{"stock-exchange": true}`))
	if err != nil {
		t.Fatal(err)
	}
	g, err := games.New(games.SchwarzeSau, 4, o, rand.NewPCG(2, 2))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.NewRecorder(g)
	if err != nil {
		t.Fatal(err)
	}
	if err := rec.Deal(); err != nil {
		t.Fatal(err)
	}
	r := rec.Record()
	if len(r.Deals[0].Hands[0]) != 0 || len(r.Deals[0].Stock) != 2 {
		t.Fatalf("dealer 0's hand %v, stock %v", r.Deals[0].Hands[0], r.Deals[0].Stock)
	}
	r.Deals[0].Actions = []variant.Move{variant.StockMove(0, card.Of(r.Deals[0].Stock...))}
	if v := record.Judge(r); v.Valid || v.Error.Rule != rule.NotYourTurn {
		t.Errorf("a stock exchange of the sitting-out dealer: %+v, want not-your-turn", v.Error)
	}
	r.Deals[0].Actions = nil
	r.Deals[0].Hands[0] = []card.Card{r.Deals[0].Hands[1][0]}
	r.Deals[0].Hands[1] = r.Deals[0].Hands[1][1:]
	if v := record.Judge(r); v.Valid || v.Error.Rule != rule.BadDeal || v.Exit() != 2 {
		t.Errorf("a card dealt to the sitting-out dealer: %+v, want bad-deal", v.Error)
	}
}

// TestMatchOverByTotals: a record whose totals already end the match
// (BM-R9: a total at the target) records its first deal after the end:
// match-over at deal 0, action null (docs/records.md).
func TestMatchOverByTotals(t *testing.T) {
	rec := readRecord(t, "black-maria--normal.json")
	rec.Totals = []int{100, 0, 0, 0}
	v := record.Judge(rec)
	if v.Valid || v.Error.Rule != rule.MatchOver || v.Error.Deal == nil || *v.Error.Deal != 0 || v.Error.Action != nil || v.Exit() != 1 {
		t.Errorf("got %+v, want match-over at deal 0", v.Error)
	}
	rec.Totals = []int{99, 0, 0, 0}
	if v := record.Judge(rec); !v.Valid {
		t.Errorf("totals below the target: %+v", *v.Error)
	}
}
