package rule_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/rule"
)

// The checks of TestEverySentence, each a pattern that must not match a
// sentence for people.
var (
	// recordCard is a card in the record's notation ("QC", "10H").
	recordCard = regexp.MustCompile(`\b(10|[2-9JQKA])[CDHS]\b`)
	// foreignRank is a card whose rank is written as another language
	// writes it: Q♠ or J♠ in German, Q♠, J♠, A♠ or B♠ in Danish, D♠, B♠, Kn♠
	// or E♠ in English.
	foreignRank = map[string]*regexp.Regexp{
		"en": regexp.MustCompile(`(^|[^\pL])(D|B|Kn|E)[♣♦♥♠]`),
		"de": regexp.MustCompile(`(^|[^\pL])(Q|J|Kn|E)[♣♦♥♠]`),
		"da": regexp.MustCompile(`(^|[^\pL])(Q|J|B|A)[♣♦♥♠]`),
	}
	// disagrees is a verb that does not agree with its subject: "You
	// holds", "Du hat", a person called "it" or "er".
	disagrees = map[string]*regexp.Regexp{
		"en": regexp.MustCompile(`(^|[:;,] )[Yy]ou (does|has|holds|is|draws|plays|takes)\b|\bit (holds|may|took|draws)\b`),
		"de": regexp.MustCompile(`\b(Du|du) (hat|ist|kann|muss|darf|hält|zieht|spielt|gibt|legt)\b|\ber (hält|hat|darf|gesehen|gibt|zieht)\b`),
		"da": regexp.MustCompile(`\b(Du|du) (harr|ere)\b|\bden (har|holder|trækker)\b`),
	}
	// plural1 is a count of one with its noun in the plural.
	plural1 = regexp.MustCompile(`(^|[^0-9.,])1 (cards|hands|actions|deals|numbers|bytes|seats|points|tricks|times|` +
		`Karten|Blätter|Aktionen|Spiele|Zahlen|Plätze|Plätzen|Punkte|Stiche|hænder|handlinger|pladser|spillere)\b`)
	// numbered is a seat or a deal with its number ("Seat 1", "deal 2"),
	// whose number counts nothing.
	numbered = regexp.MustCompile(`\b(Seat|seat|Platz|Plads|plads|Deal|deal|Spiel|Giv|giv) [0-9]+`)
	// englishWord is a word of English in a German or Danish sentence
	// (quoted record names left out).
	englishWord = regexp.MustCompile(`\b(the|is|not|must|may|cannot|holds|does|seat|seats|card|cards|deal|deals|trick|tricks|and|or|of|with|you|your|it)\b`)
	// quoted is a quoted record name, which stays as the record has it.
	quoted = regexp.MustCompile(`"[^"]*"|„[^“]*“`)
)

// recordText are the sentences about a record's text, which quote the
// record's own card ("QS is listed twice in the stock").
var recordText = map[rule.Sentence]bool{sentence.TwiceInStock: true, sentence.TwiceInHand: true, sentence.DealCard: true}

// TestEverySentence renders every sentence of the catalogue through the
// violation's renderers with each kind of argument (one card and several,
// counts of 1 and of several, the seat at fault read by its own player or
// by another, a reader at no seat) in English, German and Danish, and
// checks each text: no blank left and no untranslated text, cards in the
// reader's notation (Q♠, German D♠, Danish E♥, never the record's QC but
// in the sentences about a record's text), the reader's own seat in the
// second person and the others in the third, verbs that agree ("Du hast",
// never "Du hat"), a count of 1 with its noun in the singular, and no
// English word in German or Danish.
func TestEverySentence(t *testing.T) {
	names := func(s int, lang string) string {
		if s < 0 || s > 5 {
			return rule.SeatsFrom1(s, lang)
		}
		return []string{"Anna", "Bruno", "Clara", "Dieter", "Emma", "Felix"}[s]
	}
	cardsOf := []card.Set{card.MustParseSet("QC"), card.MustParseSet("4C 5C QC JH AS")}
	counts := [][2]int{{1, 1}, {5, 3}}
	const seat = 2 // neither Other nor a count
	rendered := 0
	for sn := sentence.NotHeld; ; sn++ {
		if (rule.Facts{Sentence: sn}).Render(0, "en") == "" {
			if sn < 100 {
				t.Fatalf("the sentences end at %d", sn)
			}
			break
		}
		for _, cards := range cardsOf {
			for _, cw := range counts {
				f := rule.Facts{Sentence: sn, Card: card.MustParse("JH"), Suit: card.Clubs, Cards: cards, Allowed: card.MustParseSet("AD"),
					Other: 3, Count: cw[0], Want: cw[1], Kind: "play", Phase: "pass", Seats: 4, Low: 3, High: 6, Name: "moon",
					Game: rule.Text{EN: "Hearts", DE: "Hearts", DA: "Hjerter"}, Rule: "SH-R9", Value: `"up"`, Key: `"cheat"`,
					Detail: rule.Text{EN: "a finding", DE: "ein Befund", DA: "et fund"}, Where: rule.Text{EN: "the record", DE: "Die Aufzeichnung", DA: "protokollen"},
					Within: rule.Text{EN: "the record", DE: "der Aufzeichnung", DA: "protokollen"}, Found: rule.Text{EN: "an array", DE: "ein Array", DA: "et array"}}
				v := rule.Fact(rule.FollowSuit, "TT-2", seat, f)
				for _, lang := range []string{"en", "de", "da"} {
					other := v.MessageFor(lang, names, rule.NoSeat)
					mine := v.MessageFor(lang, names, seat)
					what := fmt.Sprintf("sentence %d, cards %v, counts %v, %s", sn, cards, cw, lang)
					checkSentence(t, what+", read by another", lang, other, recordText[sn])
					checkSentence(t, what+", read by its seat", lang, mine, recordText[sn])
					if me := names(seat, lang); strings.Contains(other, me) && strings.Contains(mine, me) {
						t.Errorf("%s: the seat's own player is told of %s in the third person: %q", what, me, mine)
					}
					if lang != "en" {
						if en := v.MessageFor("en", names, seat); mine == en {
							t.Errorf("%s: untranslated: %q", what, mine)
						}
					}
					rendered += 2
				}
				if e := v.Error(); !strings.HasPrefix(e, "follow-suit (TT-2): ") || strings.Contains(e, "%!") {
					t.Errorf("sentence %d: Error() = %q", sn, e)
				}
			}
		}
	}
	t.Logf("%d texts rendered and checked", rendered)
}

