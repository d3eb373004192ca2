// Package words holds what the terminal table's two faces share: the
// words of the table in English, German and Danish (Tr: cards as the user reads
// them, seats named as the screen names them, counts with their plurals,
// rule messages), the ways a user may type a card (ParseCard, ParseCards)
// or a command (CommandOf), and the few reckonings both show (Taken,
// OptionsText).
package words

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// Tr holds the language of the user interface: every text the program
// shows is written in English and German side by side and Tr picks one,
// or, in Danish, gives the English text's Danish (danish.go).
type Tr struct {
	DE    bool // German; English when false (and DA is false)
	DA    bool // Danish
	Human int  // the user's seat, or -1 when the built-in players take every seat
}

// For returns the Tr of lang ("de" German, "da" Danish, else English)
// for the user at seat human.
func For(lang string, human int) Tr { return Tr{DE: lang == "de", DA: lang == "da", Human: human} }

// S returns the text in the chosen language. In Danish it is en's
// Danish, or en itself when the catalogue lacks it (a test holds the
// catalogue complete).
func (t Tr) S(en, de string) string {
	switch {
	case t.DA:
		if da, ok := danish[en]; ok {
			return da
		}
		return en
	case t.DE:
		return de
	}
	return en
}

// F formats the text in the chosen language.
func (t Tr) F(en, de string, args ...any) string {
	return fmt.Sprintf(t.S(en, de), args...)
}

// Lang returns the language code for rule.Violation.Message.
func (t Tr) Lang() string {
	switch {
	case t.DA:
		return "da"
	case t.DE:
		return "de"
	}
	return "en"
}

// Name returns how the seat is called as a subject: "you" for the
// user's seat (with a capital when capital), "Seat 2" for the others.
func (t Tr) Name(s int, capital bool) string {
	if s == t.Human && s >= 0 {
		if capital {
			return t.S("You", "Du")
		}
		return t.S("you", "du")
	}
	return t.F("Seat %d", "Platz %d", s+1) // counted from 1, as people count
}

// NameDat is name after "from" (German "von", which takes the dative:
// "von dir").
func (t Tr) NameDat(s int) string {
	if s == t.Human && s >= 0 {
		return t.S("you", "dir")
	}
	return t.Name(s, true)
}

// Verb is a verb phrase in the two persons a sentence of the table takes:
// EN and DE for another seat ("plays %s", "spielt %s"), YouEN and YouDE
// for the user ("play %s", "spielst %s").
type Verb struct {
	EN, DE, YouEN, YouDE string
}

// Act returns a sentence whose subject is seat s, with verb v in its
// person and args for its verbs.
func (t Tr) Act(s int, v Verb, args ...any) string {
	if s == t.Human && s >= 0 {
		return t.S("You ", "Du ") + t.F(v.YouEN, v.YouDE, args...)
	}
	return t.Name(s, true) + " " + t.F(v.EN, v.DE, args...)
}

// RankText returns a rank as the user reads it: 2 to 10, J Q K A in
// English, B D K A (Bube, Dame, König, Ass) in German, Kn D K E
// (knægt, dame, konge, es) in Danish (card.Rank.Face).
func (t Tr) RankText(r card.Rank) string { return r.Face(t.Lang()) }

// Card returns a card as the user reads it: rank and suit symbol ("Q♠",
// German "D♠"), "Joker" for the joker.
func (t Tr) Card(c card.Card) string {
	if !c.Valid() {
		return "?"
	}
	return c.Face(t.Lang())
}

// Cards returns the cards of s in canonical order separated by spaces.
func (t Tr) Cards(s card.Set) string {
	var b strings.Builder
	for c := range s.All() {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(t.Card(c))
	}
	if b.Len() == 0 {
		return "–"
	}
	return b.String()
}

// Suit returns the suit's name: clubs, diamonds, hearts, spades; Kreuz,
// Karo, Herz, Pik; klør, ruder, hjerter, spar.
func (t Tr) Suit(u card.Suit) string {
	switch {
	case t.DA:
		return u.Name("da")
	case t.DE:
		return u.Name("de")
	}
	return u.Name("en")
}

// GameTitle returns the game's display name in the chosen language (Old
// Maid is Schwarzer Peter in German).
func (t Tr) GameTitle(id games.ID) string {
	if w := games.WordsOf(id).Title; w.EN != "" {
		return t.Text(w)
	}
	return id.Title()
}

// Text returns a text of the game's own words in the chosen language;
// in Danish, a text without its own Danish is given the catalogue's
// Danish of its English (danish.go).
func (t Tr) Text(x rule.Text) string {
	if t.DA && x.DA == "" {
		if da, ok := danish[x.EN]; ok {
			return da
		}
	}
	return x.In(t.Lang())
}

// TraitsOf returns what g's definition says about its match and table.
func TraitsOf(g variant.Game) variant.Traits {
	return games.TraitsOf(games.Named(g.Name()), g.Options())
}

