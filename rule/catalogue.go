package rule

import (
	"slices"
	"strings"
)

// The catalogue holds every rule the module enforces, once, in English,
// German and Danish: the conventions every game shares (C-1 …), the core rules of
// trick-taking (TT-1 …), and each game's rules (MAD-R…, BM-R…, SH-R…,
// SAU-R…, OM-R…), optional rules (…-O…), readings of gaps and
// contradictions in the original texts (…-A…) and worked examples (…-E…).
// The rule book (docs/rules.md, docs/regeln.md, docs/regler.md), the referee's
// explanations and the messages of violations are all rendered from it.

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
// The catalogue gives the name of an option whose values are a list (an
// enumeration or a boolean), and the games' option tables, above this
// package, give the list: games.Catalogue returns the entries with
// Values and Default filled. An option given by a number or an object has
// its Form and Default here.
type OptionSpec struct {
	// Name is the option's record name ("must-change-stock").
	Name string
	// Values are its values as a record writes them, the default first;
	// nil for an option whose value is a number or an object, which Form
	// describes, and in an entry of this package's Catalogue, Lookup or
	// OptionsOf, which name the option only.
	Values []string
	// Form describes the value of an option without a list of values.
	Form Text
	// Default is the value that applies when a record leaves it out.
	Default string
}

