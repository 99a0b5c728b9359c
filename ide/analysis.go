package ide

import (
	"context"
	"crypto/sha256"
	"maps"
	"sync"
	"time"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/check"
	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/toolchain"
)

// Stage says how far the analysis of a version has got.
type Stage int

const (
	// Pending: not analysed yet (a document just opened).
	Pending Stage = iota
	// Fast: the analysis after an edit (remembered mutation results only).
	Fast
	// Idle: the pass after a pause in typing, with the mutation check.
	Idle
	// Fixed: the quick-fixes are computed (or were given up).
	Fixed
)

// Analysis is everything an editor shows for one version of a document
// (models: rust-analyzer's Analysis, gopls' snapshot): the text, the
// files the analysis read, and slots for specfaith's analysis (fast →
// idle → fixed), the toolchain's result and the judge's verdicts. Its
// methods take byte offsets and return plain data.
//
// Invariant: an Analysis never changes once made. Each pipeline — the
// fast pass, the idle pass, the quick-fixes, a toolchain run, the judge —
// makes the next value of the same version with its slot filled, and the
// server publishes that value whole.
type Analysis struct {
	version int32
	path    string
	text    string
	lines   *ir.Lines
	stage   Stage
	rep     *check.FileReport // nil while Pending
	index   *Index
	// reads are the other files the analysis read, by path, with a hash
	// of what it read (includes and sidecars come from the value, never
	// from the live overlay).
	reads map[string][sha256.Size]byte
	tool  Tool
	// checks are the verifier's verdicts on the quick-fixes, by fixKey.
	checks map[string]FixCheck
	judges *Judges
	judged []*analyzers.Judgement // per rep.Contracts
}

// Tool is the toolchain slot of an Analysis.
type Tool struct {
	// Name is the toolchain ("dafny").
	Name string
	// Running: a run is in flight.
	Running bool
	// Result is the last finished run (nil: none yet), about the text of
	// document version Version: when that is not the Analysis's version,
	// the result is shown as before the last edit and its diagnostics
	// are not shown at all.
	Result  *toolchain.Result
	Version int32
	// Off says why no toolchain runs ("": one does).
	Off string
}

// Open is the value of a document before its first analysis.
func Open(version int32, path, text string) *Analysis {
	return &Analysis{version: version, path: path, text: text, lines: ir.NewLines(text), index: &Index{}}
}

// ReadFile reads a file an analysis needs (includes, sidecars).
type ReadFile func(path string) ([]byte, error)

// Options configure one analysis.
type Options struct {
	// Idle is the pass after a pause in typing: the mutation check runs
	// (when Mutation) instead of using remembered results only.
	Idle     bool
	Mutation bool
	// MutationFloor: see check.Options (negative: never a warning).
	MutationFloor float64
	// Budget bounds the examples and searches of the whole file; Focus
	// is the line they start from (1-based; 0: the file's order).
	Budget time.Duration
	Focus  int
	Read   ReadFile
	// Judges holds the judge's verdicts (nil: the judge is off).
	Judges *Judges
	// Memo remembers per-contract results from one analysis to the next
	// (nil: nothing is remembered).
	Memo *Memo
	// Quick bounds the first answer to an edit (check.Options.Quick);
	// Previous is the value shown now, whose findings of the contracts
	// that do not fit are carried over, marked as being re-checked.
	Quick    time.Duration
	Previous *Analysis
	// QuickFrom is when the edit arrived (check.Options.QuickFrom).
	QuickFrom time.Time
}

// Memo remembers per-contract analyses across a session's analyses
// (check.Memo: bounded by bytes, least recently used first out).
type Memo struct{ m *check.Memo }

// NewMemo makes a session's memo.
func NewMemo() *Memo { return &Memo{m: check.NewMemo()} }

// Analyze analyses version's text. The result has empty toolchain slot:
// the caller carries the current value's over (After). nil when ctx ends
// first.
func Analyze(ctx context.Context, version int32, path, text string, o Options) *Analysis {
	reads := map[string][sha256.Size]byte{}
	var mu sync.Mutex
	var read check.ReadFile
	if o.Read != nil {
		read = func(p string) ([]byte, error) {
			b, err := o.Read(p)
			if err == nil {
				mu.Lock()
				reads[p] = sha256.Sum256(b)
				mu.Unlock()
			}
			return b, err
		}
	}
	var memo *check.Memo
	if o.Memo != nil {
		memo = o.Memo.m
	}
	var prev *check.FileReport
	if o.Previous != nil {
		prev = o.Previous.rep
	}
	rep := check.RunWith(ctx, path, text, read, check.Options{
		Mutation: o.Mutation, Fast: !o.Idle, MutationFloor: o.MutationFloor, Budget: o.Budget, Focus: o.Focus, Memo: memo,
		Quick: o.Quick, QuickFrom: o.QuickFrom, Previous: prev,
	})
	if rep == nil {
		return nil
	}
	mu.Lock() // a copy: nothing written later can reach the value
	a := &Analysis{version: version, path: path, text: text, lines: ir.NewLines(text), stage: Fast, reads: maps.Clone(reads), judges: o.Judges}
	mu.Unlock()
	if o.Idle {
		a.stage = Idle
	}
	a.setReport(rep)
	return a
}

