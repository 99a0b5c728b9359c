package nagini

import (
	"fmt"
	"strings"

	"github.com/specfaith/specfaith/spec"
)

// A Nagini spec file is a Python module whose functions open with contract
// calls: Requires(e), Ensures(e), Exsures(Exc, e), Decreases(e). This file
// reads the module's structure (decorators, defs, classes, docstrings,
// the leading contract calls, and the bodies of @Pure functions) without
// executing anything.

// logicalLine is one Python logical line (brackets joined).
type logicalLine struct {
	indent   int
	from, to int // byte range of the text, indentation excluded
	line     int
}

// maxLines bounds the lines read.
const maxLines = 200_000

// logicalLines splits src into logical lines, joining bracketed and
// backslash-continued physical lines and skipping blank and comment lines.
func logicalLines(src string) []logicalLine {
	var out []logicalLine
	i, line := 0, 1
	for i < len(src) && len(out) < maxLines {
		// indentation
		start := i
		col := 0
		for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
			if src[i] == '\t' {
				col = (col/8 + 1) * 8
			} else {
				col++
			}
			i++
		}
		if i >= len(src) {
			break
		}
		if src[i] == '\n' || src[i] == '#' || src[i] == '\r' {
			for i < len(src) && src[i] != '\n' {
				i++
			}
			i++
			line++
			continue
		}
		_ = start
		from := i
		first := line
		depth := 0
		codeEnd := i // the end of the last code (not comment) byte
		for i < len(src) {
			c := src[i]
			if c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != '#' {
				codeEnd = i + 1
			}
			switch {
			case c == '"' || c == '\'':
				_, k, _ := pyString(src, i, false)
				line += strings.Count(src[i:min(k, len(src))], "\n")
				i = k
				codeEnd = min(k, len(src))
				continue
			case c == '#':
				for i < len(src) && src[i] != '\n' {
					i++
				}
				continue
			case c == '(' || c == '[' || c == '{':
				depth++
			case c == ')' || c == ']' || c == '}':
				if depth > 0 {
					depth--
				}
			case c == '\\' && i+1 < len(src) && src[i+1] == '\n':
				i += 2
				line++
				continue
			case c == '\n':
				line++
				if depth == 0 {
					goto end
				}
			}
			i++
		}
	end:
		// A trailing comment is not part of the line's code.
		to := codeEnd
		out = append(out, logicalLine{indent: col, from: from, to: to, line: first})
		i++
	}
	return out
}

type modParser struct {
	src   string
	lines []logicalLine
	k     int
	mod   *spec.Module
	probs []spec.Problem
	// classes are the file's class names; pending the non-pure defs
	// whose bodies are lowered once every def is known (impl.go).
	classes map[string]bool
	pending []pendingImpl
	// lines indexes the line starts once: positions are asked for every
	// statement of every body
	index *spec.Lines
}

func (p *modParser) text(l logicalLine) string { return p.src[l.from:l.to] }

func (p *modParser) pos(off int) spec.Pos {
	if p.index == nil {
		p.index = spec.NewLines(p.src)
	}
	return p.index.Pos(off)
}

// exprIn parses the expression src[from:to] with positions in the file;
// the line of from comes from the index, not from counting newlines from
// the top of the file for every expression.
func (p *modParser) exprIn(from, to int) (spec.Expr, []spec.Problem) {
	at := p.pos(from)
	return parseExprAt(p.src, from, to, at.Line, from-at.Col+1)
}

func (p *modParser) rangeOf(from, to int) spec.Range {
	return spec.Range{Start: p.pos(from), End: p.pos(to)}
}

func (p *modParser) problem(from, to int, msg string) {
	if len(p.probs) < 50 {
		p.probs = append(p.probs, spec.Problem{R: p.rangeOf(from, to), Severity: spec.SevError, Code: "syntax", Message: msg})
	}
}

// ParseFile reads a Nagini spec file into a module: each function with
// contract calls (or a docstring with examples) becomes a contract; @Pure
// functions become functions the evaluator can call.
func ParseFile(path, src string) *spec.Module {
	m := NewModule()
	m.Path, m.Source = path, src
	p := &modParser{src: src, lines: logicalLines(src), mod: m, classes: map[string]bool{}}
	p.block(-1, "")
	p.lowerImpls()
	m.Problems = p.probs
	return m
}

