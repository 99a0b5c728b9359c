package analyzers

import (
	"context"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// TestRunAllOrderAndTypes: RunAll runs an analyzer's requirements first
// and each analyzer once, hands results on through ResultOf, leaves a
// scheduled analyzer out, and refuses a result of another type than
// declared (a panic for the driver's guard to report).
func TestRunAllOrderAndTypes(t *testing.T) {
	c := &ir.Contract{Name: "F"}
	calls := 0
	met := Compute(context.Background(), &ir.Module{}, c) // every metric unavailable: no examples
	p := &Pass{Ctx: context.Background(), Module: &ir.Module{}, Contract: c,
		Examples: func() *Metrics { calls++; return met },
		Search:   func(pinned bool) *SearchResult { return &SearchResult{Search: Search{Status: SearchSkipped}} },
	}
	var order []string
	RunAll(p, func(name string, run func()) { order = append(order, name); run() })
	if got := strings.Join(order, " "); got != "metrics search lint" {
		t.Errorf("order %q, want metrics search lint (judge is scheduled)", got)
	}
	if calls != 1 || p.ResultOf[Examples] != met {
		t.Errorf("examples ran %d times; result %v", calls, p.ResultOf[Examples])
	}
	if sr, ok := p.ResultOf[Searcher].(*SearchResult); !ok || sr.Search.Status != SearchSkipped {
		t.Errorf("search result %v", p.ResultOf[Searcher])
	}
	bad := &Analyzer{Name: "bad", Run: func(*Pass) (any, []Finding) { return 3, nil }}
	defer func() {
		if r := recover(); r == nil || !strings.Contains(r.(string), "declared") {
			t.Errorf("a result of an undeclared type: %v", r)
		}
	}()
	RunOne(bad, p)
}
