package server

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/specfaith/specfaith/analyzers"
	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

// TestSessionSqrt walks a whole session on examples/dafny/sqrt.dfy:
// diagnostics with code, link and evidence; hover; code lens and its
// command; an incremental edit; close; shutdown and exit.
func TestSessionSqrt(t *testing.T) {
	c := startServer(t, Options{})
	path, text := readExample(t, "sqrt.dfy")

	// Before initialize, requests are refused.
	err := c.call("textDocument/hover", map[string]any{}, nil)
	if e, ok := err.(*jsonrpc2.Error); !ok || e.Code != jsonrpc2.ServerNotInitialized {
		t.Fatalf("hover before initialize: %v, want ServerNotInitialized", err)
	}
	c.initialize(filepath.Dir(path), nil)
	u := c.open(path, text)

	p := metricsOnly(c.waitDiags(u, version(1)))
	if len(p.Diags) != 1 {
		t.Fatalf("diagnostics %+v, want one", p.Diags)
	}
	d := p.Diags[0]
	if d.Code != "negative-test-rejection" || d.Source != "specfaith" || d.Severity != protocol.DiagnosticSeverityWarning {
		t.Errorf("diagnostic %+v", d)
	}
	if d.Range.Start.Line != 7 || d.Range.Start.Character != 2 {
		t.Errorf("range %+v, want line 7 (0-based) col 2", d.Range)
	}
	if d.CodeDescription == nil || !strings.HasSuffix(string(d.CodeDescription.Href), "README.md#negative-test-rejection") {
		t.Errorf("codeDescription %+v", d.CodeDescription)
	}
	if !strings.Contains(d.Message, "N = 10 -> r = 0") || len(d.RelatedInformation) == 0 {
		t.Errorf("message %q related %+v", d.Message, d.RelatedInformation)
	}
	data, _ := json.Marshal(d.Data)
	if !strings.Contains(string(data), `"metric":"negative_test_rejection"`) || !strings.Contains(string(data), `"den":3`) {
		t.Errorf("data %s lacks the evidence record", data)
	}

	// Hover over the ensures clause.
	md := hoverOn(t, c, u, text, "r * r <= N")
	for _, want := range []string{"**ensures**", "largest r with r\\*r <= N", "R− (unintended outputs rejected) | 1/3"} {
		if !strings.Contains(md, want) {
			t.Errorf("hover lacks %q:\n%s", want, md)
		}
	}

	// Code lens and its command.
	var lenses []protocol.CodeLens
	if err := c.call("textDocument/codeLens", map[string]any{"textDocument": map[string]any{"uri": u}}, &lenses); err != nil {
		t.Fatal(err)
	}
	if len(lenses) != 1 || lenses[0].Command.Title != "weak — accepts an unintended output (+1 more) · Rreq 4/4 · R+ 4/4 · R− 1/3" || lenses[0].Command.Command != CommandRerun {
		t.Fatalf("lenses %q", lensTitles(lenses))
	}
	var res map[string]any
	if err := c.call("workspace/executeCommand", map[string]any{"command": CommandRerun, "arguments": lenses[0].Command.Arguments}, &res); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(toJSON(res), "SquareRoot: weak — accepts an unintended output (+1 more) · Rreq 4/4") {
		t.Errorf("rerun answered %v", res)
	}

	// An incremental edit making the postcondition tight removes the warning.
	line := strings.Split(text, "\n")[7]
	col := strings.Index(line, "N") + 1
	c.notify("textDocument/didChange", map[string]any{
		"textDocument": map[string]any{"uri": u, "version": 2},
		"contentChanges": []any{map[string]any{
			"range": map[string]any{"start": map[string]any{"line": 7, "character": col}, "end": map[string]any{"line": 7, "character": col}},
			"text":  " < (r + 1) * (r + 1)",
		}},
	})
	// The tight contract now shows the body r := 0 wrong: a concrete
	// counterexample, and nothing else.
	p = c.waitDiags(u, version(2))
	if len(p.Diags) != 1 || p.Diags[0].Code != "implementation-counterexample" || !strings.Contains(p.Diags[0].Message, "returns r = 0 for N = 1") {
		t.Errorf("after the fix: %+v", p.Diags)
	}

	// Close clears the diagnostics.
	c.notify("textDocument/didClose", map[string]any{"textDocument": map[string]any{"uri": u}})
	c.waitDiags(u, func(p publish) bool { return p.Version == nil && len(p.Diags) == 0 })

	if code := c.shutdown(); code != 0 {
		t.Errorf("exit code %d after shutdown, want 0", code)
	}
}

