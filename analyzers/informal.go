package analyzers

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/specfaith/specfaith/spec"
)

// The informalizer reads a contract back in plain English. It works on the
// spec IR only, so every front end gets it for free. It first normalises
// each clause (negations pushed inwards, contrapositives undone, equalities
// ordered with the output first, integer bounds such as i <= n-1 written
// i < n, old() pushed down to the state it reads) so that clauses that say
// the same thing in different words read the same, then phrases the result.

const (
	maxPhraseRunes   = 2000 // runes in one phrase before it is cut with "…"
	maxInformalItems = 200  // bullet items per section
	maxInformalDepth = 1500 // nesting the informalizer follows
	maxCanonKey      = 400  // bytes of a canonical key used to order operands
	maxMergeScan     = 1000 // items scanned for converse implications
)

// Informalize describes a contract in plain English, clause by clause:
// its inputs, what the precondition demands, and each guarantee of the
// postcondition. Same input, same text.
func Informalize(c *spec.Contract) string {
	if c == nil {
		return ""
	}
	z := newInformer(c)
	lines := []string{z.header()}
	section := func(kind spec.ClauseKind, none, title string) {
		var es []spec.Expr
		for _, cl := range c.Clauses {
			if cl.Kind == kind {
				es = append(es, cl.Expr)
			}
		}
		z.pre = kind == spec.Requires
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
	section(spec.Requires, "Requires nothing of the inputs.", "Requires:")
	section(spec.Ensures, "Ensures nothing.", "Ensures:")
	z.pre = false
	if l := z.bodyLine(c); l != "" {
		lines = append(lines, l)
	}
	return strings.Join(lines, "\n")
}

// InformalizeClause describes one clause ("requires"/"ensures" ...) as an English sentence.
func InformalizeClause(c *spec.Contract, cl spec.Clause) string {
	z := newInformer(c)
	switch cl.Kind {
	case spec.Requires, spec.Ensures:
		z.pre = cl.Kind == spec.Requires
		items := z.items([]spec.Expr{cl.Expr})
		verb := "Requires"
		if cl.Kind == spec.Ensures {
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
	case spec.Modifies:
		return "May modify " + z.val(cl.Expr).s + "."
	case spec.Reads:
		return "Reads " + z.val(cl.Expr).s + "."
	case spec.Decreases:
		return "Terminates because " + z.val(cl.Expr).s + " decreases."
	}
	return capPhrase(cl.Text)
}

// Phrase renders one expression as an English phrase (used by the two above, and by hovers).
func Phrase(voc *spec.Vocab, e spec.Expr) string {
	if e == nil {
		return ""
	}
	z := newInformer(nil)
	z.vocab = voc
	n := z.norm(e)
	if isProposition(e) || isProposition(n) {
		return z.prop(n)
	}
	return z.val(n).s
}

// informer holds what phrasing needs to know about names in scope.
type informer struct {
	outputs  map[string]bool       // results and modified parameters
	modified map[string]bool       // parameters the operation may change
	types    map[string]*spec.Type // declared (or, for bound variables, inferred) types
	bound    map[string]int        // bound variables in scope (they shadow parameters)
	self     string                // the contract's own name: calls to it are its result
	canon    bool                  // order equal-ranked operands canonically (contract mode)
	contract *spec.Contract        // nil for Phrase
	pre      bool                  // phrasing a precondition: nothing is an output yet
	depth    int
	vocab    *spec.Vocab // the language's library vocabulary (nil: only the IR's own names)
}

func newInformer(c *spec.Contract) *informer {
	z := &informer{outputs: map[string]bool{}, modified: map[string]bool{}, types: map[string]*spec.Type{}, bound: map[string]int{}}
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
func (z *informer) items(es []spec.Expr) []spec.Expr {
	var out []spec.Expr
	perm := false
	for _, e := range es {
		for _, it := range z.splitBinding(z.norm(e)) {
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
		a, ok := out[i].(*spec.Binary)
		if !ok || a.Op != spec.OpImplies {
			continue
		}
		for j := i + 1; j < len(out) && j < maxMergeScan; j++ {
			b, ok := out[j].(*spec.Binary)
			if ok && b.Op == spec.OpImplies && sameExpr(a.X, b.Y) && sameExpr(a.Y, b.X) {
				out[i] = z.orient(spec.OpIff, a.X, a.Y)
				out = append(out[:j], out[j+1:]...)
				break
			}
		}
	}
	return out
}

// ---- the signature ----

func (z *informer) header() string {
	c := z.contract
	var ins []string
	for _, p := range c.Params {
		ins = append(ins, paramPhrase(p.Name, p.Type))
	}
	var res string
	switch {
	case len(c.Results) == 0:
		res = "returns nothing"
	case len(c.Results) == 1 && c.Results[0].Name == spec.ResultName && (c.Decl == spec.DeclFunction || c.Decl == spec.DeclPredicate):
		res = "returns " + withArticle(typeNoun(c.Results[0].Type, false))
	default:
		var outs []string
		for _, r := range c.Results {
			outs = append(outs, paramPhrase(r.Name, r.Type))
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
func (z *informer) bodyLine(c *spec.Contract) string {
	if c.Body == nil || (c.Decl != spec.DeclFunction && c.Decl != spec.DeclPredicate) {
		return ""
	}
	if u, ok := c.Body.(*spec.Unsupported); ok && u.Text == "" {
		return ""
	}
	b := z.norm(c.Body)
	if c.Decl == spec.DeclPredicate {
		return asSentence("Holds exactly when " + z.prop(b))
	}
	return asSentence("Defined as: " + z.val(b).s)
}

// ---- scopes ----

type savedName struct {
	name string
	t    *spec.Type
	had  bool
}

// bind brings names into scope as bound variables with the given types
// (nil: unknown) and returns the function that restores the outer scope.
func (z *informer) bind(ns []string, ts []*spec.Type) func() {
	saved := make([]savedName, 0, len(ns))
	for i, n := range ns {
		t, had := z.types[n]
		saved = append(saved, savedName{n, t, had})
		var nt *spec.Type
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
func (z *informer) bindVars(vars []spec.Binder, parts ...spec.Expr) func() {
	ns := make([]string, len(vars))
	ts := make([]*spec.Type, len(vars))
	for i, v := range vars {
		ns[i] = v.Name
		ts[i] = v.Type
	}
	restore := z.bind(ns, ts)
	for round := 0; round < len(vars); round++ {
		changed := false
		for _, v := range vars {
			if z.types[v.Name] == nil && z.usedAsInt(v.Name, parts) {
				z.types[v.Name] = spec.TypeInt
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
func (z *informer) bindLet(e *spec.Let) func() {
	ts := make([]*spec.Type, len(e.Names))
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

// ---- types of expressions (as far as phrasing needs them) ----

func isIntTyped(t *spec.Type) bool { return t != nil && (t.Kind == spec.KInt || t.Kind == spec.KNat) }

func isSeqTyped(t *spec.Type) bool {
	return t != nil && (t.Kind == spec.KSeq || t.Kind == spec.KString || t.Kind == spec.KArray)
}

func (z *informer) typeOf(e spec.Expr) *spec.Type {
	switch e := e.(type) {
	case *spec.Ident:
		return z.types[e.Name]
	case *spec.Old:
		return z.typeOf(e.X)
	case *spec.Lit:
		switch v := e.Val.(type) {
		case spec.Int:
			return spec.TypeInt
		case spec.Real:
			return spec.TypeReal
		case spec.Bool:
			return spec.TypeBool
		case spec.Char:
			return spec.TypeChar
		case spec.Seq:
			if v.Str {
				return spec.TypeString
			}
			return &spec.Type{Kind: spec.KSeq}
		case spec.Set:
			return &spec.Type{Kind: spec.KSet}
		case spec.Map:
			return &spec.Type{Kind: spec.KMap}
		case spec.Multiset:
			return &spec.Type{Kind: spec.KMultiset}
		}
	case *spec.Index:
		t := z.typeOf(e.X)
		if t == nil {
			return nil
		}
		switch t.Kind {
		case spec.KSeq, spec.KArray, spec.KMap:
			return t.Elem
		case spec.KString:
			return spec.TypeChar
		case spec.KMultiset:
			return spec.TypeNat
		case spec.KTuple:
			if len(e.Args) == 1 {
				if l, ok := e.Args[0].(*spec.Lit); ok {
					if v, ok := l.Val.(spec.Int); ok && v.V.IsInt64() && v.V.Int64() >= 0 && v.V.Int64() < int64(len(t.Args)) {
						return t.Args[v.V.Int64()]
					}
				}
			}
		}
	case *spec.Slice:
		t := z.typeOf(e.X)
		if t == nil {
			return nil
		}
		switch t.Kind {
		case spec.KSeq, spec.KString:
			return t
		case spec.KArray:
			return &spec.Type{Kind: spec.KSeq, Elem: t.Elem}
		}
	case *spec.Call:
		if s, args, ok := z.lib(e); ok {
			switch s.Op {
			case spec.LibMultiset:
				var el *spec.Type
				if t := z.typeOf(args[0]); t != nil {
					el = t.Elem
				}
				return &spec.Type{Kind: spec.KMultiset, Elem: el}
			case spec.LibConvert:
				if s.ToType != nil && s.ToType.Kind != spec.KChar && s.ToType.Kind != spec.KBool {
					return s.ToType
				}
			case spec.LibSeqInit:
				return &spec.Type{Kind: spec.KSeq}
			}
		}
	case *spec.Member:
		if k, err := strconv.Atoi(e.Name); err == nil {
			if t := z.typeOf(e.X); t != nil && t.Kind == spec.KTuple && k >= 0 && k < len(t.Args) {
				return t.Args[k]
			}
		}
		switch z.memberOp(e) {
		case spec.LibLengthDim:
			return spec.TypeInt
		case spec.LibKeys:
			if t := z.typeOf(e.X); t != nil && t.Kind == spec.KMap {
				return &spec.Type{Kind: spec.KSet, Elem: t.Key}
			}
			return &spec.Type{Kind: spec.KSet}
		case spec.LibValues, spec.LibItems:
			return &spec.Type{Kind: spec.KSet}
		}
	case *spec.Unary:
		switch e.Op {
		case spec.OpCard:
			return spec.TypeInt
		case spec.OpNeg:
			return z.typeOf(e.X)
		case spec.OpNot:
			return spec.TypeBool
		}
	case *spec.Binary:
		if isLogicOrRel(e.Op) {
			return spec.TypeBool
		}
		if t := z.typeOf(e.X); t != nil {
			return t
		}
		return z.typeOf(e.Y)
	case *spec.Chain, *spec.Quant:
		return spec.TypeBool
	case *spec.Display:
		return &spec.Type{Kind: e.Coll}
	case *spec.Compr:
		return &spec.Type{Kind: e.Coll}
	}
	return nil
}

// integral reports an expression known to be an integer (so that
// i <= n - 1 may be read as i < n).
func (z *informer) integral(e spec.Expr) bool {
	switch e := e.(type) {
	case *spec.Lit:
		_, ok := e.Val.(spec.Int)
		return ok
	case *spec.Ident:
		return isIntTyped(z.types[e.Name])
	case *spec.Member:
		return z.memberOp(e) == spec.LibLengthDim
	case *spec.Unary:
		switch e.Op {
		case spec.OpCard:
			return true
		case spec.OpNeg:
			return z.integral(e.X)
		}
	case *spec.Binary:
		switch e.Op {
		case spec.OpAdd, spec.OpSub, spec.OpMul, spec.OpNatSub, spec.OpDivEuclid, spec.OpModEuclid,
			spec.OpDivFloor, spec.OpModFloor, spec.OpDivTrunc, spec.OpModTrunc, spec.OpDivEuclidTotal, spec.OpModEuclidTotal:
			return z.integral(e.X) && z.integral(e.Y)
		}
	case *spec.Index:
		return isIntTyped(z.typeOf(e))
	case *spec.Call:
		if s, _, ok := z.lib(e); ok && s.Op == spec.LibConvert && s.ToType != nil {
			return s.ToType.Kind == spec.KInt || s.ToType.Kind == spec.KNat
		}
	case *spec.Old:
		return z.integral(e.X)
	}
	return false
}

// usedAsInt reports whether a bound variable is used as an index into a
// sequence or array, or compared with an integer.
func (z *informer) usedAsInt(name string, parts []spec.Expr) bool {
	found := false
	isName := func(e spec.Expr) bool {
		id, ok := e.(*spec.Ident)
		return ok && id.Name == name
	}
	cmp := func(a, b spec.Expr) {
		if (isName(a) && z.integral(b)) || (isName(b) && z.integral(a)) {
			found = true
		}
	}
	for _, p := range parts {
		spec.Inspect(p, func(x spec.Expr) bool {
			if found {
				return false
			}
			switch x := x.(type) {
			case *spec.Quant:
				return !bindsName(x.Vars, name)
			case *spec.Compr:
				return !bindsName(x.Vars, name)
			case *spec.Lambda:
				return !bindsName(x.Params, name)
			case *spec.Index:
				if isSeqTyped(z.typeOf(x.X)) {
					for _, a := range x.Args {
						if arithOver(a, name) {
							found = true
						}
					}
				}
			case *spec.Slice:
				if isSeqTyped(z.typeOf(x.X)) && (arithOver(x.Lo, name) || arithOver(x.Hi, name)) {
					found = true
				}
			case *spec.Binary:
				switch x.Op {
				case spec.OpLt, spec.OpLe, spec.OpGt, spec.OpGe, spec.OpEq, spec.OpNe:
					cmp(x.X, x.Y)
				}
			case *spec.Chain:
				for i := 0; i+1 < len(x.Args); i++ {
					cmp(x.Args[i], x.Args[i+1])
				}
			}
			return true
		})
	}
	return found
}

func bindsName(vs []spec.Binder, name string) bool {
	for _, v := range vs {
		if v.Name == name {
			return true
		}
	}
	return false
}

// arithOf: e is name, or integer arithmetic over it (an index i + 1).
func arithOver(e spec.Expr, name string) bool {
	switch e := e.(type) {
	case *spec.Ident:
		return e.Name == name
	case *spec.Binary:
		switch e.Op {
		case spec.OpAdd, spec.OpSub, spec.OpMul:
			return arithOver(e.X, name) || arithOver(e.Y, name)
		}
	}
	return false
}

// ---- normalisation ----

func mkBinary(op spec.Op, x, y spec.Expr) spec.Expr { return &spec.Binary{Op: op, X: x, Y: y} }

func mkNot(x spec.Expr) spec.Expr { return &spec.Unary{Op: spec.OpNot, X: x} }

func isBoolLit(e spec.Expr, v bool) bool {
	l, ok := e.(*spec.Lit)
	if !ok {
		return false
	}
	b, ok := l.Val.(spec.Bool)
	return ok && bool(b) == v
}

func boolLitValue(e spec.Expr) (bool, bool) {
	if l, ok := e.(*spec.Lit); ok {
		if b, ok := l.Val.(spec.Bool); ok {
			return bool(b), true
		}
	}
	return false, false
}

func isLogicOrRel(op spec.Op) bool {
	switch op {
	case spec.OpAnd, spec.OpOr, spec.OpImplies, spec.OpExplies, spec.OpIff, spec.OpEq, spec.OpNe, spec.OpLt,
		spec.OpLe, spec.OpGt, spec.OpGe, spec.OpIn, spec.OpNotIn, spec.OpDisjoint:
		return true
	}
	return false
}

// isProposition reports expressions that are certainly propositions.
func isProposition(e spec.Expr) bool {
	switch e := e.(type) {
	case *spec.Binary:
		return isLogicOrRel(e.Op)
	case *spec.Unary:
		return e.Op == spec.OpNot
	case *spec.Chain, *spec.Quant:
		return true
	case *spec.Lit:
		_, ok := e.Val.(spec.Bool)
		return ok
	case *spec.Ite:
		return isProposition(e.Then) || isProposition(e.Else)
	case *spec.Let:
		return isProposition(e.Body)
	}
	return false
}

func asNot(e spec.Expr) (spec.Expr, bool) {
	if u, ok := e.(*spec.Unary); ok && u.Op == spec.OpNot {
		return u.X, true
	}
	return nil, false
}

// conjunctList flattens a conjunction.
func conjunctList(e spec.Expr) []spec.Expr { return flattenOp(e, spec.OpAnd, nil) }

func disjunctList(e spec.Expr) []spec.Expr { return flattenOp(e, spec.OpOr, nil) }

func flattenOp(e spec.Expr, op spec.Op, acc []spec.Expr) []spec.Expr {
	for {
		b, ok := e.(*spec.Binary)
		if !ok || b.Op != op {
			return append(acc, e)
		}
		acc = flattenOp(b.X, op, acc)
		e = b.Y
	}
}

// norm rewrites e into the normal form the phrasing reads. It builds new
// nodes and never changes e.
func (z *informer) norm(e spec.Expr) spec.Expr {
	if e == nil {
		return nil
	}
	z.depth++
	defer func() { z.depth-- }()
	if z.depth > maxInformalDepth {
		return e
	}
	switch e := e.(type) {
	case *spec.Unary:
		if e.Op == spec.OpNot {
			return z.negN(z.norm(e.X))
		}
		return &spec.Unary{Node: e.Node, Op: e.Op, X: z.norm(e.X)}
	case *spec.Binary:
		return z.normBinary(e)
	case *spec.Chain:
		return z.normChain(e)
	case *spec.Quant:
		restore := z.bindVars(e.Vars, e.Range, e.Body)
		defer restore()
		var body spec.Expr
		switch {
		case e.Range == nil:
			body = z.norm(e.Body)
		case e.Forall:
			body = z.implies(z.norm(e.Range), z.norm(e.Body))
		default:
			body = z.and(z.norm(e.Range), z.norm(e.Body))
		}
		if isBoolLit(body, e.Forall) {
			return body
		}
		return &spec.Quant{Node: e.Node, Forall: e.Forall, Vars: e.Vars, Body: body}
	case *spec.Old:
		return z.pushOld(z.norm(e.X))
	case *spec.Call:
		if x, ok := z.lowerLib(e); ok {
			return z.norm(x)
		}
		fn := e.Fn
		if _, ok := fn.(*spec.Ident); !ok {
			fn = z.norm(fn)
		}
		return &spec.Call{Node: e.Node, Fn: fn, Args: z.normAll(e.Args)}
	case *spec.Index:
		return &spec.Index{Node: e.Node, X: z.norm(e.X), Args: z.normAll(e.Args), Mode: e.Mode, Default: z.norm(e.Default)}
	case *spec.Slice:
		return &spec.Slice{Node: e.Node, X: z.norm(e.X), Lo: z.norm(e.Lo), Hi: z.norm(e.Hi), Clamp: e.Clamp}
	case *spec.Update:
		return &spec.Update{Node: e.Node, X: z.norm(e.X), K: z.norm(e.K), V: z.norm(e.V)}
	case *spec.Member:
		if x, ok := z.lowerMember(e); ok {
			return z.norm(x)
		}
		return &spec.Member{Node: e.Node, X: z.norm(e.X), Name: e.Name}
	case *spec.Compr:
		restore := z.bindVars(e.Vars, e.Cond, e.Term)
		defer restore()
		return &spec.Compr{Node: e.Node, Coll: e.Coll, Vars: e.Vars, Cond: z.norm(e.Cond), Key: z.norm(e.Key), Term: z.norm(e.Term)}
	case *spec.Display:
		return &spec.Display{Node: e.Node, Coll: e.Coll, Elems: z.normAll(e.Elems), Keys: z.normAll(e.Keys)}
	case *spec.TupleExpr:
		return &spec.TupleExpr{Node: e.Node, Elems: z.normAll(e.Elems)}
	case *spec.Ite:
		return &spec.Ite{Node: e.Node, Cond: z.norm(e.Cond), Then: z.norm(e.Then), Else: z.norm(e.Else)}
	case *spec.Let:
		if x, ok := z.inlineLet(e); ok {
			return z.norm(x)
		}
		vals := z.normAll(e.Values)
		restore := z.bindLet(&spec.Let{Names: e.Names, Values: vals})
		defer restore()
		return &spec.Let{Node: e.Node, Names: e.Names, Values: vals, Body: z.norm(e.Body)}
	case *spec.Lambda:
		restore := z.bindVars(e.Params, e.Body)
		defer restore()
		return &spec.Lambda{Node: e.Node, Params: e.Params, Body: z.norm(e.Body)}
	case *spec.Match:
		cases := make([]spec.Case, len(e.Cases))
		for i, c := range e.Cases {
			restore := z.bind(patternVars(c.Pat, nil), nil)
			cases[i] = spec.Case{Pat: c.Pat, Body: z.norm(c.Body)}
			restore()
		}
		return &spec.Match{Node: e.Node, X: z.norm(e.X), Cases: cases}
	}
	return e
}

func (z *informer) normAll(es []spec.Expr) []spec.Expr {
	if es == nil {
		return nil
	}
	out := make([]spec.Expr, len(es))
	for i, x := range es {
		out[i] = z.norm(x)
	}
	return out
}

func patternVars(p spec.Pattern, acc []string) []string {
	if p.Var != "" {
		acc = append(acc, p.Var)
	}
	for _, a := range p.Args {
		acc = patternVars(a, acc)
	}
	return acc
}

func (z *informer) and(a, b spec.Expr) spec.Expr {
	if isBoolLit(a, true) {
		return b
	}
	if isBoolLit(b, true) {
		return a
	}
	// 0 <= i && i < n reads as 0 <= i < n: the last conjunct of a and b
	// may join.
	last, first := a, b
	ab, aAnd := a.(*spec.Binary)
	aAnd = aAnd && ab.Op == spec.OpAnd
	if aAnd {
		last = ab.Y
	}
	bb, bAnd := b.(*spec.Binary)
	bAnd = bAnd && bb.Op == spec.OpAnd
	if bAnd {
		first = bb.X
	}
	if c, ok := z.joinBounds(last, first); ok {
		if aAnd {
			c = mkBinary(spec.OpAnd, ab.X, c)
		}
		if bAnd {
			c = mkBinary(spec.OpAnd, c, bb.Y)
		}
		return c
	}
	return mkBinary(spec.OpAnd, a, b)
}

// implies builds a ==> b from normalised operands; a ==> (b ==> c) becomes
// a && b ==> c.
func (z *informer) implies(a, b spec.Expr) spec.Expr {
	if isBoolLit(a, true) || isBoolLit(b, true) {
		return b
	}
	if isBoolLit(a, false) {
		return &spec.Lit{Val: spec.Bool(true)}
	}
	if bi, ok := b.(*spec.Binary); ok && bi.Op == spec.OpImplies {
		return z.implies(z.and(a, bi.X), bi.Y)
	}
	return mkBinary(spec.OpImplies, a, b)
}

func (z *informer) normBinary(e *spec.Binary) spec.Expr {
	switch e.Op {
	case spec.OpAnd:
		return z.and(z.norm(e.X), z.norm(e.Y))
	case spec.OpOr:
		a, b := z.norm(e.X), z.norm(e.Y)
		if isBoolLit(a, false) {
			return b
		}
		if isBoolLit(b, false) {
			return a
		}
		return mkBinary(spec.OpOr, a, b)
	case spec.OpExplies:
		return z.normImplies(e.Y, e.X)
	case spec.OpImplies:
		return z.normImplies(e.X, e.Y)
	case spec.OpIff:
		return z.normEq(spec.OpEq, z.norm(e.X), z.norm(e.Y), true)
	case spec.OpEq, spec.OpNe:
		a, b := z.norm(e.X), z.norm(e.Y)
		if isLitZero(a) {
			a, b = b, a
		}
		if d, ok := a.(*spec.Binary); ok && isLitZero(b) && z.truncated(d) {
			// a - b stops at 0: it is 0 exactly when a <= b.
			if e.Op == spec.OpEq {
				return z.normBinary(&spec.Binary{Node: e.Node, Op: spec.OpLe, X: d.X, Y: d.Y})
			}
			return z.normBinary(&spec.Binary{Node: e.Node, Op: spec.OpGt, X: d.X, Y: d.Y})
		}
		return z.normEq(e.Op, a, b, false)
	case spec.OpIn, spec.OpNotIn:
		if c, ok := e.Y.(*spec.Call); ok {
			if s, args, ok := z.lib(c); ok && s.Op == spec.LibRange {
				// x in List.range n: 0 <= x < n.
				zero := &spec.Lit{Node: e.Node, Val: spec.Int{V: big.NewInt(0)}}
				in := &spec.Chain{Node: e.Node, Ops: []spec.Op{spec.OpLe, spec.OpLt}, Args: []spec.Expr{zero, e.X, args[0]}}
				if e.Op == spec.OpNotIn {
					return z.norm(mkNot(in))
				}
				return z.norm(in)
			}
		}
	case spec.OpLt, spec.OpLe, spec.OpGt, spec.OpGe:
		op, a, b := z.shift(e.Op, z.norm(e.X), z.norm(e.Y))
		return z.orient(op, a, b)
	}
	return &spec.Binary{Node: e.Node, Op: e.Op, X: z.norm(e.X), Y: z.norm(e.Y)}
}

// normImplies undoes a contrapositive (!A ==> !B is B ==> A) before
// normalising.
func (z *informer) normImplies(x, y spec.Expr) spec.Expr {
	if nx, ok := asNot(x); ok {
		if ny, ok := asNot(y); ok {
			return z.normImplies(ny, nx)
		}
	}
	return z.implies(z.norm(x), z.norm(y))
}

// normEq normalises a == b, a != b (and a <==> b when iff): comparisons
// with true/false disappear, equality of propositions is an iff, and the
// operands are ordered.
func (z *informer) normEq(op spec.Op, a, b spec.Expr, iff bool) spec.Expr {
	if _, ok := boolLitValue(a); ok {
		a, b = b, a
	}
	if v, ok := boolLitValue(b); ok {
		if _, ok := boolLitValue(a); !ok {
			if v == (op == spec.OpEq) {
				return a
			}
			return z.negN(a)
		}
	}
	if iff || isProposition(a) || isProposition(b) {
		if op == spec.OpNe {
			b = z.negN(b)
		}
		return z.orient(spec.OpIff, a, b)
	}
	return z.orient(op, a, b)
}

// negN negates a normalised expression: negations go through connectives
// and quantifiers and turn comparisons around.
func (z *informer) negN(e spec.Expr) spec.Expr {
	z.depth++
	defer func() { z.depth-- }()
	if z.depth > maxInformalDepth {
		return mkNot(e)
	}
	switch e := e.(type) {
	case *spec.Unary:
		if e.Op == spec.OpNot {
			return e.X
		}
	case *spec.Lit:
		if v, ok := boolLitValue(e); ok {
			return &spec.Lit{Node: e.Node, Val: spec.Bool(!v)}
		}
	case *spec.Binary:
		switch e.Op {
		case spec.OpEq, spec.OpNe, spec.OpLt, spec.OpLe, spec.OpGt, spec.OpGe, spec.OpIn, spec.OpNotIn:
			return &spec.Binary{Node: e.Node, Op: negateOp(e.Op), X: e.X, Y: e.Y}
		case spec.OpAnd:
			return z.implies(e.X, z.negN(e.Y))
		case spec.OpOr:
			return z.and(z.negN(e.X), z.negN(e.Y))
		case spec.OpImplies:
			return z.and(e.X, z.negN(e.Y))
		case spec.OpIff:
			return z.orient(spec.OpIff, e.X, z.negN(e.Y))
		}
	case *spec.Quant:
		return &spec.Quant{Node: e.Node, Forall: !e.Forall, Vars: e.Vars, Body: z.negQuantBody(e)}
	case *spec.Ite:
		return &spec.Ite{Node: e.Node, Cond: e.Cond, Then: z.negN(e.Then), Else: z.negN(e.Else)}
	}
	return mkNot(e)
}

func (z *informer) negQuantBody(q *spec.Quant) spec.Expr {
	restore := z.bindVars(q.Vars, q.Body)
	defer restore()
	return z.negN(q.Body)
}

func negateOp(op spec.Op) spec.Op {
	switch op {
	case spec.OpEq:
		return spec.OpNe
	case spec.OpNe:
		return spec.OpEq
	case spec.OpLt:
		return spec.OpGe
	case spec.OpLe:
		return spec.OpGt
	case spec.OpGt:
		return spec.OpLe
	case spec.OpGe:
		return spec.OpLt
	case spec.OpIn:
		return spec.OpNotIn
	case spec.OpNotIn:
		return spec.OpIn
	}
	return op
}

func mirrorOp(op spec.Op) spec.Op {
	switch op {
	case spec.OpLt:
		return spec.OpGt
	case spec.OpLe:
		return spec.OpGe
	case spec.OpGt:
		return spec.OpLt
	case spec.OpGe:
		return spec.OpLe
	}
	return op
}

// score ranks an operand for ordering: what the operation produces first,
// bound variables next, literals last.
func (z *informer) score(e spec.Expr) int {
	if isLiteralExpr(e) {
		return 5
	}
	if r, ok := z.root(e); ok {
		if r == "" || z.isOutput(r) {
			return 0
		}
		if z.bound[r] > 0 {
			return 2
		}
	}
	if z.mentionsOutput(e) {
		return 1
	}
	if z.mentionsBound(e) {
		return 3
	}
	return 4
}

func (z *informer) mentionsBound(e spec.Expr) bool {
	found := false
	spec.Inspect(e, func(x spec.Expr) bool {
		if id, ok := x.(*spec.Ident); ok && z.bound[id.Name] > 0 {
			found = true
		}
		return !found
	})
	return found
}

func isLiteralExpr(e spec.Expr) bool {
	switch e := e.(type) {
	case *spec.Lit:
		return true
	case *spec.Unary:
		return e.Op == spec.OpNeg && isLiteralExpr(e.X)
	case *spec.Display:
		for _, x := range e.Elems {
			if !isLiteralExpr(x) {
				return false
			}
		}
		for _, x := range e.Keys {
			if !isLiteralExpr(x) {
				return false
			}
		}
		return true
	}
	return false
}

// root is the variable an expression reads (a for a[i], a.Length, |a|,
// multiset(a[..])); "" with ok for a call of the contract itself (its
// result).
func (z *informer) root(e spec.Expr) (string, bool) {
	switch e := e.(type) {
	case *spec.Ident:
		return e.Name, true
	case *spec.Index:
		return z.root(e.X)
	case *spec.Slice:
		return z.root(e.X)
	case *spec.Member:
		return z.root(e.X)
	case *spec.Unary:
		if e.Op == spec.OpCard {
			return z.root(e.X)
		}
	case *spec.Call:
		if s, args, ok := z.lib(e); ok && s.Op == spec.LibMultiset {
			return z.root(args[0])
		}
		if id, ok := e.Fn.(*spec.Ident); ok {
			if z.self != "" && id.Name == z.self && z.bound[id.Name] == 0 {
				return "", true
			}
		}
	}
	return "", false
}

func (z *informer) mentionsOutput(e spec.Expr) bool {
	found := false
	spec.Inspect(e, func(x spec.Expr) bool {
		if found {
			return false
		}
		switch x := x.(type) {
		case *spec.Old:
			return false
		case *spec.Ident:
			found = z.isOutput(x.Name)
		case *spec.Call:
			if id, ok := x.Fn.(*spec.Ident); ok && z.self != "" && id.Name == z.self && z.bound[id.Name] == 0 {
				found = true
			}
		}
		return !found
	})
	return found
}

// orient orders the operands of a comparison: for ==, != and <==> the
// output (then bound variables, then other terms, then literals) comes
// first, and equally ranked operands are ordered canonically (shorter
// first); 0 < x reads x > 0.
func (z *informer) orient(op spec.Op, a, b spec.Expr) spec.Expr {
	switch op {
	case spec.OpEq, spec.OpNe, spec.OpIff:
		sa, sb := z.score(a), z.score(b)
		swap := sb < sa
		if sb == sa && z.canon {
			ka, kb := canonKey(a), canonKey(b)
			swap = len(kb) < len(ka) || (len(kb) == len(ka) && kb < ka)
		}
		if swap {
			a, b = b, a
		}
	case spec.OpLt, spec.OpLe, spec.OpGt, spec.OpGe:
		if isLiteralExpr(a) && !isLiteralExpr(b) {
			a, b, op = b, a, mirrorOp(op)
		}
	}
	return mkBinary(op, a, b)
}

func isLitOne(e spec.Expr) bool {
	l, ok := e.(*spec.Lit)
	if !ok {
		return false
	}
	i, ok := l.Val.(spec.Int)
	return ok && i.V.IsInt64() && i.V.Int64() == 1
}

// plusMinusOne splits x + 1 / x - 1 (integer subtraction, not natural).
func plusMinusOne(e spec.Expr) (spec.Expr, spec.Op, bool) {
	b, ok := e.(*spec.Binary)
	if ok && (b.Op == spec.OpAdd || b.Op == spec.OpSub) && isLitOne(b.Y) {
		return b.X, b.Op, true
	}
	return nil, 0, false
}

// shiftRight reads x <= y - 1 as x < y (and the like) on integers.
func (z *informer) shiftRight(op spec.Op, x, y spec.Expr) (spec.Op, spec.Expr, bool) {
	y0, pm, ok := plusMinusOne(y)
	if !ok || !z.integral(x) || !z.integral(y0) {
		return op, y, false
	}
	switch {
	case op == spec.OpLe && pm == spec.OpSub:
		return spec.OpLt, y0, true
	case op == spec.OpLt && pm == spec.OpAdd:
		return spec.OpLe, y0, true
	case op == spec.OpGe && pm == spec.OpAdd:
		return spec.OpGt, y0, true
	case op == spec.OpGt && pm == spec.OpSub:
		return spec.OpGe, y0, true
	}
	return op, y, false
}

// shiftLeft reads x + 1 <= y as x < y (and the like) on integers.
func (z *informer) shiftLeft(op spec.Op, x, y spec.Expr) (spec.Op, spec.Expr, bool) {
	x0, pm, ok := plusMinusOne(x)
	if !ok || !z.integral(x0) || !z.integral(y) {
		return op, x, false
	}
	switch {
	case op == spec.OpLe && pm == spec.OpAdd:
		return spec.OpLt, x0, true
	case op == spec.OpLt && pm == spec.OpSub:
		return spec.OpLe, x0, true
	case op == spec.OpGe && pm == spec.OpSub:
		return spec.OpGt, x0, true
	case op == spec.OpGt && pm == spec.OpAdd:
		return spec.OpGe, x0, true
	}
	return op, x, false
}

func (z *informer) shift(op spec.Op, x, y spec.Expr) (spec.Op, spec.Expr, spec.Expr) {
	if nop, ny, ok := z.shiftRight(op, x, y); ok {
		return nop, x, ny
	}
	if nop, nx, ok := z.shiftLeft(op, x, y); ok {
		return nop, nx, y
	}
	return op, x, y
}

func (z *informer) normChain(e *spec.Chain) spec.Expr {
	if len(e.Args) != len(e.Ops)+1 || len(e.Args) < 2 {
		return &spec.Chain{Node: e.Node, Ops: e.Ops, Args: z.normAll(e.Args)}
	}
	args := z.normAll(e.Args)
	ops := append([]spec.Op(nil), e.Ops...)
	desc := true
	for _, op := range ops {
		desc = desc && (op == spec.OpGt || op == spec.OpGe)
	}
	if desc { // a > b >= c reads c <= b < a
		n := len(args)
		ra, ro := make([]spec.Expr, n), make([]spec.Op, n-1)
		for i := range args {
			ra[i] = args[n-1-i]
		}
		for i := range ops {
			ro[i] = mirrorOp(ops[n-2-i])
		}
		args, ops = ra, ro
	}
	n := len(args)
	// Only the chain's ends may change: inner operands are shared.
	if op, y, ok := z.shiftRight(ops[n-2], args[n-2], args[n-1]); ok {
		ops[n-2], args[n-1] = op, y
	}
	if op, x, ok := z.shiftLeft(ops[0], args[0], args[1]); ok {
		ops[0], args[0] = op, x
	}
	if n == 2 {
		if ops[0] == spec.OpEq || ops[0] == spec.OpNe {
			return z.normEq(ops[0], args[0], args[1], false)
		}
		return z.orient(ops[0], args[0], args[1])
	}
	return &spec.Chain{Node: e.Node, Ops: ops, Args: args}
}

// pushOld moves old() down to the state it reads: old(a[i] + x) is
// old(a[i]) + x. old() of something that reads only values that cannot
// change (bound variables, unmodified parameters of value types) is
// dropped; anything that may read the heap keeps it.
func (z *informer) pushOld(e spec.Expr) spec.Expr {
	if z.contract == nil {
		// Without a contract there is no frame: keep old() as written.
		if _, ok := e.(*spec.Old); ok {
			return e
		}
		return &spec.Old{Node: spec.Node{R: e.Span()}, X: e}
	}
	if !z.needsOld(e) {
		return e
	}
	switch x := e.(type) {
	case *spec.Old:
		return x
	case *spec.Binary:
		return &spec.Binary{Node: x.Node, Op: x.Op, X: z.pushOld(x.X), Y: z.pushOld(x.Y)}
	case *spec.Unary:
		if x.Op != spec.OpCard {
			return &spec.Unary{Node: x.Node, Op: x.Op, X: z.pushOld(x.X)}
		}
	case *spec.Chain:
		return &spec.Chain{Node: x.Node, Ops: x.Ops, Args: z.pushOldAll(x.Args)}
	case *spec.TupleExpr:
		return &spec.TupleExpr{Node: x.Node, Elems: z.pushOldAll(x.Elems)}
	case *spec.Display:
		return &spec.Display{Node: x.Node, Coll: x.Coll, Elems: z.pushOldAll(x.Elems), Keys: z.pushOldAll(x.Keys)}
	case *spec.Ite:
		return &spec.Ite{Node: x.Node, Cond: z.pushOld(x.Cond), Then: z.pushOld(x.Then), Else: z.pushOld(x.Else)}
	case *spec.Call:
		if op := z.libOp(x); op == spec.LibMultiset || op == spec.LibConvert {
			return &spec.Call{Node: x.Node, Fn: x.Fn, Args: z.pushOldAll(x.Args)}
		}
	}
	return &spec.Old{Node: spec.Node{R: e.Span()}, X: e}
}

func (z *informer) pushOldAll(es []spec.Expr) []spec.Expr {
	out := make([]spec.Expr, len(es))
	for i, x := range es {
		out[i] = z.pushOld(x)
	}
	return out
}

// needsOld reports whether the value of e may differ before and after the
// operation: it mentions a modified parameter, an array (which may alias
// one), or a name whose type is unknown.
func (z *informer) needsOld(e spec.Expr) bool {
	found := false
	spec.Inspect(e, func(x spec.Expr) bool {
		if found {
			return false
		}
		switch x := x.(type) {
		case *spec.Call:
			if z.builtinCall(x) {
				for _, a := range x.Args {
					found = found || z.needsOld(a)
				}
				return false
			}
		case *spec.Ident:
			if z.bound[x.Name] > 0 {
				return false
			}
			if z.isModified(x.Name) {
				found = true
				break
			}
			t := z.types[x.Name]
			switch {
			case t == nil:
				found = true
			case t.Kind == spec.KArray || t.Kind == spec.KDatatype || t.Kind == spec.KUnknown:
				found = true
			case t.Kind == spec.KSeq || t.Kind == spec.KSet || t.Kind == spec.KMap || t.Kind == spec.KMultiset:
				// A list, set or dict may be an object the operation
				// changes (Python's are): old() of it is kept.
				found = true
			}
		}
		return !found
	})
	return found
}

// builtinCall: a call of a builtin operation on values (not a user
// function, not a statement about the heap).
func (z *informer) builtinCall(c *spec.Call) bool {
	switch z.libOp(c) {
	case spec.LibMultiset, spec.LibSeqInit, spec.LibDistinct, spec.LibPermission, spec.LibConvert:
		return true
	}
	return false
}

// heapCall: fresh(o), allocated(o), unchanged(o).
func (z *informer) heapCall(c *spec.Call) bool {
	switch z.libOp(c) {
	case spec.LibFresh, spec.LibAllocated, spec.LibUnchanged:
		return len(c.Args) >= 1
	}
	return false
}

// shadowed: a name in scope that hides a library name of the same
// spelling (a bound variable, or the contract's own name).
func (z *informer) shadowed(name string) bool { return z.bound[name] > 0 || name == z.self }

// lib reads a call as a library operation of the language.
func (z *informer) lib(c *spec.Call) (spec.Sig, []spec.Expr, bool) {
	return z.vocab.Call(c, z.shadowed)
}

// libOp is the library operation a call or member denotes.
func (z *informer) libOp(e spec.Expr) spec.Intrinsic { return z.vocab.Op(e, z.shadowed) }

// memberOp is the library operation x.f denotes (no call).
func (z *informer) memberOp(m *spec.Member) spec.Intrinsic {
	if s, ok := z.vocab.Member(m); ok {
		return s.Op
	}
	return spec.NoIntrinsic
}

// ---- phrasing values ----

// Precedence of a noun phrase, loosest first: a loose phrase ("if … then
// …", "the set of …") is parenthesised inside arithmetic and comparisons.
const (
	npLoose = iota
	npAdd
	npMul
	npUnary
	npAtom
)

// nounPhrase is a noun phrase.
type nounPhrase struct {
	s      string
	prec   int
	plural bool
	words  bool // starts with words ("the length of a"): parenthesise before [i] or .f
}

// parenBelow parenthesises a phrase looser than the context needs.
func parenBelow(p nounPhrase, least int) string {
	if p.prec < least {
		return "(" + p.s + ")"
	}
	return p.s
}

// parenSuffix renders a phrase that [i], [i..j] or .f will follow.
func parenSuffix(p nounPhrase) string {
	if p.prec < npAtom || p.words {
		return "(" + p.s + ")"
	}
	return p.s
}

func (z *informer) val(e spec.Expr) nounPhrase {
	z.depth++
	defer func() { z.depth-- }()
	if z.depth > maxInformalDepth {
		return nounPhrase{s: "…", prec: npAtom}
	}
	r := z.val1(e)
	r.s = capPhrase(r.s)
	return r
}

func (z *informer) vals(es []spec.Expr) string {
	var sb strings.Builder
	for i, x := range es {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(z.val(x).s)
		if sb.Len() > 4*maxPhraseRunes {
			break
		}
	}
	return sb.String()
}

func (z *informer) val1(e spec.Expr) nounPhrase {
	switch e := e.(type) {
	case nil:
		return nounPhrase{s: "?", prec: npAtom}
	case *spec.Ident:
		return nounPhrase{s: e.Name, prec: npAtom}
	case *spec.Lit:
		return literalPhrase(e.Val)
	case *spec.Unary:
		switch e.Op {
		case spec.OpNeg:
			return nounPhrase{s: "-" + parenSuffix(z.val(e.X)), prec: npUnary}
		case spec.OpCard:
			w := "the length of "
			if t := z.typeOf(e.X); t != nil && (t.Kind == spec.KSet || t.Kind == spec.KMultiset || t.Kind == spec.KMap) {
				w = "the size of "
			}
			in := z.collNP(e.X)
			switch {
			case in.prec == npLoose && in.words: // "the size of the set of …"
				return nounPhrase{s: w + in.s, prec: npLoose, words: true}
			case in.prec < npAtom:
				return nounPhrase{s: w + "(" + in.s + ")", prec: npAtom, words: true}
			}
			return nounPhrase{s: w + in.s, prec: npAtom, words: true}
		}
		return nounPhrase{s: z.sym(e), prec: npLoose}
	case *spec.Binary:
		if isLogicOrRel(e.Op) {
			return nounPhrase{s: z.sym(e), prec: npLoose}
		}
		return z.arith(e)
	case *spec.Chain:
		return nounPhrase{s: z.sym(e), prec: npLoose}
	case *spec.Call:
		return z.callNP(e)
	case *spec.Index:
		return z.indexNP(e)
	case *spec.Slice:
		if e.Lo == nil && e.Hi == nil {
			if t := z.typeOf(e.X); t != nil && (t.Kind == spec.KSeq || t.Kind == spec.KString) {
				return z.val(e.X)
			}
			return nounPhrase{s: "the contents of " + parenBelow(z.val(e.X), npAtom), prec: npAtom, plural: true, words: true}
		}
		s := parenSuffix(z.val(e.X)) + "["
		if e.Lo != nil {
			s += z.val(e.Lo).s
		}
		s += ".."
		if e.Hi != nil {
			s += z.val(e.Hi).s
		}
		return nounPhrase{s: s + "]", prec: npAtom}
	case *spec.Update:
		x := z.val(e.X)
		if t := z.typeOf(e.X); t != nil && t.Kind == spec.KMap {
			return nounPhrase{s: parenBelow(x, npAtom) + " with " + parenBelow(z.val(e.K), npAdd) + " mapped to " + parenBelow(z.val(e.V), npAdd), prec: npLoose}
		}
		return nounPhrase{s: parenBelow(x, npAtom) + " with the element at index " + parenBelow(z.val(e.K), npAdd) + " replaced by " + parenBelow(z.val(e.V), npAdd), prec: npLoose}
	case *spec.Member:
		return z.memberNP(e)
	case *spec.Quant:
		return nounPhrase{s: z.prop(e), prec: npLoose}
	case *spec.Compr:
		return z.comprNP(e)
	case *spec.Display:
		return z.displayNP(e)
	case *spec.TupleExpr:
		return nounPhrase{s: "(" + z.vals(e.Elems) + ")", prec: npAtom}
	case *spec.Ite:
		if a, ok := z.absOf(e); ok {
			return nounPhrase{s: "|" + z.val(a).s + "|", prec: npAtom}
		}
		return nounPhrase{s: "if " + z.prop(e.Cond) + " then " + parenBelow(z.val(e.Then), npAdd) + ", otherwise " + parenBelow(z.val(e.Else), npAdd), prec: npLoose}
	case *spec.Let:
		lets := z.letBindings(e)
		restore := z.bindLet(e)
		defer restore()
		return nounPhrase{s: parenBelow(z.val(e.Body), npAdd) + ", letting " + lets, prec: npLoose}
	case *spec.Old:
		return z.oldNP(e)
	case *spec.Lambda:
		ns := make([]string, len(e.Params))
		for i, p := range e.Params {
			ns[i] = p.Name
		}
		restore := z.bindVars(e.Params, e.Body)
		defer restore()
		return nounPhrase{s: "the function mapping " + englishList(ns, "and") + " to " + parenBelow(z.val(e.Body), npAdd), prec: npLoose, words: true}
	case *spec.Match:
		parts := make([]string, 0, len(e.Cases))
		for _, c := range e.Cases {
			restore := z.bind(patternVars(c.Pat, nil), nil)
			parts = append(parts, patternText(c.Pat)+" gives "+parenBelow(z.val(c.Body), npAdd))
			restore()
		}
		return nounPhrase{s: "depending on " + parenBelow(z.val(e.X), npAdd) + ": " + strings.Join(parts, "; "), prec: npLoose}
	case *spec.Unsupported:
		if e.Text == "" {
			return nounPhrase{s: "(an expression specfaith cannot read)", prec: npAtom}
		}
		return nounPhrase{s: e.Text, prec: npLoose}
	}
	return nounPhrase{s: fmt.Sprintf("(%T)", e), prec: npAtom}
}

func (z *informer) letBindings(e *spec.Let) string {
	parts := make([]string, 0, len(e.Names))
	for i, n := range e.Names {
		v := "?"
		if i < len(e.Values) {
			v = parenBelow(z.val(e.Values[i]), npAdd)
		}
		parts = append(parts, n+" be "+v)
	}
	return englishList(parts, "and")
}

func patternText(p spec.Pattern) string {
	switch {
	case p.Wild:
		return "anything else"
	case p.Var != "":
		return p.Var
	case p.Lit != nil:
		return literalPhrase(p.Lit).s
	}
	parts := make([]string, len(p.Args))
	for i, a := range p.Args {
		parts[i] = patternText(a)
	}
	switch {
	case p.Tuple:
		return "(" + strings.Join(parts, ", ") + ")"
	case p.Cons && len(parts) == 2:
		return parts[0] + " followed by " + parts[1]
	case p.List:
		return "[" + strings.Join(parts, ", ") + "]"
	case len(parts) == 0:
		return p.Ctor
	}
	return p.Ctor + "(" + strings.Join(parts, ", ") + ")"
}

// arith renders arithmetic with the usual symbols.
func (z *informer) arith(e *spec.Binary) nounPhrase {
	x, y := z.val(e.X), z.val(e.Y)
	tx, ty := z.typeOf(e.X), z.typeOf(e.Y)
	isSet := (tx != nil && tx.Kind == spec.KSet) || (ty != nil && ty.Kind == spec.KSet)
	isSeq := isSeqTyped(tx) || isSeqTyped(ty)
	op, prec := "", npAdd
	switch e.Op {
	case spec.OpAdd:
		switch {
		case isSet:
			op = " ∪ "
		case isSeq:
			op = " followed by "
		default:
			op = " + "
		}
	case spec.OpSub:
		op = " - "
	case spec.OpNatSub, spec.OpSubAuto:
		if z.truncated(e) {
			return nounPhrase{s: "max(" + parenBelow(x, npAdd) + " - " + parenBelow(y, npMul) + ", 0)", prec: npAtom}
		}
		op = " - "
	case spec.OpMul:
		op, prec = " × ", npMul
		if isSet {
			op = " ∩ "
		}
	case spec.OpDivEuclid, spec.OpDivFloor, spec.OpDivTrunc, spec.OpDivEuclidTotal:
		op, prec = " div ", npMul
	case spec.OpModEuclid, spec.OpModFloor, spec.OpModTrunc, spec.OpModEuclidTotal:
		op, prec = " mod ", npMul
	case spec.OpDivReal:
		op, prec = " / ", npMul
	case spec.OpPow:
		return nounPhrase{s: parenBelow(x, npAtom) + "^" + parenBelow(y, npAtom), prec: npUnary}
	case spec.OpAppend:
		op = " followed by "
	case spec.OpCons:
		return nounPhrase{s: "[" + x.s + "] followed by " + parenBelow(y, npAdd+1), prec: npAdd}
	default:
		op = " " + e.Op.String() + " "
	}
	return nounPhrase{s: parenBelow(x, prec) + op + parenBelow(y, prec+1), prec: prec, plural: x.plural && op == " followed by "}
}

// collNP renders a collection that is looked into (x in a[..] is x in a).
func (z *informer) collNP(e spec.Expr) nounPhrase {
	switch x := e.(type) {
	case *spec.Slice:
		if x.Lo == nil && x.Hi == nil {
			return z.val(x.X)
		}
	case *spec.Old:
		if s, ok := x.X.(*spec.Slice); ok && s.Lo == nil && s.Hi == nil {
			return nounPhrase{s: "the original " + parenBelow(z.val(s.X), npAtom), prec: npAtom, words: true}
		}
	}
	return z.val(e)
}

func (z *informer) oldNP(e *spec.Old) nounPhrase {
	in := z.val(e.X)
	switch e.X.(type) {
	case *spec.Ident, *spec.Index, *spec.Slice, *spec.Member, *spec.Unary:
		if strings.HasPrefix(in.s, "the ") {
			return nounPhrase{s: "the original " + in.s[4:], prec: in.prec, plural: in.plural, words: true}
		}
		if in.prec >= npAtom {
			return nounPhrase{s: "the original " + in.s, prec: npAtom, plural: in.plural, words: true}
		}
	}
	return nounPhrase{s: "the original value of " + parenBelow(in, npAtom), prec: npAtom, words: true}
}

func (z *informer) memberNP(e *spec.Member) nounPhrase {
	x := z.val(e.X)
	of := func(w string) nounPhrase { return nounPhrase{s: w + parenBelow(x, npAtom), prec: npAtom, words: true} }
	sig, _ := z.vocab.Member(e)
	switch sig.Op {
	case spec.LibLengthDim:
		switch sig.Dim {
		case -1:
			return of("the length of ")
		case 0:
			return of("the number of rows of ")
		case 1:
			return of("the number of columns of ")
		}
	case spec.LibKeys:
		return of("the set of keys of ")
	case spec.LibValues:
		return of("the set of values of ")
	case spec.LibItems:
		return of("the set of key-value pairs of ")
	case spec.LibFloor:
		return of("the floor of ")
	case spec.LibIsInt:
		return nounPhrase{s: parenBelow(x, npAtom) + " is an integer", prec: npLoose}
	case spec.LibReverse:
		return of("the reverse of ")
	}
	if k, err := strconv.Atoi(e.Name); err == nil && k >= 0 && k < len(ordinals) {
		return of("the " + ordinals[k] + " component of ")
	}
	return nounPhrase{s: parenSuffix(x) + "." + e.Name, prec: npAtom}
}

var ordinals = []string{"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"}

func (z *informer) indexNP(e *spec.Index) nounPhrase {
	if t := z.typeOf(e.X); t != nil && t.Kind == spec.KMultiset && len(e.Args) == 1 {
		coll := e.X
		if c, ok := e.X.(*spec.Call); ok {
			if s, args, ok := z.lib(c); ok && s.Op == spec.LibMultiset {
				coll = args[0]
			}
		}
		return nounPhrase{s: "the number of occurrences of " + parenBelow(z.val(e.Args[0]), npAdd) + " in " + parenBelow(z.collNP(coll), npAtom), prec: npAtom, words: true}
	}
	s := parenSuffix(z.val(e.X)) + "[" + z.vals(e.Args) + "]"
	switch e.Mode {
	case spec.IndexOption:
		return nounPhrase{s: s + " if it exists", prec: npLoose}
	case spec.IndexDefault:
		return nounPhrase{s: s + ", or " + parenBelow(z.val(e.Default), npAdd) + " if out of range", prec: npLoose}
	}
	return nounPhrase{s: s, prec: npAtom}
}

func (z *informer) callNP(e *spec.Call) nounPhrase {
	id, ok := e.Fn.(*spec.Ident)
	if !ok {
		return nounPhrase{s: parenSuffix(z.val(e.Fn)) + "(" + z.vals(e.Args) + ")", prec: npAtom}
	}
	sig, _, _ := z.lib(e)
	switch {
	case sig.Op == spec.LibMultiset:
		return nounPhrase{s: "the multiset of elements of " + parenBelow(z.collNP(e.Args[0]), npAtom), prec: npAtom, words: true}
	case sig.Op == spec.LibSeqInit:
		nv := z.val(e.Args[0])
		of := "the sequence of length " + parenBelow(nv, npAdd) + " whose element "
		if nv.words {
			of = "the sequence whose length is " + parenBelow(nv, npAdd) + " and whose element "
		}
		if l, ok := e.Args[1].(*spec.Lambda); ok && len(l.Params) == 1 {
			restore := z.bindVars(l.Params, l.Body)
			defer restore()
			return nounPhrase{s: of + l.Params[0].Name + " is " + parenBelow(z.val(l.Body), npAdd), prec: npLoose, words: true}
		}
		return nounPhrase{s: of + "i is " + parenSuffix(z.val(e.Args[1])) + "(i)", prec: npLoose, words: true}
	case sig.Op == spec.LibConvert:
		x := z.val(e.Args[0])
		prec := npLoose
		if x.prec == npAtom && !x.words {
			prec = npAdd // "i < n as a natural number" needs no parentheses
		}
		return nounPhrase{s: parenBelow(x, npAtom) + " as " + withArticle(conversionWord(sig)), prec: prec}
	case z.heapCall(e):
		return nounPhrase{s: z.prop(e), prec: npLoose}
	}
	return nounPhrase{s: id.Name + "(" + z.vals(e.Args) + ")", prec: npAtom}
}

// conversionWord names a conversion's target type: its noun when the IR
// has the type, otherwise its own name (bv8).
func conversionWord(s spec.Sig) string {
	if s.ToType != nil {
		return typeNoun(s.ToType, false)
	}
	return s.To
}

func (z *informer) displayNP(e *spec.Display) nounPhrase {
	if len(e.Elems) == 0 {
		switch e.Coll {
		case spec.KSet:
			return nounPhrase{s: "the empty set", prec: npAtom, words: true}
		case spec.KMultiset:
			return nounPhrase{s: "the empty multiset", prec: npAtom, words: true}
		case spec.KMap:
			return nounPhrase{s: "the empty map", prec: npAtom, words: true}
		}
		return nounPhrase{s: "the empty sequence", prec: npAtom, words: true}
	}
	switch e.Coll {
	case spec.KSet:
		return nounPhrase{s: "{" + z.vals(e.Elems) + "}", prec: npAtom}
	case spec.KMultiset:
		return nounPhrase{s: "the multiset {" + z.vals(e.Elems) + "}", prec: npAtom, words: true}
	case spec.KMap:
		parts := make([]string, 0, len(e.Elems))
		for i := range e.Elems {
			k := "?"
			if i < len(e.Keys) {
				k = z.val(e.Keys[i]).s
			}
			parts = append(parts, k+" ↦ "+z.val(e.Elems[i]).s)
		}
		return nounPhrase{s: "the map {" + capPhrase(strings.Join(parts, ", ")) + "}", prec: npAtom, words: true}
	}
	return nounPhrase{s: "[" + z.vals(e.Elems) + "]", prec: npAtom}
}

func (z *informer) comprNP(e *spec.Compr) nounPhrase {
	restore := z.bindVars(e.Vars, e.Cond, e.Term)
	defer restore()
	var conds []spec.Expr
	if e.Cond != nil {
		conds = conjunctList(e.Cond)
	}
	ns := binderNames(e.Vars)
	lead, rest := z.leadIn(e.Vars, conds)
	with := ""
	if len(rest) > 0 {
		with = " with " + z.symList(rest)
	}
	what := map[spec.Kind]string{spec.KSet: "set", spec.KMultiset: "multiset", spec.KSeq: "sequence", spec.KMap: "map"}[e.Coll]
	if what == "" {
		what = "collection"
	}
	vs := englishList(ns, "and") + lead
	if strings.HasPrefix(lead, " of ") {
		vs = "key " + vs
	}
	if e.Coll == spec.KMap {
		if e.Key == nil || isBinderIdent(e.Key, e.Vars) {
			return nounPhrase{s: "the map from each " + vs + with + " to " + parenBelow(z.val(e.Term), npAdd), prec: npLoose, words: true}
		}
		return nounPhrase{s: "the map from " + parenBelow(z.val(e.Key), npAdd) + " to " + parenBelow(z.val(e.Term), npAdd) + " for each " + vs + with, prec: npLoose, words: true}
	}
	if e.Term == nil || isBinderIdent(e.Term, e.Vars) {
		if lead == "" && with == "" {
			return nounPhrase{s: "the " + what + " of all " + vs, prec: npLoose, words: true}
		}
		return nounPhrase{s: "the " + what + " of " + vs + with, prec: npLoose, words: true}
	}
	return nounPhrase{s: "the " + what + " of " + parenBelow(z.val(e.Term), npAdd) + " for " + vs + with, prec: npLoose, words: true}
}

func isBinderIdent(e spec.Expr, vars []spec.Binder) bool {
	id, ok := e.(*spec.Ident)
	return ok && len(vars) == 1 && id.Name == vars[0].Name
}

func binderNames(vs []spec.Binder) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = v.Name
	}
	return out
}

// absOf recognises if x < y then y - x else x - y (and its variants) as
// |x - y|, and if x < 0 then -x else x as |x|.
func (z *informer) absOf(e *spec.Ite) (spec.Expr, bool) {
	p, q, ok := geForm(e.Cond)
	if !ok {
		return nil, false
	}
	// When the condition holds p >= q (or p > q); the then-branch must be
	// p - q and the else-branch q - p.
	if isLitZero(q) && sameExpr(e.Then, p) && isNegOf(e.Else, p) {
		return p, true
	}
	if isLitZero(p) && sameExpr(e.Else, q) && isNegOf(e.Then, q) {
		return q, true
	}
	t, ok1 := e.Then.(*spec.Binary)
	f, ok2 := e.Else.(*spec.Binary)
	if ok1 && ok2 && t.Op == spec.OpSub && f.Op == spec.OpSub && sameExpr(t.X, p) && sameExpr(t.Y, q) && sameExpr(f.X, q) && sameExpr(f.Y, p) {
		return t, true
	}
	return nil, false
}

// geForm reads a comparison as "p is at least (or greater than) q",
// rewriting d < 0 with d = a - b as b > a.
func geForm(c spec.Expr) (spec.Expr, spec.Expr, bool) {
	b, ok := c.(*spec.Binary)
	if !ok {
		return nil, nil, false
	}
	var p, q spec.Expr
	switch b.Op {
	case spec.OpGt, spec.OpGe:
		p, q = b.X, b.Y
	case spec.OpLt, spec.OpLe:
		p, q = b.Y, b.X
	default:
		return nil, nil, false
	}
	if d, ok := p.(*spec.Binary); ok && d.Op == spec.OpSub && isLitZero(q) {
		return d.X, d.Y, true
	}
	if d, ok := q.(*spec.Binary); ok && d.Op == spec.OpSub && isLitZero(p) {
		return d.Y, d.X, true
	}
	return p, q, true
}

func isLitZero(e spec.Expr) bool {
	l, ok := e.(*spec.Lit)
	if !ok {
		return false
	}
	switch v := l.Val.(type) {
	case spec.Int:
		return v.V.Sign() == 0
	case spec.Real:
		return v.V.Sign() == 0
	}
	return false
}

func isNegOf(e, x spec.Expr) bool {
	switch n := e.(type) {
	case *spec.Unary:
		return n.Op == spec.OpNeg && sameExpr(n.X, x)
	case *spec.Binary:
		return n.Op == spec.OpSub && isLitZero(n.X) && sameExpr(n.Y, x)
	}
	return false
}

// literalPhrase renders a literal value.
func literalPhrase(v spec.Value) nounPhrase {
	switch x := v.(type) {
	case spec.Bool:
		return nounPhrase{s: strconv.FormatBool(bool(x)), prec: npAtom}
	case spec.Int:
		if x.V.Sign() < 0 {
			return nounPhrase{s: x.V.String(), prec: npUnary}
		}
		return nounPhrase{s: x.V.String(), prec: npAtom}
	case spec.Real:
		if x.V == nil {
			return nounPhrase{s: "?", prec: npAtom}
		}
		if x.V.Sign() < 0 {
			return nounPhrase{s: realText(x.V), prec: npUnary}
		}
		return nounPhrase{s: realText(x.V), prec: npAtom}
	case spec.Char:
		return nounPhrase{s: strconv.QuoteRune(rune(x)), prec: npAtom}
	case spec.Seq:
		if len(x.Elems) == 0 {
			if x.Str {
				return nounPhrase{s: "the empty string", prec: npAtom, words: true}
			}
			return nounPhrase{s: "the empty sequence", prec: npAtom, words: true}
		}
		if allCharValues(x.Elems) {
			var sb strings.Builder
			for _, c := range x.Elems {
				sb.WriteRune(rune(c.(spec.Char)))
				if sb.Len() > maxPhraseRunes {
					break
				}
			}
			return nounPhrase{s: strconv.Quote(sb.String()), prec: npAtom}
		}
		return nounPhrase{s: "[" + literalList(x.Elems) + "]", prec: npAtom}
	case spec.Set:
		if len(x.Elems) == 0 {
			return nounPhrase{s: "the empty set", prec: npAtom, words: true}
		}
		return nounPhrase{s: "{" + literalList(x.Elems) + "}", prec: npAtom}
	case spec.Tuple:
		return nounPhrase{s: "(" + literalList(x.Elems) + ")", prec: npAtom}
	case spec.Datatype:
		if len(x.Fields) == 0 {
			return nounPhrase{s: x.Ctor, prec: npAtom}
		}
		return nounPhrase{s: x.Ctor + "(" + literalList(x.Fields) + ")", prec: npAtom}
	case nil:
		return nounPhrase{s: "?", prec: npAtom}
	}
	return nounPhrase{s: capPhrase(v.String()), prec: npAtom}
}

// realText writes a real exactly: 0.5, 2.0, or 1/3 when no finite
// decimal exists.
func realText(r *big.Rat) string {
	if r.IsInt() {
		return r.Num().String() + ".0"
	}
	d := new(big.Int).Set(r.Denom())
	two, five, zero := big.NewInt(2), big.NewInt(5), new(big.Int)
	digits := 0
	for _, p := range []*big.Int{two, five} {
		n := 0
		m := new(big.Int)
		for {
			q, rem := new(big.Int).QuoRem(d, p, m)
			if rem.Cmp(zero) != 0 {
				break
			}
			d = q
			n++
		}
		if n > digits {
			digits = n
		}
	}
	if d.IsInt64() && d.Int64() == 1 && digits <= 60 {
		return r.FloatString(digits)
	}
	return r.Num().String() + "/" + r.Denom().String()
}

func allCharValues(el []spec.Value) bool {
	for _, e := range el {
		if _, ok := e.(spec.Char); !ok {
			return false
		}
	}
	return true
}

func literalList(el []spec.Value) string {
	var sb strings.Builder
	for i, e := range el {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(literalPhrase(e).s)
		if sb.Len() > maxPhraseRunes {
			break
		}
	}
	return sb.String()
}

// ---- phrasing propositions ----

func (z *informer) prop(e spec.Expr) string {
	z.depth++
	defer func() { z.depth-- }()
	if z.depth > maxInformalDepth {
		return "…"
	}
	return capPhrase(z.prop1(e))
}

func (z *informer) prop1(e spec.Expr) string {
	switch e := e.(type) {
	case nil:
		return "?"
	case *spec.Lit:
		if v, ok := boolLitValue(e); ok {
			if v {
				return "true"
			}
			return "false (this never holds)"
		}
	case *spec.Ident:
		return e.Name + " is true"
	case *spec.Unary:
		if e.Op == spec.OpNot {
			return z.notProp(e.X)
		}
	case *spec.Binary:
		switch e.Op {
		case spec.OpAnd:
			return z.joinProps(conjunctList(e), " and ", spec.OpAnd)
		case spec.OpOr:
			return z.joinProps(disjunctList(e), " or ", spec.OpOr)
		case spec.OpImplies:
			return "if " + z.propIn(e.X, inCond, false) + ", then " + z.prop(e.Y)
		case spec.OpExplies:
			return "if " + z.propIn(e.Y, inCond, false) + ", then " + z.prop(e.X)
		case spec.OpIff:
			return z.propIn(e.X, inIffLeft, false) + " exactly when " + z.propIn(e.Y, inIffRight, true)
		case spec.OpEq, spec.OpNe, spec.OpLt, spec.OpLe, spec.OpGt, spec.OpGe:
			return z.cmpProp(e.Op, e.X, e.Y)
		case spec.OpIn, spec.OpNotIn:
			return z.inProp(e.Op, e.X, e.Y)
		case spec.OpDisjoint:
			return parenBelow(z.val(e.X), npAdd) + " and " + parenBelow(z.val(e.Y), npAdd) + " have no elements in common"
		}
	case *spec.Chain:
		return z.chainProp(e)
	case *spec.Quant:
		return z.quantProp(e)
	case *spec.Ite:
		return "if " + z.propIn(e.Cond, inCond, false) + ", then " + z.prop(e.Then) + "; otherwise, " + z.prop(e.Else)
	case *spec.Let:
		lets := z.letBindings(e)
		restore := z.bindLet(e)
		defer restore()
		return "letting " + lets + ", " + z.prop(e.Body)
	case *spec.Call:
		if len(e.Args) >= 1 {
			switch z.libOp(e) {
			case spec.LibFresh:
				return z.vals(e.Args) + " " + isAre(len(e.Args) > 1) + " newly allocated"
			case spec.LibAllocated:
				return z.vals(e.Args) + " " + isAre(len(e.Args) > 1) + " allocated"
			case spec.LibUnchanged:
				return z.vals(e.Args) + " " + isAre(len(e.Args) > 1) + " unchanged"
			case spec.LibDistinct:
				return "the elements of " + parenBelow(z.collNP(e.Args[0]), npAtom) + " are distinct"
			}
		}
		if z.isPermission(e) {
			if z.pre {
				return "the caller holds the required access permissions"
			}
			return "the access permissions are given back to the caller"
		}
		return z.val(e).s + " holds"
	case *spec.Member:
		if z.memberOp(e) == spec.LibIsInt {
			return z.val(e).s
		}
	case *spec.Unsupported:
		return z.val(e).s
	case *spec.Match:
		if len(e.Cases) == 1 && varTuple(e.Cases[0].Pat) {
			// let (m, p) := result; …
			c := e.Cases[0]
			restore := z.bind(patternVars(c.Pat, nil), nil)
			defer restore()
			return "letting " + patternText(c.Pat) + " be " + parenBelow(z.val(e.X), npAdd) + ", " + z.prop(c.Body)
		}
		parts := make([]string, 0, len(e.Cases))
		for _, c := range e.Cases {
			restore := z.bind(patternVars(c.Pat, nil), nil)
			parts = append(parts, "when it is "+patternText(c.Pat)+", "+z.prop(c.Body))
			restore()
		}
		return "depending on " + parenBelow(z.val(e.X), npAdd) + ": " + strings.Join(parts, "; ")
	}
	return parenBelow(z.val(e), npAdd) + " is true"
}

func isAre(plural bool) string {
	if plural {
		return "are"
	}
	return "is"
}

// Contexts a proposition may need parentheses in.
const (
	inCond = iota
	inIffLeft
	inIffRight
)

func isConnective(e spec.Expr) bool {
	switch e := e.(type) {
	case *spec.Binary:
		switch e.Op {
		case spec.OpAnd, spec.OpOr, spec.OpImplies, spec.OpExplies, spec.OpIff:
			return true
		}
	case *spec.Ite, *spec.Let, *spec.Match:
		return true
	}
	return false
}

// propIn phrases e as part of a larger sentence, parenthesised where the
// reading would otherwise be ambiguous.
func (z *informer) propIn(e spec.Expr, ctx int, last bool) string {
	s := z.prop(e)
	paren := false
	_, isQuant := e.(*spec.Quant)
	switch ctx {
	case inCond, inIffLeft:
		b, ok := e.(*spec.Binary)
		paren = isQuant || (isConnective(e) && !(ok && (b.Op == spec.OpAnd || b.Op == spec.OpOr) && ctx == inCond))
	case inIffRight:
		if b, ok := e.(*spec.Binary); ok {
			paren = b.Op == spec.OpImplies || b.Op == spec.OpExplies || b.Op == spec.OpIff
		}
		paren = paren || (isQuant && !last)
	}
	if paren {
		return "(" + s + ")"
	}
	return s
}

func (z *informer) joinProps(items []spec.Expr, sep string, op spec.Op) string {
	var sb strings.Builder
	for i, it := range items {
		if i > 0 {
			sb.WriteString(sep)
		}
		s := z.prop(it)
		_, isQuant := it.(*spec.Quant)
		b, isBin := it.(*spec.Binary)
		paren := (isConnective(it) && !(isBin && b.Op == op)) || (isQuant && i < len(items)-1)
		if _, ok := it.(*spec.Chain); ok && len(items) > 1 && strings.Contains(s, ", and ") {
			paren = true
		}
		if paren {
			s = "(" + s + ")"
		}
		sb.WriteString(s)
		if sb.Len() > 4*maxPhraseRunes {
			break
		}
	}
	return sb.String()
}

// notProp phrases the negation of a normalised expression (one that
// negation could not be pushed into).
func (z *informer) notProp(x spec.Expr) string {
	switch x := x.(type) {
	case *spec.Ident:
		return x.Name + " is false"
	case *spec.Call:
		if z.heapCall(x) {
			return "it is not the case that " + z.prop(x)
		}
		if z.libOp(x) == spec.LibDistinct {
			return "some element occurs more than once in " + parenBelow(z.collNP(x.Args[0]), npAtom)
		}
		if z.isPermission(x) {
			return "it is not the case that " + z.prop(x)
		}
		return z.val(x).s + " does not hold"
	case *spec.Member:
		if z.memberOp(x) == spec.LibIsInt {
			return parenBelow(z.val(x.X), npAtom) + " is not an integer"
		}
	case *spec.Index, *spec.Old:
		return parenBelow(z.val(x), npAdd) + " is false"
	}
	return "it is not the case that " + z.prop(x)
}

var comparisonVerbs = map[spec.Op][2]string{
	spec.OpEq: {"equals", "equal"},
	spec.OpNe: {"differs from", "differ from"},
	spec.OpLt: {"is less than", "are less than"},
	spec.OpLe: {"is at most", "are at most"},
	spec.OpGt: {"is greater than", "are greater than"},
	spec.OpGe: {"is at least", "are at least"},
}

var comparisonSymbols = map[spec.Op]string{
	spec.OpEq: "=", spec.OpNe: "≠", spec.OpLt: "<", spec.OpLe: "≤", spec.OpGt: ">", spec.OpGe: "≥",
}

func (z *informer) cmpProp(op spec.Op, x, y spec.Expr) string {
	if op == spec.OpEq {
		if a, b, ok := z.permutation(x, y); ok {
			return a + " is a permutation of " + b
		}
	}
	if sl, ok := x.(*spec.Slice); ok && sl.Lo == nil && sl.Hi == nil && (op == spec.OpEq || op == spec.OpNe) && isEmptySeq(y) {
		// a[..] == []: "a is empty" (its contents are the empty sequence).
		if op == spec.OpEq {
			return parenBelow(z.val(sl.X), npAdd) + " is empty"
		}
		return parenBelow(z.val(sl.X), npAdd) + " is not empty"
	}
	l, r := z.val(x), z.val(y)
	if w, ok := z.orderWords(op, x, y); ok {
		return parenBelow(l, npAdd) + " " + w + " " + parenRight(r)
	}
	v := comparisonVerbs[op]
	verb := v[0]
	if l.plural {
		verb = v[1]
	}
	if op == spec.OpEq && isLiteralExpr(y) {
		verb = isAre(l.plural)
	}
	return parenBelow(l, npAdd) + " " + verb + " " + parenRight(r)
}

// parenRight renders the last operand of a comparison: a loose phrase needs
// parentheses only if it could run into the words that follow.
func parenRight(r nounPhrase) string {
	if r.prec == npLoose && !strings.Contains(r.s, " and ") && !strings.Contains(r.s, " or ") && !strings.Contains(r.s, ", ") {
		return r.s
	}
	return parenBelow(r, npAdd)
}

// collOrder classifies the operands of an ordering: sets and multisets
// are ordered by inclusion, sequences by prefix.
func (z *informer) collOrder(x, y spec.Expr) spec.Kind {
	for _, e := range []spec.Expr{x, y} {
		if t := z.typeOf(e); t != nil {
			switch t.Kind {
			case spec.KSet, spec.KMultiset:
				return t.Kind
			case spec.KSeq, spec.KString:
				return spec.KSeq
			}
		}
	}
	return spec.KUnknown
}

// orderWords phrases <, <=, >, >= between collections.
func (z *informer) orderWords(op spec.Op, x, y spec.Expr) (string, bool) {
	var w map[spec.Op]string
	switch z.collOrder(x, y) {
	case spec.KSet:
		w = map[spec.Op]string{spec.OpLt: "is a proper subset of", spec.OpLe: "is a subset of", spec.OpGt: "is a proper superset of", spec.OpGe: "is a superset of"}
	case spec.KMultiset:
		w = map[spec.Op]string{spec.OpLt: "is a proper sub-multiset of", spec.OpLe: "is a sub-multiset of", spec.OpGt: "is a proper super-multiset of", spec.OpGe: "is a super-multiset of"}
	case spec.KSeq:
		w = map[spec.Op]string{spec.OpLt: "is a proper prefix of", spec.OpLe: "is a prefix of", spec.OpGt: "has as a proper prefix", spec.OpGe: "has as a prefix"}
	}
	s, ok := w[op]
	return s, ok
}

// permutation recognises multiset(a) == multiset(b) for sequences.
func (z *informer) permutation(x, y spec.Expr) (string, string, bool) {
	arg := func(e spec.Expr) (spec.Expr, bool) {
		c, ok := e.(*spec.Call)
		if !ok {
			return nil, false
		}
		sig, args, ok := z.lib(c)
		if !ok || sig.Op != spec.LibMultiset {
			return nil, false
		}
		a := args[0]
		t := z.typeOf(a)
		if o, ok := a.(*spec.Old); ok {
			t = z.typeOf(o.X)
			if s, ok := o.X.(*spec.Slice); ok && s.Lo == nil && s.Hi == nil {
				t = &spec.Type{Kind: spec.KSeq}
			}
		}
		if s, ok := a.(*spec.Slice); ok && s.Lo == nil && s.Hi == nil {
			t = &spec.Type{Kind: spec.KSeq}
		}
		return a, isSeqTyped(t)
	}
	a, ok1 := arg(x)
	b, ok2 := arg(y)
	if !ok1 || !ok2 {
		return "", "", false
	}
	return parenBelow(z.collNP(a), npAdd), parenBelow(z.collNP(b), npAdd), true
}

func (z *informer) inProp(op spec.Op, x, y spec.Expr) string {
	l := z.val(x)
	coll := parenBelow(z.collNP(y), npAdd)
	if t := z.typeOf(y); t != nil && t.Kind == spec.KMap {
		if op == spec.OpIn {
			return parenBelow(l, npAdd) + " " + isAre(l.plural) + " a key of " + coll
		}
		return parenBelow(l, npAdd) + " " + isAre(l.plural) + " not a key of " + coll
	}
	if op == spec.OpIn {
		if l.plural {
			return parenBelow(l, npAdd) + " occur in " + coll
		}
		return parenBelow(l, npAdd) + " occurs in " + coll
	}
	if l.plural {
		return parenBelow(l, npAdd) + " do not occur in " + coll
	}
	return parenBelow(l, npAdd) + " does not occur in " + coll
}

func ascendingOp(op spec.Op) bool { return op == spec.OpLt || op == spec.OpLe }

func (z *informer) chainProp(e *spec.Chain) string {
	if len(e.Args) != 3 || len(e.Ops) != 2 {
		return z.sym(e)
	}
	a, b, c := e.Args[0], e.Args[1], e.Args[2]
	o1, o2 := e.Ops[0], e.Ops[1]
	if z.collOrder(a, b) != spec.KUnknown || z.collOrder(b, c) != spec.KUnknown {
		return z.cmpProp(o1, a, b) + ", and " + z.cmpProp(o2, b, c)
	}
	if ascendingOp(o1) && ascendingOp(o2) && (z.score(b) == 0 || (!z.mentionsOutput(a) && !z.mentionsOutput(c))) {
		A, B, C := parenBelow(z.val(a), npAdd), z.val(b), parenBelow(z.val(c), npAdd)
		be := isAre(B.plural)
		Bs := parenBelow(B, npAdd)
		switch {
		case o1 == spec.OpLe && o2 == spec.OpLe:
			return Bs + " " + be + " between " + A + " and " + C + ", inclusive"
		case o1 == spec.OpLe && o2 == spec.OpLt:
			return Bs + " " + be + " at least " + A + " and less than " + C
		case o1 == spec.OpLt && o2 == spec.OpLe:
			return Bs + " " + be + " greater than " + A + " and at most " + C
		default:
			return Bs + " " + be + " greater than " + A + " and less than " + C
		}
	}
	return z.cmpProp(o1, a, b) + ", and " + z.cmpProp(o2, b, c)
}

// sym renders a condition with symbols (as in quantifier ranges: 0 ≤ i < n).
func (z *informer) sym(e spec.Expr) string {
	switch e := e.(type) {
	case *spec.Binary:
		switch e.Op {
		case spec.OpEq, spec.OpNe, spec.OpLt, spec.OpLe, spec.OpGt, spec.OpGe:
			if _, ok := z.orderWords(e.Op, e.X, e.Y); ok {
				return z.cmpProp(e.Op, e.X, e.Y)
			}
			return parenBelow(z.val(e.X), npAdd) + " " + comparisonSymbols[e.Op] + " " + parenBelow(z.val(e.Y), npAdd)
		case spec.OpIn:
			return parenBelow(z.val(e.X), npAdd) + " in " + parenBelow(z.collNP(e.Y), npAdd)
		case spec.OpNotIn:
			return parenBelow(z.val(e.X), npAdd) + " not in " + parenBelow(z.collNP(e.Y), npAdd)
		case spec.OpAnd:
			return z.symList(conjunctList(e))
		case spec.OpOr:
			ds := disjunctList(e)
			parts := make([]string, len(ds))
			for i, d := range ds {
				parts[i] = z.symItem(d)
			}
			return "(" + capPhrase(strings.Join(parts, " or ")) + ")"
		}
	case *spec.Chain:
		var sb strings.Builder
		for i, a := range e.Args {
			if i > 0 && i-1 < len(e.Ops) {
				sb.WriteString(" " + comparisonSymbols[e.Ops[i-1]] + " ")
			}
			sb.WriteString(parenBelow(z.val(a), npAdd))
		}
		return capPhrase(sb.String())
	case *spec.Unary:
		if e.Op == spec.OpNot {
			switch x := e.X.(type) {
			case *spec.Chain:
				return "not (" + z.sym(x) + ")"
			case *spec.Call:
				if z.userCall(x) {
					return "not " + z.val(x).s
				}
			}
		}
	case *spec.Call:
		if z.userCall(e) { // "with P(i)"
			return z.val(e).s
		}
	}
	return z.prop(e)
}

// userCall: a call of a function or predicate (not a builtin such as
// fresh or multiset).
func (z *informer) userCall(c *spec.Call) bool {
	if _, ok := c.Fn.(*spec.Ident); !ok {
		return true
	}
	return !z.heapCall(c) && !z.builtinCall(c)
}

// symItem is sym for an item in a list: connectives are parenthesised.
func (z *informer) symItem(e spec.Expr) string {
	s := z.sym(e)
	if _, ok := e.(*spec.Chain); ok {
		return s
	}
	if b, ok := e.(*spec.Binary); ok && b.Op != spec.OpOr && isConnective(e) {
		return "(" + s + ")"
	}
	if _, ok := e.(*spec.Quant); ok {
		return "(" + s + ")"
	}
	return s
}

func (z *informer) symList(es []spec.Expr) string {
	parts := make([]string, 0, len(es))
	for _, x := range es {
		parts = append(parts, z.symItem(x))
	}
	return capPhrase(strings.Join(parts, " and "))
}

// mentionsVar reports whether e mentions one of the bound variables.
func mentionsVar(e spec.Expr, vars []spec.Binder) bool {
	found := false
	spec.Inspect(e, func(x spec.Expr) bool {
		if id, ok := x.(*spec.Ident); ok && bindsName(vars, id.Name) {
			found = true
		}
		return !found
	})
	return found
}

// plainCond: a condition that reads as part of a range ("with …"), not an
// implication, quantifier or other compound.
func plainCond(c spec.Expr) bool {
	switch c := c.(type) {
	case *spec.Binary:
		switch c.Op {
		case spec.OpImplies, spec.OpExplies, spec.OpIff:
			return false
		case spec.OpOr, spec.OpAnd:
			return plainCond(c.X) && plainCond(c.Y)
		}
		return true
	case *spec.Quant, *spec.Ite, *spec.Let, *spec.Match, *spec.Lambda:
		return false
	case *spec.Unary:
		return plainCond(c.X)
	}
	return true
}

// boundLike: a conjunct that bounds a bound variable (0 <= i < n, i != j,
// k in s), read as the range of an existential.
func boundLike(vars []spec.Binder, c spec.Expr) bool {
	isVar := func(e spec.Expr) bool {
		id, ok := e.(*spec.Ident)
		return ok && bindsName(vars, id.Name)
	}
	switch c := c.(type) {
	case *spec.Chain:
		for _, a := range c.Args {
			if isVar(a) {
				return true
			}
		}
	case *spec.Binary:
		switch c.Op {
		case spec.OpLt, spec.OpLe, spec.OpGt, spec.OpGe, spec.OpNe:
			return isVar(c.X) || isVar(c.Y)
		case spec.OpIn, spec.OpNotIn:
			return isVar(c.X)
		}
	}
	return false
}

// leadIn pulls a range conjunct "v in S" out of a one-variable range, to
// read "for every v in S with …".
func (z *informer) leadIn(vars []spec.Binder, rng []spec.Expr) (string, []spec.Expr) {
	if len(vars) != 1 {
		return "", rng
	}
	for i, c := range rng {
		b, ok := c.(*spec.Binary)
		if !ok || b.Op != spec.OpIn {
			continue
		}
		if id, ok := b.X.(*spec.Ident); ok && id.Name == vars[0].Name {
			rest := append(append([]spec.Expr(nil), rng[:i]...), rng[i+1:]...)
			coll := parenBelow(z.collNP(b.Y), npAdd)
			if t := z.typeOf(b.Y); t != nil && t.Kind == spec.KMap {
				return " of " + coll, rest // "key k of m"
			}
			return " in " + coll, rest
		}
	}
	return "", rng
}

func andOfAll(es []spec.Expr) spec.Expr {
	if len(es) == 0 {
		return nil
	}
	e := es[0]
	for _, x := range es[1:] {
		e = mkBinary(spec.OpAnd, e, x)
	}
	return e
}

func (z *informer) quantProp(q *spec.Quant) string {
	restore := z.bindVars(q.Vars, q.Range, q.Body)
	defer restore()
	body := q.Body
	if q.Range != nil { // not normalised (Phrase on raw input cannot happen, but be safe)
		if q.Forall {
			body = mkBinary(spec.OpImplies, q.Range, q.Body)
		} else {
			body = mkBinary(spec.OpAnd, q.Range, q.Body)
		}
	}
	var rng []spec.Expr
	rest := body
	if q.Forall {
		// forall i :: R && A ==> B reads "for every i with R, if A, then B".
		if b, ok := body.(*spec.Binary); ok && b.Op == spec.OpImplies {
			var other []spec.Expr
			for _, c := range conjunctList(b.X) {
				if mentionsVar(c, q.Vars) && plainCond(c) {
					rng = append(rng, c)
				} else {
					other = append(other, c)
				}
			}
			switch {
			case len(rng) == 0:
				rest = body
			case len(other) == 0:
				rest = b.Y
			default:
				rest = mkBinary(spec.OpImplies, andOfAll(other), b.Y)
			}
		}
	} else {
		// exists i :: R && B reads "there is some i with R such that B".
		var other []spec.Expr
		for _, c := range conjunctList(body) {
			if boundLike(q.Vars, c) {
				rng = append(rng, c)
			} else {
				other = append(other, c)
			}
		}
		rest = andOfAll(other)
	}
	gloss := z.sortedGloss(q, rng, rest)
	lead, rng := z.leadIn(q.Vars, rng)
	if !q.Forall && rest == nil && lead != "" && len(rng) > 0 {
		// "there is some y in xs such that y is at least 0"
		rest, rng = andOfAll(rng), nil
	}
	isMapLead := strings.HasPrefix(lead, " of ")
	who := z.binderPhrase(q.Vars, isMapLead) + lead
	with := ""
	if len(rng) > 0 {
		with = " with " + z.symList(rng)
	}
	many := len(q.Vars) > 1
	if q.Forall {
		if n, ok := asNot(rest); ok {
			return "there " + isAre(many) + " no " + who + with + " such that " + z.prop(n)
		}
		every := "every "
		if many {
			every = "all "
		}
		return "for " + every + who + with + ", " + z.prop(rest) + gloss
	}
	some := "there is some "
	if many {
		some = "there are some "
	}
	if rest == nil {
		return some + who + with
	}
	return some + who + with + " such that " + z.prop(rest)
}

// binderPhrase names bound variables with their declared types:
// "i", "i and j", "natural numbers n1 and n2", "key k" (for map leads).
func (z *informer) binderPhrase(vars []spec.Binder, mapLead bool) string {
	if len(vars) == 0 {
		return ""
	}
	ns := binderNames(vars)
	if mapLead && len(vars) == 1 {
		return "key " + vars[0].Name
	}
	allSame := true
	for _, v := range vars[1:] {
		allSame = allSame && sameTypeText(v.Type, vars[0].Type)
	}
	if allSame {
		if vars[0].Type == nil {
			return englishList(ns, "and")
		}
		return namedNoun(vars[0].Type, ns)
	}
	parts := make([]string, len(vars))
	for i, v := range vars {
		if v.Type == nil {
			parts[i] = v.Name
		} else {
			parts[i] = namedNoun(v.Type, []string{v.Name})
		}
	}
	return englishList(parts, "and")
}

func sameTypeText(a, b *spec.Type) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.String() == b.String()
}

// sortedGloss recognises exactly forall i, j :: 0 <= i < j < |a| ==> a[i] <= a[j].
func (z *informer) sortedGloss(q *spec.Quant, rng []spec.Expr, rest spec.Expr) string {
	if !q.Forall || len(q.Vars) != 2 || len(rng) != 1 {
		return ""
	}
	for _, v := range q.Vars {
		if v.Type != nil && !isIntTyped(v.Type) {
			return ""
		}
	}
	ch, ok := rng[0].(*spec.Chain)
	if !ok || len(ch.Args) != 4 || len(ch.Ops) != 3 || ch.Ops[0] != spec.OpLe || ch.Ops[2] != spec.OpLt || !ascendingOp(ch.Ops[1]) {
		return ""
	}
	if !isLitZero(ch.Args[0]) || !isIdentNamed(ch.Args[1], q.Vars[0].Name) || !isIdentNamed(ch.Args[2], q.Vars[1].Name) {
		return ""
	}
	var arr string
	switch l := ch.Args[3].(type) {
	case *spec.Member:
		if sig, ok := z.vocab.Member(l); ok && sig.Op == spec.LibLengthDim && sig.Dim < 0 {
			if id, ok := l.X.(*spec.Ident); ok {
				arr = id.Name
			}
		}
	case *spec.Unary:
		if id, ok := l.X.(*spec.Ident); ok && l.Op == spec.OpCard {
			arr = id.Name
		}
	}
	b, ok := rest.(*spec.Binary)
	if arr == "" || !ok || b.Op != spec.OpLe {
		return ""
	}
	at := func(e spec.Expr, v string) bool {
		ix, ok := e.(*spec.Index)
		return ok && len(ix.Args) == 1 && isIdentNamed(ix.X, arr) && isIdentNamed(ix.Args[0], v)
	}
	if at(b.X, q.Vars[0].Name) && at(b.Y, q.Vars[1].Name) {
		return " (" + arr + " is sorted)"
	}
	return ""
}

func isIdentNamed(e spec.Expr, name string) bool {
	id, ok := e.(*spec.Ident)
	return ok && id.Name == name
}

// ---- types in words ----

// typeNoun names a type without an article: "integer", "array of integers".
func typeNoun(t *spec.Type, plural bool) string {
	pl := func(s, p string) string {
		if plural {
			return p
		}
		return s
	}
	if t == nil {
		return pl("value", "values")
	}
	switch t.Kind {
	case spec.KInt:
		return pl("integer", "integers")
	case spec.KNat:
		return pl("natural number", "natural numbers")
	case spec.KBool:
		return pl("boolean", "booleans")
	case spec.KReal:
		return pl("real number", "real numbers")
	case spec.KChar:
		return pl("character", "characters")
	case spec.KString:
		return pl("string", "strings")
	case spec.KSeq:
		return pl("sequence", "sequences") + " of " + typeNoun(t.Elem, true)
	case spec.KArray:
		a := pl("array", "arrays")
		if t.Dims > 1 {
			a = fmt.Sprintf("%d-dimensional %s", t.Dims, a)
		}
		return a + " of " + typeNoun(t.Elem, true)
	case spec.KSet:
		return pl("set", "sets") + " of " + typeNoun(t.Elem, true)
	case spec.KMultiset:
		return pl("multiset", "multisets") + " of " + typeNoun(t.Elem, true)
	case spec.KMap:
		return pl("map", "maps") + " from " + typeNoun(t.Key, true) + " to " + typeNoun(t.Elem, true)
	case spec.KTuple:
		if len(t.Args) == 2 && sameTypeText(t.Args[0], t.Args[1]) && t.Args[0] != nil {
			return pl("pair", "pairs") + " of " + typeNoun(t.Args[0], true)
		}
		parts := make([]string, len(t.Args))
		for i, a := range t.Args {
			parts[i] = withArticle(typeNoun(a, false))
		}
		return pl("tuple", "tuples") + " of " + englishList(parts, "and")
	case spec.KFunc:
		if len(t.Args) == 1 {
			return pl("function", "functions") + " from " + typeNoun(t.Args[0], true) + " to " + typeNoun(t.Result, true)
		}
		parts := make([]string, len(t.Args))
		for i, a := range t.Args {
			parts[i] = withArticle(typeNoun(a, false))
		}
		return pl("function", "functions") + " taking " + englishList(parts, "and") + " and returning " + withArticle(typeNoun(t.Result, false))
	case spec.KTypeParam, spec.KDatatype:
		if spec.IsOption(t) && t.Args[0] != nil && t.Args[0].Kind != spec.KUnknown {
			return "optional " + typeNoun(t.Args[0], plural)
		}
		if plural {
			return t.String() + " values"
		}
		return "value of type " + t.String()
	case spec.KBitvector:
		return fmt.Sprintf("%d-bit %s", t.Bits, pl("bitvector", "bitvectors"))
	}
	return pl("value", "values")
}

// namedNoun names variables of one type: "natural number n", "natural
// numbers i and j", "value x of type T".
func namedNoun(t *spec.Type, ns []string) string {
	plural := len(ns) > 1
	if t == nil || t.Kind == spec.KTypeParam || (t.Kind == spec.KDatatype && !strings.HasPrefix(typeNoun(t, false), "optional ")) || t.Kind == spec.KUnknown {
		v := "value"
		if plural {
			v = "values"
		}
		if t == nil || t.Kind == spec.KUnknown {
			return v + " " + englishList(ns, "and")
		}
		return v + " " + englishList(ns, "and") + " of type " + t.String()
	}
	noun := typeNoun(t, plural)
	if longNoun(noun) {
		if !plural {
			noun = withArticle(noun)
		}
		return englishList(ns, "and") + " (" + noun + ")"
	}
	return noun + " " + englishList(ns, "and")
}

// longNoun: long type descriptions go after the name: "f (a function from …)".
func longNoun(noun string) bool { return strings.Count(noun, " ") >= 4 }

func paramPhrase(name string, t *spec.Type) string {
	if t != nil && t.Kind != spec.KTypeParam && (t.Kind != spec.KDatatype || strings.HasPrefix(typeNoun(t, false), "optional ")) && t.Kind != spec.KUnknown {
		if noun := typeNoun(t, false); longNoun(noun) {
			return name + " (" + withArticle(noun) + ")"
		}
	}
	return withArticle(namedNoun(t, []string{name}))
}

func withArticle(s string) string {
	if s == "" {
		return s
	}
	switch {
	case strings.IndexByte("aeiouAEIOU", s[0]) >= 0,
		strings.HasPrefix(s, "8"), strings.HasPrefix(s, "11-"), strings.HasPrefix(s, "18-"):
		return "an " + s
	}
	return "a " + s
}

// englishList joins "a", "a and b", "a, b and c".
func englishList(xs []string, conj string) string {
	switch len(xs) {
	case 0:
		return ""
	case 1:
		return xs[0]
	}
	return capPhrase(strings.Join(xs[:len(xs)-1], ", ") + " " + conj + " " + xs[len(xs)-1])
}

// ---- structural equality and canonical keys ----

// sameExpr reports structural equality, ignoring source ranges.
func sameExpr(a, b spec.Expr) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	switch x := a.(type) {
	case *spec.Ident:
		y, ok := b.(*spec.Ident)
		return ok && x.Name == y.Name
	case *spec.Lit:
		y, ok := b.(*spec.Lit)
		return ok && x.Val != nil && y.Val != nil && x.Val.Kind() == y.Val.Kind() && spec.Equal(x.Val, y.Val)
	case *spec.Unary:
		y, ok := b.(*spec.Unary)
		return ok && x.Op == y.Op && sameExpr(x.X, y.X)
	case *spec.Binary:
		y, ok := b.(*spec.Binary)
		return ok && x.Op == y.Op && sameExpr(x.X, y.X) && sameExpr(x.Y, y.Y)
	case *spec.Chain:
		y, ok := b.(*spec.Chain)
		if !ok || len(x.Ops) != len(y.Ops) {
			return false
		}
		for i := range x.Ops {
			if x.Ops[i] != y.Ops[i] {
				return false
			}
		}
		return sameExprs(x.Args, y.Args)
	case *spec.Call:
		y, ok := b.(*spec.Call)
		return ok && sameExpr(x.Fn, y.Fn) && sameExprs(x.Args, y.Args)
	case *spec.Index:
		y, ok := b.(*spec.Index)
		return ok && x.Mode == y.Mode && sameExpr(x.X, y.X) && sameExprs(x.Args, y.Args) && sameExpr(x.Default, y.Default)
	case *spec.Slice:
		y, ok := b.(*spec.Slice)
		return ok && x.Clamp == y.Clamp && sameExpr(x.X, y.X) && sameExpr(x.Lo, y.Lo) && sameExpr(x.Hi, y.Hi)
	case *spec.Update:
		y, ok := b.(*spec.Update)
		return ok && sameExpr(x.X, y.X) && sameExpr(x.K, y.K) && sameExpr(x.V, y.V)
	case *spec.Member:
		y, ok := b.(*spec.Member)
		return ok && x.Name == y.Name && sameExpr(x.X, y.X)
	case *spec.Quant:
		y, ok := b.(*spec.Quant)
		return ok && x.Forall == y.Forall && sameBinders(x.Vars, y.Vars) && sameExpr(x.Range, y.Range) && sameExpr(x.Body, y.Body)
	case *spec.Compr:
		y, ok := b.(*spec.Compr)
		return ok && x.Coll == y.Coll && sameBinders(x.Vars, y.Vars) && sameExpr(x.Cond, y.Cond) && sameExpr(x.Key, y.Key) && sameExpr(x.Term, y.Term)
	case *spec.Display:
		y, ok := b.(*spec.Display)
		return ok && x.Coll == y.Coll && sameExprs(x.Elems, y.Elems) && sameExprs(x.Keys, y.Keys)
	case *spec.TupleExpr:
		y, ok := b.(*spec.TupleExpr)
		return ok && sameExprs(x.Elems, y.Elems)
	case *spec.Ite:
		y, ok := b.(*spec.Ite)
		return ok && sameExpr(x.Cond, y.Cond) && sameExpr(x.Then, y.Then) && sameExpr(x.Else, y.Else)
	case *spec.Let:
		y, ok := b.(*spec.Let)
		if !ok || len(x.Names) != len(y.Names) {
			return false
		}
		for i := range x.Names {
			if x.Names[i] != y.Names[i] {
				return false
			}
		}
		return sameExprs(x.Values, y.Values) && sameExpr(x.Body, y.Body)
	case *spec.Old:
		y, ok := b.(*spec.Old)
		return ok && sameExpr(x.X, y.X)
	case *spec.Lambda:
		y, ok := b.(*spec.Lambda)
		return ok && sameBinders(x.Params, y.Params) && sameExpr(x.Body, y.Body)
	case *spec.Unsupported:
		y, ok := b.(*spec.Unsupported)
		return ok && x.Text == y.Text && x.Text != ""
	}
	return false // Match and unknown nodes: never merged
}

func sameExprs(a, b []spec.Expr) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !sameExpr(a[i], b[i]) {
			return false
		}
	}
	return true
}

func sameBinders(a, b []spec.Binder) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Name != b[i].Name || !sameTypeText(a[i].Type, b[i].Type) {
			return false
		}
	}
	return true
}

// canonKey is a short canonical text of e, used only to order operands that
// rank equally (so that x == y and y == x read the same).
func canonKey(e spec.Expr) string {
	var sb strings.Builder
	writeCanonKey(&sb, e)
	s := sb.String()
	if len(s) > maxCanonKey {
		s = s[:maxCanonKey]
	}
	return s
}

func writeCanonKey(sb *strings.Builder, e spec.Expr) {
	if sb.Len() > maxCanonKey {
		return
	}
	keyList := func(es []spec.Expr) {
		for i, x := range es {
			if i > 0 {
				sb.WriteByte(',')
			}
			writeCanonKey(sb, x)
		}
	}
	switch x := e.(type) {
	case nil:
		sb.WriteByte('_')
	case *spec.Ident:
		sb.WriteString(x.Name)
	case *spec.Lit:
		if x.Val != nil {
			sb.WriteString(x.Val.String())
		}
	case *spec.Unary:
		sb.WriteString("(" + x.Op.String())
		writeCanonKey(sb, x.X)
		sb.WriteByte(')')
	case *spec.Binary:
		sb.WriteByte('(')
		writeCanonKey(sb, x.X)
		sb.WriteString(" " + x.Op.String() + " ")
		writeCanonKey(sb, x.Y)
		sb.WriteByte(')')
	case *spec.Chain:
		sb.WriteByte('(')
		for i, a := range x.Args {
			if i > 0 && i-1 < len(x.Ops) {
				sb.WriteString(" " + x.Ops[i-1].String() + " ")
			}
			writeCanonKey(sb, a)
		}
		sb.WriteByte(')')
	case *spec.Call:
		writeCanonKey(sb, x.Fn)
		sb.WriteByte('(')
		keyList(x.Args)
		sb.WriteByte(')')
	case *spec.Index:
		writeCanonKey(sb, x.X)
		sb.WriteByte('[')
		keyList(x.Args)
		sb.WriteByte(']')
	case *spec.Slice:
		writeCanonKey(sb, x.X)
		sb.WriteByte('[')
		if x.Lo != nil {
			writeCanonKey(sb, x.Lo)
		}
		sb.WriteString("..")
		if x.Hi != nil {
			writeCanonKey(sb, x.Hi)
		}
		sb.WriteByte(']')
	case *spec.Member:
		writeCanonKey(sb, x.X)
		sb.WriteString("." + x.Name)
	case *spec.Old:
		sb.WriteString("old(")
		writeCanonKey(sb, x.X)
		sb.WriteByte(')')
	case *spec.Quant:
		if x.Forall {
			sb.WriteString("(forall ")
		} else {
			sb.WriteString("(exists ")
		}
		sb.WriteString(strings.Join(binderNames(x.Vars), ","))
		sb.WriteString(" :: ")
		writeCanonKey(sb, x.Range)
		sb.WriteString(" :: ")
		writeCanonKey(sb, x.Body)
		sb.WriteByte(')')
	default:
		sb.WriteString(fmt.Sprintf("(%T", e))
		for _, k := range spec.Children(e) {
			sb.WriteByte(' ')
			writeCanonKey(sb, k)
		}
		sb.WriteByte(')')
	}
}

// ---- text helpers ----

func asSentence(s string) string {
	s = strings.TrimSpace(s)
	if strings.HasSuffix(s, ".") || strings.HasSuffix(s, "…") {
		return s
	}
	return s + "."
}

// capPhrase cuts s after maxPhraseRunes runes.
func capPhrase(s string) string {
	if len(s) <= maxPhraseRunes || utf8.RuneCountInString(s) <= maxPhraseRunes {
		return s
	}
	n := 0
	for i := range s {
		if n == maxPhraseRunes {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

// ---- library functions ----

// plainColl reads a list made of an array or a string (a.toList, s.data,
// a[..]) as the array or string itself: they have the same elements in
// the same order.
func (z *informer) plainColl(e spec.Expr) spec.Expr {
	switch x := e.(type) {
	case *spec.Member:
		if z.memberOp(x) == spec.LibElements {
			if t := z.typeOf(x.X); t != nil && (t.Kind == spec.KArray || t.Kind == spec.KString || t.Kind == spec.KSeq) {
				return z.plainColl(x.X)
			}
		}
	case *spec.Slice:
		if x.Lo == nil && x.Hi == nil {
			return z.plainColl(x.X)
		}
	}
	return e
}

// multisetCall is the multiset of a collection's elements.
func (z *informer) multisetCall(n spec.Node, coll spec.Expr) spec.Expr {
	return spec.IntrinsicCall(n, spec.NameMultiset, z.plainColl(coll))
}

// lowerLib rewrites a library call (on unnormalised operands) into the IR
// the phrasing reads: lengths into |xs|, counts into multiplicities,
// membership tests into `in`, all/any into quantifiers over the elements,
// Pairwise into a quantifier over ordered index pairs, Perm into equal
// multisets, conversions into the canonical conversion; and Python's
// slices and products into slices and products.
func (z *informer) lowerLib(c *spec.Call) (spec.Expr, bool) {
	n := c.Node
	sig, args, ok := z.lib(c)
	if !ok {
		return nil, false
	}
	switch sig.Op {
	case spec.LibConvert:
		if _, canonical := spec.Canonical(callName(c)); canonical && callName(c) == spec.ConvName(sig.To) {
			return nil, false // already canonical
		}
		return spec.IntrinsicCall(n, spec.ConvName(sig.To), args...), true
	case spec.LibPySlice:
		bound := func(b spec.Expr) spec.Expr {
			if l, ok := b.(*spec.Lit); ok {
				if spec.IsNone(l.Val) {
					return nil
				}
				if v, ok := l.Val.(spec.Int); ok && v.V.Sign() < 0 { // counts from the end
					k := new(big.Int).Neg(v.V)
					return &spec.Binary{Node: n, Op: spec.OpSub, X: &spec.Unary{Node: n, Op: spec.OpCard, X: args[0]}, Y: &spec.Lit{Node: l.Node, Val: spec.Int{V: k}}}
				}
			}
			return b
		}
		return &spec.Slice{Node: n, X: args[0], Lo: bound(args[1]), Hi: bound(args[2]), Clamp: true}, true
	case spec.LibPyMul:
		if !isSeqTyped(z.typeOf(args[0])) && !isSeqTyped(z.typeOf(args[1])) {
			return &spec.Binary{Node: n, Op: spec.OpMul, X: args[0], Y: args[1]}, true
		}
		return nil, false
	case spec.LibLength:
		return &spec.Unary{Node: n, Op: spec.OpCard, X: z.plainColl(args[0])}, true
	case spec.LibCount:
		return &spec.Index{Node: n, X: z.multisetCall(n, args[1]), Args: []spec.Expr{args[0]}}, true
	case spec.LibElem:
		return &spec.Binary{Node: n, Op: spec.OpIn, X: args[0], Y: z.plainColl(args[1])}, true
	case spec.LibContains:
		return &spec.Binary{Node: n, Op: spec.OpIn, X: args[1], Y: z.plainColl(args[0])}, true
	case spec.LibPerm:
		return &spec.Binary{Node: n, Op: spec.OpEq, X: z.multisetCall(n, args[0]), Y: z.multisetCall(n, args[1])}, true
	case spec.LibNodup:
		return spec.IntrinsicCall(n, spec.NameDistinct, z.plainColl(args[0])), true
	case spec.LibAll, spec.LibAny:
		coll := z.plainColl(args[0])
		vs, body := z.applyFresh(args[1], 1, []spec.Expr{coll}, "x", "y", "z", "v", "w")
		if vs == nil {
			return nil, false
		}
		v := vs[0]
		guard := &spec.Binary{Node: n, Op: spec.OpIn, X: &spec.Ident{Node: n, Name: v.Name}, Y: coll}
		if sig.Op == spec.LibAll {
			return &spec.Quant{Node: n, Forall: true, Vars: vs, Body: &spec.Binary{Node: n, Op: spec.OpImplies, X: guard, Y: body}}, true
		}
		return &spec.Quant{Node: n, Forall: false, Vars: vs, Body: &spec.Binary{Node: n, Op: spec.OpAnd, X: guard, Y: body}}, true
	case spec.LibPairwise:
		coll := z.plainColl(args[1])
		used := z.namesIn(args[0], coll)
		i := z.freshName(used, "i", "j", "k", "m")
		used[i] = true
		j := z.freshName(used, "j", "k", "m", "p")
		at := func(v string) spec.Expr {
			return &spec.Index{Node: n, X: coll, Args: []spec.Expr{&spec.Ident{Node: n, Name: v}}}
		}
		body := z.apply(args[0], []spec.Expr{at(i), at(j)})
		if body == nil {
			return nil, false
		}
		rng := &spec.Chain{Node: n, Ops: []spec.Op{spec.OpLe, spec.OpLt, spec.OpLt},
			Args: []spec.Expr{&spec.Lit{Node: n, Val: spec.Int{V: big.NewInt(0)}}, &spec.Ident{Node: n, Name: i}, &spec.Ident{Node: n, Name: j}, &spec.Unary{Node: n, Op: spec.OpCard, X: coll}}}
		return &spec.Quant{Node: n, Forall: true, Vars: []spec.Binder{{Name: i}, {Name: j}}, Body: &spec.Binary{Node: n, Op: spec.OpImplies, X: rng, Y: body}}, true
	}
	return nil, false
}

// callName is the name a call applies, or "".
func callName(c *spec.Call) string {
	if id, ok := c.Fn.(*spec.Ident); ok {
		return id.Name
	}
	return ""
}

// lowerMember rewrites library members: xs.length and a.size are |xs|,
// a.toList is a's elements, p.fst and p.snd are components, x.toNat a
// conversion.
func (z *informer) lowerMember(e *spec.Member) (spec.Expr, bool) {
	sig, ok := z.vocab.Member(e)
	if !ok {
		return nil, false
	}
	switch sig.Op {
	case spec.LibLength:
		return &spec.Unary{Node: e.Node, Op: spec.OpCard, X: z.plainColl(e.X)}, true
	case spec.LibElements:
		if x := z.plainColl(e); x != spec.Expr(e) {
			if t := z.typeOf(x); t != nil && t.Kind == spec.KArray {
				return &spec.Slice{Node: e.Node, X: x}, true
			}
			return x, true
		}
	case spec.LibFirst:
		return &spec.Member{Node: e.Node, X: e.X, Name: "0"}, true
	case spec.LibSecond:
		return &spec.Member{Node: e.Node, X: e.X, Name: "1"}, true
	case spec.LibConvert:
		return spec.IntrinsicCall(e.Node, spec.ConvName(sig.To), e.X), true
	}
	return nil, false
}

// apply applies a function expression to arguments: a lambda's body with
// its parameters replaced, or a call. nil when the arity does not match.
func (z *informer) apply(f spec.Expr, args []spec.Expr) spec.Expr {
	if l, ok := f.(*spec.Lambda); ok {
		if len(l.Params) != len(args) {
			return nil
		}
		sub := map[string]spec.Expr{}
		for i, p := range l.Params {
			sub[p.Name] = args[i]
		}
		return substIdents(l.Body, sub)
	}
	if _, ok := f.(*spec.Ident); ok {
		return &spec.Call{Node: spec.Node{R: f.Span()}, Fn: f, Args: args}
	}
	return nil
}

// applyFresh applies a one-parameter function to a variable: a lambda's
// own parameter when it has a readable name, otherwise a fresh one (for
// Lean's · placeholders and for function names).
func (z *informer) applyFresh(f spec.Expr, arity int, ctx []spec.Expr, prefer ...string) ([]spec.Binder, spec.Expr) {
	if l, ok := f.(*spec.Lambda); ok && len(l.Params) == arity {
		readable := true
		for _, p := range l.Params {
			readable = readable && !spec.Generated(p.Name)
		}
		if readable {
			return l.Params, l.Body
		}
	}
	used := z.namesIn(append([]spec.Expr{f}, ctx...)...)
	vs := make([]spec.Binder, arity)
	args := make([]spec.Expr, arity)
	for i := range vs {
		name := z.freshName(used, prefer...)
		used[name] = true
		vs[i] = spec.Binder{Name: name}
		if l, ok := f.(*spec.Lambda); ok && i < len(l.Params) {
			vs[i].Type = l.Params[i].Type
		}
		args[i] = &spec.Ident{Node: spec.Node{R: f.Span()}, Name: name}
	}
	body := z.apply(f, args)
	if body == nil {
		return nil, nil
	}
	return vs, body
}

// namesIn collects the names in scope and the identifiers of es.
func (z *informer) namesIn(es ...spec.Expr) map[string]bool {
	used := map[string]bool{}
	for n := range z.types {
		used[n] = true
	}
	for _, e := range es {
		spec.Inspect(e, func(x spec.Expr) bool {
			switch x := x.(type) {
			case *spec.Ident:
				used[x.Name] = true
			case *spec.Quant:
				for _, v := range x.Vars {
					used[v.Name] = true
				}
			case *spec.Lambda:
				for _, v := range x.Params {
					used[v.Name] = true
				}
			case *spec.Let:
				for _, v := range x.Names {
					used[v] = true
				}
			}
			return true
		})
	}
	return used
}

func (z *informer) freshName(used map[string]bool, prefer ...string) string {
	return fresh(used, prefer...)
}

// fresh is the first preferred name not in used, else the first with a
// number appended (used is finite, so one is free).
func fresh(used map[string]bool, prefer ...string) string {
	for _, p := range prefer {
		if !used[p] {
			return p
		}
	}
	for k := 1; ; k++ {
		if n := fmt.Sprintf("%s%d", prefer[0], k); !used[n] {
			return n
		}
	}
}

// substIdents replaces free identifiers by expressions; binders that
// shadow a name stop its replacement.
func substIdents(e spec.Expr, sub map[string]spec.Expr) spec.Expr {
	if e == nil || len(sub) == 0 {
		return e
	}
	without := func(names []string) map[string]spec.Expr {
		var out map[string]spec.Expr
		for _, n := range names {
			if _, ok := sub[n]; ok {
				if out == nil {
					out = make(map[string]spec.Expr, len(sub))
					for k, v := range sub {
						out[k] = v
					}
				}
				delete(out, n)
			}
		}
		if out == nil {
			return sub
		}
		return out
	}
	switch x := e.(type) {
	case *spec.Ident:
		if r, ok := sub[x.Name]; ok {
			return r
		}
		return x
	case *spec.Quant:
		inner := without(binderNames(x.Vars))
		return &spec.Quant{Node: x.Node, Forall: x.Forall, Vars: x.Vars, Range: substIdents(x.Range, inner), Body: substIdents(x.Body, inner)}
	case *spec.Compr:
		inner := without(binderNames(x.Vars))
		return &spec.Compr{Node: x.Node, Coll: x.Coll, Vars: x.Vars, Cond: substIdents(x.Cond, inner), Key: substIdents(x.Key, inner), Term: substIdents(x.Term, inner)}
	case *spec.Lambda:
		return &spec.Lambda{Node: x.Node, Params: x.Params, Body: substIdents(x.Body, without(binderNames(x.Params)))}
	case *spec.Let:
		vals := make([]spec.Expr, len(x.Values))
		inner := without(x.Names)
		for i, v := range x.Values {
			if x.Rec {
				vals[i] = substIdents(v, inner)
			} else {
				vals[i] = substIdents(v, sub)
			}
		}
		return &spec.Let{Node: x.Node, Names: x.Names, Values: vals, Body: substIdents(x.Body, inner), Rec: x.Rec}
	case *spec.Match:
		cases := make([]spec.Case, len(x.Cases))
		for i, c := range x.Cases {
			cases[i] = spec.Case{Pat: c.Pat, Body: substIdents(c.Body, without(patternVars(c.Pat, nil)))}
		}
		return &spec.Match{Node: x.Node, X: substIdents(x.X, sub), Cases: cases}
	}
	return spec.Rebuild(e, func(k spec.Expr) spec.Expr { return substIdents(k, sub) })
}

// isPermission: Nagini's Acc/Rd/MustTerminate, which the front end keeps
// without its arguments.
func (z *informer) isPermission(e spec.Expr) bool {
	c, ok := e.(*spec.Call)
	if !ok || len(c.Args) != 0 {
		return false
	}
	return z.libOp(c) == spec.LibPermission
}

// natValued: an expression of a natural-number type (for subtraction
// that stops at 0): Nat-typed names, lengths, non-negative literals and
// their sums, products, quotients and truncated differences.
func (z *informer) natValued(e spec.Expr) bool {
	switch x := e.(type) {
	case *spec.Lit:
		v, ok := x.Val.(spec.Int)
		return ok && v.V.Sign() >= 0 && !v.Signed
	case *spec.Unary:
		return x.Op == spec.OpCard
	case *spec.Binary:
		switch x.Op {
		case spec.OpAdd, spec.OpMul, spec.OpDivEuclidTotal, spec.OpModEuclidTotal, spec.OpNatSub, spec.OpSubAuto, spec.OpPow:
			return z.natValued(x.X) && z.natValued(x.Y)
		}
	case *spec.Call:
		if s, _, ok := z.lib(x); ok && s.Op == spec.LibConvert {
			return s.ToType != nil && s.ToType.Kind == spec.KNat
		}
	case *spec.Index:
		if t := z.typeOf(x); t != nil && t.Kind == spec.KMultiset {
			return false
		}
		if t := z.typeOf(x); t != nil {
			return t.Kind == spec.KNat
		}
		if t := z.typeOf(x.X); t != nil && t.Kind == spec.KMultiset {
			return true
		}
	}
	t := z.typeOf(e)
	return t != nil && t.Kind == spec.KNat
}

// truncated: a subtraction that stops at 0 (Lean's on natural numbers).
func (z *informer) truncated(e spec.Expr) bool {
	b, ok := e.(*spec.Binary)
	if !ok {
		return false
	}
	switch b.Op {
	case spec.OpNatSub:
		return true
	case spec.OpSubAuto:
		return z.natValued(b.X) && z.natValued(b.Y)
	}
	return false
}

// inlineLet replaces let names bound to plain terms (a name, a literal, a
// length, a field, a component: let n := xs.length) by those terms, which
// read as well as the name and need no "letting". Lets of anything larger
// stay.
func (z *informer) inlineLet(e *spec.Let) (spec.Expr, bool) {
	if e.Rec || len(e.Values) != len(e.Names) {
		return nil, false
	}
	sub := map[string]spec.Expr{}
	var names []string
	var vals []spec.Expr
	for i, n := range e.Names {
		v := e.Values[i]
		if plainTerm(v, 0) && !capturesIn(e.Body, v) {
			// A later value may mention an earlier name.
			sub[n] = substIdents(v, sub)
			continue
		}
		names = append(names, n)
		vals = append(vals, substIdents(v, sub))
	}
	if len(sub) == 0 {
		return nil, false
	}
	body := substIdents(e.Body, sub)
	if len(names) == 0 {
		return body, true
	}
	return &spec.Let{Node: e.Node, Names: names, Values: vals, Body: body}, true
}

// plainTerm: a name, a literal, or a length, field or conversion of one.
func plainTerm(e spec.Expr, depth int) bool {
	if depth > 3 {
		return false
	}
	switch x := e.(type) {
	case *spec.Ident, *spec.Lit:
		return true
	case *spec.Unary:
		return x.Op == spec.OpCard && plainTerm(x.X, depth+1)
	case *spec.Member:
		return plainTerm(x.X, depth+1)
	case *spec.Slice:
		return x.Lo == nil && x.Hi == nil && plainTerm(x.X, depth+1)
	}
	return false
}

// capturesIn reports whether body binds a name that v mentions (inlining v
// there would change what the name means).
func capturesIn(body, v spec.Expr) bool {
	free := map[string]bool{}
	spec.Inspect(v, func(x spec.Expr) bool {
		if id, ok := x.(*spec.Ident); ok {
			free[id.Name] = true
		}
		return true
	})
	found := false
	spec.Inspect(body, func(x spec.Expr) bool {
		var names []string
		switch x := x.(type) {
		case *spec.Quant:
			names = binderNames(x.Vars)
		case *spec.Compr:
			names = binderNames(x.Vars)
		case *spec.Lambda:
			names = binderNames(x.Params)
		case *spec.Let:
			names = x.Names
		case *spec.Match:
			for _, c := range x.Cases {
				names = append(names, patternVars(c.Pat, nil)...)
			}
		}
		for _, n := range names {
			found = found || free[n]
		}
		return !found
	})
	return found
}

// joinBounds joins a conjunct bounding a term from below and one bounding
// it from above (0 <= i, i < n) into one chain (0 <= i < n), so that both
// spellings read the same.
func (z *informer) joinBounds(a, b spec.Expr) (spec.Expr, bool) {
	ba, ok1 := a.(*spec.Binary)
	bb, ok2 := b.(*spec.Binary)
	if !ok1 || !ok2 {
		return nil, false
	}
	var x, lo, hi spec.Expr
	var op1, op2 spec.Op
	switch ba.Op { // x > lo, x >= lo, lo < x, lo <= x
	case spec.OpGe, spec.OpGt:
		x, lo, op1 = ba.X, ba.Y, mirrorOp(ba.Op)
	case spec.OpLe, spec.OpLt:
		x, lo, op1 = ba.Y, ba.X, ba.Op
	default:
		return nil, false
	}
	switch bb.Op { // x < hi, x <= hi, hi > x, hi >= x
	case spec.OpLe, spec.OpLt:
		if !sameExpr(bb.X, x) {
			return nil, false
		}
		hi, op2 = bb.Y, bb.Op
	case spec.OpGe, spec.OpGt:
		if !sameExpr(bb.Y, x) {
			return nil, false
		}
		hi, op2 = bb.X, mirrorOp(bb.Op)
	default:
		return nil, false
	}
	if isLiteralExpr(x) || z.collOrder(lo, x) != spec.KUnknown || z.collOrder(x, hi) != spec.KUnknown {
		return nil, false
	}
	if op1 == spec.OpLe && op2 == spec.OpLe && sameExpr(lo, hi) {
		return z.normEq(spec.OpEq, lo, x, false), true // a <= b && b <= a: a == b
	}
	return &spec.Chain{Ops: []spec.Op{op1, op2}, Args: []spec.Expr{lo, x, hi}}, true
}

func isEmptySeq(e spec.Expr) bool {
	switch x := e.(type) {
	case *spec.Display:
		return (x.Coll == spec.KSeq || x.Coll == spec.KArray) && len(x.Elems) == 0
	case *spec.Lit:
		v, ok := x.Val.(spec.Seq)
		return ok && len(v.Elems) == 0
	}
	return false
}

// varTuple: a tuple pattern of names (and wildcards), as in let (m, p) := r.
func varTuple(p spec.Pattern) bool {
	if !p.Tuple || len(p.Args) == 0 {
		return false
	}
	for _, a := range p.Args {
		if a.Var == "" && !a.Wild {
			return false
		}
	}
	return true
}

// splitBinding splits a conjunction into items; under a let or a tuple
// destructuring each conjunct becomes an item with its own binding, so
// that "letting (m, p) be result, A and B" reads as two guarantees.
func (z *informer) splitBinding(e spec.Expr) []spec.Expr {
	var out []spec.Expr
	for _, it := range conjunctList(e) {
		switch x := it.(type) {
		case *spec.Let:
			if cs := conjunctList(x.Body); len(cs) > 1 && !x.Rec {
				names := make([]spec.Binder, len(x.Names))
				for i, n := range x.Names {
					names[i] = spec.Binder{Name: n}
				}
				for _, c := range cs {
					if mentionsVar(c, names) {
						out = append(out, &spec.Let{Node: x.Node, Names: x.Names, Values: x.Values, Body: c})
					} else {
						out = append(out, c)
					}
				}
				continue
			}
		case *spec.Match:
			if len(x.Cases) == 1 && varTuple(x.Cases[0].Pat) {
				if cs := conjunctList(x.Cases[0].Body); len(cs) > 1 {
					for _, c := range cs {
						out = append(out, &spec.Match{Node: x.Node, X: x.X, Cases: []spec.Case{{Pat: x.Cases[0].Pat, Body: c}}})
					}
					continue
				}
			}
		}
		out = append(out, it)
	}
	return out
}
