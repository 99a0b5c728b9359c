package lean

// Lean 4 core library functions for the evaluator, each following the
// definition in Lean core (VERINA pins Lean v4.18.0); functions that exist
// only in Batteries or Mathlib say so in their comment.
//
// Integer division. Lean's `/` and `%` on Int are Euclidean (E-rounding):
// src/Init/Data/Int/DivMod/Basic.lean declares
//
//	instance : Div Int where div := Int.ediv
//	instance : Mod Int where mod := Int.emod
//
// (the path of the stored snapshot; earlier releases kept the same
// definitions in src/Init/Data/Int/DivMod.lean).
// The file's historical note says the T-rounding `Int.div`/`Int.mod` were
// renamed `tdiv`/`tmod` in September 2024 and removed in December 2024, so
// v4.18 has no `Int.div`. All conventions satisfy x / 0 = 0 and x % 0 = x,
// as do Nat's `/` and `%` (Nat.div, Nat.mod). So `/` and `%` on both Nat and
// Int lower to ir.OpDivEuclidTotal and ir.OpModEuclidTotal:
// (-7) / 2 = -4, (-7) % 2 = 1, 7 / (-2) = -3, 7 % (-2) = 1.
//
// Panicking functions (`get!`, `head!`, `set!`, `Option.get!`, …) return
// Lean's `default` after printing a message, which a `#guard` would not
// accept as the intended answer; here they are ill-defined.

import (
	"fmt"
	"math"
	"math/big"
	"sort"
	"strconv"
	"sync"

	"github.com/specfaith/specfaith/ir"
)

// IntDivIsEuclidean reports that Lean's `/` and `%` on Int are Int.ediv and
// Int.emod (see the comment at the top of this file).
const IntDivIsEuclidean = true

// Library returns Lean's builtins. Keys are "Namespace.name" for explicit
// calls (List.length xs, Nat.succ n, String.toList s, List.range n, …),
// ".name" for dot notation (xs.length, s.toList, a.size, (xs.take 2).sum)
// and a few plain names (min, max, decide, id, not, abs, toString).
//
// A ".name" builtin receives the receiver as args[0] and dispatches on its
// kind: a non-string Seq to List.name, an Array to Array.name, a string Seq
// to String.name, a Char to Char.name, an integer to Int.name when it is
// Signed (a Lean Int) or negative and to Nat.name otherwise (each falling
// back to the other namespace), a some/none Datatype to Option.name, a
// Tuple to Prod.name and a Bool to Bool.name. As in Lean, the receiver
// fills the first explicit parameter of the namespace's type: xs.take 2 is
// List.take 2 xs, xs.foldl f 0 is List.foldl f 0 xs. Int results are
// Signed; Nat results (lengths, indices, Int.toNat, Int.natAbs) are not.
//
// A call with fewer arguments than the function takes is a partial
// application (a closure); extra arguments are applied to the result.
// The library is shared and must not be modified.
func Library() ir.Library {
	libInitOnce.Do(libInit)
	return libBuiltins
}

var (
	libBuiltins ir.Library
	libTable    = map[string]map[string]*libDef{}
	// The tables are built on first use, not when the program starts: a
	// Dafny or Python file has no use for them (half a millisecond of
	// every run).
	libInitOnce sync.Once
)

// libDef is one Lean function: its arguments in the order of Lean's
// signature (explicit parameters only), min..max of them (optional
// parameters have defaults), and recv, the parameter that dot notation
// fills with the receiver (-1 when the function has no parameter of its
// namespace's type).
type libDef struct {
	ns, name string
	full     string // ns.name, made once (key)
	min, max int
	recv     int
	// flex: the receiver goes first when the argument after it is not a
	// function (a signature whose order changed between Lean versions).
	flex bool
	f    func(a *libCall) ir.Value
}

func (d *libDef) key() string {
	if d.full != "" {
		return d.full
	}
	return d.ns + "." + d.name
}

func libReg(ns, name string, min, max, recv int, f func(a *libCall) ir.Value) {
	if libTable[ns] == nil {
		libTable[ns] = map[string]*libDef{}
	}
	libTable[ns][name] = &libDef{ns: ns, name: name, min: min, max: max, recv: recv, f: f}
}

// libAlias registers a deprecated or alternative spelling of a function.
func libAlias(ns, name, target string) {
	d := *libTable[ns][target]
	d.name = name
	libTable[ns][name] = &d
}

func libInit() {
	libRegisterList()
	libRegisterArray()
	libRegisterString()
	libRegisterChar()
	libRegisterNat()
	libRegisterInt()
	libRegisterOption()
	libRegisterProd()
	libRegisterBool()
	libRegisterUInt()
	libRegisterHashSet()
	libRegisterFinset()
	libRegisterMathlib()
	libRegisterHashMap()
	libRegisterFloat()
	libRegisterVector()
	libBuiltins = ir.Library{}
	names := map[string]bool{}
	for _, fs := range libTable {
		for _, d := range fs {
			d.full = d.ns + "." + d.name // after libAlias's copies
			libBuiltins[d.key()] = d.invoke
			names[d.name] = true
		}
	}
	for n := range names {
		libBuiltins["."+n] = libDot(n)
	}
	plain := map[string]*libDef{
		// min and max (Lean core, minOfLe/maxOfLe): `min a b` is
		// `if a ≤ b then a else b`, `max a b` is `if a ≤ b then b else a`.
		"min": {name: "min", min: 2, max: 2, f: func(a *libCall) ir.Value { return libMinVal(a, a.v[0], a.v[1]) }},
		"max": {name: "max", min: 2, max: 2, f: func(a *libCall) ir.Value { return libMaxVal(a, a.v[0], a.v[1]) }},
		// decide (Init/Prelude.lean): a decidable proposition is a Bool here.
		"decide": {name: "decide", min: 1, max: 1, f: func(a *libCall) ir.Value { return ir.Bool(a.bool(0)) }},
		// id (Init/Prelude.lean).
		"id": {name: "id", min: 1, max: 1, f: func(a *libCall) ir.Value { return a.v[0] }},
		// not (Init/Prelude.lean).
		"not": {name: "not", min: 1, max: 1, f: func(a *libCall) ir.Value { return ir.Bool(!a.bool(0)) }},
		// abs: Mathlib's |a| (on Int, ℚ; Lean core has Int.natAbs) and
		// Float.abs.
		"abs": {name: "abs", min: 1, max: 1, f: libAbs},
		// toString (Init/Data/ToString/Basic.lean) for Nat, Int, Char, String and Bool.
		"toString": {name: "toString", min: 1, max: 1, f: func(a *libCall) ir.Value { return libToStringVal(a, a.v[0]) }},
	}
	for n, d := range libMathlibPlain {
		plain[n] = d
	}
	for n, d := range plain {
		d.recv = -1
		libBuiltins[n] = d.invoke
	}
}

// libFailure carries a Stop out of a builtin through panic; invoke recovers it.
type libFailure struct{ stop *ir.Stop }

// libCalls recycles invocations: one was allocated per library call, the
// most frequent allocation on Lean files. Nothing keeps one after its
// call returns (a comparator made from one lives within the call).
var libCalls = sync.Pool{New: func() any { return new(libCall) }}

// libCall is one invocation of a builtin: its arguments in Lean order.
type libCall struct {
	c      *ir.Ctx
	v      []ir.Value
	r      ir.Range
	name   string
	work   int   // quadratic work left, see spend
	roomed int64 // elements counted against the byte budget, see room
}

func (d *libDef) invoke(c *ir.Ctx, v []ir.Value, r ir.Range) (res ir.Value, stop *ir.Stop) {
	key := d.name
	if d.ns != "" {
		key = d.key()
	}
	if len(v) < d.min {
		return &ir.Closure{Name: key, Bound: append([]ir.Value(nil), v...)}, nil
	}
	var extra []ir.Value
	if len(v) > d.max {
		v, extra = v[:d.max], v[d.max:]
	}
	a := libCalls.Get().(*libCall)
	*a = libCall{c: c, v: v, r: r, name: key, work: -1}
	defer func() {
		*a = libCall{}
		libCalls.Put(a)
		if e := recover(); e != nil {
			f, ok := e.(libFailure)
			if !ok {
				panic(e)
			}
			res, stop = nil, f.stop
		}
	}()
	res = d.f(a)
	a.built(res)
	if extra != nil {
		return c.CallValue(res, extra, r)
	}
	return res, nil
}

// libDot is the ".name" builtin: it picks the namespace from the receiver.
func libDot(name string) ir.Builtin {
	return func(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
		if len(args) == 0 {
			return nil, &ir.Stop{Status: ir.IllDefined, Reason: "." + name + " needs a receiver", R: r}
		}
		rest := args[1:]
		for _, ns := range libNamespaces(args[0], rest) {
			d := libTable[ns][name]
			if d == nil || d.recv < 0 {
				continue
			}
			recv := d.recv
			if d.flex && len(rest) > 0 {
				if _, ok := rest[0].(*ir.Closure); !ok {
					recv = 0
				}
			}
			if recv > len(rest) {
				return nil, &ir.Stop{Status: ir.Unknown, Reason: fmt.Sprintf("partial application of %s with the receiver in position %d is not supported", d.key(), recv+1), R: r}
			}
			if recv == 0 {
				return d.invoke(c, args, r) // already in Lean's order
			}
			v := make([]ir.Value, 0, len(args))
			v = append(v, rest[:recv]...)
			v = append(v, args[0])
			v = append(v, rest[recv:]...)
			return d.invoke(c, v, r)
		}
		return nil, &ir.Stop{Status: ir.Unknown, Reason: fmt.Sprintf("no Lean library function .%s for %s", name, args[0].Kind()), R: r}
	}
}

// libNamespaces lists where x.name is looked up, in order (shared
// slices: a call's lookup allocates nothing; callers only read them).
func libNamespaces(recv ir.Value, rest []ir.Value) []string {
	switch x := recv.(type) {
	case ir.Seq:
		if x.Str {
			return nsString
		}
		if libAllChars(x.Elems) {
			return nsListStringArray
		}
		return nsListArray
	case ir.Array:
		return nsArrayVector
	case ir.Int:
		if x.Signed || x.V.Sign() < 0 {
			return nsIntNat
		}
		return nsNatInt
	case ir.Char:
		return nsChar
	case ir.Bool:
		return nsBool
	case ir.Datatype:
		if x.Ctor == "some" || x.Ctor == "none" {
			return nsOption
		}
	case ir.Tuple:
		return nsProd
	case ir.Set:
		return nsHashSetFinsetSet
	case ir.Multiset:
		return nsMultiset
	case ir.Map:
		return nsHashMap
	case ir.Float:
		return nsFloat
	case ir.Real:
		return nsRat
	}
	return nil
}

// The namespace lists libNamespaces and namespaces return.
var (
	nsArrayVector      = []string{"Array", "Vector"}
	nsBool             = []string{"Bool"}
	nsChar             = []string{"Char"}
	nsFloat            = []string{"Float"}
	nsIntNat           = []string{"Int", "Nat"}
	nsInt              = []string{"Int"}
	nsList             = []string{"List"}
	nsArray            = []string{"Array"}
	nsListArray        = []string{"List", "Array"}
	nsListStringArray  = []string{"List", "String", "Array"}
	nsMultiset         = []string{"Multiset"}
	nsNatInt           = []string{"Nat", "Int"}
	nsOption           = []string{"Option"}
	nsProd             = []string{"Prod"}
	nsRat              = []string{"Rat"}
	nsHashMap          = []string{"Std.HashMap"}
	nsHashSetFinsetSet = []string{"Std.HashSet", "Finset", "Set"}
	nsString           = []string{"String"}
)

// --- argument access -------------------------------------------------------

func (a *libCall) stopf(st ir.Status, format string, args ...any) libFailure {
	for i, x := range args {
		if v, ok := x.(ir.Value); ok {
			args[i] = ir.Brief(v) // never print a huge value
		}
	}
	return libFailure{&ir.Stop{Status: st, Reason: a.name + ": " + fmt.Sprintf(format, args...), R: a.r}}
}

func (a *libCall) bad(format string, args ...any) libFailure {
	return a.stopf(ir.IllDefined, format, args...)
}

// panicked is the value of a panic! in a function of an element type:
// in Lean's logic panic! is `default` (panicCore), which proofs and decide
// see; the element type's default is read from argument k's elements (an
// empty collection does not tell it: unknown).
func (a *libCall) panicked(k int, what string) ir.Value {
	var el []ir.Value
	switch x := a.v[k].(type) {
	case ir.Seq:
		if x.Str {
			return ir.Char('A')
		}
		el = x.Elems
	case ir.Array:
		el = x.Elems
	}
	if len(el) > 0 {
		if d, ok := ir.DefaultOf(el[0]); ok {
			return d
		}
	}
	panic(a.unknown("%s: Lean returns the element type's default here, which an empty collection does not tell", what))
}

func (a *libCall) unknown(format string, args ...any) libFailure {
	return a.stopf(ir.Unknown, format, args...)
}

func (a *libCall) list(i int) []ir.Value {
	if s, ok := a.v[i].(ir.Seq); ok {
		return s.Elems
	}
	panic(a.bad("argument %d should be a list, got %s", i+1, a.v[i]))
}

// arr accepts an array, or a list given where an array is expected.
func (a *libCall) arr(i int) []ir.Value {
	switch x := a.v[i].(type) {
	case ir.Array:
		if len(x.Dims) <= 1 {
			return x.Elems
		}
	case ir.Seq:
		if !x.Str {
			return x.Elems
		}
	}
	panic(a.bad("argument %d should be an array, got %s", i+1, a.v[i]))
}

func (a *libCall) str(i int) []rune {
	if s, ok := a.v[i].(ir.Seq); ok {
		rs := make([]rune, len(s.Elems))
		for k, e := range s.Elems {
			ch, ok := e.(ir.Char)
			if !ok {
				panic(a.bad("argument %d should be a string, got %s", i+1, a.v[i]))
			}
			rs[k] = rune(ch)
		}
		return rs
	}
	panic(a.bad("argument %d should be a string, got %s", i+1, a.v[i]))
}

func (a *libCall) int(i int) *big.Int {
	if n, ok := a.v[i].(ir.Int); ok {
		return n.V
	}
	panic(a.bad("argument %d should be an integer, got %s", i+1, a.v[i]))
}

func (a *libCall) nat(i int) *big.Int {
	n := a.int(i)
	if n.Sign() < 0 {
		panic(a.bad("argument %d should be a natural number, got %s", i+1, n))
	}
	return n
}

// count is a natural-number argument used as a length or index; values too
// large for an int are clamped (they are beyond every collection's length).
func (a *libCall) count(i int) int {
	n := a.nat(i)
	if !n.IsInt64() || n.Int64() > math.MaxInt32 {
		return math.MaxInt32
	}
	return int(n.Int64())
}

func (a *libCall) char(i int) rune {
	if ch, ok := a.v[i].(ir.Char); ok {
		return rune(ch)
	}
	panic(a.bad("argument %d should be a character, got %s", i+1, a.v[i]))
}

func (a *libCall) bool(i int) bool {
	if b, ok := a.v[i].(ir.Bool); ok {
		return bool(b)
	}
	panic(a.bad("argument %d should be a Bool, got %s", i+1, a.v[i]))
}

func (a *libCall) fn(i int) ir.Value {
	if f, ok := a.v[i].(*ir.Closure); ok {
		return f
	}
	panic(a.bad("argument %d should be a function, got %s", i+1, a.v[i]))
}

