package difftest

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Method bodies: hand-written methods (loops, arrays, calls, early
// return, break) and generated arithmetic loops, each called on a few
// inputs. Dafny compiles and runs them; specfaith lowers the same text and
// runs it with ir.Run. Dafny 2.3 has neither for loops nor continue, so
// those are covered by the unit tests only.

// MethodCase is one call: Method on Args (Dafny expressions; a sequence
// literal for an array parameter, which Main copies into a new array).
type MethodCase struct {
	ID     int
	Method string
	Args   []string
}

// MethodsPrelude is the methods under test, in Dafny 2.3's syntax.
const MethodsPrelude = `function method Double(x: int): int { 2 * x }

method Sum(s: seq<int>) returns (r: int)
{
  r := 0;
  var i := 0;
  while i < |s|
    invariant 0 <= i <= |s|
    decreases |s| - i
  {
    r := r + s[i];
    i := i + 1;
  }
}

method MaxArr(a: array<int>) returns (m: int)
  requires a.Length > 0
{
  m := a[0];
  var i := 1;
  while i < a.Length
  {
    if a[i] > m { m := a[i]; }
    i := i + 1;
  }
}

method ReverseInPlace(a: array<int>)
  modifies a
{
  var i, j := 0, a.Length - 1;
  while i < j
  {
    a[i], a[j] := a[j], a[i];
    i, j := i + 1, j - 1;
  }
}

method BinarySearch(a: array<int>, key: int) returns (n: int)
{
  var lo, hi := 0, a.Length;
  while lo < hi
    invariant 0 <= lo <= hi <= a.Length
  {
    var mid := (lo + hi) / 2;
    if a[mid] < key {
      lo := mid + 1;
    } else {
      hi := mid;
    }
  }
  n := lo;
}

method Append(a: array<int>, b: int) returns (c: array<int>)
{
  c := new int[a.Length + 1];
  var i := 0;
  while (i < a.Length)
  {
    c[i] := a[i];
    i := i + 1;
  }
  c[a.Length] := b;
}

method Squares(n: nat) returns (a: array<int>)
{
  a := new int[n](i => i * i - 3);
}

method Defaults(n: nat) returns (s: seq<int>, t: seq<bool>)
{
  var a := new int[n];
  var b := new bool[n];
  s, t := a[..], b[..];
}

method Find(s: seq<int>, x: int) returns (found: bool, at: int)
{
  var i := 0;
  while i < |s|
  {
    if s[i] == x {
      return true, i;
    }
    i := i + 1;
  }
  return false, -1;
}

method CountUntilZero(s: seq<int>) returns (n: int)
{
  n := 0;
  var i := 0;
  while i < |s|
  {
    if s[i] == 0 {
      break;
    } else if s[i] > 0 {
      n := n + 1;
    }
    i := i + 1;
  }
}

method Pair(x: int) returns (a: int, b: int)
{
  a, b := x, x + 1;
  a, b := b, a;
}

method Caller(s: seq<int>) returns (t: int, u: int)
{
  var total := Sum(s);
  var q, w := Pair(total);
  t := Double(q);
  u := w;
}

method Same(a: array<int>) returns (b: array<int>)
{
  b := a;
}

method WriteThrough(a: array<int>)
  requires a.Length > 0
  modifies a
{
  var b := Same(a);
  b[0] := 42;
  var c := a;
  c[a.Length - 1] := c[a.Length - 1] + 1;
}

method Fib(n: nat) returns (f: int)
{
  var a, b := 0, 1;
  var i := 0;
  while i < n
  {
    a, b := b, a + b;
    i := i + 1;
  }
  f := a;
}

method Gcd(x: nat, y: nat) returns (g: nat)
{
  var a, b := x, y;
  while b != 0
    decreases b
  {
    a, b := b, a % b;
  }
  g := a;
}

method DivMod(x: int, y: int) returns (q: int, r: int)
  requires y != 0
{
  q := x / y;
  r := x % y;
}

method BubbleSort(a: array<int>)
  modifies a
{
  var n := a.Length;
  while n > 1
  {
    var i := 0;
    while i < n - 1
    {
      if a[i] > a[i + 1] {
        a[i], a[i + 1] := a[i + 1], a[i];
      }
      i := i + 1;
    }
    n := n - 1;
  }
}

method Inversions(s: seq<int>) returns (c: int)
{
  c := 0;
  var i := 0;
  while i < |s|
  {
    var j := i + 1;
    while j < |s|
    {
      if s[i] > s[j] { c := c + 1; }
      j := j + 1;
    }
    i := i + 1;
  }
}

method IsPalindrome(s: seq<int>) returns (p: bool)
{
  var i := 0;
  while i < |s| / 2
  {
    if s[i] != s[|s| - 1 - i] {
      p := false;
      return;
    }
    i := i + 1;
  }
  p := true;
}

method Evens(s: seq<int>) returns (r: seq<int>)
{
  r := [];
  var i := 0;
  while i < |s|
  {
    if s[i] % 2 == 0 { r := r + [s[i]]; }
    i := i + 1;
  }
}

method Fact(n: nat) returns (f: int)
  decreases n
{
  if n == 0 {
    f := 1;
  } else {
    var g := Fact(n - 1);
    f := n * g;
  }
}

method Classify(x: int) returns (c: int)
{
  if x < -5 {
    c := -2;
  } else if x < 0 {
    c := -1;
  } else if x == 0 {
    c := 0;
  } else {
    c := if x > 5 then 2 else 1;
  }
}

method RotateLeft(a: array<int>, k: int) returns (b: array<int>)
  requires a.Length > 0
{
  b := new int[a.Length];
  var i := 0;
  while i < a.Length
  {
    b[i] := a[(i + k) % a.Length];
    i := i + 1;
  }
}

method Block(x: int) returns (y: int)
{
  y := x;
  {
    var t := y * 3;
    y := t - 1;
  }
  assert y == 3 * x - 1;
}

method PrefixSums(a: array<int>) returns (p: seq<int>)
{
  p := [0];
  var i := 0;
  while i < a.Length
  {
    p := p + [p[i] + a[i]];
    i := i + 1;
  }
}

method Sign(x: int) returns (s: int)
{
  if {
    case x < 0 => s := -1;
    case x == 0 => s := 0;
    case 0 < x =>
      s := 1;
      s := s * 1;
  }
}

method ZeroNegatives(a: array<int>) returns (changed: int)
  modifies a
{
  changed := 0;
  var i := 0;
  while i < a.Length
  {
    if a[i] < 0 {
      a[i] := 0;
      changed := changed + 1;
    }
    i := i + 1;
  }
}
`

var handCases = []struct {
	method string
	args   [][]string
}{
	{"Sum", [][]string{{"[]"}, {"[1, 5, 7]"}, {"[-3, 2]"}}},
	{"MaxArr", [][]string{{"[4]"}, {"[1, 9, 3]"}, {"[-5, -2, -7]"}}},
	{"ReverseInPlace", [][]string{{"[]"}, {"[1, 2, 3]"}, {"[4, 5, 6, 7]"}}},
	{"BinarySearch", [][]string{{"[1, 3, 3, 8]", "3"}, {"[1, 3, 3, 8]", "9"}, {"[]", "0"}, {"[2, 4]", "1"}}},
	{"Append", [][]string{{"[]", "7"}, {"[4, 5]", "6"}}},
	{"Squares", [][]string{{"0"}, {"4"}}},
	{"Defaults", [][]string{{"0"}, {"3"}}},
	{"Find", [][]string{{"[4, 7, 7]", "7"}, {"[4, 7]", "5"}, {"[]", "1"}}},
	{"CountUntilZero", [][]string{{"[1, -1, 2, 0, 5]"}, {"[3, 3]"}, {"[0, 1]"}}},
	{"Pair", [][]string{{"5"}, {"-1"}}},
	{"Caller", [][]string{{"[1, 2]"}, {"[]"}, {"[-4]"}}},
	{"WriteThrough", [][]string{{"[1, 2]"}, {"[5]"}}},
	{"Fib", [][]string{{"0"}, {"1"}, {"10"}}},
	{"Gcd", [][]string{{"12", "18"}, {"7", "0"}, {"0", "5"}}},
	{"DivMod", [][]string{{"7", "2"}, {"-7", "2"}, {"7", "-2"}, {"-7", "-2"}, {"0", "3"}}},
	{"BubbleSort", [][]string{{"[3, 1, 2]"}, {"[]"}, {"[5, -1, 5, 0]"}}},
	{"Inversions", [][]string{{"[3, 1, 2]"}, {"[1, 2, 3]"}, {"[4, 3, 2, 1]"}}},
	{"IsPalindrome", [][]string{{"[1, 2, 1]"}, {"[1, 2]"}, {"[]"}}},
	{"Evens", [][]string{{"[1, 2, 3, 4, -6]"}, {"[-1]"}}},
	{"Fact", [][]string{{"0"}, {"5"}}},
	{"Classify", [][]string{{"-9"}, {"-3"}, {"0"}, {"2"}, {"8"}}},
	{"RotateLeft", [][]string{{"[1, 2, 3]", "1"}, {"[1, 2, 3]", "-1"}, {"[1, 2, 3]", "5"}}},
	{"Block", [][]string{{"4"}, {"-2"}}},
	{"PrefixSums", [][]string{{"[]"}, {"[2, -1, 4]"}}},
	{"Sign", [][]string{{"-3"}, {"0"}, {"7"}}},
	{"ZeroNegatives", [][]string{{"[-1, 2, -3]"}, {"[1]"}}},
}

// genLoops makes arithmetic loops with Euclidean / and % on values of
// both signs: method G<k>(n: int, x: int) returns (r: int).
func genLoops(count int) (text string, cases []MethodCase) {
	r := rand.New(rand.NewPCG(Seed, 1000))
	ops := []string{"+", "-", "*", "/", "%"}
	term := func() string {
		switch r.IntN(4) {
		case 0:
			return "i"
		case 1:
			return "x"
		case 2:
			return "r"
		}
		return fmt.Sprint(r.IntN(9) - 4)
	}
	var b strings.Builder
	for k := 0; k < count; k++ {
		op1, op2 := ops[r.IntN(len(ops))], ops[r.IntN(3)]
		div := r.IntN(5) + 2
		if r.IntN(2) == 0 {
			div = -div
		}
		rhs := fmt.Sprintf("(%s %s %s) %s %d", term(), op2, term(), op1, div)
		fmt.Fprintf(&b, "\nmethod G%d(n: int, x: int) returns (r: int)\n{\n  r := %d;\n  var i := 0;\n  while i < n\n  {\n", k, r.IntN(7)-3)
		fmt.Fprintf(&b, "    r := %s;\n", rhs)
		if r.IntN(2) == 0 {
			fmt.Fprintf(&b, "    if r %% %d == 0 { r := r - x; } else { r := r + i; }\n", r.IntN(3)+2)
		}
		b.WriteString("    i := i + 1;\n  }\n}\n")
		for _, in := range [][2]int{{0, 3}, {4, -7}, {6, 5}} {
			cases = append(cases, MethodCase{Method: fmt.Sprintf("G%d", k), Args: []string{fmt.Sprint(in[0]), fmt.Sprint(in[1])}})
		}
	}
	return b.String(), cases
}

// MethodCorpus returns the program text (methods only, no Main) and the
// calls to make, numbered from 1.
func MethodCorpus() (string, []MethodCase) {
	var cases []MethodCase
	for _, h := range handCases {
		for _, a := range h.args {
			cases = append(cases, MethodCase{Method: h.method, Args: a})
		}
	}
	gen, gcases := genLoops(12)
	cases = append(cases, gcases...)
	for i := range cases {
		cases[i].ID = i + 1
	}
	return MethodsPrelude + gen, cases
}

// Param is what MethodsProgram needs to know of a method's signature.
type Param struct {
	Name  string
	Array bool
}

// MethodsProgram adds a Main that makes each call and prints
// "m<ID>|<result>|…|<post-state of each array argument>", arrays as
// a[..], one line per call.
func MethodsProgram(methods string, cases []MethodCase, sig func(name string) (params, results []Param)) string {
	var b strings.Builder
	b.WriteString(methods)
	b.WriteString("\nmethod Main()\n{\n")
	for _, c := range cases {
		params, results := sig(c.Method)
		b.WriteString("  {\n")
		var args, post []string
		for i, a := range c.Args {
			if i < len(params) && params[i].Array {
				name := fmt.Sprintf("a%d", i)
				fmt.Fprintf(&b, "    var s%d: seq<int> := %s;\n", i, a)
				fmt.Fprintf(&b, "    var %s := new int[|s%d|](j requires 0 <= j < |s%d| => s%d[j]);\n", name, i, i, i)
				args = append(args, name)
				post = append(post, name+"[..]")
				continue
			}
			args = append(args, a)
		}
		var outs []string
		for i, r := range results {
			name := fmt.Sprintf("r%d", i)
			if r.Array {
				outs = append(outs, name+"[..]")
			} else {
				outs = append(outs, name)
			}
		}
		call := fmt.Sprintf("%s(%s)", c.Method, strings.Join(args, ", "))
		if len(results) > 0 {
			var names []string
			for i := range results {
				names = append(names, fmt.Sprintf("r%d", i))
			}
			fmt.Fprintf(&b, "    var %s := %s;\n", strings.Join(names, ", "), call)
		} else {
			fmt.Fprintf(&b, "    %s;\n", call)
		}
		fmt.Fprintf(&b, "    print \"m%d\"", c.ID)
		for _, o := range append(outs, post...) {
			fmt.Fprintf(&b, ", \"|\", %s", o)
		}
		b.WriteString(", \"\\n\";\n  }\n")
	}
	b.WriteString("}\n")
	return b.String()
}
