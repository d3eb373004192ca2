package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/variant"
)

// writeText prints the verdict v on rec (nil when the record could not be
// read) for people, in lang (English unless "de" or "da"), and returns its exit
// code. Deals, tricks, cards of a trick, actions and seats are counted
// from 1: seat 1 is the record's seat 0 (the JSON verdict keeps the
// record's numbers).
func writeText(stdout, stderr io.Writer, v record.Verdict, rec *record.Record, lang string) int {
	t := texts(lang)
	var b strings.Builder
	if rec != nil {
		fmt.Fprintf(&b, t.header, gameTitle(rec.Game, lang), rec.Seats, rec.Seats)
		if o := optionsText(rec, lang); o != "" {
			fmt.Fprintf(&b, t.options, o)
		}
		b.WriteString("\n")
	}
	switch {
	case v.Valid:
		legalText(&b, v, rec, t, lang)
	case v.Error != nil:
		faultText(&b, v, rec, t, lang)
	}
	if _, err := io.WriteString(stdout, b.String()); err != nil {
		fmt.Fprintln(stderr, "referee:", err)
		return 2
	}
	return v.Exit()
}

// optionsText lists the options rec's table chose, as the record names
// them, or says it plays the defaults.
func optionsText(rec *record.Record, lang string) string {
	raw, err := games.MarshalOptions(rec.Game, rec.Options)
	if err != nil || string(raw) == "{}" {
		return ""
	}
	return string(raw)
}

// legalText describes a legal record: deal by deal, then the match.
func legalText(b *strings.Builder, v record.Verdict, rec *record.Record, t words, lang string) {
	b.WriteString(t.legal + "\n")
	for i, d := range v.Deals {
		b.WriteString("\n")
		dealer := -1
		if rec != nil && i < len(rec.Deals) {
			dealer = rec.Deals[i].Dealer
		}
		fmt.Fprintf(b, t.deal, i+1, dealer+1)
		if !d.Complete {
			b.WriteString(t.notComplete + "\n")
		} else if d.Outcome != nil {
			fmt.Fprintf(b, " %s\n", outcomeText(*d.Outcome, rec, lang))
		} else {
			b.WriteString("\n")
		}
		dealText(b, d, rec, t, lang)
	}
	if len(v.Totals) > 0 {
		fmt.Fprintf(b, "\n%s %s\n", t.totals, seatList(v.Totals, t))
	}
	if len(v.Out) > 0 {
		fmt.Fprintf(b, t.out+"\n", seats(v.Out, t))
	}
	switch {
	case v.Over && len(v.Winners) > 0:
		fmt.Fprintf(b, t.over+"\n", seats(v.Winners, t))
	case v.Next != nil:
		nextText(b, v.Next, t, lang)
	default:
		b.WriteString(t.goesOn + "\n")
	}
}

// dealText lists, for each seat, the tricks it took, what it scores for
// the deal and the terms that made the score, each with its rule.
func dealText(b *strings.Builder, d record.DealVerdict, rec *record.Record, t words, lang string) {
	if rec == nil {
		return
	}
	n := rec.Seats
	draws := games.TraitsOf(rec.Game, rec.Options).Draws // Old Maid: who held the maid, not tricks
	won := make([]int, n)
	for _, tr := range d.Tricks {
		if tr.Winner != nil && *tr.Winner >= 0 && *tr.Winner < n {
			won[*tr.Winner]++
		}
	}
	for s := range n {
		var line strings.Builder
		fmt.Fprintf(&line, "  %s %d: ", t.seat, s+1)
		if draws {
			if d.Loser != nil && *d.Loser == s {
				line.WriteString(t.heldMaid)
			} else if d.Complete {
				line.WriteString(t.safe)
			} else {
				continue
			}
		} else {
			if won[s] == 0 {
				line.WriteString(t.noTrick)
			} else {
				if won[s] == 1 {
					line.WriteString(t.oneTrick)
				} else {
					fmt.Fprintf(&line, t.tricks, won[s])
				}
			}
		}
		if d.Points != nil && s < len(d.Points) {
			fmt.Fprintf(&line, t.scores, d.Points[s])
		}
		b.WriteString(line.String() + "\n")
		if s < len(d.Explanation) && !draws {
			for _, term := range d.Explanation[s] {
				b.WriteString("      " + term.Text(lang) + "\n") // its cards in the reader's notation
			}
		}
	}
}

