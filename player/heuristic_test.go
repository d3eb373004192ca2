package player

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/variant"
	"github.com/google/go-cmp/cmp"
)

// play is one card on the table: who played what.
type play struct {
	seat int
	card string
}

// seatAt is one seat, me, at a table of game id with n seats.
type seatAt struct {
	id    games.ID
	n, me int
}

// playView builds the View of seat at.me, to play in a trick-taking game
// of at.n seats: its hand, the completed tricks and the trick on the
// table. The legal cards follow TT-2 (follow suit, otherwise anything).
func playView(at seatAt, hand string, tricks [][]play, cur ...play) variant.View {
	id, n, me := at.id, at.n, at.me
	v := variant.View{
		Game: id.String(), Seats: n, Seat: me, Phase: variant.PhasePlay, Dealer: 0,
		Hand: card.MustParseSet(hand), HandSizes: make([]int, n), ToAct: me,
		PassTo: -1, ReceivedFrom: -1, Sweep: -1, DrawFrom: -1,
		TricksWon: make([]int, n), Totals: make([]int, n),
		Current: variant.TrickRecord{Leader: -1, Winner: -1},
	}
	for s := 0; s < n; s++ {
		v.Active = append(v.Active, s)
	}
	record := func(ps []play) variant.TrickRecord {
		t := variant.TrickRecord{Leader: -1, Winner: -1}
		for i, p := range ps {
			if i == 0 {
				t.Leader = p.seat
			}
			t.Cards = append(t.Cards, card.MustParse(p.card))
			t.Seats = append(t.Seats, p.seat)
		}
		return t
	}
	for _, tr := range tricks {
		t := record(tr)
		best := 0
		for i, c := range t.Cards {
			if c.Suit() == t.Cards[0].Suit() && c > t.Cards[best] {
				best = i
			}
		}
		t.Winner = t.Seats[best]
		v.TricksWon[t.Winner]++
		v.Tricks = append(v.Tricks, t)
	}
	v.Current = record(cur)
	legal := v.Hand
	if len(cur) > 0 && v.Hand.HasSuit(v.Current.Cards[0].Suit()) {
		legal = v.Hand.OfSuit(v.Current.Cards[0].Suit())
	}
	v.Turn = &variant.Turn{Seat: me, Phase: variant.PhasePlay, Kind: variant.Play, Cards: legal, Count: 1, From: -1}
	return v
}

