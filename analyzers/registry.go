package analyzers

import (
	"context"
	"fmt"
	"reflect"

	"github.com/specfaith/specfaith/ir"
)

// Code is a finding code: stable (editors and CI key on it), with the
// severity it has unless configured otherwise and a one-line meaning.
type Code struct {
	Name     string
	Severity ir.Severity
	Doc      string
	// Fix names the quick-fix that answers the code ("" when none does):
	// check attaches fixes to findings by it, so a new fixable code is
	// declared here and nowhere else.
	Fix FixKind
	// Weakness: the finding says the clauses allow too many outputs (a
	// witness, a free output, a one-sided bound). Such a claim is about
	// the clauses read, so statements the front end could not read hedge
	// it, and where no postcondition names a result at all,
	// result-not-constrained says it for certain instead.
	Weakness bool
	// Says and Gist are what a warning of the code says of the contract
	// as a whole, for its one-line verdict: "weak — accepts every output".
	// Gist completes "the contract …".
	Says Says
	Gist string
}

// Says is the kind of fault a code's warning finds in a contract.
type Says int

const (
	// Suspect: something looks wrong, neither too weak nor too strict.
	Suspect Says = iota
	// TooWeak: the contract accepts what the requirement rules out.
	TooWeak
	// TooStrict: the contract rejects what the requirement asks for.
	TooStrict
)

// IsWeakness says whether code is a registered weakness code.
func IsWeakness(code string) bool {
	_, c, ok := Lookup(code)
	return ok && c.Weakness
}

// FixKind is a kind of quick-fix.
type FixKind string

// The quick-fixes check computes.
const (
	// FixBound adds a missing postcondition bound the search confirms.
	FixBound FixKind = "bound"
)

// CodesFixedBy are the codes of the registry whose findings fix answers.
func CodesFixedBy(fix FixKind) []string {
	var out []string
	for _, a := range Registry {
		for _, c := range a.Codes {
			if c.Fix == fix {
				out = append(out, c.Name)
			}
		}
	}
	return out
}

// Analyzer is one analysis of a contract (model: golang.org/x/tools/go/
// analysis): its name, what it does, the codes it reports, the analyzers
// whose results it reads, and how it reports from a Pass. The registry
// is a DAG run per contract by RunAll under one context; the README's
// code table and the editors' settings are generated from it (go
// generate ./...).
type Analyzer struct {
	Name  string
	Doc   string
	Codes []Code
	// Requires are the analyzers whose results this one reads from
	// Pass.ResultOf; they run first.
	Requires []*Analyzer
	// Run returns the analyzer's result (for those that require it) and
	// the contract's findings.
	Run func(p *Pass) (any, []Finding)
	// ResultType is the type of the result Run returns (nil: none); RunAll
	// checks it, so an analyzer that requires this one may assert it.
	ResultType reflect.Type
	// Scheduled: the analyzer's input is made on its own schedule (the
	// opt-in LLM judge's verdict); RunAll leaves it out and its findings
	// are shown by RunOne where that input is at hand.
	Scheduled bool
}

// Pass is what the analyzers of one contract share: the context, the
// module, the contract, the results of the analyzers already run, and
// the driver's services: the example check and the search, which the
// driver (check) memoizes per contract and budgets per file.
type Pass struct {
	Ctx      context.Context
	Module   *ir.Module
	Contract *ir.Contract
	// ResultOf holds the result of each analyzer run so far.
	ResultOf map[*Analyzer]any
	// Examples evaluates the contract on its examples.
	Examples func() *Metrics
	// Judgement is the LLM judge's verdict on the contract, if one was
	// made for its current text (the Judge analyzer reports it).
	Judgement *Judgement
	// Search runs the one search of inputs and outputs (attacks,
	// implementation runs, mutants: one search, several codes); pinned
	// says the examples pin the behaviour (its findings are then
	// information). A nil result: not searched.
	Search func(pinned bool) *SearchResult
}

// SearchResult is what the one search of a contract found and says of
// itself.
type SearchResult struct {
	Findings []Finding
	// Weak: the search found the postcondition too weak (a bound fix may
	// answer it).
	Weak     bool
	Search   Search
	Mutation *Evidence
	// Pending: the mutation check is still to run (the editor's fast
	// path).
	Pending bool
}