func (a *libCall) option(i int) (ir.Value, bool) {
	if d, ok := a.v[i].(ir.Datatype); ok {
		switch {
		case d.Ctor == "some" && len(d.Fields) == 1:
			return d.Fields[0], true
		case d.Ctor == "none" && len(d.Fields) == 0:
			return nil, false
		}
	}
	panic(a.bad("argument %d should be an Option, got %s", i+1, a.v[i]))
}

// apply calls a function value.
func (a *libCall) apply(f ir.Value, xs ...ir.Value) ir.Value {
	v, stop := a.c.CallValue(f, xs, a.r)
	if stop != nil {
		panic(libFailure{stop})
	}
	return v
}

// test calls a predicate (α → Bool, or a decidable α → Prop).
func (a *libCall) test(f ir.Value, xs ...ir.Value) bool {
	v := a.apply(f, xs...)
	b, ok := v.(ir.Bool)
	if !ok {
		panic(a.bad("the predicate returned %s, not a Bool", v))
	}
	return bool(b)
}

// optOf reads the result of an α → Option β function.
func (a *libCall) optOf(v ir.Value) (ir.Value, bool) {
	if d, ok := v.(ir.Datatype); ok {
		switch {
		case d.Ctor == "some" && len(d.Fields) == 1:
			return d.Fields[0], true
		case d.Ctor == "none" && len(d.Fields) == 0:
			return nil, false
		}
	}
	panic(a.bad("the function returned %s, not an Option", v))
}

// room makes sure a collection of n elements may be built, and counts it
// against the evaluation's byte budget. Loops call it with the size so far,
// so only the growth since the last call is counted.
func (a *libCall) room(n int64) {
	limit := int64(a.c.Limits.CollSize)
	if limit <= 0 {
		limit = int64(ir.DefaultLimits.CollSize)
	}
	if n > limit {
		panic(a.unknown("a collection of %d elements is larger than the evaluator builds (%d)", n, limit))
	}
	if n > a.roomed {
		if stop := a.c.AllocElems(n-a.roomed, a.r); stop != nil {
			panic(libFailure{stop})
		}
		a.roomed = n
	}
}

// built counts a list, array or string a function returned without
// counting it with room (map, filter, reverse, take, …) against the byte
// budget (ir.Ctx.CountBuilt).
func (a *libCall) built(res ir.Value) {
	if a.roomed > 0 {
		return
	}
	if stop := a.c.CountBuilt(res, a.v, a.r); stop != nil {
		panic(libFailure{stop})
	}
}

// ints counts the n new integers of a range against the byte budget (room
// counted their places in the list); largest, when not nil, bounds their
// size.
func (a *libCall) ints(n int64, largest *big.Int) {
	each := int64(ir.IntElemBytes - ir.ElemBytes)
	if largest != nil {
		each += max(0, ir.IntBytes(largest)-8)
	}
	if stop := a.c.Alloc(n*each, a.r); stop != nil {
		panic(libFailure{stop})
	}
}

// spend accounts for k units of super-linear work (pairs compared, string
// positions rescanned); an invocation may do as much as the step budget.
func (a *libCall) spend(k int) {
	if a.work < 0 {
		a.work = a.c.Limits.Steps
		if a.work <= 0 {
			a.work = ir.DefaultLimits.Steps
		}
	}
	a.work -= k
	if a.work < 0 {
		panic(a.unknown("more work than the evaluation budget of %d steps allows", a.c.Limits.Steps))
	}
}

// --- values -----------------------------------------------------------------

func libList(el []ir.Value) ir.Value { return ir.Seq{Elems: el} }

func libArray(el []ir.Value) ir.Value { return ir.Array{Elems: el, Dims: []int{len(el)}} }

func libStr(rs []rune) ir.Value {
	el := make([]ir.Value, len(rs))
	for i, r := range rs {
		el[i] = ir.Char(r)
	}
	return ir.Seq{Elems: el, Str: true}
}

func libSome(v ir.Value) ir.Value { return ir.Datatype{Ctor: "some", Fields: []ir.Value{v}} }

func libNone() ir.Value { return ir.Datatype{Ctor: "none"} }

func libNum(n int) ir.Value { return ir.IntOf(int64(n)) }

func libIntv(n *big.Int) ir.Value { return ir.Int{V: n} }

// libSigned is a value of Lean's Int.
func libSigned(n *big.Int) ir.Value { return ir.Int{V: n, Signed: true} }

func libPair(x, y ir.Value) ir.Value { return ir.Tuple{Elems: []ir.Value{x, y}} }

func libCp(el []ir.Value) []ir.Value { return append([]ir.Value(nil), el...) }

// libView is el as a new list's elements without a copy: values are never
// written after they are made, and the capacity is cut so that an append
// to the new list copies instead of writing into el's array.
func libView(el []ir.Value) []ir.Value { return el[:len(el):len(el)] }

func libAllChars(el []ir.Value) bool {
	for _, e := range el {
		if _, ok := e.(ir.Char); !ok {
			return false
		}
	}
	return true
}

func libClampIdx(n, length int) int {
	if n > length {
		return length
	}
	return n
}

// libLe is the default `a ≤ b` used by min, max, max?, min? and mergeSort:
// numbers, characters, Booleans, and strings or lists lexicographically
// (Lean's String and List orders are lexicographic with a proper prefix
// smaller, as ir.Compare is).
func libLe(a *libCall, x, y ir.Value) bool {
	if x.Kind() != y.Kind() {
		panic(a.bad("cannot compare %s with %s", x, y))
	}
	switch x.(type) {
	case ir.Int, ir.Real, ir.Char, ir.Bool, ir.Seq:
		return ir.Compare(x, y) <= 0
	}
	panic(a.bad("no order on %s", x.Kind()))
}

func libMinVal(a *libCall, x, y ir.Value) ir.Value {
	if libLe(a, x, y) {
		return libJoinSign(x, y)
	}
	return libJoinSign(y, x)
}

func libMaxVal(a *libCall, x, y ir.Value) ir.Value {
	if libLe(a, x, y) {
		return libJoinSign(y, x)
	}
	return libJoinSign(x, y)
}

// libJoinSign is x, Signed when either integer is (Lean elaborates both
// operands at one type).
func libJoinSign(x, y ir.Value) ir.Value {
	if i, ok := x.(ir.Int); ok {
		if j, ok := y.(ir.Int); ok && j.Signed {
			i.Signed = true
			return i
		}
	}
	return x
}

func libToStringVal(a *libCall, v ir.Value) ir.Value {
	switch x := v.(type) {
	case ir.Int:
		if x.V.IsInt64() {
			// Digits and sign are ASCII: no rune slice, no string.
			var buf [20]byte
			digits := strconv.AppendInt(buf[:0], x.V.Int64(), 10)
			el := make([]ir.Value, len(digits))
			for i, d := range digits {
				el[i] = ir.Char(d)
			}
			return ir.Seq{Elems: el, Str: true}
		}
		return libStr([]rune(x.V.String()))
	case ir.Float:
		if math.IsNaN(float64(x)) {
			panic(a.unknown("the text of a NaN (nan or -nan) depends on how it was made"))
		}
		return libStr([]rune(x.String()))
	case ir.Char:
		return libStr([]rune{rune(x)})
	case ir.Bool:
		return libStr([]rune(x.String()))
	case ir.Seq:
		if x.Str {
			return x
		}
	}
	panic(a.unknown("toString of %s is not supported", v.Kind()))
}

// --- List (Init/Prelude.lean, Init/Data/List/Basic.lean, BasicAux.lean) ----