// TitleOf returns the display name of g's game: a house game's own title
// (Slobberhannes), else gameTitle.
func (t Tr) TitleOf(g variant.Game) string {
	if tg, ok := g.(*variant.TrickGame); ok && games.Named(g.Name()) == games.House {
		return tg.Title()
	}
	return t.GameTitle(games.Named(g.Name()))
}

// Call returns the name of an announcement.
func (t Tr) Call(c variant.Call) string {
	switch c {
	case variant.NoTrickCall:
		return "Jungfrau"
	case variant.SweepCall:
		return "Durchmarsch"
	}
	return c.String()
}

// rankWords are the ranks as people type them, in English, German and
// Danish, as digits, letters or words (Danish "knægt", "es", and their
// letters Kn and E).
var rankWords = map[string]card.Rank{
	"2": card.Two, "3": card.Three, "4": card.Four, "5": card.Five, "6": card.Six,
	"7": card.Seven, "8": card.Eight, "9": card.Nine, "10": card.Ten, "t": card.Ten,
	"two": card.Two, "three": card.Three, "four": card.Four, "five": card.Five, "six": card.Six,
	"seven": card.Seven, "eight": card.Eight, "nine": card.Nine, "ten": card.Ten,
	"zwei": card.Two, "drei": card.Three, "vier": card.Four, "fünf": card.Five, "fuenf": card.Five,
	"sechs": card.Six, "sieben": card.Seven, "acht": card.Eight, "neun": card.Nine, "zehn": card.Ten,
	"j": card.Jack, "jack": card.Jack, "b": card.Jack, "bube": card.Jack,
	"q": card.Queen, "queen": card.Queen, "d": card.Queen, "dame": card.Queen,
	"k": card.King, "king": card.King, "könig": card.King, "koenig": card.King, "konig": card.King,
	"a": card.Ace, "ace": card.Ace, "ass": card.Ace, "as": card.Ace,
	"to": card.Two, "tre": card.Three, "fire": card.Four, "fem": card.Five, "seks": card.Six,
	"syv": card.Seven, "otte": card.Eight, "ni": card.Nine, "ti": card.Ten,
	"kn": card.Jack, "knægt": card.Jack, "knaegt": card.Jack, "bonde": card.Jack,
	"konge": card.King, "e": card.Ace, "es": card.Ace,
}

// suitWords are the suits as people type them: symbols, the record
// letters (C D H S), English words, German words and their short forms
// (P Pik, H Herz, KA Karo, KR Kreuz), and Danish words (klør, ruder,
// hjerter, spar).
var suitWords = map[string]card.Suit{
	"♣": card.Clubs, "c": card.Clubs, "club": card.Clubs, "clubs": card.Clubs, "kreuz": card.Clubs, "kr": card.Clubs, "klør": card.Clubs, "kloer": card.Clubs,
	"♦": card.Diamonds, "d": card.Diamonds, "diamond": card.Diamonds, "diamonds": card.Diamonds, "karo": card.Diamonds, "ka": card.Diamonds, "ruder": card.Diamonds,
	"♥": card.Hearts, "h": card.Hearts, "heart": card.Hearts, "hearts": card.Hearts, "herz": card.Hearts, "hjerter": card.Hearts,
	"♠": card.Spades, "s": card.Spades, "spade": card.Spades, "spades": card.Spades, "pik": card.Spades, "p": card.Spades, "spar": card.Spades,
}

// germanSuits are the suit words a card may start with ("H10", "PD",
// "Pik Dame"): the German ones, so that "DK" stays unread rather than
// guessed.
var germanSuits = map[string]bool{"p": true, "h": true, "ka": true, "kr": true, "pik": true, "herz": true, "karo": true, "kreuz": true}

// ParseCard reads a card the way people type it: what card.Parse accepts
// ("QS", "q♠", "10h", "T♥", "Joker"), a rank and a suit in either
// language ("DS" or "DP" is the queen of spades: German D for Dame, P for
// Pik; "BKR" the jack of clubs, "KKA" the king of diamonds), or a German
// suit first ("H10", "PD").
func ParseCard(s string) (card.Card, error) {
	c, err := card.Parse(s)
	if err == nil {
		return c, nil
	}
	w := strings.ToLower(strings.TrimSpace(s))
	r := []rune(w)
	for i := 1; i < len(r); i++ {
		a, b := string(r[:i]), string(r[i:])
		if rk, ok := rankWords[a]; ok {
			if u, ok := suitWords[b]; ok {
				return card.New(rk, u), nil
			}
		}
		if u, ok := suitWords[a]; ok && germanSuits[a] {
			if rk, ok := rankWords[b]; ok {
				return card.New(rk, u), nil
			}
		}
	}
	return 0, err
}

