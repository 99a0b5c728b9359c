package lean

import (
	"github.com/specfaith/specfaith/spec"
	"unicode"
)

// isProp says whether a binder's type term is a proposition: a relation,
// a connective, a quantifier, or an application of one of the file's
// Prop- or Bool-valued definitions (a Bool used as a type is b = true).
func (p *parser) isProp(te spec.Expr) bool {
	switch x := te.(type) {
	case *spec.Binary:
		switch x.Op {
		case spec.OpAnd, spec.OpOr, spec.OpImplies, spec.OpIff, spec.OpIn, spec.OpNotIn:
			return true
		}
		return x.Op.IsComparison()
	case *spec.Unary:
		return x.Op == spec.OpNot
	case *spec.Quant, *spec.Chain:
		return true
	case *spec.Member:
		// c.isUpper, s.isEmpty: a Bool a hypothesis coerces to a Prop.
		// A member of a variable is never a type.
		id, ok := x.X.(*spec.Ident)
		return !ok || id.Name == "" || !unicode.IsUpper([]rune(id.Name)[0])
	case *spec.Lit:
		// True and False (def f_precond … := True)
		_, ok := x.Val.(spec.Bool)
		return ok
	case *spec.Call:
		return p.isProp(x.Fn)
	case *spec.Ident:
		if p.defAt == nil || p.defAtN != len(p.defs) {
			p.defAt, p.defAtN = map[string]int{}, len(p.defs)
			for i := range p.defs {
				if _, ok := p.defAt[p.defs[i].name]; !ok {
					p.defAt[p.defs[i].name] = i
				}
			}
		}
		if i, ok := p.defAt[x.Name]; ok {
			d := p.defs[i]
			if d.result == nil && d.body != nil && p.propDepth < maxPropDepth {
				// def f_precond (x : Nat) := x > 0 leaves Prop to be
				// inferred from its body.
				p.propDepth++
				defer func() { p.propDepth-- }()
				return p.isProp(d.body)
			}
			return d.result != nil && d.result.Kind == spec.KBool
		}
	}
	return false
}

// maxPropDepth bounds how many definitions deep isProp infers a type.
const maxPropDepth = 8

// implementations makes every definition that is not part of a contract
// runnable: an Impl whose body is the definition's do block lowered to
// statements, or Return of its term (the evaluator computes it, recursion
// included), or an Unread with the reason the body was not read. Proof
// parameters are not inputs: they are bound to () (Lean erases proofs).
// A VERINA contract F gets the Impl of def F when their inputs match
// (names and order), with F_precond as its Requires.
func (p *parser) implementations() {
	p.mod.Impls = map[string]*spec.Impl{}
	contracts := map[string]*spec.Contract{}
	parts := map[string]bool{}
	for _, c := range p.mod.Contracts {
		contracts[c.Name] = c
		parts[c.Name+"_precond"], parts[c.Name+"_postcond"] = true, true
	}
	all := append(append([]defInfo(nil), p.defs...), p.failed...)
	for i := range all {
		d := &all[i]
		if p.mod.Impls[d.name] != nil {
			continue
		}
		c := contracts[d.name]
		if parts[d.name] || d.body == nil || c != nil && c.Decl == spec.DeclPredicate {
			continue
		}
		impl := &spec.Impl{Name: d.name, R: d.r}
		proofs := map[string]bool{}
		for _, b := range d.bs {
			if b.explicit && b.typeExpr != nil && p.isProp(b.typeExpr) {
				proofs[b.name] = true
			}
		}
		var body []spec.Stmt
		for _, prm := range d.params {
			if proofs[prm.Name] {
				body = append(body, &spec.VarDecl{Node: spec.Node{R: prm.R}, Names: []string{prm.Name}, Values: []spec.Expr{&spec.TupleExpr{Node: spec.Node{R: prm.R}}}})
				continue
			}
			impl.Params = append(impl.Params, prm)
		}
		res := spec.Param{Name: spec.ResultName, Type: d.result}
		if c != nil && len(c.Results) == 1 {
			res.Name = c.Results[0].Name
			if res.Type == nil {
				res.Type = c.Results[0].Type
			}
		}
		impl.Results = []spec.Param{res}
		switch x := d.body.(type) {
		case *spec.Do:
			body = append(body, x.Body...)
		case *spec.Unsupported:
			body = append(body, &spec.Unread{Node: x.Node, Text: x.Text, Reason: x.Reason})
		default:
			body = append(body, &spec.Return{Node: spec.Node{R: d.body.Span()}, Values: []spec.Expr{d.body}})
		}
		impl.Body = body
		p.mod.Impls[d.name] = impl
		if c != nil && sameInputs(c.Params, impl.Params) {
			for _, cl := range c.Requires() {
				impl.Requires = append(impl.Requires, cl.Expr)
			}
			c.Impl = impl
		}
	}
}

func sameInputs(a, b []spec.Param) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Name != b[i].Name {
			return false
		}
	}
	return true
}

// whereDecls reads a definition's termination hints and its where
// clause: each local definition (name binders (: T)? := e, or : T | arms)
// becomes a let rec around the body, the last one outermost so that
// earlier ones see later ones (a call between where-definitions in the
// other direction is not seen, and is unknown when run).
func (p *parser) whereDecls(body spec.Expr) spec.Expr {
	for p.is("termination_by") || p.is("decreasing_by") {
		p.next()
		for !(p.tok().kind == tEOF || p.tok().nl && p.tok().pos.Col == 1 || p.is("where") || p.is("termination_by") || p.is("decreasing_by")) {
			p.next()
		}
	}
	if !p.is("where") || body == nil {
		return body
	}
	p.next()
	type decl struct {
		name string
		val  spec.Expr
		r    spec.Range
	}
	var decls []decl
	col := p.tok().pos.Col
	saved := p.stopCol
	defer func() { p.stopCol = saved }()
	for p.tok().kind == tIdent && !commands[p.tok().text] && p.tok().pos.Col == col && col > 1 {
		start := p.next()
		bs := p.binders()
		var typ *spec.Type
		if p.accept(":") {
			p.stopCol = -1
			typ = typeOf(p.term(0))
		}
		var params []spec.Binder
		var names []string
		for _, b := range bs {
			if b.explicit {
				params = append(params, spec.Binder{Name: b.name, Type: b.typ, R: b.r})
				names = append(names, b.name)
			}
		}
		p.stopCol = col
		p.push(names...)
		var val spec.Expr
		switch {
		case p.accept(":="):
			val = p.term(0)
		case p.is("|"):
			k := arrows(typ)
			if k == 0 {
				k = 1
			}
			lam := p.matchArms(start, k, nil).(*spec.Lambda)
			params = append(params, lam.Params...)
			val = lam.Body
		default:
			p.fail(*p.tok(), "expected ':=' or '|' in a where clause")
		}
		p.pop()
		if len(params) > 0 {
			val = &spec.Lambda{Node: p.node(start), Params: params, Body: val}
		}
		decls = append(decls, decl{name: start.text, val: val, r: p.rng(start)})
		for p.is("termination_by") || p.is("decreasing_by") {
			p.next()
			for !(p.tok().kind == tEOF || p.tok().nl && p.tok().pos.Col <= col) {
				p.next()
			}
		}
	}
	for i := len(decls) - 1; i >= 0; i-- {
		d := decls[i]
		body = &spec.Let{Node: spec.Node{R: d.r}, Names: []string{d.name}, Values: []spec.Expr{d.val}, Body: body, Rec: true}
	}
	return body
}
