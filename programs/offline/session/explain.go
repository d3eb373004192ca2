package session

import (
	"strconv"

	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/table"
)

// Explain is the last deal's score explanation of u in words, by language
// ("en", "de", "da"), seat and term, as the server's channels carry it;
// nil when u holds none. A term that names a seat names it as the page
// does: the person's own seat as "yours", a built-in player by its
// strength and seat number (the page puts its player's name for it).
func Explain(u *table.Update) map[string][][]string {
	if u == nil || u.View.Last == nil || len(u.View.Last.Explanation) == 0 {
		return nil
	}
	out := map[string][][]string{}
	for _, lang := range []string{"en", "de", "da"} {
		seats := make([][]string, len(u.View.Last.Explanation))
		for s, terms := range u.View.Last.Explanation {
			seats[s] = []string{}
			for _, term := range terms {
				seats[s] = append(seats[s], term.TextNamed(lang, func(x int, lang string) string { return seatName(u, x, lang) }))
			}
		}
		out[lang] = seats
	}
	return out
}

// seatName names seat s of u's table in lang, worded to follow "of" in a
// score term.
func seatName(u *table.Update, s int, lang string) string {
	if s == u.Seat && s >= 0 {
		return rule.Text{EN: "yours", DE: "dir", DA: "dig"}.In(lang)
	}
	for _, st := range u.Seats {
		if st.Seat == s && st.Bot {
			return st.Name + " " + strconv.Itoa(s+1)
		}
	}
	return rule.Text{EN: "seat ", DE: "Platz ", DA: "plads "}.In(lang) + strconv.Itoa(s+1)
}