// RunAll runs the registry's analyzers on a pass in dependency order,
// each once, and stops when p.Ctx ends; guard runs each analyzer (the
// driver turns a panic into a finding). Findings come in registry order.
func RunAll(p *Pass, guard func(name string, run func())) []Finding {
	if p.ResultOf == nil {
		p.ResultOf = map[*Analyzer]any{}
	}
	done := map[*Analyzer]bool{}
	found := map[*Analyzer][]Finding{}
	var visit func(a *Analyzer, depth int)
	visit = func(a *Analyzer, depth int) {
		if done[a] || a.Run == nil || a.Scheduled || p.Ctx.Err() != nil {
			return
		}
		if depth > len(Registry) {
			panic(fmt.Sprintf("analyzer %s: a cycle in Requires", a.Name))
		}
		done[a] = true
		for _, r := range a.Requires {
			visit(r, depth+1)
		}
		guard(a.Name, func() {
			res, fs := a.Run(p)
			checkResult(a, res)
			p.ResultOf[a] = res
			found[a] = fs
		})
	}
	for _, a := range Registry {
		visit(a, 0)
	}
	var out []Finding
	for _, a := range Registry {
		out = append(out, found[a]...)
	}
	return out
}

// checkResult panics (an internal error, for the driver's guard) when a
// result is not of its analyzer's declared type.
func checkResult(a *Analyzer, res any) {
	if res == nil || reflect.ValueOf(res).Kind() == reflect.Ptr && reflect.ValueOf(res).IsNil() {
		return
	}
	if t := reflect.TypeOf(res); a.ResultType == nil || t != a.ResultType {
		panic(fmt.Sprintf("analyzer %s returned a %v, declared %v", a.Name, t, a.ResultType))
	}
}

// RunOne runs one analyzer on a pass (a scheduled one, whose input the
// caller has), and returns its findings. It runs where findings are
// shown, outside any driver's guard, so it checks no result type.
func RunOne(a *Analyzer, p *Pass) []Finding {
	if p.ResultOf == nil {
		p.ResultOf = map[*Analyzer]any{}
	}
	res, fs := a.Run(p)
	p.ResultOf[a] = res
	return fs
}

// Pinned says a contract's examples pin its behaviour: intended and
// unintended pairs are given and all come out right, so what the search
// finds is information, not a warning.
func Pinned(met *Metrics) bool {
	if met == nil {
		return false
	}
	pos, neg := met.PositiveTestRecall, met.NegativeTestRejection
	return pos.Status == StatusOK && neg.Status == StatusOK && pos.Num == pos.Den && neg.Num == neg.Den
}

// The analyzers whose results others read (set in init).
var (
	// Examples evaluates the clauses on the requirement's examples; its
	// result is the *Metrics.
	Examples = &Analyzer{}
	// Searcher is the one search of inputs and outputs; its result is the
	// *SearchResult (nil: not searched).
	Searcher = &Analyzer{}
	// Judge reports the LLM judge's verdict (Pass.Judgement), which is
	// made on its own schedule (on save, on request) and shown with the
	// analysis it was made for; RunAll leaves it out (Scheduled).
	Judge = &Analyzer{}
)

// Registry lists the analyzers in the order their findings are reported.
// (Set in init: the search's Run reads the registry's codes.)
var Registry []*Analyzer

