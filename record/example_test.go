package record_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/variant"
)

// The referee on the Schwarze Madonna record of docs/records.md: legal so far,
// seat 2 is to play to trick 2 and, void in clubs, may play any of its
// nine cards (TT-2); then the same record with seat 1 leading KD and seat
// 2 answering 9S, which breaks follow suit.
func Example() {
	v := record.Referee([]byte(recordsExample))
	fmt.Println("exit", v.Exit(), "next seat", v.Next.Seat, "phase", v.Next.Phase, "choices", len(v.Next.Legal))
	fmt.Println("trick 1:", v.Deals[0].Tricks[0].Cards, "won by seat", *v.Deals[0].Tricks[0].Winner)

	bad := strings.Replace(recordsExample, `{"seat": 1, "play": "KC"}`, `{"seat": 1, "play": "KD"}, {"seat": 2, "play": "9S"}`, 1)
	v = record.Referee([]byte(bad))
	e := v.Error
	fmt.Println("exit", v.Exit(), "deal", *e.Deal, "action", *e.Action, "seat", *e.Seat, e.Rule)
	fmt.Println(e.EN)
	fmt.Println(e.DE)
	// Output:
	// exit 0 next seat 2 phase play choices 9
	// trick 1: [AC QS 7H] won by seat 1
	// exit 1 deal 0 action 8 seat 2 follow-suit
	// Seat 2 must follow diamonds and holds 9♦, 10♦.
	// Platz 2 muss Karo bedienen und hat 9♦, 10♦.
}

// A Recorder writes the record of a game as it is played: here the first
// deal of a Hearts match (pass to the left, SH-R3) up to the end of trick
// 1, led with the 2C by the seat that holds it after the pass (SH-R4).
func ExampleRecorder() {
	g, err := games.New(games.Hearts, 4, hearts.Options{FirstDealer: 2}, nil)
	if err != nil {
		panic(err)
	}
	rec, err := record.NewRecorder(g)
	if err != nil {
		panic(err)
	}
	d := variant.Dealt{Dealer: 2}
	for s, h := range []string{
		"QD 3D JD KH QS 5H 5S 10S 7C 9S QC AC 8D",
		"5C JH 9H 10C KC 2C 5D 7S 4H 4D 8S 3S 3H",
		"9C 2D 4C 6S 2S QH 6D AH JS 10H 8C 6C 6H",
		"4S 3C 10D AD 2H 8H KS 7H AS KD 7D JC 9D",
	} {
		d.Hands[s] = card.MustParseSet(h)
	}
	if err := rec.DealCards(d); err != nil {
		panic(err)
	}
	for _, m := range []variant.Move{
		variant.PassMove(0, card.MustParseSet("5H KH QS")),
		variant.PassMove(1, card.MustParseSet("4H 9H JH")),
		variant.PassMove(2, card.MustParseSet("10H QH AH")),
		variant.PassMove(3, card.MustParseSet("8H KS AS")),
		variant.PlayMove(1, card.TwoClubs),
		variant.PlayMove(2, card.FourClubs),
		variant.PlayMove(3, card.ThreeClubs),
		variant.PlayMove(0, card.SevenClubs),
	} {
		if err := rec.Apply(m); err != nil {
			panic(err)
		}
	}
	if err := record.Encode(os.Stdout, rec.Record()); err != nil {
		panic(err)
	}
	v := record.Judge(rec.Record())
	fmt.Println("exit", v.Exit(), "- seat", v.Next.Seat, "leads trick 2")
	// Output:
	// {
	//   "game": "hearts",
	//   "seats": 4,
	//   "options": {},
	//   "deals": [
	//     {
	//       "dealer": 2,
	//       "hands": [
	//         ["7C", "QC", "AC", "3D", "8D", "JD", "QD", "5H", "KH", "5S", "9S", "10S", "QS"],
	//         ["2C", "5C", "10C", "KC", "4D", "5D", "3H", "4H", "9H", "JH", "3S", "7S", "8S"],
	//         ["4C", "6C", "8C", "9C", "2D", "6D", "6H", "10H", "QH", "AH", "2S", "6S", "JS"],
	//         ["3C", "JC", "7D", "9D", "10D", "KD", "AD", "2H", "7H", "8H", "4S", "KS", "AS"]
	//       ],
	//       "actions": [
	//         {"seat": 0, "pass": ["5H", "KH", "QS"]},
	//         {"seat": 1, "pass": ["4H", "9H", "JH"]},
	//         {"seat": 2, "pass": ["10H", "QH", "AH"]},
	//         {"seat": 3, "pass": ["8H", "KS", "AS"]},
	//         {"seat": 1, "play": "2C"},
	//         {"seat": 2, "play": "4C"},
	//         {"seat": 3, "play": "3C"},
	//         {"seat": 0, "play": "7C"}
	//       ]
	//     }
	//   ]
	// }
	// exit 0 - seat 0 leads trick 2
}
