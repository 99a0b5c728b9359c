package dataset

import (
	"sort"
	"strings"
	"time"

	"github.com/specfaith/specfaith/lean"
	"github.com/specfaith/specfaith/spec"
)

// Clever evaluates CLEVER tasks: problem_spec (impl : A → R) (args) is
// checked by substituting an implementation that returns the expected
// output, using each task's own check template. CLEVER has positive tests
// only, so this measures positive-test recall (and its coverage).
func Clever(tasks []Task) *Report {
	return run("clever", tasks, cleverTask)
}

func cleverTask(t Task) TaskResult {
	start := time.Now()
	tr := TaskResult{ID: t.ID}
	src := t.Aux + "\n\n" + t.Postcond + "\n"
	m := lean.ParseFile(t.ID+".lean", src)
	var checks []Check
	for _, p := range t.Positive {
		chk := Check{Kind: "post-accept", Inputs: inputsText(p.Inputs), Output: p.Output, Want: true}
		if len(m.Problems) > 0 && m.Problems[0].Severity == spec.SevError {
			chk.Status, chk.Reason = "error", "parse: "+m.Problems[0].Message
			tr.Error = chk.Reason
			checks = append(checks, chk)
			continue
		}
		call := fillTemplate(t.CheckTemplate, p)
		e, probs := lean.ParseExpr(call)
		if len(probs) > 0 {
			chk.Status, chk.Reason = "error", "check template: "+probs[0].Message
			checks = append(checks, chk)
			continue
		}
		ctx := spec.NewCtx(m)
		st, stop := ctx.Check(e, nil)
		chk.Status, chk.Reason = status(st, stop)
		checks = append(checks, chk)
	}
	finish(&tr, checks, start)
	return tr
}

// fillTemplate substitutes {output} and {param} in a check template;
// longer names first so that {n} does not clobber {nums}.
func fillTemplate(tmpl string, p Pair) string {
	keys := make([]string, 0, len(p.Inputs))
	for k := range p.Inputs {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return len(keys[i]) > len(keys[j]) })
	out := strings.ReplaceAll(tmpl, "{output}", "("+p.Output+")")
	for _, k := range keys {
		out = strings.ReplaceAll(out, "{"+k+"}", "("+p.Inputs[k]+")")
	}
	return out
}
