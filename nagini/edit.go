package nagini

import (
	"fmt"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// ParseClause parses a contract expression, the text inside Requires(…) or
// Ensures(…), and lowers it as the module reader lowers a clause (Result(),
// Old, Implies, Forall and Exists).
func ParseClause(text string) (ir.Expr, error) {
	e, probs := ParseExpr(text)
	if len(probs) > 0 {
		return nil, fmt.Errorf("%s: %s", probs[0].R, probs[0].Message)
	}
	return lowerContract(e, false), nil
}

// AddEnsures returns the edit that adds Ensures(clause) to contract c of
// the file src: a new line after the last Ensures(…) statement, else after
// the last Requires(…), else first in the body (after the docstring),
// indented like that statement or the body. In __init__ the last Ensures
// may follow the field assignments; the new one goes after it too.
func AddEnsures(src string, c *ir.Contract, clause string) ([]ir.Edit, error) {
	clause = strings.TrimSpace(clause)
	if err := checkClauseText(clause); err != nil {
		return nil, err
	}
	stmt := "Ensures(" + clause + ")"
	for _, kind := range []ir.ClauseKind{ir.Ensures, ir.Requires} {
		if last := lastOf(c, kind); last != nil {
			return afterClause(src, c, last, stmt)
		}
	}
	return bodyFirst(src, c, stmt)
}

// AddRequires returns the edit that adds Requires(clause) to contract c
// of the file src: after the last Requires(…), else before the first
// Ensures(…) (Nagini reads preconditions first), else first in the body.
func AddRequires(src string, c *ir.Contract, clause string) ([]ir.Edit, error) {
	clause = strings.TrimSpace(clause)
	if err := checkClauseText(clause); err != nil {
		return nil, err
	}
	stmt := "Requires(" + clause + ")"
	if last := lastOf(c, ir.Requires); last != nil {
		return afterClause(src, c, last, stmt)
	}
	var first *ir.Clause
	for i := range c.Clauses {
		cl := &c.Clauses[i]
		if cl.Kind == ir.Ensures && (first == nil || cl.R.Start.Offset < first.R.Start.Offset) {
			first = cl
		}
	}
	if first == nil {
		return bodyFirst(src, c, stmt)
	}
	start, _, indent, err := clauseLine(src, c, first)
	if err != nil {
		return nil, err
	}
	line, _, _ := strings.Cut(src[start:], "\n")
	at := start - len(indent)
	return []ir.Edit{{Start: at, End: at, Text: indent + stmt + lineEnding(line)}}, nil
}

// lastOf is c's last clause of a kind in the text, or nil.
func lastOf(c *ir.Contract, kind ir.ClauseKind) *ir.Clause {
	var last *ir.Clause
	for i := range c.Clauses {
		cl := &c.Clauses[i]
		if cl.Kind == kind && (last == nil || cl.R.End.Offset > last.R.End.Offset) {
			last = cl
		}
	}
	return last
}

// afterClause inserts stmt on a new line after the clause's statement,
// indented like it.
func afterClause(src string, c *ir.Contract, last *ir.Clause, stmt string) ([]ir.Edit, error) {
	_, end, indent, err := clauseLine(src, c, last)
	if err != nil {
		return nil, err
	}
	return []ir.Edit{insertAfterLine(src, end, indent+stmt)}, nil
}

// clauseLine is where cl's Requires(…) or Ensures(…) statement is in src
// and the indentation of its line, checked: the statement must be there
// and start its line.
func clauseLine(src string, c *ir.Contract, cl *ir.Clause) (start, end int, indent string, err error) {
	word := "Ensures("
	if cl.Kind == ir.Requires {
		word = "Requires("
	}
	start, end = cl.R.Start.Offset, cl.R.End.Offset
	if start < 0 || start > end || end > len(src) || !strings.HasPrefix(src[start:], word) {
		return 0, 0, "", fmt.Errorf("nagini: the %s clause of %s is not at %s in this source", cl.Kind, c.Name, cl.R)
	}
	indent, ok := indentBefore(src, start)
	if !ok {
		return 0, 0, "", fmt.Errorf("nagini: the %s clause of %s does not start its line", cl.Kind, c.Name)
	}
	return start, end, indent, nil
}

// bodyFirst inserts stmt as the first statement of c's body (after the
// docstring).
func bodyFirst(src string, c *ir.Contract, stmt string) ([]ir.Edit, error) {
	// Neither: the first statement of the body.
	defAt := c.R.Start.Offset
	if defAt < 0 || c.R.End.Offset > len(src) || defAt > c.R.End.Offset ||
		!strings.HasPrefix(src[defAt:], "def ") && !strings.HasPrefix(src[defAt:], "async def ") {
		return nil, fmt.Errorf("nagini: the def of %s is not at %s in this source", c.Name, c.R)
	}
	if c.DocR.Start.Line > 0 {
		ds, de := c.DocR.Start.Offset, c.DocR.End.Offset
		if ds < c.R.End.Offset || ds > de || de > len(src) {
			return nil, fmt.Errorf("nagini: the docstring of %s is not at %s in this source", c.Name, c.DocR)
		}
		indent, ok := indentBefore(src, ds)
		if !ok {
			return nil, fmt.Errorf("nagini: the docstring of %s does not start its line", c.Name)
		}
		return []ir.Edit{insertAfterLine(src, de, indent+stmt)}, nil
	}
	defIndent, _ := indentBefore(src, defAt)
	// The first line after the def's that holds code.
	i := strings.IndexByte(src[c.R.End.Offset:], '\n')
	for i >= 0 {
		lineAt := c.R.End.Offset + i + 1
		rest := src[lineAt:]
		line, _, _ := strings.Cut(rest, "\n")
		code := strings.TrimLeft(line, " \t")
		if t := strings.TrimSpace(code); t == "" || strings.HasPrefix(t, "#") {
			next := strings.IndexByte(rest, '\n')
			if next < 0 {
				break
			}
			i += next + 1
			continue
		}
		indent := line[:len(line)-len(code)]
		if indentWidth(indent) <= indentWidth(defIndent) {
			break
		}
		return []ir.Edit{{Start: lineAt, End: lineAt, Text: indent + stmt + lineEnding(line)}}, nil
	}
	return nil, fmt.Errorf("nagini: %s has no indented body to add a clause to", c.Name)
}

// checkClauseText refuses clause texts that would not stay one expression
// inside Ensures(…) on one line: parse errors, comments, line breaks.
func checkClauseText(clause string) error {
	if clause == "" {
		return fmt.Errorf("nagini: empty clause")
	}
	if strings.ContainsAny(clause, "\n\r") {
		return fmt.Errorf("nagini: the clause spans several lines")
	}
	toks, probs := lexExpr(clause)
	if len(probs) > 0 {
		return fmt.Errorf("nagini: the clause does not read: %s", probs[0].Message)
	}
	prev := 0
	for _, t := range toks {
		if gap := clause[prev:t.pos.Offset]; strings.ContainsAny(gap, "#\\") {
			return fmt.Errorf("nagini: the clause holds a comment or a line continuation")
		}
		prev = t.end.Offset
	}
	if _, err := ParseClause(clause); err != nil {
		return fmt.Errorf("nagini: the clause does not parse: %v", err)
	}
	return nil
}

// indentBefore returns the whitespace between the start of off's line and
// off, and whether only spaces and tabs are there.
func indentBefore(src string, off int) (string, bool) {
	ls := strings.LastIndexByte(src[:off], '\n') + 1
	indent := src[ls:off]
	return indent, strings.Trim(indent, " \t") == ""
}

// indentWidth measures indentation as logicalLines does (tabs to 8).
func indentWidth(s string) int {
	col := 0
	for _, c := range s {
		if c == '\t' {
			col = (col/8 + 1) * 8
		} else {
			col++
		}
	}
	return col
}

func lineEnding(line string) string {
	if strings.HasSuffix(line, "\r") {
		return "\r\n"
	}
	return "\n"
}

// insertAfterLine inserts text as a new line after the line holding off.
func insertAfterLine(src string, off int, text string) ir.Edit {
	i := strings.IndexByte(src[off:], '\n')
	if i < 0 {
		return ir.Edit{Start: len(src), End: len(src), Text: "\n" + text}
	}
	at := off + i + 1
	line := src[strings.LastIndexByte(src[:at-1], '\n')+1 : at-1]
	return ir.Edit{Start: at, End: at, Text: text + lineEnding(line)}
}

// AddInvariant returns the edit that adds Invariant(clause) to the while
// loop whose statement spans loop: a new line after the loop's leading
// Invariant(…) statements (or first in its body), indented like the body.
func AddInvariant(src string, loop ir.Range, clause string) ([]ir.Edit, error) {
	clause = strings.TrimSpace(clause)
	if err := checkClauseText(clause); err != nil {
		return nil, err
	}
	// The loop's range may cover its header only: its body is read from
	// the text, to the end of its indented lines.
	from, to := loop.Start.Offset, len(src)
	if from < 0 || loop.End.Offset > len(src) || from >= to || !strings.HasPrefix(src[from:], "while") {
		return nil, fmt.Errorf("nagini: no while loop at %s in this source", loop)
	}
	loopIndent, _ := indentBefore(src, from)
	// The header ends at the first line break outside brackets.
	depth, i := 0, from
	for ; i < to; i++ {
		switch src[i] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case '\n':
			if depth <= 0 {
				goto body
			}
		}
	}
	return nil, fmt.Errorf("nagini: the loop at %s has no body on lines of its own", loop)
body:
	// Skip the body's leading Invariant(…) statements (each may span
	// lines while its brackets are open).
	at, indent := i+1, ""
	for at < to {
		line, _, _ := strings.Cut(src[at:], "\n")
		code := strings.TrimLeft(line, " \t")
		t := strings.TrimSpace(code)
		if t == "" || strings.HasPrefix(t, "#") {
			at += len(line) + 1
			continue
		}
		if indent == "" {
			indent = line[:len(line)-len(code)]
			if indentWidth(indent) <= indentWidth(loopIndent) {
				return nil, fmt.Errorf("nagini: the loop at %s has no indented body", loop)
			}
		}
		if !strings.HasPrefix(t, "Invariant(") {
			break
		}
		d, j := 0, at
		for ; j < len(src); j++ {
			if src[j] == '(' {
				d++
			} else if src[j] == ')' {
				d--
			} else if src[j] == '\n' && d <= 0 {
				break
			}
		}
		at = j + 1
	}
	if at > len(src) {
		at = len(src)
	}
	if indent == "" {
		return nil, fmt.Errorf("nagini: the loop at %s has no indented body", loop)
	}
	return []ir.Edit{{Start: at, End: at, Text: indent + "Invariant(" + clause + ")\n"}}, nil
}

