package informal

import (
	"math/big"

	"github.com/specfaith/specfaith/spec"
)

// ---- normalisation ----

func mkBinary(op spec.Op, x, y spec.Expr) spec.Expr { return &spec.Binary{Op: op, X: x, Y: y} }

func mkNot(x spec.Expr) spec.Expr { return &spec.Unary{Op: spec.OpNot, X: x} }

func isBoolLit(e spec.Expr, v bool) bool {
	l, ok := e.(*spec.Lit)
	if !ok {
		return false
	}
	b, ok := l.Val.(spec.Bool)
	return ok && bool(b) == v
}

func boolLitValue(e spec.Expr) (bool, bool) {
	if l, ok := e.(*spec.Lit); ok {
		if b, ok := l.Val.(spec.Bool); ok {
			return bool(b), true
		}
	}
	return false, false
}

func isLogicOrRel(op spec.Op) bool {
	switch op {
	case spec.OpAnd, spec.OpOr, spec.OpImplies, spec.OpExplies, spec.OpIff, spec.OpEq, spec.OpNe, spec.OpLt,
		spec.OpLe, spec.OpGt, spec.OpGe, spec.OpIn, spec.OpNotIn, spec.OpDisjoint:
		return true
	}
	return false
}

// isProposition reports expressions that are certainly propositions.
func isProposition(e spec.Expr) bool {
	switch e := e.(type) {
	case *spec.Binary:
		return isLogicOrRel(e.Op)
	case *spec.Unary:
		return e.Op == spec.OpNot
	case *spec.Chain, *spec.Quant:
		return true
	case *spec.Lit:
		_, ok := e.Val.(spec.Bool)
		return ok
	case *spec.Ite:
		return isProposition(e.Then) || isProposition(e.Else)
	case *spec.Let:
		return isProposition(e.Body)
	}
	return false
}

func asNot(e spec.Expr) (spec.Expr, bool) {
	if u, ok := e.(*spec.Unary); ok && u.Op == spec.OpNot {
		return u.X, true
	}
	return nil, false
}

// conjunctList flattens a conjunction.
func conjunctList(e spec.Expr) []spec.Expr { return flattenOp(e, spec.OpAnd, nil) }

func disjunctList(e spec.Expr) []spec.Expr { return flattenOp(e, spec.OpOr, nil) }

func flattenOp(e spec.Expr, op spec.Op, acc []spec.Expr) []spec.Expr {
	for {
		b, ok := e.(*spec.Binary)
		if !ok || b.Op != op {
			return append(acc, e)
		}
		acc = flattenOp(b.X, op, acc)
		e = b.Y
	}
}

