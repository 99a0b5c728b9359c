package specgen

import (
	"context"
	"fmt"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/dafny"
	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/lang"
	"github.com/specfaith/specfaith/lean"
	"github.com/specfaith/specfaith/nagini"
	"github.com/specfaith/specfaith/toolchain"
)

// Options set what Evaluate runs.
type Options struct {
	// Equiv bounds bounded equivalence (inputs, outputs, time).
	Equiv analyzers.AttackOptions
	// Lean is the lean executable for validity and the BEq+ attempt;
	// "" when it is not to be run (those records say so). Running lean
	// runs the candidates' metaprograms: the caller opts in.
	Lean string
	// Dafny, when set, typechecks Dafny candidates (and checks their
	// clauses are well-formed) for validity.
	Dafny toolchain.Checker
	// Nagini, when set, checks Nagini candidates for validity: the
	// contract's function gets the body Assume(False), so that what
	// Nagini reports is about the contract (types, well-definedness,
	// permissions), not a missing implementation. NaginiDir is an empty
	// directory the candidates are checked in (their imports resolve
	// there).
	Nagini    toolchain.Checker
	NaginiDir string
	// Workers evaluates that many candidates at a time (0: one per core).
	Workers int
	// Done, when set, is called after each candidate (from the workers:
	// it must be safe for concurrent use) with how many are done.
	Done func(done, total int)
	// Shard, when set, evaluates only its candidates (see Shard).
	Shard Shard
	// Cache, when set, keeps each row and reads it back on a rerun.
	Cache *Cache
}

// DefaultOptions compare on more inputs than the editor's search, with
// a few seconds per candidate at most.
var DefaultOptions = Options{Equiv: analyzers.AttackOptions{MaxInputs: 64, MaxCandidates: 40, Steps: 20_000, Budget: 3 * time.Second, Seed: 1}}

// Evaluate measures every candidate against its task's reference. A
// candidate whose task is missing, or that does not parse, is still a
// row: its metrics are unavailable with the reason.
func Evaluate(ctx context.Context, refs []Reference, cands []Candidate, opts Options) *Report {
	start := time.Now()
	byID := map[string]*Reference{}
	for i := range refs {
		byID[refs[i].ID] = &refs[i]
	}
	// Each reference is read once, whatever the number of candidates.
	sides := map[string]*side{}
	var mu sync.Mutex
	refSide := func(r *Reference) *side {
		mu.Lock()
		defer mu.Unlock()
		if s, ok := sides[r.ID]; ok {
			return s
		}
		s := reference(r)
		sides[r.ID] = s
		return s
	}
	var mine []int // the shard's candidates
	for i := range cands {
		if opts.Shard.Has(i) {
			mine = append(mine, i)
		}
	}
	rows := make([]Row, len(mine))
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	next := make(chan int)
	var wg sync.WaitGroup
	var finished atomic.Int64
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range next {
				i := mine[k]
				rows[k] = cachedRow(ctx, byID, refSide, &cands[i], opts)
				rows[k].Index, rows[k].Spec = i, cands[i].specText()
				if opts.Done != nil {
					opts.Done(int(finished.Add(1)), len(mine))
				}
			}
		}()
	}
	for k := range mine {
		next <- k
	}
	close(next)
	wg.Wait()
	rep := aggregate(rows)
	rep.Seconds = time.Since(start).Seconds()
	rep.Run = &Run{Total: len(cands), Shard: opts.Shard.String()}
	for _, row := range rows {
		if r := byID[row.ID]; r != nil {
			if rep.References == nil {
				rep.References = map[string]string{}
			}
			rep.References[row.ID] = r.specText()
		}
	}
	var tools []string
	if opts.Lean != "" {
		tools = append(tools, "lean "+opts.Lean)
	}
	if opts.Dafny != nil {
		tools = append(tools, "dafny")
	}
	if opts.Nagini != nil {
		tools = append(tools, "nagini")
	}
	rep.Toolchain = "no toolchain run (--toolchain runs lean, dafny and nagini when installed): validity is the front end's (parse, name resolution); no BEq+ attempt"
	if len(tools) > 0 {
		rep.Toolchain = "toolchains: " + strings.Join(tools, ", ")
	}
	return rep
}

