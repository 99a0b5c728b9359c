package lean

import (
	"fmt"
	"math/big"

	"github.com/specfaith/specfaith/ir"
)

// Elaboration: the types Lean gives arithmetic, decided on the Lean side so
// that the evaluator stays language-neutral. Lean elaborates a tree of
// binary operators (binop%: + - * / %, and unop% -) and the two sides of a
// relation (binrel%: = ≠ < ≤ > ≥ ==) together: it computes the "maximal"
// type of the leaves (and, for binop%, of the expected type), inserts the
// coercion ↑ at the leaves of a smaller type (Nat ↑ Int) and unifies leaves
// of unknown type (numerals, binders without a type) with it
// (Lean/Elab/Extra.lean, analyze and applyCoe). So with x : Nat and
// result : Int, result = x - 5 is an Int subtraction.
//
// The pass reads types from signatures, binders, ascriptions (e : T), let
// types and the few library functions whose types matter here, and then
// fixes each subtraction (OpSubAuto) as OpNatSub or OpSub, marks Int
// numerals signed, and gives fixed-width operations (UInt8…UInt64) their
// wrap-around. What it cannot type (a library call it does not know, a
// lambda parameter) it leaves to the evaluator's dynamic rule (OpSubAuto:
// truncating unless an operand is a signed Int), as before.

// ety is an elaborated type: a known type, a type variable (an unknown
// Lean infers by unification: numerals, untyped binders) or opaque (a type
// Lean knows and this pass does not).
type ety struct {
	k    etKind
	bits int    // eUInt
	elem *ety   // eList, eArray, eOption
	link *ety   // a bound variable
	num  bool   // a variable constrained by a numeral (Lean defaults it to Nat)
	sci  bool   // … by a scientific literal (Lean defaults it to Float)
	name string // eOther
}

type etKind int

const (
	eVar etKind = iota
	eOpaque
	eNat
	eInt
	eUInt
	eBool
	eList
	eArray
	eOption
	eOther
	eFloat // Float: numerals are Float.ofNat, scientific literals Float.ofScientific
	eRat   // ℚ: exact; Nat and Int leaves are cast (↑)
)

func (t *ety) find() *ety {
	for t.k == eVar && t.link != nil {
		t = t.link
	}
	return t
}

var (
	etNat    = &ety{k: eNat}
	etInt    = &ety{k: eInt}
	etBool   = &ety{k: eBool}
	etFloat  = &ety{k: eFloat}
	etRat    = &ety{k: eRat}
	etOpaque = &ety{k: eOpaque}
)

func fresh() *ety { return &ety{k: eVar} }

// fromType reads a declared type; nil and unknown types are opaque.
func fromType(t *ir.Type) *ety {
	if t == nil {
		return etOpaque
	}
	switch t.Kind {
	case ir.KNat:
		return etNat
	case ir.KInt:
		return etInt
	case ir.KBool:
		return etBool
	case ir.KBitvector:
		return &ety{k: eUInt, bits: t.Bits}
	case ir.KFloat:
		return etFloat
	case ir.KReal:
		if t.Name == "Rat" {
			return etRat
		}
	case ir.KSeq:
		return &ety{k: eList, elem: fromType(t.Elem)}
	case ir.KArray:
		if t.Dims <= 1 {
			return &ety{k: eArray, elem: fromType(t.Elem)}
		}
	case ir.KString, ir.KChar:
		return &ety{k: eOther, name: t.Kind.String()}
	case ir.KDatatype:
		if t.Name == "Option" && len(t.Args) == 1 {
			return &ety{k: eOption, elem: fromType(t.Args[0])}
		}
	}
	return etOpaque
}

// toType is the declared type of a resolved ety (nil when not known).
func toType(t *ety) *ir.Type {
	t = t.find()
	switch t.k {
	case eVar:
		if t.sci {
			return &ir.Type{Kind: ir.KFloat, Name: "Float"}
		}
		if t.num {
			return ir.TypeNat
		}
	case eNat:
		return ir.TypeNat
	case eInt:
		return ir.TypeInt
	case eBool:
		return ir.TypeBool
	case eUInt:
		return uintType(t.bits)
	case eFloat:
		return &ir.Type{Kind: ir.KFloat, Name: "Float"}
	case eRat:
		return &ir.Type{Kind: ir.KReal, Name: "Rat"}
	}
	return nil
}

var uintBits = map[string]int{"UInt8": 8, "UInt16": 16, "UInt32": 32, "UInt64": 64, "USize": 64}

