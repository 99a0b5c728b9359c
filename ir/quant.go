package ir

import (
	"fmt"
	"math/big"
	"math/bits"
	"reflect"
	"strings"
)

// Quantifiers and comprehensions are decided by enumeration. The values a
// bound variable ranges over are read from the formula itself: for ∃ (and
// comprehensions) from the conjuncts every witness must satisfy, for ∀ from
// the conjuncts every counterexample must satisfy (the antecedents and the
// negated consequent). Each candidate is checked against the whole body, so
// an over-approximated range never changes the answer; a variable with no
// finite range makes the result unknown, never guessed.

func (c *Ctx) quant(e *Quant, env *Env) (Value, *Stop) {
	var cons []Expr
	e, cons = c.shapeOf(e)
	if e.Range != nil {
		cons = conjuncts(e.Range, nil)
		cons = c.unfold(cons, env)
		cons = bodyConjuncts(e, cons)
	}
	c.unbounded = false
	v, stop := c.search(e, cons, env)
	if stop != nil && c.unbounded {
		c.unbounded = false
		v2, s2, ok := c.splitSearch(e, env)
		c.unbounded = false
		if ok && s2 == nil {
			return v2, nil
		}
		if ok && s2 != nil {
			v, stop = v2, s2
		}
		// Unbounded: a small witness (counterexample) still decides.
		if stop.Status == Unknown && c.probeSearch(e, env) {
			return Bool(!e.Forall), nil
		}
	}
	c.unbounded = false
	return v, stop
}

// search enumerates the quantifier's variables over the range read from
// cons, checking the range and body at each assignment.
func (c *Ctx) search(e *Quant, cons []Expr, env *Env) (Value, *Stop) {
	body := e.Body
	decided := !e.Forall // the value that stops the search
	var pending *Stop
	whole := c.wholeOf(e)
	stop := c.enumerate(e.Vars, cons, whole, env, e.Span(), func(env *Env) (bool, *Stop) {
		if e.Range != nil {
			in, s := c.evalBool(e.Range, env)
			if s != nil {
				if s.Status == IllDefined {
					return false, s
				}
				pending = s
				return true, nil
			}
			if !in {
				return true, nil
			}
		}
		b, s := c.evalBool(body, env)
		if s != nil {
			if s.Status == IllDefined {
				return false, s
			}
			if pending == nil {
				pending = s
			}
			return true, nil
		}
		if b == decided {
			return false, nil
		}
		return true, nil
	})
	if stop != nil {
		return nil, stop
	}
	// enumerate returns early (found=true) only through the callback.
	if c.found {
		c.found = false
		return Bool(decided), nil
	}
	if pending != nil {
		return nil, pending
	}
	return Bool(!decided), nil
}

// enumerate calls visit for every assignment of vars in their ranges. visit
// returns false to stop early (c.found is then set); a Stop aborts.
func (c *Ctx) enumerate(vars []Binder, cons []Expr, whole []Expr, env *Env, r Range, visit func(*Env) (bool, *Stop)) *Stop {
	c.found = false
	return c.enumRec(vars, cons, whole, env, r, visit)
}

func (c *Ctx) enumRec(vars []Binder, cons []Expr, whole []Expr, env *Env, r Range, visit func(*Env) (bool, *Stop)) *Stop {
	if len(vars) == 0 {
		more, stop := visit(env)
		if stop != nil {
			return stop
		}
		if !more {
			c.found = true
		}
		return nil
	}
	// Pick the first variable that has a finite range given what is bound.
	var lastStop *Stop
	for i, v := range vars {
		var rest []Binder
		if len(vars) > 1 {
			rest = make([]Binder, 0, len(vars)-1)
			rest = append(append(rest, vars[:i]...), vars[i+1:]...)
		}
		dom, stop := c.domain(v, rest, cons, whole, env)
		if stop != nil {
			lastStop = stop
			continue
		}
		if !dom.found {
			continue
		}
		n, limit := 0, c.enumLimit(dom)
		b := binder{c: c, env: env, name: v.Name, cons: cons, whole: whole}
		for _, val := range dom.vals {
			if err := c.enumStep(&n, limit, r); err != nil {
				return err
			}
			val, ok := ofType(v, val, dom.natural)
			if !ok || c.noClass(v, val) {
				continue
			}
			if s := c.enumRec(rest, cons, whole, b.bind(val), r, visit); s != nil || c.found {
				return s
			}
		}
		if dom.lo != nil && dom.lo.IsInt64() && dom.hi.IsInt64() {
			// The common case, in machine integers: small values are shared.
			var cells intCells
			for k, hi := dom.lo.Int64(), dom.hi.Int64(); k < hi; k++ {
				if err := c.enumStep(&n, limit, r); err != nil {
					return err
				}
				val, ok := intOfType(v, k, dom.natural, &cells)
				if !ok {
					continue
				}
				if s := c.enumRec(rest, cons, whole, b.bind(val), r, visit); s != nil || c.found {
					return s
				}
			}
		} else if dom.lo != nil {
			for k := new(big.Int).Set(dom.lo); k.Cmp(dom.hi) < 0; k.Add(k, big.NewInt(1)) {
				if err := c.enumStep(&n, limit, r); err != nil {
					return err
				}
				val, ok := ofType(v, Int{V: new(big.Int).Set(k)}, dom.natural)
				if !ok {
					continue
				}
				if s := c.enumRec(rest, cons, whole, env.Bind(v.Name, val), r, visit); s != nil || c.found {
					return s
				}
			}
		}
		return nil
	}
	if lastStop != nil && lastStop.Status == IllDefined {
		return lastStop
	}
	c.unbounded = true
	return &Stop{Status: Unknown, Reason: c.unboundedReason(vars), R: r}
}

