package ir_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/dafny"
	"github.com/specfaith/specfaith/ir"
)

// A cancelled evaluation stops inside a long quantifier whatever the
// size of its body: steps counted by the enumeration must not skip the
// poll of Done (an editor's newer edit).
func TestCancelInsideQuantifier(t *testing.T) {
	done := make(chan struct{})
	close(done)
	body := "i * i != 7"
	for k := 0; k < 40; k++ {
		src := fmt.Sprintf("forall i :: 0 <= i < 10000000 ==> %s", body)
		e, probs := dafny.ParseExpr(src)
		if len(probs) > 0 {
			t.Fatalf("%s: %v", src, probs)
		}
		ctx := ir.NewCtx(&ir.Module{Funcs: map[string]*ir.Function{}, Consts: map[string]ir.Expr{}})
		ctx.Done = done
		ctx.Limits.Steps = 0
		st, stop := ctx.Check(e, nil)
		if st != ir.Unknown || stop == nil || !strings.Contains(stop.Reason, "cancelled") {
			t.Fatalf("body of %d terms: %v %v", k+1, st, stop)
		}
		if ctx.Steps() > 4096 {
			t.Errorf("body of %d terms: %d steps after cancellation", k+1, ctx.Steps())
		}
		body += " && i + 1 != 0"
	}
}