func uintType(bits int) *ir.Type {
	name := map[int]string{8: "UInt8", 16: "UInt16", 32: "UInt32", 64: "UInt64"}[bits]
	return &ir.Type{Kind: ir.KBitvector, Bits: bits, Name: name}
}

// unify makes two types equal where one is a variable; known types that
// differ stay as they are (Lean would report an error or coerce).
func unify(a, b *ety) {
	a, b = a.find(), b.find()
	if a == b || occurs(a, b) || occurs(b, a) {
		return // x = [x] has no type; never build a cyclic one
	}
	switch {
	case a.k == eVar:
		if b.k == eVar {
			b.num = b.num || a.num
			b.sci = b.sci || a.sci
		}
		a.link = b
	case b.k == eVar:
		b.link = a
	case a.k == b.k && a.elem != nil && b.elem != nil:
		unify(a.elem, b.elem)
	}
}

// occurs says whether the variable v appears inside t.
func occurs(v, t *ety) bool {
	if v.k != eVar {
		return false
	}
	for depth := 0; t != nil && depth < 64; depth++ {
		t = t.find()
		if t == v {
			return depth > 0
		}
		t = t.elem
	}
	return false
}

func sameType(a, b *ety) bool {
	a, b = a.find(), b.find()
	if a == b {
		return true
	}
	if a.k != b.k {
		return false
	}
	switch a.k {
	case eUInt:
		return a.bits == b.bits
	case eList, eArray, eOption:
		return sameType(a.elem, b.elem)
	case eOther:
		return a.name == b.name
	case eVar, eOpaque:
		return a == b
	}
	return true
}

// elabFunc is what the pass knows of a function: its explicit parameters'
// types and its result type.
type elabFunc struct {
	params []*ety
	result *ety
}

type elaborator struct {
	p      *parser
	funcs  map[string]elabFunc
	scopes []map[string]*ety
	// fixups run when the definition is elaborated: the choices that
	// depend on a variable resolved later (∀ i, i < 3 → f i with
	// f : Int → Bool makes i an Int).
	fixups  []func()
	binders []binderType
}

type binderType struct {
	b *ir.Binder
	t *ety
}

func funcType(params []ir.Param, result *ir.Type) elabFunc {
	f := elabFunc{result: fromType(result)}
	for _, prm := range params {
		f.params = append(f.params, fromType(prm.Type))
	}
	return f
}

// body elaborates one definition's body (or a clause) with its parameters
// in scope, then applies what was decided.
func (el *elaborator) body(e ir.Expr, params []ir.Param, result *ir.Type) ir.Expr {
	el.fixups, el.binders = nil, nil
	scope := map[string]*ety{}
	for _, prm := range params {
		scope[prm.Name] = fromType(prm.Type)
	}
	el.scopes = []map[string]*ety{scope}
	want := fromType(result)
	if want.k == eOpaque {
		want = nil
	}
	e, _ = el.elab(e, want)
	for _, f := range el.fixups {
		f()
	}
	for _, bt := range el.binders {
		if t := toType(bt.t); t != nil && bt.b.Type == nil {
			bt.b.Type = t
		}
	}
	return e
}

// defFuncs are the types of the file's definitions, built once (per
// number of definitions) and shared by every elaboration that reads
// them: built per theorem, they made a file of thousands of theorems
// quadratic (84 s for 13 500).
func (p *parser) defFuncs() map[string]elabFunc {
	if p.funcsOf != len(p.defs) || p.funcs == nil {
		p.funcs = make(map[string]elabFunc, len(p.defs))
		for _, d := range p.defs {
			p.funcs[d.name] = funcType(d.params, d.result)
		}
		p.funcsOf = len(p.defs)
	}
	return p.funcs
}

// elaborate elaborates every definition's body in place.
func (p *parser) elaborate() {
	el := &elaborator{p: p, funcs: p.defFuncs()}
	for i := range p.defs {
		d := &p.defs[i]
		if d.body == nil {
			continue
		}
		body := el.body(d.body, d.params, d.result)
		if body != d.body {
			if f := p.mod.Funcs[d.name]; f != nil && f.Body == d.body {
				f.Body = body
			}
			if c, ok := p.mod.Consts[d.name]; ok && c == d.body {
				p.mod.Consts[d.name] = body
			}
			d.body = body
		}
	}
}