func libRegisterList() {
	const L = "List"
	// List.length (Init/Prelude.lean)
	libReg(L, "length", 1, 1, 0, func(a *libCall) ir.Value { return libNum(len(a.list(0))) })
	// List.get! (Init/Data/List/BasicAux.lean): panics out of range.
	libReg(L, "get!", 2, 2, 0, func(a *libCall) ir.Value {
		xs, i := a.list(0), a.count(1)
		if i >= len(xs) {
			return a.panicked(0, fmt.Sprintf("index %s out of range for length %d", a.nat(1), len(xs)))
		}
		return xs[i]
	})
	// List.get (Init/Prelude.lean): the index carries a proof i < length.
	libReg(L, "get", 2, 2, 0, func(a *libCall) ir.Value {
		xs, i := a.list(0), a.count(1)
		if i >= len(xs) {
			panic(a.bad("index %s out of range for length %d", a.nat(1), len(xs)))
		}
		return xs[i]
	})
	// List.get? (Init/Data/List/BasicAux.lean)
	libReg(L, "get?", 2, 2, 0, func(a *libCall) ir.Value {
		xs, i := a.list(0), a.count(1)
		if i >= len(xs) {
			return libNone()
		}
		return libSome(xs[i])
	})
	// List.getD (Init/Data/List/BasicAux.lean): (as.get? i).getD fallback
	libReg(L, "getD", 3, 3, 0, func(a *libCall) ir.Value {
		xs, i := a.list(0), a.count(1)
		if i >= len(xs) {
			return a.v[2]
		}
		return xs[i]
	})
	// List.head! (Init/Data/List/BasicAux.lean): panics on [].
	libReg(L, "head!", 1, 1, 0, func(a *libCall) ir.Value {
		xs := a.list(0)
		if len(xs) == 0 {
			return a.panicked(0, "head! of []")
		}
		return xs[0]
	})
	// List.head (Init/Data/List/Basic.lean): needs a proof of non-emptiness.
	libReg(L, "head", 1, 1, 0, func(a *libCall) ir.Value {
		xs := a.list(0)
		if len(xs) == 0 {
			panic(a.bad("empty list"))
		}
		return xs[0]
	})
	// List.head? (Init/Data/List/Basic.lean)
	libReg(L, "head?", 1, 1, 0, func(a *libCall) ir.Value {
		if xs := a.list(0); len(xs) > 0 {
			return libSome(xs[0])
		}
		return libNone()
	})
	// List.headD (Init/Data/List/Basic.lean)
	libReg(L, "headD", 2, 2, 0, func(a *libCall) ir.Value {
		if xs := a.list(0); len(xs) > 0 {
			return xs[0]
		}
		return a.v[1]
	})
	// List.tail (Init/Data/List/Basic.lean): tail [] = []
	libReg(L, "tail", 1, 1, 0, func(a *libCall) ir.Value {
		if xs := a.list(0); len(xs) > 0 {
			return libList(libView(xs[1:]))
		}
		return libList(nil)
	})
	// List.tail! (Init/Data/List/BasicAux.lean): panics on [].
	libReg(L, "tail!", 1, 1, 0, func(a *libCall) ir.Value {
		xs := a.list(0)
		if len(xs) == 0 {
			return libList(nil) // panic! is default: []
		}
		return libList(libView(xs[1:]))
	})
	// List.tail? (Init/Data/List/Basic.lean)
	libReg(L, "tail?", 1, 1, 0, func(a *libCall) ir.Value {
		if xs := a.list(0); len(xs) > 0 {
			return libSome(libList(libView(xs[1:])))
		}
		return libNone()
	})
	// List.tailD (Init/Data/List/Basic.lean)
	libReg(L, "tailD", 2, 2, 0, func(a *libCall) ir.Value {
		if xs := a.list(0); len(xs) > 0 {
			return libList(libView(xs[1:]))
		}
		return a.v[1]
	})
	// List.getLast! (Init/Data/List/BasicAux.lean): panics on [].
	libReg(L, "getLast!", 1, 1, 0, func(a *libCall) ir.Value {
		xs := a.list(0)
		if len(xs) == 0 {
			return a.panicked(0, "getLast! of []")
		}
		return xs[len(xs)-1]
	})
	// List.getLast (Init/Data/List/Basic.lean): needs a proof of non-emptiness.
	libReg(L, "getLast", 1, 1, 0, func(a *libCall) ir.Value {
		xs := a.list(0)
		if len(xs) == 0 {
			panic(a.bad("empty list"))
		}
		return xs[len(xs)-1]
	})
	// List.getLast? (Init/Data/List/Basic.lean)
	libReg(L, "getLast?", 1, 1, 0, func(a *libCall) ir.Value {
		if xs := a.list(0); len(xs) > 0 {
			return libSome(xs[len(xs)-1])
		}
		return libNone()
	})
	// List.getLastD (Init/Data/List/Basic.lean)
	libReg(L, "getLastD", 2, 2, 0, func(a *libCall) ir.Value {
		if xs := a.list(0); len(xs) > 0 {
			return xs[len(xs)-1]
		}
		return a.v[1]
	})
	// List.take (Init/Data/List/Basic.lean): the whole list when n ≥ length.
	libReg(L, "take", 2, 2, 1, func(a *libCall) ir.Value {
		xs := a.list(1)
		return libList(libView(xs[:libClampIdx(a.count(0), len(xs))]))
	})
	// List.extract (Init/Data/List/Basic.lean): (l.drop start).take (stop - start),
	// start defaulting to 0 and stop to the length.
	libReg(L, "extract", 1, 3, 0, func(a *libCall) ir.Value {
		xs := a.list(0)
		lo, hi := a.window(1, len(xs))
		return libList(libView(xs[lo:hi]))
	})
	// List.drop (Init/Data/List/Basic.lean): [] when n ≥ length.
	libReg(L, "drop", 2, 2, 1, func(a *libCall) ir.Value {
		xs := a.list(1)
		return libList(libView(xs[libClampIdx(a.count(0), len(xs)):]))
	})
	// List.takeWhile (Init/Data/List/Basic.lean)
	libReg(L, "takeWhile", 2, 2, 1, func(a *libCall) ir.Value {
		xs := a.list(1)
		k := 0
		for k < len(xs) && a.test(a.v[0], xs[k]) {
			k++
		}
		return libList(libView(xs[:k]))
	})
	// List.dropWhile (Init/Data/List/Basic.lean)
	libReg(L, "dropWhile", 2, 2, 1, func(a *libCall) ir.Value {
		xs := a.list(1)
		k := 0
		for k < len(xs) && a.test(a.v[0], xs[k]) {
			k++
		}
		return libList(libView(xs[k:]))
	})
	// List.splitAt (Init/Data/List/Basic.lean): (take n l, drop n l)
	libReg(L, "splitAt", 2, 2, 1, func(a *libCall) ir.Value {
		xs := a.list(1)
		k := libClampIdx(a.count(0), len(xs))
		return libPair(libList(libView(xs[:k])), libList(libView(xs[k:])))
	})
	// List.map (Init/Data/List/Basic.lean)
	libReg(L, "map", 2, 2, 1, func(a *libCall) ir.Value {
		xs := a.list(1)
		out := make([]ir.Value, len(xs))
		for i, x := range xs {
			out[i] = a.apply(a.v[0], x)
		}
		return libList(out)
	})
	// List.mapIdx (Init/Data/List/MapIdx.lean): f i a
	libReg(L, "mapIdx", 2, 2, 1, func(a *libCall) ir.Value {
		xs := a.list(1)
		out := make([]ir.Value, len(xs))
		for i, x := range xs {
			out[i] = a.apply(a.v[0], libNum(i), x)
		}
		return libList(out)
	})
	// List.filter (Init/Data/List/Basic.lean)
	libReg(L, "filter", 2, 2, 1, func(a *libCall) ir.Value {
		var out []ir.Value
		for _, x := range a.list(1) {
			if a.test(a.v[0], x) {
				out = append(out, x)
			}
		}
		return libList(out)
	})
	// List.filterMap (Init/Data/List/Basic.lean)
	libReg(L, "filterMap", 2, 2, 1, func(a *libCall) ir.Value {
		var out []ir.Value
		for _, x := range a.list(1) {
			if y, ok := a.optOf(a.apply(a.v[0], x)); ok {
				out = append(out, y)
			}
		}
		return libList(out)
	})
	// List.foldl (Init/Prelude.lean): foldl f init [a, b] = f (f init a) b
	libReg(L, "foldl", 3, 3, 2, func(a *libCall) ir.Value {
		acc := a.v[1]
		for _, x := range a.list(2) {
			acc = a.apply(a.v[0], acc, x)
		}
		return acc
	})
	// List.foldr (Init/Data/List/Basic.lean): foldr f init [a, b] = f a (f b init)
	libReg(L, "foldr", 3, 3, 2, func(a *libCall) ir.Value {
		acc := a.v[1]
		xs := a.list(2)
		for i := len(xs) - 1; i >= 0; i-- {
			acc = a.apply(a.v[0], xs[i], acc)
		}
		return acc
	})
	// List.sum (Init/Data/List/Basic.lean): foldr (· + ·) 0, so [].sum = 0.
	libReg(L, "sum", 1, 1, 0, func(a *libCall) ir.Value { return libSumOf(a, a.list(0)) })
	// List.prod: Mathlib (Mathlib/Algebra/BigOperators/Group/List) in v4.18; [].prod = 1.
	libReg(L, "prod", 1, 1, 0, func(a *libCall) ir.Value {
		z, signed := big.NewInt(1), false
		for _, x := range a.list(0) {
			n, ok := x.(ir.Int)
			if !ok {
				panic(a.bad("cannot multiply %s", x))
			}
			z.Mul(z, n.V)
			signed = signed || n.Signed
		}
		return ir.Int{V: z, Signed: signed}
	})
	// List.count (Init/Data/List/Basic.lean): countP (· == a)
	libReg(L, "count", 2, 2, 1, func(a *libCall) ir.Value {
		n := 0
		for _, x := range a.list(1) {
			if ir.Equal(x, a.v[0]) {
				n++
			}
		}
		return libNum(n)
	})
	// List.countP (Init/Data/List/Basic.lean)
	libReg(L, "countP", 2, 2, 1, func(a *libCall) ir.Value {
		n := 0
		for _, x := range a.list(1) {
			if a.test(a.v[0], x) {
				n++
			}
		}
		return libNum(n)
	})
	// List.all (Init/Data/List/Basic.lean): short-circuits at the first false.
	libReg(L, "all", 2, 2, 0, func(a *libCall) ir.Value {
		for _, x := range a.list(0) {
			if !a.test(a.v[1], x) {
				return ir.Bool(false)
			}
		}
		return ir.Bool(true)
	})
	// List.any (Init/Data/List/Basic.lean): short-circuits at the first true.
	libReg(L, "any", 2, 2, 0, func(a *libCall) ir.Value {
		for _, x := range a.list(0) {
			if a.test(a.v[1], x) {
				return ir.Bool(true)
			}
		}
		return ir.Bool(false)
	})
	// List.and, List.or (Init/Data/List/Basic.lean)
	libReg(L, "and", 1, 1, 0, func(a *libCall) ir.Value { return libBoolFold(a, a.list(0), true) })
	libReg(L, "or", 1, 1, 0, func(a *libCall) ir.Value { return libBoolFold(a, a.list(0), false) })
	// List.contains (Init/Data/List/Basic.lean): elem a as
	libReg(L, "contains", 2, 2, 0, func(a *libCall) ir.Value { return ir.Bool(libIndex(a.list(0), a.v[1]) >= 0) })
	// List.elem (Init/Data/List/Basic.lean)
	libReg(L, "elem", 2, 2, 1, func(a *libCall) ir.Value { return ir.Bool(libIndex(a.list(1), a.v[0]) >= 0) })
	// List.zipWith (Init/Data/List/Basic.lean): stops at the shorter list.
	libReg(L, "zipWith", 3, 3, 1, func(a *libCall) ir.Value {
		xs, ys := a.list(1), a.list(2)
		n := min(len(xs), len(ys))
		out := make([]ir.Value, n)
		for i := range n {
			out[i] = a.apply(a.v[0], xs[i], ys[i])
		}
		return libList(out)
	})
	// List.zip (Init/Data/List/Basic.lean): zipWith Prod.mk
	libReg(L, "zip", 2, 2, 0, func(a *libCall) ir.Value { return libList(libZip(a.list(0), a.list(1))) })
	// List.unzip (Init/Data/List/Basic.lean)
	libReg(L, "unzip", 1, 1, 0, func(a *libCall) ir.Value {
		xs, ys := libUnzip(a, a.list(0))
		return libPair(libList(xs), libList(ys))
	})
	// List.reverse (Init/Data/List/Basic.lean)
	libReg(L, "reverse", 1, 1, 0, func(a *libCall) ir.Value { return libList(libReversed(a.list(0))) })
	// List.append (Init/Data/List/Basic.lean), also ++
	libReg(L, "append", 2, 2, 0, func(a *libCall) ir.Value {
		xs, ys := a.list(0), a.list(1)
		a.room(int64(len(xs)) + int64(len(ys)))
		return libList(append(libCp(xs), ys...))
	})
	// List.concat (Init/Prelude.lean): l ++ [a]
	libReg(L, "concat", 2, 2, 0, func(a *libCall) ir.Value {
		xs := a.list(0)
		a.room(int64(len(xs)) + 1)
		return libList(append(libCp(xs), a.v[1]))
	})
	// List.flatten (Init/Prelude.lean; List.join before v4.15, deprecated since)
	libReg(L, "flatten", 1, 1, 0, func(a *libCall) ir.Value {
		var out []ir.Value
		for _, x := range a.list(0) {
			s, ok := x.(ir.Seq)
			if !ok {
				panic(a.bad("flatten needs a list of lists, got element %s", x))
			}
			a.room(int64(len(out)) + int64(len(s.Elems)))
			out = append(out, s.Elems...)
		}
		return libList(out)
	})
	libAlias(L, "join", "flatten")
	// List.flatMap (Init/Data/List/Basic.lean): its argument order changed
	// in early 2025, so the function is found by its kind.
	libReg(L, "flatMap", 2, 2, 0, func(a *libCall) ir.Value {
		f, xs := a.v[0], 1
		if _, ok := f.(*ir.Closure); !ok {
			f, xs = a.v[1], 0
		}
		var out []ir.Value
		for _, x := range a.list(xs) {
			s, ok := a.apply(f, x).(ir.Seq)
			if !ok {
				panic(a.bad("the function should return a list"))
			}
			a.room(int64(len(out)) + int64(len(s.Elems)))
			out = append(out, s.Elems...)
		}
		return libList(out)
	})
	libAlias(L, "bind", "flatMap")
	// List.replicate (Init/Data/List/Basic.lean)
	libReg(L, "replicate", 2, 2, -1, func(a *libCall) ir.Value {
		n := a.count(0)
		a.room(int64(n))
		out := make([]ir.Value, n)
		for i := range out {
			out[i] = a.v[1]
		}
		return libList(out)
	})
	// List.range (Init/Data/List/Basic.lean): [0, 1, …, n-1]; range 0 = []
	libReg(L, "range", 1, 1, -1, func(a *libCall) ir.Value {
		n := a.count(0)
		a.room(int64(n))
		a.ints(int64(n), nil)
		out := make([]ir.Value, n)
		for i := range out {
			out[i] = libNum(i)
		}
		return libList(out)
	})
	// List.range' (Init/Data/List/Basic.lean): [s, s+step, …] of length n
	libReg(L, "range'", 2, 3, -1, func(a *libCall) ir.Value {
		s, n := a.nat(0), a.count(1)
		step := big.NewInt(1)
		if len(a.v) > 2 {
			step = a.nat(2)
		}
		a.room(int64(n))
		a.ints(int64(n), new(big.Int).Add(s, new(big.Int).Mul(step, big.NewInt(int64(n)))))
		out := make([]ir.Value, n)
		x := new(big.Int).Set(s)
		for i := range out {
			out[i] = libIntv(new(big.Int).Set(x))
			x.Add(x, step)
		}
		return libList(out)
	})
	// List.iota (Init/Data/List/Basic.lean): iota n = [n, n-1, …, 1]
	libReg(L, "iota", 1, 1, -1, func(a *libCall) ir.Value {
		n := a.count(0)
		a.room(int64(n))
		a.ints(int64(n), nil)
		out := make([]ir.Value, n)
		for i := range out {
			out[i] = libNum(n - i)
		}
		return libList(out)
	})
	// List.zipIdx (Init/Data/List/Basic.lean, v4.17+): [(a, n), (b, n+1), …]
	libReg(L, "zipIdx", 1, 2, 0, func(a *libCall) ir.Value {
		start := big.NewInt(0)
		if len(a.v) > 1 {
			start = a.nat(1)
		}
		xs := a.list(0)
		out := make([]ir.Value, len(xs))
		for i, x := range xs {
			out[i] = libPair(x, libIntv(new(big.Int).Add(start, big.NewInt(int64(i)))))
		}
		return libList(out)
	})
	// List.enumFrom (Init/Data/List/Basic.lean; deprecated for zipIdx since
	// 2025-01-21, still in v4.18): [(n, a), (n+1, b), …]
	libReg(L, "enumFrom", 2, 2, 1, func(a *libCall) ir.Value {
		start, xs := a.nat(0), a.list(1)
		out := make([]ir.Value, len(xs))
		for i, x := range xs {
			out[i] = libPair(libIntv(new(big.Int).Add(start, big.NewInt(int64(i)))), x)
		}
		return libList(out)
	})
	// List.enum (Init/Data/List/Basic.lean; deprecated, still in v4.18): enumFrom 0
	libReg(L, "enum", 1, 1, 0, func(a *libCall) ir.Value {
		xs := a.list(0)
		out := make([]ir.Value, len(xs))
		for i, x := range xs {
			out[i] = libPair(libNum(i), x)
		}
		return libList(out)
	})
	// List.idxOf (Init/Data/List/Basic.lean; List.indexOf before 2025-01-29):
	// the index of the first element == a, or the length.
	libReg(L, "idxOf", 2, 2, 1, func(a *libCall) ir.Value {
		xs := a.list(1)
		if i := libIndex(xs, a.v[0]); i >= 0 {
			return libNum(i)
		}
		return libNum(len(xs))
	})
	libAlias(L, "indexOf", "idxOf")
	// List.idxOf? (Init/Data/List/Basic.lean; List.indexOf? before 2025-01-29)
	libReg(L, "idxOf?", 2, 2, 1, func(a *libCall) ir.Value {
		if i := libIndex(a.list(1), a.v[0]); i >= 0 {
			return libSome(libNum(i))
		}
		return libNone()
	})
	libAlias(L, "indexOf?", "idxOf?")
	// List.find? (Init/Data/List/Basic.lean)
	libReg(L, "find?", 2, 2, 1, func(a *libCall) ir.Value {
		for _, x := range a.list(1) {
			if a.test(a.v[0], x) {
				return libSome(x)
			}
		}
		return libNone()
	})
	// List.findSome? (Init/Data/List/Basic.lean)
	libReg(L, "findSome?", 2, 2, 1, func(a *libCall) ir.Value {
		for _, x := range a.list(1) {
			if y, ok := a.optOf(a.apply(a.v[0], x)); ok {
				return libSome(y)
			}
		}
		return libNone()
	})
	// List.findIdx (Init/Data/List/Basic.lean): the length when none satisfies p.
	libReg(L, "findIdx", 2, 2, 1, func(a *libCall) ir.Value {
		xs := a.list(1)
		for i, x := range xs {
			if a.test(a.v[0], x) {
				return libNum(i)
			}
		}
		return libNum(len(xs))
	})
	// List.findIdx? (Init/Data/List/Basic.lean)
	libReg(L, "findIdx?", 2, 2, 1, func(a *libCall) ir.Value {
		for i, x := range a.list(1) {
			if a.test(a.v[0], x) {
				return libSome(libNum(i))
			}
		}
		return libNone()
	})
	// List.erase (Init/Data/List/Basic.lean): removes the first occurrence.
	libReg(L, "erase", 2, 2, 0, func(a *libCall) ir.Value {
		xs := a.list(0)
		if i := libIndex(xs, a.v[1]); i >= 0 {
			return libList(append(libCp(xs[:i]), xs[i+1:]...))
		}
		return libList(libView(xs))
	})
	// List.eraseP (Init/Data/List/Basic.lean): removes the first element satisfying p.
	libReg(L, "eraseP", 2, 2, 1, func(a *libCall) ir.Value {
		xs := a.list(1)
		for i, x := range xs {
			if a.test(a.v[0], x) {
				return libList(append(libCp(xs[:i]), xs[i+1:]...))
			}
		}
		return libList(libView(xs))
	})
	// List.eraseIdx (Init/Data/List/Basic.lean): unchanged when out of range.
	libReg(L, "eraseIdx", 2, 2, 0, func(a *libCall) ir.Value {
		xs, i := a.list(0), a.count(1)
		if i >= len(xs) {
			return libList(libView(xs))
		}
		return libList(append(libCp(xs[:i]), xs[i+1:]...))
	})
	// List.eraseDups (Init/Data/List/Basic.lean): keeps the first occurrence
	// of each element, in order ([1, 3, 2, 2, 3, 5].eraseDups = [1, 3, 2, 5]).
	libReg(L, "eraseDups", 1, 1, 0, func(a *libCall) ir.Value {
		xs := a.list(0)
		first := libFirstOccurrences(xs)
		var out []ir.Value
		for i, x := range xs {
			if first[i] {
				out = append(out, x)
			}
		}
		return libList(out)
	})
	// List.removeAll (Init/Data/List/Basic.lean): xs.filter (· ∉ ys)
	libReg(L, "removeAll", 2, 2, 0, func(a *libCall) ir.Value {
		ys := ir.MakeSet(a.list(1))
		var out []ir.Value
		for _, x := range a.list(0) {
			if !ys.Contains(x) {
				out = append(out, x)
			}
		}
		return libList(out)
	})
	// List.replace (Init/Data/List/Basic.lean): replaces the first a by b.
	libReg(L, "replace", 3, 3, 0, func(a *libCall) ir.Value {
		xs := libCp(a.list(0))
		if i := libIndex(xs, a.v[1]); i >= 0 {
			xs[i] = a.v[2]
		}
		return libList(xs)
	})
	// List.Nodup (Init/Data/List/Basic.lean): Pairwise (· ≠ ·), decidable.
	libReg(L, "Nodup", 1, 1, 0, func(a *libCall) ir.Value {
		for _, f := range libFirstOccurrences(a.list(0)) {
			if !f {
				return ir.Bool(false)
			}
		}
		return ir.Bool(true)
	})
	// List.Pairwise (Init/Data/List/Basic.lean): R holds of every pair of
	// elements in list order (decided with instDecidablePairwise).
	libReg(L, "Pairwise", 2, 2, 1, func(a *libCall) ir.Value { return libPairwise(a, a.v[0], a.list(1)) })
	// List.Sorted: Mathlib (Mathlib/Data/List/Sort.lean), Sorted R l is Pairwise R l.
	libReg(L, "Sorted", 2, 2, 1, func(a *libCall) ir.Value { return libPairwise(a, a.v[0], a.list(1)) })
	// List.Perm (Init/Data/List/Basic.lean), l₁ ~ l₂: decided as equal multisets.
	libReg(L, "Perm", 2, 2, 0, func(a *libCall) ir.Value {
		return ir.Bool(ir.Equal(ir.MakeMultiset(a.list(0)), ir.MakeMultiset(a.list(1))))
	})
	// List.isPerm (Init/Data/List/Basic.lean): the Boolean counterpart of Perm.
	libAlias(L, "isPerm", "Perm")
	// List.max? (Init/Data/List/Basic.lean): some (as.foldl max a)
	libReg(L, "max?", 1, 1, 0, func(a *libCall) ir.Value {
		xs := a.list(0)
		if len(xs) == 0 {
			return libNone()
		}
		m := xs[0]
		for _, x := range xs[1:] {
			m = libMaxVal(a, m, x)
		}
		return libSome(m)
	})
	// List.min? (Init/Data/List/Basic.lean): some (as.foldl min a)
	libReg(L, "min?", 1, 1, 0, func(a *libCall) ir.Value {
		xs := a.list(0)
		if len(xs) == 0 {
			return libNone()
		}
		m := xs[0]
		for _, x := range xs[1:] {
			m = libMinVal(a, m, x)
		}
		return libSome(m)
	})
	// List.maximum?, List.minimum?: deprecated aliases of max?/min? since 2024-09-29.
	libAlias(L, "maximum?", "max?")
	libAlias(L, "minimum?", "min?")
	// List.isEmpty (Init/Data/List/Basic.lean)
	libReg(L, "isEmpty", 1, 1, 0, func(a *libCall) ir.Value { return ir.Bool(len(a.list(0)) == 0) })
	// List.mergeSort (Init/Data/List/Sort/Basic.lean): stable; the list is
	// split into its first ⌈n/2⌉ and last ⌊n/2⌋ elements, as Lean does.
	libReg(L, "mergeSort", 1, 2, 0, func(a *libCall) ir.Value {
		return libList(libMergeSort(a, a.list(0), a.lessEq(1)))
	})
	// List.merge (Init/Data/List/Sort/Basic.lean)
	libReg(L, "merge", 2, 3, 0, func(a *libCall) ir.Value {
		return libList(libMerge(a.list(0), a.list(1), a.lessEq(2)))
	})
	// List.insert (Init/Data/List/Basic.lean): if l.contains a then l else a :: l
	libReg(L, "insert", 2, 2, 1, func(a *libCall) ir.Value {
		xs := a.list(1)
		if libIndex(xs, a.v[0]) >= 0 {
			return libList(libView(xs))
		}
		a.room(int64(len(xs)) + 1)
		return libList(append([]ir.Value{a.v[0]}, xs...))
	})
	// List.lookup (Init/Data/List/Basic.lean): the value of the first pair whose key == a.
	libReg(L, "lookup", 2, 2, 1, func(a *libCall) ir.Value {
		for _, kv := range a.list(1) {
			t, ok := kv.(ir.Tuple)
			if !ok || len(t.Elems) != 2 {
				panic(a.bad("lookup needs a list of pairs, got element %s", kv))
			}
			if ir.Equal(a.v[0], t.Elems[0]) {
				return libSome(t.Elems[1])
			}
		}
		return libNone()
	})
	// List.partition (Init/Data/List/Basic.lean): (filter p, filter (not ∘ p))
	libReg(L, "partition", 2, 2, 1, func(a *libCall) ir.Value {
		var yes, no []ir.Value
		for _, x := range a.list(1) {
			if a.test(a.v[0], x) {
				yes = append(yes, x)
			} else {
				no = append(no, x)
			}
		}
		return libPair(libList(yes), libList(no))
	})
	// List.span (Init/Data/List/Basic.lean): (takeWhile p, dropWhile p)
	libReg(L, "span", 2, 2, 1, func(a *libCall) ir.Value {
		xs := a.list(1)
		k := 0
		for k < len(xs) && a.test(a.v[0], xs[k]) {
			k++
		}
		return libPair(libList(libView(xs[:k])), libList(libView(xs[k:])))
	})
	// List.toArray (Init/Prelude.lean)
	libReg(L, "toArray", 1, 1, 0, func(a *libCall) ir.Value { return libArray(libCp(a.list(0))) })
	// List.set (Init/Prelude.lean): unchanged when the index is out of range.
	libReg(L, "set", 3, 3, 0, func(a *libCall) ir.Value {
		xs, i := libCp(a.list(0)), a.count(1)
		if i < len(xs) {
			xs[i] = a.v[2]
		}
		return libList(xs)
	})
	// List.dropLast (Init/Data/List/Basic.lean): [].dropLast = []
	libReg(L, "dropLast", 1, 1, 0, func(a *libCall) ir.Value {
		xs := a.list(0)
		if len(xs) == 0 {
			return libList(nil)
		}
		return libList(libView(xs[:len(xs)-1]))
	})
	// List.isPrefixOf (Init/Data/List/Basic.lean)
	libReg(L, "isPrefixOf", 2, 2, 0, func(a *libCall) ir.Value {
		xs, ys := a.list(0), a.list(1)
		return ir.Bool(len(xs) <= len(ys) && libEqualSlices(xs, ys[:len(xs)]))
	})
	// List.isSuffixOf (Init/Data/List/Basic.lean)
	libReg(L, "isSuffixOf", 2, 2, 0, func(a *libCall) ir.Value {
		xs, ys := a.list(0), a.list(1)
		return ir.Bool(len(xs) <= len(ys) && libEqualSlices(xs, ys[len(ys)-len(xs):]))
	})
	// List.intersperse (Init/Data/List/Basic.lean)
	libReg(L, "intersperse", 2, 2, 1, func(a *libCall) ir.Value {
		xs := a.list(1)
		if len(xs) > 0 {
			a.room(2*int64(len(xs)) - 1)
		}
		var out []ir.Value
		for i, x := range xs {
			if i > 0 {
				out = append(out, a.v[0])
			}
			out = append(out, x)
		}
		return libList(out)
	})
	// List.intercalate (Init/Data/List/Basic.lean): (intersperse sep xs).flatten
	libReg(L, "intercalate", 2, 2, 0, func(a *libCall) ir.Value {
		sep := a.list(0)
		var out []ir.Value
		for i, x := range a.list(1) {
			s, ok := x.(ir.Seq)
			if !ok {
				panic(a.bad("intercalate needs a list of lists, got element %s", x))
			}
			if i > 0 {
				out = append(out, sep...)
			}
			out = append(out, s.Elems...)
			a.room(int64(len(out)))
		}
		return libList(out)
	})
	// List.rotateLeft (Init/Data/List/Basic.lean): moves n % length elements to the end.
	libReg(L, "rotateLeft", 1, 2, 0, func(a *libCall) ir.Value {
		xs := a.list(0)
		n := 1
		if len(a.v) > 1 {
			n = a.count(1)
		}
		if len(xs) <= 1 {
			return libList(libView(xs))
		}
		n %= len(xs)
		return libList(append(libCp(xs[n:]), xs[:n]...))
	})
	// List.rotateRight (Init/Data/List/Basic.lean)
	libReg(L, "rotateRight", 1, 2, 0, func(a *libCall) ir.Value {
		xs := a.list(0)
		n := 1
		if len(a.v) > 1 {
			n = a.count(1)
		}
		if len(xs) <= 1 {
			return libList(libView(xs))
		}
		k := len(xs) - n%len(xs)
		return libList(append(libCp(xs[k:]), xs[:k]...))
	})
	// List.singleton (Init/Data/List/Basic.lean)
	libReg(L, "singleton", 1, 1, -1, func(a *libCall) ir.Value { return libList([]ir.Value{a.v[0]}) })
	// List.asString (Init/Data/String/Basic.lean): String.mk
	libReg(L, "asString", 1, 1, 0, func(a *libCall) ir.Value {
		xs := a.list(0)
		if !libAllChars(xs) {
			panic(a.bad("asString needs a list of characters"))
		}
		return ir.Seq{Elems: libCp(xs), Str: true}
	})
}

