package informal

import (
	"github.com/specfaith/specfaith/spec"
)

// ---- arithmetic ----

// arith renders arithmetic with the usual symbols.
func (z *informer) arith(e *spec.Binary) nounPhrase {
	x, y := z.val(e.X), z.val(e.Y)
	tx, ty := z.typeOf(e.X), z.typeOf(e.Y)
	isSet := (tx != nil && tx.Kind == spec.KSet) || (ty != nil && ty.Kind == spec.KSet)
	isSeq := isSeqTyped(tx) || isSeqTyped(ty)
	op, prec := "", npAdd
	switch e.Op {
	case spec.OpAdd:
		switch {
		case isSet:
			op = " ∪ "
		case isSeq:
			op = " followed by "
		default:
			op = " + "
		}
	case spec.OpSub:
		op = " - "
	case spec.OpNatSub, spec.OpSubAuto:
		if z.truncated(e) {
			return nounPhrase{s: "max(" + parenBelow(x, npAdd) + " - " + parenBelow(y, npMul) + ", 0)", prec: npAtom}
		}
		op = " - "
	case spec.OpMul:
		op, prec = " × ", npMul
		if isSet {
			op = " ∩ "
		}
	case spec.OpDivEuclid, spec.OpDivFloor, spec.OpDivTrunc, spec.OpDivEuclidTotal:
		op, prec = " div ", npMul
	case spec.OpModEuclid, spec.OpModFloor, spec.OpModTrunc, spec.OpModEuclidTotal:
		op, prec = " mod ", npMul
	case spec.OpDivReal:
		op, prec = " / ", npMul
	case spec.OpPow:
		return nounPhrase{s: parenBelow(x, npAtom) + "^" + parenBelow(y, npAtom), prec: npUnary}
	case spec.OpAppend:
		op = " followed by "
	case spec.OpCons:
		return nounPhrase{s: "[" + x.s + "] followed by " + parenBelow(y, npAdd+1), prec: npAdd}
	default:
		op = " " + e.Op.String() + " "
	}
	return nounPhrase{s: parenBelow(x, prec) + op + parenBelow(y, prec+1), prec: prec, plural: x.plural && op == " followed by "}
}

// absOf recognises if x < y then y - x else x - y (and its variants) as
// |x - y|, and if x < 0 then -x else x as |x|.
func (z *informer) absOf(e *spec.Ite) (spec.Expr, bool) {
	p, q, ok := geForm(e.Cond)
	if !ok {
		return nil, false
	}
	// When the condition holds p >= q (or p > q); the then-branch must be
	// p - q and the else-branch q - p.
	if isLitZero(q) && spec.SameExpr(e.Then, p) && isNegOf(e.Else, p) {
		return p, true
	}
	if isLitZero(p) && spec.SameExpr(e.Else, q) && isNegOf(e.Then, q) {
		return q, true
	}
	t, ok1 := e.Then.(*spec.Binary)
	f, ok2 := e.Else.(*spec.Binary)
	if ok1 && ok2 && t.Op == spec.OpSub && f.Op == spec.OpSub && spec.SameExpr(t.X, p) && spec.SameExpr(t.Y, q) && spec.SameExpr(f.X, q) && spec.SameExpr(f.Y, p) {
		return t, true
	}
	return nil, false
}

// geForm reads a comparison as "p is at least (or greater than) q",
// rewriting d < 0 with d = a - b as b > a.
func geForm(c spec.Expr) (spec.Expr, spec.Expr, bool) {
	b, ok := c.(*spec.Binary)
	if !ok {
		return nil, nil, false
	}
	var p, q spec.Expr
	switch b.Op {
	case spec.OpGt, spec.OpGe:
		p, q = b.X, b.Y
	case spec.OpLt, spec.OpLe:
		p, q = b.Y, b.X
	default:
		return nil, nil, false
	}
	if d, ok := p.(*spec.Binary); ok && d.Op == spec.OpSub && isLitZero(q) {
		return d.X, d.Y, true
	}
	if d, ok := q.(*spec.Binary); ok && d.Op == spec.OpSub && isLitZero(p) {
		return d.Y, d.X, true
	}
	return p, q, true
}

func isLitZero(e spec.Expr) bool {
	l, ok := e.(*spec.Lit)
	if !ok {
		return false
	}
	switch v := l.Val.(type) {
	case spec.Int:
		return v.V.Sign() == 0
	case spec.Real:
		return v.V.Sign() == 0
	}
	return false
}

func isNegOf(e, x spec.Expr) bool {
	switch n := e.(type) {
	case *spec.Unary:
		return n.Op == spec.OpNeg && spec.SameExpr(n.X, x)
	case *spec.Binary:
		return n.Op == spec.OpSub && isLitZero(n.X) && spec.SameExpr(n.Y, x)
	}
	return false
}