// ClauseReader reads a clause written for contract c of module m (a
// printed quick-fix) the way ParseFile reads one: elaborated with c's
// parameters and results and m's functions in scope.
func ClauseReader(m *ir.Module, c *ir.Contract) func(text string) (ir.Expr, error) {
	return func(text string) (ir.Expr, error) {
		var params []ir.Param
		var names []string
		if c != nil {
			params = append(append(params, c.Params...), c.Results...)
			for _, prm := range params {
				names = append(names, prm.Name)
			}
		}
		p, e, probs := parseTerm(text, names...)
		if len(probs) > 0 {
			return nil, fmt.Errorf("%s", probs[0].Message)
		}
		el := &elaborator{p: p, funcs: map[string]elabFunc{}}
		if m != nil {
			for name, f := range m.Funcs {
				el.funcs[name] = funcType(f.Params, f.Result)
			}
		}
		return el.body(e, params, ir.TypeBool), nil
	}
}

func (el *elaborator) push(m map[string]*ety) { el.scopes = append(el.scopes, m) }
func (el *elaborator) pop()                   { el.scopes = el.scopes[:len(el.scopes)-1] }

func (el *elaborator) lookup(name string) (*ety, bool) {
	for i := len(el.scopes) - 1; i >= 0; i-- {
		if t, ok := el.scopes[i][name]; ok {
			return t, true
		}
	}
	return nil, false
}

// known: a want that is not a variable or opaque.
func known(t *ety) bool {
	if t == nil {
		return false
	}
	t = t.find()
	return t.k != eVar && t.k != eOpaque
}

// elab elaborates e against an expected type (nil: none) and returns the
// (possibly rewritten) expression and its type.
func (el *elaborator) elab(e ir.Expr, want *ety) (ir.Expr, *ety) {
	if e == nil {
		return e, etOpaque
	}
	if t, ok := el.p.asc[e]; ok {
		return el.ascription(e, fromType(t))
	}
	switch x := e.(type) {
	case *ir.Lit:
		return x, el.literal(x, want)
	case *ir.Ident:
		if t, ok := el.lookup(x.Name); ok {
			return x, t
		}
		if f, ok := el.funcs[x.Name]; ok && len(f.params) == 0 {
			return x, f.result
		}
		return x, etOpaque
	case *ir.Binary:
		switch {
		case isArith(x.Op):
			return el.tree(x, want, false)
		case x.Op.IsComparison():
			return el.tree(x, nil, true)
		}
		switch x.Op {
		case ir.OpAnd, ir.OpOr, ir.OpImplies, ir.OpIff:
			x.X, _ = el.elab(x.X, etBool)
			x.Y, _ = el.elab(x.Y, etBool)
			return x, etBool
		case ir.OpIn, ir.OpNotIn:
			var ct *ety
			x.Y, ct = el.elab(x.Y, nil)
			var xt *ety
			x.X, xt = el.elab(x.X, elemOf(ct))
			if et := elemOf(ct); et != nil {
				unify(xt, et)
			}
			return x, etBool
		case ir.OpAppend:
			var a, b *ety
			x.X, a = el.elab(x.X, want)
			x.Y, b = el.elab(x.Y, a)
			unify(a, b)
			return x, a
		case ir.OpCons:
			var lt *ety
			x.Y, lt = el.elab(x.Y, want)
			var ht *ety
			x.X, ht = el.elab(x.X, elemOf(lt))
			if et := elemOf(lt); et != nil {
				unify(ht, et)
			}
			return x, lt
		}
		x.X, _ = el.elab(x.X, nil)
		x.Y, _ = el.elab(x.Y, nil)
		return x, etOpaque
	case *ir.Unary:
		if x.Op == ir.OpNeg {
			return el.tree(x, want, false)
		}
		if x.Op == ir.OpNot {
			x.X, _ = el.elab(x.X, etBool)
			return x, etBool
		}
		x.X, _ = el.elab(x.X, nil)
		return x, etOpaque
	case *ir.Chain:
		for i := range x.Args {
			x.Args[i], _ = el.elab(x.Args[i], nil)
		}
		return x, etBool
	case *ir.Ite:
		x.Cond, _ = el.elab(x.Cond, etBool)
		var a, b *ety
		x.Then, a = el.elab(x.Then, want)
		if want == nil {
			want = a
		}
		x.Else, b = el.elab(x.Else, want)
		unify(a, b)
		return x, a
	case *ir.Let, *ir.Quant, *ir.Lambda, *ir.Match:
		return el.scoped(e, want)
	case *ir.Display:
		var et *ety
		if want != nil {
			et = elemOf(want)
		}
		var first *ety
		for i := range x.Elems {
			var t *ety
			x.Elems[i], t = el.elab(x.Elems[i], et)
			if et != nil {
				if et.find().k == eInt && t.find().k == eNat {
					x.Elems[i] = toInt(x.Elems[i])
				}
				unify(t, et)
			}
			if first == nil {
				first = t
			} else {
				unify(first, t)
			}
		}
		if et == nil {
			et = first
			if et == nil {
				et = fresh()
			}
		}
		switch x.Coll {
		case ir.KSeq:
			return x, &ety{k: eList, elem: et}
		case ir.KArray:
			return x, &ety{k: eArray, elem: et}
		}
		return x, etOpaque
	case *ir.TupleExpr:
		for i := range x.Elems {
			x.Elems[i], _ = el.elab(x.Elems[i], nil)
		}
		return x, etOpaque
	case *ir.Index:
		var ct *ety
		x.X, ct = el.elab(x.X, nil)
		k := ct.find().k
		for i := range x.Args {
			var t *ety
			x.Args[i], t = el.elab(x.Args[i], etNat)
			if k == eList || k == eArray {
				unify(t, etNat) // xs[i]: the index of a list or array is a Nat
			}
		}
		et := elemOf(ct)
		if et == nil {
			return x, etOpaque
		}
		if x.Mode == ir.IndexOption {
			return x, &ety{k: eOption, elem: et}
		}
		return x, et
	case *ir.Member:
		return el.member(x)
	case *ir.Call:
		return el.call(x, want)
	case *ir.Do:
		if want == nil {
			want = fresh()
		}
		el.stmts(x.Body, want)
		return x, want
	}
	return e, etOpaque
}

