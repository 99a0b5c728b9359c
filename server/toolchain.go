package server

import (
	"context"
	"fmt"
	"path/filepath"
	"sync/atomic"
	"time"

	"go.lsp.dev/protocol"
	"go.uber.org/zap"

	"github.com/specfaith/specfaith/ide"
	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/lang"
	"github.com/specfaith/specfaith/toolchain"
)

// Toolchain runs are expensive (seconds): they happen when a document is
// opened or saved, and when the user has stopped typing for
// toolchain_idle_ms — never on every keystroke. Unsaved buffers are checked
// from a temporary copy; an unchanged text never runs twice (the runner's
// cache).

// CommandVerify runs the toolchain on a document now.
const CommandVerify = "specfaith.verify"

// toolRun is a document's pending and running toolchain check; its
// status and result are the toolchain slot of the document's value.
type toolRun struct {
	cancel context.CancelFunc
	idle   *time.Timer
	// waiting: the idle timer is set and has not fired.
	waiting bool
	// fixCancel ends the verification of the quick-fixes (nil: none
	// running); fixRun identifies the run that set it.
	fixCancel context.CancelFunc
	fixRun    *int
}

// toolOffSummary says why no toolchain runs. Called with s.mu held.
func (s *Server) toolOffSummary() string {
	if !s.cfg.Trusted {
		return "specfaith: restricted (untrusted workspace: no toolchain, no LLM)"
	}
	return "specfaith: no toolchain run (off, or not a spec)"
}

// setTool installs the document's value with its toolchain slot changed
// by f. Called with s.mu held.
func (s *Server) setTool(d *document, f func(t ide.Tool) ide.Tool) {
	s.install(d, d.value.WithTool(f(d.value.Tool())))
}

// checkerFor returns the toolchain adapter for a document. Called with
// s.mu held.
func (s *Server) checkerFor(d *document) toolchain.Checker {
	lang := lang.ForPath(d.path)
	if lang == nil || !s.cfg.Analyses["toolchain"] || !s.cfg.Trusted {
		return nil
	}
	if !lang.Accepts(d.text) {
		return nil // not a spec file (an ordinary Python file)
	}
	if c, ok := s.checkers[lang.ID]; ok {
		return c
	}
	if s.runner == nil {
		s.runner = toolchain.NewRunner(s.cfg.Workers)
	}
	entry, ok := toolchain.Registry[lang.ID]
	if !ok {
		return nil
	}
	c := entry.New(toolchain.Options{Configured: s.cfg.Toolchain, Runner: s.runner, Root: s.root,
		Timeout: time.Duration(s.cfg.ToolTimeoutS) * time.Second, Interactive: true, Info: s.cfg.ToolInfo})
	s.checkers[lang.ID] = c
	return c
}

// closeCheckers stops long-lived toolchain processes (DafnyServer).
func (s *Server) closeCheckers() {
	s.mu.Lock()
	cs := s.checkers
	s.checkers = map[lang.ID]toolchain.Checker{}
	s.mu.Unlock()
	for _, c := range cs {
		if cl, ok := c.(interface{ Close() }); ok {
			cl.Close()
		}
	}
}

// toolConfigChanged applies a configuration change to the toolchain: a
// trust granted or withdrawn, or another executable, takes effect now
// rather than at the next restart (checkers keep their paths).
func (s *Server) toolConfigChanged(before Config) {
	s.mu.Lock()
	after := s.cfg
	same := before.Trusted == after.Trusted && before.Analyses["toolchain"] == after.Analyses["toolchain"] &&
		before.ToolTimeoutS == after.ToolTimeoutS && before.ToolInfo == after.ToolInfo && len(before.Toolchain) == len(after.Toolchain)
	for k, v := range before.Toolchain {
		same = same && after.Toolchain[k] == v
	}
	s.mu.Unlock()
	if same {
		return
	}
	s.closeCheckers()
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, d := range s.docs {
		if !d.open {
			continue
		}
		s.cancelTool(d)
		if s.checkerFor(d) != nil {
			s.scheduleTool(d, true)
			continue
		}
		// Off now (trust withdrawn, toolchain turned off): drop the
		// result and say why.
		s.setTool(d, func(ide.Tool) ide.Tool { return ide.Tool{Off: s.toolOffSummary()} })
	}
}

