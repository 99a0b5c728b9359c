package server

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"go.lsp.dev/protocol"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"

	"github.com/specfaith/specfaith/internal/llmtest"
	"github.com/specfaith/specfaith/ir"
)

const judgeKeyValue = "sk-judge-test-secret-42"

// fakeJudge answers the informalizer with a reading and the judge with a
// disputed verdict.
func fakeJudge() *llmtest.Server {
	srv := llmtest.New()
	srv.Respond = func(c llmtest.Captured) llmtest.Reply {
		if c.Tool == "report_informalization" {
			return llmtest.Reply{Args: map[string]any{"reading": "r squared is at most N; r may be any smaller natural number.",
				"preconditions": "nothing", "postcondition": "r*r is at most N", "scope": "r is not bounded from below", "strength": "weak"}}
		}
		return llmtest.Reply{Args: map[string]any{"match": false, "category": "weakened-postcondition",
			"explanation": "Nothing makes r the largest such number, so 0 is accepted."}}
	}
	return srv
}

func judgeOptions(base string) map[string]any {
	return map[string]any{
		"trusted":  true,
		"analyses": map[string]any{"toolchain": false},
		"llm": map[string]any{"provider": "openai", "model": "test-model", "base_url": base + "/v1",
			"api_key_env": "SPECFAITH_TEST_JUDGE_KEY", "cache_dir": "off", "max_retries": 0},
	}
}

// hoverOn is the hover's Markdown at the first occurrence of needle in
// the document's text (located by text, not by line and column, so the
// test says what it hovers on and survives edits above it).
func hoverOn(t *testing.T, c *client, u protocol.DocumentURI, text, needle string) string {
	t.Helper()
	off := strings.Index(text, needle)
	if off < 0 {
		t.Fatalf("hover: %q is not in the document", needle)
	}
	line, char := ir.NewLines(text).UTF16(off)
	return hoverText(t, c, u, line, char)
}

func hoverText(t *testing.T, c *client, u protocol.DocumentURI, line, char int) string {
	t.Helper()
	var hov protocol.Hover
	if err := c.call("textDocument/hover", map[string]any{
		"textDocument": map[string]any{"uri": u}, "position": map[string]any{"line": line, "character": char},
	}, &hov); err != nil {
		t.Fatal(err)
	}
	return hov.Contents.Value
}

