package ir

import (
	"math"
	"math/big"
	"strconv"
)

// Dafny's fp64 and fp32 (reference manual, "Floating-point Types"): IEEE
// 754 binary64 and binary32 with Dafny's rules, which differ from Lean's
// Float (float.go):
//   - == is identity of the value (the manual's ghost equality: NaN equals
//     itself, +0 and -0 differ); in compiled code its well-formedness
//     conditions exclude exactly the cases where that differs from IEEE ==;
//   - + - * / and < <= > >= are ill-defined on a NaN operand, and on the
//     invalid combinations ∞-∞, ∞·0, 0/0, ∞/∞;
//   - there is one NaN (SMT-LIB's, in which Dafny's verifier reasons), so
//     NaN == NaN whatever bits a NaN was made with;
//   - IsPositive and IsNegative are false on NaN: BoogieGenerator.cs maps
//     them to SMT-LIB's fp.isPositive and fp.isNegative.
// An fp32 result is the binary64 result rounded again to binary32: for
// + - * / and sqrt that is the correctly rounded binary32 result, binary64
// having more than twice binary32's precision plus two bits.

// FP64 is a value of Dafny's fp64.
type FP64 float64

// FP32 is a value of Dafny's fp32.
type FP32 float32

func (FP64) Kind() Kind { return KFloat }
func (FP32) Kind() Kind { return KFloat }

func (f FP64) String() string { return fpString(float64(f), 64) }
func (f FP32) String() string { return fpString(float64(f), 32) }

// fpString spells a value as Dafny source would.
func fpString(x float64, bits int) string {
	typ := "fp" + strconv.Itoa(bits)
	switch {
	case math.IsNaN(x):
		return typ + ".NaN"
	case math.IsInf(x, 1):
		return typ + ".PositiveInfinity"
	case math.IsInf(x, -1):
		return typ + ".NegativeInfinity"
	}
	s := strconv.FormatFloat(x, 'g', -1, bits)
	if x == math.Trunc(x) && math.Abs(x) < 1e21 {
		s = strconv.FormatFloat(x, 'f', 1, bits)
	}
	return s
}

// compareFP is compareFloats with every NaN one value (see above).
func compareFP(a, b float64) int { return compareFloats(fpCanon(a), fpCanon(b)) }

// fpCanon is x with one bit pattern for NaN.
func fpCanon(x float64) float64 {
	if math.IsNaN(x) {
		return math.NaN()
	}
	return x
}

// fpBits is a value's width (0: not an fp value) and its number.
func fpOf(v Value) (float64, int) {
	switch x := v.(type) {
	case FP64:
		return float64(x), 64
	case FP32:
		return float64(x), 32
	}
	return 0, 0
}

// MakeFP is x as a value of the width (64 or 32), rounded to it.
func MakeFP(x float64, bits int) Value {
	if bits == 32 {
		return FP32(float32(x))
	}
	return FP64(x)
}

// promoteFP reads a real or integer literal beside an fp value as that
// type's value when it is exactly one (Dafny requires an exact literal
// there, or ~ for a rounded one).
func promoteFP(x, y Value) (Value, Value) {
	if _, bits := fpOf(x); bits > 0 {
		if v, ok := exactFP(y, bits); ok {
			y = v
		}
	}
	if _, bits := fpOf(y); bits > 0 {
		if v, ok := exactFP(x, bits); ok {
			x = v
		}
	}
	return x, y
}

func exactFP(v Value, bits int) (Value, bool) {
	var r *big.Rat
	switch n := v.(type) {
	case Real:
		r = n.V
	case Int:
		if n.V.BitLen() > 1100 {
			return nil, false
		}
		r = new(big.Rat).SetInt(n.V)
	default:
		return nil, false
	}
	if bits == 32 {
		f, exact := r.Float32()
		return FP32(f), exact
	}
	f, exact := r.Float64()
	return FP64(f), exact
}

