package variant

// DefinitionOf gives the internal tests the definition of one of the
// module's games by its record name, as the registry completes it: they
// cannot import package games, which imports variant. The external test
// package sets it in its init, which runs before any test.
var DefinitionOf func(name string) (Definition, bool)
