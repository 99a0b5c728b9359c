package analyzers

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/specfaith/specfaith/ir"
)

// Bounded equivalence: two contracts over the same parameters and
// results (a reference and a generated one, or a contract and its
// version at git HEAD) are compared on every input the search generates
// for either of them, and on every output it tries for either, plus any
// pairs given. A pair on which they disagree is a definite witness; no
// witness is "equivalent on N pairs", never a proof.

// Comparison verdicts.
const (
	Equivalent   = "equivalent"
	Stronger     = "stronger"     // B rejects something A accepts, never the reverse
	Weaker       = "weaker"       // B accepts something A rejects, never the reverse
	Incomparable = "incomparable" // both
	Undecided    = "unknown"
)

// Witness is an input (the preconditions disagree) or an input/output
// pair (the postconditions disagree, both preconditions holding).
type Witness struct {
	Inputs  []ir.Binding
	Outputs []ir.Binding // nil when the preconditions disagree
}

// Pre says the preconditions disagree on the witness.
func (w *Witness) Pre() bool { return w != nil && w.Outputs == nil }

// String is "N = 0 → r = 0", or the inputs alone.
func (w *Witness) String() string {
	if w == nil {
		return ""
	}
	s := BindingsText(w.Inputs)
	if s == "" {
		s = "()"
	}
	if w.Outputs != nil {
		s += " → " + BindingsText(w.Outputs)
	}
	return s
}

// Comparison is what comparing contract B with contract A found.
type Comparison struct {
	Verdict string `json:"verdict"`
	// Pairs counts the decided checks: inputs on which both
	// preconditions were decided, and input/output pairs on which both
	// postconditions were. Undecided counts the others.
	Pairs     int `json:"pairs"`
	Undecided int `json:"undecided"`
	// Stronger: B rejects it, A accepts it. Weaker: the reverse.
	Stronger *Witness `json:"-"`
	Weaker   *Witness `json:"-"`
	// StrongerText, WeakerText print the witnesses.
	StrongerText string `json:"stronger_witness,omitempty"`
	WeakerText   string `json:"weaker_witness,omitempty"`
	// Reason says why nothing was decided, or what was left out.
	Reason string  `json:"reason,omitempty"`
	Millis float64 `json:"ms"`
}

// Summary is the comparison in one sentence, B described against A
// (named by against: "HEAD", "the reference").
func (c *Comparison) Summary(against string) string {
	rejects := func(w *Witness) string {
		if w.Pre() {
			return "the precondition now rejects " + w.String()
		}
		return "now rejects " + w.String()
	}
	accepts := func(w *Witness) string {
		if w.Pre() {
			return "the precondition now admits " + w.String()
		}
		return "now accepts " + w.String()
	}
	switch c.Verdict {
	case Equivalent:
		s := fmt.Sprintf("equivalent to %s on %d pairs", against, c.Pairs)
		if c.Undecided > 0 {
			s += fmt.Sprintf(" (%d undecided)", c.Undecided)
		}
		return s
	case Stronger:
		return fmt.Sprintf("stronger than %s: %s", against, rejects(c.Stronger))
	case Weaker:
		return fmt.Sprintf("weaker than %s: %s", against, accepts(c.Weaker))
	case Incomparable:
		return fmt.Sprintf("changed; incomparable with %s: %s, and %s", against, rejects(c.Stronger), accepts(c.Weaker))
	}
	return fmt.Sprintf("not compared with %s: %s", against, c.Reason)
}

// Pair is an input, with outputs when it is an input/output pair, that
// the comparison checks beside the generated ones (a data set's tests).
type Pair struct {
	Inputs  []ir.Binding
	Outputs []ir.Value
}

// maxComparePairs bounds the input/output pairs one comparison checks.
const maxComparePairs = 20_000

