package nagini

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/specfaith/specfaith/toolchain"
)

// TestExamplesVerifyUnderNagini runs the real Nagini (installed into .venv
// by make setup) on the example specs: each verifies, while specfaith's
// metrics (TestExamples) show where a verified contract is still too weak.
func TestExamplesVerifyUnderNagini(t *testing.T) {
	if testing.Short() {
		t.Skip("live Nagini runs skipped in -short mode")
	}
	root, _ := filepath.Abs("..")
	if _, err := os.Stat(filepath.Join(root, ".venv", "bin", "nagini")); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("Nagini is not installed in .venv: run make setup")
		}
		t.Skip("Nagini not installed in .venv: live test skipped")
	}
	n := &toolchain.Nagini{Root: root, Timeout: 5 * time.Minute, Runner: toolchain.NewRunner(2)}
	for _, name := range []string{"sqrt.py", "count.py", "search.py", "sorted.py", "account.py"} {
		name := name
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			path := filepath.Join(root, "examples", "nagini", name)
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			res := n.Check(context.Background(), path, string(src))
			if res.Status != toolchain.StatusOK {
				t.Errorf("%s: %s (%s)\n%s", name, res.Status, res.Reason, res.Output)
			}
			t.Logf("%s: %s", name, res.Summary())
		})
	}
}
