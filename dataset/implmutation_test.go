package dataset

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/internal/testdata"
)

// maxTask is a VERINA-shaped task.lean: the reference returns the larger
// of a and b; post is its postcondition's body.
func maxTask(post string) string {
	return `@[reducible, simp]
def maxOf_precond (a : Int) (b : Int) : Prop :=
  0 ≤ a

def maxOf (a : Int) (b : Int) (h_precond : maxOf_precond (a) (b)) : Int :=
  if a ≤ b then b else a

@[reducible, simp]
def maxOf_postcond (a : Int) (b : Int) (result: Int) (h_precond : maxOf_precond (a) (b)) :=
  ` + post + "\n"
}

func maxRow(id string) Task {
	var t Task
	t.ID = id
	t.Signature.Name = "maxOf"
	for _, in := range [][2]string{{"1", "2"}, {"5", "3"}, {"4", "4"}, {"-7", "0"}} {
		out := in[1]
		if in[0] > in[1] {
			out = in[0]
		}
		t.Positive = append(t.Positive, Pair{Inputs: map[string]string{"a": in[0], "b": in[1]}, Output: out})
	}
	return t
}

// TestImplMutantsWeakStrong: a postcondition that only bounds the result
// from below lets a mutant returning more survive; the full one kills
// every mutant that behaves differently. The input a = -7 violates the
// precondition and is skipped.
func TestImplMutantsWeakStrong(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"weak":   maxTask("result ≥ a ∧ result ≥ b"),
		"strong": maxTask("result ≥ a ∧ result ≥ b ∧ (result = a ∨ result = b)"),
	}
	var tasks []Task
	for _, id := range []string{"weak", "strong"} {
		if err := os.MkdirAll(filepath.Join(dir, id), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, id, "task.lean"), []byte(files[id]), 0o644); err != nil {
			t.Fatal(err)
		}
		tasks = append(tasks, maxRow(id))
	}
	for _, tc := range []struct {
		id      string
		survive bool
	}{{"weak", true}, {"strong", false}} {
		rep := VerinaImplMutants([]Task{tasks[map[string]int{"weak": 0, "strong": 1}[tc.id]]}, dir)
		t.Logf("%s: %+v", tc.id, *rep)
		if rep.References != 1 || rep.Inputs != 3 || rep.Skipped != 1 {
			t.Fatalf("%s: want one reference run on 3 admitted inputs, 1 skipped: %+v", tc.id, *rep)
		}
		if rep.Killed+rep.Survived+rep.Equivalent+rep.Undecided != rep.Mutants || rep.Killed == 0 || rep.Undecided != 0 {
			t.Errorf("%s: counts: %+v", tc.id, *rep)
		}
		if got := rep.Survived > 0; got != tc.survive {
			t.Errorf("%s: survived %d, want survivors %v", tc.id, rep.Survived, tc.survive)
		}
		for _, s := range rep.Survivors {
			if s.Task != tc.id || s.Input == "" || s.Output == s.Reference || !strings.HasPrefix(s.Output, "result = ") {
				t.Errorf("%s: survivor %+v", tc.id, s)
			}
		}
	}
}

// A differing output the postcondition cannot decide (an unbounded
// quantifier) never kills: the mutant returning more is undecided, the
// one returning less is still killed by the decided conjunct.
func TestImplMutantsUnknownNeverKills(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "unbounded"), 0o755)
	src := maxTask("result ≥ a ∧ result ≥ b ∧ (∀ k : Int, k * k + k ≠ result + 1000)")
	if err := os.WriteFile(filepath.Join(dir, "unbounded", "task.lean"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	rep := VerinaImplMutants([]Task{maxRow("unbounded")}, dir)
	t.Logf("%+v", *rep)
	if rep.References != 1 || rep.Survived != 0 || rep.Killed != 1 || rep.Undecided != 1 ||
		rep.UndecidedBy["the postcondition undecided"] != 1 {
		t.Errorf("want one killed, one undecided on the unbounded conjunct: %+v", *rep)
	}
}

// TestVerinaImplMutantsDev runs the mutants of the vendored VERINA dev
// references (testdata/verina-dev) against the dev postconditions.
func TestVerinaImplMutantsDev(t *testing.T) {
	tasks, err := ReadJSONL(testdata.Shipped(t, "verina-dev.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	rep := VerinaImplMutants(tasks, filepath.Join("testdata", "verina-dev"))
	t.Logf("references %d/%d, inputs %d, mutants %d: killed %d, survived %d, equivalent %d, undecided %d %v; %.2f s",
		rep.References, rep.Tasks, rep.Inputs, rep.Mutants, rep.Killed, rep.Survived, rep.Equivalent, rep.Undecided, rep.UndecidedBy, rep.Seconds)
	if rep.Tasks != 128 || 10*rep.References < 9*rep.Tasks {
		t.Errorf("mutated %d of %d references, want at least 90%%", rep.References, rep.Tasks)
	}
	if rep.Killed+rep.Survived+rep.Equivalent+rep.Undecided != rep.Mutants || rep.Killed == 0 {
		t.Errorf("counts do not add up: %+v", *rep)
	}
	if len(rep.Survivors) != rep.Survived {
		t.Errorf("%d survivors listed, %d counted", len(rep.Survivors), rep.Survived)
	}
}
