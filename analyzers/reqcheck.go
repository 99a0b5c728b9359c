package analyzers

import (
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/specfaith/specfaith/internal/lazyre"
	"github.com/specfaith/specfaith/ir"
)

// Codes of the claim check: the requirement's claims against the
// contract's clauses.
const (
	// CodeReqNotInContract: the requirement says something no clause
	// holds ("the largest element of s", where nothing says m is in s).
	CodeReqNotInContract = "requirement-not-in-contract"
	// CodeContractNotInReq: a precondition the requirement never states.
	CodeContractNotInReq = "contract-not-in-requirement"
)

// claimCheck compares one contract's claims with its clauses. Where the
// evaluator can show it, a claim the clauses do not hold comes with an
// input (and output) on which they part; where only the text can tell,
// the finding says what was read and is information.
type claimCheck struct {
	p      *Pass
	m      *ir.Module
	c      *ir.Contract
	claims []Claim
	out    []Finding
	// admitted are generated inputs the precondition admits (lazily).
	admitted     [][]ir.Binding
	admittedDone bool
	pool         [][]ir.Binding
	poolDone     bool
	lits         *contractLits
	start        time.Time
}

// CheckClaims reads c's requirement and reports the claims its clauses
// do not hold, and the preconditions the requirement does not state.
func CheckClaims(p *Pass) ([]Claim, []Finding) {
	// A generic contract is read and searched at int, as the search
	// does: what fails at one instance fails for every implementation.
	c, _ := instantiate(p.Contract)
	claims := ReadClaims(c)
	if len(claims) == 0 && strings.TrimSpace(c.Requirement) == "" {
		return nil, nil
	}
	k := &claimCheck{p: p, m: p.Module, c: c, claims: claims, start: time.Now()}
	if len(c.Unread) > 0 {
		// Statements the front end did not read may hold what is
		// missing: say nothing rather than something false.
		return claims, nil
	}
	numbersByAbsent := map[string]bool{}
	for _, cl := range claims {
		if cl.Kind == ClaimAbsent && cl.Value != nil {
			numbersByAbsent[cl.Value.String()] = true
		}
	}
	for _, cl := range claims {
		if p.Ctx.Err() != nil {
			break
		}
		switch cl.Kind {
		case ClaimSize, ClaimSign:
			if cl.Result {
				k.resultProperty(cl)
			} else {
				k.inputProperty(cl)
			}
		case ClaimExtremum:
			k.extremum(cl)
		case ClaimPosition:
			k.position(cl)
		case ClaimCompare:
			k.compare(cl)
		case ClaimAbsent:
			k.absent(cl)
		case ClaimNumber:
			if !numbersByAbsent[cl.Value.String()] {
				k.number(cl)
			}
		case ClaimOrder, ClaimPerm, ClaimInPlace:
			k.arrangement(cl)
		}
	}
	k.unstated()
	return claims, k.out
}

func (k *claimCheck) add(sev ir.Severity, r ir.Range, ev *Evidence, msg string) {
	for _, f := range k.out {
		if f.Message == msg {
			return
		}
	}
	k.out = append(k.out, Finding{Code: CodeReqNotInContract, Severity: sev, R: r, Contract: k.c.Name, Message: msg, Evidence: ev})
}

func (k *claimCheck) inRange() ir.Range {
	if len(written(k.c.Requires())) > 0 {
		return preRange(k.c)
	}
	return k.c.NameR
}

func (k *claimCheck) outRange() ir.Range {
	if len(written(k.c.Ensures())) > 0 {
		return postRange(k.c)
	}
	return k.c.NameR
}

func says(cl Claim) string { return "“" + cl.Phrase + "”" }

// subjectText is "a", "a and b".
func subjectText(ns []string) string {
	if len(ns) <= 1 {
		return strings.Join(ns, "")
	}
	return strings.Join(ns[:len(ns)-1], ", ") + " and " + ns[len(ns)-1]
}

// ---- evaluation ----

const (
	claimInputs = 64 // generated inputs tried
	claimSteps  = 20_000
	// claimBudget bounds the evaluations of one contract's claims (the
	// editor re-checks on every edit): past it, what was not decided is
	// not reported.
	claimBudget = 40 * time.Millisecond
)

// stopped: the run was cancelled or the claims' budget is spent.
func (k *claimCheck) stopped() bool {
	return k.p.Ctx.Err() != nil || time.Since(k.start) > claimBudget
}

// bindingOf is the value of name in an input.
func bindingOf(in []ir.Binding, name string) (ir.Value, bool) {
	for _, b := range in {
		if b.Name == name {
			return b.Val, true
		}
	}
	return nil, false
}

// inputPool is what the search's own generator makes of the
// contract's inputs (the examples' first, inputs meeting the
// postcondition's guards, values the precondition derives, subset types'
// witnesses, Dafny arrays as references), made once.
func (k *claimCheck) inputPool() [][]ir.Binding {
	if !k.poolDone {
		k.poolDone = true
		a := &Attack{m: k.m, c: k.c, opts: AttackOptions{MaxInputs: claimInputs / poolFactor, Seed: 1}, done: k.p.Ctx.Done()}
		k.pool, _ = a.genInputs(contractConsts(k.c))
	}
	return k.pool
}

func (k *claimCheck) pre(in []ir.Binding) ir.Status {
	env, old := bindInputs(k.c, ir.Example{Inputs: in})
	return evalClausesN(k.p.Ctx.Done(), k.m, k.c.Requires(), env, old, nil, claimSteps).status
}

// post is the postcondition's verdict on an input and its results.
func (k *claimCheck) post(in []ir.Binding, vals []ir.Value) ir.Status {
	ex := ir.Example{Inputs: in}
	for i, r := range k.c.Results {
		ex.Outputs = append(ex.Outputs, ir.Binding{Name: r.Name, Val: vals[i]})
	}
	env, old, err := bindPair(k.c, ex)
	if err != nil {
		return ir.Unknown
	}
	return evalClausesN(k.p.Ctx.Done(), k.m, k.c.Ensures(), env, old, pin(k.c, ex), claimSteps).status
}

