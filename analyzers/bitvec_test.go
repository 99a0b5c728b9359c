package analyzers_test

import (
	"context"
	"testing"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/dafny"
)

// TestBitvectorParametersAreSearched: bvN parameters (directly, through a
// type synonym, or as sequence elements) take small and edge values, and
// a contract over them is judged weak or not by Dafny's wrap-around
// semantics.
func TestBitvectorParametersAreSearched(t *testing.T) {
	m := dafny.ParseFile("bv.dfy", `type byte = bv8

method Low(x: bv8) returns (r: bv8)
  ensures r & 0xF0 == 0
{ r := x & 0x0F; }

method Swap(x: byte) returns (r: byte)
  ensures r == x.RotateLeft(4)
{ r := x.RotateLeft(4); }

method Wrap(x: bv8) returns (r: bv8)
  requires x + 1 < x
  ensures r == x
{ r := x; }

method First(s: seq<byte>) returns (r: byte)
  ensures |s| == 0 ==> r == 0
{ r := if |s| == 0 then 0 else s[0]; }`)
	if len(m.Problems) > 0 {
		t.Fatalf("problems: %v", m.Problems)
	}
	weakWant := map[string]bool{"Low": true, "Swap": false, "Wrap": false, "First": true}
	for _, c := range m.Contracts {
		a := analyzers.RunAttack(context.Background(), m, c, analyzers.DefaultAttack, false)
		if a.Search.Status == analyzers.SearchSkipped || a.Search.Inputs < 1 {
			t.Errorf("%s: search %+v, want bitvector inputs searched", c.Name, a.Search)
			continue
		}
		// Only x = 255 wraps around: the precondition admits one input.
		if c.Name == "Wrap" && a.Valid != 1 {
			t.Errorf("Wrap: %d inputs admitted by x + 1 < x, want 1 (x = 255)", a.Valid)
		}
		weak := false
		for _, f := range a.Findings {
			if f.Code == analyzers.CodeTrivialWitness || f.Code == analyzers.CodeUnconstrained {
				weak = true
			}
		}
		if weak != weakWant[c.Name] {
			t.Errorf("%s: weak %v, want %v: %+v (search %+v)", c.Name, weak, weakWant[c.Name], a.Findings, a.Search)
		}
	}
}
