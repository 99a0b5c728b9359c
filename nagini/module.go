package nagini

import (
	"fmt"
	"github.com/specfaith/specfaith/internal/lazyre"
	"slices"
	"strings"

	"github.com/specfaith/specfaith/ir"
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
	// broken: the line is a syntax error of its brackets (one never
	// closed, a closing one that matches none), reported where it was
	// read; its text is not read as a statement or a contract call.
	broken bool
}

// lineProblem is a syntax error found while splitting lines (byte
// offsets).
type lineProblem struct {
	from, to int
	msg      string
}

// maxLines bounds the lines read.
const maxLines = 200_000

// stmtKeywords begin statements and never occur inside brackets (Python's
// grammar has no expression containing them): a physical line starting
// with one ends a bracket left open before it.
var stmtKeywords = map[string]bool{"def": true, "class": true, "return": true, "pass": true, "import": true,
	"raise": true, "del": true, "global": true, "nonlocal": true, "assert": true, "break": true, "continue": true,
	"while": true, "with": true, "try": true, "except": true, "finally": true, "elif": true}

// closer pairs each closing bracket with its opening one.
var closer = map[byte]byte{')': '(', ']': '[', '}': '{'}

// logicalLines splits src into logical lines, joining bracketed and
// backslash-continued physical lines and skipping blank and comment lines.
// Bracket errors are reported as CPython's tokenizer reports them (the
// first of a line only) and the line is marked broken. A bracket never
// closed would swallow the rest of the file: the broken line ends instead
// where it most likely was meant to, so what follows is still read
// (scanLine).
func logicalLines(src string) ([]logicalLine, []lineProblem) {
	var out []logicalLine
	var probs []lineProblem
	i, line := 0, 1
	for i < len(src) && len(out) < maxLines {
		col, j := indentAt(src, i)
		if j >= len(src) {
			break
		}
		if src[j] == '\n' || src[j] == '#' || src[j] == '\r' {
			for j < len(src) && src[j] != '\n' {
				j++
			}
			i = j + 1
			line++
			continue
		}
		ll, next, nextLine, lp := scanLine(src, j, line, col)
		out = append(out, ll)
		probs = append(probs, lp...)
		i, line = next, nextLine
	}
	return out, probs
}

// indentAt measures the indentation of the physical line starting at i
// (tabs to multiples of 8) and returns the offset after it.
func indentAt(src string, i int) (int, int) {
	col := 0
	for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
		if src[i] == '\t' {
			col = (col/8 + 1) * 8
		} else {
			col++
		}
		i++
	}
	return col, i
}

// scanLine reads the logical line whose code starts at from (on line,
// indented by indent) and returns it with the offset and line number
// where the next one starts.
//
// A bracket still open at the end of the file, or when a continuation
// line starts with a statement keyword, was never closed (CPython reports
// the innermost). The line then ends before its first continuation line
// indented no deeper than itself that does not start by closing a bracket
// (continuation lines are indented deeper by convention), else where the
// open bracket was found unclosed.
func scanLine(src string, from, line, indent int) (logicalLine, int, int, []lineProblem) {
	type open struct {
		c         byte
		off, line int
	}
	// cont is a continuation physical line: where it starts, its line,
	// its indentation, whether it starts by closing a bracket, and where
	// the code before it ends.
	type cont struct {
		off, line, indent int
		closes            bool
		codeEnd           int
	}
	var stack []open
	var conts []cont
	var probs []lineProblem
	broken := false
	fail := func(from, to int, msg string) {
		if !broken {
			probs = append(probs, lineProblem{from, to, msg})
		}
		broken = true
	}
	first := line
	codeEnd := from // the end of the last code (not comment) byte
	ll := func(to int) logicalLine {
		return logicalLine{indent: indent, from: from, to: to, line: first, broken: broken}
	}
	// unclosed ends the line whose innermost open bracket was found never
	// closed at stopOff (on stopLine).
	unclosed := func(stopOff, stopLine int) (logicalLine, int, int, []lineProblem) {
		top := stack[len(stack)-1]
		fail(top.off, top.off+1, fmt.Sprintf("'%c' was never closed", top.c))
		for _, ct := range conts {
			if ct.off > top.off && ct.indent <= indent && !ct.closes {
				return ll(ct.codeEnd), ct.off, ct.line, probs
			}
		}
		return ll(codeEnd), stopOff, stopLine, probs
	}
	i := from
	for i < len(src) {
		c := src[i]
		if c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != '#' {
			codeEnd = i + 1
		}
		switch {
		case c == '"' || c == '\'':
			// (A raw string ends where any other does: a backslash
			// escapes its quote too.)
			_, k, err := pyString(src, i, false)
			k = min(k, len(src))
			if err != nil {
				kind := "string literal"
				if strings.HasPrefix(src[i:], `"""`) || strings.HasPrefix(src[i:], "'''") {
					kind = "triple-quoted string literal"
				}
				at := line + strings.Count(strings.TrimRight(src[i:k], "\r\n"), "\n")
				fail(i, k, fmt.Sprintf("unterminated %s (detected at line %d)", kind, at))
			}
			line += strings.Count(src[i:k], "\n")
			i = k
			codeEnd = k
			continue
		case c == '#':
			for i < len(src) && src[i] != '\n' {
				i++
			}
			continue
		case c == '(' || c == '[' || c == '{':
			stack = append(stack, open{c, i, line})
		case c == ')' || c == ']' || c == '}':
			k := len(stack) - 1
			for k >= 0 && stack[k].c != closer[c] {
				k--
			}
			switch {
			case len(stack) == 0:
				fail(i, i+1, fmt.Sprintf("unmatched '%c'", c))
			case k != len(stack)-1:
				top := stack[len(stack)-1]
				fail(i, i+1, fmt.Sprintf("closing parenthesis '%c' does not match opening parenthesis '%c'%s", c, top.c, onLine(top.line, line)))
				if k >= 0 {
					stack = stack[:k] // it closes the brackets opened after its own too
				}
			default:
				stack = stack[:k]
			}
		case c == '\\' && i+1 < len(src) && src[i+1] == '\n':
			i += 2
			line++
			continue
		case c == '\n':
			line++
			if len(stack) == 0 {
				return ll(codeEnd), i + 1, line, probs
			}
			ind, k := indentAt(src, i+1)
			if k < len(src) && src[k] != '\n' && src[k] != '\r' && src[k] != '#' {
				if stmtKeywords[firstWord(src[k:])] {
					return unclosed(i+1, line)
				}
				conts = append(conts, cont{off: i + 1, line: line, indent: ind, closes: closer[src[k]] != 0, codeEnd: codeEnd})
			}
		}
		i++
	}
	if len(stack) > 0 {
		return unclosed(len(src), line)
	}
	return ll(codeEnd), len(src), line, probs
}

