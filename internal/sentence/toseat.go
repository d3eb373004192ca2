package sentence

// ToSeat returns sentence s told to the player who sits at the seat at
// fault, in the second person ("You must follow clubs: you hold 4♣,
// 5♣."), in English, German and Danish, with the blanks of Text; a
// sentence told to that player as to anyone else has none ("", "", "").
func ToSeat(s Sentence) (en, de, da string) {
	t := toSeatTable(s)
	return t.en, t.de, t.da
}

// toSeatTable holds the sentences of ToSeat.
func toSeatTable(s Sentence) text {
	switch s {
	case NotHeld:
		return tx("You do not hold %[2]s.", "Du hast %[2]s nicht auf der Hand.", "Du har ikke %[2]s på hånden.")
	case MustFollow:
		return tx("You must follow %[3]s: you hold %[4]s.", "Du musst %[3]s bedienen: du hast %[4]s.", "Du skal bekende %[3]s og har %[4]s.")
	case HeartsUnbroken:
		return tx("You may not lead a heart before hearts are broken: you hold %[4]s.",
			"Du darfst kein Herz ausspielen, bevor Herz gefallen ist: du hast %[4]s.",
			"Du må ikke spille hjerter ud, før hjerter er brudt, og har %[4]s.")
	case MustOpenWithCard:
		return tx("You must lead %[2]s to the first trick.", "Du musst zum ersten Stich %[2]s ausspielen.", "Du skal spille %[2]s ud til første stik.")
	case MustOpenWithSuit:
		return tx("You must lead a card of %[3]s to the first trick.", "Du musst zum ersten Stich %[3]s ausspielen.",
			"Du skal spille %[3]s ud til første stik.")
	case NoPenaltyFirstTrick:
		return tx("You may not play %[2]s to the first trick while you hold %[4]s.",
			"Du darfst %[2]s nicht in den ersten Stich geben, solange du %[4]s hast.",
			"Du må ikke lægge %[2]s i første stik, så længe du har %[4]s på hånden.")
	case CannotNow:
		return tx("You cannot %[8]s now: the game is in the %[9]s phase.", "Du kannst jetzt nicht %[8]s: das Spiel ist in der Phase %[9]s.",
			"Du kan ikke %[8]s nu: spillet er i fasen %[9]s.")
	case NotInDeal:
		return tx("You do not play this deal.", "Du spielst dieses Spiel nicht mit.", "Du er ikke med i dette giv.")
	case NotTheTurn:
		return tx("It is %[32]s's turn, not yours.", "%[32]s ist am Zug, nicht du.", "Det er %[32]s, der er i tur, ikke dig.")
	case NoCards:
		return tx("You do not hold the cards given: some are no cards.", "Du hast die genannten Karten nicht: einige sind keine Karten.",
			"Du har ikke de nævnte kort: nogle af dem er ingen kort.")
	case NotHeldCards:
		return tx("You do not hold %[4]s.", "Du hast %[4]s nicht.", "Du har ikke %[4]s.")
	case NoCardOfPack:
		return tx("You cannot play %[2]s: it is no card of the pack.", "Du kannst %[2]s nicht spielen: das ist keine Karte des Blatts.",
			"Du kan ikke spille %[2]s: det er intet kort i kortspillet.")
	case AlreadyPassed:
		return tx("You have already passed.", "Du hast schon weitergegeben.", "Du har allerede afgivet.")
	case PassExactly:
		return tx("You must pass exactly %[7]d cards, not %[6]d.", "Du musst genau %[7]d Karten weitergeben, nicht %[6]d.",
			"Du skal afgive præcis %[7]d kort, ikke %[6]d.")
	case NoPushAfterTake:
		return tx("You have taken the stock and may no longer push it: a push passes it on unseen.",
			"Du hast den Stock aufgenommen und darfst ihn nicht mehr schieben: geschoben wird nur ungesehen.",
			"Du har taget talonen op og må ikke længere skubbe den: den skubbes kun videre uset.")
	case StockExactly:
		return tx("You must put exactly %[7]d cards back into the stock, not %[6]d.", "Du musst genau %[7]d Karten in den Stock zurücklegen, nicht %[6]d.",
			"Du skal lægge præcis %[7]d kort tilbage i talonen, ikke %[6]d.")
	case NotIntoStock:
		return tx("You may not put %[4]s into the stock: you may put back only %[10]s.", "Du darfst %[4]s nicht in den Stock legen: erlaubt sind nur %[10]s.",
			"Du må ikke lægge %[4]s i talonen: kun %[10]s er tilladt.")
	case AllPassableFirst:
		return tx("You hold fewer than two passable cards and must put back all of them (%[4]s) before any penalty card.",
			"Du hast weniger als zwei weitergebbare Karten und musst alle (%[4]s) zurücklegen, bevor du Strafkarten gibst.",
			"Du har færre end to kort, der må lægges tilbage, og skal lægge dem alle (%[4]s) tilbage før noget strafkort.")
	case MustChangeStock:
		return tx("You must change the stock: you may not put back exactly the two cards you took.",
			"Du musst den Stock verändern: du darfst nicht genau die zwei aufgenommenen Karten zurücklegen.",
			"Du skal ændre talonen: de to kort, du tog op, må ikke lægges tilbage uændret.")
	case CannotAnnounceNow:
		return tx("You cannot announce now: announcements are open from the end of the exchange until the first card of trick 2.",
			"Du kannst jetzt nicht ansagen: Ansagen sind vom Ende des Austauschs bis zur ersten Karte des zweiten Stichs möglich.",
			"Du kan ikke melde nu: der kan meldes fra udvekslingens slutning til første kort i stik 2.")
	case AlreadyAnnounced:
		return tx("You have already announced.", "Du hast schon angesagt.", "Du har allerede meldt.")
	case NoTrickAlreadyLost:
		return tx("You have already won a trick and cannot announce Jungfrau.", "Du hast schon einen Stich und kannst keine Jungfrau ansagen.",
			"Du har allerede vundet et stik og kan ikke melde Jungfrau.")
	case SweepAlreadyLost:
		return tx("%[32]s has already won a trick, so you cannot take every trick.", "%[32]s hat schon einen Stich, also kannst du nicht alle Stiche machen.",
			"%[32]s har allerede vundet et stik, så du kan ikke tage alle stik.")
	case OneDrawATurn:
		return tx("You cannot %[8]s in Old Maid: a turn is one draw.", "Du kannst beim Schwarzen Peter nicht %[8]s: ein Zug ist ein Ziehen.",
			"Du kan ikke %[8]s i Sorte Per: en tur er ét træk.")
	case SafeSeat:
		return tx("You are safe: you have no cards and are out of play for the rest of the round; %[32]s draws.",
			"Du bist sicher: du hast keine Karten mehr und setzt den Rest der Runde aus; %[32]s zieht.",
			"Du er sikker uden kort og er ude resten af runden; %[32]s trækker.")
	case NotTheDraw:
		return tx("It is %[32]s's turn to draw, not yours.", "%[32]s ist mit Ziehen dran, nicht du.", "Det er %[32]s, der skal trække, ikke dig.")
	case DrawPosition:
		return tx("%[32]s holds %[6]d cards: you may draw at positions 0 to %[11]d, not %[7]d.",
			"%[32]s hat %[6]d Karten: du kannst an den Stellen 0 bis %[11]d ziehen, nicht %[7]d.",
			"%[32]s har %[6]d kort: du kan trække på positionerne 0 til %[11]d, ikke %[7]d.")
	case DrawnNotHeld:
		return tx("You draw from %[32]s, who does not hold %[2]s.", "Du ziehst von %[32]s, doch %[32]s hat %[2]s nicht.",
			"Du trækker fra %[32]s, som ikke har %[2]s.")
	case NoSample:
		return tx("No placement of the cards hidden from you is consistent with what you have seen.",
			"Keine Verteilung der für dich verdeckten Karten passt zu dem, was du gesehen hast.",
			"Ingen fordeling af de kort, du ikke kan se, passer med det, du har set.")
	}
	return text{}
}
