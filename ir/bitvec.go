package ir

import (
	"math/big"
	"strconv"
	"strings"
)

// BV is a value of a bitvector type bvN (Dafny): an unsigned integer in
// [0, 2^Bits). It carries its width because every operation on it wraps
// modulo 2^Bits; a literal has no width of its own and takes the width of
// the bitvector it meets (see Ctx.evalAt).
type BV struct {
	V    *big.Int
	Bits int
}

func (BV) Kind() Kind       { return KBitvector }
func (b BV) String() string { return b.V.String() }

// MaxBVBits bounds the widths the evaluator computes with, as MaxIntBits
// bounds integers.
const MaxBVBits = MaxIntBits

// IsBitvector reports a type whose values are BV: Dafny's bvN. Lean's
// fixed-width types (UInt8, …) are also KBitvector but carry a Name and
// are Ints with wrapping operators.
func (t *Type) IsBitvector() bool { return t != nil && t.Kind == KBitvector && t.Name == "" }

// hasBitvector reports whether t has a bitvector anywhere inside.
func (t *Type) hasBitvector(depth int) bool {
	if t == nil || depth > 16 {
		return false
	}
	if t.IsBitvector() {
		return true
	}
	if t.Elem.hasBitvector(depth+1) || t.Key.hasBitvector(depth+1) || t.Result.hasBitvector(depth+1) {
		return true
	}
	for _, x := range t.Args {
		if x.hasBitvector(depth + 1) {
			return true
		}
	}
	return false
}

// MakeBV builds the bvN value of an integer, or reports that it is out of
// range.
func MakeBV(v *big.Int, bits int) (BV, bool) {
	if v.Sign() < 0 || v.BitLen() > bits {
		return BV{}, false
	}
	return BV{V: v, Bits: bits}, true
}

// wrapBV reduces v modulo 2^bits.
func wrapBV(v *big.Int, bits int) BV {
	if v.Sign() >= 0 && v.BitLen() <= bits {
		return BV{V: v, Bits: bits}
	}
	m := new(big.Int).Lsh(big.NewInt(1), uint(bits))
	return BV{V: new(big.Int).Mod(v, m), Bits: bits}
}

func bvMask(bits int) *big.Int {
	m := new(big.Int).Lsh(big.NewInt(1), uint(bits))
	return m.Sub(m, big.NewInt(1))
}

// untyped reports an expression built only from integer literals and
// operators: Dafny gives it the type its context asks for, so next to a
// bitvector it is computed as one (x + (200 + 100) / 2 with x: bv8 is
// x + 22, not x + 150).
func untyped(e Expr) bool {
	for depth := 0; depth < 64; depth++ {
		switch x := e.(type) {
		case *Lit:
			_, ok := x.Val.(Int)
			return ok
		case *Unary:
			if x.Op != OpNeg && x.Op != OpNot || x.Wrap != 0 {
				return false
			}
			e = x.X
			continue
		case *Binary:
			if !bvOp(x.Op) || x.Wrap != 0 || !untyped(x.X) {
				return false
			}
			if x.Op == OpShl || x.Op == OpShr {
				return true // the shift amount is an int of its own
			}
			e = x.Y
			continue
		}
		return false
	}
	return false
}

// bvOp reports the binary operators whose result is a bitvector of their
// left operand's type.
func bvOp(op Op) bool {
	switch op {
	case OpAdd, OpSub, OpMul, OpDivEuclid, OpModEuclid, OpBitAnd, OpBitOr, OpBitXor, OpShl, OpShr:
		return true
	}
	return false
}

