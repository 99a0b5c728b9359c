package analyzers

import (
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// A surviving mutant is shown as its line before and after the change
// ("`m := s[0];` → `m := s[0] - 1;`"), written by editing the source
// text where the changed expression is, in the file's own spelling.

// mutatedLine is the statement's first line with the mutation applied,
// or "" when the change cannot be placed in the text (an unread range, a
// change outside the first line, or none: swapped branches; an expression
// a front end made up when lowering — a loop's hidden index — has no
// source span, and is refused so).
func mutatedLine(src string, voc *ir.Vocab, at ir.Range, orig, repl ir.Expr) string {
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
	return ir.OneLine(line)
}

// changeText is the source edit that turns orig into repl.
func changeText(src string, voc *ir.Vocab, orig, repl ir.Expr) (start, end int, text string, ok bool) {
	r := orig.Span()
	if r.Start.Offset < 0 || r.End.Offset > len(src) || r.Start.Offset >= r.End.Offset {
		return 0, 0, "", false
	}
	old := src[r.Start.Offset:r.End.Offset]
	switch y := repl.(type) {
	case *ir.Lit: // a constant moved by one
		if _, isLit := orig.(*ir.Lit); !isLit || strings.TrimSpace(old) == "" {
			return 0, 0, "", false
		}
		return r.Start.Offset, r.End.Offset, y.Val.String(), true
	case *ir.Unary: // the condition negated
		if y.Op != ir.OpNot || y.X != orig {
			return 0, 0, "", false
		}
		return r.Start.Offset, r.End.Offset, voc.Negate(old), true
	case *ir.Binary:
		if y.X == orig { // the value moved by one
			sign := " + 1"
			if y.Op == ir.OpSub {
				sign = " - 1"
			}
			switch orig.(type) {
			case *ir.Ident, *ir.Index, *ir.Call, *ir.Member, *ir.Binary, *ir.Lit:
				return r.End.Offset, r.End.Offset, sign, true
			}
			return r.Start.Offset, r.End.Offset, "(" + old + ")" + sign, true
		}
		ob, isBin := orig.(*ir.Binary)
		if !isBin || ob.X != y.X || ob.Y != y.Y { // an operator swapped
			return 0, 0, "", false
		}
		gs, ge := ob.X.Span().End.Offset, ob.Y.Span().Start.Offset
		if gs < r.Start.Offset || ge > r.End.Offset || gs >= ge {
			return 0, 0, "", false
		}
		gap := src[gs:ge]
		tok := strings.Trim(gap, " \t\r\n()")
		if voc == nil {
			return 0, 0, "", false
		}
		// The file's own spellings (the front end's Vocab): the token
		// must be one of the operator's, and the new one is written in
		// the same style.
		known := false
		for _, sp := range voc.Ops[ob.Op] {
			known = known || tok == sp
		}
		if !known {
			return 0, 0, "", false
		}
		at := gs + strings.Index(gap, tok)
		word := y.Op.String()
		unicode := voc.Unicode && tok == voc.Eq || tok != "" && tok[0] >= 0x80
		if u, ok := voc.UnicodeOps[y.Op]; ok && unicode {
			word = u
		}
		return at, at + len(tok), word, true
	}
	return 0, 0, "", false
}
