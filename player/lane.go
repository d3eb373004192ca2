package player

import (
	"math"
	"math/bits"
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/trick"
	"github.com/blackqueen/rules/variant"
)

// lane is the fast playout policy: rules of thumb on bitsets, with no
// View and no float, for the card play of a sampled trick game. Each
// seat in turn
//
//   - follows suit under the winning card when it can, with its highest
//     card below it (it unloads a high card and takes nothing);
//   - over the winning card, plays its highest card when it is the last
//     to play (the trick is its anyway) and its lowest when seats are
//     still to come, its own penalty cards last; but with a hand longer
//     than a suit (three seats) the second to play over a lead of no
//     value plays its highest, to shed a high card on a trick with no
//     points;
//   - when void, sheds its most dangerous card: the dearest penalty card,
//     then the cards above a big penalty card still out (A♠ and K♠ while
//     the Q♠ is out), then the highest card;
//   - leads the lowest card of the suit in which the other seats hold the
//     fewest cards below it (the lead most likely to be overtaken), a
//     penalty card last, keeping its low cards of the other suits to
//     escape a later lead; with a hand longer than a suit (Black Maria
//     and Hearts at three seats, 17 cards) its own cards of the suit
//     count as cards below, so that it leads its short suits and makes
//     itself void; while another seat holds the big penalty card and it
//     holds no card above it, that suit counts none of the others' cards
//     below (the hunt for the Q♠: the holder must follow, and is made to
//     give it up on a K♠ or A♠ or to win it back).
//
// A seat reads its own hand, the trick on the table and the cards still
// in the other hands (what every seat can work out from the tricks
// played, the stock aside); never another seat's hand.
//
// With noise (withNoise, the search's Config.Noise, as the heuristic's
// playouts have it) a seat plays instead, at that chance, a card drawn
// uniformly from its legal cards: playouts that always follow the rules
// of thumb judge the root's options as if every seat were sure to play
// so, and a search with them chose worse in Black Maria at three seats
// (the README's "Noise in the lane's playouts").
//
// It is set once per decision (setup) from the root game and plays
// whole stretches of a deal (play) by the engine's road for a policy,
// PlayBy, which asks it (Choose, a trick.Chooser) for each card a seat
// chooses among two or more, or card by card through Apply while a seat
// may announce out of turn; neither allocates.
type lane struct {
	// value is each card's penalty points (MAD-R2, BM-R7, SH-R8, SAU-R2),
	// clamped to [0, 63].
	value [64]uint8
	// shed lists the cards from the most to the least dangerous to keep,
	// by value, then rank: the order of a discard.
	shed  [64]card.Card
	nshed int
	// runs cuts shed into its longest runs of cards each lower than the
	// one before (by the card's number): the first card of shed in a set
	// is the highest of the set's cards of the first run it meets.
	runs  [64]card.Set
	nruns int
	// big is the dearest penalty card of the pack and bigValue its value;
	// over are the cards of its suit above it, dangerous while it is out.
	big      card.Card
	bigValue uint8
	over     card.Set
	// penalty holds the cards of positive value.
	penalty card.Set
	// announcing is set at a table where a seat may announce out of turn
	// (Progress.Announces): there play stops for it.
	announcing bool
	// own is the weight in the lead rule's key (Choose) of each of the
	// seat's own cards of the suit: one card below the lead (4) where a
	// hand is longer than a suit (longHand), else 0; at most 8, for the
	// keys' 8 bits of weight.
	own uint64
	// noise is the chance of a uniformly random card, in 2⁻⁶⁴ (0: none;
	// the most a uint64 holds: every card), drawn from src.
	noise uint64
	src   *rand.PCG
}

// longHand is the most cards a hand is dealt for the lane's lead to
// weigh only the others' cards: a suit's. With a longer hand (17 cards
// in Black Maria and Hearts at three seats, BM-R1, SH-R1) a seat holds
// four or five cards of a suit and becomes void only by leading its
// short suits, which it must to shed its penalty cards and high cards
// before the last tricks, where a seat still holding a long suit takes
// the others' discards.
const longHand = 13

