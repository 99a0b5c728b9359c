package ide

import (
	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/check"
	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/toolchain"
)

// Diagnostic is one thing to underline, from specfaith's analyses or from
// the language's toolchain.
type Diagnostic struct {
	R        ir.Range
	Severity ir.Severity
	Code     string
	Source   string // "specfaith", or the toolchain's name
	Message  string
	Related  []Related
	// NoRange: the diagnostic is about the file, not a place in it.
	NoRange bool
	// Doc is the anchor of the code's documentation in the README ("":
	// none; the toolchains' codes are theirs).
	Doc string
	// Data rides with the diagnostic to the editor: the evidence record
	// and the quick-fixes that answer it.
	Data any
}

// Related is a secondary location; File is set when it is in another file
// (then only R's line and column are known).
type Related struct {
	R       ir.Range
	File    string
	Message string
}

// Data is what a specfaith diagnostic carries: its evidence record, and
// the titles of the quick-fixes that answer it (code actions come from
// the same analysis, never from running it again).
type Data struct {
	Contract string              `json:"contract,omitempty"`
	Metric   string              `json:"metric,omitempty"`
	Evidence *analyzers.Evidence `json:"evidence,omitempty"`
	Fixes    []string            `json:"fixes,omitempty"`
}

// Severities decides a code's severity from the configuration: the
// severity to show and whether it is shown at all.
type Severities func(code string, def ir.Severity) (ir.Severity, bool)

// diagnostics is the one merge rule for what a file shows: the report's
// file findings, its contract findings (when metrics are on), the judge's
// findings for contracts it judged, and the toolchain's diagnostics for
// this file (only when they belong to the same text).
func diagnostics(rep *check.FileReport, metrics bool, judged judgedFunc, tool *toolchain.Result, sev Severities) []Diagnostic {
	out := []Diagnostic{}
	add := func(f analyzers.Finding, fixes []string) {
		s, on := sev(f.Code, f.Severity)
		if !on {
			return
		}
		d := Diagnostic{R: f.R, Severity: s, Code: f.Code, Source: "specfaith", Message: f.Message, Doc: f.Code}
		for _, r := range f.Related {
			d.Related = append(d.Related, Related{R: r.R, File: r.File, Message: r.Message})
		}
		if f.Evidence != nil || len(fixes) > 0 {
			d.Data = Data{Contract: f.Contract, Metric: f.Metric, Evidence: f.Evidence, Fixes: fixes}
		}
		out = append(out, d)
	}
	for _, f := range rep.Findings {
		add(f, nil)
	}
	for i := range rep.Contracts {
		cr := &rep.Contracts[i]
		var j *analyzers.Judgement
		if judged != nil {
			j = judged(cr)
		}
		shown := check.Shown(cr, j)
		if !metrics {
			// Metrics off: only the judge's verdicts, which are opt-in.
			shown = shown[len(cr.Findings):]
		}
		for _, f := range shown {
			add(f, fixTitles(cr.Fixes, f))
		}
	}
	return append(out, ToolDiagnostics(tool, rep.Path, sev)...)
}

// fixTitles are the titles of the fixes that answer f.
func fixTitles(fixes []check.Fix, f analyzers.Finding) []string {
	var out []string
	for _, fx := range fixes {
		if fx.Answers(f) {
			out = append(out, fx.Title)
		}
	}
	return out
}

// ToolDiagnostics are the toolchain's diagnostics for the file at path,
// or one diagnostic saying why the toolchain gave none.
func ToolDiagnostics(res *toolchain.Result, path string, sev Severities) []Diagnostic {
	if res == nil {
		return nil
	}
	var out []Diagnostic
	if res.Status == toolchain.StatusUnavailable || res.Status == toolchain.StatusCrashed || res.Status == toolchain.StatusTimeout {
		code := "toolchain-" + string(res.Status)
		if s, on := sev(code, ir.SevInfo); on {
			out = append(out, Diagnostic{Severity: s, Code: code, Source: "specfaith", Message: res.Summary(), Data: res, NoRange: true})
		}
		return out
	}
	for _, td := range res.Diagnostics {
		if td.File != path {
			continue
		}
		s, on := sev(td.Code, td.Severity)
		if !on {
			continue
		}
		d := Diagnostic{R: td.R, Severity: s, Code: td.Code, Source: res.Tool, Message: td.Message}
		for _, r := range td.Related {
			rel := Related{R: r.R, Message: r.Message}
			if r.File != path {
				rel.File = r.File
			}
			d.Related = append(d.Related, rel)
		}
		out = append(out, d)
	}
	return out
}

// judgedFunc returns the judgement of a contract, if one was made for its
// current text (nil: none).
type judgedFunc func(cr *check.ContractReport) *analyzers.Judgement
