package ir

import (
	"math/big"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"
	"unicode/utf8"
)

// Value is a runtime value of the evaluator. Values are immutable: every
// operation builds a new value, so examples can be shared between checks.
type Value interface {
	Kind() Kind
	String() string
}

// Bool is a boolean value.
type Bool bool

// Int is an arbitrary-precision integer (nat is an Int that is >= 0).
// Signed marks values of a signed type where a language distinguishes
// (Lean's Int against Nat); it never changes equality.
type Int struct {
	V      *big.Int
	Signed bool
	// Lit marks a Dafny integer computed from literals by + - * and
	// negation alone: where it meets a bitvector it is that bitvector's
	// value modulo 2^N (Dafny types such literals by their context, and
	// those operations commute with the reduction).
	Lit bool
	// Pend marks a literal bound by a let whose body has bitvectors
	// about: Dafny may infer a bitvector type for it from a later use,
	// so an operation whose result depends on the type is unknown.
	Pend bool
}

// Real is an exact rational (Dafny's real).
type Real struct{ V *big.Rat }

// Char is a character.
type Char rune

// Seq is a sequence; Str marks sequences written as strings, which only
// changes how they print.
type Seq struct {
	Elems []Value
	Str   bool
}

// Array is a snapshot of an array's contents. Dims has one length per
// dimension; Elems is row-major.
type Array struct {
	Elems []Value
	Dims  []int
	// Ref is the array's identity where the language compares arrays by
	// reference (Dafny's a == b, a == old(a)); 0 where it is not known.
	// Compare and Equal look at the contents; RefEqual at Ref.
	Ref int
}

// NewRef is an identity for a new array (dafny's new T[n]), above those
// given to inputs.
func NewRef() int { return int(nextRef.Add(1)) }

var nextRef = func() *atomic.Int64 { var n atomic.Int64; n.Store(1 << 30); return &n }()

// WithRefs gives every array in v (at any depth of sequences, sets,
// tuples, datatypes) its own identity, counting from *n + 1.
func WithRefs(v Value, n *int) Value { return withRefs(v, n, 0) }

func withRefs(v Value, n *int, depth int) Value {
	if depth > 8 {
		return v
	}
	each := func(el []Value) []Value {
		var out []Value
		for i, e := range el {
			r := withRefs(e, n, depth+1)
			if out == nil && !sameArrayRefs(r, e) {
				out = append([]Value(nil), el[:i]...)
			}
			if out != nil {
				out = append(out, r)
			}
		}
		if out == nil {
			return el
		}
		return out
	}
	switch x := v.(type) {
	case Array:
		*n++
		return Array{Elems: x.Elems, Dims: x.Dims, Ref: *n}
	case Seq:
		return Seq{Elems: each(x.Elems), Str: x.Str}
	case Tuple:
		return Tuple{Elems: each(x.Elems)}
	case Datatype:
		return Datatype{Ctor: x.Ctor, Fields: each(x.Fields)}
	}
	return v
}

// sameArrayRefs says whether withRefs left v as it was (no array in it).
func sameArrayRefs(a, b Value) bool {
	x, ok := a.(Array)
	if ok {
		y, _ := b.(Array)
		return x.Ref == y.Ref
	}
	switch a.(type) {
	case Seq, Tuple, Datatype:
		return false // rebuilt: treat as changed
	}
	return true
}

// parts lists the values v holds directly: a collection's elements (a
// map's keys, then its values), a datatype's fields; nil for a scalar.
func parts(v Value) []Value {
	switch x := v.(type) {
	case Seq:
		return x.Elems
	case Array:
		return x.Elems
	case Tuple:
		return x.Elems
	case Datatype:
		return x.Fields
	case Set:
		return x.Elems
	case Multiset:
		return x.Elems
	case Map:
		return append(append([]Value(nil), x.Keys...), x.Vals...)
	}
	return nil
}

// RefEqual is reference equality on two arrays that both have an
// identity; ok is false otherwise.
func RefEqual(x, y Value) (eq, ok bool) {
	a, okA := x.(Array)
	b, okB := y.(Array)
	if !okA || !okB || a.Ref == 0 || b.Ref == 0 {
		return false, false
	}
	return a.Ref == b.Ref, true
}

// Set is a finite set, elements sorted by Compare without duplicates.
type Set struct{ Elems []Value }

// Multiset is a finite multiset: sorted distinct elements with counts.
type Multiset struct {
	Elems  []Value
	Counts []int64
}

