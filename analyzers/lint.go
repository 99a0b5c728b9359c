package analyzers

import (
	"fmt"
	"github.com/specfaith/specfaith/internal/lazyre"
	"math/big"
	"regexp"
	"slices"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// Static lints: what a contract says on its face, read on the resolved
// IR without running anything (after leanscreen's check_fast and the
// Certora Prover's rule sanity). Each says only what its text proves.

// Lint codes.
const (
	CodeUnusedInput       = "unused-input"
	CodeResultFree        = "result-not-constrained"
	CodeConstantClause    = "constant-clause"
	CodePinnedExists      = "pinned-existential"
	CodeRedundantRequires = "redundant-requires"
	CodeSubsumedEnsures   = "subsumed-ensures"
	CodeTruncating        = "truncating-arithmetic"
)

// maxLintNodes bounds the nodes a lint walks in one contract.
const maxLintNodes = 1 << 15

// Lint runs the static lints on one contract.
func Lint(m *ir.Module, c *ir.Contract) []Finding {
	if c == nil || len(c.Clauses) == 0 {
		return nil
	}
	l := &linter{m: m, c: c, res: resolution(m, c)}
	l.mentions()
	l.unusedInputs()
	l.freeResults()
	for i, cl := range c.Clauses {
		if cl.Kind != ir.Requires && cl.Kind != ir.Ensures {
			continue
		}
		l.constants(i)
		l.pinned(i)
		l.truncating(i)
	}
	l.deadGuardLint()
	l.redundant(ir.Requires, CodeRedundantRequires)
	l.redundant(ir.Ensures, CodeSubsumedEnsures)
	return l.out
}

type linter struct {
	m *ir.Module
	c *ir.Contract
	// guardList is guards(), read once (guardsRead).
	guardList  []ir.Expr
	guardsRead bool
	res        *ir.Resolution
	out        []Finding
	// used: the parameters and results some clause names; inEnsures:
	// those an ensures clause names.
	used, inEnsures map[string]bool
	// memoryOnly: every postcondition only grants permissions (Nagini's
	// Acc and predicates made of it) — a memory-safety contract, which
	// says nothing of values by design. rejectsAll: a postcondition is
	// the literal false, which no output meets.
	memoryOnly, rejectsAll bool
	// unreadable: some clause, or a statement about the operation, was
	// not read into the IR; what it mentions is not known.
	unreadable bool
	ord        *orderFacts // the guards' order facts, built on first use
}

func (l *linter) add(code string, sev ir.Severity, r ir.Range, msg string) {
	l.addGuarded(nil, code, sev, r, msg)
}

// addGuarded adds a finding that the precondition guard would answer.
func (l *linter) addGuarded(guard ir.Expr, code string, sev ir.Severity, r ir.Range, msg string) {
	l.out = append(l.out, Finding{Code: code, Severity: sev, R: r, Message: msg, Guard: guard,
		Evidence: &Evidence{Metric: code, Status: StatusOK, Scope: "read from the clauses' text, without inputs"}})
}

// written says e has text of its own in the file (a front end may add
// premises that have none, as the Lean reader does for a theorem's
// arguments).
func (l *linter) written(e ir.Expr) bool {
	r := e.Span()
	return l.m.Source != "" && r.Start.Offset >= 0 && r.Start.Offset < r.End.Offset && r.End.Offset <= len(l.m.Source)
}

// inside says e is written within outer's text (a substituted term
// keeps the range it was written at, elsewhere).
func (l *linter) inside(e, outer ir.Expr) bool {
	r, o := e.Span(), outer.Span()
	return l.written(e) && r.Start.Offset >= o.Start.Offset && r.End.Offset <= o.End.Offset
}

// text is the source of e, or its clause's text.
func (l *linter) text(e ir.Expr, cl ir.Clause) string {
	r := e.Span()
	if src := l.m.Source; src != "" && r.Start.Offset >= 0 && r.End.Offset <= len(src) && r.Start.Offset < r.End.Offset {
		return strings.Join(strings.Fields(src[r.Start.Offset:r.End.Offset]), " ")
	}
	return cl.Text
}

// mentions records which parameters and results the clauses name, as
// the resolve pass binds them (a bound variable of the same name is not
// the parameter).
func (l *linter) mentions() {
	l.used, l.inEnsures = map[string]bool{}, map[string]bool{}
	n := 0
	l.memoryOnly = len(l.c.Ensures()) > 0
	l.unreadable = len(l.c.Unread) > 0
	for _, cl := range l.c.Clauses {
		if cl.Kind != ir.Requires && cl.Kind != ir.Ensures {
			continue // reads, modifies, decreases constrain no value
		}
		if hasUnsupported(cl.Expr) {
			l.unreadable = true
		}
		if cl.Kind == ir.Ensures {
			if isFalseLit(cl.Expr) {
				l.rejectsAll = true
			}
			if permissionOnly(l.m, cl.Expr, 4) {
				// The front end keeps no argument of a permission:
				// what it is about cannot be read from it.
				continue
			}
			l.memoryOnly = false
		}
		ir.Inspect(cl.Expr, func(e ir.Expr) bool {
			n++
			if call, ok := e.(*ir.Call); ok && cl.Kind == ir.Ensures && l.selfCall(call) {
				// A function's unnamed result, written as a call of the
				// function itself (Dafny's f(x)).
				for _, r := range l.c.Results {
					l.used[r.Name], l.inEnsures[r.Name] = true, true
				}
			}
			if id, ok := e.(*ir.Ident); ok {
				if k := l.res.Ref(id); k == ir.RefParam || k == ir.RefResult {
					l.used[id.Name] = true
					if cl.Kind == ir.Ensures {
						l.inEnsures[id.Name] = true
					}
				}
			}
			return n < maxLintNodes
		})
	}
}

// selfCall says call calls the contract's own function (f(…), this.f(…)).
func (l *linter) selfCall(call *ir.Call) bool {
	name := l.c.Name
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		name = name[i+1:]
	}
	switch fn := call.Fn.(type) {
	case *ir.Ident:
		return fn.Name == name || fn.Name == l.c.Name
	case *ir.Member:
		return fn.Name == name
	}
	return false
}

