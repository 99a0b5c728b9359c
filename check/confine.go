package check

import (
	"os"
	"path/filepath"

	"github.com/specfaith/specfaith/internal/safefs"
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
	return safefs.Inside(root, path)
}

// maxRead caps one file an analysis reads (an include, a sidecar).
const maxRead = maxSidecar

// Disk reads an analysis's files from disk: regular files of at most
// maxRead bytes lying in root, symlinks resolved (root "": anywhere, for
// --allow-outside). A FIFO, a device or a file over the cap is refused
// before a byte is read.
func Disk(root string) ReadFile {
	return func(path string) ([]byte, error) {
		return safefs.ReadFile(root, path, maxRead)
	}
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
