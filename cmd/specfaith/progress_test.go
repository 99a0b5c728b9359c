package main

import (
	"bytes"
	"os"
	"strings"
	"testing"
	"time"
)

// TestProgressOnlyOnATerminal: a pipe or a file gets no progress line;
// on a terminal the line says how many are done and about how long is
// left, and is cleared at the end.
func TestProgressOnlyOnATerminal(t *testing.T) {
	f, err := os.CreateTemp(t.TempDir(), "stderr")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if p := newProgress(f, "x"); p != nil {
		t.Error("a progress line on a regular file")
	}
	if p := newProgress(&bytes.Buffer{}, "x"); p != nil {
		t.Error("a progress line on a buffer")
	}
	var nilBar *progress
	nilBar.done(1, 2) // quiet, no panic
	nilBar.finish()

	var buf bytes.Buffer
	p := &progress{w: &buf, what: "specgen: candidates evaluated", start: time.Now().Add(-2 * time.Second)}
	p.done(5, 10)
	if got := buf.String(); !strings.Contains(got, "specgen: candidates evaluated: 5 of 10, about 2s left") {
		t.Errorf("line %q", got)
	}
	p.say("check: a.py: checking its fixes with the verifier …")
	if !strings.HasSuffix(buf.String(), "\rcheck: a.py: checking its fixes with the verifier …\x1b[K") {
		t.Errorf("say: %q", buf.String())
	}
	nilBar.say("quiet")
	p.finish()
	if !strings.HasSuffix(buf.String(), "\r\x1b[K") {
		t.Errorf("not cleared: %q", buf.String())
	}
}
