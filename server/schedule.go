package server

import (
	"context"
	"time"

	"go.uber.org/zap"

	"github.com/specfaith/specfaith/ide"
)

// The debounce adapts to how long the first answers take: waiting longer
// than one costs only adds latency, so the delay is twice the recent
// first-answer time, at least minDebounce and at most maxDebounce (a first
// answer is bounded by first_answer_ms, so typing never queues them).
const (
	minDebounce = 1 * time.Millisecond
	maxDebounce = 3 * time.Millisecond
)

// A document's analyses after an edit: the first answer, bounded by
// first_answer_ms counted from the edit's arrival (10 ms: the debounce is
// inside it; with the wire, edit → diagnostics stays under 20 ms); the
// whole fast path when the first answer left contracts
// to re-check (or on open, with nothing to carry over); the idle pass
// (mutants, then quick-fixes) after a pause in typing.
type pass int

const (
	passQuick pass = iota
	passFast
	passIdle
)

// Wall-clock budgets of one analysis: the fast path after an edit, and the
// idle pass (mutants and quick-fixes). Past it the analysis is abandoned
// and the last published diagnostics stay.
const (
	maxFastAnalysis = 60 * time.Second
	maxIdleAnalysis = 120 * time.Second
)

// The examples and searches of one analysis share these budgets, spent
// from the last edit outwards (ide.Options.Budget): a file of thousands
// of contracts gets its first diagnostics within seconds, the contracts
// past the budget its static lints (and what is remembered of them).
const (
	fastFileBudget = 600 * time.Millisecond
	idleFileBudget = 5 * time.Second
)

func (s *Server) debounce() time.Duration {
	d := min(time.Duration(2*s.analysisEMA*float64(time.Millisecond))+minDebounce, maxDebounce)
	if max := time.Duration(s.cfg.DebounceMs) * time.Millisecond; d > max {
		d = max
	}
	return d
}

// schedule (re)starts the analysis of d after the debounce; a pending or
// running analysis (and its idle pass and fixes) is cancelled. Called
// with s.mu held.
func (s *Server) schedule(d *document, immediate bool) {
	s.cancelAnalysis(d)
	d.edited = time.Now()
	version, text := d.version, d.text
	ctx, cancel := context.WithCancel(s.ctx)
	d.cancel = cancel
	d.analysing, d.fixesPending = true, false
	delay := s.debounce()
	if immediate {
		delay = 0
	}
	// An edit's first answer carries over what is shown. Other causes
	// (an open, a save, a changed include or configuration, a rerun) run
	// the fast path at once: what is shown may not hold under them.
	p := passFast
	if !immediate && d.value != nil && d.value.Analyzed() && s.cfg.FirstAnswerMs > 0 {
		p = passQuick
	}
	d.timer = time.AfterFunc(delay, func() { s.analyse(ctx, d, version, text, p) })
}

// options are the analysis options of the fast path (mutation results
// remembered from an idle pass only) or of the idle pass (mutants run;
// the quick-fixes are computed after it has published, see fixes).
// Called with s.mu held.
func (s *Server) options(d *document, p pass) ide.Options {
	idle := p == passIdle
	floor := s.cfg.MutationFloor
	if floor == 0 {
		floor = -1 // never a warning
	}
	budget := fastFileBudget
	if idle {
		budget = idleFileBudget
	}
	o := ide.Options{Mutation: s.cfg.Analyses["mutation"], Idle: idle, MutationFloor: floor, Budget: budget,
		Focus: d.focus, Read: s.readerLocked(d.path), Judges: s.judges(), Memo: s.memo}
	if p == passQuick {
		o.Quick, o.Previous = time.Duration(s.cfg.FirstAnswerMs)*time.Millisecond, d.value
		o.QuickFrom = d.edited
	}
	return o
}

