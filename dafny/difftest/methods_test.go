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

// methodModule reads the method corpus with specfaith's front end.
func methodModule(t *testing.T) (*ir.Module, string, []MethodCase) {
	t.Helper()
	text, cases := MethodCorpus()
	m := dafny.ParseFile("methods.dfy", text)
	for _, p := range m.Problems {
		t.Errorf("the method corpus (which Dafny accepts) has a problem: %s: %s", p.R, p.Message)
	}
	return m, text, cases
}

func sigOf(m *ir.Module) func(string) ([]Param, []Param) {
	conv := func(ps []ir.Param) []Param {
		out := make([]Param, len(ps))
		for i, p := range ps {
			out[i] = Param{Name: p.Name, Array: p.Type != nil && p.Type.Kind == ir.KArray}
		}
		return out
	}
	return func(name string) ([]Param, []Param) {
		impl := m.Impls[name]
		return conv(impl.Params), conv(impl.Results)
	}
}

// runOurs runs one case with ir.Run and returns the printed fields the
// Dafny program prints (results, then array arguments' post-states), as
// values, or the stop.
func runOurs(m *ir.Module, c MethodCase) ([]ir.Value, *ir.Stop, error) {
	impl := m.Impls[c.Method]
	if impl == nil {
		return nil, nil, fmt.Errorf("no implementation of %s", c.Method)
	}
	args := make([]ir.Value, len(c.Args))
	for i, a := range c.Args {
		v, err := dafny.ParseValue(a)
		if err != nil {
			return nil, nil, err
		}
		if impl.Params[i].Type.Kind == ir.KArray {
			s := v.(ir.Seq)
			v = ir.Array{Elems: s.Elems, Dims: []int{len(s.Elems)}}
		}
		args[i] = v
	}
	res, stop := ir.NewCtx(m).Run(impl, m.Impls, args, 0)
	if stop != nil {
		return nil, stop, nil
	}
	var out []ir.Value
	for _, v := range res.Results {
		out = append(out, asSeq(v))
	}
	for i, p := range impl.Params {
		if p.Type.Kind == ir.KArray {
			out = append(out, asSeq(res.Post[i]))
		}
	}
	return out, nil, nil
}

func asSeq(v ir.Value) ir.Value {
	if a, ok := v.(ir.Array); ok {
		return ir.Seq{Elems: a.Elems}
	}
	return v
}

// TestMethodCorpus checks the method corpus without Dafny: every body is
// lowered with no Unread statement and every call runs to the end.
func TestMethodCorpus(t *testing.T) {
	m, _, cases := methodModule(t)
	if len(cases) < 80 {
		t.Errorf("%d calls; want at least 80", len(cases))
	}
	for name, impl := range m.Impls {
		var unread []string
		var walk func([]ir.Stmt)
		walk = func(ss []ir.Stmt) {
			for _, s := range ss {
				switch s := s.(type) {
				case *ir.Unread:
					// An alternative if stops only where its guards do
					// not pick one case.
					if !strings.Contains(s.Reason, "case of an if statement") {
						unread = append(unread, s.Reason)
					}
				case *ir.If:
					walk(s.Then)
					walk(s.Else)
				case *ir.While:
					walk(s.Body)
				case *ir.Block:
					walk(s.Body)
				}
			}
		}
		walk(impl.Body)
		if len(unread) > 0 {
			t.Errorf("%s has unread statements: %q", name, unread)
		}
	}
	for _, c := range cases {
		if _, stop, err := runOurs(m, c); err != nil || stop != nil {
			t.Errorf("m%d %s(%s): %v %+v", c.ID, c.Method, strings.Join(c.Args, ", "), err, stop)
		}
	}
}

// TestMethodsAgainstDafny compiles and runs the method corpus with the
// real Dafny (2.3: translated to C#, built with mcs, run with mono) and
// runs the same calls with ir.Run: every call specfaith runs to the
// end must print what Dafny printed.
func TestMethodsAgainstDafny(t *testing.T) {
	if _, err := exec.LookPath("dafny"); err != nil {
		t.Skip("dafny is not on PATH (install the Debian package dafny, 2.3, with mono); skipping the method differential test")
	}
	m, text, cases := methodModule(t)
	printed, elapsed := runSaved(t, "methods", MethodsProgram(text, cases, sigOf(m)), "m")
	decided, agree := 0, 0
	for _, c := range cases {
		desc := fmt.Sprintf("m%d %s(%s)", c.ID, c.Method, strings.Join(c.Args, ", "))
		fields, ok := printed[fmt.Sprintf("m%d", c.ID)]
		if !ok {
			t.Errorf("%s: Dafny printed nothing", desc)
			continue
		}
		ours, stop, err := runOurs(m, c)
		switch {
		case err != nil:
			t.Errorf("%s: %v", desc, err)
			continue
		case stop != nil:
			t.Logf("%s: undecided by specfaith: %s: %s", desc, stop.Status, stop.Reason)
			if stop.Status == ir.IllDefined {
				t.Errorf("%s: specfaith says ill-defined (%s), Dafny ran it: %q", desc, stop.Reason, fields)
			}
			continue
		}
		decided++
		same := sameAsDafny(t, desc, fields, ours)
		if same {
			agree++
		}
	}
	t.Logf("%d calls, %d run by specfaith, %d agree with Dafny (Dafny took %v)", len(cases), decided, agree, elapsed.Round(time.Millisecond))
	if decided < len(cases) {
		t.Errorf("specfaith ran %d of %d calls to the end; want all", decided, len(cases))
	}
}
