package analyzers

import (
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// The mutation check on given inputs: the benchmarks have a reference
// implementation and a test set instead of a searched contract, so the
// mutants of implmut.go run on the tests' inputs, with the same runner,
// fuel rule and verdicts as RunMutation.

// ImplMutant is one first-order mutant of an implementation: the
// implementation with one change, what the change is, and where.
type ImplMutant struct {
	Impl *ir.Impl
	Desc string
	Kind string
	At   ir.Range
}

// ImplMutants derives up to max mutants of impl, each with exactly one
// change (see implMutants).
func ImplMutants(impl *ir.Impl, max int, voc *ir.Vocab) []ImplMutant {
	ms := implMutants(impl, max, voc)
	out := make([]ImplMutant, len(ms))
	for i, mu := range ms {
		out[i] = ImplMutant{Impl: mu.impl, Desc: mu.desc, Kind: MutantKind(mu.desc), At: mu.at}
	}
	return out
}

// MutantKind names the kind of change a mutant's description says:
// relational, arithmetic, constant, off-by-one, negated, branches,
// dropped; other for a description it does not know.
func MutantKind(desc string) string {
	switch {
	case desc == "the condition negated":
		return "negated"
	case desc == "the branches swapped":
		return "branches"
	case desc == "the assignment dropped":
		return "dropped"
	case strings.HasPrefix(desc, "the value "):
		return "off-by-one"
	case strings.HasPrefix(desc, "`"):
		from, _, ok := strings.Cut(strings.TrimPrefix(desc, "`"), "`")
		if !ok {
			return "other"
		}
		if from != "" && (from[0] == '-' || from[0] >= '0' && from[0] <= '9') && from != "-" {
			return "constant"
		}
		for op := range relSwaps {
			if op.String() == from {
				return "relational"
			}
		}
		for op := range arithSwaps {
			if op.String() == from {
				return "arithmetic"
			}
		}
	}
	return "other"
}

// Verdicts of a mutant run against a reference.
const (
	MutantKilled     = "killed"     // the postcondition rejects an output that differs from the reference's
	MutantSurvived   = "survived"   // it differs somewhere; every differing output was checked and accepted
	MutantEquivalent = "equivalent" // same outputs as the reference on every input (not counted)
	MutantUndecided  = "undecided"  // not killed, and a run stopped or a check was undecided
)

// RefMutationOptions bound MutateReference.
type RefMutationOptions struct {
	MaxMutants int // mutants per implementation
	MaxInputs  int // admitted inputs used
	Steps      int // evaluator steps per clause checked (0: the default)
}

// MutantRun is what one mutant did on the inputs.
type MutantRun struct {
	Desc    string
	Kind    string
	At      ir.Range
	Verdict string
	// IllDefined: killed only by a postcondition that is not defined on
	// the mutant's output (none of its outputs was plainly rejected).
	IllDefined bool
	// For a survivor: the first input where it differs, its outputs and
	// the reference's (outputs as runOutputs orders them); for a killed
	// mutant, the input where the postcondition rejected its output.
	In       []ir.Binding
	Out, Ref []ir.Value
	Killer   *MutantKill // killed: the input, the output rejected, the reference's
	Reason   string      // why undecided: the first reason seen
	// Undecided: which of UndecidedStopped, UndecidedCheck, UndecidedType
	// came first.
	Undecided string
}

// MutantKill is where a mutant was killed.
type MutantKill struct {
	In       []ir.Binding
	Out, Ref []ir.Value
}

// Why a mutant is undecided.
const (
	UndecidedStopped = "the mutant stopped"               // fuel, depth, a run-time error, an unsupported term
	UndecidedCheck   = "the postcondition undecided"      // on a differing output
	UndecidedType    = "an output not of the result type" // see notOfType
)

// RefMutation is the mutation check of a reference implementation on
// given inputs.
type RefMutation struct {
	Inputs      int    // inputs given (after MaxInputs)
	Admitted    int    // of those, inputs the precondition accepts
	NotAdmitted int    // inputs the precondition rejects: skipped
	PreUnknown  int    // inputs the precondition does not decide: skipped
	Ran         int    // admitted inputs on which the reference ran to an output
	RefStopped  int    // admitted inputs on which it stopped (skipped)
	RefRejected int    // reference outputs the postcondition rejects
	Reason      string // first reason a reference run stopped
	Fuel        int    // the mutants' fuel: 4 × the most the reference used + 64
	Mutants     []MutantRun
}

// MutateReference runs c's implementation and its first-order mutants on
// inputs (bindings of c's parameters, in order). Inputs the precondition
// does not accept (rejected or undecided) are skipped, as are those the
// reference does not finish. A mutant is killed when the postcondition
// rejects (false or ill-defined) an output of it that differs from the
// reference's; equivalent when its outputs equal the reference's on every
// input; survived when it differs somewhere and every run finished and
// every differing output was checked and accepted; undecided otherwise.
// Unknown never kills. When the postcondition rejects one of the
// reference's own outputs it is no reference: no mutants are run
// (RefRejected says so). nil when c has no implementation or
// postcondition.
func MutateReference(done <-chan struct{}, m *ir.Module, c *ir.Contract, inputs [][]ir.Binding, opts RefMutationOptions) *RefMutation {
	impl := c.Impl
	post := c.Ensures()
	if impl == nil || len(post) == 0 {
		return nil
	}
	if opts.MaxInputs > 0 && len(inputs) > opts.MaxInputs {
		inputs = inputs[:opts.MaxInputs]
	}
	r := &RefMutation{Inputs: len(inputs)}
	var ins [][]ir.Binding
	var ref [][]ir.Value
	used := 0
	for _, in := range inputs {
		if len(in) != len(c.Params) {
			r.PreUnknown++
			continue
		}
		env, _ := bindInputs(c, ir.Example{Inputs: in})
		switch evalClausesProbes(done, m, c.Requires(), env, nil, nil, opts.Steps, 0).status {
		case ir.True:
		case ir.False, ir.IllDefined:
			r.NotAdmitted++
			continue
		default:
			r.PreUnknown++
			continue
		}
		r.Admitted++
		out, fuel, stop := runOutputs(done, m, c, impl, in, implFuel)
		if stop != nil {
			r.RefStopped++
			if r.Reason == "" {
				r.Reason = stop.Reason
			}
			continue
		}
		r.Ran++
		if st := verdictOn(done, m, c, post, in, out, opts.Steps).status; st == ir.False || st == ir.IllDefined {
			r.RefRejected++
		}
		ins = append(ins, in)
		ref = append(ref, out)
		used = max(used, fuel)
	}
	if r.Ran == 0 || r.RefRejected > 0 {
		return r
	}
	r.Fuel = 4*used + 64
	for _, mu := range ImplMutants(impl, opts.MaxMutants, m.Vocab) {
		run := MutantRun{Desc: mu.Desc, Kind: mu.Kind, At: mu.At}
		differs, rejected, illOnly, unknown := false, false, false, false
		undecided := func(why, reason string) {
			unknown = true
			if run.Reason == "" {
				run.Undecided, run.Reason = why, reason
			}
		}
		for i, in := range ins {
			out, _, stop := runOutputs(done, m, c, mu.Impl, in, r.Fuel)
			if stop != nil {
				undecided(UndecidedStopped, stop.Reason)
				continue
			}
			if sameValues(out, ref[i]) {
				continue
			}
			if notOfType(c, out, ref[i]) {
				undecided(UndecidedType, "an output not of its declared type")
				continue
			}
			differs = true
			v := verdictOn(done, m, c, post, in, out, opts.Steps)
			switch v.status {
			case ir.False:
				rejected, illOnly = true, false
				run.Killer = &MutantKill{In: in, Out: out, Ref: ref[i]}
			case ir.IllDefined:
				if !rejected {
					rejected, illOnly = true, true
					run.Killer = &MutantKill{In: in, Out: out, Ref: ref[i]}
				}
			case ir.True:
				if run.In == nil {
					run.In, run.Out, run.Ref = in, out, ref[i]
				}
			default:
				undecided(UndecidedCheck, v.reason)
			}
			if rejected && !illOnly {
				break
			}
		}
		switch {
		case rejected:
			run.Verdict, run.IllDefined = MutantKilled, illOnly
			run.In, run.Out, run.Ref, run.Reason, run.Undecided = nil, nil, nil, "", ""
		case unknown:
			run.Verdict = MutantUndecided
			run.In, run.Out, run.Ref, run.Killer = nil, nil, nil, nil
		case differs:
			run.Verdict = MutantSurvived
			run.Killer = nil
		default:
			run.Verdict = MutantEquivalent
			run.Killer = nil
		}
		r.Mutants = append(r.Mutants, run)
	}
	return r
}

// notOfType says whether an output of the mutant is no value of its
// declared type where the reference's is one: the operator swap + → -
// subtracts without Lean's truncation on Nat, and a natural number below
// zero says nothing about the Lean program the mutant stands for.
func notOfType(c *ir.Contract, out, ref []ir.Value) bool {
	var types []*ir.Type
	for _, r := range c.Results {
		types = append(types, r.Type)
	}
	for _, name := range c.Modified {
		for _, p := range c.Params {
			if p.Name == name {
				types = append(types, p.Type)
			}
		}
	}
	if len(types) != len(out) || len(out) != len(ref) {
		return false
	}
	for i, t := range types {
		if _, err := ir.Coerce(ref[i], t); err != nil {
			continue
		}
		if _, err := ir.Coerce(out[i], t); err != nil {
			return true
		}
	}
	return false
}

// OutputsText prints outputs as MutantRun holds them, named by c's
// results.
func OutputsText(c *ir.Contract, vals []ir.Value) string {
	if len(vals) != len(c.Results)+len(c.Modified) {
		parts := make([]string, len(vals))
		for i, v := range vals {
			parts[i] = ir.Brief(v)
		}
		return strings.Join(parts, ", ")
	}
	bs := outputBindings(c, vals)
	parts := make([]string, len(bs))
	for i, b := range bs {
		parts[i] = b.Name + " = " + ir.Brief(b.Val)
	}
	return strings.Join(parts, ", ")
}
