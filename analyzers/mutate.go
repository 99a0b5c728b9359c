package analyzers

import (
	"math/big"

	"github.com/specfaith/specfaith/ir"
)

// Mutant is a mechanically derived variant of a clause.
type Mutant struct {
	Kind string // negate, flip-strictness, bump-numeral, drop-conjunct, swap-quantifier
	Expr ir.Expr
}

// maxMutants bounds the mutants derived from one expression.
const maxMutants = 64

// Mutants derives variants of e: the whole clause negated, each strict
// comparison made non-strict and vice versa, each integer literal bumped
// by one, each top-level conjunct dropped, and each quantifier swapped
// (∀ ↔ ∃). The original is never modified.
func Mutants(e ir.Expr) []Mutant {
	out := []Mutant{{Kind: "negate", Expr: &ir.Unary{Node: ir.Node{R: e.Span()}, Op: ir.OpNot, X: e}}}
	conj := conjunctsOf(e, nil)
	if len(conj) > 1 {
		for k := range conj {
			rest := append(append([]ir.Expr(nil), conj[:k]...), conj[k+1:]...)
			out = append(out, Mutant{Kind: "drop-conjunct", Expr: joinAnd(rest)})
		}
	}
	// Point mutations: rebuild e with exactly one node replaced.
	var sites []func(ir.Expr) (ir.Expr, string, bool)
	sites = append(sites, flipStrict, bumpNumeral, swapQuantifier)
	for _, site := range sites {
		for i := 0; len(out) < maxMutants; i++ {
			m, kind, _, ok := replaceNth(e, i, site)
			if !ok {
				break
			}
			out = append(out, Mutant{Kind: kind, Expr: m})
		}
	}
	return out
}

var strictFlip = map[ir.Op]ir.Op{ir.OpLt: ir.OpLe, ir.OpLe: ir.OpLt, ir.OpGt: ir.OpGe, ir.OpGe: ir.OpGt}

func flipStrict(e ir.Expr) (ir.Expr, string, bool) {
	b, ok := e.(*ir.Binary)
	if !ok {
		return nil, "", false
	}
	op, ok := strictFlip[b.Op]
	if !ok {
		return nil, "", false
	}
	return &ir.Binary{Node: b.Node, Op: op, X: b.X, Y: b.Y}, "flip-strictness", true
}

func bumpNumeral(e ir.Expr) (ir.Expr, string, bool) {
	l, ok := e.(*ir.Lit)
	if !ok {
		return nil, "", false
	}
	i, ok := l.Val.(ir.Int)
	if !ok {
		return nil, "", false
	}
	return &ir.Lit{Node: l.Node, Val: ir.Int{V: new(big.Int).Add(i.V, big.NewInt(1)), Signed: i.Signed, Lit: i.Lit}}, "bump-numeral", true
}

func swapQuantifier(e ir.Expr) (ir.Expr, string, bool) {
	q, ok := e.(*ir.Quant)
	if !ok {
		return nil, "", false
	}
	// ∀ x, G → B becomes ∃ x, G ∧ B (and back), keeping the guard a guard.
	body := q.Body
	if b, ok := body.(*ir.Binary); ok {
		switch {
		case q.Forall && b.Op == ir.OpImplies:
			body = &ir.Binary{Node: b.Node, Op: ir.OpAnd, X: b.X, Y: b.Y}
		case !q.Forall && b.Op == ir.OpAnd:
			body = &ir.Binary{Node: b.Node, Op: ir.OpImplies, X: b.X, Y: b.Y}
		}
	}
	return &ir.Quant{Node: q.Node, Forall: !q.Forall, Vars: q.Vars, Range: q.Range, Body: body}, "swap-quantifier", true
}

// replaceNth rebuilds e with the n-th node (in pre-order) for which site
// applies replaced by the site's result; it also returns that node.
func replaceNth(e ir.Expr, n int, site func(ir.Expr) (ir.Expr, string, bool)) (ir.Expr, string, ir.Expr, bool) {
	count := 0
	var kind string
	var done bool
	var orig ir.Expr
	var walk func(x ir.Expr) ir.Expr
	walk = func(x ir.Expr) ir.Expr {
		if done || x == nil {
			return x
		}
		if r, k, ok := site(x); ok {
			if count == n {
				done, kind, orig = true, k, x
				return r
			}
			count++
		}
		return ir.Rebuild(x, walk)
	}
	out := walk(e)
	return out, kind, orig, done
}