// block reads statements indented more than parent.
func (p *modParser) block(parent int, class string) {
	var decorators []string
	for p.k < len(p.lines) {
		l := p.lines[p.k]
		if l.indent <= parent {
			return
		}
		t := p.text(l)
		switch {
		case strings.HasPrefix(t, "@"):
			decorators = append(decorators, strings.TrimSpace(strings.SplitN(t[1:], "(", 2)[0]))
			p.k++
		case strings.HasPrefix(t, "def ") || strings.HasPrefix(t, "async def "):
			p.function(l, decorators, class)
			decorators = nil
		case strings.HasPrefix(t, "class "):
			name := strings.TrimSpace(strings.FieldsFunc(t[6:], func(r rune) bool { return r == '(' || r == ':' })[0])
			p.classes[name] = true
			p.k++
			p.block(l.indent, name)
			decorators = nil
		default:
			p.k++
			decorators = nil
		}
	}
}

// function parses def NAME(params) -> T: and its body.
func (p *modParser) function(l logicalLine, decorators []string, class string) {
	t := p.text(l)
	p.k++
	open := strings.IndexByte(t, '(')
	closeAt := matching(t, open)
	if open < 0 || closeAt < 0 {
		p.problem(l.from, l.to, "cannot read this def")
		p.skipBody(l.indent)
		return
	}
	name := strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(t[:open], "async "), "def "))
	c := &spec.Contract{Name: name, Decl: spec.DeclMethod, NameR: p.rangeOf(l.from, l.from+open), R: p.rangeOf(l.from, l.to)}
	if class != "" {
		c.Name = class + "." + name
	}
	for _, prm := range splitTopLevel(t[open+1:closeAt], ',') {
		prm = strings.TrimSpace(prm)
		if prm == "" || prm == "self" || strings.HasPrefix(prm, "*") {
			continue
		}
		pname, ptype := prm, ""
		if i := strings.IndexByte(prm, ':'); i >= 0 {
			pname, ptype = strings.TrimSpace(prm[:i]), strings.TrimSpace(prm[i+1:])
		}
		if i := strings.IndexByte(pname, '='); i >= 0 {
			pname = strings.TrimSpace(pname[:i])
		}
		c.Params = append(c.Params, spec.Param{Name: pname, Type: pyType(ptype)})
	}
	if arrow := strings.Index(t[closeAt:], "->"); arrow >= 0 {
		rt := strings.TrimSuffix(strings.TrimSpace(t[closeAt+arrow+2:]), ":")
		if rt != "None" {
			c.Results = []spec.Param{{Name: spec.ResultName, Type: pyType(rt)}}
		}
	}
	pure, contractOnly, classMethod := false, false, false
	for _, d := range decorators {
		switch d {
		case "classmethod":
			classMethod = true
		case "Pure", "Predicate", "property":
			// Nagini treats a property getter as pure: callers see its
			// body, which defines the result.
			pure = true
			c.Decl = spec.DeclFunction
		case "ContractOnly":
			// Nagini does not verify the body: it is not run either.
			c.Decl = spec.DeclFunction
			contractOnly = true
		}
	}
	// Body: docstring, leading contract calls, statements.
	var body []logicalLine
	for p.k < len(p.lines) && p.lines[p.k].indent > l.indent {
		body = append(body, p.lines[p.k])
		p.k++
	}
	i := 0
	if i < len(body) {
		if bt := p.text(body[i]); strings.HasPrefix(bt, `"""`) || strings.HasPrefix(bt, `'''`) || strings.HasPrefix(bt, `"`) || strings.HasPrefix(bt, `'`) {
			p.docstring(c, body[i])
			i++
		}
	}
	hasContract := false
	stmtStart := -1 // the first statement after the contract calls
	bodyIndent := -1
	if len(body) > 0 {
		bodyIndent = body[0].indent
	}
	for ; i < len(body); i++ {
		bt := p.text(body[i])
		kind, inner, ok := contractCall(bt)
		if !ok && stmtStart < 0 {
			stmtStart = i
		}
		if !ok {
			if name == "__init__" && body[i].indent == bodyIndent {
				// __init__ may state its postconditions after the fields
				// are initialised: keep reading its top-level statements.
				continue
			}
			break
		}
		from := body[i].from + strings.IndexByte(bt, '(') + 1
		to := body[i].from + strings.LastIndexByte(bt, ')')
		if kind == "Exsures" || kind == "Decreases" || kind == "Invariant" {
			continue
		}
		_ = inner
		e, probs := p.exprIn(from, to)
		p.probs = append(p.probs, probs...)
		ck := spec.Requires
		if kind == "Ensures" {
			ck = spec.Ensures
		}
		if e == nil {
			// A clause that cannot be read is unknown, never dropped: a
			// dropped Ensures would make the contract look weaker.
			reason := "the clause could not be read"
			if len(probs) > 0 {
				reason += ": " + probs[0].Message
			}
			c.Clauses = append(c.Clauses, spec.Clause{Kind: ck, Text: p.src[from:to], R: p.rangeOf(body[i].from, body[i].to),
				Expr: &spec.Unsupported{Node: spec.Node{R: p.rangeOf(from, to)}, Text: p.src[from:to], Reason: reason}})
			hasContract = true
			continue
		}
		ce := lowerContract(e, boolResult(c))
		if t, ok := e.(*spec.TupleExpr); ok {
			// Several arguments (Ensures(int, lambda r: …)) read as a
			// tuple, which Python finds true: the clause would accept
			// everything. It is not read instead.
			ce = &spec.Unsupported{Node: spec.Node{R: e.Span()}, Text: p.src[from:to],
				Reason: fmt.Sprintf("%s(…) with %d arguments is not read", kind, len(t.Elems))}
		}
		c.Clauses = append(c.Clauses, spec.Clause{Kind: ck, Expr: ce, Text: p.src[from:to], R: p.rangeOf(body[i].from, body[i].to)})
		hasContract = true
	}
	if pure && len(c.Params) >= 0 {
		f := &spec.Function{Name: c.Name, Params: c.Params, R: c.R}
		for _, cl := range c.Requires() {
			f.Requires = append(f.Requires, cl.Expr)
		}
		f.Body = p.pureBody(body[i:], l.indent)
		p.mod.Funcs[name] = f
		// A pure function's body defines its result, as a Dafny
		// function's does.
		c.Decl, c.Body, c.HasBody = spec.DeclFunction, f.Body, f.Body != nil
		for _, d := range decorators {
			if d == "Opaque" {
				// Callers of an @Opaque function see only its contract:
				// its body is checked against its own postcondition
				// (c.Body) but not used where it is called.
				opaque := *f
				opaque.Body = nil
				p.mod.Funcs[name] = &opaque
			}
		}
	}
	if !pure && !contractOnly {
		// The body runs as statements (impl.go), lowered at the end of
		// the file so that calls see every def.
		if stmtStart < 0 {
			stmtStart = i
		}
		p.pending = append(p.pending, pendingImpl{c: c, body: body[stmtStart:], indent: l.indent, method: class != "", classMethod: class != "" && classMethod})
	}
	if hasContract || !c.Examples.Empty() || c.Requirement != "" {
		p.mod.Contracts = append(p.mod.Contracts, c)
	}
}