// outcomeText says what decided a deal's scores, with the rule behind it
// in the game of rec.
func outcomeText(o score.Outcome, rec *record.Record, lang string) string {
	game := games.SchwarzeMadonna
	if rec != nil {
		game = rec.Game
	}
	ref := games.OutcomeRule(game, o)
	what := outcomeWords(o, lang)
	if e, ok := games.CatalogueEntry(ref); ok {
		return fmt.Sprintf("%s (%s %s)", what, e.Ref, e.Title.In(lang))
	}
	return what
}

// outcomeWords names an outcome for people.
func outcomeWords(o score.Outcome, lang string) string {
	switch o {
	case score.Normal:
		return say(lang, "scored by card points", "nach Kartenpunkten gewertet", "talt efter kortpoint")
	case score.NoTrick:
		return say(lang, "a Jungfrau multiplied the others' points", "eine Jungfrau vervielfachte die Punkte der anderen",
			"en Jungfrau gangede de andres point")
	case score.AnnouncedNoTrick:
		return say(lang, "an announced Jungfrau succeeded", "eine angesagte Jungfrau gelang", "en meldt Jungfrau lykkedes")
	case score.Sweep:
		return say(lang, "one seat took every trick (Durchmarsch)", "ein Platz machte alle Stiche (Durchmarsch)",
			"én plads tog alle stik (Durchmarsch)")
	case score.AnnouncedSweep:
		return say(lang, "an announced Durchmarsch succeeded", "ein angesagter Durchmarsch gelang", "en meldt Durchmarsch lykkedes")
	case score.FailedAnnouncement:
		return say(lang, "an announcement was lost: its announcer scores", "eine Ansage ging verloren: ihr Ansager schreibt",
			"en melding mislykkedes: den, der meldte, får point")
	case score.PenaltySweep:
		return say(lang, "one seat shot the moon", "ein Platz schoss den Mond", "én plads skød månen")
	case score.PenaltySweepDeducted:
		return say(lang, "one seat took every penalty card (slam)", "ein Platz nahm alle Strafkarten (Schlemm)",
			"én plads tog alle strafkort (slem)")
	case score.Redeal:
		return say(lang, "the deal is void and dealt again", "das Spiel ist ungültig und wird neu gegeben",
			"givet er ugyldigt og gives igen")
	case score.OddCard:
		return say(lang, "the round is over", "die Runde ist vorbei", "runden er slut")
	}
	return o.String()
}

// nextText says who acts next and what it may do.
func nextText(b *strings.Builder, n *record.Next, t words, lang string) {
	var what []string
	for _, l := range n.Legal {
		switch {
		case l.Play != nil:
			what = append(what, cardIn(*l.Play, lang))
		case l.Draw != nil:
			what = append(what, cardIn(*l.Draw, lang))
		case l.Pass != nil:
			what = append(what, fmt.Sprintf(t.choose, l.Pass.Count, cardList(l.Pass.From, lang)))
		case l.Stock != nil:
			what = append(what, fmt.Sprintf(t.choose, l.Stock.Count, cardList(l.Stock.From, lang)))
		case l.Push:
			what = append(what, t.push)
		}
	}
	fmt.Fprintf(b, t.next+"\n", n.Seat+1, phaseWords(n.Phase, lang), strings.Join(what, " "))
	if len(n.Announce) > 0 {
		var calls []string
		for _, m := range n.Announce {
			calls = append(calls, fmt.Sprintf("%s %d %s", t.seat, m.Seat+1, callWords(m.Call, lang)))
		}
		fmt.Fprintf(b, t.announce+"\n", strings.Join(calls, ", "))
	}
}

