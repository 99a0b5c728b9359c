package dafny

import (
	"fmt"
	"math"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// Dafny 4's fp32 and fp64 (reference manual, "Floating-point Types"): the
// values and operators are ir's (ir/fp.go); this file gives the
// classification members (x.IsNaN, …) and the static members fpN.NaN,
// fpN.Equal(x, y), … that a file names.

// addFP adds them to the library.
func addFP(library ir.Library) {
	for _, name := range []string{"IsNaN", "IsInfinite", "IsFinite", "IsNormal", "IsSubnormal", "IsZero", "IsPositive", "IsNegative"} {
		library["."+name] = fpClass(name)
	}
	for _, bits := range []int{32, 64} {
		for name, b := range fpStatics(bits) {
			library[fmt.Sprintf("$fp%d.%s", bits, name)] = b
		}
		library[fmt.Sprintf("$as:fp%d", bits)] = toFP(bits)
	}
}

// toFP is x as fpN: an int, a real or another fp value the type holds
// exactly; ill-defined otherwise (the reference manual).
func toFP(bits int) ir.Builtin {
	return func(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
		if len(args) != 1 {
			return nil, bad(r, "as fp: one argument")
		}
		if x, ok := fpNumber(args[0]); ok {
			v := ir.MakeFP(x, bits)
			if y, _ := fpNumber(v); y != x && !math.IsNaN(x) {
				return nil, bad(r, fmt.Sprintf("%s as fp%d: not exactly representable", args[0], bits))
			}
			return v, nil
		}
		if x, ok := ir.FPArg(args[0], bits); ok {
			return ir.MakeFP(x, bits), nil
		}
		return nil, bad(r, fmt.Sprintf("%s as fp%d: not exactly representable", args[0], bits))
	}
}

// fpNumber is an fp value's number.
func fpNumber(v ir.Value) (float64, bool) {
	switch x := v.(type) {
	case ir.FP64:
		return float64(x), true
	case ir.FP32:
		return float64(x), true
	}
	return 0, false
}

func fpClass(name string) ir.Builtin {
	return func(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
		if len(args) == 1 {
			if res, ok := ir.FPClass(args[0], name); ok {
				return ir.Bool(res), nil
			}
		}
		return nil, &ir.Stop{Status: ir.Unknown, Reason: fmt.Sprintf("unknown member %q", name), R: r}
	}
}

// fpStatics are fpN's static methods, each with its arity.
func fpStatics(bits int) map[string]ir.Builtin {
	typ := fmt.Sprintf("fp%d", bits)
	nums := func(args []ir.Value, n int, r ir.Range) ([]float64, *ir.Stop) {
		if len(args) != n {
			return nil, bad(r, fmt.Sprintf("%s expects %d arguments", typ, n))
		}
		out := make([]float64, n)
		for i, a := range args {
			x, ok := ir.FPArg(a, bits)
			if !ok {
				return nil, &ir.Stop{Status: ir.Unknown, Reason: fmt.Sprintf("%s given %s", typ, a), R: r}
			}
			out[i] = x
		}
		return out, nil
	}
	// unchecked IEEE operations: NaN in, NaN out; comparisons false.
	ieee := func(n int, f func(x []float64) ir.Value) ir.Builtin {
		return func(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			x, stop := nums(args, n, r)
			if stop != nil {
				return nil, stop
			}
			return f(x), nil
		}
	}
	// checked ones: ill-defined where their precondition fails.
	checked := func(n int, pre func(x []float64) string, f func(x []float64) ir.Value) ir.Builtin {
		return func(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			x, stop := nums(args, n, r)
			if stop != nil {
				return nil, stop
			}
			for _, v := range x {
				if math.IsNaN(v) {
					return nil, bad(r, typ+" operation requires that operands are not NaN")
				}
			}
			if pre != nil {
				if why := pre(x); why != "" {
					return nil, bad(r, why)
				}
			}
			return f(x), nil
		}
	}
	fp := func(x float64) ir.Value { return ir.MakeFP(x, bits) }
	return map[string]ir.Builtin{
		"Equal":          ieee(2, func(x []float64) ir.Value { return ir.Bool(x[0] == x[1]) }),
		"Less":           ieee(2, func(x []float64) ir.Value { return ir.Bool(x[0] < x[1]) }),
		"LessOrEqual":    ieee(2, func(x []float64) ir.Value { return ir.Bool(x[0] <= x[1]) }),
		"Greater":        ieee(2, func(x []float64) ir.Value { return ir.Bool(x[0] > x[1]) }),
		"GreaterOrEqual": ieee(2, func(x []float64) ir.Value { return ir.Bool(x[0] >= x[1]) }),
		"Add":            ieee(2, func(x []float64) ir.Value { return fp(x[0] + x[1]) }),
		"Sub":            ieee(2, func(x []float64) ir.Value { return fp(x[0] - x[1]) }),
		"Mul":            ieee(2, func(x []float64) ir.Value { return fp(x[0] * x[1]) }),
		"Div":            ieee(2, func(x []float64) ir.Value { return fp(x[0] / x[1]) }),
		"Neg":            ieee(1, func(x []float64) ir.Value { return fp(-x[0]) }),
		"Abs":            checked(1, nil, func(x []float64) ir.Value { return fp(math.Abs(x[0])) }),
		"Sqrt": checked(1, func(x []float64) string {
			if x[0] < 0 {
				return typ + ".Sqrt requires a non-negative operand"
			}
			return ""
		}, func(x []float64) ir.Value { return fp(math.Sqrt(x[0])) }),
		"Min":     checked(2, nil, func(x []float64) ir.Value { return fp(fpMin(x[0], x[1])) }),
		"Max":     checked(2, nil, func(x []float64) ir.Value { return fp(-fpMin(-x[0], -x[1])) }),
		"Floor":   checked(1, nil, func(x []float64) ir.Value { return fp(math.Floor(x[0])) }),
		"Ceiling": checked(1, nil, func(x []float64) ir.Value { return fp(math.Ceil(x[0])) }),
		"Round":   checked(1, nil, func(x []float64) ir.Value { return fp(math.RoundToEven(x[0])) }),
	}
}

// fpMin is the smaller of two numbers, -0 below +0 (IEEE minimum).
func fpMin(a, b float64) float64 {
	if a == b {
		if math.Signbit(a) {
			return a
		}
		return b
	}
	return math.Min(a, b)
}

// fpFuncs gives the module the functions fpN.Name for the fp types the
// source names: constants (fp64.NaN) and static methods (fp64.Equal).
func fpFuncs(m *ir.Module, src string) {
	for _, bits := range []int{32, 64} {
		typ := fmt.Sprintf("fp%d", bits)
		if !strings.Contains(src, typ) {
			continue
		}
		for _, name := range []string{"NaN", "PositiveInfinity", "NegativeInfinity", "MaxValue", "MinValue", "Epsilon", "MinNormal", "MinSubnormal", "Pi", "E"} {
			v, _ := ir.FPConst(bits, name)
			m.Funcs[typ+"."+name] = &ir.Function{Name: typ + "." + name, Result: fpType(bits), Body: &ir.Lit{Val: v}}
		}
		for name, b := range fpStatics(bits) {
			_ = b
			n := 2
			switch name {
			case "Neg", "Abs", "Sqrt", "Floor", "Ceiling", "Round":
				n = 1
			}
			var params []ir.Param
			var args []ir.Expr
			for i := range n {
				x := fmt.Sprintf("$x%d", i)
				params = append(params, ir.Param{Name: x, Type: fpType(bits)})
				args = append(args, &ir.Ident{Name: x})
			}
			m.Funcs[typ+"."+name] = &ir.Function{Name: typ + "." + name, Params: params,
				Body: &ir.Call{Fn: &ir.Ident{Name: fmt.Sprintf("$fp%d.%s", bits, name)}, Args: args}}
		}
	}
}

func fpType(bits int) *ir.Type {
	return &ir.Type{Kind: ir.KFloat, Name: fmt.Sprintf("fp%d", bits), Bits: bits}
}
