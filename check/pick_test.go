package check

import (
	"testing"

	"github.com/specfaith/specfaith/analyzers"
)

// TestPickTakesAnAllowedLaterFix: when the first fix of a finding is held
// back (its proof may need a hint, or it is unchecked) and a later one may
// be taken, `check --fix` takes the later one; with none allowed, the
// first is reported as skipped.
func TestPickTakesAnAllowedLaterFix(t *testing.T) {
	f := analyzers.Finding{Code: analyzers.CodeTrivialWitness}
	codes := []string{analyzers.CodeTrivialWitness}
	held := Fix{Title: "held", Codes: codes, Hint: "the proof may need a hint"}
	unchecked := Fix{Title: "unchecked", Codes: codes, Unchecked: true}
	ok1 := Fix{Title: "ok1", Codes: codes}
	ok2 := Fix{Title: "ok2", Codes: codes}
	other := Fix{Title: "other", Codes: []string{analyzers.CodeUnusedInput}}
	tests := []struct {
		fixes []Fix
		o     ChooseOptions
		want  string
	}{
		{[]Fix{held, ok1, ok2}, ChooseOptions{}, "ok1"},
		{[]Fix{held, unchecked, ok2}, ChooseOptions{}, "ok2"},
		{[]Fix{other, held, unchecked}, ChooseOptions{}, "held"},
		{[]Fix{held, ok1}, ChooseOptions{Verified: true}, "held"},
		{[]Fix{unchecked, held}, ChooseOptions{Unchecked: true}, "unchecked"},
		{[]Fix{other}, ChooseOptions{}, ""},
	}
	for i, tc := range tests {
		got := ""
		if fx := tc.o.pick(tc.fixes, f); fx != nil {
			got = fx.Title
		}
		if got != tc.want {
			t.Errorf("case %d: picked %q, want %q", i, got, tc.want)
		}
	}
}