// unboundedReason says why vars have no finite range. It reads syntax
// alone, and a search meets it for every output: it is kept (syntaxMemo).
func (c *Ctx) unboundedReason(vars []Binder) string {
	sm := c.syntax()
	if len(vars) > 0 {
		for _, u := range sm.unbounded {
			if u.vars == &vars[0] && u.n == len(vars) {
				return u.reason
			}
		}
	}
	names, untyped := "", ""
	for i, v := range vars {
		if i > 0 {
			names += ", "
		}
		names += v.Name
		if v.Type == nil || v.Type.Kind == KUnknown {
			if untyped != "" {
				untyped += ", "
			}
			untyped += v.Name
		}
	}
	note := ""
	if untyped != "" {
		// A front end leaves the type out when it could not infer it (a
		// Lean binder used only where no type is known).
		note = fmt.Sprintf(" (no type is known for %s)", untyped)
	}
	reason := fmt.Sprintf("quantifier over %s is unbounded: no finite range can be read from its guard%s", names, note)
	if len(vars) > 0 {
		sm.unbounded[sm.nextUnb] = unboundedEntry{vars: &vars[0], n: len(vars), reason: reason}
		sm.nextUnb = (sm.nextUnb + 1) % len(sm.unbounded)
	}
	return reason
}

// unboundedEntry is the reason kept for one list of variables, keyed by
// its first element's address and its length (syntax is never written).
type unboundedEntry struct {
	vars   *Binder
	n      int
	reason string
}

// binder binds one enumerated variable to each of its values in turn.
// Where nothing evaluated under the binding can keep it (captures), one
// node is made and its value replaced; otherwise a node per value.
type binder struct {
	c           *Ctx
	env         *Env
	name        string
	cons, whole []Expr
	slot        *Env
	checked     bool
	reuse       bool
}

func (b *binder) bind(v Value) *Env {
	if b.slot == nil {
		b.slot = b.env.Bind(b.name, v)
		return b.slot
	}
	if !b.checked {
		b.checked = true
		b.reuse = !b.c.captures(b.whole) && !b.c.captures(b.cons)
	}
	if !b.reuse {
		return b.env.Bind(b.name, v)
	}
	b.slot.val = v
	return b.slot
}

// captures says whether evaluating es can keep its environment past the
// evaluation: a lambda makes a closure of it, and a do block's loops show
// theirs to LoopHead. Answers are kept (syntaxMemo): the inner variable of
// a nested enumeration asks again for every outer value, a search for
// every output.
func (c *Ctx) captures(es []Expr) bool {
	if len(es) == 0 {
		return false
	}
	m := c.syntax()
	for i := range m.caps {
		if m.caps[i].answers(es) {
			return m.caps[i].has
		}
	}
	has := false
	for _, e := range es {
		Inspect(e, func(x Expr) bool {
			switch x.(type) {
			case *Lambda, *Do:
				has = true
			}
			return !has
		})
	}
	e := capEntry{es: es, has: has}
	copy(e.elems[:], es)
	m.caps[m.nextCap] = e
	m.nextCap = (m.nextCap + 1) % len(m.caps)
	return has
}

// capEntry is one answer of captures: for the slice es, and for any slice
// of the same few nodes (a search builds its list anew each time).
type capEntry struct {
	es    []Expr
	elems [4]Expr
	has   bool
}

func (e *capEntry) answers(es []Expr) bool {
	if len(e.es) != len(es) || len(es) == 0 {
		return false
	}
	if &e.es[0] == &es[0] {
		return true
	}
	if len(es) > len(e.elems) {
		return false
	}
	for i, x := range es {
		// Nodes are pointers; == on any other Expr could panic.
		if x == nil || reflect.TypeOf(x).Kind() != reflect.Pointer || e.elems[i] != x {
			return false
		}
	}
	return true
}

func (c *Ctx) enumStep(n *int, limit int, r Range) *Stop {
	*n++
	if limit > 0 && *n > limit {
		if limit < c.Limits.Enum {
			return unknown(r, "quantifier range larger than %d values (only its first %d were tried)", c.Limits.Enum, limit)
		}
		return unknown(r, "quantifier range larger than %d values", c.Limits.Enum)
	}
	return c.tick(r)
}

// hugeTries is how many values of a range larger than Limits.Enum are
// tried: such a range is never exhausted, so it can only be decided by a
// witness or counterexample found among its first values. On the dev
// corpora every one found was among the first 2 048, while trying 100 000
// took a quarter of a second each time.
const hugeTries = 8192

// enumLimit is how many of dom's values are tried (0: no limit).
func (c *Ctx) enumLimit(dom domain) int {
	limit := c.Limits.Enum
	if limit <= 0 || limit <= hugeTries {
		return limit
	}
	huge := len(dom.vals) > limit
	if dom.lo != nil {
		var size big.Int
		huge = size.Sub(dom.hi, dom.lo).Cmp(big.NewInt(int64(limit))) > 0
	}
	if huge {
		return hugeTries
	}
	return limit
}

// domain is a finite range for one variable: explicit values, or the
// integers in [lo, hi).
type domain struct {
	found  bool // a range was read (the zero domain: none)
	vals   []Value
	lo, hi *big.Int
	// natural: the variable is untyped and was compared with a natural
	// number (see NatIfUnsigned).
	natural bool
}

// noClass says whether val is an object of no class (the search's values
// of the language's object type) and v's type is a class: such an object
// is not one of v's values (set x: C | x in s drops it).
func (c *Ctx) noClass(v Binder, val Value) bool {
	d, ok := val.(Datatype)
	if !ok || c.vocab == nil || c.vocab.ObjectType == "" || d.Ctor != ObjectCtor+c.vocab.ObjectType || v.Type == nil || v.Type.Kind != KDatatype {
		return false
	}
	return strings.TrimSuffix(v.Type.Name, "?") != c.vocab.ObjectType
}

