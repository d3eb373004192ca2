// Package card defines playing cards as small comparable values and sets of
// cards as 64-bit bitsets.
//
// A [Card] is one byte: its suit in the high nibble and its rank (2 to 14)
// in the low nibble, so that ordering cards by value gives the canonical
// order of the game record format (docs/records.md: clubs, diamonds, hearts, spades; within a suit from low to high),
// with the [Joker] last. The zero Card is not a valid card, like the zero
// netip.Addr. A [Set] is a bitset indexed by that value: the empty Set is
// the zero value, and every set operation is a single machine instruction
// or a handful of them, with no allocation.
//
// Text is read with [Parse] and [ParseSet], which accept every input form
// of docs/records.md ("10H", "T♥", "q♠", "Joker") and return a [*ParseError]
// wrapping [ErrSyntax] for anything else; they never panic. Output is
// always the canonical form ("10H", "QS"), built on [Card.AppendText]. A Set
// is a JSON array of cards (["7C","10H","QS"]), the form of game records.
//
// The packs and the order of the cards are the convention C-9 of the
// [rule book] (German: [Regelbuch], Danish: [regelbog]). [Card.Name]
// names a card as a player of each language says it ("queen of spades",
// "Pik Dame", "spar dame").
//
// [rule book]: https://github.com/blackqueen/rules/blob/main/docs/rules.md
// [Regelbuch]: https://github.com/blackqueen/rules/blob/main/docs/regeln.md
// [regelbog]: https://github.com/blackqueen/rules/blob/main/docs/regler.md
package card

import (
	"errors"
	"strconv"
	"unicode/utf8"
)

// Suit is one of the four French suits. The zero value is Clubs.
type Suit uint8

// The suits in canonical order (docs/records.md: clubs, diamonds, hearts,
// spades). No game here has trumps, so the order is for sorting only.
const (
	Clubs Suit = iota
	Diamonds
	Hearts
	Spades
	// NoSuit is the suit of the Joker and of invalid cards.
	NoSuit
)

// NumSuits is the number of real suits.
const NumSuits = 4

// suitLetters holds the record letter of each suit, indexed by Suit.
const suitLetters = "CDHS"

// names returns the English, the German and the Danish name and the
// symbol of a valid suit s.
func (s Suit) names() (en, de, da, sym string) {
	switch s {
	case Clubs:
		return "clubs", "Kreuz", "klør", "♣"
	case Diamonds:
		return "diamonds", "Karo", "ruder", "♦"
	case Hearts:
		return "hearts", "Herz", "hjerter", "♥"
	}
	return "spades", "Pik", "spar", "♠"
}

// Valid reports whether s is one of the four real suits.
func (s Suit) Valid() bool { return s < NoSuit }

// String returns the English plural name of the suit ("clubs").
func (s Suit) String() string {
	if s.Valid() {
		en, _, _, _ := s.names()
		return en
	}
	if s == NoSuit {
		return "no suit"
	}
	return "suit(" + strconv.Itoa(int(s)) + ")"
}

// english returns the English plural name of the suit, as String does.
func (s Suit) english() string { return s.String() }

// german returns the German name of the suit ("Kreuz", "Karo", "Herz",
// "Pik").
func (s Suit) german() string {
	if s.Valid() {
		_, de, _, _ := s.names()
		return de
	}
	if s == NoSuit {
		return "keine Farbe"
	}
	return "Farbe(" + strconv.Itoa(int(s)) + ")"
}

// danish returns the Danish name of the suit as a Danish player says it,
// in lower case ("klør", "ruder", "hjerter", "spar").
func (s Suit) danish() string {
	if s.Valid() {
		_, _, da, _ := s.names()
		return da
	}
	if s == NoSuit {
		return "ingen kulør"
	}
	return "kulør(" + strconv.Itoa(int(s)) + ")"
}

// Symbol returns the suit symbol (♣ ♦ ♥ ♠), or "?" for an invalid suit.
func (s Suit) Symbol() string {
	if s.Valid() {
		_, _, _, sym := s.names()
		return sym
	}
	return "?"
}

// Rank is the rank of a card: 2 to 14 (the ace), or JokerRank.
type Rank uint8

