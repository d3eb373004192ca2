package rule

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/blackqueen/rules/card"
)

// Worked is a worked example of the scoring told as the facts of its
// deals: the game, the table and, for each deal, what every seat took,
// what was announced and pushed, and the points the rule book prints.
// The book's text of the example is rendered from it (Text; package
// games fills the entry's Rule when it assembles the book), and a test of package variant scores every deal
// through the game's own scoring and compares the points, so the book
// and the engine cannot drift apart.
type Worked struct {
	// Game is the game's record name ("schwarze-madonna").
	Game string
	// Seats is the table size.
	Seats int
	// Options are the table's options in the form name=value
	// ("durchmarsch=true"); none for the defaults.
	Options []string
	// Deals are the example's deals, each scored on its own.
	Deals []WorkedDeal
	// Plays are the example's positions of the play, each with the cards
	// the rules let the seat play.
	Plays []WorkedPlay
	// Tables are the example's tables at the start of a deal, each with
	// its own size (Seats above is then 0).
	Tables []WorkedTable
	// Discards are Old Maid hands as dealt and what each keeps after
	// laying down its pairs.
	Discards []WorkedDiscard
	// Schedules are the directions of the pass, deal by deal.
	Schedules []WorkedSchedule
	// Maids are the cards that can be the Old Maid under some options.
	Maids []WorkedMaids
	// Moves are deals played move by move from the cards the example
	// deals, each move allowed or refused by a rule.
	Moves []WorkedMoves
}

// WorkedMoves is a deal of a worked example played move by move: the
// table, the cards the example deals, and the moves in order, each
// allowed or refused by the rule the example names, with who acts next
// where the example says.
type WorkedMoves struct {
	Seats   int
	Options []string
	Dealer  int
	// Hands are the cards dealt to each seat, by seat (in Old Maid: what
	// each keeps once its pairs are laid down); "" for a seat the example
	// leaves to the deal. With Partial the hands given are only the cards
	// that matter, and the rest of the pack fills every hand.
	Hands   []string
	Partial bool
	// Stock is the stock as dealt, in the record notation.
	Stock string
	// Void says the deal is void as dealt: nobody acts, and the same
	// dealer deals again.
	Void  bool
	Moves []WorkedMove
	Note  Text
}

// WorkedMove is a move of a worked example by Seat: a card played
// (Play), the cards put back to the stock (Stock; Any: two cards of the
// seat's choice), an announcement ("jungfrau", "durchmarsch") or the
// card drawn (Draw) in Old Maid. Refused is the rule that refuses it, or
// "" when it is allowed; Next lists the seat to act after it and Safe
// the seats left without cards, where the example says.
type WorkedMove struct {
	Seat                        int
	Play, Stock, Announce, Draw string
	Any                         bool
	Refused                     string
	Next, Safe                  []int
}

// WorkedSchedule is the direction of the pass in each deal of a match at
// a table of Seats, from its first deal: "left", "right", "across" or
// "none".
type WorkedSchedule struct {
	Seats  int
	Passes []string
}

// WorkedMaids are the cards that can be left over as the Old Maid under
// options of the form name=value: the cards without which the rest of
// the pack pairs off.
type WorkedMaids struct {
	Options []string
	Maids   string
}

// WorkedDiscard is an Old Maid hand as dealt, under options of the form
// name=value, and the cards it keeps once its pairs are laid down.
type WorkedDiscard struct {
	Options     []string
	Hand, Keeps string
}

