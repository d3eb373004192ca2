package session

import (
	"encoding/json"

	"github.com/blackqueen/rules/programs/internal/gameform"
)

// Strength is the only strength of the built-in players offline: PIMC at
// its fast budget (player.NewFast), about a millisecond per decision.
const Strength = "fast"

// Games returns the games, their seats and option tables and the
// built-in players' strengths, in the JSON form of the server's
// /api/games: {"games": [...], "strengths": ["fast"], "cluster": false}.
func Games() []byte {
	b, err := json.Marshal(map[string]any{"games": gameform.Games(), "strengths": []string{Strength}, "cluster": false})
	if err != nil {
		// Games always marshal; an error here is a defect.
		return []byte(`{"games":[],"strengths":[]}`)
	}
	return b
}