func (a *libCall) lessEq(i int) func(x, y ir.Value) bool {
	if i < len(a.v) {
		f := a.fn(i)
		return func(x, y ir.Value) bool { return a.test(f, x, y) }
	}
	return func(x, y ir.Value) bool { return libLe(a, x, y) }
}

func libMergeSort(a *libCall, xs []ir.Value, le func(x, y ir.Value) bool) []ir.Value {
	if len(xs) < 2 {
		return libCp(xs)
	}
	k := (len(xs) + 1) / 2
	return libMerge(libMergeSort(a, xs[:k], le), libMergeSort(a, xs[k:], le), le)
}

// libMerge takes x first when le x y, as List.merge does.
func libMerge(xs, ys []ir.Value, le func(x, y ir.Value) bool) []ir.Value {
	out := make([]ir.Value, 0, len(xs)+len(ys))
	i, j := 0, 0
	for i < len(xs) && j < len(ys) {
		if le(xs[i], ys[j]) {
			out = append(out, xs[i])
			i++
		} else {
			out = append(out, ys[j])
			j++
		}
	}
	out = append(out, xs[i:]...)
	return append(out, ys[j:]...)
}

func libPairwise(a *libCall, rel ir.Value, xs []ir.Value) ir.Value {
	for i := range xs {
		a.spend(len(xs) - i)
		for j := i + 1; j < len(xs); j++ {
			if !a.test(rel, xs[i], xs[j]) {
				return ir.Bool(false)
			}
		}
	}
	return ir.Bool(true)
}

// libFirstOccurrences marks the elements that do not equal an earlier one, in
// O(n log n).
func libFirstOccurrences(xs []ir.Value) []bool {
	idx := make([]int, len(xs))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(p, q int) bool { return ir.Compare(xs[idx[p]], xs[idx[q]]) < 0 })
	first := make([]bool, len(xs))
	for k, i := range idx {
		first[i] = k == 0 || !ir.Equal(xs[idx[k-1]], xs[i])
	}
	return first
}

func libIndex(xs []ir.Value, v ir.Value) int {
	for i, x := range xs {
		if ir.Equal(x, v) {
			return i
		}
	}
	return -1
}

func libEqualSlices(xs, ys []ir.Value) bool {
	if len(xs) != len(ys) {
		return false
	}
	for i := range xs {
		if !ir.Equal(xs[i], ys[i]) {
			return false
		}
	}
	return true
}

func libReversed(xs []ir.Value) []ir.Value {
	out := make([]ir.Value, len(xs))
	for i, x := range xs {
		out[len(xs)-1-i] = x
	}
	return out
}

func libZip(xs, ys []ir.Value) []ir.Value {
	n := min(len(xs), len(ys))
	out := make([]ir.Value, n)
	for i := range n {
		out[i] = libPair(xs[i], ys[i])
	}
	return out
}

func libUnzip(a *libCall, ps []ir.Value) ([]ir.Value, []ir.Value) {
	xs, ys := make([]ir.Value, len(ps)), make([]ir.Value, len(ps))
	for i, p := range ps {
		t, ok := p.(ir.Tuple)
		if !ok || len(t.Elems) != 2 {
			panic(a.bad("unzip needs pairs, got %s", p))
		}
		xs[i], ys[i] = t.Elems[0], t.Elems[1]
	}
	return xs, ys
}

func libSumOf(a *libCall, xs []ir.Value) ir.Value {
	z, signed := new(big.Int), false
	for _, x := range xs {
		n, ok := x.(ir.Int)
		if !ok {
			panic(a.bad("cannot add %s", x))
		}
		z.Add(z, n.V)
		signed = signed || n.Signed
	}
	return ir.Int{V: z, Signed: signed}
}

func libBoolFold(a *libCall, xs []ir.Value, all bool) ir.Value {
	for _, x := range xs {
		b, ok := x.(ir.Bool)
		if !ok {
			panic(a.bad("needs a list of Bools, got %s", x))
		}
		if bool(b) != all {
			return b
		}
	}
	return ir.Bool(all)
}

// --- Array (Init/Prelude.lean, Init/Data/Array/Basic.lean) -----------------

