package check

import (
	"context"
	"strings"
	"testing"
)

// dropSources are contracts whose only precondition rejects a required
// input (the empty list) and may be dropped, one per language.
var dropSources = map[string]string{
	"sum.lean": `/-- The sum of xs; the empty list sums to 0.
@input xs = []; xs = [1, 2]
@accept xs = [] -> 0; xs = [1, 2] -> 3
-/
def sumNat_precond (xs : List Nat) : Prop :=
  xs ≠ []

def sumNat_postcond (xs : List Nat) (result : Nat) (h_precond : sumNat_precond xs) : Prop :=
  result = xs.foldl (· + ·) 0
`,
	"sum.dfy": `/// The sum of xs; the empty sequence sums to 0.
/// @input xs = []; xs = [1, 2]
/// @accept xs = [] -> r = 0; xs = [1, 2] -> r = 3
method Sum(xs: seq<int>) returns (r: int)
  requires xs != []
  ensures xs == [] ==> r == 0
  ensures xs != [] ==> r == xs[0] + (if |xs| > 1 then xs[1] else 0)
`,
	"sum.py": `from typing import List

from nagini_contracts.contracts import *


def sum_of(xs: List[int]) -> int:
    """The sum of xs; the empty list sums to 0.

    @input xs = []; xs = [1, 2]
    @accept xs = [] -> 0; xs = [1, 2] -> 3
    """
    Requires(Acc(list_pred(xs)))
    Requires(len(xs) > 0)
    Ensures(Acc(list_pred(xs)))
    Ensures(Implies(len(xs) == 0, Result() == 0))
    s = 0
    i = 0
    while i < len(xs):
        s += xs[i]
        i += 1
    return s
`,
}

// TestDropPreconditionKeepsFileWhole: dropping a precondition speaks the
// file's language and leaves a file that parses: a Lean precondition is
// a definition's body, which becomes `True` (removing it left `def … :=`
// with no body, and the title said `requires`, Dafny's word).
func TestDropPreconditionKeepsFileWhole(t *testing.T) {
	want := map[string]string{
		"sum.lean": "drop the precondition `xs ≠ []`",
		"sum.dfy":  "drop `requires xs != []`",
		"sum.py":   "drop `Requires(len(xs) > 0)`",
	}
	for path, src := range dropSources {
		lang := LanguageFor(path)
		rep := File(context.Background(), path, []byte(src), nil)
		if len(rep.Contracts) != 1 {
			t.Fatalf("%s: %d contracts; findings %+v", path, len(rep.Contracts), rep.All())
		}
		var drop *Fix
		var titles []string
		for _, fx := range Fixes(context.Background(), lang, rep, src, &rep.Contracts[0]) {
			titles = append(titles, fx.Title)
			if strings.Contains(fx.Title, want[path]) {
				fx := fx
				drop = &fx
			}
		}
		if drop == nil {
			t.Errorf("%s: no fix titled %q; offered %q", path, want[path], titles)
			continue
		}
		fixed := ApplyEdits(src, drop.Edits)
		if n := SyntaxErrors(lang, path, fixed); n > 0 {
			t.Errorf("%s: the fixed text has %d syntax errors:\n%s", path, n, fixed)
		}
		if path == "sum.lean" && !strings.Contains(fixed, ": Prop :=\n  True\n") {
			t.Errorf("%s: the precondition is not `True`:\n%s", path, fixed)
		}
		for _, f := range File(context.Background(), path, []byte(fixed), nil).All() {
			if f.Code == "required-input-recall" {
				t.Errorf("%s: after the fix: %s", path, f.Message)
			}
		}
	}
}

// TestFixThatBreaksSyntaxNotOffered: whatever built it, a fix whose
// edited text has more syntax problems than the original is not offered
// (the safety net the server's code actions and `check --fix` share).
// A language whose empty precondition is misspelt builds a breaking drop.
func TestFixThatBreaksSyntaxNotOffered(t *testing.T) {
	src := dropSources["sum.lean"]
	broken := *LanguageFor("sum.lean")
	broken.NoPrecondition = "(True"
	rep := File(context.Background(), "sum.lean", []byte(src), nil)
	for _, fx := range Fixes(context.Background(), &broken, rep, src, &rep.Contracts[0]) {
		if strings.Contains(fx.Title, "drop") {
			t.Errorf("offered %q, which gives:\n%s", fx.Title, ApplyEdits(src, fx.Edits))
		}
	}
	if _, _, worse := ParsesWorse(&broken, "sum.lean", src, strings.Replace(src, "xs ≠ []", "(True", 1)); !worse {
		t.Error("ParsesWorse: an unclosed parenthesis does not parse worse")
	}
}

// TestDropClauseTakesItsComment: a dropped clause's line goes with the
// comment that ends it; it used to stay behind, unindented, on a line of
// its own.
func TestDropClauseTakesItsComment(t *testing.T) {
	for path, clause := range map[string]string{"sum.dfy": "requires xs != []", "sum.py": "Requires(len(xs) > 0)"} {
		lang := LanguageFor(path)
		src := strings.Replace(dropSources[path], clause, clause+"  "+lang.LineComment()+" not empty", 1)
		rep := File(context.Background(), path, []byte(src), nil)
		dropped := false
		for _, fx := range Fixes(context.Background(), lang, rep, src, &rep.Contracts[0]) {
			if !strings.Contains(fx.Title, "drop") {
				continue
			}
			dropped = true
			fixed := ApplyEdits(src, fx.Edits)
			if strings.Contains(fixed, "not empty") || fixed != strings.Replace(dropSources[path], "  "+clause+"\n", "", 1) &&
				fixed != strings.Replace(dropSources[path], "    "+clause+"\n", "", 1) {
				t.Errorf("%s: %q gives:\n%s", path, fx.Title, fixed)
			}
		}
		if !dropped {
			t.Errorf("%s: no drop offered", path)
		}
	}
}
