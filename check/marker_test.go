package check

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/internal/markers"
	"github.com/specfaith/specfaith/ir"
)

// Marker tests (in the style of gopls): the expected findings of the
// example-free attacks (testdata/attacks) and of the examples in doc
// comments (testdata/metrics) are written in the test file itself, in
// comments on the line where each finding starts, in the dialect of
// internal/markers (shared with the server's marker tests). Read here:
// @diag/@info/@hint/@error (a finding), @search (the contract's search
// status), @fix("clause") (the first bound quick-fix inserts the clause,
// and once applied the line's attack warnings are gone) and @nofix.
//
// Every finding of severity warning or info of the kind a directory tests
// must have a marker (hints need one only when they are the point of the
// test): an unexpected finding fails the test as a missing one does.

// read are the markers these tests read.
var read = []string{"diag", "info", "hint", "error", "search", "fix", "nofix"}

func TestAttackMarkers(t *testing.T) {
	markerFiles(t, "testdata/attacks/*", func(code string) bool { return analyzers.IsAttack(code) || analyzers.IsLint(code) })
}

// TestMetricMarkers: the same markers for the example-based findings
// (R+, R−, Rreq, rejected inputs, undecided examples) of files whose doc
// comments carry @accept/@reject examples. A finding the file must not
// get fails the test as an unexpected one; a line that must be free of
// findings needs no marker.
func TestMetricMarkers(t *testing.T) {
	markerFiles(t, "testdata/metrics/*", func(code string) bool { return !analyzers.IsAttack(code) })
}

// markerFiles checks the markers of every file matching glob against the
// contract findings whose code is selected.
func markerFiles(t *testing.T, glob string, selected func(code string) bool) {
	files, _ := filepath.Glob(glob)
	if len(files) == 0 {
		t.Fatal("no marker files")
	}
	for _, path := range files {
		path := path
		t.Run(filepath.Base(path), func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			src := string(data)
			rep := File(context.Background(), path, data, nil)
			wants := map[int][]*markers.Diag{}
			fixes := map[int]string{}
			searches := map[int][]markers.Search{}
			for i, line := range strings.Split(src, "\n") {
				lm, err := markers.Parse(line, read...)
				if err != nil {
					t.Fatalf("%d: %v", i+1, err)
				}
				if lm == nil {
					continue
				}
				wants[i+1] = lm.Diags
				if lm.NoFix {
					fixes[i+1] = noFix
				}
				for _, fx := range lm.Fixes {
					fixes[i+1] = fx.Text
				}
				searches[i+1] = lm.Searches
			}
			sevOf := map[markers.Severity]ir.Severity{markers.Error: ir.SevError, markers.Warning: ir.SevWarning, markers.Info: ir.SevInfo, markers.Hint: ir.SevHint}
			match := func(f analyzers.Finding) bool {
				for _, w := range wants[f.R.Start.Line] {
					if !w.Matched && w.Code == f.Code && sevOf[w.Severity] == f.Severity && strings.Contains(f.Message, w.Text) {
						w.Matched = true
						return true
					}
				}
				return false
			}
			// File findings (syntax, includes) need a marker at warning and
			// error; the contracts' selected findings at warning and info.
			for _, f := range rep.Findings {
				if !match(f) && f.Severity <= ir.SevWarning {
					t.Errorf("%d: unexpected file finding: %s", f.R.Start.Line, f.Message)
				}
			}
			for _, cr := range rep.Contracts {
				for _, f := range cr.Findings {
					if selected(f.Code) && !match(f) && f.Severity <= ir.SevInfo {
						t.Errorf("%d: unexpected %s finding [%s]: %s", f.R.Start.Line, f.Severity, f.Code, f.Message)
					}
				}
			}
			var lines []int
			for l := range wants {
				lines = append(lines, l)
			}
			sort.Ints(lines)
			for _, l := range lines {
				for _, w := range wants[l] {
					if !w.Matched {
						t.Errorf("%d: missing %s %s finding containing %q", l, sevOf[w.Severity], w.Code, w.Text)
					}
				}
			}
			for line, clause := range fixes {
				if clause == noFix {
					checkNoFix(t, path, src, rep, line)
					continue
				}
				checkFix(t, path, src, rep, line, clause)
			}
			for line, ss := range searches {
				for _, want := range ss {
					found := false
					for _, cr := range rep.Contracts {
						if cr.Contract.NameR.Start.Line != line {
							continue
						}
						found = true
						if got := cr.Search; got.Status != want.Status || !strings.Contains(got.Reason, want.Text) {
							t.Errorf("%d: %s: search %s (%q), want %s containing %q", line, cr.Contract.Name, got.Status, got.Reason, want.Status, want.Text)
						}
					}
					if !found {
						t.Errorf("%d: @search marker on a line that names no contract", line)
					}
				}
			}
		})
	}
}

