package dafny

import (
	"fmt"
	"math/big"

	"github.com/specfaith/specfaith/spec"
)

// Library is Dafny's built-in functions and members for the evaluator. It
// is shared and must not be modified.
func Library() spec.Library { return library }

var library spec.Library

func init() {
	library = spec.Library{
		"multiset":     multisetOf,
		"fresh":        assumed("fresh(…) is assumed to hold: examples carry no allocation state"),
		"allocated":    assumed("allocated(…) is assumed to hold"),
		"unchanged":    assumed("unchanged(…) is assumed to hold: examples carry no heap"),
		"$seq":         seqConstructor,
		"$as:int":      toInt,
		"$as:nat":      toNat,
		"$as:real":     toReal,
		"$as:char":     toChar,
		".Length":      length(0),
		".Length0":     length(0),
		".Length1":     length(1),
		".Length2":     length(2),
		".Keys":        mapPart(0),
		".Values":      mapPart(1),
		".Items":       mapPart(2),
		".IsInt":       realIsInt,
		".Floor":       realFloor,
		".RotateLeft":  rotate(true),
		".RotateRight": rotate(false),
		"$newarray":    newArray,
		"$newarrayf":   newArrayInit,
		".requires":    requiresOf,
	}
	// The conversions build a new collection as large as their argument.
	for _, name := range []string{"multiset", ".Keys", ".Values", ".Items"} {
		library[name] = counted(library[name])
	}
}

// counted counts the collection a builtin returns against the byte budget.
func counted(b spec.Builtin) spec.Builtin {
	return func(c *spec.Ctx, args []spec.Value, r spec.Range) (spec.Value, *spec.Stop) {
		v, stop := b(c, args, r)
		if stop == nil {
			stop = c.CountBuilt(v, args, r)
		}
		if stop != nil {
			return nil, stop
		}
		return v, nil
	}
}

func assumed(note string) spec.Builtin {
	return func(c *spec.Ctx, args []spec.Value, r spec.Range) (spec.Value, *spec.Stop) {
		c.Note(note)
		return spec.Bool(true), nil
	}
}

func bad(r spec.Range, msg string) *spec.Stop {
	return &spec.Stop{Status: spec.IllDefined, Reason: msg, R: r}
}

func multisetOf(c *spec.Ctx, args []spec.Value, r spec.Range) (spec.Value, *spec.Stop) {
	if len(args) != 1 {
		return nil, bad(r, "multiset(…) takes one argument")
	}
	var el []spec.Value
	switch v := args[0].(type) {
	case spec.Seq:
		el = v.Elems
	case spec.Array:
		el = v.Elems
	case spec.Set:
		el = v.Elems
	case spec.Multiset:
		return v, nil
	default:
		return nil, bad(r, "multiset(…) needs a sequence or set")
	}
	// A sorted copy, then the distinct elements and their counts.
	if stop := c.AllocElems(3*int64(len(el)), r); stop != nil {
		return nil, stop
	}
	return spec.MakeMultiset(el), nil
}

// seqConstructor is seq(n, i => f(i)).
func seqConstructor(c *spec.Ctx, args []spec.Value, r spec.Range) (spec.Value, *spec.Stop) {
	if len(args) != 2 {
		return nil, bad(r, "seq(n, f) takes two arguments")
	}
	n, ok := args[0].(spec.Int)
	if !ok || n.V.Sign() < 0 {
		return nil, bad(r, "seq(n, f) needs a natural number n")
	}
	if !n.V.IsInt64() || n.V.Int64() > int64(c.Limits.CollSize) {
		return nil, &spec.Stop{Status: spec.Unknown, Reason: "seq(n, f) with n too large to build", R: r}
	}
	// Each element is a call on a new integer index, kept or not: count
	// it as a built range's element.
	if stop := c.Alloc(n.V.Int64()*spec.IntElemBytes, r); stop != nil {
		return nil, stop
	}
	el := make([]spec.Value, n.V.Int64())
	for i := range el {
		v, stop := c.CallValue(args[1], []spec.Value{spec.NewInt(int64(i))}, r)
		if stop != nil {
			return nil, stop
		}
		el[i] = v
	}
	return spec.Seq{Elems: el}, nil
}

