package card_test

import (
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/card"
)

// Sinks keep benchmark results live, so the compiler cannot drop the work.
var (
	sinkSet   card.Set
	sinkCard  card.Card
	sinkBool  bool
	sinkInt   int
	sinkBytes []byte
)

// benchSeed fixes the random hands of the benchmarks and of
// TestZeroAllocs; it is printed whenever those hands matter to a failure.
const benchSeed = 0xB1ACC0EE

// randomHands returns n random 13-card hands from the 52-card pack,
// reproducibly.
func randomHands(n int) []card.Set {
	r := rand.New(rand.NewPCG(benchSeed, 1))
	pack := card.Full52.Cards()
	out := make([]card.Set, n)
	for i := range out {
		r.Shuffle(len(pack), func(a, b int) { pack[a], pack[b] = pack[b], pack[a] })
		out[i] = card.Of(pack[:13]...)
	}
	return out
}

// madonnaPoints is the card-point table of MAD-R2 (each heart 1, Q♠ 8),
// indexed by Card.
var madonnaPoints = func() (t [64]int8) {
	for c := range card.HeartsSet.All() {
		t[c] = 1
	}
	t[card.QueenSpades] = 8
	return t
}()

func BenchmarkSetAdd(b *testing.B) {
	cards := card.Full52.Add(card.Joker).Cards()
	var s card.Set
	for b.Loop() {
		s = 0
		for _, c := range cards {
			s = s.Add(c)
		}
	}
	sinkSet = s
}

func BenchmarkSetHas(b *testing.B) {
	hands := randomHands(64)
	cards := card.Full52.Cards()
	n := 0
	for b.Loop() {
		for _, h := range hands {
			for _, c := range cards {
				if h.Has(c) {
					n++
				}
			}
		}
	}
	sinkInt = n
}

func BenchmarkSetOfSuit(b *testing.B) {
	hands := randomHands(64)
	var s card.Set
	for b.Loop() {
		for i, h := range hands {
			s ^= h.OfSuit(card.Suit(i % card.NumSuits))
		}
	}
	sinkSet = s
}

func BenchmarkSetOfSuitHighest(b *testing.B) {
	hands := randomHands(64)
	var acc card.Card
	for b.Loop() {
		for i, h := range hands {
			c, _ := h.OfSuit(card.Suit(i % card.NumSuits)).Highest()
			acc ^= c
		}
	}
	sinkCard = acc
}

func BenchmarkSetNth(b *testing.B) {
	hands := randomHands(64)
	var acc card.Card
	for b.Loop() {
		for i, h := range hands {
			c, _ := h.Nth(i % 13)
			acc ^= c
		}
	}
	sinkCard = acc
}

// BenchmarkPickerPick picks a uniformly random card of each of 64 hands
// from one generator, 16 bits of it a card.
func BenchmarkPickerPick(b *testing.B) {
	hands := randomHands(64)
	p := card.NewPicker(rand.NewPCG(benchSeed, 2))
	var acc card.Card
	for b.Loop() {
		for _, h := range hands {
			c, _ := p.Pick(h)
			acc ^= c
		}
	}
	sinkCard = acc
}

// BenchmarkIterateAll and BenchmarkIterateNext compare the two loops over
// a hand: the range-over-func iterator and the Next method.
func BenchmarkIterateAll(b *testing.B) {
	hands := randomHands(64)
	var acc card.Card
	for b.Loop() {
		for _, h := range hands {
			for c := range h.All() {
				acc ^= c
			}
		}
	}
	sinkCard = acc
}

func BenchmarkIterateNext(b *testing.B) {
	hands := randomHands(64)
	var acc card.Card
	for b.Loop() {
		for _, h := range hands {
			for c, ok := h.Next(); ok; c, ok = h.Next() {
				acc ^= c
			}
		}
	}
	sinkCard = acc
}