// onLine names the line of an opening bracket when it is not the line of
// the closing one, as CPython does.
func onLine(open, close int) string {
	if open == close {
		return ""
	}
	return fmt.Sprintf(" on line %d", open)
}

type modParser struct {
	src   string
	lines []logicalLine
	k     int
	mod   *ir.Module
	probs []ir.Problem
	// classes are the file's class names; pending the non-pure defs
	// whose bodies are lowered once every def is known (impl.go).
	classes map[string]bool
	// classInfo are the classes the pre-scan read (classes.go).
	classInfo map[string]*classInfo
	typeVars  map[string]bool // the names bound to TypeVar(…)
	// variadic names the defs with *args or **kwargs: a call spreads its
	// arguments over them, which is not evaluated.
	variadic map[string]bool
	pending  []pendingImpl
	// lines indexes the line starts once: positions are asked for every
	// statement of every body
	index *ir.Lines
	// consts are the module's and classes' constants (consts.go), C.X
	// for a class's; constClass the class whose constant is being read.
	consts     map[string]bool
	constClass string
}

func (p *modParser) text(l logicalLine) string { return p.src[l.from:l.to] }

func (p *modParser) pos(off int) ir.Pos {
	if p.index == nil {
		p.index = ir.NewLines(p.src)
	}
	return p.index.Pos(off)
}

// exprIn parses the expression src[from:to] with positions in the file;
// the line of from comes from the index, not from counting newlines from
// the top of the file for every expression.
func (p *modParser) exprIn(from, to int) (ir.Expr, []ir.Problem) {
	at := p.pos(from)
	e, probs := parseExprAt(p.src, from, to, at.Line, from-at.Col+1)
	return p.constRefs(p.typeTests(e)), probs
}

func (p *modParser) rangeOf(from, to int) ir.Range {
	return ir.Range{Start: p.pos(from), End: p.pos(to)}
}

func (p *modParser) problem(from, to int, msg string) {
	if len(p.probs) < 50 {
		p.probs = append(p.probs, ir.Problem{R: p.rangeOf(from, to), Severity: ir.SevError, Code: "syntax", Message: msg})
	}
}

// ParseFile reads a Nagini spec file into a module: each function with
// contract calls (or a docstring with examples) becomes a contract; @Pure
// functions become functions the evaluator can call.
func ParseFile(path, src string) *ir.Module {
	m := NewModule()
	m.Path, m.Source = path, src
	lines, lineProbs := logicalLines(src)
	p := &modParser{src: src, lines: lines, mod: m, classes: map[string]bool{}}
	for _, lp := range lineProbs {
		p.problem(lp.from, lp.to, lp.msg)
	}
	p.checkHeaders()
	p.scanClasses()
	p.scanConsts()
	p.block(-1, "")
	p.lowerImpls()
	// A @Pure function whose statements the evaluator does not read as
	// an expression (a loop, an accumulator) runs on the interpreter.
	for _, f := range p.mod.Funcs {
		if u, ok := f.Body.(*ir.Unsupported); ok && u.Reason == pureStatements {
			if im := p.mod.Impls[f.Name]; im != nil && len(im.Results) == 1 {
				f.Run = im
				for _, c := range p.mod.Contracts {
					if c.Name == f.Name && c.Impl == im {
						c.Impl = nil // a helper's statements, not an implementation checked against it
					}
				}
			}
		}
	}
	m.Problems = p.probs
	m.SetVocab(Vocab)
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
			if fs := strings.FieldsFunc(t[6:], func(r rune) bool { return r == '(' || r == ':' }); len(fs) > 0 {
				name := strings.TrimSpace(fs[0])
				p.classes[name] = true
				p.k++
				p.block(l.indent, name)
			} else {
				p.problem(l.from, l.to, "expected a class name")
				p.k++
				p.skipBody(l.indent)
			}
			decorators = nil
		case parent < 0 && strings.HasPrefix(t, "from "):
			p.importFrom(l)
			p.k++
			decorators = nil
		default:
			p.k++
			decorators = nil
		}
	}
}

// fromImport matches from a.b import f, g (relative imports too).
var fromImport = lazyre.New(`^from\s+(\.*[A-Za-z_][\w.]*)\s+import\s`)

// importFrom makes a module the file imports from an include: found next
// to the file (a/b.py, or a/b/__init__.py for a package), its functions
// are what calls of them evaluate. A module not found there is an
// installed one (typing, nagini_contracts): nothing to say.
func (p *modParser) importFrom(l logicalLine) {
	m := fromImport.FindStringSubmatch(p.text(l))
	if m == nil || strings.HasPrefix(m[1], "nagini_contracts") || strings.HasPrefix(m[1], "typing") {
		return
	}
	mod := strings.TrimLeft(m[1], ".")
	up := len(m[1]) - len(mod) // from ..a import f: one directory up per dot after the first
	rel := strings.Repeat("../", max(up-1, 0)) + strings.ReplaceAll(mod, ".", "/")
	r := p.rangeOf(l.from, l.to)
	p.mod.Includes = append(p.mod.Includes,
		ir.Include{Path: rel + ".py", R: r, Optional: true},
		ir.Include{Path: rel + "/__init__.py", R: r, Optional: true})
}