// evalAt evaluates e where Dafny's typing gives it the type bvN: an
// untyped literal expression is computed with bvN's operations; anything
// else must come out a bitvector already.
func (c *Ctx) evalAt(e Expr, env *Env, bits int) (Value, *Stop) {
	if bits < 0 || bits > MaxBVBits {
		return nil, unknown(e.Span(), "bv%d is wider than the %d bits the evaluator computes with", bits, MaxBVBits)
	}
	if !untyped(e) {
		v, stop := c.Eval(e, env)
		if stop != nil {
			return nil, stop
		}
		if i, ok := v.(Int); ok && i.Lit {
			return wrapBV(i.V, bits), nil
		}
		if i, ok := v.(Int); ok {
			return nil, unknown(e.Span(), "%s is used as a bv%d, but where its width comes from is not evaluated", i, bits)
		}
		return v, nil
	}
	if stop := c.tick(e.Span()); stop != nil {
		return nil, stop
	}
	switch x := e.(type) {
	case *Lit:
		// -5 is the negation of the literal 5 (front ends fold it)
		i := x.Val.(Int)
		if _, ok := MakeBV(new(big.Int).Abs(i.V), bits); !ok {
			return nil, illDefined(e.Span(), "literal %s is out of range for bv%d", i, bits)
		}
		return wrapBV(i.V, bits), nil
	case *Unary:
		v, stop := c.evalAt(x.X, env, bits)
		if stop != nil {
			return nil, stop
		}
		return bvUnary(x.Op, v, x.Span())
	case *Binary:
		a, stop := c.evalAt(x.X, env, bits)
		if stop != nil {
			return nil, stop
		}
		var b Value
		if x.Op == OpShl || x.Op == OpShr {
			b, stop = c.Eval(x.Y, env)
		} else {
			b, stop = c.evalAt(x.Y, env, bits)
		}
		if stop != nil {
			return nil, stop
		}
		return bvArith(x.Op, a.(BV), b, x.Span())
	}
	return nil, unknown(e.Span(), "unsupported bitvector expression")
}

// evalTyped evaluates e where Dafny's typing gives it the type t (a
// declared parameter, result or let type).
func (c *Ctx) evalTyped(e Expr, env *Env, t *Type) (Value, *Stop) {
	if t.IsBitvector() {
		return c.evalAt(e, env, t.Bits)
	}
	v, stop := c.Eval(e, env)
	if stop == nil && t.hasBitvector(0) {
		v = retype(v, t, 0)
		if mixesBV(v, t, 0) {
			return nil, unknown(e.Span(), "integers used as bitvectors (%s) inside a collection: their width is not evaluated", t)
		}
	}
	return v, stop
}

// retype gives the literal integers inside v the bitvector types t has
// at their places ([200, 100] as a seq<bv8>).
func retype(v Value, t *Type, depth int) Value {
	if t == nil || depth > 16 {
		return v
	}
	if t.IsBitvector() {
		if i, ok := v.(Int); ok && i.Lit {
			return wrapBV(i.V, t.Bits)
		}
		return v
	}
	each := func(el []Value, et *Type) []Value {
		out := make([]Value, len(el))
		for i, e := range el {
			out[i] = retype(e, et, depth+1)
		}
		return out
	}
	switch x := v.(type) {
	case Seq:
		return Seq{Elems: each(x.Elems, t.Elem), Str: x.Str}
	case Set:
		return MakeSet(each(x.Elems, t.Elem))
	case Multiset:
		el := each(x.Elems, t.Elem)
		return Multiset{Elems: el, Counts: x.Counts}
	case Map:
		return MakeMap(each(x.Keys, t.Key), each(x.Vals, t.Elem))
	case Tuple:
		out := make([]Value, len(x.Elems))
		for i, e := range x.Elems {
			var et *Type
			if i < len(t.Args) {
				et = t.Args[i]
			}
			out[i] = retype(e, et, depth+1)
		}
		return Tuple{Elems: out}
	}
	return v
}

// mixesBV reports an Int where t says a bitvector.
func mixesBV(v Value, t *Type, depth int) bool {
	if t == nil || depth > 16 {
		return false
	}
	if t.IsBitvector() {
		_, isInt := v.(Int)
		return isInt
	}
	var el []Value
	switch x := v.(type) {
	case Seq:
		el = x.Elems
	case Set:
		el = x.Elems
	case Multiset:
		el = x.Elems
	case Map:
		for i := range x.Keys {
			if mixesBV(x.Keys[i], t.Key, depth+1) || mixesBV(x.Vals[i], t.Elem, depth+1) {
				return true
			}
		}
		return false
	case Tuple:
		for i, e := range x.Elems {
			if i < len(t.Args) && mixesBV(e, t.Args[i], depth+1) {
				return true
			}
		}
		return false
	}
	for _, e := range el {
		if mixesBV(e, t.Elem, depth+1) {
			return true
		}
	}
	return false
}

