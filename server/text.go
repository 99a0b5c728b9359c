package server

import (
	"fmt"
	"unicode/utf16"
	"unicode/utf8"

	"go.lsp.dev/protocol"

	"github.com/specfaith/specfaith/spec"
)

// LSP positions count lines from 0 and characters in UTF-16 code units;
// spec positions count lines from 1 and columns in bytes, with a byte
// offset. These helpers convert between them on the document's text.

// offsetOf converts an LSP position to a byte offset, clamped to the text.
func offsetOf(text string, p protocol.Position) (int, error) {
	line := uint32(0)
	off := 0
	for line < p.Line {
		i := indexByteFrom(text, off, '\n')
		if i < 0 {
			// LSP: a line past the end means the end of the document.
			return len(text), nil
		}
		off = i + 1
		line++
	}
	units := uint32(0)
	for off < len(text) && text[off] != '\n' && units < p.Character {
		r, n := utf8.DecodeRuneInString(text[off:])
		units += uint32(utf16.RuneLen(r))
		if r == utf8.RuneError && n == 1 {
			units = units - uint32(utf16.RuneLen(r)) + 1
		}
		off += n
	}
	return off, nil
}

func indexByteFrom(s string, from int, b byte) int {
	for i := from; i < len(s); i++ {
		if s[i] == b {
			return i
		}
	}
	return -1
}

// lspPos converts a spec position (using its byte offset) to an LSP position.
func lspPos(text string, p spec.Pos) protocol.Position {
	off := p.Offset
	if off > len(text) {
		off = len(text)
	}
	if off < 0 {
		off = 0
	}
	lineStart := off
	for lineStart > 0 && text[lineStart-1] != '\n' {
		lineStart--
	}
	units := 0
	for _, r := range text[lineStart:off] {
		units += utf16.RuneLen(r)
	}
	line := p.Line - 1
	if line < 0 {
		line = 0
	}
	return protocol.Position{Line: uint32(line), Character: uint32(units)}
}

func lspRange(text string, r spec.Range) protocol.Range {
	return protocol.Range{Start: lspPos(text, r.Start), End: lspPos(text, r.End)}
}

// changeEvent is a content change; Range is nil for a full-text change
// (protocol's own type cannot tell a full change from an insertion at 0:0).
type changeEvent struct {
	Range *protocol.Range `json:"range,omitempty"`
	Text  string          `json:"text"`
}

// applyChange applies one content change: a range edit, or the whole text.
func applyChange(text string, ch changeEvent) (string, error) {
	if ch.Range == nil {
		return ch.Text, nil
	}
	start, err := offsetOf(text, ch.Range.Start)
	if err != nil {
		return "", err
	}
	end, err := offsetOf(text, ch.Range.End)
	if err != nil {
		return "", err
	}
	if end < start {
		return "", fmt.Errorf("edit range ends before it starts")
	}
	return text[:start] + ch.Text + text[end:], nil
}
