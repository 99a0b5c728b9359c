package lean

// Inductive propositions (inductive P : A → B → Prop with constructors
// ∀ xs, premises → P args). P holds of values exactly when a finite
// derivation from the constructors concludes it (the least fixed point).
// The evaluator decides P v by searching derivations backwards: a
// constructor's conclusion is matched against the known arguments
// (a variable binds, x + k inverts on naturals, anything else is checked
// once its variables are bound), its premises about P are solved in turn
// for the arguments they leave open (every solution, memoised), and other
// premises are evaluated. A search that needs a goal it is already
// solving (a cycle), a premise with an open argument that is not a bare
// variable, or more work than the budget allows is unknown: never a guess.

import (
	"math/big"

	"github.com/specfaith/specfaith/ir"
)

// indRule is one constructor: its variables, premises and the arguments
// of its conclusion.
type indRule struct {
	vars  []string
	prems []ir.Expr
	concl []ir.Expr
}

type indDef struct {
	name  string
	nat   []bool // which arguments are natural numbers
	rules []indRule
}

// maxIndWork bounds the rule applications of one decision.
const maxIndWork = 50_000

// inductive reads `inductive P : T₁ → … → Prop` and its constructors; it
// reports false (having consumed nothing it could not skip) for anything
// else, which the caller then skips as before.
func (p *parser) inductive() (ok bool) {
	startProblems := len(p.problems)
	startTok := p.i
	defer func() {
		if r := recover(); r != nil {
			if _, isBail := r.(bail); !isBail {
				panic(r)
			}
			ok = false
		}
		if !ok {
			p.problems = p.problems[:startProblems]
			p.i = startTok
		}
	}()
	p.next() // inductive
	name := p.next()
	if name.kind != tIdent || !p.is(":") {
		return false
	}
	p.next()
	saved := p.stopCol
	p.stopCol = 1
	defer func() { p.stopCol = saved }()
	sig := p.term(0)
	var args []ir.Expr
	for {
		b, isArrow := sig.(*ir.Binary)
		if !isArrow || b.Op != ir.OpImplies {
			break
		}
		args = append(args, b.X)
		sig = b.Y
	}
	if id, isID := sig.(*ir.Ident); !isID || id.Name != "Prop" || len(args) == 0 {
		return false
	}
	d := &indDef{name: name.text}
	for _, a := range args {
		d.nat = append(d.nat, typeOf(a).Kind == ir.KNat)
	}
	p.accept("where")
	for p.is("|") {
		p.next()
		if ctor := p.next(); ctor.kind != tIdent || !p.is(":") {
			return false
		}
		p.next()
		rule, good := indRuleOf(p.term(0), d)
		if !good {
			return false
		}
		d.rules = append(d.rules, rule)
	}
	if len(d.rules) == 0 || !(p.tok().kind == tEOF || p.tok().nl && p.tok().pos.Col == 1) {
		return false
	}
	lib := ir.Library{}
	for k, v := range p.mod.Lib {
		lib[k] = v
	}
	lib[d.name] = d.decide
	p.mod.Lib = lib
	return true
}

// indRuleOf splits a constructor's type ∀ xs, A → B → P args.
func indRuleOf(e ir.Expr, d *indDef) (indRule, bool) {
	var r indRule
	if q, isQ := e.(*ir.Quant); isQ && q.Forall {
		for _, b := range q.Vars {
			r.vars = append(r.vars, b.Name)
		}
		if q.Range != nil {
			r.prems = append(r.prems, q.Range)
		}
		e = q.Body
	}
	for {
		b, isImp := e.(*ir.Binary)
		if !isImp || b.Op != ir.OpImplies {
			break
		}
		r.prems = append(r.prems, b.X)
		e = b.Y
	}
	c, isCall := e.(*ir.Call)
	if !isCall || !isName(c.Fn, d.name) || len(c.Args) != len(d.nat) {
		return r, false
	}
	r.concl = c.Args
	return r, true
}

