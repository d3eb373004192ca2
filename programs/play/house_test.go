package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestHouseGame: -game slobberhannes plays the house game of
// examples/housegame (defined outside package variant) on the same table:
// its title, eight deals, a winner; and it refuses a table size or
// options it does not have.
func TestHouseGame(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"-game", "slobberhannes", "-auto", "-seed", "1"}, strings.NewReader(""), &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	s := out.String()
	for _, want := range []string{"Slobberhannes · 4 seats", "Deal 8 is over", "The match is over."} {
		if !strings.Contains(s, want) {
			t.Errorf("the house game's output lacks %q:\n%s", want, s)
		}
	}
	for _, args := range [][]string{
		{"-game", "slobberhannes", "-auto", "-seats", "3"},
		{"-game", "slobberhannes", "-auto", "-opt", "moon=off"},
	} {
		out.Reset()
		errb.Reset()
		if code := run(args, strings.NewReader(""), &out, &errb); code != 2 || !strings.Contains(errb.String(), "Slobberhannes") {
			t.Errorf("%v: exit %d, stderr %q; want 2 and a message naming Slobberhannes", args, code, errb.String())
		}
	}
}
