package ide

import (
	"fmt"
	"sort"
	"strings"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/analyzers/informal"
	"github.com/specfaith/specfaith/check"
	"github.com/specfaith/specfaith/ir"
)

// ---- where contracts are ----

// Index finds the contract under a position in time logarithmic in the
// number of contracts: the extents are computed once per analysis.
type Index struct {
	spans []span // sorted by start
	// maxLen is the longest extent: a lookup scans back no further.
	maxLen int
}

type span struct {
	start, end int
	cr         *check.ContractReport
}

// NewIndex computes every contract's extent once.
func NewIndex(rep *check.FileReport, text string) *Index {
	ix := &Index{}
	if rep == nil {
		return ix
	}
	defs := definitionSpans(rep.Module)
	for i := range rep.Contracts {
		cr := &rep.Contracts[i]
		start, end := extent(text, defs, cr.Contract)
		ix.spans = append(ix.spans, span{start, end, cr})
		ix.maxLen = max(ix.maxLen, end-start)
	}
	sort.SliceStable(ix.spans, func(a, b int) bool { return ix.spans[a].start < ix.spans[b].start })
	return ix
}

// At is the contract whose extent holds the offset; of nested ones (a
// Lean precondition kept apart), the smallest.
func (ix *Index) At(off int) *check.ContractReport {
	// The spans starting at or before off, scanned back while one could
	// still reach it.
	i := sort.Search(len(ix.spans), func(k int) bool { return ix.spans[k].start > off })
	var best *check.ContractReport
	size := 0
	for k := i - 1; k >= 0 && off-ix.spans[k].start <= ix.maxLen; k-- {
		sp := ix.spans[k]
		if off <= sp.end && (best == nil || sp.end-sp.start < size) {
			best, size = sp.cr, sp.end-sp.start
		}
	}
	return best
}

// Extent is the text the contract owns (see extent).
func (ix *Index) Extent(cr *check.ContractReport) (start, end int, ok bool) {
	for _, sp := range ix.spans {
		if sp.cr == cr {
			return sp.start, sp.end, true
		}
	}
	return 0, 0, false
}

// definitionSpans are the module's function definitions sorted by start
// (a clause kept in a definition of its own brings that definition into
// its contract's extent).
func definitionSpans(m *ir.Module) []ir.Range {
	if m == nil {
		return nil
	}
	var out []ir.Range
	for _, f := range m.Funcs {
		if f.R.Start.Line > 0 {
			out = append(out, f.R)
		}
	}
	sort.Slice(out, func(a, b int) bool {
		if out[a].Start.Offset != out[b].Start.Offset {
			return out[a].Start.Offset < out[b].Start.Offset
		}
		return out[a].End.Offset > out[b].End.Offset
	})
	return out
}

// extent is the text a contract owns: whole lines from the first of its
// doc comment, declaration and clauses through the last of them, with
// whatever lies between (a Python docstring after the def, comments
// between clauses). A clause kept in a definition of its own (Lean's
// F_precond) brings the smallest definition that holds it.
func extent(text string, defs []ir.Range, c *ir.Contract) (start, end int) {
	start, end = c.R.Start.Offset, c.R.End.Offset
	grow := func(r ir.Range) {
		if r.Start.Line > 0 && r.Start.Offset <= r.End.Offset {
			start, end = min(start, r.Start.Offset), max(end, r.End.Offset)
		}
	}
	inside := func(outer, r ir.Range) bool {
		return outer.Start.Offset <= r.Start.Offset && r.End.Offset <= outer.End.Offset
	}
	grow(c.DocR)
	for _, cl := range c.Clauses {
		grow(cl.R)
		if inside(c.R, cl.R) {
			continue
		}
		// The definitions starting at or before the clause; the last
		// one that holds it is the smallest (definitions nest).
		k := sort.Search(len(defs), func(k int) bool { return defs[k].Start.Offset > cl.R.Start.Offset })
		var def *ir.Range
		for j := k - 1; j >= 0 && j >= k-maxDefScan; j-- {
			if inside(defs[j], cl.R) && (def == nil || defs[j].End.Offset-defs[j].Start.Offset < def.End.Offset-def.Start.Offset) {
				def = &defs[j]
			}
		}
		if def != nil {
			grow(*def)
		}
	}
	start, end = max(0, min(start, len(text))), max(0, min(end, len(text)))
	start = strings.LastIndexByte(text[:start], '\n') + 1
	if i := strings.IndexByte(text[end:], '\n'); i >= 0 {
		end += i
	} else {
		end = len(text)
	}
	return start, end
}

