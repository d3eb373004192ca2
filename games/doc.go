// Package games is the registry of the module's five games by record
// name: their IDs (SchwarzeMadonna, BlackMaria, Hearts, SchwarzeSau,
// OldMaid), each game's variant.Definition, and what the referee, the
// table server and the programs ask of a game by its ID: a new match
// (New), its record options (ParseOptions, MarshalOptions, Validate,
// OptionNames, OptionHelp), its card values, scorer, seat range, traits,
// words and outcome rules, and the rule book (Chapters, ChapterOf,
// Catalogue, CatalogueEntry, CatalogueOptions, ExplainEntry), assembled
// here, above the games, from the chapter package rule holds (the
// conventions and core rules every game shares) and each game's own
// chapter (madonna.Chapter, ...), with each option's values from the
// games' option tables.
//
// The registry is a switch (Definition, and the chapters), not a table:
// the package holds no mutable state. The engine, package variant, knows no ID: a match
// and its View name their game by its record name, which Named turns
// back into an ID.
package games
