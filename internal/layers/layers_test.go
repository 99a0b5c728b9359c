// Package layers holds the test that keeps the architecture's import
// rules (docs/ARCHITECTURE.md): front end → spec ← analyzers ← check ←
// server/cmd, with the language-blind layers importing no front end.
package layers

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/lang"
)

const module = "github.com/specfaith/specfaith/"

// frontEnds are the front-end packages: one per language of lang's table
// (a language's package is named by its ID).
func frontEnds() []string {
	var out []string
	for _, l := range lang.All {
		out = append(out, string(l.ID))
	}
	return out
}

// with is base and every front end but except.
func with(base []string, except string) []string {
	out := append([]string(nil), base...)
	for _, fe := range frontEnds() {
		if fe != except {
			out = append(out, fe)
		}
	}
	return out
}

// forbidden lists, per package directory, the packages of this module its
// code must not import (tests may drive a layer with a front end). The
// front ends come from lang's table, so a new language is kept in its
// place with no edit here.
var forbidden = func() map[string][]string {
	m := map[string][]string{
		// lang is the leaf every layer keys its registry by.
		"lang": with([]string{"ir", "analyzers", "ide", "check", "server", "cmd", "toolchain", "dataset", "llm", "specgen", "internal"}, ""),
		"ir":   with([]string{"analyzers", "check", "server", "cmd", "toolchain", "dataset", "llm", "specgen"}, ""),
		// The analyzers never call a model: the judge's protocol is judge's.
		"analyzers":          with([]string{"check", "ide", "server", "cmd", "toolchain", "dataset", "specgen", "llm", "judge"}, ""),
		"analyzers/informal": with([]string{"check", "ide", "server", "cmd", "toolchain", "dataset", "specgen", "llm", "judge"}, ""),
		"judge":              with([]string{"check", "ide", "server", "cmd", "toolchain", "dataset", "specgen"}, ""),
		"ide":                with([]string{"server", "cmd"}, ""),
		"toolchain":          with([]string{"analyzers", "check", "server", "cmd"}, ""),
		"check":              {"server", "cmd", "toolchain"},
		// The server sees one value per document version (ide.Analysis)
		// and plain data: never check's reports or an analyzer's types.
		"server":  with([]string{"cmd", "analyzers", "check"}, ""),
		"specgen": {"check", "ide", "server", "cmd", "dataset"},
	}
	for _, fe := range frontEnds() {
		// A front end imports spec (and lang), never another front end.
		m[fe] = with([]string{"analyzers", "check", "server", "cmd", "toolchain"}, fe)
	}
	return m
}()

// TestIDEReExportsNothing: ide is the editor's boundary, so it hands on
// no other package's types or functions under its own name (no alias
// type X = pkg.Y, no var X = pkg.F); its types are its own.
func TestIDEReExportsNothing(t *testing.T) {
	dir := filepath.Join("..", "..", "ide")
	files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		af, err := parser.ParseFile(token.NewFileSet(), f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range af.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok {
				continue
			}
			for _, sp := range gd.Specs {
				switch sp := sp.(type) {
				case *ast.TypeSpec:
					if _, sel := sp.Type.(*ast.SelectorExpr); sel && sp.Name.IsExported() {
						t.Errorf("%s: type %s is another package's type under ide's name", f, sp.Name.Name)
					}
				case *ast.ValueSpec:
					for i, n := range sp.Names {
						if i < len(sp.Values) && n.IsExported() {
							if _, sel := sp.Values[i].(*ast.SelectorExpr); sel {
								t.Errorf("%s: %s re-exports another package's value", f, n.Name)
							}
						}
					}
				}
			}
		}
	}
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

// TestNoBackgroundContextBelowCmd: every analysis entry point takes ctx
// first, so an edit or a request can cancel what it started; only the
// programs (cmd/, bench/, scripts/) make a context from nothing.
func TestNoBackgroundContextBelowCmd(t *testing.T) {
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		if d.IsDir() {
			switch rel {
			case "cmd", "bench", "scripts", "extension", "node_modules", ".venv", "out":
				return filepath.SkipDir
			}
			if strings.HasPrefix(d.Name(), ".") && rel != "." {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(src), "\n") {
			if strings.Contains(line, "context.Background()") || strings.Contains(line, "context.TODO()") {
				t.Errorf("%s:%d: a context from nothing below cmd/: take ctx from the caller", rel, i+1)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
