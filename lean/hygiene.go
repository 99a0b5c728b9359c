// Package lean is specfaith's Lean 4 front end. For now it holds the
// hygiene scan: the places where a Lean file's "verified" status rests on
// something other than a kernel-checked proof.
package lean

import (
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/specfaith/specfaith/ir"
)

// HygieneCode is the code of every hygiene problem.
const HygieneCode = "hygiene"

// maxHygieneProblems bounds the problems reported for one file.
const maxHygieneProblems = 200

// maxInterpolation bounds the nesting of interpolated strings ({ … } code
// inside s!"…" inside { … }) the scanner follows; deeper ones are read as
// plain string text.
const maxInterpolation = 32

// Why each token is a problem.
const (
	whySorry   = "a verified result that rests on `sorry` is not a proof"
	whyNative  = "`native_decide` trusts the compiler: the goal is decided by running compiled code (through the axiom `Lean.ofReduceBool`), and the kernel never checks the result"
	whyAxiomed = "an `axiom` is assumed, not proved"
)

// Hygiene scans Lean 4 source text for `sorry`, `admit`, `sorryAx`,
// `native_decide` (and `decide +native`) and `axiom` declarations. The scan
// is lexical: comments (`--` and nested `/- -/`), string, raw-string and
// character literals, and quoted names (a backquote, or two, before a
// name) are skipped; code inside interpolated strings (s!"…{e}…") is
// scanned; identifiers are read with Lean's own character classes, so
// that `sorry_free`, `sorry'` or `Foo.sorry` are not the keyword; and
// nothing after `#exit` is read (Lean ignores it). Ranges have 1-based lines, 1-based byte columns and byte
// offsets; every problem is a warning with code "hygiene".
func Hygiene(src string) []ir.Problem {
	if !ir.ContainsAny(src, "sorry", "admit", "native", "axiom") {
		return nil // none of the words: nothing to scan for (every keystroke)
	}
	s := &hygieneScanner{src: src, lastIdentEnd: -1}
	s.starts = append(s.starts, 0)
	for i := 0; i < len(src); i++ {
		if src[i] == '\n' {
			s.starts = append(s.starts, i+1)
		}
	}
	s.code(0, 0)
	return s.probs
}

type hygieneScanner struct {
	src    string
	starts []int // byte offset of each line's start
	probs  []ir.Problem
	stop   bool // #exit seen or the problem bound reached

	lastIdent    string // the last identifier read in code, for `decide +native`
	lastIdentEnd int
}

func (s *hygieneScanner) pos(off int) ir.Pos {
	line := sort.Search(len(s.starts), func(i int) bool { return s.starts[i] > off }) // 1-based
	return ir.Pos{Offset: off, Line: line, Col: off - s.starts[line-1] + 1}
}

func (s *hygieneScanner) report(start, end int, msg string) {
	if len(s.probs) >= maxHygieneProblems {
		s.stop = true
		return
	}
	s.probs = append(s.probs, ir.Problem{
		R:        ir.Range{Start: s.pos(start), End: s.pos(end)},
		Severity: ir.SevWarning,
		Code:     HygieneCode,
		Message:  msg,
	})
}

// code scans code from i. At depth > 0 it is the inside of `{ … }` in an
// interpolated string and returns just after the closing brace.
func (s *hygieneScanner) code(i, depth int) int {
	src := s.src
	braces := 0
	for i < len(src) && !s.stop {
		c := src[i]
		switch {
		case c == '-' && strings.HasPrefix(src[i:], "--"):
			j := strings.IndexByte(src[i:], '\n')
			if j < 0 {
				return len(src)
			}
			i += j + 1
		case c == '/' && strings.HasPrefix(src[i:], "/-"):
			i = s.blockComment(i)
		case c == '"':
			i = s.str(i+1, false, depth)
		case c == '\'':
			i = s.char(i)
		case c == '`':
			i = s.quotedName(i)
		case c == '#' && s.isExit(i):
			s.stop = depth == 0
			if s.stop {
				return len(src)
			}
			i++
		case c == '{':
			braces++
			i++
		case c == '}':
			if depth > 0 && braces == 0 {
				return i + 1
			}
			if braces > 0 {
				braces--
			}
			i++
		case c >= '0' && c <= '9':
			for i < len(src) && (isASCIIAlnum(src[i]) || src[i] == '_' || src[i] == '.') {
				i++
			}
		default:
			r, n := utf8.DecodeRuneInString(src[i:])
			if isIdFirst(r) || strings.HasPrefix(src[i:], "«") {
				i = s.ident(i, depth)
			} else {
				i += n
			}
		}
	}
	return i
}

