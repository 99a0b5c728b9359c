package informal

import (
	"math/big"

	"github.com/specfaith/specfaith/spec"
)

// ---- library functions ----

// plainColl reads a list made of an array or a string (a.toList, s.data,
// a[..]) as the array or string itself: they have the same elements in
// the same order.
func (z *informer) plainColl(e spec.Expr) spec.Expr {
	switch x := e.(type) {
	case *spec.Member:
		if z.memberOp(x) == spec.LibElements {
			if t := z.typeOf(x.X); t != nil && (t.Kind == spec.KArray || t.Kind == spec.KString || t.Kind == spec.KSeq) {
				return z.plainColl(x.X)
			}
		}
	case *spec.Slice:
		if x.Lo == nil && x.Hi == nil {
			return z.plainColl(x.X)
		}
	}
	return e
}

// multisetCall is the multiset of a collection's elements.
func (z *informer) multisetCall(n spec.Node, coll spec.Expr) spec.Expr {
	return spec.IntrinsicCall(n, spec.NameMultiset, z.plainColl(coll))
}

// lowerLib rewrites a library call (on unnormalised operands) into the IR
// the phrasing reads: lengths into |xs|, counts into multiplicities,
// membership tests into `in`, all/any into quantifiers over the elements,
// Pairwise into a quantifier over ordered index pairs, Perm into equal
// multisets, conversions into the canonical conversion; and Python's
// slices and products into slices and products.
func (z *informer) lowerLib(c *spec.Call) (spec.Expr, bool) {
	n := c.Node
	sig, args, ok := z.lib(c)
	if !ok {
		return nil, false
	}
	switch sig.Op {
	case spec.LibConvert:
		if _, canonical := spec.Canonical(callName(c)); canonical && callName(c) == spec.ConvName(sig.To) {
			return nil, false // already canonical
		}
		return spec.IntrinsicCall(n, spec.ConvName(sig.To), args...), true
	case spec.LibPySlice:
		bound := func(b spec.Expr) spec.Expr {
			if l, ok := b.(*spec.Lit); ok {
				if spec.IsNone(l.Val) {
					return nil
				}
				if v, ok := l.Val.(spec.Int); ok && v.V.Sign() < 0 { // counts from the end
					k := new(big.Int).Neg(v.V)
					return &spec.Binary{Node: n, Op: spec.OpSub, X: &spec.Unary{Node: n, Op: spec.OpCard, X: args[0]}, Y: &spec.Lit{Node: l.Node, Val: spec.Int{V: k}}}
				}
			}
			return b
		}
		return &spec.Slice{Node: n, X: args[0], Lo: bound(args[1]), Hi: bound(args[2]), Clamp: true}, true
	case spec.LibPyMul:
		if !isSeqTyped(z.typeOf(args[0])) && !isSeqTyped(z.typeOf(args[1])) {
			return &spec.Binary{Node: n, Op: spec.OpMul, X: args[0], Y: args[1]}, true
		}
		return nil, false
	case spec.LibLength:
		return &spec.Unary{Node: n, Op: spec.OpCard, X: z.plainColl(args[0])}, true
	case spec.LibCount:
		return &spec.Index{Node: n, X: z.multisetCall(n, args[1]), Args: []spec.Expr{args[0]}}, true
	case spec.LibElem:
		return &spec.Binary{Node: n, Op: spec.OpIn, X: args[0], Y: z.plainColl(args[1])}, true
	case spec.LibContains:
		return &spec.Binary{Node: n, Op: spec.OpIn, X: args[1], Y: z.plainColl(args[0])}, true
	case spec.LibPerm:
		return &spec.Binary{Node: n, Op: spec.OpEq, X: z.multisetCall(n, args[0]), Y: z.multisetCall(n, args[1])}, true
	case spec.LibNodup:
		return spec.IntrinsicCall(n, spec.NameDistinct, z.plainColl(args[0])), true
	case spec.LibAll, spec.LibAny:
		coll := z.plainColl(args[0])
		vs, body := z.applyFresh(args[1], 1, []spec.Expr{coll}, "x", "y", "z", "v", "w")
		if vs == nil {
			return nil, false
		}
		v := vs[0]
		guard := &spec.Binary{Node: n, Op: spec.OpIn, X: &spec.Ident{Node: n, Name: v.Name}, Y: coll}
		if sig.Op == spec.LibAll {
			return &spec.Quant{Node: n, Forall: true, Vars: vs, Body: &spec.Binary{Node: n, Op: spec.OpImplies, X: guard, Y: body}}, true
		}
		return &spec.Quant{Node: n, Forall: false, Vars: vs, Body: &spec.Binary{Node: n, Op: spec.OpAnd, X: guard, Y: body}}, true
	case spec.LibPairwise:
		coll := z.plainColl(args[1])
		used := z.namesIn(args[0], coll)
		i := z.freshName(used, "i", "j", "k", "m")
		used[i] = true
		j := z.freshName(used, "j", "k", "m", "p")
		at := func(v string) spec.Expr {
			return &spec.Index{Node: n, X: coll, Args: []spec.Expr{&spec.Ident{Node: n, Name: v}}}
		}
		body := z.apply(args[0], []spec.Expr{at(i), at(j)})
		if body == nil {
			return nil, false
		}
		rng := &spec.Chain{Node: n, Ops: []spec.Op{spec.OpLe, spec.OpLt, spec.OpLt},
			Args: []spec.Expr{&spec.Lit{Node: n, Val: spec.Int{V: big.NewInt(0)}}, &spec.Ident{Node: n, Name: i}, &spec.Ident{Node: n, Name: j}, &spec.Unary{Node: n, Op: spec.OpCard, X: coll}}}
		return &spec.Quant{Node: n, Forall: true, Vars: []spec.Binder{{Name: i}, {Name: j}}, Body: &spec.Binary{Node: n, Op: spec.OpImplies, X: rng, Y: body}}, true
	}
	return nil, false
}

