package safefs

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestRefusesBeforeReading: a FIFO, a device behind a symlink, a file
// over the cap and a link out of the root are refused without blocking
// or reading; a regular file inside is read.
func TestRefusesBeforeReading(t *testing.T) {
	root := t.TempDir()
	outside := filepath.Join(t.TempDir(), "secret")
	os.WriteFile(outside, []byte("secret"), 0o644)
	ok := filepath.Join(root, "ok.txt")
	os.WriteFile(ok, []byte("hello"), 0o644)
	os.WriteFile(filepath.Join(root, "big.txt"), []byte(strings.Repeat("x", 100)), 0o644)
	os.Symlink("/dev/zero", filepath.Join(root, "zero"))
	os.Symlink(outside, filepath.Join(root, "out"))
	os.Symlink(ok, filepath.Join(root, "in"))
	fifo := filepath.Join(root, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip(err)
	}
	var tl *TooLarge
	for _, tc := range []struct {
		root, name string
		check      func(error) bool
	}{
		{root, "fifo", func(err error) bool { return errors.Is(err, ErrNotRegular) }},
		{"", "zero", func(err error) bool { return errors.Is(err, ErrNotRegular) }},
		{root, "zero", func(err error) bool { return errors.Is(err, ErrOutside) }},
		{root, "out", func(err error) bool { return errors.Is(err, ErrOutside) }},
		{root, "big.txt", func(err error) bool { return errors.As(err, &tl) && tl.Size == 100 }},
	} {
		done := make(chan error, 1)
		go func() {
			_, err := ReadFile(tc.root, filepath.Join(root, tc.name), 10)
			done <- err
		}()
		select {
		case err := <-done:
			if !tc.check(err) {
				t.Errorf("%s (root %q): err = %v", tc.name, tc.root, err)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%s: ReadFile blocked", tc.name)
		}
	}
	for _, name := range []string{"ok.txt", "in"} {
		if b, err := ReadFile(root, filepath.Join(root, name), 10); err != nil || string(b) != "hello" {
			t.Errorf("%s: %q, %v", name, b, err)
		}
	}
}
