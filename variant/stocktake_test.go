package variant_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// newSauAtStock deals a three-seat Sau deal with the stock exchange (and
// Schieben when push is true) and returns it with the seat at the stock.
func newSauAtStock(t *testing.T, push bool) (*variant.TrickGame, int) {
	t.Helper()
	o := sau.Options{StockExchange: true, Schieben: push}
	g, err := games.NewTrickGame(games.SchwarzeSau, 3, o, rand.NewPCG(7, 8))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	tu := g.Turn()
	if tu.Phase != variant.PhaseStock {
		t.Fatalf("phase %v; want the stock phase (SAU-O5)", tu.Phase)
	}
	return g, tu.Seat
}

// TestPushDecidedUnseen: under Schieben the seat at the stock
// decides to push before it sees the stock; its view shows a Take turn
// and no stock card, and once it has taken the stock it may not push.
func TestPushDecidedUnseen(t *testing.T) { t.Run("SAU-O6", testPushDecidedUnseen) }

func testPushDecidedUnseen(t *testing.T) {
	g, s := newSauAtStock(t, true)
	stock := g.Stock()
	for x := 0; x < 3; x++ {
		v, err := g.View(x)
		if err != nil {
			t.Fatal(err)
		}
		if v.StockTaken&stock != 0 || v.Hand&stock != 0 {
			t.Errorf("seat %d sees the stock %v before it is taken (SAU-O6, TT-6)", x, stock)
		}
		if x == s {
			if v.Turn == nil || v.Turn.Kind != variant.Take || !v.Turn.CanPush || v.Turn.Cards != 0 {
				t.Fatalf("seat %d's turn = %+v; want a Take turn that may push and shows no card", x, v.Turn)
			}
		}
	}
	// Game.Turn sees every card: it offers the Stock move (which takes
	// and puts back at once) over hand and stock, and the push.
	if tu := g.Turn(); tu.Seat != s || tu.Kind != variant.Stock || !tu.CanPush || !tu.Cards.ContainsAll(stock) {
		t.Errorf("Game.Turn before the take = %+v; want seat %d's Stock turn over hand and stock, with push", tu, s)
	}
	if err := g.Apply(variant.TakeMove(s)); err != nil {
		t.Fatalf("take: %v", err)
	}
	v, _ := g.View(s)
	if v.StockTaken != stock {
		t.Errorf("after the take the view shows stock %v; want %v", v.StockTaken, stock)
	}
	if v.Turn == nil || v.Turn.Kind != variant.Stock || v.Turn.CanPush || !v.Turn.Cards.ContainsAll(stock) {
		t.Errorf("after the take the turn is %+v; want a Stock turn over hand and stock, without push", v.Turn)
	}
	before := *g
	for _, m := range []variant.Move{variant.PushMove(s), variant.TakeMove(s)} {
		err := g.Apply(m)
		if !errors.Is(err, rule.WrongPhase) {
			t.Errorf("%v after the take: %v; want wrong-phase (SAU-O6)", m, err)
		}
		if *g != before {
			t.Errorf("%v after the take changed the game", m)
		}
	}
	if err := g.Apply(variant.StockMove(s, stock)); err != nil {
		t.Errorf("putting back the two cards taken: %v", err)
	}
}

// TestStockMoveAloneTakesAndPutsBack: a record's stock action is a
// take and a put-back at once, and a push before any take is legal.
func TestStockMoveAloneTakesAndPutsBack(t *testing.T) {
	t.Run("SAU-O5", testStockMoveAloneTakesAndPutsBack)
}

func testStockMoveAloneTakesAndPutsBack(t *testing.T) {
	g, s := newSauAtStock(t, true)
	if err := g.Apply(variant.StockMove(s, g.Stock())); err != nil {
		t.Fatalf("stock without a take: %v", err)
	}
	next := g.Turn().Seat
	if next == s {
		t.Fatalf("the stock did not move on")
	}
	if err := g.Apply(variant.PushMove(next)); err != nil {
		t.Errorf("push before taking: %v", err)
	}
}

// TestStockTakenWithoutSchieben: without Schieben the seat at the
// stock takes it up ("kann aufnehmen") before it sees it; it may not
// push; the others never see it.
func TestStockTakenWithoutSchieben(t *testing.T) { t.Run("SAU-O5", testStockTakenWithoutSchieben) }

