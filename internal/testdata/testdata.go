// Package testdata finds the shared data sets that tests read: the
// directory shared/data beside the repository, or $SPECFAITH_DATA.
package testdata

import (
	"os"
	"path/filepath"
	"testing"
)

// Dir returns the shared data directory. Under CI its absence fails the
// test (the data must be there); elsewhere the test is skipped, saying so.
func Dir(t testing.TB) string {
	t.Helper()
	if d := os.Getenv("SPECFAITH_DATA"); d != "" {
		return d
	}
	wd, _ := os.Getwd()
	for d := wd; d != filepath.Dir(d); d = filepath.Dir(d) {
		cand := filepath.Join(filepath.Dir(d), "shared", "data")
		if _, err := os.Stat(filepath.Join(cand, "claimcheck-dafny.jsonl")); err == nil {
			return cand
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatal("shared/data not found beside the repository; set SPECFAITH_DATA")
	}
	t.Skip("shared/data not found beside the repository; set SPECFAITH_DATA to run this test")
	return ""
}
