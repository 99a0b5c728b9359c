package lean

import (
	"sort"
	"strings"

	"github.com/specfaith/specfaith/spec"
)

// theoremInfo is a theorem's statement, kept to read it as a contract.
type theoremInfo struct {
	name  string
	bs    []binder
	stmt  spec.Expr
	r     spec.Range
	nameR spec.Range
	start token
}

// theoremContracts reads theorems about one function of the file as the
// contract of that function: in
//
//	def f (x : Nat) : Nat := sorry
//	theorem f_pos (x : Nat) (h : x > 0) : f x > 0 := sorry
//
// the statement applies f to the theorem's own binders, so it says what
// f returns on them: the binders f is applied to are f's parameters, the
// application is the result, the hypotheses are premises, and any other
// binder is quantified. The theorem becomes the clause
// `x > 0 → result > 0` of f's contract; several theorems about f are
// several clauses. A theorem that applies f to other terms, applies it
// twice with different arguments, or is about no function of the file
// is not a contract (a property relating calls).
func (p *parser) theoremContracts() {
	if len(p.theorems) == 0 {
		return
	}
	funcs := map[string]*defInfo{}
	for i := range p.defs {
		d := &p.defs[i]
		if d.result != nil && d.result.Kind == spec.KBool {
			continue // a predicate, not a function with a result
		}
		if _, ok := funcs[d.name]; !ok {
			funcs[d.name] = d
		}
	}
	existing := map[string]bool{}
	for _, c := range p.mod.Contracts {
		existing[c.Name] = true
	}
	byFunc := map[string]*spec.Contract{}
	var order []string
	targets := p.theoremTargets(funcs)
	for i := range p.theorems {
		th := &p.theorems[i]
		app := targets[i]
		if app == nil {
			continue
		}
		d := funcs[app.Fn.(*spec.Ident).Name]
		if existing[d.name] {
			continue
		}
		cl, ok := p.theoremClause(th, d, app)
		if !ok {
			continue
		}
		c := byFunc[d.name]
		if c == nil {
			c = &spec.Contract{Name: d.name, Decl: spec.DeclFunction, Params: d.params, R: d.r, NameR: d.nameR,
				Results: []spec.Param{{Name: resultName(d), Type: d.result}}}
			p.attachDoc(c, d.start)
			byFunc[d.name] = c
			order = append(order, d.name)
		}
		c.Clauses = append(c.Clauses, cl)
		if c.Requirement == "" {
			p.attachDoc(c, th.start)
		}
	}
	sort.Strings(order)
	for _, n := range order {
		p.mod.Contracts = append(p.mod.Contracts, byFunc[n])
	}
}

// resultName is a name for f's result that none of its parameters has.
func resultName(d *defInfo) string {
	used := map[string]bool{}
	for _, b := range d.params {
		used[b.Name] = true
	}
	return spec.FreshName(used, "result", "res", "out")
}

// candidates are the functions of the file the theorem's statement
// applies to distinct binders of the theorem (as many as they take).
func (p *parser) candidates(th *theoremInfo, funcs map[string]*defInfo) map[string]*spec.Call {
	out := map[string]*spec.Call{}
	bad := map[string]bool{}
	spec.Inspect(th.stmt, func(x spec.Expr) bool {
		c, ok := x.(*spec.Call)
		if !ok {
			return true
		}
		id, ok := c.Fn.(*spec.Ident)
		if !ok || p.localTo(th, id.Name) {
			return true
		}
		f := funcs[id.Name]
		if f == nil || len(c.Args) != len(f.params) {
			return true
		}
		seen := map[string]bool{}
		for _, a := range c.Args {
			a, ok := a.(*spec.Ident)
			if !ok || !p.localTo(th, a.Name) || seen[a.Name] {
				bad[id.Name] = true // applied to a term: a property relating calls
				return true
			}
			seen[a.Name] = true
		}
		if prev, ok := out[id.Name]; ok && !spec.SameExprs(prev.Args, c.Args) {
			bad[id.Name] = true // applied to different binders
		}
		out[id.Name] = c
		return true
	})
	for n := range bad {
		delete(out, n)
	}
	return out
}