// The judge runs on save, never on open or on a keystroke; its verdict is
// a warning at the postcondition and its reading joins the hover; editing
// the contract drops the verdict until the next save; the key is never
// logged.
func TestJudgeRunsOnSave(t *testing.T) {
	t.Setenv("SPECFAITH_TEST_JUDGE_KEY", judgeKeyValue)
	srv := fakeJudge()
	defer srv.Close()
	logs := &lockedBuffer{}
	logger := zap.New(zapcore.NewCore(zapcore.NewJSONEncoder(zap.NewProductionEncoderConfig()), zapcore.AddSync(logs), zapcore.DebugLevel))
	c := startServer(t, Options{Logger: logger})
	path, text := readExample(t, "sqrt.dfy")
	c.initialize(filepath.Dir(path), judgeOptions(srv.URL))
	u := c.open(path, text)
	p := c.waitDiags(u, version(1))
	if hasCode(p, "judge-disputed") {
		t.Fatal("judged on open")
	}
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": u, "version": 2},
		"contentChanges": []any{map[string]any{"text": text + "\n"}},
	})
	c.waitDiags(u, version(2))
	c.quiet()
	if n := len(srv.Requests()); n != 0 {
		t.Fatalf("%d model calls before any save", n)
	}

	c.notify("textDocument/didSave", map[string]any{"textDocument": map[string]any{"uri": u}})
	p = c.waitDiags(u, func(p publish) bool { return hasCode(p, "judge-disputed") })
	var d protocol.Diagnostic
	for _, x := range p.Diags {
		if x.Code == "judge-disputed" {
			d = x
		}
	}
	if d.Severity != protocol.DiagnosticSeverityWarning || !strings.Contains(d.Message, "(weakened-postcondition)") ||
		!strings.Contains(d.Message, "0 is accepted") || d.Range.Start.Line != 7 {
		t.Errorf("diagnostic %+v", d)
	}
	data, _ := json.Marshal(d.Data)
	if !strings.Contains(string(data), `"metric":"judge"`) || !strings.Contains(string(data), `"status":"ok"`) {
		t.Errorf("data %s", data)
	}
	if n := len(srv.Requests()); n != 2 {
		t.Errorf("%d model calls, want 2 (informalize, judge)", n)
	}
	h := hoverOn(t, c, u, text, "r * r <= N")
	for _, want := range []string{"What the contract says** (read back", "read by the LLM", "r may be any smaller natural number",
		"LLM judge:** disputed (weakened-postcondition)", "Leaves open"} {
		if !strings.Contains(h, want) {
			t.Errorf("hover lacks %q:\n%s", want, h)
		}
	}

	// The contract's lens counts the judge's dispute among its reasons
	// (without it: "(+1 more)").
	var lenses []protocol.CodeLens
	if err := c.call("textDocument/codeLens", map[string]any{"textDocument": map[string]any{"uri": u}}, &lenses); err != nil {
		t.Fatal(err)
	}
	if titles := lensTitles(lenses); !slices.Contains(titles, "weak — accepts an unintended output (+2 more) · Rreq 4/4 · R+ 4/4 · R− 1/3") {
		t.Errorf("lenses %q, want the verdict with the judge's dispute among its reasons", titles)
	}

	// Saving again with nothing changed asks the model nothing.
	c.notify("textDocument/didSave", map[string]any{"textDocument": map[string]any{"uri": u}})
	var res map[string]any
	if err := c.call("workspace/executeCommand", map[string]any{"command": CommandJudge, "arguments": []any{string(u)}}, &res); err != nil {
		t.Fatal(err)
	}
	if n := len(srv.Requests()); n != 2 {
		t.Errorf("%d model calls after re-saving an unchanged contract, want 2", n)
	}
	if b, _ := json.Marshal(res); !strings.Contains(string(b), `"category":"weakened-postcondition"`) {
		t.Errorf("command result %s", b)
	}

	// Editing the contract drops its verdict until the next save.
	edited := strings.Replace(text+"\n", "ensures r * r <= N", "ensures r * r <= N < (r + 1) * (r + 1)", 1)
	if edited == text+"\n" {
		t.Fatal("example changed; update the test")
	}
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": u, "version": 3},
		"contentChanges": []any{map[string]any{"text": edited}},
	})
	p = c.waitDiags(u, version(3))
	if hasCode(p, "judge-disputed") {
		t.Errorf("verdict of the old contract shown for the edited one: %v", codes(p))
	}
	c.shutdown()
	if strings.Contains(logs.String(), judgeKeyValue) {
		t.Error("the API key is in the log")
	}
	if !strings.Contains(logs.String(), `"category":"weakened-postcondition"`) {
		t.Errorf("the verdict is not logged:\n%s", logs.String())
	}
	for _, r := range srv.Requests() {
		if r.Header.Get("Authorization") != "Bearer "+judgeKeyValue {
			t.Errorf("request without the configured key")
		}
	}
}

// A failing provider gives no diagnostic: the hover says why the judge
// has no verdict.
func TestJudgeFailureIsNotAFinding(t *testing.T) {
	srv := llmtest.New()
	defer srv.Close()
	srv.Respond = func(llmtest.Captured) llmtest.Reply { return llmtest.Reply{Status: 503} }
	c := startServer(t, Options{})
	path, text := readExample(t, "sqrt.dfy")
	c.initialize(filepath.Dir(path), judgeOptions(srv.URL))
	u := c.open(path, text)
	c.waitDiags(u, version(1))
	var res map[string]any
	if err := c.call("workspace/executeCommand", map[string]any{"command": CommandJudge, "arguments": []any{string(u)}}, &res); err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(res)
	if !strings.Contains(string(b), `"status":"unavailable"`) || !strings.Contains(string(b), "HTTP 503") {
		t.Errorf("command result %s", b)
	}
	p := c.waitDiags(u, version(1))
	if hasCode(p, "judge-disputed") {
		t.Errorf("failure became a finding: %v", codes(p))
	}
	if h := hoverOn(t, c, u, text, "r * r <= N"); !strings.Contains(h, "**LLM judge:** ⊥ informalizer: openai: HTTP 503") {
		t.Errorf("hover:\n%s", h)
	}
}