// scoped elaborates the forms that bind names (let, quantifiers, lambdas,
// match arms) with their names in scope.
func (el *elaborator) scoped(e ir.Expr, want *ety) (ir.Expr, *ety) {
	switch x := e.(type) {
	case *ir.Let:
		scope := map[string]*ety{}
		if x.Rec {
			for _, n := range x.Names {
				scope[n] = etOpaque
			}
		}
		el.push(scope)
		for i := range x.Values {
			var w *ety
			if t, ok := el.p.letTypes[x]; ok {
				w = fromType(t)
			}
			v, t := el.elab(x.Values[i], w)
			x.Values[i] = v
			if w != nil {
				if w.find().k == eInt && t.find().k == eNat {
					x.Values[i] = toInt(v)
				}
				t = w
			}
			if i < len(x.Names) {
				scope[x.Names[i]] = t
			}
		}
		var t *ety
		x.Body, t = el.elab(x.Body, want)
		el.pop()
		return x, t
	case *ir.Quant:
		scope := map[string]*ety{}
		for i := range x.Vars {
			v := &x.Vars[i]
			if v.Type != nil {
				scope[v.Name] = fromType(v.Type)
				continue
			}
			t := fresh()
			scope[v.Name] = t
			el.binders = append(el.binders, binderType{b: v, t: t})
		}
		el.push(scope)
		if x.Range != nil {
			x.Range, _ = el.elab(x.Range, etBool)
		}
		x.Body, _ = el.elab(x.Body, etBool)
		el.pop()
		return x, etBool
	case *ir.Lambda:
		scope := map[string]*ety{}
		for _, b := range x.Params {
			scope[b.Name] = fromType(b.Type) // an untyped parameter is opaque here
		}
		el.push(scope)
		x.Body, _ = el.elab(x.Body, nil)
		el.pop()
		return x, etOpaque
	case *ir.Match:
		var st *ety
		x.X, st = el.elab(x.X, nil)
		var rt *ety
		for i := range x.Cases {
			scope := map[string]*ety{}
			patTypes(x.Cases[i].Pat, st, scope)
			el.push(scope)
			var t *ety
			x.Cases[i].Body, t = el.elab(x.Cases[i].Body, want)
			el.pop()
			if rt == nil {
				rt = t
				if want == nil {
					want = t
				}
			} else {
				unify(rt, t)
			}
		}
		if rt == nil {
			rt = etOpaque
		}
		return x, rt
	}
	return e, etOpaque
}

// stmts elaborates a do block's statements in order, each local typed by
// its declaration or its first value; ret is the type returned values
// share.
func (el *elaborator) stmts(ss []ir.Stmt, ret *ety) {
	el.push(map[string]*ety{})
	defer el.pop()
	for _, s := range ss {
		el.stmt(s, ret)
	}
}

