package analyzers

import (
	"fmt"

	"github.com/specfaith/specfaith/ir"
)

// The implementation is the one oracle almost every spec file carries: a
// method body, a function's body, a Python function under Nagini
// contracts. On each admitted input the search tries, the implementation
// is run (with the one evaluator: same budgets, unknown with a reason
// when it cannot go on) and its output checked against the postcondition.
// A rejected output is a concrete counterexample, seconds before the
// verifier's "postcondition might not hold".

// CodeImplCounterexample is the implementation-counterexample finding.
const CodeImplCounterexample = "implementation-counterexample"

// implSteps bounds the evaluator steps of one run of an implementation.
const implSteps = 200_000

// implFuel bounds the loop iterations and calls of one run.
const implFuel = 20_000

// ImplRuns is what running the implementation on the search's inputs
// showed.
type ImplRuns struct {
	Ran      int    `json:"ran"`      // runs that completed
	Accepted int    `json:"accepted"` // of those, outputs the postcondition accepted
	Rejected int    `json:"rejected"` // outputs it rejected
	Unknown  int    `json:"unknown"`  // runs or checks that were undecided
	Reason   string `json:"reason,omitempty"`
}

// implOf is the contract's implementation: its statements, or a
// function's body as one return.
func implOf(m *ir.Module, c *ir.Contract) *ir.Impl {
	if c.Impl != nil {
		return c.Impl
	}
	if c.Body != nil && (c.Decl == ir.DeclFunction || c.Decl == ir.DeclPredicate) && len(c.Results) == 1 {
		return &ir.Impl{Name: c.Name, Params: c.Params, Results: c.Results, R: c.R,
			Body: []ir.Stmt{&ir.Return{Node: ir.Node{R: c.Body.Span()}, Values: []ir.Expr{c.Body}}}}
	}
	return nil
}

// runImpl runs the implementation on every admitted input and reports
// the first output the postcondition rejects.
func (a *Attack) runImpl(done <-chan struct{}, sev ir.Severity) {
	c := a.c
	impl := implOf(a.m, c)
	post := c.Ensures()
	// Without a postcondition every output is accepted; the runs still
	// check the fixes that add one (a clause the body contradicts would
	// break its proof).
	if impl == nil {
		return
	}
	runs := &ImplRuns{}
	a.Impl = runs
	a.implOut = make([][]ir.Value, len(a.inputs))
	reported := false
	for idx, in := range a.inputs {
		select {
		case <-done:
			return
		default:
		}
		out, _, stop := runOutputs(done, a.m, c, impl, in, implFuel)
		if stop != nil {
			runs.Unknown++
			if runs.Reason == "" {
				runs.Reason = stop.Reason
			}
			continue
		}
		runs.Ran++
		ex := ir.Example{Inputs: in, Outputs: outputBindings(c, out)}
		v := verdictOn(done, a.m, c, post, in, out, a.opts.Steps)
		switch v.status {
		case ir.True:
			runs.Accepted++
			a.implOut[idx] = out
		case ir.False:
			runs.Rejected++
			if reported || v.clause == nil {
				continue
			}
			reported = true
			on := ""
			if len(in) > 0 {
				on = " for " + a.bindText(in)
			}
			msg := fmt.Sprintf("the implementation returns %s%s, which the postcondition rejects (`%s`)",
				a.bindText(ex.Outputs), on, ir.OneLine(v.clause.Text))
			if len(ex.Outputs) == 0 {
				// No result and nothing it changes: the postcondition is
				// about the inputs alone, and the body ends on them.
				msg = fmt.Sprintf("the implementation ends%s, where the postcondition does not hold (`%s`)", on, ir.OneLine(v.clause.Text))
			}
			a.add(Finding{Code: CodeImplCounterexample, Severity: sev, R: v.clause.R,
				Message: msg,
				Evidence: &Evidence{Metric: CodeImplCounterexample, Status: StatusOK, Num: 1, Den: 1,
					Scope: "the implementation run on an admitted input"}})
		default:
			runs.Unknown++
			if runs.Reason == "" {
				runs.Reason = v.reason
			}
		}
	}
}

// implRejected says whether the implementation, run on one of inputs,
// returns an output the contract's postcondition rejects: a precondition
// relaxed to admit those inputs would make its proof fail. Undecided runs
// say nothing.
func implRejected(m *ir.Module, c *ir.Contract, inputs []ir.Example) bool {
	impl := implOf(m, c)
	if impl == nil || len(c.Ensures()) == 0 {
		return false
	}
	for _, ex := range inputs {
		if len(ex.Inputs) != len(c.Params) {
			continue
		}
		out, _, stop := runOutputs(nil, m, c, impl, ex.Inputs, implFuel)
		if stop != nil {
			continue
		}
		if st := verdictOn(nil, m, c, c.Ensures(), ex.Inputs, out, 0).status; st == ir.False || st == ir.IllDefined {
			return true
		}
	}
	return false
}
