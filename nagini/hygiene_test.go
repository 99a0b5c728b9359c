package nagini

import (
	"strings"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// text is what r covers in src, checking that its offsets, lines and
// columns agree.
func text(t *testing.T, src string, r ir.Range) string {
	t.Helper()
	for _, p := range []ir.Pos{r.Start, r.End} {
		if p.Offset < 0 || p.Offset > len(src) {
			t.Fatalf("offset %d outside the text", p.Offset)
		}
		lines := strings.Split(src[:p.Offset], "\n")
		if len(lines) != p.Line || len(lines[len(lines)-1])+1 != p.Col {
			t.Errorf("position %+v: offset says line %d col %d", p, len(lines), len(lines[len(lines)-1])+1)
		}
	}
	return src[r.Start.Offset:r.End.Offset]
}

func TestHygieneFlagsAssumeAndContractOnly(t *testing.T) {
	src := `from nagini_contracts.contracts import *
import nagini_contracts.contracts as c


@ContractOnly
def ext(x: int) -> int:
    Ensures(Result() > x)
    return 0


class A:
    @ c.ContractOnly
    def m(self) -> int:
        return 1


def f(é: int) -> int:
    Assume(é > 0 and
           g(é) == [1, (2)])  # trailing comment
    y = é; c.Assume (y == é)
    return é
`
	got := Hygiene(src)
	want := []struct {
		line, col int
		text      string
		msg       string
	}{
		{5, 1, "@ContractOnly", "without verifying its body"},
		{12, 5, "@ c.ContractOnly", "weaker evidence"},
		{18, 5, "Assume(é > 0 and\n           g(é) == [1, (2)])", "taken as true without proof"},
		{20, 15, "Assume (y == é)", "weaker evidence"},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d problems, want %d: %+v", len(got), len(want), got)
	}
	for i, w := range want {
		p := got[i]
		if p.Severity != ir.SevWarning || p.Code != "hygiene" {
			t.Errorf("%d: severity %v code %q", i, p.Severity, p.Code)
		}
		if p.R.Start.Line != w.line || p.R.Start.Col != w.col {
			t.Errorf("%d: starts at %d:%d, want %d:%d", i, p.R.Start.Line, p.R.Start.Col, w.line, w.col)
		}
		if s := text(t, src, p.R); s != w.text {
			t.Errorf("%d: covers %q, want %q", i, s, w.text)
		}
		if !strings.Contains(p.Message, w.msg) {
			t.Errorf("%d: message %q lacks %q", i, p.Message, w.msg)
		}
	}
	// The byte column counts the two bytes of é.
	if got[3].R.Start.Col != 15 || got[2].R.End.Line != 19 {
		t.Errorf("ranges %v %v", got[2].R, got[3].R)
	}
}

func TestHygieneSkipsCommentsStringsAndOtherNames(t *testing.T) {
	src := `# Assume(x) in a comment
# @ContractOnly in a comment
"""A docstring that says Assume(x) and
@ContractOnly
on several lines."""
s = 'Assume(x)'
t = "it's @ContractOnly and Assume(y)"
u = r'raw \' Assume(z)'
v = b"Assume(w)" + f"{x} Assume(q)"
w = '''triple ' quotes " Assume(r) '''
MyAssume(x)
x.Assumed(y)
AssumeAll(x)
Assume = 3
from nagini_contracts.contracts import Assume, ContractOnly
def Assume(x: bool) -> None: pass
y = a @ ContractOnly
@ContractOnlyish
def g() -> None: pass
z = "unterminated Assume(
Assume(ok)
`
	got := Hygiene(src)
	if len(got) != 1 {
		t.Fatalf("got %d problems, want only the last line's: %+v", len(got), got)
	}
	if got[0].R.Start.Line != 21 || text(t, src, got[0].R) != "Assume(ok)" {
		t.Errorf("flagged %v %q", got[0].R, text(t, src, got[0].R))
	}
}

func TestHygieneOddInput(t *testing.T) {
	for _, src := range []string{"", "Assume", "Assume(", "Assume((((", "@", "@\n", "'", `"""`, "x = '''Assume(", "\\", "Assume(\"\"\"", "@c.", "\xff\xfeAssume(1)"} {
		got := Hygiene(src)
		for _, p := range got {
			text(t, src, p.R)
		}
	}
	if got := Hygiene("Assume(\n"); len(got) != 1 || got[0].R.End.Offset != len("Assume(") {
		t.Errorf("unclosed call: %+v", got)
	}
	if got := Hygiene("\xffAssume(1)"); len(got) != 0 {
		t.Errorf("a name glued to a non-ASCII byte is another name: %+v", got)
	}
	if got := Hygiene("x=1\r\nAssume(x)\r\n"); len(got) != 1 || got[0].R.Start.Line != 2 || got[0].R.Start.Col != 1 {
		t.Errorf("CRLF: %+v", got)
	}
}

// TestHygieneNeverPanics feeds many small texts made of the characters
// the scanner cares about.
func TestHygieneNeverPanics(t *testing.T) {
	pieces := []string{"Assume", "(", ")", "@", "ContractOnly", ".", "'", `"`, "'''", `"""`, "#", "\n", `\`, "r", "f", " ", "é", "\xff", "1", "[", "}"}
	seed := uint32(1)
	for n := 0; n < 20000; n++ {
		var b strings.Builder
		for k := 0; k < 12; k++ {
			seed = seed*1664525 + 1013904223
			b.WriteString(pieces[int(seed>>16)%len(pieces)])
		}
		src := b.String()
		for _, p := range Hygiene(src) {
			if p.R.Start.Offset > p.R.End.Offset || p.R.End.Offset > len(src) || p.R.Start.Line < 1 || p.R.Start.Col < 1 {
				t.Fatalf("%q: bad range %+v", src, p.R)
			}
		}
	}
}

func TestHygieneBounded(t *testing.T) {
	src := strings.Repeat("Assume(True)\n", 1000)
	if got := Hygiene(src); len(got) != maxHygieneProblems {
		t.Errorf("got %d problems, want the bound %d", len(got), maxHygieneProblems)
	}
}
