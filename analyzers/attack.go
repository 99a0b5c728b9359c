package analyzers

import (
	"context"
	"fmt"
	"math/big"
	"math/rand"
	"slices"
	"strings"
	"time"

	"github.com/specfaith/specfaith/ir"
)

// Codes of the example-free attacks.
const (
	CodeTrivialWitness = "trivial-witness"
	CodeUnconstrained  = "unconstrained-output"
	CodeVacuousPre     = "vacuous-precondition"
	CodeTautology      = "tautological-postcondition"
	CodeDeadGuard      = "guard-never-fires"
	CodeUnsatPost      = "unsatisfiable-postcondition"
)

// IsAttack says whether a finding code is one of the example-free
// attacks' (as opposed to a metric over examples).
func IsAttack(code string) bool {
	a, _, ok := Lookup(code)
	return ok && a.Name == "search"
}

// IsClaim says a finding code is the requirement claim check's.
func IsClaim(code string) bool {
	a, _, ok := Lookup(code)
	return ok && a == Claims
}

// IsLint says a finding code is a static lint's.
func IsLint(code string) bool {
	a, _, ok := Lookup(code)
	return ok && a.Name == "lint"
}

// AttackOptions bound the search. Counts make the result deterministic;
// the time budget is a safety stop whose effect is reported.
type AttackOptions struct {
	MaxInputs     int           // inputs searched (admitted by the precondition); four times as many are tried
	MaxCandidates int           // output candidates per input
	Steps         int           // evaluator steps per clause evaluation
	Budget        time.Duration // wall-clock stop; 0: none
	Seed          int64
}

// DefaultAttack suits the editor: a contract finishes within the budget
// whatever its shape.
var DefaultAttack = AttackOptions{MaxInputs: 48, MaxCandidates: 40, Steps: 20_000, Budget: 150 * time.Millisecond, Seed: 1}

// Attack is what the example-free search found on one contract.
type Attack struct {
	frame    inputFrame // the last input's (evalPostV)
	Findings []Finding
	// Explored: generated inputs, those the precondition admits, output
	// candidates per input; Unexplored says what was cut and why.
	Generated, Valid, Candidates int
	Unexplored                   []string
	Millis                       float64
	// Stopped: the time budget ran out before the search was complete.
	Stopped bool
	// ranges are the evaluator's notes on quantifier ranges it inferred.
	ranges []string
	// notPinned: an element of a sequence result is not pinned where the
	// requirement names one value (elementsNotUnique).
	notPinned bool
	// done closes when the search is cancelled or out of budget; cancel
	// only when it is cancelled (its result is then dropped): the
	// judgement's own evaluations stop on cancel, never on the budget,
	// where an undecided check would read as passed.
	done, cancel <-chan struct{}
	// fixedOutputs says the outputs were the implementation's, not
	// searched (why, and on how many); the search is then partial.
	fixedOutputs string
	// bodyOutputs: the outputs were a function body's, which defines
	// the result; no other output is a question (the search is then
	// complete when every input was decided).
	bodyOutputs bool
	// optSome, optNone: the module's own option constructors (optRead
	// once read).
	optSome, optNone string
	optRead          bool
	// choices names the values given fixed bodiless constants (given.go).
	choices string
	// stateRows: per admitted input, the postcondition's verdict on each
	// final state of the modified arrays (state.go).
	stateRows [][]ir.Status
	// stateChanged: whether each of those final states differs from the
	// initial one.
	stateChanged [][]bool
	// unexercised is the first guard (its text) that held on none of
	// the admitted inputs: what it guards was never checked.
	unexercised string
	// mixed: the modified parameters of a contract that also has results
	// (evalMixed).
	mixed []int

	// For bound synthesis.
	unused   map[string]bool // parameters no clause mentions (unusedParams)
	m        *ir.Module
	c        *ir.Contract
	opts     AttackOptions
	inputs   [][]ir.Binding // admitted inputs
	cands    [][]output     // per admitted input
	accepted [][]ir.Status  // per admitted input, per output
	// posts is the postcondition the search evaluated per admitted
	// input: its input-only parts evaluated once (hoister), reused by
	// the judgement's evaluations on the same input.
	posts [][]ir.Clause
	ens   []ir.Clause // ensures
	// consts are each result's input-independent candidates for the
	// constants constsOf (outputsFor).
	consts   [][]ir.Value
	constsOf []int64
	// frames are the admitted inputs' frames (frameFor), by the address
	// of an input's first binding.
	frames  map[*ir.Binding]*inputFrame
	witness *output // the trivial witness, if any
	free    []int   // admitted inputs with an unconstrained output

	// Search is the record of what was searched.
	Search Search
	// Impl is what running the implementation showed (nil: none ran).
	Impl *ImplRuns
	// survivors are outputs of surviving mutants the postcondition
	// accepted (set by RunMutation): a clause that rejects one narrows it.
	survivors []survivor
	// far are implementation runs on far inputs (farImplRuns), nil until
	// computed.
	far *[]survivor
	// implOut holds, per admitted input, the implementation's accepted
	// output (results, then modified parameters), or nil.
	implOut      [][]ir.Value
	exOuts       [][]ir.Value // exampleOutputs, once computed
	preStatus    []ir.Status  // per generated input
	firstUnknown string
	// hopeless says why the search stopped before its inputs ran out:
	// no output tried on the first inputs was decided (giveUp).
	hopeless string
	unsatWhy string
}

// Witness is the trivial witness found, as "r = 0", or "".
func (a *Attack) Witness() string {
	if a == nil || a.witness == nil {
		return ""
	}
	return a.outText(a.witness.vals)
}

// Weak reports whether the attack showed the postcondition too weak: a
// trivial witness, an unconstrained output, or (after RunMutation) a
// surviving mutant.
func (a *Attack) Weak() bool { return a != nil && (a.searchWeak() || len(a.survivors) > 0) }

// searchWeak: the search itself (not the mutation check) showed the
// postcondition weak.
func (a *Attack) searchWeak() bool { return a.witness != nil || len(a.free) > 0 || a.notPinned }

// outputsText names output values as runOutputs orders them: the
// results, then the modified parameters' final states.
func outputsText(c *ir.Contract, vals []ir.Value) string { return outputsIn(nil, c, vals) }

// outputsIn is outputsText with values as m's language writes them.
func outputsIn(m *ir.Module, c *ir.Contract, vals []ir.Value) string {
	voc := vocabOf(m)
	parts := make([]string, len(vals))
	for i, v := range vals {
		parts[i] = outputName(c, i) + " = " + voc.Text(v)
	}
	return strings.Join(parts, ", ")
}

// bindText and outText are a message's bindings (inputs, or outputs by
// name) and its outputs, as the contract's language writes their values.
func (a *Attack) bindText(bs []ir.Binding) string { return bindingsIn(a.m, bs) }
func (a *Attack) outText(vals []ir.Value) string  { return outputsIn(a.m, a.c, vals) }

// vocab is the contract's language's vocabulary (nil without a module).
func (a *Attack) vocab() *ir.Vocab { return vocabOf(a.m) }

// vocabOf is m's vocabulary, nil without a module (a nil Vocab writes
// values as the IR does).
func vocabOf(m *ir.Module) *ir.Vocab {
	if m == nil {
		return nil
	}
	return m.Vocab
}

// outputName is the name of output i: a result, else a modified
// parameter (its final state), else its position.
func outputName(c *ir.Contract, i int) string {
	if i < len(c.Results) {
		return c.Results[i].Name
	}
	if k := i - len(c.Results); k < len(c.Modified) {
		return c.Modified[k]
	}
	return fmt.Sprintf("output %d", i+1)
}

// Search says how far the example-free search got on one contract, so
// that a contract that was not searched never looks like one that was
// cleared.
type Search struct {
	// Status is SearchDone, SearchPartial or SearchSkipped.
	Status string `json:"status"`
	Reason string `json:"reason,omitempty"`
	// Inputs is the number of inputs tried; Decided those on which the
	// precondition and every output tried were decided.
	Inputs  int `json:"inputs"`
	Decided int `json:"decided"`
	// Impl says what running the contract's implementation on the
	// admitted inputs showed, when it has one.
	Impl *ImplRuns `json:"implementation,omitempty"`
	// Ranges says how the evaluator ranged quantifiers whose bound the
	// clauses do not write (over the divisors of a number, …).
	Ranges []string `json:"ranges,omitempty"`
	// Outputs says which outputs a complete search tried where they were
	// not searched freely (a function's body defines its result).
	Outputs string `json:"outputs,omitempty"`
	// Instance says whose definitions an abstract module's contract was
	// searched with (a refinement of it).
	Instance string `json:"instance,omitempty"`
}

// Search statuses.
const (
	SearchDone    = "searched"
	SearchPartial = "partial"
	SearchSkipped = "skipped"
)

// The skip reasons of declarations that state nothing to check (helpers,
// predicates, demo methods): a report counts them but gives them no
// verdict of their own.
const (
	reasonNoPost     = "no postcondition"
	reasonNoContract = "no contract: no clause, and no requirement saying what it returns"
)

// NothingToCheck says whether the search was skipped because the
// declaration states nothing to check.
func (s Search) NothingToCheck() bool {
	return s.Status == SearchSkipped && (s.Reason == reasonNoPost || s.Reason == reasonNoContract)
}

