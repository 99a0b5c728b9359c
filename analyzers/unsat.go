package analyzers

import (
	"math/big"

	"github.com/specfaith/specfaith/ir"
)

// The attacks try small inputs; a condition false on all of them may still
// hold elsewhere. A finding that says a condition can never hold must rest
// on reasoning instead: contradiction finds conjuncts that exclude each
// other whatever the inputs are. It is sound and deliberately weak: a
// literal false, a condition and its negation, two different literals
// equated with one term, and bounds on one term (or on the order of two
// terms) that leave no value.
//
// The bounds reasoning uses only what holds in every order the languages
// compare with (numbers, strings, subsets: antisymmetric, strict orders
// irreflexive), never integer rounding or arithmetic.

// maxFacts bounds the conjuncts examined.
const maxFacts = 64

// fact is one conjunct, with the index of the condition it came from.
type fact struct {
	e   ir.Expr
	tag int
}

// conflict is a proven contradiction: the two conjuncts (as written) and
// the tags of the conditions they came from.
type conflict struct {
	a, b       ir.Expr
	tagA, tagB int
}

// conjunctFacts splits e on && (and chains into their comparisons),
// tagging each part.
func conjunctFacts(e ir.Expr, tag int, out []fact) []fact {
	if len(out) >= maxFacts || e == nil {
		return out
	}
	switch x := e.(type) {
	case *ir.Binary:
		if x.Op == ir.OpAnd {
			return conjunctFacts(x.Y, tag, conjunctFacts(x.X, tag, out))
		}
	case *ir.Unary:
		// !(a == b) is a != b and back (for NaN too); negated orders are
		// not flipped: in a partial order !(a < b) is not a >= b.
		if b, ok := x.X.(*ir.Binary); ok && x.Op == ir.OpNot && (b.Op == ir.OpEq || b.Op == ir.OpNe) {
			op := ir.OpNe
			if b.Op == ir.OpNe {
				op = ir.OpEq
			}
			return append(out, fact{e: &ir.Binary{Node: x.Node, Op: op, X: b.X, Y: b.Y, BEq: b.BEq}, tag: tag})
		}
	case *ir.Chain:
		if len(x.Args) == len(x.Ops)+1 {
			for i, op := range x.Ops {
				out = append(out, fact{e: &ir.Binary{Node: x.Node, Op: op, X: x.Args[i], Y: x.Args[i+1]}, tag: tag})
			}
			return out
		}
	}
	return append(out, fact{e: e, tag: tag})
}

// interval is what the facts say of one term (or of the order of a pair
// of terms, as the sign of their difference).
type interval struct {
	lo, hi             *big.Rat
	loStrict, hiStrict bool
	loFrom, hiFrom     fact
	ne                 []*big.Rat
	neFrom             []fact
}

// contradiction reports the first pair of facts that exclude each other.
func contradiction(facts []fact) (conflict, bool) {
	type termFacts struct {
		t   ir.Expr // a term, or nil for a pair
		x   ir.Expr // the pair's terms
		y   ir.Expr
		iv  interval
		eqs []fact // equated with a literal that is not a number
	}
	var terms []*termFacts
	lookup := func(t, x, y ir.Expr) *termFacts {
		for _, tf := range terms {
			if t != nil && tf.t != nil && ir.SameExpr(tf.t, t) {
				return tf
			}
			if t == nil && tf.t == nil && ir.SameExpr(tf.x, x) && ir.SameExpr(tf.y, y) {
				return tf
			}
		}
		tf := &termFacts{t: t, x: x, y: y}
		terms = append(terms, tf)
		return tf
	}
	var lits []fact // boolean conditions as written, and their negations
	for _, f := range facts {
		if l, ok := f.e.(*ir.Lit); ok {
			if b, ok := l.Val.(ir.Bool); ok && !bool(b) {
				return conflict{a: f.e, b: f.e, tagA: f.tag, tagB: f.tag}, true
			}
			continue
		}
		b, ok := f.e.(*ir.Binary)
		if ok && b.Op.IsComparison() {
			t, c, op := b.X, number(b.Y), b.Op
			if c == nil {
				if c = number(b.X); c != nil {
					t, op = b.Y, ir.MirrorOp(op)
				}
			}
			if c != nil {
				if number(t) != nil {
					continue
				}
				tf := lookup(t, nil, nil)
				if cf, bad := tf.iv.add(op, c, f); bad {
					return cf, true
				}
				continue
			}
			if lx, ly := literal(b.X), literal(b.Y); (op == ir.OpEq || op == ir.OpNe) && (lx != nil || ly != nil) {
				t, v := b.X, ly
				if lx != nil {
					t, v = b.Y, lx
				}
				if literal(t) != nil {
					continue
				}
				tf := lookup(t, nil, nil)
				for _, g := range tf.eqs {
					gb := g.e.(*ir.Binary)
					gv := literal(gb.Y)
					if gv == nil {
						gv = literal(gb.X)
					}
					same := gv.Kind() == v.Kind() && ir.Equal(gv, v)
					if gv.Kind() != v.Kind() {
						continue // Python: 1 == True
					}
					if (gb.Op == ir.OpEq && op == ir.OpEq && !same) || (gb.Op != op && same) {
						return conflict{a: g.e, b: f.e, tagA: g.tag, tagB: f.tag}, true
					}
				}
				tf.eqs = append(tf.eqs, f)
				continue
			}
			// Two terms: the order of the pair, as the sign of x - y.
			x, y := b.X, b.Y
			if ir.CanonKey(x) > ir.CanonKey(y) {
				x, y, op = y, x, ir.MirrorOp(op)
			}
			if ir.SameExpr(x, y) {
				// Not x != x: a float NaN differs from itself.
				if op == ir.OpLt || op == ir.OpGt {
					return conflict{a: f.e, b: f.e, tagA: f.tag, tagB: f.tag}, true
				}
				continue
			}
			tf := lookup(nil, x, y)
			if cf, bad := tf.iv.add(op, new(big.Rat), f); bad {
				return cf, true
			}
			continue
		}
		// A boolean condition, or its negation.
		for _, g := range lits {
			if negates(g.e, f.e) || negates(f.e, g.e) {
				return conflict{a: g.e, b: f.e, tagA: g.tag, tagB: f.tag}, true
			}
		}
		lits = append(lits, f)
	}
	return conflict{}, false
}

