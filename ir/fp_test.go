package ir

import (
	"math"
	"math/big"
	"math/rand"
	"testing"
)

// TestFP32Rounding: an fp32 result is the binary64 result rounded to
// binary32, which must be the exactly computed result rounded once to 24
// bits (checked with math/big, away from the subnormal range, where big
// has no gradual underflow).
func TestFP32Rounding(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	val := func() float32 {
		return float32(math.Ldexp(rng.Float64()*2-1, rng.Intn(40)-20))
	}
	exact := func(op Op, a, b float64) float32 {
		x := new(big.Float).SetPrec(2000).SetFloat64(a)
		y := new(big.Float).SetPrec(2000).SetFloat64(b)
		z := new(big.Float).SetPrec(2000)
		switch op {
		case OpAdd:
			z.Add(x, y)
		case OpSub:
			z.Sub(x, y)
		case OpMul:
			z.Mul(x, y)
		case OpDivReal:
			z.Quo(x, y)
		}
		f, _ := new(big.Float).SetPrec(24).SetMode(big.ToNearestEven).Set(z).Float32()
		return f
	}
	for i := 0; i < 20000; i++ {
		a, b := val(), val()
		if b == 0 {
			continue
		}
		for _, op := range []Op{OpAdd, OpSub, OpMul, OpDivReal} {
			got, stop := fpArith(op, FP32(a), FP32(b), Range{})
			if stop != nil {
				t.Fatalf("%v %v %v: %v", a, op, b, stop)
			}
			if want := exact(op, float64(a), float64(b)); float32(got.(FP32)) != want {
				t.Fatalf("%v %v %v = %v, want %v", a, op, b, got, want)
			}
		}
	}
}

// TestFPRules: Dafny's rules where they differ from IEEE and from Lean's
// Float: == is identity (one NaN, equal to itself whatever its bits; -0
// is not +0), arithmetic and comparison on NaN and ∞-∞ are ill-defined,
// a literal is read at the width when it is exact, IsPositive and
// IsNegative are false on NaN.
func TestFPRules(t *testing.T) {
	nan, negZero := FP64(math.NaN()), FP64(math.Copysign(0, -1))
	eq := func(x, y Value) bool {
		v, stop := Apply(OpEq, x, y, Range{})
		if stop != nil {
			t.Fatalf("%v == %v: %v", x, y, stop)
		}
		return bool(v.(Bool))
	}
	if !eq(nan, nan) || !eq(nan, FP64(-math.NaN())) || !eq(FP32(math.NaN()), FP32(-float32(math.NaN()))) || eq(negZero, FP64(0)) || !eq(FP64(0.5), Real{big.NewRat(1, 2)}) || eq(FP32(0.1), Real{big.NewRat(1, 10)}) {
		t.Errorf("== on fp values is not identity")
	}
	for _, c := range []struct {
		op   Op
		x, y Value
	}{{OpAdd, nan, FP64(1)}, {OpLt, nan, FP64(1)}, {OpSub, FP64(math.Inf(1)), FP64(math.Inf(1))}, {OpMul, FP64(math.Inf(-1)), FP64(0)}, {OpDivReal, FP64(0), FP64(0)}} {
		if _, stop := Apply(c.op, c.x, c.y, Range{}); stop == nil || stop.Status != IllDefined {
			t.Errorf("%v %v %v: %v, want ill-defined", c.x, c.op, c.y, stop)
		}
	}
	for name, want := range map[string]bool{"IsNaN": true, "IsPositive": false, "IsNegative": false, "IsFinite": false} {
		if got, _ := FPClass(nan, name); got != want {
			t.Errorf("NaN.%s = %v, want %v", name, got, want)
		}
	}
	if got, _ := FPClass(negZero, "IsNegative"); !got {
		t.Errorf("-0.0.IsNegative is false")
	}
	if got, _ := FPClass(FP32(math.SmallestNonzeroFloat32), "IsSubnormal"); !got {
		t.Errorf("fp32 MinSubnormal is not subnormal")
	}
}
