// Package botname names the built-in players as every table of the
// programs does (the terminal, the table server and its page): the
// first built-in seat of a table, counted round from seat 0, is Anna,
// the next Bruno, and so on, in every language.
package botname

import "strings"

// names are the built-in players' names, as the page's BOT_NAMES
// (programs/server/static/app.js) also lists them.
const names = "Anna Bruno Clara Dieter Emma Felix"

// Of returns the name of the k-th built-in player of a table (k from 0);
// the names start again after the sixth.
func Of(k int) string {
	if k < 0 {
		k = -k
	}
	all := strings.Fields(names)
	return all[k%len(all)]
}
