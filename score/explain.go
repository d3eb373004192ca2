package score

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/internal/enum"
	"github.com/blackqueen/rules/seat"
)

// TermKind says what a term of a seat's deal score is.
type TermKind uint8

// The kinds of terms.
const (
	// TermCards is the points of the cards the seat took (Cards).
	TermCards TermKind = iota
	// TermBonus is a bonus card the seat took, worth less than 0 (an
	// Omnibus card).
	TermBonus
	// TermFactor multiplies the seat's score so far by Factor because
	// seat By took no trick.
	TermFactor
	// TermFlat is a flat penalty for the game of seat By: no trick or
	// every trick, announced or not, won or lost.
	TermFlat
	// TermSweep is a seat that took every trick and scores nothing for
	// its cards.
	TermSweep
	// TermNoTrick is a seat that took no trick and scores nothing.
	TermNoTrick
	// TermSpared is a seat that scores nothing because another seat's
	// announcement decided the deal.
	TermSpared
	// TermPenaltySweep ("moon") is what seat By's taking every penalty
	// card costs the seat: their points for each other seat, or minus
	// them for seat By, or 0 for seat By when the others are charged
	// (seat By took every penalty card, not every trick, so it is no
	// TermSweep).
	TermPenaltySweep
	// TermPenaltySweepDeducted ("slam") is the deduction of a penalty
	// sweep: seat By took every penalty card (Cards), and their points
	// are taken off its score.
	TermPenaltySweepDeducted
	// TermStock is the points of the set-aside stock.
	TermStock
	// TermPush multiplies the seat's score so far by Factor for the
	// pushes of the stock.
	TermPush
	// TermCarried is what the seat owed from its last deal.
	TermCarried
	// TermDeferred is what the seat writes later instead of now.
	TermDeferred
	// TermOut is a seat eliminated after this deal; it adds nothing.
	TermOut
	// TermOddCard ("maid") is a round of a shedding game lost: the seat
	// was left holding the odd card.
	TermOddCard
	// TermVoid is a void deal, dealt again: it scores nothing.
	TermVoid
	numTermKinds
)

// termKindNames is the names table of TermKind.
const termKindNames enum.Table = "cards bonus factor flat sweep no-trick spared moon slam stock push carried deferred out maid void"

// String returns the term kind's JSON name ("cards", "factor", ...).
func (k TermKind) String() string { return termKindNames.Format(uint8(k), "term") }

