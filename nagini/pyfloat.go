package nagini

import (
	"math"
	"math/big"
	"sort"
	"strconv"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// Python's float is an IEEE 754 double (CPython's C double). Where
// Python's rule differs from Lean's Float (the IR's), it is written here:
// true division raises on a zero divisor, min/max keep the first of equal
// or unordered values, int() truncates and raises on NaN and infinities.
// Nagini's verifier reads floats as uninterpreted by default, or as reals
// or single precision with --float-encoding; the runtime's doubles are
// what a test of the program sees.

// FloatRepr is Python's repr of a float as source text: the shortest
// digits that read back to it, fixed notation for exponents from -4 to
// 15 and scientific otherwise; NaN and the infinities as float('…').
func FloatRepr(f float64) string {
	switch {
	case math.IsNaN(f):
		return "float('nan')"
	case math.IsInf(f, 1):
		return "float('inf')"
	case math.IsInf(f, -1):
		return "-float('inf')"
	}
	e := strconv.FormatFloat(f, 'e', -1, 64)
	exp, _ := strconv.Atoi(e[strings.IndexByte(e, 'e')+1:])
	if exp < -4 || exp >= 16 {
		return e
	}
	s := strconv.FormatFloat(f, 'f', -1, 64)
	if !strings.Contains(s, ".") {
		s += ".0"
	}
	return s
}

// isNumber says whether v is a Python number (bool, int or float).
func isNumber(v ir.Value) bool {
	switch v.(type) {
	case ir.Bool, ir.Int, ir.Float:
		return true
	}
	return false
}

// pyFloat reads a number as Python converts it to a float; ok is false
// for another value, and overflow is Python's OverflowError (an int too
// large for a double).
func pyFloat(v ir.Value) (f float64, ok, overflow bool) {
	switch x := v.(type) {
	case ir.Float:
		return float64(x), true, false
	case ir.Bool:
		if x {
			return 1, true, false
		}
		return 0, true, false
	case ir.Int:
		f := ir.FloatOfInt(x.V)
		return f, true, math.IsInf(f, 0)
	}
	return 0, false, false
}

// trueDiv is x / y: always a float, ZeroDivisionError on a zero divisor;
// two ints divide exactly and round once, as CPython's long true division.
func trueDiv(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
	if xi, ok := asInt(a[0]); ok {
		if yi, ok := asInt(a[1]); ok {
			if yi.Sign() == 0 {
				return nil, stopE(r, "ZeroDivisionError: division by zero")
			}
			f := ir.FloatOfRat(new(big.Rat).SetFrac(xi, yi))
			if math.IsInf(f, 0) {
				return nil, stopE(r, "OverflowError: integer division result too large for a float")
			}
			return ir.Float(f), nil
		}
	}
	x, okX, ovX := pyFloat(a[0])
	y, okY, ovY := pyFloat(a[1])
	if !okX || !okY {
		return nil, stopU(r, "/ on "+ir.Brief(a[0])+" and "+ir.Brief(a[1])+" is not evaluated")
	}
	if ovX || ovY {
		return nil, stopE(r, "OverflowError: int too large to convert to float")
	}
	if y == 0 {
		return nil, stopE(r, "ZeroDivisionError: float division by zero")
	}
	return ir.Float(x / y), nil
}

// anyFloat says whether a Float is among el.
func anyFloat(el []ir.Value) bool {
	for _, e := range el {
		if _, ok := e.(ir.Float); ok {
			return true
		}
	}
	return false
}

// numbers reads el as doubles when every element is a number and one is
// a Float (a comparison among them is then IEEE's); ok is false otherwise.
func numbers(el []ir.Value) ([]float64, bool) {
	if !anyFloat(el) {
		return nil, false
	}
	out := make([]float64, len(el))
	for i, e := range el {
		f, ok, ov := pyFloat(e)
		if !ok || ov {
			return nil, false
		}
		out[i] = f
	}
	return out, true
}

// floatMinMax is min/max where a Float is among the values: CPython keeps
// the first value and replaces it by a later one only when that compares
// strictly greater (less), so ties and NaNs resolve by position.
func floatMinMax(el []ir.Value, sign int, r ir.Range) (ir.Value, *ir.Stop, bool) {
	fs, ok := numbers(el)
	if !ok {
		if anyFloat(el) {
			return nil, stopU(r, "min()/max() of a float with a value that is not a number is not evaluated"), true
		}
		return nil, nil, false
	}
	best := 0
	for i := 1; i < len(fs); i++ {
		if sign > 0 && fs[i] > fs[best] || sign < 0 && fs[i] < fs[best] {
			best = i
		}
	}
	return el[best], nil, true
}

// floatSorted is sorted() where a Float is among the values: a stable
// sort by IEEE order; with a NaN the order CPython's sort leaves depends
// on its merge steps, so it is unknown.
func floatSorted(el []ir.Value, r ir.Range) (ir.Value, *ir.Stop, bool) {
	fs, ok := numbers(el)
	if !ok {
		if anyFloat(el) {
			return nil, stopU(r, "sorted() of a float with a value that is not a number is not evaluated"), true
		}
		return nil, nil, false
	}
	for _, f := range fs {
		if math.IsNaN(f) {
			return nil, stopU(r, "sorted() of a list holding NaN: the order CPython leaves is not reproduced here"), true
		}
	}
	idx := make([]int, len(el))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool { return fs[idx[i]] < fs[idx[j]] })
	out := make([]ir.Value, len(el))
	for i, k := range idx {
		out[i] = el[k]
	}
	return ir.Seq{Elems: out}, nil, true
}

// floatInt is int(x) of a float: truncation toward zero; NaN is a
// ValueError and an infinity an OverflowError.
func floatInt(f float64, r ir.Range) (ir.Value, *ir.Stop) {
	switch {
	case math.IsNaN(f):
		return nil, stopE(r, "ValueError: cannot convert float NaN to integer")
	case math.IsInf(f, 0):
		return nil, stopE(r, "OverflowError: cannot convert float infinity to integer")
	}
	i, _ := new(big.Float).SetFloat64(math.Trunc(f)).Int(nil)
	return ir.Int{V: i}, nil
}

// addFloatBuiltins adds the float builtins to pyLib (before its
// entries are wrapped with counting and arity checks).
func addFloatBuiltins() {
	pyLib["$truediv"] = trueDiv
	pyLib["float"] = func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
		if len(a) == 0 {
			return ir.Float(0), nil
		}
		f, ok, ov := pyFloat(a[0])
		if !ok {
			return nil, stopU(r, "float() of this value is not evaluated")
		}
		if ov {
			return nil, stopE(r, "OverflowError: int too large to convert to float")
		}
		return ir.Float(f), nil
	}
	pyLib["isNaN"] = func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
		f, ok, _ := pyFloat(a[0])
		if !ok {
			return nil, stopU(r, "isNaN() of this value is not evaluated")
		}
		return ir.Bool(math.IsNaN(f)), nil
	}
	arity["float"] = [2]int{0, 1}
	arity["isNaN"] = [2]int{1, 1}
	arity["$truediv"] = [2]int{2, 2}
}
