// Command gen writes the rule book, rules.md and regeln.md, into a
// directory (go generate ./internal/rulebook writes docs/).
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/blackqueen/rules/internal/rulebook"
)

func main() {
	dir := flag.String("dir", "docs", "the `directory` to write the book into")
	flag.Parse()
	for lang, name := range rulebook.Files {
		if err := os.WriteFile(filepath.Join(*dir, name), rulebook.Markdown(lang), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "gen:", err)
			os.Exit(1)
		}
	}
}
