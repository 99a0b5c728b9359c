package informal

import (
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// ---- quantifiers ----

// mentionsVar reports whether e mentions one of the bound variables.
func mentionsVar(e ir.Expr, vars []ir.Binder) bool {
	found := false
	ir.Inspect(e, func(x ir.Expr) bool {
		if id, ok := x.(*ir.Ident); ok && bindsName(vars, id.Name) {
			found = true
		}
		return !found
	})
	return found
}

// plainCond: a condition that reads as part of a range ("with …"), not an
// implication, quantifier or other compound.
func plainCond(c ir.Expr) bool {
	switch c := c.(type) {
	case *ir.Binary:
		switch c.Op {
		case ir.OpImplies, ir.OpExplies, ir.OpIff:
			return false
		case ir.OpOr, ir.OpAnd:
			return plainCond(c.X) && plainCond(c.Y)
		}
		return true
	case *ir.Quant, *ir.Ite, *ir.Let, *ir.Match, *ir.Lambda:
		return false
	case *ir.Unary:
		return plainCond(c.X)
	}
	return true
}

// boundLike: a conjunct that bounds a bound variable (0 <= i < n, i != j,
// k in s), read as the range of an existential.
func boundLike(vars []ir.Binder, c ir.Expr) bool {
	isVar := func(e ir.Expr) bool {
		id, ok := e.(*ir.Ident)
		return ok && bindsName(vars, id.Name)
	}
	switch c := c.(type) {
	case *ir.Chain:
		for _, a := range c.Args {
			if isVar(a) {
				return true
			}
		}
	case *ir.Binary:
		switch c.Op {
		case ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe, ir.OpNe:
			return isVar(c.X) || isVar(c.Y)
		case ir.OpIn, ir.OpNotIn:
			return isVar(c.X)
		}
	}
	return false
}

// leadIn pulls a range conjunct "v in S" out of a one-variable range, to
// read "for every v in S with …".
func (z *informer) leadIn(vars []ir.Binder, rng []ir.Expr) (string, []ir.Expr) {
	if len(vars) != 1 {
		return "", rng
	}
	for i, c := range rng {
		b, ok := c.(*ir.Binary)
		if !ok || b.Op != ir.OpIn {
			continue
		}
		if id, ok := b.X.(*ir.Ident); ok && id.Name == vars[0].Name {
			rest := append(append([]ir.Expr(nil), rng[:i]...), rng[i+1:]...)
			coll := parenBelow(z.collNP(b.Y), npAdd)
			if t := z.typeOf(b.Y); t != nil && t.Kind == ir.KMap {
				return " of " + coll, rest // "key k of m"
			}
			return " in " + coll, rest
		}
	}
	return "", rng
}

func andOfAll(es []ir.Expr) ir.Expr {
	if len(es) == 0 {
		return nil
	}
	e := es[0]
	for _, x := range es[1:] {
		e = mkBinary(ir.OpAnd, e, x)
	}
	return e
}

func (z *informer) quantProp(q *ir.Quant) string {
	restore := z.bindVars(q.Vars, q.Range, q.Body)
	defer restore()
	body := q.Body
	if q.Range != nil { // not normalised (Phrase on raw input cannot happen, but be safe)
		if q.Forall {
			body = mkBinary(ir.OpImplies, q.Range, q.Body)
		} else {
			body = mkBinary(ir.OpAnd, q.Range, q.Body)
		}
	}
	var rng []ir.Expr
	rest := body
	if q.Forall {
		// forall i :: R && A ==> B reads "for every i with R, if A, then B".
		if b, ok := body.(*ir.Binary); ok && b.Op == ir.OpImplies {
			var other []ir.Expr
			for _, c := range conjunctList(b.X) {
				if mentionsVar(c, q.Vars) && plainCond(c) {
					rng = append(rng, c)
				} else {
					other = append(other, c)
				}
			}
			switch {
			case len(rng) == 0:
				rest = body
			case len(other) == 0:
				rest = b.Y
			default:
				rest = mkBinary(ir.OpImplies, andOfAll(other), b.Y)
			}
		}
	} else {
		// exists i :: R && B reads "there is some i with R such that B".
		var other []ir.Expr
		for _, c := range conjunctList(body) {
			if boundLike(q.Vars, c) {
				rng = append(rng, c)
			} else {
				other = append(other, c)
			}
		}
		rest = andOfAll(other)
	}
	gloss := z.sortedGloss(q, rng, rest)
	lead, rng := z.leadIn(q.Vars, rng)
	if !q.Forall && rest == nil && lead != "" && len(rng) > 0 {
		// "there is some y in xs such that y is at least 0"
		rest, rng = andOfAll(rng), nil
	}
	isMapLead := strings.HasPrefix(lead, " of ")
	who := z.binderPhrase(q.Vars, isMapLead) + lead
	with := ""
	if len(rng) > 0 {
		with = " with " + z.symList(rng)
	}
	many := len(q.Vars) > 1
	if q.Forall {
		if n, ok := asNot(rest); ok {
			return "there " + isAre(many) + " no " + who + with + " such that " + z.prop(n)
		}
		every := "every "
		if many {
			every = "all "
		}
		return "for " + every + who + with + ", " + z.prop(rest) + gloss
	}
	some := "there is some "
	if many {
		some = "there are some "
	}
	if rest == nil {
		return some + who + with
	}
	return some + who + with + " such that " + z.prop(rest)
}

// binderPhrase names bound variables with their declared types:
// "i", "i and j", "natural numbers n1 and n2", "key k" (for map leads).
func (z *informer) binderPhrase(vars []ir.Binder, mapLead bool) string {
	if len(vars) == 0 {
		return ""
	}
	ns := ir.BinderNames(vars)
	if mapLead && len(vars) == 1 {
		return "key " + vars[0].Name
	}
	allSame := true
	for _, v := range vars[1:] {
		allSame = allSame && ir.SameTypeText(v.Type, vars[0].Type)
	}
	if allSame {
		if vars[0].Type == nil {
			return englishList(ns, "and")
		}
		return namedNoun(vars[0].Type, ns)
	}
	parts := make([]string, len(vars))
	for i, v := range vars {
		if v.Type == nil {
			parts[i] = v.Name
		} else {
			parts[i] = namedNoun(v.Type, []string{v.Name})
		}
	}
	return englishList(parts, "and")
}

// sortedGloss recognises exactly forall i, j :: 0 <= i < j < |a| ==> a[i] <= a[j].
func (z *informer) sortedGloss(q *ir.Quant, rng []ir.Expr, rest ir.Expr) string {
	if !q.Forall || len(q.Vars) != 2 || len(rng) != 1 {
		return ""
	}
	for _, v := range q.Vars {
		if v.Type != nil && !isIntTyped(v.Type) {
			return ""
		}
	}
	ch, ok := rng[0].(*ir.Chain)
	if !ok || len(ch.Args) != 4 || len(ch.Ops) != 3 || ch.Ops[0] != ir.OpLe || ch.Ops[2] != ir.OpLt || !ascendingOp(ch.Ops[1]) {
		return ""
	}
	if !isLitZero(ch.Args[0]) || !isIdentNamed(ch.Args[1], q.Vars[0].Name) || !isIdentNamed(ch.Args[2], q.Vars[1].Name) {
		return ""
	}
	var arr string
	switch l := ch.Args[3].(type) {
	case *ir.Member:
		if sig, ok := z.vocab.Member(l); ok && sig.Op == ir.LibLengthDim && sig.Dim < 0 {
			if id, ok := l.X.(*ir.Ident); ok {
				arr = id.Name
			}
		}
	case *ir.Unary:
		if id, ok := l.X.(*ir.Ident); ok && l.Op == ir.OpCard {
			arr = id.Name
		}
	}
	b, ok := rest.(*ir.Binary)
	if arr == "" || !ok || b.Op != ir.OpLe {
		return ""
	}
	at := func(e ir.Expr, v string) bool {
		ix, ok := e.(*ir.Index)
		return ok && len(ix.Args) == 1 && isIdentNamed(ix.X, arr) && isIdentNamed(ix.Args[0], v)
	}
	if at(b.X, q.Vars[0].Name) && at(b.Y, q.Vars[1].Name) {
		return " (" + arr + " is sorted)"
	}
	return ""
}

func isIdentNamed(e ir.Expr, name string) bool {
	id, ok := e.(*ir.Ident)
	return ok && id.Name == name
}