// WorkedTable is a table at the start of a deal in a worked example: its
// size, options and dealer, which deal of the match it is (from 1), how
// many cards each seat is dealt and to which seat each seat passes.
type WorkedTable struct {
	Seats   int
	Options []string
	Dealer  int
	Deal    int
	// Hands are the cards dealt to each seat, by seat; nil when the
	// example does not say.
	Hands []int
	// PassTo is the seat each seat passes to, by seat; nil when the
	// example does not say.
	PassTo []int
	// Leads lists the seat that plays the first card of the deal (in Old
	// Maid: draws first), where the example says.
	Leads []int
	// Opens is the card whose holder plays the first card of the deal,
	// whoever that is (with Leads: in a deal where that seat holds it);
	// LeadsIt says the holder must lead that very card, else any card.
	Opens   string
	LeadsIt bool
	// Out are the cards taken out of the pack at this table.
	Out string
	// Stocks are the seats that take the stock up in turn, in order.
	Stocks []int
	// Order is, with the pack dealt in its order d0, d1, … (the cards
	// of the record notation sorted by suit and rank), the positions
	// each seat is dealt, by seat, and the stock's positions.
	Order      [][]int
	OrderStock []int
	// Note explains the table in words.
	Note Text
}

// WorkedPlay is a position of the play in a worked example: what the
// seat holds, the cards already played to the trick in order (none when
// it leads), whether it is the deal's first trick and whether hearts are
// broken, and the cards the rules let it play.
type WorkedPlay struct {
	Hand, Trick   string
	First, Broken bool
	Legal         string
}

// WorkedDeal is one deal of a worked example.
type WorkedDeal struct {
	// If names the case when an example has more than one ("If it
	// succeeds"), or is empty.
	If Text
	// Took is what each seat took, by seat; a seat left out took nothing.
	Took []Took
	// Jungfrau and Durchmarsch are the seats that announced them.
	Jungfrau, Durchmarsch []int
	// Played is the number of tricks played when the deal ended early,
	// or 0 for a deal played out.
	Played int
	// Pushes is the number of times the stock was pushed (SAU-O6).
	Pushes int
	// Stock is the stock set aside, in the record notation ("7D 8C").
	Stock string
	// Last lists the seat that took the last trick, where it matters.
	Last []int
	// Dealer lists the dealer, where it matters (Old Maid's hand sizes).
	Dealer []int
	// Maid is, in Old Maid, the card left in Loser's hand when the round
	// ends; the other seats are out of cards. The other cards are dealt
	// in pairs.
	Maid  string
	Loser []int
	// Note explains the points in words; it states no row of points.
	Note Text
	// Points are the deal's points by seat, as the book prints them.
	Points []int
	// With are the same deal's points under other options.
	With []WorkedOptions
	// Totals are the match totals before the deal, by seat, where the
	// example starts from a match under way; After are the totals after
	// it, Out the seats it puts out, and NextDealer, NextHands and
	// NextStock the next deal's dealer, hand sizes by seat and stock
	// size.
	Totals, After, Out    []int
	NextDealer, NextHands []int
	NextStock             int
}

// Took is what a seat took in a deal: its tricks and the cards of value
// in them, in the record notation ("QS 7H 8H").
type Took struct {
	Tricks int
	Cards  string
}

// WorkedOptions are a deal's points under other options (name=value)
// than the table's.
type WorkedOptions struct {
	Options []string
	Points  []int
}

// Text renders the example in English, German and Danish, as the rule
// book prints it.
func (w *Worked) Text() Text {
	return Text{EN: w.render("en"), DE: w.render("de"), DA: w.render("da")}
}

// picker returns a choice of the text in lang among its English, German
// and Danish forms ("de", "da", anything else English).
func picker(lang string) func(en, de, da string) string {
	return func(en, de, da string) string {
		switch lang {
		case "de":
			return de
		case "da":
			return da
		}
		return en
	}
}