// The ranks from low to high. The ace ranks highest in every game here.
const (
	Two Rank = iota + 2
	Three
	Four
	Five
	Six
	Seven
	Eight
	Nine
	Ten
	Jack
	Queen
	King
	Ace
	// JokerRank is the rank of the Joker, above every other rank. It never
	// takes part in a trick.
	JokerRank
)

// appendCode appends the record code of a valid rank r ("2" to "10", "J",
// "Q", "K", "A", "Joker") to b.
func (r Rank) appendCode(b []byte) []byte {
	switch {
	case r <= Nine:
		return append(b, byte('0'+r))
	case r == Ten:
		return append(b, "10"...)
	case r <= Ace:
		return append(b, "JQKA"[r-Jack])
	}
	return append(b, "Joker"...)
}

// names returns the English, the German and the Danish name of a valid
// rank r.
func (r Rank) names() (en, de, da string) {
	switch r {
	case Two:
		return "two", "Zwei", "to"
	case Three:
		return "three", "Drei", "tre"
	case Four:
		return "four", "Vier", "fire"
	case Five:
		return "five", "Fünf", "fem"
	case Six:
		return "six", "Sechs", "seks"
	case Seven:
		return "seven", "Sieben", "syv"
	case Eight:
		return "eight", "Acht", "otte"
	case Nine:
		return "nine", "Neun", "ni"
	case Ten:
		return "ten", "Zehn", "ti"
	case Jack:
		return "jack", "Bube", "knægt"
	case Queen:
		return "queen", "Dame", "dame"
	case King:
		return "king", "König", "konge"
	case Ace:
		return "ace", "Ass", "es"
	}
	return "joker", "Joker", "joker"
}

// Valid reports whether r is a rank from Two to Ace or the JokerRank.
func (r Rank) Valid() bool { return r >= Two && r <= JokerRank }

// String returns the rank's code in the record notation: "2" to "10",
// "J", "Q", "K", "A", or "Joker".
func (r Rank) String() string {
	if r.Valid() {
		var buf [8]byte
		return string(r.appendCode(buf[:0]))
	}
	return "rank(" + strconv.Itoa(int(r)) + ")"
}

// english returns the English name of the rank ("queen").
func (r Rank) english() string {
	if r.Valid() {
		en, _, _ := r.names()
		return en
	}
	return r.String()
}

// german returns the German name of the rank ("Dame").
func (r Rank) german() string {
	if r.Valid() {
		_, de, _ := r.names()
		return de
	}
	return r.String()
}

// danish returns the Danish name of the rank, in lower case ("dame",
// "knægt"; the jack is also called bonde, and "knægt" is the name the
// project uses).
func (r Rank) danish() string {
	if r.Valid() {
		_, _, da := r.names()
		return da
	}
	return r.String()
}

// Card is a playing card: (suit << 4) | rank for the 52 French cards, and
// Joker. The zero Card is invalid. Cards compare with ==, and ordering by
// value is the canonical order (clubs, diamonds, hearts, spades, each from
// 2 to ace, then the Joker).
type Card uint8

// Joker is the single joker a pack may add (the 53rd card).
const Joker Card = 0x3F

// New returns the card of rank r in suit s. It returns the zero (invalid)
// Card when either is out of range; New never makes the Joker.
func New(r Rank, s Suit) Card {
	if r < Two || r > Ace || !s.Valid() {
		return 0
	}
	return Card(uint8(s)<<4 | uint8(r))
}

// Valid reports whether c is one of the 52 French cards or the Joker.
func (c Card) Valid() bool {
	// A shift of 64 or more gives 0 in Go, so every c is safe here, and
	// the test has no branch.
	return Set(1)<<c&validBits != 0
}

// Suit returns the suit of c, or NoSuit for the Joker and invalid cards.
// It is one load from a table of every byte, with no branch.
func (c Card) Suit() Suit { return Suit(suitOf[c]) }

// suitOf[c] is the suit of every card value c (every byte): c>>4 for the
// 52 French cards, NoSuit for the Joker and the values that are no card.
// TestEveryByte checks it against the documented layout.
const suitOf = "\x04\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x04\x04\x04\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x04" +
	"\x04\x04\x02\x02\x02\x02\x02\x02\x02\x02\x02\x02\x02\x02\x02\x04\x04\x04\x03\x03\x03\x03\x03\x03\x03\x03\x03\x03\x03\x03\x03\x04" +
	noSuit64 + noSuit64 + noSuit64

