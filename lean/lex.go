// Package lean is specfaith's Lean 4 front end: a parser for the term
// language used in specifications (VERINA's precondition/postcondition
// pairs, CLEVER's problem_spec, plain Prop definitions), Lean core's
// semantics for the library functions they call, and hygiene scans.
package lean

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
	tNum
	tChar
	tString
	tSym
	tBad
)

type token struct {
	kind tokKind
	text string // identifier, symbol, number; decoded string/char
	pos  ir.Pos
	end  ir.Pos
	// nl is set when a line break precedes the token.
	nl bool
}

type lexer struct {
	src      string
	off      int
	line     int
	lineOff  int
	toks     []token
	comments []comment
	problems []ir.Problem
	sawNL    bool
}

type comment struct {
	text       string
	start, end ir.Pos
	doc        bool
}

const (
	maxTokens   = 2_000_000
	maxProblems = 50
)

// symbols, longest first.
var symbols = []string{
	"&&&", "|||", "^^^", "<<<", ">>>", ">>=", "<$>", "<|>",
	"<;>", ":=", "=>", "->", "<-", "<|", "|>.", "|>", "++", "::", "==", "!=", "<=", ">=", "&&", "||",
	"...", "..", "#v[", "#[", "%[", "^^",
	"→", "←", "↔", "∧", "∨", "¬", "≤", "≥", "≠", "∈", "∉", "⟨", "⟩", "·", "×", "λ", "∀", "∃", "∘", "↑", "⁻¹", "∣",
	"⊕", "▸", "⊆", "⊂", "∩", "∪", "↦", "⦃", "⦄", "⌜", "⌝", "⇓", "‹", "›", "≡", "∑", "∏", "∅",
	"(", ")", "[", "]", "{", "}", ",", ":", ";", "|", "+", "-", "*", "/", "%", "^", "<", ">", "=", "!", "?", "@", "$", ".", "#", "&", "'", "~", "`",
}

// symbolsByByte indexes symbols by their first byte (longest first).
var symbolsByByte = func() [256][]string {
	var t [256][]string
	for _, s := range symbols {
		t[s[0]] = append(t[s[0]], s)
	}
	return t
}()

func symbolsFrom(b byte) []string { return symbolsByByte[b] }

