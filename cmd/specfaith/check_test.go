package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/check"
	"github.com/specfaith/specfaith/internal/scalegen"
)

type metricJSON struct {
	Status string `json:"status"`
	Num    int    `json:"num"`
	Den    int    `json:"den"`
	Reason string `json:"reason"`
	Failed []struct {
		Example string `json:"example"`
	} `json:"failed"`
}

type reportJSON struct {
	Files []struct {
		Path      string `json:"path"`
		Contracts []struct {
			Name        string                `json:"name"`
			Metrics     map[string]metricJSON `json:"metrics"`
			Diagnostics []struct {
				Code     string `json:"code"`
				Severity string `json:"severity"`
				Message  string `json:"message"`
				Line     int    `json:"line"`
			} `json:"diagnostics"`
		} `json:"contracts"`
	} `json:"files"`
}

func checkJSON(t *testing.T, args ...string) (reportJSON, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(append([]string{"check", "--format", "json"}, args...), &out, &errb)
	var rep reportJSON
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatalf("bad JSON (%v): %s %s", err, out.String(), errb.String())
	}
	return rep, code
}

// TestAuthoredControls pins the metrics of the eight authored controls of
// "Beyond Type-checking" (requirement: for any x return any y > x).
func TestAuthoredControls(t *testing.T) {
	type frac struct{ num, den int }
	want := map[string][3]frac{ // R+, R−, Rreq
		"post_gt.dfy":         {{6, 6}, {6, 6}, {3, 3}},
		"post_lt_flipped.dfy": {{6, 6}, {6, 6}, {3, 3}},
		"post_ge.dfy":         {{6, 6}, {3, 6}, {3, 3}},
		"post_eq_succ.dfy":    {{3, 6}, {6, 6}, {3, 3}},
		"post_true.dfy":       {{6, 6}, {0, 6}, {3, 3}},
		"post_false.dfy":      {{0, 6}, {6, 6}, {3, 3}},
		"pre_pos.dfy":         {{6, 6}, {6, 6}, {1, 3}},
		"pre_false.dfy":       {{6, 6}, {6, 6}, {0, 3}},
	}
	rep, code := checkJSON(t, "../../examples/dafny/controls")
	if code != 1 {
		t.Errorf("exit code %d, want 1 (warnings present)", code)
	}
	if len(rep.Files) != len(want) {
		t.Fatalf("%d files, want %d", len(rep.Files), len(want))
	}
	for _, f := range rep.Files {
		w, ok := want[filepath.Base(f.Path)]
		if !ok {
			t.Errorf("unexpected file %s", f.Path)
			continue
		}
		m := f.Contracts[0].Metrics
		for i, key := range []string{"positive_test_recall", "negative_test_rejection", "required_input_recall"} {
			got := m[key]
			if got.Status != "ok" || got.Num != w[i].num || got.Den != w[i].den {
				t.Errorf("%s %s = %s %d/%d, want %d/%d", f.Path, key, got.Status, got.Num, got.Den, w[i].num, w[i].den)
			}
		}
		faithful := w[0].num == w[0].den && w[1].num == w[1].den && w[2].num == w[2].den
		if faithful != (len(f.Contracts[0].Diagnostics) == 0) {
			t.Errorf("%s: diagnostics %v", f.Path, f.Contracts[0].Diagnostics)
		}
	}
}

func TestSqrtNamesWronglyAcceptedPair(t *testing.T) {
	rep, code := checkJSON(t, "../../examples/dafny/sqrt.dfy")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	c := rep.Files[0].Contracts[0]
	neg := c.Metrics["negative_test_rejection"]
	if neg.Status != "ok" || neg.Num >= neg.Den {
		t.Fatalf("R− = %+v, want < 1", neg)
	}
	named := false
	for _, f := range neg.Failed {
		named = named || f.Example == "N = 10 -> r = 0"
	}
	if !named {
		t.Errorf("failed examples %v do not name N = 10 -> r = 0", neg.Failed)
	}
	found := false
	for _, d := range c.Diagnostics {
		if d.Code == "negative-test-rejection" && strings.Contains(d.Message, "N = 10 -> r = 0") && d.Severity == "warning" {
			found = true
		}
	}
	if !found {
		t.Errorf("no negative-test-rejection warning naming the pair: %+v", c.Diagnostics)
	}
}