func isName(e ir.Expr, name string) bool {
	id, ok := e.(*ir.Ident)
	return ok && id.Name == name
}

// indSearch is one decision: the memo of solved goals and the work left.
type indSearch struct {
	d       *indDef
	c       *ir.Ctx
	r       ir.Range
	memo    map[string][][]ir.Value
	solving map[string]bool
	work    int
}

type indStop struct{ stop *ir.Stop }

func (d *indDef) decide(c *ir.Ctx, args []ir.Value, r ir.Range) (res ir.Value, stop *ir.Stop) {
	if len(args) != len(d.nat) {
		return nil, &ir.Stop{Status: ir.Unknown, Reason: d.name + " applied to " + itoa(len(args)) + " arguments is not evaluated", R: r}
	}
	s := &indSearch{d: d, c: c, r: r, memo: map[string][][]ir.Value{}, solving: map[string]bool{}, work: maxIndWork}
	defer func() {
		if e := recover(); e != nil {
			is, ok := e.(indStop)
			if !ok {
				panic(e)
			}
			res, stop = nil, is.stop
		}
	}()
	return ir.Bool(len(s.solve(args)) > 0), nil
}

func itoa(n int) string { return big.NewInt(int64(n)).String() }

func (s *indSearch) unknown(reason string) {
	panic(indStop{&ir.Stop{Status: ir.Unknown, Reason: s.d.name + ": " + reason, R: s.r}})
}

// goalKey names a goal: the known arguments, "?" for open ones.
func goalKey(known []ir.Value) string {
	k := ""
	for _, v := range known {
		if v == nil {
			k += "?|"
		} else {
			k += ir.Key(v) + "|"
		}
	}
	return k
}

// solve lists every argument tuple of a derivable P that agrees with the
// known arguments (nil entries are open).
func (s *indSearch) solve(known []ir.Value) [][]ir.Value {
	key := goalKey(known)
	if sols, ok := s.memo[key]; ok {
		return sols
	}
	if s.solving[key] {
		s.unknown("a derivation needs the goal it is deriving (the search does not end)")
	}
	s.solving[key] = true
	closed := true // a yes/no goal: one derivation is enough
	for _, v := range known {
		closed = closed && v != nil
	}
	var sols [][]ir.Value
	seen := map[string]bool{}
	for _, rule := range s.d.rules {
		for _, t := range s.apply(rule, known) {
			if k := goalKey(t); !seen[k] {
				seen[k] = true
				sols = append(sols, t)
			}
		}
		if closed && len(sols) > 0 {
			break
		}
	}
	delete(s.solving, key)
	s.memo[key] = sols
	return sols
}

// apply lists the conclusions of rule that agree with known.
func (s *indSearch) apply(rule indRule, known []ir.Value) [][]ir.Value {
	if s.work--; s.work < 0 {
		s.unknown("more derivation steps than the evaluator takes")
	}
	env := map[string]ir.Value{}
	var deferred []int
	for i, pat := range rule.concl {
		if known[i] == nil {
			continue
		}
		switch s.match(pat, known[i], s.d.nat[i], rule.vars, env) {
		case matchFail:
			return nil
		case matchLater:
			deferred = append(deferred, i)
		}
	}
	var out [][]ir.Value
	s.premises(rule, 0, env, func(env map[string]ir.Value) {
		t := make([]ir.Value, len(rule.concl))
		for i, pat := range rule.concl {
			t[i] = s.eval(pat, env)
		}
		for _, i := range deferred {
			if !ir.Equal(t[i], known[i]) {
				return
			}
		}
		for i := range t {
			if known[i] != nil && !ir.Equal(t[i], known[i]) {
				return
			}
		}
		out = append(out, t)
	})
	return out
}

type matchResult int

const (
	matchOK matchResult = iota
	matchFail
	matchLater
)

