package ir

import "math/big"

// Ranges read through local functions and pinned lists. A conjunct that
// calls a local function (a closure: Lean's let f x := …) holds only where
// the function's body holds, so the body's conjuncts bound the parameter
// that receives the variable. A list variable whose length is known
// (v.length = n) and whose every element is fixed by a ∀ (∀ j, j <
// v.length → v[j]! = E(j), E free of v) has one candidate:
// [E(0), …, E(n-1)]; so has one with v.all (fun p => p = E).

// maxInlineDepth bounds calls read through.
const maxInlineDepth = 4

// inlineDomain reads v's range from the body of a local function a
// conjunct calls with v as an argument.
func (c *Ctx) inlineDomain(e Expr, v Binder, others []Binder, env *Env, usable func(Expr) bool) *domain {
	call, ok := e.(*Call)
	if !ok || c.inlining >= maxInlineDepth {
		return nil
	}
	fn, ok := call.Fn.(*Ident)
	if !ok {
		return nil
	}
	b, ok := env.lookup(fn.Name)
	if !ok {
		return nil
	}
	clo, ok := b.val.(*Closure)
	if !ok || clo.Body == nil || len(clo.Params) != len(call.Args) {
		return nil
	}
	inner := clo.Env
	var param string
	var innerOthers []Binder
	otherNames := map[string]bool{}
	for _, o := range others {
		otherNames[o.Name] = true
	}
	for i, a := range call.Args {
		p := clo.Params[i]
		switch {
		case isVar(a, v.Name) && param == "":
			param = p
		case usable(a):
			val, stop := c.Eval(a, env)
			if stop != nil {
				return nil
			}
			inner = inner.Bind(p, val)
		default:
			id, isID := a.(*Ident)
			if !isID || !otherNames[id.Name] && id.Name != v.Name {
				return nil
			}
			innerOthers = append(innerOthers, Binder{Name: p})
		}
	}
	if param == "" {
		return nil
	}
	c.inlining++
	defer func() { c.inlining-- }()
	pv := v
	pv.Name = param
	dom, stop := c.domain(pv, innerOthers, conjuncts(clo.Body, nil), nil, inner)
	if stop != nil || !dom.found {
		return nil
	}
	return &dom
}

// lengthOf reports whether e is v's length (the language's length).
func (c *Ctx) lengthOf(e Expr, v string) bool {
	if c.vocab == nil {
		return false
	}
	switch x := e.(type) {
	case *Member:
		s, ok := c.vocab.Member(x)
		return ok && s.Op == LibLength && isVar(x.X, v)
	case *Call:
		s, args, ok := c.vocab.Call(x, c.libShadowed)
		return ok && s.Op == LibLength && len(args) == 1 && isVar(args[0], v)
	}
	return false
}

// onlyLength reports whether e mentions v only through v's length.
func (c *Ctx) onlyLength(e Expr, v string) bool {
	ok := true
	Inspect(e, func(x Expr) bool {
		if !ok {
			return false
		}
		if c.lengthOf(x, v) {
			return false
		}
		if isVar(x, v) {
			ok = false
		}
		return ok
	})
	return ok
}