func TestExitCodes(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"check", "../../examples/dafny/controls/post_gt.dfy"}, &out, &errb); code != 0 {
		t.Errorf("faithful control: exit %d, want 0\n%s", code, out.String())
	}
	if code := run([]string{"check", "no/such/file.dfy"}, &out, &errb); code != 2 {
		t.Errorf("missing file: exit %d, want 2", code)
	}
	if code := run([]string{"check", "--format", "xml", "../../examples"}, &out, &errb); code != 2 {
		t.Errorf("bad format: exit %d, want 2", code)
	}
	if code := run([]string{"frobnicate"}, &out, &errb); code != 2 {
		t.Errorf("unknown command: exit %d, want 2", code)
	}
	// Unavailable evidence (no examples) does not fail the run.
	dir := t.TempDir()
	p := filepath.Join(dir, "noex.dfy")
	os.WriteFile(p, []byte("method M(x: int) returns (y: int)\n  ensures y > x\n"), 0o644)
	out.Reset()
	if code := run([]string{"check", p}, &out, &errb); code != 0 {
		t.Errorf("no examples: exit %d, want 0\n%s", code, out.String())
	}
	out.Reset()
	run([]string{"version"}, &out, &errb)
	if !strings.HasPrefix(out.String(), "specfaith ") {
		t.Errorf("version printed %q", out.String())
	}
}

