package lean

// Float (Init/Data/Float.lean, Init/Data/OfScientific.lean) and Rat (ℚ,
// Init/Data/Rat in recent cores, Batteries and Mathlib before) functions.
// Float operations are the C library's (lean_float_* in the runtime, and
// ceil, floor, round, fabs, sqrt from <math.h>): only those whose result
// IEEE 754 fixes exactly are evaluated; sin, exp, log and the like differ
// in the last bit between C libraries and are unknown.

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// leanConsts are library constants (no arguments) as values; a definition
// of the same name in the file replaces them.
func leanConsts() map[string]ir.Expr {
	return map[string]ir.Expr{
		// Float.inf and Float.nan: +∞ and a NaN (1.0/0.0 and 0.0/0.0); which
		// NaN does not matter to any operation evaluated here.
		"Float.inf": &ir.Lit{Val: ir.Float(math.Inf(1))},
		"Float.nan": &ir.Lit{Val: ir.Float(math.NaN())},
	}
}

func (a *libCall) float(i int) float64 {
	if f, ok := a.v[i].(ir.Float); ok {
		return float64(f)
	}
	panic(a.bad("argument %d should be a Float, got %s", i+1, a.v[i]))
}

func (a *libCall) rat(i int) *big.Rat {
	switch x := a.v[i].(type) {
	case ir.Real:
		return x.V
	case ir.Int: // ↑n
		return new(big.Rat).SetInt(x.V)
	}
	panic(a.bad("argument %d should be a rational number, got %s", i+1, a.v[i]))
}

func libRegisterFloat() {
	const F = "Float"
	f1 := func(name string, f func(x float64) float64) {
		libReg(F, name, 1, 1, 0, func(a *libCall) ir.Value { return ir.Float(f(a.float(0))) })
	}
	b1 := func(name string, f func(x float64) bool) {
		libReg(F, name, 1, 1, 0, func(a *libCall) ir.Value { return ir.Bool(f(a.float(0))) })
	}
	// Float.floor, ceil, round (C's round: halves away from zero), abs
	// (fabs), sqrt (correctly rounded by IEEE 754), neg.
	f1("floor", math.Floor)
	f1("ceil", math.Ceil)
	f1("round", math.Round)
	f1("abs", math.Abs)
	f1("sqrt", math.Sqrt)
	f1("neg", func(x float64) float64 { return -x })
	b1("isNaN", math.IsNaN)
	b1("isInf", func(x float64) bool { return math.IsInf(x, 0) })
	b1("isFinite", func(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) })
	// Float.ofNat, Float.ofInt (Init/Data/OfScientific.lean), also
	// Nat.toFloat and Int.toFloat.
	libReg(F, "ofNat", 1, 1, -1, func(a *libCall) ir.Value { return ir.Float(ir.FloatOfInt(a.nat(0))) })
	libReg(F, "ofInt", 1, 1, -1, func(a *libCall) ir.Value { return ir.Float(ir.FloatOfInt(a.int(0))) })
	libReg("Nat", "toFloat", 1, 1, 0, func(a *libCall) ir.Value { return ir.Float(ir.FloatOfInt(a.nat(0))) })
	libReg("Int", "toFloat", 1, 1, 0, func(a *libCall) ir.Value { return ir.Float(ir.FloatOfInt(a.int(0))) })
	// Float.toString: the runtime's std::to_string (six decimals); a NaN's
	// sign, which glibc prints, is not known here.
	libReg(F, "toString", 1, 1, 0, func(a *libCall) ir.Value {
		x := a.float(0)
		if math.IsNaN(x) {
			panic(a.unknown("the text of a NaN (nan or -nan) depends on how it was made"))
		}
		return libStr([]rune(ir.FloatString(x)))
	})
	// Float.beq (==), Float.lt, Float.le, Float.decLt, Float.decLe: IEEE.
	libReg(F, "beq", 2, 2, 0, func(a *libCall) ir.Value { return ir.Bool(a.float(0) == a.float(1)) })
	libReg(F, "lt", 2, 2, 0, func(a *libCall) ir.Value { return ir.Bool(a.float(0) < a.float(1)) })
	libReg(F, "le", 2, 2, 0, func(a *libCall) ir.Value { return ir.Bool(a.float(0) <= a.float(1)) })
	libReg(F, "add", 2, 2, 0, func(a *libCall) ir.Value { return ir.Float(a.float(0) + a.float(1)) })
	libReg(F, "sub", 2, 2, 0, func(a *libCall) ir.Value { return ir.Float(a.float(0) - a.float(1)) })
	libReg(F, "mul", 2, 2, 0, func(a *libCall) ir.Value { return ir.Float(a.float(0) * a.float(1)) })
	libReg(F, "div", 2, 2, 0, func(a *libCall) ir.Value { return ir.Float(a.float(0) / a.float(1)) })
	// Float.toUInt64 (lean_float_to_uint64): truncates; NaN and negative
	// numbers give 0, numbers past the range the largest value.
	libReg(F, "toUInt64", 1, 1, 0, func(a *libCall) ir.Value {
		x := a.float(0)
		switch {
		case !(x >= 0):
			return libNum(0)
		case x >= 18446744073709551615.0:
			return libIntv(new(big.Int).SetUint64(math.MaxUint64))
		}
		return libIntv(new(big.Int).SetUint64(uint64(x)))
	})

	const Q = "Rat"
	// Rat.floor, Rat.ceil (⌊q⌋, ⌈q⌉ : Int), Rat.isInt (den = 1), num, den.
	libReg(Q, "floor", 1, 1, 0, func(a *libCall) ir.Value { return libSigned(ratFloor(a.rat(0))) })
	libReg(Q, "ceil", 1, 1, 0, func(a *libCall) ir.Value {
		q := a.rat(0)
		return libSigned(new(big.Int).Neg(ratFloor(new(big.Rat).Neg(q))))
	})
	libReg(Q, "isInt", 1, 1, 0, func(a *libCall) ir.Value { return ir.Bool(a.rat(0).IsInt()) })
	libReg(Q, "num", 1, 1, 0, func(a *libCall) ir.Value { return libSigned(new(big.Int).Set(a.rat(0).Num())) })
	libReg(Q, "den", 1, 1, 0, func(a *libCall) ir.Value { return libIntv(new(big.Int).Set(a.rat(0).Denom())) })
	// Int.floor, Int.ceil (Mathlib's ⌊q⌋ and ⌈q⌉ on ℚ).
	libReg("Int", "floor", 1, 1, -1, func(a *libCall) ir.Value { return libSigned(ratFloor(a.rat(0))) })
	libReg("Int", "ceil", 1, 1, -1, func(a *libCall) ir.Value {
		return libSigned(new(big.Int).Neg(ratFloor(new(big.Rat).Neg(a.rat(0)))))
	})
}

