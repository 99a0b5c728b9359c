package analyzers

import (
	"math/big"

	"github.com/specfaith/specfaith/spec"
)

// Mutant is a mechanically derived variant of a clause.
type Mutant struct {
	Kind string // negate, flip-strictness, bump-numeral, drop-conjunct, swap-quantifier
	Expr spec.Expr
}

// maxMutants bounds the mutants derived from one expression.
const maxMutants = 64

// Mutants derives variants of e: the whole clause negated, each strict
// comparison made non-strict and vice versa, each integer literal bumped
// by one, each top-level conjunct dropped, and each quantifier swapped
// (∀ ↔ ∃). The original is never modified.
func Mutants(e spec.Expr) []Mutant {
	out := []Mutant{{Kind: "negate", Expr: &spec.Unary{Node: spec.Node{R: e.Span()}, Op: spec.OpNot, X: e}}}
	conj := conjunctsOf(e, nil)
	if len(conj) > 1 {
		for k := range conj {
			rest := append(append([]spec.Expr(nil), conj[:k]...), conj[k+1:]...)
			out = append(out, Mutant{Kind: "drop-conjunct", Expr: joinAnd(rest)})
		}
	}
	// Point mutations: rebuild e with exactly one node replaced.
	var sites []func(spec.Expr) (spec.Expr, string, bool)
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

var strictFlip = map[spec.Op]spec.Op{spec.OpLt: spec.OpLe, spec.OpLe: spec.OpLt, spec.OpGt: spec.OpGe, spec.OpGe: spec.OpGt}

func flipStrict(e spec.Expr) (spec.Expr, string, bool) {
	b, ok := e.(*spec.Binary)
	if !ok {
		return nil, "", false
	}
	op, ok := strictFlip[b.Op]
	if !ok {
		return nil, "", false
	}
	return &spec.Binary{Node: b.Node, Op: op, X: b.X, Y: b.Y}, "flip-strictness", true
}

func bumpNumeral(e spec.Expr) (spec.Expr, string, bool) {
	l, ok := e.(*spec.Lit)
	if !ok {
		return nil, "", false
	}
	i, ok := l.Val.(spec.Int)
	if !ok {
		return nil, "", false
	}
	return &spec.Lit{Node: l.Node, Val: spec.Int{V: new(big.Int).Add(i.V, big.NewInt(1)), Signed: i.Signed, Lit: i.Lit}}, "bump-numeral", true
}

func swapQuantifier(e spec.Expr) (spec.Expr, string, bool) {
	q, ok := e.(*spec.Quant)
	if !ok {
		return nil, "", false
	}
	// ∀ x, G → B becomes ∃ x, G ∧ B (and back), keeping the guard a guard.
	body := q.Body
	if b, ok := body.(*spec.Binary); ok {
		switch {
		case q.Forall && b.Op == spec.OpImplies:
			body = &spec.Binary{Node: b.Node, Op: spec.OpAnd, X: b.X, Y: b.Y}
		case !q.Forall && b.Op == spec.OpAnd:
			body = &spec.Binary{Node: b.Node, Op: spec.OpImplies, X: b.X, Y: b.Y}
		}
	}
	return &spec.Quant{Node: q.Node, Forall: !q.Forall, Vars: q.Vars, Range: q.Range, Body: body}, "swap-quantifier", true
}

// replaceNth rebuilds e with the n-th node (in pre-order) for which site
// applies replaced by the site's result; it also returns that node.
func replaceNth(e spec.Expr, n int, site func(spec.Expr) (spec.Expr, string, bool)) (spec.Expr, string, spec.Expr, bool) {
	count := 0
	var kind string
	var done bool
	var orig spec.Expr
	var walk func(x spec.Expr) spec.Expr
	walk = func(x spec.Expr) spec.Expr {
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
		return spec.Rebuild(x, walk)
	}
	out := walk(e)
	return out, kind, orig, done
}
