package dafny

import (
	"fmt"
	"math/big"

	"github.com/specfaith/specfaith/spec"
)

// Method bodies: statements lowered to spec statements for the runner.
// A body is read without adding problems (bodies used to be skipped, and a
// construct we do not read is not an error in the user's file): a body
// that does not parse becomes one Unread statement with the reason, and a
// statement we parse but cannot run becomes an Unread statement.

// methodBody reads the body at '{' of method c. The tokens it consumes
// are exactly those skipBalanced would skip, whatever happens.
func (p *parser) methodBody(c *spec.Contract) *spec.Impl {
	start := p.i
	startTok := p.tok()
	p.skipBalanced("{", "}") // fails (as before) on an unbalanced body
	end := p.i
	p.i = start

	saveProblems, saveDepth, saveResults := len(p.problems), p.depth, p.results
	p.results = c.Results
	var body []spec.Stmt
	ok := p.attempt(func() { body = p.blockStmts() })
	reason := ""
	if len(p.problems) > saveProblems {
		reason = p.problems[saveProblems].Message
	} else if !ok {
		reason = "a statement the reader does not parse"
	}
	if ok && reason == "" && p.i != end {
		reason = "the body's braces were read differently"
	}
	p.problems, p.depth, p.results = p.problems[:saveProblems], saveDepth, saveResults
	p.i = end
	r := spec.Range{Start: startTok.pos, End: p.toks[end-1].end}
	if reason != "" {
		body = []spec.Stmt{&spec.Unread{Node: spec.Node{R: r}, Text: p.src[r.Start.Offset:r.End.Offset],
			Reason: "the body of " + c.Name + " is not read: " + reason}}
	}
	impl := &spec.Impl{Name: c.Name, Params: c.Params, Results: c.Results, Body: body, R: r}
	for _, cl := range c.Requires() {
		impl.Requires = append(impl.Requires, cl.Expr)
	}
	return impl
}

// blockStmts reads { stmt* }.
func (p *parser) blockStmts() []spec.Stmt {
	p.enter()
	defer p.leave()
	p.expect("{")
	var out []spec.Stmt
	for !p.isOp("}") {
		if p.tok().kind == tEOF {
			p.fail(p.tok(), "unexpected end of file in a method body")
		}
		out = append(out, p.stmt()...)
	}
	p.expect("}")
	return out
}

func (p *parser) node(start token) spec.Node { return spec.Node{R: p.rng(start)} }

// unread makes an Unread statement of the tokens from start to here.
func (p *parser) unread(start token, reason string) *spec.Unread {
	n := p.node(start)
	return &spec.Unread{Node: n, Text: p.src[n.R.Start.Offset:n.R.End.Offset], Reason: reason}
}

// skipStmt skips the rest of a statement: up to a ';' or a closing '}'
// at the statement's level (continuing after '}' when 'else' follows).
func (p *parser) skipStmt() {
	depth := 0
	for p.tok().kind != tEOF {
		if depth == 0 && p.isOp("}") {
			return // the enclosing block ends: the statement had no ';'
		}
		if p.isOp("{") && p.peek(1).kind == tOp && p.peek(1).text == ":" {
			p.skipBalanced("{", "}") // an attribute
			continue
		}
		t := p.next()
		if t.kind != tOp {
			continue
		}
		switch t.text {
		case "(", "[", "{":
			depth++
		case ")", "]":
			depth--
		case "}":
			depth--
			if depth == 0 && !p.is("else") {
				return
			}
		case ";":
			if depth == 0 {
				return
			}
		}
	}
}

// skipUnread skips a statement that is not run and returns its Unread.
func (p *parser) skipUnread(start token, reason string) []spec.Stmt {
	p.skipStmt()
	return []spec.Stmt{p.unread(start, reason)}
}

