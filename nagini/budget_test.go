package nagini

import (
	"math/big"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// TestMemoryBombsAreUnknown: comprehensions of long strings or huge
// integers are unknown by the byte budget instead of taking gigabytes.
func TestMemoryBombsAreUnknown(t *testing.T) {
	lit := new(big.Int).Lsh(big.NewInt(1), 1<<17).String()
	for name, src := range map[string]string{
		"repetition":     `len(["x" * 999999 for i in range(999999)])`,
		"few repetition": `len(["x" * 999999 for i in range(1000)])`,
		"big sums":       `len([b + i for b in [(2 ** 10000) ** 13] for i in range(999999)])`,
		"few big sums":   `len([b + i for b in [(2 ** 10000) ** 13] for i in range(10000)])`,
		"literal sums":   `len([` + lit + ` + i for i in range(10000)])`,
		"slices":         `len([s[1:] for s in ["x" * 500000] for i in range(1000)])`,
		"copies":         `len([sorted(s) for s in [[1] * 400000] for i in range(1000)])`,
	} {
		e, probs := ParseExpr(src)
		if len(probs) > 0 {
			t.Fatalf("%s: %v", name, probs)
		}
		_, stop := ir.NewCtx(NewModule()).Eval(e, nil)
		if stop == nil || stop.Status != ir.Unknown || !strings.Contains(stop.Reason, "memory budget") {
			t.Errorf("%s: %v, want unknown naming the memory budget", name, stop)
		}
	}
}

// TestLiteralCap: a two-million-digit literal is refused with a
// diagnostic; the contract keeps its clause, which is undecided.
func TestLiteralCap(t *testing.T) {
	huge := strings.Repeat("1", 2_000_000)
	m := ParseFile("lit.py", "from nagini_contracts.contracts import *\n\ndef f(n: int) -> int:\n    Ensures(Result() < "+huge+")\n    return 1\n")
	if len(m.Problems) != 1 || m.Problems[0].Code != ir.CodeLiteralTooLarge || m.Problems[0].R.Start.Line != 4 {
		t.Fatalf("problems: %.300v", m.Problems)
	}
	if len(m.Contracts) != 1 || len(m.Contracts[0].Clauses) != 1 {
		t.Fatalf("the clause was dropped: %+v", m.Contracts)
	}
	if _, err := ParseValue(huge); err == nil || !strings.Contains(err.Error(), "integer literal of 2000000 digits") || len(err.Error()) > 1000 {
		t.Errorf("value: %.300v", err)
	}
	if v, err := ParseValue(new(big.Int).Lsh(big.NewInt(1), 1<<17).String()); err != nil || v.(ir.Int).V.BitLen() != 1<<17+1 {
		t.Errorf("2^17: %v", err)
	}
}
