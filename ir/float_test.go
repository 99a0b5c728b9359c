package ir

import (
	"math"
	"math/big"
	"strconv"
	"testing"
)

// TestFloatOfRat: Lean's Float.ofScientific truncates to 64 bits before
// rounding to 53, so it is the correctly rounded value except where the
// truncated bits decide a tie.
func TestFloatOfRat(t *testing.T) {
	for _, s := range []string{"0.1", "2.5", "0.001", "123456789.123456789", "1e308", "3.14159", "1e-300", "7"} {
		r, _ := new(big.Rat).SetString(s)
		want, _ := strconv.ParseFloat(s, 64)
		if got := FloatOfRat(r); got != want {
			t.Errorf("FloatOfRat(%s) = %v, want %v", s, got, want)
		}
		if got := FloatOfRat(new(big.Rat).Neg(r)); got != -want {
			t.Errorf("FloatOfRat(-%s) = %v, want %v", s, got, -want)
		}
	}
	r, _ := new(big.Rat).SetString("1e309")
	if got := FloatOfRat(r); !math.IsInf(got, 1) {
		t.Errorf("FloatOfRat(1e309) = %v, want +Inf", got)
	}
	// 2^64 + 2^11 + 1: truncating the last bit leaves a tie, which rounds
	// to even (2^64); a correctly rounded conversion gives 2^64 + 2^12.
	n := new(big.Int).Lsh(big.NewInt(1), 64)
	n.Add(n, big.NewInt(2049))
	if got := FloatOfInt(n); got != math.Ldexp(1, 64) {
		t.Errorf("FloatOfInt(2^64+2049) = %v, want 2^64", got)
	}
	if FloatString(2.5) != "2.500000" || FloatString(-1.0/3) != "-0.333333" || FloatString(math.Inf(-1)) != "-inf" {
		t.Errorf("FloatString: %s %s %s", FloatString(2.5), FloatString(-1.0/3), FloatString(math.Inf(-1)))
	}
}

// TestCoerceNumbersAndOptions: example values take their declared type:
// literals become Floats by Lean's rounding, plain values options by
// Lean's coercion α → Option α.
func TestCoerceNumbersAndOptions(t *testing.T) {
	flt := &Type{Kind: KFloat, Name: "Float"}
	optInt := &Type{Kind: KDatatype, Name: "Option", Args: []*Type{TypeInt}}
	r, _ := new(big.Rat).SetString("0.1")
	for _, c := range []struct {
		v    Value
		t    *Type
		want Value
	}{
		{Real{r}, flt, Float(0.1)},
		{NewInt(3), flt, Float(3)},
		{NewInt(-9), optInt, Datatype{Ctor: "some", Fields: []Value{Int{V: big.NewInt(-9), Signed: true}}}},
		{Datatype{Ctor: "none"}, optInt, Datatype{Ctor: "none"}},
	} {
		got, err := Coerce(c.v, c.t)
		if err != nil || Compare(got, c.want) != 0 {
			t.Errorf("Coerce(%s, %s) = %v, %v; want %s", c.v, c.t, got, err, c.want)
		}
	}
}

// The machine path of FloatOfInt agrees with the exact conversion.
func TestFloatOfIntSmallAgrees(t *testing.T) {
	for _, k := range []int64{0, 1, -1, 3, -1000, 1<<53 - 1, 1 << 53, -(1 << 53), 1<<53 + 1, 1 << 62, -(1 << 62) - 3} {
		n := big.NewInt(k)
		if got, want := FloatOfInt(n), FloatOfRat(new(big.Rat).SetInt(n)); got != want {
			t.Errorf("FloatOfInt(%d) = %v, exact conversion %v", k, got, want)
		}
	}
}
