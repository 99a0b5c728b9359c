package lean

import (
	"github.com/specfaith/specfaith/ir"
	"sort"
	"unicode"
)

// isProp says whether a binder's type term is a proposition: a relation,
// a connective, a quantifier, or an application of one of the file's
// Prop- or Bool-valued definitions (a Bool used as a type is b = true).
func (p *parser) isProp(te ir.Expr) bool {
	switch x := te.(type) {
	case *ir.Binary:
		switch x.Op {
		case ir.OpAnd, ir.OpOr, ir.OpImplies, ir.OpIff, ir.OpIn, ir.OpNotIn:
			return true
		}
		return x.Op.IsComparison()
	case *ir.Unary:
		return x.Op == ir.OpNot
	case *ir.Quant, *ir.Chain:
		return true
	case *ir.Member:
		// c.isUpper, s.isEmpty: a Bool a hypothesis coerces to a Prop.
		// A member of a variable is never a type.
		id, ok := x.X.(*ir.Ident)
		return !ok || id.Name == "" || !unicode.IsUpper([]rune(id.Name)[0])
	case *ir.Lit:
		// True and False (def f_precond … := True)
		_, ok := x.Val.(ir.Bool)
		return ok
	case *ir.Call:
		return p.isProp(x.Fn)
	case *ir.Ident:
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
			return d.result != nil && d.result.Kind == ir.KBool
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
	p.mod.Impls = map[string]*ir.Impl{}
	contracts := map[string]*ir.Contract{}
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
		if parts[d.name] || d.body == nil || c != nil && c.Decl == ir.DeclPredicate {
			continue
		}
		impl := &ir.Impl{Name: d.name, R: d.r}
		proofs := map[string]bool{}
		for _, b := range d.bs {
			if b.explicit && b.typeExpr != nil && p.isProp(b.typeExpr) {
				proofs[b.name] = true
			}
		}
		var body []ir.Stmt
		for _, prm := range d.params {
			if proofs[prm.Name] {
				body = append(body, &ir.VarDecl{Node: ir.Node{R: prm.R}, Names: []string{prm.Name}, Values: []ir.Expr{&ir.TupleExpr{Node: ir.Node{R: prm.R}}}})
				continue
			}
			impl.Params = append(impl.Params, prm)
		}
		// An implicit length is its vector's size (vector.go): a loop
		// for i in [0:n] reads it.
		var lens []string
		for n := range d.sizes {
			lens = append(lens, n)
		}
		sort.Strings(lens)
		for _, n := range lens {
			body = append(body, &ir.VarDecl{Node: ir.Node{R: d.r}, Names: []string{n}, Values: []ir.Expr{d.sizes[n]}})
		}
		res := ir.Param{Name: ir.ResultName, Type: d.result}
		if c != nil && len(c.Results) == 1 {
			res.Name = c.Results[0].Name
			if res.Type == nil {
				res.Type = c.Results[0].Type
			}
		}
		impl.Results = []ir.Param{res}
		switch x := d.body.(type) {
		case *ir.Do:
			body = append(body, x.Body...)
		case *ir.Unsupported:
			body = append(body, &ir.Unread{Node: x.Node, Text: x.Text, Reason: x.Reason})
		default:
			body = append(body, &ir.Return{Node: ir.Node{R: d.body.Span()}, Values: []ir.Expr{d.body}})
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

func sameInputs(a, b []ir.Param) bool {
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
func (p *parser) whereDecls(body ir.Expr) ir.Expr {
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
		val  ir.Expr
		r    ir.Range
	}
	var decls []decl
	col := p.tok().pos.Col
	saved := p.stopCol
	defer func() { p.stopCol = saved }()
	for p.tok().kind == tIdent && !commands[p.tok().text] && p.tok().pos.Col == col && col > 1 {
		start := p.next()
		bs := p.binders()
		var typ *ir.Type
		if p.accept(":") {
			p.stopCol = -1
			typ = typeOf(p.term(0))
		}
		var params []ir.Binder
		var names []string
		for _, b := range bs {
			if b.explicit {
				params = append(params, ir.Binder{Name: b.name, Type: b.typ, R: b.r})
				names = append(names, b.name)
			}
		}
		p.stopCol = col
		p.push(names...)
		var val ir.Expr
		switch {
		case p.accept(":="):
			val = p.term(0)
		case p.is("|"):
			k := arrows(typ)
			if k == 0 {
				k = 1
			}
			lam := p.matchArms(start, k, nil).(*ir.Lambda)
			params = append(params, lam.Params...)
			val = lam.Body
		default:
			p.fail(*p.tok(), "expected ':=' or '|' in a where clause")
		}
		p.pop()
		if len(params) > 0 {
			val = &ir.Lambda{Node: p.node(start), Params: params, Body: val}
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
		body = &ir.Let{Node: ir.Node{R: d.r}, Names: []string{d.name}, Values: []ir.Expr{d.val}, Body: body, Rec: true}
	}
	return body
}