// function parses def NAME(params) -> T: and its body.
func (p *modParser) function(l logicalLine, decorators []string, class string) {
	t := p.text(l)
	p.k++
	open := strings.IndexByte(t, '(')
	closeAt := matching(t, open)
	if l.broken || open < 0 || closeAt < 0 {
		if !l.broken { // else its error is reported
			p.problem(l.from, l.to, "cannot read this def")
		}
		p.skipBody(l.indent)
		return
	}
	name := strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(t[:open], "async "), "def "))
	c := &ir.Contract{Name: name, Decl: ir.DeclMethod, NameR: p.rangeOf(l.from, l.from+open), R: p.rangeOf(l.from, l.to)}
	var selfType *ir.Type
	if class != "" {
		c.Name = class + "." + name
		if ci := p.classInfo[class]; ci != nil {
			selfType = ci.typ
		}
	}
	static, classMethod := false, false
	for _, d := range decorators {
		static = static || d == "staticmethod"
		classMethod = classMethod || d == "classmethod"
	}
	// The first parameter of a method is the object (the class of a
	// classmethod) whatever its name: Python passes it by position.
	selfName, variadic := "", false
	for k, prm := range splitTopLevel(t[open+1:closeAt], ',') {
		prm = strings.TrimSpace(prm)
		if k == 0 && selfType != nil && !static && isIdent(prm) {
			selfName = prm
			switch {
			case classMethod:
				// A classmethod's cls is the class: one value.
				c.Params = append(c.Params, ir.Param{Name: prm, Type: p.classValue(class)})
			case name != "__init__":
				// A method is called on an object: self is an input.
				c.Params = append(c.Params, ir.Param{Name: prm, Type: selfType})
			}
			continue
		}
		if prm == "" || prm == "*" || prm == "/" {
			continue
		}
		star := ""
		for strings.HasPrefix(prm, "*") && len(star) < 2 {
			star, prm = star+"*", strings.TrimSpace(prm[1:])
		}
		if star != "" {
			// *args: T is a tuple of Ts of any length, **kwargs: T a dict
			// from names to Ts. Callers pass them spread out, which calls
			// are not evaluated for (variadic).
			variadic = true
		}
		pname, ptype := prm, ""
		if i := strings.IndexByte(prm, ':'); i >= 0 {
			pname, ptype = strings.TrimSpace(prm[:i]), strings.TrimSpace(prm[i+1:])
			parts := splitTopLevel(ptype, '=') // x: T = default
			ptype = strings.TrimSpace(parts[0])
			if len(parts) == 2 && strings.TrimSpace(parts[1]) == "None" && !strings.HasPrefix(ptype, "Optional[") {
				// x: T = None is Optional[T] to the mypy Nagini runs
				// (implicit Optional).
				ptype = "Optional[" + ptype + "]"
			}
		}
		if i := strings.IndexByte(pname, '='); i >= 0 {
			pname = strings.TrimSpace(pname[:i])
		}
		pt := p.typeOf(ptype)
		switch {
		case star == "*" && ptype != "":
			pt = &ir.Type{Kind: ir.KTuple, Elem: pt}
		case star == "**" && ptype != "":
			pt = &ir.Type{Kind: ir.KMap, Key: ir.TypeString, Elem: pt}
		case star != "":
			pt = ir.TypeUnknown
		}
		c.Params = append(c.Params, ir.Param{Name: pname, Type: pt})
	}
	if arrow := strings.Index(t[closeAt:], "->"); arrow >= 0 {
		rt := strings.TrimSuffix(strings.TrimSpace(t[closeAt+arrow+2:]), ":")
		if rt != "None" {
			c.Results = []ir.Param{{Name: ir.ResultName, Type: p.typeOf(rt)}}
		}
	}
	for _, prm := range append(append([]ir.Param(nil), c.Params...), c.Results...) {
		for tv := range p.typeVars {
			if prm.Type.Mentions(map[string]bool{tv: true}) != "" && !slices.Contains(c.TypeParams, tv) {
				c.TypeParams = append(c.TypeParams, tv)
			}
		}
	}
	slices.Sort(c.TypeParams)
	if name == "__init__" && selfName != "" {
		// __init__'s output is the new object.
		c.Results = []ir.Param{{Name: selfName, Type: selfType}}
	}
	pure, contractOnly := false, false
	for _, d := range decorators {
		switch d {
		case "Pure", "Predicate", "property":
			// Nagini treats a property getter as pure: callers see its
			// body, which defines the result.
			pure = true
			c.Decl = ir.DeclFunction
		case "ContractOnly", "abstractmethod":
			// Nagini does not verify the body (its analyzer's
			// is_declared_contract_only): it is not run either.
			c.Decl = ir.DeclFunction
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
		if body[i].broken {
			// A syntax error (reported): a contract call is a clause that
			// cannot be read, anything else a statement.
			kind, ok = brokenContractCall(bt)
			if ok && (kind == "Requires" || kind == "Ensures") {
				ck := ir.Requires
				if kind == "Ensures" {
					ck = ir.Ensures
				}
				from := body[i].from + len(kind) + 1
				c.Clauses = append(c.Clauses, ir.Clause{Kind: ck, Text: p.src[from:body[i].to], R: p.rangeOf(body[i].from, body[i].to),
					Expr: &ir.Unsupported{Node: ir.Node{R: p.rangeOf(from, body[i].to)}, Text: p.src[from:body[i].to], Reason: "the clause is a syntax error"}})
				hasContract = true
				continue
			}
			if ok {
				continue
			}
		}
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
		if kind == "Ensures" {
			if parts := splitTopLevel(p.src[from:to], ','); len(parts) == 2 {
				// Ensures(T, lambda r: P): P of the result r.
				lamFrom := from + len(parts[0]) + 1
				if lam, _ := p.exprIn(lamFrom, to); lam != nil {
					if l, ok := lam.(*ir.Lambda); ok && len(l.Params) == 1 {
						post := ir.Subst(l.Body, l.Params[0].Name, &ir.Ident{Node: ir.Node{R: l.Span()}, Name: ir.ResultName})
						c.Clauses = append(c.Clauses, ir.Clause{Kind: ir.Ensures, Expr: lowerContract(post, boolResult(c)), Text: p.src[from:to], R: p.rangeOf(body[i].from, body[i].to)})
						hasContract = true
						continue
					}
				}
			}
		}
		e, probs := p.exprIn(from, to)
		p.probs = append(p.probs, probs...)
		ck := ir.Requires
		if kind == "Ensures" {
			ck = ir.Ensures
		}
		if e == nil {
			// A clause that cannot be read is unknown, never dropped: a
			// dropped Ensures would make the contract look weaker.
			reason := "the clause could not be read"
			if len(probs) > 0 {
				reason += ": " + probs[0].Message
			}
			c.Clauses = append(c.Clauses, ir.Clause{Kind: ck, Text: p.src[from:to], R: p.rangeOf(body[i].from, body[i].to),
				Expr: &ir.Unsupported{Node: ir.Node{R: p.rangeOf(from, to)}, Text: p.src[from:to], Reason: reason}})
			hasContract = true
			continue
		}
		ce := lowerContract(e, boolResult(c))
		if t, ok := e.(*ir.TupleExpr); ok {
			// Several arguments (Ensures(int, lambda r: …)) read as a
			// tuple, which Python finds true: the clause would accept
			// everything. It is not read instead.
			ce = &ir.Unsupported{Node: ir.Node{R: e.Span()}, Text: p.src[from:to],
				Reason: fmt.Sprintf("%s(…) with %d arguments is not read", kind, len(t.Elems))}
		}
		c.Clauses = append(c.Clauses, ir.Clause{Kind: ck, Expr: ce, Text: p.src[from:to], R: p.rangeOf(body[i].from, body[i].to)})
		hasContract = true
	}
	// The whole def, header to last body line: what a function or an
	// implementation is (c.R is the def line, where findings about the
	// contract sit). Whatever is keyed by its text — the remembered
	// analyses of the contract and of its callers — changes with the body.
	whole := c.R
	if len(body) > 0 {
		whole = p.rangeOf(l.from, body[len(body)-1].to)
	}
	if variadic {
		if p.variadic == nil {
			p.variadic = map[string]bool{}
		}
		p.variadic[c.Name] = true
	}
	if pure && len(c.Params) >= 0 {
		f := &ir.Function{Name: c.Name, Params: c.Params, R: whole}
		for _, cl := range c.Requires() {
			f.Requires = append(f.Requires, cl.Expr)
		}
		f.Body = p.pureBody(body[i:], l.indent)
		key := name
		if selfName != "" && !classMethod {
			// A pure method: self.m(…) finds it under its class.
			key = class + "." + name
		}
		p.mod.Funcs[key] = f
		if variadic {
			// Callers spread their arguments: not evaluated there.
			p.mod.Funcs[key] = &ir.Function{Name: f.Name, Params: f.Params, Requires: f.Requires, R: f.R}
		}
		// A pure function's body defines its result, as a Dafny
		// function's does.
		c.Decl, c.Body, c.HasBody = ir.DeclFunction, f.Body, f.Body != nil
		for _, d := range decorators {
			if d == "Opaque" {
				// Callers of an @Opaque function see only its contract:
				// its body is checked against its own postcondition
				// (c.Body) but not used where it is called.
				opaque := *f
				opaque.Body = nil
				p.mod.Funcs[key] = &opaque
				p.mod.Funcs[revealPrefix+key] = f
			}
		}
	}
	if stmtStart < 0 {
		stmtStart = i
	}
	if !pure {
		c.Modified = p.modifiedObjects(c, body[stmtStart:])
	}
	unreadPure := false
	if f := p.mod.Funcs[name]; pure && f != nil {
		if u, ok := f.Body.(*ir.Unsupported); ok && u.Reason == pureStatements {
			unreadPure = true // runs on the interpreter (Function.Run)
		}
	}
	if (!pure || unreadPure) && !contractOnly && (name != "__init__" || selfName != "") && p.hasStatements(body[stmtStart:]) {
		// The body runs as statements (impl.go), lowered at the end of
		// the file so that calls see every def.
		p.pending = append(p.pending, pendingImpl{c: c, r: whole, body: body[stmtStart:], indent: l.indent, method: class != "", self: selfName, classMethod: class != "" && classMethod})
	}
	if hasContract || !c.Examples.Empty() || c.Requirement != "" {
		p.mod.Contracts = append(p.mod.Contracts, c)
	}
}

