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
