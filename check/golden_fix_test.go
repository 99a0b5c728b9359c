package check

import (
	"context"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"
)

var updateGolden = flag.Bool("update", false, "rewrite testdata/fixes/golden/*")

// TestGoldenFixes: the weak specs a newcomer writes first (absolute
// value, maximum, reverse, sorted insert), in each language, each with a
// correct body, fixed as `check --fix` fixes them (checked fixes, with
// the loop invariants they need): the fixed file is
// testdata/fixes/golden/NAME (go test ./check -run TestGoldenFixes
// -update rewrites them; read the diff before committing). Where Dafny
// is installed, the fixed Dafny files must verify; where make setup
// installed Nagini (and not with -short: a minute), the fixed Python file.
func TestGoldenFixes(t *testing.T) {
	files, _ := filepath.Glob("testdata/fixes/*")
	n := 0
	for _, path := range files {
		if st, err := os.Stat(path); err != nil || st.IsDir() {
			continue
		}
		n++
		path := path
		t.Run(filepath.Base(path), func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			src := string(data)
			lang := LanguageFor(path)
			rep := File(context.Background(), path, data, nil)
			_, _, edits := Choose(context.Background(), lang, rep, src, ChooseOptions{})
			fixed := ApplyEdits(src, edits)
			golden := filepath.Join(filepath.Dir(path), "golden", filepath.Base(path))
			if *updateGolden {
				if err := os.WriteFile(golden, []byte(fixed), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (go test ./check -run TestGoldenFixes -update writes it)", err)
			}
			if fixed != string(want) {
				t.Errorf("check --fix gives\n%s\nwant (%s)\n%s", fixed, golden, want)
			}
			if fixed == src {
				t.Errorf("no fix applied to %s", path)
			}
			switch lang.ID {
			case "dafny":
				verifyDafny(t, golden)
			case "nagini":
				verifyNagini(t, golden)
			}
		})
	}
	if n == 0 {
		t.Fatal("no files in testdata/fixes")
	}
}

// verifyDafny runs Dafny on path, when it is installed, and fails unless
// it verifies with no error.
func verifyDafny(t *testing.T, path string) {
	t.Helper()
	if _, err := exec.LookPath("dafny"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("dafny not on PATH: run make setup")
		}
		t.Log("dafny not on PATH: the fixed file is not verified here")
		return
	}
	abs, _ := filepath.Abs(path)
	cmd := exec.Command("dafny", "/compile:0", "/timeLimit:30", filepath.Base(abs))
	cmd.Dir = filepath.Dir(abs)
	out, _ := cmd.CombinedOutput()
	if !regexp.MustCompile(`(?m)^Dafny program verifier finished with [0-9]+ verified, 0 errors$`).Match(out) {
		t.Errorf("dafny does not verify %s:\n%s", path, out)
	}
}

// verifyNagini runs make setup's Nagini on path and fails unless it
// verifies.
func verifyNagini(t *testing.T, path string) {
	t.Helper()
	if testing.Short() {
		t.Log("-short: the fixed Nagini file is not verified here")
		return
	}
	nagini, _ := filepath.Abs(filepath.Join("..", ".venv", "bin", "nagini"))
	if _, err := os.Stat(nagini); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("Nagini is not installed in .venv: run make setup")
		}
		t.Log("Nagini not installed in .venv: the fixed file is not verified here")
		return
	}
	abs, _ := filepath.Abs(path)
	cmd := exec.Command(nagini, filepath.Base(abs))
	cmd.Dir = filepath.Dir(abs)
	out, _ := cmd.CombinedOutput()
	if !regexp.MustCompile(`(?m)^Verification successful`).Match(out) {
		t.Errorf("Nagini does not verify %s:\n%s", path, out)
	}
}
