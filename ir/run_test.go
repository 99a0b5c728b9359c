package ir

import (
	"math/big"
	"strings"
	"testing"
	"unicode/utf8"
)

func id(n string) *Ident        { return &Ident{Name: n} }
func lit(k int64) *Lit          { return &Lit{Val: NewInt(k)} }
func bin(op Op, x, y Expr) Expr { return &Binary{Op: op, X: x, Y: y} }

// TestRunLoopsAndAliases: a while loop summing a sequence, an array
// filled through an alias and seen by the caller, a call between
// implementations, fuel, and an unread statement.
func TestRunLoopsAndAliases(t *testing.T) {
	intT := &Type{Kind: KInt}
	// method Sum(s: seq<int>) returns (r: int) { r := 0; var i := 0;
	//   while i < |s| { r := r + s[i]; i := i + 1; } }
	sum := &Impl{Name: "Sum", Params: []Param{{Name: "s"}}, Results: []Param{{Name: "r", Type: intT}},
		Body: []Stmt{
			&Assign{Targets: []Expr{id("r")}, Values: []Expr{lit(0)}},
			&VarDecl{Names: []string{"i"}, Values: []Expr{lit(0)}},
			&While{Cond: bin(OpLt, id("i"), &Unary{Op: OpCard, X: id("s")}), Body: []Stmt{
				&Assign{Targets: []Expr{id("r")}, Values: []Expr{bin(OpAdd, id("r"), &Index{X: id("s"), Args: []Expr{id("i")}})}},
				&Assign{Targets: []Expr{id("i")}, Values: []Expr{bin(OpAdd, id("i"), lit(1))}},
			}},
		}}
	// method Fill(a: array<int>) { var b := a; for i := 0 to 3 { b[i] := i; } }
	fill := &Impl{Name: "Fill", Params: []Param{{Name: "a"}},
		Body: []Stmt{
			&VarDecl{Names: []string{"b"}, Values: []Expr{id("a")}},
			&ForRange{Var: "i", Lo: lit(0), Hi: lit(3), Body: []Stmt{
				&Assign{Targets: []Expr{&Index{X: id("b"), Args: []Expr{id("i")}}}, Values: []Expr{id("i")}},
			}},
		}}
	impls := map[string]*Impl{"Sum": sum, "Fill": fill}
	c := NewCtx(nil)
	seq := Seq{Elems: []Value{NewInt(1), NewInt(5), NewInt(7)}}
	res, stop := c.Run(sum, impls, []Value{seq}, 0)
	if stop != nil || res.Results[0].(Int).V.Cmp(big.NewInt(13)) != 0 {
		t.Fatalf("Sum = %v, %v; want 13", res, stop)
	}
	arr := Array{Elems: []Value{NewInt(9), NewInt(9), NewInt(9)}, Dims: []int{3}}
	res, stop = c.Run(fill, impls, []Value{arr}, 0)
	if stop != nil || res.Post[0].String() != (Array{Elems: []Value{NewInt(0), NewInt(1), NewInt(2)}, Dims: []int{3}}).String() {
		t.Fatalf("Fill post-state %v, %v; want [0, 1, 2] written through the alias b", res, stop)
	}
	// while true {} runs out of fuel: unknown, with the reason.
	loop := &Impl{Name: "Loop", Body: []Stmt{&While{Cond: &Lit{Val: Bool(true)}}}}
	if _, stop := NewCtx(nil).Run(loop, impls, nil, 1000); stop == nil || stop.Status != Unknown || !strings.Contains(stop.Reason, "fuel") {
		t.Errorf("endless loop: %+v", stop)
	}
	// Reaching an unread statement is unknown; an assertion that fails
	// is ill-defined; an out-of-range element write is ill-defined.
	un := &Impl{Name: "U", Body: []Stmt{&Unread{Text: "x.f := 1", Reason: "fields are not run"}}}
	if _, stop := NewCtx(nil).Run(un, impls, nil, 0); stop == nil || stop.Reason != "fields are not run" {
		t.Errorf("unread: %+v", stop)
	}
	as := &Impl{Name: "A", Body: []Stmt{&Assert{Cond: bin(OpLt, lit(2), lit(1))}}}
	if _, stop := NewCtx(nil).Run(as, impls, nil, 0); stop == nil || stop.Status != IllDefined {
		t.Errorf("false assertion: %+v", stop)
	}
	oob := &Impl{Name: "O", Params: []Param{{Name: "a"}}, Body: []Stmt{&Assign{Targets: []Expr{&Index{X: id("a"), Args: []Expr{lit(3)}}}, Values: []Expr{lit(0)}}}}
	if _, stop := NewCtx(nil).Run(oob, impls, []Value{arr}, 0); stop == nil || stop.Status != IllDefined {
		t.Errorf("out-of-range write: %+v", stop)
	}
	// A call between implementations, with a result that is never assigned.
	caller := &Impl{Name: "C", Params: []Param{{Name: "s"}}, Results: []Param{{Name: "x", Type: intT}, {Name: "y", Type: intT}},
		Body: []Stmt{&CallStmt{Targets: []Expr{id("x")}, Name: "Sum", Args: []Expr{id("s")}}}}
	if _, stop := NewCtx(nil).Run(caller, impls, []Value{seq}, 0); stop == nil || !strings.Contains(stop.Reason, "without assigning y") {
		t.Errorf("unassigned result: %+v", stop)
	}
}

