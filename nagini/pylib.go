package nagini

import (
	"fmt"
	"math"
	"math/big"
	"sort"
	"strings"
	"sync"

	"github.com/specfaith/specfaith/ir"
)

// Python builtins for contract expressions, following CPython's
// semantics for the values they accept; everything else is unknown with
// a reason. Every loop is bounded by the evaluator's collection limit.

func stopU(r ir.Range, msg string) *ir.Stop {
	return &ir.Stop{Status: ir.Unknown, Reason: msg, R: r}
}

func stopE(r ir.Range, msg string) *ir.Stop {
	return &ir.Stop{Status: ir.IllDefined, Reason: msg, R: r}
}

// NewModule is an empty module with Python's semantics (lexicographic
// ordering of lists and strings) and builtins.
func NewModule() *ir.Module {
	return &ir.Module{Lang: "nagini", Lib: Library(), LexOrder: true, Python: true,
		Funcs: map[string]*ir.Function{}, Consts: map[string]ir.Expr{}}
}

// Truthy is Python's truth value of v.
func Truthy(v ir.Value) (bool, bool) {
	switch x := v.(type) {
	case ir.Bool:
		return bool(x), true
	case ir.Int:
		return x.V.Sign() != 0, true
	case ir.Float:
		return float64(x) != 0, true // NaN is true
	case ir.Seq:
		return len(x.Elems) > 0, true
	case ir.Tuple:
		return len(x.Elems) > 0, true
	case ir.Set:
		return len(x.Elems) > 0, true
	case ir.Map:
		return len(x.Keys) > 0, true
	case ir.Datatype:
		if ir.IsNone(x) {
			return false, true
		}
	}
	return false, false
}

// items lists what iterating over v yields, in Python's order (strings
// yield 1-character strings; dicts their keys; sets in sorted order, as
// CPython's order is an implementation detail).
func items(v ir.Value) ([]ir.Value, bool) {
	switch x := v.(type) {
	case ir.Seq:
		if x.Str {
			out := make([]ir.Value, len(x.Elems))
			for i, c := range x.Elems {
				out[i] = ir.Seq{Elems: []ir.Value{c}, Str: true}
			}
			return out, true
		}
		return x.Elems, true
	case ir.Array:
		return x.Elems, true
	case ir.Tuple:
		return x.Elems, true
	case ir.Set:
		return x.Elems, true
	case ir.Map:
		return x.Keys, true
	case ir.Multiset:
		var out []ir.Value
		for i, e := range x.Elems {
			for k := int64(0); k < x.Counts[i] && k < 1_000_000; k++ {
				out = append(out, e)
			}
		}
		return out, true
	}
	return nil, false
}

func intv(i int64) ir.Value { return ir.NewInt(i) }

func asInt(v ir.Value) (*big.Int, bool) {
	switch x := v.(type) {
	case ir.Int:
		return x.V, true
	case ir.Bool:
		if x {
			return big.NewInt(1), true
		}
		return big.NewInt(0), true
	}
	return nil, false
}

// Library returns the Python builtins the evaluator knows.
func Library() ir.Library {
	pyLibOnce.Do(pyLibInit)
	return pyLib
}

var pyLib ir.Library

// pyLibOnce builds pyLib on first use, not when the program starts (a
// Dafny or Lean file has no use for it).
var pyLibOnce sync.Once

func pyLibInit() {
	pyLibTable()
	pyLibWrap()
}