func libRegisterArray() {
	const A = "Array"
	// Array.size (Init/Prelude.lean)
	libReg(A, "size", 1, 1, 0, func(a *libCall) ir.Value { return libNum(len(a.arr(0))) })
	// Array.get! (Init/Prelude.lean): Array.getD a i default, panicking out of range.
	libReg(A, "get!", 2, 2, 0, func(a *libCall) ir.Value {
		xs, i := a.arr(0), a.count(1)
		if i >= len(xs) {
			return a.panicked(0, fmt.Sprintf("index %s out of range for size %d", a.nat(1), len(xs)))
		}
		return xs[i]
	})
	// Array.get (Init/Prelude.lean): the index carries a proof i < size.
	libReg(A, "get", 2, 2, 0, func(a *libCall) ir.Value {
		xs, i := a.arr(0), a.count(1)
		if i >= len(xs) {
			panic(a.bad("index %s out of range for size %d", a.nat(1), len(xs)))
		}
		return xs[i]
	})
	// Array.get? (Init/Data/Array/Basic.lean; deprecated for a[i]? since 2025-02-12)
	libReg(A, "get?", 2, 2, 0, func(a *libCall) ir.Value {
		xs, i := a.arr(0), a.count(1)
		if i >= len(xs) {
			return libNone()
		}
		return libSome(xs[i])
	})
	// Array.getD (Init/Prelude.lean): if i < a.size then a[i] else v₀
	libReg(A, "getD", 3, 3, 0, func(a *libCall) ir.Value {
		xs, i := a.arr(0), a.count(1)
		if i >= len(xs) {
			return a.v[2]
		}
		return xs[i]
	})
	// Array.back! (Init/Data/Array/Basic.lean): a[a.size - 1]!, panicking on #[].
	libReg(A, "back!", 1, 1, 0, func(a *libCall) ir.Value {
		xs := a.arr(0)
		if len(xs) == 0 {
			return a.panicked(0, "back! of #[]")
		}
		return xs[len(xs)-1]
	})
	// Array.back (Init/Data/Array/Basic.lean): needs a proof 0 < size.
	libReg(A, "back", 1, 1, 0, func(a *libCall) ir.Value {
		xs := a.arr(0)
		if len(xs) == 0 {
			panic(a.bad("empty array"))
		}
		return xs[len(xs)-1]
	})
	// Array.back? (Init/Data/Array/Basic.lean): a[a.size - 1]?
	libReg(A, "back?", 1, 1, 0, func(a *libCall) ir.Value {
		if xs := a.arr(0); len(xs) > 0 {
			return libSome(xs[len(xs)-1])
		}
		return libNone()
	})
	// Array.toList (Init/Prelude.lean)
	libReg(A, "toList", 1, 1, 0, func(a *libCall) ir.Value { return libList(libView(a.arr(0))) })
	// Array.mk (Init/Prelude.lean): the array of a list.
	libReg(A, "mk", 1, 1, -1, func(a *libCall) ir.Value { return libArray(libCp(a.list(0))) })
	libAlias(A, "ofList", "mk")
	// Array.push (Init/Prelude.lean)
	libReg(A, "push", 2, 2, 0, func(a *libCall) ir.Value {
		xs := a.arr(0)
		a.room(int64(len(xs)) + 1)
		return libArray(append(libCp(xs), a.v[1]))
	})
	// Array.pop (Init/Data/Array/Basic.lean): #[].pop = #[]
	libReg(A, "pop", 1, 1, 0, func(a *libCall) ir.Value {
		xs := a.arr(0)
		if len(xs) == 0 {
			return libArray(nil)
		}
		return libArray(libCp(xs[:len(xs)-1]))
	})
	// Array.append (Init/Data/Array/Basic.lean), also ++
	libReg(A, "append", 2, 2, 0, func(a *libCall) ir.Value {
		xs, ys := a.arr(0), a.arr(1)
		a.room(int64(len(xs)) + int64(len(ys)))
		return libArray(append(libCp(xs), ys...))
	})
	// Array.map (Init/Data/Array/Basic.lean)
	libReg(A, "map", 2, 2, 1, func(a *libCall) ir.Value {
		xs := a.arr(1)
		out := make([]ir.Value, len(xs))
		for i, x := range xs {
			out[i] = a.apply(a.v[0], x)
		}
		return libArray(out)
	})
	// Array.mapIdx (Init/Data/Array/Basic.lean): f i a
	libReg(A, "mapIdx", 2, 2, 1, func(a *libCall) ir.Value {
		xs := a.arr(1)
		out := make([]ir.Value, len(xs))
		for i, x := range xs {
			out[i] = a.apply(a.v[0], libNum(i), x)
		}
		return libArray(out)
	})
	// Array.filter (Init/Data/Array/Basic.lean): over [start, stop), stop clamped to the size.
	libReg(A, "filter", 2, 4, 1, func(a *libCall) ir.Value {
		xs := a.arr(1)
		lo, hi := a.window(2, len(xs))
		var out []ir.Value
		for _, x := range xs[lo:hi] {
			if a.test(a.v[0], x) {
				out = append(out, x)
			}
		}
		return libArray(out)
	})
	// Array.filterMap (Init/Data/Array/Basic.lean)
	libReg(A, "filterMap", 2, 4, 1, func(a *libCall) ir.Value {
		xs := a.arr(1)
		lo, hi := a.window(2, len(xs))
		var out []ir.Value
		for _, x := range xs[lo:hi] {
			if y, ok := a.optOf(a.apply(a.v[0], x)); ok {
				out = append(out, y)
			}
		}
		return libArray(out)
	})
	// Array.foldl (Init/Data/Array/Basic.lean; the logical foldlM clamps stop to the size)
	libReg(A, "foldl", 3, 5, 2, func(a *libCall) ir.Value {
		xs := a.arr(2)
		lo, hi := a.window(3, len(xs))
		acc := a.v[1]
		for _, x := range xs[lo:hi] {
			acc = a.apply(a.v[0], acc, x)
		}
		return acc
	})
	// Array.foldr (Init/Data/Array/Basic.lean): from start (default size) down to stop (default 0).
	libReg(A, "foldr", 3, 5, 2, func(a *libCall) ir.Value {
		xs := a.arr(2)
		start, stop := len(xs), 0
		if len(a.v) > 3 {
			start = a.count(3)
		}
		if len(a.v) > 4 {
			stop = a.count(4)
		}
		acc := a.v[1]
		switch {
		case start <= len(xs):
			if stop >= start {
				return acc
			}
		case stop < len(xs):
			start = len(xs)
		default:
			return acc
		}
		for i := start - 1; i >= stop; i-- {
			acc = a.apply(a.v[0], xs[i], acc)
		}
		return acc
	})
	// Array.sum (Init/Data/Array/Basic.lean): foldr (· + ·) 0
	libReg(A, "sum", 1, 1, 0, func(a *libCall) ir.Value { return libSumOf(a, a.arr(0)) })
	// Array.count (Init/Data/Array/Basic.lean)
	libReg(A, "count", 2, 2, 1, func(a *libCall) ir.Value {
		n := 0
		for _, x := range a.arr(1) {
			if ir.Equal(x, a.v[0]) {
				n++
			}
		}
		return libNum(n)
	})
	// Array.countP (Init/Data/Array/Basic.lean)
	libReg(A, "countP", 2, 2, 1, func(a *libCall) ir.Value {
		n := 0
		for _, x := range a.arr(1) {
			if a.test(a.v[0], x) {
				n++
			}
		}
		return libNum(n)
	})
	// Array.contains (Init/Data/Array/Basic.lean): as.any (a == ·)
	libReg(A, "contains", 2, 2, 0, func(a *libCall) ir.Value { return ir.Bool(libIndex(a.arr(0), a.v[1]) >= 0) })
	// Array.elem (Init/Data/Array/Basic.lean)
	libReg(A, "elem", 2, 2, 1, func(a *libCall) ir.Value { return ir.Bool(libIndex(a.arr(1), a.v[0]) >= 0) })
	// Array.any (Init/Data/Array/Basic.lean): over [start, min stop size)
	libReg(A, "any", 2, 4, 0, func(a *libCall) ir.Value {
		xs := a.arr(0)
		lo, hi := a.window(2, len(xs))
		for _, x := range xs[lo:hi] {
			if a.test(a.v[1], x) {
				return ir.Bool(true)
			}
		}
		return ir.Bool(false)
	})
	// Array.all (Init/Data/Array/Basic.lean): !(as.any (! p ·))
	libReg(A, "all", 2, 4, 0, func(a *libCall) ir.Value {
		xs := a.arr(0)
		lo, hi := a.window(2, len(xs))
		for _, x := range xs[lo:hi] {
			if !a.test(a.v[1], x) {
				return ir.Bool(false)
			}
		}
		return ir.Bool(true)
	})
	// Array.extract (Init/Data/Array/Basic.lean): [start, min stop size), empty when start is past it.
	libReg(A, "extract", 1, 3, 0, func(a *libCall) ir.Value {
		xs := a.arr(0)
		lo, hi := a.window(1, len(xs))
		return libArray(libCp(xs[lo:hi]))
	})
	// Array.take (Init/Data/Array/Basic.lean): extract 0 n
	libReg(A, "take", 2, 2, 0, func(a *libCall) ir.Value {
		xs := a.arr(0)
		return libArray(libCp(xs[:libClampIdx(a.count(1), len(xs))]))
	})
	// Array.drop (Init/Data/Array/Basic.lean): extract n size
	libReg(A, "drop", 2, 2, 0, func(a *libCall) ir.Value {
		xs := a.arr(0)
		return libArray(libCp(xs[libClampIdx(a.count(1), len(xs)):]))
	})
	// Array.reverse (Init/Data/Array/Basic.lean)
	libReg(A, "reverse", 1, 1, 0, func(a *libCall) ir.Value { return libArray(libReversed(a.arr(0))) })
	// Array.set! (Init/Data/Array/Set.lean): logically setIfInBounds, but it panics out of range.
	libReg(A, "set!", 3, 3, 0, func(a *libCall) ir.Value {
		xs, i := libCp(a.arr(0)), a.count(1)
		if i >= len(xs) {
			return libArray(xs) // logically setIfInBounds: unchanged
		}
		xs[i] = a.v[2]
		return libArray(xs)
	})
	// Array.setIfInBounds (Init/Data/Array/Set.lean; setD before v4.15): unchanged out of range.
	libReg(A, "setIfInBounds", 3, 3, 0, func(a *libCall) ir.Value {
		xs, i := libCp(a.arr(0)), a.count(1)
		if i < len(xs) {
			xs[i] = a.v[2]
		}
		return libArray(xs)
	})
	libAlias(A, "setD", "setIfInBounds")
	// Array.modify (Init/Data/Array/Basic.lean): unchanged out of range.
	libReg(A, "modify", 3, 3, 0, func(a *libCall) ir.Value {
		xs, i := libCp(a.arr(0)), a.count(1)
		if i < len(xs) {
			xs[i] = a.apply(a.v[2], xs[i])
		}
		return libArray(xs)
	})
	// Array.zip (Init/Data/Array/Basic.lean)
	libReg(A, "zip", 2, 2, 0, func(a *libCall) ir.Value { return libArray(libZip(a.arr(0), a.arr(1))) })
	// Array.zipWith (Init/Data/Array/Basic.lean): `zipWith f as bs` in v4.18
	// (`zipWith as bs f` before 2025), so the function is found by its kind.
	libReg(A, "zipWith", 3, 3, 1, func(a *libCall) ir.Value {
		f, x, y := 0, 1, 2
		if _, ok := a.v[0].(*ir.Closure); !ok {
			x, y, f = 0, 1, 2
		}
		xs, ys := a.arr(x), a.arr(y)
		n := min(len(xs), len(ys))
		out := make([]ir.Value, n)
		for i := range n {
			out[i] = a.apply(a.v[f], xs[i], ys[i])
		}
		return libArray(out)
	})
	libTable[A]["zipWith"].flex = true
	// Array.unzip (Init/Data/Array/Basic.lean)
	libReg(A, "unzip", 1, 1, 0, func(a *libCall) ir.Value {
		xs, ys := libUnzip(a, a.arr(0))
		return libPair(libArray(xs), libArray(ys))
	})
	// Array.range (Init/Data/Array/Basic.lean): #[0, …, n-1]
	libReg(A, "range", 1, 1, -1, func(a *libCall) ir.Value {
		n := a.count(0)
		a.room(int64(n))
		a.ints(int64(n), nil)
		out := make([]ir.Value, n)
		for i := range out {
			out[i] = libNum(i)
		}
		return libArray(out)
	})
	// Array.mkArray (Init/Data/Array/Basic.lean; renamed Array.replicate on 2025-03-18, after v4.18)
	libReg(A, "mkArray", 2, 2, -1, func(a *libCall) ir.Value {
		n := a.count(0)
		a.room(int64(n))
		out := make([]ir.Value, n)
		for i := range out {
			out[i] = a.v[1]
		}
		return libArray(out)
	})
	libAlias(A, "replicate", "mkArray")
	// Array.empty and Array.mkEmpty c (Init/Prelude.lean): #[].
	libReg(A, "empty", 0, 0, -1, func(a *libCall) ir.Value { return libArray(nil) })
	libReg(A, "mkEmpty", 0, 1, -1, func(a *libCall) ir.Value { return libArray(nil) })
	// Array.eraseIdx! (Init/Data/Array/Basic.lean): panics out of bounds.
	libReg(A, "eraseIdx!", 2, 2, 0, func(a *libCall) ir.Value {
		xs, i := a.arr(0), a.count(1)
		if i >= len(xs) {
			return libArray(nil) // panic! is default: #[]
		}
		return libArray(append(libCp(xs[:i]), xs[i+1:]...))
	})
	// Array.isEmpty (Init/Data/Array/Basic.lean)
	libReg(A, "isEmpty", 1, 1, 0, func(a *libCall) ir.Value { return ir.Bool(len(a.arr(0)) == 0) })
	// Array.find? (Init/Data/Array/Basic.lean)
	libReg(A, "find?", 2, 2, 1, func(a *libCall) ir.Value {
		for _, x := range a.arr(1) {
			if a.test(a.v[0], x) {
				return libSome(x)
			}
		}
		return libNone()
	})
	// Array.findIdx? (Init/Data/Array/Basic.lean)
	libReg(A, "findIdx?", 2, 2, 1, func(a *libCall) ir.Value {
		for i, x := range a.arr(1) {
			if a.test(a.v[0], x) {
				return libSome(libNum(i))
			}
		}
		return libNone()
	})
	// Array.findIdx (Init/Data/Array/Basic.lean): (findIdx? p).getD size
	libReg(A, "findIdx", 2, 2, 1, func(a *libCall) ir.Value {
		xs := a.arr(1)
		for i, x := range xs {
			if a.test(a.v[0], x) {
				return libNum(i)
			}
		}
		return libNum(len(xs))
	})
	// Array.idxOf? (Init/Data/Array/Basic.lean): `idxOf? xs v`
	libReg(A, "idxOf?", 2, 2, 0, func(a *libCall) ir.Value {
		if i := libIndex(a.arr(0), a.v[1]); i >= 0 {
			return libSome(libNum(i))
		}
		return libNone()
	})
	// Array.indexOf? (deprecated alias of finIdxOf? since 2025-01-29; the Fin is a Nat here)
	libAlias(A, "indexOf?", "idxOf?")
	libAlias(A, "finIdxOf?", "idxOf?")
	// Array.idxOf (Init/Data/Array/Basic.lean): `idxOf a xs`, the size when absent.
	libReg(A, "idxOf", 2, 2, 1, func(a *libCall) ir.Value {
		xs := a.arr(1)
		if i := libIndex(xs, a.v[0]); i >= 0 {
			return libNum(i)
		}
		return libNum(len(xs))
	})
	// Array.erase (Init/Data/Array/Basic.lean): removes the first occurrence.
	libReg(A, "erase", 2, 2, 0, func(a *libCall) ir.Value {
		xs := a.arr(0)
		if i := libIndex(xs, a.v[1]); i >= 0 {
			return libArray(append(libCp(xs[:i]), xs[i+1:]...))
		}
		return libArray(libCp(xs))
	})
	// Array.flatten (Init/Data/Array/Basic.lean)
	libReg(A, "flatten", 1, 1, 0, func(a *libCall) ir.Value {
		var out []ir.Value
		for _, x := range a.arr(0) {
			s, ok := x.(ir.Array)
			if !ok {
				panic(a.bad("flatten needs an array of arrays, got element %s", x))
			}
			a.room(int64(len(out)) + int64(len(s.Elems)))
			out = append(out, s.Elems...)
		}
		return libArray(out)
	})
	// Array.partition (Init/Data/Array/Basic.lean)
	libReg(A, "partition", 2, 2, 1, func(a *libCall) ir.Value {
		var yes, no []ir.Value
		for _, x := range a.arr(1) {
			if a.test(a.v[0], x) {
				yes = append(yes, x)
			} else {
				no = append(no, x)
			}
		}
		return libPair(libArray(yes), libArray(no))
	})
}

// window reads optional (start, stop) arguments at positions i, i+1 with
// the defaults 0 and n; stop is clamped to n and an empty window returned
// when start is past it.
func (a *libCall) window(i, n int) (int, int) {
	lo, hi := 0, n
	if len(a.v) > i {
		lo = a.count(i)
	}
	if len(a.v) > i+1 {
		hi = libClampIdx(a.count(i+1), n)
	}
	if lo > hi {
		lo = hi
	}
	return lo, hi
}

// --- String (Init/Prelude.lean, Init/Data/String/Basic.lean, Extra.lean,
// Init/Data/ToString/Basic.lean) ---------------------------------------------

