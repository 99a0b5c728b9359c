package check

import (
	"context"
	"crypto/sha256"
	"fmt"
	"time"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/ir"
)

// The attacks and the example checks cost milliseconds per contract, too
// much to repeat for every contract on every keystroke. Their result
// depends only on the contract's text, its examples, the file's other
// definitions and the language, so it is memoized (memo.go) under a hash
// of those; findings and example positions are stored relative to the
// contract's start and moved to where the contract now is. A result cut
// short by its budget is remembered too, marked partial: the same text
// would be cut again, so it is not recomputed on every keystroke (a
// cancelled one is not: it says nothing).

type attackResult struct {
	findings []analyzers.Finding
	weak     bool
	search   analyzers.Search
	mutation *analyzers.Evidence
	start    ir.Pos
	pending  bool // the mutation check is still to run (mutationCached)
	partial  bool // the search or the mutation check stopped at its budget
}

// result is the search's result as the registry's search analyzer
// reports it.
func (r *attackResult) result() *analyzers.SearchResult {
	return &analyzers.SearchResult{Findings: r.findings, Weak: r.weak, Search: r.search, Mutation: r.mutation, Pending: r.pending}
}

// attackKey hashes what an attack reads: the contract, its examples and
// the definitions it reaches (through d), in the language.
func attackKey(lang string, m *ir.Module, d *defIndex, c *ir.Contract, pinned, mutation bool, floor float64) [32]byte {
	tag := "attack"
	if pinned {
		tag += " pinned"
	}
	if mutation {
		tag += fmt.Sprint(" mutation", floor)
	}
	return contractKey(tag, lang, m, d, c, false)
}

// metricsKey hashes what the example checks read, and where the examples
// are written relative to the contract (their positions are moved with
// it).
func metricsKey(lang string, m *ir.Module, d *defIndex, c *ir.Contract) [32]byte {
	return contractKey("metrics", lang, m, d, c, true)
}

// contractKey hashes what an analysis of c reads: the contract, its
// examples and the definitions it reaches (through d), in the language;
// tag names the analysis and its options. With places, where the doc
// comment and each example are written, relative to the contract, too.
func contractKey(tag, lang string, m *ir.Module, d *defIndex, c *ir.Contract, places bool) [32]byte {
	base := d.contentKey(lang, m, c, places)
	h := sha256.New()
	h.Write([]byte(tag))
	h.Write([]byte{0})
	h.Write(base[:])
	var k [32]byte
	copy(k[:], h.Sum(nil))
	return k
}

// contentKey is what contractKey hashes besides the tag, computed once per
// contract and analysis (its search, mutation check and examples ask).
func (d *defIndex) contentKey(lang string, m *ir.Module, c *ir.Contract, places bool) [32]byte {
	type at struct {
		c      *ir.Contract
		places bool
	}
	d.mu.Lock()
	if k, ok := d.contents[at{c, places}]; ok {
		d.mu.Unlock()
		return k
	}
	d.mu.Unlock()
	k := contentKey(lang, m, d, c, places)
	d.mu.Lock()
	if d.contents == nil {
		d.contents = map[any][32]byte{}
	}
	d.contents[at{c, places}] = k
	d.mu.Unlock()
	return k
}

