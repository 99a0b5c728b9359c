package main

import (
	"encoding/json"
	"github.com/specfaith/specfaith/toolchain"
	"io"
	"path/filepath"
	"strings"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/check"
	"github.com/specfaith/specfaith/ide"
	"github.com/specfaith/specfaith/ir"
)

// The JSON output is documented in the README ("JSON output") and kept
// stable: fields are only ever added.

type jsonReport struct {
	Version string     `json:"version"`
	Files   []jsonFile `json:"files"`
	Summary jsonSum    `json:"summary"`
}

type jsonSum struct {
	Files     int `json:"files"`
	Contracts int `json:"contracts"`
	// Searched, Partial and Skipped count contracts by search status.
	Searched int `json:"searched"`
	Partial  int `json:"partial"`
	Skipped  int `json:"skipped"`
	Errors   int `json:"errors"`
	Warnings int `json:"warnings"`
	Notes    int `json:"notes"`
}

type jsonFile struct {
	Path        string         `json:"path"`
	Language    string         `json:"language,omitempty"`
	Diagnostics []jsonDiag     `json:"diagnostics"`
	Contracts   []jsonContract `json:"contracts"`
	// Fix says what check --fix or --diff did (absent otherwise).
	Fix *fileFix `json:"fix,omitempty"`
}

type jsonContract struct {
	Name        string `json:"name"`
	Kind        string `json:"kind"`
	Line        int    `json:"line"`
	Requirement string `json:"requirement"`
	// Verdict is the contract's one-line verdict (the text output's).
	Verdict     check.Verdict                  `json:"verdict"`
	Examples    map[string]int                 `json:"examples"`
	Diagnostics []jsonDiag                     `json:"diagnostics"`
	Metrics     map[string]*analyzers.Evidence `json:"metrics"`
	// Search says how far the example-free search got: searched, partial
	// or skipped, with the reason.
	Search analyzers.Search `json:"search"`
	// Informalization is the contract read back in English (no LLM), with
	// what the attacks found left open.
	Informalization string               `json:"informalization"`
	Judge           *analyzers.Judgement `json:"judge,omitempty"`
}

type jsonDiag struct {
	Line      int           `json:"line"`
	Column    int           `json:"column"`
	EndLine   int           `json:"end_line"`
	EndColumn int           `json:"end_column"`
	Severity  string        `json:"severity"`
	Code      string        `json:"code"`
	Message   string        `json:"message"`
	Metric    string        `json:"metric,omitempty"`
	Related   []jsonRelated `json:"related,omitempty"`
	// Fixes are the finding's quick-fixes, best first, as the editor
	// offers them (check --fix applies the first).
	Fixes []jsonFix `json:"fixes,omitempty"`
}

type jsonRelated struct {
	File    string `json:"file,omitempty"`
	Line    int    `json:"line,omitempty"`
	Column  int    `json:"column,omitempty"`
	Message string `json:"message"`
}

func diag(f analyzers.Finding) jsonDiag {
	d := jsonDiag{
		Line: f.R.Start.Line, Column: f.R.Start.Col, EndLine: f.R.End.Line, EndColumn: f.R.End.Col,
		Severity: f.Severity.String(), Code: f.Code, Message: f.Message, Metric: f.Metric,
	}
	for _, r := range f.Related {
		d.Related = append(d.Related, jsonRelated{File: r.File, Line: r.R.Start.Line, Column: r.R.Start.Col, Message: r.Message})
	}
	return d
}

func buildJSON(reports []*check.FileReport) jsonReport {
	out := newJSON()
	for _, r := range reports {
		out.add(r)
	}
	return *out
}

func newJSON() *jsonReport { return &jsonReport{Version: Version, Files: []jsonFile{}} }

// add puts one file's report in; the report itself need not be kept
// (a directory run holds only what it prints).
func (out *jsonReport) add(r *check.FileReport) { out.addFile(jsonFileOf(r)) }

