package lean

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/specfaith/specfaith/ir"
)

// Levels beyond the parser's binding powers (parse.go).
const (
	// levelArg is what an argument needs: an atom or a postfix form.
	// Applications and leading forms (¬, ∀, fun, let, if, match) sit at
	// precApp: any operator may take them, an application may not.
	levelArg = precApp + 1
	// none: nothing that could extend the term follows (a closing
	// bracket, a comma, then/else/with, the end).
	none = -1
)

// Print renders an IR expression as Lean 4 source. Parentheses are added
// only where Lean's (and this package's parser's) precedences need them,
// so ParseExpr(Print(e)) evaluates like e. Constructs Lean cannot spell
// (old, set displays, a standalone multiset, …) are an error naming them.
func Print(e ir.Expr) (string, error) {
	p := &printer{used: map[string]bool{}, names: map[string]string{}}
	p.collect(e)
	p.expr(e, precMin, none, false)
	if p.err != nil {
		return "", p.err
	}
	return p.sb.String(), nil
}

type printer struct {
	sb strings.Builder
	// used holds every name in the expression, so that fresh names for
	// the parser's synthesized ones ($dot1, $p1) capture nothing.
	used  map[string]bool
	names map[string]string
	err   error
}

func (p *printer) fail(format string, args ...any) {
	if p.err == nil {
		p.err = fmt.Errorf("lean: "+format, args...)
	}
}

func (p *printer) w(s string) { p.sb.WriteString(s) }

// group prints f, in parentheses when need. Inside parentheses nothing
// follows; otherwise f sees what follows the group: follow, the level of
// the next infix operator, and bar, whether a match arm's '|' follows.
func (p *printer) group(need bool, follow int, bar bool, f func(follow int, bar bool)) {
	if need {
		p.w("(")
		f(none, false)
		p.w(")")
		return
	}
	f(follow, bar)
}

// leading says whether a form that extends as far right as it can (∀,
// fun, let, if, match) needs parentheses: as an argument, or when an
// operator follows, which it would swallow.
func leading(ctx, follow int) bool { return ctx > precApp || follow >= precMin }

// expr prints e where the context needs level ctx, followed by an infix
// operator of level follow (or none) and possibly by a match arm's '|'.
func (p *printer) expr(e ir.Expr, ctx, follow int, bar bool) {
	if p.err != nil {
		return
	}
	switch e := e.(type) {
	case *ir.Lit:
		p.value(e.Val, ctx, follow)
	case *ir.Ident:
		p.w(p.ref(e.Name))
	case *ir.Unary:
		p.unary(e, ctx, follow, bar)
	case *ir.Binary:
		p.binary(e, ctx, follow, bar)
	case *ir.Chain:
		// Lean does not chain comparisons: a < b < c is a < b ∧ b < c.
		if len(e.Args) != len(e.Ops)+1 || len(e.Ops) == 0 {
			p.fail("malformed comparison chain")
			return
		}
		var conj ir.Expr
		for i := len(e.Ops) - 1; i >= 0; i-- {
			c := &ir.Binary{Op: e.Ops[i], X: e.Args[i], Y: e.Args[i+1]}
			if conj == nil {
				conj = c
			} else {
				conj = &ir.Binary{Op: ir.OpAnd, X: c, Y: conj}
			}
		}
		p.expr(conj, ctx, follow, bar)
	case *ir.Call:
		p.call(e, ctx, follow, bar)
	case *ir.Index:
		p.index(e, ctx, follow, bar)
	case *ir.Slice:
		// Clamped bounds are take/drop: xs[lo..hi] is (xs.take hi).drop lo.
		// Dafny's unclamped slice agrees wherever it is defined.
		x := e.X
		if e.Hi != nil {
			x = &ir.Call{Fn: &ir.Member{X: x, Name: "take"}, Args: []ir.Expr{e.Hi}}
		}
		if e.Lo != nil {
			x = &ir.Call{Fn: &ir.Member{X: x, Name: "drop"}, Args: []ir.Expr{e.Lo}}
		}
		p.expr(x, ctx, follow, bar)
	case *ir.Member:
		p.receiver(e.X)
		p.w(".")
		p.w(p.field(e.Name))
	case *ir.Quant:
		p.quant(e, ctx, follow, bar)
	case *ir.Lambda:
		p.lambda(e, ctx, follow, bar)
	case *ir.Ite:
		p.group(leading(ctx, follow), follow, bar, func(_ int, bar bool) {
			p.w("if ")
			p.expr(e.Cond, precMin, none, false)
			p.w(" then ")
			p.expr(e.Then, precMin, none, false)
			p.w(" else ")
			p.expr(e.Else, precMin, none, bar)
		})
	case *ir.Let:
		p.let(e, ctx, follow, bar)
	case *ir.Match:
		p.group(leading(ctx, follow) || bar, follow, bar, func(int, bool) {
			p.match(e)
		})
	case *ir.Display:
		open := "["
		switch e.Coll {
		case ir.KSeq:
		case ir.KArray:
			open = "#["
		default:
			p.fail("a %s display has no Lean spelling", e.Coll)
			return
		}
		p.w(open)
		p.list(e.Elems)
		p.w("]")
	case *ir.TupleExpr:
		if len(e.Elems) == 1 {
			p.fail("a one-element tuple has no Lean spelling")
			return
		}
		el := flattenTuple(e.Elems)
		p.w("(")
		p.list(el)
		p.w(")")
	case *ir.Old:
		p.fail("old(…) has no Lean spelling (Lean specifications have no pre-state)")
	case *ir.Unsupported:
		// A Float literal keeps its text: it is its own Lean spelling.
		if isFloatLit(e.Text) {
			p.w(e.Text)
			return
		}
		p.fail("cannot print %q: %s", e.Text, e.Reason)
	case *ir.Update:
		p.fail("a sequence or map update x[k := v] has no Lean spelling")
	case *ir.Compr:
		p.fail("a %s comprehension has no Lean spelling", e.Coll)
	default:
		p.fail("cannot print %T", e)
	}
}

