// Package dafny is specfaith's Dafny front end: a parser from Dafny source
// into the contract IR (package ir), Dafny's semantics where they differ from the neutral
// defaults, a printer back to Dafny, and (later) the toolchain adapter.
package dafny

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/specfaith/specfaith/ir"
)

type tokKind int

const (
	tEOF tokKind = iota
	tIdent
	tInt
	tReal
	tChar
	tString
	tOp // punctuation and operators; text in tok.text
	tBad
)

type token struct {
	kind tokKind
	text string // source text; for strings and chars the decoded value
	pos  ir.Pos
	end  ir.Pos
}

// comment is a source comment, kept for doc comments.
type comment struct {
	text       string
	start, end ir.Pos
	block      bool
}

type lexer struct {
	src      string
	off      int
	line     int
	lineOff  int
	toks     []token
	comments []comment
	problems []ir.Problem
}

// maxTokens bounds the work done on one file.
const maxTokens = 2_000_000

func (l *lexer) pos() ir.Pos {
	return ir.Pos{Offset: l.off, Line: l.line, Col: l.off - l.lineOff + 1}
}

// maxProblems caps reported problems per file: garbage input would
// otherwise produce one per byte.
const maxProblems = 50

func (l *lexer) problem(start ir.Pos, msg string) {
	if len(l.problems) >= maxProblems {
		return
	}
	l.problems = append(l.problems, ir.Problem{
		R: ir.Range{Start: start, End: l.pos()}, Severity: ir.SevError, Code: "syntax", Message: msg,
	})
}

func (l *lexer) advance(n int) {
	for i := 0; i < n && l.off < len(l.src); i++ {
		if l.src[l.off] == '\n' {
			l.line++
			l.lineOff = l.off + 1
		}
		l.off++
	}
}

// threeCharOps and twoCharOps are matched longest first.
var fourCharOps = []string{"<==>"}
var threeCharOps = []string{"==>", "<==", "-->", "!in", "..."}
var twoCharOps = []string{"==", "!=", "<=", ">=", "&&", "||", "!!", ":=", "::", "..", "=>", "->", "~>", "<-", ":|"}

func lex(src string) *lexer {
	l := &lexer{src: src, line: 1, toks: make([]token, 0, len(src)/6+16)}
	for len(l.toks) < maxTokens {
		l.skipSpace()
		if l.off >= len(src) {
			break
		}
		start := l.pos()
		c := src[l.off]
		switch {
		case isIdentStart(c) || c >= utf8.RuneSelf && isIdentRune(src[l.off:]):
			l.ident(start)
		case c >= '0' && c <= '9':
			l.number(start)
		case c == '\'':
			l.char(start)
		case c == '"':
			l.str(start, false)
		case c == '@' && l.off+1 < len(src) && src[l.off+1] == '"':
			l.advance(1)
			l.str(start, true)
		case l.off == 0 && strings.HasPrefix(src, byteOrderMark):
			// A UTF-8 byte order mark opening the file is not text.
			l.advance(len(byteOrderMark))
		default:
			l.op(start)
		}
	}
	if len(l.toks) >= maxTokens {
		l.problem(l.pos(), "file has too many tokens to analyse")
	}
	p := l.pos()
	l.toks = append(l.toks, token{kind: tEOF, pos: p, end: p})
	return l
}

// byteOrderMark is U+FEFF in UTF-8, which some editors write first.
const byteOrderMark = "\uFEFF"

func isIdentStart(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func isIdentRune(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLetter(r)
}

func isIdentPart(c byte) bool {
	return isIdentStart(c) || c >= '0' && c <= '9' || c == '\'' || c == '?'
}

func (l *lexer) skipSpace() {
	for l.off < len(l.src) {
		c := l.src[l.off]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			l.advance(1)
		case strings.HasPrefix(l.src[l.off:], "//"):
			start := l.pos()
			end := strings.IndexByte(l.src[l.off:], '\n')
			if end < 0 {
				end = len(l.src) - l.off
			}
			text := l.src[l.off : l.off+end]
			l.advance(end)
			l.comments = append(l.comments, comment{text: text, start: start, end: l.pos()})
		case strings.HasPrefix(l.src[l.off:], "/*"):
			l.blockComment()
		default:
			return
		}
	}
}

// blockComment skips a (nestable, as in Dafny) block comment.
func (l *lexer) blockComment() {
	start := l.pos()
	from := l.off
	depth := 0
	for l.off < len(l.src) {
		switch {
		case strings.HasPrefix(l.src[l.off:], "/*"):
			depth++
			l.advance(2)
		case strings.HasPrefix(l.src[l.off:], "*/"):
			depth--
			l.advance(2)
			if depth == 0 {
				l.comments = append(l.comments, comment{text: l.src[from:l.off], start: start, end: l.pos(), block: true})
				return
			}
		default:
			l.advance(1)
		}
	}
	l.problem(start, "unterminated comment")
}

func (l *lexer) emit(kind tokKind, text string, start ir.Pos) {
	l.toks = append(l.toks, token{kind: kind, text: text, pos: start, end: l.pos()})
}

func (l *lexer) ident(start ir.Pos) {
	from := l.off
	for l.off < len(l.src) {
		c := l.src[l.off]
		if isIdentPart(c) {
			l.advance(1)
			continue
		}
		if c >= utf8.RuneSelf {
			r, n := utf8.DecodeRuneInString(l.src[l.off:])
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				l.off += n // multi-byte letters never contain '\n'
				continue
			}
		}
		break
	}
	l.emit(tIdent, l.src[from:l.off], start)
}

