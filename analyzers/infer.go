package analyzers

import (
	"math/big"
	"sort"

	"github.com/specfaith/specfaith/ir"
)

// Clauses inferred from the implementation's runs: Daikon's idea with the
// file's own oracle. A grammar over the parameters, the results and the
// body's own conditions proposes candidates; SynthesizeBounds keeps those
// that hold on every run (admits) and chooses the fewest that reject
// every surviving mutant and the trivial witness (cover).

// inferred adds the grammar's candidates for each result.
// Without an implementation that ran the grammar is not used: its
// candidates would be guesses no run could refute.
func inferred(a *Attack, add func(ir.Expr, string)) {
	ran := false
	for _, o := range a.oracles() {
		ran = ran || o == "implementation"
	}
	if !ran {
		return
	}
	if e := strongestPost(a); e != nil {
		add(e, "body")
	}
	for _, r := range a.c.Results {
		switch {
		case isNumeric(r.Type):
			numericResult(a, r, add)
		case r.Type != nil && r.Type.Kind == ir.KBool:
			boolResult(a, r, add)
		case isCollection(r.Type) && r.Type.Kind != ir.KSet:
			collectionResult(a, r, add)
		}
	}
}

// maxGrammarParams bounds the parameters of each kind the grammar
// combines (it takes pairs and triples of them).
const maxGrammarParams = 8

// numericParams are the contract's integer parameters (the first
// maxGrammarParams).
func numericParams(a *Attack) []ir.Param {
	var out []ir.Param
	for _, p := range a.c.Params {
		if isNumeric(p.Type) && len(out) < maxGrammarParams {
			out = append(out, p)
		}
	}
	return out
}

// collectionParams are the contract's parameters that are sequences or
// arrays of integers.
func collectionParams(a *Attack) []ir.Param {
	var out []ir.Param
	for _, p := range a.c.Params {
		if isCollection(p.Type) && p.Type.Kind != ir.KSet && len(out) < maxGrammarParams {
			out = append(out, p)
		}
	}
	return out
}

func eq(x, y ir.Expr) ir.Expr  { return &ir.Binary{Op: ir.OpEq, X: x, Y: y} }
func or(x, y ir.Expr) ir.Expr  { return &ir.Binary{Op: ir.OpOr, X: x, Y: y} }
func and(x, y ir.Expr) ir.Expr { return &ir.Binary{Op: ir.OpAnd, X: x, Y: y} }
func imp(x, y ir.Expr) ir.Expr { return &ir.Binary{Op: ir.OpImplies, X: x, Y: y} }
func cmp(op ir.Op, x, y ir.Expr) ir.Expr {
	return &ir.Binary{Op: op, X: x, Y: y}
}
func neg(x ir.Expr) ir.Expr { return &ir.Unary{Op: ir.OpNeg, X: x} }

// card is the length of a collection parameter or result.
func card(name string, t *ir.Type) ir.Expr {
	if t.Kind == ir.KArray {
		return &ir.Member{X: ident(name), Name: "Length"} // as Dafny writes it
	}
	return &ir.Unary{Op: ir.OpCard, X: seqOf(ident(name), t)}
}

// forallIndex is forall i :: 0 <= i < n ==> body(i).
func forallIndex(a *Attack, n ir.Expr, body func(i ir.Expr) ir.Expr) ir.Expr {
	name := a.freshName(nil, "i", "k", "j", "idx")
	i := ident(name)
	return &ir.Quant{Forall: true, Vars: []ir.Binder{{Name: name, Type: a.indexType()}}, Body: imp(a.inRange(i, n), body(i))}
}

// indexType is the type of a position in the language.
func (a *Attack) indexType() *ir.Type {
	if a.m != nil && a.m.Vocab != nil && a.m.Vocab.NatIndex {
		return ir.TypeNat
	}
	return ir.TypeInt
}