// maxDefScan bounds the definitions looked at before a clause (nested
// definitions are few; a flat file has its holder right before).
const maxDefScan = 64

// ---- hover ----

// hover is the Markdown shown for the contract cr at offset off: the
// clause under the cursor read back, the requirement, the whole reading,
// what the search left open, the judge's verdict and the metrics.
func hover(cr *check.ContractReport, off int, j *analyzers.Judgement) string {
	c := cr.Contract
	var sb strings.Builder
	for _, cl := range c.Clauses {
		start := cl.R.Start.Offset
		if c.FromTheorems && cl.R.Start.Col > 1 {
			start -= cl.R.Start.Col - 1 // a theorem's clause sits on its name: its line's start counts
		}
		if (cl.Kind == ir.Requires || cl.Kind == ir.Ensures) && off >= start && off <= cl.R.End.Offset {
			fmt.Fprintf(&sb, "**%s** %s\n\n%s\n\n", cl.Kind, codeSpan(cl.Text), md(informal.InformalizeClause(c, cl)))
			if c.FromTheorems {
				// Which function a theorem was read into is a choice: say it.
				fmt.Fprintf(&sb, "Read as a clause of %s: its conclusion constrains the result of %s; other functions it names are read as helpers.\n\n", codeSpan(c.Name), codeSpan(c.Name))
			}
			sb.WriteString("---\n\n")
		}
	}
	// The reading comes first: it is what the hover is for, and the
	// requirement below is what to compare it with. Its lines are kept
	// apart (a Markdown hard break), not run into one paragraph.
	fmt.Fprintf(&sb, "**What the contract says** (read back from the clauses of %s %s, without the requirement):\n\n%s\n\n",
		c.Decl, codeSpan(c.Name), hardBreaks(md(informal.Informalize(c))))
	if c.Requirement != "" {
		fmt.Fprintf(&sb, "**Requirement** (doc comment):\n\n%s\n\n", quote(md(c.Requirement)))
	} else {
		sb.WriteString("**Requirement:** none written (add a doc comment above the declaration).\n\n")
	}
	// The requirement's claims next to what the clauses say of each, and
	// the judge's verdict beside them: the deterministic half first.
	if lines := analyzers.ClaimLines(c, cr.Findings); len(lines) > 0 {
		sb.WriteString("**The requirement says / the contract says** (claims read from the doc comment, each checked against the clauses):\n\n")
		for _, l := range lines {
			fmt.Fprintf(&sb, "- %s\n", md(l))
		}
		sb.WriteString("\n")
	}
	if j != nil {
		sb.WriteString(judgeHover(j))
	}
	sb.WriteString(leftFree(cr))
	if t := cr.Search.Text(); t != "" {
		fmt.Fprintf(&sb, "**Search without examples:** %s\n\n", md(t))
	}
	if hasExamples(c) {
		sb.WriteString(metricTable(cr.Metrics))
	} else {
		sb.WriteString("**Examples:** none. Rreq, R+ and R− measure the contract against examples written in its doc comment (`@accept x = 1 -> r = 2`, `@reject …`, `@input …`).\n")
	}
	return sb.String()
}

// hasExamples says whether the contract has an example of any kind.
func hasExamples(c *ir.Contract) bool {
	ex := c.Examples
	return len(ex.Required)+len(ex.Accepted)+len(ex.Rejected)+len(ex.RejectedInputs) > 0
}

// hardBreaks ends each line but the last with a Markdown hard break, so
// that a reading of several lines is shown as several lines.
func hardBreaks(s string) string {
	return strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "  \n")
}

var metricNames = []struct{ key, short string }{
	{analyzers.RequiredInputRecall, "Rreq (required inputs admitted)"},
	{analyzers.PositiveTestRecall, "R+ (intended outputs accepted)"},
	{analyzers.NegativeTestRejection, "R− (unintended outputs rejected)"},
	{analyzers.RejectedInputRecall, "inputs-to-reject rejected"},
}