func (w *Worked) render(lang string) string {
	pick := picker(lang)
	var b strings.Builder
	if w.Seats > 0 {
		b.WriteString(players(w.Seats, lang))
		if len(w.Options) > 0 {
			b.WriteString(pick(", with ", ", mit ", ", med ") + optionWords(w.Options))
		}
		b.WriteString(".")
	}
	for i, t := range w.Tables {
		if i > 0 || w.Seats > 0 {
			b.WriteString(" ")
		}
		b.WriteString(tableWords(t, w.Game == "old-maid", lang))
	}
	for _, d := range w.Deals {
		b.WriteString(" ")
		dealWords(&b, d, w.Game == "old-maid", lang)
	}
	for _, x := range w.Discards {
		hand, keeps := cardWords(x.Hand), cardWords(x.Keeps)
		switch {
		case len(x.Options) > 0:
			with := optionWords(x.Options)
			fmt.Fprintf(&b, pick(" With %[1]s, the hand %[2]s keeps %[3]s once its pairs are laid down.",
				" Mit %[1]s behält die Hand %[2]s nach dem Ablegen der Paare %[3]s.",
				" Med %[1]s beholder hånden %[2]s %[3]s, når parrene er lagt ned."), with, hand, keeps)
		default:
			fmt.Fprintf(&b, pick(" The hand %[1]s keeps %[2]s once its pairs are laid down.",
				" Die Hand %[1]s behält nach dem Ablegen der Paare %[2]s.",
				" Hånden %[1]s beholder %[2]s, når parrene er lagt ned."), hand, keeps)
		}
	}
	for _, p := range w.Plays {
		b.WriteString(" " + playWords(p, lang))
	}
	for _, x := range w.Moves {
		b.WriteString(" " + movesWords(x, w.Game == "old-maid", lang))
	}
	for _, x := range w.Schedules {
		b.WriteString(" " + scheduleWords(x, lang))
	}
	for _, x := range w.Maids {
		with := pick("With the defaults", "Mit den Vorgaben", "Med standardindstillingerne")
		if len(x.Options) > 0 {
			with = pick("With ", "Mit ", "Med ") + optionWords(x.Options)
		}
		if len(strings.Fields(x.Maids)) == 1 {
			fmt.Fprintf(&b, pick(" %s the Old Maid is always %s.", " %s ist die Old Maid immer %s.", " %s er Sorte Per altid %s."), with, cardWords(x.Maids))
			continue
		}
		fmt.Fprintf(&b, pick(" %s the Old Maid may be any of %s.", " %s kann jede von %s die Old Maid sein.", " %s kan Sorte Per være et hvilket som helst af %s."), with, cardWords(x.Maids))
	}
	return strings.TrimSpace(b.String())
}

