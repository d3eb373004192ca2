package main

import (
	"regexp"

	"github.com/blackqueen/rules/card"
)

// cardIn writes a card as a reader of lang reads it: its rank and its
// suit symbol, the rank as the players of that language abbreviate it:
// English "Q♠" and "J♥", German "D♠" and "B♥" (Dame, Bube), Danish
// "D♠", "Kn♥" and "E♣" (dame, knægt, es); "Joker" for the joker.
func cardIn(c card.Card, lang string) string {
	if !c.Valid() || c == card.Joker {
		return c.String()
	}
	return rankIn(c.Rank(), lang) + c.Suit().Symbol()
}

// rankIn is the rank's abbreviation in lang: 2 to 10 are the same in
// every language.
func rankIn(r card.Rank, lang string) string {
	switch {
	case lang == "de" && r == card.Jack:
		return "B"
	case lang == "de" && r == card.Queen:
		return "D"
	case lang == "da" && r == card.Jack:
		return "Kn"
	case lang == "da" && r == card.Queen:
		return "D"
	case lang == "da" && r == card.Ace:
		return "E"
	}
	return r.String()
}

// symbolCards are cards another package writes with their suit symbols
// and English ranks ("Q♠: 8 card points").
var symbolCards = regexp.MustCompile(`\b(10|[2-9JQKA])([♣♦♥♠])`)

// retold rewrites the cards a text names with suit symbols (a score
// explanation's "Q♠") in the reader's notation (cardIn).
func retold(s, lang string) string {
	if lang != "de" && lang != "da" {
		return s
	}
	return symbolCards.ReplaceAllStringFunc(s, func(w string) string {
		c, err := card.Parse(w)
		if err != nil {
			return w
		}
		return cardIn(c, lang)
	})
}
