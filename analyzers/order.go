package analyzers

import (
	"math/big"

	"github.com/specfaith/specfaith/ir"
)

// orderFacts decides x + k ≤ y from comparisons read as difference
// constraints (x < y is x + 1 ≤ y over the integers, c ≤ x is 0 + c ≤ x
// through a zero node, x ∈ [1, 5, 9] bounds x by 1 and 9). A chain of
// them proves what no single one says: b > a and a ≥ 1 give b ≥ 2. It
// only ever concludes that an order holds; not finding a chain proves
// nothing, and contradictory facts prove everything (nothing is then
// claimed). Comparisons on reals read as integer ones can only add
// chains, never remove one: the lint then says less, not something false.
type orderFacts struct {
	terms  []ir.Expr // node i+1 is terms[i]; node 0 is the constant 0
	edges  []edge
	contra *bool // contradicts, once known
	// nonNeg says a term is never negative (a Nat, a size): 0 ≤ t, and
	// t ≠ 0 is then 1 ≤ t.
	nonNeg func(ir.Expr) bool
}

type edge struct {
	from, to int
	gain     *big.Int // from + gain ≤ to
}

// maxOrderTerms bounds the nodes, so the longest-path search is small.
const maxOrderTerms = 200

func newOrder(facts []ir.Expr, nonNeg func(ir.Expr) bool) *orderFacts {
	o := &orderFacts{nonNeg: nonNeg}
	for _, f := range facts {
		o.add(f)
	}
	for i, t := range o.terms {
		if nonNeg(t) {
			o.edges = append(o.edges, edge{0, i + 1, big.NewInt(0)})
		}
	}
	return o
}

// node is t's node (0 for the literal 0), made on first use when make
// is set; -1 when there is none, or past the bound.
func (o *orderFacts) node(t ir.Expr, make bool) int {
	if k, ok := intLit(t); ok && k.Sign() == 0 {
		return 0
	}
	for i, u := range o.terms {
		if ir.SameExpr(t, u) {
			return i + 1
		}
	}
	if !make || len(o.terms) >= maxOrderTerms {
		return -1
	}
	o.terms = append(o.terms, t)
	return len(o.terms)
}

// le records x + k ≤ y, where either side may be an integer literal.
func (o *orderFacts) le(x, y ir.Expr, k int64) {
	gain := big.NewInt(k)
	from, to := 0, 0
	if c, ok := intLit(x); ok {
		gain.Add(gain, c) // 0 + (c + k) ≤ y
	} else if from = o.node(x, true); from < 0 {
		return
	}
	if c, ok := intLit(y); ok {
		gain.Sub(gain, c) // x + (k - c) ≤ 0
	} else if to = o.node(y, true); to < 0 {
		return
	}
	if from == to && gain.Sign() <= 0 {
		return // says nothing
	}
	o.edges = append(o.edges, edge{from, to, gain})
}

func (o *orderFacts) add(f ir.Expr) {
	switch b := f.(type) {
	case *ir.Binary:
		switch b.Op {
		case ir.OpLe:
			o.le(b.X, b.Y, 0)
		case ir.OpLt:
			o.le(b.X, b.Y, 1)
		case ir.OpGe:
			o.le(b.Y, b.X, 0)
		case ir.OpGt:
			o.le(b.Y, b.X, 1)
		case ir.OpEq:
			o.le(b.X, b.Y, 0)
			o.le(b.Y, b.X, 0)
		case ir.OpNe:
			// n ≠ 0 for a natural n, xs ≠ [] for the size of xs.
			one := &ir.Lit{Val: ir.NewInt(1)}
			for _, p := range [][2]ir.Expr{{b.X, b.Y}, {b.Y, b.X}} {
				t, other := p[0], p[1]
				switch {
				case isZeroLit(other) && o.nonNeg(t):
					o.le(one, t, 0)
				case isEmptyLit(other):
					o.le(one, &ir.Unary{Op: ir.OpCard, X: t}, 0)
				}
			}
		case ir.OpIn:
			// x ∈ [1, 5, 9]: between the least and the greatest.
			d, ok := b.Y.(*ir.Display)
			if !ok || len(d.Elems) == 0 || d.Coll == ir.KMap {
				return
			}
			var lo, hi *big.Int
			for _, e := range d.Elems {
				c, ok := intLit(e)
				if !ok {
					return
				}
				if lo == nil || c.Cmp(lo) < 0 {
					lo = c
				}
				if hi == nil || c.Cmp(hi) > 0 {
					hi = c
				}
			}
			o.le(&ir.Lit{Val: ir.Int{V: lo}}, b.X, 0)
			o.le(b.X, &ir.Lit{Val: ir.Int{V: hi}}, 0)
		}
	case *ir.Chain:
		for _, l := range b.Links() {
			o.add(l)
		}
	}
}

// holds says the facts show x + k ≤ y: the longest chain from x to y
// gains at least k (Bellman–Ford on the small graph; a positive cycle,
// contradictory facts, shows anything).
func (o *orderFacts) holds(x, y ir.Expr, k int64) bool {
	want := big.NewInt(k)
	from, to := 0, 0
	if c, ok := intLit(x); ok {
		want.Add(want, c)
	} else if from = o.node(x, false); from < 0 {
		return false
	}
	if c, ok := intLit(y); ok {
		want.Sub(want, c)
	} else if to = o.node(y, false); to < 0 {
		return false
	}
	if o.contradicts() {
		return true
	}
	n := len(o.terms) + 1
	best := make([]*big.Int, n)
	best[from] = big.NewInt(0)
	for round := 0; round < n; round++ {
		changed := false
		for _, e := range o.edges {
			if best[e.from] == nil {
				continue
			}
			g := new(big.Int).Add(best[e.from], e.gain)
			if best[e.to] == nil || g.Cmp(best[e.to]) > 0 {
				best[e.to], changed = g, true
			}
		}
		if !changed {
			return best[to] != nil && best[to].Cmp(want) >= 0
		}
	}
	return true // still growing after n rounds: a positive cycle
}

// contradicts says some facts contradict each other (a positive cycle:
// a < b < a), found from every node at once.
func (o *orderFacts) contradicts() bool {
	if o.contra == nil {
		c := o.cycle()
		o.contra = &c
	}
	return *o.contra
}

func (o *orderFacts) cycle() bool {
	n := len(o.terms) + 1
	best := make([]*big.Int, n)
	for i := range best {
		best[i] = big.NewInt(0)
	}
	for round := 0; round < n; round++ {
		changed := false
		for _, e := range o.edges {
			if g := new(big.Int).Add(best[e.from], e.gain); g.Cmp(best[e.to]) > 0 {
				best[e.to], changed = g, true
			}
		}
		if !changed {
			return false
		}
	}
	return true
}

// isEmptyLit says e is an empty collection literal ([], "", ∅).
func isEmptyLit(e ir.Expr) bool {
	switch x := e.(type) {
	case *ir.Lit:
		switch v := x.Val.(type) {
		case ir.Seq:
			return len(v.Elems) == 0
		case ir.Set:
			return len(v.Elems) == 0
		}
	case *ir.Display:
		return len(x.Elems) == 0 && len(x.Keys) == 0
	}
	return false
}
