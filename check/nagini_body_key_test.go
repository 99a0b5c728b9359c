package check

import (
	"context"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/analyzers"
)

// TestNaginiBodyIsPartOfTheMemoKey: the remembered analyses of a Nagini
// contract change with its body, and with the body of a @Pure function it
// calls. A Nagini implementation's range was its def line only, so two
// files (or two versions of one in the editor) that differ only in a body
// shared the remembered implementation runs and mutants of the first.
func TestNaginiBodyIsPartOfTheMemoKey(t *testing.T) {
	const header = `from nagini_contracts.contracts import *


@Pure
def twice(x: int) -> int:
    return %s


def double(x: int) -> int:
    Ensures(Result() == twice(x))
    return %s
`
	for _, tc := range []struct {
		pure, body string
		wrong      bool
	}{
		{"2 * x", "x + x", false},
		{"2 * x", "x + x + 1", true},
		{"2 * x + 1", "x + x", true},
		{"2 * x", "x + x", false},
	} {
		src := strings.Replace(strings.Replace(header, "%s", tc.pure, 1), "%s", tc.body, 1)
		rep := File(context.Background(), "double.py", []byte(src), nil)
		found := false
		for _, f := range rep.All() {
			found = found || f.Code == analyzers.CodeImplCounterexample
		}
		if found != tc.wrong {
			t.Errorf("twice = %s, double = %s: implementation counterexample %v, want %v; findings %+v", tc.pure, tc.body, found, tc.wrong, rep.All())
		}
	}
}
