package player

import (
	"fmt"
	"strings"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/variant"
)

// Text returns the reason as one sentence in lang ("de" German, "da"
// Danish, anything else English): the move, a colon, and what it avoids
// or aims at. Cards are written as a reader of lang writes them: "Q♠",
// German "D♠" and "B♥", Danish "D♠", "Kn♥" and "E♣".
func (r Reason) Text(lang string) string {
	l := lingoOf(lang)
	switch r.Aim {
	case AimOnly:
		return l.f("play %[1]s: it is the only card you may play", "%[1]s spielen: die einzige Karte, die du spielen darfst", "spil %[1]s: det er det eneste kort, du må spille", l.card(r.Move.Card))
	case AimLeadLow:
		return r.leadLowText(l)
	case AimLeadTop:
		if r.Points > 0 {
			return l.f("lead %[1]s: no higher card in %[2]s is still out, so you take the trick, with the card's %[3]s", "%[1]s ausspielen: keine höhere Karte in %[2]s ist noch im Spiel, also bekommst du den Stich samt den %[3]s der Karte", "spil %[1]s ud: intet højere kort i %[2]s er stadig i spil, så du tager stikket med kortets %[3]s", l.card(r.Move.Card), l.suit(r.Suit), l.points(r.Points))
		}
		return l.f("lead %[1]s: no higher card in %[2]s is still out, so you take the trick and lead again", "%[1]s ausspielen: keine höhere Karte in %[2]s ist noch im Spiel, also bekommst du den Stich und spielst wieder aus", "spil %[1]s ud: intet højere kort i %[2]s er stadig i spil, så du tager stikket og spiller ud igen", l.card(r.Move.Card), l.suit(r.Suit))
	case AimDuck:
		return r.duckText(l)
	case AimTake:
		if r.Last {
			return l.f("take the trick with %[1]s: you play last and it holds no points", "den Stich mit %[1]s nehmen: du spielst als Letzter, und er hat keine Punkte", "tag stikket med %[1]s: du spiller sidst, og det har ingen point", l.card(r.Move.Card))
		}
		return l.f("take the trick with %[1]s: it holds no points so far", "den Stich mit %[1]s nehmen: er hat bisher keine Punkte", "tag stikket med %[1]s: det har ingen point indtil videre", l.card(r.Move.Card))
	case AimForced:
		s := l.f("play %[1]s: every card you may play beats %[2]s", "%[1]s spielen: jede Karte, die du spielen darfst, schlägt %[2]s", "spil %[1]s: hvert kort, du må spille, slår %[2]s", l.card(r.Move.Card), l.card(r.Over))
		switch {
		case !r.Highest && !r.Out.IsEmpty():
			s += l.f(", but higher cards are still out (%s): a seat after you may yet take the trick", ", aber höhere Karten sind noch im Spiel (%s): ein Spieler nach dir kann den Stich noch nehmen", ", men højere kort er stadig i spil (%s): en spiller efter dig kan endnu tage stikket", l.top(r.Out, 3))
		case r.Highest:
			s += l.s(", so you take the trick anyway with your highest and keep the lower ones", ", also nimmst du den Stich ohnehin mit der höchsten und behältst die niedrigeren", ", så du tager stikket alligevel med det højeste og beholder de lavere")
		}
		return s
	case AimDiscard:
		return r.discardText(l)
	case AimGive:
		return r.giveText(l)
	case AimPush:
		return l.f("push the stock on unseen: the deal's scores double, and your hand has %[1]d cards above the jack and %[2]s", "den Stock ungesehen weiterschieben: die Punkte des Spiels verdoppeln sich, und dein Blatt hat %[1]d Karten über dem Buben und %[2]s", "skub talonen uset videre: givets point fordobles, og din hånd har %[1]d kort over knægten og %[2]s", r.High.Len(), l.penalty(r.Points))
	case AimTakeStock:
		return l.f("take the stock: pushing would double the deal's scores, and your hand has %[1]d cards above the jack and %[2]s", "den Stock aufnehmen: Schieben würde die Punkte des Spiels verdoppeln, und dein Blatt hat %[1]d Karten über dem Buben und %[2]s", "tag talonen: at skubbe ville fordoble givets point, og din hånd har %[1]d kort over knægten og %[2]s", r.High.Len(), l.penalty(r.Points))
	case AimAnnounce:
		return r.announceText(l)
	case AimDecline:
		return r.declineText(l)
	case AimDraw:
		return l.f("draw card %[1]d: the hand you draw from lies face down and shuffled, so every card is as good as another", "Karte %[1]d ziehen: die Karten liegen verdeckt und gemischt, jede ist so gut wie die andere", "træk kort %[1]d: kortene ligger med bagsiden op og blandet, så hvert kort er lige så godt som et andet", r.Move.Position+1)
	}
	return r.searchText(l)
}