func contentKey(lang string, m *ir.Module, d *defIndex, c *ir.Contract, places bool) [32]byte {
	h := sha256.New()
	src := m.Source
	slice := func(r ir.Range) string {
		if r.Start.Offset < 0 || r.End.Offset > len(src) || r.Start.Offset > r.End.Offset {
			return ""
		}
		return src[r.Start.Offset:r.End.Offset]
	}
	w := func(s string) { h.Write([]byte(s)); h.Write([]byte{0}) }
	w(lang)
	w(c.Name) // findings name their contract
	w(string(rune(c.R.Start.Col)))
	rel := func(p ir.Pos) string {
		if !places || p.Line == 0 {
			return "-"
		}
		return fmt.Sprint(p.Offset-c.R.Start.Offset, ",", p.Line-c.R.Start.Line, ",", p.Col)
	}
	w(rel(c.DocR.Start))
	own := slice(c.R) + "\x00" + slice(c.DocR)
	w(own)
	// A front end's declaration range need not cover the clauses (a
	// Python def line), so they go in on their own.
	for _, cl := range c.Clauses {
		w(cl.Kind.String())
		w(fmt.Sprint(cl.R.Start.Offset-c.R.Start.Offset, cl.R.Start.Line-c.R.Start.Line))
		w(slice(cl.R))
		w(cl.Text)
		own += "\x00" + cl.Text
	}
	if c.Impl != nil {
		body := slice(c.Impl.R)
		w(body)
		own += "\x00" + body
	}
	for _, set := range [][]ir.Example{c.Examples.Required, c.Examples.Accepted, c.Examples.Rejected, c.Examples.RejectedInputs} {
		for _, ex := range set {
			w(ex.Text)
			w(analyzersBindings(ex))
			w(ex.File)
			w(rel(ex.R.Start))
		}
		w("|")
	}
	// The definitions it names, each keyed by everything it reaches, and
	// nothing else of the file.
	for _, n := range d.refs(own) {
		k := d.key[n]
		w(n)
		w(string(k[:]))
	}
	var k [32]byte
	copy(k[:], h.Sum(nil))
	return k
}

func analyzersBindings(ex ir.Example) string {
	return analyzers.BindingsText(ex.Inputs) + "->" + analyzers.BindingsText(ex.Outputs)
}

// mutationMode says whether runAttack runs the mutation check.
type mutationMode int

const (
	mutationOff    mutationMode = iota
	mutationCached              // a remembered result only; pending otherwise
	mutationRun
)

// runAttack is analyzers.RunAttack through the memo. A search stopped at
// its budget is remembered, marked partial; a cancelled one is not. With
// mutationCached, a contract whose mutation check is not remembered is
// analysed without it and res.pending says so. use counts the bytes of
// the entries read and stored.
//
// until, when set, is the end of the file's budget: the search and the
// mutation check get at most what is left of it, and a result they cut
// short is not remembered (an analysis with time for it must run it).
func runAttack(ctx context.Context, lang string, m *ir.Module, d *defIndex, c *ir.Contract, pinned bool, mode mutationMode, floor float64, until time.Time, use *memoUse) *attackResult {
	mopts := analyzers.DefaultMutation
	if floor != 0 {
		mopts.Floor = floor // negative: never a warning
	}
	if mode == mutationCached {
		if r := lookupAttack(attackKey(lang, m, d, c, pinned, true, mopts.Floor), c, use); r != nil {
			return r
		}
		r := runAttack(ctx, lang, m, d, c, pinned, mutationOff, floor, until, use)
		// Only a contract with a body and a postcondition has mutants.
		cp := *r
		cp.pending = c.Impl != nil && len(c.Ensures()) > 0 && cp.search.Impl != nil && cp.search.Impl.Ran > 0
		return &cp
	}
	mutation := mode == mutationRun
	key := attackKey(lang, m, d, c, pinned, mutation, mopts.Floor)
	if r := lookupAttack(key, c, use); r != nil {
		return r
	}
	aopts := analyzers.DefaultAttack
	capped := capBudget(&aopts.Budget, until)
	a := analyzers.RunAttack(ctx, m, c, aopts, pinned)
	res := &attackResult{findings: a.Findings, search: a.Search, start: c.R.Start}
	// The mutation check runs the implementation's mutants on the inputs
	// the search admitted, with a budget of its own.
	mutStopped := false
	var mu *analyzers.Mutation
	if mutation {
		capped = capBudget(&mopts.Budget, until) || capped
		mu = analyzers.RunMutation(ctx, a, mopts)
	}
	if mu != nil {
		res.mutation = mu.Evidence
		res.findings = append(res.findings, mu.Findings...)
		mutStopped = len(mu.Evidence.Notes) > 0
	}
	res.weak = a.Weak() // after the mutation check: a survivor counts
	if ctx.Err() != nil {
		return res // cancelled: incomplete for a reason that will pass
	}
	res.partial = a.Stopped || mutStopped
	if capped && res.partial {
		return res // cut by the file's budget, not by its own
	}
	size := attackSize(res)
	use.store.put(key, res, size)
	use.add(size)
	return res
}

