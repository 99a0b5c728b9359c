package layers

import (
	"path/filepath"
	"testing"
)

// TestOnlyToolchainRunsPrograms: of the product's packages only toolchain
// (the verifiers, run in trusted workspaces) may import os/exec. The
// server once ran git for the HEAD lens, and a repository's config could
// make that git run a program; internal/gitread reads HEAD instead.
func TestOnlyToolchainRunsPrograms(t *testing.T) {
	root := filepath.Join("..", "..")
	for _, dir := range []string{"ir", "analyzers", "analyzers/informal", "ide", "dafny", "lean", "nagini", "check",
		"server", "cmd/specfaith", "llm", "dataset", "specgen", "lang", "internal/gitread", "internal/safefs", "internal/memlimit"} {
		for f, imports := range packageImports(t, filepath.Join(root, dir)) {
			for _, p := range imports {
				if p == "os/exec" {
					t.Errorf("%s imports os/exec: only toolchain runs programs", f)
				}
			}
		}
	}
}
