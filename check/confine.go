package check

import (
	"os"
	"path/filepath"
	"strings"
)

// Reads an analysis makes on its own (includes, sidecars) stay inside the
// project: a spec file must not make specfaith read, and echo into its
// output, the rest of the machine (../, absolute paths, symlinks to
// /proc/self/environ).

// ProjectRoot is the root of the project a spec file belongs to: the
// nearest directory, from the file's own upwards, that holds
// .specfaith.toml or .git; else the file's directory.
func ProjectRoot(file string) string {
	abs, err := filepath.Abs(file)
	if err != nil {
		return filepath.Dir(file)
	}
	start := filepath.Dir(abs)
	for dir := start; ; {
		for _, marker := range []string{".specfaith.toml", ".git"} {
			if _, err := os.Lstat(filepath.Join(dir, marker)); err == nil {
				return dir
			}
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return start
		}
		dir = parent
	}
}

// Inside checks that path, with symlinks resolved, lies in root. A path
// that does not exist is reported as such (the caller says "missing").
func Inside(root, path string) error {
	r, err := filepath.EvalSymlinks(root)
	if err != nil {
		r = filepath.Clean(root)
	}
	if r, err = filepath.Abs(r); err != nil {
		return ErrOutsideWorkspace
	}
	p, err := filepath.EvalSymlinks(path)
	if err != nil {
		if os.IsNotExist(err) {
			return err
		}
		p = filepath.Clean(path)
	}
	if p, err = filepath.Abs(p); err != nil {
		return ErrOutsideWorkspace
	}
	rel, err := filepath.Rel(r, p)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) || filepath.IsAbs(rel) {
		return ErrOutsideWorkspace
	}
	return nil
}

// Confined is read restricted to root: other paths get ErrOutsideWorkspace.
func Confined(root string, read ReadFile) ReadFile {
	return func(path string) ([]byte, error) {
		if err := Inside(root, path); err != nil {
			return nil, err
		}
		return read(path)
	}
}