// ParseCards reads cards separated by spaces or commas, each one word
// (parseCard) or two: a suit and a rank in either order, as in "Pik Dame",
// "Herz 10", "Dame Pik", "queen of spades" ("of" and "von" are skipped).
// It returns the first word that is not a card when there is one.
func ParseCards(line string) (card.Set, []card.Card, string) {
	var set card.Set
	var list []card.Card
	var words []string
	for _, w := range strings.FieldsFunc(line, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' || r == ';' }) {
		if lw := strings.ToLower(w); lw != "of" && lw != "von" {
			words = append(words, w)
		}
	}
	for i := 0; i < len(words); i++ {
		w := words[i]
		if i+1 < len(words) {
			a, b := strings.ToLower(w), strings.ToLower(words[i+1])
			rk, okR := rankWords[a]
			u, okU := suitWords[b]
			if !okR || !okU {
				u, okU = suitWords[a]
				rk, okR = rankWords[b]
			}
			if okR && okU {
				c := card.New(rk, u)
				set, list = set.Add(c), append(list, c)
				i++
				continue
			}
		}
		c, err := ParseCard(w)
		if err != nil {
			return 0, nil, w
		}
		set = set.Add(c)
		list = append(list, c)
	}
	return set, list, ""
}

// Points returns "1 point", "3 points" ("1 Punkt", "3 Punkte").
func (t Tr) Points(n int) string {
	if n == 1 || n == -1 {
		return t.F("%d point", "%d Punkt", n)
	}
	return t.F("%d points", "%d Punkte", n)
}

// Deals returns "1 deal", "3 deals" (German after "nach": "1 Spiel",
// "3 Spielen"); Old Maid has rounds ("1 round", "nach 3 Runden").
func (t Tr) Deals(n int, rounds bool) string {
	switch {
	case rounds && n == 1:
		return t.S("1 round", "1 Runde")
	case rounds:
		return t.F("%d rounds", "%d Runden", n)
	case n == 1:
		return t.S("1 deal", "1 Spiel")
	}
	return t.F("%d deals", "%d Spielen", n)
}

// Count returns "1 card", "3 cards" ("1 Karte", "3 Karten").
func (t Tr) Count(n int) string {
	if n == 1 {
		return t.S("1 card", "1 Karte")
	}
	return t.F("%d cards", "%d Karten", n)
}

// Pairs returns laid-down pairs grouped by rank ("6♣6♦ 7♣7♦"), or "–".
func (t Tr) Pairs(s card.Set) string {
	var groups []string
	for r := card.Two; r <= card.JokerRank; r++ {
		var b strings.Builder
		for c := range (s & card.RankSet(r)).All() {
			b.WriteString(t.Card(c))
		}
		if b.Len() > 0 {
			groups = append(groups, b.String())
		}
	}
	if len(groups) == 0 {
		return "–"
	}
	return strings.Join(groups, " ")
}

// Explanation tells the terms that made seat s's points in a deal's
// result, each in the chosen language with its rule ID (the engine's
// score.Term.TextNamed, its cards in the table's Notation), naming other
// seats by named (after "of", German "von": "you", "dir"), or nil when the
// game gives none.
func (t Tr) Explanation(res variant.DealResult, s int, named func(x int) string) []string {
	if s < 0 || s >= len(res.Explanation) {
		return nil
	}
	var out []string
	for _, term := range res.Explanation[s] {
		out = append(out, t.Notation(term.TextNamed(t.Lang(), func(x int, _ string) string {
			if x == t.Human && x >= 0 {
				return t.S("yours", "dir") // "the Jungfrau of yours"
			}
			return named(x)
		})))
	}
	return out
}

// Message returns an error for the user: a rule violation or a record
// file that cannot be written in the chosen language, anything else as
// it is.
func Message(t Tr, err error) string {
	var v *rule.Violation
	if errors.As(err, &v) {
		return v.MessageNamed(t.Lang(), rule.SeatsFrom1) // seats as the table names them
	}
	var fe *record.FileError
	if errors.As(err, &fe) {
		return fe.Message(t.Lang())
	}
	return err.Error()
}

// Taken returns the cards each seat has taken in the tricks of v.
func Taken(tricks []variant.TrickRecord, seats int) []card.Set {
	out := make([]card.Set, seats)
	for _, tr := range tricks {
		if tr.Winner < 0 || tr.Winner >= seats {
			continue
		}
		for _, c := range tr.Cards {
			out[tr.Winner] = out[tr.Winner].Add(c)
		}
	}
	return out
}

// OptionsText lists the table's options that differ from the game's
// defaults as -opt takes them ("schieben=true, stock-exchange=true"), or
// "" for none.
func OptionsText(g variant.Game) string {
	raw, err := games.MarshalOptions(games.Named(g.Name()), g.Options())
	if err != nil {
		return ""
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(raw, &m) != nil {
		return ""
	}
	var parts []string
	for name, v := range m {
		val := string(v)
		var str string
		if json.Unmarshal(v, &str) == nil {
			val = str
		}
		parts = append(parts, name+"="+val)
	}
	slices.Sort(parts)
	return strings.Join(parts, ", ")
}