// ofType keeps a candidate inside the variable's type — a solver or an
// equation may propose i = -2 for a Nat i — and gives it the type's
// signedness (an Int variable's values are Lean Ints).
func ofType(v Binder, val Value, natural bool) (Value, bool) {
	i, ok := val.(Int)
	if !ok {
		return val, true
	}
	signed := i.Signed
	kind := KUnknown
	if v.Type != nil {
		kind = v.Type.Kind
	}
	switch {
	case kind == KNat || kind == KUnknown && natural:
		if i.V.Sign() < 0 {
			return nil, false
		}
		i.Signed = false
	case kind == KBitvector:
		if i.V.Sign() < 0 || i.V.BitLen() > v.Type.Bits {
			return nil, false
		}
		if v.Type.IsBitvector() {
			return BV{V: i.V, Bits: v.Type.Bits}, true
		}
		i.Signed = false
	case kind == KInt:
		i.Signed = true
	}
	if i.Signed == signed {
		return val, true // unchanged: no new box
	}
	return i, true
}

// intOfType is ofType(v, k, natural) for a machine integer k.
func intOfType(v Binder, k int64, natural bool, cells *intCells) (Value, bool) {
	kind := KUnknown
	if v.Type != nil {
		kind = v.Type.Kind
	}
	switch {
	case kind == KNat || kind == KUnknown && natural:
		if k < 0 {
			return nil, false
		}
		return cells.value(k, false), true
	case kind == KBitvector:
		return ofType(v, NewInt(k), natural)
	case kind == KInt:
		return cells.value(k, true), true
	}
	return cells.value(k, false), true
}

// intCells hands out the big.Ints of a range's values past the shared
// ones, a block at a time: a quantifier over indices in the thousands made
// two allocations for each.
type intCells struct {
	block []intCell
	size  int // of the last block
}

type intCell struct {
	b big.Int
	w [1]big.Word
}

func (cs *intCells) value(n int64, signed bool) Value {
	if n >= smallLo && n <= smallHi || bits.UintSize < 64 {
		return IntValue(n, signed, false)
	}
	if len(cs.block) == 0 {
		// 4, 16, then 64 at a time: a range may leave the shared
		// integers for one value only.
		cs.size = min(max(4*cs.size, 4), 64)
		cs.block = make([]intCell, cs.size)
	}
	return Int{V: cs.next(n), Signed: signed}
}

// next is n in the block's next cell (the block must not be empty).
func (cs *intCells) next(n int64) *big.Int {
	cell := &cs.block[0]
	cs.block = cs.block[1:]
	u := uint64(n)
	if n < 0 {
		u = -u
	}
	cell.w[0] = big.Word(u)
	cell.b.SetBits(cell.w[:])
	if n < 0 {
		cell.b.Neg(&cell.b)
	}
	return &cell.b
}

