package card_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
)

func ExampleParse() {
	for _, s := range []string{"10H", "q♠", " th ", "Joker", "11D"} {
		c, err := card.Parse(s)
		if err != nil {
			fmt.Println(errors.Is(err, card.ErrSyntax), err)
			continue
		}
		fmt.Println(c, c.Name("en"))
	}
	// Output:
	// 10H ten of hearts
	// QS queen of spades
	// 10H ten of hearts
	// Joker joker
	// true card: cannot parse "11D": not a card (unknown rank)
}

func ExampleCard_Name_german() {
	for _, c := range []card.Card{card.QueenSpades, card.SevenHearts, card.JackClubs, card.AceDiamonds} {
		fmt.Printf("%v = %s\n", c, c.Name("de"))
	}
	// Output:
	// QS = Pik Dame
	// 7H = Herz Sieben
	// JC = Kreuz Bube
	// AD = Karo Ass
}

func ExampleCard_Name_danish() {
	for _, c := range []card.Card{card.QueenSpades, card.SevenHearts, card.JackClubs, card.AceDiamonds} {
		fmt.Printf("%v = %s\n", c, c.Name("da"))
	}
	// Output:
	// QS = spar dame
	// 7H = hjerter syv
	// JC = klør knægt
	// AD = ruder es
}

func ExampleParseSet() {
	hand, err := card.ParseSet("QS, 10h 7♣ KH")
	if err != nil {
		panic(err)
	}
	fmt.Println(hand, hand.Len())
	b, _ := json.Marshal(hand)
	fmt.Println(string(b))

	_, err = card.ParseSet("QS qs")
	fmt.Println(err)
	// Output:
	// 7C 10H KH QS 4
	// ["7C","10H","KH","QS"]
	// card: cannot parse "qs": not a card (card repeated)
}

// Following suit (TT-2): a player who holds the led suit must play one of
// those cards; otherwise any card.
func ExampleSet_OfSuit() {
	hand := card.MustParseSet("7C 10C AC 7H KH QS AS")
	led := card.Hearts
	legal := hand
	if hand.HasSuit(led) {
		legal = hand.OfSuit(led)
	}
	fmt.Println("legal:", legal)
	hi, _ := hand.OfSuit(card.Clubs).Highest()
	lo, _ := hand.OfSuit(card.Spades).Lowest()
	fmt.Println("highest club:", hi, "lowest spade:", lo)
	fmt.Println("no diamonds:", !hand.HasSuit(card.Diamonds))
	// Output:
	// legal: 7H KH
	// highest club: AC lowest spade: QS
	// no diamonds: true
}

func ExampleSet_Minus() {
	hand := card.MustParseSet("7C 10H QS AS")
	trick := card.Of(card.QueenSpades, card.KingSpades)
	fmt.Println("played:", hand&trick)
	fmt.Println("left:", hand.Minus(trick))
	fmt.Println("all:", hand.Union(trick))
	// Output:
	// played: QS
	// left: 7C 10H AS
	// all: 7C 10H QS KS AS
}

// Card points of Schwarze Madonna (MAD-R2): each heart 1, the Q♠ 8.
func ExampleSet_All() {
	taken := card.MustParseSet("AC QS 7H 9H KD")
	points := 0
	for c := range taken.All() {
		switch {
		case c == card.QueenSpades:
			points += 8
		case c.Suit() == card.Hearts:
			points++
		}
	}
	fmt.Println(points)
	// Output: 10
}

// Next empties a copy of the set, lowest card first, without allocating.
func ExampleSet_Next() {
	s := card.MustParseSet("QS 7C 10H")
	for c, ok := s.Next(); ok; c, ok = s.Next() {
		fmt.Print(c, " ")
	}
	fmt.Println(s.IsEmpty())
	// Output: 7C 10H QS true
}

func ExampleSet_Nth() {
	hand := card.MustParseSet("7C 10H QS")
	c, _ := hand.Nth(1)
	i, _ := hand.Index(card.QueenSpades)
	fmt.Println(c, i)
	// Output: 10H 2
}

// A bot's loop picks card after card from one generator: a Picker draws
// 16 bits of it per card, four cards per step of the generator.
func ExamplePicker() {
	p := card.NewPicker(rand.NewPCG(1, 2))
	hand := card.MustParseSet("2C 7C 10H QS AS")
	for !hand.IsEmpty() {
		c, _ := p.Pick(hand)
		fmt.Print(c, " ")
		hand = hand.Remove(c)
	}
	_, ok := p.Pick(hand)
	fmt.Println(ok)
	// Output: AS 7C 10H QS 2C false
}

func ExampleCard_Face() {
	for _, lang := range []string{"en", "de", "da"} {
		fmt.Println(card.QueenSpades.Face(lang), card.MustParse("JH").Face(lang), card.MustParse("AD").Face(lang), card.MustParse("10C").Face(lang))
	}
	// Output:
	// Q♠ J♥ A♦ 10♣
	// D♠ B♥ A♦ 10♣
	// D♠ Kn♥ E♦ 10♣
}
