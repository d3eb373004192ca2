package player_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/variant"
)

// The Heuristic passes an unprotected Q♠ and the spades that would catch
// it in Black Maria (BM-R4: three cards to the right).
func ExampleHeuristic() {
	g, err := games.New(games.BlackMaria, 4, blackmaria.Options{}, rand.NewPCG(1, 2))
	if err != nil {
		panic(err)
	}
	mine := card.MustParseSet("QS 3S AS KS AH KH 2C 5C 9D 8D 4D 3D 2D")
	var d variant.Dealt
	d.Hands[0] = mine
	rest := card.Full52 &^ mine
	for i, c := range rest.Cards() {
		d.Hands[1+i%3] = d.Hands[1+i%3].Add(c)
	}
	if err := g.DealCards(d); err != nil {
		panic(err)
	}
	v, err := g.View(0)
	if err != nil {
		panic(err)
	}
	m, err := player.Heuristic{}.Choose(v, rand.New(rand.NewPCG(3, 4)))
	if err != nil {
		panic(err)
	}
	fmt.Println(m)
	// Output:
	// {"seat":0,"pass":["QS","KS","AS"]}
}

// Next lets each seat's player choose from its own View; the table
// applies the moves. Here four Heuristic players play a deal of Hearts.
func ExampleNext() {
	g, err := games.New(games.Hearts, 4, hearts.Options{}, rand.NewPCG(1, 2))
	if err != nil {
		panic(err)
	}
	var d variant.Dealt // deal the pack round the table in order
	for i, c := range card.Full52.Cards() {
		d.Hands[(1+i)%4] = d.Hands[(1+i)%4].Add(c)
	}
	if err := g.DealCards(d); err != nil {
		panic(err)
	}
	players := []player.Player{player.Heuristic{}, player.Heuristic{}, player.Heuristic{}, player.Heuristic{}}
	r := rand.New(rand.NewPCG(3, 4))
	for g.Phase() != variant.PhaseDealOver && g.Phase() != variant.PhaseMatchOver {
		m, err := player.Next(g, players, r)
		if err != nil {
			panic(err)
		}
		if err := g.Apply(m); err != nil {
			panic(err)
		}
	}
	res, _ := g.Result()
	fmt.Println(res.Points, res.Outcome)
	// Output:
	// [6 0 7 13] normal
}

// A Monte Carlo player takes a seat through Next, which gives it the game
// to sample the hidden cards from (it reads only the seat's View and
// Sample). Here an ISMCTS player with a budget of 200 playouts per
// decision plays a deal of Black Maria against three Heuristic players;
// with a playout budget (not a time budget) every decision is
// reproducible from the seeds.
func ExampleNewISMCTS() {
	g, err := games.New(games.BlackMaria, 4, blackmaria.Options{}, rand.NewPCG(1, 2))
	if err != nil {
		panic(err)
	}
	if err := g.Deal(); err != nil {
		panic(err)
	}
	players := []player.Player{player.NewISMCTS(player.Config{Playouts: 200}), player.Heuristic{}, player.Heuristic{}, player.Heuristic{}}
	r := rand.New(rand.NewPCG(3, 4))
	moves := 0
	for g.Phase() != variant.PhaseDealOver && g.Phase() != variant.PhaseMatchOver {
		m, err := player.Next(g, players, r)
		if err != nil {
			panic(err)
		}
		if err := g.Apply(m); err != nil {
			panic(err)
		}
		moves++
	}
	res, _ := g.Result()
	sum := 0
	for _, p := range res.Points {
		sum += p
	}
	fmt.Println(moves, "moves, all legal;", sum, "points dealt out")
	// Output:
	// 56 moves, all legal; 43 points dealt out
}

// Explain says why a move is sensible, from the seat's View alone, in
// English, German or Danish: here the Heuristic's pass of an unprotected
// Q♠ in Black Maria (BM-R4), where A♠ and K♠ carry points too.
func ExampleExplain() {
	g, err := games.New(games.BlackMaria, 4, blackmaria.Options{}, rand.NewPCG(1, 2))
	if err != nil {
		panic(err)
	}
	mine := card.MustParseSet("QS 3S AS KS AH KH 2C 5C 9D 8D 4D 3D 2D")
	var d variant.Dealt
	d.Hands[0] = mine
	for i, c := range (card.Full52 &^ mine).Cards() {
		d.Hands[1+i%3] = d.Hands[1+i%3].Add(c)
	}
	if err := g.DealCards(d); err != nil {
		panic(err)
	}
	v, err := g.View(0)
	if err != nil {
		panic(err)
	}
	m, err := player.Heuristic{}.Choose(v, rand.New(rand.NewPCG(3, 4)))
	if err != nil {
		panic(err)
	}
	why := player.Explain(v, m)
	fmt.Println(why.Text("en"))
	fmt.Println(why.Text("de"))
	// Output:
	// pass A♠ K♠ Q♠: it rids you of A♠ K♠ Q♠ (30 points); of your spades only 3♠ is left
	// A♠ K♠ D♠ weitergeben: so wirst du A♠ K♠ D♠ los (30 Punkte); von deinem Pik bleibt nur 3♠
}
