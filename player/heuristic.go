package player

import (
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/trick"
	"github.com/blackqueen/rules/variant"
)

// Heuristic is a built-in player that plays the black queen games sensibly
// from its View alone, good enough that a beginner enjoys the game.
//
// In the trick-taking games (Schwarze Madonna, Black Maria, Hearts,
// Schwarze Sau) it avoids penalty cards: it ducks under the card winning
// the trick, wins tricks only when that is cheap or forced, and when void
// in the led suit it discards its most dangerous card (the Q♠ first, then
// the cards that would catch it, A♠ and K♠, then high hearts; in Sau the
// Q♠, the J♣ and high diamonds). It leads low cards of short suits and
// does not lead spades while its Q♠ is unprotected; without the Q♠ it
// leads low spades to drive it out. It remembers the cards played and the
// suits each seat has shown void in.
//
// It passes the Q♠ when it is unprotected, A♠ and K♠, high hearts, and
// the cards of a short suit it can void (BM-R4, SH-R3); it returns the
// most dangerous cards the rules let it put into a stock (MAD-R7, SAU-O5)
// and pushes the Sau stock when its hand is safe (SAU-O6). It announces
// Jungfrau and Durchmarsch (MAD-R17, SAU-O2, SAU-O4) on sure hands and,
// between tricks, on hands likely enough to come true for what the
// game's scores risk and win: Jungfrau when few outstanding low cards
// can force a card of the hand to win, Durchmarsch when every suit the
// others hold is topped and the outstanding cards of its long suits
// probably fall under its top cards; against another seat's announcement it plays to break it
// (MAD-R20): it leads low into a Jungfrau announcer's suits and lets the
// announcer win, and it takes a trick off a Durchmarsch announcer.
//
// In Hearts it shoots the moon (SH-R9) when no other seat has a penalty
// point and its hand can hardly lose a trick, and it stops another seat's
// moon: when one seat has taken four hearts or more and every other seat
// is clean, it takes a penalty card itself, feeds one to a third seat and
// keeps its own off the shooter's tricks. Against a Durchmarsch that is
// announced, or that scores unannounced (Madonna, MAD-R15; Sau with the
// durchmarsch option, SAU-O3) once one seat has won every trick of half
// the deal, it plays to take a trick off that seat, and when it must
// discard it keeps the cards that may still do so.
//
// Through a View a decision takes a few microseconds; as the Monte Carlo
// players' playout policy, which reads the sampled game directly, about a
// microsecond.
//
// In Old Maid it draws from a random position: the hand drawn from is
// shuffled, so there is no strategy (OM-R6).
//
// The zero Heuristic is ready to use. The table's rules (public
// knowledge) come with every View (View.Options): they give the penalty
// values (Spot Hearts, Omnibus, swapped spades), the pack (removed cards)
// and, through Turn.Must and Turn.Forbidden, the stock rules.
type Heuristic struct{}

// Choose returns the heuristic's move for v's seat.
func (h Heuristic) Choose(v variant.View, r *rand.Rand) (variant.Move, error) {
	t := v.Turn
	if t == nil {
		return variant.Move{}, ErrNoTurn
	}
	s := v.Seat
	switch t.Kind {
	case variant.Play:
		if t.Cards.IsEmpty() {
			return variant.Move{}, ErrNoTurn
		}
		k := h.know(&v)
		c := k.choosePlay()
		if !t.Cards.Has(c) {
			c, _ = t.Cards.Lowest() // never happens; a safe fallback
		}
		return variant.PlayMove(s, c), nil
	case variant.Draw:
		return randomDraw(v, r)
	case variant.Pass:
		k := h.know(&v)
		p := k.choosePass(t.Cards, t.Count)
		if p.Len() != t.Count || !t.Cards.ContainsAll(p) {
			p = randomSubset(t.Cards, t.Count, r) // never happens; a safe fallback
		}
		return variant.PassMove(s, p), nil
	case variant.Take:
		// SAU-O6: decide to push from the hand alone, before seeing the
		// stock; otherwise take it and choose what to put back next turn.
		if t.CanPush && h.know(&v).wantPush() {
			return variant.PushMove(s), nil
		}
		return variant.TakeMove(s), nil
	case variant.Stock:
		k := h.know(&v)
		if t.CanPush && k.wantPush() {
			return variant.PushMove(s), nil
		}
		p := k.chooseStock()
		if !stockOK(t, p) {
			choices := stockChoices(t)
			if len(choices) == 0 {
				if t.CanPush {
					return variant.PushMove(s), nil
				}
				return variant.Move{}, ErrNoTurn
			}
			p = choices[0]
		}
		return variant.StockMove(s, p), nil
	case variant.Announce:
		if c, ok := h.Announce(v, r); ok && mayAnnounce(v, c) {
			return variant.AnnounceMove(s, c), nil
		}
		return variant.DeclineMove(s), nil
	}
	return variant.Move{}, ErrNoTurn
}

