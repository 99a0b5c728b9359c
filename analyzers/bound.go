package analyzers

import (
	"context"
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// Bound is a synthesized postcondition clause that closes a gap an attack
// found, printed in the contract's language.
type Bound struct {
	Expr ir.Expr // as re-read from Text
	Text string
	Kind string // tightness, reverse bound, equality, membership, completeness, permutation, elements, order, length, converse
	// Closes says the attack no longer finds the weakness once the
	// clause is added.
	Closes bool
	// Kills counts what the clause rejects that the postcondition
	// accepted: outputs of surviving mutants, and the trivial witness.
	Kills int
	// Checked names the oracles the clause was checked against
	// ("examples", "implementation"); empty: none exists, the clause is
	// a suggestion.
	Checked []string
	// Hint is set when the body's proof never reasons about what the
	// clause needs (a multiset, a quantifier over the result): true of
	// every run, the clause may still need an invariant or assertion
	// before the verifier accepts it. Empty otherwise.
	Hint string
	// More are clauses added with this one (separate lines): together
	// they reject what no one of them rejects alone.
	More []Bound
	// Invariants are the loop invariants the clauses need, checked on
	// every run of the implementation; inserted with them.
	Invariants []Invariant
	// Asserts are assertions the clauses' proof needs, inserted with them.
	Asserts []Assertion
	// rejected counts the output candidates of the search the clauses
	// reject (how close they come to pinning the output).
	rejected int
	// carried: the clauses an invariant carries through every loop.
	carried map[string]bool
}

// Clauses is the bound's clauses, its own first.
func (b Bound) Clauses() []Bound {
	return append([]Bound{{Expr: b.Expr, Text: b.Text, Kind: b.Kind}}, b.More...)
}

// SynthOptions are the language's printer and clause reader: a candidate
// is checked in the form it will be inserted.
type SynthOptions struct {
	Print func(ir.Expr) (string, error)
	Parse func(string) (ir.Expr, error)
	Max   int // bounds offered
	// Asserts: the language can insert an assertion in a body.
	Asserts bool
	// Stats, when set, receives how the search for a bound went.
	Stats *SynthStats
}

// SynthStats says how a search for a bound went, for the reason a
// finding got no fix: how many clauses were tried, how many held on
// every run of the implementation and every intended example, and how
// many of those also rejected what the postcondition should not accept.
type SynthStats struct {
	Tried, Held, Admitted int
	// Oracle: an implementation ran or examples exist to check against.
	Oracle bool
}

// kindRank orders kinds: tightening an existing clause is the least
// change, new relations with the inputs come after.
var kindRank = map[string]int{"tightness": 0, "converse": 1, "reverse bound": 2, "equality": 3, "disjunction": 3, "relation": 3,
	"implication": 4, "arithmetic": 4, "count": 4, "membership": 4, "completeness": 4, "search": 4, "largest": 4, "index map": 5, "body": 5,
	"permutation": 5, "elements": 6, "order": 7, "length": 8}

// maxBoundCandidates bounds the clauses checked per contract.
const maxBoundCandidates = 128

// SynthesizeBounds proposes clauses to add when the attack showed the
// postcondition too weak (or a parameter the requirement names is left
// unmentioned). Candidates come from the existing clauses (tightness,
// converses, completeness), the types (relations, order), the file's
// functions and, where the implementation ran, the grammar of infer.go.
// A proposal must accept every intended example, leave every searched
// input with an accepted output, keep the implementation's outputs
// accepted, and kill the trivial witness, a surviving mutant or
// constrain an unconstrained input. Those that kill the most come first,
// then those that reject more of the searched outputs, then those that
// make the attack's finding disappear, then simpler ones; the fewest
// that together do best lead (cover). Each offered bound carries the
// loop invariants and assertions its proof needs (invariants.go).
func SynthesizeBounds(ctx context.Context, a *Attack, opts SynthOptions) []Bound {
	a.unused = a.unusedParams()
	if opts.Stats != nil {
		opts.Stats.Oracle = len(a.oracles()) > 0
	}
	if !a.Weak() && len(a.unused) == 0 || opts.Print == nil || len(a.c.Results) == 0 {
		return nil
	}
	if opts.Max == 0 {
		opts.Max = 3
	}
	type cand struct {
		e    ir.Expr
		kind string
	}
	var cands []cand
	seen := map[string]bool{}
	add := func(e ir.Expr, kind string) {
		if len(cands) < maxBoundCandidates {
			cands = append(cands, cand{linear(e), kind})
		}
	}
	results := a.resultSet()
	for _, cl := range a.ensures() {
		for _, cj := range conjunctsOf(cl.Expr, nil) {
			for _, cmp := range comparisons(cj) {
				tightness(cmp, a.c.Results, results, add)
			}
			converse(cj, results, add)
			completeness(a, cj, results, add)
		}
	}
	for _, r := range a.c.Results {
		relations(a, r, add)
	}
	viaFunctions(a, add)
	inferred(a, add)
	checked := a.oracles()
	if opts.Stats != nil {
		opts.Stats.Oracle = len(checked) > 0
	}
	var out []Bound
	var kills []kill
	for _, cd := range cands {
		text, err := opts.Print(cd.e)
		if err != nil || seen[text] {
			continue
		}
		seen[text] = true
		e := cd.e
		if opts.Parse != nil {
			if e, err = opts.Parse(text); err != nil {
				continue
			}
		}
		k, ok := a.rejects(e)
		if opts.Stats != nil {
			opts.Stats.Tried++
			if k.held {
				opts.Stats.Held++
			}
			if ok {
				opts.Stats.Admitted++
			}
		}
		if !ok {
			continue
		}
		out = append(out, Bound{Expr: e, Text: text, Kind: cd.kind, Kills: k.count(), Checked: checked, Hint: a.proofHint(cd.kind, e), rejected: len(k.outputs)})
		kills = append(kills, k)
	}
	order := make([]int, len(out))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(x, y int) bool { return better(out[order[x]], out[order[y]]) })
	sorted, sortedKills := make([]Bound, len(out)), make([]kill, len(out))
	for i, k := range order {
		sorted[i], sortedKills[i] = out[k], kills[k]
	}
	out = sorted
	if c := cover(out, sortedKills); c != nil {
		out = append([]Bound{*c}, out...)
	}
	// Confirm the best few by running the attack again with the clause.
	if len(out) > 2*opts.Max {
		out = out[:2*opts.Max]
	}
	for i := range out {
		if ctx.Err() != nil {
			return nil // cut short (an edit came): nothing half-confirmed is offered
		}
		trial := *a.c
		trial.Clauses = append([]ir.Clause(nil), a.c.Clauses...)
		for _, b := range out[i].Clauses() {
			trial.Clauses = append(trial.Clauses, ir.Clause{Kind: ir.Ensures, Expr: b.Expr, Text: b.Text})
		}
		opts2 := a.opts
		opts2.Budget = 0 // the whole search, as the first one: ctx still cancels it
		again := RunAttack(ctx, a.m, &trial, opts2, false)
		out[i].Closes = !again.Weak()
	}
	if ctx.Err() != nil {
		return nil
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Kills != out[j].Kills {
			return out[i].Kills > out[j].Kills
		}
		if out[i].rejected != out[j].rejected {
			return out[i].rejected > out[j].rejected
		}
		return out[i].Closes && !out[j].Closes
	})
	if len(out) > opts.Max {
		out = out[:opts.Max]
	}
	for i := range out {
		out[i].Invariants, out[i].carried = a.invariants(ctx, out[i].Clauses(), opts)
		grow, grown := a.growthAsserts(out[i].Invariants, opts)
		out[i].Asserts = append(out[i].Asserts, grow...)
		if !grown {
			// A multiset carried through a loop whose growth the
			// assertions cannot spell out is not carried.
			for _, cl := range out[i].Clauses() {
				if cl.Kind == "permutation" {
					delete(out[i].carried, cl.Text)
				}
			}
		}
		if as, ok := a.splitAsserts(out[i].Clauses(), opts); ok && opts.Asserts {
			out[i].Asserts = append(out[i].Asserts, as...)
			if out[i].carried == nil {
				out[i].carried = map[string]bool{}
			}
			for _, cl := range out[i].Clauses() {
				if cl.Kind == "permutation" {
					out[i].carried[cl.Text] = true
				}
			}
		}
		out[i].Hint = a.hintAfter(out[i])
	}
	return out
}

