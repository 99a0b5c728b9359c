package check

import (
	"context"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/analyzers"
)

// annotations are the example lines of doc comments (@input, @accept, …).
var annotations = regexp.MustCompile(`(?m)^.*@(input|accept|reject|reject-input) .*\n`)

// TestSqrtExamplesWithoutExamples is issue 7's acceptance on the shipped
// square-root examples in all three languages: with their examples
// removed, the trivial witness names 0, the first quick-fix inserts the
// tightness bound, and after it the warning is gone.
func TestSqrtExamplesWithoutExamples(t *testing.T) {
	for _, tc := range []struct{ path, witness, fix string }{
		{"../examples/dafny/sqrt.dfy", "returning r = 0", "N < (r + 1) * (r + 1)"},
		{"../examples/lean/isqrt.lean", "returning result = 0", "n < (result + 1) * (result + 1)"},
		{"../examples/nagini/sqrt.py", "returning result = 0", "n < (Result() + 1) * (Result() + 1)"},
	} {
		data, err := os.ReadFile(tc.path)
		if err != nil {
			t.Fatal(err)
		}
		src := annotations.ReplaceAllString(string(data), "")
		rep := File(context.Background(), tc.path, []byte(src), nil)
		var cr *ContractReport
		for i := range rep.Contracts {
			for _, f := range rep.Contracts[i].Findings {
				if f.Code == analyzers.CodeTrivialWitness && strings.Contains(f.Message, tc.witness) {
					cr = &rep.Contracts[i]
				}
			}
		}
		if cr == nil {
			t.Errorf("%s: no trivial-witness finding naming %q", tc.path, tc.witness)
			continue
		}
		fixes := BoundFixes(context.Background(), LanguageFor(tc.path), rep, src, cr)
		if len(fixes) == 0 || fixes[0].Bound.Text != tc.fix {
			t.Errorf("%s: fixes %v, want first %q", tc.path, fixes, tc.fix)
			continue
		}
		after := File(context.Background(), tc.path, []byte(ApplyEdits(src, fixes[0].Edits)), nil)
		for _, f := range after.All() {
			if f.Code == analyzers.CodeTrivialWitness || f.Code == "syntax" {
				t.Errorf("%s: after the fix: [%s] %s", tc.path, f.Code, f.Message)
			}
		}
	}
}
