package dafny

import (
	"fmt"
	"sort"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// alias is a type synonym, subset type or newtype of the file:
//
//	type Bytes = seq<uint8>
//	type uint = i: int | 0 <= i < BASE()
//	newtype uint8 = x: int | 0 <= x < 256
//
// A parameter of such a type has its base type's values that satisfy the
// constraint: the search generates base values and the constraint joins
// the precondition (a caller cannot pass anything else).

// typeDef reads what follows `type N =` or `newtype N =`; anything it
// does not read is skipped as before (the alias is then unknown).
func (p *parser) typeDef(name string, params []string) {
	save, probs := p.i, len(p.problems)
	ok := p.attempt(func() {
		a := ir.TypeDef{Params: params}
		if p.tok().kind == tIdent && p.peek(1).kind == tOp && p.peek(1).text == ":" {
			a.Var = p.next().text
			p.next()
			a.Base = p.typ()
			if p.accept("|") {
				a.Pred = p.expr()
			}
		} else if p.tok().kind == tIdent && p.peek(1).kind == tOp && p.peek(1).text == "|" {
			// type T = x | P: the base type is left to inference (the
			// reference manual's LocalIdentTypeOptional); it stays
			// unknown here, the constraint is kept.
			a.Var = p.next().text
			p.next()
			a.Pred = p.expr()
			a.Base = inferBase(a.Var, a.Pred)
		} else {
			a.Base = p.typ()
		}
		if a.Pred != nil {
			a.Witness = p.witness()
		}
		if p.mod.Types == nil {
			p.mod.Types = map[string]ir.TypeDef{}
		}
		p.mod.Types[name] = a
	})
	if !ok {
		p.i, p.problems = save, p.problems[:probs]
	}
	p.skipTypeDef() // witness clauses, members, or what was not read
}

// witness reads `witness e` or `ghost witness e` after a subset type's
// constraint: nil for none, `witness *`, or one not read (skipped after).
func (p *parser) witness() ir.Expr {
	if p.tok().kind == tIdent && p.tok().text == "ghost" && p.peek(1).kind == tIdent && p.peek(1).text == "witness" {
		p.next()
	}
	if p.tok().kind != tIdent || p.tok().text != "witness" || p.peek(1).kind == tOp && p.peek(1).text == "*" {
		return nil
	}
	save, probs := p.i, len(p.problems)
	var e ir.Expr
	if !p.attempt(func() { p.next(); e = p.expr() }) {
		p.i, p.problems = save, p.problems[:probs]
		return nil
	}
	return e
}

// inferBase is the base type of x | P where P compares x with numeric
// literals only (6 <= x, 0 <= n < 100): int for integer literals, real
// where one is a real; nil (unknown) otherwise, as before.
func inferBase(x string, pred ir.Expr) *ir.Type {
	var base *ir.Type
	ok := true
	lit := func(e ir.Expr) {
		l, isLit := e.(*ir.Lit)
		if !isLit {
			if u, neg := e.(*ir.Unary); neg && u.Op == ir.OpNeg {
				l, isLit = u.X.(*ir.Lit)
			}
		}
		if !isLit {
			return
		}
		switch l.Val.(type) {
		case ir.Int:
			if base == nil {
				base = ir.TypeInt
			}
		case ir.Real:
			base = ir.TypeReal
		default:
			ok = false
		}
	}
	mentions := false
	ir.Inspect(pred, func(e ir.Expr) bool {
		switch v := e.(type) {
		case *ir.Ident:
			mentions = mentions || v.Name == x
		case *ir.Binary:
			switch v.Op {
			case ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe, ir.OpEq, ir.OpNe:
				if id, isID := v.X.(*ir.Ident); isID && id.Name == x {
					lit(v.Y)
				}
				if id, isID := v.Y.(*ir.Ident); isID && id.Name == x {
					lit(v.X)
				}
			}
		case *ir.Chain:
			for i, a := range v.Args {
				if id, isID := a.(*ir.Ident); isID && id.Name == x {
					if i > 0 {
						lit(v.Args[i-1])
					}
					if i+1 < len(v.Args) {
						lit(v.Args[i+1])
					}
				}
			}
		}
		return true
	})
	if !ok || !mentions {
		return nil
	}
	return base
}

// maxAliasDepth bounds alias resolution (type A = B, type B = A loops).
const maxAliasDepth = 8

// resolve replaces aliases in t by their base types; constrained says
// whether a constraint was passed through. Only the last segment of a
// qualified name is looked up (Unicode.ScalarValue).
func resolve(defs map[string]ir.TypeDef, t *ir.Type, depth int) (*ir.Type, bool) {
	if t == nil || depth > maxAliasDepth || defs == nil {
		return t, false
	}
	if t.Kind == ir.KDatatype {
		n := t.Name
		if i := strings.LastIndexByte(n, '.'); i >= 0 {
			n = n[i+1:]
		}
		if a, ok := defs[n]; ok && a.Base != nil && (len(t.Args) == 0 || len(a.Params) > 0) {
			r, c := resolve(defs, a.Instance(t.Args), depth+1)
			return r, c || a.Pred != nil
		}
		if len(t.Args) == 0 {
			return t, false
		}
	}
	cp := *t
	constrained := false
	for _, x := range []**ir.Type{&cp.Elem, &cp.Key, &cp.Result} {
		var c bool
		*x, c = resolve(defs, *x, depth+1)
		constrained = constrained || c
	}
	if len(t.Args) > 0 {
		cp.Args = make([]*ir.Type, len(t.Args))
		for i, x := range t.Args {
			var c bool
			cp.Args[i], c = resolve(defs, x, depth+1)
			constrained = constrained || c
		}
	}
	return &cp, constrained
}

// constraint is what a value e of type t must satisfy: an alias's
// constraint on e, and on each element of a sequence or set of such
// values (∀ x ∈ e); nil when there is none.
func constraint(defs map[string]ir.TypeDef, e ir.Expr, t *ir.Type, depth int) ir.Expr {
	if t == nil || depth > maxAliasDepth || defs == nil {
		return nil
	}
	switch t.Kind {
	case ir.KDatatype:
		n := t.Name
		if i := strings.LastIndexByte(n, '.'); i >= 0 {
			n = n[i+1:]
		}
		a, ok := defs[n]
		if !ok || len(t.Args) > 0 && len(a.Params) == 0 {
			return nil
		}
		var out ir.Expr
		if a.Pred != nil {
			out = ir.Subst(a.Pred, a.Var, e)
		}
		return conj(out, constraint(defs, e, a.Instance(t.Args), depth+1))
	case ir.KSeq, ir.KSet, ir.KMultiset:
		x := &ir.Ident{Name: fmt.Sprintf("x%d", depth)}
		inner := constraint(defs, x, t.Elem, depth+1)
		if inner == nil {
			return nil
		}
		return &ir.Quant{Forall: true, Vars: []ir.Binder{{Name: x.Name}},
			Range: &ir.Binary{Op: ir.OpIn, X: x, Y: e}, Body: inner}
	}
	return nil
}

func conj(a, b ir.Expr) ir.Expr {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	}
	return &ir.Binary{Op: ir.OpAnd, X: a, Y: b}
}