func (p *parser) stmt() []spec.Stmt {
	p.enter()
	defer p.leave()
	start := p.tok()
	if start.kind == tOp {
		switch start.text {
		case "{":
			body := p.blockStmts()
			return []spec.Stmt{&spec.Block{Node: p.node(start), Body: body}}
		case ";":
			p.next()
			return nil
		case ":":
			if p.peek(1).kind == tOp && p.peek(1).text == "-" {
				return p.skipUnread(start, "update-with-failure statements (:-) are not run")
			}
		}
	}
	if start.kind == tIdent {
		switch start.text {
		case "ghost":
			if p.peek(1).kind == tIdent && p.peek(1).text == "var" {
				p.next()
				return p.varDecl(start)
			}
		case "var":
			return p.varDecl(start)
		case "if":
			return p.ifStmt()
		case "while":
			return p.whileStmt()
		case "for":
			return p.forStmt()
		case "return":
			return p.returnStmt()
		case "break", "continue":
			p.next()
			if p.accept(";") {
				if start.text == "break" {
					return []spec.Stmt{&spec.Break{Node: p.node(start)}}
				}
				return []spec.Stmt{&spec.Continue{Node: p.node(start)}}
			}
			return p.skipUnread(start, "labelled and multi-level "+start.text+" statements are not run")
		case "assert", "assume", "expect":
			return p.assertStmt()
		case "print":
			// Output is not part of a method's result.
			p.next()
			p.expr()
			for p.accept(",") {
				p.expr()
			}
			p.expect(";")
			return nil
		case "reveal":
			// reveal only affects what the verifier may use.
			p.skipStmt()
			return nil
		case "label":
			// A label matters only to labelled break/continue (not run)
			// and old@L: the statement it labels runs as it is.
			p.next()
			p.next()
			p.expect(":")
			return p.stmt()
		case "forall":
			return p.skipUnread(start, "forall statements are not run")
		case "calc":
			return p.skipUnread(start, "calc statements are not run")
		case "match":
			return p.skipUnread(start, "match statements are not run")
		case "modify":
			return p.skipUnread(start, "modify statements (arbitrary heap updates) are not run")
		case "yield":
			return p.skipUnread(start, "iterators are not run")
		}
	}
	return p.updateStmt(start)
}

// varDecl reads var x: T := e, …; (after an optional ghost).
func (p *parser) varDecl(start token) []spec.Stmt {
	p.expect("var")
	p.attributes()
	if p.isOp("(") {
		return p.skipUnread(start, "tuple patterns in var declarations are not run")
	}
	d := &spec.VarDecl{}
	for {
		n := p.next()
		if n.kind != tIdent {
			p.fail(n, "expected a variable name, found "+describe(n))
		}
		var t *spec.Type
		if p.isOp(":") && p.peek(1).kind == tOp && p.peek(1).text == "-" {
			return p.skipUnread(start, "update-with-failure statements (:-) are not run")
		}
		if p.accept(":") {
			t = p.typ()
		}
		p.attributes()
		d.Names = append(d.Names, n.text)
		d.Types = append(d.Types, t)
		if !p.accept(",") {
			break
		}
	}
	switch {
	case p.accept(";"):
		d.Node = p.node(start)
		return []spec.Stmt{d}
	case p.isOp(":|"):
		return p.skipUnread(start, "such-that assignments (:|) choose a value: not run")
	case p.isOp(":") && p.peek(1).kind == tOp && p.peek(1).text == "-":
		return p.skipUnread(start, "update-with-failure statements (:-) are not run")
	}
	p.expect(":=")
	vals, why := p.rhsList()
	p.expect(";")
	if why != "" {
		return []spec.Stmt{p.unread(start, why)}
	}
	d.Node = p.node(start)
	if len(vals) == len(d.Names) {
		d.Values = vals
		return []spec.Stmt{d}
	}
	if len(vals) == 1 && callee(vals[0]) != "" {
		// var x, y := M(a): declare, then call.
		targets := make([]spec.Expr, len(d.Names))
		for i, n := range d.Names {
			targets[i] = &spec.Ident{Node: d.Node, Name: n}
		}
		call := vals[0].(*spec.Call)
		return []spec.Stmt{d, &spec.CallStmt{Node: d.Node, Targets: targets, Name: callee(call), Args: call.Args}}
	}
	return []spec.Stmt{p.unread(start, fmt.Sprintf("%d variables for %d values", len(d.Names), len(vals)))}
}

