package server

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"time"

	"go.lsp.dev/protocol"

	"github.com/specfaith/specfaith/ide"
	"github.com/specfaith/specfaith/spec"
)

// A document's value (ide.Analysis) owns everything shown for its newest
// analysed version. Every pipeline — the fast pass, the idle pass, the
// quick-fixes, a toolchain run, the judge — ends in install, which puts
// the next value in place and publishes it: diagnostics and toolchain
// status from the same value, each sent only when it changed.

// mapper converts between LSP positions (UTF-16) and a text's offsets:
// the server's one position mapper.
type mapper struct{ lines *spec.Lines }

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
func (m mapper) rng(r spec.Range) protocol.Range {
	return protocol.Range{Start: m.specPos(r.Start), End: m.specPos(r.End)}
}

// specPos converts a spec position by its offset, or by line and column
// when only those are known (a toolchain message gives no offset).
func (m mapper) specPos(p spec.Pos) protocol.Position {
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