// checkSentence checks one text for people in lang (see TestEverySentence);
// quotesRecord allows the record's card notation.
func checkSentence(t *testing.T, what, lang, s string, quotesRecord bool) {
	t.Helper()
	if s == "" || strings.Contains(s, "%!") || strings.Contains(s, "%[") {
		t.Errorf("%s: a blank left: %q", what, s)
		return
	}
	if m := recordCard.FindString(quoted.ReplaceAllString(s, "")); m != "" && !quotesRecord {
		t.Errorf("%s: the record's card %s in %q", what, m, s)
	}
	if m := foreignRank[lang].FindString(s); m != "" {
		t.Errorf("%s: a card in another language's notation (%s) in %q", what, strings.TrimSpace(m), s)
	}
	if m := disagrees[lang].FindString(s); m != "" {
		t.Errorf("%s: %q does not agree in %q", what, m, s)
	}
	if m := plural1.FindString(numbered.ReplaceAllString(s, "")); m != "" {
		t.Errorf("%s: one in the plural (%s) in %q", what, strings.TrimSpace(m), s)
	}
	if lang != "en" {
		if m := englishWord.FindString(quoted.ReplaceAllString(s, "")); m != "" {
			t.Errorf("%s: the English %q in %q", what, m, s)
		}
	}
}

// TestCountOfOne: a count of 1 takes its noun in the singular, a longer
// noun whole ("1 Platz", not "1 Platzn"), while 11 and a seat numbered 1
// keep the plural and their words.
func TestCountOfOne(t *testing.T) {
	for _, tc := range []struct {
		f          rule.Facts
		lang, want string
	}{
		{rule.Facts{Sentence: sentence.TimerTable, Low: 1, High: 1, Seats: 1}, "de", "Ein Zugtimer braucht eine Uhr und einen Tisch mit 1 bis 1 Platz, nicht 1."},
		{rule.Facts{Sentence: sentence.TimerTable, Low: 3, High: 11, Seats: 1}, "de", "Ein Zugtimer braucht eine Uhr und einen Tisch mit 3 bis 11 Plätzen, nicht 1."},
		{rule.Facts{Sentence: sentence.HandCount, Count: 1, Seats: 4}, "en", "The deal lists 1 hand; a table of 4 has one per seat (an empty one for a seat that sits out)."},
		{rule.Facts{Sentence: sentence.HandCount, Count: 11, Seats: 4}, "da", "Givet nævner 11 hænder; et bord med 4 har én pr. plads (en tom for en plads, der står over)."},
		{rule.Facts{Sentence: sentence.StoppedEarly, Count: 1, Want: 1}, "de", "Spiel 1 endet nach 1 Aktion, bevor es vorbei ist, und doch folgt Spiel 2: nur das letzte Spiel einer Aufzeichnung darf vorzeitig aufhören."},
		{rule.Facts{Sentence: sentence.WrongDealerSeat, Other: 0, Want: 1}, "en", "Seat 0 deals this deal, not seat 1."},
	} {
		if got := tc.f.Render(rule.NoSeat, tc.lang); got != tc.want {
			t.Errorf("%d in %s: %q, want %q", tc.f.Sentence, tc.lang, got, tc.want)
		}
	}
}
