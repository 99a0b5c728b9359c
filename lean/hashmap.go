package lean

// Std.HashMap (Std/Data/HashMap/Basic.lean) as a finite map: the
// operations whose result does not depend on the hash order. keys is the
// set of keys: a List in Lean, in hash order, which is not computed here;
// as a set only order-independent functions (all, any, contains, size)
// apply to it, and anything else is unknown (no .f for a set).

import "github.com/specfaith/specfaith/ir"

func libRegisterHashMap() {
	const H = "Std.HashMap"
	hm := func(a *libCall, i int) ir.Map {
		if m, ok := a.v[i].(ir.Map); ok {
			return m
		}
		panic(a.bad("argument %d should be a HashMap, got %s", i+1, a.v[i]))
	}
	// HashMap.ofList: insertMany, a later pair replacing an earlier key's.
	libReg(H, "ofList", 1, 1, -1, func(a *libCall) ir.Value {
		var ks, vs []ir.Value
		for _, p := range a.list(0) {
			t, ok := p.(ir.Tuple)
			if !ok || len(t.Elems) != 2 {
				panic(a.bad("ofList needs (key, value) pairs, got %s", p))
			}
			ks, vs = append(ks, t.Elems[0]), append(vs, t.Elems[1])
		}
		return ir.MakeMap(ks, vs)
	})
	empty := func(a *libCall) ir.Value { return ir.Map{} }
	libReg(H, "empty", 0, 1, -1, empty)
	libReg(H, "emptyWithCapacity", 0, 1, -1, empty)
	libReg(H, "isEmpty", 1, 1, 0, func(a *libCall) ir.Value { return ir.Bool(len(hm(a, 0).Keys) == 0) })
	libReg(H, "size", 1, 1, 0, func(a *libCall) ir.Value { return libNum(len(hm(a, 0).Keys)) })
	libReg(H, "contains", 2, 2, 0, func(a *libCall) ir.Value { _, ok := hm(a, 0).Lookup(a.v[1]); return ir.Bool(ok) })
	libReg(H, "get?", 2, 2, 0, func(a *libCall) ir.Value {
		if v, ok := hm(a, 0).Lookup(a.v[1]); ok {
			return libSome(v)
		}
		return libNone()
	})
	libReg(H, "getD", 3, 3, 0, func(a *libCall) ir.Value {
		if v, ok := hm(a, 0).Lookup(a.v[1]); ok {
			return v
		}
		return a.v[2]
	})
	libReg(H, "insert", 3, 3, 0, func(a *libCall) ir.Value {
		m := hm(a, 0)
		a.room(int64(len(m.Keys) + 1))
		return ir.MakeMap(append(append([]ir.Value(nil), m.Keys...), a.v[1]), append(append([]ir.Value(nil), m.Vals...), a.v[2]))
	})
	libReg(H, "erase", 2, 2, 0, func(a *libCall) ir.Value {
		m := hm(a, 0)
		var out ir.Map
		for i, k := range m.Keys {
			if !ir.Equal(k, a.v[1]) {
				out.Keys, out.Vals = append(out.Keys, k), append(out.Vals, m.Vals[i])
			}
		}
		return out
	})
	libReg(H, "keys", 1, 1, 0, func(a *libCall) ir.Value { return ir.Set{Elems: hm(a, 0).Keys} })
	for _, n := range []string{"toList", "values", "fold", "foldl"} {
		libReg(H, n, 1, 3, 0, func(a *libCall) ir.Value {
			panic(a.unknown("the order of a HashMap's entries follows Lean's hashes, which are not computed here"))
		})
	}
	// HashSet.all / any (and on HashMap.keys): the answer does not depend
	// on the order.
	for _, ns := range []string{"Std.HashSet", "HashSet"} {
		libReg(ns, "all", 2, 2, 0, func(a *libCall) ir.Value {
			s, ok := a.v[0].(ir.Set)
			if !ok {
				panic(a.bad("argument 1 should be a HashSet, got %s", a.v[0]))
			}
			return libBoolFold(a, libMapTest(a, s.Elems), true)
		})
		libReg(ns, "any", 2, 2, 0, func(a *libCall) ir.Value {
			s, ok := a.v[0].(ir.Set)
			if !ok {
				panic(a.bad("argument 1 should be a HashSet, got %s", a.v[0]))
			}
			return libBoolFold(a, libMapTest(a, s.Elems), false)
		})
	}
	libTable["HashMap"] = map[string]*libDef{}
	for n, d := range libTable[H] {
		cp := *d
		cp.ns = "HashMap"
		libTable["HashMap"][n] = &cp
	}
}

// libMapTest applies the predicate (argument 2) to each element.
func libMapTest(a *libCall, el []ir.Value) []ir.Value {
	out := make([]ir.Value, len(el))
	for i, x := range el {
		out[i] = ir.Bool(a.test(a.v[1], x))
	}
	return out
}
