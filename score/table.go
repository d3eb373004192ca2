// Package score values captured cards and turns the facts of a finished
// deal into deal scores: the penalty tables of every game with their
// valued options (MAD-R2, BM-R7, BM-O1 to BM-O3, SH-R8, SH-O1, SH-O2,
// SAU-R2), the special outcomes and multipliers (Jungfrau, Durchmarsch,
// moon, slam, Schieben) and match totals. Points are minus points: lower
// is better. The rules are those of the [rule book] (German:
// [Regelbuch]): MAD-R2, MAD-R10, MAD-R14 to MAD-R16, MAD-R22 to MAD-R26,
// MAD-A1, MAD-A4 to MAD-A8, BM-R7, BM-R8, BM-O1 to BM-O4, BM-A3, BM-A6,
// SH-R8, SH-R9, SH-O1, SH-O2, SAU-R2, SAU-R7, SAU-R12, SAU-O3, SAU-O6,
// SAU-A4 to SAU-A6, SAU-A8, SAU-A10 to SAU-A12, SAU-A17.
//
// [rule book]: https://github.com/blackqueen/rules/blob/main/docs/rules.md
// [Regelbuch]: https://github.com/blackqueen/rules/blob/main/docs/regeln.md
package score

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/internal/enum"
)

// Table gives each card its penalty value, in minus points. The zero
// Table values every card at 0. A Table is a plain value (136 bytes) that
// compares with ==; its methods take a pointer only to avoid the copy.
// The total at stake in a deal is Points of the cards in play, so a
// removed card (BM-A1) simply does not count.
type Table struct {
	values [64]int16
	mask   card.Set // the cards with a non-zero value
}

// Set returns t with card c valued v; an invalid card leaves t unchanged.
// Values are stored in 16 bits: v must lie in -32768 … 32767.
func (t Table) Set(c card.Card, v int) Table {
	if !c.Valid() {
		return t
	}
	t.values[c] = int16(v)
	if v != 0 {
		t.mask = t.mask.Add(c)
	} else {
		t.mask = t.mask.Remove(c)
	}
	return t
}

// Value returns the penalty value of c (0 for an invalid card).
func (t *Table) Value(c card.Card) int {
	if !c.Valid() {
		return 0
	}
	return int(t.values[c])
}

// Valued returns the cards with a non-zero value, bonus cards (valued
// below 0) included.
func (t *Table) Valued() card.Set { return t.mask }

// Points returns the sum of the values of the cards in s. It does not
// allocate.
func (t *Table) Points(s card.Set) int {
	s &= t.mask
	sum := 0
	for c, ok := s.Next(); ok; c, ok = s.Next() {
		sum += int(t.values[c])
	}
	return sum
}

// Omnibus chooses the bonus card of Omnibus Hearts (BM-O2, SH-O2). The
// zero Omnibus is OmnibusOff.
type Omnibus uint8

// The Omnibus choices; the default comes first.
const (
	// OmnibusOff has no bonus card (the default).
	OmnibusOff Omnibus = iota
	// OmnibusJD values the J♦ at −10 to its captor (BM-O2, SH-O2).
	OmnibusJD
	// OmnibusTenD values the 10♦ at −10 to its captor (BM-O2 option).
	OmnibusTenD
)

// String returns the record name ("off", "JD", "10D"), or
// "omnibus(N)" for an unknown value.
func (o Omnibus) String() string { return omnibusNames.Format(uint8(o), "omnibus") }

// Names returns the record name of every Omnibus value, in order.
func (Omnibus) Names() []string { return omnibusNames.Names() }

// omnibusNames is the names table of Omnibus.
const omnibusNames enum.Table = "off JD 10D"

// Card returns the bonus card, or the zero (invalid) Card when Omnibus is
// off or unknown.
func (o Omnibus) Card() card.Card {
	switch o {
	case OmnibusJD:
		return card.JackDiamonds
	case OmnibusTenD:
		return card.TenDiamonds
	}
	return 0
}

// SpadeValues chooses the values of the A♠ and K♠ in Black Maria (BM-O3).
// The zero SpadeValues is StandardSpades.
type SpadeValues uint8

// The BM-O3 choices; the default comes first.
const (
	// StandardSpades values the A♠ 7 and the K♠ 10 (BM-R7, the default).
	StandardSpades SpadeValues = iota
	// SwappedSpades values the A♠ 10 and the K♠ 7 (BM-O3).
	SwappedSpades
)

// hearts returns t with the hearts from rank lo up valued 1 each, or by
// rank when spot.
func hearts(t Table, lo card.Rank, spot bool) Table {
	for r := lo; r <= card.Ace; r++ {
		v := 1
		if spot {
			v = int(r) // BM-O1, SH-O1, BM-A3: 2–10 face value, J 11, Q 12, K 13, A 14
		}
		t = t.Set(card.New(r, card.Hearts), v)
	}
	return t
}

// Madonna returns the Schwarze Madonna table: each heart of the 32-card
// pack (7 to ace) 1, the Q♠ 8, 16 in all (MAD-R2).
func Madonna() Table {
	return hearts(Table{}, card.Seven, false).Set(card.QueenSpades, 8)
}

// BlackMaria returns the Black Maria table (BM-R7): each heart 1, Q♠ 13,
// K♠ 10, A♠ 7; with spot hearts the hearts by rank (2 to 10 face value,
// J 11, Q 12, K 13, A 14; BM-A3) and the Q♠ 25 (BM-O1); with Omnibus the
// bonus card −10 (BM-O2); with swapped spades A♠ 10 and K♠ 7 (BM-O3).
// The total of the 52-card pack is 43, or 146 with spot hearts, and 10
// less with Omnibus.
func BlackMaria(spot bool, o Omnibus, spades SpadeValues) Table {
	t := hearts(Table{}, card.Two, spot)
	q := 13
	if spot {
		q = 25
	}
	a, k := 7, 10
	if spades == SwappedSpades {
		a, k = 10, 7
	}
	t = t.Set(card.QueenSpades, q).Set(card.KingSpades, k).Set(card.AceSpades, a)
	if c := o.Card(); c != 0 {
		t = t.Set(c, -10)
	}
	return t
}

// Hearts returns the standard Hearts table (SH-R8): each heart 1, Q♠ 13;
// with spot hearts the hearts by rank and the Q♠ 25 (SH-O1); with Omnibus
// the bonus card −10 (SH-O2). Hearts and the Q♠ total 26, or 129 with
// spot hearts, at every table size (SH-R1 never removes them).
func Hearts(spot bool, o Omnibus) Table {
	t := hearts(Table{}, card.Two, spot)
	q := 13
	if spot {
		q = 25
	}
	t = t.Set(card.QueenSpades, q)
	if c := o.Card(); c != 0 {
		t = t.Set(c, -10)
	}
	return t
}

// Sau returns the Schwarze Sau table (SAU-R2, SAU-A1): each diamond 1, the
// J♣ 2, the Q♠ 5; 15 in the 32-card pack.
func Sau() Table {
	var t Table
	for r := card.Seven; r <= card.Ace; r++ {
		t = t.Set(card.New(r, card.Diamonds), 1)
	}
	return t.Set(card.JackClubs, 2).Set(card.QueenSpades, 5)
}