// setup prepares the lane for the deals of g's table.
func (l *lane) setup(g *variant.TrickGame) {
	cv := g.Values()
	*l = lane{announcing: g.Progress().Announces}
	if g.Pack().Len() > longHand*g.Seats() {
		l.own = 4
	}
	for c := range cv.Pack.All() {
		v := cv.Table.Value(c)
		if v > 0 {
			l.value[c&63] = uint8(min(v, 63))
			l.penalty = l.penalty.Add(c)
		}
		if uint8(min(max(v, 0), 63)) > l.bigValue {
			l.big, l.bigValue = c, uint8(min(v, 63))
		}
	}
	if l.bigValue > 0 {
		l.over = above(l.big)
	}
	// The discard order: value first, then the cards over the big one,
	// then rank, highest first. Only a card of no value of its own gains
	// by being over the big one: a valued card over it (Black Maria's K♠
	// and A♠) ranks by its value, below the big card, which is shed
	// first.
	var rest [64]card.Card
	n := 0
	for c := range cv.Pack.All() {
		rest[n] = c
		n++
	}
	danger := func(c card.Card) int {
		d := int(l.value[c&63])*64 + int(c.Rank())
		if l.over.Has(c) && l.value[c&63] == 0 {
			d += int(l.bigValue) * 16
		}
		return d
	}
	for i := 0; i < n; i++ {
		best := i
		for j := i + 1; j < n; j++ {
			if danger(rest[j]) > danger(rest[best]) {
				best = j
			}
		}
		rest[i], rest[best] = rest[best], rest[i]
	}
	l.nshed = copy(l.shed[:], rest[:n])
	for i, c := range l.shed[:l.nshed] {
		if i == 0 || c > l.shed[i-1] {
			l.nruns++
		}
		l.runs[(l.nruns-1)&63] |= card.Set(1) << (c & 63)
	}
}

// withNoise makes the lane play a uniformly random legal card at chance
// p (none at 0 or below, every card at 1 or above), drawn from src, which
// must not be nil when p > 0. setup clears it.
func (l *lane) withNoise(p float64, src *rand.PCG) {
	switch {
	case p <= 0:
		l.noise = 0
	case p >= 1:
		l.noise = math.MaxUint64
	default:
		l.noise = uint64(p * (1 << 64))
	}
	l.src = src
}

// laneTrick is the trick on the table as the lane follows it.
type laneTrick struct {
	n     int      // cards played to it
	led   card.Set // the suit led (a SuitSet), 0 before the lead
	win   card.Card
	cards card.Set
}

// play plays g's card play by the lane until the deal ends, the play
// phase ends (a turn-based announcement round) or, when pol is not nil,
// a seat may make an out-of-turn announcement (pol's to make); it returns
// how many cards it played. Where no seat announces out of turn for pol
// the engine plays the stretch (PlayBy), asking the lane (Choose) for
// each card a seat chooses; at a table where one may, the lane plays card
// by card through Apply (playEach), pol asked before each card, while the
// window for announcements is open (announceTricks), and by PlayBy after
// it.
func (l *lane) play(g *variant.TrickGame, pol *policy) int {
	if l.announcing && pol != nil && g.Progress().Tricks <= announceTricks {
		return l.playEach(g, pol)
	}
	return g.PlayBy(l)
}

