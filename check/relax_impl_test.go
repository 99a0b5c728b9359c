package check

import (
	"context"
	"strings"
	"testing"
)

// TestRelaxationCheckedAgainstImplementation: "weaken precondition" is
// offered only when the implementation still meets the postcondition on
// the inputs the relaxed precondition admits. Half's body returns 0 for
// n = 0, which `r < n` rejects, so admitting n = 0 would break its proof;
// Pred's body is right there, so its relaxation stays.
func TestRelaxationCheckedAgainstImplementation(t *testing.T) {
	src := `/// @input n = 0
method Half(n: int) returns (r: int)
  requires n > 0
  ensures r < n
{
  r := n / 2;
}

/// @input n = 0
method Pred(n: int) returns (r: int)
  requires n > 0
  ensures r < n
{
  r := n - 1;
}
`
	rep := File(context.Background(), "h.dfy", []byte(src), nil)
	lang := LanguageFor("h.dfy")
	titles := map[string][]string{}
	for i := range rep.Contracts {
		cr := &rep.Contracts[i]
		for _, fx := range Fixes(context.Background(), lang, rep, src, cr) {
			titles[cr.Contract.Name] = append(titles[cr.Contract.Name], fx.Title)
		}
	}
	for _, title := range titles["Half"] {
		if strings.HasPrefix(title, "Weaken precondition") {
			t.Errorf("Half: offered %q although its body returns 0 for n = 0, which r < n rejects", title)
		}
	}
	found := false
	for _, title := range titles["Pred"] {
		found = found || strings.Contains(title, "`n > 0` → `n >= 0`")
	}
	if !found {
		t.Errorf("Pred: no relaxation offered: %q", titles["Pred"])
	}
}