// coerced elaborates e against want, inserting ↑ where a Nat meets an Int.
func (el *elaborator) coerced(e ir.Expr, want *ety) (ir.Expr, *ety) {
	if want != nil && !known(want) && want.find().k != eVar {
		want = nil
	}
	v, t := el.elab(e, want)
	if want == nil {
		return v, t
	}
	if want.find().k == eInt && t.find().k == eNat {
		return toInt(v), want
	}
	unify(t, want)
	return v, want
}

func (el *elaborator) stmt(s ir.Stmt, ret *ety) {
	scope := el.scopes[len(el.scopes)-1]
	switch x := s.(type) {
	case *ir.VarDecl:
		for i := range x.Names {
			var w *ety
			if i < len(x.Types) && x.Types[i] != nil {
				w = fromType(x.Types[i])
			}
			t := etOpaque
			if i < len(x.Values) && x.Values[i] != nil {
				x.Values[i], t = el.coerced(x.Values[i], w)
			}
			scope[x.Names[i]] = t
		}
	case *ir.Assign:
		for i := range x.Values {
			var w *ety
			if i < len(x.Targets) {
				if id, ok := x.Targets[i].(*ir.Ident); ok {
					w, _ = el.lookup(id.Name)
				}
			}
			x.Values[i], _ = el.coerced(x.Values[i], w)
		}
	case *ir.If:
		x.Cond, _ = el.elab(x.Cond, etBool)
		el.stmts(x.Then, ret)
		el.stmts(x.Else, ret)
	case *ir.While:
		x.Cond, _ = el.elab(x.Cond, etBool)
		el.stmts(x.Body, ret)
	case *ir.ForRange:
		x.Lo, _ = el.coerced(x.Lo, etNat)
		x.Hi, _ = el.coerced(x.Hi, etNat)
		el.push(map[string]*ety{x.Var: etNat})
		el.stmts(x.Body, ret)
		el.pop()
	case *ir.ForEach:
		var ct *ety
		x.Coll, ct = el.elab(x.Coll, nil)
		et := elemOf(ct)
		if et == nil {
			et = etOpaque
		}
		el.push(map[string]*ety{x.Var: et})
		el.stmts(x.Body, ret)
		el.pop()
	case *ir.Return:
		for i := range x.Values {
			x.Values[i], _ = el.coerced(x.Values[i], ret)
		}
	case *ir.Assert:
		x.Cond, _ = el.elab(x.Cond, etBool)
	case *ir.Block:
		el.stmts(x.Body, ret)
	}
}

// literal types a numeral: its type is the expected one, or a variable
// resolved later; the fixup gives the value its type's form.
func (el *elaborator) literal(l *ir.Lit, want *ety) *ety {
	if q, ok := l.Val.(ir.Real); ok {
		// A scientific literal: exact at ℚ, Float.ofScientific at Float
		// and, by the default instance, wherever its type stays open.
		t := &ety{k: eVar, sci: true}
		if want != nil {
			unify(t, want)
		}
		el.fixups = append(el.fixups, func() {
			switch r := t.find(); {
			case r.k == eRat:
			case r.k == eFloat || r.k == eVar:
				l.Val = ir.Float(ir.FloatOfRat(q.V))
			}
		})
		return t
	}
	n, ok := l.Val.(ir.Int)
	if !ok {
		switch l.Val.(type) {
		case ir.Bool:
			return etBool
		}
		return etOpaque
	}
	var t *ety
	if n.Signed { // -5: Neg.neg 5, which needs a type with negation
		t = etInt
		if want != nil && (want.find().k == eUInt || want.find().k == eVar) {
			t = want
		}
	} else {
		t = &ety{k: eVar, num: true}
		if want != nil {
			unify(t, want)
		}
	}
	el.fixups = append(el.fixups, func() {
		switch r := t.find(); r.k {
		case eInt:
			l.Val = ir.Int{V: n.V, Signed: true}
		case eNat:
			l.Val = ir.Int{V: n.V}
		case eUInt:
			l.Val = ir.Int{V: new(big.Int).Mod(n.V, new(big.Int).Lsh(big.NewInt(1), uint(r.bits)))}
		case eFloat:
			l.Val = ir.Float(ir.FloatOfInt(n.V))
		case eRat:
			l.Val = ir.Real{V: new(big.Rat).SetInt(n.V)}
		case eVar:
			if r.sci { // 2 * 2.5: the numeral is a Float too
				l.Val = ir.Float(ir.FloatOfInt(n.V))
			}
		}
	})
	return t
}

