package ir

import (
	"math/big"
	"strings"
	"testing"
)

func ints(xs ...int64) []Value {
	out := make([]Value, len(xs))
	for i, x := range xs {
		out[i] = NewInt(x)
	}
	return out
}

func TestCollectionsAreCanonical(t *testing.T) {
	a, b := MakeSet(ints(3, 1, 2, 1)), MakeSet(ints(2, 3, 1))
	if !Equal(a, b) || len(a.Elems) != 3 {
		t.Errorf("sets %v %v", a, b)
	}
	m := MakeMultiset(ints(1, 2, 1))
	if m.Count(NewInt(1)) != 2 || m.Size() != 3 || !Equal(m, MakeMultiset(ints(2, 1, 1))) {
		t.Errorf("multiset %v", m)
	}
	mp := MakeMap(ints(1, 2, 1), ints(10, 20, 30))
	if v, _ := mp.Lookup(NewInt(1)); !Equal(v, NewInt(30)) || len(mp.Keys) != 2 {
		t.Errorf("later pair must win: %v", mp)
	}
	// Signedness never changes equality.
	if !Equal(Int{V: big.NewInt(5), Signed: true}, NewInt(5)) {
		t.Error("Signed changed equality")
	}
}

func TestCoerce(t *testing.T) {
	if _, err := Coerce(NewInt(-1), TypeNat); err == nil || !strings.Contains(err.Error(), "not a natural number") {
		t.Errorf("nat: %v", err)
	}
	arr, err := Coerce(Seq{Elems: ints(1, 2)}, &Type{Kind: KArray, Elem: TypeInt, Dims: 1})
	if err != nil || arr.(Array).Dims[0] != 2 {
		t.Errorf("array: %v %v", arr, err)
	}
	grid, err := Coerce(Seq{Elems: []Value{Seq{Elems: ints(1, 2)}, Seq{Elems: ints(3, 4)}}}, &Type{Kind: KArray, Elem: TypeInt, Dims: 2})
	if err != nil || grid.(Array).Dims[1] != 2 {
		t.Errorf("array2: %v %v", grid, err)
	}
	if _, err := Coerce(Seq{Elems: []Value{Seq{Elems: ints(1)}, Seq{Elems: ints(3, 4)}}}, &Type{Kind: KArray, Elem: TypeInt, Dims: 2}); err == nil {
		t.Error("ragged rows accepted")
	}
	if v, err := Coerce(NewInt(3), TypeInt); err != nil || !v.(Int).Signed {
		t.Errorf("int coercion marks the value signed: %v", v)
	}
}

// TestBudgets: the step budget and the depth limit end an evaluation as
// unknown, with a reason, instead of running away.
func TestBudgets(t *testing.T) {
	// f(n) = f(n + 1): endless recursion.
	loop := &Function{Name: "f", Params: []Param{{Name: "n"}}}
	loop.Body = &Call{Fn: &Ident{Name: "f"}, Args: []Expr{&Binary{Op: OpAdd, X: &Ident{Name: "n"}, Y: &Lit{Val: NewInt(1)}}}}
	m := &Module{Funcs: map[string]*Function{"f": loop}}
	ctx := NewCtx(m)
	_, stop := ctx.Eval(&Call{Fn: &Ident{Name: "f"}, Args: []Expr{&Lit{Val: NewInt(0)}}}, nil)
	if stop == nil || stop.Status != Unknown || !strings.Contains(stop.Reason, "deeper than") {
		t.Errorf("recursion: %v", stop)
	}
	// A long but shallow computation runs out of steps.
	ctx = NewCtx(m)
	ctx.Limits.Steps = 50
	var e Expr = &Lit{Val: NewInt(0)}
	for i := 0; i < 100; i++ {
		e = &Binary{Op: OpAdd, X: e, Y: &Lit{Val: NewInt(1)}}
	}
	ctx.Limits.Depth = 1000
	if _, stop := ctx.Eval(e, nil); stop == nil || !strings.Contains(stop.Reason, "budget") {
		t.Errorf("budget: %v", stop)
	}
	// 2 ** 10 ** 9 is refused, not computed.
	if _, stop := Apply(OpPow, NewInt(2), NewInt(1_000_000_000), Range{}); stop == nil || stop.Status != Unknown {
		t.Errorf("pow: %v", stop)
	}
}

func TestNatSubtraction(t *testing.T) {
	sub := func(a, b Int) Int { v, _ := Apply(OpSubAuto, a, b, Range{}); return v.(Int) }
	if v := sub(NewInt(3), NewInt(5)); v.V.Sign() != 0 {
		t.Errorf("Nat 3 - 5 = %v, want 0", v)
	}
	if v := sub(Int{V: big.NewInt(3), Signed: true}, NewInt(5)); v.V.Int64() != -2 || !v.Signed {
		t.Errorf("Int 3 - 5 = %v, want -2", v)
	}
}
