package lean

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// maxDepth bounds nesting: a 10 000-deep term ends in a diagnostic.
const maxDepth = ir.MaxNesting

type parser struct {
	// theoremName is the theorem whose binders are being read ("" in a
	// definition): a default value there is an optional parameter.
	theoremName string
	// declName is the declaration being read, for what fail says.
	declName string
	toks     []token
	i        int
	src      string
	problems []ir.Problem
	depth    int
	// measuring says a term being parsed will be measured whole
	// (TooDeep) when it ends, so the ones inside it need not be.
	measuring bool
	mod       *ir.Module
	// funcs caches defFuncs for funcsOf definitions.
	funcs   map[string]elabFunc
	funcsOf int
	// stopCol ends a term at a token that starts a new line at or left of
	// this column (Lean's layout: the next let, match arm or definition).
	stopCol int
	// scopes are the local names in scope (binders, lets, parameters), for
	// telling xs.length (a projection) from List.length (a constant).
	scopes []map[string]bool
	// dots counts · placeholders in the innermost parentheses.
	dots     *int
	fresh    int
	comments []comment
	// docs indexes the doc comments in comments (built on first use).
	docs []int
	defs []defInfo
	// theorems are the file's theorem statements, read as contracts of
	// the functions they are about (theorems.go).
	theorems []theoremInfo
	// tests are the file's `example : f a = v` and `#guard f a == v`
	// checks, read as examples of f (tests.go).
	tests []testInfo
	// sites say where a theorem-shaped contract's statement is, for
	// edits (theorems.go).
	sites map[string]*site
	// defAt maps a definition's name to its first index in defs (built
	// on first use; rebuilt when defs has grown since: defAtN).
	defAt  map[string]int
	defAtN int
	// propDepth is how deep isProp is in inferring a definition's type.
	propDepth int
	// failed are definitions whose body stopped the parser (a syntax
	// error): implementations that are unread, never contracts.
	failed []defInfo
	// asc records type ascriptions (e : T) by the node they produced, and
	// letTypes the declared types of lets: the elaborator's expected types.
	asc      map[ir.Expr]*ir.Type
	letTypes map[*ir.Let]*ir.Type
	// arg: the next parentheses are an application's argument, where
	// (h : P) → Q cannot be a dependent arrow.
	arg bool
	// bareDoAt is the offset of a definition body's first token when a
	// bare do there is in Id (the result type is Id T); -1 else.
	bareDoAt int
	// uniques counts the ∃! being read, each of which reads its body twice.
	uniques int
	// structs are the file's structure declarations by name, and
	// scopeStructs (beside scopes) the locals declared of such a type.
	structs      map[string]*structInfo
	scopeStructs []map[string]string
}

type bail struct{}

func (p *parser) tok() *token { return &p.toks[p.i] }

func (p *parser) peek(k int) *token {
	if p.i+k < len(p.toks) {
		return &p.toks[p.i+k]
	}
	return &p.toks[len(p.toks)-1]
}

func (p *parser) next() token {
	t := p.toks[p.i]
	if p.i < len(p.toks)-1 {
		p.i++
	}
	return t
}

func (p *parser) is(s string) bool {
	t := p.tok()
	return (t.kind == tSym || t.kind == tIdent) && t.text == s
}

func (p *parser) accept(s string) bool {
	if p.is(s) {
		p.next()
		return true
	}
	return false
}

func (p *parser) expect(s string) token {
	if !p.is(s) {
		p.fail(*p.tok(), fmt.Sprintf("expected %q, found %s", s, describe(*p.tok())))
	}
	return p.next()
}

func describe(t token) string {
	switch t.kind {
	case tEOF:
		return "end of file"
	case tString:
		return "a string"
	}
	return strconv.Quote(t.text)
}

// fail stops the parse of the declaration at t. It is not a syntax error:
// the parser reads a subset of Lean, so what it cannot read may be valid
// Lean (lean, run by the toolchain, says whether it is). The declaration
// is not read, and the problem says so (CodeUnparsed).
func (p *parser) fail(t token, msg string) {
	if len(p.problems) < maxProblems {
		p.problems = append(p.problems, ir.Problem{R: ir.Range{Start: t.pos, End: t.end}, Severity: ir.SevWarning, Code: CodeUnparsed,
			Message: "not read" + p.declNamed() + ": " + msg + " here; the declaration is skipped (lean says whether it is valid)"})
	}
	panic(bail{})
}

func (p *parser) declNamed() string {
	if p.declName == "" {
		return ""
	}
	return " (" + p.declName + ")"
}

// CodeUnparsed is the code of a declaration the parser does not read.
const CodeUnparsed = "unparsed"

func (p *parser) rng(start token) ir.Range {
	end := p.toks[max(p.i-1, 0)].end
	if end.Offset < start.pos.Offset {
		end = start.end
	}
	return ir.Range{Start: start.pos, End: end}
}

func (p *parser) node(start token) ir.Node { return ir.Node{R: p.rng(start)} }

func (p *parser) enter() {
	p.depth++
	if p.depth > maxDepth {
		p.depth = 0
		p.fail(*p.tok(), fmt.Sprintf("term nested more than %d levels deep", maxDepth))
	}
}

func (p *parser) leave() { p.depth-- }

// ended says whether the current token ends the term by layout.
func (p *parser) ended() bool {
	t := p.tok()
	return t.kind == tEOF || t.nl && t.pos.Col <= p.stopCol
}

func (p *parser) push(names ...string) {
	m := map[string]bool{}
	for _, n := range names {
		m[n] = true
	}
	p.scopes = append(p.scopes, m)
	p.scopeStructs = append(p.scopeStructs, nil)
}

func (p *parser) pop() {
	p.scopes = p.scopes[:len(p.scopes)-1]
	p.scopeStructs = p.scopeStructs[:len(p.scopeStructs)-1]
}

func (p *parser) bind(name string) {
	if len(p.scopes) == 0 {
		p.push()
	}
	p.scopes[len(p.scopes)-1][name] = true
	delete(p.scopeStructs[len(p.scopeStructs)-1], name)
}

func (p *parser) local(name string) bool {
	for i := len(p.scopes) - 1; i >= 0; i-- {
		if p.scopes[i][name] {
			return true
		}
	}
	return false
}

func (p *parser) recoverBail() {
	if r := recover(); r != nil {
		if _, ok := r.(bail); !ok {
			panic(r)
		}
	}
}

// ---- files ----

// ParseFile parses a Lean file: definitions become functions the
// evaluator can call; F_precond/F_postcond pairs (VERINA) and Prop-valued
// definitions become contracts. Syntax errors are problems; parsing
// resumes at the next command.
func ParseFile(path, src string) *ir.Module {
	return parseFile(path, src).mod
}

func parseFile(path, src string) *parser {
	l := lex(src)
	p := &parser{toks: l.toks, src: src, problems: l.problems, comments: l.comments, bareDoAt: -1,
		asc: map[ir.Expr]*ir.Type{}, letTypes: map[*ir.Let]*ir.Type{}}
	p.mod = &ir.Module{Path: path, Lang: "lean", Source: src,
		Funcs: map[string]*ir.Function{}, Consts: leanConsts(), Lib: library(),
		LexOrder: true, OptionCoercion: true, Namespaces: namespaces, ValueArrays: true}
	for p.tok().kind != tEOF {
		start := p.i
		p.depth, p.measuring = 0, false // a bail above left them anywhere
		func() {
			defer func() {
				if r := recover(); r != nil {
					if _, ok := r.(bail); !ok {
						panic(r)
					}
					p.sync()
				}
			}()
			p.command()
		}()
		if p.i == start {
			p.next()
			p.sync()
		}
	}
	p.elaborate()
	p.eraseProofArgs()
	p.sorryBodies()
	p.pairContracts()
	p.theoremContracts()
	p.evalExamples()
	p.testExamples()
	p.testFailures()
	p.implementations()
	p.mod.Problems = p.problems
	p.mod.SetVocab(Vocab)
	return p
}

var commands = map[string]bool{
	"def": true, "abbrev": true, "theorem": true, "lemma": true, "instance": true, "structure": true,
	"inductive": true, "class": true, "open": true, "import": true, "namespace": true, "end": true,
	"section": true, "set_option": true, "variable": true, "noncomputable": true, "private": true,
	"protected": true, "partial": true, "unsafe": true, "@[": true, "#eval": true, "#check": true,
	"#guard": true, "#print": true, "example": true, "attribute": true, "axiom": true, "opaque": true,
	"mutual": true, "universe": true, "deriving": true, "macro": true, "syntax": true, "notation": true,
	"infix": true, "infixl": true, "infixr": true, "prefix": true, "postfix": true, "macro_rules": true,
	"elab": true, "local": true, "scoped": true, "termination_by": false,
	"export": true, "omit": true, "include": true, "initialize": true, "builtin_initialize": true,
	"elab_rules": true, "declare_syntax_cat": true, "add_decl_doc": true, "seal": true, "unseal": true,
	"nonrec": true,
}