// Map is a finite map with sorted distinct keys.
type Map struct {
	Keys []Value
	Vals []Value
}

// Tuple is a tuple (also Lean's Prod, Python's tuple).
type Tuple struct{ Elems []Value }

// Datatype is a constructor application (also Option's some/none).
type Datatype struct {
	Ctor   string
	Fields []Value
}

// Closure is a function value: a lambda with its captured environment, or a
// named function or builtin used as a value.
type Closure struct {
	Params []string
	Body   Expr
	Env    *Env
	Name   string // a named function or builtin, when Body is nil
	Bound  []Value
	// Types are the lambda's declared parameter types (nil entries where
	// none is declared).
	Types []*Type
	// Reads: the lambda it was made from has a reads clause.
	Reads bool
	// Pend: a let-bound lambda with untyped parameters among bitvectors;
	// its literal arguments and results are of undecided type (Int.Pend).
	Pend bool
	// Text, when set, shows the lambda in messages (generated inputs:
	// "x => x > 0"); it also tells such closures apart.
	Text string
	// Domain, when set, is every value each parameter can take (a
	// generated function over a finite type): ∀ x :: f(x, x) ranges
	// over it.
	Domain []Value
}

func (Bool) Kind() Kind     { return KBool }
func (Int) Kind() Kind      { return KInt }
func (Real) Kind() Kind     { return KReal }
func (Char) Kind() Kind     { return KChar }
func (Seq) Kind() Kind      { return KSeq }
func (Array) Kind() Kind    { return KArray }
func (Set) Kind() Kind      { return KSet }
func (Multiset) Kind() Kind { return KMultiset }
func (Map) Kind() Kind      { return KMap }
func (Tuple) Kind() Kind    { return KTuple }
func (Datatype) Kind() Kind { return KDatatype }
func (*Closure) Kind() Kind { return KFunc }

// NewInt makes an Int from an int64 (a small one shares its big.Int:
// see smallint.go).
func NewInt(i int64) Int {
	if p := smallBig(i); p != nil {
		return Int{V: p}
	}
	return Int{V: wordInt(i)}
}

// BigInt makes an Int from a big.Int (not copied).
func BigInt(i *big.Int) Int { return Int{V: i} }

// Str makes a string value.
func Str(s string) Seq {
	rs := []rune(s)
	el := make([]Value, len(rs))
	for i, r := range rs {
		el[i] = Char(r)
	}
	return Seq{Elems: el, Str: true}
}

// MakeSet builds a set from arbitrary elements.
func MakeSet(el []Value) Set {
	cp := append([]Value(nil), el...)
	sort.SliceStable(cp, func(i, j int) bool { return Compare(cp[i], cp[j]) < 0 })
	out := cp[:0]
	for i, v := range cp {
		if i == 0 || Compare(v, out[len(out)-1]) != 0 {
			out = append(out, v)
		}
	}
	return Set{Elems: out}
}

// MakeMultiset builds a multiset from arbitrary elements.
func MakeMultiset(el []Value) Multiset {
	cp := append([]Value(nil), el...)
	sort.SliceStable(cp, func(i, j int) bool { return Compare(cp[i], cp[j]) < 0 })
	var m Multiset
	for _, v := range cp {
		if n := len(m.Elems); n > 0 && Compare(m.Elems[n-1], v) == 0 {
			m.Counts[n-1]++
			continue
		}
		m.Elems = append(m.Elems, v)
		m.Counts = append(m.Counts, 1)
	}
	return m
}

// MakeMap builds a map; a later pair overrides an earlier one with the same key.
func MakeMap(keys, vals []Value) Map {
	idx := make([]int, len(keys))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return Compare(keys[idx[a]], keys[idx[b]]) < 0 })
	var m Map
	for _, i := range idx {
		if n := len(m.Keys); n > 0 && Compare(m.Keys[n-1], keys[i]) == 0 {
			m.Vals[n-1] = vals[i]
			continue
		}
		m.Keys = append(m.Keys, keys[i])
		m.Vals = append(m.Vals, vals[i])
	}
	return m
}

// search finds v in sorted el.
func search(el []Value, v Value) (int, bool) {
	i := sort.Search(len(el), func(i int) bool { return Compare(el[i], v) >= 0 })
	return i, i < len(el) && Compare(el[i], v) == 0
}

