package informal

import (
	"github.com/specfaith/specfaith/ir"
)

// ---- arithmetic ----

// arith renders arithmetic with the usual symbols.
func (z *informer) arith(e *ir.Binary) nounPhrase {
	x, y := z.val(e.X), z.val(e.Y)
	tx, ty := z.typeOf(e.X), z.typeOf(e.Y)
	isSet := (tx != nil && tx.Kind == ir.KSet) || (ty != nil && ty.Kind == ir.KSet)
	isSeq := isSeqTyped(tx) || isSeqTyped(ty)
	op, prec := "", npAdd
	switch e.Op {
	case ir.OpAdd:
		switch {
		case isSet:
			op = " ∪ "
		case isSeq:
			op = " followed by "
		default:
			op = " + "
		}
	case ir.OpSub:
		op = " - "
	case ir.OpNatSub, ir.OpSubAuto:
		if z.truncated(e) {
			return nounPhrase{s: "max(" + parenBelow(x, npAdd) + " - " + parenBelow(y, npMul) + ", 0)", prec: npAtom}
		}
		op = " - "
	case ir.OpMul:
		op, prec = " × ", npMul
		if isSet {
			op = " ∩ "
		}
	case ir.OpDivEuclid, ir.OpDivFloor, ir.OpDivTrunc, ir.OpDivEuclidTotal:
		op, prec = " div ", npMul
	case ir.OpModEuclid, ir.OpModFloor, ir.OpModTrunc, ir.OpModEuclidTotal:
		op, prec = " mod ", npMul
	case ir.OpDivReal:
		op, prec = " / ", npMul
	case ir.OpPow:
		return nounPhrase{s: parenBelow(x, npAtom) + "^" + parenBelow(y, npAtom), prec: npUnary}
	case ir.OpAppend:
		op = " followed by "
	case ir.OpCons:
		return nounPhrase{s: "[" + x.s + "] followed by " + parenBelow(y, npAdd+1), prec: npAdd}
	default:
		op = " " + e.Op.String() + " "
	}
	return nounPhrase{s: parenBelow(x, prec) + op + parenBelow(y, prec+1), prec: prec, plural: x.plural && op == " followed by "}
}

// absOf recognises if x < y then y - x else x - y (and its variants) as
// |x - y|, and if x < 0 then -x else x as |x|.
func (z *informer) absOf(e *ir.Ite) (ir.Expr, bool) {
	p, q, ok := geForm(e.Cond)
	if !ok {
		return nil, false
	}
	// When the condition holds p >= q (or p > q); the then-branch must be
	// p - q and the else-branch q - p.
	if isLitZero(q) && ir.SameExpr(e.Then, p) && isNegOf(e.Else, p) {
		return p, true
	}
	if isLitZero(p) && ir.SameExpr(e.Else, q) && isNegOf(e.Then, q) {
		return q, true
	}
	t, ok1 := e.Then.(*ir.Binary)
	f, ok2 := e.Else.(*ir.Binary)
	if ok1 && ok2 && t.Op == ir.OpSub && f.Op == ir.OpSub && ir.SameExpr(t.X, p) && ir.SameExpr(t.Y, q) && ir.SameExpr(f.X, q) && ir.SameExpr(f.Y, p) {
		return t, true
	}
	return nil, false
}

// geForm reads a comparison as "p is at least (or greater than) q",
// rewriting d < 0 with d = a - b as b > a.
func geForm(c ir.Expr) (ir.Expr, ir.Expr, bool) {
	b, ok := c.(*ir.Binary)
	if !ok {
		return nil, nil, false
	}
	var p, q ir.Expr
	switch b.Op {
	case ir.OpGt, ir.OpGe:
		p, q = b.X, b.Y
	case ir.OpLt, ir.OpLe:
		p, q = b.Y, b.X
	default:
		return nil, nil, false
	}
	if d, ok := p.(*ir.Binary); ok && d.Op == ir.OpSub && isLitZero(q) {
		return d.X, d.Y, true
	}
	if d, ok := q.(*ir.Binary); ok && d.Op == ir.OpSub && isLitZero(p) {
		return d.Y, d.X, true
	}
	return p, q, true
}

func isLitZero(e ir.Expr) bool {
	l, ok := e.(*ir.Lit)
	if !ok {
		return false
	}
	switch v := l.Val.(type) {
	case ir.Int:
		return v.V.Sign() == 0
	case ir.Real:
		return v.V.Sign() == 0
	}
	return false
}

func isNegOf(e, x ir.Expr) bool {
	switch n := e.(type) {
	case *ir.Unary:
		return n.Op == ir.OpNeg && ir.SameExpr(n.X, x)
	case *ir.Binary:
		return n.Op == ir.OpSub && isLitZero(n.X) && ir.SameExpr(n.Y, x)
	}
	return false
}
