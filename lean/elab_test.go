package lean

import (
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// firstSub finds the first subtraction in e.
func firstSub(e ir.Expr) *ir.Binary {
	var out *ir.Binary
	ir.Inspect(e, func(x ir.Expr) bool {
		if b, ok := x.(*ir.Binary); ok && out == nil {
			switch b.Op {
			case ir.OpSub, ir.OpNatSub, ir.OpSubAuto:
				out = b
			}
		}
		return out == nil
	})
	return out
}

// TestElaboratedSubtraction: each - gets the semantics of the type Lean
// elaborates its tree to.
func TestElaboratedSubtraction(t *testing.T) {
	cases := []struct {
		body string
		op   ir.Op
		wrap int
	}{
		{"def f (x : Nat) (r : Int) : Prop := r = x - 5", ir.OpSub, 0},
		{"def f (x : Nat) (r : Nat) : Prop := r = x - 5", ir.OpNatSub, 0},
		{"def f (x : Nat) : Int := x - 5", ir.OpSub, 0},
		{"def f (x : Nat) : Prop := (x - 5 : Int) < 0", ir.OpSub, 0},
		{"def f (x : Nat) : Prop := let d : Int := x - 5; d < 0", ir.OpSub, 0},
		{"def f (x : Nat) : Nat := Int.natAbs (x - 5)", ir.OpSub, 0},
		{"def g (i : Int) : Bool := i ≥ 0\ndef f : Prop := ∀ i, i < 3 → g (i - 1) = true", ir.OpSub, 0},
		{"def f : Prop := ∀ i, i < 3 → i - 1 = 0", ir.OpNatSub, 0},
		{"def f (x : UInt8) : UInt8 := x - 1", ir.OpSub, 8},
		{"def f (xs : List Int) : Prop := xs.map (fun y => y - 1) = xs", ir.OpSubAuto, 0}, // y's type is not known here
	}
	for _, tc := range cases {
		m := ParseFile("t.lean", tc.body)
		if len(m.Problems) > 0 {
			t.Errorf("%s: %v", tc.body, m.Problems)
			continue
		}
		b := firstSub(m.Funcs["f"].Body)
		if b == nil || b.Op != tc.op || b.Wrap != tc.wrap {
			t.Errorf("%s: subtraction %+v, want op %v wrap %d", tc.body, b, tc.op, tc.wrap)
		}
	}
}

// TestElaborationTerminates: x = [x] has no type; unifying it must not
// build a cyclic type (that overflowed the stack).
func TestElaborationTerminates(t *testing.T) {
	m := ParseFile("t.lean", "def f : Prop := ∃ y, y = [y] ∧ [y] = y ∧ [[y]] = [y] ∧ y :: y = y")
	if m.Funcs["f"] == nil {
		t.Fatal(m.Problems)
	}
}

// TestClauseReader: a printed quick-fix is read back with the contract's
// parameters in scope, as the file will read it once inserted.
func TestClauseReader(t *testing.T) {
	m := ParseFile("t.lean", "def f_postcond (x : Nat) (result : Int) (h : True) : Prop := result ≤ x")
	if len(m.Contracts) != 1 {
		t.Fatal(m.Problems)
	}
	e, err := ClauseReader(m, m.Contracts[0])("result ≥ x - 5")
	if err != nil {
		t.Fatal(err)
	}
	if b := firstSub(e); b == nil || b.Op != ir.OpSub {
		t.Errorf("in context: %+v, want an Int subtraction", b)
	}
	plain, _ := ParseExpr("result ≥ x - 5")
	if b := firstSub(plain); b == nil || b.Op != ir.OpSubAuto {
		t.Errorf("without context: %+v, want the dynamic rule", b)
	}
	if _, err := ClauseReader(m, m.Contracts[0])("result ≥ ("); err == nil {
		t.Error("a clause that does not parse was read")
	}
}

// TestIndexTypesBinder: a variable used as a list index is a Nat.
func TestIndexTypesBinder(t *testing.T) {
	m := ParseFile("t.lean", "def f (xs : List Int) : Prop := ∃ i, xs[i]! = 0")
	q, ok := m.Funcs["f"].Body.(*ir.Quant)
	if !ok {
		t.Fatalf("not a quantifier: %#v", m.Funcs["f"].Body)
	}
	if ty := q.Vars[0].Type; ty == nil || ty.Kind != ir.KNat {
		t.Errorf("∃ i, xs[i]! = 0: i has type %v, want Nat", ty)
	}
}