// addFile puts in one file's entry and adds its counts to the summary.
func (out *jsonReport) addFile(jf jsonFile, sum jsonSum) {
	out.Files = append(out.Files, jf)
	s := &out.Summary
	s.Files += sum.Files
	s.Contracts += sum.Contracts
	s.Searched += sum.Searched
	s.Partial += sum.Partial
	s.Skipped += sum.Skipped
	s.Errors += sum.Errors
	s.Warnings += sum.Warnings
	s.Notes += sum.Notes
}

// jsonFileOf is one file's entry and its counts. Its quick-fixes take
// about as long as the analysis, so check's workers build it, each for
// its own file, not the loop that prints the files in order.
func jsonFileOf(r *check.FileReport) (jsonFile, jsonSum) {
	var sum jsonSum
	count := func(f analyzers.Finding) {
		switch f.Severity {
		case ir.SevError:
			sum.Errors++
		case ir.SevWarning:
			sum.Warnings++
		default:
			sum.Notes++
		}
	}
	jf := jsonFile{Path: r.Path, Language: r.Lang, Diagnostics: []jsonDiag{}, Contracts: []jsonContract{}}
	for _, f := range r.Findings {
		jf.Diagnostics = append(jf.Diagnostics, diag(f))
		count(f)
	}
	fixes := &fileFixes{fixes: map[*ir.Contract][]check.Fix{}}
	for _, c := range r.Contracts {
		ex := c.Contract.Examples
		jc := jsonContract{
			Name: c.Contract.Name, Kind: c.Contract.Decl.String(), Line: c.Contract.NameR.Start.Line,
			Requirement: c.Contract.Requirement, Diagnostics: []jsonDiag{}, Verdict: check.VerdictOf(&c, c.Judge),
			Examples: map[string]int{"required_inputs": len(ex.Required), "accepted": len(ex.Accepted),
				"rejected": len(ex.Rejected), "rejected_inputs": len(ex.RejectedInputs)},
			Metrics: map[string]*analyzers.Evidence{}, Judge: c.Judge, Search: c.Search,
			Informalization: ide.Informalization(&c),
		}
		for _, e := range c.Metrics.All() {
			jc.Metrics[e.Metric] = e
		}
		if c.Mutation != nil {
			jc.Metrics[analyzers.MutantKillRate] = c.Mutation
		}
		for _, f := range check.Shown(&c, c.Judge) {
			d := diag(f)
			d.Fixes = findingFixes(r, &c, f, fixes)
			jc.Diagnostics = append(jc.Diagnostics, d)
			count(f)
		}
		jf.Contracts = append(jf.Contracts, jc)
		sum.Contracts++
		switch c.Search.Status {
		case analyzers.SearchDone:
			sum.Searched++
		case analyzers.SearchPartial:
			sum.Partial++
		default:
			sum.Skipped++
		}
	}
	sum.Files = 1
	return jf, sum
}

// encodeJSON is the CLI's one JSON style: indented, with <, > and & kept.
func encodeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// SARIF 2.1.0, as read by GitHub code scanning and other CI viewers.

type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool    sarifTool     `json:"tool"`
	Results []sarifResult `json:"results"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name           string      `json:"name"`
	Version        string      `json:"version"`
	InformationURI string      `json:"informationUri"`
	Rules          []sarifRule `json:"rules"`
}

type sarifRule struct {
	ID               string       `json:"id"`
	ShortDescription sarifMessage `json:"shortDescription"`
	HelpURI          string       `json:"helpUri,omitempty"`
}

type sarifMessage struct {
	Text string `json:"text"`
}

type sarifResult struct {
	RuleID           string          `json:"ruleId"`
	Level            string          `json:"level"`
	Message          sarifMessage    `json:"message"`
	Locations        []sarifLocation `json:"locations"`
	RelatedLocations []sarifLocation `json:"relatedLocations,omitempty"`
	Properties       map[string]any  `json:"properties,omitempty"`
}

type sarifLocation struct {
	PhysicalLocation sarifPhysical `json:"physicalLocation"`
	Message          *sarifMessage `json:"message,omitempty"`
}

type sarifPhysical struct {
	ArtifactLocation sarifArtifact `json:"artifactLocation"`
	Region           sarifRegion   `json:"region"`
}

type sarifArtifact struct {
	URI string `json:"uri"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn"`
	EndLine     int `json:"endLine,omitempty"`
	EndColumn   int `json:"endColumn,omitempty"`
}