// definedByBody: a function whose body defines its result; its
// postcondition states facts about it, and need not mention everything.
func (l *linter) definedByBody() bool {
	return l.c.Body != nil && (l.c.Decl == ir.DeclFunction || l.c.Decl == ir.DeclPredicate)
}

// receiver reports the parameters that stand for the object a method
// is called on (the language's Vocab says which).
func (l *linter) receiver(name string) bool {
	voc := l.c.Vocab
	if voc == nil && l.m != nil {
		voc = l.m.Vocab
	}
	return voc.IsReceiver(name)
}

// unusedInputs: a parameter no clause names while an output is
// constrained — the output cannot depend on it as far as the contract
// says. A warning when the requirement names the parameter.
func (l *linter) unusedInputs() {
	c := l.c
	if l.definedByBody() || len(c.Ensures()) == 0 || l.memoryOnly || l.rejectsAll || l.unreadable {
		return
	}
	constrained := false
	for _, r := range c.Results {
		constrained = constrained || l.inEnsures[r.Name]
	}
	for _, p := range c.Modified {
		constrained = constrained || l.inEnsures[p]
	}
	if !constrained {
		return
	}
	// The front end keeps no argument of a permission (Acc(ca.value)):
	// an object parameter may be named inside one.
	perm := false
	for _, cl := range c.Clauses {
		perm = perm || (cl.Kind == ir.Requires || cl.Kind == ir.Ensures) && hasPermission(cl.Expr)
	}
	inType := map[string]bool{}
	for _, n := range c.TypeNames {
		inType[n] = true
	}
	var names, named []string
	for _, p := range c.Params {
		if l.used[p.Name] || inType[p.Name] || l.receiver(p.Name) || strings.HasPrefix(p.Name, "_") || p.Type != nil && p.Type.Kind == ir.KUnknown && p.Type.Name == "" {
			continue
		}
		if perm && !scalar(p.Type) {
			continue
		}
		names = append(names, p.Name)
		if namesWord(c.Requirement, p.Name) {
			named = append(named, p.Name)
		}
	}
	if len(names) == 0 {
		return
	}
	// One finding per contract: five unused parameters are one fact.
	sev, why := ir.SevInfo, ""
	if len(named) > 0 {
		sev, why = ir.SevWarning, " (the requirement names it)"
		if len(names) > 1 {
			why = " (the requirement names " + joinNames(named) + ")"
		}
	}
	if len(names) == 1 {
		l.add(CodeUnusedInput, sev, c.NameR,
			fmt.Sprintf("no clause mentions the parameter %s%s: the contract lets the output be the same whatever %s is", names[0], why, names[0]))
		return
	}
	l.add(CodeUnusedInput, sev, c.NameR,
		fmt.Sprintf("no clause mentions the parameters %s%s: the contract lets the output be the same whatever they are", joinNames(names), why))
}

// scalar says a value of type t holds no fields a permission could name.
func scalar(t *ir.Type) bool {
	if t == nil {
		return false
	}
	switch t.Kind {
	case ir.KInt, ir.KNat, ir.KBool, ir.KReal, ir.KChar, ir.KString, ir.KFloat:
		return true
	}
	return false
}

// oneLine is text with its runs of white space made single spaces.
func oneLine(text string) string { return strings.Join(strings.Fields(text), " ") }

// stopWords are parameter names too common in prose to say a
// requirement names the parameter.
var stopWords = map[string]bool{"a": true, "an": true, "as": true, "at": true, "be": true, "by": true, "if": true,
	"in": true, "is": true, "it": true, "no": true, "of": true, "on": true, "or": true, "to": true, "the": true, "and": true}

// namesWord says whether prose names a parameter: in backquotes, or as
// a whole word that is not an ordinary English word.
func namesWord(prose, name string) bool {
	if prose == "" || name == "" {
		return false
	}
	if strings.Contains(prose, "`"+name+"`") {
		return true
	}
	if stopWords[strings.ToLower(name)] {
		return false
	}
	return regexp.MustCompile(`(^|[^\w])` + regexp.QuoteMeta(name) + `($|[^\w])`).MatchString(prose)
}

// freeResults: a result no postcondition names, while there are
// postconditions — any value of it is accepted.
func (l *linter) freeResults() {
	for _, r := range l.free() {
		what := "the result " + r
		if r == ir.ResultName {
			what = "the result" // unnamed: Result(), or the function's own value
		}
		sev, msg := ir.SevWarning, fmt.Sprintf("no postcondition mentions %s: whether an output is accepted does not depend on it", what)
		if len(l.c.Ensures()) == 0 {
			msg = fmt.Sprintf("there is no postcondition: any value of %s is accepted", what)
		}
		// A warning only where the doc says what comes back: on code
		// without one (verifier tests, memory-safety proofs) an open
		// result is as often deliberate as not.
		if !returnWord.MatchString(l.c.Requirement) && !(r != ir.ResultName && namesWord(l.c.Requirement, r)) {
			sev = ir.SevInfo
		}
		if l.changesState() {
			// The contract does specify an effect, on the heap: an
			// unspecified return value there is often deliberate.
			sev, msg = ir.SevInfo, msg+" (the postconditions describe only the state it changes)"
		}
		l.add(CodeResultFree, sev, postRange(l.c), msg)
	}
}

// returnWord finds prose that says what a call returns.
var returnWord = lazyre.New(`(?i)\breturn(s|ing)?\b`)

