package enum_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/internal/enum"
)

const colours enum.Table = "red green at-least-30"

func TestTable(t *testing.T) {
	if diff := cmp.Diff([]string{"red", "green", "at-least-30"}, colours.Names()); diff != "" {
		t.Errorf("Names mismatch (-want +got):\n%s", diff)
	}
	if colours.Len() != 3 || enum.Table("").Len() != 0 || len(enum.Table("").Names()) != 0 {
		t.Error("Len: three names, and none in the empty table")
	}
	for v, want := range map[uint8]string{0: "red", 1: "green", 2: "at-least-30", 3: "colour(3)", 255: "colour(255)"} {
		if got := colours.Format(v, "colour"); got != want {
			t.Errorf("Format(%d) = %q, want %q", v, got, want)
		}
	}
	if _, ok := colours.Name(3); ok {
		t.Error("Name(3) found a name past the end")
	}
	for v, n := range colours.Names() {
		if got, ok := colours.Lookup(n); !ok || int(got) != v {
			t.Errorf("Lookup(%q) = %d, %v; want %d", n, got, ok, v)
		}
	}
	for _, bad := range []string{"", "re", "red ", "blue"} {
		if _, ok := colours.Lookup(bad); ok {
			t.Errorf("Lookup(%q) found a value", bad)
		}
	}
}

func TestTableAllocs(t *testing.T) {
	if a := testing.AllocsPerRun(100, func() { _ = colours.Format(2, "colour"); _, _ = colours.Lookup("green") }); a != 0 {
		t.Errorf("Format and Lookup allocate %v times, want 0", a)
	}
}