func (p *printer) list(es []ir.Expr) {
	for i, x := range es {
		if i > 0 {
			p.w(", ")
		}
		p.expr(x, precMin, none, false)
	}
}

func isFloatLit(s string) bool {
	i := strings.IndexByte(s, '.')
	digits := func(d string) bool {
		return d != "" && strings.Trim(d, "0123456789") == ""
	}
	return i > 0 && digits(s[:i]) && digits(s[i+1:])
}

// ---- names ----

func (p *printer) collect(e ir.Expr) {
	use := func(n string) {
		p.used[n] = true
		if i := strings.IndexByte(n, '.'); i > 0 {
			p.used[n[:i]] = true
		}
	}
	ir.Inspect(e, func(x ir.Expr) bool {
		switch x := x.(type) {
		case *ir.Ident:
			use(x.Name)
		case *ir.Quant:
			for _, v := range x.Vars {
				use(v.Name)
			}
		case *ir.Lambda:
			for _, v := range x.Params {
				use(v.Name)
			}
		case *ir.Compr:
			for _, v := range x.Vars {
				use(v.Name)
			}
		case *ir.Let:
			for _, n := range x.Names {
				use(n)
			}
		case *ir.Match:
			for _, c := range x.Cases {
				for _, v := range patVars(c.Pat) {
					use(v)
				}
			}
		}
		return true
	})
}

// bind names a binder: the parser's synthesized names ($dot1 for ·, $p1
// for a destructured argument) get fresh Lean names.
func (p *printer) bind(n string) string {
	if !strings.HasPrefix(n, "$") {
		return p.ref(n)
	}
	if r, ok := p.names[n]; ok {
		return r
	}
	base := "v"
	switch {
	case strings.HasPrefix(n, "$dot"):
		base = "x"
	case strings.HasPrefix(n, "$p"):
		base = "p"
	}
	r := base
	for k := 1; p.used[r]; k++ {
		r = base + strconv.Itoa(k)
	}
	p.used[r] = true
	p.names[n] = r
	return r
}

// ref prints a use of a name.
func (p *printer) ref(n string) string {
	if r, ok := p.names[n]; ok {
		return r
	}
	if strings.HasPrefix(n, "$") {
		p.fail("the synthesized name %s has no Lean spelling", n)
		return n
	}
	// The parser reads these as syntax when they stand alone.
	if keywords[n] || commands[n] {
		p.fail("the name %q is a Lean keyword", n)
		return n
	}
	for _, part := range strings.Split(n, ".") {
		if !identChars(part) {
			p.fail("%q is not a Lean name", n)
			return n
		}
	}
	return n
}

var keywords = map[string]bool{
	"fun": true, "let": true, "have": true, "if": true, "then": true, "else": true, "match": true,
	"with": true, "do": true, "at": true, "from": true, "in": true, "by": true, "show": true,
	"forall": true, "exists": true, "true": true, "false": true, "True": true, "False": true,
	"none": true, "termination_by": true, "decreasing_by": true, "where": true, "deriving": true,
}

// identChars says whether s lexes as one name component.
func identChars(s string) bool {
	for i, r := range s {
		if i == 0 {
			if !isIdentStart(r) {
				return false
			}
			continue
		}
		// ! and ? end a name (get!, get?).
		if !isIdentRest(r) || (r == '!' || r == '?') && i+len(string(r)) < len(s) {
			return false
		}
	}
	return s != ""
}

// field prints a member name: tuple projections are 1-based (.1, .2).
func (p *printer) field(name string) string {
	if k, err := strconv.Atoi(name); err == nil && k >= 0 {
		return strconv.Itoa(k + 1)
	}
	if !identChars(name) {
		p.fail("%q is not a Lean field name", name)
	}
	return name
}

// mentions reports whether e refers to name (alone or as x.f).
func mentions(e ir.Expr, name string) bool {
	found := false
	ir.Inspect(e, func(x ir.Expr) bool {
		if id, ok := x.(*ir.Ident); ok && (id.Name == name || strings.HasPrefix(id.Name, name+".")) {
			found = true
		}
		return !found
	})
	return found
}

