// Package scalegen writes spec files of a chosen size for the scaling
// benchmark (bench/scale, docs/BENCHMARKS.md "Scaling") and the check
// package's edit benchmark: many small contracts, one contract with many
// examples (in its doc comment or in a sidecar), many small helper
// functions with a few contracts that call them. Each language gets the
// same shapes in its own syntax (Dafny, Lean 4 in VERINA's
// F_precond/F_postcond style, Nagini).
package scalegen

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Languages are the languages generated, by file extension.
var Languages = []string{"dafny", "lean", "nagini"}

// Ext is the file extension of a language.
func Ext(lang string) string {
	switch lang {
	case "dafny":
		return ".dfy"
	case "lean":
		return ".lean"
	}
	return ".py"
}

// shapes is the number of contract shapes cycled through.
const shapes = 5

// Contracts is a file of n small contracts: shapes cycle (maximum of two,
// absolute value, clamp, integer square root with a too-weak
// postcondition, first index), each with a body or implementation and
// two or three examples in its doc comment.
func Contracts(lang string, n int) string {
	var sb strings.Builder
	sb.WriteString(header(lang))
	for i := 0; i < n; i++ {
		sb.WriteString(contract(lang, i%shapes, i, nil))
		sb.WriteString("\n")
	}
	return sb.String()
}

// Examples is a file of a few contracts of which the first (named
// Target, in the language's case) carries n intended pairs and n
// unintended pairs in its doc comment.
func Examples(lang string, n int) string {
	var sb strings.Builder
	sb.WriteString(header(lang))
	sb.WriteString(contract(lang, 0, 0, manyPairs(lang, n)))
	sb.WriteString("\n")
	for i := 1; i < shapes; i++ {
		sb.WriteString(contract(lang, i, i, nil))
		sb.WriteString("\n")
	}
	return sb.String()
}

// SidecarSpec is the spec file for Sidecar: the shapes once, the first
// without examples of its own.
func SidecarSpec(lang string) string {
	var sb strings.Builder
	sb.WriteString(header(lang))
	sb.WriteString(contract(lang, 0, 0, []string{}))
	sb.WriteString("\n")
	for i := 1; i < shapes; i++ {
		sb.WriteString(contract(lang, i, i, nil))
		sb.WriteString("\n")
	}
	return sb.String()
}

// Sidecar is a NAME.test.json of n entries for SidecarSpec's first
// contract (the maximum of two), each with its expected output and one
// unexpected output.
func Sidecar(lang string, n int) string {
	type entry struct {
		Input      map[string]int `json:"input"`
		Expected   int            `json:"expected"`
		Unexpected []int          `json:"unexpected"`
		Contract   string         `json:"contract"`
	}
	var es []entry
	for k := 0; k < n; k++ {
		a, b := pairAt(k, n)
		m := max(a, b)
		es = append(es, entry{Input: map[string]int{"a": a, "b": b}, Expected: m, Unexpected: []int{m + 1 + k%3}, Contract: name(lang, "max", 0)})
	}
	data, _ := json.MarshalIndent(es, "", " ")
	return string(data) + "\n"
}

// Functions is a file of n small helper functions (no contract of their
// own beyond their signature) and a few contracts, each calling a few of
// them.
func Functions(lang string, n int) string {
	var sb strings.Builder
	sb.WriteString(header(lang))
	for i := 0; i < n; i++ {
		sb.WriteString(helper(lang, i))
		sb.WriteString("\n")
	}
	users := 4
	for u := 0; u < users; u++ {
		sb.WriteString(user(lang, u, (u*n)/users, n))
		sb.WriteString("\n")
	}
	return sb.String()
}

