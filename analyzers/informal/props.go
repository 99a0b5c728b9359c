package informal

import (
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// ---- phrasing propositions ----

func (z *informer) prop(e ir.Expr) string {
	z.depth++
	defer func() { z.depth-- }()
	if z.depth > maxInformalDepth {
		return "…"
	}
	return capPhrase(z.prop1(e))
}

func (z *informer) prop1(e ir.Expr) string {
	switch e := e.(type) {
	case nil:
		return "?"
	case *ir.Lit:
		if v, ok := boolLitValue(e); ok {
			if v {
				return "true"
			}
			return "false (this never holds)"
		}
	case *ir.Ident:
		return e.Name + " is true"
	case *ir.Unary:
		if e.Op == ir.OpNot {
			return z.notProp(e.X)
		}
	case *ir.Binary:
		switch e.Op {
		case ir.OpAnd:
			return z.joinProps(conjunctList(e), " and ", ir.OpAnd)
		case ir.OpOr:
			return z.joinProps(disjunctList(e), " or ", ir.OpOr)
		case ir.OpImplies:
			return "if " + z.propIn(e.X, inCond, false) + ", then " + z.prop(e.Y)
		case ir.OpExplies:
			return "if " + z.propIn(e.Y, inCond, false) + ", then " + z.prop(e.X)
		case ir.OpIff:
			return z.propIn(e.X, inIffLeft, false) + " exactly when " + z.propIn(e.Y, inIffRight, true)
		case ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe:
			return z.cmpProp(e.Op, e.X, e.Y)
		case ir.OpIn, ir.OpNotIn:
			return z.inProp(e.Op, e.X, e.Y)
		case ir.OpDisjoint:
			return parenBelow(z.val(e.X), npAdd) + " and " + parenBelow(z.val(e.Y), npAdd) + " have no elements in common"
		}
	case *ir.Chain:
		return z.chainProp(e)
	case *ir.Quant:
		return z.quantProp(e)
	case *ir.Ite:
		return "if " + z.propIn(e.Cond, inCond, false) + ", then " + z.prop(e.Then) + "; otherwise, " + z.prop(e.Else)
	case *ir.Let:
		lets := z.letBindings(e)
		restore := z.bindLet(e)
		defer restore()
		return "letting " + lets + ", " + z.prop(e.Body)
	case *ir.Call:
		if len(e.Args) >= 1 {
			switch z.libOp(e) {
			case ir.LibTruthy:
				return z.truthProp(e.Args[0], true)
			case ir.LibIsInstance, ir.LibTypeIs:
				if p, ok := z.classProp(e, true); ok {
					return p
				}
			case ir.LibFresh:
				return z.vals(e.Args) + " " + isAre(len(e.Args) > 1) + " newly allocated"
			case ir.LibAllocated:
				return z.vals(e.Args) + " " + isAre(len(e.Args) > 1) + " allocated"
			case ir.LibUnchanged:
				return z.vals(e.Args) + " " + isAre(len(e.Args) > 1) + " unchanged"
			case ir.LibDistinct:
				return "the elements of " + parenBelow(z.collNP(e.Args[0]), npAtom) + " are distinct"
			}
		}
		if text, prop, ok := z.madeUp(e); ok && prop {
			return text
		}
		if z.isPermission(e) {
			if z.pre {
				return "the caller holds the required access permissions"
			}
			return "the access permissions are given back to the caller"
		}
		return z.val(e).s + " holds"
	case *ir.Member:
		if z.memberOp(e) == ir.LibIsInt {
			return z.val(e).s
		}
	case *ir.Unsupported:
		return z.val(e).s
	case *ir.Match:
		if len(e.Cases) == 1 && varTuple(e.Cases[0].Pat) {
			// let (m, p) := result; …
			c := e.Cases[0]
			restore := z.bind(ir.PatternVars(c.Pat, nil), nil)
			defer restore()
			return "letting " + patternText(c.Pat) + " be " + parenBelow(z.val(e.X), npAdd) + ", " + z.prop(c.Body)
		}
		parts := make([]string, 0, len(e.Cases))
		for _, c := range e.Cases {
			restore := z.bind(ir.PatternVars(c.Pat, nil), nil)
			parts = append(parts, "when it is "+patternText(c.Pat)+", "+z.prop(c.Body))
			restore()
		}
		return "depending on " + parenBelow(z.val(e.X), npAdd) + ": " + strings.Join(parts, "; ")
	}
	return parenBelow(z.val(e), npAdd) + " is true"
}

func isAre(plural bool) string {
	if plural {
		return "are"
	}
	return "is"
}

// Contexts a proposition may need parentheses in.
const (
	inCond = iota
	inIffLeft
	inIffRight
)

func isConnective(e ir.Expr) bool {
	switch e := e.(type) {
	case *ir.Binary:
		switch e.Op {
		case ir.OpAnd, ir.OpOr, ir.OpImplies, ir.OpExplies, ir.OpIff:
			return true
		}
	case *ir.Ite, *ir.Let, *ir.Match:
		return true
	}
	return false
}

// propIn phrases e as part of a larger sentence, parenthesised where the
// reading would otherwise be ambiguous.
func (z *informer) propIn(e ir.Expr, ctx int, last bool) string {
	s := z.prop(e)
	paren := false
	_, isQuant := e.(*ir.Quant)
	switch ctx {
	case inCond, inIffLeft:
		b, ok := e.(*ir.Binary)
		paren = isQuant || (isConnective(e) && !(ok && (b.Op == ir.OpAnd || b.Op == ir.OpOr) && ctx == inCond))
	case inIffRight:
		if b, ok := e.(*ir.Binary); ok {
			paren = b.Op == ir.OpImplies || b.Op == ir.OpExplies || b.Op == ir.OpIff
		}
		paren = paren || (isQuant && !last)
	}
	if paren {
		return "(" + s + ")"
	}
	return s
}

func (z *informer) joinProps(items []ir.Expr, sep string, op ir.Op) string {
	var sb strings.Builder
	for i, it := range items {
		if i > 0 {
			sb.WriteString(sep)
		}
		s := z.prop(it)
		_, isQuant := it.(*ir.Quant)
		b, isBin := it.(*ir.Binary)
		paren := (isConnective(it) && !(isBin && b.Op == op)) || (isQuant && i < len(items)-1)
		if _, ok := it.(*ir.Chain); ok && len(items) > 1 && strings.Contains(s, ", and ") {
			paren = true
		}
		if paren {
			s = "(" + s + ")"
		}
		sb.WriteString(s)
		if sb.Len() > 4*maxPhraseRunes {
			break
		}
	}
	return sb.String()
}

// notProp phrases the negation of a normalised expression (one that
// negation could not be pushed into).
func (z *informer) notProp(x ir.Expr) string {
	switch x := x.(type) {
	case *ir.Ident:
		return x.Name + " is false"
	case *ir.Call:
		if z.heapCall(x) {
			return "it is not the case that " + z.prop(x)
		}
		if z.libOp(x) == ir.LibDistinct {
			return "some element occurs more than once in " + parenBelow(z.collNP(x.Args[0]), npAtom)
		}
		if len(x.Args) == 1 && z.libOp(x) == ir.LibTruthy {
			return z.truthProp(x.Args[0], false)
		}
		if p, ok := z.classProp(x, false); ok {
			return p
		}
		if text, prop, ok := z.madeUp(x); ok && prop {
			return "it is not the case that " + text
		}
		if z.isPermission(x) {
			return "it is not the case that " + z.prop(x)
		}
		return z.val(x).s + " does not hold"
	case *ir.Member:
		if z.memberOp(x) == ir.LibIsInt {
			return parenBelow(z.val(x.X), npAtom) + " is not an integer"
		}
	case *ir.Index, *ir.Old:
		return parenBelow(z.val(x), npAdd) + " is false"
	}
	return "it is not the case that " + z.prop(x)
}

var comparisonVerbs = map[ir.Op][2]string{
	ir.OpEq: {"equals", "equal"},
	ir.OpNe: {"differs from", "differ from"},
	ir.OpLt: {"is less than", "are less than"},
	ir.OpLe: {"is at most", "are at most"},
	ir.OpGt: {"is greater than", "are greater than"},
	ir.OpGe: {"is at least", "are at least"},
}

var comparisonSymbols = map[ir.Op]string{
	ir.OpEq: "=", ir.OpNe: "≠", ir.OpLt: "<", ir.OpLe: "≤", ir.OpGt: ">", ir.OpGe: "≥",
}

func (z *informer) cmpProp(op ir.Op, x, y ir.Expr) string {
	if op == ir.OpEq {
		if a, b, ok := z.permutation(x, y); ok {
			return a + " is a permutation of " + b
		}
	}
	if sl, ok := x.(*ir.Slice); ok && sl.Lo == nil && sl.Hi == nil && (op == ir.OpEq || op == ir.OpNe) && isEmptySeq(y) {
		// a[..] == []: "a is empty" (its contents are the empty sequence).
		if op == ir.OpEq {
			return parenBelow(z.val(sl.X), npAdd) + " is empty"
		}
		return parenBelow(z.val(sl.X), npAdd) + " is not empty"
	}
	l, r := z.val(x), z.val(y)
	if w, ok := z.orderWords(op, x, y); ok {
		return parenBelow(l, npAdd) + " " + w + " " + parenRight(r)
	}
	v := comparisonVerbs[op]
	verb := v[0]
	if l.plural {
		verb = v[1]
	}
	if op == ir.OpEq && isLiteralExpr(y) {
		verb = isAre(l.plural)
	}
	return parenBelow(l, npAdd) + " " + verb + " " + parenRight(r)
}

// parenRight renders the last operand of a comparison: a loose phrase needs
// parentheses only if it could run into the words that follow.
func parenRight(r nounPhrase) string {
	if r.prec == npLoose && !strings.Contains(r.s, " and ") && !strings.Contains(r.s, " or ") && !strings.Contains(r.s, ", ") {
		return r.s
	}
	return parenBelow(r, npAdd)
}

// collOrder classifies the operands of an ordering: sets and multisets
// are ordered by inclusion, sequences by prefix.
func (z *informer) collOrder(x, y ir.Expr) ir.Kind {
	for _, e := range []ir.Expr{x, y} {
		if t := z.typeOf(e); t != nil {
			switch t.Kind {
			case ir.KSet, ir.KMultiset:
				return t.Kind
			case ir.KSeq, ir.KString:
				return ir.KSeq
			}
		}
	}
	return ir.KUnknown
}

// orderWords phrases <, <=, >, >= between collections.
func (z *informer) orderWords(op ir.Op, x, y ir.Expr) (string, bool) {
	var w map[ir.Op]string
	switch z.collOrder(x, y) {
	case ir.KSet:
		w = map[ir.Op]string{ir.OpLt: "is a proper subset of", ir.OpLe: "is a subset of", ir.OpGt: "is a proper superset of", ir.OpGe: "is a superset of"}
	case ir.KMultiset:
		w = map[ir.Op]string{ir.OpLt: "is a proper sub-multiset of", ir.OpLe: "is a sub-multiset of", ir.OpGt: "is a proper super-multiset of", ir.OpGe: "is a super-multiset of"}
	case ir.KSeq:
		w = map[ir.Op]string{ir.OpLt: "is a proper prefix of", ir.OpLe: "is a prefix of", ir.OpGt: "has as a proper prefix", ir.OpGe: "has as a prefix"}
	}
	s, ok := w[op]
	return s, ok
}

// permutation recognises multiset(a) == multiset(b) for sequences.
func (z *informer) permutation(x, y ir.Expr) (string, string, bool) {
	arg := func(e ir.Expr) (ir.Expr, bool) {
		c, ok := e.(*ir.Call)
		if !ok {
			return nil, false
		}
		sig, args, ok := z.lib(c)
		if !ok || sig.Op != ir.LibMultiset {
			return nil, false
		}
		a := args[0]
		t := z.typeOf(a)
		if o, ok := a.(*ir.Old); ok {
			t = z.typeOf(o.X)
			if s, ok := o.X.(*ir.Slice); ok && s.Lo == nil && s.Hi == nil {
				t = &ir.Type{Kind: ir.KSeq}
			}
		}
		if s, ok := a.(*ir.Slice); ok && s.Lo == nil && s.Hi == nil {
			t = &ir.Type{Kind: ir.KSeq}
		}
		return a, isSeqTyped(t)
	}
	a, ok1 := arg(x)
	b, ok2 := arg(y)
	if !ok1 || !ok2 {
		return "", "", false
	}
	return parenBelow(z.collNP(a), npAdd), parenBelow(z.collNP(b), npAdd), true
}

func (z *informer) inProp(op ir.Op, x, y ir.Expr) string {
	l := z.val(x)
	coll := parenBelow(z.collNP(y), npAdd)
	if t := z.typeOf(y); t != nil && t.Kind == ir.KMap {
		if op == ir.OpIn {
			return parenBelow(l, npAdd) + " " + isAre(l.plural) + " a key of " + coll
		}
		return parenBelow(l, npAdd) + " " + isAre(l.plural) + " not a key of " + coll
	}
	if op == ir.OpIn {
		if l.plural {
			return parenBelow(l, npAdd) + " occur in " + coll
		}
		return parenBelow(l, npAdd) + " occurs in " + coll
	}
	if l.plural {
		return parenBelow(l, npAdd) + " do not occur in " + coll
	}
	return parenBelow(l, npAdd) + " does not occur in " + coll
}

func ascendingOp(op ir.Op) bool { return op == ir.OpLt || op == ir.OpLe }

func (z *informer) chainProp(e *ir.Chain) string {
	if len(e.Args) != 3 || len(e.Ops) != 2 {
		return z.sym(e)
	}
	a, b, c := e.Args[0], e.Args[1], e.Args[2]
	o1, o2 := e.Ops[0], e.Ops[1]
	if z.collOrder(a, b) != ir.KUnknown || z.collOrder(b, c) != ir.KUnknown {
		return z.cmpProp(o1, a, b) + ", and " + z.cmpProp(o2, b, c)
	}
	if ascendingOp(o1) && ascendingOp(o2) && (z.score(b) == 0 || (!z.mentionsOutput(a) && !z.mentionsOutput(c))) {
		A, B, C := parenBelow(z.val(a), npAdd), z.val(b), parenBelow(z.val(c), npAdd)
		be := isAre(B.plural)
		Bs := parenBelow(B, npAdd)
		switch {
		case o1 == ir.OpLe && o2 == ir.OpLe:
			return Bs + " " + be + " between " + A + " and " + C + ", inclusive"
		case o1 == ir.OpLe && o2 == ir.OpLt:
			return Bs + " " + be + " at least " + A + " and less than " + C
		case o1 == ir.OpLt && o2 == ir.OpLe:
			return Bs + " " + be + " greater than " + A + " and at most " + C
		default:
			return Bs + " " + be + " greater than " + A + " and less than " + C
		}
	}
	return z.cmpProp(o1, a, b) + ", and " + z.cmpProp(o2, b, c)
}

// sym renders a condition with symbols (as in quantifier ranges: 0 ≤ i < n).
func (z *informer) sym(e ir.Expr) string {
	switch e := e.(type) {
	case *ir.Binary:
		switch e.Op {
		case ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe:
			if _, ok := z.orderWords(e.Op, e.X, e.Y); ok {
				return z.cmpProp(e.Op, e.X, e.Y)
			}
			return parenBelow(z.val(e.X), npAdd) + " " + comparisonSymbols[e.Op] + " " + parenBelow(z.val(e.Y), npAdd)
		case ir.OpIn:
			return parenBelow(z.val(e.X), npAdd) + " in " + parenBelow(z.collNP(e.Y), npAdd)
		case ir.OpNotIn:
			return parenBelow(z.val(e.X), npAdd) + " not in " + parenBelow(z.collNP(e.Y), npAdd)
		case ir.OpAnd:
			return z.symList(conjunctList(e))
		case ir.OpOr:
			ds := disjunctList(e)
			parts := make([]string, len(ds))
			for i, d := range ds {
				parts[i] = z.symItem(d)
			}
			return "(" + capPhrase(strings.Join(parts, " or ")) + ")"
		}
	case *ir.Chain:
		var sb strings.Builder
		for i, a := range e.Args {
			if i > 0 && i-1 < len(e.Ops) {
				sb.WriteString(" " + comparisonSymbols[e.Ops[i-1]] + " ")
			}
			sb.WriteString(parenBelow(z.val(a), npAdd))
		}
		return capPhrase(sb.String())
	case *ir.Unary:
		if e.Op == ir.OpNot {
			switch x := e.X.(type) {
			case *ir.Chain:
				return "not (" + z.sym(x) + ")"
			case *ir.Call:
				if z.userCall(x) {
					return "not " + z.val(x).s
				}
			}
		}
	case *ir.Call:
		if z.userCall(e) { // "with P(i)"
			return z.val(e).s
		}
	}
	return z.prop(e)
}

// userCall: a call of a function or predicate (not a builtin such as
// fresh or multiset).
func (z *informer) userCall(c *ir.Call) bool {
	if _, ok := c.Fn.(*ir.Ident); !ok {
		return true
	}
	return !z.heapCall(c) && !z.builtinCall(c)
}

// symItem is sym for an item in a list: connectives are parenthesised.
func (z *informer) symItem(e ir.Expr) string {
	s := z.sym(e)
	if _, ok := e.(*ir.Chain); ok {
		return s
	}
	if b, ok := e.(*ir.Binary); ok && b.Op != ir.OpOr && isConnective(e) {
		return "(" + s + ")"
	}
	if _, ok := e.(*ir.Quant); ok {
		return "(" + s + ")"
	}
	return s
}

func (z *informer) symList(es []ir.Expr) string {
	parts := make([]string, 0, len(es))
	for _, x := range es {
		parts = append(parts, z.symItem(x))
	}
	return capPhrase(strings.Join(parts, " and "))
}