func (p *modParser) skipBody(indent int) {
	for p.k < len(p.lines) && p.lines[p.k].indent > indent {
		p.k++
	}
}

// docstring reads the requirement and example annotations.
func (p *modParser) docstring(c *spec.Contract, l logicalLine) {
	t := p.text(l)
	s, _, err := pyString(t, 0, false)
	if err != nil {
		return
	}
	var lines []spec.DocLine
	base := l.from
	for i, ln := range strings.Split(s, "\n") {
		st := p.pos(base)
		st.Line += i
		lines = append(lines, spec.DocLine{Text: strings.TrimSpace(ln), R: spec.Range{Start: st, End: st}})
	}
	c.DocR = p.rangeOf(l.from, l.to)
	p.probs = append(p.probs, spec.ReadDoc(c, lines, ParseValue)...)
}

var contractNames = []string{"Requires", "Ensures", "Exsures", "Decreases", "Invariant"}

func contractCall(t string) (string, string, bool) {
	for _, n := range contractNames {
		if strings.HasPrefix(t, n+"(") && strings.HasSuffix(t, ")") {
			return n, t[len(n)+1 : len(t)-1], true
		}
	}
	return "", "", false
}

// pureBody interprets the statements of a @Pure function: return e,
// if/elif/else with returns, and assignments x = e (as lets).
func (p *modParser) pureBody(stmts []logicalLine, indent int) spec.Expr {
	if len(stmts) == 0 {
		return nil
	}
	e, ok := p.stmts(stmts, 0)
	if !ok {
		return &spec.Unsupported{Node: spec.Node{R: p.rangeOf(stmts[0].from, stmts[0].to)}, Reason: "the body of this @Pure function uses statements the evaluator does not interpret"}
	}
	return e
}

