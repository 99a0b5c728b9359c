package informal

import (
	"math/big"

	"github.com/specfaith/specfaith/ir"
)

// ---- normalisation ----

func mkBinary(op ir.Op, x, y ir.Expr) ir.Expr { return &ir.Binary{Op: op, X: x, Y: y} }

func mkNot(x ir.Expr) ir.Expr { return &ir.Unary{Op: ir.OpNot, X: x} }

func isBoolLit(e ir.Expr, v bool) bool {
	l, ok := e.(*ir.Lit)
	if !ok {
		return false
	}
	b, ok := l.Val.(ir.Bool)
	return ok && bool(b) == v
}

func boolLitValue(e ir.Expr) (bool, bool) {
	if l, ok := e.(*ir.Lit); ok {
		if b, ok := l.Val.(ir.Bool); ok {
			return bool(b), true
		}
	}
	return false, false
}

func asNot(e ir.Expr) (ir.Expr, bool) {
	if u, ok := e.(*ir.Unary); ok && u.Op == ir.OpNot {
		return u.X, true
	}
	return nil, false
}

// conjunctList flattens a conjunction.
func conjunctList(e ir.Expr) []ir.Expr { return flattenOp(e, ir.OpAnd, nil) }

func disjunctList(e ir.Expr) []ir.Expr { return flattenOp(e, ir.OpOr, nil) }

func flattenOp(e ir.Expr, op ir.Op, acc []ir.Expr) []ir.Expr {
	for {
		b, ok := e.(*ir.Binary)
		if !ok || b.Op != op {
			return append(acc, e)
		}
		acc = flattenOp(b.X, op, acc)
		e = b.Y
	}
}

// norm rewrites e into the normal form the phrasing reads. It builds new
// nodes and never changes e.
func (z *informer) norm(e ir.Expr) ir.Expr {
	if e == nil {
		return nil
	}
	z.depth++
	defer func() { z.depth-- }()
	if z.depth > maxInformalDepth {
		return e
	}
	switch e := e.(type) {
	case *ir.Unary:
		if e.Op == ir.OpNot {
			return z.negN(z.norm(e.X))
		}
		return &ir.Unary{Node: e.Node, Op: e.Op, X: z.norm(e.X)}
	case *ir.Binary:
		return z.normBinary(e)
	case *ir.Chain:
		return z.normChain(e)
	case *ir.Quant:
		restore := z.bindVars(e.Vars, e.Range, e.Body)
		defer restore()
		var body ir.Expr
		switch {
		case e.Range == nil:
			body = z.norm(e.Body)
		case e.Forall:
			body = z.implies(z.norm(e.Range), z.norm(e.Body))
		default:
			body = z.and(z.norm(e.Range), z.norm(e.Body))
		}
		if isBoolLit(body, e.Forall) {
			return body
		}
		return &ir.Quant{Node: e.Node, Forall: e.Forall, Vars: e.Vars, Body: body}
	case *ir.Old:
		return z.pushOld(z.norm(e.X))
	case *ir.Call:
		if x, ok := z.lowerLib(e); ok {
			return z.norm(x)
		}
		fn := e.Fn
		if _, ok := fn.(*ir.Ident); !ok {
			fn = z.norm(fn)
		}
		return &ir.Call{Node: e.Node, Fn: fn, Args: z.normAll(e.Args)}
	case *ir.Index:
		return &ir.Index{Node: e.Node, X: z.norm(e.X), Args: z.normAll(e.Args), Mode: e.Mode, Default: z.norm(e.Default)}
	case *ir.Slice:
		return &ir.Slice{Node: e.Node, X: z.norm(e.X), Lo: z.norm(e.Lo), Hi: z.norm(e.Hi), Clamp: e.Clamp}
	case *ir.Update:
		return &ir.Update{Node: e.Node, X: z.norm(e.X), K: z.norm(e.K), V: z.norm(e.V)}
	case *ir.Member:
		if x, ok := z.lowerMember(e); ok {
			return z.norm(x)
		}
		return &ir.Member{Node: e.Node, X: z.norm(e.X), Name: e.Name}
	case *ir.Compr:
		restore := z.bindVars(e.Vars, e.Cond, e.Term)
		defer restore()
		return &ir.Compr{Node: e.Node, Coll: e.Coll, Vars: e.Vars, Cond: z.norm(e.Cond), Key: z.norm(e.Key), Term: z.norm(e.Term)}
	case *ir.Display:
		return &ir.Display{Node: e.Node, Coll: e.Coll, Elems: z.normAll(e.Elems), Keys: z.normAll(e.Keys)}
	case *ir.TupleExpr:
		return &ir.TupleExpr{Node: e.Node, Elems: z.normAll(e.Elems)}
	case *ir.Ite:
		return &ir.Ite{Node: e.Node, Cond: z.norm(e.Cond), Then: z.norm(e.Then), Else: z.norm(e.Else)}
	case *ir.Let:
		if x, ok := z.inlineLet(e); ok {
			return z.norm(x)
		}
		vals := z.normAll(e.Values)
		restore := z.bindLet(&ir.Let{Names: e.Names, Values: vals})
		defer restore()
		return &ir.Let{Node: e.Node, Names: e.Names, Values: vals, Types: e.Types, Body: z.norm(e.Body)}
	case *ir.Lambda:
		restore := z.bindVars(e.Params, e.Body)
		defer restore()
		return &ir.Lambda{Node: e.Node, Params: e.Params, Body: z.norm(e.Body)}
	case *ir.Match:
		cases := make([]ir.Case, len(e.Cases))
		for i, c := range e.Cases {
			restore := z.bind(ir.PatternVars(c.Pat, nil), nil)
			cases[i] = ir.Case{Pat: c.Pat, Body: z.norm(c.Body)}
			restore()
		}
		return &ir.Match{Node: e.Node, X: z.norm(e.X), Cases: cases}
	}
	return e
}