// Link gives each contract of the file m was parsed from (its own, not
// an included file's) its parameters' base types and adds their
// constraints to the precondition, with every type the file and its
// includes define (m.Types, after check merges the includes). Results
// take a synonym's base type only: a constrained result's out-of-range
// values must not be searched as if the postcondition had to exclude
// them.
func Link(m *ir.Module) {
	if len(m.Types) == 0 {
		return
	}
	conversions(m)
	inheritMembers(m)
	inheritRefined(m)
	for _, c := range m.Contracts {
		if linked(c) {
			continue // a module analysed again
		}
		var pre []ir.Clause
		for i, prm := range c.Params {
			t, _ := resolve(m.Types, prm.Type, 0)
			if k := constraint(m.Types, &ir.Ident{Node: ir.Node{R: prm.R}, Name: prm.Name}, prm.Type, 0); k != nil {
				pre = append(pre, ir.Clause{Kind: ir.Requires, Expr: k, R: prm.R,
					Text: prm.Name + ": " + prm.Type.String() + typeConstraint})
			}
			if t.String() != prm.Type.String() {
				c.Params[i].Declared = prm.Type
			}
			c.Params[i].Type = t
		}
		for i, r := range c.Results {
			if t, constrained := resolve(m.Types, r.Type, 0); !constrained {
				c.Results[i].Type = t
			}
		}
		if len(pre) > 0 {
			c.Clauses = append(pre, c.Clauses...)
		}
	}
}

