package lean

import (
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/specfaith/specfaith/internal/lazyre"
	"github.com/specfaith/specfaith/ir"
)

// theoremInfo is a theorem's statement, kept to read it as a contract.
type theoremInfo struct {
	name  string
	bs    []binder
	stmt  ir.Expr
	r     ir.Range
	nameR ir.Range
	start token
}

// theoremContracts reads theorems about one function of the file as the
// contract of that function: in
//
//	def f (x : Nat) : Nat := sorry
//	theorem f_pos (x : Nat) (h : x > 0) : f x > 0 := sorry
//
// the statement applies f to the theorem's own binders, so it says what
// f returns on them: the binders f is applied to are f's parameters, the
// application is the result, the hypotheses are premises, and any other
// binder is quantified. The theorem becomes the clause
// `x > 0 → result > 0` of f's contract; several theorems about f are
// several clauses. An argument that is a term becomes a premise
// (`f x [] = 0` is `xs = [] → result = 0`), and a theorem that pins every
// argument to a literal (`f 2 [1] = 3`) is an example. A theorem that
// applies f twice with different arguments (a property relating calls),
// or to variables bound inside its statement, or is about no function of
// the file, is not read; m.Theorems says why.
func (p *parser) theoremContracts() {
	if len(p.theorems) == 0 {
		return
	}
	funcs := map[string]*defInfo{}
	for i := range p.defs {
		d := &p.defs[i]
		if isPropType(d.resTerm) {
			continue // a predicate, not a function with a result
		}
		if _, ok := funcs[d.name]; !ok {
			funcs[d.name] = d
		}
	}
	var views []view
	for i := range p.theorems {
		views = append(views, p.prenex(&p.theorems[i], i))
	}
	p.curry(funcs, views)
	targets, why := p.theoremTargets(views, funcs)
	// A statement that is a conjunction about different calls (f 1 = 2 ∧
	// f 3 = 4) is read conjunct by conjunct.
	var split []view
	for k := range views {
		if targets[k] == nil && strings.Contains(why[k].Reason, "different arguments") {
			if parts := conjuncts(views[k].stmt, nil); len(parts) > 1 && len(parts) <= maxPrenex {
				for _, e := range parts {
					v := views[k]
					v.stmt, v.inner, v.part = e, boundInside(e), true
					split = append(split, v)
				}
				continue
			}
		}
		split = append(split, views[k])
	}
	if len(split) != len(views) {
		views = split
		targets, why = p.theoremTargets(views, funcs)
	}
	existing := map[string]*ir.Contract{}
	for _, c := range p.mod.Contracts {
		existing[c.Name] = c
	}
	byFunc := map[string]*ir.Contract{}
	var order []string
	contract := func(d *defInfo, th *theoremInfo) *ir.Contract {
		c := byFunc[d.name]
		if c == nil {
			c = &ir.Contract{Name: d.name, Decl: ir.DeclFunction, Params: p.inputs(d), R: d.r, NameR: d.nameR,
				Results: []ir.Param{{Name: resultName(d), Type: d.result}}, PostNoun: "spec of " + d.name, FromTheorems: true}
			app := d.name
			for _, prm := range c.Params {
				app += " " + prm.Name
			}
			c.ResultNoun = app
			c.TypeNames = p.typeNames(d)
			c.Clauses = append(p.proofParams(d), p.vectorFacts(d)...)
			p.attachDoc(c, d.start)
			byFunc[d.name] = c
			order = append(order, d.name)
		}
		if c.Requirement == "" {
			p.attachDoc(c, th.start)
		}
		return c
	}
	// Per view: read (as a clause or example of recs' contract) or why not.
	type outcome struct {
		contract, reason string
		about            []string
		example          bool
	}
	outs := make([]outcome, len(views))
	reads := map[string][]int{} // per function, the views read as clauses
	var examples []int
	for k := range views {
		app := targets[k]
		if app == nil {
			outs[k] = outcome{reason: why[k].Reason, about: why[k].About}
			continue
		}
		d := funcs[app.Fn.(*ir.Ident).Name]
		outs[k].contract = d.name
		if _, ok := p.example(&views[k], d, app); ok {
			examples = append(examples, k)
		}
		if existing[d.name] != nil {
			// f_spec : f_postcond x (f x) h restates the contract; an
			// example is one of its examples.
			continue
		}
		reads[d.name] = append(reads[d.name], k)
	}
	var names []string
	for n := range reads {
		names = append(names, n)
	}
	sort.Strings(names)
	stated := map[string]bool{} // functions with a clause besides examples
	for _, n := range names {
		d := funcs[n]
		// Hypotheses every theorem about f makes on f's parameters alone
		// are f's precondition:
		// theorem f_spec (x) (h : x > 0) : f x > 0 says nothing about f 0.
		// Not one an example's input breaks, nor one on a parameter a
		// theorem about particular arguments pins (f [] k = 0).
		var lists [][]ir.Expr
		pinned := map[string]bool{}
		var exs []ir.Example
		for _, k := range reads[n] {
			switch kind := p.kindOf(&views[k], d, targets[k]); kind {
			case kindGeneral:
				if _, l, reason := p.theoremClause(&views[k], d, targets[k], nil); reason == "" {
					lists = append(lists, l)
				}
			case kindExample:
				ex, _ := p.example(&views[k], d, targets[k])
				exs = append(exs, ex)
			default:
				// A theorem about particular arguments is about f too: a
				// hypothesis it lacks is no precondition of f (f_big
				// assumes n ≥ 5, f_small is about n ≤ 4).
				if _, l, reason := p.theoremClause(&views[k], d, targets[k], nil); reason == "" {
					lists = append(lists, l)
				}
				// An argument that is a term, or a variable given twice
				// (f n n: the premise finish = start), pins parameters.
				first := map[string]int{}
				for i, a := range targets[k].Args {
					id, ok := a.(*ir.Ident)
					if !ok || !views[k].local(id.Name) {
						pinned[d.params[i].Name] = true
						continue
					}
					if j, again := first[id.Name]; again {
						pinned[d.params[i].Name], pinned[d.params[j].Name] = true, true
						continue
					}
					first[id.Name] = i
				}
			}
		}
		// A theorem about f that is not read (it relates two calls) still
		// speaks of f: a hypothesis it lacks is no precondition of f
		// either. Its hypotheses are in its own names, so one that names
		// f's parameters otherwise is simply not lifted.
		for k := range views {
			if targets[k] == nil && slices.Contains(why[k].About, n) {
				lists = append(lists, views[k].hyps)
			}
		}
		var lifted []ir.Expr
		own := p.ownHyps(d)
		for _, h := range common(lists) {
			if !containsExpr(own, h) && !ir.MentionsAny(h, pinned) && p.holdsOn(d, h, exs) {
				lifted = append(lifted, h)
			}
		}
		general := len(lists) > 0
		liftedDone := false
		for _, k := range reads[n] {
			kind := p.kindOf(&views[k], d, targets[k])
			cl, _, reason := p.theoremClause(&views[k], d, targets[k], lifted)
			if reason != "" {
				outs[k] = outcome{reason: reason, about: []string{d.name}}
				continue
			}
			c := contract(d, views[k].th)
			if kind != kindExample {
				stated[n] = true
			}
			if p.sites[n] == nil && general && kind == kindGeneral {
				p.recordSite(n, &views[k], d, targets[k])
			}
			if !liftedDone {
				liftedDone = true
				c.Clauses = append(c.Clauses, p.requires(d, lifted)...)
			}
			c.Clauses = append(c.Clauses, cl)
		}
	}
	// An example theorem is also an intended input/output pair of a
	// contract that states more than examples: positive-test recall then
	// says whether the other clauses agree with it.
	for _, k := range examples {
		n := outs[k].contract
		if n == "" {
			continue
		}
		c := existing[n]
		if c == nil {
			c = byFunc[n]
			if c == nil || !stated[n] {
				continue
			}
		}
		ex, _ := p.example(&views[k], funcs[n], targets[k])
		c.Examples.Accepted = append(c.Examples.Accepted, ex)
		outs[k].example = true
	}
	// One record per theorem (a split theorem is read if any part is).
	recs := make([]ir.Theorem, len(p.theorems))
	seen := make([]bool, len(p.theorems))
	for k, v := range views {
		i, o := v.index, outs[k]
		r := &recs[i]
		if !seen[i] {
			seen[i] = true
			*r = ir.Theorem{Name: v.th.name, R: v.th.nameR, Contract: o.contract, Reason: o.reason, About: o.about, Example: o.example}
			continue
		}
		if r.Contract == "" && o.contract != "" {
			r.Contract, r.Reason, r.About = o.contract, o.reason, o.about
		}
		r.Example = r.Example && o.example
	}
	p.mod.Theorems = append(p.mod.Theorems, recs...)
	sort.Strings(order)
	for _, n := range order {
		p.mod.Contracts = append(p.mod.Contracts, byFunc[n])
	}
	// What is not read about a contract's function is said, on the
	// theorem and on the contract (its weakness findings do not speak
	// for it).
	byName := map[string]*ir.Contract{}
	for _, c := range p.mod.Contracts {
		byName[c.Name] = c
	}
	for k, v := range views {
		o := outs[k]
		if o.contract != "" {
			continue
		}
		for _, n := range o.about {
			if c := byName[n]; c != nil && !slices.Contains(c.Unread, v.th.name) {
				c.Unread = append(c.Unread, v.th.name)
			}
		}
		// A theorem not read may constrain any function its statement
		// names (x ∈ f n → … says something of f's elements even when
		// it is filed under the helper it applies): those contracts'
		// weakness findings do not speak for it either.
		ir.Inspect(v.th.stmt, func(x ir.Expr) bool {
			if id, ok := x.(*ir.Ident); ok {
				if c := byName[id.Name]; c != nil && !slices.Contains(c.Unread, v.th.name) {
					c.Unread = append(c.Unread, v.th.name)
				}
			}
			return true
		})
	}
	for _, r := range recs {
		// A theorem about none of the file's functions is not news.
		if r.Contract == "" && len(r.About) > 0 && len(p.problems) < maxProblems {
			p.problems = append(p.problems, ir.Problem{R: r.R, Severity: ir.SevHint, Code: "not-read",
				Message: "theorem " + r.Name + " is not checked: it " + r.Reason})
		}
	}
	p.unparsedTheorems(byName)
}