// callee is the name of a call of a plain name, or "".
func callee(e spec.Expr) string {
	if c, ok := e.(*spec.Call); ok {
		if id, ok := c.Fn.(*spec.Ident); ok {
			return id.Name
		}
	}
	return ""
}

// rhsList reads e, … where each may be new T[n]; why is set when one
// cannot be run.
func (p *parser) rhsList() (vals []spec.Expr, why string) {
	for {
		v, w := p.rhs()
		if w != "" && why == "" {
			why = w
		}
		vals = append(vals, v)
		if !p.accept(",") {
			return vals, why
		}
	}
}

func (p *parser) rhs() (spec.Expr, string) {
	start := p.tok()
	if p.isOp("*") {
		p.next()
		return nil, "havoc assignments (:= *) choose a value: not run"
	}
	if !p.is("new") {
		p.attributes()
		return p.expr(), ""
	}
	p.next()
	elem := p.typ()
	if !p.isOp("[") {
		if p.isOp("(") || p.isOp(".") {
			p.skipStmtRest()
		}
		return nil, "objects (new " + elem.String() + ") are not run: classes have no heap here"
	}
	dims := p.args("[", "]")
	var init spec.Expr
	if p.isOp("(") {
		args := p.args("(", ")")
		if len(args) == 1 {
			init = args[0]
		}
	} else if p.isOp("[") {
		p.args("[", "]")
		return nil, "array displays (new T[] [...]) are not run"
	}
	if len(dims) != 1 {
		return nil, "multi-dimensional arrays are not run"
	}
	n := p.node(start)
	if init != nil {
		return &spec.Call{Node: n, Fn: &spec.Ident{Node: n, Name: "$newarrayf"}, Args: []spec.Expr{dims[0], init}}, ""
	}
	def := defaultValue(elem)
	if def == nil {
		return nil, "new " + elem.String() + "[n] without an initializer: no default value known for " + elem.String()
	}
	return &spec.Call{Node: n, Fn: &spec.Ident{Node: n, Name: "$newarray"}, Args: []spec.Expr{dims[0], &spec.Lit{Node: n, Val: def}}}, ""
}

// skipStmtRest skips balanced (…) and .name after new C.
func (p *parser) skipStmtRest() {
	for {
		switch {
		case p.isOp("."):
			p.next()
			p.next()
		case p.isOp("("):
			p.skipBalanced("(", ")")
		default:
			return
		}
	}
}

// defaultValue is the element compiled Dafny puts in a new array without
// an initializer (see newArray), or nil.
func defaultValue(t *spec.Type) spec.Value {
	if t.IsBitvector() {
		v, _ := spec.MakeBV(new(big.Int), t.Bits)
		return v
	}
	switch t.Kind {
	case spec.KInt, spec.KBitvector:
		return spec.NewInt(0)
	case spec.KBool:
		return spec.Bool(false)
	case spec.KChar:
		return spec.Char(0)
	case spec.KReal:
		return spec.Real{V: new(big.Rat)}
	case spec.KSeq:
		if t.Elem != nil && t.Elem.Kind == spec.KChar {
			return spec.Str("")
		}
		return spec.Seq{}
	case spec.KSet:
		return spec.Set{}
	case spec.KMultiset:
		return spec.Multiset{}
	case spec.KMap:
		return spec.Map{}
	}
	return nil
}

func (p *parser) ifStmt() []spec.Stmt {
	start := p.next()
	if p.isOp("{") || p.is("case") {
		return p.alternativeIf(start)
	}
	if p.isOp("*") {
		return p.skipUnread(start, "non-deterministic if statements (if *) are not run")
	}
	cond := p.expr()
	if p.isOp(":|") {
		return p.skipUnread(start, "binding guards (if x :| P) are not run")
	}
	s := &spec.If{Cond: cond, Then: p.blockStmts()}
	if p.accept("else") {
		if p.is("if") {
			s.Else = p.ifStmt()
		} else {
			s.Else = p.blockStmts()
		}
	}
	s.Node = p.node(start)
	return []spec.Stmt{s}
}

