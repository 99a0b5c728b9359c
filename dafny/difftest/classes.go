package difftest

import (
	"fmt"
	"strings"
)

// Classes: objects built by their constructors, then members that read
// fields (functions, predicates, methods without a modifies clause,
// bare field names and this.f, members calling members), in a plain class
// and in a {:autocontracts} one. Dafny compiles and runs them; specfaith
// builds the same object as the record it searches (an identity, then the
// fields in declaration order) and runs the member on it. Methods that
// modify this are searched on their final states, not run, so they are
// not here.

// ClassCase is one call: a new Class(Ctor…) — each constructor here sets
// the fields, in order, to its arguments — then Member(Args…) on it.
type ClassCase struct {
	ID     int
	Class  string
	Ctor   []string
	Member string
	Args   []string
	// Func: a function or predicate (an expression), else a method.
	Func bool
}

// ClassesPrelude is the classes under test, in Dafny 2.3's syntax.
const ClassesPrelude = `
class Account {
  var balance: int
  var limit: int

  constructor (b: int, l: int)
    ensures balance == b && limit == l
  {
    balance := b;
    limit := l;
  }

  function method Available(): int
    reads this
  {
    balance + limit
  }

  method CanWithdraw(amt: int) returns (ok: bool)
  {
    ok := amt <= Available();
  }

  method Fee(rate: int) returns (f: int)
    requires rate >= 0
  {
    if this.balance < 0 {
      f := -balance * rate / 100;
    } else {
      f := 0;
    }
  }
}

class Pair {
  var a: int
  var b: int

  constructor (x: int, y: int)
  {
    a := x;
    b := y;
  }

  function method Larger(): int
    reads this
  {
    if a >= b then a else b
  }

  predicate method Ordered()
    reads this
  {
    a <= b
  }

  method Swapped() returns (x: int, y: int)
  {
    x, y := b, a;
  }

  method SumTo(n: nat) returns (s: int)
  {
    s := 0;
    var i := 0;
    while i < n
      invariant 0 <= i <= n
    {
      s := s + a * i + b;
      i := i + 1;
    }
  }
}

class Buffer {
  var data: seq<int>
  var cap: nat

  constructor (d: seq<int>, c: nat)
  {
    data := d;
    cap := c;
  }

  function method Size(): nat
    reads this
  {
    |data|
  }

  predicate method Full()
    reads this
  {
    Size() >= cap
  }

  method CountOf(x: int) returns (c: nat)
  {
    c := 0;
    var i := 0;
    while i < |data|
      invariant 0 <= i <= |data|
    {
      if data[i] == x { c := c + 1; }
      i := i + 1;
    }
  }

  method Room() returns (r: int)
  {
    r := cap - Size();
  }
}

class {:autocontracts} Counter {
  var count: int
  var limit: int

  predicate Valid()
  {
    0 <= count <= limit
  }

  constructor (c: int, l: int)
    requires 0 <= c <= l
  {
    count := c;
    limit := l;
  }

  function method Left(): int
  {
    limit - count
  }

  predicate method AtLimit()
  {
    count == limit
  }
}
`

type classMember struct {
	class, member string
	fn            bool
	ctors, args   [][]string
}

var classMembers = []classMember{
	{"Account", "Available", true, [][]string{{"-50", "100"}, {"0", "0"}, {"7", "3"}}, [][]string{{}}},
	{"Account", "CanWithdraw", false, [][]string{{"-50", "100"}, {"10", "0"}}, [][]string{{"60"}, {"10"}, {"-1"}}},
	{"Account", "Fee", false, [][]string{{"-50", "100"}, {"-7", "0"}, {"5", "5"}}, [][]string{{"7"}, {"0"}, {"33"}}},
	{"Pair", "Larger", true, [][]string{{"3", "-2"}, {"-2", "3"}, {"4", "4"}}, [][]string{{}}},
	{"Pair", "Ordered", true, [][]string{{"3", "-2"}, {"-2", "3"}, {"4", "4"}}, [][]string{{}}},
	{"Pair", "Swapped", false, [][]string{{"3", "-2"}, {"0", "9"}}, [][]string{{}}},
	{"Pair", "SumTo", false, [][]string{{"3", "-2"}, {"-1", "5"}}, [][]string{{"0"}, {"4"}, {"7"}}},
	{"Buffer", "Size", true, [][]string{{"[1, 2, 1]", "5"}, {"[]", "0"}}, [][]string{{}}},
	{"Buffer", "Full", true, [][]string{{"[1, 2, 1]", "5"}, {"[]", "0"}, {"[4, 4]", "2"}}, [][]string{{}}},
	{"Buffer", "CountOf", false, [][]string{{"[1, 2, 1]", "5"}, {"[]", "0"}}, [][]string{{"1"}, {"2"}, {"3"}}},
	{"Buffer", "Room", false, [][]string{{"[1, 2, 1]", "5"}, {"[9]", "0"}}, [][]string{{}}},
	{"Counter", "Left", true, [][]string{{"2", "5"}, {"0", "0"}, {"3", "3"}}, [][]string{{}}},
	{"Counter", "AtLimit", true, [][]string{{"2", "5"}, {"0", "0"}, {"3", "3"}}, [][]string{{}}},
}

// ClassCorpus is the prelude and its calls, numbered from 1.
func ClassCorpus() (string, []ClassCase) {
	var cases []ClassCase
	for _, cm := range classMembers {
		for _, ctor := range cm.ctors {
			for _, args := range cm.args {
				cases = append(cases, ClassCase{ID: len(cases) + 1, Class: cm.class, Ctor: ctor, Member: cm.member, Args: args, Func: cm.fn})
			}
		}
	}
	return ClassesPrelude, cases
}

// ClassesProgram is the prelude with a Main that prints, per case,
// "k<ID>" and the member's results separated by "|". results gives a
// method's number of results.
func ClassesProgram(prelude string, cases []ClassCase, results func(member string) int) string {
	var b strings.Builder
	b.WriteString(prelude)
	b.WriteString("\nmethod Main()\n{\n")
	for _, c := range cases {
		fmt.Fprintf(&b, "  {\n    var o := new %s(%s);\n", c.Class, strings.Join(c.Ctor, ", "))
		call := fmt.Sprintf("o.%s(%s)", c.Member, strings.Join(c.Args, ", "))
		if c.Func {
			fmt.Fprintf(&b, "    print \"k%d\", \"|\", %s, \"\\n\";\n  }\n", c.ID, call)
			continue
		}
		var names []string
		for i := range results(c.Member) {
			names = append(names, fmt.Sprintf("r%d", i))
		}
		fmt.Fprintf(&b, "    var %s := %s;\n    print \"k%d\"", strings.Join(names, ", "), call, c.ID)
		for _, n := range names {
			fmt.Fprintf(&b, ", \"|\", %s", n)
		}
		b.WriteString(", \"\\n\";\n  }\n")
	}
	b.WriteString("}\n")
	return b.String()
}
