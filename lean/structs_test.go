package lean

import (
	"testing"

	"github.com/specfaith/specfaith/ir"
)

const structDefs = `
structure Bag where
  items : List Nat
deriving Repr

structure Point where
  x : Int
  y : Int := 0
  deriving Repr, BEq

def Bag.total (b : Bag) : Nat := b.items.foldl (· + ·) 0

def bagSize (b : Bag) : Nat := b.items.length

def norm1 (p : Point) : Int := p.x + p.y

def sumX (ps : List Point) (p : Point) : Int := (ps.map (fun p => p.1)).foldl (· + ·) p.x

def total2 (b : Bag) : Nat := b.total

def shadow (p : Point) : Int := (fun p => p.x) (7, 8)

def isOrigin : Point → Bool
  | Point.mk 0 0 => true
  | _ => false

def swap (p : Point) : Point :=
  match p with
  | .mk a b => Point.mk b a
`

// TestLeanStructures: a structure's fields are read on locals declared of
// its type; its values are anonymous constructors.
func TestLeanStructures(t *testing.T) {
	cases := []struct {
		term string
		want ir.Status
	}{
		{"bagSize ⟨[4, 5, 6]⟩ = 3", ir.True},
		{"norm1 ⟨3, 4⟩ = 7", ir.True},
		{"total2 ⟨[1, 2, 3]⟩ = 6", ir.True},
		// the lambda's p is a tuple here, not the Point parameter
		{"sumX [(1, 0), (2, 0)] ⟨10, 0⟩ = 13", ir.True},
		// a lambda's p shadows the Point: its .x is not read as the field
		{"shadow ⟨1, 2⟩ = 7", ir.Unknown},
		// S.mk is the anonymous constructor, in terms and in patterns
		{"isOrigin ⟨0, 0⟩ ∧ ¬ isOrigin ⟨0, 1⟩", ir.True},
		{"swap ⟨1, 2⟩ = ⟨2, 1⟩", ir.True},
	}
	for _, c := range cases {
		got, reason := evalIn(t, structDefs, c.term)
		if got != c.want {
			t.Errorf("%s = %s (%s), want %s", c.term, got, reason, c.want)
		}
	}
}
