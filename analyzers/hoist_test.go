package analyzers_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/check"
	"github.com/specfaith/specfaith/ir"
)

// TestHoistingChangesNoVerdict: evaluating the parts of a postcondition
// that read only the inputs once per input, not once per output tried,
// decides every output of the search as evaluating the whole
// postcondition each time does, on the verified Dafny, Lean and Nagini
// files of the test data (written by others). The time budget is off, so
// both runs are complete and comparable. An output undecided in full may
// be decided with its parts evaluated once: the step and memory budgets
// of one evaluation no longer pay for them (seen on a real file whose
// input-only part took most of the 8 MB).
func TestHoistingChangesNoVerdict(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every contract of the test data twice")
	}
	var files []string
	for _, dir := range []string{"dafny-verified", "lean-vericoding", "nagini-suite"} {
		filepath.WalkDir(filepath.Join("..", "check", "testdata", dir), func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && check.LanguageFor(p) != nil {
				files = append(files, p)
			}
			return nil
		})
	}
	if len(files) < 100 {
		t.Fatalf("only %d files found", len(files))
	}
	opts := analyzers.DefaultAttack
	opts.Budget = 0
	opts.MaxInputs = 12
	opts.Steps = 200_000
	defer analyzers.SetHoisting(true)
	compared, parts := 0, 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m := check.LanguageFor(f).Parse(f, string(src))
		for _, c := range m.Contracts {
			analyzers.SetHoisting(false)
			whole := analyzers.RunAttack(context.Background(), m, c, opts, false)
			analyzers.SetHoisting(true)
			once := analyzers.RunAttack(context.Background(), m, c, opts, false)
			if d := disagreement(whole.Rows(), once.Rows()); d != "" {
				t.Errorf("%s: %s: %s:\n whole %v\n once  %v", f, c.Name, d, whole.Rows(), once.Rows())
			} else if reflect.DeepEqual(whole.Rows(), once.Rows()) {
				if w, o := findingCodes(whole), findingCodes(once); w != o {
					t.Errorf("%s: %s: findings differ:\n whole %s\n once  %s", f, c.Name, w, o)
				}
			}
			if len(whole.Rows()) > 0 {
				compared++
			}
			if analyzers.HoistedParts(c) > 0 {
				parts++
			}
		}
	}
	t.Logf("%d files, %d contracts searched, %d with parts evaluated once per input", len(files), compared, parts)
	if parts < 20 {
		t.Errorf("only %d contracts had a part to hoist: the test compares nothing", parts)
	}
}

func findingCodes(a *analyzers.Attack) string {
	var out []string
	for _, f := range a.Findings {
		out = append(out, f.Code+": "+f.Message)
	}
	return strings.Join(out, "\n")
}

// disagreement says where the search with parts evaluated once decided an
// output otherwise than the full evaluation, or tried other outputs.
func disagreement(whole, once [][]int) string {
	if len(whole) != len(once) {
		return fmt.Sprintf("%d inputs searched, not %d", len(once), len(whole))
	}
	for i := range whole {
		if len(whole[i]) != len(once[i]) {
			return fmt.Sprintf("input %d: %d outputs tried, not %d", i, len(once[i]), len(whole[i]))
		}
		for j, st := range whole[i] {
			if st != int(ir.Unknown) && once[i][j] != st {
				return fmt.Sprintf("input %d, output %d: %s, not %s", i, j, ir.Status(once[i][j]), ir.Status(st))
			}
		}
	}
	return ""
}

