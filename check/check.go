// Package check runs specfaith's analyses on one file: it picks the
// language front end, reads examples from sidecar files, computes the
// metrics and collects the findings. The CLI and the language server both
// call it.
package check

import (
	"context"
	"errors"
	"fmt"
	"github.com/specfaith/specfaith/internal/lazyre"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/internal/safefs"
	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/lang"
)

// MaxFileSize is the largest file analysed; larger files get one
// information diagnostic. Real spec files are far smaller (Dafny's standard
// library files are under 200 KB); the bound keeps a stray generated file
// from stalling the editor.
const MaxFileSize = 2 << 20

// Language is a front end: what lang knows of the language without
// reading it, and the front end's functions (its package's FrontEnd). The
// table of them, Languages, is generated from lang's (languages_gen.go);
// the toolchain is in toolchain.Registry under the same ID.
type Language struct {
	// Info is what lang knows of it without reading it (ID, extensions,
	// editor ids, marker).
	*lang.Info
	// FrontEnd is the front end's (a copy: a test may change one field).
	ir.FrontEnd
}

// LineComment starts a line comment in the language (its vocabulary's).
func (l *Language) LineComment() string { return l.Vocab.LineComment }

// Name is the language's ID as a string (the toolchain registry's key,
// the JSON report's "language").
func (l *Language) Name() string { return string(l.ID) }

// LanguageFor picks the front end for a path, or nil.
func LanguageFor(path string) *Language {
	if info := lang.ForPath(path); info != nil {
		return LanguageOf(info.ID)
	}
	return nil
}

// LanguageOf is the front end of id, or nil.
func LanguageOf(id lang.ID) *Language {
	for _, l := range Languages {
		if l.ID == id {
			return l
		}
	}
	return nil
}

// ContractReport is the analysis of one contract.
type ContractReport struct {
	Contract *ir.Contract
	Metrics  *analyzers.Metrics
	// Weak says the example-free attacks found the postcondition too
	// weak (a bound quick-fix may help).
	Weak bool
	// Search says how far the example-free search got.
	Search analyzers.Search
	// Mutation is the mutation check's kill rate (nil: no implementation
	// ran).
	Mutation *analyzers.Evidence
	Findings []analyzers.Finding
	// Judge is the LLM judge's outcome (nil unless one was asked for).
	Judge *analyzers.Judgement
	// Fixes are the contract's quick-fixes, best first (computed with
	// WithFixes).
	Fixes []Fix
	// Took is how long its examples and search took when they last ran
	// (a first answer skips a contract that will not fit: Options.Quick).
	Took time.Duration
}

// FileReport is the analysis of one file.
type FileReport struct {
	Path      string
	Lang      string
	Module    *ir.Module
	Contracts []ContractReport
	// Findings are file-level: syntax errors, example errors, limits.
	Findings []analyzers.Finding
	// MutationPending counts the contracts whose mutation check is still
	// to run (Options.Fast).
	MutationPending int
	// OverBudget counts the contracts left to the static lints (and what
	// was remembered of them) because the file's Budget was spent.
	OverBudget int
	// Deferred counts the contracts whose examples or search did not fit
	// Options.Quick: they show Previous's results, marked as being
	// re-checked, until an analysis without Quick replaces them.
	Deferred int
	// Fixed says the contracts' Fixes were computed (WithFixes).
	Fixed bool
	// Deps are the other files the analysis read or would read (includes,
	// sidecars): a change to one of them calls for a new analysis.
	Deps []string
}

// ErrOutsideWorkspace is what a ReadFile returns for a path (an include,
// a sidecar, or a symlink standing for one) that leaves the workspace.
var ErrOutsideWorkspace = safefs.ErrOutside

// ReadFile abstracts file access for sidecars (the server reads from its
// overlay of open buffers).
type ReadFile func(path string) ([]byte, error)

// File analyses one file's contents.
// The mutation check (File's, and RunWith's with Mutation) is included.
func File(ctx context.Context, path string, src []byte, read ReadFile) *FileReport {
	return RunWith(ctx, path, string(src), read, Options{Mutation: true})
}

