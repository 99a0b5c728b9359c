package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/internal/testdata"
)

// implLine is the implementation-mutant line of bench verina --mutants.
var implLine = regexp.MustCompile(`mutants of (\d+) reference implementations \(of (\d+) tasks; (\d+) test inputs\): (\d+), killed (\d+), survived (\d+), equivalent (\d+), undecided (\d+); kill rate ([\d.]+)%`)

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// bench verina --mutants --ref runs the mutants of the vendored VERINA
// reference implementations beside the postcondition mutants, in text
// and in JSON.
func TestBenchVerinaImplMutants(t *testing.T) {
	jsonl := testdata.Shipped(t, "verina-dev.jsonl")
	ref := filepath.Join("..", "..", "dataset", "testdata", "verina-dev")
	var out, errb bytes.Buffer
	if code := run([]string{"bench", "verina", "--mutants", "--ref", ref, jsonl}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	text := out.String()
	t.Log("\n" + text)
	if !strings.Contains(text, "mutants of 128 postconditions: ") {
		t.Errorf("no postcondition-mutant line")
	}
	m := implLine.FindStringSubmatch(text)
	if m == nil {
		t.Fatalf("no implementation-mutant line")
	}
	refs, tasks, mutants := atoi(t, m[1]), atoi(t, m[2]), atoi(t, m[4])
	killed, survived, equivalent, undecided := atoi(t, m[5]), atoi(t, m[6]), atoi(t, m[7]), atoi(t, m[8])
	if tasks != 128 || 10*refs < 9*tasks {
		t.Errorf("%d of %d references mutated, want at least 90%%", refs, tasks)
	}
	if mutants == 0 || killed == 0 || killed+survived+equivalent+undecided != mutants {
		t.Errorf("mutants %d != killed %d + survived %d + equivalent %d + undecided %d", mutants, killed, survived, equivalent, undecided)
	}

	out.Reset()
	if code := run([]string{"bench", "verina", "--mutants", "--ref", ref, "--format", "json", jsonl}, &out, &errb); code != 0 {
		t.Fatalf("json: exit %d: %s", code, errb.String())
	}
	var rep struct {
		Mutants        int `json:"mutants"`
		Implementation *struct {
			References int            `json:"references"`
			Mutants    int            `json:"mutants"`
			Killed     int            `json:"killed"`
			Survived   int            `json:"survived"`
			Equivalent int            `json:"equivalent"`
			Undecided  int            `json:"undecided"`
			By         map[string]int `json:"undecided_by"`
		} `json:"implementation"`
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	im := rep.Implementation
	if rep.Mutants == 0 || im == nil || im.References != refs || im.Mutants != mutants || im.Killed != killed || im.Survived != survived ||
		im.Equivalent != equivalent || im.Undecided != undecided {
		t.Fatalf("json differs from text: %s", out.String())
	}
	sum := 0
	for _, n := range im.By {
		sum += n
	}
	if sum != im.Undecided {
		t.Errorf("undecided_by sums to %d, undecided %d", sum, im.Undecided)
	}

	// Without references: the postcondition mutants only, as before.
	out.Reset()
	if code := run([]string{"bench", "verina", "--mutants", "--format", "json", jsonl}, &out, &errb); code != 0 || strings.Contains(out.String(), `"implementation"`) {
		t.Errorf("without --ref: exit %d, %s", code, out.String())
	}
}

// A directory in VERINA's upstream layout has the references: bench
// verina --mutants DIR runs both tests, and -v lists the survivor of a
// postcondition that only bounds the result from below.
func TestBenchVerinaDirMutants(t *testing.T) {
	dir := t.TempDir()
	task := filepath.Join(dir, "max_weak")
	os.MkdirAll(task, 0o755)
	os.WriteFile(filepath.Join(task, "task.lean"), []byte(`@[reducible, simp]
def maxOf_precond (a : Int) (b : Int) : Prop :=
  True

def maxOf (a : Int) (b : Int) (h_precond : maxOf_precond (a) (b)) : Int :=
  if a ≤ b then b else a

@[reducible, simp]
def maxOf_postcond (a : Int) (b : Int) (result: Int) (h_precond : maxOf_precond (a) (b)) :=
  result ≥ a ∧ result ≥ b
`), 0o644)
	os.WriteFile(filepath.Join(task, "task.json"), []byte(`{"id": "max_weak", "signature": {"name": "maxOf"}}`), 0o644)
	os.WriteFile(filepath.Join(task, "test.json"), []byte(`[
  {"input": {"a": 1, "b": 2}, "expected": 2, "unexpected": [1]},
  {"input": {"a": 5, "b": 3}, "expected": 5, "unexpected": [3]}
]`), 0o644)
	var out, errb bytes.Buffer
	if code := run([]string{"bench", "verina", "--mutants", "-v", dir}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	text := out.String()
	t.Log("\n" + text)
	m := implLine.FindStringSubmatch(text)
	if !strings.Contains(text, "mutants of 1 postconditions: ") || m == nil || m[1] != "1" || m[3] != "2" || m[6] == "0" {
		t.Fatalf("want both mutation tests, one reference on 2 inputs, a survivor")
	}
	if !strings.Contains(text, "survived max_weak line 6: the value + 1; for a = 1, b = 2 returns result = 3 (the reference returns result = 2)") {
		t.Errorf("the survivor is not listed")
	}

	// --ref goes with a JSONL file and --mutants.
	for _, args := range [][]string{
		{"bench", "verina", "--mutants", "--ref", dir, dir},
		{"bench", "verina", "--ref", dir, dir},
		{"bench", "clever", "--mutants", "--ref", dir, "x.jsonl"},
	} {
		if code := run(args, &out, &errb); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

// bench specgen: flags after the candidates file; the text, Markdown,
// JSON and HTML reports; the HTML is one file with its charts, glossary and
// nothing it loads from elsewhere.
func TestBenchSpecgen(t *testing.T) {
	ref := filepath.Join("..", "..", "specgen", "testdata", "controls_ref.jsonl")
	cands := filepath.Join("..", "..", "specgen", "testdata", "controls.jsonl")
	out := func(format string) string {
		var o, e bytes.Buffer
		if code := run([]string{"bench", "specgen", "--reference", ref, cands, "--format", format}, &o, &e); code != 0 {
			t.Fatalf("%s: exit %d: %s", format, code, e.String())
		}
		return o.String()
	}
	if text := out("text"); !strings.Contains(text, "specgen: 9 candidates, 9 configurations") || !strings.Contains(text, "jointly measurable: 0 tasks") {
		t.Errorf("text:\n%s", text)
	} else if strings.Contains(text, "\t") || !regexp.MustCompile(`(?m)^metric +broken +false +flipped `).MatchString(text) || !regexp.MustCompile(`(?m)^nem +— \(n=0\) +0\.000 \(n=1\) +0\.000 \(n=1\) `).MatchString(text) {
		t.Errorf("text is not a table aligned for a terminal (a metric per line, a configuration per column):\n%s", text)
	}
	if md := out("markdown"); !strings.Contains(md, "| config | tasks | validity | nem |") {
		t.Errorf("markdown:\n%s", md)
	}
	var rep struct {
		Configs map[string]struct {
			Tasks   int                        `json:"tasks"`
			Metrics map[string]json.RawMessage `json:"metrics"`
		} `json:"configs"`
		Joint struct {
			Tasks []string `json:"tasks"`
		} `json:"joint"`
		Rows []map[string]any `json:"rows"`
	}
	if err := json.Unmarshal([]byte(out("json")), &rep); err != nil {
		t.Fatal(err)
	}
	var nem struct {
		Mean *float64 `json:"mean"`
		N    int      `json:"n"`
	}
	json.Unmarshal(rep.Configs["flipped"].Metrics["nem"], &nem)
	if len(rep.Rows) != 9 || rep.Configs["flipped"].Tasks != 1 || nem.Mean == nil || *nem.Mean != 0 || nem.N != 1 {
		t.Errorf("json: %d rows, flipped %+v", len(rep.Rows), rep.Configs["flipped"])
	}
	page := out("html")
	if !strings.HasPrefix(page, "<!doctype html>") || strings.Count(page, "<svg") != 2 || !strings.Contains(page, "n=9") || !strings.Contains(page, `id="glossary"`) {
		t.Errorf("html: %d plots", strings.Count(page, "<svg"))
	}
	for _, bad := range []string{"<script src", "src=", "<link", "@import", "http:", "https:"} {
		if strings.Contains(page, bad) {
			t.Errorf("html loads something: %s", bad)
		}
	}
	var e bytes.Buffer
	if code := run([]string{"bench", "specgen", cands}, &bytes.Buffer{}, &e); code != 2 {
		t.Errorf("without --reference: exit %d", code)
	}
}

// bench specgen --shard I/N and bench merge: four shards merged give the
// JSON of one run (times aside); a missing shard, a repeated one and a
// shard of another run are refused with the reason.
func TestBenchShardsMerge(t *testing.T) {
	ref := filepath.Join("..", "..", "specgen", "testdata", "controls_ref.jsonl")
	cands := filepath.Join("..", "..", "specgen", "testdata", "controls.jsonl")
	dir := t.TempDir()
	runJSON := func(out string, extra ...string) {
		t.Helper()
		var e bytes.Buffer
		args := append([]string{"bench", "specgen", "--reference", ref, cands, "--format", "json", "-o", out}, extra...)
		if code := run(args, &bytes.Buffer{}, &e); code != 0 {
			t.Fatalf("%v: exit %d: %s", extra, code, e.String())
		}
	}
	whole := filepath.Join(dir, "whole.json")
	runJSON(whole)
	var shards []string
	for i := 1; i <= 4; i++ {
		p := filepath.Join(dir, fmt.Sprintf("shard%d.json", i))
		runJSON(p, "--shard", fmt.Sprintf("%d/4", i))
		shards = append(shards, p)
	}
	merge := func(paths ...string) (string, string, int) {
		var o, e bytes.Buffer
		code := run(append([]string{"bench", "merge", "--format", "json"}, paths...), &o, &e)
		return o.String(), e.String(), code
	}
	// The shards in another order than their numbers.
	got, stderr, code := merge(shards[2], shards[0], shards[3], shards[1])
	if code != 0 {
		t.Fatalf("merge: exit %d: %s", code, stderr)
	}
	want, _ := os.ReadFile(whole)
	if g, w := untimed(got), untimed(string(want)); g != w {
		t.Errorf("four shards merged differ from one run:\n%s\nwant\n%s", g, w)
	}
	one, _ := os.ReadFile(shards[0])
	if !strings.Contains(string(one), `"shard": "1/4"`) || strings.Count(string(one), `"index"`) != 3 {
		t.Errorf("shard 1/4 of 9 candidates should hold 3 rows and say its shard:\n%s", one)
	}
	other := filepath.Join(dir, "other.jsonl")
	b, _ := os.ReadFile(cands)
	os.WriteFile(other, append(b, b...), 0o644)
	var e bytes.Buffer
	otherShard := filepath.Join(dir, "other4.json")
	if code := run([]string{"bench", "specgen", "--reference", ref, other, "--format", "json", "-o", otherShard, "--shard", "4/4"}, &bytes.Buffer{}, &e); code != 0 {
		t.Fatalf("other run: %s", e.String())
	}
	for _, tc := range []struct {
		paths []string
		why   string
	}{
		{shards[:3], "shard 4/4 is missing"},
		{append(shards[:3:3], shards[0]), "shard 1/4 is in reports 1 and 4"},
		{append(shards[:3:3], otherShard), "other files"},
		{[]string{whole, shards[0]}, "a whole run, not a shard"},
	} {
		if _, stderr, code := merge(tc.paths...); code == 0 || !strings.Contains(stderr, tc.why) {
			t.Errorf("merge %v: exit %d, %q; want the reason %q", tc.paths, code, stderr, tc.why)
		}
	}
	// A whole run alone is written again, in another format.
	if page, stderr, code := func() (string, string, int) {
		var o, e bytes.Buffer
		code := run([]string{"bench", "merge", "--format", "html", whole}, &o, &e)
		return o.String(), e.String(), code
	}(); code != 0 || !strings.HasPrefix(page, "<!doctype html>") || !strings.Contains(page, "9 candidates") {
		t.Errorf("merge of one whole run as HTML: exit %d, %s", code, stderr)
	}
	if code := run([]string{"bench", "specgen", "--reference", ref, cands, "--shard", "5/4"}, &bytes.Buffer{}, &e); code != 2 || !strings.Contains(e.String(), "1 ≤ I ≤ N") {
		t.Errorf("--shard 5/4: exit %d: %s", code, e.String())
	}
	// --cache: the second run reads every row back and reports the same.
	cache := filepath.Join(dir, "cache")
	cached := func() (string, string) {
		var o, e bytes.Buffer
		if code := run([]string{"bench", "specgen", "--reference", ref, cands, "--format", "json", "--cache", cache}, &o, &e); code != 0 {
			t.Fatalf("--cache: exit %d: %s", code, e.String())
		}
		return o.String(), e.String()
	}
	cold, coldErr := cached()
	warm, warmErr := cached()
	if !strings.Contains(coldErr, "0 rows read from the cache, 9 computed") || !strings.Contains(warmErr, "9 rows read from the cache, 0 computed") {
		t.Errorf("--cache said:\n%s%s", coldErr, warmErr)
	}
	if g, w := untimed(regexp.MustCompile(`,\s*"cached": true`).ReplaceAllString(warm, "")), untimed(cold); g != w {
		t.Errorf("the rows read back make another report:\n%s\nwant\n%s", g, w)
	}
}

// specgen's Nagini is the one found from the working directory, pinned:
// a nagini planted in a .venv above the temporary directory the
// candidates are checked in is never the one that runs.
func TestSpecgenNaginiIsNotFoundFromTheTempDir(t *testing.T) {
	fake := func(dir string) string {
		bin := filepath.Join(dir, ".venv", "bin")
		os.MkdirAll(bin, 0o755)
		p := filepath.Join(bin, "nagini")
		os.WriteFile(p, []byte("#!/bin/sh\nexit 0\n"), 0o755)
		return p
	}
	tmp, project := t.TempDir(), t.TempDir()
	planted, wanted := fake(tmp), fake(project)
	t.Setenv("TMPDIR", tmp)
	t.Setenv("PATH", "/nonexistent")
	t.Setenv("HOME", t.TempDir())
	t.Setenv("PIPX_BIN_DIR", "")
	n, dir := specgenNagini(project)
	if n == nil {
		t.Fatal("the project's nagini was not found")
	}
	defer os.RemoveAll(dir)
	if !strings.HasPrefix(dir, tmp) {
		t.Fatalf("candidates are checked in %s, not under TMPDIR %s", dir, tmp)
	}
	got, err := n.Find(filepath.Join(dir, "candidate.py"))
	if err != nil || got != wanted {
		t.Errorf("the nagini run for a candidate is %q (%v), want the project's %q, never the planted %q", got, err, wanted, planted)
	}
}
