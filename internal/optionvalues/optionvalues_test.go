package optionvalues_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/internal/optionvalues"
)

// TestCurrent: the rule catalogue's option values are what variant's
// option table says (run go generate ./internal/optionvalues after
// changing an option's values).
func TestCurrent(t *testing.T) {
	want, err := optionvalues.Source()
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join("..", "..", optionvalues.File))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("%s is stale; run go generate ./internal/optionvalues (-want +got):\n%s", optionvalues.File, diff)
	}
}
