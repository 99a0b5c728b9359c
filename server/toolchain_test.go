package server

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"go.lsp.dev/protocol"
)

// TestToolchainOnOpenAndSave: opening a Dafny file runs the real Dafny;
// its verification failure arrives as a diagnostic with the related
// location; saving the unchanged file starts no second run; the status
// lens shows the result.
func TestToolchainOnOpenAndSave(t *testing.T) {
	if _, err := exec.LookPath("dafny"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("dafny not installed: run make setup")
		}
		t.Skip("dafny not on PATH")
	}
	path, _ := filepath.Abs(filepath.Join("..", "toolchain", "testdata", "dafny", "verification_failure.dfy"))
	src, _ := os.ReadFile(path)
	c := startServer(t, Options{})
	c.initialize(filepath.Dir(path), map[string]any{"trusted": true, "toolchain_idle_ms": 100})
	u := c.open(path, string(src))
	p := c.waitDiagsWithin(u, func(p publish) bool { return hasCode(p, "dafny-BP5003") }, toolWait)
	var d protocol.Diagnostic
	for _, x := range p.Diags {
		if x.Code == "dafny-BP5003" {
			d = x
		}
	}
	if d.Source != "dafny" || d.Severity != protocol.DiagnosticSeverityError || d.Range.Start.Line != 3 || d.Range.Start.Character != 0 {
		t.Errorf("diagnostic %+v", d)
	}
	if len(d.RelatedInformation) != 1 || d.RelatedInformation[0].Location.Range.Start.Line != 2 {
		t.Errorf("related %+v", d.RelatedInformation)
	}
	runs := c.srv.runner.Runs()
	for i := 0; i < 2; i++ {
		c.notify("textDocument/didSave", map[string]any{"textDocument": map[string]any{"uri": u}})
	}
	c.quiet()
	if n := c.srv.runner.Runs(); n != runs {
		t.Errorf("saving an unchanged file started %d more toolchain runs", n-runs)
	}
	var lenses []protocol.CodeLens
	if err := c.call("textDocument/codeLens", map[string]any{"textDocument": map[string]any{"uri": u}}, &lenses); err != nil {
		t.Fatal(err)
	}
	if len(lenses) == 0 || lenses[0].Command.Command != CommandVerify || !strings.HasPrefix(lenses[0].Command.Title, "✗ 1 error (dafny 2.3.0)") {
		t.Errorf("status lens %+v", lenses)
	}
	// The status bar's notification: running, then the result.
	c.mu.Lock()
	sts := append([]ToolStatus(nil), c.toolStatus...)
	c.mu.Unlock()
	if len(sts) < 2 || sts[0].Status != "running" || sts[0].URI != u || sts[len(sts)-1].Status != "errors" ||
		!strings.HasPrefix(sts[len(sts)-1].Summary, "✗ 1 error (dafny 2.3.0)") || sts[len(sts)-1].Version != 1 {
		t.Errorf("toolchain status notifications %+v", sts)
	}
	// An edit that fixes the body is re-checked when typing pauses.
	fixed := strings.Replace(string(src), "y := x;", "y := x + 1;", 1)
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": u, "version": 2},
		"contentChanges": []any{map[string]any{"text": fixed}},
	})
	// Information may remain (a surviving mutant: y := x + 2 meets y > x
	// too), but no warning or error.
	c.waitDiagsWithin(u, func(p publish) bool {
		if p.Version == nil || *p.Version != 2 {
			return false
		}
		for _, d := range p.Diags {
			if d.Severity == protocol.DiagnosticSeverityError || d.Severity == protocol.DiagnosticSeverityWarning {
				return false
			}
		}
		return true
	}, toolWait)
	c.quiet()
	c.call("textDocument/codeLens", map[string]any{"textDocument": map[string]any{"uri": u}}, &lenses)
	if len(lenses) == 0 || !strings.HasPrefix(lenses[0].Command.Title, "✓ verified") {
		t.Fatalf("no ✓ after the fix: %+v", lenses)
	}
}

