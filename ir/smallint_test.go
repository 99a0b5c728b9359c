package ir

import (
	"math"
	"math/big"
	"os"
	"testing"
)

func TestMain(m *testing.M) {
	code := m.Run()
	if err := CheckSmallInts(); err != nil && code == 0 {
		println("FAIL:", err.Error())
		code = 1
	}
	os.Exit(code)
}

// The machine-integer path must give intArith's answer on every operator,
// sign and zero divisor.
func TestSmallArithAgreesWithBig(t *testing.T) {
	ops := []Op{OpAdd, OpSub, OpNatSub, OpMul, OpPow, OpDivEuclid, OpDivEuclidTotal, OpModEuclid, OpModEuclidTotal,
		OpDivTrunc, OpModTrunc, OpDivFloor, OpModFloor}
	vals := []int64{0, 1, -1, 2, -2, 3, -3, 7, -7, 10, -10, 255, -256, 1024, 1 << 30, -(1 << 30), 1<<31 - 1, -(1<<31 - 1), 1 << 31, 1 << 40}
	checked := 0
	for _, op := range ops {
		for _, x := range vals {
			for _, y := range vals {
				got, ok := smallArith(op, big.NewInt(x), big.NewInt(y))
				want, stop := intArith(op, big.NewInt(x), big.NewInt(y), Range{})
				if !ok {
					continue
				}
				checked++
				if stop != nil {
					t.Errorf("%d %s %d: machine integers give %d, big integers stop: %s", x, op, y, got, stop.Reason)
					continue
				}
				if w := want.(Int).V; !w.IsInt64() || w.Int64() != got {
					t.Errorf("%d %s %d = %d in machine integers, %s in big integers", x, op, y, got, w)
				}
			}
		}
	}
	if checked < 1000 {
		t.Errorf("only %d cases took the machine-integer path", checked)
	}
}

// A shared small integer keeps its value when arithmetic on it builds new
// ones, and flags are carried by the box, not the big.Int.
func TestSmallIntsAreShared(t *testing.T) {
	a, b := IntValue(5, true, false), IntValue(5, false, true)
	if a.(Int).V != b.(Int).V {
		t.Error("5 with different flags does not share its big.Int")
	}
	if !a.(Int).Signed || a.(Int).Lit || b.(Int).Signed || !b.(Int).Lit {
		t.Errorf("flags: %+v %+v", a, b)
	}
	v, stop := arith(OpAdd, a, IntValue(-7, true, false), Range{})
	if stop != nil || v.String() != "-2" || !v.(Int).Signed {
		t.Errorf("5 + -7 = %v (%v)", v, stop)
	}
	if big := IntValue(1<<40, false, false); big.String() != "1099511627776" {
		t.Errorf("2^40 reads %s", big)
	}
	if err := CheckSmallInts(); err != nil {
		t.Fatal(err)
	}
}

func TestWordIntAgreesWithBig(t *testing.T) {
	for _, n := range []int64{0, 1, -1, 1025, -257, 1 << 40, -(1 << 40), math.MaxInt64, math.MinInt64, math.MinInt64 + 1} {
		got, want := wordInt(n), big.NewInt(n)
		if got.Cmp(want) != 0 || got.Sign() != want.Sign() || got.String() != want.String() {
			t.Errorf("wordInt(%d) = %s, want %s", n, got, want)
		}
		// A result computed into it is its own: the word is not shared.
		sum := new(big.Int).Add(got, big.NewInt(1))
		if sum.Cmp(new(big.Int).Add(want, big.NewInt(1))) != 0 || got.Cmp(want) != 0 {
			t.Errorf("wordInt(%d) + 1 = %s", n, sum)
		}
	}
}

// TestRangePastSharedInts: a range's values past the shared integers come
// from blocks of cells; each is its own value. [i | 0 <= i < 3000] holds
// 0…2999 in order, with the signs of an Int variable, and a range over
// negative numbers past the shared ones reads right too.
func TestRangePastSharedInts(t *testing.T) {
	v, stop := NewCtx(&Module{}).Eval(comprehension(3000, &Ident{Name: "i"}), nil)
	if stop != nil {
		t.Fatal(stop)
	}
	el := v.(Seq).Elems
	if len(el) != 3000 {
		t.Fatalf("%d elements, want 3000", len(el))
	}
	for k, x := range el {
		i, ok := x.(Int)
		if !ok || !i.V.IsInt64() || i.V.Int64() != int64(k) || !i.Signed {
			t.Fatalf("element %d is %#v", k, x)
		}
	}
	i := &Ident{Name: "i"}
	neg := &Compr{Coll: KSeq, Vars: []Binder{{Name: "i", Type: TypeInt}}, Term: i, Cond: &Binary{Op: OpAnd,
		X: &Binary{Op: OpLe, X: &Lit{Val: IntValue(-2000, true, false)}, Y: i},
		Y: &Binary{Op: OpLt, X: i, Y: &Lit{Val: IntValue(-1990, true, false)}}}}
	v, stop = NewCtx(&Module{}).Eval(neg, nil)
	if stop != nil {
		t.Fatal(stop)
	}
	if got := v.String(); got != "[-2000, -1999, -1998, -1997, -1996, -1995, -1994, -1993, -1992, -1991]" {
		t.Errorf("[i | -2000 <= i < -1990] = %s", got)
	}
}