func (a *Analysis) setReport(rep *check.FileReport) {
	a.rep = rep
	a.index = NewIndex(rep, a.text)
	a.judge()
}

// judge reads the judge's verdicts for the value's contracts.
func (a *Analysis) judge() {
	a.judged = nil
	if a.rep == nil || a.judges == nil {
		return
	}
	a.judged = make([]*analyzers.Judgement, len(a.rep.Contracts))
	for i := range a.rep.Contracts {
		a.judged[i] = a.judges.c.Of(a.rep, a.text, &a.rep.Contracts[i])
	}
}

// Version is the document version the value is about.
func (a *Analysis) Version() int32 { return a.version }

// Text is the version's text.
func (a *Analysis) Text() string { return a.text }

// Lines maps the text's offsets to lines and UTF-16 columns.
func (a *Analysis) Lines() *ir.Lines { return a.lines }

// Stage is how far the analysis has got.
func (a *Analysis) Stage() Stage { return a.stage }

// Analyzed says specfaith's analysis is in (the value is not Pending).
func (a *Analysis) Analyzed() bool { return a.rep != nil }

// Tool is the toolchain slot.
func (a *Analysis) Tool() Tool { return a.tool }

// SameAnalysis says b carries the same specfaith analysis as a (only
// other slots may differ): a pipeline derived from a may still land on b.
func (a *Analysis) SameAnalysis(b *Analysis) bool {
	return a != nil && b != nil && a.version == b.version && a.rep == b.rep
}

// After is a with the toolchain slot of cur, the document's value it
// replaces, and the judge's verdicts read again (one may have landed
// while a was computed).
func (a *Analysis) After(cur *Analysis) *Analysis {
	next := *a
	if cur != nil {
		next.tool = cur.tool
		if cur.text == a.text {
			next.checks = cur.checks // a fix's key is about this text
		}
	}
	if next.judges != nil {
		next.judge()
	}
	return &next
}

// WithTool is the value with the toolchain slot t.
func (a *Analysis) WithTool(t Tool) *Analysis {
	next := *a
	next.tool = t
	return &next
}

// Rejudged is the value with the judge's verdicts read again (after a
// judgement landed).
func (a *Analysis) Rejudged() *Analysis {
	next := *a
	next.judge()
	return &next
}

// NeedsIdle says the idle pass has work: mutants not yet run, quick-fixes
// to compute, or contracts or examples left over by the fast pass's
// budget.
func (a *Analysis) NeedsIdle() bool {
	return a.rep != nil && (a.rep.MutationPending > 0 || a.rep.NeedsFixes() || a.rep.OverBudget > 0 || a.rep.ExamplesCut())
}

// Deferred says the value is a first answer: some contracts keep earlier
// findings while their examples or search run again.
func (a *Analysis) Deferred() bool { return a.rep != nil && a.rep.Deferred > 0 }

// NeedsFixes says some contract may have a quick-fix and they are not
// computed yet.
func (a *Analysis) NeedsFixes() bool {
	return a.rep != nil && a.stage != Fixed && a.rep.NeedsFixes()
}

// WithFixes computes the quick-fixes of every contract (nil when ctx ends
// first).
func (a *Analysis) WithFixes(ctx context.Context) *Analysis {
	if a.rep == nil {
		return nil
	}
	rep := check.WithFixes(ctx, a.rep, a.text)
	if rep == nil {
		return nil
	}
	next := *a
	next.stage = Fixed
	next.setReport(rep)
	return &next
}

// FixesGivenUp is the value marked Fixed without fixes (the idle pass
// ran out of time): code actions stop waiting for them.
func (a *Analysis) FixesGivenUp() *Analysis {
	next := *a
	next.stage = Fixed
	return &next
}

// Large says the file is too large for a code action to wait for the idle
// pass: its budget was spent, or it has hundreds of contracts.
func (a *Analysis) Large() bool {
	return a.rep != nil && (a.rep.OverBudget > 0 || len(a.rep.Contracts) > 200)
}

// Deps are the other files the analysis read or would read: a change to
// one calls for a new analysis. Before the first analysis, the sidecars.
func (a *Analysis) Deps() []string {
	if a.rep != nil {
		return a.rep.Deps
	}
	tests, rejects := check.SidecarPaths(a.path)
	return append(tests, rejects...)
}

// Read says whether the analysis read path, and the hash of what it read.
func (a *Analysis) Read(path string) ([sha256.Size]byte, bool) {
	h, ok := a.reads[path]
	return h, ok
}

// InternalErrors are the messages of the analysis's internal-error
// findings (a panic inside an analyzer, reported to the user and logged).
func (a *Analysis) InternalErrors() []string {
	if a.rep == nil {
		return nil
	}
	var out []string
	for _, f := range a.rep.All() {
		if f.Code == check.CodeInternalError {
			out = append(out, f.Message)
		}
	}
	return out
}

// judgementOf is the judge's verdict on the i-th contract (nil: none).
func (a *Analysis) judgementOf(i int) *analyzers.Judgement {
	if i < len(a.judged) {
		return a.judged[i]
	}
	return nil
}

// contractIndex is cr's position in the report (-1: not of this report).
func (a *Analysis) contractIndex(cr *check.ContractReport) int {
	for i := range a.rep.Contracts {
		if &a.rep.Contracts[i] == cr {
			return i
		}
	}
	return -1
}