// MarshalText implements encoding.TextMarshaler with the JSON name.
func (k TermKind) MarshalText() ([]byte, error) {
	if k >= numTermKinds {
		return nil, fmt.Errorf("score: invalid term kind %d", k)
	}
	return []byte(k.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler.
func (k *TermKind) UnmarshalText(b []byte) error {
	x, ok := termKindNames.Lookup(string(b))
	if !ok {
		return fmt.Errorf("score: unknown term kind %q", string(b))
	}
	*k = TermKind(x)
	return nil
}

// Term is one part of a seat's deal score: what it is, the rule of the
// rule book that gives it, and how many points it adds. A seat's terms add
// up to its deal score.
type Term struct {
	Kind TermKind `json:"kind"`
	// Ref is the rule ID that gives the term, as the game cites it.
	Ref string `json:"rule"`
	// Points is what the term adds to the seat's score (for a factor:
	// the score so far times Factor−1).
	Points int `json:"points"`
	// Cards are the cards the term counts.
	Cards card.Set `json:"cards"`
	// Factor is the multiplier of a TermFactor or TermPush, else 0.
	Factor int `json:"factor"`
	// By is the seat whose game the term is (the seat that took no
	// trick, every trick or every penalty card, the announcer), or
	// NoSeat.
	By int `json:"by"`
}

// Explanation is each seat's terms, indexed by seat. Seats that did not
// play the deal have none.
type Explanation [seat.Max][]Term

// Add appends t to seat s's terms. A nil Explanation records nothing, so
// that a scorer written once explains only when asked (as every builder
// of Explanation: Add, Scale, Cards, Spare).
func (x *Explanation) Add(s int, t Term) {
	if x == nil || s < 0 || s >= seat.Max {
		return
	}
	x[s] = append(x[s], t)
}

// Scale adds the factor term t (its Kind, Ref, Factor and By) multiplying
// seat s's score so far, running, by t.Factor, with the points that adds
// (none when the factor is 1); it returns the new score.
func (x *Explanation) Scale(s int, t Term, running int) int {
	if t.Factor != 1 {
		t.Points = running * (t.Factor - 1)
		x.Add(s, t)
	}
	return running * t.Factor
}

// Bonus are cards a table values that a deal's card points leave out and
// score on their own (the Omnibus card), with the rule that scores them.
// The zero Bonus is none.
type Bonus struct {
	Cards card.Set
	Ref   string
}

// Cards records the points of the cards seat s took (valued by t, less
// the bonus cards, which get a TermBonus of their own under bonus.Ref)
// under ref, and returns them; it returns 0 for a nil Explanation.
func (x *Explanation) Cards(s int, f *Facts, t *Table, ref string, bonus Bonus) int {
	if x == nil {
		return 0
	}
	taken := f.Taken[s] & t.Valued()
	counted := taken &^ bonus.Cards
	pts := t.Points(counted)
	x.Add(s, Term{Kind: TermCards, Ref: ref, Points: pts, Cards: counted, By: NoSeat})
	if b := taken & bonus.Cards; b != 0 {
		x.Add(s, Term{Kind: TermBonus, Ref: bonus.Ref, Points: t.Points(b), Cards: b, By: NoSeat})
	}
	return pts
}

// CardsOfEach records Cards(s, f, t, ref, bonus) for every active seat s
// of f: the terms of a deal scored by card points.
func (x *Explanation) CardsOfEach(f *Facts, t *Table, ref string, bonus Bonus) {
	if x != nil { // inlined: scoring without an explanation makes no call
		x.cardsOfEach(f, t, ref, bonus)
	}
}

// cardsOfEach is CardsOfEach for an explanation x.
func (x *Explanation) cardsOfEach(f *Facts, t *Table, ref string, bonus Bonus) {
	for s := range f.SeatCount() {
		if f.Active.Has(s) {
			x.Cards(s, f, t, ref, bonus)
		}
	}
}

// Spare gives every active seat of f without a term a TermSpared: the
// game of seat by (ref) decided the deal and it scores nothing.
func (x *Explanation) Spare(f *Facts, ref string, by int) {
	if x == nil {
		return
	}
	for s := 0; s < f.SeatCount(); s++ {
		if f.Active.Has(s) && len(x[s]) == 0 {
			x.Add(s, Term{Kind: TermSpared, Ref: ref, By: by})
		}
	}
}

// Sum returns the points of terms.
func Sum(terms []Term) int {
	n := 0
	for _, t := range terms {
		n += t.Points
	}
	return n
}

// Text tells the term for people in lang ("de" for German, "da" for
// Danish, anything else English), with its rule ID: "Q♠ A♥: 14 card
// points (X-9)", its cards in the reader's notation (card.Card.Face:
// German "D♠", Danish "D♠ E♥"). A seat it names is counted from 1, as
// text for people counts seats ("the Jungfrau of seat 3" is By 2);
// TextNamed names them otherwise.
func (t Term) Text(lang string) string { return t.TextNamed(lang, nil) }

// TextNamed is Text with the seat the term names (By) told by names, such
// as the players' names at a table; nil counts seats from 1 ("seat 3",
// "Platz 3", "plads 3" for By 2).
func (t Term) TextNamed(lang string, names func(seat int, lang string) string) string {
	pick := func(en, de, da string) string {
		switch lang {
		case "de":
			return de
		case "da":
			return da
		}
		return en
	}
	if names == nil {
		names = func(s int, lang string) string {
			return fmt.Sprintf("%s %d", pick("seat", "Platz", "plads"), s+1)
		}
	}
	by, cards := names(t.By, lang), pretty(t.Cards, lang)
	var s string
	switch t.Kind {
	case TermCards:
		switch {
		case t.Cards == 0:
			s = pick("no card points", "keine Kartenpunkte", "ingen kortpoint")
		case t.Points == 1 || t.Points == -1:
			s = fmt.Sprintf(pick("%s: %d card point", "%s: %d Kartenpunkt", "%s: %d kortpoint"), cards, t.Points)
		default:
			s = fmt.Sprintf(pick("%s: %d card points", "%s: %d Kartenpunkte", "%s: %d kortpoint"), cards, t.Points)
		}
	case TermBonus:
		s = fmt.Sprintf(pick("the bonus card %s: %d", "die Bonuskarte %s: %d", "bonuskortet %s: %d"), cards, t.Points)
	case TermFactor:
		s = fmt.Sprintf(pick("×%d for the Jungfrau of %s: %+d", "×%d für die Jungfrau von %s: %+d", "×%d for Jungfrauen hos %s: %+d"), t.Factor, by, t.Points)
	case TermFlat:
		if t.By == NoSeat {
			s = fmt.Sprintf(pick("a flat %d", "pauschal %d", "fast %d"), t.Points)
		} else {
			s = fmt.Sprintf(pick("%d for the game of %s", "%d für das Spiel von %s", "%d for spillet hos %s"), t.Points, by)
		}
	case TermSweep:
		s = pick("took every trick: 0", "alle Stiche: 0", "tog alle stik: 0")
	case TermNoTrick:
		s = pick("Jungfrau, took no trick: 0", "Jungfrau, kein Stich: 0", "Jungfrau, intet stik: 0")
	case TermSpared:
		s = fmt.Sprintf(pick("0: the announcement of %s decides the deal", "0: die Ansage von %s entscheidet das Spiel",
			"0: meldingen hos %s afgør givet"), by)
	case TermPenaltySweep:
		s = fmt.Sprintf(pick("%d for the moon of %s", "%d für den Mondschuss von %s", "%d for månen hos %s"), t.Points, by)
	case TermPenaltySweepDeducted:
		s = fmt.Sprintf(pick("slam, every penalty card: %d", "Schlemm, alle Strafkarten: %d", "slem, alle strafkort: %d"), t.Points)
	case TermStock:
		s = fmt.Sprintf(pick("the stock %s: %d", "der Stock %s: %d", "talonen %s: %d"), cards, t.Points)
	case TermPush:
		s = fmt.Sprintf(pick("×%d for pushing the stock: %+d", "×%d fürs Schieben: %+d", "×%d for at skubbe talonen: %+d"), t.Factor, t.Points)
	case TermCarried:
		s = fmt.Sprintf(pick("carried from the last deal: %+d", "aus dem letzten Spiel übertragen: %+d", "overført fra sidste giv: %+d"), t.Points)
	case TermDeferred:
		s = fmt.Sprintf(pick("written later: %+d", "wird später geschrieben: %+d", "skrives senere: %+d"), t.Points)
	case TermOut:
		s = pick("out: the total reached the limit", "ausgeschieden: die Summe erreichte die Grenze", "ude: summen nåede grænsen")
	case TermOddCard:
		s = fmt.Sprintf(pick("held the maid: %d round lost", "hielt den Schwarzen Peter: %d Runde verloren", "sad med Sorte Per: %d runde tabt"), t.Points)
		if t.Points != 1 {
			s = fmt.Sprintf(pick("held the maid: %d rounds lost", "hielt den Schwarzen Peter: %d Runden verloren", "sad med Sorte Per: %d runder tabt"), t.Points)
		}
	case TermVoid:
		s = pick("void deal, dealt again: 0", "ungültiges Spiel, neu gegeben: 0", "ugyldigt giv, gives igen: 0")
	default:
		s = t.Kind.String()
	}
	if t.Ref != "" {
		s += " (" + t.Ref + ")"
	}
	return s
}

// pretty writes cards as a reader of lang reads them (card.Card.Face),
// separated by spaces: "Q♠ A♥", German "D♠ A♥", Danish "D♠ E♥".
func pretty(s card.Set, lang string) string {
	parts := make([]string, 0, s.Len())
	for c := range s.All() {
		parts = append(parts, c.Face(lang))
	}
	return strings.Join(parts, " ")
}

// termJSON is a Term's JSON form: "by" is null for no seat.
type termJSON struct {
	Kind   TermKind `json:"kind"`
	Ref    string   `json:"rule"`
	Points int      `json:"points"`
	Cards  card.Set `json:"cards"`
	Factor int      `json:"factor,omitempty"`
	By     *int     `json:"by"`
}

// MarshalJSON writes {"kind": "factor", "rule": "X-24", "points": 9,
// "cards": [], "factor": 2, "by": 2}; "factor" only when it is one,
// "by" null when the term is no seat's.
func (t Term) MarshalJSON() ([]byte, error) {
	j := termJSON{Kind: t.Kind, Ref: t.Ref, Points: t.Points, Cards: t.Cards, Factor: t.Factor}
	if t.By != NoSeat {
		by := t.By
		j.By = &by
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads what MarshalJSON writes.
func (t *Term) UnmarshalJSON(b []byte) error {
	var j termJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	*t = Term{Kind: j.Kind, Ref: j.Ref, Points: j.Points, Cards: j.Cards, Factor: j.Factor, By: NoSeat}
	if j.By != nil {
		t.By = *j.By
	}
	return nil
}
