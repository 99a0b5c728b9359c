package lean

import (
	"fmt"
	"sort"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// defInfo is a parsed definition, kept to assemble contracts.
type defInfo struct {
	name   string
	params []ir.Param
	bs     []binder
	result *ir.Type
	// resTerm is the result type as written (Prop and Bool are both
	// KBool in result).
	resTerm ir.Expr
	body    ir.Expr
	r       ir.Range
	nameR   ir.Range
	start   token
	// sizes are the implicit lengths read as sizes of its vectors.
	sizes sizes
}

// pairContracts turns definitions into contracts:
//   - VERINA's F_precond (params) : Prop and F_postcond (params) (result)
//     (h_precond : …) : Prop become one contract F: requires the
//     precondition's body, ensures the postcondition's;
//   - any other Prop-valued definition with a doc comment becomes a
//     contract whose ensures is its body.
func (p *parser) pairContracts() {
	byName := map[string]*defInfo{}
	for i := range p.defs {
		byName[p.defs[i].name] = &p.defs[i]
	}
	done := map[string]bool{}
	var names []string
	for n := range byName {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		d := byName[n]
		switch {
		case strings.HasSuffix(n, "_postcond"):
			base := strings.TrimSuffix(n, "_postcond")
			pre := byName[base+"_precond"]
			c := &ir.Contract{Name: base, Decl: ir.DeclFunction, R: d.r, NameR: d.nameR}
			// Parameters: the precondition's (or all but result and proofs).
			nParams := len(d.params) - 1
			if pre != nil {
				nParams = len(pre.params)
			}
			if nParams < 0 || nParams >= len(d.params) {
				p.problems = append(p.problems, ir.Problem{R: d.nameR, Severity: ir.SevWarning, Code: "spec-shape",
					Message: fmt.Sprintf("%s has no result parameter after the inputs", n)})
				continue
			}
			c.Params = d.params[:nParams]
			// The results are what follows the inputs, but a proof of the
			// precondition (h_precond : F_precond …) is none: a
			// postcondition of a Unit function has only that.
			for i := nParams; i < len(d.params); i++ {
				if !p.isProofParam(d, i) {
					c.Results = append(c.Results, d.params[i])
				}
			}
			if pre != nil && pre.body != nil {
				c.Clauses = append(c.Clauses, p.clause(ir.Requires, pre))
				done[pre.name] = true
			}
			if d.body != nil {
				c.Clauses = append(c.Clauses, p.clause(ir.Ensures, d))
			}
			p.attachDoc(c, d.start)
			if c.Requirement == "" && pre != nil {
				p.attachDoc(c, pre.start)
			}
			done[n] = true
			p.mod.Contracts = append(p.mod.Contracts, c)
		}
	}
	for _, n := range names {
		d := byName[n]
		if done[n] || strings.HasSuffix(n, "_precond") || d.result == nil || d.result.Kind != ir.KBool || d.body == nil {
			continue
		}
		c := &ir.Contract{Name: n, Decl: ir.DeclPredicate, Params: d.params, R: d.r, NameR: d.nameR}
		if k := len(d.params) - 1; k > 0 && resultNames[d.params[k].Name] {
			// def spec (xs : List Int) (result : Int) : Prop relates an
			// input to a result: the last parameter, so named, is it.
			c.Decl, c.Params, c.Results = ir.DeclFunction, d.params[:k], []ir.Param{d.params[k]}
		}
		c.Clauses = append(c.Clauses, p.clause(ir.Ensures, d))
		p.attachDoc(c, d.start)
		if c.Requirement == "" && c.Examples.Empty() {
			continue // an auxiliary predicate, not a spec
		}
		p.mod.Contracts = append(p.mod.Contracts, c)
	}
}

// resultNames are the names that make a Prop definition's last
// parameter its result.
var resultNames = map[string]bool{"result": true, "res": true, "output": true}

func (p *parser) clause(kind ir.ClauseKind, d *defInfo) ir.Clause {
	r := d.body.Span()
	text := ""
	if r.Start.Offset <= r.End.Offset && r.End.Offset <= len(p.src) {
		text = p.src[r.Start.Offset:r.End.Offset]
	}
	return ir.Clause{Kind: kind, Expr: d.body, Text: text, R: r}
}

// attachDoc reads the doc comment /-- … -/ just before a definition.
func (p *parser) attachDoc(c *ir.Contract, start token) {
	// Doc comments are in source order, so the one that can belong to
	// the definition is the last ending before it (binary search: a file
	// of thousands of definitions is read in linear time).
	if p.docs == nil {
		p.docs = []int{}
		for i := range p.comments {
			if p.comments[i].doc {
				p.docs = append(p.docs, i)
			}
		}
	}
	k := sort.Search(len(p.docs), func(k int) bool { return p.comments[p.docs[k]].end.Offset > start.pos.Offset }) - 1
	if k < 0 {
		return
	}
	doc := &p.comments[p.docs[k]]
	if gap := p.src[doc.end.Offset:start.pos.Offset]; strings.TrimSpace(gap) != "" && !onlyAttributes(gap) {
		return
	}
	text := strings.TrimSuffix(strings.TrimPrefix(doc.text, "/--"), "-/")
	var lines []ir.DocLine
	off := doc.start.Offset + 3
	for i, ln := range strings.Split(text, "\n") {
		st := ir.Pos{Offset: off, Line: doc.start.Line + i, Col: 1}
		lines = append(lines, ir.DocLine{Text: strings.TrimSpace(ln), R: ir.Range{Start: st, End: ir.Pos{Offset: off + len(ln), Line: st.Line, Col: len(ln) + 1}}})
		off += len(ln) + 1
	}
	c.DocR = ir.Range{Start: doc.start, End: doc.end}
	p.problems = append(p.problems, ir.ReadDoc(c, lines, ParseValue)...)
}

func onlyAttributes(s string) bool {
	s = strings.TrimSpace(s)
	return strings.HasPrefix(s, "@[") && strings.HasSuffix(s, "]") && !strings.Contains(s, "\n\n")
}

// ParseExpr parses one Lean term (for examples and tests).
func ParseExpr(src string) (ir.Expr, []ir.Problem) {
	_, e, probs := parseTerm(src)
	return e, probs
}

// parseTerm parses one term and keeps the parser (its ascriptions and let
// types) for elaboration.
func parseTerm(src string, locals ...string) (*parser, ir.Expr, []ir.Problem) {
	l := lex(src)
	p := &parser{toks: l.toks, src: src, problems: l.problems, stopCol: -1, bareDoAt: -1,
		asc: map[ir.Expr]*ir.Type{}, letTypes: map[*ir.Let]*ir.Type{}}
	if len(locals) > 0 {
		// The names in scope where the term is read: result.length is
		// the member length of the local result, not one dotted name.
		p.push(locals...)
	}
	var e ir.Expr
	func() {
		defer p.recoverBail()
		e = p.term(0)
		if p.tok().kind != tEOF {
			p.fail(*p.tok(), "unexpected "+describe(*p.tok())+" after the term")
		}
	}()
	if len(p.problems) > 0 {
		return p, nil, p.problems
	}
	return p, e, nil
}

// ParseValue reads a value written in Lean syntax (#[1, 2], [1, 2], "s",
// 'c', (1, true), some 3, -5).
func ParseValue(text string) (ir.Value, error) {
	e, probs := ParseExpr(text)
	if len(probs) > 0 {
		return nil, fmt.Errorf("%s", probs[0].Message)
	}
	ctx := ir.NewCtx(&ir.Module{Lib: library(), Consts: leanConsts()})
	ctx.Limits.Steps = 200_000
	v, stop := ctx.Eval(e, nil)
	if stop != nil {
		return nil, fmt.Errorf("cannot evaluate %q: %s", ir.Clip(text), stop.Reason)
	}
	return v, nil
}

// ParseType reads a Lean type (List (Char × Nat), Array Int, …).
func ParseType(text string) *ir.Type {
	e, probs := ParseExpr(text)
	if len(probs) > 0 {
		return ir.TypeUnknown
	}
	return typeOf(e)
}

// typeNames are the names the types of d's signature mention: its
// explicit non-proof parameters' types and its result type (Fin (n + 1)
// mentions n).
func (p *parser) typeNames(d *defInfo) []string {
	seen := map[string]bool{}
	var out []string
	add := func(e ir.Expr) {
		ir.Inspect(e, func(x ir.Expr) bool {
			if id, ok := x.(*ir.Ident); ok && !seen[id.Name] {
				seen[id.Name] = true
				out = append(out, id.Name)
			}
			return true
		})
	}
	for _, b := range d.bs {
		if b.typeExpr != nil && !p.isProp(b.typeExpr) {
			add(b.typeExpr)
		}
	}
	if d.resTerm != nil {
		add(d.resTerm)
	}
	return out
}