// ReasonKind is the kind of the search's reason: its first clause,
// without the counts and details that follow (" (", ": ", "; "), so that
// reasons can be counted and fit a lens.
func (s Search) ReasonKind() string {
	reason := s.Reason
	for _, sep := range []string{" (", ": ", "; "} {
		if i := strings.Index(reason, sep); i > 0 {
			reason = reason[:i]
		}
	}
	if reason == "" {
		return "no reason given"
	}
	return reason
}

// Text is the search record in a sentence, for hovers and lenses.
func (s Search) Text() string {
	t := s.text()
	if r := s.Impl; r != nil && r.Ran > 0 && t != "" {
		t += fmt.Sprintf("; the implementation ran on %s, %s accepted", Count(r.Ran, "input", "inputs"), Count(r.Accepted, "output", "outputs"))
		if r.Rejected > 0 {
			t += fmt.Sprintf(", %d rejected", r.Rejected)
		}
		// The outputs the postcondition could not judge: without them
		// "ran on 10 inputs, 0 outputs accepted" leaves the 10 unsaid.
		if u := r.Ran - r.Accepted - r.Rejected; u > 0 {
			t += fmt.Sprintf(", %d undecided", u)
		}
	}
	if len(s.Ranges) > 0 && t != "" {
		t += "; " + strings.Join(s.Ranges, "; ")
	}
	if s.Instance != "" && t != "" {
		t += "; " + s.Instance
	}
	return t
}

func (s Search) text() string {
	switch s.Status {
	case SearchSkipped:
		return "Not searched: " + s.Reason
	case SearchPartial:
		return fmt.Sprintf("Searched in part (%d of %d inputs decided): %s", s.Decided, s.Inputs, s.Reason)
	case SearchDone:
		if s.Outputs != "" {
			return fmt.Sprintf("Searched: %s, all decided, %s", Count(s.Inputs, "input", "inputs"), s.Outputs)
		}
		return fmt.Sprintf("Searched: %s, all decided", Count(s.Inputs, "input", "inputs"))
	}
	return ""
}

// Count is n and its noun, singular or plural ("1 output", "2 outputs").
func Count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

func (a *Attack) skip(reason string) {
	a.Search.Status, a.Search.Reason = SearchSkipped, reason
	a.Search.Impl = a.Impl
}

// RunAttack searches small inputs and outputs of c for the classic ways a
// contract is weaker than meant. pinned says the contract's examples
// already pin its behaviour; findings are then information.
func RunAttack(ctx context.Context, m *ir.Module, c *ir.Contract, opts AttackOptions, pinned bool) *Attack {
	start := time.Now()
	if c.Refinement != "" && c.Body == nil && m != nil && (c.Decl == ir.DeclFunction || c.Decl == ir.DeclPredicate) {
		if f := m.Funcs[c.Name]; f != nil && f.Body != nil {
			// The refinement's body defines the result; the contract
			// itself (its read-back) keeps the abstract declaration.
			cp := *c
			cp.Body = f.Body
			c = &cp
		}
	}
	c, note := instantiate(c)
	m, gnote, choices := given(m, c)
	a := &Attack{m: m, c: c, opts: opts, choices: choices}
	if c.Refinement != "" {
		a.Search.Instance = "with the abstract module's declarations as its refinement " + c.Refinement + " defines them"
	}
	for _, n := range []string{note, gnote} {
		if n != "" {
			a.Unexplored = append(a.Unexplored, n)
		}
	}
	defer func() { a.Millis = float64(time.Since(start).Microseconds()) / 1000 }()
	defer a.settle()
	// The search has four fifths of the budget, its judgement the rest:
	// a judgement cut by the budget is dropped (judged).
	hard := ctx
	if opts.Budget > 0 {
		var cancelHard, cancel context.CancelFunc
		hard, cancelHard = context.WithDeadline(ctx, start.Add(opts.Budget))
		defer cancelHard()
		ctx, cancel = context.WithDeadline(hard, start.Add(opts.Budget*4/5))
		defer cancel()
	}
	a.cancel = hard.Done()
	// What runs on the attack after it returns (the mutation check, bound
	// synthesis) has contexts of its own.
	defer func() { a.done, a.cancel = nil, nil }()
	done := ctx.Done()
	a.done = done
	sev := ir.SevWarning
	if pinned {
		sev = ir.SevInfo
	}
	pre := c.Requires()
	// A precondition that contradicts itself is vacuous whatever the
	// inputs; no search is needed to say so.
	if a.vacuous(pre, sev) {
		a.skip("the precondition can never hold")
		return a
	}
	if len(c.Ensures()) == 0 && (len(c.Results) == 0 || c.Decl == ir.DeclFunction || c.Decl == ir.DeclPredicate || !c.HasBody && c.Impl == nil) {
		// A function or predicate without a body or postcondition is a
		// declaration to be defined elsewhere: it says nothing to search.
		// So is a method without a body ({:extern}, an abstract module's).
		// A method that returns results and promises nothing about them
		// is searched: that is what tautological-postcondition says.
		a.skip(reasonNoPost)
		return a
	}
	if len(c.Ensures()) == 0 && !returnWord.MatchString(c.Requirement) && !nameSaysValue(c.Name) && !(&linter{m: a.m, c: c}).wroteRequires() {
		// No clause written, and neither a requirement nor the name
		// saying what comes back: a method of demo or test code, not a
		// contract (the lints say the same). One that promises nothing
		// where its doc or name says what it returns is searched.
		a.skip(reasonNoContract)
		return a
	}
	if f := a.bodiless(); f != "" {
		a.skip(fmt.Sprintf("%s has no body, so the clauses that call it cannot be evaluated", f))
		return a
	}
	// Outputs are searched unless something else fixes them; the
	// implementation, where there is one, is run either way.
	noSearch := ""
	switch {
	case c.Body != nil && (c.Decl == ir.DeclFunction || c.Decl == ir.DeclPredicate):
		// The body defines the result; the postcondition only states
		// facts about it.
		noSearch = "the body defines the result"
	case len(c.Modified) > 0 && modifiedParams(c) == nil:
		noSearch = "the post-state of modified parameters is not searched (only arrays and objects are)"
	case len(c.Modified) > 0 && len(c.Results) > 0:
		// Results searched, each against the final states tried.
		a.mixed = modifiedParams(c)
	}
	if noSearch != "" {
		a.Unexplored = append(a.Unexplored, noSearch)
	}
	consts := contractConsts(c)
	inputs, why := a.genInputs(consts)
	a.Unexplored = append(a.Unexplored, why...)
	a.Generated = len(inputs)
	a.Search.Inputs = len(inputs)
	if len(inputs) == 0 {
		if ctx.Err() != nil {
			a.timeout(ctx)
			why = append(why, fmt.Sprintf("stopped at the %v budget while building inputs", opts.Budget))
		}
		a.skip(strings.Join(why, "; "))
		return a
	}
	// The precondition filter, until MaxInputs are admitted.
	a.preStatus = make([]ir.Status, 0, len(inputs))
	var rejectedBy []*ir.Clause
	unknownPre := 0
	for _, in := range inputs {
		if ctx.Err() != nil || len(a.inputs) >= opts.MaxInputs {
			break
		}
		env, _ := bindInputs(c, ir.Example{Inputs: in})
		v := evalClausesN(done, m, pre, env, nil, nil, opts.Steps)
		a.preStatus = append(a.preStatus, v.status)
		switch v.status {
		case ir.True:
			a.inputs = append(a.inputs, in)
		case ir.False, ir.IllDefined:
			rejectedBy = append(rejectedBy, v.clause)
		default:
			unknownPre++
			a.note(v.reason)
		}
	}
	a.Generated = len(a.preStatus)
	a.Search.Inputs = len(a.preStatus)
	a.Valid = len(a.inputs)
	if a.Valid == 0 {
		// No input tried is admitted. Small inputs miss preconditions that
		// need larger ones (x == q * n + r, a.Length > 100), so this is
		// not evidence of vacuity: say what was not searched instead.
		reason := fmt.Sprintf("no input tried satisfies the precondition (%d rejected", len(rejectedBy))
		if unknownPre > 0 {
			reason += fmt.Sprintf(", %d undecided", unknownPre)
			if a.firstUnknown != "" {
				reason += ": " + a.firstUnknown
			}
		}
		reason += ")"
		if cl := commonClause(rejectedBy); cl != nil && cl.Text != "" {
			reason += fmt.Sprintf("; every rejection came from `%s`", cl.Text)
		}
		a.timeout(ctx)
		a.skip(reason)
		return a
	}
	a.runImpl(done, sev)
	if noSearch != "" {
		a.timeout(ctx)
		if im := a.Impl; im != nil && im.Accepted+im.Rejected > 0 {
			// The inputs were searched with the outputs the body (or
			// the implementation) computes: a partial search.
			a.fixedOutputs = fmt.Sprintf("outputs not searched: %s; the postcondition was checked on the %s it computed", noSearch, Count(im.Accepted+im.Rejected, "output", "outputs"))
			a.bodyOutputs = c.Body != nil && (c.Decl == ir.DeclFunction || c.Decl == ir.DeclPredicate)
			return a
		}
		if im := a.Impl; im != nil && im.Reason != "" {
			// Say why no output came, not only that none was searched.
			noSearch += ", and it computed no output here: " + im.Reason
		}
		a.skip(noSearch)
		return a
	}
	a.deadGuards(ctx, sev)
	if params := stateParams(c); params != nil {
		a.searchState(ctx, params)
		a.judged(hard, func() { a.judgeState(params, sev) })
		a.timeout(ctx)
		return a
	}
	if len(c.Results) == 0 {
		a.timeout(ctx)
		return a
	}
	a.search(ctx, consts)
	a.judged(hard, func() { a.judge(sev) })
	a.timeout(ctx)
	return a
}

