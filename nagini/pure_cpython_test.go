package nagini

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// TestPureBodiesAgainstCPython: @Pure bodies read as expressions (match
// with literal, identity, capture, as and guard patterns; statements
// after an if or a case that does not return; augmented assignments;
// ghost statements) give CPython's result on every call, or both fail.
func TestPureBodiesAgainstCPython(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not on PATH")
	}
	src := `def Pure(f): return f
def Requires(e): pass
def Ensures(e): pass
def Assert(e): pass
def Unfold(e): pass
def Implies(a, b): return (not a) or b
def Unfolding(p, e): return e
def Result(): pass

@Pure
def m1(x: int) -> int:
    match x:
        case 0:
            return 10
        case 1 | 2:
            return 20
        case _:
            return 30

@Pure
def m2(x: int) -> int:
    match x:
        case True:
            return 1
        case None:
            return 2
        case _:
            return 3

@Pure
def m3(x: int) -> int:
    match x:
        case 0:
            y = 5
        case y if y > 10:
            return y * 2
        case _:
            y = x + 1
    return y

@Pure
def m4(x: int) -> int:
    match x:
        case 3 as z:
            return z + 100
        case w:
            return w - 1

@Pure
def flow(b: int, c: int) -> int:
    if b > 2:
        return b
    a = b + c
    if a > 2:
        a = a + 2
        a += 2
    tmp = 8
    tmp -= 6
    if a > 8:
        a = a + tmp
    elif a < 0:
        a *= 3
    else:
        Assert(a >= 0)
        a = a - 1
    return a

@Pure
def ghost(x: int) -> int:
    Unfold(x)
    Assert(True)
    eq = x == 3
    return Unfolding(x, 7) if eq else x
`
	calls := []string{"m1(0)", "m1(2)", "m1(5)", "m2(True)", "m2(1)", "m2(None)", "m3(0)", "m3(11)", "m3(4)",
		"m4(3)", "m4(8)", "flow(5, 0)", "flow(1, 1)", "flow(1, 2)", "flow(1, 9)", "flow(-9, 1)", "flow(0, 0)",
		"ghost(3)", "ghost(4)"}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "prog.py"), []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	script := "import prog\n"
	for _, c := range calls {
		script += "try:\n    print(repr(prog." + c + "))\nexcept Exception:\n    print('error')\n"
	}
	cmd := exec.Command(py, "-c", script)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != len(calls) {
		t.Fatalf("python3 printed %d lines for %d calls", len(lines), len(calls))
	}
	m := ParseFile("prog.py", src)
	for _, name := range []string{"m1", "m2", "m3", "m4", "flow", "ghost"} {
		if f := m.Funcs[name]; f == nil || f.Body == nil {
			t.Fatalf("%s: not read as a pure function", name)
		} else if u, ok := f.Body.(*ir.Unsupported); ok {
			t.Fatalf("%s: body not read: %s", name, u.Reason)
		}
	}
	for k, c := range calls {
		e, probs := ParseExpr(c)
		if len(probs) > 0 {
			t.Fatalf("%s: %v", c, probs)
		}
		v, stop := ir.NewCtx(m).Eval(e, nil)
		got := "error"
		switch {
		case stop == nil:
			got = pyRepr(v)
		case stop.Status != ir.IllDefined:
			got = "unknown: " + stop.Reason
		}
		if want := strings.TrimSpace(lines[k]); got != want {
			t.Errorf("%s: specfaith %s, CPython %s", c, got, want)
		}
	}
}

