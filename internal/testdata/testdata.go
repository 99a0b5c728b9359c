// Package testdata finds the data sets tests read: those shipped in the
// repository's data directory (Shipped), and the others in the directory
// shared/data beside the repository, or $SPECFAITH_DATA (Dir).
package testdata

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/specfaith/specfaith/ir"
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

// Shipped returns the path of a data set shipped in the repository's data
// directory (verina-dev.jsonl, clever-dev.jsonl), found from the test's
// working directory upward.
func Shipped(t testing.TB, name string) string {
	t.Helper()
	wd, _ := os.Getwd()
	for d := wd; d != filepath.Dir(d); d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			p := filepath.Join(d, "data", name)
			if _, err := os.Stat(p); err != nil {
				t.Fatalf("%s is not shipped in data/: %v", name, err)
			}
			return p
		}
	}
	t.Fatal("no go.mod above the test's directory")
	return ""
}

// Main runs a package's tests and then fails the run if one of them
// wrote to a shared small integer (ir/smallint.go): the TestMain of
// every package that evaluates.
func Main(m *testing.M) {
	code := m.Run()
	if err := ir.CheckSmallInts(); err != nil && code == 0 {
		println("FAIL:", err.Error())
		code = 1
	}
	os.Exit(code)
}
