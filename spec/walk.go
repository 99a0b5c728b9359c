package spec

// Inspect walks e depth-first, calling f for each node; f returns false to
// skip a node's children.
func Inspect(e Expr, f func(Expr) bool) {
	if e == nil || !f(e) {
		return
	}
	for _, k := range Children(e) {
		Inspect(k, f)
	}
}

// Children lists the direct sub-expressions of e.
func Children(e Expr) []Expr {
	var out []Expr
	add := func(xs ...Expr) {
		for _, x := range xs {
			if x != nil {
				out = append(out, x)
			}
		}
	}
	switch e := e.(type) {
	case *Unary:
		add(e.X)
	case *Binary:
		add(e.X, e.Y)
	case *Chain:
		add(e.Args...)
	case *Call:
		add(e.Fn)
		add(e.Args...)
	case *Index:
		add(e.X)
		add(e.Args...)
		add(e.Default)
	case *Slice:
		add(e.X, e.Lo, e.Hi)
	case *Update:
		add(e.X, e.K, e.V)
	case *Member:
		add(e.X)
	case *Quant:
		add(e.Range, e.Body)
	case *Compr:
		add(e.Cond, e.Key, e.Term)
	case *Display:
		add(e.Keys...)
		add(e.Elems...)
	case *TupleExpr:
		add(e.Elems...)
	case *Ite:
		add(e.Cond, e.Then, e.Else)
	case *Let:
		add(e.Values...)
		add(e.Body)
	case *Old:
		add(e.X)
	case *Lambda:
		add(e.Body)
	case *Match:
		add(e.X)
		for _, c := range e.Cases {
			add(c.Body)
		}
	}
	return out
}