func toInt(c *spec.Ctx, args []spec.Value, r spec.Range) (spec.Value, *spec.Stop) {
	switch v := args[0].(type) {
	case spec.Int:
		return v, nil
	case spec.BV:
		return spec.Int{V: v.V}, nil
	case spec.Char:
		return spec.NewInt(int64(v)), nil
	case spec.Real:
		// Dafny's real-to-int conversion is Floor.
		return realFloor(c, args, r)
	}
	return nil, bad(r, "cannot convert to int")
}

func toNat(c *spec.Ctx, args []spec.Value, r spec.Range) (spec.Value, *spec.Stop) {
	v, stop := toInt(c, args, r)
	if stop != nil {
		return nil, stop
	}
	if v.(spec.Int).V.Sign() < 0 {
		return nil, bad(r, "conversion to nat of a negative number")
	}
	return v, nil
}

func toReal(c *spec.Ctx, args []spec.Value, r spec.Range) (spec.Value, *spec.Stop) {
	switch v := args[0].(type) {
	case spec.Int:
		return spec.Real{V: new(big.Rat).SetInt(v.V)}, nil
	case spec.BV:
		return spec.Real{V: new(big.Rat).SetInt(v.V)}, nil
	case spec.Real:
		return v, nil
	}
	return nil, bad(r, "cannot convert to real")
}

func toChar(c *spec.Ctx, args []spec.Value, r spec.Range) (spec.Value, *spec.Stop) {
	switch v := args[0].(type) {
	case spec.Int:
		if v.V.IsInt64() && v.V.Int64() >= 0 && v.V.Int64() <= 0x10FFFF {
			return spec.Char(rune(v.V.Int64())), nil
		}
	case spec.BV:
		if v.V.IsInt64() && v.V.Int64() <= 0x10FFFF {
			return spec.Char(rune(v.V.Int64())), nil
		}
	case spec.Char:
		return v, nil
	}
	return nil, bad(r, "cannot convert to char")
}

// rotate is b.RotateLeft(n) and b.RotateRight(n).
func rotate(left bool) spec.Builtin {
	return func(c *spec.Ctx, args []spec.Value, r spec.Range) (spec.Value, *spec.Stop) {
		b, ok := args[0].(spec.BV)
		if !ok || len(args) != 2 {
			return nil, bad(r, "RotateLeft and RotateRight take a bitvector and an amount")
		}
		return spec.Rotate(b, args[1], left, r)
	}
}

func realFloor(c *spec.Ctx, args []spec.Value, r spec.Range) (spec.Value, *spec.Stop) {
	v, ok := args[0].(spec.Real)
	if !ok {
		return nil, bad(r, "Floor needs a real")
	}
	q := new(big.Int).Div(v.V.Num(), v.V.Denom()) // Euclidean with positive denominator = floor
	return spec.Int{V: q}, nil
}

func realIsInt(c *spec.Ctx, args []spec.Value, r spec.Range) (spec.Value, *spec.Stop) {
	v, ok := args[0].(spec.Real)
	if !ok {
		return nil, bad(r, "IsInt needs a real")
	}
	return spec.Bool(v.V.IsInt()), nil
}

func length(dim int) spec.Builtin {
	return func(c *spec.Ctx, args []spec.Value, r spec.Range) (spec.Value, *spec.Stop) {
		switch v := args[0].(type) {
		case spec.Array:
			if dim < len(v.Dims) {
				return spec.NewInt(int64(v.Dims[dim])), nil
			}
			if dim == 0 && len(v.Dims) == 0 {
				return spec.NewInt(int64(len(v.Elems))), nil
			}
		case spec.Seq:
			// A sequence given where an array is expected (examples).
			if dim == 0 {
				return spec.NewInt(int64(len(v.Elems))), nil
			}
		}
		return nil, bad(r, "Length needs an array")
	}
}

func mapPart(which int) spec.Builtin {
	return func(c *spec.Ctx, args []spec.Value, r spec.Range) (spec.Value, *spec.Stop) {
		m, ok := args[0].(spec.Map)
		if !ok {
			return nil, bad(r, "Keys, Values and Items need a map")
		}
		switch which {
		case 0:
			return spec.Set{Elems: m.Keys}, nil
		case 1:
			return spec.MakeSet(m.Vals), nil
		}
		el := make([]spec.Value, len(m.Keys))
		for i := range m.Keys {
			el[i] = spec.Tuple{Elems: []spec.Value{m.Keys[i], m.Vals[i]}}
		}
		return spec.MakeSet(el), nil
	}
}

