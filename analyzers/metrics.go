// Package analyzers computes faithfulness evidence on the contract IR (package ir): the
// behavioural metrics over examples, and (later) attacks, bound synthesis
// and the informalizer. Nothing here knows which language a contract came
// from.
package analyzers

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/specfaith/specfaith/ir"
)

// Metric names, stable: they are JSON keys and diagnostic codes.
const (
	RequiredInputRecall   = "required_input_recall"
	PositiveTestRecall    = "positive_test_recall"
	NegativeTestRejection = "negative_test_rejection"
	RejectedInputRecall   = "rejected_input_rejection"
	BalancedAccuracy      = "balanced_accuracy"
	SuitePass             = "finite_suite_pass"
)

// Status of a piece of evidence.
const (
	StatusOK          = "ok"
	StatusUnavailable = "unavailable"
)

// Check is the verdict on one example.
type Check struct {
	Example    string    `json:"example"`
	Status     string    `json:"status"` // true, false, unknown, ill-defined
	Reason     string    `json:"reason,omitempty"`
	Clause     *ir.Range `json:"-"` // the clause that decided a false verdict
	ClauseText string    `json:"clause,omitempty"`
	At         ir.Range  `json:"-"` // where the example is written
	File       string    `json:"file,omitempty"`
}

// Evidence is one metric's value or why it is unavailable.
type Evidence struct {
	Metric string   `json:"-"`
	Status string   `json:"status"`
	Reason string   `json:"reason,omitempty"`
	Num    int      `json:"num"`
	Den    int      `json:"den"`
	Value  *float64 `json:"value,omitempty"`
	Scope  string   `json:"scope"`
	// Failed are decided examples that count against the metric.
	Failed []Check `json:"failed,omitempty"`
	// Undecided are examples the evaluator could not decide; they are not
	// in Den.
	Undecided []Check  `json:"undecided,omitempty"`
	Notes     []string `json:"notes,omitempty"`
	Millis    float64  `json:"ms"`
}

// Ratio formats num/den, or ⊥ when unavailable.
func (e *Evidence) Ratio() string {
	if e.Status != StatusOK {
		return "⊥"
	}
	if e.Den == 0 {
		if e.Value == nil {
			// Static findings (lints) carry no measurement: they are read off the text.
			return "static"
		}
		return fmt.Sprintf("%.2f", *e.Value)
	}
	return fmt.Sprintf("%d/%d", e.Num, e.Den)
}

// Metrics are a contract's behavioural metrics.
type Metrics struct {
	RequiredInputRecall   *Evidence `json:"required_input_recall"`
	PositiveTestRecall    *Evidence `json:"positive_test_recall"`
	NegativeTestRejection *Evidence `json:"negative_test_rejection"`
	RejectedInputRecall   *Evidence `json:"rejected_input_rejection"`
	BalancedAccuracy      *Evidence `json:"balanced_accuracy"`
	SuitePass             *Evidence `json:"finite_suite_pass"`
	// Stopped: the budget ran out before every example was checked
	// (ComputeWith); the rest are unknown with ReasonBudget.
	Stopped bool `json:"-"`
}

// All lists the metrics in a fixed order.
func (m *Metrics) All() []*Evidence {
	return []*Evidence{m.RequiredInputRecall, m.PositiveTestRecall, m.NegativeTestRejection,
		m.RejectedInputRecall, m.BalancedAccuracy, m.SuitePass}
}

// verdict is the outcome of a contract side (pre or post) on one example.
type verdict struct {
	status ir.Status
	reason string
	clause *ir.Clause // the false clause, for blame
	notes  []string
}

// evalClauses evaluates clauses as one conjunction, left to right as
// Dafny's well-formedness reads them: a false clause decides; an
// ill-defined one ends the evaluation; unknown ones wait for a false one.
func evalClauses(done <-chan struct{}, m *ir.Module, clauses []ir.Clause, env *ir.Env, old map[string]ir.Value, pin *ir.Pin) verdict {
	return evalClausesProbes(done, m, clauses, env, old, pin, 0, 0)
}