// sync skips to the next token that starts a command at column 1.
func (p *parser) sync() {
	for p.tok().kind != tEOF {
		t := p.tok()
		if t.pos.Col == 1 && (t.kind == tIdent && commands[t.text] || t.kind == tSym && (t.text == "@" || t.text == "#")) {
			return
		}
		p.next()
	}
}

func (p *parser) command() {
	start := *p.tok()
	// modifiers and attributes
	for {
		switch {
		case p.is("@") && p.peek(1).text == "[":
			p.next()
			p.skipBrackets("[", "]")
			continue
		case p.is("private"), p.is("protected"), p.is("noncomputable"), p.is("partial"), p.is("unsafe"), p.is("nonrec"):
			p.next()
			continue
		}
		break
	}
	t := *p.tok()
	switch {
	case t.kind == tIdent && (t.text == "def" || t.text == "abbrev" || t.text == "theorem" || t.text == "lemma" || t.text == "instance" || t.text == "example"):
		p.definition(start)
	case t.kind == tSym && t.text == "#":
		if g := p.peek(1); g.kind == tIdent && g.text == "guard" && g.pos.Offset == t.end.Offset {
			p.guard()
			return
		}
		p.skipLine()
	case t.kind == tIdent && t.text == "structure":
		p.structure()
	case t.kind == tIdent && t.text == "inductive" && p.inductive():
		// an inductive proposition (inductive.go)
	default:
		// Commands without terms we need: skip them.
		p.next()
		p.skipCommand()
	}
}

// skipCommand skips to the next token at column 1.
func (p *parser) skipCommand() {
	for p.tok().kind != tEOF && !(p.tok().nl && p.tok().pos.Col == 1) {
		p.next()
	}
}

func (p *parser) skipLine() {
	line := p.tok().pos.Line
	for p.tok().kind != tEOF && p.tok().pos.Line == line {
		p.next()
	}
}

func (p *parser) skipBrackets(open, close string) {
	p.skipBalanced(open, close, 0)
}

// skipBalanced skips tokens until depth opens are closed; false at the
// end of the file.
func (p *parser) skipBalanced(open, close string, depth int) bool {
	for p.tok().kind != tEOF {
		t := p.next()
		if t.kind != tSym {
			continue
		}
		switch t.text {
		case open:
			depth++
		case close:
			depth--
			if depth == 0 {
				return true
			}
		}
	}
	return false
}

// binder is one explicit, implicit or instance parameter.
type binder struct {
	name     string
	typ      *ir.Type
	explicit bool
	r        ir.Range
	pat      *ir.Pattern
	// typeExpr is the type as written, for telling proofs (h : i < n),
	// (h : F_precond xs) from data once every definition is known.
	typeExpr ir.Expr
}

// binders parses (x y : T) {α : Type} [inst : C α] ⦃x⦄ groups.
func (p *parser) binders() []binder {
	var out []binder
	for {
		var open, close string
		switch {
		case p.is("("):
			open, close = "(", ")"
		case p.is("{"):
			open, close = "{", "}"
		case p.is("["):
			open, close = "[", "]"
		case p.is("⦃"):
			open, close = "⦃", "⦄"
		default:
			return out
		}
		p.next()
		if open == "[" {
			// instance binder: [C α] or [inst : C α]; not an argument we pass
			for !p.is("]") && p.tok().kind != tEOF {
				p.next()
			}
			p.expect("]")
			continue
		}
		var names []token
		for p.tok().kind == tIdent || p.is("_") {
			names = append(names, p.next())
		}
		var typ *ir.Type
		var te ir.Expr
		if p.accept(":") {
			saved := p.stopCol
			p.stopCol = -1
			te = p.term(0)
			p.stopCol = saved
			typ = typeOf(te)
		}
		if at := *p.tok(); p.accept(":=") {
			def := p.term(0)
			if p.theoremName != "" && open == "(" && len(names) == 1 && len(p.problems) < maxProblems {
				// (result := f x) reads like a let and is not one: Lean
				// makes result an argument with a default, so the theorem
				// is about every result, f x or not.
				r := def.Span()
				text := ""
				if r.Start.Offset >= 0 && r.End.Offset <= len(p.src) && r.Start.Offset < r.End.Offset {
					text = ir.OneLine(p.src[r.Start.Offset:r.End.Offset])
				}
				n := names[0].text
				p.problems = append(p.problems, ir.Problem{R: ir.Range{Start: names[0].pos, End: at.end}, Severity: ir.SevWarning, Code: CodeBinderDefault,
					Message: fmt.Sprintf("`(%s := %s)` is an optional parameter, not a let: %s holds for every %s, not only for `%s`; to name the value, write `let %s := %s` after the colon",
						n, text, p.theoremName, n, text, n, text)})
			}
		}
		p.expect(close)
		for _, n := range names {
			out = append(out, binder{name: n.text, typ: typ, explicit: open == "(", r: ir.Range{Start: n.pos, End: n.end}, typeExpr: te})
			// Later binders and the type see it: (h : xs.length > 0)
			// reads xs.length as a field of the binder xs.
			p.bind(n.text)
			p.bindStruct(n.text, te)
		}
	}
}

