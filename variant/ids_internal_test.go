package variant

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