// conjuncts flattens a ∧-chain.
func conjuncts(e ir.Expr, out []ir.Expr) []ir.Expr {
	if b, ok := e.(*ir.Binary); ok && b.Op == ir.OpAnd {
		return conjuncts(b.Y, conjuncts(b.X, out))
	}
	return append(out, e)
}

// unparsedTheorems: a theorem the parser could not read (a syntax error)
// is not checked either; when its text names a contract's function, the
// contract says so.
func (p *parser) unparsedTheorems(byName map[string]*ir.Contract) {
	if len(byName) == 0 {
		return
	}
	have := map[string]bool{}
	for _, th := range p.theorems {
		have[th.name] = true
	}
	lines := strings.Split(p.src, "\n")
	for i := 0; i < len(lines) && i < maxUnparsedLines; i++ {
		f := strings.Fields(lines[i])
		if len(f) < 2 || f[0] != "theorem" && f[0] != "lemma" || have[f[1]] {
			continue
		}
		// Its text runs to the next line that starts a command.
		end := i + 1
		for end < len(lines) && end < i+maxUnparsedLines && !startsCommand(lines[end]) {
			end++
		}
		text := strings.Join(lines[i:end], "\n")
		for n, c := range byName {
			if containsWord(text, n) && !slices.Contains(c.Unread, f[1]) {
				c.Unread = append(c.Unread, f[1])
			}
		}
	}
	for _, c := range byName {
		sort.Strings(c.Unread)
	}
}

// maxUnparsedLines bounds the lines scanned for unreadable theorems.
const maxUnparsedLines = 200000

func startsCommand(line string) bool {
	f := strings.Fields(line)
	return len(line) > 0 && line[0] != ' ' && line[0] != '\t' && len(f) > 0 && (commands[f[0]] || strings.HasPrefix(f[0], "@[") || strings.HasPrefix(f[0], "/-") || strings.HasPrefix(f[0], "--"))
}

// containsWord reports name standing as a whole identifier in text.
func containsWord(text, name string) bool {
	for i := 0; i < len(text); {
		j := strings.Index(text[i:], name)
		if j < 0 {
			return false
		}
		j += i
		before, after := byte(' '), byte(' ')
		if j > 0 {
			before = text[j-1]
		}
		if j+len(name) < len(text) {
			after = text[j+len(name)]
		}
		if !identByte(before) && !identByte(after) {
			return true
		}
		i = j + len(name)
	}
	return false
}

func identByte(b byte) bool {
	return b == '_' || b == '.' || b == '\'' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= 0x80
}

// kinds of theorem about f.
const (
	kindGeneral = iota // f applied to distinct variables
	kindPartial        // some arguments are terms
	kindExample        // every argument fixed, the result stated
)

func (p *parser) kindOf(v *view, d *defInfo, app *ir.Call) int {
	if _, ok := p.example(v, d, app); ok {
		return kindExample
	}
	seen := map[string]bool{}
	for i, a := range app.Args {
		if p.isProofParam(d, i) {
			continue
		}
		id, ok := a.(*ir.Ident)
		if !ok || !v.local(id.Name) || seen[id.Name] {
			return kindPartial
		}
		seen[id.Name] = true
	}
	return kindGeneral
}

func hasEnsures(c *ir.Contract) bool {
	for _, cl := range c.Clauses {
		if cl.Kind == ir.Ensures {
			return true
		}
	}
	return false
}

// view is a theorem's statement with its leading ∀ binders and →
// premises moved to the binders and hypotheses: `theorem t : ∀ x, x > 0
// → f x > 0` reads like `theorem t (x) (h : x > 0) : f x > 0`.
type view struct {
	th *theoremInfo
	// index is the theorem's; part says the view is one conjunct of its
	// statement.
	index int
	part  bool
	// bs are the value binders (hypotheses are in hyps, types dropped).
	bs   []binder
	hyps []ir.Expr
	stmt ir.Expr
	// vars are the quantified binders moved out of the statement (they
	// keep the statement's typing, such as NatIfUnsigned).
	vars map[string]ir.Binder
	// inner are the names bound inside the statement (∀, fun, let,
	// match): an application whose arguments use one is not about the
	// theorem's variables.
	inner map[string]bool
	// inStmt are the functions the statement itself applies (not only
	// its hypotheses).
	inStmt []string
}

// maxPrenex bounds the leading quantifiers and premises moved out.
const maxPrenex = 64