// revealPrefix keys the body of an @Opaque function, which only
// Reveal(f(…)) sees.
const revealPrefix = "$reveal:"

// compoundKeywords start a compound statement, whose header ends with a
// colon.
var compoundKeywords = map[string]bool{"def": true, "class": true, "if": true, "elif": true, "else": true, "while": true,
	"for": true, "with": true, "try": true, "except": true, "finally": true, "async": true}

// checkHeaders reports a compound statement's header without its colon,
// as CPython does ("expected ':'"). Only the colon is missing: the
// statement is read on, its body indented under it.
func (p *modParser) checkHeaders() {
	for _, l := range p.lines {
		if l.broken || !compoundKeywords[firstWord(p.text(l))] {
			continue
		}
		colon := false
		t := p.text(l)
		for _, i := range topLevel(t, ":") {
			if !strings.HasPrefix(t[i:], ":=") {
				colon = true
				break
			}
		}
		if !colon {
			p.problem(l.to, l.to, "expected ':'")
		}
	}
}

// hasStatements says whether a function's body (after its docstring and
// leading contract calls) holds a statement, what makes it an
// implementation.
//
// A body of nothing but contract calls (Requires, Ensures, Exsures,
// Decreases, Invariant), string literals, `...` and `pass` is a
// specification without a body, as a Dafny method without a body is: it
// has no implementation, and nothing is run. Nagini itself verifies such
// a method as one returning None (its translator assigns None to the
// result before the body; get_body_indices finds no statements;
// translate_stmt_Expr skips strings and `...`; mypy runs with
// warn_no_return off), unless it is @ContractOnly (or @abstractmethod),
// whose body is not verified: the file states a contract, not the code,
// and a "counterexample" returning None would be about code nobody wrote.
// A body with statements is an implementation, and when it falls off the
// end with a declared result it returns None, as in CPython and in
// Nagini's translation: a genuine error the runs report.
func (p *modParser) hasStatements(ls []logicalLine) bool {
	for _, l := range ls {
		t := p.text(l)
		if l.broken {
			return true
		}
		if t == "..." || t == "pass" {
			continue
		}
		if _, _, ok := contractCall(t); ok {
			continue
		}
		if t[0] == '"' || t[0] == '\'' {
			if _, k, err := pyString(t, 0, false); err == nil && k == len(t) {
				continue
			}
		}
		return true
	}
	return false
}

