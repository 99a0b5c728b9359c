package ir

// Ranges through case splits. A witness of A ∨ B (or a counterexample to
// A ∧ B, or to A ↔ B) need not satisfy one list of conjuncts, but it
// satisfies one of several: the formula is split into cases, each an exact
// conjunction (the disjunction of the cases is equivalent to it), and each
// case is searched over its own range. A case whose conjuncts mention no
// quantified variable is decided at once: false, it has no members; true,
// every value is a member.

import "math"

// maxCases bounds the case split.
const maxCases = 16

// posCases splits "e holds" into cases; nil when there are too many.
func posCases(e Expr, depth int) [][]Expr {
	if depth > maxGrowthDepth {
		return [][]Expr{{e}}
	}
	switch x := e.(type) {
	case *Binary:
		switch x.Op {
		case OpAnd:
			return crossCases(posCases(x.X, depth+1), posCases(x.Y, depth+1))
		case OpOr:
			return unionCases(posCases(x.X, depth+1), posCases(x.Y, depth+1))
		case OpImplies:
			return unionCases(negCases(x.X, depth+1), posCases(x.Y, depth+1))
		case OpIff:
			return unionCases(crossCases(posCases(x.X, depth+1), posCases(x.Y, depth+1)),
				crossCases(negCases(x.X, depth+1), negCases(x.Y, depth+1)))
		}
	case *Unary:
		if x.Op == OpNot {
			return negCases(x.X, depth+1)
		}
	}
	return [][]Expr{{e}}
}

// negCases splits "e fails" into cases.
func negCases(e Expr, depth int) [][]Expr {
	if depth > maxGrowthDepth {
		return [][]Expr{{&Unary{Node: Node{R: e.Span()}, Op: OpNot, X: e}}}
	}
	switch x := e.(type) {
	case *Binary:
		switch x.Op {
		case OpAnd:
			return unionCases(negCases(x.X, depth+1), negCases(x.Y, depth+1))
		case OpOr:
			return crossCases(negCases(x.X, depth+1), negCases(x.Y, depth+1))
		case OpImplies:
			return crossCases(posCases(x.X, depth+1), negCases(x.Y, depth+1))
		case OpIff:
			return unionCases(crossCases(posCases(x.X, depth+1), negCases(x.Y, depth+1)),
				crossCases(negCases(x.X, depth+1), posCases(x.Y, depth+1)))
		}
	case *Unary:
		if x.Op == OpNot {
			return posCases(x.X, depth+1)
		}
	}
	return [][]Expr{{&Unary{Node: Node{R: e.Span()}, Op: OpNot, X: e}}}
}

func unionCases(a, b [][]Expr) [][]Expr {
	if a == nil || b == nil || len(a)+len(b) > maxCases {
		return nil
	}
	return append(append([][]Expr(nil), a...), b...)
}

func crossCases(a, b [][]Expr) [][]Expr {
	if a == nil || b == nil || len(a)*len(b) > maxCases {
		return nil
	}
	var out [][]Expr
	for _, x := range a {
		for _, y := range b {
			out = append(out, append(append([]Expr(nil), x...), y...))
		}
	}
	return out
}

// defaultValue is a value of the binder's type, for a case every value
// belongs to; false when the type is not known to be inhabited here.
func defaultValue(b Binder) (Value, bool) {
	if b.Type == nil {
		return nil, false
	}
	switch b.Type.Kind {
	case KNat:
		return NewInt(0), true
	case KInt:
		return Int{V: NewInt(0).V, Signed: true}, true
	case KBool:
		return Bool(false), true
	case KString:
		return Str(""), true
	case KSeq:
		return Seq{}, true
	}
	return nil, false
}

// splitSearch decides e case by case when one list of conjuncts gives no
// range (see the top of this file); ok is false when no split applies.
func (c *Ctx) splitSearch(e *Quant, env *Env) (v Value, stop *Stop, ok bool) {
	var cases [][]Expr
	if e.Forall {
		cases = negCases(e.Body, 0)
		if e.Range != nil {
			cases = crossCases([][]Expr{{e.Range}}, cases)
		}
	} else {
		cases = posCases(e.Body, 0)
		if e.Range != nil {
			cases = crossCases([][]Expr{{e.Range}}, cases)
		}
	}
	if len(cases) < 2 {
		return nil, nil, false
	}
	decided := Bool(!e.Forall)
	free := map[string]bool{}
	for _, b := range e.Vars {
		free[b.Name] = true
	}
	var pending *Stop
	for _, cs := range cases {
		independent := true
		for _, x := range cs {
			if mentionsAny(x, free) {
				independent = false
			}
		}
		if independent {
			all := true
			for _, x := range cs {
				b, s := c.evalBool(x, env)
				if s != nil {
					if s.Status == IllDefined {
						return nil, s, true
					}
					if pending == nil {
						pending = s
					}
					all = false
					break
				}
				if !b {
					all = false
					break
				}
			}
			if !all {
				continue // no member in this case (or unknown, noted)
			}
			// Every value is a member: check the body at one.
			inner := env
			for _, b := range e.Vars {
				d, ok := defaultValue(b)
				if !ok {
					return nil, nil, false
				}
				inner = inner.Bind(b.Name, d)
			}
			val, s := c.quantAt(e, inner)
			if s != nil {
				if s.Status == IllDefined {
					return nil, s, true
				}
				if pending == nil {
					pending = s
				}
				continue
			}
			if val == decided {
				return decided, nil, true
			}
			continue
		}
		var cons []Expr
		for _, x := range cs {
			cons = conjuncts(x, cons)
		}
		val, s := c.search(e, cons, env)
		if s != nil {
			if s.Status == IllDefined {
				return nil, s, true
			}
			if pending == nil {
				pending = s
			}
			continue
		}
		if val == decided {
			return decided, nil, true
		}
	}
	if pending != nil {
		return nil, pending, true
	}
	return !decided, nil, true
}

