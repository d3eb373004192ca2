package main

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/variant"
)

// germanWords finds German in a text meant to be Danish.
var germanWords = regexp.MustCompile(`\b(muss|nicht|kein|keine|ein|eine|oder|Aufzeichnung|Datei|Ordner|Schalter|Spiel|Regel|Wert|Platz|regeln\.md)\b`)

// TestDanishThroughout: with -lang da every answer of the referee is
// Danish, in words and in JSON, as with -lang de every answer is German:
// a file that does not exist or is a folder, a record that is no JSON,
// an option value out of range, a wrong command line, a rule or game it
// does not know.
func TestDanishThroughout(t *testing.T) {
	for _, a := range wrongAnswers(t, "da", `{"target": 2000000000}`) {
		if w := englishWords.FindString(a.said); w != "" {
			t.Errorf("%q: the Danish answer has the English %q in it:\n%s", a.args, w, a.said)
		}
		if w := germanWords.FindString(a.said); w != "" {
			t.Errorf("%q: the Danish answer has the German %q in it:\n%s", a.args, w, a.said)
		}
	}
}

// TestDanishText: -text -lang da tells the verdict in Danish, seats
// counted from 1, the rule from the Danish rule book, and nothing in
// English or German of the referee's own words.
func TestDanishText(t *testing.T) {
	for _, tc := range []struct {
		record string
		exit   int
		has    []string
	}{
		{"schwarze-madonna--follow-suit", 1, []string{"Schwarze Madonna med 3 pladser",
			"Regelbrud: giv 1, stik 2, andet kort (handling 9): plads 3 spillede 9♠, men skal bekende ♦ og har 9♦ 10♦",
			"follow-suit: Plads 3 skal bekende ruder og har 9♦, 10♦.", "TT-2 Bekend kulør", "docs/regler.md#tt-2"}},
		{"schwarze-madonna--jungfrau", 0, []string{"Protokollen følger reglerne.", "Giv 1, giver plads 4: en Jungfrau gangede de andres point",
			"plads 1: 1 stik; får 16\n      D♠: ", "plads 2: 2 stik; får 8\n      8♥ Kn♥ D♥ K♥: ", "Stilling: plads 1: 16, plads 2: 8, plads 3: 0, plads 4: 8"}},
		{"schwarze-madonna--records-example", 0, []string{"Giv 1, giver plads 1: endnu ikke slut", "Næste: plads 3 skal spille: 9♦ 10♦ 7♠"}},
		{"schwarze-madonna--bad-card", 2, []string{"Protokollen kan ikke bedømmes:", "bad-card:"}},
		{"old-maid--round", 0, []string{"sidder med Sorte Per og taber", "runden er slut (OM-R9"}},
	} {
		var out, errOut bytes.Buffer
		exit := run([]string{"-text", "-lang", "da", testdata(tc.record)}, strings.NewReader(""), &out, &errOut)
		if exit != tc.exit {
			t.Errorf("%s: exit %d, want %d (%s)", tc.record, exit, tc.exit, errOut.String())
		}
		got := out.String()
		for _, h := range tc.has {
			if !strings.Contains(got, h) {
				t.Errorf("%s: no %q in\n%s", tc.record, h, got)
			}
		}
		// The referee's own words: the lines that are not a score's
		// explanation (package score tells those in English and German).
		for _, line := range strings.Split(got, "\n") {
			if strings.HasPrefix(line, "      ") {
				continue
			}
			line = ruleName.ReplaceAllString(line, "") // follow-suit: an identifier, the same in every language
			for _, bad := range []*regexp.Regexp{englishWords, germanWords, regexp.MustCompile(`\b(seat|Seat|trick|deal|played|Illegal|Totals|Next)\b`)} {
				if w := bad.FindString(line); w != "" {
					t.Errorf("%s: %q in the line %q", tc.record, w, line)
				}
			}
		}
	}
}

// ruleName is a rule identifier before its message ("  follow-suit: ").
var ruleName = regexp.MustCompile(`^\s+[a-z]+(-[a-z]+)*: `)

// TestCardsInTheReadersNotation: every sentence of the text verdict
// writes its cards as the reader of its language reads them: English
// Q♠ J♥ A♣, German D♠ B♥ A♣, Danish D♠ Kn♥ E♣; the record's "QS" or an
// English rank never reaches a German or Danish sentence.
func TestCardsInTheReadersNotation(t *testing.T) {
	q, j, a := card.QueenSpades, card.JackHearts, card.AceClubs
	for lang, want := range map[string][3]string{
		"en": {"played Q♠", "passed A♣ J♥ Q♠", "but must lead Q♠"},
		"de": {"spielte D♠", "gab A♣ B♥ D♠ weiter", "muss aber D♠ ausspielen"},
		"da": {"spillede D♠", "afgav E♣ Kn♥ D♠", "men skal spille D♠ ud"},
	} {
		got := [3]string{
			moveWords(variant.PlayMove(0, q), lang),
			moveWords(variant.Move{Kind: variant.Pass, Cards: card.Of(q, j, a)}, lang),
			factsWords(rule.Facts{Sentence: sentence.MustOpenWithCard, Card: q}, lang),
		}
		for i := range got {
			if !strings.Contains(got[i], want[i]) {
				t.Errorf("%s: %q, want %q", lang, got[i], want[i])
			}
		}
		term := score.Term{Kind: score.TermCards, Points: 13, Cards: card.Of(q, j, a, card.MustParse("10D")), By: score.NoSeat}
		if r := term.Text(lang); lang != "en" && strings.ContainsAny(r, "QJ") {
			t.Errorf("%s: a score's cards told as %q", lang, r)
		}
	}
	if r := (score.Term{Kind: score.TermCards, Points: 13, Cards: card.Of(card.QueenSpades, card.MustParse("10D")), By: score.NoSeat}).Text("da"); r != "10♦ D♠: 13 kortpoint" {
		t.Errorf("a score term in Danish: %q", r)
	}
}
