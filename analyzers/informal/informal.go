// Package informal reads a contract back in plain English. It works on
// the contract IR (package ir) only, so every front end gets it for free: what a library
// call means comes from the language's ir.Vocab, never from its
// spelling. It first normalises each clause (norm.go: negations pushed
// inwards, contrapositives undone, equalities ordered with the output
// first, integer bounds such as i <= n-1 written i < n, old() pushed down
// to the state it reads, library calls lowered in library.go) so that
// clauses that say the same thing in different words read the same, then
// phrases the result: values (values.go, arith.go), propositions
// (props.go, quant.go), types (types.go); this file assembles sentences.
package informal

import (
	"fmt"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

const (
	maxPhraseRunes   = 2000 // runes in one phrase before it is cut with "…"
	maxInformalItems = 200  // bullet items per section
	maxInformalDepth = 1500 // nesting the informalizer follows
	maxMergeScan     = 1000 // items scanned for converse implications
)

// Informalize describes a contract in plain English, clause by clause:
// its inputs, what the precondition demands, and each guarantee of the
// postcondition. Same input, same text.
func Informalize(c *ir.Contract) string {
	if c == nil {
		return ""
	}
	z := newInformer(c)
	lines := []string{z.header()}
	section := func(kind ir.ClauseKind, none, title string) {
		var es []ir.Expr
		for _, cl := range c.Clauses {
			if cl.Kind == kind {
				es = append(es, cl.Expr)
			}
		}
		z.pre = kind == ir.Requires
		items := z.items(es)
		if len(items) == 0 {
			lines = append(lines, none)
			return
		}
		lines = append(lines, title)
		for i, it := range items {
			if i == maxInformalItems {
				lines = append(lines, fmt.Sprintf("- … (%d more)", len(items)-maxInformalItems))
				break
			}
			lines = append(lines, "- "+asSentence(z.prop(it)))
		}
	}
	section(ir.Requires, "Requires nothing of the inputs.", "Requires:")
	section(ir.Ensures, "Ensures nothing.", "Ensures:")
	z.pre = false
	if l := z.bodyLine(c); l != "" {
		lines = append(lines, l)
	}
	return strings.Join(lines, "\n")
}

// InformalizeClause describes one clause ("requires"/"ensures" ...) as an English sentence.
func InformalizeClause(c *ir.Contract, cl ir.Clause) string {
	z := newInformer(c)
	switch cl.Kind {
	case ir.Requires, ir.Ensures:
		z.pre = cl.Kind == ir.Requires
		items := z.items([]ir.Expr{cl.Expr})
		verb := "Requires"
		if cl.Kind == ir.Ensures {
			verb = "Ensures"
		}
		if len(items) == 0 {
			return verb + " nothing."
		}
		parts := make([]string, 0, len(items))
		for i, it := range items {
			if i == maxInformalItems {
				parts = append(parts, fmt.Sprintf("… (%d more)", len(items)-maxInformalItems))
				break
			}
			parts = append(parts, z.prop(it))
		}
		return verb + " that " + capPhrase(strings.Join(parts, "; and that ")) + "."
	case ir.Modifies:
		return "May modify " + z.val(cl.Expr).s + "."
	case ir.Reads:
		return "Reads " + z.val(cl.Expr).s + "."
	case ir.Decreases:
		return "Terminates because " + z.val(cl.Expr).s + " decreases."
	}
	return capPhrase(cl.Text)
}

// Phrase renders one expression as an English phrase (used by the two above, and by hovers).
func Phrase(voc *ir.Vocab, e ir.Expr) string {
	if e == nil {
		return ""
	}
	z := newInformer(nil)
	z.vocab = voc
	e = z.truthWalk(e, ir.IsProposition(e), 0)
	n := z.norm(e)
	if ir.IsProposition(e) || ir.IsProposition(n) {
		return z.prop(n)
	}
	return z.val(n).s
}

// informer holds what phrasing needs to know about names in scope.
type informer struct {
	outputs  map[string]bool     // results and modified parameters
	modified map[string]bool     // parameters the operation may change
	types    map[string]*ir.Type // declared (or, for bound variables, inferred) types
	bound    map[string]int      // bound variables in scope (they shadow parameters)
	self     string              // the contract's own name: calls to it are its result
	canon    bool                // order equal-ranked operands canonically (contract mode)
	contract *ir.Contract        // nil for Phrase
	pre      bool                // phrasing a precondition: nothing is an output yet
	depth    int
	vocab    *ir.Vocab // the language's library vocabulary (nil: only the IR's own names)
}

func newInformer(c *ir.Contract) *informer {
	z := &informer{outputs: map[string]bool{}, modified: map[string]bool{}, types: map[string]*ir.Type{}, bound: map[string]int{}}
	if c == nil {
		return z
	}
	z.canon = true
	z.contract = c
	z.vocab = c.Vocab
	z.self = c.Name
	for _, p := range c.Params {
		z.types[p.Name] = p.Type
	}
	for _, r := range c.Results {
		z.types[r.Name] = r.Type
		z.outputs[r.Name] = true
	}
	for _, m := range c.Modified {
		z.outputs[m] = true
		z.modified[m] = true
	}
	return z
}

// items normalises clauses, splits top-level conjunctions into separate
// items and joins converse implications (A ==> B, B ==> A) into A <==> B,
// so that merged, split and iff-split clauses read the same.
func (z *informer) items(es []ir.Expr) []ir.Expr {
	var out []ir.Expr
	perm := false
	for _, e := range es {
		for _, it := range z.splitBinding(z.norm(z.truthForms(e, 0))) {
			if z.isPermission(it) {
				// Permissions keep no arguments: one item says them all.
				if perm {
					continue
				}
				perm = true
			}
			if isBoolLit(it, true) {
				continue
			}
			// Bounds split over two clauses join as they would in one
			// (r*r <= N; N < (r+1)*(r+1) reads like r*r <= N < …).
			if n := len(out); n > 0 {
				if c, ok := z.joinBounds(out[n-1], it); ok {
					out[n-1] = c
					continue
				}
			}
			out = append(out, it)
		}
	}
	for i := 0; i < len(out) && i < maxMergeScan; i++ {
		a, ok := out[i].(*ir.Binary)
		if !ok || a.Op != ir.OpImplies {
			continue
		}
		for j := i + 1; j < len(out) && j < maxMergeScan; j++ {
			b, ok := out[j].(*ir.Binary)
			if ok && b.Op == ir.OpImplies && ir.SameExpr(a.X, b.Y) && ir.SameExpr(a.Y, b.X) {
				out[i] = z.orient(ir.OpIff, a.X, a.Y)
				out = append(out[:j], out[j+1:]...)
				break
			}
		}
	}
	return out
}

// ---- the signature ----

// paramPhrase names a parameter or result with its type, in the
// language's words where its front end made the type up.
func (z *informer) paramPhrase(name string, t *ir.Type) string {
	if t != nil && t.Kind == ir.KDatatype {
		if noun, ok := z.vocab.TypeNoun(t.Name); ok {
			return name + " (" + noun + ")"
		}
	}
	return paramPhrase(name, t)
}

func (z *informer) header() string {
	c := z.contract
	var ins []string
	for _, p := range c.Params {
		t := p.Type
		if c.Refinement != "" && p.Declared != nil {
			t = p.Declared // the abstract module's type, not the refinement's
		}
		ins = append(ins, z.paramPhrase(p.Name, t))
	}
	var res string
	switch {
	case len(c.Results) == 0 && c.Decl == ir.DeclPredicate:
		res = "states a property of them"
		if len(c.Params) == 1 {
			res = "states a property of it"
		}
	case len(c.Results) == 0:
		res = "returns nothing"
	case len(c.Results) == 1 && c.Results[0].Name == ir.ResultName && (c.Decl == ir.DeclFunction || c.Decl == ir.DeclPredicate):
		res = "returns " + withArticle(typeNoun(c.Results[0].Type, false))
	default:
		var outs []string
		for _, r := range c.Results {
			outs = append(outs, z.paramPhrase(r.Name, r.Type))
		}
		res = "returns " + englishList(outs, "and")
	}
	var mods []string
	seen := map[string]bool{}
	for _, m := range c.Modified {
		if !seen[m] {
			seen[m] = true
			mods = append(mods, m)
		}
	}
	if len(mods) > 0 {
		res += " and may modify " + englishList(mods, "and")
	}
	line := "Takes no inputs and " + res + "."
	if len(ins) > 0 {
		line = "Given " + englishList(ins, "and") + ", " + res + "."
	}
	if len(c.TypeParams) > 0 {
		kind := "type"
		if len(c.TypeParams) > 1 {
			kind = "types"
		}
		line = "For any " + kind + " " + englishList(c.TypeParams, "and") + ": " + strings.ToLower(line[:1]) + line[1:]
	}
	return capPhrase(line)
}

// bodyLine reads back the body of a function or predicate, which is part of
// what it means.
func (z *informer) bodyLine(c *ir.Contract) string {
	if c.Body == nil || (c.Decl != ir.DeclFunction && c.Decl != ir.DeclPredicate) {
		return ""
	}
	if u, ok := c.Body.(*ir.Unsupported); ok && u.Text == "" {
		return ""
	}
	b := z.truthWalk(c.Body, c.Decl == ir.DeclPredicate, 0)
	b = z.norm(b)
	if c.Decl == ir.DeclPredicate {
		return asSentence("Holds exactly when " + z.prop(b))
	}
	return asSentence("Defined as: " + z.val(b).s)
}

// ---- scopes ----

type savedName struct {
	name string
	t    *ir.Type
	had  bool
}

// bind brings names into scope as bound variables with the given types
// (nil: unknown) and returns the function that restores the outer scope.
func (z *informer) bind(ns []string, ts []*ir.Type) func() {
	saved := make([]savedName, 0, len(ns))
	for i, n := range ns {
		t, had := z.types[n]
		saved = append(saved, savedName{n, t, had})
		var nt *ir.Type
		if i < len(ts) {
			nt = ts[i]
		}
		z.types[n] = nt
		z.bound[n]++
	}
	return func() {
		for i := len(saved) - 1; i >= 0; i-- {
			s := saved[i]
			if s.had {
				z.types[s.name] = s.t
			} else {
				delete(z.types, s.name)
			}
			z.bound[s.name]--
		}
	}
}

// bindVars binds quantifier variables; untyped ones used as indices or
// compared with integers are taken to be integers.
func (z *informer) bindVars(vars []ir.Binder, parts ...ir.Expr) func() {
	ns := make([]string, len(vars))
	ts := make([]*ir.Type, len(vars))
	for i, v := range vars {
		ns[i] = v.Name
		ts[i] = v.Type
	}
	restore := z.bind(ns, ts)
	for round := 0; round < len(vars); round++ {
		changed := false
		for _, v := range vars {
			if z.types[v.Name] == nil && z.usedAsInt(v.Name, parts) {
				z.types[v.Name] = ir.TypeInt
				changed = true
			}
		}
		if !changed {
			break
		}
	}
	return restore
}

// bindLet binds let names with the types of their values.
func (z *informer) bindLet(e *ir.Let) func() {
	ts := make([]*ir.Type, len(e.Names))
	for i := range e.Names {
		if i < len(e.Values) {
			ts[i] = z.typeOf(e.Values[i])
		}
	}
	return z.bind(e.Names, ts)
}

func (z *informer) isOutput(name string) bool {
	return !z.pre && z.outputs[name] && z.bound[name] == 0
}

func (z *informer) isModified(name string) bool { return z.modified[name] && z.bound[name] == 0 }
