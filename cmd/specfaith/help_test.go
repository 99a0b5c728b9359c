package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestHelpListsEveryFlag: `specfaith --help`, `specfaith check --help`,
// `specfaith lsp --help` and `specfaith bench SUB --help` exit 0 on
// standard output, and each command's help lists every flag its flag set
// defines; the top-level help names every command and every flag of check.
func TestHelpListsEveryFlag(t *testing.T) {
	var top bytes.Buffer
	if code := run([]string{"--help"}, &top, &bytes.Buffer{}); code != 0 {
		t.Fatalf("specfaith --help: exit %d", code)
	}
	cmds := [][]string{{"check"}, {"lsp"}}
	for _, sub := range benchSubs {
		cmds = append(cmds, []string{"bench", sub.name})
		if !strings.Contains(top.String(), "specfaith bench "+sub.name) {
			t.Errorf("specfaith --help does not name bench %s", sub.name)
		}
	}
	for _, c := range []string{"specfaith check", "specfaith lsp", "specfaith version"} {
		if !strings.Contains(top.String(), c) {
			t.Errorf("specfaith --help does not name %s", c)
		}
	}
	defer func() { flagsDefined = func(*flag.FlagSet) {} }()
	for _, cmd := range cmds {
		var fl *flag.FlagSet
		flagsDefined = func(f *flag.FlagSet) { fl = f }
		var out, errb bytes.Buffer
		args := append(append([]string(nil), cmd...), "--help")
		if code := run(args, &out, &errb); code != 0 {
			t.Errorf("%s: exit %d (%s)", strings.Join(args, " "), code, errb.String())
			continue
		}
		if fl == nil {
			t.Errorf("%s: no flag set seen", strings.Join(args, " "))
			continue
		}
		n := 0
		fl.VisitAll(func(f *flag.Flag) {
			n++
			if !strings.Contains(out.String(), "-"+f.Name+" ") && !strings.Contains(out.String(), "-"+f.Name+"\t") && !strings.Contains(out.String(), "-"+f.Name+"\n") {
				t.Errorf("%s does not list -%s:\n%s", strings.Join(args, " "), f.Name, out.String())
			}
			if cmd[0] == "check" && !strings.Contains(top.String(), "-"+f.Name) {
				t.Errorf("specfaith --help does not list check's -%s", f.Name)
			}
			if f.Usage == "" {
				t.Errorf("%s: -%s has no description", strings.Join(cmd, " "), f.Name)
			}
		})
		if n == 0 {
			t.Errorf("%s: no flags", strings.Join(cmd, " "))
		}
	}
}

// TestBenchFlagsBelongToTheirSubcommand: a flag of another subcommand is
// refused with the subcommand's usage, not silently ignored.
func TestBenchFlagsBelongToTheirSubcommand(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"bench", "clever", "--mutants", "x.jsonl"}, &out, &errb); code != 2 || !strings.Contains(errb.String(), "-mutants") || !strings.Contains(errb.String(), "bench clever --help") {
		t.Errorf("exit %d, stderr %q", code, errb.String())
	}
}

// TestBenchOutputFile: -o FILE puts the report in FILE, not on standard
// output.
func TestBenchOutputFile(t *testing.T) {
	out := t.TempDir() + "/report.json"
	var stdout, stderr bytes.Buffer
	if code := run([]string{"bench", "corpus", "--format", "json", "-o", out, "../../examples/dafny/sqrt.dfy"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if stdout.Len() != 0 {
		t.Errorf("standard output has %q", stdout.String())
	}
	b, err := os.ReadFile(out)
	if err != nil || !bytes.Contains(b, []byte(`"files"`)) {
		t.Errorf("report file: %v %.200s", err, b)
	}
}

// TestBenchShippedDataSet: with no file, bench verina evaluates the
// development split shipped in data/, and says which it read; a short name
// names it too.
func TestBenchShippedDataSet(t *testing.T) {
	for _, args := range [][]string{{"bench", "verina", "--format", "json"}, {"bench", "verina", "--format", "json", "verina-dev"}} {
		var stdout, stderr bytes.Buffer
		if code := run(args, &stdout, &stderr); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, stderr.String())
		}
		if !strings.Contains(stderr.String(), "shipped with specfaith") {
			t.Errorf("%v: stderr %q does not say which data set", args, stderr.String())
		}
		var rep struct {
			Dataset string `json:"dataset"`
			Tasks   int    `json:"tasks"`
		}
		if err := json.Unmarshal(stdout.Bytes(), &rep); err != nil {
			t.Fatal(err)
		}
		if want := 128; rep.Tasks != want {
			t.Errorf("%v: %d tasks, want %d", args, rep.Tasks, want)
		}
	}
}

// TestTextSaysWhatWasNotMeasured: a metric the examples cannot measure is
// named with why, not printed as ⊥.
func TestTextSaysWhatWasNotMeasured(t *testing.T) {
	path := t.TempDir() + "/inc.dfy"
	src := "/// Returns x plus one.\n/// @accept x = 1 -> r = 2\nmethod Inc(x: int) returns (r: int)\n  ensures r == x + 1\n"
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	run([]string{"check", "-v", path}, &out, &errb)
	want := regexp.MustCompile(`Inc: no weakness found in \d+ inputs searched · Rreq 1/1 · R\+ 1/1 · R− not measured: no unintended input/output pairs given · Searched: `)
	if !want.MatchString(out.String()) || strings.Contains(out.String(), "⊥") {
		t.Errorf("want %q, got:\n%s", want, out.String())
	}
}
