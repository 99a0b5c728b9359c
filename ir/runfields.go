package ir

import "strings"

// Objects in runs. An object (a class instance: a record of its fields
// under an ObjectCtor key) lives in the heap as arrays do, so a method
// that assigns a field (top := top + 1, this.top := …, elems[i] := x
// where elems is a field holding an array) changes the object its caller
// passed, and the run's post-state of this is that object. A field holds
// its array by value here, while the program shares it by reference: a
// run that would make a variable and a field share one array (a field
// read into a variable, a variable's array stored in a field) is unknown.

// isObject says whether v is a class instance: a record under an
// ObjectCtor key, or one whose constructor's first field is ObjectID
// (Dafny's classes).
func (c *Ctx) isObject(v Value) bool {
	d, ok := v.(Datatype)
	if !ok {
		return false
	}
	if strings.HasPrefix(d.Ctor, ObjectCtor) {
		return true
	}
	f, ok := c.ctor(d.Ctor)
	return ok && len(f.Params) > 0 && f.Params[0].Name == ObjectID && len(d.Fields) == len(f.Params)
}

// fieldOwner is the heap cell of the object whose field name an
// assignment to name (not a local) means: this's, in a member.
func (r *runner) fieldOwner(f *frame, name string) (int, bool) {
	k := f.find(ThisName)
	if k < 0 {
		return 0, false
	}
	cell, ok := f.vals[k].(ref)
	if !ok {
		return 0, false
	}
	d, ok := r.heap[cell].(Datatype)
	if !ok || !r.c.isObject(d) || r.c.fieldIndex(d, name) < 0 {
		return 0, false
	}
	return int(cell), true
}

// objectCell is the heap cell of the object x names (a local holding one).
func (r *runner) objectCell(f *frame, x Expr) (int, bool) {
	id, ok := x.(*Ident)
	if !ok {
		return 0, false
	}
	k := f.find(id.Name)
	if k < 0 {
		return 0, false
	}
	cell, ok := f.vals[k].(ref)
	if !ok || !r.c.isObject(r.heap[cell]) {
		return 0, false
	}
	return int(cell), true
}

// setField sets field name of the object in cell to v.
func (r *runner) setField(f *frame, cell int, name string, v Value, at Range) *Stop {
	if _, shared := v.(ref); shared {
		return unknown(at, "storing an array in the field %s is not run (the field and the variable would share it)", name)
	}
	d := r.heap[cell].(Datatype)
	k := r.c.fieldIndex(d, name)
	if k < 0 {
		return unknown(at, "%s has no field %s", d, name)
	}
	if len(d.Fields) > 0 && r.c.holdsObject(v, d.Fields[0], 0) {
		// Repr := {this, data}: a value holding the object itself would
		// be a snapshot of it, unequal to the object once it changes.
		// The field is left unset: reading it is unknown, the rest runs.
		v = Unset()
	}
	fs := append([]Value(nil), d.Fields...)
	fs[k] = v
	r.heap[cell] = Datatype{Ctor: d.Ctor, Fields: fs}
	f.env = nil
	return nil
}

// setFieldElem is field[i] := v for the object in cell.
func (r *runner) setFieldElem(f *frame, cell int, name string, index Expr, v Value, at Range) *Stop {
	d := r.heap[cell].(Datatype)
	k := r.c.fieldIndex(d, name)
	if k < 0 {
		return unknown(at, "%s has no field %s", d, name)
	}
	arr, ok := d.Fields[k].(Array)
	if !ok || len(arr.Dims) > 1 {
		return unknown(at, "the field %s is not a one-dimensional array", name)
	}
	if _, shared := v.(ref); shared {
		return unknown(at, "storing an array in an element of %s is not run", name)
	}
	iv, stop := r.eval(f, index)
	if stop != nil {
		return stop
	}
	i, ok := iv.(Int)
	if !ok || !i.V.IsInt64() {
		return unknown(at, "an index is not a small integer")
	}
	if i.V.Sign() < 0 || i.V.Int64() >= int64(len(arr.Elems)) {
		return illDefined(at, "index %s out of range for %s of length %d", i.V, name, len(arr.Elems))
	}
	if stop := r.c.AllocElems(int64(len(arr.Elems)), at); stop != nil {
		return stop
	}
	el := append([]Value(nil), arr.Elems...)
	el[i.V.Int64()] = v
	return r.setField(f, cell, name, Array{Elems: el, Dims: arr.Dims, Ref: arr.Ref}, at)
}

// fieldAlias says whether e reads an object's field that holds an array
// as a whole (elems, this.elems): a variable given it would share it.
func (r *runner) fieldAlias(f *frame, e Expr) bool {
	var cell int
	var name string
	switch x := e.(type) {
	case *Ident:
		if f.find(x.Name) >= 0 {
			return false
		}
		c, ok := r.fieldOwner(f, x.Name)
		if !ok {
			return false
		}
		cell, name = c, x.Name
	case *Member:
		c, ok := r.objectCell(f, x.X)
		if !ok {
			return false
		}
		cell, name = c, x.Name
	default:
		return false
	}
	d := r.heap[cell].(Datatype)
	k := r.c.fieldIndex(d, name)
	return k >= 0 && r.mutable(d.Fields[k])
}

// freshArray says whether e builds a new array no variable holds yet.
func freshArray(e Expr) bool {
	if d, ok := e.(*Display); ok {
		return d.Coll == KSeq // Python's [] or [x, y]: a new list
	}
	c, ok := e.(*Call)
	if !ok {
		return false
	}
	id, ok := c.Fn.(*Ident)
	return ok && (id.Name == "$newarray" || id.Name == "$newarrayf")
}

// isFieldTarget says whether assigning t sets a field of an object.
func (r *runner) isFieldTarget(f *frame, t Expr) bool {
	switch x := t.(type) {
	case *Ident:
		if f.find(x.Name) >= 0 {
			return false
		}
		_, ok := r.fieldOwner(f, x.Name)
		return ok
	case *Member:
		_, ok := r.objectCell(f, x.X)
		return ok
	}
	return false
}

// newObject is the object a constructor builds, for a result of a class
// type (Dafny's this, Python's self): fields unset (reading one before
// the constructor sets it is unknown), an identity no input object has.
// nil for a result of any other type.
func (r *runner) newObject(p Param) Value {
	if p.Type == nil {
		return nil
	}
	f, ok := r.c.Funcs[p.Type.Name]
	if !ok {
		f, ok = r.c.Funcs[ObjectCtor+p.Type.Name] // Nagini's $obj:C
	}
	if !ok || !f.Ctor || len(f.Params) == 0 || f.Params[0].Name != ObjectID {
		return nil
	}
	fields := make([]Value, len(f.Params))
	fields[0] = NewInt(int64(freshObjectID + len(r.heap)))
	for i := 1; i < len(fields); i++ {
		fields[i] = Unset()
	}
	return r.own(Datatype{Ctor: f.Name, Fields: fields})
}

// freshObjectID is above the identities the search gives objects.
const freshObjectID = 1 << 20

// holdsObject says whether v holds (to a small depth) an object whose
// identity field is id.
func (c *Ctx) holdsObject(v, id Value, depth int) bool {
	if depth > 6 {
		return true // too deep to tell: say it may
	}
	if x, ok := v.(Datatype); ok && len(x.Fields) > 0 && c.isObject(x) && Equal(x.Fields[0], id) {
		return true
	}
	for _, e := range parts(v) {
		if c.holdsObject(e, id, depth+1) {
			return true
		}
	}
	return false
}
