package dataset

import (
	"fmt"
	"runtime"
	"sync"
	"time"

	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/lean"
)

// Verina evaluates VERINA tasks: the precondition must accept the test
// inputs and reject the reject-inputs; the postcondition must accept the
// expected outputs and reject the unexpected ones. Pre- and postcondition
// are checked independently, as VERINA's own #guard checks do.
func Verina(tasks []Task) *Report {
	return run("verina", tasks, verinaTask)
}

func run(name string, tasks []Task, one func(Task) TaskResult) *Report {
	start := time.Now()
	rep := &Report{Dataset: name, Reasons: map[string]int{}}
	results := make([]TaskResult, len(tasks))
	workers := runtime.GOMAXPROCS(0)
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i] = safeTask(tasks[i], one)
			}
		}()
	}
	for i := range tasks {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, r := range results {
		rep.add(r)
	}
	rep.Seconds = time.Since(start).Seconds()
	return rep
}

// safeTask turns a panic in one task into an error result.
func safeTask(t Task, one func(Task) TaskResult) (tr TaskResult) {
	defer func() {
		if r := recover(); r != nil {
			tr = TaskResult{ID: t.ID, Error: fmt.Sprintf("internal error: %v", r)}
		}
	}()
	return one(t)
}

func verinaTask(t Task) TaskResult {
	start := time.Now()
	tr := TaskResult{ID: t.ID}
	src := t.Aux + "\n\n" + t.LeanDecls.Precond + "\n\n" + t.LeanDecls.Postcond + "\n"
	m := lean.ParseFile(t.ID+".lean", src)
	var c *ir.Contract
	for _, k := range m.Contracts {
		if k.Name == t.Signature.Name {
			c = k
		}
	}
	var checks []Check
	fail := func(reason string) {
		for _, p := range t.Positive {
			checks = append(checks, Check{Kind: "pre-accept", Inputs: inputsText(p.Inputs), Want: true, Status: "error", Reason: reason})
			checks = append(checks, Check{Kind: "post-accept", Inputs: inputsText(p.Inputs), Output: p.Output, Want: true, Status: "error", Reason: reason})
		}
		for _, p := range t.Negative {
			checks = append(checks, Check{Kind: "post-reject", Inputs: inputsText(p.Inputs), Output: p.Output, Want: false, Status: "error", Reason: reason})
		}
		for _, p := range t.RejectInputs {
			checks = append(checks, Check{Kind: "pre-reject", Inputs: inputsText(p.Inputs), Want: false, Status: "error", Reason: reason})
		}
	}
	switch {
	case len(m.Problems) > 0 && unread(m.Problems[0]):
		tr.Error = "parse: " + m.Problems[0].Message
		fail(tr.Error)
	case c == nil:
		tr.Error = "no " + t.Signature.Name + "_precond/_postcond pair found"
		fail(tr.Error)
	default:
		checks = verinaChecks(m, c, t)
	}
	finish(&tr, checks, start)
	return tr
}

func verinaChecks(m *ir.Module, c *ir.Contract, t Task) []Check {
	var checks []Check
	pre, post := c.Requires(), c.Ensures()
	seen := map[string]bool{}
	evalSide := func(kind string, clauses []ir.Clause, inputs map[string]string, output string, want bool) {
		chk := Check{Kind: kind, Inputs: inputsText(inputs), Output: output, Want: want}
		env, err := bindTask(c, inputs, output)
		if err != nil {
			chk.Status, chk.Reason = "error", err.Error()
			checks = append(checks, chk)
			return
		}
		st := ir.True
		var stop *ir.Stop
		for _, cl := range clauses {
			ctx := ir.NewCtx(m)
			s, sp := ctx.Check(cl.Expr, env)
			if s != ir.True {
				st, stop = s, sp
				break
			}
		}
		chk.Status, chk.Reason = status(st, stop)
		checks = append(checks, chk)
	}
	for _, p := range t.Positive {
		key := inputsText(p.Inputs)
		if !seen[key] {
			seen[key] = true
			evalSide("pre-accept", pre, p.Inputs, "", true)
		}
	}
	for _, p := range t.RejectInputs {
		evalSide("pre-reject", pre, p.Inputs, "", false)
	}
	for _, p := range t.Positive {
		evalSide("post-accept", post, p.Inputs, p.Output, true)
	}
	for _, p := range t.Negative {
		evalSide("post-reject", post, p.Inputs, p.Output, false)
	}
	return checks
}

// bindTask binds the inputs (and the output, when given) as values of
// the contract's parameter and result types.
func bindTask(c *ir.Contract, inputs map[string]string, output string) (*ir.Env, error) {
	var env *ir.Env
	for _, p := range c.Params {
		text, ok := inputs[p.Name]
		if !ok {
			return nil, fmt.Errorf("no value for %s", p.Name)
		}
		v, err := parseTyped(text, p.Type)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", p.Name, err)
		}
		env = env.BindState(p.Name, v)
	}
	if output != "" && len(c.Results) == 1 {
		v, err := parseTyped(output, c.Results[0].Type)
		if err != nil {
			return nil, fmt.Errorf("result: %v", err)
		}
		env = env.BindState(c.Results[0].Name, v)
	}
	return env, nil
}

// unread says a Lean front-end problem leaves the task unread: an error,
// or a declaration the parser does not read.
func unread(p ir.Problem) bool {
	return p.Severity == ir.SevError || p.Code == lean.CodeUnparsed
}
