package record_test

import (
	"context"
	"fmt"
	"time"

	"github.com/blackqueen/rules/record"
)

// A server judges a record it was sent with a deadline; the readers
// refuse what is beyond their limits with a short message.
func ExampleRefereeContext() {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	v, err := record.RefereeContext(ctx, []byte(`{"game": "skat-with-a-very-long-name-that-goes-on-and-on", "seats": 3, "deals": []}`))
	if err != nil {
		fmt.Println("stopped:", err)
		return
	}
	fmt.Println(v.Exit(), v.Error.Rule, v.Error.EN)
	// Output:
	// 2 unknown-game Unknown game "skat-with-a-very-long-name-that-"…: the games are schwarze-madonna, black-maria, hearts, schwarze-sau and old-maid.
}