// admittedInputs are generated inputs the precondition admits.
func (k *claimCheck) admittedInputs() [][]ir.Binding {
	if !k.admittedDone {
		k.admittedDone = true
		for _, in := range k.inputPool() {
			if k.stopped() {
				break
			}
			if k.pre(in) == ir.True {
				k.admitted = append(k.admitted, in)
				if len(k.admitted) >= 32 {
					break
				}
			}
		}
	}
	return k.admitted
}

// searchable: one result, nothing modified, a postcondition naming it.
func (k *claimCheck) searchable() bool {
	c := k.c
	if len(c.Results) != 1 || len(c.Modified) > 0 || c.Results[0].Type == nil || dependentSignature(c) {
		return false
	}
	return k.postMentions(c.Results[0].Name)
}

func (k *claimCheck) text(v ir.Value) string { return vocabOf(k.m).Text(v) }

// breaks says v lacks the property: a collection without (or with)
// elements, a number of the wrong sign. "positive" is written for
// "non-negative" as often as not: only a negative value breaks it surely.
func breaks(v ir.Value, kind ClaimKind, prop string) bool {
	switch kind {
	case ClaimSize:
		es, ok := ir.Elements(v)
		return ok && (prop == "non-empty") == (len(es) == 0)
	case ClaimSign:
		s, ok := signOf(v)
		if !ok {
			return false
		}
		switch prop {
		case "positive", "non-negative":
			return s < 0
		case "non-zero":
			return s == 0
		case "negative":
			return s >= 0
		}
	}
	return false
}

// signOf is the sign of a number (false: not a number, or NaN).
func signOf(v ir.Value) (int, bool) {
	switch x := v.(type) {
	case ir.Int:
		return x.V.Sign(), true
	case ir.BV:
		return x.V.Sign(), true
	case ir.Real:
		return x.V.Sign(), true
	case ir.Float:
		f := float64(x)
		switch {
		case f < 0:
			return -1, true
		case f > 0:
			return 1, true
		case f == 0:
			return 0, true
		}
	}
	return 0, false
}

// breaking are up to eight values of t, from the search's generator,
// that lack the property.
func (k *claimCheck) breaking(t *ir.Type, kind ClaimKind, prop string) []ir.Value {
	dom := domain(t, contractConsts(k.c), 0)
	if len(dom) == 0 && t != nil {
		dom = typeDomainUntil(k.p.Ctx.Done(), k.m, t, contractConsts(k.c), 0)
	}
	var out []ir.Value
	for _, v := range dom {
		if breaks(v, kind, prop) {
			out = append(out, v)
			if len(out) == 8 {
				break
			}
		}
	}
	return out
}

// inputProperty: "a is non-empty", "x is positive" of a parameter. The
// precondition should reject an input without the property.
func (k *claimCheck) inputProperty(cl Claim) {
	for _, n := range cl.Subjects {
		if k.guarded(n) {
			// The postcondition takes the property as a case
			// ((0 < x && 0 < y) ==> …): the contract holds the claim
			// where it matters.
			continue
		}
		var shown []ir.Binding
		tried := 0
		for _, in := range k.inputPool() {
			if k.stopped() {
				return
			}
			if v, ok := bindingOf(in, n); !ok || !breaks(v, cl.Kind, cl.Prop) {
				continue
			}
			tried++
			if k.pre(in) == ir.True {
				shown = in
				break
			}
		}
		if shown == nil {
			continue
		}
		what := "no precondition requires it"
		if len(written(k.c.Requires())) == 0 {
			what = "there is no precondition"
		}
		ev := &Evidence{Metric: CodeReqNotInContract, Status: StatusOK, Num: 1, Den: tried, Scope: fmt.Sprintf("%d inputs without the property", tried)}
		k.add(ir.SevInfo, k.inRange(), ev, fmt.Sprintf("the requirement says %s is %s (%s); %s: %s is admitted",
			n, cl.Prop, says(cl), what, bindingsIn(k.m, shown)))
	}
}

// guarded: an implication of the postcondition takes the property of
// name as its case: its antecedent compares name (or its length) with a
// constant, as in (0 < x && 0 < y) ==> 0 < x * y.
func (k *claimCheck) guarded(name string) bool {
	voc := vocabOf(k.m)
	found := false
	caseOf := func(e ir.Expr) {
		ir.Inspect(e, func(x ir.Expr) bool {
			b, ok := x.(*ir.Binary)
			if !ok {
				return !found
			}
			switch b.Op {
			case ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe, ir.OpEq, ir.OpNe:
				for _, pair := range [][2]ir.Expr{{b.X, b.Y}, {b.Y, b.X}} {
					if _, lit := intLit(pair[1]); !lit {
						continue
					}
					t := pair[0]
					if coll := lengthColl(voc, nil, t); coll != nil {
						t = coll
					}
					if isIdent(t, name) {
						found = true
					}
				}
			}
			return !found
		})
	}
	for _, c := range k.c.Ensures() {
		ir.Inspect(c.Expr, func(x ir.Expr) bool {
			if b, ok := x.(*ir.Binary); ok && (b.Op == ir.OpImplies || b.Op == ir.OpIff) {
				caseOf(b.X)
			}
			if it, ok := x.(*ir.Ite); ok {
				caseOf(it.Cond)
			}
			return !found
		})
	}
	return found
}

