package ir

import (
	"reflect"
	"strings"
)

// Datatype fields and members, and names qualified by a module.
//
// A datatype's constructor (a Function with Ctor set) names its fields by
// its parameters, and its Result names the datatype. A member the
// datatype declares is the Function "D.name" whose first parameter is
// this (the value the member is called on). Inside a member, a bare name
// that is a field or member of this means this.name, as in Dafny.

// ObjectCtor prefixes the constructor key of a front end's object
// records ("$obj:C", never a callable name); values print as C(…).
const ObjectCtor = "$obj:"

// ObjectID names the field that gives an object (a record of its class's
// fields) its identity: two objects are equal only when they are the
// same object.
const ObjectID = "$id"

// Unset is the value the search gives an object's field it has no values
// for (a class reaching itself through its fields, a type it does not
// generate): reading the field is unknown, never a guess.
func Unset() Value { return Datatype{Ctor: unsetCtor} }

// IsUnset reports the value Unset gives.
func IsUnset(v Value) bool {
	d, ok := v.(Datatype)
	return ok && d.Ctor == unsetCtor && len(d.Fields) == 0
}

// unsetCtor prints as what it is: a value not chosen.
const unsetCtor = "…"

// ThisName is the receiver a member's body sees.
const ThisName = "this"

// ctor is the constructor called name: the module's Ctors first, where
// a function of the same name cannot hide it.
func (c *Ctx) ctor(name string) (*Function, bool) {
	if f, ok := c.Ctors[name]; ok {
		return f, true
	}
	f, ok := c.Funcs[name]
	return f, ok && f.Ctor
}

// constructorsOf are the constructors of datatype dt the context knows
// (see Module.ConstructorsOf).
func (c *Ctx) constructorsOf(dt string) []*Function {
	if c.mod != nil && sameMap(c.mod.Funcs, c.Funcs) {
		return c.mod.ConstructorsOf(dt)
	}
	m := &Module{Funcs: c.Funcs, Ctors: c.Ctors}
	return m.ConstructorsOf(dt)
}

// sameMap says whether two maps are the same map (a context's Funcs may
// be replaced after it was made).
func sameMap(a, b map[string]*Function) bool {
	return len(a) == len(b) && reflect.ValueOf(a).UnsafePointer() == reflect.ValueOf(b).UnsafePointer()
}

// datatypeOf is the name of the datatype d's constructor builds, or "".
func (c *Ctx) datatypeOf(d Datatype) string {
	if f, ok := c.ctor(d.Ctor); ok && f.Result != nil {
		return f.Result.Name
	}
	return ""
}

// siblingField names the constructor of d's datatype, other than d's,
// that has field name ("" when none has).
func (c *Ctx) siblingField(d Datatype, name string) string {
	dt := c.datatypeOf(d)
	if dt == "" {
		return ""
	}
	for _, f := range c.constructorsOf(dt) {
		if f.Name == d.Ctor {
			continue
		}
		for _, p := range f.Params {
			if p.Name == name {
				return f.Name
			}
		}
	}
	return ""
}

// datatypeMember evaluates d.name or d.name(args) for a field or a
// declared member; ok is false when d's datatype has no such name.
func (c *Ctx) datatypeMember(d Datatype, name string, args []Value, r Range) (v Value, ok bool, stop *Stop) {
	if k := c.fieldIndex(d, name); k >= 0 {
		if IsUnset(d.Fields[k]) {
			return nil, true, unknown(r, "field %s of %s: the search does not generate its value", name, d)
		}
		if args != nil {
			v, stop := c.CallValue(d.Fields[k], args, r)
			return v, true, stop
		}
		return d.Fields[k], true, nil
	}
	if dt := c.datatypeOf(d); dt != "" {
		if f, found := c.Funcs[dt+"."+name]; found && f.Static && args != nil {
			// A static member (no this): called with its own arguments.
			v, stop := c.apply(f, args, r)
			return v, true, stop
		}
		if f, found := c.Funcs[dt+"."+name]; found && len(f.Params) > 0 {
			all := append([]Value{d}, args...)
			if args == nil && len(f.Params) > 1 {
				return &Closure{Name: f.Name, Bound: []Value{d}}, true, nil
			}
			v, stop := c.apply(f, all, r)
			return v, true, stop
		}
	}
	if ctor, found := strings.CutSuffix(name, "?"); found && args == nil {
		if f, ok := c.ctor(ctor); ok && f.Result != nil && f.Result.Name == c.datatypeOf(d) {
			return Bool(d.Ctor == ctor), true, nil // the discriminator C?
		}
	}
	if ctor := c.siblingField(d, name); ctor != "" {
		// Dafny's destructor has the precondition that d was built by a
		// constructor with that field.
		return nil, true, illDefined(r, "%s.%s: the value is %s, not built by %s", d.Ctor, name, d, ctor)
	}
	return nil, false, nil
}

// thisMember evaluates a bare name inside a member as this.name when this
// is bound and its datatype has that field or member.
func (c *Ctx) thisMember(name string, args []Value, env *Env, r Range) (Value, bool, *Stop) {
	b, ok := env.lookup(ThisName)
	if !ok || name == ThisName {
		return nil, false, nil
	}
	val := b.val
	if b.state && c.inOld {
		// old(top) for a field top of this: this's pre-state field
		if v, ok := c.Old[ThisName]; ok {
			val = v
		}
	}
	d, ok := val.(Datatype)
	if !ok {
		return nil, false, nil
	}
	return c.datatypeMember(d, name, args, r)
}

// thisHas says whether this is bound to a datatype value with a field or
// member called name.
func (c *Ctx) thisHas(name string, env *Env) bool {
	b, ok := env.lookup(ThisName)
	if !ok || name == ThisName {
		return false
	}
	d, ok := b.val.(Datatype)
	if !ok {
		return false
	}
	if c.fieldIndex(d, name) >= 0 || c.siblingField(d, name) != "" {
		return true
	}
	if ctor, found := strings.CutSuffix(name, "?"); found {
		if f, ok := c.ctor(ctor); ok && f.Result != nil && f.Result.Name == c.datatypeOf(d) {
			return true
		}
	}
	_, ok = c.Funcs[c.datatypeOf(d)+"."+name]
	return ok
}

// qualified is the function a qualified name M.f names (M a module, or
// an alias of one, or a datatype, that no local variable shadows; A.B.f
// is B's f), or nil.
func (c *Ctx) qualified(x Expr, name string, env *Env) *Function {
	last := ""
	for k := 0; k < maxQualified; k++ {
		switch y := x.(type) {
		case *Member:
			if last == "" {
				last = y.Name
			}
			x = y.X
			continue
		case *Ident:
			if _, local := env.lookup(y.Name); local || y.Name == ThisName {
				return nil
			}
			if last == "" {
				last = y.Name
				if a, ok := c.ModuleAliases[last]; ok {
					last = a
				}
			}
			if f := c.Funcs[last+"."+name]; f != nil {
				return f
			}
			// M.C or D.C for a constructor C: M a module (a name that is
			// no value here), or D the datatype C builds.
			if f, ok := c.ctor(name); ok && !c.thisHas(y.Name, env) {
				if _, isConst := c.Consts[y.Name]; !isConst && (f.Result != nil && f.Result.Name == last || c.Funcs[y.Name] == nil) {
					return f
				}
			}
			return nil
		}
		return nil
	}
	return nil
}

// maxQualified bounds the segments of a qualified name.
const maxQualified = 16