// TestHoistingKeepsMethodCalls: x.f a applies f to x and a; the head of
// a call is read as written, never replaced by the value of x.f (which
// made every output of this contract ill-defined).
func TestHoistingKeepsMethodCalls(t *testing.T) {
	src := `def hasSegment (xs : Array Int) (ys : Array Int) : Bool := sorry

theorem hasSegment_spec (xs ys : Array Int) :
    hasSegment xs ys = (∃ k : Nat, k + ys.size ≤ xs.size ∧ (xs.extract k (k + ys.size)).toList = ys.toList) := sorry
`
	m := check.LanguageFor("seg.lean").Parse("seg.lean", src)
	if len(m.Contracts) != 1 {
		t.Fatalf("%d contracts", len(m.Contracts))
	}
	c := m.Contracts[0]
	if analyzers.HoistedParts(c) == 0 {
		t.Fatalf("no part of %q is evaluated once per input", c.Ensures()[0].Text)
	}
	opts := analyzers.DefaultAttack
	opts.Budget = 0
	defer analyzers.SetHoisting(true)
	analyzers.SetHoisting(false)
	whole := analyzers.RunAttack(context.Background(), m, c, opts, false)
	analyzers.SetHoisting(true)
	once := analyzers.RunAttack(context.Background(), m, c, opts, false)
	if !reflect.DeepEqual(whole.Rows(), once.Rows()) || once.Search.Status != analyzers.SearchDone {
		t.Errorf("whole %s %v\nonce  %s %v", whole.Search.Text(), whole.Rows(), once.Search.Text(), once.Rows())
	}
}

// TestHoistedPartsFollowScope: a fold or quantifier that reads only the
// inputs and its own variables is evaluated once per input; one whose
// body reads the result is not, nor is a sub-expression reading a
// variable that shadows an input.
func TestHoistedPartsFollowScope(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		parts     int
	}{
		{"fold over the input", `def top (xs : List Nat) : Nat := sorry

theorem top_spec (xs : List Nat) : top xs ≥ xs.foldl (fun a x => max a x) 0 := sorry
`, 1},
		{"lambda reading the result", `def top (xs : List Nat) : Nat := sorry

theorem top_spec (xs : List Nat) : xs.all (fun x => x ≤ top xs) := sorry
`, 0},
		{"bound name shadowing an input", `method M(x: int) returns (r: int)
  ensures forall x :: 0 <= x < 3 ==> r >= x
`, 0},
		{"bound name shadowing the result", `method M(x: int) returns (r: int)
  ensures r > x
  ensures forall r :: 0 <= r < 3 ==> r < x + 5
`, 1},
	} {
		file := "t.lean"
		if strings.HasPrefix(tc.src, "method") {
			file = "t.dfy"
		}
		m := check.LanguageFor(file).Parse(file, tc.src)
		if len(m.Contracts) != 1 {
			t.Fatalf("%s: %d contracts", tc.name, len(m.Contracts))
		}
		if got := analyzers.HoistedParts(m.Contracts[0]); got != tc.parts {
			t.Errorf("%s: %d parts evaluated once per input, want %d (%s)", tc.name, got, tc.parts, m.Contracts[0].Ensures()[0].Text)
		}
	}
}

// TestHoistedPartKeepsNoPinnedValue: a helper that calls the function
// being specified answers with the output tried (the pinned call), so
// its value is never kept for the next output. Here the postcondition
// says f(n) == g(n) where g(n) is f(n): every output is accepted.
func TestHoistedPartKeepsNoPinnedValue(t *testing.T) {
	src := `function g(n: int): int { f(n) }

function f(n: int): int
  ensures f(n) == g(n) + 0
`
	m := check.LanguageFor("p.dfy").Parse("p.dfy", src)
	var c *ir.Contract
	for _, k := range m.Contracts {
		if k.Name == "f" {
			c = k
		}
	}
	if c == nil || analyzers.HoistedParts(c) == 0 {
		t.Fatalf("no part of f's postcondition is evaluated once per input")
	}
	opts := analyzers.DefaultAttack
	opts.Budget = 0
	a := analyzers.RunAttack(context.Background(), m, c, opts, false)
	rows := a.Rows()
	if len(rows) == 0 {
		t.Fatalf("nothing searched: %s", a.Search.Text())
	}
	for i, row := range rows {
		for j, st := range row {
			if st != int(ir.True) {
				t.Fatalf("input %d, output %d: %s, want every output accepted (rows %v)", i, j, ir.Status(st), rows)
			}
		}
	}
}
