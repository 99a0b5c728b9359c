package lean

import (
	"sort"

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
	for i := range p.theorems {
		th := &p.theorems[i]
		d, app := p.theoremTarget(th, funcs)
		if d == nil || existing[d.name] {
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

// theoremTarget finds the one function of the file the theorem applies
// (to as many arguments as it has explicit parameters), and the
// application; nil when there is none or several different ones.
func (p *parser) theoremTarget(th *theoremInfo, funcs map[string]*defInfo) (*defInfo, *spec.Call) {
	var d *defInfo
	var app *spec.Call
	ok := true
	visit := func(e spec.Expr) {
		spec.Inspect(e, func(x spec.Expr) bool {
			c, isCall := x.(*spec.Call)
			if !isCall || !ok {
				return ok
			}
			id, isID := c.Fn.(*spec.Ident)
			if !isID || p.localTo(th, id.Name) {
				return true
			}
			f := funcs[id.Name]
			if f == nil || len(c.Args) != len(f.params) {
				return true
			}
			switch {
			case d == nil:
				d, app = f, c
			case d != f || !spec.SameExprs(app.Args, c.Args):
				ok = false
			}
			return true
		})
	}
	visit(th.stmt)
	for _, b := range th.bs {
		if b.typeExpr != nil && p.isProp(b.typeExpr) {
			visit(b.typeExpr)
		}
	}
	if !ok {
		return nil, nil
	}
	return d, app
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
		case !b.explicit:
			// an implicit type or instance argument: nothing to quantify
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
