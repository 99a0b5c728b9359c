package ir

import (
	"fmt"
	"strings"
)

// Structural helpers on expressions that several analyses share.

// maxCanonKey bounds the bytes of a canonical key.
const maxCanonKey = 400

// ---- structural equality and canonical keys ----

// sameExpr reports structural equality, ignoring source ranges.
func SameExpr(a, b Expr) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	switch x := a.(type) {
	case *Ident:
		y, ok := b.(*Ident)
		return ok && x.Name == y.Name
	case *Lit:
		y, ok := b.(*Lit)
		return ok && x.Val != nil && y.Val != nil && x.Val.Kind() == y.Val.Kind() && Equal(x.Val, y.Val)
	case *Unary:
		y, ok := b.(*Unary)
		return ok && x.Op == y.Op && SameExpr(x.X, y.X)
	case *Binary:
		y, ok := b.(*Binary)
		return ok && x.Op == y.Op && SameExpr(x.X, y.X) && SameExpr(x.Y, y.Y)
	case *Chain:
		y, ok := b.(*Chain)
		if !ok || len(x.Ops) != len(y.Ops) {
			return false
		}
		for i := range x.Ops {
			if x.Ops[i] != y.Ops[i] {
				return false
			}
		}
		return SameExprs(x.Args, y.Args)
	case *Call:
		y, ok := b.(*Call)
		return ok && SameExpr(x.Fn, y.Fn) && SameExprs(x.Args, y.Args)
	case *Index:
		y, ok := b.(*Index)
		return ok && x.Mode == y.Mode && SameExpr(x.X, y.X) && SameExprs(x.Args, y.Args) && SameExpr(x.Default, y.Default)
	case *Slice:
		y, ok := b.(*Slice)
		return ok && x.Clamp == y.Clamp && SameExpr(x.X, y.X) && SameExpr(x.Lo, y.Lo) && SameExpr(x.Hi, y.Hi)
	case *Update:
		y, ok := b.(*Update)
		return ok && SameExpr(x.X, y.X) && SameExpr(x.K, y.K) && SameExpr(x.V, y.V)
	case *Member:
		y, ok := b.(*Member)
		return ok && x.Name == y.Name && SameExpr(x.X, y.X)
	case *Quant:
		y, ok := b.(*Quant)
		return ok && x.Forall == y.Forall && sameBinders(x.Vars, y.Vars) && SameExpr(x.Range, y.Range) && SameExpr(x.Body, y.Body)
	case *Compr:
		y, ok := b.(*Compr)
		return ok && x.Coll == y.Coll && sameBinders(x.Vars, y.Vars) && SameExpr(x.Cond, y.Cond) && SameExpr(x.Key, y.Key) && SameExpr(x.Term, y.Term)
	case *Display:
		y, ok := b.(*Display)
		return ok && x.Coll == y.Coll && SameExprs(x.Elems, y.Elems) && SameExprs(x.Keys, y.Keys)
	case *TupleExpr:
		y, ok := b.(*TupleExpr)
		return ok && SameExprs(x.Elems, y.Elems)
	case *Ite:
		y, ok := b.(*Ite)
		return ok && SameExpr(x.Cond, y.Cond) && SameExpr(x.Then, y.Then) && SameExpr(x.Else, y.Else)
	case *Let:
		y, ok := b.(*Let)
		if !ok || len(x.Names) != len(y.Names) {
			return false
		}
		for i := range x.Names {
			if x.Names[i] != y.Names[i] {
				return false
			}
		}
		return SameExprs(x.Values, y.Values) && SameExpr(x.Body, y.Body)
	case *Old:
		y, ok := b.(*Old)
		return ok && SameExpr(x.X, y.X)
	case *Lambda:
		y, ok := b.(*Lambda)
		return ok && sameBinders(x.Params, y.Params) && SameExpr(x.Body, y.Body)
	case *Unsupported:
		y, ok := b.(*Unsupported)
		return ok && x.Text == y.Text && x.Text != ""
	}
	return false // Match and unknown nodes: never merged
}

func SameExprs(a, b []Expr) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !SameExpr(a[i], b[i]) {
			return false
		}
	}
	return true
}

func sameBinders(a, b []Binder) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Name != b[i].Name || !SameTypeText(a[i].Type, b[i].Type) {
			return false
		}
	}
	return true
}

// canonKey is a short canonical text of e, used only to order operands that
// rank equally (so that x == y and y == x read the same).
func CanonKey(e Expr) string {
	var sb strings.Builder
	writeCanonKey(&sb, e)
	s := sb.String()
	if len(s) > maxCanonKey {
		s = s[:maxCanonKey]
	}
	return s
}