func (p *parser) prenex(th *theoremInfo, index int) view {
	v := view{th: th, index: index, stmt: th.stmt, vars: map[string]ir.Binder{}}
	bound := map[string]bool{}
	for _, b := range th.bs {
		bound[b.name] = true
		switch {
		case b.typeExpr != nil && p.isProp(b.typeExpr), namedPremise(b, th.stmt, th.bs):
			v.hyps = append(v.hyps, b.typeExpr)
		case isSort(b.typeExpr):
			// a type argument {α : Type}: nothing to quantify
		default:
			v.bs = append(v.bs, b)
			if k := finBound(b.typeExpr); k != nil {
				// (i : Fin n) ranges over 0 … n-1.
				v.hyps = append(v.hyps, &ir.Binary{Node: ir.Node{R: b.r}, Op: ir.OpLt, X: &ir.Ident{Node: ir.Node{R: b.r}, Name: b.name}, Y: k})
			}
		}
	}
loop:
	for k := 0; k < maxPrenex; k++ {
		switch x := v.stmt.(type) {
		case *ir.Quant:
			if !x.Forall {
				break loop
			}
			for _, b := range x.Vars {
				if bound[b.Name] {
					break loop // shadows a binder: leave the statement as it is
				}
			}
			for _, b := range x.Vars {
				bound[b.Name] = true
				v.bs = append(v.bs, binder{name: b.Name, typ: b.Type, explicit: true, r: b.R})
				v.vars[b.Name] = b
			}
			if x.Range != nil {
				v.hyps = append(v.hyps, x.Range)
			}
			v.stmt = x.Body
		case *ir.Binary:
			if x.Op != ir.OpImplies {
				break loop
			}
			v.hyps = append(v.hyps, x.X)
			v.stmt = x.Y
		case *ir.Let:
			// let k := abs n - 1; f n k = -1 is f n (abs n - 1) = -1.
			if x.Rec || len(x.Names) != len(x.Values) {
				break loop
			}
			inner := boundInside(x.Body)
			for _, n := range x.Names {
				if bound[n] || inner[n] {
					break loop // shadows a binder, or is shadowed inside
				}
			}
			body := x.Body
			for i := len(x.Names) - 1; i >= 0; i-- {
				body = substitute(body, x.Names[i], x.Values[i])
			}
			v.stmt = body
		default:
			break loop
		}
	}
	v.solve()
	v.inner = boundInside(v.stmt)
	return v
}

// solve uses each hypothesis x = e on a variable x (not in e) to replace
// x by e: ∀ x, x = e → P x is P e. (r = f xs names f's result; grid =
// ["11"] pins an argument, making the theorem an example.)
func (v *view) solve() {
	for k := 0; k < maxPrenex; k++ {
		done := true
		for i, h := range v.hyps {
			x, e, ok := v.definition(h)
			if !ok {
				continue
			}
			v.hyps = append(v.hyps[:i:i], v.hyps[i+1:]...)
			for j := range v.hyps {
				v.hyps[j] = substitute(v.hyps[j], x, e)
			}
			v.stmt = substitute(v.stmt, x, e)
			for j := range v.bs {
				if v.bs[j].name == x {
					v.bs = append(v.bs[:j:j], v.bs[j+1:]...)
					break
				}
			}
			delete(v.vars, x)
			done = false
			break
		}
		if done {
			return
		}
	}
}

// shadowed says name is bound again inside the statement or a
// hypothesis (substituting there would capture).
func (v *view) shadowed(name string) bool {
	if boundInside(v.stmt)[name] {
		return true
	}
	for _, h := range v.hyps {
		if boundInside(h)[name] {
			return true
		}
	}
	return false
}

// definition reads x = e (or e = x) with x one of the view's variables
// and e not using x.
func (v *view) definition(h ir.Expr) (string, ir.Expr, bool) {
	b, ok := h.(*ir.Binary)
	if !ok || b.Op != ir.OpEq {
		return "", nil, false
	}
	for _, side := range [2][2]ir.Expr{{b.X, b.Y}, {b.Y, b.X}} {
		id, ok := side[0].(*ir.Ident)
		if !ok || !v.local(id.Name) || ir.MentionsAny(side[1], map[string]bool{id.Name: true}) || v.shadowed(id.Name) {
			continue
		}
		return id.Name, side[1], true
	}
	return "", nil, false
}

// substitute replaces the free occurrences of name in e by val, or
// leaves e as it is when a binder inside e binds name or one of val's
// names (substituting there would change what they mean).
func substitute(e ir.Expr, name string, val ir.Expr) ir.Expr {
	inner := boundInside(e)
	if inner[name] || ir.MentionsAny(val, inner) {
		return e
	}
	return ir.Subst(e, name, val)
}

// boundInside collects the names an expression binds.
func boundInside(e ir.Expr) map[string]bool {
	out := map[string]bool{}
	ir.BoundNames(e, out)
	return out
}

// local reports a name the theorem binds (its binders and the leading
// quantifiers of its statement).
func (v *view) local(name string) bool {
	for _, b := range v.bs {
		if b.name == name {
			return true
		}
	}
	return false
}

// curry gives a function declared by its type alone (def f : A → B →
// C := sorry) parameters, named as the first theorem that applies it to
// distinct variables names them (x1, x2, … otherwise).
func (p *parser) curry(funcs map[string]*defInfo, views []view) {
	for n, d := range funcs {
		if len(d.params) > 0 || d.result == nil || d.result.Kind != ir.KFunc {
			continue
		}
		var args []*ir.Type
		res := d.result
		for k := 0; res != nil && res.Kind == ir.KFunc && k < maxPrenex; k++ {
			args = append(args, res.Args...)
			res = res.Result
		}
		if res == nil || len(args) == 0 {
			continue
		}
		names := make([]string, len(args))
		for i := range names {
			names[i] = "x" + strconv.Itoa(i+1)
		}
	find:
		for i := range views {
			v := &views[i]
			found := false
			ir.Inspect(v.stmt, func(x ir.Expr) bool {
				c, ok := x.(*ir.Call)
				if found || !ok || len(c.Args) != len(args) {
					return !found
				}
				if id, ok := c.Fn.(*ir.Ident); !ok || id.Name != n {
					return true
				}
				seen := map[string]bool{}
				for _, a := range c.Args {
					id, ok := a.(*ir.Ident)
					if !ok || seen[id.Name] || !v.local(id.Name) {
						return true
					}
					seen[id.Name] = true
				}
				for k, a := range c.Args {
					names[k] = a.(*ir.Ident).Name
				}
				found = true
				return false
			})
			if found {
				break find
			}
		}
		nd := *d
		nd.params = make([]ir.Param, len(args))
		for i, t := range args {
			nd.params[i] = ir.Param{Name: names[i], Type: t, R: d.nameR}
		}
		nd.result = res
		funcs[n] = &nd
	}
}

// proofParams are the preconditions a function states as proof
// arguments: def f (xs : List Nat) (h : xs ≠ []) : Nat.
func (p *parser) proofParams(d *defInfo) []ir.Clause {
	var out []ir.Clause
	for _, b := range d.bs {
		if !b.explicit || b.typeExpr == nil || !p.isProp(b.typeExpr) {
			continue
		}
		el := &elaborator{p: p, funcs: p.defFuncs()}
		r := b.typeExpr.Span()
		text := ""
		if r.Start.Offset <= r.End.Offset && r.End.Offset <= len(p.src) {
			text = p.src[r.Start.Offset:r.End.Offset]
		}
		out = append(out, ir.Clause{Kind: ir.Requires, Expr: el.body(b.typeExpr, d.params, ir.TypeBool), Text: text, R: r})
	}
	return out
}

