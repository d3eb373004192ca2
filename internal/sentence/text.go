package sentence

// Text returns sentence s in English, German and Danish, with the blanks
// of table, which rule.Facts.RenderFor fills; None and a number past the
// last sentence have no text ("", "", "").
func Text(s Sentence) (en, de, da string) {
	t := table(s)
	return t.en, t.de, t.da
}

// text is a sentence in English, German and Danish.
type text struct{ en, de, da string }

// tx is the text of the three languages.
func tx(en, de, da string) text { return text{en: en, de: de, da: da} }

// table holds the catalogue's sentences for the facts of a case, in
// English, German and Danish; %[1]s is the seat (named by a rule.SeatNames), %[2]s the
// card, %[3]s the suit, %[4]s the cards, %[5]d the other seat's number,
// %[6]d the count, %[7]d the number wanted, %[8]s the action, %[9]s the
// phase, %[10]s the cards allowed, %[11]d the last position (Count−1),
// %[12]s the game, %[13]d the number of seats, %[14]x the cards as a
// number, %[15]s the card in the record notation in every language,
// %[16]d and %[17]d the low and high ends of the range, %[18]s the record
// name, %[19]v to %[21]v the times, %[22]s the detail, %[23]s the rule
// ID, %[24]s the value, %[25]s the place (Where), %[26]s the place
// beginning a sentence, %[27]s the key, %[28]d the last seat (Seats−1),
// %[29]s what was found, %[30]s the place after "in" (Within), %[31]d
// Count+1, %[32]s the other seat named and %[33]s the seat wanted
// (Want) named. The numbers %[5]d and %[7]d are the record's own, used
// for seats a record names that are not seats of the table.
func table(s Sentence) text {
	switch s {
	case NotHeld:
		return tx("%[1]s does not hold %[2]s.", "%[1]s hat %[2]s nicht auf der Hand.",
			"%[1]s har ikke %[2]s på hånden.")
	case MustFollow:
		return tx("%[1]s must follow %[3]s and holds %[4]s.", "%[1]s muss %[3]s bedienen und hat %[4]s.",
			"%[1]s skal bekende %[3]s og har %[4]s.")
	case HeartsUnbroken:
		return tx("%[1]s may not lead a heart before hearts are broken and holds %[4]s.",
			"%[1]s darf kein Herz ausspielen, bevor Herz gefallen ist, und hat %[4]s.",
			"%[1]s må ikke spille hjerter ud, før hjerter er brudt, og har %[4]s.")
	case MustOpenWithCard:
		return tx("%[1]s must lead %[2]s to the first trick.", "%[1]s muss zum ersten Stich %[2]s ausspielen.",
			"%[1]s skal spille %[2]s ud til første stik.")
	case MustOpenWithSuit:
		return tx("%[1]s must lead a card of %[3]s to the first trick.", "%[1]s muss zum ersten Stich %[3]s ausspielen.",
			"%[1]s skal spille %[3]s ud til første stik.")
	case NoPenaltyFirstTrick:
		return tx("%[1]s may not play %[2]s to the first trick while holding %[4]s.",
			"%[1]s darf %[2]s nicht in den ersten Stich geben, solange die Hand %[4]s enthält.",
			"%[1]s må ikke lægge %[2]s i første stik, så længe der er %[4]s på hånden.")
	case DealIsOver:
		return tx("The deal is over.", "Das Spiel ist vorbei.", "Givet er slut.")
	case RoundIsOver:
		return tx("The round is over.", "Die Runde ist vorbei.", "Runden er slut.")
	case CannotNow:
		return tx("%[1]s cannot %[8]s now: the game is in the %[9]s phase.", "%[1]s kann jetzt nicht %[8]s: das Spiel ist in der Phase %[9]s.",
			"%[1]s kan ikke %[8]s nu: spillet er i fasen %[9]s.")
	case NotInDeal:
		return tx("%[1]s does not play this deal.", "%[1]s spielt dieses Spiel nicht mit.",
			"%[1]s er ikke med i dette giv.")
	case NotTheTurn:
		return tx("It is %[32]s's turn, not %[1]s's.", "%[32]s ist am Zug, nicht %[1]s.",
			"Det er %[32]s, der er i tur, ikke %[1]s.")
	case NoCards:
		return tx("%[1]s does not hold the cards given: some are no cards.", "%[1]s hat die genannten Karten nicht: einige sind keine Karten.",
			"%[1]s har ikke de nævnte kort: nogle af dem er ingen kort.")
	case NotHeldCards:
		return tx("%[1]s does not hold %[4]s.", "%[1]s hat %[4]s nicht.", "%[1]s har ikke %[4]s.")
	case NoCardOfPack:
		return tx("%[1]s cannot play %[2]s: it is no card of the pack.", "%[1]s kann %[2]s nicht spielen: das ist keine Karte des Blatts.",
			"%[1]s kan ikke spille %[2]s: det er intet kort i kortspillet.")
	case AlreadyPassed:
		return tx("%[1]s has already passed.", "%[1]s hat schon weitergegeben.", "%[1]s har allerede afgivet.")
	case PassExactly:
		return tx("%[1]s must pass exactly %[7]d cards, not %[6]d.", "%[1]s muss genau %[7]d Karten weitergeben, nicht %[6]d.",
			"%[1]s skal afgive præcis %[7]d kort, ikke %[6]d.")
	case NoPushAfterTake:
		return tx("%[1]s has taken the stock and may no longer push it: a push passes it on unseen.",
			"%[1]s hat den Stock aufgenommen und darf ihn nicht mehr schieben: geschoben wird nur ungesehen.",
			"%[1]s har taget talonen op og må ikke længere skubbe den: den skubbes kun videre uset.")
	case StockExactly:
		return tx("%[1]s must put exactly %[7]d cards back into the stock, not %[6]d.", "%[1]s muss genau %[7]d Karten in den Stock zurücklegen, nicht %[6]d.",
			"%[1]s skal lægge præcis %[7]d kort tilbage i talonen, ikke %[6]d.")
	case NotIntoStock:
		return tx("%[1]s may not put %[4]s into the stock: only %[10]s may go back.", "%[1]s darf %[4]s nicht in den Stock legen: erlaubt sind nur %[10]s.",
			"%[1]s må ikke lægge %[4]s i talonen: kun %[10]s er tilladt.")
	case AllPassableFirst:
		return tx("%[1]s holds fewer than two passable cards and must put back all of them (%[4]s) before any penalty card.",
			"%[1]s hat weniger als zwei weitergebbare Karten und muss alle (%[4]s) vor jeder Strafkarte zurücklegen.",
			"%[1]s har færre end to kort, der må lægges tilbage, og skal lægge dem alle (%[4]s) tilbage før noget strafkort.")
	case MustChangeStock:
		return tx("%[1]s must change the stock: the two cards taken may not go back unchanged.",
			"%[1]s muss den Stock verändern: die zwei aufgenommenen Karten dürfen nicht unverändert zurück.",
			"%[1]s skal ændre talonen: de to kort, der blev taget op, må ikke lægges tilbage uændret.")
	case CannotAnnounceNow:
		return tx("%[1]s cannot announce now: announcements are open from the end of the exchange until the first card of trick 2.",
			"%[1]s kann jetzt nicht ansagen: Ansagen sind vom Ende des Austauschs bis zur ersten Karte des zweiten Stichs möglich.",
			"%[1]s kan ikke melde nu: der kan meldes fra udvekslingens slutning til første kort i stik 2.")
	case AlreadyAnnounced:
		return tx("%[1]s has already announced.", "%[1]s hat schon angesagt.", "%[1]s har allerede meldt.")
	case NoTrickAlreadyLost:
		return tx("%[1]s has already won a trick and cannot announce Jungfrau.", "%[1]s hat schon einen Stich und kann keine Jungfrau ansagen.",
			"%[1]s har allerede vundet et stik og kan ikke melde Jungfrau.")
	case NoTrickAfterSweep:
		return tx("After a Durchmarsch announcement no Jungfrau may be announced (SAU-O4).", "Nach einer Durchmarsch-Ansage darf keine Jungfrau angesagt werden (SAU-O4).",
			"Efter en melding af Durchmarsch må der ikke meldes Jungfrau (SAU-O4).")
	case OneNoTrick:
		return tx("Only one Jungfrau may be announced in a deal (SAU-A8).", "In einem Spiel darf nur eine Jungfrau angesagt werden (SAU-A8).",
			"Der må kun meldes én Jungfrau i et giv (SAU-A8).")
	case OneSweep:
		return tx("Only one Durchmarsch may be announced in a deal.", "In einem Spiel darf nur ein Durchmarsch angesagt werden.",
			"Der må kun meldes én Durchmarsch i et giv.")
	case SweepAlreadyLost:
		return tx("%[32]s has already won a trick, so %[1]s cannot take every trick.", "%[32]s hat schon einen Stich, also kann %[1]s nicht alle Stiche machen.",
			"%[32]s har allerede vundet et stik, så %[1]s kan ikke tage alle stik.")
	case NoAnnouncementRound:
		return tx("There is no announcement round now.", "Es gibt jetzt keine Ansagerunde.",
			"Der er ingen meldingsrunde nu.")
	case OneDrawATurn:
		return tx("%[1]s cannot %[8]s in Old Maid: a turn is one draw.", "%[1]s kann beim Schwarzen Peter nicht %[8]s: ein Zug ist ein Ziehen.",
			"%[1]s kan ikke %[8]s i Sorte Per: en tur er ét træk.")
	case SafeSeat:
		return tx("%[1]s is safe, with no cards left, and out of play for the rest of the round; %[32]s draws.",
			"%[1]s ist sicher, ohne Karten, und setzt den Rest der Runde aus; %[32]s zieht.",
			"%[1]s er sikker uden kort og er ude resten af runden; %[32]s trækker.")
	case NotTheDraw:
		return tx("It is %[32]s's turn to draw, not %[1]s's.", "%[32]s ist mit Ziehen dran, nicht %[1]s.",
			"Det er %[32]s, der skal trække, ikke %[1]s.")
	case DrawPosition:
		return tx("%[32]s holds %[6]d cards: %[1]s may draw at positions 0 to %[11]d, not %[7]d.",
			"%[32]s hat %[6]d Karten: %[1]s kann an den Stellen 0 bis %[11]d ziehen, nicht %[7]d.",
			"%[32]s har %[6]d kort: %[1]s kan trække på positionerne 0 til %[11]d, ikke %[7]d.")
	case DrawnNotHeld:
		return tx("%[1]s draws from %[32]s, who does not hold %[2]s.", "%[1]s zieht von %[32]s, doch %[32]s hat %[2]s nicht.",
			"%[1]s trækker fra %[32]s, som ikke har %[2]s.")
	case WrongDealerSeat:
		return tx("%[32]s deals this deal, not %[33]s.", "%[32]s gibt dieses Spiel, nicht %[33]s.",
			"%[32]s giver dette giv, ikke %[33]s.")
	case WrongDealerRound:
		return tx("%[32]s deals this round, not %[33]s.", "%[32]s gibt diese Runde, nicht %[33]s.",
			"%[32]s giver denne runde, ikke %[33]s.")
	case MatchIsOver:
		return tx("The match is over.", "Die Partie ist beendet.", "Partiet er slut.")
	case DealRunning:
		return tx("A deal is still running.", "Ein Spiel läuft noch.", "Et giv er stadig i gang.")
	case RoundRunning:
		return tx("A round is still running.", "Eine Runde läuft noch.", "En runde er stadig i gang.")
	case NoSuchSeat:
		return tx("There is no seat %[5]d.", "Es gibt keinen Platz %[5]d.", "Der er ingen plads %[5]d.")
	case HandSize:
		return tx("Seat %[5]d holds %[6]d cards; a deal of %[12]s gives it %[7]d.", "Platz %[5]d hat %[6]d Karten; ein Spiel %[12]s gibt ihm %[7]d.",
			"Plads %[5]d har %[6]d kort; et giv i %[12]s giver den %[7]d.")
	case DealtTwice:
		return tx("%[4]s is dealt twice.", "%[4]s ist doppelt gegeben.", "%[4]s er givet to gange.")
	case StockSize:
		return tx("The stock holds %[6]d cards; a deal gives %[7]d.", "Der Stock hat %[6]d Karten; ein Spiel gibt %[7]d.",
			"Talonen har %[6]d kort; et giv giver %[7]d.")
	case DealtAndStock:
		return tx("%[4]s is both dealt and in the stock.", "%[4]s ist gegeben und im Stock.",
			"%[4]s er både givet og i talonen.")
	case NotThePack:
		return tx("The cards are not the pack of %[12]s at %[6]d seats: missing [%[4]s], not in the pack [%[10]s].",
			"Die Karten sind nicht das Blatt von %[12]s zu %[6]d: es fehlen [%[4]s], nicht im Blatt [%[10]s].",
			"Kortene er ikke kortspillet til %[12]s ved %[6]d pladser: mangler [%[4]s], ikke i kortspillet [%[10]s].")
	case NoStockLeft:
		return tx("Old Maid deals every card; there is no stock, but %[4]s was left.",
			"Beim Schwarzen Peter werden alle Karten gegeben; es gibt keinen Stock, aber %[4]s blieb übrig.",
			"I Sorte Per gives alle kort; der er ingen talon, men %[4]s blev tilbage.")
	case DealTable:
		return tx("cannot deal at %[13]d seats with dealer %[5]d", "kann nicht an %[13]d Plätzen mit Geber %[5]d geben",
			"kan ikke give ved %[13]d pladser med giver %[5]d")
	case DealStock:
		return tx("cannot deal %[6]d cards with a stock of %[7]d to %[13]d seats", "kann %[6]d Karten mit einem Stock von %[7]d nicht an %[13]d Plätze geben",
			"kan ikke give %[6]d kort med en talon på %[7]d til %[13]d pladser")
	case DealCard:
		return tx("cannot deal %[15]s: it is invalid or repeated", "kann %[15]s nicht geben: ungültig oder doppelt",
			"kan ikke give %[15]s: ugyldigt eller gentaget")
	case DealNoCards:
		return tx("cannot deal a pack holding values that are no cards (%#[14]x)", "kann kein Blatt mit Werten geben, die keine Karten sind (%#[14]x)",
			"kan ikke give et kortspil med værdier, der ikke er kort (%#[14]x)")
	case NoGame:
		return tx("Unknown game %[6]d.", "Unbekanntes Spiel %[6]d.", "Ukendt spil %[6]d.")
	case SeatRange:
		return tx("%[12]s is played by %[16]d to %[17]d seats, not %[13]d.", "%[12]s wird zu %[16]d bis %[17]d gespielt, nicht zu %[13]d.",
			"%[12]s spilles af %[16]d til %[17]d, ikke af %[13]d.")
	case FirstDealerSeat:
		return tx("The first dealer %[5]d is not a seat of a table of %[13]d.", "Der erste Geber %[5]d ist kein Platz an einem Tisch mit %[13]d.",
			"Den første giver %[5]d er ingen plads ved et bord med %[13]d.")
	case OptionInvalid:
		return tx("Option %[18]q has an invalid value.", "Option %[18]q hat einen ungültigen Wert.",
			"Indstillingen %[18]q har en ugyldig værdi.")
	case OptionOfOtherGame:
		return tx("The options are those of %[18]q, not of %[12]s.", "Die Optionen sind die von %[18]q, nicht von %[12]s.",
			"Indstillingerne er dem for %[18]q, ikke for %[12]s.")
	case AnnouncementRounds:
		return tx("Announcement rounds exist only in Schwarze Madonna and Schwarze Sau.", "Ansagerunden gibt es nur bei Schwarzer Madonna und Schwarzer Sau.",
			"Meldingsrunder findes kun i Schwarze Madonna og Schwarze Sau.")
	case SauTiesShared:
		return tx("Schwarze Sau ties are always shared.", "Bei Schwarzer Sau wird ein Gleichstand immer geteilt.",
			"I Schwarze Sau deles uafgjort altid.")
	case NegativeMatchEnd:
		return tx("Target and number of deals cannot be negative.", "Zielpunktzahl und Zahl der Spiele dürfen nicht negativ sein.",
			"Målscore og antal giv kan ikke være negative.")
	case MadonnaLimits:
		return tx("Madonna limits are positive and given for 3 to 6 seats.", "Die Grenzen der Madonna sind positiv und gelten für 3 bis 6 Spieler.",
			"Madonnaens grænser er positive og gælder for 3 til 6 spillere.")
	case SchiebenNeedsStock:
		return tx("schieben needs stock-exchange (SAU-O6).", "schieben setzt stock-exchange voraus (SAU-O6).",
			"schieben kræver stock-exchange (SAU-O6).")
	case ResumeStarted:
		return tx("A match can be resumed only before its first deal.", "Eine Partie kann nur vor dem ersten Spiel fortgesetzt werden.",
			"Et parti kan kun genoptages før sit første giv.")
	case ResumeStartedRound:
		return tx("A match can be resumed only before its first round.", "Eine Partie kann nur vor der ersten Runde fortgesetzt werden.",
			"Et parti kan kun genoptages før sin første runde.")
	case ResumeEntries:
		return tx("totals and carry need one entry per seat (%[13]d).", "totals und carry brauchen einen Eintrag je Platz (%[13]d).",
			"totals og carry skal have én post pr. plads (%[13]d).")
	case ResumeEntriesRound:
		return tx("totals and carry need one entry per seat (%[13]d), and dealsPlayed cannot be negative.",
			"totals und carry brauchen einen Eintrag je Platz (%[13]d), und dealsPlayed darf nicht negativ sein.",
			"totals og carry skal have én post pr. plads (%[13]d), og dealsPlayed kan ikke være negativ.")
	case ResumeOutSeat:
		return tx("out lists seat %[5]d, which is not a seat or is listed twice.", "out nennt Platz %[5]d, der kein Platz ist oder doppelt steht.",
			"out nævner plads %[5]d, som ikke er en plads eller står der to gange.")
	case NoElimination:
		return tx("Only Schwarze Sau eliminates seats.", "Nur bei Schwarzer Sau scheiden Plätze aus.",
			"Kun i Schwarze Sau går pladser ud.")
	case ResumeOutThreshold:
		return tx("Seat %[5]d: out must list exactly the seats whose total reached the elimination threshold (SAU-R8).",
			"Platz %[5]d: out muss genau die Plätze nennen, deren Stand die Ausscheidungsgrenze erreicht hat (SAU-R8).",
			"Plads %[5]d: out skal nævne netop de pladser, hvis stilling har nået udgangsgrænsen (SAU-R8).")
	case TooFewLeft:
		return tx("Too few seats are left for the match to go on (SAU-R10).", "Zu wenige Plätze sind übrig, um die Partie fortzusetzen (SAU-R10).",
			"Der er for få pladser tilbage til, at partiet kan fortsætte (SAU-R10).")
	case ResumeCarry:
		return tx("carry gives seat %[5]d %[6]d points: a carry is what a seat that is not out owes under Schwarze Sau's sixty-split \"next-deal\" (SAU-A12).",
			"carry gibt Platz %[5]d %[6]d Punkte: ein Übertrag ist, was ein nicht ausgeschiedener Platz bei Schwarzer Sau mit sixty-split \"next-deal\" schuldet (SAU-A12).",
			"carry giver plads %[5]d %[6]d point: en overførsel er, hvad en plads, der ikke er ude, skylder i Schwarze Sau med sixty-split \"next-deal\" (SAU-A12).")
	case ResumeFirstElimination:
		return tx("With match-end first-elimination the first elimination ends the match, so no seat can be out in a match that goes on (SAU-A3).",
			"Mit match-end first-elimination beendet das erste Ausscheiden die Partie; in einer laufenden Partie kann kein Platz ausgeschieden sein (SAU-A3).",
			"Med match-end first-elimination slutter partiet ved den første, der går ud, så ingen plads kan være ude i et parti, der fortsætter (SAU-A3).")
	case OldMaidNoCarry:
		return tx("Old Maid carries no points (carry belongs to Schwarze Sau).", "Schwarzer Peter überträgt keine Punkte (carry gehört zur Schwarzen Sau).",
			"Sorte Per overfører ingen point (carry hører til Schwarze Sau).")
	case OldMaidNegativeTotal:
		return tx("Seat %[5]d: an Old Maid total counts rounds lost and cannot be negative (OM-R9).",
			"Platz %[5]d: ein Stand beim Schwarzen Peter zählt verlorene Runden und kann nicht negativ sein (OM-R9).",
			"Plads %[5]d: en stilling i Sorte Per tæller tabte runder og kan ikke være negativ (OM-R9).")
	case TimerLengths:
		return tx("The turn timer needs positive turn lengths (turn %[19]v, short %[20]v), a warning time that is not negative (%[21]v) and at least one strike (%[6]d).",
			"Der Zugtimer braucht positive Zuglängen (Zug %[19]v, kurz %[20]v), eine nicht negative Warnzeit (%[21]v) und mindestens einen Verstoß (%[6]d).",
			"Tururet skal have positive turlængder (tur %[19]v, kort %[20]v), en advarselstid, der ikke er negativ (%[21]v), og mindst én overtrædelse (%[6]d).")
	case TimerTable:
		return tx("A turn timer needs a clock and a table of %[16]d to %[17]d seats, not %[13]d.", "Ein Zugtimer braucht eine Uhr und einen Tisch mit %[16]d bis %[17]d Plätzen, nicht %[13]d.",
			"Et turur kræver et ur og et bord med %[16]d til %[17]d pladser, ikke %[13]d.")
	case NoSeatAtTable:
		return tx("There is no seat %[5]d at a table of %[13]d.", "Es gibt keinen Platz %[5]d an einem Tisch mit %[13]d.",
			"Der er ingen plads %[5]d ved et bord med %[13]d.")
	case OptionsNotJSON:
		return tx(`"options" is not JSON: %[22]s.`, `"options" ist kein JSON: %[22]s.`,
			`"options" er ikke JSON: %[22]s.`)
	case OptionsNoJSON:
		return tx(`"options" is not JSON.`, `"options" ist kein JSON.`, `"options" er ikke JSON.`)
	case OptionsNotObject:
		return tx(`"options" must be an object, not %[22]s.`, `"options" muss ein Objekt sein, nicht %[22]s.`,
			`"options" skal være et objekt, ikke %[22]s.`)
	case OptionsKeyTwice:
		return tx(`"options" gives %[18]s twice.`, `"options" nennt %[18]s zweimal.`,
			`"options" nævner %[18]s to gange.`)
	case OptionsBadObject:
		return tx(`"options" is not a valid object.`, `"options" ist kein gültiges Objekt.`,
			`"options" er ikke et gyldigt objekt.`)
	case NoSuchOption:
		return tx("%[12]s has no option %[18]s; its options are %[22]s.", "%[12]s hat keine Option %[18]s; seine Optionen sind %[22]s.",
			"%[12]s har ingen indstilling %[18]s; dens indstillinger er %[22]s.")
	case OptionValue:
		return tx("%[12]s: %[22]s.", "%[12]s: %[22]s.", "%[12]s: %[22]s.")
	case CallNeedsOption:
		return tx("%[22]s may be announced only with the option %[18]s (%[23]s).", "%[22]s kann nur mit der Option %[18]s angesagt werden (%[23]s).",
			"%[22]s kan kun meldes med indstillingen %[18]s (%[23]s).")
	case DeclineNeedsRounds:
		return tx("Declining belongs to the turn-based announcement rounds (MAD-A9).", "Ablehnen gehört zu den Ansagerunden (MAD-A9).",
			"At afslå hører til meldingsrunderne på skift (MAD-A9).")
	case StockNeedsOption:
		return tx("The stock may be taken up only with the option %[18]s (%[23]s).", "Der Stock darf nur mit der Option %[18]s aufgenommen werden (%[23]s).",
			"Talonen må kun tages op med indstillingen %[18]s (%[23]s).")
	case NoPushHere:
		return tx("The stock may not be pushed at this table (%[23]s).", "Der Stock darf an diesem Tisch nicht geschoben werden (%[23]s).",
			"Talonen må ikke skubbes ved dette bord (%[23]s).")
	case OptionTakesOneOf:
		return tx("the option %[18]q takes %[22]s, not %[24]s", "die Option %[18]q erlaubt %[22]s, nicht %[24]s",
			"indstillingen %[18]q tager %[22]s, ikke %[24]s")
	case OptionNoValue:
		return tx("the option %[18]q has no value %[24]s; its values are %[22]s", "die Option %[18]q hat keinen Wert %[24]s; erlaubt sind %[22]s",
			"indstillingen %[18]q har ingen værdi %[24]s; dens værdier er %[22]s")
	case OptionTakesBool:
		return tx("the option %[18]q takes true or false, not %[24]s", "die Option %[18]q erlaubt true (an) oder false (aus), nicht %[24]s",
			"indstillingen %[18]q tager true (til) eller false (fra), ikke %[24]s")
	case OptionTakesNumber:
		return tx("the option %[18]q takes a whole number of at least %[16]d, not %[24]s", "die Option %[18]q erlaubt eine ganze Zahl ab %[16]d, nicht %[24]s",
			"indstillingen %[18]q tager et helt tal på mindst %[16]d, ikke %[24]s")
	case LimitsObject:
		return tx(`option "limits" takes an object such as {"3":110} with each table size once, not %[24]s`,
			`die Option "limits" nimmt ein Objekt wie {"3":110} mit jeder Tischgröße einmal, nicht %[24]s`,
			`indstillingen "limits" tager et objekt som {"3":110} med hver bordstørrelse én gang, ikke %[24]s`)
	case LimitsTableSize:
		return tx(`option "limits": %[24]s is not a table size from 3 to 6`, `Option "limits": %[24]s ist keine Tischgröße von 3 bis 6`,
			`indstillingen "limits": %[24]s er ingen bordstørrelse fra 3 til 6`)
	case LimitsNumber:
		return tx(`option "limits": the limit for %[13]d seats must be a whole number of at least 1, not %[24]s`,
			`Option "limits": die Grenze für %[13]d Spieler muss eine ganze Zahl ab 1 sein, nicht %[24]s`,
			`indstillingen "limits": grænsen for %[13]d spillere skal være et helt tal på mindst 1, ikke %[24]s`)
	case HouseSeats:
		return tx("%[12]s: a table has %[16]d to %[17]d seats, not %[13]d.", "%[12]s: ein Tisch hat %[16]d bis %[17]d Plätze, nicht %[13]d.",
			"%[12]s: et bord har %[16]d til %[17]d pladser, ikke %[13]d.")
	case HousePack:
		return tx("%[12]s: the pack holds no joker and only cards.", "%[12]s: das Blatt enthält keinen Joker und nur Karten.",
			"%[12]s: kortspillet har ingen joker og kun kort.")
	case HouseStock:
		return tx("%[12]s: %[6]d cards less a stock of %[7]d do not deal to %[13]d seats.", "%[12]s: %[6]d Karten ohne einen Stock von %[7]d lassen sich nicht an %[13]d Plätze geben.",
			"%[12]s: %[6]d kort minus en talon på %[7]d kan ikke gives til %[13]d pladser.")
	case HousePass:
		return tx("%[12]s: a pass of %[6]d cards is more than a hand holds.", "%[12]s: %[6]d Karten weiterzugeben ist mehr, als eine Hand hält.",
			"%[12]s: at afgive %[6]d kort er mere, end en hånd har.")
	case HouseEnd:
		return tx("%[12]s: the match end needs a limit and a number of deals of at least 0.", "%[12]s: das Partieende braucht eine Grenze und eine Zahl der Spiele von mindestens 0.",
			"%[12]s: partiets slutning kræver en grænse og et antal giv på mindst 0.")
	case HouseNoEnd:
		return tx("%[12]s: the match needs a limit or a number of deals to end.", "%[12]s: die Partie braucht eine Grenze oder eine Zahl der Spiele, um zu enden.",
			"%[12]s: partiet skal have en grænse eller et antal giv for at slutte.")
	case HouseDealer:
		return tx("%[12]s: the first dealer %[5]d is not a seat.", "%[12]s: der erste Geber %[5]d ist kein Platz.",
			"%[12]s: den første giver %[5]d er ingen plads.")
	case NotTrickGame:
		return tx("%[12]s is not a trick-taking game.", "%[12]s ist kein Stichspiel.", "%[12]s er ikke et stikspil.")
	case MoveTooLong:
		return tx("The action is %[6]d bytes long; a move is at most %[7]d.", "Die Aktion ist %[6]d Bytes lang; ein Zug hat höchstens %[7]d.",
			"Handlingen er %[6]d byte lang; et træk er højst %[7]d.")
	case ActionNotJSON:
		return tx("The action is not JSON: %[22]s.", "Die Aktion ist kein JSON: %[22]s.",
			"Handlingen er ikke JSON: %[22]s.")
	case ActionNotObject:
		return tx("An action must be a JSON object, not %[22]s.", "Eine Aktion muss ein JSON-Objekt sein, nicht %[22]s.",
			"En handling skal være et JSON-objekt, ikke %[22]s.")
	case ActionUnknownKey:
		return tx(`Unknown key %[27]s in the action: an action has "seat" and one of `+moveKeys+".",
			`Unbekannter Schlüssel %[27]s in der Aktion: eine Aktion hat "seat" und eines von `+moveKeysDE+".",
			`Ukendt nøgle %[27]s i handlingen: en handling har "seat" og én af `+moveKeysDA+".")
	case ActionTwoKeys:
		return tx("The action has both %[18]q and %[27]q: an action has exactly one of "+moveKeys+".",
			"Die Aktion hat %[18]q und %[27]q: eine Aktion hat genau eines von "+moveKeysDE+".",
			"Handlingen har både %[18]q og %[27]q: en handling har præcis én af "+moveKeysDA+".")
	case ActionKeyTwice:
		return tx("The action gives %[27]s twice.", "Die Aktion nennt %[27]s zweimal.",
			"Handlingen nævner %[27]s to gange.")
	case ActionBadObject:
		return tx("The action is not a valid JSON object.", "Die Aktion ist kein gültiges JSON-Objekt.",
			"Handlingen er ikke et gyldigt JSON-objekt.")
	case ActionNoSeat:
		return tx(`The action has no "seat".`, `Die Aktion hat kein "seat".`, `Handlingen har intet "seat".`)
	case ActionSeatNotNumber:
		return tx(`"seat" must be a seat number, not %[24]s.`, `"seat" muss eine Platznummer sein, nicht %[24]s.`,
			`"seat" skal være et pladsnummer, ikke %[24]s.`)
	case ActionNoKey:
		return tx("The action has no action key: one of "+moveKeys+".", "Die Aktion hat keinen Aktionsschlüssel: eines von "+moveKeysDE+".",
			"Handlingen har ingen handlingsnøgle: én af "+moveKeysDA+".")
	case SeatOutOfRange:
		return tx("%[25]s is %[6]d, which is not a seat of a table of %[13]d (seats 0 to %[28]d).",
			"%[25]s ist %[6]d, kein Platz an einem Tisch mit %[13]d (Plätze 0 bis %[28]d).",
			"%[25]s er %[6]d, som ikke er en plads ved et bord med %[13]d (pladserne 0 til %[28]d).")
	case MustBeTrue:
		return tx("%[25]s must be true, not %[24]s.", "%[25]s muss true sein, nicht %[24]s.",
			"%[25]s skal være true, ikke %[24]s.")
	case MustBePosition:
		return tx("%[25]s must be a position, a whole number from 0, not %[24]s.", "%[25]s muss eine Position sein, eine ganze Zahl ab 0, nicht %[24]s.",
			"%[25]s skal være en position, et helt tal fra 0, ikke %[24]s.")
	case MustBeCall:
		return tx(`%[25]s must be "jungfrau" or "durchmarsch", not %[24]s.`, `%[25]s muss "jungfrau" oder "durchmarsch" sein, nicht %[24]s.`,
			`%[25]s skal være "jungfrau" eller "durchmarsch", ikke %[24]s.`)
	case MustBeCard:
		return tx(`%[25]s must be a card such as "QS", not %[24]s.`, `%[25]s muss eine Karte wie "QS" sein, nicht %[24]s.`,
			`%[25]s skal være et kort som "QS", ikke %[24]s.`)
	case CardUnreadableWhy:
		return tx("%[25]s: %[24]s cannot be read: %[22]s; "+cardForm, "%[25]s: %[24]s ist keine lesbare Karte; "+cardFormDE,
			"%[25]s: %[24]s er intet kort, der kan læses; "+cardFormDA)
	case CardUnreadable:
		return tx("%[25]s: %[24]s cannot be read: "+cardForm, "%[25]s: %[24]s ist keine lesbare Karte; "+cardFormDE,
			"%[25]s: %[24]s er intet kort, der kan læses; "+cardFormDA)
	case MustBeCards:
		return tx("%[25]s must be an array of cards, not %[24]s.", "%[25]s muss ein Array von Karten sein, nicht %[24]s.",
			"%[25]s skal være et array af kort, ikke %[24]s.")
	case RecordUnreadable:
		return tx("The record cannot be read: %[22]s", "Die Aufzeichnung kann nicht gelesen werden (ein Lesefehler).",
			"Protokollen kan ikke læses (en læsefejl).")
	case FileUnreadable:
		return tx("The record cannot be read: %[22]s", "Die Aufzeichnung %[18]q kann nicht gelesen werden.",
			"Protokollen %[18]q kan ikke læses.")
	case FileMissing:
		return tx("The record cannot be read: %[22]s", "Die Datei %[18]q gibt es nicht.", "Filen %[18]q findes ikke.")
	case FileForbidden:
		return tx("The record cannot be read: %[22]s", "Die Datei %[18]q darf nicht gelesen werden.",
			"Filen %[18]q må ikke læses.")
	case FileIsFolder:
		return tx("%[18]q is a folder, not a record.", "%[18]q ist ein Ordner, keine Aufzeichnung.",
			"%[18]q er en mappe, ikke en protokol.")
	case FileUnsaved:
		return tx("The record cannot be saved to %[18]q: %[22]s.", "Die Aufzeichnung kann nicht in %[18]q gespeichert werden: %[22]s.",
			"Protokollen kan ikke gemmes i %[18]q: %[22]s.")
	case RecordTooLong:
		return tx("The record is longer than %[7]d bytes.", "Die Aufzeichnung ist länger als %[7]d Bytes.",
			"Protokollen er længere end %[7]d byte.")
	case UnknownGameName:
		return tx("Unknown game %[18]s: the games are schwarze-madonna, black-maria, hearts, schwarze-sau and old-maid.",
			"Unbekanntes Spiel %[18]s: die Spiele sind schwarze-madonna, black-maria, hearts, schwarze-sau und old-maid.",
			"Ukendt spil %[18]s: spillene er schwarze-madonna, black-maria, hearts, schwarze-sau og old-maid.")
	case DealsEmpty:
		return tx(`"deals" is empty: a record holds one or more deals.`, `"deals" ist leer: eine Aufzeichnung enthält ein oder mehr Spiele.`,
			`"deals" er tom: en protokol har ét eller flere giv.`)
	case TooManyDeals:
		return tx("The record holds %[6]d deals; at most %[7]d are read.", "Die Aufzeichnung enthält %[6]d Spiele; höchstens %[7]d werden gelesen.",
			"Protokollen har %[6]d giv; højst %[7]d læses.")
	case OutOnlySau:
		return tx(`"out" belongs to Schwarze Sau, the only game that eliminates seats (SAU-R8).`,
			`"out" gehört zur Schwarzen Sau, dem einzigen Spiel, in dem Plätze ausscheiden (SAU-R8).`,
			`"out" hører til Schwarze Sau, det eneste spil, hvor pladser går ud (SAU-R8).`)
	case CarryOnlySplit:
		return tx(`"carry" belongs to Schwarze Sau with sixty-split "next-deal" (SAU-A12); this table carries nothing.`,
			`"carry" gehört zur Schwarzen Sau mit sixty-split "next-deal" (SAU-A12); an diesem Tisch wird nichts übertragen.`,
			`"carry" hører til Schwarze Sau med sixty-split "next-deal" (SAU-A12); ved dette bord overføres intet.`)
	case NegativeTotal:
		return tx(`"totals"[%[5]d] is %[6]d: scores in %[12]s never go below zero.`, `"totals"[%[5]d] ist %[6]d: bei %[12]s ist kein Stand negativ.`,
			`"totals"[%[5]d] er %[6]d: i %[12]s er ingen stilling negativ.`)
	case DealsPlayedNegative:
		return tx(`"dealsPlayed" is %[6]d; it counts deals, from 0.`, `"dealsPlayed" ist %[6]d; es zählt Spiele, ab 0.`,
			`"dealsPlayed" er %[6]d; det tæller giv, fra 0.`)
	case RecordNoJSON:
		return tx("Not JSON.", "Kein JSON.", "Ikke JSON.")
	case RecordEmpty:
		return tx("The record is empty.", "Die Aufzeichnung ist leer.", "Protokollen er tom.")
	case RecordSyntax:
		return tx("Not JSON: %[22]s, at line %[6]d, column %[7]d.", "Kein JSON: %[22]s, Zeile %[6]d, Spalte %[7]d.",
			"Ikke JSON: %[22]s, linje %[6]d, kolonne %[7]d.")
	case KeyTwice:
		return tx("%[26]s gives %[27]s twice.", "%[26]s nennt %[27]s zweimal.", "%[26]s nævner %[27]s to gange.")
	case NotValidObject:
		return tx("%[26]s is not a valid JSON object.", "%[26]s ist kein gültiges JSON-Objekt.",
			"%[26]s er ikke et gyldigt JSON-objekt.")
	case MustBeKind:
		return tx("%[26]s must be %[22]s, not %[29]s.", "%[26]s muss %[22]s sein, nicht %[29]s.",
			"%[26]s skal være %[22]s, ikke %[29]s.")
	case UnknownField:
		return tx("Unknown field %[27]s in %[30]s: format 1 has %[22]s.", "Unbekanntes Feld %[27]s in %[30]s: Format 1 hat %[22]s.",
			"Ukendt felt %[27]s i %[30]s: format 1 har %[22]s.")
	case HasNoKey:
		return tx("%[26]s has no %[27]q.", "%[26]s hat kein %[27]q.", "%[26]s har intet %[27]q.")
	case KeyNull:
		return tx("%[27]q in %[30]s is required and cannot be null.", "%[27]q in %[30]s ist Pflicht und darf nicht null sein.",
			"%[27]q i %[30]s er påkrævet og kan ikke være null.")
	case MustBeValue:
		return tx("%[25]s must be %[22]s, not %[24]s.", "%[25]s muss %[22]s sein, nicht %[24]s.",
			"%[25]s skal være %[22]s, ikke %[24]s.")
	case MustBeWhole:
		return tx("%[25]s must be a whole number, not %[24]s.", "%[25]s muss eine ganze Zahl sein, nicht %[24]s.",
			"%[25]s skal være et helt tal, ikke %[24]s.")
	case ListTooLong:
		return tx("%[25]s lists %[6]d numbers; a table of %[13]d has %[13]d seats.", "%[25]s nennt %[6]d Zahlen; ein Tisch mit %[13]d hat %[13]d Plätze.",
			"%[25]s nævner %[6]d tal; et bord med %[13]d har %[13]d pladser.")
	case TooManyActions:
		return tx("%[25]s holds %[6]d actions; at most %[7]d are read.", "%[25]s enthält %[6]d Aktionen; höchstens %[7]d werden gelesen.",
			"%[25]s har %[6]d handlinger; højst %[7]d læses.")
	case HandCount:
		return tx("The deal lists %[6]d hands; a table of %[13]d has one per seat (an empty one for a seat that sits out).",
			"Das Spiel nennt %[6]d Blätter; ein Tisch mit %[13]d hat eines je Platz (ein leeres für einen aussetzenden Platz).",
			"Givet nævner %[6]d hænder; et bord med %[13]d har én pr. plads (en tom for en plads, der står over).")
	case EngineMove:
		return tx("%[18]q is a move of the engine, not a record action; an action is one of pass, stock, push, announce, play or draw.",
			"%[18]q ist ein Zug der Engine, keine Aktion einer Aufzeichnung; eine Aktion ist eines von pass, stock, push, announce, play oder draw.",
			"%[18]q er et træk for motoren, ikke en handling i en protokol; en handling er én af pass, stock, push, announce, play eller draw.")
	case CannotJudge:
		return tx("The record cannot be judged: %[22]s.", "Die Aufzeichnung kann nicht beurteilt werden: %[22]s.",
			"Protokollen kan ikke bedømmes: %[22]s.")
	case NoDeal:
		return tx("The record holds no deal.", "Die Aufzeichnung enthält kein Spiel.", "Protokollen har intet giv.")
	case StoppedEarly:
		return tx("Deal %[6]d stops after %[7]d actions before it has ended, yet deal %[31]d follows: only the last deal of a record may stop early.",
			"Spiel %[6]d endet nach %[7]d Aktionen, bevor es vorbei ist, und doch folgt Spiel %[31]d: nur das letzte Spiel einer Aufzeichnung darf vorzeitig aufhören.",
			"Giv %[6]d stopper efter %[7]d handlinger, før det er slut, og alligevel følger giv %[31]d: kun det sidste giv i en protokol må stoppe tidligt.")
	case DealAfterEnd:
		return tx("Deal %[6]d is recorded after the match has ended.", "Spiel %[6]d ist nach dem Ende der Partie aufgezeichnet.",
			"Giv %[6]d er protokolleret, efter at partiet er slut.")
	case OutSeatHand:
		return tx(`Seat %[5]d is out before the record ("out"), so its hand in every deal must be [].`,
			`Platz %[5]d ist vor der Aufzeichnung ausgeschieden ("out"), also muss sein Blatt in jedem Spiel [] sein.`,
			`Plads %[5]d er ude før protokollen ("out"), så dens hånd skal være [] i hvert giv.`)
	case TwiceInStock:
		return tx("%[15]s is listed twice in the stock.", "%[15]s steht zweimal im Stock.",
			"%[15]s står to gange i talonen.")
	case TwiceInHand:
		return tx("%[15]s is listed twice in seat %[5]d's hand.", "%[15]s steht zweimal im Blatt von Platz %[5]d.",
			"%[15]s står to gange i hånden hos plads %[5]d.")
	case RecordBetweenDeals:
		return tx("A game can be recorded only between deals, not in the %[9]s phase.", "Ein Spiel kann nur zwischen zwei Spielen aufgezeichnet werden, nicht in der Phase %[9]s.",
			"Et spil kan kun protokolleres mellem to giv, ikke i fasen %[9]s.")
	case NoDealYet:
		return tx("No deal has been dealt through the recorder yet.", "Über den Recorder wurde noch kein Spiel gegeben.",
			"Der er endnu ikke givet noget giv gennem optageren.")
	case NoSample:
		return tx("No placement of the cards hidden from %[1]s is consistent with what %[1]s has seen.",
			"Keine Verteilung der für %[1]s verdeckten Karten passt zu dem, was %[1]s gesehen hat.",
			"Ingen fordeling af de kort, som %[1]s ikke kan se, passer med det, der er set.")
	}
	return text{}
}

// moveKeys (moveKeysDE, moveKeysDA) lists the action keys of a move;
// cardForm, cardFormDE and cardFormDA say what a card is.
const (
	moveKeys   = "pass, stock, push, announce, play, draw, decline, drawAt or take"
	moveKeysDE = "pass, stock, push, announce, play, draw, decline, drawAt oder take"
	moveKeysDA = "pass, stock, push, announce, play, draw, decline, drawAt eller take"
	cardForm   = `a card is a rank 2-10, T, J, Q, K or A and a suit C, D, H or S, such as "10H", or "Joker".`
	cardFormDE = `eine Karte ist ein Rang 2-10, T, J, Q, K oder A und eine Farbe C, D, H oder S, etwa "10H", oder "Joker".`
	cardFormDA = `et kort er en værdi 2-10, T, J, Q, K eller A og en kulør C, D, H eller S, som "10H", eller "Joker".`
)