// Announce announces Jungfrau or Durchmarsch when the hand justifies it
// (MAD-R17, SAU-O2, SAU-O4): a sure hand, or one likely enough to come
// true for the game's scores (see the Heuristic).
func (h Heuristic) Announce(v variant.View, _ *rand.Rand) (variant.Call, bool) {
	if len(v.Announce) == 0 {
		return variant.NoCall, false
	}
	k := h.know(&v)
	if mayAnnounce(v, variant.SweepCall) && k.wantDurchmarsch() {
		return variant.SweepCall, true
	}
	if mayAnnounce(v, variant.NoTrickCall) && k.wantJungfrau() {
		return variant.NoTrickCall, true
	}
	return variant.NoCall, false
}

// knowledge is what the heuristic derives from a View (or, in a playout,
// from the public part of a sampled game and the hand of one seat): the
// cards that other seats may still hold, the voids they have shown, the
// penalty values, the points each seat has taken and the announcements
// still standing. It holds no slices, so building one does not allocate.
type knowledge struct {
	seats int
	me    int
	toAct int
	turn  variant.Turn // the seat's turn; Kind 0 when it has none
	hand  card.Set
	table score.Table
	pack  card.Set
	// dangerous are the game's big penalty cards (CardValues.Dangerous).
	dangerous card.Set
	// moon is whether a Hearts moon scores (SH-R9); silentDurch and
	// silentJungfrau whether a Durchmarsch (MAD-R15, SAU-O3) or a Jungfrau
	// (MAD-R24) scores without an announcement: as the game's CardValues
	// say.
	moon           bool
	silentDurch    bool
	silentJungfrau bool
	played         card.Set // every card played this deal, the trick on the table included
	out            card.Set // cards other seats may hold: neither ours, nor played, nor known dead
	active         seat.Set
	others         seat.Set        // the active seats other than this one
	void           [seat.Max]uint8 // suits each seat has shown void in, one bit per suit
	// taken is the penalty points each seat has captured this deal, hearts
	// the hearts among them, won
	// the tricks it has won; tricks counts the complete tricks.
	taken  [seat.Max]int
	hearts [seat.Max]int // hearts captured, for the moon (SH-R9)
	won    [seat.Max]int
	tricks int
	// jungfrau holds the Jungfrau announcers that have not yet won a
	// trick; durch is the Durchmarsch announcer while no other seat has
	// won a trick, or -1.
	jungfrau seat.Set
	durch    int
	// The trick on the table.
	ncur    int
	cur     [seat.Max]card.Card
	curSeat [seat.Max]int8
	led     card.Suit
	win     card.Card // the card winning the trick so far
	winner  int
	toCome  seat.Set // the seats that play after this seat in this trick
}

// know builds the knowledge of v's seat.
func (Heuristic) know(v *variant.View) *knowledge {
	k := &knowledge{}
	k.fromView(v)
	return k
}

