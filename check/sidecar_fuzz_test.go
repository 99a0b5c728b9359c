package check

import (
	"context"
	"fmt"
	"github.com/specfaith/specfaith/internal/within"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// FuzzSidecar feeds arbitrary bytes as a VERINA-shaped sidecar
// (NAME.test.json or NAME.reject_inputs.json) next to a real spec of each
// language and runs the whole analysis: no panic, it returns, every
// finding has a message and a position, and the same input gives the
// same findings.
func FuzzSidecar(f *testing.F) {
	type specFile struct{ path, src string }
	var specs []specFile
	for _, p := range []string{"../examples/dafny/sqrt.dfy", "../examples/lean/isqrt.lean", "../examples/nagini/sqrt.py", "../examples/lean/first_index.lean", "../examples/nagini/search.py"} {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		specs = append(specs, specFile{"/w/" + filepath.Base(p), string(b)})
	}
	specs = append(specs, specFile{"/w/abs.dfy", "method Abs(x: int) returns (y: int)\n  ensures x >= 0 ==> y == x\n"})
	for _, s := range []string{
		`[{"input": {"x": 3}, "expected": 3, "unexpected": [-3]}, {"input": {"x": -3}, "expected": 3, "unexpected": [-3, 0]}]`,
		`[{"input": {"x": -200}}, {"input": {"x": 5}}]`,
		`[{"input": {"N": 10}, "expected": 3, "unexpected": [0, 4], "contract": "Sqrt"}]`,
		`[{"input": {"n": 16}, "expected": 4, "unexpected": ["0", "5"]}, {"input": {"n": "10"}, "expected": "3"}]`,
		`[{"input": {"xs": "[1, 2, 3]", "x": 2}, "expected": "some 1", "unexpected": ["none"]}, {"input": {"xs": [], "x": 0}, "expected": null}]`,
		`[{"input": {"a": [1, 2, 3], "key": 2}, "expected": {"r": 1}}]`,
		`[{"input": {"x": 1e400}, "expected": 1.5e-3}, {"input": {"x": {"k": [true]}}}]`,
		`[{"input": {}, "contract": "nope"}, {}, null, 3]`,
		`{"input": {"x": 1}}`,
		`[{"input": {"x": 1}}] trailing`,
		"",
	} {
		for sel := 0; sel < 2*len(specs); sel++ {
			f.Add(uint8(sel), []byte(s))
		}
	}
	f.Fuzz(func(t *testing.T, sel uint8, data []byte) {
		sp := specs[int(sel)%len(specs)]
		tests, rejects := SidecarPaths(sp.path)
		want := tests[0]
		if int(sel)/len(specs)%2 == 1 {
			want = rejects[0]
		}
		read := func(p string) ([]byte, error) {
			if p == want {
				return data, nil
			}
			return nil, os.ErrNotExist
		}
		run := func() string {
			var rep *FileReport
			within.Returns(t, 30*time.Second, sp.path+" with "+filepath.Base(want)+": the analysis", func() {
				rep = File(context.Background(), sp.path, []byte(sp.src), read)
			})
			var out []string
			for _, fd := range rep.All() {
				if fd.Message == "" || fd.R.Start.Line < 1 {
					t.Fatalf("finding without message or position: %+v", fd)
				}
				out = append(out, fmt.Sprintf("%s %d:%d %s", fd.Code, fd.R.Start.Line, fd.R.Start.Col, fd.Message))
			}
			sort.Strings(out)
			return strings.Join(out, "\n")
		}
		if a, b := run(), run(); a != b {
			t.Fatalf("not deterministic:\n%s\n---\n%s", a, b)
		}
	})
}