// scheduleTool runs the toolchain after the idle delay (or now). Called
// with s.mu held.
func (s *Server) scheduleTool(d *document, now bool) {
	if s.shutdown || s.checkerFor(d) == nil {
		return
	}
	if d.tool.idle != nil {
		d.tool.idle.Stop()
	}
	d.tool.waiting = !now
	if now {
		s.runTool(d)
		return
	}
	d.tool.idle = time.AfterFunc(time.Duration(s.cfg.ToolIdleMs)*time.Millisecond, func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		d.tool.waiting = false
		if d.open {
			s.runTool(d)
		}
	})
}

// runTool starts a toolchain run on the document's current text,
// cancelling a run of an older text. Called with s.mu held.
func (s *Server) runTool(d *document) {
	checker := s.checkerFor(d)
	if checker == nil || s.ctx.Err() != nil {
		return // off, or the session is ending (Run waits for toolRuns)
	}
	if d.tool.cancel != nil {
		d.tool.cancel()
	}
	version, text := d.version, d.text
	ctx, cancel := context.WithCancel(s.ctx)
	d.tool.cancel = cancel
	s.setTool(d, func(t ide.Tool) ide.Tool {
		t.Name, t.Running, t.Off = checker.Name(), true, ""
		return t
	})
	s.toolRuns.Add(1)
	s.busy.Add(1)
	go func() {
		defer s.busy.Add(-1)
		defer s.toolRuns.Done()
		defer cancel()
		var progress atomic.Bool
		token := fmt.Sprintf("specfaith-%s-%d-%d", checker.Name(), version, toolRunSeq.Add(1))
		slow := time.AfterFunc(time.Second, func() {
			progress.Store(s.beginProgress(token, fmt.Sprintf("%s: checking %s", checker.Name(), filepath.Base(d.path))))
		})
		var res *toolchain.Result
		s.safely(ctx, "toolchain", func() { res = checker.Check(ctx, d.path, text) })
		slow.Stop()
		if res == nil {
			res = &toolchain.Result{Tool: checker.Name(), Status: toolchain.StatusCrashed, Reason: "internal error (logged)"}
		}
		if progress.Load() {
			s.endProgress(token, res.Summary())
		}
		s.log.Info("toolchain run", zap.String("tool", res.Tool), zap.String("file", d.path),
			zap.String("status", string(res.Status)), zap.String("reason", res.Reason), zap.Duration("took", res.Duration), zap.Bool("cached", res.Cached))
		if res.Status == toolchain.StatusCrashed {
			s.log.Warn("toolchain output", zap.String("tool", res.Tool), zap.String("reason", res.Reason), zap.String("output", truncate(res.Output, 8000)))
		}
		s.mu.Lock()
		defer s.mu.Unlock()
		// A newer run (or a close) cancels this one under s.mu.
		if ctx.Err() != nil || !d.open || res.Status == toolchain.StatusCancelled {
			return
		}
		s.setTool(d, func(t ide.Tool) ide.Tool {
			t.Running, t.Result, t.Version = false, res, version
			return t
		})
	}()
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

// toolRunSeq numbers toolchain runs (their progress tokens).
var toolRunSeq atomic.Uint64

// beginProgress starts a $/progress report if the client supports it.
func (s *Server) beginProgress(token, title string) bool {
	s.mu.Lock()
	ok := s.caps.workDoneProgress
	s.mu.Unlock()
	if !ok {
		return false
	}
	ctx, cancel := context.WithTimeout(s.ctx, 5*time.Second)
	defer cancel()
	if _, err := s.conn.Call(ctx, "window/workDoneProgress/create", map[string]any{"token": token}, nil); err != nil {
		return false
	}
	_ = s.conn.Notify(s.ctx, "$/progress", map[string]any{"token": token, "value": map[string]any{
		"kind": "begin", "title": title, "cancellable": false,
	}})
	return true
}

func (s *Server) endProgress(token, msg string) {
	_ = s.conn.Notify(s.ctx, "$/progress", map[string]any{"token": token, "value": map[string]any{
		"kind": "end", "message": msg,
	}})
}

// ToolStatus is the notification specfaith/toolchainStatus: the toolchain
// status of a document, for an editor's status bar (LSP has no place for
// it). Sent when a run starts and when it ends.
type ToolStatus struct {
	URI     protocol.DocumentURI `json:"uri"`
	Tool    string               `json:"tool"`
	Status  string               `json:"status"` // running, ok, errors, timeout, crashed, unavailable
	Summary string               `json:"summary"`
	Version int32                `json:"version,omitempty"`
	// Stale: the result is of an earlier text (the user edited since);
	// the summary says so too, word for word as the toolchain lens.
	Stale bool `json:"stale,omitempty"`
}

// NotifyToolStatus is the method of ToolStatus notifications.
const NotifyToolStatus = "specfaith/toolchainStatus"

// notifyToolStatus only queues the notification: safe under s.mu.
func (s *Server) notifyToolStatus(u protocol.DocumentURI, st ToolStatus) {
	st.URI = u
	if s.conn == nil {
		return
	}
	if err := s.conn.Notify(s.ctx, NotifyToolStatus, st); err != nil {
		s.log.Debug("toolchainStatus failed", zap.Error(err))
	}
}

// verifyFixes runs the toolchain on the document's text with each bound
// quick-fix applied, one fix at a time, when the text verifies as it is
// and the fixes are computed: each verdict lands in the value, and the
// fix's title says whether the file still verifies. The checker works on
// a temporary copy (the document is never written); the next edit
// cancels it (cancelTool). Called with s.mu held.
func (s *Server) verifyFixes(d *document) {
	if d.tool.fixCancel != nil || s.shutdown || s.ctx.Err() != nil || !d.open {
		return
	}
	v := d.value
	if v == nil || v.Version() != d.version || v.Stage() != ide.Fixed {
		return
	}
	t := v.Tool()
	if t.Result == nil || t.Version != v.Version() || t.Result.Status != toolchain.StatusOK {
		return // a file that does not verify has no proof for a fix to keep
	}
	checker := s.checkerFor(d)
	if checker == nil {
		return
	}
	pending := v.FixesToVerify()
	if len(pending) == 0 {
		return
	}
	ctx, cancel := context.WithCancel(s.ctx)
	run := new(int)
	d.tool.fixCancel, d.tool.fixRun = cancel, run
	version := v.Version()
	s.toolRuns.Add(1)
	s.busy.Add(1)
	go func() {
		defer s.busy.Add(-1)
		defer s.toolRuns.Done()
		defer cancel()
		defer func() {
			s.mu.Lock()
			if d.tool.fixRun == run {
				d.tool.fixCancel, d.tool.fixRun = nil, nil
			}
			s.mu.Unlock()
		}()
		for _, p := range pending {
			var res *toolchain.Result
			s.safely(ctx, "fix verification", func() { res = checker.Check(ctx, d.path, p.Text) })
			s.mu.Lock()
			if ctx.Err() != nil || !d.open || d.value.Version() != version || res == nil || res.Status == toolchain.StatusCancelled {
				s.mu.Unlock()
				return
			}
			tool := res.Tool
			if res.Version != "" {
				tool += " " + res.Version
			}
			c := ide.FixCheck{Tool: tool, OK: res.Status == toolchain.StatusOK}
			switch res.Status {
			case toolchain.StatusOK:
			case toolchain.StatusErrors:
				c.Reason = fixComplaint(res)
			default:
				// A time-out or a crash says nothing of the fix.
				c.Undecided, c.Reason = true, res.Summary()
			}
			s.log.Info("fix verified", zap.String("file", d.path), zap.Bool("ok", c.OK), zap.String("reason", c.Reason))
			d.value = d.value.WithFixCheck(p.Key, c)
			s.bump(d) // code actions read the value; diagnostics are unchanged
			s.mu.Unlock()
		}
	}()
}

// fixComplaint is the verifier's first complaint about a fixed text.
func fixComplaint(res *toolchain.Result) string {
	for _, dg := range res.Diagnostics {
		if dg.Severity == ir.SevError {
			return fmt.Sprintf("line %d: %s", dg.R.Start.Line, dg.Message)
		}
	}
	return res.Summary()
}
