package spec_test

import (
	"testing"

	"github.com/specfaith/specfaith/dafny"
	"github.com/specfaith/specfaith/spec"
)

// TestSubst: free occurrences are replaced; one under a binder of the
// same name is not, while a let's values (outside its scope) are.
func TestSubst(t *testing.T) {
	m := dafny.ParseFile("s.dfy", "")
	for src, want := range map[string]spec.Status{
		"x + 1 == 3":                                   spec.True, // x := 2
		"forall x :: 0 <= x < 3 ==> x < 3":             spec.True, // x bound: untouched
		"(forall y :: 0 <= y < x ==> y < 2)":           spec.True, // x free inside
		"var x := x + 1; x == 3":                       spec.True, // value substituted, body bound
		"match x case 2 => true case _ => false":       spec.True,
		"match 5 case x => x == 5":                     spec.True, // case binds x
		"(set x | 0 <= x < 5 :: x) == {0, 1, 2, 3, 4}": spec.True,
	} {
		e, probs := dafny.ParseExpr(src)
		if len(probs) > 0 {
			t.Fatalf("%s: %v", src, probs)
		}
		e = spec.Subst(e, "x", &spec.Lit{Val: spec.NewInt(2)})
		if got, stop := spec.NewCtx(m).Check(e, nil); got != want {
			t.Errorf("%s: %v (%v), want %v", src, got, stop, want)
		}
	}
}
