package ir

import (
	"math"
	"math/big"
	"strconv"
)

// Float is an IEEE 754 binary64 number (Lean's Float; Go's float64 is the
// same format, and its + - * / and sqrt round to nearest-even as C's do).
type Float float64

func (Float) Kind() Kind { return KFloat }

// String prints as Lean's Float.toString does (FloatString).
func (f Float) String() string { return FloatString(float64(f)) }

// FloatString is C++'s std::to_string(double), which Lean's runtime uses
// for Float.toString: printf's %f, six decimals, exactly rounded; inf and
// nan as glibc spells them. The sign glibc prints for a NaN depends on
// how the NaN was made, so a NaN prints without one here and callers that
// need the text of a NaN say unknown instead (FloatText).
func FloatString(x float64) string {
	switch {
	case math.IsNaN(x):
		return "nan"
	case math.IsInf(x, 1):
		return "inf"
	case math.IsInf(x, -1):
		return "-inf"
	}
	return strconv.FormatFloat(x, 'f', 6, 64)
}

// FloatOfRat is the Float a Lean scientific literal (OfScientific Float,
// Init/Data/OfScientific.lean) or Float.ofNat / Float.ofInt gives x:
// Float.ofScientific scales the mantissa so that at least 64 significant
// bits are left (flooring the division by 5^e), Float.ofBinaryScientific
// truncates to 64 bits, converts that UInt64 to a double (round to nearest
// even) and scales by a power of two (scaleB). Truncating a floor is a
// floor, so the result is RN53(trunc64(|x|)) · 2^k whatever the spelling
// (2.5 and 2.50 agree). Negative numbers are Float.neg of the magnitude.
func FloatOfRat(x *big.Rat) float64 {
	if x.Sign() == 0 {
		return 0
	}
	num := new(big.Int).Abs(x.Num())
	den := x.Denom()
	// L = ⌊log2 |x|⌋, then q = ⌊|x| · 2^(63-L)⌋ has exactly 64 bits.
	l := num.BitLen() - den.BitLen()
	if new(big.Int).Lsh(den, uint(max(l, 0))).Cmp(new(big.Int).Lsh(num, uint(max(-l, 0)))) > 0 {
		l--
	}
	shift := 63 - l
	n := new(big.Int).Set(num)
	d := new(big.Int).Set(den)
	if shift >= 0 {
		n.Lsh(n, uint(shift))
	} else {
		d.Lsh(d, uint(-shift))
	}
	q := n.Quo(n, d)
	f := math.Ldexp(float64(q.Uint64()), l-63)
	if x.Sign() < 0 {
		f = -f
	}
	return f
}

// FloatOfInt is Float.ofInt / Float.ofNat (OfNat Float n).
func FloatOfInt(n *big.Int) float64 {
	if n.IsInt64() {
		if k := n.Int64(); -1<<53 <= k && k <= 1<<53 {
			return float64(k) // exact: no rounding to decide
		}
	}
	return FloatOfRat(new(big.Rat).SetInt(n))
}

// maxFloatLiteralBits bounds the exact numbers FloatOfRat is given: past
// 2^1100 every Float is infinite, below 2^-1100 zero, but the evaluator
// refuses to build such a number rather than reason about it.
const maxFloatLiteralBits = 1 << 14

// HasFloat reports whether v is or contains a Float. Only Lean has
// Floats, and a Lean collection's elements share one type: the first
// element answers for all (so the check costs the value's depth, not its
// size, on every = of two large lists). A few are looked at, since one
// value may not show its type: none in a list of Option Float.
func HasFloat(v Value) bool {
	switch x := v.(type) {
	case Float:
		return true
	case Seq:
		return anyFloat(x.Elems[:min(len(x.Elems), sampleElems)])
	case Array:
		return anyFloat(x.Elems[:min(len(x.Elems), sampleElems)])
	case Tuple:
		return anyFloat(x.Elems)
	case Datatype:
		return anyFloat(x.Fields)
	case Set:
		return anyFloat(x.Elems[:min(len(x.Elems), sampleElems)])
	case Multiset:
		return anyFloat(x.Elems[:min(len(x.Elems), sampleElems)])
	case Map:
		n := min(len(x.Keys), sampleElems)
		return anyFloat(x.Keys[:n]) || anyFloat(x.Vals[:min(len(x.Vals), n)])
	}
	return false
}

// HasNaN says whether v holds a NaN anywhere (every element is looked
// at, to a nesting depth of 8).
func HasNaN(v Value) bool { return hasNaN(v, 0) }

func hasNaN(v Value, depth int) bool {
	if depth > 8 {
		return false
	}
	if x, ok := v.(Float); ok {
		return math.IsNaN(float64(x))
	}
	for _, e := range parts(v) {
		if hasNaN(e, depth+1) {
			return true
		}
	}
	return false
}