// loopSpecs reads invariant, decreases and modifies clauses (not run).
func (p *parser) loopSpecs() {
	for {
		p.accept("free")
		if !p.is("invariant") && !p.is("decreases") && !p.is("modifies") && !p.is("reads") {
			return
		}
		kw := p.next().text
		p.attributes()
		if kw == "invariant" && p.tok().kind == tIdent && p.peek(1).kind == tOp && p.peek(1).text == ":" {
			p.next() // label
			p.next()
		}
		if kw == "decreases" && p.isOp("*") {
			p.next()
		} else {
			p.expr()
			for p.accept(",") {
				p.expr()
			}
		}
		p.accept(";")
	}
}

func (p *parser) whileStmt() []spec.Stmt {
	start := p.next()
	if p.isOp("*") || p.isOp("{") {
		return p.skipUnread(start, "non-deterministic and case-style while loops are not run")
	}
	cond := p.expr()
	p.loopSpecs()
	if !p.isOp("{") {
		return []spec.Stmt{p.unread(start, "a loop without a body is not run")}
	}
	body := p.blockStmts()
	return []spec.Stmt{&spec.While{Node: p.node(start), Cond: cond, Body: body}}
}

// forStmt reads Dafny 4's for i := lo to hi and for i := hi downto lo.
// Per the reference manual (Statements, for loops) the bounds are
// evaluated once, before the iterations, and i takes the values from lo
// up to but not including hi; downto counts from hi-1 down to lo.
func (p *parser) forStmt() []spec.Stmt {
	start := p.next()
	v := p.next()
	if v.kind != tIdent {
		p.fail(v, "expected a loop variable, found "+describe(v))
	}
	if p.accept(":") {
		p.typ()
	}
	p.expect(":=")
	first := p.expr()
	dir := p.next()
	if dir.kind != tIdent || dir.text != "to" && dir.text != "downto" {
		p.fail(dir, "expected 'to' or 'downto', found "+describe(dir))
	}
	if p.isOp("*") {
		return p.skipUnread(start, "for loops without a bound (to *) are not run")
	}
	second := p.expr()
	p.loopSpecs()
	if !p.isOp("{") {
		return []spec.Stmt{p.unread(start, "a loop without a body is not run")}
	}
	body := p.blockStmts()
	s := &spec.ForRange{Var: v.text, Lo: first, Hi: second, Body: body}
	if dir.text == "downto" {
		s.Lo, s.Hi, s.Down = second, first, true
	}
	s.Node = p.node(start)
	return []spec.Stmt{s}
}

// returnStmt: return; or return e, …; which (reference manual, Return
// Statement) evaluates the expressions, assigns them to the out-parameters
// and ends the method.
func (p *parser) returnStmt() []spec.Stmt {
	start := p.next()
	if p.accept(";") {
		return []spec.Stmt{&spec.Return{Node: p.node(start)}}
	}
	vals, why := p.rhsList()
	p.expect(";")
	switch {
	case why != "":
		return []spec.Stmt{p.unread(start, why)}
	case len(vals) != len(p.results):
		return []spec.Stmt{p.unread(start, fmt.Sprintf("return with %d values for %d out-parameters", len(vals), len(p.results)))}
	}
	n := p.node(start)
	targets := make([]spec.Expr, len(vals))
	for i, r := range p.results {
		targets[i] = &spec.Ident{Node: n, Name: r.Name}
	}
	return []spec.Stmt{&spec.Assign{Node: n, Targets: targets, Values: vals}, &spec.Return{Node: n}}
}