// stmts lowers a statement list starting at k to an expression.
func (p *modParser) stmts(ss []logicalLine, k int) (spec.Expr, bool) {
	if k >= len(ss) {
		return nil, false
	}
	l := ss[k]
	t := p.text(l)
	switch {
	case strings.HasPrefix(t, "return "):
		e, _ := p.exprIn(l.from+len("return "), l.to)
		return e, e != nil
	case strings.HasPrefix(t, "if ") && strings.HasSuffix(t, ":"):
		cond, _ := p.exprIn(l.from+3, l.to-1)
		if cond == nil {
			return nil, false
		}
		thenEnd := k + 1
		for thenEnd < len(ss) && ss[thenEnd].indent > l.indent {
			thenEnd++
		}
		th, ok := p.stmts(ss[:thenEnd], k+1)
		if !ok {
			return nil, false
		}
		var el spec.Expr
		if thenEnd < len(ss) && ss[thenEnd].indent == l.indent {
			nt := p.text(ss[thenEnd])
			switch {
			case strings.HasPrefix(nt, "elif "):
				// rewrite elif as a nested if
				copyLine := ss[thenEnd]
				copyLine.from += 2 // "elif" → "if"
				rest := append([]logicalLine{copyLine}, ss[thenEnd+1:]...)
				el, ok = p.stmts(rest, 0)
			case nt == "else:":
				el, ok = p.stmts(ss, thenEnd+1)
			default:
				el, ok = p.stmts(ss, thenEnd)
			}
		} else {
			el, ok = p.stmts(ss, thenEnd)
		}
		if !ok {
			return nil, false
		}
		return &spec.Ite{Node: spec.Node{R: p.rangeOf(l.from, l.to)}, Cond: truthy(cond), Then: th, Else: el}, true
	case strings.Contains(t, "=") && !strings.Contains(t, "=="):
		i := strings.IndexByte(t, '=')
		lhs := strings.TrimSpace(t[:i])
		if j := strings.IndexByte(lhs, ':'); j >= 0 {
			lhs = strings.TrimSpace(lhs[:j])
		}
		if !isIdent(lhs) {
			return nil, false
		}
		val, _ := p.exprIn(l.from+i+1, l.to)
		if val == nil {
			return nil, false
		}
		body, ok := p.stmts(ss, k+1)
		if !ok {
			return nil, false
		}
		return &spec.Let{Node: spec.Node{R: p.rangeOf(l.from, l.to)}, Names: []string{lhs}, Values: []spec.Expr{val}, Body: body}, true
	case t == "pass" || strings.HasPrefix(t, "Requires(") || strings.HasPrefix(t, "Ensures("):
		return p.stmts(ss, k+1)
	}
	return nil, false
}

func isIdent(s string) bool {
	if s == "" || !isAlpha(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if !isAlnum(s[i]) {
			return false
		}
	}
	return true
}