// inRange is 0 <= i < n (i < n where positions are natural numbers).
func (a *Attack) inRange(i, n ir.Expr) ir.Expr {
	if a.indexType() == ir.TypeNat {
		return cmp(ir.OpLt, i, n)
	}
	return &ir.Chain{Ops: []ir.Op{ir.OpLe, ir.OpLt}, Args: []ir.Expr{lit(0), i, n}}
}

// concat is x followed by y in the language's concatenation.
func (a *Attack) concat(x, y ir.Expr) ir.Expr {
	op := ir.OpAdd
	if a.m != nil && a.m.Vocab != nil && a.m.Vocab.Concat != ir.OpInvalid {
		op = a.m.Vocab.Concat
	}
	return &ir.Binary{Op: op, X: x, Y: y}
}

// numericResult: order relations with each integer parameter; the result
// as one of the parameters (or their negations), which covers the
// maximum of two, the absolute value, a clamp; implications from the
// body's own conditions; the largest or smallest element of a collection,
// and an index into one (a search, an argmax).
func numericResult(a *Attack, r ir.Param, add func(ir.Expr, string)) {
	res := ident(r.Name)
	nums := numericParams(a)
	var terms []ir.Expr
	for _, p := range nums {
		x := ident(p.Name)
		add(cmp(ir.OpGe, res, x), "relation")
		add(cmp(ir.OpLe, res, x), "relation")
		add(cmp(ir.OpLt, res, x), "relation")
		add(cmp(ir.OpGt, res, x), "relation")
		terms = append(terms, x)
		if p.Type.Kind == ir.KInt {
			terms = append(terms, neg(x))
		}
	}
	// r == t1 || r == t2 (|| r == t3): every pair and triple of terms.
	for i := range terms {
		for j := i + 1; j < len(terms); j++ {
			add(or(eq(res, terms[i]), eq(res, terms[j])), "disjunction")
		}
	}
	if len(nums) == 3 {
		add(or(or(eq(res, ident(nums[0].Name)), eq(res, ident(nums[1].Name))), eq(res, ident(nums[2].Name))), "disjunction")
	}
	// Arithmetic of two parameters: a product, a sum, a difference, a
	// power (to an exponent that is natural, by its type or by the
	// precondition: Python's int ** int is an int only there).
	var pre []ir.Expr
	for _, cl := range a.c.Clauses {
		if cl.Kind == ir.Requires {
			pre = conjunctsOf(cl.Expr, pre)
		}
	}
	facts := newOrder(pre, func(ir.Expr) bool { return false })
	for _, p := range nums {
		for _, q := range nums {
			if p.Name == q.Name {
				continue
			}
			x, y := ident(p.Name), ident(q.Name)
			if p.Name < q.Name {
				add(eq(res, &ir.Binary{Op: ir.OpMul, X: x, Y: y}), "arithmetic")
				add(eq(res, &ir.Binary{Op: ir.OpAdd, X: x, Y: y}), "arithmetic")
			}
			add(eq(res, &ir.Binary{Op: ir.OpSub, X: x, Y: y}), "arithmetic")
			if q.Type.Kind == ir.KNat || facts.holds(lit(0), y, 0) {
				add(eq(res, &ir.Binary{Op: ir.OpPow, X: x, Y: y}), "arithmetic")
			}
		}
	}
	// cond ==> r == t for the body's conditions over the parameters.
	for _, g := range bodyGuards(a) {
		for _, t := range append(terms, lit(0)) {
			add(imp(g, eq(res, t)), "implication")
			add(imp(negate(g), eq(res, t)), "implication")
		}
	}
	for _, s := range collectionParams(a) {
		n := card(s.Name, s.Type)
		add(forallIndex(a, n, func(i ir.Expr) ir.Expr { return cmp(ir.OpLe, a.at(s.Name, i), res) }), "largest")
		add(forallIndex(a, n, func(i ir.Expr) ir.Expr { return cmp(ir.OpGe, a.at(s.Name, i), res) }), "largest")
		// An index into s.
		inRange := &ir.Chain{Ops: []ir.Op{ir.OpLe, ir.OpLt}, Args: []ir.Expr{lit(0), res, n}}
		add(and(inRange, forallIndex(a, n, func(i ir.Expr) ir.Expr { return cmp(ir.OpLe, a.at(s.Name, i), a.at(s.Name, res)) })), "largest")
		add(and(inRange, forallIndex(a, n, func(i ir.Expr) ir.Expr { return cmp(ir.OpGe, a.at(s.Name, i), a.at(s.Name, res)) })), "largest")
		for _, x := range nums {
			xv := ident(x.Name)
			// How many times x occurs in s.
			if c := a.countOf(xv, s); c != nil {
				add(eq(res, c), "count")
			}
			// A search for x: found at r, absent when r is negative, and
			// (the first) absent before r.
			add(imp(cmp(ir.OpLe, lit(0), res), and(cmp(ir.OpLt, res, n), eq(a.at(s.Name, res), xv))), "search")
			add(imp(cmp(ir.OpLt, res, lit(0)), forallIndex(a, n, func(i ir.Expr) ir.Expr { return cmp(ir.OpNe, a.at(s.Name, i), xv) })), "search")
			name := a.freshName(nil, "i", "k", "j", "idx")
			i := ident(name)
			add(&ir.Quant{Forall: true, Vars: []ir.Binder{{Name: name, Type: a.indexType()}},
				Body: imp(and(a.inRange(i, n), cmp(ir.OpLt, i, res)), cmp(ir.OpNe, a.at(s.Name, i), xv))}, "search")
		}
	}
}

