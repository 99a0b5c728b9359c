package lean

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

const maxUniques = 4

// specials are binary notations that do not lower to one operator or
// call, by their Init/Prelude (or Mathlib) precedence.
var specials = map[string]int{
	">>=": 55,  // infixl: Bind.bind
	"<$>": 100, // infixr: Functor.map
	"⊆":   precRel,
	"▸":   75, // h ▸ e: e, transported along the proof h
	"≡":   precRel,
	// a...b, a...=b, a...<b, a...* (Init/Data/Range/Polymorphic): above
	// the relations (x ∈ 0...n), below arithmetic (0...n+1).
	"...": precRel + 1,
}

// special parses the notation at the current token after x when its
// precedence allows; ok is false when the token is not one of them.
func (p *parser) special(start token, x ir.Expr, min int) (ir.Expr, bool) {
	t := *p.tok()
	prec, ok := specials[t.text]
	if !ok || prec < min || prec == min && t.text != "<$>" && t.text != "▸" {
		return nil, false
	}
	p.next()
	switch t.text {
	case ">>=":
		// x >>= f is x.bind f: Option.bind for an option, the only monad
		// with values here.
		f := p.term(prec + 1)
		return &ir.Call{Node: p.node(start), Fn: &ir.Member{Node: p.node(start), X: x, Name: "bind"}, Args: []ir.Expr{f}}, true
	case "<$>":
		// f <$> x is x.map f (Functor.map of List and Option).
		y := p.term(prec)
		return &ir.Call{Node: p.node(start), Fn: &ir.Member{Node: p.node(start), X: y, Name: "map"}, Args: []ir.Expr{x}}, true
	case "⊆":
		// s ⊆ t unfolds (List.Subset, Set, Finset alike) to ∀ a ∈ s, a ∈ t.
		y := p.term(prec + 1)
		if d, ok := x.(*ir.Display); ok && len(d.Elems) > 0 && len(d.Elems) <= 16 && d.Coll != ir.KMap {
			// {a, b} ⊆ t is a ∈ t ∧ b ∈ t (membership in a literal is
			// equality with one of its elements), which names each
			// element's range.
			var out ir.Expr
			for _, el := range d.Elems {
				in := &ir.Binary{Node: p.node(start), Op: ir.OpIn, X: el, Y: y}
				if out == nil {
					out = in
				} else {
					out = &ir.Binary{Node: p.node(start), Op: ir.OpAnd, X: out, Y: in}
				}
			}
			return out, true
		}
		v := p.freshName()
		a := &ir.Ident{Node: p.node(start), Name: v}
		body := &ir.Binary{Node: p.node(start), Op: ir.OpImplies,
			X: &ir.Binary{Node: p.node(start), Op: ir.OpIn, X: a, Y: x},
			Y: &ir.Binary{Node: p.node(start), Op: ir.OpIn, X: a, Y: y}}
		return &ir.Quant{Node: p.node(start), Forall: true, Vars: []ir.Binder{{Name: v}}, Body: body}, true
	case "...":
		return p.rangeFrom(start, x), true
	case "▸":
		// The proof only changes the type: the value is e's.
		return p.term(prec), true
	case "≡":
		// Mathlib's a ≡ b [MOD n] (Nat.ModEq) and [ZMOD n] (Int.ModEq)
		// are a % n = b % n.
		y := p.term(prec + 1)
		p.expect("[")
		m := p.next()
		if m.kind != tIdent || m.text != "MOD" && m.text != "ZMOD" {
			p.fail(m, "expected MOD or ZMOD after ≡ … [, found "+describe(m))
		}
		n := p.term(0)
		p.expect("]")
		mod := func(e ir.Expr) ir.Expr {
			return &ir.Binary{Node: p.node(start), Op: ir.OpModEuclidTotal, X: e, Y: n}
		}
		return &ir.Binary{Node: p.node(start), Op: ir.OpEq, X: mod(x), Y: mod(y)}, true
	}
	return nil, false
}

