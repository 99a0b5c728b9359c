package dafny

import (
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// TestMemoryBombsAreUnknown: seq(999999, i => b + i) with b a 2^17-bit
// integer would take 16 GB; the byte budget makes it unknown, with b built
// by repeated squaring or written as a literal.
func TestMemoryBombsAreUnknown(t *testing.T) {
	var squares strings.Builder
	squares.WriteString("var b0 := 2; ")
	for k := 1; k <= 17; k++ {
		fmt.Fprintf(&squares, "var b%d := b%d * b%d; ", k, k-1, k-1)
	}
	lit := new(big.Int).Lsh(big.NewInt(1), 1<<17).String()
	for name, src := range map[string]string{
		"squared": squares.String() + "|seq(999999, i => b17 + i)| == 999999",
		"literal": "|seq(999999, i => " + lit + " + i)| == 999999",
		"copies":  "var s := seq(200000, j => j); |seq(1000, i => multiset(s))| == 1000",
		"strings": "var s := seq(400000, j => 'x'); |seq(1000, i => s + s)| == 1000",
	} {
		e, probs := ParseExpr(src)
		if len(probs) > 0 {
			t.Fatalf("%s: %v", name, probs)
		}
		st, stop := ir.NewCtx(&ir.Module{Lib: Library()}).Check(e, nil)
		if st != ir.Unknown || !strings.Contains(stop.Reason, "memory budget") {
			t.Errorf("%s: %v %v, want unknown naming the memory budget", name, st, stop)
		}
	}
}

// TestLiteralCap: a two-million-digit literal is refused with a
// diagnostic, in a file and as an example value, instead of taking
// seconds to parse.
func TestLiteralCap(t *testing.T) {
	huge := strings.Repeat("1", 2_000_000)
	m := ParseFile("lit.dfy", "method M(n: int) returns (r: int)\n  ensures r < "+huge+"\n")
	if len(m.Problems) != 1 || m.Problems[0].Code != ir.CodeLiteralTooLarge || m.Problems[0].R.Start.Line != 2 {
		t.Fatalf("problems: %v", m.Problems)
	}
	if !strings.Contains(m.Problems[0].Message, "integer literal of 2000000 digits") {
		t.Errorf("message: %s", m.Problems[0].Message)
	}
	// The clause stays, and evaluating it says why it is undecided.
	c := m.Contracts[0]
	st, stop := ir.NewCtx(m).Check(c.Clauses[0].Expr, (*ir.Env)(nil).Bind("r", ir.NewInt(1)))
	if st != ir.Unknown || !strings.Contains(stop.Reason, "integer literal of 2000000 digits") {
		t.Errorf("evaluated: %v %v", st, stop)
	}
	if _, err := ParseValue(huge); err == nil || !strings.Contains(err.Error(), "integer literal of 2000000 digits") || len(err.Error()) > 1000 {
		t.Errorf("value: %.300v", err)
	}
	if _, err := ParseValue(huge + ".5"); err == nil || !strings.Contains(err.Error(), "digits") {
		t.Errorf("real value: %.300v", err)
	}
	// A literal within the integer cap is read.
	if v, err := ParseValue(new(big.Int).Lsh(big.NewInt(1), 1<<17).String()); err != nil || v.(ir.Int).V.BitLen() != 1<<17+1 {
		t.Errorf("2^17: %v", err)
	}
}