func metricTable(m *analyzers.Metrics) string {
	var sb strings.Builder
	sb.WriteString("| metric | value | evidence |\n|---|---|---|\n")
	for i, e := range m.All()[:4] {
		ev := ""
		switch {
		case e.Status != analyzers.StatusOK:
			ev = "⊥ " + mdCell(e.Reason)
		case len(e.Failed) > 0:
			ev = "fails on " + mdCell(e.Failed[0].Example)
			if len(e.Failed) > 1 {
				ev += fmt.Sprintf(" and %d more", len(e.Failed)-1)
			}
		default:
			ev = mdCell(e.Scope)
		}
		if len(e.Undecided) > 0 && e.Status == analyzers.StatusOK {
			ev += fmt.Sprintf("; %d undecided", len(e.Undecided))
		}
		fmt.Fprintf(&sb, "| %s | %s | %s |\n", metricNames[i].short, e.Ratio(), ev)
	}
	return sb.String()
}

// judgeHover shows the LLM's reading beside the deterministic one, and the
// verdict or why there is none.
func judgeHover(j *analyzers.Judgement) string {
	var sb strings.Builder
	if j.Reading != nil {
		fmt.Fprintf(&sb, "**What the contract says, read by the LLM** (without the requirement):\n\n%s\n\n", quote(md(j.Reading.Text())))
	}
	switch {
	case j.Evidence.Status != analyzers.StatusOK:
		fmt.Fprintf(&sb, "**LLM judge:** ⊥ %s\n\n", md(j.Evidence.Reason))
	case j.Verdict.Match:
		fmt.Fprintf(&sb, "**LLM judge:** matches the requirement. %s\n\n", md(j.Verdict.Explanation))
	default:
		fmt.Fprintf(&sb, "**LLM judge:** disputed (%s). %s\n\n", md(j.Verdict.Category), md(j.Verdict.Explanation))
	}
	return sb.String()
}

// leftFree is the hover's list of what the attacks found left open.
func leftFree(cr *check.ContractReport) string {
	if s := analyzers.LeftOpen(cr.Findings); s != "" {
		return "**" + strings.Replace(md(s), ":\n", ":**\n\n", 1) + "\n\n"
	}
	return ""
}

// ---- code lens ----

// LensTitle is the code lens text for a contract: its verdict (with the
// judge's j, nil: none), short, then its metrics where it has examples.
func LensTitle(cr *check.ContractReport, j *analyzers.Judgement) string {
	t := check.VerdictOf(cr, j).Short
	if hasExamples(cr.Contract) {
		t += " · " + metricsLens(cr.Metrics)
	}
	return t
}

// metricsLens is the metrics part of a contract's lens.
func metricsLens(m *analyzers.Metrics) string {
	r, p, n := m.RequiredInputRecall, m.PositiveTestRecall, m.NegativeTestRejection
	return "Rreq " + r.Ratio() + " · R+ " + p.Ratio() + " · R− " + n.Ratio()
}

// ---- code actions ----

// Action is a code action: a title, a kind ("quickfix", "refactor.rewrite")
// and its edits to the file.
type Action struct {
	Title     string
	Kind      string
	Preferred bool
	Codes     []string // the codes of the diagnostics it answers
	Edits     []ir.Edit
}

// actions are the code actions for the contract cr: its quick-fixes (from
// the analysis, never recomputed) and the informalization comment.
func actions(lang *check.Language, cr *check.ContractReport, text string, verdict func(check.Fix) (FixCheck, bool)) []Action {
	var verified, rest, rejected []Action
	preferred := false
	for _, fx := range cr.Fixes {
		act := Action{Title: fx.Title, Kind: "quickfix", Preferred: fx.Preferred, Codes: fx.Codes, Edits: fx.Edits}
		c, ok := FixCheck{}, false
		if verdict != nil {
			c, ok = verdict(fx)
		}
		switch {
		case ok && c.OK:
			// The verifier is the last oracle: a fix it accepts comes
			// first, and is the one an editor may apply on its own.
			act.Title += " ✓ verifies (" + c.Tool + ")"
			act.Preferred = !preferred
			preferred = true
			verified = append(verified, act)
		case ok && c.Undecided:
			act.Title += " (" + c.Tool + " did not decide: " + c.Reason + ")"
			rest = append(rest, act)
		case ok:
			act.Title += " ✗ " + c.Tool + " rejects it: " + c.Reason
			act.Preferred = false
			rejected = append(rejected, act)
		default:
			rest = append(rest, act)
		}
	}
	if preferred {
		for i := range rest {
			rest[i].Preferred = false
		}
	}
	out := append(append(verified, rest...), rejected...)
	if lang != nil {
		out = append(out, Action{Title: "Insert the informalization as a comment above the contract", Kind: "refactor.rewrite",
			Edits: []ir.Edit{commentEdit(text, cr.Contract, lang)}})
	}
	return out
}