func (z *informer) normAll(es []ir.Expr) []ir.Expr {
	if es == nil {
		return nil
	}
	out := make([]ir.Expr, len(es))
	for i, x := range es {
		out[i] = z.norm(x)
	}
	return out
}

func (z *informer) and(a, b ir.Expr) ir.Expr {
	if isBoolLit(a, true) {
		return b
	}
	if isBoolLit(b, true) {
		return a
	}
	// 0 <= i && i < n reads as 0 <= i < n: the last conjunct of a and b
	// may join.
	last, first := a, b
	ab, aAnd := a.(*ir.Binary)
	aAnd = aAnd && ab.Op == ir.OpAnd
	if aAnd {
		last = ab.Y
	}
	bb, bAnd := b.(*ir.Binary)
	bAnd = bAnd && bb.Op == ir.OpAnd
	if bAnd {
		first = bb.X
	}
	if c, ok := z.joinBounds(last, first); ok {
		if aAnd {
			c = mkBinary(ir.OpAnd, ab.X, c)
		}
		if bAnd {
			c = mkBinary(ir.OpAnd, c, bb.Y)
		}
		return c
	}
	return mkBinary(ir.OpAnd, a, b)
}

// implies builds a ==> b from normalised operands; a ==> (b ==> c) becomes
// a && b ==> c.
func (z *informer) implies(a, b ir.Expr) ir.Expr {
	if isBoolLit(a, true) || isBoolLit(b, true) {
		return b
	}
	if isBoolLit(a, false) {
		return &ir.Lit{Val: ir.Bool(true)}
	}
	if bi, ok := b.(*ir.Binary); ok && bi.Op == ir.OpImplies {
		return z.implies(z.and(a, bi.X), bi.Y)
	}
	return mkBinary(ir.OpImplies, a, b)
}

