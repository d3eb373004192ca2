package tables

import (
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/record"
)

// TestPublicRecord: a record's deals that are over are public, hands and
// all; a deal in progress is left out, and a record with no deal over is
// nothing.
func TestPublicRecord(t *testing.T) {
	g, err := games.New(games.Hearts, 4, nil, rand.NewPCG(3, 4))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.NewRecorder(g)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(5, 6))
	play := func(moves int) { gametest.Steps(t, gametest.Through(g, rec.Apply), r, moves) }
	if got := PublicRecord(nil); got != nil {
		t.Errorf("PublicRecord(nil) = %+v", got)
	}
	if err := rec.Deal(); err != nil {
		t.Fatal(err)
	}
	play(5)
	if got := PublicRecord(rec.Record()); got != nil {
		t.Errorf("the first deal in progress is served: %+v", got)
	}
	play(1000) // to the deal's end
	over := rec.Record()
	if d := cmp.Diff(over, PublicRecord(over)); d != "" {
		t.Errorf("a deal that is over is not served whole (-want +got):\n%s", d)
	}
	if err := rec.Deal(); err != nil {
		t.Fatal(err)
	}
	play(3)
	two := rec.Record()
	if d := cmp.Diff(over, PublicRecord(two)); d != "" || len(two.Deals) != 2 {
		t.Errorf("with the second deal in progress, the record served is not the first deal's (-want +got):\n%s", d)
	}
}