// callName is the name a call applies, or "".
func callName(c *spec.Call) string {
	if id, ok := c.Fn.(*spec.Ident); ok {
		return id.Name
	}
	return ""
}

// lowerMember rewrites library members: xs.length and a.size are |xs|,
// a.toList is a's elements, p.fst and p.snd are components, x.toNat a
// conversion.
func (z *informer) lowerMember(e *spec.Member) (spec.Expr, bool) {
	sig, ok := z.vocab.Member(e)
	if !ok {
		return nil, false
	}
	switch sig.Op {
	case spec.LibLength:
		return &spec.Unary{Node: e.Node, Op: spec.OpCard, X: z.plainColl(e.X)}, true
	case spec.LibElements:
		if x := z.plainColl(e); x != spec.Expr(e) {
			if t := z.typeOf(x); t != nil && t.Kind == spec.KArray {
				return &spec.Slice{Node: e.Node, X: x}, true
			}
			return x, true
		}
	case spec.LibFirst:
		return &spec.Member{Node: e.Node, X: e.X, Name: "0"}, true
	case spec.LibSecond:
		return &spec.Member{Node: e.Node, X: e.X, Name: "1"}, true
	case spec.LibConvert:
		return spec.IntrinsicCall(e.Node, spec.ConvName(sig.To), e.X), true
	}
	return nil, false
}

// apply applies a function expression to arguments: a lambda's body with
// its parameters replaced, or a call. nil when the arity does not match.
func (z *informer) apply(f spec.Expr, args []spec.Expr) spec.Expr {
	if l, ok := f.(*spec.Lambda); ok {
		if len(l.Params) != len(args) {
			return nil
		}
		sub := map[string]spec.Expr{}
		for i, p := range l.Params {
			sub[p.Name] = args[i]
		}
		return substIdents(l.Body, sub)
	}
	if _, ok := f.(*spec.Ident); ok {
		return &spec.Call{Node: spec.Node{R: f.Span()}, Fn: f, Args: args}
	}
	return nil
}

