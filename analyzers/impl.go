package analyzers

import (
	"fmt"

	"github.com/specfaith/specfaith/spec"
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
func implOf(m *spec.Module, c *spec.Contract) *spec.Impl {
	if c.Impl != nil {
		return c.Impl
	}
	if c.Body != nil && (c.Decl == spec.DeclFunction || c.Decl == spec.DeclPredicate) && len(c.Results) == 1 {
		return &spec.Impl{Name: c.Name, Params: c.Params, Results: c.Results, R: c.R,
			Body: []spec.Stmt{&spec.Return{Node: spec.Node{R: c.Body.Span()}, Values: []spec.Expr{c.Body}}}}
	}
	return nil
}

// runImpl runs the implementation on every admitted input and reports
// the first output the postcondition rejects.
func (a *Attack) runImpl(done <-chan struct{}, sev spec.Severity) {
	c := a.c
	impl := implOf(a.m, c)
	post := c.Ensures()
	if impl == nil || len(post) == 0 {
		return
	}
	runs := &ImplRuns{}
	a.Impl = runs
	a.implOut = make([][]spec.Value, len(a.inputs))
	reported := false
	for idx, in := range a.inputs {
		select {
		case <-done:
			return
		default:
		}
		args := make([]spec.Value, len(in))
		for i, b := range in {
			args[i] = b.Val
		}
		ctx := spec.NewCtx(a.m)
		ctx.Done = done
		ctx.Limits.Steps = implSteps
		res, stop := ctx.Run(impl, a.m.Impls, args, implFuel)
		if stop != nil {
			runs.Unknown++
			if runs.Reason == "" {
				runs.Reason = stop.Reason
			}
			continue
		}
		ex := spec.Example{Inputs: in}
		for i, r := range c.Results {
			ex.Outputs = append(ex.Outputs, spec.Binding{Name: r.Name, Val: res.Results[i]})
		}
		for _, name := range c.Modified {
			for i, p := range c.Params {
				if p.Name == name && res.Post[i] != nil {
					ex.Outputs = append(ex.Outputs, spec.Binding{Name: name, Val: res.Post[i]})
				}
			}
		}
		env, old, err := bindPair(c, ex)
		if err != nil {
			runs.Unknown++
			continue
		}
		runs.Ran++
		out := make([]spec.Value, len(ex.Outputs))
		for i, b := range ex.Outputs {
			out[i] = b.Val
		}
		v := evalClausesN(done, a.m, post, env, old, pin(c, ex), a.opts.Steps)
		switch v.status {
		case spec.True:
			runs.Accepted++
			a.implOut[idx] = out
		case spec.False:
			runs.Rejected++
			if reported || v.clause == nil {
				continue
			}
			reported = true
			on := ""
			if len(in) > 0 {
				on = " for " + BindingsText(in)
			}
			a.add(Finding{Code: CodeImplCounterexample, Severity: sev, R: v.clause.R,
				Message: fmt.Sprintf("the implementation returns %s%s, which the postcondition rejects (`%s`)",
					BindingsText(ex.Outputs), on, spec.OneLine(v.clause.Text)),
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