// dealWords tells one deal of a worked example: what each seat took, how
// the deal ended, the points, and the match after it.
func dealWords(b *strings.Builder, d WorkedDeal, oldMaid bool, lang string) {
	pick := picker(lang)
	if d.If != (Text{}) {
		b.WriteString(d.If.In(lang) + ": ")
	}
	if len(d.Totals) > 0 {
		fmt.Fprintf(b, pick("The totals before the deal are %s. ", "Die Summen vor dem Spiel sind %s. ", "Stillingen før givet er %s. "), pointList(d.Totals))
	}
	if len(d.Dealer) == 1 {
		fmt.Fprintf(b, pick("Seat %d deals. ", "Platz %d gibt. ", "Plads %d giver. "), seatNo(d.Dealer[0]))
	}
	var seats []string
	for s, t := range d.Took {
		if d.Maid != "" {
			break
		}
		seats = append(seats, seatWords(s, t, d, lang))
	}
	if d.Maid != "" && len(d.Loser) == 1 {
		seats = append(seats, fmt.Sprintf(pick("seat %d is left holding only %s and every other hand is empty",
			"Platz %d hält als Einziger noch eine Karte, %s, und alle anderen Hände sind leer",
			"plads %d sidder tilbage med kun %s, og alle andre hænder er tomme"), seatNo(d.Loser[0]), cardWords(d.Maid)))
	}
	b.WriteString(capital(strings.Join(seats, "; ")) + ".")
	if d.Played > 0 {
		fmt.Fprintf(b, pick(" The deal ended after trick %d.", " Das Spiel endete nach dem %d. Stich.", " Givet sluttede efter stik %d."), d.Played)
	}
	if d.Pushes > 0 {
		fmt.Fprintf(b, pick(" The stock was pushed %s.", " Der Stock wurde %s geschoben.", " Talonen blev skubbet %s."), times(d.Pushes, lang))
	}
	if d.Stock != "" {
		fmt.Fprintf(b, pick(" The stock set aside is %s.", " Der beiseitegelegte Stock ist %s.", " Talonen, der blev lagt til side, er %s."), cardWords(d.Stock))
	}
	if len(d.Last) == 1 {
		fmt.Fprintf(b, pick(" Seat %d took the last trick.", " Platz %d machte den letzten Stich.", " Plads %d tog sidste stik."), seatNo(d.Last[0]))
	}
	if d.Note != (Text{}) && len(d.After) == 0 {
		b.WriteString(" " + d.Note.In(lang))
	}
	if oldMaid {
		fmt.Fprintf(b, pick(" Rounds lost: %s.", " Verlorene Runden: %s.", " Tabte runder: %s."), pointList(d.Points))
	} else {
		fmt.Fprintf(b, pick(" Scores: %s.", " Geschrieben wird: %s.", " Point: %s."), pointList(d.Points))
	}
	for _, o := range d.With {
		fmt.Fprintf(b, pick(" With %s: %s.", " Mit %s: %s.", " Med %s: %s."), optionWords(o.Options), pointList(o.Points))
	}
	if len(d.After) > 0 {
		fmt.Fprintf(b, pick(" The totals are then %s", " Die Summen sind dann %s", " Stillingen er derefter %s"), pointList(d.After))
		for _, s := range d.Out {
			fmt.Fprintf(b, pick("; seat %d is out", "; Platz %d scheidet aus", "; plads %d går ud"), seatNo(s))
		}
		b.WriteString(".")
	}
	if len(d.NextDealer) == 1 && len(d.NextHands) > 0 {
		fmt.Fprintf(b, pick(" Seat %d deals the next deal: seats 1 to %d are dealt %s cards, and a stock of %d.",
			" Platz %d gibt das nächste Spiel: die Plätze 1 bis %d bekommen %s Karten, dazu ein Stock von %d.",
			" Plads %d giver næste giv: pladserne 1 til %d får %s kort og en talon på %d."),
			seatNo(d.NextDealer[0]), len(d.NextHands), andList(d.NextHands, lang), d.NextStock)
	}
	if d.Note != (Text{}) && len(d.After) > 0 {
		b.WriteString(" " + d.Note.In(lang)) // it tells the match after the deal
	}
}

