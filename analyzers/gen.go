package analyzers

import (
	"fmt"
	"math"
	"math/big"
	"sort"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// Small values by type, for the example-free attacks. The choice follows
// where contracts go wrong: zero and one, negatives, the contract's own
// constants and their neighbours, empty collections, sorted, reversed and
// duplicated sequences.

// maxConsts bounds how many of a contract's integer constants seed the
// domains.
const maxConsts = 8

// contractConsts are the small integer literals of c's clauses (|k| ≤
// 10^6), most frequent first.
func contractConsts(c *ir.Contract) []int64 { return constsUpTo(c, 1_000_000) }

// outputConsts are the contract's integer constants for output
// candidates: without contractConsts' bound, so that a postcondition
// bounding the result by 2147483647 meets a candidate past it (an input
// that large could make an implementation loop; an output is only
// compared).
func outputConsts(c *ir.Contract) []int64 { return constsUpTo(c, 1<<62) }

func constsUpTo(c *ir.Contract, bound int64) []int64 {
	count := map[int64]int{}
	limit := big.NewInt(bound)
	for _, cl := range c.Clauses {
		if cl.Kind != ir.Requires && cl.Kind != ir.Ensures {
			continue
		}
		ir.Inspect(cl.Expr, func(e ir.Expr) bool {
			if l, ok := e.(*ir.Lit); ok {
				if i, ok := l.Val.(ir.Int); ok && new(big.Int).Abs(i.V).Cmp(limit) <= 0 {
					count[i.V.Int64()]++
				}
			}
			return true
		})
	}
	var out []int64
	for k := range count {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool {
		if count[out[i]] != count[out[j]] {
			return count[out[i]] > count[out[j]]
		}
		return out[i] < out[j]
	})
	if len(out) > maxConsts {
		out = out[:maxConsts]
	}
	return out
}

// baseInts are the integers every int domain starts from.
var baseInts = []int64{0, 1, -1, 2, -2, 3, 5, -3, 4, 10}

func intDomain(consts []int64, nat bool, max int) []int64 {
	seen := map[int64]bool{}
	var out []int64
	add := func(k int64) {
		if (nat && k < 0) || seen[k] || len(out) >= max {
			return
		}
		seen[k] = true
		out = append(out, k)
	}
	for _, k := range baseInts[:6] {
		add(k)
	}
	for _, k := range consts {
		add(k)
		add(k + 1)
		add(k - 1)
	}
	for _, k := range baseInts[6:] {
		add(k)
	}
	return out
}

func mkInt(k int64, t *ir.Type) ir.Value {
	return ir.IntValue(k, t.Kind != ir.KNat, false)
}

// domain lists small values of type t; nil when t has no generator.
func domain(t *ir.Type, consts []int64, depth int) []ir.Value {
	if t == nil || depth > 3 {
		return nil
	}
	switch t.Kind {
	case ir.KBool:
		return []ir.Value{ir.Bool(false), ir.Bool(true)}
	case ir.KInt, ir.KNat, ir.KTypeParam:
		if t.Finite > 0 {
			return finiteValues(t)
		}
		it := t
		if t.Kind == ir.KTypeParam {
			it = ir.TypeInt // a generic parameter is instantiated with int
		}
		max := 14
		if depth > 0 {
			max = 6
		}
		var out []ir.Value
		for _, k := range intDomain(consts, t.Kind == ir.KNat, max) {
			out = append(out, mkInt(k, it))
		}
		return out
	case ir.KReal:
		var out []ir.Value
		for _, r := range []*big.Rat{big.NewRat(0, 1), big.NewRat(1, 1), big.NewRat(-1, 1), big.NewRat(1, 2), big.NewRat(5, 2)} {
			out = append(out, ir.Real{V: r})
		}
		return out
	case ir.KFloat:
		if t.Bits > 0 {
			// Dafny's fp32 and fp64
			return ir.FPValues(t.Bits, depth == 0)
		}
		// Lean's Float is IEEE binary64: besides a few finite values, a
		// scalar also meets -0, the infinities and NaN, where Lean's
		// comparisons and arithmetic differ from the reals'. Elements of
		// collections stay finite, so that a list is searched for its
		// shape rather than for a NaN in every position.
		out := []ir.Value{ir.Float(0), ir.Float(1), ir.Float(-1), ir.Float(0.5), ir.Float(-2.5), ir.Float(3), ir.Float(0.1), ir.Float(-1e9), ir.Float(1e9)}
		if depth == 0 {
			out = append(out, ir.Float(math.Copysign(0, -1)), ir.Float(math.Inf(1)), ir.Float(math.Inf(-1)), ir.Float(math.NaN()))
		}
		return out
	case ir.KChar:
		var out []ir.Value
		for _, r := range "abzA0 " {
			out = append(out, ir.Char(r))
		}
		return out
	case ir.KString:
		var out []ir.Value
		for _, s := range []string{"", "a", "ab", "ba", "aa", "abc", "aba", "hello"} {
			out = append(out, ir.Str(s))
		}
		return out
	case ir.KSeq, ir.KArray, ir.KSet, ir.KMultiset:
		if t.Kind == ir.KArray && t.Dims > 1 {
			return gridDomain(t, consts, depth)
		}
		el := domain(t.Elem, consts, depth+1)
		if len(el) == 0 {
			return nil
		}
		var seqs [][]ir.Value
		if t.Elem != nil && (t.Elem.Kind == ir.KInt && t.Elem.Finite == 0 || t.Elem.Kind == ir.KNat) {
			for _, s := range [][]int64{{}, {0}, {1}, {1, 2, 3}, {3, 1, 2}, {2, 2}, {-1, 4, -3}, {5, 1, 5, 0}, {1, 2, 2, 3}, {4, 3, 2, 1}, {0, 1}, {1, 0}} {
				var vs []ir.Value
				ok := true
				for _, k := range s {
					ok = ok && !(t.Elem.Kind == ir.KNat && k < 0)
					vs = append(vs, mkInt(k, t.Elem))
				}
				if ok {
					seqs = append(seqs, vs)
				}
			}
		} else {
			e := func(i int) ir.Value { return el[i%len(el)] }
			seqs = [][]ir.Value{{}, {e(0)}, {e(1)}, {e(0), e(1)}, {e(1), e(0)}, {e(0), e(0)}, {e(0), e(1), e(2)}, {e(2), e(1), e(0), e(1)}}
			// The later elements alone too: they carry the clauses'
			// constants ([2] in a list of queries whose head says 2).
			for k := 3; k < len(el) && k < 6; k++ {
				seqs = append(seqs, []ir.Value{el[k]})
			}
		}
		if depth > 1 && len(seqs) > 3 {
			inner := seqs[:3]
			// Nested: [] [0] [1], and the contract's constants alone.
			if t.Elem != nil && (t.Elem.Kind == ir.KInt && t.Elem.Finite == 0 || t.Elem.Kind == ir.KNat) {
				n := 0
				for _, k := range consts {
					if k == 0 || k == 1 || t.Elem.Kind == ir.KNat && k < 0 || n == 2 {
						continue
					}
					inner = append(inner, []ir.Value{mkInt(k, t.Elem)})
					n++
				}
			}
			seqs = inner
		}
		var out []ir.Value
		for _, s := range seqs {
			var v ir.Value = ir.Seq{Elems: s, Str: t.Kind == ir.KString}
			switch t.Kind {
			case ir.KArray:
				v = ir.Array{Elems: s, Dims: []int{len(s)}}
			case ir.KSet:
				v = ir.MakeSet(s)
			case ir.KMultiset:
				v = ir.MakeMultiset(s)
			}
			out = append(out, v)
		}
		return dedupe(out)
	case ir.KMap:
		ks := domain(t.Key, consts, depth+1)
		vs := domain(t.Elem, consts, depth+1)
		if len(ks) < 2 || len(vs) < 2 {
			return nil
		}
		return []ir.Value{
			ir.MakeMap(nil, nil),
			ir.MakeMap(ks[:1], vs[:1]),
			ir.MakeMap(ks[1:2], vs[1:2]),
			ir.MakeMap(ks[:2], vs[:2]),
		}
	case ir.KTuple:
		if len(t.Args) == 0 && t.Elem != nil {
			// a tuple of any length (Python's *args): the sequences'
			// shapes
			var out []ir.Value
			for _, v := range domain(&ir.Type{Kind: ir.KSeq, Elem: t.Elem}, consts, depth) {
				out = append(out, ir.Tuple{Elems: v.(ir.Seq).Elems})
			}
			return out
		}
		var parts [][]ir.Value
		for _, a := range t.Args {
			d := domain(a, consts, depth+1)
			if len(d) == 0 {
				return nil
			}
			parts = append(parts, d)
		}
		var out []ir.Value
		for i := 0; i < 6; i++ {
			el := make([]ir.Value, len(parts))
			for j, d := range parts {
				el[j] = d[(i+j)%len(d)]
			}
			out = append(out, ir.Tuple{Elems: el})
		}
		return dedupe(out)
	case ir.KFunc:
		return funcDomain(t)
	case ir.KBitvector:
		if t.IsBitvector() {
			return bvDomain(t.Bits, consts)
		}
	case ir.KDatatype:
		if ir.IsOption(t) {
			out := []ir.Value{ir.OptNone()}
			for i, v := range domain(t.Args[0], consts, depth+1) {
				if i == 4 {
					break
				}
				out = append(out, ir.OptSome(v))
			}
			return out
		}
	}
	return nil
}

// bvDomain lists small bvN values and the edges where wrap-around and
// unsigned order show: 0, 1, 2^(N-1), 2^N-1 and their neighbours.
func bvDomain(bits int, consts []int64) []ir.Value {
	if bits < 0 || bits > ir.MaxBVBits {
		return nil
	}
	one := big.NewInt(1)
	top := new(big.Int).Lsh(one, uint(bits)) // 2^N
	half := new(big.Int).Rsh(top, 1)
	cands := []*big.Int{big.NewInt(0), one, big.NewInt(2), big.NewInt(3), big.NewInt(5),
		new(big.Int).Sub(top, one), half, new(big.Int).Sub(top, big.NewInt(2)), new(big.Int).Sub(half, one)}
	for i, k := range consts {
		if i == 8 {
			break
		}
		cands = append(cands, big.NewInt(k))
	}
	var out []ir.Value
	for _, k := range cands {
		if b, ok := ir.MakeBV(k, bits); ok {
			out = append(out, b)
		}
	}
	return dedupe(out)
}

func dedupe(vs []ir.Value) []ir.Value { return dedupeN(vs, 0) }

// dedupeN keeps the first of each value (equal by ir.Compare, through
// ir.Key) in order, at most limit of them (0: all); linear in len(vs).
func dedupeN(vs []ir.Value, limit int) []ir.Value {
	var out []ir.Value
	seen := make(map[string]bool, min(len(vs), 64))
	var buf []byte
	for _, v := range vs {
		if limit > 0 && len(out) >= limit {
			break
		}
		buf = ir.AppendKey(buf[:0], v)
		if seen[string(buf)] {
			continue
		}
		seen[string(buf)] = true
		out = append(out, v)
	}
	return out
}

// output is a candidate output to try: input-independent constants come first
// (the trivial-witness attack looks only at those).
type output struct {
	vals  []ir.Value // one per result
	konst bool
}

// echoes are values of type t built from one input: the input itself
// where it fits, its neighbours, its length and elements, its reverse and
// its sorted version.
func echoes(v ir.Value, t *ir.Type) []ir.Value {
	if t == nil {
		return nil
	}
	var raw []ir.Value
	raw = append(raw, v)
	if i, ok := v.(ir.Int); ok {
		raw = append(raw, ir.NewInt(i.V.Int64()+1), ir.NewInt(i.V.Int64()-1), ir.NewInt(-i.V.Int64()))
	}
	if el, ok := ir.AsSeq(v); ok {
		raw = append(raw, ir.NewInt(int64(len(el))))
		if len(el) > 0 {
			lo, hi := el[0], el[0]
			for _, e := range el {
				if ir.Compare(e, lo) < 0 {
					lo = e
				}
				if ir.Compare(e, hi) > 0 {
					hi = e
				}
			}
			raw = append(raw, el[0], el[len(el)-1], lo, hi)
			rev := make([]ir.Value, len(el))
			for i, e := range el {
				rev[len(el)-1-i] = e
			}
			sorted := append([]ir.Value(nil), el...)
			sort.SliceStable(sorted, func(i, j int) bool { return ir.Compare(sorted[i], sorted[j]) < 0 })
			raw = append(raw, ir.Seq{Elems: rev}, ir.Seq{Elems: sorted}, ir.Seq{Elems: el[1:]}, ir.Seq{Elems: el[:len(el)-1]})
		}
	}
	// None is a value of a class type only where the type says so
	// (Optional[C], C?, object).
	noneOK := t.Kind != ir.KDatatype || t.Name == ir.Nullable || t.Name == ir.AnyValue || t.Name == ir.Union || ir.IsOption(t)
	var out []ir.Value
	for _, r := range raw {
		if d, ok := r.(ir.Datatype); ok && ir.IsNone(d) && !noneOK {
			continue
		}
		if c, err := ir.Coerce(r, t); err == nil && c.Kind() == kindOf(t) {
			out = append(out, c)
		}
	}
	return out
}

// kindOf is the kind of values of type t.
func kindOf(t *ir.Type) ir.Kind {
	switch t.Kind {
	case ir.KNat, ir.KTypeParam:
		return ir.KInt
	case ir.KString:
		return ir.KSeq
	}
	return t.Kind
}

// constOutputs are the input-independent candidates for type t: the
// small domain plus, for integers, a contiguous run and two far values so
// that "every candidate accepted" means more than a few small numbers.
func constOutputs(t *ir.Type, consts []int64) []ir.Value {
	if t == nil {
		return nil // an untyped result (a front end could not read its type)
	}
	out := domain(t, consts, 0)
	if hasTypeParam(t) {
		// A generic method cannot return 0 for a T: only values that
		// hold no T (an empty sequence, none) are constants it can write.
		var empty []ir.Value
		for _, v := range out {
			if holdsNothing(v) {
				empty = append(empty, v)
			}
		}
		return empty
	}
	if t.Kind == ir.KInt || t.Kind == ir.KNat {
		for k := int64(-3); k <= 12; k++ {
			if t.Kind == ir.KNat && k < 0 {
				continue
			}
			out = append(out, mkInt(k, t))
		}
		out = append(out, mkInt(100, t))
		if t.Kind == ir.KInt {
			out = append(out, mkInt(-100, t))
		}
	}
	return dedupe(out)
}

// aliasOutputs are the candidates for a result of a named type of the
// module (type byte = bv8): its base type's values that meet its
// constraint.
func aliasOutputs(m *ir.Module, t *ir.Type, consts []int64) []ir.Value {
	if m == nil || t == nil || t.Kind != ir.KDatatype || len(t.Args) > 0 {
		return nil
	}
	name := ir.LastSegment(t.Name)
	if _, ok := m.Types[name]; !ok {
		return nil
	}
	return typeDomain(m, t, consts, 0)
}

// hasTypeParam reports whether t mentions a type parameter.
func hasTypeParam(t *ir.Type) bool {
	if t == nil {
		return false
	}
	if t.Kind == ir.KTypeParam {
		return true
	}
	if hasTypeParam(t.Elem) || hasTypeParam(t.Key) {
		return true
	}
	for _, a := range t.Args {
		if hasTypeParam(a) {
			return true
		}
	}
	return false
}

// holdsNothing reports an empty collection or a none.
func holdsNothing(v ir.Value) bool {
	switch x := v.(type) {
	case ir.Seq:
		return len(x.Elems) == 0
	case ir.Array:
		return len(x.Elems) == 0
	case ir.Set:
		return len(x.Elems) == 0
	case ir.Multiset:
		return len(x.Elems) == 0
	case ir.Map:
		return len(x.Keys) == 0
	case ir.Datatype:
		return ir.IsOptNone(x)
	}
	return false
}

// gridDomain is a few multi-dimensional arrays (array2, array3): empty
// ones, a single cell, square and oblong shapes (row-major elements
// cycling through a few small values of the element type).
func gridDomain(t *ir.Type, consts []int64, depth int) []ir.Value {
	if t.Dims > 3 {
		return nil
	}
	el := domain(t.Elem, consts, depth+1)
	if len(el) == 0 {
		return nil
	}
	var shapes [][]int
	if t.Dims == 2 {
		shapes = [][]int{{0, 0}, {1, 1}, {2, 2}, {2, 3}, {3, 2}, {1, 3}, {0, 2}}
	} else {
		shapes = [][]int{{0, 0, 0}, {1, 1, 1}, {2, 2, 2}, {1, 2, 3}}
	}
	var out []ir.Value
	for k, sh := range shapes {
		n := 1
		for _, d := range sh {
			n *= d
		}
		elems := make([]ir.Value, n)
		for i := range elems {
			elems[i] = el[(i*(k+1)+k)%len(el)]
		}
		out = append(out, ir.Array{Elems: elems, Dims: append([]int(nil), sh...)})
	}
	return out
}

// funcDomain is a few functions of one or two integers to an integer or
// a boolean: constants, the identity, a comparison, parity. Functions of
// other types have no generator.
func funcDomain(t *ir.Type) []ir.Value {
	if len(t.Args) == 0 || t.Result == nil {
		return nil
	}
	if fs := finiteFuncs(t); fs != nil {
		return fs
	}
	if len(t.Args) > 2 {
		return nil
	}
	for _, a := range t.Args {
		if a == nil || a.Kind != ir.KInt && a.Kind != ir.KNat && a.Kind != ir.KTypeParam || a.Finite > 0 {
			return nil
		}
	}
	if t.Result.Finite > 0 {
		return nil
	}
	x := &ir.Ident{Name: "x"}
	y := &ir.Ident{Name: "y"}
	num := func(n int64) ir.Expr { return &ir.Lit{Val: ir.NewInt(n)} }
	bin := func(op ir.Op, a, b ir.Expr) ir.Expr { return &ir.Binary{Op: op, X: a, Y: b} }
	type fn struct {
		text string
		body ir.Expr
	}
	var fs []fn
	switch r := t.Result.Kind; {
	case r == ir.KBool && len(t.Args) == 1:
		fs = []fn{{"x => true", &ir.Lit{Val: ir.Bool(true)}}, {"x => false", &ir.Lit{Val: ir.Bool(false)}},
			{"x => x > 0", bin(ir.OpGt, x, num(0))}, {"x => x % 2 == 0", bin(ir.OpEq, bin(ir.OpModEuclid, x, num(2)), num(0))}}
	case r == ir.KBool:
		fs = []fn{{"(x, y) => true", &ir.Lit{Val: ir.Bool(true)}}, {"(x, y) => false", &ir.Lit{Val: ir.Bool(false)}},
			{"(x, y) => x < y", bin(ir.OpLt, x, y)}, {"(x, y) => x <= y", bin(ir.OpLe, x, y)}, {"(x, y) => x == y", bin(ir.OpEq, x, y)}}
	case (r == ir.KInt || r == ir.KNat || r == ir.KTypeParam) && len(t.Args) == 1:
		fs = []fn{{"x => 0", num(0)}, {"x => x * x", bin(ir.OpMul, x, x)}, {"x => x * x + 1", bin(ir.OpAdd, bin(ir.OpMul, x, x), num(1))}}
		if r != ir.KNat || t.Args[0].Kind == ir.KNat {
			fs = append(fs, fn{"x => x", x}, fn{"x => x + 1", bin(ir.OpAdd, x, num(1))})
		}
	case r == ir.KInt || r == ir.KTypeParam:
		fs = []fn{{"(x, y) => 0", num(0)}, {"(x, y) => x", x}, {"(x, y) => y", y}, {"(x, y) => x + y", bin(ir.OpAdd, x, y)}}
	default:
		return nil
	}
	params := []string{"x"}
	if len(t.Args) == 2 {
		params = []string{"x", "y"}
	}
	out := make([]ir.Value, len(fs))
	for i, f := range fs {
		out[i] = &ir.Closure{Params: params, Body: f.body, Text: f.text}
	}
	return out
}

// anyFuncs are functions of any argument types whose result type has
// values: constant functions (a few results) and each projection onto an
// argument of the result's type. They are total, so a precondition
// that asks for a function is met as it would be by a caller's lambda.
func anyFuncs(m *ir.Module, t *ir.Type, consts []int64, depth int) []ir.Value {
	if t.Result == nil || len(t.Args) > 3 {
		return nil
	}
	names := []string{"x", "y", "z"}[:len(t.Args)]
	head := "()"
	if len(names) == 1 {
		head = names[0]
	} else if len(names) > 1 {
		head = "(" + strings.Join(names, ", ") + ")"
	}
	var out []ir.Value
	res := typeDomain(m, t.Result, consts, depth+1)
	for _, v := range res[:min(len(res), 3)] {
		out = append(out, &ir.Closure{Params: names, Body: &ir.Lit{Val: v}, Text: head + " => " + v.String()})
	}
	for i, a := range t.Args {
		if a != nil && a.String() == t.Result.String() {
			out = append(out, &ir.Closure{Params: names, Body: &ir.Ident{Name: names[i]}, Text: head + " => " + names[i]})
		}
	}
	return out
}

// Bounds on the values built from a datatype's constructors.
const (
	maxDatatypeValues = 16
	maxCtorArgValues  = 3
	maxDatatypeDepth  = 2
)

// datatypeDomain builds values of a datatype of the module from its
// constructors: each nullary one, then each other one over a few small
// values of its arguments (the datatype itself to a small depth), type
// parameters taken from t's arguments (int where t has none).
func (g *gen) datatypeDomain(t *ir.Type, depth int) []ir.Value {
	m := g.m
	if m == nil || t == nil {
		return nil
	}
	// Errors.DeserializationError names the type by its module: its
	// constructors are read under the last segment (as types are).
	short := ir.LastSegment(t.Name)
	var ctors []*ir.Function
	for _, f := range m.Constructors() {
		if f.Result != nil && (f.Result.Name == t.Name || f.Result.Name == short) {
			ctors = append(ctors, f)
		}
	}
	if f := m.Funcs[t.Name]; len(ctors) == 0 && f != nil && f.Ctor && f.Result != nil {
		// A type that names one constructor (Nagini's ADT constructor
		// classes): that constructor's values.
		ctors = append(ctors, f)
	}
	sort.Slice(ctors, func(i, j int) bool {
		if len(ctors[i].Params) != len(ctors[j].Params) {
			return len(ctors[i].Params) < len(ctors[j].Params)
		}
		if ctors[i].R.Start.Offset != ctors[j].R.Start.Offset {
			return ctors[i].R.Start.Offset < ctors[j].R.Start.Offset
		}
		return ctors[i].Name < ctors[j].Name
	})
	sub := map[string]*ir.Type{}
	for i, a := range ctors0Args(ctors) {
		if i < len(t.Args) {
			sub[a] = t.Args[i]
		} else {
			sub[a] = ir.TypeInt
		}
	}
	// Only a datatype that can hold itself is a level of the depth
	// bound: Bracketed<L, D, S, R> of Structural<L> of a View nests
	// deeper than two, and is finite.
	next := depth
	if recursiveType(m, ctors) {
		if depth > maxDatatypeDepth {
			return nil
		}
		next = depth + 1
	}
	// Values are kept once each as they are made: a field with one value
	// makes the same value for every k, which must not use up the bound.
	var out []ir.Value
	seen := map[string]bool{}
	for _, f := range ctors {
		if len(out) >= maxDatatypeValues || g.stopped() {
			break
		}
		var fields [][]ir.Value
		ok := true
		for _, prm := range f.Params {
			d := g.typeDomainN(ir.SubstType(prm.Type, sub), next, 0)
			if len(d) == 0 && (strings.HasPrefix(f.Name, ir.ObjectCtor) || len(f.Params) > 0 && f.Params[0].Name == ir.ObjectID) {
				// An object's field the search has no values for:
				// reading it is unknown.
				d = []ir.Value{ir.Unset()}
			}
			if len(d) == 0 {
				ok = false
				break
			}
			fields = append(fields, d[:min(len(d), maxCtorArgValues)])
		}
		if !ok {
			continue
		}
		if len(fields) == 0 {
			v := ir.Datatype{Ctor: f.Name}
			if k := ir.Key(v); !seen[k] {
				seen[k] = true
				out = append(out, v)
			}
			continue
		}
		// The k-th value of every field (ordered fields, beg ≤ end, tend
		// to hold there), then the fields shifted against each other.
		for _, shift := range []int{0, 1} {
			for k := 0; k < maxCtorArgValues && len(out) < maxDatatypeValues && !g.stopped(); k++ {
				el := make([]ir.Value, len(fields))
				for j, d := range fields {
					el[j] = d[(k+shift*j)%len(d)]
				}
				v := ir.Datatype{Ctor: f.Name, Fields: el}
				if k := ir.Key(v); !seen[k] {
					seen[k] = true
					out = append(out, v)
				}
			}
		}
	}
	return out
}

// recursiveType says whether the datatype the constructors build can
// hold a value of itself: its name is reached from their parameters'
// types, through the module's datatypes and named types.
func recursiveType(m *ir.Module, ctors []*ir.Function) bool {
	if len(ctors) == 0 || ctors[0].Result == nil {
		return false
	}
	self := ctors[0].Result.Name
	seen := map[string]bool{}
	var work []*ir.Type
	for _, f := range ctors {
		for _, p := range f.Params {
			work = append(work, p.Type)
		}
	}
	for steps := 0; len(work) > 0 && steps < maxRecursionWalk; steps++ {
		t := work[len(work)-1]
		work = work[:len(work)-1]
		if t == nil {
			continue
		}
		work = append(work, t.Elem, t.Key, t.Result)
		work = append(work, t.Args...)
		if t.Kind != ir.KDatatype {
			continue
		}
		name := ir.LastSegment(t.Name)
		if name == self {
			return true
		}
		if seen[name] {
			continue
		}
		seen[name] = true
		if def, ok := m.Types[name]; ok {
			work = append(work, def.Base)
		}
		for _, f := range m.ConstructorsOf(name) {
			for _, p := range f.Params {
				work = append(work, p.Type)
			}
		}
	}
	return false
}

// maxRecursionWalk bounds recursiveType's walk over types (a walk that
// reaches it is taken as recursive: the depth bound then holds).
const maxRecursionWalk = 10000

// ctors0Args are the type parameter names of the datatype the
// constructors build.
func ctors0Args(ctors []*ir.Function) []string {
	if len(ctors) == 0 {
		return nil
	}
	var out []string
	for _, a := range ctors[0].Result.Args {
		out = append(out, a.Name)
	}
	return out
}

// typeDomain is domain with what the module declares: its datatypes,
// and its named types (m.Types) as their base type's values that meet
// their constraint (a value whose constraint is not decided is left out).
func typeDomain(m *ir.Module, t *ir.Type, consts []int64, depth int) []ir.Value {
	return typeDomainUntil(nil, m, t, consts, depth)
}

// typeDomainUntil is typeDomain that stops when done is closed (a newer
// edit, the search's budget): the values built by then.
func typeDomainUntil(done <-chan struct{}, m *ir.Module, t *ir.Type, consts []int64, depth int) []ir.Value {
	g := &gen{m: m, consts: consts, memo: map[genKey][]ir.Value{}, done: done}
	return g.typeDomainN(t, depth, 0)
}

// gen is one generation of a type's values: a type met again at the same
// depth (View in every field of a JSON grammar's datatypes) is built once.
type gen struct {
	m      *ir.Module
	consts []int64
	memo   map[genKey][]ir.Value
	done   <-chan struct{}
}

// stopped says done is closed: building a JSON grammar's values evaluates
// thousands of constraints, and a cancelled search must not wait for them.
func (g *gen) stopped() bool { return closed(g.done) }

type genKey struct {
	t            string
	depth, steps int
}

// typeDomainN is typeDomain after steps named types (each a step, not a
// datatype level: View = v: View_ | … builds View_ at View's depth).
func (g *gen) typeDomainN(t *ir.Type, depth, steps int) []ir.Value {
	if t == nil || depth > maxDatatypeDepth+maxAliasSteps || steps > maxAliasSteps || g.stopped() {
		return nil
	}
	k := genKey{t.String(), depth, steps}
	if vs, ok := g.memo[k]; ok {
		return vs
	}
	vs := g.typeDomain0(t, depth, steps)
	g.memo[k] = vs
	return vs
}

func (g *gen) typeDomain0(t *ir.Type, depth, steps int) []ir.Value {
	m, consts := g.m, g.consts
	if t.Kind == ir.KDatatype && t.Name == ir.AnyValue {
		return anyValues()
	}
	if t.Kind == ir.KDatatype && t.Name == ir.Union && len(t.Args) > 0 {
		// each member's values in turn, an equal share each
		var out []ir.Value
		share := max(maxDatatypeValues/len(t.Args), 2)
		for _, a := range t.Args {
			vals := g.typeDomainN(a, depth+1, 0)
			if len(vals) == 0 {
				return nil
			}
			out = append(out, vals[:min(len(vals), share)]...)
		}
		return dedupe(out)
	}
	if t.Kind == ir.KDatatype && t.Name == ir.Nullable && len(t.Args) == 1 {
		// none, then the inner type's values as they are
		vals := g.typeDomainN(t.Args[0], depth+1, 0)
		if len(vals) == 0 {
			// too deep (a class that holds an Optional of itself): none
			return []ir.Value{ir.None()}
		}
		return append([]ir.Value{ir.None()}, vals[:min(len(vals), maxDatatypeValues)]...)
	}
	if (t.Kind == ir.KSeq || t.Kind == ir.KSet) && t.Elem != nil && t.Elem.Kind == ir.KDatatype && !ir.IsOption(t.Elem) {
		// A collection of the module's own type (bytes = seq<uint8>):
		// a few short ones from its values.
		el := g.typeDomainN(t.Elem, depth+1, 0)
		if len(el) == 0 {
			if depth > 0 {
				// Inside a value (a JSON object's members, past the
				// depth bound): the empty collection still is one. A
				// parameter gets none, so that it is not called searched.
				if t.Kind == ir.KSet {
					return []ir.Value{ir.MakeSet(nil)}
				}
				return []ir.Value{ir.Seq{}}
			}
			return nil
		}
		shapes := [][]int{{}, {0}, {1}, {0, 1}, {1, 0, 2}}
		var out []ir.Value
		for _, sh := range shapes {
			var vs []ir.Value
			for _, k := range sh {
				vs = append(vs, el[k%len(el)])
			}
			if t.Kind == ir.KSet {
				out = append(out, ir.MakeSet(vs))
			} else {
				out = append(out, ir.Seq{Elems: vs})
			}
		}
		return dedupe(out)
	}
	if t.Kind == ir.KFunc {
		if fs := funcDomain(t); fs != nil {
			return fs
		}
		return anyFuncs(m, t, consts, depth)
	}
	if t.Kind != ir.KDatatype || ir.IsOption(t) {
		return domain(t, consts, 1)
	}
	if m != nil && m.Vocab != nil && m.Vocab.ObjectType != "" {
		if base, nullable := strings.CutSuffix(t.Name, "?"); base == m.Vocab.ObjectType {
			// Objects of no class: two identities (null first for object?).
			var out []ir.Value
			if nullable {
				out = append(out, ir.Datatype{Ctor: "null"})
			}
			for id := range int64(maxObjects) {
				out = append(out, ir.Datatype{Ctor: ir.ObjectCtor + base, Fields: []ir.Value{ir.NewInt(id + 1)}})
			}
			return out
		}
	}
	if base, ok := strings.CutSuffix(t.Name, "?"); ok && base != "" && m != nil {
		// Dafny's C?: null, then the objects of class C.
		if f, ok := m.Funcs[base]; ok && f.Ctor && len(f.Params) > 0 && f.Params[0].Name == ir.ObjectID {
			vals := g.typeDomainN(&ir.Type{Kind: ir.KDatatype, Name: base, Args: t.Args}, depth+1, 0)
			return append([]ir.Value{ir.Datatype{Ctor: "null"}}, vals[:min(len(vals), maxDatatypeValues-1)]...)
		}
	}
	name := ir.LastSegment(t.Name)
	if def, ok := m.Types[name]; ok && (len(t.Args) == 0 || len(def.Params) > 0) {
		// A named type is no datatype level of its own: its base is
		// built at the same depth.
		vals := g.typeDomainN(def.Instance(t.Args), depth, steps+1)
		if def.Pred == nil {
			return vals
		}
		out := witnesses(g.done, m, t)
		for _, v := range vals {
			if g.stopped() {
				break
			}
			if g.meets(def, v) {
				out = append(out, v)
			}
		}
		return dedupe(out)
	}
	vals := g.datatypeDomain(t, depth)
	if depth == 0 {
		// A class's reachable states (reach.go) first: they meet its
		// invariant; the field-built ones vary what they leave alone.
		if reach := reachableObjects(m, t, consts); len(reach) > 0 {
			vals = dedupe(append(reach, vals...))
		}
	}
	return vals
}

// witnesses are the values the declarations of t and of the named types
// it is built on give as witnesses, each kept when it meets every
// constraint on the way (the outermost first): a value of t the search
// has even when none of its generated base values meets the constraint
// (type jquote = v: View | v.Char?('"') witness DOUBLEQUOTE).
func witnesses(done <-chan struct{}, m *ir.Module, t *ir.Type) []ir.Value {
	if m == nil {
		return nil
	}
	var defs []ir.TypeDef
	var out []ir.Value
	for range maxAliasSteps {
		if t == nil || t.Kind != ir.KDatatype {
			break
		}
		def, ok := m.Types[ir.LastSegment(t.Name)]
		if !ok || len(t.Args) > 0 && len(def.Params) == 0 {
			break
		}
		defs = append(defs, def)
		if def.Witness != nil {
			ctx := ir.NewCtx(m)
			ctx.Done = done
			ctx.Limits.Steps = witnessSteps
			if v, stop := ctx.Eval(def.Witness, nil); stop == nil && v != nil {
				good := true
				for _, d := range defs {
					good = good && meetsUntil(done, m, d, v)
				}
				if good {
					out = append(out, v)
				}
			}
		}
		t = def.Instance(t.Args)
	}
	return out
}

// meets says whether v is decided to satisfy def's constraint.
func meets(m *ir.Module, def ir.TypeDef, v ir.Value) bool {
	return meetsUntil(nil, m, def, v)
}

func (g *gen) meets(def ir.TypeDef, v ir.Value) bool { return meetsUntil(g.done, g.m, def, v) }

func meetsUntil(done <-chan struct{}, m *ir.Module, def ir.TypeDef, v ir.Value) bool {
	if def.Pred == nil {
		return true
	}
	ctx := ir.NewCtx(m)
	ctx.Done = done
	ctx.Limits.Steps = witnessSteps
	st, _ := ctx.Check(def.Pred, (*ir.Env)(nil).Bind(def.Var, v))
	return st == ir.True
}

const witnessSteps = 10000

// maxObjects is how many objects of no class a search makes.
const maxObjects = 2

// anyValues are the values tried for a parameter of every type: none,
// integers, bools, strings and lists, each kind at its edges.
func anyValues() []ir.Value {
	return []ir.Value{ir.None(), ir.NewInt(0), ir.NewInt(1), ir.NewInt(-1), ir.NewInt(2),
		ir.Bool(false), ir.Bool(true), ir.Str(""), ir.Str("a"),
		ir.Seq{}, ir.Seq{Elems: []ir.Value{ir.NewInt(1)}}}
}

// maxAliasSteps bounds named types defined through other named types.
const maxAliasSteps = 4

// finiteValues are the values of a finitely instantiated type parameter.
func finiteValues(t *ir.Type) []ir.Value {
	out := make([]ir.Value, t.Finite)
	for i := range out {
		out[i] = ir.NewInt(int64(i))
	}
	return out
}

// finiteFuncs generates functions whose parameters all range over finite
// type parameters (of one size): predicates and relations (orders,
// equality, constants, one irregular one), maps into such a type, into
// int and into seq<int>. Each carries its domain, so ∀ x :: R(x, x)
// ranges over it.
func finiteFuncs(t *ir.Type) []ir.Value {
	fin := t.Args[0]
	if len(t.Args) > 3 {
		return nil
	}
	for _, a := range t.Args {
		if a == nil || a.Finite == 0 || a.Finite != fin.Finite {
			return nil
		}
	}
	names := []string{"x", "y", "z"}[:len(t.Args)]
	vars := make([]ir.Expr, len(names))
	for i, n := range names {
		vars[i] = &ir.Ident{Name: n}
	}
	x, last := vars[0], vars[len(vars)-1]
	n := int64(fin.Finite)
	num := func(k int64) ir.Expr { return &ir.Lit{Val: ir.NewInt(k)} }
	bin := func(op ir.Op, a, b ir.Expr) ir.Expr { return &ir.Binary{Op: op, X: a, Y: b} }
	lit := func(v ir.Value) ir.Expr { return &ir.Lit{Val: v} }
	type fn struct {
		text string
		body ir.Expr
	}
	var fs []fn
	r := t.Result
	switch {
	case r.Kind == ir.KBool && len(t.Args) == 1:
		fs = []fn{{"true", lit(ir.Bool(true))}, {"false", lit(ir.Bool(false))},
			{"x == 0", bin(ir.OpEq, x, num(0))}, {"x != 0", bin(ir.OpNe, x, num(0))}}
	case r.Kind == ir.KBool && len(t.Args) == 2:
		y := vars[1]
		fs = []fn{{"x <= y", bin(ir.OpLe, x, y)}, {"x < y", bin(ir.OpLt, x, y)},
			{"x >= y", bin(ir.OpGe, x, y)}, {"x == y", bin(ir.OpEq, x, y)},
			{"true", lit(ir.Bool(true))}, {"false", lit(ir.Bool(false))},
			// Neither transitive nor antisymmetric: x is related to
			// itself and its successor (cyclically).
			{fmt.Sprintf("y == x || y == (x + 1) %% %d", n), bin(ir.OpOr, bin(ir.OpEq, y, x), bin(ir.OpEq, y, bin(ir.OpModEuclid, bin(ir.OpAdd, x, num(1)), num(n))))}}
	case r.Kind == ir.KBool:
		fs = []fn{{"true", lit(ir.Bool(true))}, {"false", lit(ir.Bool(false))}, {"x == z", bin(ir.OpEq, x, last)}}
	case r.Finite == fin.Finite:
		fs = []fn{{names[0], x}, {"0", num(0)}}
		if len(t.Args) > 1 {
			fs = append(fs, fn{names[len(names)-1], last})
		}
		if len(t.Args) == 2 {
			// The algebras a contract over an operation may ask for:
			// addition modulo n (a group, unit 0) and the maximum (a
			// monoid with unit 0 that is no group).
			y := vars[1]
			fs = append(fs, fn{fmt.Sprintf("(x + y) %% %d", n), bin(ir.OpModEuclid, bin(ir.OpAdd, x, y), num(n))},
				fn{"if x >= y then x else y", &ir.Ite{Cond: bin(ir.OpGe, x, y), Then: x, Else: y}})
		}
		if len(t.Args) == 1 {
			fs = append(fs, fn{fmt.Sprintf("(x + 1) %% %d", n), bin(ir.OpModEuclid, bin(ir.OpAdd, x, num(1)), num(n))})
		}
	case (r.Kind == ir.KInt || r.Kind == ir.KNat) && r.Finite == 0 && len(t.Args) == 1:
		fs = []fn{{"x", x}, {"0", num(0)}, {"x * x + 1", bin(ir.OpAdd, bin(ir.OpMul, x, x), num(1))}}
	case r.Kind == ir.KSeq && r.Elem != nil && r.Elem.Kind == ir.KInt && r.Elem.Finite == 0 && len(t.Args) == 1:
		fs = []fn{{"[]", &ir.Display{Coll: ir.KSeq}}, {"[x]", &ir.Display{Coll: ir.KSeq, Elems: []ir.Expr{x}}},
			{"[x, x]", &ir.Display{Coll: ir.KSeq, Elems: []ir.Expr{x, x}}}}
	default:
		return nil
	}
	head := names[0]
	if len(names) > 1 {
		head = "(" + strings.Join(names, ", ") + ")"
	}
	dom := finiteValues(fin)
	out := make([]ir.Value, len(fs))
	for i, f := range fs {
		out[i] = &ir.Closure{Params: names, Body: f.body, Text: head + " => " + f.text, Domain: dom}
	}
	return out
}

// optionCtors are the constructor names a module declares for its own
// option datatype, by its language's convention (Vocab.Option: Dafny has
// none built in, Wrappers declares datatype Option<T> = None | Some(value:
// T)), or "" when it declares none. Generated options use the built-in
// some/none (Lean's), which a Dafny discriminator r.Some? would not
// recognise.
func optionCtors(m *ir.Module) (some, none string) {
	if m == nil || m.Vocab == nil || m.Vocab.Option.Type == "" {
		return "", ""
	}
	opt := m.Vocab.Option
	for name, f := range m.Funcs {
		if !f.Ctor || f.Result == nil || !strings.EqualFold(f.Result.Name, opt.Type) {
			continue
		}
		switch {
		case strings.EqualFold(name, opt.Some) && len(f.Params) == 1:
			some = name
		case strings.EqualFold(name, opt.None) && len(f.Params) == 0:
			none = name
		}
	}
	if some == "" || none == "" {
		return "", ""
	}
	return some, none
}

// localize renames the built-in option constructors in v to the module's
// own (see optionCtors), inside collections too.
func localize(v ir.Value, some, none string, depth int) ir.Value {
	if some == "" || depth > 8 {
		return v
	}
	each := func(el []ir.Value) []ir.Value {
		out := make([]ir.Value, len(el))
		for i, x := range el {
			out[i] = localize(x, some, none, depth+1)
		}
		return out
	}
	switch x := v.(type) {
	case ir.Datatype:
		ctor := x.Ctor
		switch {
		case ir.IsOptSome(x):
			ctor = some
		case ir.IsOptNone(x):
			ctor = none
		}
		return ir.Datatype{Ctor: ctor, Fields: each(x.Fields)}
	case ir.Seq:
		return ir.Seq{Elems: each(x.Elems), Str: x.Str}
	case ir.Set:
		return ir.MakeSet(each(x.Elems))
	case ir.Tuple:
		return ir.Tuple{Elems: each(x.Elems)}
	case ir.Map:
		return ir.MakeMap(each(x.Keys), each(x.Vals))
	}
	return v
}
