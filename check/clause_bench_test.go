package check

import (
	"math/big"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// Clauses evaluated on fixed inputs: the evaluator's own cost, without
// the search around it (allocation per evaluated clause, issue 37).
var clauseCases = []struct{ name, path, src string }{
	{"dafny-max", "m.dfy", "method M(a: seq<int>) returns (r: int)\n  ensures forall i :: 0 <= i < |a| ==> a[i] <= r\n  ensures exists i :: 0 <= i < |a| && a[i] == r\n"},
	{"dafny-sorted", "s.dfy", "method S(a: seq<int>) returns (r: seq<int>)\n  ensures forall i, j :: 0 <= i < j < |r| ==> r[i] <= r[j]\n  ensures multiset(r) == multiset(a)\n"},
	{"lean-max", "m.lean", "def maxOf (xs : List Int) : Int := sorry\n\ntheorem maxOf_spec (xs : List Int) : (∀ i, i < xs.length → xs[i]! ≤ maxOf xs) ∧ (∃ i, i < xs.length ∧ xs[i]! = maxOf xs) := sorry\n"},
	{"nagini-sum", "n.py", "from nagini_contracts.contracts import *\n\ndef total(a: List[int]) -> int:\n    Requires(Acc(list_pred(a)))\n    Ensures(Acc(list_pred(a)))\n    Ensures(Forall(int, lambda i: Implies(0 <= i and i < len(a), a[i] <= Result())))\n    return 0\n"},
}

func BenchmarkClauseEval(b *testing.B) {
	input := func(n int, sorted bool) ir.Value {
		el := make([]ir.Value, n)
		for i := range el {
			k := int64((i*7 + 3) % 11)
			if sorted {
				k = int64(i)
			}
			el[i] = ir.Int{V: big.NewInt(k), Signed: true}
		}
		return ir.Seq{Elems: el}
	}
	for _, tc := range clauseCases {
		b.Run(tc.name, func(b *testing.B) {
			m := LanguageFor(tc.path).Parse(tc.path, tc.src)
			if len(m.Contracts) == 0 {
				b.Fatalf("%s: no contract: %v", tc.name, m.Problems)
			}
			c := m.Contracts[0]
			var env *ir.Env
			old := map[string]ir.Value{}
			var args []ir.Value
			for _, p := range c.Params {
				v := input(12, false)
				if p.Type != nil && p.Type.Kind == ir.KInt {
					v = ir.Int{V: big.NewInt(10), Signed: true}
				}
				env = env.BindState(p.Name, v)
				old[p.Name] = v
				args = append(args, v)
			}
			var pin *ir.Pin
			for _, r := range c.Results {
				v := ir.Value(ir.Int{V: big.NewInt(10), Signed: true})
				if r.Type != nil && r.Type.Kind == ir.KSeq {
					v = input(12, true)
				}
				env = env.BindState(r.Name, v)
				pin = &ir.Pin{Name: c.Name, Args: args, Result: v}
			}
			var post []ir.Clause
			for _, cl := range c.Clauses {
				if cl.Kind == ir.Ensures {
					post = append(post, cl)
				}
			}
			if len(post) == 0 {
				b.Fatalf("%s: no postcondition", tc.name)
			}
			ctx := new(ir.Ctx)
			decided := 0
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				for _, cl := range post {
					ctx.Init(m)
					ctx.Old = old
					ctx.Pin = pin
					if st, _ := ctx.Check(cl.Expr, env); st != ir.Unknown {
						decided++
					}
				}
			}
			if decided == 0 {
				b.Fatalf("%s: nothing decided", tc.name)
			}
		})
	}
}