func (z *informer) normBinary(e *ir.Binary) ir.Expr {
	switch e.Op {
	case ir.OpAnd:
		return z.and(z.norm(e.X), z.norm(e.Y))
	case ir.OpOr:
		a, b := z.norm(e.X), z.norm(e.Y)
		if isBoolLit(a, false) {
			return b
		}
		if isBoolLit(b, false) {
			return a
		}
		return mkBinary(ir.OpOr, a, b)
	case ir.OpExplies:
		return z.normImplies(e.Y, e.X)
	case ir.OpImplies:
		return z.normImplies(e.X, e.Y)
	case ir.OpIff:
		return z.normEq(ir.OpEq, z.norm(e.X), z.norm(e.Y), true)
	case ir.OpEq, ir.OpNe:
		a, b := z.norm(e.X), z.norm(e.Y)
		if isLitZero(a) {
			a, b = b, a
		}
		if d, ok := a.(*ir.Binary); ok && isLitZero(b) && z.truncated(d) {
			// a - b stops at 0: it is 0 exactly when a <= b.
			if e.Op == ir.OpEq {
				return z.normBinary(&ir.Binary{Node: e.Node, Op: ir.OpLe, X: d.X, Y: d.Y})
			}
			return z.normBinary(&ir.Binary{Node: e.Node, Op: ir.OpGt, X: d.X, Y: d.Y})
		}
		return z.normEq(e.Op, a, b, false)
	case ir.OpIn, ir.OpNotIn:
		if c, ok := e.Y.(*ir.Call); ok {
			if s, args, ok := z.lib(c); ok && s.Op == ir.LibRange {
				// x in List.range n: 0 <= x < n.
				zero := &ir.Lit{Node: e.Node, Val: ir.Int{V: big.NewInt(0)}}
				in := &ir.Chain{Node: e.Node, Ops: []ir.Op{ir.OpLe, ir.OpLt}, Args: []ir.Expr{zero, e.X, args[0]}}
				if e.Op == ir.OpNotIn {
					return z.norm(mkNot(in))
				}
				return z.norm(in)
			}
		}
	case ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe:
		op, a, b := z.shift(e.Op, z.norm(e.X), z.norm(e.Y))
		return z.orient(op, a, b)
	}
	return &ir.Binary{Node: e.Node, Op: e.Op, X: z.norm(e.X), Y: z.norm(e.Y)}
}

// normImplies undoes a contrapositive (!A ==> !B is B ==> A) before
// normalising.
func (z *informer) normImplies(x, y ir.Expr) ir.Expr {
	if nx, ok := asNot(x); ok {
		if ny, ok := asNot(y); ok {
			return z.normImplies(ny, nx)
		}
	}
	return z.implies(z.norm(x), z.norm(y))
}

// normEq normalises a == b, a != b (and a <==> b when iff): comparisons
// with true/false disappear, equality of propositions is an iff, and the
// operands are ordered.
func (z *informer) normEq(op ir.Op, a, b ir.Expr, iff bool) ir.Expr {
	if _, ok := boolLitValue(a); ok {
		a, b = b, a
	}
	if v, ok := boolLitValue(b); ok {
		if _, ok := boolLitValue(a); !ok {
			if v == (op == ir.OpEq) {
				return a
			}
			return z.negN(a)
		}
	}
	if iff || ir.IsProposition(a) || ir.IsProposition(b) {
		if op == ir.OpNe {
			b = z.negN(b)
		}
		return z.orient(ir.OpIff, a, b)
	}
	return z.orient(op, a, b)
}

// negN negates a normalised expression: negations go through connectives
// and quantifiers and turn comparisons around.
func (z *informer) negN(e ir.Expr) ir.Expr {
	z.depth++
	defer func() { z.depth-- }()
	if z.depth > maxInformalDepth {
		return mkNot(e)
	}
	switch e := e.(type) {
	case *ir.Unary:
		if e.Op == ir.OpNot {
			return e.X
		}
	case *ir.Lit:
		if v, ok := boolLitValue(e); ok {
			return &ir.Lit{Node: e.Node, Val: ir.Bool(!v)}
		}
	case *ir.Binary:
		switch e.Op {
		case ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe, ir.OpIn, ir.OpNotIn:
			return &ir.Binary{Node: e.Node, Op: negateOp(e.Op), X: e.X, Y: e.Y}
		case ir.OpAnd:
			return z.implies(e.X, z.negN(e.Y))
		case ir.OpOr:
			return z.and(z.negN(e.X), z.negN(e.Y))
		case ir.OpImplies:
			return z.and(e.X, z.negN(e.Y))
		case ir.OpIff:
			return z.orient(ir.OpIff, e.X, z.negN(e.Y))
		}
	case *ir.Quant:
		return &ir.Quant{Node: e.Node, Forall: !e.Forall, Vars: e.Vars, Body: z.negQuantBody(e)}
	case *ir.Ite:
		return &ir.Ite{Node: e.Node, Cond: e.Cond, Then: z.negN(e.Then), Else: z.negN(e.Else)}
	}
	return mkNot(e)
}

func (z *informer) negQuantBody(q *ir.Quant) ir.Expr {
	restore := z.bindVars(q.Vars, q.Body)
	defer restore()
	return z.negN(q.Body)
}