func toJSON(v any) string { b, _ := json.Marshal(v); return string(b) }

// TestVersionRace: two quick edits; only the last version's diagnostics
// are published after them.
func TestVersionRace(t *testing.T) {
	c := startServer(t, Options{})
	path, text := readExample(t, "sqrt.dfy")
	c.initialize(filepath.Dir(path), map[string]any{"debounce_ms": 300})
	u := c.open(path, text)
	c.waitDiags(u, version(1))
	fixed := strings.Replace(text, "r * r <= N", "r * r <= N < (r + 1) * (r + 1)", 1)
	for v, body := range []string{fixed, text} {
		c.notify("textDocument/didChange", map[string]any{
			"textDocument":   map[string]any{"uri": u, "version": v + 2},
			"contentChanges": []any{map[string]any{"text": body}},
		})
	}
	p := metricsOnly(c.waitDiags(u, version(3)))
	if len(p.Diags) != 1 {
		t.Errorf("version 3 diagnostics %+v", p.Diags)
	}
	c.quiet()
	c.mu.Lock()
	defer c.mu.Unlock()
	// Version 2 may be published while it is still the newest (the
	// debounce adapts down to milliseconds, and version 3 may arrive
	// later on a loaded machine); once version 3 is out, it never is.
	seen3 := false
	for _, pub := range c.diags[u] {
		if pub.Version == nil {
			continue
		}
		seen3 = seen3 || *pub.Version == 3
		if seen3 && *pub.Version == 2 {
			t.Errorf("diagnostics for superseded version 2 were published after version 3's")
		}
	}
}

// slowSpec takes the evaluator a long time per example (a quantifier over
// about 100 000 values, ten examples) so that an edit arrives mid-analysis.
const slowSpec = `
/// @accept n = 100000 -> r = 1; n = 100001 -> r = 1; n = 100002 -> r = 1; n = 100003 -> r = 1
/// @accept n = 100004 -> r = 1; n = 100005 -> r = 1; n = 100006 -> r = 1; n = 100007 -> r = 1
method Slow(n: int) returns (r: int)
  ensures forall i :: 0 <= i < n ==> i * i + r >= 0 && i * i * i + r >= 0 && i * i + i * r + r * r >= 0
`

// TestStaleAnalysisCancelled: an edit during a long analysis cancels it;
// its result is never published and the new version's is.
func TestStaleAnalysisCancelled(t *testing.T) {
	c := startServer(t, Options{})
	dir := t.TempDir()
	path := filepath.Join(dir, "slow.dfy")
	c.initialize(dir, nil)
	u := c.open(path, slowSpec)
	// The server's own signal that the analysis of version 1 is running.
	for deadline := time.Now().Add(10 * time.Second); c.srv.analysing.Load() == 0; {
		if time.Now().After(deadline) {
			t.Fatal("the analysis of version 1 never started")
		}
		runtime.Gosched()
	}
	start := time.Now()
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": u, "version": 2},
		"contentChanges": []any{map[string]any{"text": "method Quick(x: int) returns (y: int)\n  ensures y > x\n"}},
	})
	c.waitDiags(u, version(2))
	t.Logf("version 2 published %v after the edit", time.Since(start))
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, pub := range c.diags[u] {
		if pub.Version != nil && *pub.Version == 1 {
			t.Errorf("the stale analysis of version 1 was published")
		}
	}
}

// TestSidecarEditedOnDisk: changing NAME.test.json on disk re-analyses the
// open spec (through fsnotify when the client does not watch files).
func TestSidecarEditedOnDisk(t *testing.T) {
	c := startServer(t, Options{})
	dir := t.TempDir()
	path := filepath.Join(dir, "abs.dfy")
	src := "method Abs(x: int) returns (y: int)\n  ensures x >= 0 ==> y == x\n"
	os.WriteFile(path, []byte(src), 0o644)
	sidecar := filepath.Join(dir, "abs.test.json")
	os.WriteFile(sidecar, []byte(`[{"input": {"x": 3}, "expected": 3, "unexpected": [4]}]`), 0o644)
	c.initialize(dir, nil)
	u := c.open(path, src)
	p := metricsOnly(c.waitDiags(u, version(1)))
	if len(p.Diags) != 0 {
		t.Fatalf("first analysis: %+v", p.Diags)
	}
	os.WriteFile(sidecar, []byte(`[{"input": {"x": -3}, "expected": 3, "unexpected": [-7]}]`), 0o644)
	p = metricsOnly(c.waitDiags(u, func(p publish) bool { return hasCode(p, "negative-test-rejection") }))
	if !strings.Contains(p.Diags[0].Message, "x = -3 -> y = -7") {
		t.Errorf("diagnostic %q does not name the sidecar pair", p.Diags[0].Message)
	}
}