// domain reads a finite range for v from the constraints. Bounds may mention
// bound variables and, through one step of transitivity, other quantified
// variables (0 <= i < j < n gives i < n).
func (c *Ctx) domain(v Binder, others []Binder, cons []Expr, whole []Expr, env *Env) (domain, *Stop) {
	free := map[string]bool{v.Name: true}
	for _, o := range others {
		free[o.Name] = true
	}
	usable := func(e Expr) bool { return !mentionsAny(e, free) }
	if v.Type.IsBitvector() {
		if d := c.bvDomain(v, cons, env, usable); d != nil {
			d.found = true
			return *d, nil
		}
		return domain{}, nil
	}
	nat := v.Type != nil && v.Type.Kind == KNat
	types := map[string]*Type{v.Name: v.Type}
	for _, o := range others {
		types[o.Name] = o.Type
	}
	intVar := func(name string) bool {
		t := types[name]
		return t != nil && (t.Kind == KNat || t.Kind == KInt)
	}

	var lo, hi *big.Int
	tighten := func(isLo bool, k *big.Int) {
		if isLo {
			if lo == nil || k.Cmp(lo) > 0 {
				lo = k
			}
		} else if hi == nil || k.Cmp(hi) < 0 {
			hi = k
		}
	}
	var firstErr *Stop
	natural := false // compared with an unsigned bound (see NatIfUnsigned)
	evalBound := func(e Expr, adj int64) *big.Int {
		val, stop := c.Eval(e, env)
		if stop != nil {
			if firstErr == nil {
				firstErr = stop
			}
			return nil
		}
		i, ok := val.(Int)
		if !ok {
			return nil
		}
		if !i.Signed && v.NatIfUnsigned {
			natural = true
		}
		return new(big.Int).Add(i.V, big.NewInt(adj))
	}
	var coll []Value
	haveColl := false
	rels := c.relationsOf(cons)
	for _, rel := range rels {
		x, op, y := rel.x, rel.op, rel.y
		if op == OpEq {
			// v * w * … = e ≠ 0: v is a divisor of e (growth.go).
			for _, side := range [][2]Expr{{x, y}, {y, x}} {
				if vals, ok := c.divisorCandidates(side[0], side[1], v.Name, env, usable, intVar); ok && (!haveColl || len(vals) < len(coll)) {
					coll, haveColl = vals, true
				}
				if vals, ok := c.segmentCandidates(side[1], side[0], v.Name, env, usable); ok && (!haveColl || len(vals) < len(coll)) {
					coll, haveColl = vals, true
				}
			}
		}
		if op == OpEq {
			// e = some v: v is what e holds (no value when e is none).
			for _, side := range [][2]Expr{{x, y}, {y, x}} {
				if vals, ok := c.someCandidates(side[0], side[1], v.Name, env, usable); ok && (!haveColl || len(vals) < len(coll)) {
					coll, haveColl = vals, true
				}
				if vals, ok := c.displayCandidates(side[0], side[1], v.Name, env, usable); ok && (!haveColl || len(vals) < len(coll)) {
					coll, haveColl = vals, true
				}
			}
		}
		if vals, ok := c.countSupport(x, op, y, v.Name, env, usable); ok && (!haveColl || len(vals) < len(coll)) {
			coll, haveColl = vals, true
		}
		if op == OpEq {
			// c * v = e or e = c * v (and with + or -): solve for v.
			for _, side := range [][2]Expr{{x, y}, {y, x}} {
				if !isVar(side[0], v.Name) && usable(side[1]) {
					if vals, unsigned, ok := c.solveLinear(v.Name, side[0], side[1], env, usable); ok {
						natural = natural || unsigned && v.NatIfUnsigned
						if !haveColl || len(vals) < len(coll) {
							coll, haveColl = vals, true
						}
					}
				}
			}
		}
		if t, ok := x.(*TupleExpr); ok && op == OpIn && usable(y) {
			// (x, y) ∈ pairs: v ranges over its component of each element.
			if vals, ok := c.componentRange(t, v.Name, y, env); ok && (!haveColl || len(vals) < len(coll)) {
				coll, haveColl = vals, true
			}
			continue
		}
		if !isVar(x, v.Name) {
			if !isVar(y, v.Name) {
				// v + k ⋈ e (k + v, v - k): v ⋈ e - k (i + 1 < len(xs)).
				shifted := false
				for _, side := range []struct {
					g, e Expr
					op   Op
				}{{x, y, op}, {y, x, flip(op)}} {
					k, neg, ok := shiftOf(side.g, v.Name, usable)
					if !ok || !usable(side.e) {
						continue
					}
					shifted = true
					addBound(side.op, side.e, func(e Expr, adj int64) *big.Int {
						b, kv := evalBound(e, adj), evalBound(k, 0)
						if b == nil || kv == nil {
							return nil
						}
						if neg {
							return b.Add(b, kv)
						}
						return b.Sub(b, kv)
					}, tighten)
				}
				if shifted {
					continue
				}
				// Neither side is v: a side that grows with v, against
				// a usable one (growth.go).
				one := map[string]bool{v.Name: true}
				if mentionsAny(x, one) && usable(y) {
					c.growthBound(x, op, y, v.Name, nat, env, usable, intVar, tighten)
				} else if mentionsAny(y, one) && usable(x) {
					c.growthBound(y, flip(op), x, v.Name, nat, env, usable, intVar, tighten)
				}
				continue
			}
			x, y, op = y, x, flip(op)
		}
		if op == OpIn {
			if !usable(y) {
				continue
			}
			val, stop := c.Eval(y, env)
			if stop != nil {
				if firstErr == nil {
					firstErr = stop
				}
				continue
			}
			if el, ok := c.elementsOf(val); ok && (!haveColl || len(el) < len(coll)) {
				coll, haveColl = el, true
			}
			continue
		}
		if usable(y) {
			if op == OpEq {
				// x = e: the only candidate is e's value (any type).
				if val, stop := c.Eval(y, env); stop == nil {
					if _, isInt := val.(Int); !isInt && !haveColl {
						coll, haveColl = []Value{val}, true
						continue
					}
				}
			}
			addBound(op, y, evalBound, tighten)
			continue
		}
		// One step of transitivity through another quantified variable w:
		// v < w and w < e give v < e.
		w, ok := y.(*Ident)
		if !ok || !free[w.Name] || w.Name == v.Name {
			continue
		}
		for _, rel2 := range rels {
			x2, op2, y2 := rel2.x, rel2.op, rel2.y
			if !isVar(x2, w.Name) {
				if !isVar(y2, w.Name) {
					continue
				}
				x2, y2, op2 = y2, x2, flip(op2)
			}
			if !usable(y2) {
				continue
			}
			upper := (op == OpLt || op == OpLe) && (op2 == OpLt || op2 == OpLe)
			lower := (op == OpGt || op == OpGe) && (op2 == OpGt || op2 == OpGe)
			if upper {
				addBound(OpLe, y2, evalBound, tighten)
			} else if lower {
				addBound(OpGe, y2, evalBound, tighten)
			}
		}
	}
	// v ∣ e with e ≠ 0: v is one of e's divisors (|v| ≤ |e|).
	for _, e := range cons {
		if vals, ok := c.dividesRange(e, v.Name, env, usable); ok && (!haveColl || len(vals) < len(coll)) {
			coll, haveColl = vals, true
		}
	}
	// Through local functions the conjuncts call, and a list pinned by
	// its length and elements (inline.go).
	for _, e := range cons {
		d := c.inlineDomain(e, v, others, env, usable)
		if d == nil {
			continue
		}
		if d.vals != nil {
			if !haveColl || len(d.vals) < len(coll) {
				coll, haveColl = d.vals, true
			}
		} else if d.lo != nil {
			tighten(true, d.lo)
			tighten(false, d.hi)
		}
	}
	if !haveColl {
		if vals, ok := c.pinnedList(v.Name, cons, env, usable); ok {
			coll, haveColl = vals, true
		}
	}
	if !haveColl && lo == nil && hi == nil {
		if vals, ok := c.closureDomain(v, whole, env, usable); ok {
			coll, haveColl = vals, true
		}
	}
	if haveColl {
		return domain{found: true, vals: coll, natural: natural}, nil
	}
	if v.Type != nil {
		switch v.Type.Kind {
		case KBool:
			return domain{found: true, vals: bools}, nil
		case KNat:
			tighten(true, big.NewInt(0))
		case KBitvector:
			tighten(true, big.NewInt(0))
			if v.Type.Bits > 0 && v.Type.Bits <= 64 {
				tighten(false, new(big.Int).Lsh(big.NewInt(1), uint(v.Type.Bits)))
			}
		}
	}
	if natural {
		tighten(true, big.NewInt(0))
	}
	if hi == nil && nat && whole != nil {
		// The body is the same for every v past a point (growth.go).
		if n, ok := c.saturation(whole, v.Name, env, usable); ok {
			tighten(false, n.Add(n, big.NewInt(1)))
		}
	}
	if lo != nil && hi != nil {
		if hi.Cmp(lo) < 0 {
			hi = lo
		}
		return domain{found: true, lo: lo, hi: hi, natural: natural}, nil
	}
	if firstErr != nil && firstErr.Status == IllDefined {
		return domain{}, firstErr
	}
	return domain{}, nil
}

// bools is the domain of a boolean variable (shared: domains are read,
// never written).
var bools = []Value{Bool(false), Bool(true)}

