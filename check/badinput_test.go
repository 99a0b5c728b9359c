package check

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/internal/bombs"
)

// badInputs are hostile files: each must end in a diagnostic (or a clean
// empty report), never a panic or a hang. Their speed is measured by
// BenchmarkBadInputs, not here.
const method = "/// @input x = 1\n/// @accept x = 1 -> y = 2\nmethod M(x: int) returns (y: int)\n  requires x > 0\n  ensures y > x && forall i :: 0 <= i < x ==> i < y\n{ y := x + 1; }\n"

func badInputs() map[string][]byte {
	rng := rand.New(rand.NewPCG(1, 2))
	garbage := make([]byte, 64<<10)
	for i := range garbage {
		garbage[i] = byte(rng.UintN(256))
	}
	big := strings.Repeat(method, 5<<20/len(method)+1)
	large := strings.Repeat(method, (MaxFileSize-1)/len(method))
	return map[string][]byte{
		"empty":                 {},
		"binary garbage":        garbage,
		"5 MB file":             []byte(big),
		"largest analysed file": []byte(large),
		"10000 nested parens":   []byte("method M(x: int) returns (y: int)\n  ensures " + strings.Repeat("(", 10000) + "y" + strings.Repeat(")", 10000) + " > x\n"),
		"unterminated comment":  []byte("method M(x: int) returns (y: int)\n  ensures y > x\n/* never closed\n"),
		"unterminated string":   []byte("method M(s: string) returns (y: int)\n  ensures s == \"abc\n"),
		"truncated contract":    []byte("method M(x: int) returns (y: int)\n  ensures y > "),
	}
}

func TestBadInputs(t *testing.T) {
	for name, src := range badInputs() {
		t.Run(name, func(t *testing.T) {
			rep := File(context.Background(), "bad.dfy", src, nil)
			switch name {
			case "empty":
				if len(rep.All()) != 0 || len(rep.Contracts) != 0 {
					t.Errorf("empty file: %v", rep.All())
				}
			case "5 MB file":
				if len(rep.Findings) != 1 || rep.Findings[0].Code != "file-too-large" {
					t.Errorf("want one file-too-large note, got %v", rep.Findings)
				}
			case "largest analysed file":
				if len(rep.Findings) != 0 || len(rep.Contracts) != len(src)/len(method) {
					t.Errorf("%d contracts, findings %v", len(rep.Contracts), rep.Findings)
				}
			default:
				if len(rep.Findings) == 0 {
					t.Fatalf("no diagnostic")
				}
				for _, f := range rep.Findings {
					if f.Message == "" || f.R.Start.Line < 1 {
						t.Errorf("diagnostic without message or position: %+v", f)
					}
				}
			}
		})
	}
}

func TestSyntaxErrorKeepsRestOfFile(t *testing.T) {
	src := `method Broken(x: int) returns (y: int)
  ensures y > x +
method Good(x: int) returns (y: int)
  ensures y > x
`
	rep := File(context.Background(), "two.dfy", []byte(src), nil)
	if len(rep.Findings) != 1 {
		t.Fatalf("want one syntax error, got %v", rep.Findings)
	}
	f := rep.Findings[0]
	if f.Code != "syntax" || f.R.Start.Line != 3 || f.R.Start.Col != 1 {
		t.Errorf("syntax error at %d:%d (%s), want 3:1", f.R.Start.Line, f.R.Start.Col, f.Message)
	}
	found := false
	for _, c := range rep.Contracts {
		found = found || c.Contract.Name == "Good" && len(c.Contract.Ensures()) == 1
	}
	if !found {
		t.Errorf("the contract after the error was not analysed")
	}
}

func BenchmarkBadInputs(b *testing.B) {
	for name, src := range badInputs() {
		b.Run(strings.ReplaceAll(name, " ", "_"), func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			for i := 0; i < b.N; i++ {
				File(context.Background(), "bad.dfy", src, nil)
			}
		})
	}
}