// better orders bounds: those that reject more survivors and the witness
// first, then those that reject more of the outputs the search tried
// (closer to pinning the output), then simpler kinds, then shorter ones.
func better(x, y Bound) bool {
	if x.Kills != y.Kills {
		return x.Kills > y.Kills
	}
	if x.rejected != y.rejected {
		return x.rejected > y.rejected
	}
	if kindRank[x.Kind] != kindRank[y.Kind] {
		return kindRank[x.Kind] < kindRank[y.Kind]
	}
	if x.Kind == "order" && y.Kind == "order" {
		// Pairwise order before order between neighbours when both hold:
		// a verifier uses it without the induction the other needs (Nagini
		// does not prove an insertion from the neighbour form in 15 min).
		if nx, ny := quantVars(x.Expr), quantVars(y.Expr); nx != ny {
			return nx > ny
		}
	}
	return len(x.Text) < len(y.Text)
}

// quantVars counts the variables e's outermost quantifier binds.
func quantVars(e ir.Expr) int {
	if q, ok := e.(*ir.Quant); ok {
		return len(q.Vars)
	}
	return 0
}

// maxCover bounds the clauses one fix adds.
const maxCover = 3

// cover chooses, greedily, the fewest bounds (best first) that together
// reject every survivor and the witness any of them rejects, and then as
// many of the outputs the search tried as they can: each next clause
// must reject something the chosen ones do not. nil when the best bound
// alone does as well as any set.
func cover(bs []Bound, ks []kill) *Bound {
	if len(bs) < 2 {
		return nil
	}
	chosen := []int{0}
	have := ks[0]
	merged := func(h kill, k kill) (kill, int, int) {
		out := kill{survivors: append([]bool(nil), h.survivors...), witness: h.witness || k.witness, outputs: map[[2]int]bool{}}
		newKills, newOut := 0, 0
		for i, s := range k.survivors {
			if s && i < len(out.survivors) && !out.survivors[i] {
				out.survivors[i] = true
				newKills++
			}
		}
		if k.witness && !h.witness {
			newKills++
		}
		for o := range h.outputs {
			out.outputs[o] = true
		}
		for o := range k.outputs {
			if !out.outputs[o] {
				out.outputs[o] = true
				newOut++
			}
		}
		return out, newKills, newOut
	}
	for len(chosen) < maxCover {
		best, bestKills, bestOut := -1, 0, 0
		for i := 1; i < len(bs); i++ {
			if containsInt(chosen, i) {
				continue
			}
			_, nk, no := merged(have, ks[i])
			if nk > bestKills || nk == bestKills && no > bestOut {
				best, bestKills, bestOut = i, nk, no
			}
		}
		if best < 0 || bestKills == 0 && bestOut == 0 {
			break
		}
		have, _, _ = merged(have, ks[best])
		chosen = append(chosen, best)
	}
	if len(chosen) == 1 {
		return nil
	}
	c := bs[chosen[0]]
	c.More = nil
	for _, i := range chosen[1:] {
		c.More = append(c.More, bs[i])
		if c.Hint == "" {
			c.Hint = bs[i].Hint
		}
	}
	c.Kills, c.rejected = have.count(), len(have.outputs)
	return &c
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// admits checks a clause against what the search knows: intended examples
// stay accepted, every searched input keeps an accepted output, and the
// weakness shrinks (the witness is rejected somewhere, a surviving
// mutant's output is rejected, or an unconstrained input loses an
// output). kills counts the survivors and witness it rejects.
func (a *Attack) admits(e ir.Expr) (kills int, ok bool) {
	k, ok := a.rejects(e)
	return k.count(), ok
}

// kill is what a clause rejects that the postcondition accepted.
type kill struct {
	// held: the clause accepts every intended example and every output
	// of the implementation (it holds on every run).
	held      bool
	survivors []bool // per surviving mutant
	witness   bool
	// outputs: per admitted input and output candidate the search tried,
	// rejected (the output the implementation gives is never among them).
	outputs map[[2]int]bool
}

// count is the survivors and witness it rejects.
func (k kill) count() int {
	n := 0
	for _, s := range k.survivors {
		if s {
			n++
		}
	}
	if k.witness {
		n++
	}
	return n
}

// rejects is admits with the record of what the clause rejects.
func (a *Attack) rejects(e ir.Expr) (k kill, ok bool) {
	cl := []ir.Clause{{Kind: ir.Ensures, Expr: e}}
	for _, ex := range a.c.Examples.Accepted {
		env, old, err := bindPair(a.c, ex)
		if err != nil {
			continue
		}
		if st := evalClausesN(nil, a.m, cl, env, old, pin(a.c, ex), a.opts.Steps).status; st == ir.False || st == ir.IllDefined {
			return k, false
		}
	}
	// The implementation's outputs, where it ran and passed, must stay
	// accepted: a clause that rejects them would break a correct proof.
	// And far from the small inputs: a bound that holds on b = 10 only
	// (Result() <= 10 for return b) is not the implementation's.
	for _, fr := range a.farImplRuns() {
		if st := a.checkOutputsWith(nil, cl, fr.in, fr.out); st == ir.False || st == ir.IllDefined {
			return k, false
		}
	}
	implKept := map[int]bool{}
	for i, out := range a.implOut {
		if out == nil || a.implIsWitness() {
			continue
		}
		switch a.checkOutputsWith(nil, cl, a.inputs[i], out) {
		case ir.False, ir.IllDefined:
			return k, false
		case ir.True:
			implKept[i] = true // the input keeps an output: the body's
		}
	}
	k.held = true
	narrows := false
	k.survivors = make([]bool, len(a.survivors))
	k.outputs = map[[2]int]bool{}
	for s, sv := range a.survivors {
		if st := a.checkOutputsWith(nil, cl, sv.in, sv.out); st == ir.False || st == ir.IllDefined {
			narrows = true // kills a surviving mutant
			k.survivors[s] = true
		}
	}
	free := map[int]bool{}
	for _, i := range a.free {
		free[i] = true
	}
	for i, row := range a.accepted {
		kept, had := 0, 0
		for j, st := range row {
			if st != ir.True {
				continue
			}
			had++
			switch a.evalPost(nil, cl, a.inputs[i], a.cands[i][j].vals) {
			case ir.True:
				kept++
			case ir.False, ir.IllDefined:
				k.outputs[[2]int{i, j}] = true
				if free[i] {
					narrows = true
				}
			}
		}
		if had > 0 && kept == 0 && !implKept[i] {
			return kill{held: true}, false // would leave this input without an output
		}
		if len(k.outputs) > 0 && mentions(e, a.unused) {
			narrows = true // ties the output to an input no clause mentions
		}
		if a.witness != nil && !k.witness {
			if j := findOutput(a.cands[i], *a.witness); j >= 0 && row[j] == ir.True {
				if st := a.evalPost(nil, cl, a.inputs[i], a.witness.vals); st == ir.False {
					narrows, k.witness = true, true
				}
			}
		}
	}
	return k, narrows
}

// oracles names what a clause can be checked against on this contract:
// examples it must accept, and an implementation that ran and is not
// itself the trivial witness.
func (a *Attack) oracles() []string {
	var out []string
	if len(a.c.Examples.Accepted) > 0 {
		out = append(out, "examples")
	}
	if !a.implIsWitness() {
		for _, o := range a.implOut {
			if o != nil {
				out = append(out, "implementation")
				break
			}
		}
	}
	return out
}

// comparisons splits a conjunct into binary comparisons (a chain a < b <= c
// gives a < b and b <= c).
func comparisons(e ir.Expr) []*ir.Binary {
	switch x := e.(type) {
	case *ir.Binary:
		switch x.Op {
		case ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe:
			return []*ir.Binary{x}
		}
	case *ir.Chain:
		var out []*ir.Binary
		for k, op := range x.Ops {
			out = append(out, &ir.Binary{Node: x.Node, Op: op, X: x.Args[k], Y: x.Args[k+1]})
		}
		return out
	}
	return nil
}

var flipOp = map[ir.Op]ir.Op{ir.OpLt: ir.OpGt, ir.OpLe: ir.OpGe, ir.OpGt: ir.OpLt, ir.OpGe: ir.OpLe}

// tightness turns a one-sided bound on a result into its tightness and
// its reverse: from f(r) <= N, the next result breaks it (N < f(r+1)) and
// N <= f(r); which neighbour is "next" depends on f, so both are offered
// and the checks choose.
func tightness(b *ir.Binary, rs []ir.Param, results map[string]bool, add func(ir.Expr, string)) {
	f, n, op := b.X, b.Y, b.Op
	if !mentions(f, results) {
		f, n, op = b.Y, b.X, flipOp[b.Op]
	}
	if !mentions(f, results) || mentions(n, results) {
		return
	}
	neg := map[ir.Op]ir.Op{ir.OpLe: ir.OpGt, ir.OpLt: ir.OpGe, ir.OpGe: ir.OpLt, ir.OpGt: ir.OpLe}[op]
	for _, r := range rs {
		if !mentions(f, map[string]bool{r.Name: true}) || (r.Type.Kind != ir.KInt && r.Type.Kind != ir.KNat) {
			continue
		}
		for _, step := range []ir.Op{ir.OpAdd, ir.OpSub} {
			next := ir.Subst(f, r.Name, &ir.Binary{Op: step, X: ident(r.Name), Y: lit(1)})
			// f(r) <= N and not f(next) <= N, written N < f(next).
			add(&ir.Binary{Op: flipOp[neg], X: n, Y: next}, "tightness")
		}
	}
	add(&ir.Binary{Op: flipOp[op], X: f, Y: n}, "reverse bound")
}

// converse offers P ==> r for r ==> P (and the other way) when a result
// is boolean: a predicate stated in one direction is met by false.
func converse(e ir.Expr, results map[string]bool, add func(ir.Expr, string)) {
	b, ok := e.(*ir.Binary)
	if !ok || b.Op != ir.OpImplies {
		return
	}
	isResult := func(x ir.Expr) bool {
		if u, ok := x.(*ir.Unary); ok && u.Op == ir.OpNot {
			x = u.X
		}
		if bin, ok := x.(*ir.Binary); ok && bin.Op == ir.OpEq {
			if _, ok := bin.Y.(*ir.Lit); ok {
				x = bin.X
			}
		}
		id, ok := x.(*ir.Ident)
		return ok && results[id.Name]
	}
	if isResult(b.X) && !mentions(b.Y, results) || isResult(b.Y) && !mentions(b.X, results) {
		add(&ir.Binary{Op: ir.OpImplies, X: b.Y, Y: b.X}, "converse")
	}
}

// relations relate a result to the inputs: equal to a simple term of an
// input (guarded by the unconstrained region when there is one), a member
// of an input collection, a permutation of it, of the same length.
func relations(a *Attack, r ir.Param, add func(ir.Expr, string)) {
	res := ident(r.Name)
	guard := a.regionGuard()
	for _, p := range a.c.Params {
		x := ident(p.Name)
		switch {
		case isNumeric(r.Type) && isNumeric(p.Type):
			for _, t := range []ir.Expr{x, &ir.Unary{Op: ir.OpNeg, X: x}} {
				var eq ir.Expr = &ir.Binary{Op: ir.OpEq, X: res, Y: t}
				if guard != nil {
					eq = &ir.Binary{Op: ir.OpImplies, X: guard, Y: eq}
				}
				add(eq, "equality")
			}
		case isNumeric(r.Type) && isCollection(p.Type):
			add(&ir.Binary{Op: ir.OpIn, X: res, Y: seqOf(x, p.Type)}, "membership")
		case isCollection(r.Type) && isCollection(p.Type) && r.Type.Kind != ir.KSet && p.Type.Kind != ir.KSet:
			add(&ir.Binary{Op: ir.OpEq, X: &ir.Unary{Op: ir.OpMultiset, X: seqOf(res, r.Type)}, Y: &ir.Unary{Op: ir.OpMultiset, X: seqOf(x, p.Type)}}, "permutation")
			add(&ir.Binary{Op: ir.OpEq, X: &ir.Unary{Op: ir.OpCard, X: seqOf(res, r.Type)}, Y: &ir.Unary{Op: ir.OpCard, X: seqOf(x, p.Type)}}, "length")
			subsetOf(a, r, x, p.Type, add)
		}
	}
	if isCollection(r.Type) && r.Type.Kind != ir.KSet {
		order(a, r, add)
	}
}

// regionGuard is the guard that describes the unconstrained inputs, if
// the attack found one.
func (a *Attack) regionGuard() ir.Expr {
	if len(a.free) == 0 || len(a.free) == len(a.accepted) {
		return nil
	}
	g, neg := a.region(a.free)
	if g == nil {
		return nil
	}
	if neg {
		return negate(g)
	}
	return g
}

// negate is ¬g, written as the opposite comparison where there is one.
func negate(g ir.Expr) ir.Expr {
	opp := map[ir.Op]ir.Op{ir.OpLt: ir.OpGe, ir.OpLe: ir.OpGt, ir.OpGt: ir.OpLe, ir.OpGe: ir.OpLt, ir.OpEq: ir.OpNe, ir.OpNe: ir.OpEq}
	switch x := g.(type) {
	case *ir.Binary:
		if op, ok := opp[x.Op]; ok {
			return &ir.Binary{Node: x.Node, Op: op, X: x.X, Y: x.Y, BEq: x.BEq}
		}
	case *ir.Unary:
		if x.Op == ir.OpNot {
			return x.X
		}
	}
	return &ir.Unary{Op: ir.OpNot, X: g}
}

func isNumeric(t *ir.Type) bool {
	return t != nil && (t.Kind == ir.KInt || t.Kind == ir.KNat)
}

func isCollection(t *ir.Type) bool {
	return t != nil && (t.Kind == ir.KSeq || t.Kind == ir.KArray || t.Kind == ir.KSet) && t.Elem != nil && isNumeric(t.Elem)
}

// seqOf is an array's contents as a sequence (a[..]); other collections
// as they are.
func seqOf(x ir.Expr, t *ir.Type) ir.Expr {
	if t.Kind == ir.KArray {
		return &ir.Slice{X: x}
	}
	return x
}

func ident(name string) *ir.Ident { return &ir.Ident{Name: name} }

func lit(k int64) *ir.Lit { return &ir.Lit{Val: ir.NewInt(k)} }

// implIsWitness says the implementation returns the trivial witness on
// every input it ran on (sqrt's r := 0): it was written to the weak
// contract, so it is no oracle of what was meant.
func (a *Attack) implIsWitness() bool {
	if a.witness == nil {
		return false
	}
	ran := false
	for _, out := range a.implOut {
		if out == nil {
			continue
		}
		ran = true
		if len(out) < len(a.witness.vals) || !sameValues(out[:len(a.witness.vals)], a.witness.vals) {
			return false
		}
	}
	return ran
}

// maxViaFunctions bounds the file's functions tried as a result's value.
const maxViaFunctions = 16

// viaFunctions offers r == f(args) for a function f of the file whose
// result type is r's and whose parameters take the contract's
// parameters by type: the implementation's value expressed through the
// contract's own vocabulary. admits keeps it only where the
// implementation's outputs equal f's.
func viaFunctions(a *Attack, add func(ir.Expr, string)) {
	if a.m == nil {
		return
	}
	names := make([]string, 0, len(a.m.Funcs))
	for n := range a.m.Funcs {
		names = append(names, n)
	}
	sort.Strings(names)
	tried := 0
	for _, n := range names {
		f := a.m.Funcs[n]
		// The contract itself, and (Lean) its own clause definitions
		// F_precond/F_postcond, are not another way to say its value.
		if f == nil || f.Body == nil || f.Ctor || f.Result == nil || len(f.Params) == 0 || len(f.Params) > 4 ||
			n == a.c.Name || strings.HasPrefix(n, a.c.Name+"_") || a.c.Impl != nil && n == a.c.Impl.Name {
			continue
		}
		args := make([]ir.Expr, 0, len(f.Params))
		used := map[int]bool{}
		for _, fp := range f.Params {
			k := -1
			for j, cp := range a.c.Params {
				if !used[j] && fp.Type != nil && cp.Type != nil && fp.Type.String() == cp.Type.String() {
					k = j
					break
				}
			}
			if k < 0 {
				break
			}
			used[k] = true
			args = append(args, ident(a.c.Params[k].Name))
		}
		if len(args) != len(f.Params) {
			continue
		}
		for _, r := range a.c.Results {
			if r.Type == nil || r.Type.String() != f.Result.String() {
				continue
			}
			if tried++; tried > maxViaFunctions {
				return
			}
			add(&ir.Binary{Op: ir.OpEq, X: ident(r.Name), Y: &ir.Call{Fn: ident(n), Args: args}}, "equality")
		}
	}
}

// order offers sortedness of a sequence result: pairwise, and (for
// languages whose quantifiers take one variable) between neighbours.
func order(a *Attack, r ir.Param, add func(ir.Expr, string)) {
	res := ident(r.Name)
	n := &ir.Unary{Op: ir.OpCard, X: seqOf(res, r.Type)}
	at := func(v ir.Expr) ir.Expr { return a.at(r.Name, v) }
	i, j := ident("i"), ident("j")
	t := a.indexType()
	pair := &ir.Chain{Ops: []ir.Op{ir.OpLe, ir.OpLt, ir.OpLt}, Args: []ir.Expr{lit(0), i, j, n}}
	if t == ir.TypeNat {
		pair = &ir.Chain{Ops: []ir.Op{ir.OpLt, ir.OpLt}, Args: []ir.Expr{i, j, n}}
	}
	add(&ir.Quant{Forall: true, Vars: []ir.Binder{{Name: "i", Type: t}, {Name: "j", Type: t}},
		Body: &ir.Binary{Op: ir.OpImplies, X: pair, Y: &ir.Binary{Op: ir.OpLe, X: at(i), Y: at(j)}}}, "order")
	next := &ir.Binary{Op: ir.OpAdd, X: i, Y: lit(1)}
	var guard ir.Expr = &ir.Binary{Op: ir.OpAnd, X: &ir.Binary{Op: ir.OpLe, X: lit(0), Y: i}, Y: &ir.Binary{Op: ir.OpLt, X: next, Y: n}}
	if t == ir.TypeNat {
		guard = &ir.Binary{Op: ir.OpLt, X: next, Y: n}
	}
	add(&ir.Quant{Forall: true, Vars: []ir.Binder{{Name: "i", Type: t}},
		Body: &ir.Binary{Op: ir.OpImplies, X: guard, Y: &ir.Binary{Op: ir.OpLe, X: at(i), Y: at(next)}}}, "order")
}

// subsetOf offers "every element of the result is an element of x".
func subsetOf(a *Attack, r ir.Param, x ir.Expr, t *ir.Type, add func(ir.Expr, string)) {
	name := a.freshName(nil, "x", "y", "e", "v", "elem")
	v := ident(name)
	add(&ir.Quant{Forall: true, Vars: []ir.Binder{{Name: name, Type: r.Type.Elem}},
		Body: &ir.Binary{Op: ir.OpImplies,
			X: &ir.Binary{Op: ir.OpIn, X: v, Y: seqOf(ident(r.Name), r.Type)},
			Y: &ir.Binary{Op: ir.OpIn, X: v, Y: seqOf(x, t)}}}, "elements")
}

// completeness offers the converse of a filter's soundness clause. From
// forall x :: x in r ==> P(x) (every element kept satisfies P; also
// written over indices, forall i :: 0 <= i < |r| ==> P(r[i])), it offers
// that every element of an input satisfying P is kept:
// forall x :: x in a && P(x) ==> x in r. A filter whose contract says
// only the first is met by [].
func completeness(a *Attack, cj ir.Expr, results map[string]bool, add func(ir.Expr, string)) {
	q, ok := cj.(*ir.Quant)
	if !ok || !q.Forall || len(q.Vars) != 1 {
		return
	}
	guard, body := q.Range, q.Body
	if guard == nil {
		b, ok := body.(*ir.Binary)
		if !ok || b.Op != ir.OpImplies {
			return
		}
		guard, body = b.X, b.Y
	}
	v := q.Vars[0].Name
	resultColl := func(e ir.Expr) *ir.Param {
		if s, ok := e.(*ir.Slice); ok && s.Lo == nil && s.Hi == nil {
			e = s.X
		}
		if id, ok := e.(*ir.Ident); ok && results[id.Name] {
			for i := range a.c.Results {
				if a.c.Results[i].Name == id.Name {
					return &a.c.Results[i]
				}
			}
		}
		return nil
	}
	var r *ir.Param
	if in, ok := guard.(*ir.Binary); ok && in.Op == ir.OpIn {
		if id, ok := in.X.(*ir.Ident); ok && id.Name == v {
			r = resultColl(in.Y)
		}
	} else if coll := indexBound(a.m.Vocab, a.c.Resolution.Shadows, guard, v); coll != nil {
		if r = resultColl(coll); r != nil {
			// P(r[i]) becomes P(x): the element, not its position.
			x := a.freshName(body, "x", "y", "e", "v", "elem")
			body = replaceIndexed(body, r.Name, v, ident(x))
			if mentions(body, map[string]bool{v: true}) {
				return
			}
			v = x
		}
	}
	if r == nil || r.Type == nil || r.Type.Elem == nil || r.Type.Kind == ir.KMap || mentions(body, results) {
		return
	}
	for _, p := range a.c.Params {
		t := p.Type
		if t == nil || t.Elem == nil || t.Kind == ir.KMap || t.Elem.String() != r.Type.Elem.String() {
			continue
		}
		xv := ident(v)
		add(&ir.Quant{Forall: true, Vars: []ir.Binder{{Name: v, Type: r.Type.Elem}},
			Body: &ir.Binary{Op: ir.OpImplies,
				X: &ir.Binary{Op: ir.OpAnd, X: &ir.Binary{Op: ir.OpIn, X: xv, Y: seqOf(ident(p.Name), t)}, Y: body},
				Y: &ir.Binary{Op: ir.OpIn, X: xv, Y: seqOf(ident(r.Name), r.Type)}}}, "completeness")
	}
}

// indexBound returns c when g says 0 <= v < |c| (or v < c.Length).
func indexBound(voc *ir.Vocab, shadowed func(string) bool, g ir.Expr, v string) ir.Expr {
	var lo, hi bool
	var coll ir.Expr
	upper := func(e ir.Expr) {
		if c := lengthColl(voc, shadowed, e); c != nil {
			coll = c
		}
	}
	isV := func(e ir.Expr) bool { id, ok := e.(*ir.Ident); return ok && id.Name == v }
	isZero := func(e ir.Expr) bool {
		l, ok := e.(*ir.Lit)
		if !ok {
			return false
		}
		i, ok := l.Val.(ir.Int)
		return ok && i.V != nil && i.V.Sign() == 0
	}
	var visit func(e ir.Expr)
	visit = func(e ir.Expr) {
		switch x := e.(type) {
		case *ir.Chain:
			for k, op := range x.Ops {
				a, b := x.Args[k], x.Args[k+1]
				if op == ir.OpLe && isZero(a) && isV(b) {
					lo = true
				}
				if op == ir.OpLt && isV(a) {
					hi = true
					upper(b)
				}
			}
		case *ir.Binary:
			switch {
			case x.Op == ir.OpAnd:
				visit(x.X)
				visit(x.Y)
			case x.Op == ir.OpLe && isZero(x.X) && isV(x.Y), x.Op == ir.OpGe && isV(x.X) && isZero(x.Y):
				lo = true
			case x.Op == ir.OpLt && isV(x.X):
				hi = true
				upper(x.Y)
			case x.Op == ir.OpGt && isV(x.Y):
				hi = true
				upper(x.X)
			}
		}
	}
	visit(g)
	if !hi || coll == nil {
		return nil
	}
	_ = lo // a Nat index needs no lower bound
	return coll
}

// indexedAt says x is c[v] (or c[..][v]) for a named collection c, and
// names it.
func indexedAt(x ir.Expr, v string) (string, bool) {
	ix, ok := x.(*ir.Index)
	if !ok || len(ix.Args) != 1 {
		return "", false
	}
	base := ix.X
	if s, ok := base.(*ir.Slice); ok && s.Lo == nil && s.Hi == nil {
		base = s.X
	}
	b, ok1 := base.(*ir.Ident)
	i, ok2 := ix.Args[0].(*ir.Ident)
	if !ok1 || !ok2 || i.Name != v {
		return "", false
	}
	return b.Name, true
}

// replaceIndexed replaces coll[v] (coll the named collection) by by.
func replaceIndexed(e ir.Expr, coll, v string, by ir.Expr) ir.Expr {
	var rec func(x ir.Expr) ir.Expr
	rec = func(x ir.Expr) ir.Expr {
		if c, ok := indexedAt(x, v); ok && c == coll {
			return by
		}
		return ir.Rebuild(x, rec)
	}
	return rec(e)
}

// freshName is the first of names that no parameter, result, definition
// of the file or identifier of e uses.
func (a *Attack) freshName(e ir.Expr, names ...string) string {
	used := map[string]bool{}
	for _, p := range a.c.Params {
		used[p.Name] = true
	}
	for _, r := range a.c.Results {
		used[r.Name] = true
	}
	if e != nil {
		ir.Inspect(e, func(x ir.Expr) bool {
			if id, ok := x.(*ir.Ident); ok {
				used[id.Name] = true
			}
			return true
		})
	}
	for n := range a.m.Funcs {
		used[n] = true
	}
	// The body's locals: a clause may become a loop invariant, where a
	// bound variable of the same name would shadow one.
	if a.c.Impl != nil {
		ir.InspectStmts(a.c.Impl.Body, func(st ir.Stmt) bool {
			switch s := st.(type) {
			case *ir.VarDecl:
				for _, n := range s.Names {
					used[n] = true
				}
			case *ir.ForRange:
				used[s.Var] = true
			case *ir.ForEach:
				used[s.Var] = true
			}
			return true
		})
	}
	return ir.FreshName(used, names...)
}

// maxFarRuns bounds the implementation runs on far inputs, per move.
const maxFarRuns = 8

// farImplRuns runs the implementation on admitted inputs moved far from
// the small domain (farInputs) and keeps the runs whose output the
// postcondition accepts: more of the implementation's behaviour for
// checking a fix. Computed once, for bound synthesis only.
func (a *Attack) farImplRuns() []survivor {
	if a.far != nil {
		return *a.far
	}
	runs := []survivor{}
	a.far = &runs
	ran := false
	for _, o := range a.implOut {
		ran = ran || o != nil
	}
	if !ran || a.c.Impl == nil || a.implIsWitness() {
		return runs
	}
	for _, in := range a.farInputs(maxFarRuns) {
		out, _, stop := runOutputs(nil, a.m, a.c, a.c.Impl, in, implFuel)
		if stop != nil || a.checkOutputs(nil, in, out) != ir.True {
			continue
		}
		runs = append(runs, survivor{in: in, out: out})
	}
	a.far = &runs
	return runs
}

// linear writes k op r ± d (k, d literals, r a name) as r op' k ∓ d, the
// way a person would: 3 >= r - 1 is r <= 4.
func linear(e ir.Expr) ir.Expr {
	b, ok := e.(*ir.Binary)
	if !ok || flipOp[b.Op] == 0 {
		return e
	}
	k, sum, op := b.X, b.Y, flipOp[b.Op]
	if _, ok := k.(*ir.Lit); !ok {
		k, sum, op = b.Y, b.X, b.Op
	}
	kl, ok := k.(*ir.Lit)
	sb, ok2 := sum.(*ir.Binary)
	if !ok || !ok2 || (sb.Op != ir.OpAdd && sb.Op != ir.OpSub) {
		return e
	}
	r, ok := sb.X.(*ir.Ident)
	dl, ok2 := sb.Y.(*ir.Lit)
	if !ok || !ok2 {
		return e
	}
	ki, ok := kl.Val.(ir.Int)
	di, ok2 := dl.Val.(ir.Int)
	if !ok || !ok2 || ki.V == nil || di.V == nil {
		return e
	}
	// r ± d op k  ⇔  r op k ∓ d
	v := new(big.Int)
	if sb.Op == ir.OpAdd {
		v.Sub(ki.V, di.V)
	} else {
		v.Add(ki.V, di.V)
	}
	if !ki.Signed && v.Sign() < 0 {
		return e
	}
	return &ir.Binary{Op: op, X: r, Y: &ir.Lit{Val: ir.Int{V: v, Signed: ki.Signed}}}
}

// proofVocabulary is, per kind of clause whose proof needs more than the
// body's own steps, the words a proof that establishes it uses, by
// language: a permutation is proved by reasoning about multisets, an
// order or a statement about every element by a quantified invariant.
func proofVocabulary(kind string, w ir.ProofWords) []string {
	switch kind {
	case "permutation":
		return []string{w.Multiset}
	case "order":
		return []string{w.Forall}
	case "completeness", "elements":
		// A statement about which elements the result holds is proved from
		// an invariant about membership (an invariant on positions, c[k] ==
		// a[k+1], does not give x in c ==> x in a without a lemma).
		return []string{w.In, w.Multiset}
	case "membership":
		// After a loop, a result's membership needs an invariant that keeps
		// it (m in s[..i], exists k :: …).
		return []string{w.In, w.Exists}
	}
	return nil
}

// loopKinds need more proof only when the body loops.
var loopKinds = map[string]bool{"membership": true, "equality": true}

// proofHint says why a clause of this kind may need more proof than the
// body has: the implementation is verified with its own annotations
// (Dafny, Nagini), and none of its invariants or assertions uses the
// vocabulary the clause's proof needs about the same variables (an
// invariant on what the result keeps does not prove that it keeps
// everything). "" when one does, or for other kinds and languages (a
// Lean postcondition is proved in a theorem of its own).
func (a *Attack) proofHint(kind string, clause ir.Expr) string {
	if a.c.Impl == nil || a.m.Vocab == nil || !a.m.Vocab.InlineProof {
		return ""
	}
	words := proofVocabulary(kind, a.m.Vocab.ProofWords)
	if kind == "equality" {
		// r == F(x): a loop's invariant must speak of F.
		ir.Inspect(clause, func(x ir.Expr) bool {
			if c, ok := x.(*ir.Call); ok {
				if id, ok := c.Fn.(*ir.Ident); ok {
					words = append(words, id.Name)
				}
			}
			return true
		})
	}
	if len(words) == 0 || loopKinds[kind] && !hasLoop(a.c.Impl.Body) {
		return ""
	}
	r := a.c.Impl.R
	if r.Start.Offset < 0 || r.End.Offset > len(a.m.Source) || r.Start.Offset >= r.End.Offset {
		return ""
	}
	// The parameters and results the clause is about.
	var names []string
	for _, p := range append(append([]ir.Param(nil), a.c.Params...), a.c.Results...) {
		if mentions(clause, map[string]bool{p.Name: true}) {
			names = append(names, p.Name)
		}
	}
	for _, line := range strings.Split(a.m.Source[r.Start.Offset:r.End.Offset], "\n") {
		if !annotation(line) {
			continue
		}
		has := false
		for _, w := range words {
			has = has || strings.Contains(line, w)
		}
		for _, n := range names {
			has = has && containsWord(line, n)
		}
		if has {
			return ""
		}
	}
	quoted := make([]string, len(words))
	for i, w := range words {
		quoted[i] = "`" + strings.TrimSpace(w) + "`"
	}
	return fmt.Sprintf("no invariant or assertion of the body uses %s on %s: the verifier may need one to prove it",
		strings.Join(quoted, " or "), strings.Join(names, " and "))
}

// annotation says a line of a body is a proof annotation.
func annotation(line string) bool {
	t := strings.TrimSpace(line)
	for _, w := range []string{"invariant", "assert", "Invariant(", "Assert(", "Assume(", "assume"} {
		if strings.HasPrefix(t, w) {
			return true
		}
	}
	return false
}

// containsWord says name occurs in s as a whole identifier.
func containsWord(s, name string) bool {
	for i := 0; ; {
		k := strings.Index(s[i:], name)
		if k < 0 {
			return false
		}
		k += i
		before := k == 0 || !identByte(s[k-1])
		after := k+len(name) == len(s) || !identByte(s[k+len(name)])
		if before && after {
			return true
		}
		i = k + 1
	}
}

func identByte(b byte) bool {
	return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

// hasLoop says whether statements loop (a recursive call does not count).
func hasLoop(ss []ir.Stmt) bool {
	found := false
	ir.InspectStmts(ss, func(st ir.Stmt) bool {
		switch st.(type) {
		case *ir.While, *ir.ForRange, *ir.ForEach:
			found = true
		}
		return !found
	})
	return found
}

// unusedParams are the parameters no clause mentions, when an
// implementation ran (its runs are the oracle a clause about them is
// checked against); nil otherwise.
func (a *Attack) unusedParams() map[string]bool {
	ran := false
	for _, o := range a.oracles() {
		ran = ran || o == "implementation"
	}
	if !ran {
		return nil
	}
	out := map[string]bool{}
	for _, p := range a.c.Params {
		if a.m.Vocab.IsReceiver(p.Name) {
			continue
		}
		used := false
		for _, cl := range a.c.Clauses {
			used = used || mentions(cl.Expr, map[string]bool{p.Name: true})
		}
		if !used {
			out[p.Name] = true
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// ImpliedOnSearch checks, on the inputs and outputs the search tries,
// that clause holds wherever c's postcondition does: a bounded check that
// c implies clause (used to measure fixes against a faithful contract,
// where a prover would need an induction). pairs counts the pairs the
// postcondition accepts on which the clause held; refuted names one on
// which it did not ("" when none). Pairs on which the clause is
// undecided are not counted.
func ImpliedOnSearch(ctx context.Context, m *ir.Module, c *ir.Contract, clause ir.Expr) (pairs int, refuted string) {
	a := RunAttack(ctx, m, c, DefaultAttack, false)
	cl := []ir.Clause{{Kind: ir.Ensures, Expr: clause}}
	for i, row := range a.accepted {
		for j, st := range row {
			if st != ir.True {
				continue
			}
			switch a.evalPost(nil, cl, a.inputs[i], a.cands[i][j].vals) {
			case ir.True:
				pairs++
			case ir.False:
				return pairs, a.bindText(a.inputs[i]) + ": " + a.outText(a.cands[i][j].vals)
			}
		}
	}
	return pairs, ""
}
