package ir_test

import (
	"fmt"
	"github.com/specfaith/specfaith/internal/within"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/specfaith/specfaith/dafny"
	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/lean"
	"github.com/specfaith/specfaith/nagini"
)

// readDocLang is one language's value parser with the contracts of a real
// example, whose parameter and result types the examples are coerced to.
type readDocLang struct {
	name      string
	parse     ir.ValueParser
	contracts []*ir.Contract
}

func readDocLangs(f *testing.F) []readDocLang {
	load := func(path string, parse func(string, string) *ir.Module) []*ir.Contract {
		b, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		m := parse(path, string(b))
		if len(m.Contracts) == 0 {
			f.Fatalf("%s: no contracts", path)
		}
		return m.Contracts
	}
	dfy := append(load("../examples/dafny/sqrt.dfy", dafny.ParseFile), load("../examples/dafny/factorial.dfy", dafny.ParseFile)...)
	dfy = append(dfy, dafny.ParseFile("m.dfy", "method M(a: array<int>, s: seq<int>, m: map<int, bool>, c: char, t: string, r0: real, b: bool, n: nat, p: (int, bool), g: array2<int>, st: set<int>, ms: multiset<int>) returns (r: int, q: seq<int>)\n  modifies a\n").Contracts...)
	return []readDocLang{
		{"dafny", dafny.ParseValue, dfy},
		{"lean", lean.ParseValue, append(load("../examples/lean/isqrt.lean", lean.ParseFile), load("../examples/lean/first_index.lean", lean.ParseFile)...)},
		{"nagini", nagini.ParseValue, append(load("../examples/nagini/sqrt.py", nagini.ParseFile), load("../examples/nagini/search.py", nagini.ParseFile)...)},
	}
}

// readDocRun reads lines (one DocLine per line of text) into a copy of c
// and renders everything it produced, for comparing two runs.
func readDocRun(c *ir.Contract, text string, parse ir.ValueParser) (string, []ir.Problem, *ir.Contract, []ir.DocLine) {
	cc := *c
	cc.Examples = ir.Examples{}
	cc.Requirement = ""
	var lines []ir.DocLine
	for i, l := range strings.Split(text, "\n") {
		p := ir.Pos{Line: i + 1, Col: 1}
		lines = append(lines, ir.DocLine{Text: l, R: ir.Range{Start: p, End: ir.Pos{Line: i + 1, Col: len(l) + 1}}})
	}
	probs := ir.ReadDoc(&cc, lines, parse)
	var b strings.Builder
	fmt.Fprintf(&b, "req=%q\n", cc.Requirement)
	for _, g := range []struct {
		tag string
		xs  []ir.Example
	}{{"input", cc.Examples.Required}, {"accept", cc.Examples.Accepted}, {"reject", cc.Examples.Rejected}, {"reject-input", cc.Examples.RejectedInputs}} {
		for _, ex := range g.xs {
			fmt.Fprintf(&b, "%s %d %q:", g.tag, ex.R.Start.Line, ex.Text)
			for _, bd := range ex.Inputs {
				fmt.Fprintf(&b, " %s=%v", bd.Name, bd.Val)
			}
			b.WriteString(" ->")
			for _, bd := range ex.Outputs {
				fmt.Fprintf(&b, " %s=%v", bd.Name, bd.Val)
			}
			b.WriteByte('\n')
		}
	}
	for _, p := range probs {
		fmt.Fprintf(&b, "problem %d %s %s\n", p.R.Start.Line, p.Code, p.Message)
	}
	return b.String(), probs, &cc, lines
}

// FuzzReadDoc feeds doc-comment lines (@input/@accept/@reject/
// @reject-input and prose) to ir.ReadDoc with each language's value
// parser and a real contract: no panic, no hang, every example and problem
// points at one of the given lines, every binding names a parameter or
// result, and the same lines read twice give the same result.
func FuzzReadDoc(f *testing.F) {
	langs := readDocLangs(f)
	for _, s := range []string{
		"Return the integer square root of n.\n@input n = 0; n = 1; n = 10; n = 16\n@accept n = 10 -> 3; n = 16 -> 4\n@reject n = 10 -> 0; n = 10 -> 4",
		"@input N = 0; N = 1; N = 10; N = 16\n@accept N = 0 -> r = 0; N = 1 -> r = 1; N = 10 -> r = 3\n@reject N = 10 -> r = 0",
		"@input x = -1; x = 0; x = 1\n@accept x = -1 -> y = 0; x = 0 -> y = 1\n@reject x = -1 -> y = -1\n@reject-input x = -1",
		"@input n = 0; n = 10\n@accept n = 10 -> 3\n@reject n = 10 -> 0; n = 10 -> 4\n@reject-input n = -1",
		"@accept a = [1, 2, 3], s = [4], m = map[1 := true], c = 'x', t = \"a;b->c\", r0 = 1.5, b = true, n = 3, p = (1, false), g = [[1, 2], [3, 4]], st = {1}, ms = multiset{1, 1} -> r = 1, q = [], a = [0]",
		"@accept xs = [1, 2, 3], x = 2 -> 1\n@reject xs = #[1, 2], x = 5 -> some 0",
		"@input 5\n@accept 5 -> 2\n@reject-input -1 -> 0\n@reject 1",
		"@input\n@accept ->\n@reject ; ; ;\n@input x'' = 1",
		"@input n = \"unterminated\n@accept n = (((( -> ]]]\n@input n == 1",
	} {
		for sel := 0; sel < 6; sel++ {
			f.Add(uint8(sel), s)
		}
	}
	f.Fuzz(func(t *testing.T, sel uint8, text string) {
		lang := langs[int(sel)%len(langs)]
		c := lang.contracts[int(sel)/len(langs)%len(lang.contracts)]
		var out1 string
		var probs []ir.Problem
		var cc *ir.Contract
		var lines []ir.DocLine
		within.Returns(t, 20*time.Second, lang.name+": ReadDoc", func() {
			out1, probs, cc, lines = readDocRun(c, text, lang.parse)
		})
		inLines := func(r ir.Range) bool {
			return r.Start.Line >= 1 && r.Start.Line <= len(lines) && r == lines[r.Start.Line-1].R
		}
		for _, p := range probs {
			if !inLines(p.R) || p.Message == "" {
				t.Fatalf("%s: problem not on a given line or without message: %+v", lang.name, p)
			}
		}
		names := map[string]bool{}
		for _, p := range append(append([]ir.Param(nil), c.Params...), c.Results...) {
			names[p.Name] = true
		}
		for _, xs := range [][]ir.Example{cc.Examples.Required, cc.Examples.Accepted, cc.Examples.Rejected, cc.Examples.RejectedInputs} {
			for _, ex := range xs {
				if !inLines(ex.R) {
					t.Fatalf("%s: example %q not on a given line: %+v", lang.name, ex.Text, ex.R)
				}
				for _, b := range append(append([]ir.Binding(nil), ex.Inputs...), ex.Outputs...) {
					if !names[b.Name] || b.Val == nil {
						t.Fatalf("%s: example %q binds %q = %v, not a parameter or result of %s", lang.name, ex.Text, b.Name, b.Val, c.Name)
					}
				}
			}
		}
		if out2, _, _, _ := readDocRun(c, text, lang.parse); out2 != out1 {
			t.Fatalf("%s: not deterministic:\n%s\nvs\n%s", lang.name, out1, out2)
		}
	})
}