// evalClausesN is evalClauses with a step budget per clause (0: the
// evaluator's default).
// evalClausesN is the searches' evaluation: with searchProbes.
func evalClausesN(done <-chan struct{}, m *ir.Module, clauses []ir.Clause, env *ir.Env, old map[string]ir.Value, pin *ir.Pin, steps int) verdict {
	return evalClausesProbes(done, m, clauses, env, old, pin, steps, searchProbes)
}

// searchProbes bounds the small values tried for an unbounded quantifier
// when a search evaluates a clause: it does so on thousands of inputs and
// input/output pairs (an example is evaluated with the full budget).
const searchProbes = 48

// searchCollSize and searchBytes bound a search's evaluations (see
// evalClausesProbes).
const (
	searchCollSize = 1 << 17
	searchBytes    = 8 << 20
)

func evalClausesProbes(done <-chan struct{}, m *ir.Module, clauses []ir.Clause, env *ir.Env, old map[string]ir.Value, pin *ir.Pin, steps, probes int) verdict {
	var pending *verdict
	var notes []string
	ctx := ctxPool.Get().(*ir.Ctx)
	defer ctxPool.Put(ctx)
	for i := range clauses {
		cl := &clauses[i]
		ctx.Init(m) // each clause is evaluated afresh
		ctx.Old = old
		ctx.Pin = pin
		ctx.Done = done
		if steps > 0 {
			// A search's evaluation (a step budget of its own) on small
			// inputs: one step that builds a collection near the
			// default bound (copying a million elements) takes longer
			// than a tenth of the search's budget.
			ctx.Limits.Steps = steps
			ctx.Limits.CollSize = min(ctx.Limits.CollSize, searchCollSize)
			ctx.Limits.Bytes = min(ctx.Limits.Bytes, searchBytes)
		}
		ctx.Limits.Probes = probes
		st, stop := ctx.Check(cl.Expr, env)
		notes = append(notes, ctx.Notes()...)
		switch st {
		case ir.False:
			return verdict{status: ir.False, clause: cl, notes: notes}
		case ir.IllDefined:
			if pending != nil {
				return *pending
			}
			return verdict{status: ir.IllDefined, reason: stop.Reason, clause: cl, notes: notes}
		case ir.Unknown:
			if pending == nil {
				pending = &verdict{status: ir.Unknown, reason: stop.Reason, clause: cl}
			}
		}
	}
	if pending != nil {
		pending.notes = notes
		return *pending
	}
	return verdict{status: ir.True, notes: notes}
}

// ctxPool holds evaluation contexts for reuse (nothing keeps one after
// its evaluation: verdicts copy its notes and reasons).
var ctxPool = sync.Pool{New: func() any { return new(ir.Ctx) }}

func bindInputs(c *ir.Contract, ex ir.Example) (*ir.Env, map[string]ir.Value) {
	var env *ir.Env
	old := map[string]ir.Value{}
	for _, b := range ex.Inputs {
		env = env.BindState(b.Name, b.Val)
		old[b.Name] = b.Val
	}
	return env, old
}

// pin makes a function's own calls in its postcondition (ensures F(x) > 0)
// return the example's output instead of running its body.
func pin(c *ir.Contract, ex ir.Example) *ir.Pin {
	if (c.Decl != ir.DeclFunction && c.Decl != ir.DeclPredicate) || len(c.Results) != 1 {
		return nil
	}
	p := &ir.Pin{Name: c.Name}
	for _, prm := range c.Params {
		for _, b := range ex.Inputs {
			if b.Name == prm.Name {
				p.Args = append(p.Args, b.Val)
			}
		}
	}
	for _, b := range ex.Outputs {
		if b.Name == c.Results[0].Name {
			p.Result = b.Val
		}
	}
	if p.Result == nil || len(p.Args) != len(c.Params) {
		return nil
	}
	return p
}

