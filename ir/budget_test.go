package ir

import (
	"math/big"
	"strings"
	"testing"
)

// comprehension is [term | i in 0..n] as the front ends lower it.
func comprehension(n int64, term Expr) Expr {
	i := &Ident{Name: "i"}
	cond := &Binary{Op: OpAnd,
		X: &Binary{Op: OpLe, X: &Lit{Val: NewInt(0)}, Y: i},
		Y: &Binary{Op: OpLt, X: i, Y: &Lit{Val: NewInt(n)}}}
	return &Compr{Coll: KSeq, Vars: []Binder{{Name: "i", Type: TypeInt}}, Cond: cond, Term: term}
}

// TestByteBudget: the step budget and the collection cap count values,
// not their size; the byte budget counts integer words and elements when
// they are built, and an evaluation that would exceed it is unknown with
// a reason instead of taking gigabytes.
func TestByteBudget(t *testing.T) {
	b := &Lit{Val: Int{V: new(big.Int).Lsh(big.NewInt(1), 1<<17)}} // 16 KB
	s := &Lit{Val: Str(strings.Repeat("x", 999_999))}              // 16 MB
	for name, e := range map[string]Expr{
		// [b + i | i < 10000]: 160 MB of integers.
		"big integers": comprehension(10_000, &Binary{Op: OpAdd, X: b, Y: &Ident{Name: "i"}}),
		// [-b | i < 10000]: negation builds too.
		"negated integers": comprehension(10_000, &Unary{Op: OpNeg, X: b}),
		// [s + "y" | i < 1000] with s a 999 999-character string: 16 GB.
		"long strings": comprehension(1000, &Binary{Op: OpAdd, X: s, Y: &Lit{Val: Str("y")}}),
		// [s[1..] | i < 1000]: the slices copy.
		"slices": comprehension(1000, &Slice{X: s, Lo: &Lit{Val: NewInt(1)}}),
	} {
		ctx := NewCtx(&Module{Python: true})
		_, stop := ctx.Eval(e, nil)
		if stop == nil || stop.Status != Unknown || !strings.Contains(stop.Reason, "memory budget of 32 MB") {
			t.Errorf("%s: %v, want unknown naming the memory budget", name, stop)
		}
		if ctx.Bytes() > DefaultLimits.Bytes+16<<20 {
			t.Errorf("%s: %d bytes counted: the budget was not checked before building", name, ctx.Bytes())
		}
	}
	// What fits is still decided: a thousand of the same integers.
	ctx := NewCtx(nil)
	v, stop := ctx.Eval(comprehension(1000, &Binary{Op: OpAdd, X: b, Y: &Ident{Name: "i"}}), nil)
	if stop != nil || len(v.(Seq).Elems) != 1000 {
		t.Fatalf("1000 big integers: %v", stop)
	}
	if ctx.Bytes() < 1000*(1<<17)/8 {
		t.Errorf("counted %d bytes for 16 MB of integers", ctx.Bytes())
	}
}

// TestBriefValues: a reason names a huge value by its size instead of
// printing it.
func TestBriefValues(t *testing.T) {
	long := Seq{Elems: make([]Value, 1_000_000)}
	for i := range long.Elems {
		long.Elems[i] = NewInt(7)
	}
	for _, c := range []struct {
		v    Value
		want string
	}{
		{Int{V: new(big.Int).Lsh(big.NewInt(1), 1<<17)}, "an integer of 131073 bits"},
		{NewInt(42), "42"},
		{Str("abc"), `"abc"`},
		{Str(strings.Repeat("a", 150)), `"` + strings.Repeat("a", 150) + `"`},
		{Str(strings.Repeat("a", 999)), "a string of 999 characters"},
		{Tuple{Elems: ints(1, 2)}, "(1, 2)"},
	} {
		if got := Brief(c.v); got != c.want {
			t.Errorf("Brief = %q, want %q", got, c.want)
		}
	}
	if got := Brief(long); got != "a sequence of 1000000 elements" {
		t.Errorf("Brief = %q", got)
	}
	_, stop := Apply(OpSub, long, NewInt(1), Range{})
	if stop == nil || len(stop.Reason) > 200 {
		t.Errorf("reason of %d bytes", len(stop.Reason))
	}
}

// TestIntLiteralCap: a literal beyond the integer cap is refused before
// it is parsed (big.Int reads decimal digits in quadratic time).
func TestIntLiteralCap(t *testing.T) {
	fits := new(big.Int).Lsh(big.NewInt(1), MaxIntBits-1).String() // 78 913 digits
	for _, lit := range []string{"0", "123", fits, "0x" + strings.Repeat("f", MaxIntBits/4), strings.Repeat("1_", 1000)} {
		if err := CheckIntLiteral(lit); err != nil {
			t.Errorf("%.20s… (%d chars): %v", lit, len(lit), err)
		}
	}
	for _, lit := range []string{strings.Repeat("9", 2_000_000), strings.Repeat("9", 80_000), "0x" + strings.Repeat("f", MaxIntBits/4+1), "0b" + strings.Repeat("1", MaxIntBits+1)} {
		err := CheckIntLiteral(lit)
		if err == nil || !strings.Contains(err.Error(), "digits: larger than the 262144-bit integers") {
			t.Errorf("%.20s… (%d chars): %v", lit, len(lit), err)
		}
	}
	if err := CheckIntLiteral(strings.Repeat("1", 2_000_000)); !strings.Contains(err.Error(), "integer literal of 2000000 digits") {
		t.Errorf("message: %v", err)
	}
}
