package record_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"sort"

	"pgregory.net/rapid"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/variant"
)

// optionValues lists, per game, every record option with the JSON values
// the property tests choose from (docs/records.md "Options by game"). Numbers
// are kept small so that matches end within a few deals.
func optionValues(id games.ID) map[string][]string {
	ties := []string{`"shared"`, `"play-on"`}
	bools := []string{`false`, `true`}
	switch id {
	case games.SchwarzeMadonna:
		return map[string][]string{
			"ties":                          ties,
			"announced-jungfrau":            {`"multiply"`, `"flat-48"`},
			"jungfrau-factor":               {`"compound"`, `"single"`},
			"failure-scoring":               {`"announcer-only"`, `"independent"`},
			"short-stock":                   {`"redeal"`, `"pass-penalty-cards"`},
			"six-player-deal":               {`"2-2-1"`, `"1-2-2"`, `"singles"`},
			"end":                           {`"greater"`, `"at-least"`},
			"limits":                        {`{"3":20,"4":20,"5":30,"6":30}`, `{"4":150}`, `{}`},
			"durchmarsch-keeps-card-points": bools,
			"must-change-stock":             bools,
		}
	case games.BlackMaria:
		return map[string][]string{
			"ties":                 ties,
			"three-player-removal": {`"2C"`, `"2D"`},
			"six-player-removal":   {`"all-twos"`, `"standard"`},
			"spade-values":         {`"standard"`, `"swapped"`},
			"spot-hearts":          bools,
			"omnibus":              {`"off"`, `"JD"`, `"10D"`},
			"slam":                 {`"none"`, `"deduct"`},
			"target":               {`40`, `60`, `100`},
			"deals":                {`0`, `1`, `2`, `3`},
		}
	case games.Hearts:
		return map[string][]string{
			"ties":                           ties,
			"spot-hearts":                    bools,
			"omnibus":                        {`"off"`, `"JD"`, `"10D"`},
			"target":                         {`30`, `60`, `100`},
			"deals":                          {`0`, `1`, `2`, `5`},
			"moon":                           {`"add-to-others"`, `"subtract"`, `"off"`},
			"queen-breaks-hearts":            bools,
			"opener-any-club":                bools,
			"omnibus-moon-needs-jack":        bools,
			"first-trick-heart-before-queen": bools,
		}
	case games.SchwarzeSau:
		return map[string][]string{
			"kreuz-sieben":                      bools,
			"must-lead-club-seven":              bools,
			"jungfrau":                          bools,
			"durchmarsch":                       bools,
			"angesagter-durchmarsch":            bools,
			"stock-exchange":                    bools,
			"schieben":                          bools,
			"elimination":                       {`"at-least-30"`, `"over-30"`},
			"match-end":                         {`"fewer-than-3"`, `"first-elimination"`, `"two-player"`},
			"stock-scoring":                     {`"dead"`, `"last-trick"`, `"most-points"`},
			"stock-restriction":                 {`"none"`, `"no-point-cards"`},
			"push-multiplier":                   {`"compound"`, `"single"`},
			"sixty-split":                       {`"none"`, `"next-deal"`, `"next-match"`},
			"special-adds-card-points":          bools,
			"multiple-jungfrau":                 bools,
			"jungfrau-beats-silent-durchmarsch": bools,
		}
	case games.OldMaid:
		return map[string][]string{
			"pairs":     {`"rank"`, `"same-colour"`},
			"maid":      {`"QC-removed"`, `"joker"`, `"JC-removed"`},
			"draw-from": {`"left"`, `"right"`},
		}
	}
	return nil
}