func pyLibTable() {
	pyLib = ir.Library{
		// $is(x, v): x is v for the singletons True, False and None, which
		// a match's literal pattern compares by identity (1 is not True).
		"$is": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			if len(a) != 2 {
				return nil, stopU(r, "$is takes 2 arguments")
			}
			return ir.Bool(a[0].Kind() == a[1].Kind() && ir.Equal(a[0], a[1])), nil
		},
		// $isinstance(x, "C", …): x's class is one of the names (the
		// front end lists a class's subclasses); $typeis(x, "C"): it is
		// exactly C, as type(x) is C.
		"$isinstance": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			return classTest(c, a, r, false)
		},
		// isinstance(x, cls) where cls is a classmethod's class (a
		// value, not a name the front end could expand): x of that very
		// class is one; of a built-in type, not; of another class of
		// the file, unknown here (its bases are not at hand).
		"isinstance": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			d, ok := a[1].(ir.Datatype)
			name, isCls := strings.CutPrefix(d.Ctor, classTypePrefix)
			if !ok || !isCls {
				return nil, stopU(r, "isinstance() with a class that is not a literal class name is not evaluated")
			}
			switch cls := classOf(c, a[0]); {
			case cls == name:
				return ir.Bool(true), nil
			case builtinTypes[cls] || cls == "NoneType" || cls == "type":
				return ir.Bool(false), nil
			}
			return nil, stopU(r, "whether "+a[0].String()+" is an instance of "+name+" (or a subclass) is not known here")
		},
		// type(x): x's class, as a classmethod's cls holds one.
		"type": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			cls := classOf(c, a[0])
			if cls == "" {
				return nil, stopU(r, "the class of "+a[0].String()+" is not known here")
			}
			return ir.Datatype{Ctor: classTypePrefix + cls}, nil
		},
		"$cast": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			ok, stop := classTest(c, a, r, false)
			if stop != nil {
				return nil, stop
			}
			if !bool(ok.(ir.Bool)) {
				return nil, stopE(r, "cast fails: "+a[0].String()+" is a "+classOf(c, a[0]))
			}
			return a[0], nil
		},
		"$typeis": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			return classTest(c, a, r, true)
		},
		"$permission": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			c.Note("permissions (Acc, Rd, MustTerminate) count as held: examples carry no heap")
			return ir.Bool(true), nil
		},
		"$truthy": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			b, ok := Truthy(a[0])
			if !ok {
				return nil, stopU(r, "truth value of "+a[0].Kind().String()+" is not evaluated")
			}
			return ir.Bool(b), nil
		},
		"bool": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			if len(a) == 0 {
				return ir.Bool(false), nil
			}
			b, ok := Truthy(a[0])
			if !ok {
				return nil, stopU(r, "bool() of this value is not evaluated")
			}
			return ir.Bool(b), nil
		},
		// $islist and $ismutable let a lowered statement tell a list (a
		// heap object the runner shares) from a set or dict (values the
		// runner would copy) at run time; $unpack is a, b = e.
		"$islist": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			s, ok := a[0].(ir.Seq)
			return ir.Bool(ok && !s.Str), nil
		},
		"$issetordict": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			switch a[0].(type) {
			case ir.Set, ir.Map, ir.Multiset:
				return ir.Bool(true), nil
			}
			return ir.Bool(false), nil
		},
		"$unpack": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			el, ok := items(a[0])
			n, ok2 := asInt(a[1])
			if !ok || !ok2 {
				return nil, stopE(r, "TypeError: cannot unpack "+a[0].Kind().String())
			}
			if int64(len(el)) != n.Int64() {
				return nil, stopE(r, fmt.Sprintf("ValueError: %d values to unpack into %d names", len(el), n.Int64()))
			}
			return ir.Tuple{Elems: append([]ir.Value(nil), el...)}, nil
		},
		"$mul": pyMul,
		"$xor": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			if x, ok := a[0].(ir.Bool); ok {
				if y, ok := a[1].(ir.Bool); ok {
					return ir.Bool(x != y), nil
				}
			}
			if x, ok := asInt(a[0]); ok {
				if y, ok := asInt(a[1]); ok {
					return ir.Int{V: new(big.Int).Xor(x, y)}, nil
				}
			}
			if _, ok := a[0].(ir.Set); ok {
				return nil, stopU(r, "set symmetric difference (^) is not evaluated")
			}
			return nil, stopE(r, "unsupported operands for ^")
		},
		"$lshift": shiftOp(true),
		"$rshift": shiftOp(false),
		"$or":     setOp(ir.OpAdd, "|"),
		"$and":    setOp(ir.OpMul, "&"),
		"$invert": pyInvert,
		"$slice":  pySlice,
		"$flatmap": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			el, ok := items(a[0])
			if !ok {
				return nil, stopE(r, "cannot iterate over "+a[0].Kind().String())
			}
			var out []ir.Value
			for _, e := range el {
				v, stop := c.CallValue(a[1], []ir.Value{e}, r)
				if stop != nil {
					return nil, stop
				}
				part, _ := v.(ir.Seq)
				out = append(out, part.Elems...)
				if len(out) > c.Limits.CollSize {
					return nil, stopU(r, "comprehension too large to build")
				}
				// Each element kept: its slot, the slice's slack and the
				// value (a new integer, or a tuple of them for a dict).
				n := int64(0)
				for _, x := range part.Elems {
					n += ir.IntElemBytes
					if t, ok := x.(ir.Tuple); ok {
						n += int64(len(t.Elems)) * ir.IntElemBytes
					}
				}
				if stop := c.Alloc(n, r); stop != nil {
					return nil, stop
				}
			}
			return ir.Seq{Elems: out}, nil
		},
		"len": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			switch x := a[0].(type) {
			case ir.Seq:
				return intv(int64(len(x.Elems))), nil
			case ir.Tuple:
				return intv(int64(len(x.Elems))), nil
			case ir.Set:
				return intv(int64(len(x.Elems))), nil
			case ir.Map:
				return intv(int64(len(x.Keys))), nil
			case ir.Array:
				return intv(int64(len(x.Elems))), nil
			case ir.Multiset:
				return intv(x.Size()), nil
			}
			return nil, stopE(r, "len() of "+a[0].Kind().String())
		},
		"sum": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			el, ok := items(a[0])
			if !ok {
				return nil, stopE(r, "sum() needs an iterable")
			}
			var acc ir.Value = ir.NewInt(0)
			if len(a) > 1 {
				acc = a[1]
			}
			if anyFloat(el) || anyFloat(a[1:]) {
				// CPython 3.12 sums floats with compensated rounding,
				// earlier versions one addition at a time.
				return nil, stopU(r, "sum() of floats depends on the Python version (3.12 compensates rounding)")
			}
			for _, e := range el {
				v, stop := ir.Apply(ir.OpAdd, acc, e, r)
				if stop != nil {
					return nil, stop
				}
				acc = v
			}
			return acc, nil
		},
		"min": minmax(-1),
		"max": minmax(1),
		"all": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			return allAny(a[0], true, r)
		},
		"any": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			return allAny(a[0], false, r)
		},
		"abs": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			if f, ok := a[0].(ir.Float); ok {
				return ir.Float(math.Abs(float64(f))), nil
			}
			i, ok := asInt(a[0])
			if !ok {
				return nil, stopU(r, "abs() of this value is not evaluated")
			}
			return ir.Int{V: new(big.Int).Abs(i)}, nil
		},
		"sorted": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			el, ok := items(a[0])
			if !ok {
				return nil, stopE(r, "sorted() needs an iterable")
			}
			if v, stop, ok := floatSorted(el, r); ok {
				return v, stop
			}
			out := append([]ir.Value(nil), el...)
			if !comparable(out) {
				return nil, stopE(r, "sorted() of values that do not compare")
			}
			sort.SliceStable(out, func(i, j int) bool { return ir.Compare(out[i], out[j]) < 0 })
			return ir.Seq{Elems: out}, nil
		},
		"reversed": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			if s, ok := a[0].(ir.Seq); ok && s.Str {
				out := make([]ir.Value, len(s.Elems))
				for i, e := range s.Elems {
					out[len(out)-1-i] = e
				}
				return ir.Seq{Elems: out, Str: true}, nil
			}
			el, ok := items(a[0])
			if !ok {
				return nil, stopE(r, "reversed() needs a sequence")
			}
			out := make([]ir.Value, len(el))
			for i, e := range el {
				out[len(out)-1-i] = e
			}
			if _, isT := a[0].(ir.Tuple); isT {
				return ir.Tuple{Elems: out}, nil
			}
			return ir.Seq{Elems: out}, nil
		},
		"list": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			if len(a) == 0 {
				return ir.Seq{}, nil
			}
			el, ok := items(a[0])
			if !ok {
				return nil, stopE(r, "list() needs an iterable")
			}
			return ir.Seq{Elems: append([]ir.Value(nil), el...)}, nil
		},
		"tuple": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			if len(a) == 0 {
				return ir.Tuple{}, nil
			}
			el, ok := items(a[0])
			if !ok {
				return nil, stopE(r, "tuple() needs an iterable")
			}
			return ir.Tuple{Elems: append([]ir.Value(nil), el...)}, nil
		},
		"set": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			if len(a) == 0 {
				return ir.Set{}, nil
			}
			el, ok := items(a[0])
			if !ok {
				return nil, stopE(r, "set() needs an iterable")
			}
			return pySet(el, r)
		},
		"$allof": shortCircuit(true),
		"$anyof": shortCircuit(false),
		"$setdisplay": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			return pySet(a, r)
		},
		"$dictdisplay": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			var ks, vs []ir.Value
			for i := 0; i+1 < len(a); i += 2 {
				ks, vs = append(ks, a[i]), append(vs, a[i+1])
			}
			return pyDict(ks, vs, r)
		},
		"dict": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			if len(a) == 0 {
				return ir.Map{}, nil
			}
			el, ok := items(a[0])
			if !ok {
				return nil, stopE(r, "dict() needs pairs")
			}
			var ks, vs []ir.Value
			for _, e := range el {
				t, ok := e.(ir.Tuple)
				if !ok || len(t.Elems) != 2 {
					if s, ok := e.(ir.Seq); ok && len(s.Elems) == 2 {
						t = ir.Tuple{Elems: s.Elems}
					} else {
						return nil, stopE(r, "dict() needs key/value pairs")
					}
				}
				ks, vs = append(ks, t.Elems[0]), append(vs, t.Elems[1])
			}
			return pyDict(ks, vs, r)
		},
		"range": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			var lo, hi, step int64 = 0, 0, 1
			get := func(i int) (int64, bool) {
				v, ok := asInt(a[i])
				if !ok || !v.IsInt64() {
					return 0, false
				}
				return v.Int64(), true
			}
			var ok bool
			switch len(a) {
			case 1:
				hi, ok = get(0)
			case 2, 3:
				lo, ok = get(0)
				if ok {
					hi, ok = get(1)
				}
				if ok && len(a) == 3 {
					step, ok = get(2)
				}
			}
			if !ok || step == 0 {
				return nil, stopE(r, "range() arguments must be integers (step not 0)")
			}
			// The length is known up front: refuse before building.
			count := int64(0)
			if step > 0 && hi > lo {
				count = (hi - lo + step - 1) / step
			} else if step < 0 && lo > hi {
				count = (lo - hi - step - 1) / -step
			}
			if count > int64(c.Limits.CollSize) {
				return nil, stopU(r, "range too large to build")
			}
			if stop := c.Alloc(count*ir.IntElemBytes, r); stop != nil {
				return nil, stop
			}
			var out []ir.Value
			for i := lo; step > 0 && i < hi || step < 0 && i > hi; i += step {
				out = append(out, intv(i))
				if len(out) > c.Limits.CollSize {
					return nil, stopU(r, "range too large to build")
				}
			}
			return ir.Seq{Elems: out}, nil
		},
		"int": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			if f, ok := a[0].(ir.Float); ok {
				return floatInt(float64(f), r)
			}
			i, ok := asInt(a[0])
			if !ok {
				return nil, stopU(r, "int() of this value is not evaluated")
			}
			return ir.Int{V: i}, nil
		},
		"ord": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			if s, ok := a[0].(ir.Seq); ok && s.Str && len(s.Elems) == 1 {
				return intv(int64(s.Elems[0].(ir.Char))), nil
			}
			return nil, stopE(r, "ord() needs a string of length 1")
		},
		"chr": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			i, ok := asInt(a[0])
			if !ok || !i.IsInt64() || i.Int64() < 0 || i.Int64() > 0x10FFFF {
				return nil, stopE(r, "chr() argument out of range")
			}
			return ir.Seq{Elems: []ir.Value{ir.Char(rune(i.Int64()))}, Str: true}, nil
		},
		".count": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			el, ok := items(a[0])
			if !ok || len(a) != 2 {
				return nil, stopU(r, ".count() of this value is not evaluated")
			}
			if s, isS := a[0].(ir.Seq); isS && s.Str {
				sub, ok := a[1].(ir.Seq)
				if !ok || len(sub.Elems) == 0 {
					return nil, stopU(r, "str.count of an empty or non-string argument is not evaluated")
				}
				return intv(int64(strings.Count(seqString(s), seqString(sub)))), nil
			}
			n := 0
			for _, e := range el {
				if ir.Equal(e, a[1]) {
					n++
				}
			}
			return intv(int64(n)), nil
		},
		".index": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			el, ok := items(a[0])
			if !ok || len(a) != 2 {
				return nil, stopU(r, ".index() of this value is not evaluated")
			}
			for i, e := range el {
				if ir.Equal(e, a[1]) {
					return intv(int64(i)), nil
				}
			}
			return nil, stopE(r, "ValueError: value not in sequence")
		},
		".keys": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			m, ok := a[0].(ir.Map)
			if !ok {
				return nil, stopE(r, ".keys() needs a dict")
			}
			return ir.Seq{Elems: m.Keys}, nil
		},
		".values": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			m, ok := a[0].(ir.Map)
			if !ok {
				return nil, stopE(r, ".values() needs a dict")
			}
			return ir.Seq{Elems: m.Vals}, nil
		},
		".items": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			m, ok := a[0].(ir.Map)
			if !ok {
				return nil, stopE(r, ".items() needs a dict")
			}
			out := make([]ir.Value, len(m.Keys))
			for i := range m.Keys {
				out[i] = ir.Tuple{Elems: []ir.Value{m.Keys[i], m.Vals[i]}}
			}
			return ir.Seq{Elems: out}, nil
		},
		".get": func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
			m, ok := a[0].(ir.Map)
			if !ok || len(a) < 2 {
				return nil, stopE(r, ".get() needs a dict and a key")
			}
			if v, ok := m.Lookup(a[1]); ok {
				return v, nil
			}
			if len(a) > 2 {
				return a[2], nil
			}
			return ir.None(), nil
		},
	}
}

