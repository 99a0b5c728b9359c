package dataset

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"time"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/check"
	"github.com/specfaith/specfaith/lean"
)

// VerinaDir evaluates VERINA's upstream layout: one directory per task
// with task.lean (the definitions, including F_precond/F_postcond),
// test.json and reject_inputs.json. It goes through the same path as
// `specfaith check`: the Lean front end reads the file and the sidecar
// reader the tests.
func VerinaDir(ctx context.Context, dir string) (*Report, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var tasks []string
	for _, e := range entries {
		if e.IsDir() {
			if _, err := os.Stat(filepath.Join(dir, e.Name(), "task.lean")); err == nil {
				tasks = append(tasks, e.Name())
			}
		}
	}
	if len(tasks) == 0 {
		return nil, fmt.Errorf("%s: no task directories with a task.lean", dir)
	}
	sort.Strings(tasks)
	start := time.Now()
	rep := &Report{Dataset: "verina", Reasons: map[string]int{}}
	for _, name := range tasks {
		rep.add(upstreamTask(ctx, filepath.Join(dir, name), name))
	}
	rep.Seconds = time.Since(start).Seconds()
	return rep, nil
}

func upstreamTask(ctx context.Context, dir, id string) TaskResult {
	start := time.Now()
	tr := TaskResult{ID: id}
	path := filepath.Join(dir, "task.lean")
	src, err := os.ReadFile(path)
	if err != nil {
		tr.Error = err.Error()
		return tr
	}
	rep := check.File(ctx, path, src, os.ReadFile)
	var checks []Check
	for _, f := range rep.Findings {
		if f.Code == "syntax" || f.Code == lean.CodeUnparsed || f.Code == "example-error" {
			tr.Error = f.Message
			break
		}
	}
	for _, cr := range rep.Contracts {
		m := cr.Metrics
		for _, side := range []struct {
			kind string
			ev   *analyzers.Evidence
			want bool
		}{
			{"pre-accept", m.RequiredInputRecall, true},
			{"pre-reject", m.RejectedInputRecall, false},
			{"post-accept", m.PositiveTestRecall, true},
			{"post-reject", m.NegativeTestRejection, false},
		} {
			failed := map[string]bool{}
			for _, f := range side.ev.Failed {
				failed[f.Example] = true
				checks = append(checks, Check{Kind: side.kind, Inputs: f.Example, Want: side.want, Status: fmt.Sprint(!side.want), Reason: "decided against the label"})
			}
			for _, u := range side.ev.Undecided {
				checks = append(checks, Check{Kind: side.kind, Inputs: u.Example, Want: side.want, Status: u.Status, Reason: u.Reason})
			}
			for k := 0; k < side.ev.Num; k++ {
				checks = append(checks, Check{Kind: side.kind, Want: side.want, Status: fmt.Sprint(side.want)})
			}
		}
	}
	finish(&tr, checks, start)
	return tr
}
