package player

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/variant"
)

// Aim names what a move avoids or aims at, as Explain reads it from the
// seat's View.
type Aim uint8

// The aims Explain gives. Each one's claims, in the fields of Reason it
// names, hold in the View it was given (the tests check them).
const (
	// AimSearch: nothing simpler says it; the search found the move the
	// least costly over the deals the View allows.
	AimSearch Aim = iota
	// AimOnly: the only legal choice (TT-2: a seat that holds the suit
	// led must follow).
	AimOnly
	// AimLeadLow: a lead below Out, the higher cards of its suit still
	// out, so another seat can take the trick (TT-3); Lowest when it is
	// the hand's lowest card of its suit, Single when its only one.
	AimLeadLow
	// AimLeadTop: a lead no card still out of its suit beats, so the
	// seat takes the trick (TT-3); Points are the card's own points.
	AimLeadTop
	// AimDuck: a card of the led suit under Over, the card winning the
	// trick, so the seat does not take it (TT-3); Out are the dangerous
	// cards still out that could yet fall into it, Points the points on
	// the table.
	AimDuck
	// AimTake: the seat takes the trick over Over while it holds no
	// points (Points is 0); Last when the seat plays last.
	AimTake
	// AimForced: every card the seat may play beats Over; Highest when
	// the card is the highest of them, so lower ones are kept; Out, when
	// seats play after this one, the higher cards of the suit still out,
	// with which one of them may yet take the trick.
	AimForced
	// AimDiscard: the seat holds no card of Suit, the led suit, and
	// throws the card away (TT-2); Points are its points, Out the
	// dangerous cards still out that it could catch later; Single when
	// it is the hand's last card of its suit; Kept, when it is the hand's
	// highest of its suit, the lower ones that stay.
	AimDiscard
	// AimGive: a pass (BM-R4, SH-R3) or the cards put back into a stock
	// (MAD-R7, SAU-O5): Penalty are its cards with points (worth Points),
	// Catchers those that could catch Danger, a dangerous card the seat
	// does not keep, Voided the suits it leaves the hand without, Top the
	// cards left alone in a suit it gives from, High its other cards of
	// ten or higher.
	AimGive
	// AimPush and AimTakeStock: Schwarze Sau's choice to push the stock
	// on unseen, which doubles every score of the deal, or to take it up
	// (SAU-O6); High are the hand's cards above the jack, Penalty its
	// cards with points.
	AimPush
	AimTakeStock
	// AimAnnounce: an announcement (MAD-R17, SAU-O2, SAU-O4): for
	// Jungfrau (take no trick) High is the hand's highest card; for
	// Durchmarsch (take every trick) Top are the hand's cards that no
	// card still out beats.
	AimAnnounce
	// AimDecline: no announcement: Top are the hand's cards no card
	// still out beats (each could win a trick, which breaks a
	// Jungfrau), Out the hand's cards below a card still out (each could
	// lose one, which breaks a Durchmarsch), as far as each call is
	// offered (Call is the first call offered).
	AimDecline
	// AimDraw: an Old Maid draw from a face-down, shuffled hand: every
	// position is as good as another (OM-R6).
	AimDraw
)

// Reason says why a move is a sensible one, from the seat's View alone:
// its Aim and the cards and counts that Aim's claims name. Text writes it
// in English, German or Danish.
type Reason struct {
	Aim  Aim
	Move variant.Move
	// Over is the card winning the trick on the table (AimDuck, AimTake,
	// AimForced).
	Over card.Card
	// Suit is the led suit the seat is void in (AimDiscard) or the suit
	// of the lead.
	Suit card.Suit
	// Danger is the dangerous card the catchers could catch (AimGive,
	// AimDiscard).
	Danger card.Card
	// Out are cards still out (neither the seat's nor played), Top,
	// High, Penalty and Catchers cards of the seat's hand or move, as
	// each Aim says.
	Out, Top, High, Penalty, Catchers card.Set
	// Kept are the hand's lower cards of a discard's suit (AimDiscard).
	Kept card.Set
	// Voided are the suits the move leaves the hand without, one bit per
	// suit (AimGive).
	Voided uint8
	// Points is a number of penalty points, as each Aim says.
	Points int
	// Lowest, Single, Last and Highest are as each Aim says.
	Lowest, Single, Last, Highest bool
}

// Explain returns the reason for move mv of v's seat, read from v alone
// (no hidden card): what the move avoids or aims at. mv should be a legal
// move of the seat (a hint, a bot's choice); for a move the View does
// not explain it returns AimSearch.
func Explain(v variant.View, mv variant.Move) Reason {
	k := Heuristic{}.know(&v)
	r := Reason{Aim: AimSearch, Move: mv, Suit: card.NoSuit}
	switch mv.Kind {
	case variant.Play:
		explainPlay(k, &r)
	case variant.Pass, variant.Stock:
		explainGive(k, &r)
	case variant.Push, variant.Take:
		r.Aim = AimTakeStock
		if mv.Kind == variant.Push {
			r.Aim = AimPush
		}
		r.High = highCards(k.hand)
		r.Penalty = k.hand & k.table.Valued()
		r.Points = k.table.Points(k.hand)
	case variant.Announce, variant.Decline:
		explainCall(k, &v, &r)
	case variant.Draw, variant.DrawAt:
		r.Aim = AimDraw
	}
	return r
}