// Options select the slower analyses.
type Options struct {
	// Mutation runs the implementation's mutants (up to
	// analyzers.DefaultMutation.Budget per contract, remembered per
	// contract with the attacks).
	Mutation bool
	// Fast is the editor's fast path between keystrokes: remembered
	// mutation results only (a contract whose mutation check has not run
	// is analysed without it and counted in FileReport.MutationPending;
	// the check itself runs when editing goes idle), and each contract's
	// examples checked within the attacks' budget (analyzers.DefaultMetrics)
	// instead of a full analysis's 2 s; examples not checked by then are
	// unknown (analyzers.ReasonBudget).
	Fast bool
	// MutationFloor is the kill rate under which a surviving mutant is a
	// warning (0: analyzers.DefaultMutation.Floor; negative: never).
	MutationFloor float64
	// Budget bounds the examples and searches of the whole file (0: no
	// bound), so that a file of thousands of contracts is answered in
	// time: contracts are analysed nearest Focus first, and once the
	// budget is spent the rest get what is remembered of them and the
	// static lints, their search "skipped" saying why.
	Budget time.Duration
	// Focus is the line the user is at (the last edit), 1-based; 0: the
	// file's order.
	Focus int
	// Memo remembers per-contract results across analyses (nil: nothing
	// is remembered past this one). The server keeps one per session,
	// the CLI one per run.
	Memo *Memo
	// Quick bounds the editor's first answer to an edit, counted from the
	// start of the analysis, parsing included (0: no bound). Contracts
	// are analysed nearest Focus first while it lasts; one whose examples
	// or search are neither remembered nor finished within it keeps
	// Previous's findings of them, marked as being re-checked (see
	// quick.go), and is counted in FileReport.Deferred.
	Quick time.Duration
	// QuickFrom, when set and earlier, is where Quick is counted from
	// instead: the moment the edit arrived, so that the wait before the
	// analysis (a debounce, a busy worker) is inside the bound, not added
	// to it.
	QuickFrom time.Time
	// Previous is the report the editor shows now (Quick's carry-over).
	Previous *FileReport
	// exampleCap bounds this contract's examples below their own budget
	// (what is left of Budget; 0: no cap), and until its search and
	// mutation check (the end of Budget; zero: their own budgets).
	exampleCap time.Duration
	until      time.Time
}

// searchReserve is what a contract's search and mutation check may take
// after its examples: their own budgets.
func searchReserve(mode mutationMode) time.Duration {
	if mode == mutationRun {
		return analyzers.DefaultAttack.Budget + analyzers.DefaultMutation.Budget
	}
	return analyzers.DefaultAttack.Budget
}

// Run is File with cancellation and without the mutation check (for
// callers that want only the fast analyses): when ctx is cancelled the
// report is incomplete and Run returns nil.
// The text is taken as a string so that the module shares it instead of
// copying it (the language server keeps one copy per open document).
func Run(ctx context.Context, path string, src string, read ReadFile) *FileReport {
	return RunWith(ctx, path, src, read, Options{})
}