// norm rewrites e into the normal form the phrasing reads. It builds new
// nodes and never changes e.
func (z *informer) norm(e spec.Expr) spec.Expr {
	if e == nil {
		return nil
	}
	z.depth++
	defer func() { z.depth-- }()
	if z.depth > maxInformalDepth {
		return e
	}
	switch e := e.(type) {
	case *spec.Unary:
		if e.Op == spec.OpNot {
			return z.negN(z.norm(e.X))
		}
		return &spec.Unary{Node: e.Node, Op: e.Op, X: z.norm(e.X)}
	case *spec.Binary:
		return z.normBinary(e)
	case *spec.Chain:
		return z.normChain(e)
	case *spec.Quant:
		restore := z.bindVars(e.Vars, e.Range, e.Body)
		defer restore()
		var body spec.Expr
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
		return &spec.Quant{Node: e.Node, Forall: e.Forall, Vars: e.Vars, Body: body}
	case *spec.Old:
		return z.pushOld(z.norm(e.X))
	case *spec.Call:
		if x, ok := z.lowerLib(e); ok {
			return z.norm(x)
		}
		fn := e.Fn
		if _, ok := fn.(*spec.Ident); !ok {
			fn = z.norm(fn)
		}
		return &spec.Call{Node: e.Node, Fn: fn, Args: z.normAll(e.Args)}
	case *spec.Index:
		return &spec.Index{Node: e.Node, X: z.norm(e.X), Args: z.normAll(e.Args), Mode: e.Mode, Default: z.norm(e.Default)}
	case *spec.Slice:
		return &spec.Slice{Node: e.Node, X: z.norm(e.X), Lo: z.norm(e.Lo), Hi: z.norm(e.Hi), Clamp: e.Clamp}
	case *spec.Update:
		return &spec.Update{Node: e.Node, X: z.norm(e.X), K: z.norm(e.K), V: z.norm(e.V)}
	case *spec.Member:
		if x, ok := z.lowerMember(e); ok {
			return z.norm(x)
		}
		return &spec.Member{Node: e.Node, X: z.norm(e.X), Name: e.Name}
	case *spec.Compr:
		restore := z.bindVars(e.Vars, e.Cond, e.Term)
		defer restore()
		return &spec.Compr{Node: e.Node, Coll: e.Coll, Vars: e.Vars, Cond: z.norm(e.Cond), Key: z.norm(e.Key), Term: z.norm(e.Term)}
	case *spec.Display:
		return &spec.Display{Node: e.Node, Coll: e.Coll, Elems: z.normAll(e.Elems), Keys: z.normAll(e.Keys)}
	case *spec.TupleExpr:
		return &spec.TupleExpr{Node: e.Node, Elems: z.normAll(e.Elems)}
	case *spec.Ite:
		return &spec.Ite{Node: e.Node, Cond: z.norm(e.Cond), Then: z.norm(e.Then), Else: z.norm(e.Else)}
	case *spec.Let:
		if x, ok := z.inlineLet(e); ok {
			return z.norm(x)
		}
		vals := z.normAll(e.Values)
		restore := z.bindLet(&spec.Let{Names: e.Names, Values: vals})
		defer restore()
		return &spec.Let{Node: e.Node, Names: e.Names, Values: vals, Types: e.Types, Body: z.norm(e.Body)}
	case *spec.Lambda:
		restore := z.bindVars(e.Params, e.Body)
		defer restore()
		return &spec.Lambda{Node: e.Node, Params: e.Params, Body: z.norm(e.Body)}
	case *spec.Match:
		cases := make([]spec.Case, len(e.Cases))
		for i, c := range e.Cases {
			restore := z.bind(spec.PatternVars(c.Pat, nil), nil)
			cases[i] = spec.Case{Pat: c.Pat, Body: z.norm(c.Body)}
			restore()
		}
		return &spec.Match{Node: e.Node, X: z.norm(e.X), Cases: cases}
	}
	return e
}

func (z *informer) normAll(es []spec.Expr) []spec.Expr {
	if es == nil {
		return nil
	}
	out := make([]spec.Expr, len(es))
	for i, x := range es {
		out[i] = z.norm(x)
	}
	return out
}

func (z *informer) and(a, b spec.Expr) spec.Expr {
	if isBoolLit(a, true) {
		return b
	}
	if isBoolLit(b, true) {
		return a
	}
	// 0 <= i && i < n reads as 0 <= i < n: the last conjunct of a and b
	// may join.
	last, first := a, b
	ab, aAnd := a.(*spec.Binary)
	aAnd = aAnd && ab.Op == spec.OpAnd
	if aAnd {
		last = ab.Y
	}
	bb, bAnd := b.(*spec.Binary)
	bAnd = bAnd && bb.Op == spec.OpAnd
	if bAnd {
		first = bb.X
	}
	if c, ok := z.joinBounds(last, first); ok {
		if aAnd {
			c = mkBinary(spec.OpAnd, ab.X, c)
		}
		if bAnd {
			c = mkBinary(spec.OpAnd, c, bb.Y)
		}
		return c
	}
	return mkBinary(spec.OpAnd, a, b)
}

// implies builds a ==> b from normalised operands; a ==> (b ==> c) becomes
// a && b ==> c.
func (z *informer) implies(a, b spec.Expr) spec.Expr {
	if isBoolLit(a, true) || isBoolLit(b, true) {
		return b
	}
	if isBoolLit(a, false) {
		return &spec.Lit{Val: spec.Bool(true)}
	}
	if bi, ok := b.(*spec.Binary); ok && bi.Op == spec.OpImplies {
		return z.implies(z.and(a, bi.X), bi.Y)
	}
	return mkBinary(spec.OpImplies, a, b)
}

