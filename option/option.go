// Package option reads and writes a game's record options: the
// "options" object of a game record (docs/records.md), as a mechanic that
// knows no game. A game's package lists its options as a Set of fields of
// its own Options type, built from the field constructors (Enum, Bool,
// Number, SizeTable); the set reads a record's object into the game's
// Options (Set.Parse), writes it back (Set.Marshal), checks values no
// option has (Set.Check) and lists the options for people and tools
// (Set.List, Spec). Every refusal is a *rule.Violation that names the
// rule of the option.
//
// Limits on untrusted input: a string value is read up to MaxValueLen
// bytes, and JSON that is not one object with each key once is refused.
package option

// MaxValueLen is the longest string an option's value may hold, in bytes
// of JSON: longer is refused before it is read. The longest value of the
// module's games is well under it.
const MaxValueLen = 64

// Spec is one record option of a game (docs/records.md): its name, the
// rule that defines it, which a refused value cites, and its values.
type Spec struct {
	Name string // the record name ("target")
	Rule string // the rule ID of the game that defines it
	// Values are the record values of an option with a list of them (an
	// enumeration's names, or false and true), the default first; nil
	// for an option whose value is a number or an object.
	Values []string
	// Least is the smallest value of a number option.
	Least int
}
