// Package memlimit keeps a process's soft memory limit (runtime/debug)
// above its live heap. A fixed limit keeps a small heap near what is live
// (the language server's 40 MB), but once what is live exceeds it the
// collector runs without end: every cycle scans the whole live heap and
// the next starts after a few allocations, so the cost of an analysis
// grows with the square of the file (a 4 500-contract file: 1.6 s per
// edit under 40 MB, 0.4 s without a limit). Govern keeps the limit at the
// base while the live heap is under half of it, and at twice the live
// heap above (the collector's default headroom, GOGC=100), adjusted after
// every collection: a small heap stays as tight as before, a large one
// is collected as often as without a limit.
package memlimit

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
)

const liveMetric = "/gc/heap/live:bytes"

var (
	mu       sync.Mutex
	base     int64
	governed bool
)

// Govern sets the soft memory limit to base and keeps it at Limit from
// then on (checked after every collection). A second call changes the
// base.
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

// Limit is the limit a live heap calls for: twice the live heap, at
// least base.
func Limit(live, base int64) int64 {
	return max(base, 2*live)
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
	mu.Lock()
	b := base
	mu.Unlock()
	sample := []metrics.Sample{{Name: liveMetric}}
	metrics.Read(sample)
	if sample[0].Value.Kind() != metrics.KindUint64 {
		return
	}
	live := int64(sample[0].Value.Uint64())
	want := Limit(live, b)
	if cur := debug.SetMemoryLimit(-1); cur != want {
		debug.SetMemoryLimit(want)
	}
}
