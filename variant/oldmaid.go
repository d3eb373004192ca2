package variant

import (
	"math/rand/v2"

	"github.com/blackqueen/rules/rule"
)

func newOldMaidGame(seats int, o Options, src rand.Source) (Game, error) {
	return nil, rule.New(rule.UnknownGame, "", rule.NoSeat, "Old Maid is being written.", "Schwarzer Peter wird geschrieben.")
}
