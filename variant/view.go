package variant

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/internal/strictjson"
	"github.com/blackqueen/rules/option"
)

// View is what one seat may know at a moment of the game: its own hand,
// what it passed and received, the stock cards it held, every card played
// face up, the announcements, scores, and whose turn it is. It never holds
// a card of another seat's hand that this seat has not seen (TT-6). It
// serialises to JSON for servers.
//
// The tricks of the deal are all listed, as a seat saw them played; a
// game whose tricks are turned face down should show only LastTrick once
// a trick is turned.
type View struct {
	// Game is the record name of the game ("hearts").
	Game string `json:"game"`
	// Options are the table's rules, which every seat knows; in JSON they
	// are the "options" object of a game record (record names, only
	// values that differ from the default).
	Options     Options `json:"-"`
	Seats       int     `json:"seats"`
	Seat        int     `json:"seat"`
	Phase       Phase   `json:"phase"`
	Dealer      int     `json:"dealer"`
	DealsPlayed int     `json:"dealsPlayed"`
	// Active lists the seats that play this deal; Out the eliminated ones.
	Active []int `json:"active"`
	Out    []int `json:"out"`
	// Hand is this seat's hand; HandSizes every seat's number of cards.
	Hand      card.Set `json:"hand"`
	HandSizes []int    `json:"handSizes"`
	// ToAct is the seat to act (-1 if none); Turn is set only when it is
	// this seat, with its legal choices.
	ToAct int   `json:"toAct"`
	Turn  *Turn `json:"turn,omitempty"`
	// Announce lists the announcements this seat may make now.
	Announce []Move `json:"announce"`

	// The pass (Rules.Pass): to whom this seat passes, what it
	// passed, from whom it receives and what it received (once every seat
	// has passed), and which seats have passed.
	PassTo       int      `json:"passTo"`
	Passed       card.Set `json:"passed"`
	ReceivedFrom int      `json:"receivedFrom"`
	Received     card.Set `json:"received"`
	HavePassed   []int    `json:"havePassed"`

	// The stock circulation (Rules.Circulation): how many cards the
	// stock holds, the cards this seat found in it when it took it
	// (already during its own turn at the stock when the circulation picks
	// it up at once), the cards it put back, the seats that pushed it on
	// and the number of pushes.
	StockSize     int      `json:"stockSize"`
	StockTaken    card.Set `json:"stockTaken"`
	StockReturned card.Set `json:"stockReturned"`
	Pushed        []int    `json:"pushed"`
	Pushes        int      `json:"pushes"`

	// Announcements made this deal: the seats that announced to take no
	// trick and the seat that announced to take every trick (-1 if none).
	NoTrick []int `json:"jungfrau"`
	Sweep   int   `json:"durchmarsch"`

	// Tricks of this deal: the completed ones, the one on the table, the
	// last completed one, the tricks each seat has won, and whether the
	// held suit is broken.
	Tricks       []TrickRecord `json:"tricks"`
	Current      TrickRecord   `json:"current"`
	LastTrick    *TrickRecord  `json:"lastTrick,omitempty"`
	TricksWon    []int         `json:"tricksWon"`
	HeartsBroken bool          `json:"heartsBroken,omitempty"`

	// A drawing game: the pairs laid down face up, and the seat this seat
	// draws from (-1 if none).
	Discards card.Set `json:"discards"`
	DrawFrom int      `json:"drawFrom"`
	// A drawing game: the pairs each seat laid down this round, and the
	// last draw (its card only for the seat that drew it).
	Laid     []card.Set  `json:"laid"`
	LastDraw *DrawRecord `json:"lastDraw,omitempty"`

	// Scores: running totals, the last ended deal, and the match's end.
	Totals  []int       `json:"totals"`
	Last    *DealResult `json:"last,omitempty"`
	Over    bool        `json:"over"`
	Winners []int       `json:"winners"`
}

// MarshalJSON encodes the view, with the options as a record's
// "options" object and, beside it, the table's Setup, which records do
// not hold: "firstDealer" and "announcements" ("out-of-turn" or
// "turn-based"). Whatever it writes, UnmarshalJSON reads back to a View
// that marshals the same: empty lists stay empty ([]) and absent ones
// absent (null).
func (v View) MarshalJSON() ([]byte, error) {
	type plain View
	opts, setup := json.RawMessage("{}"), Setup{}
	if v.Options != nil {
		b, err := v.Options.MarshalJSON()
		if err != nil {
			return nil, err
		}
		opts, setup = b, v.Options.Setup()
	}
	mode, err := setup.Announcements.MarshalText()
	if err != nil {
		return nil, err
	}
	return json.Marshal(struct {
		plain
		Options       json.RawMessage `json:"options"`
		FirstDealer   int             `json:"firstDealer"`
		Announcements string          `json:"announcements"`
	}{plain(v), opts, setup.FirstDealer, string(mode)})
}