// dotName reads .name after its dot: the constructor some/none/nil
// of the expected type, or another one the evaluator does not know.
func (p *parser) dotName(dot, n token) ir.Expr {
	node := p.node(dot)
	switch n.text {
	case "none":
		return &ir.Lit{Node: node, Val: ir.Datatype{Ctor: "none"}}
	case "some":
		return &ir.Ident{Node: node, Name: "some"}
	case "nil":
		return &ir.Display{Node: node, Coll: ir.KSeq}
	case "true", "false":
		return &ir.Lit{Node: node, Val: ir.Bool(n.text == "true")}
	}
	return &ir.Unsupported{Node: node, Text: "." + n.text,
		Reason: "the constructor ." + n.text + " of the expected type is not evaluated"}
}

// skipUntilClose skips to the close that balances an open just read.
func (p *parser) skipUntilClose(open, close string) {
	if !p.skipBalanced(open, close, 1) {
		p.fail(p.toks[len(p.toks)-1], "expected "+close+", found end of file")
	}
}

// maxDisplay bounds the elements of a set display read.
const maxDisplay = 1000

// braces reads {…} terms the evaluator has no values for: structure
// instances { x := 1 }, { s with x := 1 }, set-builder {x | p x},
// {x ∈ s | p x}, subtypes {x // p x} and set displays {a, b}. They are
// parsed (balanced) and unknown, with the construct named.
func (p *parser) braces(open token) ir.Expr {
	if e, ok := p.setBuilder(open); ok {
		return e
	}
	depth := 1
	const display = "set displays ({a, b}) are"
	what := display
	first := p.i
	for p.tok().kind != tEOF {
		t := p.next()
		if t.kind != tSym {
			if depth == 1 && t.kind == tIdent && t.text == "with" {
				what = "structure updates ({ s with … }) are"
			}
			continue
		}
		switch t.text {
		case "{", "(", "[", "⟨", "#[":
			depth++
		case "}", ")", "]", "⟩":
			depth--
		case ":=":
			if depth == 1 && what == display {
				what = "structure instances ({ x := v }) are"
			}
		case "|":
			if depth == 1 {
				what = "set-builder notation ({x | p x}) is"
			}
		case "/":
			if depth == 1 && p.is("/") {
				what = "subtypes ({x // p x}) are"
			}
		}
		if depth == 0 {
			if t.text != "}" {
				p.fail(t, "expected \"}\", found "+describe(t))
			}
			if what == display && p.i-1 > first {
				// {a, b, c}: Insert/Singleton notation, a Set or Finset
				// (List's own insert keeps one copy too) of the elements.
				end := p.i
				if d := p.setDisplay(open, first, end); d != nil {
					return d
				}
				p.i = end
			}
			return &ir.Unsupported{Node: p.node(open), Text: p.src[open.pos.Offset:t.end.Offset], Reason: what + " not evaluated"}
		}
	}
	p.fail(*p.tok(), "expected \"}\", found end of file")
	return nil
}

// absValue reads Mathlib's |a| (abs a).
func (p *parser) absValue(bar token) ir.Expr {
	saved := p.stopCol
	p.stopCol = -1
	x := p.term(0)
	p.stopCol = saved
	p.expect("|")
	return &ir.Call{Node: p.node(bar), Fn: &ir.Ident{Node: p.node(bar), Name: "abs"}, Args: []ir.Expr{x}}
}

// ifLet reads if let pat := e then a else b, which Init/Prelude defines
// as match e with | pat => a | _ => b.
func (p *parser) ifLet(start token) ir.Expr {
	p.next() // let
	pat := p.pattern()
	p.expect(":=")
	saved := p.stopCol
	p.stopCol = -1
	x := p.term(0)
	p.expect("then")
	p.push(patVars(pat)...)
	th := p.term(0)
	p.pop()
	p.stopCol = saved
	p.expect("else")
	el := p.term(0)
	if c := opaqueCtor(pat); c != "" {
		return &ir.Unsupported{Node: p.node(start), Text: p.src[start.pos.Offset:p.toks[p.i-1].end.Offset], Reason: opaqueReason(c)}
	}
	return &ir.Match{Node: p.node(start), X: x, Cases: []ir.Case{{Pat: pat, Body: th}, {Pat: ir.Pattern{Wild: true}, Body: el}}}
}

