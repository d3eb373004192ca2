package rules_test

import (
	"io/fs"
	"path/filepath"
	"strings"
)

// walkGoFiles calls visit with the slash path of each Go file of the tree
// under the working directory (both modules), skipping hidden directories
// and testdata, and returns the first error of the walk or of visit.
func walkGoFiles(visit func(path string) error) error {
	return filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if (strings.HasPrefix(d.Name(), ".") && path != ".") || d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		return visit(filepath.ToSlash(path))
	})
}