// UnmarshalJSON decodes a view written by MarshalJSON. It is for a
// client reading its server's views: the engine knows no game's options,
// so they are read as RawOptions (an object with each key once), which
// the registry (package games) reads into the game's own Options. A
// game name longer than MaxNameLen is refused. A server reads moves
// (ParseMove), never views.
func (v *View) UnmarshalJSON(b []byte) error {
	type plain View
	var w struct {
		plain
		Options       json.RawMessage `json:"options"`
		FirstDealer   int             `json:"firstDealer"`
		Announcements AnnounceMode    `json:"announcements"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	if len(w.plain.Game) > MaxNameLen {
		return fmt.Errorf("variant: the game %s is longer than %d bytes", strictjson.Quote(w.plain.Game), MaxNameLen)
	}
	if err := option.CheckObject(w.Options); err != nil {
		return err
	}
	raw := RawOptions{Name: w.plain.Game, Table: Setup{FirstDealer: w.FirstDealer, Announcements: w.Announcements}}
	if len(w.Options) > 0 {
		// As MarshalJSON writes it (compact, HTML characters escaped),
		// so that the view it writes reads back the same; an object
		// without options (null, {}) is left empty.
		var compact, escaped bytes.Buffer
		if err := json.Compact(&compact, w.Options); err != nil {
			return err
		}
		if c := compact.String(); c != "{}" && c != "null" {
			json.HTMLEscape(&escaped, compact.Bytes())
			raw.JSON = escaped.Bytes()
		}
	}
	*v = View(w.plain)
	v.Options = raw
	return nil
}

// RawOptions are a game's options as JSON holds them, for a reader
// without the game's package at hand (View.UnmarshalJSON): the game's
// record name, its "options" object as JSON writes it (compact), and
// the table's Setup.
// The registry (package games) reads them into the game's own Options.
type RawOptions struct {
	Name  string          // the game's record name
	JSON  json.RawMessage // the "options" object; empty: {}
	Table Setup
}

// Game returns the game's record name.
func (r RawOptions) Game() string { return r.Name }

// Setup returns the table's Setup.
func (r RawOptions) Setup() Setup { return r.Table }

// MarshalJSON returns the "options" object as it came, or {}.
func (r RawOptions) MarshalJSON() ([]byte, error) {
	if len(r.JSON) == 0 {
		return []byte("{}"), nil
	}
	return r.JSON, nil
}

// MarshalText implements encoding.TextMarshaler: "out-of-turn" or
// "turn-based".
func (a AnnounceMode) MarshalText() ([]byte, error) {
	switch a {
	case OutOfTurn:
		return []byte("out-of-turn"), nil
	case TurnBased:
		return []byte("turn-based"), nil
	}
	return nil, fmt.Errorf("variant: invalid announcement mode %d", uint8(a))
}

// UnmarshalText implements encoding.TextUnmarshaler.
func (a *AnnounceMode) UnmarshalText(b []byte) error {
	switch string(b) {
	case "out-of-turn":
		*a = OutOfTurn
	case "turn-based":
		*a = TurnBased
	default:
		return fmt.Errorf("variant: unknown announcement mode %s", strictjson.Quote(string(b)))
	}
	return nil
}

// MarshalText implements encoding.TextMarshaler with the docs/records.md key;
// the zero Kind, which no move has, is "none". A kind beyond the list is
// an error.
func (k Kind) MarshalText() ([]byte, error) {
	if k == 0 {
		return []byte("none"), nil
	}
	if k > Take {
		return nil, fmt.Errorf("variant: invalid move kind %d", uint8(k))
	}
	return []byte(k.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler, so views and turns
// decode from JSON.
func (k *Kind) UnmarshalText(b []byte) error {
	if string(b) == "none" {
		*k = 0
		return nil
	}
	for x := Play; x <= Take; x++ {
		if x.String() == string(b) {
			*k = x
			return nil
		}
	}
	return fmt.Errorf("variant: unknown move kind %s", strictjson.Quote(string(b)))
}

// UnmarshalText implements encoding.TextUnmarshaler.
func (p *Phase) UnmarshalText(b []byte) error {
	for x := PhaseDeal; x <= PhaseMatchOver; x++ {
		if x.String() == string(b) {
			*p = x
			return nil
		}
	}
	return fmt.Errorf("variant: unknown phase %s", strictjson.Quote(string(b)))
}
