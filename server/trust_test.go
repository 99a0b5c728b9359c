package server

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/BurntSushi/toml"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/specfaith/specfaith/internal/llmtest"
)

// evilWorkspace is a repository whose own .specfaith.toml names a
// program to run as its dafny (a script that leaves a marker file) and an
// LLM endpoint to send a chosen environment variable to (a local test
// server). It returns the workspace, the spec's path and text, and the
// marker's path.
func evilWorkspace(t *testing.T, llmURL string) (dir, path, text, marker string) {
	t.Helper()
	dir = t.TempDir()
	marker = filepath.Join(dir, "ran")
	evil := filepath.Join(dir, "script.sh")
	if err := os.WriteFile(evil, []byte("#!/bin/sh\ntouch "+marker+"\necho 'Dafny 4.0.0'\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("SPECFAITH_TEST_SECRET", "hunter2-not-a-real-key")
	toml := "trusted = true\n" +
		"[toolchain]\ndafny = \"" + evil + "\"\n" +
		"[llm]\nprovider = \"openai\"\nmodel = \"m\"\nbase_url = \"" + llmURL + "/v1\"\napi_key_env = \"SPECFAITH_TEST_SECRET\"\ncache_dir = \"off\"\n"
	if err := os.WriteFile(filepath.Join(dir, ConfigFile), []byte(toml), 0o644); err != nil {
		t.Fatal(err)
	}
	_, text = readExample(t, "sqrt.dfy")
	path = filepath.Join(dir, "sqrt.dfy")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, path, text, marker
}

// assertNothingRan opens, saves, verifies and judges the spec, then checks
// that the workspace's program did not run and no request reached the
// workspace's URL.
func assertNothingRan(t *testing.T, c *client, srv interface{ Requests() []llmtest.Captured }, path, text, marker string) {
	t.Helper()
	u := c.open(path, text)
	p := c.waitDiags(u, version(1))
	if !hasCode(p, "trivial-witness") {
		t.Errorf("own analyses should still run: %v", codes(p))
	}
	c.notify("textDocument/didSave", map[string]any{"textDocument": map[string]any{"uri": u}})
	_ = c.call("workspace/executeCommand", map[string]any{"command": CommandJudge, "arguments": []any{string(u)}}, nil)
	_ = c.call("workspace/executeCommand", map[string]any{"command": CommandVerify, "arguments": []any{string(u)}}, nil)
	c.quiet()
	if _, err := os.Stat(marker); err == nil {
		t.Error("the program named by the workspace's .specfaith.toml ran")
	}
	if n := len(srv.Requests()); n != 0 {
		t.Errorf("%d requests reached the URL named by the workspace's .specfaith.toml", n)
	}
}

// A client that does not say whether the workspace is trusted (Neovim's
// default, lspconfig, a raw client) gets an untrusted workspace: the
// repository's .specfaith.toml can neither run its script nor send an
// environment variable to its URL, and the user is told once how to trust
// the workspace.
func TestUnsaidTrustRunsNothingTheWorkspaceNames(t *testing.T) {
	srv := fakeJudge()
	defer srv.Close()
	dir, path, text, marker := evilWorkspace(t, srv.URL)
	c := startServer(t, Options{})
	c.initialize(dir, map[string]any{}) // no "trusted", toolchains on by default
	assertNothingRan(t, c, srv, path, text, marker)
	c.waitMessage("this workspace is not trusted")
	c.mu.Lock()
	n := 0
	for _, m := range c.messages {
		if strings.Contains(m, "not trusted") && strings.Contains(m, ":SpecfaithTrust") {
			n++
		}
	}
	c.mu.Unlock()
	if n != 1 {
		t.Errorf("want one message saying how to trust the workspace, got %d: %v", n, c.messages)
	}
}

// Trusted by the client, the workspace's own .specfaith.toml still cannot
// name a program, a URL or an environment variable: those keys are
// honoured only from user-level settings, and each gets a warning on its
// line of the file.
func TestWorkspaceFileCannotNameProgramsOrURLs(t *testing.T) {
	srv := fakeJudge()
	defer srv.Close()
	dir, path, text, marker := evilWorkspace(t, srv.URL)
	c := startServer(t, Options{})
	c.initialize(dir, map[string]any{"trusted": true})
	assertNothingRan(t, c, srv, path, text, marker)
	c.waitMessage("cannot be set in the workspace's own .specfaith.toml")
	cfgURI := protocol.DocumentURI(uri.File(filepath.Join(dir, ConfigFile)))
	p := c.waitDiags(cfgURI, func(p publish) bool { return len(p.Diags) > 0 })
	lines := map[string]uint32{}
	for _, d := range p.Diags {
		key, _, _ := strings.Cut(d.Message, " ")
		lines[key] = d.Range.Start.Line
		if d.Severity != protocol.DiagnosticSeverityWarning || d.Code != "user-level-only" {
			t.Errorf("diagnostic %+v", d)
		}
	}
	want := map[string]uint32{"trusted": 0, "toolchain.dafny": 2, "llm.provider": 4, "llm.model": 5, "llm.base_url": 6, "llm.api_key_env": 7, "llm.cache_dir": 8}
	for k, l := range want {
		if got, ok := lines[k]; !ok || got != l {
			t.Errorf("%s: want a warning on line %d, got %v (present %v)", k, l, got, ok)
		}
	}
	if c.hasMessage("this workspace is not trusted") {
		t.Error("the untrusted notice was shown although the client said trusted")
	}
	// Opened in the editor, the file keeps its warnings.
	raw, _ := os.ReadFile(filepath.Join(dir, ConfigFile))
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": cfgURI, "languageId": "toml", "version": 1, "text": string(raw)}})
	p = c.waitDiags(cfgURI, version(1))
	if len(p.Diags) != len(want) {
		t.Errorf("opened .specfaith.toml: want %d warnings, got %+v", len(want), p.Diags)
	}
}

// The warning lands on the line that sets the key, however the TOML
// spells it: a table, a dotted key, an inline table, quoted keys.
func TestUserOnlyKeyLines(t *testing.T) {
	text := `debounce_ms = 10
toolchain.lean = "/x/lean"
llm = { provider = "openai", base_url = "http://127.0.0.1:1/v1" }
[analyses]
toolchain = true
["toolchain"]
"dafny" = "./script.sh"
`
	var m map[string]any
	if _, err := toml.Decode(text, &m); err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for _, k := range dropUserOnly(m, text) {
		got[k.Key] = k.Line
	}
	want := map[string]int{"toolchain.lean": 1, "toolchain.dafny": 6, "llm.provider": 2, "llm.base_url": 2}
	if len(got) != len(want) {
		t.Errorf("got %v, want %v", got, want)
	}
	for k, l := range want {
		if got[k] != l {
			t.Errorf("%s: line %d, want %d", k, got[k], l)
		}
	}
	if _, ok := m["analyses"]; !ok || m["toolchain"] != nil || m["llm"] != nil {
		t.Errorf("what is left: %v", m)
	}
}

// Lean elaboration runs arbitrary code (#eval, macros): without trust no
// lean runs, not even the one on PATH.
func TestUnsaidTrustRunsNoLean(t *testing.T) {
	bin := t.TempDir()
	marker := filepath.Join(bin, "ran")
	os.WriteFile(filepath.Join(bin, "lean"), []byte("#!/bin/sh\ntouch "+marker+"\necho 'Lean (version 4.18.0, x86_64-unknown-linux-gnu, commit 0, Release)'\n"), 0o755)
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	dir := t.TempDir()
	path := filepath.Join(dir, "Demo.lean")
	text := "#eval IO.println \"hi\"\ndef f (x : Nat) : Nat := x\n"
	os.WriteFile(path, []byte(text), 0o644)
	c := startServer(t, Options{})
	c.initialize(dir, map[string]any{})
	u := c.open(path, text)
	c.waitDiags(u, version(1))
	c.notify("textDocument/didSave", map[string]any{"textDocument": map[string]any{"uri": u}})
	c.quiet()
	if _, err := os.Stat(marker); err == nil {
		t.Error("lean ran in a workspace the client did not trust")
	}
}

// Trust granted later (:SpecfaithTrust, VS Code's trust dialog) takes
// effect at once: the user-level toolchain runs without a restart.
func TestTrustGrantedLaterRunsToolchain(t *testing.T) {
	dir := t.TempDir()
	marker := filepath.Join(dir, "ran")
	fake := filepath.Join(t.TempDir(), "fake-dafny")
	os.WriteFile(fake, []byte("#!/bin/sh\ntouch "+marker+"\necho 'Dafny 4.0.0'\n"), 0o755)
	_, text := readExample(t, "sqrt.dfy")
	path := filepath.Join(dir, "sqrt.dfy")
	os.WriteFile(path, []byte(text), 0o644)
	c := startServer(t, Options{})
	c.initialize(dir, map[string]any{"toolchain": map[string]any{"dafny": fake}})
	u := c.open(path, text)
	c.waitDiags(u, version(1))
	c.quiet()
	if _, err := os.Stat(marker); err == nil {
		t.Fatal("the toolchain ran before the workspace was trusted")
	}
	c.notify("workspace/didChangeConfiguration", map[string]any{"settings": map[string]any{"specfaith": map[string]any{"trusted": true}}})
	waitFile(t, marker, "the toolchain never ran after trust was granted")

	// Withdrawn (:SpecfaithUntrust), it stops at once: nothing runs on
	// verify, and the status says why.
	c.notify("workspace/didChangeConfiguration", map[string]any{"settings": map[string]any{"specfaith": map[string]any{"trusted": false}}})
	c.quiet()
	c.mu.Lock()
	last := c.toolStatus[len(c.toolStatus)-1]
	c.mu.Unlock()
	if !strings.Contains(last.Summary, "restricted") {
		t.Fatalf("status after trust was withdrawn: %+v", last)
	}
	os.Remove(marker)
	if err := c.call("workspace/executeCommand", map[string]any{"command": CommandVerify, "arguments": []any{string(u)}}, nil); err == nil {
		t.Error("verify ran after trust was withdrawn")
	}
	c.quiet()
	if _, err := os.Stat(marker); err == nil {
		t.Error("the toolchain ran after trust was withdrawn")
	}
}

func waitFile(t *testing.T, path, msg string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		if _, err := os.Stat(path); err == nil {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal(msg)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// Trusted by the client and named in its settings, a program does run:
// trust and user-level settings are what stop it above.
func TestTrustedWorkspaceRunsConfiguredToolchain(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	dir := t.TempDir()
	marker := filepath.Join(dir, "ran")
	fake := filepath.Join(dir, "fake-dafny")
	os.WriteFile(fake, []byte("#!/bin/sh\ntouch "+marker+"\necho 'Dafny 4.0.0'\n"), 0o755)
	_, text := readExample(t, "sqrt.dfy")
	path := filepath.Join(dir, "sqrt.dfy")
	os.WriteFile(path, []byte(text), 0o644)
	c := startServer(t, Options{})
	c.initialize(dir, map[string]any{"trusted": true, "toolchain": map[string]any{"dafny": fake}})
	c.open(path, text)
	waitFile(t, marker, "the configured toolchain never ran in a trusted workspace")
}

// Includes and sidecars cannot make the server read outside the
// workspace, not even through a symlink; inside, they are read.
func TestReadsStayInsideTheWorkspace(t *testing.T) {
	outside := t.TempDir()
	secret := filepath.Join(outside, "secret.dfy")
	os.WriteFile(secret, []byte("function Secret(): int { 42 }\n"), 0o644)
	os.WriteFile(filepath.Join(outside, "other.dfy"), []byte("function Other(): int { 7 }\n"), 0o644)
	os.WriteFile(filepath.Join(outside, "test.json"), []byte(`[{"input": {"N": 4}, "expected": 2}]`), 0o644)

	root := t.TempDir()
	os.WriteFile(filepath.Join(root, "lib.dfy"), []byte("function Inside(): int { 1 }\n"), 0o644)
	spec := filepath.Join(root, "sqrt.dfy")
	text := `include "lib.dfy"
include "` + secret + `"
include "../` + filepath.Base(outside) + `/other.dfy"

/// Return the integer square root of N.
method SquareRoot(N: nat) returns (r: nat)
  ensures r * r <= N
`
	os.WriteFile(spec, []byte(text), 0o644)
	// A sidecar that is a symlink to a file outside.
	if err := os.Symlink(filepath.Join(outside, "test.json"), filepath.Join(root, "test.json")); err != nil {
		t.Fatal(err)
	}
	c := startServer(t, Options{})
	c.initialize(root, nil)
	u := c.open(spec, text)
	p := c.waitDiags(u, version(1))
	var msgs []string
	for _, d := range p.Diags {
		msgs = append(msgs, d.Message)
	}
	all := strings.Join(msgs, "\n")
	if strings.Count(all, "outside the workspace") != 3 {
		t.Errorf("want two includes and the sidecar refused as outside the workspace:\n%s", all)
	}
	if strings.Contains(all, "lib.dfy") {
		t.Errorf("the include inside the workspace was refused:\n%s", all)
	}
}

// A server that was given no root (no rootUri, no workspaceFolders) still
// reads includes and sidecars only inside the document's project (the
// nearest .git here): not ../, absolute paths, symlinks to files outside
// or /proc/self/environ.
func TestRootlessServerReadsStayInsideTheProject(t *testing.T) {
	base := t.TempDir()
	outside := filepath.Join(base, "outside")
	proj := filepath.Join(base, "proj")
	os.MkdirAll(outside, 0o755)
	os.MkdirAll(filepath.Join(proj, ".git"), 0o755)
	os.MkdirAll(filepath.Join(proj, "sub"), 0o755)
	for _, n := range []string{"a", "b", "c"} {
		os.WriteFile(filepath.Join(outside, n+".dfy"), []byte("function Outside(: int\n"), 0o644)
	}
	os.WriteFile(filepath.Join(outside, "secret.json"), []byte(`[{"input": {"N": "OUTSIDE_SIDECAR"}, "expected": 2}]`), 0o644)
	os.Symlink(filepath.Join(outside, "c.dfy"), filepath.Join(proj, "sub", "link.dfy.inc"))
	os.WriteFile(filepath.Join(proj, "lib.dfy.inc"), []byte("function Inside(): int { 1 }\n"), 0o644)
	spec := filepath.Join(proj, "sub", "sqrt.dfy")
	text := `include "../lib.dfy.inc"
include "../../outside/a.dfy"
include "` + filepath.Join(outside, "b.dfy") + `"
include "link.dfy.inc"

/// Return the integer square root of N.
method SquareRoot(N: nat) returns (r: nat)
  ensures r * r <= N
`
	os.WriteFile(spec, []byte(text), 0o644)
	os.Symlink(filepath.Join(outside, "secret.json"), filepath.Join(proj, "sub", "sqrt.test.json"))
	os.Symlink("/proc/self/environ", filepath.Join(proj, "sub", "sqrt.reject_inputs.json"))

	c := startServer(t, Options{})
	if err := c.call("initialize", map[string]any{"processId": os.Getpid(), "capabilities": map[string]any{},
		"initializationOptions": map[string]any{"analyses": map[string]any{"toolchain": false}}}, nil); err != nil {
		t.Fatal(err)
	}
	c.notify("initialized", map[string]any{})
	u := c.open(spec, text)
	p := c.waitDiags(u, version(1))
	var msgs []string
	for _, d := range p.Diags {
		msgs = append(msgs, d.Message)
	}
	all := strings.Join(msgs, "\n")
	if n := strings.Count(all, "outside the workspace"); n != 5 {
		t.Errorf("want three includes and both sidecars refused as outside the project, got %d:\n%s", n, all)
	}
	if strings.Contains(all, "syntax problems") || strings.Contains(all, "OUTSIDE_SIDECAR") || strings.Contains(all, "PATH=") {
		t.Errorf("a file outside the project was read:\n%s", all)
	}
	if strings.Contains(all, "lib.dfy.inc") {
		t.Errorf("the include inside the project was refused:\n%s", all)
	}
}