// applyFresh applies a one-parameter function to a variable: a lambda's
// own parameter when it has a readable name, otherwise a fresh one (for
// Lean's · placeholders and for function names).
func (z *informer) applyFresh(f spec.Expr, arity int, ctx []spec.Expr, prefer ...string) ([]spec.Binder, spec.Expr) {
	if l, ok := f.(*spec.Lambda); ok && len(l.Params) == arity {
		readable := true
		for _, p := range l.Params {
			readable = readable && !spec.Generated(p.Name)
		}
		if readable {
			return l.Params, l.Body
		}
	}
	used := z.namesIn(append([]spec.Expr{f}, ctx...)...)
	vs := make([]spec.Binder, arity)
	args := make([]spec.Expr, arity)
	for i := range vs {
		name := z.freshName(used, prefer...)
		used[name] = true
		vs[i] = spec.Binder{Name: name}
		if l, ok := f.(*spec.Lambda); ok && i < len(l.Params) {
			vs[i].Type = l.Params[i].Type
		}
		args[i] = &spec.Ident{Node: spec.Node{R: f.Span()}, Name: name}
	}
	body := z.apply(f, args)
	if body == nil {
		return nil, nil
	}
	return vs, body
}

// namesIn collects the names in scope and the identifiers of es.
func (z *informer) namesIn(es ...spec.Expr) map[string]bool {
	used := map[string]bool{}
	for n := range z.types {
		used[n] = true
	}
	for _, e := range es {
		spec.Inspect(e, func(x spec.Expr) bool {
			switch x := x.(type) {
			case *spec.Ident:
				used[x.Name] = true
			case *spec.Quant:
				for _, v := range x.Vars {
					used[v.Name] = true
				}
			case *spec.Lambda:
				for _, v := range x.Params {
					used[v.Name] = true
				}
			case *spec.Let:
				for _, v := range x.Names {
					used[v] = true
				}
			}
			return true
		})
	}
	return used
}

func (z *informer) freshName(used map[string]bool, prefer ...string) string {
	return spec.FreshName(used, prefer...)
}

// substIdents replaces free identifiers by expressions; binders that
// shadow a name stop its replacement.
func substIdents(e spec.Expr, sub map[string]spec.Expr) spec.Expr {
	if e == nil || len(sub) == 0 {
		return e
	}
	without := func(names []string) map[string]spec.Expr {
		var out map[string]spec.Expr
		for _, n := range names {
			if _, ok := sub[n]; ok {
				if out == nil {
					out = make(map[string]spec.Expr, len(sub))
					for k, v := range sub {
						out[k] = v
					}
				}
				delete(out, n)
			}
		}
		if out == nil {
			return sub
		}
		return out
	}
	switch x := e.(type) {
	case *spec.Ident:
		if r, ok := sub[x.Name]; ok {
			return r
		}
		return x
	case *spec.Quant:
		inner := without(spec.BinderNames(x.Vars))
		return &spec.Quant{Node: x.Node, Forall: x.Forall, Vars: x.Vars, Range: substIdents(x.Range, inner), Body: substIdents(x.Body, inner)}
	case *spec.Compr:
		inner := without(spec.BinderNames(x.Vars))
		return &spec.Compr{Node: x.Node, Coll: x.Coll, Vars: x.Vars, Cond: substIdents(x.Cond, inner), Key: substIdents(x.Key, inner), Term: substIdents(x.Term, inner)}
	case *spec.Lambda:
		return &spec.Lambda{Node: x.Node, Params: x.Params, Body: substIdents(x.Body, without(spec.BinderNames(x.Params)))}
	case *spec.Let:
		vals := make([]spec.Expr, len(x.Values))
		inner := without(x.Names)
		for i, v := range x.Values {
			if x.Rec {
				vals[i] = substIdents(v, inner)
			} else {
				vals[i] = substIdents(v, sub)
			}
		}
		return &spec.Let{Node: x.Node, Names: x.Names, Values: vals, Types: x.Types, Body: substIdents(x.Body, inner), Rec: x.Rec}
	case *spec.Match:
		cases := make([]spec.Case, len(x.Cases))
		for i, c := range x.Cases {
			cases[i] = spec.Case{Pat: c.Pat, Body: substIdents(c.Body, without(spec.PatternVars(c.Pat, nil)))}
		}
		return &spec.Match{Node: x.Node, X: substIdents(x.X, sub), Cases: cases}
	}
	return spec.Rebuild(e, func(k spec.Expr) spec.Expr { return substIdents(k, sub) })
}

// isPermission: Nagini's Acc/Rd/MustTerminate, which the front end keeps
// without its arguments.
func (z *informer) isPermission(e spec.Expr) bool {
	c, ok := e.(*spec.Call)
	if !ok || len(c.Args) != 0 {
		return false
	}
	return z.libOp(c) == spec.LibPermission
}

