package rule

import (
	"strings"
)

// The catalogue holds every rule the module enforces, once, in English,
// German and Danish, chapter by chapter (Chapter): the conventions every
// game shares (C-1 …) and the core rules of trick-taking (TT-1 …), which
// this package holds (Common), and each game's rules (MAD-R…, BM-R…,
// SH-R…, SAU-R…, OM-R…), optional rules (…-O…), readings of gaps and
// contradictions in the original texts (…-A…) and worked examples (…-E…),
// which each game's package holds. This package gives the form of an
// entry and how it is told; package games, above the games, assembles the
// book (games.Chapters, games.Catalogue), from which the rule book
// (docs/rules.md, docs/regeln.md, docs/regler.md) and the referee's
// explanations are rendered.

// Kind says what sort of entry of the catalogue a rule is.
type Kind uint8

// The kinds of entries.
const (
	// Convention is a convention every game shares (C-…).
	Convention Kind = iota
	// Core is a core rule of trick-taking (TT-…).
	Core
	// Basic is a rule of a game as its original text gives it (…-R…).
	Basic
	// Optional is an optional rule the original text names (…-O…).
	Optional
	// Reading is how the project reads a gap, a contradiction or an
	// ambiguity of the original text (…-A…), usually with an option for
	// the other reading.
	Reading
	// Example is a worked example (…-E…).
	Example
)

// Topic says where in a game's chapter of the rule book an entry stands.
type Topic uint8

// The topics, in the order of a chapter.
const (
	// Table is what you need: players, cards, card values.
	Table Topic = iota
	// Dealing is the deal and the dealer.
	Dealing
	// Exchange is what happens between the deal and the play: passing,
	// the stock, the Old Maid discard.
	Exchange
	// Play is the play of the cards (or, in Old Maid, the draws).
	Play
	// Announcing is the announcements of Jungfrau and Durchmarsch.
	Announcing
	// Scoring is how a deal is scored.
	Scoring
	// Match is the end of the match and its winner.
	Match
	numTopics
)

// Text is a text in English, German and Danish.
type Text struct {
	EN string
	DE string
	DA string
}

// In returns the text in lang ("de" for German, "da" for Danish, anything
// else English). A text that lacks the language asked for is given in
// English: the catalogue has every language (its tests hold it so), but
// a Text another package builds may have only English and German.
func (t Text) In(lang string) string {
	switch {
	case lang == "de" && t.DE != "":
		return t.DE
	case lang == "da" && t.DA != "":
		return t.DA
	}
	return t.EN
}

// Origin names one of the original rule texts the project was started
// from.
type Origin uint8

// The original rule texts.
const (
	// NoOrigin is a rule that rests on no original text: the project's
	// own convention or example.
	NoOrigin Origin = iota
	// OriginMadonna is the German rule text of Schwarze Madonna.
	OriginMadonna
	// OriginBlackMaria is the German text of Black Maria with its
	// rule-by-rule comparison to standard Hearts (a Danish text has the
	// same content).
	OriginBlackMaria
	// OriginSau is the German rule text of Schwarze Sau.
	OriginSau
	// OriginOldMaid is the German rule text of Schwarzer Peter / Old Maid.
	OriginOldMaid
)

// Name returns the name of the original text in lang.
func (o Origin) Name(lang string) string {
	names := [...]Text{
		NoOrigin: tx("", "", ""),
		OriginMadonna: tx("the German rule text of Schwarze Madonna", "der deutsche Regeltext der Schwarzen Madonna",
			"den tyske regeltekst til Schwarze Madonna"),
		OriginBlackMaria: tx("the German rule text of Black Maria, with its comparison to standard Hearts", "der deutsche Regeltext von Black Maria mit seinem Vergleich zum Standard-Hearts",
			"den tyske regeltekst til Black Maria med dens sammenligning med standard-Hjerter (en dansk tekst har samme indhold)"),
		OriginSau: tx("the German rule text of Schwarze Sau", "der deutsche Regeltext der Schwarzen Sau",
			"den tyske regeltekst til Schwarze Sau"),
		OriginOldMaid: tx("the German rule text of Schwarzer Peter / Old Maid", "der deutsche Regeltext von Schwarzer Peter / Old Maid",
			"den tyske regeltekst til Schwarzer Peter / Old Maid"),
	}
	if int(o) >= len(names) {
		return ""
	}
	return names[o].In(lang)
}

