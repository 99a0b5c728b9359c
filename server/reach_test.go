package server

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"go.lsp.dev/protocol"
)

// reachCases are weak square roots (the trivial witness 0) in each
// language, with a docstring or doc comment, a precondition line and a
// comment line between the clauses. lines name 0-based lines to ask on.
var reachCases = []struct {
	name, file, text string
	lines            map[string]int
}{
	{"dafny", "root.dfy", `/// Return the integer square root of N.
method SquareRoot(N: int) returns (r: int)
  requires N >= 0
  // the root squared stays within N
  ensures r * r <= N
{
  r := 0;
}
`, map[string]int{"doc comment": 0, "declaration": 1, "requires": 2, "comment": 3, "ensures": 4}},
	{"lean", "root.lean", `def isqrt_precond (n : Nat) : Prop :=
  n ≥ 0

-- the root squared stays within n
def isqrt_postcond (n : Nat) (result : Nat) (h_precond : isqrt_precond n) : Prop :=
  result * result ≤ n
`, map[string]int{"precondition's declaration": 0, "requires": 1, "comment": 3, "declaration": 4, "ensures": 5}},
	{"nagini", "root.py", `from nagini_contracts.contracts import *


def isqrt(n: int) -> int:
    """Return the integer square root of n."""
    Requires(n >= 0)
    # the root squared stays within n
    Ensures(Result() * Result() <= n)
    r = 0
    return r
`, map[string]int{"declaration": 3, "docstring": 4, "requires": 5, "comment": 6, "ensures": 7}},
}

// TestActionsAndHoverAnywhereInContract: from the declaration through the
// last clause — docstring, requires line, comment between clauses — the
// contract has its hover and its quick-fix (a Nagini function with a
// docstring used to get neither).
func TestActionsAndHoverAnywhereInContract(t *testing.T) {
	for _, tc := range reachCases {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, tc.file)
			if err := os.WriteFile(path, []byte(tc.text), 0o644); err != nil {
				t.Fatal(err)
			}
			c := startServer(t, Options{})
			c.initialize(dir, nil)
			u := c.open(path, tc.text)
			p := c.waitDiags(u, version(1))
			if !hasCode(p, "trivial-witness") {
				t.Fatalf("no trivial witness: %+v", p.Diags)
			}
			// What is checked is where the fix is offered, not how soon
			// (TestCodeActionSaysFixIsBeingChecked): on a loaded machine
			// the idle pass's fix may come after the action's 50 ms.
			c.quiet()
			for where, line := range tc.lines {
				var actions []protocol.CodeAction
				at := map[string]any{"line": line, "character": 2}
				if err := c.call("textDocument/codeAction", map[string]any{
					"textDocument": map[string]any{"uri": u}, "range": map[string]any{"start": at, "end": at},
					"context": map[string]any{"diagnostics": []any{}},
				}, &actions); err != nil {
					t.Fatal(err)
				}
				found := false
				for _, a := range actions {
					// No examples and a body returning the witness: nothing
					// checks the bound, so it is offered as a suggestion.
					found = found || strings.HasPrefix(a.Title, "Add postcondition bound (unchecked): ")
				}
				if !found {
					t.Errorf("%s (line %d): no bound quick-fix in %d actions", where, line, len(actions))
				}
				if h := hoverText(t, c, u, line, 2); !strings.Contains(h, "isqrt") && !strings.Contains(h, "SquareRoot") {
					t.Errorf("%s (line %d): hover %q", where, line, h)
				}
			}
			// Outside the contract: nothing.
			var actions []protocol.CodeAction
			end := map[string]any{"line": strings.Count(tc.text, "\n"), "character": 0}
			c.call("textDocument/codeAction", map[string]any{
				"textDocument": map[string]any{"uri": u}, "range": map[string]any{"start": end, "end": end},
				"context": map[string]any{"diagnostics": []any{}},
			}, &actions)
			if len(actions) != 0 {
				t.Errorf("after the contract: %d actions", len(actions))
			}
		})
	}
}