// A contract that squares a number in a recursion asks for an integer of
// 2^40 digits: the evaluator stops at its integer bound and says so (the
// step budget never sees one huge multiplication), instead of hanging.
func TestHugeIntegersAreUndecided(t *testing.T) {
	src := `function S(n: nat, x: int): int { if n == 0 then x else S(n-1, x*x) }

/// Squares.
/// @accept n = 40 -> r = 5
method Sq(n: nat) returns (r: int)
  ensures r == S(n, 3)
`
	rep := Run(context.Background(), "sq.dfy", src, nil)
	var found bool
	for _, cr := range rep.Contracts {
		for _, f := range cr.Findings {
			if f.Code == analyzers.CodeUndecided && strings.Contains(f.Message, "larger than 262144 bits") {
				found = true
			}
		}
	}
	if !found {
		t.Errorf("no undecided example naming the integer bound: %+v", rep.Contracts)
	}
}

// A recursion that doubles a sequence (or a Python string) reaches 2^40
// elements in forty steps: the evaluator refuses to build a collection
// past its size bound before building it, and says so.
func TestDoublingCollectionsAreUndecided(t *testing.T) {
	for name, src := range map[string]string{
		"seq.dfy": `function D(n: nat, s: seq<int>): seq<int> { if n == 0 then s else D(n-1, s + s) }

/// Doubling.
/// @accept n = 40 -> r = 5
method Sq(n: nat) returns (r: int)
  ensures r == |D(n, [1])|
`,
		"str.py": `from nagini_contracts.contracts import *

@Pure
def d(n: int, s: str) -> str:
    Requires(n >= 0)
    return s if n == 0 else d(n - 1, s + s)

def f(n: int) -> int:
    """Doubling.
    @accept n = 40 -> 5
    """
    Requires(n >= 0)
    Ensures(Result() == len(d(n, "a")))
    return 0
`,
	} {
		rep := Run(context.Background(), name, src, nil)
		found := false
		for _, cr := range rep.Contracts {
			for _, f := range cr.Findings {
				if f.Code == analyzers.CodeUndecided && strings.Contains(f.Message, "larger than the evaluator builds") {
					found = true
				}
			}
		}
		if !found {
			t.Errorf("%s: no undecided example naming the collection bound", name)
		}
	}
}

// A Lean postcondition whose result has no type annotation reaches the
// example-free attack with an untyped result: it searches nothing for it
// instead of panicking (found by FuzzDispatch).
func TestUntypedResultIsNotSearched(t *testing.T) {
	for _, src := range []string{
		"def _postcond(A):=00",
		"def f_postcond (x : Nat) (result) (h : True) : Prop := result = x\n",
	} {
		Run(context.Background(), "u.lean", src, nil)
	}
}

// TestMemoryBombsAreUndecided: the memory bombs of issue 15 (a million
// 2^17-bit integers, thousands of million-character strings, in Dafny,
// Lean and Python) and two-million-digit literals are analysed: the
// report says the memory budget or the literal cap stopped evaluation.
// (Their time and memory as a process: cmd/specfaith TestBombsStayBounded.)
func TestMemoryBombsAreUndecided(t *testing.T) {
	for _, b := range bombs.All() {
		rep := Run(context.Background(), b.Name, b.Text, nil)
		found := false
		for _, f := range rep.Findings {
			found = found || strings.Contains(f.Message, b.Want)
		}
		for _, cr := range rep.Contracts {
			for _, f := range cr.Findings {
				found = found || strings.Contains(f.Message, b.Want)
				if len(f.Message) > 2000 {
					t.Errorf("%s: a finding of %d bytes", b.Name, len(f.Message))
				}
			}
		}
		if !found {
			t.Errorf("%s: no finding says %q", b.Name, b.Want)
		}
	}
}

// TestFixOfDoublingBody: a loop-free body that doubles a value sixty
// times would have, written over its parameter, 2^60 nodes: the fixes
// are computed (none offers that value) without walking it.
func TestFixOfDoublingBody(t *testing.T) {
	src := "method D(x: int) returns (y: int)\n  ensures y >= 0 || y < 0\n{\n  y := x;\n" + strings.Repeat("  y := y + y;\n", 60) + "}\n"
	rep := File(context.Background(), "d.dfy", []byte(src), nil)
	lang := LanguageFor("d.dfy")
	for i := range rep.Contracts {
		for _, fx := range Fixes(context.Background(), lang, rep, src, &rep.Contracts[i]) {
			if strings.Count(fx.Bound.Text, "+") > 40 {
				t.Errorf("a fix with the body's unbounded value: %.80s…", fx.Bound.Text)
			}
		}
	}
}