func writeCanonKey(sb *strings.Builder, e Expr) {
	if sb.Len() > maxCanonKey {
		return
	}
	keyList := func(es []Expr) {
		for i, x := range es {
			if i > 0 {
				sb.WriteByte(',')
			}
			writeCanonKey(sb, x)
		}
	}
	switch x := e.(type) {
	case nil:
		sb.WriteByte('_')
	case *Ident:
		sb.WriteString(x.Name)
	case *Lit:
		if x.Val != nil {
			sb.WriteString(x.Val.String())
		}
	case *Unary:
		sb.WriteString("(" + x.Op.String())
		writeCanonKey(sb, x.X)
		sb.WriteByte(')')
	case *Binary:
		sb.WriteByte('(')
		writeCanonKey(sb, x.X)
		sb.WriteString(" " + x.Op.String() + " ")
		writeCanonKey(sb, x.Y)
		sb.WriteByte(')')
	case *Chain:
		sb.WriteByte('(')
		for i, a := range x.Args {
			if i > 0 && i-1 < len(x.Ops) {
				sb.WriteString(" " + x.Ops[i-1].String() + " ")
			}
			writeCanonKey(sb, a)
		}
		sb.WriteByte(')')
	case *Call:
		writeCanonKey(sb, x.Fn)
		sb.WriteByte('(')
		keyList(x.Args)
		sb.WriteByte(')')
	case *Index:
		writeCanonKey(sb, x.X)
		sb.WriteByte('[')
		keyList(x.Args)
		sb.WriteByte(']')
	case *Slice:
		writeCanonKey(sb, x.X)
		sb.WriteByte('[')
		if x.Lo != nil {
			writeCanonKey(sb, x.Lo)
		}
		sb.WriteString("..")
		if x.Hi != nil {
			writeCanonKey(sb, x.Hi)
		}
		sb.WriteByte(']')
	case *Member:
		writeCanonKey(sb, x.X)
		sb.WriteString("." + x.Name)
	case *Old:
		sb.WriteString("old(")
		writeCanonKey(sb, x.X)
		sb.WriteByte(')')
	case *Quant:
		if x.Forall {
			sb.WriteString("(forall ")
		} else {
			sb.WriteString("(exists ")
		}
		sb.WriteString(strings.Join(BinderNames(x.Vars), ","))
		sb.WriteString(" :: ")
		writeCanonKey(sb, x.Range)
		sb.WriteString(" :: ")
		writeCanonKey(sb, x.Body)
		sb.WriteByte(')')
	default:
		sb.WriteString(fmt.Sprintf("(%T", e))
		for _, k := range Children(e) {
			sb.WriteByte(' ')
			writeCanonKey(sb, k)
		}
		sb.WriteByte(')')
	}
}

// MirrorOp is the relation with its operands swapped: a < b is b > a.
func MirrorOp(op Op) Op {
	switch op {
	case OpLt:
		return OpGt
	case OpLe:
		return OpGe
	case OpGt:
		return OpLt
	case OpGe:
		return OpLe
	}
	return op
}

func SameTypeText(a, b *Type) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.String() == b.String()
}

// FreshName is the first preferred name not in used, else the first with a
// number appended (used is finite, so one is free).
func FreshName(used map[string]bool, prefer ...string) string {
	for _, p := range prefer {
		if !used[p] {
			return p
		}
	}
	for k := 1; ; k++ {
		if n := fmt.Sprintf("%s%d", prefer[0], k); !used[n] {
			return n
		}
	}
}

// BinderNames are the names of binders, in order.
func BinderNames(vs []Binder) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = v.Name
	}
	return out
}

// AlphaKey is e's canonical key with its quantifiers' variables renamed
// in order: forall i :: … i … and forall j :: … j … have one key.
func AlphaKey(e Expr) string {
	n := 0
	var rec func(x Expr) Expr
	rec = func(x Expr) Expr {
		if q, ok := x.(*Quant); ok {
			c := *q
			c.Vars = append([]Binder(nil), q.Vars...)
			body, rng := q.Body, q.Range
			for i, v := range q.Vars {
				name := fmt.Sprintf("\x00%d", n)
				n++
				body = Subst(body, v.Name, &Ident{Name: name})
				if rng != nil {
					rng = Subst(rng, v.Name, &Ident{Name: name})
				}
				c.Vars[i].Name = name
			}
			c.Body = rec(body)
			if rng != nil {
				c.Range = rec(rng)
			}
			return &c
		}
		return Rebuild(x, rec)
	}
	return CanonKey(rec(e))
}