// cachedRow is the candidate's row from opts.Cache when it has it, else
// computed (and kept there unless specfaith itself failed on it: an
// internal error is not a result).
func cachedRow(ctx context.Context, byID map[string]*Reference, refSide func(*Reference) *side, c *Candidate, opts Options) Row {
	if opts.Cache == nil {
		return safeRow(ctx, byID, refSide, c, opts)
	}
	key := opts.Cache.key(byID[c.ID], c, opts)
	if row, ok := opts.Cache.get(key); ok {
		row.Cached = true
		return row
	}
	row := safeRow(ctx, byID, refSide, c, opts)
	if !strings.HasPrefix(row.Error, internalError) && ctx.Err() == nil {
		opts.Cache.put(key, row)
	}
	return row
}

// internalError begins the error of a row specfaith failed on.
const internalError = "internal error"

// safeRow turns a panic on one candidate into an error row.
func safeRow(ctx context.Context, byID map[string]*Reference, refSide func(*Reference) *side, c *Candidate, opts Options) (row Row) {
	defer func() {
		if r := recover(); r != nil {
			row = Row{ID: c.ID, Config: c.Config, Error: fmt.Sprintf("%s: %v", internalError, r), Metrics: unavailableAll(fmt.Sprintf("%s: %v", internalError, r))}
		}
	}()
	r := byID[c.ID]
	if r == nil {
		return Row{ID: c.ID, Config: c.Config, Lang: c.Lang, Error: "no reference task " + c.ID, Metrics: unavailableAll("no reference task " + c.ID)}
	}
	return evaluateOne(ctx, r, refSide(r), c, opts)
}

func unavailableAll(reason string) map[string]*Measure {
	out := map[string]*Measure{}
	for _, m := range Metrics {
		out[m] = unavailable(scopes[m], reason)
	}
	return out
}

// scopes say what each metric measures.
var scopes = map[string]string{
	MValid:   "specfaith's front end: parse and name resolution",
	MNEM:     "normalised exact match of precondition and postcondition text (comments, Markdown fences, the first declaration name, whitespace)",
	MSigF1:   "F1 of the functions, constructors, fields and operators used (specfaith's IR after resolution)",
	MAtomF1:  "F1 of the logical atoms (maximal non-connective subformulas, variables renamed by role)",
	MGTED:    "1 − tree edit distance / max size, unit costs (Zhang–Shasha) on specfaith's IR operator trees after resolution, not Lean's elaborated terms",
	MBEq:     "both implications checked on the inputs and outputs the search generates for either side plus the reference's tests; no counterexample is not a proof",
	MBEqLean: "bidirectional implication proved by lean (decide, simp, omega)",
	MRreq:    "the reference's required inputs the candidate's precondition accepts",
	MRPlus:   "the reference's intended pairs the candidate's postcondition accepts",
	MRMinus:  "the reference's unintended pairs the candidate's postcondition rejects",
	MBAcc:    "mean of positive-test recall and negative-test rejection",
}