// bvMix reports a bitvector compared or combined with a plain integer
// that was not a literal (whose width the evaluator could not give it).
func bvMix(x, y Value) bool {
	_, xb := x.(BV)
	_, yb := y.(BV)
	_, xi := x.(Int)
	_, yi := y.(Int)
	if xb && yi || xi && yb {
		return true
	}
	a, okA := AsSeq(x)
	b, okB := AsSeq(y)
	if okA && okB && len(a) > 0 && len(b) > 0 {
		return bvMix(a[0], b[0])
	}
	if s, ok := x.(Set); ok {
		if t, ok := y.(Set); ok && len(s.Elems) > 0 && len(t.Elems) > 0 {
			return bvMix(s.Elems[0], t.Elems[0])
		}
	}
	return false
}

// memberMix reports x tested for membership in a collection whose
// elements are integers of no known width, or the other way round.
func memberMix(x, coll Value) bool {
	var el []Value
	switch s := coll.(type) {
	case Seq:
		el = s.Elems
	case Set:
		el = s.Elems
	case Multiset:
		el = s.Elems
	case Map:
		el = s.Keys
	}
	for i, e := range el {
		if i == 8 {
			break
		}
		if bvMix(x, e) {
			return true
		}
	}
	return false
}

// evalPair evaluates the operands of a binary operator; an untyped
// literal operand next to a bitvector takes its width.
func (c *Ctx) evalPair(x, y Expr, env *Env) (Value, Value, *Stop) {
	ux, uy := untyped(x), untyped(y)
	if ux == uy {
		a, stop := c.Eval(x, env)
		if stop != nil {
			return nil, nil, stop
		}
		b, stop := c.Eval(y, env)
		return a, b, stop
	}
	typed, lit := x, y
	if ux {
		typed, lit = y, x
	}
	tv, stop := c.Eval(typed, env)
	if stop != nil {
		return nil, nil, stop
	}
	var lv Value
	if b, ok := tv.(BV); ok {
		lv, stop = c.evalAt(lit, env, b.Bits)
	} else {
		lv, stop = c.Eval(lit, env)
	}
	if stop != nil {
		return nil, nil, stop
	}
	if ux {
		return lv, tv, nil
	}
	return tv, lv, nil
}

func bvUnary(op Op, v Value, r Range) (Value, *Stop) {
	b, ok := v.(BV)
	if !ok {
		return nil, illDefined(r, "operator %s does not apply to %s", op, v)
	}
	switch op {
	case OpNeg:
		return wrapBV(new(big.Int).Neg(b.V), b.Bits), nil
	case OpNot:
		return BV{V: new(big.Int).Xor(b.V, bvMask(b.Bits)), Bits: b.Bits}, nil
	}
	return nil, illDefined(r, "operator %s does not apply to %s", op, v)
}

// shiftAmount reads the right operand of a shift or rotation: an int (or,
// in Dafny 2.3, a bitvector) from 0 to the width.
func shiftAmount(v Value, bits int, r Range) (uint, *Stop) {
	var n *big.Int
	switch x := v.(type) {
	case Int:
		n = x.V
	case BV:
		n = x.V
	default:
		return 0, illDefined(r, "shift amount %s is not an integer", v)
	}
	if n.Sign() < 0 || n.Cmp(big.NewInt(int64(bits))) > 0 {
		return 0, illDefined(r, "shift amount %s is outside 0..%d", n, bits)
	}
	return uint(n.Int64()), nil
}

// bvArith applies a binary operator to a bitvector and its right operand
// (of the same type, or an int shift amount).
func bvArith(op Op, a BV, y Value, r Range) (Value, *Stop) {
	bits := a.Bits
	if op == OpShl || op == OpShr {
		k, stop := shiftAmount(y, bits, r)
		if stop != nil {
			return nil, stop
		}
		if op == OpShl {
			return wrapBV(new(big.Int).Lsh(a.V, k), bits), nil
		}
		return BV{V: new(big.Int).Rsh(a.V, k), Bits: bits}, nil
	}
	b, ok := y.(BV)
	if !ok || b.Bits != bits {
		if _, isInt := y.(Int); isInt {
			return nil, unknown(r, "operator %s on bv%d and %s: where the integer's width comes from is not evaluated", op, bits, y)
		}
		return nil, illDefined(r, "operator %s does not apply to %s and %s", op, a, y)
	}
	z := new(big.Int)
	switch op {
	case OpAdd:
		return wrapBV(z.Add(a.V, b.V), bits), nil
	case OpSub, OpNatSub:
		return wrapBV(z.Sub(a.V, b.V), bits), nil
	case OpMul:
		return wrapBV(z.Mul(a.V, b.V), bits), nil
	case OpDivEuclid, OpModEuclid:
		if b.V.Sign() == 0 {
			return nil, illDefined(r, "division by zero")
		}
		if op == OpDivEuclid {
			return BV{V: z.Quo(a.V, b.V), Bits: bits}, nil
		}
		return BV{V: z.Rem(a.V, b.V), Bits: bits}, nil
	case OpBitAnd:
		return BV{V: z.And(a.V, b.V), Bits: bits}, nil
	case OpBitOr:
		return BV{V: z.Or(a.V, b.V), Bits: bits}, nil
	case OpBitXor:
		return BV{V: z.Xor(a.V, b.V), Bits: bits}, nil
	}
	return nil, illDefined(r, "operator %s does not apply to bitvectors", op)
}