func (p *parser) assertStmt() []spec.Stmt {
	start := p.next()
	p.attributes()
	if p.tok().kind == tIdent && p.peek(1).kind == tOp && p.peek(1).text == ":" {
		p.next() // label
		p.next()
	}
	if p.isOp("*") {
		return p.skipUnread(start, "assert * is not run")
	}
	cond := p.expr()
	if start.text == "expect" && p.accept(",") {
		p.expr() // the failure message
	}
	if p.accept("by") {
		p.blockStmts() // a proof: not run
	}
	p.expect(";")
	// expect halts the program when false: ill-defined like a false
	// assertion.
	return []spec.Stmt{&spec.Assert{Node: p.node(start), Cond: cond, Assume: start.text == "assume"}}
}

// updateStmt reads Lhs, … := Rhs, …; and the call statement M(args);.
func (p *parser) updateStmt(start token) []spec.Stmt {
	lhs := []spec.Expr{p.expr()}
	for p.accept(",") {
		lhs = append(lhs, p.expr())
	}
	switch {
	case p.isOp(";") && len(lhs) == 1:
		p.next()
		if name := callee(lhs[0]); name != "" {
			return []spec.Stmt{&spec.CallStmt{Node: p.node(start), Name: name, Args: lhs[0].(*spec.Call).Args}}
		}
		if _, ok := lhs[0].(*spec.Call); ok {
			return []spec.Stmt{p.unread(start, "calls of object methods are not run")}
		}
		p.fail(start, "expected a statement")
	case p.isOp(":|"):
		return p.skipUnread(start, "such-that assignments (:|) choose a value: not run")
	case p.isOp(":") && p.peek(1).kind == tOp && p.peek(1).text == "-":
		return p.skipUnread(start, "update-with-failure statements (:-) are not run")
	}
	p.expect(":=")
	vals, why := p.rhsList()
	p.attributes()
	p.expect(";")
	if why != "" {
		return []spec.Stmt{p.unread(start, why)}
	}
	for _, t := range lhs {
		switch t := t.(type) {
		case *spec.Ident:
			continue
		case *spec.Index:
			if _, ok := t.X.(*spec.Ident); ok && len(t.Args) == 1 {
				continue
			}
			return []spec.Stmt{p.unread(start, "assignments to multi-dimensional or nested elements are not run")}
		case *spec.Member:
			return []spec.Stmt{p.unread(start, "field assignments are not run: objects have no heap here")}
		}
		return []spec.Stmt{p.unread(start, "an assignment to this target is not run")}
	}
	if len(lhs) > 1 && indexReadsTarget(lhs) {
		// Dafny evaluates a target's index before any assignment; the
		// runner evaluates it when it assigns.
		return []spec.Stmt{p.unread(start, "an element index that reads another target of the same assignment is not run")}
	}
	n := p.node(start)
	if len(vals) == 1 && len(lhs) > 1 {
		if name := callee(vals[0]); name != "" {
			return []spec.Stmt{&spec.CallStmt{Node: n, Targets: lhs, Name: name, Args: vals[0].(*spec.Call).Args}}
		}
	}
	if len(vals) != len(lhs) {
		return []spec.Stmt{p.unread(start, fmt.Sprintf("%d targets for %d values", len(lhs), len(vals)))}
	}
	return []spec.Stmt{&spec.Assign{Node: n, Targets: lhs, Values: vals}}
}