// TestHangingToolchainServerStaysResponsive: a toolchain that hangs is
// killed at toolchain_timeout_s and reported as a timeout note; the
// server answers requests meanwhile, and $/progress brackets the run.
func TestHangingToolchainServerStaysResponsive(t *testing.T) {
	dir := t.TempDir()
	tool := filepath.Join(dir, "fake-dafny")
	os.WriteFile(tool, []byte("#!/bin/sh\ncase \"$1\" in --version) echo 4.0.0; exit 0;; esac\nsleep 60\n"), 0o755)
	path, text := readExample(t, "sqrt.dfy")
	c := startServer(t, Options{})
	var res map[string]any
	if err := c.call("initialize", map[string]any{
		"rootUri":      "file://" + filepath.Dir(path),
		"capabilities": map[string]any{"window": map[string]any{"workDoneProgress": true}},
		"initializationOptions": map[string]any{
			"trusted": true, "toolchain": map[string]any{"dafny": tool}, "toolchain_timeout_s": 2,
		},
	}, &res); err != nil {
		t.Fatal(err)
	}
	c.notify("initialized", map[string]any{})
	u := c.open(path, text)
	c.waitDiags(u, version(1))
	// While the toolchain hangs, hover still answers.
	start := time.Now()
	var hov protocol.Hover
	if err := c.call("textDocument/hover", map[string]any{
		"textDocument": map[string]any{"uri": u}, "position": map[string]any{"line": 7, "character": 12},
	}, &hov); err != nil || !strings.Contains(hov.Contents.Value, "SquareRoot") {
		t.Errorf("hover during a hanging toolchain: %v %q", err, hov.Contents.Value)
	}
	if el := time.Since(start); el > time.Second {
		t.Errorf("hover took %v while the toolchain hung", el)
	}
	p := c.waitDiags(u, func(p publish) bool { return hasCode(p, "toolchain-timeout") })
	for _, d := range p.Diags {
		if d.Code == "toolchain-timeout" && (d.Severity != protocol.DiagnosticSeverityInformation || !strings.Contains(d.Message, "timed out")) {
			t.Errorf("timeout note %+v", d)
		}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if !strings.Contains(strings.Join(c.progress, " "), `"kind":"begin"`) || !strings.Contains(strings.Join(c.progress, " "), `"kind":"end"`) {
		t.Errorf("progress %v", c.progress)
	}
}

// toolWait bounds the wait for a real toolchain run in these tests.
const toolWait = 90 * time.Second

// TestFixesVerifiedInTheBackground: with a trusted workspace and Dafny
// installed, the quick-fixes of a file that verifies are verified in the
// background, one at a time on a copy: the action's title says the file
// still verifies with it, and that action is the preferred one.
func TestFixesVerifiedInTheBackground(t *testing.T) {
	if _, err := exec.LookPath("dafny"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("dafny not installed: run make setup")
		}
		t.Skip("dafny not on PATH")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "max.dfy")
	src := `method Max(a: array<int>) returns (m: int)
  requires a.Length > 0
  ensures forall i :: 0 <= i < a.Length ==> a[i] <= m
{
  m := a[0];
  var k := 1;
  while k < a.Length
    invariant 1 <= k <= a.Length
    invariant forall i :: 0 <= i < k ==> a[i] <= m
  {
    if a[k] > m { m := a[k]; }
    k := k + 1;
  }
}
`
	os.WriteFile(path, []byte(src), 0o644)
	c := startServer(t, Options{})
	c.initialize(dir, map[string]any{"trusted": true, "toolchain_idle_ms": 100})
	u := c.open(path, src)
	c.waitDiagsWithin(u, func(p publish) bool { return hasCode(p, "one-sided-output") }, toolWait)
	// quiet waits for the idle pass, the toolchain run and the fixes'
	// verification (each counted as work in flight).
	c.quiet()
	var actions []protocol.CodeAction
	if err := c.call("textDocument/codeAction", map[string]any{
		"textDocument": map[string]any{"uri": u},
		"range":        map[string]any{"start": map[string]any{"line": 2, "character": 2}, "end": map[string]any{"line": 2, "character": 2}},
		"context":      map[string]any{"diagnostics": []any{}},
	}, &actions); err != nil {
		t.Fatal(err)
	}
	var titles []string
	var verified *protocol.CodeAction
	for i := range actions {
		titles = append(titles, actions[i].Title)
	}
	if len(actions) > 0 && strings.Contains(actions[0].Title, "✓ verifies (dafny") {
		verified = &actions[0]
	}
	if verified == nil {
		t.Fatalf("no verified fix first: %q", titles)
	}
	if !strings.Contains(verified.Title, "m in a[..]") || !strings.Contains(verified.Title, "invariant") || !verified.IsPreferred {
		t.Errorf("verified action %q (preferred %v)", verified.Title, verified.IsPreferred)
	}
}