// ---- literals ----

func (p *printer) value(v ir.Value, ctx, follow int) {
	switch x := v.(type) {
	case ir.Bool:
		p.w(strconv.FormatBool(bool(x)))
	case ir.Int:
		switch {
		case x.V.Sign() < 0:
			// -5 extends like prefix minus: -5 ^ 2 is -(5 ^ 2).
			p.group(ctx > precNeg || follow >= precNeg, follow, false, func(int, bool) { p.w(x.V.String()) })
		case x.Signed:
			// A non-negative Int keeps its type: Lean's - on it does not truncate.
			p.w("(" + x.V.String() + " : Int)")
		default:
			p.w(x.V.String())
		}
	case ir.Char:
		p.w("'" + escapeRune(rune(x), '\'') + "'")
	case ir.Seq:
		if x.Str {
			var sb strings.Builder
			sb.WriteByte('"')
			for _, el := range x.Elems {
				c, ok := el.(ir.Char)
				if !ok {
					p.fail("a string holds a non-character %s", el)
					return
				}
				sb.WriteString(escapeRune(rune(c), '"'))
			}
			sb.WriteByte('"')
			p.w(sb.String())
			return
		}
		p.w("[")
		p.values(x.Elems)
		p.w("]")
	case ir.Array:
		if len(x.Dims) > 1 {
			p.fail("a %d-dimensional array has no Lean literal", len(x.Dims))
			return
		}
		p.w("#[")
		p.values(x.Elems)
		p.w("]")
	case ir.Tuple:
		if len(x.Elems) == 1 {
			p.fail("a one-element tuple has no Lean spelling")
			return
		}
		el := x.Elems
		for len(el) >= 2 {
			t, ok := el[len(el)-1].(ir.Tuple)
			if !ok || len(t.Elems) != 2 {
				break
			}
			el = append(el[:len(el)-1:len(el)-1], t.Elems...)
		}
		p.w("(")
		p.values(el)
		p.w(")")
	case ir.Datatype:
		switch {
		case x.Ctor == "none" && len(x.Fields) == 0:
			p.w("none")
		case x.Ctor == "some" && len(x.Fields) == 1:
			p.group(ctx > precApp, follow, false, func(int, bool) {
				p.w("some ")
				p.value(x.Fields[0], levelArg, none)
			})
		default:
			p.fail("the constructor value %s has no Lean spelling", x)
		}
	case ir.Float, ir.Real:
		text, ok := scientificText(v)
		if !ok {
			p.fail("the number %s has no Lean literal", ir.Brief(v))
			return
		}
		if strings.HasPrefix(text, "-") {
			p.group(ctx > precNeg || follow >= precNeg, follow, false, func(int, bool) { p.w(text) })
			return
		}
		p.w(text)
	default:
		p.fail("a %s value has no Lean literal", v.Kind())
	}
}

func (p *printer) values(vs []ir.Value) {
	for i, v := range vs {
		if i > 0 {
			p.w(", ")
		}
		p.value(v, precMin, none)
	}
}

