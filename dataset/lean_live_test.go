package dataset

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/specfaith/specfaith/internal/testdata"
	"github.com/specfaith/specfaith/toolchain"
)

// TestLeanDifferential runs the VERINA checks through real Lean as
// `#guard decide (…)` lines, one generated file per task, and compares
// with the evaluator's decided answers. No registry ships Lean, so this
// runs only where `lean` is on PATH (with Mathlib available for tasks that
// import it) and is skipped, saying so, otherwise.
func TestLeanDifferential(t *testing.T) {
	leanPath, err := exec.LookPath("lean")
	if err != nil {
		t.Skip("lean not on PATH: live Lean differential test skipped")
	}
	tasks, err := ReadJSONL(testdata.Shipped(t, "verina-dev.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	ours := Verina(tasks)
	byID := map[string]TaskResult{}
	for _, tr := range ours.PerTask {
		byID[tr.ID] = tr
	}
	dir := t.TempDir()
	agree, compared := 0, 0
	for _, task := range tasks {
		src, lines := guardFile(task)
		path := filepath.Join(dir, strings.ReplaceAll(task.ID, "/", "_")+".lean")
		if err := os.WriteFile(path, []byte(src), 0o600); err != nil {
			t.Fatal(err)
		}
		out := toolchain.Exec(context.Background(), toolchain.Cmd{Path: leanPath, Args: []string{"--json", path}, Timeout: 2 * time.Minute})
		failed := map[int]bool{}
		for _, ln := range strings.Split(string(out.Stdout), "\n") {
			msg, ok := toolchain.ParseLeanLine([]byte(ln))
			if !ok {
				continue
			}
			if msg.Severity == "error" {
				failed[msg.Pos.Line] = true
			}
		}
		checks := verinaCheckList(byID[task.ID])
		for i, line := range lines {
			if i >= len(checks) || !checks[i].Decided() {
				continue
			}
			leanTrue := !failed[line]
			compared++
			if leanTrue == (checks[i].Status == "true") {
				agree++
			} else {
				t.Errorf("%s line %d: Lean says %v, specfaith %s (%s %s -> %s)", task.ID, line, leanTrue, checks[i].Status, checks[i].Kind, checks[i].Inputs, checks[i].Output)
			}
		}
	}
	t.Logf("Lean and specfaith agree on %d/%d decided checks", agree, compared)
}

// verinaCheckList returns a task's checks in the order guardFile writes
// them (disagreements and undecided ones are reported separately in
// TaskResult; here every check is needed, so the task is re-run).
func verinaCheckList(tr TaskResult) []Check { return tr.all }

// guardFile writes the task's definitions and one `#guard decide (…)` per
// check, in the order verinaChecks evaluates them, and returns the line of
// each guard.
func guardFile(t Task) (string, []int) {
	var sb strings.Builder
	sb.WriteString("import Mathlib\n\n")
	sb.WriteString(t.Aux + "\n\n" + t.LeanDecls.Precond + "\n\n" + t.LeanDecls.Postcond + "\n\n")
	var lines []int
	name := t.Signature.Name
	args := func(in map[string]string) string {
		var parts []string
		for _, p := range t.Signature.Params {
			parts = append(parts, "("+in[p.Name]+")")
		}
		return strings.Join(parts, " ")
	}
	guard := func(expr string, want bool) {
		line := strings.Count(sb.String(), "\n") + 1
		if want {
			fmt.Fprintf(&sb, "#guard decide (%s)\n", expr)
		} else {
			fmt.Fprintf(&sb, "#guard decide (¬ (%s))\n", expr)
		}
		lines = append(lines, line)
	}
	seen := map[string]bool{}
	for _, p := range t.Positive {
		k := inputsText(p.Inputs)
		if !seen[k] {
			seen[k] = true
			guard(fmt.Sprintf("%s_precond %s", name, args(p.Inputs)), true)
		}
	}
	for _, p := range t.RejectInputs {
		guard(fmt.Sprintf("%s_precond %s", name, args(p.Inputs)), false)
	}
	for _, p := range t.Positive {
		guard(fmt.Sprintf("%s_postcond %s (%s) (by sorry)", name, args(p.Inputs), p.Output), true)
	}
	for _, p := range t.Negative {
		guard(fmt.Sprintf("%s_postcond %s (%s) (by sorry)", name, args(p.Inputs), p.Output), false)
	}
	return sb.String(), lines
}
