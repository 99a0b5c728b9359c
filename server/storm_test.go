package server

import (
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"go.lsp.dev/protocol"
)

// TestCancellationStorm: hundreds of requests, each cancelled at once,
// with edits arriving out of order in between. Every request gets exactly
// one reply (a result or RequestCancelled), the newest version's
// diagnostics are published, and nothing is left running.
func TestCancellationStorm(t *testing.T) {
	c := startServer(t, Options{})
	path, text := readExample(t, "sqrt.dfy")
	c.initialize(filepath.Dir(path), nil)
	u := c.open(path, text)
	c.waitDiags(u, version(1))
	g0 := settleGoroutines(0)

	const n = 300
	done := make(chan error, n)
	for i := 0; i < n; i++ {
		go func() {
			var h any
			_, err := c.conn.Call(t.Context(), "textDocument/hover", map[string]any{
				"textDocument": map[string]any{"uri": u}, "position": map[string]any{"line": 7, "character": 10},
			}, &h)
			done <- err
		}()
		// Cancel whatever is running: ids are the client's own numbers.
		c.notify("$/cancelRequest", map[string]any{"id": i + 1000})
		if i%50 == 0 {
			// Versions arrive out of order: an older one after a newer one
			// must not win.
			v := int32(2 + i/50*2)
			for _, vv := range []int32{v + 1, v} {
				c.notify("textDocument/didChange", map[string]any{
					"textDocument":   map[string]any{"uri": u, "version": vv},
					"contentChanges": []any{map[string]any{"text": text + fmt.Sprintf("\n// v%d\n", vv)}},
				})
			}
		}
	}
	for i := 0; i < n; i++ {
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			t.Fatalf("request %d of %d got no reply", i, n)
		}
	}
	// The newest version is what is published: an older one arriving
	// after it is ignored.
	last := int32(2 + (n-1)/50*2 + 1)
	p := c.waitDiags(u, func(p publish) bool { return p.Version != nil && *p.Version == last })
	if !hasCode(p, "trivial-witness") {
		t.Errorf("diagnostics of the last version: %v", codes(p))
	}
	var h protocol.Hover
	if err := c.call("textDocument/hover", map[string]any{
		"textDocument": map[string]any{"uri": u}, "position": map[string]any{"line": 7, "character": 10},
	}, &h); err != nil || h.Contents.Value == "" {
		t.Errorf("hover after the storm: %v %q", err, h.Contents.Value)
	}
	if g := settleGoroutines(g0); g > g0 {
		t.Errorf("goroutines %d → %d after the storm", g0, g)
	}
}
