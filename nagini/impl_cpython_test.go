package nagini

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// TestImplAgainstCPython runs lowered bodies and CPython on the same
// programs and inputs (when python3 is on PATH) and compares the result
// and the arguments' post-states, or that both fail. Nagini's contract
// functions are no-ops in CPython.
func TestImplAgainstCPython(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not on PATH")
	}
	src := `from typing import List

def Requires(e): pass
def Ensures(e): pass
def Invariant(e): pass
def Decreases(e): pass
def Acc(*a): return True
def list_pred(x): return True
def Result(): pass

def ops(xs: List[int], i: int) -> List[int]:
    ys = xs
    ys.insert(i, 9)
    ys.insert(-i, 8)
    if len(ys) > 3:
        ys.pop(i)
    ys.extend(ys)
    ys.remove(9)
    return ys[::-1]

def loops(n: int) -> List[int]:
    out = []  # type: List[int]
    for i in range(n, -n, -2):
        out.append(i)
    for j in range(n):
        if j == 2:
            continue
        if j > 4:
            break
        out += [j * j]
    k = 0
    while k < len(out):
        out[k] = out[k] // 3 - out[k] % 3
        k += 1
    return out

def iterate(xs: List[int]) -> int:
    total = 0
    for x in xs:
        if x > 0 and len(xs) < 8:
            xs.append(x - 2)
        total += x
    return total

def swap(xs: List[int], i: int, j: int) -> None:
    xs[i], xs[j] = xs[j], xs[i]
    a = b = xs
    a.append(len(b))

def unpack(xs: List[int]) -> int:
    a, b, c = xs
    a, b = b, a
    (c, d), e = (a, b), c
    return a * 100 + b * 10 + c - d + e

def last(xs: List[int]) -> int:
    for i in range(len(xs)):
        pass
    return i

def strs(s: str) -> int:
    n = 0
    for c in s:
        if c in "aeiou":
            n += 1
        else:
            n -= 1
    return n

def rec(n: int) -> int:
    if n <= 1:
        return n
    return rec(n - 1) + 2 * rec(n - 2)

def aug(x: int, xs: List[int]) -> List[int]:
    x //= 2
    x **= 2
    x -= 1
    x %= 7
    xs *= 2
    xs += [x]
    xs.sort()
    xs.reverse()
    return xs
`
	cases := []struct {
		fn   string
		args []string
	}{
		{"ops", []string{"[1, 2, 3]", "1"}}, {"ops", []string{"[1, 2, 3]", "-5"}}, {"ops", []string{"[]", "0"}},
		{"ops", []string{"[4]", "7"}}, {"ops", []string{"[5, 6, 7, 8]", "-2"}},
		{"loops", []string{"0"}}, {"loops", []string{"3"}}, {"loops", []string{"7"}},
		{"iterate", []string{"[]"}}, {"iterate", []string{"[3, -1]"}}, {"iterate", []string{"[5, 5]"}},
		{"swap", []string{"[1, 2, 3]", "0", "2"}}, {"swap", []string{"[1, 2, 3]", "-1", "1"}}, {"swap", []string{"[1]", "0", "1"}},
		{"unpack", []string{"[1, 2, 3]"}}, {"unpack", []string{"[1, 2]"}},
		{"last", []string{"[4, 4, 4]"}}, {"last", []string{"[]"}},
		{"strs", []string{`"education"`}}, {"strs", []string{`""`}},
		{"rec", []string{"0"}}, {"rec", []string{"9"}},
		{"aug", []string{"9", "[3, 1]"}}, {"aug", []string{"-5", "[]"}},
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "prog.py"), []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	// CPython, one process: per case the result and the arguments
	// afterwards, or "error".
	script := "import prog\n"
	for _, c := range cases {
		script += "args = [" + strings.Join(c.args, ", ") + "]\ntry:\n    r = prog." + c.fn + "(*args)\n    print(repr(r), repr(args))\nexcept Exception as e:\n    print('error')\n"
	}
	cmd := exec.Command(py, "-c", script)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != len(cases) {
		t.Fatalf("python3 printed %d lines for %d cases", len(lines), len(cases))
	}
	m := ParseFile("prog.py", src)
	for k, c := range cases {
		want := strings.TrimSpace(lines[k])
		var vals []ir.Value
		for _, a := range c.args {
			v, err := ParseValue(a)
			if err != nil {
				t.Fatal(err)
			}
			vals = append(vals, v)
		}
		res, stop := ir.NewCtx(m).Run(m.Impls[c.fn], m.Impls, vals, 0)
		got := "error"
		if stop != nil {
			if stop.Status != ir.IllDefined {
				got = "unknown: " + stop.Reason
			}
		} else {
			r := "None"
			if len(res.Results) == 1 {
				r = pyRepr(res.Results[0])
			}
			var post []string
			for i, v := range vals {
				if res.Post[i] != nil {
					v = res.Post[i]
				}
				post = append(post, pyRepr(v))
			}
			got = r + " [" + strings.Join(post, ", ") + "]"
		}
		if want == "error" && strings.HasPrefix(got, "unknown: unknown name") {
			// UnboundLocalError: the runner does not claim it, it does not
			// know the name (reading a local never assigned)
			continue
		}
		if got != want {
			t.Errorf("%s(%s): runner %s, CPython %s", c.fn, strings.Join(c.args, ", "), got, want)
		}
	}
}

// pyRepr prints the values these programs use as Python's repr does.
func pyRepr(v ir.Value) string {
	switch x := v.(type) {
	case ir.Bool:
		if x {
			return "True"
		}
		return "False"
	case ir.Seq:
		if x.Str {
			return "'" + seqString(x) + "'"
		}
		var el []string
		for _, e := range x.Elems {
			el = append(el, pyRepr(e))
		}
		return "[" + strings.Join(el, ", ") + "]"
	case ir.Tuple:
		var el []string
		for _, e := range x.Elems {
			el = append(el, pyRepr(e))
		}
		if len(el) == 1 {
			return "(" + el[0] + ",)"
		}
		return "(" + strings.Join(el, ", ") + ")"
	case ir.Float:
		r := FloatRepr(float64(x)) // repr() prints nan and inf bare
		r = strings.ReplaceAll(strings.ReplaceAll(r, "float('nan')", "nan"), "float('inf')", "inf")
		return r
	}
	return v.String()
}