// inheritMembers gives a named type the members of the datatype it is
// built on: View.OfBytes(bs) calls View_.OfBytes when type View = v:
// View_ | …, as Dafny resolves it.
func inheritMembers(m *ir.Module) {
	var names []string
	for name := range m.Types {
		names = append(names, name)
	}
	sort.Strings(names)
	// The members of each first segment, read once (and kept up to date
	// with the names added): scanning every function for each alias was
	// quadratic on a large include tree.
	var byFirst map[string][]string
	for _, name := range names {
		t := m.Types[name].Base
		for range maxAliasDepth {
			if t == nil || t.Kind != ir.KDatatype {
				break
			}
			n := ir.LastSegment(t.Name)
			if a, ok := m.Types[n]; ok {
				t = a.Base
				continue
			}
			if byFirst == nil {
				byFirst = map[string][]string{}
				for fn := range m.Funcs {
					if first, rest, ok := strings.Cut(fn, "."); ok {
						byFirst[first] = append(byFirst[first], rest)
					}
				}
			}
			prefix := n + "."
			rests := byFirst[n]
			for _, rest := range rests {
				if _, taken := m.Funcs[name+"."+rest]; !taken {
					m.Funcs[name+"."+rest] = m.Funcs[prefix+rest]
					first, r, _ := strings.Cut(name+"."+rest, ".")
					byFirst[first] = append(byFirst[first], r) // as a scan would see it
				}
			}
			break
		}
	}
}

// inheritRefined gives a refining module R the qualified names of the
// module it refines: R.f is A.f where R does not define f (module
// CharStrConversion refines ParametricConversion, then
// CharStrConversion.OfNat_any(…)), through chains of refinements.
func inheritRefined(m *ir.Module) {
	if len(m.Refines) == 0 {
		return
	}
	var mods []string
	for r := range m.Refines {
		mods = append(mods, r)
	}
	sort.Strings(mods)
	amb := newAmbiguity(m)
	for _, r := range mods {
		seen := map[string]bool{r: true}
		for a, ok := m.Refines[r]; ok && !seen[a]; a, ok = m.Refines[a] {
			seen[a] = true
			prefix := a + "."
			var rests []string
			for fn := range m.Funcs {
				if rest, found := strings.CutPrefix(fn, prefix); found && !strings.Contains(rest, ".") {
					rests = append(rests, rest)
				}
			}
			for _, rest := range rests {
				if _, taken := m.Funcs[r+"."+rest]; !taken && amb.clear(m.Funcs[prefix+rest], 0) {
					m.Funcs[r+"."+rest] = m.Funcs[prefix+rest]
				}
			}
		}
	}
}

// ambiguity tells the functions whose evaluation may pick another
// module's function: names are not scoped by module here, so a body that
// calls a name several modules define (BITS() in every refinement of
// SmallSeq) could run the wrong one. Such a function is not inherited.
type ambiguity struct {
	m     *ir.Module
	defs  map[string]map[*ir.Function]bool
	clean map[*ir.Function]bool
}

func newAmbiguity(m *ir.Module) *ambiguity {
	a := &ambiguity{m: m, defs: map[string]map[*ir.Function]bool{}, clean: map[*ir.Function]bool{}}
	for k, f := range m.Funcs {
		name := ir.LastSegment(k)
		if a.defs[name] == nil {
			a.defs[name] = map[*ir.Function]bool{}
		}
		a.defs[name][f] = true
	}
	return a
}

