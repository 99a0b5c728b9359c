package check

import (
	"context"
	"iter"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/analyzers"
)

// TestNaginiSuiteCounterexamples runs the implementations of Nagini's own
// test files (testdata/nagini-suite) and checks every
// implementation-counterexample against Nagini's verdict: the function
// must be one that the file marks as failing verification with an
// `ExpectedOutput(…)` comment (a violated postcondition, or an invariant
// that breaks before it). A counterexample on a function that verifies is
// a bug of specfaith's runner or evaluator. The count of confirmed ones guards against the check going
// silent.
func TestNaginiSuiteCounterexamples(t *testing.T) {
	var files []string
	filepath.WalkDir("testdata/nagini-suite", func(p string, d os.DirEntry, err error) error {
		// resources/ holds modules the tests import; Nagini's runner does
		// not verify them on their own ("it shouldn't matter that this one
		// is incorrect").
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".py") && !strings.Contains(p, "/resources/") {
			files = append(files, p)
		}
		return nil
	})
	if len(files) < 200 {
		t.Fatalf("%d files in testdata/nagini-suite", len(files))
	}
	confirmed := 0
	for _, p := range files {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(data), "\n")
		rep := File(context.Background(), p, data, nil)
		for _, cr := range rep.Contracts {
			for _, f := range cr.Findings {
				if f.Code != analyzers.CodeImplCounterexample {
					continue
				}
				if expectedFailure(lines, cr.Contract.R.Start.Line, f.R.Start.Line) {
					confirmed++
					continue
				}
				t.Errorf("%s:%d: %s: a counterexample on a postcondition Nagini verifies: %s", p, f.R.Start.Line, cr.Contract.Name, f.Message)
			}
		}
	}
	if confirmed < 10 {
		t.Errorf("only %d counterexamples confirmed by Nagini's expected failures, want at least 10", confirmed)
	}
	t.Logf("%d implementation counterexamples, all on postconditions Nagini expects to fail", confirmed)
}

// expectedFailure reports an `ExpectedOutput(` comment in the function
// that starts at line from, up to the next def at its indentation or
// less, or an expected violation just above the finding.
func expectedFailure(lines []string, from, at int) bool {
	if expectedViolation(lines, at) {
		return true
	}
	if from < 1 || from > len(lines) {
		return false
	}
	indent := len(lines[from-1]) - len(strings.TrimLeft(lines[from-1], " \t"))
	for k := from; k < len(lines); k++ {
		l := lines[k]
		t := strings.TrimLeft(l, " \t")
		if t != "" && len(l)-len(t) <= indent && (strings.HasPrefix(t, "def ") || strings.HasPrefix(t, "class ") || strings.HasPrefix(t, "@")) {
			break
		}
		if strings.Contains(l, "ExpectedOutput(") && !strings.Contains(l, "UnexpectedOutput(") {
			return true
		}
	}
	return false
}

// expectedViolation reports an `ExpectedOutput(postcondition.violated`
// comment in the lines just above line (1-based), comments only between:
// `#:: ExpectedOutput(…)` where Nagini checks the failure, `#ExpectedOutput(…)
// # not selected` where a selective run (select/) leaves the function
// unverified while the file still records that its postcondition fails.
func expectedViolation(lines []string, line int) bool {
	for k := line - 2; k >= 0 && k >= line-4; k-- {
		s := strings.TrimSpace(lines[k])
		if !strings.HasPrefix(s, "#") {
			return false
		}
		if strings.Contains(s, "ExpectedOutput(postcondition.violated") {
			return true
		}
	}
	return false
}

// TestVerifiedDafnyNoCounterexample: on Dafny programs that verify
// (testdata/dafny-verified, from Clover), no implementation output can be
// rejected by its postcondition; one that is is a bug of the runner or
// the evaluator. The number of runs guards against the check going silent.
func TestVerifiedDafnyNoCounterexample(t *testing.T) {
	ran := 0
	for p, rep := range analysedFiles(t, "testdata/dafny-verified/*/*.dfy", 200) {
		for _, cr := range rep.Contracts {
			if im := cr.Search.Impl; im != nil {
				ran += im.Ran
			}
			for _, f := range cr.Findings {
				if f.Code == analyzers.CodeImplCounterexample {
					t.Errorf("%s:%d: %s: %s", p, f.R.Start.Line, cr.Contract.Name, f.Message)
				}
			}
		}
	}
	t.Logf("%d implementation runs checked", ran)
	if ran < 1000 {
		t.Errorf("only %d implementation runs; the runner has gone silent", ran)
	}
}

// TestAutocontractsNoCounterexample: members of a {:autocontracts} class
// get the clauses Dafny adds — requires Valid(), and modifies this for a
// method — so no state that breaks Valid() is an input; a method that
// updates fields (and a field's array) is run, its final state of this
// judged against old(…): no implementation counterexample on a class
// Dafny verifies, and the field-updating methods did run.
func TestAutocontractsNoCounterexample(t *testing.T) {
	ran := map[string]bool{}
	for p, rep := range analysedFiles(t, "testdata/classes/*.dfy", 1) {
		for _, cr := range rep.Contracts {
			for _, f := range cr.Findings {
				if f.Code == analyzers.CodeImplCounterexample || f.Code == analyzers.CodeUnsatPost {
					t.Errorf("%s:%d: %s: %s", p, f.R.Start.Line, cr.Contract.Name, f.Message)
				}
			}
			if r := cr.Search.Impl; r != nil && r.Ran > 0 {
				ran[cr.Contract.Name] = true
			}
			if cr.Contract.Name == "Inc" {
				if pre := cr.Contract.Requires(); len(pre) == 0 || !strings.Contains(pre[0].Text, "Valid()") {
					t.Errorf("Inc lacks the implied requires Valid(): %+v", pre)
				}
			}
		}
	}
	for _, name := range []string{"Inc", "Push", "Pop"} {
		if !ran[name] {
			t.Errorf("%s (it assigns fields) was not run", name)
		}
	}
}

// analysedFiles analyses (check.File) each file the glob names, in order,
// failing t when fewer than least match.
func analysedFiles(t *testing.T, glob string, least int) iter.Seq2[string, *FileReport] {
	t.Helper()
	files, _ := filepath.Glob(glob)
	if len(files) < least {
		t.Fatalf("%d files match %s, want at least %d", len(files), glob, least)
	}
	return func(yield func(string, *FileReport) bool) {
		for _, p := range files {
			data, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			if !yield(p, File(context.Background(), p, data, nil)) {
				return
			}
		}
	}
}