// Languages are the languages Text writes a reason in.
var languages = [...]string{"en", "de", "da"}

// Texts returns the reason in each language Text writes, by its code:
// "en", "de" and "da".
func (r Reason) Texts() map[string]string {
	out := make(map[string]string, len(languages))
	for _, lang := range languages {
		out[lang] = r.Text(lang)
	}
	return out
}

// searchText is the reason of AimSearch: the move, and that the search
// found it least costly.
func (r Reason) searchText(l lingo) string {
	return r.moveText(l) + l.s(": in the deals your view allows, it cost you the least on average", ": in den Verteilungen, die deine Sicht zulässt, kostet das im Schnitt am wenigsten", ": i de fordelinger, dit overblik tillader, koster det mindst i gennemsnit")
}

// moveText names the move alone, as an imperative.
func (r Reason) moveText(l lingo) string {
	m := r.Move
	switch m.Kind {
	case variant.Play:
		return l.f("play %s", "%s spielen", "spil %s", l.card(m.Card))
	case variant.Pass:
		return l.f("pass %s", "%s weitergeben", "giv %s videre", l.cards(m.Cards))
	case variant.Stock:
		return l.f("put back %s", "%s zurücklegen", "læg %s tilbage", l.cards(m.Cards))
	case variant.Push:
		return l.s("push the stock on", "den Stock weiterschieben", "skub talonen videre")
	case variant.Take:
		return l.s("take the stock", "den Stock aufnehmen", "tag talonen")
	case variant.Announce:
		return l.f("announce %s", "%s ansagen", "meld %s", callName(m.Call))
	case variant.Decline:
		return l.s("no announcement", "keine Ansage", "ingen melding")
	}
	return l.f("draw card %d", "Karte %d ziehen", "træk kort %d", m.Position+1)
}

// leadLowText is the reason of AimLeadLow.
func (r Reason) leadLowText(l lingo) string {
	c, u, out := l.card(r.Move.Card), l.suit(r.Suit), l.top(r.Out, 3)
	if r.Single {
		return l.f("lead %[1]s: your only card in %[2]s, and higher %[2]s are still out (%[3]s), so another seat can take the trick", "%[1]s ausspielen: deine einzige Karte in %[2]s, und höhere Karten in %[2]s sind noch im Spiel (%[3]s), also kann ein anderer den Stich nehmen", "spil %[1]s ud: dit eneste kort i %[2]s, og højere kort i %[2]s er stadig i spil (%[3]s), så en anden kan tage stikket", c, u, out)
	}
	if r.Lowest {
		return l.f("lead %[1]s: your lowest card in %[2]s, and higher %[2]s are still out (%[3]s), so another seat can take the trick", "%[1]s ausspielen: deine niedrigste Karte in %[2]s, und höhere Karten in %[2]s sind noch im Spiel (%[3]s), also kann ein anderer den Stich nehmen", "spil %[1]s ud: dit laveste kort i %[2]s, og højere kort i %[2]s er stadig i spil (%[3]s), så en anden kan tage stikket", c, u, out)
	}
	return l.f("lead %[1]s: higher %[2]s are still out (%[3]s), so another seat can take the trick", "%[1]s ausspielen: höhere Karten in %[2]s sind noch im Spiel (%[3]s), also kann ein anderer den Stich nehmen", "spil %[1]s ud: højere kort i %[2]s er stadig i spil (%[3]s), så en anden kan tage stikket", c, u, out)
}

// duckText is the reason of AimDuck.
func (r Reason) duckText(l lingo) string {
	s := l.f("play %[1]s under %[2]s: you do not take the trick", "%[1]s unter %[2]s spielen: du bekommst den Stich nicht", "spil %[1]s under %[2]s: du får ikke stikket", l.card(r.Move.Card), l.card(r.Over))
	if r.Points > 0 {
		s += l.f(", which already holds %s", ", der schon %s hat", ", som allerede har %s", l.points(r.Points))
	}
	if !r.Out.IsEmpty() {
		s += l.f(", and %s %s still out", ", und %s %s noch im Spiel", ", og %[1]s %[2]s stadig i spil", l.cards(r.Out), l.be(r.Out.Len()))
	}
	return s
}

