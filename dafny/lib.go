package dafny

import (
	"fmt"
	"math"
	"math/big"
	"sync"

	"github.com/specfaith/specfaith/ir"
)

// Library is Dafny's built-in functions and members for the evaluator. It
// is shared and must not be modified.
func Library() ir.Library {
	libraryOnce.Do(makeLibrary)
	return library
}

var (
	library ir.Library
	// Built on first use: a Lean or Python file has no use for it.
	libraryOnce sync.Once
)

func makeLibrary() {
	library = ir.Library{
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
		".reads":       readsOf,
	}
	// The conversions build a new collection as large as their argument.
	for _, name := range []string{"multiset", ".Keys", ".Values", ".Items"} {
		library[name] = counted(library[name])
	}
	addFP(library)
}

// counted counts the collection a builtin returns against the byte budget.
func counted(b ir.Builtin) ir.Builtin {
	return func(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
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

func assumed(note string) ir.Builtin {
	return func(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
		c.Note(note)
		return ir.Bool(true), nil
	}
}

func bad(r ir.Range, msg string) *ir.Stop {
	return &ir.Stop{Status: ir.IllDefined, Reason: msg, R: r}
}

func multisetOf(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
	if len(args) != 1 {
		return nil, bad(r, "multiset(…) takes one argument")
	}
	var el []ir.Value
	switch v := args[0].(type) {
	case ir.Seq:
		el = v.Elems
	case ir.Array:
		el = v.Elems
	case ir.Set:
		el = v.Elems
	case ir.Multiset:
		return v, nil
	default:
		return nil, bad(r, "multiset(…) needs a sequence or set")
	}
	// A sorted copy, then the distinct elements and their counts.
	if stop := c.AllocElems(3*int64(len(el)), r); stop != nil {
		return nil, stop
	}
	return ir.MakeMultiset(el), nil
}

// seqConstructor is seq(n, i => f(i)).
func seqConstructor(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
	if len(args) != 2 {
		return nil, bad(r, "seq(n, f) takes two arguments")
	}
	n, ok := args[0].(ir.Int)
	if !ok || n.V.Sign() < 0 {
		return nil, bad(r, "seq(n, f) needs a natural number n")
	}
	if !n.V.IsInt64() || n.V.Int64() > int64(c.Limits.CollSize) {
		return nil, &ir.Stop{Status: ir.Unknown, Reason: "seq(n, f) with n too large to build", R: r}
	}
	// Each element is a call on a new integer index, kept or not: count
	// it as a built range's element.
	if stop := c.Alloc(n.V.Int64()*ir.IntElemBytes, r); stop != nil {
		return nil, stop
	}
	el := make([]ir.Value, n.V.Int64())
	for i := range el {
		v, stop := c.CallValue(args[1], []ir.Value{ir.NewInt(int64(i))}, r)
		if stop != nil {
			return nil, stop
		}
		el[i] = v
	}
	return ir.Seq{Elems: el}, nil
}

func toInt(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
	switch v := args[0].(type) {
	case ir.Int:
		return v, nil
	case ir.BV:
		return ir.Int{V: v.V}, nil
	case ir.Char:
		return ir.IntOf(int64(v)), nil
	case ir.Real:
		// Dafny's real-to-int conversion is Floor.
		return realFloor(c, args, r)
	}
	if x, ok := fpNumber(args[0]); ok {
		// fp to int: finite and an exact integer (the reference manual)
		if math.IsNaN(x) || math.IsInf(x, 0) || x != math.Trunc(x) {
			return nil, bad(r, fmt.Sprintf("%s as int: not a finite integer", args[0]))
		}
		n, _ := new(big.Float).SetFloat64(x).Int(nil)
		return ir.Int{V: n}, nil
	}
	return nil, bad(r, "cannot convert to int")
}

func toNat(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
	v, stop := toInt(c, args, r)
	if stop != nil {
		return nil, stop
	}
	if v.(ir.Int).V.Sign() < 0 {
		return nil, bad(r, "conversion to nat of a negative number")
	}
	return v, nil
}

func toReal(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
	switch v := args[0].(type) {
	case ir.Int:
		return ir.Real{V: new(big.Rat).SetInt(v.V)}, nil
	case ir.BV:
		return ir.Real{V: new(big.Rat).SetInt(v.V)}, nil
	case ir.Real:
		return v, nil
	}
	if x, ok := fpNumber(args[0]); ok {
		// fp to real: finite (the reference manual)
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return nil, bad(r, fmt.Sprintf("%s as real: not finite", args[0]))
		}
		q, _ := new(big.Float).SetFloat64(x).Rat(nil)
		return ir.Real{V: q}, nil
	}
	return nil, bad(r, "cannot convert to real")
}

func toChar(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
	switch v := args[0].(type) {
	case ir.Int:
		if v.V.IsInt64() && v.V.Int64() >= 0 && v.V.Int64() <= 0x10FFFF {
			return ir.Char(rune(v.V.Int64())), nil
		}
	case ir.BV:
		if v.V.IsInt64() && v.V.Int64() <= 0x10FFFF {
			return ir.Char(rune(v.V.Int64())), nil
		}
	case ir.Char:
		return v, nil
	}
	return nil, bad(r, "cannot convert to char")
}

// rotate is b.RotateLeft(n) and b.RotateRight(n).
func rotate(left bool) ir.Builtin {
	return func(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
		b, ok := args[0].(ir.BV)
		if !ok || len(args) != 2 {
			return nil, bad(r, "RotateLeft and RotateRight take a bitvector and an amount")
		}
		return ir.Rotate(b, args[1], left, r)
	}
}

func realFloor(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
	v, ok := args[0].(ir.Real)
	if !ok {
		return nil, bad(r, "Floor needs a real")
	}
	q := new(big.Int).Div(v.V.Num(), v.V.Denom()) // Euclidean with positive denominator = floor
	return ir.Int{V: q}, nil
}

func realIsInt(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
	v, ok := args[0].(ir.Real)
	if !ok {
		return nil, bad(r, "IsInt needs a real")
	}
	return ir.Bool(v.V.IsInt()), nil
}

func length(dim int) ir.Builtin {
	return func(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
		switch v := args[0].(type) {
		case ir.Array:
			if dim < len(v.Dims) {
				return ir.IntOf(int64(v.Dims[dim])), nil
			}
			if dim == 0 && len(v.Dims) == 0 {
				return ir.IntOf(int64(len(v.Elems))), nil
			}
		case ir.Seq:
			// A sequence given where an array is expected (examples).
			if dim == 0 {
				return ir.IntOf(int64(len(v.Elems))), nil
			}
		}
		return nil, bad(r, "Length needs an array")
	}
}

func mapPart(which int) ir.Builtin {
	return func(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
		m, ok := args[0].(ir.Map)
		if !ok {
			return nil, bad(r, "Keys, Values and Items need a map")
		}
		switch which {
		case 0:
			return ir.Set{Elems: m.Keys}, nil
		case 1:
			return ir.MakeSet(m.Vals), nil
		}
		el := make([]ir.Value, len(m.Keys))
		for i := range m.Keys {
			el[i] = ir.Tuple{Elems: []ir.Value{m.Keys[i], m.Vals[i]}}
		}
		return ir.MakeSet(el), nil
	}
}

// newArray is new T[n] without an initializer: n copies of the element
// type's default value (args[1]), which the front end picks as compiled
// Dafny does: 0 for int and nat, false for bool, '\0' for char (what
// Dafny 2.3's C# arrays start with, checked with dafny and mono), 0.0 for
// real, empty collections. The verifier treats such elements as
// arbitrary, so a verified program never depends on them.
func newArray(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
	el := args[len(args)-1]
	if d, ok := el.(ir.Datatype); ok && d.Ctor == defaultElem && len(d.Fields) == 1 {
		el = d.Fields[0]
	}
	return buildArray(c, args, r, func(int64) (ir.Value, *ir.Stop) { return el, nil })
}

// defaultElem wraps the default element of new T[n] (the lowering's, not
// the program's text: no mutant changes it).
const defaultElem = "$default"

// newArrayInit is new T[n](f): element i is f(i).
func newArrayInit(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
	return buildArray(c, args, r, func(i int64) (ir.Value, *ir.Stop) {
		return c.CallValue(args[1], []ir.Value{ir.NewInt(i)}, r)
	})
}

func buildArray(c *ir.Ctx, args []ir.Value, r ir.Range, elem func(int64) (ir.Value, *ir.Stop)) (ir.Value, *ir.Stop) {
	if len(args) != 2 {
		return nil, bad(r, "new T[n] takes a length and an initializer")
	}
	n, ok := args[0].(ir.Int)
	if !ok || n.V.Sign() < 0 {
		return nil, bad(r, "new T[n] needs a natural number n")
	}
	if !n.V.IsInt64() || n.V.Int64() > int64(c.Limits.CollSize) {
		return nil, &ir.Stop{Status: ir.Unknown, Reason: "new T[n] with n too large to build", R: r}
	}
	// Each element is a call on a new integer index, kept or not: count
	// it as a built range's element.
	if stop := c.Alloc(n.V.Int64()*ir.IntElemBytes, r); stop != nil {
		return nil, stop
	}
	el := make([]ir.Value, n.V.Int64())
	for i := range el {
		v, stop := elem(int64(i))
		if stop != nil {
			return nil, stop
		}
		el[i] = v
	}
	return ir.Array{Elems: el, Dims: []int{len(el)}, Ref: ir.NewRef()}, nil
}

// lambdaOutsidePre is why a lambda's body is unknown outside its
// requires (parse.go's lambdaBody guards the body with the condition).
const lambdaOutsidePre = "a lambda called outside its precondition (requires)"

// requiresOf is f.requires(args): whether args meet the precondition of
// function value f. A lambda without requires, and a generated function,
// have none; a lambda's is the condition lambdaBody guards its body with;
// a named function's is its Requires.
// readsOf is f.reads(args): the objects f may read. A lambda without a
// reads clause reads nothing (Dafny reference manual, "Arrow types": its
// reads set is empty), and the functions the search generates read
// nothing; any other function's reads set is unknown.
func readsOf(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
	cl, ok := a[0].(*ir.Closure)
	if !ok {
		return nil, bad(r, "reads of a value that is not a function")
	}
	if cl.Body != nil && !cl.Reads {
		return ir.MakeSet(nil), nil
	}
	return nil, &ir.Stop{Status: ir.Unknown, Reason: "the reads set of this function is not evaluated", R: r}
}

func requiresOf(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
	cl, ok := a[0].(*ir.Closure)
	if !ok {
		return nil, bad(r, "requires of a value that is not a function")
	}
	args := append(append([]ir.Value(nil), cl.Bound...), a[1:]...)
	check := func(conds []ir.Expr, env *ir.Env) (ir.Value, *ir.Stop) {
		for _, e := range conds {
			switch st, stop := c.Check(e, env); st {
			case ir.True:
			case ir.False:
				return ir.Bool(false), nil
			default:
				return nil, stop
			}
		}
		return ir.Bool(true), nil
	}
	switch {
	case cl.Body != nil:
		if len(args) != len(cl.Params) {
			return nil, bad(r, fmt.Sprintf("requires of a function of %d parameters applied to %d arguments", len(cl.Params), len(args)))
		}
		ite, ok := cl.Body.(*ir.Ite)
		if !ok {
			return ir.Bool(true), nil
		}
		if u, ok := ite.Else.(*ir.Unsupported); !ok || u.Reason != lambdaOutsidePre {
			return ir.Bool(true), nil
		}
		env := cl.Env
		for i, v := range args {
			env = env.Bind(cl.Params[i], v)
		}
		return check([]ir.Expr{ite.Cond}, env)
	case cl.Name != "":
		if f, ok := c.Funcs[cl.Name]; ok && len(args) == len(f.Params) {
			var env *ir.Env
			for i, p := range f.Params {
				env = env.Bind(p.Name, args[i])
			}
			return check(f.Requires, env)
		}
	}
	return nil, &ir.Stop{Status: ir.Unknown, Reason: "the precondition of " + cl.String() + " is not known", R: r}
}
