package analyzers

import (
	"math/big"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// TestDedupeKeepsFirstInOrder: de-duplication keeps the first of each
// value equal by ir.Compare (a string and its characters, a signed and
// an unsigned integer are one value), in order, up to the limit.
func TestDedupeKeepsFirstInOrder(t *testing.T) {
	vs := []ir.Value{ir.NewInt(3), ir.Str("ab"), ir.Int{V: big.NewInt(3), Signed: true}, ir.NewInt(1),
		ir.Seq{Elems: []ir.Value{ir.Char('a'), ir.Char('b')}}, ir.NewInt(2), ir.NewInt(1)}
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
