package lean

import (
	"testing"

	"github.com/specfaith/specfaith/internal/within"
)

// FuzzParseValue: example values (the right-hand sides of @input/@accept
// lines and the strings of sidecar files) never panic the reader, it
// returns (evaluation is step-bounded), and reading the same text twice
// gives the same value.
func FuzzParseValue(f *testing.F) {
	for _, s := range []string{"0", "-5", "[1, 2, 3]", "#[1, 2]", "\"abc\"", "'x'", "(1, true)", "some 3", "none", "[[1], [2, 3]]", "3.5", "List.range 5", "[1, 2].map (· + 1)", "(-3 : Int)", "∀ x ∈ [1], x > 0", "#[\"a\", \"b\"].size"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		within.ParsesTheSame(t, s, ParseValue)
	})
}
