package nagini

import (
	"strings"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// runImpl parses src, runs the implementation of name on args (Python
// literals) and returns the results and post-states as Python-ish text,
// or the stop.
func runImpl(t *testing.T, src, name string, fuel int, args ...string) (string, *ir.Stop) {
	t.Helper()
	m := ParseFile("t.py", src)
	if len(m.Problems) > 0 {
		t.Fatalf("problems: %v", m.Problems)
	}
	im := m.Impls[name]
	if im == nil {
		t.Fatalf("no implementation of %s (have %v)", name, keys(m.Impls))
	}
	var vals []ir.Value
	for _, a := range args {
		v, err := ParseValue(a)
		if err != nil {
			t.Fatal(err)
		}
		vals = append(vals, v)
	}
	res, stop := ir.NewCtx(m).Run(im, m.Impls, vals, fuel)
	if stop != nil {
		return "", stop
	}
	var parts []string
	for _, r := range res.Results {
		parts = append(parts, r.String())
	}
	out := strings.Join(parts, ", ")
	for i, p := range res.Post {
		// a list parameter's post-state, when the run changed it
		if p != nil && !ir.Equal(p, vals[i]) {
			out += " | " + im.Params[i].Name + "=" + p.String()
		}
	}
	return out, nil
}

func keys(m map[string]*ir.Impl) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

func wantRun(t *testing.T, src, name, want string, args ...string) {
	t.Helper()
	got, stop := runImpl(t, src, name, 0, args...)
	if stop != nil {
		t.Errorf("%s(%s): stopped: %s (%s)", name, strings.Join(args, ", "), stop.Reason, stop.Status)
		return
	}
	if got != want {
		t.Errorf("%s(%s) = %s, want %s", name, strings.Join(args, ", "), got, want)
	}
}

func wantStop(t *testing.T, src, name string, status ir.Status, reason string, fuel int, args ...string) {
	t.Helper()
	got, stop := runImpl(t, src, name, fuel, args...)
	if stop == nil {
		t.Errorf("%s(%s) = %s, want a stop (%s)", name, strings.Join(args, ", "), got, reason)
		return
	}
	if stop.Status != status || !strings.Contains(stop.Reason, reason) {
		t.Errorf("%s(%s): stop %s %q, want %s containing %q", name, strings.Join(args, ", "), stop.Status, stop.Reason, status, reason)
	}
}

const implHeader = "from nagini_contracts.contracts import *\nfrom typing import List\n\n"

// TestImplSelectionSort: nested loops, in-place swaps through a tuple
// assignment, the caller's list changed.
func TestImplSelectionSort(t *testing.T) {
	src := implHeader + `
def sort(xs: List[int]) -> None:
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)))
    n = len(xs)
    for i in range(n):
        m = i
        for j in range(i + 1, n):
            Invariant(Acc(list_pred(xs)))
            if xs[j] < xs[m]:
                m = j
        xs[i], xs[m] = xs[m], xs[i]
`
	wantRun(t, src, "sort", " | xs=[1, 2, 3, 5, 9]", "[5, 3, 9, 1, 2]")
	wantRun(t, src, "sort", "", "[]")
	// An off-by-one in the inner loop leaves the list unsorted: the run
	// shows it, and indexing past the end is an IndexError.
	buggy := strings.Replace(src, "range(i + 1, n)", "range(i + 2, n)", 1)
	wantRun(t, buggy, "sort", "", "[2, 1]") // unchanged: not sorted
	oob := strings.Replace(src, "range(i + 1, n)", "range(i + 1, n + 1)", 1)
	wantStop(t, oob, "sort", ir.IllDefined, "", 0, "[2, 1]")
	wantRun(t, src, "sort", " | xs=[-1, -1, 0]", "[0, -1, -1]")
}

// TestImplLinearSearch: an early return from inside a loop, the
// fall-through return, and a failing case (a wrong answer is seen).
func TestImplLinearSearch(t *testing.T) {
	src := implHeader + `
def find(xs: List[int], x: int) -> int:
    Ensures(Result() >= -1)
    i = 0
    while i < len(xs):
        Invariant(0 <= i and i <= len(xs))
        if xs[i] == x:
            return i
        i += 1
    return -1

def find_last(xs: List[int], x: int) -> int:
    r = -1
    for i in range(len(xs)):
        if xs[i] == x: r = i
    return r

def broken(xs: List[int], x: int) -> int:
    for i in range(len(xs)):
        if xs[i] == x:
            break
    return i
`
	wantRun(t, src, "find", "2", "[4, 5, 6, 6]", "6")
	wantRun(t, src, "find", "-1", "[4, 5]", "7")
	wantRun(t, src, "find_last", "3", "[4, 5, 6, 6]", "6")
	// The loop variable outlives the loop with its last value.
	wantRun(t, src, "broken", "1", "[4, 5, 6, 6]", "5")
	wantRun(t, src, "broken", "3", "[4, 5, 6, 6]", "7")
	// Never assigned when the loop does not run: unknown, not a guess.
	wantStop(t, src, "broken", ir.Unknown, "unknown name", 0, "[]", "7")
}

// TestImplAppendResult: a function building its result with append,
// extend, insert and pop, and a for-each loop.
func TestImplAppendResult(t *testing.T) {
	src := implHeader + `
def evens(xs: List[int]) -> List[int]:
    res = []  # type: List[int]
    for x in xs:
        if x % 2 == 0:
            res.append(x)
    return res

def ops(xs: List[int]) -> List[int]:
    ys = list(xs)
    ys.extend([7, 8])
    ys.insert(0, 1)
    ys.insert(-1, 2)
    last = ys.pop()
    first = ys.pop(0)
    ys.append(last * 10 + first)
    ys.pop(-2)
    return ys

def total(xs: List[int]) -> int:
    s: int = 0
    for x in xs:
        s += x
    return s
`
	wantRun(t, src, "evens", "[4, 0, -2]", "[1, 4, 3, 0, -2]")
	wantRun(t, src, "evens", "[]", "[1]")
	// [5] → extend [5, 7, 8] → insert(0,1) [1, 5, 7, 8] → insert(-1,2)
	// [1, 5, 7, 2, 8] → pop 8 → pop(0) 1 → [5, 7, 2, 81] → pop(-2) [5, 7, 81]
	wantRun(t, src, "ops", "[5, 7, 81]", "[5]")
	wantRun(t, src, "total", "6", "[1, 2, 3]")
	m := ParseFile("t.py", src)
	got, stop := runImpl(t, src, "ops", 0, "[]")
	_ = m
	if stop != nil || got != "[7, 81]" {
		t.Errorf("ops([]) = %s, %v", got, stop)
	}
	// pop from an empty list is an IndexError: ill-defined.
	src2 := implHeader + "def p(xs: List[int]) -> int:\n    return xs.pop()\n\ndef q(xs: List[int]) -> int:\n    v = xs.pop()\n    return v\n"
	wantStop(t, src2, "q", ir.IllDefined, "", 0, "[]")
	wantRun(t, src2, "q", "3 | xs=[1]", "[1, 3]")
}

// TestImplAliasing: b = a shares the list; += extends in place for a
// list and rebinds an int; a + [1] builds a new list.
func TestImplAliasing(t *testing.T) {
	src := implHeader + `
def alias(a: List[int]) -> int:
    b = a
    b.append(1)
    return len(a)

def copy(a: List[int]) -> int:
    b = a + []
    b.append(1)
    return len(a)

def plus(a: List[int]) -> int:
    b = a
    b += [2, 3]
    n = 1
    m = n
    m += 1
    return len(a) * 10 + n
`
	wantRun(t, src, "alias", "3 | a=[5, 6, 1]", "[5, 6]")
	wantRun(t, src, "copy", "2", "[5, 6]")
	wantRun(t, src, "plus", "41 | a=[5, 6, 2, 3]", "[5, 6]")
}

// TestImplCalls: a call between functions changes the caller's list; a
// @Pure function stays an expression; a callee's precondition is
// checked; a call inside an expression is not run.
func TestImplCalls(t *testing.T) {
	src := implHeader + `
@Pure
def double(x: int) -> int:
    return 2 * x

def push(xs: List[int], v: int) -> None:
    Requires(v >= 0)
    xs.append(double(v))

def caller(xs: List[int]) -> int:
    push(xs, 1)
    push(xs, 2)
    n = count(xs)
    return n

def count(xs: List[int]) -> int:
    return len(xs)

def bad(xs: List[int]) -> None:
    push(xs, -1)

def nested(xs: List[int]) -> int:
    return count(xs) + 1

def fact(n: int) -> int:
    Requires(n >= 0)
    if n == 0:
        return 1
    return n * fact(n - 1)

def fib(n: int) -> int:
    if n < 2:
        return n
    r = fib(n - 1) + fib(n - 2)
    return r

def squares(n: int) -> List[int]:
    res = []  # type: List[int]
    for i in range(n):
        res.append(fact(i) * fact(i))
    if count(res) > 2:
        res.append(0)
    return res

def after_read(xs: List[int]) -> int:
    return len(xs) + grow(xs)

def grow(xs: List[int]) -> int:
    xs.append(0)
    return 0

def cond(xs: List[int]) -> bool:
    return len(xs) > 0 and count(xs) > 1
`
	wantRun(t, src, "caller", "3 | xs=[9, 2, 4]", "[9]")
	wantStop(t, src, "bad", ir.IllDefined, "precondition", 0, "[]")
	// Calls inside expressions run before the rest when Python's order
	// allows it.
	wantRun(t, src, "nested", "1", "[]")
	wantRun(t, src, "fact", "120", "5")
	wantStop(t, src, "fact", ir.IllDefined, "precondition", 0, "-1")
	wantRun(t, src, "fib", "13", "7")
	wantRun(t, src, "squares", "[1, 1, 4, 36, 0]", "4")
	wantRun(t, src, "squares", "[1, 1]", "2")
	// Python reads len(xs) before grow changes xs, and evaluates count
	// only when the list is not empty: not reordered, not run.
	wantStop(t, src, "after_read", ir.Unknown, "inside an expression", 0, "[]")
	wantStop(t, src, "cond", ir.Unknown, "inside an expression", 0, "[]")
}

// TestImplUnread: a statement the lowering cannot run makes the run
// unknown with its reason, but only when it is reached.
func TestImplUnread(t *testing.T) {
	src := implHeader + `
def f(x: int) -> int:
    if x > 0:
        return x
    raise ValueError()

def g(d: List[int]) -> int:
    s = {1}
    s.add(2)
    return 0

class C:
    def __init__(self) -> None:
        self.v = 0

    def m(self, x: int) -> int:
        if x > 0:
            return x + 1
        return self.v
`
	wantRun(t, src, "f", "3", "3")
	wantStop(t, src, "f", ir.Unknown, "exceptions", 0, "0")
	// The stop points at the statement: line 8 of src, column 5.
	if _, stop := runImpl(t, src, "f", 0, "0"); stop == nil || stop.R.Start.Line != 8 || stop.R.Start.Col != 5 {
		t.Errorf("raise: stop at %+v, want line 8, column 5", stop)
	}
	wantStop(t, src, "g", ir.Unknown, "set and dict mutation", 0, "[]")
	// self is the method's first input (the run does not read it here).
	wantRun(t, src, "C.m", "5", "None", "4")
	// self.v read on a self that is None: not a value the run knows.
	wantStop(t, src, "C.m", ir.Unknown, `unknown member "v"`, 0, "None", "0")
}

// TestImplFuel: while True: pass runs out of fuel (unknown), and a
// false assert is ill-defined.
func TestImplFuel(t *testing.T) {
	src := implHeader + `
def spin() -> None:
    while True:
        pass

def check(x: int) -> int:
    assert x > 0, "positive"
    Assert(x != 5)
    return x
`
	wantStop(t, src, "spin", ir.Unknown, "fuel", 500)
	wantRun(t, src, "check", "3", "3")
	wantStop(t, src, "check", ir.IllDefined, "assertion", 0, "0")
	wantStop(t, src, "check", ir.IllDefined, "assertion", 0, "5")
}

// TestImplPythonSemantics: names assigned in a branch outlive it,
// elif chains, range with a step (Python's rules, step 0 a ValueError),
// iterating a list that the loop appends to (CPython's list iterator
// sees the append), strings iterate as 1-character strings, unpacking
// checks the count, a = b = [] aliases.
func TestImplPythonSemantics(t *testing.T) {
	src := implHeader + `
def sign(x: int) -> int:
    if x > 0:
        r = 1
    elif x == 0:
        r = 0
    else:
        r = -1
    return r

def steps(a: int, b: int, s: int) -> List[int]:
    out = []
    for i in range(a, b, s):
        out.append(i)
    return out

def grow(xs: List[int]) -> int:
    n = 0
    for x in xs:
        if x > 0:
            xs.append(x - 1)
        n += 1
    return n

def chars(s: str) -> int:
    k = 0
    for c in s:
        if c == 'a':
            k += 1
    return k

def unpack(p: List[int]) -> int:
    a, b = p
    return a - b

def chain() -> int:
    a = b = []
    a.append(1)
    return len(b)
`
	wantRun(t, src, "sign", "1", "5")
	wantRun(t, src, "sign", "0", "0")
	wantRun(t, src, "sign", "-1", "-3")
	wantRun(t, src, "steps", "[1, 4, 7]", "1", "9", "3")
	wantRun(t, src, "steps", "[5, 3]", "5", "1", "-2")
	wantRun(t, src, "steps", "[]", "5", "1", "2")
	wantStop(t, src, "steps", ir.IllDefined, "step", 0, "0", "3", "0")
	// [2] → 2 appends 1, 1 appends 0, 0: three iterations.
	wantRun(t, src, "grow", "3 | xs=[2, 1, 0]", "[2]")
	wantRun(t, src, "chars", "3", `"banana"`)
	wantRun(t, src, "unpack", "-1", "[2, 3]")
	wantStop(t, src, "unpack", ir.IllDefined, "unpack", 0, "[1, 2, 3]")
	wantRun(t, src, "chain", "1")
}

// TestImplNestedLists: the runner keeps a list inside a list as a value,
// so changing an element list in place (through a loop variable, an
// index read or a callee) is unread when it happens, never a silent
// copy; reading one, or changing an int that came from a list, runs.
func TestImplNestedLists(t *testing.T) {
	src := implHeader + `
def rows(m: List[List[int]]) -> None:
    for row in m:
        row.append(0)

def first(m: List[List[int]]) -> None:
    r = m[0]
    r[0] = 5

def add(xs: List[int]) -> None:
    xs.append(1)

def via_call(m: List[List[int]]) -> None:
    add(m[0])

def sums(m: List[List[int]]) -> int:
    s = 0
    for row in m:
        for x in row:
            s += x
    return s

def ints(xs: List[int]) -> int:
    v = xs[0]
    v += 1
    return v
`
	wantStop(t, src, "rows", ir.Unknown, "inside another list", 0, "[[1], [2]]")
	wantRun(t, src, "rows", "", "[]") // no element: nothing changed
	wantStop(t, src, "first", ir.Unknown, "inside another list", 0, "[[1]]")
	wantStop(t, src, "via_call", ir.Unknown, "inside another list", 0, "[[1]]")
	wantRun(t, src, "sums", "10", "[[1, 2], [3], [4]]")
	wantRun(t, src, "ints", "8", "[7]")
}

// TestImplQuickSort: a recursive function whose results are fresh lists
// (or its argument) is run; a callee returning an element of a list
// makes changing its result in place unread.
func TestImplQuickSort(t *testing.T) {
	src := implHeader + `
def quickSort(arr: List[int]) -> List[int]:
    less = []  # type: List[int]
    pivotList = []  # type: List[int]
    more = []  # type: List[int]
    if len(arr) <= 1:
        return arr
    else:
        pivot = arr[0]
        for i in arr:
            if i < pivot:
                less.append(i)
            elif i > pivot:
                more.append(i)
            else:
                pivotList.append(i)
        less = quickSort(less)
        more = quickSort(more)
        return less + pivotList + more

def head(m: List[List[int]]) -> List[int]:
    return m[0]

def grow_head(m: List[List[int]]) -> None:
    h = head(m)
    h.append(1)

def same(xs: List[int]) -> List[int]:
    ys = xs
    return ys

def grow_same(m: List[List[int]]) -> None:
    h = same(m[0])
    h.append(1)

def grow_own(m: List[int]) -> int:
    h = same(m)
    h.append(1)
    return len(m)
`
	wantRun(t, src, "quickSort", "[1, 2, 3, 3, 5]", "[3, 5, 1, 3, 2]")
	wantRun(t, src, "quickSort", "[]", "[]")
	wantStop(t, src, "grow_head", ir.Unknown, "inside another list", 0, "[[0]]")
	// same returns its argument: given an element, the result is one.
	wantStop(t, src, "grow_same", ir.Unknown, "inside another list", 0, "[[0]]")
	wantRun(t, src, "grow_own", "2 | m=[0, 1]", "[0]")
}

// TestImplAssertContracts: Assert reads Nagini's contract functions
// (Implies, Forall, Acc), and skipped ghost statements do not stop a run.
func TestImplAssertContracts(t *testing.T) {
	src := implHeader + `
def f(xs: List[int]) -> int:
    Requires(Acc(list_pred(xs)))
    Fold(list_pred(xs))
    Unfold(list_pred(xs))
    Assert(Acc(list_pred(xs)) and Forall(xs, lambda x: x > 0))
    assert Implies(len(xs) > 1, xs[0] != xs[1])
    return len(xs)
`
	wantRun(t, src, "f", "2", "[1, 2]")
	wantStop(t, src, "f", ir.IllDefined, "assertion", 0, "[1, 0]")
	wantStop(t, src, "f", ir.IllDefined, "assertion", 0, "[2, 2]")
}
