package check

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"
)

// TestFixSuite runs scripts/fix-suite.sh on testdata/fixsuite (weak specs
// with correct bodies and faithful twins): at least 80 % of the Dafny
// files must get a fix from plain `check --fix` after which Dafny still
// verifies the file and that the faithful contract implies; the Lean
// files' checked fixes are counted too. Dafny runs are slow: not with
// -short.
func TestFixSuite(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the fix suite runs Dafny on every file")
	}
	if _, err := exec.LookPath("dafny"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("dafny not on PATH: run make setup")
		}
		t.Skip("dafny not on PATH")
	}
	bin := filepath.Join(t.TempDir(), "specfaith")
	if out, err := exec.Command("go", "build", "-o", bin, "../cmd/specfaith").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	cmd := exec.Command("bash", "../scripts/fix-suite.sh")
	cmd.Env = append(os.Environ(), "SPECFAITH="+bin)
	out, err := cmd.CombinedOutput()
	t.Logf("%s", out)
	if err != nil {
		t.Errorf("fix-suite.sh: %v (under 80 %% of the Dafny files fixed)", err)
	}
	if regexp.MustCompile(`(?m)^BROKEN`).Match(out) {
		t.Errorf("a fix broke a file that verified")
	}
	if !regexp.MustCompile(`(?m)^dafny: \d+ of \d+`).Match(out) || !regexp.MustCompile(`(?m)^lean: \d+ of \d+`).Match(out) {
		t.Errorf("no summary lines")
	}
}
