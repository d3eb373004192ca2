package variant_test

import (
	"fmt"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/variant"
)

// init hands the internal tests the registry's definitions
// (variant.DefinitionOf), the rule book (variant.Catalogue) and its
// WithSetup (variant.WithSetup).
func init() {
	variant.Catalogue = games.Catalogue
	variant.DefinitionOf = func(name string) (variant.Definition, bool) {
		id, ok := games.ParseID(name)
		if !ok {
			return variant.Definition{}, false
		}
		return games.Definition(id)
	}
	variant.WithSetup = func(name string, o variant.Options, s variant.Setup) (variant.Options, error) {
		id, ok := games.ParseID(name)
		if !ok {
			return nil, fmt.Errorf("no game %q", name)
		}
		return games.WithSetup(id, o, s)
	}
}

// dealtBy returns game id's options o (nil: its defaults) with dealer
// dealing first (C-7), through the registry's WithSetup.
func dealtBy(tb testing.TB, id games.ID, o variant.Options, dealer int) variant.Options {
	tb.Helper()
	s := variant.Setup{FirstDealer: dealer}
	if o != nil {
		s.Announcements = o.Setup().Announcements
	}
	o, err := games.WithSetup(id, o, s)
	if err != nil {
		tb.Fatal(err)
	}
	return o
}