// definition parses def/abbrev/theorem NAME binders (: T)? := body, or a
// definition by pattern matching (| pats => e …).
func (p *parser) definition(start token) {
	kw := p.next().text
	var name token
	if kw != "example" && kw != "instance" {
		name = p.next()
		if name.kind != tIdent {
			p.fail(name, "expected a name after "+kw)
		}
	} else {
		for p.tok().kind == tIdent && !p.is(":") && !p.is(":=") {
			p.next()
		}
	}
	p.push()
	defer p.pop()
	prevDecl := p.declName
	p.declName = name.text
	defer func() { p.declName = prevDecl }()
	if kw == "theorem" || kw == "lemma" {
		p.theoremName = name.text
	}
	bs := p.binders()
	p.theoremName = ""
	var resT *ir.Type
	var stmt ir.Expr
	idResult := false
	if p.accept(":") {
		saved := p.stopCol
		p.stopCol = 0
		rt := p.term(0)
		stmt = rt
		resT = typeOf(rt)
		p.stopCol = saved
		// Id T: a do body is in the identity monad, whose values are T's.
		if c, ok := rt.(*ir.Call); ok && len(c.Args) == 1 {
			if id, ok := c.Fn.(*ir.Ident); ok && id.Name == "Id" {
				resT = typeOf(c.Args[0])
				idResult = true
			}
		}
	}
	var params []ir.Param
	var names []string
	for _, b := range bs {
		if !b.explicit {
			continue
		}
		params = append(params, ir.Param{Name: b.name, Type: b.typ, R: b.r})
		names = append(names, b.name)
	}
	p.push(names...)
	for _, b := range bs {
		if b.explicit {
			p.bindStruct(b.name, b.typeExpr)
		}
	}
	p.bind(name.text) // recursion
	defer p.pop()
	if kw == "def" || kw == "abbrev" {
		// A body that stops the parser still names an implementation:
		// it is kept as unread, with the syntax error, never dropped.
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(bail); ok {
					reason := "the definition could not be read"
					if n := len(p.problems); n > 0 {
						reason = fmt.Sprintf("could not read %s: %s (line %d)", name.text, p.problems[n-1].Message, p.problems[n-1].R.Start.Line)
					}
					rng := p.rng(start)
					p.failed = append(p.failed, defInfo{name: name.text, params: params, bs: bs, result: resT,
						body: &ir.Unsupported{Node: ir.Node{R: rng}, Text: name.text, Reason: reason}, r: rng,
						nameR: ir.Range{Start: name.pos, End: name.end}, start: start})
				}
				panic(r)
			}
		}()
	}
	p.stopCol = 1
	var body ir.Expr
	bodyStart := *p.tok()
	p.bareDoAt = -1
	defer func() { p.bareDoAt = -1 }()
	switch {
	case p.accept(":="):
		if idResult {
			p.bareDoAt = p.tok().pos.Offset
		}
		if p.is("by") {
			body = p.byBlock()
		} else {
			body = p.term(0)
		}
	case p.is("where") && kw != "theorem" && kw != "lemma":
		// instance : C T where f := …, def x : S where f := …: a
		// structure instance by its fields, which has no value here.
		p.next()
		p.skipCommand()
		if kw == "instance" || kw == "example" {
			return
		}
		body = &ir.Unsupported{Node: p.node(bodyStart), Text: p.src[bodyStart.pos.Offset:p.toks[max(p.i-1, 0)].end.Offset],
			Reason: "structure instances (where f := …) are not evaluated"}
	case p.is("|"):
		// def f (x : A) : B → C | pat => e …: the patterns match the
		// arguments named by the result type's arrows.
		k := arrows(resT)
		if k == 0 {
			k = 1
		}
		// The matched arguments have no names in the source: read with
		// fresh names, then named x (or x1, x2, …) for findings to print,
		// with a prime added until the name is neither a binder of the
		// definition nor a definition its body could mean (def f (x : Int)
		// : List Int → Int | [] => x keeps x the Int; a pattern's own x
		// is bound by its arm and unaffected). The arrows' domains type
		// them: def f : List Int → Int | [] => … has one List Int
		// parameter and returns Int.
		lam := p.matchArms(bodyStart, k, nil).(*ir.Lambda)
		body = lam.Body
		taken := map[string]bool{}
		for _, prm := range params {
			taken[prm.Name] = true
		}
		doms, cod := arrowParts(resT)
		for i, b := range lam.Params {
			n := "x"
			if len(lam.Params) > 1 {
				n = fmt.Sprintf("x%d", i+1)
			}
			for taken[n] || p.mod.Funcs[n] != nil || p.mod.Consts[n] != nil {
				n += "'"
			}
			taken[n] = true
			body = ir.Subst(body, b.Name, &ir.Ident{Node: p.node(bodyStart), Name: n})
			t := ir.TypeUnknown
			if len(doms) == len(lam.Params) && doms[i] != nil {
				t = doms[i]
			}
			params = append(params, ir.Param{Name: n, Type: t})
		}
		k = len(lam.Params)
		if len(doms) == k && cod != nil {
			resT = cod
		}
	default:
		p.fail(*p.tok(), "expected ':=' or '|' in definition")
	}
	if kw == "def" || kw == "abbrev" {
		body = p.whereDecls(body)
	}
	p.skipTrailer()
	sizes := vectorSizes(bs)
	if len(sizes) > 0 {
		stmt, body = sizes.in(stmt), sizes.in(body)
		for i := range bs {
			bs[i].typeExpr = sizes.in(bs[i].typeExpr)
		}
		if n := vectorLen(stmt); n != nil && body != nil {
			body = ofFnSized(body, n, 0)
		}
	}
	if kw == "theorem" || kw == "lemma" || kw == "example" || kw == "instance" {
		if kw == "example" && stmt != nil && len(bs) == 0 && len(p.tests) < maxEvalExamples {
			proof := ""
			if end := p.toks[max(p.i-1, 0)].end.Offset; bodyStart.pos.Offset <= end && end <= len(p.src) {
				proof = p.src[bodyStart.pos.Offset:end]
			}
			p.tests = append(p.tests, testInfo{e: stmt, src: p.src, sorry: sorryRe.MatchString(proof)})
		}
		if (kw == "theorem" || kw == "lemma") && stmt != nil {
			p.theorems = append(p.theorems, theoremInfo{name: name.text, bs: bs, stmt: stmt, r: p.rng(start),
				nameR: ir.Range{Start: name.pos, End: name.end}, start: start})
		}
		return
	}
	if body != nil && !p.atCommand() {
		// The term stopped before the definition did (a line at column 1
		// Lean reads as a continuation, a symbol the parser does not know):
		// an unknown clause, never a shortened one. (Proofs are not kept,
		// so a theorem's leftovers are skipped as before.)
		t := *p.tok()
		reason := fmt.Sprintf("could not read %s past line %d, column %d (%s): the definition is not evaluated", name.text, t.pos.Line, t.pos.Col, describe(t))
		if len(p.problems) < maxProblems {
			p.problems = append(p.problems, ir.Problem{R: ir.Range{Start: t.pos, End: t.end}, Severity: ir.SevWarning, Code: CodeUnparsed, Message: reason})
		}
		p.skipCommand()
		body = &ir.Unsupported{Node: p.node(bodyStart), Text: p.src[bodyStart.pos.Offset:p.toks[max(p.i-1, 0)].end.Offset], Reason: reason}
	}
	f := &ir.Function{Name: name.text, Params: params, Result: resT, Body: body, R: p.rng(start)}
	if len(params) == 0 && body != nil {
		p.mod.Consts[name.text] = body
	}
	p.mod.Funcs[name.text] = f
	p.defs = append(p.defs, defInfo{name: name.text, params: params, bs: bs, result: resT, resTerm: stmt, body: body, r: p.rng(start), nameR: ir.Range{Start: name.pos, End: name.end}, start: start, sizes: sizes})
}

// atCommand says whether the current token can begin the next command
// (or ends the file): what must follow a definition.
func (p *parser) atCommand() bool {
	t := p.tok()
	return t.kind == tEOF || t.kind == tIdent && commands[t.text] || t.kind == tSym && (t.text == "@" || t.text == "#")
}

// skipTrailer skips termination_by / decreasing_by / where clauses.
func (p *parser) skipTrailer() {
	for p.is("termination_by") || p.is("decreasing_by") || p.is("where") || p.is("deriving") {
		p.next()
		p.skipCommand()
	}
}

// byBlock skips a tactic block: balanced brackets (rw [h]; exact ⟨a, b⟩
// stay inside), ending by layout, at a closing bracket or comma of the
// enclosing term, or at a keyword that cannot continue tactics.
func (p *parser) byBlock() ir.Expr {
	t := p.next()
	depth, ifs := 0, 0
	for p.tok().kind != tEOF {
		c := p.tok()
		if depth == 0 && p.ended() {
			break
		}
		if c.kind == tSym {
			switch c.text {
			case "(", "[", "{", "⟨", "#[", "#v[", "%[", "⦃", "‹":
				depth++
			case ")", "]", "}", "⟩", "⦄", "›":
				if depth == 0 {
					return p.unreadProof(t)
				}
				depth--
			case ",":
				if depth == 0 {
					return p.unreadProof(t)
				}
			}
		} else if c.kind == tIdent && depth == 0 {
			switch c.text {
			case "if":
				ifs++
			case "then", "else":
				// if … then … else of tactics, or the enclosing term's
				if ifs == 0 {
					return p.unreadProof(t)
				}
				if c.text == "else" {
					ifs--
				}
			case "termination_by", "decreasing_by", "deriving":
				return p.unreadProof(t)
			}
		}
		p.next()
	}
	return p.unreadProof(t)
}

const byText = "by …"

func (p *parser) unreadProof(by token) ir.Expr {
	return &ir.Unsupported{Node: p.node(by), Text: byText, Reason: "tactic blocks ('by') are not evaluated"}
}

// ---- terms ----

// Binding powers (Lean 4's notation levels).
const (
	precMin     = 0
	precIff     = 20
	precArrow   = 25
	precOr      = 30
	precAnd     = 35
	precNot     = 40
	precRel     = 50
	precAppend  = 65
	precCons    = 67
	precAdd     = 65
	precMul     = 70
	precPow     = 75
	precNeg     = 75
	precCompose = 90
	precApp     = 1024
)

type infix struct {
	prec  int
	right bool
	op    ir.Op
	call  string // lower to a call instead of an operator
}

var infixes = map[string]infix{
	"↔": {prec: precIff, op: ir.OpIff}, "→": {prec: precArrow, right: true, op: ir.OpImplies},
	"->": {prec: precArrow, right: true, op: ir.OpImplies},
	"∨":  {prec: precOr, right: true, op: ir.OpOr}, "||": {prec: precOr, op: ir.OpOr},
	"∧": {prec: precAnd, right: true, op: ir.OpAnd}, "&&": {prec: precAnd, op: ir.OpAnd},
	"=": {prec: precRel, op: ir.OpEq}, "==": {prec: precRel, op: ir.OpEq},
	"≠": {prec: precRel, op: ir.OpNe}, "!=": {prec: precRel, op: ir.OpNe},
	"<": {prec: precRel, op: ir.OpLt}, ">": {prec: precRel, op: ir.OpGt},
	"≤": {prec: precRel, op: ir.OpLe}, "<=": {prec: precRel, op: ir.OpLe},
	"≥": {prec: precRel, op: ir.OpGe}, ">=": {prec: precRel, op: ir.OpGe},
	"∈": {prec: precRel, op: ir.OpIn}, "∉": {prec: precRel, op: ir.OpNotIn},
	"~": {prec: precRel, call: "List.Perm"}, "∣": {prec: precRel, call: "Nat.dvd"},
	"++": {prec: precAppend, op: ir.OpAppend}, "::": {prec: precCons, right: true, op: ir.OpCons},
	"+": {prec: precAdd, op: ir.OpAdd}, "-": {prec: precAdd, op: ir.OpSubAuto},
	"*": {prec: precMul, op: ir.OpMul}, "/": {prec: precMul, op: ir.OpDivEuclidTotal},
	"%": {prec: precMul, op: ir.OpModEuclidTotal}, "^": {prec: precPow, right: true, op: ir.OpPow},
	"∘": {prec: precCompose, call: "Function.comp"},
	"×": {prec: precAnd, right: true, op: ir.OpMul}, // product types
	// Init/Prelude notation: bitwise operators are the type classes'.
	"&&&": {prec: 60, call: "HAnd.hAnd"}, "|||": {prec: 55, call: "HOr.hOr"},
	"^^^": {prec: 58, call: "HXor.hXor"}, "<<<": {prec: 75, call: "HShiftLeft.hShiftLeft"},
	">>>": {prec: 75, call: "HShiftRight.hShiftRight"},
	// Bool.xor is bne (infixl:33).
	"^^": {prec: 33, op: ir.OpNe},
	"⊕":  {prec: precOr, right: true, call: "Sum"},
	"∩":  {prec: precMul, call: "Inter.inter"}, "∪": {prec: precAdd, call: "Union.union"},
	"⊂":   {prec: precRel, call: "HasSSubset.SSubset"},
	"<|>": {prec: 20, right: true, call: "HOrElse.hOrElse"},
}

