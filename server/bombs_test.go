package server

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
	"go.uber.org/zap"

	"github.com/specfaith/specfaith/internal/bombs"
)

// procStatusKB reads a field of /proc/self/status (VmRSS, VmHWM) without
// collecting garbage first: what the server itself gave back counts.
func procStatusKB(t *testing.T, field string) int {
	t.Helper()
	f, err := os.Open("/proc/self/status")
	if err != nil {
		t.Skip("no /proc/self/status")
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), field+":"); ok {
			n, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(rest), " kB"))
			return n
		}
	}
	t.Fatalf("no %s", field)
	return 0
}

// TestBombsReleaseMemory opens the memory bombs over the protocol: each is
// answered with the reason evaluation stopped, the process's peak RSS
// stays under 200 MB, and after the heavy analyses the RSS comes back
// down by itself (the server returns a heavy analysis's heap to the OS).
func TestBombsReleaseMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("heavy analyses")
	}
	c := startServer(t, Options{Logger: zap.New(nil)})
	dir := t.TempDir()
	c.initialize(dir, nil)
	before := rssKB(t) // collected: the baseline
	// Writing 5 to clear_refs resets the peak (VmHWM) to the current RSS.
	if err := os.WriteFile("/proc/self/clear_refs", []byte("5"), 0); err != nil {
		t.Skipf("cannot reset the peak RSS: %v", err)
	}
	lang := map[string]string{".dfy": "dafny", ".lean": "lean4", ".py": "python"}
	all := bombs.All()
	for i := range all {
		b := all[i]
		all[i].Text = "" // the test holds one bomb at a time, as an editor would
		u := protocol.DocumentURI(uri.File(filepath.Join(dir, b.Name)))
		c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
			"uri": u, "languageId": lang[filepath.Ext(b.Name)], "version": 1, "text": b.Text}})
		// The fast pass may stop an example at its budget; the idle
		// pass, with the full budget, says why evaluation stopped.
		c.waitDiags(u, version(1))
		c.quiet()
		found := false
		for _, p := range c.publishes(u, 1) {
			for _, d := range p.Diags {
				found = found || strings.Contains(d.Message, b.Want)
			}
		}
		if !found {
			t.Errorf("%s: no diagnostic says %q", b.Name, b.Want)
		}
		c.notify("textDocument/didClose", map[string]any{"textDocument": map[string]any{"uri": u}})
	}
	after, peak := procStatusKB(t, "VmRSS"), procStatusKB(t, "VmHWM")
	t.Logf("RSS %d kB before, peak %d kB, %d kB after (not collected by the test)", before, peak, after)
	if peak > 200<<10 {
		t.Errorf("peak RSS %d MB, over 200 MB", peak>>10)
	}
	if after > before+48<<10 {
		t.Errorf("RSS stayed at %d MB after the analyses (%d MB before)", after>>10, before>>10)
	}
}
