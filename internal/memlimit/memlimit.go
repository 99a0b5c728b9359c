// Package memlimit keeps a process's soft memory limit (runtime/debug)
// above its live heap. A fixed limit keeps a small heap near what is live
// (the language server's 40 MB), but the limit counts the runtime's own
// memory too (stacks, the collector's metadata: about 10 MB), and once
// the live heap comes near what is left the collector runs without end:
// every cycle scans the whole live heap and the next starts after a few
// allocations, so the cost of an analysis grows with the square of the
// file (a 4 500-contract file: 12 s per edit under a fixed 40 MB, 0.5 s
// without a limit). Govern keeps the limit at the base while that leaves
// the heap a quarter of the base to grow into; above, at the runtime's
// own memory plus twice the live heap's recent peak (as GOGC=100 would),
// adjusted after every collection, the peak decaying with a half-life of
// 30 s: the collector's work stays proportional to what is allocated,
// and a small heap is kept as before.
package memlimit

import (
	"math"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"time"
)

// The runtime/metrics read after each collection: the live heap, and
// what the memory limit counts (all mapped memory but what is released)
// besides the heap.
var sampleNames = []string{
	"/gc/heap/live:bytes",
	"/memory/classes/total:bytes",
	"/memory/classes/heap/released:bytes",
	"/memory/classes/heap/objects:bytes",
	"/memory/classes/heap/unused:bytes",
	"/memory/classes/heap/free:bytes",
}

// halfLife is how fast the remembered peak of the live heap decays: an
// analysis builds its report on top of the previous one's, so the live
// heap between two analyses of a large file is half of what each needs;
// a limit that followed it down would have the next analysis start with
// a collection every few megabytes.
var halfLife = 30 * time.Second // a variable for tests

var (
	mu       sync.Mutex
	base     int64
	governed bool
	peak     float64 // the live heap's recent peak, decaying
	peakAt   time.Time
)

// Govern sets the soft memory limit to base and keeps it at Limit of the
// live heap's recent peak from then on (checked after every collection).
// A second call changes the base.
func Govern(b int64) {
	mu.Lock()
	base = b
	start := !governed
	governed = true
	mu.Unlock()
	debug.SetMemoryLimit(b)
	if start {
		arm()
	}
}

// Limit is the limit a live heap calls for, given the memory the runtime
// uses besides the heap: base while that leaves the heap a quarter of
// base to grow into, else room for the heap to grow by itself.
func Limit(live, other, base int64) int64 {
	if other+live+base/4 <= base {
		return base
	}
	return max(base, other+2*live)
}

// sentinel is garbage as soon as it is armed: its finalizer runs after
// the next collection, adjusts the limit and arms the next one.
type sentinel struct{ _ [16]byte }

func arm() {
	s := &sentinel{}
	runtime.SetFinalizer(s, func(*sentinel) {
		adjust()
		arm()
	})
}

func adjust() {
	samples := make([]metrics.Sample, len(sampleNames))
	for i, n := range sampleNames {
		samples[i].Name = n
	}
	metrics.Read(samples)
	v := make([]int64, len(samples))
	for i, s := range samples {
		if s.Value.Kind() != metrics.KindUint64 {
			return
		}
		v[i] = int64(s.Value.Uint64())
	}
	live := v[0]
	other := max(0, v[1]-v[2]-v[3]-v[4]-v[5])
	mu.Lock()
	now := time.Now()
	if !peakAt.IsZero() {
		peak *= math.Pow(0.5, float64(now.Sub(peakAt))/float64(halfLife))
	}
	peak, peakAt = max(peak, float64(live)), now
	want := Limit(int64(peak), other, base)
	mu.Unlock()
	if cur := debug.SetMemoryLimit(-1); cur != want {
		debug.SetMemoryLimit(want)
	}
}
