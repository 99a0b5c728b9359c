package dafny

import (
	"fmt"
	"math/big"

	"github.com/specfaith/specfaith/ir"
)

// Method bodies: statements lowered to spec statements for the runner.
// A body is read without adding problems (bodies used to be skipped, and a
// construct we do not read is not an error in the user's file): a body
// that does not parse becomes one Unread statement with the reason, and a
// statement we parse but cannot run becomes an Unread statement.

// methodBody reads the body at '{' of method c. The tokens it consumes
// are exactly those skipBalanced would skip, whatever happens.
func (p *parser) methodBody(c *ir.Contract) *ir.Impl {
	start := p.i
	startTok := p.tok()
	p.skipBalanced("{", "}") // fails (as before) on an unbalanced body
	end := p.i
	p.i = start

	saveProblems, saveDepth, saveResults := len(p.problems), p.depth, p.results
	p.results = c.Results
	var body []ir.Stmt
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
	r := ir.Range{Start: startTok.pos, End: p.toks[end-1].end}
	if reason != "" {
		body = []ir.Stmt{&ir.Unread{Node: ir.Node{R: r}, Text: p.src[r.Start.Offset:r.End.Offset],
			Reason: "the body of " + c.Name + " is not read: " + reason}}
	}
	impl := &ir.Impl{Name: c.Name, Params: c.Params, Results: c.Results, Body: body, R: r}
	for _, cl := range c.Requires() {
		impl.Requires = append(impl.Requires, cl.Expr)
	}
	return impl
}

// blockStmts reads { stmt* }.
func (p *parser) blockStmts() []ir.Stmt {
	p.enter()
	defer p.leave()
	p.expect("{")
	var out []ir.Stmt
	for !p.isOp("}") {
		if p.tok().kind == tEOF {
			p.fail(p.tok(), "unexpected end of file in a method body")
		}
		out = append(out, p.stmt()...)
	}
	p.expect("}")
	return out
}

func (p *parser) node(start token) ir.Node { return ir.Node{R: p.rng(start)} }

// unread makes an Unread statement of the tokens from start to here.
func (p *parser) unread(start token, reason string) *ir.Unread {
	n := p.node(start)
	return &ir.Unread{Node: n, Text: p.src[n.R.Start.Offset:n.R.End.Offset], Reason: reason}
}

// skipStmt skips the rest of a statement: up to a ';' or a closing '}'
// at the statement's level (continuing after '}' when 'else' follows).
func (p *parser) skipStmt() {
	depth := 0
	// exprBraces marks the open braces that are set displays ({this},
	// x in {1, 2}): their } does not end the statement.
	var exprBraces []bool
	// prev is the token before this one, attributes left out.
	prev := p.toks[max(p.i-1, 0)]
	for p.tok().kind != tEOF {
		if depth == 0 && p.isOp("}") {
			return // the enclosing block ends: the statement had no ';'
		}
		if p.isOp("{") && p.peek(1).kind == tOp && p.peek(1).text == ":" {
			p.skipBalanced("{", "}") // an attribute
			continue
		}
		t := p.next()
		before := prev
		prev = t
		if t.kind != tOp {
			continue
		}
		switch t.text {
		case "(", "[":
			depth++
		case "{":
			depth++
			exprBraces = append(exprBraces, exprBefore(before))
		case ")", "]":
			depth--
		case "}":
			depth--
			expr := false
			if n := len(exprBraces); n > 0 {
				expr = exprBraces[n-1]
				exprBraces = exprBraces[:n-1]
			}
			if depth == 0 && !expr && !p.is("else") {
				return
			}
		case ";":
			if depth == 0 {
				return
			}
		}
	}
}

// exprBefore says whether a { after token t opens a set display rather
// than a block: after an operator or a keyword that an expression follows
// (modify {this}, x in {1}, := {}), not after ) ] } or a name.
func exprBefore(t token) bool {
	switch t.kind {
	case tOp:
		return t.text != ")" && t.text != "]" && t.text != "}" && t.text != ";"
	case tIdent:
		switch t.text {
		case "in", "then", "modify", "return", "assert", "assume", "expect", "print",
			"reads", "modifies", "decreases", "invariant", "ensures", "requires", "yield", "multiset", "iset", "set":
			return true
		}
	}
	return false
}

// skipToBlockEnd skips to the closing brace of the enclosing block (not
// consumed): where the cases of a match without braces end.
func (p *parser) skipToBlockEnd() {
	for p.tok().kind != tEOF && !p.isOp("}") {
		switch {
		case p.isOp("{"):
			p.skipBalanced("{", "}")
		case p.isOp("("):
			p.skipBalanced("(", ")")
		case p.isOp("["):
			p.skipBalanced("[", "]")
		default:
			p.next()
		}
	}
}