// highCards returns the cards of s above the jack.
func highCards(s card.Set) card.Set {
	return s & (card.RankSet(card.Queen) | card.RankSet(card.King) | card.RankSet(card.Ace))
}

// explainPlay explains the play of r.Move.Card.
func explainPlay(k *knowledge, r *Reason) {
	c := r.Move.Card
	if k.turn.Kind == variant.Play && k.turn.Cards.Len() == 1 && k.turn.Cards.Has(c) {
		r.Aim = AimOnly
		return
	}
	if k.ncur == 0 {
		r.Suit = c.Suit()
		r.Out = k.out & above(c)
		r.Lowest = (k.hand & below(c)).IsEmpty()
		r.Single = k.hand.OfSuit(c.Suit()) == card.Of(c)
		r.Points = k.value(c)
		r.Aim = AimLeadTop
		if !r.Out.IsEmpty() {
			r.Aim = AimLeadLow
		}
		return
	}
	onTable := k.onTable()
	r.Over = k.win
	if c.Suit() != k.led {
		r.Aim, r.Suit, r.Points = AimDiscard, k.led, k.value(c)
		r.Danger, r.Out = k.catchable(c)
		r.Single = k.hand.OfSuit(c.Suit()) == card.Of(c)
		if (k.hand & above(c)).IsEmpty() {
			r.Kept = k.hand & below(c)
		}
		return
	}
	if c < k.win {
		r.Aim, r.Points = AimDuck, k.table.Points(onTable)
		r.Out = k.out & k.dangerous
		return
	}
	beats := k.turn.Cards & above(k.win)
	if beats == k.turn.Cards {
		hi, _ := beats.Highest()
		r.Aim, r.Highest = AimForced, hi == c
		if k.toCome.Len() > 0 {
			r.Out = k.out & above(c)
		}
		return
	}
	if k.table.Points(onTable) == 0 {
		r.Aim, r.Last = AimTake, k.toCome.Len() == 0
	}
}

// catchable returns the dearest dangerous card still out below c in its
// suit that c could catch later, and that card as a set; NoCard when
// there is none.
func (k *knowledge) catchable(c card.Card) (card.Card, card.Set) {
	var best card.Card
	for p := range (k.out & k.dangerous & below(c)).All() {
		if best == 0 || k.value(p) > k.value(best) {
			best = p
		}
	}
	if best == 0 {
		return 0, 0
	}
	return best, card.Of(best)
}

// explainGive explains a pass or the cards put back into a stock.
func explainGive(k *knowledge, r *Reason) {
	give := r.Move.Cards
	kept := (k.hand | k.turn.Cards) &^ give // a Madonna stock's cards are not yet in the hand
	r.Aim = AimGive
	r.Penalty = give & k.table.Valued()
	r.Points = k.table.Points(r.Penalty)
	for d := range (k.dangerous & (k.out | give) &^ kept).All() {
		if catchers := give & above(d) &^ r.Penalty; !catchers.IsEmpty() && r.Catchers.IsEmpty() {
			r.Danger, r.Catchers = d, catchers
		}
	}
	for u := card.Clubs; u < card.NoSuit; u++ {
		if give.HasSuit(u) && !kept.HasSuit(u) {
			r.Voided |= 1 << u
		}
	}
	r.High = give &^ r.Penalty &^ r.Catchers & (card.RankSet(card.Ten) | card.RankSet(card.Jack) | highCards(card.Full52))
	for u := card.Clubs; u < card.NoSuit; u++ {
		if left := kept.OfSuit(u); give.HasSuit(u) && left.Len() == 1 {
			r.Top |= left
		}
	}
}

// explainCall explains an announcement or declining one.
func explainCall(k *knowledge, v *variant.View, r *Reason) {
	var top, low card.Set
	for c := range k.hand.All() {
		if (k.out & above(c)).IsEmpty() {
			top = top.Add(c)
		} else {
			low = low.Add(c)
		}
	}
	if r.Move.Kind == variant.Announce {
		r.Aim = AimAnnounce
		if r.Move.Call == variant.SweepCall {
			r.Top = top
			return
		}
		if hi, ok := topRankCard(k.hand); ok {
			r.High = card.Of(hi)
		}
		return
	}
	r.Aim = AimDecline
	r.Move.Call = variant.NoCall
	for _, m := range v.Announce {
		if r.Move.Call == variant.NoCall {
			r.Move.Call = m.Call
		}
		switch m.Call {
		case variant.NoTrickCall:
			r.Top = top
		case variant.SweepCall:
			r.Out = low
		}
	}
	if v.Turn != nil && v.Turn.Kind == variant.Announce && len(v.Announce) == 0 {
		r.Top, r.Out = top, low
	}
}

// topRankCard returns a card of the highest rank in s.
func topRankCard(s card.Set) (card.Card, bool) {
	var best card.Card
	for c := range s.All() {
		if best == 0 || c.Rank() > best.Rank() {
			best = c
		}
	}
	return best, best != 0
}
