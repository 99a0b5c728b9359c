package lean

import (
	"strconv"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// structInfo is a structure declaration: its fields in order. A value
// of the structure is its anonymous constructor ⟨a, b⟩: a tuple of the
// fields, or the field itself when there is one (⟨xs⟩ reads as xs).
type structInfo struct {
	name   string
	ctor   string // mk unless the declaration names it
	fields []string
}

// maxFields bounds the fields read from one structure.
const maxFields = 64

// structure reads `structure S (params) where f : T …` for its field
// names; anything else (extends, fields with binders, a class) leaves the
// structure unknown, which is what it was before.
func (p *parser) structure() {
	p.next()
	name := p.next()
	if name.kind != tIdent {
		p.skipCommand()
		return
	}
	p.push()
	defer p.pop()
	p.binders()
	if !p.accept("where") {
		p.skipCommand()
		return
	}
	info := &structInfo{name: name.text, ctor: "mk"}
	for !p.atLineStart() {
		t := *p.tok()
		switch {
		case t.kind == tIdent && p.peek(1).text == "::": // mk :: names the constructor
			info.ctor = p.next().text
			p.next()
		case t.kind == tIdent && t.text == "deriving":
			p.skipCommand()
		case t.kind == tIdent && len(info.fields) < maxFields:
			var names []string
			for p.tok().kind == tIdent && !p.atLineStart() {
				names = append(names, p.next().text)
			}
			if !p.is(":") {
				p.skipCommand()
				return
			}
			info.fields = append(info.fields, names...)
			// The type (and a default := v) runs to the next field.
			p.next()
			for !p.atLineStart() && !(p.tok().nl && p.tok().pos.Col <= t.pos.Col) {
				p.next()
			}
		default:
			p.skipCommand()
			return
		}
	}
	if len(info.fields) == 0 {
		return
	}
	if p.structs == nil {
		p.structs = map[string]*structInfo{}
	}
	p.structs[info.name] = info
}

// atLineStart: the end of the file or a token that begins a line at
// column 1 (the next command).
func (p *parser) atLineStart() bool {
	t := p.tok()
	return t.kind == tEOF || t.nl && t.pos.Col == 1
}

// bindStruct records that a local is declared of a structure type
// (m : Map K V), for reading m.entries as its field.
func (p *parser) bindStruct(name string, typ ir.Expr) {
	if len(p.structs) == 0 || typ == nil {
		return
	}
	s := p.structName(typ)
	if s == "" {
		return
	}
	top := len(p.scopeStructs) - 1
	if top < 0 {
		return
	}
	if p.scopeStructs[top] == nil {
		p.scopeStructs[top] = map[string]string{}
	}
	p.scopeStructs[top][name] = s
}

// structOf is the structure a local is declared of, or "".
func (p *parser) structOf(name string) string {
	for i := len(p.scopes) - 1; i >= 0; i-- {
		if p.scopes[i][name] {
			return p.scopeStructs[i][name]
		}
	}
	return ""
}

// structMember reads x.f for a local x of a structure type: the field f
// (a tuple component, or x itself for a structure of one field), or the
// file's function S.f applied to x. ok is false otherwise.
func (p *parser) structMember(node ir.Node, head string, x ir.Expr, f string) (ir.Expr, bool) {
	s := p.structs[p.structOf(head)]
	if s == nil {
		return nil, false
	}
	for i, name := range s.fields {
		if name != f {
			continue
		}
		if len(s.fields) == 1 {
			return x, true
		}
		return &ir.Member{Node: node, X: x, Name: strconv.Itoa(i)}, true
	}
	// x.f is S.f x when x fills S.f's first explicit parameter.
	for _, d := range p.defs {
		if d.name != s.name+"."+f {
			continue
		}
		for _, b := range d.bs {
			if b.explicit {
				if p.structName(b.typeExpr) == s.name {
					return &ir.Call{Node: node, Fn: &ir.Ident{Node: node, Name: d.name}, Args: []ir.Expr{x}}, true
				}
				break
			}
		}
	}
	return nil, false
}

// structName is the file's structure a type names (Map K V), or "".
func (p *parser) structName(typ ir.Expr) string {
	head := typ
	if c, ok := typ.(*ir.Call); ok {
		head = c.Fn
	}
	if id, ok := head.(*ir.Ident); ok && p.structs[id.Name] != nil {
		return id.Name
	}
	return ""
}

// structCtor is the structure whose constructor a name is (S.mk, or mk
// and .mk of the one structure with n fields whose constructor is mk).
func (p *parser) structCtor(name string, n int) *structInfo {
	if len(p.structs) == 0 {
		return nil
	}
	name = strings.TrimPrefix(name, ".")
	if i := strings.LastIndex(name, "."); i >= 0 {
		s := p.structs[name[:i]]
		if s != nil && s.ctor == name[i+1:] && len(s.fields) == n {
			return s
		}
		return nil
	}
	var found *structInfo
	for _, s := range p.structs {
		if s.ctor == name && len(s.fields) == n {
			if found != nil {
				return nil // ambiguous
			}
			found = s
		}
	}
	return found
}

// structValue reads S.mk a b as the structure's value ⟨a, b⟩.
func (p *parser) structValue(start token, fn ir.Expr, args []ir.Expr) (ir.Expr, bool) {
	id, ok := fn.(*ir.Ident)
	if !ok || !strings.Contains(id.Name, ".") || p.local(id.Name) || p.structCtor(id.Name, len(args)) == nil {
		return nil, false
	}
	if len(args) == 1 {
		return args[0], true
	}
	return &ir.TupleExpr{Node: p.node(start), Elems: args}, true
}

// structPattern reads the pattern S.mk a b (or mk a b) as ⟨a, b⟩, which
// is what the structure's values are.
func (p *parser) structPattern(name string, args []ir.Pattern) (ir.Pattern, bool) {
	if p.structCtor(name, len(args)) == nil {
		return ir.Pattern{}, false
	}
	if len(args) == 1 {
		return args[0], true
	}
	return ir.Pattern{Tuple: true, Args: args}, true
}

// nativeCtor is the pattern of a constructor applied to args: Nat and
// List constructors as the patterns of the values they build (n + 1, 0,
// x :: xs, []), others by name.
func nativeCtor(name string, args []ir.Pattern) ir.Pattern {
	ns := ""
	if i := strings.LastIndex(name, "."); i > 0 {
		ns = name[:i]
	}
	c := ctorName(name)
	switch {
	case c == "succ" && len(args) == 1 && (ns == "" || ns == "Nat"):
		return ir.Pattern{Plus: 1, Args: args}
	case c == "zero" && len(args) == 0 && (ns == "" || ns == "Nat"):
		return ir.Pattern{Lit: ir.NewInt(0)}
	case c == "cons" && len(args) == 2 && (ns == "" || ns == "List"):
		return ir.Pattern{Cons: true, Args: args}
	case c == "nil" && len(args) == 0 && (ns == "" || ns == "List"):
		return ir.Pattern{List: true}
	}
	return ir.Pattern{Ctor: c, Args: args}
}

// opaqueCtor is a constructor in a pattern that no value here is built
// with (only some and none are), or "": a match on it would silently
// fall through to a later arm.
func opaqueCtor(pt ir.Pattern) string {
	if pt.Ctor != "" && pt.Ctor != "some" && pt.Ctor != "none" {
		return pt.Ctor
	}
	for _, a := range pt.Args {
		if c := opaqueCtor(a); c != "" {
			return c
		}
	}
	return ""
}

func opaqueReason(ctor string) string {
	return "matching on the constructor " + ctor + " is not evaluated: no value here is built with it"
}