// floatSame is x = y on values holding NaNs: a NaN is never the same as
// another double, and two NaNs may or may not be (known false). Values of
// other shapes compare position by position; a difference anywhere
// decides.
func floatSame(x, y Value, depth int) (same, known bool) {
	if depth > 8 {
		return false, false
	}
	var xs, ys []Value
	switch a := x.(type) {
	case Float:
		b, ok := y.(Float)
		if !ok {
			return Equal(x, y), true
		}
		if na, nb := math.IsNaN(float64(a)), math.IsNaN(float64(b)); na || nb {
			return false, !(na && nb)
		}
		return Equal(x, y), true
	case Seq:
		b, ok := y.(Seq)
		if !ok {
			return Equal(x, y), true
		}
		xs, ys = a.Elems, b.Elems
	case Array:
		b, ok := y.(Array)
		if !ok || len(a.Dims) != len(b.Dims) {
			return Equal(x, y), true
		}
		xs, ys = a.Elems, b.Elems
	case Tuple:
		b, ok := y.(Tuple)
		if !ok {
			return Equal(x, y), true
		}
		xs, ys = a.Elems, b.Elems
	case Datatype:
		b, ok := y.(Datatype)
		if !ok || a.Ctor != b.Ctor {
			return Equal(x, y), true
		}
		xs, ys = a.Fields, b.Fields
	default:
		if HasNaN(x) || HasNaN(y) {
			return false, false // sets and maps: no position to compare
		}
		return Equal(x, y), true
	}
	if len(xs) != len(ys) {
		return false, true
	}
	known = true
	for i := range xs {
		s, k := floatSame(xs[i], ys[i], depth+1)
		if k && !s {
			return false, true
		}
		known = known && k
	}
	return known, known
}

// nanMember is x ∈ y for an x holding a NaN, as floatSame reads =.
func nanMember(x, y Value) (in, known bool) {
	var el []Value
	switch c := y.(type) {
	case Seq:
		el = c.Elems
	case Array:
		el = c.Elems
	case Set:
		el = c.Elems
	case Multiset:
		el = c.Elems
	default:
		return false, false
	}
	known = true
	for _, e := range el {
		s, k := floatSame(x, e, 0)
		if k && s {
			return true, true
		}
		known = known && k
	}
	return false, known
}

// sampleElems are the elements of a collection HasFloat looks at.
const sampleElems = 4

func anyFloat(el []Value) bool {
	for _, e := range el {
		if HasFloat(e) {
			return true
		}
	}
	return false
}

// BEq is Lean's == on values that may hold Floats: Float.beq is IEEE
// equality (NaN == NaN is false, 0.0 == -0.0 is true), and lists, arrays,
// tuples and options compare element by element (their BEq instances).
// ok is false for a value whose BEq this does not know.
func BEq(x, y Value) (eq, ok bool) {
	switch a := x.(type) {
	case Float:
		switch b := y.(type) {
		case Float:
			return float64(a) == float64(b), true
		case Int:
			return float64(a) == FloatOfInt(b.V), true
		}
		return false, false
	case Int:
		if b, ok := y.(Float); ok {
			return FloatOfInt(a.V) == float64(b), true
		}
	case Seq:
		if b, ok := y.(Seq); ok {
			return beqAll(a.Elems, b.Elems)
		}
	case Array:
		if b, ok := y.(Array); ok {
			return beqAll(a.Elems, b.Elems)
		}
	case Tuple:
		if b, ok := y.(Tuple); ok {
			return beqAll(a.Elems, b.Elems)
		}
	case Datatype:
		if b, ok := y.(Datatype); ok && (a.Ctor == "some" || a.Ctor == "none") {
			if a.Ctor != b.Ctor {
				return false, true
			}
			return beqAll(a.Fields, b.Fields)
		}
	}
	if HasFloat(x) || HasFloat(y) {
		return false, false
	}
	return Equal(x, y), true
}

func beqAll(a, b []Value) (bool, bool) {
	if len(a) != len(b) {
		return false, true
	}
	for i := range a {
		if eq, ok := BEq(a[i], b[i]); !ok || !eq {
			return eq, ok
		}
	}
	return true, true
}

// toFloat reads a number as a Float operand: a Float, or an integer
// numeral elaborated at type Float (OfNat Float n). An exact rational
// (Lean's Rat) never meets a Float in a typed term.
func toFloat(v Value) (float64, bool) {
	switch x := v.(type) {
	case Float:
		return float64(x), true
	case Int:
		if x.V.BitLen() > maxFloatLiteralBits {
			return math.Inf(x.V.Sign()), true
		}
		return FloatOfInt(x.V), true
	}
	return 0, false
}