// movesWords tells a deal played move by move.
func movesWords(x WorkedMoves, oldMaid bool, lang string) string {
	pick := picker(lang)
	var b strings.Builder
	b.WriteString(players(x.Seats, lang))
	if len(x.Options) > 0 {
		b.WriteString(pick(", with ", ", mit ", ", med ") + optionWords(x.Options))
	}
	fmt.Fprintf(&b, pick(", dealer seat %d.", ", Geber Platz %d.", ", giver plads %d."), seatNo(x.Dealer))
	var dealt []string
	for s, h := range x.Hands {
		switch {
		case h == "":
		case oldMaid:
			dealt = append(dealt, fmt.Sprintf(pick("seat %d keeps %s", "Platz %d behält %s", "plads %d beholder %s"), seatNo(s), cardWords(h)))
		case x.Partial:
			dealt = append(dealt, fmt.Sprintf(pick("seat %d holds %s", "Platz %d hält %s", "plads %d har %s"), seatNo(s), cardWords(h)))
		default:
			dealt = append(dealt, fmt.Sprintf(pick("seat %d is dealt %s", "Platz %d bekommt %s", "plads %d får %s"), seatNo(s), cardWords(h)))
		}
	}
	if x.Stock != "" {
		dealt = append(dealt, fmt.Sprintf(pick("the stock is %s", "der Stock ist %s", "talonen er %s"), cardWords(x.Stock)))
	}
	if len(dealt) > 0 {
		if oldMaid {
			b.WriteString(pick(" After the pairs are laid down, ", " Nach dem Ablegen der Paare: ", " Når parrene er lagt ned: "))
		} else {
			b.WriteString(" ")
		}
		if oldMaid {
			b.WriteString(strings.Join(dealt, "; "))
		} else {
			b.WriteString(capital(strings.Join(dealt, "; ")))
		}
		if x.Partial {
			b.WriteString(pick("; the other cards do not matter", "; die übrigen Karten spielen keine Rolle", "; de øvrige kort er uden betydning"))
		}
		b.WriteString(".")
	}
	if x.Void {
		fmt.Fprintf(&b, pick(" The deal is void: nobody plays it, and seat %d deals again.",
			" Das Spiel ist ungültig: niemand spielt es, und Platz %d gibt neu.",
			" Givet er ugyldigt: ingen spiller det, og plads %d giver igen."), seatNo(x.Dealer))
	}
	for _, m := range x.Moves {
		var act string
		switch {
		case m.Play != "":
			act = fmt.Sprintf(pick("Seat %d plays %s", "Platz %d spielt %s", "Plads %d spiller %s"), seatNo(m.Seat), cardWords(m.Play))
		case m.Any:
			act = fmt.Sprintf(pick("Seat %d takes the stock up and puts back two cards of its choice",
				"Platz %d nimmt den Stock auf und legt zwei Karten seiner Wahl zurück",
				"Plads %d tager talonen op og lægger to kort efter eget valg tilbage"), seatNo(m.Seat))
		case m.Stock != "":
			act = fmt.Sprintf(pick("Seat %d puts back %s", "Platz %d legt %s zurück", "Plads %d lægger %s tilbage"), seatNo(m.Seat), cardWords(m.Stock))
		case m.Announce != "":
			act = fmt.Sprintf(pick("Seat %d announces %s", "Platz %d sagt %s an", "Plads %d melder %s"), seatNo(m.Seat), capital(m.Announce))
		case m.Draw != "":
			act = fmt.Sprintf(pick("Seat %d draws %s", "Platz %d zieht %s", "Plads %d trækker %s"), seatNo(m.Seat), cardWords(m.Draw))
		}
		if m.Refused != "" {
			act += fmt.Sprintf(pick(": refused (%s)", ": abgelehnt (%s)", ": afvist (%s)"), m.Refused)
		}
		for _, s := range m.Safe {
			act += fmt.Sprintf(pick("; seat %d has no cards left and is safe", "; Platz %d hat keine Karten mehr und ist sicher",
				"; plads %d har ingen kort tilbage og er sikker"), seatNo(s))
		}
		for _, s := range m.Next {
			act += fmt.Sprintf(pick("; seat %d is next", "; Platz %d ist dran", "; plads %d er i tur"), seatNo(s))
		}
		b.WriteString(" " + act + ".")
	}
	if x.Note != (Text{}) {
		b.WriteString(" " + x.Note.In(lang))
	}
	return b.String()
}

// scheduleWords tells the pass direction of each deal: "Four players,
// deals 1 to 8: the pass goes left, right, across, none, …".
func scheduleWords(x WorkedSchedule, lang string) string {
	pick := picker(lang)
	words := map[string][3]string{"left": {"left", "links", "til venstre"}, "right": {"right", "rechts", "til højre"},
		"across": {"across", "gegenüber", "over for"}, "none": {"no pass", "kein Weitergeben", "ingen afgivning"}}
	var dirs []string
	for _, p := range x.Passes {
		w := words[p]
		dirs = append(dirs, pick(w[0], w[1], w[2]))
	}
	return fmt.Sprintf(pick("%s, deals 1 to %d: the pass goes %s.", "%s, Spiele 1 bis %d: weitergegeben wird %s.", "%s, giv 1 til %d: der afgives %s."),
		players(x.Seats, lang), len(x.Passes), strings.Join(dirs, ", "))
}

