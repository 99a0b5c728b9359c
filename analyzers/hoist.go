package analyzers

import "github.com/specfaith/specfaith/ir"

// A search evaluates the postcondition on every output it tries for an
// input, up to 40 of them; the parts that read only the inputs (|a|, the
// sum of a, a helper applied to n) have the same value each time. hoist
// finds those parts once per contract; forInput evaluates them once per
// input and puts their values in their place.

// hoisting is off only in a differential test.
var hoisting = true

// hoister holds the largest sub-expressions of each clause that read an
// input and nothing an output, a bound variable or the contract's own
// function can change.
type hoister struct {
	// parts lists, per clause, the sub-expressions to evaluate once.
	parts [][]ir.Expr
	// above marks the nodes that have a part below them: the only ones
	// rebuilt.
	above map[ir.Expr]bool
}

// newHoister returns nil when nothing is worth hoisting, or when the
// post-state can differ from the inputs (modified parameters), where a
// part's value would depend on the output after all.
func newHoister(c *ir.Contract, post []ir.Clause) *hoister {
	if !hoisting || len(c.Modified) > 0 {
		return nil
	}
	inputs := map[string]bool{}
	for _, p := range c.Params {
		inputs[p.Name] = true
	}
	blocked := map[string]bool{c.Name: true}
	for _, r := range c.Results {
		blocked[r.Name] = true
	}
	for _, cl := range post {
		ir.BoundNames(cl.Expr, blocked)
	}
	h := &hoister{parts: make([][]ir.Expr, len(post)), above: map[ir.Expr]bool{}}
	n := 0
	for i, cl := range post {
		h.parts[i] = h.collect(cl.Expr, inputs, blocked, nil)
		n += len(h.parts[i])
	}
	if n == 0 {
		return nil
	}
	return h
}

// collect appends the hoistable parts of e: the largest sub-expressions
// that read an input and nothing blocked. input and dep say what e reads.
func (h *hoister) collect(e ir.Expr, inputs, blocked map[string]bool, out []ir.Expr) []ir.Expr {
	out, input, dep := h.visit(e, inputs, blocked, out)
	if input && !dep && worth(e) {
		out = append(out, e)
	}
	return out
}

// visit lists the parts strictly below e (e itself is its caller's to
// take) and says whether e reads an input and something blocked.
func (h *hoister) visit(e ir.Expr, inputs, blocked map[string]bool, out []ir.Expr) (_ []ir.Expr, input, dep bool) {
	if id, ok := e.(*ir.Ident); ok {
		return out, inputs[id.Name] && !blocked[id.Name], blocked[id.Name]
	}
	var buf [6]ir.Expr
	kids := ir.AppendChildren(buf[:0], e)
	n := len(out)
	ins := make([]bool, 0, len(kids))
	deps := make([]bool, 0, len(kids))
	for _, k := range kids {
		var ki, kd bool
		out, ki, kd = h.visit(k, inputs, blocked, out)
		ins, deps = append(ins, ki), append(deps, kd)
		input, dep = input || ki, dep || kd
	}
	if !dep {
		// e may be a part itself: what was found below it is not needed.
		return out[:n], input, dep
	}
	if _, ok := e.(*ir.Old); ok {
		// Below old() the pre-state is read: keep it whole.
		return out[:n], input, dep
	}
	// e is not a part: its children that are become parts, but for a
	// call's function, which is read as written (x.f a is f applied to x
	// and a, not the value of x.f applied to a).
	call, _ := e.(*ir.Call)
	for i, k := range kids {
		if call != nil && k == call.Fn {
			continue
		}
		if ins[i] && !deps[i] && worth(k) {
			out = append(out, k)
		}
	}
	if len(out) > n {
		h.above[e] = true
	}
	return out, input, dep
}

// worth says whether evaluating e once saves anything: a name or a
// literal costs nothing, and a function value is not worth building.
func worth(e ir.Expr) bool {
	switch e.(type) {
	case *ir.Ident, *ir.Lit, *ir.Known, *ir.Lambda, *ir.Unsupported:
		return false
	}
	return true
}

// forInput returns post with each part that evaluated on the input
// replaced by its value; a part that did not (ill-defined, undecided) is
// left to be evaluated where it stands, so nothing changes but the work.
// The evaluator's notes (ranges it inferred) go to note.
func (h *hoister) forInput(done <-chan struct{}, m *ir.Module, post []ir.Clause, in []ir.Binding, steps int, note func([]string)) []ir.Clause {
	env, old := bindInputs(nil, ir.Example{Inputs: in}) // the inputs alone
	ctx := ctxPool.Get().(*ir.Ctx)
	defer ctxPool.Put(ctx)
	vals := map[ir.Expr]ir.Value{}
	for _, parts := range h.parts {
		for _, p := range parts {
			ctx.Init(m)
			ctx.Old = old
			ctx.Done = done
			ctx.Limits.Steps = steps
			ctx.Limits.CollSize = min(ctx.Limits.CollSize, searchCollSize)
			ctx.Limits.Bytes = min(ctx.Limits.Bytes, searchBytes)
			ctx.Limits.Probes = searchProbes
			v, stop := ctx.Eval(p, env)
			note(ctx.Notes())
			if stop == nil {
				vals[p] = v
			}
		}
	}
	if len(vals) == 0 {
		return post
	}
	var rebuild func(ir.Expr) ir.Expr
	rebuild = func(e ir.Expr) ir.Expr {
		if v, ok := vals[e]; ok {
			return &ir.Known{Node: ir.Node{R: e.Span()}, Val: v}
		}
		if !h.above[e] {
			return e
		}
		return ir.Rebuild(e, rebuild)
	}
	out := make([]ir.Clause, len(post))
	for i, cl := range post {
		out[i] = cl
		if len(h.parts[i]) > 0 {
			out[i].Expr = rebuild(cl.Expr)
		}
	}
	return out
}
