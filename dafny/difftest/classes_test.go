package difftest

import (
	"fmt"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/specfaith/specfaith/dafny"
	"github.com/specfaith/specfaith/ir"
)

// classModule reads the class corpus with specfaith's front end.
func classModule(t *testing.T) (*ir.Module, string, []ClassCase) {
	t.Helper()
	text, cases := ClassCorpus()
	m := dafny.ParseFile("classes.dfy", text)
	for _, p := range m.Problems {
		t.Errorf("the class corpus (which Dafny accepts) has a problem: %s: %s", p.R, p.Message)
	}
	return m, text, cases
}

// runClassCase builds the object the search would (an identity, then the
// fields in declaration order, set to the constructor's arguments) and
// runs the member on it: a function through the evaluator, a method
// through ir.Run.
func runClassCase(m *ir.Module, c ClassCase) ([]ir.Value, *ir.Stop, error) {
	class := m.Funcs[c.Class]
	if class == nil || !class.Ctor {
		return nil, nil, fmt.Errorf("no record for class %s", c.Class)
	}
	if len(class.Params) != len(c.Ctor)+1 {
		return nil, nil, fmt.Errorf("%s has %d fields, the case gives %d", c.Class, len(class.Params)-1, len(c.Ctor))
	}
	fields := []ir.Value{ir.NewInt(int64(c.ID))}
	for i, a := range c.Ctor {
		v, err := dafny.ParseValue(a)
		if err != nil {
			return nil, nil, err
		}
		if v, err = ir.Coerce(v, class.Params[i+1].Type); err != nil {
			return nil, nil, err
		}
		fields = append(fields, v)
	}
	obj := ir.Datatype{Ctor: class.Name, Fields: fields}
	var args []ir.Value
	for _, a := range c.Args {
		v, err := dafny.ParseValue(a)
		if err != nil {
			return nil, nil, err
		}
		args = append(args, v)
	}
	ctx := ir.NewCtx(m)
	if c.Func {
		e, probs := dafny.ParseExpr(fmt.Sprintf("o.%s(%s)", c.Member, strings.Join(c.Args, ", ")))
		if len(probs) > 0 {
			return nil, nil, fmt.Errorf("%s", probs[0].Message)
		}
		var env *ir.Env
		v, stop := ctx.Eval(e, env.Bind("o", obj))
		if stop != nil {
			return nil, stop, nil
		}
		return []ir.Value{v}, nil, nil
	}
	var impl *ir.Impl
	for _, ct := range m.Contracts {
		if ct.Name == c.Member && len(ct.Params) > 0 && ct.Params[0].Name == ir.ThisName {
			impl = ct.Impl
		}
	}
	if impl == nil {
		return nil, nil, fmt.Errorf("no implementation of %s.%s", c.Class, c.Member)
	}
	res, stop := ctx.Run(impl, m.Impls, append([]ir.Value{obj}, args...), 0)
	if stop != nil {
		return nil, stop, nil
	}
	return res.Results, nil, nil
}

// methodResults counts a method's results.
func methodResults(m *ir.Module) func(string) int {
	return func(name string) int {
		for _, c := range m.Contracts {
			if c.Name == name {
				return len(c.Results)
			}
		}
		return 0
	}
}

// TestClassCorpus runs every class call without Dafny: each reaches the
// end. The members of the {:autocontracts} class carry the implied
// requires Valid().
func TestClassCorpus(t *testing.T) {
	m, _, cases := classModule(t)
	if len(cases) < 50 {
		t.Errorf("%d calls; want at least 50", len(cases))
	}
	for _, c := range cases {
		if _, stop, err := runClassCase(m, c); err != nil || stop != nil {
			t.Errorf("k%d %s(%s).%s(%s): %v %+v", c.ID, c.Class, strings.Join(c.Ctor, ", "), c.Member, strings.Join(c.Args, ", "), err, stop)
		}
	}
	for _, c := range m.Contracts {
		if c.Name == "Left" {
			if pre := c.Requires(); len(pre) == 0 || !strings.Contains(pre[0].Text, "Valid()") {
				t.Errorf("Counter.Left lacks the implied requires Valid(): %+v", pre)
			}
		}
	}
}

// TestClassesAgainstDafny compiles and runs the class corpus with the real
// Dafny and runs the same calls with specfaith: every call must print
// what Dafny printed.
func TestClassesAgainstDafny(t *testing.T) {
	if _, err := exec.LookPath("dafny"); err != nil {
		t.Skip("dafny is not on PATH (install the Debian package dafny, 2.3, with mono); skipping the class differential test")
	}
	m, text, cases := classModule(t)
	printed, elapsed := runSaved(t, "classes", ClassesProgram(text, cases, methodResults(m)), "k")
	agree := 0
	for _, c := range cases {
		desc := fmt.Sprintf("k%d new %s(%s).%s(%s)", c.ID, c.Class, strings.Join(c.Ctor, ", "), c.Member, strings.Join(c.Args, ", "))
		fields, ok := printed[fmt.Sprintf("k%d", c.ID)]
		if !ok {
			t.Errorf("%s: Dafny printed nothing", desc)
			continue
		}
		ours, stop, err := runClassCase(m, c)
		if err != nil || stop != nil {
			t.Errorf("%s: specfaith did not run it: %v %+v", desc, err, stop)
			continue
		}
		same := sameAsDafny(t, desc, fields, ours)
		if same {
			agree++
		}
	}
	t.Logf("%d class calls, %d agree with Dafny (Dafny took %v)", len(cases), agree, elapsed.Round(time.Millisecond))
}
