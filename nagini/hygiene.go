// Package nagini holds specfaith's support for Python programs specified
// with Nagini's contract library (nagini_contracts).
package nagini

import (
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// HygieneCode is the code of the problems Hygiene reports.
const HygieneCode = "hygiene"

// maxHygieneProblems bounds what Hygiene reports for one file.
const maxHygieneProblems = 200

const (
	assumeMessage = "Assume(…) is taken as true without proof: a verification result that rests on an assumption " +
		"is weaker evidence, since the contract may hold only because of what is assumed"
	contractOnlyMessage = "@ContractOnly: Nagini uses this function's contract without verifying its body, " +
		"so a verification result that relies on it is weaker evidence (the body may not do what the contract says)"
)

// Hygiene scans Python source for the places where a Nagini verification
// result rests on something that was not proved: calls of Assume(…) and
// functions decorated with @ContractOnly. It is lexical: comments and
// string literals (all prefixes, triple-quoted ones included) are skipped,
// and only the name itself counts (MyAssume(…) and x.Assumed are not
// flagged; contracts.Assume(…) and @contracts.ContractOnly are). An
// Assume call's range covers the call up to its closing parenthesis; a
// decorator's covers "@" to the end of its name. Expressions inside
// f-strings are not looked at.
func Hygiene(src string) []ir.Problem {
	if !ir.ContainsAny(src, "Assume", "ContractOnly") {
		return nil // none of the names: nothing to scan for (every keystroke)
	}
	toks := pyTokens(src)
	pos := ir.NewLines(src).Pos
	var out []ir.Problem
	add := func(start, end int, msg string) {
		if len(out) < maxHygieneProblems {
			out = append(out, ir.Problem{R: ir.Range{Start: pos(start), End: pos(end)},
				Severity: ir.SevWarning, Code: HygieneCode, Message: msg})
		}
	}
	for i, t := range toks {
		switch {
		case t.kind == tokName && t.text == "Assume":
			if i+1 >= len(toks) || toks[i+1].text != "(" || toks[i+1].kind != tokOp {
				continue
			}
			if i > 0 && toks[i-1].kind == tokName && (toks[i-1].text == "def" || toks[i-1].text == "class") {
				continue // a definition of a function named Assume, not a call
			}
			end := toks[i+1].end
			depth := 0
			for j := i + 1; j < len(toks); j++ {
				if toks[j].kind != tokOp {
					continue
				}
				switch toks[j].text {
				case "(", "[", "{":
					depth++
				case ")", "]", "}":
					depth--
				}
				if depth == 0 {
					end = toks[j].end
					break
				}
			}
			add(t.start, end, assumeMessage)
		case t.kind == tokOp && t.text == "@" && (i == 0 || toks[i-1].kind == tokNewline):
			// A decorator: "@" first on its line, then a dotted name.
			j := i + 1
			last := -1
			for j < len(toks) && toks[j].kind == tokName {
				last = j
				if j+1 < len(toks) && toks[j+1].kind == tokOp && toks[j+1].text == "." {
					j += 2
					continue
				}
				break
			}
			if last >= 0 && toks[last].text == "ContractOnly" {
				add(t.start, toks[last].end, contractOnlyMessage)
			}
		}
	}
	return out
}

type tokKind int

const (
	tokName    tokKind = iota + 1 // an identifier or keyword
	tokOp                         // one character of punctuation
	tokNewline                    // the end of a logical line
)

type token struct {
	kind       tokKind
	start, end int // byte offsets
	text       string
}

// stringPrefixes are Python's string prefixes, lower-cased.
var stringPrefixes = map[string]bool{
	"r": true, "u": true, "b": true, "f": true, "t": true,
	"br": true, "rb": true, "fr": true, "rf": true, "tr": true, "rt": true,
}

func isNameByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

// pyTokens splits Python source into names, punctuation and logical line
// ends; comments, string literals, numbers' insides and blanks produce
// nothing. Newlines inside brackets or after a backslash do not end a
// logical line. It never fails: an unterminated string ends at the end of
// its line (or, triple-quoted, of the text).
func pyTokens(src string) []token {
	var toks []token
	depth := 0
	newline := func(at int) {
		if depth == 0 && len(toks) > 0 && toks[len(toks)-1].kind != tokNewline {
			toks = append(toks, token{kind: tokNewline, start: at, end: at})
		}
	}
	i := 0
	for i < len(src) {
		c := src[i]
		switch {
		case c == '#':
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case c == '\n':
			newline(i)
			i++
		case c == '\\' && i+1 < len(src) && (src[i+1] == '\n' || src[i+1] == '\r'):
			i += 2 // a line continuation
		case c == '\'' || c == '"':
			i = skipString(src, i)
		case isNameByte(c) && !(c >= '0' && c <= '9'):
			j := i
			for j < len(src) && isNameByte(src[j]) {
				j++
			}
			if j < len(src) && (src[j] == '\'' || src[j] == '"') && stringPrefixes[strings.ToLower(src[i:j])] {
				i = skipString(src, j)
				continue
			}
			toks = append(toks, token{kind: tokName, start: i, end: j, text: src[i:j]})
			i = j
		case c >= '0' && c <= '9':
			// A number, with its letters (0x1F, 1e5, 10j), so that they do
			// not read as names.
			for i < len(src) && (isNameByte(src[i]) || src[i] == '.') {
				i++
			}
		case c == ' ' || c == '\t' || c == '\r' || c == '\f':
			i++
		default:
			switch c {
			case '(', '[', '{':
				depth++
			case ')', ']', '}':
				if depth > 0 {
					depth--
				}
			}
			toks = append(toks, token{kind: tokOp, start: i, end: i + 1, text: src[i : i+1]})
			i++
		}
	}
	return toks
}

// skipString returns the offset after the string literal whose opening
// quote is at i. A backslash always keeps the next character from closing
// the string (in raw strings too, as in Python).
func skipString(src string, i int) int {
	q := src[i]
	if i+2 < len(src) && src[i+1] == q && src[i+2] == q {
		j := i + 3
		for j < len(src) {
			switch {
			case src[j] == '\\':
				j += 2
			case src[j] == q && j+2 < len(src) && src[j+1] == q && src[j+2] == q:
				return j + 3
			default:
				j++
			}
		}
		return len(src)
	}
	j := i + 1
	for j < len(src) {
		switch src[j] {
		case '\\':
			if j+1 < len(src) && src[j+1] == '\r' && j+2 < len(src) && src[j+2] == '\n' {
				j += 3
			} else {
				j += 2
			}
		case q:
			return j + 1
		case '\n':
			return j // unterminated: the line ends it
		default:
			j++
		}
	}
	return len(src)
}
