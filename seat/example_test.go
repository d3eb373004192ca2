package seat_test

import (
	"fmt"

	"github.com/blackqueen/rules/seat"
)

// At a table of four, seat 1 is left of seat 0 (C-2), seat 3 is right of
// it, and seat 2 is across (C-3). At five seats nobody is across.
func ExampleLeft() {
	fmt.Println(seat.Left(0, 4), seat.Right(0, 4))
	fmt.Println(seat.Across(0, 4))
	fmt.Println(seat.Across(0, 5))
	// Output:
	// 1 3
	// 2 true
	// 0 false
}

// In Old Maid, seats that are safe no longer play: "next" skips them
// (C-5). Here seats 1 and 4 of five are safe.
func ExampleSet_Next() {
	active := seat.All(5).Remove(1).Remove(4)
	fmt.Println("active:", active)
	for from := range 5 {
		next, _ := active.Next(from, 5)
		fmt.Printf("after %d: %d\n", from, next)
	}
	// The last active seat has no other seat to pass to.
	_, ok := seat.Of(3).Next(3, 5)
	fmt.Println(ok)
	// Output:
	// active: {0 2 3}
	// after 0: 2
	// after 1: 2
	// after 2: 3
	// after 3: 0
	// after 4: 0
	// false
}

// Prev moves the other way, as the pass to the right in Black Maria does
// (C-4).
func ExampleSet_Prev() {
	active := seat.Of(0, 2, 3)
	prev, _ := active.Prev(0, 5)
	fmt.Println(prev)
	// Output: 3
}
