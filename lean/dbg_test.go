package lean

import (
	"fmt"
	"os"
	"testing"

	"github.com/specfaith/specfaith/spec"
)

func dbgStmts(ss []spec.Stmt, ind string) {
	for _, s := range ss {
		switch x := s.(type) {
		case *spec.Unread:
			fmt.Println(ind, "UNREAD", x.Reason, x.Text, x.R.Start.Line, x.R.Start.Col)
		case *spec.If:
			fmt.Println(ind, "if")
			dbgStmts(x.Then, ind+"  ")
			fmt.Println(ind, "else")
			dbgStmts(x.Else, ind+"  ")
		case *spec.ForEach:
			fmt.Println(ind, "for", x.Var)
			dbgStmts(x.Body, ind+"  ")
		case *spec.ForRange:
			fmt.Println(ind, "forrange", x.Var)
			dbgStmts(x.Body, ind+"  ")
		case *spec.While:
			fmt.Println(ind, "while")
			dbgStmts(x.Body, ind+"  ")
		case *spec.Block:
			fmt.Println(ind, "block")
			dbgStmts(x.Body, ind+"  ")
		case *spec.VarDecl:
			fmt.Println(ind, "var", x.Names)
			dbgExpr(x.Values[0], ind)
		case *spec.Return:
			fmt.Println(ind, "return")
			dbgExpr(x.Values[0], ind)
		default:
			fmt.Printf("%s %T\n", ind, s)
		}
	}
}

func dbgExpr(e spec.Expr, ind string) {
	spec.Inspect(e, func(x spec.Expr) bool {
		if d, ok := x.(*spec.Do); ok {
			fmt.Println(ind, " DO")
			dbgStmts(d.Body, ind+"    ")
		}
		if u, ok := x.(*spec.Unsupported); ok {
			fmt.Println(ind, " UNSUPPORTED", u.Reason)
		}
		return true
	})
}

func TestDbg(t *testing.T) {
	src, _ := os.ReadFile(os.Getenv("F"))
	m := ParseFile("x.lean", string(src))
	for _, p := range m.Problems {
		fmt.Println("problem", p.R.Start.Line, p.R.Start.Col, p.Message)
	}
	for n, im := range m.Impls {
		fmt.Println("IMPL", n)
		dbgStmts(im.Body, " ")
	}
}
