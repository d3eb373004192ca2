package session

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/programs/internal/botname"
	"github.com/blackqueen/rules/table"
)

// Limits on what the page sends.
const (
	// MaxMessage is the longest spec or message, in bytes.
	MaxMessage = 4096
	// SeedLen is the length of a spec's seed in bytes (hex in the JSON):
	// 32 for the deals, 32 for the built-in players.
	SeedLen = 64
	// MaxPace is the longest pause of a built-in player, in milliseconds.
	MaxPace = 5000
	// MaxDeals is the most deals a spec may ask for (0: the whole match).
	MaxDeals = 50
)

// Spec is what a table is made from: the page's form (the server's spec
// with the same names) and the page's random seed.
type Spec struct {
	Game    string          `json:"game"`
	Seats   int             `json:"seats"`
	Options json.RawMessage `json:"options,omitempty"`
	Deals   int             `json:"deals,omitempty"`
	Name    string          `json:"name,omitempty"`
	// Seed is SeedLen random bytes in hex, from crypto.getRandomValues:
	// the first half seeds the deals, the second the built-in players.
	Seed string `json:"seed"`
	// Pace is how long a built-in player pauses before it acts, in
	// milliseconds, so that people can follow.
	Pace int `json:"pace"`
	// The server's form also sends these; offline every seat but the
	// first is a built-in player and no table is listed.
	Bots   []string `json:"bots,omitempty"`
	Public bool     `json:"public,omitempty"`
}

// refusal is a request refused, with the reason in each language.
func refusal(code, en, de, da string) *table.Error {
	return &table.Error{Code: code, EN: en, DE: de, DA: da}
}

// decodeStrict decodes b into v, refusing unknown fields, trailing data
// and more than MaxMessage bytes.
func decodeStrict(b []byte, v any) error {
	if len(b) > MaxMessage {
		return refusal("too-large", fmt.Sprintf("The message is longer than %d bytes.", MaxMessage),
			fmt.Sprintf("Die Nachricht ist länger als %d Bytes.", MaxMessage), fmt.Sprintf("Beskeden er længere end %d bytes.", MaxMessage))
	}
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return badMessage(err)
	}
	if d.More() {
		return badMessage(fmt.Errorf("data after the message"))
	}
	return nil
}

func badMessage(err error) *table.Error {
	return refusal("bad-message", "The message is not of the expected form: "+err.Error()+".",
		"Die Nachricht hat nicht die erwartete Form.", "Beskeden har ikke den forventede form.")
}

// parseSpec reads a Spec and returns the table's configuration
// (Spec.config) and the spec.
func parseSpec(b []byte, clock *botClock) (table.Config, Spec, error) {
	var s Spec
	if err := decodeStrict(b, &s); err != nil {
		return table.Config{}, Spec{}, err
	}
	cfg, err := s.config(clock)
	return cfg, s, err
}

// config checks s and returns the table's configuration: seat 0 the
// person's, every other seat a built-in player of Strength, timed by
// clock.
func (s Spec) config(clock *botClock) (table.Config, error) {
	id, ok := games.ParseID(s.Game)
	if !ok {
		return table.Config{}, refusal("bad-game", fmt.Sprintf("There is no game %q.", s.Game), fmt.Sprintf("Es gibt kein Spiel %q.", s.Game),
			fmt.Sprintf("Der findes intet spil %q.", s.Game))
	}
	lo, hi := games.SeatRange(id)
	if s.Seats < lo || s.Seats > hi {
		return table.Config{}, refusal("bad-seats", fmt.Sprintf("%s is played by %d to %d.", id.Title(), lo, hi),
			fmt.Sprintf("%s wird zu %d bis %d gespielt.", id.Title(), lo, hi), fmt.Sprintf("%s spilles af %d til %d.", id.Title(), lo, hi))
	}
	if s.Deals < 0 || s.Deals > MaxDeals {
		return table.Config{}, refusal("bad-deals", fmt.Sprintf(`"deals" must be 0 to %d.`, MaxDeals),
			fmt.Sprintf(`"deals" muss 0 bis %d sein.`, MaxDeals), fmt.Sprintf(`"deals" skal være 0 til %d.`, MaxDeals))
	}
	if s.Pace < 0 || s.Pace > MaxPace {
		return table.Config{}, refusal("bad-pace", fmt.Sprintf(`"pace" must be 0 to %d.`, MaxPace),
			fmt.Sprintf(`"pace" muss 0 bis %d sein.`, MaxPace), fmt.Sprintf(`"pace" skal være 0 til %d.`, MaxPace))
	}
	seed, err := hex.DecodeString(s.Seed)
	if err != nil || len(seed) != SeedLen {
		return table.Config{}, refusal("bad-seed", fmt.Sprintf(`"seed" must be %d bytes in hex.`, SeedLen),
			fmt.Sprintf(`"seed" muss %d Bytes in Hex sein.`, SeedLen), fmt.Sprintf(`"seed" skal være %d bytes i hex.`, SeedLen))
	}
	raw := s.Options
	if len(raw) == 0 {
		raw = json.RawMessage("{}")
	}
	opts, err := games.ParseOptions(id, raw)
	if err != nil {
		return table.Config{}, err
	}
	if err := games.Validate(id, s.Seats, opts); err != nil {
		return table.Config{}, err
	}
	seats := make([]table.SeatConfig, s.Seats)
	for i := 1; i < s.Seats; i++ {
		seats[i] = table.SeatConfig{Bot: clock.fast(), Name: botname.Of(i - 1)} // named as every table names them
	}
	return table.Config{Game: id, Options: opts, Seats: seats, Deals: s.Deals,
		Source: rand.NewChaCha8([32]byte(seed[:32])), BotSource: rand.NewChaCha8([32]byte(seed[32:])),
		BotDelay: time.Duration(s.Pace) * time.Millisecond}, nil
}