// skipUnread skips a statement that is not run and returns its Unread.
func (p *parser) skipUnread(start token, reason string) []ir.Stmt {
	p.skipStmt()
	return []ir.Stmt{p.unread(start, reason)}
}

func (p *parser) stmt() []ir.Stmt {
	p.enter()
	defer p.leave()
	start := p.tok()
	if start.kind == tOp {
		switch start.text {
		case "{":
			body := p.blockStmts()
			return []ir.Stmt{&ir.Block{Node: p.node(start), Body: body}}
		case ";":
			p.next()
			return nil
		case ":":
			if p.peek(1).kind == tOp && p.peek(1).text == "-" {
				return p.skipUnread(start, "update-with-failure statements (:-) are not run")
			}
		case "...":
			// ...; in a refining module: the refined method's statements.
			return p.skipUnread(start, "skeleton statements (...) are not run")
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
					return []ir.Stmt{&ir.Break{Node: p.node(start)}}
				}
				return []ir.Stmt{&ir.Continue{Node: p.node(start)}}
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
			return p.matchStmt(start)
		case "modify":
			return p.skipUnread(start, "modify statements (arbitrary heap updates) are not run")
		case "yield":
			return p.skipUnread(start, "iterators are not run")
		}
	}
	return p.updateStmt(start)
}

// varDecl reads var x: T := e, …; (after an optional ghost).
func (p *parser) varDecl(start token) []ir.Stmt {
	p.expect("var")
	p.attributes()
	if p.isOp("(") || p.tok().kind == tIdent && p.peek(1).kind == tOp && p.peek(1).text == "(" {
		// var (a, b) := e; var Node(l, v, r) := e;: read (e may hold a
		// let with its own ';'), not run.
		p.pattern()
		if p.accept(":=") {
			p.rhsList()
			p.expect(";")
			return []ir.Stmt{p.unread(start, "patterns in var declarations are not run")}
		}
		return p.skipUnread(start, "patterns in var declarations are not run")
	}
	d := &ir.VarDecl{}
	for {
		p.attributes() // var a, {:assumption} b
		n := p.next()
		if n.kind != tIdent {
			p.fail(n, "expected a variable name, found "+describe(n))
		}
		var t *ir.Type
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
		return []ir.Stmt{d}
	case p.isOp(":|"):
		return p.skipUnread(start, "such-that assignments (:|) choose a value: not run")
	case p.isOp(":") && p.peek(1).kind == tOp && p.peek(1).text == "-":
		return p.skipUnread(start, "update-with-failure statements (:-) are not run")
	}
	p.expect(":=")
	vals, why := p.rhsList()
	p.expect(";")
	if why != "" {
		return []ir.Stmt{p.unread(start, why)}
	}
	d.Node = p.node(start)
	if len(vals) == len(d.Names) {
		d.Values = vals
		return []ir.Stmt{d}
	}
	if len(vals) == 1 && callee(vals[0]) != "" {
		// var x, y := M(a): declare, then call.
		targets := make([]ir.Expr, len(d.Names))
		for i, n := range d.Names {
			targets[i] = &ir.Ident{Node: d.Node, Name: n}
		}
		call := vals[0].(*ir.Call)
		return []ir.Stmt{d, &ir.CallStmt{Node: d.Node, Targets: targets, Name: callee(call), Args: call.Args}}
	}
	return []ir.Stmt{p.unread(start, fmt.Sprintf("%d variables for %d values", len(d.Names), len(vals)))}
}

// callee is the name of a call of a plain name, or "".
func callee(e ir.Expr) string {
	if c, ok := e.(*ir.Call); ok {
		if id, ok := c.Fn.(*ir.Ident); ok {
			return id.Name
		}
	}
	return ""
}

