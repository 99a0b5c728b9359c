package ir

import (
	"fmt"
	"math/big"
)

// Ranges read by reasoning about growth. A term g in which the variable v
// occurs grows with v: |v| ≤ |g| + off for every integer v (absOffset).
// Then g = e bounds |v| by |e| + off, and g ≤ e does when g is never
// negative; a factor of a product equal to a nonzero e is at most |e|. A
// body whose every occurrence of v sits in a quotient a / f(v) (or a
// remainder a % f(v), a ≥ 0) with f growing is the same for every v past
// the point where f(v) > |a| (saturation). Each rule only narrows the
// range to values that include every witness (or counterexample), and
// anything it cannot show leaves the range unbounded.

// maxGrowthDepth bounds the terms the rules look into.
const maxGrowthDepth = 32

// absOffset returns off ≥ 0 with |v| ≤ |g| + off for every integer value
// of v (natural, when nat says v is never negative), or false.
func (c *Ctx) absOffset(g Expr, v string, nat bool, env *Env, usable func(Expr) bool, depth int) (*big.Int, bool) {
	if depth > maxGrowthDepth {
		return nil, false
	}
	if isVar(g, v) {
		return new(big.Int), true
	}
	konst := func(e Expr) (*big.Int, bool) {
		if !usable(e) {
			return nil, false
		}
		val, stop := c.Eval(e, env)
		if stop != nil {
			return nil, false
		}
		i, ok := val.(Int)
		if !ok {
			return nil, false
		}
		return i.V, true
	}
	switch b := g.(type) {
	case *Unary:
		if b.Op == OpNeg && b.Wrap == 0 {
			return c.absOffset(b.X, v, nat, env, usable, depth+1)
		}
	case *Binary:
		if b.Wrap != 0 {
			return nil, false // wrap-around arithmetic does not grow
		}
		switch b.Op {
		case OpAdd, OpSub, OpNatSub, OpSubAuto:
			// |x ± t| ≥ |x| - |t|; a truncated x - t (x ≥ 0) is at least
			// x - |t|, but t - x truncates to 0 for large x.
			if t, ok := konst(b.Y); ok {
				off, ok := c.absOffset(b.X, v, nat, env, usable, depth+1)
				if !ok {
					return nil, false
				}
				return off.Add(off, new(big.Int).Abs(t)), true
			}
			if b.Op == OpAdd || b.Op == OpSub && !nat {
				if t, ok := konst(b.X); ok {
					off, ok := c.absOffset(b.Y, v, nat, env, usable, depth+1)
					if !ok {
						return nil, false
					}
					return off.Add(off, new(big.Int).Abs(t)), true
				}
			}
		case OpMul:
			// k * x with |k| ≥ 1 is at least |x|; x * y with both growing:
			// when y = 0, |v| ≤ off(y); else |x * y| ≥ |x|.
			if k, ok := konst(b.X); ok {
				if k.Sign() == 0 {
					return nil, false
				}
				return c.absOffset(b.Y, v, nat, env, usable, depth+1)
			}
			if k, ok := konst(b.Y); ok {
				if k.Sign() == 0 {
					return nil, false
				}
				return c.absOffset(b.X, v, nat, env, usable, depth+1)
			}
			ox, ok := c.absOffset(b.X, v, nat, env, usable, depth+1)
			if !ok {
				return nil, false
			}
			oy, ok := c.absOffset(b.Y, v, nat, env, usable, depth+1)
			if !ok {
				return nil, false
			}
			if ox.Cmp(oy) < 0 {
				return oy, true
			}
			return ox, true
		case OpPow:
			// x^k (k ≥ 1) is at least |x|; b^y (|b| ≥ 2, y a natural
			// exponent) is at least 2^y > y.
			if k, ok := konst(b.Y); ok {
				if k.Sign() <= 0 {
					return nil, false
				}
				return c.absOffset(b.X, v, nat, env, usable, depth+1)
			}
			if base, ok := konst(b.X); ok && new(big.Int).Abs(base).Cmp(big.NewInt(2)) >= 0 &&
				c.nonNegative(b.Y, v, nat, env, usable, depth+1) {
				return c.absOffset(b.Y, v, nat, env, usable, depth+1)
			}
		}
	}
	return nil, false
}

