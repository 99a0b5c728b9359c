package server

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// hostileRepo commits a spec into dir, then puts a marker program in
// every place git can be told to run one: a promisor's upload-pack (with
// the HEAD blob deleted when partial), ssh, fsmonitor, pagers, filters,
// textconv, hooks (both .git/hooks and core.hooksPath), ext:: URLs,
// editors, credential helpers, and an includeIf'd file naming more. It
// returns the spec's path and text and the marker's path.
func hostileRepo(t *testing.T, dir string, partial bool) (path, text, marker string) {
	t.Helper()
	_, text = readExample(t, "sqrt.dfy")
	commitHead(t, dir, []txtarFile{{Name: "sqrt.dfy", Data: []byte(text)}, {Name: ".gitattributes", Data: []byte("* filter=evil diff=evil\n")}})
	path = filepath.Join(dir, "sqrt.dfy")
	marker = filepath.Join(t.TempDir(), "ran")
	evil := filepath.Join(t.TempDir(), "evil.sh")
	if err := os.WriteFile(evil, []byte("#!/bin/sh\necho \"$0 $*\" >> "+marker+"\nexit 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	gitc := func(args ...string) {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-C", dir}, args...)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v: %s", args, err, out)
		}
	}
	hooks := filepath.Join(dir, ".git", "hooks")
	os.MkdirAll(hooks, 0o755)
	for _, h := range []string{"pre-commit", "post-checkout", "post-merge", "pre-push", "reference-transaction", "post-index-change", "fsmonitor-watchman", "pre-auto-gc", "post-rewrite"} {
		os.WriteFile(filepath.Join(hooks, h), []byte("#!/bin/sh\n"+evil+" hook "+h+"\n"), 0o755)
	}
	inc := filepath.Join(dir, ".git", "evil.inc")
	os.WriteFile(inc, []byte("[core]\n\teditor = "+evil+"\n\taskPass = "+evil+"\n[credential]\n\thelper = !"+evil+"\n[gpg]\n\tprogram = "+evil+"\n"), 0o644)
	for _, kv := range [][2]string{
		{"core.fsmonitor", evil},
		{"core.pager", evil},
		{"pager.cat-file", evil},
		{"pager.show", evil},
		{"core.sshCommand", evil},
		{"core.hooksPath", hooks},
		{"core.alternateRefsCommand", evil},
		{"filter.evil.clean", evil},
		{"filter.evil.smudge", evil},
		{"filter.evil.process", evil},
		{"filter.evil.required", "true"},
		{"diff.evil.textconv", evil},
		{"diff.external", evil},
		{"protocol.allow", "always"},
		{"remote.origin.url", "ext::" + evil + " %S"},
		{"remote.origin.uploadpack", evil},
		{"remote.origin.promisor", "true"},
		{"includeIf.gitdir:/.path", inc},
		{"include.path", inc},
	} {
		gitc("config", kv[0], kv[1])
	}
	if partial {
		gitc("config", "core.repositoryformatversion", "1")
		gitc("config", "extensions.partialClone", "origin")
		out, err := exec.Command("git", "-C", dir, "-c", "core.fsmonitor=false", "rev-parse", "HEAD:sqrt.dfy").Output()
		if err != nil {
			t.Fatal(err)
		}
		blob := strings.TrimSpace(string(out))
		if err := os.Remove(filepath.Join(dir, ".git", "objects", blob[:2], blob[2:])); err != nil {
			t.Fatal(err)
		}
	}
	return path, text, marker
}

