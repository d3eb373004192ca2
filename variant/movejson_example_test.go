package variant_test

import (
	"fmt"

	"github.com/blackqueen/rules/variant"
)

// A server reads a move strictly, then takes the seat from the
// connection, never from the client.
func ExampleParseMove() {
	for _, in := range []string{
		`{"seat": 2, "play": "q♠"}`,
		`{"seat": 1, "seat": 2, "play": "QS"}`,
		`{"seat": null, "play": "QS"}`,
		`{"seat": 2, "play": "QS", "note": "hi"}`,
	} {
		m, err := variant.ParseMove([]byte(in), 4)
		if err != nil {
			fmt.Println(err)
			continue
		}
		m.Seat = 2 // the seat of the authenticated connection
		fmt.Println(m)
	}
	// Output:
	// {"seat":2,"play":"QS"}
	// bad-record: The action gives "seat" twice.
	// bad-record: "seat" must be a seat number, not null.
	// bad-record: Unknown key "note" in the action: an action has "seat" and one of pass, stock, push, announce, play, draw, decline, drawAt or take.
}