func negateOp(op ir.Op) ir.Op {
	switch op {
	case ir.OpEq:
		return ir.OpNe
	case ir.OpNe:
		return ir.OpEq
	case ir.OpLt:
		return ir.OpGe
	case ir.OpLe:
		return ir.OpGt
	case ir.OpGt:
		return ir.OpLe
	case ir.OpGe:
		return ir.OpLt
	case ir.OpIn:
		return ir.OpNotIn
	case ir.OpNotIn:
		return ir.OpIn
	}
	return op
}

// score ranks an operand for ordering: what the operation produces first,
// bound variables next, literals last.
func (z *informer) score(e ir.Expr) int {
	if isLiteralExpr(e) {
		return 5
	}
	if r, ok := z.root(e); ok {
		if r == "" || z.isOutput(r) {
			return 0
		}
		if z.bound[r] > 0 {
			return 2
		}
	}
	if z.mentionsOutput(e) {
		return 1
	}
	if z.mentionsBound(e) {
		return 3
	}
	return 4
}

func (z *informer) mentionsBound(e ir.Expr) bool {
	found := false
	ir.Inspect(e, func(x ir.Expr) bool {
		if id, ok := x.(*ir.Ident); ok && z.bound[id.Name] > 0 {
			found = true
		}
		return !found
	})
	return found
}

func isLiteralExpr(e ir.Expr) bool {
	switch e := e.(type) {
	case *ir.Lit:
		return true
	case *ir.Unary:
		return e.Op == ir.OpNeg && isLiteralExpr(e.X)
	case *ir.Display:
		for _, x := range e.Elems {
			if !isLiteralExpr(x) {
				return false
			}
		}
		for _, x := range e.Keys {
			if !isLiteralExpr(x) {
				return false
			}
		}
		return true
	}
	return false
}

// root is the variable an expression reads (a for a[i], a.Length, |a|,
// multiset(a[..])); "" with ok for a call of the contract itself (its
// result).
func (z *informer) root(e ir.Expr) (string, bool) {
	switch e := e.(type) {
	case *ir.Ident:
		return e.Name, true
	case *ir.Index:
		return z.root(e.X)
	case *ir.Slice:
		return z.root(e.X)
	case *ir.Member:
		return z.root(e.X)
	case *ir.Unary:
		if e.Op == ir.OpCard {
			return z.root(e.X)
		}
	case *ir.Call:
		if s, args, ok := z.lib(e); ok && s.Op == ir.LibMultiset {
			return z.root(args[0])
		}
		if id, ok := e.Fn.(*ir.Ident); ok {
			if z.self != "" && id.Name == z.self && z.bound[id.Name] == 0 {
				return "", true
			}
		}
	}
	return "", false
}

func (z *informer) mentionsOutput(e ir.Expr) bool {
	found := false
	ir.Inspect(e, func(x ir.Expr) bool {
		if found {
			return false
		}
		switch x := x.(type) {
		case *ir.Old:
			return false
		case *ir.Ident:
			found = z.isOutput(x.Name)
		case *ir.Call:
			if id, ok := x.Fn.(*ir.Ident); ok && z.self != "" && id.Name == z.self && z.bound[id.Name] == 0 {
				found = true
			}
		}
		return !found
	})
	return found
}

// orient orders the operands of a comparison: for ==, != and <==> the
// output (then bound variables, then other terms, then literals) comes
// first, and equally ranked operands are ordered canonically (shorter
// first); 0 < x reads x > 0.
func (z *informer) orient(op ir.Op, a, b ir.Expr) ir.Expr {
	switch op {
	case ir.OpEq, ir.OpNe, ir.OpIff:
		sa, sb := z.score(a), z.score(b)
		swap := sb < sa
		if sb == sa && z.canon {
			ka, kb := ir.CanonKey(a), ir.CanonKey(b)
			swap = len(kb) < len(ka) || (len(kb) == len(ka) && kb < ka)
		}
		if swap {
			a, b = b, a
		}
	case ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe:
		if isLiteralExpr(a) && !isLiteralExpr(b) {
			a, b, op = b, a, ir.MirrorOp(op)
		}
	}
	return mkBinary(op, a, b)
}

func isLitOne(e ir.Expr) bool {
	l, ok := e.(*ir.Lit)
	if !ok {
		return false
	}
	i, ok := l.Val.(ir.Int)
	return ok && i.V.IsInt64() && i.V.Int64() == 1
}

