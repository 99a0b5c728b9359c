package dataset

import (
	"fmt"

	"github.com/specfaith/specfaith/ir"
)

// solver is the implementation a CLEVER check substitutes: the expected
// output at the test's input and, on any other input the specification
// calls it on, a value the specification itself accepts there.
//
// A value is looked for among the ones the specification names: the
// specification is evaluated at that input with the result a hole
// (ir.Hole), which records every e in result = e (and in result ± k = e),
// then each such value is checked in turn; the first accepted is kept
// for the rest of the check. The values chosen make an implementation
// that meets the specification on every input the check visits, so an
// accepted pair is accepted by some implementation (assuming one exists
// on the inputs never visited). A rejection, by contrast, may come from
// a choice another value would have avoided, so it is reported unknown.
type solver struct {
	m      *ir.Module
	result *ir.Type
	// known are the outputs fixed so far, by input (ir.Key of the tuple).
	known map[string]ir.Value
	// solving are the inputs being solved, which see their own hole.
	solving map[string]bool
	solved  int // inputs solved, against maxSolved
	// chosen numbers the inputs whose value was one choice among others,
	// or was not shown to be the only one, or depends on such a choice;
	// opaque makes impl return a hole for each (a rejection that holds
	// whatever they are). touched says the evaluation so far read one.
	// probing is the input whose hole a probe is reading.
	probing string
	chosen  map[string]int
	opaque  bool
	touched bool
	failed  string
	depth   int
}

const (
	maxSolved     = 1000 // inputs one check may solve for
	maxSolveDepth = 300  // nesting of solves (a recursion's depth)
)

// check evaluates problem_spec impl args.
func (s *solver) check(e ir.Expr) (ir.Status, *ir.Stop) {
	st, stop := ir.NewCtx(s.m).Check(e, nil)
	if s.failed != "" && st != ir.True {
		return ir.Unknown, &ir.Stop{Status: ir.Unknown, Reason: s.failed}
	}
	if st == ir.False && len(s.chosen) > 0 {
		// Rejected with some values chosen among others: rejected
		// whatever they are when the check is false with each of them
		// an unrelated unknown.
		s.opaque = true
		ctx := ir.NewCtx(s.m)
		ctx.Probe = &ir.Probe{}
		again, _ := ctx.Check(e, nil)
		s.opaque = false
		if again == ir.False {
			return ir.False, nil
		}
		return ir.Unknown, &ir.Stop{Status: ir.Unknown, Reason: fmt.Sprintf(
			"the specification calls the implementation on %d other input(s); with the values it names there the pair is rejected, and another choice of values is not searched", s.solved)}
	}
	return st, stop
}

// impl is the implementation's builtin.
func (s *solver) impl(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
	k := ir.Key(ir.Tuple{Elems: args})
	if id, ok := s.chosen[k]; ok && s.opaque {
		return ir.Hole{ID: id}, nil
	}
	if v, ok := s.known[k]; ok {
		if _, ok := s.chosen[k]; ok {
			s.touched = true
		}
		return v, nil
	}
	if s.solving[k] {
		if c.Probe != nil {
			// The input being probed is hole 0; one solved further up
			// (the spec at s.drop 1 calls impl s) an unrelated unknown.
			if k == s.probing {
				return ir.Hole{}, nil
			}
			return ir.Hole{ID: -1 - len(s.solving)}, nil
		}
		return nil, &ir.Stop{Status: ir.Unknown, Reason: "the specification's value at this input depends on itself", R: r}
	}
	if s.solved >= maxSolved || s.depth >= maxSolveDepth {
		return nil, s.fail(fmt.Sprintf("the specification calls the implementation on more inputs than are solved for (%d, nested %d deep)", maxSolved, maxSolveDepth), r)
	}
	s.solved++
	s.depth++
	defer func() { s.depth-- }()
	outer := s.touched
	s.touched = false
	defer func() {
		_, isChosen := s.chosen[k]
		s.touched = outer || isChosen
	}()
	if s.solving == nil {
		s.solving = map[string]bool{}
	}
	s.solving[k] = true
	defer delete(s.solving, k)
	call := &ir.Call{Fn: &ir.Ident{Name: "problem_spec"}, Args: []ir.Expr{&ir.Ident{Name: implName}}}
	for _, a := range args {
		call.Args = append(call.Args, &ir.Lit{Val: a})
	}
	probe := ir.NewCtx(s.m)
	probe.Probe = &ir.Probe{}
	outerProbe := s.probing
	s.probing = k
	probe.Check(call, nil)
	s.probing = outerProbe
	cands := probe.Probe.Candidates
	cands = append(cands, typeDefaults(s.result)...)
	seen := map[string]bool{}
	var accepted []ir.Value
	var firstKnown map[string]ir.Value
	for _, v := range cands {
		if s.result != nil {
			if cv, err := ir.Coerce(v, s.result); err == nil {
				v = cv
			}
		}
		vk := ir.Key(v)
		if seen[vk] {
			continue
		}
		seen[vk] = true
		saved := make(map[string]ir.Value, len(s.known))
		for kk, vv := range s.known {
			saved[kk] = vv
		}
		s.known[k] = v
		delete(s.solving, k)
		st, _ := ir.NewCtx(s.m).Check(call, nil)
		s.solving[k] = true
		if st == ir.True {
			accepted = append(accepted, v)
			if firstKnown == nil {
				firstKnown = s.known
			}
			if len(accepted) > 1 {
				break
			}
		}
		s.known = saved
	}
	if len(accepted) > 0 {
		// The first value accepted is kept. It is the only one when the
		// specification, read with the result any other value, is false.
		// A value the specification pins given values chosen elsewhere
		// is a choice too.
		if len(accepted) > 1 || !s.closed(k, call, seen) || s.touched {
			if s.chosen == nil {
				s.chosen = map[string]int{}
			}
			s.chosen[k] = len(s.chosen) + 1
		}
		s.known = firstKnown
		return accepted[0], nil
	}
	return nil, s.fail(fmt.Sprintf("the specification calls the implementation on another input (%s), and none of the %d values it names there satisfies it", ir.Brief(ir.Tuple{Elems: args}), len(seen)), r)
}

func (s *solver) fail(reason string, r ir.Range) *ir.Stop {
	if s.failed == "" {
		s.failed = reason
	}
	return &ir.Stop{Status: ir.Unknown, Reason: reason, R: r}
}

// typeDefaults are values tried besides the named ones: both Booleans,
// and the empty or zero value of the result's type.
func typeDefaults(t *ir.Type) []ir.Value {
	if t == nil {
		return nil
	}
	switch t.Kind {
	case ir.KBool:
		return []ir.Value{ir.Bool(false), ir.Bool(true)}
	case ir.KInt, ir.KNat:
		return []ir.Value{ir.NewInt(0)}
	case ir.KString:
		return []ir.Value{ir.Seq{Str: true}}
	case ir.KSeq:
		return []ir.Value{ir.Seq{}}
	}
	return nil
}

// closed says no value outside seen satisfies the specification at the
// call's input: evaluated with the result a hole that differs from each
// of them, it is false (and met no other value).
func (s *solver) closed(k string, call ir.Expr, seen map[string]bool) bool {
	ctx := ir.NewCtx(s.m)
	ctx.Probe = &ir.Probe{Exclude: seen}
	outer := s.probing
	s.probing = k
	st, _ := ctx.Check(call, nil)
	s.probing = outer
	return st == ir.False && !ctx.Probe.Escaped
}