// TestConfigurationWithoutRestart: severities change on
// didChangeConfiguration; unknown keys are reported once.
func TestConfigurationWithoutRestart(t *testing.T) {
	c := startServer(t, Options{})
	path, text := readExample(t, "sqrt.dfy")
	c.initialize(filepath.Dir(path), map[string]any{"no_such_option": 1})
	c.waitMessage(`unknown configuration key "no_such_option"`)
	u := c.open(path, text)
	c.waitDiags(u, func(p publish) bool { return hasCode(p, "negative-test-rejection") })

	c.notify("workspace/didChangeConfiguration", map[string]any{"settings": map[string]any{"specfaith": map[string]any{
		"severity": map[string]any{"negative-test-rejection": "error"},
	}}})
	c.waitDiags(u, func(p publish) bool {
		p = metricsOnly(p)
		return len(p.Diags) == 1 && p.Diags[0].Severity == protocol.DiagnosticSeverityError
	})
	c.notify("workspace/didChangeConfiguration", map[string]any{"settings": map[string]any{"specfaith": map[string]any{
		"severity": map[string]any{"negative-test-rejection": "off"}, "bogus": true,
	}}})
	c.waitDiags(u, func(p publish) bool { return p.Version != nil && len(metricsOnly(p).Diags) == 0 })
	c.waitMessage(`unknown configuration key "bogus"`)
	c.mu.Lock()
	n := 0
	for _, m := range c.messages {
		if strings.Contains(m, "no_such_option") {
			n++
		}
	}
	c.mu.Unlock()
	if n != 1 {
		t.Errorf("unknown key reported %d times, want once", n)
	}
}

// TestWeakenPreconditionAction: the quick-fix relaxes `n > 0` to `n >= 0`
// (dropping it would admit the input that must be rejected), and applying
// it clears the diagnostic.
func TestWeakenPreconditionAction(t *testing.T) {
	c := startServer(t, Options{})
	path, text := readExample(t, "factorial.dfy")
	c.initialize(filepath.Dir(path), nil)
	u := c.open(path, text)
	p := c.waitDiags(u, version(1))
	if !hasCode(p, "required-input-recall") {
		t.Fatalf("diagnostics %+v", p.Diags)
	}
	diag := p.Diags[0]
	var actions []protocol.CodeAction
	if err := c.call("textDocument/codeAction", map[string]any{
		"textDocument": map[string]any{"uri": u}, "range": diag.Range,
		"context": map[string]any{"diagnostics": []any{diag}},
	}, &actions); err != nil {
		t.Fatal(err)
	}
	var fix *protocol.CodeAction
	var titles []string
	for i := range actions {
		titles = append(titles, actions[i].Title)
		if actions[i].Kind == protocol.QuickFix && fix == nil {
			fix = &actions[i]
		}
	}
	if fix == nil || !strings.Contains(fix.Title, "`n > 0` → `n >= 0`") {
		t.Fatalf("actions %v", titles)
	}
	for _, title := range titles {
		if strings.Contains(title, "drop `requires n > 0`") {
			t.Errorf("offered to drop the clause although n = -1 must stay rejected: %v", titles)
		}
	}
	edit := fix.Edit.Changes[u][0]
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": u, "version": 2},
		"contentChanges": []any{map[string]any{"range": edit.Range, "text": edit.NewText}},
	})
	p = c.waitDiags(u, version(2))
	if len(p.Diags) != 0 {
		t.Errorf("after the quick-fix: %+v", p.Diags)
	}
}