// blockComment skips a nested /- … -/ comment starting at i.
func (s *hygieneScanner) blockComment(i int) int {
	src := s.src
	level := 0
	for i < len(src) {
		switch {
		case strings.HasPrefix(src[i:], "/-"):
			level++
			i += 2
		case strings.HasPrefix(src[i:], "-/"):
			level--
			i += 2
			if level == 0 {
				return i
			}
		default:
			i++
		}
	}
	return i
}

// str skips a string literal whose text starts at i (after the opening
// quote). In an interpolated string, { … } is code.
func (s *hygieneScanner) str(i int, interpolated bool, depth int) int {
	src := s.src
	for i < len(src) && !s.stop {
		switch src[i] {
		case '\\':
			i += 2
		case '"':
			return i + 1
		case '{':
			if interpolated && depth < maxInterpolation {
				i = s.code(i+1, depth+1)
			} else {
				i++
			}
		default:
			i++
		}
	}
	return min(i, len(src))
}

// rawString skips r"…" or r#"…"#; i is just after the r.
func (s *hygieneScanner) rawString(i int) int {
	src := s.src
	hashes := 0
	for i < len(src) && src[i] == '#' {
		hashes++
		i++
	}
	if i >= len(src) || src[i] != '"' {
		return i
	}
	closing := "\"" + strings.Repeat("#", hashes)
	j := strings.Index(src[i+1:], closing)
	if j < 0 {
		return len(src)
	}
	return i + 1 + j + len(closing)
}

// char skips a character literal at i ('a', an escape such as '\n' or
// '\x41', or an escaped quote), or just the quote when none starts there.
func (s *hygieneScanner) char(i int) int {
	src := s.src
	if i+1 >= len(src) {
		return i + 1
	}
	if src[i+1] == '\\' {
		end := min(len(src), i+16)
		for k := i + 3; k < end; k++ {
			switch src[k] {
			case '\'':
				return k + 1
			case '\n':
				return i + 1
			}
		}
		return i + 1
	}
	r, n := utf8.DecodeRuneInString(src[i+1:])
	if r != '\n' && r != '\'' && i+1+n < len(src) && src[i+1+n] == '\'' {
		return i + 2 + n
	}
	return i + 1
}

// quotedName skips a name literal at i (a backquote, or two, then a
// name); a syntax quotation, a backquote then a parenthesis, is code and
// is scanned.
func (s *hygieneScanner) quotedName(i int) int {
	src := s.src
	j := i + 1
	if j < len(src) && src[j] == '`' {
		j++
	}
	if j < len(src) {
		r, _ := utf8.DecodeRuneInString(src[j:])
		if isIdFirst(r) || strings.HasPrefix(src[j:], "«") {
			return s.identEnd(j)
		}
	}
	return i + 1
}

// isExit reports whether the command #exit starts at i.
func (s *hygieneScanner) isExit(i int) bool {
	if !strings.HasPrefix(s.src[i:], "#exit") {
		return false
	}
	if i+5 < len(s.src) {
		r, _ := utf8.DecodeRuneInString(s.src[i+5:])
		return !isIdRest(r)
	}
	return true
}

// identEnd is the end of the (dotted, possibly «escaped») identifier at i.
func (s *hygieneScanner) identEnd(i int) int {
	src := s.src
	for i < len(src) {
		if strings.HasPrefix(src[i:], "«") {
			j := strings.Index(src[i+len("«"):], "»")
			if j < 0 {
				return len(src)
			}
			i += len("«") + j + len("»")
		} else {
			r, n := utf8.DecodeRuneInString(src[i:])
			if !isIdFirst(r) {
				return i
			}
			i += n
			for i < len(src) {
				r, n := utf8.DecodeRuneInString(src[i:])
				if !isIdRest(r) {
					break
				}
				i += n
			}
		}
		if i+1 < len(src) && src[i] == '.' {
			r, _ := utf8.DecodeRuneInString(src[i+1:])
			if isIdFirst(r) || strings.HasPrefix(src[i+1:], "«") {
				i++
				continue
			}
		}
		return i
	}
	return i
}