// TestRunCallKeepsAliases: an array a callee returns is the caller's own
// array when the callee returns what it was given (method Same(a) returns
// (b) { b := a; }), so a write through the result is seen through the
// argument.
func TestRunCallKeepsAliases(t *testing.T) {
	same := &Impl{Name: "Same", Params: []Param{{Name: "a"}}, Results: []Param{{Name: "b"}},
		Body: []Stmt{&Assign{Targets: []Expr{id("b")}, Values: []Expr{id("a")}}}}
	// method W(a) { var b := Same(a); b[0] := 42; }
	w := &Impl{Name: "W", Params: []Param{{Name: "a"}}, Body: []Stmt{
		&VarDecl{Names: []string{"b"}},
		&CallStmt{Targets: []Expr{id("b")}, Name: "Same", Args: []Expr{id("a")}},
		&Assign{Targets: []Expr{&Index{X: id("b"), Args: []Expr{lit(0)}}}, Values: []Expr{lit(42)}},
	}}
	impls := map[string]*Impl{"Same": same, "W": w}
	arr := Array{Elems: []Value{NewInt(1), NewInt(2)}, Dims: []int{2}}
	res, stop := NewCtx(nil).Run(w, impls, []Value{arr}, 0)
	if stop != nil || res.Post[0].String() != (Array{Elems: []Value{NewInt(42), NewInt(2)}, Dims: []int{2}}).String() {
		t.Fatalf("post-state %v, %v; want [42, 2]", res, stop)
	}
	// The top-level results are values, not references.
	res, stop = NewCtx(nil).Run(same, impls, []Value{arr}, 0)
	if stop != nil {
		t.Fatal(stop)
	}
	if _, ok := res.Results[0].(Array); !ok {
		t.Errorf("Same's result is %T; want an Array", res.Results[0])
	}
}

// TestRunValueArrays: with ValueArrays (Lean) an array assigned to a
// second variable is a copy: changing the copy in place leaves the
// parameter as it was, and no post-state is reported. Without the flag
// (Dafny) the same statements change the caller's array.
func TestRunValueArrays(t *testing.T) {
	impl := &Impl{Name: "V", Params: []Param{{Name: "a"}}, Results: []Param{{Name: "r"}},
		Body: []Stmt{
			&VarDecl{Names: []string{"b"}, Values: []Expr{id("a")}},
			&Assign{Targets: []Expr{id("b")}, Values: []Expr{&Display{Coll: KArray, Elems: []Expr{lit(7)}}}, InPlace: true},
			&Return{Values: []Expr{id("a")}},
		}}
	arr := Array{Elems: []Value{NewInt(1)}, Dims: []int{1}}
	res, stop := NewCtx(&Module{ValueArrays: true}).Run(impl, nil, []Value{arr}, 0)
	if stop != nil || res.Results[0].String() != arr.String() || res.Post[0] != nil {
		t.Fatalf("value arrays: %v, %v; want a unchanged and no post-state", res, stop)
	}
	res, stop = NewCtx(&Module{}).Run(impl, nil, []Value{arr}, 0)
	if stop != nil || res.Results[0].String() == arr.String() {
		t.Fatalf("heap arrays: %v, %v; want a changed through b", res, stop)
	}
}

