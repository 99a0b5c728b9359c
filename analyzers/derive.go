package analyzers

import (
	"github.com/specfaith/specfaith/ir"
)

// A precondition conjunct p == e, with p a parameter and e an expression
// of the other parameters (xs' == xs[a..b], total == Sum(xs)), fixes p:
// inputs drawn independently almost never meet it. Such a p is computed
// from e on the generated inputs instead, and those inputs come first.

// derivation is one parameter computed from the others.
type derivation struct {
	param int
	expr  ir.Expr
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
			if !ok || b.Op != ir.OpEq {
				continue
			}
			for _, side := range [][2]ir.Expr{{b.X, b.Y}, {b.Y, b.X}} {
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
				out = append(out, derivation{param: i, expr: side[1]})
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
	for _, in := range inputs {
		if len(out) >= max/2 {
			break
		}
		bs := append([]ir.Binding(nil), in...)
		ok := true
		for _, d := range ds {
			env, _ := bindInputs(a.c, ir.Example{Inputs: bs})
			ctx := ir.NewCtx(a.m)
			ctx.Limits.Steps = a.opts.Steps
			v, stop := ctx.Eval(d.expr, env)
			if stop != nil || v == nil {
				ok = false
				break
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
