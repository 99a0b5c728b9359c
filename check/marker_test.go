package check

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/spec"
)

// Marker tests (in the style of gopls): the expected findings of the
// example-free attacks (testdata/attacks) and of the examples in doc
// comments (testdata/metrics) are written in the test file itself, in
// comments on the line where each finding starts:
//
//	@diag(code, "text in the message")  a warning with this code whose message contains the text
//	@info(code, "…"), @hint(code, "…")   the same at severity information or hint
//	@error(code, "…")                   an error (file findings: syntax)
//	@search(status, "text")             the contract named on this line has this search status
//	                                    (searched, partial, skipped) and its reason contains the text
//	@fix("clause")                      the first bound quick-fix for that line's contract inserts
//	                                    this clause (as printed), and once applied the line's
//	                                    attack findings of severity warning are gone
//	@nofix                              no bound quick-fix is offered for that line's contract
//
// Every finding of severity warning or info of the kind a directory tests
// must have a marker (hints need one only when they are the point of the
// test): an unexpected finding fails the test as a missing one does.

var (
	diagMarker = regexp.MustCompile(`@(diag|info|hint|error)\(([a-z-]+), "([^"]*)"\)`)
	fixMarker  = regexp.MustCompile(`@fix\("([^"]*)"\)`)
	findMarker = regexp.MustCompile(`@search\((searched|partial|skipped), "([^"]*)"\)`)
)

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
			type want struct {
				code, text string
				sev        spec.Severity
				matched    bool
			}
			wants := map[int][]*want{}
			fixes := map[int]string{}
			for i, line := range strings.Split(src, "\n") {
				for _, m := range diagMarker.FindAllStringSubmatch(line, -1) {
					sev := map[string]spec.Severity{"error": spec.SevError, "diag": spec.SevWarning, "info": spec.SevInfo, "hint": spec.SevHint}[m[1]]
					wants[i+1] = append(wants[i+1], &want{code: m[2], text: m[3], sev: sev})
				}
				if strings.Contains(line, "@nofix") {
					fixes[i+1] = noFix
				}
				if m := fixMarker.FindStringSubmatch(line); m != nil {
					fixes[i+1] = m[1]
				}
			}
			match := func(f analyzers.Finding) bool {
				for _, w := range wants[f.R.Start.Line] {
					if !w.matched && w.code == f.Code && w.sev == f.Severity && strings.Contains(f.Message, w.text) {
						w.matched = true
						return true
					}
				}
				return false
			}
			// File findings (syntax, includes) need a marker at warning and
			// error; the contracts' selected findings at warning and info.
			for _, f := range rep.Findings {
				if !match(f) && f.Severity <= spec.SevWarning {
					t.Errorf("%d: unexpected file finding: %s", f.R.Start.Line, f.Message)
				}
			}
			for _, cr := range rep.Contracts {
				for _, f := range cr.Findings {
					if selected(f.Code) && !match(f) && f.Severity <= spec.SevInfo {
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
					if !w.matched {
						t.Errorf("%d: missing %s %s finding containing %q", l, w.sev, w.code, w.text)
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
			for i, line := range strings.Split(src, "\n") {
				m := findMarker.FindStringSubmatch(line)
				if m == nil {
					continue
				}
				found := false
				for _, cr := range rep.Contracts {
					if cr.Contract.NameR.Start.Line != i+1 {
						continue
					}
					found = true
					if got := cr.Search; got.Status != m[1] || !strings.Contains(got.Reason, m[2]) {
						t.Errorf("%d: %s: search %s (%q), want %s containing %q", i+1, cr.Contract.Name, got.Status, got.Reason, m[1], m[2])
					}
				}
				if !found {
					t.Errorf("%d: @search marker on a line that names no contract", i+1)
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
			if f.Severity == spec.SevError {
				t.Errorf("%d: the fixed file has an error: %s\n%s", line, f.Message, fixed)
			}
		}
		for _, ac := range after.Contracts {
			if ac.Contract.Name != cr.Contract.Name {
				continue
			}
			for _, f := range ac.Findings {
				if analyzers.IsAttack(f.Code) && f.Severity <= spec.SevWarning {
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