// fpArith is + - * / on fp values: ill-defined where Dafny's
// well-formedness conditions fail.
func fpArith(op Op, x, y Value, r Range) (Value, *Stop) {
	x, y = promoteFP(x, y)
	a, wa := fpOf(x)
	b, wb := fpOf(y)
	if wa == 0 || wb == 0 || wa != wb {
		return nil, unknown(r, "operator %s on %s and %s: an fp value with a value of another type", op, Brief(x), Brief(y))
	}
	if math.IsNaN(a) || math.IsNaN(b) {
		return nil, illDefined(r, "fp%d arithmetic requires that operands are not NaN", wa)
	}
	var z float64
	switch op {
	case OpAdd:
		if math.IsInf(a, 0) && math.IsInf(b, 0) && math.Signbit(a) != math.Signbit(b) {
			return nil, illDefined(r, "fp%d addition of infinities of opposite signs", wa)
		}
		z = a + b
	case OpSub, OpNatSub, OpSubAuto:
		if math.IsInf(a, 0) && math.IsInf(b, 0) && math.Signbit(a) == math.Signbit(b) {
			return nil, illDefined(r, "fp%d subtraction of infinities of the same sign", wa)
		}
		z = a - b
	case OpMul:
		if math.IsInf(a, 0) && b == 0 || a == 0 && math.IsInf(b, 0) {
			return nil, illDefined(r, "fp%d multiplication of an infinity by zero", wa)
		}
		z = a * b
	case OpDivReal, OpDivEuclid, OpDivEuclidTotal:
		if a == 0 && b == 0 || math.IsInf(a, 0) && math.IsInf(b, 0) {
			return nil, illDefined(r, "fp%d division 0/0 or ∞/∞", wa)
		}
		z = a / b
	default:
		return nil, unknown(r, "operator %s is not evaluated on fp%d", op, wa)
	}
	return MakeFP(z, wa), nil
}

// fpOrder is < <= > >= on fp values: ill-defined on NaN.
func fpOrder(op Op, x, y Value, r Range) (Value, *Stop) {
	x, y = promoteFP(x, y)
	a, wa := fpOf(x)
	b, wb := fpOf(y)
	if wa == 0 || wb == 0 || wa != wb {
		return nil, unknown(r, "cannot compare %s with %s: an fp value with a value of another type", Brief(x), Brief(y))
	}
	if math.IsNaN(a) || math.IsNaN(b) {
		return nil, illDefined(r, "fp%d comparison requires that operands are not NaN", wa)
	}
	return floatLess(op, a, b), nil
}

// FPClass answers Dafny's classification members (IsNaN, IsZero, …) on
// an fp value; ok is false for another value or name.
func FPClass(v Value, name string) (res, ok bool) {
	x, bits := fpOf(v)
	if bits == 0 {
		return false, false
	}
	minNormal := 0x1p-1022
	if bits == 32 {
		minNormal = 0x1p-126
	}
	nan := math.IsNaN(x)
	switch name {
	case "IsNaN":
		return nan, true
	case "IsInfinite":
		return math.IsInf(x, 0), true
	case "IsFinite":
		return !nan && !math.IsInf(x, 0), true
	case "IsNormal":
		return !nan && !math.IsInf(x, 0) && math.Abs(x) >= minNormal, true
	case "IsSubnormal":
		return x != 0 && math.Abs(x) < minNormal, true
	case "IsZero":
		return x == 0, true
	case "IsPositive":
		return !nan && !math.Signbit(x), true
	case "IsNegative":
		return !nan && math.Signbit(x), true
	}
	return false, false
}

// FPConst is fpN.name for Dafny's constants (NaN, MaxValue, Pi, …).
func FPConst(bits int, name string) (Value, bool) {
	var x float64
	switch name {
	case "NaN":
		x = math.NaN()
	case "PositiveInfinity":
		x = math.Inf(1)
	case "NegativeInfinity":
		x = math.Inf(-1)
	case "MaxValue", "MinValue":
		x = math.MaxFloat64
		if bits == 32 {
			x = math.MaxFloat32
		}
		if name == "MinValue" {
			x = -x
		}
	case "Epsilon":
		x = 0x1p-52
		if bits == 32 {
			x = 0x1p-23
		}
	case "MinNormal":
		x = 0x1p-1022
		if bits == 32 {
			x = 0x1p-126
		}
	case "MinSubnormal":
		x = math.SmallestNonzeroFloat64
		if bits == 32 {
			x = math.SmallestNonzeroFloat32
		}
	case "Pi":
		x = math.Pi
	case "E":
		x = math.E
	default:
		return nil, false
	}
	return MakeFP(x, bits), true
}

// FPValues are the values a search tries for fpN: a few finite ones,
// and at the top level -0, the infinities and NaN.
func FPValues(bits int, top bool) []Value {
	xs := []float64{0, 1, -1, 0.5, -2.5, 3, 0.1, 1e9}
	if top {
		xs = append(xs, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN())
	}
	out := make([]Value, len(xs))
	for i, x := range xs {
		out[i] = MakeFP(x, bits)
	}
	return out
}

// FPArg is v as a number of an fp type of the width: an fp value of it,
// or a literal that is exactly one.
func FPArg(v Value, bits int) (float64, bool) {
	if x, w := fpOf(v); w == bits {
		return x, true
	}
	if w, ok := exactFP(v, bits); ok {
		x, _ := fpOf(w)
		return x, true
	}
	return 0, false
}
