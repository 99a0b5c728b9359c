package check

import (
	"context"
	"os"
	"strings"
	"testing"
)

// headdiffArchive reads a marker archive's committed (NAME@HEAD) and
// working (NAME) versions of its spec file.
func headdiffArchive(t testing.TB, lang string) (name, old, cur string) {
	data, err := os.ReadFile("../server/testdata/markers/" + lang + "_headdiff.txtar")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range strings.Split(string(data), "\n-- ")[1:] {
		i := strings.Index(p, " --\n")
		n, body := p[:i], p[i+4:]
		if strings.HasSuffix(n, "@HEAD") {
			old = body
		} else {
			name, cur = n, body
		}
	}
	return name, old, cur
}

// TestSemanticDiffRemembers: a title the caller already has is not
// computed again, and an unchanged contract is not listed.
func TestSemanticDiffRemembers(t *testing.T) {
	name, old, cur := headdiffArchive(t, "dafny")
	none := func(string) (string, bool) { return "", false }
	first := SemanticDiff(context.Background(), name, old, cur, "HEAD", nil, none)
	if len(first) != 4 {
		t.Fatalf("%d changed contracts, want 4: %+v", len(first), first)
	}
	known := map[string]string{}
	for _, d := range first {
		known[d.Key] = "remembered " + d.Name
	}
	again := SemanticDiff(context.Background(), name, old, cur, "HEAD", nil, func(k string) (string, bool) { t, ok := known[k]; return t, ok })
	for _, d := range again {
		if d.Title != "remembered "+d.Name {
			t.Errorf("%s: computed again: %s", d.Name, d.Title)
		}
	}
	if got := SemanticDiff(context.Background(), name, old, old, "HEAD", nil, none); len(got) != 0 {
		t.Errorf("same text: %+v", got)
	}
}

// BenchmarkSemanticDiff compares every changed contract of the marker
// archives' files with their committed versions (docs/BENCHMARKS.md).
func BenchmarkSemanticDiff(b *testing.B) {
	for _, lang := range []string{"dafny", "lean", "nagini"} {
		name, old, cur := headdiffArchive(b, lang)
		b.Run(lang, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				SemanticDiff(context.Background(), name, old, cur, "HEAD", nil, func(string) (string, bool) { return "", false })
			}
		})
	}
}
