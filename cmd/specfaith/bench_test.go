package main

import (
	"bytes"
	"encoding/json"
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
// JSON and HTML reports; the HTML is one file with a plot per metric and
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
	if !strings.HasPrefix(page, "<!doctype html>") || strings.Count(page, "<svg") != 2*11 || !strings.Contains(page, "n=1") {
		t.Errorf("html: %d plots", strings.Count(page, "<svg"))
	}
	for _, bad := range []string{"<script", "src=", "<link", "@import"} {
		if strings.Contains(page, bad) {
			t.Errorf("html loads something: %s", bad)
		}
	}
	var e bytes.Buffer
	if code := run([]string{"bench", "specgen", cands}, &bytes.Buffer{}, &e); code != 2 {
		t.Errorf("without --reference: exit %d", code)
	}
}
