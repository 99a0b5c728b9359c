package ir

import "testing"

// TestUnsetFieldIsUnknown: a field the search could not give a value
// (Unset) is unknown when read, never a value that decides a clause;
// the object's other fields still read.
func TestUnsetFieldIsUnknown(t *testing.T) {
	typ := &Type{Kind: KDatatype, Name: "Pet"}
	m := &Module{Funcs: map[string]*Function{
		ObjectCtor + "Pet": {Name: ObjectCtor + "Pet", Ctor: true, Result: typ,
			Params: []Param{{Name: ObjectID, Type: TypeInt}, {Name: "age", Type: TypeInt}, {Name: "owner", Type: TypeUnknown}}},
	}, Consts: map[string]Expr{}}
	pet := Datatype{Ctor: ObjectCtor + "Pet", Fields: []Value{NewInt(0), NewInt(3), Unset()}}
	env := (*Env)(nil).Bind("p", pet)
	read := func(f string) Expr { return &Member{X: &Ident{Name: "p"}, Name: f} }
	if v, stop := NewCtx(m).Eval(read("age"), env); stop != nil || !Equal(v, NewInt(3)) {
		t.Errorf("p.age = %v, %v; want 3", v, stop)
	}
	cmp := &Binary{Op: OpEq, X: read("owner"), Y: &Lit{Val: NewInt(0)}}
	if st, stop := NewCtx(m).Check(cmp, env); st != Unknown {
		t.Errorf("p.owner == 0: %v (%v), want unknown", st, stop)
	}
	if got := pet.String(); got != "Pet(0, 3, …)" {
		t.Errorf("printed %q", got)
	}
}