func libRegisterString() {
	const S = "String"
	// String.length (Init/Data/String/Basic.lean): in characters.
	libReg(S, "length", 1, 1, 0, func(a *libCall) ir.Value { return libNum(len(a.str(0))) })
	// String.toList, String.data (Init/Prelude.lean, Init/Data/String/Basic.lean)
	libReg(S, "toList", 1, 1, 0, func(a *libCall) ir.Value { a.str(0); return libList(libView(a.v[0].(ir.Seq).Elems)) })
	libAlias(S, "data", "toList")
	// String.mk (Init/Prelude.lean) and List.asString
	libReg(S, "mk", 1, 1, -1, func(a *libCall) ir.Value {
		xs := a.list(0)
		if !libAllChars(xs) {
			panic(a.bad("String.mk needs a list of characters"))
		}
		return ir.Seq{Elems: libView(xs), Str: true}
	})
	// String.get (Init/Data/String/Basic.lean): the position is a UTF-8 byte
	// offset; an invalid one gives (default : Char) = 'A' without panicking.
	libReg(S, "get", 2, 2, 0, func(a *libCall) ir.Value {
		if c, ok := libUtf8Get(a.str(0), a.int(1)); ok {
			return ir.Char(c)
		}
		return ir.Char('A')
	})
	// String.get? (Init/Data/String/Basic.lean)
	libReg(S, "get?", 2, 2, 0, func(a *libCall) ir.Value {
		if c, ok := libUtf8Get(a.str(0), a.int(1)); ok {
			return libSome(ir.Char(c))
		}
		return libNone()
	})
	// String.get! (Init/Data/String/Basic.lean): panics on an invalid position.
	libReg(S, "get!", 2, 2, 0, func(a *libCall) ir.Value {
		if c, ok := libUtf8Get(a.str(0), a.int(1)); ok {
			return ir.Char(c)
		}
		return ir.Char('A') // panic! is default: 'A'

	})
	// String.front (Init/Data/String/Basic.lean): get s 0, 'A' on "".
	libReg(S, "front", 1, 1, 0, func(a *libCall) ir.Value {
		if s := a.str(0); len(s) > 0 {
			return ir.Char(s[0])
		}
		return ir.Char('A')
	})
	// String.back (Init/Data/String/Basic.lean): get s (prev s endPos), 'A' on "".
	libReg(S, "back", 1, 1, 0, func(a *libCall) ir.Value {
		if s := a.str(0); len(s) > 0 {
			return ir.Char(s[len(s)-1])
		}
		return ir.Char('A')
	})
	// String.push (Init/Prelude.lean)
	libReg(S, "push", 2, 2, 0, func(a *libCall) ir.Value {
		s := a.str(0)
		a.room(int64(len(s)) + 1)
		return libStr(append(s, a.char(1)))
	})
	// String.pushn (Init/Data/String/Basic.lean): n copies of c at the end.
	libReg(S, "pushn", 3, 3, 0, func(a *libCall) ir.Value {
		s, c, n := a.str(0), a.char(1), a.count(2)
		a.room(int64(len(s)) + int64(n))
		for range n {
			s = append(s, c)
		}
		return libStr(s)
	})
	// String.append (Init/Data/String/Basic.lean), also ++
	libReg(S, "append", 2, 2, 0, func(a *libCall) ir.Value {
		s, t := a.str(0), a.str(1)
		a.room(int64(len(s)) + int64(len(t)))
		return libStr(append(s, t...))
	})
	// String.singleton (Init/Data/String/Basic.lean)
	libReg(S, "singleton", 1, 1, -1, func(a *libCall) ir.Value { return libStr([]rune{a.char(0)}) })
	// String.isEmpty (Init/Data/String/Basic.lean)
	libReg(S, "isEmpty", 1, 1, 0, func(a *libCall) ir.Value { return ir.Bool(len(a.str(0)) == 0) })
	// String.take (Init/Data/String/Basic.lean): the whole string when n ≥ length.
	libReg(S, "take", 2, 2, 0, func(a *libCall) ir.Value {
		s := a.str(0)
		return libStr(s[:libClampIdx(a.count(1), len(s))])
	})
	// String.drop (Init/Data/String/Basic.lean): "" when n ≥ length.
	libReg(S, "drop", 2, 2, 0, func(a *libCall) ir.Value {
		s := a.str(0)
		return libStr(s[libClampIdx(a.count(1), len(s)):])
	})
	// String.takeRight (Init/Data/String/Basic.lean)
	libReg(S, "takeRight", 2, 2, 0, func(a *libCall) ir.Value {
		s := a.str(0)
		return libStr(s[len(s)-libClampIdx(a.count(1), len(s)):])
	})
	// String.dropRight (Init/Data/String/Basic.lean)
	libReg(S, "dropRight", 2, 2, 0, func(a *libCall) ir.Value {
		s := a.str(0)
		return libStr(s[:len(s)-libClampIdx(a.count(1), len(s))])
	})
	// String.takeWhile (Init/Data/String/Basic.lean)
	libReg(S, "takeWhile", 2, 2, 0, func(a *libCall) ir.Value {
		s := a.str(0)
		k := 0
		for k < len(s) && a.test(a.v[1], ir.Char(s[k])) {
			k++
		}
		return libStr(s[:k])
	})
	// String.dropWhile (Init/Data/String/Basic.lean)
	libReg(S, "dropWhile", 2, 2, 0, func(a *libCall) ir.Value {
		s := a.str(0)
		k := 0
		for k < len(s) && a.test(a.v[1], ir.Char(s[k])) {
			k++
		}
		return libStr(s[k:])
	})
	// String.map (Init/Data/String/Basic.lean): `map f s`
	libReg(S, "map", 2, 2, 1, func(a *libCall) ir.Value {
		s := a.str(1)
		out := make([]rune, len(s))
		for i, c := range s {
			v := a.apply(a.v[0], ir.Char(c))
			ch, ok := v.(ir.Char)
			if !ok {
				panic(a.bad("the function returned %s, not a Char", v))
			}
			out[i] = rune(ch)
		}
		return libStr(out)
	})
	// String.all (Init/Data/String/Basic.lean)
	libReg(S, "all", 2, 2, 0, func(a *libCall) ir.Value {
		for _, c := range a.str(0) {
			if !a.test(a.v[1], ir.Char(c)) {
				return ir.Bool(false)
			}
		}
		return ir.Bool(true)
	})
	// String.any (Init/Data/String/Basic.lean)
	libReg(S, "any", 2, 2, 0, func(a *libCall) ir.Value {
		for _, c := range a.str(0) {
			if a.test(a.v[1], ir.Char(c)) {
				return ir.Bool(true)
			}
		}
		return ir.Bool(false)
	})
	// String.contains (Init/Data/String/Basic.lean): takes a Char in v4.18.
	libReg(S, "contains", 2, 2, 0, func(a *libCall) ir.Value {
		if _, ok := a.v[1].(ir.Char); !ok {
			panic(a.unknown("String.contains takes a Char in Lean v4.18, got %s", a.v[1]))
		}
		c := a.char(1)
		for _, x := range a.str(0) {
			if x == c {
				return ir.Bool(true)
			}
		}
		return ir.Bool(false)
	})
	// String.startsWith (Init/Data/String/Basic.lean)
	libReg(S, "startsWith", 2, 2, 0, func(a *libCall) ir.Value {
		s, p := a.str(0), a.str(1)
		return ir.Bool(len(p) <= len(s) && libRunesEq(s[:len(p)], p))
	})
	// String.endsWith (Init/Data/String/Basic.lean)
	libReg(S, "endsWith", 2, 2, 0, func(a *libCall) ir.Value {
		s, p := a.str(0), a.str(1)
		return ir.Bool(len(p) <= len(s) && libRunesEq(s[len(s)-len(p):], p))
	})
	// String.isPrefixOf (Init/Data/String/Basic.lean): `isPrefixOf p s`
	libReg(S, "isPrefixOf", 2, 2, 0, func(a *libCall) ir.Value {
		p, s := a.str(0), a.str(1)
		return ir.Bool(len(p) <= len(s) && libRunesEq(s[:len(p)], p))
	})
	// String.splitOn (Init/Data/String/Basic.lean): sep defaults to " ";
	// [s] when sep is ""; after a partial match that fails, the search
	// resumes one character after where the partial match began.
	libReg(S, "splitOn", 1, 2, 0, func(a *libCall) ir.Value {
		s, sep := a.str(0), []rune{' '}
		if len(a.v) > 1 {
			sep = a.str(1)
		}
		var parts [][]rune
		if len(sep) == 0 {
			parts = [][]rune{s}
		} else {
			parts = libSplitOn(a, s, sep)
		}
		out := make([]ir.Value, len(parts))
		for i, p := range parts {
			out[i] = libStr(p)
		}
		return libList(out)
	})
	// String.split (Init/Data/String/Basic.lean): splits at every character satisfying p.
	libReg(S, "split", 2, 2, 0, func(a *libCall) ir.Value {
		s := a.str(0)
		var out []ir.Value
		b := 0
		for i, c := range s {
			if a.test(a.v[1], ir.Char(c)) {
				out = append(out, libStr(s[b:i]))
				b = i + 1
			}
		}
		return libList(append(out, libStr(s[b:])))
	})
	// String.trim, trimLeft, trimRight (Init/Data/String/Basic.lean): Char.isWhitespace.
	libReg(S, "trim", 1, 1, 0, func(a *libCall) ir.Value { return libStr(libTrimRight(libTrimLeft(a.str(0)))) })
	libReg(S, "trimLeft", 1, 1, 0, func(a *libCall) ir.Value { return libStr(libTrimLeft(a.str(0))) })
	libReg(S, "trimRight", 1, 1, 0, func(a *libCall) ir.Value { return libStr(libTrimRight(a.str(0))) })
	// String.toUpper, toLower (Init/Data/String/Basic.lean): map Char.toUpper / Char.toLower.
	libReg(S, "toUpper", 1, 1, 0, func(a *libCall) ir.Value { return libStr(libMapRunes(a.str(0), libToUpper)) })
	libReg(S, "toLower", 1, 1, 0, func(a *libCall) ir.Value { return libStr(libMapRunes(a.str(0), libToLower)) })
	// String.capitalize, decapitalize (Init/Data/String/Basic.lean): the first character only.
	libReg(S, "capitalize", 1, 1, 0, func(a *libCall) ir.Value {
		s := a.str(0)
		if len(s) > 0 {
			s[0] = libToUpper(s[0])
		}
		return libStr(s)
	})
	libReg(S, "decapitalize", 1, 1, 0, func(a *libCall) ir.Value {
		s := a.str(0)
		if len(s) > 0 {
			s[0] = libToLower(s[0])
		}
		return libStr(s)
	})
	// String.isNat (Init/Data/String/Basic.lean): non-empty, all ASCII digits (no '_' in v4.18).
	libReg(S, "isNat", 1, 1, 0, func(a *libCall) ir.Value { return ir.Bool(libIsNat(a.str(0))) })
	// String.toNat? (Init/Data/String/Basic.lean)
	libReg(S, "toNat?", 1, 1, 0, func(a *libCall) ir.Value {
		if n, ok := libToNat(a.str(0)); ok {
			return libSome(libIntv(n))
		}
		return libNone()
	})
	// String.toNat! (Init/Data/String/Extra.lean): panics when not a Nat.
	libReg(S, "toNat!", 1, 1, 0, func(a *libCall) ir.Value {
		if n, ok := libToNat(a.str(0)); ok {
			return libIntv(n)
		}
		return libNum(0) // panic! is default: 0
	})
	// String.isInt (Init/Data/ToString/Basic.lean): an optional '-' then isNat; no '+'.
	libReg(S, "isInt", 1, 1, 0, func(a *libCall) ir.Value {
		_, ok := libToInt(a.str(0))
		return ir.Bool(ok)
	})
	// String.toInt? (Init/Data/ToString/Basic.lean)
	libReg(S, "toInt?", 1, 1, 0, func(a *libCall) ir.Value {
		if n, ok := libToInt(a.str(0)); ok {
			return libSome(libSigned(n))
		}
		return libNone()
	})
	// String.toInt! (Init/Data/ToString/Basic.lean): panics when not an Int.
	libReg(S, "toInt!", 1, 1, 0, func(a *libCall) ir.Value {
		if n, ok := libToInt(a.str(0)); ok {
			return libSigned(n)
		}
		return libSigned(big.NewInt(0)) // panic! is default: 0
	})
	// String.join (Init/Data/String/Basic.lean): concatenation of a list of strings.
	libReg(S, "join", 1, 1, -1, func(a *libCall) ir.Value {
		var out []rune
		for i := range a.list(0) {
			out = append(out, a.strIn(0, i)...)
			a.room(int64(len(out)))
		}
		return libStr(out)
	})
	// String.intercalate (Init/Data/String/Basic.lean): `sep.intercalate l`
	libReg(S, "intercalate", 2, 2, 0, func(a *libCall) ir.Value {
		sep := a.str(0)
		var out []rune
		for i := range a.list(1) {
			if i > 0 {
				out = append(out, sep...)
			}
			out = append(out, a.strIn(1, i)...)
			a.room(int64(len(out)))
		}
		return libStr(out)
	})
	// String.foldl (Init/Data/String/Basic.lean): `foldl f init s`
	libReg(S, "foldl", 3, 3, 2, func(a *libCall) ir.Value {
		acc := a.v[1]
		for _, c := range a.str(2) {
			acc = a.apply(a.v[0], acc, ir.Char(c))
		}
		return acc
	})
	// String.foldr (Init/Data/String/Basic.lean): `foldr f init s`
	libReg(S, "foldr", 3, 3, 2, func(a *libCall) ir.Value {
		acc := a.v[1]
		s := a.str(2)
		for i := len(s) - 1; i >= 0; i-- {
			acc = a.apply(a.v[0], ir.Char(s[i]), acc)
		}
		return acc
	})
	// String.replace (Init/Data/String/Basic.lean): every occurrence, left
	// to right; s unchanged when the pattern is "".
	libReg(S, "replace", 3, 3, 0, func(a *libCall) ir.Value {
		s, pat, rep := a.str(0), a.str(1), a.str(2)
		if len(pat) == 0 {
			return libStr(s)
		}
		var out []rune
		for i := 0; i < len(s); {
			a.spend(len(pat))
			if i+len(pat) <= len(s) && libRunesEq(s[i:i+len(pat)], pat) {
				out = append(out, rep...)
				a.room(int64(len(out)))
				i += len(pat)
				continue
			}
			out = append(out, s[i])
			i++
		}
		return libStr(out)
	})
}

// strIn is element k of the list argument i, as a string.
func (a *libCall) strIn(i, k int) []rune {
	s, ok := a.list(i)[k].(ir.Seq)
	if !ok || !libAllChars(s.Elems) {
		panic(a.bad("argument %d should be a list of strings", i+1))
	}
	rs := make([]rune, len(s.Elems))
	for j, e := range s.Elems {
		rs[j] = rune(e.(ir.Char))
	}
	return rs
}

func libRunesEq(x, y []rune) bool {
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		if x[i] != y[i] {
			return false
		}
	}
	return true
}

// libSplitOn mirrors String.splitOnAux with character indices (a match of j
// characters of sep spans the same bytes in s).
func libSplitOn(a *libCall, s, sep []rune) [][]rune {
	var out [][]rune
	b, i, j := 0, 0, 0
	for i < len(s) {
		a.spend(1)
		if s[i] == sep[j] {
			i++
			j++
			if j == len(sep) {
				out = append(out, s[b:i-j])
				b, j = i, 0
			}
			continue
		}
		i, j = i-j+1, 0
	}
	return append(out, s[b:i])
}

func libUtf8Size(c rune) int64 {
	switch {
	case c < 0x80:
		return 1
	case c < 0x800:
		return 2
	case c < 0x10000:
		return 3
	}
	return 4
}

// libUtf8Get is String.utf8GetAux: the character starting at byte offset p.
func libUtf8Get(s []rune, p *big.Int) (rune, bool) {
	if !p.IsInt64() {
		return 0, false
	}
	want, at := p.Int64(), int64(0)
	for _, c := range s {
		if at == want {
			return c, true
		}
		if at > want {
			break
		}
		at += libUtf8Size(c)
	}
	return 0, false
}

// libIsWhitespace is Char.isWhitespace (Init/Data/Char/Basic.lean): space,
// tab, carriage return and newline only.
func libIsWhitespace(c rune) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

func libTrimLeft(s []rune) []rune {
	k := 0
	for k < len(s) && libIsWhitespace(s[k]) {
		k++
	}
	return s[k:]
}

func libTrimRight(s []rune) []rune {
	k := len(s)
	for k > 0 && libIsWhitespace(s[k-1]) {
		k--
	}
	return s[:k]
}