// checkFix applies the first bound fix of the contract whose attack
// finding starts on line, compares the clause, and re-checks the result.
// noFix stands for @nofix in the map of expected fixes.
const noFix = "\x00nofix"

// checkNoFix: no bound fix for the contract with an attack finding on line.
func checkNoFix(t *testing.T, path, src string, rep *FileReport, line int) {
	t.Helper()
	lang := LanguageFor(path)
	for i := range rep.Contracts {
		cr := &rep.Contracts[i]
		for _, f := range cr.Findings {
			if analyzers.IsAttack(f.Code) && f.R.Start.Line == line {
				if fixes := BoundFixes(context.Background(), lang, rep, src, cr); len(fixes) > 0 {
					t.Errorf("%d: @nofix, but %s gets %q", line, cr.Contract.Name, fixes[0].Title)
				}
				return
			}
		}
	}
	t.Errorf("%d: @nofix marker on a line without an attack finding", line)
}

func checkFix(t *testing.T, path, src string, rep *FileReport, line int, clause string) {
	t.Helper()
	lang := LanguageFor(path)
	for i := range rep.Contracts {
		cr := &rep.Contracts[i]
		on := false
		for _, f := range cr.Findings {
			on = on || (analyzers.IsAttack(f.Code) && f.R.Start.Line == line)
		}
		if !on {
			continue
		}
		fixes := BoundFixes(context.Background(), lang, rep, src, cr)
		if len(fixes) == 0 {
			t.Errorf("%d: no bound fix offered for %s, want %q", line, cr.Contract.Name, clause)
			return
		}
		if got := fixes[0].Bound.Text; got != clause {
			var all []string
			for _, f := range fixes {
				all = append(all, f.Bound.Text)
			}
			t.Errorf("%d: first fix is %q, want %q (all: %q)", line, got, clause, all)
			return
		}
		fixed := ApplyEdits(src, fixes[0].Edits)
		after := File(context.Background(), path, []byte(fixed), nil)
		for _, f := range after.Findings {
			if f.Severity == ir.SevError {
				t.Errorf("%d: the fixed file has an error: %s\n%s", line, f.Message, fixed)
			}
		}
		for _, ac := range after.Contracts {
			if ac.Contract.Name != cr.Contract.Name {
				continue
			}
			for _, f := range ac.Findings {
				if analyzers.IsAttack(f.Code) && f.Severity <= ir.SevWarning {
					t.Errorf("%d: after the fix %s still has [%s] %s\n%s", line, ac.Contract.Name, f.Code, f.Message, fixed)
				}
			}
			return
		}
		t.Errorf("%d: contract %s is gone after the fix:\n%s", line, cr.Contract.Name, fixed)
		return
	}
	t.Errorf("%d: @fix marker on a line without an attack finding", line)
}

// TestRequirementMarkers: the claims read from doc comments
// (testdata/requirement), checked against the clauses, in each language.
func TestRequirementMarkers(t *testing.T) {
	markerFiles(t, "testdata/requirement/*", analyzers.IsClaim)
}
