package games

import (
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/variant"
)

// Own returns o as game id's own Options type: options read from JSON
// without the game's package (variant.RawOptions) are read by
// ParseOptions, their Setup kept; nil is the game's defaults; any other
// options are returned as they are (Validate refuses another game's).
func Own(id ID, o variant.Options) (variant.Options, error) {
	raw, isRaw := o.(variant.RawOptions)
	if o != nil && !isRaw {
		return o, nil
	}
	typed, err := ParseOptions(id, raw.JSON)
	if err != nil || typed == nil {
		return typed, err
	}
	return withSetup(typed, raw.Table), nil
}

// WithSetup returns game id's options o (Own) with the table's Setup s:
// who deals first and, in a game with announcements, how they are taken
// (a game without keeps announcements out of turn).
func WithSetup(id ID, o variant.Options, s variant.Setup) (variant.Options, error) {
	typed, err := Own(id, o)
	if err != nil || typed == nil {
		return typed, err
	}
	return withSetup(typed, s), nil
}

// withSetup returns o with Setup s, for the five games' own Options; any
// other options are returned as they are.
func withSetup(o variant.Options, s variant.Setup) variant.Options {
	switch x := o.(type) {
	case madonna.Options:
		x.FirstDealer, x.Announcements = s.FirstDealer, s.Announcements
		return x
	case sau.Options:
		x.FirstDealer, x.Announcements = s.FirstDealer, s.Announcements
		return x
	case blackmaria.Options:
		x.FirstDealer = s.FirstDealer
		return x
	case hearts.Options:
		x.FirstDealer = s.FirstDealer
		return x
	case oldmaid.Options:
		x.FirstDealer = s.FirstDealer
		return x
	}
	return o
}
