package check

import (
	"math"
	"runtime/debug"
	"sync"
)

// A Memo holds the per-contract analyses (example checks, attacks, the
// mutation check) of the files analysed with it, keyed by a hash
// of what each read (attackcache.go). It is one least-recently-used list
// bounded by the estimated bytes of its results, not by a count, and its
// bound follows the work: each analysis of a file (one per file and pass,
// fast or idle) says before it starts how many contracts it will
// remember, and records afterwards how many bytes it used; the bound is
// memoFloor plus what the recent analyses used (the memoRuns most recent),
// so a file of any size keeps every contract remembered from one edit to
// the next, and memory stays bounded by memoCeiling (at most half the
// process's soft memory limit: the language server's).
const (
	memoFloor   = 8 << 20   // always allowed (the old 4 096 entries)
	memoCeiling = 256 << 20 // never more, whatever the demand
	memoRuns    = 32        // analyses whose demand is remembered
	// entryGuess is the size assumed for an entry before any is stored.
	entryGuess = 3 << 9
)

type memoEntry struct {
	key        [32]byte
	val        any
	size       int64
	prev, next *memoEntry
}

// Memo remembers per-contract analyses from one analysis to the next (an
// edit elsewhere in a file keeps a contract's results). Its owner makes
// it: the language server one per session, the CLI one per run; an
// analysis given none remembers nothing past itself. Safe for concurrent
// use.
type Memo struct {
	mu         sync.Mutex
	m          map[[32]byte]*memoEntry
	head, tail *memoEntry // head: the most recently used
	bytes      int64
	// demand is, per analysis (file and pass), the bytes it used last
	// time, or expects to use; tick orders them by recency.
	demand map[string]*memoDemand
	tick   uint64
	// floor is memoFloor (smaller in tests); ceiling, when set, replaces
	// the computed ceiling (tests); ceilNow is the computed one,
	// refreshed by expect.
	floor, ceiling, ceilNow int64
	// stored counts the results stored (analyses run), for tests.
	stored int
}

type memoDemand struct {
	bytes int64
	tick  uint64
}

// NewMemo makes an empty memo.
func NewMemo() *Memo {
	return &Memo{m: map[[32]byte]*memoEntry{}, demand: map[string]*memoDemand{}, floor: memoFloor}
}

// get returns the value stored under key and marks it used.
func (s *Memo) get(key [32]byte) (any, int64, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	e, ok := s.m[key]
	if !ok {
		return nil, 0, false
	}
	s.unlink(e)
	s.pushFront(e)
	return e.val, e.size, true
}

// put stores val under key (replacing what was there) and evicts the
// least recently used entries over the bound.
func (s *Memo) put(key [32]byte, val any, size int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if e, ok := s.m[key]; ok {
		s.unlink(e)
		s.bytes -= e.size
		delete(s.m, key)
	}
	e := &memoEntry{key: key, val: val, size: size}
	s.m[key] = e
	s.pushFront(e)
	s.bytes += size
	s.stored++
	s.evict()
}

func (s *Memo) pushFront(e *memoEntry) {
	e.prev, e.next = nil, s.head
	if s.head != nil {
		s.head.prev = e
	}
	s.head = e
	if s.tail == nil {
		s.tail = e
	}
}

func (s *Memo) unlink(e *memoEntry) {
	if e.prev != nil {
		e.prev.next = e.next
	} else {
		s.head = e.next
	}
	if e.next != nil {
		e.next.prev = e.prev
	} else {
		s.tail = e.prev
	}
	e.prev, e.next = nil, nil
}

// evict drops least recently used entries until the bytes fit the bound.
func (s *Memo) evict() {
	limit := s.limit()
	for s.bytes > limit && s.tail != nil {
		e := s.tail
		s.unlink(e)
		delete(s.m, e.key)
		s.bytes -= e.size
	}
}

// limit is memoFloor plus the demand of the recent analyses, at most the
// ceiling.
func (s *Memo) limit() int64 {
	var sum int64
	for _, d := range s.demand {
		sum += d.bytes
	}
	ceil := s.ceiling
	if ceil == 0 {
		if s.ceilNow == 0 {
			s.ceilNow = memoCeilingNow()
		}
		ceil = s.ceilNow
	}
	return min(s.floor+sum+sum/4, ceil)
}

// memoCeilingNow is memoCeiling, or half the soft memory limit when that
// is lower (the language server sets one): a bigger memo would keep the
// collector running without end.
func memoCeilingNow() int64 {
	lim := debug.SetMemoryLimit(-1)
	if lim <= 0 || lim == math.MaxInt64 {
		return memoCeiling
	}
	return max(memoFloor, min(memoCeiling, lim/2))
}

// expect records, before an analysis of n contracts starts, the bytes it
// is likely to use: what it used last time, or n entries of the average
// size stored so far (two per contract: examples and attacks). The bound
// then makes room for all of them before the first is stored.
func (s *Memo) expect(run string, n int) {
	ceil := memoCeilingNow()
	s.mu.Lock()
	defer s.mu.Unlock()
	s.ceilNow = ceil
	avg := int64(entryGuess)
	if len(s.m) > 0 {
		avg = max(avg, s.bytes/int64(len(s.m)))
	}
	want := 2 * int64(n) * avg
	if d := s.demand[run]; d != nil {
		want = max(want, d.bytes)
	}
	s.setDemand(run, want)
}

// record sets an analysis's demand to the bytes it used.
func (s *Memo) record(run string, used int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.setDemand(run, used)
	s.evict()
}

func (s *Memo) setDemand(run string, bytes int64) {
	s.tick++
	d := s.demand[run]
	if d == nil {
		d = &memoDemand{}
		s.demand[run] = d
	}
	d.bytes, d.tick = bytes, s.tick
	for len(s.demand) > memoRuns {
		oldest, at := "", uint64(math.MaxUint64)
		for r, d := range s.demand {
			if d.tick < at {
				oldest, at = r, d.tick
			}
		}
		delete(s.demand, oldest)
	}
}

// memoStats describes the memo (tests, benchmarks).
type memoStats struct {
	Entries       int
	Bytes, Limit  int64
	Stored, Files int
}

func (s *Memo) stats() memoStats {
	s.mu.Lock()
	defer s.mu.Unlock()
	return memoStats{Entries: len(s.m), Bytes: s.bytes, Limit: s.limit(), Stored: s.stored, Files: len(s.demand)}
}

// memoUse counts the bytes of the entries one analysis read or stored.
type memoUse struct {
	// store is the analysis's memo (never nil: see RunWith).
	store *Memo
	mu    sync.Mutex
	used  int64
}

func (u *memoUse) add(n int64) {
	if u == nil {
		return
	}
	u.mu.Lock()
	u.used += n
	u.mu.Unlock()
}