// Chained is a file of n helper functions each calling the one before
// (a chain as long as the file) and a few contracts, without examples,
// whose postconditions call the last one: what a contract reaches grows
// with the file.
func Chained(lang string, n int) string {
	var sb strings.Builder
	sb.WriteString(header(lang))
	for i := 0; i < n; i++ {
		body := "x"
		if i > 0 {
			body = fmt.Sprintf("%s(x) + 1", helperName(lang, i-1))
		}
		switch lang {
		case "dafny":
			fmt.Fprintf(&sb, "function %s(x: int): int\n{\n  %s\n}\n\n", helperName(lang, i), body)
		case "lean":
			fmt.Fprintf(&sb, "def %s (x : Int) : Int :=\n  %s\n\n", helperName(lang, i), strings.Replace(body, "(x)", " x", 1))
		default:
			fmt.Fprintf(&sb, "@Pure\ndef %s(x: int) -> int:\n    return %s\n\n\n", helperName(lang, i), body)
		}
	}
	last := helperName(lang, max(n-1, 0))
	for u := 0; u < 4; u++ {
		switch lang {
		case "dafny":
			fmt.Fprintf(&sb, "method Top%d(x: int) returns (y: int)\n  ensures y >= %s(x) - %d\n{\n  y := %s(x);\n}\n\n", u, last, u, last)
		case "lean":
			fmt.Fprintf(&sb, "/-- At least the chain's value, less %d. -/\ndef top%d_precond (x : Int) : Prop :=\n  True\n\ndef top%d_postcond (x : Int) (result : Int) (h_precond : top%d_precond x) : Prop :=\n  result ≥ %s x - %d\n\n", u, u, u, u, last, u)
		default:
			fmt.Fprintf(&sb, "def top%d(x: int) -> int:\n    Ensures(Result() >= %s(x) - %d)\n    return %s(x)\n\n\n", u, last, u, last)
		}
	}
	return sb.String()
}

func helperName(lang string, i int) string {
	if lang == "dafny" {
		return fmt.Sprintf("C%d", i)
	}
	return fmt.Sprintf("c%d", i)
}

// HelperLine is the 1-based line of helper i's body in a Functions file,
// and the text on it, for an edit.
func HelperLine(lang string, src string, i int) (int, string) {
	want := helperBody(lang, i)
	for k, ln := range strings.Split(src, "\n") {
		if strings.Contains(ln, want) {
			return k + 1, ln
		}
	}
	return 0, ""
}

func header(lang string) string {
	switch lang {
	case "dafny":
		return "// Generated by internal/scalegen for the scaling benchmark.\n\n"
	case "lean":
		return "-- Generated by internal/scalegen for the scaling benchmark.\n\n"
	}
	return "# Generated by internal/scalegen for the scaling benchmark.\nfrom typing import List\n\nfrom nagini_contracts.contracts import *\n\n\n"
}

// name is a contract's name in the language's convention.
func name(lang, base string, i int) string {
	if lang == "dafny" {
		return strings.ToUpper(base[:1]) + base[1:] + fmt.Sprint(i)
	}
	return fmt.Sprintf("%s%d", base, i)
}

// pair is one example: inputs "a = 1, b = 2", output "3".
type pair struct{ in, out string }

func manyPairs(lang string, n int) []string {
	var out []string
	for k := 0; k < n; k++ {
		a, b := pairAt(k, n)
		m := max(a, b)
		out = append(out, exampleLine(lang, "@accept", pair{fmt.Sprintf("a = %d, b = %d", a, b), fmt.Sprint(m)}))
		out = append(out, exampleLine(lang, "@reject", pair{fmt.Sprintf("a = %d, b = %d", a, b), fmt.Sprint(m + 1 + k%3)}))
	}
	return out
}

// pairAt is the k-th input pair of n: the first runs over n distinct
// values, so every intended output is distinct (the attack collects them
// as candidate outputs).
func pairAt(k, n int) (int, int) { return k - n/2, (k*7)%89 - 30 }

// exampleLine writes one example; Dafny names the result (m, y, r, i).
func exampleLine(lang, tag string, p pair) string {
	return tag + " " + p.in + " -> " + p.out
}

