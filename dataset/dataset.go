// Package dataset reads the benchmark data sets (VERINA, CLEVER) and
// measures how far the evaluator decides their checks and whether the
// decided ones agree with the data sets' labels.
package dataset

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/lean"
)

// Task is one row of a VERINA- or CLEVER-shaped JSONL file.
type Task struct {
	ID        string `json:"id"`
	Signature struct {
		Name   string `json:"name"`
		Params []struct {
			Name string `json:"name"`
			Type string `json:"type"`
		} `json:"params"`
		ReturnType string `json:"return_type"`
	} `json:"signature"`
	Precond   string `json:"precond"`
	Postcond  string `json:"postcond"`
	Aux       string `json:"aux"`
	LeanDecls struct {
		Precond  string `json:"precond"`
		Postcond string `json:"postcond"`
	} `json:"lean_decls"`
	Positive      []Pair   `json:"positive"`
	Negative      []Pair   `json:"negative"`
	RejectInputs  []Inputs `json:"reject_inputs"`
	CheckTemplate string   `json:"check_template"`
}

// Pair is an input/output example with Lean-text values.
type Pair struct {
	Inputs    map[string]string `json:"inputs"`
	Output    string            `json:"output"`
	TestIndex int               `json:"test_index"`
}

// Inputs is an input-only example.
type Inputs struct {
	Inputs map[string]string `json:"inputs"`
}

// maxLine bounds one JSONL row.
const maxLine = 16 << 20

// ReadJSONL reads tasks from a JSONL file.
func ReadJSONL(path string) ([]Task, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readTasks(f)
}

func readTasks(r io.Reader) ([]Task, error) { return readLines[Task](r) }

// ReadTasks reads tasks from JSON Lines (a shipped data set).
func ReadTasks(r io.Reader) ([]Task, error) { return readTasks(r) }

// readLines decodes one JSON object per non-blank line (the data sets'
// JSONL), naming the line of the first that does not decode.
func readLines[T any](r io.Reader) ([]T, error) {
	var out []T
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), maxLine)
	line := 0
	for sc.Scan() {
		line++
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var t T
		if err := json.Unmarshal(sc.Bytes(), &t); err != nil {
			return nil, fmt.Errorf("line %d: %v", line, err)
		}
		out = append(out, t)
	}
	return out, sc.Err()
}

// Check is one labelled check of a task.
type Check struct {
	Kind   string `json:"kind"` // pre-accept, pre-reject, post-accept, post-reject
	Inputs string `json:"inputs"`
	Output string `json:"output,omitempty"`
	Want   bool   `json:"want"`
	Status string `json:"status"` // true, false, unknown, ill-defined, error
	Reason string `json:"reason,omitempty"`
}

// Decided reports a true/false verdict.
func (c Check) Decided() bool { return c.Status == "true" || c.Status == "false" }

// Agrees reports a decided verdict that matches the label.
func (c Check) Agrees() bool { return c.Decided() && (c.Status == "true") == c.Want }

// TaskResult is the outcome of one task.
type TaskResult struct {
	ID            string  `json:"id"`
	Checks        int     `json:"checks"`
	Decided       int     `json:"decided"`
	Agree         int     `json:"agree"`
	Disagree      int     `json:"disagree"`
	Unknown       int     `json:"unknown"`
	Rreq          string  `json:"rreq"`
	RPlus         string  `json:"r_plus"`
	RMinus        string  `json:"r_minus"`
	Error         string  `json:"error,omitempty"`
	Millis        float64 `json:"ms"`
	Undecided     []Check `json:"undecided,omitempty"`
	Disagreements []Check `json:"disagreements,omitempty"`
	// all keeps every check in evaluation order (for the live Lean test).
	all []Check
}

// Report is a whole run.
type Report struct {
	Dataset  string       `json:"dataset"`
	Tasks    int          `json:"tasks"`
	Checks   int          `json:"checks"`
	Decided  int          `json:"decided"`
	Agree    int          `json:"agree"`
	Disagree int          `json:"disagree"`
	Unknown  int          `json:"unknown"`
	Seconds  float64      `json:"seconds"`
	PerTask  []TaskResult `json:"per_task"`
	// Reasons counts undecided checks by reason (first 80 characters).
	Reasons map[string]int `json:"reasons"`
}

func (r *Report) add(tr TaskResult) {
	r.Tasks++
	r.Checks += tr.Checks
	r.Decided += tr.Decided
	r.Agree += tr.Agree
	r.Disagree += tr.Disagree
	r.Unknown += tr.Unknown
	for _, u := range tr.Undecided {
		reason := u.Reason
		if len(reason) > 80 {
			reason = reason[:80]
		}
		r.Reasons[reason]++
	}
	r.PerTask = append(r.PerTask, tr)
}

func ratio(num, den int) string {
	if den == 0 {
		return "⊥"
	}
	return fmt.Sprintf("%d/%d", num, den)
}

// finish counts a task's checks.
func finish(tr *TaskResult, checks []Check, start time.Time) {
	tr.all = checks
	var reqN, reqD, posN, posD, negN, negD int
	for _, c := range checks {
		tr.Checks++
		switch {
		case !c.Decided():
			tr.Unknown++
			tr.Undecided = append(tr.Undecided, c)
			continue
		case c.Agrees():
			tr.Agree++
		default:
			tr.Disagree++
			tr.Disagreements = append(tr.Disagreements, c)
		}
		tr.Decided++
		ok := c.Agrees()
		switch c.Kind {
		case "pre-accept":
			reqD++
			if ok {
				reqN++
			}
		case "post-accept":
			posD++
			if ok {
				posN++
			}
		case "post-reject":
			negD++
			if ok {
				negN++
			}
		}
	}
	tr.Rreq, tr.RPlus, tr.RMinus = ratio(reqN, reqD), ratio(posN, posD), ratio(negN, negD)
	tr.Millis = float64(time.Since(start).Microseconds()) / 1000
}

func inputsText(in map[string]string) string {
	keys := make([]string, 0, len(in))
	for k := range in {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k + " = " + in[k]
	}
	return strings.Join(parts, ", ")
}

// status turns an evaluator verdict into a check status.
func status(st ir.Status, stop *ir.Stop) (string, string) {
	if stop != nil {
		return st.String(), stop.Reason
	}
	return st.String(), ""
}

// parseTyped reads a Lean-text value and coerces it to the parameter type.
func parseTyped(text string, t *ir.Type) (ir.Value, error) {
	v, err := lean.ParseValue(text)
	if err != nil {
		return nil, err
	}
	return ir.Coerce(v, t)
}
