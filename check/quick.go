package check

import (
	"context"
	"strings"
	"sync/atomic"
	"time"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/ir"
)

// The editor's first answer to an edit (Options.Quick) is what can be
// decided within a few milliseconds: the text's lints, the contracts
// remembered, and whatever else finishes in time. A contract that does
// not finish keeps the findings the editor showed for it, so a warning
// does not vanish while its search runs again and come back when it
// ends; each carried finding says it is from before the edit, and the
// analysis without Quick that follows replaces them.

// ReCheck ends the message of a finding carried over from before an edit.
const ReCheck = " (from before the last edit; being re-checked)"

// reCheckReason is why a deferred contract's examples and search are not
// decided in the first answer.
const reCheckReason = "being re-checked after the edit"

type quick struct {
	// deadline bounds the whole first answer: the contracts not analysed
	// by then are carried over (deferred), and that takes time too, so
	// an analysis starts only while what is left covers the carrying
	// over of every contract after it (deferCost).
	deadline time.Time
	// reserveMax bounds what is kept for carrying over (half the first
	// answer's time): in a file of thousands of contracts the one being
	// edited, first in focus order, is still analysed.
	reserveMax time.Duration
	// prev are the previous report's contracts by name (names that occur
	// once: a carried finding must belong to the same contract).
	prev map[string]*ContractReport
}

func newQuick(deadline time.Time, prev *FileReport) *quick {
	q := &quick{deadline: deadline, prev: map[string]*ContractReport{}}
	if prev == nil {
		return q
	}
	twice := map[string]bool{}
	for i := range prev.Contracts {
		cr := &prev.Contracts[i]
		if cr.Contract == nil {
			continue
		}
		n := cr.Contract.Name
		if _, ok := q.prev[n]; ok {
			twice[n] = true
		}
		q.prev[n] = cr
	}
	for n := range twice {
		delete(q.prev, n)
	}
	return q
}

// analyse runs f under the deadline. ok is false when it did not finish
// in time: what it did is dropped (nothing cut short is remembered: the
// memo stores only analyses whose context ended normally). A contract
// whose last analysis took longer than what is left is not started: it
// would only be cut (its remembered parts are used all the same, see
// deferred).
func (q *quick) analyse(ctx context.Context, c *ir.Contract, after int, f func(context.Context) (ContractReport, bool)) (cr ContractReport, pending, ok bool) {
	reserve := time.Duration(after) * deferCost()
	if q.reserveMax > 0 {
		reserve = min(reserve, q.reserveMax)
	}
	until := q.deadline.Add(-reserve)
	left := time.Until(until)
	if prev := q.prev[c.Name]; left <= 0 || prev != nil && prev.Took > left {
		return cr, false, false
	}
	qctx, cancel := context.WithDeadline(ctx, until)
	defer cancel()
	t := time.Now()
	cr, pending = f(qctx)
	if qctx.Err() != nil {
		return ContractReport{}, false, false
	}
	cr.Took = time.Since(t)
	return cr, pending, true
}

// deferNs is the recent time to carry one contract over (quick.deferred),
// in nanoseconds: a moving average over this process's first answers.
var deferNs atomic.Int64

// deferCost is the time kept for carrying over one contract: the recent
// average, and 50 µs before any was measured.
func deferCost() time.Duration {
	if ns := deferNs.Load(); ns > 0 {
		return time.Duration(ns)
	}
	return 50 * time.Microsecond
}

// noteDeferred adds one carrying over, of d, to the average.
func noteDeferred(d time.Duration) {
	old := deferNs.Load()
	if old == 0 {
		deferNs.Store(int64(d))
		return
	}
	deferNs.Store(old + (int64(d)-old)/8)
}

// deferred is the first answer's report of a contract that did not fit:
// its lints on the new text, its remembered examples and search where the
// memo has them, and for the others the findings the previous report had
// of them, moved with the contract and marked as being re-checked.
// pending says some of it is (the memo did not have it); mutation, that
// its mutation check is still to run.
func (q *quick) deferred(ctx context.Context, lang *Language, m *ir.Module, di *defIndex, c *ir.Contract, opts Options, use *memoUse) (_ ContractReport, pending, mutation bool) {
	examplesPending, searchPending := false, false
	pass := &analyzers.Pass{Ctx: ctx, Module: m, Contract: c,
		Examples: func() *analyzers.Metrics {
			met := runMetrics(ctx, lang.Name(), m, di, c, analyzers.MetricOptions{Budget: time.Nanosecond, Spent: reCheckReason}, use)
			examplesPending = met.Stopped && !c.Examples.Empty()
			return met
		},
		Search: func(pinned bool) *analyzers.SearchResult {
			if ar := rememberedAttack(lang.Name(), m, di, c, pinned, opts.Mutation, opts.MutationFloor, use); ar != nil {
				r := ar.result()
				// Remembered without its mutation check: the idle pass
				// runs it (as runAttack says of a search just run).
				r.Pending = opts.Mutation && r.Mutation == nil && c.Impl != nil && len(c.Ensures()) > 0 && r.Search.Impl != nil && r.Search.Impl.Ran > 0
				mutation = r.Pending
				return r
			}
			searchPending = true
			return &analyzers.SearchResult{Search: analyzers.Search{Status: analyzers.SearchSkipped, Reason: reCheckReason}}
		},
	}
	cr := run(pass)
	pending = examplesPending || searchPending
	prev := q.prev[c.Name]
	if prev != nil {
		cr.Took = prev.Took // what the analysis that replaces this one will take
	}
	if prev == nil || prev.Contract.Decl != c.Decl || !pending {
		return cr, pending, mutation
	}
	have := map[string]bool{}
	for _, f := range cr.Findings {
		have[f.Code] = true
	}
	for _, f := range moved(prev.Findings, prev.Contract.R.Start, c.R.Start) {
		a, _, ok := analyzers.Lookup(f.Code)
		if !ok || have[f.Code] || !(a.Name == "search" && searchPending || a.Name == "metrics" && examplesPending) ||
			f.Code == analyzers.CodeSurvivingMutant && !opts.Mutation {
			continue
		}
		f.R = inside(f.R, c)
		if !strings.HasSuffix(f.Message, ReCheck) {
			f.Message += ReCheck
		}
		cr.Findings = append(cr.Findings, f)
	}
	return cr, true, mutation
}

// inside keeps a moved range within the contract's new extent (the edit
// may have shortened the clause it pointed at).
func inside(r ir.Range, c *ir.Contract) ir.Range {
	if r.Start.Offset < c.R.Start.Offset || r.Start.Offset > c.R.End.Offset {
		return c.NameR
	}
	if r.End.Offset > c.R.End.Offset || r.End.Line > c.R.End.Line {
		r.End = c.R.End
	}
	return r
}