// judged runs a judgement (the findings drawn from the search) and drops
// what it concluded when the budget ended first: its own evaluations are
// then cut, and an undecided check may read as passed.
func (a *Attack) judged(hard context.Context, judge func()) {
	saved := *a
	judge()
	if hard.Err() == context.DeadlineExceeded {
		*a = saved
		a.Stopped = true
		a.Unexplored = append(a.Unexplored, fmt.Sprintf("stopped at the %v budget while judging the %d inputs searched: no finding drawn from them", a.opts.Budget, len(a.accepted)))
	}
}

// note keeps the first reason an evaluation was undecided.
func (a *Attack) note(reason string) {
	if a.firstUnknown == "" && reason != "" {
		a.firstUnknown = reason
	}
}

// commonClause is the clause every rejection came from, if one did.
func commonClause(cls []*ir.Clause) *ir.Clause {
	if len(cls) == 0 || cls[0] == nil {
		return nil
	}
	for _, cl := range cls[1:] {
		if cl != cls[0] {
			return nil
		}
	}
	return cls[0]
}

// vacuous reports a precondition whose conjuncts contradict each other,
// as a finding on the clause that completes the contradiction.
func (a *Attack) vacuous(pre []ir.Clause, sev ir.Severity) bool {
	var facts []fact
	for i, cl := range pre {
		facts = conjunctFacts(cl.Expr, i, facts)
	}
	cf, ok := contradiction(facts)
	if !ok {
		return false
	}
	if lit, isLit := pre[cf.tagA].Expr.(*ir.Lit); isLit && cf.tagA == cf.tagB && strings.TrimSpace(a.c.Requirement) == "" && a.c.Examples.Empty() {
		if b, isBool := lit.Val.(ir.Bool); isBool && !bool(b) {
			// requires false, written as such, with no requirement or
			// example saying what should be handled: the author means the
			// contract never to be called (a deliberately failing test,
			// an unreachable case), not a mistake to report. The search
			// is skipped all the same.
			return true
		}
	}
	msg := fmt.Sprintf("the precondition can never hold: %s contradicts %s, so the contract promises nothing", a.source(cf.b), a.source(cf.a))
	if cf.a == cf.b {
		msg = fmt.Sprintf("the precondition can never hold: %s is false for every input, so the contract promises nothing", a.source(cf.a))
	}
	a.add(Finding{Code: CodeVacuousPre, Severity: sev, R: pre[cf.tagB].R, Message: msg,
		Evidence: &Evidence{Metric: CodeVacuousPre, Status: StatusOK, Scope: "proved from the clauses' text, without inputs"}})
	return true
}

// bodiless names a function without a body (whose calls cannot be
// evaluated) that the precondition, or every postcondition clause, calls;
// or "". Called from one clause among others, it leaves that clause
// undecided and the search goes on with the rest.
func (a *Attack) bodiless() string {
	calls := func(e ir.Expr) string {
		name := ""
		ir.Inspect(e, func(e ir.Expr) bool {
			if call, ok := e.(*ir.Call); ok && name == "" {
				if id, ok := call.Fn.(*ir.Ident); ok {
					// f(x) in f's own clauses is its result, which the
					// search supplies.
					if f := a.m.Funcs[id.Name]; f != nil && f.Body == nil && !f.Ctor && id.Name != a.c.Name {
						name = "`" + id.Name + "`"
					}
				}
			}
			return name == ""
		})
		return name
	}
	for _, cl := range a.c.Requires() {
		if f := calls(cl.Expr); f != "" {
			return f
		}
	}
	first := ""
	for _, cl := range a.ensures() {
		f := calls(cl.Expr)
		if f == "" {
			return ""
		}
		if first == "" {
			first = f
		}
	}
	return first
}

// settle fills in the search record once the search is over.
func (a *Attack) settle() {
	s := &a.Search
	if s.Status == SearchSkipped {
		return
	}
	s.Ranges = a.ranges
	decided, rejected, admitted := 0, 0, 0
	for _, st := range a.preStatus {
		switch st {
		case ir.False, ir.IllDefined:
			decided++
			rejected++
		case ir.True:
			ok := true
			if a.stateRows != nil {
				ok = admitted < len(a.stateRows)
				if ok {
					for _, st := range a.stateRows[admitted] {
						ok = ok && st != ir.Unknown
					}
				}
			}
			if len(a.c.Results) > 0 {
				if admitted >= len(a.accepted) {
					ok = false
				} else {
					for _, x := range a.accepted[admitted] {
						if x != ir.True && x != ir.False && x != ir.IllDefined {
							ok = false
						}
					}
				}
			}
			admitted++
			if ok {
				decided++
			}
		}
	}
	if a.fixedOutputs != "" && a.Impl != nil {
		// The outputs were the implementation's: an admitted input is
		// decided when the postcondition was decided on its output.
		decided = rejected + min(a.Impl.Accepted+a.Impl.Rejected, admitted)
	}
	s.Decided = decided
	s.Impl = a.Impl
	var why []string
	if a.fixedOutputs != "" && !a.bodyOutputs {
		why = append(why, a.fixedOutputs)
	}
	if a.Stopped {
		why = append(why, fmt.Sprintf("stopped at the %v budget", a.opts.Budget))
	}
	if a.hopeless != "" {
		why = append(why, a.hopeless)
	}
	if decided < s.Inputs {
		w := fmt.Sprintf("%d of %d inputs undecided", s.Inputs-decided, s.Inputs)
		if a.firstUnknown != "" {
			w += " (" + a.firstUnknown + ")"
		}
		why = append(why, w)
	}
	// Sampled input combinations are not "partial": every domain is a
	// sample of an infinite type anyway; the notes say so.
	for _, u := range a.Unexplored {
		if strings.HasPrefix(u, "no generator") {
			why = append(why, u)
		}
	}
	if len(why) == 0 {
		s.Status = SearchDone
		if a.bodyOutputs {
			s.Outputs = "each with the output the body computes (the body defines the result)"
		}
		return
	}
	if a.bodyOutputs {
		why = append([]string{a.fixedOutputs}, why...)
	}
	s.Status, s.Reason = SearchPartial, strings.Join(why, "; ")
}

func (a *Attack) timeout(ctx context.Context) {
	if ctx.Err() != nil {
		a.Stopped = true
		a.Unexplored = append(a.Unexplored, fmt.Sprintf("stopped at the %v budget: %d of %d admitted inputs searched", a.opts.Budget, len(a.accepted), a.Valid))
	}
}

func (a *Attack) add(f Finding) {
	f.Contract = a.c.Name
	f.Metric = f.Code
	if len(a.c.Unread) > 0 && IsWeakness(f.Code) { // a claim about the clauses read
		// Statements the front end did not read may say more: the
		// finding speaks for the clauses read, and says so.
		names := a.c.Unread
		more := ""
		if len(names) > maxListed {
			names, more = names[:maxListed], fmt.Sprintf(" and %d more", len(a.c.Unread)-maxListed)
		}
		f.Message += fmt.Sprintf(" (%s not checked: %s%s)", Count(len(a.c.Unread), "statement", "statements"),
			strings.Join(names, ", "), more)
		if f.Severity < ir.SevInfo {
			f.Severity = ir.SevInfo
		}
	}
	if a.mixed != nil && (f.Code == CodeTrivialWitness || f.Code == CodeUnconstrained || f.Code == CodeTautology) {
		// Results were accepted when some final state tried went with
		// them (evalMixed): say so.
		names := make([]string, len(a.mixed))
		for i, k := range a.mixed {
			names[i] = a.c.Params[k].Name
		}
		f.Message += " (each with a final state of " + joinNames(names) + " that the postcondition allows)"
	}
	if a.choices != "" {
		// Found with constants the file leaves open fixed: a witness for
		// those values, which every refinement must allow too.
		f.Message += " (with " + a.choices + ")"
	}
	a.Findings = append(a.Findings, f)
}

func (a *Attack) evidence(code string, num, den int, scope string) *Evidence {
	x := 0.0
	if den > 0 {
		x = float64(num) / float64(den)
	}
	return &Evidence{Metric: code, Status: StatusOK, Num: num, Den: den, Value: &x,
		Scope: fmt.Sprintf("%d %s × %d candidate outputs", den, scope, a.Candidates), Notes: a.Unexplored}
}

// genInputs builds the inputs: the product of per-parameter domains,
// sampled when too large, plus the examples' inputs.
func (a *Attack) genInputs(consts []int64) ([][]ir.Binding, []string) {
	in, why := a.genInputs0(consts)
	in = a.derive(in, a.pool())
	if a.m != nil && a.m.Vocab != nil && a.m.Vocab.RefArrays {
		// Dafny compares arrays by reference: each array of an input is
		// its own (a != b for two parameters, a == old(a) always).
		for k, bs := range in {
			cp := make([]ir.Binding, len(bs))
			n := 0
			for i, b := range bs {
				cp[i] = ir.Binding{Name: b.Name, Val: ir.WithRefs(b.Val, &n)}
			}
			in[k] = cp
		}
	}
	return in, why
}