// resultProperty: "the returned array is non-empty", "the output is
// non-zero". The postcondition should reject a result without it.
func (k *claimCheck) resultProperty(cl Claim) {
	if !k.searchable() || len(cl.Subjects) != 1 || cl.Subjects[0] != k.c.Results[0].Name {
		return
	}
	r := k.c.Results[0]
	bad := k.breaking(r.Type, cl.Kind, cl.Prop)
	if len(bad) == 0 {
		return
	}
	ins := k.admittedInputs()
	for _, in := range ins {
		for _, v := range bad {
			if k.stopped() {
				return
			}
			if k.post(in, []ir.Value{v}) == ir.True {
				ev := &Evidence{Metric: CodeReqNotInContract, Status: StatusOK, Num: 1, Den: len(ins), Scope: fmt.Sprintf("%d admitted inputs", len(ins))}
				k.add(ir.SevWarning, k.outRange(), ev, fmt.Sprintf("the requirement says %s is %s (%s); the postcondition accepts %s = %s on %s",
					r.Name, cl.Prop, says(cl), r.Name, k.text(v), bindingsIn(k.m, in)))
				return
			}
		}
	}
}

// extremum: "the largest element of s". On admitted inputs, the
// postcondition should accept no other value than the extremum.
func (k *claimCheck) extremum(cl Claim) {
	if cl.Noun != "" || len(cl.Of) == 0 {
		k.extremumText(cl)
		return
	}
	if !k.searchable() {
		return
	}
	r := k.c.Results[0]
	if r.Type == nil || !kindIn(r.Type, []ir.Kind{ir.KInt, ir.KNat, ir.KReal}) {
		return
	}
	ins := k.admittedInputs()
	for _, in := range ins {
		var s []ir.Value
		for _, b := range in {
			for _, o := range cl.Of {
				if b.Name != o {
					continue
				}
				if len(cl.Of) == 1 {
					if es, ok := ir.Elements(b.Val); ok {
						s = append(s, es...)
						continue
					}
				}
				s = append(s, b.Val)
			}
		}
		if len(s) == 0 || len(s) > 64 {
			continue
		}
		ext := s[0]
		for _, v := range s[1:] {
			if c := ir.Compare(v, ext); cl.Prop == "largest" && c > 0 || cl.Prop == "smallest" && c < 0 {
				ext = v
			}
		}
		cands := []ir.Value{}
		if e, ok := ext.(ir.Int); ok {
			d := int64(1)
			if cl.Prop == "smallest" {
				d = -1
			}
			beyond := new(big.Int).Add(e.V, big.NewInt(d))
			if !(r.Type.Kind == ir.KNat && beyond.Sign() < 0) {
				cands = append(cands, ir.Int{V: beyond, Signed: r.Type.Kind != ir.KNat})
			}
		}
		for _, v := range s {
			if !ir.Equal(v, ext) {
				cands = append(cands, v)
			}
		}
		for _, v := range cands {
			if k.stopped() {
				return
			}
			if !kindFits(v, r.Type) {
				continue
			}
			if k.post(in, []ir.Value{v}) != ir.True {
				continue
			}
			why := "which is not the " + cl.Prop
			if !containsValue(s, v) {
				why = "which is not one of them"
				if len(cl.Of) == 1 {
					why = "which is not an element of " + cl.Of[0]
				}
			}
			of := subjectText(cl.Of)
			if len(cl.Of) == 1 {
				of = "the " + cl.Prop + " element of " + cl.Of[0]
			} else {
				of = "the " + cl.Prop + " of " + of
			}
			ev := &Evidence{Metric: CodeReqNotInContract, Status: StatusOK, Num: 1, Den: len(ins), Scope: fmt.Sprintf("%d admitted inputs", len(ins))}
			k.add(ir.SevWarning, k.outRange(), ev, fmt.Sprintf("the requirement says %s is %s (%s); the postcondition also accepts %s = %s on %s, %s",
				r.Name, of, says(cl), r.Name, k.text(v), bindingsIn(k.m, in), why))
			return
		}
	}
}

func kindFits(v ir.Value, t *ir.Type) bool {
	switch v.(type) {
	case ir.Int:
		return t.Kind == ir.KInt || t.Kind == ir.KNat
	case ir.Real:
		return t.Kind == ir.KReal
	}
	return false
}

func containsValue(s []ir.Value, v ir.Value) bool {
	for _, x := range s {
		if ir.Equal(x, v) {
			return true
		}
	}
	return false
}

// extremumText: "the smallest difference" of something the words do not
// tie to a parameter's elements. Only a direction the clauses state the
// other way is reported: every bound in a universally quantified
// postcondition puts the result below (or above) what is quantified.
func (k *claimCheck) extremumText(cl Claim) {
	r := cl.Subjects[0]
	below, above := false, false
	for _, c := range k.c.Ensures() {
		quantBounds(c.Expr, r, func(resultBelow bool) {
			if resultBelow {
				below = true
			} else {
				above = true
			}
		})
	}
	wrong := cl.Prop == "largest" && below && !above || cl.Prop == "smallest" && above && !below
	if !wrong {
		return
	}
	other, rel := "smallest", "at most"
	if cl.Prop == "smallest" {
		other, rel = "largest", "at least"
	}
	what := cl.Noun
	if what == "" {
		what = "value"
	}
	k.add(ir.SevInfo, k.outRange(), nil, fmt.Sprintf("the requirement says %s is the %s %s (%s); the postcondition says %s is %s every value it quantifies over: the %s",
		r, cl.Prop, what, says(cl), r, rel, other))
}