// escapeRune spells a character inside quotes as Lean's lexer reads it.
func escapeRune(r rune, quote rune) string {
	switch r {
	case '\n':
		return `\n`
	case '\t':
		return `\t`
	case '\r':
		return `\r`
	case '\\':
		return `\\`
	case quote:
		return `\` + string(r)
	}
	if r < 0x20 || r == 0x7f {
		return fmt.Sprintf(`\x%02x`, r)
	}
	if !utf8.ValidRune(r) || !unicode.IsPrint(r) && r <= 0xffff {
		return fmt.Sprintf(`\u%04x`, r)
	}
	return string(r)
}

// ---- operators ----

type leanOp struct {
	text        string
	prec        int
	left, right int // levels the operands need
}

func infixOp(op ir.Op) (leanOp, bool) {
	nonAssoc := func(s string, prec int) leanOp { return leanOp{s, prec, prec + 1, prec + 1} }
	leftAssoc := func(s string, prec int) leanOp { return leanOp{s, prec, prec, prec + 1} }
	rightAssoc := func(s string, prec int) leanOp { return leanOp{s, prec, prec + 1, prec} }
	switch op {
	case ir.OpAnd:
		return rightAssoc("∧", precAnd), true
	case ir.OpOr:
		return rightAssoc("∨", precOr), true
	case ir.OpImplies:
		return rightAssoc("→", precArrow), true
	case ir.OpIff:
		// Lean's ↔ does not associate; the parser's does: parenthesise both.
		return nonAssoc("↔", precIff), true
	case ir.OpEq:
		return nonAssoc("=", precRel), true
	case ir.OpNe:
		return nonAssoc("≠", precRel), true
	case ir.OpLt:
		return nonAssoc("<", precRel), true
	case ir.OpLe:
		return nonAssoc("≤", precRel), true
	case ir.OpGt:
		return nonAssoc(">", precRel), true
	case ir.OpGe:
		return nonAssoc("≥", precRel), true
	case ir.OpIn:
		return nonAssoc("∈", precRel), true
	case ir.OpNotIn:
		return nonAssoc("∉", precRel), true
	case ir.OpAppend:
		return leftAssoc("++", precAppend), true
	case ir.OpCons:
		return rightAssoc("::", precCons), true
	case ir.OpAdd:
		return leftAssoc("+", precAdd), true
	case ir.OpSub, ir.OpNatSub, ir.OpSubAuto:
		// One spelling: Lean's - truncates on Nat and not on Int, so OpSub
		// and OpNatSub mean it only for Int and Nat operands respectively.
		return leftAssoc("-", precAdd), true
	case ir.OpMul:
		return leftAssoc("*", precMul), true
	case ir.OpDivEuclid, ir.OpDivEuclidTotal:
		// Lean's x / 0 is 0 where OpDivEuclid is ill-defined: a refinement.
		return leftAssoc("/", precMul), true
	case ir.OpModEuclid, ir.OpModEuclidTotal:
		return leftAssoc("%", precMul), true
	case ir.OpPow:
		return rightAssoc("^", precPow), true
	}
	return leanOp{}, false
}

// divCalls are the divisions Lean spells as functions (Lean's / is
// Euclidean on Int).
var divCalls = map[ir.Op]string{
	ir.OpDivFloor: "Int.fdiv", ir.OpModFloor: "Int.fmod",
	ir.OpDivTrunc: "Int.tdiv", ir.OpModTrunc: "Int.tmod",
}

func (p *printer) infix(o leanOp, x, y ir.Expr, ctx, follow int, bar bool) {
	p.group(ctx > o.prec, follow, bar, func(follow int, bar bool) {
		p.expr(x, o.left, o.prec, false)
		p.w(" " + o.text + " ")
		p.expr(y, o.right, follow, bar)
	})
}

func (p *printer) binary(e *ir.Binary, ctx, follow int, bar bool) {
	switch e.Op {
	case ir.OpExplies:
		p.infix(leanOp{"→", precArrow, precArrow + 1, precArrow}, e.Y, e.X, ctx, follow, bar)
		return
	case ir.OpEq, ir.OpNe:
		// multiset(a) = multiset(b): a is a permutation of b.
		a, okA := e.X.(*ir.Unary)
		b, okB := e.Y.(*ir.Unary)
		if okA && okB && a.Op == ir.OpMultiset && b.Op == ir.OpMultiset {
			var perm ir.Expr = &ir.Call{Fn: &ir.Ident{Name: "List.Perm"}, Args: []ir.Expr{asList(a.X), asList(b.X)}}
			if e.Op == ir.OpNe {
				perm = &ir.Unary{Op: ir.OpNot, X: perm}
			}
			p.expr(perm, ctx, follow, bar)
			return
		}
	}
	if fn, ok := divCalls[e.Op]; ok {
		p.expr(&ir.Call{Fn: &ir.Ident{Name: fn}, Args: []ir.Expr{e.X, e.Y}}, ctx, follow, bar)
		return
	}
	o, ok := infixOp(e.Op)
	if !ok {
		p.fail("the operator %s has no Lean spelling", e.Op)
		return
	}
	x, y := e.X, e.Y
	if e.Op.IsComparison() || isArithOp(e.Op) {
		// An Int numeral beside a term needs no (3 : Int): Lean gives the
		// numeral the other operand's type (binop%, binrel%).
		x, y = plainNumeral(x, y), plainNumeral(y, x)
	}
	p.infix(o, x, y, ctx, follow, bar)
}

func isArithOp(op ir.Op) bool {
	switch op {
	case ir.OpAdd, ir.OpSub, ir.OpNatSub, ir.OpSubAuto, ir.OpMul, ir.OpDivEuclidTotal, ir.OpModEuclidTotal, ir.OpDivEuclid, ir.OpModEuclid:
		return true
	}
	return false
}

// plainNumeral is e without its Int annotation when e is a non-negative
// Int numeral and other is not a literal.
func plainNumeral(e, other ir.Expr) ir.Expr {
	l, ok := e.(*ir.Lit)
	if !ok {
		return e
	}
	n, ok := l.Val.(ir.Int)
	if !ok || !n.Signed || n.V.Sign() < 0 {
		return e
	}
	if _, lit := other.(*ir.Lit); lit {
		return e
	}
	return &ir.Lit{Node: l.Node, Val: ir.Int{V: n.V}}
}

// isArrayLit says whether e is syntactically an array (so .size, not .length).
func isArrayLit(e ir.Expr) bool {
	switch x := e.(type) {
	case *ir.Display:
		return x.Coll == ir.KArray
	case *ir.Lit:
		_, ok := x.Val.(ir.Array)
		return ok
	}
	return false
}

// asList converts an array literal for List.Perm; anything else is
// printed as is (the printer does not know types).
func asList(e ir.Expr) ir.Expr {
	if isArrayLit(e) {
		return &ir.Member{X: e, Name: "toList"}
	}
	return e
}

func (p *printer) unary(e *ir.Unary, ctx, follow int, bar bool) {
	switch e.Op {
	case ir.OpNot:
		// ¬ takes a term of level 40: ¬a = b is ¬(a = b).
		p.group(ctx > precApp || follow >= precNot, follow, bar, func(follow int, bar bool) {
			p.w("¬")
			p.expr(e.X, precNot, follow, bar)
		})
	case ir.OpNeg:
		p.group(ctx > precNeg || follow >= precNeg, follow, bar, func(follow int, bar bool) {
			p.w("-")
			inner := precNeg
			if ir.StartsWithMinus(e.X) {
				inner = levelArg // "--" would start a comment
			}
			p.expr(e.X, inner, follow, bar)
		})
	case ir.OpCard:
		p.receiver(e.X)
		if isArrayLit(e.X) {
			p.w(".size")
		} else {
			p.w(".length")
		}
	case ir.OpMultiset:
		p.fail("a multiset has no Lean spelling (only multiset(a) = multiset(b), as List.Perm)")
	default:
		p.fail("the operator %s has no Lean spelling", e.Op)
	}
}

// receiver prints the x of x.f: an atom, with a dotted name or a number
// parenthesised so the field does not merge into it.
func (p *printer) receiver(x ir.Expr) {
	need := false
	switch r := x.(type) {
	case *ir.Ident:
		need = strings.Contains(p.refQuiet(r.Name), ".")
	case *ir.Lit:
		i, isInt := r.Val.(ir.Int)
		need = isInt && !(i.Signed && i.V.Sign() >= 0) // (3 : Int) has its own
	}
	if need {
		p.w("(")
		p.expr(x, precMin, none, false)
		p.w(")")
		return
	}
	p.expr(x, levelArg, none, false)
}

func (p *printer) refQuiet(n string) string {
	if r, ok := p.names[n]; ok {
		return r
	}
	return n
}

// ---- applications and indexing ----

func (p *printer) call(e *ir.Call, ctx, follow int, bar bool) {
	if len(e.Args) == 0 {
		p.expr(e.Fn, ctx, follow, bar)
		return
	}
	if id, ok := e.Fn.(*ir.Ident); ok {
		switch {
		case id.Name == "$toInt":
			// ↑x and (x : Int); doubled before → so the parser does not read
			// (x : Int) → P as a named hypothesis.
			p.group(ctx > precApp && len(e.Args) > 1, follow, bar, func(follow int, bar bool) {
				_, isName := e.Args[0].(*ir.Ident)
				double := isName && follow == precArrow && len(e.Args) == 1
				if double {
					p.w("(")
				}
				p.w("(")
				p.expr(e.Args[0], precMin, none, false)
				p.w(" : Int)")
				if double {
					p.w(")")
				}
				p.args(e.Args[1:])
			})
			return
		case id.Name == "Nat.dvd" && len(e.Args) == 2:
			p.infix(leanOp{"∣", precRel, precRel + 1, precRel + 1}, e.Args[0], e.Args[1], ctx, follow, bar)
			return
		case id.Name == "Function.comp" && len(e.Args) == 2:
			// Lean's ∘ is right-associative, the parser's left: parenthesise both.
			p.infix(leanOp{"∘", precCompose, precCompose + 1, precCompose + 1}, e.Args[0], e.Args[1], ctx, follow, bar)
			return
		}
	}
	p.group(ctx > precApp, follow, bar, func(int, bool) {
		p.expr(e.Fn, levelArg, none, false)
		p.args(e.Args)
	})
}

func (p *printer) args(as []ir.Expr) {
	for _, a := range as {
		p.w(" ")
		p.expr(a, levelArg, none, false)
	}
}

func (p *printer) index(e *ir.Index, ctx, follow int, bar bool) {
	if len(e.Args) != 1 {
		p.fail("a %d-dimensional index has no Lean spelling", len(e.Args))
		return
	}
	suffix := ""
	switch e.Mode {
	case ir.IndexStrict:
	case ir.IndexBang:
		suffix = "!"
	case ir.IndexOption:
		suffix = "?"
	case ir.IndexDefault:
		if e.Default == nil {
			p.fail("an index with a default has no default")
			return
		}
		p.expr(&ir.Call{Fn: &ir.Member{X: e.X, Name: "getD"}, Args: []ir.Expr{e.Args[0], e.Default}}, ctx, follow, bar)
		return
	default:
		p.fail("Python's negative indexing has no Lean spelling")
		return
	}
	p.receiver(e.X)
	p.w("[")
	p.expr(e.Args[0], precMin, none, false)
	p.w("]" + suffix)
}

// ---- binders ----

func (p *printer) quant(e *ir.Quant, ctx, follow int, bar bool) {
	if len(e.Vars) == 0 {
		p.fail("a quantifier without variables")
		return
	}
	body := e.Body
	if e.Range != nil {
		op := ir.OpImplies
		if !e.Forall {
			op = ir.OpAnd
		}
		body = &ir.Binary{Op: op, X: e.Range, Y: body}
	}
	p.group(leading(ctx, follow), follow, bar, func(_ int, bar bool) {
		if e.Forall {
			p.w("∀ ")
		} else {
			p.w("∃ ")
		}
		// Binder predicates: ∀ x ∈ xs, P is ∀ x, x ∈ xs → P.
		if g, rest, ok := binderPred(e, body); ok {
			p.w(p.bind(e.Vars[0].Name) + " " + g.text + " ")
			p.expr(g.bound, precRel+1, none, false)
			p.w(", ")
			p.expr(rest, precMin, none, bar)
			return
		}
		p.binders(e.Vars, true)
		p.w(", ")
		p.expr(body, precMin, none, bar)
	})
}

type guard struct {
	text  string
	bound ir.Expr
}

var predOps = map[ir.Op]string{
	ir.OpLt: "<", ir.OpLe: "≤", ir.OpGt: ">", ir.OpGe: "≥", ir.OpNe: "≠", ir.OpIn: "∈", ir.OpNotIn: "∉",
}

// A typed variable keeps its binder unless the guard is membership (the
// collection gives the type): ∀ x ∈ xs, P. A guard x ∈ xs ∧ P → Q is
// ∀ x ∈ xs, P → Q.
func binderPred(e *ir.Quant, body ir.Expr) (guard, ir.Expr, bool) {
	if len(e.Vars) != 1 {
		return guard{}, nil, false
	}
	b, ok := body.(*ir.Binary)
	if !ok || e.Forall && b.Op != ir.OpImplies || !e.Forall && b.Op != ir.OpAnd {
		return guard{}, nil, false
	}
	name := e.Vars[0].Name
	g, ok := b.X.(*ir.Binary)
	if !ok {
		return guard{}, nil, false
	}
	rest := b.Y
	if g.Op == ir.OpAnd && e.Forall {
		in, ok := g.X.(*ir.Binary)
		if !ok || in.Op != ir.OpIn {
			return guard{}, nil, false
		}
		g, rest = in, &ir.Binary{Node: b.Node, Op: ir.OpImplies, X: g.Y, Y: b.Y}
	}
	text, ok := predOps[g.Op]
	v, isVar := g.X.(*ir.Ident)
	if !ok || !isVar || v.Name != name || mentions(g.Y, name) || e.Vars[0].Type != nil && g.Op != ir.OpIn {
		return guard{}, nil, false
	}
	return guard{text, g.Y}, rest, true
}

// binders prints ∀/fun binders; typed ones in groups (x y : Nat). Quantifier
// binders must keep their type (it bounds the domain); a lambda's may drop
// an unknown one.
func (p *printer) binders(bs []ir.Binder, quant bool) {
	for i := 0; i < len(bs); {
		if i > 0 {
			p.w(" ")
		}
		b := bs[i]
		ty := ""
		if b.Type != nil {
			var ok bool
			ty, ok = typeText(b.Type)
			if !ok {
				if quant {
					p.fail("the type of the bound variable %s (%s) has no Lean spelling", b.Name, b.Type)
					return
				}
				ty = ""
			}
		}
		if ty == "" {
			p.w(p.bind(b.Name))
			i++
			continue
		}
		j := i + 1
		for j < len(bs) && bs[j].Type != nil {
			t, ok := typeText(bs[j].Type)
			if !ok || t != ty {
				break
			}
			j++
		}
		p.w("(")
		for k := i; k < j; k++ {
			if k > i {
				p.w(" ")
			}
			p.w(p.bind(bs[k].Name))
		}
		p.w(" : " + ty + ")")
		i = j
	}
}

// typeText spells a type; false when Lean has no spelling for it here.
func typeText(t *ir.Type) (string, bool) {
	if t == nil {
		return "", false
	}
	arg := func(a *ir.Type) (string, bool) {
		s, ok := typeText(a)
		if ok && strings.ContainsAny(s, " ") {
			s = "(" + s + ")"
		}
		return s, ok
	}
	switch t.Kind {
	case ir.KBitvector:
		if _, ok := uintBits[t.Name]; ok {
			return t.Name, true
		}
		return "", false
	case ir.KBool:
		return "Bool", true
	case ir.KInt:
		return "Int", true
	case ir.KNat:
		return "Nat", true
	case ir.KChar:
		return "Char", true
	case ir.KString:
		return "String", true
	case ir.KSeq, ir.KArray:
		if t.Kind == ir.KArray && t.Dims > 1 {
			return "", false
		}
		el, ok := arg(t.Elem)
		if !ok {
			return "", false
		}
		if t.Kind == ir.KArray {
			return "Array " + el, true
		}
		return "List " + el, true
	case ir.KTuple:
		if len(t.Args) < 2 {
			return "", false
		}
		parts := make([]string, len(t.Args))
		for i, a := range t.Args {
			s, ok := typeText(a)
			if !ok {
				return "", false
			}
			// × is right-associative and binds tighter than →.
			if a.Kind == ir.KFunc || a.Kind == ir.KTuple && i < len(t.Args)-1 {
				s = "(" + s + ")"
			}
			parts[i] = s
		}
		return strings.Join(parts, " × "), true
	case ir.KFunc:
		if len(t.Args) == 0 {
			return "", false
		}
		var parts []string
		for _, a := range append(append([]*ir.Type(nil), t.Args...), t.Result) {
			s, ok := typeText(a)
			if !ok {
				return "", false
			}
			parts = append(parts, s)
		}
		for i, a := range t.Args {
			if a.Kind == ir.KFunc {
				parts[i] = "(" + parts[i] + ")"
			}
		}
		return strings.Join(parts, " → "), true
	case ir.KDatatype, ir.KTypeParam, ir.KUnknown, ir.KReal:
		if t.Name == "" {
			return "", false
		}
		for _, part := range strings.Split(t.Name, ".") {
			if !identChars(part) {
				return "", false
			}
		}
		s := t.Name
		for _, a := range t.Args {
			as, ok := arg(a)
			if !ok {
				return "", false
			}
			s += " " + as
		}
		return s, true
	}
	return "", false
}

func (p *printer) lambda(e *ir.Lambda, ctx, follow int, bar bool) {
	if len(e.Params) == 0 {
		p.fail("a function without parameters")
		return
	}
	if m, ok := funMatch(e); ok {
		// fun (a, b) => e, or fun | p => e | …
		if len(m.Cases) == 1 && len(e.Params) == 1 && m.Cases[0].Pat.Tuple {
			p.group(leading(ctx, follow), follow, bar, func(_ int, bar bool) {
				p.w("fun " + p.pattern(m.Cases[0].Pat, false) + " => ")
				p.expr(m.Cases[0].Body, precMin, none, bar)
			})
			return
		}
		p.group(leading(ctx, follow) || bar, follow, bar, func(int, bool) {
			p.w("fun")
			p.arms(m.Cases, len(e.Params))
		})
		return
	}
	p.group(leading(ctx, follow), follow, bar, func(_ int, bar bool) {
		p.w("fun ")
		p.binders(e.Params, false)
		p.w(" => ")
		p.expr(e.Body, precMin, none, bar)
	})
}

// funMatch recognises the parser's lowering of fun | … and fun (a, b) => …:
// synthesized parameters matched at once and not used otherwise.
func funMatch(e *ir.Lambda) (*ir.Match, bool) {
	m, ok := e.Body.(*ir.Match)
	if !ok || len(m.Cases) == 0 {
		return nil, false
	}
	n := len(e.Params)
	for _, b := range e.Params {
		if !strings.HasPrefix(b.Name, "$p") || b.Type != nil {
			return nil, false
		}
	}
	var scrut []ir.Expr
	if n == 1 {
		scrut = []ir.Expr{m.X}
	} else if t, ok := m.X.(*ir.TupleExpr); ok && len(t.Elems) == n {
		scrut = t.Elems
	} else {
		return nil, false
	}
	for i, s := range scrut {
		id, ok := s.(*ir.Ident)
		if !ok || id.Name != e.Params[i].Name {
			return nil, false
		}
	}
	for _, c := range m.Cases {
		if n > 1 && !(c.Pat.Tuple && len(c.Pat.Args) == n) {
			return nil, false
		}
		for _, b := range e.Params {
			if mentions(c.Body, b.Name) {
				return nil, false
			}
		}
	}
	return m, true
}

func (p *printer) let(e *ir.Let, ctx, follow int, bar bool) {
	if len(e.Names) == 0 || len(e.Names) != len(e.Values) {
		p.fail("malformed let")
		return
	}
	p.group(leading(ctx, follow), follow, bar, func(_ int, bar bool) {
		body := e.Body
		for i, n := range e.Names {
			p.w("let ")
			val := e.Values[i]
			if e.Rec {
				p.w("rec ")
			}
			// let (a, b) := v; body, as the parser lowers it.
			if m, ok := body.(*ir.Match); ok && i == len(e.Names)-1 && !e.Rec && strings.HasPrefix(n, "$p") &&
				len(m.Cases) == 1 && m.Cases[0].Pat.Tuple && !mentions(m.Cases[0].Body, n) {
				if id, ok := m.X.(*ir.Ident); ok && id.Name == n {
					p.w(p.pattern(m.Cases[0].Pat, false) + " := ")
					p.expr(val, precMin, none, false)
					p.w("; ")
					body = m.Cases[0].Body
					continue
				}
			}
			p.w(p.bind(n))
			// let rec f (x : T) := e needs its parameters before :=.
			if lam, ok := val.(*ir.Lambda); ok && e.Rec && typedParams(lam) {
				p.w(" ")
				p.binders(lam.Params, false)
				val = lam.Body
			}
			p.w(" := ")
			p.expr(val, precMin, none, false)
			p.w("; ")
		}
		p.expr(body, precMin, none, bar)
	})
}

func typedParams(l *ir.Lambda) bool {
	for _, b := range l.Params {
		if _, ok := typeText(b.Type); !ok || strings.HasPrefix(b.Name, "$") {
			return false
		}
	}
	return len(l.Params) > 0
}

// match prints match x with | p => e …; a tuple scrutinee matched by
// tuple patterns becomes match a, b with | p, q => ….
func (p *printer) match(m *ir.Match) {
	if len(m.Cases) == 0 {
		p.fail("a match without cases")
		return
	}
	n := 1
	if t, ok := m.X.(*ir.TupleExpr); ok && len(t.Elems) > 1 {
		n = len(t.Elems)
		for _, c := range m.Cases {
			if !c.Pat.Tuple || len(c.Pat.Args) != n {
				n = 1
			}
		}
	}
	p.w("match ")
	if n > 1 {
		p.list(m.X.(*ir.TupleExpr).Elems)
	} else {
		p.expr(m.X, precMin, none, false)
	}
	p.w(" with")
	p.arms(m.Cases, n)
}

// arms prints | p => e arms; consecutive cases sharing a body are
// alternatives (| [] | [_] => e). n > 1 spreads tuple patterns.
func (p *printer) arms(cases []ir.Case, n int) {
	for i := 0; i < len(cases); i++ {
		c := cases[i]
		p.w(" | " + p.armPattern(c.Pat, n))
		for i+1 < len(cases) && cases[i+1].Body == c.Body {
			i++
			p.w(" | " + p.armPattern(cases[i].Pat, n))
		}
		p.w(" => ")
		// An arm before another must not swallow its '|'.
		p.expr(c.Body, precMin, none, i < len(cases)-1)
	}
}

func (p *printer) armPattern(pt ir.Pattern, n int) string {
	if n > 1 {
		parts := make([]string, len(pt.Args))
		for i, a := range pt.Args {
			parts[i] = p.pattern(a, false)
		}
		return strings.Join(parts, ", ")
	}
	return p.pattern(pt, false)
}

// ctorNames qualifies the constructors the parser reads by their last
// component (Nat.succ n, List.cons x xs).
var ctorNames = map[string]string{"succ": "Nat.succ", "zero": "Nat.zero", "cons": "List.cons", "nil": "List.nil"}

// pattern prints a pattern; atom asks for one that can be an argument.
func (p *printer) pattern(pt ir.Pattern, atom bool) string {
	paren := func(s string) string {
		if atom {
			return "(" + s + ")"
		}
		return s
	}
	switch {
	case pt.Wild:
		return "_"
	case pt.Var != "":
		return p.bind(pt.Var)
	case pt.Lit != nil:
		switch v := pt.Lit.(type) {
		case ir.Bool:
			return strconv.FormatBool(bool(v))
		case ir.Int:
			if v.V.Sign() < 0 {
				return paren(v.V.String())
			}
			return v.V.String()
		case ir.Char, ir.Seq:
			lit := &printer{}
			lit.value(v, precMin, none)
			if lit.err != nil && p.err == nil {
				p.err = lit.err
			}
			return paren(lit.sb.String())
		}
		p.fail("a %s pattern has no Lean spelling", pt.Lit.Kind())
		return ""
	case pt.Tuple:
		return "(" + p.patterns(pt.Args) + ")"
	case pt.List:
		return "[" + p.patterns(pt.Args) + "]"
	case pt.Cons:
		if len(pt.Args) != 2 {
			p.fail("malformed :: pattern")
			return ""
		}
		return paren(p.pattern(pt.Args[0], true) + " :: " + p.pattern(pt.Args[1], false))
	case pt.Plus > 0:
		if len(pt.Args) != 1 {
			p.fail("malformed n + k pattern")
			return ""
		}
		return paren(p.pattern(pt.Args[0], true) + " + " + strconv.Itoa(pt.Plus))
	case pt.Ctor != "":
		name := pt.Ctor
		switch {
		case name == "none" || name == "some":
		case ctorNames[name] != "":
			name = ctorNames[name]
		case identChars(name):
			name = "." + name
		default:
			p.fail("the constructor %q has no Lean spelling", pt.Ctor)
			return ""
		}
		if len(pt.Args) == 0 {
			if name == "none" {
				return name
			}
			return paren(name)
		}
		s := name
		for _, a := range pt.Args {
			s += " " + p.pattern(a, true)
		}
		return paren(s)
	}
	p.fail("an empty pattern")
	return ""
}

func (p *printer) patterns(ps []ir.Pattern) string {
	parts := make([]string, len(ps))
	for i, a := range ps {
		parts[i] = p.pattern(a, false)
	}
	return strings.Join(parts, ", ")
}

// flattenTuple writes (a, (b, c)) as (a, b, c): Prod nests to the right.
func flattenTuple(el []ir.Expr) []ir.Expr {
	for len(el) >= 2 {
		t, ok := el[len(el)-1].(*ir.TupleExpr)
		if !ok || len(t.Elems) != 2 {
			break
		}
		el = append(el[:len(el)-1:len(el)-1], t.Elems...)
	}
	return el
}
