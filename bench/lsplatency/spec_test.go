package main

import (
	"context"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/check"
)

// applyEdit applies one edit of editSite.edit to text (single-line ranges).
func applyEdit(t *testing.T, text string, e map[string]any) string {
	t.Helper()
	rng := e["range"].(map[string]any)
	start, end := rng["start"].(map[string]any), rng["end"].(map[string]any)
	line := start["line"].(uint32)
	if end["line"].(uint32) != line {
		t.Fatal("multi-line edit")
	}
	lines := strings.Split(text, "\n")
	l := lines[line]
	from, to := start["character"].(uint32), end["character"].(uint32)
	lines[line] = l[:from] + e["text"].(string) + l[to:]
	return strings.Join(lines, "\n")
}

// The generated spec and every text the edit cycle produces parse without
// problems, keep their 50 examples, and the cycle returns to the start.
func TestSpecAndEdits(t *testing.T) {
	text := genSpec(7)
	site, err := findSites(text)
	if err != nil {
		t.Fatal(err)
	}
	cur := text
	for k := 0; k < 4; k++ {
		cur = applyEdit(t, cur, site.edit(k))
		rep := check.File(context.Background(), "bench.dfy", []byte(cur), nil)
		if len(rep.Findings) > 0 {
			t.Fatalf("after edit %d: %v", k, rep.Findings)
		}
		n := 0
		for _, c := range rep.Contracts {
			e := c.Contract.Examples
			n += len(e.Required) + len(e.Accepted) + len(e.Rejected) + len(e.RejectedInputs)
		}
		if n != specExamples {
			t.Fatalf("after edit %d: %d examples, want %d", k, n, specExamples)
		}
	}
	if cur != text {
		t.Fatal("the edit cycle does not return to the original text")
	}
	if genSpec(1) == genSpec(2) {
		t.Fatal("variants are not distinct")
	}
}
