package memlimit

import (
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

func TestLimit(t *testing.T) {
	for _, c := range []struct{ live, other, base, want int64 }{
		{0, 10, 40, 40}, {10, 10, 40, 40}, {20, 10, 40, 40}, {24, 10, 40, 58}, {100, 10, 40, 210},
	} {
		if got := Limit(c.live, c.other, c.base); got != c.want {
			t.Errorf("Limit(%d, %d, %d) = %d, want %d", c.live, c.other, c.base, got, c.want)
		}
	}
}

// TestGovernFollowsTheLiveHeap: with more live than the base allows, the
// limit rises after a collection, and falls back once it is garbage (as
// the remembered peak decays).
func TestGovernFollowsTheLiveHeap(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	defer func(h time.Duration) { halfLife = h }(halfLife)
	halfLife = time.Millisecond
	const b = 8 << 20
	Govern(b)
	live := make([][]byte, 0, 64)
	for i := 0; i < 64; i++ {
		live = append(live, make([]byte, 1<<20))
	}
	// The limit is adjusted by a finalizer, after the collection that
	// freed the sentinel.
	if lim := settle(func(lim int64) bool { return lim >= 128<<20 }); lim < 128<<20 {
		t.Errorf("64 MB live: limit %d MB, want at least 128", lim>>20)
	}
	runtime.KeepAlive(live)
	live = nil
	if lim := settle(func(lim int64) bool { return lim <= 2*b }); lim > 2*b {
		t.Errorf("heap freed: limit %d MB, want back near the base (%d MB)", lim>>20, b>>20)
	}
}

// settle collects until ok holds of the limit (a few rounds at most) and
// returns the limit.
func settle(ok func(int64) bool) int64 {
	lim := debug.SetMemoryLimit(-1)
	for i := 0; i < 20 && !ok(lim); i++ {
		time.Sleep(5 * time.Millisecond) // the peak decays
		runtime.GC()
		waitFinalizers()
		lim = debug.SetMemoryLimit(-1)
	}
	return lim
}

func waitFinalizers() {
	done := make(chan bool)
	x := new([16]byte)
	runtime.SetFinalizer(x, func(*[16]byte) { close(done) })
	x = nil
	runtime.GC()
	<-done
}