// bindPair binds the post-state: inputs (overridden by outputs for modified
// parameters) and results; old() reads the inputs.
func bindPair(c *ir.Contract, ex ir.Example) (*ir.Env, map[string]ir.Value, error) {
	env, old := bindInputs(c, ex)
	for _, b := range ex.Outputs {
		env = env.BindState(b.Name, b.Val)
	}
	for _, r := range c.Results {
		found := false
		for _, b := range ex.Outputs {
			found = found || b.Name == r.Name
		}
		if !found {
			return nil, nil, fmt.Errorf("no value for result %q", r.Name)
		}
	}
	return env, old, nil
}

// Compute evaluates a contract's examples. The precondition and
// postcondition are evaluated independently (as VERINA does), so an
// over-strong precondition shows in required-input recall and nowhere else.
// It stops early when ctx is cancelled (the evidence is then incomplete;
// callers drop it).
func Compute(ctx context.Context, m *ir.Module, c *ir.Contract) *Metrics {
	return ComputeWith(ctx, m, c, MetricOptions{})
}

// MetricOptions bound the example checks of one contract as
// AttackOptions bound the search: a wall-clock budget, a safety stop
// whose effect is reported.
type MetricOptions struct {
	Budget time.Duration // for all of a contract's example checks; 0: none
	// Spent, when set, says why no example is checked at all (the file's
	// budget went to other contracts): each is unknown with ReasonBudget
	// and the evidence's note gives this reason.
	Spent string
}

// DefaultMetrics suits the editor and the CLI: the attacks' budget.
var DefaultMetrics = MetricOptions{Budget: DefaultAttack.Budget}

// ReasonBudget is the reason of an example check that the budget cut
// short: it is unknown, never a failure. It ends a sentence ("example …
// could not be decided (unknown): …").
const ReasonBudget = "the time budget for this contract's examples ran out first"

// ComputeWith is ComputeCtx within opts.Budget: the examples not yet
// checked when it runs out are unknown with ReasonBudget, and
// Metrics.Stopped says so. An example whose check is still running when
// the budget ends is stopped there and unknown the same way (one example
// may take the evaluator's whole step budget, half a second: the budget
// must hold); cancelling ctx stops it at once.
func ComputeWith(ctx context.Context, m *ir.Module, c *ir.Contract, opts MetricOptions) *Metrics {
	run := &metricRun{budget: opts.Budget, stopped: opts.Spent != "", spent: opts.Spent, m: m}
	if opts.Budget > 0 {
		run.deadline = time.Now().Add(opts.Budget)
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, run.deadline)
		defer cancel()
	}
	run.ctx = ctx
	done := ctx.Done()
	pre, post := c.Requires(), c.Ensures()
	out := &Metrics{}
	out.RequiredInputRecall = run.measure(RequiredInputRecall, "required inputs", requiredInputs(c), func(ex ir.Example) (verdict, error) {
		env, _ := bindInputs(c, ex)
		return evalClauses(done, m, pre, env, nil, nil), nil
	}, true)
	out.PositiveTestRecall = run.measure(PositiveTestRecall, "intended input/output pairs", c.Examples.Accepted, func(ex ir.Example) (verdict, error) {
		env, old, err := bindPair(c, ex)
		if err != nil {
			return verdict{}, err
		}
		return evalClauses(done, m, post, env, old, pin(c, ex)), nil
	}, true)
	out.NegativeTestRejection = run.measure(NegativeTestRejection, "unintended input/output pairs", c.Examples.Rejected, func(ex ir.Example) (verdict, error) {
		env, old, err := bindPair(c, ex)
		if err != nil {
			return verdict{}, err
		}
		return evalClauses(done, m, post, env, old, pin(c, ex)), nil
	}, false)
	out.RejectedInputRecall = run.measure(RejectedInputRecall, "inputs to reject", c.Examples.RejectedInputs, func(ex ir.Example) (verdict, error) {
		env, _ := bindInputs(c, ex)
		return evalClauses(done, m, pre, env, nil, nil), nil
	}, false)
	out.BalancedAccuracy = balanced(out.PositiveTestRecall, out.NegativeTestRejection)
	out.SuitePass = suite(out)
	out.Stopped = run.stopped
	return out
}