// theoremTargets picks, for each theorem, the function it is about: of
// the functions its statement applies to its binders, the one that most
// theorems of the file are about (the others are helpers the statement
// uses: List.sum g in `f b g ≥ List.sum g`). A tie leaves the theorem out.
func (p *parser) theoremTargets(funcs map[string]*defInfo) []*spec.Call {
	cands := make([]map[string]*spec.Call, len(p.theorems))
	score := map[string]int{}
	for i := range p.theorems {
		cands[i] = p.candidates(&p.theorems[i], funcs)
		for n := range cands[i] {
			score[n]++
		}
	}
	out := make([]*spec.Call, len(p.theorems))
	for i := range p.theorems {
		best, tie := "", false
		for n := range cands[i] {
			switch {
			case best == "" || score[n] > score[best]:
				best, tie = n, false
			case score[n] == score[best]:
				tie = true
			}
		}
		if best != "" && !tie {
			out[i] = cands[i][best]
		}
	}
	return out
}

// localTo reports a name the theorem binds.
func (p *parser) localTo(th *theoremInfo, name string) bool {
	for _, b := range th.bs {
		if b.name == name {
			return true
		}
	}
	return false
}

// theoremClause builds the clause a theorem says about d's result:
// ∀ (other binders), hypotheses → statement, with the application
// replaced by the result and the binders it is applied to renamed to d's
// parameters.
func (p *parser) theoremClause(th *theoremInfo, d *defInfo, app *spec.Call) (spec.Clause, bool) {
	rename := map[string]spec.Expr{}
	mapped := map[string]bool{}
	for i, a := range app.Args {
		id, ok := a.(*spec.Ident)
		if !ok || !p.localTo(th, id.Name) || mapped[id.Name] {
			return spec.Clause{}, false // f applied to a term, or to one binder twice
		}
		mapped[id.Name] = true
		if id.Name != d.params[i].Name {
			rename[id.Name] = &spec.Ident{Node: id.Node, Name: d.params[i].Name}
		}
	}
	res := resultName(d)
	// Replace the application first (its arguments are the binders).
	replace := func(e spec.Expr) spec.Expr {
		return spec.Rewrite(e, func(x spec.Expr) (spec.Expr, bool) {
			if c, ok := x.(*spec.Call); ok && c != app && sameCall(c, app) || x == spec.Expr(app) {
				return &spec.Ident{Node: spec.Node{R: x.Span()}, Name: res}, true
			}
			if id, ok := x.(*spec.Ident); ok {
				if r, ok := rename[id.Name]; ok {
					return r, true
				}
			}
			return nil, false
		})
	}
	var vars []spec.Binder
	var hyps []spec.Expr
	for _, b := range th.bs {
		switch {
		case mapped[b.name]:
		case b.typeExpr != nil && p.isProp(b.typeExpr):
			hyps = append(hyps, replace(b.typeExpr))
		case isSort(b.typeExpr):
			// a type argument {α : Type}: nothing to quantify
		default:
			if rename[b.name] != nil || b.name == res {
				return spec.Clause{}, false // a binder named like a parameter or the result
			}
			vars = append(vars, spec.Binder{Name: b.name, Type: b.typ, R: b.r})
		}
	}
	body := replace(th.stmt)
	for i := len(hyps) - 1; i >= 0; i-- {
		body = &spec.Binary{Node: spec.Node{R: th.r}, Op: spec.OpImplies, X: hyps[i], Y: body}
	}
	if len(vars) > 0 {
		body = &spec.Quant{Node: spec.Node{R: th.r}, Forall: true, Vars: vars, Body: body}
	}
	params := append(append([]spec.Param(nil), d.params...), spec.Param{Name: res, Type: d.result})
	el := &elaborator{p: p, funcs: map[string]elabFunc{}}
	for _, f := range p.defs {
		el.funcs[f.name] = funcType(f.params, f.result)
	}
	body = el.body(body, params, spec.TypeBool)
	r := th.r
	text := ""
	if r.Start.Offset <= r.End.Offset && r.End.Offset <= len(p.src) {
		text = p.src[r.Start.Offset:r.End.Offset]
	}
	return spec.Clause{Kind: spec.Ensures, Expr: body, Text: text, R: th.nameR}, true
}

func sameCall(a, b *spec.Call) bool {
	return spec.SameExpr(a.Fn, b.Fn) && spec.SameExprs(a.Args, b.Args)
}

// maxEvalExamples bounds the #eval examples read from one file.
const maxEvalExamples = 1000

