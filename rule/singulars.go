package rule

import "strings"

// singulars returns the sentence t with the noun after each count of f
// that is 1 in its singular in lang: a sentence says "1 card", "1
// Karte", "1 hånd", never "1 cards". Only the blanks of counts are
// looked at, so a seat or a deal numbered 1 keeps its words ("Seat 1
// deals").
func singulars(t string, f Facts, lang string) string {
	counts := []struct {
		blank string
		n     int
	}{{"%[6]d ", f.Count}, {"%[7]d ", f.Want}, {"%[11]d ", f.Count - 1}, {"%[13]d ", f.Seats}, {"%[16]d ", f.Low}, {"%[17]d ", f.High}, {"%[31]d ", f.Count + 1}}
	for _, c := range counts {
		if c.n != 1 || !strings.Contains(t, c.blank) {
			continue
		}
		nouns := pluralNouns(lang)
		for i := 0; i < len(nouns); i += 2 {
			t = strings.ReplaceAll(t, c.blank+nouns[i], c.blank+nouns[i+1])
		}
	}
	return t
}

// pluralNouns are the plural nouns the sentences count in lang, each
// followed by its singular; a noun that begins another ("Plätzen",
// "Plätze") comes before it, so that the longer is replaced whole.
func pluralNouns(lang string) []string {
	switch lang {
	case "de":
		return []string{"Plätzen", "Platz", "Plätze", "Platz", "Karten", "Karte", "Blätter", "Blatt", "Aktionen", "Aktion",
			"Spiele", "Spiel", "Zahlen", "Zahl", "Bytes", "Byte", "Punkte", "Punkt", "Stiche", "Stich"}
	case "da":
		return []string{"hænder", "hånd", "handlinger", "handling", "pladser", "plads", "spillere", "spiller"}
	}
	return []string{"cards", "card", "hands", "hand", "actions", "action", "deals", "deal", "numbers", "number",
		"bytes", "byte", "seats", "seat", "points", "point", "tricks", "trick", "times", "time"}
}
