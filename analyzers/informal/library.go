package informal

import (
	"math/big"

	"github.com/specfaith/specfaith/ir"
)

// ---- library functions ----

// plainColl reads a list made of an array or a string (a.toList, s.data,
// a[..]) as the array or string itself: they have the same elements in
// the same order.
func (z *informer) plainColl(e ir.Expr) ir.Expr {
	switch x := e.(type) {
	case *ir.Member:
		if z.memberOp(x) == ir.LibElements {
			if t := z.typeOf(x.X); t != nil && (t.Kind == ir.KArray || t.Kind == ir.KString || t.Kind == ir.KSeq) {
				return z.plainColl(x.X)
			}
		}
	case *ir.Slice:
		if x.Lo == nil && x.Hi == nil {
			return z.plainColl(x.X)
		}
	}
	return e
}

// multisetCall is the multiset of a collection's elements.
func (z *informer) multisetCall(n ir.Node, coll ir.Expr) ir.Expr {
	return ir.IntrinsicCall(n, ir.NameMultiset, z.plainColl(coll))
}

// lowerLib rewrites a library call (on unnormalised operands) into the IR
// the phrasing reads: lengths into |xs|, counts into multiplicities,
// membership tests into `in`, all/any into quantifiers over the elements,
// Pairwise into a quantifier over ordered index pairs, Perm into equal
// multisets, conversions into the canonical conversion; and Python's
// slices and products into slices and products.
func (z *informer) lowerLib(c *ir.Call) (ir.Expr, bool) {
	n := c.Node
	sig, args, ok := z.lib(c)
	if !ok {
		return nil, false
	}
	switch sig.Op {
	case ir.LibConvert:
		if _, canonical := ir.Canonical(callName(c)); canonical && callName(c) == ir.ConvName(sig.To) {
			return nil, false // already canonical
		}
		return ir.IntrinsicCall(n, ir.ConvName(sig.To), args...), true
	case ir.LibPySlice:
		bound := func(b ir.Expr) ir.Expr {
			if l, ok := b.(*ir.Lit); ok {
				if ir.IsNone(l.Val) {
					return nil
				}
				if v, ok := l.Val.(ir.Int); ok && v.V.Sign() < 0 { // counts from the end
					k := new(big.Int).Neg(v.V)
					return &ir.Binary{Node: n, Op: ir.OpSub, X: &ir.Unary{Node: n, Op: ir.OpCard, X: args[0]}, Y: &ir.Lit{Node: l.Node, Val: ir.Int{V: k}}}
				}
			}
			return b
		}
		return &ir.Slice{Node: n, X: args[0], Lo: bound(args[1]), Hi: bound(args[2]), Clamp: true}, true
	case ir.LibPyMul:
		if !isSeqTyped(z.typeOf(args[0])) && !isSeqTyped(z.typeOf(args[1])) {
			return &ir.Binary{Node: n, Op: ir.OpMul, X: args[0], Y: args[1]}, true
		}
		return nil, false
	case ir.LibLength:
		return &ir.Unary{Node: n, Op: ir.OpCard, X: z.plainColl(args[0])}, true
	case ir.LibCount:
		return &ir.Index{Node: n, X: z.multisetCall(n, args[1]), Args: []ir.Expr{args[0]}}, true
	case ir.LibElem:
		return &ir.Binary{Node: n, Op: ir.OpIn, X: args[0], Y: z.plainColl(args[1])}, true
	case ir.LibContains:
		return &ir.Binary{Node: n, Op: ir.OpIn, X: args[1], Y: z.plainColl(args[0])}, true
	case ir.LibPerm:
		return &ir.Binary{Node: n, Op: ir.OpEq, X: z.multisetCall(n, args[0]), Y: z.multisetCall(n, args[1])}, true
	case ir.LibNodup:
		return ir.IntrinsicCall(n, ir.NameDistinct, z.plainColl(args[0])), true
	case ir.LibAll, ir.LibAny:
		coll := z.plainColl(args[0])
		vs, body := z.applyFresh(args[1], 1, []ir.Expr{coll}, "x", "y", "z", "v", "w")
		if vs == nil {
			return nil, false
		}
		v := vs[0]
		guard := &ir.Binary{Node: n, Op: ir.OpIn, X: &ir.Ident{Node: n, Name: v.Name}, Y: coll}
		if sig.Op == ir.LibAll {
			return &ir.Quant{Node: n, Forall: true, Vars: vs, Body: &ir.Binary{Node: n, Op: ir.OpImplies, X: guard, Y: body}}, true
		}
		return &ir.Quant{Node: n, Forall: false, Vars: vs, Body: &ir.Binary{Node: n, Op: ir.OpAnd, X: guard, Y: body}}, true
	case ir.LibPairwise:
		coll := z.plainColl(args[1])
		used := z.namesIn(args[0], coll)
		i := z.freshName(used, "i", "j", "k", "m")
		used[i] = true
		j := z.freshName(used, "j", "k", "m", "p")
		at := func(v string) ir.Expr {
			return &ir.Index{Node: n, X: coll, Args: []ir.Expr{&ir.Ident{Node: n, Name: v}}}
		}
		body := z.apply(args[0], []ir.Expr{at(i), at(j)})
		if body == nil {
			return nil, false
		}
		rng := &ir.Chain{Node: n, Ops: []ir.Op{ir.OpLe, ir.OpLt, ir.OpLt},
			Args: []ir.Expr{&ir.Lit{Node: n, Val: ir.Int{V: big.NewInt(0)}}, &ir.Ident{Node: n, Name: i}, &ir.Ident{Node: n, Name: j}, &ir.Unary{Node: n, Op: ir.OpCard, X: coll}}}
		return &ir.Quant{Node: n, Forall: true, Vars: []ir.Binder{{Name: i}, {Name: j}}, Body: &ir.Binary{Node: n, Op: ir.OpImplies, X: rng, Y: body}}, true
	}
	return nil, false
}

