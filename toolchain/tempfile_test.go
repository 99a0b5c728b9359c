package toolchain

import (
	"os"
	"path/filepath"
	"testing"
)

// Copies of unsaved buffers are private to the user and gone after the
// cleanup, in the temp dir and beside a Lean file alike.
func TestTempCopiesArePrivateAndRemoved(t *testing.T) {
	p, done, err := TempCopy("spec.dfy", "method M() {}")
	if err != nil {
		t.Fatal(err)
	}
	checkPrivate(t, p, 0o600)
	checkPrivate(t, filepath.Dir(p), 0o700)
	done()
	if _, err := os.Stat(filepath.Dir(p)); !os.IsNotExist(err) {
		t.Errorf("%s left behind: %v", filepath.Dir(p), err)
	}

	dir := t.TempDir()
	abs := filepath.Join(dir, "Main.lean")
	os.WriteFile(abs, []byte("def x := 1"), 0o644)
	q, done2, err := leanSiblingCopy(abs, "def x := 2")
	if err != nil {
		t.Fatal(err)
	}
	checkPrivate(t, q, 0o600)
	done2()
	if _, err := os.Stat(q); !os.IsNotExist(err) {
		t.Errorf("%s left behind: %v", q, err)
	}
}

func checkPrivate(t *testing.T, p string, want os.FileMode) {
	t.Helper()
	fi, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	if got := fi.Mode().Perm(); got != want {
		t.Errorf("%s: mode %v, want %v", p, got, want)
	}
}
