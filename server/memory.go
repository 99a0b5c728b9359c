package server

import (
	"runtime/debug"
	"runtime/metrics"
)

// heavyHeap is how much heap, held from the OS, counts as the trace of a
// heavy analysis (the server needs about 20 MB; one evaluation may build
// ir.DefaultLimits.Bytes). Go gives such memory back only slowly.
const heavyHeap = 32 << 20

// releaseMemory returns the heap of a heavy analysis to the OS at once, so
// an editor's server does not sit at its peak after one memory-hungry file.
// Cheap when there is nothing to give back: one metrics read.
func releaseMemory() bool {
	s := []metrics.Sample{
		{Name: "/memory/classes/heap/objects:bytes"},
		{Name: "/memory/classes/heap/unused:bytes"},
		{Name: "/memory/classes/heap/free:bytes"},
	}
	metrics.Read(s)
	var held uint64
	for _, x := range s {
		if x.Value.Kind() == metrics.KindUint64 {
			held += x.Value.Uint64()
		}
	}
	if held < heavyHeap {
		return false
	}
	debug.FreeOSMemory()
	return true
}