// Contains reports set membership.
func (s Set) Contains(v Value) bool { _, ok := search(s.Elems, v); return ok }

// Count is the multiplicity of v.
func (m Multiset) Count(v Value) int64 {
	if i, ok := search(m.Elems, v); ok {
		return m.Counts[i]
	}
	return 0
}

// Size is the total multiplicity.
func (m Multiset) Size() int64 {
	var n int64
	for _, c := range m.Counts {
		n += c
	}
	return n
}

// Lookup finds a key.
func (m Map) Lookup(k Value) (Value, bool) {
	if i, ok := search(m.Keys, k); ok {
		return m.Vals[i], true
	}
	return nil, false
}

// Dafny's fp values rank apart from Lean's Float (the same kind).
const (
	rankFP64 = 1000 + iota
	rankFP32
)

// kindRank orders kinds so that values of different kinds compare stably.
func kindRank(v Value) int {
	switch v.(type) {
	case FP64:
		return rankFP64
	case FP32:
		return rankFP32
	}
	switch v.Kind() {
	case KSeq, KString:
		return int(KSeq)
	}
	return int(v.Kind())
}

// Compare is a total order on values, used for sets, maps and equality.
// Values of different kinds order by kind.
func Compare(a, b Value) int {
	ra, rb := kindRank(a), kindRank(b)
	if ra != rb {
		if ra < rb {
			return -1
		}
		return 1
	}
	switch x := a.(type) {
	case Bool:
		y := b.(Bool)
		switch {
		case x == y:
			return 0
		case !bool(x):
			return -1
		}
		return 1
	case Int:
		return x.V.Cmp(b.(Int).V)
	case BV:
		return x.V.Cmp(b.(BV).V)
	case Real:
		return x.V.Cmp(b.(Real).V)
	case Float:
		return compareFloats(float64(x), float64(b.(Float)))
	case FP64:
		return compareFP(float64(x), float64(b.(FP64)))
	case FP32:
		return compareFP(float64(x), float64(b.(FP32)))
	case Char:
		y := b.(Char)
		switch {
		case x < y:
			return -1
		case x > y:
			return 1
		}
		return 0
	case Seq:
		return compareSlices(x.Elems, b.(Seq).Elems)
	case Array:
		y := b.(Array)
		if c := compareInts(x.Dims, y.Dims); c != 0 {
			return c
		}
		return compareSlices(x.Elems, y.Elems)
	case Set:
		return compareSlices(x.Elems, b.(Set).Elems)
	case Multiset:
		y := b.(Multiset)
		if c := compareSlices(x.Elems, y.Elems); c != 0 {
			return c
		}
		for i := range x.Counts {
			if x.Counts[i] != y.Counts[i] {
				if x.Counts[i] < y.Counts[i] {
					return -1
				}
				return 1
			}
		}
		return 0
	case Map:
		y := b.(Map)
		if c := compareSlices(x.Keys, y.Keys); c != 0 {
			return c
		}
		return compareSlices(x.Vals, y.Vals)
	case Tuple:
		return compareSlices(x.Elems, b.(Tuple).Elems)
	case Datatype:
		y := b.(Datatype)
		if c := strings.Compare(x.Ctor, y.Ctor); c != 0 {
			return c
		}
		return compareSlices(x.Fields, y.Fields)
	case *Closure:
		y := b.(*Closure)
		if x == y {
			return 0
		}
		return strings.Compare(x.String(), y.String())
	}
	return 0
}

func compareInts(a, b []int) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			if a[i] < b[i] {
				return -1
			}
			return 1
		}
	}
	return len(a) - len(b)
}

func compareSlices(a, b []Value) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		if c := Compare(a[i], b[i]); c != 0 {
			return c
		}
	}
	switch {
	case len(a) < len(b):
		return -1
	case len(a) > len(b):
		return 1
	}
	return 0
}

// Equal is structural equality.
func Equal(a, b Value) bool { return Compare(a, b) == 0 }

func (b Bool) String() string { return strconv.FormatBool(bool(b)) }
func (i Int) String() string  { return i.V.String() }
func (r Real) String() string {
	if r.V.IsInt() {
		return r.V.Num().String() + ".0"
	}
	return r.V.FloatString(10)
}
func (c Char) String() string { return strconv.QuoteRune(rune(c)) }