// faultText describes an illegal record, or one that cannot be judged:
// where, what the seat did, the engine's message and the rule broken.
func faultText(b *strings.Builder, v record.Verdict, rec *record.Record, t words, lang string) {
	f := v.Error
	msg := rule.Text{EN: f.EN, DE: f.DE, DA: f.DA}.In(lang)
	if f.Rule.Exit() == 1 && f.Facts.Sentence != rule.NoSentence {
		// The engine's sentence again, with the seats counted from 1 as
		// the rest of the text counts them.
		seat := rule.NoSeat
		if f.Seat != nil {
			seat = *f.Seat
		}
		msg = f.Facts.RenderNamed(seat, lang, rule.SeatsFrom1)
	}
	if f.Rule.Exit() == 2 {
		fmt.Fprintf(b, t.cannot+"\n  %s: %s\n", f.Rule, msg)
	} else {
		fmt.Fprintf(b, "%s: %s%s\n  %s: %s\n", t.illegal, where(f, rec, t, lang), factsWords(f.Facts, lang), f.Rule, msg)
	}
	for _, ref := range refsOf(f.Ref) {
		if e, ok := games.CatalogueEntry(ref); ok {
			fmt.Fprintf(b, "  %s: %s\n  %s: %s\n", e.Heading(lang), e.Rule.In(lang), rule.LabelBook.In(lang), e.Link(lang))
		}
	}
}

// factsWords tells the facts of a broken rule of play after what the
// seat did: " but must follow ♦ and holds 9♦ 10♦".
func factsWords(f rule.Facts, lang string) string {
	switch f.Sentence {
	case sentence.MustFollow:
		return fmt.Sprintf(say(lang, " but must follow %s and holds %s", ", muss aber %s bedienen und hält %s", ", men skal bekende %s og har %s"),
			f.Suit.Symbol(), setList(f.Cards, lang))
	case sentence.HeartsUnbroken, sentence.NoPenaltyFirstTrick, sentence.MustOpenWithSuit:
		return fmt.Sprintf(say(lang, " but may play only %s", ", erlaubt waren %s", ", men må kun spille %s"), setList(f.Cards, lang))
	case sentence.MustOpenWithCard:
		return fmt.Sprintf(say(lang, " but must lead %s", ", muss aber %s ausspielen", ", men skal spille %s ud"), cardIn(f.Card, lang))
	}
	return ""
}

// refsOf splits a violation's Ref ("BM-A4, BM-O5") into rule IDs.
func refsOf(ref string) []string {
	return strings.FieldsFunc(ref, func(c rune) bool { return c == ',' || c == ' ' || c == ';' })
}

// where says where a fault is: the deal, the trick and the card, the
// action, and what the seat did, counted from 1.
func where(f *record.Fault, rec *record.Record, t words, lang string) string {
	if f.Deal == nil {
		return t.wholeRecord
	}
	d := *f.Deal
	s := fmt.Sprintf(t.dealN, d+1)
	if f.Action == nil || rec == nil || d >= len(rec.Deals) || *f.Action >= len(rec.Deals[d].Actions) {
		return s
	}
	a := *f.Action
	m := rec.Deals[d].Actions[a]
	if pos := trickPosition(rec, d, a, t); pos != "" {
		s += ", " + pos
	}
	return fmt.Sprintf("%s (%s): %s %d %s", s, fmt.Sprintf(t.actionN, a+1), t.seat, m.Seat+1, moveWords(m, lang))
}

// trickPosition replays rec up to the action a of deal d and says which
// trick and which card of it the action came at ("trick 5, third card"),
// or "" before the first trick.
func trickPosition(rec *record.Record, d, a int, t words) string {
	cut := *rec
	cut.Deals = append([]record.Deal(nil), rec.Deals[:d+1]...)
	last := cut.Deals[d]
	last.Actions = last.Actions[:a]
	cut.Deals[d] = last
	v := record.Judge(&cut)
	if !v.Valid || d >= len(v.Deals) {
		return ""
	}
	tricks := v.Deals[d].Tricks
	if len(tricks) == 0 {
		if v.Next != nil && v.Next.Phase == variant.PhasePlay {
			return fmt.Sprintf(t.trickCard, 1, ordinal(1, t))
		}
		return t.beforePlay
	}
	lastTrick := tricks[len(tricks)-1]
	if lastTrick.Winner == nil {
		return fmt.Sprintf(t.trickCard, len(tricks), ordinal(len(lastTrick.Cards)+1, t))
	}
	return fmt.Sprintf(t.trickCard, len(tricks)+1, ordinal(1, t))
}

