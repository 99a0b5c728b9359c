package lean

import (
	"math/big"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// TestMemoryBombsAreUnknown: lists of a million 2^17-bit numbers and
// thousands of million-character strings are unknown by the byte budget
// instead of taking gigabytes.
func TestMemoryBombsAreUnknown(t *testing.T) {
	b := "(let b0 := 2; let b1 := b0 * b0; let b2 := b1 * b1; let b3 := b2 * b2; let b4 := b3 * b3; " +
		"let b5 := b4 * b4; let b6 := b5 * b5; let b7 := b6 * b6; let b8 := b7 * b7; let b9 := b8 * b8; " +
		"let b10 := b9 * b9; let b11 := b10 * b10; let b12 := b11 * b11; let b13 := b12 * b12; " +
		"let b14 := b13 * b13; let b15 := b14 * b14; let b16 := b15 * b15; b16 * b16)"
	lit := new(big.Int).Lsh(big.NewInt(1), 1<<17).String()
	for name, src := range map[string]string{
		"range map":             "((List.range 999999).map (fun i => " + b + " + i)).length = 999999",
		"map of a literal":      "((List.range 10000).map (fun i => " + lit + " + i)).length = 10000",
		"replicate":             "((List.range 1000).map (fun i => List.replicate 999999 (" + lit + " + i))).length = 1000",
		"pushn":                 "((List.range 1000).map (fun i => \"\".pushn 'x' (999000 + i))).length = 1000",
		"append":                "(let s := \"\".pushn 'x' 400000; ((List.range 1000).map (fun i => s ++ s)).length = 1000)",
		"range' of big numbers": "(List.range' " + lit + " 400000).length = 400000",
		"copies":                "(let xs := List.replicate 400000 1; ((List.range 1000).map (fun i => xs.reverse)).length = 1000)",
	} {
		e, probs := ParseExpr(src)
		if len(probs) > 0 {
			t.Fatalf("%s: %v", name, probs)
		}
		st, stop := ir.NewCtx(&ir.Module{Lib: library()}).Check(e, nil)
		if st != ir.Unknown || !strings.Contains(stop.Reason, "memory budget") {
			t.Errorf("%s: %v %v, want unknown naming the memory budget", name, st, stop)
		}
	}
	// Sharing is not building: a million references to one number fit.
	e, _ := ParseExpr("(List.replicate 999999 " + lit + ").length = 999999")
	if st, stop := ir.NewCtx(&ir.Module{Lib: library()}).Check(e, nil); st != ir.True {
		t.Errorf("replicate of one value: %v %v", st, stop)
	}
}

// TestLiteralCap: a two-million-digit literal is refused with a
// diagnostic, in a file and as an example value.
func TestLiteralCap(t *testing.T) {
	huge := strings.Repeat("1", 2_000_000)
	_, probs := ParseExpr("n < " + huge)
	if len(probs) != 1 || probs[0].Code != ir.CodeLiteralTooLarge || !strings.Contains(probs[0].Message, "integer literal of 2000000 digits") {
		t.Fatalf("problems: %.300v", probs)
	}
	if _, err := ParseValue(huge); err == nil || !strings.Contains(err.Error(), "integer literal of 2000000 digits") || len(err.Error()) > 1000 {
		t.Errorf("value: %.300v", err)
	}
	if _, err := ParseValue("-" + huge); err == nil || !strings.Contains(err.Error(), "digits") {
		t.Errorf("negative value: %.300v", err)
	}
	if v, err := ParseValue(new(big.Int).Lsh(big.NewInt(1), 1<<17).String()); err != nil || v.(ir.Int).V.BitLen() != 1<<17+1 {
		t.Errorf("2^17: %v", err)
	}
}
