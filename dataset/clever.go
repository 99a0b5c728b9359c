package dataset

import (
	"fmt"
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
		e, err := cleverCall(m, t, p)
		if err != nil {
			chk.Status, chk.Reason = "error", err.Error()
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

// implName is the implementation the check substitutes.
const implName = "$impl"

// cleverCall builds problem_spec impl args. The implementation is known
// only at the test's input: it returns the expected output there, and a
// call on any other input (CLEVER specs are often recursive in it) is
// unknown rather than a guess.
func cleverCall(m *spec.Module, t Task, p Pair) (spec.Expr, error) {
	if _, ok := m.Funcs["problem_spec"]; !ok {
		return nil, fmt.Errorf("no problem_spec definition")
	}
	var params []spec.Param
	var args []spec.Expr
	var inputs []spec.Value
	var r spec.Range
	for i, prm := range t.Signature.Params {
		typ := lean.ParseType(prm.Type)
		text, ok := p.Inputs[prm.Name]
		if !ok {
			return nil, fmt.Errorf("no value for %s", prm.Name)
		}
		v, err := parseTyped(text, typ)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", prm.Name, err)
		}
		inputs = append(inputs, v)
		args = append(args, &spec.Lit{Val: v})
		params = append(params, spec.Param{Name: fmt.Sprintf("$a%d", i), Type: typ})
	}
	out, err := parseTyped(p.Output, lean.ParseType(t.Signature.ReturnType))
	if err != nil {
		return nil, fmt.Errorf("output: %v", err)
	}
	var got []spec.Expr
	for _, prm := range params {
		got = append(got, &spec.Ident{Name: prm.Name})
	}
	m.Funcs[implName] = &spec.Function{Name: implName, Params: params, Body: &spec.Ite{
		Cond: &spec.Binary{Op: spec.OpEq, X: &spec.TupleExpr{Elems: got}, Y: &spec.Lit{Val: spec.Tuple{Elems: inputs}}},
		Then: &spec.Lit{Val: out},
		Else: &spec.Unsupported{Reason: "the specification calls the implementation on another input; only its output on the test input is known"},
	}}
	return &spec.Call{Node: spec.Node{R: r}, Fn: &spec.Ident{Name: "problem_spec"},
		Args: append([]spec.Expr{&spec.Ident{Name: implName}}, args...)}, nil
}