// metricRun is one contract's example checks under one deadline.
type metricRun struct {
	m        *ir.Module // whose language writes the examples' values
	budget   time.Duration
	deadline time.Time // zero: none
	stopped  bool      // the budget ran out
	spent    string    // why nothing is checked (MetricOptions.Spent)
	// ctx ends at the deadline: an evaluation it stopped is cut by the
	// budget, unless the caller's context was cancelled.
	ctx context.Context
}

// cutShort says whether the example just checked, stopped by
// cancellation, was stopped by the budget's deadline (not by the
// caller's cancellation); an example undecided for a reason of its own
// keeps that reason.
func (r *metricRun) cutShort() bool {
	if r.ctx == nil || !errors.Is(r.ctx.Err(), context.DeadlineExceeded) || r.deadline.IsZero() || time.Now().Before(r.deadline) {
		return false
	}
	r.stopped = true
	return true
}

// cut says whether the budget has run out before the next example.
func (r *metricRun) cut() bool {
	if r.stopped {
		return true
	}
	if r.deadline.IsZero() || time.Now().Before(r.deadline) {
		return false
	}
	r.stopped = true
	return true
}

// requiredInputs are the explicit required inputs plus the inputs of the
// intended pairs (deduplicated): an intended pair's input must be admitted.
func requiredInputs(c *ir.Contract) []ir.Example {
	var out []ir.Example
	seen := map[string]bool{}
	add := func(ex ir.Example) {
		key := bindingsKey(ex.Inputs)
		if seen[key] {
			return
		}
		seen[key] = true
		out = append(out, ir.Example{Inputs: ex.Inputs, Text: BindingsText(ex.Inputs), R: ex.R, File: ex.File})
	}
	for _, ex := range c.Examples.Required {
		add(ex)
	}
	for _, ex := range c.Examples.Accepted {
		add(ex)
	}
	return out
}

func bindingsKey(bs []ir.Binding) string {
	var sb strings.Builder
	for _, b := range bs {
		sb.WriteString(b.Name)
		sb.WriteByte('=')
		sb.WriteString(b.Val.String())
		sb.WriteByte(';')
	}
	return sb.String()
}

// BindingsText renders bindings as "a = 1, b = [2]".
func BindingsText(bs []ir.Binding) string { return bindingsIn(nil, bs) }

// bindingsIn is BindingsText with values as the module's language writes
// them (ir.Vocab.Values): what a message shows.
func bindingsIn(m *ir.Module, bs []ir.Binding) string {
	voc := vocabOf(m)
	parts := make([]string, len(bs))
	for i, b := range bs {
		parts[i] = b.Name + " = " + voc.Text(b.Val)
	}
	return strings.Join(parts, ", ")
}

