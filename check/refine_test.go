package check

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/analyzers"
)

// TestAbstractModuleSearchedInRefinement: an abstract module's contracts
// call a function it leaves without a body and name its abstract type;
// with a refinement beside it they are searched with the refinement's
// definitions, and say so. Without the refinement they are not claimed searched.
func TestAbstractModuleSearchedInRefinement(t *testing.T) {
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

  lemma CountBound(s: seq<Unit>)
    ensures Count(s) <= |s| + 1
  {
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
	if err := os.WriteFile(filepath.Join(dir, "form.dfy"), []byte(abstract), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, ".specfaith.toml"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "form.dfy")
	check := func() map[string]*ContractReport {
		rep := File(context.Background(), path, []byte(abstract), Disk(dir))
		out := map[string]*ContractReport{}
		for i := range rep.Contracts {
			out[rep.Contracts[i].Contract.Name] = &rep.Contracts[i]
		}
		return out
	}
	alone := check()
	if s := alone["Count"].Search; s.Status == analyzers.SearchDone {
		t.Errorf("Count without a refinement: %s, want not fully searched (Valid has no body)", s.Text())
	}
	if err := os.WriteFile(filepath.Join(dir, "bytes.dfy"), []byte(refinement), 0o644); err != nil {
		t.Fatal(err)
	}
	refined := check()
	for _, name := range []string{"Valid", "Count", "CountBound"} {
		s := refined[name].Search
		if s.Status != analyzers.SearchDone || !strings.Contains(s.Text(), "refinement Bytes (bytes.dfy)") {
			t.Errorf("%s: %s, want searched with Bytes' definitions, saying so", name, s.Text())
		}
	}
}