// solveLinear solves lhs = rhs for v where lhs is c*v, v*c, v+e or v-e
// (c an integer literal, e free of v) and rhs is usable: it returns the
// candidate values (none when c does not divide rhs) and whether every
// number involved was unsigned (a Lean Nat).
func (c *Ctx) solveLinear(v string, lhs, rhs Expr, env *Env, usable func(Expr) bool) ([]Value, bool, bool) {
	b, ok := lhs.(*Binary)
	if !ok {
		return nil, false, false
	}
	val, stop := c.Eval(rhs, env)
	if stop != nil {
		return nil, false, false
	}
	r, ok := val.(Int)
	if !ok {
		return nil, false, false
	}
	switch b.Op {
	case OpMul:
		k, other := b.X, b.Y
		if isVar(k, v) {
			k, other = other, k
		}
		lit, ok := k.(*Lit)
		if !ok || !isVar(other, v) {
			return nil, false, false
		}
		ci, ok := lit.Val.(Int)
		if !ok || ci.V.Sign() == 0 {
			return nil, false, false
		}
		q, m := new(big.Int).QuoRem(r.V, ci.V, new(big.Int))
		if m.Sign() != 0 {
			return []Value{}, !r.Signed && !ci.Signed, true
		}
		return []Value{Int{V: q, Signed: r.Signed || ci.Signed}}, !r.Signed && !ci.Signed, true
	case OpAdd, OpSub, OpSubAuto:
		if !isVar(b.X, v) || !usable(b.Y) {
			return nil, false, false
		}
		ev, stop := c.Eval(b.Y, env)
		if stop != nil {
			return nil, false, false
		}
		e, ok := ev.(Int)
		if !ok {
			return nil, false, false
		}
		if b.Op == OpSubAuto && !r.Signed && !e.Signed && r.V.Sign() == 0 {
			return nil, false, false // truncated: every v ≤ e gives 0
		}
		z := new(big.Int)
		if b.Op == OpAdd {
			z.Sub(r.V, e.V)
		} else {
			z.Add(r.V, e.V)
		}
		return []Value{Int{V: z, Signed: r.Signed || e.Signed}}, !r.Signed && !e.Signed, true
	}
	return nil, false, false
}

func addBound(op Op, y Expr, eval func(Expr, int64) *big.Int, tighten func(bool, *big.Int)) {
	switch op {
	case OpLt:
		if k := eval(y, 0); k != nil {
			tighten(false, k)
		}
	case OpLe:
		if k := eval(y, 1); k != nil {
			tighten(false, k)
		}
	case OpGt:
		if k := eval(y, 1); k != nil {
			tighten(true, k)
		}
	case OpGe:
		if k := eval(y, 0); k != nil {
			tighten(true, k)
		}
	case OpEq:
		if k := eval(y, 0); k != nil {
			tighten(true, k)
			tighten(false, new(big.Int).Add(k, big.NewInt(1)))
		}
	}
}

// Elements lists the values x may take in `x in coll` (each once).
func Elements(v Value) ([]Value, bool) { return elements(v) }

// elementsOf is elements, with a sequence's distinct elements kept: a
// quantifier over x ∈ xs asks for the same xs for every output searched.
func (c *Ctx) elementsOf(v Value) ([]Value, bool) {
	s, ok := v.(Seq)
	if !ok || len(s.Elems) < 2 {
		return elements(v)
	}
	m := c.syntax()
	for i := range m.elems {
		e := &m.elems[i]
		if len(e.src) == len(s.Elems) && &e.src[0] == &s.Elems[0] {
			return e.set, true
		}
	}
	set := MakeSet(s.Elems).Elems
	set = set[:len(set):len(set)] // no append can write into it
	m.elems[m.nextEl] = elemsEntry{src: s.Elems, set: set}
	m.nextEl = (m.nextEl + 1) % len(m.elems)
	return set, true
}

// elements lists the values x may take in `x in coll`.
func elements(v Value) ([]Value, bool) {
	switch s := v.(type) {
	case Seq:
		return MakeSet(s.Elems).Elems, true
	case Array:
		return MakeSet(s.Elems).Elems, true
	case Set:
		return s.Elems, true
	case Multiset:
		return s.Elems, true
	case Map:
		return s.Keys, true
	}
	return nil, false
}

type relation struct {
	x  Expr
	op Op
	y  Expr
}

// relations flattens conjuncts into binary relations (chains split).
// relationsOf is relations(cons), kept for the next call with the same
// slice: an enumeration reads the domain of an inner variable again for
// every value of the outer one, from the same constraints.
func (c *Ctx) relationsOf(cons []Expr) []relation {
	if len(cons) == 0 {
		return nil
	}
	m := c.syntax()
	if len(m.relsFor) == len(cons) && &m.relsFor[0] == &cons[0] {
		return m.rels
	}
	m.relsFor, m.rels = cons, relations(cons)
	return m.rels
}

func relations(cons []Expr) []relation {
	var out []relation
	for _, e := range cons {
		switch e := e.(type) {
		case *Binary:
			if e.Op.IsComparison() || e.Op == OpIn {
				out = append(out, relation{e.X, e.Op, e.Y})
			}
		case *Chain:
			for i, op := range e.Ops {
				out = append(out, relation{e.Args[i], op, e.Args[i+1]})
			}
		}
	}
	return out
}

// componentRange is, for (… v …) ∈ coll, the values of v's component in
// coll's tuples; ok is false when v is not a component or coll is not a
// collection of tuples of that size.
func (c *Ctx) componentRange(t *TupleExpr, v string, coll Expr, env *Env) ([]Value, bool) {
	k := -1
	for i, e := range t.Elems {
		if isVar(e, v) {
			k = i
		}
	}
	if k < 0 {
		return nil, false
	}
	val, stop := c.Eval(coll, env)
	if stop != nil {
		return nil, false
	}
	el, ok := elements(val)
	if !ok {
		return nil, false
	}
	out := make([]Value, 0, len(el))
	for _, e := range el {
		tv, ok := e.(Tuple)
		if !ok || len(tv.Elems) != len(t.Elems) {
			return nil, false
		}
		out = append(out, tv.Elems[k])
	}
	return out, true
}