func (p *modParser) skipBody(indent int) {
	for p.k < len(p.lines) && p.lines[p.k].indent > indent {
		p.k++
	}
}

// docstring reads the requirement and example annotations.
func (p *modParser) docstring(c *ir.Contract, l logicalLine) {
	t := p.text(l)
	s, _, err := pyString(t, 0, false)
	if err != nil {
		return
	}
	var lines []ir.DocLine
	base := l.from
	for i, ln := range strings.Split(s, "\n") {
		st := p.pos(base)
		st.Line += i
		lines = append(lines, ir.DocLine{Text: strings.TrimSpace(ln), R: ir.Range{Start: st, End: st}})
	}
	c.DocR = p.rangeOf(l.from, l.to)
	p.probs = append(p.probs, ir.ReadDoc(c, lines, ParseValue)...)
}

var contractNames = []string{"Requires", "Ensures", "Exsures", "Decreases", "Invariant"}

// brokenContractCall says whether a line that is a syntax error starts
// as a contract call, and which.
func brokenContractCall(t string) (string, bool) {
	for _, n := range contractNames {
		if strings.HasPrefix(t, n+"(") {
			return n, true
		}
	}
	return "", false
}

func contractCall(t string) (string, string, bool) {
	for _, n := range contractNames {
		if strings.HasPrefix(t, n+"(") && strings.HasSuffix(t, ")") {
			return n, t[len(n)+1 : len(t)-1], true
		}
	}
	return "", "", false
}

// pureStatements is why a @Pure body is not read as an expression; such
// a function runs on the interpreter where it has an implementation.
const pureStatements = "the body of this @Pure function uses statements the evaluator does not interpret"

// pureBody interprets the statements of a @Pure function: return e,
// if/elif/else with returns, and assignments x = e (as lets).
func (p *modParser) pureBody(stmts []logicalLine, indent int) ir.Expr {
	if len(stmts) == 0 {
		return nil
	}
	e, ok := p.stmts(stmts, 0)
	if !ok {
		return &ir.Unsupported{Node: ir.Node{R: p.rangeOf(stmts[0].from, stmts[0].to)}, Reason: pureStatements}
	}
	// Pure functions and predicates may use the contract functions
	// (Acc, Implies, Forall, …) too.
	return lowerContract(e, false)
}

