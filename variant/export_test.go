package variant

import "github.com/blackqueen/rules/rule"

// DefinitionOf gives the internal tests the definition of one of the
// module's games by its record name, as the registry completes it: they
// cannot import package games, which imports variant. The external test
// package sets it in its init, which runs before any test.
var DefinitionOf func(name string) (Definition, bool)

// WithSetup gives the internal tests the registry's games.WithSetup: the
// game's own options o (nil: its defaults) with the table's Setup s. The
// external test package sets it in its init with DefinitionOf.
var WithSetup func(name string, o Options, s Setup) (Options, error)

// Catalogue gives the internal tests the rule book as package games
// assembles it from the games' chapters (games.Catalogue), for the same
// reason and set in the same init as DefinitionOf.
var Catalogue func() []rule.Entry