// ordinal writes n (from 1) as a word where there is one.
func ordinal(n int, t words) string {
	if n >= 1 && n <= len(t.ordinals) {
		return t.ordinals[n-1]
	}
	return fmt.Sprintf("%d.", n)
}

// moveWords says what a move does, its cards in the reader's notation.
func moveWords(m variant.Move, lang string) string {
	switch m.Kind {
	case variant.Play:
		return fmt.Sprintf(say(lang, "played %s", "spielte %s", "spillede %s"), cardIn(m.Card, lang))
	case variant.Pass:
		return fmt.Sprintf(say(lang, "passed %s", "gab %s weiter", "afgav %s"), setList(m.Cards, lang))
	case variant.Stock:
		return fmt.Sprintf(say(lang, "put %s into the stock", "legte %s in den Stock", "lagde %s i talonen"), setList(m.Cards, lang))
	case variant.Push:
		return say(lang, "pushed the stock on", "schob den Stock weiter", "skubbede talonen videre")
	case variant.Announce:
		return fmt.Sprintf(say(lang, "announced %s", "sagte %s an", "meldte %s"), callWords(m.Call, lang))
	case variant.Draw:
		return fmt.Sprintf(say(lang, "drew %s", "zog %s", "trak %s"), cardIn(m.Card, lang))
	}
	return m.String()
}

// callWords names an announcement.
func callWords(c variant.Call, lang string) string {
	switch c {
	case variant.NoTrickCall:
		return "Jungfrau"
	case variant.SweepCall:
		return "Durchmarsch"
	}
	return c.String()
}

// phaseWords names the phase of next in lang.
func phaseWords(p variant.Phase, lang string) string {
	switch p {
	case variant.PhasePass:
		return say(lang, "to pass", "gibt weiter", "skal afgive")
	case variant.PhaseStock:
		return say(lang, "at the stock", "ist am Stock", "er ved talonen")
	case variant.PhasePlay:
		return say(lang, "to play", "spielt", "skal spille")
	case variant.PhaseDraw:
		return say(lang, "to draw", "zieht", "skal trække")
	}
	return p.String()
}

// cardList and setList write cards in the reader's notation (cardIn).
func cardList(cs []card.Card, lang string) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = cardIn(c, lang)
	}
	return strings.Join(parts, " ")
}

func setList(s card.Set, lang string) string { return cardList(s.Cards(), lang) }

// seatList writes "seat 1: 12, seat 2: 3", seats counted from 1.
func seatList(points []int, t words) string {
	parts := make([]string, len(points))
	for s, p := range points {
		parts[s] = fmt.Sprintf("%s %d: %d", t.seat, s+1, p)
	}
	return strings.Join(parts, ", ")
}

// seats writes "seat 1, seat 3", seats counted from 1.
func seats(list []int, t words) string {
	parts := make([]string, len(list))
	for i, s := range list {
		parts[i] = fmt.Sprintf("%s %d", t.seat, s+1)
	}
	return strings.Join(parts, ", ")
}

// words are the fixed texts of the text verdict.
type words struct {
	header, options, legal, deal, notComplete, totals, out, over, goesOn, next, announce,
	choose, push, seat, noTrick, oneTrick, tricks, scores, heldMaid, safe,
	cannot, illegal, wholeRecord, dealN, actionN, trickCard, beforePlay string
	ordinals []string
}

// texts are the words of the text verdict in lang (en, de or da;
// English for any other).
func texts(lang string) words {
	switch lang {
	case "da":
		return wordsDA()
	case "de":
		return wordsDE()
	}
	return wordsEN()
}