// wroteRequires says some precondition was written as a clause (not
// made from a parameter's type): the author wrote a contract.
func (l *linter) wroteRequires() bool {
	for _, cl := range l.c.Requires() {
		r := cl.Expr.Span()
		if l.written(cl.Expr) && cl.R.Start.Offset <= r.Start.Offset && r.End.Offset <= cl.R.End.Offset {
			return true
		}
	}
	return false
}

// changesState says the contract speaks of state the call changes:
// a modifies clause, old(…) or a permission in a postcondition.
func (l *linter) changesState() bool {
	if len(l.c.Modified) > 0 {
		return true
	}
	for _, cl := range l.c.Clauses {
		switch cl.Kind {
		case ir.Modifies:
			return true
		case ir.Ensures:
			found := hasPermission(cl.Expr)
			ir.Inspect(cl.Expr, func(e ir.Expr) bool {
				if _, ok := e.(*ir.Old); ok {
					found = true
				}
				return !found
			})
			if found {
				return true
			}
		}
	}
	return false
}

// free lists the results no postcondition names (an object a
// constructor builds is named by its fields, not listed).
func (l *linter) free() []string {
	c := l.c
	// No postcondition at all counts where the author wrote a contract
	// (a precondition): a declaration with no clauses is not a spec.
	if l.definedByBody() || len(c.Ensures()) == 0 && !l.wroteRequires() || l.memoryOnly || l.rejectsAll || l.unreadable {
		return nil
	}
	if returnsNothing(c) {
		return nil // `-> int` on a body that only passes or raises: no value to constrain
	}
	var out []string
	for _, r := range c.Results {
		if !l.inEnsures[r.Name] && !strings.HasPrefix(r.Name, "_") && !l.receiver(r.Name) {
			out = append(out, r.Name)
		}
	}
	return out
}

// returnsNothing says c's one result (named result, or unnamed) is
// neither returned nor assigned by any statement of its implementation
// (a Python body that passes or raises): whatever the annotation says,
// no value comes back.
func returnsNothing(c *ir.Contract) bool {
	if c.Impl == nil || len(c.Results) != 1 || c.Results[0].Name != ir.ResultName {
		return false
	}
	found := false
	n := 0
	ir.InspectStmts(c.Impl.Body, func(st ir.Stmt) bool {
		if n++; found || n > maxLintNodes {
			found = true // past the bound: assume it returns
			return false
		}
		switch x := st.(type) {
		case *ir.Return:
			found = len(x.Values) > 0
		case *ir.Assign:
			found = assignsName(x.Targets, ir.ResultName)
		case *ir.CallStmt:
			found = assignsName(x.Targets, ir.ResultName)
		case *ir.VarDecl:
			found = slices.Contains(x.Names, ir.ResultName)
		case *ir.Unread:
			found = true // not read: it may return
		}
		return !found
	})
	return !found
}

// assignsName says one of the targets is the variable name (Dafny sets
// a method's result by assignment).
func assignsName(targets []ir.Expr, name string) bool {
	for _, t := range targets {
		if id, ok := t.(*ir.Ident); ok && id.Name == name {
			return true
		}
	}
	return false
}

// AllResultsFree says no postcondition of c names any of its results
// (and it has some, and postconditions): the search's findings about
// its outputs then only repeat result-not-constrained.
func AllResultsFree(m *ir.Module, c *ir.Contract) bool {
	if c == nil || len(c.Results) == 0 {
		return false
	}
	l := &linter{m: m, c: c, res: resolution(m, c)}
	l.mentions()
	return len(l.free()) == len(c.Results)
}

// connective says whether e is a logical connective whose operands are
// formulas (searched on for atoms).
func connective(e ir.Expr) []ir.Expr {
	switch x := e.(type) {
	case *ir.Binary:
		switch x.Op {
		case ir.OpAnd, ir.OpOr, ir.OpImplies, ir.OpExplies, ir.OpIff:
			return []ir.Expr{x.X, x.Y}
		}
	case *ir.Unary:
		if x.Op == ir.OpNot {
			return []ir.Expr{x.X}
		}
	case *ir.Quant:
		return []ir.Expr{x.Range, x.Body}
	case *ir.Old:
		return []ir.Expr{x.X}
	}
	return nil
}

// atoms calls f on each maximal non-connective sub-formula of e, with
// the quantifiers it is under.
func atoms(e ir.Expr, f func(a ir.Expr)) {
	n := 0
	var walk func(e ir.Expr)
	walk = func(e ir.Expr) {
		if e == nil || n > maxLintNodes {
			return
		}
		n++
		if kids := connective(e); kids != nil {
			for _, k := range kids {
				walk(k)
			}
			return
		}
		f(e)
	}
	walk(e)
}

// constants: a sub-formula true or false by its shape (x == x, a <= a,
// P ==> P; x != x, a < a), whatever the inputs. What that means is said
// where it is certain: for a conjunct of the clause, and for a conjunct
// of an implication's antecedent.
func (l *linter) constants(i int) {
	cl := l.c.Clauses[i]
	seen := map[ir.Expr]bool{}
	n := 0
	var walk func(e ir.Expr, where string)
	walk = func(e ir.Expr, where string) {
		if e == nil || n > maxLintNodes {
			return
		}
		n++
		if b, ok := e.(*ir.Binary); ok {
			switch b.Op {
			case ir.OpAnd:
				walk(b.X, where)
				walk(b.Y, where)
				return
			case ir.OpImplies:
				l.constant(b, cl, where, seen)
				walk(b.X, "antecedent")
				walk(b.Y, "")
				return
			case ir.OpExplies:
				l.constant(b, cl, where, seen)
				walk(b.Y, "antecedent")
				walk(b.X, "")
				return
			}
		}
		if kids := connective(e); kids != nil {
			if b, ok := e.(*ir.Binary); ok && b.Op == ir.OpIff {
				l.constant(b, cl, where, seen)
			}
			for _, k := range kids {
				walk(k, "")
			}
			return
		}
		l.constant(e, cl, where, seen)
	}
	walk(cl.Expr, "clause")
}