// RunWith is Run with options. A panic in one contract's analysis
// becomes an internal-error finding on that contract, the others
// analysed as usual; one outside any contract (parsing, includes) ends
// the file's analysis with an internal-error finding and what was found
// before it.
func RunWith(ctx context.Context, path string, src string, read ReadFile, opts Options) (out *FileReport) {
	began := time.Now()
	rep := &FileReport{Path: path}
	stage := "parser"
	defer func() {
		if r := recover(); r != nil {
			rep.Findings = append(rep.Findings, InternalError(stage, r))
			out = rep
		}
	}()
	lang := LanguageFor(path)
	if lang == nil {
		rep.Findings = append(rep.Findings, fileFinding(ir.SevError, "unsupported-file", "specfaith does not know this file type"))
		return rep
	}
	rep.Lang = lang.Name()
	switch {
	case len(src) > MaxFileSize:
		rep.Findings = append(rep.Findings, fileFinding(ir.SevInfo, "file-too-large",
			fmt.Sprintf("file is %d bytes; specfaith analyses files up to %d bytes", len(src), MaxFileSize)))
		return rep
	case strings.IndexByte(src, 0) >= 0 || !utf8.ValidString(src):
		rep.Findings = append(rep.Findings, fileFinding(ir.SevError, "not-text", "file is not UTF-8 text"))
		return rep
	}
	if !lang.Accepts(src) {
		rep.Lang = ""
		return rep // not a spec file (an ordinary Python file)
	}
	var m *ir.Module
	var problems []ir.Problem
	if lang.Parse != nil {
		m = lang.Parse(path, src)
		rep.Module = m
		problems = m.Problems
	}
	if lang.Hygiene != nil {
		stage = "hygiene check"
		problems = append(problems, lang.Hygiene(m, src)...)
	}
	for _, p := range problems {
		rep.Findings = append(rep.Findings, analyzers.Finding{Code: p.Code, Severity: p.Severity, Message: p.Message, R: p.R})
	}
	d := defs{}
	if m != nil {
		d.addDefs(m, src)
	}
	stage = "reading of includes and sidecars"
	if read != nil && m != nil {
		rep.Findings = append(rep.Findings, readIncludes(path, m, lang, read, rep, d)...)
		rep.Findings = append(rep.Findings, readSidecars(path, m, lang, read)...)
		stage = "reading of a refinement"
		refine(path, m, lang, read, rep)
	}
	if m != nil && lang.Link != nil {
		lang.Link(m)
	}
	tests, rejects := SidecarPaths(path)
	rep.Deps = append(rep.Deps, tests...)
	rep.Deps = append(rep.Deps, rejects...)
	if m == nil {
		return rep
	}
	stage = "linking of implementations"
	ir.LinkImpls(m)
	// Names are resolved once per contract, before any analysis: every
	// reader of a library call asks the same resolution what shadows it.
	for _, c := range m.Contracts {
		c.Resolution = ir.Resolve(m, c)
	}
	stage = "analysis of the contracts"
	mode := mutationOff
	switch {
	case opts.Mutation && opts.Fast:
		mode = mutationCached
	case opts.Mutation:
		mode = mutationRun
	}
	di := d.index()
	// The memo makes room for every contract of the file before the
	// first is analysed, and learns afterwards what the file used.
	run := fmt.Sprint(path, "\x00", mode)
	store := opts.Memo
	if store == nil {
		store = NewMemo() // this analysis's own: remembered nowhere after it
	}
	store.expect(run, len(m.Contracts))
	use := &memoUse{store: store}
	defer func() {
		if ctx.Err() == nil { // a cancelled analysis used less than it would have
			store.record(run, use.used)
		}
	}()
	var deadline time.Time
	if opts.Budget > 0 {
		deadline = time.Now().Add(opts.Budget)
	}
	rep.Contracts = make([]ContractReport, len(m.Contracts))
	var q *quick
	if opts.Quick > 0 {
		from := began
		if !opts.QuickFrom.IsZero() && opts.QuickFrom.Before(began) {
			from = opts.QuickFrom
		}
		q = newQuick(from.Add(opts.Quick), opts.Previous)
		q.reserveMax = opts.Quick / 2
	}
	full := 0
	order := focusOrder(m.Contracts, opts.Focus)
	for k, i := range order {
		if ctx.Err() != nil {
			return nil
		}
		c := m.Contracts[i]
		if q != nil {
			// The first answer: what fits, the rest carried over.
			cr, pending, ok := q.analyse(ctx, c, len(order)-k-1, func(ctx context.Context) (ContractReport, bool) {
				return analyseContract(ctx, lang, m, di, c, opts, mode, use)
			})
			if !ok {
				var later bool
				t := time.Now()
				if cr, later, pending = q.deferred(ctx, lang, m, di, c, opts, use); later {
					rep.Deferred++
				}
				noteDeferred(time.Since(t))
			}
			if pending {
				rep.MutationPending++
			}
			rep.Contracts[i] = cr
			continue
		}
		copts := opts
		if !deadline.IsZero() {
			// The file's budget holds. The first contract is analysed
			// whole, its examples within what is left after its search
			// and mutation check's budgets (at least the fast path's);
			// a later one starts while time is left, and its examples,
			// search and mutation check share what is left, examples
			// first.
			left := time.Until(deadline)
			if full > 0 && left <= 0 {
				rep.Contracts[i] = overBudget(ctx, lang, m, di, c, opts, full, use)
				rep.OverBudget++
				continue
			}
			floor := analyzers.DefaultMetrics.Budget
			if full > 0 {
				floor = min(left, floor)
				copts.until = deadline
			}
			copts.exampleCap = max(left-searchReserve(mode), floor)
		}
		t := time.Now()
		cr, pending := analyseContract(ctx, lang, m, di, c, copts, mode, use)
		cr.Took = time.Since(t)
		if pending {
			rep.MutationPending++
		}
		rep.Contracts[i] = cr
		full++
	}
	if ctx.Err() != nil {
		return nil
	}
	return rep
}

