package server

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"go.lsp.dev/protocol"
)

// quickMax is check's fixture of the first answer (a weak maximum).
func quickMax(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "check", "testdata", "quick", "max.dfy"))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestFirstAnswerKeepsWarnings: an edit's first answer (here 1 ms, so
// that the edited contract never fits) keeps the contract's warning,
// marked as being re-checked, and the fast path that follows replaces
// it with its own: the warning never disappears in between.
func TestFirstAnswerKeepsWarnings(t *testing.T) {
	c := startServer(t, Options{})
	dir := t.TempDir()
	path := filepath.Join(dir, "max.dfy")
	c.initialize(dir, map[string]any{"analyses": map[string]any{"toolchain": false}, "first_answer_ms": 1})
	text := quickMax(t)
	u := c.open(path, text)
	c.waitDiags(u, func(p publish) bool { return version(1)(p) && hasCode(p, "one-sided-output") })
	c.quiet()

	edited := strings.Replace(text, "ensures m >= a\n", "ensures (m >= a) && 0 <= 1\n", 1)
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": u, "version": 2},
		"contentChanges": []any{map[string]any{"text": edited}},
	})
	c.quiet()
	seen := c.publishes(u, 2)
	if len(seen) < 2 {
		t.Fatalf("want a first answer and the fast path's, got %d publishes of version 2", len(seen))
	}
	message := func(p publish) string {
		if d := diagWithCode(p, "one-sided-output"); d != nil {
			return d.Message
		}
		return ""
	}
	for i, p := range seen {
		if message(p) == "" {
			t.Errorf("publish %d of version 2 has no one-sided-output (it disappeared): %v", i, codes(p))
		}
	}
	// What the user reads (check.ReCheck; the server's tests see the wire).
	if m := message(seen[0]); !strings.HasSuffix(m, "(from before the last edit; being re-checked)") {
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
	c.initializeWith(filepath.Dir(path), map[string]any{"analyses": map[string]any{"toolchain": false}, "mutation_idle_ms": 5000},
		map[string]any{"codeAction": map[string]any{"disabledSupport": true}})
	u := c.open(path, text)
	p := c.waitDiags(u, version(1))
	diag := diagWithCode(p, "trivial-witness")
	if diag == nil {
		t.Fatalf("no trivial-witness: %v", codes(p))
	}
	actions := c.codeActions(u, diag)
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

// TestCodeActionTellsWhenNoDisabledActions: a client that shows no
// disabled actions (Neovim 0.7) asking while the fixes are still being
// checked is told so in a message, once per text.
func TestCodeActionTellsWhenNoDisabledActions(t *testing.T) {
	c := startServer(t, Options{})
	dir := t.TempDir()
	c.initialize(dir, map[string]any{"analyses": map[string]any{"toolchain": false}, "mutation_idle_ms": 5000})
	// The weak maximum's bound needs the mutation check: none is found
	// before the idle pass.
	u := c.open(filepath.Join(dir, "max.dfy"), quickMax(t))
	p := c.waitDiags(u, version(1))
	diag := diagWithCode(p, "one-sided-output")
	if diag == nil {
		t.Fatalf("no one-sided-output: %v", codes(p))
	}
	for _, a := range c.codeActions(u, diag) {
		if a.Disabled != nil {
			t.Errorf("a disabled action sent to a client that does not show them: %+v", a)
		}
	}
	c.waitMessage("quick-fixes for this text are being checked")
}

// TestIdlePassDecidesCutExamples: an example the fast path stopped at its
// 150 ms budget ("budget") is checked again by the idle pass with the
// full budget, even in a file with no mutants to run and no fix to
// compute: the editor ends up showing why the example is undecided.
func TestIdlePassDecidesCutExamples(t *testing.T) {
	src, err := os.ReadFile("../check/testdata/budget/slow_examples.lean")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "slow_examples.lean")
	os.WriteFile(path, src, 0o644)
	c := startServer(t, Options{})
	c.initialize(dir, nil)
	u := c.open(path, string(src))
	c.waitDiags(u, version(1))
	c.quiet()
	first := exampleAt(c.publishes(u, 1)[0], 8)
	all := c.publishes(u, 1)
	last := exampleAt(all[len(all)-1], 8)
	if strings.HasSuffix(first, ": budget") && strings.HasSuffix(last, ": budget") {
		t.Errorf("the first example stayed undecided for the fast path's budget: %q", last)
	}
	if last == "" {
		t.Errorf("no diagnostic on the first example")
	}
}

// exampleAt is the message of the undecided-example diagnostic on line
// (0-based), or "".
func exampleAt(p publish, line uint32) string {
	for _, d := range p.Diags {
		if d.Range.Start.Line == line && d.Code == "undecided-example" {
			return d.Message
		}
	}
	return ""
}
