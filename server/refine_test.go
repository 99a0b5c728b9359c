package server

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"go.uber.org/zap"
)

// TestHoverNamesTheRefinement: an abstract module opened in the editor
// (check/testdata/refine/form.dfy) is searched with the definitions of
// the refinement beside it, and the hover's search line says which
// refinement it was, while its read-back stays the abstract module's.
func TestHoverNamesTheRefinement(t *testing.T) {
	dir := t.TempDir()
	var abstract string
	for _, name := range []string{"form.dfy", "bytes.dfy"} {
		text, err := os.ReadFile(filepath.Join("..", "check", "testdata", "refine", name))
		if err != nil {
			t.Fatal(err)
		}
		if name == "form.dfy" {
			abstract = string(text)
		}
		if err := os.WriteFile(filepath.Join(dir, name), text, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, ".specfaith.toml"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	c := startServer(t, Options{Logger: zap.New(nil)})
	c.initialize(dir, nil)
	u := c.open(filepath.Join(dir, "form.dfy"), abstract)
	c.waitDiags(u, version(1))
	h := hoverOn(t, c, u, abstract, "Count(s: seq")
	if !strings.Contains(h, "refinement Bytes (bytes.dfy)") {
		t.Errorf("hover does not name the refinement searched with:\n%s", h)
	}
	// The read-back is the abstract contract's: s is a sequence of Unit,
	// not of the refinement's bv8.
	if strings.Contains(h, "8-bit") || !strings.Contains(h, "sequence of Unit") {
		t.Errorf("the read-back describes the refinement, not the abstract contract:\n%s", h)
	}
}