// pool is how many inputs are generated: more than are searched, so that
// a precondition that rejects most still leaves MaxInputs to search (the
// precondition filter stops there).
func (a *Attack) pool() int { return poolFactor * a.opts.MaxInputs }

const poolFactor = 4

func (a *Attack) genInputs0(consts []int64) ([][]ir.Binding, []string) {
	c := a.c
	var why []string
	doms := make([][]ir.Value, len(c.Params))
	total := 1
	for i, p := range c.Params {
		doms[i] = domain(p.Type, consts, 0)
		if len(doms[i]) == 0 && p.Type != nil {
			doms[i] = typeDomainUntil(a.done, a.m, p.Type, consts, 0) // the module's own types (seq<byte> too)
		}
		if p.Declared != nil {
			if p.Type != nil && p.Type.Kind == ir.KDatatype && len(p.Type.Args) > 0 {
				// Structural<View>: values built from the arguments as
				// declared meet their constraints (a View is Valid?),
				// which the base type Structural<View_> forgets.
				if d := typeDomainUntil(a.done, a.m, p.Declared, consts, 0); len(d) > 0 {
					doms[i] = d
				}
			}
			// The declared subset type's witness first: a value the
			// type's constraint (now a precondition) admits.
			// Then what the file's functions declared to return the
			// type compute (a subset type without a witness).
			first := append(witnesses(a.done, a.m, p.Declared), produced(a.done, a.m, p.Declared, consts, a.c.Name)...)
			doms[i] = dedupe(append(first, doms[i]...))
		}
		doms[i] = append(doms[i], a.sizedValues(p, doms[i], consts)...)
		if p.Type != nil && p.Type.Kind == ir.KString {
			// Strings of the characters the clauses name ('D', 'I'):
			// the fixed alphabet never meets a guard such as all c = 'D'.
			doms[i] = dedupe(append(doms[i], clauseStrings(c)...))
		}
		if some, none := a.optionCtors(); some != "" {
			for k, v := range doms[i] {
				doms[i][k] = localize(v, some, none, 0)
			}
		}
		if len(doms[i]) == 0 {
			why = append(why, fmt.Sprintf("no generator for %s: %s", p.Name, p.Type))
			total = 0
			continue
		}
		if total <= 1<<20 {
			total *= len(doms[i])
		}
	}
	var out [][]ir.Binding
	seen := map[string]bool{}
	add := func(bs []ir.Binding) {
		k := bindingsKey(bs)
		if !seen[k] {
			seen[k] = true
			out = append(out, bs)
		}
	}
	for _, set := range [][]ir.Example{c.Examples.Required, c.Examples.Accepted, c.Examples.Rejected} {
		for _, ex := range set {
			if len(out) >= a.pool() {
				break
			}
			if len(ex.Inputs) == len(c.Params) {
				add(ex.Inputs)
			}
		}
	}
	if total == 0 {
		return out, why
	}
	for _, bs := range a.guardInputs(doms) {
		if len(out) >= a.pool() {
			break
		}
		add(bs)
	}
	build := func(idx []int) []ir.Binding {
		bs := make([]ir.Binding, len(c.Params))
		for i, p := range c.Params {
			bs[i] = ir.Binding{Name: p.Name, Val: doms[i][idx[i]]}
		}
		return bs
	}
	room := a.pool() - len(out)
	if total <= room {
		// Every combination, in growing cubes: all those whose indices
		// are at most k before any with an index k + 1. The search keeps
		// the first MaxInputs the precondition admits, and in plain
		// counting order those would vary the last parameter only and
		// never reach the first one's later values (duplicates, [2, 2]).
		var all [][]int
		idx := make([]int, len(c.Params))
		for n := 0; n < total; n++ {
			all = append(all, slices.Clone(idx))
			for i := len(idx) - 1; i >= 0; i-- {
				idx[i]++
				if idx[i] < len(doms[i]) {
					break
				}
				idx[i] = 0
			}
		}
		slices.SortStableFunc(all, func(x, y []int) int { return slices.Max(append([]int{0}, x...)) - slices.Max(append([]int{0}, y...)) })
		for _, ix := range all {
			add(build(ix))
		}
		return out, why
	}
	// Too many: the "diagonal" (each parameter's i-th value), then a
	// seeded sample.
	rng := rand.New(rand.NewSource(a.opts.Seed))
	maxDom := 0
	for _, d := range doms {
		if len(d) > maxDom {
			maxDom = len(d)
		}
	}
	for k := 0; k < maxDom && len(out) < a.pool(); k++ {
		idx := make([]int, len(doms))
		for i, d := range doms {
			idx[i] = k % len(d)
		}
		add(build(idx))
	}
	for tries := 0; len(out) < a.pool() && tries < 4*a.pool(); tries++ {
		idx := make([]int, len(doms))
		for i, d := range doms {
			idx[i] = rng.Intn(len(d))
		}
		add(build(idx))
	}
	why = append(why, fmt.Sprintf("sampled %d of %d input combinations", len(out), total))
	return out, why
}

// clauseStrings are short strings of the characters the clauses name:
// each alone, doubled, and the first few in pairs both ways.
func clauseStrings(c *ir.Contract) []ir.Value {
	var chars []rune
	seen := map[rune]bool{}
	for _, cl := range c.Clauses {
		if cl.Kind != ir.Requires && cl.Kind != ir.Ensures {
			continue
		}
		ir.Inspect(cl.Expr, func(e ir.Expr) bool {
			l, ok := e.(*ir.Lit)
			if !ok || len(chars) >= 4 {
				return len(chars) < 4
			}
			var r rune = -1
			switch v := l.Val.(type) {
			case ir.Char:
				r = rune(v)
			case ir.Seq:
				if v.Str && len(v.Elems) == 1 {
					if ch, ok := v.Elems[0].(ir.Char); ok {
						r = rune(ch)
					}
				}
			}
			if r >= 0 && !seen[r] {
				seen[r] = true
				chars = append(chars, r)
			}
			return true
		})
	}
	var out []ir.Value
	for _, a := range chars {
		out = append(out, ir.Str(string(a)), ir.Str(string(a)+string(a)))
		for _, b := range chars {
			if a != b {
				out = append(out, ir.Str(string(a)+string(b)))
			}
		}
	}
	return out
}

// perResult is how many distinct values of one result the candidates
// can use: all of them with one result, the first 8 of each with several
// (outputsFor).
func (a *Attack) perResult() int { return max(a.opts.MaxCandidates, 8) }

// exampleOutputs are, per result, the distinct outputs of the intended
// examples (coerced to the result's type), at most perResult of them:
// the same for every input, so computed once. The loop over the
// examples stops at the search's deadline.
func (a *Attack) exampleOutputs(ctx context.Context) [][]ir.Value {
	if a.exOuts != nil {
		return a.exOuts
	}
	c := a.c
	a.exOuts = make([][]ir.Value, len(c.Results))
	limit := a.perResult()
	for i, r := range c.Results {
		seen := map[string]bool{}
		var buf []byte
		for k, ex := range c.Examples.Accepted {
			if len(a.exOuts[i]) >= limit || k&255 == 255 && ctx.Err() != nil {
				break
			}
			for _, o := range ex.Outputs {
				if o.Name != r.Name {
					continue
				}
				v, err := ir.Coerce(o.Val, r.Type)
				if err != nil {
					continue
				}
				buf = ir.AppendKey(buf[:0], v)
				if !seen[string(buf)] {
					seen[string(buf)] = true
					a.exOuts[i] = append(a.exOuts[i], v)
				}
			}
		}
	}
	return a.exOuts
}

// outputsFor lists the candidates for one input: constants first, then
// echoes of the inputs and the examples' outputs.
func (a *Attack) outputsFor(ctx context.Context, in []ir.Binding, consts []int64) []output {
	c := a.c
	per := make([][]ir.Value, len(c.Results))
	nconst := make([]int, len(c.Results))
	exOuts := a.exampleOutputs(ctx)
	if a.consts == nil || !slices.Equal(a.constsOf, consts) {
		// The same for every input: made once for these constants.
		a.constsOf = consts
		a.consts = make([][]ir.Value, len(c.Results))
		for i, r := range c.Results {
			a.consts[i] = constOutputs(r.Type, consts)
			if len(a.consts[i]) == 0 {
				a.consts[i] = aliasOutputs(a.m, r.Type, consts)
			}
		}
	}
	for i, r := range c.Results {
		// A copy: what follows appends to it and localizes it in place.
		vals := append(make([]ir.Value, 0, 2*len(a.consts[i])+8), a.consts[i]...)
		nconst[i] = len(vals)
		for _, b := range in {
			vals = append(vals, echoes(b.Val, r.Type)...)
		}
		vals = append(vals, a.defined(in, r)...)
		vals = append(vals, exOuts[i]...)
		if some, none := a.optionCtors(); some != "" {
			for k, v := range vals {
				vals[k] = localize(v, some, none, 0)
			}
		}
		// Only the first perResult distinct values are used below, and
		// the examples' outputs come last: cutting them at perResult
		// distinct values above changes nothing here.
		per[i] = dedupeN(vals, a.perResult())
		if nconst[i] > len(per[i]) {
			nconst[i] = len(per[i])
		}
	}
	var out []output
	if len(per) == 1 {
		for j, v := range per[0] {
			if len(out) == a.opts.MaxCandidates {
				break
			}
			out = append(out, output{vals: []ir.Value{v}, konst: j < nconst[0]})
		}
		return out
	}
	// Several results: a bounded walk over the product, constants first.
	idx := make([]int, len(per))
	for n := 0; n < a.opts.MaxCandidates; n++ {
		vals := make([]ir.Value, len(per))
		konst := true
		for i := range per {
			if len(per[i]) == 0 {
				return out
			}
			k := idx[i] % len(per[i])
			vals[i] = per[i][k]
			konst = konst && k < nconst[i]
		}
		out = append(out, output{vals: vals, konst: konst})
		for i := len(idx) - 1; i >= 0; i-- {
			idx[i]++
			if idx[i] < len(per[i]) && idx[i] < 8 {
				break
			}
			idx[i] = 0
		}
	}
	return out
}