// inputs are d's parameters without the proofs.
func (p *parser) inputs(d *defInfo) []ir.Param {
	var out []ir.Param
	for i, prm := range d.params {
		if !p.isProofParam(d, i) {
			out = append(out, prm)
		}
	}
	return out
}

// ownHyps are the propositions d takes as proof arguments.
func (p *parser) ownHyps(d *defInfo) []ir.Expr {
	var out []ir.Expr
	for _, b := range d.bs {
		if b.explicit && b.typeExpr != nil && p.isProp(b.typeExpr) {
			out = append(out, b.typeExpr)
		}
	}
	return out
}

// requires elaborates hypotheses lifted from theorems about d as its
// precondition.
func (p *parser) requires(d *defInfo, hyps []ir.Expr) []ir.Clause {
	var out []ir.Clause
	el := &elaborator{p: p, funcs: p.defFuncs()}
	for i := len(hyps) - 1; i >= 0; i-- { // in the order written
		h := hyps[i]
		r := h.Span()
		text := ""
		if r.Start.Offset <= r.End.Offset && r.End.Offset <= len(p.src) {
			text = p.src[r.Start.Offset:r.End.Offset]
		}
		out = append(out, ir.Clause{Kind: ir.Requires, Expr: el.body(h, p.inputs(d), ir.TypeBool), Text: text, R: r})
	}
	return out
}

// holdsOn says a hypothesis on d's parameters is true on every example's
// inputs (unknown counts as not).
func (p *parser) holdsOn(d *defInfo, h ir.Expr, exs []ir.Example) bool {
	if len(exs) == 0 {
		return true
	}
	cl := p.requires(d, []ir.Expr{h})[0]
	for _, ex := range exs {
		var env *ir.Env
		for _, b := range ex.Inputs {
			env = env.BindState(b.Name, b.Val)
		}
		ctx := ir.NewCtx(p.mod)
		ctx.Limits.Steps = maxHoldsSteps
		if st, _ := ctx.Check(cl.Expr, env); st != ir.True {
			return false
		}
	}
	return true
}

// maxHoldsSteps bounds the evaluation of one hypothesis on one example.
const maxHoldsSteps = 100000

// isProofParam says d's i-th parameter is a proof (its type a
// proposition): theorems pass a hypothesis there, not an input.
func (p *parser) isProofParam(d *defInfo, i int) bool {
	k := 0
	for _, b := range d.bs {
		if !b.explicit {
			continue
		}
		if k == i {
			return b.typeExpr != nil && p.isProp(b.typeExpr)
		}
		k++
	}
	return false
}

// resultName is a name for f's result that none of its parameters has.
func resultName(d *defInfo) string {
	used := map[string]bool{}
	for _, b := range d.params {
		used[b.Name] = true
	}
	return ir.FreshName(used, "result", "res", "out")
}

// candidates are the functions of the file the theorem's statement
// applies to as many arguments as they take, each argument built from
// the theorem's variables (not from names bound inside the statement);
// bad says why each other function it applies is not one.
func (p *parser) candidates(v *view, funcs map[string]*defInfo) (out map[string]*ir.Call, bad map[string]string, pred string) {
	out = map[string]*ir.Call{}
	bad = map[string]string{}
	v.inStmt = nil
	visit := func(x ir.Expr) bool {
		c, ok := x.(*ir.Call)
		if !ok {
			return true
		}
		id, ok := c.Fn.(*ir.Ident)
		if !ok || v.local(id.Name) {
			return true
		}
		f := funcs[id.Name]
		if f == nil {
			if pred == "" && p.isProp(id) {
				pred = id.Name
			}
			return true
		}
		if len(c.Args) != len(f.params) {
			bad[id.Name] = "applies " + id.Name + " to fewer or more arguments than it takes"
			return true
		}
		for _, a := range c.Args {
			if ir.MentionsAny(a, v.inner) {
				bad[id.Name] = "applies " + id.Name + " to a variable bound inside the statement (by ∀, ∃, fun, let or match)"
				return true
			}
		}
		if prev, ok := out[id.Name]; ok && !ir.SameExprs(prev.Args, c.Args) {
			bad[id.Name] = "applies " + id.Name + " to different arguments: a property relating calls"
		}
		out[id.Name] = c
		return true
	}
	ir.Inspect(v.stmt, visit)
	for n := range out {
		v.inStmt = append(v.inStmt, n)
	}
	for n := range bad {
		v.inStmt = append(v.inStmt, n)
	}
	for _, h := range v.hyps {
		ir.Inspect(h, visit) // ∀ x ∈ f xs, P x: the premise applies f
	}
	for n := range bad {
		delete(out, n)
	}
	return out, bad, pred
}

// theoremTargets picks, for each theorem, the function it is about: of
// the functions its statement applies, the one that most theorems of the
// file apply (the others are helpers the statement uses: List.sum g in
// `f b g ≥ List.sum g`, abs n in `f n (abs n - 1) = -1`), then the one
// the theorem is named after (f_spec). When that function is applied in
// a way that cannot be read (to different arguments, to variables bound
// inside), the theorem is not read: it is not about a helper instead. A
// tie leaves the theorem out. why says why a theorem has no target.
func (p *parser) theoremTargets(views []view, funcs map[string]*defInfo) ([]*ir.Call, []ir.Theorem) {
	cands := make([]map[string]*ir.Call, len(views))
	bads := make([]map[string]string, len(views))
	preds := make([]string, len(views))
	score := map[string]int{}
	for i := range views {
		cands[i], bads[i], preds[i] = p.candidates(&views[i], funcs)
		for n := range cands[i] {
			score[n]++
		}
		for n := range bads[i] {
			score[n]++
		}
	}
	why := make([]ir.Theorem, len(views))
	out := make([]*ir.Call, len(views))
	for i := range views {
		th := views[i].th
		compared := onlyCompared(views[i].stmt)
		resultOf := letResult(th.stmt)
		rank := func(n string) [6]int {
			named, stated, declared, result := 0, 0, 0, 0
			if resultOf[n] {
				result = 1 // let result := f x names f's result
			}
			if strings.HasPrefix(th.name, n+"_") {
				named = 1 // f_spec is about f: Lean's naming convention
			}
			if slices.Contains(views[i].inStmt, n) {
				stated = 1 // the statement's subject, not a hypothesis's
			}
			if d := funcs[n]; d != nil && (d.body == nil || isSorry(d.body)) {
				declared = 1 // the function to be written, not a helper
			}
			// A function that appears only as the value compared
			// against ((tri n)[i] = tribonacci i) is a helper: the
			// theorem is about the side its equation constrains.
			subject := 1
			if compared[n] {
				subject = 0
			}
			// The statement's subject first: a function a hypothesis
			// applies (h : xs.length ≥ size n) is a helper, however
			// many theorems mention it.
			return [6]int{stated, subject, score[n], result, named, declared}
		}
		better := func(x, y [6]int) bool {
			for i := range x {
				if x[i] != y[i] {
					return x[i] > y[i]
				}
			}
			return false
		}
		best, ties := "", []string(nil)
		consider := func(n string) {
			switch r, b := rank(n), rank(best); {
			case best == "" || better(r, b):
				best, ties = n, nil
			case r == b && n != best && !slices.Contains(ties, n):
				ties = append(ties, n)
			}
		}
		// In name order: with three or more tied, which two are named
		// must not follow the map's order.
		for _, n := range slices.Sorted(maps.Keys(cands[i])) {
			consider(n)
		}
		for _, n := range slices.Sorted(maps.Keys(bads[i])) {
			consider(n)
		}
		if len(ties) > 0 {
			// Two functions the statement applies equally (f x = "YES"
			// → g x ≥ h x): the theorem is about the function its
			// hypotheses constrain when more theorems are about it.
			var hyp string
			for n := range cands[i] {
				if !slices.Contains(views[i].inStmt, n) && score[n] > score[best] && (hyp == "" || score[n] > score[hyp] || score[n] == score[hyp] && n < hyp) {
					hyp = n
				}
			}
			if hyp != "" {
				best, ties = hyp, nil
			}
		}
		switch {
		case best == "" && preds[i] != "":
			why[i] = ir.Theorem{Reason: "is about " + preds[i] + ", a proposition, not a function with a result", About: []string{preds[i]}}
		case best == "":
			why[i] = ir.Theorem{Reason: "applies no function of this file"}
		case bads[i][best] != "":
			why[i] = ir.Theorem{Reason: bads[i][best], About: []string{best}}
		case len(ties) > 0:
			all := slices.Sorted(slices.Values(append(ties, best)))
			why[i] = ir.Theorem{Reason: asMuchAbout(all), About: all}
		default:
			out[i] = cands[i][best]
		}
	}
	return out, why
}