// flip is MirrorOp for bounds: e in x does not bound x.
func flip(op Op) Op {
	if op == OpIn {
		return OpInvalid
	}
	return MirrorOp(op)
}

func isVar(e Expr, name string) bool {
	id, ok := e.(*Ident)
	return ok && id.Name == name
}

// unfold adds, for a range conjunct that calls a predicate with a body
// (IsMinimal(R, m', s)), the conjuncts of that body with the arguments
// put for the parameters (m' in s && …), from which a range can be read;
// one level, a few calls.
func (c *Ctx) unfold(cons []Expr, env *Env) []Expr {
	out := cons
	n := 0
	for _, e := range cons {
		call, ok := e.(*Call)
		if !ok || n >= maxUnfold {
			continue
		}
		id, ok := call.Fn.(*Ident)
		if !ok {
			continue
		}
		if _, local := env.lookup(id.Name); local {
			continue
		}
		f := c.Funcs[id.Name]
		if f == nil || f.Ctor || f.Body == nil || len(f.Params) != len(call.Args) {
			continue
		}
		// Parameters renamed apart first, so that an argument naming
		// another parameter is not substituted again.
		body := f.Body
		for i, p := range f.Params {
			body = Subst(body, p.Name, &Ident{Name: fmt.Sprintf("$unfold%d", i)})
		}
		for i, a := range call.Args {
			body = Subst(body, fmt.Sprintf("$unfold%d", i), a)
		}
		out = conjuncts(body, out)
		n++
	}
	return out
}

// maxUnfold bounds the calls unfold opens per quantifier.
const maxUnfold = 4

// conjuncts appends the conjuncts of e.
func conjuncts(e Expr, out []Expr) []Expr {
	switch x := e.(type) {
	case *Binary:
		if x.Op == OpAnd {
			return conjuncts(x.Y, conjuncts(x.X, out))
		}
	case *Unary:
		if x.Op == OpNot {
			return negatedConjuncts(x.X, out)
		}
	}
	return append(out, e)
}

// negatedConjuncts appends conjuncts implied by ¬e.
func negatedConjuncts(e Expr, out []Expr) []Expr {
	switch x := e.(type) {
	case *Unary:
		if x.Op == OpNot {
			return conjuncts(x.X, out)
		}
	case *Binary:
		neg := map[Op]Op{OpLt: OpGe, OpLe: OpGt, OpGt: OpLe, OpGe: OpLt, OpNe: OpEq, OpEq: OpNe, OpNotIn: OpIn}
		switch x.Op {
		case OpOr:
			return negatedConjuncts(x.Y, negatedConjuncts(x.X, out))
		case OpImplies:
			return negatedConjuncts(x.Y, conjuncts(x.X, out))
		}
		if n, ok := neg[x.Op]; ok {
			return append(out, &Binary{Node: x.Node, Op: n, X: x.X, Y: x.Y, BEq: x.BEq})
		}
	case *Chain:
		if len(x.Ops) == 1 {
			return negatedConjuncts(&Binary{Node: x.Node, Op: x.Ops[0], X: x.Args[0], Y: x.Args[1]}, out)
		}
	}
	return out
}

// counterexampleConjuncts appends what every counterexample to body must
// satisfy: for A ==> B, A and ¬B.
func counterexampleConjuncts(body Expr, out []Expr) []Expr {
	if b, ok := body.(*Binary); ok && b.Op == OpImplies {
		return counterexampleConjuncts(b.Y, conjuncts(b.X, out))
	}
	return negatedConjuncts(body, out)
}

// mentionsAny reports whether e mentions any of the names free in it.
// MentionsAny reports whether e uses one of the names as an identifier.
func MentionsAny(e Expr, names map[string]bool) bool {
	return mentionsAny(e, names)
}

func mentionsAny(e Expr, names map[string]bool) bool {
	found := false
	Inspect(e, func(x Expr) bool {
		if id, ok := x.(*Ident); ok && names[id.Name] {
			found = true
		}
		return !found
	})
	return found
}

func (c *Ctx) compr(e *Compr, env *Env) (Value, *Stop) {
	var cons []Expr
	if e.Cond != nil {
		cons = conjuncts(e.Cond, nil)
	}
	var keys, vals []Value
	var whole []Expr
	for _, x := range []Expr{e.Cond, e.Key, e.Term} {
		if x != nil {
			whole = append(whole, x)
		}
	}
	stop := c.enumerate(e.Vars, cons, whole, env, e.Span(), func(env *Env) (bool, *Stop) {
		if e.Cond != nil {
			ok, s := c.evalBool(e.Cond, env)
			if s != nil {
				return false, s
			}
			if !ok {
				return true, nil
			}
		}
		if e.Key != nil {
			k, s := c.Eval(e.Key, env)
			if s != nil {
				return false, s
			}
			keys = append(keys, k)
		}
		var v Value
		if e.Term != nil {
			var s *Stop
			v, s = c.Eval(e.Term, env)
			if s != nil {
				return false, s
			}
		} else {
			b, _ := env.lookup(e.Vars[0].Name)
			v = b.val
		}
		vals = append(vals, v)
		if c.Limits.CollSize > 0 && len(vals) > c.Limits.CollSize {
			return false, unknown(e.Span(), "comprehension larger than %d elements", c.Limits.CollSize)
		}
		// Each kept element (and key) is counted as a built range's
		// element: its slot, the slack of the growing slice, and the
		// value itself, most often a new integer.
		n := int64(IntElemBytes)
		if e.Key != nil {
			n *= 2
		}
		if s := c.Alloc(n, e.Span()); s != nil {
			return false, s
		}
		return true, nil
	})
	c.found = false
	if stop != nil {
		return nil, stop
	}
	if e.Coll == KSet || e.Coll == KMultiset || e.Coll == KMap {
		// Sorting copies the elements and builds the distinct ones.
		if s := c.AllocElems(2*int64(len(vals)+len(keys)), e.Span()); s != nil {
			return nil, s
		}
	}
	switch e.Coll {
	case KSet:
		return MakeSet(vals), nil
	case KMultiset:
		return MakeMultiset(vals), nil
	case KMap:
		return MakeMap(keys, vals), nil
	}
	return Seq{Elems: vals}, nil
}