// defined evaluates the terms the postcondition equates a result with
// (ensures r == e): the output the contract itself names.
func (a *Attack) defined(in []ir.Binding, r ir.Param) []ir.Value {
	var out []ir.Value
	results := a.resultSet()
	env, old := bindInputs(a.c, ir.Example{Inputs: in})
	for _, cl := range a.ensures() {
		for _, e := range conjunctsOf(cl.Expr, nil) {
			b, ok := e.(*ir.Binary)
			if !ok || b.Op != ir.OpEq {
				continue
			}
			var t ir.Expr
			if id, ok := b.X.(*ir.Ident); ok && id.Name == r.Name && !mentions(b.Y, results) {
				t = b.Y
			} else if id, ok := b.Y.(*ir.Ident); ok && id.Name == r.Name && !mentions(b.X, results) {
				t = b.X
			}
			if t == nil {
				continue
			}
			ctx := ir.NewCtx(a.m)
			ctx.Old = old
			ctx.Limits.Steps = a.opts.Steps
			if v, stop := ctx.Eval(t, env); stop == nil {
				if cv, err := ir.Coerce(v, r.Type); err == nil {
					out = append(out, cv)
				}
			}
		}
	}
	return out
}

// search evaluates the postcondition on every admitted input and
// candidate output.
func (a *Attack) search(ctx context.Context, consts []int64) {
	post := a.ensures()
	outConsts := outputConsts(a.c)
	done := ctx.Done()
	var h *hoister
	if a.mixed == nil {
		h = newHoister(a.m, a.c, post)
	}
	start, decidedAny := time.Now(), false
	for i, in := range a.inputs {
		if ctx.Err() != nil {
			return
		}
		cands := a.outputsFor(ctx, in, outConsts)
		row := make([]ir.Status, len(cands))
		post := post
		if h != nil && len(cands) > 1 {
			post = h.forInput(post)
		}
		a.posts = append(a.posts, post)
		for j, cd := range cands {
			v := a.evalPostV(done, post, in, cd.vals)
			row[j] = v.status
			if v.status == ir.Unknown {
				a.note(v.reason)
			} else {
				decidedAny = true
			}
			more := j+1 < len(cands) || i+1 < len(a.inputs)
			if !decidedAny && more && a.opts.Budget > 0 && time.Since(start) > a.opts.Budget/4 {
				// Nothing decided in a quarter of the budget: what left
				// these outputs undecided (each evaluation spends its
				// step budget) holds for the rest, as in giveUp.
				a.cands = append(a.cands, cands[:j+1])
				a.accepted = append(a.accepted, row[:j+1])
				a.hopeless = fmt.Sprintf("stopped after a quarter of the %v budget, %d outputs into input %d of %d admitted: no output tried was decided", a.opts.Budget, j+1, len(a.accepted), len(a.inputs))
				return
			}
		}
		if len(cands) > a.Candidates {
			a.Candidates = len(cands)
		}
		a.cands = append(a.cands, cands)
		a.accepted = append(a.accepted, row)
		if a.giveUp(a.accepted) {
			return
		}
	}
}

// hopelessAfter is how many admitted inputs a search tries before it
// gives up when not one output on them was decided.
const hopelessAfter = 8

// giveUp stops a search whose first hopelessAfter inputs decided no
// output at all: what leaves them undecided (a quantifier with no finite
// range, a function with no body, the step budget on every output) holds
// for the larger inputs that follow too, so the rest of the budget would
// buy nothing. The search record says where it stopped and why.
func (a *Attack) giveUp(rows [][]ir.Status) bool {
	if len(rows) < hopelessAfter || len(rows) >= len(a.inputs) {
		return false
	}
	undecided := 0
	for _, row := range rows {
		for _, st := range row {
			switch st {
			case ir.True, ir.False, ir.IllDefined:
				return false
			case ir.Unknown:
				undecided++
			}
		}
	}
	if undecided == 0 { // nothing was tried: no output to search
		return false
	}
	a.hopeless = fmt.Sprintf("stopped after the first %d of %d admitted inputs: no output tried on them was decided", len(rows), len(a.inputs))
	return true
}

// ensures is the contract's postcondition, made once (Ensures copies).
func (a *Attack) ensures() []ir.Clause {
	if a.ens == nil {
		a.ens = a.c.Ensures()
	}
	return a.ens
}

// postOn is the postcondition to evaluate on admitted input i.
func (a *Attack) postOn(i int) []ir.Clause {
	if i < len(a.posts) {
		return a.posts[i]
	}
	return a.ensures()
}

func (a *Attack) evalPost(done <-chan struct{}, post []ir.Clause, in []ir.Binding, vals []ir.Value) ir.Status {
	return a.evalPostV(done, post, in, vals).status
}

func (a *Attack) evalPostV(done <-chan struct{}, post []ir.Clause, in []ir.Binding, vals []ir.Value) verdict {
	if a.mixed != nil && len(vals) == len(a.c.Results) {
		return a.evalMixed(done, post, in, vals)
	}
	if len(vals) < len(a.c.Results) {
		return verdict{status: ir.Unknown, reason: fmt.Sprintf("no value for result %q", a.c.Results[len(vals)].Name)}
	}
	f := a.frameFor(in)
	env := f.env
	for i, r := range a.c.Results {
		env = env.BindState(r.Name, vals[i])
	}
	var p *ir.Pin
	if f.pins && vals[0] != nil {
		p = &ir.Pin{Name: a.c.Name, Args: f.args, Result: vals[0]}
	}
	v := evalClausesProbes(done, a.m, post, env, f.old, p, a.opts.Steps, searchProbes)
	a.noteRanges(v.notes)
	return v
}

// inputFrame is what the evaluations of one input's candidate outputs
// share (bindPair and pin, made once per input instead of once per
// output): the inputs' bindings, their pre-state for old(), and the
// arguments of a pinned call. Nothing writes to them.
type inputFrame struct {
	in   []ir.Binding
	env  *ir.Env
	old  map[string]ir.Value
	args []ir.Value
	pins bool
}

// frameFor is in's frame. Frames are kept for the inputs evaluated
// again and again (the admitted ones: a search, then its judgement and
// the guard checks), up to maxFrames, then made anew.
func (a *Attack) frameFor(in []ir.Binding) *inputFrame {
	if len(in) == 0 {
		f := &a.frame
		*f = a.newFrame(nil)
		return f
	}
	if f := a.frames[&in[0]]; f != nil && len(f.in) == len(in) {
		return f
	}
	f := new(inputFrame)
	*f = a.newFrame(in)
	if a.frames == nil || len(a.frames) >= maxFrames {
		a.frames = map[*ir.Binding]*inputFrame{}
	}
	a.frames[&in[0]] = f
	return f
}

// maxFrames bounds the frames kept: the admitted inputs and a few more.
const maxFrames = 256

func (a *Attack) newFrame(in []ir.Binding) inputFrame {
	env, old := bindInputs(a.c, ir.Example{Inputs: in})
	f := inputFrame{in: in, env: env, old: old}
	c := a.c
	if (c.Decl == ir.DeclFunction || c.Decl == ir.DeclPredicate) && len(c.Results) == 1 {
		for _, prm := range c.Params {
			for _, b := range in {
				if b.Name == prm.Name {
					f.args = append(f.args, b.Val)
				}
			}
		}
		f.pins = len(f.args) == len(c.Params)
	}
	return f
}

// noteRanges keeps, once each, the evaluator's notes on how it ranged a
// quantifier (a range it inferred), for the search record.
func (a *Attack) noteRanges(notes []string) {
	for _, n := range notes {
		if !strings.HasPrefix(n, ir.RangeNotePrefix) || len(a.ranges) >= maxSearchNotes || slices.Contains(a.ranges, n) {
			continue
		}
		a.ranges = append(a.ranges, n)
	}
}

// maxSearchNotes bounds the notes a search record keeps.
const maxSearchNotes = 16

