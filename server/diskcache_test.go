package server

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// The read cache returns a file while it is unchanged, reads it again
// when it changed (even at the same size), and never returns what a path
// that became a symlink out of the workspace points to.
func TestDiskCacheFollowsChangesAndStaysInside(t *testing.T) {
	root, outside := t.TempDir(), t.TempDir()
	p := filepath.Join(root, "inc.dfy")
	write := func(path, text string, at time.Time) {
		t.Helper()
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(path, at, at); err != nil {
			t.Fatal(err)
		}
	}
	t0 := time.Now().Add(-time.Hour)
	write(p, "function A(): int { 1 }", t0)
	var c diskCache
	for i := 0; i < 2; i++ {
		if got, err := c.read(root, p); err != nil || string(got) != "function A(): int { 1 }" {
			t.Fatalf("read %d: %q, %v", i, got, err)
		}
	}
	if len(c.files) != 1 {
		t.Fatalf("%d files kept, want 1", len(c.files))
	}
	write(p, "function A(): int { 2 }", t0.Add(time.Second)) // same size
	if got, _ := c.read(root, p); string(got) != "function A(): int { 2 }" {
		t.Errorf("after a change: %q", got)
	}
	secret := filepath.Join(outside, "secret.dfy")
	write(secret, "function A(): int { 2 }", t0.Add(time.Second))
	if err := os.Remove(p); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(secret, p); err != nil {
		t.Skip("no symlinks here:", err)
	}
	if got, err := c.read(root, p); err == nil {
		t.Errorf("a symlink out of the workspace read %q", got)
	}
	c.forget(p)
	if len(c.files) != 0 {
		t.Errorf("forget left %d files", len(c.files))
	}
}
