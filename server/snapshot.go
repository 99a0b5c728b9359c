package server

import (
	"context"
	"time"

	"go.lsp.dev/protocol"

	"github.com/specfaith/specfaith/check"
	"github.com/specfaith/specfaith/ide"
	"github.com/specfaith/specfaith/spec"
)

// snapshot is one analysed version of a document (model: gopls'
// snapshots): its text, the analysis, the line index and the contract
// index. It is never changed once made; a newer analysis makes a new one.
type snapshot struct {
	version int32
	text    string
	report  *check.FileReport
	lines   *spec.Lines
	index   *ide.Index
}

func newSnapshot(version int32, text string, rep *check.FileReport) *snapshot {
	return &snapshot{version: version, text: text, report: rep, lines: spec.NewLines(text), index: ide.NewIndex(rep, text)}
}

// offset converts an LSP position on the snapshot's text.
func (sn *snapshot) offset(p protocol.Position) int {
	return sn.lines.OffsetUTF16(int(p.Line), int(p.Character))
}

// pos converts a byte offset to an LSP position.
func (sn *snapshot) pos(off int) protocol.Position {
	l, c := sn.lines.UTF16(off)
	return protocol.Position{Line: uint32(l), Character: uint32(c)}
}

// rng converts a spec range to an LSP range.
func (sn *snapshot) rng(r spec.Range) protocol.Range {
	return protocol.Range{Start: sn.specPos(r.Start), End: sn.specPos(r.End)}
}

// specPos converts a spec position by its offset, or by line and column
// when only those are known (a toolchain message gives no offset).
func (sn *snapshot) specPos(p spec.Pos) protocol.Position {
	off := p.Offset
	if off == 0 && p.Line > 1 {
		off = sn.lines.Start(p.Line) + max(p.Col-1, 0)
	}
	return sn.pos(off)
}

// maxWaitAnalysis bounds how long a request waits for a running analysis.
const maxWaitAnalysis = 10 * time.Second

// current returns the document's snapshot for its current version,
// waiting (at most maxWait, or until ctx ends) for a running analysis;
// after the wait, the newest snapshot there is (nil before the first).
func (s *Server) current(ctx context.Context, u protocol.DocumentURI) (*document, *snapshot, error) {
	return s.currentWithin(ctx, u, maxWaitAnalysis)
}

func (s *Server) currentWithin(ctx context.Context, u protocol.DocumentURI, maxWait time.Duration) (*document, *snapshot, error) {
	s.mu.Lock()
	d := s.docs[u]
	if d == nil {
		s.mu.Unlock()
		return nil, nil, errNotOpen
	}
	ready := d.ready
	s.mu.Unlock()
	if ready != nil {
		t := time.NewTimer(maxWait)
		defer t.Stop()
		select {
		case <-ready:
		case <-ctx.Done():
			return nil, nil, ctx.Err()
		case <-t.C:
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return d, d.snap, nil
}

// withFixes returns the current snapshot once its quick-fixes are known:
// they are computed by the pass after a pause in typing (with the
// mutation check), never by the request itself. nil when the text moved
// on meanwhile.
func (s *Server) withFixes(ctx context.Context, u protocol.DocumentURI) (*document, *snapshot, error) {
	d, sn, err := s.current(ctx, u)
	if err != nil || sn == nil {
		return d, sn, err
	}
	s.mu.Lock()
	fixed := d.fixed
	s.mu.Unlock()
	if !sn.report.Fixed && sn.report.NeedsFixes() && fixed != nil {
		t := time.NewTimer(maxWaitAnalysis)
		defer t.Stop()
		select {
		case <-fixed:
		case <-ctx.Done():
			return nil, nil, ctx.Err()
		case <-t.C:
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if d.snap == nil || d.snap.version != d.version {
		return d, nil, nil // the text moved on; edits would land in the wrong place
	}
	return d, d.snap, nil
}