// discardText is the reason of AimDiscard.
func (r Reason) discardText(l lingo) string {
	s := l.f("throw away %[1]s: you have no %[2]s", "%[1]s abwerfen: du hast kein %[2]s", "smid %[1]s: du har ingen %[2]s", l.card(r.Move.Card), l.suit(r.Suit))
	if r.Points > 0 {
		s += l.f(", and it rids you of %s", ", und so wirst du %s los", ", og du slipper af med %s", l.points(r.Points))
	}
	if r.Danger != 0 {
		s += l.f(", and kept it could catch %s later", ", und behalten könnte sie später %s fangen", ", og beholdt kunne det senere fange %s", l.card(r.Danger))
	}
	switch {
	case r.Points > 0 || r.Danger != 0:
	case r.Single:
		s += l.f(", and it leaves you without %s too", ", und danach hast du auch kein %s mehr", ", og så har du heller ingen %s", l.suit(r.Move.Card.Suit()))
	case !r.Kept.IsEmpty():
		lower := "niedrigeren"
		if r.Kept.Len() == 1 {
			lower = "niedrigere"
		}
		s += l.f(", and you keep the lower %[1]s to duck under later", ", und du behältst die %[2]s %[1]s, um später drunter zu bleiben", ", og du beholder de lavere %[1]s til at lægge dig under med senere", l.cards(r.Kept), lower)
	}
	return s
}

// giveText is the reason of AimGive: a pass or a stock's cards.
func (r Reason) giveText(l lingo) string {
	var parts []string
	if !r.Penalty.IsEmpty() {
		parts = append(parts, l.f("it rids you of %s (%s)", "so wirst du %s los (%s)", "du slipper af med %s (%s)", l.cards(r.Penalty), l.points(r.Points)))
	}
	if !r.Catchers.IsEmpty() {
		could := l.s("could", "könnte", "kunne")
		if r.Catchers.Len() > 1 && l == german {
			could = "könnten"
		}
		parts = append(parts, l.f("%[1]s %[3]s catch %[2]s", "%[1]s %[3]s %[2]s fangen", "%[1]s %[3]s fange %[2]s", l.cards(r.Catchers), l.card(r.Danger), could))
	}
	if r.Voided != 0 {
		var suits []string
		for u := card.Clubs; u < card.NoSuit; u++ {
			if r.Voided&(1<<u) != 0 {
				suits = append(suits, l.suit(u))
			}
		}
		parts = append(parts, l.f("you keep no %s", "danach hast du kein %s mehr", "så har du ingen %s tilbage", strings.Join(suits, l.s(" or ", " oder ", " eller "))))
	}
	if !r.High.IsEmpty() {
		if r.High.Len() == 1 {
			parts = append(parts, l.f("the high card %s could win tricks", "die hohe Karte %s könnte Stiche machen", "det høje kort %s kunne tage stik", l.cards(r.High)))
		} else {
			parts = append(parts, l.f("the high cards %s could win tricks", "die hohen Karten %s könnten Stiche machen", "de høje kort %s kunne tage stik", l.cards(r.High)))
		}
	}
	for c := range r.Top.All() {
		parts = append(parts, l.f("of your %[2]s only %[1]s is left", "von deinem %[2]s bleibt nur %[1]s", "af dine %[2]s er kun %[1]s tilbage", l.card(c), l.suit(c.Suit())))
	}
	if len(parts) == 0 {
		return r.searchText(l)
	}
	return r.moveText(l) + ": " + strings.Join(parts, "; ")
}

// announceText is the reason of AimAnnounce.
func (r Reason) announceText(l lingo) string {
	if r.Move.Call == variant.SweepCall {
		s := l.s("announce Durchmarsch: you must take every trick", "Durchmarsch ansagen: du musst jeden Stich nehmen", "meld Durchmarsch: du skal tage hvert stik")
		if !r.Top.IsEmpty() {
			s += l.f(", and no card still out beats your %s", ", und keine Karte im Spiel schlägt deine %s", ", og intet kort i spil slår dine %s", l.top(r.Top, 6))
		}
		return s
	}
	hi, _ := r.High.Highest()
	return l.f("announce Jungfrau: you must take no trick, and your highest card is %s", "Jungfrau ansagen: du darfst keinen Stich nehmen, und deine höchste Karte ist %s", "meld Jungfrau: du må ikke tage noget stik, og dit højeste kort er %s", l.card(hi))
}