// tableWords tells a table at the start of a deal: "Four players,
// dealer seat 4, deal 1: seats 1 to 4 are dealt 13, 13, 13 and 12
// cards."
func tableWords(t WorkedTable, oldMaid bool, lang string) string {
	pick := picker(lang)
	var parts []string
	if t.Hands != nil {
		seats := fmt.Sprintf(pick("seats 1 to %d", "die Plätze 1 bis %d", "pladserne 1 til %d"), len(t.Hands))
		if len(t.Hands) == 2 {
			seats = pick("seats 1 and 2", "die Plätze 1 und 2", "pladserne 1 og 2")
		}
		parts = append(parts, fmt.Sprintf(pick("%s are dealt %s cards", "%s bekommen %s Karten", "%s får %s kort"), seats, andList(t.Hands, lang)))
	}
	if t.PassTo != nil {
		var to []string
		for s, x := range t.PassTo {
			to = append(to, fmt.Sprintf(pick("seat %d to seat %d", "Platz %d an Platz %d", "plads %d til plads %d"), seatNo(s), seatNo(x)))
		}
		parts = append(parts, pick("the pass goes ", "weitergegeben wird ", "der afgives fra ")+strings.Join(to, ", "))
	}
	if t.Out != "" {
		parts = append(parts, fmt.Sprintf(pick("out of the pack: %s", "aus dem Spiel genommen: %s", "taget ud af kortspillet: %s"), cardWords(t.Out)))
	}
	for s, at := range t.Order {
		if len(at) > 0 {
			parts = append(parts, fmt.Sprintf(pick("seat %d is dealt %s", "Platz %d bekommt %s", "plads %d får %s"), seatNo(s), positions(at, lang)))
		}
	}
	if len(t.OrderStock) > 0 {
		parts = append(parts, fmt.Sprintf(pick("the stock is %s", "der Stock sind %s", "talonen er %s"), positions(t.OrderStock, lang)))
	}
	if len(t.Stocks) > 0 {
		parts = append(parts, fmt.Sprintf(pick("the stock goes to seat %s in turn", "der Stock geht der Reihe nach an Platz %s", "talonen går på skift til plads %s"), andList(seatNos(t.Stocks), lang)))
	}
	if lead := leadWords(t, oldMaid, lang); lead != "" {
		parts = append(parts, lead)
	}
	head := players(t.Seats, lang)
	if len(t.Options) > 0 {
		head += pick(", with ", ", mit ", ", med ") + optionWords(t.Options)
	}
	head += fmt.Sprintf(pick(", dealer seat %d, deal %d", ", Geber Platz %d, Spiel %d", ", giver plads %d, giv %d"), seatNo(t.Dealer), t.Deal)
	if len(t.Order) > 0 {
		head += pick(", with the pack's cards counted from 1 in the order they are dealt", ", die Karten des Spiels in der Reihenfolge des Gebens von 1 an gezählt",
			", med kortspillets kort talt fra 1 i den rækkefølge, de gives i")
	}
	head += ": "
	out := head + strings.Join(parts, "; ") + "."
	if t.Note != (Text{}) {
		out += " " + t.Note.In(lang)
	}
	return out
}

