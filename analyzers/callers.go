package analyzers

import (
	"regexp"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// maxCallerNodes bounds the expressions Called reads; past it a call is
// assumed (a fix then waits for the verifier).
const maxCallerNodes = 200000

// Called says whether the module calls c anywhere a caller must meet
// its precondition: another contract's clauses, any implementation or
// function body — c's own included (a recursive call must meet a new
// precondition too). A call is by name (f(x), Lean's f x, a CallStmt)
// or a method call on an object (self.f(x)); a statement or term the
// front end did not read counts when its text names c.
func Called(m *ir.Module, c *ir.Contract) bool {
	if m == nil || c == nil {
		return false
	}
	short := c.Name[strings.LastIndexByte(c.Name, '.')+1:]
	named := func(n string) bool { return n == c.Name || n == short }
	// What the front end did not read may call it: its text naming c
	// counts as a call.
	word := regexp.MustCompile(`(^|[^\w.])` + regexp.QuoteMeta(short) + `\b|\.` + regexp.QuoteMeta(short) + `\b`)
	found, n := false, 0
	var expr func(e ir.Expr)
	var stmts func(ss []ir.Stmt)
	expr = func(e ir.Expr) {
		ir.Inspect(e, func(x ir.Expr) bool {
			if n++; found || n > maxCallerNodes {
				found = true
				return false
			}
			switch y := x.(type) {
			case *ir.Call:
				switch fn := y.Fn.(type) {
				case *ir.Ident:
					found = named(fn.Name)
				case *ir.Member:
					found = fn.Name == short
				}
			case *ir.Do:
				stmts(y.Body)
			case *ir.Unsupported:
				found = word.MatchString(y.Text)
			}
			return !found
		})
	}
	stmts = func(ss []ir.Stmt) {
		ir.InspectStmts(ss, func(s ir.Stmt) bool {
			if found {
				return false
			}
			switch x := s.(type) {
			case *ir.CallStmt:
				found = named(x.Name)
			case *ir.Unread:
				found = word.MatchString(x.Text)
			}
			for _, e := range ir.StmtExprs(s) {
				if !found {
					expr(e)
				}
			}
			return !found
		})
	}
	for _, k := range m.Contracts {
		if k != c {
			for _, cl := range k.Clauses {
				expr(cl.Expr)
			}
		}
		expr(k.Body)
		if k.Impl != nil {
			stmts(k.Impl.Body)
		}
	}
	for _, im := range m.Impls {
		stmts(im.Body)
	}
	for _, f := range m.Funcs {
		expr(f.Body)
	}
	return found
}
