package layers

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOnlyToolchainRunsPrograms: of the product's packages only toolchain
// (the verifiers, run in trusted workspaces) may import os/exec. The
// server once ran git for the HEAD lens, and a repository's config could
// make that git run a program; internal/gitread reads HEAD instead.
func TestOnlyToolchainRunsPrograms(t *testing.T) {
	root := filepath.Join("..", "..")
	for _, dir := range []string{"spec", "analyzers", "analyzers/informal", "ide", "dafny", "lean", "nagini", "check",
		"server", "cmd/specfaith", "llm", "dataset", "specgen", "internal/gitread", "internal/safefs", "internal/memlimit"} {
		files, _ := filepath.Glob(filepath.Join(root, dir, "*.go"))
		if len(files) == 0 {
			t.Errorf("%s: no Go files (moved? update the list)", dir)
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			af, err := parser.ParseFile(token.NewFileSet(), f, src, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, imp := range af.Imports {
				if p := strings.Trim(imp.Path.Value, `"`); p == "os/exec" {
					t.Errorf("%s imports %s: only toolchain runs programs", f, p)
				}
			}
		}
	}
}