// hashable: lists, sets and dicts cannot be set elements or dict keys.
func hashable(v ir.Value) bool {
	switch x := v.(type) {
	case ir.Seq:
		return x.Str
	case ir.Set, ir.Map, ir.Array:
		return false
	case ir.Tuple:
		for _, e := range x.Elems {
			if !hashable(e) {
				return false
			}
		}
	}
	return true
}

// pySet builds a set as Python does: elements must be hashable, and an
// element equal to an earlier one (True and 1) keeps the earlier one.
func pySet(el []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
	var keep []ir.Value
	seen := map[string]bool{}
	for _, e := range el {
		if !hashable(e) {
			return nil, stopE(r, "TypeError: unhashable type: "+e.Kind().String())
		}
		k := ir.PyNumber(e).String()
		if seen[k] {
			continue
		}
		seen[k] = true
		keep = append(keep, e)
	}
	return ir.MakeSet(keep), nil
}

// pyDict builds a dict: hashable keys, a later value for an equal key
// replacing the earlier one while the first key object stays.
func pyDict(ks, vs []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
	first := map[string]ir.Value{}
	for _, k := range ks {
		if !hashable(k) {
			return nil, stopE(r, "TypeError: unhashable type: "+k.Kind().String())
		}
		if _, ok := first[ir.PyNumber(k).String()]; !ok {
			first[ir.PyNumber(k).String()] = k
		}
	}
	keys := make([]ir.Value, len(ks))
	for i, k := range ks {
		keys[i] = first[ir.PyNumber(k).String()]
	}
	return ir.MakeMap(keys, vs), nil
}