// AddAssert returns the edit that adds Assert(clause) on a line of its own
// before the statement at stmt, or after it: after a compound statement
// (while, for, if) means after the last line of its indented block.
func AddAssert(src string, stmt ir.Range, before bool, clause string) ([]ir.Edit, error) {
	clause = strings.TrimSpace(clause)
	if err := checkClauseText(clause); err != nil {
		return nil, err
	}
	from := stmt.Start.Offset
	if from < 0 || from >= len(src) || stmt.End.Offset > len(src) {
		return nil, fmt.Errorf("nagini: no statement at %s in this source", stmt)
	}
	indent, alone := indentBefore(src, from)
	if !alone {
		return nil, fmt.Errorf("nagini: the statement at %s does not start its line", stmt)
	}
	text := indent + "Assert(" + clause + ")"
	ls := from - len(indent)
	if before {
		return []ir.Edit{{Start: ls, End: ls, Text: text + "\n"}}, nil
	}
	// The statement's own lines: to the first line break outside brackets.
	depth, i := 0, from
	for ; i < len(src); i++ {
		switch src[i] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		}
		if src[i] == '\n' && depth <= 0 {
			break
		}
	}
	last := i // the line break ending the statement's last line
	if strings.HasSuffix(strings.TrimRight(src[from:i], " \t\r"), ":") {
		// A block: the lines indented deeper than its header, blank and
		// comment lines among them.
		for at := i + 1; at < len(src); {
			line, _, _ := strings.Cut(src[at:], "\n")
			code := strings.TrimLeft(line, " \t")
			if t := strings.TrimSpace(code); t != "" && !strings.HasPrefix(t, "#") {
				if indentWidth(line[:len(line)-len(code)]) <= indentWidth(indent) {
					break
				}
				last = at + len(line)
			}
			at += len(line) + 1
		}
	}
	if last >= len(src) {
		return []ir.Edit{{Start: len(src), End: len(src), Text: "\n" + text}}, nil
	}
	return []ir.Edit{{Start: last + 1, End: last + 1, Text: text + "\n"}}, nil
}
