package lean

import (
	"math/big"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// Values for the tables.

func vi(n int64) ir.Value { return ir.NewInt(n) }

func vsi(n int64) ir.Value { return ir.Int{V: big.NewInt(n), Signed: true} }

func vl(el ...ir.Value) ir.Value { return ir.Seq{Elems: el} }

func vli(ns ...int64) ir.Value {
	el := make([]ir.Value, len(ns))
	for i, n := range ns {
		el[i] = vi(n)
	}
	return ir.Seq{Elems: el}
}

func va(ns ...int64) ir.Value {
	el := make([]ir.Value, len(ns))
	for i, n := range ns {
		el[i] = vi(n)
	}
	return ir.Array{Elems: el, Dims: []int{len(el)}}
}

func vs(s string) ir.Value { return ir.Str(s) }

func vls(ss ...string) ir.Value {
	el := make([]ir.Value, len(ss))
	for i, s := range ss {
		el[i] = vs(s)
	}
	return ir.Seq{Elems: el}
}

// vcl is a List Char (not a String).
func vcl(s string) ir.Value {
	v := ir.Str(s)
	v.Str = false
	return v
}

func vc(r rune) ir.Value { return ir.Char(r) }

func vb(b bool) ir.Value { return ir.Bool(b) }

func vsome(v ir.Value) ir.Value { return ir.Datatype{Ctor: "some", Fields: []ir.Value{v}} }

var vnone = ir.Datatype{Ctor: "none"}

func vt(el ...ir.Value) ir.Value { return ir.Tuple{Elems: el} }

// Expressions for function values.

func id(n string) ir.Expr { return &ir.Ident{Name: n} }

func lit(v ir.Value) ir.Expr { return &ir.Lit{Val: v} }

func bin(op ir.Op, x, y ir.Expr) ir.Expr { return &ir.Binary{Op: op, X: x, Y: y} }

func fun(body ir.Expr, params ...string) ir.Value {
	return &ir.Closure{Params: params, Body: body}
}

func named(n string) ir.Value { return &ir.Closure{Name: n} }

var (
	gt2   = fun(bin(ir.OpGt, id("x"), lit(vi(2))), "x")
	even  = fun(bin(ir.OpEq, bin(ir.OpModEuclidTotal, id("x"), lit(vi(2))), lit(vi(0))), "x")
	lt    = fun(bin(ir.OpLt, id("a"), id("b")), "a", "b")
	ge    = fun(bin(ir.OpGe, id("a"), id("b")), "a", "b")
	ne    = fun(bin(ir.OpNe, id("a"), id("b")), "a", "b")
	plus  = fun(bin(ir.OpAdd, id("a"), id("b")), "a", "b")
	minus = fun(bin(ir.OpSub, id("a"), id("b")), "a", "b")
	sq    = fun(bin(ir.OpMul, id("x"), id("x")), "x")
	// fstLE compares pairs by their first component only (for stability).
	fstLE = fun(bin(ir.OpLe, &ir.Call{Fn: id("Prod.fst"), Args: []ir.Expr{id("a")}},
		&ir.Call{Fn: id("Prod.fst"), Args: []ir.Expr{id("b")}}), "a", "b")
	halfIfEven = fun(&ir.Ite{Cond: bin(ir.OpEq, bin(ir.OpModEuclidTotal, id("x"), lit(vi(2))), lit(vi(0))),
		Then: &ir.Call{Fn: id("some"), Args: []ir.Expr{bin(ir.OpDivEuclidTotal, id("x"), lit(vi(2)))}},
		Else: lit(vnone)}, "x")
)

func newCtx() *ir.Ctx {
	c := ir.NewCtx(nil)
	lib := ir.Library{}
	for k, v := range Library() {
		lib[k] = v
	}
	lib["some"] = func(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
		return vsome(args[0]), nil
	}
	c.Lib = lib
	return c
}

func callLib(c *ir.Ctx, name string, args ...ir.Value) (ir.Value, *ir.Stop) {
	b, ok := c.Lib[name]
	if !ok {
		return nil, &ir.Stop{Status: ir.Unknown, Reason: "no builtin " + name}
	}
	return b(c, args, ir.Range{})
}

// sameValue is equality that also tells strings from lists of characters
// and keeps kinds apart.
func sameValue(a, b ir.Value) bool {
	if a.Kind() != b.Kind() || !ir.Equal(a, b) {
		return false
	}
	switch x := a.(type) {
	case ir.Seq:
		y := b.(ir.Seq)
		if x.Str != y.Str && (len(x.Elems) > 0 || len(y.Elems) > 0) {
			return false
		}
		for i := range x.Elems {
			if !sameValue(x.Elems[i], y.Elems[i]) {
				return false
			}
		}
	case ir.Tuple:
		for i := range x.Elems {
			if !sameValue(x.Elems[i], b.(ir.Tuple).Elems[i]) {
				return false
			}
		}
	case ir.Datatype:
		for i := range x.Fields {
			if !sameValue(x.Fields[i], b.(ir.Datatype).Fields[i]) {
				return false
			}
		}
	}
	return true
}

type libCase struct {
	name string
	args []ir.Value
	want ir.Value  // the value, when the call is decided
	stop ir.Status // IllDefined or Unknown otherwise
}

func ok(name string, want ir.Value, args ...ir.Value) libCase {
	return libCase{name: name, args: args, want: want}
}

func stops(name string, st ir.Status, args ...ir.Value) libCase {
	return libCase{name: name, args: args, stop: st}
}

func runLibCases(t *testing.T, c *ir.Ctx, cases []libCase) {
	t.Helper()
	for _, tc := range cases {
		got, stop := callLib(c, tc.name, tc.args...)
		desc := tc.name + "(" + joinArgs(tc.args) + ")"
		switch {
		case tc.want == nil && stop == nil:
			t.Errorf("%s = %s, want %s", desc, got, tc.stop)
		case tc.want == nil && stop.Status != tc.stop:
			t.Errorf("%s stopped %s (%s), want %s", desc, stop.Status, stop.Reason, tc.stop)
		case tc.want != nil && stop != nil:
			t.Errorf("%s stopped %s: %s", desc, stop.Status, stop.Reason)
		case tc.want != nil && !sameValue(got, tc.want):
			t.Errorf("%s = %s (%T), want %s (%T)", desc, got, got, tc.want, tc.want)
		}
	}
}

func joinArgs(args []ir.Value) string {
	parts := make([]string, len(args))
	for i, a := range args {
		parts[i] = a.String()
	}
	return strings.Join(parts, ", ")
}

func TestLibList(t *testing.T) {
	c := newCtx()
	runLibCases(t, c, []libCase{
		ok("List.length", vi(3), vli(1, 2, 3)),
		ok(".length", vi(0), vli()),
		// take and drop beyond the length (Init/Data/List/Basic.lean).
		ok("List.take", vli(1, 2, 3), vi(5), vli(1, 2, 3)),
		ok("List.take", vli(), vi(0), vli(1, 2, 3)),
		ok("List.drop", vli(), vi(5), vli(1, 2, 3)),
		ok("List.drop", vli(3), vi(2), vli(1, 2, 3)),
		ok(".take", vli(1, 2), vli(1, 2, 3), vi(2)),
		ok(".drop", vli(2, 3), vli(1, 2, 3), vi(1)),
		ok("List.splitAt", vt(vli(1), vli(2, 3)), vi(1), vli(1, 2, 3)),
		// Indexing.
		ok("List.get!", vi(20), vli(10, 20), vi(1)),
		// panic! is default in Lean's logic (panicCore): the element type's.
		ok("List.get!", vi(0), vli(10, 20), vi(2)),
		ok("List.get?", vnone, vli(10, 20), vi(2)),
		ok("List.get?", vsome(vi(10)), vli(10, 20), vi(0)),
		ok("List.getD", vi(9), vli(1, 2), vi(5), vi(9)),
		ok("List.getD", vi(2), vli(1, 2), vi(1), vi(9)),
		ok(".getD", vi(9), vli(), vi(0), vi(9)),
		stops("List.head!", ir.Unknown, vli()), // default of an unknown element type
		ok("List.head?", vnone, vli()),
		ok("List.headD", vi(7), vli(), vi(7)),
		ok("List.tail", vli(), vli()),
		ok("List.tail!", vli(), vli()),
		ok("List.tail!", vli(2), vli(1, 2)),
		ok("List.getLast?", vsome(vi(3)), vli(1, 2, 3)),
		stops("List.getLast!", ir.Unknown, vli()),
		ok("List.getLastD", vi(0), vli(), vi(0)),
		// Ranges: List.range 0 = [], iota n = [n, …, 1].
		ok("List.range", vli(), vi(0)),
		ok("List.range", vli(0, 1, 2), vi(3)),
		ok("List.iota", vli(3, 2, 1), vi(3)),
		ok("List.iota", vli(), vi(0)),
		ok("List.range'", vli(3, 5, 7), vi(3), vi(3), vi(2)),
		ok("List.replicate", vl(vc('x'), vc('x')), vi(2), vc('x')),
		// Higher-order functions.
		ok("List.map", vli(1, 4, 9), sq, vli(1, 2, 3)),
		ok(".map", vli(1, 4), vli(1, 2), sq),
		ok("List.filter", vli(3, 4), gt2, vli(1, 3, 2, 4)),
		ok("List.filterMap", vli(1, 2), halfIfEven, vli(2, 3, 4)),
		ok("List.foldl", vi(7), minus, vi(10), vli(1, 2)),
		ok(".foldl", vi(6), vli(1, 2, 3), plus, vi(0)),
		ok("List.foldr", vi(2), minus, vi(0), vli(1, 2, 3)),
		ok("List.all", vb(true), vli(), gt2),
		ok("List.any", vb(false), vli(), gt2),
		ok(".all", vb(false), vli(3, 1), gt2),
		ok(".any", vb(true), vli(1, 3), gt2),
		ok("List.countP", vi(2), even, vli(1, 2, 3, 4)),
		ok("List.count", vi(2), vi(1), vli(1, 2, 1)),
		ok(".count", vi(1), vli(1, 2, 1), vi(2)),
		ok("List.find?", vsome(vi(3)), gt2, vli(1, 3, 4)),
		ok("List.find?", vnone, gt2, vli(1, 2)),
		ok("List.findIdx", vi(2), gt2, vli(1, 2)),
		ok("List.findIdx?", vsome(vi(1)), gt2, vli(1, 3)),
		ok("List.takeWhile", vli(3, 4), gt2, vli(3, 4, 1, 5)),
		ok("List.dropWhile", vli(1, 5), gt2, vli(3, 4, 1, 5)),
		ok("List.span", vt(vli(3), vli(1, 5)), gt2, vli(3, 1, 5)),
		ok("List.partition", vt(vli(3, 5), vli(1)), gt2, vli(3, 1, 5)),
		ok("List.zipWith", vli(4, 6), plus, vli(1, 2, 9), vli(3, 4)),
		ok("List.zip", vl(vt(vi(1), vc('a'))), vli(1, 2), vl(vc('a'))),
		ok("List.unzip", vt(vli(1, 2), vli(3, 4)), vl(vt(vi(1), vi(3)), vt(vi(2), vi(4)))),
		// Sums: [].sum = 0.
		ok("List.sum", vi(0), vli()),
		ok(".sum", vi(6), vli(1, 2, 3)),
		ok("List.sum", vsi(-1), vl(vsi(2), vsi(-3))),
		ok("List.prod", vi(1), vli()),
		// Membership and search.
		ok("List.contains", vb(true), vli(1, 2), vi(2)),
		ok("List.elem", vb(false), vi(3), vli(1, 2)),
		ok("List.idxOf", vi(1), vi(2), vli(1, 2, 2)),
		ok("List.idxOf", vi(2), vi(3), vli(1, 2)),
		ok("List.indexOf", vi(2), vi(3), vli(1, 2)),
		ok("List.idxOf?", vnone, vi(3), vli(1, 2)),
		ok("List.lookup", vsome(vs("b")), vi(2), vl(vt(vi(1), vs("a")), vt(vi(2), vs("b")), vt(vi(2), vs("c")))),
		ok("List.lookup", vnone, vi(3), vl(vt(vi(1), vs("a")))),
		// Removing elements.
		ok("List.erase", vli(1, 3, 2, 5), vli(1, 5, 3, 2, 5), vi(5)),
		ok("List.erase", vli(1, 2), vli(1, 2), vi(6)),
		ok("List.eraseIdx", vli(1, 2), vli(1, 2), vi(5)),
		// eraseDups keeps the first occurrence of each element, in order.
		ok("List.eraseDups", vli(1, 3, 2, 5), vli(1, 3, 2, 2, 3, 5)),
		ok(".eraseDups", vls("red", "green", "blue"), vls("red", "green", "green", "blue")),
		ok("List.removeAll", vli(5, 4, 5), vli(1, 1, 5, 1, 2, 4, 5), vli(1, 2, 2)),
		ok("List.dropLast", vli(), vli()),
		ok("List.dropLast", vli(1), vli(1, 2)),
		// Building lists.
		ok("List.reverse", vli(3, 2, 1), vli(1, 2, 3)),
		ok("List.append", vli(1, 2, 3), vli(1), vli(2, 3)),
		ok("List.flatten", vli(1, 2, 3), vl(vli(1), vli(), vli(2, 3))),
		ok("List.join", vli(1, 2), vl(vli(1), vli(2))),
		ok("List.flatMap", vli(1, 1, 2, 2), vli(1, 2), fun(&ir.Display{Coll: ir.KSeq, Elems: []ir.Expr{id("x"), id("x")}}, "x")),
		ok("List.insert", vli(0, 1, 2), vi(0), vli(1, 2)),
		ok("List.insert", vli(1, 2), vi(2), vli(1, 2)),
		ok("List.set", vli(1, 9), vli(1, 2), vi(1), vi(9)),
		ok("List.set", vli(1, 2), vli(1, 2), vi(2), vi(9)),
		ok("List.intersperse", vli(1, 0, 2, 0, 3), vi(0), vli(1, 2, 3)),
		ok("List.intercalate", vli(1, 0, 2, 3), vli(0), vl(vli(1), vli(2, 3))),
		ok("List.rotateLeft", vli(4, 5, 1, 2, 3), vli(1, 2, 3, 4, 5), vi(3)),
		ok("List.rotateRight", vli(3, 4, 5, 1, 2), vli(1, 2, 3, 4, 5), vi(3)),
		ok("List.zipIdx", vl(vt(vc('a'), vi(0)), vt(vc('b'), vi(1))), vcl("ab")),
		ok("List.zipIdx", vl(vt(vc('a'), vi(5))), vcl("a"), vi(5)),
		ok("List.enum", vl(vt(vi(0), vc('a')), vt(vi(1), vc('b'))), vcl("ab")),
		ok("List.toArray", va(1, 2), vli(1, 2)),
		ok("List.asString", vs("ab"), vcl("ab")),
		// Prefixes.
		ok("List.isPrefixOf", vb(true), vli(1, 2), vli(1, 2, 3)),
		ok("List.isPrefixOf", vb(false), vli(1, 2), vli(1)),
		ok("List.isSuffixOf", vb(true), vli(2, 3), vli(1, 2, 3)),
		ok("List.isSuffixOf", vb(true), vli(), vli(1)),
		// Decidable propositions.
		ok("List.Nodup", vb(true), vli(1, 2, 3)),
		ok("List.Nodup", vb(false), vli(1, 2, 1)),
		ok("List.Pairwise", vb(true), lt, vli(1, 2, 3)),
		ok("List.Pairwise", vb(false), lt, vli(1, 3, 2)),
		ok("List.Pairwise", vb(true), lt, vli()),
		ok("List.Pairwise", vb(true), ne, vli(1, 3, 2)),
		ok("List.Perm", vb(true), vli(1, 2, 2), vli(2, 1, 2)),
		ok("List.Perm", vb(false), vli(1, 2), vli(1, 2, 2)),
		ok(".isPerm", vb(false), vli(1, 1, 2), vli(1, 2, 2)),
		ok("List.isEmpty", vb(true), vli()),
		// Extremes.
		ok("List.max?", vnone, vli()),
		ok("List.max?", vsome(vi(4)), vli(3, 1, 4, 1)),
		ok("List.min?", vsome(vi(1)), vli(3, 1, 4, 1)),
		ok("List.maximum?", vsome(vi(4)), vli(3, 4)),
		// Sorting is stable; le defaults to ≤.
		ok("List.mergeSort", vli(1, 2, 3), vli(3, 1, 2)),
		ok("List.mergeSort", vli(3, 2, 1), vli(1, 3, 2), ge),
		ok("List.mergeSort",
			vl(vt(vi(0), vc('b')), vt(vi(0), vc('d')), vt(vi(1), vc('a')), vt(vi(1), vc('c'))),
			vl(vt(vi(1), vc('a')), vt(vi(0), vc('b')), vt(vi(1), vc('c')), vt(vi(0), vc('d'))), fstLE),
		ok("List.merge", vli(1, 2, 3, 4), vli(1, 3), vli(2, 4)),
		// Type errors are ill-defined.
		stops("List.length", ir.IllDefined, vi(3)),
		stops("List.take", ir.IllDefined, vi(-1), vli(1)),
	})
}

func TestLibArray(t *testing.T) {
	c := newCtx()
	runLibCases(t, c, []libCase{
		ok("Array.size", vi(3), va(1, 2, 3)),
		ok(".size", vi(0), va()),
		ok("Array.get!", vi(2), va(1, 2), vi(1)),
		ok("Array.get!", vi(0), va(1, 2), vi(2)),
		ok(".get!", vi(1), va(1, 2), vi(0)),
		ok("Array.getD", vi(9), va(1, 2), vi(2), vi(9)),
		ok("Array.get?", vnone, va(), vi(0)),
		ok("Array.back?", vsome(vi(2)), va(1, 2)),
		ok("Array.back?", vnone, va()),
		stops("Array.back!", ir.Unknown, va()),
		ok("Array.toList", vli(1, 2), va(1, 2)),
		ok("Array.push", va(1, 2), va(1), vi(2)),
		ok("Array.pop", va(), va()),
		ok("Array.append", va(1, 2), va(1), va(2)),
		ok("Array.map", va(1, 4), sq, va(1, 2)),
		ok("Array.filter", va(3), gt2, va(1, 3)),
		ok("Array.foldl", vi(7), minus, vi(10), va(1, 2)),
		ok("Array.foldl", vi(2), plus, vi(0), va(1, 2, 3), vi(1), vi(2)),
		ok("Array.foldr", vi(2), minus, vi(0), va(1, 2, 3)),
		// foldr f init as start stop visits indices start-1 down to stop.
		ok("Array.foldr", vi(5), plus, vi(0), va(1, 2, 3), vi(3), vi(1)),
		ok("Array.foldr", vi(0), plus, vi(0), va(1, 2, 3), vi(1), vi(2)),
		ok("Array.sum", vi(0), va()),
		ok("Array.sum", vi(6), va(1, 2, 3)),
		ok("Array.count", vi(2), vi(1), va(1, 2, 1)),
		ok("Array.contains", vb(true), va(1, 2), vi(2)),
		ok(".contains", vb(false), va(1, 2), vi(3)),
		ok("Array.all", vb(true), va(3, 4), gt2),
		ok("Array.any", vb(false), va(1, 3), gt2, vi(0), vi(1)),
		// extract clamps stop to the size and is empty when start passes stop.
		ok("Array.extract", va(1, 2), va(0, 1, 2, 3), vi(1), vi(3)),
		ok("Array.extract", va(2, 3), va(0, 1, 2, 3), vi(2), vi(10)),
		ok("Array.extract", va(), va(0, 1, 2, 3), vi(3), vi(1)),
		ok("Array.take", va(0, 1), va(0, 1, 2), vi(2)),
		ok("Array.take", va(0, 1, 2), va(0, 1, 2), vi(5)),
		ok("Array.drop", va(), va(0, 1, 2), vi(5)),
		ok("Array.reverse", va(3, 2, 1), va(1, 2, 3)),
		ok("Array.set!", va(1, 9), va(1, 2), vi(1), vi(9)),
		ok("Array.set!", va(1, 2), va(1, 2), vi(2), vi(9)),
		ok("Array.eraseIdx!", va(), va(4), vi(9)), // panic! is default: #[]
		ok("Array.setIfInBounds", va(1, 2), va(1, 2), vi(2), vi(9)),
		ok("Array.modify", va(1, 4), va(1, 2), vi(1), sq),
		ok("Array.modify", va(1, 2), va(1, 2), vi(5), sq),
		ok("Array.zip", vaOf(vt(vi(1), vi(3))), va(1, 2), va(3)),
		// zipWith f as bs (v4.18) and zipWith as bs f (earlier) both work.
		ok("Array.zipWith", va(4, 6), plus, va(1, 2), va(3, 4)),
		ok("Array.zipWith", va(4, 6), va(1, 2), va(3, 4), plus),
		ok("Array.range", va(0, 1, 2), vi(3)),
		ok("Array.range", va(), vi(0)),
		ok("Array.mkArray", va(7, 7), vi(2), vi(7)),
		ok("Array.replicate", va(), vi(0), vi(7)),
		ok("Array.isEmpty", vb(true), va()),
		ok("Array.mk", va(1), vli(1)),
		ok("Array.idxOf?", vsome(vi(1)), va(5, 6), vi(6)),
		ok("Array.findIdx?", vnone, gt2, va(1)),
		// A list given where an array is expected.
		ok("Array.size", vi(2), vli(1, 2)),
	})
}

func vaOf(el ...ir.Value) ir.Value { return ir.Array{Elems: el, Dims: []int{len(el)}} }

func TestLibString(t *testing.T) {
	c := newCtx()
	runLibCases(t, c, []libCase{
		ok("String.length", vi(4), vs("L∃∀N")),
		ok(".length", vi(0), vs("")),
		// toList and data are List Char, not strings.
		ok("String.toList", vcl("ab"), vs("ab")),
		ok(".data", vcl("ab"), vs("ab")),
		ok("String.mk", vs("ab"), vcl("ab")),
		// get takes a UTF-8 byte position; an invalid one is (default : Char) = 'A'.
		ok("String.get", vc('∃'), vs("L∃∀N"), vi(1)),
		ok("String.get", vc('∀'), vs("L∃∀N"), vi(4)),
		ok("String.get", vc('A'), vs("L∃∀N"), vi(2)),
		ok("String.get", vc('A'), vs("abc"), vi(3)),
		ok("String.get?", vnone, vs("abc"), vi(3)),
		ok("String.get!", ir.Char('A'), vs("L∃∀N"), vi(2)),
		ok("String.front", vc('a'), vs("abc")),
		ok("String.front", vc('A'), vs("")),
		ok("String.back", vc('c'), vs("abc")),
		ok("String.back", vc('A'), vs("")),
		ok("String.push", vs("ab"), vs("a"), vc('b')),
		ok("String.append", vs("ab"), vs("a"), vs("b")),
		ok("String.pushn", vs("a!!"), vs("a"), vc('!'), vi(2)),
		ok("String.isEmpty", vb(true), vs("")),
		// take and drop beyond the length.
		ok("String.take", vs("abc"), vs("abc"), vi(10)),
		ok("String.take", vs("ab"), vs("abc"), vi(2)),
		ok("String.drop", vs(""), vs("abc"), vi(10)),
		ok(".drop", vs("c"), vs("abc"), vi(2)),
		ok("String.takeRight", vs("bc"), vs("abc"), vi(2)),
		ok("String.dropRight", vs("a"), vs("abc"), vi(2)),
		ok("String.map", vs("AB1"), named("Char.toUpper"), vs("ab1")),
		ok(".map", vs("AB1"), vs("ab1"), named("Char.toUpper")),
		ok("String.all", vb(true), vs("123"), named("Char.isDigit")),
		ok("String.any", vb(false), vs("abc"), named("Char.isDigit")),
		ok("String.all", vb(true), vs(""), named("Char.isDigit")),
		ok("String.contains", vb(true), vs("green"), vc('e')),
		ok("String.contains", vb(false), vs(""), vc('x')),
		stops("String.contains", ir.Unknown, vs("green"), vs("ee")),
		ok("String.startsWith", vb(true), vs("red green"), vs("red")),
		ok("String.startsWith", vb(true), vs("red"), vs("")),
		ok("String.startsWith", vb(false), vs("re"), vs("red")),
		ok("String.endsWith", vb(true), vs("red green"), vs("green")),
		ok("String.isPrefixOf", vb(true), vs("re"), vs("red")),
		// splitOn: [s] for an empty separator, " " by default, the first of
		// overlapping matches.
		ok("String.splitOn", vls("abc"), vs("abc"), vs("")),
		ok("String.splitOn", vls(""), vs(""), vs(",")),
		ok("String.splitOn", vls("a", "b", "", "c"), vs("a,b,,c"), vs(",")),
		ok("String.splitOn", vls("here", "is", "some", "text", ""), vs("here is some text ")),
		ok("String.splitOn", vls("here is ", " text "), vs("here is some text "), vs("some")),
		ok("String.splitOn", vls("", "bac", "c"), vs("ababacabac"), vs("aba")),
		ok("String.splitOn", vls("", "a"), vs("aaa"), vs("aa")),
		ok("String.splitOn", vls("ab"), vs("ab"), vs("abc")),
		ok("String.splitOn", vls("a", "b"), vs("aabb"), vs("ab")),
		ok("String.split", vls("coffee", "", "tea"), vs("coffee  tea"), named("Char.isWhitespace")),
		ok("String.split", vls(""), vs(""), named("Char.isWhitespace")),
		// Whitespace is ' ', '\t', '\r', '\n' only.
		ok("String.trim", vs("a b"), vs(" \t a b\r\n")),
		ok("String.trim", vs("\va"), vs("\va ")),
		ok("String.trimLeft", vs("a "), vs("  a ")),
		ok("String.trimRight", vs("  a"), vs("  a ")),
		ok("String.toUpper", vs("ABC1É"), vs("abc1É")),
		ok("String.toLower", vs("abc1é"), vs("ABC1é")),
		ok("String.capitalize", vs("Orange"), vs("orange")),
		ok("String.capitalize", vs(""), vs("")),
		// Number parsing: digits only, '-' for Int, no '+', no spaces, no '_'.
		ok("String.toNat?", vnone, vs("")),
		ok("String.toNat?", vsome(vi(7)), vs("007")),
		ok("String.toNat?", vnone, vs("-5")),
		ok("String.toNat?", vnone, vs(" 5")),
		ok("String.toNat?", vnone, vs("1_000")),
		ok("String.isNat", vb(true), vs("0")),
		ok("String.toInt?", vsome(vsi(-5)), vs("-5")),
		ok("String.toInt?", vsome(vsi(0)), vs("-0")),
		ok("String.toInt?", vsome(vsi(12)), vs("12")),
		ok("String.toInt?", vnone, vs("-")),
		ok("String.toInt?", vnone, vs("+5")),
		ok("String.isInt", vb(false), vs("--1")),
		ok("String.toNat!", vi(0), vs("x")),
		ok("String.join", vs("green"), vls("gr", "ee", "n")),
		ok("String.join", vs(""), vls()),
		ok("String.intercalate", vs("a, b"), vs(", "), vls("a", "b")),
		ok("String.intercalate", vs(""), vs(", "), vls()),
		ok("String.foldl", vi(2), fun(&ir.Ite{Cond: &ir.Call{Fn: id("Char.isWhitespace"), Args: []ir.Expr{id("c")}},
			Then: bin(ir.OpAdd, id("n"), lit(vi(1))), Else: id("n")}, "n", "c"), vi(0), vs("a b c")),
		ok("String.replace", vs("rd grn blu"), vs("red green blue"), vs("e"), vs("")),
		ok("String.replace", vs("red grEn blue"), vs("red green blue"), vs("ee"), vs("E")),
		ok("String.replace", vs("abc"), vs("abc"), vs(""), vs("x")),
		ok("String.singleton", vs("x"), vc('x')),
		ok("toString", vs("-12"), vsi(-12)),
		ok("Nat.repr", vs("12"), vi(12)),
	})
}

func TestLibChar(t *testing.T) {
	c := newCtx()
	runLibCases(t, c, []libCase{
		ok("Char.isDigit", vb(true), vc('7')),
		ok("Char.isDigit", vb(false), vc('٣')),
		ok("Char.isAlpha", vb(false), vc('é')),
		ok("Char.isAlpha", vb(true), vc('Z')),
		ok("Char.isLower", vb(true), vc('z')),
		ok("Char.isUpper", vb(false), vc('z')),
		ok("Char.isAlphanum", vb(true), vc('0')),
		ok("Char.isWhitespace", vb(true), vc('\r')),
		ok("Char.isWhitespace", vb(false), vc('\v')),
		ok("Char.toUpper", vc('A'), vc('a')),
		ok("Char.toUpper", vc('é'), vc('é')),
		ok("Char.toLower", vc('a'), vc('A')),
		ok("Char.toNat", vi(97), vc('a')),
		ok(".val", vi(65), vc('A')),
		ok("Char.ofNat", vc('a'), vi(97)),
		ok("Char.ofNat", vc(0), vi(0xD800)),
		ok("Char.ofNat", vc(0), vi(0x110000)),
		ok(".toString", vs("a"), vc('a')),
		ok(".isDigit", vb(false), vc('a')),
	})
}

func TestLibNatInt(t *testing.T) {
	c := newCtx()
	runLibCases(t, c, []libCase{
		ok("Nat.succ", vi(1), vi(0)),
		ok("Nat.pred", vi(0), vi(0)),
		ok("Nat.pred", vi(4), vi(5)),
		ok(".succ", vi(6), vi(5)),
		ok("Nat.sub", vi(0), vi(3), vi(5)),
		// Division by zero: n / 0 = 0 and n % 0 = n for Nat and Int.
		ok("Nat.div", vi(0), vi(7), vi(0)),
		ok("Nat.mod", vi(7), vi(7), vi(0)),
		ok("Nat.div", vi(3), vi(7), vi(2)),
		ok("Int.ediv", vsi(0), vsi(-7), vsi(0)),
		ok("Int.emod", vsi(-7), vsi(-7), vsi(0)),
		ok("Int.tdiv", vsi(0), vsi(-7), vsi(0)),
		ok("Int.tmod", vsi(-7), vsi(-7), vsi(0)),
		ok("Int.fdiv", vsi(0), vsi(-7), vsi(0)),
		ok("Int.fmod", vsi(-7), vsi(-7), vsi(0)),
		// `/` and `%` on Int are ediv and emod.
		ok("Int.ediv", vsi(-4), vsi(-7), vsi(2)),
		ok("Int.emod", vsi(1), vsi(-7), vsi(2)),
		ok("Int.ediv", vsi(-3), vsi(7), vsi(-2)),
		ok("Int.emod", vsi(1), vsi(7), vsi(-2)),
		ok("Int.ediv", vsi(4), vsi(-7), vsi(-2)),
		ok("Int.emod", vsi(1), vsi(-7), vsi(-2)),
		// The docstring examples of Init/Data/Int/DivMod/Basic.lean.
		ok("Int.ediv", vsi(-2), vsi(-12), vsi(7)),
		ok("Int.ediv", vsi(2), vsi(-12), vsi(-7)),
		ok("Int.emod", vsi(2), vsi(-12), vsi(-7)),
		ok("Int.tdiv", vsi(-1), vsi(-12), vsi(7)),
		ok("Int.tmod", vsi(-5), vsi(-12), vsi(7)),
		ok("Int.tmod", vsi(5), vsi(12), vsi(-7)),
		ok("Int.fdiv", vsi(-2), vsi(12), vsi(-7)),
		ok("Int.fdiv", vsi(1), vsi(-12), vsi(-7)),
		ok("Int.fmod", vsi(-2), vsi(12), vsi(-7)),
		ok("Int.fmod", vsi(2), vsi(-12), vsi(7)),
		ok("Int.fmod", vsi(-5), vsi(-12), vsi(-7)),
		ok("Int.bmod", vsi(-2), vsi(12), vi(7)),
		ok("Int.bmod", vsi(-4), vsi(12), vi(8)),
		ok("Int.bmod", vsi(-3), vsi(-12), vi(9)),
		ok("Int.bmod", vsi(7), vsi(7), vi(0)),
		ok("Int.bdiv", vsi(2), vsi(12), vi(7)),
		ok("Int.bdiv", vsi(-1), vsi(-12), vi(8)),
		stops("Int.div", ir.Unknown, vsi(7), vsi(2)),
		// Int.toNat of a negative number is 0.
		ok("Int.toNat", vi(0), vsi(-5)),
		ok("Int.toNat", vi(5), vsi(5)),
		ok(".toNat", vi(0), vsi(-5)),
		ok("Int.natAbs", vi(5), vsi(-5)),
		ok(".natAbs", vi(5), vsi(-5)),
		ok("Int.sign", vsi(-1), vsi(-5)),
		ok("abs", vsi(5), vsi(-5)),
		ok("Nat.gcd", vi(5), vi(0), vi(5)),
		ok("Nat.gcd", vi(6), vi(12), vi(18)),
		ok("Nat.lcm", vi(12), vi(4), vi(6)),
		ok("Nat.lcm", vi(0), vi(0), vi(5)),
		ok("Int.gcd", vi(6), vsi(-12), vsi(18)),
		ok("Nat.min", vi(2), vi(2), vi(3)),
		ok("max", vi(3), vi(2), vi(3)),
		ok("min", vs("ab"), vs("b"), vs("ab")),
		ok("Nat.sqrt", vi(3), vi(15)),
		ok("Nat.sqrt", vi(4), vi(16)),
		ok("Nat.log2", vi(3), vi(8)),
		ok("Nat.log2", vi(0), vi(0)),
		ok("Nat.pow", vi(1024), vi(2), vi(10)),
		stops("Nat.pow", ir.Unknown, vi(2), vi(1_000_000)),
		// toDigits: toDigits b 0 = ['0'], digits past 15 are '*'.
		ok("Nat.toDigits", vcl("0"), vi(10), vi(0)),
		ok("Nat.toDigits", vcl("255"), vi(10), vi(255)),
		ok("Nat.toDigits", vcl("cafe"), vi(16), vi(0xcafe)),
		ok("Nat.toDigits", vcl("2*"), vi(80), vi(200)),
		ok("Nat.toDigits", vcl("101"), vi(2), vi(5)),
		ok("Nat.toDigits", vcl("5"), vi(0), vi(5)),
		ok("Nat.toDigits", vcl("000"), vi(1), vi(2)),
		// Mathlib's Nat.digits: little-endian, digits b 0 = [].
		ok("Nat.digits", vli(3, 2, 1), vi(10), vi(123)),
		ok("Nat.digits", vli(), vi(10), vi(0)),
		ok("Nat.digits", vli(1, 1, 1), vi(1), vi(3)),
		ok("Nat.digits", vli(5), vi(0), vi(5)),
		ok("Nat.digits", vli(1, 0, 1), vi(2), vi(5)),
		ok("Nat.digits", vli(35, 1), vi(36), vi(71)),
		ok("Nat.digits", vli(0, 1), vi(100), vi(100)),
		ok("Nat.factorial", vi(120), vi(5)),
		ok("Nat.choose", vi(10), vi(5), vi(2)),
		ok("Nat.choose", vi(0), vi(2), vi(5)),
		ok("Nat.Prime", vb(true), vi(97)),
		ok("Nat.Prime", vb(false), vi(1)),
		ok("Nat.Prime", vb(false), vi(91)),
		stops("Nat.succ", ir.IllDefined, vsi(-1)),
		ok("decide", vb(true), vb(true)),
		ok("Bool.toNat", vi(1), vb(true)),
	})
}

func TestLibOptionProd(t *testing.T) {
	c := newCtx()
	runLibCases(t, c, []libCase{
		ok("Option.isSome", vb(true), vsome(vi(1))),
		ok(".isNone", vb(true), vnone),
		ok("Option.getD", vi(9), vnone, vi(9)),
		ok(".getD", vi(1), vsome(vi(1)), vi(9)),
		ok("Option.get!", vi(1), vsome(vi(1))),
		stops("Option.get!", ir.Unknown, vnone),
		ok("Option.map", vsome(vi(4)), sq, vsome(vi(2))),
		ok(".map", vnone, vnone, sq),
		ok("Option.bind", vsome(vi(2)), vsome(vi(4)), halfIfEven),
		ok("Option.bind", vnone, vsome(vi(3)), halfIfEven),
		ok("Option.filter", vnone, gt2, vsome(vi(1))),
		ok("Option.toList", vli(), vnone),
		ok("Prod.fst", vi(1), vt(vi(1), vs("a"))),
		ok(".snd", vs("a"), vt(vi(1), vs("a"))),
		ok("Prod.swap", vt(vs("a"), vi(1)), vt(vi(1), vs("a"))),
	})
}

// TestLibDispatch checks that dot notation finds the namespace from the
// receiver and puts the receiver where Lean's generalized field notation does.
func TestLibDispatch(t *testing.T) {
	c := newCtx()
	runLibCases(t, c, []libCase{
		ok(".length", vi(2), vli(1, 2)),
		ok(".length", vi(2), vs("ab")),
		ok(".toUpper", vc('A'), vc('a')),
		ok(".toUpper", vs("AB"), vs("ab")),
		ok(".reverse", vli(2, 1), vli(1, 2)),
		ok(".reverse", va(2, 1), va(1, 2)),
		// A List Char is a List: .reverse is List.reverse, .asString makes a String.
		ok(".reverse", vcl("ba"), vcl("ab")),
		ok(".asString", vs("ab"), vcl("ab")),
		// An Int uses Int.name, a Nat Nat.name.
		ok(".sub", vsi(-2), vsi(3), vsi(5)),
		ok(".sub", vi(0), vi(3), vi(5)),
		ok(".emod", vsi(1), vsi(-7), vsi(2)),
		ok(".gcd", vi(3), vi(6), vi(9)),
		// Receivers in later positions: xs.foldl f init, s.foldl f init, o.map f.
		ok(".foldr", vi(2), vli(1, 2, 3), minus, vi(0)),
		ok(".zipWith", vli(4, 6), vli(1, 2), plus, vli(3, 4)),
		ok(".zipWith", va(-2, -2), va(1, 2), minus, va(3, 4)),
		ok(".zipWith", va(-2, -2), va(1, 2), va(3, 4), minus),
		ok(".lookup", vsome(vi(5)), vl(vt(vi(1), vi(5))), vi(1)),
		ok(".Pairwise", vb(true), vli(1, 2), lt),
		stops(".foldl", ir.Unknown, vli(1, 2), plus),
		stops(".frobnicate", ir.Unknown, vli(1, 2)),
		// A list where an array is expected.
		ok(".size", vi(2), vli(1, 2)),
	})
}

// TestLibPartial checks partial and over-application and named functions
// used as values.
func TestLibPartial(t *testing.T) {
	c := newCtx()
	take2, stop := callLib(c, "List.take", vi(2))
	if stop != nil {
		t.Fatalf("List.take 2: %v", stop)
	}
	got, stop := c.CallValue(take2, []ir.Value{vli(1, 2, 3)}, ir.Range{})
	if stop != nil || !sameValue(got, vli(1, 2)) {
		t.Errorf("(List.take 2) [1, 2, 3] = %v, %v", got, stop)
	}
	got, stop = callLib(c, "List.map", take2, vl(vli(1, 2, 3), vli(4)))
	if stop != nil || !sameValue(got, vl(vli(1, 2), vli(4))) {
		t.Errorf("List.map (List.take 2) … = %v, %v", got, stop)
	}
	got, stop = callLib(c, "List.map", named("Nat.succ"), vli(1, 2))
	if stop != nil || !sameValue(got, vli(2, 3)) {
		t.Errorf("List.map Nat.succ [1, 2] = %v, %v", got, stop)
	}
	// Over-application: List.get! fs 0 applied to 3.
	got, stop = callLib(c, "List.get!", vl(sq), vi(0), vi(3))
	if stop != nil || !sameValue(got, vi(9)) {
		t.Errorf("[sq].get! 0 3 = %v, %v", got, stop)
	}
}

// TestLibSigned checks that Int results are marked Signed and Nat results
// are not.
func TestLibSigned(t *testing.T) {
	c := newCtx()
	for _, tc := range []struct {
		name   string
		args   []ir.Value
		signed bool
	}{
		{"Int.ediv", []ir.Value{vi(7), vi(2)}, true},
		{"Int.neg", []ir.Value{vi(7)}, true},
		{"Int.ofNat", []ir.Value{vi(7)}, true},
		{"Int.toNat", []ir.Value{vsi(7)}, false},
		{"Int.natAbs", []ir.Value{vsi(-7)}, false},
		{"List.length", []ir.Value{vl(vsi(1))}, false},
		{"List.sum", []ir.Value{vl(vsi(1), vsi(2))}, true},
		{"List.sum", []ir.Value{vli(1, 2)}, false},
		{"max", []ir.Value{vi(1), vsi(2)}, true},
		{"max", []ir.Value{vsi(1), vi(2)}, true},
	} {
		got, stop := callLib(c, tc.name, tc.args...)
		if stop != nil {
			t.Errorf("%s: %v", tc.name, stop)
			continue
		}
		if i, ok := got.(ir.Int); !ok || i.Signed != tc.signed {
			t.Errorf("%s(%s) = %#v, want Signed=%v", tc.name, joinArgs(tc.args), got, tc.signed)
		}
	}
}

// TestLibIntDivAgreesWithOps checks that the operators the front end lowers
// / and % to (IntDivIsEuclidean) agree with Int.ediv and Int.emod, and that
// Nat.div and Nat.mod agree with them on natural numbers.
func TestLibIntDivAgreesWithOps(t *testing.T) {
	if !IntDivIsEuclidean {
		t.Fatal("Lean v4.18's / on Int is Int.ediv")
	}
	c := newCtx()
	for x := int64(-9); x <= 9; x++ {
		for y := int64(-4); y <= 4; y++ {
			for _, p := range []struct {
				op   ir.Op
				name string
			}{{ir.OpDivEuclidTotal, "Int.ediv"}, {ir.OpModEuclidTotal, "Int.emod"}} {
				want, stop := ir.Apply(p.op, vi(x), vi(y), ir.Range{})
				if stop != nil {
					t.Fatalf("%d %s %d: %v", x, p.op, y, stop)
				}
				got, stop := callLib(c, p.name, vsi(x), vsi(y))
				if stop != nil || !ir.Equal(got, want) {
					t.Errorf("%s %d %d = %v, %v; the operator gives %v", p.name, x, y, got, stop, want)
				}
				if x >= 0 && y >= 0 {
					nat := map[string]string{"Int.ediv": "Nat.div", "Int.emod": "Nat.mod"}[p.name]
					got, stop := callLib(c, nat, vi(x), vi(y))
					if stop != nil || !ir.Equal(got, want) {
						t.Errorf("%s %d %d = %v, %v; want %v", nat, x, y, got, stop, want)
					}
				}
			}
		}
	}
}

// TestLibLimits checks that collections and quadratic work are bounded.
func TestLibLimits(t *testing.T) {
	c := newCtx()
	c.Limits.CollSize = 1000
	c.Limits.Steps = 10_000
	long := make([]ir.Value, 500)
	for i := range long {
		long[i] = vi(int64(i))
	}
	runLibCases(t, c, []libCase{
		stops("List.range", ir.Unknown, vi(1_000_000_000)),
		stops("List.range", ir.Unknown, ir.Int{V: new(big.Int).Lsh(big.NewInt(1), 100)}),
		stops("List.replicate", ir.Unknown, vi(5000), vi(1)),
		stops("Array.mkArray", ir.Unknown, vi(5000), vi(1)),
		stops("List.iota", ir.Unknown, vi(5000)),
		stops("Nat.toDigits", ir.Unknown, vi(1), vi(5000)),
		stops("Nat.digits", ir.Unknown, vi(1), vi(5000)),
		stops("String.pushn", ir.Unknown, vs(""), vc('x'), vi(5000)),
		// 500 + 600 elements are more than the 1000 a collection may have.
		stops("List.append", ir.Unknown, vl(long...), vl(append(long, long[:100]...)...)),
		ok("List.append", vl(append(long, long...)...), vl(long...), vl(long...)),
		// 500 elements are 125 000 pairs, more than 10 000 steps allow.
		stops("List.Pairwise", ir.Unknown, named("Nat.blt"), vl(long...)),
		ok("List.Nodup", vb(true), vl(long...)),
		ok("List.take", vli(), ir.Int{V: new(big.Int).Lsh(big.NewInt(1), 100)}, vli()),
	})
}
