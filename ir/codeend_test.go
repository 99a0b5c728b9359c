package ir

import "testing"

// TestCodeEnd: a line's code ends where a line comment starts outside a
// string; the comment token inside a string, a quote escaped in one, a
// name's prime (Dafny and Lean x') and no vocabulary are no comment.
func TestCodeEnd(t *testing.T) {
	dafny := &Vocab{LineComment: "//", Quotes: `"`}
	lean := &Vocab{LineComment: "--", Quotes: `"`}
	python := &Vocab{LineComment: "#", Quotes: `"'`}
	for _, tc := range []struct {
		v          *Vocab
		line, code string
	}{
		{dafny, "while i < |s| // scan", "while i < |s|"},
		{dafny, `while s != "a // b" // why`, `while s != "a // b"`},
		{dafny, `x' := "\" // " + y' // c`, `x' := "\" // " + y'`},
		{dafny, "x := a / b;", "x := a / b;"},
		{lean, "for i in [:n] do -- c", "for i in [:n] do"},
		{lean, `let s := "--" ++ x' -- c`, `let s := "--" ++ x'`},
		{python, "while i < n:  # c", "while i < n:"},
		{python, `s = '#' + "#"  # c`, `s = '#' + "#"`},
		{python, "x = a // b  # floor division, no comment", "x = a // b"},
		{nil, "while i < |s| // scan", "while i < |s| // scan"},
	} {
		if got := tc.line[:tc.v.CodeEnd(tc.line)]; got != tc.code {
			t.Errorf("%q: code %q, want %q", tc.line, got, tc.code)
		}
	}
}