// natValued: an expression of a natural-number type (for subtraction
// that stops at 0): Nat-typed names, lengths, non-negative literals and
// their sums, products, quotients and truncated differences.
func (z *informer) natValued(e spec.Expr) bool {
	switch x := e.(type) {
	case *spec.Lit:
		v, ok := x.Val.(spec.Int)
		return ok && v.V.Sign() >= 0 && !v.Signed
	case *spec.Unary:
		return x.Op == spec.OpCard
	case *spec.Binary:
		switch x.Op {
		case spec.OpAdd, spec.OpMul, spec.OpDivEuclidTotal, spec.OpModEuclidTotal, spec.OpNatSub, spec.OpSubAuto, spec.OpPow:
			return z.natValued(x.X) && z.natValued(x.Y)
		}
	case *spec.Call:
		if s, _, ok := z.lib(x); ok && s.Op == spec.LibConvert {
			return s.ToType != nil && s.ToType.Kind == spec.KNat
		}
	case *spec.Index:
		if t := z.typeOf(x); t != nil && t.Kind == spec.KMultiset {
			return false
		}
		if t := z.typeOf(x); t != nil {
			return t.Kind == spec.KNat
		}
		if t := z.typeOf(x.X); t != nil && t.Kind == spec.KMultiset {
			return true
		}
	}
	t := z.typeOf(e)
	return t != nil && t.Kind == spec.KNat
}

// truncated: a subtraction that stops at 0 (Lean's on natural numbers).
func (z *informer) truncated(e spec.Expr) bool {
	b, ok := e.(*spec.Binary)
	if !ok {
		return false
	}
	switch b.Op {
	case spec.OpNatSub:
		return true
	case spec.OpSubAuto:
		return z.natValued(b.X) && z.natValued(b.Y)
	}
	return false
}

// inlineLet replaces let names bound to plain terms (a name, a literal, a
// length, a field, a component: let n := xs.length) by those terms, which
// read as well as the name and need no "letting". Lets of anything larger
// stay.
func (z *informer) inlineLet(e *spec.Let) (spec.Expr, bool) {
	if e.Rec || len(e.Values) != len(e.Names) {
		return nil, false
	}
	sub := map[string]spec.Expr{}
	var names []string
	var vals []spec.Expr
	for i, n := range e.Names {
		v := e.Values[i]
		if plainTerm(v, 0) && !capturesIn(e.Body, v) {
			// A later value may mention an earlier name.
			sub[n] = substIdents(v, sub)
			continue
		}
		names = append(names, n)
		vals = append(vals, substIdents(v, sub))
	}
	if len(sub) == 0 {
		return nil, false
	}
	body := substIdents(e.Body, sub)
	if len(names) == 0 {
		return body, true
	}
	return &spec.Let{Node: e.Node, Names: names, Values: vals, Body: body}, true
}

// plainTerm: a name, a literal, or a length, field or conversion of one.
func plainTerm(e spec.Expr, depth int) bool {
	if depth > 3 {
		return false
	}
	switch x := e.(type) {
	case *spec.Ident, *spec.Lit:
		return true
	case *spec.Unary:
		return x.Op == spec.OpCard && plainTerm(x.X, depth+1)
	case *spec.Member:
		return plainTerm(x.X, depth+1)
	case *spec.Slice:
		return x.Lo == nil && x.Hi == nil && plainTerm(x.X, depth+1)
	}
	return false
}

// capturesIn reports whether body binds a name that v mentions (inlining v
// there would change what the name means).
func capturesIn(body, v spec.Expr) bool {
	free := map[string]bool{}
	spec.Inspect(v, func(x spec.Expr) bool {
		if id, ok := x.(*spec.Ident); ok {
			free[id.Name] = true
		}
		return true
	})
	found := false
	spec.Inspect(body, func(x spec.Expr) bool {
		var names []string
		switch x := x.(type) {
		case *spec.Quant:
			names = spec.BinderNames(x.Vars)
		case *spec.Compr:
			names = spec.BinderNames(x.Vars)
		case *spec.Lambda:
			names = spec.BinderNames(x.Params)
		case *spec.Let:
			names = x.Names
		case *spec.Match:
			for _, c := range x.Cases {
				names = append(names, spec.PatternVars(c.Pat, nil)...)
			}
		}
		for _, n := range names {
			found = found || free[n]
		}
		return !found
	})
	return found
}