// leadWords tells who plays the first card of a table's deal, or "" when
// the example does not say.
func leadWords(t WorkedTable, oldMaid bool, lang string) string {
	pick := picker(lang)
	switch {
	case t.Opens != "" && len(t.Leads) == 1 && t.LeadsIt:
		return fmt.Sprintf(pick("seat %d holds %s and must lead it", "Platz %d hält %s und muss sie ausspielen", "plads %d har %s og skal spille det ud"), seatNo(t.Leads[0]), cardWords(t.Opens))
	case t.Opens != "" && len(t.Leads) == 1:
		return fmt.Sprintf(pick("seat %d holds %s and leads, with any card", "Platz %d hält %s und spielt aus, mit einer beliebigen Karte",
			"plads %d har %s og spiller ud, med et vilkårligt kort"), seatNo(t.Leads[0]), cardWords(t.Opens))
	case t.Opens != "" && t.LeadsIt:
		return fmt.Sprintf(pick("whoever holds %s leads it", "wer %s hält, spielt sie aus", "den, der har %s, spiller det ud"), cardWords(t.Opens))
	case t.Opens != "":
		return fmt.Sprintf(pick("whoever holds %s leads, with any card", "wer %s hält, spielt aus, mit einer beliebigen Karte",
			"den, der har %s, spiller ud, med et vilkårligt kort"), cardWords(t.Opens))
	case len(t.Leads) == 1 && oldMaid:
		return fmt.Sprintf(pick("seat %d draws first", "Platz %d zieht zuerst", "plads %d trækker først"), seatNo(t.Leads[0]))
	case len(t.Leads) == 1:
		return fmt.Sprintf(pick("seat %d leads", "Platz %d spielt aus", "plads %d spiller ud"), seatNo(t.Leads[0]))
	}
	return ""
}

// positions writes positions of a pack in order, counted from 1 as
// people count: "cards 1, 2 and 13" ("die Karten 1, 2 und 13", "kortene
// 1, 2 og 13").
func positions(at []int, lang string) string {
	return picker(lang)("cards ", "die Karten ", "kortene ") + andList(seatNos(at), lang)
}

// seatNo is the number a text for people gives seat s of a record or
// of the library: counted from 1, so seat 0 is "seat 1".
func seatNo(s int) int { return s + 1 }

// seatNos counts seats (or positions) from 1, as seatNo does.
func seatNos(seats []int) []int {
	out := make([]int, len(seats))
	for i, s := range seats {
		out[i] = seatNo(s)
	}
	return out
}

// andList writes numbers as "13, 13, 13 and 12" ("… und 12", "… og 12").
func andList(n []int, lang string) string {
	parts := make([]string, len(n))
	for i, x := range n {
		parts[i] = strconv.Itoa(x)
	}
	if len(parts) < 2 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + picker(lang)(" and ", " und ", " og ") + parts[len(parts)-1]
}

// playWords tells a position of the play and what may be played in it.
func playWords(p WorkedPlay, lang string) string {
	pick := picker(lang)
	hand, legal, led := cardWords(p.Hand), cardWords(p.Legal), cardWords(p.Trick)
	hearts := pick("before hearts are broken", "bevor Herz gebrochen ist", "før hjerter er brudt")
	if p.Broken {
		hearts = pick("after hearts are broken", "nachdem Herz gebrochen ist", "efter at hjerter er brudt")
	}
	switch {
	case p.Trick == "" && p.First:
		return fmt.Sprintf(pick("Leading to the first trick with %[1]s, a player may play %[2]s.",
			"Wer mit %[1]s zum ersten Stich ausspielt, darf spielen: %[2]s.",
			"Den, der spiller ud til første stik med %[1]s, må spille %[2]s."), hand, legal)
	case p.Trick == "":
		return fmt.Sprintf(pick("Leading %[3]s with %[1]s, a player may play %[2]s.",
			"Wer mit %[1]s ausspielt, %[3]s, darf spielen: %[2]s.",
			"Den, der spiller ud med %[1]s, %[3]s, må spille %[2]s."), hand, legal, hearts)
	case p.First:
		return fmt.Sprintf(pick("Following %[3]s on the first trick with %[1]s, a player may play %[2]s.",
			"Wer im ersten Stich auf %[3]s mit %[1]s zugibt, darf spielen: %[2]s.",
			"Den, der i første stik lægger til %[3]s med %[1]s, må spille %[2]s."), hand, legal, led)
	}
	return fmt.Sprintf(pick("Following %[3]s %[4]s with %[1]s, a player may play %[2]s.",
		"Wer auf %[3]s mit %[1]s zugibt, %[4]s, darf spielen: %[2]s.",
		"Den, der lægger til %[3]s med %[1]s, %[4]s, må spille %[2]s."), hand, legal, led, hearts)
}

