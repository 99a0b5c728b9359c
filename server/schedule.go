package server

import (
	"context"
	"time"

	"go.lsp.dev/protocol"
	"go.uber.org/zap"

	"github.com/specfaith/specfaith/check"
	"github.com/specfaith/specfaith/ide"
)

// The debounce adapts to how long analyses take: waiting longer than an
// analysis costs only adds latency, so the delay is twice the recent
// analysis time, at least minDebounce and at most the configured bound.
const minDebounce = 2 * time.Millisecond

// Wall-clock budgets of one analysis: the fast path after an edit, and the
// idle pass (mutants and quick-fixes). Past it the analysis is abandoned
// and the last published diagnostics stay.
const (
	maxFastAnalysis = 60 * time.Second
	maxIdleAnalysis = 120 * time.Second
)

// The examples and searches of one analysis share these budgets, spent
// from the last edit outwards (check.Options.Budget): a file of thousands
// of contracts gets its first diagnostics within seconds, the contracts
// past the budget its static lints (and what is remembered of them).
const (
	fastFileBudget = 600 * time.Millisecond
	idleFileBudget = 5 * time.Second
)

func (s *Server) debounce() time.Duration {
	d := time.Duration(2*s.analysisEMA*float64(time.Millisecond)) + minDebounce
	if max := time.Duration(s.cfg.DebounceMs) * time.Millisecond; d > max {
		d = max
	}
	return d
}

// schedule (re)starts the analysis of d after the debounce; a pending or
// running analysis of an older version is cancelled. Called with s.mu held.
func (s *Server) schedule(d *document, immediate bool) {
	s.cancelAnalysis(d)
	d.gen++
	gen, version, text := d.gen, d.version, d.text
	if d.ready == nil || isClosed(d.ready) {
		d.ready = make(chan struct{})
	}
	ctx, cancel := context.WithCancel(s.ctx)
	d.cancel = cancel
	delay := s.debounce()
	if immediate {
		delay = 0
	}
	d.timer = time.AfterFunc(delay, func() { s.analyse(ctx, d, gen, version, text, false) })
}

// options are the analysis options of the fast path (mutation results
// remembered from an idle pass only) or of the idle pass (mutants run;
// the quick-fixes are computed after it has published, see fixes).
func (s *Server) options(idle bool) check.Options {
	floor := s.cfg.MutationFloor
	if floor == 0 {
		floor = -1 // never a warning
	}
	budget := fastFileBudget
	if idle {
		budget = idleFileBudget
	}
	return check.Options{Mutation: s.cfg.Analyses["mutation"], Fast: !idle, MutationFloor: floor, Budget: budget}
}

func isClosed(c chan struct{}) bool {
	select {
	case <-c:
		return true
	default:
		return false
	}
}