func evaluateOne(ctx context.Context, r *Reference, ref *side, c *Candidate, opts Options) Row {
	start := time.Now()
	row := Row{ID: c.ID, Config: c.Config, Lang: string(r.language()), Metrics: map[string]*Measure{}}
	defer func() { row.Millis = float64(time.Since(start).Microseconds()) / 1000 }()
	timed := func(name string, f func() *Measure) {
		t := time.Now()
		m := f()
		if m.Scope == "" {
			m.Scope = scopes[name]
		}
		m.Millis = float64(time.Since(t).Microseconds()) / 1000
		row.Metrics[name] = m
	}
	cand := candidate(r, c)
	timed(MValid, func() *Measure { return validity(ctx, cand, opts) })
	if cand.problem != "" || ref.problem != "" {
		why := cand.problem
		if why == "" {
			why = ref.problem
		} else {
			row.Error = why
		}
		for _, m := range Metrics {
			if m != MValid {
				row.Metrics[m] = unavailable(scopes[m], why)
			}
		}
		return row
	}
	timed(MNEM, func() *Measure {
		same := normalize(specText(cand.pre, cand.post), lang.ID(row.Lang)) == normalize(specText(ref.pre, ref.post), lang.ID(row.Lang))
		if same {
			return value(1, "")
		}
		return value(0, "")
	})
	tr, tc := treeOf(ref.m, ref.c), treeOf(cand.m, cand.c)
	timed(MSigF1, func() *Measure { return value(f1(symbols(tr), symbols(tc)), "") })
	timed(MAtomF1, func() *Measure { return value(f1(atoms(tr), atoms(tc)), "") })
	timed(MGTED, func() *Measure {
		if tr.size() > maxTreeNodes || tc.size() > maxTreeNodes {
			return unavailable("", fmt.Sprintf("a tree has more than %d nodes", maxTreeNodes))
		}
		return value(gted(tr, tc), "")
	})
	timed(MBEq, func() *Measure { return beqBounded(ctx, r, ref, cand, opts) })
	timed(MBEqLean, func() *Measure { return beqLean(ctx, r, c, opts) })
	beh := behaviour(r, cand)
	for _, k := range []string{MRreq, MRPlus, MRMinus, MBAcc} {
		k := k
		timed(k, func() *Measure { return beh[k] })
	}
	return row
}

// validity: the candidate parses and every name resolves.
func validity(ctx context.Context, s *side, opts Options) *Measure {
	scope := scopes[MValid]
	if !(opts.Lean != "" && s.lang == lang.Lean || opts.Dafny != nil && s.lang == lang.Dafny || opts.Nagini != nil && s.lang == lang.Nagini) {
		scope += "; the language's toolchain was not run"
	}
	if s.problem != "" {
		m := value(0, scope)
		m.Reason = s.problem
		return m
	}
	if unk := ir.Resolve(s.m, s.c).Unknown(); len(unk) > 0 {
		names := make([]string, 0, len(unk))
		for _, id := range unk {
			if !contains(names, id.Name) {
				names = append(names, id.Name)
			}
		}
		m := value(0, scope)
		m.Reason = "unknown names: " + strings.Join(names, ", ")
		return m
	}
	if opts.Dafny != nil && s.lang == lang.Dafny {
		res := opts.Dafny.Check(ctx, "candidate.dfy", s.src)
		switch res.Status {
		case toolchain.StatusOK:
			return value(1, scope+"; then "+res.Tool+" "+res.Version)
		case toolchain.StatusErrors:
			m := value(0, scope+"; then "+res.Tool+" "+res.Version)
			m.Reason = "dafny: " + firstError(res)
			return m
		}
		m := value(1, scopes[MValid]+"; dafny could not check it")
		m.Reason = fmt.Sprintf("dafny %s: %s", res.Status, res.Reason)
		return m
	}
	if opts.Nagini != nil && s.lang == lang.Nagini {
		res := opts.Nagini.Check(ctx, filepath.Join(opts.NaginiDir, "candidate.py"), naginiStub(s.src, s.c.Name))
		how := "; then " + res.Tool + " " + res.Version + " (the function's body stubbed with Assume(False): the contract alone is checked)"
		switch res.Status {
		case toolchain.StatusOK:
			return value(1, scope+how)
		case toolchain.StatusErrors:
			m := value(0, scope+how)
			m.Reason = "nagini: " + firstError(res)
			return m
		}
		m := value(1, scopes[MValid]+"; nagini could not check it")
		m.Reason = fmt.Sprintf("nagini %s: %s", res.Status, res.Reason)
		return m
	}
	if opts.Lean != "" && s.lang == lang.Lean {
		ok, reason := runLean(ctx, opts.Lean, s.src)
		scope += "; then lean"
		switch {
		case ok:
		case strings.HasPrefix(reason, "unavailable: "):
			m := value(1, scopes[MValid]+"; lean could not check it")
			m.Reason = strings.TrimPrefix(reason, "unavailable: ")
			return m
		default:
			m := value(0, scope)
			m.Reason = "lean: " + reason
			return m
		}
	}
	return value(1, scope)
}