// declineText is the reason of AimDecline.
func (r Reason) declineText(l lingo) string {
	var parts []string
	if !r.Top.IsEmpty() {
		parts = append(parts, l.f("a Jungfrau takes no trick, but no card still out beats your %s", "eine Jungfrau nimmt keinen Stich, aber keine Karte im Spiel schlägt deine %s", "en Jungfrau tager intet stik, men intet kort i spil slår dine %s", l.cards(r.Top)))
	}
	if !r.Out.IsEmpty() {
		parts = append(parts, l.f("a Durchmarsch takes every trick, but %d of your cards lie below cards still out", "ein Durchmarsch nimmt jeden Stich, aber %d deiner Karten liegen unter Karten im Spiel", "en Durchmarsch tager hvert stik, men %d af dine kort ligger under kort i spil", r.Out.Len()))
	}
	if len(parts) == 0 {
		return r.searchText(l)
	}
	return r.moveText(l) + ": " + strings.Join(parts, "; ")
}

// lingo is the language a Reason is written in.
type lingo uint8

const (
	english lingo = iota
	german
	danish
)

// lingo returns the language of code lang.
func lingoOf(lang string) lingo {
	switch lang {
	case "de":
		return german
	case "da":
		return danish
	}
	return english
}

// s returns the text in l's language.
func (l lingo) s(en, de, da string) string {
	switch l {
	case german:
		return de
	case danish:
		return da
	}
	return en
}

// f formats the text in l's language.
func (l lingo) f(en, de, da string, args ...any) string {
	return fmt.Sprintf(l.s(en, de, da), args...)
}

// card writes c as a reader of l does: the rank as players of the
// language abbreviate it, and the suit symbol.
func (l lingo) card(c card.Card) string {
	if !c.Valid() || c == card.Joker {
		return c.String()
	}
	r := c.Rank().String()
	switch {
	case l == german && c.Rank() == card.Jack:
		r = "B"
	case l != english && c.Rank() == card.Queen:
		r = "D"
	case l == danish && c.Rank() == card.Jack:
		r = "Kn"
	case l == danish && c.Rank() == card.Ace:
		r = "E"
	}
	return r + c.Suit().Symbol()
}

// cards writes the cards of s, highest first, separated by spaces.
func (l lingo) cards(s card.Set) string { return l.top(s, 13) }

// top writes the n highest cards of s, highest first, and "…" after them
// when s holds more.
func (l lingo) top(s card.Set, n int) string {
	cs := s.Cards()
	var b strings.Builder
	for i := len(cs) - 1; i >= 0; i-- {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		if len(cs)-i > n {
			b.WriteString("…")
			break
		}
		b.WriteString(l.card(cs[i]))
	}
	return b.String()
}

// suit names a suit in l's language.
func (l lingo) suit(u card.Suit) string {
	return l.s(u.Name("en"), u.Name("de"), u.Name("da"))
}

// points writes n points with their plural.
func (l lingo) points(n int) string {
	if n == 1 {
		return l.s("1 point", "1 Punkt", "1 point")
	}
	return l.f("%d points", "%d Punkte", "%d point", n)
}

// penalty writes n penalty points in a hand, or that it has none.
func (l lingo) penalty(n int) string {
	switch n {
	case 0:
		return l.s("no penalty points", "keine Strafpunkte", "ingen strafpoint")
	case 1:
		return l.s("1 penalty point", "1 Strafpunkt", "1 strafpoint")
	}
	return l.f("%d penalty points", "%d Strafpunkte", "%d strafpoint", n)
}

// be is the verb "to be" for n cards: is or are (German ist or sind;
// Danish er, the same for both).
func (l lingo) be(n int) string {
	if n == 1 {
		return l.s("is", "ist", "er")
	}
	return l.s("are", "sind", "er")
}

// callName is the name of an announcement, the same in every language.
func callName(c variant.Call) string {
	if c == variant.SweepCall {
		return "Durchmarsch"
	}
	return "Jungfrau"
}
