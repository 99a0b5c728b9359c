package lean

import (
	"bytes"
	"fmt"
	"math"
	"math/rand"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// TestFloatAgainstCPython checks the evaluator's Float against CPython's
// float, which is the same IEEE 754 binary64 with the same rounding:
// + - * / (the operators Lean's Float instances call), comparisons, ==
// (Float.beq), negation, sqrt, abs, floor, ceil, round (C's: halves away
// from zero), toUInt64 (truncating, saturating) and toString (C's %f),
// on special values, subnormals, ties and random bit patterns. A NaN
// result matches a NaN, whatever its payload.
func TestFloatAgainstCPython(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("python3 not on PATH")
		}
		t.Skip("python3 not on PATH")
	}
	vals := []float64{0, math.Copysign(0, -1), 1, -1, 0.5, -0.5, 1.5, 2.5, -2.5, 0.1, 0.2, 0.3, 1.0 / 3,
		0.49999999999999994, 4503599627370496.5, 9007199254740993, 1e16, 1e308, -1e308, math.MaxFloat64,
		5e-324, -5e-324, 2.2250738585072014e-308, 1e-310, 18446744073709551615.0, 18446744073709549568.0,
		math.Inf(1), math.Inf(-1), math.NaN(), 123456.789, -7.25, 3}
	rng := rand.New(rand.NewSource(35))
	for range 40 {
		x := math.Float64frombits(rng.Uint64())
		if !math.IsNaN(x) {
			vals = append(vals, x)
		}
	}
	for range 20 {
		vals = append(vals, math.Round(rng.NormFloat64()*1e3)/8)
	}
	type kase struct {
		op   string
		x, y float64
	}
	var cases []kase
	for _, op := range []string{"neg", "sqrt", "abs", "floor", "ceil", "round", "touint64", "tostring"} {
		for _, x := range vals {
			cases = append(cases, kase{op: op, x: x})
		}
	}
	for _, op := range []string{"+", "-", "*", "/", "<", "<=", "=="} {
		for i, x := range vals {
			for j, y := range vals {
				if (i*len(vals)+j)%3 == 0 || i < 12 && j < 12 {
					cases = append(cases, kase{op: op, x: x, y: y})
				}
			}
		}
	}
	// Go's side: the evaluator, on the terms Lean's front end builds.
	m := &ir.Module{Lib: library()}
	lit := func(x float64) ir.Expr { return &ir.Lit{Val: ir.Float(x)} }
	binop := map[string]ir.Op{"+": ir.OpAdd, "-": ir.OpSub, "*": ir.OpMul, "/": ir.OpDivEuclidTotal, "<": ir.OpLt, "<=": ir.OpLe}
	got := make([]string, len(cases))
	for i, c := range cases {
		var e ir.Expr
		switch c.op {
		case "neg":
			e = &ir.Unary{Op: ir.OpNeg, X: lit(c.x)}
		case "sqrt", "abs", "floor", "ceil", "round":
			e = &ir.Call{Fn: &ir.Ident{Name: "Float." + c.op}, Args: []ir.Expr{lit(c.x)}}
		case "touint64":
			e = &ir.Call{Fn: &ir.Ident{Name: "Float.toUInt64"}, Args: []ir.Expr{lit(c.x)}}
		case "tostring":
			if math.IsNaN(c.x) {
				got[i] = "skip"
				continue
			}
			e = &ir.Call{Fn: &ir.Ident{Name: "Float.toString"}, Args: []ir.Expr{lit(c.x)}}
		case "==":
			e = &ir.Call{Fn: &ir.Ident{Name: "Float.beq"}, Args: []ir.Expr{lit(c.x), lit(c.y)}}
		default:
			e = &ir.Binary{Op: binop[c.op], X: lit(c.x), Y: lit(c.y)}
		}
		v, stop := ir.NewCtx(m).Eval(e, nil)
		if stop != nil {
			t.Fatalf("%s %v %v: %s", c.op, c.x, c.y, stop.Reason)
		}
		got[i] = canonical(v)
	}
	// CPython's side.
	var prog strings.Builder
	prog.WriteString(`import math, struct, sys
def f(h): return struct.unpack('<d', struct.pack('<Q', int(h, 16)))[0]
def show(v):
    if isinstance(v, bool): return 'b' + str(v).lower()
    if isinstance(v, int): return 'n' + str(v)
    if isinstance(v, str): return 's' + v
    if math.isnan(v): return 'fnan'
    return 'f%016x' % struct.unpack('<Q', struct.pack('<d', v))[0]
def div(x, y):
    if y == 0:
        if math.isnan(x) or x == 0: return math.nan
        return math.copysign(math.inf, x) * math.copysign(1.0, y)
    return x / y
def rnd(x):
    if math.isnan(x) or math.isinf(x) or abs(x) >= 2.0**52: return x
    a = math.floor(abs(x))
    if abs(x) - a >= 0.5: a += 1
    return math.copysign(float(a), x)
def floor(x): return x if math.isnan(x) or math.isinf(x) else math.copysign(float(math.floor(x)), x)
def ceil(x): return x if math.isnan(x) or math.isinf(x) else math.copysign(float(math.ceil(x)), x)
def sqrt(x):
    if math.isnan(x) or x < 0: return math.nan
    return math.sqrt(x)
def u64(x):
    if not x >= 0: return 0
    if x >= 18446744073709551615.0: return 2**64 - 1
    return int(x)
ops = {'neg': lambda x, y: -x, 'sqrt': lambda x, y: sqrt(x), 'abs': lambda x, y: abs(x),
  'floor': lambda x, y: floor(x), 'ceil': lambda x, y: ceil(x), 'round': lambda x, y: rnd(x),
  'touint64': lambda x, y: u64(x), 'tostring': lambda x, y: '%f' % x,
  '+': lambda x, y: x + y, '-': lambda x, y: x - y, '*': lambda x, y: x * y, '/': div,
  '<': lambda x, y: x < y, '<=': lambda x, y: x <= y, '==': lambda x, y: x == y}
for line in sys.stdin:
    op, x, y = line.split()
    print(show(ops[op](f(x), f(y))))
`)
	var in bytes.Buffer
	for _, c := range cases {
		fmt.Fprintf(&in, "%s %x %x\n", c.op, math.Float64bits(c.x), math.Float64bits(c.y))
	}
	cmd := exec.Command(py, "-c", prog.String())
	cmd.Stdin = &in
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	want := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(want) != len(cases) {
		t.Fatalf("python3 answered %d of %d cases", len(want), len(cases))
	}
	bad := 0
	for i, c := range cases {
		if got[i] == "skip" || got[i] == want[i] {
			continue
		}
		if bad++; bad <= 20 {
			t.Errorf("%s %v %v: evaluator %s, CPython %s", c.op, c.x, c.y, got[i], want[i])
		}
	}
	t.Logf("%d Float cases, %d agree with CPython", len(cases), len(cases)-bad)
}

// canonical prints a value as the Python side does.
func canonical(v ir.Value) string {
	switch x := v.(type) {
	case ir.Bool:
		return "b" + strconv.FormatBool(bool(x))
	case ir.Int:
		return "n" + x.V.String()
	case ir.Float:
		if math.IsNaN(float64(x)) {
			return "fnan"
		}
		return fmt.Sprintf("f%016x", math.Float64bits(float64(x)))
	case ir.Seq:
		return "s" + strings.Trim(x.String(), `"`)
	}
	return "?" + v.String()
}
