package lean

import (
	"fmt"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// AddEnsures returns the edits to src (the text c was parsed from) that add
// clause, an already-printed Lean proposition, as a new conjunct of c's
// postcondition: " ∧\n<indent>clause" after the body when the body binds
// at least as tightly as ∧, otherwise the body parenthesised first. The
// result is re-parsed before it is returned, so an edit that would not
// read as body ∧ clause is an error instead.
func AddEnsures(src string, c *ir.Contract, clause string) ([]ir.Edit, error) {
	if s := parseFile("", src).sites[c.Name]; s != nil {
		return addToTheorem(src, c, s, clause)
	}
	ens := c.Ensures()
	if len(ens) == 0 {
		return nil, fmt.Errorf("lean: %s has no postcondition to add to", c.Name)
	}
	start, end, clause, err := clauseSite(src, c, ens[0], "postcondition", clause)
	if err != nil {
		return nil, err
	}
	if edits, ok := conjoin(src, start, end, clause, func(out string, lo, hi int) bool {
		return addsConjunct(out, c, lo, hi)
	}); ok {
		return edits, nil
	}
	return nil, fmt.Errorf("lean: cannot add %q to the postcondition of %s without changing how its body reads", clause, c.Name)
}

// AddRequires returns the edits that add clause, a printed Lean
// proposition, to c's precondition definition: as a new conjunct, or in
// place of a precondition that is `True`. A theorem's hypotheses are left
// alone: a new one would shift the names its proof introduces.
func AddRequires(src string, c *ir.Contract, clause string) ([]ir.Edit, error) {
	if s := parseFile("", src).sites[c.Name]; s != nil {
		return nil, fmt.Errorf("lean: %s states its precondition as hypotheses of a theorem", c.Name)
	}
	reqs := clausesOf(c, ir.Requires)
	if len(reqs) != 1 {
		return nil, fmt.Errorf("lean: %s has no single precondition definition to add to", c.Name)
	}
	start, end, clause, err := clauseSite(src, c, reqs[0], "precondition", clause)
	if err != nil {
		return nil, err
	}
	if strings.TrimSpace(src[start:end]) == "True" {
		return []ir.Edit{{Start: start, End: end, Text: clause}}, nil
	}
	if edits, ok := conjoin(src, start, end, clause, func(out string, lo, hi int) bool {
		return addsConjunctTo(ir.Requires, out, c, lo, hi)
	}); ok {
		return edits, nil
	}
	return nil, fmt.Errorf("lean: cannot add %q to the precondition of %s without changing how it reads", clause, c.Name)
}

// clauseSite is where cl's term is in src (a term in parentheses has
// the inner term's range) and the clause to add, trimmed and checked to
// parse; what names the clause in errors.
func clauseSite(src string, c *ir.Contract, cl ir.Clause, what, clause string) (start, end int, text string, err error) {
	start, end = cl.R.Start.Offset, cl.R.End.Offset
	if start < 0 || start >= end || end > len(src) {
		return 0, 0, "", fmt.Errorf("lean: the %s of %s has no range in the source", what, c.Name)
	}
	start, end = widenParens(src, start, end)
	text = strings.TrimSpace(clause)
	if text == "" {
		return 0, 0, "", fmt.Errorf("lean: empty clause")
	}
	if _, probs := ParseExpr(text); len(probs) > 0 {
		return 0, 0, "", fmt.Errorf("lean: the clause %q does not parse: %s", text, probs[0].Message)
	}
	return start, end, text, nil
}

// conjoin returns the edits that make the term at [start, end) of src
// `term ∧ clause` (the clause on a line of its own, parenthesised where
// precedence needs it, the term too when it must be): the first that
// ok accepts, given the edited text and the clause's range in it.
func conjoin(src string, start, end int, clause string, ok func(out string, lo, hi int) bool) ([]ir.Edit, bool) {
	const probe = "True ∧ "
	if !conjunctAt(probe+clause, len(probe), len(probe)+len(clause)) {
		clause = "(" + clause + ")"
	}
	tail := " ∧\n" + indentation(src, start) + clause
	// Lean does not mix && or || with ∧ unparenthesised (same level,
	// other associativity); our parser would.
	tries := []bool{false, true}
	if boolOpsAtTop(src[start:end]) {
		tries = []bool{true}
	}
	for _, wrap := range tries {
		var edits []ir.Edit
		shift := 0
		if wrap {
			edits = append(edits, ir.Edit{Start: start, End: start, Text: "("}, ir.Edit{Start: end, End: end, Text: ")" + tail})
			shift = 2
		} else {
			edits = append(edits, ir.Edit{Start: end, End: end, Text: tail})
		}
		hi := end + shift + len(tail)
		if ok(applyEdits(src, edits), hi-len(clause), hi) {
			return edits, true
		}
	}
	return nil, false
}

// widenParens takes in parentheses that enclose exactly [start, end).
func widenParens(src string, start, end int) (int, int) {
	for {
		i := start - 1
		for i >= 0 && isSpace(src[i]) {
			i--
		}
		j := end
		for j < len(src) && isSpace(src[j]) {
			j++
		}
		if i < 0 || j >= len(src) || src[i] != '(' || src[j] != ')' {
			return start, end
		}
		start, end = i, j+1
	}
}

func isSpace(b byte) bool { return b == ' ' || b == '\t' || b == '\n' || b == '\r' }

// indentation is the body's own when it starts a line, else its line's
// plus two spaces.
func indentation(src string, start int) string {
	lineStart := strings.LastIndexByte(src[:start], '\n') + 1
	line := src[lineStart:start]
	if strings.TrimLeft(line, " \t") == "" {
		return line
	}
	return line[:len(line)-len(strings.TrimLeft(line, " \t"))] + "  "
}

// boolOpsAtTop reports && or || outside brackets.
func boolOpsAtTop(body string) bool {
	depth := 0
	for _, t := range lex(body).toks {
		if t.kind != tSym {
			continue
		}
		switch t.text {
		case "(", "[", "#[", "{", "⟨":
			depth++
		case ")", "]", "}", "⟩":
			depth--
		case "&&", "||":
			if depth == 0 {
				return true
			}
		}
	}
	return false
}

// conjunctAt parses text and reports whether it is a ∧-chain whose last
// conjunct is exactly [lo, hi) (parentheses around it allowed).
func conjunctAt(text string, lo, hi int) bool {
	e, probs := ParseExpr(text)
	return len(probs) == 0 && lastConjunct(e, text, lo, hi)
}

func lastConjunct(e ir.Expr, text string, lo, hi int) bool {
	for {
		b, ok := e.(*ir.Binary)
		if !ok || b.Op != ir.OpAnd {
			return false
		}
		if covers(b.Y, text, lo, hi) {
			return true
		}
		e = b.Y
	}
}

// covers says whether e's range is [lo, hi) up to enclosing parentheses.
func covers(e ir.Expr, text string, lo, hi int) bool {
	r := e.Span()
	s, t := r.Start.Offset, r.End.Offset
	if s < lo || t > hi || s > t {
		return false
	}
	before := strings.TrimSpace(text[lo:s])
	after := strings.TrimSpace(text[t:hi])
	return strings.Trim(before, "( \t\n") == "" && strings.Trim(after, ") \t\n") == "" &&
		strings.Count(before, "(") == strings.Count(after, ")")
}

// addsConjunct re-parses the edited file and checks that c's postcondition
// now ends with the conjunct at [lo, hi).
func addsConjunct(text string, c *ir.Contract, lo, hi int) bool {
	return addsConjunctTo(ir.Ensures, text, c, lo, hi)
}

// addsConjunctTo is addsConjunct for the first clause of a kind.
func addsConjunctTo(kind ir.ClauseKind, text string, c *ir.Contract, lo, hi int) bool {
	m := ParseFile("", text)
	for _, k := range m.Contracts {
		// The contract's range is its postcondition's definition, which
		// an edit of the precondition before it moves.
		if k.Name != c.Name || kind == ir.Ensures && k.R.Start.Offset != c.R.Start.Offset {
			continue
		}
		ens := clausesOf(k, kind)
		if len(ens) == 0 || !lastConjunct(ens[0].Expr, text, lo, hi) {
			return false
		}
		// The rest must read as the old body did: moving a let one column
		// right can end its value at a line Lean checks the column of.
		old := clausesOf(c, kind)
		if len(old) == 0 {
			return true
		}
		want, err := Print(old[0].Expr)
		if err != nil {
			return true // nothing to compare with
		}
		got, err := Print(dropLastConjunct(ens[0].Expr, text, lo, hi))
		return err == nil && got == want
	}
	return false
}

// clausesOf lists c's clauses of a kind.
func clausesOf(c *ir.Contract, kind ir.ClauseKind) []ir.Clause {
	var out []ir.Clause
	for _, cl := range c.Clauses {
		if cl.Kind == kind {
			out = append(out, cl)
		}
	}
	return out
}

// dropLastConjunct is e without its last conjunct (the one lastConjunct
// found at [lo, hi)).
func dropLastConjunct(e ir.Expr, text string, lo, hi int) ir.Expr {
	b := e.(*ir.Binary)
	if covers(b.Y, text, lo, hi) {
		return b.X
	}
	return &ir.Binary{Node: b.Node, Op: b.Op, X: b.X, Y: dropLastConjunct(b.Y, text, lo, hi)}
}

// applyEdits applies edits in increasing order to the original text.
func applyEdits(src string, edits []ir.Edit) string {
	var sb strings.Builder
	at := 0
	for _, e := range edits {
		sb.WriteString(src[at:e.Start])
		sb.WriteString(e.Text)
		at = e.End
	}
	sb.WriteString(src[at:])
	return sb.String()
}

// addToTheorem adds clause to a theorem-shaped contract as a conjunct of
// its first theorem's statement, in the theorem's words: result becomes
// the application (f xs k), each parameter the binder it was applied to.
// The edited file is read again: the theorem must still be about c, its
// statement the old one ∧ the clause.
func addToTheorem(src string, c *ir.Contract, s *site, clause string) ([]ir.Edit, error) {
	text, err := s.words(clause)
	if err != nil {
		return nil, err
	}
	stmt := letBody(s.stmt) // let r := f x; P r: the conjunct joins P r
	start, end := stmt.Span().Start.Offset, stmt.Span().End.Offset
	if start < 0 || start >= end || end > len(src) {
		return nil, fmt.Errorf("lean: the statement about %s has no range in the source", c.Name)
	}
	start, end = widenParens(src, start, end)
	want, err := Print(stmt)
	if err != nil {
		return nil, err
	}
	if edits, ok := conjoin(src, start, end, text, func(out string, lo, hi int) bool {
		ns := parseFile("", out).sites[c.Name]
		if ns == nil {
			return false
		}
		got := letBody(ns.stmt)
		if !lastConjunct(got, out, lo, hi) {
			return false
		}
		rest, err := Print(dropLastConjunct(got, out, lo, hi))
		return err == nil && rest == want
	}); ok {
		return edits, nil
	}
	return nil, fmt.Errorf("lean: cannot add %q to the theorem about %s without changing how it reads", clause, c.Name)
}

// ShowClause is a printed postcondition of c as AddEnsures writes it into
// src: in a theorem's words for a theorem-shaped contract.
func ShowClause(src string, c *ir.Contract, clause string) string {
	if s := parseFile("", src).sites[c.Name]; s != nil {
		if t, err := s.words(clause); err == nil {
			return t
		}
	}
	return clause
}

// words prints clause with the contract's names as the theorem has them.
func (s *site) words(clause string) (string, error) {
	e, probs := ParseExpr(strings.TrimSpace(clause))
	if len(probs) > 0 {
		return "", fmt.Errorf("lean: the clause %q does not parse: %s", clause, probs[0].Message)
	}
	e = ir.Rewrite(e, func(x ir.Expr) (ir.Expr, bool) {
		if id, ok := x.(*ir.Ident); ok {
			if r, ok := s.names[id.Name]; ok {
				return r, true
			}
		}
		return nil, false
	})
	return Print(e)
}

// letBody is e under its leading lets.
func letBody(e ir.Expr) ir.Expr {
	for {
		l, ok := e.(*ir.Let)
		if !ok {
			return e
		}
		e = l.Body
	}
}