// TestHostileRepositoryRunsNothing: opening, editing, asking for lenses,
// hovers and code actions, saving and running every command in such a
// repository runs none of its programs, trusted or not; in the complete
// repository the HEAD lens still works (HEAD is read without git). The
// fixture is live: plain git, asked for the committed text the way the
// server used to ask, does run the marker.
func TestHostileRepositoryRunsNothing(t *testing.T) {
	for _, tc := range []struct {
		name    string
		partial bool
		opts    map[string]any
	}{
		{"partial/untrusted", true, nil},
		{"partial/trusted", true, map[string]any{"trusted": true, "analyses": map[string]any{"toolchain": false}}},
		{"complete/untrusted", false, nil},
		{"complete/trusted", false, map[string]any{"trusted": true, "analyses": map[string]any{"toolchain": false}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path, text, marker := hostileRepo(t, dir, tc.partial)
			c := startServer(t, Options{})
			c.initialize(dir, tc.opts)
			u := c.open(path, text)
			c.waitDiags(u, version(1))
			edited := strings.Replace(text, "ensures r * r <= N", "ensures r * r <= N < (r + 1) * (r + 1)", 1)
			if edited == text {
				t.Fatal("the example changed: no clause to edit")
			}
			c.notify("textDocument/didChange", map[string]any{
				"textDocument":   map[string]any{"uri": u, "version": 2},
				"contentChanges": []any{map[string]any{"text": edited}},
			})
			c.waitDiags(u, version(2))
			titles := c.headTitles(u)
			if tc.partial && len(titles) != 0 {
				t.Errorf("partial clone without the blob: lens %q", titles)
			}
			if !tc.partial && (len(titles) != 1 || !strings.HasPrefix(titles[0], "stronger than HEAD")) {
				t.Errorf("complete repository: HEAD lens %q, want one saying stronger than HEAD", titles)
			}
			pos := map[string]any{"line": 7, "character": 10}
			doc := map[string]any{"uri": u}
			var ignore any
			_ = c.call("textDocument/hover", map[string]any{"textDocument": doc, "position": pos}, &ignore)
			_ = c.call("textDocument/codeAction", map[string]any{"textDocument": doc,
				"range": map[string]any{"start": pos, "end": pos}, "context": map[string]any{"diagnostics": []any{}}}, &ignore)
			c.notify("textDocument/didSave", map[string]any{"textDocument": doc})
			for _, cmd := range []string{CommandRerun, CommandInformalization, CommandEvidence, CommandJudge, CommandVerify} {
				_ = c.call("workspace/executeCommand", map[string]any{"command": cmd, "arguments": []any{string(u)}}, &ignore)
			}
			_ = c.headTitles(u)
			c.quiet()
			if b, err := os.ReadFile(marker); err == nil {
				t.Fatalf("a program the repository names ran:\n%s", b)
			}
		})
	}
	// The fixture is live: git itself, asked for the blob as the old lens
	// asked, runs the promisor's program.
	t.Run("fixture", func(t *testing.T) {
		dir := t.TempDir()
		_, _, marker := hostileRepo(t, dir, true)
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		cmd := exec.CommandContext(ctx, "git", "-C", dir, "-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null", "cat-file", "blob", "HEAD:sqrt.dfy")
		cmd.Env = append(os.Environ(), "GIT_TERMINAL_PROMPT=0")
		_ = cmd.Run()
		if _, err := os.Stat(marker); err != nil {
			t.Skip("this git did not run the promisor's program: the fixture shows nothing here")
		}
	})
}