// reset clears k for seat me of a game.
func (k *knowledge) reset(seats, me int) {
	*k = knowledge{seats: seats, me: me, toAct: -1, durch: -1, led: card.NoSuit, winner: -1}
}

// values takes what the game's definition says of its cards (CardValues):
// the pack, the penalty values, the dangerous cards, whether a moon, a
// silent Durchmarsch or a silent Jungfrau scores.
func (k *knowledge) values(cv *variant.CardValues) {
	k.table, k.pack, k.dangerous = cv.Table, cv.Pack, cv.Dangerous
	k.moon, k.silentDurch, k.silentJungfrau = cv.PenaltySweep, cv.SilentSweep, cv.SilentNoTrick
}

// fromView fills k from v.
func (k *knowledge) fromView(v *variant.View) {
	k.reset(v.Seats, v.Seat)
	k.toAct, k.hand = v.ToAct, v.Hand
	if v.Turn != nil {
		k.turn = *v.Turn
	}
	// The game's own definition gives the pack and the penalty values
	// (variant.CardValues); a view of no valid table gets the full pack.
	cv := games.ViewValues(v)
	k.values(&cv)
	if k.pack == 0 {
		k.pack = card.Full52
	}
	for _, s := range v.Active {
		k.active = k.active.Add(s)
	}
	if k.active == 0 {
		k.active = seat.All(v.Seats)
	}
	for _, t := range v.Tricks {
		k.noteTrick(t.Cards, t.Seats, t.Winner)
	}
	k.noteTrick(v.Current.Cards, v.Current.Seats, -1)
	for i, c := range v.Current.Cards {
		if i < seat.Max && i < len(v.Current.Seats) {
			k.cur[i], k.curSeat[i] = c, int8(v.Current.Seats[i])
			k.ncur++
		}
	}
	k.out = k.pack &^ k.hand &^ k.played
	if dead, ok := k.deadStock(v); ok {
		k.out &^= dead
	}
	var jungfrau seat.Set
	for _, j := range v.NoTrick {
		jungfrau = jungfrau.Add(j)
	}
	k.finish(jungfrau, v.Sweep)
}

// fromGame fills k with what seat me of the sampled game g may know: its
// hand and turn, and everything public. The cards other seats may hold
// are those of their hands in g, which tells the seat no more than which
// cards are out of play (a dead stock); where each of them lies is not
// used. It is publicFromGame then forSeat.
func (k *knowledge) fromGame(g *variant.TrickGame, me int) {
	k.publicFromGame(g)
	k.forSeat(g, me)
}

// publicFromGame fills k with what every seat of the sampled game g
// knows: the game's values, the active seats, the seat to act, the
// tricks, the trick on the table and the standing announcements. forSeat
// completes it for one seat; the public part does not depend on the
// seat, so that one publicFromGame serves forSeat for every seat of the
// same position (the playout policy asks each seat that may announce).
func (k *knowledge) publicFromGame(g *variant.TrickGame) {
	k.reset(g.Seats(), -1)
	cv := g.Values()
	k.values(&cv)
	k.active = g.Active()
	if to, ok := g.ToMove(); ok {
		k.toAct = to
	}
	pr := g.Progress()
	for i := 0; i < pr.Tricks; i++ {
		t := g.Trick(i)
		k.noteGameTrick(&t, true)
	}
	cur := g.Trick(pr.Tricks)
	k.noteGameTrick(&cur, false)
	for i, p := range cur.Plays() {
		k.cur[i], k.curSeat[i] = p.Card, int8(p.Seat)
		k.ncur++
	}
	k.finishPublic(pr.NoTrick, pr.Sweep)
}

