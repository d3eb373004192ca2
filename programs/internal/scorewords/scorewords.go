// Package scorewords tells a deal's explained score in words, as the
// table server's channels and the offline page send it: each seat's
// terms in each language, a seat the terms name called as the page
// calls it.
package scorewords

import (
	"strconv"

	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/table"
)

// Explain is the last deal's score explanation of u in words, by language
// ("en", "de", "da"), seat and term; nil when u holds none. A term that
// names a seat (the Jungfrau of seat 2) names it as the page does
// (SeatName): the subscriber's own seat as "yours", the others by their
// players' names.
func Explain(u *table.Update) map[string][][]string {
	if u == nil {
		return nil
	}
	last := u.View.Last
	if last == nil || len(last.Explanation) == 0 {
		return nil
	}
	out := map[string][][]string{}
	for _, lang := range []string{"en", "de", "da"} {
		seats := make([][]string, len(last.Explanation))
		for s, terms := range last.Explanation {
			seats[s] = []string{}
			for _, term := range terms {
				seats[s] = append(seats[s], term.TextNamed(lang, func(x int, lang string) string { return SeatName(u, x, lang) }))
			}
		}
		out[lang] = seats
	}
	return out
}

// SeatName names seat s of u's table in lang ("en", "de", "da") as the
// page's seatName does, worded to follow "of" ("von", "hos") in a score
// term: the subscriber's own seat "yours" ("dir", "dig"), a built-in
// player by the name the tables give it (Anna, Bruno, …), a person by
// their name, a seat without one as "seat 3" ("Platz 3", "plads 3").
func SeatName(u *table.Update, s int, lang string) string {
	pick := func(en, de, da string) string {
		return rule.Text{EN: en, DE: de, DA: da}.In(lang)
	}
	if s == u.Seat && s >= 0 {
		return pick("yours", "dir", "dig")
	}
	number := pick("seat ", "Platz ", "plads ") + strconv.Itoa(s+1)
	for _, st := range u.Seats {
		if st.Seat != s {
			continue
		}
		switch {
		case st.Name != "":
			return st.Name
		case st.Bot:
			return pick("built-in ", "Computer ", "computer ") + strconv.Itoa(s+1)
		}
	}
	return number
}
