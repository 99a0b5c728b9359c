package lean

import "github.com/specfaith/specfaith/ir"

// Vector α n (Init/Data/Vector/Basic.lean) is an Array α whose size is n:
// the evaluator holds it as an array, and the n a declaration leaves
// implicit ({n : Nat}, or bound automatically) is read as the size of the
// first explicit argument whose type is Vector α n.

// vectorOf returns α's type term and n of a type written Vector α n.
func vectorOf(t ir.Expr) (elem, n ir.Expr, ok bool) {
	c, isCall := t.(*ir.Call)
	if !isCall || len(c.Args) != 2 {
		return nil, nil, false
	}
	if id, isID := c.Fn.(*ir.Ident); !isID || id.Name != "Vector" && id.Name != "Mathlib.Vector" {
		return nil, nil, false
	}
	return c.Args[0], c.Args[1], true
}

// vectorLen is n of a result type Vector α n or Id (Vector α n).
func vectorLen(t ir.Expr) ir.Expr {
	if c, ok := t.(*ir.Call); ok && len(c.Args) == 1 {
		if id, ok := c.Fn.(*ir.Ident); ok && id.Name == "Id" {
			t = c.Args[0]
		}
	}
	if _, n, ok := vectorOf(t); ok {
		return n
	}
	return nil
}

// sizes maps an implicit length to the size of an argument.
type sizes map[string]ir.Expr

// vectorSizes reads the lengths of a declaration's Vector arguments that
// no explicit binder names: n in (xs : Vector Float n) is xs.size.
func vectorSizes(bs []binder) sizes {
	explicit := map[string]bool{}
	for _, b := range bs {
		if b.explicit {
			explicit[b.name] = true
		}
	}
	out := sizes{}
	for _, b := range bs {
		if !b.explicit {
			continue
		}
		_, n, ok := vectorOf(b.typeExpr)
		if !ok {
			continue
		}
		id, ok := n.(*ir.Ident)
		if !ok || explicit[id.Name] || out[id.Name] != nil {
			continue
		}
		out[id.Name] = &ir.Member{Node: ir.Node{R: b.r}, X: &ir.Ident{Node: ir.Node{R: b.r}, Name: b.name}, Name: "size"}
	}
	return out
}

// in replaces the implicit lengths in e (nil stays nil).
func (s sizes) in(e ir.Expr) ir.Expr {
	if e == nil {
		return nil
	}
	for n, by := range s {
		e = ir.Subst(e, n, by)
	}
	return e
}

// ofFnSized gives Vector.ofFn f in a tail position of a body its length
// n, which Lean reads from the expected type Vector α n.
func ofFnSized(e ir.Expr, n ir.Expr, depth int) ir.Expr {
	if depth > maxPrenex {
		return e
	}
	switch x := e.(type) {
	case *ir.Call:
		id, ok := x.Fn.(*ir.Ident)
		if !ok {
			return e
		}
		switch {
		case (id.Name == "Vector.ofFn") && len(x.Args) == 1:
			return &ir.Call{Node: x.Node, Fn: id, Args: []ir.Expr{n, x.Args[0]}}
		case (id.Name == "pure" || id.Name == "Id.run" || id.Name == "return") && len(x.Args) == 1:
			return &ir.Call{Node: x.Node, Fn: id, Args: []ir.Expr{ofFnSized(x.Args[0], n, depth+1)}}
		}
	case *ir.Ite:
		return &ir.Ite{Node: x.Node, Cond: x.Cond, Then: ofFnSized(x.Then, n, depth+1), Else: ofFnSized(x.Else, n, depth+1)}
	case *ir.Let:
		names := map[string]bool{}
		for _, name := range x.Names {
			names[name] = true
		}
		if ir.MentionsAny(n, names) {
			return e // the let shadows a name the length uses
		}
		y := *x
		y.Body = ofFnSized(x.Body, n, depth+1)
		return &y
	}
	return e
}

// vectorFacts are what d's Vector types say about sizes: an argument
// (ys : Vector α n) requires ys.size = n where n is not already its own
// size, and a result of type Vector α n ensures result.size = n.
func (p *parser) vectorFacts(d *defInfo) []ir.Clause {
	var out []ir.Clause
	el := &elaborator{p: p, funcs: p.defFuncs()}
	text := func(t ir.Expr) string {
		r := t.Span()
		if r.Start.Offset < r.End.Offset && r.End.Offset <= len(p.src) {
			return p.src[r.Start.Offset:r.End.Offset]
		}
		return ""
	}
	for _, b := range d.bs {
		if !b.explicit {
			continue
		}
		_, n, ok := vectorOf(b.typeExpr)
		if !ok {
			continue
		}
		size := &ir.Member{Node: ir.Node{R: b.r}, X: &ir.Ident{Node: ir.Node{R: b.r}, Name: b.name}, Name: "size"}
		if m, ok := n.(*ir.Member); ok && m.Name == "size" {
			if id, ok := m.X.(*ir.Ident); ok && id.Name == b.name {
				continue // n is read as b's own size
			}
		}
		eq := &ir.Binary{Node: ir.Node{R: b.typeExpr.Span()}, Op: ir.OpEq, X: size, Y: n}
		out = append(out, ir.Clause{Kind: ir.Requires, Expr: el.body(eq, d.params, ir.TypeBool), Text: text(b.typeExpr), R: b.typeExpr.Span(), FromType: true})
	}
	if n := vectorLen(d.resTerm); n != nil {
		res := resultName(d)
		r := d.resTerm.Span()
		size := &ir.Member{Node: ir.Node{R: r}, X: &ir.Ident{Node: ir.Node{R: r}, Name: res}, Name: "size"}
		eq := &ir.Binary{Node: ir.Node{R: r}, Op: ir.OpEq, X: size, Y: n}
		params := append(append([]ir.Param(nil), d.params...), ir.Param{Name: res, Type: d.result})
		out = append(out, ir.Clause{Kind: ir.Ensures, Expr: el.body(eq, params, ir.TypeBool), Text: text(d.resTerm), R: r, FromType: true})
	}
	return out
}

// libRegisterVector registers Vector's functions (Init/Data/Vector/Basic.lean).
// A Vector is held as its array, so most are Array's own: Vector.map f v
// is (Array.map f v.toArray) with its size proof, which the evaluator
// does not carry.
func libRegisterVector() {
	const V = "Vector"
	for name, d := range libTable["Array"] {
		c := *d
		c.ns = V
		libReg(V, name, c.min, c.max, c.recv, c.f)
	}
	// Vector.toArray, Array.toVector: the same elements.
	libReg(V, "toArray", 1, 1, 0, func(a *libCall) ir.Value { return libArray(libCp(a.arr(0))) })
	libReg("Array", "toVector", 1, 1, 0, func(a *libCall) ir.Value { return libArray(libCp(a.arr(0))) })
	// Vector.ofFn (f : Fin n → α): n is implicit in Lean, read from the
	// expected type (ofFnSized passes it first).
	libReg(V, "ofFn", 2, 2, -1, func(a *libCall) ir.Value {
		n := a.count(0)
		a.room(int64(n))
		out := make([]ir.Value, n)
		for i := range out {
			out[i] = a.apply(a.v[1], libNum(i))
		}
		return libArray(out)
	})
}
