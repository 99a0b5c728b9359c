package nagini

import (
	"testing"

	"github.com/specfaith/specfaith/internal/within"
	"github.com/specfaith/specfaith/ir"
)

// FuzzParseValue: example values (the right-hand sides of @input/@accept
// lines and the strings of sidecar files) never panic the reader, it
// returns (evaluation is step-bounded), and reading the same text twice
// gives the same value.
func FuzzParseValue(f *testing.F) {
	for _, s := range []string{"0", "-5", "[1, 2, 3]", "\"abc\"", "'x'", "(1, True)", "None", "{1: 2}", "{1, 2}", "[[1], [2, 3]]", "3.5", "[x * x for x in range(5)]", "list(range(3))", "len([1, 2])", "\"a\" + \"b\"", "(1,)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		within.ParsesTheSame(t, s, ParseValue)
	})
}

// FuzzParseFileImpls: reading a file and lowering its bodies never
// panics, and running each lowered implementation (on zeros and empty
// lists, with little fuel) returns.
func FuzzParseFileImpls(f *testing.F) {
	for _, s := range []string{
		"def f(x: int) -> int:\n    y = x\n    while y > 0:\n        y -= 1\n    return y\n",
		"def f(xs: List[int]) -> None:\n    for i in range(len(xs)):\n        xs[i], xs[0] = xs[0], xs[i]\n    xs.append(1); xs.pop(0)\n",
		"def g(a: List[int]) -> int:\n    b = c = a\n    for x in a:\n        if x: break\n        elif x > 1: continue\n        else: pass\n    a, b = b, a\n    return g(a)\n",
		"def h() -> None:\n    try:\n        x = 1\n    except E:\n        pass\n    with l:\n        pass\n    for a, *b in c:\n        pass\n",
		"def f(x: int) -> int:\n    y = (x\n    return y\n\ndef g(x: int) -> int\n    return [x)\n",
		"class A\n    def f(self) -> int:\n        return \"a\n    z = {1: (2}\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 4000 {
			return
		}
		m := ParseFile("f.py", src)
		for _, im := range m.Impls {
			args := make([]ir.Value, len(im.Params))
			for i, p := range im.Params {
				args[i] = ir.NewInt(0)
				if p.Type != nil && p.Type.Kind == ir.KSeq {
					args[i] = ir.Seq{}
				}
			}
			c := ir.NewCtx(m)
			c.Limits.Steps = 20_000
			c.Run(im, m.Impls, args, 200)
		}
	})
}