func isArith(op ir.Op) bool {
	switch op {
	case ir.OpAdd, ir.OpSub, ir.OpSubAuto, ir.OpNatSub, ir.OpMul, ir.OpDivEuclidTotal, ir.OpModEuclidTotal, ir.OpPow:
		return true
	}
	return false
}

// tree elaborates a binop%/unop% tree (rel: a binrel% relation) as Lean's
// analyze and applyCoe do.
func (el *elaborator) tree(root ir.Expr, want *ety, rel bool) (ir.Expr, *ety) {
	var leaves []*ir.Expr
	var ops []ir.Expr
	var collect func(slot *ir.Expr)
	collect = func(slot *ir.Expr) {
		if _, ascribed := el.p.asc[*slot]; !ascribed {
			switch x := (*slot).(type) {
			case *ir.Binary:
				if isArith(x.Op) {
					ops = append(ops, x)
					collect(&x.X)
					if x.Op == ir.OpPow {
						// rightact%: the exponent is elaborated on its own
						// (a Nat for Nat, Int and UInt powers).
						var t *ety
						x.Y, t = el.elab(x.Y, nil)
						unify(t, etNat)
					} else {
						collect(&x.Y)
					}
					return
				}
			case *ir.Unary:
				if x.Op == ir.OpNeg {
					ops = append(ops, x)
					collect(&x.X)
					return
				}
			}
		}
		leaves = append(leaves, slot)
	}
	top := root
	if rel {
		b := root.(*ir.Binary)
		collect(&b.X)
		collect(&b.Y)
	} else {
		collect(&top)
	}
	types := make([]*ety, len(leaves))
	for i, slot := range leaves {
		*slot, types[i] = el.elab(*slot, nil)
	}
	// The maximal type: the expected type (binop% only), then each leaf of
	// known type; Nat ↑ Int is the one coercion between number types.
	var max *ety
	if known(want) {
		max = want.find()
	}
	opaque, uncomparable := false, false
	for _, t := range types {
		r := t.find()
		switch {
		case r.k == eVar:
			continue
		case r.k == eOpaque:
			opaque = true
			continue
		case max == nil:
			max = r
		case sameType(max, r):
		case r.k == eNat && max.k == eInt:
		case r.k == eInt && max.k == eNat:
			max = r
		case (r.k == eNat || r.k == eInt) && max.k == eRat:
		case r.k == eRat && (max.k == eNat || max.k == eInt):
			max = r // ↑ casts ℕ and ℤ into ℚ
		default:
			uncomparable = true
		}
	}
	result := func(t *ety) (ir.Expr, *ety) {
		if rel {
			return root, etBool
		}
		return top, t
	}
	// An opaque leaf could be an Int: only Int is safe as the maximum then.
	if uncomparable || opaque && (max == nil || max.k != eInt) {
		return result(etOpaque)
	}
	if max != nil {
		for i, slot := range leaves {
			r := types[i].find()
			switch {
			case r.k == eVar:
				unify(r, max)
			case r.k == eNat && max.k == eInt:
				// ↑ changes no number; the tree's operators are fixed
				// below, so a variable stays bare (0 ≤ i < n still bounds i).
				if _, isVar := (*slot).(*ir.Ident); !isVar {
					*slot = toInt(*slot)
				}
			}
		}
		setOps(ops, max)
		return result(max)
	}
	// Every leaf's type is still open: they share one, fixed when the
	// definition is elaborated (a numeral alone defaults to Nat).
	v := fresh()
	for _, t := range types {
		unify(t, v)
	}
	if want != nil && !rel {
		unify(v, want)
	}
	el.fixups = append(el.fixups, func() { setOps(ops, v.find()) })
	return result(v)
}

// setOps gives the operators of a tree of type t their semantics.
func setOps(ops []ir.Expr, t *ety) {
	t = t.find()
	for _, o := range ops {
		switch x := o.(type) {
		case *ir.Binary:
			switch t.k {
			case eNat:
				if x.Op == ir.OpSubAuto {
					x.Op = ir.OpNatSub
				}
			case eVar:
				if t.sci && x.Op == ir.OpSubAuto {
					x.Op = ir.OpSub
				} else if t.num && x.Op == ir.OpSubAuto {
					x.Op = ir.OpNatSub
				}
			case eFloat, eRat:
				if x.Op == ir.OpSubAuto || x.Op == ir.OpNatSub {
					x.Op = ir.OpSub
				}
			case eInt:
				if x.Op == ir.OpSubAuto {
					x.Op = ir.OpSub
				}
			case eUInt:
				if x.Op == ir.OpSubAuto || x.Op == ir.OpNatSub {
					x.Op = ir.OpSub
				}
				x.Wrap = t.bits
			}
		case *ir.Unary:
			if t.k == eUInt {
				x.Wrap = t.bits
			}
		}
	}
}