func seqString(s ir.Seq) string {
	var sb strings.Builder
	for _, e := range s.Elems {
		if ch, ok := e.(ir.Char); ok {
			sb.WriteRune(rune(ch))
		}
	}
	return sb.String()
}

func comparable(el []ir.Value) bool {
	for i := 1; i < len(el); i++ {
		if el[i].Kind() != el[0].Kind() {
			return false
		}
	}
	return true
}

func pyMul(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
	x, y := a[0], a[1]
	if _, ok := x.(ir.Int); ok {
		if s, ok := y.(ir.Seq); ok {
			x, y = y, x
			_ = s
		}
	}
	if s, ok := x.(ir.Seq); ok {
		n, ok := asInt(y)
		if !ok {
			return nil, stopE(r, "can't multiply a sequence by a non-int")
		}
		if n.Sign() <= 0 {
			return ir.Seq{Str: s.Str}, nil
		}
		if !n.IsInt64() || n.Int64()*int64(len(s.Elems)) > int64(c.Limits.CollSize) {
			return nil, stopU(r, "sequence repetition too large to build")
		}
		if stop := c.AllocElems(n.Int64()*int64(len(s.Elems)), r); stop != nil {
			return nil, stop
		}
		out := make([]ir.Value, 0, n.Int64()*int64(len(s.Elems)))
		for k := int64(0); k < n.Int64(); k++ {
			out = append(out, s.Elems...)
		}
		return ir.Seq{Elems: out, Str: s.Str}, nil
	}
	return ir.Apply(ir.OpMul, x, y, r)
}

