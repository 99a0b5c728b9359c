package nagini

import (
	"math"
	"os/exec"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// TestFloatRepr: floats print as source text that reads back to them
// (TestFloatsAgainstCPython checks the finite ones against repr()).
func TestFloatRepr(t *testing.T) {
	for _, c := range []struct {
		f    float64
		want string
	}{
		{0, "0.0"}, {math.Copysign(0, -1), "-0.0"}, {1e16, "1e+16"}, {1e-5, "1e-05"},
		{math.NaN(), "float('nan')"}, {math.Inf(1), "float('inf')"}, {math.Inf(-1), "-float('inf')"},
	} {
		if got := FloatRepr(c.f); got != c.want {
			t.Errorf("FloatRepr(%v) = %q, want %q", c.f, got, c.want)
		}
	}
}

// TestFloatsAgainstCPython: float literals, true division, == and order
// (NaN and signed zeros), min/max/sorted with ties, int(), abs() and
// truth values give CPython's result, or both raise.
func TestFloatsAgainstCPython(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not on PATH")
	}
	nan := "((1e308 * 10) - (1e308 * 10))"
	exprs := []string{
		"1 / 3", "7 / 2", "-7 / 2", "1 / 0", "1.0 / 0.0", "0.0 / 0", "0.1 + 0.2", "0.1 + 0.2 == 0.3",
		"1e308 * 10", "-1e308 * 10", nan + " == " + nan, nan + " != " + nan, "-0.0 == 0.0", "1.0 == 1",
		"[1.0, 2.0] == [1, 2]", "1.5 < 2", nan + " < 1.0", nan + " >= 1.0",
		"max(1.0, 1)", "max(1, 1.0)", "max([2.5, -1.0, 3])", "min(-0.0, 0.0)", "min(0.0, -0.0)",
		"max(" + nan + ", 1.0)", "max(1.0, " + nan + ")", "sorted([3.5, 1, 2.25, -0.0, 0.0])",
		"int(-2.7)", "int(2.7)", "int(1e20)", "int(" + nan + ")", "int(1e308 * 10)", "abs(-2.5)", "abs(-0.0)",
		"2.5 * 4", "10**20 / 3", "(10**400) / (10**399)", "10**400 / 3", "float(10**400)", "float(7)",
		"bool(0.0)", "bool(-0.0)", "bool(" + nan + ")", "1_000.5", "1e-5", "123456789012345678.0",
		"3 // 2", "0.1 * 3", "1e16 + 1.0", "-(0.0)",
	}
	script := ""
	for _, c := range exprs {
		script += "try:\n    print(repr(" + c + "))\nexcept Exception:\n    print('error')\n"
	}
	out, err := exec.Command(py, "-c", script).Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != len(exprs) {
		t.Fatalf("python3 printed %d lines for %d expressions", len(lines), len(exprs))
	}
	m := NewModule()
	for k, c := range exprs {
		e, probs := ParseExpr(c)
		if len(probs) > 0 {
			t.Fatalf("%s: %v", c, probs)
		}
		v, stop := ir.NewCtx(m).Eval(e, nil)
		got := "error"
		switch {
		case stop == nil:
			got = pyRepr(v)
		case stop.Status != ir.IllDefined:
			got = "unknown: " + stop.Reason
		}
		if want := strings.TrimSpace(lines[k]); got != want {
			t.Errorf("%s: specfaith %s, CPython %s", c, got, want)
		}
	}
}
