package server

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"time"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
)

// soakVariants are the contracts the soak cycles through: real shapes
// (quantifiers, sequences, examples) so each analysis does real work.
var soakVariants = []string{
	`/// Return the integer square root of N.
/// @input N = 0; N = 10
/// @accept N = 10 -> r = 3
/// @reject N = 10 -> r = 0
method SquareRoot%d(N: nat) returns (r: nat)
  ensures r * r <= N
`,
	`/// The index of the maximum.
method MaxIndex%d(a: seq<int>) returns (m: int)
  requires |a| > 0
  ensures 0 <= m < |a|
  ensures forall i :: 0 <= i < |a| ==> a[i] <= a[m]
`,
	`/// Sort the sequence.
method Sort%d(a: seq<int>) returns (b: seq<int>)
  ensures forall i, j :: 0 <= i < j < |b| ==> b[i] <= b[j]
`,
	`/// Absolute value.
/// @accept x = -3 -> y = 3; x = 4 -> y = 4
method Abs%d(x: int) returns (y: int)
  ensures x >= 0 ==> y == x
`,
}

// soakDoc is the i-th document's text and an edit of it; the contracts'
// names repeat every 50 documents, as files in a project do.
func soakDoc(i int) (string, string) {
	v := soakVariants[i%len(soakVariants)]
	text := fmt.Sprintf(v, (i/len(soakVariants))%50)
	return text, strings.Replace(text, "ensures", "ensures true &&", 1)
}

func rssKB(t *testing.T) int {
	t.Helper()
	runtime.GC()
	debug.FreeOSMemory()
	f, err := os.Open("/proc/self/status")
	if err != nil {
		t.Skip("no /proc/self/status")
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "VmRSS:"); ok {
			n, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(rest), " kB"))
			return n
		}
	}
	t.Fatal("no VmRSS")
	return 0
}

// settleGoroutines waits for the goroutine count to fall to at most want.
func settleGoroutines(want int) int {
	deadline := time.Now().Add(5 * time.Second)
	for {
		n := runtime.NumGoroutine()
		if n <= want || time.Now().After(deadline) {
			return n
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestSoak opens, edits and closes documents against a live server: 200
// to warm up, then 1000 more. Memory after the 1000 is within 10% of the
// memory after the warm-up, and no goroutine is left behind.
func TestSoak(t *testing.T) {
	if testing.Short() {
		t.Skip("soak: not in -short")
	}
	// Log at debug level into a sink that keeps nothing: the test
	// logger's in-memory buffer would be what grows.
	logger := zap.New(zapcore.NewCore(zapcore.NewJSONEncoder(zap.NewProductionEncoderConfig()), zapcore.AddSync(io.Discard), zapcore.DebugLevel))
	c := startServer(t, Options{Logger: logger})
	dir := t.TempDir()
	c.initialize(dir, nil)
	run := func(from, to int) {
		for i := from; i < to; i++ {
			text, edited := soakDoc(i)
			path := filepath.Join(dir, fmt.Sprintf("soak%04d.dfy", i))
			u := protocol.DocumentURI(uri.File(path))
			c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
				"uri": u, "languageId": "dafny", "version": 1, "text": text}})
			c.waitDiags(u, version(1))
			c.notify("textDocument/didChange", map[string]any{
				"textDocument":   map[string]any{"uri": u, "version": 2},
				"contentChanges": []any{map[string]any{"text": edited}},
			})
			c.waitDiags(u, version(2))
			if i%3 == 0 { // a request now and then, as an editor sends them
				var h any
				if err := c.call("textDocument/hover", map[string]any{"textDocument": map[string]any{"uri": u},
					"position": map[string]any{"line": 4, "character": 10}}, &h); err != nil {
					t.Fatal(err)
				}
			}
			c.notify("textDocument/didClose", map[string]any{"textDocument": map[string]any{"uri": u}})
			c.mu.Lock()
			delete(c.diags, u) // the client keeps nothing either
			c.toolStatus = nil
			c.mu.Unlock()
		}
	}
	start := time.Now()
	run(0, 200)
	// The server clears a closed document's diagnostics; let those land.
	c.quiet()
	c.mu.Lock()
	c.diags = map[protocol.DocumentURI][]publish{}
	c.mu.Unlock()
	g0 := settleGoroutines(0)
	rss0 := rssKB(t)
	run(200, 1200)
	c.quiet()
	c.mu.Lock()
	c.diags = map[protocol.DocumentURI][]publish{}
	c.mu.Unlock()
	g1 := settleGoroutines(g0)
	rss1 := rssKB(t)
	c.srv.mu.Lock()
	open := len(c.srv.docs)
	c.srv.mu.Unlock()
	t.Logf("soak: 1200 documents in %v; RSS %d kB after the warm-up, %d kB after 1000 more (%+.1f%%); goroutines %d → %d; documents held %d",
		time.Since(start).Round(time.Millisecond), rss0, rss1, 100*float64(rss1-rss0)/float64(rss0), g0, g1, open)
	if open != 0 {
		t.Errorf("%d closed documents still held", open)
	}
	if float64(rss1) > 1.10*float64(rss0) {
		t.Errorf("RSS grew from %d kB to %d kB (more than 10%%)", rss0, rss1)
	}
	if g1 > g0 {
		t.Errorf("goroutines %d → %d: some were left behind", g0, g1)
	}
}
