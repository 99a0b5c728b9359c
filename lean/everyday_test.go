package lean

import (
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// TestLeanEverydayDefs: definitions as people write them (column-1 match
// arms, let rec with termination hints, _ and typed fun binders, λ, do,
// >>=, have … := by on its own lines) parse and evaluate.
func TestLeanEverydayDefs(t *testing.T) {
	defs := `
def f (x : Nat) : Nat :=
match x with
| 0 => 1
| _ => 2

def g (n : Nat) : Nat :=
  let rec go (i acc : Nat) : Nat :=
    if i = 0 then acc else go (i - 1) (acc + i)
  termination_by i
  decreasing_by
    simp_wf
    omega
  go n 0

def h (xs : List Nat) : List Nat := xs.map (fun _ => 1)
def k (xs : List Nat) : List Nat := xs.map (λ x : Nat => x + 1)
def v (xs : Vector Nat 3) (i : Fin 3) : Nat := xs[i]
def m (xs : List Nat) : Nat := Id.run do
  let mut s := 0
  for x in xs do
    s := s + x
  return s
def o (xs : List Nat) : Option Nat := xs.head? >>= fun x => if x > 0 then some x else none
def dm (x : Nat) : Nat := Id.run do
  match x with
  | .succ k => return k
  | _ => return 7
def dz (x : Int) : Nat := Id.run do
  match x with
  | .ofNat k => return k
  | _ => return 7
def hv (x : Nat) : Nat :=
  have h : x + 0 = x := by
    simp
  x + 1
`
	for _, c := range []struct {
		term string
		want ir.Status
	}{
		{"f 0 = 1 ∧ f 5 = 2", ir.True},
		{"g 4 = 10", ir.True},
		{"h [5, 6] = [1, 1]", ir.True},
		{"k [5, 6] = [6, 7]", ir.True},
		{"m [1, 2, 3] = 6", ir.True},
		{"o [3] = some 3 ∧ o [] = none ∧ o [0] = none", ir.True},
		{"hv 2 = 3", ir.True},
		{"dm 3 = 2 ∧ dm 0 = 7", ir.True},
		{"dz 3 = 3", ir.Unknown},
	} {
		got, reason := evalIn(t, defs, c.term)
		if got != c.want {
			t.Errorf("%s = %s (%s)", c.term, got, reason)
		}
	}
}
