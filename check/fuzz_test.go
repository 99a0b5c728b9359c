package check

import (
	"context"
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
	// Methods with implementations, in-place array methods among them
	// (modifies a, no named results): the mutation reporter runs on them.
	verified, _ := filepath.Glob("testdata/dafny-verified/*/*.dfy")
	for _, p := range append(append(paths, more...), verified...) {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(inPlaceNeg))
	f.Fuzz(func(t *testing.T, src []byte) {
		rep := File(context.Background(), "fuzz.dfy", src, nil)
		for _, fd := range rep.All() {
			if fd.Message == "" || fd.R.Start.Line < 1 {
				t.Fatalf("finding without message or position: %+v", fd)
			}
			// A panic is caught and reported as an internal error: for
			// the fuzzer it is the crash it looks for.
			if fd.Code == CodeInternalError {
				t.Fatalf("%s", fd.Message)
			}
		}
	})
}

// inPlaceNeg modifies its array and has no named results: the mutation
// reporter indexed the results past their end on it.
const inPlaceNeg = `method Neg(a: array<int>)
  modifies a
  ensures forall i :: 0 <= i < a.Length ==> a[i] <= old(a[i])
{
  var i := 0;
  while i < a.Length
  {
    a[i] := a[i] - 1;
    i := i + 1;
  }
}
`
