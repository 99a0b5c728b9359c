package server

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// withoutCodeSpans drops inline code, where Markdown interprets nothing.
var codeSpanRE = regexp.MustCompile("`[^`\n]*`")

// unescaped finds markup not preceded by a backslash.
var unescaped = []*regexp.Regexp{
	regexp.MustCompile(`(^|[^\\])\]\(command:`),
	regexp.MustCompile(`(^|[^\\])<img`),
	regexp.MustCompile(`(^|[^\\])\*\*now`),
}

// Hover and evidence Markdown escape what comes from the file: a doc
// comment, a string literal in a clause and an example value cannot
// become a link (such as [x](command:…), which runs an editor command when
// clicked) or raw HTML (<img …>).
func TestMarkdownEscapesFileText(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "evil.dfy")
	text := `/// Return the greeting. See [x](command:workbench.action.terminal.new) and <img src=x onerror=alert(1)> **now**.
/// @input n = 1
/// @accept n = 1 -> s = "<img src=q>[w](command:evil.accept)"
method Greet(n: int) returns (s: string)
  ensures s == "<img src=y>[z](command:evil.ensures)"
`
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	c := startServer(t, Options{})
	c.initialize(dir, nil)
	u := c.open(path, text)
	c.waitDiags(u, version(1))

	check := func(what, md string) {
		t.Helper()
		outside := codeSpanRE.ReplaceAllString(md, "")
		for _, bad := range unescaped {
			if bad.MatchString(outside) {
				t.Errorf("%s: unescaped %s outside code:\n%s", what, bad, md)
			}
		}
	}
	name := hoverOn(t, c, u, text, "Greet(n")
	clause := hoverOn(t, c, u, text, `s == "<img src=y>`)
	check("hover on the name", name)
	check("hover on the clause", clause)
	for _, want := range []string{`\[x\](command:workbench.action.terminal.new)`, `\<img src=x`, `\*\*now\*\*`} {
		if !strings.Contains(name, want) {
			t.Errorf("hover lacks the escaped doc comment %q:\n%s", want, name)
		}
	}
	if !strings.Contains(clause, `\<img src=y\>`) && !strings.Contains(clause, `\<img src=y>`) {
		t.Errorf("the clause's reading lacks the escaped string literal:\n%s", clause)
	}
	var res struct {
		Markdown string `json:"markdown"`
	}
	if err := c.call("workspace/executeCommand", map[string]any{"command": CommandEvidence, "arguments": []any{string(u)}}, &res); err != nil {
		t.Fatal(err)
	}
	check("evidence", res.Markdown)
	if !strings.Contains(res.Markdown, "command:evil.accept") {
		t.Errorf("the evidence does not show the failing example:\n%s", res.Markdown)
	}
}
