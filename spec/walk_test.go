package spec_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/dafny"
	"github.com/specfaith/specfaith/spec"
)

// TestSubst: free occurrences are replaced; one under a binder of the
// same name is not, while a let's values (outside its scope) are.
func TestSubst(t *testing.T) {
	m := dafny.ParseFile("s.dfy", "")
	for src, want := range map[string]spec.Status{
		"x + 1 == 3":                                   spec.True, // x := 2
		"forall x :: 0 <= x < 3 ==> x < 3":             spec.True, // x bound: untouched
		"(forall y :: 0 <= y < x ==> y < 2)":           spec.True, // x free inside
		"var x := x + 1; x == 3":                       spec.True, // value substituted, body bound
		"match x case 2 => true case _ => false":       spec.True,
		"match 5 case x => x == 5":                     spec.True, // case binds x
		"(set x | 0 <= x < 5 :: x) == {0, 1, 2, 3, 4}": spec.True,
	} {
		e, probs := dafny.ParseExpr(src)
		if len(probs) > 0 {
			t.Fatalf("%s: %v", src, probs)
		}
		e = spec.Subst(e, "x", &spec.Lit{Val: spec.NewInt(2)})
		if got, stop := spec.NewCtx(m).Check(e, nil); got != want {
			t.Errorf("%s: %v (%v), want %v", src, got, stop, want)
		}
	}
}

// TestInspectStmts: nested bodies are visited in pre-order, a false
// return skips a statement's bodies, and StmtExprs lists a statement's
// own expressions only.
func TestInspectStmts(t *testing.T) {
	x := &spec.Ident{Name: "x"}
	inner := &spec.Return{Values: []spec.Expr{x}}
	loop := &spec.While{Cond: x, Body: []spec.Stmt{inner}}
	body := []spec.Stmt{&spec.If{Cond: x, Then: []spec.Stmt{loop}, Else: []spec.Stmt{&spec.Block{}}}, &spec.Assert{Cond: x}}
	var seen []string
	spec.InspectStmts(body, func(s spec.Stmt) bool {
		seen = append(seen, fmt.Sprintf("%T", s))
		return true
	})
	if got := strings.Join(seen, " "); got != "*spec.If *spec.While *spec.Return *spec.Block *spec.Assert" {
		t.Errorf("pre-order: %s", got)
	}
	n := 0
	spec.InspectStmts(body, func(s spec.Stmt) bool { n++; _, isWhile := s.(*spec.While); return !isWhile })
	if n != 4 {
		t.Errorf("skipping the loop's body: %d statements, want 4", n)
	}
	if es := spec.StmtExprs(loop); len(es) != 1 || es[0] != spec.Expr(x) {
		t.Errorf("the loop's own expressions: %v", es)
	}
	if es := spec.StmtExprs(&spec.ForRange{Lo: x}); len(es) != 1 {
		t.Errorf("a missing bound is no expression: %v", es)
	}
}