// skipProofTerm skips a proof term (⟨h.1, Nat.le_of_lt ‹_›⟩): balanced
// brackets, up to a ';', a closing bracket or comma of the enclosing term,
// or a line at or left of stopCol.
func (p *parser) skipProofTerm() {
	depth := 0
	for p.tok().kind != tEOF {
		if depth == 0 && p.ended() {
			return
		}
		c := p.tok()
		if depth == 0 && c.kind == tIdent && c.text == "by" {
			// fun h => by simp; omega: the tactics own the ';'
			p.byBlock()
			return
		}
		if c.kind == tSym {
			switch c.text {
			case "(", "[", "{", "⟨", "#[", "⦃", "‹":
				depth++
			case ")", "]", "}", "⟩", "⦄", "›":
				if depth == 0 {
					return
				}
				depth--
			case ",", ";":
				if depth == 0 {
					return
				}
			}
		}
		p.next()
	}
}

// existsUnique reads ∃! x, P x, which Init/Core defines as
// ∃ x, P x ∧ ∀ y, P y → y = x. The quantifier is read twice, once for the
// witness and once for the other values; a let keeps the witness in
// reach under the inner binder, which reuses its name. Several binders
// (∃! x y, P, nested ∃! in Mathlib) are unknown.
func (p *parser) existsUnique() ir.Expr {
	start := *p.tok()
	from := p.i + 2
	read := func() *ir.Quant {
		p.i = from
		q, ok := p.quantifierFrom(start, false).(*ir.Quant)
		if !ok {
			p.fail(start, "expected a quantifier after ∃!")
		}
		return q
	}
	p.uniques++
	defer func() { p.uniques-- }()
	outer := read()
	end := p.i
	reason := ""
	switch {
	case len(outer.Vars) != 1:
		reason = "∃! with several bound variables is not evaluated"
	case p.uniques > maxUniques:
		// Each ∃! reads its body twice: nesting is bounded.
		reason = fmt.Sprintf("∃! nested more than %d deep is not evaluated", maxUniques)
	}
	if reason != "" {
		return &ir.Unsupported{Node: p.node(start), Text: p.src[start.pos.Offset:p.toks[end-1].end.Offset], Reason: reason}
	}
	inner := read()
	p.i = end
	x := outer.Vars[0].Name
	w := p.freshName()
	node := p.node(start)
	inner.Forall = true
	inner.Body = &ir.Binary{Node: node, Op: ir.OpImplies, X: inner.Body,
		Y: &ir.Binary{Node: node, Op: ir.OpEq, X: &ir.Ident{Node: node, Name: x}, Y: &ir.Ident{Node: node, Name: w}}}
	outer.Body = &ir.Binary{Node: node, Op: ir.OpAnd, X: outer.Body,
		Y: &ir.Let{Node: node, Names: []string{w}, Values: []ir.Expr{&ir.Ident{Node: node, Name: x}}, Body: inner}}
	return outer
}

