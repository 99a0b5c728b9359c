package ir_test

import (
	"testing"

	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/lean"
	"github.com/specfaith/specfaith/nagini"
)

// A vocabulary reads each spelling as the intrinsic with its arguments in
// the intrinsic's order; a name in scope shadows a library spelling.
func TestVocabReadsSpellings(t *testing.T) {
	parse := func(src string) *ir.Call {
		e, probs := lean.ParseExpr(src)
		if len(probs) > 0 {
			t.Fatalf("%s: %v", src, probs)
		}
		return e.(*ir.Call)
	}
	// l.count a, as the parser reads it when l is a parameter.
	dot := &ir.Call{Fn: &ir.Member{X: &ir.Ident{Name: "l"}, Name: "count"}, Args: []ir.Expr{&ir.Ident{Name: "a"}}}
	for _, c := range []*ir.Call{parse("List.count a l"), dot} {
		s, args, ok := lean.Vocab.Call(c, nil)
		if !ok || s.Op != ir.LibCount || len(args) != 2 || ir.CanonKey(args[0]) != ir.CanonKey(&ir.Ident{Name: "a"}) || ir.CanonKey(args[1]) != ir.CanonKey(&ir.Ident{Name: "l"}) {
			t.Errorf("%s: %v %v %v", ir.CanonKey(c), s.Op, ok, args)
		}
	}
	if _, _, ok := lean.Vocab.Call(parse("List.count a l"), func(n string) bool { return n == "List.count" }); ok {
		t.Error("a shadowed spelling is still read as the library's")
	}
	s, _, ok := lean.Vocab.Call(parse("Int.toNat x"), nil)
	if !ok || s.Op != ir.LibConvert || s.ToType == nil || s.ToType.Kind != ir.KNat {
		t.Errorf("Int.toNat: %+v", s)
	}
	// x.count without arguments is not a one-argument member.
	if _, ok := lean.Vocab.Member(&ir.Member{X: &ir.Ident{Name: "l"}, Name: "count"}); ok {
		t.Error("l.count read as a property")
	}
	e, _ := nagini.ParseExpr("len(xs)")
	if s, _, ok := nagini.Vocab.Call(e.(*ir.Call), nil); !ok || s.Op != ir.LibLength {
		t.Errorf("len(xs): %v %v", s.Op, ok)
	}
	if s, _, ok := (*ir.Vocab)(nil).Call(ir.IntrinsicCall(ir.Node{}, ir.ConvName("real"), &ir.Ident{Name: "x"}), nil); !ok || s.ToType != ir.TypeReal {
		t.Errorf("canonical conversion without a vocabulary: %+v %v", s, ok)
	}
}