func setOp(op ir.Op, sym string) ir.Builtin {
	return func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
		if _, ok := a[0].(ir.Set); ok {
			return ir.Apply(op, a[0], a[1], r)
		}
		if x, ok := a[0].(ir.Bool); ok {
			if y, ok := a[1].(ir.Bool); ok {
				if sym == "|" {
					return ir.Bool(x || y), nil
				}
				return ir.Bool(x && y), nil
			}
		}
		if x, ok := asInt(a[0]); ok {
			if y, ok := asInt(a[1]); ok {
				if sym == "|" {
					return ir.Int{V: new(big.Int).Or(x, y)}, nil
				}
				return ir.Int{V: new(big.Int).And(x, y)}, nil
			}
		}
		return nil, stopE(r, "unsupported operands for "+sym)
	}
}

func pyInvert(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
	if x, ok := asInt(a[0]); ok {
		return ir.Int{V: new(big.Int).Not(x)}, nil
	}
	return nil, stopE(r, "bad operand for ~")
}

// pySlice is s[lo:hi]: negative bounds count from the end, then clamp.
func pySlice(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
	var el []ir.Value
	str := false
	tuple := false
	switch x := a[0].(type) {
	case ir.Seq:
		el, str = x.Elems, x.Str
	case ir.Tuple:
		el, tuple = x.Elems, true
	case ir.Array:
		el = x.Elems
	default:
		return nil, stopE(r, "cannot slice "+a[0].Kind().String())
	}
	n := int64(len(el))
	bound := func(v ir.Value, def int64) (int64, bool) {
		if ir.IsNone(v) {
			return def, true
		}
		i, ok := asInt(v)
		if !ok {
			return 0, false
		}
		k := n + 1
		if i.IsInt64() {
			k = i.Int64()
		} else if i.Sign() < 0 {
			k = -n - 1
		}
		if k < 0 {
			k += n
		}
		if k < 0 {
			k = 0
		}
		if k > n {
			k = n
		}
		return k, true
	}
	lo, ok1 := bound(a[1], 0)
	hi, ok2 := bound(a[2], n)
	if !ok1 || !ok2 {
		return nil, stopE(r, "slice indices must be integers or None")
	}
	if hi < lo {
		hi = lo
	}
	if stop := c.AllocElems(hi-lo, r); stop != nil {
		return nil, stop // a slice copies
	}
	out := append([]ir.Value(nil), el[lo:hi]...)
	if tuple {
		return ir.Tuple{Elems: out}, nil
	}
	return ir.Seq{Elems: out, Str: str}, nil
}

