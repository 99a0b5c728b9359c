package nagini

import (
	"regexp"
	"strings"

	"github.com/specfaith/specfaith/spec"
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
const objectID = spec.ObjectID

// classInfo is a class of the file as the pre-scan read it.
type classInfo struct {
	name   string
	typ    *spec.Type
	fields []spec.Param
	// pure names its @Pure / @Predicate / @property methods, which do not
	// modify anything.
	pure map[string]bool
}

// ctorName is the constructor key of a class's records (never a name a
// Python program can call: C(…) runs __init__).
func ctorName(class string) string { return spec.ObjectCtor + class }

var (
	typeVarDecl = regexp.MustCompile(`^([A-Za-z_]\w*)\s*=\s*TypeVar\(`)
	selfField   = regexp.MustCompile(`^self\.([A-Za-z_]\w*)\s*(?::\s*([^=]+?))?\s*=[^=]`)
	classAttr   = regexp.MustCompile(`^([A-Za-z_]\w*)\s*:\s*([^=]+?)\s*(?:=.*)?$`)
	initParam   = regexp.MustCompile(`^def\s+__init__\s*\((.*)\)`)
	selfFromArg = regexp.MustCompile(`^self\.([A-Za-z_]\w*)\s*=\s*([A-Za-z_]\w*)\s*$`)
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
				ci := &classInfo{name: name, typ: &spec.Type{Kind: spec.KDatatype, Name: name}, pure: map[string]bool{},
					fields: []spec.Param{{Name: objectID, Type: spec.TypeInt}}}
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
			if m := initParam.FindStringSubmatch(t); m != nil {
				initIndent = l.indent
				initTypes = map[string]string{}
				for _, prm := range splitTopLevel(m[1], ',') {
					if i := strings.IndexByte(prm, ':'); i >= 0 {
						initTypes[strings.TrimSpace(prm[:i])] = strings.TrimSpace(strings.SplitN(prm[i+1:], "=", 2)[0])
					}
				}
			}
		case initIndent >= 0 && l.indent > initIndent:
			if m := selfField.FindStringSubmatch(t); m != nil {
				typ := m[2]
				if a := selfFromArg.FindStringSubmatch(t); typ == "" && a != nil {
					typ = initTypes[a[2]] // self.f = a parameter of __init__
				}
				if typ == "" {
					typ = literalType(t[strings.IndexByte(t, '=')+1:])
				}
				ci.addField(m[1], typ)
			}
		case l.indent > stack[len(stack)-1].indent:
			if m := classAttr.FindStringSubmatch(t); m != nil && !strings.HasPrefix(t, "def") {
				ci.addField(m[1], m[2])
			}
		}
		decorators = nil
	}
	// Field types are read once every class is known.
	for _, ci := range p.classInfo {
		for i := range ci.fields[1:] {
			f := &ci.fields[i+1]
			f.Type = p.typeOf(f.Type.Name)
		}
		p.mod.Funcs[ctorName(ci.name)] = &spec.Function{Name: ctorName(ci.name), Params: ci.fields, Ctor: true, Result: ci.typ}
	}
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

var intLiteral = regexp.MustCompile(`^-?[0-9]+$`)

// addField records field name with the annotation text typ (resolved by
// scanClasses); the first mention wins.
func (ci *classInfo) addField(name, typ string) {
	for _, f := range ci.fields {
		if f.Name == name {
			return
		}
	}
	// The text is kept in Name until every class is known.
	ci.fields = append(ci.fields, spec.Param{Name: name, Type: &spec.Type{Kind: spec.KUnknown, Name: strings.TrimSpace(typ)}})
}

// typeOf is pyType that also knows the file's classes ("C" or 'C' too).
func (p *modParser) typeOf(t string) *spec.Type {
	t = strings.TrimSpace(t)
	name := strings.Trim(t, `"'`)
	if ci, ok := p.classInfo[name]; ok {
		return ci.typ
	}
	return pyTypeWith(t, func(n string) *spec.Type {
		n = strings.Trim(n, `"' `)
		if ci, ok := p.classInfo[n]; ok {
			return ci.typ
		}
		if p.typeVars[n] {
			return &spec.Type{Kind: spec.KTypeParam, Name: n}
		}
		return nil
	})
}

// fieldWrite matches a statement that assigns an object's field.
var fieldWrite = regexp.MustCompile(`^([A-Za-z_]\w*)\.[A-Za-z_]\w*\s*(=[^=]|\+=|-=|\*=|//=|%=)`)

// methodCallStmt matches a statement that calls a method on a variable.
var methodCallStmt = regexp.MustCompile(`^([A-Za-z_]\w*)\.([A-Za-z_]\w*)\s*\(`)

// modifiedObjects lists the parameters (self included) of object type
// whose fields the body may assign: directly, or through a method of
// theirs that is not pure.
func (p *modParser) modifiedObjects(c *spec.Contract, body []logicalLine) []string {
	objs := map[string]*classInfo{}
	for _, prm := range c.Params {
		if prm.Type != nil && prm.Type.Kind == spec.KDatatype {
			if ci, ok := p.classInfo[prm.Type.Name]; ok {
				objs[prm.Name] = ci
			}
		}
	}
	if len(objs) == 0 {
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
		}
		if name != "" && objs[name] != nil && !seen[name] {
			seen[name] = true
			out = append(out, name)
		}
	}
	return out
}

// classValue is the type of a classmethod's cls: a datatype whose only
// value stands for the class (its attributes are not read).
func (p *modParser) classValue(class string) *spec.Type {
	name := "$class:" + class
	t := &spec.Type{Kind: spec.KDatatype, Name: name}
	if _, ok := p.mod.Funcs[name]; !ok {
		p.mod.Funcs[name] = &spec.Function{Name: name, Ctor: true, Result: t}
	}
	return t
}