// stmts lowers a statement list starting at k to an expression.
func (p *modParser) stmts(ss []logicalLine, k int) (ir.Expr, bool) {
	if k >= len(ss) {
		return nil, false
	}
	l := ss[k]
	if l.broken {
		return nil, false
	}
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
		// The statements after the whole if/elif/else run after a branch
		// that does not return.
		chainEnd := thenEnd
		for chainEnd < len(ss) && ss[chainEnd].indent == l.indent {
			nt := p.text(ss[chainEnd])
			if !strings.HasPrefix(nt, "elif ") && nt != "else:" {
				break
			}
			chainEnd++
			for chainEnd < len(ss) && ss[chainEnd].indent > l.indent {
				chainEnd++
			}
		}
		then := concatLines(ss[k+1:thenEnd], ss[chainEnd:])
		th, ok := p.stmts(then, 0)
		if !ok {
			return nil, false
		}
		var el ir.Expr
		if thenEnd < len(ss) && ss[thenEnd].indent == l.indent {
			nt := p.text(ss[thenEnd])
			switch {
			case strings.HasPrefix(nt, "elif "):
				// rewrite elif as a nested if
				copyLine := ss[thenEnd]
				copyLine.from += 2 // "elif" → "if"
				el, ok = p.stmts(concatLines([]logicalLine{copyLine}, ss[thenEnd+1:]), 0)
			case nt == "else:":
				el, ok = p.stmts(concatLines(ss[thenEnd+1:chainEnd], ss[chainEnd:]), 0)
			default:
				el, ok = p.stmts(ss, thenEnd)
			}
		} else {
			el, ok = p.stmts(ss, thenEnd)
		}
		if !ok {
			return nil, false
		}
		return &ir.Ite{Node: ir.Node{R: p.rangeOf(l.from, l.to)}, Cond: truthy(cond), Then: th, Else: el}, true
	case strings.HasPrefix(t, "match ") && strings.HasSuffix(t, ":"):
		return p.matchStmt(ss, k)
	case augmentedAt(t) >= 0:
		// x op= e is x = x op e.
		i := augmentedAt(t)
		lhs := strings.TrimSpace(t[:i])
		val, _ := p.exprIn(l.from+i+2, l.to)
		op, known := augOps[t[i]]
		if !isIdent(lhs) || val == nil || !known {
			return nil, false
		}
		body, ok := p.stmts(ss, k+1)
		if !ok {
			return nil, false
		}
		x := &ir.Ident{Name: lhs}
		return &ir.Let{Node: ir.Node{R: p.rangeOf(l.from, l.to)}, Names: []string{lhs}, Values: []ir.Expr{&ir.Binary{Op: op, X: x, Y: val}}, Body: body}, true
	case assignAt(t) >= 0:
		i := assignAt(t)
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
		return &ir.Let{Node: ir.Node{R: p.rangeOf(l.from, l.to)}, Names: []string{lhs}, Values: []ir.Expr{val}, Body: body}, true
	case strings.HasPrefix(t, "Assert(") || strings.HasPrefix(t, "Unfold(") || strings.HasPrefix(t, "Fold("):
		// Assert(P), Unfold(P), Fold(P): the function is well-formed only
		// where P holds (for a predicate, its body); there its value is
		// the rest's. Where P fails the value is unknown, never a result.
		rest, ok := p.stmts(ss, k+1)
		if !ok {
			return nil, false
		}
		open := strings.IndexByte(t, '(')
		cond, _ := p.exprIn(l.from+open+1, l.from+strings.LastIndexByte(t, ')'))
		if cond == nil {
			return nil, false
		}
		if c, isCall := cond.(*ir.Call); isCall && len(c.Args) == 1 {
			if id, isID := c.Fn.(*ir.Ident); isID && id.Name == "Acc" {
				cond = c.Args[0] // Unfold(Acc(pred(x))): pred(x)
			}
		}
		n := ir.Node{R: p.rangeOf(l.from, l.to)}
		return &ir.Ite{Node: n, Cond: truthy(lowerContract(cond, false)), Then: rest,
			Else: &ir.Unsupported{Node: n, Text: t, Reason: "the function is not well-formed where " + t[:open] + "'s condition fails"}}, true
	case t == "pass" || strings.HasPrefix(t, "Requires(") || strings.HasPrefix(t, "Ensures(") || strings.HasPrefix(t, "Reveal("):
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
func pyType(t string) *ir.Type { return pyTypeWith(t, nil) }

// pyTypeWith is pyType where other names are looked up (the file's
// classes); nil or a nil answer is unknown.
func pyTypeWith(t string, other func(string) *ir.Type) *ir.Type {
	pyType := func(t string) *ir.Type { return pyTypeWith(t, other) }
	t = strings.TrimSpace(t)
	base, arg := t, ""
	if i := strings.IndexByte(t, '['); i >= 0 && strings.HasSuffix(t, "]") {
		base, arg = t[:i], t[i+1:len(t)-1]
	}
	switch base {
	case "int", "GInt": // nagini_contracts' ghost types are aliases
		return ir.TypeInt
	case "bool", "GBool":
		return ir.TypeBool
	case "str", "GStr":
		return ir.TypeString
	case "float":
		// Python's float is an IEEE 754 double, as Lean's Float.
		return &ir.Type{Kind: ir.KFloat, Name: "float"}
	case "Union":
		u := &ir.Type{Kind: ir.KDatatype, Name: ir.Union}
		for _, a := range splitTopLevel(arg, ',') {
			at := pyType(a)
			if at.Kind == ir.KUnknown {
				return ir.TypeUnknown
			}
			u.Args = append(u.Args, at)
		}
		if len(u.Args) == 0 {
			return ir.TypeUnknown
		}
		return u
	case "List", "list", "PSeq", "Sequence":
		return &ir.Type{Kind: ir.KSeq, Elem: pyType(arg)}
	case "Set", "set", "PSet":
		return &ir.Type{Kind: ir.KSet, Elem: pyType(arg)}
	case "PMultiset":
		return &ir.Type{Kind: ir.KMultiset, Elem: pyType(arg)}
	case "Dict", "dict":
		parts := splitTopLevel(arg, ',')
		if len(parts) == 2 {
			return &ir.Type{Kind: ir.KMap, Key: pyType(parts[0]), Elem: pyType(parts[1])}
		}
	case "object":
		// Nagini's object: any value (Any is refused by Nagini's type check).
		return &ir.Type{Kind: ir.KDatatype, Name: ir.AnyValue}
	case "Optional":
		if in := pyType(arg); in.Kind != ir.KUnknown {
			return &ir.Type{Kind: ir.KDatatype, Name: ir.Nullable, Args: []*ir.Type{in}}
		}
	case "Tuple", "tuple":
		var args []*ir.Type
		for _, a := range splitTopLevel(arg, ',') {
			args = append(args, pyType(a))
		}
		return &ir.Type{Kind: ir.KTuple, Args: args}
	}
	if other != nil {
		if r := other(t); r != nil {
			return r
		}
	}
	return ir.TypeUnknown
}

// lowerContract maps Nagini's contract functions onto the IR: Result() is
// the result, Old(e) the pre-state, Implies(a, b) an implication,
// Forall/Exists quantifiers over a type (bounded by their guard) or a
// collection, and permissions (Acc, predicates) true with a note.
func lowerContract(e ir.Expr, boolResult bool) ir.Expr {
	// Result() of a function declared -> bool is a bool: no truth test.
	truthy := func(x ir.Expr) ir.Expr {
		if id, ok := x.(*ir.Ident); ok && boolResult && id.Name == ir.ResultName {
			return x
		}
		return truthy(x)
	}
	var rec func(x ir.Expr) ir.Expr
	rec = func(x ir.Expr) ir.Expr {
		c, ok := x.(*ir.Call)
		if !ok {
			return ir.Rebuild(x, rec)
		}
		if m, ok := c.Fn.(*ir.Member); ok && len(c.Args) == 1 && (m.Name == "take" || m.Name == "drop") && pseqExpr(m.X) {
			// s.take(k), s.drop(k) on a PSeq: the slice s[:k], s[k:]
			// (Viper clamps k to the sequence's bounds).
			if m.Name == "take" {
				return &ir.Slice{Node: c.Node, X: rec(m.X), Hi: rec(c.Args[0]), Clamp: true}
			}
			return &ir.Slice{Node: c.Node, X: rec(m.X), Lo: rec(c.Args[0]), Clamp: true}
		}
		id, ok := c.Fn.(*ir.Ident)
		if !ok {
			return ir.Rebuild(x, rec)
		}
		n := c.Node
		switch {
		case id.Name == "Result" && len(c.Args) == 0, id.Name == "ResultT" && len(c.Args) == 1:
			// ResultT(T) is Result() typed for mypy (contracts.py)
			return &ir.Ident{Node: n, Name: ir.ResultName}
		case id.Name == "Let" && len(c.Args) == 3:
			// Let(e, T, lambda x: body): body with x bound to e
			if lam, ok := c.Args[2].(*ir.Lambda); ok && len(lam.Params) == 1 {
				return &ir.Let{Node: n, Names: []string{lam.Params[0].Name}, Values: []ir.Expr{rec(c.Args[0])}, Body: rec(lam.Body)}
			}
		case id.Name == "Old" && len(c.Args) == 1:
			return &ir.Old{Node: n, X: rec(c.Args[0])}
		case id.Name == "Implies" && len(c.Args) == 2:
			return &ir.Binary{Node: n, Op: ir.OpImplies, X: truthy(rec(c.Args[0])), Y: truthy(rec(c.Args[1]))}
		case (id.Name == "Forall" || id.Name == "Exists") && len(c.Args) == 2:
			lam, ok := c.Args[1].(*ir.Lambda)
			if !ok || len(lam.Params) != 1 {
				break
			}
			lb := lam.Body
			if t, ok := lb.(*ir.TupleExpr); ok && len(t.Elems) == 2 {
				if d, ok := t.Elems[1].(*ir.Display); ok && d.Coll == ir.KSeq {
					lb = t.Elems[0] // lambda i: (body, [[trigger]]): the triggers guide the prover only
				}
			}
			body := truthy(rec(lb))
			v := lam.Params[0]
			forall := id.Name == "Forall"
			if t, ok := c.Args[0].(*ir.Ident); ok && (t.Name == "int" || t.Name == "bool") {
				v.Type = ir.TypeInt // Forall(int, …) gives the variable its type
				if t.Name == "bool" {
					v.Type = ir.TypeBool
				}
				return &ir.Quant{Node: n, Forall: forall, Vars: []ir.Binder{v}, Body: body}
			}
			// over a collection: x in coll guards the body
			guard := &ir.Binary{Node: n, Op: ir.OpIn, X: &ir.Ident{Node: n, Name: v.Name}, Y: rec(c.Args[0])}
			if forall {
				body = &ir.Binary{Node: n, Op: ir.OpImplies, X: guard, Y: body}
			} else {
				body = &ir.Binary{Node: n, Op: ir.OpAnd, X: guard, Y: body}
			}
			return &ir.Quant{Node: n, Forall: forall, Vars: []ir.Binder{v}, Body: body}
		case len(id.Name) == 7 && strings.HasPrefix(id.Name, "Forall") && id.Name[6] >= '2' && id.Name[6] <= '6' && len(c.Args) == int(id.Name[6]-'0')+1:
			// Forall2(int, int, lambda i, j: body[, triggers]) … Forall6.
			n := int(id.Name[6] - '0')
			lam, ok := c.Args[n].(*ir.Lambda)
			if !ok || len(lam.Params) != n {
				break
			}
			vars := make([]ir.Binder, n)
			for i := 0; i < n; i++ {
				t, ok := c.Args[i].(*ir.Ident)
				if !ok || t.Name != "int" && t.Name != "bool" {
					return ir.Rebuild(x, rec) // over a collection: not read
				}
				vars[i] = lam.Params[i]
				vars[i].Type = ir.TypeInt
				if t.Name == "bool" {
					vars[i].Type = ir.TypeBool
				}
			}
			lb := lam.Body
			if t, ok := lb.(*ir.TupleExpr); ok && len(t.Elems) == 2 {
				if d, ok := t.Elems[1].(*ir.Display); ok && d.Coll == ir.KSeq {
					lb = t.Elems[0]
				}
			}
			return &ir.Quant{Node: c.Node, Forall: true, Vars: vars, Body: truthy(rec(lb))}
		case id.Name == "PSeq":
			// A sequence of the values given (a contract's pure list).
			el := make([]ir.Expr, len(c.Args))
			for i, a := range c.Args {
				el[i] = rec(a)
			}
			return &ir.Display{Node: n, Coll: ir.KSeq, Elems: el}
		case id.Name == "Unfolding" && len(c.Args) == 2:
			return rec(c.Args[1]) // Unfolding(pred, e): e, with pred's body visible to the prover
		case id.Name == "Reveal" && len(c.Args) == 1:
			// Reveal(f(x)): f(x), the body of @Opaque f visible to the
			// prover and so to the evaluator.
			if call, ok := c.Args[0].(*ir.Call); ok {
				if fn, ok := call.Fn.(*ir.Ident); ok {
					cp := *call
					cp.Fn = &ir.Ident{Node: fn.Node, Name: revealPrefix + fn.Name}
					return rec(&cp)
				}
			}
			return rec(c.Args[0])
		case id.Name == "ToSeq" && len(c.Args) == 1:
			return rec(c.Args[0]) // a list read as the sequence of its elements
		case id.Name == "ToMS" && len(c.Args) == 1:
			return &ir.Unary{Node: n, Op: ir.OpMultiset, X: rec(c.Args[0])}
		case id.Name == "Acc" || id.Name == "Rd" || id.Name == "MustTerminate" || id.Name == "Wildcard" ||
			id.Name == "list_pred" || id.Name == "set_pred" || id.Name == "dict_pred" ||
			id.Name == "MayCreate" || id.Name == "MaySet":
			return call(n, "$permission") // its arguments name heap locations: not evaluated
		}
		return ir.Rebuild(x, rec)
	}
	return rec(e)
}

// pseqExpr says e, as written, is a Nagini sequence: ToSeq(…), PSeq(…),
// a take or drop of one, or a concatenation of them.
func pseqExpr(e ir.Expr) bool {
	switch e := e.(type) {
	case *ir.Call:
		if id, ok := e.Fn.(*ir.Ident); ok {
			return id.Name == "ToSeq" || id.Name == "PSeq"
		}
		if m, ok := e.Fn.(*ir.Member); ok {
			return (m.Name == "take" || m.Name == "drop") && pseqExpr(m.X)
		}
	case *ir.Binary:
		return e.Op == ir.OpAdd && pseqExpr(e.X) && pseqExpr(e.Y)
	}
	return false
}

func boolResult(c *ir.Contract) bool {
	return len(c.Results) == 1 && c.Results[0].Type != nil && c.Results[0].Type.Kind == ir.KBool
}

// ParseValue reads a value written in Python syntax.
func ParseValue(text string) (ir.Value, error) {
	e, probs := ParseExpr(text)
	if len(probs) > 0 {
		return nil, fmt.Errorf("%s", probs[0].Message)
	}
	ctx := ir.NewCtx(NewModule())
	ctx.Limits.Steps = 200_000
	v, stop := ctx.Eval(e, nil)
	if stop != nil {
		return nil, fmt.Errorf("cannot evaluate %q: %s", ir.Clip(text), stop.Reason)
	}
	return v, nil
}

// assignAt is the offset of an assignment's = in a statement (x = e,
// x: T = e), or -1: an = that is not part of ==, !=, <=, >=, := or an
// augmented assignment, outside brackets and strings.
func assignAt(t string) int {
	depth := 0
	var quote byte
	for i := 0; i < len(t); i++ {
		c := t[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' || c == ']' || c == '}':
			depth--
		case c == '=' && depth == 0:
			if i+1 < len(t) && t[i+1] == '=' {
				i++ // ==
				continue
			}
			if i > 0 && strings.IndexByte("=!<>:+-*/%&|^@", t[i-1]) >= 0 {
				continue
			}
			return i
		}
	}
	return -1
}

