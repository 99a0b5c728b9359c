package nagini

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// TestImplCorpus measures the lowering on a directory of Nagini files
// (SPECFAITH_NAGINI_CORPUS, searched recursively): implementations with
// no unread statement, and runs on small inputs of their parameters'
// types that complete. It reports; it asserts only that nothing panics.
func TestImplCorpus(t *testing.T) {
	dir := os.Getenv("SPECFAITH_NAGINI_CORPUS")
	if dir == "" {
		t.Skip("SPECFAITH_NAGINI_CORPUS not set")
	}
	var files []string
	filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
		if err == nil && strings.HasSuffix(p, ".py") {
			files = append(files, p)
		}
		return nil
	})
	impls, clean, runnable, allDone, someDone, runs, done := 0, 0, 0, 0, 0, 0, 0
	reasons := map[string]int{}
	funcs, cleanFuncs := 0, 0
	expected, unexpected := 0, []string{}
	stops := map[string]int{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m := ParseFile(f, string(b))
		names := make([]string, 0, len(m.Impls))
		for n := range m.Impls {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			im := m.Impls[n]
			impls++
			var unread []string
			walkStmts(im.Body, func(s ir.Stmt) {
				if u, ok := s.(*ir.Unread); ok && u.Text != "" {
					unread = append(unread, u.Reason)
				}
			})
			for _, r := range unread {
				reasons[shortReason(r)]++
			}
			if v := os.Getenv("SPECFAITH_CORPUS_VERBOSE"); v != "" {
				walkStmts(im.Body, func(s ir.Stmt) {
					if u, ok := s.(*ir.Unread); ok && u.Text != "" && strings.Contains(u.Reason, v) {
						t.Logf("%s:%d: %s: %q", f, u.R.Start.Line, u.Reason, ir.Clip(u.Text))
					}
				})
			}
			if len(unread) == 0 {
				clean++
			}
			if !strings.Contains(n, ".") {
				funcs++
				if len(unread) == 0 {
					cleanFuncs++
				}
			}
			inputs, ok := smallInputs(im.Params)
			if !ok {
				continue
			}
			runnable++
			nDone := 0
			lines := strings.Split(string(b), "\n")
			for _, args := range inputs {
				if !meetsRequires(m, im, args) {
					continue
				}
				runs++
				_, stop := ir.NewCtx(m).Run(im, m.Impls, args, 10_000)
				if stop == nil {
					done++
					nDone++
				} else if stop.Status == ir.IllDefined && strings.Contains(stop.Reason, "does not hold") {
					// Nagini's tests mark the assertions it must reject.
					l := stop.R.Start.Line
					if l >= 2 && strings.Contains(lines[l-2], "ExpectedOutput(assert.failed") {
						expected++
					} else {
						unexpected = append(unexpected, fmt.Sprintf("%s:%d %s", filepath.Base(f), l, n))
					}
				} else {
					stops[fmt.Sprintf("%s: %s", stop.Status, shortReason(stop.Reason))]++
					if v := os.Getenv("SPECFAITH_CORPUS_STOPS"); v != "" && strings.Contains(stop.Reason, v) {
						t.Logf("%s:%d %s%v: %s", f, stop.R.Start.Line, n, args, stop.Reason)
					}
				}
			}
			if nDone == len(inputs) && nDone > 0 {
				allDone++
			}
			if nDone > 0 {
				someDone++
			}
		}
	}
	t.Logf("%d files, %d implementations, %d with no unread statement; of them %d functions (not methods), %d with no unread statement", len(files), impls, clean, funcs, cleanFuncs)
	t.Logf("%d with parameters of simple types (int, bool, str, List[int]): %d complete on every small input, %d on some; runs %d/%d complete", runnable, allDone, someDone, done, runs)
	t.Logf("failed assertions: %d marked ExpectedOutput(assert.failed) in the file, %d not: %v", expected, len(unexpected), unexpected)
	t.Logf("unread statements by reason:\n%s", table(reasons))
	t.Logf("stopped runs by reason:\n%s", table(stops))
}

func shortReason(r string) string {
	if i := strings.Index(r, ": "); i > 0 && i < 60 {
		r = r[:i]
	}
	if strings.HasPrefix(r, "objects (") {
		r = "objects (…) are not run"
	}
	if len(r) > 90 {
		r = r[:90]
	}
	return r
}

func table(m map[string]int) string {
	type kv struct {
		k string
		v int
	}
	var l []kv
	for k, v := range m {
		l = append(l, kv{k, v})
	}
	sort.Slice(l, func(i, j int) bool { return l[i].v > l[j].v || l[i].v == l[j].v && l[i].k < l[j].k })
	var sb strings.Builder
	for _, e := range l {
		fmt.Fprintf(&sb, "%6d  %s\n", e.v, e.k)
	}
	return sb.String()
}

func walkStmts(ss []ir.Stmt, f func(ir.Stmt)) {
	for _, s := range ss {
		f(s)
		switch s := s.(type) {
		case *ir.If:
			walkStmts(s.Then, f)
			walkStmts(s.Else, f)
		case *ir.While:
			walkStmts(s.Body, f)
		case *ir.ForRange:
			walkStmts(s.Body, f)
		case *ir.ForEach:
			walkStmts(s.Body, f)
		case *ir.Block:
			walkStmts(s.Body, f)
		}
	}
}

// smallInputs: a few argument lists from the parameters' types.
func smallInputs(ps []ir.Param) ([][]ir.Value, bool) {
	per := make([][]ir.Value, len(ps))
	for i, p := range ps {
		if p.Type == nil {
			return nil, false
		}
		switch {
		case p.Type.Kind == ir.KInt:
			per[i] = []ir.Value{ir.NewInt(0), ir.NewInt(1), ir.NewInt(3), ir.NewInt(-2)}
		case p.Type.Kind == ir.KBool:
			per[i] = []ir.Value{ir.Bool(false), ir.Bool(true)}
		case p.Type.Kind == ir.KSeq && p.Type.Elem != nil && p.Type.Elem.Kind == ir.KChar:
			per[i] = []ir.Value{ir.Str(""), ir.Str("ab")}
		case p.Type.Kind == ir.KSeq && p.Type.Elem != nil && p.Type.Elem.Kind == ir.KInt:
			per[i] = []ir.Value{ir.Seq{}, ir.Seq{Elems: []ir.Value{ir.NewInt(3), ir.NewInt(1), ir.NewInt(2)}}}
		default:
			return nil, false
		}
	}
	// the first value of every parameter, then each parameter's others
	out := [][]ir.Value{}
	base := make([]ir.Value, len(ps))
	for i := range ps {
		base[i] = per[i][0]
	}
	out = append(out, base)
	for i := range ps {
		for _, v := range per[i][1:] {
			args := append([]ir.Value(nil), base...)
			args[i] = v
			out = append(out, args)
		}
	}
	return out, true
}

// meetsRequires: every precondition is true on args (undecided ones
// count as not met: the input is skipped).
func meetsRequires(m *ir.Module, im *ir.Impl, args []ir.Value) bool {
	var env *ir.Env
	for i, p := range im.Params {
		env = env.Bind(p.Name, args[i])
	}
	for _, q := range im.Requires {
		if st, _ := ir.NewCtx(m).Check(q, env); st != ir.True {
			return false
		}
	}
	return true
}
