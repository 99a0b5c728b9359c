package server

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"go.uber.org/zap"
)

// TestHoverNamesTheRefinement: an abstract module opened in the editor is
// searched with the definitions of the refinement beside it, and the
// hover's search line says which refinement it was, while its read-back
// stays the abstract module's.
func TestHoverNamesTheRefinement(t *testing.T) {
	dir := t.TempDir()
	abstract := `abstract module Form {
  type Unit
  function Valid(s: seq<Unit>): (b: bool)
    ensures b ==> |s| > 0

  function Count(s: seq<Unit>): (n: nat)
    ensures n <= |s|
  {
    if |s| == 0 then 0 else (if Valid(s[..1]) then 1 else 0) + Count(s[1..])
  }
}
`
	refinement := `include "form.dfy"
module Bytes refines Form {
  type Unit = bv8
  function Valid(s: seq<Unit>): (b: bool)
    ensures b ==> |s| > 0
  {
    |s| == 1 && s[0] < 128
  }
}
`
	for name, text := range map[string]string{"form.dfy": abstract, "bytes.dfy": refinement, ".specfaith.toml": ""} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
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