// ident reads the identifier at i, reports it when it is one of the
// tokens, and returns where code resumes.
func (s *hygieneScanner) ident(i, depth int) int {
	src := s.src
	end := s.identEnd(i)
	name := src[i:end]
	prevIdent, prevEnd := s.lastIdent, s.lastIdentEnd
	s.lastIdent, s.lastIdentEnd = name, end
	// A field or projection (x.sorry, (e).admit) is not the keyword.
	afterDot := i > 0 && src[i-1] == '.'
	switch {
	case afterDot:
	case name == "sorry":
		s.report(i, end, "`sorry` stands in for a missing proof: "+whySorry)
	case name == "admit":
		s.report(i, end, "`admit` closes the goal with `sorry`: "+whySorry)
	case name == "sorryAx":
		s.report(i, end, "`sorryAx` is the axiom behind `sorry`: "+whySorry)
	case name == "native_decide":
		s.report(i, end, whyNative)
	case name == "native" && i > 0 && src[i-1] == '+' && prevIdent == "decide" &&
		strings.TrimSpace(src[prevEnd:i-1]) == "":
		s.report(i-1, end, "`decide +native` "+strings.TrimPrefix(whyNative, "`native_decide` "))
	case name == "axiom":
		j := end
		for j < len(src) && (src[j] == ' ' || src[j] == '\t' || src[j] == '\n' || src[j] == '\r') {
			j++
		}
		if j < len(src) {
			if r, _ := utf8.DecodeRuneInString(src[j:]); isIdFirst(r) || strings.HasPrefix(src[j:], "«") {
				k := s.identEnd(j)
				s.report(i, k, whyAxiomed+": `"+src[j:k]+"` is taken as true without proof, and every result that uses it inherits the assumption")
				s.lastIdent, s.lastIdentEnd = src[j:k], k
				return k
			}
		}
		s.report(i, end, whyAxiomed)
	}
	if end < len(src) {
		switch {
		case src[end] == '"' && strings.HasSuffix(name, "!"):
			// s!"…", f!"…", m!"…": an interpolated string.
			return s.str(end+1, true, depth)
		case name == "r" && (src[end] == '"' || src[end] == '#'):
			return s.rawString(end)
		}
	}
	return end
}

func isASCIIAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// isLetterLike, isSubScriptAlnum, isIdFirst and isIdRest follow Lean's
// definitions of the same names (src/Init/Meta/Defs.lean in
// leanprover/lean4 @024d2419f3147f8458bc347f0bf18a9b61396b14); Lean's
// Char.isAlpha and Char.isAlphanum are ASCII only.
func isLetterLike(r rune) bool {
	return 0x3b1 <= r && r <= 0x3c9 && r != 0x3bb || // lower Greek but λ
		0x391 <= r && r <= 0x3a9 && r != 0x3a0 && r != 0x3a3 || // upper Greek but Π and Σ
		0x3ca <= r && r <= 0x3fb || // Coptic
		0x1f00 <= r && r <= 0x1ffe || // polytonic Greek
		0x2100 <= r && r <= 0x214f || // letterlike symbols
		0x1d49c <= r && r <= 0x1d59f || // script, double-struck, Fraktur
		0xc0 <= r && r <= 0xff && r != 0xd7 && r != 0xf7 || // Latin-1 letters
		0x100 <= r && r <= 0x17f // Latin Extended-A
}

func isSubScriptAlnum(r rune) bool {
	return 0x2080 <= r && r <= 0x2089 || 0x2090 <= r && r <= 0x209c || 0x1d62 <= r && r <= 0x1d6a || r == 0x2c7c
}

func isIdFirst(r rune) bool {
	return r < utf8.RuneSelf && (isASCIIAlnum(byte(r)) && !(r >= '0' && r <= '9') || r == '_') || isLetterLike(r)
}

func isIdRest(r rune) bool {
	return r < utf8.RuneSelf && (isASCIIAlnum(byte(r)) || r == '_' || r == '\'' || r == '!' || r == '?') ||
		isLetterLike(r) || isSubScriptAlnum(r)
}