// TestConfigReadIsBounded: a .specfaith.toml that is a symlink to
// /dev/zero, a FIFO, or a symlink to a file outside the workspace is
// refused before it is read: initialize answers at once, the server keeps
// working, the user is told why, and nothing of the outside file (its
// key names) is echoed.
func TestConfigReadIsBounded(t *testing.T) {
	outside := filepath.Join(t.TempDir(), "secret.toml")
	os.WriteFile(outside, []byte("[secret_table_name]\nsecret_key_name = 1\n"), 0o644)
	for _, tc := range []struct {
		name, want string
		make       func(p string) error
	}{
		{"dev zero", "outside the workspace", func(p string) error { return os.Symlink("/dev/zero", p) }},
		{"fifo", "not a regular file", func(p string) error { return syscall.Mkfifo(p, 0o644) }},
		{"outside", "outside the workspace", func(p string) error { return os.Symlink(outside, p) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := tc.make(filepath.Join(dir, ConfigFile)); err != nil {
				t.Skip(err)
			}
			_, text := readExample(t, "sqrt.dfy")
			path := filepath.Join(dir, "sqrt.dfy")
			os.WriteFile(path, []byte(text), 0o644)
			c := startServer(t, Options{})
			start := time.Now()
			c.initialize(dir, nil)
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("initialize took %s", d)
			}
			c.waitMessage(tc.want)
			u := c.open(path, text)
			if p := c.waitDiags(u, version(1)); !hasCode(p, "trivial-witness") {
				t.Errorf("analysis after a refused config: %v", codes(p))
			}
			c.mu.Lock()
			all := strings.Join(c.messages, "\n")
			c.mu.Unlock()
			if strings.Contains(all, "secret_") {
				t.Errorf("the outside file's keys were echoed:\n%s", all)
			}
		})
	}
}

// TestSidecarFIFODoesNotHang: a sidecar that is a FIFO is refused, not
// opened for reading (which would block until a writer came).
func TestSidecarFIFODoesNotHang(t *testing.T) {
	dir := t.TempDir()
	_, text := readExample(t, "sqrt.dfy")
	path := filepath.Join(dir, "sqrt.dfy")
	os.WriteFile(path, []byte(text), 0o644)
	if err := syscall.Mkfifo(filepath.Join(dir, "SquareRoot.test.json"), 0o644); err != nil {
		t.Skip(err)
	}
	c := startServer(t, Options{})
	c.initialize(dir, nil)
	u := c.open(path, text)
	p := c.waitDiagsWithin(u, version(1), 10*time.Second)
	if !hasCode(p, "trivial-witness") {
		t.Errorf("analysis with a FIFO sidecar: %v", codes(p))
	}
}

// TestHeadLensStaysInTheWorkspace: a workspace whose .git is a gitdir file
// naming another repository (outside the workspace) gets no HEAD lens,
// nor does a committed file over the file cap: the other repository's
// text is never compared with, and a blob bomb is never read.
func TestHeadLensStaysInTheWorkspace(t *testing.T) {
	_, text := readExample(t, "sqrt.dfy")
	edited := strings.Replace(text, "ensures r * r <= N", "ensures r * r <= N < (r + 1) * (r + 1)", 1)

	t.Run("gitdir outside", func(t *testing.T) {
		other := t.TempDir()
		commitHead(t, other, []txtarFile{{Name: "sqrt.dfy", Data: []byte(text)}})
		ws := t.TempDir()
		os.WriteFile(filepath.Join(ws, ".git"), []byte("gitdir: "+filepath.Join(other, ".git")+"\n"), 0o644)
		path := filepath.Join(ws, "sqrt.dfy")
		os.WriteFile(path, []byte(text), 0o644)
		c := startServer(t, Options{})
		c.initialize(ws, nil)
		u := c.open(path, edited)
		c.waitDiags(u, version(1))
		if got := c.headTitles(u); len(got) != 0 {
			t.Errorf("lens from a repository outside the workspace: %q", got)
		}
	})
	t.Run("blob over the cap", func(t *testing.T) {
		ws := t.TempDir()
		big := text + "\n// " + strings.Repeat("x", 3<<20) + "\n"
		commitHead(t, ws, []txtarFile{{Name: "sqrt.dfy", Data: []byte(big)}})
		path := filepath.Join(ws, "sqrt.dfy")
		c := startServer(t, Options{})
		c.initialize(ws, nil)
		u := c.open(path, edited)
		c.waitDiags(u, version(1))
		if got := c.headTitles(u); len(got) != 0 {
			t.Errorf("lens from a 3 MB blob: %q", got)
		}
	})
}