// capBudget lowers *b to what is left until the deadline (whole
// milliseconds, at least one) and says whether it did.
func capBudget(b *time.Duration, until time.Time) bool {
	if until.IsZero() {
		return false
	}
	left := time.Until(until).Truncate(time.Millisecond)
	if left >= *b {
		return false
	}
	*b = max(left, time.Millisecond)
	return true
}

// rememberedAttack is a contract's remembered search (with its mutation
// check if that is remembered too and withMutation), or nil: nothing is
// run.
func rememberedAttack(lang string, m *ir.Module, d *defIndex, c *ir.Contract, pinned, withMutation bool, floor float64, use *memoUse) *attackResult {
	mfloor := analyzers.DefaultMutation.Floor
	if floor != 0 {
		mfloor = floor
	}
	kinds := []bool{true, false}
	if !withMutation {
		kinds = kinds[1:] // the mutation check is off: none of its findings
	}
	for _, mutation := range kinds {
		if r := lookupAttack(attackKey(lang, m, d, c, pinned, mutation, mfloor), c, use); r != nil {
			return r
		}
	}
	return nil
}

// lookupAttack returns a remembered result moved to where c now is, or
// nil.
func lookupAttack(key [32]byte, c *ir.Contract, use *memoUse) *attackResult {
	v, size, ok := use.store.get(key)
	r, _ := v.(*attackResult)
	if !ok || r == nil {
		return nil
	}
	use.add(size)
	cp := *r
	cp.findings = moved(r.findings, r.start, c.R.Start)
	return &cp
}

// metricsResult is a contract's example checks as remembered, with the
// budget they had.
type metricsResult struct {
	met    *analyzers.Metrics
	start  ir.Pos
	budget time.Duration
}

// fullExampleBudget bounds a contract's example checks in a full
// analysis (the CLI, File, the language server's idle pass); the fast
// path (Options.Fast: the language server between keystrokes)
// has the attacks' budget, analyzers.DefaultMetrics. The examples are
// what the user asked to have checked, and they are cheap but for a few:
// the slowest contract of the VERINA sample takes 0.4 s.
const fullExampleBudget = 2 * time.Second

func exampleBudget(opts Options) analyzers.MetricOptions {
	b := fullExampleBudget
	if opts.Fast {
		b = analyzers.DefaultMetrics.Budget
	}
	if opts.exampleCap > 0 {
		b = min(b, opts.exampleCap)
	}
	return analyzers.MetricOptions{Budget: b}
}

// rememberCutExamples says whether example checks stopped at their
// budget are remembered like complete ones (then reused by analyses with
// no longer a budget). They are not yet: the language server's tests
// (server/protocol_test.go TestCancelNumericID) rely on a spec whose
// examples exhaust the budget being analysed slowly on every open, in a
// process where another test has analysed the same text; once those
// tests use a text of their own, this can be true. Until then such a
// contract's examples cost at most the budget (and one example's
// evaluation) per analysis, and the complete result of a full analysis
// (the idle pass) serves the fast path afterwards.
const rememberCutExamples = false

// runMetrics is analyzers.ComputeWith through the memo: an edit elsewhere
// in the file does not check a contract's examples again. Cancelled
// checks are not remembered, nor (rememberCutExamples) those stopped at
// the budget.
func runMetrics(ctx context.Context, lang string, m *ir.Module, d *defIndex, c *ir.Contract, opts analyzers.MetricOptions, use *memoUse) *analyzers.Metrics {
	if c.Examples.Empty() {
		// Nothing to check, nothing worth remembering.
		return analyzers.ComputeWith(ctx, m, c, opts)
	}
	key := metricsKey(lang, m, d, c)
	if v, size, ok := use.store.get(key); ok {
		if r, ok := v.(*metricsResult); ok && (!r.met.Stopped || r.budget >= opts.Budget) {
			use.add(size)
			return movedMetrics(r.met, r.start, c.R.Start)
		}
	}
	met := analyzers.ComputeWith(ctx, m, c, opts)
	if ctx.Err() != nil || met.Stopped && !rememberCutExamples {
		return met
	}
	size := metricsSize(met)
	use.store.put(key, &metricsResult{met: met, start: c.R.Start, budget: opts.Budget}, size)
	use.add(size)
	return met
}

