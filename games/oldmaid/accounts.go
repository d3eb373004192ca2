package oldmaid

import "github.com/blackqueen/rules/card"

// What each seat knows (OM-R4..R8): the accounts (g.may and the draws
// noted since, see accounts), kept as the round runs, which Sample reads.

// maxNotes is how many draws Game keeps as notes before it
// applies them to its accounts; most rounds end before that. A power of
// two.
const maxNotes = 64

// drawNote is a draw as the accounts need it: the seat that drew (bits
// 0-1), the seat drawn from (bits 2-3), whether the drawn card made a
// pair (bit 4: drawPaired) and the card (bits 8-13).
type drawNote uint16

// drawPaired is the bit of a drawNote whose drawn card made a pair.
const drawPaired = 1 << 4

// accounts returns each seat's account as it is now: a[o][x] holds the
// cards seat o cannot see that may be with seat x, as o can tell from
// what it has seen (OM-R4, OM-R6). Sample reads it. The rows and columns
// of seats beyond the table, and each seat's account of itself, are
// empty.
func (g *Game) accounts() [maxSeats][maxSeats]card.Set {
	a := g.may
	if !g.settled {
		a = g.opening()
	}
	g.applyNotes(&a)
	return a
}

// settleWith applies the pending notes to the accounts, keeps them in
// may, and notes d as the first of the next ones.
func (g *Game) settleWith(d drawNote) {
	if !g.settled {
		g.may, g.settled = g.opening(), true
	}
	g.applyNotes(&g.may)
	g.notes[0], g.pending = d, 1
}

// sampledAccounts starts the accounts of a sampled copy (SampleInto):
// seat s's account is own, the other seats' are empty for SampleInto to
// write, and nothing of the real round (the first hands, the notes of
// the draws) is left in the copy.
func (g *Game) sampledAccounts(s int, own [maxSeats]card.Set) {
	g.below, g.held = [maxSeats]uint64{}, [maxSeats]card.Set{}
	g.may = [maxSeats][maxSeats]card.Set{}
	g.may[s&(maxSeats-1)] = own
	g.notes, g.pending, g.settled = [maxNotes]drawNote{}, 0, true
}

// opening returns the accounts as the round started, after the deal and
// the first discards (OM-R4): seat o cannot see the other hands, and a
// card it cannot see may be with any other seat x of the table that may
// hold it: a card may be with any other seat, except that under rank
// pairs a seat that laid down a pair of a rank kept a third card of it
// only if it is higher than both (OM-R4: of three, the two lowest go;
// below). The rows and columns of seats beyond the table are empty.
func (g *Game) opening() [maxSeats][maxSeats]card.Set {
	var kept [maxSeats]card.Set
	b0, b1, b2, b3 := transpose(g.below[0], g.below[1], g.below[2], g.below[3])
	not := [maxSeats]card.Set{card.Set(b0), card.Set(b1), card.Set(b2), card.Set(b3)}
	for x := 0; x < g.cfg.seats; x++ {
		kept[x&(maxSeats-1)] = g.cfg.pack &^ not[x&(maxSeats-1)]
	}
	var a [maxSeats][maxSeats]card.Set
	h := &g.held
	// The whole pack is dealt: what no hand holds was laid down.
	discards := g.cfg.pack &^ (h[0] | h[1] | h[2] | h[3])
	for o := 0; o < g.cfg.seats; o++ {
		seen := h[o&(maxSeats-1)] | discards
		row := &a[o&(maxSeats-1)]
		for x := range row {
			row[x] = kept[x] &^ seen
		}
		row[o&(maxSeats-1)] = 0
	}
	return a
}

// applyNotes applies the pending notes to the accounts a, in order.
func (g *Game) applyNotes(a *[maxSeats][maxSeats]card.Set) {
	for _, d := range g.notes[:min(g.pending, maxNotes)] {
		d.note(a)
	}
}

// note applies the draw d to the accounts a (what each seat learns from
// it, OM-R6): the seat that drew, s, knows the card; the seat drawn
// from, u, knows it went to s; any other seat knows only that, if no
// pair was laid, a card that may have been with u may now be with s (if
// a pair was laid, the card drawn is in it and no other card moved).
// Discarded cards stay in the sets: Sample leaves them out, and the last
// draw's pair is read against them. No seat keeps an account of itself,
// so the OR of every row changes nothing at o = u and only a[s][s] at
// o = s, which is emptied again; rows of seats beyond the table are
// empty and stay so.
func (d drawNote) note(a *[maxSeats][maxSeats]card.Set) {
	s, u := int(d)&(maxSeats-1), int(d>>2)&(maxSeats-1)
	bit := card.Set(1) << (d >> 8 & 63)
	if d&drawPaired == 0 {
		a[0][s] |= a[0][u]
		a[1][s] |= a[1][u]
		a[2][s] |= a[2][u]
		a[3][s] |= a[3][u]
		a[u][s] |= bit
	}
	row := &a[s]
	row[0] &^= bit
	row[1] &^= bit
	row[2] &^= bit
	row[3] &^= bit
	row[s] = 0
}

// noteDeal starts each seat's account of where the cards it cannot see
// may be, after the deal and the first discards (OM-R4): it keeps what
// opening works them out from, what layDown found each seat does not
// hold (below) and the hands, and no note.
func (g *Game) noteDeal(below *[maxSeats]uint64) {
	g.below = *below
	g.held = [maxSeats]card.Set(g.hands[:maxSeats])
	g.settled, g.pending = false, 0
}
