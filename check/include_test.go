package check

import (
	"context"
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
	rep := File(context.Background(), filepath.Join(dir, "m.dfy"), []byte(src), os.ReadFile)
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

// TestIncludedTypes: a parameter whose subset type another file defines
// is searched on its base type's values that meet the type's constraint.
func TestIncludedTypes(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "ints.dfy"), []byte("module Ints {\n  newtype uint8 = x: int | 0 <= x < 256\n  type bytes = seq<uint8>\n}\n"), 0o644)
	src := "include \"ints.dfy\"\nimport opened Ints\nmethod Size(b: bytes) returns (n: int)\n  ensures n == |b|\n{ n := |b|; }\n"
	rep := File(context.Background(), filepath.Join(dir, "m.dfy"), []byte(src), os.ReadFile)
	if len(rep.Contracts) != 1 {
		t.Fatalf("%d contracts", len(rep.Contracts))
	}
	cr := rep.Contracts[0]
	if cr.Search.Status != "searched" {
		t.Errorf("search %+v", cr.Search)
	}
	pre := cr.Contract.Requires()
	if len(pre) != 1 || !strings.Contains(pre[0].Text, "the type's constraint") {
		t.Errorf("precondition %+v", pre)
	}
	// Analysed again (a server's second pass), the constraint is not added twice.
	rep = File(context.Background(), filepath.Join(dir, "m.dfy"), []byte(src), os.ReadFile)
	if n := len(rep.Contracts[0].Contract.Requires()); n != 1 {
		t.Errorf("%d preconditions after a second analysis", n)
	}
}

// TestPythonImports: a Nagini file's `from pkg.mod import f` reads
// pkg/mod.py next to it, so a pure function defined there evaluates in
// this file's contracts; an import of an installed module (typing, a
// package not next to the file) is not reported.
func TestPythonImports(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "lib"), 0o755)
	os.WriteFile(filepath.Join(dir, "lib", "util.py"), []byte("from nagini_contracts.contracts import *\n\n@Pure\ndef double(x: int) -> int:\n    return x * 2\n"), 0o644)
	src := "from typing import List\nfrom numpy import array\nfrom nagini_contracts.contracts import *\nfrom lib.util import double\n\n" +
		"def quad(x: int) -> int:\n    Ensures(Result() == double(double(x)))\n    return 4 * x\n\n" +
		"def wrong(x: int) -> int:\n    Ensures(Result() == double(x))\n    return x + 2\n"
	rep := File(context.Background(), filepath.Join(dir, "m.py"), []byte(src), os.ReadFile)
	if len(rep.Findings) != 0 {
		t.Errorf("file findings %+v", rep.Findings)
	}
	for _, cr := range rep.Contracts {
		impl := cr.Search.Impl
		if impl == nil || impl.Ran == 0 {
			t.Fatalf("%s: implementation not run: %+v", cr.Contract.Name, cr.Search)
		}
		if want := cr.Contract.Name == "wrong"; (impl.Rejected > 0) != want {
			t.Errorf("%s: implementation %+v, want rejected %v", cr.Contract.Name, impl, want)
		}
	}
}