// constant reports e when it compares a term with itself.
func (l *linter) constant(e ir.Expr, cl ir.Clause, where string, seen map[ir.Expr]bool) {
	b, ok := e.(*ir.Binary)
	if !ok || seen[e] || !l.written(b) {
		return
	}
	if concl := conclusion(b); concl != nil && isTrueLit(concl) && l.written(concl) {
		// P ==> true (and true <== P): written so, it reads like a
		// constraint and is none.
		seen[e] = true
		so := ""
		if where == "clause" {
			so = ", so it says nothing"
		}
		l.add(CodeConstantClause, ir.SevWarning, b.Span(),
			fmt.Sprintf("`%s` concludes `true`: it holds whatever the condition%s", l.text(b, cl), so))
		return
	}
	if !ir.SameExpr(b.X, b.Y) || !l.nanFree(b.X) {
		return
	}
	always := ""
	switch b.Op {
	case ir.OpEq, ir.OpLe, ir.OpGe, ir.OpIff, ir.OpImplies, ir.OpExplies:
		always = "true"
	case ir.OpNe, ir.OpLt, ir.OpGt:
		always = "false"
	}
	if always == "" {
		return
	}
	if id, isID := b.X.(*ir.Ident); isID && (b.Op == ir.OpImplies || b.Op == ir.OpIff || b.Op == ir.OpExplies) {
		if k := l.res.Ref(id); k != ir.RefParam && k != ir.RefResult && k != ir.RefBound {
			return // a type (Nat → Nat) or a name not known to be a formula
		}
	}
	seen[e] = true
	so := ""
	switch {
	case where == "clause" && always == "true":
		so = ", so it says nothing"
	case where == "clause" && cl.Kind == ir.Requires:
		so = ", so the precondition admits no input"
	case where == "clause":
		so = ", so the postcondition accepts no output"
	case where == "antecedent" && always == "false" && cl.Kind == ir.Ensures:
		return // guard-never-fires says so, for this and what else contradicts
	case where == "antecedent" && always == "false":
		so = ", so the implication it guards holds whatever follows"
	case where == "antecedent":
		so = ", so it adds nothing to the condition"
	}
	what := "compares a term with itself"
	switch b.Op {
	case ir.OpImplies, ir.OpExplies:
		what = "concludes what it assumes"
	case ir.OpIff:
		what = "has the same formula on both sides"
	}
	if !l.inside(b.X, b) || !l.inside(b.Y, b) || l.text(b.X, cl) != l.text(b.Y, cl) {
		// Written differently: the front end substituted an equation or
		// a let (h : y = x, let y := x) the clause is under.
		what += " once the equations and lets around it are substituted"
	}
	l.add(CodeConstantClause, ir.SevWarning, b.Span(),
		fmt.Sprintf("`%s` %s: it is always %s%s", l.text(b, cl), what, always, so))
}

// nanFree says e cannot be a NaN (x == x is false for a NaN): it holds
// no float literal and names no parameter of a float or unknown type.
func (l *linter) nanFree(e ir.Expr) bool {
	ok := true
	types := map[string]*ir.Type{}
	for _, p := range append(append([]ir.Param(nil), l.c.Params...), l.c.Results...) {
		types[p.Name] = p.Type
	}
	ir.Inspect(e, func(x ir.Expr) bool {
		switch v := x.(type) {
		case *ir.Lit:
			if v.Val != nil && (v.Val.Kind() == ir.KFloat) {
				ok = false
			}
		case *ir.Ident:
			// (Dafny's fp64 == is identity in a clause: NaN == NaN.)
			if t, known := types[v.Name]; known && (t == nil || t.Kind == ir.KFloat && t.Bits == 0 || t.Kind == ir.KUnknown || t.Kind == ir.KDatatype && t.Name == ir.AnyValue) {
				ok = false
			}
		case *ir.Call:
			ok = false // a function's result may be a float
		}
		return ok
	})
	return ok
}

// pinned: ∃ x, x = e ∧ … with e free of x — the witness is given, and
// the existential says no more than the substitution.
func (l *linter) pinned(i int) {
	cl := l.c.Clauses[i]
	ir.Inspect(cl.Expr, func(e ir.Expr) bool {
		q, ok := e.(*ir.Quant)
		if !ok || q.Forall || len(q.Vars) != 1 || !l.written(q) {
			return true
		}
		v := q.Vars[0].Name
		var conj []ir.Expr
		flatten(ir.OpAnd, q.Range, &conj)
		flatten(ir.OpAnd, q.Body, &conj)
		for _, k := range conj {
			b, ok := k.(*ir.Binary)
			if !ok || b.Op != ir.OpEq {
				continue
			}
			other := b.Y
			if id, ok := b.Y.(*ir.Ident); ok && id.Name == v {
				other = b.X
			} else if id, ok := b.X.(*ir.Ident); !ok || id.Name != v {
				continue
			}
			if mentionsName(other, v) {
				continue
			}
			l.add(CodePinnedExists, ir.SevInfo, q.Span(),
				fmt.Sprintf("the existential's witness is given (`%s`): it says no more than the rest with %s replaced by %s", l.text(b, cl), v, l.text(other, cl)))
			break
		}
		return true
	})
}