// boolResult: the result says whether an element is in a collection.
func boolResult(a *Attack, r ir.Param, add func(ir.Expr, string)) {
	res := ident(r.Name)
	for _, s := range collectionParams(a) {
		for _, x := range numericParams(a) {
			add(eq(res, &ir.Binary{Op: ir.OpIn, X: ident(x.Name), Y: seqOf(ident(s.Name), s.Type)}), "membership")
		}
	}
}

// collectionResult: index maps between the result and a collection
// parameter of the same length (a copy, a reverse, an elementwise
// offset or scale read from the runs), and the multiset of the input
// with one more element (an insertion).
func collectionResult(a *Attack, r ir.Param, add func(ir.Expr, string)) {
	rn := card(r.Name, r.Type)
	for _, s := range collectionParams(a) {
		sn := card(s.Name, s.Type)
		sameLen := eq(rn, sn)
		pre := func(e ir.Expr) ir.Expr {
			if a.ensuresSays(sameLen) || a.sameLengthSaid(r.Name, s.Name) {
				return e
			}
			return and(sameLen, e)
		}
		rev := func(i ir.Expr) ir.Expr {
			return &ir.Binary{Op: ir.OpSub, X: &ir.Binary{Op: ir.OpSub, X: sn, Y: lit(1)}, Y: i}
		}
		maps := []func(i ir.Expr) ir.Expr{
			func(i ir.Expr) ir.Expr { return eq(a.at(r.Name, i), a.at(s.Name, i)) },
			func(i ir.Expr) ir.Expr { return eq(a.at(r.Name, i), a.at(s.Name, rev(i))) },
		}
		if d, k, ok := elementwise(a, r, s); ok {
			if d != nil {
				maps = append(maps, func(i ir.Expr) ir.Expr {
					return eq(a.at(r.Name, i), &ir.Binary{Op: ir.OpAdd, X: a.at(s.Name, i), Y: &ir.Lit{Val: ir.Int{V: d, Signed: true}}})
				})
			}
			if k != nil {
				maps = append(maps, func(i ir.Expr) ir.Expr {
					return eq(a.at(r.Name, i), &ir.Binary{Op: ir.OpMul, X: &ir.Lit{Val: ir.Int{V: k, Signed: true}}, Y: a.at(s.Name, i)})
				})
			}
		}
		nums := numericParams(a)
		for _, p := range nums {
			p := p
			maps = append(maps, func(i ir.Expr) ir.Expr {
				return eq(a.at(r.Name, i), &ir.Binary{Op: ir.OpAdd, X: a.at(s.Name, i), Y: ident(p.Name)})
			})
			// Each element equal to p replaced by q (a replace), or by
			// q where it is below p (a clamp of each element).
			for _, q := range nums {
				if q.Name == p.Name {
					continue
				}
				q := q
				maps = append(maps, func(i ir.Expr) ir.Expr {
					return eq(a.at(r.Name, i), &ir.Ite{Cond: eq(a.at(s.Name, i), ident(p.Name)), Then: ident(q.Name), Else: a.at(s.Name, i)})
				})
			}
		}
		for _, m := range maps {
			add(pre(forallIndex(a, rn, m)), "index map")
		}
		for _, x := range numericParams(a) {
			more := a.concat(seqOf(ident(s.Name), s.Type), &ir.Display{Coll: ir.KSeq, Elems: []ir.Expr{ident(x.Name)}})
			add(eq(&ir.Unary{Op: ir.OpMultiset, X: seqOf(ident(r.Name), r.Type)}, &ir.Unary{Op: ir.OpMultiset, X: more}), "permutation")
		}
	}
}

