package dafny

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestSyntaxAgainstDafny: constructs of Dafny's grammar, each parsed by
// specfaith with no syntax problem and, where dafny is installed, by the
// real Dafny (/noResolve: syntax only) with no error either — a
// construct specfaith reads and Dafny 2.3 rejects would be Dafny 4
// syntax, and is said so in its name. Add a construct here with each
// parser change.
func TestSyntaxAgainstDafny(t *testing.T) {
	cases := map[string]string{
		"generic datatype constructor arguments": `datatype List<T> = Nil | Cons(T, List<T>)
datatype Opt<T> = None | Some(value: T)`,
		"type parameter characteristics": `datatype Tree<K(==), V> = Leaf | Node(Tree<K, V>, K, V, Tree<K, V>)
class Box<T(0)> {
  var x: T
  constructor () {}
}
function F<T(==)>(s: seq<T>, x: T): bool { x in s }`,
		"bare tuple and nested collection types in constructors": `datatype Pair = Pair((int, int), seq<map<int, set<int>>>)`,
		"nested type arguments": `method M<T(!new)>(a: array<seq<seq<int>>>) returns (r: nat)
  ensures r == a.Length
{ r := a.Length; }
type Synonym<T> = seq<seq<T>>`,
	}
	dafnyBin, _ := exec.LookPath("dafny")
	if dafnyBin == "" && os.Getenv("CI") != "" {
		t.Fatal("dafny not on PATH: run make setup")
	}
	dir := t.TempDir()
	for name, src := range cases {
		m := ParseFile("t.dfy", src)
		for _, p := range m.Problems {
			t.Errorf("%s: specfaith: %s (line %d)", name, p.Message, p.R.Start.Line)
		}
		if dafnyBin == "" {
			continue
		}
		path := filepath.Join(dir, strings.ReplaceAll(name, " ", "_")+".dfy")
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		out, _ := exec.Command(dafnyBin, "/compile:0", "/noResolve", path).CombinedOutput()
		if strings.Contains(string(out), "Error") || strings.Contains(string(out), "parse errors") {
			t.Errorf("%s: Dafny rejects it:\n%s", name, out)
		}
	}
}