// joinBounds joins a conjunct bounding a term from below and one bounding
// it from above (0 <= i, i < n) into one chain (0 <= i < n), so that both
// spellings read the same.
func (z *informer) joinBounds(a, b spec.Expr) (spec.Expr, bool) {
	ba, ok1 := a.(*spec.Binary)
	bb, ok2 := b.(*spec.Binary)
	if !ok1 || !ok2 {
		return nil, false
	}
	var x, lo, hi spec.Expr
	var op1, op2 spec.Op
	switch ba.Op { // x > lo, x >= lo, lo < x, lo <= x
	case spec.OpGe, spec.OpGt:
		x, lo, op1 = ba.X, ba.Y, spec.MirrorOp(ba.Op)
	case spec.OpLe, spec.OpLt:
		x, lo, op1 = ba.Y, ba.X, ba.Op
	default:
		return nil, false
	}
	switch bb.Op { // x < hi, x <= hi, hi > x, hi >= x
	case spec.OpLe, spec.OpLt:
		if !spec.SameExpr(bb.X, x) {
			return nil, false
		}
		hi, op2 = bb.Y, bb.Op
	case spec.OpGe, spec.OpGt:
		if !spec.SameExpr(bb.Y, x) {
			return nil, false
		}
		hi, op2 = bb.X, spec.MirrorOp(bb.Op)
	default:
		return nil, false
	}
	if isLiteralExpr(x) || z.collOrder(lo, x) != spec.KUnknown || z.collOrder(x, hi) != spec.KUnknown {
		return nil, false
	}
	if op1 == spec.OpLe && op2 == spec.OpLe && spec.SameExpr(lo, hi) {
		return z.normEq(spec.OpEq, lo, x, false), true // a <= b && b <= a: a == b
	}
	return &spec.Chain{Ops: []spec.Op{op1, op2}, Args: []spec.Expr{lo, x, hi}}, true
}

func isEmptySeq(e spec.Expr) bool {
	switch x := e.(type) {
	case *spec.Display:
		return (x.Coll == spec.KSeq || x.Coll == spec.KArray) && len(x.Elems) == 0
	case *spec.Lit:
		v, ok := x.Val.(spec.Seq)
		return ok && len(v.Elems) == 0
	}
	return false
}

// varTuple: a tuple pattern of names (and wildcards), as in let (m, p) := r.
func varTuple(p spec.Pattern) bool {
	if !p.Tuple || len(p.Args) == 0 {
		return false
	}
	for _, a := range p.Args {
		if a.Var == "" && !a.Wild {
			return false
		}
	}
	return true
}

// splitBinding splits a conjunction into items; under a let or a tuple
// destructuring each conjunct becomes an item with its own binding, so
// that "letting (m, p) be result, A and B" reads as two guarantees.
func (z *informer) splitBinding(e spec.Expr) []spec.Expr {
	var out []spec.Expr
	for _, it := range conjunctList(e) {
		switch x := it.(type) {
		case *spec.Let:
			if cs := conjunctList(x.Body); len(cs) > 1 && !x.Rec {
				names := make([]spec.Binder, len(x.Names))
				for i, n := range x.Names {
					names[i] = spec.Binder{Name: n}
				}
				for _, c := range cs {
					if mentionsVar(c, names) {
						out = append(out, &spec.Let{Node: x.Node, Names: x.Names, Values: x.Values, Types: x.Types, Body: c})
					} else {
						out = append(out, c)
					}
				}
				continue
			}
		case *spec.Match:
			if len(x.Cases) == 1 && varTuple(x.Cases[0].Pat) {
				if cs := conjunctList(x.Cases[0].Body); len(cs) > 1 {
					for _, c := range cs {
						out = append(out, &spec.Match{Node: x.Node, X: x.X, Cases: []spec.Case{{Pat: x.Cases[0].Pat, Body: c}}})
					}
					continue
				}
			}
		}
		out = append(out, it)
	}
	return out
}