// callName is the name a call applies, or "".
func callName(c *ir.Call) string {
	if id, ok := c.Fn.(*ir.Ident); ok {
		return id.Name
	}
	return ""
}

// lowerMember rewrites library members: xs.length and a.size are |xs|,
// a.toList is a's elements, p.fst and p.snd are components, x.toNat a
// conversion.
func (z *informer) lowerMember(e *ir.Member) (ir.Expr, bool) {
	sig, ok := z.vocab.Member(e)
	if !ok {
		return nil, false
	}
	switch sig.Op {
	case ir.LibLength:
		return &ir.Unary{Node: e.Node, Op: ir.OpCard, X: z.plainColl(e.X)}, true
	case ir.LibElements:
		if x := z.plainColl(e); x != ir.Expr(e) {
			if t := z.typeOf(x); t != nil && t.Kind == ir.KArray {
				return &ir.Slice{Node: e.Node, X: x}, true
			}
			return x, true
		}
	case ir.LibFirst:
		return &ir.Member{Node: e.Node, X: e.X, Name: "0"}, true
	case ir.LibSecond:
		return &ir.Member{Node: e.Node, X: e.X, Name: "1"}, true
	case ir.LibConvert:
		return ir.IntrinsicCall(e.Node, ir.ConvName(sig.To), e.X), true
	}
	return nil, false
}

// apply applies a function expression to arguments: a lambda's body with
// its parameters replaced, or a call. nil when the arity does not match.
func (z *informer) apply(f ir.Expr, args []ir.Expr) ir.Expr {
	if l, ok := f.(*ir.Lambda); ok {
		if len(l.Params) != len(args) {
			return nil
		}
		sub := map[string]ir.Expr{}
		for i, p := range l.Params {
			sub[p.Name] = args[i]
		}
		return substIdents(l.Body, sub)
	}
	if _, ok := f.(*ir.Ident); ok {
		return &ir.Call{Node: ir.Node{R: f.Span()}, Fn: f, Args: args}
	}
	return nil
}

