package analyzers

import "github.com/specfaith/specfaith/ir"

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
func newHoister(c *ir.Contract, post []ir.Clause) *hoister {
	if !hoisting || len(c.Modified) > 0 {
		return nil
	}
	w := hoistWalk{inputs: map[string]bool{}, blocked: map[string]bool{c.Name: true}}
	for _, p := range c.Params {
		w.inputs[p.Name] = true
	}
	for _, r := range c.Results {
		w.blocked[r.Name] = true
	}
	h := &hoister{parts: make([][]ir.Expr, len(post)), part: map[ir.Expr]bool{}, above: map[ir.Expr]bool{}}
	w.h = h
	n := 0
	for i, cl := range post {
		w.scope = w.scope[:0]
		var out []ir.Expr
		r := w.visit(cl.Expr, &out)
		if w.part(cl.Expr, r) {
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

// hoistWalk finds the parts of a clause. Names are resolved by scope: a
// quantifier, comprehension, lambda, let or match binds its names for its
// own sub-expressions only, so a quantifier or a fold whose lambda reads
// nothing but the inputs and its own variables is a part, while its body
// (which reads them) is not.
type hoistWalk struct {
	h       *hoister
	inputs  map[string]bool
	blocked map[string]bool // results and the contract's own function
	scope   []string        // the names bound around the node visited
}

// reads is what a sub-expression reads: an input, something blocked,
// and the outermost binder it reads from outside itself (its index in
// scope, or noBinder).
type reads struct {
	input, blocked bool
	outer          int
}

const noBinder = int(^uint(0) >> 1)

func (r reads) join(o reads) reads {
	return reads{input: r.input || o.input, blocked: r.blocked || o.blocked, outer: min(r.outer, o.outer)}
}

// part says whether e, visited at the current scope depth with what it
// reads r, has the same value for every output: it reads an input, and
// neither an output nor a variable bound around it.
func (w *hoistWalk) part(e ir.Expr, r reads) bool {
	return r.input && !r.blocked && r.outer >= len(w.scope) && worth(e)
}

// visit appends the parts strictly below e (e itself is its caller's to
// take) and says what e reads.
func (w *hoistWalk) visit(e ir.Expr, out *[]ir.Expr) reads {
	none := reads{outer: noBinder}
	switch x := e.(type) {
	case *ir.Ident:
		for i := len(w.scope) - 1; i >= 0; i-- {
			if w.scope[i] == x.Name {
				return reads{outer: i}
			}
		}
		return reads{input: w.inputs[x.Name] && !w.blocked[x.Name], blocked: w.blocked[x.Name], outer: noBinder}
	case *ir.Do:
		// Its statements are not walked: read as reading everything.
		return reads{blocked: true, outer: noBinder}
	}
	n := len(*out)
	type kid struct {
		e     ir.Expr
		r     reads
		depth int // the scope depth it was visited at
	}
	var buf [6]kid
	kids := buf[:0]
	r := none
	base := len(w.scope)
	see := func(k ir.Expr) {
		if k == nil {
			return
		}
		kr := w.visit(k, out)
		kids = append(kids, kid{k, kr, len(w.scope)})
		r = r.join(kr)
	}
	switch x := e.(type) {
	case *ir.Quant:
		for _, v := range x.Vars {
			w.scope = append(w.scope, v.Name)
		}
		see(x.Range)
		see(x.Body)
	case *ir.Compr:
		for _, v := range x.Vars {
			w.scope = append(w.scope, v.Name)
		}
		see(x.Cond)
		see(x.Key)
		see(x.Term)
	case *ir.Lambda:
		for _, p := range x.Params {
			w.scope = append(w.scope, p.Name)
		}
		see(x.Body)
	case *ir.Let:
		// Each value sees the names before it (and a lambda of a let
		// rec its own, as eval binds it); the body sees them all.
		for i, v := range x.Values {
			if _, lam := v.(*ir.Lambda); lam && x.Rec && i < len(x.Names) {
				w.scope = append(w.scope, x.Names[i])
				see(v)
				continue
			}
			see(v)
			if i < len(x.Names) {
				w.scope = append(w.scope, x.Names[i])
			}
		}
		for i := len(x.Values); i < len(x.Names); i++ {
			w.scope = append(w.scope, x.Names[i])
		}
		see(x.Body)
	case *ir.Match:
		see(x.X)
		for _, c := range x.Cases {
			w.scope = append(w.scope, ir.PatternVars(c.Pat, nil)...)
			see(c.Body)
			w.scope = w.scope[:base]
		}
	default:
		var cb [6]ir.Expr
		for _, k := range ir.AppendChildren(cb[:0], e) {
			see(k)
		}
	}
	w.scope = w.scope[:base]
	// What e reads from outside: a binder of e's own is not outside it.
	if r.outer >= base {
		r.outer = noBinder
	}
	if r.input && !r.blocked && r.outer >= base {
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
	for _, k := range kids {
		if call != nil && k.e == call.Fn {
			continue
		}
		if k.r.input && !k.r.blocked && k.r.outer >= k.depth && worth(k.e) {
			*out = append(*out, k.e)
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