// advance brings k, the public knowledge (publicFromGame) of g before
// seat s played c, up to g after that play, in the play phase: what
// publicFromGame would fill, without reading the tricks again. It reports
// false, k left unusable, when the play is not one it can follow: a
// trick of seat.Max cards or more, or more than one trick completed.
func (k *knowledge) advance(g *variant.TrickGame, s int, c card.Card) bool {
	pr := g.Progress()
	switch {
	case pr.Tricks == k.tricks+1:
		// c completed the trick.
		t := g.Trick(k.tricks)
		k.noteGameTrick(&t, true)
		k.cur, k.curSeat, k.ncur = [seat.Max]card.Card{}, [seat.Max]int8{}, 0
	case pr.Tricks == k.tricks && k.ncur < seat.Max && uint(s) < seat.Max:
		if k.ncur > 0 && c.Suit() != k.cur[0].Suit() {
			k.void[s] |= 1 << k.cur[0].Suit()
		}
		k.played = k.played.Add(c)
		k.cur[k.ncur], k.curSeat[k.ncur] = c, int8(s)
		k.ncur++
	default:
		return false
	}
	k.toAct = -1
	if to, ok := g.ToMove(); ok {
		k.toAct = to
	}
	k.jungfrau, k.durch, k.led, k.win, k.winner = 0, -1, card.NoSuit, 0, -1
	k.finishPublic(pr.NoTrick, pr.Sweep)
	return true
}

// forSeat completes k, filled by publicFromGame from g, for seat me: it
// sets every field that depends on the seat (me, its hand and turn, the
// cards the others may hold, the other seats and those to come in the
// trick), whichever seat k was completed for before.
func (k *knowledge) forSeat(g *variant.TrickGame, me int) {
	k.forSeatCards(g, me)
	k.turn = variant.Turn{}
	if k.toAct == me {
		k.turn = g.Turn()
	}
}

// forSeatCards is forSeat but for the seat's turn, which it leaves as it
// was: enough for the announcement questions (wantDurchmarsch,
// wantJungfrau), which read the hands and the trick on the table, not
// the turn.
func (k *knowledge) forSeatCards(g *variant.TrickGame, me int) {
	k.me, k.hand = me, g.Hand(me)
	k.out = 0
	for s := 0; s < k.seats; s++ {
		if s != me && k.active.Has(s) {
			k.out |= g.Hand(s)
		}
	}
	k.finishSeat()
}

// finish derives what follows from the tricks and the announcements: the
// standing announcements, the trick on the table and the seats to come.
func (k *knowledge) finish(jungfrau seat.Set, durch int) {
	k.finishPublic(jungfrau, durch)
	k.finishSeat()
}

// finishPublic is the part of finish that does not depend on the seat:
// the standing announcements and the trick on the table.
func (k *knowledge) finishPublic(jungfrau seat.Set, durch int) {
	for s := 0; s < k.seats; s++ {
		if jungfrau.Has(s) && k.won[s] == 0 {
			k.jungfrau = k.jungfrau.Add(s)
		}
	}
	if durch >= 0 && durch < seat.Max && k.won[durch] == k.tricks {
		k.durch = durch
	}
	if k.ncur > 0 {
		k.led = k.cur[0].Suit()
		for i := 0; i < k.ncur; i++ {
			if c := k.cur[i]; c.Suit() == k.led && (k.win == 0 || c > k.win) {
				k.win, k.winner = c, int(k.curSeat[i])
			}
		}
	}
}

// finishSeat is the part of finish that depends on the seat (k.me): the
// other active seats and the seats to come in the trick on the table. It
// sets both afresh.
func (k *knowledge) finishSeat() {
	k.others, k.toCome = 0, 0
	for s := 0; s < k.seats; s++ {
		if s != k.me && k.active.Has(s) {
			k.others = k.others.Add(s)
		}
	}
	left := k.active.Len() - k.ncur - 1
	for s := k.me; left > 0; left-- {
		next, ok := k.active.Next(s, k.seats)
		if !ok {
			break
		}
		k.toCome = k.toCome.Add(next)
		s = next
	}
}