// noSuit64 is 64 bytes of NoSuit: the values from 64 up are no card.
const noSuit64 = "\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04" +
	"\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04\x04"

// Rank returns the rank of c: Two to Ace, JokerRank for the Joker, and 0
// for an invalid card.
func (c Card) Rank() Rank {
	if c == Joker {
		return JokerRank
	}
	if !c.Valid() {
		return 0
	}
	return Rank(c & 0xF)
}

// IsRed reports whether c is a heart or a diamond.
func (c Card) IsRed() bool { s := c.Suit(); return s == Hearts || s == Diamonds }

// appendTo appends the canonical record notation of c ("10H", "QS",
// "Joker") to b. An invalid card appends "card(N)".
func (c Card) appendTo(b []byte) []byte {
	if c == Joker {
		return append(b, "Joker"...)
	}
	if !c.Valid() {
		b = append(b, "card("...)
		b = strconv.AppendUint(b, uint64(c), 10)
		return append(b, ')')
	}
	return append(c.Rank().appendCode(b), suitLetters[c.Suit()])
}

// String returns the canonical record notation of c ("10H", "QS", "Joker").
func (c Card) String() string {
	var buf [8]byte
	return string(c.appendTo(buf[:0]))
}

// english returns the English name of c ("queen of spades", "joker").
func (c Card) english() string {
	if c == Joker {
		return "joker"
	}
	if !c.Valid() {
		return c.String()
	}
	return c.Rank().english() + " of " + c.Suit().english()
}

// german returns the German name of c ("Pik Dame", "Herz Sieben",
// "Kreuz Bube", "Joker").
func (c Card) german() string {
	if c == Joker {
		return "Joker"
	}
	if !c.Valid() {
		return c.String()
	}
	return c.Suit().german() + " " + c.Rank().german()
}

// danish returns the Danish name of c as a Danish player says it, the
// suit first and in lower case ("spar dame", "hjerter syv", "klør
// knægt", "joker").
func (c Card) danish() string {
	if c == Joker {
		return "joker"
	}
	if !c.Valid() {
		return c.String()
	}
	return c.Suit().danish() + " " + c.Rank().danish()
}

// AppendText implements encoding.TextAppender with the canonical notation.
// An invalid card is an error.
func (c Card) AppendText(b []byte) ([]byte, error) {
	if !c.Valid() {
		return b, &ParseError{Input: c.String(), Err: ErrInvalid}
	}
	return c.appendTo(b), nil
}

// MarshalText implements encoding.TextMarshaler with the canonical
// notation, so a Card is a JSON string ("QS").
func (c Card) MarshalText() ([]byte, error) { return c.AppendText(nil) }

// UnmarshalText implements encoding.TextUnmarshaler; it accepts everything
// Parse accepts.
func (c *Card) UnmarshalText(text []byte) error {
	p, err := parseBytes(text)
	if err != nil {
		return err
	}
	*c = p
	return nil
}

// ErrSyntax is wrapped by every ParseError for text that is not a card.
var ErrSyntax = errors.New("not a card")

// ErrInvalid is wrapped by a ParseError that reports an invalid Card value
// being formatted as text.
var ErrInvalid = errors.New("invalid card value")

// ParseError records a failed parse of a card or a set of cards. It wraps
// ErrSyntax (or ErrInvalid), so errors.Is works.
type ParseError struct {
	Input  string // the text that was given
	Reason string // what was wrong with it, in English
	Err    error  // ErrSyntax or ErrInvalid
}

// Error implements error: "card: cannot parse "QX": not a card (unknown
// suit)". A ParseError without Err reads as a syntax error.
func (e *ParseError) Error() string {
	err := e.Err
	if err == nil {
		err = ErrSyntax
	}
	msg := "card: cannot parse " + quoteShort(e.Input) + ": " + err.Error()
	if e.Reason != "" {
		msg += " (" + e.Reason + ")"
	}
	return msg
}

// quoteShort quotes s for a message, at most its first 32 bytes (cut at
// a character) and "…": an error never echoes a long input whole.
func quoteShort(s string) string {
	if len(s) <= 32 {
		return strconv.Quote(s)
	}
	n := 32
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return strconv.Quote(s[:n]) + "…"
}

