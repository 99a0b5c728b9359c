package nagini

import (
	"github.com/specfaith/specfaith/internal/lazyre"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// Module and class constants. A name bound once at the top of a module
// (OTHER_CONST = 23) or of a class body (SOME_CONST = 23, read as
// A.SOME_CONST) to a value built from literals and other such constants
// is that value wherever a clause or body reads it. A name bound more
// than once, made `global` in a function, or bound to a list, dict, set
// or a call's result is not: the heap or a later statement may change
// what it holds, so reading it stays unknown.

// constDef is one binding seen by scanConsts.
type constDef struct {
	name     string // X, or C.X for a class attribute
	class    string
	from, to int // the right-hand side
	count    int
}

var globalStmt = lazyre.New(`(?m)^\s*(?:global|nonlocal)\s+(.+)$`)

// scanConsts finds the constants before any body is parsed, so that the
// expressions parsed later read them (constRefs).
func (p *modParser) scanConsts() {
	defs := map[string]*constDef{}
	var order []string
	bind := func(key, class string, from, to int) {
		d := defs[key]
		if d == nil {
			d = &constDef{name: key, class: class, from: from, to: to}
			defs[key] = d
			order = append(order, key)
		}
		d.count++
	}
	type scope struct {
		class  string // "" for a def
		indent int
	}
	var stack []scope
	for _, l := range p.lines {
		t := p.text(l)
		for len(stack) > 0 && l.indent <= stack[len(stack)-1].indent {
			stack = stack[:len(stack)-1]
		}
		switch {
		case strings.HasPrefix(t, "def ") || strings.HasPrefix(t, "async def "):
			stack = append(stack, scope{indent: l.indent})
			continue
		case strings.HasPrefix(t, "class "):
			name := strings.TrimSpace(strings.FieldsFunc(t[6:]+":", func(r rune) bool { return r == '(' || r == ':' })[0])
			stack = append(stack, scope{class: name, indent: l.indent})
			continue
		}
		prefix := ""
		switch {
		case len(stack) == 0:
		case stack[len(stack)-1].class != "" && len(stack) == 1:
			prefix = stack[0].class + "."
		default:
			continue // inside a def or a nested class
		}
		// Any other binding of a name at this level (x += 1, for x in,
		// import x, with … as x) counts as a second one.
		if i := augmentedAt(t); i > 0 {
			bind(prefix+strings.TrimSpace(t[:i]), "", 0, 0)
			bind(prefix+strings.TrimSpace(t[:i]), "", 0, 0)
			continue
		}
		for _, kw := range []string{"for ", "import ", "with ", "from "} {
			if strings.HasPrefix(t, kw) {
				for _, f := range strings.FieldsFunc(t, func(r rune) bool { return !isAlnum(byte(r)) || r >= 0x80 }) {
					bind(prefix+f, "", 0, 0)
					bind(prefix+f, "", 0, 0)
				}
			}
		}
		i := assignAt(t)
		if i <= 0 {
			continue
		}
		lhs := strings.TrimSpace(t[:i])
		if c := strings.IndexByte(lhs, ':'); c > 0 {
			lhs = strings.TrimSpace(lhs[:c]) // X: int = 3
		}
		if !isIdent(lhs) {
			// a, b = … or x[0] = …: every name on the left is rebound
			for _, f := range strings.FieldsFunc(lhs, func(r rune) bool { return !isAlnum(byte(r)) || r >= 0x80 }) {
				bind(prefix+f, "", 0, 0)
				bind(prefix+f, "", 0, 0)
			}
			continue
		}
		bind(prefix+lhs, strings.TrimSuffix(prefix, "."), l.from+i+1, l.to)
	}
	for _, m := range globalStmt.FindAllStringSubmatch(p.src, -1) {
		for _, n := range strings.Split(m[1], ",") {
			if d := defs[strings.TrimSpace(strings.SplitN(n, "#", 2)[0])]; d != nil {
				d.count++
			}
		}
	}
	p.consts = map[string]bool{}
	for _, k := range order {
		if d := defs[k]; d.count == 1 && d.to > d.from {
			p.consts[k] = true
		}
	}
	// The right-hand sides, parsed once every name is known; one that is
	// not a constant expression drops its name (and, in turn, names
	// defined from it are unknown when evaluated).
	for _, k := range order {
		d := defs[k]
		if !p.consts[k] {
			continue
		}
		p.constClass = d.class
		e, probs := p.exprIn(d.from, d.to)
		p.constClass = ""
		if len(probs) > 0 || e == nil || !constExpr(e) {
			delete(p.consts, k)
			continue
		}
		p.mod.Consts[k] = e
	}
}

// constExpr says whether e is built from literals, names and operators
// only: no display of a mutable collection, no call but an operator's.
func constExpr(e ir.Expr) bool {
	ok := true
	ir.Inspect(e, func(x ir.Expr) bool {
		switch v := x.(type) {
		case *ir.Lit, *ir.Ident, *ir.Unary, *ir.Binary, *ir.Chain, *ir.TupleExpr, *ir.Ite:
		case *ir.Call:
			id, isID := v.Fn.(*ir.Ident)
			ok = ok && isID && (id.Name == "$mul" || id.Name == "$truediv" || id.Name == "$or" || id.Name == "$and" || id.Name == "$xor")
		default:
			ok = false
		}
		return ok
	})
	return ok
}

// constRefs reads C.X, for a class C with a constant X, as that constant,
// and inside C's body a bare X as C.X (a class body's names).
func (p *modParser) constRefs(e ir.Expr) ir.Expr {
	if e == nil || len(p.consts) == 0 {
		return e
	}
	return ir.Rewrite(e, func(x ir.Expr) (ir.Expr, bool) {
		switch v := x.(type) {
		case *ir.Member:
			if id, ok := v.X.(*ir.Ident); ok && p.consts[id.Name+"."+v.Name] {
				return &ir.Ident{Node: v.Node, Name: id.Name + "." + v.Name}, true
			}
		case *ir.Ident:
			if p.constClass != "" && p.consts[p.constClass+"."+v.Name] {
				return &ir.Ident{Node: v.Node, Name: p.constClass + "." + v.Name}, true
			}
		}
		return x, false
	})
}
