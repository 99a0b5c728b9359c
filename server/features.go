package server

import (
	"context"
	"strings"
	"time"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
)

// The features below translate the ide layer's data into protocol types;
// what to show is decided there.

var errNotOpen = jsonrpc2.NewError(jsonrpc2.InvalidParams, "document is not open")

// DocsURL is where each diagnostic code is explained (README anchors).
const DocsURL = "https://github.com/specfaith/specfaith/blob/main/README.md"

// ---- hover ----

// maxHoverWait bounds how long a hover waits for a running analysis
// before it answers from the last snapshot.
const maxHoverWait = 300 * time.Millisecond

func (s *Server) hover(ctx context.Context, p protocol.HoverParams) (any, error) {
	_, a, err := s.currentWithin(ctx, p.TextDocument.URI, maxHoverWait)
	if err != nil || a == nil {
		return nil, err
	}
	m := mapperOf(a)
	text, r, ok := a.Hover(m.offset(p.Position))
	if !ok {
		return nil, nil
	}
	return protocol.Hover{Contents: protocol.MarkupContent{Kind: protocol.Markdown, Value: text}, Range: ptrRange(m.rng(r))}, nil
}

func ptrRange(r protocol.Range) *protocol.Range { return &r }

// ---- code lens ----

func (s *Server) codeLens(ctx context.Context, p protocol.CodeLensParams) (any, error) {
	_, a, err := s.current(ctx, p.TextDocument.URI)
	lenses := []protocol.CodeLens{}
	if err != nil || a == nil || !a.Analyzed() {
		return lenses, err
	}
	args := []any{string(p.TextDocument.URI)}
	if title, ok := a.ToolLens(); ok {
		lenses = append(lenses, protocol.CodeLens{Command: &protocol.Command{Title: title, Command: CommandVerify, Arguments: args}})
	}
	m := mapperOf(a)
	for _, l := range a.Lenses() {
		lenses = append(lenses, protocol.CodeLens{Range: m.rng(l.R), Command: &protocol.Command{Title: l.Title, Command: CommandRerun, Arguments: args}})
	}
	s.mu.Lock()
	on, root := s.cfg.Analyses["headdiff"], s.root
	s.mu.Unlock()
	if on {
		for _, l := range a.HeadLenses(ctx, &s.head, root) {
			lenses = append(lenses, protocol.CodeLens{Range: m.rng(l.R), Command: &protocol.Command{Title: l.Title, Command: CommandRerun, Arguments: args}})
		}
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
		_, a, err := s.current(ctx, u)
		if err != nil {
			return nil, err
		}
		if a == nil || !a.Analyzed() {
			return nil, nil
		}
		return map[string]any{"contracts": a.ContractTitles()}, nil
	case CommandJudge:
		return s.judgeCommand(ctx, u)
	case CommandEvidence:
		return s.evidenceCommand(ctx, u, p.Arguments)
	case CommandInformalization:
		_, a, err := s.current(ctx, u)
		if err != nil || a == nil || !a.Analyzed() {
			return nil, err
		}
		name, _ := argString(p.Arguments, 1)
		if text, ok := a.Informalization(name); ok {
			return text, nil
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

// codeAction offers the actions of the contract under the cursor. Its
// quick-fixes come from the value's analysis (the same the diagnostics
// carry in their data): a code action never runs an analysis, except a
// large file's one contract within what is left of actionWait. It waits
// at most actionWait for the current text's quick-fixes; when they are
// still being checked it answers with what is known, and says so.
func (s *Server) codeAction(ctx context.Context, p protocol.CodeActionParams) (any, error) {
	start := time.Now()
	actions := []protocol.CodeAction{}
	d, a, err := s.waitFor(ctx, p.TextDocument.URI, actionWait, func(d *document) bool {
		v := d.value
		if !v.Analyzed() || v.Version() != d.version || d.analysing {
			return false
		}
		// A large file's fixes are computed for the one contract asked
		// about; an ordinary file's by the idle pass, worth a short wait.
		return v.Large() || !(d.fixesPending && v.NeedsFixes())
	})
	if err != nil || a == nil || !a.Analyzed() {
		return actions, err
	}
	s.mu.Lock()
	current := a.Version() == d.version
	checking := d.analysing || d.fixesPending && a.NeedsFixes() && !a.Large()
	disabled := s.caps.codeActionDisabled
	s.mu.Unlock()
	if !current {
		return actions, nil // its positions are the old text's
	}
	m := mapperOf(a)
	budget := max(actionWait+actionFixMargin-time.Since(start), 0)
	for _, x := range a.Actions(ctx, m.offset(p.Range.Start), min(budget, actionFixBudget)) {
		var edits []protocol.TextEdit
		for _, e := range x.Edits {
			edits = append(edits, protocol.TextEdit{Range: protocol.Range{Start: m.pos(e.Start), End: m.pos(e.End)}, NewText: e.Text})
		}
		ca := protocol.CodeAction{
			Title:       x.Title,
			Kind:        protocol.CodeActionKind(x.Kind),
			IsPreferred: x.Preferred,
			Edit:        &protocol.WorkspaceEdit{Changes: map[protocol.DocumentURI][]protocol.TextEdit{p.TextDocument.URI: edits}},
		}
		if len(x.Codes) > 0 {
			ca.Diagnostics = matching(p.Context.Diagnostics, x.Codes...)
		}
		actions = append(actions, ca)
	}
	if checking && !disabled && !hasFix(actions) {
		// A client that shows no disabled action (Neovim 0.7) is told
		// once per text, not left with a menu that lacks the fix.
		s.mu.Lock()
		tell := d.toldChecking != a.Version()
		d.toldChecking = a.Version()
		s.mu.Unlock()
		if tell {
			s.showMessage(protocol.MessageTypeInfo, "specfaith: "+fixesPending)
		}
	}
	if checking && disabled {
		// Shown greyed in the menu (never as a lightbulb): asking again
		// in a moment gives the fixes checked against this text.
		actions = append(actions, protocol.CodeAction{
			Title:    "specfaith: a better fix is still being checked",
			Kind:     protocol.QuickFix,
			Disabled: &protocol.CodeActionDisable{Reason: fixesPending},
		})
	}
	return onlyKinds(actions, p.Context.Only), nil
}

// fixesPending says why a code action has no checked fix yet.
const fixesPending = "the quick-fixes for this text are being checked against its examples, implementation and mutants; ask again in a moment"

// hasFix says some action is a quick-fix with an edit.
func hasFix(actions []protocol.CodeAction) bool {
	for _, a := range actions {
		if a.Kind == protocol.QuickFix && a.Edit != nil {
			return true
		}
	}
	return false
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

// CommandEvidence returns the evidence report of the contract at a line
// (the second argument, 0-based) or of every contract: requirement,
// informalization, metrics, findings with their evidence, and the judge's
// verdict — as data and as Markdown for people.
const CommandEvidence = "specfaith.evidence"

func (s *Server) evidenceCommand(ctx context.Context, u protocol.DocumentURI, args []any) (any, error) {
	_, a, err := s.current(ctx, u)
	if err != nil || a == nil || !a.Analyzed() {
		return nil, err
	}
	line := -1
	if len(args) > 1 {
		if f, ok := args[1].(float64); ok {
			line = int(f)
		}
	}
	out, doc := a.Evidence(line)
	if len(out) == 0 {
		return nil, jsonrpc2.NewError(jsonrpc2.InvalidParams, "no contract there")
	}
	return map[string]any{"contracts": out, "markdown": doc}, nil
}

// actionFixBudget bounds the quick-fixes a code action computes for one
// contract of a large file; the answer's own bound (actionWait plus
// actionFixMargin, 30 ms) comes first.
const actionFixBudget = 150 * time.Millisecond

// actionWait is how long a code action waits for the current text's
// quick-fixes before it answers with what is known (issue 37: every code
// action within 50 ms).
const (
	actionWait      = 20 * time.Millisecond
	actionFixMargin = 10 * time.Millisecond
)
