// Package enum holds the names tables of the module's enumerations, in
// the manner of go/token: each enumeration declares one constant Table,
// the names of its values in order, and its String, its parsing and the
// record option table all read that one table.
package enum

import "strconv"

// Table is an enumeration's names table: the name of each value, in the
// order of the values from 0, separated by single spaces (names hold no
// space). Declared as a constant, it is the one place the names are
// written; its methods do not allocate, except Names.
type Table string

// Name returns the name of value v, and false when v is past the end.
func (t Table) Name(v uint8) (string, bool) {
	s := string(t)
	for i := uint8(0); ; i++ {
		end := 0
		for end < len(s) && s[end] != ' ' {
			end++
		}
		if i == v {
			return s[:end], end > 0
		}
		if end == len(s) {
			return "", false
		}
		s = s[end+1:]
	}
}

// Format returns the name of v, or "kind(v)" for a value past the end,
// as the String methods of the enumerations print it.
func (t Table) Format(v uint8, kind string) string {
	if n, ok := t.Name(v); ok {
		return n
	}
	return kind + "(" + strconv.Itoa(int(v)) + ")"
}

// Lookup returns the value named s, and false when no value has that
// name.
func (t Table) Lookup(s string) (uint8, bool) {
	for i := uint8(0); ; i++ {
		n, ok := t.Name(i)
		if !ok {
			return 0, false
		}
		if n == s {
			return i, true
		}
	}
}

// Len returns the number of values.
func (t Table) Len() int {
	if t == "" {
		return 0
	}
	n := 1
	for i := 0; i < len(t); i++ {
		if t[i] == ' ' {
			n++
		}
	}
	return n
}

// Names returns every name, in the order of the values.
func (t Table) Names() []string {
	out := make([]string, 0, t.Len())
	for i := uint8(0); int(i) < t.Len(); i++ {
		n, _ := t.Name(i)
		out = append(out, n)
	}
	return out
}