func TestSARIF(t *testing.T) {
	var out, errb bytes.Buffer
	run([]string{"check", "--format", "sarif", "../../examples/dafny/sqrt.dfy"}, &out, &errb)
	var log struct {
		Version string `json:"version"`
		Runs    []struct {
			Results []struct {
				RuleID    string `json:"ruleId"`
				Level     string `json:"level"`
				Locations []struct {
					PhysicalLocation struct {
						Region struct {
							StartLine int `json:"startLine"`
						} `json:"region"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(out.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	if log.Version != "2.1.0" || len(log.Runs) != 1 || len(log.Runs[0].Results) == 0 {
		t.Fatalf("unexpected SARIF: %s", out.String())
	}
	r := log.Runs[0].Results[0]
	if r.RuleID != "negative-test-rejection" || r.Level != "warning" || r.Locations[0].PhysicalLocation.Region.StartLine != 8 {
		t.Errorf("result %+v", r)
	}
	// Each rule's text is the code's entry in the registry, and its help
	// link lands on the README's section for the code.
	var rules struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Rules []struct {
						ID    string `json:"id"`
						Short struct {
							Text string `json:"text"`
						} `json:"shortDescription"`
						Help string `json:"helpUri"`
					} `json:"rules"`
				} `json:"driver"`
			} `json:"tool"`
		} `json:"runs"`
	}
	json.Unmarshal(out.Bytes(), &rules)
	readme, _ := os.ReadFile("../../README.md")
	seen := 0
	for _, rule := range rules.Runs[0].Tool.Driver.Rules {
		_, c, ok := analyzers.Lookup(rule.ID)
		if !ok || rule.Short.Text != c.Doc {
			t.Errorf("rule %s: %q, want the registry's %q", rule.ID, rule.Short.Text, c.Doc)
		}
		if !strings.HasSuffix(rule.Help, "README.md#"+rule.ID) || !strings.Contains(string(readme), `id="`+rule.ID+`"`) {
			t.Errorf("rule %s: help %q has no anchor in the README", rule.ID, rule.Help)
		}
		seen++
	}
	if seen == 0 {
		t.Errorf("no rules: %s", out.String())
	}
}

// TestEveryCodeHasItsSection: every code specfaith reports itself links
// to a README anchor that exists (diagnostics' codeDescription, SARIF's
// helpUri).
func TestEveryCodeHasItsSection(t *testing.T) {
	readme, _ := os.ReadFile("../../README.md")
	var codes []string
	for _, a := range analyzers.Registry {
		for _, c := range a.Codes {
			codes = append(codes, c.Name)
		}
	}
	for _, c := range check.FileCodes {
		codes = append(codes, c.Name)
	}
	for _, c := range codes {
		if !strings.Contains(string(readme), `id="`+c+`"`) {
			t.Errorf("%s: no <a id=%q> in the README", c, c)
		}
	}
}

// TestSidecar reads VERINA-shaped test.json / reject_inputs.json.
func TestSidecar(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "abs.dfy"), []byte(`
/// Return the absolute value of x.
method Abs(x: int) returns (y: int)
  requires x > -100
  ensures x >= 0 ==> y == x
`), 0o644)
	os.WriteFile(filepath.Join(dir, "abs.test.json"), []byte(`[
  {"input": {"x": 3}, "expected": 3, "unexpected": [-3]},
  {"input": {"x": -3}, "expected": 3, "unexpected": [-3, 0]}
]`), 0o644)
	os.WriteFile(filepath.Join(dir, "reject_inputs.json"), []byte(`[{"input": {"x": -200}}, {"input": {"x": 5}}]`), 0o644)
	rep, _ := checkJSON(t, dir)
	m := rep.Files[0].Contracts[0].Metrics
	check := func(key string, num, den int) {
		if g := m[key]; g.Status != "ok" || g.Num != num || g.Den != den {
			t.Errorf("%s = %+v, want %d/%d", key, g, num, den)
		}
	}
	check("required_input_recall", 2, 2)
	check("positive_test_recall", 2, 2)
	check("negative_test_rejection", 1, 3) // x = -3: nothing constrains y
	check("rejected_input_rejection", 1, 2)
}

// TestCheckAllExamples runs check over every example of every language
// (Dafny, Lean, Nagini): no crash, and a report for each file.
func TestCheckAllExamples(t *testing.T) {
	rep, code := checkJSON(t, "../../examples")
	if code != 1 {
		t.Errorf("exit %d, want 1 (the examples have warnings)", code)
	}
	langs := map[string]int{}
	for _, f := range rep.Files {
		langs[filepath.Ext(f.Path)]++
	}
	if langs[".dfy"] == 0 || langs[".lean"] == 0 || langs[".py"] == 0 {
		t.Errorf("files by extension %v", langs)
	}
}

// untimed is a JSON report with its durations ("ms", "seconds") zeroed.
func untimed(s string) string {
	return regexp.MustCompile(`"(ms|seconds)": [0-9.e+-]+`).ReplaceAllString(s, `"$1": 0`)
}

// TestParallelCheckIsSequential: checking a directory with several
// workers prints the same report, in the same order, with the same exit
// code, as checking it one file at a time (text streamed file by file,
// and JSON). Each file takes a different language and size, so that the
// workers finish out of order.
func TestParallelCheckIsSequential(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, ".specfaith.toml"), nil, 0o644)
	// The first files are the largest: later ones finish first.
	sizes := []int{40, 3, 25, 1, 12, 2, 8}
	for i, n := range sizes {
		lang := scalegen.Languages[i%len(scalegen.Languages)]
		name := fmt.Sprintf("f%d%s", i, scalegen.Ext(lang))
		if err := os.WriteFile(filepath.Join(dir, name), []byte(scalegen.Contracts(lang, n)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	os.WriteFile(filepath.Join(dir, "f9.test.json"), []byte(scalegen.Sidecar("dafny", 20)), 0o644)
	os.WriteFile(filepath.Join(dir, "f9.dfy"), []byte(scalegen.SidecarSpec("dafny")), 0o644)
	for _, format := range []string{"text", "json"} {
		var seqOut, seqErr, parOut, parErr bytes.Buffer
		// The runs share one memo: what the parallel run found under its
		// time budgets, the sequential run reuses, so the reports differ
		// only if the order or the merging does (and in durations).
		shared := check.NewMemo()
		newMemo = func() *check.Memo { return shared }
		// No file budget: a search it cuts short is not remembered, so
		// where it ends would differ between the runs with the load.
		par := run([]string{"check", "--format", format, "--file-budget", "0", "-j", "8", dir}, &parOut, &parErr)
		seq := run([]string{"check", "--format", format, "--file-budget", "0", "-j", "1", dir}, &seqOut, &seqErr)
		newMemo = check.NewMemo
		if seq != par {
			t.Errorf("%s: exit code %d with one worker, %d with eight", format, seq, par)
		}
		if untimed(seqOut.String()) != untimed(parOut.String()) {
			t.Errorf("%s: reports differ\none worker:\n%s\neight:\n%s", format, seqOut.String(), parOut.String())
		}
		if seqErr.String() != parErr.String() {
			t.Errorf("%s: stderr differs: %q and %q", format, seqErr.String(), parErr.String())
		}
		if format == "text" && !strings.Contains(seqOut.String(), "8 files, ") {
			t.Errorf("summary: %s", seqOut.String())
		}
	}
}

// TestInOrderSlowFileHoldsNoWorker: while the first file is still being
// checked, the other worker goes on with the 200 files after it, rather
// than stopping a few files later.
func TestInOrderSlowFileHoldsNoWorker(t *testing.T) {
	files := make([]string, 400)
	for i := range files {
		files[i] = fmt.Sprint(i)
	}
	var mu sync.Mutex
	doneAfter := 0
	work := func(f string) fileResult {
		if f != "0" {
			mu.Lock()
			doneAfter++
			mu.Unlock()
			return fileResult{src: []byte(f)}
		}
		// The slow file: it waits (up to 2 s) for the others to get ahead.
		for deadline := time.Now().Add(2 * time.Second); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
			mu.Lock()
			n := doneAfter
			mu.Unlock()
			if n >= 200 {
				break
			}
		}
		mu.Lock()
		defer mu.Unlock()
		return fileResult{src: []byte(fmt.Sprint(doneAfter))}
	}
	seen := 0
	err := inOrder(files, 2, work, func(i int, r fileResult) error {
		if i == 0 {
			fmt.Sscan(string(r.src), &seen)
		}
		return nil
	})
	if err != nil || seen < 200 {
		t.Errorf("while the first file ran, %d files after it were done, want at least 200 (error %v)", seen, err)
	}
}

// TestInOrder: results come in the files' order whatever order the
// workers finish in, at most workers run at once, and an error from the
// consumer stops the run.
func TestInOrder(t *testing.T) {
	files := make([]string, 40)
	for i := range files {
		files[i] = fmt.Sprint(i)
	}
	var mu sync.Mutex
	runningNow, most := 0, 0
	work := func(f string) fileResult {
		mu.Lock()
		runningNow++
		most = max(most, runningNow)
		mu.Unlock()
		n := 0
		fmt.Sscan(f, &n)
		time.Sleep(time.Duration(40-n) * 100 * time.Microsecond) // the first files are the slowest
		mu.Lock()
		runningNow--
		mu.Unlock()
		return fileResult{src: []byte(f)}
	}
	var got []string
	err := inOrder(files, 3, work, func(i int, r fileResult) error {
		if string(r.src) != files[i] {
			t.Errorf("result %d is file %s", i, r.src)
		}
		got = append(got, string(r.src))
		return nil
	})
	if err != nil || strings.Join(got, ",") != strings.Join(files, ",") {
		t.Errorf("order %v, error %v", got, err)
	}
	if most > 3 {
		t.Errorf("%d files checked at once, at most 3", most)
	}
	n := 0
	err = inOrder(files, 3, work, func(i int, r fileResult) error {
		n++
		if i == 5 {
			return fmt.Errorf("stop")
		}
		return nil
	})
	if err == nil || n != 6 {
		t.Errorf("after an error: %d results consumed, error %v", n, err)
	}
}