func libMapRunes(s []rune, f func(rune) rune) []rune {
	for i, c := range s {
		s[i] = f(c)
	}
	return s
}

func libIsNat(s []rune) bool {
	if len(s) == 0 {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// libToNat is String.toNat?: isNat, then the decimal value.
func libToNat(s []rune) (*big.Int, bool) {
	if !libIsNat(s) {
		return nil, false
	}
	n, _ := new(big.Int).SetString(string(s), 10)
	return n, true
}

// libToInt is String.toInt?: if s.get 0 = '-' then the negated toNat? of the
// rest, else toNat? (so "-" and "+5" are none, "-0" is 0).
func libToInt(s []rune) (*big.Int, bool) {
	if len(s) > 0 && s[0] == '-' {
		n, ok := libToNat(s[1:])
		if !ok {
			return nil, false
		}
		return n.Neg(n), true
	}
	return libToNat(s)
}

// --- Char (Init/Prelude.lean, Init/Data/Char/Basic.lean) --------------------

func libToUpper(c rune) rune {
	if c >= 'a' && c <= 'z' {
		return c - 32
	}
	return c
}

func libToLower(c rune) rune {
	if c >= 'A' && c <= 'Z' {
		return c + 32
	}
	return c
}

func libRegisterChar() {
	const C = "Char"
	pred := func(name string, p func(rune) bool) {
		libReg(C, name, 1, 1, 0, func(a *libCall) ir.Value { return ir.Bool(p(a.char(0))) })
	}
	isUpper := func(c rune) bool { return c >= 'A' && c <= 'Z' }
	isLower := func(c rune) bool { return c >= 'a' && c <= 'z' }
	isDigit := func(c rune) bool { return c >= '0' && c <= '9' }
	// Char.isUpper, isLower, isAlpha, isDigit, isAlphanum, isWhitespace
	// (Init/Data/Char/Basic.lean): ASCII only.
	pred("isUpper", isUpper)
	pred("isLower", isLower)
	pred("isAlpha", func(c rune) bool { return isUpper(c) || isLower(c) })
	pred("isDigit", isDigit)
	pred("isAlphanum", func(c rune) bool { return isUpper(c) || isLower(c) || isDigit(c) })
	pred("isWhitespace", libIsWhitespace)
	// Char.toUpper, Char.toLower (Init/Data/Char/Basic.lean): ASCII letters only.
	libReg(C, "toUpper", 1, 1, 0, func(a *libCall) ir.Value { return ir.Char(libToUpper(a.char(0))) })
	libReg(C, "toLower", 1, 1, 0, func(a *libCall) ir.Value { return ir.Char(libToLower(a.char(0))) })
	// Char.toNat (Init/Data/Char/Basic.lean), Char.val (Init/Prelude.lean; a UInt32 here an integer)
	libReg(C, "toNat", 1, 1, 0, func(a *libCall) ir.Value { return libNum(int(a.char(0))) })
	libAlias(C, "val", "toNat")
	// Char.ofNat (Init/Prelude.lean): '\0' unless n is a Unicode scalar value.
	libReg(C, "ofNat", 1, 1, -1, func(a *libCall) ir.Value {
		n := a.nat(0)
		if n.IsInt64() {
			if k := n.Int64(); k < 0xd800 || (0xdfff < k && k < 0x110000) {
				return ir.Char(rune(k))
			}
		}
		return ir.Char(0)
	})
	// Char.toString (Init/Data/String/Basic.lean): the one-character string.
	libReg(C, "toString", 1, 1, 0, func(a *libCall) ir.Value { return libStr([]rune{a.char(0)}) })
}

// --- Nat (Init/Prelude.lean, Init/Data/Nat/Basic.lean, Gcd.lean, Log2.lean) --

func libRegisterNat() {
	const N = "Nat"
	nat1 := func(name string, f func(a *libCall, n *big.Int) ir.Value) {
		libReg(N, name, 1, 1, 0, func(a *libCall) ir.Value { return f(a, a.nat(0)) })
	}
	nat2 := func(name string, f func(a *libCall, m, n *big.Int) ir.Value) {
		libReg(N, name, 2, 2, 0, func(a *libCall) ir.Value { return f(a, a.nat(0), a.nat(1)) })
	}
	// Fin.val (Init/Prelude.lean): a Fin n is read as its natural number
	// (the bound comes from its type), so .val is that number.
	nat1("val", func(a *libCall, n *big.Int) ir.Value { return libIntv(n) })
	// Nat.succ (Init/Prelude.lean)
	nat1("succ", func(a *libCall, n *big.Int) ir.Value { return libIntv(new(big.Int).Add(n, big.NewInt(1))) })
	// Nat.pred (Init/Prelude.lean): pred 0 = 0
	nat1("pred", func(a *libCall, n *big.Int) ir.Value {
		if n.Sign() == 0 {
			return libIntv(new(big.Int))
		}
		return libIntv(new(big.Int).Sub(n, big.NewInt(1)))
	})
	// Nat.add, Nat.mul (Init/Prelude.lean)
	nat2("add", func(a *libCall, m, n *big.Int) ir.Value { return libIntv(new(big.Int).Add(m, n)) })
	nat2("mul", func(a *libCall, m, n *big.Int) ir.Value { return libIntv(libMul(a, m, n)) })
	// Nat.sub (Init/Prelude.lean): truncated, m - n = 0 when n ≥ m.
	nat2("sub", func(a *libCall, m, n *big.Int) ir.Value {
		z := new(big.Int).Sub(m, n)
		if z.Sign() < 0 {
			z.SetInt64(0)
		}
		return libIntv(z)
	})
	// Nat.div (Init/Prelude.lean, Init/Data/Nat/Div): m / 0 = 0
	nat2("div", func(a *libCall, m, n *big.Int) ir.Value {
		if n.Sign() == 0 {
			return libIntv(new(big.Int))
		}
		return libIntv(new(big.Int).Quo(m, n))
	})
	// Nat.mod (Init/Prelude.lean, Init/Data/Nat/Div): m % 0 = m
	nat2("mod", func(a *libCall, m, n *big.Int) ir.Value {
		if n.Sign() == 0 {
			return libIntv(new(big.Int).Set(m))
		}
		return libIntv(new(big.Int).Rem(m, n))
	})
	// Nat.pow (Init/Prelude.lean)
	nat2("pow", func(a *libCall, m, n *big.Int) ir.Value { return libIntv(libPow(a, m, n)) })
	// Nat.min, Nat.max (Init/Data/Nat/Basic.lean)
	nat2("min", func(a *libCall, m, n *big.Int) ir.Value { return libIntv(libBigMin(m, n)) })
	nat2("max", func(a *libCall, m, n *big.Int) ir.Value { return libIntv(libBigMax(m, n)) })
	// Nat.gcd (Init/Data/Nat/Gcd.lean): gcd 0 n = n
	nat2("gcd", func(a *libCall, m, n *big.Int) ir.Value { return libIntv(new(big.Int).GCD(nil, nil, m, n)) })
	// Nat.lcm (Init/Data/Nat/Lcm.lean): m * n / gcd m n (0 when either is 0)
	nat2("lcm", func(a *libCall, m, n *big.Int) ir.Value { return libIntv(libLcm(m, n)) })
	// Nat.ble, Nat.blt, Nat.beq (Init/Prelude.lean)
	nat2("ble", func(a *libCall, m, n *big.Int) ir.Value { return ir.Bool(m.Cmp(n) <= 0) })
	nat2("blt", func(a *libCall, m, n *big.Int) ir.Value { return ir.Bool(m.Cmp(n) < 0) })
	nat2("beq", func(a *libCall, m, n *big.Int) ir.Value { return ir.Bool(m.Cmp(n) == 0) })
	// Nat.log2 (Init/Data/Nat/Log2.lean): log2 0 = 0
	nat1("log2", func(a *libCall, n *big.Int) ir.Value {
		if n.Sign() == 0 {
			return libNum(0)
		}
		return libNum(n.BitLen() - 1)
	})
	// Nat.sqrt: Batteries (Batteries/Data/Nat/Basic.lean) and Mathlib; the floor square root.
	nat1("sqrt", func(a *libCall, n *big.Int) ir.Value { return libIntv(new(big.Int).Sqrt(n)) })
	// Nat.repr (Init/Data/Repr.lean): (toDigits 10 n).asString
	nat1("repr", func(a *libCall, n *big.Int) ir.Value { return libStr([]rune(n.String())) })
	// Nat.toDigits (Init/Data/Repr.lean): toDigitsCore base (n+1) n [];
	// digits past 15 are '*', toDigits b 0 = ['0'].
	libReg(N, "toDigits", 2, 2, 0, func(a *libCall) ir.Value {
		base, n := a.nat(0), new(big.Int).Set(a.nat(1))
		if base.Cmp(big.NewInt(2)) >= 0 && base.Cmp(big.NewInt(16)) <= 0 {
			// The same digits, '0'-'9' then 'a'-'f'.
			t := n.Text(int(base.Int64()))
			a.room(int64(len(t)))
			return libList(libStr([]rune(t)).(ir.Seq).Elems)
		}
		var ds []ir.Value
		fuel := new(big.Int).Add(n, big.NewInt(1))
		for fuel.Sign() > 0 {
			fuel.Sub(fuel, big.NewInt(1))
			a.room(int64(len(ds)) + 1)
			a.spend(len(n.Bits()))
			d, q := new(big.Int), new(big.Int)
			if base.Sign() == 0 {
				d.Set(n)
			} else {
				q.QuoRem(n, base, d)
			}
			ds = append(ds, ir.Char(libDigitChar(d)))
			if q.Sign() == 0 {
				break
			}
			n = q
		}
		return libList(libReversed(ds))
	})
	// Nat.digits: Mathlib (Mathlib/Data/Nat/Digits.lean), little-endian;
	// digits b 0 = [], digits 0 n = [n], digits 1 n = replicate n 1.
	libReg(N, "digits", 2, 2, 0, func(a *libCall) ir.Value {
		b, n := a.nat(0), new(big.Int).Set(a.nat(1))
		var out []ir.Value
		switch {
		case n.Sign() == 0:
		case b.Sign() == 0:
			out = []ir.Value{libIntv(n)}
		case b.Cmp(big.NewInt(1)) == 0:
			k := a.count(1)
			a.room(int64(k))
			for range k {
				out = append(out, libNum(1))
			}
		case b.Cmp(big.NewInt(36)) <= 0:
			t := n.Text(int(b.Int64()))
			a.room(int64(len(t)))
			for i := len(t) - 1; i >= 0; i-- {
				d := int(t[i] - '0')
				if t[i] >= 'a' {
					d = int(t[i]-'a') + 10
				}
				out = append(out, libNum(d))
			}
		default:
			for n.Sign() > 0 {
				a.spend(len(n.Bits()))
				d := new(big.Int)
				n.QuoRem(n, b, d)
				out = append(out, libIntv(d))
			}
		}
		return libList(out)
	})
	// Nat.factorial: Mathlib (Mathlib/Data/Nat/Factorial/Basic.lean), n !
	nat1("factorial", func(a *libCall, n *big.Int) ir.Value {
		if !n.IsInt64() || n.Int64() > 20000 {
			panic(a.unknown("factorial of %s is larger than the evaluator computes", n))
		}
		if n.Sign() == 0 {
			return libNum(1)
		}
		return libIntv(new(big.Int).MulRange(1, n.Int64()))
	})
	// Nat.choose: Mathlib (Mathlib/Data/Nat/Choose/Basic.lean), 0 when k > n.
	nat2("choose", func(a *libCall, n, k *big.Int) ir.Value {
		if k.Cmp(n) > 0 {
			return libNum(0)
		}
		if !n.IsInt64() || n.Int64() > 100000 {
			panic(a.unknown("choose with n = %s is larger than the evaluator computes", n))
		}
		return libIntv(new(big.Int).Binomial(n.Int64(), k.Int64()))
	})
	// Nat.Prime: Mathlib (Mathlib/Data/Nat/Prime/Defs.lean), decidable;
	// decided exactly below 2^64 (Baillie-PSW has no counterexample there).
	nat1("Prime", func(a *libCall, n *big.Int) ir.Value {
		if n.BitLen() > 64 {
			panic(a.unknown("primality of %s is not decided by the evaluator", n))
		}
		return ir.Bool(n.ProbablyPrime(0))
	})
}

func libDigitChar(d *big.Int) rune {
	if d.IsInt64() {
		switch k := d.Int64(); {
		case k < 10:
			return rune('0' + k)
		case k < 16:
			return rune('a' + k - 10)
		}
	}
	return '*'
}

func libBigMin(m, n *big.Int) *big.Int {
	if m.Cmp(n) <= 0 {
		return m
	}
	return n
}

func libBigMax(m, n *big.Int) *big.Int {
	if m.Cmp(n) <= 0 {
		return n
	}
	return m
}

func libLcm(m, n *big.Int) *big.Int {
	m, n = new(big.Int).Abs(m), new(big.Int).Abs(n)
	g := new(big.Int).GCD(nil, nil, m, n)
	if g.Sign() == 0 {
		return g
	}
	z := new(big.Int).Mul(m, n) // at most twice the bits of bounded inputs
	return z.Quo(z, g)
}

// libMul multiplies within the evaluator's integer bound.
func libMul(a *libCall, m, n *big.Int) *big.Int {
	if ir.MulTooLarge(m, n) {
		panic(a.unknown("an integer larger than %d bits: beyond what the evaluator computes", ir.MaxIntBits))
	}
	return new(big.Int).Mul(m, n)
}

// libMaxExponent bounds powers, as the evaluator's ** does.
const libMaxExponent = 10_000

func libPow(a *libCall, m, n *big.Int) *big.Int {
	if !n.IsInt64() || n.Int64() > libMaxExponent && m.CmpAbs(big.NewInt(1)) > 0 {
		panic(a.unknown("exponent %s is larger than the evaluator allows (%d)", n, libMaxExponent))
	}
	if ir.PowTooLarge(m, n.Int64()) {
		panic(a.unknown("an integer larger than %d bits: beyond what the evaluator computes", ir.MaxIntBits))
	}
	return new(big.Int).Exp(m, n, nil)
}

// --- Int (Init/Data/Int/Basic.lean, Init/Data/Int/DivMod/Basic.lean) -------

func libRegisterInt() {
	const I = "Int"
	int1 := func(name string, f func(a *libCall, x *big.Int) ir.Value) {
		libReg(I, name, 1, 1, 0, func(a *libCall) ir.Value { return f(a, a.int(0)) })
	}
	int2 := func(name string, f func(a *libCall, x, y *big.Int) ir.Value) {
		libReg(I, name, 2, 2, 0, func(a *libCall) ir.Value { return f(a, a.int(0), a.int(1)) })
	}
	// Int.toNat (Init/Data/Int/Basic.lean): negative numbers go to 0.
	int1("toNat", func(a *libCall, x *big.Int) ir.Value {
		if x.Sign() < 0 {
			return libNum(0)
		}
		return libIntv(x)
	})
	// Int.natAbs (Init/Data/Int/Basic.lean)
	int1("natAbs", func(a *libCall, x *big.Int) ir.Value { return libIntv(new(big.Int).Abs(x)) })
	// Int.sign (Init/Data/Int/Basic.lean)
	int1("sign", func(a *libCall, x *big.Int) ir.Value { return libSigned(big.NewInt(int64(x.Sign()))) })
	// Int.neg (Init/Data/Int/Basic.lean)
	int1("neg", func(a *libCall, x *big.Int) ir.Value { return libSigned(new(big.Int).Neg(x)) })
	// Int.ofNat (Init/Data/Int/Basic.lean)
	libReg(I, "ofNat", 1, 1, -1, func(a *libCall) ir.Value { return libSigned(a.nat(0)) })
	// Int.repr (Init/Data/Int/Basic.lean): "-" ++ digits for negative numbers.
	int1("repr", func(a *libCall, x *big.Int) ir.Value { return libStr([]rune(x.String())) })
	// Int.add, Int.sub, Int.mul (Init/Data/Int/Basic.lean)
	int2("add", func(a *libCall, x, y *big.Int) ir.Value { return libSigned(new(big.Int).Add(x, y)) })
	int2("sub", func(a *libCall, x, y *big.Int) ir.Value { return libSigned(new(big.Int).Sub(x, y)) })
	int2("mul", func(a *libCall, x, y *big.Int) ir.Value { return libSigned(libMul(a, x, y)) })
	// Int.pow (Init/Data/Int/Basic.lean): the exponent is a Nat.
	libReg(I, "pow", 2, 2, 0, func(a *libCall) ir.Value { return libSigned(libPow(a, a.int(0), a.nat(1))) })
	// Int.min, Int.max (min/max on Int, Init/Data/Int/Basic.lean)
	int2("min", func(a *libCall, x, y *big.Int) ir.Value { return libSigned(libBigMin(x, y)) })
	int2("max", func(a *libCall, x, y *big.Int) ir.Value { return libSigned(libBigMax(x, y)) })
	// Int.ediv, Int.emod (Init/Data/Int/DivMod/Basic.lean): `/` and `%`;
	// 0 ≤ emod x y < natAbs y for y ≠ 0, x / 0 = 0, x % 0 = x.
	int2("ediv", func(a *libCall, x, y *big.Int) ir.Value { return libSigned(libDivMod(x, y, 'e', true)) })
	int2("emod", func(a *libCall, x, y *big.Int) ir.Value { return libSigned(libDivMod(x, y, 'e', false)) })
	// Int.tdiv, Int.tmod (Init/Data/Int/DivMod/Basic.lean): round toward zero.
	int2("tdiv", func(a *libCall, x, y *big.Int) ir.Value { return libSigned(libDivMod(x, y, 't', true)) })
	int2("tmod", func(a *libCall, x, y *big.Int) ir.Value { return libSigned(libDivMod(x, y, 't', false)) })
	// Int.fdiv, Int.fmod (Init/Data/Int/DivMod/Basic.lean): round toward -∞.
	int2("fdiv", func(a *libCall, x, y *big.Int) ir.Value { return libSigned(libDivMod(x, y, 'f', true)) })
	int2("fmod", func(a *libCall, x, y *big.Int) ir.Value { return libSigned(libDivMod(x, y, 'f', false)) })
	// Int.bmod (Init/Data/Int/DivMod/Basic.lean): r := x % m; if r < (m + 1) / 2 then r else r - m
	libReg(I, "bmod", 2, 2, 0, func(a *libCall) ir.Value {
		x, m := a.int(0), a.nat(1)
		r := libDivMod(x, m, 'e', false)
		if r.Cmp(libHalfUp(m)) < 0 {
			return libSigned(r)
		}
		return libSigned(r.Sub(r, m))
	})
	// Int.bdiv (Init/Data/Int/DivMod/Basic.lean): 0 when m = 0, else x / m
	// rounded so that bmod is the remainder.
	libReg(I, "bdiv", 2, 2, 0, func(a *libCall) ir.Value {
		x, m := a.int(0), a.nat(1)
		if m.Sign() == 0 {
			return libSigned(new(big.Int))
		}
		q, r := libDivMod(x, m, 'e', true), libDivMod(x, m, 'e', false)
		if r.Cmp(libHalfUp(m)) < 0 {
			return libSigned(q)
		}
		return libSigned(q.Add(q, big.NewInt(1)))
	})
	// Int.div and Int.mod (T-rounding) were removed in December 2024 and do not exist in v4.18.
	for _, n := range []string{"div", "mod"} {
		libReg(I, n, 2, 2, 0, func(a *libCall) ir.Value {
			panic(a.unknown("Int.div and Int.mod do not exist in Lean v4.18 (removed in December 2024; `/` is Int.ediv, Int.tdiv rounds toward zero)"))
		})
	}
	// Int.gcd, Int.lcm (Init/Data/Int/Gcd.lean): of the natAbs values, a Nat.
	int2("gcd", func(a *libCall, x, y *big.Int) ir.Value {
		return libIntv(new(big.Int).GCD(nil, nil, new(big.Int).Abs(x), new(big.Int).Abs(y)))
	})
	int2("lcm", func(a *libCall, x, y *big.Int) ir.Value { return libIntv(libLcm(x, y)) })
}

func libHalfUp(m *big.Int) *big.Int {
	h := new(big.Int).Add(m, big.NewInt(1))
	return h.Quo(h, big.NewInt(2))
}

// libDivMod is Int.ediv/emod ('e'), tdiv/tmod ('t') and fdiv/fmod ('f'); all
// three give x / 0 = 0 and x % 0 = x.
func libDivMod(x, y *big.Int, conv byte, quotient bool) *big.Int {
	if y.Sign() == 0 {
		if quotient {
			return new(big.Int)
		}
		return new(big.Int).Set(x)
	}
	q, m := new(big.Int), new(big.Int)
	switch conv {
	case 'e':
		q.DivMod(x, y, m) // Euclidean
	case 't':
		q.QuoRem(x, y, m) // truncated
	case 'f':
		q.DivMod(x, y, m)
		if y.Sign() < 0 && m.Sign() != 0 {
			q.Sub(q, big.NewInt(1))
			m.Add(m, y)
		}
	}
	if quotient {
		return q
	}
	return m
}

// --- Option (Init/Prelude.lean, Init/Data/Option/Basic.lean) ----------------

func libRegisterOption() {
	const O = "Option"
	// Option.isSome, Option.isNone (Init/Data/Option/Basic.lean)
	libReg(O, "isSome", 1, 1, 0, func(a *libCall) ir.Value { _, ok := a.option(0); return ir.Bool(ok) })
	libReg(O, "isNone", 1, 1, 0, func(a *libCall) ir.Value { _, ok := a.option(0); return ir.Bool(!ok) })
	// Option.get! (Init/Data/Option/BasicAux.lean): panics on none.
	libReg(O, "get!", 1, 1, 0, func(a *libCall) ir.Value {
		if v, ok := a.option(0); ok {
			return v
		}
		panic(a.unknown("Option.get! of none: Lean returns the value type's default here, which none does not tell"))
	})
	// Option.get (Init/Prelude.lean): needs a proof of isSome.
	libReg(O, "get", 1, 1, 0, func(a *libCall) ir.Value {
		if v, ok := a.option(0); ok {
			return v
		}
		panic(a.bad("value is none"))
	})
	// Option.getD (Init/Prelude.lean)
	libReg(O, "getD", 2, 2, 0, func(a *libCall) ir.Value {
		if v, ok := a.option(0); ok {
			return v
		}
		return a.v[1]
	})
	// Option.map (Init/Prelude.lean): `map f o`
	libReg(O, "map", 2, 2, 1, func(a *libCall) ir.Value {
		if v, ok := a.option(1); ok {
			return libSome(a.apply(a.v[0], v))
		}
		return libNone()
	})
	// Option.bind (Init/Data/Option/Basic.lean): `bind o f`
	libReg(O, "bind", 2, 2, 0, func(a *libCall) ir.Value {
		if v, ok := a.option(0); ok {
			r := a.apply(a.v[1], v)
			a.optOf(r)
			return r
		}
		return libNone()
	})
	// Option.filter (Init/Data/Option/Basic.lean): `filter p o`
	libReg(O, "filter", 2, 2, 1, func(a *libCall) ir.Value {
		if v, ok := a.option(1); ok && a.test(a.v[0], v) {
			return libSome(v)
		}
		return libNone()
	})
	// Option.all, Option.any (Init/Data/Option/Basic.lean): `all p o`, `any p o`
	libReg(O, "all", 2, 2, 1, func(a *libCall) ir.Value {
		v, ok := a.option(1)
		return ir.Bool(!ok || a.test(a.v[0], v))
	})
	libReg(O, "any", 2, 2, 1, func(a *libCall) ir.Value {
		v, ok := a.option(1)
		return ir.Bool(ok && a.test(a.v[0], v))
	})
	// Option.toList (Init/Data/Option/Basic.lean)
	libReg(O, "toList", 1, 1, 0, func(a *libCall) ir.Value {
		if v, ok := a.option(0); ok {
			return libList([]ir.Value{v})
		}
		return libList(nil)
	})
}

// --- Prod (Init/Prelude.lean, Init/Core.lean) ------------------------------

func libRegisterProd() {
	const P = "Prod"
	pairArg := func(a *libCall, i int) ir.Tuple {
		t, ok := a.v[i].(ir.Tuple)
		if !ok || len(t.Elems) < 2 {
			panic(a.bad("argument %d should be a pair, got %s", i+1, a.v[i]))
		}
		return t
	}
	// Prod.fst, Prod.snd (Init/Prelude.lean); for a nested tuple (a, b, c)
	// = (a, (b, c)) snd is the rest.
	libReg(P, "fst", 1, 1, 0, func(a *libCall) ir.Value { return pairArg(a, 0).Elems[0] })
	libReg(P, "snd", 1, 1, 0, func(a *libCall) ir.Value {
		t := pairArg(a, 0)
		if len(t.Elems) == 2 {
			return t.Elems[1]
		}
		return ir.Tuple{Elems: libCp(t.Elems[1:])}
	})
	// Prod.swap (Lean core): (a, b) ↦ (b, a)
	libReg(P, "swap", 1, 1, 0, func(a *libCall) ir.Value {
		t := pairArg(a, 0)
		if len(t.Elems) != 2 {
			panic(a.bad("swap needs a pair"))
		}
		return libPair(t.Elems[1], t.Elems[0])
	})
	// Prod.map (Init/Core.lean): `map f g (a, b) = (f a, g b)`
	libReg(P, "map", 3, 3, 2, func(a *libCall) ir.Value {
		t := pairArg(a, 2)
		if len(t.Elems) != 2 {
			panic(a.bad("map needs a pair"))
		}
		return libPair(a.apply(a.v[0], t.Elems[0]), a.apply(a.v[1], t.Elems[1]))
	})
}

// --- Bool (Init/Prelude.lean) ---------------------------------------------

func libRegisterBool() {
	const B = "Bool"
	// Bool.toNat (Lean core): cond b 1 0
	libReg(B, "toNat", 1, 1, 0, func(a *libCall) ir.Value {
		if a.bool(0) {
			return libNum(1)
		}
		return libNum(0)
	})
	// Bool.not, Bool.and, Bool.or (Init/Prelude.lean)
	libReg(B, "not", 1, 1, 0, func(a *libCall) ir.Value { return ir.Bool(!a.bool(0)) })
	libReg(B, "and", 2, 2, 0, func(a *libCall) ir.Value { return ir.Bool(a.bool(0) && a.bool(1)) })
	libReg(B, "or", 2, 2, 0, func(a *libCall) ir.Value { return ir.Bool(a.bool(0) || a.bool(1)) })
	// Bool.decide: `decide b` on a Bool-valued proposition.
	libReg(B, "decide", 1, 1, 0, func(a *libCall) ir.Value { return ir.Bool(a.bool(0)) })
}

// Std.HashSet (Std/Data/HashSet/Basic.lean) as a set of values: the
// operations whose results do not depend on the hash order. toList,
// fold and the other traversals do, and are unknown here.
func libRegisterHashSet() {
	const H = "Std.HashSet"
	set := func(a *libCall, i int) []ir.Value {
		if s, ok := a.v[i].(ir.Set); ok {
			return s.Elems
		}
		panic(a.bad("argument %d should be a HashSet, got %s", i+1, a.v[i]))
	}
	// HashSet.empty and emptyWithCapacity (an optional capacity).
	empty := func(a *libCall) ir.Value { return ir.Set{} }
	libReg(H, "empty", 0, 1, -1, empty)
	libReg(H, "emptyWithCapacity", 0, 1, -1, empty)
	// HashSet.insert: unchanged when an equal element is there.
	libReg(H, "insert", 2, 2, 0, func(a *libCall) ir.Value {
		el := set(a, 0)
		a.room(int64(len(el) + 1))
		return ir.MakeSet(append(append([]ir.Value(nil), el...), a.v[1]))
	})
	libReg(H, "contains", 2, 2, 0, func(a *libCall) ir.Value {
		for _, x := range set(a, 0) {
			if ir.Equal(x, a.v[1]) {
				return ir.Bool(true)
			}
		}
		return ir.Bool(false)
	})
	libReg(H, "erase", 2, 2, 0, func(a *libCall) ir.Value {
		var out []ir.Value
		for _, x := range set(a, 0) {
			if !ir.Equal(x, a.v[1]) {
				out = append(out, x)
			}
		}
		return ir.Set{Elems: out}
	})
	libReg(H, "size", 1, 1, 0, func(a *libCall) ir.Value { return libNum(len(set(a, 0))) })
	libReg(H, "isEmpty", 1, 1, 0, func(a *libCall) ir.Value { return ir.Bool(len(set(a, 0)) == 0) })
	libReg(H, "toList", 1, 1, 0, func(a *libCall) ir.Value {
		panic(a.unknown("the order of a HashSet's elements follows Lean's hashes, which are not computed here"))
	})
	// With `open Std` the same functions are HashSet.f.
	libTable["HashSet"] = map[string]*libDef{}
	for n, d := range libTable[H] {
		cp := *d
		cp.ns = "HashSet"
		libTable["HashSet"][n] = &cp
	}
}

// Finset and Set (Mathlib) on the finite sets set-builder notation
// builds ({i : Nat | i < n}): the operations whose results do not depend
// on an order. Set.ncard is the number of elements of a finite set.
func libRegisterFinset() {
	set := func(a *libCall, i int) []ir.Value {
		if s, ok := a.v[i].(ir.Set); ok {
			return s.Elems
		}
		panic(a.bad("argument %d should be a set, got %s", i+1, a.v[i]))
	}
	for _, ns := range []string{"Finset", "Set"} {
		libReg(ns, "card", 1, 1, 0, func(a *libCall) ir.Value { return libNum(len(set(a, 0))) })
		libReg(ns, "ncard", 1, 1, 0, func(a *libCall) ir.Value { return libNum(len(set(a, 0))) })
		libReg(ns, "toFinset", 1, 1, 0, func(a *libCall) ir.Value { return ir.Set{Elems: set(a, 0)} })
		// image f s: the set of f x (equal values once).
		libReg(ns, "image", 2, 2, 1, func(a *libCall) ir.Value {
			el := set(a, 1)
			out := make([]ir.Value, len(el))
			for i, x := range el {
				out[i] = a.apply(a.v[0], x)
			}
			return ir.MakeSet(out)
		})
		libReg(ns, "filter", 2, 2, 1, func(a *libCall) ir.Value {
			var out []ir.Value
			for _, x := range set(a, 1) {
				if b, ok := a.apply(a.v[0], x).(ir.Bool); ok && bool(b) {
					out = append(out, x)
				} else if !ok {
					panic(a.unknown("filter's predicate gave no Bool"))
				}
			}
			return ir.Set{Elems: out}
		})
	}
}