// measure runs one metric. wantTrue says whether a passing example is one
// the clauses accept (recall) or reject (rejection). An example not
// started when the budget runs out is unknown with ReasonBudget.
func (r *metricRun) measure(metric, scope string, examples []ir.Example, run func(ir.Example) (verdict, error), wantTrue bool) *Evidence {
	start := time.Now()
	ev := &Evidence{Metric: metric, Scope: fmt.Sprintf("%d %s", len(examples), scope)}
	notes := map[string]bool{}
	cut := 0
	for _, ex := range examples {
		text := ex.Text
		if text == "" {
			text = bindingsIn(r.m, ex.Inputs)
			if len(ex.Outputs) > 0 {
				text += " -> " + bindingsIn(r.m, ex.Outputs)
			}
		}
		chk := Check{Example: text, At: ex.R, File: ex.File}
		if r.cut() {
			chk.Status, chk.Reason = ir.Unknown.String(), ReasonBudget
			ev.Undecided = append(ev.Undecided, chk)
			cut++
			continue
		}
		v, err := run(ex)
		if err != nil {
			chk.Status, chk.Reason = "unknown", err.Error()
			ev.Undecided = append(ev.Undecided, chk)
			continue
		}
		if v.status == ir.Unknown && v.reason == ir.ReasonCancelled && r.cutShort() {
			chk.Status, chk.Reason = ir.Unknown.String(), ReasonBudget
			ev.Undecided = append(ev.Undecided, chk)
			cut++
			continue
		}
		for _, n := range v.notes {
			notes[n] = true
		}
		chk.Status, chk.Reason = v.status.String(), v.reason
		if v.clause != nil {
			r := v.clause.R
			chk.Clause, chk.ClauseText = &r, v.clause.Text
		}
		switch v.status {
		case ir.True, ir.False:
			ev.Den++
			if (v.status == ir.True) == wantTrue {
				ev.Num++
			} else {
				ev.Failed = append(ev.Failed, chk)
			}
		default:
			ev.Undecided = append(ev.Undecided, chk)
		}
	}
	for n := range notes {
		ev.Notes = append(ev.Notes, n)
	}
	switch {
	case cut > 0 && r.spent != "":
		ev.Notes = append(ev.Notes, fmt.Sprintf("%d of %d %s not checked: %s", cut, len(examples), scope, r.spent))
	case cut > 0:
		ev.Notes = append(ev.Notes, fmt.Sprintf("%d of %d %s not decided: the example checks stopped at the %v budget", cut, len(examples), scope, r.budget))
	}
	ev.Millis = float64(time.Since(start).Microseconds()) / 1000
	switch {
	case ev.Den > 0:
		ev.Status = StatusOK
		x := float64(ev.Num) / float64(ev.Den)
		ev.Value = &x
	case len(examples) == 0:
		ev.Status, ev.Reason = StatusUnavailable, "no "+scope+" given"
	default:
		ev.Status = StatusUnavailable
		ev.Reason = fmt.Sprintf("none of the %d %s could be decided: %s", len(examples), scope, ev.Undecided[0].Reason)
	}
	return ev
}

func balanced(pos, neg *Evidence) *Evidence {
	ev := &Evidence{Metric: BalancedAccuracy, Scope: "mean of positive-test recall and negative-test rejection"}
	if pos.Status != StatusOK || neg.Status != StatusOK {
		ev.Status, ev.Reason = StatusUnavailable, "needs both intended and unintended pairs decided"
		return ev
	}
	x := (*pos.Value + *neg.Value) / 2
	ev.Status, ev.Value = StatusOK, &x
	return ev
}

// suite is the finite-suite pass: every decided check passes. It is
// unavailable when nothing was decided.
func suite(m *Metrics) *Evidence {
	ev := &Evidence{Metric: SuitePass, Scope: "all example checks"}
	undecided := 0
	for _, e := range []*Evidence{m.RequiredInputRecall, m.PositiveTestRecall, m.NegativeTestRejection, m.RejectedInputRecall} {
		ev.Num += e.Num
		ev.Den += e.Den
		undecided += len(e.Undecided)
	}
	if ev.Den == 0 {
		ev.Status, ev.Reason = StatusUnavailable, "no example was decided"
		return ev
	}
	ev.Status = StatusOK
	x := 0.0
	if ev.Num == ev.Den {
		x = 1
	}
	ev.Value = &x
	if undecided > 0 {
		ev.Notes = append(ev.Notes, fmt.Sprintf("%d checks undecided", undecided))
	}
	return ev
}