// naginiStub is a Nagini candidate as a program Nagini checks: the
// contract library imported (and typing's names) where the text does not
// import them, and the body of the function fn ended by Assume(False),
// which makes every implementation obligation hold, so that the errors
// left are the contract's own.
func naginiStub(src, fn string) string {
	var pre []string
	if !strings.Contains(src, "nagini_contracts.contracts import") {
		pre = append(pre, "from nagini_contracts.contracts import *")
	}
	if !strings.Contains(src, "from typing import") {
		pre = append(pre, "from typing import Dict, List, Optional, Set, Tuple")
	}
	lines := strings.Split(src, "\n")
	start := -1
	for i, l := range lines {
		if strings.HasPrefix(strings.TrimSpace(l), "def "+fn+"(") {
			start = i
		}
	}
	if start >= 0 {
		defIndent := len(lines[start]) - len(strings.TrimLeft(lines[start], " \t"))
		last, indent := -1, ""
		for i := start + 1; i < len(lines); i++ {
			l := lines[i]
			if strings.TrimSpace(l) == "" || strings.HasPrefix(strings.TrimSpace(l), "#") {
				continue
			}
			n := len(l) - len(strings.TrimLeft(l, " \t"))
			if n <= defIndent {
				break
			}
			if last < 0 {
				indent = l[:n]
			}
			last = i
		}
		if last >= 0 {
			lines = append(lines[:last+1], append([]string{indent + "Assume(False)"}, lines[last+1:]...)...)
		}
	}
	return strings.Join(append(pre, lines...), "\n")
}