// movedMetrics shifts the positions of a remembered contract's example
// checks (examples written in the file, the clauses that decided them)
// to where the contract now is; the remembered evidence is not changed.
func movedMetrics(met *analyzers.Metrics, from, to ir.Pos) *analyzers.Metrics {
	if from == to {
		return met
	}
	dl, do := to.Line-from.Line, to.Offset-from.Offset
	shift := func(r ir.Range) ir.Range {
		if r.Start.Line == 0 {
			return r // not in the file (a sidecar's example)
		}
		r.Start.Line += dl
		r.End.Line += dl
		r.Start.Offset += do
		r.End.Offset += do
		return r
	}
	checks := func(cs []analyzers.Check) []analyzers.Check {
		if cs == nil {
			return nil
		}
		out := make([]analyzers.Check, len(cs))
		for i, ch := range cs {
			if ch.File == "" {
				ch.At = shift(ch.At)
			}
			if ch.Clause != nil {
				r := shift(*ch.Clause)
				ch.Clause = &r
			}
			out[i] = ch
		}
		return out
	}
	ev := func(e *analyzers.Evidence) *analyzers.Evidence {
		if e == nil {
			return nil
		}
		cp := *e
		cp.Failed, cp.Undecided = checks(e.Failed), checks(e.Undecided)
		return &cp
	}
	cp := *met
	cp.RequiredInputRecall = ev(met.RequiredInputRecall)
	cp.PositiveTestRecall = ev(met.PositiveTestRecall)
	cp.NegativeTestRejection = ev(met.NegativeTestRejection)
	cp.RejectedInputRecall = ev(met.RejectedInputRecall)
	cp.BalancedAccuracy = ev(met.BalancedAccuracy)
	cp.SuitePass = ev(met.SuitePass)
	return &cp
}

// Sizes of remembered results, estimated from their strings and slices
// (the memo is bounded by them).
const (
	entryOverhead    = 256 // the entry, its key, the map slot
	findingOverhead  = 160
	evidenceOverhead = 200
	checkOverhead    = 150
)

func attackSize(r *attackResult) int64 {
	n := int64(entryOverhead) + int64(len(r.search.Reason))
	for _, f := range r.findings {
		n += findingSize(f)
	}
	n += evidenceSize(r.mutation)
	return n
}

func findingSize(f analyzers.Finding) int64 {
	n := int64(findingOverhead + len(f.Code) + len(f.Message) + len(f.Contract) + len(f.Metric))
	for _, r := range f.Related {
		n += int64(64 + len(r.File) + len(r.Message))
	}
	return n + evidenceSize(f.Evidence)
}

func evidenceSize(e *analyzers.Evidence) int64 {
	if e == nil {
		return 0
	}
	n := int64(evidenceOverhead + len(e.Reason) + len(e.Scope))
	for _, s := range e.Notes {
		n += int64(16 + len(s))
	}
	for _, cs := range [][]analyzers.Check{e.Failed, e.Undecided} {
		for _, c := range cs {
			n += int64(checkOverhead + len(c.Example) + len(c.Reason) + len(c.ClauseText) + len(c.File))
		}
	}
	return n
}

func metricsSize(met *analyzers.Metrics) int64 {
	n := int64(entryOverhead)
	for _, e := range met.All() {
		n += evidenceSize(e)
	}
	return n
}

// moved shifts findings recorded for a contract starting at from to one
// starting at to (same text, so columns are unchanged).
func moved(fs []analyzers.Finding, from, to ir.Pos) []analyzers.Finding {
	if from == to {
		return fs
	}
	dl, do := to.Line-from.Line, to.Offset-from.Offset
	out := make([]analyzers.Finding, len(fs))
	for i, f := range fs {
		f.R.Start.Line += dl
		f.R.End.Line += dl
		f.R.Start.Offset += do
		f.R.End.Offset += do
		out[i] = f
	}
	return out
}
