package check

import (
	"context"
	"os"
	"strings"
	"testing"
)

// TestSidecarPicksContract: a sidecar entry goes to the contract it
// names, or to the one contract whose parameters are exactly its inputs;
// an unknown name, no such contract or several are problems of the entry.
func TestSidecarPicksContract(t *testing.T) {
	src := `method A(x: int) returns (r: int)
  ensures r == x
method B(x: int, y: int) returns (r: int)
  ensures r == x + y
method C(y: int, x: int) returns (r: int)
  ensures r == x - y
method D(s: seq<int>) returns (r: int)
  ensures r == |s|
`
	side := `[
 {"input": {"x": 1}, "expected": 1},
 {"input": {"s": [1, 2]}, "expected": 2},
 {"input": {"x": 1, "y": 2}, "expected": 3},
 {"input": {"x": 1, "y": 2}, "expected": 1, "contract": "C"},
 {"input": {"x": 1}, "expected": 1, "contract": "E"},
 {"input": {"z": 1}, "expected": 1}
]`
	read := func(p string) ([]byte, error) {
		if strings.HasSuffix(p, "f.test.json") {
			return []byte(side), nil
		}
		return nil, os.ErrNotExist
	}
	rep := RunWith(context.Background(), "f.dfy", src, read, Options{})
	got := map[string]int{}
	for _, cr := range rep.Contracts {
		got[cr.Contract.Name] = len(cr.Contract.Examples.Accepted)
	}
	if got["A"] != 1 || got["B"] != 0 || got["C"] != 1 || got["D"] != 1 {
		t.Errorf("examples per contract %v, want A 1, B 0, C 1, D 1", got)
	}
	var msgs []string
	for _, f := range rep.Findings {
		if f.Code == "example-error" {
			msgs = append(msgs, f.Message)
		}
	}
	want := []string{
		`f.test.json: entry 3: 2 contracts have these parameters; add "contract": NAME`,
		`f.test.json: entry 5: no contract named "E"`,
		`f.test.json: entry 6: no contract has exactly the parameters given`,
	}
	if strings.Join(msgs, "\n") != strings.Join(want, "\n") {
		t.Errorf("problems:\n%s\nwant\n%s", strings.Join(msgs, "\n"), strings.Join(want, "\n"))
	}
}