// Choose chooses a card among c.Legal (two or more cards), a seat's
// lead, card of the suit led or discard (trick.Chooser); with noise, at
// its chance, a card of c.Legal drawn uniformly instead. The three rules
// are written out here rather than in functions of their own: called from
// Choose, each cost a call and Choose a frame, a fifth of the lane's
// time in a playout, where Choose is called for most cards.
//
// The lead is the lowest card of the suit where the other seats hold the
// fewest cards below it, weighed against its penalty value (a Q♠ counts
// as three more cards below) and, with a long hand (l.own), the seat's
// own cards of the suit (each one more card below), a lead that nobody
// can go over or follow last. While another seat holds the big penalty
// card and this seat holds no card above it, the big card's suit counts
// no card of the others below (its holder must follow, and one card
// above it is enough to give it back: the hunt for the Q♠).
//
// A card of the suit led is the highest below the winning card, else
// over it the highest (last to play, or with a long hand second to play
// over a lead of no value: at a table of three the only other place over
// the winning card, which the lead is) or the lowest, penalty cards last.
//
// A discard is the most dangerous card of legal: its dearest penalty
// card, or while the big penalty card is out (in c.Others) a card above
// it if that is dearer (the first of the shedding order), else its
// highest card by rank.
func (l *lane) Choose(c trick.Choice) card.Card {
	legal, others := c.Legal, c.Others
	if l.noise != 0 && (l.noise == math.MaxUint64 || l.src.Uint64() < l.noise) {
		c, _ := legal.Random(l.src) // legal holds two or more cards
		return c
	}
	if c.Spot.Played == 0 {
		// The lead. Each suit gets a key whose order is the choice, the
		// four computed at once in the four 16-bit fields of a word (a
		// suit's ranks are its field's bits), without a loop or a branch:
		// in each field, from the top, whether the seat has no card of the
		// suit, nobody can follow, nobody can go over (the seat takes
		// it), then the weight of the cards below (8 bits: 4 a card of the
		// others', at most 60, the lowest card's value, at most 63, and
		// l.own, 4, a card of the seat's own, at most 16 cards) and the
		// lowest card's rank (5 bits); the lowest suit wins a tie.
		x, o := uint64(legal), uint64(others)
		// under is others but, while this seat hunts the big card, the
		// cards of its suit: the cards that count below a lead.
		under := o
		if l.bigValue > 0 && others&(card.Set(1)<<(l.big&63)) != 0 && legal&l.over == 0 {
			under &^= 0xffff << (l.big & 0x30)
		}
		const top = perSuit << 15 // each field's top bit
		// below is each suit's ranks below the seat's lowest card of it
		// (all 16 when it has none): x-1 in each field, borrowing from
		// none, less x.
		below := (((x | top) - perSuit) ^ (top &^ x)) &^ x
		r := suitCounts(below) // the lowest card's rank, 16: none
		w := suitCounts(under&below) << 2
		if l.own != 0 {
			w += l.own * suitCounts(x)
		}
		key := suitZeros(o&^below)>>2 | suitZeros(o)>>1 | r<<11&top | w<<5 | r
		best := min(l.leadKey(key, 0), l.leadKey(key, 1), l.leadKey(key, 2), l.leadKey(key, 3))
		return card.Card(best&3<<4 | best>>2&15)
	}
	win := c.Spot.Win // its suit is the suit led
	if led := card.Set(0xffff) << (win & 0x30); legal&led != 0 {
		// A card of the suit led.
		if duck := legal & (card.Set(1)<<(win&63) - 1); duck != 0 {
			return highest(duck)
		}
		safe := legal &^ l.penalty
		if safe == 0 {
			safe = legal
		}
		if c.Spot.Left == 0 || l.own != 0 && l.value[win&63] == 0 {
			return highest(safe)
		}
		return lowest(safe)
	}
	// A discard.
	danger := l.penalty
	if others.Has(l.big) {
		danger |= l.over
	}
	if x := legal & danger; x != 0 {
		return l.first(x)
	}
	return highRank(legal)
}

