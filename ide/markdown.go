package ide

import (
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// Markdown the ide layer builds (hover, the evidence report) carries text
// from the file — doc comments, identifiers, string literals, example
// values — and from the LLM. Rendered unescaped, a doc comment could show
// raw HTML or a link such as [x](command:…) that runs an editor command
// when clicked. Every such text goes through md (or codeSpan).

// mdSpecial are the characters that start Markdown markup inline: links
// and images ([ ]), code, emphasis, entities, tables and headings. Each
// gets a backslash (CommonMark's escape; Neovim's hover conceals it).
// '<' is escaped where it could open HTML or an autolink: before a letter,
// '/', '!' or '?'.
const mdSpecial = "\\`*_[]&|~#"

// MD is md for the server's own Markdown.
func MD(s string) string { return md(s) }

// md escapes text for use in Markdown; line breaks stay line breaks, so
// the informalizer's "- " list items stay lists.
func md(s string) string {
	var b strings.Builder
	b.Grow(len(s) + len(s)/8)
	for i, r := range s {
		switch {
		case r < 0x80 && strings.ContainsRune(mdSpecial, r):
			b.WriteByte('\\')
		case r == '<' && i+1 < len(s) && opensTag(s[i+1]):
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

func opensTag(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '/' || c == '!' || c == '?'
}

// mdCell is md for a table cell: one line.
func mdCell(s string) string {
	return md(strings.Join(strings.Fields(s), " "))
}

// codeSpan shows text as inline code: no markup is interpreted inside a
// code span, and the text cannot end it (backticks and line breaks are
// replaced).
func codeSpan(s string) string {
	return "`" + oneLine(s) + "`"
}

// oneLine is ir.OneLine made safe inside a Markdown code span.
func oneLine(s string) string {
	return strings.ReplaceAll(ir.OneLine(s), "`", "'")
}

func quote(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = "> " + l
	}
	return strings.Join(lines, "\n")
}