// match binds pattern variables from a known argument where the pattern
// inverts: a variable, a literal, x + k on naturals.
func (s *indSearch) match(pat ir.Expr, v ir.Value, nat bool, vars []string, env map[string]ir.Value) matchResult {
	switch x := pat.(type) {
	case *ir.Ident:
		if !contains(vars, x.Name) {
			return matchLater
		}
		if old, ok := env[x.Name]; ok {
			if ir.Equal(old, v) {
				return matchOK
			}
			return matchFail
		}
		env[x.Name] = v
		return matchOK
	case *ir.Lit:
		if ir.Equal(x.Val, v) {
			return matchOK
		}
		return matchFail
	case *ir.Binary:
		if x.Op != ir.OpAdd || !nat {
			return matchLater
		}
		id, isID := x.X.(*ir.Ident)
		lit, isLit := x.Y.(*ir.Lit)
		if !isID || !isLit || !contains(vars, id.Name) {
			return matchLater
		}
		k, kOK := lit.Val.(ir.Int)
		n, nOK := v.(ir.Int)
		if !kOK || !nOK {
			return matchLater
		}
		if n.V.Cmp(k.V) < 0 {
			return matchFail // no natural x has x + k = n
		}
		return s.match(id, ir.Int{V: new(big.Int).Sub(n.V, k.V)}, nat, vars, env)
	}
	return matchLater
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// premises runs the rule's premises from i on, calling done with each
// complete binding.
func (s *indSearch) premises(rule indRule, i int, env map[string]ir.Value, done func(map[string]ir.Value)) {
	if i == len(rule.prems) {
		for _, v := range rule.vars {
			if _, ok := env[v]; !ok {
				s.unknown("constructor variable " + v + " is not determined by the goal or the premises")
			}
		}
		done(env)
		return
	}
	prem := rule.prems[i]
	if c, isCall := prem.(*ir.Call); isCall && isName(c.Fn, s.d.name) && len(c.Args) == len(s.d.nat) {
		known := make([]ir.Value, len(c.Args))
		var open []string
		for k, a := range c.Args {
			if s.bound(a, rule.vars, env) {
				known[k] = s.eval(a, env)
				continue
			}
			id, isID := a.(*ir.Ident)
			if !isID {
				s.unknown("a premise argument is neither known nor a variable")
			}
			open = append(open, id.Name)
		}
		for _, t := range s.solve(known) {
			next := copyEnv(env)
			good := true
			for k, a := range c.Args {
				if known[k] != nil {
					continue
				}
				name := a.(*ir.Ident).Name
				if old, ok := next[name]; ok && !ir.Equal(old, t[k]) {
					good = false
					break
				}
				next[name] = t[k]
			}
			if good {
				s.premises(rule, i+1, next, done)
			}
		}
		return
	}
	for _, v := range rule.vars {
		if _, ok := env[v]; !ok && mentions(prem, v) {
			s.unknown("a side condition mentions " + v + " before it is determined")
		}
	}
	if b, ok := s.eval(prem, env).(ir.Bool); ok && bool(b) {
		s.premises(rule, i+1, env, done)
	}
}

func copyEnv(env map[string]ir.Value) map[string]ir.Value {
	out := make(map[string]ir.Value, len(env)+1)
	for k, v := range env {
		out[k] = v
	}
	return out
}

// bound reports whether every constructor variable in e is bound.
func (s *indSearch) bound(e ir.Expr, vars []string, env map[string]ir.Value) bool {
	for _, v := range vars {
		if _, ok := env[v]; !ok && mentions(e, v) {
			return false
		}
	}
	return true
}

func (s *indSearch) eval(e ir.Expr, env map[string]ir.Value) ir.Value {
	var en *ir.Env
	for k, v := range env {
		en = en.Bind(k, v)
	}
	v, stop := s.c.Eval(e, en)
	if stop != nil {
		panic(indStop{stop})
	}
	return v
}