// elementwise reads from the implementation's runs whether its result
// is its input shifted (r[i] == s[i] + d) or scaled (r[i] == k * s[i]) by
// one constant on every run; nil where not.
func elementwise(a *Attack, r, s ir.Param) (d, k *big.Int, ok bool) {
	ri, si := -1, -1
	for i, p := range a.c.Results {
		if p.Name == r.Name {
			ri = i
		}
	}
	for i, p := range a.c.Params {
		if p.Name == s.Name {
			si = i
		}
	}
	if ri < 0 || si < 0 {
		return nil, nil, false
	}
	dOK, kOK, seen := true, true, false
	for i, out := range a.implOut {
		if out == nil || ri >= len(out) || si >= len(a.inputs[i]) {
			continue
		}
		rs, ok1 := ints(out[ri])
		ss, ok2 := ints(a.inputs[i][si].Val)
		if !ok1 || !ok2 || len(rs) != len(ss) {
			return nil, nil, false
		}
		for j := range rs {
			diff := new(big.Int).Sub(rs[j], ss[j])
			if d == nil {
				d = diff
			} else if d.Cmp(diff) != 0 {
				dOK = false
			}
			if ss[j].Sign() != 0 {
				q, m := new(big.Int).QuoRem(rs[j], ss[j], new(big.Int))
				if m.Sign() != 0 {
					kOK = false
				} else if k == nil {
					k = q
				} else if k.Cmp(q) != 0 {
					kOK = false
				}
			} else if rs[j].Sign() != 0 {
				kOK = false
			}
			seen = true
		}
	}
	if !seen {
		return nil, nil, false
	}
	if !dOK || d != nil && d.Sign() == 0 {
		d = nil // d == 0 is the copy, offered already
	}
	if !kOK || k != nil && (k.Cmp(big.NewInt(1)) == 0 || k.Sign() == 0) {
		k = nil
	}
	return d, k, d != nil || k != nil
}

// ints are the integer elements of a sequence, list or array value.
func ints(v ir.Value) ([]*big.Int, bool) {
	var elems []ir.Value
	switch x := v.(type) {
	case ir.Seq:
		elems = x.Elems
	case ir.Array:
		if len(x.Dims) > 1 {
			return nil, false
		}
		elems = x.Elems
	default:
		return nil, false
	}
	out := make([]*big.Int, len(elems))
	for i, e := range elems {
		n, ok := e.(ir.Int)
		if !ok || n.V == nil {
			return nil, false
		}
		out[i] = n.V
	}
	return out, true
}

