package dataset

import (
	"time"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/lean"
)

// MutationReport says how many mechanically derived mutants of the
// reference postconditions the tasks' own tests kill.
type MutationReport struct {
	Tasks     int               `json:"tasks"`
	Mutants   int               `json:"mutants"`
	Killed    int               `json:"killed"`
	Survived  int               `json:"survived"`
	Undecided int               `json:"undecided"`
	KillRate  float64           `json:"kill_rate"` // killed / (killed + survived)
	ByKind    map[string][3]int `json:"by_kind"`   // killed, survived, undecided
	Seconds   float64           `json:"seconds"`
}

// mutationSteps bounds each check of a mutant: mutants of expensive
// specifications count as undecided rather than stall the run.
const mutationSteps = 300_000

// VerinaMutants mutates each task's postcondition and runs its positive
// and negative tests on every mutant. A mutant is killed when a decided
// check disagrees with the test's label, survives when every check is
// decided and agrees, and is undecided otherwise.
func VerinaMutants(tasks []Task) *MutationReport {
	ls := make([]loaded, len(tasks))
	for i, t := range tasks {
		src := t.Aux + "\n\n" + t.LeanDecls.Precond + "\n\n" + t.LeanDecls.Postcond + "\n"
		ls[i] = loaded{id: t.ID, m: lean.ParseFile(t.ID+".lean", src)}
		ls[i].c = contractNamed(ls[i].m, t.Signature.Name)
		if ls[i].c != nil {
			ls[i].pos, ls[i].neg = textPairs(ls[i].c, t)
		}
	}
	return postMutants(ls)
}

// postMutants is VerinaMutants on tasks read.
func postMutants(ls []loaded) *MutationReport {
	start := time.Now()
	rep := &MutationReport{ByKind: map[string][3]int{}}
	for _, l := range ls {
		c := l.c
		if c == nil || len(c.Ensures()) != 1 {
			continue
		}
		rep.Tasks++
		post := c.Ensures()[0].Expr
		for _, mu := range analyzers.Mutants(post) {
			rep.Mutants++
			verdict := mutantVerdict(l.m, l, mu.Expr)
			k := rep.ByKind[mu.Kind]
			k[verdict]++
			rep.ByKind[mu.Kind] = k
			switch verdict {
			case 0:
				rep.Killed++
			case 1:
				rep.Survived++
			default:
				rep.Undecided++
			}
		}
	}
	if n := rep.Killed + rep.Survived; n > 0 {
		rep.KillRate = float64(rep.Killed) / float64(n)
	}
	rep.Seconds = time.Since(start).Seconds()
	return rep
}

// mutantVerdict is 0 killed, 1 survived, 2 undecided.
func mutantVerdict(m *ir.Module, l loaded, post ir.Expr) int {
	undecided := false
	try := func(p vpair, want bool) bool {
		if p.err != nil {
			undecided = true
			return false
		}
		var env *ir.Env
		for _, b := range p.in {
			env = env.BindState(b.Name, b.Val)
		}
		if p.out != nil {
			env = env.BindState(l.c.Results[0].Name, p.out)
		}
		ctx := ir.NewCtx(m)
		ctx.Limits.Steps = mutationSteps
		st, _ := ctx.Check(post, env)
		switch st {
		case ir.True, ir.False:
			return (st == ir.True) != want
		}
		undecided = true
		return false
	}
	for _, p := range l.pos {
		if try(p, true) {
			return 0
		}
	}
	for _, p := range l.neg {
		if try(p, false) {
			return 0
		}
	}
	if undecided {
		return 2
	}
	return 1
}
