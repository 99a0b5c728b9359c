// Package markers is the one dialect of the marker tests (after gopls's
// internal/test/marker): expectations written in comments of the spec
// files they test, on the line they are about. check's tests (findings)
// and the server's (what an editor shows) read it alike:
//
//	@diag(code, "text")     a warning with this code starting on this line whose message contains text
//	@info, @hint, @error    the same at severity information, hint, error
//	@hover("text")          hovering here shows Markdown containing text
//	@informal("text")       the contract's read-back contains text
//	@lens("text")           a code lens on this line has a title containing text
//	@fix("text")            the first bound quick-fix inserts this clause (check)
//	@fix("title", name)     a quick-fix whose title contains title, applied, gives section name (server)
//	@nofix                  no quick-fix is offered on this line
//	@search(status, "text") the contract here was searched, partial or skipped, the reason containing text
//
// Texts are Go string literals (\" for a quote). A test says which markers
// it reads; any other, misspelt or malformed marker is an error, so a
// marker can never silently check nothing.
package markers

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Severity of a diagnostic marker.
type Severity string

const (
	Error   Severity = "error"
	Warning Severity = "diag"
	Info    Severity = "info"
	Hint    Severity = "hint"
)

// Diag is an expected diagnostic.
type Diag struct {
	Severity   Severity
	Code, Text string
	// Matched is for the test to record that a diagnostic met it.
	Matched bool
}

// Fix is an expected quick-fix: Text is the clause it inserts (check) or
// a part of its title (server, with Golden the section its edit gives).
type Fix struct{ Text, Golden string }

// Search is an expected search status and a part of its reason.
type Search struct{ Status, Text string }

// Line is the markers of one line.
type Line struct {
	Diags    []*Diag
	Hovers   []string
	Informal []string
	Lenses   []string
	Fixes    []Fix
	NoFix    bool
	Searches []Search
}

const str = `"(?:[^"\\]|\\.)*"`

var (
	diagRe   = regexp.MustCompile(`^@(diag|info|hint|error)\(([a-z-]+), (` + str + `)\)`)
	textRe   = regexp.MustCompile(`^@(hover|informal|lens)\((` + str + `)\)`)
	fixRe    = regexp.MustCompile(`^@fix\((` + str + `)(?:, ([A-Za-z0-9_./-]+))?\)`)
	searchRe = regexp.MustCompile(`^@search\((searched|partial|skipped), (` + str + `)\)`)
	nameRe   = regexp.MustCompile(`(?:^|\s)@([a-z]+)`)
)

// All is every marker name of the dialect.
var All = []string{"diag", "info", "hint", "error", "hover", "informal", "lens", "fix", "nofix", "search"}

// docTags are the doc comments' example annotations (ir/examples.go),
// which share the @ sign and are no markers.
var docTags = map[string]bool{"input": true, "accept": true, "reject": true, "reject-input": true}

// Parse reads the markers of one line, accepting only the names in
// allowed; nil when the line has none. A Python decorator (@ first on its
// line) and an example annotation are no markers.
func Parse(line string, allowed ...string) (*Line, error) {
	ok := map[string]bool{}
	for _, a := range allowed {
		ok[a] = true
	}
	l := &Line{}
	found := false
	for _, m := range nameRe.FindAllStringSubmatchIndex(line, -1) {
		at := m[2] - 1
		name, rest := line[m[2]:m[3]], line[at:]
		if strings.TrimSpace(line[:at]) == "" || docTags[name] || strings.HasPrefix(rest, "@reject-input") {
			continue
		}
		if !ok[name] {
			return nil, fmt.Errorf("marker @%s is not read here (this test reads: %s)", name, strings.Join(allowed, ", "))
		}
		if err := l.add(name, rest); err != nil {
			return nil, err
		}
		found = true
	}
	if !found {
		return nil, nil
	}
	return l, nil
}

func (l *Line) add(name, rest string) error {
	unquote := func(q string) (string, error) {
		s, err := strconv.Unquote(q)
		if err != nil {
			return "", fmt.Errorf("marker text %s: %v", q, err)
		}
		return s, nil
	}
	switch name {
	case "nofix":
		if !strings.HasPrefix(rest, "@nofix") || len(rest) > len("@nofix") && isWord(rest[len("@nofix")]) {
			return fmt.Errorf("malformed marker: %s", rest)
		}
		l.NoFix = true
		return nil
	case "diag", "info", "hint", "error":
		m := diagRe.FindStringSubmatch(rest)
		if m == nil {
			return fmt.Errorf("malformed marker: %s", rest)
		}
		text, err := unquote(m[3])
		if err != nil {
			return err
		}
		l.Diags = append(l.Diags, &Diag{Severity: Severity(m[1]), Code: m[2], Text: text})
	case "hover", "informal", "lens":
		m := textRe.FindStringSubmatch(rest)
		if m == nil {
			return fmt.Errorf("malformed marker: %s", rest)
		}
		text, err := unquote(m[2])
		if err != nil {
			return err
		}
		switch name {
		case "hover":
			l.Hovers = append(l.Hovers, text)
		case "informal":
			l.Informal = append(l.Informal, text)
		default:
			l.Lenses = append(l.Lenses, text)
		}
	case "fix":
		m := fixRe.FindStringSubmatch(rest)
		if m == nil {
			return fmt.Errorf("malformed marker: %s", rest)
		}
		text, err := unquote(m[1])
		if err != nil {
			return err
		}
		l.Fixes = append(l.Fixes, Fix{Text: text, Golden: m[2]})
	case "search":
		m := searchRe.FindStringSubmatch(rest)
		if m == nil {
			return fmt.Errorf("malformed marker: %s", rest)
		}
		text, err := unquote(m[2])
		if err != nil {
			return err
		}
		l.Searches = append(l.Searches, Search{Status: m[1], Text: text})
	default:
		return fmt.Errorf("unknown marker @%s (known: %s)", name, strings.Join(All, ", "))
	}
	return nil
}

func isWord(b byte) bool {
	return b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}