// Unwrap returns the sentinel error.
func (e *ParseError) Unwrap() error { return e.Err }

// Parse reads a card in the notation of docs/records.md: a rank ("2" to "10",
// "T" for ten, "J", "Q", "K", "A") followed by a suit letter ("C", "D",
// "H", "S") or symbol (♣ ♦ ♥ ♠), in either case, or "Joker". Surrounding
// spaces are ignored. Anything else is a *ParseError wrapping ErrSyntax.
func Parse(s string) (Card, error) { return parseBytes([]byte(s)) }

// MustParse is Parse for tests and examples: it panics if s is not a card.
func MustParse(s string) Card {
	c, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return c
}

func parseBytes(b []byte) (Card, error) {
	in := b
	b = trimSpace(b)
	fail := func(reason string) (Card, error) {
		return 0, &ParseError{Input: string(in), Reason: reason, Err: ErrSyntax}
	}
	if len(b) == 0 {
		return fail("empty")
	}
	if len(b) == 5 && lower(b[0]) == 'j' && lower(b[1]) == 'o' && lower(b[2]) == 'k' && lower(b[3]) == 'e' && lower(b[4]) == 'r' {
		return Joker, nil
	}
	var r Rank
	rest := b
	switch x := lower(b[0]); {
	case x == '1' && len(b) > 1 && b[1] == '0':
		r, rest = Ten, b[2:]
	case x >= '2' && x <= '9':
		r, rest = Rank(x-'0'), b[1:]
	case x == 't':
		r, rest = Ten, b[1:]
	case x == 'j':
		r, rest = Jack, b[1:]
	case x == 'q':
		r, rest = Queen, b[1:]
	case x == 'k':
		r, rest = King, b[1:]
	case x == 'a':
		r, rest = Ace, b[1:]
	default:
		return fail("unknown rank")
	}
	if len(rest) == 0 {
		return fail("missing suit")
	}
	s, ok := parseSuit(rest)
	if !ok {
		if rest[0] >= '0' && rest[0] <= '9' {
			return fail("unknown rank")
		}
		return fail("unknown suit")
	}
	return New(r, s), nil
}

func parseSuit(b []byte) (Suit, bool) {
	if len(b) == 1 {
		switch lower(b[0]) {
		case 'c':
			return Clubs, true
		case 'd':
			return Diamonds, true
		case 'h':
			return Hearts, true
		case 's':
			return Spades, true
		}
		return 0, false
	}
	// The black and the white (outline) symbols.
	switch string(b) {
	case "♣", "♧":
		return Clubs, true
	case "♦", "♢":
		return Diamonds, true
	case "♥", "♡":
		return Hearts, true
	case "♠", "♤":
		return Spades, true
	}
	return 0, false
}

func lower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func trimSpace(b []byte) []byte {
	for len(b) > 0 && (b[0] == ' ' || b[0] == '\t' || b[0] == '\n' || b[0] == '\r') {
		b = b[1:]
	}
	for len(b) > 0 && (b[len(b)-1] == ' ' || b[len(b)-1] == '\t' || b[len(b)-1] == '\n' || b[len(b)-1] == '\r') {
		b = b[:len(b)-1]
	}
	return b
}

// Name returns the name of the suit in language lang ("de" German:
// "Pik"; "da" Danish, in lower case as a Danish player says it: "spar";
// anything else English, plural: "spades").
func (s Suit) Name(lang string) string {
	switch lang {
	case "de":
		return s.german()
	case "da":
		return s.danish()
	}
	return s.english()
}

// Name returns the name of the rank in language lang ("de" German:
// "Dame"; "da" Danish, in lower case: "dame", "knægt"; anything else
// English: "queen").
func (r Rank) Name(lang string) string {
	switch lang {
	case "de":
		return r.german()
	case "da":
		return r.danish()
	}
	return r.english()
}

// Name returns the name of c in language lang ("de" German: "Pik Dame",
// "Joker"; "da" Danish as a Danish player says it: "spar dame"; anything
// else English: "queen of spades", "joker"). An invalid card gives its
// String.
func (c Card) Name(lang string) string {
	switch lang {
	case "de":
		return c.german()
	case "da":
		return c.danish()
	}
	return c.english()
}
