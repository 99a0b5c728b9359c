package markers

import (
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	l, err := Parse(`  ensures r >= 0 // @diag(trivial-witness, "r = 0") @info(unused-input, "x") @fix("r < 5") @nofix`, All...)
	if err != nil || l == nil {
		t.Fatalf("%v %v", l, err)
	}
	if len(l.Diags) != 2 || l.Diags[0].Severity != Warning || l.Diags[0].Code != "trivial-witness" || l.Diags[0].Text != "r = 0" ||
		l.Diags[1].Severity != Info || len(l.Fixes) != 1 || l.Fixes[0].Text != "r < 5" || l.Fixes[0].Golden != "" || !l.NoFix {
		t.Errorf("%+v", l)
	}
	l, _ = Parse(`// @fix("Add missing postcondition bound", fixed.dfy) @hover("say \"hi\"") @search(partial, "budget")`, All...)
	if l.Fixes[0].Golden != "fixed.dfy" || l.Hovers[0] != `say "hi"` || l.Searches[0] != (Search{"partial", "budget"}) {
		t.Errorf("%+v", l)
	}
	for _, line := range []string{"@Pure", "    @Pure", "/// @accept N = 1 -> r = 1", "/// @reject-input x = 0", "no markers here"} {
		if l, err := Parse(line, All...); l != nil || err != nil {
			t.Errorf("%q: %+v %v", line, l, err)
		}
	}
	for line, want := range map[string]string{
		`x // @diagg(a, "b")`:     "not read here",
		`x // @diag(a, b)`:        "malformed",
		`x // @hover("a`:          "malformed",
		`x // @nofixes`:           "not read here",
		`x // @search(done, "a")`: "malformed",
		`x // @hover("\q")`:       "marker text",
	} {
		if _, err := Parse(line, All...); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want %q", line, err, want)
		}
	}
	if _, err := Parse(`x // @hover("a")`, "diag"); err == nil || !strings.Contains(err.Error(), "not read here") {
		t.Errorf("a marker the test does not read: %v", err)
	}
}
