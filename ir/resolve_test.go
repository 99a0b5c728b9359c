package ir_test

import (
	"sort"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/dafny"
	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/lean"
	"github.com/specfaith/specfaith/nagini"
)

// refs lists "name:kind" for every identifier the resolution bound.
func refs(t *testing.T, m *ir.Module, name string) (string, []string) {
	t.Helper()
	for _, c := range m.Contracts {
		if c.Name != name {
			continue
		}
		r := ir.Resolve(m, c)
		var out []string
		for _, cl := range c.Clauses {
			ir.Inspect(cl.Expr, func(e ir.Expr) bool {
				if id, ok := e.(*ir.Ident); ok {
					out = append(out, id.Name+":"+r.Ref(id).String())
				}
				return true
			})
		}
		var unknown []string
		for _, id := range r.Unknown() {
			unknown = append(unknown, id.Name)
		}
		sort.Strings(out)
		return strings.Join(out, " "), unknown
	}
	t.Fatalf("no contract %s (problems: %v)", name, m.Problems)
	return "", nil
}

// Each identifier is bound once to what it refers to, bound variables
// shadowing the parameters and library names they share a name with.
func TestResolveDafny(t *testing.T) {
	m := dafny.ParseFile("r.dfy", `
function Sq(x: int): int { x * x }
const K := 3
method M(a: array<int>, n: int) returns (r: int)
  requires n >= K
  ensures forall n :: 0 <= n < a.Length ==> Sq(a[n]) <= r
  ensures multiset(a[..]) == multiset(old(a[..]))
  ensures r > Missing(n)
`)
	got, unknown := refs(t, m, "M")
	for _, want := range []string{"K:constant", "n:parameter", "n:bound variable", "Sq:function", "r:result", "multiset:intrinsic", "a:parameter"} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %s in %s", want, got)
		}
	}
	if len(unknown) != 1 || unknown[0] != "Missing" {
		t.Errorf("unknown = %v, want [Missing]", unknown)
	}
}

func TestResolveLeanAndNagini(t *testing.T) {
	lm := lean.ParseFile("r.lean", `
def f_precond (xs : List Int) : Prop := xs.length > 0
def f_postcond (xs : List Int) (result : Int) (h : f_precond xs) : Prop :=
  result ∈ xs ∧ ∀ x ∈ xs, x ≤ result ∧ List.count result xs ≥ 1
`)
	got, unknown := refs(t, lm, "f")
	for _, want := range []string{"xs:parameter", "result:result", "x:bound variable", "List.count:intrinsic"} {
		if !strings.Contains(got, want) {
			t.Errorf("lean: missing %s in %s", want, got)
		}
	}
	if len(unknown) != 0 {
		t.Errorf("lean: unknown %v", unknown)
	}
	nm := nagini.ParseFile("r.py", `from nagini_contracts.contracts import *

def g(xs: list[int]) -> int:
    Requires(len(xs) > 0)
    Ensures(Forall(int, lambda i: Implies(0 <= i and i < len(xs), xs[i] <= Result())))
    return max(xs)
`)
	got, _ = refs(t, nm, "g")
	for _, want := range []string{"xs:parameter", "i:bound variable", "len:intrinsic"} {
		if !strings.Contains(got, want) {
			t.Errorf("nagini: missing %s in %s", want, got)
		}
	}
}

// A bound variable's binder is the node whose scope it is read in, and a
// let's value sees the names bound before it, as the evaluator binds
// them: the hoister of the search reads both (analyzers/hoist.go).
func TestResolveBinders(t *testing.T) {
	m := dafny.ParseFile("b.dfy", `
method M(x: int) returns (r: int)
  ensures forall x :: 0 <= x < 3 ==> (forall y :: 0 <= y < x ==> r >= y)
`)
	c := m.Contracts[0]
	res := ir.Resolve(m, c)
	outer := c.Ensures()[0].Expr.(*ir.Quant)
	var inner *ir.Quant
	ir.Inspect(outer.Body, func(e ir.Expr) bool {
		if q, ok := e.(*ir.Quant); ok && inner == nil {
			inner = q
		}
		return true
	})
	if inner == nil {
		t.Fatal("no inner quantifier")
	}
	n := 0
	ir.Inspect(outer, func(e ir.Expr) bool {
		id, ok := e.(*ir.Ident)
		if !ok {
			return true
		}
		switch id.Name {
		case "x":
			n++
			if res.Binder(id) != outer {
				t.Errorf("x at %v: bound by %T %p, want the outer quantifier", id.Span().Start, res.Binder(id), res.Binder(id))
			}
		case "y":
			n++
			if res.Binder(id) != inner {
				t.Errorf("y at %v: bound by %p, want the inner quantifier", id.Span().Start, res.Binder(id))
			}
		case "r":
			if res.Ref(id) != ir.RefResult || res.Binder(id) != nil {
				t.Errorf("r: %s bound by %v, want the result", res.Ref(id), res.Binder(id))
			}
		}
		return true
	})
	if n != 4 {
		t.Errorf("%d uses of x and y seen, want 4", n)
	}

	// let a, b := 1, a + x: b's value reads the a just bound (eval binds
	// in order), not a name outside.
	a := &ir.Ident{Name: "a"}
	let := &ir.Let{Names: []string{"a", "b"}, Values: []ir.Expr{&ir.Lit{Val: ir.IntOf(1)}, &ir.Binary{Op: ir.OpAdd, X: a, Y: &ir.Ident{Name: "x"}}}, Body: &ir.Ident{Name: "b"}}
	lc := &ir.Contract{Name: "L", Params: []ir.Param{{Name: "x"}}, Clauses: []ir.Clause{{Kind: ir.Ensures, Expr: let}}}
	lres := ir.Resolve(nil, lc)
	if lres.Ref(a) != ir.RefBound || lres.Binder(a) != let {
		t.Errorf("a in b's value: %s bound by %v, want the let's a", lres.Ref(a), lres.Binder(a))
	}
}