// pinnedList finds the one list v can be: its length n from v.length = n
// and its elements from a ∀ over its indices.
func (c *Ctx) pinnedList(v string, cons []Expr, env *Env, usable func(Expr) bool) ([]Value, bool) {
	n := -1
	for _, rel := range c.relationsOf(cons) {
		if rel.op != OpEq {
			continue
		}
		for _, side := range [][2]Expr{{rel.x, rel.y}, {rel.y, rel.x}} {
			if c.lengthOf(side[0], v) && usable(side[1]) {
				val, stop := c.Eval(side[1], env)
				if i, ok := val.(Int); stop == nil && ok && i.V.IsInt64() && i.V.Sign() >= 0 && i.V.Int64() <= int64(maxSegments) {
					n = int(i.V.Int64())
				}
			}
		}
	}
	if n < 0 {
		return nil, false
	}
	// v.all (fun p => p = E): every element is E.
	for _, e := range cons {
		call, ok := e.(*Call)
		if !ok || c.vocab == nil {
			continue
		}
		s, args, ok := c.vocab.Call(call, c.libShadowed)
		if !ok || s.Op != LibAll || len(args) != 2 || !isVar(args[0], v) {
			continue
		}
		lam, ok := args[1].(*Lambda)
		if !ok || len(lam.Params) != 1 {
			continue
		}
		p := lam.Params[0].Name
		eq, ok := lam.Body.(*Binary)
		if !ok || eq.Op != OpEq {
			continue
		}
		for _, side := range [][2]Expr{{eq.X, eq.Y}, {eq.Y, eq.X}} {
			if !isVar(side[0], p) || mentionsAny(side[1], map[string]bool{p: true, v: true}) || !usable(side[1]) {
				continue
			}
			val, stop := c.Eval(side[1], env)
			if stop != nil {
				continue
			}
			out := make([]Value, n)
			for k := range out {
				out[k] = val
			}
			return []Value{Seq{Elems: out}}, true
		}
	}
	for _, e := range cons {
		q, ok := e.(*Quant)
		if !ok || !q.Forall || len(q.Vars) != 1 {
			continue
		}
		j := q.Vars[0].Name
		if j == v {
			continue
		}
		// ∀ j, guard → v[j]! = E (the guard in Range or as antecedents).
		var guards []Expr
		if q.Range != nil {
			guards = conjuncts(q.Range, guards)
		}
		body := q.Body
		for {
			b, isImp := body.(*Binary)
			if !isImp || b.Op != OpImplies {
				break
			}
			guards = conjuncts(b.X, guards)
			body = b.Y
		}
		eq, isEq := body.(*Binary)
		if !isEq || eq.Op != OpEq {
			continue
		}
		var elem Expr
		for _, side := range [][2]Expr{{eq.X, eq.Y}, {eq.Y, eq.X}} {
			ix, isIx := side[0].(*Index)
			if isIx && isVar(ix.X, v) && len(ix.Args) == 1 && isVar(ix.Args[0], j) && !mentionsAny(side[1], map[string]bool{v: true}) {
				elem = side[1]
			}
		}
		if elem == nil || !usableBut(elem, j, usable) {
			continue
		}
		guardsOK := true
		for _, g := range guards {
			if !c.onlyLength(g, v) || !usableButLen(c, g, v, j, usable) {
				guardsOK = false
			}
		}
		if !guardsOK {
			continue
		}
		// Every index below n must pass the guard (for any list of length
		// n: the guard sees v only through its length), so each element
		// is E(j).
		probe := make([]Value, n)
		for k := range probe {
			probe[k] = Bool(false)
		}
		lenEnv := env.Bind(v, Seq{Elems: probe})
		out := make([]Value, n)
		good := true
		for k := 0; k < n && good; k++ {
			at := lenEnv.Bind(j, Int{V: big.NewInt(int64(k))})
			for _, g := range guards {
				b, stop := c.evalBool(g, at)
				if stop != nil || !b {
					good = false
					break
				}
			}
			if !good {
				break
			}
			val, stop := c.Eval(elem, env.Bind(j, Int{V: big.NewInt(int64(k))}))
			if stop != nil {
				good = false
				break
			}
			out[k] = val
		}
		if good {
			return []Value{Seq{Elems: out}}, true
		}
	}
	return nil, false
}

// usableBut: e mentions no bound variable except j.
func usableBut(e Expr, j string, usable func(Expr) bool) bool {
	ok := true
	Inspect(e, func(x Expr) bool {
		if !ok {
			return false
		}
		if id, isID := x.(*Ident); isID && id.Name != j && !usable(id) {
			ok = false
		}
		return ok
	})
	return ok
}

// usableButLen: e mentions no bound variable except j and v's length.
func usableButLen(c *Ctx, e Expr, v, j string, usable func(Expr) bool) bool {
	ok := true
	Inspect(e, func(x Expr) bool {
		if !ok {
			return false
		}
		if c.lengthOf(x, v) {
			return false
		}
		if id, isID := x.(*Ident); isID && id.Name != j && !usable(id) {
			ok = false
		}
		return ok
	})
	return ok
}

// libShadowed is Resolution.Shadows's rule where the evaluator reads a
// library call: a function or constant of the module hides a library
// spelling of its name (the evaluator's own lookup order).
func (c *Ctx) libShadowed(name string) bool {
	if _, ok := c.Funcs[name]; ok {
		return true
	}
	_, ok := c.Consts[name]
	return ok
}
