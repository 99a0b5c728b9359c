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
// (testdata/refine/form.dfy) call a function it leaves without a body
// and name its abstract type; with a refinement beside it (bytes.dfy)
// they are searched with the refinement's definitions, and say so.
// Without the refinement they are not claimed searched.
func TestAbstractModuleSearchedInRefinement(t *testing.T) {
	dir := t.TempDir()
	abstract, err := os.ReadFile("testdata/refine/form.dfy")
	if err != nil {
		t.Fatal(err)
	}
	refinement, err := os.ReadFile("testdata/refine/bytes.dfy")
	if err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string][]byte{"form.dfy": abstract, ".specfaith.toml": nil} {
		if err := os.WriteFile(filepath.Join(dir, name), text, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(dir, "form.dfy")
	check := func() map[string]*ContractReport {
		rep := File(context.Background(), path, abstract, Disk(dir))
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
	if err := os.WriteFile(filepath.Join(dir, "bytes.dfy"), refinement, 0o644); err != nil {
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