// mergeNested reads ∃ x, ∃ y, P as ∃ x y, P (and ∀ x, ∀ y, P as ∀ x y,
// P), so that the inner body's conjuncts bound x too.
// bodyConjuncts appends the conjuncts the body gives every candidate:
// a counterexample's for ∀, a witness's for ∃.
func bodyConjuncts(e *Quant, out []Expr) []Expr {
	if e.Forall {
		return counterexampleConjuncts(e.Body, out)
	}
	return conjuncts(e.Body, out)
}

// quantShape is what a quantifier's evaluation reads from its syntax
// alone: the nested quantifiers merged, and, where it has no range (whose
// conjuncts are unfolded in the environment), its constraints.
type quantShape struct {
	orig, merged *Quant
	cons         []Expr // nil where merged has a range
	whole        []Expr // merged's body and range (search)
}

// shapeOf is e's shape, from a few kept across evaluations (syntaxMemo): a search evaluates the same clauses thousands of times, and an
// inner quantifier is evaluated again for every outer value. Shapes are
// keyed by node and never written, so they hold for any module.
func (c *Ctx) shapeOf(e *Quant) (*Quant, []Expr) {
	sm := c.syntax()
	for i := range sm.shapes {
		if sm.shapes[i].orig == e {
			return sm.shapes[i].merged, sm.shapes[i].cons
		}
	}
	m := mergeNested(e)
	var cons []Expr
	if m.Range == nil {
		cons = bodyConjuncts(m, nil)
	}
	whole := []Expr{m.Body}
	if m.Range != nil {
		whole = append(whole, m.Range)
	}
	sm.shapes[sm.next] = quantShape{orig: e, merged: m, cons: cons, whole: whole}
	sm.next = (sm.next + 1) % len(sm.shapes)
	return m, cons
}

// wholeOf is e's body and range, the expressions a search's domains read:
// kept with e's shape when shapeOf made e, made anew otherwise.
func (c *Ctx) wholeOf(e *Quant) []Expr {
	sm := c.syntax()
	for i := range sm.shapes {
		if sm.shapes[i].merged == e && sm.shapes[i].whole != nil {
			return sm.shapes[i].whole
		}
	}
	whole := []Expr{e.Body}
	if e.Range != nil {
		whole = append(whole, e.Range)
	}
	return whole
}

// syntaxMemo keeps what evaluation reads from syntax alone, and the
// distinct elements of a few sequences (elementsOf), across the
// evaluations a context is reused for (Init keeps it): every entry is
// keyed by nodes or slices it holds, so none is reused while kept.
type syntaxMemo struct {
	shapes  [8]quantShape // shapeOf
	next    int
	relsFor []Expr // relationsOf
	rels    []relation
	caps    [8]capEntry // captures
	nextCap int
	elems   [4]elemsEntry // seqElements
	nextEl  int
	// unbounded quantifiers' reasons (unboundedReason)
	unbounded [4]unboundedEntry
	nextUnb   int
}

// elemsEntry is the distinct elements of one sequence. A sequence's
// elements are never written after it is made, and the entry keeps them
// alive, so the same backing array is the same sequence.
type elemsEntry struct {
	src, set []Value
}

func (c *Ctx) syntax() *syntaxMemo {
	if c.memo == nil {
		c.memo = new(syntaxMemo)
	}
	return c.memo
}

func mergeNested(e *Quant) *Quant {
	inner, ok := e.Body.(*Quant)
	if !ok || inner.Forall != e.Forall || len(e.Vars)+len(inner.Vars) > 8 {
		return e
	}
	names := map[string]bool{}
	for _, b := range e.Vars {
		names[b.Name] = true
	}
	for _, b := range inner.Vars {
		if names[b.Name] {
			return e // an inner variable shadows an outer one
		}
		names[b.Name] = true
	}
	if e.Range != nil && mentionsAny(e.Range, namesOf(inner.Vars)) {
		return e
	}
	m := &Quant{Node: e.Node, Forall: e.Forall, Vars: append(append([]Binder(nil), e.Vars...), inner.Vars...), Body: inner.Body}
	switch {
	case e.Range == nil:
		m.Range = inner.Range
	case inner.Range == nil:
		m.Range = e.Range
	default:
		m.Range = &Binary{Node: inner.Node, Op: OpAnd, X: e.Range, Y: inner.Range}
	}
	return mergeNested(m)
}

func namesOf(bs []Binder) map[string]bool {
	out := map[string]bool{}
	for _, b := range bs {
		out[b.Name] = true
	}
	return out
}

// closureDomain: a variable passed straight to a function value whose
// parameters range over a finite type (Closure.Domain) has that type, so
// it ranges over the same values. Only for a variable whose own type is
// not given otherwise.
func (c *Ctx) closureDomain(v Binder, whole []Expr, env *Env, usable func(Expr) bool) ([]Value, bool) {
	if v.Type != nil && v.Type.Kind != KUnknown && v.Type.Kind != KTypeParam && !(v.Type.Kind == KInt && v.Type.Finite > 0) {
		return nil, false
	}
	var out []Value
	for _, w := range whole {
		Inspect(w, func(e Expr) bool {
			if out != nil {
				return false
			}
			call, ok := e.(*Call)
			if !ok || !usable(call.Fn) {
				return true
			}
			direct := false
			for _, a := range call.Args {
				direct = direct || isVar(a, v.Name)
			}
			if !direct {
				return true
			}
			fnExpr := call.Fn
			if m, ok := fnExpr.(*Member); ok && m.Name == "requires" {
				fnExpr = m.X // f.requires(x): x is f's argument too
			}
			if id, ok := fnExpr.(*Ident); !ok || !bound(env, id.Name) {
				return true // only a function value bound here, not a named function
			}
			fn, stop := c.Eval(fnExpr, env)
			if cl, ok := fn.(*Closure); stop == nil && ok && len(cl.Domain) > 0 {
				out = cl.Domain
			}
			return true
		})
	}
	return out, out != nil
}