func flatten(op ir.Op, e ir.Expr, out *[]ir.Expr) {
	if e == nil {
		return
	}
	if b, ok := e.(*ir.Binary); ok && b.Op == op {
		flatten(op, b.X, out)
		flatten(op, b.Y, out)
		return
	}
	if ch, ok := e.(*ir.Chain); ok && op == ir.OpAnd && len(ch.Args) == len(ch.Ops)+1 {
		// a <= b < c is a <= b && b < c (each operand read once: the
		// same value in both).
		for i, o := range ch.Ops {
			*out = append(*out, &ir.Binary{Node: ch.Node, Op: o, X: ch.Args[i], Y: ch.Args[i+1]})
		}
		return
	}
	*out = append(*out, e)
}

func mentionsName(e ir.Expr, name string) bool {
	found := false
	ir.Inspect(e, func(x ir.Expr) bool {
		if id, ok := x.(*ir.Ident); ok && id.Name == name {
			found = true
		}
		return !found
	})
	return found
}

// redundant: a clause of kind k implied by another of the same kind, by
// its text — a repeat, a conjunct of another, or a bound on the same
// term that another's bound implies. Information: removing it changes
// nothing (a fix removes a redundant precondition).
func (l *linter) redundant(k ir.ClauseKind, code string) {
	var idx []int
	for i, cl := range l.c.Clauses {
		if cl.Kind == k {
			idx = append(idx, i)
		}
	}
	word := "precondition"
	if k == ir.Ensures {
		word = "postcondition"
	}
	for _, i := range idx {
		l.redundantConjuncts(l.c.Clauses[i], code, word)
	}
	if len(idx) < 2 || len(idx) > 64 {
		return
	}
	// Parts of one statement (a Lean theorem read conjunct by conjunct)
	// share its range and text: quoting that text for one part would
	// misstate which formula implies which.
	shared := map[ir.Range]int{}
	for _, i := range idx {
		shared[l.c.Clauses[i].R]++
	}
	done := map[int]bool{}
	for _, i := range idx {
		if shared[l.c.Clauses[i].R] > 1 {
			continue
		}
		for _, j := range idx {
			if i == j || done[j] || shared[l.c.Clauses[j].R] > 1 {
				continue
			}
			why := implies(l.c.Clauses[j].Expr, l.c.Clauses[i].Expr)
			if why != "" && j > i && implies(l.c.Clauses[i].Expr, l.c.Clauses[j].Expr) != "" {
				continue // the same condition twice: the later one is the repeat
			}
			if why != "" {
				done[i] = true
				l.add(code, ir.SevInfo, l.c.Clauses[i].R,
					fmt.Sprintf("the %s `%s` is implied by `%s` (%s): it adds nothing", word, oneLine(l.c.Clauses[i].Text), oneLine(l.c.Clauses[j].Text), why))
				l.out[len(l.out)-1].Related = []Related{{R: l.c.Clauses[j].R, Message: "the " + word + " that implies it"}}
				break
			}
		}
	}
}

// redundantConjuncts: a conjunct of one clause implied by another
// conjunct of it (Lean writes a precondition as one conjunction).
func (l *linter) redundantConjuncts(cl ir.Clause, code, word string) {
	var conj []ir.Expr
	flatten(ir.OpAnd, cl.Expr, &conj)
	if len(conj) < 2 || len(conj) > 64 {
		return
	}
	done := map[int]bool{}
	for i, y := range conj {
		if _, chained := y.(*ir.Binary); !chained || hasPermission(y) {
			continue
		}
		for j, x := range conj {
			if i == j || done[j] || x.Span() == y.Span() {
				continue // a chain's parts share its span
			}
			nx, ny := normCmp(x), normCmp(y)
			why := ""
			switch {
			case ir.SameExpr(nx, ny):
				why = "the same condition"
			case boundImplies(nx, ny):
				why = "a tighter bound on the same term"
			}
			if why == "" {
				continue
			}
			done[i] = true
			l.add(code, ir.SevInfo, y.Span(),
				fmt.Sprintf("in this %s, `%s` is implied by `%s` (%s): it adds nothing", word, l.text(y, cl), l.text(x, cl), why))
			break
		}
	}
}

// implies says how a implies b by their text ("" when it does not
// follow from the shapes checked): equal, b a conjunct of a, or a
// bound on one term that implies b's.
func implies(a, b ir.Expr) string {
	if hasPermission(b) {
		return "" // the front end keeps no argument of Acc(…): two look alike
	}
	a, b = normCmp(a), normCmp(b)
	if ir.SameExpr(a, b) {
		return "the same clause"
	}
	var conj []ir.Expr
	flatten(ir.OpAnd, a, &conj)
	var bconj []ir.Expr
	flatten(ir.OpAnd, b, &bconj)
	why := ""
	for _, y := range bconj {
		found := ""
		y = normCmp(y)
		for _, x := range conj {
			x = normCmp(x)
			if ir.SameExpr(x, y) {
				found = "a conjunct of it"
				break
			}
			if boundImplies(x, y) {
				found = "a tighter bound on the same term"
				break
			}
		}
		if found == "" {
			return ""
		}
		why = found
	}
	switch {
	case len(conj) == 0 || len(bconj) == 0:
		return ""
	case len(bconj) == 1 && len(conj) == 1 && why == "a conjunct of it":
		return "the same clause"
	case len(bconj) == 1:
		return why
	}
	return "each of its conjuncts is one of the other's, or follows from one"
}

// normCmp writes t > c as c < t and t >= c as c <= t (one direction).
func normCmp(e ir.Expr) ir.Expr {
	b, ok := e.(*ir.Binary)
	if !ok || (b.Op != ir.OpGt && b.Op != ir.OpGe) {
		return e
	}
	return &ir.Binary{Node: b.Node, Op: ir.MirrorOp(b.Op), X: b.Y, Y: b.X}
}

