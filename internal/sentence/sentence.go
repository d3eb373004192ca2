// Package sentence holds the sentences the module's rule checks tell
// their findings in: a [Sentence] names one, [Text] gives it in English,
// German and Danish, and [ToSeat] gives it in the second person, told to
// the player whose seat is at fault. Facts and blanks are those of
// rule.Facts, whose RenderFor fills them; rule.Facts.Sentence is of this
// type (rule.Sentence is an alias of it).
//
// The sentences live here, not in package rule, because they are the
// module's own: each check of the module names the sentence of its
// finding, but code outside the module cannot be held to the catalogue's
// three languages and builds its own messages with rule.New. As an
// internal package, the 150-odd names are no API that outside code could
// come to rely on, and package rule keeps a go doc its readers can read.
// The texts are plain strings, so that this package needs nothing of
// rule and rule can import it.
package sentence

// Sentence says which sentence of the catalogue tells the facts of a
// violation. The zero Sentence, None, is none: the violation carries its
// own message.
type Sentence uint8

// The sentences of the rule checks.
const (
	// None: the violation's EN and DE are its message.
	None Sentence = iota
	// NotHeld: the seat does not hold Facts.Card (card-not-held).
	NotHeld
	// MustFollow: the seat holds Facts.Cards of the suit led, Facts.Suit
	// (follow-suit, TT-2).
	MustFollow
	// HeartsUnbroken: a heart led before hearts are broken while the seat
	// holds Facts.Cards, which it may lead (hearts-not-broken, SH-R6).
	HeartsUnbroken
	// MustOpenWithCard: the first lead must be Facts.Card (opening-lead,
	// SH-R4, SAU-A9).
	MustOpenWithCard
	// MustOpenWithSuit: the first lead must be of Facts.Suit
	// (opening-lead, SH-A2).
	MustOpenWithSuit
	// NoPenaltyFirstTrick: Facts.Card may not go to the first trick while
	// the seat holds Facts.Cards (first-trick-penalty, SH-R7, SH-A3).
	NoPenaltyFirstTrick
	// DealIsOver: an action after the deal ended (deal-over, TT-5).
	DealIsOver
	// RoundIsOver: an action after the Old Maid round ended (OM-R9).
	RoundIsOver
	// CannotNow: the seat cannot do Facts.Kind in Facts.Phase
	// (wrong-phase).
	CannotNow
	// NotInDeal: the seat does not play this deal (not-your-turn).
	NotInDeal
	// NotTheTurn: seat Facts.Other is to act, not the seat
	// (not-your-turn).
	NotTheTurn
	// NoCards: some of the cards given are no cards (card-not-held).
	NoCards
	// NotHeldCards: the seat does not hold Facts.Cards (card-not-held).
	NotHeldCards
	// NoCardOfPack: Facts.Card is no card of the pack (card-not-held).
	NoCardOfPack
	// AlreadyPassed: the seat has passed (pass-count).
	AlreadyPassed
	// PassExactly: Facts.Want cards to pass, not Facts.Count (pass-count).
	PassExactly
	// NoPushAfterTake: the seat took the stock and may not push it
	// (wrong-phase, SAU-O6).
	NoPushAfterTake
	// StockExactly: Facts.Want cards back into the stock, not
	// Facts.Count (stock-count).
	StockExactly
	// NotIntoStock: Facts.Cards may not go into the stock, only
	// Facts.Allowed (not-passable).
	NotIntoStock
	// AllPassableFirst: a seat short of passable cards puts all of them,
	// Facts.Cards, back first (not-passable, MAD-A3).
	AllPassableFirst
	// MustChangeStock: the seat put back the two cards it took
	// (stock-unchanged, MAD-A13).
	MustChangeStock
	// CannotAnnounceNow: outside the window (announce-window).
	CannotAnnounceNow
	// AlreadyAnnounced: the seat has announced (announce-conflict).
	AlreadyAnnounced
	// NoTrickAlreadyLost: a no-trick call (Jungfrau) by a seat that has
	// won a trick (announce-conflict).
	NoTrickAlreadyLost
	// NoTrickAfterSweep: a no-trick call after a sweep (Durchmarsch)
	// announcement (announce-conflict, SAU-O4).
	NoTrickAfterSweep
	// OneNoTrick: a second no-trick call (announce-conflict, SAU-A8).
	OneNoTrick
	// OneSweep: a second sweep call (announce-conflict).
	OneSweep
	// SweepAlreadyLost: a sweep call after seat Facts.Other has won a
	// trick (announce-conflict).
	SweepAlreadyLost
	// NoAnnouncementRound: no turn-based round now (announce-window,
	// MAD-A9).
	NoAnnouncementRound
	// OneDrawATurn: an Old Maid turn is one draw (wrong-phase, OM-R6).
	OneDrawATurn
	// SafeSeat: the seat is safe; seat Facts.Other draws (OM-R8).
	SafeSeat
	// NotTheDraw: seat Facts.Other is to draw (OM-R7).
	NotTheDraw
	// DrawPosition: seat Facts.Other holds Facts.Count cards, Facts.Want
	// is no position of them (card-not-held, OM-R6).
	DrawPosition
	// DrawnNotHeld: seat Facts.Other, drawn from, does not hold
	// Facts.Card (card-not-held, OM-R6).
	DrawnNotHeld
	// WrongDealerSeat: seat Facts.Other deals, not Facts.Want
	// (wrong-dealer, C-8).
	WrongDealerSeat
	// WrongDealerRound: seat Facts.Other deals this Old Maid round, not
	// Facts.Want (wrong-dealer, OM-R3).
	WrongDealerRound
	// MatchIsOver: no deal after the end (match-over).
	MatchIsOver
	// DealRunning: a deal is still running (wrong-phase, TT-5).
	DealRunning
	// RoundRunning: an Old Maid round is still running (wrong-phase).
	RoundRunning
	// NoSuchSeat: a hand for seat Facts.Other, which is not at the table
	// (bad-deal).
	NoSuchSeat
	// HandSize: seat Facts.Other holds Facts.Count cards, a deal of
	// Facts.Game gives Facts.Want (bad-deal).
	HandSize
	// DealtTwice: Facts.Cards are dealt twice (bad-deal).
	DealtTwice
	// StockSize: the stock holds Facts.Count cards, a deal gives
	// Facts.Want (bad-deal).
	StockSize
	// DealtAndStock: Facts.Cards are dealt and in the stock (bad-deal).
	DealtAndStock
	// NotThePack: the cards are not the pack of Facts.Game at Facts.Count
	// seats: Facts.Cards missing, Facts.Allowed not in it (bad-deal).
	NotThePack
	// NoStockLeft: Old Maid deals every card, Facts.Cards were left
	// (bad-deal, OM-R2).
	NoStockLeft
	// DealTable: a deal at Facts.Seats seats with dealer Facts.Other,
	// which is no table (bad-deal, C-10).
	DealTable
	// DealStock: Facts.Count cards with a stock of Facts.Want cannot be
	// dealt to Facts.Seats seats (bad-deal, C-10).
	DealStock
	// DealCard: Facts.Card of the order is invalid or repeated
	// (bad-deal, C-10).
	DealCard
	// DealNoCards: the pack holds Facts.Cards, values that are no cards
	// (bad-deal, C-10).
	DealNoCards
	// NoGame: Facts.Count is no game (unknown-game).
	NoGame
	// SeatRange: Facts.Game is played by Facts.Low to Facts.High seats,
	// not Facts.Seats (bad-options).
	SeatRange
	// FirstDealerSeat: the first dealer Facts.Other is no seat of a table
	// of Facts.Seats (bad-options, C-7).
	FirstDealerSeat
	// OptionInvalid: option Facts.Name has an invalid value (bad-options).
	OptionInvalid
	// OptionOfOtherGame: the options are those of the game Facts.Name (a
	// record name), not of Facts.Game (bad-options).
	OptionOfOtherGame
	// AnnouncementRounds: announcement rounds exist only in Schwarze
	// Madonna and Schwarze Sau (bad-options, MAD-A9).
	AnnouncementRounds
	// SauTiesShared: Schwarze Sau always shares a tie (bad-options,
	// BM-A5).
	SauTiesShared
	// NegativeMatchEnd: a negative target or number of deals
	// (bad-options, BM-A4, BM-O5).
	NegativeMatchEnd
	// MadonnaLimits: a Madonna limit that is not positive or not for 3 to
	// 6 seats (bad-options, MAD-A11).
	MadonnaLimits
	// SchiebenNeedsStock: schieben without stock-exchange (bad-options,
	// SAU-O6).
	SchiebenNeedsStock
	// ResumeStarted: a match resumes only before its first deal
	// (bad-record).
	ResumeStarted
	// ResumeStartedRound: an Old Maid match resumes only before its first
	// round (bad-record).
	ResumeStartedRound
	// ResumeEntries: totals and carry need Facts.Seats entries
	// (bad-record).
	ResumeEntries
	// ResumeEntriesRound: totals and carry need Facts.Seats entries and
	// dealsPlayed is not negative (bad-record).
	ResumeEntriesRound
	// ResumeOutSeat: out lists seat Facts.Other, which is no seat or is
	// listed twice (bad-record).
	ResumeOutSeat
	// NoElimination: out seats at a game that eliminates none; only
	// Schwarze Sau eliminates seats (bad-record, SAU-R8).
	NoElimination
	// ResumeOutThreshold: out must list exactly the seats past the
	// threshold; seat Facts.Other is wrong (bad-record, SAU-R8).
	ResumeOutThreshold
	// TooFewLeft: too few seats left for the match (bad-record, SAU-R10).
	TooFewLeft
	// ResumeCarry: carry gives seat Facts.Other Facts.Count points that
	// it cannot owe (bad-record, SAU-A12).
	ResumeCarry
	// ResumeFirstElimination: a seat out under match-end
	// first-elimination (bad-record, SAU-A3).
	ResumeFirstElimination
	// OldMaidNoCarry: Old Maid carries no points (bad-record, SAU-A12).
	OldMaidNoCarry
	// OldMaidNegativeTotal: seat Facts.Other has a negative Old Maid
	// total (bad-record, OM-R9).
	OldMaidNegativeTotal
	// TimerLengths: a turn timer that is on needs positive turn lengths
	// Facts.Times[0] and [1], a warning Facts.Times[2] not negative and
	// Facts.Count ≥ 1 strikes (bad-options, OM-O4).
	TimerLengths
	// TimerTable: a turn timer needs a clock and a table of Facts.Low to
	// Facts.High seats, not Facts.Seats (bad-options, OM-O4).
	TimerTable
	// NoSeatAtTable: there is no seat Facts.Other at a table of
	// Facts.Seats (bad-seat, C-1).
	NoSeatAtTable
	// OptionsNotJSON: the "options" object is not JSON; Facts.Detail is
	// the JSON reader's finding (bad-record).
	OptionsNotJSON
	// OptionsNoJSON: the "options" object is not JSON (bad-record).
	OptionsNoJSON
	// OptionsNotObject: "options" is Facts.Detail, not an object
	// (bad-record).
	OptionsNotObject
	// OptionsKeyTwice: "options" gives Facts.Name twice (bad-record).
	OptionsKeyTwice
	// OptionsBadObject: "options" is not a valid object (bad-record).
	OptionsBadObject
	// NoSuchOption: Facts.Game has no option Facts.Name; its options are
	// Facts.Detail (unknown-option).
	NoSuchOption
	// OptionValue: game Facts.Game refuses an option value as
	// Facts.Detail tells (unknown-option).
	OptionValue
	// NoSample: no placement of the cards hidden from the seat fits what
	// it has seen (bad-deal, TT-6).
	NoSample
	// CallNeedsOption: Facts.Detail (Jungfrau, Durchmarsch) may be
	// announced only with option Facts.Name of rule Facts.Rule
	// (option-off).
	CallNeedsOption
	// DeclineNeedsRounds: declining belongs to the turn-based
	// announcement rounds (option-off, MAD-A9).
	DeclineNeedsRounds
	// StockNeedsOption: the stock is taken up only with option Facts.Name
	// of rule Facts.Rule (option-off).
	StockNeedsOption
	// NoPushHere: the stock may not be pushed at this table, rule
	// Facts.Rule (option-off).
	NoPushHere
	// OptionTakesOneOf: option Facts.Name takes one of Facts.Detail, not
	// Facts.Value.
	OptionTakesOneOf
	// OptionNoValue: option Facts.Name has no value Facts.Value (values
	// Facts.Detail).
	OptionNoValue
	// OptionTakesBool: option Facts.Name takes true or false, not
	// Facts.Value.
	OptionTakesBool
	// OptionTakesNumber: option Facts.Name takes a whole number of at
	// least Facts.Low, not Facts.Value.
	OptionTakesNumber
	// LimitsObject: option limits takes an object, not Facts.Value
	// (MAD-A11).
	LimitsObject
	// LimitsTableSize: Facts.Value is no table size of limits (MAD-A11).
	LimitsTableSize
	// LimitsNumber: the limit for Facts.Seats seats is Facts.Value, not a
	// whole number of at least 1 (MAD-A11).
	LimitsNumber
	// HouseSeats .. HouseDealer: a house game Facts.Game that cannot be
	// composed (bad-options): the table size, the pack, the stock, the
	// pass, the match end, no match end, the first dealer.
	HouseSeats
	HousePack
	HouseStock
	HousePass
	HouseEnd
	HouseNoEnd
	HouseDealer
	// NotTrickGame: Facts.Game is not a trick-taking game (unknown-game).
	NotTrickGame
	// The reader's sentences: a record or a move that is not what the
	// format says (bad-record, bad-card, bad-deal), with the place at
	// fault in Facts.Where and Facts.Within, the key in Facts.Key and the
	// value found, shortened, in Facts.Value.

	// MoveTooLong: the action is Facts.Count bytes, at most Facts.Want.
	MoveTooLong
	// ActionNotJSON: the action is not JSON; Facts.Detail says why.
	ActionNotJSON
	// ActionNotObject: the action is Facts.Detail, not an object.
	ActionNotObject
	// ActionUnknownKey: the action has the unknown key Facts.Key.
	ActionUnknownKey
	// ActionTwoKeys: the action has both Facts.Name and Facts.Key.
	ActionTwoKeys
	// ActionKeyTwice: the action gives Facts.Key twice.
	ActionKeyTwice
	// ActionBadObject: the action is not a valid object.
	ActionBadObject
	// ActionNoSeat: the action has no "seat".
	ActionNoSeat
	// ActionSeatNotNumber: "seat" is Facts.Value, not a number.
	ActionSeatNotNumber
	// ActionNoKey: the action has no action key.
	ActionNoKey
	// SeatOutOfRange: Facts.Where is Facts.Count, no seat of a table of
	// Facts.Seats.
	SeatOutOfRange
	// MustBeTrue: Facts.Where must be true, not Facts.Value.
	MustBeTrue
	// MustBePosition: Facts.Where must be a position, not Facts.Value.
	MustBePosition
	// MustBeCall: Facts.Where must name an announcement, not Facts.Value.
	MustBeCall
	// MustBeCard: Facts.Where must be a card, not Facts.Value.
	MustBeCard
	// CardUnreadableWhy: Facts.Value at Facts.Where is no card; the
	// English Facts.Detail says why.
	CardUnreadableWhy
	// CardUnreadable: Facts.Value at Facts.Where is no card.
	CardUnreadable
	// MustBeCards: Facts.Where must be an array of cards, not
	// Facts.Value.
	MustBeCards
	// RecordUnreadable: the record cannot be read; Facts.Detail is the
	// system's message (English only: the German says a read failed).
	RecordUnreadable
	// FileUnreadable, FileMissing, FileForbidden, FileIsFolder: the
	// record's file Facts.Name cannot be read, does not exist, may not be
	// read, is a folder; Facts.Detail is the system's message (told in
	// English only).
	FileUnreadable
	FileMissing
	FileForbidden
	FileIsFolder
	// FileUnsaved: the record cannot be saved to the file Facts.Name;
	// Facts.Detail is why, the system's message in English and its
	// German telling.
	FileUnsaved
	// RecordTooLong: the record is longer than Facts.Want bytes.
	RecordTooLong
	// UnknownGameName: Facts.Name is no game.
	UnknownGameName
	// DealsEmpty: "deals" is empty.
	DealsEmpty
	// TooManyDeals: Facts.Count deals, at most Facts.Want.
	TooManyDeals
	// OutOnlySau: "out" belongs to Schwarze Sau (SAU-R8).
	OutOnlySau
	// CarryOnlySplit: "carry" belongs to Schwarze Sau's next-deal split
	// (SAU-A12).
	CarryOnlySplit
	// NegativeTotal: "totals"[Facts.Other] is Facts.Count, below zero in
	// Facts.Game.
	NegativeTotal
	// DealsPlayedNegative: "dealsPlayed" is Facts.Count.
	DealsPlayedNegative
	// RecordNoJSON: the record is not JSON.
	RecordNoJSON
	// RecordEmpty: the record is empty.
	RecordEmpty
	// RecordSyntax: not JSON, Facts.Detail, at line Facts.Count, column
	// Facts.Want.
	RecordSyntax
	// KeyTwice: Facts.Where gives Facts.Key twice.
	KeyTwice
	// NotValidObject: Facts.Where is not a valid object.
	NotValidObject
	// MustBeKind: Facts.Where must be Facts.Detail, not Facts.Found.
	MustBeKind
	// UnknownField: the field Facts.Key in Facts.Within; format 1 has
	// Facts.Detail.
	UnknownField
	// HasNoKey: Facts.Where has no Facts.Key.
	HasNoKey
	// KeyNull: Facts.Key in Facts.Within is null.
	KeyNull
	// MustBeValue: Facts.Where must be Facts.Detail, not Facts.Value.
	MustBeValue
	// MustBeWhole: Facts.Where must be a whole number, not Facts.Value.
	MustBeWhole
	// ListTooLong: Facts.Where lists Facts.Count numbers for Facts.Seats
	// seats.
	ListTooLong
	// TooManyActions: Facts.Where holds Facts.Count actions, at most
	// Facts.Want.
	TooManyActions
	// HandCount: the deal lists Facts.Count hands for Facts.Seats seats
	// (bad-deal).
	HandCount
	// EngineMove: Facts.Name is a move of the engine, not of a record.
	EngineMove
	// CannotJudge: the record cannot be judged; Facts.Detail says why.
	CannotJudge
	// NoDeal: the record holds no deal.
	NoDeal
	// StoppedEarly: deal Facts.Count stops after Facts.Want actions,
	// and another deal follows.
	StoppedEarly
	// DealAfterEnd: deal Facts.Count comes after the end of the match
	// (match-over).
	DealAfterEnd
	// OutSeatHand: seat Facts.Other is out and must have no hand.
	OutSeatHand
	// TwiceInStock: Facts.Card is listed twice in the stock (bad-deal).
	TwiceInStock
	// TwiceInHand: Facts.Card is listed twice in seat Facts.Other's hand
	// (bad-deal).
	TwiceInHand
	// RecordBetweenDeals: a game is recorded only between deals, not in
	// Facts.Phase (wrong-phase).
	RecordBetweenDeals
	// NoDealYet: the recorder has dealt no deal (deal-over).
	NoDealYet
	numSentences
)

// Known reports whether s is a sentence of the catalogue: neither None
// nor a number past the last sentence.
func Known(s Sentence) bool { return s != None && s < numSentences }