func init() {
	*Examples = Analyzer{
		Name: "metrics",
		Doc:  "evaluates the precondition and postcondition on the requirement's examples (Rreq, R+, R−)",
		Codes: []Code{
			{Name: CodeRequiredInput, Severity: ir.SevWarning, Doc: "the precondition rejects an input the requirement says must be handled", Says: TooStrict, Gist: "rejects a required input"},
			{Name: CodePositive, Severity: ir.SevWarning, Doc: "the postcondition rejects an intended output", Says: TooStrict, Gist: "rejects an intended output"},
			{Name: CodeNegative, Severity: ir.SevWarning, Doc: "the postcondition accepts an output the requirement rules out", Says: TooWeak, Gist: "accepts an unintended output"},
			{Name: CodeRejectedInput, Severity: ir.SevWarning, Doc: "the precondition admits an input that should be rejected", Says: TooWeak, Gist: "admits an input it should reject"},
			{Name: CodeUndecided, Severity: ir.SevInfo, Doc: "an example the evaluator could not decide (never counted as a failure)", Says: Suspect, Gist: "has an example it cannot decide"},
		},
		ResultType: reflect.TypeOf((*Metrics)(nil)),
		Run: func(p *Pass) (any, []Finding) {
			met := p.Examples()
			return met, Findings(p.Contract, met)
		},
	}
	*Judge = Analyzer{
		Name:       "judge",
		Doc:        "opt-in: an LLM reads the contract back without the requirement, then judges the reading against it",
		Codes:      []Code{{Name: CodeJudgeDisputed, Severity: ir.SevWarning, Doc: "the LLM judge disputes that the contract says what the requirement means", Says: Suspect, Gist: "is disputed by the LLM judge"}},
		Scheduled:  true,
		ResultType: reflect.TypeOf((*Judgement)(nil)),
		Run: func(p *Pass) (any, []Finding) {
			if p.Judgement == nil {
				return nil, nil
			}
			return p.Judgement, JudgeFindings(p.Contract, p.Judgement)
		},
	}
	*Searcher = Analyzer{
		Name: "search",
		Doc:  "searches small inputs and outputs without examples, runs the file's implementation and its mutants",
		Codes: []Code{
			{Name: CodeTrivialWitness, Severity: ir.SevWarning, Doc: "one constant output satisfies the postcondition for every input tried", Fix: FixBound, Weakness: true, Says: TooWeak, Gist: "accepts one constant output for every input"},
			{Name: CodeUnconstrained, Severity: ir.SevWarning, Doc: "on some inputs the postcondition accepts every candidate output, or part of it is free", Fix: FixBound, Weakness: true, Says: TooWeak, Gist: "leaves an output free"},
			{Name: CodeOneSided, Severity: ir.SevWarning, Doc: "an integer result bounded on one side only: with each value accepted, values 1, 1000 and 1000000 beyond it are accepted too (a warning when the requirement or the name says the result is one value: the largest, the minimum, …)", Fix: FixBound, Weakness: true, Says: TooWeak, Gist: "bounds a result on one side only"},
			{Name: CodeNotUnique, Severity: ir.SevWarning, Doc: "the requirement (or the name) asks for one integer value — the smallest difference, the first index — and on an input tried the postcondition accepts two", Fix: FixBound, Weakness: true, Says: TooWeak, Gist: "accepts two answers where one is asked for"},
			{Name: CodeVacuousPre, Severity: ir.SevWarning, Doc: "the precondition's clauses contradict each other (proved from their text)", Says: TooWeak, Gist: "has a precondition that never holds"},
			{Name: CodeTautology, Severity: ir.SevWarning, Doc: "every candidate output is accepted on every input", Fix: FixBound, Weakness: true, Says: TooWeak, Gist: "accepts every output"},
			{Name: CodeDeadGuard, Severity: ir.SevWarning, Doc: "an implication's antecedent contradicts what holds where it is reached", Says: Suspect, Gist: "has an implication whose guard never holds"},
			{Name: CodeUnsatPost, Severity: ir.SevHint, Doc: "no output satisfies the postcondition for some input (where that is proven)", Says: TooStrict, Gist: "accepts no output on some input"},
			{Name: CodeImplCounterexample, Severity: ir.SevWarning, Doc: "the file's implementation returns an output the postcondition rejects", Says: Suspect, Gist: "rejects what its implementation returns"},
			{Name: CodeSurvivingMutant, Severity: ir.SevWarning, Doc: "a changed implementation still passes the postcondition", Fix: FixBound, Says: TooWeak, Gist: "accepts what a changed implementation returns"},
		},
		Requires:   []*Analyzer{Examples},
		ResultType: reflect.TypeOf((*SearchResult)(nil)),
		Run: func(p *Pass) (any, []Finding) {
			met, _ := p.ResultOf[Examples].(*Metrics)
			sr := p.Search(Pinned(met))
			if sr == nil {
				return nil, nil
			}
			if AllResultsFree(p.Module, p.Contract) {
				// No postcondition names a result: result-not-constrained
				// says so for certain; the search's findings about the
				// outputs would only repeat it.
				var out []Finding
				for _, f := range sr.Findings {
					if !IsWeakness(f.Code) {
						out = append(out, f)
					}
				}
				return sr, out
			}
			if met != nil && hasCode(Findings(p.Contract, met), CodeNegative) {
				// An example already shows an output accepted that the
				// requirement rules out: the same weakness, said with the
				// author's own example.
				return sr, withoutCode(sr.Findings, CodeNotUnique)
			}
			return sr, sr.Findings
		},
	}
	Registry = []*Analyzer{Examples, Searcher,
		{
			Name: "lint",
			Doc:  "reads the clauses' text for what they say on their face, without inputs (static lints)",
			Codes: []Code{
				{Name: CodeUnusedInput, Severity: ir.SevInfo, Doc: "no clause mentions a parameter while an output is constrained (a warning when the requirement names it)", Fix: FixBound, Says: TooWeak, Gist: "never reads an input"},
				{Name: CodeResultFree, Severity: ir.SevInfo, Doc: "no postcondition mentions a result, or there is none: whether an output is accepted does not depend on it (a warning when the doc says what it returns)", Fix: FixBound, Says: TooWeak, Gist: "never constrains the result"},
				{Name: CodeConstantClause, Severity: ir.SevWarning, Doc: "a comparison of a term with itself (x == x, a < a, P ==> P) or P ==> true: always true or always false", Says: Suspect, Gist: "has a clause that is always true or always false"},
				{Name: CodePinnedExists, Severity: ir.SevInfo, Doc: "an existential whose witness the formula gives (∃ x, x = e ∧ …)", Says: Suspect, Gist: "has an existential whose witness it gives"},
				{Name: CodeRedundantRequires, Severity: ir.SevInfo, Doc: "a precondition implied by another (a repeat, a conjunct, a looser bound)", Says: Suspect, Gist: "repeats a precondition"},
				{Name: CodeSubsumedEnsures, Severity: ir.SevInfo, Doc: "a postcondition implied by another", Says: Suspect, Gist: "repeats a postcondition"},
				{Name: CodeTruncating, Severity: ir.SevHint, Doc: "Lean Nat subtraction, division by a possible 0, Python // of a possible negative, where no comparison was found to rule it out", Says: Suspect, Gist: "may truncate arithmetic"},
			},
			Run: func(p *Pass) (any, []Finding) { return nil, Lint(p.Module, p.Contract) },
		},
		Claims,
		Judge,
	}
}