// bound reads e (normalised) as a bound on a term: lower (c < t, c <= t)
// or upper (t < c, t <= c) with an integer constant c.
func bound(e ir.Expr) (t ir.Expr, c *big.Int, lower, strict, ok bool) {
	b, isBin := e.(*ir.Binary)
	if !isBin || (b.Op != ir.OpLt && b.Op != ir.OpLe) {
		return nil, nil, false, false, false
	}
	strict = b.Op == ir.OpLt
	if k, isInt := intLit(b.X); isInt {
		return b.Y, k, true, strict, true
	}
	if k, isInt := intLit(b.Y); isInt {
		return b.X, k, false, strict, true
	}
	return nil, nil, false, false, false
}

func intLit(e ir.Expr) (*big.Int, bool) {
	switch x := e.(type) {
	case *ir.Lit:
		if i, ok := x.Val.(ir.Int); ok {
			return i.V, true
		}
	case *ir.Unary:
		if x.Op == ir.OpNeg {
			if v, ok := intLit(x.X); ok {
				return new(big.Int).Neg(v), true
			}
		}
	}
	return nil, false
}

// boundImplies: a and b bound the same term the same way, and a's bound
// is at least as tight (exact over integers and reals alike).
func boundImplies(a, b ir.Expr) bool {
	ta, ca, la, sa, ok1 := bound(a)
	tb, cb, lb, sb, ok2 := bound(b)
	if !ok1 || !ok2 || la != lb || !ir.SameExpr(ta, tb) {
		return false
	}
	cmp := ca.Cmp(cb)
	if !la {
		cmp = -cmp // an upper bound is tighter when smaller
	}
	switch {
	case cmp > 0:
		return true
	case cmp == 0:
		return sa || !sb // strict implies non-strict, same implies same
	}
	return false
}

// truncating: Nat subtraction (it stops at 0) and Python's floor
// division and modulo of a possibly negative operand, where nothing in
// the contract rules the surprise out.
func (l *linter) truncating(i int) {
	cl := l.c.Clauses[i]
	guards := l.guards()
	// c < a - b, a - b ≤ c (and mirrored) read the same on Nat and on
	// Int, whatever the order of a and b: the truncation changes nothing.
	same := map[ir.Expr]bool{}
	ir.Inspect(cl.Expr, func(e ir.Expr) bool {
		if b, ok := e.(*ir.Binary); ok {
			switch b.Op {
			case ir.OpLt:
				same[b.Y] = true
			case ir.OpGt:
				same[b.X] = true
			case ir.OpLe:
				same[b.X] = true
			case ir.OpGe:
				same[b.Y] = true
			}
		}
		return true
	})
	ir.Inspect(cl.Expr, func(e ir.Expr) bool {
		b, ok := e.(*ir.Binary)
		if !ok || !l.written(b) {
			return true
		}
		switch b.Op {
		case ir.OpNatSub:
			_, litX := intLit(b.X)
			_, litY := intLit(b.Y)
			if same[e] || litX && litY || !simpleTerm(b.X) || !simpleTerm(b.Y) || l.guarded(guards, b.Y, b.X) || isZeroLit(b.Y) {
				return true
			}
			x, y := l.text(b.X, cl), l.text(b.Y, cl)
			eg := fmt.Sprintf("whenever %s > %s", y, x)
			if l.isParam(b.X) && l.isParam(b.Y) {
				eg = fmt.Sprintf("with %s = 0 and %s = 1, not -1", x, y)
			}
			cast := func(e ir.Expr, t string) string {
				if _, lit := intLit(e); lit {
					return t
				}
				return "↑" + t
			}
			l.addGuarded(&ir.Binary{Op: ir.OpLe, X: b.Y, Y: b.X}, CodeTruncating, ir.SevHint, b.Span(),
				fmt.Sprintf("`%s` is natural-number subtraction: it is 0 %s, and no comparison in the clauses was found to rule that out; if a difference was meant, write it on Int (`%s - %s`) or require `%s ≤ %s`",
					l.text(b, cl), eg, cast(b.X, x), cast(b.Y, y), y, x))
		case ir.OpDivEuclidTotal, ir.OpModEuclidTotal:
			// Lean's / and % on Nat and Int: x / 0 = 0 and x % 0 = x.
			if !l.isParam(b.Y) || !l.integral(b.Y) || l.nonZero(guards, b.Y) {
				return true
			}
			y := l.text(b.Y, cl)
			what := "0"
			op := "/"
			if b.Op == ir.OpModEuclidTotal {
				what, op = l.text(b.X, cl), "%"
			}
			l.addGuarded(&ir.Binary{Op: ir.OpNe, X: b.Y, Y: &ir.Lit{Val: ir.NewInt(0)}}, CodeTruncating, ir.SevHint, b.Span(),
				fmt.Sprintf("`%s` is %s when %s = 0 (Lean defines x %s 0 = %s), and no comparison in the clauses was found to rule %s = 0 out; if that is not meant, require `%s ≠ 0`",
					l.text(b, cl), what, y, op, map[string]string{"/": "0", "%": "x"}[op], y, y))
		case ir.OpDivFloor:
			// Python's // floors (-7 // 2 is -4) where C and Java
			// truncate. Its % is not flagged: with a positive divisor
			// it is never negative, which is what parity and range
			// checks want.
			x := b.X
			id, isParam := x.(*ir.Ident)
			if !isParam || l.res.Ref(id) != ir.RefParam || l.nonNegative(guards, x) {
				return true
			}
			k, lit := intLit(b.Y)
			if !lit || k.Sign() <= 0 || k.Cmp(big.NewInt(1)) == 0 {
				return true
			}
			l.addGuarded(&ir.Binary{Op: ir.OpGe, X: id, Y: &ir.Lit{Val: ir.NewInt(0)}}, CodeTruncating, ir.SevHint, b.Span(),
				fmt.Sprintf("`%s` rounds toward minus infinity for a negative %s (with %s = -1 it is -1, not 0: Python's // floors), and no comparison in the clauses was found to rule a negative %s out; if that is not meant, require `%s >= 0`",
					l.text(b, cl), id.Name, id.Name, id.Name, id.Name))
		}
		return true
	})
}

