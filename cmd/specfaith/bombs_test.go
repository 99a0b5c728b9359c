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
	if testing.Short() {
		t.Skip("builds the CLI")
	}
	dir := t.TempDir()
	exe := filepath.Join(dir, "specfaith")
	if out, err := exec.Command("go", "build", "-o", exe, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	const maxRSS = 200 << 20
	for _, b := range bombs.All() {
		path := filepath.Join(dir, b.Name)
		if err := os.WriteFile(path, []byte(b.Text), 0o644); err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		cmd := exec.CommandContext(ctx, exe, "check", path)
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		start := time.Now()
		err := cmd.Run()
		took := time.Since(start)
		timedOut := ctx.Err() != nil
		cancel()
		if timedOut {
			t.Errorf("%s: no answer within 10 s", b.Name)
			continue
		}
		if ee, ok := err.(*exec.ExitError); err != nil && (!ok || ee.ExitCode() > 1) {
			t.Errorf("%s: %v\n%.2000s", b.Name, err, out.String())
			continue
		}
		rss := cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss * 1024 // kB on Linux
		t.Logf("%-22s %6.2f s  %4d MB", b.Name, took.Seconds(), rss>>20)
		if rss > maxRSS {
			t.Errorf("%s: peak RSS %d MB, over 200 MB", b.Name, rss>>20)
		}
		if !strings.Contains(out.String(), b.Want) {
			t.Errorf("%s: output does not say %q:\n%.2000s", b.Name, b.Want, out.String())
		}
	}
}

// TestManyContractsStayBounded runs the built CLI on a 2 MB file of
// thousands of contracts in each language: it answers (a 60 s guard
// against a hang, not a speed test: docs/BENCHMARKS.md has the times)
// under 300 MB, searching contracts until the file's budget is spent and
// saying so for the rest.
func TestManyContractsStayBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the CLI")
	}
	dir := t.TempDir()
	exe := filepath.Join(dir, "specfaith")
	if out, err := exec.Command("go", "build", "-o", exe, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	for _, b := range bombs.ManyContracts() {
		path := filepath.Join(dir, b.Name)
		if err := os.WriteFile(path, []byte(b.Text), 0o644); err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		cmd := exec.CommandContext(ctx, exe, "check", "-v", path)
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		start := time.Now()
		err := cmd.Run()
		took := time.Since(start)
		timedOut := ctx.Err() != nil
		cancel()
		if timedOut {
			t.Errorf("%s: no answer within 60 s", b.Name)
			continue
		}
		if ee, ok := err.(*exec.ExitError); err != nil && (!ok || ee.ExitCode() > 1) {
			t.Errorf("%s: %v\n%.2000s", b.Name, err, out.String())
			continue
		}
		rss := cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss * 1024
		t.Logf("%-10s %6.2f s  %4d MB", b.Name, took.Seconds(), rss>>20)
		if rss > 300<<20 {
			t.Errorf("%s: peak RSS %d MB, over 300 MB", b.Name, rss>>20)
		}
		o := out.String()
		if !strings.Contains(o, b.Want) || !strings.Contains(o, " searched, ") {
			t.Errorf("%s: no contract said to be past the budget, or no summary:\n%.1000s", b.Name, o[max(0, len(o)-1000):])
		}
	}
}