// noteTrick records the cards of a trick, the voids it shows (TT-2: a
// seat that does not follow the led suit holds none of it) and, for a
// complete trick, what its winner took.
func (k *knowledge) noteTrick(cards []card.Card, seats []int, winner int) {
	if len(cards) == 0 {
		return
	}
	led := cards[0].Suit()
	var set card.Set
	for i, c := range cards {
		set = set.Add(c)
		if i > 0 && i < len(seats) && c.Suit() != led && led < card.NoSuit {
			if s := seats[i]; s >= 0 && s < seat.Max {
				k.void[s] |= 1 << led
			}
		}
	}
	k.played |= set
	if winner >= 0 && winner < seat.Max {
		k.taken[winner] += k.table.Points(set)
		k.hearts[winner] += set.OfSuit(card.Hearts).Len()
		k.won[winner]++
		k.tricks++
	}
}

// noteGameTrick is noteTrick for a trick of a sampled game.
func (k *knowledge) noteGameTrick(t *trick.Trick, complete bool) {
	if t.IsEmpty() {
		return
	}
	led := t.Led()
	for i, p := range t.Plays() {
		if i > 0 && p.Card.Suit() != led {
			k.void[p.Seat] |= 1 << led
		}
	}
	set := t.Cards()
	k.played |= set
	if w, _, ok := t.Winner(); complete && ok {
		k.taken[w] += k.table.Points(set)
		k.hearts[w] += set.OfSuit(card.Hearts).Len()
		k.won[w]++
		k.tricks++
	}
}

// deadStock returns the set-aside stock when this seat knows it: it was
// the last to exchange (MAD-R6, SAU-O5) and what it put back was laid
// aside.
func (k *knowledge) deadStock(v *variant.View) (card.Set, bool) {
	if v.StockReturned.IsEmpty() || v.Phase != variant.PhasePlay && v.Phase != variant.PhaseAnnounce {
		return 0, false
	}
	// The stock goes round from left(dealer); the last active seat in
	// that order lays it aside.
	last := -1
	for i := 1; i <= v.Seats; i++ {
		s := (v.Dealer + i) % v.Seats
		if k.active.Has(s) {
			last = s
		}
	}
	if last != k.me {
		return 0, false
	}
	return v.StockReturned, true
}

// isVoid reports whether seat s has shown void in suit u.
func (k *knowledge) isVoid(s int, u card.Suit) bool {
	return s >= 0 && s < seat.Max && u < card.NoSuit && k.void[s]&(1<<u) != 0
}

// value returns the penalty value of c.
func (k *knowledge) value(c card.Card) int { return k.table.Value(c) }

// above returns the cards of c's suit that rank above c.
func above(c card.Card) card.Set {
	return card.SuitSet(c.Suit()) &^ (card.Set(1)<<(uint(c)+1) - 1)
}

// onTable returns the cards of the trick on the table.
func (k *knowledge) onTable() card.Set {
	var s card.Set
	for i := 0; i < k.ncur; i++ {
		s = s.Add(k.cur[i])
	}
	return s
}

// below returns the cards of c's suit that rank below c.
func below(c card.Card) card.Set {
	return card.SuitSet(c.Suit()) & (card.Set(1)<<uint(c) - 1)
}

// maxOutValue returns the largest penalty value among the cards other
// seats may hold, and the mean of the positive ones.
func (k *knowledge) maxOutValue() (max int, mean float64) {
	sum, n := 0, 0
	for c := range (k.out & k.table.Valued()).All() {
		x := k.value(c)
		if x > max {
			max = x
		}
		if x > 0 {
			sum += x
			n++
		}
	}
	if n > 0 {
		mean = float64(sum) / float64(n)
	}
	return max, mean
}

// catchValue returns the value of the dearest penalty card (worth 2 or
// more) still out that c may catch, that is a card of c's suit below it
// that another seat can drop under it: A♠ and K♠ catch the Q♠, and in
// Sau A♣, K♣ and Q♣ catch the J♣. It is 0 when c catches nothing.
func (k *knowledge) catchValue(c card.Card) int {
	best := 0
	for p := range (k.out & k.table.Valued() & below(c)).All() {
		if x := k.value(p); x > best && x >= 2 {
			best = x
		}
	}
	return best
}
