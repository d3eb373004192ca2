package option_test

import (
	"fmt"

	"github.com/blackqueen/rules/option"
	"github.com/blackqueen/rules/rule"
)

// A game lists its record options as a Set of fields of its own Options
// type; the set reads a record's "options" object and writes it back.
func Example() {
	type house struct {
		Jokers bool
		Target int
	}
	set := option.Set[house]{Game: rule.Text{EN: "House"}, Fields: []option.Field[house]{
		option.Bool("jokers", "H-1", func(o *house) *bool { return &o.Jokers }),
		option.Number("target", "H-2", 1, func(o *house) *int { return &o.Target }),
	}}
	o, err := set.Parse([]byte(`{"target": 50}`))
	fmt.Printf("%+v %v\n", o, err)
	o.Jokers = true
	b, _ := set.Marshal(o)
	fmt.Println(string(b))
	_, err = set.Parse([]byte(`{"target": 0}`))
	fmt.Println(err != nil)
	// Output:
	// {Jokers:false Target:50} <nil>
	// {"jokers":true,"target":50}
	// true
}
