package ir_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/dafny"
	"github.com/specfaith/specfaith/ir"
)

// TestSubst: free occurrences are replaced; one under a binder of the
// same name is not, while a let's values (outside its scope) are.
func TestSubst(t *testing.T) {
	m := dafny.ParseFile("s.dfy", "")
	for src, want := range map[string]ir.Status{
		"x + 1 == 3":                                   ir.True, // x := 2
		"forall x :: 0 <= x < 3 ==> x < 3":             ir.True, // x bound: untouched
		"(forall y :: 0 <= y < x ==> y < 2)":           ir.True, // x free inside
		"var x := x + 1; x == 3":                       ir.True, // value substituted, body bound
		"match x case 2 => true case _ => false":       ir.True,
		"match 5 case x => x == 5":                     ir.True, // case binds x
		"(set x | 0 <= x < 5 :: x) == {0, 1, 2, 3, 4}": ir.True,
	} {
		e, probs := dafny.ParseExpr(src)
		if len(probs) > 0 {
			t.Fatalf("%s: %v", src, probs)
		}
		e = ir.Subst(e, "x", &ir.Lit{Val: ir.NewInt(2)})
		if got, stop := ir.NewCtx(m).Check(e, nil); got != want {
			t.Errorf("%s: %v (%v), want %v", src, got, stop, want)
		}
	}
}

// TestInspectStmts: nested bodies are visited in pre-order, a false
// return skips a statement's bodies, and StmtExprs lists a statement's
// own expressions only.
func TestInspectStmts(t *testing.T) {
	x := &ir.Ident{Name: "x"}
	inner := &ir.Return{Values: []ir.Expr{x}}
	loop := &ir.While{Cond: x, Body: []ir.Stmt{inner}}
	body := []ir.Stmt{&ir.If{Cond: x, Then: []ir.Stmt{loop}, Else: []ir.Stmt{&ir.Block{}}}, &ir.Assert{Cond: x}}
	var seen []string
	ir.InspectStmts(body, func(s ir.Stmt) bool {
		seen = append(seen, fmt.Sprintf("%T", s))
		return true
	})
	if got := strings.Join(seen, " "); got != "*ir.If *ir.While *ir.Return *ir.Block *ir.Assert" {
		t.Errorf("pre-order: %s", got)
	}
	n := 0
	ir.InspectStmts(body, func(s ir.Stmt) bool { n++; _, isWhile := s.(*ir.While); return !isWhile })
	if n != 4 {
		t.Errorf("skipping the loop's body: %d statements, want 4", n)
	}
	if es := ir.StmtExprs(loop); len(es) != 1 || es[0] != ir.Expr(x) {
		t.Errorf("the loop's own expressions: %v", es)
	}
	if es := ir.StmtExprs(&ir.ForRange{Lo: x}); len(es) != 1 {
		t.Errorf("a missing bound is no expression: %v", es)
	}
}

// AlphaKey: two quantifiers that differ only in their bound variable's
// name have one key; a different body does not.
func TestAlphaKey(t *testing.T) {
	q := func(v string, k int64) ir.Expr {
		return &ir.Quant{Forall: true, Vars: []ir.Binder{{Name: v, Type: ir.TypeInt}},
			Body: &ir.Binary{Op: ir.OpLt, X: &ir.Ident{Name: v}, Y: &ir.Lit{Val: ir.NewInt(k)}}}
	}
	if ir.AlphaKey(q("i", 3)) != ir.AlphaKey(q("j", 3)) {
		t.Error("forall i :: i < 3 and forall j :: j < 3 differ")
	}
	if ir.AlphaKey(q("i", 3)) == ir.AlphaKey(q("i", 4)) {
		t.Error("forall i :: i < 3 and forall i :: i < 4 agree")
	}
}
