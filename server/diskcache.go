package server

import (
	"io/fs"
	"os"
	"path/filepath"
	"sync"

	"github.com/specfaith/specfaith/ide"
)

// diskCache keeps the files an analysis read from disk (a Dafny file's
// includes), each with the metadata it had: every edit reads its includes
// again, and on a large include tree the confined reads were a tenth of
// the first answer. A file is kept only when it read the same before and
// after (no write in between); a kept file is returned while os.Lstat
// says it is the same regular file, otherwise it is read again through
// the confined reader. So a hit returns only what that reader returned
// for the path, never more: a path turned into a symlink is no longer a
// regular file to Lstat. The cache is bounded (maxDiskCache).
type diskCache struct {
	mu    sync.Mutex
	files map[string]diskEntry
	bytes int
}

type diskEntry struct {
	root string
	data []byte
	info fs.FileInfo // os.Lstat's, taken after the read
}

// maxDiskCache bounds the bytes kept; past it the cache starts again.
const maxDiskCache = 32 << 20

func (c *diskCache) read(root, path string) ([]byte, error) {
	c.mu.Lock()
	e, ok := c.files[path]
	c.mu.Unlock()
	if ok && e.root == root {
		if fi, err := os.Lstat(path); err == nil && same(fi, e.info) {
			return e.data, nil
		}
	}
	before, errBefore := os.Lstat(path)
	data, err := ide.Disk(root)(path)
	if err != nil {
		return nil, err
	}
	after, errAfter := os.Lstat(path)
	if errBefore == nil && errAfter == nil && same(before, after) && before.Size() == int64(len(data)) && len(data) <= maxDiskCache/8 {
		c.mu.Lock()
		if c.files == nil || c.bytes+len(data) > maxDiskCache {
			c.files, c.bytes = map[string]diskEntry{}, 0
		}
		if old, ok := c.files[path]; ok {
			c.bytes -= len(old.data)
		}
		c.files[path] = diskEntry{root: root, data: data, info: after}
		c.bytes += len(data)
		c.mu.Unlock()
	}
	return data, nil
}

// same says whether two Lstat results describe the same unchanged
// regular file.
func same(a, b fs.FileInfo) bool {
	return a.Mode().IsRegular() && b.Mode().IsRegular() && a.Size() == b.Size() && a.ModTime().Equal(b.ModTime()) && os.SameFile(a, b)
}

// forget drops path (the watcher saw it change).
func (c *diskCache) forget(path string) {
	path = filepath.Clean(path)
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.files[path]; ok {
		c.bytes -= len(e.data)
		delete(c.files, path)
	}
}