// negates reports whether a is !b.
func negates(a, b ir.Expr) bool {
	u, ok := a.(*ir.Unary)
	return ok && u.Op == ir.OpNot && ir.SameExpr(u.X, b)
}

// number reads an integer or real literal, possibly negated.
func number(e ir.Expr) *big.Rat {
	switch x := e.(type) {
	case *ir.Lit:
		switch v := x.Val.(type) {
		case ir.Int:
			if v.V != nil {
				return new(big.Rat).SetInt(v.V)
			}
		case ir.Real:
			if v.V != nil {
				return new(big.Rat).Set(v.V)
			}
		}
	case *ir.Unary:
		if x.Op == ir.OpNeg {
			if r := number(x.X); r != nil {
				return r.Neg(r)
			}
		}
	}
	return nil
}

// literal reads a literal that is not a number.
func literal(e ir.Expr) ir.Value {
	if l, ok := e.(*ir.Lit); ok && l.Val != nil && number(e) == nil {
		return l.Val
	}
	return nil
}

// add records t op c and reports a contradiction with what was known.
func (iv *interval) add(op ir.Op, c *big.Rat, f fact) (conflict, bool) {
	switch op {
	case ir.OpEq:
		if cf, bad := iv.lower(c, false, f); bad {
			return cf, bad
		}
		return iv.upper(c, false, f)
	case ir.OpNe:
		iv.ne = append(iv.ne, c)
		iv.neFrom = append(iv.neFrom, f)
		return iv.check(f)
	case ir.OpLt:
		return iv.upper(c, true, f)
	case ir.OpLe:
		return iv.upper(c, false, f)
	case ir.OpGt:
		return iv.lower(c, true, f)
	case ir.OpGe:
		return iv.lower(c, false, f)
	}
	return conflict{}, false
}

func (iv *interval) lower(c *big.Rat, strict bool, f fact) (conflict, bool) {
	if iv.lo == nil || c.Cmp(iv.lo) > 0 || (c.Cmp(iv.lo) == 0 && strict) {
		iv.lo, iv.loStrict, iv.loFrom = c, strict, f
	}
	return iv.check(f)
}

func (iv *interval) upper(c *big.Rat, strict bool, f fact) (conflict, bool) {
	if iv.hi == nil || c.Cmp(iv.hi) < 0 || (c.Cmp(iv.hi) == 0 && strict) {
		iv.hi, iv.hiStrict, iv.hiFrom = c, strict, f
	}
	return iv.check(f)
}

// check: the bounds leave no value, or pin one that is excluded.
func (iv *interval) check(f fact) (conflict, bool) {
	if iv.lo == nil || iv.hi == nil {
		return conflict{}, false
	}
	other := func(g fact) conflict { return conflict{a: g.e, b: f.e, tagA: g.tag, tagB: f.tag} }
	pick := iv.loFrom
	if pick.e == f.e {
		pick = iv.hiFrom
	}
	switch d := iv.lo.Cmp(iv.hi); {
	case d > 0:
		return other(pick), true
	case d == 0 && (iv.loStrict || iv.hiStrict):
		return other(pick), true
	case d == 0:
		for i, n := range iv.ne {
			if n.Cmp(iv.lo) == 0 {
				g := iv.neFrom[i]
				if g.e == f.e {
					g = pick
				}
				return other(g), true
			}
		}
	}
	return conflict{}, false
}
