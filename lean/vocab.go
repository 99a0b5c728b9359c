package lean

import "github.com/specfaith/specfaith/spec"

// Vocab is how Lean 4 core spells the library operations analyzers reason
// about: List.count a l, or l.count a in dot notation (the receiver takes
// the list's place).
var Vocab = leanVocab()

func leanVocab() *spec.Vocab {
	v := &spec.Vocab{
		Calls: map[string]spec.Sig{
			"Int.ofNat": {Op: spec.LibConvert, Arity: 1, Recv: -1, To: "int"},
			"Int.toNat": {Op: spec.LibConvert, Arity: 1, Recv: -1, To: "nat"},
		},
		Members: map[string]spec.Sig{
			"toList":  {Op: spec.LibElements, Arity: 1},
			"data":    {Op: spec.LibElements, Arity: 1},
			"fst":     {Op: spec.LibFirst, Arity: 1},
			"snd":     {Op: spec.LibSecond, Arity: 1},
			"toNat":   {Op: spec.LibConvert, Arity: 1, To: "nat"},
			"reverse": {Op: spec.LibReverse, Arity: 1},
		},
		Not:         "¬(%s)",
		Eq:          "=",
		Unicode:     true,
		TypedSub:    true,
		LineComment: "--",
		Quotes:      `"`,
	}
	// The list and array functions, by namespace and by dot notation.
	for name, s := range map[string]spec.Sig{
		"length": {Op: spec.LibLength, Arity: 1, Recv: 0}, "size": {Op: spec.LibLength, Arity: 1, Recv: 0},
		"Nodup": {Op: spec.LibNodup, Arity: 1, Recv: 0},
		"count": {Op: spec.LibCount, Arity: 2, Recv: 1}, "elem": {Op: spec.LibElem, Arity: 2, Recv: 1},
		"contains": {Op: spec.LibContains, Arity: 2, Recv: 0},
		"all":      {Op: spec.LibAll, Arity: 2, Recv: 0}, "any": {Op: spec.LibAny, Arity: 2, Recv: 0},
		"Perm": {Op: spec.LibPerm, Arity: 2, Recv: 0}, "isPerm": {Op: spec.LibPerm, Arity: 2, Recv: 0},
		"Pairwise": {Op: spec.LibPairwise, Arity: 2, Recv: 1},
		"range":    {Op: spec.LibRange, Arity: 1, Recv: -1},
	} {
		v.Calls["List."+name] = s
		v.Calls["Array."+name] = s
		if s.Recv >= 0 {
			v.Members[name] = s
		}
	}
	return v
}