// nonNegative reports whether g can never be negative: v itself when v is
// natural, constants that are not negative, and +, *, ^ and truncated -
// of such terms.
func (c *Ctx) nonNegative(g Expr, v string, nat bool, env *Env, usable func(Expr) bool, depth int) bool {
	if depth > maxGrowthDepth {
		return false
	}
	if isVar(g, v) {
		return nat
	}
	if usable(g) {
		val, stop := c.Eval(g, env)
		if stop != nil {
			return false
		}
		i, ok := val.(Int)
		return ok && i.V.Sign() >= 0
	}
	b, ok := g.(*Binary)
	if !ok || b.Wrap != 0 {
		return false
	}
	switch b.Op {
	case OpNatSub:
		return true
	case OpAdd, OpMul:
		return c.nonNegative(b.X, v, nat, env, usable, depth+1) && c.nonNegative(b.Y, v, nat, env, usable, depth+1)
	case OpPow:
		return c.nonNegative(b.X, v, nat, env, usable, depth+1)
	}
	return false
}

// factors flattens a product.
func factors(e Expr, out []Expr) []Expr {
	if b, ok := e.(*Binary); ok && b.Op == OpMul && b.Wrap == 0 && len(out) < maxGrowthDepth {
		return factors(b.Y, factors(b.X, out))
	}
	return append(out, e)
}

// growthBound reads a bound on v from g op e, where g mentions v (and is
// not v itself) and e is usable: it calls tighten as addBound does.
func (c *Ctx) growthBound(g Expr, op Op, e Expr, v string, nat bool, env *Env, usable func(Expr) bool, intVar func(string) bool, tighten func(bool, *big.Int)) {
	switch op {
	case OpEq, OpLt, OpLe:
	default:
		return
	}
	val, stop := c.Eval(e, env)
	if stop != nil {
		return
	}
	ev, ok := val.(Int)
	if !ok {
		return
	}
	limit := func(off *big.Int, bound *big.Int) {
		// |v| ≤ bound + off
		hi := new(big.Int).Add(bound, off)
		tighten(false, new(big.Int).Add(hi, big.NewInt(1)))
		tighten(true, new(big.Int).Neg(hi))
		if !nat || !c.nondecreasing(g, v, env, usable, 0) {
			return
		}
		// g nondecreasing: the values with g ≤ e (or g = e) form a
		// prefix (or an interval) of [0, hi], found by bisection.
		if n, ok := c.firstAbove(g, v, ev.V, false, new(big.Int).Add(hi, big.NewInt(1)), env); ok {
			tighten(false, n)
		}
		if op == OpEq {
			if n, ok := c.firstAbove(g, v, ev.V, true, new(big.Int).Add(hi, big.NewInt(1)), env); ok {
				tighten(true, n)
			}
		}
	}
	if op == OpEq {
		abs := new(big.Int).Abs(ev.V)
		if off, ok := c.absOffset(g, v, nat, env, usable, 0); ok {
			limit(off, abs)
			return
		}
		// A product equal to a nonzero number: every factor is at most
		// that number, whatever the other factors (other variables) are.
		if ev.V.Sign() != 0 && c.integral(g, env, usable, intVar, 0) {
			for _, f := range factors(g, nil) {
				if off, ok := c.absOffset(f, v, nat, env, usable, 0); ok {
					limit(off, abs)
					return
				}
			}
		}
		return
	}
	// g < e or g ≤ e with g never negative: |g| ≤ e.
	if !c.nonNegative(g, v, nat, env, usable, 0) {
		return
	}
	if off, ok := c.absOffset(g, v, nat, env, usable, 0); ok {
		bound := new(big.Int).Set(ev.V)
		if op == OpLt {
			bound.Sub(bound, big.NewInt(1))
		}
		if bound.Sign() < 0 {
			tighten(false, big.NewInt(0)) // no natural g is below 0
			tighten(true, big.NewInt(0))
			return
		}
		limit(off, bound)
	}
}

