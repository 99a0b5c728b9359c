package analyzers

import (
	"sort"

	"github.com/specfaith/specfaith/ir"
)

// A subset type without a witness (type MinimalWellFormedCodeUnitSeq =
// s: seq<CodeUnit> | IsMinimal…(s) witness *) whose constraint none of
// the generated base values meets may still be the declared result of
// the file's own functions (EncodeScalarValue(v): MinimalWell…Seq): the
// values they return on small arguments are values of the type, the way
// a class's constructors give its reachable objects (reach.go).

// Bounds on the values produced.
const (
	maxProducers     = 4     // functions called per type
	maxProducerArgs  = 24    // argument tuples per function
	maxProducedVals  = 8     // values kept per type
	producerStepsPer = 5000  // evaluation steps per call
	maxProducerSteps = 50000 // evaluation steps for one type's values
)

// produced are values of the named type t that the module's functions
// declared to return it compute, each checked against t's constraints;
// those made by the time done is closed.
func produced(done <-chan struct{}, m *ir.Module, t *ir.Type, consts []int64, self string) []ir.Value {
	if m == nil || t == nil || t.Kind != ir.KDatatype {
		return nil
	}
	name := ir.LastSegment(t.Name)
	def, ok := m.Types[name]
	if !ok || def.Pred == nil {
		return nil
	}
	var fns []*ir.Function
	for k, f := range m.Funcs {
		if f.Ctor || f.Body == nil || f.Result == nil || f.Name == self || k != f.Name || len(f.Params) == 0 || len(f.Params) > 2 {
			continue
		}
		if f.Result.Kind == ir.KDatatype && ir.LastSegment(f.Result.Name) == name && len(f.Result.Args) == 0 {
			fns = append(fns, f)
		}
	}
	sort.Slice(fns, func(i, j int) bool { return fns[i].Name < fns[j].Name })
	if len(fns) > maxProducers {
		fns = fns[:maxProducers]
	}
	var out []ir.Value
	seen := map[string]bool{}
	spent := 0 // steps, against maxProducerSteps for the whole type
	for _, f := range fns {
		var doms [][]ir.Value
		for _, p := range f.Params {
			d := domain(p.Type, consts, 0) // the contract's constants too
			if len(d) == 0 {
				d = typeDomainUntil(done, m, p.Type, consts, 0)
			}
			if len(d) == 0 {
				doms = nil
				break
			}
			doms = append(doms, d)
		}
		if doms == nil {
			continue
		}
		for _, args := range argTuples(doms, maxProducerArgs) {
			if len(out) >= maxProducedVals || spent >= maxProducerSteps || closed(done) {
				return out
			}
			ctx := ir.NewCtx(m)
			ctx.Done = done
			ctx.Limits.Steps = producerStepsPer
			v, stop := ctx.CallValue(&ir.Closure{Name: f.Name}, args, f.R)
			spent += ctx.Steps()
			if stop != nil || v == nil || !meetsUntil(done, m, def, v) {
				continue
			}
			if k := ir.Key(v); !seen[k] {
				seen[k] = true
				out = append(out, v)
			}
		}
	}
	return out
}

// argTuples are up to n tuples from the domains: the constants of the
// contract tend to be late in a domain, so every position of the first
// domain is tried before the others vary.
func argTuples(doms [][]ir.Value, n int) [][]ir.Value {
	var out [][]ir.Value
	idx := make([]int, len(doms))
	for len(out) < n {
		t := make([]ir.Value, len(doms))
		for i, d := range doms {
			t[i] = d[idx[i]]
		}
		out = append(out, t)
		k := 0
		for ; k < len(doms); k++ {
			idx[k]++
			if idx[k] < len(doms[k]) {
				break
			}
			idx[k] = 0
		}
		if k == len(doms) {
			break
		}
	}
	return out
}

// closed says whether done is closed (nil never is).
func closed(done <-chan struct{}) bool {
	select {
	case <-done:
		return true
	default:
		return false
	}
}
