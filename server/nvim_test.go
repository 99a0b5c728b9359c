package server

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"sync"
	"testing"
	"time"
)

// TestNeovimEndToEnd drives the real `specfaith lsp` binary from a real
// editor: headless Neovim (0.7 or newer; Debian bookworm ships 0.7.2) runs
// testdata/nvim_e2e.lua, which opens examples/dafny/sqrt.dfy and
// factorial.dfy and checks the pushed diagnostics, hover, code lens and its
// command, and the precondition quick-fix applied through
// vim.lsp.util.apply_workspace_edit (Neovim sends the didChange). The
// script's transcript is logged; nvim's exit status is the verdict.
func TestNeovimEndToEnd(t *testing.T) {
	repo := repoRoot(t)
	examples := filepath.Join(repo, "examples", "dafny")
	runNvimScript(t, nvimScript{
		script:  "nvim_e2e.lua",
		env:     []string{"SPECFAITH_EXAMPLES=" + examples},
		watched: []string{filepath.Join(examples, "sqrt.dfy"), filepath.Join(examples, "factorial.dfy")},
	})
}

func repoRoot(t *testing.T) string {
	t.Helper()
	repo, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	return repo
}

// nvimScript is one headless Neovim session running a testdata script.
type nvimScript struct {
	script  string   // file name under server/testdata
	args    []string // nvim arguments before `-c 'luafile script'`
	env     []string // extra environment; SPECFAITH_BIN and SPECFAITH_TMP are set
	watched []string // files that must be unchanged on disk afterwards
}

// runNvimScript finds nvim (skipping without it, failing in CI), builds
// the server binary into a temporary directory, runs
// `nvim --headless --clean [args] -c 'luafile script'` with SPECFAITH_BIN
// (the binary) and SPECFAITH_TMP (a scratch directory) in the environment,
// logs the transcript, and fails the test unless nvim exits 0 after
// printing PASS. It returns the transcript's lines.
func runNvimScript(t *testing.T, s nvimScript) []string {
	t.Helper()
	nvim, err := exec.LookPath("nvim")
	if err != nil {
		const msg = "neovim not installed: run make setup"
		if os.Getenv("CI") != "" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	out, err := exec.Command(nvim, "--version").Output()
	if err != nil {
		t.Fatalf("nvim --version: %v", err)
	}
	m := regexp.MustCompile(`NVIM v(\d+)\.(\d+)\.(\d+)`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("nvim --version printed no version:\n%s", out)
	}
	major, _ := strconv.Atoi(string(m[1]))
	minor, _ := strconv.Atoi(string(m[2]))
	if major == 0 && minor < 7 {
		t.Fatalf("nvim %s.%s.%s is too old: the test needs 0.7 or newer", m[1], m[2], m[3])
	}
	t.Logf("nvim %s.%s.%s at %s", m[1], m[2], m[3], nvim)

	repo := repoRoot(t)
	script := filepath.Join(repo, "server", "testdata", s.script)
	before := map[string][]byte{}
	for _, p := range s.watched {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		before[p] = b
	}

	tmp := t.TempDir()
	bin := filepath.Join(tmp, "specfaith")
	start := time.Now()
	build := exec.Command("go", "build", "-o", bin, "./cmd/specfaith")
	build.Dir = repo
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build ./cmd/specfaith: %v\n%s", err, out)
	}
	t.Logf("built %s in %v", bin, time.Since(start).Round(time.Millisecond))

	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	args := append([]string{"--headless", "--clean"}, s.args...)
	args = append(args, "-c", "luafile "+script)
	cmd := exec.CommandContext(ctx, nvim, args...)
	cmd.Dir = repo
	// Keep nvim's state, caches and logs (lsp.log has the server's stderr)
	// out of the user's home.
	xdg := func(name string) string {
		d := filepath.Join(tmp, name)
		os.MkdirAll(d, 0o755)
		return d
	}
	cmd.Env = append(os.Environ(),
		"SPECFAITH_BIN="+bin,
		"SPECFAITH_TMP="+xdg("scratch"),
		"XDG_CONFIG_HOME="+xdg("config"),
		"XDG_DATA_HOME="+xdg("data"),
		"XDG_STATE_HOME="+xdg("state"),
		"XDG_CACHE_HOME="+xdg("cache"),
		"NVIM_LOG_FILE="+filepath.Join(tmp, "nvim.log"),
	)
	cmd.Env = append(cmd.Env, s.env...)
	cmd.WaitDelay = 5 * time.Second
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr

	start = time.Now()
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting nvim: %v", err)
	}
	var wg sync.WaitGroup
	var passed bool
	var transcript []string
	passLine := regexp.MustCompile(`^\[\s*[0-9.]+s\] PASS$`)
	wg.Add(1)
	go func() {
		defer wg.Done()
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 64*1024), 4*1024*1024)
		for sc.Scan() {
			line := sc.Text()
			t.Log(line)
			transcript = append(transcript, line)
			if passLine.MatchString(line) {
				passed = true
			}
		}
		io.Copy(io.Discard, stdout)
	}()
	wg.Wait() // the pipe closes when nvim (and the server it started) exit
	err = cmd.Wait()
	elapsed := time.Since(start).Round(time.Millisecond)
	if e := bytes.TrimSpace(stderr.Bytes()); len(e) > 0 {
		t.Logf("nvim stderr:\n%s", e)
	}
	failed := func(format string, args ...any) {
		t.Helper()
		if b, err := os.ReadFile(filepath.Join(tmp, "cache", "nvim", "lsp.log")); err == nil {
			const max = 20000
			if len(b) > max {
				b = append([]byte("…"), b[len(b)-max:]...)
			}
			t.Logf("Neovim's lsp.log (the server's stderr):\n%s", b)
		}
		t.Fatalf(format, args...)
	}
	var exit *exec.ExitError
	switch {
	case ctx.Err() != nil:
		failed("nvim did not finish within 90 s (killed after %v)", elapsed)
	case errors.As(err, &exit):
		failed("nvim exited with status %d after %v (1: a check failed, 2: the script's global timeout)", exit.ExitCode(), elapsed)
	case err != nil:
		failed("nvim: %v", err)
	case !passed:
		failed("nvim exited 0 without printing PASS")
	}
	t.Logf("nvim session passed in %v", elapsed)

	for _, p := range s.watched {
		if b, err := os.ReadFile(p); err != nil || !bytes.Equal(b, before[p]) {
			t.Errorf("%s changed on disk during the session (the buffer must not be written)", p)
		}
	}
	return transcript
}
