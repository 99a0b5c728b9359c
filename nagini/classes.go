package nagini

import (
	"github.com/specfaith/specfaith/internal/lazyre"
	"slices"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// Classes. Nagini verifies objects on a heap with permissions; specfaith
// reads an object as a record of its fields plus an identity (so two
// objects are equal only when they are the same object), which is what
// the contracts of the class's methods read: self.f, other.f, Old(self.f)
// and pure methods self.m(). Fields are the attributes __init__ assigns
// (self.f = …, self.f: T = …) and the class-level annotations (f: T). A
// method gets self as its first input; __init__'s output is the new
// object. A method that assigns a field of an object it is given, or
// calls a method on it that may, modifies that object: its post-state is
// not searched (the search says so).

// objectID names the field that gives an object its identity.
const objectID = ir.ObjectID

// classInfo is a class of the file as the pre-scan read it.
type classInfo struct {
	name   string
	typ    *ir.Type
	fields []ir.Param
	// bases names the classes it derives from, as written.
	bases []string
	// tuple holds the fields of NamedTuple('C', [('f', T), …]) among
	// the bases (name, annotation text); nil when there is none.
	tuple [][2]string
	// adt is the ADT class it is or is a constructor of, or nil.
	adt *classInfo
	// pure names its @Pure / @Predicate / @property methods, which do not
	// modify anything.
	pure map[string]bool
}

// ctorName is the constructor key of a class's records (never a name a
// Python program can call: C(…) runs __init__).
func ctorName(class string) string { return ir.ObjectCtor + class }

var (
	typeVarDecl  = lazyre.New(`^([A-Za-z_]\w*)\s*=\s*TypeVar\(`)
	selfField    = lazyre.New(`^([A-Za-z_]\w*)\.([A-Za-z_]\w*)\s*(?::\s*([^=]+?))?\s*=[^=]`)
	typeComment  = lazyre.New(`#\s*type:\s*([^#]+?)\s*$`)
	ctorCall     = lazyre.New(`^([A-Za-z_][\w.]*)\s*\(`)
	classAttr    = lazyre.New(`^([A-Za-z_]\w*)\s*:\s*([^=]+?)\s*(?:=.*)?$`)
	methodParams = lazyre.New(`(?s)^def\s+([A-Za-z_]\w*)\s*\((.*)\)`)
	selfFromArg  = lazyre.New(`^[A-Za-z_]\w*\.([A-Za-z_]\w*)\s*=\s*([A-Za-z_]\w*)\s*$`)
)

// scanClasses reads every class's name, fields and pure methods before
// the defs are parsed, so a parameter annotated with a class defined
// further down still gets its type.
func (p *modParser) scanClasses() {
	p.classInfo = map[string]*classInfo{}
	p.typeVars = map[string]bool{}
	for _, l := range p.lines {
		if m := typeVarDecl.FindStringSubmatch(p.text(l)); m != nil && l.indent == 0 {
			p.typeVars[m[1]] = true // T = TypeVar('T'): a generic parameter
		}
	}
	type open struct {
		info   *classInfo
		indent int
	}
	var stack []open
	initIndent := -1
	var initTypes map[string]string
	initSelf := ""
	inInit := false
	var decorators []string
	for _, l := range p.lines {
		t := p.text(l)
		for len(stack) > 0 && l.indent <= stack[len(stack)-1].indent {
			stack = stack[:len(stack)-1]
			initIndent = -1
		}
		if initIndent >= 0 && l.indent <= initIndent {
			initIndent = -1
		}
		if strings.HasPrefix(t, "class ") {
			if fs := strings.FieldsFunc(t[6:], func(r rune) bool { return r == '(' || r == ':' }); len(fs) > 0 {
				name := strings.TrimSpace(fs[0])
				ci := &classInfo{name: name, typ: &ir.Type{Kind: ir.KDatatype, Name: name}, pure: map[string]bool{},
					fields: []ir.Param{{Name: objectID, Type: ir.TypeInt}}}
				if open := strings.IndexByte(t, '('); open >= 0 {
					if end := matching(t, open); end > open {
						for _, b := range splitTopLevel(t[open+1:end], ',') {
							b = strings.TrimSpace(b)
							if isIdent(b) {
								ci.bases = append(ci.bases, b)
							} else if m := namedTuple.FindStringSubmatch(b); m != nil {
								ci.tuple = adtFields(m[1])
							}
						}
					}
				}
				p.classInfo[name] = ci
				p.classes[name] = true
				stack = append(stack, open{ci, l.indent})
			}
			decorators = nil
			continue
		}
		if len(stack) == 0 {
			continue
		}
		ci := stack[len(stack)-1].info
		switch {
		case strings.HasPrefix(t, "@"):
			decorators = append(decorators, strings.TrimSpace(strings.SplitN(t[1:], "(", 2)[0]))
			continue
		case strings.HasPrefix(t, "def "):
			name := strings.TrimSpace(strings.SplitN(t[4:], "(", 2)[0])
			for _, d := range decorators {
				if d == "Pure" || d == "Predicate" || d == "property" {
					ci.pure[name] = true
				}
			}
			static := false
			for _, d := range decorators {
				static = static || d == "staticmethod" || d == "classmethod"
			}
			if m := methodParams.FindStringSubmatch(t); m != nil && !static {
				// __init__'s fields, and those other methods assign
				// (self.f = 12 in a setter) where their type is read.
				inInit = m[1] == "__init__"
				initIndent = l.indent
				initTypes = map[string]string{}
				initSelf = ""
				for k, prm := range splitTopLevel(m[2], ',') {
					if k == 0 {
						initSelf = strings.TrimSpace(strings.SplitN(prm, ":", 2)[0])
					}
					if i := strings.IndexByte(prm, ':'); i >= 0 {
						initTypes[strings.TrimSpace(prm[:i])] = strings.TrimSpace(strings.SplitN(prm[i+1:], "=", 2)[0])
					}
				}
			}
		case initIndent >= 0 && l.indent > initIndent:
			if m := selfField.FindStringSubmatch(t); m != nil && m[1] == initSelf {
				typ := m[3]
				rhs := t[strings.IndexByte(t, '=')+1:]
				if c := typeComment.FindStringSubmatch(p.trailingComment(l)); typ == "" && c != nil && !strings.HasPrefix(c[1], "ignore") {
					typ = c[1] // self.f = None  # type: Optional[C]
				}
				if i := strings.Index(rhs, "#"); i >= 0 {
					rhs = rhs[:i]
				}
				rhs = strings.TrimSpace(rhs)
				if a := selfFromArg.FindStringSubmatch(t); typ == "" && a != nil {
					typ = initTypes[a[2]] // self.f = a parameter of __init__
				}
				if c := ctorCall.FindStringSubmatch(rhs); typ == "" && c != nil {
					typ = c[1] // self.f = C(…): resolved once every class is known
				}
				if typ == "" {
					typ = literalType(rhs)
				}
				if inInit || typ != "" {
					ci.addField(m[2], typ)
				}
			}
		case l.indent > stack[len(stack)-1].indent:
			if m := classAttr.FindStringSubmatch(t); m != nil && !strings.HasPrefix(t, "def") {
				ci.addField(m[1], m[2])
			}
		}
		decorators = nil
	}
	// Nagini's algebraic data types (nagini_contracts.adt): class T(ADT)
	// is the type, each class C(T, NamedTuple('C', [fields])) one of its
	// constructors, whose values compare by their fields.
	for _, ci := range p.classInfo {
		if adt := p.adtOf(ci); adt != nil && ci != adt {
			ci.adt = adt
		} else if adt == ci {
			ci.adt = ci
		}
	}
	// A subclass has its bases' fields too (theirs first, as their
	// __init__ runs through super()).
	for _, ci := range p.classInfo {
		ci.fields = append([]ir.Param{ci.fields[0]}, append(p.inherited(ci, 0), ci.fields[1:]...)...)
		ci.fields = uniqueFields(ci.fields)
	}
	// Field types are read once every class is known.
	for _, ci := range p.classInfo {
		if ci.adt != nil {
			if ci.adt != ci && ci.tuple != nil {
				var fs []ir.Param
				for _, f := range ci.tuple {
					fs = append(fs, ir.Param{Name: f[0], Type: p.typeOf(f[1])})
				}
				p.mod.Funcs[ci.name] = &ir.Function{Name: ci.name, Params: fs, Ctor: true, Result: ci.adt.typ}
			}
			continue
		}
		for i := range ci.fields[1:] {
			f := &ci.fields[i+1]
			f.Type = p.typeOf(f.Type.Name)
		}
		p.mod.Funcs[ctorName(ci.name)] = &ir.Function{Name: ctorName(ci.name), Params: ci.fields, Ctor: true, Result: ci.typ}
	}
}

var (
	namedTuple = lazyre.New(`(?s)^NamedTuple\(\s*['"]\w+['"]\s*,\s*\[(.*)\]\s*\)$`)
	tupleField = lazyre.New(`\(\s*['"](\w+)['"]\s*,\s*([^()]+?)\s*\)`)
)

// adtFields reads [('f', T), …] of a NamedTuple base.
func adtFields(list string) [][2]string {
	out := [][2]string{}
	for _, m := range tupleField.FindAllStringSubmatch(list, 64) {
		out = append(out, [2]string{m[1], m[2]})
	}
	return out
}

// adtOf is the ADT class ci is (it derives from ADT) or whose constructor
// it is (it derives from one), or nil.
func (p *modParser) adtOf(ci *classInfo) *classInfo {
	for _, b := range ci.bases {
		if b == "ADT" {
			return ci
		}
	}
	if ci.tuple == nil {
		return nil
	}
	for _, b := range ci.bases {
		if bi := p.classInfo[b]; bi != nil && bi != ci && slices.Contains(bi.bases, "ADT") {
			return bi
		}
	}
	return nil
}

// subclasses lists class and every class of the file derived from it,
// directly or not.
func (p *modParser) subclasses(class string) []string {
	out := []string{class}
	for k := 0; k < len(out) && k < 256; k++ {
		for _, ci := range p.classInfo {
			if slices.Contains(ci.bases, out[k]) && !slices.Contains(out, ci.name) {
				out = append(out, ci.name)
			}
		}
	}
	slices.Sort(out[1:])
	return out
}

// builtinTypes are the builtin classes a type test can name; their
// values are told apart by the library ($isinstance).
var builtinTypes = map[string]bool{"int": true, "bool": true, "str": true, "list": true, "tuple": true,
	"dict": true, "set": true, "object": true, "float": true}

// typeTests rewrites isinstance(x, C), type(x) is C (also ==, is not,
// !=) and cast(C, x), where C is a builtin class or a class of the file,
// into what the library evaluates: $isinstance(x, "C", …its subclasses),
// $typeis(x, "C"), $cast(x, "C", …). Others are left, and stay unknown.
func (p *modParser) typeTests(e ir.Expr) ir.Expr {
	if e == nil {
		return nil
	}
	names := func(t ir.Expr, sub bool) []ir.Expr {
		var ids []ir.Expr
		if te, ok := t.(*ir.TupleExpr); ok && sub {
			ids = te.Elems
		} else {
			ids = []ir.Expr{t}
		}
		var out []ir.Expr
		for _, x := range ids {
			id, ok := x.(*ir.Ident)
			switch {
			case !ok:
				return nil
			case builtinTypes[id.Name]:
				out = append(out, &ir.Lit{Node: id.Node, Val: ir.Str(id.Name)})
			case p.classInfo[id.Name] != nil:
				cs := []string{id.Name}
				if sub {
					cs = p.subclasses(id.Name)
				}
				for _, c := range cs {
					out = append(out, &ir.Lit{Node: id.Node, Val: ir.Str(c)})
				}
			default:
				return nil
			}
		}
		return out
	}
	var rec func(x ir.Expr) ir.Expr
	rec = func(x ir.Expr) ir.Expr {
		switch v := x.(type) {
		case *ir.Call:
			if id, ok := v.Fn.(*ir.Ident); ok && id.Name == "cast" && len(v.Args) == 2 {
				// Nagini's cast(C, x) is x, with the precondition that x
				// is a C (object.__cast__).
				if ns := names(v.Args[0], true); ns != nil {
					return &ir.Call{Node: v.Node, Fn: &ir.Ident{Node: id.Node, Name: "$cast"}, Args: append([]ir.Expr{rec(v.Args[1])}, ns...)}
				}
			}
			if id, ok := v.Fn.(*ir.Ident); ok && id.Name == "isinstance" && len(v.Args) == 2 {
				if ns := names(v.Args[1], true); ns != nil {
					return &ir.Call{Node: v.Node, Fn: &ir.Ident{Node: id.Node, Name: "$isinstance"}, Args: append([]ir.Expr{rec(v.Args[0])}, ns...)}
				}
			}
		case *ir.Binary:
			if c, ok := v.X.(*ir.Call); ok && (v.Op == ir.OpEq || v.Op == ir.OpNe) && len(c.Args) == 1 {
				if id, ok := c.Fn.(*ir.Ident); ok && id.Name == "type" {
					if ns := names(v.Y, false); len(ns) == 1 {
						var t ir.Expr = &ir.Call{Node: v.Node, Fn: &ir.Ident{Node: id.Node, Name: "$typeis"}, Args: []ir.Expr{rec(c.Args[0]), ns[0]}}
						if v.Op == ir.OpNe {
							t = &ir.Unary{Node: v.Node, Op: ir.OpNot, X: t}
						}
						return t
					}
				}
			}
		}
		return ir.Rebuild(x, rec)
	}
	return rec(e)
}

// trailingComment is the comment after l's code on its last physical
// line ("# type: T"), or "".
func (p *modParser) trailingComment(l logicalLine) string {
	rest := p.src[l.to:]
	if i := strings.IndexByte(rest, '\n'); i >= 0 {
		rest = rest[:i]
	}
	rest = strings.TrimSpace(rest)
	if strings.HasPrefix(rest, "#") {
		return rest
	}
	return ""
}

// inherited lists the fields ci's bases declare, bases of bases first;
// depth bounds a cycle of bases.
func (p *modParser) inherited(ci *classInfo, depth int) []ir.Param {
	if depth > 8 {
		return nil
	}
	var out []ir.Param
	for _, b := range ci.bases {
		if bi := p.classInfo[b]; bi != nil && bi != ci {
			out = append(out, p.inherited(bi, depth+1)...)
			out = append(out, bi.fields[1:]...)
		}
	}
	return out
}

// uniqueFields keeps the first field of each name.
func uniqueFields(fs []ir.Param) []ir.Param {
	seen := map[string]bool{}
	var out []ir.Param
	for _, f := range fs {
		if !seen[f.Name] {
			seen[f.Name] = true
			out = append(out, f)
		}
	}
	return out
}

// literalType is the type of a literal right-hand side (12, -1, True,
// "s"), or "".
func literalType(rhs string) string {
	rhs = strings.TrimSpace(rhs)
	if i := strings.Index(rhs, "#"); i >= 0 {
		rhs = strings.TrimSpace(rhs[:i])
	}
	switch {
	case rhs == "True" || rhs == "False":
		return "bool"
	case intLiteral.MatchString(rhs):
		return "int"
	case len(rhs) >= 2 && (rhs[0] == '"' || rhs[0] == '\'') && rhs[len(rhs)-1] == rhs[0]:
		return "str"
	}
	return ""
}

var intLiteral = lazyre.New(`^-?[0-9]+$`)

// addField records field name with the annotation text typ (resolved by
// scanClasses); the first mention wins.
func (ci *classInfo) addField(name, typ string) {
	for _, f := range ci.fields {
		if f.Name == name {
			return
		}
	}
	// The text is kept in Name until every class is known.
	ci.fields = append(ci.fields, ir.Param{Name: name, Type: &ir.Type{Kind: ir.KUnknown, Name: strings.TrimSpace(typ)}})
}

// typeOf is pyType that also knows the file's classes ("C" or 'C' too).
func (p *modParser) typeOf(t string) *ir.Type {
	t = strings.TrimSpace(t)
	name := strings.Trim(t, `"'`)
	if ci, ok := p.classInfo[name]; ok {
		return ci.typ
	}
	return pyTypeWith(t, func(n string) *ir.Type {
		n = strings.Trim(n, `"' `)
		if ci, ok := p.classInfo[n]; ok {
			return ci.typ
		}
		if p.typeVars[n] {
			return &ir.Type{Kind: ir.KTypeParam, Name: n}
		}
		return nil
	})
}

// fieldWrite matches a statement that assigns an object's field.
var fieldWrite = lazyre.New(`^([A-Za-z_]\w*)\.[A-Za-z_]\w*\s*(=[^=]|\+=|-=|\*=|//=|%=)`)

// methodCallStmt matches a statement that calls a method on a variable.
// mutators are the list, dict and set methods that change their object.
var mutators = map[string]bool{"append": true, "extend": true, "insert": true, "pop": true, "remove": true,
	"clear": true, "sort": true, "reverse": true, "add": true, "discard": true, "update": true,
	"popitem": true, "setdefault": true, "difference_update": true, "intersection_update": true}

// collWrite is l[i] = x, l[i] += x, del l[i] or l += xs on a collection.
var collWrite = lazyre.New(`^(?:del\s+)?([A-Za-z_]\w*)\s*(?:\[.*\]\s*(?:=[^=]|\+=|-=|\*=|//=|%=|$)|(?:\+=|\*=|\|=|&=|-=))`)

var methodCallStmt = lazyre.New(`^([A-Za-z_]\w*)\.([A-Za-z_]\w*)\s*\(`)

// modifiedObjects lists the parameters (self included) of object type
// whose fields the body may assign: directly, or through a method of
// theirs that is not pure.
func (p *modParser) modifiedObjects(c *ir.Contract, body []logicalLine) []string {
	objs := map[string]*classInfo{}
	colls := map[string]bool{} // list, dict and set parameters
	for _, prm := range c.Params {
		if prm.Type != nil && prm.Type.Kind == ir.KDatatype {
			if ci, ok := p.classInfo[prm.Type.Name]; ok {
				objs[prm.Name] = ci
			}
		}
		if prm.Type != nil && (prm.Type.Kind == ir.KSeq || prm.Type.Kind == ir.KMap || prm.Type.Kind == ir.KSet) {
			colls[prm.Name] = true
		}
	}
	if len(objs) == 0 && len(colls) == 0 {
		return nil
	}
	seen := map[string]bool{}
	var out []string
	for _, l := range body {
		t := p.text(l)
		name := ""
		if m := fieldWrite.FindStringSubmatch(t); m != nil {
			name = m[1]
		} else if m := methodCallStmt.FindStringSubmatch(t); m != nil {
			if ci := objs[m[1]]; ci != nil && !ci.pure[m[2]] {
				name = m[1]
			}
			if colls[m[1]] && mutators[m[2]] {
				name = m[1]
			}
		} else if m := collWrite.FindStringSubmatch(t); m != nil && colls[m[1]] {
			name = m[1]
		}
		if name != "" && (objs[name] != nil || colls[name]) && !seen[name] {
			seen[name] = true
			out = append(out, name)
		}
	}
	return out
}

// classTypePrefix starts the name of the type of a classmethod's cls,
// and of the value standing for the class.
const classTypePrefix = "$class:"

// classValue is the type of a classmethod's cls: a datatype whose only
// value stands for the class (its attributes are not read).
func (p *modParser) classValue(class string) *ir.Type {
	name := classTypePrefix + class
	t := &ir.Type{Kind: ir.KDatatype, Name: name}
	if _, ok := p.mod.Funcs[name]; !ok {
		p.mod.Funcs[name] = &ir.Function{Name: name, Ctor: true, Result: t}
	}
	return t
}