func (z *informer) normBinary(e *spec.Binary) spec.Expr {
	switch e.Op {
	case spec.OpAnd:
		return z.and(z.norm(e.X), z.norm(e.Y))
	case spec.OpOr:
		a, b := z.norm(e.X), z.norm(e.Y)
		if isBoolLit(a, false) {
			return b
		}
		if isBoolLit(b, false) {
			return a
		}
		return mkBinary(spec.OpOr, a, b)
	case spec.OpExplies:
		return z.normImplies(e.Y, e.X)
	case spec.OpImplies:
		return z.normImplies(e.X, e.Y)
	case spec.OpIff:
		return z.normEq(spec.OpEq, z.norm(e.X), z.norm(e.Y), true)
	case spec.OpEq, spec.OpNe:
		a, b := z.norm(e.X), z.norm(e.Y)
		if isLitZero(a) {
			a, b = b, a
		}
		if d, ok := a.(*spec.Binary); ok && isLitZero(b) && z.truncated(d) {
			// a - b stops at 0: it is 0 exactly when a <= b.
			if e.Op == spec.OpEq {
				return z.normBinary(&spec.Binary{Node: e.Node, Op: spec.OpLe, X: d.X, Y: d.Y})
			}
			return z.normBinary(&spec.Binary{Node: e.Node, Op: spec.OpGt, X: d.X, Y: d.Y})
		}
		return z.normEq(e.Op, a, b, false)
	case spec.OpIn, spec.OpNotIn:
		if c, ok := e.Y.(*spec.Call); ok {
			if s, args, ok := z.lib(c); ok && s.Op == spec.LibRange {
				// x in List.range n: 0 <= x < n.
				zero := &spec.Lit{Node: e.Node, Val: spec.Int{V: big.NewInt(0)}}
				in := &spec.Chain{Node: e.Node, Ops: []spec.Op{spec.OpLe, spec.OpLt}, Args: []spec.Expr{zero, e.X, args[0]}}
				if e.Op == spec.OpNotIn {
					return z.norm(mkNot(in))
				}
				return z.norm(in)
			}
		}
	case spec.OpLt, spec.OpLe, spec.OpGt, spec.OpGe:
		op, a, b := z.shift(e.Op, z.norm(e.X), z.norm(e.Y))
		return z.orient(op, a, b)
	}
	return &spec.Binary{Node: e.Node, Op: e.Op, X: z.norm(e.X), Y: z.norm(e.Y)}
}