// With no provider configured nothing mentions or waits on a model.
func TestNoJudgeWithoutProvider(t *testing.T) {
	c := startServer(t, Options{})
	path, text := readExample(t, "sqrt.dfy")
	c.initialize(filepath.Dir(path), nil)
	u := c.open(path, text)
	c.waitDiags(u, version(1))
	c.notify("textDocument/didSave", map[string]any{"textDocument": map[string]any{"uri": u}})
	if h := hoverOn(t, c, u, text, "r * r <= N"); strings.Contains(h, "LLM") {
		t.Errorf("hover mentions the LLM:\n%s", h)
	}
	err := c.call("workspace/executeCommand", map[string]any{"command": CommandJudge, "arguments": []any{string(u)}}, nil)
	if err == nil || !strings.Contains(err.Error(), "the LLM judge is off") {
		t.Errorf("judge command: %v", err)
	}
}

// The evidence command reports the contract under the cursor: its
// requirement, reading, metrics and findings with their evidence.
func TestEvidenceCommand(t *testing.T) {
	c := startServer(t, Options{})
	path, text := readExample(t, "sqrt.dfy")
	c.initialize(filepath.Dir(path), nil)
	u := c.open(path, text)
	c.waitDiags(u, version(1))
	var res struct {
		Contracts []struct {
			Contract string                     `json:"contract"`
			Metrics  map[string]json.RawMessage `json:"metrics"`
			Findings []struct {
				Code string `json:"code"`
			} `json:"findings"`
		} `json:"contracts"`
		Markdown string `json:"markdown"`
	}
	if err := c.call("workspace/executeCommand", map[string]any{"command": CommandEvidence, "arguments": []any{string(u), 7}}, &res); err != nil {
		t.Fatal(err)
	}
	if len(res.Contracts) != 1 || res.Contracts[0].Contract != "SquareRoot" || len(res.Contracts[0].Metrics) == 0 {
		t.Fatalf("%+v", res)
	}
	for _, want := range []string{"# method `SquareRoot`", "**Requirement:**", "r × r is at most N", "trivial-witness", "R− (unintended outputs rejected) | 1/3"} {
		if !strings.Contains(res.Markdown, want) {
			t.Errorf("markdown lacks %q:\n%s", want, res.Markdown)
		}
	}
	err := c.call("workspace/executeCommand", map[string]any{"command": CommandEvidence, "arguments": []any{string(u), 0}}, &res)
	if err == nil || !strings.Contains(err.Error(), "no contract there") {
		t.Errorf("line 0: %v", err)
	}
}

// A client asking for quick-fixes only gets no refactorings.
func TestCodeActionKindsFiltered(t *testing.T) {
	c := startServer(t, Options{})
	path, text := readExample(t, "sqrt.dfy")
	c.initialize(filepath.Dir(path), nil)
	u := c.open(path, text)
	c.waitDiags(u, version(1))
	ask := func(only []string) []protocol.CodeAction {
		var actions []protocol.CodeAction
		ctx := map[string]any{"diagnostics": []any{}}
		if only != nil {
			ctx["only"] = only
		}
		if err := c.call("textDocument/codeAction", map[string]any{
			"textDocument": map[string]any{"uri": u},
			"range":        map[string]any{"start": map[string]any{"line": 7, "character": 4}, "end": map[string]any{"line": 7, "character": 4}},
			"context":      ctx,
		}, &actions); err != nil {
			t.Fatal(err)
		}
		return actions
	}
	all := ask(nil)
	quick := ask([]string{"quickfix"})
	refactor := ask([]string{"refactor"})
	if len(quick) == 0 || len(refactor) == 0 || len(quick)+len(refactor) != len(all) {
		t.Fatalf("all %d, quickfix %d, refactor %d", len(all), len(quick), len(refactor))
	}
	for _, a := range quick {
		if a.Kind != protocol.QuickFix {
			t.Errorf("asked for quick-fixes, got %s %q", a.Kind, a.Title)
		}
	}
}