// Claims reads the requirement's claims (ReadClaims) and checks each
// against the clauses; its result is the []Claim read.
var Claims = &Analyzer{
	Name: "requirement",
	Doc:  "reads claims of a controlled vocabulary from the doc comment (non-empty, positive, the largest element, the first index, -1 if absent, numbers, sorted, in place) and checks that the clauses hold each",
	Codes: []Code{
		{Name: CodeReqNotInContract, Severity: ir.SevWarning, Doc: "the requirement states a property no clause holds (a warning where the evaluator shows an input and output the clauses accept against it, information where only the text tells)", Says: Suspect, Gist: "does not hold what its requirement says"},
		{Name: CodeContractNotInReq, Severity: ir.SevInfo, Doc: "a precondition makes a parameter non-empty, positive or non-zero, and the requirement never says so", Says: Suspect, Gist: "requires what its requirement does not state"},
	},
	ResultType: reflect.TypeOf([]Claim(nil)),
	Run: func(p *Pass) (any, []Finding) {
		claims, fs := CheckClaims(p)
		return claims, fs
	},
}

// Lookup returns the analyzer reporting a code, and the code's entry.
func Lookup(code string) (*Analyzer, Code, bool) {
	for _, a := range Registry {
		for _, c := range a.Codes {
			if c.Name == code {
				return a, c, true
			}
		}
	}
	return nil, Code{}, false
}

func hasCode(fs []Finding, code string) bool {
	for _, f := range fs {
		if f.Code == code {
			return true
		}
	}
	return false
}

func withoutCode(fs []Finding, code string) []Finding {
	var out []Finding
	for _, f := range fs {
		if f.Code != code {
			out = append(out, f)
		}
	}
	return out
}