// normImplies undoes a contrapositive (!A ==> !B is B ==> A) before
// normalising.
func (z *informer) normImplies(x, y spec.Expr) spec.Expr {
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
func (z *informer) normEq(op spec.Op, a, b spec.Expr, iff bool) spec.Expr {
	if _, ok := boolLitValue(a); ok {
		a, b = b, a
	}
	if v, ok := boolLitValue(b); ok {
		if _, ok := boolLitValue(a); !ok {
			if v == (op == spec.OpEq) {
				return a
			}
			return z.negN(a)
		}
	}
	if iff || isProposition(a) || isProposition(b) {
		if op == spec.OpNe {
			b = z.negN(b)
		}
		return z.orient(spec.OpIff, a, b)
	}
	return z.orient(op, a, b)
}

// negN negates a normalised expression: negations go through connectives
// and quantifiers and turn comparisons around.
func (z *informer) negN(e spec.Expr) spec.Expr {
	z.depth++
	defer func() { z.depth-- }()
	if z.depth > maxInformalDepth {
		return mkNot(e)
	}
	switch e := e.(type) {
	case *spec.Unary:
		if e.Op == spec.OpNot {
			return e.X
		}
	case *spec.Lit:
		if v, ok := boolLitValue(e); ok {
			return &spec.Lit{Node: e.Node, Val: spec.Bool(!v)}
		}
	case *spec.Binary:
		switch e.Op {
		case spec.OpEq, spec.OpNe, spec.OpLt, spec.OpLe, spec.OpGt, spec.OpGe, spec.OpIn, spec.OpNotIn:
			return &spec.Binary{Node: e.Node, Op: negateOp(e.Op), X: e.X, Y: e.Y}
		case spec.OpAnd:
			return z.implies(e.X, z.negN(e.Y))
		case spec.OpOr:
			return z.and(z.negN(e.X), z.negN(e.Y))
		case spec.OpImplies:
			return z.and(e.X, z.negN(e.Y))
		case spec.OpIff:
			return z.orient(spec.OpIff, e.X, z.negN(e.Y))
		}
	case *spec.Quant:
		return &spec.Quant{Node: e.Node, Forall: !e.Forall, Vars: e.Vars, Body: z.negQuantBody(e)}
	case *spec.Ite:
		return &spec.Ite{Node: e.Node, Cond: e.Cond, Then: z.negN(e.Then), Else: z.negN(e.Else)}
	}
	return mkNot(e)
}

func (z *informer) negQuantBody(q *spec.Quant) spec.Expr {
	restore := z.bindVars(q.Vars, q.Body)
	defer restore()
	return z.negN(q.Body)
}

func negateOp(op spec.Op) spec.Op {
	switch op {
	case spec.OpEq:
		return spec.OpNe
	case spec.OpNe:
		return spec.OpEq
	case spec.OpLt:
		return spec.OpGe
	case spec.OpLe:
		return spec.OpGt
	case spec.OpGt:
		return spec.OpLe
	case spec.OpGe:
		return spec.OpLt
	case spec.OpIn:
		return spec.OpNotIn
	case spec.OpNotIn:
		return spec.OpIn
	}
	return op
}

// score ranks an operand for ordering: what the operation produces first,
// bound variables next, literals last.
func (z *informer) score(e spec.Expr) int {
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

func (z *informer) mentionsBound(e spec.Expr) bool {
	found := false
	spec.Inspect(e, func(x spec.Expr) bool {
		if id, ok := x.(*spec.Ident); ok && z.bound[id.Name] > 0 {
			found = true
		}
		return !found
	})
	return found
}

func isLiteralExpr(e spec.Expr) bool {
	switch e := e.(type) {
	case *spec.Lit:
		return true
	case *spec.Unary:
		return e.Op == spec.OpNeg && isLiteralExpr(e.X)
	case *spec.Display:
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
func (z *informer) root(e spec.Expr) (string, bool) {
	switch e := e.(type) {
	case *spec.Ident:
		return e.Name, true
	case *spec.Index:
		return z.root(e.X)
	case *spec.Slice:
		return z.root(e.X)
	case *spec.Member:
		return z.root(e.X)
	case *spec.Unary:
		if e.Op == spec.OpCard {
			return z.root(e.X)
		}
	case *spec.Call:
		if s, args, ok := z.lib(e); ok && s.Op == spec.LibMultiset {
			return z.root(args[0])
		}
		if id, ok := e.Fn.(*spec.Ident); ok {
			if z.self != "" && id.Name == z.self && z.bound[id.Name] == 0 {
				return "", true
			}
		}
	}
	return "", false
}

func (z *informer) mentionsOutput(e spec.Expr) bool {
	found := false
	spec.Inspect(e, func(x spec.Expr) bool {
		if found {
			return false
		}
		switch x := x.(type) {
		case *spec.Old:
			return false
		case *spec.Ident:
			found = z.isOutput(x.Name)
		case *spec.Call:
			if id, ok := x.Fn.(*spec.Ident); ok && z.self != "" && id.Name == z.self && z.bound[id.Name] == 0 {
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
func (z *informer) orient(op spec.Op, a, b spec.Expr) spec.Expr {
	switch op {
	case spec.OpEq, spec.OpNe, spec.OpIff:
		sa, sb := z.score(a), z.score(b)
		swap := sb < sa
		if sb == sa && z.canon {
			ka, kb := spec.CanonKey(a), spec.CanonKey(b)
			swap = len(kb) < len(ka) || (len(kb) == len(ka) && kb < ka)
		}
		if swap {
			a, b = b, a
		}
	case spec.OpLt, spec.OpLe, spec.OpGt, spec.OpGe:
		if isLiteralExpr(a) && !isLiteralExpr(b) {
			a, b, op = b, a, spec.MirrorOp(op)
		}
	}
	return mkBinary(op, a, b)
}

func isLitOne(e spec.Expr) bool {
	l, ok := e.(*spec.Lit)
	if !ok {
		return false
	}
	i, ok := l.Val.(spec.Int)
	return ok && i.V.IsInt64() && i.V.Int64() == 1
}

// plusMinusOne splits x + 1 / x - 1 (integer subtraction, not natural).
func plusMinusOne(e spec.Expr) (spec.Expr, spec.Op, bool) {
	b, ok := e.(*spec.Binary)
	if ok && (b.Op == spec.OpAdd || b.Op == spec.OpSub) && isLitOne(b.Y) {
		return b.X, b.Op, true
	}
	return nil, 0, false
}

// shiftRight reads x <= y - 1 as x < y (and the like) on integers.
func (z *informer) shiftRight(op spec.Op, x, y spec.Expr) (spec.Op, spec.Expr, bool) {
	y0, pm, ok := plusMinusOne(y)
	if !ok || !z.integral(x) || !z.integral(y0) {
		return op, y, false
	}
	switch {
	case op == spec.OpLe && pm == spec.OpSub:
		return spec.OpLt, y0, true
	case op == spec.OpLt && pm == spec.OpAdd:
		return spec.OpLe, y0, true
	case op == spec.OpGe && pm == spec.OpAdd:
		return spec.OpGt, y0, true
	case op == spec.OpGt && pm == spec.OpSub:
		return spec.OpGe, y0, true
	}
	return op, y, false
}

// shiftLeft reads x + 1 <= y as x < y (and the like) on integers.
func (z *informer) shiftLeft(op spec.Op, x, y spec.Expr) (spec.Op, spec.Expr, bool) {
	x0, pm, ok := plusMinusOne(x)
	if !ok || !z.integral(x0) || !z.integral(y) {
		return op, x, false
	}
	switch {
	case op == spec.OpLe && pm == spec.OpAdd:
		return spec.OpLt, x0, true
	case op == spec.OpLt && pm == spec.OpSub:
		return spec.OpLe, x0, true
	case op == spec.OpGe && pm == spec.OpSub:
		return spec.OpGt, x0, true
	case op == spec.OpGt && pm == spec.OpAdd:
		return spec.OpGe, x0, true
	}
	return op, x, false
}

func (z *informer) shift(op spec.Op, x, y spec.Expr) (spec.Op, spec.Expr, spec.Expr) {
	if nop, ny, ok := z.shiftRight(op, x, y); ok {
		return nop, x, ny
	}
	if nop, nx, ok := z.shiftLeft(op, x, y); ok {
		return nop, nx, y
	}
	return op, x, y
}

func (z *informer) normChain(e *spec.Chain) spec.Expr {
	if len(e.Args) != len(e.Ops)+1 || len(e.Args) < 2 {
		return &spec.Chain{Node: e.Node, Ops: e.Ops, Args: z.normAll(e.Args)}
	}
	args := z.normAll(e.Args)
	ops := append([]spec.Op(nil), e.Ops...)
	desc := true
	for _, op := range ops {
		desc = desc && (op == spec.OpGt || op == spec.OpGe)
	}
	if desc { // a > b >= c reads c <= b < a
		n := len(args)
		ra, ro := make([]spec.Expr, n), make([]spec.Op, n-1)
		for i := range args {
			ra[i] = args[n-1-i]
		}
		for i := range ops {
			ro[i] = spec.MirrorOp(ops[n-2-i])
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
		if ops[0] == spec.OpEq || ops[0] == spec.OpNe {
			return z.normEq(ops[0], args[0], args[1], false)
		}
		return z.orient(ops[0], args[0], args[1])
	}
	return &spec.Chain{Node: e.Node, Ops: ops, Args: args}
}

// pushOld moves old() down to the state it reads: old(a[i] + x) is
// old(a[i]) + x. old() of something that reads only values that cannot
// change (bound variables, unmodified parameters of value types) is
// dropped; anything that may read the heap keeps it.
func (z *informer) pushOld(e spec.Expr) spec.Expr {
	if z.contract == nil {
		// Without a contract there is no frame: keep old() as written.
		if _, ok := e.(*spec.Old); ok {
			return e
		}
		return &spec.Old{Node: spec.Node{R: e.Span()}, X: e}
	}
	if !z.needsOld(e) {
		return e
	}
	switch x := e.(type) {
	case *spec.Old:
		return x
	case *spec.Binary:
		return &spec.Binary{Node: x.Node, Op: x.Op, X: z.pushOld(x.X), Y: z.pushOld(x.Y)}
	case *spec.Unary:
		if x.Op != spec.OpCard {
			return &spec.Unary{Node: x.Node, Op: x.Op, X: z.pushOld(x.X)}
		}
	case *spec.Chain:
		return &spec.Chain{Node: x.Node, Ops: x.Ops, Args: z.pushOldAll(x.Args)}
	case *spec.TupleExpr:
		return &spec.TupleExpr{Node: x.Node, Elems: z.pushOldAll(x.Elems)}
	case *spec.Display:
		return &spec.Display{Node: x.Node, Coll: x.Coll, Elems: z.pushOldAll(x.Elems), Keys: z.pushOldAll(x.Keys)}
	case *spec.Ite:
		return &spec.Ite{Node: x.Node, Cond: z.pushOld(x.Cond), Then: z.pushOld(x.Then), Else: z.pushOld(x.Else)}
	case *spec.Call:
		if op := z.libOp(x); op == spec.LibMultiset || op == spec.LibConvert {
			return &spec.Call{Node: x.Node, Fn: x.Fn, Args: z.pushOldAll(x.Args)}
		}
	}
	return &spec.Old{Node: spec.Node{R: e.Span()}, X: e}
}

func (z *informer) pushOldAll(es []spec.Expr) []spec.Expr {
	out := make([]spec.Expr, len(es))
	for i, x := range es {
		out[i] = z.pushOld(x)
	}
	return out
}

// needsOld reports whether the value of e may differ before and after the
// operation: it mentions a modified parameter, an array (which may alias
// one), or a name whose type is unknown.
func (z *informer) needsOld(e spec.Expr) bool {
	found := false
	spec.Inspect(e, func(x spec.Expr) bool {
		if found {
			return false
		}
		switch x := x.(type) {
		case *spec.Call:
			if z.builtinCall(x) {
				for _, a := range x.Args {
					found = found || z.needsOld(a)
				}
				return false
			}
		case *spec.Ident:
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
			case t.Kind == spec.KArray || t.Kind == spec.KDatatype || t.Kind == spec.KUnknown:
				found = true
			case t.Kind == spec.KSeq || t.Kind == spec.KSet || t.Kind == spec.KMap || t.Kind == spec.KMultiset:
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
func (z *informer) builtinCall(c *spec.Call) bool {
	switch z.libOp(c) {
	case spec.LibMultiset, spec.LibSeqInit, spec.LibDistinct, spec.LibPermission, spec.LibConvert:
		return true
	}
	return false
}

// heapCall: fresh(o), allocated(o), unchanged(o).
func (z *informer) heapCall(c *spec.Call) bool {
	switch z.libOp(c) {
	case spec.LibFresh, spec.LibAllocated, spec.LibUnchanged:
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
func (z *informer) lib(c *spec.Call) (spec.Sig, []spec.Expr, bool) {
	return z.vocab.Call(c, z.shadowed)
}

// libOp is the library operation a call or member denotes.
func (z *informer) libOp(e spec.Expr) spec.Intrinsic { return z.vocab.Op(e, z.shadowed) }

// memberOp is the library operation x.f denotes (no call).
func (z *informer) memberOp(m *spec.Member) spec.Intrinsic {
	if s, ok := z.vocab.Member(m); ok {
		return s.Op
	}
	return spec.NoIntrinsic
}