// newArray is new T[n] without an initializer: n copies of the element
// type's default value (args[1]), which the front end picks as compiled
// Dafny does: 0 for int and nat, false for bool, '\0' for char (what
// Dafny 2.3's C# arrays start with, checked with dafny and mono), 0.0 for
// real, empty collections. The verifier treats such elements as
// arbitrary, so a verified program never depends on them.
func newArray(c *spec.Ctx, args []spec.Value, r spec.Range) (spec.Value, *spec.Stop) {
	return buildArray(c, args, r, func(int64) (spec.Value, *spec.Stop) { return args[1], nil })
}

// newArrayInit is new T[n](f): element i is f(i).
func newArrayInit(c *spec.Ctx, args []spec.Value, r spec.Range) (spec.Value, *spec.Stop) {
	return buildArray(c, args, r, func(i int64) (spec.Value, *spec.Stop) {
		return c.CallValue(args[1], []spec.Value{spec.NewInt(i)}, r)
	})
}

func buildArray(c *spec.Ctx, args []spec.Value, r spec.Range, elem func(int64) (spec.Value, *spec.Stop)) (spec.Value, *spec.Stop) {
	if len(args) != 2 {
		return nil, bad(r, "new T[n] takes a length and an initializer")
	}
	n, ok := args[0].(spec.Int)
	if !ok || n.V.Sign() < 0 {
		return nil, bad(r, "new T[n] needs a natural number n")
	}
	if !n.V.IsInt64() || n.V.Int64() > int64(c.Limits.CollSize) {
		return nil, &spec.Stop{Status: spec.Unknown, Reason: "new T[n] with n too large to build", R: r}
	}
	// Each element is a call on a new integer index, kept or not: count
	// it as a built range's element.
	if stop := c.Alloc(n.V.Int64()*spec.IntElemBytes, r); stop != nil {
		return nil, stop
	}
	el := make([]spec.Value, n.V.Int64())
	for i := range el {
		v, stop := elem(int64(i))
		if stop != nil {
			return nil, stop
		}
		el[i] = v
	}
	return spec.Array{Elems: el, Dims: []int{len(el)}}, nil
}

// lambdaOutsidePre is why a lambda's body is unknown outside its
// requires (parse.go's lambdaBody guards the body with the condition).
const lambdaOutsidePre = "a lambda called outside its precondition (requires)"

// requiresOf is f.requires(args): whether args meet the precondition of
// function value f. A lambda without requires, and a generated function,
// have none; a lambda's is the condition lambdaBody guards its body with;
// a named function's is its Requires.
func requiresOf(c *spec.Ctx, a []spec.Value, r spec.Range) (spec.Value, *spec.Stop) {
	cl, ok := a[0].(*spec.Closure)
	if !ok {
		return nil, bad(r, "requires of a value that is not a function")
	}
	args := append(append([]spec.Value(nil), cl.Bound...), a[1:]...)
	check := func(conds []spec.Expr, env *spec.Env) (spec.Value, *spec.Stop) {
		for _, e := range conds {
			switch st, stop := c.Check(e, env); st {
			case spec.True:
			case spec.False:
				return spec.Bool(false), nil
			default:
				return nil, stop
			}
		}
		return spec.Bool(true), nil
	}
	switch {
	case cl.Body != nil:
		if len(args) != len(cl.Params) {
			return nil, bad(r, fmt.Sprintf("requires of a function of %d parameters applied to %d arguments", len(cl.Params), len(args)))
		}
		ite, ok := cl.Body.(*spec.Ite)
		if !ok {
			return spec.Bool(true), nil
		}
		if u, ok := ite.Else.(*spec.Unsupported); !ok || u.Reason != lambdaOutsidePre {
			return spec.Bool(true), nil
		}
		env := cl.Env
		for i, v := range args {
			env = env.Bind(cl.Params[i], v)
		}
		return check([]spec.Expr{ite.Cond}, env)
	case cl.Name != "":
		if f, ok := c.Funcs[cl.Name]; ok && len(args) == len(f.Params) {
			var env *spec.Env
			for i, p := range f.Params {
				env = env.Bind(p.Name, args[i])
			}
			return check(f.Requires, env)
		}
	}
	return nil, &spec.Stop{Status: spec.Unknown, Reason: "the precondition of " + cl.String() + " is not known", R: r}
}
