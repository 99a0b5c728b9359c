package lean

import (
	"fmt"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// do-notation in the Id monad (Lean/Elab/Do.lean): `Id.run do …`, and a
// bare `do` as the body of a definition of type `Id T`. A bare `do`
// anywhere else is in the monad of its expected type (Do.lean's
// extractBind; a type that is not a monad application is an error), so
// it is not lowered: an Unsupported term with that reason. The items are
// lowered to ir statements and the block becomes an ir.Do expression,
// so one semantics serves the evaluator (m.Funcs) and the runner
// (m.Impls). Layout follows Lean's doSeq: items start at the column of
// the first one (many1Indent); an item's terms end at a token on a new
// line at or left of that column. Anything not lowered is an ir.Unread
// with its reason, reached only when the run gets there.

// doTerm parses `do` items after the `do` keyword (already consumed).
func (p *parser) doTerm(start token) ir.Expr {
	body := settle(p.doSeq(true))
	return &ir.Do{Node: p.node(start), Body: body}
}

// doSeq parses a sequence of do items; tail: its last item gives the
// block's value (a final term is returned).
func (p *parser) doSeq(tail bool) []ir.Stmt {
	savedStop := p.stopCol
	defer func() { p.stopCol = savedStop }()
	p.push()
	defer p.pop()
	col := p.tok().pos.Col
	var out []ir.Stmt
	for {
		if p.tok().kind == tEOF {
			break
		}
		p.stopCol = col
		// Whether an item is the last is known only after it is read, so
		// the tail item is marked afterwards (markTail).
		at := p.i
		out = append(out, p.doItem()...)
		if p.i == at {
			break // an item that reads nothing would repeat forever
		}
		if p.accept(";") {
			continue
		}
		if t := p.tok(); t.kind == tEOF || !t.nl || t.pos.Col != col {
			break
		}
	}
	if tail {
		out = markTail(out)
	}
	return out
}

// exprItem is a term standing as a do item; markTail turns the last one
// into the block's value (Return), any other is a unit action.
type exprItem struct {
	ir.Node
	X ir.Expr
}

// markTail makes the sequence's final term its value and leaves the
// other term items to tailless lowering.
func markTail(ss []ir.Stmt) []ir.Stmt {
	if len(ss) == 0 {
		return ss
	}
	switch x := ss[len(ss)-1].(type) {
	case *exprItem:
		ss[len(ss)-1] = &ir.Return{Node: x.Node, Values: []ir.Expr{x.X}}
	case *ir.If:
		x.Then = markTail(x.Then)
		x.Else = markTail(x.Else)
	case *ir.Block:
		x.Body = markTail(x.Body)
	}
	return ss
}

// settle replaces the term items left (not in tail position) by what they
// mean: () and pure () do nothing; any other term is an action this
// runner does not perform.
func settle(ss []ir.Stmt) []ir.Stmt {
	out := ss[:0]
	for _, s := range ss {
		switch x := s.(type) {
		case *exprItem:
			if isUnit(x.X) {
				continue
			}
			out = append(out, &ir.Unread{Node: x.Node, Text: "term", Reason: "a term used as a statement in a do block is not run (only () and pure () are)"})
			continue
		case *ir.If:
			x.Then, x.Else = settle(x.Then), settle(x.Else)
		case *ir.While:
			x.Body = settle(x.Body)
		case *ir.ForRange:
			x.Body = settle(x.Body)
		case *ir.ForEach:
			x.Body = settle(x.Body)
		case *ir.Block:
			x.Body = settle(x.Body)
		}
		out = append(out, s)
	}
	return out
}

func isUnit(e ir.Expr) bool {
	if t, ok := e.(*ir.TupleExpr); ok && len(t.Elems) == 0 {
		return true
	}
	return false
}

func (p *parser) unread(start token, reason string) []ir.Stmt {
	return []ir.Stmt{&ir.Unread{Node: p.node(start), Text: p.src[start.pos.Offset:p.toks[max(p.i-1, 0)].end.Offset], Reason: reason}}
}

// skipItem skips the rest of an item (to the next token at or left of the
// sequence's column on a new line).
func (p *parser) skipItem() {
	for !p.ended() && !p.is(";") {
		p.next()
	}
}

// doItem parses one do item.
func (p *parser) doItem() []ir.Stmt {
	start := *p.tok()
	node := func() ir.Node { return p.node(start) }
	t := p.tok()
	if t.kind == tIdent {
		switch t.text {
		case "let":
			return p.doLet()
		case "have":
			p.skipItem() // a proof: nothing to run
			return nil
		case "if":
			return []ir.Stmt{p.doIf(t.pos.Col)}
		case "unless":
			p.next()
			cond := p.doCond()
			p.expect("do")
			body := p.doSeq(false)
			return []ir.Stmt{&ir.If{Node: node(), Cond: &ir.Unary{Node: node(), Op: ir.OpNot, X: cond}, Then: body}}
		case "for":
			return p.doFor()
		case "while":
			p.next()
			if p.tok().kind == tIdent && p.peek(1).text == ":" { // while h : c do
				p.next()
				p.next()
			}
			cond := p.doCond()
			p.expect("do")
			body := p.doSeq(false)
			return []ir.Stmt{&ir.While{Node: node(), Cond: cond, Body: body}}
		case "repeat":
			// repeat s is `while true do s` (Init/While.lean: Loop.forIn
			// until a break).
			p.next()
			body := p.doSeq(false)
			return []ir.Stmt{&ir.While{Node: node(), Cond: &ir.Lit{Node: node(), Val: ir.Bool(true)}, Body: body}}
		case "return":
			p.next()
			if p.ended() || p.is(";") || p.is("else") {
				return []ir.Stmt{&ir.Return{Node: node(), Values: []ir.Expr{&ir.TupleExpr{Node: node()}}}}
			}
			e := p.term(0)
			return []ir.Stmt{&ir.Return{Node: node(), Values: []ir.Expr{e}}}
		case "break":
			p.next()
			return []ir.Stmt{&ir.Break{Node: node()}}
		case "continue":
			p.next()
			return []ir.Stmt{&ir.Continue{Node: node()}}
		case "assert!":
			p.next()
			cond := p.term(0)
			return []ir.Stmt{&ir.Assert{Node: node(), Cond: cond}}
		case "match":
			return p.doMatch()
		case "do":
			p.next()
			return []ir.Stmt{&ir.Block{Node: node(), Body: p.doSeq(false)}}
		case "pure":
			p.next()
			e := p.argumentOrTerm()
			return []ir.Stmt{&exprItem{Node: node(), X: e}}
		}
		// x := e (reassignment), x ← e (a bind: not pure).
		if p.peek(1).kind == tSym && (p.peek(1).text == ":=" || p.peek(1).text == "←" || p.peek(1).text == "<-") && !strings.Contains(t.text, ".") {
			name := p.next()
			op := p.next()
			if op.text != ":=" {
				p.skipItem()
				return p.unread(start, "a monadic bind (←) is not run")
			}
			e := p.term(0)
			return []ir.Stmt{&ir.Assign{Node: node(), Targets: []ir.Expr{&ir.Ident{Node: ir.Node{R: ir.Range{Start: name.pos, End: name.end}}, Name: name.text}}, Values: []ir.Expr{e}}}
		}
	}
	e := p.term(0)
	if p.is(":=") || p.is("←") || p.is("<-") {
		p.skipItem()
		return p.unread(start, "an assignment to a pattern or a projection is not run")
	}
	return []ir.Stmt{&exprItem{Node: node(), X: e}}
}

// argumentOrTerm parses pure's argument: pure (e), pure e, pure <| e.
func (p *parser) argumentOrTerm() ir.Expr {
	if p.accept("<|") || p.accept("$") {
		return p.term(0)
	}
	return p.term(precApp - 1)
}

// doCond parses a condition up to then or do (layout does not end it).
func (p *parser) doCond() ir.Expr {
	saved := p.stopCol
	p.stopCol = -1
	defer func() { p.stopCol = saved }()
	return p.term(0)
}

// doLet parses let x := e, let mut x : T := e, let (a, b) := e, and
// let f (x : T) := e (a local function).
func (p *parser) doLet() []ir.Stmt {
	start := p.next()
	node := func() ir.Node { return p.node(start) }
	p.accept("mut")
	if p.is("rec") {
		p.skipItem()
		return p.unread(start, "let rec inside a do block is not run")
	}
	if p.is("⟨") || p.is("(") && p.looksLikeTuplePattern() {
		pat := p.pattern()
		if !p.accept(":=") {
			p.skipItem()
			return p.unread(start, "a destructuring let without := is not run")
		}
		val := p.term(0)
		var names []string
		if !tuplePattern(pat, &names) {
			return p.unread(start, "only tuple patterns of names are destructured in a do block")
		}
		tmp := p.freshName()
		out := []ir.Stmt{&ir.VarDecl{Node: node(), Names: []string{tmp}, Values: []ir.Expr{val}}}
		for i, n := range names {
			if n == "_" {
				continue
			}
			p.bind(n)
			out = append(out, &ir.VarDecl{Node: node(), Names: []string{n}, Values: []ir.Expr{&ir.Member{Node: node(), X: &ir.Ident{Node: node(), Name: tmp}, Name: fmt.Sprint(i)}}})
		}
		return out
	}
	name := p.next()
	if name.kind != tIdent {
		p.fail(name, "expected a name after let")
	}
	bs := p.binders()
	var typ *ir.Type
	if p.accept(":") {
		saved := p.stopCol
		p.stopCol = -1
		from := p.i
		p.termUntil2(":=", "←")
		p.stopCol = saved
		if len(bs) == 0 {
			typ = ParseType(p.src[p.toks[from].pos.Offset:p.tok().pos.Offset])
		}
	}
	if p.is("←") || p.is("<-") {
		p.skipItem()
		return p.unread(start, "a monadic bind (←) is not run")
	}
	if !p.accept(":=") {
		p.skipItem()
		return p.unread(start, "a let without := is not run")
	}
	var params []ir.Binder
	var names []string
	for _, b := range bs {
		if b.explicit {
			params = append(params, ir.Binder{Name: b.name, Type: b.typ, R: b.r})
			names = append(names, b.name)
		}
	}
	p.push(names...)
	val := p.term(0)
	p.pop()
	if len(params) > 0 {
		val = &ir.Lambda{Node: node(), Params: params, Body: val}
	}
	p.bind(name.text)
	if typ != nil && typ.Kind == ir.KUnknown {
		typ = nil
	}
	return []ir.Stmt{&ir.VarDecl{Node: node(), Names: []string{name.text}, Types: []*ir.Type{typ}, Values: []ir.Expr{val}}}
}

// termUntil2 skips a type up to either token.
func (p *parser) termUntil2(a, b string) {
	depth := 0
	for p.tok().kind != tEOF {
		if depth == 0 && (p.is(a) || p.is(b)) {
			return
		}
		switch p.tok().text {
		case "(", "[", "{", "⟨":
			depth++
		case ")", "]", "}", "⟩":
			depth--
		}
		p.next()
	}
}

// tuplePattern lists the names of a (possibly nested-free) tuple pattern.
func tuplePattern(pt ir.Pattern, names *[]string) bool {
	if !pt.Tuple {
		return false
	}
	for _, a := range pt.Args {
		switch {
		case a.Var != "":
			*names = append(*names, a.Var)
		case a.Wild:
			*names = append(*names, "_")
		default:
			return false
		}
	}
	return true
}

// doIf parses if c then seq (else if … then seq)* (else seq)?; if let and
// if h : c as in terms. An else on a line of its own belongs to this if
// when it is not left of col, the column of the chain's first if (Lean:
// checkColGe "'else' in 'do' must be indented").
func (p *parser) doIf(col int) ir.Stmt {
	start := p.next()
	node := func() ir.Node { return p.node(start) }
	if p.is("let") {
		p.skipItem()
		return p.unread(start, "if let in a do block is not run")[0]
	}
	if p.tok().kind == tIdent && p.peek(1).text == ":" {
		p.next()
		p.next()
	}
	cond := p.doCond()
	p.expect("then")
	th := p.doSeq(false)
	var el []ir.Stmt
	if t := p.tok(); p.is("else") && (!t.nl || t.pos.Col >= col) {
		p.next()
		if p.is("if") {
			el = []ir.Stmt{p.doIf(col)}
		} else {
			el = p.doSeq(false)
		}
	}
	return &ir.If{Node: node(), Cond: cond, Then: th, Else: el}
}

// doFor parses for x in e do seq, for h : x in e do seq, and ranges
// [a:b] / [:b] (Std.Range with step 1: a, a+1, …, b-1).
func (p *parser) doFor() []ir.Stmt {
	start := p.next()
	node := func() ir.Node { return p.node(start) }
	if p.tok().kind == tIdent && p.peek(1).text == ":" { // for h : x in …
		p.next()
		p.next()
	}
	var pat *ir.Pattern
	var name string
	switch {
	case p.is("(") || p.is("⟨"):
		pt := p.pattern()
		pat = &pt
		name = p.freshName()
	case p.tok().kind == tIdent || p.is("_"):
		name = p.next().text
	default:
		p.fail(*p.tok(), "expected a loop variable, found "+describe(*p.tok()))
	}
	p.expect("in")
	saved := p.stopCol
	p.stopCol = -1
	var lo, hi ir.Expr
	var coll ir.Expr
	var stepE ir.Expr
	if p.is("[") && p.rangeAhead() {
		p.next()
		if !p.is(":") {
			lo = p.term(0)
		}
		p.expect(":")
		hi = p.term(0)
		if p.accept(":") {
			stepE = p.term(0)
		}
		p.expect("]")
		if lo == nil {
			// Implicit: no text of the file is its (a mutant of it is
			// described by its kind, not as an edit of the header).
			lo = &ir.Lit{Val: ir.NewInt(0)}
		}
	} else {
		coll = p.term(0)
	}
	if p.is(",") {
		p.stopCol = saved
		p.skipItem()
		return p.unread(start, "a for loop over several collections at once is not run")
	}
	p.stopCol = saved
	p.expect("do")
	p.push(name)
	if pat != nil {
		for _, v := range patVars(*pat) {
			p.bind(v)
		}
	}
	body := p.doSeq(false)
	p.pop()
	if pat != nil {
		var names []string
		if !tuplePattern(*pat, &names) {
			return p.unread(start, "only tuple patterns of names are destructured in a for loop")
		}
		var pre []ir.Stmt
		for i, n := range names {
			if n != "_" {
				pre = append(pre, &ir.VarDecl{Node: node(), Names: []string{n}, Values: []ir.Expr{&ir.Member{X: &ir.Ident{Name: name}, Name: fmt.Sprint(i)}}})
			}
		}
		body = append(pre, body...)
	}
	if stepE != nil {
		return p.steppedRange(start, name, lo, hi, stepE, body)
	}
	if coll != nil {
		return []ir.Stmt{&ir.ForEach{Node: node(), Var: name, Coll: coll, Body: body}}
	}
	return []ir.Stmt{&ir.ForRange{Node: node(), Var: name, Lo: lo, Hi: hi, Body: body}}
}

// rangeAhead says whether the bracket at the current token is a range
// [a:b] (a ':' at its top level) rather than a list.
func (p *parser) rangeAhead() bool {
	depth := 0
	for k := 0; k < 256; k++ {
		t := p.peek(k)
		switch {
		case t.kind == tEOF:
			return false
		case t.text == "(" || t.text == "[" || t.text == "⟨" || t.text == "#[" || t.text == "{":
			depth++
		case t.text == ")" || t.text == "]" || t.text == "⟩" || t.text == "}":
			depth--
			if depth == 0 {
				return false
			}
		case t.text == ":" && depth == 1:
			return true
		}
	}
	return false
}

// doMatch lowers match e with | pat => seq … to a chain of ifs over the
// Match expression: the scrutinee is evaluated once, each arm is tried in
// order (a Match with the arm's pattern and a wildcard says whether it
// applies) and binds its variables by projecting them with a Match.
func (p *parser) doMatch() []ir.Stmt {
	start := p.next()
	node := func() ir.Node { return p.node(start) }
	saved := p.stopCol
	p.stopCol = -1
	var scrut []ir.Expr
	for {
		if p.tok().kind == tIdent && p.peek(1).text == ":" {
			p.next()
			p.next()
		}
		scrut = append(scrut, p.term(0))
		if !p.accept(",") {
			break
		}
	}
	p.stopCol = saved
	p.expect("with")
	var x ir.Expr = scrut[0]
	if len(scrut) > 1 {
		x = &ir.TupleExpr{Node: node(), Elems: scrut}
	}
	tmp := p.freshName()
	tmpID := &ir.Ident{Node: node(), Name: tmp}
	type arm struct {
		pats []ir.Pattern
		body []ir.Stmt
	}
	var arms []arm
	firstCol := -1
	for {
		alts, vars, _, ok := p.matchArm(&firstCol)
		if !ok {
			break
		}
		p.push(vars...)
		body := p.doSeq(false)
		p.pop()
		arms = append(arms, arm{pats: alts, body: body})
	}
	for _, a := range arms {
		for _, pat := range a.pats {
			if c := opaqueCtor(pat); c != "" {
				return []ir.Stmt{&ir.Unread{Node: node(), Text: "match", Reason: opaqueReason(c)}}
			}
		}
	}
	// Build the chain from the last arm up.
	var chain []ir.Stmt = []ir.Stmt{&ir.Unread{Node: node(), Text: "match", Reason: "no arm of the match applies"}}
	for i := len(arms) - 1; i >= 0; i-- {
		for j := len(arms[i].pats) - 1; j >= 0; j-- {
			pat := arms[i].pats[j]
			test := &ir.Match{Node: node(), X: tmpID, Cases: []ir.Case{
				{Pat: pat, Body: &ir.Lit{Node: node(), Val: ir.Bool(true)}},
				{Pat: ir.Pattern{Wild: true}, Body: &ir.Lit{Node: node(), Val: ir.Bool(false)}},
			}}
			var then []ir.Stmt
			for _, v := range patVars(pat) {
				then = append(then, &ir.VarDecl{Node: node(), Names: []string{v}, Values: []ir.Expr{
					&ir.Match{Node: node(), X: tmpID, Cases: []ir.Case{{Pat: pat, Body: &ir.Ident{Node: node(), Name: v}}}},
				}})
			}
			then = append(then, &ir.Block{Node: node(), Body: arms[i].body})
			chain = []ir.Stmt{&ir.If{Node: node(), Cond: test, Then: then, Else: chain}}
		}
	}
	out := []ir.Stmt{&ir.VarDecl{Node: node(), Names: []string{tmp}, Values: []ir.Expr{x}}}
	return append(out, chain...)
}

// steppedRange lowers for i in [a:b:s] (Std.Range.forIn': i = a, a+s, …
// while i < b, with b and s read once). A step of 0 is unread: Lean
// versions differ (no iteration, a proof that s > 0, or b iterations).
// The statements stand where the loop does; the expressions made up for
// them have no source span (h), no text of the file being theirs.
func (p *parser) steppedRange(start token, name string, lo, hi, step ir.Expr, body []ir.Stmt) []ir.Stmt {
	n, h := p.node(start), ir.Node{}
	nat := []*ir.Type{ir.TypeNat}
	id := func(s string) *ir.Ident { return &ir.Ident{Node: h, Name: s} }
	cur, stop, by := p.freshName(), p.freshName(), p.freshName()
	loop := append([]ir.Stmt{
		&ir.VarDecl{Node: n, Names: []string{name}, Types: nat, Values: []ir.Expr{id(cur)}},
		&ir.Assign{Node: n, Targets: []ir.Expr{id(cur)}, Values: []ir.Expr{&ir.Binary{Node: h, Op: ir.OpAdd, X: id(cur), Y: id(by)}}},
	}, body...)
	return []ir.Stmt{
		&ir.VarDecl{Node: n, Names: []string{cur}, Types: nat, Values: []ir.Expr{lo}},
		&ir.VarDecl{Node: n, Names: []string{stop}, Types: nat, Values: []ir.Expr{hi}},
		&ir.VarDecl{Node: n, Names: []string{by}, Types: nat, Values: []ir.Expr{step}},
		&ir.If{Node: n, Cond: &ir.Binary{Node: h, Op: ir.OpEq, X: id(by), Y: &ir.Lit{Node: h, Val: ir.NewInt(0)}},
			Then: []ir.Stmt{&ir.Unread{Node: n, Text: "[a:b:0]", Reason: "a range with step 0 is not run (Lean versions differ on it)"}}},
		&ir.While{Node: n, Cond: &ir.Binary{Node: h, Op: ir.OpLt, X: id(cur), Y: id(stop)}, Body: loop},
	}
}