func (l *lexer) pos() ir.Pos {
	return ir.Pos{Offset: l.off, Line: l.line, Col: l.off - l.lineOff + 1}
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

func (l *lexer) problem(start ir.Pos, msg string) {
	if len(l.problems) < maxProblems {
		l.problems = append(l.problems, ir.Problem{R: ir.Range{Start: start, End: l.pos()}, Severity: ir.SevError, Code: "syntax", Message: msg})
	}
}

func lex(src string) *lexer {
	l := &lexer{src: src, line: 1, toks: make([]token, 0, len(src)/5+16)}
	for len(l.toks) < maxTokens {
		l.skip()
		if l.off >= len(src) {
			break
		}
		start := l.pos()
		c := src[l.off]
		r, n := utf8.DecodeRuneInString(src[l.off:])
		switch {
		case c >= '0' && c <= '9':
			l.number(start)
		case c == '"':
			l.str(start)
		case c == '\'' && l.isCharLit():
			l.char(start)
		case isIdentStart(r):
			l.ident(start)
		case c == '«':
			l.ident(start)
		default:
			matched := false
			for _, s := range symbolsFrom(src[l.off]) {
				if strings.HasPrefix(src[l.off:], s) {
					l.advance(len(s))
					l.emit(tSym, s, start)
					matched = true
					break
				}
			}
			if !matched {
				// Reported by the parser where it reads a term: inside a
				// skipped proof (⊢, ↓ in tactics) the character is harmless.
				l.advance(n)
				l.emit(tBad, string(r), start)
			}
		}
	}
	p := l.pos()
	l.toks = append(l.toks, token{kind: tEOF, pos: p, end: p, nl: true})
	return l
}

func (l *lexer) emit(k tokKind, text string, start ir.Pos) {
	l.toks = append(l.toks, token{kind: k, text: text, pos: start, end: l.pos(), nl: l.sawNL})
	l.sawNL = false
}

func (l *lexer) skip() {
	for l.off < len(l.src) {
		c := l.src[l.off]
		switch {
		case c == '\n':
			l.sawNL = true
			l.advance(1)
		case c == ' ' || c == '\t' || c == '\r':
			l.advance(1)
		case strings.HasPrefix(l.src[l.off:], "--"):
			start := l.pos()
			e := strings.IndexByte(l.src[l.off:], '\n')
			if e < 0 {
				e = len(l.src) - l.off
			}
			l.comments = append(l.comments, comment{text: l.src[l.off : l.off+e], start: start})
			l.advance(e)
		case strings.HasPrefix(l.src[l.off:], "/-"):
			l.block()
		default:
			return
		}
	}
}

// block skips a nested block comment /- … -/ (doc comments /-- … -/ kept).
func (l *lexer) block() {
	start := l.pos()
	from := l.off
	doc := strings.HasPrefix(l.src[l.off:], "/--") && !strings.HasPrefix(l.src[l.off:], "/--/")
	depth := 0
	for l.off < len(l.src) {
		switch {
		case strings.HasPrefix(l.src[l.off:], "/-"):
			depth++
			l.advance(2)
		case strings.HasPrefix(l.src[l.off:], "-/"):
			depth--
			l.advance(2)
			if depth == 0 {
				l.comments = append(l.comments, comment{text: l.src[from:l.off], start: start, end: l.pos(), doc: doc})
				return
			}
		default:
			l.advance(1)
		}
	}
	l.problem(start, "unterminated comment")
}

func isIdentStart(r rune) bool {
	if r == '_' || unicode.IsLetter(r) && !isSymbolLetter(r) {
		return true
	}
	// Greek and letter-like symbols Lean allows in names.
	return r >= 0x1D49C && r <= 0x1D59F
}

// isSymbolLetter excludes letters Lean reserves as notation.
func isSymbolLetter(r rune) bool { return r == 'λ' || r == 'Π' || r == 'Σ' }

func isIdentRest(r rune) bool {
	return isIdentStart(r) || unicode.IsDigit(r) || r == '\'' || r == '!' || r == '?' ||
		r >= 0x2080 && r <= 0x208C || r >= 0x1D62 && r <= 0x1D6A // subscripts
}

// ident lexes a possibly dotted name (List.length, xs.length); «…» quoting
// is supported for single components.
func (l *lexer) ident(start ir.Pos) {
	from := l.off
	for {
		if l.off < len(l.src) && l.src[l.off] == '«' {
			e := strings.Index(l.src[l.off:], "»")
			if e < 0 {
				l.advance(len(l.src) - l.off)
				l.problem(start, "unterminated «name»")
				break
			}
			l.advance(e + len("»"))
		} else {
			for l.off < len(l.src) {
				r, n := utf8.DecodeRuneInString(l.src[l.off:])
				if !isIdentRest(r) {
					break
				}
				// "!" and "?" end a name only as its last character
				// (get!, get?); "x!=y" is x != y.
				if (r == '!' || r == '?') && l.off+1 < len(l.src) && l.src[l.off+1] == '=' {
					break
				}
				l.off += n
				if r == '!' || r == '?' {
					break
				}
			}
		}
		// A dot followed by an identifier character continues the name.
		if l.off+1 < len(l.src) && l.src[l.off] == '.' {
			r, _ := utf8.DecodeRuneInString(l.src[l.off+1:])
			if isIdentStart(r) || l.src[l.off+1] == '«' {
				l.off++
				continue
			}
		}
		break
	}
	name := l.src[from:l.off]
	if strings.Contains(name, "«") {
		name = strings.NewReplacer("«", "", "»", "").Replace(name)
	}
	l.emit(tIdent, name, start)
}

func (l *lexer) number(start ir.Pos) {
	from := l.off
	digit := func(c byte) bool { return c >= '0' && c <= '9' || c == '_' }
	decimal := true
	if len(l.src)-l.off > 2 && l.src[l.off] == '0' && strings.IndexByte("xXbBoO", l.src[l.off+1]) >= 0 {
		l.advance(2)
		digit = func(c byte) bool { return isHexDigit(c) || c == '_' }
		decimal = false
	}
	for l.off < len(l.src) && digit(l.src[l.off]) {
		l.advance(1)
	}
	// A decimal point followed by a digit: a scientific literal (Float).
	if l.off+1 < len(l.src) && l.src[l.off] == '.' && l.src[l.off+1] >= '0' && l.src[l.off+1] <= '9' {
		l.advance(1)
		for l.off < len(l.src) && l.src[l.off] >= '0' && l.src[l.off] <= '9' {
			l.advance(1)
		}
	}
	// An exponent: 1e-3, 2.5E10 (Lean's scientific literal).
	if decimal && l.off+1 < len(l.src) && (l.src[l.off] == 'e' || l.src[l.off] == 'E') {
		k := l.off + 1
		if k+1 < len(l.src) && (l.src[k] == '-' || l.src[k] == '+') {
			k++
		}
		if k < len(l.src) && l.src[k] >= '0' && l.src[k] <= '9' {
			l.advance(k - l.off)
			for l.off < len(l.src) && l.src[l.off] >= '0' && l.src[l.off] <= '9' {
				l.advance(1)
			}
		}
	}
	l.emit(tNum, strings.ReplaceAll(l.src[from:l.off], "_", ""), start)
}

func isHexDigit(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// isCharLit distinguishes 'a' from a quote used otherwise.
func (l *lexer) isCharLit() bool {
	rest := l.src[l.off+1:]
	if strings.HasPrefix(rest, "\\") {
		return true
	}
	_, n := utf8.DecodeRuneInString(rest)
	return n > 0 && len(rest) > n && rest[n] == '\''
}

func (l *lexer) escape() rune {
	if l.off >= len(l.src) {
		return 0
	}
	c := l.src[l.off]
	l.advance(1)
	switch c {
	case 'n':
		return '\n'
	case 't':
		return '\t'
	case 'r':
		return '\r'
	case '0':
		return 0
	case 'x':
		if l.off+2 <= len(l.src) {
			v := hexv(l.src[l.off])*16 + hexv(l.src[l.off+1])
			l.advance(2)
			return rune(v)
		}
	case 'u':
		if l.off+4 <= len(l.src) {
			v := 0
			for i := 0; i < 4; i++ {
				v = v*16 + hexv(l.src[l.off+i])
			}
			l.advance(4)
			return rune(v)
		}
	}
	return rune(c)
}

func hexv(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return 0
}

func (l *lexer) char(start ir.Pos) {
	l.advance(1)
	var r rune
	if l.src[l.off] == '\\' {
		l.advance(1)
		r = l.escape()
	} else {
		var n int
		r, n = utf8.DecodeRuneInString(l.src[l.off:])
		l.advance(n)
	}
	if l.off < len(l.src) && l.src[l.off] == '\'' {
		l.advance(1)
	} else {
		l.problem(start, "unterminated character literal")
	}
	l.emit(tChar, string(r), start)
}

func (l *lexer) str(start ir.Pos) {
	l.advance(1)
	var sb strings.Builder
	for {
		if l.off >= len(l.src) {
			l.problem(start, "unterminated string literal")
			l.emit(tBad, sb.String(), start)
			return
		}
		c := l.src[l.off]
		switch c {
		case '"':
			l.advance(1)
			l.emit(tString, sb.String(), start)
			return
		case '\\':
			l.advance(1)
			sb.WriteRune(l.escape())
		default:
			r, n := utf8.DecodeRuneInString(l.src[l.off:])
			sb.WriteRune(r)
			l.advance(n)
		}
	}
}
