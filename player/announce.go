package player

import "github.com/blackqueen/rules/card"

// jungfrauSlack is how many outstanding lower cards of a suit beyond the
// seat's own lower cards a card may have and still count as one the seat
// can duck (see safeJungfrau): none at three or four seats, one from five
// seats on, where every other seat holds fewer cards and more of them play
// after the seat in each trick.
func (k *knowledge) jungfrauSlack() int {
	if k.active.Len() >= 5 {
		return 1
	}
	return 0
}

// safeJungfrau reports whether the hand can lose every trick (MAD-R14,
// SAU-O2): in each suit, the i-th lowest card held (counting from 0) has
// at most i+k.jungfrauSlack() cards below it that other seats may hold, so
// whenever the suit is led the seat has a card low enough to duck; and
// when the seat is to lead, its lowest lead can be beaten.
func (k *knowledge) safeJungfrau() bool {
	if k.hand.IsEmpty() || !k.canDuckCurrent() {
		return false
	}
	for u := card.Clubs; u < card.NoSuit; u++ {
		i := 0
		for c := range k.hand.OfSuit(u).All() {
			if (k.out & below(c)).Len() > i+k.jungfrauSlack() {
				return false
			}
			if (k.out & above(c)).IsEmpty() {
				return false // nobody can beat it
			}
			i++
		}
	}
	if k.toAct == k.me && k.ncur == 0 {
		// On lead: some card must be sure to be beaten.
		ok := false
		for c := range k.hand.All() {
			if (k.out & below(c)).IsEmpty() && !(k.out & above(c)).IsEmpty() {
				ok = true
			}
		}
		return ok
	}
	return true
}

// canDuckCurrent reports whether the seat can stay out of the trick on
// the table: it is not winning it, and when it is still to play, it is
// void in the led suit or holds a card of it below the winning card.
func (k *knowledge) canDuckCurrent() bool {
	if k.ncur == 0 {
		return true
	}
	if k.winner == k.me {
		return false
	}
	if k.toAct == k.me {
		led := k.hand.OfSuit(k.led)
		return led.IsEmpty() || !(led & below(k.win)).IsEmpty()
	}
	return true
}

// sureDurchmarsch reports whether the hand cannot lose a trick (MAD-R15,
// SAU-O4): in every suit the seat either holds only cards above every
// outstanding card, or at least as many such top cards as there are
// outstanding cards (leading them exhausts the others); and when another
// seat is to lead, the seat holds a top card of every suit still out.
// It is judged only between tricks.
func (k *knowledge) sureDurchmarsch() bool { return k.durchmarschOdds(true) == 1 }

// Announcing on the odds. A sure hand (safeJungfrau, sureDurchmarsch) is
// rare; the heuristic also announces when the chance that the
// announcement comes true beats what the game's scores ask for. Rewards
// are taken relative to the other seats (what wins a match): at four
// seats a Madonna Jungfrau that comes true unannounced already doubles
// the others' points (MAD-R24), announced it triples them, and lost it
// costs 48 (MAD-R22), so announcing pays only from about 0.9; in Sau an
// announced Jungfrau gives every other seat 15 and a lost one costs the
// announcer 15 (SAU-O2), which pays from about 0.65. The Jungfrau odds
// are set above those break-even points (0.93 and 0.85) because a lost
// announcement also costs the announcer's own points: in four-seat
// duplicate matches of the Heuristic against itself announcing only sure
// hands, these odds keep both the points per deal and the share of deals
// won at least level. An announced Durchmarsch multiplies what the others
// pay by four in Madonna (16 -> 64, MAD-R23) and by two in Sau (SAU-O4)
// against a loss of 64 or 30: about 0.65 where an unannounced one scores
// too (MAD-R15, SAU-O3), and about 0.4 where it does not (Sau without the
// durchmarsch option, where taking every trick unannounced costs the
// sweeper all 15 card points).
const (
	silentJungfrauOdds    = 0.93 // Madonna: a Jungfrau scores unannounced too (CardValues.SilentNoTrick)
	announcedJungfrauOdds = 0.85 // Sau: only an announced Jungfrau scores
	durchmarschOdds       = 0.65
	lateDurchmarschOdds   = 0.4
)

// jungfrauExcess measures how far the hand is from one that can duck
// every trick: over every card held, the outstanding lower cards of its
// suit beyond the seat's own lower cards and k.jungfrauSlack() (0 for a
// hand safeJungfrau accepts, as far as the suits go). Each unit is a
// card that another seat could lead or play under ours when we have
// nothing lower left. A card that no outstanding card can beat, in a
// suit the others still hold, counts 2 more: it wins whenever it must
// follow suit, so it has to be discarded in time.
func (k *knowledge) jungfrauExcess() int {
	sum := 0
	slack := k.jungfrauSlack()
	for u := card.Clubs; u < card.NoSuit; u++ {
		i := 0
		for c := range k.hand.OfSuit(u).All() {
			if e := (k.out & below(c)).Len() - i - slack; e > 0 {
				sum += e
			}
			if (k.out & above(c)).IsEmpty() && !k.out.OfSuit(u).IsEmpty() {
				sum += 2
			}
			i++
		}
	}
	return sum
}

