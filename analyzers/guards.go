package analyzers

import (
	"context"
	"fmt"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// guard is an implication's antecedent in the postcondition, with the
// antecedents of the implications it sits under (its path).
type guard struct {
	cond ir.Expr
	path []ir.Expr
	at   ir.Range // the implication
}

// maxGuards bounds the implications examined per contract.
const maxGuards = 32

// guardsOf collects the implications reachable through conjunctions,
// implications and if-then-else, outside quantifiers (whose guards range
// over bound variables), whose antecedents mention inputs only.
func guardsOf(e ir.Expr, path []ir.Expr, results map[string]bool, out []guard) []guard {
	if len(out) >= maxGuards {
		return out
	}
	switch x := e.(type) {
	case *ir.Binary:
		switch x.Op {
		case ir.OpAnd:
			return guardsOf(x.Y, path, results, guardsOf(x.X, path, results, out))
		case ir.OpImplies, ir.OpExplies:
			ante, cons := x.X, x.Y
			if x.Op == ir.OpExplies {
				ante, cons = x.Y, x.X
			}
			if mentions(ante, results) {
				return out
			}
			out = append(out, guard{cond: ante, path: path, at: x.Span()})
			p := append(append([]ir.Expr(nil), path...), ante)
			return guardsOf(cons, p, results, out)
		}
	case *ir.Ite:
		if mentions(x.Cond, results) {
			return out
		}
		p := append(append([]ir.Expr(nil), path...), x.Cond)
		out = guardsOf(x.Then, p, results, out)
		q := append(append([]ir.Expr(nil), path...), &ir.Unary{Node: ir.Node{R: x.Cond.Span()}, Op: ir.OpNot, X: x.Cond})
		return guardsOf(x.Else, q, results, out)
	}
	return out
}

// mentions reports whether e names any of names.
func mentions(e ir.Expr, names map[string]bool) bool { return ir.MentionsAny(e, names) }

func (a *Attack) resultSet() map[string]bool {
	rs := map[string]bool{}
	for _, r := range a.c.Results {
		rs[r.Name] = true
	}
	return rs
}

func (a *Attack) guards() []guard {
	var out []guard
	for _, cl := range a.c.Ensures() {
		out = guardsOf(cl.Expr, nil, a.resultSet(), out)
	}
	return out
}

// evalOn evaluates a condition on an admitted input.
func (a *Attack) evalOn(done <-chan struct{}, e ir.Expr, in []ir.Binding) ir.Status {
	f := a.frameFor(in)
	cl := []ir.Clause{{Kind: ir.Ensures, Expr: e}}
	return evalClausesN(done, a.m, cl, f.env, f.old, nil, a.opts.Steps).status
}

// deadGuards reports implications whose antecedent never holds where it
// is reached: nested under another guard that contradicts it (a = 0 ==>
// (… && (a != 0 ==> …))) it is a warning; at the top level, where the
// search may simply have missed the inputs, information.
func (a *Attack) deadGuards(ctx context.Context, sev ir.Severity) {
	done := ctx.Done()
	var far [][]ir.Binding // the far inputs, built once when a guard needs them
	farBuilt := false
	for _, g := range a.guards() {
		if ctx.Err() != nil {
			return
		}
		reached, fires, undecided := 0, 0, 0
		for _, in := range a.inputs {
			if ctx.Err() != nil {
				return
			}
			ok := true
			for _, p := range g.path {
				st := a.evalOn(done, p, in)
				if st != ir.True {
					ok = false
					if st == ir.Unknown {
						undecided++
					}
					break
				}
			}
			if !ok {
				continue
			}
			reached++
			switch a.evalOn(done, g.cond, in) {
			case ir.True:
				fires++
			case ir.Unknown:
				undecided++
			}
		}
		if fires > 0 || undecided > 0 {
			continue
		}
		if provedDead(a.c, g) {
			continue // the lint says so, with or without a search
		}
		if a.unexercised == "" && !farBuilt {
			far, farBuilt = a.farInputs(len(a.inputs)), true
		}
		if a.unexercised == "" && !a.firesOn(done, g, far) {
			// Clauses under this guard were never checked: a claim that
			// the postcondition lets something pass must say so.
			a.unexercised = a.source(g.cond)
		}
		text := a.source(g.cond)
		switch {
		case reached >= 5:
			where := "admitted inputs tried"
			if len(g.path) > 0 {
				where = "inputs tried that reach it"
			}
			// A sample of inputs says nothing of the others: a hint about
			// what the search did not exercise, not a claim about the spec.
			a.add(Finding{Code: CodeDeadGuard, Severity: ir.SevHint, R: g.at,
				Message:  fmt.Sprintf("guard %s held on none of the %d %s: the search did not exercise this implication", text, reached, where),
				Evidence: a.evidence(CodeDeadGuard, 0, reached, "admitted inputs")})
		}
	}
}

// firesOn says g holds on one of the inputs (the far ones a witness is
// re-checked on: repeated zeros, equal neighbours, large values).
func (a *Attack) firesOn(done <-chan struct{}, g guard, inputs [][]ir.Binding) bool {
	for _, in := range inputs {
		ok := true
		for _, p := range g.path {
			if a.evalOn(done, p, in) != ir.True {
				ok = false
				break
			}
		}
		if ok && a.evalOn(done, g.cond, in) == ir.True {
			return true
		}
	}
	return false
}

// provedDead says the clauses' text proves g never holds where it is
// reached: under the precondition and the guards above it.
func provedDead(c *ir.Contract, g guard) bool {
	var facts []fact
	for _, cl := range c.Requires() {
		facts = conjunctFacts(cl.Expr, 0, facts)
	}
	for _, p := range g.path {
		facts = conjunctFacts(p, 0, facts)
	}
	facts = conjunctFacts(g.cond, 1, facts)
	cf, proved := contradiction(facts)
	return proved && (cf.tagA == 1 || cf.tagB == 1)
}

// deadGuardLint reports the implications whose antecedent the clauses'
// text proves never holds where it is reached (x < x ==> …, or a = 0 ==>
// (a != 0 ==> …)), searched or not.
func (l *linter) deadGuardLint() {
	rs := map[string]bool{}
	for _, r := range l.c.Results {
		rs[r.Name] = true
	}
	var gs []guard
	for _, cl := range l.c.Ensures() {
		gs = guardsOf(cl.Expr, nil, rs, gs)
	}
	sev := ir.SevWarning
	if len(l.c.Unread) > 0 {
		sev = ir.SevInfo
	}
	for _, g := range gs {
		if !provedDead(l.c, g) {
			continue
		}
		text, ok := quoted(l.m.Source, l.c.Vocab, g.cond)
		if !ok {
			continue // a premise with no text to show: say nothing rather than ``
		}
		msg := fmt.Sprintf("guard %s never holds under the precondition: this implication constrains nothing", text)
		if len(g.path) > 0 {
			msg = fmt.Sprintf("guard %s never holds where it is reached (under `%s`): this implication constrains nothing",
				text, l.text(g.path[len(g.path)-1], ir.Clause{}))
		}
		l.out = append(l.out, Finding{Code: CodeDeadGuard, Severity: sev, R: g.at, Message: msg,
			Evidence: &Evidence{Metric: CodeDeadGuard, Status: StatusOK, Scope: "proved from the clauses' text, without inputs"}})
	}
}

// source is an expression's text as written, quoted, or "the guard".
func (a *Attack) source(e ir.Expr) string {
	if q, ok := quoted(a.m.Source, a.c.Vocab, e); ok {
		return q
	}
	return "the guard"
}

// quoted is e's text as written, on one line and in backquotes; for a
// premise the front end made (a Lean theorem's argument: x = "A") the
// parameter and the argument's text. ok is false when e has no text.
func quoted(src string, vocab *ir.Vocab, e ir.Expr) (string, bool) {
	r := e.Span()
	if r.Start.Offset >= 0 && r.Start.Offset < r.End.Offset && r.End.Offset <= len(src) {
		return "`" + oneLine(src[r.Start.Offset:r.End.Offset]) + "`", true
	}
	if u, ok := e.(*ir.Unary); ok && u.Op == ir.OpNot {
		if q, ok := quoted(src, vocab, u.X); ok {
			return "not " + q, true
		}
	}
	if b, ok := e.(*ir.Binary); ok && b.Op == ir.OpEq && vocab != nil && vocab.Eq != "" {
		if x, ok := b.X.(*ir.Ident); ok {
			if y, ok := quoted(src, vocab, b.Y); ok {
				return "`" + x.Name + " " + vocab.Eq + " " + strings.Trim(y, "`") + "`", true
			}
		}
	}
	return "", false
}

// describeRegion names the inputs with an unconstrained output by a guard
// of the postcondition (or its negation) that holds exactly on them among
// the admitted inputs searched, or "".
func (a *Attack) describeRegion(free []int) string {
	g, neg := a.region(free)
	switch {
	case g == nil:
		return ""
	case neg:
		return a.source(g) + " is false"
	}
	return a.source(g)
}

// region finds that guard: the antecedent, and whether it is its negation
// that holds on the free inputs.
func (a *Attack) region(free []int) (ir.Expr, bool) {
	isFree := map[int]bool{}
	for _, i := range free {
		isFree[i] = true
	}
	for _, g := range a.guards() {
		for _, neg := range []bool{false, true} {
			match := true
			for i, in := range a.inputs[:len(a.accepted)] {
				st := a.evalOn(nil, g.cond, in)
				if st != ir.True && st != ir.False {
					match = false
					break
				}
				if holds := (st == ir.True) != neg; holds != isFree[i] {
					match = false
					break
				}
			}
			if match {
				if a.unexercised != "" || a.twinGuard(g) {
					// A guard no input met, or one the inputs cannot tell
					// from g, may constrain where g does not hold: the
					// region would say more than was searched.
					return nil, false
				}
				return g.cond, neg
			}
		}
	}
	return nil, false
}

// twinGuard says another guard takes the same truth values as g on every
// input tried: the inputs cannot tell which one bounds the free region.
func (a *Attack) twinGuard(g guard) bool {
	for _, h := range a.guards() {
		if ir.SameExpr(h.cond, g.cond) {
			continue
		}
		same := true
		for _, in := range a.inputs[:len(a.accepted)] {
			if a.evalOn(nil, g.cond, in) != a.evalOn(nil, h.cond, in) {
				same = false
				break
			}
		}
		if same {
			return true
		}
	}
	return false
}

// guardInputs are inputs on which the postcondition's guards hold, found
// by looking where the guards point: a guard `xs = [1, 2] ∧ k = 3` (or a
// chain of them, c > 0 → d = c → s = "A" → …) is about inputs the
// generated ones may never reach. Each guard's closed values are set,
// parameters it equates to another take that one's value, and the rest
// come from the generated domains (their i-th values, for a few i); an
// input is kept when the whole guard holds on it. (A spec that pins
// outputs on listed inputs is then checked on them, not called
// unconstrained because no input tried met its guards.)
func (a *Attack) guardInputs(doms [][]ir.Value) [][]ir.Binding {
	c := a.c
	idx := map[string]int{}
	for i, p := range c.Params {
		idx[p.Name] = i
		if len(doms[i]) == 0 {
			return nil
		}
	}
	var out [][]ir.Binding
	for _, g := range append(a.guards(), a.quantGuards()...) {
		conds := append(append([]ir.Expr(nil), g.path...), g.cond)
		pinned := map[string]ir.Value{}
		same := map[string]string{}
		derived := map[string]ir.Expr{}
		for _, e := range conds {
			a.pinnedBy(e, idx, pinned, same, derived)
		}
		if len(pinned) == 0 && len(same) == 0 && len(derived) == 0 {
			continue
		}
		found := 0
		for k := 0; k < maxGuardTries && found < 2; k++ {
			bs := make([]ir.Binding, len(c.Params))
			for i, p := range c.Params {
				v, has := pinned[p.Name]
				if !has {
					v = doms[i][k%len(doms[i])]
				}
				bs[i] = ir.Binding{Name: p.Name, Val: v}
			}
			for x, y := range same {
				bs[idx[x]].Val = bs[idx[y]].Val
			}
			// h = x + 1: h computed from the others, in the order of
			// the parameters (twice, for one derived from another).
			for range 2 {
				for _, p := range c.Params {
					e, ok := derived[p.Name]
					if !ok {
						continue
					}
					if v, ok := a.valueOn(e, bs, p.Type); ok {
						bs[idx[p.Name]].Val = v
					}
				}
			}
			holds := true
			for _, e := range conds {
				if a.evalOn(nil, e, bs) != ir.True {
					holds = false
					break
				}
			}
			if holds {
				out = append(out, bs)
				found++
			}
		}
	}
	return out
}

// quantGuards are the guards of clauses under a leading ∀ over integers
// (∀ pos, 0 < pos < 64 → queries = [[1, pos]] → …), with the variables
// set to small values: guards that then pin parameters to values
// (queries = [[1, 1]]) lead the search to inputs the clause speaks of.
func (a *Attack) quantGuards() []guard {
	var out []guard
	small := []int64{1, 0, 2, 3, 5, 10}
	for _, cl := range a.c.Ensures() {
		q, ok := cl.Expr.(*ir.Quant)
		if !ok || !q.Forall || q.Range != nil || len(q.Vars) == 0 || len(q.Vars) > 2 {
			continue
		}
		ints := true
		for _, v := range q.Vars {
			ints = ints && v.Type != nil && (v.Type.Kind == ir.KInt || v.Type.Kind == ir.KNat)
		}
		if !ints {
			continue
		}
		var walk func(k int, body ir.Expr)
		walk = func(k int, body ir.Expr) {
			if len(out) >= maxGuards {
				return
			}
			if k == len(q.Vars) {
				out = guardsOf(body, nil, a.resultSet(), out)
				return
			}
			for _, n := range small {
				lit := &ir.Lit{Node: ir.Node{R: q.Span()}, Val: mkInt(n, q.Vars[k].Type)}
				walk(k+1, ir.Subst(body, q.Vars[k].Name, lit))
			}
		}
		walk(0, q.Body)
	}
	return out
}

// maxGuardTries bounds the inputs tried per guard.
const maxGuardTries = 16

// pinnedBy records the parameters a condition's conjuncts set to closed
// values: p = e or e = p, with e evaluating without inputs to a value of
// p's type.
func (a *Attack) pinnedBy(e ir.Expr, idx map[string]int, pinned map[string]ir.Value, same map[string]string, derived map[string]ir.Expr) {
	b, ok := e.(*ir.Binary)
	if !ok {
		return
	}
	if b.Op == ir.OpAnd {
		a.pinnedBy(b.X, idx, pinned, same, derived)
		a.pinnedBy(b.Y, idx, pinned, same, derived)
		return
	}
	if b.Op != ir.OpEq {
		return
	}
	// p = q between parameters of one type: p takes q's value.
	if x, ok := b.X.(*ir.Ident); ok {
		if y, ok := b.Y.(*ir.Ident); ok {
			i, okx := idx[x.Name]
			j, oky := idx[y.Name]
			if okx && oky && i != j && same[y.Name] != x.Name && a.c.Params[i].Type.String() == a.c.Params[j].Type.String() {
				same[x.Name] = y.Name
				return
			}
		}
	}
	x, val := b.X, b.Y
	if _, ok := x.(*ir.Ident); !ok {
		x, val = b.Y, b.X
	}
	id, ok := x.(*ir.Ident)
	if !ok {
		return
	}
	i, ok := idx[id.Name]
	if !ok || mentions(val, a.resultSet()) {
		return
	}
	if mentions(val, a.paramSet()) {
		// p = e over the other parameters: computed once they are set.
		if _, taken := derived[id.Name]; !taken && !mentions(val, map[string]bool{id.Name: true}) {
			derived[id.Name] = val
		}
		return
	}
	ctx := ir.NewCtx(a.m)
	ctx.Limits.Steps = 10000
	v, stop := ctx.Eval(val, nil)
	if stop != nil || v == nil {
		return
	}
	v, err := ir.Coerce(v, a.c.Params[i].Type)
	if err != nil {
		return
	}
	pinned[id.Name] = v
}

// valueOn evaluates e on the bindings as a value of type t.
func (a *Attack) valueOn(e ir.Expr, bs []ir.Binding, t *ir.Type) (ir.Value, bool) {
	ctx := ir.NewCtx(a.m)
	ctx.Limits.Steps = 10000
	env, _ := bindInputs(a.c, ir.Example{Inputs: bs})
	v, stop := ctx.Eval(e, env)
	if stop != nil || v == nil {
		return nil, false
	}
	v, err := ir.Coerce(v, t)
	return v, err == nil
}

func (a *Attack) paramSet() map[string]bool {
	ps := map[string]bool{}
	for _, p := range a.c.Params {
		ps[p.Name] = true
	}
	return ps
}