// The collections and datatypes are written by one printer (valuetext.go),
// which also writes them in a language's own syntax.
func (s Seq) String() string      { return Text(nil, s) }
func (a Array) String() string    { return Text(nil, a) }
func (s Set) String() string      { return Text(nil, s) }
func (m Map) String() string      { return Text(nil, m) }
func (t Tuple) String() string    { return Text(nil, t) }
func (d Datatype) String() string { return Text(nil, d) }
func (m Multiset) String() string {
	var parts []string
	for i, e := range m.Elems {
		for c := int64(0); c < m.Counts[i] && c < 1000; c++ {
			parts = append(parts, e.String())
		}
	}
	return "multiset{" + strings.Join(parts, ", ") + "}"
}
func (c *Closure) String() string {
	if c.Name != "" {
		return c.Name
	}
	if c.Text != "" {
		return c.Text
	}
	return "fun(" + strings.Join(c.Params, ", ") + ")"
}

func allChars(el []Value) bool {
	for _, e := range el {
		if _, ok := e.(Char); !ok {
			return false
		}
	}
	return true
}

// AsSeq views a sequence-like value (seq, string, 1-d array) as a slice.
func AsSeq(v Value) ([]Value, bool) {
	switch x := v.(type) {
	case Seq:
		return x.Elems, true
	case Array:
		if len(x.Dims) <= 1 {
			return x.Elems, true
		}
	}
	return nil, false
}

// briefLen is how long a value printed in a message may be.
const briefLen = 200

// Brief is v as a message shows it: v.String() when that is short, else
// what v is and how large (printing a million-element sequence, or the
// digits of a 2^17-bit integer, would cost more than the evaluation).
func Brief(v Value) string {
	if printedLen(v, briefLen) <= briefLen {
		return v.String()
	}
	switch x := v.(type) {
	case Int:
		return "an integer of " + strconv.Itoa(x.V.BitLen()) + " bits"
	case Real:
		return "a real of " + strconv.Itoa(x.V.Num().BitLen()+x.V.Denom().BitLen()) + " bits"
	case Seq:
		if x.Str || allChars(x.Elems) {
			return "a string of " + strconv.Itoa(len(x.Elems)) + " characters"
		}
		return "a sequence of " + strconv.Itoa(len(x.Elems)) + " elements"
	case Array:
		return "an array of " + strconv.Itoa(len(x.Elems)) + " elements"
	case Set:
		return "a set of " + strconv.Itoa(len(x.Elems)) + " elements"
	case Multiset:
		return "a multiset of " + strconv.FormatInt(x.Size(), 10) + " elements"
	case Map:
		return "a map of " + strconv.Itoa(len(x.Keys)) + " keys"
	case Tuple:
		return "a tuple of " + strconv.Itoa(len(x.Elems)) + " large elements"
	case Datatype:
		return x.Ctor + "(…)"
	}
	return v.Kind().String()
}

// printedLen estimates the length of v.String(), stopping once it passes
// limit.
func printedLen(v Value, limit int) int {
	var el []Value
	n := 2
	switch x := v.(type) {
	case Int:
		return x.V.BitLen()*3/10 + 2 // decimal digits, at least
	case Real:
		return (x.V.Num().BitLen()+x.V.Denom().BitLen())*3/10 + 2
	case Seq:
		if x.Str || allChars(x.Elems) {
			return len(x.Elems) + 2 // printed as a quoted string
		}
		el = x.Elems
	case Array:
		el, n = x.Elems, 7
	case Set:
		el = x.Elems
	case Multiset:
		el, n = x.Elems, 10
	case Map:
		el = append(append([]Value(nil), x.Keys[:min(len(x.Keys), limit)]...), x.Vals[:min(len(x.Vals), limit)]...)
	case Tuple:
		el = x.Elems
	case Datatype:
		el, n = x.Fields, len(x.Ctor)+2
	default:
		return len(v.String())
	}
	for _, e := range el {
		if n > limit {
			break
		}
		n += printedLen(e, limit-n) + 1
	}
	return n
}

// OneLine folds a source text quoted in a message onto one line and cuts
// it at about 120 characters (on a character boundary).
func OneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 120 {
		cut := 117
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		s = s[:cut] + "…"
	}
	return s
}

// Clip shortens a source text quoted in a message to about briefLen
// characters (an annotation may hold a two-million-digit literal).
func Clip(s string) string {
	if len(s) <= briefLen {
		return s
	}
	cut := briefLen / 2
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "… (" + strconv.Itoa(len(s)) + " bytes)"
}
