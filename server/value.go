package server

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"path/filepath"
	"time"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
	"go.uber.org/zap"

	"github.com/specfaith/specfaith/ide"
	"github.com/specfaith/specfaith/ir"
)

// A document's value (ide.Analysis) owns everything shown for its newest
// analysed version. Every pipeline — the fast pass, the idle pass, the
// quick-fixes, a toolchain run, the judge — ends in install, which puts
// the next value in place and publishes it: diagnostics and toolchain
// status from the same value, each sent only when it changed.

// mapper converts between LSP positions (UTF-16) and a text's offsets:
// the server's one position mapper.
type mapper struct{ lines *ir.Lines }

func mapperOf(a *ide.Analysis) mapper { return mapper{a.Lines()} }

// offset converts an LSP position.
func (m mapper) offset(p protocol.Position) int {
	return m.lines.OffsetUTF16(int(p.Line), int(p.Character))
}

// pos converts a byte offset to an LSP position.
func (m mapper) pos(off int) protocol.Position {
	l, c := m.lines.UTF16(off)
	return protocol.Position{Line: uint32(l), Character: uint32(c)}
}

// rng converts a spec range to an LSP range.
func (m mapper) rng(r ir.Range) protocol.Range {
	return protocol.Range{Start: m.specPos(r.Start), End: m.specPos(r.End)}
}

// specPos converts a spec position by its offset, or by line and column
// when only those are known (a toolchain message gives no offset).
func (m mapper) specPos(p ir.Pos) protocol.Position {
	off := p.Offset
	if off == 0 && p.Line > 1 {
		off = m.lines.Start(p.Line) + max(p.Col-1, 0)
	}
	return m.pos(off)
}

// install makes v the document's value and publishes it. Called with s.mu
// held, by a pipeline that has checked v still belongs (its context is
// live and it was derived from the analysis in place).
func (s *Server) install(d *document, v *ide.Analysis) {
	d.value = v
	s.bump(d)
	s.publishValue(d)
	// The fixes of a verified text, once both are in: the verifier
	// judges each (toolchain.go).
	s.verifyFixes(d)
}

// bump wakes the requests waiting on the document. Called with s.mu held.
func (s *Server) bump(d *document) {
	if d.changed != nil {
		close(d.changed)
	}
	d.changed = make(chan struct{})
}

// publishValue publishes the document's value: its diagnostics when it
// is of the current text, and its toolchain status; each only when it
// differs from what was last sent. Called with s.mu held (publishing only
// queues).
func (s *Server) publishValue(d *document) {
	v := d.value
	if !d.open || v == nil {
		return
	}
	sent := false
	if v.Analyzed() && v.Version() == d.version {
		diags := s.diagnostics(d, v)
		b, _ := json.Marshal(diags)
		h := sha256.Sum256(append(b, byte(v.Version()), byte(v.Version()>>8), byte(v.Version()>>16), byte(v.Version()>>24)))
		if h != d.sentDiags {
			d.sentDiags = h
			ver := v.Version()
			s.publish(d.uri, &ver, diags)
			sent = true
		}
	}
	if st, ok := v.ToolStatus(); ok && st != d.sentStatus {
		d.sentStatus = st
		s.notifyToolStatus(d.uri, ToolStatus{Tool: st.Tool, Status: st.Status, Summary: st.Summary, Version: st.Version, Stale: st.Stale})
		sent = true
	}
	if sent {
		s.refreshLenses()
	}
}

// diagnostics converts the value's diagnostics (the one merge rule is
// ide's), applying the configuration's analyses and severities. Called
// with s.mu held.
func (s *Server) diagnostics(d *document, a *ide.Analysis) []protocol.Diagnostic {
	if s.root != "" && d.path == filepath.Join(s.root, ConfigFile) {
		// The workspace's .specfaith.toml, opened: not a spec, but it keeps
		// its warnings about user-level-only keys.
		return s.ignoredKeyDiags()
	}
	m := mapperOf(a)
	out := []protocol.Diagnostic{}
	for _, x := range a.Diagnostics(ide.DiagOptions{Metrics: s.cfg.Analyses["metrics"], Severity: s.cfg.severity}) {
		pd := protocol.Diagnostic{Range: m.rng(x.R), Severity: lspSeverity(x.Severity), Code: x.Code, Source: x.Source, Message: x.Message, Data: x.Data}
		if x.NoRange {
			pd.Range = protocol.Range{}
		}
		if x.Doc != "" {
			pd.CodeDescription = &protocol.CodeDescription{Href: protocol.URI(DocsURL + "#" + x.Doc)}
		}
		for _, r := range x.Related {
			loc := protocol.Location{URI: d.uri, Range: m.rng(r.R)}
			if r.File != "" {
				loc = protocol.Location{URI: protocol.DocumentURI(uri.File(r.File)), Range: lineRange(r.R)}
			}
			pd.RelatedInformation = append(pd.RelatedInformation, protocol.DiagnosticRelatedInformation{Location: loc, Message: r.Message})
		}
		out = append(out, pd)
	}
	return out
}

func lspSeverity(s ir.Severity) protocol.DiagnosticSeverity {
	switch s {
	case ir.SevError:
		return protocol.DiagnosticSeverityError
	case ir.SevWarning:
		return protocol.DiagnosticSeverityWarning
	case ir.SevInfo:
		return protocol.DiagnosticSeverityInformation
	}
	return protocol.DiagnosticSeverityHint
}

// lineRange places a range known only by line and column (another file).
func lineRange(r ir.Range) protocol.Range {
	p := protocol.Position{Line: uint32(max(r.Start.Line-1, 0)), Character: uint32(max(r.Start.Col-1, 0))}
	return protocol.Range{Start: p, End: p}
}

