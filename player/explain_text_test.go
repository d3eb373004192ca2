package player

import (
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/variant"
	"github.com/google/go-cmp/cmp"
)

// cardsOf parses a list of cards in the record notation.
func cardsOf(t *testing.T, s ...string) card.Set {
	t.Helper()
	var set card.Set
	for _, x := range s {
		c, err := card.Parse(x)
		if err != nil {
			t.Fatal(err)
		}
		set = set.Add(c)
	}
	return set
}

// trickOn is a trick on the table: the cards, played from seat leader on.
func trickOn(t *testing.T, seats, leader int, cs ...string) variant.TrickRecord {
	tr := variant.TrickRecord{Leader: leader, Winner: -1}
	for i, x := range cs {
		tr.Cards = append(tr.Cards, card.MustParse(x))
		tr.Seats = append(tr.Seats, (leader+i)%seats)
	}
	return tr
}

// explainCase is a View, a move and its reason in English, German and
// Danish.
type explainCase struct {
	name       string
	rules      string // the rules the reason rests on
	v          variant.View
	m          variant.Move
	en, de, da string
}

func explainCases(t *testing.T) []explainCase {
	hearts := func(hand card.Set, cur variant.TrickRecord, legal card.Set) variant.View {
		return variant.View{Game: games.Hearts.String(), Seats: 4, Seat: 0, Phase: variant.PhasePlay, Hand: hand, Active: []int{0, 1, 2, 3},
			Current: cur, ToAct: 0, Turn: &variant.Turn{Seat: 0, Kind: variant.Play, Cards: legal, Count: 1}, HandSizes: []int{hand.Len(), 13, 13, 13}}
	}
	noTrick := variant.TrickRecord{Leader: 0, Winner: -1}
	low := cardsOf(t, "4C", "5C", "3S", "KD", "7H")
	spades := cardsOf(t, "5S", "9S", "2D", "8H")
	void := cardsOf(t, "QS", "2D", "8H")
	madonna := cardsOf(t, "AS", "2C", "3C", "4C", "5D", "6D", "7D", "9D", "2H", "3H", "4H")
	sau := func(hand card.Set) variant.View {
		return variant.View{Game: games.SchwarzeSau.String(), Seats: 4, Seat: 0, Phase: variant.PhaseStock, Hand: hand, Active: []int{0, 1, 2, 3},
			Options: sau.Options{Schieben: true, StockExchange: true}, StockSize: 2,
			Turn: &variant.Turn{Seat: 0, Kind: variant.Take, CanPush: true, From: -1}}
	}
	announce := func(hand card.Set) variant.View {
		return variant.View{Game: games.SchwarzeMadonna.String(), Seats: 4, Seat: 0, Phase: variant.PhasePlay, Hand: hand, Active: []int{0, 1, 2, 3},
			Announce: []variant.Move{variant.AnnounceMove(0, variant.NoTrickCall), variant.AnnounceMove(0, variant.SweepCall)}}
	}
	diamonds := cardsOf(t, "2C", "4C", "JC", "KC", "7D", "10D", "JD", "KD", "2H", "3H", "4H", "5H", "8S")
	passHand := cardsOf(t, "QS", "AS", "KS", "2C", "3C", "5D", "6D", "7D", "9D", "2H", "3H", "4H", "5H")
	return []explainCase{
		{name: "lead K♦ with low clubs in hand", rules: "TT-3",
			v: hearts(low, noTrick, low), m: variant.PlayMove(0, card.MustParse("KD")),
			en: "lead K♦: your only card in diamonds, and higher diamonds are still out (A♦), so another seat can take the trick",
			de: "K♦ ausspielen: deine einzige Karte in Karo, und höhere Karten in Karo sind noch im Spiel (A♦), also kann ein anderer den Stich nehmen",
			da: "spil K♦ ud: dit eneste kort i ruder, og højere kort i ruder er stadig i spil (E♦), så en anden kan tage stikket"},
		{name: "lead the lowest club", rules: "TT-3",
			v: hearts(low, noTrick, low), m: variant.PlayMove(0, card.MustParse("4C")),
			en: "lead 4♣: your lowest card in clubs, and higher clubs are still out (A♣ K♣ Q♣ …), so another seat can take the trick",
			de: "4♣ ausspielen: deine niedrigste Karte in Kreuz, und höhere Karten in Kreuz sind noch im Spiel (A♣ K♣ D♣ …), also kann ein anderer den Stich nehmen",
			da: "spil 4♣ ud: dit laveste kort i klør, og højere kort i klør er stadig i spil (E♣ K♣ D♣ …), så en anden kan tage stikket"},
		{name: "duck under the K♠", rules: "TT-2 TT-3",
			v: hearts(spades, trickOn(t, 4, 3, "KS"), cardsOf(t, "5S", "9S")), m: variant.PlayMove(0, card.MustParse("5S")),
			en: "play 5♠ under K♠: you do not take the trick, and Q♠ is still out",
			de: "5♠ unter K♠ spielen: du bekommst den Stich nicht, und D♠ ist noch im Spiel",
			da: "spil 5♠ under K♠: du får ikke stikket, og D♠ er stadig i spil"},
		{name: "discard the Q♠", rules: "TT-2",
			v: hearts(void, trickOn(t, 4, 2, "3C", "AC"), void), m: variant.PlayMove(0, card.MustParse("QS")),
			en: "throw away Q♠: you have no clubs, and it rids you of 13 points",
			de: "D♠ abwerfen: du hast kein Kreuz, und so wirst du 13 Punkte los",
			da: "smid D♠: du har ingen klør, og du slipper af med 13 point"},
		{name: "discard the last diamond", rules: "TT-2",
			v: hearts(cardsOf(t, "2D", "8H", "9H"), trickOn(t, 4, 2, "3C", "AC"), cardsOf(t, "2D", "8H", "9H")), m: variant.PlayMove(0, card.MustParse("2D")),
			en: "throw away 2♦: you have no clubs, and it leaves you without diamonds too",
			de: "2♦ abwerfen: du hast kein Kreuz, und danach hast du auch kein Karo mehr",
			da: "smid 2♦: du har ingen klør, og så har du heller ingen ruder"},
		{name: "discard the highest diamond", rules: "TT-2",
			v: hearts(cardsOf(t, "2D", "5D", "8H"), trickOn(t, 4, 2, "3C", "AC"), cardsOf(t, "2D", "5D", "8H")), m: variant.PlayMove(0, card.MustParse("5D")),
			en: "throw away 5♦: you have no clubs, and you keep the lower 2♦ to duck under later",
			de: "5♦ abwerfen: du hast kein Kreuz, und du behältst die niedrigere 2♦, um später drunter zu bleiben",
			da: "smid 5♦: du har ingen klør, og du beholder de lavere 2♦ til at lægge dig under med senere"},
		{name: "pass the Q♠ and its catchers", rules: "SH-R3",
			v: variant.View{Game: games.Hearts.String(), Seats: 4, Seat: 0, Phase: variant.PhasePass, Hand: passHand, Active: []int{0, 1, 2, 3},
				Turn: &variant.Turn{Seat: 0, Kind: variant.Pass, Cards: passHand, Count: 3}},
			m:  variant.PassMove(0, cardsOf(t, "QS", "AS", "KS")),
			en: "pass A♠ K♠ Q♠: it rids you of Q♠ (13 points); A♠ K♠ could catch Q♠; you keep no spades",
			de: "A♠ K♠ D♠ weitergeben: so wirst du D♠ los (13 Punkte); A♠ K♠ könnten D♠ fangen; danach hast du kein Pik mehr",
			da: "giv E♠ K♠ D♠ videre: du slipper af med D♠ (13 point); E♠ K♠ kunne fange D♠; så har du ingen spar tilbage"},
		{name: "pass high diamonds", rules: "SH-R3",
			v: variant.View{Game: games.Hearts.String(), Seats: 4, Seat: 0, Phase: variant.PhasePass, Hand: diamonds, Active: []int{0, 1, 2, 3},
				Turn: &variant.Turn{Seat: 0, Kind: variant.Pass, Cards: diamonds, Count: 3}},
			m:  variant.PassMove(0, cardsOf(t, "KD", "10D", "7D")),
			en: "pass K♦ 10♦ 7♦: the high cards K♦ 10♦ could win tricks; of your diamonds only J♦ is left",
			de: "K♦ 10♦ 7♦ weitergeben: die hohen Karten K♦ 10♦ könnten Stiche machen; von deinem Karo bleibt nur B♦",
			da: "giv K♦ 10♦ 7♦ videre: de høje kort K♦ 10♦ kunne tage stik; af dine ruder er kun Kn♦ tilbage"},
		{name: "put back into the Madonna stock", rules: "MAD-R7",
			v: variant.View{Game: games.SchwarzeMadonna.String(), Seats: 4, Seat: 0, Phase: variant.PhaseStock, Hand: madonna, Active: []int{0, 1, 2, 3},
				StockTaken: cardsOf(t, "QS", "9C"), Turn: &variant.Turn{Seat: 0, Kind: variant.Stock, Cards: madonna | cardsOf(t, "QS", "9C"), Count: 2}},
			m:  variant.StockMove(0, cardsOf(t, "QS", "AS")),
			en: "put back A♠ Q♠: it rids you of Q♠ (8 points); A♠ could catch Q♠; you keep no spades",
			de: "A♠ D♠ zurücklegen: so wirst du D♠ los (8 Punkte); A♠ könnte D♠ fangen; danach hast du kein Pik mehr",
			da: "læg E♠ D♠ tilbage: du slipper af med D♠ (8 point); E♠ kunne fange D♠; så har du ingen spar tilbage"},
		{name: "push the Sau stock", rules: "SAU-O6",
			v: sau(cardsOf(t, "7C", "8C", "9D", "7H", "8S", "9S", "10S", "7D")), m: variant.PushMove(0),
			en: "push the stock on unseen: the deal's scores double, and your hand has 0 cards above the jack and 2 penalty points",
			de: "den Stock ungesehen weiterschieben: die Punkte des Spiels verdoppeln sich, und dein Blatt hat 0 Karten über dem Buben und 2 Strafpunkte",
			da: "skub talonen uset videre: givets point fordobles, og din hånd har 0 kort over knægten og 2 strafpoint"},
		{name: "take the Sau stock", rules: "SAU-O6",
			v: sau(cardsOf(t, "AC", "KC", "QS", "7H", "8S", "9S", "10S", "7D")), m: variant.TakeMove(0),
			en: "take the stock: pushing would double the deal's scores, and your hand has 3 cards above the jack and 6 penalty points",
			de: "den Stock aufnehmen: Schieben würde die Punkte des Spiels verdoppeln, und dein Blatt hat 3 Karten über dem Buben und 6 Strafpunkte",
			da: "tag talonen: at skubbe ville fordoble givets point, og din hånd har 3 kort over knægten og 6 strafpoint"},
		{name: "announce Jungfrau", rules: "MAD-R17",
			v: announce(cardsOf(t, "2C", "3C", "4D", "5D", "2H", "3H", "4H", "2S", "3S", "4S", "5S", "6S", "7H")), m: variant.AnnounceMove(0, variant.NoTrickCall),
			en: "announce Jungfrau: you must take no trick, and your highest card is 7♥",
			de: "Jungfrau ansagen: du darfst keinen Stich nehmen, und deine höchste Karte ist 7♥",
			da: "meld Jungfrau: du må ikke tage noget stik, og dit højeste kort er 7♥"},
		{name: "announce Durchmarsch", rules: "MAD-R17",
			v: announce(cardsOf(t, "AC", "KC", "AD", "KD", "AH", "KH", "QH", "AS", "KS", "QS", "JS", "10S", "9S")), m: variant.AnnounceMove(0, variant.SweepCall),
			en: "announce Durchmarsch: you must take every trick, and no card still out beats your A♠ K♠ Q♠ J♠ 10♠ 9♠ …",
			de: "Durchmarsch ansagen: du musst jeden Stich nehmen, und keine Karte im Spiel schlägt deine A♠ K♠ D♠ B♠ 10♠ 9♠ …",
			da: "meld Durchmarsch: du skal tage hvert stik, og intet kort i spil slår dine E♠ K♠ D♠ Kn♠ 10♠ 9♠ …"},
		{name: "no announcement", rules: "MAD-R17",
			v: announce(cardsOf(t, "AC", "3C", "4D", "5D", "2H", "3H", "4H", "2S", "3S", "4S", "5S", "6S", "7H")), m: variant.DeclineMove(0),
			en: "no announcement: a Jungfrau takes no trick, but no card still out beats your A♣; a Durchmarsch takes every trick, but 12 of your cards lie below cards still out",
			de: "keine Ansage: eine Jungfrau nimmt keinen Stich, aber keine Karte im Spiel schlägt deine A♣; ein Durchmarsch nimmt jeden Stich, aber 12 deiner Karten liegen unter Karten im Spiel",
			da: "ingen melding: en Jungfrau tager intet stik, men intet kort i spil slår dine E♣; en Durchmarsch tager hvert stik, men 12 af dine kort ligger under kort i spil"},
		{name: "take a trick without points last", rules: "TT-3",
			v: hearts(spades, trickOn(t, 4, 1, "2S", "6S", "3S"), cardsOf(t, "5S", "9S")), m: variant.PlayMove(0, card.MustParse("9S")),
			en: "take the trick with 9♠: you play last and it holds no points",
			de: "den Stich mit 9♠ nehmen: du spielst als Letzter, und er hat keine Punkte",
			da: "tag stikket med 9♠: du spiller sidst, og det har ingen point"},
		{name: "every card wins, a higher one may follow", rules: "TT-2 TT-3",
			v: hearts(spades, trickOn(t, 4, 2, "2S", "4S"), cardsOf(t, "5S", "9S")), m: variant.PlayMove(0, card.MustParse("5S")),
			en: "play 5♠: every card you may play beats 4♠, but higher cards are still out (A♠ K♠ Q♠ …): a seat after you may yet take the trick",
			de: "5♠ spielen: jede Karte, die du spielen darfst, schlägt 4♠, aber höhere Karten sind noch im Spiel (A♠ K♠ D♠ …): ein Spieler nach dir kann den Stich noch nehmen",
			da: "spil 5♠: hvert kort, du må spille, slår 4♠, men højere kort er stadig i spil (E♠ K♠ D♠ …): en spiller efter dig kan endnu tage stikket"},
		{name: "every card wins", rules: "TT-2 TT-3",
			v: hearts(spades, trickOn(t, 4, 2, "2S", "4S"), cardsOf(t, "5S", "9S")), m: variant.PlayMove(0, card.MustParse("9S")),
			en: "play 9♠: every card you may play beats 4♠, so you take the trick anyway with your highest and keep the lower ones",
			de: "9♠ spielen: jede Karte, die du spielen darfst, schlägt 4♠, also nimmst du den Stich ohnehin mit der höchsten und behältst die niedrigeren",
			da: "spil 9♠: hvert kort, du må spille, slår 4♠, så du tager stikket alligevel med det højeste og beholder de lavere"},
		{name: "draw in Old Maid", rules: "OM-R6",
			v: variant.View{Game: games.OldMaid.String(), Seats: 3, Seat: 0, Phase: variant.PhasePlay, Hand: cardsOf(t, "2C", "5D"), DrawFrom: 1,
				Turn: &variant.Turn{Seat: 0, Kind: variant.Draw, Count: 1, From: 1}},
			m:  variant.Move{Kind: variant.DrawAt, Seat: 0, Position: 2},
			en: "draw card 3: the hand you draw from lies face down and shuffled, so every card is as good as another",
			de: "Karte 3 ziehen: die Karten liegen verdeckt und gemischt, jede ist so gut wie die andere",
			da: "træk kort 3: kortene ligger med bagsiden op og blandet, så hvert kort er lige så godt som et andet"},
	}
}

// TestExplainTexts holds the reasons of each kind of decision in English,
// German and Danish, with the cards in each reader's notation.
func TestExplainTexts(t *testing.T) {
	for _, tc := range explainCases(t) {
		r := Explain(tc.v, tc.m)
		got := []string{r.Text("en"), r.Text("de"), r.Text("da")}
		if diff := cmp.Diff([]string{tc.en, tc.de, tc.da}, got); diff != "" {
			t.Errorf("%s (%s): -want +got\n%s", tc.name, tc.rules, diff)
		}
	}
}
