package layers

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/dafny"
	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/lean"
	"github.com/specfaith/specfaith/nagini"
)

// TestAnalyzersMatchNoSpelling keeps the analyzers language-blind below
// the import level: no analyzer compares a name with a front end's
// spelling of a library operation (what `len`, `List.count` or `.Length`
// mean comes from the language's ir.Vocab), with an IR intrinsic's
// canonical "$" name (ir's constants say those), or with a language's
// name, a receiver's name or an option constructor's; nor keeps a table
// of how operators are written.
func TestAnalyzersMatchNoSpelling(t *testing.T) {
	spellings := map[string]bool{"dafny": true, "lean": true, "nagini": true, "python": true}
	for _, v := range []*ir.Vocab{dafny.Vocab, lean.Vocab, nagini.Vocab} {
		for k := range v.Calls {
			spellings[k] = true
		}
		for k := range v.Members {
			spellings[k] = true
		}
		// Receiver names and the option convention's words are spellings
		// too.
		for _, r := range v.Receivers {
			spellings[r] = true
		}
		for _, w := range []string{v.Option.Type, v.Option.Some, v.Option.None} {
			if w != "" {
				spellings[w] = true
			}
		}
	}
	root := filepath.Join("..", "..", "analyzers")
	checked := 0
	filepath.Walk(root, func(path string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		checked++
		fs := token.NewFileSet()
		f, err := parser.ParseFile(fs, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		bad := func(e ast.Expr, how string) {
			lit, ok := e.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return
			}
			s, err := strconv.Unquote(lit.Value)
			if err != nil {
				return
			}
			switch {
			case strings.HasPrefix(s, "$"):
				t.Errorf("%s: %s an IR intrinsic's name %q (use ir's constants and ir.Vocab)", fs.Position(lit.Pos()), how, s)
			case spellings[s] || strings.HasSuffix(s, ".") && len(s) > 1:
				t.Errorf("%s: %s a front end's spelling %q (ask the module's ir.Vocab)", fs.Position(lit.Pos()), how, s)
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.CompositeLit:
				// A table of how operators are written is source text:
				// the front end's Vocab.Ops holds it, and its printer
				// writes it (the informalizer's English is its own).
				if mt, ok := x.Type.(*ast.MapType); ok && !strings.Contains(path, "informal") {
					val := mt.Value
					if at, ok := val.(*ast.ArrayType); ok {
						val = at.Elt
					}
					if sel, ok := mt.Key.(*ast.SelectorExpr); ok && sel.Sel.Name == "Op" && fmt.Sprint(val) == "string" {
						t.Errorf("%s: a table of operator spellings (ask the module's ir.Vocab.Ops)", fs.Position(x.Pos()))
					}
				}
			case *ast.BinaryExpr:
				if x.Op == token.EQL || x.Op == token.NEQ {
					bad(x.X, "compares with")
					bad(x.Y, "compares with")
				}
			case *ast.CaseClause:
				for _, e := range x.List {
					bad(e, "switches on")
				}
			case *ast.CallExpr:
				// strings.HasPrefix(name, "$…") and the like.
				if sel, ok := x.Fun.(*ast.SelectorExpr); ok {
					if id, ok := sel.X.(*ast.Ident); ok && id.Name == "strings" {
						for _, a := range x.Args[1:] {
							bad(a, "matches")
						}
					}
				}
			case *ast.BasicLit:
				if x.Kind == token.STRING {
					if s, err := strconv.Unquote(x.Value); err == nil && strings.HasPrefix(s, "$") && len(s) > 1 {
						t.Errorf("%s: an IR intrinsic's name %q spelled out (use ir's constants)", fs.Position(x.Pos()), s)
					}
				}
			}
			return true
		})
		return nil
	})
	if checked < 10 {
		t.Fatalf("only %d files checked under %s", checked, root)
	}
}