// choose returns the Heuristic's move from v.
func choose(t *testing.T, v variant.View) variant.Move {
	t.Helper()
	m, err := Heuristic{}.Choose(v, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestHeuristicPlays checks the Heuristic's card play in positions where
// the right card is clear.
func TestHeuristicPlays(t *testing.T) {
	for _, tc := range []struct {
		name string
		v    variant.View
		want string
	}{
		{
			// BM-R6/BM-R7: void in the led suit, the Q♠ (13) goes first.
			name: "void: drop the black queen",
			v:    playView(seatAt{games.BlackMaria, 4, 3}, "QS AH 2C 9C", nil, play{0, "5D"}, play{1, "KD"}, play{2, "3D"}),
			want: "QS",
		},
		{
			// TT-3: the highest card under the winning card cannot win.
			name: "duck with the highest card under the winner",
			v:    playView(seatAt{games.Hearts, 4, 2}, "AH 9H 3H 2C", [][]play{{{0, "2C"}, {1, "3C"}, {2, "4C"}, {3, "5C"}}}, play{1, "KH"}),
			want: "9H",
		},
		{
			// SH-R8: with the Q♠ still out, A♠ would catch it.
			name: "void with the queen out: drop A♠",
			v:    playView(seatAt{games.Hearts, 4, 3}, "AS KH 2D", nil, play{0, "9C"}),
			want: "AS",
		},
		{
			// With the Q♠ played, A♠ is harmless and K♥ costs a point.
			name: "void with the queen gone: drop the high heart",
			v:    playView(seatAt{games.Hearts, 4, 3}, "AS KH 2D", [][]play{{{3, "3S"}, {0, "QS"}, {1, "4S"}, {2, "5S"}}}, play{0, "9C"}),
			want: "KH",
		},
		{
			// Sau (SAU-R2): the Q♠ (5) before the J♣ (2) and diamonds.
			name: "sau: drop the Schwarze Sau",
			v:    playView(seatAt{games.SchwarzeSau, 4, 1}, "QS JC AD", nil, play{0, "8H"}),
			want: "QS",
		},
		{
			// Last to play a clean trick that must be won: win it with
			// the highest card, keeping the low one for later.
			name: "last to play, forced to win: win high",
			v:    playView(seatAt{games.BlackMaria, 3, 2}, "KC QC 9D", nil, play{0, "2C"}, play{1, "3C"}),
			want: "KC",
		},
		{
			// Holding the Q♠ with one low spade: do not lead spades.
			name: "do not lead spades under an unprotected queen",
			v:    playView(seatAt{games.BlackMaria, 4, 0}, "QS 2S 4C 9C", nil),
			want: "4C",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := variant.PlayMove(tc.v.Seat, card.MustParse(tc.want))
			if diff := cmp.Diff(want, choose(t, tc.v)); diff != "" {
				t.Errorf("move mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// TestHeuristicBreaksAnnouncements checks MAD-R20: the other seats play
// to break an announcement.
func TestHeuristicBreaksAnnouncements(t *testing.T) {
	// Seat 0 announced Durchmarsch and leads 9♣; seat 1 takes the trick
	// with K♣ rather than ducking with 7♣.
	v := playView(seatAt{games.SchwarzeMadonna, 4, 1}, "KC 7C 8D 9D", nil, play{0, "9C"})
	v.Sweep = 0
	if got, want := choose(t, v), variant.PlayMove(1, card.KingClubs); got != want {
		t.Errorf("against a Durchmarsch: got %v, want %v", got, want)
	}
	// Without the announcement, seat 1 ducks.
	v.Sweep = -1
	if got, want := choose(t, v), variant.PlayMove(1, card.SevenClubs); got != want {
		t.Errorf("no announcement: got %v, want %v", got, want)
	}
	// Void in the led clubs, seat 1 discards against the Durchmarsch the
	// card least likely to take a trick later, the 7♥, and keeps the A♥
	// and the Q♠; without the announcement it drops the Q♠.
	v = playView(seatAt{games.SchwarzeMadonna, 4, 1}, "AH 7H 8D QS", nil, play{0, "9C"})
	v.Sweep = 0
	if got, want := choose(t, v), variant.PlayMove(1, card.MustParse("7H")); got != want {
		t.Errorf("discard against a Durchmarsch: got %v, want %v", got, want)
	}
	v.Sweep = -1
	if got, want := choose(t, v), variant.PlayMove(1, card.QueenSpades); got != want {
		t.Errorf("discard without an announcement: got %v, want %v", got, want)
	}
	// Seat 2 announced Jungfrau and wins the trick so far with 10♣: seat
	// 3, last, ducks under it with 9♣ to leave it the trick.
	v = playView(seatAt{games.SchwarzeMadonna, 4, 3}, "9C KC 8D", nil, play{0, "7C"}, play{1, "8C"}, play{2, "10C"})
	v.NoTrick = []int{2}
	if got, want := choose(t, v), variant.PlayMove(3, card.NineClubs); got != want {
		t.Errorf("against a Jungfrau: got %v, want %v", got, want)
	}
}

// TestHeuristicOwnAnnouncements checks that the Heuristic plays for its own
// announcements: an announced Jungfrau never takes a trick it can duck.
func TestHeuristicOwnAnnouncements(t *testing.T) {
	v := playView(seatAt{games.SchwarzeMadonna, 4, 1}, "AC 8C 9H", nil, play{0, "9C"})
	v.NoTrick = []int{1}
	if got, want := choose(t, v), variant.PlayMove(1, card.EightClubs); got != want {
		t.Errorf("own Jungfrau: got %v, want %v", got, want)
	}
	v = playView(seatAt{games.SchwarzeMadonna, 4, 1}, "AC 8C 9H", nil, play{0, "9C"})
	v.Sweep = 1
	if got, want := choose(t, v), variant.PlayMove(1, card.AceClubs); got != want {
		t.Errorf("own Durchmarsch: got %v, want %v", got, want)
	}
}

// announceView returns seat me's View before the opening lead of a
// Madonna deal at four seats (MAD-R17: the window is open).
func announceView(me int, hand string) variant.View {
	v := playView(seatAt{games.SchwarzeMadonna, 4, me}, hand, nil)
	v.ToAct = 1 // left of dealer 0 leads (MAD-R12)
	if me != 1 {
		v.Turn = nil
	}
	v.Announce = []variant.Move{variant.AnnounceMove(me, variant.NoTrickCall), variant.AnnounceMove(me, variant.SweepCall)}
	return v
}

// midTrickView returns seat me's View in the first trick of a Madonna
// deal at four seats, with cur on the table and the window open.
func midTrickView(me int, hand string, cur ...play) variant.View {
	v := playView(seatAt{games.SchwarzeMadonna, 4, me}, hand, nil, cur...)
	v.Announce = []variant.Move{variant.AnnounceMove(me, variant.NoTrickCall), variant.AnnounceMove(me, variant.SweepCall)}
	return v
}

// TestHeuristicAnnounces checks when the Heuristic announces (MAD-R14,
// MAD-R15, MAD-R17).
func TestHeuristicAnnounces(t *testing.T) {
	for _, tc := range []struct {
		name string
		v    variant.View
		call variant.Call
		ok   bool
	}{
		{"all low cards: Jungfrau", announceView(2, "7C 8C 7D 8D 7H 8H 7S 8S"), variant.NoTrickCall, true},
		{"an ace: silent", announceView(2, "7C 8C 7D 8D 7H 8H 7S AS"), variant.NoCall, false},
		{"all the top cards: Durchmarsch", announceView(2, "AC KC QC JC AD KD AH AS"), variant.SweepCall, true},
		{"a void another seat may lead: silent", announceView(2, "AC KC QC JC 10C AD KD AH"), variant.NoCall, false},
		{"the same hand on lead: Durchmarsch", announceView(1, "AC KC QC JC 10C AD KD AH"), variant.SweepCall, true},
		{"a middling hand: silent", announceView(2, "7C JC 9D QD 8H KH 10S 9S"), variant.NoCall, false},
		// Not sure, but likely enough (jungfrauChance, durchmarschChance):
		// the 9♠ has two outstanding spades below it and none of ours.
		{"one card two above the lowest: Jungfrau", announceView(2, "7C 8C 7D 8D 7H 8H 9H 9S"), variant.NoTrickCall, true},
		{"three such excess cards: silent", announceView(2, "7C 8C 7D 8D 9D 7H 10H 9S"), variant.NoCall, false},
		// Four clubs are out and three top clubs held: lost only if one
		// seat holds all four (about 2 %).
		{"three top clubs of four held: Durchmarsch", announceView(2, "AC KC QC 8C AD KD AH AS"), variant.SweepCall, true},
		{"one top club of four held: silent", announceView(2, "AC 10C 9C 8C AD KD AH AS"), variant.NoCall, false},
		// The 7♠ led by seat 1 is below the only spade held: seat 2 would
		// win the trick unless the last two seats overtake.
		{"a trick on the table it cannot duck: silent", midTrickView(2, "7C 8C 7D 8D 7H 8H 9H 8S", play{1, "7S"}), variant.NoCall, false},
		{"a trick on the table it can duck: Jungfrau", midTrickView(2, "7C 8C 7D 8D 7H 8H 9H 7S", play{1, "9S"}), variant.NoTrickCall, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, ok := Heuristic{}.Announce(tc.v, nil)
			if c != tc.call || ok != tc.ok {
				t.Errorf("Announce = %v, %v; want %v, %v", c, ok, tc.call, tc.ok)
			}
		})
	}
}

// TestHeuristicExchanges checks passes (BM-R4, SH-R3), stock returns
// (MAD-R6, MAD-R7) and Schieben (SAU-O6).
func TestHeuristicExchanges(t *testing.T) {
	exchange := func(id games.ID, kind variant.Kind, hand, from string, count int, canPush bool) variant.View {
		v := playView(seatAt{id, 3, 1}, hand, nil)
		v.Phase = variant.PhasePass
		if kind == variant.Stock {
			v.Phase = variant.PhaseStock
		}
		v.Turn = &variant.Turn{Seat: 1, Phase: v.Phase, Kind: kind, Cards: card.MustParseSet(from), Count: count, CanPush: canPush, From: -1}
		return v
	}
	for _, tc := range []struct {
		name string
		v    variant.View
		want variant.Move
	}{
		{
			// Protected Q♠ (three low spades) stays; two diamonds are
			// passed to be void in them, with the highest heart.
			name: "hearts: void diamonds, keep a protected queen",
			v: exchange(games.Hearts, variant.Pass, "QS 2S 3S 4S AH 5H 2H 9D KD 3C 4C 5C 6C 7C 8C 9C 10C",
				"QS 2S 3S 4S AH 5H 2H 9D KD 3C 4C 5C 6C 7C 8C 9C 10C", 3, false),
			want: variant.PassMove(1, card.MustParseSet("9D KD AH")),
		},
		{
			// MAD-R7: hearts and the Q♠ cannot go; A♠ and K♠ would catch
			// the Q♠ held by another seat.
			name: "madonna stock: return the catchers of the queen",
			v: exchange(games.SchwarzeMadonna, variant.Stock, "7C 8C 9C AS KS 7H 8H 9H 10H 7D",
				"7C 8C 9C AS KS 7D JD QD", 2, false),
			want: variant.StockMove(1, card.MustParseSet("KS AS")),
		},
		{
			// SAU-A4: any card may go into the dead stock: the Q♠ and J♣.
			name: "sau stock: bury the penalty cards",
			v: exchange(games.SchwarzeSau, variant.Stock, "QS JC 7D 8H 9H 10H 7S 8S 9C 10C",
				"QS JC 7D 8H 9H 10H 7S 8S 9C 10C AH KH", 2, false),
			want: variant.StockMove(1, card.MustParseSet("JC QS")),
		},
		{
			// SAU-O6: a safe hand pushes the stock unseen.
			name: "sau: push with a safe hand",
			v: exchange(games.SchwarzeSau, variant.Stock, "7C 8C 9C 7S 8S 9S 7H 8H 9H 7D",
				"7C 8C 9C 7S 8S 9S 7H 8H 9H 7D AD KD", 2, true),
			want: variant.PushMove(1),
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, choose(t, tc.v)); diff != "" {
				t.Errorf("move mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// TestHeuristicValuesFromViewOptions: the zero Heuristic values cards by
// the table's options as its View carries them (BM-O1 Spot Hearts: the Q♠
// counts 25, a heart its rank), not by the default table.
func TestHeuristicValuesFromViewOptions(t *testing.T) {
	g, err := games.New(games.BlackMaria, 4, blackmaria.Options{SpotHearts: true}, rand.NewPCG(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	v, err := g.View(0)
	if err != nil {
		t.Fatal(err)
	}
	k := Heuristic{}.know(&v)
	want := map[card.Card]int{card.QueenSpades: 25, card.NineHearts: 9}
	got := map[card.Card]int{card.QueenSpades: k.value(card.QueenSpades), card.NineHearts: k.value(card.NineHearts)}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("BM-O1 values (-want +got):\n%s", diff)
	}
}

// tr is a complete trick for playView, led by its first play.
func tr(ps ...play) []play { return ps }

// TestHeuristicMoon checks SH-R9 play: shooting the moon with a hand that
// can hardly lose a trick once the others are clean, and stopping another
// seat's moon.
func TestHeuristicMoon(t *testing.T) {
	// Seat 0 has won the first trick with the Q♠ in it (13 points) and
	// holds sure winners but for the 2♦: it shoots, leading a sure winner
	// where it would otherwise lead the 2♦, the card least likely to win.
	done := [][]play{tr(play{0, "AS"}, play{1, "QS"}, play{2, "2S"}, play{3, "3S"})}
	v := playView(seatAt{games.Hearts, 4, 0}, "AH KH QH JH 10H AC KC AD 2D", done)
	v.HeartsBroken = true
	k := Heuristic{}.know(&v)
	if !k.shooting() {
		t.Fatalf("the hand should shoot the moon")
	}
	got := choose(t, v)
	if got.Card == card.MustParse("2D") || !(k.out & above(got.Card)).IsEmpty() {
		t.Errorf("shooting: led %v, want a sure winner", got)
	}
	// Under MoonOff (SH-R9 option) no moon scores: the seat leads low.
	v = withMoon(t, v, hearts.MoonOff)
	if (Heuristic{}).know(&v).shooting() {
		t.Errorf("no moon scores under MoonOff, yet the seat shoots")
	}
	if got := choose(t, v); got.Card != card.MustParse("2D") {
		t.Errorf("under MoonOff: led %v, want the 2♦", got)
	}

	// Seat 0 has taken four hearts, nobody else a point. It leads K♣ to
	// the fifth trick and wins it so far; seat 3, void in clubs and
	// last, keeps its Q♥ off the shooter's trick and throws a spade.
	done = [][]play{
		tr(play{0, "AD"}, play{1, "2D"}, play{2, "3D"}, play{3, "2H"}),
		tr(play{0, "KD"}, play{1, "4D"}, play{2, "5D"}, play{3, "3H"}),
		tr(play{0, "QD"}, play{1, "6D"}, play{2, "7D"}, play{3, "4H"}),
		tr(play{0, "JD"}, play{1, "8D"}, play{2, "9D"}, play{3, "5H"}),
	}
	v = playView(seatAt{games.Hearts, 4, 3}, "QH 6H 2S 9S", done, play{0, "KC"}, play{1, "3C"}, play{2, "4C"})
	v.HeartsBroken = true
	if sh := (Heuristic{}).know(&v).moonShooter(); sh != 0 {
		t.Fatalf("moonShooter = %d, want 0 (four hearts, the others clean)", sh)
	}
	if got := choose(t, v); got.Card.Suit() != card.Spades {
		t.Errorf("stopping the moon, the shooter winning: got %v, want a spade", got)
	}
	// The same trick won by seat 2 (A♣): the Q♥ goes to seat 2, which
	// stops the moon.
	v = playView(seatAt{games.Hearts, 4, 3}, "QH 6H 2S 9S", done, play{0, "KC"}, play{1, "3C"}, play{2, "AC"})
	v.HeartsBroken = true
	if got, want := choose(t, v), variant.PlayMove(3, card.MustParse("QH")); got != want {
		t.Errorf("stopping the moon, a third seat winning: got %v, want %v", got, want)
	}
	// With a second seat holding a point there is no moon to stop.
	done[3] = tr(play{0, "8D"}, play{1, "9D"}, play{2, "JD"}, play{3, "5H"})
	v = playView(seatAt{games.Hearts, 4, 3}, "QH 6H 2S 9S", done, play{0, "KC"}, play{1, "3C"}, play{2, "4C"})
	if sh := (Heuristic{}).know(&v).moonShooter(); sh != -1 {
		t.Errorf("moonShooter = %d with two seats holding points, want -1", sh)
	}
}

// TestHeuristicStopsSilentDurchmarsch checks MAD-R15/MAD-R23: when one
// seat has won every trick of the first half of a Madonna deal, the
// others take a trick off it even at a cost.
func TestHeuristicStopsSilentDurchmarsch(t *testing.T) {
	done := [][]play{
		tr(play{0, "AC"}, play{1, "7C"}, play{2, "8C"}, play{3, "9C"}),
		tr(play{0, "AD"}, play{1, "7D"}, play{2, "8D"}, play{3, "9D"}),
		tr(play{0, "AH"}, play{1, "7H"}, play{2, "8H"}, play{3, "9H"}),
		tr(play{0, "KC"}, play{1, "10C"}, play{2, "JC"}, play{3, "QC"}),
	}
	// Seat 0 leads 10♦; seat 1 can win with K♦ or duck with J♦.
	v := playView(seatAt{games.SchwarzeMadonna, 4, 1}, "KD JD 10H 7S", done, play{0, "10D"})
	if got, want := choose(t, v), variant.PlayMove(1, card.MustParse("KD")); got != want {
		t.Errorf("against a silent Durchmarsch: got %v, want %v", got, want)
	}
	// After one trick only, it is no threat yet: seat 1 ducks.
	v = playView(seatAt{games.SchwarzeMadonna, 4, 1}, "KD JD 10H 7S QS 10C JH KH", done[:1], play{0, "10D"})
	if got, want := choose(t, v), variant.PlayMove(1, card.MustParse("JD")); got != want {
		t.Errorf("one trick in: got %v, want %v", got, want)
	}
}

// TestSplitAtMost checks the chance that no other hand holds more than m
// of a suit's n outstanding cards against counts done by hand.
func TestSplitAtMost(t *testing.T) {
	for _, tc := range []struct {
		n, m, opp, size int
		want            float64
	}{
		{3, 3, 3, 8, 1},
		{3, 2, 3, 8, 1 - 3*56.0/2024},          // 1 − 3·C(8,3)/C(24,3)
		{4, 3, 3, 8, 1 - 3*70.0/10626},         // 1 − 3·C(8,4)/C(24,4)
		{2, 1, 2, 10, 1 - 2*45.0/190},          // 1 − 2·C(10,2)/C(20,2)
		{4, 2, 2, 2, 1},                        // 2+2 is the only split
		{4, 1, 2, 2, 0},                        // impossible
		{5, 3, 3, 8, 1 - 3*(70*16.0+56)/42504}, // not 4 or 5 in one hand
	} {
		if got := splitAtMost(tc.n, tc.m, tc.opp, tc.size); math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("splitAtMost(%d, %d, %d, %d) = %v, want %v", tc.n, tc.m, tc.opp, tc.size, got, tc.want)
		}
	}
}