// TestInformalizationCommentAction inserts the reading above the contract
// without changing the requirement.
func TestInformalizationCommentAction(t *testing.T) {
	c := startServer(t, Options{})
	path, text := readExample(t, "sqrt.dfy")
	c.initialize(filepath.Dir(path), nil)
	u := c.open(path, text)
	c.waitDiags(u, version(1))
	var actions []protocol.CodeAction
	c.call("textDocument/codeAction", map[string]any{
		"textDocument": map[string]any{"uri": u},
		"range":        map[string]any{"start": map[string]any{"line": 6, "character": 8}, "end": map[string]any{"line": 6, "character": 8}},
		"context":      map[string]any{"diagnostics": []any{}},
	}, &actions)
	var ins *protocol.CodeAction
	for i := range actions {
		if strings.HasPrefix(actions[i].Title, "Insert the informalization") {
			ins = &actions[i]
		}
	}
	if ins == nil {
		t.Fatalf("no informalization action in %+v", actions)
	}
	e := ins.Edit.Changes[u][0]
	if e.Range.Start.Line != 2 || !strings.HasPrefix(e.NewText, "// specfaith reads SquareRoot as:\n") || !strings.HasSuffix(e.NewText, "\n\n") {
		t.Errorf("edit %+v", e)
	}
}

// TestConfigurationPullAnsweredNull: a client with no settings answers
// workspace/configuration with [null]; the server asks once, not forever.
func TestConfigurationPullAnsweredNull(t *testing.T) {
	c := startServer(t, Options{})
	path, text := readExample(t, "sqrt.dfy")
	c.initialize(filepath.Dir(path), nil) // c.config is nil: answers [null]
	u := c.open(path, text)
	c.waitDiags(u, version(1))
	c.quiet()
	c.mu.Lock()
	n := c.configRequests
	c.mu.Unlock()
	if n != 1 {
		t.Errorf("%d workspace/configuration requests, want 1", n)
	}
}

// TestConfigFileAndWatchedFilesRegistration: .specfaith.toml at the root
// sets severities; a client that offers dynamic registration gets file
// watchers registered and its didChangeWatchedFiles re-analyses.
func TestConfigFileAndWatchedFilesRegistration(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, ConfigFile), []byte("debounce_ms = 20\n[severity]\nnegative-test-rejection = \"error\"\n[analyses]\nmetrics = true\nwishful = true\n"), 0o644)
	path := filepath.Join(dir, "abs.dfy")
	src := "method Abs(x: int) returns (y: int)\n  ensures x >= 0 ==> y == x\n"
	sidecar := filepath.Join(dir, "abs.test.json")
	os.WriteFile(sidecar, []byte(`[{"input": {"x": 3}, "expected": 3}]`), 0o644)

	c := startServer(t, Options{DisableFileWatch: true})
	var res map[string]any
	if err := c.call("initialize", map[string]any{
		"rootUri": string(uri.File(dir)),
		"capabilities": map[string]any{"workspace": map[string]any{
			"didChangeWatchedFiles": map[string]any{"dynamicRegistration": true},
		}},
	}, &res); err != nil {
		t.Fatal(err)
	}
	c.notify("initialized", map[string]any{})
	c.waitMessage(`unknown configuration key "analyses.wishful" in .specfaith.toml`)
	c.quiet() // the registration is a request in flight until the client answers
	c.mu.Lock()
	n := len(c.registrations)
	c.mu.Unlock()
	if n == 0 {
		t.Fatal("no client/registerCapability for watched files")
	}
	if !strings.Contains(c.registrations[0], "workspace/didChangeWatchedFiles") || !strings.Contains(c.registrations[0], "test.json") {
		t.Errorf("registration %s", c.registrations[0])
	}
	u := c.open(path, src)
	p := metricsOnly(c.waitDiags(u, version(1)))
	if len(p.Diags) != 0 {
		t.Fatalf("diagnostics %+v", p.Diags)
	}
	os.WriteFile(sidecar, []byte(`[{"input": {"x": -3}, "expected": 3, "unexpected": [-7]}]`), 0o644)
	c.notify("workspace/didChangeWatchedFiles", map[string]any{"changes": []any{
		map[string]any{"uri": string(uri.File(sidecar)), "type": 2},
	}})
	p = metricsOnly(c.waitDiags(u, func(p publish) bool { return hasCode(p, "negative-test-rejection") }))
	if p.Diags[0].Severity != protocol.DiagnosticSeverityError {
		t.Errorf("severity %v, want error from .specfaith.toml", p.Diags[0].Severity)
	}
}

