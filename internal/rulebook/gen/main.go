// Command gen writes the rule book (docs/rules.md, docs/regeln.md,
// docs/regler.md) and RULINGS.md under the module root it is given (go
// generate ./internal/rulebook).
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/blackqueen/rules/internal/rulebook"
)

func main() {
	root := flag.String("root", ".", "the module's root `directory`")
	flag.Parse()
	files := map[string][]byte{rulebook.RulingsFile: rulebook.Rulings()}
	for lang, name := range rulebook.Files() {
		files[filepath.Join("docs", name)] = rulebook.Markdown(lang)
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(*root, name), b, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "gen:", err)
			os.Exit(1)
		}
	}
}
