package analyzers

import (
	"context"
	"fmt"
	"math/big"
	"sort"

	"github.com/specfaith/specfaith/ir"
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
	f    func(ir.Array) (ir.Array, bool)
	// any: applies to objects too (only leaving it unchanged does)
	any bool
}

var stateTransforms = []stateTransform{
	{desc: "leaving %s unchanged", f: func(a ir.Array) (ir.Array, bool) { return a, true }, any: true},
	{desc: "filling %s with 0", f: func(a ir.Array) (ir.Array, bool) {
		el := make([]ir.Value, len(a.Elems))
		for i, x := range a.Elems {
			if _, ok := x.(ir.Int); !ok {
				return a, false
			}
			el[i] = ir.NewInt(0)
		}
		return ir.Array{Elems: el, Dims: a.Dims, Ref: a.Ref}, true
	}},
	{desc: "reversing %s", f: func(a ir.Array) (ir.Array, bool) {
		if len(a.Dims) != 1 {
			return a, false
		}
		el := make([]ir.Value, len(a.Elems))
		for i, x := range a.Elems {
			el[len(el)-1-i] = x
		}
		return ir.Array{Elems: el, Dims: a.Dims, Ref: a.Ref}, true
	}},
	{desc: "sorting %s", f: func(a ir.Array) (ir.Array, bool) {
		if len(a.Dims) != 1 {
			return a, false
		}
		el := append([]ir.Value(nil), a.Elems...)
		sort.SliceStable(el, func(i, j int) bool { return ir.Compare(el[i], el[j]) < 0 })
		return ir.Array{Elems: el, Dims: a.Dims, Ref: a.Ref}, true
	}},
	{desc: "adding 1 to every element of %s", f: func(a ir.Array) (ir.Array, bool) {
		el := make([]ir.Value, len(a.Elems))
		for i, x := range a.Elems {
			n, ok := x.(ir.Int)
			if !ok || !n.V.IsInt64() {
				return a, false
			}
			el[i] = ir.NewInt(n.V.Int64() + 1)
		}
		return ir.Array{Elems: el, Dims: a.Dims, Ref: a.Ref}, true
	}},
	{desc: "copying the first element of %s everywhere", f: func(a ir.Array) (ir.Array, bool) {
		if len(a.Elems) == 0 {
			return a, true
		}
		el := make([]ir.Value, len(a.Elems))
		for i := range el {
			el[i] = a.Elems[0]
		}
		return ir.Array{Elems: el, Dims: a.Dims, Ref: a.Ref}, true
	}},
}

// notApplicable marks a transformation that does not apply to an input
// (filling with 0 an array that does not hold integers).
const notApplicable ir.Status = -1

// stateParams are the indices of the modified parameters when the
// contract's only outputs are modified arrays or objects (records of
// fields); nil otherwise.
func stateParams(c *ir.Contract) []int {
	if len(c.Results) > 0 {
		return nil
	}
	return modifiedParams(c)
}