// Rotate rotates b left (or right) by the amount k (0..width).
func Rotate(b BV, k Value, left bool, r Range) (Value, *Stop) {
	n, stop := shiftAmount(k, b.Bits, r)
	if stop != nil {
		return nil, stop
	}
	if b.Bits == 0 {
		return b, nil
	}
	n %= uint(b.Bits)
	if !left {
		n = (uint(b.Bits) - n) % uint(b.Bits)
	}
	hi := new(big.Int).Lsh(b.V, n)
	lo := new(big.Int).Rsh(b.V, uint(b.Bits)-n)
	return BV{V: hi.Or(hi, lo).And(hi, bvMask(b.Bits)), Bits: b.Bits}, nil
}

// litToBV gives a literal integer next to a bitvector that bitvector's
// type (see Int.Lit).
func litToBV(x, y Value) (Value, Value) {
	if b, ok := x.(BV); ok {
		if i, ok := y.(Int); ok && i.Lit {
			return x, wrapBV(i.V, b.Bits)
		}
	}
	if b, ok := y.(BV); ok {
		if i, ok := x.(Int); ok && i.Lit {
			return wrapBV(i.V, b.Bits), y
		}
	}
	// The elements of a sequence, set or multiset share one type: literal
	// elements on one side take the other side's bitvector width (s ==
	// [1, 2] with s: seq<bv8>; x in {1, 2} with x: bv8).
	if b, ok := x.(BV); ok {
		return x, retypeElems(y, b.Bits)
	}
	if w := elemWidth(x); w >= 0 {
		return x, retypeElems(y, w)
	}
	if w := elemWidth(y); w >= 0 {
		return retypeElems(x, w), y
	}
	return x, y
}

// elemWidth is the width of a collection's bitvector elements (-1: none).
func elemWidth(v Value) int {
	var el []Value
	switch x := v.(type) {
	case Seq:
		el = x.Elems
	case Set:
		el = x.Elems
	case Multiset:
		el = x.Elems
	}
	if len(el) > 0 {
		if b, ok := el[0].(BV); ok {
			return b.Bits
		}
	}
	return -1
}

// retypeElems gives a collection's literal elements the width bits.
func retypeElems(v Value, bits int) Value {
	switch v.(type) {
	case Seq, Set, Multiset:
		return retype(v, &Type{Kind: KSeq, Elem: &Type{Kind: KBitvector, Bits: bits}}, 0)
	}
	return v
}

// evalArgs evaluates a call's arguments, each at its parameter's type.
func (c *Ctx) evalArgs(args []Expr, params []Param, env *Env) ([]Value, *Stop) {
	out := make([]Value, len(args))
	for i, x := range args {
		var v Value
		var stop *Stop
		if i < len(params) && params[i].Type.hasBitvector(0) {
			v, stop = c.evalTyped(x, env, params[i].Type)
		} else {
			v, stop = c.Eval(x, env)
		}
		if stop != nil {
			return nil, stop
		}
		out[i] = v
	}
	return out, nil
}

// evalElems evaluates a display's elements; literal elements take the
// width of a bitvector element ([x, 200] with x: bv8 is a seq<bv8>).
func (c *Ctx) evalElems(es []Expr, env *Env) ([]Value, *Stop) {
	out := make([]Value, len(es))
	bits := -1
	for i, x := range es {
		if untyped(x) {
			continue
		}
		v, stop := c.Eval(x, env)
		if stop != nil {
			return nil, stop
		}
		if b, ok := v.(BV); ok && bits < 0 {
			bits = b.Bits
		}
		out[i] = v
	}
	for i, x := range es {
		if out[i] != nil {
			if n, ok := out[i].(Int); ok && n.Lit && bits >= 0 {
				out[i] = wrapBV(n.V, bits)
			}
			continue
		}
		var v Value
		var stop *Stop
		if bits >= 0 {
			v, stop = c.evalAt(x, env, bits)
		} else {
			v, stop = c.Eval(x, env)
		}
		if stop != nil {
			return nil, stop
		}
		out[i] = v
	}
	return out, nil
}