// listed names the record options an entry defines whose values are a
// list, which the games' option tables give (games.Catalogue).
func listed(names ...string) []OptionSpec {
	out := make([]OptionSpec, len(names))
	for i, n := range names {
		out[i] = OptionSpec{Name: n}
	}
	return out
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

// Of reports whether the entry belongs to game (a record name); entries
// of every game belong to each.
func (e Entry) Of(game string) bool {
	return len(e.Games) == 0 || slices.Contains(e.Games, game)
}

// Catalogue returns every entry, grouped by game (the conventions and the
// core rules first), in the order of their IDs, each worked example's
// Rule rendered from its facts. The slice is new on every call; the
// caller may keep it.
func Catalogue() []Entry {
	out := entries()
	for i := range out {
		out[i].render()
	}
	return out
}

// entries returns every entry as written, worked examples not yet
// rendered.
func entries() []Entry {
	var out []Entry
	out = append(out, commonEntries()...)
	out = append(out, madonnaEntries()...)
	out = append(out, blackMariaEntries()...)
	out = append(out, heartsEntries()...)
	out = append(out, sauEntries()...)
	out = append(out, oldMaidEntries()...)
	return out
}

// render fills a worked example's Rule from its facts.
func (e *Entry) render() {
	if e.Worked != nil {
		e.Rule = e.Worked.Text()
	}
}

// Lookup returns the entry with the given ID ("MAD-R7", in any case), and
// false when there is none. It builds only the entries of the ID's game
// and renders only the entry it returns.
func Lookup(ref string) (Entry, bool) {
	ref = strings.ToUpper(strings.TrimSpace(ref))
	of := map[string]func() []Entry{"C": commonEntries, "MAD": madonnaEntries, "BM": blackMariaEntries,
		"SH": heartsEntries, "SAU": sauEntries, "OM": oldMaidEntries}[Prefix(ref)]
	if of == nil {
		return Entry{}, false
	}
	for _, e := range of() {
		if e.Ref == ref {
			e.render()
			return e, true
		}
	}
	return Entry{}, false
}

// BookURL, BuchURL and BogURL are where the English, the German and the
// Danish rule book are published; an entry's anchor follows a '#'.
const (
	BookURL = "https://github.com/blackqueen/rules/blob/main/docs/rules.md"
	BuchURL = "https://github.com/blackqueen/rules/blob/main/docs/regeln.md"
	BogURL  = "https://github.com/blackqueen/rules/blob/main/docs/regler.md"
)

// Link returns the address of the entry in the rule book of lang ("de",
// "da", anything else English).
func (e Entry) Link(lang string) string {
	switch lang {
	case "de":
		return BuchURL + "#" + e.Anchor()
	case "da":
		return BogURL + "#" + e.Anchor()
	}
	return BookURL + "#" + e.Anchor()
}

// tx is a Text in English, German and Danish.
func tx(en, de, da string) Text { return Text{EN: en, DE: de, DA: da} }

// Game describes a game's chapter of the rule book.
type Game struct {
	// Name is the game's record name ("schwarze-madonna"); empty for the
	// chapter of the conventions every game shares.
	Name string
	// Prefix is the prefix of its rule IDs ("MAD").
	Prefix string
	// Title is the chapter's title.
	Title Text
	// Intro says in a few sentences what the game is about.
	Intro Text
}

// Games returns the chapters of the rule book in order: the conventions
// of every game first, then the five games.
func Games() []Game {
	return []Game{
		{Prefix: "C", Title: tx("Every game: seats, directions and tricks", "Alle Spiele: Plätze, Richtungen und Stiche",
			"Alle spil: pladser, retninger og stik"),
			Intro: tx("These conventions (C-…) and the core rules of trick-taking (TT-…) hold in every game of the book unless a game's chapter says otherwise. In every game the points are minus points: lower is better. A deal is one shuffle, deal, play and scoring; a match is the deals up to its end.",
				"Diese Konventionen (C-…) und die Grundregeln des Stichspiels (TT-…) gelten in jedem Spiel des Buchs, solange das Kapitel eines Spiels nichts anderes sagt. In jedem Spiel sind die Punkte Minuspunkte: weniger ist besser. Ein Spiel ist einmal Mischen, Geben, Ausspielen und Werten; eine Partie sind die Spiele bis zu ihrem Ende.",
				"Disse konventioner (C-…) og stikspillets grundregler (TT-…) gælder i alle bogens spil, medmindre et spils kapitel siger andet. I alle spil er pointene minuspoint: færre er bedre. Et giv er én gang blande, give, spille og tælle op; et parti er givene frem til dets slutning.")},
		{Name: "schwarze-madonna", Prefix: "MAD", Title: tx("Schwarze Madonna", "Schwarze Madonna",
			"Schwarze Madonna"),
			Intro: tx("A German game for three to six with a 32-card pack, in which the queen of spades, the Schwarze Madonna, and the hearts are to be avoided. A stock of two cards goes round the table before the play; a player who takes no trick (Jungfrau) or every trick (Durchmarsch) multiplies the others' minus points, and both can be announced for higher stakes.",
				"Ein deutsches Spiel für drei bis sechs mit 32 Karten, in dem man die Pik-Dame, die Schwarze Madonna, und die Herzen meidet. Vor dem Spiel geht ein Stock von zwei Karten um den Tisch; wer keinen Stich macht (Jungfrau) oder alle (Durchmarsch), vervielfacht die Minuspunkte der anderen, und beides kann für höhere Einsätze angesagt werden.",
				"Et tysk spil for tre til seks med 32 kort, hvor man skal undgå spar dame, den sorte madonna, og hjerterne. Før spillet går en talon på to kort rundt om bordet; en spiller, der ikke tager noget stik (Jungfrau) eller tager alle stik (Durchmarsch), ganger de andres minuspoint op, og begge dele kan meldes for højere indsats.")},
		{Name: "black-maria", Prefix: "BM", Title: tx("Black Maria", "Black Maria", "Sorte Maria (Black Maria)"),
			Intro: tx("The British form of Hearts for three to six: besides the hearts and the queen of spades, the king and the ace of spades cost points too. Three cards always go to the right, any card may open, and there is no moon.",
				"Die britische Form von Hearts für drei bis sechs: außer den Herzen und der Pik-Dame kosten auch Pik-König und Pik-Ass Punkte. Drei Karten gehen immer nach rechts, jede Karte darf eröffnen, und es gibt keinen Mondschuss.",
				"Den britiske udgave af Hjerter for tre til seks: foruden hjerterne og spar dame koster også spar konge og spar es point. Tre kort går altid til højre, ethvert kort må åbne, og ingen kan skyde månen.")},
		{Name: "hearts", Prefix: "SH", Title: tx("Hearts", "Hearts", "Hjerter (Hearts)"),
			Intro: tx("Standard Hearts for three to six, the family's baseline, as the Black Maria text describes it for comparison: the passing cycle, the lowest club opens, hearts must be broken, and a player who takes every penalty card shoots the moon.",
				"Standard-Hearts für drei bis sechs, die Grundform der Familie, wie der Text von Black Maria sie zum Vergleich beschreibt: wechselnde Richtung beim Weitergeben, das niedrigste Kreuz eröffnet, Herz muss gebrochen werden, und wer alle Strafkarten nimmt, schießt den Mond.",
				"Standard-Hjerter for tre til seks, familiens grundform, som teksten til Black Maria beskriver det til sammenligning: afgivning i skiftende retning, den laveste klør åbner, hjerter skal brydes, og en spiller, der tager alle strafkort, skyder månen.")},
		{Name: "schwarze-sau", Prefix: "SAU", Title: tx("Schwarze Sau", "Schwarze Sau", "Schwarze Sau"),
			Intro: tx("A German game for three or four with a 32-card pack: the diamonds, the jack of clubs and the queen of spades, the Schwarze Sau, cost points, and a player who reaches 30 is out. Many optional rules: Kreuz Sieben, Jungfrau, Durchmarsch, taking up and pushing the stock.",
				"Ein deutsches Spiel für drei oder vier mit 32 Karten: die Karos, der Kreuz-Bube und die Pik-Dame, die Schwarze Sau, kosten Punkte, und wer 30 erreicht, scheidet aus. Viele Zusatzregeln: Kreuz Sieben, Jungfrau, Durchmarsch, den Stock aufnehmen und schieben.",
				"Et tysk spil for tre eller fire med 32 kort: ruderne, klør knægt og spar dame, den sorte so, koster point, og en spiller, der når 30, går ud. Mange valgfri regler: Kreuz Sieben, Jungfrau, Durchmarsch, at tage talonen op og at skubbe den.")},
		{Name: "old-maid", Prefix: "OM", Title: tx("Old Maid / Schwarzer Peter", "Schwarzer Peter / Old Maid",
			"Sorte Per / Old Maid"),
			Intro: tx("A children's game for two to four with no tricks and no points: lay down pairs, draw a card from your neighbour in turn, and do not be the one left holding the odd queen.",
				"Ein Kinderspiel für zwei bis vier ohne Stiche und ohne Punkte: Paare ablegen, reihum eine Karte vom Nachbarn ziehen, und nicht der sein, der am Ende die übrige Dame hält.",
				"Et børnespil for to til fire uden stik og uden point: læg par ned, træk på skift et kort fra din nabo, og vær ikke den, der til sidst sidder med den overskydende dame.")},
	}
}

// Prefix returns the game prefix of a rule ID ("MAD" for "MAD-R7", "C"
// for "C-1" and "TT-2").
func Prefix(ref string) string {
	p, _, _ := strings.Cut(ref, "-")
	if p == "TT" {
		return "C"
	}
	return p
}

// Heading returns "MAD-R7 No points into the stock" in lang.
func (e Entry) Heading(lang string) string { return e.Ref + " " + e.Title.In(lang) }

// GameOption is an option of a game with the entry that defines it.
type GameOption struct {
	OptionSpec
	Entry Entry
}

// OptionsOf returns the record options of game (a record name), each
// with the catalogue entry that defines it, in the order of the
// catalogue.
func OptionsOf(game string) []GameOption {
	var out []GameOption
	for _, e := range entries() {
		if len(e.Games) == 0 || !e.Of(game) {
			continue
		}
		if len(e.Options) == 0 {
			continue
		}
		e.render()
		for _, o := range e.Options {
			out = append(out, GameOption{OptionSpec: o, Entry: e})
		}
	}
	return out
}