// Source says what a rule rests on: the original rule text it was taken
// from, quoted briefly in its own language (German), or what settled a
// gap where the original text is silent.
type Source struct {
	// Text is the original rule text, or NoOrigin.
	Text Origin
	// Quote is a brief quotation of the original text, in its language.
	Quote string
	// Settled names what settled a gap: an independent source, the
	// analogy the project followed, or the project's own convention.
	Settled Text
}

// OptionSpec describes an option of a game as a game record names it.
// A chapter gives the name of an option whose values are a list (an
// enumeration or a boolean), and the games' option tables give the list:
// games.Catalogue returns the entries with Values and Default filled. An
// option given by a number or an object has its Form and Default in its
// chapter.
type OptionSpec struct {
	// Name is the option's record name ("must-change-stock").
	Name string
	// Values are its values as a record writes them, the default first;
	// nil for an option whose value is a number or an object, which Form
	// describes, and in an entry as its chapter writes it, which names
	// the option only.
	Values []string
	// Form describes the value of an option without a list of values.
	Form Text
	// Default is the value that applies when a record leaves it out.
	Default string
}

// Entry is one rule of the catalogue.
type Entry struct {
	// Ref is the rule's ID ("MAD-R7").
	Ref string
	// Games are the record names of the games it belongs to; empty for a
	// convention or core rule of every game.
	Games []string
	Kind  Kind
	Topic Topic
	// Title is a short title ("Nothing of value into the stock").
	Title Text
	// Rule is the rule in the project's words.
	Rule Text
	// Ruling is the project's own reading where the rule left it a
	// choice; empty otherwise.
	Ruling Text
	// Choice says what the other values of the entry's options do.
	Choice Text
	// Source is what the rule rests on.
	Source Source
	// Options are the record options the entry defines, if any.
	Options []OptionSpec
	// Pure marks an entry that nothing can break: an explanation, a
	// worked example or a reading that only confirms another rule. Every
	// other entry is enforced by the engine.
	Pure bool
	// Worked is a worked example of the scoring as the facts of its
	// deals, from which Rule is rendered; nil for other entries.
	Worked *Worked
}

// Anchor returns the entry's anchor in the rule book ("mad-r7").
func (e Entry) Anchor() string { return strings.ToLower(e.Ref) }

// bookURL, buchURL and bogURL are where the English, the German and the
// Danish rule book are published; an entry's anchor follows a '#'.
const (
	bookURL = "https://github.com/blackqueen/rules/blob/main/docs/rules.md"
	buchURL = "https://github.com/blackqueen/rules/blob/main/docs/regeln.md"
	bogURL  = "https://github.com/blackqueen/rules/blob/main/docs/regler.md"
)

// Link returns the address of the entry in the rule book of lang ("de",
// "da", anything else English).
func (e Entry) Link(lang string) string {
	switch lang {
	case "de":
		return buchURL + "#" + e.Anchor()
	case "da":
		return bogURL + "#" + e.Anchor()
	}
	return bookURL + "#" + e.Anchor()
}

// tx is a Text in English, German and Danish.
func tx(en, de, da string) Text { return Text{EN: en, DE: de, DA: da} }

// Chapter is a chapter of the rule book: the conventions every game
// shares (Common), or a game's, which its package gives (madonna.Chapter,
// ...), with its entries in the order of their IDs.
type Chapter struct {
	// Name is the game's record name ("schwarze-madonna"); empty for the
	// chapter of the conventions every game shares.
	Name string
	// Prefix is the prefix of its rule IDs ("MAD"; "C" for the
	// conventions and the core rules, C-… and TT-…).
	Prefix string
	// Title is the chapter's title.
	Title Text
	// Intro says in a few sentences what the game is about.
	Intro Text
	// Entries are its rules, in the order of their IDs.
	Entries []Entry
}

// Heading returns "MAD-R7 No points into the stock" in lang.
func (e Entry) Heading(lang string) string { return e.Ref + " " + e.Title.In(lang) }
