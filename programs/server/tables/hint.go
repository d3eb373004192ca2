package tables

import (
	"encoding/json"
	"math/rand/v2"

	"github.com/blackqueen/rules/player"
)

// hint answers a HintRequest: the fast player's move for the seat of the
// request's secret (table.Table.Hint: on a copy of the game, from the
// seat's View and Sample alone), with its reason in each of the page's
// languages (player.Explain reads the seat's View only). A secret no
// seat holds is refused (table.ErrSecret), and so is a seat with nothing
// to decide (table.ErrNoTurn).
func (o *owned) hint(req HintRequest) ([]byte, error) {
	secret := o.tableSecret(req.Secret)
	// The hint's randomness is no secret: a seat may ask again.
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	m, v, err := o.t.Hint(secret, player.NewFast(), r)
	if err := o.outcome(err); err != nil {
		return nil, err
	}
	return json.Marshal(HintReply{Move: m, Reason: player.Explain(v, m).Texts()})
}
