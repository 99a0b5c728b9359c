package informal

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

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

func (z *informer) val(e ir.Expr) nounPhrase {
	z.depth++
	defer func() { z.depth-- }()
	if z.depth > maxInformalDepth {
		return nounPhrase{s: "…", prec: npAtom}
	}
	r := z.val1(e)
	r.s = capPhrase(r.s)
	return r
}

func (z *informer) vals(es []ir.Expr) string {
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

func (z *informer) val1(e ir.Expr) nounPhrase {
	switch e := e.(type) {
	case nil:
		return nounPhrase{s: "?", prec: npAtom}
	case *ir.Ident:
		return nounPhrase{s: e.Name, prec: npAtom}
	case *ir.Lit:
		return literalPhrase(e.Val)
	case *ir.Unary:
		switch e.Op {
		case ir.OpNeg:
			return nounPhrase{s: "-" + parenSuffix(z.val(e.X)), prec: npUnary}
		case ir.OpCard:
			w := "the length of "
			if t := z.typeOf(e.X); t != nil && (t.Kind == ir.KSet || t.Kind == ir.KMultiset || t.Kind == ir.KMap) {
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
		case ir.OpMultiset: // Nagini's ToMS(xs)
			return nounPhrase{s: "the multiset of elements of " + parenBelow(z.collNP(e.X), npAtom), prec: npAtom, words: true}
		case ir.OpNot:
			return nounPhrase{s: z.sym(e), prec: npLoose}
		}
		// An operator without words: its symbol. (sym and prop end in val
		// for a unary they do not phrase; handing it back to them recursed
		// to the depth limit, a phrase of parentheses.)
		return nounPhrase{s: e.Op.String() + "(" + z.val(e.X).s + ")", prec: npAtom}
	case *ir.Binary:
		if ir.IsLogicOrRel(e.Op) {
			return nounPhrase{s: z.sym(e), prec: npLoose}
		}
		return z.arith(e)
	case *ir.Chain:
		return nounPhrase{s: z.sym(e), prec: npLoose}
	case *ir.Call:
		return z.callNP(e)
	case *ir.Index:
		return z.indexNP(e)
	case *ir.Slice:
		if e.Lo == nil && e.Hi == nil {
			if t := z.typeOf(e.X); t != nil && (t.Kind == ir.KSeq || t.Kind == ir.KString) {
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
	case *ir.Update:
		x := z.val(e.X)
		if t := z.typeOf(e.X); t != nil && t.Kind == ir.KMap {
			return nounPhrase{s: parenBelow(x, npAtom) + " with " + parenBelow(z.val(e.K), npAdd) + " mapped to " + parenBelow(z.val(e.V), npAdd), prec: npLoose}
		}
		return nounPhrase{s: parenBelow(x, npAtom) + " with the element at index " + parenBelow(z.val(e.K), npAdd) + " replaced by " + parenBelow(z.val(e.V), npAdd), prec: npLoose}
	case *ir.Member:
		return z.memberNP(e)
	case *ir.Quant:
		return nounPhrase{s: z.prop(e), prec: npLoose}
	case *ir.Compr:
		return z.comprNP(e)
	case *ir.Display:
		return z.displayNP(e)
	case *ir.TupleExpr:
		return nounPhrase{s: "(" + z.vals(e.Elems) + ")", prec: npAtom}
	case *ir.Ite:
		if a, ok := z.absOf(e); ok {
			return nounPhrase{s: "|" + z.val(a).s + "|", prec: npAtom}
		}
		return nounPhrase{s: "if " + z.prop(e.Cond) + " then " + parenBelow(z.val(e.Then), npAdd) + ", otherwise " + parenBelow(z.val(e.Else), npAdd), prec: npLoose}
	case *ir.Let:
		lets := z.letBindings(e)
		restore := z.bindLet(e)
		defer restore()
		return nounPhrase{s: parenBelow(z.val(e.Body), npAdd) + ", letting " + lets, prec: npLoose}
	case *ir.Old:
		return z.oldNP(e)
	case *ir.Lambda:
		ns := make([]string, len(e.Params))
		for i, p := range e.Params {
			ns[i] = p.Name
		}
		restore := z.bindVars(e.Params, e.Body)
		defer restore()
		return nounPhrase{s: "the function mapping " + englishList(ns, "and") + " to " + parenBelow(z.val(e.Body), npAdd), prec: npLoose, words: true}
	case *ir.Match:
		parts := make([]string, 0, len(e.Cases))
		for _, c := range e.Cases {
			restore := z.bind(ir.PatternVars(c.Pat, nil), nil)
			parts = append(parts, patternText(c.Pat)+" gives "+parenBelow(z.val(c.Body), npAdd))
			restore()
		}
		return nounPhrase{s: "depending on " + parenBelow(z.val(e.X), npAdd) + ": " + strings.Join(parts, "; "), prec: npLoose}
	case *ir.Unsupported:
		if e.Text == "" {
			return nounPhrase{s: "(an expression specfaith cannot read)", prec: npAtom}
		}
		return nounPhrase{s: e.Text, prec: npLoose}
	}
	return nounPhrase{s: fmt.Sprintf("(%T)", e), prec: npAtom}
}

func (z *informer) letBindings(e *ir.Let) string {
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

func patternText(p ir.Pattern) string {
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

// collNP renders a collection that is looked into (x in a[..] is x in a).
func (z *informer) collNP(e ir.Expr) nounPhrase {
	switch x := e.(type) {
	case *ir.Slice:
		if x.Lo == nil && x.Hi == nil {
			return z.val(x.X)
		}
	case *ir.Old:
		if s, ok := x.X.(*ir.Slice); ok && s.Lo == nil && s.Hi == nil {
			return nounPhrase{s: "the original " + parenBelow(z.val(s.X), npAtom), prec: npAtom, words: true}
		}
	}
	return z.val(e)
}

func (z *informer) oldNP(e *ir.Old) nounPhrase {
	in := z.val(e.X)
	switch e.X.(type) {
	case *ir.Ident, *ir.Index, *ir.Slice, *ir.Member, *ir.Unary:
		if strings.HasPrefix(in.s, "the ") {
			return nounPhrase{s: "the original " + in.s[4:], prec: in.prec, plural: in.plural, words: true}
		}
		if in.prec >= npAtom {
			return nounPhrase{s: "the original " + in.s, prec: npAtom, plural: in.plural, words: true}
		}
	}
	return nounPhrase{s: "the original value of " + parenBelow(in, npAtom), prec: npAtom, words: true}
}

func (z *informer) memberNP(e *ir.Member) nounPhrase {
	x := z.val(e.X)
	of := func(w string) nounPhrase { return nounPhrase{s: w + parenBelow(x, npAtom), prec: npAtom, words: true} }
	sig, _ := z.vocab.Member(e)
	switch sig.Op {
	case ir.LibLengthDim:
		switch sig.Dim {
		case -1:
			return of("the length of ")
		case 0:
			return of("the number of rows of ")
		case 1:
			return of("the number of columns of ")
		}
	case ir.LibKeys:
		return of("the set of keys of ")
	case ir.LibValues:
		return of("the set of values of ")
	case ir.LibItems:
		return of("the set of key-value pairs of ")
	case ir.LibFloor:
		return of("the floor of ")
	case ir.LibIsInt:
		return nounPhrase{s: parenBelow(x, npAtom) + " is an integer", prec: npLoose}
	case ir.LibReverse:
		return of("the reverse of ")
	}
	if k, err := strconv.Atoi(e.Name); err == nil && k >= 0 && k < len(ordinals) {
		return of("the " + ordinals[k] + " component of ")
	}
	return nounPhrase{s: parenSuffix(x) + "." + e.Name, prec: npAtom}
}

var ordinals = []string{"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"}

func (z *informer) indexNP(e *ir.Index) nounPhrase {
	if t := z.typeOf(e.X); t != nil && t.Kind == ir.KMultiset && len(e.Args) == 1 {
		coll := e.X
		if c, ok := e.X.(*ir.Call); ok {
			if s, args, ok := z.lib(c); ok && s.Op == ir.LibMultiset {
				coll = args[0]
			}
		}
		return nounPhrase{s: "the number of occurrences of " + parenBelow(z.val(e.Args[0]), npAdd) + " in " + parenBelow(z.collNP(coll), npAtom), prec: npAtom, words: true}
	}
	s := parenSuffix(z.val(e.X)) + "[" + z.vals(e.Args) + "]"
	switch e.Mode {
	case ir.IndexOption:
		return nounPhrase{s: s + " if it exists", prec: npLoose}
	case ir.IndexDefault:
		return nounPhrase{s: s + ", or " + parenBelow(z.val(e.Default), npAdd) + " if out of range", prec: npLoose}
	}
	return nounPhrase{s: s, prec: npAtom}
}

func (z *informer) callNP(e *ir.Call) nounPhrase {
	id, ok := e.Fn.(*ir.Ident)
	if !ok {
		return nounPhrase{s: parenSuffix(z.val(e.Fn)) + "(" + z.vals(e.Args) + ")", prec: npAtom}
	}
	sig, _, _ := z.lib(e)
	switch {
	case sig.Op == ir.LibMultiset:
		return nounPhrase{s: "the multiset of elements of " + parenBelow(z.collNP(e.Args[0]), npAtom), prec: npAtom, words: true}
	case sig.Op == ir.LibSeqInit:
		nv := z.val(e.Args[0])
		of := "the sequence of length " + parenBelow(nv, npAdd) + " whose element "
		if nv.words {
			of = "the sequence whose length is " + parenBelow(nv, npAdd) + " and whose element "
		}
		if l, ok := e.Args[1].(*ir.Lambda); ok && len(l.Params) == 1 {
			restore := z.bindVars(l.Params, l.Body)
			defer restore()
			return nounPhrase{s: of + l.Params[0].Name + " is " + parenBelow(z.val(l.Body), npAdd), prec: npLoose, words: true}
		}
		return nounPhrase{s: of + "i is " + parenSuffix(z.val(e.Args[1])) + "(i)", prec: npLoose, words: true}
	case sig.Op == ir.LibCast && len(e.Args) >= 1:
		// The cast is checked where it is written; the value is x.
		return z.val(e.Args[0])
	case sig.Op == ir.LibIsInstance || sig.Op == ir.LibTypeIs:
		if p, ok := z.classProp(e, true); ok {
			return nounPhrase{s: p, prec: npLoose, words: true}
		}
	case sig.Op == ir.LibTruthy && len(e.Args) == 1:
		// Where a phrase of a value is asked of a truth value (a
		// quantifier's range, an operand of and): what it says.
		return nounPhrase{s: z.truthProp(e.Args[0], true), prec: npLoose, words: true}
	case sig.Op == ir.LibConvert:
		x := z.val(e.Args[0])
		prec := npLoose
		if x.prec == npAtom && !x.words {
			prec = npAdd // "i < n as a natural number" needs no parentheses
		}
		return nounPhrase{s: parenBelow(x, npAtom) + " as " + withArticle(conversionWord(sig)), prec: prec}
	case z.heapCall(e):
		return nounPhrase{s: z.prop(e), prec: npLoose}
	}
	if text, prop, ok := z.madeUp(e); ok {
		prec := npLoose
		if !prop && strings.HasSuffix(text, ")") && !strings.Contains(text, " ") {
			prec = npAtom // f(x), read through a prefix
		}
		return nounPhrase{s: text, prec: prec, words: true}
	}
	return nounPhrase{s: id.Name + "(" + z.vals(e.Args) + ")", prec: npAtom}
}

// conversionWord names a conversion's target type: its noun when the IR
// has the type, otherwise its own name (bv8).
func conversionWord(s ir.Sig) string {
	if s.ToType != nil {
		return typeNoun(s.ToType, false)
	}
	return s.To
}

func (z *informer) displayNP(e *ir.Display) nounPhrase {
	if len(e.Elems) == 0 {
		switch e.Coll {
		case ir.KSet:
			return nounPhrase{s: "the empty set", prec: npAtom, words: true}
		case ir.KMultiset:
			return nounPhrase{s: "the empty multiset", prec: npAtom, words: true}
		case ir.KMap:
			return nounPhrase{s: "the empty map", prec: npAtom, words: true}
		}
		return nounPhrase{s: "the empty sequence", prec: npAtom, words: true}
	}
	switch e.Coll {
	case ir.KSet:
		return nounPhrase{s: "{" + z.vals(e.Elems) + "}", prec: npAtom}
	case ir.KMultiset:
		return nounPhrase{s: "the multiset {" + z.vals(e.Elems) + "}", prec: npAtom, words: true}
	case ir.KMap:
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

func (z *informer) comprNP(e *ir.Compr) nounPhrase {
	restore := z.bindVars(e.Vars, e.Cond, e.Term)
	defer restore()
	var conds []ir.Expr
	if e.Cond != nil {
		conds = conjunctList(e.Cond)
	}
	ns := ir.BinderNames(e.Vars)
	lead, rest := z.leadIn(e.Vars, conds)
	with := ""
	if len(rest) > 0 {
		with = " with " + z.symList(rest)
	}
	what := map[ir.Kind]string{ir.KSet: "set", ir.KMultiset: "multiset", ir.KSeq: "sequence", ir.KMap: "map"}[e.Coll]
	if what == "" {
		what = "collection"
	}
	vs := englishList(ns, "and") + lead
	if strings.HasPrefix(lead, " of ") {
		vs = "key " + vs
	}
	if e.Coll == ir.KMap {
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

func isBinderIdent(e ir.Expr, vars []ir.Binder) bool {
	id, ok := e.(*ir.Ident)
	return ok && len(vars) == 1 && id.Name == vars[0].Name
}

// literalPhrase renders a literal value.
func literalPhrase(v ir.Value) nounPhrase {
	switch x := v.(type) {
	case ir.Bool:
		return nounPhrase{s: strconv.FormatBool(bool(x)), prec: npAtom}
	case ir.Int:
		if x.V.Sign() < 0 {
			return nounPhrase{s: x.V.String(), prec: npUnary}
		}
		return nounPhrase{s: x.V.String(), prec: npAtom}
	case ir.Real:
		if x.V == nil {
			return nounPhrase{s: "?", prec: npAtom}
		}
		if x.V.Sign() < 0 {
			return nounPhrase{s: realText(x.V), prec: npUnary}
		}
		return nounPhrase{s: realText(x.V), prec: npAtom}
	case ir.Char:
		return nounPhrase{s: strconv.QuoteRune(rune(x)), prec: npAtom}
	case ir.Seq:
		if len(x.Elems) == 0 {
			if x.Str {
				return nounPhrase{s: "the empty string", prec: npAtom, words: true}
			}
			return nounPhrase{s: "the empty sequence", prec: npAtom, words: true}
		}
		if allCharValues(x.Elems) {
			var sb strings.Builder
			for _, c := range x.Elems {
				sb.WriteRune(rune(c.(ir.Char)))
				if sb.Len() > maxPhraseRunes {
					break
				}
			}
			return nounPhrase{s: strconv.Quote(sb.String()), prec: npAtom}
		}
		return nounPhrase{s: "[" + literalList(x.Elems) + "]", prec: npAtom}
	case ir.Set:
		if len(x.Elems) == 0 {
			return nounPhrase{s: "the empty set", prec: npAtom, words: true}
		}
		return nounPhrase{s: "{" + literalList(x.Elems) + "}", prec: npAtom}
	case ir.Tuple:
		return nounPhrase{s: "(" + literalList(x.Elems) + ")", prec: npAtom}
	case ir.Datatype:
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

func allCharValues(el []ir.Value) bool {
	for _, e := range el {
		if _, ok := e.(ir.Char); !ok {
			return false
		}
	}
	return true
}

func literalList(el []ir.Value) string {
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