// judge turns the search into findings.
func (a *Attack) judge(sev ir.Severity) {
	c := a.c
	n := len(a.accepted)
	if n == 0 {
		return
	}
	// Per input: how many candidates decided, accepted.
	allAccept, noneAccept, multi, undecidedRows := 0, 0, 0, 0
	var free, unsat []int
	for i, row := range a.accepted {
		dec, acc := 0, 0
		for _, st := range row {
			switch st {
			case ir.True:
				dec++
				acc++
			case ir.False, ir.IllDefined:
				dec++
			}
		}
		switch {
		case dec >= 4 && acc == len(row) && !a.farOutputRejected(i):
			allAccept++
			free = append(free, i)
		case dec == len(row) && acc == 0:
			noneAccept++
			if a.exhausted(i) {
				unsat = append(unsat, i)
			}
		}
		if dec < len(row) {
			undecidedRows++
		}
		if acc >= 2 {
			multi++
		}
	}
	inputText := func(is []int) string {
		var parts []string
		for k, i := range is {
			if k == maxListed {
				parts = append(parts, fmt.Sprintf("and %d more", len(is)-maxListed))
				break
			}
			parts = append(parts, a.bindText(a.inputs[i]))
		}
		return strings.Join(parts, "; ")
	}
	results := resultNames(c)
	if allAccept == n && n >= 2 {
		a.free = free
		msg := fmt.Sprintf("postcondition accepts every output tried for every input (%d inputs): it places no constraint on %s", n, results)
		tsev := sev
		if a.unexercised != "" {
			// What a guard no input met would constrain was never seen.
			msg = fmt.Sprintf("postcondition accepts every output tried on every input tried (%d), but guard %s held on none of them, so what it guards was not checked", n, a.unexercised)
			tsev = max(sev, ir.SevInfo)
		}
		a.add(Finding{Code: CodeTautology, Severity: tsev, R: postRange(c),
			Message:  msg,
			Evidence: a.evidence(CodeTautology, n, n, "admitted inputs")})
		return
	}
	// Trivial witness: one constant accepted on every admitted input,
	// while the postcondition is not a function. A spec that pins each
	// output is never "too weak" here: some input must admit a second
	// output, or leave the other outputs undecided (then the constant must
	// be decided on every input).
	functional := multi == 0 && undecidedRows == 0
	if !functional && n >= 2 {
		for j := range a.cands[0] {
			cd := a.cands[0][j]
			if !cd.konst {
				continue
			}
			ok, decided := true, 0
			for i := range a.accepted {
				k := findOutput(a.cands[i], cd)
				if k < 0 {
					ok = false
					break
				}
				switch a.accepted[i][k] {
				case ir.True:
					decided++
				case ir.False, ir.IllDefined:
					ok = false
				}
				if !ok {
					break
				}
			}
			enough := decided >= 2 && 2*decided >= n
			if multi == 0 {
				enough = decided == n
			}
			if ok && enough && a.holdsFar(cd) {
				w := cd
				a.witness = &w
				msg := fmt.Sprintf("postcondition is satisfied by returning %s for every input (%d of %d inputs tried)",
					outputsIn(a.m, c, cd.vals), decided, n)
				if decided < n {
					// The rest were undecided: say so, not "every input".
					msg = fmt.Sprintf("postcondition is satisfied by returning %s on every input where it could be decided (%d of %d inputs tried; %d undecided)",
						outputsIn(a.m, c, cd.vals), decided, n, n-decided)
				}
				wsev := sev
				if decided < n {
					// The undecided inputs are often exactly where the
					// constant would fail (a helper without a body on
					// the inputs the clauses speak of): a note, not a
					// warning.
					wsev = max(sev, ir.SevInfo)
				}
				if in, dec := a.insideSomeHypothesis(cd); c.FromTheorems && in < 2 {
					// Theorems that each assume something: a constant that
					// passes only where none of them speaks says nothing of
					// the function where it is specified.
					msg = fmt.Sprintf("the postcondition is satisfied by returning %s on every input tried where it could be decided (%d of %d), but some theorem's hypotheses hold on only %d of them, so where the function is specified it was hardly tested",
						outputsIn(a.m, c, cd.vals), dec, n, in)
					wsev = max(sev, ir.SevInfo)
				} else if a.unexercised != "" {
					// A clause under a guard no input met may reject the
					// constant: the claim covers only what was checked.
					msg = fmt.Sprintf("postcondition is satisfied by returning %s on every input tried (%d of %d), but guard %s held on none of them, so what it guards was not checked",
						outputsIn(a.m, c, cd.vals), decided, n, a.unexercised)
					wsev = max(sev, ir.SevInfo)
				}
				a.add(Finding{Code: CodeTrivialWitness, Severity: wsev, R: postRange(c),
					Message:  msg,
					Evidence: a.evidence(CodeTrivialWitness, decided, n, "admitted inputs")})
				break
			}
		}
	}
	if len(free) > 0 {
		a.free = free
		a.unconstrained(free, results, sev, inputText)
	} else if parts, on := a.freeParts(); len(on) > 0 {
		// The output as a whole is constrained, but one of its parts is
		// not: a second result, or the elements of a sequence result.
		a.free = on
		psev, note := sev, ""
		if flag, v, ok := a.flagResult(on, parts); ok {
			// (found, c) with c open where found is false: a result
			// meaningful only under a flag is often left open on purpose.
			note = fmt.Sprintf(" (there %s is %v: a result that means something only when %s is %v is often left open on purpose)", flag, v, flag, !v)
			if psev < ir.SevInfo {
				psev = ir.SevInfo
			}
		}
		a.unconstrainedNote(on, parts, psev, inputText, note)
	}
	a.foldIntoWitness()
	// Free outputs only where no theorem speaks (outside the domain) do
	// not stop the look for a weakness inside it.
	freeInside := len(a.free) > 0 && !(c.FromTheorems && a.outsideEveryHypothesis(a.free))
	if a.witness == nil && !freeInside && !a.oneSided(sev) {
		a.notUnique(sev) // one weakness, one finding
	}
	if len(unsat) > 0 {
		msg := fmt.Sprintf("no output satisfies the postcondition for %s", inputText(unsat))
		if len(c.Params) == 0 {
			msg = "no output satisfies the postcondition"
		}
		a.add(Finding{Code: CodeUnsatPost, Severity: ir.SevHint, R: postRange(c),
			Message:  msg + " (" + a.unsatWhy + ")",
			Evidence: a.evidence(CodeUnsatPost, len(unsat), n, "admitted inputs")})
	}
}

// insideSomeHypothesis counts the inputs where the constant output cd was
// decided and accepted and some clause's hypotheses hold (not outside
// every hypothesis), and all the inputs where it was decided.
func (a *Attack) insideSomeHypothesis(cd output) (inside, decided int) {
	for i := range a.accepted {
		k := findOutput(a.cands[i], cd)
		if k < 0 || a.accepted[i][k] != ir.True {
			continue
		}
		decided++
		if !a.outsideEveryHypothesis([]int{i}) {
			inside++
		}
	}
	return inside, decided
}

// foldIntoWitness makes a note of a free output on some inputs (inputs
// outside every theorem's hypotheses) related information of a trivial
// witness on the same clauses: one weakness, one finding.
func (a *Attack) foldIntoWitness() {
	w, u := -1, -1
	for k, f := range a.Findings {
		switch f.Code {
		case CodeTrivialWitness:
			w = k
		case CodeUnconstrained:
			u = k
		}
	}
	if w < 0 || u < 0 || a.Findings[w].R != a.Findings[u].R || a.Findings[u].Severity <= a.Findings[w].Severity {
		// Only a lesser note folds: a free region that is a warning of
		// its own names where to add a clause (and carries the fix).
		return
	}
	f := a.Findings[u]
	a.Findings[w].Related = append(a.Findings[w].Related, Related{R: f.R, Message: "also: " + f.Message})
	a.Findings = slices.Delete(a.Findings, u, u+1)
}

func (a *Attack) unconstrained(free []int, what string, sev ir.Severity, inputText func([]int) string) {
	a.unconstrainedNote(free, what, sev, inputText, "")
}

// flagResult finds another result, a Boolean, whose value in the accepted
// outputs is v on every input in on and differs on some other input: the
// part free on those inputs goes with a flag ("found") being v.
func (a *Attack) flagResult(on []int, part string) (string, bool, bool) {
	c := a.c
	first := func(i int) []ir.Value {
		for k, st := range a.accepted[i] {
			if st == ir.True && k < len(a.cands[i]) {
				return a.cands[i][k].vals
			}
		}
		return nil
	}
	in := map[int]bool{}
	for _, i := range on {
		in[i] = true
	}
	for q, r := range c.Results {
		if r.Type == nil || r.Type.Kind != ir.KBool || strings.Contains(part, r.Name) {
			continue
		}
		var v ir.Value
		same := true
		for _, i := range on {
			vals := first(i)
			if vals == nil || q >= len(vals) {
				same = false
				break
			}
			if v == nil {
				v = vals[q]
			} else if !ir.Equal(v, vals[q]) {
				same = false
				break
			}
		}
		if !same || v == nil {
			continue
		}
		for i := range a.accepted {
			if in[i] {
				continue
			}
			if vals := first(i); vals != nil && q < len(vals) && !ir.Equal(v, vals[q]) {
				b, _ := v.(ir.Bool)
				return r.Name, bool(b), true
			}
		}
	}
	return "", false, false
}