// onlyCompared names the functions a statement's conclusion, an equation,
// applies only on its right side while its left side applies another:
// in (f cases).take k = g k, g is the value compared against.
func onlyCompared(stmt ir.Expr) map[string]bool {
	e := stmt
	for {
		switch x := e.(type) {
		case *ir.Quant:
			if x.Forall {
				e = x.Body
				continue
			}
		case *ir.Binary:
			if x.Op == ir.OpImplies {
				e = x.Y
				continue
			}
		}
		break
	}
	eq, ok := e.(*ir.Binary)
	if !ok || eq.Op != ir.OpEq {
		return nil
	}
	called := func(x ir.Expr) map[string]bool {
		out := map[string]bool{}
		ir.Inspect(x, func(y ir.Expr) bool {
			if c, ok := y.(*ir.Call); ok {
				if id, ok := c.Fn.(*ir.Ident); ok {
					out[id.Name] = true
				}
			}
			return true
		})
		return out
	}
	left, right := called(eq.X), called(eq.Y)
	if len(left) == 0 {
		return nil
	}
	out := map[string]bool{}
	for n := range right {
		if !left[n] {
			out[n] = true
		}
	}
	return out
}

// theoremClause builds the clause a theorem says about d's result:
// ∀ (other binders), hypotheses → (parameter = argument …) → statement,
// with the application replaced by the result and the binders it is
// applied to renamed to d's parameters.
func (p *parser) theoremClause(v *view, d *defInfo, app *ir.Call, lifted []ir.Expr) (ir.Clause, []ir.Expr, string) {
	th := v.th
	rename := map[string]ir.Expr{}
	mapped := map[string]bool{}
	res := resultName(d)
	// Binders that are not arguments keep their meaning under names no
	// parameter (or the result) has.
	used := map[string]bool{res: true}
	for _, prm := range d.params {
		used[prm.Name] = true
	}
	for _, b := range v.bs {
		used[b.name] = true
	}
	var eqs []ir.Expr
	tps := typeParams(d)
	for i, a := range app.Args {
		if p.isProofParam(d, i) {
			continue // a proof of the precondition, not an input
		}
		if tp := d.params[i].Type.Mentions(tps); tp != "" {
			// f {α} (x : α) at x : Int is one instance of f; other
			// theorems may be about others.
			id, ok := a.(*ir.Ident)
			b := v.binder(id)
			if !ok || b == nil || b.typ == nil || b.typ.String() != d.params[i].Type.String() {
				return ir.Clause{}, nil, "is about " + d.name + " at one instance of its type parameter " + tp
			}
		}
		if id, ok := a.(*ir.Ident); ok && v.local(id.Name) && !mapped[id.Name] && !isPropBinder(p, v, id.Name) {
			mapped[id.Name] = true
			if id.Name != d.params[i].Name {
				rename[id.Name] = &ir.Ident{Node: id.Node, Name: d.params[i].Name}
			}
			if b := v.binder(id); b != nil && b.typ != nil && b.typ.Kind == ir.KNat && d.params[i].Type != nil && d.params[i].Type.Kind == ir.KInt {
				// (n : Nat) given for an Int parameter: only n ≥ 0.
				eqs = append(eqs, &ir.Binary{Op: ir.OpLe, X: &ir.Lit{Val: ir.NewInt(0)},
					Y: &ir.Ident{Name: d.params[i].Name}})
			}
			continue
		}
		// The premise has no text of its own; its parts keep theirs.
		eqs = append(eqs, &ir.Binary{Op: ir.OpEq, X: &ir.Ident{Name: d.params[i].Name}, Y: a})
	}
	var vars []ir.Binder
	var hyps []ir.Expr
	for _, b := range v.bs {
		switch {
		case mapped[b.name]:
		case b.typeExpr != nil && p.isProp(b.typeExpr):
			hyps = append(hyps, b.typeExpr)
		case isSort(b.typeExpr):
			// a type argument {α : Type}: nothing to quantify
		default:
			if unreadHypothesis(v, b) {
				// (h : Sorted Int arr (· < ·)) with Sorted unknown: read
				// as a variable nothing mentions, the premise would be
				// dropped and the clause say more than the theorem.
				return ir.Clause{}, nil, "has a premise " + b.name + " whose type this reader does not know (" + writtenType(p, b) + ")"
			}
			name := b.name
			if b.name == res || isParam(d, b.name) {
				name = ir.FreshName(used, b.name+"'", b.name+"₁", b.name+"₂")
				used[name] = true
				rename[b.name] = &ir.Ident{Node: ir.Node{R: b.r}, Name: name}
			}
			qb, ok := v.vars[b.name]
			if !ok {
				qb = ir.Binder{Name: b.name, Type: b.typ, R: b.r}
			}
			qb.Name = name
			vars = append(vars, qb)
		}
	}
	hyps = append(hyps, v.hyps...)
	// The reading names the application res and renames binders to f's
	// parameters: a name bound inside the statement would capture them
	// (¬∃ result, f x 0 = result).
	inner := boundInside(v.stmt)
	for _, h := range v.hyps {
		for n := range boundInside(h) {
			inner[n] = true
		}
	}
	if inner[res] {
		return ir.Clause{}, nil, "binds " + res + " inside its statement, the name its reading gives the result of " + d.name
	}
	for _, r := range rename {
		if id, ok := r.(*ir.Ident); ok && inner[id.Name] {
			return ir.Clause{}, nil, "binds " + id.Name + " inside its statement, the name of a parameter of " + d.name
		}
	}
	// Replace the application first (its arguments are the binders).
	replace := func(e ir.Expr) ir.Expr {
		return ir.Rewrite(e, func(x ir.Expr) (ir.Expr, bool) {
			if c, ok := x.(*ir.Call); ok && c != app && sameCall(c, app) || x == ir.Expr(app) {
				return &ir.Ident{Node: ir.Node{R: x.Span()}, Name: res}, true
			}
			if id, ok := x.(*ir.Ident); ok {
				if r, ok := rename[id.Name]; ok {
					return r, true
				}
			}
			return nil, false
		})
	}
	body := replace(v.stmt)
	for i := len(eqs) - 1; i >= 0; i-- {
		eq := eqs[i].(*ir.Binary)
		eq = &ir.Binary{Node: eq.Node, Op: eq.Op, X: eq.X, Y: replace(eq.Y)}
		body = &ir.Binary{Node: ir.Node{R: th.r}, Op: ir.OpImplies, X: eq, Y: body}
	}
	// Hypotheses on the parameters alone can be the precondition.
	var liftable []ir.Expr
	quantified := map[string]bool{res: true}
	for _, b := range vars {
		quantified[b.Name] = true
	}
	for i := len(hyps) - 1; i >= 0; i-- {
		h := replace(hyps[i])
		if !ir.MentionsAny(h, quantified) {
			liftable = append(liftable, h)
			if containsExpr(lifted, h) {
				continue
			}
		}
		body = &ir.Binary{Node: ir.Node{R: th.r}, Op: ir.OpImplies, X: h, Y: body}
	}
	// A binder the statement never names ({n : Nat} over a list of
	// fixed calls) quantifies nothing: left out, the clause is the plain
	// chain of guards the search can aim at.
	var named []ir.Binder
	for _, b := range vars {
		if ir.MentionsAny(body, map[string]bool{b.Name: true}) {
			named = append(named, b)
		}
	}
	vars = named
	if len(vars) > 0 {
		body = &ir.Quant{Node: ir.Node{R: th.r}, Forall: true, Vars: vars, Body: body}
	}
	params := append(append([]ir.Param(nil), d.params...), ir.Param{Name: res, Type: d.result})
	el := &elaborator{p: p, funcs: p.defFuncs()}
	body = el.body(body, params, ir.TypeBool)
	r := th.r
	text := ""
	if r.Start.Offset <= r.End.Offset && r.End.Offset <= len(p.src) {
		text = p.src[r.Start.Offset:r.End.Offset]
	}
	return ir.Clause{Kind: ir.Ensures, Expr: body, Text: text, R: th.nameR}, liftable, ""
}

