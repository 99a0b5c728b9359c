package analyzers

import (
	"fmt"
	"sort"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// A function declared without a body and without parameters (Dafny's
// function BASE(): nat ensures BASE() > 1 in an abstract module) is a
// constant a refinement chooses. What the file proves must hold for every
// choice its contract allows, so the search fixes one such choice: a
// counterexample under it is a counterexample of the file.

// maxGivenScan bounds the functions read to find the constants a
// contract depends on.
const maxGivenScan = 256

// givenCandidates are the values tried, in order, for an integer
// constant: small but not degenerate first.
var givenCandidates = []int64{2, 3, 4, 5, 8, 10, 16, 1, 0, 256}

// given returns m with a value chosen for each bodiless constant c's
// clauses reach (directly or through the functions they call), a note
// naming the choices and the choices alone ("BASE() = 2"); m itself when
// there is none.
func given(m *ir.Module, c *ir.Contract) (*ir.Module, string, string) {
	if m == nil {
		return m, "", ""
	}
	consts := reachedConstants(m, c)
	if len(consts) == 0 {
		return m, "", ""
	}
	mm := *m
	mm.Funcs = make(map[string]*ir.Function, len(m.Funcs))
	for k, f := range m.Funcs {
		mm.Funcs[k] = f
	}
	var notes, choices []string
	for _, f := range consts {
		v := chooseConstant(&mm, f)
		if v == nil {
			continue
		}
		fixed := *f
		fixed.Body = &ir.Lit{Val: v}
		mm.Funcs[f.Name] = &fixed
		notes = append(notes, fmt.Sprintf("%s() taken as %s", f.Name, v))
		choices = append(choices, fmt.Sprintf("%s() = %s", f.Name, v))
	}
	if len(notes) == 0 {
		return m, "", ""
	}
	return &mm, strings.Join(notes, ", ") + " (declared without a body; a value its contract allows)", strings.Join(choices, ", ")
}

// reachedConstants lists the bodiless nullary functions c's clauses call,
// directly or through function bodies, in name order.
func reachedConstants(m *ir.Module, c *ir.Contract) []*ir.Function {
	seen := map[string]bool{}
	found := map[string]*ir.Function{}
	var queue []ir.Expr
	for _, cl := range c.Clauses {
		queue = append(queue, cl.Expr)
	}
	for n := 0; len(queue) > 0 && n < maxGivenScan; n++ {
		e := queue[0]
		queue = queue[1:]
		ir.Inspect(e, func(x ir.Expr) bool {
			call, ok := x.(*ir.Call)
			if !ok {
				return true
			}
			id, ok := call.Fn.(*ir.Ident)
			if !ok || seen[id.Name] {
				return true
			}
			seen[id.Name] = true
			f := m.Funcs[id.Name]
			switch {
			case f == nil || f.Ctor || id.Name == c.Name:
			case f.Body == nil && len(f.Params) == 0 && f.Result != nil:
				found[id.Name] = f
			case f.Body != nil:
				queue = append(queue, f.Body)
			}
			return true
		})
	}
	names := make([]string, 0, len(found))
	for n := range found {
		names = append(names, n)
	}
	sort.Strings(names)
	out := make([]*ir.Function, len(names))
	for i, n := range names {
		out[i] = found[n]
	}
	return out
}

// chooseConstant is the first candidate value of f's result type that
// f's own postcondition accepts (decided true, with the others' choices
// already in mm), or nil.
func chooseConstant(mm *ir.Module, f *ir.Function) ir.Value {
	var cands []ir.Value
	switch t := f.Result; {
	case t.Kind == ir.KBool:
		cands = []ir.Value{ir.Bool(true), ir.Bool(false)}
	case t.Kind == ir.KInt || t.Kind == ir.KNat:
		for _, n := range givenCandidates {
			if n >= 0 || t.Kind == ir.KInt {
				cands = append(cands, ir.NewInt(n))
			}
		}
	default:
		return nil
	}
	var post []ir.Clause
	var result string
	for _, k := range mm.Contracts {
		if k.Name == f.Name && len(k.Params) == 0 && (k.Decl == ir.DeclFunction || k.Decl == ir.DeclPredicate) {
			post = k.Ensures()
			if len(k.Results) == 1 {
				result = k.Results[0].Name
			}
			break
		}
	}
	for _, v := range cands {
		fixed := *f
		fixed.Body = &ir.Lit{Val: v}
		mm.Funcs[f.Name] = &fixed
		var env *ir.Env
		if result != "" {
			env = env.Bind(result, v)
		}
		ok := true
		for _, cl := range post {
			if st, _ := ir.NewCtx(mm).Check(cl.Expr, env); st != ir.True {
				ok = false
				break
			}
		}
		mm.Funcs[f.Name] = f
		if ok {
			return v
		}
	}
	return nil
}
