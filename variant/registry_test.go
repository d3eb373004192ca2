package variant_test

import (
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/variant"
)

// init hands the internal tests the registry's definitions
// (variant.DefinitionOf) and the rule book (variant.Catalogue).
func init() {
	variant.Catalogue = games.Catalogue
	variant.DefinitionOf = func(name string) (variant.Definition, bool) {
		id, ok := games.ParseID(name)
		if !ok {
			return variant.Definition{}, false
		}
		return games.Definition(id)
	}
}
