package analyzers

import (
	"github.com/specfaith/specfaith/ir"
)

// A precondition conjunct p == e, with p a parameter and e an expression
// of the other parameters (xs' == xs[a..b], total == Sum(xs)), fixes p:
// inputs drawn independently almost never meet it. Such a p is computed
// from e on the generated inputs instead, and those inputs come first.

// A conjunct p in e (a in x, k in m) draws p from the elements of e's
// value the same way: the inputs where e is empty are left as generated.

// derivation is one parameter computed from the others: the value of
// expr, or, with member, one of its elements.
type derivation struct {
	param  int
	expr   ir.Expr
	member bool
}

// derivations lists the parameters the precondition fixes by an
// equation; each parameter at most once, and none computed from another
// derived one.
func (a *Attack) derivations() []derivation {
	idx := map[string]int{}
	for i, p := range a.c.Params {
		idx[p.Name] = i
	}
	var out []derivation
	derived := map[string]bool{}
	for _, cl := range a.c.Requires() {
		for _, e := range conjunctsOf(cl.Expr, nil) {
			b, ok := e.(*ir.Binary)
			if !ok || b.Op != ir.OpEq && b.Op != ir.OpIn {
				continue
			}
			sides := [][2]ir.Expr{{b.X, b.Y}, {b.Y, b.X}}
			if b.Op == ir.OpIn {
				sides = sides[:1] // p in e: p is the element
			}
			for _, side := range sides {
				id, ok := side[0].(*ir.Ident)
				if !ok {
					continue
				}
				i, isParam := idx[id.Name]
				if !isParam || derived[id.Name] {
					continue
				}
				others := map[string]bool{}
				for n := range idx {
					others[n] = n != id.Name
				}
				delete(others, id.Name)
				if ir.MentionsAny(side[1], map[string]bool{id.Name: true}) || !ir.MentionsAny(side[1], others) {
					continue // p == f(p), or a constant (guardInputs pins those)
				}
				if ir.MentionsAny(side[1], derived) {
					continue
				}
				derived[id.Name] = true
				out = append(out, derivation{param: i, expr: side[1], member: b.Op == ir.OpIn})
				break
			}
		}
	}
	return out
}

// derive returns the inputs with each derived parameter computed, for
// the inputs where every derivation evaluates, followed by the inputs as
// generated; at most max in all.
func (a *Attack) derive(inputs [][]ir.Binding, max int) [][]ir.Binding {
	ds := a.derivations()
	if len(ds) == 0 {
		return inputs
	}
	var out [][]ir.Binding
	seen := map[string]bool{}
	for k, in := range inputs {
		if len(out) >= max/2 {
			break
		}
		bs := append([]ir.Binding(nil), in...)
		ok := true
		for j, d := range ds {
			env, _ := bindInputs(a.c, ir.Example{Inputs: bs})
			ctx := ir.NewCtx(a.m)
			ctx.Limits.Steps = a.opts.Steps
			v, stop := ctx.Eval(d.expr, env)
			if stop != nil || v == nil {
				ok = false
				break
			}
			if d.member {
				el, _ := ir.Elements(v)
				if len(el) == 0 {
					ok = false
					break
				}
				v = el[(k+j)%len(el)] // a different element input to input
			}
			if t := a.c.Params[d.param].Type; t != nil {
				cv, err := ir.Coerce(v, t)
				if err != nil || cv.Kind() != kindOf(t) {
					ok = false
					break
				}
				v = cv
			}
			bs[d.param].Val = v
		}
		if k := bindingsKey(bs); ok && !seen[k] {
			seen[k] = true
			out = append(out, bs)
		}
	}
	for _, in := range inputs {
		if len(out) >= max {
			break
		}
		if k := bindingsKey(in); !seen[k] {
			seen[k] = true
			out = append(out, in)
		}
	}
	return out
}
