package server

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"go.lsp.dev/protocol"
)

// headTitles are the code lens titles that compare with HEAD.
func (c *client) headTitles(u protocol.DocumentURI) []string {
	c.t.Helper()
	var lenses []protocol.CodeLens
	if err := c.call("textDocument/codeLens", map[string]any{"textDocument": map[string]any{"uri": u}}, &lenses); err != nil {
		c.t.Fatalf("codeLens: %v", err)
	}
	var out []string
	for _, l := range lenses {
		if l.Command != nil && strings.Contains(l.Command.Title, "HEAD") {
			out = append(out, l.Command.Title)
		}
	}
	return out
}

// TestHeadDiffLens: a committed file opened as committed has no
// semantic-diff lens; edited, the lens says how its contract now
// compares with HEAD, with a witness; back as committed, nothing; with
// [analyses] headdiff = false, nothing; an untracked file, nothing.
func TestHeadDiffLens(t *testing.T) {
	dir := t.TempDir()
	committed := "method Sqrt(N: nat) returns (r: nat)\n  ensures r * r <= N\n"
	commitHead(t, dir, []txtarFile{{Name: "sqrt.dfy", Data: []byte(committed)}})
	path := filepath.Join(dir, "sqrt.dfy")
	c := startServer(t, Options{})
	c.initialize(dir, nil)
	u := c.open(path, committed)
	c.waitDiags(u, version(1))
	if got := c.headTitles(u); len(got) != 0 {
		t.Errorf("as committed: %q", got)
	}
	edit := func(v int, text string) {
		c.notify("textDocument/didChange", map[string]any{
			"textDocument":   map[string]any{"uri": u, "version": v},
			"contentChanges": []any{map[string]any{"text": text}},
		})
		c.waitDiags(u, version(int32(v)))
	}
	edit(2, "method Sqrt(N: nat) returns (r: nat)\n  ensures r * r <= N < (r + 1) * (r + 1)\n")
	if got := c.headTitles(u); len(got) != 1 || !strings.HasPrefix(got[0], "stronger than HEAD: now rejects N = 1 → r = 0") {
		t.Errorf("strengthened: %q", got)
	}
	edit(3, "method Sqrt(N: nat) returns (r: nat)\n  ensures r * r <= N + 1\n")
	if got := c.headTitles(u); len(got) != 1 || !strings.HasPrefix(got[0], "weaker than HEAD: now accepts N = ") {
		t.Errorf("weakened: %q", got)
	}
	edit(4, "method Sqrt(N: nat) returns (r: nat)\n  ensures r * r <= N // reworded\n")
	if got := c.headTitles(u); len(got) != 0 {
		t.Errorf("same clauses: %q", got)
	}
	edit(5, "method Sqrt(N: nat) returns (r: nat)\n  ensures N >= r * r\n")
	if got := c.headTitles(u); len(got) != 1 || !strings.HasPrefix(got[0], "equivalent to HEAD on ") {
		t.Errorf("rewritten: %q", got)
	}

	// Untracked: no committed version, no lens.
	other := filepath.Join(dir, "new.dfy")
	if err := os.WriteFile(other, []byte("method M(x: int) returns (y: int)\n  ensures y == x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	u2 := c.open(other, "method M(x: int) returns (y: int)\n  ensures y > x\n")
	c.waitDiags(u2, version(1))
	if got := c.headTitles(u2); len(got) != 0 {
		t.Errorf("untracked: %q", got)
	}

	// Off by setting.
	c.notify("workspace/didChangeConfiguration", map[string]any{"settings": map[string]any{"specfaith": map[string]any{
		"analyses": map[string]any{"toolchain": false, "headdiff": false},
	}}})
	c.quiet()
	if titles := c.headTitles(u); len(titles) != 0 {
		t.Fatalf("headdiff = false: still %q", titles)
	}
}
