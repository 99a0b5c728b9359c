package check

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestIncludes(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a.dfy"), []byte("include \"b.dfy\"\nfunction Inc(x: int): int { Dec(x) + 2 }\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "b.dfy"), []byte("include \"a.dfy\"\nfunction Dec(x: int): int { x - 1 }\n"), 0o644)
	src := "include \"a.dfy\"\ninclude \"missing.dfy\"\n/// @accept x = 1 -> y = 2\nmethod M(x: int) returns (y: int)\n  ensures y == Inc(x)\n"
	rep := File(filepath.Join(dir, "m.dfy"), []byte(src), os.ReadFile)
	var msgs []string
	for _, f := range rep.Findings {
		msgs = append(msgs, f.Message)
	}
	if len(rep.Findings) != 1 || !strings.Contains(msgs[0], "cannot read included file missing.dfy") || rep.Findings[0].R.Start.Line != 2 {
		t.Errorf("findings %v", msgs)
	}
	// Inc comes from a.dfy and Dec from b.dfy (a cycle, followed once).
	if p := rep.Contracts[0].Metrics.PositiveTestRecall; p.Num != 1 || p.Den != 1 {
		t.Errorf("R+ %+v", p)
	}
	want := []string{filepath.Join(dir, "a.dfy"), filepath.Join(dir, "missing.dfy"), filepath.Join(dir, "b.dfy")}
	if strings.Join(rep.Deps[:3], " ") != strings.Join(want, " ") {
		t.Errorf("deps %v", rep.Deps)
	}
}