// shape s's examples.
func defaultExamples(lang string, s int) []string {
	switch s {
	case 0:
		return []string{exampleLine(lang, "@accept", pair{"a = 1, b = 2", "2"}), exampleLine(lang, "@reject", pair{"a = 1, b = 2", "1"})}
	case 1:
		return []string{exampleLine(lang, "@accept", pair{"x = -3", "3"}), exampleLine(lang, "@reject", pair{"x = -3", "-3"})}
	case 2:
		return []string{exampleLine(lang, "@accept", pair{"x = 12, lo = 0, hi = 10", "10"}), exampleLine(lang, "@reject", pair{"x = 12, lo = 0, hi = 10", "12"})}
	case 3:
		return []string{"@input n = 10", exampleLine(lang, "@accept", pair{"n = 10", "3"}), exampleLine(lang, "@reject", pair{"n = 10", "4"})}
	}
	return []string{exampleLine(lang, "@accept", pair{"xs = [5, 7, 7], x = 7", "1"}), exampleLine(lang, "@reject", pair{"xs = [5, 7, 7], x = 7", "0"})}
}

// doc writes a doc comment of text and example lines.
func doc(lang, text string, ex []string, indent string) string {
	var sb strings.Builder
	switch lang {
	case "dafny":
		sb.WriteString("/// " + text + "\n")
		for _, e := range ex {
			sb.WriteString("/// " + e + "\n")
		}
	case "lean":
		sb.WriteString("/-- " + text)
		for _, e := range ex {
			sb.WriteString("\n" + e)
		}
		sb.WriteString("\n-/\n")
	default:
		sb.WriteString(indent + `"""` + text + "\n")
		if len(ex) > 0 {
			sb.WriteString("\n")
		}
		for _, e := range ex {
			sb.WriteString(indent + e + "\n")
		}
		sb.WriteString(indent + `"""` + "\n")
	}
	return sb.String()
}

// contract writes shape s with index i; ex nil takes the shape's own
// examples.
func contract(lang string, s, i int, ex []string) string {
	if ex == nil {
		ex = defaultExamples(lang, s)
	}
	if lang == "dafny" {
		// Dafny names a method's result in its examples.
		res := []string{"m", "y", "y", "r", "i"}[s]
		for k, e := range ex {
			if j := strings.Index(e, " -> "); j >= 0 {
				ex[k] = e[:j+4] + res + " = " + e[j+4:]
			}
		}
	}
	switch lang {
	case "dafny":
		return dafnyContract(s, i, ex)
	case "lean":
		return leanContract(s, i, ex)
	}
	return naginiContract(s, i, ex)
}

func dafnyContract(s, i int, ex []string) string {
	switch s {
	case 0:
		n := name("dafny", "max", i)
		return doc("dafny", "Return the larger of a and b.", ex, "") + "method " + n + `(a: int, b: int) returns (m: int)
  ensures m >= a && m >= b
  ensures m == a || m == b
{
  if a >= b { m := a; } else { m := b; }
}
`
	case 1:
		n := name("dafny", "abs", i)
		return doc("dafny", "Return the absolute value of x.", ex, "") + "method " + n + `(x: int) returns (y: int)
  ensures y >= 0
  ensures y == x || y == -x
{
  if x < 0 { y := -x; } else { y := x; }
}
`
	case 2:
		n := name("dafny", "clamp", i)
		return doc("dafny", "Clamp x into [lo, hi].", ex, "") + "method " + n + `(x: int, lo: int, hi: int) returns (y: int)
  requires lo <= hi
  ensures lo <= y <= hi
  ensures lo <= x <= hi ==> y == x
{
  if x < lo { y := lo; } else if x > hi { y := hi; } else { y := x; }
}
`
	case 3:
		n := name("dafny", "sqrt", i)
		return doc("dafny", "Return the integer square root of n: the largest r with r*r <= n.", ex, "") + "method " + n + `(n: nat) returns (r: nat)
  ensures r * r <= n
{
  r := 0;
  while (r + 1) * (r + 1) <= n
    invariant r * r <= n
  {
    r := r + 1;
  }
}
`
	}
	n := name("dafny", "firstIndex", i)
	return doc("dafny", "Return the index of the first occurrence of x in xs.", ex, "") + "method " + n + `(xs: seq<int>, x: int) returns (i: int)
  requires x in xs
  ensures 0 <= i < |xs| && xs[i] == x
{
  i := 0;
  while xs[i] != x
    invariant 0 <= i < |xs|
    invariant x !in xs[..i]
    decreases |xs| - i
  {
    i := i + 1;
  }
}
`
}