// term parses a term whose operators bind tighter than min.
func (p *parser) term(min int) ir.Expr {
	p.enter()
	defer p.leave()
	start := *p.tok()
	if !p.measuring {
		p.measuring = true
		defer func() { p.measuring = false }()
		// A flat chain (a && a && …) is built by the loop below, not by
		// recursion: the tree is measured once it is whole.
		x := p.termLoop(min, start)
		if ir.TooDeep(x, maxDepth) {
			r := p.rng(start)
			if len(p.problems) < maxProblems {
				p.problems = append(p.problems, ir.Problem{R: r, Severity: ir.SevError, Code: "syntax",
					Message: ir.TooDeepMessage("term")})
			}
			return ir.TooDeepExpr(r)
		}
		return x
	}
	return p.termLoop(min, start)
}

func (p *parser) termLoop(min int, start token) (x ir.Expr) {
	x = p.prefix()
	// k counts the operators of a flat chain (a && a && …): k of them
	// nest the tree k deep. Past maxDepth the chain is reported once and
	// the rest of it read without building a tree.
	k, over := 0, false
	defer func() {
		if over {
			x = ir.TooDeepExpr(p.rng(start))
		}
	}()
	for p.tok().kind != tEOF {
		t := p.tok()
		// Layout ends a term only where Lean checks a column (arguments,
		// the next let or match arm): a binary operator continues it
		// whatever its column (∧ result < 10 on a line of its own).
		if p.ended() && !(t.kind == tSym && isTrailing(t.text)) {
			return x
		}
		if t.kind == tSym && (t.text == "|>" || t.text == "|>.") && min <= precMin {
			p.next()
			if t.text == "|>." {
				x = p.pipeDot(start, x)
			} else {
				f := p.term(precMin + 1)
				x = &ir.Call{Node: p.node(start), Fn: f, Args: []ir.Expr{x}}
			}
			continue
		}
		if t.kind == tSym && (t.text == "<|" || t.text == "$") && min <= precMin {
			p.next()
			arg := p.term(precMin)
			x = &ir.Call{Node: p.node(start), Fn: x, Args: []ir.Expr{arg}}
			continue
		}
		if t.kind == tSym {
			if y, ok := p.special(start, x, min); ok {
				x = y
				continue
			}
		}
		in, ok := infixes[t.text]
		if !ok || t.kind != tSym || in.prec < min || in.prec == min && !in.right {
			return x
		}
		p.next()
		next := in.prec + 1
		if in.right {
			next = in.prec
		}
		y := p.term(next)
		if k++; k+p.depth > maxDepth {
			if !over && len(p.problems) < maxProblems {
				p.problems = append(p.problems, ir.Problem{R: p.rng(start), Severity: ir.SevError, Code: "syntax",
					Message: ir.TooDeepMessage("term")})
			}
			over = true
			continue
		}
		switch {
		case in.call != "":
			x = &ir.Call{Node: p.node(start), Fn: &ir.Ident{Node: p.node(start), Name: in.call}, Args: []ir.Expr{x, y}}
		case in.op.IsComparison():
			// Lean does not chain comparisons: a < b < c is (a < b) < c.
			// == and != are BEq, not propositional equality.
			x = &ir.Binary{Node: p.node(start), Op: in.op, X: x, Y: y, BEq: t.text == "==" || t.text == "!="}
		default:
			x = &ir.Binary{Node: p.node(start), Op: in.op, X: x, Y: y}
		}
	}
	return x
}

// isTrailing says whether a symbol continues a term as a binary operator.
func isTrailing(sym string) bool {
	switch sym {
	case "|>", "|>.", "<|", "$":
		return true
	}
	if _, ok := specials[sym]; ok {
		return true
	}
	_, ok := infixes[sym]
	return ok
}

// pipeDot parses e |>.f args: (e).f args.
func (p *parser) pipeDot(start token, x ir.Expr) ir.Expr {
	name := p.next()
	if name.kind != tIdent {
		p.fail(name, "expected a name after |>.")
	}
	var fn ir.Expr = x
	for _, part := range strings.Split(name.text, ".") {
		fn = &ir.Member{Node: p.node(start), X: fn, Name: part}
	}
	return p.application(start, fn)
}

// canStartArg says whether the current token can begin an argument.
func (p *parser) canStartArg() bool {
	t := p.tok()
	if p.ended() {
		return false
	}
	switch t.kind {
	case tIdent:
		switch t.text {
		case "then", "else", "with", "do", "at", "from", "in", "termination_by", "decreasing_by", "where", "deriving":
			return false
		}
		return !commands[t.text] || t.text == "fun"
	case tNum, tChar, tString:
		return true
	case tSym:
		switch t.text {
		case "(", "#[", "#v[", "⟨", "·", "↑", "@", "λ", "‹", "{", "∅":
			return true
		case "[":
			// a ≡ b [MOD n]: the modulus, not a list argument of b.
			n := p.peek(1)
			return !(n.kind == tIdent && (n.text == "MOD" || n.text == "ZMOD"))
		case ".":
			// f .inl x: a constructor argument.
			return p.peek(1).kind == tIdent && p.peek(1).pos.Offset == t.end.Offset
		}
	}
	return false
}

// application parses f a b c (arguments at max precedence).
func (p *parser) application(start token, fn ir.Expr) ir.Expr {
	var args []ir.Expr
	for p.canStartArg() {
		if p.is("fun") || p.is("λ") {
			args = append(args, p.prefix())
			break
		}
		p.arg = true
		args = append(args, p.argument())
		p.arg = false
	}
	if len(args) == 0 {
		return fn
	}
	// Application is curried: (f a) b is f a b.
	if c, ok := fn.(*ir.Call); ok {
		args = append(append([]ir.Expr(nil), c.Args...), args...)
		fn = c.Fn
	}
	if x, ok := p.structValue(start, fn, args); ok {
		return x
	}
	return &ir.Call{Node: p.node(start), Fn: fn, Args: args}
}

// argument is a term at max precedence: an atom with its postfixes.
func (p *parser) argument() ir.Expr {
	start := *p.tok()
	return p.postfix(start, p.atom())
}

func (p *parser) prefix() ir.Expr {
	start := *p.tok()
	t := p.tok()
	if t.kind == tIdent || t.kind == tSym {
		switch t.text {
		case "fun", "λ":
			return p.lambda()
		case "∀", "∃", "forall", "exists":
			return p.quantifier()
		case "let", "have":
			return p.letTerm()
		case "if":
			return p.ifTerm()
		case "match":
			return p.matchTerm()
		case "¬":
			p.next()
			x := p.term(precNot)
			return &ir.Unary{Node: p.node(start), Op: ir.OpNot, X: x}
		case "!":
			p.next()
			x := p.term(precNot)
			return &ir.Unary{Node: p.node(start), Op: ir.OpNot, X: x}
		case "-":
			p.next()
			x := p.term(precNeg)
			if l, ok := x.(*ir.Lit); ok {
				if v, ok := l.Val.(ir.Int); ok {
					return &ir.Lit{Node: p.node(start), Val: ir.Int{V: new(big.Int).Neg(v.V), Signed: true}}
				}
			}
			return &ir.Unary{Node: p.node(start), Op: ir.OpNeg, X: x}
		case "by":
			return p.byBlock()
		case "show":
			p.next()
			p.term(0)
			if p.accept("from") {
				return p.term(0)
			}
			p.accept(";")
			return p.term(0)
		case "do":
			p.next()
			if p.bareDoAt == start.pos.Offset {
				return p.doTerm(start)
			}
			p.doTerm(start)
			return &ir.Unsupported{Node: p.node(start), Text: "do …", Reason: "a do block outside Id.run (or the body of a definition of type Id T) is in the monad of its expected type (Lean/Elab/Do.lean, extractBind), which is not read here: it is not run"}
		case "Id.run":
			// Id.run do …, Id.run <| do …, Id.run $ do …
			switch {
			case p.peek(1).text == "do":
				p.next()
				p.next()
				return p.doTerm(start)
			case (p.peek(1).text == "<|" || p.peek(1).text == "$") && p.peek(2).text == "do":
				p.next()
				p.next()
				p.next()
				return p.doTerm(start)
			}
		case "decide":
			p.next()
			return p.argument()
		}
	}
	head := p.argument()
	return p.application(start, head)
}

