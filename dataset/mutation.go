package dataset

import (
	"time"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/lean"
	"github.com/specfaith/specfaith/spec"
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
	start := time.Now()
	rep := &MutationReport{ByKind: map[string][3]int{}}
	for _, t := range tasks {
		src := t.Aux + "\n\n" + t.LeanDecls.Precond + "\n\n" + t.LeanDecls.Postcond + "\n"
		m := lean.ParseFile(t.ID+".lean", src)
		var c *spec.Contract
		for _, k := range m.Contracts {
			if k.Name == t.Signature.Name {
				c = k
			}
		}
		if c == nil || len(c.Ensures()) != 1 {
			continue
		}
		rep.Tasks++
		post := c.Ensures()[0].Expr
		for _, mu := range analyzers.Mutants(post) {
			rep.Mutants++
			verdict := mutantVerdict(m, c, t, mu.Expr)
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
func mutantVerdict(m *spec.Module, c *spec.Contract, t Task, post spec.Expr) int {
	undecided := false
	try := func(p Pair, want bool) bool {
		env, err := bindTask(c, p.Inputs, p.Output)
		if err != nil {
			undecided = true
			return false
		}
		ctx := spec.NewCtx(m)
		ctx.Limits.Steps = mutationSteps
		st, _ := ctx.Check(post, env)
		switch st {
		case spec.True, spec.False:
			return (st == spec.True) != want
		}
		undecided = true
		return false
	}
	for _, p := range t.Positive {
		if try(p, true) {
			return 0
		}
	}
	for _, p := range t.Negative {
		if try(p, false) {
			return 0
		}
	}
	if undecided {
		return 2
	}
	return 1
}