// analyse runs one analysis on a bounded worker and publishes it if it is
// still the newest. The fast path (idle false) runs no mutants: it reuses
// the mutation results of contracts that have not changed, and when some
// are missing, an idle pass runs the mutation check after
// MutationIdleMs without edits (an edit cancels it) and publishes again.
func (s *Server) analyse(ctx context.Context, d *document, gen uint64, version int32, text string, idle bool) {
	select {
	case s.sem <- struct{}{}:
	case <-ctx.Done():
		return
	}
	defer func() { <-s.sem }()
	if ctx.Err() != nil {
		return
	}
	start := time.Now()
	var rep *check.FileReport
	s.mu.Lock()
	opts := s.options(idle)
	opts.Focus = d.focus
	s.mu.Unlock()
	// Every analysis has a wall-clock budget besides its cancellation.
	budget := maxFastAnalysis
	if idle {
		budget = maxIdleAnalysis
	}
	actx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	ok := s.safely(actx, "analysis", func() { rep = check.RunWith(actx, d.path, text, s.reader(d.path), opts) })
	elapsed := time.Since(start)
	releaseMemory()
	if rep != nil {
		// A panic inside the analysis is an internal-error diagnostic
		// for the user; the log says it too (the fuzzers read it).
		for _, f := range rep.All() {
			if f.Code == check.CodeInternalError {
				s.log.Error("panic in an analysis, reported as internal-error", zap.String("uri", string(d.uri)), zap.String("message", f.Message))
			}
		}
	}
	if !ok || rep == nil {
		if actx.Err() == context.DeadlineExceeded && ctx.Err() == nil {
			s.log.Warn("analysis over its time budget", zap.String("uri", string(d.uri)), zap.Duration("budget", budget), zap.Bool("idle", idle))
			s.mu.Lock()
			if idle && d.gen == gen && d.fixed != nil && !isClosed(d.fixed) {
				close(d.fixed) // no fixes this time: code actions stop waiting
			}
			s.mu.Unlock()
		}
		return // cancelled (a newer edit) or failed (logged)
	}
	s.mu.Lock()
	if d.gen != gen || !d.open {
		s.mu.Unlock()
		return
	}
	ms := float64(elapsed.Microseconds()) / 1000
	switch {
	case idle: // the debounce follows the fast path only
	case s.analysisEMA == 0:
		s.analysisEMA = ms
	default:
		s.analysisEMA = 0.8*s.analysisEMA + 0.2*ms
	}
	sn := newSnapshot(version, text, rep)
	d.snap = sn
	if s.watch != nil {
		for _, dep := range rep.Deps {
			s.watch.add(dep)
		}
	}
	diags := s.diagnostics(d, sn)
	s.mu.Unlock()
	s.log.Debug("analysed", zap.String("uri", string(d.uri)), zap.Int32("version", version), zap.Duration("took", elapsed), zap.Bool("mutation", idle))

	// Publish unless a newer edit arrived meanwhile.
	s.pubMu.Lock()
	defer s.pubMu.Unlock()
	s.mu.Lock()
	defer s.mu.Unlock()
	if d.gen != gen || !d.open {
		return
	}
	v := version
	s.publish(d.uri, &v, diags) // only queues: safe under the lock
	if !isClosed(d.ready) {
		close(d.ready)
	}
	if idle {
		go s.fixes(ctx, d, gen, sn)
	}
	s.refreshLenses()
	if !idle && (rep.MutationPending > 0 || rep.NeedsFixes() || rep.OverBudget > 0) {
		// The idle pass: mutants and quick-fixes, after a pause in typing.
		if d.fixed == nil || isClosed(d.fixed) {
			d.fixed = make(chan struct{})
		}
		wait := time.Duration(s.cfg.MutationIdleMs) * time.Millisecond
		d.idle = time.AfterFunc(wait, func() { s.analyse(ctx, d, gen, version, text, true) })
	}
}

// refreshLenses asks a client that supports it to re-request code lenses
// (the metrics and toolchain lenses change when an analysis or a
// toolchain run lands, not only on edits). At most one request is in
// flight. Called with s.mu held.
func (s *Server) refreshLenses() {
	if !s.caps.codeLensRefresh || s.lensRefreshing || s.conn == nil {
		return
	}
	s.lensRefreshing = true
	go func() {
		ctx, cancel := context.WithTimeout(s.ctx, 5*time.Second)
		defer cancel()
		if _, err := s.conn.Call(ctx, "workspace/codeLens/refresh", nil, nil); err != nil {
			s.log.Debug("codeLens/refresh failed", zap.Error(err))
		}
		s.mu.Lock()
		s.lensRefreshing = false
		s.mu.Unlock()
	}()
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

// fixes computes the quick-fixes of an idle pass's snapshot after it has
// been published (so the mutation results are not held back by them),
// publishes again with the fixes in the diagnostics' data, and releases
// the code actions waiting for them. An edit cancels it.
func (s *Server) fixes(ctx context.Context, d *document, gen uint64, sn *snapshot) {
	done := func() {
		s.mu.Lock()
		if d.gen == gen && d.fixed != nil && !isClosed(d.fixed) {
			close(d.fixed)
		}
		s.mu.Unlock()
	}
	defer done()
	if !sn.report.NeedsFixes() {
		return
	}
	select {
	case s.sem <- struct{}{}:
	case <-ctx.Done():
		return
	}
	defer func() { <-s.sem }()
	fctx, cancel := context.WithTimeout(ctx, maxIdleAnalysis)
	defer cancel()
	var rep *check.FileReport
	if !s.safely(fctx, "quick-fixes", func() { rep = check.WithFixes(fctx, sn.report, sn.text) }) || rep == nil {
		return
	}
	fixed := &snapshot{version: sn.version, text: sn.text, report: rep, lines: sn.lines, index: ide.NewIndex(rep, sn.text)}
	s.pubMu.Lock()
	defer s.pubMu.Unlock()
	s.mu.Lock()
	defer s.mu.Unlock()
	if d.gen != gen || !d.open || d.snap != sn {
		return
	}
	d.snap = fixed
	v := sn.version
	s.publish(d.uri, &v, s.diagnostics(d, fixed))
}
