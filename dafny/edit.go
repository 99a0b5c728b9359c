package dafny

import (
	"fmt"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// AddEnsures returns the edit that adds `ensures clause` to c: on a new
// line after its last ensures clause (or requires clause), indented like
// that clause; without clauses, before the body.
func AddEnsures(src string, c *ir.Contract, clause string) ([]ir.Edit, error) {
	var last *ir.Clause
	for i := range c.Clauses {
		cl := &c.Clauses[i]
		if cl.Kind == ir.Ensures || (cl.Kind == ir.Requires && (last == nil || last.Kind != ir.Ensures)) {
			last = cl
		}
	}
	if last != nil {
		end := last.R.End.Offset
		if end > len(src) {
			return nil, fmt.Errorf("clause range is outside the text")
		}
		indent := lineIndent(src, last.R.Start.Offset)
		// After a trailing line comment, not inside it or before it.
		rest := src[end:]
		eol := strings.IndexByte(rest, '\n')
		if eol < 0 {
			eol = len(rest)
		}
		if t := strings.TrimSpace(rest[:eol]); t == "" || strings.HasPrefix(t, "//") {
			end += len(strings.TrimRight(rest[:eol], "\r"))
		}
		return []ir.Edit{{Start: end, End: end, Text: "\n" + indent + "ensures " + clause}}, nil
	}
	// No clauses: before the body's brace, or at the end of a bodiless
	// declaration.
	at := c.R.End.Offset
	if c.HasBody {
		if b := bodyBrace(src, c.NameR.End.Offset, c.R.End.Offset); b >= 0 {
			at = b
		}
	}
	if at > len(src) {
		return nil, fmt.Errorf("declaration range is outside the text")
	}
	for at > 0 && (src[at-1] == ' ' || src[at-1] == '\t' || src[at-1] == '\n' || src[at-1] == '\r') {
		at--
	}
	indent := lineIndent(src, c.R.Start.Offset) + "  "
	return []ir.Edit{{Start: at, End: at, Text: "\n" + indent + "ensures " + clause}}, nil
}

// lineIndent is the leading white space of the line holding off.
func lineIndent(src string, off int) string {
	start := strings.LastIndexByte(src[:off], '\n') + 1
	end := start
	for end < len(src) && (src[end] == ' ' || src[end] == '\t') {
		end++
	}
	return src[start:end]
}

// bodyBrace finds the body's opening brace between from and to: the first
// "{" outside parentheses that does not open an attribute {:…}. It reads
// the signature's tokens so braces in comments or strings are skipped.
func bodyBrace(src string, from, to int) int {
	if from < 0 || to > len(src) || from >= to {
		return -1
	}
	l := lex(src[:to])
	depth := 0
	for i, t := range l.toks {
		if t.pos.Offset < from || t.kind != tOp {
			continue
		}
		switch t.text {
		case "(", "[":
			depth++
		case ")", "]":
			depth--
		case "{":
			if depth == 0 && !(i+1 < len(l.toks) && l.toks[i+1].text == ":") {
				return t.pos.Offset
			}
		}
	}
	return -1
}

// ResultForm lets a clause generator treat a function's unnamed result as
// a variable. Dafny has no name for it (`function f(x: int): int`): its
// clauses call the function itself, f(x). ResultForm returns c with those
// calls read as `result`, and the printer that writes `result` back as
// f(x) (`result` does not resolve in Dafny). A named result (`: (r: int)`)
// and methods are left as they are.
func ResultForm(c *ir.Contract) (*ir.Contract, func(ir.Expr) (string, error)) {
	plain := func(e ir.Expr) (string, error) { return Print(e), nil }
	if (c.Decl != ir.DeclFunction && c.Decl != ir.DeclPredicate) || len(c.Results) != 1 || c.Results[0].Name != ir.ResultName {
		return c, plain
	}
	self := &ir.Call{Fn: &ir.Ident{Name: c.Name}}
	names := map[string]bool{c.Name: true, ir.ResultName: true}
	for _, p := range c.Params {
		self.Args = append(self.Args, &ir.Ident{Name: p.Name})
		names[p.Name] = true
	}
	isSelf := func(e ir.Expr) bool {
		call, ok := e.(*ir.Call)
		if !ok || Print(call) != Print(self) {
			return false
		}
		_, ok = call.Fn.(*ir.Ident)
		return ok
	}
	toResult := func(e ir.Expr) ir.Expr {
		if isSelf(e) {
			return &ir.Ident{Node: ir.Node{R: e.Span()}, Name: ir.ResultName}
		}
		return nil
	}
	k := *c
	k.Clauses = make([]ir.Clause, len(c.Clauses))
	for i, cl := range c.Clauses {
		if cl.Kind == ir.Ensures {
			cl.Expr = mapFree(cl.Expr, names, toResult)
		}
		k.Clauses[i] = cl
	}
	toCall := func(e ir.Expr) ir.Expr {
		if id, ok := e.(*ir.Ident); ok && id.Name == ir.ResultName {
			return self
		}
		return nil
	}
	return &k, func(e ir.Expr) (string, error) { return Print(mapFree(e, names, toCall)), nil }
}

// mapFree rebuilds e with f applied to each sub-expression (f returns nil
// to look inside instead) except under a binder of one of the names,
// where they would mean something else.
func mapFree(e ir.Expr, names map[string]bool, f func(ir.Expr) ir.Expr) ir.Expr {
	binds := func(bs []ir.Binder) bool {
		for _, b := range bs {
			if names[b.Name] {
				return true
			}
		}
		return false
	}
	var rec func(x ir.Expr) ir.Expr
	rec = func(x ir.Expr) ir.Expr {
		if y := f(x); y != nil {
			return y
		}
		switch y := x.(type) {
		case *ir.Quant:
			if binds(y.Vars) {
				return y
			}
		case *ir.Compr:
			if binds(y.Vars) {
				return y
			}
		case *ir.Lambda:
			if binds(y.Params) {
				return y
			}
		case *ir.Let:
			for _, n := range y.Names {
				if names[n] {
					return y
				}
			}
		}
		return ir.Rebuild(x, rec)
	}
	return rec(e)
}

// AddInvariant returns the edit that adds `invariant clause` to the while
// loop whose statement spans loop: on a new line after its last
// invariant (or its condition), indented like its invariants.
func AddInvariant(src string, loop ir.Range, clause string) ([]ir.Edit, error) {
	from, to := loop.Start.Offset, loop.End.Offset
	if from < 0 || to > len(src) || from >= to || !strings.HasPrefix(src[from:], "while") {
		return nil, fmt.Errorf("dafny: no while loop at %s in this source", loop)
	}
	l := lex(src[:to])
	depth, brace, lastInv := 0, -1, -1
	var prev *token
	for i := range l.toks {
		t := &l.toks[i]
		if t.pos.Offset < from {
			continue
		}
		if t.kind == tIdent && t.text == "invariant" && depth == 0 {
			lastInv = t.pos.Offset
		}
		if t.kind == tOp {
			switch t.text {
			case "(", "[":
				depth++
			case ")", "]":
				depth--
			case "{":
				// The body's brace: not an attribute {:…}, and after what
				// ends an expression (a set display follows an operator).
				// A brace that starts its line opens the body too.
				ends := prev != nil && (prev.kind == tIdent && prev.text != "invariant" && prev.text != "decreases" && prev.text != "modifies" && prev.text != "in" ||
					prev.kind == tInt || prev.kind == tReal || prev.kind == tString || prev.kind == tChar ||
					prev.kind == tOp && (prev.text == ")" || prev.text == "]" || prev.text == "}" || prev.text == "|") ||
					strings.TrimSpace(src[strings.LastIndexByte(src[:t.pos.Offset], '\n')+1:t.pos.Offset]) == "")
				if depth == 0 && ends && !(i+1 < len(l.toks) && l.toks[i+1].text == ":") {
					brace = t.pos.Offset
				}
			}
		}
		if brace >= 0 {
			break
		}
		prev = t
	}
	if brace < 0 {
		return nil, fmt.Errorf("dafny: the loop at %s has no body to read", loop)
	}
	at := brace
	for at > from && (src[at-1] == ' ' || src[at-1] == '\t' || src[at-1] == '\n' || src[at-1] == '\r') {
		at--
	}
	indent := lineIndent(src, from) + "  "
	if lastInv >= 0 {
		indent = lineIndent(src, lastInv)
	}
	return []ir.Edit{{Start: at, End: at, Text: "\n" + indent + "invariant " + clause}}, nil
}

// AddAssert returns the edit that adds `assert clause;` on a line of its
// own after the statement that spans stmt (before it, with before),
// indented like it.
func AddAssert(src string, stmt ir.Range, before bool, clause string) ([]ir.Edit, error) {
	from, end := stmt.Start.Offset, stmt.End.Offset
	if from < 0 || end > len(src) || from >= end {
		return nil, fmt.Errorf("dafny: no statement at %s in this source", stmt)
	}
	indent := lineIndent(src, from)
	if before {
		if strings.TrimSpace(src[strings.LastIndexByte(src[:from], '\n')+1:from]) != "" {
			return nil, fmt.Errorf("dafny: the statement at %s does not start its line", stmt)
		}
		at := strings.LastIndexByte(src[:from], '\n') + 1
		return []ir.Edit{{Start: at, End: at, Text: indent + "assert " + clause + ";\n"}}, nil
	}
	// The statement's range may stop before its semicolon.
	rest := strings.TrimLeft(src[end:], " \t")
	if src[end-1] != ';' && src[end-1] != '}' && strings.HasPrefix(rest, ";") {
		end += len(src[end:]) - len(rest) + 1
	}
	if src[end-1] != ';' && src[end-1] != '}' {
		return nil, fmt.Errorf("dafny: the statement at %s does not end in a semicolon or a brace", stmt)
	}
	return []ir.Edit{{Start: end, End: end, Text: "\n" + indent + "assert " + clause + ";"}}, nil
}
