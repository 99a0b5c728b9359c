package ir

import "fmt"

// Inspect walks e depth-first, calling f for each node; f returns false to
// skip a node's children.
func Inspect(e Expr, f func(Expr) bool) {
	if e == nil || !f(e) {
		return
	}
	// Most nodes have a few children: listing them in a buffer on the
	// stack spares the allocation (the evaluator inspects clauses for
	// every input it tries).
	var buf [6]Expr
	for _, k := range appendChildren(buf[:0], e) {
		Inspect(k, f)
	}
}

// Children lists the direct sub-expressions of e.
func Children(e Expr) []Expr { return appendChildren(nil, e) }

// AppendChildren appends the direct sub-expressions of e to out (a
// buffer on the caller's stack spares the allocation).
func AppendChildren(out []Expr, e Expr) []Expr { return appendChildren(out, e) }

// appendChildren appends the direct sub-expressions of e to out.
func appendChildren(out []Expr, e Expr) []Expr {
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
	case *Once:
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

// Rebuild copies node x with each direct sub-expression replaced by f of
// it; the original is not modified. Nodes without sub-expressions are
// returned as they are.
func Rebuild(x Expr, f func(Expr) Expr) Expr {
	opt := func(e Expr) Expr {
		if e == nil {
			return nil
		}
		return f(e)
	}
	list := func(es []Expr) []Expr {
		if es == nil {
			return nil
		}
		out := make([]Expr, len(es))
		for i, e := range es {
			out[i] = f(e)
		}
		return out
	}
	switch v := x.(type) {
	case *Unary:
		return &Unary{Node: v.Node, Op: v.Op, X: f(v.X), Wrap: v.Wrap}
	case *Binary:
		return &Binary{Node: v.Node, Op: v.Op, X: f(v.X), Y: f(v.Y), Wrap: v.Wrap, BEq: v.BEq}
	case *Chain:
		return &Chain{Node: v.Node, Ops: v.Ops, Args: list(v.Args)}
	case *Call:
		return &Call{Node: v.Node, Fn: f(v.Fn), Args: list(v.Args)}
	case *Index:
		return &Index{Node: v.Node, X: f(v.X), Args: list(v.Args), Mode: v.Mode, Default: opt(v.Default)}
	case *Slice:
		return &Slice{Node: v.Node, X: f(v.X), Lo: opt(v.Lo), Hi: opt(v.Hi), Clamp: v.Clamp}
	case *Update:
		return &Update{Node: v.Node, X: f(v.X), K: f(v.K), V: f(v.V)}
	case *Member:
		return &Member{Node: v.Node, X: f(v.X), Name: v.Name}
	case *Quant:
		return &Quant{Node: v.Node, Forall: v.Forall, Vars: v.Vars, Range: opt(v.Range), Body: f(v.Body)}
	case *Compr:
		return &Compr{Node: v.Node, Coll: v.Coll, Vars: v.Vars, Cond: opt(v.Cond), Key: opt(v.Key), Term: opt(v.Term)}
	case *Display:
		return &Display{Node: v.Node, Coll: v.Coll, Elems: list(v.Elems), Keys: list(v.Keys)}
	case *TupleExpr:
		return &TupleExpr{Node: v.Node, Elems: list(v.Elems)}
	case *Ite:
		return &Ite{Node: v.Node, Cond: f(v.Cond), Then: f(v.Then), Else: f(v.Else)}
	case *Let:
		return &Let{Node: v.Node, Names: v.Names, Values: list(v.Values), Types: v.Types, Body: f(v.Body), Rec: v.Rec}
	case *Old:
		return &Old{Node: v.Node, X: f(v.X)}
	case *Once:
		// A rewritten part is a new expression: evaluated where it
		// stands, its value not kept.
		return f(v.X)
	case *Lambda:
		return &Lambda{Node: v.Node, Params: v.Params, Body: f(v.Body)}
	case *Match:
		cases := make([]Case, len(v.Cases))
		for i, c := range v.Cases {
			cases[i] = Case{Pat: c.Pat, Body: f(c.Body)}
		}
		return &Match{Node: v.Node, X: f(v.X), Cases: cases}
	}
	return x
}

// Rewrite returns e with every node for which f returns (r, true)
// replaced by r (whose children are not visited); the other nodes are
// rebuilt around their rewritten children. e is not modified.
func Rewrite(e Expr, f func(Expr) (Expr, bool)) Expr {
	if e == nil {
		return nil
	}
	if r, ok := f(e); ok {
		return r
	}
	return Rebuild(e, func(k Expr) Expr { return Rewrite(k, f) })
}

// Subst replaces the free occurrences of name in e by by: an occurrence
// under a binder of the same name (quantifier, lambda, comprehension,
// let, match case) is left alone. by's own free names are not renamed
// apart; callers that substitute under binders check that first.
func Subst(e Expr, name string, by Expr) Expr {
	var rec func(x Expr) Expr
	rec = func(x Expr) Expr {
		switch y := x.(type) {
		case *Ident:
			if y.Name == name {
				return by
			}
			return y
		case *Quant:
			for _, v := range y.Vars {
				if v.Name == name {
					return y
				}
			}
		case *Lambda:
			for _, v := range y.Params {
				if v.Name == name {
					return y
				}
			}
		case *Compr:
			for _, v := range y.Vars {
				if v.Name == name {
					return y
				}
			}
		case *Let:
			for _, n := range y.Names {
				if n != name {
					continue
				}
				if y.Rec {
					return y // the values see the let's own names
				}
				vals := make([]Expr, len(y.Values))
				for i, v := range y.Values {
					vals[i] = rec(v)
				}
				return &Let{Node: y.Node, Names: y.Names, Values: vals, Types: y.Types, Body: y.Body}
			}
		case *Match:
			cases := make([]Case, len(y.Cases))
			for i, c := range y.Cases {
				cases[i] = c
				shadow := false
				for _, v := range PatternVars(c.Pat, nil) {
					shadow = shadow || v == name
				}
				if !shadow {
					cases[i].Body = rec(c.Body)
				}
			}
			return &Match{Node: y.Node, X: rec(y.X), Cases: cases}
		}
		return Rebuild(x, rec)
	}
	return rec(e)
}

// MaxNesting is how deep the three front ends let an expression tree
// nest: parentheses, calls and a flat chain of operators alike (a + a +
// … is as deep as it is long). Every recursive walk of expression trees
// (resolver, evaluator, printers, informalizer, mutation) is safe up to
// it; a deeper expression is refused with a diagnostic at parse time.
const MaxNesting = 400

// TooDeep says whether e nests deeper than limit, without recursion (it
// is what stands between a hostile tree and the recursive walks); it
// stops as soon as it finds that it does.
func TooDeep(e Expr, limit int) bool {
	type item struct {
		e Expr
		d int
	}
	if e == nil {
		return false
	}
	stack := []item{{e, 1}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if it.d > limit {
			return true
		}
		for _, k := range Children(it.e) {
			stack = append(stack, item{k, it.d + 1})
		}
	}
	return false
}

// TooDeepMessage is the diagnostic the front ends give an expression (a
// Lean "term") nested deeper than MaxNesting.
func TooDeepMessage(noun string) string {
	return fmt.Sprintf("%s nested more than %d levels deep (each operator of a chain counts as one)", noun, MaxNesting)
}

// TooDeepExpr stands for an expression refused for its depth: unknown, never
// evaluated or walked.
func TooDeepExpr(r Range) Expr {
	return &Unsupported{Node: Node{R: r}, Text: "…", Reason: "nested too deep"}
}

// BoundNames adds to names every name a binder inside e binds: quantifier,
// comprehension and lambda variables, let names, match pattern variables.
func BoundNames(e Expr, names map[string]bool) {
	Inspect(e, func(x Expr) bool {
		switch x := x.(type) {
		case *Quant:
			for _, v := range x.Vars {
				names[v.Name] = true
			}
		case *Compr:
			for _, v := range x.Vars {
				names[v.Name] = true
			}
		case *Lambda:
			for _, v := range x.Params {
				names[v.Name] = true
			}
		case *Let:
			for _, n := range x.Names {
				names[n] = true
			}
		case *Match:
			for _, c := range x.Cases {
				for _, n := range PatternVars(c.Pat, nil) {
					names[n] = true
				}
			}
		}
		return true
	})
}