// analyseContract runs the registry's analyzers on one contract, with
// check's memoized example check and search as the pass's services; a
// panic in one analyzer is an internal-error finding naming it, with the
// findings of the analyzers that finished.
func analyseContract(ctx context.Context, lang *Language, m *ir.Module, di *defIndex, c *ir.Contract, opts Options, mode mutationMode, use *memoUse) (ContractReport, bool) {
	pass := &analyzers.Pass{Ctx: ctx, Module: m, Contract: c,
		Examples: func() *analyzers.Metrics { return runMetrics(ctx, lang.Name(), m, di, c, exampleBudget(opts), use) },
		Search: func(pinned bool) *analyzers.SearchResult {
			return runAttack(ctx, lang.Name(), m, di, c, pinned, mode, opts.MutationFloor, opts.until, use).result()
		},
	}
	cr := run(pass)
	sr, _ := pass.ResultOf[analyzers.Searcher].(*analyzers.SearchResult)
	return cr, sr != nil && sr.Pending
}

// run runs the registry on a pass into the contract's report: its
// findings, its metrics and what its search said of itself.
func run(pass *analyzers.Pass) ContractReport {
	c := pass.Contract
	cr := ContractReport{Contract: c, Metrics: &analyzers.Metrics{}}
	g := &guard{c: c}
	cr.Findings = analyzers.RunAll(pass, func(name string, f func()) { g.run(name+" analysis", f) })
	if met, _ := pass.ResultOf[analyzers.Examples].(*analyzers.Metrics); met != nil {
		cr.Metrics = met
	}
	if sr, _ := pass.ResultOf[analyzers.Searcher].(*analyzers.SearchResult); sr != nil {
		cr.Weak, cr.Search, cr.Mutation = sr.Weak, sr.Search, sr.Mutation
	}
	if c.PostNoun != "" {
		g.run("wording", func() { cr.Findings = postNoun(cr.Findings, c) })
	}
	cr.Findings = append(cr.Findings, g.failed...)
	return cr
}

// guard runs the analyses of one contract: a panic in one of them is an
// internal-error finding naming it, and the others go on.
type guard struct {
	c      *ir.Contract
	failed []analyzers.Finding
}

func (g *guard) run(what string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			f := InternalError(what+" of "+g.c.Name, r)
			f.R = g.c.NameR
			g.failed = append(g.failed, f)
		}
	}()
	f()
}

// focusOrder is the order in which contracts are analysed: nearest the
// focus line first (file order without one, and between equals).
func focusOrder(cs []*ir.Contract, focus int) []int {
	order := make([]int, len(cs))
	for i := range order {
		order[i] = i
	}
	if focus > 0 {
		dist := func(i int) int {
			r := cs[i].R
			switch {
			case focus < r.Start.Line:
				return r.Start.Line - focus
			case focus > r.End.Line:
				return focus - r.End.Line
			}
			return 0
		}
		sort.SliceStable(order, func(a, b int) bool { return dist(order[a]) < dist(order[b]) })
	}
	return order
}

