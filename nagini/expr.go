package nagini

import (
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// Python expressions (the part of Python that contracts use), lowered to
// the contract IR (package ir) with Python's semantics: floor division and modulo, chained
// comparisons, negative indices, clamped slices, and/or returning an
// operand, comprehensions iterating in order, 1-character strings for
// characters. Nothing here executes Python.

type ptok struct {
	kind string // name, num, str, op, eof
	text string
	pos  ir.Pos
	end  ir.Pos
}

const maxExprDepth = ir.MaxNesting

// lexExpr tokenises one expression (no statements, no indentation).
func lexExpr(src string) ([]ptok, []ir.Problem) { return lexRange(src, 0, len(src)) }

// lexRange tokenises src[from:to] with positions in the whole of src.
func lexRange(full string, from, to int) ([]ptok, []ir.Problem) {
	line := 1 + strings.Count(full[:from], "\n")
	lineOff := strings.LastIndexByte(full[:from], '\n') + 1
	return lexRangeAt(full, from, to, line, lineOff)
}

// lexRangeAt is lexRange given the line of from and that line's offset.
func lexRangeAt(full string, from, to, line, lineOff int) ([]ptok, []ir.Problem) {
	src := full[:to]
	// About one token per four bytes: a long expression's slice is not
	// grown by doubling (whose copies made a 0.9 MB clause peak at 200 MB).
	toks := make([]ptok, 0, min((to-from)/4+8, 1<<18))
	var probs []ir.Problem
	pos := func(off int) ir.Pos { return ir.Pos{Offset: off, Line: line, Col: off - lineOff + 1} }
	ops := []string{"**", "//", "<<", ">>", "==", "!=", "<=", ">=", "->", ":=", "(", ")", "[", "]", "{", "}", ",", ":", ".", "+", "-", "*", "/", "%", "<", ">", "|", "&", "^", "~", "@", "="}
	i := from
	for i < len(src) && len(toks) < 1_000_000 {
		c := src[i]
		switch {
		case c == '\n':
			line++
			lineOff = i + 1
			i++
		case c == ' ' || c == '\t' || c == '\r' || c == '\\':
			i++
		case c == '#':
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case c >= '0' && c <= '9' || c == '.' && i+1 < len(src) && isDigit(src[i+1]) && !afterOperand(toks):
			j := numberEnd(src, i)
			toks = append(toks, ptok{"num", strings.ReplaceAll(src[i:j], "_", ""), pos(i), pos(j)})
			i = j
		case isAlpha(c) || c >= 0x80:
			j := i
			for j < len(src) && (isAlnum(src[j]) || src[j] == '_' || src[j] >= 0x80) {
				j++
			}
			// string prefixes r"…", b"…", f"…"
			if j < len(src) && (src[j] == '"' || src[j] == '\'') && j-i <= 2 && strings.ContainsAny(strings.ToLower(src[i:j]), "rbfu") {
				prefix := strings.ToLower(src[i:j])
				s, k, err := pyString(src, j, strings.Contains(prefix, "r"))
				if err != nil {
					probs = append(probs, ir.Problem{R: ir.Range{Start: pos(i), End: pos(k)}, Severity: ir.SevError, Code: "syntax", Message: err.Error()})
				}
				kind := "str"
				if strings.Contains(prefix, "f") {
					kind = "fstr"
				}
				toks = append(toks, ptok{kind, s, pos(i), pos(k)})
				i = k
				continue
			}
			toks = append(toks, ptok{"name", src[i:j], pos(i), pos(j)})
			i = j
		case c == '"' || c == '\'':
			s, k, err := pyString(src, i, false)
			if err != nil {
				probs = append(probs, ir.Problem{R: ir.Range{Start: pos(i), End: pos(k)}, Severity: ir.SevError, Code: "syntax", Message: err.Error()})
			}
			toks = append(toks, ptok{"str", s, pos(i), pos(k)})
			i = k
		default:
			matched := false
			for _, o := range ops {
				if strings.HasPrefix(src[i:], o) {
					toks = append(toks, ptok{"op", o, pos(i), pos(i + len(o))})
					i += len(o)
					matched = true
					break
				}
			}
			if !matched {
				probs = append(probs, ir.Problem{R: ir.Range{Start: pos(i), End: pos(i + 1)}, Severity: ir.SevError, Code: "syntax", Message: fmt.Sprintf("unexpected character %q", c)})
				i++
			}
		}
	}
	toks = append(toks, ptok{"eof", "", pos(len(src)), pos(len(src))})
	return toks, probs
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// numberEnd is the end of the number literal at i: an integer (with a
// base prefix), or a float with a fraction and an exponent (1., .5,
// 1e-5), with an optional j (imaginary) suffix.
func numberEnd(src string, i int) int {
	j := i
	if len(src) > i+1 && src[i] == '0' && strings.ContainsRune("xXoObB", rune(src[i+1])) {
		for j = i + 2; j < len(src) && (isAlnum(src[j]) || src[j] == '_'); j++ {
		}
		return j
	}
	digits := func() {
		for j < len(src) && (isDigit(src[j]) || src[j] == '_') {
			j++
		}
	}
	digits()
	if j < len(src) && src[j] == '.' && (j+1 >= len(src) || !isAlpha(src[j+1]) && src[j+1] != '.') {
		j++
		digits()
	}
	if j < len(src) && (src[j] == 'e' || src[j] == 'E') {
		k := j + 1
		if k < len(src) && (src[k] == '+' || src[k] == '-') {
			k++
		}
		if k < len(src) && isDigit(src[k]) {
			j = k
			digits()
		}
	}
	if j < len(src) && (src[j] == 'j' || src[j] == 'J') {
		j++
	}
	// Letters glued on (1abc) stay part of the token, which then reads
	// as no literal.
	for j < len(src) && isAlnum(src[j]) {
		j++
	}
	return j
}

// afterOperand says whether the last token ends an operand (a name, a
// literal or a closing bracket), so that a '.' next is an attribute.
func afterOperand(toks []ptok) bool {
	if len(toks) == 0 {
		return false
	}
	t := toks[len(toks)-1]
	return t.kind != "op" || t.text == ")" || t.text == "]" || t.text == "}"
}

func isAlpha(c byte) bool { return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isAlnum(c byte) bool { return isAlpha(c) || c >= '0' && c <= '9' }

// pyString reads a quoted string starting at i (single, double or triple
// quotes) and returns its value and the offset after it.
func pyString(src string, i int, raw bool) (string, int, error) {
	q := src[i : i+1]
	if strings.HasPrefix(src[i:], q+q+q) {
		q = q + q + q
	}
	j := i + len(q)
	var sb strings.Builder
	for j < len(src) {
		if strings.HasPrefix(src[j:], q) {
			return sb.String(), j + len(q), nil
		}
		c := src[j]
		if c == '\n' && len(q) == 1 {
			break
		}
		if c == '\\' && !raw && j+1 < len(src) {
			j++
			switch e := src[j]; e {
			case 'n':
				sb.WriteByte('\n')
			case 't':
				sb.WriteByte('\t')
			case 'r':
				sb.WriteByte('\r')
			case '0':
				sb.WriteByte(0)
			case '\n':
			default:
				sb.WriteByte(e)
			}
			j++
			continue
		}
		sb.WriteByte(c)
		j++
	}
	return sb.String(), j, fmt.Errorf("unterminated string literal")
}

type exprParser struct {
	toks  []ptok
	i     int
	probs []ir.Problem
	depth int
	fresh int
}

type pbail struct{}

func (p *exprParser) tok() ptok { return p.toks[p.i] }
func (p *exprParser) next() ptok {
	t := p.toks[p.i]
	if p.i < len(p.toks)-1 {
		p.i++
	}
	return t
}
func (p *exprParser) is(s string) bool {
	t := p.tok()
	return (t.kind == "op" || t.kind == "name") && t.text == s
}
func (p *exprParser) accept(s string) bool {
	if p.is(s) {
		p.next()
		return true
	}
	return false
}
func (p *exprParser) expect(s string) ptok {
	if !p.is(s) {
		p.fail(p.tok(), fmt.Sprintf("expected %q, found %q", s, p.tok().text))
	}
	return p.next()
}
func (p *exprParser) fail(t ptok, msg string) {
	p.probs = append(p.probs, ir.Problem{R: ir.Range{Start: t.pos, End: t.end}, Severity: ir.SevError, Code: "syntax", Message: msg})
	panic(pbail{})
}
func (p *exprParser) node(start ptok) ir.Node {
	end := p.toks[max(p.i-1, 0)].end
	return ir.Node{R: ir.Range{Start: start.pos, End: end}}
}
func (p *exprParser) enter() {
	p.depth++
	if p.depth > maxExprDepth {
		p.fail(p.tok(), fmt.Sprintf("expression nested more than %d levels deep", maxExprDepth))
	}
}
func (p *exprParser) leave() { p.depth-- }

// chained counts one more operator of a flat chain (a and a and …): k of
// them nest the tree k deep, so past maxExprDepth the expression is
// refused at once, before the rest of the chain is built.
func (p *exprParser) chained(k *int) {
	if *k++; *k+p.depth > maxExprDepth {
		p.fail(p.tok(), ir.TooDeepMessage("expression"))
	}
}

// ParseExpr parses one Python expression into the contract IR (package ir).
func ParseExpr(src string) (ir.Expr, []ir.Problem) { return parseExprIn(src, 0, len(src)) }

// parseExprIn parses the expression src[from:to], positions in src.
func parseExprIn(src string, from, to int) (ir.Expr, []ir.Problem) {
	return parseTokens(lexRange(src, from, to))
}

// parseExprAt is parseExprIn given the line of from and its offset.
func parseExprAt(src string, from, to, line, lineOff int) (ir.Expr, []ir.Problem) {
	return parseTokens(lexRangeAt(src, from, to, line, lineOff))
}

func parseTokens(toks []ptok, probs []ir.Problem) (ir.Expr, []ir.Problem) {
	if len(probs) > 0 {
		return nil, probs
	}
	p := &exprParser{toks: toks}
	var e ir.Expr
	func() {
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(pbail); !ok {
					panic(r)
				}
			}
		}()
		e = p.expr()
		if p.tok().kind != "eof" {
			p.fail(p.tok(), fmt.Sprintf("unexpected %q after the expression", p.tok().text))
		}
		// A flat chain (a and a and …) is built by loops, not recursion:
		// the tree is measured once it is whole.
		if ir.TooDeep(e, maxExprDepth) {
			e = nil
			p.fail(p.toks[0], ir.TooDeepMessage("expression"))
		}
	}()
	for _, pr := range p.probs {
		if pr.Code != ir.CodeLiteralTooLarge {
			return nil, p.probs
		}
	}
	// Only literals too large to evaluate: the expression stands, the
	// literals in it are not evaluated.
	return e, p.probs
}

func call(n ir.Node, name string, args ...ir.Expr) ir.Expr {
	return &ir.Call{Node: n, Fn: &ir.Ident{Node: n, Name: name}, Args: args}
}

// boolish reports expressions that are certainly bool, so that and/or/not
// can use the IR's logical operators (which quantifier ranges read).
func boolish(e ir.Expr) bool {
	switch x := e.(type) {
	case *ir.Lit:
		_, ok := x.Val.(ir.Bool)
		return ok
	case *ir.Chain:
		return true
	case *ir.Binary:
		switch x.Op {
		case ir.OpAnd, ir.OpOr, ir.OpImplies:
			return true
		}
		return x.Op.IsComparison() || x.Op == ir.OpIn || x.Op == ir.OpNotIn
	case *ir.Unary:
		return x.Op == ir.OpNot
	case *ir.Quant:
		return true
	case *ir.Call:
		if id, ok := x.Fn.(*ir.Ident); ok {
			switch id.Name {
			case "all", "any", "bool", "isinstance", "$in", "$truthy":
				return true
			case "Implies", "Forall", "Exists":
				// Nagini's contract functions are bool-valued (lowered
				// later, with the contract).
				return len(x.Args) == 2
			}
		}
	}
	return false
}

func truthy(e ir.Expr) ir.Expr {
	if boolish(e) {
		return e
	}
	return call(ir.Node{R: e.Span()}, "$truthy", e)
}

// expr := lambda | ternary
func (p *exprParser) expr() ir.Expr {
	p.enter()
	defer p.leave()
	start := p.tok()
	if p.accept("lambda") {
		var params []ir.Binder
		for !p.is(":") {
			n := p.next()
			if n.kind != "name" {
				p.fail(n, "expected a lambda parameter")
			}
			params = append(params, ir.Binder{Name: n.text, R: ir.Range{Start: n.pos, End: n.end}})
			if !p.accept(",") {
				break
			}
		}
		p.expect(":")
		body := p.expr()
		return &ir.Lambda{Node: p.node(start), Params: params, Body: body}
	}
	x := p.or()
	if p.accept("if") {
		cond := p.or()
		p.expect("else")
		el := p.expr()
		return &ir.Ite{Node: p.node(start), Cond: truthy(cond), Then: x, Else: el}
	}
	return x
}

// or/and return an operand in Python: x or y is x when x is truthy.
func (p *exprParser) or() ir.Expr {
	start := p.tok()
	x := p.and()
	k := 0
	for p.accept("or") {
		p.chained(&k)
		y := p.and()
		x = p.logic(start, ir.OpOr, x, y)
	}
	return x
}

func (p *exprParser) and() ir.Expr {
	start := p.tok()
	x := p.not()
	k := 0
	for p.accept("and") {
		p.chained(&k)
		y := p.not()
		x = p.logic(start, ir.OpAnd, x, y)
	}
	return x
}

func (p *exprParser) logic(start ptok, op ir.Op, x, y ir.Expr) ir.Expr {
	n := p.node(start)
	if boolish(x) && boolish(y) {
		return &ir.Binary{Node: n, Op: op, X: x, Y: y}
	}
	// let t = x in (if truthy t then y else t) for and; swapped for or.
	p.fresh++
	t := fmt.Sprintf("$t%d", p.fresh)
	ref := &ir.Ident{Node: n, Name: t}
	ite := &ir.Ite{Node: n, Cond: call(n, "$truthy", ref), Then: y, Else: ref}
	if op == ir.OpOr {
		ite.Then, ite.Else = ref, y
	}
	return &ir.Let{Node: n, Names: []string{t}, Values: []ir.Expr{x}, Body: ite}
}

func (p *exprParser) not() ir.Expr {
	start := p.tok()
	if p.accept("not") {
		x := p.not()
		return &ir.Unary{Node: p.node(start), Op: ir.OpNot, X: truthy(x)}
	}
	return p.comparison()
}

var cmpOps = map[string]ir.Op{"<": ir.OpLt, "<=": ir.OpLe, ">": ir.OpGt, ">=": ir.OpGe, "==": ir.OpEq, "!=": ir.OpNe}

// comparison parses a (possibly chained) comparison; in, not in, is, is
// not chain too.
func (p *exprParser) comparison() ir.Expr {
	start := p.tok()
	args := []ir.Expr{p.bitor()}
	var ops []ir.Op
	beq := false // the one operator is == or != (not `is`)
	for {
		t := p.tok()
		var op ir.Op
		switch {
		case t.kind == "op" && cmpOps[t.text] != 0:
			op = cmpOps[t.text]
			beq = t.text == "==" || t.text == "!="
			p.next()
		case p.is("in"):
			op = ir.OpIn
			p.next()
		case p.is("not") && p.toks[p.i+1].text == "in":
			op = ir.OpNotIn
			p.next()
			p.next()
		case p.is("is"):
			p.next()
			op = ir.OpEq
			if p.accept("not") {
				op = ir.OpNe
			}
		default:
			goto done
		}
		ops = append(ops, op)
		args = append(args, p.bitor())
	}
done:
	if len(ops) == 0 {
		return args[0]
	}
	if len(ops) == 1 {
		// == and != are Python's: IEEE on floats (NaN != NaN), as Lean's
		// BEq; `is` stays identity (an OpEq without it).
		return &ir.Binary{Node: p.node(start), Op: ops[0], X: args[0], Y: args[1], BEq: beq}
	}
	return &ir.Chain{Node: p.node(start), Ops: ops, Args: args}
}

func (p *exprParser) bitor() ir.Expr {
	start := p.tok()
	x := p.bitxor()
	k := 0
	for p.is("|") {
		p.chained(&k)
		p.next()
		y := p.bitxor()
		x = call(p.node(start), "$or", x, y)
	}
	return x
}

func (p *exprParser) bitxor() ir.Expr {
	start := p.tok()
	x := p.bitand()
	k := 0
	for p.is("^") {
		p.chained(&k)
		p.next()
		y := p.bitand()
		x = call(p.node(start), "$xor", x, y)
	}
	return x
}

func (p *exprParser) bitand() ir.Expr {
	start := p.tok()
	x := p.shift()
	k := 0
	for p.is("&") {
		p.chained(&k)
		p.next()
		y := p.shift()
		x = call(p.node(start), "$and", x, y)
	}
	return x
}

// shift reads x << n and x >> n (Python: between & and + in precedence).
func (p *exprParser) shift() ir.Expr {
	start := p.tok()
	x := p.arith()
	k := 0
	for p.is("<<") || p.is(">>") {
		p.chained(&k)
		name := "$lshift"
		if p.next().text == ">>" {
			name = "$rshift"
		}
		y := p.arith()
		x = call(p.node(start), name, x, y)
	}
	return x
}

func (p *exprParser) arith() ir.Expr {
	start := p.tok()
	x := p.term()
	k := 0
	for p.is("+") || p.is("-") {
		p.chained(&k)
		op := p.next().text
		y := p.term()
		if op == "+" {
			x = &ir.Binary{Node: p.node(start), Op: ir.OpAdd, X: x, Y: y}
		} else {
			x = &ir.Binary{Node: p.node(start), Op: ir.OpSub, X: x, Y: y}
		}
	}
	return x
}

func (p *exprParser) term() ir.Expr {
	start := p.tok()
	x := p.unary()
	k := 0
	for p.is("*") || p.is("//") || p.is("%") || p.is("/") || p.is("@") {
		p.chained(&k)
		op := p.next()
		y := p.unary()
		n := p.node(start)
		switch op.text {
		case "*":
			x = call(n, "$mul", x, y) // numbers, or sequence repetition
		case "//":
			x = &ir.Binary{Node: n, Op: ir.OpDivFloor, X: x, Y: y}
		case "%":
			x = &ir.Binary{Node: n, Op: ir.OpModFloor, X: x, Y: y}
		case "/":
			x = call(n, "$truediv", x, y)
		default:
			x = &ir.Unsupported{Node: n, Text: op.text, Reason: "matrix multiplication ('@') is not evaluated"}
		}
	}
	return x
}

func (p *exprParser) unary() ir.Expr {
	start := p.tok()
	switch {
	case p.is("-"):
		p.next()
		x := p.unary()
		if l, ok := x.(*ir.Lit); ok {
			if v, ok := l.Val.(ir.Int); ok {
				return &ir.Lit{Node: p.node(start), Val: ir.Int{V: new(big.Int).Neg(v.V)}}
			}
		}
		return &ir.Unary{Node: p.node(start), Op: ir.OpNeg, X: x}
	case p.is("+"):
		p.next()
		return p.unary()
	case p.is("~"):
		p.next()
		x := p.unary()
		return call(p.node(start), "$invert", x)
	}
	return p.power()
}

// power: atom trailers ['**' unary] (right-associative, binds tighter
// than unary minus on its left: -2**2 is -(2**2)).
func (p *exprParser) power() ir.Expr {
	start := p.tok()
	x := p.trailers(p.atom())
	if p.accept("**") {
		y := p.unary()
		x = &ir.Binary{Node: p.node(start), Op: ir.OpPow, X: x, Y: y}
	}
	return x
}

func (p *exprParser) trailers(x ir.Expr) ir.Expr {
	start := ir.Pos{}
	if x != nil {
		start = x.Span().Start
	}
	node := func() ir.Node { return ir.Node{R: ir.Range{Start: start, End: p.toks[max(p.i-1, 0)].end}} }
	for {
		switch {
		case p.is("("):
			p.next()
			if id, ok := x.(*ir.Ident); ok && (id.Name == "all" || id.Name == "any") {
				if e, ok := p.quantifierCall(id.Name, node); ok {
					x = e
					continue
				}
			}
			args := p.callArgs()
			x = &ir.Call{Node: node(), Fn: x, Args: args}
		case p.is("["):
			p.next()
			x = p.subscript(x, node)
		case p.is("."):
			p.next()
			n := p.next()
			if n.kind != "name" {
				p.fail(n, "expected an attribute name")
			}
			if strings.HasPrefix(n.text, "__") && strings.HasSuffix(n.text, "__") {
				// A special attribute (x.__class__, x.__len__): not a
				// field. A private one (self.__f) is a field like any.
				p.fail(n, "dunder attributes ("+n.text+") are refused")
			}
			x = &ir.Member{Node: node(), X: x, Name: n.text}
		default:
			return x
		}
	}
}

// quantifierCall lowers all(e for x in A if c) and any(…) with a single
// generator to short-circuiting calls, as Python stops at the first
// deciding element (later elements may be undefined, e.g. 10 // 0).
func (p *exprParser) quantifierCall(name string, node func() ir.Node) (ir.Expr, bool) {
	save := p.i
	start := p.tok()
	elem := p.expr()
	if !p.accept("for") {
		p.i = save
		return nil, false
	}
	n := p.next()
	if n.kind != "name" || !p.accept("in") {
		p.i = save
		return nil, false
	}
	iter := p.or()
	var conds []ir.Expr
	for p.accept("if") {
		conds = append(conds, p.or())
	}
	if !p.is(")") {
		p.i = save // nested generators: the general lowering
		return nil, false
	}
	p.next()
	nd := p.node(start)
	// all: every element with the conditions satisfies elem; any: some does.
	body := truthy(elem)
	for k := len(conds) - 1; k >= 0; k-- {
		if name == "all" {
			body = &ir.Ite{Node: nd, Cond: truthy(conds[k]), Then: body, Else: &ir.Lit{Val: ir.Bool(true)}}
		} else {
			body = &ir.Ite{Node: nd, Cond: truthy(conds[k]), Then: body, Else: &ir.Lit{Val: ir.Bool(false)}}
		}
	}
	lam := &ir.Lambda{Node: nd, Params: []ir.Binder{{Name: n.text}}, Body: body}
	return call(node(), "$"+name+"of", iter, lam), true
}

// callArgs parses arguments up to ')'; a lone generator argument
// (sum(x for x in xs)) becomes a list.
func (p *exprParser) callArgs() []ir.Expr {
	var args []ir.Expr
	for !p.is(")") {
		if p.is("*") || p.is("**") {
			p.fail(p.tok(), "unpacking arguments are not supported")
		}
		if p.tok().kind == "name" && p.toks[p.i+1].text == "=" {
			p.fail(p.tok(), "keyword arguments are not supported")
		}
		start := p.tok()
		e := p.expr()
		if p.is("for") {
			e = p.comprehension(start, e, "list", nil)
		}
		args = append(args, e)
		if !p.accept(",") {
			break
		}
	}
	p.expect(")")
	return args
}

// subscript parses x[i] and x[lo:hi] (negative bounds count from the end,
// then clamp; step slices only as [::-1]).
func (p *exprParser) subscript(x ir.Expr, node func() ir.Node) ir.Expr {
	var lo, hi ir.Expr
	if !p.is(":") {
		lo = p.expr()
		if p.accept("]") {
			return &ir.Index{Node: node(), X: x, Args: []ir.Expr{lo}, Mode: ir.IndexPython}
		}
	}
	p.expect(":")
	if !p.is("]") && !p.is(":") {
		hi = p.expr()
	}
	if p.accept(":") {
		step := p.expr()
		p.expect("]")
		if l, ok := step.(*ir.Lit); ok && lo == nil && hi == nil {
			if v, ok := l.Val.(ir.Int); ok && v.V.Int64() == -1 {
				return call(node(), "reversed", x)
			}
		}
		return &ir.Unsupported{Node: node(), Text: "[::step]", Reason: "slices with a step other than -1 are not evaluated"}
	}
	p.expect("]")
	return call(node(), "$slice", x, orNone(lo), orNone(hi))
}

func orNone(e ir.Expr) ir.Expr {
	if e == nil {
		return &ir.Lit{Val: ir.None()}
	}
	return e
}

func (p *exprParser) atom() ir.Expr {
	p.enter()
	defer p.leave()
	t := p.next()
	node := func() ir.Node { return p.node(t) }
	switch t.kind {
	case "num":
		if strings.ContainsAny(t.text, ".eEjJ") && !strings.HasPrefix(t.text, "0x") {
			if strings.ContainsAny(t.text, "jJ") {
				return &ir.Unsupported{Node: node(), Text: t.text, Reason: "complex numbers are not evaluated"}
			}
			f, err := strconv.ParseFloat(strings.ReplaceAll(t.text, "_", ""), 64)
			if err != nil && !errors.Is(err, strconv.ErrRange) {
				return &ir.Unsupported{Node: node(), Text: t.text, Reason: "not a float literal"}
			}
			return &ir.Lit{Node: node(), Val: ir.Float(f)} // out of range: ±inf, as CPython reads it
		}
		if err := ir.CheckIntLiteral(t.text); err != nil {
			p.probs = append(p.probs, ir.IntLiteralProblem(node().R, err))
			return &ir.Unsupported{Node: node(), Text: t.text, Reason: err.Error()}
		}
		v, ok := new(big.Int).SetString(t.text, 0)
		if !ok {
			p.fail(t, "bad number "+t.text)
		}
		return &ir.Lit{Node: node(), Val: ir.Int{V: v}}
	case "str":
		s := t.text
		for p.tok().kind == "str" { // implicit concatenation
			s += p.next().text
		}
		return &ir.Lit{Node: node(), Val: ir.Str(s)}
	case "fstr":
		return &ir.Unsupported{Node: node(), Text: "f-string", Reason: "f-strings are not evaluated"}
	case "name":
		switch t.text {
		case "True", "False":
			return &ir.Lit{Node: node(), Val: ir.Bool(t.text == "True")}
		case "None":
			return &ir.Lit{Node: node(), Val: ir.None()}
		case "lambda", "not", "if", "else", "for", "in", "and", "or", "is":
			p.fail(t, "unexpected keyword "+t.text)
		}
		return &ir.Ident{Node: node(), Name: t.text}
	case "op":
		switch t.text {
		case "(":
			if p.accept(")") {
				return &ir.TupleExpr{Node: node()}
			}
			start := p.tok()
			e := p.expr()
			if p.is("for") {
				e = p.comprehension(start, e, "list", nil)
				p.expect(")")
				return e
			}
			if p.is(",") {
				el := []ir.Expr{e}
				for p.accept(",") && !p.is(")") {
					el = append(el, p.expr())
				}
				p.expect(")")
				return &ir.TupleExpr{Node: node(), Elems: el}
			}
			p.expect(")")
			return e
		case "[":
			if p.accept("]") {
				return &ir.Display{Node: node(), Coll: ir.KSeq}
			}
			start := p.tok()
			e := p.expr()
			if p.is("for") {
				c := p.comprehension(start, e, "list", nil)
				p.expect("]")
				return c
			}
			el := []ir.Expr{e}
			for p.accept(",") && !p.is("]") {
				el = append(el, p.expr())
			}
			p.expect("]")
			return &ir.Display{Node: node(), Coll: ir.KSeq, Elems: el}
		case "{":
			if p.accept("}") {
				return &ir.Display{Node: node(), Coll: ir.KMap}
			}
			start := p.tok()
			k := p.expr()
			if p.accept(":") {
				v := p.expr()
				if p.is("for") {
					c := p.comprehension(start, &ir.TupleExpr{Elems: []ir.Expr{k, v}}, "dict", nil)
					p.expect("}")
					return c
				}
				args := []ir.Expr{k, v}
				for p.accept(",") && !p.is("}") {
					args = append(args, p.expr())
					p.expect(":")
					args = append(args, p.expr())
				}
				p.expect("}")
				return call(node(), "$dictdisplay", args...)
			}
			if p.is("for") {
				c := p.comprehension(start, k, "set", nil)
				p.expect("}")
				return c
			}
			el := []ir.Expr{k}
			for p.accept(",") && !p.is("}") {
				el = append(el, p.expr())
			}
			p.expect("}")
			return call(node(), "$setdisplay", el...)
		}
	}
	p.fail(t, fmt.Sprintf("expected an expression, found %q", t.text))
	return nil
}

// comprehension lowers [e for x in A if c for y in B …] to nested
// in-order flat maps: $flatmap(A, λx. if c then … else []).
func (p *exprParser) comprehension(start ptok, elem ir.Expr, kind string, _ []ir.Expr) ir.Expr {
	type gen struct {
		target []string
		iter   ir.Expr
		conds  []ir.Expr
	}
	var gens []gen
	for p.accept("for") {
		var names []string
		for {
			n := p.next()
			if n.kind != "name" {
				p.fail(n, "expected a loop variable")
			}
			names = append(names, n.text)
			if !p.accept(",") {
				break
			}
		}
		p.expect("in")
		iter := p.or()
		g := gen{target: names, iter: iter}
		for p.accept("if") {
			g.conds = append(g.conds, p.or())
		}
		gens = append(gens, g)
	}
	n := p.node(start)
	var body ir.Expr = &ir.Display{Node: n, Coll: ir.KSeq, Elems: []ir.Expr{elem}}
	for i := len(gens) - 1; i >= 0; i-- {
		g := gens[i]
		for k := len(g.conds) - 1; k >= 0; k-- {
			body = &ir.Ite{Node: n, Cond: truthy(g.conds[k]), Then: body, Else: &ir.Display{Node: n, Coll: ir.KSeq}}
		}
		param := g.target[0]
		if len(g.target) > 1 {
			// for a, b in pairs: unpack a fresh parameter
			p.fresh++
			param = fmt.Sprintf("$u%d", p.fresh)
			var pats []ir.Pattern
			for _, t := range g.target {
				pats = append(pats, ir.Pattern{Var: t})
			}
			body = &ir.Match{Node: n, X: &ir.Ident{Node: n, Name: param}, Cases: []ir.Case{{Pat: ir.Pattern{Tuple: true, Args: pats}, Body: body}}}
		}
		body = call(n, "$flatmap", g.iter, &ir.Lambda{Node: n, Params: []ir.Binder{{Name: param}}, Body: body})
	}
	switch kind {
	case "set":
		return call(n, "set", body)
	case "dict":
		return call(n, "dict", body)
	}
	return body
}
