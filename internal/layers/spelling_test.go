package layers

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/dafny"
	"github.com/specfaith/specfaith/lean"
	"github.com/specfaith/specfaith/nagini"
	"github.com/specfaith/specfaith/spec"
)

// TestAnalyzersMatchNoSpelling keeps the analyzers language-blind below
// the import level: no analyzer compares a name with a front end's
// spelling of a library operation (what `len`, `List.count` or `.Length`
// mean comes from the language's spec.Vocab), with an IR intrinsic's
// canonical "$" name (spec's constants say those), or with a language's
// name.
func TestAnalyzersMatchNoSpelling(t *testing.T) {
	spellings := map[string]bool{"dafny": true, "lean": true, "nagini": true, "python": true}
	for _, v := range []*spec.Vocab{dafny.Vocab, lean.Vocab, nagini.Vocab} {
		for k := range v.Calls {
			spellings[k] = true
		}
		for k := range v.Members {
			spellings[k] = true
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
				t.Errorf("%s: %s an IR intrinsic's name %q (use spec's constants and spec.Vocab)", fs.Position(lit.Pos()), how, s)
			case spellings[s] || strings.HasSuffix(s, ".") && len(s) > 1:
				t.Errorf("%s: %s a front end's spelling %q (ask the module's spec.Vocab)", fs.Position(lit.Pos()), how, s)
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
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
						t.Errorf("%s: an IR intrinsic's name %q spelled out (use spec's constants)", fs.Position(x.Pos()), s)
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
