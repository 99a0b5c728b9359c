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
		e, sv, err := cleverCall(m, t, p)
		if err != nil {
			chk.Status, chk.Reason = "error", err.Error()
			checks = append(checks, chk)
			continue
		}
		st, stop := sv.check(e)
		chk.Status, chk.Reason = status(st, stop)
		checks = append(checks, chk)
	}
	finish(&tr, checks, start)
	return tr
}

// implName is the implementation the check substitutes.
const implName = "$impl"

// cleverCall builds problem_spec impl args. The implementation is known
// at the test's input only: it returns the expected output there. CLEVER
// specs are often recursive in it (the result on s is a function of the
// result on s.drop 1); on any other input the solver finds it.
func cleverCall(m *ir.Module, t Task, p Pair) (ir.Expr, *solver, error) {
	if _, ok := m.Funcs["problem_spec"]; !ok {
		return nil, nil, fmt.Errorf("no problem_spec definition")
	}
	var args []ir.Expr
	var inputs []ir.Value
	var r ir.Range
	for _, prm := range t.Signature.Params {
		typ := lean.ParseType(prm.Type)
		text, ok := p.Inputs[prm.Name]
		if !ok {
			return nil, nil, fmt.Errorf("no value for %s", prm.Name)
		}
		v, err := parseTyped(text, typ)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %v", prm.Name, err)
		}
		inputs = append(inputs, v)
		args = append(args, &ir.Lit{Val: v})
	}
	out, err := parseTyped(p.Output, lean.ParseType(t.Signature.ReturnType))
	if err != nil {
		return nil, nil, fmt.Errorf("output: %v", err)
	}
	sv := &solver{m: m, known: map[string]ir.Value{ir.Key(ir.Tuple{Elems: inputs}): out}, result: lean.ParseType(t.Signature.ReturnType)}
	lib := ir.Library{}
	for k, b := range m.Lib {
		lib[k] = b
	}
	lib[implName] = sv.impl
	m.Lib = lib
	return &ir.Call{Node: ir.Node{R: r}, Fn: &ir.Ident{Name: "problem_spec"},
		Args: append([]ir.Expr{&ir.Ident{Name: implName}}, args...)}, sv, nil
}