// matchStmt reads match x: with case blocks into nested conditionals.
// Patterns: literals (==; True, False and None by identity), p | q,
// _, a capture name, p as name, and a guard (case p if g). When no case
// matches, the statements after the match run (a function that ends
// there returns None); a case body that does not return runs them too.
func (p *modParser) matchStmt(ss []logicalLine, k int) (ir.Expr, bool) {
	l := ss[k]
	subj, _ := p.exprIn(l.from+len("match "), l.to-1)
	if subj == nil {
		return nil, false
	}
	type arm struct {
		cond ir.Expr // nil: always
		bind string  // a name the case binds to the subject
		body ir.Expr
	}
	var arms []arm
	end := k + 1
	for end < len(ss) && ss[end].indent > l.indent {
		end++
	}
	rest := ss[end:]
	for i := k + 1; i < end; {
		cl := ss[i]
		ct := p.text(cl)
		if !strings.HasPrefix(ct, "case ") || !strings.HasSuffix(ct, ":") {
			return nil, false
		}
		bodyEnd := i + 1
		for bodyEnd < end && ss[bodyEnd].indent > cl.indent {
			bodyEnd++
		}
		cond, bind, ok := p.casePattern(subj, cl.from+len("case "), cl.to-1)
		if !ok {
			return nil, false
		}
		body, ok := p.stmts(concatLines(ss[i+1:bodyEnd], rest), 0)
		if !ok {
			return nil, false
		}
		if bind != "" {
			body = &ir.Let{Names: []string{bind}, Values: []ir.Expr{subj}, Body: body}
		}
		arms = append(arms, arm{cond, bind, body})
		i = bodyEnd
	}
	var out ir.Expr
	if len(rest) > 0 {
		var ok bool
		if out, ok = p.stmts(rest, 0); !ok {
			return nil, false
		}
	} else {
		out = none()
	}
	for i := len(arms) - 1; i >= 0; i-- {
		if arms[i].cond == nil {
			out = arms[i].body
			continue
		}
		out = &ir.Ite{Node: ir.Node{R: p.rangeOf(l.from, l.to)}, Cond: arms[i].cond, Then: arms[i].body, Else: out}
	}
	return out, true
}