func leanContract(s, i int, ex []string) string {
	var n, params, args, pre, res, post, impl string
	switch s {
	case 0:
		n, params, args, pre, res = name("lean", "max", i), "(a : Int) (b : Int)", "a b", "True", "Int"
		post = "result ≥ a ∧ result ≥ b ∧ (result = a ∨ result = b)"
		impl = "if a ≥ b then a else b"
	case 1:
		n, params, args, pre, res = name("lean", "abs", i), "(x : Int)", "x", "True", "Int"
		post = "result ≥ 0 ∧ (result = x ∨ result = -x)"
		impl = "if x < 0 then -x else x"
	case 2:
		n, params, args, pre, res = name("lean", "clamp", i), "(x : Int) (lo : Int) (hi : Int)", "x lo hi", "lo ≤ hi", "Int"
		post = "lo ≤ result ∧ result ≤ hi ∧ (lo ≤ x ∧ x ≤ hi → result = x)"
		impl = "if x < lo then lo else if x > hi then hi else x"
	case 3:
		n, params, args, pre, res = name("lean", "isqrt", i), "(n : Nat)", "n", "True", "Nat"
		post = "result * result ≤ n"
		impl = "Id.run do\n  let mut r := 0\n  while (r + 1) * (r + 1) ≤ n do\n    r := r + 1\n  return r"
	default:
		n, params, args, pre, res = name("lean", "firstIndex", i), "(xs : List Int) (x : Int)", "xs x", "x ∈ xs", "Nat"
		post = "result < xs.length ∧ xs[result]! = x"
		impl = "xs.idxOf x"
	}
	text := []string{"Return the larger of a and b.", "Return the absolute value of x.", "Clamp x into [lo, hi].",
		"Return the integer square root of n: the largest r with r * r ≤ n.", "Return the index of the first occurrence of x in xs."}[s]
	return doc("lean", text, ex, "") +
		fmt.Sprintf("def %s_precond %s : Prop :=\n  %s\n\n", n, params, pre) +
		fmt.Sprintf("def %s %s (h_precond : %s_precond %s) : %s :=\n  %s\n\n", n, params, n, args, res, impl) +
		fmt.Sprintf("def %s_postcond %s (result : %s) (h_precond : %s_precond %s) : Prop :=\n  %s\n", n, params, res, n, args, post)
}