// atom parses one primary term (no application).
func (p *parser) atom() ir.Expr {
	p.enter()
	defer p.leave()
	isArg := p.arg
	p.arg = false
	t := p.next()
	node := func() ir.Node { return p.node(t) }
	switch t.kind {
	case tNum:
		if isScientific(t.text) {
			return scientific(node(), t.text)
		}
		if err := ir.CheckIntLiteral(t.text); err != nil {
			if len(p.problems) < maxProblems {
				p.problems = append(p.problems, ir.IntLiteralProblem(node().R, err))
			}
			return &ir.Unsupported{Node: node(), Text: t.text, Reason: err.Error()}
		}
		v, ok := new(big.Int).SetString(t.text, 0)
		if !ok {
			p.fail(t, "bad number "+t.text)
		}
		return &ir.Lit{Node: node(), Val: ir.Int{V: v}}
	case tChar:
		return &ir.Lit{Node: node(), Val: ir.Char([]rune(t.text)[0])}
	case tString:
		return &ir.Lit{Node: node(), Val: ir.Str(t.text)}
	case tIdent:
		if (t.text == "s!" || t.text == "m!" || t.text == "f!") && p.tok().kind == tString && p.tok().pos.Offset == t.end.Offset {
			return p.interpolated(t, p.next())
		}
		return p.name(t)
	case tSym:
		switch t.text {
		case "(":
			return p.parens(t, isArg)
		case "⟨":
			el := p.listUntil("⟩")
			if len(el) == 1 {
				return el[0]
			}
			// ⟨i, by omega⟩ builds a Fin or a subtype from its value and a
			// proof; such values are their value (Fin n reads as Nat).
			if len(el) == 2 {
				if u, ok := el[1].(*ir.Unsupported); ok && (u.Text == byText || u.Text == "‹…›") {
					return el[0]
				}
			}
			if len(el) == 0 {
				// ⟨⟩: a structure with no fields (True.intro, Unit.unit).
				return &ir.Unsupported{Node: node(), Text: "⟨⟩", Reason: "anonymous constructors with no fields are not evaluated"}
			}
			return &ir.TupleExpr{Node: node(), Elems: el}
		case "[":
			el := p.listUntil("]")
			return &ir.Display{Node: node(), Coll: ir.KSeq, Elems: el}
		case "#[", "#v[":
			// #v[a, b] is a Vector: its array (vector.go).
			el := p.listUntil("]")
			return &ir.Display{Node: node(), Coll: ir.KArray, Elems: el}
		case "∅":
			// EmptyCollection.emptyCollection: [], #[], ∅ of a set or a
			// map, by the type the context gives, which is not read here.
			return &ir.Unsupported{Node: node(), Text: "∅", Reason: "∅ (the empty collection of the type the context expects) is not evaluated"}
		case ".":
			// .inl x, .some v: a constructor of the expected type.
			if n := p.tok(); n.kind == tIdent && n.pos.Offset == t.end.Offset {
				return p.dotName(t, p.next())
			}
			// Lean also writes the placeholder · as a dot: (. + .).
			fallthrough
		case "·":
			if p.dots == nil {
				p.fail(t, "· outside parentheses")
			}
			*p.dots++
			return &ir.Ident{Node: node(), Name: fmt.Sprintf("$dot%d", *p.dots)}
		case "↑":
			x := p.argument()
			return &ir.Call{Node: node(), Fn: &ir.Ident{Node: node(), Name: "$toInt"}, Args: []ir.Expr{x}}
		case "@":
			return p.atom()
		case "{":
			return p.braces(t)
		case "|":
			return p.absValue(t)
		case "⦃":
			return p.triple(t)
		case "⌜":
			// ⌜p⌝ (Std.Do): the proposition p as an assertion.
			x := p.term(0)
			p.expect("⌝")
			return x
		case "‹":
			// ‹P›: the hypothesis of type P, a proof.
			p.skipUntilClose("‹", "›")
			return &ir.Unsupported{Node: node(), Text: "‹…›", Reason: "proofs (‹P›) are not evaluated"}
		}
	case tBad:
		p.fail(t, "unexpected character "+t.text)
	}
	p.fail(t, "expected a term, found "+describe(t))
	return nil
}

// listUntil parses comma-separated terms up to close.
func (p *parser) listUntil(close string) []ir.Expr {
	saved := p.stopCol
	p.stopCol = -1 // inside brackets layout does not end terms
	defer func() { p.stopCol = saved }()
	var out []ir.Expr
	for !p.is(close) {
		out = append(out, p.term(0))
		if !p.accept(",") {
			break
		}
	}
	p.expect(close)
	return out
}

// parens parses (e), (e : T), (a, b), () and sections with ·.
func (p *parser) parens(open token, isArg bool) ir.Expr {
	saved, savedDots := p.stopCol, p.dots
	p.stopCol = -1
	n := 0
	p.dots = &n
	defer func() { p.stopCol, p.dots = saved, savedDots }()
	if p.accept(")") {
		return &ir.TupleExpr{Node: p.node(open)}
	}
	if isArg && p.tok().kind == tIdent && p.peek(1).text == ":=" {
		// f (init := 0): a named argument, which fills a parameter by name.
		p.next()
		p.next()
		p.term(0)
		p.expect(")")
		return &ir.Unsupported{Node: p.node(open), Text: p.src[open.pos.Offset:p.toks[p.i-1].end.Offset],
			Reason: "named arguments (x := v) are not evaluated"}
	}
	x := p.term(0)
	switch {
	case p.accept(":"):
		ty := p.term(0)
		p.expect(")")
		if _, isName := x.(*ir.Ident); isName && !isArg && (p.is("→") || p.is("->")) {
			// (h : P) → Q is the implication P → Q: the name is a proof.
			return ty
		}
		typ := typeOf(ty)
		if typ != nil && typ.Kind == ir.KInt {
			x = &ir.Call{Node: p.node(open), Fn: &ir.Ident{Node: p.node(open), Name: "$toInt"}, Args: []ir.Expr{x}}
		}
		if typ != nil && typ.Kind != ir.KUnknown && p.asc != nil {
			p.asc[x] = typ
		}
	case p.is(","):
		el := []ir.Expr{x}
		for p.accept(",") {
			el = append(el, p.term(0))
		}
		p.expect(")")
		// (a, b, c) is (a, (b, c)): Prod nests to the right, and .2 of
		// it is (b, c).
		for len(el) > 2 {
			n := len(el)
			inner := &ir.TupleExpr{Node: ir.Node{R: ir.Range{Start: el[n-2].Span().Start, End: el[n-1].Span().End}}, Elems: []ir.Expr{el[n-2], el[n-1]}}
			el = append(el[:n-2:n-2], inner)
		}
		x = &ir.TupleExpr{Node: p.node(open), Elems: el}
	default:
		p.expect(")")
	}
	if n > 0 {
		// (· + 1), (· < ·): a function of the placeholders, in order.
		var params []ir.Binder
		for k := 1; k <= n; k++ {
			params = append(params, ir.Binder{Name: fmt.Sprintf("$dot%d", k)})
		}
		return &ir.Lambda{Node: p.node(open), Params: params, Body: x}
	}
	return x
}

// name resolves an identifier: a local with projections (xs.length), a
// projection chain on a constant, or a global name (List.length).
func (p *parser) name(t token) ir.Expr {
	node := p.node(t)
	switch t.text {
	case "true", "True":
		return &ir.Lit{Node: node, Val: ir.Bool(true)}
	case "false", "False":
		return &ir.Lit{Node: node, Val: ir.Bool(false)}
	case "none", "Option.none":
		return &ir.Lit{Node: node, Val: ir.Datatype{Ctor: "none"}}
	}
	switch t.text {
	case "Std.HashSet.empty", "HashSet.empty", "Std.HashSet.emptyWithCapacity", "HashSet.emptyWithCapacity", "Array.empty", "Array.mkEmpty":
		// A constant with an optional capacity: a call, which an
		// argument that follows extends.
		if !p.local(strings.Split(t.text, ".")[0]) {
			return &ir.Call{Node: node, Fn: &ir.Ident{Node: node, Name: t.text}}
		}
	}
	parts := strings.Split(t.text, ".")
	// The longest prefix that is a local name is the receiver.
	for k := len(parts) - 1; k >= 1; k-- {
		head := strings.Join(parts[:k], ".")
		if p.local(head) {
			var x ir.Expr = &ir.Ident{Node: node, Name: head}
			rest := parts[k:]
			if y, ok := p.structMember(node, head, x, rest[0]); ok {
				x, rest = y, rest[1:]
			}
			for _, f := range rest {
				x = &ir.Member{Node: node, X: x, Name: f}
			}
			return x
		}
	}
	return &ir.Ident{Node: node, Name: t.text}
}