// applyFresh applies a one-parameter function to a variable: a lambda's
// own parameter when it has a readable name, otherwise a fresh one (for
// Lean's · placeholders and for function names).
func (z *informer) applyFresh(f ir.Expr, arity int, ctx []ir.Expr, prefer ...string) ([]ir.Binder, ir.Expr) {
	if l, ok := f.(*ir.Lambda); ok && len(l.Params) == arity {
		readable := true
		for _, p := range l.Params {
			readable = readable && !ir.Generated(p.Name)
		}
		if readable {
			return l.Params, l.Body
		}
	}
	used := z.namesIn(append([]ir.Expr{f}, ctx...)...)
	vs := make([]ir.Binder, arity)
	args := make([]ir.Expr, arity)
	for i := range vs {
		name := z.freshName(used, prefer...)
		used[name] = true
		vs[i] = ir.Binder{Name: name}
		if l, ok := f.(*ir.Lambda); ok && i < len(l.Params) {
			vs[i].Type = l.Params[i].Type
		}
		args[i] = &ir.Ident{Node: ir.Node{R: f.Span()}, Name: name}
	}
	body := z.apply(f, args)
	if body == nil {
		return nil, nil
	}
	return vs, body
}

// namesIn collects the names in scope and the identifiers of es.
func (z *informer) namesIn(es ...ir.Expr) map[string]bool {
	used := map[string]bool{}
	for n := range z.types {
		used[n] = true
	}
	for _, e := range es {
		ir.Inspect(e, func(x ir.Expr) bool {
			switch x := x.(type) {
			case *ir.Ident:
				used[x.Name] = true
			case *ir.Quant:
				for _, v := range x.Vars {
					used[v.Name] = true
				}
			case *ir.Lambda:
				for _, v := range x.Params {
					used[v.Name] = true
				}
			case *ir.Let:
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
	return ir.FreshName(used, prefer...)
}

// substIdents replaces free identifiers by expressions; binders that
// shadow a name stop its replacement.
func substIdents(e ir.Expr, sub map[string]ir.Expr) ir.Expr {
	if e == nil || len(sub) == 0 {
		return e
	}
	without := func(names []string) map[string]ir.Expr {
		var out map[string]ir.Expr
		for _, n := range names {
			if _, ok := sub[n]; ok {
				if out == nil {
					out = make(map[string]ir.Expr, len(sub))
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
	case *ir.Ident:
		if r, ok := sub[x.Name]; ok {
			return r
		}
		return x
	case *ir.Quant:
		inner := without(ir.BinderNames(x.Vars))
		return &ir.Quant{Node: x.Node, Forall: x.Forall, Vars: x.Vars, Range: substIdents(x.Range, inner), Body: substIdents(x.Body, inner)}
	case *ir.Compr:
		inner := without(ir.BinderNames(x.Vars))
		return &ir.Compr{Node: x.Node, Coll: x.Coll, Vars: x.Vars, Cond: substIdents(x.Cond, inner), Key: substIdents(x.Key, inner), Term: substIdents(x.Term, inner)}
	case *ir.Lambda:
		return &ir.Lambda{Node: x.Node, Params: x.Params, Body: substIdents(x.Body, without(ir.BinderNames(x.Params)))}
	case *ir.Let:
		vals := make([]ir.Expr, len(x.Values))
		inner := without(x.Names)
		for i, v := range x.Values {
			if x.Rec {
				vals[i] = substIdents(v, inner)
			} else {
				vals[i] = substIdents(v, sub)
			}
		}
		return &ir.Let{Node: x.Node, Names: x.Names, Values: vals, Types: x.Types, Body: substIdents(x.Body, inner), Rec: x.Rec}
	case *ir.Match:
		cases := make([]ir.Case, len(x.Cases))
		for i, c := range x.Cases {
			cases[i] = ir.Case{Pat: c.Pat, Body: substIdents(c.Body, without(ir.PatternVars(c.Pat, nil)))}
		}
		return &ir.Match{Node: x.Node, X: substIdents(x.X, sub), Cases: cases}
	}
	return ir.Rebuild(e, func(k ir.Expr) ir.Expr { return substIdents(k, sub) })
}

// isPermission: Nagini's Acc/Rd/MustTerminate, which the front end keeps
// without its arguments.
func (z *informer) isPermission(e ir.Expr) bool {
	c, ok := e.(*ir.Call)
	if !ok || len(c.Args) != 0 {
		return false
	}
	return z.libOp(c) == ir.LibPermission
}

// natValued: an expression of a natural-number type (for subtraction
// that stops at 0): Nat-typed names, lengths, non-negative literals and
// their sums, products, quotients and truncated differences.
func (z *informer) natValued(e ir.Expr) bool {
	switch x := e.(type) {
	case *ir.Lit:
		v, ok := x.Val.(ir.Int)
		return ok && v.V.Sign() >= 0 && !v.Signed
	case *ir.Unary:
		return x.Op == ir.OpCard
	case *ir.Binary:
		switch x.Op {
		case ir.OpAdd, ir.OpMul, ir.OpDivEuclidTotal, ir.OpModEuclidTotal, ir.OpNatSub, ir.OpSubAuto, ir.OpPow:
			return z.natValued(x.X) && z.natValued(x.Y)
		}
	case *ir.Call:
		if s, _, ok := z.lib(x); ok && s.Op == ir.LibConvert {
			return s.ToType != nil && s.ToType.Kind == ir.KNat
		}
	case *ir.Index:
		if t := z.typeOf(x); t != nil && t.Kind == ir.KMultiset {
			return false
		}
		if t := z.typeOf(x); t != nil {
			return t.Kind == ir.KNat
		}
		if t := z.typeOf(x.X); t != nil && t.Kind == ir.KMultiset {
			return true
		}
	}
	t := z.typeOf(e)
	return t != nil && t.Kind == ir.KNat
}

// truncated: a subtraction that stops at 0 (Lean's on natural numbers).
func (z *informer) truncated(e ir.Expr) bool {
	b, ok := e.(*ir.Binary)
	if !ok {
		return false
	}
	switch b.Op {
	case ir.OpNatSub:
		return true
	case ir.OpSubAuto:
		return z.natValued(b.X) && z.natValued(b.Y)
	}
	return false
}

// inlineLet replaces let names bound to plain terms (a name, a literal, a
// length, a field, a component: let n := xs.length) by those terms, which
// read as well as the name and need no "letting". Lets of anything larger
// stay.
func (z *informer) inlineLet(e *ir.Let) (ir.Expr, bool) {
	if e.Rec || len(e.Values) != len(e.Names) {
		return nil, false
	}
	sub := map[string]ir.Expr{}
	var names []string
	var vals []ir.Expr
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
	return &ir.Let{Node: e.Node, Names: names, Values: vals, Body: body}, true
}

// plainTerm: a name, a literal, or a length, field or conversion of one.
func plainTerm(e ir.Expr, depth int) bool {
	if depth > 3 {
		return false
	}
	switch x := e.(type) {
	case *ir.Ident, *ir.Lit:
		return true
	case *ir.Unary:
		return x.Op == ir.OpCard && plainTerm(x.X, depth+1)
	case *ir.Member:
		return plainTerm(x.X, depth+1)
	case *ir.Slice:
		return x.Lo == nil && x.Hi == nil && plainTerm(x.X, depth+1)
	}
	return false
}

// capturesIn reports whether body binds a name that v mentions (inlining v
// there would change what the name means).
func capturesIn(body, v ir.Expr) bool {
	free := map[string]bool{}
	ir.Inspect(v, func(x ir.Expr) bool {
		if id, ok := x.(*ir.Ident); ok {
			free[id.Name] = true
		}
		return true
	})
	found := false
	ir.Inspect(body, func(x ir.Expr) bool {
		var names []string
		switch x := x.(type) {
		case *ir.Quant:
			names = ir.BinderNames(x.Vars)
		case *ir.Compr:
			names = ir.BinderNames(x.Vars)
		case *ir.Lambda:
			names = ir.BinderNames(x.Params)
		case *ir.Let:
			names = x.Names
		case *ir.Match:
			for _, c := range x.Cases {
				names = append(names, ir.PatternVars(c.Pat, nil)...)
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
func (z *informer) joinBounds(a, b ir.Expr) (ir.Expr, bool) {
	ba, ok1 := a.(*ir.Binary)
	bb, ok2 := b.(*ir.Binary)
	if !ok1 || !ok2 {
		return nil, false
	}
	var x, lo, hi ir.Expr
	var op1, op2 ir.Op
	switch ba.Op { // x > lo, x >= lo, lo < x, lo <= x
	case ir.OpGe, ir.OpGt:
		x, lo, op1 = ba.X, ba.Y, ir.MirrorOp(ba.Op)
	case ir.OpLe, ir.OpLt:
		x, lo, op1 = ba.Y, ba.X, ba.Op
	default:
		return nil, false
	}
	switch bb.Op { // x < hi, x <= hi, hi > x, hi >= x
	case ir.OpLe, ir.OpLt:
		if !ir.SameExpr(bb.X, x) {
			return nil, false
		}
		hi, op2 = bb.Y, bb.Op
	case ir.OpGe, ir.OpGt:
		if !ir.SameExpr(bb.Y, x) {
			return nil, false
		}
		hi, op2 = bb.X, ir.MirrorOp(bb.Op)
	default:
		return nil, false
	}
	if isLiteralExpr(x) || z.collOrder(lo, x) != ir.KUnknown || z.collOrder(x, hi) != ir.KUnknown {
		return nil, false
	}
	if op1 == ir.OpLe && op2 == ir.OpLe && ir.SameExpr(lo, hi) {
		return z.normEq(ir.OpEq, lo, x, false), true // a <= b && b <= a: a == b
	}
	return &ir.Chain{Ops: []ir.Op{op1, op2}, Args: []ir.Expr{lo, x, hi}}, true
}

func isEmptySeq(e ir.Expr) bool {
	switch x := e.(type) {
	case *ir.Display:
		return (x.Coll == ir.KSeq || x.Coll == ir.KArray) && len(x.Elems) == 0
	case *ir.Lit:
		v, ok := x.Val.(ir.Seq)
		return ok && len(v.Elems) == 0
	}
	return false
}

// varTuple: a tuple pattern of names (and wildcards), as in let (m, p) := r.
func varTuple(p ir.Pattern) bool {
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
func (z *informer) splitBinding(e ir.Expr) []ir.Expr {
	var out []ir.Expr
	for _, it := range conjunctList(e) {
		switch x := it.(type) {
		case *ir.Let:
			if cs := conjunctList(x.Body); len(cs) > 1 && !x.Rec {
				names := make([]ir.Binder, len(x.Names))
				for i, n := range x.Names {
					names[i] = ir.Binder{Name: n}
				}
				for _, c := range cs {
					if mentionsVar(c, names) {
						out = append(out, &ir.Let{Node: x.Node, Names: x.Names, Values: x.Values, Types: x.Types, Body: c})
					} else {
						out = append(out, c)
					}
				}
				continue
			}
		case *ir.Match:
			if len(x.Cases) == 1 && varTuple(x.Cases[0].Pat) {
				if cs := conjunctList(x.Cases[0].Body); len(cs) > 1 {
					for _, c := range cs {
						out = append(out, &ir.Match{Node: x.Node, X: x.X, Cases: []ir.Case{{Pat: x.Cases[0].Pat, Body: c}}})
					}
					continue
				}
			}
		}
		out = append(out, it)
	}
	return out
}