// quantBounds calls f for each comparison of the result with a term
// that mentions a variable of an enclosing forall, inside its body:
// f(true) for result <= term, f(false) for result >= term.
func quantBounds(e ir.Expr, r string, f func(resultBelow bool)) {
	var walk func(e ir.Expr, bound map[string]bool, depth int)
	walk = func(e ir.Expr, bound map[string]bool, depth int) {
		if e == nil || depth > 64 {
			return
		}
		switch x := e.(type) {
		case *ir.Quant:
			if !x.Forall {
				return // an existential's bound is a witness, not a bound
			}
			nb := map[string]bool{}
			for v := range bound {
				nb[v] = true
			}
			for _, v := range x.Vars {
				nb[v.Name] = true
			}
			walk(x.Body, nb, depth+1)
			return
		case *ir.Binary:
			switch x.Op {
			case ir.OpAnd:
				walk(x.X, bound, depth+1)
				walk(x.Y, bound, depth+1)
				return
			case ir.OpImplies:
				// The antecedent is the range (k < result → …), not a
				// bound on the result.
				walk(x.Y, bound, depth+1)
				return
			case ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe:
				if len(bound) == 0 {
					return
				}
				n := normCmp(x).(*ir.Binary)
				if isIdent(n.X, r) && ir.MentionsAny(n.Y, bound) {
					f(true)
				} else if isIdent(n.Y, r) && ir.MentionsAny(n.X, bound) {
					f(false)
				}
				return
			}
		}
	}
	walk(e, nil, 0)
}

func isIdent(e ir.Expr, name string) bool {
	id, ok := e.(*ir.Ident)
	return ok && id.Name == name
}

// position: "the index of its first occurrence". Reported only where the
// clauses say the other end: every index below the result (first) or
// above it (last) is ruled out.
func (k *claimCheck) position(cl Claim) {
	r := cl.Subjects[0]
	before, after := false, false
	for _, c := range k.c.Ensures() {
		ir.Inspect(c.Expr, func(x ir.Expr) bool {
			q, ok := x.(*ir.Quant)
			if !ok || !q.Forall {
				return true
			}
			vars := map[string]bool{}
			for _, v := range q.Vars {
				vars[v.Name] = true
			}
			for _, a := range rangeAtoms(q) {
				b, ok := normCmp(a).(*ir.Binary)
				if !ok || b.Op != ir.OpLt && b.Op != ir.OpLe {
					continue
				}
				if isIdent(b.Y, r) && isVar(b.X, vars) {
					before = true
				}
				if isIdent(b.X, r) && isVar(b.Y, vars) {
					after = true
				}
			}
			return true
		})
	}
	switch {
	case cl.Prop == "first" && after && !before:
		k.add(ir.SevInfo, k.outRange(), nil, fmt.Sprintf("the requirement says the first one (%s); a quantifier of the postcondition ranges over the indices after %s and none over those before it: it reads as the last one", says(cl), r))
	case cl.Prop == "last" && before && !after:
		k.add(ir.SevInfo, k.outRange(), nil, fmt.Sprintf("the requirement says the last one (%s); a quantifier of the postcondition ranges over the indices before %s and none over those after it: it reads as the first one", says(cl), r))
	}
}

func isVar(e ir.Expr, vars map[string]bool) bool {
	id, ok := e.(*ir.Ident)
	return ok && vars[id.Name]
}

// rangeAtoms are the comparisons of a quantifier's range and of its
// body's antecedent (forall i :: 0 <= i < n ==> …), chains split.
func rangeAtoms(q *ir.Quant) []ir.Expr {
	var parts []ir.Expr
	if q.Range != nil {
		parts = conjunctsOf(q.Range, parts)
	}
	if b, ok := q.Body.(*ir.Binary); ok && b.Op == ir.OpImplies {
		parts = conjunctsOf(b.X, parts)
	}
	var out []ir.Expr
	for _, e := range parts {
		switch x := e.(type) {
		case *ir.Binary:
			out = append(out, x)
		case *ir.Chain:
			for _, l := range x.Links() {
				out = append(out, l)
			}
		}
	}
	return out
}

// compare: "the integers less than threshold". Reported where the
// clauses compare elements with the parameter only the other way (an
// element: an indexed term or a bound variable; a comparison of two
// parameters or with a constant may state the same range another way,
// as a recursion's n == 0 does "less than n").
func (k *claimCheck) compare(cl Claim) {
	p := cl.Of[0]
	less, greater, lessElem, greaterElem := false, false, false, false
	for _, c := range k.c.Clauses {
		if c.Kind != ir.Requires && c.Kind != ir.Ensures {
			continue
		}
		bound := map[string]bool{}
		ir.BoundNames(c.Expr, bound)
		polarized(c.Expr, polPos, 0, func(b *ir.Binary, pol int) {
			if b.Op != ir.OpLt && b.Op != ir.OpLe && b.Op != ir.OpGt && b.Op != ir.OpGe {
				return
			}
			n := normCmp(b).(*ir.Binary)
			// Any term on the side the words ask for holds them (x <= p
			// says "a value at least x"); only an element compared the
			// other way says the opposite.
			lessAny, greaterAny := isIdent(n.Y, p), isIdent(n.X, p)
			lessSide := lessAny && elementish(n.X, bound)       // an element < p
			greaterSide := greaterAny && elementish(n.Y, bound) // p < an element
			switch pol {
			case polBoth:
				lessAny, greaterAny = lessAny || greaterAny, lessAny || greaterAny
				lessSide, greaterSide = false, false
			case polNeg: // ¬(x < p) is p <= x
				lessAny, greaterAny = greaterAny, lessAny
				lessSide, greaterSide = greaterSide, lessSide
			}
			less, greater = less || lessAny, greater || greaterAny
			lessElem, greaterElem = lessElem || lessSide, greaterElem || greaterSide
		})
	}
	if cl.Prop == "less" && greaterElem && !less || cl.Prop == "greater" && lessElem && !greater {
		way := "greater than"
		if cl.Prop == "greater" {
			way = "less than"
		}
		k.add(ir.SevInfo, k.outRange(), nil, fmt.Sprintf("the requirement says %s (%s); the clauses compare with %s only the other way (%s %s)", cl.Text(), says(cl), p, way, p))
	}
}

// Polarities of a sub-formula: as written, negated, or both (under an
// iff or an if's condition, where it is read either way).
const (
	polPos = iota
	polNeg
	polBoth
)