// postfix parses .f, .1, [i], [i]!, [i]?, [i]'h after an atom.
func (p *parser) postfix(start token, x ir.Expr) ir.Expr {
	for {
		t := p.tok()
		if t.nl || t.kind != tSym {
			return x
		}
		switch t.text {
		case ".":
			p.next()
			f := p.next()
			switch f.kind {
			case tIdent:
				for _, part := range strings.Split(f.text, ".") {
					x = &ir.Member{Node: p.node(start), X: x, Name: part}
				}
			case tNum:
				// .1 .2 are Prod.fst/snd; a lexed "1.2" is two projections.
				for _, part := range strings.Split(f.text, ".") {
					k, _ := strconv.Atoi(part)
					x = &ir.Member{Node: p.node(start), X: x, Name: strconv.Itoa(k - 1)}
				}
			default:
				p.fail(f, "expected a field after '.'")
			}
		case "[":
			// An index directly after the term (no space) — xs[i].
			if t.pos.Offset != p.toks[p.i-1].end.Offset {
				return x
			}
			p.next()
			saved := p.stopCol
			p.stopCol = -1
			idx := p.term(0)
			p.stopCol = saved
			p.expect("]")
			mode := ir.IndexStrict
			switch {
			case p.tok().pos.Offset == p.toks[p.i-1].end.Offset && p.is("!"):
				p.next()
				mode = ir.IndexBang
			case p.tok().pos.Offset == p.toks[p.i-1].end.Offset && p.is("?"):
				p.next()
				mode = ir.IndexOption
			case p.tok().pos.Offset == p.toks[p.i-1].end.Offset && p.is("'"):
				p.next()
				p.argument() // the proof
			}
			x = &ir.Index{Node: p.node(start), X: x, Args: []ir.Expr{idx}, Mode: mode}
		default:
			return x
		}
	}
}

// ---- binders, lambdas, quantifiers ----

// lambdaBinders parses fun's binders: names, (x : T), ⟨a, b⟩, (a, b), _.
func (p *parser) lambdaBinders() []binder {
	var out []binder
	for !p.is("=>") && !p.is("↦") && !p.is(",") && p.tok().kind != tEOF {
		t := *p.tok()
		switch {
		case t.kind == tIdent:
			p.next()
			out = append(out, binder{name: t.text, explicit: true, r: ir.Range{Start: t.pos, End: t.end}})
		case p.is("⟨") || p.is("(") && p.looksLikeTuplePattern():
			pat := p.pattern()
			out = append(out, binder{name: p.freshName(), explicit: true, pat: &pat})
		case p.is("("):
			out = append(out, p.binders()...)
		case p.is("{") || p.is("["):
			p.binders()
		case p.is(":") && len(out) > 0:
			// fun x y : T => e types the binders before it
			p.next()
			saved := p.stopCol
			p.stopCol = -1
			ty := typeOf(p.term(0))
			p.stopCol = saved
			for i := range out {
				if out[i].typ == nil && out[i].pat == nil {
					out[i].typ = ty
				}
			}
		default:
			p.fail(t, "expected a binder, found "+describe(t))
		}
	}
	return out
}

// looksLikeTuplePattern: (a, b) rather than (x : T).
func (p *parser) looksLikeTuplePattern() bool {
	depth := 0
	for k := 0; k < 64; k++ {
		t := p.peek(k)
		switch {
		case t.kind == tEOF:
			return false
		case t.text == "(" || t.text == "⟨" || t.text == "[":
			depth++
		case t.text == ")" || t.text == "⟩" || t.text == "]":
			depth--
			if depth == 0 {
				return false
			}
		case t.text == "," && depth == 1:
			return true
		case t.text == ":" && depth == 1:
			return false
		}
	}
	return false
}

// CodeBinderDefault: a theorem's binder with a default value, (x := e),
// which Lean reads as an argument, not a let.
const CodeBinderDefault = "binder-default"

func (p *parser) freshName() string {
	p.fresh++
	return fmt.Sprintf("$p%d", p.fresh)
}

func (p *parser) lambda() ir.Expr {
	start := p.next()
	if p.is("|") {
		return p.matchArms(start, 1, nil)
	}
	bs := p.lambdaBinders()
	if !p.accept("↦") {
		p.expect("=>")
	}
	var names []string
	for _, b := range bs {
		names = append(names, b.name)
		if b.pat != nil {
			names = append(names, patVars(*b.pat)...)
		}
	}
	p.push(names...)
	body := p.term(0)
	p.pop()
	// Destructuring binders become a match on the fresh parameter.
	for i := len(bs) - 1; i >= 0; i-- {
		if bs[i].pat != nil {
			body = &ir.Match{Node: p.node(start), X: &ir.Ident{Node: p.node(start), Name: bs[i].name},
				Cases: []ir.Case{{Pat: *bs[i].pat, Body: body}}}
		}
	}
	params := make([]ir.Binder, len(bs))
	for i, b := range bs {
		params[i] = ir.Binder{Name: b.name, Type: b.typ, R: b.r}
	}
	return &ir.Lambda{Node: p.node(start), Params: params, Body: body}
}

// quantifier parses ∀/∃ with binders, typed binders, bounded forms
// (∀ x ∈ xs, P; ∀ i < n, P) and the dependent arrow (∀ i, (h : i < n) → P).
func (p *parser) quantifier() ir.Expr {
	if p.is("∃") && p.peek(1).text == "!" && p.peek(1).pos.Offset == p.tok().end.Offset {
		return p.existsUnique()
	}
	start := p.next()
	return p.quantifierFrom(start, start.text == "∀" || start.text == "forall")
}

// finBound is n of a type written Fin n (its values are 0 … n-1), or nil.
func finBound(t ir.Expr) ir.Expr {
	if c, ok := t.(*ir.Call); ok && len(c.Args) == 1 {
		if id, ok := c.Fn.(*ir.Ident); ok && id.Name == "Fin" {
			return c.Args[0]
		}
	}
	return nil
}

// quantifierFrom reads a quantifier's binders and body after its symbol.
func (p *parser) quantifierFrom(start token, forall bool) ir.Expr {
	var vars []ir.Binder
	var guards []ir.Expr
	for !p.is(",") && p.tok().kind != tEOF {
		switch {
		case p.tok().kind == tIdent || p.is("_"):
			t := p.next()
			vars = append(vars, ir.Binder{Name: t.text, R: ir.Range{Start: t.pos, End: t.end}})
		case p.is("("):
			for _, b := range p.binders() {
				if len(vars) > 0 && b.typeExpr != nil && (b.typ == nil || b.typ.Kind == ir.KUnknown || b.typ.Kind == ir.KBool) && p.isProp(b.typeExpr) {
					// ∀ i (h : i < n), P is ∀ i, i < n → P: h names a proof.
					guards = append(guards, b.typeExpr)
					continue
				}
				vars = append(vars, ir.Binder{Name: b.name, Type: b.typ, R: b.r})
				if bound := finBound(b.typeExpr); bound != nil {
					guards = append(guards, &ir.Binary{Node: p.node(start), Op: ir.OpLt, X: &ir.Ident{Node: p.node(start), Name: b.name}, Y: bound})
				}
			}
		case p.is("{") || p.is("[") || p.is("⦃"):
			p.binders()
		case p.is(":"):
			// ∃ f : A → B, P: the type runs to the comma.
			p.next()
			te := p.term(0)
			ty := typeOf(te)
			bound := finBound(te)
			for i := range vars {
				if vars[i].Type == nil {
					vars[i].Type = ty
					if bound != nil {
						// ∀ j : Fin n, P ranges over 0 … n-1.
						guards = append(guards, &ir.Binary{Node: p.node(start), Op: ir.OpLt, X: &ir.Ident{Node: p.node(start), Name: vars[i].Name}, Y: bound})
					}
				}
			}
		default:
			// binder predicate: ∀ x ∈ s, ∀ i < n, ∃ x ≥ 2, …
			op := p.next()
			in, ok := infixes[op.text]
			if !ok || !(in.op.IsComparison() || in.op == ir.OpIn || in.op == ir.OpNotIn) {
				p.fail(op, "expected ',' after the bound variables")
			}
			names := make([]string, len(vars))
			for i, v := range vars {
				names[i] = v.Name
			}
			p.push(names...)
			bound := p.term(precRel + 1)
			p.pop()
			for _, v := range vars {
				guards = append(guards, &ir.Binary{Node: p.node(start), Op: in.op, X: &ir.Ident{Node: p.node(start), Name: v.Name}, Y: bound})
			}
		}
	}
	p.expect(",")
	names := make([]string, len(vars))
	for i, v := range vars {
		names[i] = v.Name
		// Lean infers an unannotated variable's type from its use; compared
		// with a Nat it is a Nat (the evaluator applies this when the bound
		// it is compared with is unsigned).
		vars[i].NatIfUnsigned = v.Type == nil
	}
	p.push(names...)
	body := p.term(0)
	p.pop()
	for i := len(guards) - 1; i >= 0; i-- {
		if forall {
			body = &ir.Binary{Node: p.node(start), Op: ir.OpImplies, X: guards[i], Y: body}
		} else {
			body = &ir.Binary{Node: p.node(start), Op: ir.OpAnd, X: guards[i], Y: body}
		}
	}
	return &ir.Quant{Node: p.node(start), Forall: forall, Vars: vars, Body: body}
}