func (a *Attack) unconstrainedNote(free []int, what string, sev ir.Severity, inputText func([]int) string, note string) {
	msg := fmt.Sprintf("for %s the postcondition places no constraint on %s", inputText(free), what)
	if len(a.c.Params) == 0 {
		msg = "the postcondition places no constraint on " + what
	}
	if g := a.describeRegion(free); g != "" {
		msg = fmt.Sprintf("when %s the postcondition places no constraint on %s", g, what)
	}
	if a.c.FromTheorems && a.outsideEveryHypothesis(free) {
		// Theorems that each assume something say nothing where none of
		// their assumptions holds: that is where the function is not
		// specified, most often on purpose (an input outside its domain).
		msg += " (on these inputs no theorem's hypotheses hold: they may lie outside what it is specified for)"
		if sev < ir.SevInfo {
			sev = ir.SevInfo
		}
	}
	a.add(Finding{Code: CodeUnconstrained, Severity: sev, R: postRange(a.c), Message: msg + note,
		Evidence: a.evidence(CodeUnconstrained, len(free), len(a.accepted), "admitted inputs")})
}

// outsideEveryHypothesis says that on each of the inputs every
// postcondition clause is an implication whose hypotheses are false (the
// clause with its conclusion made false still holds), so no clause speaks.
func (a *Attack) outsideEveryHypothesis(inputs []int) bool {
	var post []ir.Clause
	for _, cl := range a.ensures() {
		if !cl.FromType { // a result's type speaks on every input
			post = append(post, cl)
		}
	}
	if len(post) == 0 || len(inputs) == 0 {
		return false
	}
	hyps := make([]ir.Clause, len(post))
	for k, cl := range post {
		e, ok := withoutConclusion(cl.Expr)
		if !ok {
			return false
		}
		hyps[k] = ir.Clause{Kind: ir.Ensures, Expr: e, Text: cl.Text, R: cl.R}
	}
	for _, i := range inputs {
		if len(a.cands[i]) == 0 {
			return false
		}
		if a.evalPost(a.cancel, hyps, a.inputs[i], a.cands[i][0].vals) != ir.True {
			return false
		}
	}
	return true
}

// withoutConclusion is an implication (under ∀) with its conclusion
// replaced by false: true exactly where its hypotheses fail.
func withoutConclusion(e ir.Expr) (ir.Expr, bool) {
	switch x := e.(type) {
	case *ir.Quant:
		if !x.Forall {
			return nil, false
		}
		body, ok := withoutConclusion(x.Body)
		if !ok {
			return nil, false
		}
		q := *x
		q.Body = body
		return &q, true
	case *ir.Binary:
		if x.Op != ir.OpImplies {
			return nil, false
		}
		if y, ok := withoutConclusion(x.Y); ok {
			b := *x
			b.Y = y
			return &b, true
		}
		b := *x
		b.Y = &ir.Lit{Node: x.Node, Val: ir.Bool(false)}
		return &b, true
	}
	return nil, false
}

// Bounds on the part-wise search.
const (
	maxVariants  = 10 // values tried for one part
	maxPositions = 3  // sequence positions tried
)

// freeParts looks, on each admitted input, at one accepted output and
// varies one part of it at a time: each result on its own (when there are
// several), each of the first elements of a sequence result. A part that
// every variant leaves accepted is unconstrained there. It returns the
// first such part's description and the inputs where it is free.
func (a *Attack) freeParts() (string, []int) {
	c := a.c
	type part struct {
		what string
		on   []int
	}
	var parts []*part
	get := func(what string) *part {
		for _, p := range parts {
			if p.what == what {
				return p
			}
		}
		p := &part{what: what}
		parts = append(parts, p)
		return p
	}
	for i, row := range a.accepted {
		base := -1
		for j, st := range row {
			if st == ir.True {
				base = j
				break
			}
		}
		if base < 0 {
			continue
		}
		vals := a.cands[i][base].vals
		free := func(ri int, variants []ir.Value, set func([]ir.Value, ir.Value) []ir.Value) bool {
			decided := 0
			for _, v := range variants {
				st := a.evalPost(a.cancel, a.postOn(i), a.inputs[i], set(vals, v))
				switch st {
				case ir.True:
					decided++
				case ir.False, ir.IllDefined:
					return false
				}
			}
			return decided >= 4
		}
		for ri, r := range c.Results {
			if len(c.Results) > 1 {
				var variants []ir.Value
				for _, cd := range a.cands[i] {
					variants = append(variants, cd.vals[ri])
				}
				variants = dedupe(variants)
				if len(variants) > maxVariants {
					variants = variants[:maxVariants]
				}
				if free(ri, variants, func(vs []ir.Value, v ir.Value) []ir.Value {
					out := append([]ir.Value(nil), vs...)
					out[ri] = v
					return out
				}) {
					p := get(r.Name)
					p.on = append(p.on, i)
					continue
				}
			}
			el, ok := ir.AsSeq(vals[ri])
			if !ok || r.Type.Elem == nil {
				continue
			}
			// Small values and far ones: an element bound such as
			// result[k] <= N passes every small value.
			variants := domain(r.Type.Elem, nil, 1)
			moves := append(slices.Clone(farMoves[:4]), a.pastConstants()...)
			for _, v := range slices.Clone(variants) {
				for _, move := range moves {
					if fv, err := ir.Coerce(move(v), r.Type.Elem); err == nil && !ir.Equal(fv, v) {
						variants = append(variants, fv)
					}
				}
				if len(variants) >= 2*maxVariants {
					break
				}
			}
			variants = dedupe(variants)
			first, all := -1, true
			for k := 0; k < len(el) && k < maxPositions; k++ {
				if free(ri, variants, func(vs []ir.Value, v ir.Value) []ir.Value {
					out := append([]ir.Value(nil), vs...)
					out[ri] = withElem(vs[ri], k, v)
					return out
				}) {
					if first < 0 {
						first = k
					}
				} else {
					all = false
				}
			}
			// "No constraint on the elements" is said only when changing
			// them all at once is accepted too: a spec may allow each
			// change alone and reject a joint one (a sum kept, an order).
			joint := func() bool {
				if len(el) < 2 || len(variants) == 0 {
					return true
				}
				decided := 0
				for j := range variants {
					out := append([]ir.Value(nil), vals...)
					for k := range el {
						out[ri] = withElem(out[ri], k, variants[(j+k)%len(variants)])
					}
					switch a.evalPost(a.cancel, a.postOn(i), a.inputs[i], out) {
					case ir.True:
						decided++
					case ir.False, ir.IllDefined:
						return false
					}
				}
				return decided >= 2
			}
			switch {
			case first < 0:
			case all && len(el) <= maxPositions && joint():
				p := get("the elements of " + r.Name)
				p.on = append(p.on, i)
			default:
				// The position found, not "the elements": others may be
				// pinned (result[0] = N leaves result[1] free).
				p := get(fmt.Sprintf("%s[%d]", r.Name, first))
				p.on = append(p.on, i)
			}
		}
	}
	if len(parts) == 0 {
		return "", nil
	}
	return parts[0].what, parts[0].on
}

// withElem is a sequence or array with element k replaced.
func withElem(v ir.Value, k int, e ir.Value) ir.Value {
	switch x := v.(type) {
	case ir.Seq:
		el := append([]ir.Value(nil), x.Elems...)
		el[k] = e
		return ir.Seq{Elems: el, Str: x.Str}
	case ir.Array:
		el := append([]ir.Value(nil), x.Elems...)
		el[k] = e
		return ir.Array{Elems: el, Dims: x.Dims, Ref: x.Ref}
	}
	return v
}

// farMoves shift and scale inputs far from the small domain. Shifted
// inputs catch y = 11 for ensures y > x; scaled ones catch d = 10 for
// ensures a[i] - a[j] <= d, which a shift leaves alone.
var farMoves = []func(ir.Value) ir.Value{
	func(v ir.Value) ir.Value { return shifted(v, 1000) },
	func(v ir.Value) ir.Value { return shifted(v, -1000) },
	func(v ir.Value) ir.Value { return scaled(v, 1000) },
	func(v ir.Value) ir.Value { return scaled(v, -1000) },
	// What the small inputs are weakest at: equal neighbours ([a, b] →
	// [a, a, b, b]) and repeated zeros ([a] → [0, 0]). A witness
	// "sz = 0 for every input" fails on a = [0, 0] when the generated
	// sequences never held two zeros.
	doubled,
	func(v ir.Value) ir.Value {
		return mapInts(doubled(v), func(*big.Int) *big.Int { return new(big.Int) })
	},
}

// doubled repeats each element of a sequence or array in place (at most
// 16 elements, to stay small); other values are kept.
func doubled(v ir.Value) ir.Value {
	twice := func(es []ir.Value) []ir.Value {
		if len(es) > 8 {
			es = es[:8]
		}
		out := make([]ir.Value, 0, 2*len(es))
		for _, e := range es {
			out = append(out, e, e)
		}
		return out
	}
	switch x := v.(type) {
	case ir.Seq:
		return ir.Seq{Elems: twice(x.Elems), Str: x.Str}
	case ir.Array:
		if len(x.Dims) > 1 {
			return v
		}
		el := twice(x.Elems)
		return ir.Array{Elems: el, Dims: []int{len(el)}}
	}
	return v
}