// bvConversion reads the canonical name of a conversion to bvN.
func bvConversion(name string) (int, bool) {
	to, ok := strings.CutPrefix(name, namePrefixConv+"bv")
	if !ok || to == "" || len(to) > 7 || to[0] == '0' && to != "0" {
		return 0, false
	}
	n, err := strconv.Atoi(to)
	if err != nil || n < 0 || n > MaxBVBits {
		return 0, false
	}
	return n, true
}

// ToBV is x as bvN: defined when x (an int or a bitvector) is in range.
func ToBV(x Value, bits int, r Range) (Value, *Stop) {
	var v *big.Int
	switch n := x.(type) {
	case Int:
		v = n.V
	case BV:
		v = n.V
	case Real:
		if !n.V.IsInt() {
			return nil, unknown(r, "conversion of a non-integral real to bv%d is not evaluated", bits)
		}
		v = n.V.Num()
	default:
		return nil, illDefined(r, "cannot convert %s to bv%d", x, bits)
	}
	b, ok := MakeBV(v, bits)
	if !ok {
		return nil, illDefined(r, "%s is out of range for bv%d", x, bits)
	}
	return b, nil
}

// bvDomain is the range of a bitvector variable: its type's values,
// narrowed only by direct comparisons (v < e, v in s). The integer
// reasoning of domain does not hold under wrap-around.
func (c *Ctx) bvDomain(v Binder, cons []Expr, env *Env, usable func(Expr) bool) *domain {
	lo, hi := big.NewInt(0), new(big.Int).Lsh(big.NewInt(1), uint(min(v.Type.Bits, MaxBVBits)))
	for _, rel := range c.relationsOf(cons) {
		x, op, y := rel.x, rel.op, rel.y
		if !isVar(x, v.Name) {
			x, y, op = y, x, flip(op)
		}
		if !isVar(x, v.Name) || !usable(y) || op == OpInvalid {
			continue
		}
		val, stop := c.evalAt(y, env, v.Type.Bits)
		if stop != nil {
			continue
		}
		if op == OpIn {
			var el []Value
			switch s := val.(type) {
			case Seq:
				el = s.Elems
			case Set:
				el = s.Elems
			case Multiset:
				el = s.Elems
			}
			if el != nil {
				var vals []Value
				for _, e := range el {
					if b, ok := e.(BV); ok && b.Bits == v.Type.Bits {
						vals = append(vals, b)
					}
				}
				return &domain{vals: vals}
			}
			continue
		}
		b, ok := val.(BV)
		if !ok {
			continue
		}
		k := new(big.Int).Set(b.V)
		switch op {
		case OpLt:
			hi = minBig(hi, k)
		case OpLe:
			hi = minBig(hi, k.Add(k, big.NewInt(1)))
		case OpGt:
			lo = maxBig(lo, k.Add(k, big.NewInt(1)))
		case OpGe:
			lo = maxBig(lo, k)
		case OpEq:
			lo, hi = maxBig(lo, k), minBig(hi, new(big.Int).Add(k, big.NewInt(1)))
		}
	}
	return &domain{lo: lo, hi: hi}
}

func minBig(a, b *big.Int) *big.Int {
	if a.Cmp(b) <= 0 {
		return a
	}
	return b
}

func maxBig(a, b *big.Int) *big.Int {
	if a.Cmp(b) >= 0 {
		return a
	}
	return b
}

// bvIndices reads bitvector indices as the integers they are (Dafny
// indexes sequences and arrays with either).
func bvIndices(args []Value) {
	for i, a := range args {
		if b, ok := a.(BV); ok {
			args[i] = Int{V: b.V}
		}
	}
}

// litMember gives a literal tested for membership the width of the
// collection's bitvector elements (or a map's keys).
func litMember(x, coll Value) Value {
	var first Value
	switch s := coll.(type) {
	case Seq:
		if len(s.Elems) > 0 {
			first = s.Elems[0]
		}
	case Set:
		if len(s.Elems) > 0 {
			first = s.Elems[0]
		}
	case Multiset:
		if len(s.Elems) > 0 {
			first = s.Elems[0]
		}
	case Map:
		if len(s.Keys) > 0 {
			first = s.Keys[0]
		}
	}
	if first == nil {
		return x
	}
	_, x = litToBV(first, x)
	return x
}

