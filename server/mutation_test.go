package server

import (
	"path/filepath"
	"strings"
	"testing"
)

const idleFind = `/// A linear search whose only clause is about a found index: a scan that
/// starts at 1 still passes (server idle-pass test).
method Find(s: seq<int>, x: int) returns (i: int)
  ensures 0 <= i < |s| ==> s[i] == x
{
  i := 0;
  while i < |s|
  {
    if s[i] == x { return; }
    i := i + 1;
  }
}
`

// TestMutationWhenIdle: typing never waits for the mutants. The first
// publish of a version comes from the fast path, without them; the
// surviving mutant follows after the pause; an edit elsewhere keeps the
// contract's remembered result on the fast path; switching the analysis
// off removes it.
func TestMutationWhenIdle(t *testing.T) {
	c := startServer(t, Options{})
	dir := t.TempDir()
	path := filepath.Join(dir, "find.dfy")
	c.initialize(dir, map[string]any{"analyses": map[string]any{"toolchain": false}, "mutation_idle_ms": 100})
	u := c.open(path, idleFind)
	withMutant := func(v int32) func(publish) bool {
		return func(p publish) bool { return version(v)(p) && hasCode(p, "surviving-mutant") }
	}
	c.waitDiags(u, withMutant(1))
	firsts := c.publishes(u, 1)
	if len(firsts) < 2 || hasCode(firsts[0], "surviving-mutant") || !hasCode(firsts[0], "trivial-witness") {
		t.Fatalf("want a fast publish without the mutants, then one with them; got %+v", firsts)
	}

	// An edit after the contract: the first publish of version 2 already
	// has the mutant (remembered per contract and the code it calls).
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": u, "version": 2},
		"contentChanges": []any{map[string]any{"text": idleFind + "\n// a note after the method\n"}},
	})
	c.waitDiags(u, version(2))
	p := c.publishes(u, 2)[0]
	if !hasCode(p, "surviving-mutant") {
		t.Errorf("the first publish after an unrelated edit lost the mutant: %v", codes(p))
	}
	for _, d := range p.Diags {
		if d.Code == "surviving-mutant" && !strings.Contains(d.Message, "`i := 0;` → `i := 1;`") {
			t.Errorf("message %q", d.Message)
		}
	}

	// Off: no mutants, whatever is remembered.
	c.notify("workspace/didChangeConfiguration", map[string]any{"settings": map[string]any{"specfaith": map[string]any{"analyses": map[string]any{"toolchain": false, "mutation": false}}}})
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": u, "version": 3},
		"contentChanges": []any{map[string]any{"text": idleFind}},
	})
	p = c.waitDiags(u, version(3))
	if hasCode(p, "surviving-mutant") || !hasCode(p, "trivial-witness") {
		t.Errorf("with the mutation analysis off: %v", codes(p))
	}
}