// unreadHypothesis says binder b has a type this reader does not know
// and nothing in the statement or the other hypotheses names it: it is
// a premise (a proof), not data.
func unreadHypothesis(v *view, b binder) bool {
	if !unknownApplied(b) {
		return false
	}
	used := map[string]bool{b.name: true}
	for _, h := range v.hyps {
		if ir.MentionsAny(h, used) {
			return false
		}
	}
	return !mentioned(b, v.stmt, v.bs)
}

// namedPremise says binder b is a premise by Lean's naming convention
// (h, h₁, hpos, h_sorted) though its type is an application this reader
// does not know (h : List.Nodup xs, h : Sorted (· < ·) xs): a proof no
// other part of the theorem names, read as a premise the evaluator
// decides where it can.
func namedPremise(b binder, stmt ir.Expr, bs []binder) bool {
	return unknownApplied(b) && premiseName.MatchString(b.name) && !mentioned(b, stmt, bs)
}

// premiseName is Lean's convention for the name of a proof.
var premiseName = lazyre.New(`^h[A-Za-z0-9_'₀-₉]*$`)

// unknownApplied: b's type is an application (or an operator) whose
// type this reader does not know — a Prop family or an unknown type.
func unknownApplied(b binder) bool {
	if b.typeExpr == nil || b.typ != nil && b.typ.Kind != ir.KUnknown {
		return false
	}
	switch b.typeExpr.(type) {
	case *ir.Call, *ir.Binary:
		return true
	}
	return false // a bare name (α, T): a type variable or an opaque type
}

// mentioned says the statement or another binder's type names b.
func mentioned(b binder, stmt ir.Expr, bs []binder) bool {
	used := map[string]bool{b.name: true}
	if ir.MentionsAny(stmt, used) {
		return true
	}
	for _, o := range bs {
		if o.name != b.name && o.typeExpr != nil && ir.MentionsAny(o.typeExpr, used) {
			return true
		}
	}
	return false
}

// writtenType is a binder's type as written, shortened.
func writtenType(p *parser, b binder) string {
	r := b.typeExpr.Span()
	if r.Start.Offset < 0 || r.End.Offset > len(p.src) || r.Start.Offset >= r.End.Offset {
		return "?"
	}
	t := []rune(strings.Join(strings.Fields(p.src[r.Start.Offset:r.End.Offset]), " "))
	if len(t) > 60 {
		t = append(t[:57], '…') // by characters: ≤ and · are several bytes
	}
	return string(t)
}

func containsExpr(es []ir.Expr, e ir.Expr) bool {
	for _, x := range es {
		if ir.SameExpr(x, e) {
			return true
		}
	}
	return false
}

// common are the expressions every list has.
func common(lists [][]ir.Expr) []ir.Expr {
	if len(lists) == 0 {
		return nil
	}
	var out []ir.Expr
	for _, e := range lists[0] {
		all := true
		for _, l := range lists[1:] {
			if !containsExpr(l, e) {
				all = false
				break
			}
		}
		if all && !containsExpr(out, e) {
			out = append(out, e)
		}
	}
	return out
}

func isParam(d *defInfo, name string) bool {
	for _, prm := range d.params {
		if prm.Name == name {
			return true
		}
	}
	return false
}

// isPropBinder reports a theorem binder that is a hypothesis.
func isPropBinder(p *parser, v *view, name string) bool {
	for _, b := range v.bs {
		if b.name == name {
			return b.typeExpr != nil && p.isProp(b.typeExpr)
		}
	}
	return false
}

