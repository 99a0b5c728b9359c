// Package bombs holds the memory bombs of issue 15: spec files whose
// evaluation would build gigabytes (a million 2^17-bit integers, a
// thousand million-character strings) and literals of two million digits.
// The robustness tests of check, the CLI and the server analyse them.
package bombs

import (
	"embed"
	"fmt"
	"math/big"
	"path"
	"strings"
)

//go:embed files
var files embed.FS

// Bomb is one file and what its analysis must report.
type Bomb struct {
	Name string // the extension selects the language
	Text string
	Want string // a text the report must contain: why evaluation stopped
}

// BudgetReason is in the reason of an evaluation stopped by the byte
// budget; LiteralReason in the diagnostic of a refused literal.
const (
	BudgetReason  = "memory budget"
	LiteralReason = "integer literal of 2000000 digits"
)

// All returns the bombs: the files under files/ and the generated ones
// (literals too long to keep in the repository).
func All() []Bomb {
	var out []Bomb
	ents, _ := files.ReadDir("files")
	for _, e := range ents {
		b, _ := files.ReadFile(path.Join("files", e.Name()))
		out = append(out, Bomb{Name: e.Name(), Text: string(b), Want: BudgetReason})
	}
	big := new(big.Int).Lsh(big.NewInt(1), 1<<17).String() // 39 457 digits: within the integer cap
	out = append(out, Bomb{Name: "seq_literal.dfy", Want: BudgetReason, Text: `// Memory bomb: a million copies of a 2^17-bit literal (16 GB if built).

/// Return a sequence.
/// @input n = 1
/// @accept n = 1 -> r = []
method Bomb(n: int) returns (r: seq<int>)
  ensures r == seq(999999, i => ` + big + ` + i)
`})
	huge := strings.Repeat("1", 2_000_000)
	for _, f := range []struct{ name, format string }{
		{"literal.dfy", "/// A number.\n/// @accept n = 1 -> r = 1\nmethod Lit(n: int) returns (r: int)\n  ensures r < %s\n"},
		{"literal_example.dfy", "/// A number.\n/// @accept n = %s -> r = 1\nmethod Lit(n: int) returns (r: int)\n  ensures r < n\n"},
		{"literal.lean", "/-- A number.\n@accept n = 1 -> 1\n-/\ndef lit_precond (n : Nat) : Prop := True\n\ndef lit_postcond (n : Nat) (result : Nat) (h_precond : lit_precond n) : Prop :=\n  result < %s\n"},
		{"literal_example.lean", "/-- A number.\n@accept n = %s -> 1\n-/\ndef lit_precond (n : Nat) : Prop := True\n\ndef lit_postcond (n : Nat) (result : Nat) (h_precond : lit_precond n) : Prop :=\n  result < n\n"},
		{"literal.py", "from nagini_contracts.contracts import *\n\n\ndef lit(n: int) -> int:\n    \"\"\"A number.\n\n    @accept n = 1 -> 1\n    \"\"\"\n    Ensures(Result() < %s)\n    return 1\n"},
		{"literal_example.py", "from nagini_contracts.contracts import *\n\n\ndef lit(n: int) -> int:\n    \"\"\"A number.\n\n    @accept n = %s -> 1\n    \"\"\"\n    Ensures(Result() < n)\n    return 1\n"},
	} {
		out = append(out, Bomb{Name: f.name, Text: fmt.Sprintf(f.format, huge), Want: LiteralReason})
	}
	return append(out, Chains()...)
}

// DepthReason is in the diagnostic of an expression refused for its
// depth (ir.MaxNesting).
const DepthReason = "levels deep"

// Chains are flat operator chains of 150 000 terms (0.6–0.9 MB, under the
// file cap) in clauses and bodies of each language: built by the
// parsers' loops, they nest 150 000 deep, and overflowed the Go stack in
// the first recursive walk (stack overflow is not recoverable: the
// process died).
func Chains() []Bomb {
	const n = 150_000
	chain := func(term, op string) string { return strings.TrimSuffix(strings.Repeat(term+op, n), op) }
	return []Bomb{
		{Name: "chain_and.dfy", Want: DepthReason, Text: "method M(a: bool) returns (r: bool)\n  ensures r == (" + chain("a", " && ") + ")\n"},
		{Name: "chain_plus.dfy", Want: DepthReason, Text: "method M(a: int) returns (r: int)\n  ensures r == " + chain("0", " + ") + "\n"},
		{Name: "chain_and.lean", Want: DepthReason, Text: "def f (a : Bool) : Bool := " + chain("a", " && ") + "\n\ntheorem f_spec (a : Bool) : f a = a := by sorry\n"},
		{Name: "chain_plus.lean", Want: DepthReason, Text: "def f_precond (a : Nat) : Prop := True\n\ndef f_postcond (a : Nat) (result : Nat) (h : f_precond a) : Prop :=\n  result = " + chain("0", " + ") + "\n"},
		{Name: "chain_and.py", Want: DepthReason, Text: "from nagini_contracts.contracts import *\n\ndef f(a: bool) -> bool:\n    Ensures(Result() == (" + chain("a", " and ") + "))\n    return a\n"},
		{Name: "chain_plus.py", Want: DepthReason, Text: "from nagini_contracts.contracts import *\n\ndef f(a: int) -> int:\n    Ensures(Result() == " + chain("0", " + ") + ")\n    return 0\n"},
	}
}

// BudgetSpentReason is in the search record of a contract reached after
// its file's analysis budget was spent.
const BudgetSpentReason = "analysis budget of"

// ManyContracts are 2 MB files of 13 500–16 700 small contracts, one per
// language: before the per-file budget a Dafny one took 19 s to its first
// diagnostics in the server and a Lean one 84 s in check (theorems read
// in quadratic time).
func ManyContracts() []Bomb {
	gen := func(head, format string) string {
		var sb strings.Builder
		sb.WriteString(head)
		for i := 0; sb.Len() < 2_000_000-300; i++ {
			fmt.Fprintf(&sb, format, i)
		}
		return sb.String()
	}
	return []Bomb{
		{Name: "many.dfy", Want: BudgetSpentReason, Text: gen("", "/// Returns a value above x, number %[1]d of many.\nmethod M%[1]d(x: int) returns (y: int)\n  ensures y > x\n{\n  y := x + 1;\n}\n\n")},
		{Name: "many.lean", Want: BudgetSpentReason, Text: gen("", "/-- Returns a value above x, number %[1]d of many. -/\ndef m%[1]d (x : Int) : Int := x + 1\n\ntheorem m%[1]d_spec (x : Int) : m%[1]d x > x := by\n  sorry\n\n")},
		{Name: "many.py", Want: BudgetSpentReason, Text: gen("from nagini_contracts.contracts import *\n\n", "def m%[1]d(x: int) -> int:\n    \"\"\"Returns a value above x, number %[1]d.\"\"\"\n    Ensures(Result() > x)\n    return x + 1\n\n\n")},
	}
}