// commentEdit inserts the informalization as line comments above the
// contract's doc comment, followed by a blank line so that it does not
// become part of the requirement.
func commentEdit(text string, c *ir.Contract, lang *check.Language) ir.Edit {
	at := c.R.Start
	if c.DocR.Start.Line > 0 && c.DocR.Start.Offset < at.Offset {
		at = c.DocR.Start
	}
	lineStart := min(max(at.Offset, 0), len(text))
	for lineStart > 0 && text[lineStart-1] != '\n' {
		lineStart--
	}
	indent := text[lineStart:min(max(at.Offset, lineStart), len(text))]
	if strings.TrimSpace(indent) != "" {
		indent = ""
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s%s specfaith reads %s as:\n", indent, lang.LineComment(), c.Name)
	for _, l := range strings.Split(informal.Informalize(c), "\n") {
		fmt.Fprintf(&sb, "%s%s   %s\n", indent, lang.LineComment(), l)
	}
	sb.WriteString("\n")
	return ir.Edit{Start: lineStart, End: lineStart, Text: sb.String()}
}

// ---- evidence ----

// EvidenceReport is everything known about one contract, as data.
type EvidenceReport struct {
	Contract        string                         `json:"contract"`
	Line            int                            `json:"line"`
	Requirement     string                         `json:"requirement"`
	Informalization string                         `json:"informalization"`
	Metrics         map[string]*analyzers.Evidence `json:"metrics"`
	Findings        []analyzers.Finding            `json:"findings"`
	Judge           *analyzers.Judgement           `json:"judge,omitempty"`
}

// evidenceOf is the evidence report of a contract, and the same as
// Markdown for people.
func evidenceOf(cr *check.ContractReport, j *analyzers.Judgement) (EvidenceReport, string) {
	c := cr.Contract
	er := EvidenceReport{Contract: c.Name, Line: c.NameR.Start.Line, Requirement: c.Requirement,
		Informalization: informal.Informalize(c), Metrics: map[string]*analyzers.Evidence{}, Findings: cr.Findings, Judge: j}
	for _, e := range cr.Metrics.All() {
		er.Metrics[e.Metric] = e
	}
	var doc strings.Builder
	fmt.Fprintf(&doc, "# %s %s (line %d)\n\n", c.Decl, codeSpan(c.Name), er.Line)
	if c.Requirement != "" {
		fmt.Fprintf(&doc, "**Requirement:**\n\n%s\n\n", quote(md(c.Requirement)))
	}
	fmt.Fprintf(&doc, "**What the contract says:**\n\n%s\n\n", md(er.Informalization))
	doc.WriteString(leftFree(cr))
	if j != nil {
		doc.WriteString(judgeHover(j))
	}
	doc.WriteString(metricTable(cr.Metrics))
	if len(cr.Findings) > 0 {
		doc.WriteString("\n**Findings:**\n\n")
		for _, f := range cr.Findings {
			fmt.Fprintf(&doc, "- line %d, %s %s: %s\n", f.R.Start.Line, f.Severity, codeSpan(f.Code), mdCell(f.Message))
			if ev := f.Evidence; ev != nil {
				fmt.Fprintf(&doc, "  - evidence: %s, %s", ev.Ratio(), mdCell(ev.Scope))
				if ev.Reason != "" {
					fmt.Fprintf(&doc, ", %s", mdCell(ev.Reason))
				}
				for _, n := range ev.Notes {
					fmt.Fprintf(&doc, "; %s", mdCell(n))
				}
				doc.WriteString("\n")
			}
		}
	}
	doc.WriteString("\n")
	return er, doc.String()
}
