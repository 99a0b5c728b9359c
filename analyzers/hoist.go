package analyzers

import (
	"slices"

	"github.com/specfaith/specfaith/ir"
)

// A search evaluates the postcondition on every output it tries for an
// input, up to 40 of them; the parts that read only the inputs (|a|, the
// sum of a, a helper applied to n, a fold over a) have the same value each
// time. newHoister finds those parts once per contract; forInput wraps
// them so that each is evaluated at most once per input, when first
// needed.

// hoisting is off only in a differential test.
var hoisting = true

// hoister holds the largest sub-expressions of each clause that read an
// input and nothing an output, a variable bound around them or the
// contract's own function can change.
type hoister struct {
	// parts lists, per clause, the sub-expressions to evaluate once.
	parts [][]ir.Expr
	// part marks the parts; above marks the nodes that have a part below
	// them: the only ones rebuilt.
	part, above map[ir.Expr]bool
}

// newHoister returns nil when nothing is worth hoisting, or when the
// post-state can differ from the inputs (modified parameters), where a
// part's value would depend on the output after all.
func newHoister(m *ir.Module, c *ir.Contract, post []ir.Clause) *hoister {
	if !hoisting || len(c.Modified) > 0 {
		return nil
	}
	// Resolved here, not read from c.Resolution: the attack may search an
	// instantiated copy of the contract.
	res := ir.Resolve(m, c)
	if !res.Complete() {
		return nil
	}
	h := &hoister{parts: make([][]ir.Expr, len(post)), part: map[ir.Expr]bool{}, above: map[ir.Expr]bool{}}
	w := hoistWalk{h: h, res: res, outs: map[string]bool{c.Name: true}}
	for _, r := range c.Results {
		w.outs[r.Name] = true
	}
	n := 0
	for i, cl := range post {
		var out []ir.Expr
		if r := w.visit(cl.Expr, &out); r.clean() && worth(cl.Expr) {
			out = append(out, cl.Expr)
		}
		h.parts[i] = out
		for _, p := range out {
			h.part[p] = true
		}
		n += len(out)
	}
	if n == 0 {
		return nil
	}
	return h
}

// hoistWalk finds the parts of a clause, with names as ir.Resolve binds
// them: a quantifier or a fold whose lambda reads nothing but the inputs
// and its own variables is a part; its body, which reads them, is not.
type hoistWalk struct {
	h   *hoister
	res *ir.Resolution
	// outs are the results and the contract's own function (its calls
	// are the output), blocked wherever the resolution does not say
	// otherwise.
	outs map[string]bool
}

// reads is what a sub-expression reads: an input, something blocked (a
// result, the contract's own function, what is not walked), and the
// binders of the variables it reads from outside itself.
type reads struct {
	input, blocked bool
	outside        []ir.Expr
}

// clean says whether what r reads has the same value for every output.
func (r reads) clean() bool { return r.input && !r.blocked && len(r.outside) == 0 }

func (r *reads) join(o reads) {
	r.input, r.blocked = r.input || o.input, r.blocked || o.blocked
	for _, b := range o.outside {
		if !slices.Contains(r.outside, b) {
			r.outside = append(r.outside, b)
		}
	}
}

// visit appends the parts strictly below e (e itself is its caller's to
// take) and says what e reads.
func (w *hoistWalk) visit(e ir.Expr, out *[]ir.Expr) reads {
	switch x := e.(type) {
	case *ir.Ident:
		switch w.res.Ref(x) {
		case ir.RefParam:
			return reads{input: true}
		case ir.RefResult:
			return reads{blocked: true}
		case ir.RefBound:
			if b := w.res.Binder(x); b != nil {
				return reads{outside: []ir.Expr{b}}
			}
			return reads{blocked: true}
		}
		return reads{blocked: w.outs[x.Name]}
	case *ir.Do:
		// Its statements are not walked: read as reading everything.
		return reads{blocked: true}
	}
	n := len(*out)
	var buf [6]ir.Expr
	kids := ir.AppendChildren(buf[:0], e)
	var r reads
	rs := make([]reads, len(kids))
	for i, k := range kids {
		rs[i] = w.visit(k, out)
		r.join(rs[i])
	}
	// A variable e binds is not read from outside e.
	if i := slices.Index(r.outside, e); i >= 0 {
		r.outside = slices.Delete(r.outside, i, i+1)
	}
	if r.clean() {
		// e may be a part itself: what was found below it is not needed.
		*out = (*out)[:n]
		return r
	}
	if _, ok := e.(*ir.Old); ok {
		// Below old() the pre-state is read: keep it whole.
		*out = (*out)[:n]
		return r
	}
	// e is not a part: its children that are become parts, but for a
	// call's function, which is read as written (x.f a is f applied to x
	// and a, not the value of x.f applied to a).
	call, _ := e.(*ir.Call)
	for i, k := range kids {
		if call != nil && k == call.Fn {
			continue
		}
		if rs[i].clean() && worth(k) {
			*out = append(*out, k)
		}
	}
	if len(*out) > n {
		w.h.above[e] = true
	}
	return r
}

// worth says whether evaluating e once saves anything: a name or a
// literal costs nothing, and a function value is not worth building.
func worth(e ir.Expr) bool {
	switch e.(type) {
	case *ir.Ident, *ir.Lit, *ir.Once, *ir.Lambda, *ir.Unsupported:
		return false
	}
	return true
}

// forInput returns post with each part wrapped in a fresh ir.Once: the
// first evaluation on this input that needs it keeps its value for the
// outputs that follow. A part that does not evaluate (ill-defined,
// undecided) is evaluated where it stands each time, so nothing changes
// but the work.
func (h *hoister) forInput(post []ir.Clause) []ir.Clause {
	var rebuild func(ir.Expr) ir.Expr
	rebuild = func(e ir.Expr) ir.Expr {
		if h.part[e] {
			return &ir.Once{Node: ir.Node{R: e.Span()}, X: e}
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