// plusMinusOne splits x + 1 / x - 1 (integer subtraction, not natural).
func plusMinusOne(e ir.Expr) (ir.Expr, ir.Op, bool) {
	b, ok := e.(*ir.Binary)
	if ok && (b.Op == ir.OpAdd || b.Op == ir.OpSub) && isLitOne(b.Y) {
		return b.X, b.Op, true
	}
	return nil, 0, false
}

// shiftRight reads x <= y - 1 as x < y (and the like) on integers.
func (z *informer) shiftRight(op ir.Op, x, y ir.Expr) (ir.Op, ir.Expr, bool) {
	y0, pm, ok := plusMinusOne(y)
	if !ok || !z.integral(x) || !z.integral(y0) {
		return op, y, false
	}
	switch {
	case op == ir.OpLe && pm == ir.OpSub:
		return ir.OpLt, y0, true
	case op == ir.OpLt && pm == ir.OpAdd:
		return ir.OpLe, y0, true
	case op == ir.OpGe && pm == ir.OpAdd:
		return ir.OpGt, y0, true
	case op == ir.OpGt && pm == ir.OpSub:
		return ir.OpGe, y0, true
	}
	return op, y, false
}

// shiftLeft reads x + 1 <= y as x < y (and the like) on integers.
func (z *informer) shiftLeft(op ir.Op, x, y ir.Expr) (ir.Op, ir.Expr, bool) {
	x0, pm, ok := plusMinusOne(x)
	if !ok || !z.integral(x0) || !z.integral(y) {
		return op, x, false
	}
	switch {
	case op == ir.OpLe && pm == ir.OpAdd:
		return ir.OpLt, x0, true
	case op == ir.OpLt && pm == ir.OpSub:
		return ir.OpLe, x0, true
	case op == ir.OpGe && pm == ir.OpSub:
		return ir.OpGt, x0, true
	case op == ir.OpGt && pm == ir.OpAdd:
		return ir.OpGe, x0, true
	}
	return op, x, false
}

func (z *informer) shift(op ir.Op, x, y ir.Expr) (ir.Op, ir.Expr, ir.Expr) {
	if nop, ny, ok := z.shiftRight(op, x, y); ok {
		return nop, x, ny
	}
	if nop, nx, ok := z.shiftLeft(op, x, y); ok {
		return nop, nx, y
	}
	return op, x, y
}

func (z *informer) normChain(e *ir.Chain) ir.Expr {
	if len(e.Args) != len(e.Ops)+1 || len(e.Args) < 2 {
		return &ir.Chain{Node: e.Node, Ops: e.Ops, Args: z.normAll(e.Args)}
	}
	args := z.normAll(e.Args)
	ops := append([]ir.Op(nil), e.Ops...)
	desc := true
	for _, op := range ops {
		desc = desc && (op == ir.OpGt || op == ir.OpGe)
	}
	if desc { // a > b >= c reads c <= b < a
		n := len(args)
		ra, ro := make([]ir.Expr, n), make([]ir.Op, n-1)
		for i := range args {
			ra[i] = args[n-1-i]
		}
		for i := range ops {
			ro[i] = ir.MirrorOp(ops[n-2-i])
		}
		args, ops = ra, ro
	}
	n := len(args)
	// Only the chain's ends may change: inner operands are shared.
	if op, y, ok := z.shiftRight(ops[n-2], args[n-2], args[n-1]); ok {
		ops[n-2], args[n-1] = op, y
	}
	if op, x, ok := z.shiftLeft(ops[0], args[0], args[1]); ok {
		ops[0], args[0] = op, x
	}
	if n == 2 {
		if ops[0] == ir.OpEq || ops[0] == ir.OpNe {
			return z.normEq(ops[0], args[0], args[1], false)
		}
		return z.orient(ops[0], args[0], args[1])
	}
	return &ir.Chain{Node: e.Node, Ops: ops, Args: args}
}