// triple reads a Std.Do Hoare triple ⦃⌜P⌝⦄ prog ⦃⇓ r => ⌜Q⌝⦄. For a
// program without state or exceptions (Id) it says P → Q with r bound to
// the program's value: so a theorem stating it about f xs is a contract
// of f (theorems.go), P a premise and Q the postcondition. Assertions on
// a state (⦃fun s => …⦄) and other postconditions (⇓? , ⦃Q⦄ without ⇓)
// are unknown.
func (p *parser) triple(open token) ir.Expr {
	saved := p.stopCol
	p.stopCol = -1
	defer func() { p.stopCol = saved }()
	pre, preOK := p.assertion()
	p.expect("⦄")
	prog := p.term(0)
	p.expect("⦃")
	var name token
	var pat *ir.Pattern
	postOK := p.accept("⇓")
	if postOK {
		if p.is("(") || p.is("⟨") {
			pt := p.pattern()
			pat = &pt
			name = token{text: p.freshName()}
		} else {
			name = p.next()
			if name.kind != tIdent {
				p.fail(name, "expected a name after ⇓, found "+describe(name))
			}
		}
		if !p.accept("↦") {
			p.expect("=>")
		}
	}
	names := []string{name.text}
	if pat != nil {
		names = append(names, patVars(*pat)...)
	}
	p.push(names...)
	post, ok := p.assertion()
	p.pop()
	p.expect("⦄")
	node := p.node(open)
	if !preOK || !postOK || !ok {
		return &ir.Unsupported{Node: node, Text: p.src[open.pos.Offset:p.toks[p.i-1].end.Offset],
			Reason: "Std.Do triples are read only with ⌜P⌝ before and ⇓ r => ⌜Q⌝ after the program"}
	}
	if pat != nil {
		post = &ir.Match{Node: node, X: &ir.Ident{Node: node, Name: name.text}, Cases: []ir.Case{{Pat: *pat, Body: post}}}
	}
	body := &ir.Let{Node: node, Names: []string{name.text}, Values: []ir.Expr{prog}, Body: post}
	return &ir.Binary{Node: node, Op: ir.OpImplies, X: pre, Y: body}
}

// assertion reads ⌜p⌝ (ok) or any other assertion (skipped, not ok) up
// to the closing ⦄.
func (p *parser) assertion() (ir.Expr, bool) {
	if p.accept("⌜") {
		x := p.term(0)
		p.expect("⌝")
		if p.is("⦄") {
			return x, true
		}
	}
	depth := 0
	for p.tok().kind != tEOF && !(depth == 0 && p.is("⦄")) {
		switch p.tok().text {
		case "⦃", "(", "[", "{", "⟨":
			depth++
		case "⦄", ")", "]", "}", "⟩":
			depth--
		}
		p.next()
	}
	return nil, false
}

// maxInterpolated bounds the {…} parts of one interpolated string.
const maxInterpolated = 64

// interpolated reads s!"a{x}b" as "a" ++ toString x ++ "b" (Lean's
// string interpolation; m! and f! build other types, read the same).
func (p *parser) interpolated(bang, str token) ir.Expr {
	node := ir.Node{R: ir.Range{Start: bang.pos, End: str.end}}
	unsupported := func(why string) ir.Expr {
		return &ir.Unsupported{Node: node, Text: bang.text + strconv.Quote(str.text), Reason: why}
	}
	var parts []ir.Expr
	text := str.text
	for n := 0; text != ""; n++ {
		if n > maxInterpolated {
			return unsupported("an interpolated string with too many parts is not evaluated")
		}
		open := strings.IndexByte(text, '{')
		if open < 0 {
			parts = append(parts, &ir.Lit{Node: node, Val: ir.Str(text)})
			break
		}
		if open > 0 {
			parts = append(parts, &ir.Lit{Node: node, Val: ir.Str(text[:open])})
		}
		depth, end := 0, -1
		for i := open; i < len(text) && end < 0; i++ {
			switch text[i] {
			case '{':
				depth++
			case '}':
				depth--
				if depth == 0 {
					end = i
				}
			}
		}
		if end < 0 {
			return unsupported("an interpolated string with an unclosed { is not evaluated")
		}
		e, probs := ParseExpr(text[open+1 : end])
		if len(probs) > 0 {
			return unsupported("an interpolated part not read: " + probs[0].Message)
		}
		e = ir.Rewrite(e, func(x ir.Expr) (ir.Expr, bool) {
			// The part's ranges are in the string, not the file.
			switch x := x.(type) {
			case *ir.Ident:
				return &ir.Ident{Node: node, Name: x.Name}, true
			}
			return nil, false
		})
		parts = append(parts, &ir.Call{Node: node, Fn: &ir.Ident{Node: node, Name: "toString"}, Args: []ir.Expr{e}})
		text = text[end+1:]
	}
	if len(parts) == 0 {
		return &ir.Lit{Node: node, Val: ir.Str("")}
	}
	out := parts[0]
	for _, x := range parts[1:] {
		out = &ir.Binary{Node: node, Op: ir.OpAppend, X: out, Y: x}
	}
	return out
}