// firstError is a toolchain result's first error message.
func firstError(res *toolchain.Result) string {
	for _, d := range res.Diagnostics {
		if d.Severity == ir.SevError {
			return d.Message
		}
	}
	return res.Reason
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// tests are the reference's tests as values of the contract's types.
type tests struct {
	required [][]ir.Binding
	positive []analyzers.Pair
	negative []analyzers.Pair
	reject   [][]ir.Binding
	problems []string
}

func parseValue(id lang.ID, text string, t *ir.Type) (ir.Value, error) {
	var v ir.Value
	var err error
	switch id {
	case lang.Dafny:
		v, err = dafny.ParseValue(text)
	case lang.Nagini:
		v, err = nagini.ParseValue(text)
	default:
		v, err = lean.ParseValue(text)
	}
	if err != nil {
		return nil, err
	}
	return ir.Coerce(v, t)
}

// testsOf reads the reference's tests against contract c's parameters.
func testsOf(r *Reference, c *ir.Contract) *tests {
	id := r.language()
	t := &tests{}
	inputs := func(in map[string]string) ([]ir.Binding, bool) {
		var bs []ir.Binding
		for _, p := range c.Params {
			text, ok := in[p.Name]
			if !ok {
				t.problems = append(t.problems, "no value for "+p.Name)
				return nil, false
			}
			v, err := parseValue(id, text, p.Type)
			if err != nil {
				t.problems = append(t.problems, fmt.Sprintf("%s = %s: %v", p.Name, text, err))
				return nil, false
			}
			bs = append(bs, ir.Binding{Name: p.Name, Val: v})
		}
		return bs, true
	}
	pair := func(p Pair) (analyzers.Pair, bool) {
		in, ok := inputs(p.Inputs)
		if !ok || len(c.Results) != 1 {
			return analyzers.Pair{}, false
		}
		v, err := parseValue(id, p.Output, c.Results[0].Type)
		if err != nil {
			t.problems = append(t.problems, fmt.Sprintf("output %s: %v", p.Output, err))
			return analyzers.Pair{}, false
		}
		return analyzers.Pair{Inputs: in, Outputs: []ir.Value{v}}, true
	}
	seen := map[string]bool{}
	for _, p := range r.Positive {
		if pr, ok := pair(p); ok {
			t.positive = append(t.positive, pr)
			if k := fmt.Sprint(pr.Inputs); !seen[k] {
				seen[k] = true
				t.required = append(t.required, pr.Inputs)
			}
		}
	}
	for _, p := range r.Negative {
		if pr, ok := pair(p); ok {
			t.negative = append(t.negative, pr)
		}
	}
	for _, p := range r.RejectInputs {
		if in, ok := inputs(p.Inputs); ok {
			t.reject = append(t.reject, in)
		}
	}
	return t
}

// beqBounded runs bounded equivalence between reference and candidate.
func beqBounded(ctx context.Context, r *Reference, ref, cand *side, opts Options) *Measure {
	ts := testsOf(r, ref.c)
	var extra []analyzers.Pair
	extra = append(extra, ts.positive...)
	extra = append(extra, ts.negative...)
	for _, in := range ts.reject {
		extra = append(extra, analyzers.Pair{Inputs: in})
	}
	cmp := analyzers.Compare(ctx, ref.m, ref.c, cand.m, cand.c, extra, opts.Equiv)
	m := &Measure{Num: cmp.Pairs, Den: cmp.Pairs + cmp.Undecided, Reason: cmp.Reason}
	switch cmp.Verdict {
	case analyzers.Equivalent:
		m.Status, m.Verdict = OK, "equivalent"
		m.Scope = fmt.Sprintf("equivalent on %d pairs (%d undecided); ", cmp.Pairs, cmp.Undecided) + scopes[MBEq]
	case analyzers.Undecided:
		m.Status, m.Verdict = Unavailable, "unknown"
	default:
		m.Status, m.Verdict = OK, "not_equivalent"
		m.Witness = cmp.Summary("the reference")
	}
	return m
}

// behaviour measures the candidate on the reference's tests.
func behaviour(r *Reference, cand *side) map[string]*Measure {
	ts := testsOf(r, cand.c)
	none := "no tests in the reference"
	if len(ts.problems) > 0 {
		none = "the reference's tests do not read: " + ts.problems[0]
	}
	eval := func(cls []ir.Clause, in []ir.Binding, out []ir.Value) ir.Status {
		var env *ir.Env
		for _, b := range in {
			env = env.BindState(b.Name, b.Val)
		}
		for i, v := range out {
			env = env.BindState(cand.c.Results[i].Name, v)
		}
		for _, cl := range cls {
			st, _ := ir.NewCtx(cand.m).Check(cl.Expr, env)
			if st != ir.True {
				return st
			}
		}
		return ir.True
	}
	count := func(want ir.Status, cls []ir.Clause, ins [][]ir.Binding, outs [][]ir.Value) (int, int, int) {
		num, den, undecided := 0, 0, 0
		for i, in := range ins {
			var out []ir.Value
			if outs != nil {
				out = outs[i]
			}
			switch st := eval(cls, in, out); st {
			case ir.True, ir.False, ir.IllDefined:
				den++
				if (st == ir.True) == (want == ir.True) {
					num++
				}
			default:
				undecided++
			}
		}
		return num, den, undecided
	}
	split := func(ps []analyzers.Pair) ([][]ir.Binding, [][]ir.Value) {
		var ins [][]ir.Binding
		var outs [][]ir.Value
		for _, p := range ps {
			ins = append(ins, p.Inputs)
			outs = append(outs, p.Outputs)
		}
		return ins, outs
	}
	out := map[string]*Measure{}
	put := func(name string, num, den, undecided int) {
		reason := none
		if len(ts.problems) == 0 && undecided > 0 {
			reason = fmt.Sprintf("%d tests undecided", undecided)
		}
		m := ratio(num, den, scopes[name], reason)
		if m.Status == OK && undecided > 0 {
			m.Reason = fmt.Sprintf("%d tests undecided, not counted", undecided)
		}
		out[name] = m
	}
	n, d, u := count(ir.True, cand.c.Requires(), ts.required, nil)
	put(MRreq, n, d, u)
	ins, outs := split(ts.positive)
	n, d, u = count(ir.True, cand.c.Ensures(), ins, outs)
	put(MRPlus, n, d, u)
	ins, outs = split(ts.negative)
	n, d, u = count(ir.False, cand.c.Ensures(), ins, outs)
	put(MRMinus, n, d, u)
	p, q := out[MRPlus], out[MRMinus]
	if p.Status == OK && q.Status == OK {
		out[MBAcc] = value((*p.Value+*q.Value)/2, scopes[MBAcc])
	} else {
		out[MBAcc] = unavailable(scopes[MBAcc], "needs both positive-test recall and negative-test rejection")
	}
	return out
}

// sortedConfigs lists configuration names in order.
func sortedConfigs(m map[string]*ConfigTable) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
