package server

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/specfaith/specfaith/internal/bombs"
)

// TestLargeFileAnalysedFromTheEdit: in a file of thousands of contracts
// the analysis budget is spent from the last edit outwards: a contract
// weakened at the end of the file is searched and flagged in the next
// publish (the budget would have run out long before it in file order);
// code actions answer without waiting for the whole file.
func TestLargeFileAnalysedFromTheEdit(t *testing.T) {
	text := bombs.ManyContracts()[0].Text
	dir := t.TempDir()
	path := filepath.Join(dir, "many.dfy")
	os.WriteFile(path, []byte(text), 0o644)
	c := startServer(t, Options{})
	c.initialize(dir, nil)
	u := c.open(path, text)
	c.waitDiags(u, version(1))

	last := strings.LastIndex(text, "ensures y > x")
	line := strings.Count(text[:last], "\n") // 0-based
	c.notify("textDocument/didChange", map[string]any{
		"textDocument": map[string]any{"uri": u, "version": 2},
		"contentChanges": []any{map[string]any{
			"range": map[string]any{"start": map[string]any{"line": line, "character": 2}, "end": map[string]any{"line": line, "character": 15}},
			"text":  "ensures y >= 0"}},
	})
	// The edit's first answer carries over what was shown; the fast path
	// that follows it searches the edited contract first.
	p := c.waitDiags(u, func(p publish) bool { return version(2)(p) && hasCode(p, "trivial-witness") })
	found := false
	for _, d := range p.Diags {
		if d.Code == "trivial-witness" && int(d.Range.Start.Line) == line {
			found = true
		}
	}
	if !found {
		t.Errorf("the weakened contract at line %d was not searched first: %d diagnostics", line+1, len(p.Diags))
	}
	var actions []any
	if err := c.call("textDocument/codeAction", map[string]any{"textDocument": map[string]any{"uri": u},
		"range":   map[string]any{"start": map[string]any{"line": line, "character": 3}, "end": map[string]any{"line": line, "character": 3}},
		"context": map[string]any{"diagnostics": []any{}}}, &actions); err != nil {
		t.Fatal(err)
	}
	if len(actions) == 0 {
		t.Errorf("no code action on the weakened contract")
	}
}

// BenchmarkLargeFile: a 2 MB file of 13 500 Dafny contracts opened in the
// server — the time to its first diagnostics (ms/open) and of a code
// action on its last contract (µs/action). docs/BENCHMARKS.md
// "Hostile inputs (issue 31)".
func BenchmarkLargeFile(b *testing.B) {
	text := bombs.ManyContracts()[0].Text
	dir := b.TempDir()
	var open, action time.Duration
	for i := 0; i < b.N; i++ {
		path := filepath.Join(dir, fmt.Sprintf("many%d.dfy", i))
		os.WriteFile(path, []byte(text), 0o644)
		c := startServer(b, Options{})
		c.initialize(dir, nil)
		start := time.Now()
		u := c.open(path, text)
		c.waitDiags(u, version(1))
		open += time.Since(start)
		line := strings.Count(text, "\n") - 3
		start = time.Now()
		var actions []any
		if err := c.call("textDocument/codeAction", map[string]any{"textDocument": map[string]any{"uri": u},
			"range":   map[string]any{"start": map[string]any{"line": line, "character": 3}, "end": map[string]any{"line": line, "character": 3}},
			"context": map[string]any{"diagnostics": []any{}}}, &actions); err != nil {
			b.Fatal(err)
		}
		action += time.Since(start)
	}
	b.ReportMetric(float64(open.Milliseconds())/float64(b.N), "ms/open")
	b.ReportMetric(float64(action.Microseconds())/float64(b.N), "µs/action")
}