func bound(env *Env, name string) bool {
	_, ok := env.lookup(name)
	return ok
}

// SuchThat names Dafny's let-such-that var x :| P; e, read as the call
// $such(x => P, x => e).
const SuchThat = "$such"

// suchThat evaluates var x :| P; e. Dafny picks some x with P (which one
// is not specified), so the value is e's when every such x gives the same
// e; unknown when they differ. The x are enumerated as for ∃ x :: P, so
// when none has P the expression is ill-defined (Dafny requires one).
func (c *Ctx) suchThat(e *Call, env *Env) (Value, *Stop) {
	if len(e.Args) != 2 {
		return nil, unknown(e.Span(), "malformed let-such-that")
	}
	cond, ok1 := e.Args[0].(*Lambda)
	body, ok2 := e.Args[1].(*Lambda)
	if !ok1 || !ok2 || len(cond.Params) == 0 {
		return nil, unknown(e.Span(), "malformed let-such-that")
	}
	var val Value
	var pending *Stop
	differ := false
	stop := c.enumerate(cond.Params, conjuncts(cond.Body, nil), []Expr{cond.Body, body.Body}, env, e.Span(), func(env *Env) (bool, *Stop) {
		ok, s := c.evalBool(cond.Body, env)
		if s != nil {
			if pending == nil {
				pending = s
			}
			return true, nil
		}
		if !ok {
			return true, nil
		}
		v, s := c.Eval(body.Body, env)
		if s != nil {
			if pending == nil {
				pending = s
			}
			return true, nil
		}
		if val == nil {
			val = v
		} else if !Equal(val, v) {
			differ = true
			return false, nil
		}
		return true, nil
	})
	c.found = false
	switch {
	case stop != nil:
		return nil, stop
	case differ:
		return nil, unknown(e.Span(), "var %s :| …: the value depends on which %s Dafny picks, which is not specified", cond.Params[0].Name, cond.Params[0].Name)
	case pending != nil:
		return nil, pending
	case val == nil:
		return nil, illDefined(e.Span(), "var %s :| …: no %s satisfies the condition", cond.Params[0].Name, cond.Params[0].Name)
	}
	return val, nil
}

// someCandidates reads some v = e (Lean's Option.some, Python's and
// Dafny's spellings alike when the front end writes some): v is the value
// e holds, and no value when e is another constructor.
func (c *Ctx) someCandidates(g, e Expr, v string, env *Env, usable func(Expr) bool) ([]Value, bool) {
	call, ok := g.(*Call)
	if !ok || len(call.Args) != 1 || !isVar(call.Args[0], v) || !usable(e) {
		return nil, false
	}
	fn, ok := call.Fn.(*Ident)
	if !ok || fn.Name != "some" && fn.Name != "Option.some" {
		return nil, false
	}
	val, stop := c.Eval(e, env)
	if stop != nil {
		return nil, false
	}
	d, ok := val.(Datatype)
	if !ok {
		return nil, false
	}
	if d.Ctor == "some" && len(d.Fields) == 1 {
		return []Value{d.Fields[0]}, true
	}
	if d.Ctor == "none" {
		return []Value{}, true
	}
	return nil, false
}

// displayCandidates reads [a, v, b] = e (also String.mk [a, v, b] = e and
// (a, v) = e): v is e's element at v's position, and no value when e has
// another length.
func (c *Ctx) displayCandidates(g, e Expr, v string, env *Env, usable func(Expr) bool) ([]Value, bool) {
	if call, ok := g.(*Call); ok && len(call.Args) == 1 {
		if fn, ok := call.Fn.(*Ident); ok && (fn.Name == "String.mk" || fn.Name == "List.asString") {
			g = call.Args[0]
		}
	}
	var elems []Expr
	switch d := g.(type) {
	case *Display:
		if d.Coll != KSeq && d.Coll != KArray {
			return nil, false
		}
		elems = d.Elems
	case *TupleExpr:
		elems = d.Elems
	default:
		return nil, false
	}
	at := -1
	for i, el := range elems {
		if isVar(el, v) {
			at = i
			break
		}
	}
	if at < 0 || !usable(e) {
		return nil, false
	}
	val, stop := c.Eval(e, env)
	if stop != nil {
		return nil, false
	}
	var got []Value
	switch x := val.(type) {
	case Seq:
		got = x.Elems
	case Array:
		if len(x.Dims) > 1 {
			return nil, false
		}
		got = x.Elems
	case Tuple:
		if _, ok := g.(*TupleExpr); !ok {
			return nil, false
		}
		got = x.Elems
	default:
		return nil, false
	}
	if len(got) != len(elems) {
		return []Value{}, true
	}
	return []Value{got[at]}, true
}

// shiftOf reads g as v + k, k + v (neg false) or v - k (neg true) with k
// free of the quantified variables; Lean's truncating Nat subtraction is
// not one (v - k < e does not bound v by e + k when v < k).
func shiftOf(g Expr, v string, usable func(Expr) bool) (k Expr, neg, ok bool) {
	b, isBin := g.(*Binary)
	if !isBin || b.Wrap != 0 {
		return nil, false, false
	}
	switch b.Op {
	case OpAdd:
		if isVar(b.X, v) && usable(b.Y) {
			return b.Y, false, true
		}
		if isVar(b.Y, v) && usable(b.X) {
			return b.X, false, true
		}
	case OpSub:
		if isVar(b.X, v) && usable(b.Y) {
			return b.Y, true, true
		}
	}
	return nil, false, false
}
