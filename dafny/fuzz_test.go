package dafny

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// FuzzParseFile: the parser never panics and every problem points inside
// the file.
func FuzzParseFile(f *testing.F) {
	paths, _ := filepath.Glob("../examples/dafny/*.dfy")
	more, _ := filepath.Glob("../examples/dafny/*/*.dfy")
	for _, p := range append(paths, more...) {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(string(b))
		}
	}
	f.Add(prelude)
	f.Add(bodies)
	f.Add("method M() returns (r: int) {\n  var a := new int[3](i => i);\n  for i := 3 downto 0 { r := r + a[i]; }\n  if case r > 0 => r := 1; case r <= 0 => return 0;\n}\n")
	f.Add("method M(a: array<int>) returns (r: int)\n  requires forall i, j :: 0 <= i < j < a.Length ==> a[i] <= a[j]\n  ensures r in a[..] && multiset(a[..])[r] > 0\n")
	f.Fuzz(func(t *testing.T, src string) {
		m := ParseFile("fuzz.dfy", src)
		for _, p := range m.Problems {
			if p.R.Start.Offset < 0 || p.R.Start.Offset > len(src) || p.R.Start.Line < 1 || p.Message == "" {
				t.Fatalf("bad problem %+v", p)
			}
		}
		// Evaluating whatever parsed must not panic either.
		for _, c := range m.Contracts {
			for _, cl := range c.Clauses {
				ctx := ir.NewCtx(m)
				ctx.Limits.Steps = 10_000
				ctx.Check(cl.Expr, nil)
			}
		}
		// Nor running the bodies of methods without parameters.
		for _, impl := range m.Impls {
			if len(impl.Params) == 0 {
				ctx := ir.NewCtx(m)
				ctx.Limits.Steps = 10_000
				ctx.Run(impl, m.Impls, nil, 1000)
			}
		}
	})
}

// FuzzParseValue: example values never panic the reader.
func FuzzParseValue(f *testing.F) {
	for _, s := range []string{"[1, 2, 3]", "map[1 := 2]", "multiset{1, 1}", "\"abc\"", "'x'", "-5", "(1, true)", "{1, 2}", "seq(3, i => i)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ParseValue(s)
	})
}
