package nagini

import (
	"strings"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// TestPythonExpressions checks Python's semantics on expressions the
// contracts use (the CPython differential test covers many more).
func TestPythonExpressions(t *testing.T) {
	cases := map[string]string{
		"-7 // 2": "-4", "-7 % 2": "1", "7 % -3": "-2", "2 ** 10": "1024",
		"1 < 2 < 3": "true", "[1, 2, 3][-1]": "3", "[1, 2, 3][-2:]": "[2, 3]", "[1, 2, 3][5:]": "[]",
		"'abc'[0]": `"a"`, "'bc' in 'abc'": "true", "[x * 2 for x in [1, 2, 3] if x > 1]": "[4, 6]",
		"[(a, b) for a in [1, 2] for b in [3] if a != b]": "[(1, 3), (2, 3)]",
		"{x for x in [1, 1, 2]}":                          "{1, 2}", "sum(x for x in range(5))": "10",
		"all(x > 0 for x in [1, 2])": "true", "(lambda x: x + 1)(3)": "4",
		"1 if 2 > 3 else 4": "4", "[1, 2] * 2": "[1, 2, 1, 2]", "0 or 5": "5", "3 and 0": "0",
		"sorted([3, 1, 2])": "[1, 2, 3]", "[1, 2] < [1, 3]": "true", "'ab' < 'b'": "true",
		"[1, 2, 3][::-1]": "[3, 2, 1]", "(1, 2)[-1]": "2", "not []": "true", "{1: 2}[1]": "2",
	}
	for src, want := range cases {
		e, probs := ParseExpr(src)
		if len(probs) > 0 {
			t.Errorf("%s: %v", src, probs)
			continue
		}
		v, stop := ir.NewCtx(NewModule()).Eval(e, nil)
		if stop != nil || v.String() != want {
			t.Errorf("%s = %v (%v), want %s", src, v, stop, want)
		}
	}
	for src, why := range map[string]string{
		"[1][3]": "out of range", "1 // 0": "division by zero", "{1: 2}[5]": "not in the map",
		"2 ** 10 ** 9": "exponent", "1 / 0": "ZeroDivisionError", "1j": "complex",
	} {
		e, probs := ParseExpr(src)
		if len(probs) > 0 {
			t.Fatalf("%s: %v", src, probs)
		}
		_, stop := ir.NewCtx(NewModule()).Eval(e, nil)
		if stop == nil || !strings.Contains(stop.Reason, why) {
			t.Errorf("%s: %v, want a stop mentioning %q", src, stop, why)
		}
	}
	if _, probs := ParseExpr("x.__class__"); len(probs) == 0 {
		t.Error("dunder attribute accepted")
	}
}

// all/any stop at the first deciding element, as Python's do.
func TestAllAnyShortCircuit(t *testing.T) {
	for src, want := range map[string]string{
		"all(10 // x > 5 for x in [2, 0])":     "false",
		"any(10 // x > 2 for x in [1, 0])":     "true",
		"all(x > 0 for x in [1, 2] if x != 1)": "true",
		"any(x > 5 for x in range(3))":         "false",
	} {
		e, probs := ParseExpr(src)
		if len(probs) > 0 {
			t.Fatalf("%s: %v", src, probs)
		}
		v, stop := ir.NewCtx(NewModule()).Eval(e, nil)
		if stop != nil || v.String() != want {
			t.Errorf("%s = %v (%v), want %s", src, v, stop, want)
		}
	}
}

// FuzzParseFile: the Nagini module reader never panics.
func FuzzParseFile(f *testing.F) {
	f.Add("from nagini_contracts.contracts import *\n\ndef f(x: int) -> int:\n    Requires(x > 0)\n    Ensures(Result() > x)\n    return x + 1\n")
	f.Add("@Pure\ndef g(xs: List[int]) -> bool:\n    if len(xs) == 0:\n        return True\n    return all(x > 0 for x in xs)\n")
	f.Fuzz(func(t *testing.T, src string) {
		m := ParseFile("f.py", src)
		for _, c := range m.Contracts {
			for _, cl := range c.Clauses {
				ctx := ir.NewCtx(m)
				ctx.Limits.Steps = 10_000
				ctx.Check(cl.Expr, nil)
			}
		}
	})
}