// TestExitsWhenClientProcessDies: initialize's processId is watched.
func TestExitsWhenClientProcessDies(t *testing.T) {
	cmd := exec.Command("sleep", "60")
	if err := cmd.Start(); err != nil {
		t.Skip("cannot start a child process:", err)
	}
	c := startServer(t, Options{ParentPollInterval: 20 * time.Millisecond})
	if err := c.call("initialize", map[string]any{"processId": cmd.Process.Pid, "capabilities": map[string]any{}}, nil); err != nil {
		t.Fatal(err)
	}
	cmd.Process.Kill()
	cmd.Wait()
	select {
	case code := <-c.exit:
		if code != 1 {
			t.Errorf("exit code %d, want 1 (no shutdown)", code)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("server still running after its client process died")
	}
}

// TestIncludedFileEditedOnDisk: a contract uses a function from an
// included file; editing that file on disk re-analyses the open spec.
func TestIncludedFileEditedOnDisk(t *testing.T) {
	dir := t.TempDir()
	lib := filepath.Join(dir, "lib.dfy")
	os.WriteFile(lib, []byte("function Double(x: int): int { x + x }\n"), 0o644)
	path := filepath.Join(dir, "main.dfy")
	src := `include "lib.dfy"

/// @accept x = 3 -> y = 6
method Twice(x: int) returns (y: int)
  ensures y == Double(x)
`
	os.WriteFile(path, []byte(src), 0o644)
	c := startServer(t, Options{})
	c.initialize(dir, nil)
	u := c.open(path, src)
	p := c.waitDiags(u, version(1))
	if len(p.Diags) != 0 {
		t.Fatalf("with the include: %+v", p.Diags)
	}
	os.WriteFile(lib, []byte("function Double(x: int): int { x + x + 1 }\n"), 0o644)
	c.waitDiags(u, func(p publish) bool { return hasCode(p, "positive-test-recall") })
}

// TestAddBoundAction: on sqrt.dfy the trivial witness r = 0 gets the quick-fix
// "add missing postcondition bound"; applying it clears both the witness
// and the wrongly accepted pairs.
func TestAddBoundAction(t *testing.T) {
	c := startServer(t, Options{})
	path, text := readExample(t, "sqrt.dfy")
	c.initialize(filepath.Dir(path), nil)
	u := c.open(path, text)
	p := c.waitDiags(u, version(1))
	diag := diagWithCode(p, "trivial-witness")
	if diag == nil || !strings.Contains(diag.Message, "r = 0") {
		t.Fatalf("no trivial-witness diagnostic naming r = 0: %+v", p.Diags)
	}
	actions := c.codeActions(u, diag)
	var fix *protocol.CodeAction
	for i := range actions {
		if strings.HasPrefix(actions[i].Title, "Add missing postcondition bound") && fix == nil {
			fix = &actions[i]
		}
	}
	if fix == nil || fix.Title != "Add missing postcondition bound: N < (r + 1) * (r + 1)" || !fix.IsPreferred || len(fix.Diagnostics) != 1 {
		t.Fatalf("actions %+v", actions)
	}
	var changes []any
	for _, e := range fix.Edit.Changes[u] {
		changes = append(changes, map[string]any{"range": e.Range, "text": e.NewText})
	}
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": u, "version": 2},
		"contentChanges": changes,
	})
	p = c.waitDiags(u, version(2))
	if len(p.Diags) != 1 || p.Diags[0].Code != "implementation-counterexample" {
		t.Errorf("after the quick-fix: %+v, want only the body r := 0 shown wrong", p.Diags)
	}
}

// metricsOnly drops the example-free attacks' findings: the tests using it
// are about the metrics and the session, on specs the attacks also flag.
// lensTitles are the lenses' titles, for messages.
func lensTitles(ls []protocol.CodeLens) []string {
	var out []string
	for _, l := range ls {
		if l.Command != nil {
			out = append(out, l.Command.Title)
		}
	}
	return out
}

func metricsOnly(p publish) publish {
	var ds []protocol.Diagnostic
	for _, d := range p.Diags {
		if code, ok := d.Code.(string); ok && analyzers.IsAttack(code) {
			continue
		}
		ds = append(ds, d)
	}
	p.Diags = ds
	return p
}