// evalExamples reads the checks a file keeps as #guard_msgs tests,
//
//	/--
//	info: 12
//	-/
//	#guard_msgs in
//	#eval f 3 2 [1, 2, 1]
//
// (or the same commented out, `-- #eval …` after a `/- info: … -/`
// block), as intended input/output pairs of f's contract: Lean prints the
// value of `f 3 2 [1, 2, 1]` and #guard_msgs expects exactly `12`. The
// arguments and the value must be literals this front end reads.
func (p *parser) evalExamples() {
	if len(p.mod.Contracts) == 0 {
		return
	}
	byName := map[string]*spec.Contract{}
	for _, c := range p.mod.Contracts {
		byName[c.Name] = c
	}
	n := 0
	for i := 0; i+1 < len(p.comments) && n < maxEvalExamples; i++ {
		info, ok := infoText(p.comments[i].text)
		if !ok {
			continue
		}
		// The #eval follows: commented out (the next comments), or as
		// source text after the info block.
		at := p.comments[i].end.Offset
		rest := p.src[at:min(len(p.src), at+4096)]
		call, callAt, ok := evalLine(rest)
		if !ok {
			continue
		}
		if ex, c, ok := p.evalExample(byName, call, info, at+callAt); ok {
			c.Examples.Accepted = append(c.Examples.Accepted, ex)
			n++
		}
	}
}

// infoText is the expected message of a /- info: … -/ block.
func infoText(comment string) (string, bool) {
	t := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(comment, "/--"), "/-"), "-/"))
	v, ok := strings.CutPrefix(t, "info:")
	if !ok {
		return "", false
	}
	return strings.TrimSpace(v), true
}

// evalLine finds `#eval …` in the lines after an info block, allowing
// `#guard_msgs in` and comment markers before it, and returns its text
// and offset in s.
func evalLine(s string) (string, int, bool) {
	off := 0
	for k := 0; k < 4 && off < len(s); k++ {
		end := strings.IndexByte(s[off:], '\n')
		if end < 0 {
			end = len(s) - off
		}
		line := s[off : off+end]
		t := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "--"))
		switch {
		case t == "" || t == "#guard_msgs in":
		case strings.HasPrefix(t, "#eval "):
			return strings.TrimSpace(strings.TrimPrefix(t, "#eval ")), off + strings.Index(line, "#eval"), true
		default:
			return "", 0, false
		}
		off += end + 1
	}
	return "", 0, false
}

// evalExample reads `f a b c` with expected value info as an example of
// f's contract.
func (p *parser) evalExample(byName map[string]*spec.Contract, call, info string, at int) (spec.Example, *spec.Contract, bool) {
	e, probs := ParseExpr(call)
	if len(probs) > 0 {
		return spec.Example{}, nil, false
	}
	c2, ok := e.(*spec.Call)
	if !ok {
		return spec.Example{}, nil, false
	}
	id, ok := c2.Fn.(*spec.Ident)
	if !ok {
		return spec.Example{}, nil, false
	}
	c := byName[id.Name]
	if c == nil || len(c.Params) != len(c2.Args) || len(c.Results) != 1 {
		return spec.Example{}, nil, false
	}
	ex := spec.Example{Text: call + " = " + info}
	for k, a := range c2.Args {
		r := a.Span()
		if r.Start.Offset < 0 || r.End.Offset > len(call) || r.Start.Offset > r.End.Offset {
			return spec.Example{}, nil, false
		}
		v, err := ParseValue(call[r.Start.Offset:r.End.Offset])
		if err != nil {
			return spec.Example{}, nil, false
		}
		if v, err = spec.Coerce(v, c.Params[k].Type); err != nil {
			return spec.Example{}, nil, false
		}
		ex.Inputs = append(ex.Inputs, spec.Binding{Name: c.Params[k].Name, Val: v})
	}
	out, err := ParseValue(info)
	if err != nil {
		return spec.Example{}, nil, false
	}
	if out, err = spec.Coerce(out, c.Results[0].Type); err != nil {
		return spec.Example{}, nil, false
	}
	ex.Outputs = []spec.Binding{{Name: c.Results[0].Name, Val: out}}
	pos := spec.NewLines(p.src).Pos(at)
	ex.R = spec.Range{Start: pos, End: pos}
	return ex, c, true
}

// isSort reports a binder's type that is a universe (Type, Sort u, Prop):
// the binder is a type, not a value to quantify over.
func isSort(te spec.Expr) bool {
	switch x := te.(type) {
	case *spec.Ident:
		return x.Name == "Type" || x.Name == "Sort" || x.Name == "Prop"
	case *spec.Call:
		return isSort(x.Fn)
	}
	return false
}
