package server

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"go.lsp.dev/protocol"
)

// TestSearchInLensAndHover: a contract the example-free search could not
// search says so in its code lens and its hover, so that it never looks
// like one that was searched and cleared.
func TestSearchInLensAndHover(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "big.dfy")
	text := "method NeedsBig(n: int, x: int) returns (y: int)\n" +
		"  requires n > 0 && x > 5000 && x % n == 3\n" +
		"  ensures y == x / n\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	c := startServer(t, Options{})
	c.initialize(dir, nil)
	u := c.open(path, text)
	c.waitDiags(u, version(1))

	var lenses []protocol.CodeLens
	if err := c.call("textDocument/codeLens", map[string]any{"textDocument": map[string]any{"uri": u}}, &lenses); err != nil {
		t.Fatal(err)
	}
	if len(lenses) != 1 || lenses[0].Command.Title != "not searched: no input tried satisfies the precondition" {
		t.Errorf("lenses %q, want one that says it was not searched and why", lensTitles(lenses))
	}
	var hov protocol.Hover
	if err := c.call("textDocument/hover", map[string]any{
		"textDocument": map[string]any{"uri": u}, "position": map[string]any{"line": 0, "character": 9},
	}, &hov); err != nil {
		t.Fatal(err)
	}
	if want := "Not searched: no input tried satisfies the precondition"; !strings.Contains(hov.Contents.Value, want) {
		t.Errorf("hover lacks %q:\n%s", want, hov.Contents.Value)
	}
}
