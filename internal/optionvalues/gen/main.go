// Command gen writes rule/optionvalues.go under the module root it is
// given (go generate ./internal/optionvalues).
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/blackqueen/rules/internal/optionvalues"
)

func main() {
	root := flag.String("root", ".", "the module's root `directory`")
	flag.Parse()
	b, err := optionvalues.Source()
	if err == nil {
		err = os.WriteFile(filepath.Join(*root, optionvalues.File), b, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}