func testStockTakenWithoutSchieben(t *testing.T) {
	g, s := newSauAtStock(t, false)
	stock := g.Stock()
	v, _ := g.View(s)
	if v.StockTaken != 0 || v.Turn == nil || v.Turn.Kind != variant.Take || v.Turn.CanPush {
		t.Fatalf("seat %d at the stock: StockTaken %v, turn %+v; want a Take turn without push and no stock shown", s, v.StockTaken, v.Turn)
	}
	if err := g.Apply(variant.TakeMove(s)); err != nil {
		t.Fatal(err)
	}
	for x := 0; x < 3; x++ {
		v, _ := g.View(x)
		switch {
		case x == s && (v.StockTaken != stock || v.Turn == nil || v.Turn.Kind != variant.Stock):
			t.Errorf("seat %d after the take: StockTaken %v, turn %+v; want the stock %v and a Stock turn", x, v.StockTaken, v.Turn, stock)
		case x != s && v.StockTaken&stock != 0:
			t.Errorf("seat %d sees the stock at another seat's turn (TT-6)", x)
		}
	}
}

// TestTakeElsewhere: a take outside a stock phase or game.
func TestTakeElsewhere(t *testing.T) {
	g, err := games.NewTrickGame(games.Hearts, 4, nil, rand.NewPCG(1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	if err := g.Apply(variant.TakeMove(g.Turn().Seat)); !errors.Is(err, rule.WrongPhase) {
		t.Errorf("take in Hearts: %v; want wrong-phase", err)
	}
	mad, err := games.NewTrickGame(games.SchwarzeMadonna, 3, nil, rand.NewPCG(1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if err := mad.Deal(); err != nil {
		t.Fatal(err)
	}
	if mad.Phase() == variant.PhaseStock {
		if err := mad.Apply(variant.TakeMove(mad.Turn().Seat)); !errors.Is(err, rule.WrongPhase) {
			t.Errorf("take in Madonna: %v; want wrong-phase (MAD-R5: the stock is picked up with the exchange)", err)
		}
	}
	sau, err := games.NewTrickGame(games.SchwarzeSau, 3, nil, rand.NewPCG(1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if err := sau.Deal(); err != nil {
		t.Fatal(err)
	}
	if err := sau.Apply(variant.TakeMove(0)); !errors.Is(err, rule.OptionOff) {
		t.Errorf("take in Sau without stock-exchange: %v; want option-off (SAU-O5)", err)
	}
}

func TestTakeMoveJSON(t *testing.T) {
	m := variant.TakeMove(2)
	b, err := m.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != `{"seat":2,"take":true}` {
		t.Errorf("take encodes as %s", b)
	}
	var back variant.Move
	if err := back.UnmarshalJSON(b); err != nil || back != m {
		t.Errorf("take decodes as %+v, %v; want %+v", back, err, m)
	}
}

// TestRandomStockMove: the random stock move is legal, uniform over the
// legal moves (every put-back and the push), and allocates nothing
// (MAD-R7, MAD-A13, SAU-O6).
func TestRandomStockMove(t *testing.T) {
	for _, tc := range []struct {
		id games.ID
		o  variant.Options
	}{
		{games.SchwarzeMadonna, madonna.Options{MustChangeStock: true}},
		{games.SchwarzeSau, sau.Options{StockExchange: true, Schieben: true}},
	} {
		const seed = 21
		g, err := games.NewTrickGame(tc.id, 3, tc.o, rand.NewPCG(seed, 3))
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		if g.Phase() != variant.PhaseStock {
			t.Fatalf("%v: not in the stock phase", tc.id)
		}
		legal := g.LegalMoves(nil)
		seen := map[string]int{}
		r := rand.New(rand.NewPCG(seed, 4))
		const draws = 200 * 67
		for i := 0; i < draws; i++ {
			m, ok := g.RandomMove(r)
			if !ok {
				t.Fatalf("%v: no random move", tc.id)
			}
			c := *g
			if err := c.Apply(m); err != nil {
				t.Fatalf("%v seed %d: random move %v is illegal: %v", tc.id, seed, m, err)
			}
			seen[m.String()]++
		}
		if len(seen) != len(legal) {
			t.Errorf("%v: random moves reached %d of the %d legal moves", tc.id, len(seen), len(legal))
		}
		// Each legal move is expected draws/len(legal) times; with about
		// 200 expected, a count outside ±50% is a >6-sigma event.
		want := float64(draws) / float64(len(legal))
		for _, m := range legal {
			if got := float64(seen[m.String()]); got < want/2 || got > want*1.5 {
				t.Errorf("%v seed %d: %v drawn %v times; want about %.0f", tc.id, seed, m, got, want)
			}
		}
		if a := testing.AllocsPerRun(100, func() { g.RandomMove(r) }); a != 0 {
			t.Errorf("%v: RandomMove in the stock phase allocates %v times", tc.id, a)
		}
	}
}
