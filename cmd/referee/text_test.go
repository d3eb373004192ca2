package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// testdata returns the path of a record of record/testdata.
func testdata(name string) string {
	return filepath.Join("..", "..", "record", "testdata", name+".json")
}

// TestText: the verdict for people names the game, counts deals, tricks,
// cards, actions and seats from 1 (the record's seat 2 is "seat 3"), says what the seat did, gives the engine's
// message and the broken rule's ID, title and text from the rule book, in
// the language asked for and nothing of the other.
func TestText(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		exit   int
		has    []string
		hasNot []string
	}{
		{"follow suit", []string{"-text", testdata("schwarze-madonna--follow-suit")}, 1,
			[]string{"Schwarze Madonna at 3 seats", "Illegal: deal 1, trick 2, second card (action 9): seat 3 played 9♠ but must follow ♦ and holds 9♦ 10♦",
				"follow-suit: Seat 3 must follow diamonds and holds 9♦, 10♦.",
				"TT-2 Follow suit: The others play one card each", "docs/rules.md#tt-2"},
			[]string{"Platz", "{"}},
		{"follow suit in German", []string{"-text", "-lang", "de", testdata("schwarze-madonna--follow-suit")}, 1,
			[]string{"Schwarze Madonna mit 3 Plätzen", "Regelwidrig: Spiel 1, Stich 2, zweite Karte (Aktion 9): Platz 3 spielte 9♠, muss aber ♦ bedienen und hält 9♦ 10♦",
				"Platz 3 muss Karo bedienen", "TT-2 Farbe bedienen: Die anderen geben reihum", "docs/regeln.md#tt-2"},
			[]string{"seat", "Seat", "trick", "must", "Illegal"}},
		{"a Jungfrau deal", []string{"-text", testdata("schwarze-madonna--jungfrau")}, 0,
			[]string{"The record is legal.", "Deal 1, dealer seat 4: a Jungfrau multiplied the others' points (MAD-R24 Jungfrau factors)",
				"seat 1: 1 trick; scores 16\n      Q♠: 8 card points (MAD-R2)\n      ×2 for the Jungfrau of seat 3: +8 (MAD-R24)", "seat 3: no trick; scores 0\n      Jungfrau, took no trick: 0 (MAD-R14)",
				"Totals: seat 1: 16, seat 2: 8, seat 3: 0, seat 4: 8"},
			nil},
		{"a deal after an early end", []string{"-text", testdata("schwarze-madonna--after-early-end")}, 1,
			[]string{"deal 1, trick 2, first card (action 6): seat 2 played 7♣", "deal-over: The deal is over."}, nil},
		{"an unfinished record", []string{"-text", testdata("schwarze-madonna--records-example")}, 0,
			[]string{"Deal 1, dealer seat 1: not finished", "Next: seat 3 to play: 9♦ 10♦ 7♠"}, nil},
		{"a card that cannot be read", []string{"-text", testdata("schwarze-madonna--bad-card")}, 2,
			[]string{"The record cannot be judged:", "bad-card:"}, nil},
		{"an Old Maid round", []string{"-text", testdata("old-maid--round")}, 0,
			[]string{"Old Maid", "holds the Old Maid and loses", "the round is over (OM-R9"}, nil},
		{"not JSON, in German", []string{"-text", "-lang", "de", filepath.Join("..", "..", "go.mod")}, 2,
			[]string{"Die Aufzeichnung kann nicht beurteilt werden:", "bad-record: Kein JSON"}, nil},
		{"a missing file, in German", []string{"-text", "-lang", "de", "no-such-record.json"}, 2,
			[]string{`Die Datei "no-such-record.json" gibt es nicht.`}, []string{"no such file"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			exit := run(tt.args, strings.NewReader(""), &out, &errOut)
			if exit != tt.exit {
				t.Errorf("exit %d, want %d; stderr %s", exit, tt.exit, errOut.String())
			}
			checkHas(t, "the text", out.String(), tt.has, tt.hasNot)
		})
	}
}

