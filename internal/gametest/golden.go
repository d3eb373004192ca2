package gametest

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/variant"
)

// GoldenDeal is one deal of a golden match: the dealer, the hands as
// dealt and the stock, every move in order (docs/records.md action objects),
// and the scores.
type GoldenDeal struct {
	Dealer  int      `json:"dealer"`
	Hands   []string `json:"hands"`
	Stock   string   `json:"stock,omitempty"`
	Moves   []string `json:"moves"`
	Points  []int    `json:"points"`
	Outcome string   `json:"outcome"`
}

// GoldenMatch is a match played with random moves from fixed seeds: the
// game's source is rand.NewPCG(Seed, 0), the moves are RandomMove with
// rand.NewPCG(Seed, 1).
type GoldenMatch struct {
	Game    string       `json:"game"`
	Seats   int          `json:"seats"`
	Seed    uint64       `json:"seed"`
	Options string       `json:"options"`
	Deals   []GoldenDeal `json:"deals"`
	Totals  []int        `json:"totals"`
	Over    bool         `json:"over"`
	Winners []int        `json:"winners"`
}

type dealt interface {
	DealtHand(s int) card.Set
}

type stocked interface {
	DealtStock() card.Set
}

// PlayGolden plays g (new, seeded with rand.NewPCG(seed, 0)) for at most
// maxDeals deals with RandomMove from rand.NewPCG(seed, 1) and records
// every deal.
func PlayGolden(t TB, g variant.Game, seed uint64, maxDeals int) GoldenMatch {
	t.Helper()
	opts, err := games.MarshalOptions(games.Named(g.Name()), g.Options())
	if err != nil {
		t.Fatalf("MarshalOptions: %v", err)
	}
	out := GoldenMatch{Game: g.Name(), Seats: g.Seats(), Seed: seed, Options: string(opts)}
	r := rand.New(rand.NewPCG(seed, 1))
	for !g.Over() && len(out.Deals) < maxDeals {
		if err := g.Deal(); err != nil {
			t.Fatalf("Deal: %v", err)
		}
		d := GoldenDeal{Dealer: g.Dealer(), Moves: []string{}}
		if h, ok := g.(dealt); ok {
			for s := 0; s < g.Seats(); s++ {
				d.Hands = append(d.Hands, h.DealtHand(s).String())
			}
		}
		if st, ok := g.(stocked); ok {
			d.Stock = st.DealtStock().String()
		}
		for InDeal(g) {
			m := RandomStep(t, g, r)
			b, err := json.Marshal(m)
			if err != nil {
				t.Fatalf("move %v: %v", m, err)
			}
			d.Moves = append(d.Moves, string(b))
		}
		res, _ := g.Result()
		d.Points, d.Outcome = res.Points, res.Outcome.String()
		out.Deals = append(out.Deals, d)
	}
	out.Totals, out.Over, out.Winners = g.Totals(), g.Over(), g.Winners()
	return out
}

// CompareGolden compares got with the golden file at path, or rewrites the
// file when update is set (review the diff by hand).
func CompareGolden(t TB, path string, got GoldenMatch, update bool) {
	t.Helper()
	GoldenJSON(t, path, got, update, " ")
}

// GoldenJSON compares got with the JSON golden file at path and returns
// what the file holds; with update it writes got there instead (indented
// by indent) and returns it. A difference fails the test with a cmp.Diff.
func GoldenJSON[T any](t TB, path string, got T, update bool, indent string) T {
	t.Helper()
	if update {
		var buf strings.Builder
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", indent)
		if err := enc.Encode(got); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatalf("%v", err)
		}
		if err := os.WriteFile(path, []byte(buf.String()), 0o644); err != nil {
			t.Fatalf("%v", err)
		}
		return got
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	var want T
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("%s (-golden +now):\n%s", path, diff)
	}
	return want
}