// pendOp reports an operation on a let-bound literal of undecided type
// (see Int.Pend) whose result depends on that type: anything but + - *,
// which commute with the reduction to a bitvector width.
func pendOp(op Op, x, y Value) bool {
	a, okA := x.(Int)
	b, okB := y.(Int)
	if !(okA && a.Pend || okB && b.Pend) {
		return false
	}
	switch op {
	case OpAdd, OpSub, OpMul:
		return false
	}
	return true
}

// bvEvidence reports whether bitvectors may be about in let l: a name
// bound to one, a bitvector type, conversion or operator, or a function
// over bitvectors. Dafny may then infer a bitvector type for a literal
// the let binds.
func (c *Ctx) bvEvidence(l *Let, env *Env) bool {
	if c.bvSyntax == nil {
		c.bvSyntax = map[*Let]bvScan{}
	}
	scan, ok := c.bvSyntax[l]
	if !ok {
		scan = c.scanBV(l.Body)
		c.bvSyntax[l] = scan
	}
	if scan.syntax {
		return true
	}
	for i, name := range scan.names {
		if i == 64 {
			return true // too many names to look at: assume so
		}
		if b, ok := env.lookup(name); ok && holdsBV(b.val, 0) {
			return true
		}
	}
	return false
}

// bvScan is what an expression shows of bitvectors by itself (syntax)
// and the names whose values may show more.
type bvScan struct {
	syntax bool
	names  []string
}

func (c *Ctx) scanBV(e Expr) bvScan {
	var s bvScan
	seen := map[string]bool{}
	binders := func(bs []Binder) {
		for _, b := range bs {
			if b.Type.hasBitvector(0) {
				s.syntax = true
			}
		}
	}
	Inspect(e, func(x Expr) bool {
		if s.syntax {
			return false
		}
		switch y := x.(type) {
		case *Ident:
			if _, ok := bvConversion(y.Name); ok {
				s.syntax = true
			} else if f, ok := c.Funcs[y.Name]; ok {
				for _, p := range f.Params {
					s.syntax = s.syntax || p.Type.hasBitvector(0)
				}
				s.syntax = s.syntax || f.Result.hasBitvector(0)
			} else if k, ok := c.Consts[y.Name]; ok {
				if l, ok := k.(*Let); ok && len(l.Types) > 0 && l.Types[0].hasBitvector(0) {
					s.syntax = true
				}
			} else if !seen[y.Name] {
				seen[y.Name] = true
				s.names = append(s.names, y.Name)
			}
		case *Binary:
			switch y.Op {
			case OpBitAnd, OpBitOr, OpBitXor, OpShl, OpShr:
				s.syntax = true
			}
		case *Member:
			s.syntax = s.syntax || y.Name == "RotateLeft" || y.Name == "RotateRight"
		case *Let:
			for _, t := range y.Types {
				s.syntax = s.syntax || t.hasBitvector(0)
			}
		case *Quant:
			binders(y.Vars)
		case *Compr:
			binders(y.Vars)
		case *Lambda:
			binders(y.Params)
		}
		return !s.syntax
	})
	return s
}

// holdsBV reports a bitvector in v (looking at a few elements).
func holdsBV(v Value, depth int) bool {
	if depth > 4 {
		return false
	}
	var el []Value
	switch x := v.(type) {
	case BV:
		return true
	case Seq:
		el = x.Elems
	case Set:
		el = x.Elems
	case Multiset:
		el = x.Elems
	case Map:
		if len(x.Keys) > 0 && (holdsBV(x.Keys[0], depth+1) || holdsBV(x.Vals[0], depth+1)) {
			return true
		}
	case Tuple:
		el = x.Elems
	case Datatype:
		el = x.Fields
	case *Closure:
		for _, t := range x.Types {
			if t.hasBitvector(0) {
				return true
			}
		}
	}
	for i, e := range el {
		if i == 4 {
			break
		}
		if holdsBV(e, depth+1) {
			return true
		}
	}
	return false
}

// untyped reports a lambda with a parameter of no declared type.
func (cl *Closure) untyped() bool {
	if len(cl.Types) < len(cl.Params) {
		return true
	}
	for _, t := range cl.Types {
		if t == nil {
			return true
		}
	}
	return false
}
