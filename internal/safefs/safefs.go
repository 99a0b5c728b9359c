// Package safefs reads files a workspace names without trusting it: only
// regular files, only inside a root once symlinks are resolved, never
// more than a cap. A symlink to /dev/zero, a FIFO, or a path out of the
// workspace is refused before a byte is read.
package safefs

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// ErrOutside is the error for a path that, symlinks resolved, leaves the
// root.
var ErrOutside = errors.New("outside the workspace: not read")

// ErrNotRegular is the error for a device, FIFO, socket or directory.
var ErrNotRegular = errors.New("not a regular file: not read")

// TooLarge is the error for a file over the cap.
type TooLarge struct {
	Size, Max int64
}

func (e *TooLarge) Error() string {
	return fmt.Sprintf("%d bytes, more than the %d read", e.Size, e.Max)
}

// Inside reports whether path, symlinks resolved, lies in root (also
// resolved). A path that does not exist gives its not-exist error.
func Inside(root, path string) error {
	_, err := resolve(root, path)
	return err
}

// resolve is path's real location, checked to lie in root; root "" puts
// no bound.
func resolve(root, path string) (string, error) {
	p, err := filepath.EvalSymlinks(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return "", err
		}
		p = filepath.Clean(path)
	}
	if p, err = filepath.Abs(p); err != nil {
		return "", ErrOutside
	}
	if root == "" {
		return p, nil
	}
	r, err := filepath.EvalSymlinks(root)
	if err != nil {
		r = filepath.Clean(root)
	}
	if r, err = filepath.Abs(r); err != nil {
		return "", ErrOutside
	}
	if !Within(r, p) {
		return "", ErrOutside
	}
	return p, nil
}

// Within says whether the clean absolute path p is r or lies below it
// (no file system access).
func Within(r, p string) bool {
	rel, err := filepath.Rel(r, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

// ReadFile reads path when it is a regular file of at most max bytes
// lying in root (root "": anywhere). The size is checked on the open
// file before reading, and the read itself stops past max, so a file
// that grows meanwhile is still refused.
func ReadFile(root, path string, max int64) ([]byte, error) {
	f, size, err := Open(root, path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if size > max {
		return nil, &TooLarge{size, max}
	}
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > max {
		return nil, &TooLarge{int64(len(data)), max}
	}
	return data, nil
}

// Open opens path for reading when it is a regular file lying in root
// (root "": anywhere), and gives its size; for readers that seek (git's
// pack files) rather than read whole.
func Open(root, path string) (*os.File, int64, error) {
	real, err := resolve(root, path)
	if err != nil {
		return nil, 0, err
	}
	st, err := os.Lstat(real)
	if err != nil {
		return nil, 0, err
	}
	if !st.Mode().IsRegular() {
		return nil, 0, ErrNotRegular
	}
	// O_NONBLOCK: a FIFO swapped in after the Lstat does not hang the
	// open; O_NOFOLLOW: nor does a symlink swapped in.
	f, err := os.OpenFile(real, os.O_RDONLY|syscall.O_NONBLOCK|syscall.O_NOFOLLOW, 0)
	if err != nil {
		return nil, 0, err
	}
	fst, err := f.Stat()
	if err != nil || !fst.Mode().IsRegular() {
		f.Close()
		return nil, 0, ErrNotRegular
	}
	return f, fst.Size(), nil
}