// natural says e is never negative: a Nat parameter or a size.
func (l *linter) natural(e ir.Expr) bool {
	if u, ok := e.(*ir.Unary); ok {
		return u.Op == ir.OpCard
	}
	t := l.paramType(e)
	return t != nil && t.Kind == ir.KNat
}

// integral says e names a parameter of a known integer type (a Float's
// x / 0 is no truncation).
func (l *linter) integral(e ir.Expr) bool {
	t := l.paramType(e)
	return t != nil && (t.Kind == ir.KNat || t.Kind == ir.KInt)
}

// paramType is the type of the parameter e names, or nil.
func (l *linter) paramType(e ir.Expr) *ir.Type {
	if id, ok := e.(*ir.Ident); ok && l.res.Ref(id) == ir.RefParam {
		for _, p := range l.c.Params {
			if p.Name == id.Name {
				return p.Type
			}
		}
	}
	return nil
}

// isParam says e names a parameter of the contract.
func (l *linter) isParam(e ir.Expr) bool {
	id, ok := e.(*ir.Ident)
	return ok && l.res.Ref(id) == ir.RefParam
}

// nonZero: the guards show x ≥ 1 or x ≤ -1 (through the order facts),
// or say x ≠ 0.
func (l *linter) nonZero(guards []ir.Expr, x ir.Expr) bool {
	one, minusOne := &ir.Lit{Val: ir.NewInt(1)}, &ir.Lit{Val: ir.NewInt(-1)}
	if o := l.order(guards); o.holds(one, x, 0) || o.holds(x, minusOne, 0) {
		return true // 1 ≤ a < b gives b ≥ 2
	}
	for _, g := range guards {
		// x ≠ 0 said of an integer that may be negative
		if b, ok := g.(*ir.Binary); ok && b.Op == ir.OpNe && (ir.SameExpr(b.X, x) && isZeroLit(b.Y) || ir.SameExpr(b.Y, x) && isZeroLit(b.X)) {
			return true
		}
	}
	return false
}

// guards are the comparisons the contract's text makes anywhere, read
// as generously as can be (a truncation claim must not be made where
// some clause may rule it out): every atom of every clause — hypotheses,
// conclusions of other theorems about the same function (result > 0),
// conjuncts, quantifier ranges — the conditions of if-then-else and
// their negations (the else branch), and the bodies of predicates the
// file defines, unfolded (h : f_precond x).
func (l *linter) guards() []ir.Expr {
	if l.guardsRead {
		return l.guardList // the contract's, the same for each clause asking
	}
	l.guardList, l.guardsRead = l.readGuards(), true
	return l.guardList
}

func (l *linter) readGuards() []ir.Expr {
	var out []ir.Expr
	n := 0
	var add func(e ir.Expr, depth int)
	add = func(e ir.Expr, depth int) {
		atoms(e, func(k ir.Expr) {
			if n++; n > maxLintNodes {
				return
			}
			switch x := k.(type) {
			case *ir.Chain:
				for _, l := range x.Links() {
					out = append(out, normCmp(l))
				}
				return
			case *ir.Call:
				if body := l.unfold(x); body != nil && depth < 2 {
					add(body, depth+1)
					return
				}
			case *ir.Ite:
				add(x.Cond, depth)
				if neg := negated(x.Cond); neg != nil {
					out = append(out, neg)
				}
				add(x.Then, depth)
				add(x.Else, depth)
				return
			}
			out = append(out, normCmp(k))
			if b, ok := k.(*ir.Binary); ok && b.Op == ir.OpEq {
				out = append(out, &ir.Binary{Op: ir.OpLe, X: b.X, Y: b.Y}, &ir.Binary{Op: ir.OpLe, X: b.Y, Y: b.X})
			}
		})
	}
	for _, cl := range l.c.Clauses {
		if cl.Kind != ir.Requires && cl.Kind != ir.Ensures {
			continue
		}
		add(cl.Expr, 0)
		// An if-then-else inside a term (r = if a ≥ b then a - b else 0).
		ir.Inspect(cl.Expr, func(e ir.Expr) bool {
			if x, ok := e.(*ir.Ite); ok {
				add(x.Cond, 0)
				if neg := negated(x.Cond); neg != nil {
					out = append(out, neg)
				}
			}
			return n <= maxLintNodes
		})
	}
	return out
}

// negated is the comparison that holds where e does not (¬(a ≥ b) is
// a < b), or nil.
func negated(e ir.Expr) ir.Expr {
	b, ok := normCmp(e).(*ir.Binary)
	if !ok {
		return nil
	}
	switch b.Op {
	case ir.OpLe: // ¬(x ≤ y): y < x
		return &ir.Binary{Op: ir.OpLt, X: b.Y, Y: b.X}
	case ir.OpLt:
		return &ir.Binary{Op: ir.OpLe, X: b.Y, Y: b.X}
	case ir.OpEq:
		return &ir.Binary{Op: ir.OpNe, X: b.X, Y: b.Y}
	}
	return nil
}

// unfold is the body of a predicate the module defines, applied to the
// call's arguments, or nil.
func (l *linter) unfold(call *ir.Call) ir.Expr {
	id, ok := call.Fn.(*ir.Ident)
	if !ok || l.m == nil {
		return nil
	}
	f := l.m.Funcs[id.Name]
	if f == nil || f.Body == nil || len(f.Params) != len(call.Args) {
		return nil
	}
	// All parameters at once: f(y, x) on f(x, y) must not turn the
	// first substitution's y into x. Parameters go to names no source
	// has (a middle dot) first, then to the arguments.
	body := f.Body
	for i, p := range f.Params {
		body = ir.Subst(body, p.Name, &ir.Ident{Name: fmt.Sprintf("·arg%d", i)})
	}
	for i := range f.Params {
		body = ir.Subst(body, fmt.Sprintf("·arg%d", i), call.Args[i])
	}
	return body
}