// TestOperatorsAgainstCPython: shifts, ^ and private attributes' reading
// follow CPython (a negative shift count raises).
func TestOperatorsAgainstCPython(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not on PATH")
	}
	exprs := []string{"1 << 64", "(1 << 64) >> 3", "-7 >> 1", "-1 >> 100", "5 >> 200", "5 ^ 3", "True ^ False", "True ^ True",
		"-5 << 2", "1 << -1", "3 & 6 ^ 1 | 8", "1 + 2 << 3", "2 ** 3 << 1", "~5 ^ -1", "(7 >> 1) & 1 == 1"}
	script := ""
	for _, e := range exprs {
		script += "try:\n    print(repr(" + e + "))\nexcept Exception:\n    print('error')\n"
	}
	out, err := exec.Command(py, "-c", script).Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	m := NewModule()
	for k, src := range exprs {
		e, probs := ParseExpr(src)
		if len(probs) > 0 {
			t.Errorf("%s: %v", src, probs[0].Message)
			continue
		}
		v, stop := ir.NewCtx(m).Eval(e, nil)
		got := "error"
		switch {
		case stop == nil:
			got = pyRepr(v)
		case stop.Status != ir.IllDefined:
			got = "unknown: " + stop.Reason
		}
		if got != lines[k] {
			t.Errorf("%s: specfaith %s, CPython %s", src, got, lines[k])
		}
		if printed, _ := Print(e); printed != src && !strings.Contains(src, "(") {
			t.Errorf("%s printed as %s", src, printed)
		}
	}
}

// TestTypeTestsAgainstCPython: isinstance (bool is an int, a class's
// subclasses count, a tuple of classes), type(x) is C (exact), class
// patterns in match, and Nagini's NamedTuple ADTs (constructors, fields,
// structural equality, the ADT class as the base of its constructors)
// give CPython's result.
func TestTypeTestsAgainstCPython(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not on PATH")
	}
	src := `from typing import NamedTuple
def Pure(f): return f
class ADT: pass

class LinkedList(ADT):
    pass

class Node(LinkedList, NamedTuple('Node', [('elem', int), ('next', LinkedList)])):
    pass

class Null(LinkedList, NamedTuple('Null', [])):
    pass

@Pure
def isint(x: object) -> bool:
    return isinstance(x, int)

@Pure
def exactint(x: object) -> bool:
    return type(x) is int

@Pure
def notexactbool(x: object) -> bool:
    return type(x) != bool

@Pure
def strorlist(x: object) -> bool:
    return isinstance(x, (str, list))

@Pure
def kind(x: object) -> int:
    match x:
        case bool():
            return 1
        case int():
            return 2
        case str():
            return 3
        case list():
            return 4
        case Node():
            return 5
        case _:
            return 6

@Pure
def islist(x: object) -> bool:
    return isinstance(x, LinkedList)

@Pure
def isnode(x: object) -> bool:
    return isinstance(x, Node)

@Pure
def exactnull(x: object) -> bool:
    return type(x) is Null

@Pure
def head(l: LinkedList) -> int:
    return l.elem if isinstance(l, Node) else -1
`
	calls := []string{"isint(True)", "isint(1)", "isint('a')", "isint(None)", "isint([1])", "exactint(True)", "exactint(3)",
		"notexactbool(False)", "notexactbool(0)", "strorlist('s')", "strorlist([])", "strorlist(1)",
		"kind(True)", "kind(0)", "kind('x')", "kind([1])", "kind(None)", "kind(Node(1, Null()))",
		"islist(Node(1, Null()))", "islist(Null())", "islist(3)", "isnode(Null())", "isnode(Node(2, Node(1, Null())))",
		"exactnull(Null())", "exactnull(Node(1, Null()))", "head(Node(7, Null()))", "head(Null())",
		"Node(1, Null()) == Node(1, Null())", "Node(1, Null()) == Node(2, Null())", "Node(1, Null()).next == Null()"}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "prog.py"), []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	script := "from prog import *\n"
	for _, c := range calls {
		script += "try:\n    print(repr(" + c + "))\nexcept Exception:\n    print('error')\n"
	}
	cmd := exec.Command(py, "-c", script)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != len(calls) {
		t.Fatalf("python3 printed %d lines for %d calls", len(lines), len(calls))
	}
	m := ParseFile("prog.py", src)
	for k, c := range calls {
		e, probs := ParseExpr(c)
		if len(probs) > 0 {
			t.Fatalf("%s: %v", c, probs)
		}
		v, stop := ir.NewCtx(m).Eval(e, nil)
		got := "error"
		switch {
		case stop == nil:
			got = pyRepr(v)
		case stop.Status != ir.IllDefined:
			got = "unknown: " + stop.Reason
		}
		if want := strings.TrimSpace(lines[k]); got != want {
			t.Errorf("%s: specfaith %s, CPython %s", c, got, want)
		}
	}
}