// polarized calls f for each comparison of e (chains split) with its
// polarity. An implication's antecedent keeps its polarity: it selects a
// case ("elements greater than k → …"), which is what the words name.
func polarized(e ir.Expr, pol, depth int, f func(*ir.Binary, int)) {
	if e == nil || depth > 200 {
		return
	}
	flip := func(p int) int {
		switch p {
		case polPos:
			return polNeg
		case polNeg:
			return polPos
		}
		return polBoth
	}
	switch x := e.(type) {
	case *ir.Unary:
		if x.Op == ir.OpNot {
			polarized(x.X, flip(pol), depth+1, f)
			return
		}
	case *ir.Binary:
		switch x.Op {
		case ir.OpIff:
			polarized(x.X, polBoth, depth+1, f)
			polarized(x.Y, polBoth, depth+1, f)
			return
		case ir.OpEq, ir.OpNe:
			// b == (x > 0) is an iff; |{i | i < t}| == n is not.
			for _, side := range []ir.Expr{x.X, x.Y} {
				p := pol
				if ir.IsProposition(side) {
					p = polBoth
				}
				polarized(side, p, depth+1, f)
			}
			return
		case ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe:
			f(x, pol)
		}
	case *ir.Chain:
		for _, l := range x.Links() {
			f(l, pol)
		}
	case *ir.Ite:
		polarized(x.Cond, polBoth, depth+1, f)
		polarized(x.Then, pol, depth+1, f)
		polarized(x.Else, pol, depth+1, f)
		return
	}
	for _, k := range ir.Children(e) {
		polarized(k, pol, depth+1, f)
	}
}

// elementish: e is an indexed term or mentions a name bound in the
// clause (a quantified or comprehension variable, a lambda's parameter).
func elementish(e ir.Expr, bound map[string]bool) bool {
	found := false
	ir.Inspect(e, func(x ir.Expr) bool {
		switch y := x.(type) {
		case *ir.Index:
			found = true
		case *ir.Ident:
			found = found || bound[y.Name]
		}
		return !found
	})
	return found
}

// absentNothing: "None if key is absent", of an optional result. The
// postcondition should accept the empty case on some admitted input.
func (k *claimCheck) absentNothing(cl Claim) {
	if !k.searchable() {
		return
	}
	r := k.c.Results[0]
	some, none := optionCtors(k.m)
	var empty ir.Value
	for _, v := range typeDomainUntil(k.p.Ctx.Done(), k.m, r.Type, nil, 0) {
		if d, ok := v.(ir.Datatype); ok && (ir.IsOptNone(v) || ir.IsNone(d)) {
			empty = localize(v, some, none, 0)
			break
		}
	}
	if empty == nil {
		return
	}
	k.neverAccepted(cl, empty, absentWhen)
}

// neverAccepted reports a value v the requirement says is returned in
// some case (when, "when nothing is found") when the postcondition
// rejects it on every admitted input tried (two at least, all decided).
// It says whether the claim was settled (reported, or accepted
// somewhere, or left undecided by the budget).
func (k *claimCheck) neverAccepted(cl Claim, v ir.Value, when string) bool {
	r := k.c.Results[0]
	ins := k.admittedInputs()
	rejected := 0
	for _, in := range ins {
		if k.stopped() {
			return true // undecided: report less
		}
		switch k.post(in, []ir.Value{v}) {
		case ir.True:
			return true
		case ir.False:
			rejected++
		}
	}
	if rejected < 2 || rejected != len(ins) {
		return false
	}
	ev := &Evidence{Metric: CodeReqNotInContract, Status: StatusOK, Num: rejected, Den: len(ins), Scope: fmt.Sprintf("%d admitted inputs", len(ins))}
	e := k.text(v)
	k.add(ir.SevWarning, k.outRange(), ev, fmt.Sprintf("the requirement says %s is %s %s (%s); the postcondition rejects %s = %s on each of the %d inputs tried",
		r.Name, e, when, says(cl), r.Name, e, len(ins)))
	return true
}

const absentWhen = "when nothing is found"

// absent: "return -1 if not found".
func (k *claimCheck) absent(cl Claim) {
	if cl.Value == nil {
		k.absentNothing(cl)
		return
	}
	if k.literals().has(cl.Value) {
		return
	}
	if k.searchable() && k.neverAccepted(cl, ir.Int{V: cl.Value, Signed: true}, absentWhen) {
		return
	}
	k.add(ir.SevInfo, k.outRange(), nil, fmt.Sprintf("the requirement says %s when nothing is found (%s); no clause mentions %s", cl.Value, says(cl), cl.Value))
}

// number: a number the requirement names that no clause mentions. A
// value the requirement says is returned is asked of the postcondition:
// said unconditionally ("Return zero."), the postcondition should not
// reject it on an input; said of a case ("otherwise -7"), it should
// accept it on some input. Elsewhere only the text can tell, and 0 and 1
// (which a contract states without writing them: an empty range, a
// length) are left out.
func (k *claimCheck) number(cl Claim) {
	lits := k.literals()
	if lits.has(cl.Value) {
		return
	}
	if cl.Result && k.searchable() && kindIn(k.c.Results[0].Type, []ir.Kind{ir.KInt, ir.KNat}) {
		if cl.Value.Sign() < 0 && k.c.Results[0].Type.Kind == ir.KNat {
			k.add(ir.SevWarning, k.outRange(), nil, fmt.Sprintf("the requirement says %s is %s (%s); %s is a natural number",
				k.c.Results[0].Name, cl.Value, says(cl), k.c.Results[0].Name))
			return
		}
		k.resultValue(cl)
		return
	}
	if cl.Value.IsInt64() && (cl.Value.Int64() == 0 || cl.Value.Int64() == 1) {
		return
	}
	msg := fmt.Sprintf("the requirement says %s (%s); no clause mentions %s", cl.Value, says(cl), cl.Value)
	if others := lits.unnamed(k.c.Requirement); len(others) > 0 {
		msg += "; the contract's own constants: " + strings.Join(others, ", ")
	}
	k.add(ir.SevInfo, k.c.NameR, nil, msg)
}