// example reads a theorem that pins every argument of d to a literal and
// states the result, `f 2 [1, 2] = 3` (also through premises x = 2 on
// its variables), as an input/output example of d.
func (p *parser) example(v *view, d *defInfo, app *ir.Call) (ir.Example, bool) {
	eq, ok := v.stmt.(*ir.Binary)
	if !ok || eq.Op != ir.OpEq {
		return ir.Example{}, false
	}
	out := eq.Y
	if eq.Y == ir.Expr(app) {
		out = eq.X
	} else if eq.X != ir.Expr(app) {
		return ir.Example{}, false
	}
	// Premises x = literal (or literal = x) fix variables; any other
	// premise makes it a property, not an example.
	fixed := map[string]ir.Expr{}
	hyps := append([]ir.Expr(nil), v.hyps...)
	for _, b := range v.bs {
		if b.typeExpr != nil && p.isProp(b.typeExpr) {
			hyps = append(hyps, b.typeExpr)
		}
	}
	for _, h := range hyps {
		e, ok := h.(*ir.Binary)
		if !ok || e.Op != ir.OpEq {
			return ir.Example{}, false
		}
		x, lit := e.X, e.Y
		if _, ok := x.(*ir.Ident); !ok {
			x, lit = e.Y, e.X
		}
		id, ok := x.(*ir.Ident)
		if !ok || !v.local(id.Name) || fixed[id.Name] != nil {
			return ir.Example{}, false
		}
		fixed[id.Name] = lit
	}
	value := func(e ir.Expr, t *ir.Type) (ir.Value, bool) {
		if id, ok := e.(*ir.Ident); ok && fixed[id.Name] != nil {
			e = fixed[id.Name]
		}
		r := e.Span()
		if r.Start.Offset < 0 || r.End.Offset > len(p.src) || r.Start.Offset >= r.End.Offset {
			return nil, false
		}
		val, err := ParseValue(p.src[r.Start.Offset:r.End.Offset])
		if err != nil {
			return nil, false
		}
		if val, err = ir.Coerce(val, t); err != nil {
			return nil, false
		}
		return val, true
	}
	ex := ir.Example{}
	tps := typeParams(d)
	for i, a := range app.Args {
		if p.isProofParam(d, i) {
			continue
		}
		if d.params[i].Type.Mentions(tps) != "" {
			return ir.Example{}, false // a value of one instance
		}
		val, ok := value(a, d.params[i].Type)
		if !ok {
			return ir.Example{}, false
		}
		ex.Inputs = append(ex.Inputs, ir.Binding{Name: d.params[i].Name, Val: val})
	}
	if d.result.Mentions(tps) != "" {
		return ir.Example{}, false
	}
	val, ok := value(out, d.result)
	if !ok {
		return ir.Example{}, false
	}
	ex.Outputs = []ir.Binding{{Name: resultName(d), Val: val}}
	ex.R = v.th.nameR
	// Shown as the call it pins: g_example: g [4] 0 = 1.
	text := v.th.name + ": " + d.name
	for _, b := range ex.Inputs {
		t := Vocab.Text(b.Val)
		if strings.ContainsAny(t, " ") && !strings.HasPrefix(t, "[") && !strings.HasPrefix(t, "#[") && !strings.HasPrefix(t, "\"") {
			t = "(" + t + ")"
		}
		text += " " + t
	}
	ex.Text = text + " = " + Vocab.Text(val)
	return ex, true
}

func sameCall(a, b *ir.Call) bool {
	return ir.SameExpr(a.Fn, b.Fn) && ir.SameExprs(a.Args, b.Args)
}

// maxEvalExamples bounds the #eval examples read from one file.
const maxEvalExamples = 1000

// evalExamples reads the checks a file keeps as #guard_msgs tests,
//
//	/--
//	info: 12
//	-/
//	#guard_msgs in
//	#eval f 3 2 [1, 2, 1]
//
// (or the same commented out, `-- #eval …` after a `/- info: … -/`
// block), as intended input/output pairs of f's contract: Lean prints the
// value of `f 3 2 [1, 2, 1]` and #guard_msgs expects exactly `12`. The
// arguments and the value must be literals this front end reads.
func (p *parser) evalExamples() {
	if len(p.mod.Contracts) == 0 {
		return
	}
	byName := map[string]*ir.Contract{}
	for _, c := range p.mod.Contracts {
		byName[c.Name] = c
	}
	n := 0
	for i := 0; i+1 < len(p.comments) && n < maxEvalExamples; i++ {
		info, ok := infoText(p.comments[i].text)
		if !ok {
			continue
		}
		// The #eval follows: commented out (the next comments), or as
		// source text after the info block.
		at := p.comments[i].end.Offset
		rest := p.src[at:min(len(p.src), at+4096)]
		call, callAt, ok := evalLine(rest)
		if !ok {
			continue
		}
		if ex, c, ok := p.evalExample(byName, call, info, at+callAt); ok {
			c.Examples.Accepted = append(c.Examples.Accepted, ex)
			n++
		}
	}
}

// withoutProofs drops from the arguments of a call to name those at the
// positions of the proofs its definition takes.
func (p *parser) withoutProofs(name string, args []ir.Expr) []ir.Expr {
	for i := range p.defs {
		d := &p.defs[i]
		if d.name != name {
			continue
		}
		var out []ir.Expr
		for k, a := range args {
			if !p.isProofParam(d, k) {
				out = append(out, a)
			}
		}
		return out
	}
	return args
}

// infoText is the expected message of a /- info: … -/ block.
func infoText(comment string) (string, bool) {
	t := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(comment, "/--"), "/-"), "-/"))
	v, ok := strings.CutPrefix(t, "info:")
	if !ok {
		return "", false
	}
	return strings.TrimSpace(v), true
}

// evalLine finds `#eval …` in the lines after an info block, allowing
// `#guard_msgs in` and comment markers before it, and returns its text
// and offset in s.
func evalLine(s string) (string, int, bool) {
	off := 0
	for k := 0; k < 4 && off < len(s); k++ {
		end := strings.IndexByte(s[off:], '\n')
		if end < 0 {
			end = len(s) - off
		}
		line := s[off : off+end]
		t := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "--"))
		switch {
		case t == "" || t == "#guard_msgs in":
		case strings.HasPrefix(t, "#eval "):
			return strings.TrimSpace(strings.TrimPrefix(t, "#eval ")), off + strings.Index(line, "#eval"), true
		default:
			return "", 0, false
		}
		off += end + 1
	}
	return "", 0, false
}

// evalExample reads `f a b c` with expected value info as an example of
// f's contract.
func (p *parser) evalExample(byName map[string]*ir.Contract, call, info string, at int) (ir.Example, *ir.Contract, bool) {
	e, probs := ParseExpr(call)
	if len(probs) > 0 {
		return ir.Example{}, nil, false
	}
	c2, ok := e.(*ir.Call)
	if !ok {
		return ir.Example{}, nil, false
	}
	id, ok := c2.Fn.(*ir.Ident)
	if !ok {
		return ir.Example{}, nil, false
	}
	c := byName[id.Name]
	if c == nil || len(c.Results) != 1 {
		return ir.Example{}, nil, false
	}
	args := c2.Args
	if len(args) > len(c.Params) {
		// f xs x (by decide): the proofs it takes are not inputs.
		args = p.withoutProofs(id.Name, args)
	}
	if len(c.Params) != len(args) {
		return ir.Example{}, nil, false
	}
	ex := ir.Example{Text: call + " = " + info}
	for k, a := range args {
		r := a.Span()
		if r.Start.Offset < 0 || r.End.Offset > len(call) || r.Start.Offset > r.End.Offset {
			return ir.Example{}, nil, false
		}
		v, err := ParseValue(call[r.Start.Offset:r.End.Offset])
		if err != nil {
			return ir.Example{}, nil, false
		}
		if !p.fits(v, c.Params[k].Type) {
			return ir.Example{}, nil, false
		}
		if v, err = ir.Coerce(v, c.Params[k].Type); err != nil {
			return ir.Example{}, nil, false
		}
		ex.Inputs = append(ex.Inputs, ir.Binding{Name: c.Params[k].Name, Val: v})
	}
	out, err := ParseValue(info)
	if err != nil || !p.fits(out, c.Results[0].Type) {
		return ir.Example{}, nil, false
	}
	if out, err = ir.Coerce(out, c.Results[0].Type); err != nil {
		return ir.Example{}, nil, false
	}
	ex.Outputs = []ir.Binding{{Name: c.Results[0].Name, Val: out}}
	pos := ir.NewLines(p.src).Pos(at)
	ex.R = ir.Range{Start: pos, End: pos}
	return ex, c, true
}