// letTerm parses let x := e; body (or a newline instead of ';'), let rec
// f (x : T) : R := e, and have h : P := proof.
func (p *parser) letTerm() ir.Expr {
	start := p.next()
	if start.text == "have" {
		// have h : P := proof; body — the proof is irrelevant to evaluation,
		// and is skipped (balanced, up to the body's line) rather than read.
		p.termUntil(":=")
		p.expect(":=")
		saved := p.stopCol
		p.stopCol = start.pos.Col
		if p.is("by") {
			p.byBlock()
		} else {
			p.skipProofTerm()
		}
		p.stopCol = saved
		p.accept(";")
		return p.term(0)
	}
	rec := p.accept("rec")
	var pat *ir.Pattern
	var name token
	if p.is("⟨") || p.is("(") && p.looksLikeTuplePattern() {
		pt := p.pattern()
		pat = &pt
		name = token{text: p.freshName()}
	} else {
		name = p.next()
		if name.kind != tIdent {
			p.fail(name, "expected a name after let")
		}
	}
	bs := p.binders()
	var letType *ir.Type
	if p.accept(":") {
		saved := p.stopCol
		p.stopCol = -1
		from := p.i
		p.termUntil2(":=", "|")
		p.stopCol = saved
		if len(bs) == 0 {
			letType = ParseType(p.src[p.toks[from].pos.Offset:p.tok().pos.Offset])
		}
	}
	saved := p.stopCol
	p.stopCol = start.pos.Col
	var params []ir.Binder
	var names []string
	for _, b := range bs {
		if b.explicit {
			params = append(params, ir.Binder{Name: b.name, Type: b.typ, R: b.r})
			names = append(names, b.name)
		}
	}
	var val ir.Expr
	if rec {
		p.bind(name.text)
	}
	p.push(names...)
	switch {
	case p.accept(":="):
		val = p.term(0)
	case p.is("|"):
		n := len(params)
		if n == 0 && letType != nil {
			n = arrows(letType) // let f : A → B | pats => e
		}
		val = p.matchArms(start, n, nil)
	default:
		p.fail(*p.tok(), "expected ':=' in let")
	}
	p.pop()
	if len(params) > 0 && !(rec && p.is("|")) {
		val = &ir.Lambda{Node: p.node(start), Params: params, Body: val}
	}
	// termination_by / decreasing_by of a let rec end where the let's body
	// begins: the next line at or left of the let's column.
	for p.is("termination_by") || p.is("decreasing_by") {
		p.next()
		for !(p.tok().kind == tEOF || p.tok().nl && p.tok().pos.Col <= start.pos.Col) {
			p.next()
		}
	}
	p.stopCol = saved
	p.accept(";")
	p.accept("in")
	p.bind(name.text)
	if pat != nil {
		for _, v := range patVars(*pat) {
			p.bind(v)
		}
	}
	body := p.term(0)
	if pat != nil {
		body = &ir.Match{Node: p.node(start), X: &ir.Ident{Node: p.node(start), Name: name.text}, Cases: []ir.Case{{Pat: *pat, Body: body}}}
	}
	let := &ir.Let{Node: p.node(start), Names: []string{name.text}, Values: []ir.Expr{val}, Body: body, Rec: rec}
	if letType != nil && letType.Kind != ir.KUnknown && p.letTypes != nil {
		p.letTypes[let] = letType
	}
	return let
}

