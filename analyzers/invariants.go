package analyzers

import (
	"context"
	"fmt"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// Loop invariants shipped with a fix: a clause about a result that a loop
// builds needs an invariant that carries it through the loop. Candidates
// are the clause itself (true at every loop head when the result is built
// as the loop goes: m in a[..]), the clause with a collection's length
// replaced by the loop's counter (forall i :: 0 <= i < k ==> a[i] <= m),
// and the loop condition's test on the element at the counter,
// quantified over the elements already passed (a search loop's
// forall i :: 0 <= i < k ==> s[i] < x). Each is checked on the
// interpreter at the loop heads of the implementation's runs on the
// inputs the search made (up to 48 runs, the first 400 heads of each);
// one that fails anywhere, or cannot be decided, is not offered. A check
// on runs, not a proof: the verifier has the last word (--verify, the
// editor's background check).

// Invariant is a loop invariant a fix inserts with its clauses.
type Invariant struct {
	Loop ir.Range // the while statement
	Expr ir.Expr
	Text string
	// Of is the clause it was derived from ("" for one read from the
	// loop's condition).
	Of string
}

// maxInvariantRuns bounds the runs of the implementation an invariant is
// checked on, and maxLoopChecks the loop heads checked per run.
const (
	maxInvariantRuns = 48
	maxLoopChecks    = 400
	// maxLoops bounds the loops given invariants (the clauses of a body
	// with more stay held back), maxInvariantCands the candidates, and
	// maxInvariantEvals the candidate evaluations of all runs together:
	// past it nothing is offered, since not every candidate was checked
	// on every run.
	maxLoops          = 8
	maxInvariantCands = 64
	maxInvariantEvals = 200_000
)

// invariants derives, for each while loop of the implementation, the
// invariants the clauses need, checked on the implementation's runs.
// Only for languages whose proofs live in the body (Dafny, Nagini).
func (a *Attack) invariants(ctx context.Context, clauses []Bound, opts SynthOptions) ([]Invariant, map[string]bool) {
	if a.c.Impl == nil || a.m == nil || a.m.Vocab == nil || !a.m.Vocab.InlineProof || opts.Print == nil {
		return nil, nil
	}
	var loops []*ir.While
	ir.InspectStmts(a.c.Impl.Body, func(st ir.Stmt) bool {
		if w, ok := st.(*ir.While); ok && len(loops) < maxLoops {
			loops = append(loops, w)
		}
		return len(loops) < maxLoops
	})
	if len(loops) == 0 {
		return nil, nil
	}
	resultVar := a.returnedVar()
	type cand struct {
		loop *ir.While
		e    ir.Expr
		of   int // index of the clause; -1: the loop condition's
		cj   int // index of the conjunct in the clause
		bad  bool
		seen bool
	}
	var cands []*cand
	for _, w := range loops {
		counters := loopCounters(w)
		// A result the body has not assigned before the loop holds an
		// arbitrary value at its head (Dafny's out-parameter): an
		// invariant may not speak of it.
		unset := a.unassignedBefore(w, resultVar)
		for ci, b := range clauses {
			// Each conjunct on its own: |r| == |s| holds after the loop
			// only, r's elements as it goes.
			for cj, e := range conjunctsOf(b.Expr, nil) {
				if hasOld(e) {
					continue
				}
				if resultVar != "" {
					e = ir.Subst(e, ir.ResultName, ident(resultVar))
				}
				forms := []ir.Expr{e}
				// r < 0 ==> Q, with r set after the loop (return -1):
				// the loop must establish Q itself.
				if im, ok := e.(*ir.Binary); ok && im.Op == ir.OpImplies && mentions(im.X, unset) && !mentions(im.Y, unset) {
					forms = append(forms, im.Y)
				}
				for _, f := range forms {
					if mentions(f, unset) {
						continue
					}
					cands = append(cands, &cand{loop: w, e: f, of: ci, cj: cj})
					for _, k := range counters {
						for _, v := range a.upTo(f, k, w) {
							cands = append(cands, &cand{loop: w, e: v, of: ci, cj: cj})
						}
					}
				}
			}
		}
		for _, g := range a.passedElements(w, counters) {
			cands = append(cands, &cand{loop: w, e: g, of: -1})
		}
		for _, g := range a.appendedElements(w, clauses, resultVar) {
			cands = append(cands, &cand{loop: w, e: g, of: -1})
		}
		for _, g := range counterBounds(w, counters) {
			cands = append(cands, &cand{loop: w, e: g, of: -2})
		}
		for _, g := range a.restated() {
			cands = append(cands, &cand{loop: w, e: g, of: -3})
		}
	}
	if len(cands) > maxInvariantCands {
		cands = cands[:maxInvariantCands]
	}
	// Run the implementation with the candidates checked at loop heads.
	runs, evals := 0, 0
	var inputs [][]ir.Binding
	for i, out := range a.implOut {
		if out != nil {
			inputs = append(inputs, a.inputs[i])
		}
	}
	for _, fr := range a.farImplRuns() {
		inputs = append(inputs, fr.in)
	}
	for _, in := range inputs {
		if runs >= maxInvariantRuns || ctx.Err() != nil {
			break
		}
		runs++
		args := make([]ir.Value, len(in))
		for i, b := range in {
			args[i] = b.Val
		}
		rc := ir.NewCtx(a.m)
		rc.Done = ctx.Done()
		rc.Limits.Steps = implSteps
		checks := 0
		rc.LoopHead = func(w *ir.While, env *ir.Env) {
			if checks >= maxLoopChecks {
				return
			}
			checks++
			for _, cd := range cands {
				if cd.bad || cd.loop != w {
					continue
				}
				if evals++; evals > maxInvariantEvals {
					return
				}
				ec := ir.NewCtx(a.m)
				ec.Done = ctx.Done()
				ec.Limits.Steps = a.opts.Steps
				if st, _ := ec.Check(cd.e, env); st == ir.True {
					cd.seen = true
				} else {
					cd.bad = true
				}
			}
		}
		if _, stop := rc.Run(a.c.Impl, a.m.Impls, args, implFuel); stop != nil {
			// A run that did not finish says nothing against the
			// candidates it checked; it is still a run they held on.
			continue
		}
	}
	if ctx.Err() != nil || runs == 0 || evals > maxInvariantEvals {
		return nil, nil
	}
	var out []Invariant
	carried := map[string]bool{}
	// A clause the loop's exit condition states (r < b after while r >=
	// b) needs no invariant: the verifier has it where the loop ends.
	for _, w := range loops {
		exit := negate(w.Cond)
		for _, b := range clauses {
			if ir.SameExpr(b.Expr, exit) {
				carried[b.Text] = true
			}
		}
	}
	bounded := map[string]bool{} // loop, counter, side: a range bound kept
	done := map[[3]int]bool{}    // (loop, clause, conjunct) given an invariant
	for _, cd := range cands {
		if cd.bad || !cd.seen {
			continue
		}
		li := 0
		for i, w := range loops {
			if w == cd.loop {
				li = i
			}
		}
		if cd.of >= 0 && done[[3]int{li, cd.of, cd.cj}] {
			continue
		}
		if cd.of == -3 && !clauseInvariant(out, cd.loop.R) {
			continue // a precondition restated serves a clause's invariant only
		}
		if cd.of == -2 {
			if !clauseInvariant(out, cd.loop.R) {
				continue // a counter's range helps a clause's invariant only
			}
			// One bound of each side per counter, and none the loop
			// states already in some form (0 <= k <= n says both).
			b := cd.e.(*ir.Binary)
			lower := false
			k := ""
			if id, ok := b.Y.(*ir.Ident); ok {
				lower, k = true, id.Name
			} else if id, ok := b.X.(*ir.Ident); ok {
				k = id.Name
			}
			key := fmt.Sprintf("%d %s %v", li, k, lower)
			if bounded[key] || lower && a.loopSays(cd.loop, "<="+k) || !lower && a.loopSays(cd.loop, k+"<=") {
				continue
			}
			bounded[key] = true
		}
		text, err := opts.Print(cd.e)
		if err != nil || a.loopSays(cd.loop, text) {
			if err == nil && cd.of >= 0 {
				done[[3]int{li, cd.of, cd.cj}] = true // the loop has it already
			}
			continue
		}
		of := ""
		if cd.of >= 0 {
			of = clauses[cd.of].Text
			done[[3]int{li, cd.of, cd.cj}] = true
		}
		dup := false
		for _, inv := range out {
			// The same invariant under another bound variable's name too.
			dup = dup || inv.Loop == cd.loop.R && (inv.Text == text || ir.AlphaKey(inv.Expr) == ir.AlphaKey(cd.e))
		}
		if !dup {
			out = append(out, Invariant{Loop: cd.loop.R, Expr: cd.e, Text: text, Of: of})
		}
	}
	// A clause is carried when each of its conjuncts is: one no loop
	// assigns a variable of needs nothing; the others need an invariant
	// (added, or the loop's own) in a loop.
	inLoops := a.loopAssigned()
	if resultVar != "" && inLoops[ir.ResultName] {
		inLoops[resultVar] = true
	}
	for ci, b := range clauses {
		if b.Kind == "permutation" && !opts.Asserts {
			// A multiset's proof through a loop needs the assertions of
			// its growth (growthAsserts); without them, a lemma's.
			continue
		}
		all, through := true, false
		for cj, e := range conjunctsOf(b.Expr, nil) {
			if !mentions(e, inLoops) {
				continue
			}
			through = true
			got := false
			for li := range loops {
				got = got || done[[3]int{li, ci, cj}]
			}
			all = all && got
		}
		if b.Kind == "permutation" && !through {
			// Not built in a loop: the pieces it is assembled from are
			// splitAsserts' to prove.
			continue
		}
		if all {
			carried[b.Text] = true
		}
	}
	return out, carried
}

// returnedVar is the variable a Python or Lean body returns on every
// path (the name Result() has inside the body); "" when there is none.
func (a *Attack) returnedVar() string {
	if len(a.c.Results) != 1 || a.c.Results[0].Name != ir.ResultName {
		return ""
	}
	name, ok := "", true
	ir.InspectStmts(a.c.Impl.Body, func(st ir.Stmt) bool {
		if r, isRet := st.(*ir.Return); isRet && len(r.Values) > 0 {
			if len(r.Values) != 1 {
				ok = false
				return false
			}
			if _, lit := r.Values[0].(*ir.Lit); lit {
				return true // a constant (Python's None at the end): no variable
			}
			id, isID := r.Values[0].(*ir.Ident)
			if !isID || name != "" && name != id.Name {
				ok = false
				return false
			}
			name = id.Name
		}
		return true
	})
	if !ok {
		return ""
	}
	return name
}

// loopCounters are the variables a loop's body steps by one (k := k + 1,
// k = k - 1).
func loopCounters(w *ir.While) []string {
	var out []string
	ir.InspectStmts(w.Body, func(st ir.Stmt) bool {
		as, ok := st.(*ir.Assign)
		if !ok || len(as.Targets) != len(as.Values) {
			return true
		}
		for i, t := range as.Targets {
			id, ok := t.(*ir.Ident)
			b, ok2 := as.Values[i].(*ir.Binary)
			if !ok || !ok2 || b.Op != ir.OpAdd && b.Op != ir.OpSub {
				continue
			}
			x, ok := b.X.(*ir.Ident)
			if _, one := b.Y.(*ir.Lit); ok && one && x.Name == id.Name {
				dup := false
				for _, n := range out {
					dup = dup || n == id.Name
				}
				if !dup {
					out = append(out, id.Name)
				}
			}
		}
		return true
	})
	return out
}

// upTo is e as the loop has established it after some steps with
// counter k: each collection's length replaced by k and each whole slice
// of one cut at k (a[..] → a[..k]), or the loop's bound replaced by what
// the counter has reached (for while k < n, n → k; for while k <= n,
// n → k - 1). Each form that changes e is returned.
func (a *Attack) upTo(e ir.Expr, k string, w *ir.While) []ir.Expr {
	colls, seqs := map[string]bool{}, map[string]bool{}
	for _, p := range collectionParams(a) {
		colls[p.Name] = true
		seqs[p.Name] = p.Type.Kind == ir.KSeq
	}
	for _, r := range a.c.Results {
		if isCollection(r.Type) {
			colls[r.Name] = true // a result built by index (b[i] := …)
		}
	}
	var shadows func(string) bool
	if a.c.Resolution != nil {
		shadows = a.c.Resolution.Shadows
	}
	var out []ir.Expr
	changed := false
	var rec func(x ir.Expr) ir.Expr
	rec = func(x ir.Expr) ir.Expr {
		if name := lengthOf(a.m.Vocab, shadows, x); name != "" && colls[name] {
			changed = true
			return ident(k)
		}
		if s, ok := x.(*ir.Slice); ok && s.Lo == nil && s.Hi == nil {
			if id, ok := s.X.(*ir.Ident); ok && colls[id.Name] {
				changed = true
				return &ir.Slice{X: s.X, Hi: ident(k), Clamp: s.Clamp}
			}
		}
		if u, ok := x.(*ir.Unary); ok && u.Op == ir.OpMultiset {
			// multiset(s), s a sequence: of the part passed, multiset(s[..k]);
			// of s + [x] likewise multiset(s[..k] + [x]).
			if cut, ok := cutPieces(u.X, k, func(n string) bool { return colls[n] && seqs[n] }); ok {
				changed = true
				return &ir.Unary{Node: u.Node, Op: u.Op, X: cut}
			}
		}
		if cl, ok := x.(*ir.Call); ok && len(cl.Args) == 1 && a.m.Vocab != nil {
			// multiset(s) as the front end reads it back: a call.
			if sig, _, ok := a.m.Vocab.Call(cl, shadows); ok && sig.Op == ir.LibMultiset {
				if id, ok := cl.Args[0].(*ir.Ident); ok && colls[id.Name] && seqs[id.Name] {
					changed = true
					return &ir.Call{Node: cl.Node, Fn: cl.Fn, Args: []ir.Expr{&ir.Slice{X: cl.Args[0], Hi: ident(k)}}}
				}
			}
		}
		if b, ok := x.(*ir.Binary); ok && (b.Op == ir.OpIn || b.Op == ir.OpNotIn) {
			// y in s, s a sequence: in the part passed, y in s[..k].
			if id, ok := b.Y.(*ir.Ident); ok && colls[id.Name] && seqs[id.Name] {
				changed = true
				return &ir.Binary{Node: b.Node, Op: b.Op, X: rec(b.X), Y: &ir.Slice{X: b.Y, Hi: ident(k)}}
			}
		}
		if q, ok := x.(*ir.Quant); ok {
			// Under a quantifier, the range is cut, not the body:
			// forall j :: 0 <= j < |b| ==> b[j] == a[|a| - 1 - j] becomes
			// forall j :: 0 <= j < k ==> b[j] == a[|a| - 1 - j].
			c := *q
			if c.Range != nil {
				c.Range = rec(c.Range)
			} else if im, ok := c.Body.(*ir.Binary); ok && im.Op == ir.OpImplies {
				c.Body = &ir.Binary{Node: im.Node, Op: im.Op, X: rec(im.X), Y: im.Y}
			}
			return &c
		}
		return ir.Rebuild(x, rec)
	}
	if v := rec(e); changed {
		out = append(out, v)
		// Before the loop that builds the result from s adds the other
		// pieces (insert: the prefix, then x, then the rest), its
		// multiset is the prefix's alone: multiset(s[..k]).
		if d := dropDisplays(v); d != nil {
			out = append(out, d)
		}
	}
	for _, lim := range counterLimits(w, k) {
		bound, ok := lim.bound.(*ir.Ident)
		if !ok || !mentions(e, map[string]bool{bound.Name: true}) {
			continue
		}
		var by ir.Expr = ident(k)
		if lim.inclusive {
			by = &ir.Binary{Op: ir.OpSub, X: ident(k), Y: lit(1)}
		}
		out = append(out, ir.Subst(e, bound.Name, by))
	}
	return out
}

// cutPieces cuts at k each sequence s (seq(s) true) among the pieces of a
// concatenation e: s becomes s[..k]. ok says one was cut.
func cutPieces(e ir.Expr, k string, seq func(string) bool) (ir.Expr, bool) {
	switch x := e.(type) {
	case *ir.Ident:
		if seq(x.Name) {
			return &ir.Slice{X: x, Hi: ident(k)}, true
		}
	case *ir.Binary:
		if x.Op == ir.OpAdd || x.Op == ir.OpAppend {
			l, okl := cutPieces(x.X, k, seq)
			r, okr := cutPieces(x.Y, k, seq)
			if okl || okr {
				return &ir.Binary{Node: x.Node, Op: x.Op, X: l, Y: r}, true
			}
		}
	}
	return e, false
}

// dropDisplays removes from each multiset of a concatenation in e the
// pieces written as displays ([x]); nil when there were none to drop, or
// nothing but displays.
func dropDisplays(e ir.Expr) ir.Expr {
	dropped := false
	isDisplay := func(x ir.Expr) bool {
		d, ok := x.(*ir.Display)
		return ok && d.Coll == ir.KSeq
	}
	// The pieces of the concatenation, and the same as a sum of
	// multisets: multiset(s) + multiset([x]).
	pieces := func(x ir.Expr) ir.Expr {
		return prune(x, func(op ir.Op) bool { return op == ir.OpAdd || op == ir.OpAppend }, isDisplay, &dropped)
	}
	terms := func(x ir.Expr) ir.Expr {
		return prune(x, func(op ir.Op) bool { return op == ir.OpAdd }, func(y ir.Expr) bool {
			u, ok := y.(*ir.Unary)
			return ok && u.Op == ir.OpMultiset && isDisplay(u.X)
		}, &dropped)
	}
	empty := false
	out := ir.Rewrite(e, func(x ir.Expr) (ir.Expr, bool) {
		if b, ok := x.(*ir.Binary); ok && b.Op == ir.OpAdd && multisetSum(b) {
			rest := terms(b)
			if rest == nil {
				empty = true
				return nil, false
			}
			return rest, true
		}
		u, ok := x.(*ir.Unary)
		if !ok || u.Op != ir.OpMultiset {
			return nil, false
		}
		b, ok := u.X.(*ir.Binary)
		if !ok || b.Op != ir.OpAdd && b.Op != ir.OpAppend {
			return nil, false
		}
		rest := pieces(b)
		if rest == nil {
			empty = true
			return nil, false
		}
		return &ir.Unary{Node: u.Node, Op: u.Op, X: rest}, true
	})
	if !dropped || empty {
		return nil
	}
	return out
}

// prune removes from the operands of the joins of x (a tree of binary
// operators op accepts) those drop says, setting *dropped; nil when none
// is left.
func prune(x ir.Expr, join func(ir.Op) bool, drop func(ir.Expr) bool, dropped *bool) ir.Expr {
	if drop(x) {
		*dropped = true
		return nil
	}
	b, ok := x.(*ir.Binary)
	if !ok || !join(b.Op) {
		return x
	}
	l, r := prune(b.X, join, drop, dropped), prune(b.Y, join, drop, dropped)
	switch {
	case l == nil:
		return r
	case r == nil:
		return l
	}
	return &ir.Binary{Node: b.Node, Op: b.Op, X: l, Y: r}
}

// multisetSum says e is a sum whose terms are multisets of sequences.
func multisetSum(e ir.Expr) bool {
	switch x := e.(type) {
	case *ir.Unary:
		return x.Op == ir.OpMultiset
	case *ir.Binary:
		return x.Op == ir.OpAdd && multisetSum(x.X) && multisetSum(x.Y)
	}
	return false
}

// limit is a bound the loop's condition puts on a counter: k < bound, or
// k <= bound when inclusive.
type limit struct {
	bound     ir.Expr
	inclusive bool
}

// counterLimits are the upper bounds the loop's condition puts on k.
func counterLimits(w *ir.While, k string) []limit {
	var out []limit
	for _, cj := range conjunctsOf(w.Cond, nil) {
		b, ok := cj.(*ir.Binary)
		if !ok || b.Op != ir.OpLt && b.Op != ir.OpLe {
			continue
		}
		if id, ok := b.X.(*ir.Ident); ok && id.Name == k {
			out = append(out, limit{b.Y, b.Op == ir.OpLe})
		}
	}
	return out
}

// counterBounds are the ranges of a loop's counters: 0 <= k (or 1 <=
// k), and k <= n for while k < n (k <= n + 1 for while k <= n). Kept
// with a clause's invariant only, once checked: a verifier needs them to
// use it.
func counterBounds(w *ir.While, counters []string) []ir.Expr {
	var out []ir.Expr
	for _, k := range counters {
		// The larger lower bound first: invariants() keeps the first that
		// holds.
		out = append(out, cmp(ir.OpLe, lit(1), ident(k)), cmp(ir.OpLe, lit(0), ident(k)))
		for _, lim := range counterLimits(w, k) {
			hi := lim.bound
			if lim.inclusive {
				hi = &ir.Binary{Op: ir.OpAdd, X: lim.bound, Y: lit(1)}
			}
			out = append(out, cmp(ir.OpLe, ident(k), hi))
		}
	}
	return out
}

// clauseInvariant says whether out has an invariant of the loop derived
// from a clause.
func clauseInvariant(out []Invariant, loop ir.Range) bool {
	for _, inv := range out {
		if inv.Loop == loop && inv.Of != "" {
			return true
		}
	}
	return false
}

// unassignedBefore are the results (and the variable a Python body
// returns) that no statement before the loop assigns.
func (a *Attack) unassignedBefore(w *ir.While, resultVar string) map[string]bool {
	out := map[string]bool{}
	for _, r := range a.c.Results {
		out[r.Name] = true
	}
	if resultVar != "" {
		out[resultVar] = true
	}
	ir.InspectStmts(a.c.Impl.Body, func(st ir.Stmt) bool {
		if st.Span().End.Offset > w.R.Start.Offset {
			return true
		}
		switch s := st.(type) {
		case *ir.Assign:
			for _, t := range s.Targets {
				if id, ok := t.(*ir.Ident); ok {
					delete(out, id.Name)
				}
			}
		case *ir.VarDecl:
			for i, n := range s.Names {
				if i < len(s.Values) && s.Values[i] != nil {
					delete(out, n)
				}
			}
		case *ir.CallStmt:
			for _, t := range s.Targets {
				if id, ok := t.(*ir.Ident); ok {
					delete(out, id.Name)
				}
			}
		}
		return true
	})
	if resultVar != "" && !out[resultVar] {
		delete(out, ir.ResultName)
	} else if resultVar != "" {
		out[ir.ResultName] = true
	}
	return out
}

// lengthOf is the name of the collection e is the length of (|a|,
// a.Length, len(a)), or "".
func lengthOf(voc *ir.Vocab, shadows func(string) bool, e ir.Expr) string {
	coll := lengthColl(voc, shadows, e)
	if s, ok := coll.(*ir.Slice); ok && s.Lo == nil && s.Hi == nil {
		coll = s.X
	}
	if id, ok := coll.(*ir.Ident); ok {
		return id.Name
	}
	return ""
}

// lengthColl is the collection e is the length of (|a|, a.Length,
// len(a)), or nil.
func lengthColl(voc *ir.Vocab, shadows func(string) bool, e ir.Expr) ir.Expr {
	switch x := e.(type) {
	case *ir.Unary:
		if x.Op == ir.OpCard {
			return x.X
		}
	case *ir.Member: // a.Length, xs.length
		if voc != nil {
			if s, ok := voc.Member(x); ok && (s.Op == ir.LibLength || s.Op == ir.LibLengthDim && s.Dim < 0) {
				return x.X
			}
		}
	case *ir.Call: // len(r)
		if voc != nil {
			if s, args, ok := voc.Call(x, shadows); ok && s.Op == ir.LibLength && len(args) == 1 {
				return args[0]
			}
		}
	}
	return nil
}

// passedElements reads the loop's condition: a conjunct that tests the
// element at a counter of a collection parameter (k < |s| && s[k] < x)
// held for every element the loop has passed: forall i :: 0 <= i < k ==>
// s[i] < x.
func (a *Attack) passedElements(w *ir.While, counters []string) []ir.Expr {
	colls := map[string]bool{}
	for _, p := range collectionParams(a) {
		colls[p.Name] = true
	}
	var out []ir.Expr
	// What holds of each element passed: the loop's condition, and the
	// negation of an early exit's test (if s[k] == x { return … }).
	held := conjunctsOf(w.Cond, nil)
	for _, st := range w.Body {
		if f, ok := st.(*ir.If); ok && len(f.Else) == 0 && len(f.Then) > 0 {
			switch f.Then[len(f.Then)-1].(type) {
			case *ir.Return, *ir.Break:
				held = append(held, negate(f.Cond))
			}
		}
	}
	for _, cj := range held {
		for _, k := range counters {
			found, other := false, false
			ir.Inspect(cj, func(x ir.Expr) bool {
				if coll, ok := indexedAt(x, k); ok && colls[coll] {
					found = true
					return false
				}
				if id, ok := x.(*ir.Ident); ok && id.Name == k {
					other = true
				}
				return true
			})
			if !found || other {
				continue
			}
			name := a.freshName(cj, "i", "j", "idx")
			body := ir.Rewrite(cj, func(x ir.Expr) (ir.Expr, bool) {
				if ix, ok := x.(*ir.Index); ok && len(ix.Args) == 1 {
					if i, ok := ix.Args[0].(*ir.Ident); ok && i.Name == k {
						return &ir.Index{X: ix.X, Args: []ir.Expr{ident(name)}, Mode: ix.Mode}, true
					}
				}
				return nil, false
			})
			out = append(out, &ir.Quant{Forall: true, Vars: []ir.Binder{{Name: name, Type: a.indexType()}},
				Body: imp(a.inRange(ident(name), ident(k)), body)})
		}
	}
	return out
}

// loopSays says whether the loop's text has the invariant already.
func (a *Attack) loopSays(w *ir.While, text string) bool {
	r := w.R
	end := r.End.Offset
	// Python's loop statement spans its header only: its invariants are
	// in its body.
	ir.InspectStmts(w.Body, func(st ir.Stmt) bool {
		if e := st.Span().End.Offset; e > end {
			end = e
		}
		return true
	})
	if r.Start.Offset < 0 || end > len(a.m.Source) || r.Start.Offset >= end {
		return false
	}
	squash := func(s string) string { return strings.Join(strings.Fields(s), "") }
	return strings.Contains(squash(a.m.Source[r.Start.Offset:end]), squash(text))
}

// hasOld says e reads the pre-state.
func hasOld(e ir.Expr) bool {
	found := false
	ir.Inspect(e, func(x ir.Expr) bool {
		if _, ok := x.(*ir.Old); ok {
			found = true
		}
		return !found
	})
	return found
}

// hintAfter is the bound's proof hint once its invariants are known: a
// clause that needed one and got an invariant derived from it in the
// loop is carried by it.
func (a *Attack) hintAfter(b Bound) string {
	if a.m == nil || a.m.Vocab == nil || !a.m.Vocab.InlineProof {
		return b.Hint // a Lean postcondition is proved in a theorem of its own
	}
	inLoops := a.loopAssigned()
	for _, cl := range b.Clauses() {
		// A clause about a result a loop assigns needs an invariant that
		// carries it, whatever its kind: held back without one.
		if mentions(cl.Expr, inLoops) && !b.carried[cl.Text] {
			if h := a.proofHint(cl.Kind, cl.Expr); h != "" {
				return h
			}
			return "no loop invariant that carries it could be derived and checked: the verifier may need one to prove it"
		}
		// A list on the heap assembled from pieces outside the loops:
		// the verifier knows of its elements what is asserted about them,
		// and no assertion was derived.
		if a.m.Vocab.HeapColls && !mentions(cl.Expr, inLoops) && heapKinds[cl.Kind] && a.collectionResult() {
			return "the result is a list assembled outside the loops: the verifier may need assertions about its pieces to prove it"
		}
	}
	if b.Hint == "" {
		return ""
	}
	for _, cl := range b.Clauses() {
		if a.proofHint(cl.Kind, cl.Expr) == "" {
			continue
		}
		// A result no loop assigns is set after the loops, from what
		// their invariants (the ones added among them) say; not a list
		// on the heap, of whose pieces the verifier knows what is
		// asserted only.
		if !mentions(cl.Expr, inLoops) && cl.Kind != "permutation" && len(b.Invariants) > 0 && !a.m.Vocab.HeapColls {
			continue
		}
		if !b.carried[cl.Text] {
			return b.Hint
		}
	}
	return ""
}

// heapKinds are the clauses about a collection's elements.
var heapKinds = map[string]bool{"order": true, "permutation": true, "completeness": true, "elements": true, "membership": true, "reverse bound": true}

// collectionResult says the contract returns a collection.
func (a *Attack) collectionResult() bool {
	for _, r := range a.c.Results {
		if isCollection(r.Type) {
			return true
		}
	}
	return false
}

// loopAssigned are the results (and, for Python, the returned variable)
// that a loop of the body assigns.
func (a *Attack) loopAssigned() map[string]bool {
	out := map[string]bool{}
	if a.c.Impl == nil {
		return out
	}
	names := map[string]bool{}
	for _, r := range a.c.Results {
		names[r.Name] = true
	}
	rv := a.returnedVar()
	returning := returnAssigns(a.c.Impl.Body, nil)
	ir.InspectStmts(a.c.Impl.Body, func(st ir.Stmt) bool {
		var body []ir.Stmt
		switch w := st.(type) {
		case *ir.While:
			body = w.Body
		case *ir.ForRange:
			body = w.Body
		case *ir.ForEach:
			body = w.Body
		default:
			return true
		}
		mark := func(targets []ir.Expr) {
			for _, t := range targets {
				if ix, ok := t.(*ir.Index); ok {
					t = ix.X // b[i] := … changes b
				}
				if id, ok := t.(*ir.Ident); ok && (names[id.Name] || id.Name == rv) {
					out[id.Name] = true
					if id.Name == rv {
						out[ir.ResultName] = true
					}
				}
			}
		}
		ir.InspectStmts(body, func(s ir.Stmt) bool {
			switch as := s.(type) {
			case *ir.Assign:
				if !returning[as] { // return e: proved where it returns
					mark(as.Targets)
				}
			case *ir.CallStmt:
				mark(as.Targets)
			}
			return true
		})
		return false
	})
	return out
}

// Assertion is an assertion a fix inserts after a statement of the body
// (before it, with Before).
type Assertion struct {
	At     ir.Range // the statement
	Before bool
	Text   string
}

// maxSplitAsserts bounds the assertions one fix adds.
const maxSplitAsserts = 2

// splitAsserts: a multiset clause about a result assigned from pieces of
// a sequence cut at one place (r := s[..k] + [x] + s[k..]) needs the
// verifier to see that the pieces make up the sequence; Dafny proves it
// once asked: assert s[..k] + s[k..] == s. A fact of sequences, true
// wherever both slices are defined (the assignment has just read them).
func (a *Attack) splitAsserts(clauses []Bound, opts SynthOptions) ([]Assertion, bool) {
	if a.c.Impl == nil || a.m == nil || a.m.Vocab == nil || !a.m.Vocab.InlineProof || opts.Print == nil {
		return nil, false
	}
	multiset := false
	for _, b := range clauses {
		multiset = multiset || a.hasMultiset(b.Expr)
	}
	if !multiset {
		return nil, false
	}
	var out []Assertion
	ir.InspectStmts(a.c.Impl.Body, func(st ir.Stmt) bool {
		as, ok := st.(*ir.Assign)
		if !ok || len(out) >= maxSplitAsserts {
			return len(out) < maxSplitAsserts
		}
		for _, v := range as.Values {
			var pre, suf []*ir.Slice
			ir.Inspect(v, func(x ir.Expr) bool {
				if s, ok := x.(*ir.Slice); ok {
					if _, id := s.X.(*ir.Ident); id {
						switch {
						case s.Lo == nil && s.Hi != nil:
							pre = append(pre, s)
						case s.Lo != nil && s.Hi == nil:
							suf = append(suf, s)
						}
					}
				}
				return true
			})
			for _, p := range pre {
				for _, q := range suf {
					if !ir.SameExpr(p.X, q.X) || !ir.SameExpr(p.Hi, q.Lo) {
						continue
					}
					e := eq(a.concat(&ir.Slice{X: p.X, Hi: p.Hi}, &ir.Slice{X: q.X, Lo: q.Lo}), p.X)
					if text, err := opts.Print(e); err == nil {
						out = append(out, Assertion{At: as.R, Text: text})
					}
				}
			}
		}
		return len(out) < maxSplitAsserts
	})
	return out, len(out) > 0
}

// returnAssigns are the assignments a return statement makes (Dafny's
// return e is r := e; return): each directly followed by a Return.
func returnAssigns(ss []ir.Stmt, out map[*ir.Assign]bool) map[*ir.Assign]bool {
	if out == nil {
		out = map[*ir.Assign]bool{}
	}
	for i, st := range ss {
		switch s := st.(type) {
		case *ir.Assign:
			if i+1 < len(ss) {
				if r, ok := ss[i+1].(*ir.Return); ok && len(r.Values) == 0 {
					out[s] = true
				}
			}
		case *ir.If:
			returnAssigns(s.Then, out)
			returnAssigns(s.Else, out)
		case *ir.While:
			returnAssigns(s.Body, out)
		case *ir.ForRange:
			returnAssigns(s.Body, out)
		case *ir.ForEach:
			returnAssigns(s.Body, out)
		case *ir.Block:
			returnAssigns(s.Body, out)
		case *ir.MatchStmt:
			for _, c := range s.Cases {
				returnAssigns(c.Body, out)
			}
		}
	}
	return out
}

// growthAsserts: an invariant about a multiset of a prefix s[..k] the
// loop extends by one element each time needs Dafny to see the step and
// the end: assert s[..k + 1] == s[..k] + [s[k]]; before k := k + 1, and
// assert s[..|s|] == s[..] after the loop. Facts of sequences, true where
// they are written (the loop's condition says k < |s|).
//
// ok is false when an invariant about a prefix's multiset got none: its
// loop does not step as described, and the clause it carries may not be
// proved.
func (a *Attack) growthAsserts(invs []Invariant, opts SynthOptions) (out []Assertion, ok bool) {
	if !opts.Asserts || a.c.Impl == nil {
		return nil, true
	}
	missing := 0 // prefixes without their assertions
	var shadows func(string) bool
	if a.c.Resolution != nil {
		shadows = a.c.Resolution.Shadows
	}
	seen := map[string]bool{}
	ir.InspectStmts(a.c.Impl.Body, func(st ir.Stmt) bool {
		w, isLoop := st.(*ir.While)
		if !isLoop {
			return true
		}
		for _, inv := range invs {
			if inv.Loop != w.R || !a.hasMultiset(inv.Expr) {
				continue
			}
			ir.Inspect(inv.Expr, func(x ir.Expr) bool {
				sl, isSlice := x.(*ir.Slice)
				if !isSlice || sl.Lo != nil || sl.Hi == nil {
					return true
				}
				missing++ // until its assertions are made
				coll, ok1 := sl.X.(*ir.Ident)
				k, ok2 := sl.Hi.(*ir.Ident)
				if !ok1 || !ok2 {
					return true
				}
				// The loop runs while k < |s|, and steps k by one at the
				// end of its body.
				bounded := false
				for _, lim := range counterLimits(w, k.Name) {
					bounded = bounded || !lim.inclusive && lengthOf(a.m.Vocab, shadows, lim.bound) == coll.Name
				}
				var step *ir.Assign
				for _, s := range w.Body {
					if as, ok := s.(*ir.Assign); ok && len(as.Targets) == 1 {
						if id, ok := as.Targets[0].(*ir.Ident); ok && id.Name == k.Name {
							step = as
						}
					}
				}
				if !bounded || step == nil || len(w.Body) == 0 || w.Body[len(w.Body)-1] != ir.Stmt(step) {
					return true
				}
				var t *ir.Type
				for _, p := range a.c.Params {
					if p.Name == coll.Name {
						t = p.Type
					}
				}
				if t == nil {
					return true
				}
				next := &ir.Binary{Op: ir.OpAdd, X: k, Y: lit(1)}
				grow := eq(&ir.Slice{X: coll, Hi: next}, a.concat(&ir.Slice{X: coll, Hi: k}, &ir.Display{Coll: ir.KSeq, Elems: []ir.Expr{a.at(coll.Name, k)}}))
				whole := eq(&ir.Slice{X: coll, Hi: card(coll.Name, t)}, seqOf(coll, t))
				type assertion struct {
					e      ir.Expr
					at     ir.Range
					before bool
				}
				asserts := []assertion{{grow, step.R, true}}
				if c, ok := w.Cond.(*ir.Binary); ok && c.Op == ir.OpLt && lengthOf(a.m.Vocab, shadows, c.Y) == coll.Name {
					// The loop ends with k == |s| (it runs while k < |s|
					// alone): there the prefix is the whole.
					asserts = append(asserts, assertion{whole, w.R, false})
				}
				for _, as := range asserts {
					text, err := opts.Print(as.e)
					if err != nil {
						return true
					}
					if key := fmt.Sprint(text, as.at, as.before); !seen[key] {
						seen[key] = true
						out = append(out, Assertion{At: as.at, Before: as.before, Text: text})
					}
				}
				missing--
				return true
			})
		}
		return true
	})
	return out, missing == 0
}

// hasMultiset says e speaks of a multiset.
func (a *Attack) hasMultiset(e ir.Expr) bool {
	found := false
	ir.Inspect(e, func(x ir.Expr) bool {
		switch y := x.(type) {
		case *ir.Unary:
			found = found || y.Op == ir.OpMultiset
		case *ir.Call:
			if a.m.Vocab != nil {
				if sig, _, ok := a.m.Vocab.Call(y, nil); ok && sig.Op == ir.LibMultiset {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// appendedElements reads a loop that appends an element e to the result
// (r.append(e), r := r + [e]) for a clause about r: what the loop's
// condition says of e holds of every element appended so far
// (forall j :: 0 <= j < |r| ==> P(r[j]), P the condition's test on e),
// and, for a sortedness clause r[i] <= r[j], every element so far is in
// that order with the next one while the loop runs
// (forall j :: 0 <= j < |r| ==> (cond ==> r[j] <= e)): what appending e
// needs to keep r sorted.
func (a *Attack) appendedElements(w *ir.While, clauses []Bound, resultVar string) []ir.Expr {
	names := map[string]bool{}
	for _, r := range a.c.Results {
		names[r.Name] = true
	}
	if resultVar != "" {
		names[resultVar] = true
	}
	var orders []ir.Op // the relations the order clauses put between r[i] and r[j]
	for _, b := range clauses {
		if b.Kind != "order" {
			continue
		}
		ir.Inspect(b.Expr, func(x ir.Expr) bool {
			c, ok := x.(*ir.Binary)
			if !ok || c.Op != ir.OpLe && c.Op != ir.OpLt && c.Op != ir.OpGe && c.Op != ir.OpGt {
				return true
			}
			if _, ok := c.X.(*ir.Index); ok {
				if _, ok := c.Y.(*ir.Index); ok {
					orders = append(orders, c.Op)
				}
			}
			return true
		})
	}
	var out []ir.Expr
	// The body's own statements, through the blocks a front end wraps
	// around one source statement (Python's r.append(e)).
	var flat []ir.Stmt
	var unwrap func(ss []ir.Stmt)
	unwrap = func(ss []ir.Stmt) {
		for _, st := range ss {
			switch b := st.(type) {
			case *ir.Block:
				unwrap(b.Body)
				continue
			case *ir.If:
				// A method call the front end dispatches on the
				// receiver's type (the other branch is not run): its
				// list branch.
				if len(b.Else) == 1 {
					if _, ok := b.Else[0].(*ir.Unread); ok {
						unwrap(b.Then)
						continue
					}
				}
			}
			flat = append(flat, st)
		}
	}
	unwrap(w.Body)
	for _, st := range flat {
		as, ok := st.(*ir.Assign)
		if !ok || len(as.Targets) != 1 || len(as.Values) != 1 {
			continue
		}
		r, ok := as.Targets[0].(*ir.Ident)
		if !ok || !names[r.Name] {
			continue
		}
		add, ok := as.Values[0].(*ir.Binary)
		if !ok || add.Op != ir.OpAdd && add.Op != ir.OpAppend {
			continue
		}
		if x, ok := add.X.(*ir.Ident); !ok || x.Name != r.Name {
			continue
		}
		d, ok := add.Y.(*ir.Display)
		if !ok || len(d.Elems) != 1 {
			continue
		}
		e := d.Elems[0]
		n := &ir.Unary{Op: ir.OpCard, X: ident(r.Name)}
		for _, op := range orders {
			name := a.freshName(and(w.Cond, e), "j", "i", "idx")
			out = append(out, &ir.Quant{Forall: true, Vars: []ir.Binder{{Name: name, Type: a.indexType()}},
				Body: imp(a.inRange(ident(name), n), imp(w.Cond, cmp(op, a.at(r.Name, ident(name)), e)))})
		}
		for _, cj := range conjunctsOf(w.Cond, nil) {
			found := false
			ir.Inspect(cj, func(x ir.Expr) bool {
				found = found || ir.SameExpr(x, e)
				return !found
			})
			if !found {
				continue
			}
			name := a.freshName(cj, "j", "i", "idx")
			body := ir.Rewrite(cj, func(x ir.Expr) (ir.Expr, bool) {
				if ir.SameExpr(x, e) {
					return a.at(r.Name, ident(name)), true
				}
				return nil, false
			})
			out = append(out, &ir.Quant{Forall: true, Vars: []ir.Binder{{Name: name, Type: a.indexType()}},
				Body: imp(a.inRange(ident(name), n), body)})
		}
	}
	return out
}

// restated are the precondition's statements about the contents of a
// collection parameter, for a language whose loops see the heap only
// through their invariants (Vocab.HeapColls): xs sorted is not known
// inside the loop unless an invariant says it again.
func (a *Attack) restated() []ir.Expr {
	if a.m == nil || a.m.Vocab == nil || !a.m.Vocab.HeapColls {
		return nil
	}
	colls := map[string]bool{}
	for _, p := range collectionParams(a) {
		colls[p.Name] = true
	}
	var out []ir.Expr
	for _, cl := range a.c.Clauses {
		if cl.Kind != ir.Requires {
			continue
		}
		for _, cj := range conjunctsOf(cl.Expr, nil) {
			if _, ok := cj.(*ir.Quant); ok && mentions(cj, colls) && !hasPermission(cj) {
				out = append(out, cj)
			}
		}
	}
	return out
}
