package session

import (
	"encoding/json"
	"math/rand/v2"

	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/variant"
)

// HintReply is a hint as the server's "hint" answers it: the move the
// fast player would make in the person's seat and its reason by
// language ("en", "de", "da"), from the seat's View alone.
type HintReply struct {
	Move   variant.Move      `json:"move"`
	Reason map[string]string `json:"reason"`
}

// Hint returns what the fast player would do in the person's seat now
// (table.Table.Hint), with its reason (player.Explain), as a HintReply
// in JSON. A seat with nothing to decide is refused (table.ErrNoTurn).
func (s *Session) Hint() ([]byte, error) {
	// The hint's randomness is no secret: the person may ask again.
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	m, v, err := s.t.Hint(s.secret, player.NewFast(), r)
	if err != nil {
		return nil, err
	}
	return json.Marshal(HintReply{Move: m, Reason: player.Explain(v, m).Texts()})
}
