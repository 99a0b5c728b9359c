package toolchain

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
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

// CleanStale removes only leftovers that are recognisably specfaith's, of
// a process that is gone, and old; never another program's files, a
// live process's, a recent one, or what a symlink points to.
func TestCleanStaleRemovesOnlyOurOldLeftovers(t *testing.T) {
	dir := t.TempDir()
	dead := exec.Command("true")
	if err := dead.Run(); err != nil {
		t.Skip(err)
	}
	deadPid := dead.Process.Pid
	old := time.Now().Add(-2 * StaleAge)
	mk := func(name string, mtime time.Time) string {
		p := filepath.Join(dir, name)
		if strings.HasSuffix(name, ".lean") {
			os.WriteFile(p, []byte("x"), 0o600)
		} else {
			os.Mkdir(p, 0o700)
			os.WriteFile(filepath.Join(p, "spec.dfy"), []byte("x"), 0o600)
		}
		os.Chtimes(p, mtime, mtime)
		return p
	}
	gone := []string{
		mk(fmt.Sprintf("specfaith-tmp-%d-copy-1", deadPid), old),
		mk(fmt.Sprintf(".specfaith-tmp-%d-Demo-2.lean", deadPid), old),
	}
	target := mk("target", old)
	link := filepath.Join(dir, fmt.Sprintf("specfaith-tmp-%d-copy-link", deadPid))
	os.Symlink(target, link)
	kept := []string{
		target, link,
		mk(fmt.Sprintf("specfaith-tmp-%d-copy-3", deadPid), time.Now()), // recent
		mk(fmt.Sprintf("specfaith-tmp-%d-copy-4", os.Getpid()), old),    // this process
		mk(fmt.Sprintf("specfaith-tmp-%d-copy-5", os.Getppid()), old),   // a live process
		mk("specfaith-6", old),                                     // not our naming
		mk("other-program-7", old),                                 // someone else's
		mk(fmt.Sprintf("x-specfaith-tmp-%d-copy-8", deadPid), old), // not a prefix
	}
	removed := CleanStale(dir, StaleAge)
	if len(removed) != len(gone) {
		t.Errorf("removed %v, want %v", removed, gone)
	}
	for _, p := range gone {
		if _, err := os.Lstat(p); !os.IsNotExist(err) {
			t.Errorf("%s not removed", p)
		}
	}
	for _, p := range kept {
		if _, err := os.Lstat(p); err != nil {
			t.Errorf("%s removed: %v", p, err)
		}
	}
}