// modifiedParams are the indices of the modified parameters when all are
// arrays or objects; nil otherwise.
func modifiedParams(c *ir.Contract) []int {
	if len(c.Modified) == 0 {
		return nil
	}
	var out []int
	for _, name := range c.Modified {
		k := -1
		for i, p := range c.Params {
			// A sequence in Modified is a mutable list (Python's): its
			// final states are tried as an array's.
			if p.Name == name && p.Type != nil && (p.Type.Kind == ir.KArray || p.Type.Kind == ir.KDatatype || p.Type.Kind == ir.KSeq) {
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

// stateCandidates are the final states tried for one input: first one
// per transformation (aligned across inputs, so a transformation can be
// judged on all of them; ok false where it does not apply), then, for
// objects, the object with one field changed at a time.
func (a *Attack) stateCandidates(in []ir.Binding, params []int) (aligned [][]ir.Value, ok []bool, extra [][]ir.Value) {
	for _, tr := range stateTransforms {
		out, good := transformState(in, params, tr)
		aligned = append(aligned, out)
		ok = append(ok, good)
	}
	for j, k := range params {
		d, isObj := in[k].Val.(ir.Datatype)
		if !isObj {
			continue
		}
		f := a.m.Ctor(d.Ctor)
		if f == nil || len(f.Params) != len(d.Fields) {
			continue
		}
		for fi, prm := range f.Params {
			if prm.Name == ir.ObjectID {
				continue // the identity does not change
			}
			vals := typeDomain(a.m, prm.Type, nil, 1)
			for vi, v := range vals {
				if vi == maxFieldVariants {
					break
				}
				if ir.Equal(v, d.Fields[fi]) {
					continue
				}
				fields := append([]ir.Value(nil), d.Fields...)
				fields[fi] = v
				out := make([]ir.Value, len(params))
				for jj, kk := range params {
					out[jj] = in[kk].Val
				}
				out[j] = ir.Datatype{Ctor: d.Ctor, Fields: fields}
				extra = append(extra, out)
			}
		}
	}
	return aligned, ok, extra
}

// maxFieldVariants bounds the values tried per field of a modified object.
const maxFieldVariants = 4

// searchState checks every transformation's final state on every
// admitted input: a.stateRows[i][k] is the postcondition's verdict on
// input i with transformation k applied to each modified array (Unknown
// where the transformation does not apply).
func (a *Attack) searchState(ctx context.Context, params []int) {
	done := ctx.Done()
	post := a.ensures()
	for _, in := range a.inputs {
		if ctx.Err() != nil {
			return
		}
		aligned, ok, extra := a.stateCandidates(in, params)
		row := make([]ir.Status, 0, len(aligned)+len(extra))
		changed := make([]bool, 0, len(aligned)+len(extra))
		unchanged := aligned[0] // stateTransforms[0] leaves every state as it was
		for k, out := range aligned {
			changed = append(changed, ok[k] && !sameValues(out, unchanged))
			if !ok[k] {
				row = append(row, notApplicable)
				continue
			}
			v := verdictOn(done, a.m, a.c, post, in, out, a.opts.Steps)
			row = append(row, v.status)
			if v.status == ir.Unknown {
				a.note(v.reason)
			}
		}
		for _, out := range extra {
			changed = append(changed, !sameValues(out, unchanged))
			v := verdictOn(done, a.m, a.c, post, in, out, a.opts.Steps)
			row = append(row, v.status)
			if v.status == ir.Unknown {
				a.note(v.reason)
			}
		}
		a.stateRows = append(a.stateRows, row)
		a.stateChanged = append(a.stateChanged, changed)
		a.Candidates = max(a.Candidates, len(row))
		if a.giveUp(a.stateRows) {
			return
		}
	}
}

func transformState(in []ir.Binding, params []int, tr stateTransform) ([]ir.Value, bool) {
	out := make([]ir.Value, len(params))
	for j, k := range params {
		arr, ok := in[k].Val.(ir.Array)
		seq, isSeq := in[k].Val.(ir.Seq)
		if isSeq && !seq.Str {
			arr, ok = ir.Array{Elems: seq.Elems, Dims: []int{len(seq.Elems)}}, true
		}
		if !ok {
			if !tr.any {
				return nil, false
			}
			out[j] = in[k].Val
			continue
		}
		if out[j], ok = tr.f(arr); !ok {
			return nil, false
		}
		if isSeq {
			out[j] = ir.Seq{Elems: out[j].(ir.Array).Elems}
		}
	}
	return out, true
}

// judgeState reports a postcondition that accepts every final state
// tried, or one transformation on every input where the implementation
// (which the postcondition accepts) computes something else.
func (a *Attack) judgeState(params []int, sev ir.Severity) {
	n := len(a.stateRows)
	if n < 2 {
		return
	}
	names := make([]string, len(params))
	for j, k := range params {
		names[j] = a.c.Params[k].Name
	}
	target := joinNames(names)
	// Only final states that differ from the initial one count: an
	// empty array reversed or sorted is the same array, and a
	// postcondition accepting it says nothing.
	all, rows, wide := 0, 0, false
	for i, row := range a.stateRows {
		dec, acc, unk := 0, 0, false
		for k, st := range row {
			if i >= len(a.stateChanged) || k >= len(a.stateChanged[i]) || !a.stateChanged[i][k] {
				continue
			}
			switch st {
			case ir.True:
				dec++
				acc++
			case ir.False, ir.IllDefined:
				dec++
			case ir.Unknown:
				unk = true
			}
		}
		if dec == 0 && !unk {
			continue // nothing could change on this input
		}
		rows++
		if !unk && acc == dec {
			all++
			wide = wide || dec >= 3
		}
	}
	if rows > 0 && all == rows && wide && rows >= minStateWitness {
		n = rows
		// Fewer inputs than that (a precondition that admits few of
		// those generated) say too little of the others.
		a.add(Finding{Code: CodeTautology, Severity: sev, R: postRange(a.c),
			// The final states tried change one part at a time, nested
			// objects only shallowly: the finding says what was seen.
			Message:  fmt.Sprintf("postcondition accepts every final state of %s tried for every input (%d inputs, each part of %s changed in turn): none of these changes is rejected, so it may not constrain %s", target, n, target, target),
			Evidence: a.evidence(CodeTautology, n, n, "admitted inputs")})
		return
	}
	for k, tr := range stateTransforms {
		accepted := 0
		var differs []ir.Binding // an input where the implementation does otherwise
		var implState, trState []ir.Value
		for i, row := range a.stateRows {
			if row[k] != ir.True {
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
		if accepted < n {
			continue
		}
		desc := fmt.Sprintf(tr.desc, target)
		// Without an implementation to compare with, "leaving it
		// unchanged" is claimed only on enough inputs: a restrictive
		// precondition can admit only inputs with nothing to do.
		if differs == nil && k == 0 && !a.implRan() && n >= minStateWitness && a.otherStateAccepted() && a.unchangedHoldsNear(params) {
			// No implementation to compare with: leaving the state as it
			// was meets the postcondition on every input, and it is not
			// the only state that does.
			a.add(Finding{Code: CodeTrivialWitness, Severity: sev, R: postRange(a.c),
				Message:  fmt.Sprintf("postcondition is satisfied by %s, for every input (%d of %d inputs tried)", desc, n, n),
				Evidence: a.evidence(CodeTrivialWitness, n, n, "admitted inputs")})
			return
		}
		if differs == nil || n < minStateWitness {
			// Too few admitted inputs to speak of every input, even with
			// the implementation doing otherwise on one of them.
			continue
		}
		a.add(Finding{Code: CodeTrivialWitness, Severity: sev, R: postRange(a.c),
			Message: fmt.Sprintf("postcondition is satisfied by %s, for every input (%d of %d inputs tried), though the implementation does otherwise: for %s it leaves %s, %s leaves %s",
				desc, n, n, a.bindText(differs), valuesText(a.vocab(), implState), desc, valuesText(a.vocab(), trState)),
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

func valuesText(voc *ir.Vocab, vs []ir.Value) string {
	s := ""
	for i, v := range vs {
		if i > 0 {
			s += ", "
		}
		s += voc.Text(v)
	}
	return s
}

// implRan says whether the implementation gave an accepted output on
// some input.
func (a *Attack) implRan() bool {
	for _, o := range a.implOut {
		if o != nil {
			return true
		}
	}
	return false
}

// otherStateAccepted says whether on some input a final state other than
// the unchanged one is accepted (the postcondition is not a function).
func (a *Attack) otherStateAccepted() bool {
	for i, row := range a.stateRows {
		for k, st := range row {
			if st == ir.True && a.stateChanged[i][k] {
				return true
			}
		}
	}
	return false
}

// evalMixed is the postcondition on results vals for an input of a
// contract that also modifies arrays or objects (a.mixed): accepted when
// some final state tried makes it hold, rejected when every one makes it
// fail. The final states are not exhaustive, so a rejection here never
// backs an "unsatisfiable" hint (exhausted).
func (a *Attack) evalMixed(done <-chan struct{}, post []ir.Clause, in []ir.Binding, vals []ir.Value) verdict {
	aligned, ok, extra := a.stateCandidates(in, a.mixed)
	var states [][]ir.Value
	for k, s := range aligned {
		if ok[k] {
			states = append(states, s)
		}
	}
	states = append(states, extra[:min(len(extra), maxMixedExtra)]...)
	res := verdict{status: ir.False}
	undecided := false
	for _, st := range states {
		out := append(append([]ir.Value(nil), vals...), st...)
		v := verdictOn(done, a.m, a.c, post, in, out, a.opts.Steps)
		switch v.status {
		case ir.True:
			return v
		case ir.False, ir.IllDefined:
			if res.clause == nil {
				res.clause = v.clause
			}
		default:
			if !undecided {
				undecided = true
				res.reason = v.reason
			}
		}
	}
	if undecided {
		res.status = ir.Unknown
	}
	return res
}

// maxMixedExtra bounds the one-field variations tried per result
// candidate of a contract with results and modified objects.
const maxMixedExtra = 6

// unchangedHoldsNear re-checks "leaving the state unchanged" on inputs
// next to the admitted ones — each integer parameter one more or one
// less, each array's or sequence's first element changed — that the
// precondition admits: a restrictive precondition can leave only inputs
// on which nothing is to be done (insert p = 0 elements), and the claim
// must hold where something is.
func (a *Attack) unchangedHoldsNear(params []int) bool {
	pre, post := a.c.Requires(), a.ensures()
	tried := 0
	for _, in := range a.inputs {
		for k := range in {
			for _, v := range nearValues(in[k].Val) {
				if tried >= 4*maxNear {
					return true
				}
				near := append([]ir.Binding(nil), in...)
				near[k] = ir.Binding{Name: in[k].Name, Val: v}
				env, _ := bindInputs(a.c, ir.Example{Inputs: near})
				if evalClausesN(a.cancel, a.m, pre, env, nil, nil, a.opts.Steps).status != ir.True {
					continue
				}
				tried++
				out, ok := transformState(near, params, stateTransforms[0])
				if !ok {
					continue
				}
				if st := verdictOn(nil, a.m, a.c, post, near, out, a.opts.Steps).status; st == ir.False || st == ir.IllDefined {
					return false
				}
			}
		}
	}
	return true
}

// minStateWitness is how many admitted inputs a "leaving it unchanged"
// witness needs when no implementation ran (insert's precondition admits
// three generated inputs, all inserting nothing).
const minStateWitness = 4

// maxNear bounds the inputs unchangedHoldsNear tries (times four).
const maxNear = 48

// nearValues are values next to v: an integer ± 1, a character the next
// one, a sequence or array with its first element so changed.
func nearValues(v ir.Value) []ir.Value {
	switch x := v.(type) {
	case ir.Int:
		return []ir.Value{ir.Int{V: new(big.Int).Add(x.V, big.NewInt(1)), Signed: x.Signed},
			ir.Int{V: new(big.Int).Sub(x.V, big.NewInt(1)), Signed: x.Signed}}
	case ir.Char:
		return []ir.Value{x + 1}
	case ir.Array:
		if len(x.Dims) > 1 {
			return nil
		}
		var out []ir.Value
		for _, el := range firstChanged(x.Elems) {
			out = append(out, ir.Array{Elems: el, Dims: x.Dims, Ref: x.Ref})
		}
		return out
	case ir.Seq:
		var out []ir.Value
		for _, el := range firstChanged(x.Elems) {
			out = append(out, ir.Seq{Elems: el, Str: x.Str})
		}
		return out
	}
	return nil
}

// firstChanged are copies of es with the first element replaced by each
// of its nearValues (none for an empty es).
func firstChanged(es []ir.Value) [][]ir.Value {
	if len(es) == 0 {
		return nil
	}
	var out [][]ir.Value
	for _, e := range nearValues(es[0]) {
		el := append([]ir.Value(nil), es...)
		el[0] = e
		out = append(out, el)
	}
	return out
}