// seatWords tells what seat s did in deal d.
func seatWords(s int, t Took, d WorkedDeal, lang string) string {
	pick := picker(lang)
	out := fmt.Sprintf(pick("seat %d ", "Platz %d ", "plads %d "), seatNo(s))
	for _, x := range d.Jungfrau {
		if x == s {
			out += pick("announced Jungfrau and ", "sagte Jungfrau an und ", "meldte Jungfrau og ")
		}
	}
	for _, x := range d.Durchmarsch {
		if x == s {
			out += pick("announced Durchmarsch and ", "sagte Durchmarsch an und ", "meldte Durchmarsch og ")
		}
	}
	switch {
	case t.Tricks == 0:
		return out + pick("took no trick", "machte keinen Stich", "tog intet stik")
	case t.Cards == "":
		return out + fmt.Sprintf(pick("took %s with no card of value", "machte %s ohne Karte von Wert", "tog %s uden kort af værdi"), tricks(t.Tricks, lang))
	}
	return out + fmt.Sprintf(pick("took %s with %s", "machte %s mit %s", "tog %s med %s"), tricks(t.Tricks, lang), cardWords(t.Cards))
}

// players says how many play ("Four players", "Vier Spieler", "Fire
// spillere").
func players(n int, lang string) string {
	pick := picker(lang)
	en := []string{"", "One", "Two", "Three", "Four", "Five", "Six"}
	de := []string{"", "Ein", "Zwei", "Drei", "Vier", "Fünf", "Sechs"}
	da := []string{"", "Én", "To", "Tre", "Fire", "Fem", "Seks"}
	word := strconv.Itoa(n)
	if n >= 1 && n < len(en) {
		word = pick(en[n], de[n], da[n])
	}
	if n == 1 {
		return word + pick(" player", " Spieler", " spiller")
	}
	return word + pick(" players", " Spieler", " spillere")
}

// tricks says "1 trick", "3 tricks" ("1 Stich", "3 Stiche"; "1 stik",
// "3 stik").
func tricks(n int, lang string) string {
	if n == 1 {
		return picker(lang)("1 trick", "1 Stich", "1 stik")
	}
	return strconv.Itoa(n) + picker(lang)(" tricks", " Stiche", " stik")
}

// times says "once", "twice", "3 times" ("einmal", "zweimal", "3-mal";
// "én gang", "to gange", "3 gange").
func times(n int, lang string) string {
	pick := picker(lang)
	switch n {
	case 1:
		return pick("once", "einmal", "én gang")
	case 2:
		return pick("twice", "zweimal", "to gange")
	}
	return strconv.Itoa(n) + pick(" times", "-mal", " gange")
}

// cardWords writes cards of the record notation with their suit symbols
// ("QS 7H" as "Q♠ 7♥"); a name that is no card stays as it is.
func cardWords(cards string) string {
	var parts []string
	for _, name := range strings.Fields(cards) {
		c, err := card.Parse(name)
		if err != nil || c == card.Joker || !c.Valid() {
			parts = append(parts, name)
			continue
		}
		parts = append(parts, c.Rank().String()+c.Suit().Symbol())
	}
	return strings.Join(parts, " ")
}

// optionWords writes options of the form name=value as "name: value".
func optionWords(opts []string) string {
	parts := make([]string, len(opts))
	for i, o := range opts {
		parts[i] = strings.Replace(o, "=", ": ", 1)
	}
	return strings.Join(parts, ", ")
}

// pointList writes points as the book does: "0, 0, −43, 0".
func pointList(points []int) string {
	parts := make([]string, len(points))
	for i, p := range points {
		parts[i] = strings.Replace(strconv.Itoa(p), "-", "−", 1)
	}
	return strings.Join(parts, ", ")
}