// jungfrauChance estimates the chance that the hand takes no trick once
// Jungfrau is announced, from its jungfrauExcess and the number of other
// seats, between tricks (during a trick the cards on the table may
// already be ones the seat must overtake; it is 0 then). The figures are
// the share of announced Jungfrau that came true in Heuristic-played
// Schwarze Madonna deals at three to six seats (9,000 hands at three
// seats, 32,000 to 48,000 at four to six, every hand forced to announce
// when the window opened), rounded down; four-seat Schwarze Sau gave
// about the same figures.
func (k *knowledge) jungfrauChance() float64 {
	if k.hand.IsEmpty() || k.ncur != 0 {
		return 0
	}
	if k.toAct == k.me {
		// On lead: some card must be sure to be beaten.
		ok := false
		for c := range k.hand.All() {
			if (k.out & below(c)).IsEmpty() && !(k.out & above(c)).IsEmpty() {
				ok = true
			}
		}
		if !ok {
			return 0
		}
	}
	e := k.jungfrauExcess()
	var chance []float64
	switch k.others.Len() {
	case 2:
		chance = []float64{1, 0.83, 0.67, 0.65, 0.45, 0.35, 0.3}
	case 3:
		chance = []float64{1, 0.97, 0.93, 0.91, 0.87, 0.8, 0.72, 0.6, 0.57}
	case 4:
		chance = []float64{0.96, 0.88, 0.86, 0.73, 0.66, 0.58, 0.53, 0.44, 0.41}
	default:
		chance = []float64{0.98, 0.95, 0.92, 0.83, 0.78, 0.71, 0.65, 0.59, 0.51}
	}
	if e < len(chance) {
		return chance[e]
	}
	return 0
}

// wantJungfrau reports whether the heuristic announces Jungfrau (MAD-R17,
// SAU-O2): a sure hand, or one whose jungfrauChance reaches the game's
// odds.
func (k *knowledge) wantJungfrau() bool {
	if k.safeJungfrau() {
		return true
	}
	need := announcedJungfrauOdds
	if k.silentJungfrau {
		need = silentJungfrauOdds
	}
	return k.jungfrauChance() >= need
}

// durchmarschChance estimates the chance that the hand takes every trick
// once Durchmarsch is announced (MAD-R15, SAU-O4), between tricks: 0
// unless the seat holds a card above every outstanding one in each suit
// the others hold (else, when void in it while another seat leads, it
// cannot win that trick); 1 for a hand sureDurchmarsch accepts. A suit
// whose top cards held do not outnumber the outstanding cards is won
// only if no other seat holds more of it than those top cards, which
// leading them draws out: the chance of that split of the outstanding
// cards among the other hands (hypergeometric), multiplied over such
// suits.
func (k *knowledge) durchmarschChance() float64 { return k.durchmarschOdds(false) }

// durchmarschOdds is durchmarschChance, or with sure the chance of a hand
// that cannot lose a trick: 1 for a hand sureDurchmarsch accepts, else 0.
func (k *knowledge) durchmarschOdds(sure bool) float64 {
	if k.ncur != 0 || k.hand.IsEmpty() {
		return 0
	}
	onLead := k.toAct == k.me
	opp := k.others.Len()
	p := 1.0
	for u := card.Clubs; u < card.NoSuit; u++ {
		outU := k.out.OfSuit(u)
		mine := k.hand.OfSuit(u)
		if outU.IsEmpty() {
			continue
		}
		if mine.IsEmpty() {
			if !onLead {
				return 0
			}
			continue
		}
		top, _ := outU.Highest()
		masters := (mine & above(top)).Len()
		if masters == 0 {
			return 0
		}
		if masters < mine.Len() && masters < outU.Len() {
			if sure || opp == 0 {
				return 0
			}
			size := (k.out.Len() + opp - 1) / opp // cards in each other hand, about
			p *= splitAtMost(outU.Len(), masters, opp, size)
		}
	}
	return p
}

// maxSuitCards is the most cards a suit has.
const maxSuitCards = 13

// splitAtMost returns the chance that, when n cards of a suit lie at
// random among opp hands of size cards each, no hand holds more than m
// of them: the ways to place them with at most m in each hand over all
// ways, C(size,c1)·…·C(size,c_opp) summed over c1+…+c_opp = n with every
// c ≤ m, over C(opp·size, n).
func splitAtMost(n, m, opp, size int) float64 {
	if n > opp*size || n > maxSuitCards {
		return 0
	}
	var ways [maxSuitCards + 1]float64 // ways[j]: j cards placed in the hands so far
	ways[0] = 1
	for h := 0; h < opp; h++ {
		var next [maxSuitCards + 1]float64
		for j := 0; j <= n; j++ {
			if ways[j] == 0 {
				continue
			}
			for c := 0; c <= m && c <= size && j+c <= n; c++ {
				next[j+c] += ways[j] * binomial(size, c)
			}
		}
		ways = next
	}
	return ways[n] / binomial(opp*size, n)
}

// binomial returns n choose k.
func binomial(n, k int) float64 {
	if k < 0 || k > n {
		return 0
	}
	r := 1.0
	for i := 0; i < k; i++ {
		r = r * float64(n-i) / float64(i+1)
	}
	return r
}

// wantDurchmarsch reports whether the heuristic announces Durchmarsch
// (MAD-R17, SAU-O4): a sure hand, or one whose durchmarschChance reaches
// the odds of the game (lower where an unannounced Durchmarsch scores
// nothing).
func (k *knowledge) wantDurchmarsch() bool {
	if k.sureDurchmarsch() {
		return true
	}
	need := durchmarschOdds
	if !k.silentDurch {
		need = lateDurchmarschOdds
	}
	return k.durchmarschChance() >= need
}
