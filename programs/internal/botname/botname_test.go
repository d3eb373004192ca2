package botname

import "testing"

// TestOf: six different names in the order the tables give them, then
// the same again; a negative k is still a name.
func TestOf(t *testing.T) {
	want := []string{"Anna", "Bruno", "Clara", "Dieter", "Emma", "Felix", "Anna"}
	for k, w := range want {
		if got := Of(k); got != w {
			t.Errorf("Of(%d) = %q, want %q", k, got, w)
		}
	}
	if got := Of(-1); got != "Bruno" {
		t.Errorf("Of(-1) = %q, want a name (Bruno)", got)
	}
}
