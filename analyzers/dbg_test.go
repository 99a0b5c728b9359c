package analyzers

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/lean"
	"github.com/specfaith/specfaith/nagini"
)

func TestDbgInv(t *testing.T) {
	src, _ := os.ReadFile("/tmp/w/max.py")
	m := nagini.FrontEnd.Parse("max.py", string(src))
	c := m.Contracts[0]
	a := RunAttack(context.Background(), m, c, DefaultAttack, false)
	RunMutation(context.Background(), a, DefaultMutation)
	fmt.Println("retvar", a.returnedVar(), c.Impl != nil)
	ir.InspectStmts(c.Impl.Body, func(st ir.Stmt) bool { fmt.Printf("%T %v\n", st, st.Span()); return true })
	bs := SynthesizeBounds(context.Background(), a, SynthOptions{Print: nagini.Print, Parse: nagini.ParseClause})
	for _, b := range bs {
		fmt.Println(b.Text, b.Invariants, b.Hint, b.carried)
	}
}

func TestDbgInv2(t *testing.T) {
	src, _ := os.ReadFile("/tmp/w/max.py")
	m := nagini.FrontEnd.Parse("max.py", string(src))
	c := m.Contracts[0]
	a := RunAttack(context.Background(), m, c, DefaultAttack, false)
	fmt.Println("inline", m.Vocab.InlineProof, "retvar", a.returnedVar())
	n := 0
	for _, o := range a.implOut {
		if o != nil {
			n++
		}
	}
	fmt.Println("implOut", n, len(a.implOut), "far", len(a.farImplRuns()))
	e, _ := nagini.ParseClause("Result() in xs")
	invs, car := a.invariants(context.Background(), []Bound{{Expr: e, Text: "Result() in xs"}}, SynthOptions{Print: nagini.Print})
	fmt.Println(invs, car)
}

func TestDbgRev(t *testing.T) {
	path := os.Getenv("F")
	src, _ := os.ReadFile(path)
	var m *ir.Module
	var pr func(ir.Expr) (string, error)
	switch {
	case len(path) > 3 && path[len(path)-3:] == ".py":
		m, pr = nagini.FrontEnd.Parse(path, string(src)), nagini.Print
	default:
		m, pr = lean.FrontEnd.Parse(path, string(src)), lean.Print
	}
	c := m.Contracts[0]
	for _, cc := range m.Contracts {
		if len(cc.Results) > 0 {
			c = cc
		}
	}
	a := RunAttack(context.Background(), m, c, DefaultAttack, false)
	RunMutation(context.Background(), a, DefaultMutation)
	n := 0
	for _, o := range a.implOut {
		if o != nil {
			n++
		}
	}
	fmt.Println(c.Name, "weak", a.Weak(), "implOut", n, len(a.implOut), "surv", len(a.survivors))
	var cands []ir.Expr
	inferred(a, func(e ir.Expr, k string) { cands = append(cands, e) })
	for _, e := range cands {
		txt, err := pr(e)
		k, ok := a.rejects(e)
		fmt.Println(txt, err, ok, k.count(), len(k.outputs))
	}
}

func TestDbgParse(t *testing.T) {
	path := os.Getenv("F")
	src, _ := os.ReadFile(path)
	m := lean.FrontEnd.Parse(path, string(src))
	c := m.Contracts[0]
	for _, cc := range m.Contracts {
		if len(cc.Results) > 0 {
			c = cc
		}
	}
	e, err := lean.FrontEnd.ClauseIn(m, c)(os.Getenv("T"))
	fmt.Println(e, err)
	a := RunAttack(context.Background(), m, c, DefaultAttack, false)
	RunMutation(context.Background(), a, DefaultMutation)
	if e != nil {
		k, ok := a.rejects(e)
		fmt.Println(ok, k.count(), len(k.outputs))
		cl := []ir.Clause{{Kind: ir.Ensures, Expr: e}}
		for _, fr := range a.farImplRuns() {
			if st := a.checkOutputsWith(nil, cl, fr.in, fr.out); st != ir.True {
				fmt.Println("far", st, fr.in, fr.out)
				break
			}
		}
		for i, out := range a.implOut {
			if out == nil {
				continue
			}
			if st := a.checkOutputsWith(nil, cl, a.inputs[i], out); st != ir.True {
				fmt.Println("impl", st, a.inputs[i], out)
				v := verdictOn(nil, a.m, a.c, cl, a.inputs[i], out, a.opts.Steps)
				fmt.Println(v.reason)
				break
			}
		}
	}
}