// rhsList reads e, … where each may be new T[n]; why is set when one
// cannot be run.
func (p *parser) rhsList() (vals []ir.Expr, why string) {
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

func (p *parser) rhs() (ir.Expr, string) {
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
	if p.isOp("[") {
		// new [n] or new [] [a, b]: the element type is inferred.
		p.skipBalanced("[", "]")
		switch {
		case p.isOp("["):
			p.skipBalanced("[", "]")
		case p.isOp("("):
			p.skipBalanced("(", ")")
		}
		return nil, "arrays without an element type (new [n]) are not run"
	}
	elem := p.typ()
	if !p.isOp("[") {
		if p.isOp("(") || p.isOp(".") {
			p.skipStmtRest()
		}
		return nil, "objects (new " + elem.String() + ") are not run: classes have no heap here"
	}
	dims := p.args("[", "]")
	var init ir.Expr
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
		return &ir.Call{Node: n, Fn: &ir.Ident{Node: n, Name: "$newarrayf"}, Args: []ir.Expr{dims[0], init}}, ""
	}
	def := defaultValue(elem)
	if def == nil {
		return nil, "new " + elem.String() + "[n] without an initializer: no default value known for " + elem.String()
	}
	// The default element is no text of the program: wrapped, so no
	// mutant changes it (newArray unwraps it).
	return &ir.Call{Node: n, Fn: &ir.Ident{Node: n, Name: "$newarray"}, Args: []ir.Expr{dims[0],
		&ir.Lit{Node: n, Val: ir.Datatype{Ctor: defaultElem, Fields: []ir.Value{def}}}}}, ""
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
func defaultValue(t *ir.Type) ir.Value {
	if t.IsBitvector() {
		v, _ := ir.MakeBV(new(big.Int), t.Bits)
		return v
	}
	switch t.Kind {
	case ir.KInt, ir.KBitvector:
		return ir.NewInt(0)
	case ir.KBool:
		return ir.Bool(false)
	case ir.KChar:
		return ir.Char(0)
	case ir.KReal:
		return ir.Real{V: new(big.Rat)}
	case ir.KSeq:
		if t.Elem != nil && t.Elem.Kind == ir.KChar {
			return ir.Str("")
		}
		return ir.Seq{}
	case ir.KSet:
		return ir.Set{}
	case ir.KMultiset:
		return ir.Multiset{}
	case ir.KMap:
		return ir.Map{}
	}
	return nil
}

func (p *parser) ifStmt() []ir.Stmt {
	start := p.next()
	if p.isOp("{") || p.is("case") {
		return p.alternativeIf(start)
	}
	if p.isOp("*") || p.starGuard() || p.isOp("...") {
		return p.skipUnread(start, "non-deterministic if statements (if *) are not run")
	}
	cond := p.expr()
	if p.isOp(":|") {
		return p.skipUnread(start, "binding guards (if x :| P) are not run")
	}
	s := &ir.If{Cond: cond, Then: p.blockStmts()}
	if p.accept("else") {
		if p.is("if") {
			s.Else = p.ifStmt()
		} else {
			s.Else = p.blockStmts()
		}
	}
	s.Node = p.node(start)
	return []ir.Stmt{s}
}

// starGuard: the guard (*), which Dafny reads as *.
func (p *parser) starGuard() bool {
	return p.isOp("(") && p.peek(1).kind == tOp && p.peek(1).text == "*" && p.peek(2).kind == tOp && p.peek(2).text == ")"
}

// loopSpecAhead: a loop clause follows (a while without a guard).
func (p *parser) loopSpecAhead() bool {
	return p.is("invariant") || p.is("decreases") || p.is("modifies") || p.is("free")
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
		if kw == "invariant" && (p.tok().kind == tIdent || p.tok().kind == tInt) && p.peek(1).kind == tOp && p.peek(1).text == ":" {
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

func (p *parser) whileStmt() []ir.Stmt {
	start := p.next()
	if p.isOp("*") || p.isOp("{") || p.starGuard() || p.isOp("...") || p.loopSpecAhead() {
		// while *, while (*), while … and a while with no guard (its
		// clauses or its body follow at once) choose when to stop.
		return p.skipUnread(start, "non-deterministic and case-style while loops are not run")
	}
	cond := p.expr()
	p.loopSpecs()
	if !p.isOp("{") {
		return []ir.Stmt{p.unread(start, "a loop without a body is not run")}
	}
	body := p.blockStmts()
	return []ir.Stmt{&ir.While{Node: p.node(start), Cond: cond, Body: body}}
}

// forStmt reads Dafny 4's for i := lo to hi and for i := hi downto lo.
// Per the reference manual (Statements, for loops) the bounds are
// evaluated once, before the iterations, and i takes the values from lo
// up to but not including hi; downto counts from hi-1 down to lo.
func (p *parser) forStmt() []ir.Stmt {
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
		return []ir.Stmt{p.unread(start, "a loop without a body is not run")}
	}
	body := p.blockStmts()
	s := &ir.ForRange{Var: v.text, Lo: first, Hi: second, Body: body}
	if dir.text == "downto" {
		s.Lo, s.Hi, s.Down = second, first, true
	}
	s.Node = p.node(start)
	return []ir.Stmt{s}
}

// returnStmt: return; or return e, …; which (reference manual, Return
// Statement) evaluates the expressions, assigns them to the out-parameters
// and ends the method.
func (p *parser) returnStmt() []ir.Stmt {
	start := p.next()
	if p.accept(";") {
		return []ir.Stmt{&ir.Return{Node: p.node(start)}}
	}
	vals, why := p.rhsList()
	p.expect(";")
	switch {
	case why != "":
		return []ir.Stmt{p.unread(start, why)}
	case len(vals) != len(p.results):
		return []ir.Stmt{p.unread(start, fmt.Sprintf("return with %d values for %d out-parameters", len(vals), len(p.results)))}
	}
	n := p.node(start)
	targets := make([]ir.Expr, len(vals))
	for i, r := range p.results {
		targets[i] = &ir.Ident{Node: n, Name: r.Name}
	}
	return []ir.Stmt{&ir.Assign{Node: n, Targets: targets, Values: vals}, &ir.Return{Node: n}}
}

func (p *parser) assertStmt() []ir.Stmt {
	start := p.next()
	p.attributes()
	if (p.tok().kind == tIdent || p.tok().kind == tInt) && p.peek(1).kind == tOp && p.peek(1).text == ":" {
		p.next() // label (a name or digits: assert 8: e)
		p.next()
	}
	if p.isOp("*") || p.isOp("...") {
		return p.skipUnread(start, "assert * is not run")
	}
	cond := p.expr()
	if start.text == "expect" && p.accept(",") {
		p.expr() // the failure message
	}
	if p.accept("by") {
		// assert e by { proof }: the proof is not run, and no ';' follows
		// (reference manual, AssertStmt).
		if !p.isOp("{") {
			p.fail(p.tok(), "expected '{' after 'by', found "+describe(p.tok()))
		}
		p.skipBalanced("{", "}")
		p.accept(";")
		return []ir.Stmt{&ir.Assert{Node: p.node(start), Cond: cond, Assume: start.text == "assume"}}
	}
	p.expect(";")
	// expect halts the program when false: ill-defined like a false
	// assertion.
	return []ir.Stmt{&ir.Assert{Node: p.node(start), Cond: cond, Assume: start.text == "assume"}}
}

// updateStmt reads Lhs, … := Rhs, …; and the call statement M(args);.
func (p *parser) updateStmt(start token) []ir.Stmt {
	lhs := []ir.Expr{p.expr()}
	for p.accept(",") {
		lhs = append(lhs, p.expr())
	}
	switch {
	case p.isOp(";") && len(lhs) == 1:
		p.next()
		if name := callee(lhs[0]); name != "" {
			return []ir.Stmt{&ir.CallStmt{Node: p.node(start), Name: name, Args: lhs[0].(*ir.Call).Args}}
		}
		if _, ok := lhs[0].(*ir.Call); ok {
			return []ir.Stmt{p.unread(start, "calls of object methods are not run")}
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
		return []ir.Stmt{p.unread(start, why)}
	}
	for _, t := range lhs {
		switch t := t.(type) {
		case *ir.Ident:
			continue
		case *ir.Index:
			if _, ok := t.X.(*ir.Ident); ok && len(t.Args) == 1 {
				continue
			}
			return []ir.Stmt{p.unread(start, "assignments to multi-dimensional or nested elements are not run")}
		case *ir.Member:
			return []ir.Stmt{p.unread(start, "field assignments are not run: objects have no heap here")}
		}
		return []ir.Stmt{p.unread(start, "an assignment to this target is not run")}
	}
	if len(lhs) > 1 && indexReadsTarget(lhs) {
		// Dafny evaluates a target's index before any assignment; the
		// runner evaluates it when it assigns.
		return []ir.Stmt{p.unread(start, "an element index that reads another target of the same assignment is not run")}
	}
	n := p.node(start)
	if len(vals) == 1 && len(lhs) > 1 {
		if name := callee(vals[0]); name != "" {
			return []ir.Stmt{&ir.CallStmt{Node: n, Targets: lhs, Name: name, Args: vals[0].(*ir.Call).Args}}
		}
	}
	if len(vals) != len(lhs) {
		return []ir.Stmt{p.unread(start, fmt.Sprintf("%d targets for %d values", len(lhs), len(vals)))}
	}
	return []ir.Stmt{&ir.Assign{Node: n, Targets: lhs, Values: vals}}
}

// fixCalls runs after the whole file is read, when it is known which
// names are methods: x := M(a) (parsed as an assignment) becomes a call
// statement, a call of a lemma is dropped (lemmas are ghost: compiled
// Dafny erases the call), and a call statement of a function (a value
// discarded, which Dafny rejects) is left to the runner.
func (p *parser) fixCalls(body []ir.Stmt) []ir.Stmt {
	var out []ir.Stmt
	for _, s := range body {
		switch s := s.(type) {
		case *ir.Assign:
			if len(s.Values) == 1 && p.methods[callee(s.Values[0])] {
				c := s.Values[0].(*ir.Call)
				out = append(out, &ir.CallStmt{Node: s.Node, Targets: s.Targets, Name: callee(c), Args: c.Args})
				continue
			}
		case *ir.VarDecl:
			if len(s.Values) == 1 && p.methods[callee(s.Values[0])] {
				c := s.Values[0].(*ir.Call)
				d := &ir.VarDecl{Node: s.Node, Names: s.Names, Types: s.Types}
				out = append(out, d, &ir.CallStmt{Node: s.Node, Targets: []ir.Expr{&ir.Ident{Node: s.Node, Name: s.Names[0]}}, Name: callee(c), Args: c.Args})
				continue
			}
		case *ir.CallStmt:
			if p.lemmas[s.Name] {
				continue
			}
		case *ir.If:
			s.Then, s.Else = p.fixCalls(s.Then), p.fixCalls(s.Else)
		case *ir.While:
			s.Body = p.fixCalls(s.Body)
		case *ir.ForRange:
			s.Body = p.fixCalls(s.Body)
		case *ir.Block:
			s.Body = p.fixCalls(s.Body)
		case *ir.MatchStmt:
			for i := range s.Cases {
				s.Cases[i].Body = p.fixCalls(s.Cases[i].Body)
			}
		}
		out = append(out, s)
	}
	return out
}

// indexReadsTarget reports whether an element target's index mentions a
// variable that is itself a target (i, a[i] := …).
func indexReadsTarget(lhs []ir.Expr) bool {
	names := map[string]bool{}
	for _, t := range lhs {
		if id, ok := t.(*ir.Ident); ok {
			names[id.Name] = true
		}
	}
	found := false
	for _, t := range lhs {
		if ix, ok := t.(*ir.Index); ok {
			for _, a := range ix.Args {
				ir.Inspect(a, func(e ir.Expr) bool {
					if id, ok := e.(*ir.Ident); ok && names[id.Name] {
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
// matchStmt reads match e { case P => S … } or, without braces, cases
// that run to the end of the enclosing block; a case's statements end at
// the next case.
func (p *parser) matchStmt(start token) []ir.Stmt {
	p.expect("match")
	m := &ir.MatchStmt{X: p.expr()}
	braced := p.accept("{")
	for p.accept("case") {
		pat := p.pattern()
		p.expect("=>")
		var body []ir.Stmt
		for !p.is("case") && !p.isOp("}") {
			if p.tok().kind == tEOF {
				p.fail(p.tok(), "unexpected end of file in a match statement")
			}
			body = append(body, p.stmt()...)
		}
		m.Cases = append(m.Cases, ir.StmtCase{Pat: pat, Body: body})
	}
	if braced {
		p.expect("}")
	}
	m.Node = p.node(start)
	return []ir.Stmt{m}
}

func (p *parser) alternativeIf(start token) []ir.Stmt {
	braced := p.accept("{")
	type alt struct {
		guard ir.Expr
		body  []ir.Stmt
	}
	var alts []alt
	for p.accept("case") {
		save := p.inLambdaSpec
		p.inLambdaSpec = true // case x < y => …: y => is no lambda
		g := p.expr()
		p.inLambdaSpec = save
		p.expect("=>")
		var body []ir.Stmt
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
	tail := []ir.Stmt{&ir.Unread{Node: n, Text: p.src[n.R.Start.Offset:n.R.End.Offset],
		Reason: "no case of an if statement holds here"}}
	for k := len(alts) - 1; k >= 0; k-- {
		then := alts[k].body
		if k < len(alts)-1 {
			var later ir.Expr
			for _, a := range alts[k+1:] {
				if later == nil {
					later = a.guard
				} else {
					later = &ir.Binary{Node: n, Op: ir.OpOr, X: later, Y: a.guard}
				}
			}
			then = []ir.Stmt{&ir.If{Node: n, Cond: later,
				Then: []ir.Stmt{&ir.Unread{Node: n, Text: p.src[n.R.Start.Offset:n.R.End.Offset],
					Reason: "more than one case of an if statement holds: Dafny may run either"}},
				Else: then}}
		}
		tail = []ir.Stmt{&ir.If{Node: n, Cond: alts[k].guard, Then: then, Else: tail}}
	}
	return tail
}
