package ir

import (
	"sort"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// Lines indexes the line starts of one text, for every conversion between
// byte offsets, spec positions (1-based lines, byte columns) and LSP
// positions (0-based lines, UTF-16 code units). Built once per text; each
// lookup is a binary search plus a scan of one line (model: gopls
// protocol.Mapper).
type Lines struct {
	src    string
	starts []int // byte offset of each line's start; starts[0] == 0
}

// NewLines indexes src.
func NewLines(src string) *Lines {
	starts := []int{0}
	for i := 0; i < len(src); i++ {
		if src[i] == '\n' {
			starts = append(starts, i+1)
		}
	}
	return &Lines{src: src, starts: starts}
}

// Count is the number of lines (a text without a newline has one).
func (l *Lines) Count() int { return len(l.starts) }

// Start is the offset where 1-based line n starts, clamped to the text.
func (l *Lines) Start(n int) int {
	switch {
	case n < 1:
		return 0
	case n > len(l.starts):
		return len(l.src)
	}
	return l.starts[n-1]
}

// Pos is the spec position of byte offset off (clamped to the text).
func (l *Lines) Pos(off int) Pos {
	off = max(0, min(off, len(l.src)))
	n := sort.Search(len(l.starts), func(i int) bool { return l.starts[i] > off }) // lines starting at or before off
	return Pos{Offset: off, Line: n, Col: off - l.starts[n-1] + 1}
}

// UTF16 is the LSP position of byte offset off: 0-based line, UTF-16
// code units into it.
func (l *Lines) UTF16(off int) (line, char int) {
	p := l.Pos(off)
	for _, r := range l.src[l.starts[p.Line-1]:p.Offset] {
		char += utf16.RuneLen(r)
	}
	return p.Line - 1, char
}

// OffsetUTF16 is the byte offset of an LSP position. A line past the end
// is the end of the text; a character past the end of its line, the
// line's end. An invalid byte counts as one unit.
func (l *Lines) OffsetUTF16(line, char int) int {
	if line < 0 {
		line = 0
	}
	if line >= len(l.starts) {
		return len(l.src)
	}
	off, units := l.starts[line], 0
	for off < len(l.src) && l.src[off] != '\n' && units < char {
		r, n := utf8.DecodeRuneInString(l.src[off:])
		if r == utf8.RuneError && n == 1 {
			units++
		} else {
			units += utf16.RuneLen(r)
		}
		off += n
	}
	return off
}

// ContainsAny says whether one of the words occurs in src. A front end's
// lexical scan for a few words (the hygiene scans, run on every
// keystroke) asks it first and skips the text that has none of them.
func ContainsAny(src string, words ...string) bool {
	for _, w := range words {
		if strings.Contains(src, w) {
			return true
		}
	}
	return false
}