// quantAt is the quantifier's matrix (range and body) at one assignment:
// the decided value when it decides, else the other.
func (c *Ctx) quantAt(e *Quant, env *Env) (Bool, *Stop) {
	if e.Range != nil {
		in, s := c.evalBool(e.Range, env)
		if s != nil {
			return false, s
		}
		if !in {
			return Bool(e.Forall), nil // outside the range decides nothing
		}
	}
	b, s := c.evalBool(e.Body, env)
	if s != nil {
		return false, s
	}
	return Bool(b), nil
}

// maxProbes bounds the assignments probeSearch tries.
const maxProbes = 512

// probeSearch looks for a witness (∃) or a counterexample (∀) among small
// values of integer variables when no range bounds them: one found
// decides the quantifier; none found decides nothing. It spends at most a
// quarter of the steps left, so the rest of the formula is still
// evaluated.
func (c *Ctx) probeSearch(e *Quant, env *Env) bool {
	if len(e.Vars) == 0 || len(e.Vars) > 3 {
		return false
	}
	limit := maxProbes
	if c.Limits.Probes > 0 {
		limit = min(c.Limits.Probes, maxProbes)
	}
	// About limit assignments in all, whatever the number of variables.
	per := limit
	if len(e.Vars) == 2 {
		per = max(2, int(math.Sqrt(float64(limit))))
	} else if len(e.Vars) == 3 {
		per = max(2, int(math.Cbrt(float64(limit))))
	}
	var values [][]Value
	for _, b := range e.Vars {
		t := b.Type
		if t == nil && c.integerUse(e, b.Name, env) {
			// Untyped but used as an integer: 0, 1, 2, … are its values
			// whether Dafny inferred int or nat.
			t = TypeNat
		}
		if t == nil {
			return false
		}
		var vs []Value
		switch t.Kind {
		case KNat:
			for k := 0; k < per; k++ {
				vs = append(vs, IntOf(int64(k)))
			}
		case KInt:
			vs = append(vs, IntValue(0, true, false))
			for k := 1; len(vs) < per; k++ {
				vs = append(vs, IntValue(int64(k), true, false), IntValue(int64(-k), true, false))
			}
		default:
			return false
		}
		values = append(values, vs)
	}
	budget := c.steps + (c.Limits.Steps-c.steps)/4
	if c.Limits.Steps <= 0 {
		budget = c.steps + DefaultLimits.Steps/4
	}
	decided := Bool(!e.Forall)
	whole := []Expr{e.Body}
	if e.Range != nil {
		whole = append(whole, e.Range)
	}
	var try func(i int, env *Env) (found, abort bool)
	try = func(i int, env *Env) (bool, bool) {
		if i == len(e.Vars) {
			if c.steps > budget {
				return false, true
			}
			v, s := c.quantAt(e, env)
			if s != nil {
				return false, s.Status == IllDefined
			}
			return v == decided, false
		}
		b := binder{c: c, env: env, name: e.Vars[i].Name, whole: whole}
		for _, val := range values[i] {
			found, abort := try(i+1, b.bind(val))
			if found || abort {
				return found, abort
			}
		}
		return false, false
	}
	found, _ := try(0, env)
	return found
}

// integerUse says whether the quantifier uses variable v as an integer: an
// index of a sequence, array or string, or compared by order with an
// integer that does not depend on the quantifier's variables. The front
// end left v untyped; a statically typed language gives it an integer
// type there.
func (c *Ctx) integerUse(e *Quant, v string, env *Env) bool {
	vars := map[string]bool{}
	for _, b := range e.Vars {
		vars[b.Name] = true
	}
	isInt := func(x Expr) bool {
		if mentionsAny(x, vars) {
			return false
		}
		val, stop := c.Eval(x, env)
		_, ok := val.(Int)
		return stop == nil && ok
	}
	indexable := func(x Expr) bool {
		if mentionsAny(x, vars) {
			return false
		}
		val, stop := c.Eval(x, env)
		if stop != nil {
			return false
		}
		switch val.(type) {
		case Seq, Array:
			return true
		}
		return false
	}
	ordered := func(op Op) bool { return op == OpLt || op == OpLe || op == OpGt || op == OpGe }
	found := false
	for _, w := range []Expr{e.Range, e.Body} {
		if w == nil {
			continue
		}
		Inspect(w, func(x Expr) bool {
			if found {
				return false
			}
			switch y := x.(type) {
			case *Index:
				if len(y.Args) == 1 && isVar(y.Args[0], v) && indexable(y.X) {
					found = true
				}
			case *Binary:
				if ordered(y.Op) && (isVar(y.X, v) && isInt(y.Y) || isVar(y.Y, v) && isInt(y.X)) {
					found = true
				}
			case *Chain:
				for k, op := range y.Ops {
					if ordered(op) && (isVar(y.Args[k], v) && isInt(y.Args[k+1]) || isVar(y.Args[k+1], v) && isInt(y.Args[k])) {
						found = true
					}
				}
			}
			return !found
		})
	}
	return found
}