// farInputs are the admitted inputs moved by farMoves that the
// precondition admits, at most per of each move.
func (a *Attack) farInputs(per int) [][]ir.Binding {
	pre := a.c.Requires()
	var out [][]ir.Binding
	for _, move := range farMoves {
		n := 0
		for _, in := range a.inputs {
			if n >= per {
				break
			}
			probe := make([]ir.Binding, len(in))
			ok := true
			for k, b := range in {
				v, err := ir.Coerce(move(b.Val), a.c.Params[k].Type)
				if err != nil {
					ok = false
					break
				}
				probe[k] = ir.Binding{Name: b.Name, Val: v}
			}
			if !ok {
				continue
			}
			env, _ := bindInputs(a.c, ir.Example{Inputs: probe})
			if evalClausesN(a.cancel, a.m, pre, env, nil, nil, a.opts.Steps).status != ir.True {
				continue
			}
			out = append(out, probe)
			n++
		}
	}
	return out
}

// farOutputRejected says the postcondition rejects, on admitted input i,
// an output far from the candidates tried (their integers, elements too,
// moved by farMoves): "every output tried is accepted" is not said of a
// clause such as ∀ x ∈ result, x ≤ 9 that no small candidate breaks.
// pastConstants set every integer of a value past every constant of the
// clauses, both ways (result < 998244353 rejects what a shift by 1000
// never reaches), and past any a definition may hide (MOD := 1000000007).
func (a *Attack) pastConstants() []func(ir.Value) ir.Value {
	beyond := big.NewInt(1_000_000)
	for _, k := range outputConsts(a.c) {
		if b := new(big.Int).Mul(big.NewInt(2), new(big.Int).Abs(big.NewInt(k))); b.Cmp(beyond) > 0 {
			beyond = b
		}
	}
	huge := new(big.Int).Exp(big.NewInt(10), big.NewInt(30), nil)
	var out []func(ir.Value) ir.Value
	for _, b := range []*big.Int{beyond, new(big.Int).Neg(beyond), huge, new(big.Int).Neg(huge)} {
		out = append(out, func(v ir.Value) ir.Value { return mapInts(v, func(*big.Int) *big.Int { return b }) })
	}
	return out
}

func (a *Attack) farOutputRejected(i int) bool {
	tried := 0
	moves := append(slices.Clone(farMoves), a.pastConstants()...)
	for k, cd := range a.cands[i] {
		if k >= len(a.accepted[i]) || a.accepted[i][k] != ir.True {
			continue
		}
		for _, move := range moves {
			vals := make([]ir.Value, len(cd.vals))
			for j, v := range cd.vals {
				mv, err := ir.Coerce(move(v), a.c.Results[j].Type)
				if err != nil {
					mv = v
				}
				vals[j] = mv
			}
			if sameValues(vals, cd.vals) {
				continue
			}
			if st := a.evalPost(a.cancel, a.postOn(i), a.inputs[i], vals); st == ir.False || st == ir.IllDefined {
				return true
			}
		}
		if tried++; tried >= 3 {
			break
		}
	}
	return false
}

// holdsFar checks a witness on the admitted inputs shifted far from the
// small domain: a constant bigger than every small input (y = 11 for
// ensures y > x) is not a witness for all inputs.
func (a *Attack) holdsFar(cd output) bool {
	for _, probe := range a.farInputs(len(a.inputs)) {
		if st := a.evalPost(a.cancel, a.ensures(), probe, cd.vals); st == ir.False || st == ir.IllDefined {
			return false
		}
	}
	return true
}

// shifted adds k to every integer in v (the elements of collections too).
func shifted(v ir.Value, k int64) ir.Value {
	return mapInts(v, func(x *big.Int) *big.Int { return new(big.Int).Add(x, big.NewInt(k)) })
}

// scaled multiplies every integer in v by k.
func scaled(v ir.Value, k int64) ir.Value {
	return mapInts(v, func(x *big.Int) *big.Int { return new(big.Int).Mul(x, big.NewInt(k)) })
}

// mapInts applies f to every integer in v (the elements of collections too).
func mapInts(v ir.Value, f func(*big.Int) *big.Int) ir.Value {
	all := func(vs []ir.Value) []ir.Value {
		out := make([]ir.Value, len(vs))
		for i, v := range vs {
			out[i] = mapInts(v, f)
		}
		return out
	}
	switch x := v.(type) {
	case ir.Int:
		return ir.Int{V: f(x.V), Signed: x.Signed}
	case ir.Seq:
		return ir.Seq{Elems: all(x.Elems), Str: x.Str}
	case ir.Array:
		return ir.Array{Elems: all(x.Elems), Dims: x.Dims, Ref: x.Ref}
	case ir.Set:
		return ir.MakeSet(all(x.Elems))
	case ir.Tuple:
		return ir.Tuple{Elems: all(x.Elems)}
	}
	return v
}

func resultNames(c *ir.Contract) string {
	var ns []string
	for _, r := range c.Results {
		ns = append(ns, r.Name)
	}
	return strings.Join(ns, ", ")
}

func findOutput(cs []output, want output) int {
	for k, cd := range cs {
		if sameValues(cd.vals, want.vals) {
			return k
		}
	}
	return -1
}

// exhausted says whether the search proved that no output satisfies the
// postcondition on admitted input i (every candidate there was rejected):
// the candidates covered the whole result type (a bool), or top-level
// equations pin every result to one value, which was rejected. A finite
// sample of an infinite type proves nothing: a verified file's
// postcondition is satisfiable, so such a hint would only be noise.
func (a *Attack) exhausted(i int) bool {
	c := a.c
	if a.mixed != nil {
		return false // the final states tried are not all there are
	}
	if len(c.Results) == 1 && c.Results[0].Type != nil && c.Results[0].Type.Kind == ir.KBool {
		seen := map[bool]bool{}
		for _, cd := range a.cands[i] {
			if b, ok := cd.vals[0].(ir.Bool); ok {
				seen[bool(b)] = true
			}
		}
		if seen[true] && seen[false] {
			a.unsatWhy = "both true and false were rejected"
			return true
		}
	}
	vals := make([]ir.Value, len(c.Results))
	for k, r := range c.Results {
		ds := a.defined(a.inputs[i], r)
		if len(ds) == 0 {
			return false
		}
		vals[k] = ds[0]
	}
	st := a.evalPost(a.cancel, a.postOn(i), a.inputs[i], vals)
	if st == ir.False || st == ir.IllDefined {
		a.unsatWhy = "the value its equations give " + resultNames(c) + " is rejected by its other clauses"
		return true
	}
	return false
}

// instantiate takes a generic contract's type parameters as int: a
// parametric contract that is weak (or unsatisfiable) at one instance is
// so for every implementation, which must work at that instance too.
// The contract's clauses are shared; only the declared types change.
func instantiate(c *ir.Contract) (*ir.Contract, string) {
	if len(c.TypeParams) == 0 {
		return c, ""
	}
	sub := map[string]*ir.Type{}
	var asInt, finite, abstract []string
	for _, n := range c.TypeParams {
		sub[n] = ir.TypeInt
		for _, p := range c.Params {
			if underFunc(p.Type, n, false, 0) {
				// A function over T: its properties quantify over T
				// (∀ x :: R(x, x)), which only a finite T decides.
				sub[n] = &ir.Type{Kind: ir.KInt, Name: n, Finite: finiteSize}
			}
		}
		switch {
		case sub[n].Finite > 0:
			finite = append(finite, n)
		case slices.Contains(c.Abstract, n):
			abstract = append(abstract, n)
		default:
			asInt = append(asInt, n)
		}
	}
	var notes []string
	if len(asInt) > 0 {
		notes = append(notes, "type parameters "+strings.Join(asInt, ", ")+" taken as int")
	}
	if len(abstract) > 0 {
		notes = append(notes, "abstract types "+strings.Join(abstract, ", ")+" taken as int")
	}
	if len(finite) > 0 {
		notes = append(notes, fmt.Sprintf("type parameters %s taken as the %d values 0 … %d (a function parameter is over them)", strings.Join(finite, ", "), finiteSize, finiteSize-1))
	}
	cp := *c
	cp.Params = make([]ir.Param, len(c.Params))
	for i, p := range c.Params {
		p.Type = ir.SubstType(p.Type, sub)
		cp.Params[i] = p
	}
	cp.Results = make([]ir.Param, len(c.Results))
	for i, r := range c.Results {
		r.Type = ir.SubstType(r.Type, sub)
		cp.Results[i] = r
	}
	return &cp, strings.Join(notes, "; ")
}

// finiteSize is how many values a type parameter instantiated finitely
// has.
const finiteSize = 3

// underFunc says whether type parameter n occurs inside a function type
// in t.
func underFunc(t *ir.Type, n string, inFunc bool, depth int) bool {
	if t == nil || depth > 8 {
		return false
	}
	if t.Kind == ir.KTypeParam || t.Kind == ir.KDatatype && len(t.Args) == 0 {
		return inFunc && t.Name == n
	}
	inFunc = inFunc || t.Kind == ir.KFunc
	for _, x := range append([]*ir.Type{t.Elem, t.Key, t.Result}, t.Args...) {
		if underFunc(x, n, inFunc, depth+1) {
			return true
		}
	}
	return false
}

// optionCtors is optionCtors of the attack's module, read once.
func (a *Attack) optionCtors() (string, string) {
	if !a.optRead {
		a.optSome, a.optNone = optionCtors(a.m)
		a.optRead = true
	}
	return a.optSome, a.optNone
}
