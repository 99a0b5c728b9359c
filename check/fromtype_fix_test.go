package check

import (
	"context"
	"strings"
	"testing"
)

// TestTypeClausesAreNotRelaxed: a required input of the wrong sizes for
// Vector α n is rejected by what the type says (a FromType clause); no
// "weaken precondition" fix rewrites the type's text.
func TestTypeClausesAreNotRelaxed(t *testing.T) {
	src := `/-- Element-wise sum.
@input a = #[1.0], b = #[1.0, 2.0]
-/
def add {n : Nat} (a b : Vector Float n) : Vector Float n :=
  Vector.ofFn (fun i => a[i] + b[i])

theorem add_spec {n : Nat} (a b : Vector Float n) (i : Fin n) :
    (add a b)[i] = a[i] + b[i] := by sorry
`
	rep := RunWith(context.Background(), "v.lean", src, nil, Options{})
	if len(rep.Contracts) != 1 {
		t.Fatalf("%d contracts", len(rep.Contracts))
	}
	cr := &rep.Contracts[0]
	found := false
	for _, f := range cr.Findings {
		found = found || f.Code == "required-input-recall"
	}
	if !found {
		t.Fatalf("no required-input-recall finding: %+v", cr.Findings)
	}
	for _, f := range Fixes(context.Background(), LanguageFor("v.lean"), rep, src, cr) {
		if strings.Contains(f.Title, "size") || strings.Contains(f.Title, "precondition") {
			t.Errorf("fix %q edits what the type Vector α n states", f.Title)
		}
	}
}
