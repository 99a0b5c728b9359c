package server

import (
	"fmt"
	"strings"

	"go.lsp.dev/protocol"

	"github.com/specfaith/specfaith/ir"
)

// LSP positions count lines from 0 and characters in UTF-16 code units;
// spec positions count lines from 1 and columns in bytes, with a byte
// offset. These helpers convert between them on the document's text.

// offsetOf converts an LSP position to a byte offset, clamped to the text.
func offsetOf(text string, p protocol.Position) (int, error) {
	return ir.NewLines(text).OffsetUTF16(int(p.Line), int(p.Character)), nil
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

// firstChangedLine is the 1-based line of the first byte where b differs
// from a (a whole-text change says no range).
func firstChangedLine(a, b string) int {
	n := min(len(a), len(b))
	i := 0
	for i < n && a[i] == b[i] {
		i++
	}
	return strings.Count(b[:i], "\n") + 1
}
