package server

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/analyzers/informal"
	"github.com/specfaith/specfaith/check"
	"github.com/specfaith/specfaith/spec"
)

var errNotOpen = jsonrpc2.NewError(jsonrpc2.InvalidParams, "document is not open")

// DocsURL is where each diagnostic code is explained (README anchors).
const DocsURL = "https://github.com/specfaith/specfaith/blob/main/README.md"

// diagnosticData is the evidence record carried in a diagnostic's data.
type diagnosticData struct {
	Contract string              `json:"contract,omitempty"`
	Metric   string              `json:"metric,omitempty"`
	Evidence *analyzers.Evidence `json:"evidence,omitempty"`
}

// diagnostics converts a report's findings, applying the configuration's
// analyses and severities. Called with s.mu held.
func (s *Server) diagnostics(d *document, rep *check.FileReport, text string) []protocol.Diagnostic {
	if s.root != "" && d.path == filepath.Join(s.root, ConfigFile) {
		// The workspace's .specfaith.toml, opened: not a spec, but it keeps
		// its warnings about user-level-only keys.
		return s.ignoredKeyDiags()
	}
	u := d.uri
	out := []protocol.Diagnostic{}
	add := func(f analyzers.Finding) {
		sev, on := s.cfg.severity(f.Code, f.Severity)
		if !on {
			return
		}
		d := protocol.Diagnostic{
			Range:    lspRange(text, f.R),
			Severity: lspSeverity(sev),
			Code:     f.Code,
			Source:   "specfaith",
			Message:  f.Message,
		}
		if f.Code != "" {
			d.CodeDescription = &protocol.CodeDescription{Href: protocol.URI(DocsURL + "#" + f.Code)}
		}
		for _, r := range f.Related {
			loc := protocol.Location{URI: u, Range: lspRange(text, r.R)}
			if r.File != "" {
				loc = protocol.Location{URI: protocol.DocumentURI(uri.File(r.File)), Range: protocol.Range{}}
			}
			d.RelatedInformation = append(d.RelatedInformation, protocol.DiagnosticRelatedInformation{Location: loc, Message: r.Message})
		}
		if f.Evidence != nil {
			d.Data = diagnosticData{Contract: f.Contract, Metric: f.Metric, Evidence: f.Evidence}
		}
		out = append(out, d)
	}
	for _, f := range rep.Findings {
		add(f)
	}
	if s.cfg.Analyses["metrics"] {
		for _, c := range rep.Contracts {
			for _, f := range c.Findings {
				add(f)
			}
		}
	}
	for i := range rep.Contracts {
		cr := &rep.Contracts[i]
		if j := s.judgementFor(rep, text, cr); j != nil {
			for _, f := range analyzers.JudgeFindings(cr.Contract, j) {
				add(f)
			}
		}
	}
	return append(out, s.toolDiagnostics(d, text)...)
}

func lspSeverity(s spec.Severity) protocol.DiagnosticSeverity {
	switch s {
	case spec.SevError:
		return protocol.DiagnosticSeverityError
	case spec.SevWarning:
		return protocol.DiagnosticSeverityWarning
	case spec.SevInfo:
		return protocol.DiagnosticSeverityInformation
	}
	return protocol.DiagnosticSeverityHint
}

func contains2(r spec.Range, text string, p protocol.Position) bool {
	off, err := offsetOf(text, p)
	return err == nil && off >= r.Start.Offset && off <= r.End.Offset
}

// contractAt finds the contract whose extent holds the position; of
// nested ones (a Lean precondition kept apart), the smallest.
func contractAt(rep *check.FileReport, text string, p protocol.Position) *check.ContractReport {
	off, err := offsetOf(text, p)
	if err != nil {
		return nil
	}
	var best *check.ContractReport
	size := 0
	for i := range rep.Contracts {
		c := &rep.Contracts[i]
		start, end := extent(text, rep.Module, c.Contract)
		if off >= start && off <= end && (best == nil || end-start < size) {
			best, size = c, end-start
		}
	}
	return best
}