func ratFloor(q *big.Rat) *big.Int {
	z := new(big.Int)
	z.Div(q.Num(), q.Denom()) // Euclidean with a positive divisor: the floor
	return z
}

// scientificText spells a Float or an exact rational as a scientific
// literal that reads back as the same value: a rational only when its
// decimal expansion ends, a Float by the shortest digits that Lean's
// literal rounding (ir.FloatOfRat) maps back to it.
func scientificText(v ir.Value) (string, bool) {
	var text string
	switch x := v.(type) {
	case ir.Float:
		f := float64(x)
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return "", false
		}
		text = strconv.FormatFloat(f, 'g', -1, 64)
		if strings.HasPrefix(text, "-0") && f == 0 {
			return "", false // -0.0 is Neg.neg 0.0: no literal
		}
		for prec := 17; prec <= 40; prec++ {
			r, ok := new(big.Rat).SetString(text)
			if ok && ir.FloatOfRat(r) == f {
				break
			}
			text = strconv.FormatFloat(f, 'e', prec, 64)
		}
	case ir.Real:
		d := new(big.Int).Set(x.V.Denom())
		digits := 0
		for _, p := range []int64{2, 5} {
			for new(big.Int).Rem(d, big.NewInt(p)).Sign() == 0 && digits < 4000 {
				d.Quo(d, big.NewInt(p))
				digits++
			}
		}
		if d.Cmp(big.NewInt(1)) != 0 {
			return "", false
		}
		text = x.V.FloatString(digits)
	default:
		return "", false
	}
	text = strings.Replace(text, "e+", "e", 1)
	if !strings.ContainsAny(text, ".e") {
		text += ".0"
	}
	r, ok := new(big.Rat).SetString(text)
	if !ok {
		return "", false
	}
	if f, isF := v.(ir.Float); isF && ir.FloatOfRat(r) != float64(f) {
		return "", false
	}
	return text, true
}

// libAbs is |a| on Int, ℚ and Float (fabs).
func libAbs(a *libCall) ir.Value {
	switch x := a.v[0].(type) {
	case ir.Real:
		return ir.Real{V: new(big.Rat).Abs(x.V)}
	case ir.Float:
		return ir.Float(math.Abs(float64(x)))
	}
	return libSigned(new(big.Int).Abs(a.int(0)))
}