func minmax(sign int) ir.Builtin {
	return func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
		el := a
		if len(a) == 1 {
			var ok bool
			if el, ok = items(a[0]); !ok {
				return nil, stopE(r, "min()/max() needs an iterable")
			}
		}
		if len(el) == 0 {
			return nil, stopE(r, "ValueError: min()/max() of an empty sequence")
		}
		if v, stop, ok := floatMinMax(el, sign, r); ok {
			return v, stop
		}
		if !comparable(el) {
			return nil, stopE(r, "min()/max() of values that do not compare")
		}
		best := el[0]
		for _, e := range el[1:] {
			if k := ir.Compare(e, best); k*sign > 0 {
				best = e
			}
		}
		return best, nil
	}
}

// shortCircuit evaluates f on the elements in order and stops at the
// first that decides all (a false one) or any (a true one).
func shortCircuit(all bool) ir.Builtin {
	return func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
		el, ok := items(a[0])
		if !ok {
			return nil, stopE(r, "all()/any() needs an iterable")
		}
		for _, e := range el {
			v, stop := c.CallValue(a[1], []ir.Value{e}, r)
			if stop != nil {
				return nil, stop
			}
			if b, _ := v.(ir.Bool); bool(b) != all {
				return ir.Bool(!all), nil
			}
		}
		return ir.Bool(all), nil
	}
}