// BenchmarkPointsTable sums MAD-R2 card points card by card through a
// table, as a scorer with arbitrary values would.
func BenchmarkPointsTable(b *testing.B) {
	hands := randomHands(64)
	n := 0
	for b.Loop() {
		for _, h := range hands {
			for c := range h.All() {
				n += int(madonnaPoints[c])
			}
		}
	}
	sinkInt = n
}

// BenchmarkPointsBits sums the same points with set operations only.
func BenchmarkPointsBits(b *testing.B) {
	hands := randomHands(64)
	n := 0
	for b.Loop() {
		for _, h := range hands {
			n += (h & card.HeartsSet).Len()
			if h.Has(card.QueenSpades) {
				n += 8
			}
		}
	}
	sinkInt = n
}

func BenchmarkCardAppendText(b *testing.B) {
	cards := card.Full52.Add(card.Joker).Cards()
	buf := make([]byte, 0, 8*len(cards))
	for b.Loop() {
		buf = buf[:0]
		for _, c := range cards {
			buf, _ = c.AppendText(buf)
		}
	}
	sinkBytes = buf
}

func BenchmarkParse(b *testing.B) {
	texts := []string{"10H", "QS", "q♠", "7c", "Joker"}
	var acc card.Card
	for b.Loop() {
		for _, s := range texts {
			c, _ := card.Parse(s)
			acc ^= c
		}
	}
	sinkCard = acc
}

// TestZeroAllocs asserts that the hot-path operations never allocate, in
// the way net/netip tests its Addr methods.
func TestZeroAllocs(t *testing.T) {
	hands := randomHands(8)
	cards := card.Full52.Add(card.Joker).Cards()
	buf := make([]byte, 0, 8*len(cards))
	tests := []struct {
		name string
		f    func()
	}{
		{"Has", func() {
			for _, c := range cards {
				sinkBool = hands[0].Has(c)
			}
		}},
		{"Add", func() {
			s := card.Empty
			for _, c := range cards {
				s = s.Add(c)
			}
			sinkSet = s
		}},
		{"OfSuit", func() {
			for u := card.Clubs; u <= card.Spades; u++ {
				sinkSet = hands[1].OfSuit(u)
				sinkBool = hands[1].HasSuit(u)
			}
		}},
		{"OfSuit.Highest", func() {
			for u := card.Clubs; u <= card.Spades; u++ {
				sinkCard, sinkBool = hands[2].OfSuit(u).Highest()
				sinkCard, sinkBool = hands[2].OfSuit(u).Lowest()
			}
		}},
		{"Nth", func() {
			for i := range 13 {
				sinkCard, _ = hands[3].Nth(i)
				sinkInt, _ = hands[3].Index(sinkCard)
			}
		}},
		{"Picker.Pick", func() {
			p := card.NewPicker(rand.NewPCG(benchSeed, 3))
			for range 13 {
				sinkCard, sinkBool = p.Pick(hands[3])
			}
		}},
		{"All", func() {
			for c := range hands[4].All() {
				sinkCard = c
			}
		}},
		{"Next", func() {
			s := hands[5]
			for c, ok := s.Next(); ok; c, ok = s.Next() {
				sinkCard = c
			}
		}},
		{"Card.AppendText", func() {
			b := buf[:0]
			for _, c := range cards {
				b, _ = c.AppendText(b)
			}
			sinkBytes = b
		}},
		{"Set.AppendText", func() {
			sinkBytes, _ = hands[6].AppendText(buf[:0])
		}},
		{"Parse", func() {
			sinkCard, _ = card.Parse("10H")
			sinkCard, _ = card.Parse(" q♠ ")
		}},
		{"ParseSet", func() {
			sinkSet, _ = card.ParseSet("QS, 10h 7♣ Joker")
		}},
		{"AppendCards", func() {
			dst := make([]card.Card, 0, 64)
			sinkInt = len(hands[7].AppendCards(dst))
		}},
	}
	for _, tt := range tests {
		if got := testing.AllocsPerRun(100, tt.f); got != 0 {
			t.Errorf("%s: %v allocations per run; want 0 (hands from seed %#x)", tt.name, got, benchSeed)
		}
	}
}
