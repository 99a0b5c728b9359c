package spec_test

import (
	"testing"

	"github.com/specfaith/specfaith/lean"
	"github.com/specfaith/specfaith/nagini"
	"github.com/specfaith/specfaith/spec"
)

// A vocabulary reads each spelling as the intrinsic with its arguments in
// the intrinsic's order; a name in scope shadows a library spelling.
func TestVocabReadsSpellings(t *testing.T) {
	parse := func(src string) *spec.Call {
		e, probs := lean.ParseExpr(src)
		if len(probs) > 0 {
			t.Fatalf("%s: %v", src, probs)
		}
		return e.(*spec.Call)
	}
	// l.count a, as the parser reads it when l is a parameter.
	dot := &spec.Call{Fn: &spec.Member{X: &spec.Ident{Name: "l"}, Name: "count"}, Args: []spec.Expr{&spec.Ident{Name: "a"}}}
	for _, c := range []*spec.Call{parse("List.count a l"), dot} {
		s, args, ok := lean.Vocab.Call(c, nil)
		if !ok || s.Op != spec.LibCount || len(args) != 2 || spec.CanonKey(args[0]) != spec.CanonKey(&spec.Ident{Name: "a"}) || spec.CanonKey(args[1]) != spec.CanonKey(&spec.Ident{Name: "l"}) {
			t.Errorf("%s: %v %v %v", spec.CanonKey(c), s.Op, ok, args)
		}
	}
	if _, _, ok := lean.Vocab.Call(parse("List.count a l"), func(n string) bool { return n == "List.count" }); ok {
		t.Error("a shadowed spelling is still read as the library's")
	}
	s, _, ok := lean.Vocab.Call(parse("Int.toNat x"), nil)
	if !ok || s.Op != spec.LibConvert || s.ToType == nil || s.ToType.Kind != spec.KNat {
		t.Errorf("Int.toNat: %+v", s)
	}
	// x.count without arguments is not a one-argument member.
	if _, ok := lean.Vocab.Member(&spec.Member{X: &spec.Ident{Name: "l"}, Name: "count"}); ok {
		t.Error("l.count read as a property")
	}
	e, _ := nagini.ParseExpr("len(xs)")
	if s, _, ok := nagini.Vocab.Call(e.(*spec.Call), nil); !ok || s.Op != spec.LibLength {
		t.Errorf("len(xs): %v %v", s.Op, ok)
	}
	if s, _, ok := (*spec.Vocab)(nil).Call(spec.IntrinsicCall(spec.Node{}, spec.ConvName("real"), &spec.Ident{Name: "x"}), nil); !ok || s.ToType != spec.TypeReal {
		t.Errorf("canonical conversion without a vocabulary: %+v %v", s, ok)
	}
}