func allAny(v ir.Value, all bool, r ir.Range) (ir.Value, *ir.Stop) {
	el, ok := items(v)
	if !ok {
		return nil, stopE(r, "all()/any() needs an iterable")
	}
	for _, e := range el {
		b, ok := Truthy(e)
		if !ok {
			return nil, stopU(r, "truth value not evaluated")
		}
		if b != all {
			return ir.Bool(!all), nil
		}
	}
	return ir.Bool(all), nil
}

// selfCounting builtins count what they build before building it.
var selfCounting = map[string]bool{"$mul": true, "$slice": true, "$flatmap": true, "range": true}

// The other builtins' results (sorted, reversed, list, str methods, …)
// are counted against the byte budget once built (ir.Ctx.CountBuilt).
func pyLibWrap() {
	addFloatBuiltins()
	for name, b := range pyLib {
		if !selfCounting[name] {
			b = counted(b)
		}
		if ar, ok := arity[name]; ok {
			b = checkArity(name, ar, b)
		}
		pyLib[name] = b
	}
}

// arity bounds the arguments of the builtins a program may call with any
// number of them (-1: no upper bound); the builtins read their arguments
// by position.
var arity = map[string][2]int{
	"bool": {0, 1}, "len": {1, 1}, "sum": {1, 2}, "min": {1, -1}, "max": {1, -1}, "all": {1, 1}, "any": {1, 1},
	"abs": {1, 1}, "sorted": {1, 1}, "reversed": {1, 1}, "list": {0, 1}, "tuple": {0, 1}, "set": {0, 1},
	"dict": {0, 1}, "range": {1, 3}, "int": {1, 1}, "ord": {1, 1}, "chr": {1, 1}, "isinstance": {2, 2}, "type": {1, 1},
}

