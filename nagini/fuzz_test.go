package nagini

import (
	"testing"

	"github.com/specfaith/specfaith/internal/within"
)

// FuzzParseValue: example values (the right-hand sides of @input/@accept
// lines and the strings of sidecar files) never panic the reader, it
// returns (evaluation is step-bounded), and reading the same text twice
// gives the same value.
func FuzzParseValue(f *testing.F) {
	for _, s := range []string{"0", "-5", "[1, 2, 3]", "\"abc\"", "'x'", "(1, True)", "None", "{1: 2}", "{1, 2}", "[[1], [2, 3]]", "3.5", "[x * x for x in range(5)]", "list(range(3))", "len([1, 2])", "\"a\" + \"b\"", "(1,)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		within.ParsesTheSame(t, s, ParseValue)
	})
}
