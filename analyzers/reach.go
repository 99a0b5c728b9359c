package analyzers

import (
	"slices"

	"github.com/specfaith/specfaith/ir"
)

// Objects a class's own code builds. Field values chosen one by one meet
// a class invariant rarely (a stack whose top is within its array and
// whose elements are set); the states its constructor makes, and those
// one or two of its methods then make, are states the program reaches.
// They are tried besides the field-built ones, each precondition checked
// before a run (a call outside it is no state of the program).

// Bounds on the states built by running a class's code.
const (
	maxReachStates = 12 // objects kept per class
	maxReachArgs   = 3  // argument tuples per constructor or method
	reachFuel      = 2000
)

// reachableObjects runs the constructors of class t (the contracts whose
// result is this of type t) on a few small arguments, then each method
// that changes this on the states so far, twice over.
func reachableObjects(m *ir.Module, t *ir.Type, consts []int64) []ir.Value {
	if m == nil || t == nil || t.Kind != ir.KDatatype {
		return nil
	}
	isT := func(p ir.Param) bool { return p.Type != nil && p.Type.Name == t.Name }
	var ctors, methods []*ir.Contract
	for _, c := range m.Contracts {
		if c.Impl == nil || c.Decl != ir.DeclMethod {
			continue
		}
		switch {
		case !slices.ContainsFunc(c.Params, isT):
			// a constructor (or a factory): a result is a new object
			if slices.ContainsFunc(c.Results, isT) {
				ctors = append(ctors, c)
			}
		case isT(c.Params[0]) && slices.Contains(c.Modified, c.Params[0].Name):
			methods = append(methods, c)
		}
	}
	if len(ctors) == 0 {
		return nil
	}
	var out []ir.Value
	seen := map[string]bool{}
	keep := func(v ir.Value) {
		if v == nil || len(out) >= maxReachStates {
			return
		}
		if k := v.String(); !seen[k] {
			seen[k] = true
			// Each its own object: an identity of its own, small as the
			// field-built objects' are (a run numbers new ones high).
			if d, ok := v.(ir.Datatype); ok && len(d.Fields) > 0 {
				fs := append([]ir.Value(nil), d.Fields...)
				fs[0] = ir.NewInt(int64(len(out) + 1))
				v = ir.Datatype{Ctor: d.Ctor, Fields: fs}
			}
			out = append(out, v)
		}
	}
	for _, c := range ctors {
		for _, args := range reachArgs(m, c.Params, consts) {
			res := runReach(m, c, args)
			for i, p := range c.Results {
				if isT(p) && i < len(res) {
					keep(res[i])
				}
			}
		}
	}
	for round := 0; round < 2 && len(out) < maxReachStates; round++ {
		states := slices.Clone(out)
		for _, s := range states {
			for _, c := range methods {
				for _, rest := range reachArgs(m, c.Params[1:], consts) {
					if len(out) >= maxReachStates {
						return out
					}
					args := append([]ir.Value{s}, rest...)
					if post := runReachPost(m, c, args); post != nil {
						keep(post)
					}
				}
			}
		}
	}
	return out
}

// reachArgs are a few argument tuples for params (nil when a parameter
// has no values; one empty tuple when there are none).
func reachArgs(m *ir.Module, params []ir.Param, consts []int64) [][]ir.Value {
	doms := make([][]ir.Value, len(params))
	for i, p := range params {
		d := domain(p.Type, consts, 1)
		if len(d) == 0 {
			return nil
		}
		doms[i] = d
	}
	var out [][]ir.Value
	for k := 0; k < maxReachArgs; k++ {
		args := make([]ir.Value, len(params))
		for i, d := range doms {
			args[i] = d[(k+1)%len(d)] // 1 first: a stack of capacity 0 is rarely what a constructor accepts
		}
		out = append(out, args)
		if len(params) == 0 {
			break
		}
	}
	return out
}

// admitted says whether c's precondition holds on args.
func admitted(m *ir.Module, c *ir.Contract, args []ir.Value) bool {
	bs := make([]ir.Binding, len(c.Params))
	for i, p := range c.Params {
		bs[i] = ir.Binding{Name: p.Name, Val: args[i]}
	}
	env, _ := bindInputs(c, ir.Example{Inputs: bs})
	return evalClausesN(nil, m, c.Requires(), env, nil, nil, 20000).status == ir.True
}

// runReach runs a constructor on args where its precondition holds.
func runReach(m *ir.Module, c *ir.Contract, args []ir.Value) []ir.Value {
	if !admitted(m, c, args) {
		return nil
	}
	ctx := ir.NewCtx(m)
	ctx.Limits.Steps = 20000
	res, stop := ctx.Run(c.Impl, m.Impls, args, reachFuel)
	if stop != nil {
		return nil
	}
	return res.Results
}

// runReachPost runs a method on args (this first) where its precondition
// holds, and gives this's final state.
func runReachPost(m *ir.Module, c *ir.Contract, args []ir.Value) ir.Value {
	if !admitted(m, c, args) {
		return nil
	}
	ctx := ir.NewCtx(m)
	ctx.Limits.Steps = 20000
	res, stop := ctx.Run(c.Impl, m.Impls, args, reachFuel)
	if stop != nil || len(res.Post) == 0 {
		return nil
	}
	return res.Post[0]
}
