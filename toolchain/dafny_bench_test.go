package toolchain

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// Benchmarks for docs/BENCHMARKS.md: a Dafny check through specfaith
// against the same command run by hand, and warm re-checks through
// DafnyServer. Run: go test ./toolchain -run '^$' -bench Dafny -benchtime 5x

func benchFile(b *testing.B) (string, string) {
	if _, err := exec.LookPath("dafny"); err != nil {
		b.Skip("dafny not on PATH")
	}
	path, _ := filepath.Abs(filepath.Join("testdata", "dafny", "verification_failure.dfy"))
	return path, readTestdataB(b, "verification_failure.dfy")
}

func readTestdataB(b *testing.B, name string) string {
	data, err := os.ReadFile(filepath.Join("testdata", "dafny", name))
	if err != nil {
		b.Fatal(err)
	}
	return string(data)
}

// BenchmarkDafnyByHand runs the command specfaith runs, directly.
func BenchmarkDafnyByHand(b *testing.B) {
	path, src := benchFile(b)
	d := &Dafny{}
	info := d.discover(context.Background())
	defer d.Close()
	args := append(d.legacyArgs(info), path)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		exec.Command(info.path, args...).Run()
	}
	_ = src
}

// BenchmarkDafnyThroughSpecfaith is the same check through the adapter
// (temp copy, process group, output parsing), without the cache.
func BenchmarkDafnyThroughSpecfaith(b *testing.B) {
	path, src := benchFile(b)
	d := &Dafny{}
	d.discover(context.Background())
	defer d.Close()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if r := d.Check(context.Background(), path, src); r.Status != StatusErrors {
			b.Fatalf("status %s", r.Status)
		}
	}
}

// BenchmarkDafnyServerWarm re-checks through a running DafnyServer.exe.
func BenchmarkDafnyServerWarm(b *testing.B) {
	path, src := benchFile(b)
	d := &Dafny{UseServer: true}
	defer d.Close()
	d.Check(context.Background(), path, src) // start the server
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if r := d.Check(context.Background(), path, src); r.Status != StatusErrors {
			b.Fatalf("status %s", r.Status)
		}
	}
}
