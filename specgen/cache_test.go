package specgen

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCacheRerun: a rerun reads every unchanged candidate's row back, the
// same row; a changed candidate, and every candidate under another build,
// is computed again. A candidate that does not parse is a row like any
// other (its reason kept with it).
func TestCacheRerun(t *testing.T) {
	refs, cands := authoredControls(t)
	dir := t.TempDir()
	run := func(salt string, cands []Candidate) (*Report, *Cache) {
		t.Helper()
		c, err := OpenCache(dir, salt)
		if err != nil {
			t.Fatal(err)
		}
		opts := DefaultOptions
		opts.Cache = c
		return Evaluate(context.Background(), refs, cands, opts), c
	}
	first, c1 := run("build A", cands)
	if c1.Hits() != 0 {
		t.Fatalf("an empty cache gave %d rows", c1.Hits())
	}
	kept := len(cands)
	again, c2 := run("build A", cands)
	if c2.Hits() != kept {
		t.Errorf("rerun: %d of %d rows read back", c2.Hits(), kept)
	}
	for i := range first.Rows {
		a, b := first.Rows[i], again.Rows[i]
		if !b.Cached || a.Cached {
			t.Errorf("row %d: cached %v then %v", i, a.Cached, b.Cached)
		}
		b.Cached = false
		ja, _ := json.Marshal(a)
		jb, _ := json.Marshal(b)
		if string(ja) != string(jb) {
			t.Errorf("row %d read back differs:\n%s\n%s", i, ja, jb)
		}
	}
	changed := append([]Candidate(nil), cands...)
	changed[2].Postcond += " ∧ True"
	_, c3 := run("build A", changed)
	if c3.Hits() != kept-1 {
		t.Errorf("one candidate changed: %d rows read back, want %d", c3.Hits(), kept-1)
	}
	if _, c4 := run("build B", cands); c4.Hits() != 0 {
		t.Errorf("another build read %d rows of this one", c4.Hits())
	}
}

// TestCachePrune: past its limit the cache keeps the rows used last.
func TestCachePrune(t *testing.T) {
	dir := t.TempDir()
	c, err := OpenCache(dir, "b")
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 10; i++ {
		c.put(c.key(nil, &Candidate{ID: string(rune('a' + i))}, DefaultOptions), Row{ID: string(rune('a' + i))})
	}
	// The first is used again, so it is kept.
	keep := c.key(nil, &Candidate{ID: "a"}, DefaultOptions)
	if _, ok := c.get(keep); !ok {
		t.Fatal("row a not read back")
	}
	if err := c.prune(5); err != nil {
		t.Fatal(err)
	}
	n := 0
	for i := 0; i < 10; i++ {
		if _, ok := c.get(c.key(nil, &Candidate{ID: string(rune('a' + i))}, DefaultOptions)); ok {
			n++
		}
	}
	if _, ok := c.get(keep); !ok || n != 4 {
		t.Errorf("after pruning to 4/5 of 5: %d rows left (want 4), the one used last kept: %v", n, ok)
	}
}

// TestCacheReadsOnlyItsRows: a file at a row's place that the cache did
// not write (a link, one too large) is not read.
func TestCacheReadsOnlyItsRows(t *testing.T) {
	c, err := OpenCache(t.TempDir(), "b")
	if err != nil {
		t.Fatal(err)
	}
	key := c.key(nil, &Candidate{ID: "x"}, DefaultOptions)
	c.put(key, Row{ID: "x"})
	if _, ok := c.get(key); !ok {
		t.Fatal("a row written is not read back")
	}
	target := filepath.Join(t.TempDir(), "row.json")
	b, _ := os.ReadFile(c.path(key))
	os.WriteFile(target, b, 0o644)
	os.Remove(c.path(key))
	if err := os.Symlink(target, c.path(key)); err != nil {
		t.Fatal(err)
	}
	if _, ok := c.get(key); ok {
		t.Error("a link at a row's place was followed")
	}
	os.Remove(c.path(key))
	big := append(b[:len(b)-1:len(b)-1], []byte(strings.Repeat(" ", maxRowBytes))...)
	os.WriteFile(c.path(key), append(big, '}'), 0o644)
	if _, ok := c.get(key); ok {
		t.Error("a row past maxRowBytes was read")
	}
}
