package check

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzCheck runs the whole analysis of a file (parse, examples, metrics,
// findings) on arbitrary input: no panic, and every finding has a message
// and a position inside the file.
func FuzzCheck(f *testing.F) {
	paths, _ := filepath.Glob("../examples/dafny/*.dfy")
	more, _ := filepath.Glob("../examples/dafny/*/*.dfy")
	for _, p := range append(paths, more...) {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		rep := File("fuzz.dfy", src, nil)
		for _, fd := range rep.All() {
			if fd.Message == "" || fd.R.Start.Line < 1 {
				t.Fatalf("finding without message or position: %+v", fd)
			}
		}
	})
}