// guarded: the guards show small <= large (directly, through a chain
// of bounds, or from large ≠ 0 or a non-empty collection where small is
// 1).
func (l *linter) guarded(guards []ir.Expr, small, large ir.Expr) bool {
	return l.order(guards).holds(small, large, 0)
}

// order is the guards' order facts, built once per contract.
func (l *linter) order(guards []ir.Expr) *orderFacts {
	if l.ord == nil {
		l.ord = newOrder(guards, l.natural)
	}
	return l.ord
}

// simpleTerm: a variable, a literal or the size of a variable, where an
// order the author forgot is a plausible slip. Of compound terms (n % m,
// (xs.filter p).length, a maximum and a minimum) the order is often a
// fact the clauses do not state: nothing is said of them.
func simpleTerm(e ir.Expr) bool {
	switch x := e.(type) {
	case *ir.Ident, *ir.Lit:
		return true
	case *ir.Unary:
		_, isID := x.X.(*ir.Ident)
		return x.Op == ir.OpCard && isID
	}
	return false
}

// nonNegative: x is natural, or the guards show 0 ≤ x.
func (l *linter) nonNegative(guards []ir.Expr, x ir.Expr) bool {
	return l.order(guards).holds(&ir.Lit{Val: ir.NewInt(0)}, x, 0)
}

// hasPermission says e holds a permission (Nagini's Acc, Rd, …), which
// the IR keeps without its arguments: two of them look the same whatever
// they grant.
func hasPermission(e ir.Expr) bool {
	found := false
	ir.Inspect(e, func(x ir.Expr) bool {
		if c, ok := x.(*ir.Call); ok {
			if id, ok := c.Fn.(*ir.Ident); ok {
				if s, ok := ir.Canonical(id.Name); ok && s.Op == ir.LibPermission {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// memoryOnly says every postcondition of c only grants permissions.
func memoryOnly(m *ir.Module, c *ir.Contract) bool {
	post := c.Ensures()
	for _, cl := range post {
		if !permissionOnly(m, cl.Expr, 4) {
			return false
		}
	}
	return len(post) > 0
}

// permissionOnly says e only grants permissions: Acc(…) and the like,
// conjunctions of them (Python's `and` is a let and a conditional), and
// calls of predicates whose bodies are (to depth calls deep).
func permissionOnly(m *ir.Module, e ir.Expr, depth int) bool {
	return permOnly(m, e, depth, nil)
}

func permOnly(m *ir.Module, e ir.Expr, depth int, bound map[string]bool) bool {
	switch x := e.(type) {
	case *ir.Lit:
		b, ok := x.Val.(ir.Bool)
		return ok && bool(b)
	case *ir.Ident:
		return bound[x.Name]
	case *ir.Let:
		inner := map[string]bool{}
		for k, v := range bound {
			inner[k] = v
		}
		for i, n := range x.Names {
			inner[n] = i < len(x.Values) && permOnly(m, x.Values[i], depth, bound)
		}
		return permOnly(m, x.Body, depth, inner)
	case *ir.Ite:
		return permOnly(m, x.Then, depth, bound) && permOnly(m, x.Else, depth, bound)
	case *ir.Binary:
		switch x.Op {
		case ir.OpAnd:
			return permOnly(m, x.X, depth, bound) && permOnly(m, x.Y, depth, bound)
		case ir.OpImplies:
			return permOnly(m, x.Y, depth, bound)
		}
	case *ir.Call:
		if hasPermission(x) && len(x.Args) == 0 {
			return true
		}
		if depth <= 0 || m == nil {
			return false
		}
		var fs []*ir.Function
		switch fn := x.Fn.(type) {
		case *ir.Ident:
			if f := m.Funcs[fn.Name]; f != nil {
				fs = append(fs, f)
			}
		case *ir.Member:
			if strings.Contains(fn.Name, ".") {
				for k, f := range m.Funcs {
					if strings.HasSuffix(k, "."+fn.Name) {
						fs = append(fs, f)
					}
				}
			} else {
				fs = m.Members(fn.Name)
			}
		}
		for _, f := range fs {
			if f.Body == nil || !permOnly(m, f.Body, depth-1, nil) {
				return false
			}
		}
		return len(fs) > 0
	}
	return false
}

func hasUnsupported(e ir.Expr) bool {
	found := e == nil
	ir.Inspect(e, func(x ir.Expr) bool {
		if _, ok := x.(*ir.Unsupported); ok {
			found = true
		}
		return !found
	})
	return found
}

// conclusion is the consequent of an implication (either direction).
func conclusion(b *ir.Binary) ir.Expr {
	switch b.Op {
	case ir.OpImplies:
		return b.Y
	case ir.OpExplies:
		return b.X
	}
	return nil
}

func isTrueLit(e ir.Expr) bool {
	l, ok := e.(*ir.Lit)
	if !ok {
		return false
	}
	b, ok := l.Val.(ir.Bool)
	return ok && bool(b)
}

func isFalseLit(e ir.Expr) bool {
	l, ok := e.(*ir.Lit)
	if !ok {
		return false
	}
	b, ok := l.Val.(ir.Bool)
	return ok && !bool(b)
}

func isZeroLit(e ir.Expr) bool {
	k, ok := intLit(e)
	return ok && k.Sign() == 0
}

// resolution is the contract's resolution, made once by check (or here,
// for a contract analysed on its own).
func resolution(m *ir.Module, c *ir.Contract) *ir.Resolution {
	if c.Resolution != nil {
		return c.Resolution
	}
	return ir.Resolve(m, c)
}
