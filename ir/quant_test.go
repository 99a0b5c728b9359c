package ir

import (
	"math/big"
	"strings"
	"testing"
)

// TestBinderDomain: a solver or an equation never hands a bound variable a
// value outside its type. ∃ i, i + 5 = x with x = 3 has no natural
// witness (the linear solver proposes i = -2); with an Int i it has one.
func TestBinderDomain(t *testing.T) {
	i := &Ident{Name: "i"}
	body := &Binary{Op: OpEq, X: &Binary{Op: OpAdd, X: i, Y: &Lit{Val: NewInt(5)}}, Y: &Ident{Name: "x"}}
	x := NewInt(3)
	cases := []struct {
		name string
		v    Binder
		want bool
	}{
		{"Nat", Binder{Name: "i", Type: TypeNat}, false},
		{"untyped, compared with a Nat", Binder{Name: "i", NatIfUnsigned: true}, false},
		{"UInt8", Binder{Name: "i", Type: &Type{Kind: KBitvector, Bits: 8, Name: "UInt8"}}, false},
		{"Int", Binder{Name: "i", Type: TypeInt}, true},
	}
	for _, tc := range cases {
		q := &Quant{Vars: []Binder{tc.v}, Body: body}
		v, stop := NewCtx(&Module{}).Eval(q, (*Env)(nil).Bind("x", x))
		if stop != nil || v != Bool(tc.want) {
			t.Errorf("%s: ∃ i, i + 5 = 3 is %v (%v), want %v", tc.name, v, stop, tc.want)
		}
	}
	// ∃ i ∈ [-1, 2], True: a Nat i never takes -1.
	mem := &Quant{Vars: []Binder{{Name: "i", Type: TypeNat}}, Body: &Binary{Op: OpAnd,
		X: &Binary{Op: OpIn, X: i, Y: &Lit{Val: Seq{Elems: []Value{Int{V: big.NewInt(-1), Signed: true}}}}},
		Y: &Lit{Val: Bool(true)}}}
	if v, stop := NewCtx(&Module{}).Eval(mem, nil); stop != nil || v != Bool(false) {
		t.Errorf("∃ i : Nat, i ∈ [-1] is %v (%v), want false", v, stop)
	}
	// An Int variable's values are Ints: i - 5 does not truncate.
	sub := &Quant{Vars: []Binder{{Name: "i", Type: TypeInt}}, Body: &Binary{Op: OpAnd,
		X: &Binary{Op: OpEq, X: i, Y: &Lit{Val: NewInt(3)}},
		Y: &Binary{Op: OpLt, X: &Binary{Op: OpSubAuto, X: i, Y: &Lit{Val: NewInt(5)}}, Y: &Lit{Val: NewInt(0)}}}}
	if v, stop := NewCtx(&Module{}).Eval(sub, nil); stop != nil || v != Bool(true) {
		t.Errorf("∃ i : Int, i = 3 ∧ i - 5 < 0 is %v (%v), want true", v, stop)
	}
}

// TestFixedWidth: Wrap reduces arithmetic modulo 2^n, and example values
// of a fixed-width type are read as that type reads a numeral.
func TestFixedWidth(t *testing.T) {
	add := &Binary{Op: OpAdd, X: &Lit{Val: NewInt(255)}, Y: &Lit{Val: NewInt(1)}, Wrap: 8}
	if v, stop := NewCtx(&Module{}).Eval(add, nil); stop != nil || !Equal(v, NewInt(0)) {
		t.Errorf("255 + 1 on 8 bits = %v (%v), want 0", v, stop)
	}
	sub := &Binary{Op: OpSub, X: &Lit{Val: NewInt(0)}, Y: &Lit{Val: NewInt(1)}, Wrap: 16}
	if v, stop := NewCtx(&Module{}).Eval(sub, nil); stop != nil || !Equal(v, NewInt(65535)) {
		t.Errorf("0 - 1 on 16 bits = %v (%v), want 65535", v, stop)
	}
	neg := &Unary{Op: OpNeg, X: &Lit{Val: NewInt(1)}, Wrap: 8}
	if v, stop := NewCtx(&Module{}).Eval(neg, nil); stop != nil || !Equal(v, NewInt(255)) {
		t.Errorf("-1 on 8 bits = %v (%v), want 255", v, stop)
	}
	if v, err := Coerce(NewInt(300), &Type{Kind: KBitvector, Bits: 8, Name: "UInt8"}); err != nil || !Equal(v, NewInt(44)) {
		t.Errorf("300 as UInt8 = %v (%v), want 44", v, err)
	}
	if _, err := Coerce(NewInt(300), &Type{Kind: KBitvector, Bits: 8}); err == nil {
		t.Error("300 accepted as an 8-bit vector")
	}
}

// TestHugeRangeTriesItsFirstValues: a range larger than Limits.Enum is
// never exhausted; its first hugeTries values are tried for a
// counterexample, and past them the quantifier is unknown, saying so. A
// range within the limit is still tried to its end.
func TestHugeRangeTriesItsFirstValues(t *testing.T) {
	i := &Ident{Name: "i"}
	// ∀ i, 0 <= i < n ==> i % (bad+1) != bad: its first counterexample
	// is bad, and no constraint names it.
	forall := func(n, bad int64) Expr {
		return &Quant{Forall: true, Vars: []Binder{{Name: "i", Type: TypeInt}},
			Range: &Binary{Op: OpAnd,
				X: &Binary{Op: OpLe, X: &Lit{Val: NewInt(0)}, Y: i},
				Y: &Binary{Op: OpLt, X: i, Y: &Lit{Val: NewInt(n)}}},
			Body: &Binary{Op: OpNe, X: &Binary{Op: OpModEuclid, X: i, Y: &Lit{Val: NewInt(bad + 1)}}, Y: &Lit{Val: NewInt(bad)}}}
	}
	for _, tc := range []struct {
		n, bad int64
		want   string
	}{
		{1 << 40, 5000, "false"},                 // found among the first values
		{1 << 40, 50_000, "only its first 8192"}, // past them: unknown
		{90_000, 80_000, "false"},                // within the limit: exhausted
		{90_000, 95_000, "true"},
	} {
		v, stop := NewCtx(&Module{}).Eval(forall(tc.n, tc.bad), nil)
		got := ""
		if stop != nil {
			got = stop.Reason
		} else {
			got = v.String()
		}
		if !strings.Contains(got, tc.want) {
			t.Errorf("∀ i < %d, i %% %d != %d: %s, want %s", tc.n, tc.bad+1, tc.bad, got, tc.want)
		}
	}
}
