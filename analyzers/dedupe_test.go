package analyzers

import (
	"math/big"
	"testing"

	"github.com/specfaith/specfaith/spec"
)

// TestDedupeKeepsFirstInOrder: de-duplication keeps the first of each
// value equal by spec.Compare (a string and its characters, a signed and
// an unsigned integer are one value), in order, up to the limit.
func TestDedupeKeepsFirstInOrder(t *testing.T) {
	vs := []spec.Value{spec.NewInt(3), spec.Str("ab"), spec.Int{V: big.NewInt(3), Signed: true}, spec.NewInt(1),
		spec.Seq{Elems: []spec.Value{spec.Char('a'), spec.Char('b')}}, spec.NewInt(2), spec.NewInt(1)}
	got := dedupe(vs)
	want := []string{"3", `"ab"`, "1", "2"}
	if len(got) != len(want) {
		t.Fatalf("dedupe: %v, want %v", got, want)
	}
	for i, v := range got {
		if v.String() != want[i] {
			t.Errorf("dedupe[%d] = %s, want %s", i, v, want[i])
		}
	}
	if got := dedupeN(vs, 2); len(got) != 2 || got[1].String() != `"ab"` {
		t.Errorf("dedupeN(2) = %v", got)
	}
}
