package ide

import (
	"context"
	"strings"
	"time"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/check"
	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/llm"
	"github.com/specfaith/specfaith/toolchain"
)

// What an Analysis shows, as plain data; the server only translates it
// into protocol types.

// DiagOptions are the configuration's say in the diagnostics.
type DiagOptions struct {
	// Metrics shows specfaith's own findings (off: the judge's only).
	Metrics  bool
	Severity Severities
}

// Diagnostics of the value: the one merge rule (see diagnostics). A
// toolchain result of another version is left out.
func (a *Analysis) Diagnostics(o DiagOptions) []Diagnostic {
	if a.rep == nil {
		return []Diagnostic{}
	}
	var tool *toolchain.Result
	if a.tool.Version == a.version {
		tool = a.tool.Result
	}
	var judged judgedFunc
	if a.judged != nil { // the judge is on: each contract's verdict by its place
		at := make(map[*check.ContractReport]int, len(a.rep.Contracts))
		for i := range a.rep.Contracts {
			at[&a.rep.Contracts[i]] = i
		}
		judged = func(cr *check.ContractReport) *analyzers.Judgement {
			if i, ok := at[cr]; ok {
				return a.judgementOf(i)
			}
			return nil
		}
	}
	return diagnostics(a.rep, o.Metrics, judged, tool, o.Severity)
}

// ToolStatus is the toolchain's status of a version, for a status bar.
// Its Summary is word for word the toolchain lens's title, so the two
// never disagree (on staleness above all).
type ToolStatus struct {
	Tool    string
	Status  string // off, running, or the result's status (ok, errors, timeout, …)
	Summary string
	// Version is the document version the result is about.
	Version int32
	// Stale: the result is of an earlier text (the user edited since).
	Stale bool
}

// ToolStatus is the status of the toolchain slot; false when there is
// nothing to say yet.
func (a *Analysis) ToolStatus() (ToolStatus, bool) {
	t := a.tool
	switch {
	case t.Off != "":
		return ToolStatus{Status: "off", Summary: t.Off}, true
	case t.Result == nil && t.Running:
		return ToolStatus{Tool: t.Name, Status: "running", Summary: t.Name + ": checking…"}, true
	case t.Result == nil:
		return ToolStatus{}, false
	}
	st := ToolStatus{Tool: t.Result.Tool, Status: string(t.Result.Status), Summary: t.Result.Summary(), Version: t.Version}
	switch {
	case t.Running:
		st.Status = "running"
		st.Summary += " (re-checking…)"
	case t.Version != a.version:
		st.Stale = true
		st.Summary += " (before your last edit)"
	}
	return st, true
}

// ToolLens is the file's toolchain lens title (false: none).
func (a *Analysis) ToolLens() (string, bool) {
	if a.tool.Off != "" {
		return "", false
	}
	st, ok := a.ToolStatus()
	return st.Summary, ok
}

// Lens is a code lens: a title over a range.
type Lens struct {
	R     ir.Range
	Title string
}

// Lenses are the contracts' metrics lenses.
func (a *Analysis) Lenses() []Lens {
	if a.rep == nil {
		return nil
	}
	out := make([]Lens, 0, len(a.rep.Contracts))
	for i := range a.rep.Contracts {
		cr := &a.rep.Contracts[i]
		out = append(out, Lens{R: cr.Contract.NameR, Title: LensTitle(cr, a.judgementOf(i))})
	}
	return out
}

// ContractTitles are "name: lens" per contract, its verdict and metrics
// (the rerun command's answer).
func (a *Analysis) ContractTitles() []string {
	titles := []string{}
	if a.rep == nil {
		return titles
	}
	for i := range a.rep.Contracts {
		cr := &a.rep.Contracts[i]
		titles = append(titles, cr.Contract.Name+": "+LensTitle(cr, a.judgementOf(i)))
	}
	return titles
}

// Hover is the Markdown for the contract at off and the range it is
// about (false: no contract there).
func (a *Analysis) Hover(off int) (string, ir.Range, bool) {
	if a.rep == nil {
		return "", ir.Range{}, false
	}
	cr := a.index.At(off)
	if cr == nil {
		return "", ir.Range{}, false
	}
	return hover(cr, off, a.judgementOf(a.contractIndex(cr))), cr.Contract.NameR, true
}

// Informalization of the contract named name ("": the first).
func (a *Analysis) Informalization(name string) (string, bool) {
	if a.rep == nil {
		return "", false
	}
	for i := range a.rep.Contracts {
		cr := &a.rep.Contracts[i]
		if name == "" || cr.Contract.Name == name {
			return Informalization(cr), true
		}
	}
	return "", false
}

