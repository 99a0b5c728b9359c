package lean

import (
	"strings"
	"testing"
)

// BenchmarkLargeFile parses a 5 MB Lean file (docs/BENCHMARKS.md).
func BenchmarkLargeFile(b *testing.B) {
	def := "def f_postcond (xs : List Int) (result : Nat) : Prop :=\n  result < xs.length ∧ ∀ i < result, xs[i]! ≠ xs[result]!\n\n"
	src := strings.Repeat(def, 5<<20/len(def)+1)
	b.SetBytes(int64(len(src)))
	for i := 0; i < b.N; i++ {
		ParseFile("big.lean", src)
	}
}

// BenchmarkDeepTerm parses a 10 000-deep term (answered with a diagnostic).
func BenchmarkDeepTerm(b *testing.B) {
	src := strings.Repeat("(", 10000) + "1" + strings.Repeat(")", 10000)
	for i := 0; i < b.N; i++ {
		ParseExpr(src)
	}
}