// clear says whether f's body, and the bodies it calls (to a small
// depth), name only functions one module defines.
func (a *ambiguity) clear(f *ir.Function, depth int) bool {
	if f == nil || f.Body == nil {
		return true
	}
	if ok, seen := a.clean[f]; seen {
		return ok
	}
	if depth > maxAmbiguityDepth {
		return false
	}
	a.clean[f] = true // a recursive call is no ambiguity of its own
	params := map[string]bool{}
	for _, p := range f.Params {
		params[p.Name] = true
	}
	ok := true
	ir.Inspect(f.Body, func(e ir.Expr) bool {
		id, isID := e.(*ir.Ident)
		if !ok || !isID || params[id.Name] {
			return ok
		}
		if len(a.defs[id.Name]) > 1 {
			ok = false
		} else if g := a.m.Funcs[id.Name]; g != nil && g != f {
			ok = a.clear(g, depth+1)
		}
		return ok
	})
	a.clean[f] = ok
	return ok
}

const maxAmbiguityDepth = 6

// typeConstraint ends the text of a precondition Link added.
const typeConstraint = " (the type's constraint)"

func linked(c *ir.Contract) bool {
	for _, cl := range c.Clauses {
		if strings.HasSuffix(cl.Text, typeConstraint) {
			return true
		}
	}
	return false
}

// attempt runs f and reports whether it finished: a syntax error in it
// (a bail) is caught, and the caller decides what to do instead.
func (p *parser) attempt(f func()) (ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, isBail := r.(bail); !isBail {
				panic(r)
			}
			ok = false
		}
	}()
	f()
	return true
}

// conversions defines x as T for every named type T with a base type:
// x converted to the base, and unknown (not a value of T) where T's
// constraint rejects it. A verified program never converts such an x.
func conversions(m *ir.Module) {
	for name, a := range m.Types {
		fn := "$as:" + name
		if _, ok := m.Funcs[fn]; ok || a.Base == nil {
			continue
		}
		const v = "$v"
		x := &ir.Ident{Name: v}
		base := &ir.Call{Fn: &ir.Ident{Name: "$as:" + a.Base.String()}, Args: []ir.Expr{x}}
		var body ir.Expr = base
		if a.Pred != nil && a.Var != "" {
			y := &ir.Ident{Name: a.Var}
			body = &ir.Let{Names: []string{a.Var}, Values: []ir.Expr{base}, Body: &ir.Ite{
				Cond: a.Pred, Then: y,
				Else: &ir.Unsupported{Text: "as " + name, Reason: "the value is outside " + name + "'s constraint"}}}
		}
		m.Funcs[fn] = &ir.Function{Name: fn, Params: []ir.Param{{Name: v, Type: a.Base}}, Body: body}
	}
	// x as M.T names the type by its module: the conversion of T (types
	// are looked up by their last segment, as in resolve).
	qualified := func(e ir.Expr) {
		ir.Inspect(e, func(x ir.Expr) bool {
			if c, ok := x.(*ir.Call); ok {
				if id, ok := c.Fn.(*ir.Ident); ok && strings.HasPrefix(id.Name, "$as:") {
					if _, known := m.Funcs[id.Name]; !known {
						if i := strings.LastIndexByte(id.Name, '.'); i > len("$as:") {
							if f, ok := m.Funcs["$as:"+id.Name[i+1:]]; ok {
								m.Funcs[id.Name] = f
							}
						}
					}
				}
			}
			return true
		})
	}
	for _, f := range m.Funcs {
		qualified(f.Body)
	}
	for _, c := range m.Contracts {
		for _, cl := range c.Clauses {
			qualified(cl.Expr)
		}
		if c.Impl != nil {
			ir.InspectStmts(c.Impl.Body, func(s ir.Stmt) bool {
				for _, e := range ir.StmtExprs(s) {
					qualified(e)
				}
				return true
			})
		}
	}
}