// Actions are the code actions for the contract at off. A contract whose
// fixes the idle pass has not computed gets its own, within budget (0:
// none); otherwise they come from the analysis.
func (a *Analysis) Actions(ctx context.Context, off int, budget time.Duration) []Action {
	if a.rep == nil || a.rep.Module == nil {
		return nil
	}
	cr := a.index.At(off)
	if cr == nil {
		return nil
	}
	l := check.LanguageFor(a.path)
	if a.stage != Fixed && budget > 0 {
		// The fixes of the contract asked about, within the budget: the
		// idle pass's (checked against the mutants) are not in yet, or a
		// large file never gets them.
		one := *cr
		one.Fixes = fixesWithin(ctx, budget, func(ctx context.Context) []check.Fix { return check.Fixes(ctx, l, a.rep, a.text, cr) })
		cr = &one
	}
	return actions(l, cr, a.text, a.fixCheck)
}

// Evidence is the evidence report of the contracts whose extent holds
// line (0-based; negative: every contract), as data and as Markdown.
func (a *Analysis) Evidence(line int) ([]EvidenceReport, string) {
	if a.rep == nil {
		return nil, ""
	}
	var out []EvidenceReport
	var doc strings.Builder
	for i := range a.rep.Contracts {
		cr := &a.rep.Contracts[i]
		if start, end, ok := a.index.Extent(cr); line >= 0 && ok {
			l0, _ := a.lines.UTF16(start)
			l1, _ := a.lines.UTF16(end)
			if line < l0 || line > l1 {
				continue
			}
		}
		er, md := evidenceOf(cr, a.judgementOf(i))
		out = append(out, er)
		doc.WriteString(md)
	}
	return out, doc.String()
}

// JudgeResult is one contract's verdict, for the judge command.
type JudgeResult struct {
	Contract string `json:"contract"`
	Verdict  any    `json:"verdict,omitempty"`
	Evidence any    `json:"evidence,omitempty"`
	Reading  any    `json:"informalization,omitempty"`
}

// JudgeResults are the verdicts of the judged contracts.
func (a *Analysis) JudgeResults() []JudgeResult {
	out := []JudgeResult{}
	if a.rep == nil {
		return out
	}
	for i, cr := range a.rep.Contracts {
		if j := a.judgementOf(i); j != nil {
			r := JudgeResult{Contract: cr.Contract.Name, Evidence: j.Evidence}
			if j.Verdict != nil {
				r.Verdict = j.Verdict
			}
			if j.Reading != nil {
				r.Reading = j.Reading
			}
			out = append(out, r)
		}
	}
	return out
}

// ---- the judge ----

// Judges keeps the LLM judge's verdicts across a session's analyses
// (check.Judges: keyed by model and contract text, bounded).
type Judges struct{ c *check.Judges }

// NewJudges keeps the verdicts of the model named model (provider, model
// and URL: another's verdicts are not reused).
func NewJudges(model string) *Judges { return &Judges{c: &check.Judges{Model: model}} }

// JudgeNote says how one contract's judgement went, for the log.
type JudgeNote struct {
	Contract string
	OK       bool
	Reason   string // when not OK
	Match    bool
	Category string
	Cached   bool
}

// Judge runs the two-step judge on the value's contracts that have a
// requirement and no verdict yet, with client, calling judged after each
// (the caller installs a.Rejudged() of its current value). It stops when
// ctx ends.
func (a *Analysis) Judge(ctx context.Context, js *Judges, client *llm.Client, judged func(JudgeNote)) {
	if a.rep == nil || js == nil {
		return
	}
	scope := "LLM judge (" + client.Describe() + "), two steps"
	js.c.JudgeFile(ctx, client, a.rep, a.text, scope, func(name string, j *analyzers.Judgement) {
		n := JudgeNote{Contract: name, OK: j.Evidence.Status == analyzers.StatusOK, Reason: j.Evidence.Reason, Cached: j.Cached}
		if j.Verdict != nil {
			n.Match, n.Category = j.Verdict.Match, j.Verdict.Category
		}
		if judged != nil {
			judged(n)
		}
	})
}

// ---- files ----

// Disk reads files inside root (symlinks resolved; outside: an error).
func Disk(root string) ReadFile { return ReadFile(check.Disk(root)) }

// ProjectRoot is the root a file's reads are confined to when the
// editor named no workspace (check.ProjectRoot).
func ProjectRoot(path string) string { return check.ProjectRoot(path) }

// fixesWithin is f's fixes if it ends within budget, else none: the
// answer does not wait for a computation that polls its context late (it
// is cancelled, and what it finds is dropped).
func fixesWithin(ctx context.Context, budget time.Duration, f func(context.Context) []check.Fix) []check.Fix {
	fctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	ch := make(chan []check.Fix, 1)
	go func() {
		defer func() {
			if recover() != nil {
				ch <- nil // a panic is the idle pass's to report; here, no fix
			}
		}()
		ch <- f(fctx)
	}()
	select {
	case fixes := <-ch:
		return fixes
	case <-fctx.Done():
		return nil
	}
}
