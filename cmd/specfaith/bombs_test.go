package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/specfaith/specfaith/internal/bombs"
)

// TestBombsStayBounded runs the built CLI on each memory bomb as its own
// process: its peak RSS stays under 200 MB and it answers, within a bound
// generous enough for a loaded machine (the 1 s target is measured in
// docs/BENCHMARKS.md), with the reason evaluation stopped. Before the byte
// budget these took 12-15 GB, and a 2-million-digit literal 6 s.
func TestBombsStayBounded(t *testing.T) {
	dir, exe := buildCLI(t)
	const maxRSS = 200 << 20
	for _, b := range bombs.All() {
		path := filepath.Join(dir, b.Name)
		if err := os.WriteFile(path, []byte(b.Text), 0o644); err != nil {
			t.Fatal(err)
		}
		out, rss, took, ok := runBounded(t, b.Name, 10*time.Second, exe, "check", path)
		if !ok {
			continue
		}
		t.Logf("%-22s %6.2f s  %4d MB", b.Name, took.Seconds(), rss>>20)
		if rss > maxRSS {
			t.Errorf("%s: peak RSS %d MB, over 200 MB", b.Name, rss>>20)
		}
		if !strings.Contains(out, b.Want) {
			t.Errorf("%s: output does not say %q:\n%.2000s", b.Name, b.Want, out)
		}
	}
}

// TestManyContractsStayBounded runs the built CLI on a 2 MB file of
// thousands of contracts in each language: it answers (a 60 s guard
// against a hang, not a speed test: docs/BENCHMARKS.md has the times)
// under 300 MB, searching contracts until the file's budget is spent and
// saying so for the rest.
func TestManyContractsStayBounded(t *testing.T) {
	dir, exe := buildCLI(t)
	for _, b := range bombs.ManyContracts() {
		path := filepath.Join(dir, b.Name)
		if err := os.WriteFile(path, []byte(b.Text), 0o644); err != nil {
			t.Fatal(err)
		}
		o, rss, took, ok := runBounded(t, b.Name, 60*time.Second, exe, "check", "-v", path)
		if !ok {
			continue
		}
		t.Logf("%-10s %6.2f s  %4d MB", b.Name, took.Seconds(), rss>>20)
		if rss > 300<<20 {
			t.Errorf("%s: peak RSS %d MB, over 300 MB", b.Name, rss>>20)
		}
		if !strings.Contains(o, b.Want) || !strings.Contains(o, " searched, ") {
			t.Errorf("%s: no contract said to be past the budget, or no summary:\n%.1000s", b.Name, o[max(0, len(o)-1000):])
		}
	}
}

// runBounded runs the built CLI as its own process, within limit (a
// guard against a hang, not a speed test), and gives its output, peak
// RSS in bytes and time; ok is false (and t has failed) when it did not
// answer or exited with more than 1.
func runBounded(t *testing.T, name string, limit time.Duration, exe string, args ...string) (string, int64, time.Duration, bool) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe, args...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	err := cmd.Run()
	took := time.Since(start)
	if ctx.Err() != nil {
		t.Errorf("%s: no answer within %s", name, limit)
		return "", 0, took, false
	}
	if ee, ok := err.(*exec.ExitError); err != nil && (!ok || ee.ExitCode() > 1) {
		t.Errorf("%s: %v\n%.2000s", name, err, out.String())
		return "", 0, took, false
	}
	rss := cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss * 1024 // kB on Linux
	return out.String(), rss, took, true
}

// buildCLI builds the CLI into a temporary directory (skipped with
// -short) and gives the directory and the executable.
func buildCLI(t *testing.T) (string, string) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the CLI")
	}
	dir := t.TempDir()
	exe := filepath.Join(dir, "specfaith")
	if out, err := exec.Command("go", "build", "-o", exe, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return dir, exe
}