// ensuresSays says whether a conjunct of the postcondition is e (either
// way round for an equality), as written.
func (a *Attack) ensuresSays(e ir.Expr) bool {
	var swapped ir.Expr
	if b, ok := e.(*ir.Binary); ok && b.Op == ir.OpEq {
		swapped = eq(b.Y, b.X)
	}
	for _, cl := range a.c.Ensures() {
		for _, cj := range conjunctsOf(cl.Expr, nil) {
			if ir.SameExpr(cj, e) || swapped != nil && ir.SameExpr(cj, swapped) {
				return true
			}
		}
	}
	return false
}

// maxBodyGuards bounds the body's conditions tried as guards.
const maxBodyGuards = 4

// bodyGuards are the conditions of the implementation's if statements
// that speak of parameters only (the cases the body distinguishes).
func bodyGuards(a *Attack) []ir.Expr {
	if a.c.Impl == nil {
		return nil
	}
	params := map[string]bool{}
	for _, p := range a.c.Params {
		params[p.Name] = true
	}
	var out []ir.Expr
	seen := map[string]bool{}
	ir.InspectStmts(a.c.Impl.Body, func(st ir.Stmt) bool {
		if s, ok := st.(*ir.If); ok && len(out) < maxBodyGuards && onlyNames(s.Cond, params) {
			if k := ir.CanonKey(s.Cond); !seen[k] {
				seen[k] = true
				out = append(out, s.Cond)
			}
		}
		return len(out) < maxBodyGuards
	})
	return out
}

// onlyNames says e's free identifiers are all in names (and it has some).
func onlyNames(e ir.Expr, names map[string]bool) bool {
	ok, some := true, false
	ir.Inspect(e, func(x ir.Expr) bool {
		switch y := x.(type) {
		case *ir.Ident:
			if names[y.Name] {
				some = true
			} else {
				ok = false
			}
		case *ir.Call, *ir.Quant, *ir.Compr, *ir.Lambda, *ir.Let, *ir.Match, *ir.Do:
			ok = false
		}
		return ok
	})
	return ok && some
}

// at is name[i], read as the language reads a plain index.
func (a *Attack) at(name string, i ir.Expr) ir.Expr {
	var mode ir.IndexMode
	if a.m != nil && a.m.Vocab != nil {
		mode = a.m.Vocab.IndexMode
	}
	return &ir.Index{X: ident(name), Args: []ir.Expr{i}, Mode: mode}
}

// sameLengthSaid says whether a conjunct of the postcondition equates the
// lengths of x and y, however the language writes a length.
func (a *Attack) sameLengthSaid(x, y string) bool {
	var shadows func(string) bool
	if a.c.Resolution != nil {
		shadows = a.c.Resolution.Shadows
	}
	for _, cl := range a.c.Ensures() {
		for _, cj := range conjunctsOf(cl.Expr, nil) {
			b, ok := cj.(*ir.Binary)
			if !ok || b.Op != ir.OpEq {
				continue
			}
			l, r := lengthOf(a.m.Vocab, shadows, b.X), lengthOf(a.m.Vocab, shadows, b.Y)
			if l == x && r == y || l == y && r == x {
				return true
			}
		}
	}
	return false
}

// countOf is the number of occurrences of x in s, as the language
// spells it: a library function (Lean's List.count x xs), else the
// multiset's multiplicity (Dafny's multiset(s)[x]); nil when neither.
func (a *Attack) countOf(x ir.Expr, s ir.Param) ir.Expr {
	if a.m == nil || a.m.Vocab == nil {
		return nil
	}
	voc := a.m.Vocab
	names := make([]string, 0, len(voc.Calls))
	for n := range voc.Calls {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if sig := voc.Calls[n]; sig.Op == ir.LibCount && sig.Arity == 2 {
			return &ir.Call{Fn: ident(n), Args: []ir.Expr{x, seqOf(ident(s.Name), s.Type)}}
		}
	}
	if voc.MultisetIndex {
		return &ir.Index{X: &ir.Unary{Op: ir.OpMultiset, X: seqOf(ident(s.Name), s.Type)}, Args: []ir.Expr{x}}
	}
	return nil
}
