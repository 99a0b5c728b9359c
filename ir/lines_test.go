package ir

import "testing"

// TestLines: offsets, spec positions and UTF-16 positions agree, on a
// text with a character outside the BMP (two UTF-16 units), a CRLF line,
// an invalid byte and no final newline.
func TestLines(t *testing.T) {
	src := "ab\r\n𝑁 = 1\n\xffx\nlast"
	l := NewLines(src)
	if l.Count() != 4 || l.Start(2) != 4 || l.Start(9) != len(src) || l.Start(0) != 0 {
		t.Fatalf("count %d, starts %v", l.Count(), l.starts)
	}
	for _, tc := range []struct {
		off, line, col, lspLine, lspChar int
	}{
		{0, 1, 1, 0, 0},
		{2, 1, 3, 0, 2},  // the \r
		{4, 2, 1, 1, 0},  // 𝑁 starts line 2
		{8, 2, 5, 1, 2},  // after 𝑁 (4 bytes, 2 units)
		{13, 3, 1, 2, 0}, // the invalid byte
		{14, 3, 2, 2, 1}, // x
		{len(src), 4, 5, 3, 4},
		{len(src) + 9, 4, 5, 3, 4}, // clamped
	} {
		p := l.Pos(tc.off)
		if p.Line != tc.line || p.Col != tc.col {
			t.Errorf("Pos(%d) = %d:%d, want %d:%d", tc.off, p.Line, p.Col, tc.line, tc.col)
		}
		line, char := l.UTF16(tc.off)
		if line != tc.lspLine || char != tc.lspChar {
			t.Errorf("UTF16(%d) = %d:%d, want %d:%d", tc.off, line, char, tc.lspLine, tc.lspChar)
		}
		if tc.off <= len(src) && tc.off != 2 {
			if back := l.OffsetUTF16(line, char); back != tc.off && !(tc.off == 13 && back == 13) {
				t.Errorf("OffsetUTF16(%d, %d) = %d, want %d", line, char, back, tc.off)
			}
		}
	}
	if got := l.OffsetUTF16(9, 0); got != len(src) {
		t.Errorf("line past the end: %d", got)
	}
	if got := l.OffsetUTF16(0, 99); got != 3 {
		t.Errorf("character past the end of line 0: %d, want 3 (before the newline)", got)
	}
}