// overBudget is the report of a contract reached after the file's budget
// was spent: what is remembered of its examples and search, else the
// examples undecided (analyzers.ReasonBudget) and the search skipped,
// saying why; the static lints run (they read the text only).
func overBudget(ctx context.Context, lang *Language, m *ir.Module, di *defIndex, c *ir.Contract, opts Options, full int, use *memoUse) ContractReport {
	where := "in the file's order"
	if opts.Focus > 0 {
		where = "nearest the edit first"
	}
	why := fmt.Sprintf("the file's analysis budget of %s was spent on %s (%s)", opts.Budget, analyzers.Count(full, "other contract", "other contracts"), where)
	pass := &analyzers.Pass{Ctx: ctx, Module: m, Contract: c,
		// Remembered checks are used; the others come out undecided for
		// analyzers.ReasonBudget.
		Examples: func() *analyzers.Metrics {
			return runMetrics(ctx, lang.Name(), m, di, c, analyzers.MetricOptions{Budget: time.Nanosecond, Spent: why}, use)
		},
		Search: func(pinned bool) *analyzers.SearchResult {
			if ar := rememberedAttack(lang.Name(), m, di, c, pinned, opts.Mutation, opts.MutationFloor, use); ar != nil {
				return ar.result()
			}
			return &analyzers.SearchResult{Search: analyzers.Search{Status: analyzers.SearchSkipped, Reason: why}}
		},
	}
	return run(pass)
}

// InternalError is the finding for a panic in stage: a bug of
// specfaith's, said as such, with the panic's message and the line of
// specfaith's code that raised it. Call it from the deferred recover.
func InternalError(stage string, r any) analyzers.Finding {
	msg := fmt.Sprintf("internal error in the %s: %v", stage, r)
	if at := panicSite(); at != "" {
		msg += " (at " + at + ")"
	}
	return fileFinding(ir.SevError, CodeInternalError, clipRunes(msg+"; the rest of the results stand; please report this", 600))
}

// CodeInternalError is the finding for a failure of specfaith's own.
const CodeInternalError = "internal-error"

