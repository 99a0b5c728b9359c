package dafny

import (
	"fmt"
	"strings"

	"github.com/specfaith/specfaith/spec"
)

// AddEnsures returns the edit that adds `ensures clause` to c: on a new
// line after its last ensures clause (or requires clause), indented like
// that clause; without clauses, before the body.
func AddEnsures(src string, c *spec.Contract, clause string) ([]spec.Edit, error) {
	var last *spec.Clause
	for i := range c.Clauses {
		cl := &c.Clauses[i]
		if cl.Kind == spec.Ensures || (cl.Kind == spec.Requires && (last == nil || last.Kind != spec.Ensures)) {
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
		return []spec.Edit{{Start: end, End: end, Text: "\n" + indent + "ensures " + clause}}, nil
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
	return []spec.Edit{{Start: at, End: at, Text: "\n" + indent + "ensures " + clause}}, nil
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
func ResultForm(c *spec.Contract) (*spec.Contract, func(spec.Expr) (string, error)) {
	plain := func(e spec.Expr) (string, error) { return Print(e), nil }
	if (c.Decl != spec.DeclFunction && c.Decl != spec.DeclPredicate) || len(c.Results) != 1 || c.Results[0].Name != spec.ResultName {
		return c, plain
	}
	self := &spec.Call{Fn: &spec.Ident{Name: c.Name}}
	names := map[string]bool{c.Name: true, spec.ResultName: true}
	for _, p := range c.Params {
		self.Args = append(self.Args, &spec.Ident{Name: p.Name})
		names[p.Name] = true
	}
	isSelf := func(e spec.Expr) bool {
		call, ok := e.(*spec.Call)
		if !ok || Print(call) != Print(self) {
			return false
		}
		_, ok = call.Fn.(*spec.Ident)
		return ok
	}
	toResult := func(e spec.Expr) spec.Expr {
		if isSelf(e) {
			return &spec.Ident{Node: spec.Node{R: e.Span()}, Name: spec.ResultName}
		}
		return nil
	}
	k := *c
	k.Clauses = make([]spec.Clause, len(c.Clauses))
	for i, cl := range c.Clauses {
		if cl.Kind == spec.Ensures {
			cl.Expr = mapFree(cl.Expr, names, toResult)
		}
		k.Clauses[i] = cl
	}
	toCall := func(e spec.Expr) spec.Expr {
		if id, ok := e.(*spec.Ident); ok && id.Name == spec.ResultName {
			return self
		}
		return nil
	}
	return &k, func(e spec.Expr) (string, error) { return Print(mapFree(e, names, toCall)), nil }
}

// mapFree rebuilds e with f applied to each sub-expression (f returns nil
// to look inside instead) except under a binder of one of the names,
// where they would mean something else.
func mapFree(e spec.Expr, names map[string]bool, f func(spec.Expr) spec.Expr) spec.Expr {
	binds := func(bs []spec.Binder) bool {
		for _, b := range bs {
			if names[b.Name] {
				return true
			}
		}
		return false
	}
	var rec func(x spec.Expr) spec.Expr
	rec = func(x spec.Expr) spec.Expr {
		if y := f(x); y != nil {
			return y
		}
		switch y := x.(type) {
		case *spec.Quant:
			if binds(y.Vars) {
				return y
			}
		case *spec.Compr:
			if binds(y.Vars) {
				return y
			}
		case *spec.Lambda:
			if binds(y.Params) {
				return y
			}
		case *spec.Let:
			for _, n := range y.Names {
				if names[n] {
					return y
				}
			}
		}
		return spec.Rebuild(x, rec)
	}
	return rec(e)
}
