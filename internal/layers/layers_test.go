// Package layers holds the test that keeps the architecture's import
// rules (docs/ARCHITECTURE.md): front end → spec ← analyzers ← check ←
// server/cmd, with the language-blind layers importing no front end.
package layers

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const module = "github.com/specfaith/specfaith/"

// forbidden lists, per package directory, the packages of this module its
// code must not import (tests may drive a layer with a front end).
var forbidden = map[string][]string{
	// lang is the leaf every layer keys its registry by.
	"lang": {"spec", "analyzers", "ide", "check", "server", "cmd", "dafny", "lean", "nagini", "toolchain", "dataset", "llm", "specgen", "internal"},
	"spec":               {"analyzers", "check", "server", "cmd", "dafny", "lean", "nagini", "toolchain", "dataset", "llm", "specgen"},
	"analyzers":          {"check", "ide", "server", "cmd", "dafny", "lean", "nagini", "toolchain", "dataset", "specgen"},
	"analyzers/informal": {"check", "ide", "server", "cmd", "dafny", "lean", "nagini", "toolchain", "dataset", "specgen"},
	"ide":                {"server", "cmd", "dafny", "lean", "nagini"},
	"dafny":              {"analyzers", "check", "server", "cmd", "lean", "nagini", "toolchain"},
	"lean":               {"analyzers", "check", "server", "cmd", "dafny", "nagini", "toolchain"},
	"nagini":             {"analyzers", "check", "server", "cmd", "dafny", "lean", "toolchain"},
	"toolchain":          {"analyzers", "check", "server", "cmd", "dafny", "lean", "nagini"},
	"check":              {"server", "cmd", "toolchain"},
	"server":             {"cmd", "analyzers", "dafny", "lean", "nagini"},
	"specgen":            {"check", "ide", "server", "cmd", "dataset"},
}

func TestImportRules(t *testing.T) {
	root := filepath.Join("..", "..")
	for dir, bad := range forbidden {
		for f, imports := range packageImports(t, filepath.Join(root, dir)) {
			for _, path := range imports {
				for _, b := range bad {
					if path == module+b || strings.HasPrefix(path, module+b+"/") {
						t.Errorf("%s imports %s: %s must not depend on %s", f, path, dir, b)
					}
				}
			}
		}
	}
}

// packageImports lists, per non-test Go file of dir, the paths it
// imports; a directory without Go files is an error (moved? update the
// rules).
func packageImports(t *testing.T, dir string) map[string][]string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	if len(files) == 0 {
		t.Errorf("%s: no Go files (moved? update the rules)", dir)
	}
	out := map[string][]string{}
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
			out[f] = append(out[f], strings.Trim(imp.Path.Value, `"`))
		}
	}
	return out
}
