package lean

import "github.com/specfaith/specfaith/ir"

// Vocab is how Lean 4 core spells the library operations analyzers reason
// about: List.count a l, or l.count a in dot notation (the receiver takes
// the list's place).
var Vocab = leanVocab()

func leanVocab() *ir.Vocab {
	v := &ir.Vocab{
		IndexMode: ir.IndexBang, NatIndex: true, Concat: ir.OpAppend,
		Values: &ir.ValueSyntax{ArrayOpen: "#[", ArrayClose: "]", Juxtapose: true},
		Calls: map[string]ir.Sig{
			"Int.ofNat": {Op: ir.LibConvert, Arity: 1, Recv: -1, To: "int"},
			"Int.toNat": {Op: ir.LibConvert, Arity: 1, Recv: -1, To: "nat"},
		},
		Members: map[string]ir.Sig{
			"toList":  {Op: ir.LibElements, Arity: 1},
			"data":    {Op: ir.LibElements, Arity: 1},
			"fst":     {Op: ir.LibFirst, Arity: 1},
			"snd":     {Op: ir.LibSecond, Arity: 1},
			"toNat":   {Op: ir.LibConvert, Arity: 1, To: "nat"},
			"reverse": {Op: ir.LibReverse, Arity: 1},
		},
		Not:         "¬(%s)",
		Eq:          "=",
		Unicode:     true,
		TypedSub:    true,
		LineComment: "--",
		Quotes:      `"`,
		Ops:         ir.CStyleOps,
		UnicodeOps:  ir.UnicodeRelations,
	}
	// The list and array functions, by namespace and by dot notation.
	for name, s := range map[string]ir.Sig{
		"length": {Op: ir.LibLength, Arity: 1, Recv: 0}, "size": {Op: ir.LibLength, Arity: 1, Recv: 0},
		"Nodup": {Op: ir.LibNodup, Arity: 1, Recv: 0},
		"count": {Op: ir.LibCount, Arity: 2, Recv: 1}, "elem": {Op: ir.LibElem, Arity: 2, Recv: 1},
		"contains": {Op: ir.LibContains, Arity: 2, Recv: 0},
		"all":      {Op: ir.LibAll, Arity: 2, Recv: 0}, "any": {Op: ir.LibAny, Arity: 2, Recv: 0},
		"Perm": {Op: ir.LibPerm, Arity: 2, Recv: 0}, "isPerm": {Op: ir.LibPerm, Arity: 2, Recv: 0},
		"Pairwise": {Op: ir.LibPairwise, Arity: 2, Recv: 1},
		"range":    {Op: ir.LibRange, Arity: 1, Recv: -1},
	} {
		v.Calls["List."+name] = s
		v.Calls["Array."+name] = s
		if s.Recv >= 0 {
			v.Members[name] = s
		}
	}
	return v
}
