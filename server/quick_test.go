package server

import (
	"path/filepath"
	"strings"
	"testing"

	"go.lsp.dev/protocol"
)

const quickMax = `method Max(a: int, b: int) returns (m: int)
  ensures m >= a
  ensures m >= b
{
  if a > b { m := a; } else { m := b; }
}
`

// reCheck is check.ReCheck (the server imports no check).
const reCheck = "(from before the last edit; being re-checked)"

// TestFirstAnswerKeepsWarnings: an edit's first answer (here 1 ms, so
// that the edited contract never fits) keeps the contract's warning,
// marked as being re-checked, and the fast path that follows replaces
// it with its own: the warning never disappears in between.
func TestFirstAnswerKeepsWarnings(t *testing.T) {
	c := startServer(t, Options{})
	dir := t.TempDir()
	path := filepath.Join(dir, "max.dfy")
	c.initialize(dir, map[string]any{"analyses": map[string]any{"toolchain": false}, "first_answer_ms": 1})
	u := c.open(path, quickMax)
	c.waitDiags(u, func(p publish) bool { return version(1)(p) && hasCode(p, "one-sided-output") })
	c.quiet()

	edited := strings.Replace(quickMax, "ensures m >= a\n", "ensures (m >= a) && 0 <= 1\n", 1)
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": u, "version": 2},
		"contentChanges": []any{map[string]any{"text": edited}},
	})
	c.quiet()
	c.mu.Lock()
	var seen []publish
	for _, p := range c.diags[u] {
		if version(2)(p) {
			seen = append(seen, p)
		}
	}
	c.mu.Unlock()
	if len(seen) < 2 {
		t.Fatalf("want a first answer and the fast path's, got %d publishes of version 2", len(seen))
	}
	message := func(p publish) string {
		for _, d := range p.Diags {
			if d.Code == "one-sided-output" {
				return d.Message
			}
		}
		return ""
	}
	for i, p := range seen {
		if message(p) == "" {
			t.Errorf("publish %d of version 2 has no one-sided-output (it disappeared): %v", i, codes(p))
		}
	}
	if m := message(seen[0]); !strings.HasSuffix(m, reCheck) {
		t.Errorf("the first answer's warning does not say it is being re-checked: %q", m)
	}
	if m := message(seen[len(seen)-1]); strings.Contains(m, "re-checked") {
		t.Errorf("the last publish still carries the old warning: %q", m)
	}
}

// TestCodeActionSaysFixIsBeingChecked: a code action asked while the
// quick-fixes are still being checked (the idle pass waits 5 s here)
// answers at once, with a disabled entry saying so to a client that
// shows them.
func TestCodeActionSaysFixIsBeingChecked(t *testing.T) {
	c := startServer(t, Options{})
	path, text := readExample(t, "sqrt.dfy")
	params := map[string]any{
		"processId": 0,
		"rootUri":   "file://" + filepath.Dir(path),
		"capabilities": map[string]any{
			"textDocument": map[string]any{"codeAction": map[string]any{"disabledSupport": true}},
		},
		"initializationOptions": map[string]any{"analyses": map[string]any{"toolchain": false}, "mutation_idle_ms": 5000},
	}
	var res map[string]any
	if err := c.call("initialize", params, &res); err != nil {
		t.Fatal(err)
	}
	c.notify("initialized", map[string]any{})
	u := c.open(path, text)
	p := c.waitDiags(u, version(1))
	var diag *protocol.Diagnostic
	for i := range p.Diags {
		if p.Diags[i].Code == "trivial-witness" {
			diag = &p.Diags[i]
		}
	}
	if diag == nil {
		t.Fatalf("no trivial-witness: %v", codes(p))
	}
	var actions []protocol.CodeAction
	if err := c.call("textDocument/codeAction", map[string]any{
		"textDocument": map[string]any{"uri": u}, "range": diag.Range,
		"context": map[string]any{"diagnostics": []any{diag}},
	}, &actions); err != nil {
		t.Fatal(err)
	}
	var note *protocol.CodeAction
	for i := range actions {
		if actions[i].Disabled != nil {
			note = &actions[i]
		}
	}
	if note == nil || !strings.Contains(note.Title, "still being checked") || note.Edit != nil {
		t.Fatalf("no disabled \"still being checked\" entry while the fixes are pending: %+v", actions)
	}
}