func toInt(e ir.Expr) ir.Expr {
	if c, ok := e.(*ir.Call); ok {
		if id, ok := c.Fn.(*ir.Ident); ok && id.Name == "$toInt" {
			return e
		}
	}
	if l, ok := e.(*ir.Lit); ok {
		if n, ok := l.Val.(ir.Int); ok {
			return &ir.Lit{Node: l.Node, Val: ir.Int{V: n.V, Signed: true}}
		}
	}
	return &ir.Call{Node: ir.Node{R: e.Span()}, Fn: &ir.Ident{Node: ir.Node{R: e.Span()}, Name: "$toInt"}, Args: []ir.Expr{e}}
}

// ascription elaborates (e : T): e against T, with ↑ where e is a Nat and
// T an Int.
func (el *elaborator) ascription(e ir.Expr, t *ety) (ir.Expr, *ety) {
	delete(el.p.asc, e)
	if c, ok := e.(*ir.Call); ok && t.k == eInt {
		if id, ok := c.Fn.(*ir.Ident); ok && id.Name == "$toInt" && len(c.Args) == 1 {
			var got *ety
			c.Args[0], got = el.elab(c.Args[0], t)
			if l, ok := c.Args[0].(*ir.Lit); ok && got.find().k == eInt {
				return l, t // (3 : Int) is an Int numeral
			}
			return c, t
		}
	}
	x, got := el.elab(e, t)
	if t.k == eInt && got.find().k == eNat {
		x = toInt(x)
	}
	unify(got, t)
	return x, t
}

// elemOf is the element type of a list, array or option type (nil when
// not known).
func elemOf(t *ety) *ety {
	if t == nil {
		return nil
	}
	t = t.find()
	switch t.k {
	case eList, eArray, eOption:
		return t.elem
	case eOther:
		if t.name == ir.KString.String() {
			return &ety{k: eOther, name: ir.KChar.String()}
		}
	}
	return nil
}

// patTypes gives a match pattern's variables the types the scrutinee's
// type fixes (a variable, x :: xs, [a, b], some x, n + 1); others are
// opaque.
func patTypes(pt ir.Pattern, t *ety, scope map[string]*ety) {
	if t == nil {
		t = etOpaque
	}
	switch {
	case pt.Var != "":
		scope[pt.Var] = t
	case pt.Cons && len(pt.Args) == 2:
		patTypes(pt.Args[0], elemOf(t), scope)
		patTypes(pt.Args[1], t, scope)
	case pt.List:
		for _, a := range pt.Args {
			patTypes(a, elemOf(t), scope)
		}
	case pt.Plus > 0 && len(pt.Args) == 1:
		patTypes(pt.Args[0], etNat, scope)
	case pt.Ctor == "some" && len(pt.Args) == 1:
		patTypes(pt.Args[0], elemOf(t), scope)
	case pt.Ctor == "succ" && len(pt.Args) == 1:
		patTypes(pt.Args[0], etNat, scope)
	default:
		for _, a := range pt.Args {
			patTypes(a, etOpaque, scope)
		}
	}
}

