package check

import (
	"container/list"
	"crypto/sha256"
	"sync"

	"github.com/specfaith/specfaith/ir"
)

// Included files are parsed again by every analysis of the file that
// includes them, and in an editor they seldom change: a keystroke in a
// file of the dafny-libraries re-parsed its includes for a third of the
// edit's time. parsed keeps the parses of included files by language,
// path and content, bounded by the bytes of source they stand for (2 MB:
// a parse holds about seven times its source, so at most about 15 MB).
//
// A parse is shared: Merge copies its definitions into the including
// module's own maps, and nothing writes into a definition after parsing
// (linking writes into the including module's maps and contracts only).
var parsed = &parseCache{max: 2 << 20, at: map[parseKey]*list.Element{}}

type parseKey struct {
	lang string
	path string
	sum  [sha256.Size]byte
}

type parseEntry struct {
	key  parseKey
	m    *ir.Module
	size int
}

type parseCache struct {
	mu    sync.Mutex
	max   int // bytes of source
	size  int
	order list.List // most recently used first
	at    map[parseKey]*list.Element
}

// parse is lang.Parse(path, src), remembered.
func (c *parseCache) parse(lang *Language, path, src string) *ir.Module {
	if len(src) > c.max/8 {
		return lang.Parse(path, src)
	}
	k := parseKey{lang: lang.Name(), path: path, sum: sha256.Sum256([]byte(src))}
	c.mu.Lock()
	if e, ok := c.at[k]; ok {
		c.order.MoveToFront(e)
		m := e.Value.(*parseEntry).m
		c.mu.Unlock()
		return m
	}
	c.mu.Unlock()
	m := lang.Parse(path, src)
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.at[k]; !ok {
		c.at[k] = c.order.PushFront(&parseEntry{key: k, m: m, size: len(src)})
		c.size += len(src)
		for c.size > c.max {
			e := c.order.Back()
			pe := e.Value.(*parseEntry)
			c.order.Remove(e)
			delete(c.at, pe.key)
			c.size -= pe.size
		}
	}
	return m
}
