package dataset

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/specfaith/specfaith/check"
)

// TestCorpusTheorems: a corpus run counts the theorems read into
// contracts, and says why a *_spec theorem was not, whatever the number
// of files checked at a time.
func TestCorpusTheorems(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"a.lean": `def f (x : Nat) : Nat := sorry
theorem f_spec (x : Nat) (h : x > 0) : f x > x := sorry
theorem f_sym (x y : Nat) : f x + f y = f y + f x := sorry`,
		"b.lean": `def g (xs : List Nat) : Nat := sorry
theorem g_spec (xs : List Nat) : g xs ≤ xs.length := sorry
theorem g_spec_pair (xs ys : List Nat) : g (xs ++ ys) = g xs + g ys := sorry
theorem g_special (xs : List Nat) : g xs = g xs := sorry`,
	}
	var paths []string
	for name, src := range files {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	for _, jobs := range []int{1, 2} {
		rep := Corpus(context.Background(), paths, func(string) check.ReadFile { return os.ReadFile }, jobs)
		th := rep.Theorems
		// f_spec and g_spec are read; g_spec_pair relates calls; f_sym
		// and g_special are not *_spec theorems (g_special is read).
		if th.All != 5 || th.Spec != 3 || th.SpecRead != 2 || th.Read != 3 {
			t.Errorf("jobs %d: theorems %+v", jobs, th)
		}
		if th.Unread["applies f to different arguments: a property relating calls"] != 1 {
			t.Errorf("jobs %d: unread reasons %v", jobs, th.Unread)
		}
	}
}
