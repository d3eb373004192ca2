package rules_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/variant"
)

// Example_moveHandler is the README's move handler of a server: the move
// is read strictly and with a size cap, its seat is the connection's, an
// illegal move is refused and leaves the game unchanged, and the answer is
// the seat's view, never the game.
func Example_moveHandler() {
	g, _ := games.New(games.Hearts, 4, hearts.Options{}, rand.NewPCG(1, 2))
	_ = g.Deal()
	seatOf := func(req *http.Request) int { return g.Turn().Seat } // the connection's seat, from its login
	handle := func(w http.ResponseWriter, req *http.Request) {
		var m variant.Move
		if err := json.NewDecoder(http.MaxBytesReader(w, req.Body, 4096)).Decode(&m); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest) // the message says what is wrong
			return
		}
		m.Seat = seatOf(req) // the authenticated seat, never the client's
		if err := g.Apply(m); err != nil {
			http.Error(w, err.Error(), http.StatusConflict) // refused; the game is unchanged
			return
		}
		view, _ := g.View(m.Seat) // send this, never g
		_ = json.NewEncoder(w).Encode(view)
	}
	for _, body := range []string{`{"seat": 0, "play": "2C", "x": 1}`, `{"seat": 0, "play": "AS"}`} {
		w := httptest.NewRecorder()
		handle(w, httptest.NewRequest("POST", "/move", strings.NewReader(body)))
		fmt.Println(w.Code, strings.TrimSpace(w.Body.String()))
	}
	// Output:
	// 400 bad-record: Unknown key "x" in the action: an action has "seat" and one of pass, stock, push, announce, play, draw, decline, drawAt or take.
	// 409 wrong-phase (SH-R3): Seat 1 cannot play now: the game is in the pass phase.
}