// casePattern is the condition under which subj matches the pattern in
// src[from:to] (nil: always) and the name it binds to subj ("" for none).
func (p *modParser) casePattern(subj ir.Expr, from, to int) (ir.Expr, string, bool) {
	text := strings.TrimSpace(p.src[from:to])
	var guard ir.Expr
	if i := strings.Index(text, " if "); i >= 0 {
		g, _ := p.exprIn(from+strings.Index(p.src[from:to], " if ")+4, to)
		if g == nil {
			return nil, "", false
		}
		guard, text = truthy(g), strings.TrimSpace(text[:i])
	}
	bind := ""
	if i := strings.LastIndex(text, " as "); i >= 0 {
		bind, text = strings.TrimSpace(text[i+4:]), strings.TrimSpace(text[:i])
		if !isIdent(bind) {
			return nil, "", false
		}
	}
	var cond ir.Expr
	always := false
	for _, alt := range splitTopLevel(text, '|') {
		alt = strings.TrimSpace(alt)
		var c ir.Expr
		switch {
		case alt == "_":
			always = true
		case alt == "True" || alt == "False" || alt == "None":
			v, _ := ParseValue(alt)
			c = &ir.Call{Fn: &ir.Ident{Name: "$is"}, Args: []ir.Expr{subj, &ir.Lit{Val: v}}}
		case isIdent(alt) && bind == "" && len(splitTopLevel(text, '|')) == 1:
			bind, always = alt, true // a capture pattern
		case strings.HasSuffix(alt, "()") && isIdent(strings.TrimSpace(alt[:len(alt)-2])):
			// A class pattern without sub-patterns: isinstance(subj, C).
			cls := strings.TrimSpace(alt[:len(alt)-2])
			t, ok := p.typeTests(&ir.Call{Fn: &ir.Ident{Name: "isinstance"}, Args: []ir.Expr{subj, &ir.Ident{Name: cls}}}).(*ir.Call)
			if !ok || t.Fn.(*ir.Ident).Name != "$isinstance" {
				return nil, "", false
			}
			c = t
		default:
			v, err := ParseValue(alt)
			if err != nil {
				return nil, "", false // a class, sequence or mapping pattern
			}
			if _, isNum := v.(ir.Int); !isNum {
				if s, isStr := v.(ir.Seq); !isStr || !s.Str {
					return nil, "", false
				}
			}
			c = &ir.Binary{Op: ir.OpEq, X: subj, Y: &ir.Lit{Val: v}}
		}
		switch {
		case c == nil:
		case cond == nil:
			cond = c
		default:
			cond = &ir.Binary{Op: ir.OpOr, X: cond, Y: c}
		}
	}
	if always {
		cond = nil
	}
	if guard != nil {
		if bind != "" {
			guard = &ir.Let{Names: []string{bind}, Values: []ir.Expr{subj}, Body: guard}
		}
		if cond == nil {
			cond = guard
		} else {
			cond = &ir.Binary{Op: ir.OpAnd, X: cond, Y: guard}
		}
	}
	if cond == nil && !always {
		return nil, "", false
	}
	return cond, bind, true
}

// concatLines is a followed by b, in a new slice.
func concatLines(a, b []logicalLine) []logicalLine {
	out := make([]logicalLine, 0, len(a)+len(b))
	return append(append(out, a...), b...)
}

// augOps are the augmented assignments a pure body may use.
var augOps = map[byte]ir.Op{'+': ir.OpAdd, '-': ir.OpSub, '*': ir.OpMul}

// augmentedAt is the offset of the operator of x op= e (one character
// before its =), or -1.
func augmentedAt(t string) int {
	i := strings.Index(t, "= ")
	if i < 1 || !strings.Contains("+-*", t[i-1:i]) {
		return -1
	}
	if !isIdent(strings.TrimSpace(t[:i-1])) {
		return -1
	}
	return i - 1
}