func checkArity(name string, ar [2]int, b ir.Builtin) ir.Builtin {
	return func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
		if len(a) < ar[0] || ar[1] >= 0 && len(a) > ar[1] {
			return nil, stopU(r, fmt.Sprintf("%s() with %d arguments is not evaluated", name, len(a)))
		}
		return b(c, a, r)
	}
}

func counted(b ir.Builtin) ir.Builtin {
	return func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
		v, stop := b(c, a, r)
		if stop == nil {
			stop = c.CountBuilt(v, a, r)
		}
		if stop != nil {
			return nil, stop
		}
		return v, nil
	}
}

// shiftOp is Python's x << n (x·2ⁿ) or x >> n (⌊x / 2ⁿ⌋) on ints (bools
// count as 0 and 1); a negative count raises ValueError.
func shiftOp(left bool) ir.Builtin {
	return func(c *ir.Ctx, a []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
		x, ok1 := asInt(a[0])
		n, ok2 := asInt(a[1])
		if !ok1 || !ok2 {
			return nil, stopE(r, "unsupported operands for a shift")
		}
		if n.Sign() < 0 {
			return nil, stopE(r, "negative shift count")
		}
		if !left {
			if n.BitLen() > 32 {
				if x.Sign() < 0 {
					return ir.IntOf(-1), nil
				}
				return ir.IntOf(0), nil
			}
			return ir.Int{V: new(big.Int).Rsh(x, uint(n.Int64()))}, nil // Rsh floors, as Python does
		}
		if !n.IsInt64() || int64(x.BitLen())+n.Int64() > ir.MaxIntBits {
			return nil, stopU(r, fmt.Sprintf("a shift beyond %d bits is not evaluated", ir.MaxIntBits))
		}
		return ir.Int{V: new(big.Int).Lsh(x, uint(n.Int64()))}, nil
	}
}

// classOf names the class of v as Python's type(v).__name__ does, or ""
// when it is not known here.
func classOf(c *ir.Ctx, v ir.Value) string {
	switch x := v.(type) {
	case ir.Bool:
		return "bool"
	case ir.Int:
		return "int"
	case ir.Float:
		return "float"
	case ir.Seq:
		if x.Str {
			return "str"
		}
		return "list"
	case ir.Tuple:
		return "tuple"
	case ir.Map:
		return "dict"
	case ir.Set:
		return "set"
	case ir.Datatype:
		if ir.IsNone(x) {
			return "NoneType"
		}
		if name, ok := strings.CutPrefix(x.Ctor, ir.ObjectCtor); ok {
			return name
		}
		if strings.HasPrefix(x.Ctor, classTypePrefix) {
			return "type" // a class is an instance of type
		}
		if f, ok := c.Funcs[x.Ctor]; ok && f.Ctor && !strings.HasPrefix(x.Ctor, "$") {
			return x.Ctor // an ADT constructor class
		}
	}
	return ""
}

// classTest is isinstance(x, names) or, exact, type(x) is name.
func classTest(c *ir.Ctx, a []ir.Value, r ir.Range, exact bool) (ir.Value, *ir.Stop) {
	if len(a) < 2 {
		return nil, stopU(r, "a type test takes a value and a class")
	}
	cls := classOf(c, a[0])
	if cls == "" {
		return nil, stopU(r, "the class of "+a[0].String()+" is not known here")
	}
	for _, n := range a[1:] {
		switch {
		case ir.Equal(n, ir.Str(cls)):
			return ir.Bool(true), nil
		case exact:
		case ir.Equal(n, ir.Str("object")):
			return ir.Bool(true), nil
		case cls == "bool" && ir.Equal(n, ir.Str("int")): // bool is a subclass of int
			return ir.Bool(true), nil
		}
	}
	return ir.Bool(false), nil
}