func clipRunes(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

// panicSite is the function and line of specfaith's own code where the
// panic being recovered was raised.
func panicSite() string {
	pc := make([]uintptr, 32)
	n := runtime.Callers(3, pc)
	frames := runtime.CallersFrames(pc[:n])
	past := false
	for {
		f, more := frames.Next()
		if strings.HasPrefix(f.Function, "runtime.") {
			past = true // frames below are the panicking code
		} else if past && strings.Contains(f.Function, "specfaith/") {
			return fmt.Sprintf("%s %s:%d", f.Function[strings.LastIndex(f.Function, "/")+1:], filepath.Base(f.File), f.Line)
		}
		if !more {
			return ""
		}
	}
}

// WithFixes returns a copy of the report with every contract's quick-fixes
// computed (Fixed set), leaving rep as it was; nil when ctx ends first.
func WithFixes(ctx context.Context, rep *FileReport, src string) *FileReport {
	out := *rep
	out.Contracts = append([]ContractReport(nil), rep.Contracts...)
	lang := LanguageFor(rep.Path)
	for i := range out.Contracts {
		if ctx.Err() != nil {
			return nil
		}
		out.Contracts[i].Fixes = Fixes(ctx, lang, &out, src, &out.Contracts[i])
	}
	if ctx.Err() != nil {
		return nil
	}
	out.Fixed = true
	return &out
}

// NeedsFixes says whether some contract of the report may have a
// quick-fix (a weak postcondition, or a required input rejected), so that
// computing them (WithFixes) can be worth it.
func (rep *FileReport) NeedsFixes() bool {
	for _, cr := range rep.Contracts {
		if cr.Weak {
			return true
		}
		for _, f := range cr.Findings {
			if Fixable(f) {
				return true
			}
		}
	}
	return false
}

// Has says whether the report has a finding with code on the contract
// named contract (false on a nil report: nothing was re-checked).
func (rep *FileReport) Has(contract, code string) bool {
	if rep == nil {
		return false
	}
	for _, c := range rep.Contracts {
		if c.Contract.Name != contract {
			continue
		}
		for _, f := range c.Findings {
			if f.Code == code {
				return true
			}
		}
	}
	return false
}

// ExamplesCut says whether some contract's example checks stopped at
// their budget (the editor's fast path gives them 150 ms): an analysis
// with the full budget decides them.
func (rep *FileReport) ExamplesCut() bool {
	for _, cr := range rep.Contracts {
		if cr.Metrics != nil && cr.Metrics.Stopped {
			return true
		}
	}
	return false
}

// Bounds on following includes.
const (
	maxIncludeDepth = 8
	maxIncludes     = 64
)

// readIncludes parses included files (transitively, bounded) and makes
// their functions and constants available to m, so a contract can use
// definitions kept in another file. A missing or broken include is a
// warning at the include directive.
func readIncludes(path string, m *ir.Module, lang *Language, read ReadFile, rep *FileReport, d defs) []analyzers.Finding {
	var out []analyzers.Finding
	seen := map[string]bool{filepath.Clean(path): true}
	type item struct {
		from  string
		inc   ir.Include
		depth int
		top   bool
	}
	var queue []item
	for _, inc := range m.Includes {
		queue = append(queue, item{path, inc, 1, true})
	}
	warn := func(it item, msg string) {
		r := it.inc.R
		if !it.top {
			r = ir.Range{Start: ir.Pos{Line: 1, Col: 1}, End: ir.Pos{Line: 1, Col: 1}}
		}
		out = append(out, analyzers.Finding{Code: "include", Severity: ir.SevWarning, R: r, Message: msg})
	}
	for len(queue) > 0 && len(seen) <= maxIncludes {
		it := queue[0]
		queue = queue[1:]
		p := it.inc.Path
		if !filepath.IsAbs(p) {
			p = filepath.Join(filepath.Dir(it.from), p)
		}
		p = filepath.Clean(p)
		if seen[p] {
			continue
		}
		seen[p] = true
		rep.Deps = append(rep.Deps, p)
		data, err := read(p)
		if err != nil {
			if !it.inc.Optional {
				warn(it, fmt.Sprintf("cannot read included file %s: %v", it.inc.Path, err))
			}
			continue
		}
		if len(data) > MaxFileSize {
			warn(it, fmt.Sprintf("included file %s is larger than %d bytes; not read", it.inc.Path, MaxFileSize))
			continue
		}
		inc := parsed.parse(lang, p, string(data))
		if len(inc.Problems) > 0 && it.top {
			warn(it, fmt.Sprintf("included file %s has %d syntax problems (first: %s)", it.inc.Path, len(inc.Problems), inc.Problems[0].Message))
		}
		m.Merge(inc)
		d.addDefs(inc, string(data))
		if it.depth < maxIncludeDepth {
			for _, next := range inc.Includes {
				queue = append(queue, item{p, next, it.depth + 1, false})
			}
		}
	}
	return out
}

// Unreadable is the report of a file that could not be read: too large
// (file-too-large), not a regular file, or an I/O error (unreadable).
func Unreadable(path string, err error) *FileReport {
	rep := &FileReport{Path: path}
	if l := LanguageFor(path); l != nil {
		rep.Lang = l.Name()
	}
	var tl *safefs.TooLarge
	switch {
	case errors.As(err, &tl):
		rep.Findings = append(rep.Findings, fileFinding(ir.SevInfo, "file-too-large",
			fmt.Sprintf("file is %d bytes; specfaith analyses files up to %d bytes", tl.Size, MaxFileSize)))
	case errors.Is(err, safefs.ErrNotRegular):
		rep.Findings = append(rep.Findings, fileFinding(ir.SevError, "unreadable", "not a regular file (a device, FIFO or directory): not read"))
	default:
		rep.Findings = append(rep.Findings, fileFinding(ir.SevError, "unreadable", "cannot be read: "+err.Error()))
	}
	return rep
}

// ReadSpec reads a spec file named by the user: a regular file, at most
// MaxFileSize bytes (a symlink to /dev/zero or a FIFO is refused, not
// read).
func ReadSpec(path string) ([]byte, error) {
	return safefs.ReadFile("", path, MaxFileSize)
}

func fileFinding(sev ir.Severity, code, msg string) analyzers.Finding {
	p := ir.Pos{Line: 1, Col: 1}
	return analyzers.Finding{Code: code, Severity: sev, Message: msg, R: ir.Range{Start: p, End: p}}
}

// All returns every finding of the file as shown, file-level first.
func (r *FileReport) All() []analyzers.Finding {
	out := append([]analyzers.Finding(nil), r.Findings...)
	for i := range r.Contracts {
		out = append(out, Shown(&r.Contracts[i], r.Contracts[i].Judge)...)
	}
	return out
}

// postNoun says "the spec of f" where a finding says "the postcondition",
// for contracts the file states otherwise (Lean theorems about f). The
// findings are copies: the memo keeps the originals.
// resultWords are the compiled patterns of resultWord, by name: a few
// names (result, r, res) recur over thousands of contracts.
var resultWords struct {
	sync.Mutex
	m map[string]*regexp.Regexp
}

// resultWord matches a result's name as a word of a message, and a "["
// after it.
func resultWord(name string) *regexp.Regexp {
	resultWords.Lock()
	defer resultWords.Unlock()
	if re, ok := resultWords.m[name]; ok {
		return re
	}
	if resultWords.m == nil || len(resultWords.m) >= 256 {
		resultWords.m = map[string]*regexp.Regexp{}
	}
	re := regexp.MustCompile(`(^|[^\w.'])` + regexp.QuoteMeta(name) + `\b(\[?)`)
	resultWords.m[name] = re
	return re
}

func postNoun(fs []analyzers.Finding, c *ir.Contract) []analyzers.Finding {
	noun := c.PostNoun
	var res *regexp.Regexp
	if c.ResultNoun != "" && len(c.Results) == 1 {
		// The result as the file writes it: isqrt n, (isqrt n)[1].
		res = resultWord(c.Results[0].Name)
	}
	out := make([]analyzers.Finding, len(fs))
	reword := func(m string) string {
		m = strings.ReplaceAll(m, "the postcondition", "the "+noun)
		m = postWord.ReplaceAllString(m, "${1}the "+noun)
		m = postWordCap.ReplaceAllString(m, "${1}The "+noun)
		if res != nil {
			m = res.ReplaceAllStringFunc(m, func(w string) string {
				sub := res.FindStringSubmatch(w)
				if sub[2] == "[" {
					return sub[1] + "(" + c.ResultNoun + ")["
				}
				return sub[1] + c.ResultNoun
			})
		}
		return m
	}
	// Text in backquotes is quoted from the file: a `let result := …`
	// there is the file's own name, left as written.
	rewordQuoted := func(m string) string {
		parts := strings.Split(m, "`")
		for k := 0; k < len(parts); k += 2 {
			parts[k] = reword(parts[k])
		}
		return strings.Join(parts, "`")
	}
	for i, f := range fs {
		f.Message = rewordQuoted(f.Message)
		if len(f.Related) > 0 {
			rel := slices.Clone(f.Related)
			for k := range rel {
				rel[k].Message = rewordQuoted(rel[k].Message)
			}
			f.Related = rel
		}
		out[i] = f
	}
	return out
}

// postWord is "postcondition" standing alone (not in a finding code).
var (
	postWord    = lazyre.New(`(^|[^-\w])postcondition\b`)
	postWordCap = lazyre.New(`(^|[^-\w])Postcondition\b`)
)