// Compare checks contract b (in module mb) against contract a (in ma).
// Both must have the same parameters and results (names and types);
// otherwise nothing is decided and the reason says why.
func Compare(ctx context.Context, ma *ir.Module, a *ir.Contract, mb *ir.Module, b *ir.Contract, extra []Pair, opts AttackOptions) *Comparison {
	start := time.Now()
	cmp := &Comparison{Verdict: Undecided}
	defer func() {
		cmp.Millis = float64(time.Since(start).Microseconds()) / 1000
		cmp.StrongerText, cmp.WeakerText = cmp.Stronger.String(), cmp.Weaker.String()
	}()
	if why := sameShape(a, b); why != "" {
		cmp.Reason = why
		return cmp
	}
	if opts.Budget > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opts.Budget)
		defer cancel()
	}
	done := ctx.Done()
	side := func(m *ir.Module, c *ir.Contract) *Attack {
		c, _ = instantiate(c)
		m, _, choices := given(m, c)
		return &Attack{m: m, c: c, opts: opts, choices: choices}
	}
	A, B := side(ma, a), side(mb, b)
	consts := mergeConsts(contractConsts(A.c), contractConsts(B.c))
	var inputs [][]ir.Binding
	seen := map[string]bool{}
	addIn := func(in []ir.Binding) {
		if k := bindingsKey(in); !seen[k] {
			seen[k] = true
			inputs = append(inputs, in)
		}
	}
	extraOut := map[string][][]ir.Value{}
	for _, p := range extra {
		addIn(p.Inputs)
		if p.Outputs != nil {
			k := bindingsKey(p.Inputs)
			extraOut[k] = append(extraOut[k], p.Outputs)
		}
	}
	var why []string
	for _, s := range []*Attack{A, B} {
		in, w := s.genInputs(consts)
		for _, x := range in {
			addIn(x)
		}
		why = append(why, w...)
	}
	if len(inputs) == 0 {
		cmp.Reason = strings.Join(why, "; ")
		return cmp
	}
	firstUnknown := ""
	undecided := func(reasons ...string) {
		cmp.Undecided++
		for _, r := range reasons {
			if firstUnknown == "" && r != "" {
				firstUnknown = r
			}
		}
	}
	holds := func(st ir.Status) (bool, bool) {
		switch st {
		case ir.True:
			return true, true
		case ir.False, ir.IllDefined:
			return false, true
		}
		return false, false
	}
	checked := 0
	for _, in := range inputs {
		if ctx.Err() != nil || checked >= maxComparePairs || cmp.Stronger != nil && cmp.Weaker != nil {
			break
		}
		checked++
		envA, _ := bindInputs(A.c, ir.Example{Inputs: in})
		envB, _ := bindInputs(B.c, ir.Example{Inputs: in})
		va := evalClausesN(done, A.m, A.c.Requires(), envA, nil, nil, opts.Steps)
		vb := evalClausesN(done, B.m, B.c.Requires(), envB, nil, nil, opts.Steps)
		pa, okA := holds(va.status)
		pb, okB := holds(vb.status)
		if !okA || !okB {
			undecided(va.reason, vb.reason)
			continue
		}
		cmp.Pairs++
		if pa != pb {
			w := &Witness{Inputs: in}
			if pa && cmp.Stronger == nil {
				cmp.Stronger = w
			}
			if pb && cmp.Weaker == nil {
				cmp.Weaker = w
			}
			continue
		}
		if !pa {
			continue // both reject the input: nothing more to compare
		}
		var outs [][]ir.Value
		oseen := map[string]bool{}
		addOut := func(vals []ir.Value) {
			k := valuesKey(vals)
			if !oseen[k] {
				oseen[k] = true
				outs = append(outs, vals)
			}
		}
		if len(A.c.Results) == 0 {
			addOut(nil)
		}
		for _, vals := range extraOut[bindingsKey(in)] {
			addOut(vals)
		}
		for _, s := range []*Attack{A, B} {
			if len(A.c.Results) == 0 {
				break
			}
			for _, o := range s.outputsFor(ctx, in, consts) {
				addOut(o.vals)
			}
		}
		for _, vals := range outs {
			if ctx.Err() != nil || checked >= maxComparePairs {
				break
			}
			checked++
			qa := A.evalPostV(done, A.c.Ensures(), in, vals)
			qb := B.evalPostV(done, B.c.Ensures(), in, vals)
			ya, okA := holds(qa.status)
			yb, okB := holds(qb.status)
			if !okA || !okB {
				undecided(qa.reason, qb.reason)
				continue
			}
			cmp.Pairs++
			if ya == yb {
				continue
			}
			w := &Witness{Inputs: in, Outputs: []ir.Binding{}}
			for i, r := range A.c.Results {
				w.Outputs = append(w.Outputs, ir.Binding{Name: r.Name, Val: vals[i]})
			}
			if ya && cmp.Stronger == nil {
				cmp.Stronger = w
			}
			if yb && cmp.Weaker == nil {
				cmp.Weaker = w
			}
		}
	}
	switch {
	case cmp.Stronger != nil && cmp.Weaker != nil:
		cmp.Verdict = Incomparable
	case cmp.Stronger != nil:
		cmp.Verdict = Stronger
	case cmp.Weaker != nil:
		cmp.Verdict = Weaker
	case cmp.Pairs > 0:
		cmp.Verdict = Equivalent
	default:
		cmp.Reason = "no pair was decided"
		if firstUnknown != "" {
			cmp.Reason += ": " + firstUnknown
		}
		return cmp
	}
	var left []string
	if ctx.Err() != nil {
		left = append(left, "the time budget ran out")
	}
	if cmp.Undecided > 0 && firstUnknown != "" {
		left = append(left, fmt.Sprintf("%d undecided (%s)", cmp.Undecided, firstUnknown))
	}
	if len(A.c.Modified) > 0 || len(B.c.Modified) > 0 {
		left = append(left, "final states of modified parameters are not compared")
	}
	cmp.Reason = strings.Join(left, "; ")
	return cmp
}

// sameShape says why two contracts cannot be compared pair by pair, or "".
func sameShape(a, b *ir.Contract) string {
	if len(a.Params) != len(b.Params) || len(a.Results) != len(b.Results) {
		return "the parameters or results differ"
	}
	for i := range a.Params {
		if a.Params[i].Name != b.Params[i].Name || a.Params[i].Type.String() != b.Params[i].Type.String() {
			return fmt.Sprintf("parameter %s differs", b.Params[i].Name)
		}
	}
	for i := range a.Results {
		if a.Results[i].Name != b.Results[i].Name || a.Results[i].Type.String() != b.Results[i].Type.String() {
			return fmt.Sprintf("result %s differs", b.Results[i].Name)
		}
	}
	return ""
}

func mergeConsts(a, b []int64) []int64 {
	seen := map[int64]bool{}
	var out []int64
	for _, x := range append(append([]int64(nil), a...), b...) {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

func valuesKey(vals []ir.Value) string {
	var sb strings.Builder
	for _, v := range vals {
		sb.WriteString(v.String())
		sb.WriteByte(';')
	}
	return sb.String()
}
