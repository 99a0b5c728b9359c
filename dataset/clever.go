package dataset

import (
	"fmt"
	"time"

	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/lean"
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
		if len(m.Problems) > 0 && unread(m.Problems[0]) {
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
		ctx := ir.NewCtx(m)
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
func cleverCall(m *ir.Module, t Task, p Pair) (ir.Expr, error) {
	if _, ok := m.Funcs["problem_spec"]; !ok {
		return nil, fmt.Errorf("no problem_spec definition")
	}
	var params []ir.Param
	var args []ir.Expr
	var inputs []ir.Value
	var r ir.Range
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
		args = append(args, &ir.Lit{Val: v})
		params = append(params, ir.Param{Name: fmt.Sprintf("$a%d", i), Type: typ})
	}
	out, err := parseTyped(p.Output, lean.ParseType(t.Signature.ReturnType))
	if err != nil {
		return nil, fmt.Errorf("output: %v", err)
	}
	var got []ir.Expr
	for _, prm := range params {
		got = append(got, &ir.Ident{Name: prm.Name})
	}
	m.Funcs[implName] = &ir.Function{Name: implName, Params: params, Body: &ir.Ite{
		Cond: &ir.Binary{Op: ir.OpEq, X: &ir.TupleExpr{Elems: got}, Y: &ir.Lit{Val: ir.Tuple{Elems: inputs}}},
		Then: &ir.Lit{Val: out},
		Else: &ir.Unsupported{Reason: "the specification calls the implementation on another input; only its output on the test input is known"},
	}}
	return &ir.Call{Node: ir.Node{R: r}, Fn: &ir.Ident{Name: "problem_spec"},
		Args: append([]ir.Expr{&ir.Ident{Name: implName}}, args...)}, nil
}