// extent is the text a contract owns: whole lines from the first of its
// doc comment, declaration and clauses through the last of them, with
// whatever lies between (a Python docstring after the def, comments
// between clauses). A clause kept in a definition of its own (Lean's
// F_precond) brings that definition.
func extent(text string, m *spec.Module, c *spec.Contract) (start, end int) {
	start, end = c.R.Start.Offset, c.R.End.Offset
	grow := func(r spec.Range) {
		if r.Start.Line > 0 && r.Start.Offset <= r.End.Offset {
			start, end = min(start, r.Start.Offset), max(end, r.End.Offset)
		}
	}
	inside := func(outer, r spec.Range) bool {
		return outer.Start.Offset <= r.Start.Offset && r.End.Offset <= outer.End.Offset
	}
	grow(c.DocR)
	for _, cl := range c.Clauses {
		grow(cl.R)
		if m == nil || inside(c.R, cl.R) {
			continue
		}
		var def *spec.Function
		for _, f := range m.Funcs {
			if f.R.Start.Line > 0 && inside(f.R, cl.R) && (def == nil || f.R.End.Offset-f.R.Start.Offset < def.R.End.Offset-def.R.Start.Offset) {
				def = f
			}
		}
		if def != nil {
			grow(def.R)
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

// ---- hover ----

func (s *Server) hover(ctx context.Context, p protocol.HoverParams) (any, error) {
	_, rep, text, err := s.current(ctx, p.TextDocument.URI)
	if err != nil || rep == nil {
		return nil, err
	}
	cr := contractAt(rep, text, p.Position)
	if cr == nil {
		return nil, nil
	}
	c := cr.Contract
	var sb strings.Builder
	for _, cl := range c.Clauses {
		if (cl.Kind == spec.Requires || cl.Kind == spec.Ensures) && contains2(cl.R, text, p.Position) {
			fmt.Fprintf(&sb, "**%s** %s\n\n%s\n\n---\n\n", cl.Kind, codeSpan(cl.Text), md(informal.InformalizeClause(c, cl)))
		}
	}
	fmt.Fprintf(&sb, "**%s** %s\n\n", c.Decl, codeSpan(c.Name))
	if c.Requirement != "" {
		fmt.Fprintf(&sb, "**Requirement** (doc comment):\n\n%s\n\n", quote(md(c.Requirement)))
	} else {
		sb.WriteString("**Requirement:** none written (add a doc comment above the declaration).\n\n")
	}
	fmt.Fprintf(&sb, "**What the contract says** (read back from the clauses, without the requirement):\n\n%s\n\n", md(informal.Informalize(c)))
	if free := leftFree(cr); free != "" {
		sb.WriteString(free)
	}
	if t := cr.Search.Text(); t != "" {
		fmt.Fprintf(&sb, "**Search without examples:** %s\n\n", md(t))
	}
	s.mu.Lock()
	j := s.judgementFor(rep, text, cr)
	s.mu.Unlock()
	if j != nil {
		sb.WriteString(judgeHover(j))
	}
	sb.WriteString(metricTable(cr.Metrics))
	return protocol.Hover{
		Contents: protocol.MarkupContent{Kind: protocol.Markdown, Value: sb.String()},
		Range:    ptrRange(lspRange(text, c.NameR)),
	}, nil
}

func ptrRange(r protocol.Range) *protocol.Range { return &r }

// oneLine is spec.OneLine made safe inside a Markdown code span.
func oneLine(s string) string {
	return strings.ReplaceAll(spec.OneLine(s), "`", "'")
}

func quote(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = "> " + l
	}
	return strings.Join(lines, "\n")
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

// ---- code lens ----

// LensTitle is the code lens text for a contract's metrics.
func LensTitle(m *analyzers.Metrics) string {
	r, p, n := m.RequiredInputRecall, m.PositiveTestRecall, m.NegativeTestRejection
	if r.Status != analyzers.StatusOK && p.Status != analyzers.StatusOK && n.Status != analyzers.StatusOK {
		return "⊥ no examples"
	}
	return "Rreq " + r.Ratio() + " · R+ " + p.Ratio() + " · R− " + n.Ratio()
}

// searchLens says in the lens when the example-free search did not run or
// did not finish, so such a contract never looks cleared.
func searchLens(s analyzers.Search) string {
	switch s.Status {
	case analyzers.SearchPartial:
		return " · searched in part"
	case analyzers.SearchSkipped:
		return " · not searched"
	}
	return ""
}

func (s *Server) codeLens(ctx context.Context, p protocol.CodeLensParams) (any, error) {
	_, rep, text, err := s.current(ctx, p.TextDocument.URI)
	if err != nil || rep == nil {
		return []protocol.CodeLens{}, err
	}
	lenses := []protocol.CodeLens{}
	s.mu.Lock()
	d := s.docs[p.TextDocument.URI]
	if d != nil {
		if title, ok := toolLens(d); ok {
			lenses = append(lenses, protocol.CodeLens{
				Command: &protocol.Command{Title: title, Command: CommandVerify, Arguments: []any{string(p.TextDocument.URI)}},
			})
		}
	}
	s.mu.Unlock()
	for _, cr := range rep.Contracts {
		r := lspRange(text, cr.Contract.NameR)
		lenses = append(lenses, protocol.CodeLens{
			Range: r,
			Command: &protocol.Command{
				Title: LensTitle(cr.Metrics) + searchLens(cr.Search), Command: CommandRerun,
				Arguments: []any{string(p.TextDocument.URI)},
			},
		})
	}
	return lenses, nil
}

// ---- commands ----

func (s *Server) executeCommand(ctx context.Context, p protocol.ExecuteCommandParams) (any, error) {
	if len(p.Arguments) == 0 {
		return nil, jsonrpc2.NewError(jsonrpc2.InvalidParams, p.Command+" needs a document URI argument")
	}
	us, ok := p.Arguments[0].(string)
	if !ok {
		return nil, jsonrpc2.NewError(jsonrpc2.InvalidParams, p.Command+": the first argument must be a document URI")
	}
	u := protocol.DocumentURI(us)
	switch p.Command {
	case CommandVerify:
		s.mu.Lock()
		defer s.mu.Unlock()
		d := s.docs[u]
		if d == nil || !d.open {
			return nil, errNotOpen
		}
		if s.checkerFor(d) == nil {
			return nil, jsonrpc2.NewError(jsonrpc2.InvalidParams, "no toolchain for this file (or the toolchain analysis is off)")
		}
		s.runTool(d)
		return nil, nil
	case CommandRerun:
		s.mu.Lock()
		d := s.docs[u]
		if d == nil || !d.open {
			s.mu.Unlock()
			return nil, errNotOpen
		}
		s.schedule(d, true)
		s.mu.Unlock()
		_, rep, _, err := s.current(ctx, u)
		if err != nil {
			return nil, err
		}
		if rep == nil {
			return nil, nil
		}
		titles := []string{}
		for _, cr := range rep.Contracts {
			titles = append(titles, cr.Contract.Name+": "+LensTitle(cr.Metrics))
		}
		return map[string]any{"contracts": titles}, nil
	case CommandJudge:
		return s.judgeCommand(ctx, u)
	case CommandEvidence:
		return s.evidenceCommand(ctx, u, p.Arguments)
	case CommandInformalization:
		_, rep, _, err := s.current(ctx, u)
		if err != nil || rep == nil {
			return nil, err
		}
		name, _ := argString(p.Arguments, 1)
		for _, cr := range rep.Contracts {
			if name == "" || cr.Contract.Name == name {
				return strings.TrimSpace(informal.Informalize(cr.Contract) + "\n" + analyzers.LeftOpen(cr.Findings)), nil
			}
		}
		return nil, jsonrpc2.NewError(jsonrpc2.InvalidParams, "no contract named "+name)
	}
	return nil, jsonrpc2.NewError(jsonrpc2.InvalidParams, "unknown command "+p.Command)
}

func argString(args []any, i int) (string, bool) {
	if i >= len(args) {
		return "", false
	}
	s, ok := args[i].(string)
	return s, ok
}

// ---- code actions ----

func (s *Server) codeAction(ctx context.Context, p protocol.CodeActionParams) (any, error) {
	d, rep, text, err := s.current(ctx, p.TextDocument.URI)
	if err != nil || rep == nil {
		return []protocol.CodeAction{}, err
	}
	lang := check.LanguageFor(d.path)
	actions := []protocol.CodeAction{}
	if lang == nil || rep.Module == nil {
		return actions, nil
	}
	s.mu.Lock()
	version := d.reportVersion
	current := d.version
	s.mu.Unlock()
	if version != current {
		return actions, nil // the text moved on; edits would land in the wrong place
	}
	// The contract under the cursor: its fixes (shared with the CLI's
	// --fix) and the informalization comment.
	if cr := contractAt(rep, text, p.Range.Start); cr != nil {
		for _, fx := range check.Fixes(lang, rep, text, cr) {
			var edits []protocol.TextEdit
			for _, e := range fx.Edits {
				edits = append(edits, protocol.TextEdit{Range: protocol.Range{Start: lspOffset(text, e.Start), End: lspOffset(text, e.End)}, NewText: e.Text})
			}
			actions = append(actions, protocol.CodeAction{
				Title:       fx.Title,
				Kind:        protocol.QuickFix,
				Diagnostics: matching(p.Context.Diagnostics, fx.Codes...),
				IsPreferred: fx.Preferred,
				Edit:        &protocol.WorkspaceEdit{Changes: map[protocol.DocumentURI][]protocol.TextEdit{p.TextDocument.URI: edits}},
			})
		}
		actions = append(actions, protocol.CodeAction{
			Title: "Insert the informalization as a comment above the contract",
			Kind:  protocol.RefactorRewrite,
			Edit: &protocol.WorkspaceEdit{Changes: map[protocol.DocumentURI][]protocol.TextEdit{
				p.TextDocument.URI: {commentEdit(text, cr.Contract, lang)},
			}},
		})
	}
	return onlyKinds(actions, p.Context.Only), nil
}

// onlyKinds keeps the actions of the kinds the client asked for (a kind
// covers its sub-kinds: "refactor" covers "refactor.rewrite").
func onlyKinds(actions []protocol.CodeAction, only []protocol.CodeActionKind) []protocol.CodeAction {
	if len(only) == 0 {
		return actions
	}
	out := []protocol.CodeAction{}
	for _, a := range actions {
		for _, k := range only {
			if a.Kind == k || strings.HasPrefix(string(a.Kind), string(k)+".") {
				out = append(out, a)
				break
			}
		}
	}
	return out
}

func matching(diags []protocol.Diagnostic, codes ...string) []protocol.Diagnostic {
	var out []protocol.Diagnostic
	for _, d := range diags {
		for _, code := range codes {
			if c, ok := d.Code.(string); ok && c == code {
				out = append(out, d)
			}
		}
	}
	return out
}

func lspOffset(text string, off int) protocol.Position {
	p := check.PositionOf(text, off)
	return protocol.Position{Line: uint32(p.Line), Character: uint32(p.Character)}
}

// commentEdit inserts the informalization as line comments above the
// contract's doc comment, followed by a blank line so that it does not
// become part of the requirement.
func commentEdit(text string, c *spec.Contract, lang *check.Language) protocol.TextEdit {
	at := c.R.Start
	if c.DocR.Start.Line > 0 && c.DocR.Start.Offset < at.Offset {
		at = c.DocR.Start
	}
	lineStart := at.Offset
	for lineStart > 0 && text[lineStart-1] != '\n' {
		lineStart--
	}
	indent := text[lineStart:at.Offset]
	if strings.TrimSpace(indent) != "" {
		indent = ""
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s%s specfaith reads %s as:\n", indent, lang.LineComment, c.Name)
	for _, l := range strings.Split(informal.Informalize(c), "\n") {
		fmt.Fprintf(&sb, "%s%s   %s\n", indent, lang.LineComment, l)
	}
	sb.WriteString("\n")
	p := lspPos(text, spec.Pos{Offset: lineStart, Line: at.Line})
	return protocol.TextEdit{Range: protocol.Range{Start: p, End: p}, NewText: sb.String()}
}

// CommandEvidence returns the evidence report of the contract at a line
// (the second argument, 0-based) or of every contract: requirement,
// informalization, metrics, findings with their evidence, and the judge's
// verdict — as data and as Markdown for people.
const CommandEvidence = "specfaith.evidence"

type evidenceReport struct {
	Contract        string                         `json:"contract"`
	Line            int                            `json:"line"`
	Requirement     string                         `json:"requirement"`
	Informalization string                         `json:"informalization"`
	Metrics         map[string]*analyzers.Evidence `json:"metrics"`
	Findings        []analyzers.Finding            `json:"findings"`
	Judge           *analyzers.Judgement           `json:"judge,omitempty"`
}

func (s *Server) evidenceCommand(ctx context.Context, u protocol.DocumentURI, args []any) (any, error) {
	_, rep, text, err := s.current(ctx, u)
	if err != nil || rep == nil {
		return nil, err
	}
	line := -1
	if len(args) > 1 {
		if f, ok := args[1].(float64); ok {
			line = int(f)
		}
	}
	var out []evidenceReport
	var doc strings.Builder
	for i := range rep.Contracts {
		cr := &rep.Contracts[i]
		c := cr.Contract
		if start, end := extent(text, rep.Module, c); line >= 0 && (line < check.PositionOf(text, start).Line || line > check.PositionOf(text, end).Line) {
			continue
		}
		er := evidenceReport{Contract: c.Name, Line: c.NameR.Start.Line, Requirement: c.Requirement,
			Informalization: informal.Informalize(c), Metrics: map[string]*analyzers.Evidence{}, Findings: cr.Findings}
		for _, e := range cr.Metrics.All() {
			er.Metrics[e.Metric] = e
		}
		s.mu.Lock()
		er.Judge = s.judgementFor(rep, text, cr)
		s.mu.Unlock()
		out = append(out, er)
		fmt.Fprintf(&doc, "# %s %s (line %d)\n\n", c.Decl, codeSpan(c.Name), er.Line)
		if c.Requirement != "" {
			fmt.Fprintf(&doc, "**Requirement:**\n\n%s\n\n", quote(md(c.Requirement)))
		}
		fmt.Fprintf(&doc, "**What the contract says:**\n\n%s\n\n", md(er.Informalization))
		doc.WriteString(leftFree(cr))
		if er.Judge != nil {
			doc.WriteString(judgeHover(er.Judge))
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
	}
	if len(out) == 0 {
		return nil, jsonrpc2.NewError(jsonrpc2.InvalidParams, "no contract there")
	}
	return map[string]any{"contracts": out, "markdown": doc.String()}, nil
}