// floatArith is + - * / on Floats (Float.add … Float.div: IEEE, round to
// nearest even); every subtraction node is a plain one on Floats.
func floatArith(op Op, x, y Value, r Range) (Value, *Stop) {
	a, okA := toFloat(x)
	b, okB := toFloat(y)
	if !okA || !okB {
		return nil, unknown(r, "operator %s on %s and %s: a Float with a value of another type (a literal whose type was not inferred)", op, Brief(x), Brief(y))
	}
	switch op {
	case OpAdd:
		return Float(a + b), nil
	case OpSub, OpNatSub, OpSubAuto:
		return Float(a - b), nil
	case OpMul:
		return Float(a * b), nil
	case OpDivEuclidTotal, OpDivReal, OpDivEuclid:
		return Float(a / b), nil
	case OpPow:
		return floatPow(a, b, r)
	}
	return nil, unknown(r, "operator %s is not evaluated on Floats", op)
}

// floatPow is Float.pow (C's pow) where the result is exact enough to be
// the same on every C library: an integer exponent whose exact power is
// rounded once here, as a correctly rounded pow does.
func floatPow(a, b float64, r Range) (Value, *Stop) {
	if b != math.Trunc(b) || math.Abs(b) > 64 || math.IsInf(a, 0) || math.IsNaN(a) || a == 0 {
		return nil, unknown(r, "Float.pow %v %v: C's pow is not reproduced exactly here", a, b)
	}
	p := new(big.Float).SetPrec(4096).SetFloat64(1)
	base := new(big.Float).SetPrec(4096).SetFloat64(a)
	for range int(math.Abs(b)) {
		p.Mul(p, base)
	}
	if b < 0 {
		p.Quo(new(big.Float).SetPrec(4096).SetFloat64(1), p)
	}
	f, _ := p.Float64()
	return Float(f), nil
}

// floatOrder is Float.decLt / decLe: IEEE comparisons, false when either
// side is NaN.
func floatOrder(op Op, x, y Value, r Range) (Value, *Stop) {
	a, okA := toFloat(x)
	b, okB := toFloat(y)
	if !okA || !okB {
		return nil, unknown(r, "cannot compare %s with %s: a Float with a value of another type", Brief(x), Brief(y))
	}
	return floatLess(op, a, b), nil
}

// floatLess is the IEEE comparison < <= > >= (false when either is NaN).
func floatLess(op Op, a, b float64) Bool {
	switch op {
	case OpLt:
		return Bool(a < b)
	case OpLe:
		return Bool(a <= b)
	case OpGt:
		return Bool(a > b)
	}
	return Bool(a >= b)
}

// compareFloats is a total order for sets and keys: by bits, NaNs last.
func compareFloats(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	case a == b && math.Signbit(a) == math.Signbit(b):
		return 0
	}
	ka, kb := math.Float64bits(a), math.Float64bits(b)
	if math.IsNaN(a) != math.IsNaN(b) {
		if math.IsNaN(a) {
			return 1
		}
		return -1
	}
	switch {
	case ka < kb:
		return -1
	case ka > kb:
		return 1
	}
	return 0
}

// promoteRat reads an integer beside a rational as that rational: Lean's
// casts ℕ → ℚ and ℤ → ℚ (and a numeral at type ℚ) keep the number.
func promoteRat(x, y Value) (Value, Value) {
	if _, ok := x.(Real); ok {
		if i, ok := y.(Int); ok {
			return x, Real{new(big.Rat).SetInt(i.V)}
		}
	}
	if _, ok := y.(Real); ok {
		if i, ok := x.(Int); ok {
			return Real{new(big.Rat).SetInt(i.V)}, y
		}
	}
	return x, y
}

// ratPow is q ^ n on rationals (Monoid.npow for a Nat exponent, zpow for
// an Int one; 0 ^ -n = 0 as Rat.inv 0 = 0).
func ratPow(q *big.Rat, e Real, r Range) (Value, *Stop) {
	if !e.V.IsInt() || !e.V.Num().IsInt64() || e.V.Num().Int64() > maxPowExponent || e.V.Num().Int64() < -maxPowExponent {
		return nil, unknown(r, "a rational power with exponent %s is not evaluated", e.V.RatString())
	}
	n := e.V.Num().Int64()
	num := new(big.Int).Abs(big.NewInt(n))
	if PowTooLarge(q.Num(), n) || PowTooLarge(q.Denom(), max(n, -n)) {
		return nil, tooLarge(r)
	}
	p := new(big.Rat).SetFrac(new(big.Int).Exp(q.Num(), num, nil), new(big.Int).Exp(q.Denom(), num, nil))
	if n < 0 {
		if p.Sign() == 0 {
			return Real{p}, nil
		}
		p.Inv(p)
	}
	return Real{p}, nil
}
