package analyzers

import (
	"testing"

	"github.com/specfaith/specfaith/ir"
)

func TestOrderFacts(t *testing.T) {
	id := func(n string) ir.Expr { return &ir.Ident{Name: n} }
	lit := func(k int64) ir.Expr { return &ir.Lit{Val: ir.NewInt(k)} }
	bin := func(op ir.Op, x, y ir.Expr) ir.Expr { return &ir.Binary{Op: op, X: x, Y: y} }
	a, b, x, s := id("a"), id("b"), id("x"), id("shots")
	facts := []ir.Expr{
		bin(ir.OpGt, b, a),      // b > a
		bin(ir.OpGe, a, lit(1)), // a ≥ 1
		bin(ir.OpIn, x, &ir.Display{Coll: ir.KSeq, Elems: []ir.Expr{lit(5), lit(1), lit(9)}}),
		bin(ir.OpLe, s, lit(4)), // the else branch of shots > 4
	}
	o := newOrder(facts, func(ir.Expr) bool { return false })
	for _, c := range []struct {
		x, y ir.Expr
		k    int64
		want bool
	}{
		{lit(2), b, 0, true},  // b > a ≥ 1
		{lit(3), b, 0, false}, // not shown
		{a, b, 1, true},
		{b, a, 0, false},
		{lit(1), x, 0, true},
		{x, lit(9), 0, true},
		{x, lit(8), 0, false},
		{s, lit(5), 0, true}, // 5 - shots does not truncate
		{id("y"), b, 0, false},
	} {
		if got := o.holds(c.x, c.y, c.k); got != c.want {
			t.Errorf("%v + %d ≤ %v: %v, want %v", c.x, c.k, c.y, got, c.want)
		}
	}
	// Contradictory facts show anything: the lint then says nothing.
	bad := newOrder([]ir.Expr{bin(ir.OpLt, a, b), bin(ir.OpLt, b, a)}, func(ir.Expr) bool { return false })
	if !bad.holds(lit(100), a, 0) {
		t.Error("a < b < a: a positive cycle should show anything")
	}
	// n ≠ 0 for a natural n is n ≥ 1; for an integer it says no order.
	// xs ≠ [] gives the size of xs at least 1.
	xs := id("xs")
	size := &ir.Unary{Op: ir.OpCard, X: xs}
	ne := newOrder([]ir.Expr{bin(ir.OpNe, a, lit(0)), bin(ir.OpNe, b, lit(0)), bin(ir.OpNe, xs, &ir.Display{Coll: ir.KSeq})},
		func(e ir.Expr) bool { return ir.SameExpr(e, a) })
	if !ne.holds(lit(1), a, 0) || ne.holds(lit(1), b, 0) || !ne.holds(lit(1), size, 0) {
		t.Error("a ≠ 0 (natural) should show 1 ≤ a, b ≠ 0 (integer) nothing, xs ≠ [] 1 ≤ |xs|")
	}
	// A natural term is at least 0.
	nat := newOrder([]ir.Expr{bin(ir.OpLe, a, b)}, func(e ir.Expr) bool { return ir.SameExpr(e, a) })
	if !nat.holds(lit(0), b, 0) {
		t.Error("0 ≤ a ≤ b should show 0 ≤ b")
	}
}