// TestTerminal: on a terminal the verdict is text unless -json asks for
// JSON; with no file and a terminal on standard input the referee prints
// its usage instead of waiting for input.
func TestTerminal(t *testing.T) {
	rec, err := os.ReadFile(testdata("schwarze-madonna--follow-suit"))
	if err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	c := console{in: bytes.NewReader(rec), out: &out, err: &errOut, outTerm: true}
	if exit := runOn(nil, c); exit != 1 || !strings.Contains(out.String(), "Illegal: deal 1") {
		t.Errorf("a terminal: exit %d, want 1 and text:\n%s", exit, out.String())
	}
	out.Reset()
	c.in = bytes.NewReader(rec)
	if exit := runOn([]string{"-json"}, c); exit != 1 || !json.Valid(out.Bytes()) {
		t.Errorf("-json on a terminal: exit %d, want 1 and JSON:\n%s", exit, out.String())
	}
	out.Reset()
	c.in, c.inTerm = strings.NewReader(""), true
	if exit := runOn(nil, c); exit != 2 || out.Len() != 0 || !strings.Contains(errOut.String(), "usage: referee") {
		t.Errorf("a terminal on stdin: exit %d, stdout %q, stderr %q; want exit 2 and the usage", exit, out.String(), errOut.String())
	}
	errOut.Reset()
	if exit := runOn([]string{"-lang", "de"}, c); exit != 2 || !strings.Contains(errOut.String(), "Aufruf: referee") {
		t.Errorf("a terminal on stdin, German: exit %d, stderr %q", exit, errOut.String())
	}
}

// TestExplainAndOptions: -explain prints a rule of the book in English
// and German (or one language, Danish too, with -lang), -options a game's options with values,
// defaults and rules; unknown names are exit 2 and say what exists.
func TestExplainAndOptions(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		exit   int
		stdout []string
		not    []string
		stderr string
	}{
		{"a rule in both languages", []string{"-explain", "MAD-R7"}, 0,
			[]string{"MAD-R7 No points into the stock", "MAD-R7 Keine Punkte in den Stock", "„Folgende Karten dürfen NICHT", "docs/rules.md#mad-r7", "docs/regeln.md#mad-r7"}, nil, ""},
		{"a rule in German", []string{"-lang", "de", "-explain", "sau-o6"}, 0,
			[]string{"SAU-O6 Schieben", "Option schieben: false (Vorgabe), true"}, []string{"default", "Rule book"}, ""},
		{"an unknown rule", []string{"-explain", "MAD-R" + "99"}, 2, nil, nil, `no rule "MAD-R` + `99"`},
		{"the options of Hearts", []string{"-options", "hearts"}, 0,
			[]string{"Options of Hearts", "moon: add-to-others (default), subtract, off", "SH-R9 Shooting the moon", "target: a whole number of at least 1; default 100"}, nil, ""},
		{"the options of Sau in German", []string{"-lang", "de", "-options", "schwarze-sau"}, 0,
			[]string{"Optionen von Schwarze Sau", "stock-scoring: dead (Vorgabe), last-trick, most-points"}, []string{"default"}, ""},
		{"an unknown game", []string{"-options", "skat"}, 2, nil, nil, "the games are schwarze-madonna, black-maria, hearts, schwarze-sau, old-maid"},
		{"a rule in Danish", []string{"-lang", "da", "-explain", "sau-o6"}, 0,
			[]string{"SAU-O6 Schieben", "Indstilling schieben: false (standard), true", "Regelbog: ", "docs/regler.md#sau-o6"},
			[]string{"default", "Rule book", "Vorgabe", "Regelbuch"}, ""},
		{"the options of Black Maria in Danish", []string{"-lang", "da", "-options", "black-maria"}, 0,
			[]string{"Indstillinger for Sorte Maria (Black Maria) (-opt NAVN=VÆRDI; i regelbogen docs/regler.md#black-maria):", "(standard)"},
			[]string{"default", "Options", "Vorgabe"}, ""},
		{"an unknown rule in Danish", []string{"-lang", "da", "-explain", "MAD-R" + "99"}, 2, nil, nil, `Regelbogen har ingen regel "MAD-R` + `99"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			exit := run(tt.args, strings.NewReader(""), &out, &errOut)
			if exit != tt.exit {
				t.Errorf("exit %d, want %d; stderr %s", exit, tt.exit, errOut.String())
			}
			checkHas(t, "stdout", out.String(), tt.stdout, tt.not)
			if !strings.Contains(errOut.String(), tt.stderr) {
				t.Errorf("stderr lacks %q: %s", tt.stderr, errOut.String())
			}
		})
	}
}

// checkHas reports each of has that text (called what) lacks and each of
// not that it holds.
func checkHas(t *testing.T, what, text string, has, not []string) {
	t.Helper()
	for _, want := range has {
		if !strings.Contains(text, want) {
			t.Errorf("%s lacks %q:\n%s", what, want, text)
		}
	}
	for _, n := range not {
		if strings.Contains(text, n) {
			t.Errorf("%s has %q:\n%s", what, n, text)
		}
	}
}