// setBuilder reads {x | p x}, {x : T | p x} and {x ∈ s | p x} as the set
// of the values that satisfy p (Mathlib's setOf, Set.sep): a set
// comprehension, finite where p bounds x (x < n, x ∈ s), unknown
// otherwise. Anything else is left to braces.
func (p *parser) setBuilder(open token) (ir.Expr, bool) {
	if p.tok().kind != tIdent || p.i+1 >= len(p.toks) {
		return nil, false
	}
	if nx := p.toks[p.i+1]; nx.kind != tSym || nx.text != "|" && nx.text != ":" && nx.text != "∈" {
		return nil, false
	}
	save := p.i
	name := p.next()
	b := ir.Binder{Name: name.text, R: ir.Range{Start: name.pos, End: name.end}}
	var in ir.Expr
	saved := p.stopCol
	p.stopCol = -1
	defer func() { p.stopCol = saved }()
	switch {
	case p.accept(":"):
		b.Type = typeOf(p.term(0))
	case p.accept("∈"):
		in = p.term(0)
	}
	if !p.is("|") {
		p.i = save
		return nil, false
	}
	p.next()
	p.push(name.text)
	cond := p.term(0)
	p.pop()
	if !p.is("}") {
		p.i = save
		return nil, false
	}
	p.next()
	x := &ir.Ident{Node: ir.Node{R: b.R}, Name: b.Name}
	if in != nil {
		cond = &ir.Binary{Node: p.node(open), Op: ir.OpAnd, X: &ir.Binary{Node: p.node(open), Op: ir.OpIn, X: x, Y: in}, Y: cond}
	}
	if b.Type == nil {
		b.NatIfUnsigned = true
	}
	return &ir.Compr{Node: p.node(open), Coll: ir.KSet, Vars: []ir.Binder{b}, Cond: cond, Term: x}, true
}

// setDisplay reads the tokens first … end-2 of {a, b, c} as its
// elements, or returns nil (and leaves no problem) where they are not
// terms.
func (p *parser) setDisplay(open token, first, end int) (d *ir.Display) {
	problems, saved := len(p.problems), p.stopCol
	defer func() {
		p.stopCol = saved
		if r := recover(); r != nil {
			if _, ok := r.(bail); !ok {
				panic(r)
			}
			p.problems = p.problems[:problems]
			d = nil
		}
	}()
	p.i = first
	p.stopCol = -1
	d = &ir.Display{Node: p.node(open), Coll: ir.KSet}
	for len(d.Elems) <= maxDisplay {
		d.Elems = append(d.Elems, p.term(0))
		if !p.accept(",") {
			break
		}
	}
	if p.i != end-1 || !p.is("}") {
		return nil
	}
	p.next()
	return d
}

// rangeFrom reads the end of a range a...b after its "...": right-open
// unless written ...=b (Std.Rco, Std.Rcc); a...* has no end and is not
// evaluated. The range is held as the list of its integers.
func (p *parser) rangeFrom(start token, lo ir.Expr) ir.Expr {
	closed := false
	switch {
	case p.accept("="):
		closed = true
	case p.accept("<"):
	case p.is("*"):
		t := p.next()
		return &ir.Unsupported{Node: p.node(start), Text: p.src[start.pos.Offset:t.end.Offset], Reason: "ranges without an end (a...*) are not evaluated"}
	}
	hi := p.term(precRel + 2)
	return &ir.Call{Node: p.node(start), Fn: &ir.Ident{Node: p.node(start), Name: "$range"},
		Args: []ir.Expr{lo, hi, &ir.Lit{Node: p.node(start), Val: ir.Bool(closed)}}}
}
