package dataset

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/lean"
)

// ImplReport measures the Lean front end's implementations on VERINA's
// reference solutions: how many lower with nothing unread, and, run on
// each positive test's inputs, how many produce the test's expected
// output (a differential check of the lowering and the evaluator).
type ImplReport struct {
	Tasks     int
	NoImpl    []string          // no def F read as the contract's Impl
	Lowered   int               // an Impl with no Unread statement or unsupported term
	Unread    map[string]int    // reason → tasks
	Runs      int               // positive tests run
	Agree     int               // ran to completion with the expected output
	Disagree  []string          // ran to completion with another output
	Undecided map[string]int    // reason → runs that stopped
	Example   map[string]string // reason → the first task it stopped
	PerTask   map[string][2]int // id → agree, runs
}

// VerinaImpls reads dir/<id>/task.lean (VERINA's upstream layout, which
// has the reference def F) for each task and runs c.Impl on its tests.
func VerinaImpls(tasks []Task, dir string) *ImplReport {
	rep := &ImplReport{Unread: map[string]int{}, Undecided: map[string]int{}, Example: map[string]string{}, PerTask: map[string][2]int{}}
	for _, t := range tasks {
		rep.Tasks++
		src, err := os.ReadFile(filepath.Join(dir, t.ID, "task.lean"))
		if err != nil {
			rep.NoImpl = append(rep.NoImpl, t.ID+": "+err.Error())
			continue
		}
		m := lean.ParseFile(t.ID+".lean", string(src))
		var c *ir.Contract
		for _, k := range m.Contracts {
			if k.Name == t.Signature.Name {
				c = k
			}
		}
		if c == nil || c.Impl == nil {
			rep.NoImpl = append(rep.NoImpl, t.ID)
			continue
		}
		if reasons := unreadIn(c.Impl.Body); len(reasons) == 0 {
			rep.Lowered++
		} else {
			for r := range reasons {
				rep.Unread[r]++
			}
		}
		agree := 0
		for _, p := range t.Positive {
			rep.Runs++
			var args []ir.Value
			var bad error
			for _, prm := range c.Params {
				v, err := parseTyped(p.Inputs[prm.Name], prm.Type)
				if err != nil {
					bad = err
					break
				}
				args = append(args, v)
			}
			want, err := parseTyped(p.Output, c.Results[0].Type)
			if bad == nil {
				bad = err
			}
			if bad != nil {
				rep.Undecided["test value: "+bad.Error()]++
				continue
			}
			res, stop := ir.NewCtx(m).Run(c.Impl, m.Impls, args, 0)
			switch {
			case stop != nil:
				rep.Undecided[ir.Clip(stop.Reason)]++
				if rep.Example[ir.Clip(stop.Reason)] == "" {
					rep.Example[ir.Clip(stop.Reason)] = t.ID
				}
			case ir.Equal(res.Results[0], want):
				rep.Agree++
				agree++
			default:
				rep.Disagree = append(rep.Disagree, fmt.Sprintf("%s %s: got %s, want %s", t.ID, inputsText(p.Inputs), ir.Brief(res.Results[0]), p.Output))
			}
		}
		rep.PerTask[t.ID] = [2]int{agree, len(t.Positive)}
	}
	return rep
}

// unreadIn collects the reasons of Unread statements and unsupported
// terms anywhere in a body (do blocks inside terms included).
func unreadIn(body []ir.Stmt) map[string]bool {
	out := map[string]bool{}
	var stmts func([]ir.Stmt)
	var expr func(ir.Expr)
	expr = func(e ir.Expr) {
		if e == nil {
			return
		}
		ir.Inspect(e, func(x ir.Expr) bool {
			switch x := x.(type) {
			case *ir.Unsupported:
				out[x.Reason] = true
			case *ir.Do:
				stmts(x.Body)
			}
			return true
		})
	}
	stmts = func(ss []ir.Stmt) {
		for _, s := range ss {
			switch x := s.(type) {
			case *ir.Unread:
				out[x.Reason] = true
			case *ir.VarDecl:
				for _, v := range x.Values {
					expr(v)
				}
			case *ir.Assign:
				for _, v := range x.Values {
					expr(v)
				}
			case *ir.Return:
				for _, v := range x.Values {
					expr(v)
				}
			case *ir.If:
				expr(x.Cond)
				stmts(x.Then)
				stmts(x.Else)
			case *ir.While:
				expr(x.Cond)
				stmts(x.Body)
			case *ir.ForRange:
				expr(x.Lo)
				expr(x.Hi)
				stmts(x.Body)
			case *ir.ForEach:
				expr(x.Coll)
				stmts(x.Body)
			case *ir.Assert:
				expr(x.Cond)
			case *ir.Block:
				stmts(x.Body)
			}
		}
	}
	stmts(body)
	return out
}

// String prints the report.
func (r *ImplReport) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "implementations: %d tasks, %d with an Impl, %d lowered with nothing unread (%.1f%%)\n",
		r.Tasks, r.Tasks-len(r.NoImpl), r.Lowered, 100*float64(r.Lowered)/float64(max(r.Tasks, 1)))
	full := r.AgreeAll()
	fmt.Fprintf(&b, "runs: %d positive tests, %d agree with the expected output, %d disagree, %d undecided; %d tasks agree on every test\n",
		r.Runs, r.Agree, len(r.Disagree), r.Runs-r.Agree-len(r.Disagree), full)
	for _, n := range r.NoImpl {
		fmt.Fprintf(&b, "  no impl: %s\n", n)
	}
	printCounts(&b, "unread", r.Unread, nil)
	printCounts(&b, "undecided", r.Undecided, r.Example)
	for _, d := range r.Disagree {
		fmt.Fprintf(&b, "  DISAGREE %s\n", d)
	}
	return b.String()
}

// AgreeAll counts the tasks whose reference ran on every positive test
// and agreed with each expected output (a task with no positive test
// does not count).
func (r *ImplReport) AgreeAll() int {
	n := 0
	for _, at := range r.PerTask {
		if at[1] > 0 && at[0] == at[1] {
			n++
		}
	}
	return n
}

func printCounts(b *strings.Builder, what string, m map[string]int, example map[string]string) {
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return m[keys[i]] > m[keys[j]] || m[keys[i]] == m[keys[j]] && keys[i] < keys[j] })
	for _, k := range keys {
		if example[k] != "" {
			fmt.Fprintf(b, "  %4d %s: %s (first: %s)\n", m[k], what, k, example[k])
		} else {
			fmt.Fprintf(b, "  %4d %s: %s\n", m[k], what, k)
		}
	}
}
