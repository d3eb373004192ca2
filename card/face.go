package card

// Face returns the rank as a card's corner shows it to a reader of lang
// ("de" German, "da" Danish, anything else English): "2" to "10", then
// J Q K A in English, B D K A (Bube, Dame, König, Ass) in German, Kn D K
// E (knægt, dame, konge, es) in Danish, and "Joker". An invalid rank is
// its String.
func (r Rank) Face(lang string) string {
	switch {
	case lang == "de" && r == Jack:
		return "B"
	case lang == "de" && r == Queen:
		return "D"
	case lang == "da" && r == Jack:
		return "Kn"
	case lang == "da" && r == Queen:
		return "D"
	case lang == "da" && r == Ace:
		return "E"
	}
	return r.String()
}

// Face returns c as people read it in lang, as the tables show cards:
// the rank's Face and the suit symbol ("Q♠", German "D♠", Danish "Kn♥",
// "10♦"), "Joker" for the joker, and the String of an invalid card. It is
// the notation of every sentence the module writes for people; records
// keep String's ("QS").
func (c Card) Face(lang string) string {
	if c == Joker {
		return "Joker"
	}
	if !c.Valid() {
		return c.String()
	}
	return c.Rank().Face(lang) + c.Suit().Symbol()
}