// termUntil skips a type up to a token.
func (p *parser) termUntil(stop string) {
	depth := 0
	for p.tok().kind != tEOF {
		if depth == 0 && p.is(stop) {
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

func (p *parser) ifTerm() ir.Expr {
	start := p.next()
	if p.is("let") {
		return p.ifLet(start)
	}
	// if h : c then … binds a proof name we do not need.
	if p.tok().kind == tIdent && p.peek(1).text == ":" {
		p.next()
		p.next()
	}
	saved := p.stopCol
	p.stopCol = -1
	cond := p.term(0)
	p.expect("then")
	th := p.term(0)
	p.stopCol = saved
	p.expect("else")
	el := p.term(0)
	return &ir.Ite{Node: p.node(start), Cond: cond, Then: th, Else: el}
}

// matchTerm parses match a, b with | p, q => e | ….
func (p *parser) matchTerm() ir.Expr {
	start := p.next()
	saved := p.stopCol
	p.stopCol = -1
	var scrut []ir.Expr
	for {
		if p.tok().kind == tIdent && p.peek(1).text == ":" { // match h : e with
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
	return p.matchArms(start, 0, scrut)
}

// matchArms parses | pats => e arms. With scrutinees nil it builds a
// function of n arguments (fun | … and definitions by pattern matching).
func (p *parser) matchArms(start token, n int, scrut []ir.Expr) ir.Expr {
	var params []ir.Binder
	if scrut == nil {
		if n == 0 {
			n = 1
		}
		for k := 0; k < n; k++ {
			name := p.freshName()
			params = append(params, ir.Binder{Name: name})
			scrut = append(scrut, &ir.Ident{Node: p.node(start), Name: name})
		}
	}
	var x ir.Expr = scrut[0]
	if len(scrut) > 1 {
		x = &ir.TupleExpr{Node: p.node(start), Elems: scrut}
	}
	m := &ir.Match{X: x}
	firstCol := -1
	for {
		alts, vars, bar, ok := p.matchArm(&firstCol)
		if !ok {
			break
		}
		saved := p.stopCol
		p.stopCol = bar.pos.Col
		p.push(vars...)
		body := p.term(0)
		p.pop()
		p.stopCol = saved
		for _, pat := range alts {
			m.Cases = append(m.Cases, ir.Case{Pat: pat, Body: body})
		}
	}
	m.R = p.rng(start)
	var body ir.Expr = m
	for _, c := range m.Cases {
		if name := opaqueCtor(c.Pat); name != "" {
			body = &ir.Unsupported{Node: p.node(start), Text: p.src[start.pos.Offset:p.toks[max(p.i-1, 0)].end.Offset], Reason: opaqueReason(name)}
			break
		}
	}
	if params != nil {
		return &ir.Lambda{Node: p.node(start), Params: params, Body: body}
	}
	return body
}

// pattern parses a match pattern.
func (p *parser) pattern() ir.Pattern {
	p.enter()
	defer p.leave()
	pt := p.patternAtom()
	switch {
	case p.is("::"):
		p.next()
		rest := p.pattern()
		return ir.Pattern{Cons: true, Args: []ir.Pattern{pt, rest}}
	case p.is("+") && p.peek(1).kind == tNum:
		p.next()
		k, _ := strconv.Atoi(p.next().text)
		return ir.Pattern{Plus: k, Args: []ir.Pattern{pt}}
	}
	return pt
}

func (p *parser) patternAtom() ir.Pattern { return p.patternAt(true) }

// patternAt reads an atomic pattern; app says whether a name there may
// be a constructor applied to the patterns that follow (not inside
// another constructor's arguments: Point.mk a b is not Point.mk (a b)).
func (p *parser) patternAt(app bool) ir.Pattern {
	t := p.next()
	switch t.kind {
	case tNum:
		if err := ir.CheckIntLiteral(t.text); err != nil {
			p.fail(t, err.Error())
		}
		v, ok := new(big.Int).SetString(t.text, 0)
		if !ok {
			p.fail(t, "expected a natural number in a pattern, found "+describe(t))
		}
		return ir.Pattern{Lit: ir.Int{V: v}}
	case tChar:
		return ir.Pattern{Lit: ir.Char([]rune(t.text)[0])}
	case tString:
		return ir.Pattern{Lit: ir.Str(t.text)}
	case tIdent:
		switch t.text {
		case "_":
			return ir.Pattern{Wild: true}
		case "true", "false":
			return ir.Pattern{Lit: ir.Bool(t.text == "true")}
		case "none", "Option.none":
			return ir.Pattern{Ctor: "none"}
		case "some", "Option.some", ".some":
			arg := p.patternAt(false)
			return ir.Pattern{Ctor: "some", Args: []ir.Pattern{arg}}
		}
		// A name applied to patterns is a constructor (mk l r in the
		// namespace of its type); a variable takes no arguments.
		if app && (isCtorName(t.text) || p.patternArgStarts()) {
			return p.ctorPattern(t.text)
		}
		if isCtorName(t.text) {
			return nativeCtor(t.text, nil)
		}
		return ir.Pattern{Var: t.text}
	case tSym:
		switch t.text {
		case "(", "⟨":
			close := ")"
			if t.text == "⟨" {
				close = "⟩"
			}
			var args []ir.Pattern
			for !p.is(close) {
				args = append(args, p.pattern())
				if !p.accept(",") {
					break
				}
			}
			p.expect(close)
			if len(args) == 1 {
				return args[0]
			}
			if close == ")" {
				// (a, b, c) is (a, (b, c)): Prod nests to the right.
				for len(args) > 2 {
					n := len(args)
					args = append(args[:n-2:n-2], ir.Pattern{Tuple: true, Args: []ir.Pattern{args[n-2], args[n-1]}})
				}
			}
			return ir.Pattern{Tuple: true, Args: args}
		case "[", "#[": // #[a, b] matches an array of two elements
			var args []ir.Pattern
			for !p.is("]") {
				args = append(args, p.pattern())
				if !p.accept(",") {
					break
				}
			}
			p.expect("]")
			return ir.Pattern{List: true, Args: args}
		case "-":
			n := p.next()
			if err := ir.CheckIntLiteral(n.text); err != nil {
				p.fail(n, err.Error())
			}
			v, ok := new(big.Int).SetString(n.text, 0)
			if !ok {
				p.fail(n, "expected a number after - in a pattern, found "+describe(n))
			}
			return ir.Pattern{Lit: ir.Int{V: v.Neg(v), Signed: true}}
		case ".":
			n := p.next()
			if !app {
				return nativeCtor(n.text, nil)
			}
			return p.ctorPattern(n.text)
		}
	}
	p.fail(t, "expected a pattern, found "+describe(t))
	return ir.Pattern{}
}

func (p *parser) ctorPattern(name string) ir.Pattern {
	var args []ir.Pattern
	for p.patternArgStarts() {
		args = append(args, p.patternAt(false))
	}
	if pt, ok := p.structPattern(name, args); ok {
		return pt
	}
	return nativeCtor(name, args)
}

// patternArgStarts says whether the current token begins a constructor's
// argument pattern on the same line (not a keyword that follows patterns).
func (p *parser) patternArgStarts() bool {
	t := p.tok()
	if t.nl {
		return false
	}
	switch t.kind {
	case tNum, tChar, tString:
		return true
	case tIdent:
		switch t.text {
		case "in", "with", "then", "else", "do", "from", "at", "if", "fun", "by", "let", "have", "match":
			return false
		}
		return !commands[t.text]
	case tSym:
		return t.text == "(" || t.text == "⟨" || t.text == "[" || t.text == "#[" || t.text == "#v["
	}
	return false
}

// isCtorName: a qualified name in a pattern (Option.some, Sum.inl,
// Tree.node) is a constructor; a pattern variable is never qualified.
func isCtorName(s string) bool {
	return strings.Contains(s, ".")
}

func ctorName(s string) string {
	if i := strings.LastIndex(s, "."); i >= 0 {
		return s[i+1:]
	}
	return s
}

// patVars lists the variables a pattern binds.
func patVars(pt ir.Pattern) []string {
	var out []string
	if pt.Var != "" {
		out = append(out, pt.Var)
	}
	for _, a := range pt.Args {
		out = append(out, patVars(a)...)
	}
	return out
}

// arrowParts splits a curried function type into its argument types
// and its final result.
func arrowParts(t *ir.Type) (doms []*ir.Type, cod *ir.Type) {
	for t != nil && t.Kind == ir.KFunc {
		doms = append(doms, t.Args...)
		t = t.Result
	}
	return doms, t
}

// arrows counts the arguments of a function type.
func arrows(t *ir.Type) int {
	n := 0
	for t != nil && t.Kind == ir.KFunc {
		n += len(t.Args)
		t = t.Result
	}
	return n
}

// namespaces says where dot notation looks for a function on a value:
// xs.f is List.f xs for a list, Array.f for an array, and so on.
func namespaces(v ir.Value) []string {
	switch x := v.(type) {
	case ir.Seq:
		if x.Str {
			return nsString
		}
		return nsList
	case ir.Array:
		return nsArray
	case ir.Int:
		if x.Signed {
			return nsInt
		}
		return nsNatInt
	case ir.Char:
		return nsChar
	case ir.Datatype:
		return nsOption
	case ir.Tuple:
		return nsProd
	}
	return nil
}

// ---- types ----

// typeOf reads a type written as a term.
func typeOf(e ir.Expr) *ir.Type {
	switch x := e.(type) {
	case *ir.Ident:
		switch x.Name {
		case "Nat", "ℕ":
			return ir.TypeNat
		case "Int", "ℤ":
			return ir.TypeInt
		case "Bool", "Prop":
			return ir.TypeBool
		case "Char":
			return ir.TypeChar
		case "String":
			return ir.TypeString
		case "Float":
			return &ir.Type{Kind: ir.KFloat, Name: x.Name}
		case "Rat", "ℚ":
			return &ir.Type{Kind: ir.KReal, Name: "Rat"}
		case "Real", "ℝ":
			return &ir.Type{Kind: ir.KUnknown, Name: x.Name}
		}
		if bits, ok := uintBits[x.Name]; ok {
			return &ir.Type{Kind: ir.KBitvector, Bits: bits, Name: x.Name}
		}
		return &ir.Type{Kind: ir.KDatatype, Name: x.Name}
	case *ir.Call:
		if id, ok := x.Fn.(*ir.Ident); ok && len(x.Args) >= 1 {
			arg := typeOf(x.Args[0])
			switch id.Name {
			case "List":
				return &ir.Type{Kind: ir.KSeq, Elem: arg}
			case "Array":
				return &ir.Type{Kind: ir.KArray, Elem: arg, Dims: 1}
			case "Vector", "Mathlib.Vector":
				// Vector α n: an array of size n (vector.go).
				if len(x.Args) == 2 {
					return &ir.Type{Kind: ir.KArray, Elem: arg, Dims: 1, Name: "Vector"}
				}
			case "Option":
				return &ir.Type{Kind: ir.KDatatype, Name: "Option", Args: []*ir.Type{arg}}
			case "Fin":
				return ir.TypeNat
			case "Prod":
				if len(x.Args) == 2 { // Prod α β is α × β
					return &ir.Type{Kind: ir.KTuple, Args: []*ir.Type{arg, typeOf(x.Args[1])}}
				}
			}
		}
	case *ir.Binary:
		if x.Op == ir.OpImplies {
			return &ir.Type{Kind: ir.KFunc, Args: []*ir.Type{typeOf(x.X)}, Result: typeOf(x.Y)}
		}
		if x.Op == ir.OpMul { // α × β
			return &ir.Type{Kind: ir.KTuple, Args: []*ir.Type{typeOf(x.X), typeOf(x.Y)}}
		}
	case *ir.TupleExpr:
		if len(x.Elems) == 1 {
			return typeOf(x.Elems[0])
		}
	}
	return ir.TypeUnknown
}

// matchArm reads the head of one match arm, `| p1, p2 | q =>`: its
// alternatives (several patterns of one alternative make a tuple), the
// variables they bind and its bar. Lean checks arms against the first one
// only (matchAlts saves its position): arms at column 1 are fine, and an
// arm left of the first one belongs to an enclosing match; ok is false
// there and when no arm follows.
func (p *parser) matchArm(firstCol *int) (alts []ir.Pattern, vars []string, bar token, ok bool) {
	if !p.is("|") {
		return nil, nil, bar, false
	}
	if t := p.tok(); *firstCol >= 0 && t.nl && t.pos.Col < *firstCol {
		return nil, nil, bar, false
	}
	bar = p.next()
	if *firstCol < 0 {
		*firstCol = bar.pos.Col
	}
	for {
		var pats []ir.Pattern
		for {
			pats = append(pats, p.pattern())
			if !p.accept(",") {
				break
			}
		}
		pat := pats[0]
		if len(pats) > 1 {
			pat = ir.Pattern{Tuple: true, Args: pats}
		}
		alts = append(alts, pat)
		if !p.accept("|") {
			break
		}
	}
	p.expect("=>")
	for _, pt := range alts {
		vars = append(vars, patVars(pt)...)
	}
	return alts, vars, bar, true
}
