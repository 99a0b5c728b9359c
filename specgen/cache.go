package specgen

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"sync/atomic"
	"time"
)

// Cache keeps each candidate's row under a hash of everything the row is
// computed from: the candidate, its reference task, the options and the
// build (Salt). A rerun evaluates only new or changed candidates. Rows are
// never shared across builds: a new build of specfaith starts empty.
//
// The directory holds one small file per row; when it holds more than
// maxCacheFiles, the least recently used are removed at the start of a
// run (a row read is marked used).
type Cache struct {
	dir          string
	salt         string
	hits, misses atomic.Int64
}

// maxCacheFiles bounds the rows kept (some hundred bytes to a few KB each).
const maxCacheFiles = 200_000

// maxRowBytes bounds one row read back: a larger file was not written here.
const maxRowBytes = 16 << 20

// OpenCache opens (making it when missing) the cache in dir. salt names
// the build, so that a row of another build is never read.
func OpenCache(dir, salt string) (*Cache, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	c := &Cache{dir: dir, salt: salt}
	if err := c.prune(maxCacheFiles); err != nil {
		return nil, err
	}
	return c, nil
}

// Hits and Misses count the rows read and computed in this run.
func (c *Cache) Hits() int   { return int(c.hits.Load()) }
func (c *Cache) Misses() int { return int(c.misses.Load()) }

// key is the hash a candidate's row is kept under.
func (c *Cache) key(r *Reference, cand *Candidate, opts Options) string {
	h := sha256.New()
	enc := json.NewEncoder(h)
	fmt.Fprintf(h, "specgen row 1\x00%s\x00lean=%s\x00dafny=%t\x00nagini=%t\x00", c.salt, opts.Lean, opts.Dafny != nil, opts.Nagini != nil)
	enc.Encode(opts.Equiv)
	enc.Encode(cand)
	enc.Encode(r) // nil: the task is missing, and the row says so
	return hex.EncodeToString(h.Sum(nil))
}

func (c *Cache) path(key string) string { return filepath.Join(c.dir, key[:2], key+".json") }

// get reads the row kept under key.
func (c *Cache) get(key string) (Row, bool) {
	p := c.path(key)
	if st, err := os.Lstat(p); err != nil || !st.Mode().IsRegular() || st.Size() > maxRowBytes {
		return Row{}, false // not a row this cache wrote
	}
	b, err := os.ReadFile(p)
	if err != nil {
		return Row{}, false
	}
	var row Row
	if json.Unmarshal(b, &row) != nil {
		return Row{}, false
	}
	now := time.Now()
	os.Chtimes(p, now, now) // used: pruned last
	c.hits.Add(1)
	return row, true
}

// put keeps row under key (written whole, then renamed: a reader never
// sees half a row).
func (c *Cache) put(key string, row Row) {
	c.misses.Add(1)
	b, err := json.Marshal(row)
	if err != nil {
		return
	}
	p := c.path(key)
	if os.MkdirAll(filepath.Dir(p), 0o755) != nil {
		return
	}
	tmp, err := os.CreateTemp(filepath.Dir(p), "row-*")
	if err != nil {
		return
	}
	_, werr := tmp.Write(b)
	cerr := tmp.Close()
	if werr != nil || cerr != nil || os.Rename(tmp.Name(), p) != nil {
		os.Remove(tmp.Name())
	}
}

// prune removes the least recently used rows past limit, down to 4/5 of
// it (so that it does not run on every start).
func (c *Cache) prune(limit int) error {
	type entry struct {
		path string
		used int64
	}
	var rows []entry
	err := filepath.WalkDir(c.dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(p) != ".json" {
			return nil
		}
		if info, err := d.Info(); err == nil {
			rows = append(rows, entry{p, info.ModTime().UnixNano()})
		}
		return nil
	})
	if err != nil || len(rows) <= limit {
		return err
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].used < rows[j].used })
	for _, e := range rows[:len(rows)-limit*4/5] {
		os.Remove(e.path)
	}
	return nil
}
