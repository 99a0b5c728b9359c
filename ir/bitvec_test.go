package ir

import (
	"math/big"
	"testing"
)

// TestBitvectorExamples: an example's value for a bvN parameter is read
// as a bvN (bv0 included), and one out of range is refused; Lean's named
// fixed-width types keep reading numerals modulo 2^N.
func TestBitvectorExamples(t *testing.T) {
	bv8 := &Type{Kind: KBitvector, Bits: 8}
	if v, err := Coerce(NewInt(255), bv8); err != nil || !Equal(v, BV{V: big.NewInt(255), Bits: 8}) {
		t.Errorf("255 as a bv8 example: %v, %v", v, err)
	}
	if v, err := Coerce(NewInt(0), &Type{Kind: KBitvector}); err != nil || v.Kind() != KBitvector {
		t.Errorf("0 as a bv0 example: %v, %v", v, err)
	}
	for _, bad := range []int64{256, -1} {
		if _, err := Coerce(NewInt(bad), bv8); err == nil {
			t.Errorf("%d as a bv8 example was accepted", bad)
		}
	}
	if v, err := Coerce(NewInt(256), &Type{Kind: KBitvector, Bits: 8, Name: "UInt8"}); err != nil || !Equal(v, NewInt(0)) {
		t.Errorf("256 as a UInt8 example: %v, %v, want 0", v, err)
	}
}

// TestBitvectorWidthLimit: a type wider than the evaluator computes with
// is unknown, not built.
func TestBitvectorWidthLimit(t *testing.T) {
	wide := &Type{Kind: KBitvector, Bits: MaxBVBits + 1}
	l := &Let{Names: []string{"x"}, Types: []*Type{wide}, Values: []Expr{&Lit{Val: Int{V: big.NewInt(-1), Lit: true}}}, Body: &Lit{Val: Bool(true)}}
	if st, _ := NewCtx(nil).Check(l, nil); st != Unknown {
		t.Errorf("a bv%d let: %s, want unknown", MaxBVBits+1, st)
	}
}