// wordsEN are the words of the text verdict in English.
func wordsEN() words {
	return words{
		header:      "%s at %d seats (seat 1 to %d: seat 1 is the record's seat 0; seats, deals, tricks, cards and actions counted from 1).\n",
		options:     "Options: %s\n",
		legal:       "The record is legal.",
		deal:        "Deal %d, dealer seat %d:",
		notComplete: " not finished",
		totals:      "Totals:",
		out:         "Out: %s.",
		over:        "The match is over; %s wins.",
		goesOn:      "The match goes on.",
		next:        "Next: seat %d %s: %s",
		announce:    "Announcements possible now: %s",
		choose:      "%d of %s",
		push:        "or push",
		seat:        "seat",
		noTrick:     "no trick",
		oneTrick:    "1 trick",
		tricks:      "%d tricks",
		scores:      "; scores %d",
		heldMaid:    "holds the Old Maid and loses",
		safe:        "safe",
		cannot:      "The record cannot be judged:",
		illegal:     "Illegal",
		wholeRecord: "the record as a whole",
		dealN:       "deal %d",
		actionN:     "action %d",
		trickCard:   "trick %d, %s card",
		beforePlay:  "before the first trick",
		ordinals:    []string{"first", "second", "third", "fourth", "fifth", "sixth"},
	}
}

// wordsDE are the words of the text verdict in German.
func wordsDE() words {
	return words{
		header:      "%s mit %d Plätzen (Platz 1 bis %d: Platz 1 ist Platz 0 der Aufzeichnung; Plätze, Spiele, Stiche, Karten und Aktionen ab 1 gezählt).\n",
		options:     "Optionen: %s\n",
		legal:       "Die Aufzeichnung ist regelgerecht.",
		deal:        "Spiel %d, Geber Platz %d:",
		notComplete: " noch nicht zu Ende",
		totals:      "Stand:",
		out:         "Ausgeschieden: %s.",
		over:        "Die Partie ist zu Ende; es gewinnt %s.",
		goesOn:      "Die Partie geht weiter.",
		next:        "Als Nächstes: Platz %d %s: %s",
		announce:    "Ansagen jetzt möglich: %s",
		choose:      "%d aus %s",
		push:        "oder schieben",
		seat:        "Platz",
		noTrick:     "kein Stich",
		oneTrick:    "1 Stich",
		tricks:      "%d Stiche",
		scores:      "; schreibt %d",
		heldMaid:    "hält die Old Maid und verliert",
		safe:        "sicher",
		cannot:      "Die Aufzeichnung kann nicht beurteilt werden:",
		illegal:     "Regelwidrig",
		wholeRecord: "die Aufzeichnung als Ganzes",
		dealN:       "Spiel %d",
		actionN:     "Aktion %d",
		trickCard:   "Stich %d, %s Karte",
		beforePlay:  "vor dem ersten Stich",
		ordinals:    []string{"erste", "zweite", "dritte", "vierte", "fünfte", "sechste"},
	}
}

// wordsDA are the words of the text verdict in Danish.
func wordsDA() words {
	return words{
		header:      "%s med %d pladser (plads 1 til %d: plads 1 er protokollens plads 0; pladser, giv, stik, kort og handlinger tælles fra 1).\n",
		options:     "Indstillinger: %s\n",
		legal:       "Protokollen følger reglerne.",
		deal:        "Giv %d, giver plads %d:",
		notComplete: " endnu ikke slut",
		totals:      "Stilling:",
		out:         "Ude: %s.",
		over:        "Partiet er slut; %s vinder.",
		goesOn:      "Partiet fortsætter.",
		next:        "Næste: plads %d %s: %s",
		announce:    "Meldinger mulige nu: %s",
		choose:      "%d af %s",
		push:        "eller skub",
		seat:        "plads",
		noTrick:     "intet stik",
		oneTrick:    "1 stik",
		tricks:      "%d stik",
		scores:      "; får %d",
		heldMaid:    "sidder med Sorte Per og taber",
		safe:        "sikker",
		cannot:      "Protokollen kan ikke bedømmes:",
		illegal:     "Regelbrud",
		wholeRecord: "protokollen som helhed",
		dealN:       "giv %d",
		actionN:     "handling %d",
		trickCard:   "stik %d, %s kort",
		beforePlay:  "før første stik",
		ordinals:    []string{"første", "andet", "tredje", "fjerde", "femte", "sjette"},
	}
}
