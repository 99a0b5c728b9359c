package analyzers

import (
	"strings"

	"github.com/specfaith/specfaith/spec"
)

// A surviving mutant is shown as its line before and after the change
// ("`m := s[0];` → `m := s[0] - 1;`"), written by editing the source
// text where the changed expression is, in the file's own spelling.

// spellings are how each swappable operator may be written, longest
// first within a language family.
var spellings = map[spec.Op][]string{
	spec.OpLt: {"<"}, spec.OpLe: {"<=", "≤"}, spec.OpGt: {">"}, spec.OpGe: {">=", "≥"},
	spec.OpEq: {"==", "="}, spec.OpNe: {"!=", "≠"}, spec.OpAdd: {"+"}, spec.OpSub: {"-"},
}

// unicodeOp is the Lean spelling of an operator when the file uses it.
var unicodeOp = map[spec.Op]string{spec.OpLe: "≤", spec.OpGe: "≥", spec.OpNe: "≠", spec.OpEq: "="}

// mutatedLine is the statement's first line with the mutation applied,
// or "" when the change cannot be placed in the text (an unread range, a
// change outside the first line, or none: swapped branches; an expression
// a front end made up when lowering — a loop's hidden index — has no
// source span, and is refused so).
func mutatedLine(src string, voc *spec.Vocab, at spec.Range, orig, repl spec.Expr) string {
	if orig == nil || repl == nil {
		return ""
	}
	lineStart, lineEnd := at.Start.Offset, at.End.Offset
	if lineStart < 0 || lineEnd > len(src) || lineStart >= lineEnd {
		return ""
	}
	if i := strings.IndexByte(src[lineStart:lineEnd], '\n'); i >= 0 {
		lineEnd = lineStart + i
	}
	// A comment ending the line is no part of the statement (a while
	// header has no ';' to end it before one).
	lineEnd = lineStart + voc.CodeEnd(src[lineStart:lineEnd])
	start, end, text, ok := changeText(src, voc, orig, repl)
	if !ok || start < lineStart || end > lineEnd || start > end {
		return ""
	}
	line := src[lineStart:start] + text + src[end:lineEnd]
	if i := strings.IndexByte(line, '{'); i > 0 && strings.IndexByte(src[lineStart:lineEnd], '{') > 0 {
		line = line[:i] // a block opened on the same line
	}
	return spec.OneLine(line)
}

// changeText is the source edit that turns orig into repl.
func changeText(src string, voc *spec.Vocab, orig, repl spec.Expr) (start, end int, text string, ok bool) {
	r := orig.Span()
	if r.Start.Offset < 0 || r.End.Offset > len(src) || r.Start.Offset >= r.End.Offset {
		return 0, 0, "", false
	}
	old := src[r.Start.Offset:r.End.Offset]
	switch y := repl.(type) {
	case *spec.Lit: // a constant moved by one
		if _, isLit := orig.(*spec.Lit); !isLit || strings.TrimSpace(old) == "" {
			return 0, 0, "", false
		}
		return r.Start.Offset, r.End.Offset, y.Val.String(), true
	case *spec.Unary: // the condition negated
		if y.Op != spec.OpNot || y.X != orig {
			return 0, 0, "", false
		}
		return r.Start.Offset, r.End.Offset, voc.Negate(old), true
	case *spec.Binary:
		if y.X == orig { // the value moved by one
			sign := " + 1"
			if y.Op == spec.OpSub {
				sign = " - 1"
			}
			switch orig.(type) {
			case *spec.Ident, *spec.Index, *spec.Call, *spec.Member, *spec.Binary, *spec.Lit:
				return r.End.Offset, r.End.Offset, sign, true
			}
			return r.Start.Offset, r.End.Offset, "(" + old + ")" + sign, true
		}
		ob, isBin := orig.(*spec.Binary)
		if !isBin || ob.X != y.X || ob.Y != y.Y { // an operator swapped
			return 0, 0, "", false
		}
		gs, ge := ob.X.Span().End.Offset, ob.Y.Span().Start.Offset
		if gs < r.Start.Offset || ge > r.End.Offset || gs >= ge {
			return 0, 0, "", false
		}
		gap := src[gs:ge]
		tok := strings.Trim(gap, " \t\r\n()")
		known := false
		for _, sp := range spellings[ob.Op] {
			known = known || tok == sp
		}
		if !known {
			return 0, 0, "", false
		}
		at := gs + strings.Index(gap, tok)
		word := y.Op.String()
		if u, ok := unicodeOp[y.Op]; ok && (voc != nil && voc.Unicode && tok == "=" || strings.ContainsAny(tok, "≤≥≠")) {
			word = u
		}
		return at, at + len(tok), word, true
	}
	return 0, 0, "", false
}