// isSort reports a binder's type that is a universe (Type, Sort u, Prop):
// the binder is a type, not a value to quantify over.
func isSort(te ir.Expr) bool {
	switch x := te.(type) {
	case *ir.Ident:
		return x.Name == "Type" || x.Name == "Sort" || x.Name == "Prop"
	case *ir.Call:
		return isSort(x.Fn)
	}
	return false
}

// isPropType reports a result type that is Prop: the definition is a
// predicate. (A Bool-valued function has a result to specify.)
func isPropType(te ir.Expr) bool {
	id, ok := te.(*ir.Ident)
	return ok && id.Name == "Prop"
}

// site is where a theorem-shaped contract can take a new conjunct: the
// statement of its first theorem, and how the contract's names read
// there (the result is the application f x, a parameter the binder or
// term it was applied to).
type site struct {
	stmt  ir.Expr
	names map[string]ir.Expr
}

func (p *parser) recordSite(name string, v *view, d *defInfo, app *ir.Call) {
	if p.sites == nil {
		p.sites = map[string]*site{}
	}
	s := &site{stmt: v.stmt, names: map[string]ir.Expr{resultName(d): app}}
	for i, a := range app.Args {
		if !p.isProofParam(d, i) {
			s.names[d.params[i].Name] = a
		}
	}
	p.sites[name] = s
}

// typeParams are the names of d's type arguments ({α} or {α : Type}),
// and the ones Lean binds automatically: a single letter with no
// declaration (def f (n : α) : String).
func typeParams(d *defInfo) map[string]bool {
	out := map[string]bool{}
	for _, b := range d.bs {
		if !b.explicit && (b.typeExpr == nil || isSort(b.typeExpr)) || isSort(b.typeExpr) {
			out[b.name] = true
		}
	}
	var walk func(t *ir.Type, depth int)
	walk = func(t *ir.Type, depth int) {
		if t == nil || depth > maxPrenex {
			return
		}
		if t.Kind == ir.KDatatype && autoBound(t.Name) {
			out[t.Name] = true
		}
		for _, x := range append([]*ir.Type{t.Elem, t.Key, t.Result}, t.Args...) {
			walk(x, depth+1)
		}
	}
	for _, prm := range d.params {
		walk(prm.Type, 0)
	}
	walk(d.result, 0)
	return out
}

// autoBound says a type name is one Lean binds implicitly: one letter,
// then only digits, subscripts or primes (α, β₁, T').
func autoBound(name string) bool {
	for i, r := range name {
		if i == 0 {
			if !unicode.IsLetter(r) {
				return false
			}
			continue
		}
		if !unicode.IsDigit(r) && r != '\'' && !(r >= '₀' && r <= '₉') {
			return false
		}
	}
	return name != ""
}

// binder is the theorem binder an identifier names (nil when none).
func (v *view) binder(id *ir.Ident) *binder {
	if id == nil {
		return nil
	}
	for i := range v.bs {
		if v.bs[i].name == id.Name {
			return &v.bs[i]
		}
	}
	return nil
}

// sorryBodies makes a definition whose body is `sorry` one without a body:
// it is declared, not defined (its result is what theorems say of it),
// so a clause that calls it cannot be evaluated, and says so.
func (p *parser) sorryBodies() {
	for _, f := range p.mod.Funcs {
		if id, ok := f.Body.(*ir.Ident); ok && id.Name == "sorry" {
			f.Body = nil
			delete(p.mod.Consts, f.Name)
		}
	}
}

// eraseProofArgs: an argument a definition takes as a proof (its
// parameter's type a proposition) is erased, as Lean's compiler erases
// it: `f ys x sorry` in a body runs, whatever stands for the proof.
func (p *parser) eraseProofArgs() {
	proofs := map[string][]int{} // definition: the positions of its proofs
	for i := range p.defs {
		d := &p.defs[i]
		for k := range d.params {
			if p.isProofParam(d, k) {
				proofs[d.name] = append(proofs[d.name], k)
			}
		}
	}
	if len(proofs) == 0 {
		return
	}
	var erase func(e ir.Expr) ir.Expr
	erase = func(e ir.Expr) ir.Expr {
		return ir.Rewrite(e, func(x ir.Expr) (ir.Expr, bool) {
			c, ok := x.(*ir.Call)
			if !ok {
				return nil, false
			}
			id, ok := c.Fn.(*ir.Ident)
			if !ok || proofs[id.Name] == nil {
				return nil, false
			}
			cp := *c
			cp.Args = append([]ir.Expr(nil), c.Args...)
			changed := false
			for _, k := range proofs[id.Name] {
				if k < len(cp.Args) && isSorry(cp.Args[k]) {
					cp.Args[k] = &ir.Lit{Node: c.Node, Val: ir.Bool(true)}
					changed = true
				}
			}
			if !changed {
				return nil, false
			}
			for i, a := range cp.Args {
				cp.Args[i] = erase(a)
			}
			return &cp, true
		})
	}
	for _, f := range p.mod.Funcs {
		if f.Body != nil && !isSorry(f.Body) {
			f.Body = erase(f.Body)
		}
	}
	for i := range p.defs {
		if d := &p.defs[i]; d.body != nil && !isSorry(d.body) {
			d.body = erase(d.body)
		}
	}
}

func isSorry(e ir.Expr) bool {
	id, ok := e.(*ir.Ident)
	return ok && id.Name == "sorry"
}

// fits says a value written in a comment can be a value of t: a number,
// string or character is not a value of an inductive type or structure
// (a test written for another signature, fight "K" "A" = -1 where the
// function takes and returns Pieces). A type that may be an abbreviation
// (a def of that name) is given the benefit of the doubt.
func (p *parser) fits(v ir.Value, t *ir.Type) bool {
	if t == nil || t.Kind != ir.KDatatype {
		return true
	}
	if ir.IsOption(t) && len(t.Args) == 1 {
		if _, isDT := v.(ir.Datatype); isDT {
			return true
		}
		return p.fits(v, t.Args[0])
	}
	if _, isDT := v.(ir.Datatype); isDT {
		return true
	}
	if f, ok := p.mod.Funcs[t.Name]; ok && !f.Ctor {
		return true // def T := …: perhaps an alias of the value's type
	}
	for _, d := range p.defs {
		if d.name == t.Name {
			return true
		}
	}
	switch v.(type) {
	case ir.Int, ir.Seq, ir.Char, ir.Bool, ir.Real:
		return false
	}
	return true
}

// letResult names the functions a statement's leading lets apply in a
// value named like a result (let result := f x; let res := (f x).1).
func letResult(stmt ir.Expr) map[string]bool {
	out := map[string]bool{}
	for k := 0; k < maxPrenex; k++ {
		l, ok := stmt.(*ir.Let)
		if !ok {
			break
		}
		for i, n := range l.Names {
			switch n {
			case "result", "res", "out", "output", "ans", "answer", "ret":
			default:
				continue
			}
			if i >= len(l.Values) {
				continue
			}
			ir.Inspect(l.Values[i], func(x ir.Expr) bool {
				if c, ok := x.(*ir.Call); ok {
					if id, ok := c.Fn.(*ir.Ident); ok {
						out[id.Name] = true
					}
				}
				return true
			})
		}
		stmt = l.Body
	}
	return out
}

// asMuchAbout says that a theorem applies the functions in names (sorted,
// two or more) equally.
func asMuchAbout(names []string) string {
	if len(names) == 2 {
		return "is as much about " + names[0] + " as about " + names[1]
	}
	return "is equally about " + strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
