package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/programs/internal/botname"
	"github.com/blackqueen/rules/table"
	"github.com/blackqueen/rules/turntimer"
)

// Built-in players' strengths, weakest first, as the page offers them.
// fast is the page's default.
var strengths = []string{"random", "heuristic", "fast"}

// newBot returns the built-in player of a strength: fast is
// player.NewFast, about a millisecond of processor time a decision. pimc
// and ismcts, the names of the Monte Carlo players before fast (PIMC at
// 300 heuristic playouts, ISMCTS at 1000), are still accepted and get
// fast, at a fraction of their cost. player.NewStrong
// is not offered: at some 30 ms a decision, a few tables of it would
// keep a core busy (README, "Built-in players on the server").
func newBot(strength string) (player.Player, error) {
	switch strength {
	case "random":
		return player.Random{AnnounceChance: 0.05}, nil
	case "heuristic":
		return player.Heuristic{}, nil
	case "fast", "pimc", "ismcts":
		return player.NewFast(), nil
	}
	return nil, badRequest(fmt.Sprintf("There is no built-in player %q; the strengths are %s.", strength, strings.Join(strengths, ", ")),
		fmt.Sprintf("Einen eingebauten Spieler %q gibt es nicht; die Stärken sind %s.", strength, strings.Join(strengths, ", ")),
		fmt.Sprintf("Der er ingen indbygget spiller %q; styrkerne er %s.", strength, strings.Join(strengths, ", ")))
}

// spec is what a table is created from (the page's form).
type spec struct {
	Game    string          `json:"game"`
	Seats   int             `json:"seats"`
	Bots    []string        `json:"bots"` // one per seat: a strength, or "" for a person
	Options json.RawMessage `json:"options,omitempty"`
	Deals   int             `json:"deals,omitempty"`
	Public  bool            `json:"public"`
}

// Limits of a spec.
const maxDeals = 50

// pace is how the server's tables are paced (the flags).
type pace struct {
	botDelay  time.Duration
	dealPause time.Duration
	timer     turntimer.Config
}

// config checks s and returns the table's configuration.
func (s spec) config(h pace) (table.Config, games.ID, error) {
	id, ok := games.ParseID(s.Game)
	if !ok {
		return table.Config{}, 0, badRequest(fmt.Sprintf("There is no game %q.", s.Game), fmt.Sprintf("Es gibt kein Spiel %q.", s.Game),
			fmt.Sprintf("Der er intet spil %q.", s.Game))
	}
	lo, hi := games.SeatRange(id)
	if s.Seats < lo || s.Seats > hi {
		return table.Config{}, 0, badRequest(fmt.Sprintf("%s is played by %d to %d.", id.Title(), lo, hi), fmt.Sprintf("%s wird zu %d bis %d gespielt.", id.Title(), lo, hi),
			fmt.Sprintf("%s spilles af %d til %d.", games.WordsOf(id).Title.In("da"), lo, hi))
	}
	if len(s.Bots) != s.Seats {
		return table.Config{}, 0, badRequest(`"bots" must name a strength or "" for each seat.`, `"bots" muss für jeden Platz eine Stärke oder "" nennen.`,
			`"bots" skal nævne en styrke eller "" for hver plads.`)
	}
	if s.Deals < 0 || s.Deals > maxDeals {
		return table.Config{}, 0, badRequest(fmt.Sprintf(`"deals" must be 0 to %d.`, maxDeals), fmt.Sprintf(`"deals" muss 0 bis %d sein.`, maxDeals),
			fmt.Sprintf(`"deals" skal være 0 til %d.`, maxDeals))
	}
	raw := s.Options
	if len(raw) == 0 {
		raw = json.RawMessage("{}")
	}
	opts, err := games.ParseOptions(id, raw)
	if err != nil {
		return table.Config{}, 0, err
	}
	if err := games.Validate(id, s.Seats, opts); err != nil {
		return table.Config{}, 0, err
	}
	seats := make([]table.SeatConfig, s.Seats)
	k := 0 // the built-in players so far, named as the terminal names them
	for i, b := range s.Bots {
		if b == "" {
			continue
		}
		p, err := newBot(b)
		if err != nil {
			return table.Config{}, 0, err
		}
		seats[i] = table.SeatConfig{Bot: p, Name: botname.Of(k)}
		k++
	}
	cfg := table.Config{Game: id, Options: opts, Seats: seats, Deals: s.Deals,
		BotDelay: h.botDelay, DealPause: h.dealPause, Timer: h.timer}
	return cfg, id, nil
}
