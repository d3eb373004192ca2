package games

import (
	"fmt"
	"strconv"

	"github.com/blackqueen/rules/internal/strictjson"
)

// ID names one of the module's five games.
type ID uint8

// The games, with the record name.
const (
	SchwarzeMadonna ID = iota // "schwarze-madonna", docs/rules.md#schwarze-madonna
	BlackMaria                // "black-maria", docs/rules.md#black-maria
	Hearts                    // "hearts", docs/rules.md#hearts
	SchwarzeSau               // "schwarze-sau", docs/rules.md#schwarze-sau
	OldMaid                   // "old-maid", docs/rules.md#old-maid
	numGames
)

// House is the ID of every game composed outside this module with
// variant.NewHouse. It is not one of the five games (Valid is false, All
// does not list it), its String is "house", and its records are not
// docs/records.md records: a referee of the five games cannot replay them.
const House ID = 255

// All returns every game ID.
func All() []ID { return []ID{SchwarzeMadonna, BlackMaria, Hearts, SchwarzeSau, OldMaid} }

// String returns the record name ("black-maria"), the Name of the
// game's definition.
func (id ID) String() string {
	switch id {
	case SchwarzeMadonna:
		return "schwarze-madonna"
	case BlackMaria:
		return "black-maria"
	case Hearts:
		return "hearts"
	case SchwarzeSau:
		return "schwarze-sau"
	case OldMaid:
		return "old-maid"
	case House:
		return "house"
	}
	return "game(" + strconv.Itoa(int(id)) + ")"
}

// Title returns the game's display name ("Black Maria").
func (id ID) Title() string {
	if d, ok := own(id); ok {
		return d.Title
	}
	if id == House {
		return "House game"
	}
	return id.String()
}

// Valid reports whether id is one of the five games.
func (id ID) Valid() bool { return id < numGames }

// ParseID returns the game with the record name, and false if none.
func ParseID(name string) (ID, bool) {
	for id := range numGames {
		if id.String() == name {
			return id, true
		}
	}
	return 0, false
}

// Named returns the game with the record name: one of the five, or House
// for any other name (a house game's "house", a zero View's ""). It is
// for a Game's Name and a View's Game, which the engine fills.
func Named(name string) ID {
	if id, ok := ParseID(name); ok {
		return id
	}
	return House
}

// MarshalText implements encoding.TextMarshaler.
func (id ID) MarshalText() ([]byte, error) {
	if !id.Valid() && id != House {
		return nil, fmt.Errorf("games: invalid game %d", uint8(id))
	}
	return []byte(id.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler.
func (id *ID) UnmarshalText(b []byte) error {
	v, ok := ParseID(string(b))
	if !ok {
		return fmt.Errorf("games: unknown game %s", strictjson.Quote(string(b)))
	}
	*id = v
	return nil
}
