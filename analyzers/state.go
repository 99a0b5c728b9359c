package analyzers

import (
	"context"
	"fmt"
	"sort"

	"github.com/specfaith/specfaith/spec"
)

// A method whose only outputs are the arrays it modifies (method Sort(a:
// array<int>) modifies a ensures …) is searched on their post-state: each
// admitted input's arrays are transformed in a few simple ways (left as
// they were, filled with 0, reversed, sorted, …) and the postcondition
// judges each final state, with old(…) the input. A transformation the
// postcondition accepts on every input, where the implementation computes
// something else, is a way to meet the contract without doing the work.

// stateTransform makes a final state from an initial array.
type stateTransform struct {
	desc string // "leaving a unchanged" reads "leaving %s unchanged"
	f    func(spec.Array) (spec.Array, bool)
}

var stateTransforms = []stateTransform{
	{"leaving %s unchanged", func(a spec.Array) (spec.Array, bool) { return a, true }},
	{"filling %s with 0", func(a spec.Array) (spec.Array, bool) {
		el := make([]spec.Value, len(a.Elems))
		for i, x := range a.Elems {
			if _, ok := x.(spec.Int); !ok {
				return a, false
			}
			el[i] = spec.NewInt(0)
		}
		return spec.Array{Elems: el, Dims: a.Dims}, true
	}},
	{"reversing %s", func(a spec.Array) (spec.Array, bool) {
		if len(a.Dims) != 1 {
			return a, false
		}
		el := make([]spec.Value, len(a.Elems))
		for i, x := range a.Elems {
			el[len(el)-1-i] = x
		}
		return spec.Array{Elems: el, Dims: a.Dims}, true
	}},
	{"sorting %s", func(a spec.Array) (spec.Array, bool) {
		if len(a.Dims) != 1 {
			return a, false
		}
		el := append([]spec.Value(nil), a.Elems...)
		sort.SliceStable(el, func(i, j int) bool { return spec.Compare(el[i], el[j]) < 0 })
		return spec.Array{Elems: el, Dims: a.Dims}, true
	}},
	{"adding 1 to every element of %s", func(a spec.Array) (spec.Array, bool) {
		el := make([]spec.Value, len(a.Elems))
		for i, x := range a.Elems {
			n, ok := x.(spec.Int)
			if !ok || !n.V.IsInt64() {
				return a, false
			}
			el[i] = spec.NewInt(n.V.Int64() + 1)
		}
		return spec.Array{Elems: el, Dims: a.Dims}, true
	}},
	{"copying the first element of %s everywhere", func(a spec.Array) (spec.Array, bool) {
		if len(a.Elems) == 0 {
			return a, true
		}
		el := make([]spec.Value, len(a.Elems))
		for i := range el {
			el[i] = a.Elems[0]
		}
		return spec.Array{Elems: el, Dims: a.Dims}, true
	}},
}

// notApplicable marks a transformation that does not apply to an input
// (filling with 0 an array that does not hold integers).
const notApplicable spec.Status = -1

// stateParams are the indices of the modified parameters when the
// contract's only outputs are modified arrays; nil otherwise.
func stateParams(c *spec.Contract) []int {
	if len(c.Results) > 0 || len(c.Modified) == 0 {
		return nil
	}
	var out []int
	for _, name := range c.Modified {
		k := -1
		for i, p := range c.Params {
			if p.Name == name && p.Type != nil && p.Type.Kind == spec.KArray {
				k = i
			}
		}
		if k < 0 {
			return nil
		}
		out = append(out, k)
	}
	return out
}

// searchState checks every transformation's final state on every
// admitted input: a.stateRows[i][k] is the postcondition's verdict on
// input i with transformation k applied to each modified array (Unknown
// where the transformation does not apply).
func (a *Attack) searchState(ctx context.Context, params []int) {
	done := ctx.Done()
	post := a.c.Ensures()
	for _, in := range a.inputs {
		if ctx.Err() != nil {
			return
		}
		row := make([]spec.Status, len(stateTransforms))
		for k, tr := range stateTransforms {
			out, ok := transformState(in, params, tr)
			if !ok {
				row[k] = notApplicable
				continue
			}
			v := verdictOn(done, a.m, a.c, post, in, out, a.opts.Steps)
			row[k] = v.status
			if v.status == spec.Unknown {
				a.note(v.reason)
			}
		}
		a.stateRows = append(a.stateRows, row)
	}
	a.Candidates = len(stateTransforms)
}

func transformState(in []spec.Binding, params []int, tr stateTransform) ([]spec.Value, bool) {
	out := make([]spec.Value, len(params))
	for j, k := range params {
		arr, ok := in[k].Val.(spec.Array)
		if !ok {
			return nil, false
		}
		if out[j], ok = tr.f(arr); !ok {
			return nil, false
		}
	}
	return out, true
}

// judgeState reports a postcondition that accepts every final state
// tried, or one transformation on every input where the implementation
// (which the postcondition accepts) computes something else.
func (a *Attack) judgeState(params []int, sev spec.Severity) {
	n := len(a.stateRows)
	if n < 2 {
		return
	}
	names := make([]string, len(params))
	for j, k := range params {
		names[j] = a.c.Params[k].Name
	}
	target := joinNames(names)
	all := 0
	for _, row := range a.stateRows {
		dec, acc := 0, 0
		for _, st := range row {
			switch st {
			case spec.True:
				dec++
				acc++
			case spec.False, spec.IllDefined:
				dec++
			case spec.Unknown:
				dec = -len(row) // undecided: not "every state accepted"
			}
		}
		if dec >= 4 && acc == dec {
			all++
		}
	}
	if all == n {
		a.add(Finding{Code: CodeTautology, Severity: sev, R: postRange(a.c),
			Message:  fmt.Sprintf("postcondition accepts every final state of %s tried for every input (%d inputs): it places no constraint on %s", target, n, target),
			Evidence: a.evidence(CodeTautology, n, n, "admitted inputs")})
		return
	}
	for k, tr := range stateTransforms {
		accepted := 0
		var differs []spec.Binding // an input where the implementation does otherwise
		var implState, trState []spec.Value
		for i, row := range a.stateRows {
			if row[k] != spec.True {
				break
			}
			accepted++
			if differs != nil || i >= len(a.implOut) || a.implOut[i] == nil {
				continue
			}
			out, ok := transformState(a.inputs[i], params, tr)
			if ok && !sameValues(out, a.implOut[i]) {
				differs, implState, trState = a.inputs[i], a.implOut[i], out
			}
		}
		if accepted < n || differs == nil {
			continue
		}
		desc := fmt.Sprintf(tr.desc, target)
		a.add(Finding{Code: CodeTrivialWitness, Severity: sev, R: postRange(a.c),
			Message: fmt.Sprintf("postcondition is satisfied by %s, for every input (%d of %d inputs tried), though the implementation does otherwise: for %s it leaves %s, %s leaves %s",
				desc, n, n, BindingsText(differs), valuesText(implState), desc, valuesText(trState)),
			Evidence: a.evidence(CodeTrivialWitness, n, n, "admitted inputs")})
		return
	}
}

func joinNames(ns []string) string {
	switch len(ns) {
	case 0:
		return ""
	case 1:
		return ns[0]
	}
	s := ns[0]
	for _, n := range ns[1 : len(ns)-1] {
		s += ", " + n
	}
	return s + " and " + ns[len(ns)-1]
}

func valuesText(vs []spec.Value) string {
	s := ""
	for i, v := range vs {
		if i > 0 {
			s += ", "
		}
		s += v.String()
	}
	return s
}