// saturation finds N such that the expressions es take the same value for
// every natural v ≥ N: every occurrence of v is inside a / f(v) (or
// a % f(v) with a ≥ 0) where a is usable and f(v) grows (|v| ≤ |f| + off,
// f never negative), so past |a| + off, f(v) > |a| and the quotient is
// 0 (or -1 for a negative a, by every rounding), the remainder a.
func (c *Ctx) saturation(es []Expr, v string, env *Env, usable func(Expr) bool) (*big.Int, bool) {
	n := new(big.Int)
	ok := true
	var visit func(e Expr) bool
	visit = func(e Expr) bool {
		if !ok {
			return false
		}
		if b, isBin := e.(*Binary); isBin && b.Wrap == 0 && usable(b.X) && !usable(b.Y) {
			quot := false
			switch b.Op {
			case OpDivEuclid, OpDivEuclidTotal, OpDivFloor, OpDivTrunc:
				quot = true
			case OpModEuclid, OpModEuclidTotal, OpModFloor, OpModTrunc:
			default:
				goto plain
			}
			val, stop := c.Eval(b.X, env)
			if stop != nil {
				ok = false
				return false
			}
			a, isInt := val.(Int)
			if !isInt || !quot && a.V.Sign() < 0 {
				ok = false
				return false
			}
			if !c.nonNegative(b.Y, v, true, env, usable, 0) {
				ok = false
				return false
			}
			off, grows := c.absOffset(b.Y, v, true, env, usable, 0)
			if !grows {
				ok = false
				return false
			}
			abs := new(big.Int).Abs(a.V)
			k := new(big.Int).Add(abs, off)
			k.Add(k, big.NewInt(1))
			if c.nondecreasing(b.Y, v, env, usable, 0) {
				if m, found := c.firstAbove(b.Y, v, abs, false, k, env); found {
					k = m
				}
			}
			if k.Cmp(n) > 0 {
				n = k
			}
			return false // v inside is accounted for
		}
	plain:
		if id, isID := e.(*Ident); isID && id.Name == v {
			ok = false
			return false
		}
		return true
	}
	for _, e := range es {
		Inspect(e, visit)
	}
	return n, ok
}

// nondecreasing reports whether g never decreases as the natural v grows:
// v, constants, sums, products and powers of never-negative such terms,
// and truncated subtraction of a constant.
func (c *Ctx) nondecreasing(g Expr, v string, env *Env, usable func(Expr) bool, depth int) bool {
	if depth > maxGrowthDepth {
		return false
	}
	if isVar(g, v) || usable(g) {
		return true
	}
	b, ok := g.(*Binary)
	if !ok || b.Wrap != 0 {
		return false
	}
	up := func(e Expr) bool { return c.nondecreasing(e, v, env, usable, depth+1) }
	pos := func(e Expr) bool { return c.nonNegative(e, v, true, env, usable, depth+1) }
	switch b.Op {
	case OpAdd:
		return up(b.X) && up(b.Y)
	case OpMul:
		return up(b.X) && up(b.Y) && pos(b.X) && pos(b.Y)
	case OpNatSub:
		return up(b.X) && usable(b.Y)
	case OpPow:
		if usable(b.Y) {
			return up(b.X) && pos(b.X)
		}
		if usable(b.X) {
			val, stop := c.Eval(b.X, env)
			if stop != nil {
				return false
			}
			base, isInt := val.(Int)
			return isInt && base.V.Sign() > 0 && up(b.Y)
		}
	}
	return false
}

// firstAbove is the least natural n in [0, hi] with g(n) > e (or ≥ e when
// orEqual), for g nondecreasing in v and g(hi) past e; false when an
// evaluation fails. About 2·log2(n) evaluations.
func (c *Ctx) firstAbove(g Expr, v string, e *big.Int, orEqual bool, hi *big.Int, env *Env) (*big.Int, bool) {
	past := func(n *big.Int) (bool, bool) {
		val, stop := c.Eval(g, env.Bind(v, Int{V: new(big.Int).Set(n)}))
		if stop != nil {
			return false, false
		}
		i, ok := val.(Int)
		if !ok {
			return false, false
		}
		k := i.V.Cmp(e)
		return k > 0 || orEqual && k == 0, true
	}
	// Galloping first (0, 1, 3, 7, …), so that g is never evaluated far
	// past the answer (b^n for a large n is refused).
	lo := new(big.Int)
	for probe := new(big.Int); ; probe.Add(probe.Lsh(probe, 1), big.NewInt(1)) {
		if probe.Cmp(hi) >= 0 {
			probe.Set(hi)
		}
		p, ok := past(probe)
		if !ok {
			return nil, false
		}
		if p {
			hi = new(big.Int).Set(probe)
			break
		}
		if probe.Cmp(hi) == 0 {
			return nil, false // g(hi) is not past e: the premise fails
		}
		lo.Add(probe, big.NewInt(1))
	}
	for lo.Cmp(hi) < 0 {
		mid := new(big.Int).Add(lo, hi)
		mid.Rsh(mid, 1)
		p, ok := past(mid)
		if !ok {
			return nil, false
		}
		if p {
			hi = mid
		} else {
			lo = mid.Add(mid, big.NewInt(1))
		}
	}
	return lo, true
}