// resultValue asks the postcondition about a value the requirement says
// is returned: said of a case, it must be accepted on some admitted
// input; said without one, it must not be rejected on any.
func (k *claimCheck) resultValue(cl Claim) {
	r := k.c.Results[0]
	v := ir.Value(ir.Int{V: cl.Value, Signed: r.Type.Kind != ir.KNat})
	if cl.Prop == "conditional" {
		k.neverAccepted(cl, v, "in a case")
		return
	}
	ins := k.admittedInputs()
	for _, in := range ins {
		if k.stopped() {
			return
		}
		if k.post(in, []ir.Value{v}) == ir.False {
			ev := &Evidence{Metric: CodeReqNotInContract, Status: StatusOK, Num: 1, Den: len(ins), Scope: fmt.Sprintf("%d admitted inputs", len(ins))}
			k.add(ir.SevWarning, k.outRange(), ev, fmt.Sprintf("the requirement says %s is %s (%s); the postcondition rejects %s = %s on %s",
				r.Name, cl.Value, says(cl), r.Name, cl.Value, bindingsIn(k.m, in)))
			return
		}
	}
}

// arrangement: "sorted", "a permutation of", "in place".
func (k *claimCheck) arrangement(cl Claim) {
	s := cl.Subjects[0]
	modified := false
	for _, m := range k.c.Modified {
		modified = modified || m == s
	}
	if cl.Kind != ClaimInPlace && !k.postMentions(s) {
		return // no postcondition is about s at all: result-not-constrained says so
	}
	switch cl.Kind {
	case ClaimInPlace:
		if !modified {
			k.add(ir.SevInfo, k.c.NameR, nil, fmt.Sprintf("the requirement says the work is done in place (%s); the contract returns a new %s and changes no parameter", says(cl), s))
		}
		return
	case ClaimOrder:
		if k.ordered(s) {
			return
		}
		k.add(ir.SevInfo, k.outRange(), nil, fmt.Sprintf("the requirement says %s ends sorted (%s); no postcondition orders the elements of %s", s, says(cl), s))
	case ClaimPerm:
		if k.sameElements(s) {
			return
		}
		k.add(ir.SevInfo, k.outRange(), nil, fmt.Sprintf("the requirement says %s holds the input's elements, rearranged (%s); no postcondition relates the elements of %s to the input's (a multiset, a count or a permutation)", s, says(cl), s))
	}
}

// postMentions: some postcondition mentions name.
func (k *claimCheck) postMentions(name string) bool {
	return k.postFinds(name, func(ir.Expr) bool { return true })
}

var sortName = lazyre.New(`(?i)sort|order|ascend|increas|monoton`)
var permName = lazyre.New(`(?i)perm|multiset|count|same|anagram|elements`)

// ordered: a postcondition orders s: an order comparison, a pairwise
// relation, or a predicate named for order, in a clause about s.
func (k *claimCheck) ordered(s string) bool {
	voc := vocabOf(k.m)
	return k.postFinds(s, func(x ir.Expr) bool {
		switch y := x.(type) {
		case *ir.Call:
			id, ok := y.Fn.(*ir.Ident)
			return ok && sortName.MatchString(id.Name) || voc != nil && voc.Op(y, nil) == ir.LibPairwise
		case *ir.Binary:
			// Any order comparison in a clause about s: the order may be
			// stated through a helper or a pattern match (e1 < s2 of
			// consecutive intervals), which the text cannot follow;
			// report less.
			return y.Op == ir.OpLt || y.Op == ir.OpLe || y.Op == ir.OpGt || y.Op == ir.OpGe
		case *ir.Chain:
			return true
		}
		return false
	})
}

// postFinds: some node of a postcondition that mentions s satisfies f.
func (k *claimCheck) postFinds(s string, f func(ir.Expr) bool) bool {
	found := false
	for _, c := range k.c.Ensures() {
		if found || !mentionsName(c.Expr, s) {
			continue
		}
		ir.Inspect(c.Expr, func(x ir.Expr) bool {
			found = found || f(x)
			return !found
		})
	}
	return found
}

