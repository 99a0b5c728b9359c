package ide

import (
	"os"
	"path/filepath"
	"testing"
)

// TestGitHeadTextOutsideRepository: a file outside any repository has no
// committed version.
func TestGitHeadTextOutsideRepository(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "a.dfy")
	os.WriteFile(p, []byte("method M()\n"), 0o644)
	if text, ok := headText(dir, p); ok {
		t.Errorf("outside a repository: %q", text)
	}
}