// ruleDoc is a code's one line of documentation, read from the
// registries every surface reads (the README's code table, the editors'
// settings): the analyzers', check's file codes, the toolchains'.
func ruleDoc(code string) (doc string, ours bool) {
	if _, c, ok := analyzers.Lookup(code); ok {
		return c.Doc, true
	}
	for _, c := range check.FileCodes {
		if c.Name == code {
			return c.Doc, true
		}
	}
	for _, c := range toolchain.Codes {
		for _, name := range strings.Split(c.Name, ", ") {
			if name == code || (strings.HasSuffix(name, "…") && strings.HasPrefix(code, strings.TrimSuffix(name, "…"))) {
				return c.Doc, false // the tool's own code: its documentation is the tool's
			}
		}
	}
	return code, false
}

// docsURL is where each of specfaith's codes is explained (README anchors).
const docsURL = "https://github.com/specfaith/specfaith/blob/main/README.md"

func location(path string, r ir.Range, msg string) sarifLocation {
	l := sarifLocation{PhysicalLocation: sarifPhysical{
		ArtifactLocation: sarifArtifact{URI: filepath.ToSlash(path)},
		Region:           sarifRegion{StartLine: max(r.Start.Line, 1), StartColumn: max(r.Start.Col, 1), EndLine: r.End.Line, EndColumn: r.End.Col},
	}}
	if msg != "" {
		l.Message = &sarifMessage{Text: msg}
	}
	return l
}

func writeSARIF(w io.Writer, reports []*check.FileReport) error {
	s := newSARIF()
	for _, r := range reports {
		s.add(r)
	}
	return s.write(w)
}

// sarifBuilder gathers a run's results file by file.
type sarifBuilder struct {
	run  sarifRun
	used map[string]bool
}

func newSARIF() *sarifBuilder {
	return &sarifBuilder{run: sarifRun{Tool: sarifTool{Driver: sarifDriver{Name: "specfaith", Version: Version,
		InformationURI: "https://github.com/specfaith/specfaith"}}, Results: []sarifResult{}}, used: map[string]bool{}}
}

func (s *sarifBuilder) add(r *check.FileReport) {
	run, used := &s.run, s.used
	{
		for _, f := range r.All() {
			level := map[ir.Severity]string{ir.SevError: "error", ir.SevWarning: "warning"}[f.Severity]
			if level == "" {
				level = "note"
			}
			res := sarifResult{RuleID: f.Code, Level: level, Message: sarifMessage{Text: f.Message},
				Locations: []sarifLocation{location(r.Path, f.R, "")}}
			for _, rel := range f.Related {
				p := r.Path
				if rel.File != "" {
					p = rel.File
				}
				res.RelatedLocations = append(res.RelatedLocations, location(p, rel.R, rel.Message))
			}
			if f.Evidence != nil {
				res.Properties = map[string]any{"metric": f.Metric, "num": f.Evidence.Num, "den": f.Evidence.Den}
			}
			run.Results = append(run.Results, res)
			used[f.Code] = true
		}
	}
}

func (s *sarifBuilder) write(w io.Writer) error {
	run := s.run
	for code := range s.used {
		doc, ours := ruleDoc(code)
		rule := sarifRule{ID: code, ShortDescription: sarifMessage{Text: doc}}
		if ours {
			rule.HelpURI = docsURL + "#" + code
		}
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, rule)
	}
	sortRules(run.Tool.Driver.Rules)
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(sarifLog{Schema: "https://json.schemastore.org/sarif-2.1.0.json", Version: "2.1.0", Runs: []sarifRun{run}})
}

func sortRules(r []sarifRule) {
	for i := 1; i < len(r); i++ {
		for j := i; j > 0 && r[j].ID < r[j-1].ID; j-- {
			r[j], r[j-1] = r[j-1], r[j]
		}
	}
}
