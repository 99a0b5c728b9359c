package dafny

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/specfaith/specfaith/spec"
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
				ctx := spec.NewCtx(m)
				ctx.Limits.Steps = 10_000
				ctx.Check(cl.Expr, nil)
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