// fixCalls runs after the whole file is read, when it is known which
// names are methods: x := M(a) (parsed as an assignment) becomes a call
// statement, a call of a lemma is dropped (lemmas are ghost: compiled
// Dafny erases the call), and a call statement of a function (a value
// discarded, which Dafny rejects) is left to the runner.
func (p *parser) fixCalls(body []spec.Stmt) []spec.Stmt {
	var out []spec.Stmt
	for _, s := range body {
		switch s := s.(type) {
		case *spec.Assign:
			if len(s.Values) == 1 && p.methods[callee(s.Values[0])] {
				c := s.Values[0].(*spec.Call)
				out = append(out, &spec.CallStmt{Node: s.Node, Targets: s.Targets, Name: callee(c), Args: c.Args})
				continue
			}
		case *spec.VarDecl:
			if len(s.Values) == 1 && p.methods[callee(s.Values[0])] {
				c := s.Values[0].(*spec.Call)
				d := &spec.VarDecl{Node: s.Node, Names: s.Names, Types: s.Types}
				out = append(out, d, &spec.CallStmt{Node: s.Node, Targets: []spec.Expr{&spec.Ident{Node: s.Node, Name: s.Names[0]}}, Name: callee(c), Args: c.Args})
				continue
			}
		case *spec.CallStmt:
			if p.lemmas[s.Name] {
				continue
			}
		case *spec.If:
			s.Then, s.Else = p.fixCalls(s.Then), p.fixCalls(s.Else)
		case *spec.While:
			s.Body = p.fixCalls(s.Body)
		case *spec.ForRange:
			s.Body = p.fixCalls(s.Body)
		case *spec.Block:
			s.Body = p.fixCalls(s.Body)
		}
		out = append(out, s)
	}
	return out
}

// indexReadsTarget reports whether an element target's index mentions a
// variable that is itself a target (i, a[i] := …).
func indexReadsTarget(lhs []spec.Expr) bool {
	names := map[string]bool{}
	for _, t := range lhs {
		if id, ok := t.(*spec.Ident); ok {
			names[id.Name] = true
		}
	}
	found := false
	for _, t := range lhs {
		if ix, ok := t.(*spec.Index); ok {
			for _, a := range ix.Args {
				spec.Inspect(a, func(e spec.Expr) bool {
					if id, ok := e.(*spec.Ident); ok && names[id.Name] {
						found = true
					}
					return !found
				})
			}
		}
	}
	return found
}

// alternativeIf reads if case g1 => S1 case g2 => S2 … (braced, or
// unbraced to the end of the enclosing block). Dafny may run any case
// whose guard holds, so the lowering runs case k only when its guard holds
// and no later one does; when several hold (the choice is not the
// language's to make) or none does (Dafny rejects that), the run stops
// as unknown.
func (p *parser) alternativeIf(start token) []spec.Stmt {
	braced := p.accept("{")
	type alt struct {
		guard spec.Expr
		body  []spec.Stmt
	}
	var alts []alt
	for p.accept("case") {
		save := p.inLambdaSpec
		p.inLambdaSpec = true // case x < y => …: y => is no lambda
		g := p.expr()
		p.inLambdaSpec = save
		p.expect("=>")
		var body []spec.Stmt
		for !p.is("case") && !p.isOp("}") {
			if p.tok().kind == tEOF {
				p.fail(p.tok(), "unexpected end of file in an if statement")
			}
			body = append(body, p.stmt()...)
		}
		alts = append(alts, alt{g, body})
	}
	if braced {
		p.expect("}")
	}
	n := p.node(start)
	if len(alts) == 0 {
		p.fail(start, "an if statement without cases")
	}
	tail := []spec.Stmt{&spec.Unread{Node: n, Text: p.src[n.R.Start.Offset:n.R.End.Offset],
		Reason: "no case of an if statement holds here"}}
	for k := len(alts) - 1; k >= 0; k-- {
		then := alts[k].body
		if k < len(alts)-1 {
			var later spec.Expr
			for _, a := range alts[k+1:] {
				if later == nil {
					later = a.guard
				} else {
					later = &spec.Binary{Node: n, Op: spec.OpOr, X: later, Y: a.guard}
				}
			}
			then = []spec.Stmt{&spec.If{Node: n, Cond: later,
				Then: []spec.Stmt{&spec.Unread{Node: n, Text: p.src[n.R.Start.Offset:n.R.End.Offset],
					Reason: "more than one case of an if statement holds: Dafny may run either"}},
				Else: then}}
		}
		tail = []spec.Stmt{&spec.If{Node: n, Cond: alts[k].guard, Then: then, Else: tail}}
	}
	return tail
}