func naginiContract(s, i int, ex []string) string {
	switch s {
	case 0:
		return "def " + name("nagini", "max", i) + "(a: int, b: int) -> int:\n" + doc("nagini", "Return the larger of a and b.", ex, "    ") + `    Ensures(Result() >= a and Result() >= b)
    Ensures(Result() == a or Result() == b)
    if a >= b:
        return a
    return b

`
	case 1:
		return "def " + name("nagini", "abs", i) + "(x: int) -> int:\n" + doc("nagini", "Return the absolute value of x.", ex, "    ") + `    Ensures(Result() >= 0)
    Ensures(Result() == x or Result() == -x)
    if x < 0:
        return -x
    return x

`
	case 2:
		return "def " + name("nagini", "clamp", i) + "(x: int, lo: int, hi: int) -> int:\n" + doc("nagini", "Clamp x into [lo, hi].", ex, "    ") + `    Requires(lo <= hi)
    Ensures(lo <= Result() and Result() <= hi)
    Ensures(Implies(lo <= x and x <= hi, Result() == x))
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x

`
	case 3:
		return "def " + name("nagini", "isqrt", i) + "(n: int) -> int:\n" + doc("nagini", "Return the integer square root of n: the largest r with r * r <= n.", ex, "    ") + `    Requires(n >= 0)
    Ensures(Result() >= 0 and Result() * Result() <= n)
    r = 0
    while (r + 1) * (r + 1) <= n:
        Invariant(r >= 0 and r * r <= n)
        r = r + 1
    return r

`
	}
	return "def " + name("nagini", "firstIndex", i) + "(xs: List[int], x: int) -> int:\n" + doc("nagini", "Return the index of the first occurrence of x in xs.", ex, "    ") + `    Requires(Acc(list_pred(xs)))
    Requires(x in xs)
    Ensures(Acc(list_pred(xs)))
    Ensures(0 <= Result() and Result() < len(xs) and xs[Result()] == x)
    i = 0
    while xs[i] != x:
        Invariant(Acc(list_pred(xs)))
        Invariant(0 <= i and i < len(xs))
        i = i + 1
    return i

`
}

// helperBody is the text of helper i's body (unique per i).
func helperBody(lang string, i int) string {
	switch lang {
	case "dafny", "lean":
		return fmt.Sprintf("x * %d + %d", i%13+1, i)
	}
	return fmt.Sprintf("return x * %d + %d", i%13+1, i)
}

func helper(lang string, i int) string {
	switch lang {
	case "dafny":
		return fmt.Sprintf("function H%d(x: int): int\n{\n  %s\n}\n", i, helperBody(lang, i))
	case "lean":
		return fmt.Sprintf("def h%d (x : Int) : Int :=\n  %s\n", i, helperBody(lang, i))
	}
	return fmt.Sprintf("@Pure\ndef h%d(x: int) -> int:\n    %s\n\n", i, helperBody(lang, i))
}

// user is a contract whose postcondition calls helpers from and from+1
// (modulo n).
func user(lang string, u, from, n int) string {
	f, g := from%max(n, 1), (from+1)%max(n, 1)
	if n == 0 {
		f, g = -1, -1
	}
	switch lang {
	case "dafny":
		call := "x + 1"
		if f >= 0 {
			call = fmt.Sprintf("H%d(x) + H%d(x)", f, g)
		}
		return fmt.Sprintf(`/// Return the sum of two helpers at x.
/// @accept x = 1 -> y = %s
method Use%d(x: int) returns (y: int)
  ensures y == %s
{
  y := %s;
}
`, helperSum(f, g, 1), u, call, call)
	case "lean":
		call := "x + 1"
		if f >= 0 {
			call = fmt.Sprintf("h%d x + h%d x", f, g)
		}
		return fmt.Sprintf(`/-- Return the sum of two helpers at x.
@accept x = 1 -> %s
-/
def use%d_precond (x : Int) : Prop :=
  True

def use%d (x : Int) (h_precond : use%d_precond x) : Int :=
  %s

def use%d_postcond (x : Int) (result : Int) (h_precond : use%d_precond x) : Prop :=
  result = %s
`, helperSum(f, g, 1), u, u, u, call, u, u, call)
	}
	call := "x + 1"
	if f >= 0 {
		call = fmt.Sprintf("h%d(x) + h%d(x)", f, g)
	}
	return fmt.Sprintf(`def use%d(x: int) -> int:
    """Return the sum of two helpers at x.

    @accept x = 1 -> %s
    """
    Ensures(Result() == %s)
    return %s

`, u, helperSum(f, g, 1), call, call)
}

func helperSum(f, g, x int) string {
	if f < 0 {
		return fmt.Sprint(x + 1)
	}
	h := func(i int) int { return x*(i%13+1) + i }
	return fmt.Sprint(h(f) + h(g))
}