func matching(s string, open int) int {
	if open < 0 {
		return -1
	}
	depth := 0
	for i := open; i < len(s); i++ {
		switch s[i] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

func splitTopLevel(s string, sep byte) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case sep:
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

// pyType reads a type annotation.
func pyType(t string) *spec.Type {
	t = strings.TrimSpace(t)
	base, arg := t, ""
	if i := strings.IndexByte(t, '['); i >= 0 && strings.HasSuffix(t, "]") {
		base, arg = t[:i], t[i+1:len(t)-1]
	}
	switch base {
	case "int":
		return spec.TypeInt
	case "bool":
		return spec.TypeBool
	case "str":
		return spec.TypeString
	case "List", "list", "PSeq", "Sequence":
		return &spec.Type{Kind: spec.KSeq, Elem: pyType(arg)}
	case "Set", "set", "PSet":
		return &spec.Type{Kind: spec.KSet, Elem: pyType(arg)}
	case "PMultiset":
		return &spec.Type{Kind: spec.KMultiset, Elem: pyType(arg)}
	case "Dict", "dict":
		parts := splitTopLevel(arg, ',')
		if len(parts) == 2 {
			return &spec.Type{Kind: spec.KMap, Key: pyType(parts[0]), Elem: pyType(parts[1])}
		}
	case "Tuple", "tuple":
		var args []*spec.Type
		for _, a := range splitTopLevel(arg, ',') {
			args = append(args, pyType(a))
		}
		return &spec.Type{Kind: spec.KTuple, Args: args}
	}
	return spec.TypeUnknown
}

// lowerContract maps Nagini's contract functions onto the IR: Result() is
// the result, Old(e) the pre-state, Implies(a, b) an implication,
// Forall/Exists quantifiers over a type (bounded by their guard) or a
// collection, and permissions (Acc, predicates) true with a note.
func lowerContract(e spec.Expr, boolResult bool) spec.Expr {
	// Result() of a function declared -> bool is a bool: no truth test.
	truthy := func(x spec.Expr) spec.Expr {
		if id, ok := x.(*spec.Ident); ok && boolResult && id.Name == spec.ResultName {
			return x
		}
		return truthy(x)
	}
	var rec func(x spec.Expr) spec.Expr
	rec = func(x spec.Expr) spec.Expr {
		c, ok := x.(*spec.Call)
		if !ok {
			return spec.Rebuild(x, rec)
		}
		id, ok := c.Fn.(*spec.Ident)
		if !ok {
			return spec.Rebuild(x, rec)
		}
		n := c.Node
		switch {
		case id.Name == "Result" && len(c.Args) == 0:
			return &spec.Ident{Node: n, Name: spec.ResultName}
		case id.Name == "Old" && len(c.Args) == 1:
			return &spec.Old{Node: n, X: rec(c.Args[0])}
		case id.Name == "Implies" && len(c.Args) == 2:
			return &spec.Binary{Node: n, Op: spec.OpImplies, X: truthy(rec(c.Args[0])), Y: truthy(rec(c.Args[1]))}
		case (id.Name == "Forall" || id.Name == "Exists") && len(c.Args) == 2:
			lam, ok := c.Args[1].(*spec.Lambda)
			if !ok || len(lam.Params) != 1 {
				break
			}
			body := truthy(rec(lam.Body))
			v := lam.Params[0]
			forall := id.Name == "Forall"
			if t, ok := c.Args[0].(*spec.Ident); ok && (t.Name == "int" || t.Name == "bool") {
				if t.Name == "bool" {
					v.Type = spec.TypeBool
				}
				return &spec.Quant{Node: n, Forall: forall, Vars: []spec.Binder{v}, Body: body}
			}
			// over a collection: x in coll guards the body
			guard := &spec.Binary{Node: n, Op: spec.OpIn, X: &spec.Ident{Node: n, Name: v.Name}, Y: rec(c.Args[0])}
			if forall {
				body = &spec.Binary{Node: n, Op: spec.OpImplies, X: guard, Y: body}
			} else {
				body = &spec.Binary{Node: n, Op: spec.OpAnd, X: guard, Y: body}
			}
			return &spec.Quant{Node: n, Forall: forall, Vars: []spec.Binder{v}, Body: body}
		case id.Name == "ToSeq" && len(c.Args) == 1:
			return rec(c.Args[0]) // a list read as the sequence of its elements
		case id.Name == "ToMS" && len(c.Args) == 1:
			return &spec.Unary{Node: n, Op: spec.OpMultiset, X: rec(c.Args[0])}
		case id.Name == "Acc" || id.Name == "Rd" || id.Name == "MustTerminate" || id.Name == "Wildcard":
			return call(n, "$permission") // its arguments name heap locations: not evaluated
		}
		return spec.Rebuild(x, rec)
	}
	return rec(e)
}

func boolResult(c *spec.Contract) bool {
	return len(c.Results) == 1 && c.Results[0].Type != nil && c.Results[0].Type.Kind == spec.KBool
}

// ParseValue reads a value written in Python syntax.
func ParseValue(text string) (spec.Value, error) {
	e, probs := ParseExpr(text)
	if len(probs) > 0 {
		return nil, fmt.Errorf("%s", probs[0].Message)
	}
	ctx := spec.NewCtx(NewModule())
	ctx.Limits.Steps = 200_000
	v, stop := ctx.Eval(e, nil)
	if stop != nil {
		return nil, fmt.Errorf("cannot evaluate %q: %s", spec.Clip(text), stop.Reason)
	}
	return v, nil
}