// playEach is play card by card through Apply, stopping where a seat may
// announce out of turn (pol's to make) or the window for announcements
// has closed (announceTricks) when pol is not nil. It follows the trick
// on the table in t and the cards still in the hands in live, in local
// variables, so that a card costs Apply of a legal play and a few bit
// operations; Choose chooses each card.
func (l *lane) playEach(g *variant.TrickGame, pol *policy) int {
	size := g.Active().Len() // the cards of a trick
	var t laneTrick
	cur := g.Trick(g.Progress().Tricks)
	for _, p := range cur.Plays() {
		t.add(p.Card)
	}
	var live card.Set
	for s := 0; s < g.Seats(); s++ {
		live |= g.Hand(s)
	}
	n := 0
	for {
		if l.announcing && pol != nil && (g.Progress().Tricks > announceTricks || pol.mayAnnounce(g)) {
			return n
		}
		legal := g.LegalPlays() // empty outside the play phase
		if legal == 0 {
			return n
		}
		s, _ := g.ToMove()
		c := lowest(legal)
		if legal&(legal-1) != 0 {
			hand := g.Hand(s)
			c = l.Choose(trick.Choice{Hand: hand, Legal: legal, Others: live &^ hand,
				Spot: trick.Spot{Seat: uint8(s), Played: uint8(t.n), Left: uint8(size - 1 - t.n), Win: t.win}})
		}
		if g.Apply(variant.PlayMove(s, c)) != nil {
			return n // a legal card is never refused; kept for safety
		}
		n++
		live &^= card.Set(1) << (c & 63)
		t.add(c)
		if t.n >= size {
			t = laneTrick{}
		}
	}
}

// add notes c played to the trick.
func (t *laneTrick) add(c card.Card) {
	bit := card.Set(1) << (c & 63)
	if t.n == 0 {
		t.led = card.Set(0xffff) << (c & 0x30) // c's suit
		t.win = c
	} else if bit&t.led != 0 && c > t.win {
		t.win = c
	}
	t.cards |= bit
	t.n++
}

// highRank returns the card of s (not empty) of the highest rank, of the
// lowest suit on a tie: the highest rank of the four suits folded onto
// one, then the lowest card of that rank.
func highRank(s card.Set) card.Card {
	x := uint64(s)
	r := uint(bits.Len64((x|x>>16|x>>32|x>>48)&0xffff)-1) & 15
	return lowest(s & (perSuit << r))
}

// first returns the first card of the shedding order in s (not empty):
// the highest of its cards of the first run of the order that holds one.
func (l *lane) first(s card.Set) card.Card {
	for _, run := range l.runs[:l.nruns] {
		if x := s & run; x != 0 {
			return highest(x)
		}
	}
	return lowest(s)
}

// leadKey returns the lead rule's key (Choose) of suit u, field u of key with its lowest
// card's value added to the weight, times four plus u (the lowest suit
// wins a tie).
func (l *lane) leadKey(key, u uint64) uint64 {
	k := key >> (16 * u) & 0xffff
	return (k+uint64(l.value[(16*u+k&31)&63])<<5)<<2 | u
}

// perSuit is the lowest card of every suit: a set's bit 0 of each of its
// four 16-bit fields.
const perSuit = 0x0001_0001_0001_0001

// suitCounts returns the number of cards of each suit of x, in each
// suit's field (at most 16).
func suitCounts(x uint64) uint64 {
	x -= x >> 1 & 0x5555_5555_5555_5555
	x = x&0x3333_3333_3333_3333 + x>>2&0x3333_3333_3333_3333
	x = (x + x>>4) & 0x0f0f_0f0f_0f0f_0f0f
	return (x + x>>8) & 0x001f_001f_001f_001f
}

// suitZeros returns the top bit of each 16-bit field of x that is zero
// (a suit with no card), the fields' low bits summed below the top bit
// without a carry out of the field.
func suitZeros(x uint64) uint64 {
	const top, low = perSuit << 15, perSuit<<15 - perSuit // 0x8000 and 0x7fff a field
	return top &^ (x&low + low | x)
}

// highest and lowest return the highest and lowest card of s (not
// empty).
func highest(s card.Set) card.Card { return card.Card(63 - bits.LeadingZeros64(uint64(s))) }
func lowest(s card.Set) card.Card  { return card.Card(bits.TrailingZeros64(uint64(s))) }
