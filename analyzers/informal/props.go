package informal

import (
	"strings"

	"github.com/specfaith/specfaith/spec"
)

// ---- phrasing propositions ----

func (z *informer) prop(e spec.Expr) string {
	z.depth++
	defer func() { z.depth-- }()
	if z.depth > maxInformalDepth {
		return "…"
	}
	return capPhrase(z.prop1(e))
}

func (z *informer) prop1(e spec.Expr) string {
	switch e := e.(type) {
	case nil:
		return "?"
	case *spec.Lit:
		if v, ok := boolLitValue(e); ok {
			if v {
				return "true"
			}
			return "false (this never holds)"
		}
	case *spec.Ident:
		return e.Name + " is true"
	case *spec.Unary:
		if e.Op == spec.OpNot {
			return z.notProp(e.X)
		}
	case *spec.Binary:
		switch e.Op {
		case spec.OpAnd:
			return z.joinProps(conjunctList(e), " and ", spec.OpAnd)
		case spec.OpOr:
			return z.joinProps(disjunctList(e), " or ", spec.OpOr)
		case spec.OpImplies:
			return "if " + z.propIn(e.X, inCond, false) + ", then " + z.prop(e.Y)
		case spec.OpExplies:
			return "if " + z.propIn(e.Y, inCond, false) + ", then " + z.prop(e.X)
		case spec.OpIff:
			return z.propIn(e.X, inIffLeft, false) + " exactly when " + z.propIn(e.Y, inIffRight, true)
		case spec.OpEq, spec.OpNe, spec.OpLt, spec.OpLe, spec.OpGt, spec.OpGe:
			return z.cmpProp(e.Op, e.X, e.Y)
		case spec.OpIn, spec.OpNotIn:
			return z.inProp(e.Op, e.X, e.Y)
		case spec.OpDisjoint:
			return parenBelow(z.val(e.X), npAdd) + " and " + parenBelow(z.val(e.Y), npAdd) + " have no elements in common"
		}
	case *spec.Chain:
		return z.chainProp(e)
	case *spec.Quant:
		return z.quantProp(e)
	case *spec.Ite:
		return "if " + z.propIn(e.Cond, inCond, false) + ", then " + z.prop(e.Then) + "; otherwise, " + z.prop(e.Else)
	case *spec.Let:
		lets := z.letBindings(e)
		restore := z.bindLet(e)
		defer restore()
		return "letting " + lets + ", " + z.prop(e.Body)
	case *spec.Call:
		if len(e.Args) >= 1 {
			switch z.libOp(e) {
			case spec.LibFresh:
				return z.vals(e.Args) + " " + isAre(len(e.Args) > 1) + " newly allocated"
			case spec.LibAllocated:
				return z.vals(e.Args) + " " + isAre(len(e.Args) > 1) + " allocated"
			case spec.LibUnchanged:
				return z.vals(e.Args) + " " + isAre(len(e.Args) > 1) + " unchanged"
			case spec.LibDistinct:
				return "the elements of " + parenBelow(z.collNP(e.Args[0]), npAtom) + " are distinct"
			}
		}
		if z.isPermission(e) {
			if z.pre {
				return "the caller holds the required access permissions"
			}
			return "the access permissions are given back to the caller"
		}
		return z.val(e).s + " holds"
	case *spec.Member:
		if z.memberOp(e) == spec.LibIsInt {
			return z.val(e).s
		}
	case *spec.Unsupported:
		return z.val(e).s
	case *spec.Match:
		if len(e.Cases) == 1 && varTuple(e.Cases[0].Pat) {
			// let (m, p) := result; …
			c := e.Cases[0]
			restore := z.bind(spec.PatternVars(c.Pat, nil), nil)
			defer restore()
			return "letting " + patternText(c.Pat) + " be " + parenBelow(z.val(e.X), npAdd) + ", " + z.prop(c.Body)
		}
		parts := make([]string, 0, len(e.Cases))
		for _, c := range e.Cases {
			restore := z.bind(spec.PatternVars(c.Pat, nil), nil)
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

func isConnective(e spec.Expr) bool {
	switch e := e.(type) {
	case *spec.Binary:
		switch e.Op {
		case spec.OpAnd, spec.OpOr, spec.OpImplies, spec.OpExplies, spec.OpIff:
			return true
		}
	case *spec.Ite, *spec.Let, *spec.Match:
		return true
	}
	return false
}

// propIn phrases e as part of a larger sentence, parenthesised where the
// reading would otherwise be ambiguous.
func (z *informer) propIn(e spec.Expr, ctx int, last bool) string {
	s := z.prop(e)
	paren := false
	_, isQuant := e.(*spec.Quant)
	switch ctx {
	case inCond, inIffLeft:
		b, ok := e.(*spec.Binary)
		paren = isQuant || (isConnective(e) && !(ok && (b.Op == spec.OpAnd || b.Op == spec.OpOr) && ctx == inCond))
	case inIffRight:
		if b, ok := e.(*spec.Binary); ok {
			paren = b.Op == spec.OpImplies || b.Op == spec.OpExplies || b.Op == spec.OpIff
		}
		paren = paren || (isQuant && !last)
	}
	if paren {
		return "(" + s + ")"
	}
	return s
}

func (z *informer) joinProps(items []spec.Expr, sep string, op spec.Op) string {
	var sb strings.Builder
	for i, it := range items {
		if i > 0 {
			sb.WriteString(sep)
		}
		s := z.prop(it)
		_, isQuant := it.(*spec.Quant)
		b, isBin := it.(*spec.Binary)
		paren := (isConnective(it) && !(isBin && b.Op == op)) || (isQuant && i < len(items)-1)
		if _, ok := it.(*spec.Chain); ok && len(items) > 1 && strings.Contains(s, ", and ") {
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
func (z *informer) notProp(x spec.Expr) string {
	switch x := x.(type) {
	case *spec.Ident:
		return x.Name + " is false"
	case *spec.Call:
		if z.heapCall(x) {
			return "it is not the case that " + z.prop(x)
		}
		if z.libOp(x) == spec.LibDistinct {
			return "some element occurs more than once in " + parenBelow(z.collNP(x.Args[0]), npAtom)
		}
		if z.isPermission(x) {
			return "it is not the case that " + z.prop(x)
		}
		return z.val(x).s + " does not hold"
	case *spec.Member:
		if z.memberOp(x) == spec.LibIsInt {
			return parenBelow(z.val(x.X), npAtom) + " is not an integer"
		}
	case *spec.Index, *spec.Old:
		return parenBelow(z.val(x), npAdd) + " is false"
	}
	return "it is not the case that " + z.prop(x)
}

var comparisonVerbs = map[spec.Op][2]string{
	spec.OpEq: {"equals", "equal"},
	spec.OpNe: {"differs from", "differ from"},
	spec.OpLt: {"is less than", "are less than"},
	spec.OpLe: {"is at most", "are at most"},
	spec.OpGt: {"is greater than", "are greater than"},
	spec.OpGe: {"is at least", "are at least"},
}

var comparisonSymbols = map[spec.Op]string{
	spec.OpEq: "=", spec.OpNe: "≠", spec.OpLt: "<", spec.OpLe: "≤", spec.OpGt: ">", spec.OpGe: "≥",
}

func (z *informer) cmpProp(op spec.Op, x, y spec.Expr) string {
	if op == spec.OpEq {
		if a, b, ok := z.permutation(x, y); ok {
			return a + " is a permutation of " + b
		}
	}
	if sl, ok := x.(*spec.Slice); ok && sl.Lo == nil && sl.Hi == nil && (op == spec.OpEq || op == spec.OpNe) && isEmptySeq(y) {
		// a[..] == []: "a is empty" (its contents are the empty sequence).
		if op == spec.OpEq {
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
	if op == spec.OpEq && isLiteralExpr(y) {
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
func (z *informer) collOrder(x, y spec.Expr) spec.Kind {
	for _, e := range []spec.Expr{x, y} {
		if t := z.typeOf(e); t != nil {
			switch t.Kind {
			case spec.KSet, spec.KMultiset:
				return t.Kind
			case spec.KSeq, spec.KString:
				return spec.KSeq
			}
		}
	}
	return spec.KUnknown
}

// orderWords phrases <, <=, >, >= between collections.
func (z *informer) orderWords(op spec.Op, x, y spec.Expr) (string, bool) {
	var w map[spec.Op]string
	switch z.collOrder(x, y) {
	case spec.KSet:
		w = map[spec.Op]string{spec.OpLt: "is a proper subset of", spec.OpLe: "is a subset of", spec.OpGt: "is a proper superset of", spec.OpGe: "is a superset of"}
	case spec.KMultiset:
		w = map[spec.Op]string{spec.OpLt: "is a proper sub-multiset of", spec.OpLe: "is a sub-multiset of", spec.OpGt: "is a proper super-multiset of", spec.OpGe: "is a super-multiset of"}
	case spec.KSeq:
		w = map[spec.Op]string{spec.OpLt: "is a proper prefix of", spec.OpLe: "is a prefix of", spec.OpGt: "has as a proper prefix", spec.OpGe: "has as a prefix"}
	}
	s, ok := w[op]
	return s, ok
}

// permutation recognises multiset(a) == multiset(b) for sequences.
func (z *informer) permutation(x, y spec.Expr) (string, string, bool) {
	arg := func(e spec.Expr) (spec.Expr, bool) {
		c, ok := e.(*spec.Call)
		if !ok {
			return nil, false
		}
		sig, args, ok := z.lib(c)
		if !ok || sig.Op != spec.LibMultiset {
			return nil, false
		}
		a := args[0]
		t := z.typeOf(a)
		if o, ok := a.(*spec.Old); ok {
			t = z.typeOf(o.X)
			if s, ok := o.X.(*spec.Slice); ok && s.Lo == nil && s.Hi == nil {
				t = &spec.Type{Kind: spec.KSeq}
			}
		}
		if s, ok := a.(*spec.Slice); ok && s.Lo == nil && s.Hi == nil {
			t = &spec.Type{Kind: spec.KSeq}
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

func (z *informer) inProp(op spec.Op, x, y spec.Expr) string {
	l := z.val(x)
	coll := parenBelow(z.collNP(y), npAdd)
	if t := z.typeOf(y); t != nil && t.Kind == spec.KMap {
		if op == spec.OpIn {
			return parenBelow(l, npAdd) + " " + isAre(l.plural) + " a key of " + coll
		}
		return parenBelow(l, npAdd) + " " + isAre(l.plural) + " not a key of " + coll
	}
	if op == spec.OpIn {
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

func ascendingOp(op spec.Op) bool { return op == spec.OpLt || op == spec.OpLe }

func (z *informer) chainProp(e *spec.Chain) string {
	if len(e.Args) != 3 || len(e.Ops) != 2 {
		return z.sym(e)
	}
	a, b, c := e.Args[0], e.Args[1], e.Args[2]
	o1, o2 := e.Ops[0], e.Ops[1]
	if z.collOrder(a, b) != spec.KUnknown || z.collOrder(b, c) != spec.KUnknown {
		return z.cmpProp(o1, a, b) + ", and " + z.cmpProp(o2, b, c)
	}
	if ascendingOp(o1) && ascendingOp(o2) && (z.score(b) == 0 || (!z.mentionsOutput(a) && !z.mentionsOutput(c))) {
		A, B, C := parenBelow(z.val(a), npAdd), z.val(b), parenBelow(z.val(c), npAdd)
		be := isAre(B.plural)
		Bs := parenBelow(B, npAdd)
		switch {
		case o1 == spec.OpLe && o2 == spec.OpLe:
			return Bs + " " + be + " between " + A + " and " + C + ", inclusive"
		case o1 == spec.OpLe && o2 == spec.OpLt:
			return Bs + " " + be + " at least " + A + " and less than " + C
		case o1 == spec.OpLt && o2 == spec.OpLe:
			return Bs + " " + be + " greater than " + A + " and at most " + C
		default:
			return Bs + " " + be + " greater than " + A + " and less than " + C
		}
	}
	return z.cmpProp(o1, a, b) + ", and " + z.cmpProp(o2, b, c)
}

// sym renders a condition with symbols (as in quantifier ranges: 0 ≤ i < n).
func (z *informer) sym(e spec.Expr) string {
	switch e := e.(type) {
	case *spec.Binary:
		switch e.Op {
		case spec.OpEq, spec.OpNe, spec.OpLt, spec.OpLe, spec.OpGt, spec.OpGe:
			if _, ok := z.orderWords(e.Op, e.X, e.Y); ok {
				return z.cmpProp(e.Op, e.X, e.Y)
			}
			return parenBelow(z.val(e.X), npAdd) + " " + comparisonSymbols[e.Op] + " " + parenBelow(z.val(e.Y), npAdd)
		case spec.OpIn:
			return parenBelow(z.val(e.X), npAdd) + " in " + parenBelow(z.collNP(e.Y), npAdd)
		case spec.OpNotIn:
			return parenBelow(z.val(e.X), npAdd) + " not in " + parenBelow(z.collNP(e.Y), npAdd)
		case spec.OpAnd:
			return z.symList(conjunctList(e))
		case spec.OpOr:
			ds := disjunctList(e)
			parts := make([]string, len(ds))
			for i, d := range ds {
				parts[i] = z.symItem(d)
			}
			return "(" + capPhrase(strings.Join(parts, " or ")) + ")"
		}
	case *spec.Chain:
		var sb strings.Builder
		for i, a := range e.Args {
			if i > 0 && i-1 < len(e.Ops) {
				sb.WriteString(" " + comparisonSymbols[e.Ops[i-1]] + " ")
			}
			sb.WriteString(parenBelow(z.val(a), npAdd))
		}
		return capPhrase(sb.String())
	case *spec.Unary:
		if e.Op == spec.OpNot {
			switch x := e.X.(type) {
			case *spec.Chain:
				return "not (" + z.sym(x) + ")"
			case *spec.Call:
				if z.userCall(x) {
					return "not " + z.val(x).s
				}
			}
		}
	case *spec.Call:
		if z.userCall(e) { // "with P(i)"
			return z.val(e).s
		}
	}
	return z.prop(e)
}

// userCall: a call of a function or predicate (not a builtin such as
// fresh or multiset).
func (z *informer) userCall(c *spec.Call) bool {
	if _, ok := c.Fn.(*spec.Ident); !ok {
		return true
	}
	return !z.heapCall(c) && !z.builtinCall(c)
}

// symItem is sym for an item in a list: connectives are parenthesised.
func (z *informer) symItem(e spec.Expr) string {
	s := z.sym(e)
	if _, ok := e.(*spec.Chain); ok {
		return s
	}
	if b, ok := e.(*spec.Binary); ok && b.Op != spec.OpOr && isConnective(e) {
		return "(" + s + ")"
	}
	if _, ok := e.(*spec.Quant); ok {
		return "(" + s + ")"
	}
	return s
}

func (z *informer) symList(es []spec.Expr) string {
	parts := make([]string, 0, len(es))
	for _, x := range es {
		parts = append(parts, z.symItem(x))
	}
	return capPhrase(strings.Join(parts, " and "))
}