// analyse runs one analysis on a bounded worker and installs it unless
// ctx was cancelled meanwhile (a newer edit: schedule cancels under s.mu,
// so a live ctx under s.mu means the text analysed is still current).
// The first answer (passQuick) is published at once; when it left
// contracts to re-check, the fast path follows it straight away. The
// fast path runs no mutants: it reuses the mutation results of contracts
// that have not changed, and when some are missing, or quick-fixes may
// exist, an idle pass runs after MutationIdleMs without edits and
// installs again, then the fixes (see fixes).
func (s *Server) analyse(ctx context.Context, d *document, version int32, text string, p pass) {
	idle := p == passIdle
	select {
	case s.sem <- struct{}{}:
	case <-ctx.Done():
		return
	}
	defer func() { <-s.sem }()
	if ctx.Err() != nil {
		return
	}
	s.analysing.Add(1)
	defer s.analysing.Add(-1)
	start := time.Now()
	s.mu.Lock()
	opts := s.options(d, p)
	s.mu.Unlock()
	// Every analysis has a wall-clock budget besides its cancellation.
	budget := maxFastAnalysis
	if idle {
		budget = maxIdleAnalysis
	}
	actx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	var a *ide.Analysis
	ok := s.safely(actx, "analysis", func() { a = ide.Analyze(actx, version, d.path, text, opts) })
	elapsed := time.Since(start)
	releaseMemory()
	if a != nil {
		// A panic inside the analysis is an internal-error diagnostic
		// for the user; the log says it too (the fuzzers read it).
		for _, m := range a.InternalErrors() {
			s.log.Error("panic in an analysis, reported as internal-error", zap.String("uri", string(d.uri)), zap.String("message", m))
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if ctx.Err() != nil || !d.open {
		return // a newer edit, or closed
	}
	if !ok || a == nil {
		if actx.Err() == context.DeadlineExceeded {
			s.log.Warn("analysis over its time budget", zap.String("uri", string(d.uri)), zap.Duration("budget", budget), zap.Bool("idle", idle))
		}
		// The last published diagnostics stay; requests stop waiting.
		if idle {
			d.fixesPending = false
		} else {
			d.analysing = false
		}
		s.bump(d)
		return
	}
	ms := float64(elapsed.Microseconds()) / 1000
	switch {
	case p != passQuick: // the debounce follows the first answers only
	case s.analysisEMA == 0:
		s.analysisEMA = ms
	default:
		s.analysisEMA = 0.8*s.analysisEMA + 0.2*ms
	}
	if s.watch != nil {
		for _, dep := range a.Deps() {
			s.watch.add(dep)
		}
	}
	s.log.Debug("analysed", zap.String("uri", string(d.uri)), zap.Int32("version", version), zap.Duration("took", elapsed), zap.Bool("mutation", idle), zap.Bool("first answer", p == passQuick))
	rest := p == passQuick && a.Deferred()
	if !idle && !rest {
		d.analysing = false
	}
	s.install(d, a.After(d.value))
	switch {
	case rest:
		// The contracts carried over are re-checked now.
		go s.analyse(ctx, d, version, text, passFast)
	case idle && a.NeedsFixes():
		go s.fixes(ctx, d, d.value)
	case idle:
		d.fixesPending = false
		s.bump(d)
	case a.NeedsIdle():
		// The idle pass: mutants and quick-fixes, after a pause in typing.
		d.fixesPending = true
		wait := time.Duration(s.cfg.MutationIdleMs) * time.Millisecond
		d.idle = time.AfterFunc(wait, func() { s.analyse(ctx, d, version, text, passIdle) })
	}
}

// fixes computes the quick-fixes of the idle pass's value after it has
// been published (so the mutation results are not held back by them),
// installs the value with them, and releases the code actions waiting.
// An edit cancels it.
func (s *Server) fixes(ctx context.Context, d *document, base *ide.Analysis) {
	var fixed *ide.Analysis
	defer func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		if ctx.Err() != nil || !d.open {
			return
		}
		d.fixesPending = false
		if fixed != nil && d.value.SameAnalysis(base) {
			s.install(d, fixed.After(d.value))
		} else {
			s.bump(d)
		}
	}()
	select {
	case s.sem <- struct{}{}:
	case <-ctx.Done():
		return
	}
	defer func() { <-s.sem }()
	fctx, cancel := context.WithTimeout(ctx, maxIdleAnalysis)
	defer cancel()
	s.safely(fctx, "quick-fixes", func() { fixed = base.WithFixes(fctx) })
}
