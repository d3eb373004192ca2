package variant

import (
	"encoding/json"
	"fmt"
	"strings"
)

// ID names the module's games in the internal tests, which cannot import
// the registry above the engine (package games imports variant).
type ID uint8

// The module's games, in the registry's order.
const (
	SchwarzeMadonna ID = iota
	BlackMaria
	Hearts
	SchwarzeSau
	OldMaid
)

// String returns the record name of the game.
func (id ID) String() string {
	return [...]string{"schwarze-madonna", "black-maria", "hearts", "schwarze-sau", "old-maid"}[id]
}

// def returns the definition of the game, as the registry completes it
// (DefinitionOf).
func (id ID) def() Definition {
	d, _ := DefinitionOf(id.String())
	return d
}

// lookup returns the definition of the game, and false for an ID past
// the five.
func lookup(id ID) (Definition, bool) {
	if id > OldMaid {
		return Definition{}, false
	}
	return id.def(), true
}

// ParseID returns the game with the record name, and false if none.
func ParseID(name string) (ID, bool) {
	for id := SchwarzeMadonna; id <= OldMaid; id++ {
		if id.String() == name {
			return id, true
		}
	}
	return 0, false
}

// parseOptions reads the "options" object raw of a record of game d
// into its Options, as the registry's games.ParseOptions does for the
// module's games, which all read their options (Definition.Parse).
func parseOptions(d Definition, raw json.RawMessage) (Options, error) {
	if d.Parse == nil {
		return nil, fmt.Errorf("the test game %s reads no options", d.Name)
	}
	return d.Parse(raw)
}

// options returns the game's own Options read from raw, the "options"
// object of a record ("" for the defaults), with the table's Setup s:
// the internal tests cannot name the games' Options types. raw and s are
// a test's constants, so a value the game refuses is the test's own
// mistake and panics.
func (id ID) options(raw string, s Setup) Options {
	o, err := parseOptions(id.def(), json.RawMessage(raw))
	if err == nil {
		o, err = WithSetup(id.String(), o, s)
	}
	if err != nil {
		panic(fmt.Sprintf("%s options %s %+v: %v", id, raw, s, err))
	}
	return o
}

// optionValue returns the record value of option name in options o of
// game d, as its record writes it ("pass-penalty-cards", true), or the
// option's default where o leaves it at the default; "" for an option
// d does not have. The internal tests read a game's options through its
// record, as they cannot name the game's Options type.
func optionValue(d *Definition, o Options, name string) string {
	if o != nil {
		raw, err := o.MarshalJSON()
		var set map[string]json.RawMessage
		if err == nil && json.Unmarshal(raw, &set) == nil && set[name] != nil {
			return strings.Trim(string(set[name]), `"`)
		}
	}
	for _, op := range d.options() {
		if op.Name == name && len(op.Values) > 0 {
			return op.Values[0]
		}
	}
	return ""
}

// dealtBy returns the game's options o (nil: its defaults) with dealer
// dealing first (C-7) and o's announcement mode kept; it panics as
// options does.
func (id ID) dealtBy(o Options, dealer int) Options {
	s := Setup{FirstDealer: dealer}
	if o != nil {
		s.Announcements = o.Setup().Announcements
	}
	o, err := WithSetup(id.String(), o, s)
	if err != nil {
		panic(fmt.Sprintf("%s options dealt by %d: %v", id, dealer, err))
	}
	return o
}