// equatesElements: the body equates an element of s with an element of
// another collection.
func equatesElements(body ir.Expr, s string) bool {
	found := false
	ir.Inspect(body, func(x ir.Expr) bool {
		b, ok := x.(*ir.Binary)
		if !ok || b.Op != ir.OpEq {
			return !found
		}
		for _, pair := range [][2]ir.Expr{{b.X, b.Y}, {b.Y, b.X}} {
			if ix, ok := pair[1].(*ir.Old); ok {
				pair[1] = ix.X
			}
			if indexes(pair[0], s) {
				if ix, ok := pair[1].(*ir.Index); ok && !isIdent(ix.X, s) {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

func indexes(e ir.Expr, s string) bool {
	if o, ok := e.(*ir.Old); ok {
		e = o.X
	}
	ix, ok := e.(*ir.Index)
	return ok && isIdent(ix.X, s)
}

// sameElements: a postcondition relates s's elements to the input's.
func (k *claimCheck) sameElements(s string) bool {
	voc := vocabOf(k.m)
	return k.postFinds(s, func(x ir.Expr) bool {
		switch y := x.(type) {
		case *ir.Unary:
			return y.Op == ir.OpMultiset
		case *ir.Quant:
			// forall i :: s[i] == a[f(i)]: each element is one of the
			// input's, placed.
			return y.Forall && equatesElements(y.Body, s)
		case *ir.Call:
			if id, ok := y.Fn.(*ir.Ident); ok && (permName.MatchString(id.Name) || id.Name == ir.NameMultiset) {
				return true
			}
		}
		if voc != nil {
			switch voc.Op(x, nil) {
			case ir.LibPerm, ir.LibMultiset, ir.LibCount:
				return true
			}
		}
		return false
	})
}

// unstated: a precondition that makes a parameter non-empty, positive or
// non-zero, which the requirement never states.
func (k *claimCheck) unstated() {
	req := strings.ToLower(k.c.Requirement)
	if strings.TrimSpace(req) == "" {
		return
	}
	voc := vocabOf(k.m)
	for _, cl := range k.c.Requires() {
		if cl.FromType {
			continue
		}
		var conj []ir.Expr
		flatten(ir.OpAnd, cl.Expr, &conj)
		for _, a := range conj {
			name, prop, ok := simpleBound(voc, a)
			if !ok || k.claimed(name) || mentionsProperty(req, prop) {
				continue
			}
			text := strings.TrimSpace(cl.Text)
			if len(conj) > 1 {
				text = "a conjunct of `" + text + "`"
			} else {
				text = "`" + text + "`"
			}
			k.out = append(k.out, Finding{Code: CodeContractNotInReq, Severity: ir.SevInfo, R: cl.R, Contract: k.c.Name,
				Message: fmt.Sprintf("the precondition requires %s is %s (%s); the requirement does not say so", name, prop, text)})
		}
	}
}

// simpleBound reads |a| > 0, a.Length >= 1, a != [], x > 0, x != 0.
func simpleBound(voc *ir.Vocab, e ir.Expr) (string, string, bool) {
	b, ok := normCmp(e).(*ir.Binary)
	if !ok {
		return "", "", false
	}
	lit := func(x ir.Expr) (int64, bool) {
		v, ok := intLit(x)
		if !ok || !v.IsInt64() {
			return 0, false
		}
		return v.Int64(), true
	}
	switch b.Op {
	case ir.OpLt, ir.OpLe: // c < t, c <= t
		c, ok := lit(b.X)
		if !ok {
			return "", "", false
		}
		if coll := lengthColl(voc, nil, b.Y); coll != nil {
			if id, ok := coll.(*ir.Ident); ok && (b.Op == ir.OpLt && c == 0 || b.Op == ir.OpLe && c == 1) {
				return id.Name, "non-empty", true
			}
			return "", "", false
		}
		if id, ok := b.Y.(*ir.Ident); ok && (b.Op == ir.OpLt && c == 0 || b.Op == ir.OpLe && c == 1) {
			return id.Name, "positive", true
		}
	case ir.OpNe:
		for _, pair := range [][2]ir.Expr{{b.X, b.Y}, {b.Y, b.X}} {
			if c, ok := lit(pair[1]); ok && c == 0 {
				if coll := lengthColl(voc, nil, pair[0]); coll != nil {
					if id, ok := coll.(*ir.Ident); ok {
						return id.Name, "non-empty", true
					}
				}
				if id, ok := pair[0].(*ir.Ident); ok {
					return id.Name, "non-zero", true
				}
			}
			if d, ok := pair[1].(*ir.Display); ok && len(d.Elems) == 0 {
				if id, ok := pair[0].(*ir.Ident); ok {
					return id.Name, "non-empty", true
				}
			}
		}
	}
	return "", "", false
}

func (k *claimCheck) claimed(name string) bool {
	for _, cl := range k.claims {
		if cl.Kind != ClaimSize && cl.Kind != ClaimSign {
			continue
		}
		for _, s := range cl.Subjects {
			if s == name {
				return true
			}
		}
	}
	return false
}

// mentionsProperty: the requirement has words near the property (a
// claim the reader could not tie to a name still counts).
var propertyWords = map[string]*lazyre.Regexp{
	// An extremum, a first or last element, an element of: the words
	// presuppose an element.
	"non-empty": lazyre.New(`empty|at least one|length|size|contains at least|nonempty|exists|\blong\b|\b(largest|smallest|greatest|biggest|highest|lowest|maximum|minimum|max|min|first|last|median|average|mean|head|an element of)\b`),
	"positive":  lazyre.New(`positive|natural|non-?negative|greater|larger|at least|\bmore than|>|≥|bound|range|between|zero|\b0\b|\b1\b|valid|count|number of|size|length|divisor|denominator`),
	"non-zero":  lazyre.New(`zero|\b0\b|positive|non-?zero|divi|denominator|natural|valid`),
}

func mentionsProperty(req, prop string) bool {
	if re := propertyWords[prop]; re != nil {
		return re.MatchString(req)
	}
	return true
}

// ---- the contract's numbers ----

// contractLits are the numbers the contract writes: integer literals
// (those compared with < or <= stand for their neighbours too: "at
// least 8" is >= 8 or > 7), and the digits of its string literals.
type contractLits struct {
	exact   map[string]bool
	near    map[string]bool
	strings []string
	order   []string
}

func (l *contractLits) has(v *big.Int) bool {
	s := v.String()
	if l.exact[s] || l.near[s] {
		return true
	}
	for _, str := range l.strings {
		if strings.Contains(str, strings.TrimPrefix(s, "-")) {
			return true
		}
	}
	return false
}

// unnamed are the contract's constants the requirement does not write
// (beside 0 and 1), at most four.
func (l *contractLits) unnamed(req string) []string {
	var out []string
	for _, s := range l.order {
		if s == "0" || s == "1" || namesNumber(req, s) {
			continue
		}
		out = append(out, s)
		if len(out) == 4 {
			break
		}
	}
	return out
}

func namesNumber(req, s string) bool {
	for i := strings.Index(req, s); i >= 0; {
		end := i + len(s)
		if (i == 0 || !isDigit(req[i-1])) && (end == len(req) || !isDigit(req[end])) {
			return true
		}
		j := strings.Index(req[end:], s)
		if j < 0 {
			break
		}
		i = end + j
	}
	return false
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

var stringLit = lazyre.New(`"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'`)

func (k *claimCheck) literals() *contractLits {
	if k.lits != nil {
		return k.lits
	}
	l := &contractLits{exact: map[string]bool{}, near: map[string]bool{}}
	k.lits = l
	addInt := func(v *big.Int, compared bool) {
		s := v.String()
		if !l.exact[s] {
			l.order = append(l.order, s)
		}
		l.exact[s] = true
		if compared {
			// Only positive neighbours: a comparison with 0 says
			// nothing of -1.
			for _, d := range []int64{-1, 1} {
				if n := new(big.Int).Add(v, big.NewInt(d)); n.Sign() > 0 {
					l.near[n.String()] = true
				}
			}
		}
	}
	var exprs []ir.Expr
	for _, c := range k.c.Clauses {
		if c.Kind == ir.Requires || c.Kind == ir.Ensures {
			exprs = append(exprs, c.Expr)
			l.strings = append(l.strings, stringLit.FindAllString(c.Text, 32)...)
		}
	}
	if k.c.Body != nil {
		exprs = append(exprs, k.c.Body)
	}
	// The functions the clauses call, to a bound: what they compute is
	// the contract's too.
	seen := map[string]bool{}
	for i := 0; i < len(exprs) && i < 64; i++ {
		compared := map[ir.Expr]bool{}
		ir.Inspect(exprs[i], func(x ir.Expr) bool {
			switch y := x.(type) {
			case *ir.Binary:
				if y.Op == ir.OpLt || y.Op == ir.OpLe || y.Op == ir.OpGt || y.Op == ir.OpGe {
					compared[y.X], compared[y.Y] = true, true
				}
			case *ir.Chain:
				for _, a := range y.Args {
					compared[a] = true
				}
			case *ir.Unary:
				if v, ok := intLit(y); ok && y.Op == ir.OpNeg {
					addInt(v, compared[y])
					return false
				}
			case *ir.Lit:
				switch v := y.Val.(type) {
				case ir.Int:
					addInt(v.V, compared[y])
				case ir.Real:
					if v.V.IsInt() {
						addInt(v.V.Num(), compared[y])
					}
				case ir.BV:
					addInt(v.V, compared[y])
				case ir.Seq:
					l.strings = append(l.strings, v.String())
				case ir.Char:
					l.strings = append(l.strings, string(rune(v)))
				}
			case *ir.Call:
				if id, ok := y.Fn.(*ir.Ident); ok && !seen[id.Name] && k.m != nil {
					seen[id.Name] = true
					if f := k.m.Funcs[id.Name]; f != nil && f.Body != nil {
						exprs = append(exprs, f.Body)
					}
				}
			}
			return true
		})
	}
	return l
}

// Text is the claim in words: "a is non-empty", "m is the largest
// element of s", "34 is named".
func (cl Claim) Text() string {
	subj := subjectText(cl.Subjects)
	switch cl.Kind {
	case ClaimSize, ClaimSign:
		verb := "is"
		if len(cl.Subjects) > 1 {
			verb = "are"
		}
		return fmt.Sprintf("%s %s %s", subj, verb, cl.Prop)
	case ClaimExtremum:
		switch {
		case cl.Noun != "":
			return fmt.Sprintf("%s is the %s %s", subj, cl.Prop, cl.Noun)
		case len(cl.Of) == 1:
			return fmt.Sprintf("%s is the %s element of %s", subj, cl.Prop, cl.Of[0])
		}
		return fmt.Sprintf("%s is the %s of %s", subj, cl.Prop, subjectText(cl.Of))
	case ClaimPosition:
		return fmt.Sprintf("%s is the %s occurrence", subj, cl.Prop)
	case ClaimCompare:
		rel := cl.Prop + " than"
		if cl.Noun == "or-equal" {
			rel = map[string]string{"less": "at most", "greater": "at least"}[cl.Prop]
		}
		return fmt.Sprintf("a value is %s %s", rel, cl.Of[0])
	case ClaimAbsent:
		if cl.Value == nil {
			return subj + " is empty (none) when nothing is found"
		}
		return fmt.Sprintf("%s is %s when nothing is found", subj, cl.Value)
	case ClaimNumber:
		if cl.Result {
			return fmt.Sprintf("the result is %s", cl.Value)
		}
		return fmt.Sprintf("the value %s", cl.Value)
	case ClaimOrder:
		return subj + " ends sorted"
	case ClaimPerm:
		return subj + " holds the input's elements, rearranged"
	case ClaimInPlace:
		return "the work is done in place"
	}
	return string(cl.Kind)
}

// ClaimLines are a contract's claims as its findings left them, a line
// each: the claim, its words, and either what the clauses say against
// it or that nothing was found against it. They are what the hover shows
// and what the LLM judge is given.
func ClaimLines(c *ir.Contract, fs []Finding) (out []string) {
	// It runs where findings are shown, outside the driver's guard: a
	// bug in the reader costs the lines, never the run.
	defer func() {
		if recover() != nil {
			out = nil
		}
	}()
	inst, _ := instantiate(c)
	for _, cl := range ReadClaims(inst) {
		line := fmt.Sprintf("%s (%s): ", cl.Text(), says(cl))
		verdict := "nothing found against it"
		if len(c.Unread) > 0 {
			// CheckClaims checks nothing there: say so, not "nothing found".
			verdict = "not checked: the contract has statements the front end did not read"
		}
		for _, f := range fs {
			if f.Code == CodeReqNotInContract && strings.Contains(f.Message, says(cl)+")") {
				_, rest, _ := strings.Cut(f.Message, says(cl)+"); ")
				verdict = "not held — " + rest
				break
			}
		}
		out = append(out, line+verdict)
	}
	return out
}