// maxDivisorsOf bounds the numbers whose divisors are listed (trial
// division up to the square root).
var maxDivisorsOf = big.NewInt(1 << 40)

// divisorCandidates: when g is a product with v itself as a factor and
// g = e ≠ 0, v divides e, so v is one of e's divisors (or their
// negatives), whatever the other factors are.
func (c *Ctx) divisorCandidates(g, e Expr, v string, env *Env, usable func(Expr) bool, intVar func(string) bool) ([]Value, bool) {
	// The syntax first: it rules out nearly every relation a domain reads
	// without a walk or an evaluation.
	if b, ok := g.(*Binary); !ok || b.Op != OpMul {
		return nil, false
	}
	isFactor := false
	for _, f := range factors(g, nil) {
		if isVar(f, v) {
			isFactor = true
		}
	}
	if !isFactor || isVar(g, v) {
		return nil, false
	}
	if !usable(e) || !c.integral(g, env, usable, intVar, 0) {
		return nil, false
	}
	val, stop := c.Eval(e, env)
	if stop != nil {
		return nil, false
	}
	return divisorsOf(val)
}

// divisorsOf lists the divisors of a non-zero integer up to
// maxDivisorsOf, positive (with the value's signedness) and negative.
func divisorsOf(val Value) ([]Value, bool) {
	ev, ok := val.(Int)
	if !ok || ev.V.Sign() == 0 {
		return nil, false
	}
	n := new(big.Int).Abs(ev.V)
	if n.Cmp(maxDivisorsOf) > 0 {
		return nil, false
	}
	m := n.Int64()
	var out []Value
	for d := int64(1); d*d <= m; d++ {
		if m%d == 0 {
			for _, k := range []int64{d, m / d} {
				out = append(out, Int{V: big.NewInt(k), Signed: ev.Signed}, Int{V: big.NewInt(-k), Signed: true})
				if d*d == m {
					break // d = m / d: once
				}
			}
		}
	}
	return out, true
}

// dividesRange reads v ∣ e (Lean's Nat.dvd, Int.dvd, Dvd.dvd) with e a
// non-zero value: v ranges over the divisors of e, negative ones too (an
// Int; a Nat variable keeps the others). Zero divides only zero.
func (c *Ctx) dividesRange(g Expr, v string, env *Env, usable func(Expr) bool) ([]Value, bool) {
	call, ok := g.(*Call)
	if !ok || len(call.Args) != 2 || !isVar(call.Args[0], v) || !usable(call.Args[1]) {
		return nil, false
	}
	fn, ok := call.Fn.(*Ident)
	if !ok || fn.Name != "Nat.dvd" && fn.Name != "Int.dvd" && fn.Name != "Dvd.dvd" {
		return nil, false
	}
	val, stop := c.Eval(call.Args[1], env)
	if stop != nil {
		return nil, false
	}
	out, ok := divisorsOf(val)
	if !ok {
		return nil, false
	}
	c.Note(fmt.Sprintf(RangeNotePrefix+"%s ranged over the divisors of the non-zero number it divides (%s ∣ …)", v, v))
	return out, true
}

// RangeNotePrefix begins the notes that say how a quantifier was ranged
// (the search record lists them).
const RangeNotePrefix = "the quantifier over "

// maxSegments bounds the candidates the concatenation rule lists.
const maxSegments = 20_000

