package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/specfaith/specfaith/analyzers"
)

// TestOneBadFileDoesNotEndTheRun: in a directory run, a file whose
// analysis panics, a FIFO and a symlink to /dev/zero named on the command
// line each get a line of their own; every other file is reported, the
// summary is printed, and the exit status is 2. Nothing hangs.
func TestOneBadFileDoesNotEndTheRun(t *testing.T) {
	saved := analyzers.Registry
	analyzers.Registry = append(append([]*analyzers.Analyzer(nil), saved...), &analyzers.Analyzer{Name: "boom",
		Run: func(p *analyzers.Pass) (any, []analyzers.Finding) {
			if p.Contract.Name == "Boom" {
				panic("boom")
			}
			return nil, nil
		}})
	defer func() { analyzers.Registry = saved }()

	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a_boom.dfy"), []byte("method Boom(x: int) returns (y: int)\n  ensures y >= 0\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "b_sqrt.dfy"), []byte("method Sqrt(N: nat) returns (r: nat)\n  ensures r * r <= N\n"), 0o644)
	fifo := filepath.Join(t.TempDir(), "fifo.dfy")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	zero := filepath.Join(t.TempDir(), "zero.dfy")
	if err := os.Symlink("/dev/zero", zero); err != nil {
		t.Fatal(err)
	}
	for _, format := range []string{"text", "json", "sarif"} {
		var out, errb bytes.Buffer
		code := run([]string{"check", "--format", format, "-j", "2", dir, fifo, zero}, &out, &errb)
		if code != 2 {
			t.Errorf("%s: exit %d, want 2\n%s\n%s", format, code, out.String(), errb.String())
		}
		o := out.String()
		for _, want := range []string{"internal error in the boom analysis of Boom", "trivial-witness", "not a regular file"} {
			if !strings.Contains(o, want) {
				t.Errorf("%s: output lacks %q:\n%s", format, want, o)
			}
		}
		if format == "text" && !strings.Contains(o, "4 files, 2 contracts") {
			t.Errorf("text: no summary for all four files:\n%s", o)
		}
		if !strings.Contains(errb.String(), "3 file(s) could not be checked in full") {
			t.Errorf("%s: stderr does not say files failed: %s", format, errb.String())
		}
	}
}
