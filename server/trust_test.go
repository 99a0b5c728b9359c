package server

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// An untrusted workspace runs no toolchain and calls no LLM, whatever the
// configuration says; specfaith's own analyses still run. The workspace's
// own .specfaith.toml cannot declare itself trusted.
func TestUntrustedWorkspaceRunsNothing(t *testing.T) {
	srv := fakeJudge()
	defer srv.Close()
	dir := t.TempDir()
	// A workspace that names a program to run as its "dafny": untrusted,
	// it must never run.
	marker := filepath.Join(dir, "ran")
	evil := filepath.Join(dir, "evil-dafny")
	if err := os.WriteFile(evil, []byte("#!/bin/sh\ntouch "+marker+"\necho 'Dafny 4.0.0'\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, ConfigFile), []byte("trusted = true\n[toolchain]\ndafny = \""+evil+"\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, text := readExample(t, "sqrt.dfy")
	path := filepath.Join(dir, "sqrt.dfy")
	os.WriteFile(path, []byte(text), 0o644)

	c := startServer(t, Options{})
	opts := judgeOptions(srv.URL)
	opts["trusted"] = false
	opts["analyses"] = map[string]any{"toolchain": true}
	c.initialize(dir, opts)
	c.waitMessage("trusted cannot be set in the workspace's own .specfaith.toml")
	u := c.open(path, text)
	p := c.waitDiags(u, version(1))
	if !hasCode(p, "trivial-witness") {
		t.Errorf("own analyses should run untrusted: %v", codes(p))
	}
	c.notify("textDocument/didSave", map[string]any{"textDocument": map[string]any{"uri": u}})
	err := c.call("workspace/executeCommand", map[string]any{"command": CommandJudge, "arguments": []any{string(u)}}, nil)
	if err == nil || !strings.Contains(err.Error(), "not trusted") {
		t.Errorf("judge command: %v", err)
	}
	err = c.call("workspace/executeCommand", map[string]any{"command": CommandVerify, "arguments": []any{string(u)}}, nil)
	if err == nil {
		t.Error("verify command ran in an untrusted workspace")
	}
	time.Sleep(300 * time.Millisecond)
	if _, err := os.Stat(marker); err == nil {
		t.Error("the workspace's configured program ran")
	}
	if n := len(srv.Requests()); n != 0 {
		t.Errorf("%d LLM calls from an untrusted workspace", n)
	}
	c.mu.Lock()
	sts := append([]ToolStatus(nil), c.toolStatus...)
	c.mu.Unlock()
	if len(sts) == 0 || !strings.Contains(sts[0].Summary, "restricted") {
		t.Errorf("status %+v", sts)
	}
}

// Trusted (the default), the same configured program does run: the switch
// is what stops it above.
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
	c.initialize(dir, map[string]any{"toolchain": map[string]any{"dafny": fake}})
	c.open(path, text)
	deadline := time.Now().Add(10 * time.Second)
	for {
		if _, err := os.Stat(marker); err == nil {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("the configured toolchain never ran in a trusted workspace")
		}
		time.Sleep(50 * time.Millisecond)
	}
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