// segmentCandidates: when s = a ++ v ++ b (any number of parts) and s is
// known, v is a contiguous segment of s: a prefix when it is the first
// part, a suffix when it is the last, an infix otherwise.
func (c *Ctx) segmentCandidates(whole, cat Expr, v string, env *Env, usable func(Expr) bool) ([]Value, bool) {
	if b, ok := cat.(*Binary); !ok || b.Op != OpAppend || !usable(whole) {
		return nil, false // not a concatenation: the common case, decided first
	}
	var parts []Expr
	var flatten func(e Expr)
	flatten = func(e Expr) {
		if b, ok := e.(*Binary); ok && b.Op == OpAppend && len(parts) < maxGrowthDepth {
			flatten(b.X)
			flatten(b.Y)
			return
		}
		parts = append(parts, e)
	}
	flatten(cat)
	pos := -1
	for i, p := range parts {
		if isVar(p, v) {
			pos = i
		}
	}
	if len(parts) < 2 || pos < 0 {
		return nil, false
	}
	val, stop := c.Eval(whole, env)
	if stop != nil {
		return nil, false
	}
	s, ok := val.(Seq)
	if !ok {
		return nil, false
	}
	n := len(s.Elems)
	seg := func(i, j int) Value {
		return Seq{Elems: append([]Value(nil), s.Elems[i:j]...), Str: s.Str}
	}
	var out []Value
	switch pos {
	case 0:
		for j := 0; j <= n; j++ {
			out = append(out, seg(0, j))
		}
	case len(parts) - 1:
		for i := 0; i <= n; i++ {
			out = append(out, seg(i, n))
		}
	default:
		if (n+1)*(n+2)/2 > maxSegments {
			return nil, false
		}
		for i := 0; i <= n; i++ {
			for j := i; j <= n; j++ {
				out = append(out, seg(i, j))
			}
		}
	}
	return MakeSet(out).Elems, true
}

// integral reports whether e's value is an integer whatever the bound
// variables are: integer-typed variables (intVar), integer constants and
// integer arithmetic on them. A product of integers equal to a nonzero
// number bounds each factor; with a rational factor it would not.
func (c *Ctx) integral(e Expr, env *Env, usable func(Expr) bool, intVar func(string) bool, depth int) bool {
	if depth > maxGrowthDepth {
		return false
	}
	if usable(e) {
		val, stop := c.Eval(e, env)
		_, isInt := val.(Int)
		return stop == nil && isInt
	}
	switch x := e.(type) {
	case *Ident:
		return intVar(x.Name)
	case *Unary:
		return x.Op == OpNeg && c.integral(x.X, env, usable, intVar, depth+1)
	case *Binary:
		switch x.Op {
		case OpAdd, OpSub, OpNatSub, OpSubAuto, OpMul, OpPow, OpDivEuclid, OpModEuclid, OpDivFloor, OpModFloor,
			OpDivTrunc, OpModTrunc, OpDivEuclidTotal, OpModEuclidTotal:
			return c.integral(x.X, env, usable, intVar, depth+1) && c.integral(x.Y, env, usable, intVar, depth+1)
		}
	}
	return false
}

// countOf reads e as the number of occurrences of v in a known collection
// (the language's count, through its vocabulary).
func (c *Ctx) countOf(e Expr, v string, usable func(Expr) bool) (Expr, bool) {
	call, ok := e.(*Call)
	if !ok || c.vocab == nil {
		return nil, false
	}
	sig, args, ok := c.vocab.Call(call, c.libShadowed)
	if !ok || sig.Op != LibCount || len(args) != 2 || !isVar(args[0], v) || !usable(args[1]) {
		return nil, false
	}
	return args[1], true
}

// countSupport: the count of v in a collection is 0 outside its elements,
// so count(v, A) ≠ count(v, B) needs v in A or B, and count(v, A) = e ≠ 0
// (or > e ≥ 0, ≥ e ≥ 1) needs v in A.
func (c *Ctx) countSupport(x Expr, op Op, y Expr, v string, env *Env, usable func(Expr) bool) ([]Value, bool) {
	elems := func(e Expr) ([]Value, bool) {
		val, stop := c.Eval(e, env)
		if stop != nil {
			return nil, false
		}
		return elements(val)
	}
	a, okA := c.countOf(x, v, usable)
	b, okB := c.countOf(y, v, usable)
	if okA && okB {
		if op != OpNe {
			return nil, false
		}
		ea, ok1 := elems(a)
		eb, ok2 := elems(b)
		if !ok1 || !ok2 {
			return nil, false
		}
		return MakeSet(append(append([]Value(nil), ea...), eb...)).Elems, true
	}
	if !okA {
		if !okB {
			return nil, false
		}
		a, x, y, op = b, y, x, flip(op)
	}
	if !usable(y) {
		return nil, false
	}
	val, stop := c.Eval(y, env)
	if stop != nil {
		return nil, false
	}
	k, ok := val.(Int)
	if !ok {
		return nil, false
	}
	// count(v, A) op k must fail for a count of 0.
	zero, stop := Apply(op, NewInt(0), k, Range{})
	if stop != nil || zero != Bool(false) {
		return nil, false
	}
	return elems(a)
}