// After an analysis lands, a client that supports it is asked to refresh
// its code lenses (the metrics lens changes without an edit to the lines
// it sits on).
func TestCodeLensRefreshAfterAnalysis(t *testing.T) {
	c := startServer(t, Options{})
	path, text := readExample(t, "sqrt.dfy")
	c.initialize(filepath.Dir(path), nil)
	u := c.open(path, text)
	c.waitDiags(u, version(1))
	c.quiet() // a refresh is a request in flight until the client answers
	c.mu.Lock()
	n := c.lensRefreshes
	c.mu.Unlock()
	if n == 0 {
		t.Fatal("no workspace/codeLens/refresh after the analysis")
	}

}

// With LogToClient the log reaches the editor as window/logMessage with
// its level.
func TestLogToClient(t *testing.T) {
	lvl := zapcore.InfoLevel
	c := startServer(t, Options{LogToClient: &lvl})
	path, text := readExample(t, "sqrt.dfy")
	c.initialize(filepath.Dir(path), map[string]any{"trusted": true, "analyses": map[string]any{"toolchain": true}, "toolchain": map[string]any{"dafny": "/nonexistent/dafny"}})
	u := c.open(path, text)
	c.waitDiags(u, version(1))
	c.quiet()
	c.mu.Lock()
	logs := append([]protocol.LogMessageParams(nil), c.logs...)
	c.mu.Unlock()
	for _, l := range logs {
		if l.Type == protocol.MessageTypeInfo && strings.Contains(l.Message, "toolchain run") && strings.Contains(l.Message, "unavailable") {
			return
		}
	}
	t.Fatalf("no info logMessage about the toolchain run: %+v", logs)
}

// The judge step is given the requirement's claims as the claim check
// left them, the informalizer never (they come from the requirement);
// the hover shows the claims with the judge's verdict beside them.
func TestJudgeGetsTheClaims(t *testing.T) {
	t.Setenv("SPECFAITH_TEST_JUDGE_KEY", judgeKeyValue)
	srv := fakeJudge()
	defer srv.Close()
	c := startServer(t, Options{})
	dir := t.TempDir()
	path := filepath.Join(dir, "max.dfy")
	text := "/// Returns the largest element of s.\nmethod Max(s: seq<int>) returns (m: int)\n  requires |s| > 0\n  ensures forall i :: 0 <= i < |s| ==> s[i] <= m\n"
	c.initialize(dir, judgeOptions(srv.URL))
	u := c.open(path, text)
	c.waitDiags(u, version(1))
	c.notify("textDocument/didSave", map[string]any{"textDocument": map[string]any{"uri": u}})
	c.waitDiags(u, func(p publish) bool { return hasCode(p, "judge-disputed") })
	reqs := srv.Requests()
	if len(reqs) != 2 {
		t.Fatalf("%d model calls, want 2", len(reqs))
	}
	claim := "m is the largest element of s (“the largest element of s”): not held — the postcondition also accepts m = 1 on s = [0]"
	if b := string(reqs[0].Body); strings.Contains(b, "largest element") || strings.Contains(b, "Claims read") {
		t.Errorf("the informalizer saw the requirement's claims:\n%s", b)
	}
	var body struct {
		Messages []struct {
			Content any `json:"content"`
		} `json:"messages"`
	}
	if err := json.Unmarshal(reqs[1].Body, &body); err != nil {
		t.Fatal(err)
	}
	if b, _ := json.Marshal(body.Messages); !strings.Contains(string(b), "Claims read from the requirement") || !strings.Contains(string(b), claim) {
		t.Errorf("the judge step was not given the claim %q:\n%s", claim, b)
	}
	h := hoverOn(t, c, u, text, "Max")
	i, j := strings.Index(h, "The requirement says / the contract says"), strings.Index(h, "LLM judge:** disputed")
	if i < 0 || j < i || !strings.Contains(h[i:j], `m is the largest element of s`) || !strings.Contains(h[i:j], "not held") {
		t.Errorf("hover lacks the claims with the verdict beside them:\n%s", h)
	}
	c.shutdown()
}
