package main

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"
)

// progress is a counter with an estimate of the time left, drawn on one
// line of standard error when it is a terminal and the job has run for
// more than a second; elsewhere (a pipe, a CI log) it prints nothing.
type progress struct {
	w     io.Writer
	what  string
	start time.Time
	mu    sync.Mutex
	last  time.Time
	drawn bool
}

// newProgress returns nil when w is not a terminal: its methods then do
// nothing.
func newProgress(w io.Writer, what string) *progress {
	f, ok := w.(*os.File)
	if !ok {
		return nil
	}
	st, err := f.Stat()
	if err != nil || st.Mode()&os.ModeCharDevice == 0 {
		return nil
	}
	return &progress{w: w, what: what, start: time.Now()}
}

// done records that done of total items are finished.
func (p *progress) done(done, total int) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	now := time.Now()
	if now.Sub(p.start) < time.Second || now.Sub(p.last) < 200*time.Millisecond && done < total {
		return
	}
	p.last = now
	eta := ""
	if done > 0 && done < total {
		left := time.Duration(float64(now.Sub(p.start)) / float64(done) * float64(total-done))
		eta = fmt.Sprintf(", about %s left", left.Round(time.Second))
	}
	fmt.Fprintf(p.w, "\r%s: %d of %d%s\x1b[K", p.what, done, total, eta)
	p.drawn = true
}

// finish clears the line, so the report that follows starts clean.
func (p *progress) finish() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.drawn {
		fmt.Fprint(p.w, "\r\x1b[K")
	}
}

// say draws text on the progress line at once (a step that takes long
// on its own, such as running the verifier).
func (p *progress) say(text string) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	fmt.Fprintf(p.w, "\r%s\x1b[K", text)
	p.drawn = true
}