// drawOptions draws a random "options" object for game id: each option is
// given with probability one half, with a random value. Schieben without
// the stock exchange (SAU-O6) is dropped, as it is bad-options.
func drawOptions(t *rapid.T, id games.ID) json.RawMessage {
	vals := optionValues(id)
	names := make([]string, 0, len(vals))
	for n := range vals {
		names = append(names, n)
	}
	sort.Strings(names)
	var buf bytes.Buffer
	buf.WriteByte('{')
	chosen := map[string]string{}
	for _, n := range names {
		if !rapid.Bool().Draw(t, "give "+n) {
			continue
		}
		chosen[n] = rapid.SampledFrom(vals[n]).Draw(t, n)
	}
	if chosen["schieben"] == "true" && chosen["stock-exchange"] != "true" {
		delete(chosen, "schieben")
	}
	first := true
	for _, n := range names {
		v, ok := chosen[n]
		if !ok {
			continue
		}
		if !first {
			buf.WriteByte(',')
		}
		first = false
		fmt.Fprintf(&buf, "%q:%s", n, v)
	}
	buf.WriteByte('}')
	return buf.Bytes()
}

// games are the games the property tests play.
var gameIDs = []games.ID{games.SchwarzeMadonna, games.BlackMaria, games.Hearts, games.SchwarzeSau, games.OldMaid}

// played is a match played through a Recorder, with what the engine said
// after each deal and at the end.
type played struct {
	rec     *record.Record
	results []variant.DealResult // one per complete recorded deal
	g       variant.Game         // the game at the end
	turn    bool                 // announcements were turn-based (MAD-A9)
}

// drawMatch plays a random match of a random game with random options:
// RandomMove for the moves in turn, and now and then one of the
// announcements any seat may make out of turn (or, for some Madonna and
// Sau tables, the turn-based announcement rounds of MAD-A9). It deals up
// to four deals and may stop in the middle of the last one.
func drawMatch(t *rapid.T) played {
	id := rapid.SampledFrom(gameIDs).Draw(t, "game")
	lo, hi := games.SeatRange(id)
	seats := rapid.IntRange(lo, hi).Draw(t, "seats")
	raw := drawOptions(t, id)
	o, err := games.ParseOptions(id, raw)
	if err != nil {
		t.Fatalf("options %s: %v", raw, err)
	}
	setup := variant.Setup{FirstDealer: rapid.IntRange(0, seats-1).Draw(t, "first dealer")}
	turnBased := (id == games.SchwarzeMadonna || id == games.SchwarzeSau) && rapid.IntRange(0, 3).Draw(t, "turn-based") == 0
	if turnBased {
		setup.Announcements = variant.TurnBased
	}
	if o, err = games.WithSetup(id, o, setup); err != nil {
		t.Fatalf("options %s: %v", raw, err)
	}
	seed := rapid.Uint64().Draw(t, "seed")
	g, err := games.New(id, seats, o, rand.NewPCG(seed, 1))
	if err != nil {
		t.Skipf("options %s at %d seats: %v", raw, seats, err)
	}
	r := rand.New(rand.NewPCG(seed, 2))
	rec, err := record.NewRecorder(g)
	if err != nil {
		t.Fatal(err)
	}
	deals := rapid.IntRange(1, 4).Draw(t, "deals")
	stop := rapid.IntRange(-1, 80).Draw(t, "stop after (-1: play out)")
	if turnBased {
		stop = -1
	}
	p := played{g: g, turn: turnBased}
	for d := 0; d < deals && !g.Over(); d++ {
		if err := rec.Deal(); err != nil {
			t.Fatalf("deal %d: %v", d, err)
		}
		for step := 0; ; step++ {
			if d == deals-1 && step == stop {
				break
			}
			if a := g.Announcements(nil); len(a) > 0 && r.IntN(5) == 0 {
				if err := rec.Apply(a[r.IntN(len(a))]); err != nil {
					t.Fatalf("announcement refused: %v", err)
				}
				continue
			}
			m, ok := g.RandomMove(r)
			if !ok {
				break
			}
			if tn := g.Turn(); m.Kind == variant.Draw && r.IntN(2) == 0 {
				// OM-R6: a position in the shuffled hand; the recorder
				// writes the card that came.
				m = variant.DrawAtMove(tn.Seat, r.IntN(tn.Cards.Len()))
			}
			if err := rec.Apply(m); err != nil {
				t.Fatalf("random move %v refused: %v", m, err)
			}
		}
		if ph := g.Phase(); ph == variant.PhaseDealOver || ph == variant.PhaseMatchOver {
			res, _ := g.Result()
			p.results = append(p.results, res)
		}
	}
	p.rec = rec.Record()
	return p
}