// libTypes are the library functions whose types the pass needs: the
// arguments' expected types and the result.
var libTypes = map[string]elabFunc{
	"Int.natAbs": {params: []*ety{etInt}, result: etNat},
	"Int.toNat":  {params: []*ety{etInt}, result: etNat},
	"Int.ofNat":  {params: []*ety{etNat}, result: etInt},
	"Int.neg":    {params: []*ety{etInt}, result: etInt},
	"Nat.succ":   {params: []*ety{etNat}, result: etNat},
	"Nat.pred":   {params: []*ety{etNat}, result: etNat},
	"Nat.sub":    {params: []*ety{etNat, etNat}, result: etNat},
	"Int.sub":    {params: []*ety{etInt, etInt}, result: etInt},
	"$toInt":     {params: []*ety{nil}, result: etInt},
	// Core and Mathlib functions on Nat: their arguments are Nats, so
	// ∃ p, Nat.Prime p ∧ … quantifies over naturals.
	"Nat.Prime":     {params: []*ety{etNat}, result: etBool},
	"Nat.le":        {params: []*ety{etNat, etNat}, result: etBool},
	"Nat.lt":        {params: []*ety{etNat, etNat}, result: etBool},
	"Nat.factorial": {params: []*ety{etNat}, result: etNat},
	"Nat.fib":       {params: []*ety{etNat}, result: etNat},
	"Nat.choose":    {params: []*ety{etNat, etNat}, result: etNat},
	"Nat.gcd":       {params: []*ety{etNat, etNat}, result: etNat},
	"Nat.lcm":       {params: []*ety{etNat, etNat}, result: etNat},
	"Nat.pow":       {params: []*ety{etNat, etNat}, result: etNat},
	"Nat.sqrt":      {params: []*ety{etNat}, result: etNat},
	"Nat.log2":      {params: []*ety{etNat}, result: etNat},
	"Nat.digits":    {params: []*ety{etNat, etNat}, result: &ety{k: eList, elem: etNat}},
	"Nat.toFloat":   {params: []*ety{etNat}, result: etFloat},
	"Float.ofNat":   {params: []*ety{etNat}, result: etFloat},
	"Int.toFloat":   {params: []*ety{etInt}, result: etFloat},
	"Float.ofInt":   {params: []*ety{etInt}, result: etFloat},
	"Float.sqrt":    {params: []*ety{etFloat}, result: etFloat},
	"Float.floor":   {params: []*ety{etFloat}, result: etFloat},
	"Float.ceil":    {params: []*ety{etFloat}, result: etFloat},
	"Float.abs":     {params: []*ety{etFloat}, result: etFloat},
	"Int.le":        {params: []*ety{etInt, etInt}, result: etBool},
	"Int.lt":        {params: []*ety{etInt, etInt}, result: etBool},
}

// natMembers are members (dot notation) with a Nat result on any receiver.
var natMembers = map[string]bool{"length": true, "size": true, "natAbs": true, "toNat": true, "count": true}

func (el *elaborator) member(x *ir.Member) (ir.Expr, *ety) {
	x.X, _ = el.elab(x.X, nil)
	if bits, ok := uintResult(x.Name); ok { // x.toUInt8
		return x, &ety{k: eUInt, bits: bits}
	}
	if natMembers[x.Name] {
		return x, etNat
	}
	return x, etOpaque
}

func (el *elaborator) call(x *ir.Call, want *ety) (ir.Expr, *ety) {
	switch fn := x.Fn.(type) {
	case *ir.Ident:
		f, ok := el.funcs[fn.Name]
		if _, local := el.lookup(fn.Name); local {
			ok = false
		}
		if !ok {
			f, ok = libTypes[fn.Name]
		}
		if !ok {
			if bits, isConv := uintResult(fn.Name); isConv {
				for i := range x.Args {
					x.Args[i], _ = el.elab(x.Args[i], nil)
				}
				return x, &ety{k: eUInt, bits: bits}
			}
			switch fn.Name {
			case "min", "max", "abs":
				// min a b : α with both arguments of the same type (abs a : α)
				var t *ety
				for i := range x.Args {
					var at *ety
					x.Args[i], at = el.elab(x.Args[i], want)
					if t == nil {
						t = at
					} else {
						unify(t, at)
					}
				}
				if t == nil {
					t = etOpaque
				}
				return x, t
			}
			for i := range x.Args {
				x.Args[i], _ = el.elab(x.Args[i], nil)
			}
			if natMembers[lastPart(fn.Name)] && len(x.Args) == 1 {
				return x, etNat
			}
			return x, etOpaque
		}
		for i := range x.Args {
			var w *ety
			if i < len(f.params) && f.params[i] != nil && f.params[i].k != eOpaque {
				w = f.params[i]
			}
			var t *ety
			x.Args[i], t = el.elab(x.Args[i], w)
			if w != nil {
				if w.k == eInt && t.find().k == eNat {
					x.Args[i] = toInt(x.Args[i])
				} else {
					unify(t, w)
				}
			}
		}
		if len(x.Args) >= len(f.params) {
			return x, f.result
		}
		return x, etOpaque
	case *ir.Member:
		fn.X, _ = el.elab(fn.X, nil)
		for i := range x.Args {
			x.Args[i], _ = el.elab(x.Args[i], nil)
		}
		if natMembers[fn.Name] {
			return x, etNat
		}
		return x, etOpaque
	}
	x.Fn, _ = el.elab(x.Fn, nil)
	for i := range x.Args {
		x.Args[i], _ = el.elab(x.Args[i], nil)
	}
	return x, etOpaque
}

func lastPart(name string) string {
	for i := len(name) - 1; i >= 0; i-- {
		if name[i] == '.' {
			return name[i+1:]
		}
	}
	return name
}