// TestDoExpr: a Do expression sees the enclosing variables, returns from
// its own frame, and is unknown when it ends without a value.
func TestDoExpr(t *testing.T) {
	env := (*Env)(nil).Bind("n", NewInt(4))
	// do let mut s := 0; for i in [0:n] do s := s + i; return s
	do := &Do{Body: []Stmt{
		&VarDecl{Names: []string{"s"}, Values: []Expr{lit(0)}},
		&ForRange{Var: "i", Lo: lit(0), Hi: id("n"), Body: []Stmt{
			&Assign{Targets: []Expr{id("s")}, Values: []Expr{bin(OpAdd, id("s"), id("i"))}},
		}},
		&Return{Values: []Expr{id("s")}},
	}}
	v, stop := NewCtx(nil).Eval(bin(OpMul, do, lit(10)), env)
	if stop != nil || v.(Int).V.Int64() != 60 {
		t.Fatalf("do block = %v, %v; want 60", v, stop)
	}
	empty := &Do{Body: []Stmt{&VarDecl{Names: []string{"s"}, Values: []Expr{lit(0)}}}}
	if _, stop := NewCtx(nil).Eval(empty, env); stop == nil || !strings.Contains(stop.Reason, "without a value") {
		t.Errorf("do block without a value: %+v", stop)
	}
}

// TestRunPythonReturnShares: in Python a function returns the object
// itself, so a list returned from a callee stays the caller's argument:
// appending to the result changes the argument (the run's post-state),
// while in Dafny/Lean mode the result is a value.
func TestRunPythonReturnShares(t *testing.T) {
	// def same(xs): return xs
	same := &Impl{Name: "same", Params: []Param{{Name: "xs"}}, Results: []Param{{Name: "r"}},
		Body: []Stmt{&Return{Values: []Expr{id("xs")}}}}
	// def f(a): b = same(a); b := b + [1] in place; return b
	f := &Impl{Name: "f", Params: []Param{{Name: "a"}}, Results: []Param{{Name: "r"}},
		Body: []Stmt{
			&CallStmt{Targets: []Expr{id("b")}, Name: "same", Args: []Expr{id("a")}},
			&Assign{Targets: []Expr{id("b")}, Values: []Expr{bin(OpAdd, id("b"), &Display{Coll: KSeq, Elems: []Expr{lit(1)}})}, InPlace: true},
			&Return{Values: []Expr{id("b")}},
		}}
	impls := map[string]*Impl{"same": same, "f": f}
	c := NewCtx(nil)
	c.Python = true
	res, stop := c.Run(f, impls, []Value{Seq{Elems: []Value{NewInt(7)}}}, 0)
	if stop != nil {
		t.Fatal(stop)
	}
	if got := res.Post[0].String(); got != "[7, 1]" {
		t.Errorf("Python: argument after the run %s, want [7, 1] (b aliases a)", got)
	}
	if _, isRef := res.Results[0].(ref); isRef || res.Results[0].String() != "[7, 1]" {
		t.Errorf("Python: result %v, want the list [7, 1]", res.Results[0])
	}
	c = NewCtx(nil)
	res, stop = c.Run(f, impls, []Value{Seq{Elems: []Value{NewInt(7)}}}, 0)
	if stop != nil {
		t.Fatal(stop)
	}
	if got := res.Post[0]; got != nil {
		t.Errorf("not Python: a sequence is a value, post-state %v", got)
	}
}

// TestOneLine: a quoted clause is folded onto one line and cut on a
// character boundary (a byte cut split ∀ and sent invalid UTF-8 in hovers).
func TestOneLine(t *testing.T) {
	got := OneLine("ensures\n   " + strings.Repeat("∀", 130))
	if !utf8.ValidString(got) || strings.Contains(got, "\n") || !strings.HasSuffix(got, "…") || len(got) > 125 {
		t.Errorf("OneLine = %q", got)
	}
	if got := OneLine("a  b\n\tc"); got != "a b c" {
		t.Errorf("OneLine folds whitespace: %q", got)
	}
}
