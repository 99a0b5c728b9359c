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
// declared (a panic the driver's guard reports).
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
	if got := strings.Join(order, " "); got != "metrics search lint requirement" {
		t.Errorf("order %q, want metrics search lint requirement (judge is scheduled)", got)
	}
	if calls != 1 || p.ResultOf[Examples] != met {
		t.Errorf("examples ran %d times; result %v", calls, p.ResultOf[Examples])
	}
	if sr, ok := p.ResultOf[Searcher].(*SearchResult); !ok || sr.Search.Status != SearchSkipped {
		t.Errorf("search result %v", p.ResultOf[Searcher])
	}
	bad := &Analyzer{Name: "bad", Run: func(*Pass) (any, []Finding) { return 3, nil }}
	saved := Registry
	Registry = []*Analyzer{bad}
	defer func() { Registry = saved }()
	var caught any
	RunAll(&Pass{Ctx: context.Background(), Contract: c}, func(name string, run func()) {
		defer func() { caught = recover() }()
		run()
	})
	if s, _ := caught.(string); !strings.Contains(s, "declared") {
		t.Errorf("a result of an undeclared type reached the guard as %v", caught)
	}
}