// refreshLenses asks a client that supports it to re-request code lenses
// (the metrics and toolchain lenses change when an analysis or a
// toolchain run lands, not only on edits). At most one request is in
// flight; a value installed meanwhile asks again when it returns, so the
// client's last lenses are never older than the last value (the status
// bar, sent with the value, would otherwise say something else). Called
// with s.mu held.
func (s *Server) refreshLenses() {
	if !s.caps.codeLensRefresh || s.conn == nil {
		return
	}
	if s.lensRefreshing {
		s.lensAgain = true
		return
	}
	s.lensRefreshing = true
	s.goBusy(func() {
		for {
			ctx, cancel := context.WithTimeout(s.ctx, 5*time.Second)
			if _, err := s.conn.Call(ctx, "workspace/codeLens/refresh", nil, nil); err != nil {
				s.log.Debug("codeLens/refresh failed", zap.Error(err))
			}
			cancel()
			s.mu.Lock()
			again := s.lensAgain && s.ctx.Err() == nil
			s.lensAgain = false
			s.lensRefreshing = again
			s.mu.Unlock()
			if !again {
				return
			}
		}
	})
}

func (s *Server) publish(u protocol.DocumentURI, version *int32, diags []protocol.Diagnostic) {
	params := map[string]any{"uri": u, "diagnostics": diags}
	if version != nil {
		params["version"] = *version
	}
	if err := s.conn.Notify(s.ctx, "textDocument/publishDiagnostics", params); err != nil {
		s.log.Debug("publishDiagnostics failed", zap.Error(err))
	}
}

// maxWaitAnalysis bounds how long a request waits for a running analysis.
const maxWaitAnalysis = 10 * time.Second

// current returns the document's value once the analysis of its current
// text is in, waiting at most maxWaitAnalysis (or until ctx ends); after
// the wait, the value there is (maybe of an older version, or not yet
// analysed: check Analyzed).
func (s *Server) current(ctx context.Context, u protocol.DocumentURI) (*document, *ide.Analysis, error) {
	return s.currentWithin(ctx, u, maxWaitAnalysis)
}

func (s *Server) currentWithin(ctx context.Context, u protocol.DocumentURI, maxWait time.Duration) (*document, *ide.Analysis, error) {
	return s.waitFor(ctx, u, maxWait, func(d *document) bool {
		return !d.analysing && d.value.Analyzed() && d.value.Version() == d.version
	})
}

// withFixes returns the current value once its quick-fixes are known:
// they are computed after the idle pass (with the mutation check), never
// by the request itself. nil when the text moved on meanwhile.
func (s *Server) withFixes(ctx context.Context, u protocol.DocumentURI) (*document, *ide.Analysis, error) {
	d, v, err := s.waitFor(ctx, u, maxWaitAnalysis, func(d *document) bool {
		return !d.analysing && d.value.Analyzed() && d.value.Version() == d.version && !(d.fixesPending && d.value.NeedsFixes())
	})
	if err != nil || v == nil {
		return d, v, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if v.Version() != d.version {
		return d, nil, nil // the text moved on; edits would land in the wrong place
	}
	return d, v, nil
}

// waitFor waits (at most maxWait, or until ctx ends) until ready holds of
// the document, and returns its value then, or after the wait.
func (s *Server) waitFor(ctx context.Context, u protocol.DocumentURI, maxWait time.Duration, ready func(*document) bool) (*document, *ide.Analysis, error) {
	t := time.NewTimer(maxWait)
	defer t.Stop()
	for {
		s.mu.Lock()
		d := s.docs[u]
		if d == nil {
			s.mu.Unlock()
			return nil, nil, errNotOpen
		}
		if d.value == nil || ready(d) {
			v := d.value
			s.mu.Unlock()
			return d, v, nil
		}
		changed := d.changed
		s.mu.Unlock()
		select {
		case <-changed:
		case <-ctx.Done():
			return nil, nil, ctx.Err()
		case <-t.C:
			s.mu.Lock()
			v := d.value
			s.mu.Unlock()
			return d, v, nil
		}
	}
}

// settled returns once the document's pipelines for its current text are
// done — the fast pass, the idle pass and the quick-fixes — or an error
// when ctx ends first. A readiness signal: tests wait on it instead of
// sleeping or counting publishes (which are deduplicated).
func (s *Server) settled(ctx context.Context, u protocol.DocumentURI) error {
	for {
		d, _, err := s.waitFor(ctx, u, maxWaitAnalysis, func(d *document) bool {
			return !d.analysing && !d.fixesPending && d.value.Analyzed() && d.value.Version() == d.version
		})
		if err != nil {
			return err
		}
		s.mu.Lock()
		done := !d.analysing && !d.fixesPending && d.value.Analyzed() && d.value.Version() == d.version
		s.mu.Unlock()
		if done {
			return nil
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
	}
}

// quiet returns once nothing the server started for its documents is
// pending or running — every open document settled (fast pass, idle
// pass, quick-fixes), no toolchain run waiting for a pause or running, no
// judge running — or an error when ctx ends first. The readiness signal
// a test waits on before it checks that something did not happen.
func (s *Server) quiet(ctx context.Context) error {
	for {
		s.mu.Lock()
		var wait chan struct{}
		for _, d := range s.docs {
			if d.open && (d.analysing || d.fixesPending || d.tool.waiting) {
				wait = d.changed
				break
			}
		}
		s.mu.Unlock()
		if wait == nil && s.busy.Load() == 0 {
			return nil
		}
		t := time.NewTimer(10 * time.Millisecond) // runs end without a document change
		select {
		case <-wait:
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
			return ctx.Err()
		}
		t.Stop()
	}
}
