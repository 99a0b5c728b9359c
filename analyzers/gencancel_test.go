package analyzers

import (
	"testing"

	"github.com/specfaith/specfaith/dafny"
	"github.com/specfaith/specfaith/ir"
)

// TestInputGenerationStopsWhenCancelled: the values of a subset type
// (its witness, what the file's functions return, its base type's values
// that meet the constraint) are made only until the search is cancelled:
// an editor's next keystroke must not wait for a JSON grammar's values.
func TestInputGenerationStopsWhenCancelled(t *testing.T) {
	m := dafny.ParseFile("g.dfy", `datatype Tree = Leaf | Node(l: Tree, v: int, r: Tree)
function Size(t: Tree): nat { match t case Leaf => 0 case Node(l, _, r) => Size(l) + 1 + Size(r) }
type Small = t: Tree | Size(t) < 3 witness Node(Leaf, 7, Leaf)
function Make(v: int): Small { Node(Leaf, v, Leaf) }
`)
	dafny.Link(m)
	small := &ir.Type{Kind: ir.KDatatype, Name: "Small"}
	open := make(chan struct{})
	if len(witnesses(open, m, small)) == 0 || len(produced(open, m, small, nil, "")) == 0 || len(typeDomainUntil(open, m, small, nil, 0)) == 0 {
		t.Fatal("no values of Small while the search runs")
	}
	done := make(chan struct{})
	close(done)
	if w := witnesses(done, m, small); len(w) > 0 {
		t.Errorf("witnesses after cancellation: %v", w)
	}
	if p := produced(done, m, small, nil, ""); len(p) > 0 {
		t.Errorf("produced after cancellation: %v", p)
	}
	if d := typeDomainUntil(done, m, small, nil, 0); len(d) > 0 {
		t.Errorf("domain after cancellation: %v", d)
	}
}
