package dafny_test

import (
	"testing"

	"github.com/specfaith/specfaith/dafny"
	"github.com/specfaith/specfaith/dafny/difftest"
	"github.com/specfaith/specfaith/ir"
)

// TestPrintRoundTrip: printing a parsed expression gives text that parses
// back to the same printed form and evaluates to the same verdict.
func TestPrintRoundTrip(t *testing.T) {
	m := dafny.ParseFile("prelude.dfy", difftest.Prelude)
	for _, c := range difftest.Generate() {
		e, probs := dafny.ParseExpr(c.Text)
		if len(probs) > 0 {
			t.Fatalf("%s: %v", c.Text, probs)
		}
		p1 := dafny.Print(e)
		e2, probs := dafny.ParseExpr(p1)
		if len(probs) > 0 {
			t.Errorf("printed %q does not parse: %v", p1, probs)
			continue
		}
		if p2 := dafny.Print(e2); p2 != p1 {
			t.Errorf("not a fixed point:\n%s\n%s", p1, p2)
		}
		s1, _ := ir.NewCtx(m).Check(e, nil)
		s2, _ := ir.NewCtx(m).Check(e2, nil)
		if s1 != s2 {
			t.Errorf("%s = %s but printed %s = %s", c.Text, s1, p1, s2)
		}
	}
}

func TestPrintKeepsPrecedence(t *testing.T) {
	for src, want := range map[string]string{
		"a ==> b ==> c":   "a ==> b ==> c",
		"(a ==> b) ==> c": "(a ==> b) ==> c",
		"a && (b || c)":   "a && (b || c)",
		"(a + b) * c":     "(a + b) * c",
		"a - (b - c)":     "a - (b - c)",
		"0 <= i < |s|":    "0 <= i < |s|",
		"(a == b) == c":   "(a == b) == c",
		"!(x in s) && forall i :: i in s ==> i > 0": "!(x in s) && forall i :: i in s ==> i > 0",
		"(forall i :: P(i)) && Q":                   "(forall i :: P(i)) && Q",
		"r * r <= N < (r + 1) * (r + 1)":            "r * r <= N < (r + 1) * (r + 1)",
		"x - -1":                                    "x - (-1)",
		"old(a[..])[i]":                             "old(a[..])[i]",
		"multiset(a[..]) == multiset(old(a[..]))":   "multiset(a[..]) == multiset(old(a[..]))",
	} {
		e, probs := dafny.ParseExpr(src)
		if len(probs) > 0 {
			t.Fatalf("%s: %v", src, probs)
		}
		if got := dafny.Print(e); got != want {
			t.Errorf("Print(%s) = %s, want %s", src, got, want)
		}
	}
}
