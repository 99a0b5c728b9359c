package dafny

import (
	"fmt"
	"maps"
	"math/big"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// maxDepth bounds expression nesting so that hostile input (10 000 nested
// parentheses, or a + a + … 150 000 times) ends in a diagnostic, not a
// stack overflow: the limit all three front ends share.
const maxDepth = ir.MaxNesting

type parser struct {
	toks     []token
	i        int
	src      string
	comments []comment
	problems []ir.Problem
	depth    int
	// autocontracts: the class being read is {:autocontracts}; its
	// members get the clauses Dafny adds (autoContracts).
	autocontracts bool
	// measuring says an expression being parsed will be measured whole
	// (TooDeep) when it ends, so the ones inside it need not be.
	measuring bool
	// card counts the |…| being read: inside one, | closes it and is not
	// a bitwise or.
	card int
	mod  *ir.Module
	// abstract are the types declared without a definition (type T in an
	// abstract module): its contracts take them as type parameters.
	abstract map[string]bool
	// lastDocEnd is the offset up to which comments were already used.
	usedComments int
	// results are the out-parameters of the method whose body is read.
	results []ir.Param
	// methods and lemmas name the file's methods and lemmas (for calls).
	methods, lemmas map[string]bool
	// inLambdaSpec: reading a lambda's requires/reads, where a name
	// followed by => ends the clause.
	inLambdaSpec bool
	// modules are the enclosing modules' names (innermost last); a
	// function is also registered as "M.f" for calls written M.f(…).
	modules []string
	// owner is the datatype whose members are being read (nil outside
	// one); static says the member being read has no this.
	owner  *ir.Type
	static bool
	// semiOK: a ';' after an expression starts the next one (L(x); e),
	// as in a function body; not in a let's value or an assertion,
	// where the ';' ends the expression (Dafny's allowSemi).
	semiOK bool
	// fields collects the fields of the class being read (nil outside
	// a class).
	fields *[]ir.Param
	// inDomain: reading the collection of x <- C, where | starts the
	// range (not a bitwise or).
	inDomain bool
}

// bail aborts the current declaration after a syntax error.
type bail struct{}

func (p *parser) tok() token { return p.toks[p.i] }

func (p *parser) peek(k int) token {
	if p.i+k < len(p.toks) {
		return p.toks[p.i+k]
	}
	return p.toks[len(p.toks)-1]
}

func (p *parser) next() token {
	t := p.toks[p.i]
	if p.i < len(p.toks)-1 {
		p.i++
	}
	return t
}

func (p *parser) is(text string) bool {
	t := &p.toks[p.i]
	return (t.kind == tOp || t.kind == tIdent) && t.text == text
}

func (p *parser) isOp(text string) bool {
	t := &p.toks[p.i]
	return t.kind == tOp && t.text == text
}

func (p *parser) accept(text string) bool {
	if p.is(text) {
		p.next()
		return true
	}
	return false
}

func (p *parser) expect(text string) token {
	if !p.is(text) {
		p.fail(p.tok(), fmt.Sprintf("expected %q, found %s", text, describe(p.tok())))
	}
	return p.next()
}

func describe(t token) string {
	switch t.kind {
	case tEOF:
		return "end of file"
	case tString:
		return "a string"
	case tChar:
		return "a character"
	}
	return fmt.Sprintf("%q", t.text)
}

func (p *parser) fail(t token, msg string) {
	p.errorAt(ir.Range{Start: t.pos, End: t.end}, msg)
	panic(bail{})
}

// literalTooLarge reports a literal CheckIntLiteral refused; the literal
// stays in the tree (printed as written) but is not evaluated.
func (p *parser) literalTooLarge(t token, n ir.Node, err error) ir.Expr {
	if len(p.problems) < maxProblems {
		p.problems = append(p.problems, ir.IntLiteralProblem(n.R, err))
	}
	return &ir.Unsupported{Node: n, Text: t.text, Reason: err.Error()}
}

func (p *parser) errorAt(r ir.Range, msg string) {
	if len(p.problems) < maxProblems {
		p.problems = append(p.problems, ir.Problem{R: r, Severity: ir.SevError, Code: "syntax", Message: msg})
	}
}

func (p *parser) rng(start token) ir.Range {
	end := p.toks[max(p.i-1, 0)].end
	if end.Offset < start.pos.Offset {
		end = start.end
	}
	return ir.Range{Start: start.pos, End: end}
}

// ParseFile parses a Dafny file into a module. It never fails: syntax errors
// become problems and parsing resumes at the next declaration.
func ParseFile(path, src string) *ir.Module {
	l := lex(src)
	p := &parser{toks: l.toks, src: src, comments: l.comments, problems: l.problems,
		methods: map[string]bool{}, lemmas: map[string]bool{}}
	p.mod = &ir.Module{
		Path: path, Lang: "dafny", Source: src,
		Funcs: map[string]*ir.Function{}, Consts: map[string]ir.Expr{}, Lib: Library(),
		Impls: map[string]*ir.Impl{},
	}
	p.decls(false)
	// Calls are told from assignments once every method is known.
	for _, c := range p.mod.Contracts {
		if c.Impl != nil {
			c.Impl.Body = p.fixCalls(c.Impl.Body)
		}
	}
	fixPatterns(p.mod)
	fpFuncs(p.mod, src)
	p.abstractTypes()
	p.mod.Problems = p.problems
	p.mod.SetVocab(Vocab)
	return p.mod
}

// abstractTypes makes the abstract types a contract's signature names its
// type parameters (Contract.Abstract says which): like a type parameter,
// an abstract module's type is any type its refinements choose.
func (p *parser) abstractTypes() {
	if len(p.abstract) == 0 {
		return
	}
	names := map[string]bool{}
	for n := range p.abstract {
		if _, defined := p.mod.Types[n]; !defined {
			names[n] = true
		}
	}
	for _, c := range p.mod.Contracts {
		for _, prm := range append(append([]ir.Param(nil), c.Params...), c.Results...) {
			left := maps.Clone(names)
			for range maxAbstractTypes {
				t, _ := resolve(p.mod.Types, prm.Type, 0) // type CodeUnitSeq = seq<CodeUnit>
				n := t.Mentions(left)
				if n == "" {
					break
				}
				delete(left, n)
				if !slices.Contains(c.TypeParams, n) {
					c.TypeParams = append(c.TypeParams, n)
					c.Abstract = append(c.Abstract, n)
				}
			}
		}
	}
}

// maxAbstractTypes bounds the abstract types one parameter's type adds.
const maxAbstractTypes = 8

// ParseExpr parses a single Dafny expression.
func ParseExpr(src string) (ir.Expr, []ir.Problem) {
	l := lex(src)
	p := &parser{toks: l.toks, src: src, problems: l.problems}
	var e ir.Expr
	func() {
		defer p.recoverBail()
		e = p.expr()
		if p.tok().kind != tEOF {
			p.fail(p.tok(), "unexpected "+describe(p.tok())+" after expression")
		}
	}()
	if len(p.problems) > 0 {
		return nil, p.problems
	}
	return e, nil
}

func (p *parser) recoverBail() {
	if r := recover(); r != nil {
		if _, ok := r.(bail); !ok {
			panic(r)
		}
	}
}

var declKeywords = map[string]bool{
	"method": true, "function": true, "predicate": true, "lemma": true, "constructor": true,
	"module": true, "class": true, "trait": true, "datatype": true, "codatatype": true,
	"type": true, "const": true, "import": true, "include": true, "iterator": true,
	"newtype": true, "ghost": true, "static": true, "twostate": true, "least": true,
	"greatest": true, "inductive": true, "copredicate": true, "colemma": true, "opaque": true,
	"abstract": true, "var": true, "export": true,
}

// reserved words that cannot be names in expressions.
var reserved = map[string]bool{
	"method": true, "function": true, "predicate": true, "lemma": true, "constructor": true,
	"module": true, "class": true, "trait": true, "datatype": true, "codatatype": true,
	"import": true, "include": true, "iterator": true, "newtype": true, "ghost": true,
	"static": true, "twostate": true, "requires": true, "ensures": true, "modifies": true,
	"reads": true, "decreases": true, "returns": true, "then": true, "else": true,
	"case": true, "const": true, "type": true,
}

// decls parses declarations until EOF (or a closing brace when nested).
func (p *parser) decls(nested bool) {
	for p.tok().kind != tEOF {
		if nested && p.isOp("}") {
			return
		}
		start := p.i
		p.depth, p.measuring = 0, false // a bail above left them anywhere
		func() {
			defer func() {
				if r := recover(); r != nil {
					if _, ok := r.(bail); !ok {
						panic(r)
					}
					p.syncDecl()
				}
			}()
			p.decl()
		}()
		if p.i == start { // no progress: skip a token
			if p.tok().kind != tBad {
				p.errorAt(ir.Range{Start: p.tok().pos, End: p.tok().end}, "unexpected "+describe(p.tok()))
			}
			p.next()
			p.syncDecl()
		}
	}
}

// syncDecl skips to the next token that can start a declaration.
func (p *parser) syncDecl() {
	for p.tok().kind != tEOF {
		t := p.tok()
		if t.kind == tIdent && declKeywords[t.text] && t.text != "var" {
			return
		}
		p.next()
	}
}

func (p *parser) decl() {
	docStart := p.tok()
	ghost, abstract := false, false
	p.static = false
	for {
		switch {
		case p.accept("ghost"):
			ghost = true
			continue
		case p.accept("static"):
			p.static = true
			continue
		case p.accept("abstract"):
			abstract = true
			continue
		case p.accept("opaque"), p.accept("twostate"),
			p.accept("least"), p.accept("greatest"), p.accept("inductive"):
			continue
		}
		break
	}
	_ = ghost
	t := p.tok()
	if t.kind != tIdent {
		p.fail(t, "expected a declaration, found "+describe(t))
	}
	switch t.text {
	case "include":
		p.next()
		if t := p.tok(); t.kind == tString {
			p.next()
			p.mod.Includes = append(p.mod.Includes, ir.Include{Path: t.text, R: ir.Range{Start: t.pos, End: t.end}})
		}
	case "import":
		p.next()
		p.accept("opened")
		name := p.qualifiedName()
		p.exportSuffix()
		switch {
		case p.accept("="):
			// import X = A.B: X.f is B's f.
			if target := lastName(p.qualifiedName()); target != name {
				if p.mod.ModuleAliases == nil {
					p.mod.ModuleAliases = map[string]string{}
				}
				p.mod.ModuleAliases[name] = target
			}
			p.exportSuffix()
		case p.accept(":"):
			// import X : A is abstract: X's functions are whatever a
			// refinement gives them, so X.f stays unknown.
			p.qualifiedName()
			p.exportSuffix()
		}
	case "module":
		p.next()
		p.attributes() // module {:options "…"} M
		name := p.qualifiedName()
		for p.isOp(":") || p.is("refines") {
			refines := p.is("refines")
			p.next()
			if base := p.qualifiedName(); refines {
				if p.mod.Refines == nil {
					p.mod.Refines = map[string]string{}
				}
				p.mod.Refines[lastName(name)] = lastName(base)
			}
		}
		p.expect("{")
		p.mod.Modules++
		if abstract {
			p.mod.AbstractModules = append(p.mod.AbstractModules, lastName(name))
		}
		p.modules = append(p.modules, lastName(name))
		defer func() { p.modules = p.modules[:len(p.modules)-1] }()
		p.decls(true)
		p.expect("}")
	case "class", "trait":
		kw := p.next()
		auto := p.attributesNamed()["autocontracts"]
		name := p.next()
		owner := &ir.Type{Kind: ir.KDatatype, Name: name.text}
		for _, tp := range p.typeParams() {
			owner.Args = append(owner.Args, &ir.Type{Kind: ir.KTypeParam, Name: tp})
		}
		p.accept("...") // class C ... { } in a refining module
		if p.accept("extends") {
			p.typ()
			for p.accept(",") {
				p.typ()
			}
		}
		p.expect("{")
		saved, savedFields, savedAuto := p.owner, p.fields, p.autocontracts
		p.owner, p.fields, p.autocontracts = nil, nil, auto && kw.text == "class"
		if kw.text == "class" {
			// An object is read as a record of its fields plus an
			// identity, so two objects are equal only when they are the
			// same object (see classCtor).
			p.owner = owner
			p.fields = &[]ir.Param{{Name: objectID, Type: ir.TypeInt}}
		}
		p.decls(true)
		if p.fields != nil {
			p.mod.Funcs[name.text] = &ir.Function{Name: name.text, Params: *p.fields, Ctor: true, Result: owner, R: p.rng(name)}
		}
		p.owner, p.fields, p.autocontracts = saved, savedFields, savedAuto
		p.expect("}")
	case "datatype", "codatatype":
		p.datatype()
	case "type", "newtype":
		p.next()
		p.attributes()
		name := p.next()
		if p.isOp("(") { // characteristics: type T(==), type U(0)
			p.skipBalanced("(", ")")
		}
		params := p.typeParams()
		if p.accept("=") {
			p.typeDef(name.text, params)
		} else if len(params) == 0 && !p.isOp("{") {
			if p.abstract == nil {
				p.abstract = map[string]bool{}
			}
			p.abstract[name.text] = true
		}
	case "const":
		p.next()
		p.attributes()
		name := p.next()
		var t *ir.Type
		if p.accept(":") {
			t = p.typ()
		}
		p.accept("...") // const c ... := e in a refining module
		if p.accept(":=") {
			e := p.expr()
			if t.IsBitvector() {
				// the declared type gives a literal its width
				e = &ir.Let{Node: ir.Node{R: e.Span()}, Names: []string{"$c"}, Types: []*ir.Type{t}, Values: []ir.Expr{e}, Body: &ir.Ident{Node: ir.Node{R: e.Span()}, Name: "$c"}}
			}
			switch {
			case p.owner != nil && !p.static:
				// A datatype's const member: a function of this.
				f := &ir.Function{Name: p.owner.Name + "." + name.text, Body: e, R: p.rng(docStart),
					Params: []ir.Param{{Name: ir.ThisName, Type: p.owner}}}
				p.mod.Funcs[f.Name] = f
			case p.owner != nil:
				p.mod.Funcs[p.owner.Name+"."+name.text] = &ir.Function{Name: name.text, Body: e, R: p.rng(docStart)}
			default:
				p.mod.Consts[name.text] = e
				if n := len(p.modules); n > 0 {
					p.mod.Funcs[p.modules[n-1]+"."+name.text] = &ir.Function{Name: name.text, Body: e, R: p.rng(docStart)}
				}
			}
		} else if p.fields != nil && !p.static {
			// const f: T in a class, set by its constructor: a field.
			*p.fields = append(*p.fields, ir.Param{Name: name.text, Type: t, R: ir.Range{Start: name.pos, End: name.end}})
		}
	case "var":
		p.next()
		p.attributes()
		var names []token
		for {
			names = append(names, p.next())
			if !p.accept(",") {
				break
			}
		}
		var t *ir.Type
		if p.accept(":") {
			t = p.typ()
		}
		if p.fields != nil && !p.static {
			for _, n := range names {
				*p.fields = append(*p.fields, ir.Param{Name: n.text, Type: t, R: ir.Range{Start: n.pos, End: n.end}})
			}
		}
		p.accept(";")
	case "method", "lemma", "constructor", "function", "predicate", "copredicate", "colemma", "iterator":
		p.member(docStart)
	case "export":
		// export E provides A, B reveals C extends D: what a module
		// shows; nothing to analyse. It runs to the next declaration.
		p.next()
		for p.tok().kind != tEOF && !p.isOp("}") && !(p.tok().kind == tIdent && declKeywords[p.tok().text] && p.tok().text != "export") {
			p.next()
		}
	default:
		p.fail(t, "expected a declaration, found "+describe(t))
	}
}

// exportSuffix skips the export set an import names (the reference
// manual's ModuleExportSuffix): import A`E or import A`{E, F}. Which
// declarations an export set shows is not read: calls still resolve to
// the module's functions.
func (p *parser) exportSuffix() {
	if !p.accept("`") {
		return
	}
	if p.isOp("{") {
		p.skipBalanced("{", "}")
		return
	}
	if t := p.next(); t.kind != tIdent && t.kind != tInt {
		p.fail(t, "expected an export set name after `, found "+describe(t))
	}
}

func (p *parser) qualifiedName() string {
	t := p.tok()
	if t.kind != tIdent {
		p.fail(t, "expected a name, found "+describe(t))
	}
	p.next()
	name := t.text
	for p.isOp(".") && p.peek(1).kind == tIdent {
		p.next()
		name += "." + p.next().text
	}
	return name
}

// attributes skips {:name args} attributes.
func (p *parser) attributes() { p.attributesNamed() }

// attributesNamed skips {:name args} attributes and gives their names.
func (p *parser) attributesNamed() map[string]bool {
	names := map[string]bool{}
	for p.isOp("{") && p.peek(1).kind == tOp && p.peek(1).text == ":" {
		if n := p.peek(2); n.kind == tIdent {
			names[n.text] = true
		}
		p.skipBalanced("{", "}")
	}
	return names
}

// skipBalanced skips from an opening token to its matching closer.
func (p *parser) skipBalanced(open, close string) {
	start := p.tok()
	depth := 0
	for p.tok().kind != tEOF {
		t := p.next()
		if t.kind != tOp {
			continue
		}
		switch t.text {
		case open:
			depth++
		case close:
			depth--
			if depth == 0 {
				return
			}
		}
	}
	p.fail(start, "unbalanced "+open)
}

func (p *parser) typeParams() []string {
	var names []string
	if !p.isOp("<") && !p.isOp("<-") {
		return nil
	}
	// <-T (a contravariant first parameter) lexes as "<-" then T: the
	// variance mark is skipped like the others.
	p.next()
	for !p.isOp(">") && p.tok().kind != tEOF {
		if p.isOp("+") || p.isOp("-") || p.isOp("!") || p.isOp("*") || p.isOp("=") {
			p.next()
			continue
		}
		t := p.tok()
		if t.kind == tIdent {
			names = append(names, t.text)
			p.next()
			if p.isOp("(") { // characteristics: (0), (==), (!new), (00)
				p.skipBalanced("(", ")")
			}
			if p.accept(":") { // Dafny 4 type bounds
				p.typ()
			}
			if !p.accept(",") && !p.isOp(">") {
				p.fail(p.tok(), "expected ',' or '>' in type parameters")
			}
			continue
		}
		p.fail(t, "expected a type parameter, found "+describe(t))
	}
	p.expect(">")
	return names
}

func (p *parser) skipTypeDef() {
	// type X = T or newtype X = x: int | pred: skip to the next declaration.
	// A closing } ends it too: the enclosing module's or class's.
	for p.tok().kind != tEOF {
		t := p.tok()
		// "ghost witness e" is the type's witness, not a ghost declaration.
		ghostWitness := t.text == "ghost" && p.peek(1).kind == tIdent && p.peek(1).text == "witness"
		if t.kind == tIdent && declKeywords[t.text] && t.text != "var" && !ghostWitness || p.isOp("}") {
			return
		}
		if p.isOp("{") {
			p.skipBalanced("{", "}")
			continue
		}
		p.next()
	}
}

func (p *parser) datatype() {
	p.next()
	p.attributes()
	dt := p.next() // name
	// The constructors' result names the datatype and its type
	// parameters, for generators that build its values.
	res := &ir.Type{Kind: ir.KDatatype, Name: dt.text}
	for _, tp := range p.typeParams() {
		res.Args = append(res.Args, &ir.Type{Kind: ir.KTypeParam, Name: tp})
	}
	p.expect("=")
	p.accept("...") // datatype D = ... | E in a refining module adds constructors
	p.accept("|")
	for {
		p.attributes()
		name := p.tok()
		if name.kind != tIdent {
			p.fail(name, "expected a constructor, found "+describe(name))
		}
		p.next()
		var params []ir.Param
		if p.isOp("(") {
			params = p.formals()
		}
		ctor := name.text
		fields := params
		f := ctorFunction(ctor, fields, p.rng(name))
		f.Result = res
		p.mod.Funcs[ctor] = f
		if p.mod.Ctors == nil {
			p.mod.Ctors = map[string]*ir.Function{}
		}
		p.mod.Ctors[ctor] = f
		// D.C too: datatypes may share a constructor name (End), and
		// each keeps its own for generators (Module.Constructors).
		p.mod.Ctors[res.Name+"."+ctor] = f
		if !p.accept("|") {
			break
		}
	}
	if p.isOp("{") { // members
		p.next()
		saved := p.owner
		p.owner = res
		p.decls(true)
		p.owner = saved
		p.expect("}")
	}
}

// objectID names the field that gives a class's object its identity.
const objectID = ir.ObjectID

// lastName is the last segment of a qualified name (A.B.C → C).
func lastName(n string) string { return ir.LastSegment(n) }

// ctorFunction makes a constructor callable: it builds a datatype value.
func ctorFunction(name string, params []ir.Param, r ir.Range) *ir.Function {
	return &ir.Function{Name: name, Params: params, Ctor: true, R: r}
}

// formals parses (x: T, ghost y: U).
func (p *parser) formals() []ir.Param {
	p.expect("(")
	var out []ir.Param
	for !p.isOp(")") {
		ghost := false
		for p.accept("ghost") || p.accept("new") || p.accept("nameonly") || p.accept("older") {
			ghost = true
		}
		t := p.tok()
		at := p.i
		// A datatype constructor's formal may be named by digits
		// (C(0: int, 1: int)): its destructor is d.0.
		digits := t.kind == tInt && p.peek(1).kind == tOp && p.peek(1).text == ":"
		if t.kind != tIdent && !digits && !p.isOp("(") {
			p.fail(t, "expected a parameter name, found "+describe(t))
		}
		p.next()
		prm := ir.Param{Name: t.text, Ghost: ghost, R: ir.Range{Start: t.pos, End: t.end}}
		if (t.kind == tIdent || digits) && p.accept(":") {
			prm.Type = p.typ()
		} else {
			// A datatype constructor's formals may be bare types, any
			// type: Cons(T, List<T>), Node(seq<int>), Pair((int, int)).
			p.i = at
			prm.Type = p.typ()
			prm.Name = fmt.Sprintf("_%d", len(out))
		}
		if p.accept(":=") { // default value
			prm.Default = p.expr()
		}
		out = append(out, prm)
		if !p.accept(",") {
			break
		}
	}
	p.expect(")")
	return out
}

func namedType(name string, args []*ir.Type) *ir.Type {
	switch name {
	case "int":
		return ir.TypeInt
	case "nat":
		return ir.TypeNat
	case "bool":
		return ir.TypeBool
	case "char":
		return ir.TypeChar
	case "real":
		return ir.TypeReal
	case "string":
		return ir.TypeString
	case "ORDINAL":
		return ir.TypeNat
	case "fp32":
		return fpType(32)
	case "fp64":
		return fpType(64)
	}
	one := func() *ir.Type {
		if len(args) > 0 {
			return args[0]
		}
		// seq without <…> in a signature: Dafny adds a type parameter.
		return &ir.Type{Kind: ir.KTypeParam, Name: implicitTypeParam}
	}
	switch strings.TrimSuffix(name, "?") {
	case "seq":
		return &ir.Type{Kind: ir.KSeq, Elem: one()}
	case "set", "iset":
		return &ir.Type{Kind: ir.KSet, Elem: one()}
	case "multiset":
		return &ir.Type{Kind: ir.KMultiset, Elem: one()}
	case "map", "imap":
		t := &ir.Type{Kind: ir.KMap, Key: one(), Elem: ir.TypeUnknown}
		if len(args) > 1 {
			t.Elem = args[1]
		}
		return t
	case "array":
		return &ir.Type{Kind: ir.KArray, Elem: one(), Dims: 1}
	}
	if n := strings.TrimSuffix(name, "?"); strings.HasPrefix(n, "array") {
		var d int
		if _, err := fmt.Sscanf(n[5:], "%d", &d); err == nil && d > 1 {
			return &ir.Type{Kind: ir.KArray, Elem: one(), Dims: d}
		}
	}
	if strings.HasPrefix(name, "bv") {
		var b int
		if _, err := fmt.Sscanf(name[2:], "%d", &b); err == nil {
			return &ir.Type{Kind: ir.KBitvector, Bits: b}
		}
	}
	return &ir.Type{Kind: ir.KDatatype, Name: name, Args: args}
}

// typ parses a type.
func (p *parser) typ() *ir.Type {
	p.enter()
	defer p.leave()
	var t *ir.Type
	switch {
	case p.isOp("("):
		p.next()
		var parts []*ir.Type
		for !p.isOp(")") {
			parts = append(parts, p.typ())
			if !p.accept(",") {
				break
			}
		}
		p.expect(")")
		if len(parts) == 1 {
			t = parts[0]
		} else {
			t = &ir.Type{Kind: ir.KTuple, Args: parts}
		}
	case p.tok().kind == tIdent:
		name := p.qualifiedName()
		var args []*ir.Type
		if p.isOp("<") && !scalarType(name) {
			p.next()
			for !p.isOp(">") {
				args = append(args, p.typ())
				if !p.accept(",") {
					break
				}
			}
			p.expect(">")
		}
		t = namedType(name, args)
	default:
		p.fail(p.tok(), "expected a type, found "+describe(p.tok()))
	}
	if p.isOp("->") || p.isOp("~>") || p.isOp("-->") {
		p.next()
		res := p.typ()
		params := []*ir.Type{t}
		if t.Kind == ir.KTuple {
			params = t.Args
		}
		return &ir.Type{Kind: ir.KFunc, Args: params, Result: res}
	}
	return t
}

func (p *parser) enter() {
	p.depth++
	if p.depth > maxDepth {
		p.depth = 0
		p.fail(p.tok(), fmt.Sprintf("expression nested more than %d levels deep", maxDepth))
	}
}

func (p *parser) leave() { p.depth-- }

// chainTooLong counts one more operator of a flat chain (a && a && …):
// k of them nest the tree k deep. Past maxDepth it reports the chain and
// reads the rest of it without building a tree (each operand is parsed
// and dropped), so a 150 000-term chain costs no more than its tokens.
func (p *parser) chainTooLong(k *int, start token, operand func() ir.Expr) bool {
	if *k++; *k+p.depth <= maxDepth {
		return false
	}
	p.errorAt(p.rng(start), ir.TooDeepMessage("expression"))
	for n := 0; n < len(p.toks) && p.tok().kind == tOp && chainOps[p.tok().text]; n++ {
		p.next()
		operand()
	}
	return true
}

// chainOps are the operators whose chains chainTooLong skips.
var chainOps = map[string]bool{"&&": true, "||": true, "+": true, "-": true, "*": true, "/": true, "%": true}

// tooDeep is what stands for an expression refused for its depth.
func (p *parser) tooDeep(start token) ir.Expr {
	return ir.TooDeepExpr(p.rng(start))
}

// member parses a method, function, predicate or lemma.
func (p *parser) member(docStart token) {
	kw := p.next().text
	if (kw == "function" || kw == "predicate") && p.is("method") {
		p.next()
	}
	p.attributes()
	c := &ir.Contract{}
	switch kw {
	case "function":
		c.Decl = ir.DeclFunction
	case "predicate", "copredicate":
		c.Decl = ir.DeclPredicate
	case "lemma", "colemma":
		c.Decl = ir.DeclLemma
	}
	name := p.tok()
	if name.kind == tIdent {
		p.next()
		c.Name = name.text
		switch kw {
		case "method":
			p.methods[c.Name] = true
		case "lemma", "colemma":
			p.lemmas[c.Name] = true
		}
	} else if kw != "constructor" {
		p.fail(name, "expected a name, found "+describe(name))
	}
	c.NameR = ir.Range{Start: name.pos, End: name.end}
	if p.accept("...") {
		// method M ... in a refining module: the signature is the refined
		// declaration's, which this file does not have, so the member is
		// read (its clauses and body) and not kept as a contract.
		p.specClauses(c)
		if p.isOp("{") {
			p.skipBalanced("{", "}")
		}
		return
	}
	c.TypeParams = p.typeParams()
	if p.isOp("[") {
		// least predicate P[nat](…): the type of the extreme predicate's
		// depth k (P#[k] in its proof).
		p.skipBalanced("[", "]")
	}
	if p.isOp("(") {
		c.Params = p.formals()
		for _, prm := range c.Params {
			if prm.Type.Mentions(map[string]bool{implicitTypeParam: true}) != "" && !slices.Contains(c.TypeParams, implicitTypeParam) {
				c.TypeParams = append(c.TypeParams, implicitTypeParam)
			}
		}
		if p.owner != nil && !p.static && kw != "constructor" {
			// A datatype's member is called on a value: this is an input.
			c.Params = append([]ir.Param{{Name: ir.ThisName, Type: p.owner, R: c.NameR}}, c.Params...)
		}
		if p.owner != nil {
			// The type's parameters are the member's too.
			var tps []string
			for _, a := range p.owner.Args {
				if !slices.Contains(c.TypeParams, a.Name) {
					tps = append(tps, a.Name)
				}
			}
			c.TypeParams = append(tps, c.TypeParams...)
		}
	} else {
		p.fail(p.tok(), "expected '(' after "+kw+" name")
	}
	switch {
	case p.accept("returns"):
		c.Results = p.formals()
	case p.accept("yields"):
		// An iterator's yield parameter y comes with its history ys, the
		// sequence of the values yielded (the reference manual's
		// IteratorDecl), which the clauses talk about.
		c.Results = p.formals()
		for _, y := range c.Results {
			c.Results = append(c.Results, ir.Param{Name: y.Name + "s", Type: &ir.Type{Kind: ir.KSeq, Elem: y.Type}, Ghost: true, R: y.R})
		}
	case p.accept(":"):
		if p.isOp("(") && p.peek(1).kind == tIdent && p.peek(2).kind == tOp && p.peek(2).text == ":" {
			c.Results = p.formals()
		} else {
			c.Results = []ir.Param{{Name: ir.ResultName, Type: p.typ()}}
		}
	}
	if c.Decl == ir.DeclPredicate && len(c.Results) == 0 {
		c.Results = []ir.Param{{Name: ir.ResultName, Type: ir.TypeBool}}
	}
	if kw == "constructor" && p.fields != nil {
		// A constructor's output is the new object.
		c.Results = append(c.Results, ir.Param{Name: ir.ThisName, Type: p.owner, R: c.NameR})
		if c.Name == "" {
			c.Name = p.owner.Name
		}
	}
	p.specClauses(c)
	if p.fields != nil && !p.static {
		// In a class member, modifies elems (a field's array) or
		// this.data changes this object's state: this is what changes.
		p.modifiedThis(c)
	}
	if p.autocontracts && !p.static {
		p.autoContracts(kw, c)
	}
	c.HasBody = p.isOp("{")
	if p.isOp("{") {
		bodyStart := p.tok()
		if c.Decl == ir.DeclFunction || c.Decl == ir.DeclPredicate {
			p.next()
			func() {
				// A body we cannot parse leaves the contract usable.
				save := p.i
				defer func() {
					if r := recover(); r != nil {
						if _, ok := r.(bail); !ok {
							panic(r)
						}
						p.semiOK = false
						msg := "a construct the evaluator does not support"
						if n := len(p.problems); n > 0 {
							msg = p.problems[n-1].Message
							p.problems = p.problems[:n-1]
						}
						c.Body = &ir.Unsupported{Node: ir.Node{R: p.rng(bodyStart)}, Reason: "the body of " + c.Name + " cannot be evaluated: " + msg}
						p.i = save - 1
						p.skipBalanced("{", "}")
					}
				}()
				p.semiOK = true
				c.Body = p.seqExpr()
				p.semiOK = false
				p.expect("}")
			}()
			if p.is("by") && p.peek(1).kind == tIdent && p.peek(1).text == "method" {
				// function f(…) { spec } by method { code }: the function
				// means its body; the method computes it (not read here).
				p.next()
				p.next()
				if p.isOp("{") {
					p.skipBalanced("{", "}")
				}
			}
		} else if kw == "constructor" && p.fields != nil {
			// Run with this a new object whose fields it sets (ir.Run);
			// not callable by name from other bodies.
			c.Impl = p.methodBody(c)
		} else if kw == "method" {
			c.Impl = p.methodBody(c)
			if _, dup := p.mod.Impls[c.Name]; !dup {
				p.mod.Impls[c.Name] = c.Impl
			}
		} else {
			p.skipBalanced("{", "}")
		}
	}
	c.R = p.rng(docStart)
	p.attachDoc(c, docStart)
	if c.Decl == ir.DeclFunction || c.Decl == ir.DeclPredicate {
		f := &ir.Function{Name: c.Name, Params: c.Params, Body: c.Body, R: c.R}
		if len(c.Results) == 1 {
			f.Result = c.Results[0].Type
		}
		for _, cl := range c.Requires() {
			f.Requires = append(f.Requires, cl.Expr)
		}
		switch {
		case p.owner != nil && !p.static:
			f.Name = p.owner.Name + "." + c.Name
			p.mod.Funcs[f.Name] = f
		case p.owner != nil:
			f.Static = true
			p.mod.Funcs[p.owner.Name+"."+c.Name] = f
			if _, taken := p.mod.Funcs[c.Name]; !taken {
				// a static member called by its bare name from its
				// siblings (Fun2() { Fun1() }); a module's function of
				// that name, read later, takes the name over.
				p.mod.Funcs[c.Name] = f
			}
		default:
			p.mod.Funcs[c.Name] = f
			if n := len(p.modules); n > 0 {
				p.mod.Funcs[p.modules[n-1]+"."+c.Name] = f
			}
		}
	}
	p.mod.Contracts = append(p.mod.Contracts, c)
}

func (p *parser) specClauses(c *ir.Contract) {
	// yield: the clause after it holds at each yield of an iterator, not
	// before or after the whole iteration; it is read and not kept.
	yield := false
	for {
		t := p.tok()
		if t.kind != tIdent {
			return
		}
		var kind ir.ClauseKind
		switch t.text {
		case "requires":
			kind = ir.Requires
		case "ensures":
			kind = ir.Ensures
		case "reads":
			kind = ir.Reads
		case "modifies":
			kind = ir.Modifies
		case "decreases":
			kind = ir.Decreases
		case "yield":
			p.next()
			yield = true
			continue
		default:
			return
		}
		p.next()
		p.attributes()
		// optional label: requires L: e (a label may be digits: requires 8: e)
		if (p.tok().kind == tIdent || p.tok().kind == tInt) && p.peek(1).kind == tOp && p.peek(1).text == ":" {
			p.next()
			p.next()
		}
		if kind == ir.Decreases && p.isOp("*") {
			p.next()
			p.accept(";")
			continue
		}
		exprStart := p.tok()
		var exprs []ir.Expr
		exprs = append(exprs, p.frameExpr(kind))
		if kind == ir.Reads || kind == ir.Modifies || kind == ir.Decreases {
			for p.accept(",") {
				exprs = append(exprs, p.frameExpr(kind))
			}
		}
		end := p.toks[p.i-1].end
		text := p.src[exprStart.pos.Offset:end.Offset]
		cl := ir.Clause{Kind: kind, Expr: exprs[0], Text: text, R: ir.Range{Start: t.pos, End: end}}
		if yield {
			yield = false
			p.accept(";")
			continue
		}
		c.Clauses = append(c.Clauses, cl)
		if kind == ir.Modifies {
			for _, e := range exprs {
				if n := rootName(e); n != "" {
					c.Modified = append(c.Modified, n)
				}
			}
		}
		p.accept(";")
	}
}

// frameExpr reads one expression of a clause; in reads and modifies a
// frame may name one field: o`f, or `f of this.
func (p *parser) frameExpr(kind ir.ClauseKind) ir.Expr {
	if kind != ir.Reads && kind != ir.Modifies {
		return p.expr()
	}
	start := p.tok()
	var e ir.Expr
	if !p.isOp("`") {
		e = p.expr()
	} else {
		e = &ir.Ident{Node: ir.Node{R: ir.Range{Start: start.pos, End: start.end}}, Name: "this"}
	}
	if p.accept("`") {
		f := p.next()
		if f.kind != tIdent {
			p.fail(f, "expected a field name after `, found "+describe(f))
		}
		e = &ir.Member{Node: ir.Node{R: p.rng(start)}, X: e, Name: f.text}
	}
	return e
}

// rootName is the parameter a frame expression refers to (a, a[i], a.f).
func rootName(e ir.Expr) string {
	switch e := e.(type) {
	case *ir.Ident:
		return e.Name
	case *ir.Index:
		return rootName(e.X)
	case *ir.Member:
		return rootName(e.X)
	case *ir.Binary:
		return rootName(e.X)
	}
	return ""
}

// attachDoc finds the comments just before the declaration (only blank
// space between them) and reads them as the requirement and examples.
func (p *parser) attachDoc(c *ir.Contract, start token) {
	end := start.pos.Offset
	var picked []comment
	// Comments are in source order: start from the last one before the
	// declaration.
	last := sort.Search(len(p.comments), func(i int) bool { return p.comments[i].end.Offset > end }) - 1
	for i := last; i >= 0; i-- {
		cm := p.comments[i]
		gap := p.src[cm.end.Offset:end]
		if strings.TrimSpace(gap) != "" || strings.Count(gap, "\n") > 1 {
			break
		}
		picked = append(picked, cm) // last first; reversed below
		end = cm.start.Offset
	}
	if len(picked) == 0 {
		return
	}
	slices.Reverse(picked)
	var lines []ir.DocLine
	for _, cm := range picked {
		lines = append(lines, commentLines(cm)...)
	}
	c.DocR = ir.Range{Start: picked[0].start, End: picked[len(picked)-1].end}
	p.problems = append(p.problems, ir.ReadDoc(c, lines, ParseValue)...)
}

// commentLines strips comment markers, keeping each line's range.
func commentLines(cm comment) []ir.DocLine {
	if !cm.block {
		t := strings.TrimLeft(cm.text, "/")
		return []ir.DocLine{{Text: strings.TrimSpace(t), R: ir.Range{Start: cm.start, End: cm.end}}}
	}
	var out []ir.DocLine
	off := cm.start.Offset
	for i, ln := range strings.Split(cm.text, "\n") {
		start := ir.Pos{Offset: off, Line: cm.start.Line + i, Col: 1}
		if i == 0 {
			start.Col = cm.start.Col
		}
		end := ir.Pos{Offset: off + len(ln), Line: start.Line, Col: start.Col + len(ln)}
		off += len(ln) + 1
		t := strings.TrimSpace(ln)
		if i == 0 {
			t = strings.TrimPrefix(t, "/*")
		}
		t = strings.TrimSuffix(strings.TrimSpace(t), "*/")
		t = strings.TrimLeft(strings.TrimSpace(t), "*")
		out = append(out, ir.DocLine{Text: strings.TrimSpace(t), R: ir.Range{Start: start, End: end}})
	}
	return out
}

// ParseValue reads a value written in Dafny syntax (a literal or a
// closed expression), as used in example annotations.
func ParseValue(text string) (ir.Value, error) {
	e, probs := ParseExpr(text)
	if len(probs) > 0 {
		return nil, fmt.Errorf("%s", probs[0].Message)
	}
	ctx := ir.NewCtx(&ir.Module{Lib: Library()})
	ctx.Limits.Steps = 100_000
	v, stop := ctx.Eval(e, nil)
	if stop != nil {
		return nil, fmt.Errorf("cannot evaluate %q: %s", ir.Clip(text), stop.Reason)
	}
	return v, nil
}

// ---- expressions ----

func (p *parser) expr() ir.Expr {
	p.enter()
	defer p.leave()
	top := !p.measuring
	if top {
		p.measuring = true
		defer func() { p.measuring = false }()
	}
	start := p.tok()
	x := p.implies()
	for p.isOp("<==>") {
		p.next()
		y := p.implies()
		x = &ir.Binary{Node: ir.Node{R: p.rng(start)}, Op: ir.OpIff, X: x, Y: y}
	}
	if top && ir.TooDeep(x, maxDepth) {
		// A flat chain (a && a && …) is built by loops, not recursion:
		// the tree is measured once it is whole.
		p.errorAt(p.rng(start), ir.TooDeepMessage("expression"))
		return p.tooDeep(start)
	}
	return x
}

func (p *parser) implies() ir.Expr {
	start := p.tok()
	x := p.logic()
	if p.isOp("==>") {
		p.next()
		p.enter()
		y := p.implies() // right associative
		p.leave()
		return &ir.Binary{Node: ir.Node{R: p.rng(start)}, Op: ir.OpImplies, X: x, Y: y}
	}
	for p.isOp("<==") {
		p.next()
		y := p.logic()
		x = &ir.Binary{Node: ir.Node{R: p.rng(start)}, Op: ir.OpExplies, X: x, Y: y}
	}
	return x
}

func (p *parser) logic() ir.Expr {
	start := p.tok()
	// Leading && or || (Dafny allows a prefix operator for layout).
	if p.isOp("&&") || p.isOp("||") {
		p.next()
	}
	x := p.relation()
	var op string
	k := 0
	for p.isOp("&&") || p.isOp("||") {
		if p.chainTooLong(&k, start, p.relation) {
			return p.tooDeep(start)
		}
		t := p.next()
		if op != "" && op != t.text {
			p.fail(t, "mixing && and || needs parentheses")
		}
		op = t.text
		y := p.relation()
		o := ir.OpAnd
		if op == "||" {
			o = ir.OpOr
		}
		x = &ir.Binary{Node: ir.Node{R: p.rng(start)}, Op: o, X: x, Y: y}
	}
	return x
}

var relOps = map[string]ir.Op{
	"==": ir.OpEq, "!=": ir.OpNe, "<": ir.OpLt, "<=": ir.OpLe, ">": ir.OpGt, ">=": ir.OpGe,
	"in": ir.OpIn, "!in": ir.OpNotIn, "!!": ir.OpDisjoint,
}

func (p *parser) relOp() (ir.Op, bool) {
	t := p.tok()
	if t.kind == tOp || t.kind == tIdent && t.text == "in" {
		op, ok := relOps[t.text]
		return op, ok
	}
	return 0, false
}

func (p *parser) relation() ir.Expr {
	start := p.tok()
	x := p.shift()
	op, ok := p.relOp()
	if !ok {
		return x
	}
	args := []ir.Expr{x}
	var ops []ir.Op
	prefix := false
	for ok {
		p.next()
		if (op == ir.OpEq || op == ir.OpNe) && p.isOp("#") && p.peek(1).kind == tOp && p.peek(1).text == "[" {
			// a ==#[k] b: equality of codatatype values up to depth k.
			p.next()
			p.skipBalanced("[", "]")
			prefix = true
		}
		args = append(args, p.shift())
		ops = append(ops, op)
		op, ok = p.relOp()
	}
	if prefix {
		return &ir.Unsupported{Node: ir.Node{R: p.rng(start)}, Text: p.src[start.pos.Offset:p.toks[p.i-1].end.Offset],
			Reason: "prefix equality (==#[k]) is not evaluated"}
	}
	if len(ops) == 1 {
		return &ir.Binary{Node: ir.Node{R: p.rng(start)}, Op: ops[0], X: args[0], Y: args[1]}
	}
	if !slices.ContainsFunc(ops, func(o ir.Op) bool { return o != ir.OpDisjoint }) {
		return disjointChain(args)
	}
	for _, o := range ops {
		if !o.IsComparison() {
			p.errorAt(p.rng(start), "'in', '!in' and '!!' cannot be chained")
			break
		}
	}
	return &ir.Chain{Node: ir.Node{R: p.rng(start)}, Ops: ops, Args: args}
}

// disjointChain is A !! B !! C: the operands are mutually disjoint (the
// reference manual: A * B == {} && (A + B) * C == {}), so every pair is.
func disjointChain(args []ir.Expr) ir.Expr {
	var out ir.Expr
	for j := 1; j < len(args); j++ {
		for i := 0; i < j; i++ {
			r := ir.Range{Start: args[i].Span().Start, End: args[j].Span().End}
			d := &ir.Binary{Node: ir.Node{R: r}, Op: ir.OpDisjoint, X: args[i], Y: args[j]}
			if out == nil {
				out = d
				continue
			}
			out = &ir.Binary{Node: ir.Node{R: ir.Range{Start: args[0].Span().Start, End: r.End}}, Op: ir.OpAnd, X: out, Y: d}
		}
	}
	return out
}

var (
	addOps = map[string]ir.Op{"+": ir.OpAdd, "-": ir.OpSub}
	// Dafny's / and % are Euclidean on int and exact on real.
	mulOps = map[string]ir.Op{"*": ir.OpMul, "/": ir.OpDivEuclid, "%": ir.OpModEuclid}
)

// leftAssoc parses operand (op operand)* for one precedence level.
func (p *parser) leftAssoc(ops map[string]ir.Op, operand func() ir.Expr) ir.Expr {
	start := p.tok()
	x := operand()
	k := 0
	for {
		t := &p.toks[p.i]
		op, ok := ops[t.text]
		if t.kind != tOp || !ok {
			return x
		}
		if p.chainTooLong(&k, start, operand) {
			return p.tooDeep(start)
		}
		p.next()
		y := operand()
		x = &ir.Binary{Node: ir.Node{R: p.rng(start)}, Op: op, X: x, Y: y}
	}
}

func (p *parser) additive() ir.Expr { return p.leftAssoc(addOps, p.multiplicative) }

// shift parses the bitvector shifts << and >> (two adjacent < or >
// tokens: the lexer leaves >> to closing type arguments).
func (p *parser) shift() ir.Expr {
	start := p.tok()
	x := p.additive()
	for p.shiftAhead() {
		op := ir.OpShl
		if p.next().text == ">" {
			op = ir.OpShr
		}
		p.next()
		y := p.additive()
		x = &ir.Binary{Node: ir.Node{R: p.rng(start)}, Op: op, X: x, Y: y}
	}
	return x
}

// bitOrAhead: a | after an operand is a bitwise or when an operand
// follows it (not a comprehension's or a match's bar).
func (p *parser) bitOrAhead() bool {
	n := p.peek(1)
	return n.kind == tOp && n.text == "(" || n.kind == tInt || n.kind == tReal || n.kind == tIdent && !reserved[n.text]
}

func (p *parser) shiftAhead() bool {
	a, b := p.tok(), p.peek(1)
	return a.kind == tOp && b.kind == tOp && a.text == b.text && (a.text == "<" || a.text == ">") && a.end.Offset == b.pos.Offset
}

func (p *parser) multiplicative() ir.Expr { return p.leftAssoc(mulOps, p.bitwise) }

// bitwise parses the bitvector operators & | ^ ('|' only outside
// cardinality bars and where an operand follows it).
func (p *parser) bitwise() ir.Expr {
	start := p.tok()
	x := p.conversion()
	for p.isOp("&") || p.isOp("^") || p.card == 0 && !p.inDomain && p.isOp("|") && p.bitOrAhead() {
		op := map[string]ir.Op{"&": ir.OpBitAnd, "|": ir.OpBitOr, "^": ir.OpBitXor}[p.next().text]
		y := p.conversion()
		x = &ir.Binary{Node: ir.Node{R: p.rng(start)}, Op: op, X: x, Y: y}
	}
	return x
}

func (p *parser) conversion() ir.Expr {
	start := p.tok()
	x := p.unary()
	for p.is("as") || p.is("is") {
		kw := p.next().text
		t := p.typ()
		if kw == "is" {
			x = &ir.Unsupported{Node: ir.Node{R: p.rng(start)}, Text: p.src[start.pos.Offset:p.toks[p.i-1].end.Offset], Reason: "type tests ('is') are not evaluated"}
			continue
		}
		x = &ir.Call{Node: ir.Node{R: p.rng(start)}, Fn: &ir.Ident{Node: ir.Node{R: p.rng(start)}, Name: "$as:" + t.String()}, Args: []ir.Expr{x}}
	}
	return x
}

func (p *parser) unary() ir.Expr {
	start := p.tok()
	switch {
	case p.isOp("!!"): // "!!x" in prefix position is a double negation
		p.next()
		p.enter()
		x := p.unary()
		p.leave()
		inner := &ir.Unary{Node: ir.Node{R: p.rng(start)}, Op: ir.OpNot, X: x}
		return &ir.Unary{Node: ir.Node{R: p.rng(start)}, Op: ir.OpNot, X: inner}
	case p.isOp("!"):
		p.next()
		p.enter()
		x := p.unary()
		p.leave()
		return &ir.Unary{Node: ir.Node{R: p.rng(start)}, Op: ir.OpNot, X: x}
	case p.isOp("-"):
		p.next()
		p.enter()
		x := p.unary()
		p.leave()
		if l, ok := x.(*ir.Lit); ok {
			switch v := l.Val.(type) {
			case ir.Int:
				return &ir.Lit{Node: ir.Node{R: p.rng(start)}, Val: ir.Int{V: new(big.Int).Neg(v.V), Lit: true}}
			case ir.Real:
				return &ir.Lit{Node: ir.Node{R: p.rng(start)}, Val: ir.Real{V: new(big.Rat).Neg(v.V)}}
			}
		}
		return &ir.Unary{Node: ir.Node{R: p.rng(start)}, Op: ir.OpNeg, X: x}
	}
	return p.suffixes(p.primary())
}

func (p *parser) suffixes(x ir.Expr) ir.Expr {
	start := x.Span().Start
	rng := func() ir.Range { return ir.Range{Start: start, End: p.toks[p.i-1].end} }
	for {
		switch {
		case p.isOp(".") && p.peek(1).kind == tOp && p.peek(1).text == "(":
			// d.(f := v, g := w): a datatype value with fields replaced
			p.next()
			if t := p.next(); p.isOp(")") {
				p.fail(t, "expected a field update after '.('")
			}
			for !p.isOp(")") {
				f := p.next()
				if f.kind != tIdent && f.kind != tInt {
					p.fail(f, "expected a field name in a datatype update, found "+describe(f))
				}
				p.expect(":=")
				v := p.expr()
				x = ir.IntrinsicCall(ir.Node{R: rng()}, ir.UpdateName(f.text), x, v)
				if !p.accept(",") {
					break
				}
			}
			p.expect(")")
			if c, ok := x.(*ir.Call); ok {
				c.R = rng()
			}
		case p.isOp("."):
			p.next()
			t := p.next()
			if t.kind == tReal && !strings.ContainsAny(t.text, "eE") {
				// k.1.1: the lexer read 1.1 as a number; it is two
				// destructors (tuple component 1 of component 1).
				a, b, _ := strings.Cut(t.text, ".")
				x = &ir.Member{Node: ir.Node{R: rng()}, X: x, Name: a}
				x = &ir.Member{Node: ir.Node{R: rng()}, X: x, Name: b}
				continue
			}
			if t.kind != tIdent && t.kind != tInt {
				p.fail(t, "expected a member name after '.', found "+describe(t))
			}
			x = &ir.Member{Node: ir.Node{R: rng()}, X: x, Name: t.text}
		case p.isOp("("):
			args := p.args("(", ")")
			x = &ir.Call{Node: ir.Node{R: rng()}, Fn: x, Args: args}
		case p.isOp("["):
			x = p.indexSuffix(x, start)
		default:
			return x
		}
	}
}

func (p *parser) args(open, close string) []ir.Expr {
	p.expect(open)
	var out []ir.Expr
	for !p.isOp(close) {
		out = append(out, p.expr())
		if !p.accept(",") {
			break
		}
	}
	p.expect(close)
	return out
}

func (p *parser) indexSuffix(x ir.Expr, start ir.Pos) ir.Expr {
	p.next() // [
	rng := func() ir.Range { return ir.Range{Start: start, End: p.toks[p.i-1].end} }
	if p.accept("..") {
		var hi ir.Expr
		if !p.isOp("]") {
			hi = p.expr()
		}
		p.expect("]")
		return &ir.Slice{Node: ir.Node{R: rng()}, X: x, Hi: hi}
	}
	first := p.expr()
	switch {
	case p.accept(".."):
		var hi ir.Expr
		if !p.isOp("]") {
			hi = p.expr()
		}
		p.expect("]")
		return &ir.Slice{Node: ir.Node{R: rng()}, X: x, Lo: first, Hi: hi}
	case p.accept(":="):
		v := p.expr()
		if p.isOp(",") {
			p.fail(p.tok(), "multiple updates in one [..] are not supported")
		}
		p.expect("]")
		return &ir.Update{Node: ir.Node{R: rng()}, X: x, K: first, V: v}
	case p.isOp(":"):
		// s[a:b:c] (and s[a:b:]): s cut into consecutive parts of lengths
		// a, b, c (a sequence of sequences); read, not evaluated.
		for p.accept(":") && !p.isOp("]") {
			p.expr()
		}
		p.expect("]")
		return &ir.Unsupported{Node: ir.Node{R: rng()}, Text: p.src[start.Offset:p.toks[p.i-1].end.Offset],
			Reason: "sequence slices into parts (s[a:b]) are not evaluated"}
	}
	args := []ir.Expr{first}
	for p.accept(",") {
		args = append(args, p.expr())
	}
	p.expect("]")
	return &ir.Index{Node: ir.Node{R: rng()}, X: x, Args: args}
}

func (p *parser) primary() ir.Expr {
	p.enter()
	defer p.leave()
	t := p.tok()
	node := func() ir.Node { return ir.Node{R: p.rng(t)} }
	switch t.kind {
	case tInt:
		p.next()
		if err := ir.CheckIntLiteral(t.text); err != nil {
			return p.literalTooLarge(t, node(), err)
		}
		v, ok := new(big.Int).SetString(t.text, 0)
		if !ok {
			p.fail(t, "bad integer literal")
		}
		return &ir.Lit{Node: node(), Val: ir.Int{V: v, Lit: true}}
	case tReal:
		p.next()
		if err := ir.CheckIntLiteral(strings.Replace(t.text, ".", "", 1)); err != nil {
			return p.literalTooLarge(t, node(), err)
		}
		v, ok := new(big.Rat).SetString(t.text)
		if !ok {
			p.fail(t, "bad real literal")
		}
		return &ir.Lit{Node: node(), Val: ir.Real{V: v}}
	case tChar:
		p.next()
		return &ir.Lit{Node: node(), Val: ir.Char([]rune(t.text)[0])}
	case tString:
		p.next()
		return &ir.Lit{Node: node(), Val: ir.Str(t.text)}
	case tBad, tEOF:
		p.fail(t, "expected an expression, found "+describe(t))
	case tOp:
		return p.primaryOp(t)
	}
	// identifiers and keywords
	switch t.text {
	case "true", "false":
		p.next()
		return &ir.Lit{Node: node(), Val: ir.Bool(t.text == "true")}
	case "null":
		p.next()
		return &ir.Lit{Node: node(), Val: ir.Datatype{Ctor: "null"}}
	case "forall", "exists":
		return p.quantifier()
	case "if":
		p.next()
		cond := p.expr()
		p.expect("then")
		th := p.seqExpr()
		p.expect("else")
		el := p.seqExpr()
		return &ir.Ite{Node: node(), Cond: cond, Then: th, Else: el}
	case "var":
		return p.letExpr()
	case "old":
		p.next()
		if p.accept("@") {
			// old@L(e): the state at label L, not the pre-state.
			p.next()
			p.expect("(")
			p.expr()
			p.expect(")")
			return &ir.Unsupported{Node: node(), Text: p.src[t.pos.Offset:p.toks[p.i-1].end.Offset],
				Reason: "old@L (the state at a label) is not evaluated"}
		}
		p.expect("(")
		x := p.expr()
		if p.accept("@") {
			p.next()
		}
		p.expect(")")
		return &ir.Old{Node: node(), X: x}
	case "set", "iset", "map", "imap":
		if (t.text == "map" || t.text == "imap") && p.peek(1).kind == tOp && p.peek(1).text == "[" {
			p.next()
			return p.mapDisplay(t)
		}
		if (t.text == "set" || t.text == "iset") && p.peek(1).kind == tOp && p.peek(1).text == "{" {
			p.next()
			return p.collDisplay(t, ir.KSet, "{", "}")
		}
		if p.peek(1).kind == tIdent {
			return p.comprehension()
		}
	case "multiset":
		p.next()
		if p.isOp("{") {
			return p.collDisplay(t, ir.KMultiset, "{", "}")
		}
		p.expect("(")
		x := p.expr()
		p.expect(")")
		return &ir.Call{Node: node(), Fn: &ir.Ident{Node: node(), Name: "multiset"}, Args: []ir.Expr{x}}
	case "seq":
		if p.peek(1).kind == tOp && (p.peek(1).text == "(" || p.peek(1).text == "<") {
			p.next()
			if p.isOp("<") {
				p.typeArgsSkip()
			}
			args := p.args("(", ")")
			return &ir.Call{Node: node(), Fn: &ir.Ident{Node: node(), Name: "$seq"}, Args: args}
		}
	case "match":
		return p.matchExpr()
	case "this":
		p.next()
		return &ir.Ident{Node: node(), Name: "this"}
	case "assert", "assume", "expect", "reveal", "calc":
		return p.stmtInExpr()
	}
	if reserved[t.text] {
		p.fail(t, "expected an expression, found keyword "+describe(t))
	}
	// identifier, maybe a lambda x => e or x requires P => e
	p.next()
	if (t.text == "unchanged" || t.text == "fresh") && p.isOp("@") {
		// unchanged@L(e), fresh@L(e): at the state of label L.
		p.next()
		p.next()
		p.expect("(")
		for !p.isOp(")") {
			p.frameExpr(ir.Reads) // unchanged@L(o`f)
			if !p.accept(",") {
				break
			}
		}
		p.expect(")")
		return &ir.Unsupported{Node: node(), Text: p.src[t.pos.Offset:p.toks[p.i-1].end.Offset],
			Reason: t.text + "@L (the state at a label) is not evaluated"}
	}
	if t.text == "unchanged" && p.isOp("(") {
		// unchanged(o`f, …) takes frame expressions (reference manual,
		// UnchangedExpression_).
		p.next()
		var args []ir.Expr
		for !p.isOp(")") {
			args = append(args, p.frameExpr(ir.Reads))
			if !p.accept(",") {
				break
			}
		}
		p.expect(")")
		return &ir.Call{Node: node(), Fn: &ir.Ident{Node: ir.Node{R: ir.Range{Start: t.pos, End: t.end}}, Name: t.text}, Args: args}
	}
	if !p.inLambdaSpec && (p.isOp("=>") || (p.is("requires") || p.is("reads")) && p.arrowAhead(0)) {
		pre, reads := p.lambdaSpecs()
		p.expect("=>")
		body := p.lambdaBody(pre, p.expr())
		return &ir.Lambda{Node: node(), Params: []ir.Binder{{Name: t.text, R: ir.Range{Start: t.pos, End: t.end}}}, Body: body, Reads: reads}
	}
	if p.isOp("<") && p.looksLikeTypeArgs() {
		p.typeArgsSkip()
	}
	if p.isOp("#") && p.peek(1).kind == tOp && p.peek(1).text == "[" {
		// P#[k](args): an extreme predicate's prefix predicate at depth k.
		p.next()
		p.skipBalanced("[", "]")
		if p.isOp("(") {
			p.skipBalanced("(", ")")
		}
		return &ir.Unsupported{Node: node(), Text: p.src[t.pos.Offset:p.toks[p.i-1].end.Offset],
			Reason: "prefix predicates (P#[k]) are not evaluated"}
	}
	return &ir.Ident{Node: node(), Name: t.text}
}

// looksLikeTypeArgs decides whether f<...> is an explicit instantiation
// (followed by '(' or '.') rather than a comparison.
func (p *parser) looksLikeTypeArgs() bool {
	depth := 0
	for k := 0; k < 64; k++ {
		t := p.peek(k)
		switch {
		case t.kind == tEOF:
			return false
		case t.kind == tOp && t.text == "<":
			depth++
		case t.kind == tOp && t.text == ">":
			depth--
			if depth == 0 {
				n := p.peek(k + 1)
				return n.kind == tOp && (n.text == "(" || n.text == ".")
			}
		case t.kind == tOp && t.text != "," && t.text != "?":
			return false
		case t.kind != tIdent && t.kind != tOp:
			return false
		}
	}
	return false
}

func (p *parser) typeArgsSkip() {
	p.expect("<")
	for !p.isOp(">") {
		p.typ()
		if !p.accept(",") {
			break
		}
	}
	p.expect(">")
}

func (p *parser) primaryOp(t token) ir.Expr {
	node := func() ir.Node { return ir.Node{R: p.rng(t)} }
	if p.elephantAhead() {
		return p.letOrFail(t, nil, nil) // :- E; F
	}
	switch t.text {
	case "(":
		if p.lambdaAhead() {
			return p.lambda()
		}
		p.next()
		if p.accept(")") {
			return &ir.TupleExpr{Node: node()}
		}
		semi := p.semiOK
		p.semiOK = false
		defer func() { p.semiOK = semi }()
		first := p.expr()
		for k := 0; p.accept(";") && k < maxStmtExprs; k++ {
			// (Lemma(x); e): a lemma call for the proof, then the value.
			first = p.expr()
		}
		if p.isOp(",") {
			el := []ir.Expr{first}
			for p.accept(",") {
				el = append(el, p.expr())
			}
			p.expect(")")
			return &ir.TupleExpr{Node: node(), Elems: el}
		}
		p.expect(")")
		// Keep the parenthesised range so printers and messages see it.
		return first
	case "[":
		return p.collDisplay(t, ir.KSeq, "[", "]")
	case "{":
		return p.collDisplay(t, ir.KSet, "{", "}")
	case "|":
		p.next()
		p.card++
		x := p.expr()
		p.card--
		p.expect("|")
		return &ir.Unary{Node: node(), Op: ir.OpCard, X: x}
	case "`":
		// `f: the field f of this, as a frame (unchanged(`data)).
		p.next()
		f := p.next()
		if f.kind != tIdent {
			p.fail(f, "expected a field name after `, found "+describe(f))
		}
		return &ir.Member{Node: node(), X: &ir.Ident{Node: node(), Name: "this"}, Name: f.text}
	}
	p.fail(t, "expected an expression, found "+describe(t))
	return nil
}

// lambdaAhead reports whether '(' starts a lambda's parameter list.
func (p *parser) lambdaAhead() bool {
	depth := 0
	for k := 0; k < 256; k++ {
		t := p.peek(k)
		if t.kind == tEOF {
			return false
		}
		if t.kind != tOp {
			continue
		}
		switch t.text {
		case "(":
			depth++
		case ")":
			depth--
			if depth == 0 {
				n := p.peek(k + 1)
				return n.kind == tOp && n.text == "=>" || n.kind == tIdent && (n.text == "requires" || n.text == "reads") && p.arrowAhead(k+1)
			}
		}
	}
	return false
}

// arrowAhead reports whether a => follows at this nesting level before
// the expression can have ended: x requires P => e is a lambda, while in
// requires n >= len requires … the name ends a clause.
func (p *parser) arrowAhead(from int) bool {
	depth := 0
	binders := false // in the bound variables of set i, o | …
	for k := from; k < from+512; k++ {
		t := p.peek(k)
		switch {
		case t.kind == tEOF:
			return false
		case t.kind == tIdent && depth == 0:
			switch t.text {
			case "ensures", "modifies", "decreases", "invariant", "method", "function", "predicate", "lemma":
				return false
			case "set", "iset", "map", "imap", "forall", "exists":
				binders = p.peek(k+1).kind == tIdent
			}
		case t.kind == tOp:
			switch t.text {
			case "(", "[", "{":
				depth++
			case ")", "]", "}":
				if depth == 0 {
					return false
				}
				depth--
			case "|", "::":
				binders = false
			case ",", ";":
				if depth == 0 && !(binders && t.text == ",") {
					return false
				}
			case "=>":
				if depth == 0 {
					return true
				}
			}
		}
	}
	return false
}

// lambdaSpecs reads a lambda's requires and reads clauses; the
// preconditions are returned as one conjunction (nil without any).
func (p *parser) lambdaSpecs() (pre ir.Expr, reads bool) {
	save := p.inLambdaSpec
	p.inLambdaSpec = true // in x requires 0 <= x < n => e, n => e is no lambda
	defer func() { p.inLambdaSpec = save }()
	for p.is("requires") || p.is("reads") {
		kw := p.next().text
		e := p.expr()
		if kw == "reads" {
			reads = true
			for p.accept(",") {
				p.expr()
			}
			continue
		}
		if pre == nil {
			pre = e
		} else {
			pre = &ir.Binary{Node: ir.Node{R: ir.Range{Start: pre.Span().Start, End: e.Span().End}}, Op: ir.OpAnd, X: pre, Y: e}
		}
	}
	return pre, reads
}

// lambdaBody guards a lambda's body with its precondition: a call
// outside it is unknown (Dafny rejects such a call).
func (p *parser) lambdaBody(pre, body ir.Expr) ir.Expr {
	if pre == nil {
		return body
	}
	n := ir.Node{R: body.Span()}
	return &ir.Ite{Node: n, Cond: pre, Then: body,
		Else: &ir.Unsupported{Node: n, Text: "", Reason: lambdaOutsidePre}}
}

func (p *parser) lambda() ir.Expr {
	t := p.tok()
	p.expect("(")
	var params []ir.Binder
	for !p.isOp(")") {
		n := p.next()
		if n.kind != tIdent {
			p.fail(n, "expected a lambda parameter, found "+describe(n))
		}
		b := ir.Binder{Name: n.text, R: ir.Range{Start: n.pos, End: n.end}}
		if p.accept(":") {
			b.Type = p.typ()
		}
		params = append(params, b)
		if !p.accept(",") {
			break
		}
	}
	p.expect(")")
	pre, reads := p.lambdaSpecs()
	p.expect("=>")
	body := p.lambdaBody(pre, p.expr())
	return &ir.Lambda{Node: ir.Node{R: p.rng(t)}, Params: params, Body: body, Reads: reads}
}

func (p *parser) collDisplay(t token, kind ir.Kind, open, close string) ir.Expr {
	el := p.args(open, close)
	return &ir.Display{Node: ir.Node{R: p.rng(t)}, Coll: kind, Elems: el}
}

func (p *parser) mapDisplay(t token) ir.Expr {
	p.expect("[")
	d := &ir.Display{Coll: ir.KMap}
	for !p.isOp("]") {
		k := p.expr()
		p.expect(":=")
		v := p.expr()
		d.Keys = append(d.Keys, k)
		d.Elems = append(d.Elems, v)
		if !p.accept(",") {
			break
		}
	}
	p.expect("]")
	d.R = p.rng(t)
	return d
}

// binders parses x, y: int, z.
// binders reads a quantifier domain: x [: T] [<- C] [| R], … (Dafny 4
// lets each variable have a collection and a range). The conditions
// come back as one conjunction (nil without any): x <- C is x in C.
func (p *parser) binders() ([]ir.Binder, ir.Expr) {
	var out []ir.Binder
	var cond ir.Expr
	and := func(e ir.Expr) {
		if cond == nil {
			cond = e
			return
		}
		cond = &ir.Binary{Node: ir.Node{R: ir.Range{Start: cond.Span().Start, End: e.Span().End}}, Op: ir.OpAnd, X: cond, Y: e}
	}
	for {
		n := p.tok()
		if n.kind != tIdent {
			p.fail(n, "expected a bound variable, found "+describe(n))
		}
		p.next()
		b := ir.Binder{Name: n.text, R: ir.Range{Start: n.pos, End: n.end}}
		if p.accept(":") {
			b.Type = p.typ()
		}
		out = append(out, b)
		if p.accept("<-") {
			saved := p.inDomain
			p.inDomain = true
			coll := p.expr()
			p.inDomain = saved
			x := &ir.Ident{Node: ir.Node{R: b.R}, Name: b.Name}
			and(&ir.Binary{Node: ir.Node{R: ir.Range{Start: b.R.Start, End: coll.Span().End}}, Op: ir.OpIn, X: x, Y: coll})
		}
		p.attributes()
		if p.isOp("|") {
			p.next()
			and(p.expr())
		}
		if !p.isOp(",") {
			return out, cond
		}
		p.next()
	}
}

func (p *parser) quantifier() ir.Expr {
	t := p.next()
	q := &ir.Quant{Forall: t.text == "forall"}
	q.Vars, q.Range = p.binders()
	p.attributes()
	p.attributes()
	p.expect("::")
	q.Body = p.expr()
	q.R = p.rng(t)
	return q
}

func (p *parser) comprehension() ir.Expr {
	t := p.next()
	c := &ir.Compr{Coll: ir.KSet}
	if t.text == "map" || t.text == "imap" {
		c.Coll = ir.KMap
	}
	c.Vars, c.Cond = p.binders()
	p.attributes()
	if p.accept("::") {
		x := p.expr()
		if c.Coll == ir.KMap && p.accept(":=") {
			c.Key = x
			c.Term = p.expr()
		} else {
			c.Term = x
			if c.Coll == ir.KMap {
				c.Key = &ir.Ident{Node: ir.Node{R: c.Vars[0].R}, Name: c.Vars[0].Name}
			}
		}
	} else if c.Coll == ir.KMap {
		p.fail(p.tok(), "a map comprehension needs '::'")
	}
	c.R = p.rng(t)
	return c
}

// maxStmtExprs bounds the statements before an expression's value.
const maxStmtExprs = 64

// seqExpr reads a function body or a let body: lemma calls for the proof
// (L(x); e) may come before the value, which is the last expression.
func (p *parser) seqExpr() ir.Expr {
	x := p.expr()
	for k := 0; k < maxStmtExprs && p.semiOK && p.isOp(";") && p.exprAhead(1); k++ {
		p.next()
		x = p.expr()
	}
	return x
}

// exprAhead says whether the token k ahead can start an expression (a
// clause keyword after "requires P;" cannot).
func (p *parser) exprAhead(k int) bool {
	t := p.peek(k)
	switch t.kind {
	case tEOF:
		return false
	case tOp:
		return t.text != "}" && t.text != ")" && t.text != "]" && t.text != ";" && t.text != "," && t.text != "{"
	}
	return !reserved[t.text]
}

// stmtInExpr reads assert E; e, assume E; e, expect E; e, reveal f; e and
// calc { … } e. They are proof steps for the verifier: the value is e's.
func (p *parser) stmtInExpr() ir.Expr {
	t := p.next()
	switch t.text {
	case "calc":
		p.attributes()
		if !p.isOp("{") {
			p.next() // the calc's default relation, such as ==
		}
		if p.isOp("{") {
			p.skipBalanced("{", "}")
		}
		return p.seqExpr()
	case "reveal":
		for k := 0; k < maxStmtExprs && !p.isOp(";") && p.tok().kind != tEOF; k++ {
			p.next()
		}
	default: // assert, assume, expect
		p.attributes()
		if (p.tok().kind == tIdent || p.tok().kind == tInt) && p.peek(1).kind == tOp && p.peek(1).text == ":" {
			p.next() // label
			p.next()
		}
		semi := p.semiOK
		p.semiOK = false
		p.expr()
		if t.text == "expect" && p.accept(",") {
			p.expr() // the failure message
		}
		p.semiOK = semi
		if p.accept("by") && p.isOp("{") {
			p.skipBalanced("{", "}")
			return p.seqExpr() // assert P by { … } has no ';'
		}
	}
	p.expect(";")
	return p.seqExpr()
}

func (p *parser) letExpr() ir.Expr {
	t := p.next() // var
	if p.isOp("(") || p.tok().kind == tIdent && p.peek(1).kind == tOp && p.peek(1).text == "(" {
		// var (a, b) := e; body and var Node(l, v, r) := e; body match e
		// against the pattern (reference manual, LetExpression: a
		// CasePattern).
		pat := p.pattern()
		if p.elephantAhead() {
			// var SP(text, cs) :- E; F: the value extracted is matched
			return p.letOrFailAs(t, nil, nil, &pat)
		}
		p.expect(":=")
		semi := p.semiOK
		p.semiOK = false
		x := p.expr()
		p.semiOK = semi
		p.expect(";")
		body := p.seqExpr()
		return &ir.Match{Node: ir.Node{R: p.rng(t)}, X: x, Cases: []ir.Case{{Pat: pat, Body: body}}}
	}
	l := &ir.Let{}
	var binders []ir.Binder
	for {
		n := p.next()
		if n.kind != tIdent {
			p.fail(n, "expected a name after 'var', found "+describe(n))
		}
		b := ir.Binder{Name: n.text, R: ir.Range{Start: n.pos, End: n.end}}
		var t *ir.Type
		if !p.elephantAhead() && p.accept(":") {
			t = p.typ()
			b.Type = t
		}
		binders = append(binders, b)
		l.Names = append(l.Names, n.text)
		l.Types = append(l.Types, t)
		if !p.accept(",") {
			break
		}
	}
	if p.accept(":|") {
		// var x :| P; body: body for an x with P (see ir.SuchThat).
		semi := p.semiOK
		p.semiOK = false
		cond := p.expr()
		p.semiOK = semi
		p.expect(";")
		body := p.seqExpr()
		n := ir.Node{R: p.rng(t)}
		return &ir.Call{Node: n, Fn: &ir.Ident{Node: n, Name: ir.SuchThat},
			Args: []ir.Expr{&ir.Lambda{Node: n, Params: binders, Body: cond}, &ir.Lambda{Node: n, Params: binders, Body: body}}}
	}
	if p.elephantAhead() {
		return p.letOrFail(t, l.Names, l.Types)
	}
	p.expect(":=")
	semi := p.semiOK
	p.semiOK = false
	for i := range l.Names {
		if i > 0 {
			p.expect(",")
		}
		l.Values = append(l.Values, p.expr())
	}
	p.semiOK = semi
	p.expect(";")
	l.Body = p.seqExpr()
	l.R = p.rng(t)
	return l
}

// elephantAhead says whether :- (let-or-fail) comes next; the lexer
// gives it as ':' then '-'.
func (p *parser) elephantAhead() bool {
	return p.isOp(":") && p.peek(1).kind == tOp && p.peek(1).text == "-"
}

// letOrFail reads ":- E; F" after var x (or alone): the reference
// manual's LetOrFailExpression. With t := E, it is
// if t.IsFailure() then t.PropagateFailure() else var x := t.Extract(); F
// (without x: F), the members of E's failure-compatible type.
func (p *parser) letOrFail(start token, names []string, types []*ir.Type) ir.Expr {
	return p.letOrFailAs(start, names, types, nil)
}

// letOrFailAs is letOrFail, the extracted value matched against pat when
// one is given (var P(a, b) :- E; F).
func (p *parser) letOrFailAs(start token, names []string, types []*ir.Type, pat *ir.Pattern) ir.Expr {
	p.next() // :
	p.next() // -
	semi := p.semiOK
	p.semiOK = false
	x := p.expr()
	p.semiOK = semi
	p.expect(";")
	body := p.seqExpr()
	n := ir.Node{R: p.rng(start)}
	if len(names) > 1 {
		return &ir.Unsupported{Node: n, Text: p.src[start.pos.Offset:p.toks[p.i-1].end.Offset],
			Reason: "var a, b :- e (several names) is not evaluated"}
	}
	tmp := &ir.Ident{Node: n, Name: "$fail"}
	member := func(name string) ir.Expr {
		return &ir.Call{Node: n, Fn: &ir.Member{Node: n, X: tmp, Name: name}, Args: []ir.Expr{}}
	}
	rest := body
	switch {
	case pat != nil:
		rest = &ir.Match{Node: n, X: member("Extract"), Cases: []ir.Case{{Pat: *pat, Body: body}}}
	case len(names) == 1:
		rest = &ir.Let{Node: n, Names: names, Types: types, Values: []ir.Expr{member("Extract")}, Body: body}
	}
	return &ir.Let{Node: n, Names: []string{tmp.Name}, Types: []*ir.Type{nil}, Values: []ir.Expr{x},
		Body: &ir.Ite{Node: n, Cond: member("IsFailure"), Then: member("PropagateFailure"), Else: rest}}
}

func (p *parser) matchExpr() ir.Expr {
	t := p.next()
	m := &ir.Match{X: p.expr()}
	braced := p.accept("{")
	for p.accept("case") {
		pat := p.pattern()
		p.expect("=>")
		body := p.seqExpr()
		m.Cases = append(m.Cases, ir.Case{Pat: pat, Body: body})
	}
	if braced {
		p.expect("}")
	}
	m.R = p.rng(t)
	return m
}

func (p *parser) pattern() ir.Pattern {
	p.enter()
	defer p.leave()
	t := p.tok()
	switch {
	case t.kind == tInt, t.kind == tChar, t.kind == tString, t.kind == tOp && t.text == "-":
		x := p.unary()
		if l, ok := x.(*ir.Lit); ok {
			return ir.Pattern{Lit: l.Val}
		}
		p.fail(t, "bad literal pattern")
	case t.kind == tOp && t.text == "(":
		p.next()
		var args []ir.Pattern
		for !p.isOp(")") {
			args = append(args, p.pattern())
			if !p.accept(",") {
				break
			}
		}
		p.expect(")")
		if len(args) == 1 {
			return args[0]
		}
		return ir.Pattern{Tuple: true, Args: args}
	case t.kind == tIdent:
		p.next()
		if t.text == "_" {
			return ir.Pattern{Wild: true}
		}
		if t.text == "true" || t.text == "false" {
			return ir.Pattern{Lit: ir.Bool(t.text == "true")}
		}
		if p.isOp("(") {
			p.next()
			var args []ir.Pattern
			for !p.isOp(")") {
				args = append(args, p.pattern())
				if !p.accept(",") {
					break
				}
			}
			p.expect(")")
			return ir.Pattern{Ctor: t.text, Args: args}
		}
		if p.accept(":") {
			p.typ()
		}
		// Whether a bare name is a constructor is settled after the whole
		// file is read (fixPatterns).
		return ir.Pattern{Var: t.text}
	}
	p.fail(t, "expected a pattern, found "+describe(t))
	return ir.Pattern{}
}

// fixPatterns turns bare names in match patterns that name a datatype
// constructor into constructor patterns.
func fixPatterns(m *ir.Module) {
	var fixPat func(pt *ir.Pattern)
	fixPat = func(pt *ir.Pattern) {
		if pt.Var != "" {
			if m.Ctor(pt.Var) != nil {
				pt.Ctor, pt.Var = pt.Var, ""
			}
		}
		for i := range pt.Args {
			fixPat(&pt.Args[i])
		}
	}
	visit := func(e ir.Expr) {
		ir.Inspect(e, func(x ir.Expr) bool {
			if mt, ok := x.(*ir.Match); ok {
				for i := range mt.Cases {
					fixPat(&mt.Cases[i].Pat)
				}
			}
			return true
		})
	}
	for _, f := range m.Funcs {
		visit(f.Body)
	}
	// Bodies too: a match statement's patterns, and match expressions in
	// statements (else a constructor name would bind as a variable).
	body := func(ss []ir.Stmt) {
		ir.InspectStmts(ss, func(s ir.Stmt) bool {
			for _, e := range ir.StmtExprs(s) {
				visit(e)
			}
			if ms, ok := s.(*ir.MatchStmt); ok {
				for i := range ms.Cases {
					fixPat(&ms.Cases[i].Pat)
				}
			}
			return true
		})
	}
	seen := map[*ir.Impl]bool{}
	for _, c := range m.Contracts {
		for _, cl := range c.Clauses {
			visit(cl.Expr)
		}
		if c.Impl != nil && !seen[c.Impl] {
			seen[c.Impl] = true
			body(c.Impl.Body)
		}
	}
	for _, im := range m.Impls {
		if !seen[im] {
			seen[im] = true
			body(im.Body)
		}
	}
}

// scalarType names a built-in type without type parameters: after it a
// < is a comparison (c as int < 256), never type arguments.
func scalarType(name string) bool {
	switch name {
	case "int", "nat", "real", "bool", "char", "string", "ORDINAL", "object", "object?", "fp32", "fp64":
		return true
	}
	if strings.HasPrefix(name, "bv") {
		_, err := strconv.Atoi(name[2:])
		return err == nil
	}
	return false
}

// implicitTypeParam names the type parameter Dafny adds for a collection
// type written without its element type (l: seq).
const implicitTypeParam = "_T0"

// autoContracts adds what {:autocontracts} makes Dafny add to a member of
// the class (Dafny reference manual, "{:autocontracts}"): every method
// and function but Valid itself requires Valid(); a method also modifies
// this (and Repr), so its final object state is searched rather than its
// body run, and a method or constructor ensures Valid(). The clauses say
// where they come from.
func (p *parser) autoContracts(kw string, c *ir.Contract) {
	if c.Name == "Valid" || kw == "lemma" || kw == "colemma" {
		return
	}
	valid := &ir.Call{Node: ir.Node{R: c.NameR}, Fn: &ir.Ident{Node: ir.Node{R: c.NameR}, Name: "Valid"}}
	if kw == "method" || kw == "constructor" {
		// ensures Valid(): a final state that breaks the invariant is
		// not one the member may leave.
		c.Clauses = append(c.Clauses, ir.Clause{Kind: ir.Ensures, Expr: valid, Text: "Valid() /* {:autocontracts} */", R: c.NameR})
	}
	if kw == "constructor" {
		return
	}
	pre := ir.Clause{Kind: ir.Requires, Expr: valid, Text: "Valid() /* {:autocontracts} */", R: c.NameR}
	c.Clauses = append([]ir.Clause{pre}, c.Clauses...)
	if kw == "method" && !slices.Contains(c.Modified, ir.ThisName) {
		this := &ir.Ident{Node: ir.Node{R: c.NameR}, Name: ir.ThisName}
		c.Clauses = append(c.Clauses, ir.Clause{Kind: ir.Modifies, Expr: this, Text: "this /* {:autocontracts} */", R: c.NameR})
		c.Modified = append(c.Modified, ir.ThisName)
	}
}