func (l *lexer) number(start ir.Pos) {
	from := l.off
	if strings.HasPrefix(l.src[l.off:], "0x") {
		l.advance(2)
		for l.off < len(l.src) && (isHex(l.src[l.off]) || l.src[l.off] == '_') {
			l.advance(1)
		}
		l.emit(tInt, strings.ReplaceAll(l.src[from:l.off], "_", ""), start)
		return
	}
	for l.off < len(l.src) && (l.src[l.off] >= '0' && l.src[l.off] <= '9' || l.src[l.off] == '_') {
		l.advance(1)
	}
	kind := tInt
	if l.off+1 < len(l.src) && l.src[l.off] == '.' && l.src[l.off+1] >= '0' && l.src[l.off+1] <= '9' {
		kind = tReal
		l.advance(1)
		for l.off < len(l.src) && (l.src[l.off] >= '0' && l.src[l.off] <= '9' || l.src[l.off] == '_') {
			l.advance(1)
		}
	}
	l.emit(kind, strings.ReplaceAll(l.src[from:l.off], "_", ""), start)
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// escape decodes one escape sequence after a backslash.
func (l *lexer) escape() (rune, bool) {
	if l.off >= len(l.src) {
		return 0, false
	}
	c := l.src[l.off]
	l.advance(1)
	switch c {
	case 'n':
		return '\n', true
	case 't':
		return '\t', true
	case 'r':
		return '\r', true
	case '0':
		return 0, true
	case '\\', '\'', '"':
		return rune(c), true
	case 'u':
		if l.off+4 <= len(l.src) {
			var r rune
			for i := 0; i < 4; i++ {
				h := l.src[l.off+i]
				if !isHex(h) {
					return 0, false
				}
				r = r*16 + rune(hexVal(h))
			}
			l.advance(4)
			return r, true
		}
	}
	return 0, false
}

func hexVal(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	}
	return int(c-'A') + 10
}

func (l *lexer) char(start ir.Pos) {
	// A quote may also start nothing meaningful; Dafny identifiers never start with it.
	l.advance(1)
	if l.off >= len(l.src) {
		l.problem(start, "unterminated character literal")
		l.emit(tBad, "'", start)
		return
	}
	var r rune
	if l.src[l.off] == '\\' {
		l.advance(1)
		var ok bool
		if r, ok = l.escape(); !ok {
			l.problem(start, "bad escape in character literal")
		}
	} else {
		var n int
		r, n = utf8.DecodeRuneInString(l.src[l.off:])
		l.advance(n)
	}
	if l.off >= len(l.src) || l.src[l.off] != '\'' {
		l.problem(start, "unterminated character literal")
		l.emit(tBad, "'", start)
		return
	}
	l.advance(1)
	l.emit(tChar, string(r), start)
}

func (l *lexer) str(start ir.Pos, verbatim bool) {
	l.advance(1)
	var sb strings.Builder
	for {
		if l.off >= len(l.src) || !verbatim && l.src[l.off] == '\n' {
			l.problem(start, "unterminated string literal")
			l.emit(tBad, sb.String(), start)
			return
		}
		c := l.src[l.off]
		switch {
		case c == '"' && verbatim && l.off+1 < len(l.src) && l.src[l.off+1] == '"':
			sb.WriteByte('"')
			l.advance(2)
		case c == '"':
			l.advance(1)
			l.emit(tString, sb.String(), start)
			return
		case c == '\\' && !verbatim:
			l.advance(1)
			r, ok := l.escape()
			if !ok {
				l.problem(start, "bad escape in string literal")
			}
			sb.WriteRune(r)
		default:
			r, n := utf8.DecodeRuneInString(l.src[l.off:])
			sb.WriteRune(r)
			l.advance(n)
		}
	}
}

// multiCharStart are the first bytes of multi-character operators.
const multiCharStart = "<=>!-&|:.~"

func (l *lexer) op(start ir.Pos) {
	rest := l.src[l.off:]
	if strings.IndexByte(multiCharStart, rest[0]) < 0 {
		goto single
	}
	for _, set := range [][]string{fourCharOps, threeCharOps, twoCharOps} {
		for _, o := range set {
			if strings.HasPrefix(rest, o) {
				// "!in" only when "in" is a whole word.
				if o == "!in" && len(rest) > 3 && isIdentPart(rest[3]) {
					continue
				}
				l.advance(len(o))
				l.emit(tOp, o, start)
				return
			}
		}
	}
single:
	c := rest[0]
	// '@' names a label: old@L(e), unchanged@L(e).
	if strings.IndexByte("+-*/%<>=!&|^~()[]{},;:.#?`@", c) >= 0 {
		l.advance(1)
		l.emit(tOp, string(c), start)
		return
	}
	_, n := utf8.DecodeRuneInString(rest)
	if n == 0 {
		n = 1
	}
	l.advance(n)
	l.problem(start, "unexpected character "+strconvQuote(rest[:n]))
	l.emit(tBad, rest[:n], start)
}

func strconvQuote(s string) string {
	if !utf8.ValidString(s) {
		return "byte 0x" + string("0123456789abcdef"[s[0]>>4]) + string("0123456789abcdef"[s[0]&15])
	}
	return "'" + s + "'"
}