// pushOld moves old() down to the state it reads: old(a[i] + x) is
// old(a[i]) + x. old() of something that reads only values that cannot
// change (bound variables, unmodified parameters of value types) is
// dropped; anything that may read the heap keeps it.
func (z *informer) pushOld(e ir.Expr) ir.Expr {
	if z.contract == nil {
		// Without a contract there is no frame: keep old() as written.
		if _, ok := e.(*ir.Old); ok {
			return e
		}
		return &ir.Old{Node: ir.Node{R: e.Span()}, X: e}
	}
	if !z.needsOld(e) {
		return e
	}
	switch x := e.(type) {
	case *ir.Old:
		return x
	case *ir.Binary:
		return &ir.Binary{Node: x.Node, Op: x.Op, X: z.pushOld(x.X), Y: z.pushOld(x.Y)}
	case *ir.Unary:
		if x.Op != ir.OpCard {
			return &ir.Unary{Node: x.Node, Op: x.Op, X: z.pushOld(x.X)}
		}
	case *ir.Chain:
		return &ir.Chain{Node: x.Node, Ops: x.Ops, Args: z.pushOldAll(x.Args)}
	case *ir.TupleExpr:
		return &ir.TupleExpr{Node: x.Node, Elems: z.pushOldAll(x.Elems)}
	case *ir.Display:
		return &ir.Display{Node: x.Node, Coll: x.Coll, Elems: z.pushOldAll(x.Elems), Keys: z.pushOldAll(x.Keys)}
	case *ir.Ite:
		return &ir.Ite{Node: x.Node, Cond: z.pushOld(x.Cond), Then: z.pushOld(x.Then), Else: z.pushOld(x.Else)}
	case *ir.Call:
		if op := z.libOp(x); op == ir.LibMultiset || op == ir.LibConvert {
			return &ir.Call{Node: x.Node, Fn: x.Fn, Args: z.pushOldAll(x.Args)}
		}
	}
	return &ir.Old{Node: ir.Node{R: e.Span()}, X: e}
}

func (z *informer) pushOldAll(es []ir.Expr) []ir.Expr {
	out := make([]ir.Expr, len(es))
	for i, x := range es {
		out[i] = z.pushOld(x)
	}
	return out
}

// needsOld reports whether the value of e may differ before and after the
// operation: it mentions a modified parameter, an array (which may alias
// one), or a name whose type is unknown.
func (z *informer) needsOld(e ir.Expr) bool {
	found := false
	ir.Inspect(e, func(x ir.Expr) bool {
		if found {
			return false
		}
		switch x := x.(type) {
		case *ir.Call:
			if z.builtinCall(x) {
				for _, a := range x.Args {
					found = found || z.needsOld(a)
				}
				return false
			}
		case *ir.Ident:
			if z.bound[x.Name] > 0 {
				return false
			}
			if z.isModified(x.Name) {
				found = true
				break
			}
			t := z.types[x.Name]
			switch {
			case t == nil:
				found = true
			case t.Kind == ir.KArray || t.Kind == ir.KDatatype || t.Kind == ir.KUnknown:
				found = true
			case t.Kind == ir.KSeq || t.Kind == ir.KSet || t.Kind == ir.KMap || t.Kind == ir.KMultiset:
				// A list, set or dict may be an object the operation
				// changes (Python's are): old() of it is kept.
				found = true
			}
		}
		return !found
	})
	return found
}

// builtinCall: a call of a builtin operation on values (not a user
// function, not a statement about the heap).
func (z *informer) builtinCall(c *ir.Call) bool {
	switch z.libOp(c) {
	case ir.LibMultiset, ir.LibSeqInit, ir.LibDistinct, ir.LibPermission, ir.LibConvert:
		return true
	}
	return false
}

// heapCall: fresh(o), allocated(o), unchanged(o).
func (z *informer) heapCall(c *ir.Call) bool {
	switch z.libOp(c) {
	case ir.LibFresh, ir.LibAllocated, ir.LibUnchanged:
		return len(c.Args) >= 1
	}
	return false
}

// shadowed: a name in scope that hides a library name of the same
// spelling: a bound variable, the contract's own name, or what the
// contract's resolution says shadows it (a parameter, a result, a
// function, constant or method of the module).
func (z *informer) shadowed(name string) bool {
	if z.bound[name] > 0 || name == z.self {
		return true
	}
	return z.contract != nil && z.contract.Resolution.Shadows(name)
}

// lib reads a call as a library operation of the language.
func (z *informer) lib(c *ir.Call) (ir.Sig, []ir.Expr, bool) {
	return z.vocab.Call(c, z.shadowed)
}

// libOp is the library operation a call or member denotes.
func (z *informer) libOp(e ir.Expr) ir.Intrinsic { return z.vocab.Op(e, z.shadowed) }

// memberOp is the library operation x.f denotes (no call).
func (z *informer) memberOp(m *ir.Member) ir.Intrinsic {
	if s, ok := z.vocab.Member(m); ok {
		return s.Op
	}
	return ir.NoIntrinsic
}
