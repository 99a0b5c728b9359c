package dafny

import "github.com/specfaith/specfaith/spec"

// Vocab is how Dafny spells the library operations analyzers reason about.
var Vocab = &spec.Vocab{
	Calls: map[string]spec.Sig{
		"multiset":  {Op: spec.LibMultiset, Arity: 1, Recv: -1},
		"fresh":     {Op: spec.LibFresh, Recv: -1},
		"allocated": {Op: spec.LibAllocated, Recv: -1},
		"unchanged": {Op: spec.LibUnchanged, Recv: -1},
	},
	Members: map[string]spec.Sig{
		"Length":  {Op: spec.LibLengthDim, Arity: 1, Dim: -1},
		"Length0": {Op: spec.LibLengthDim, Arity: 1, Dim: 0},
		"Length1": {Op: spec.LibLengthDim, Arity: 1, Dim: 1},
		"Length2": {Op: spec.LibLengthDim, Arity: 1, Dim: 2},
		"Keys":    {Op: spec.LibKeys, Arity: 1},
		"Values":  {Op: spec.LibValues, Arity: 1},
		"Items":   {Op: spec.LibItems, Arity: 1},
		"Floor":   {Op: spec.LibFloor, Arity: 1},
		"IsInt":   {Op: spec.LibIsInt, Arity: 1},
	},
	Not:         "!(%s)",
	Eq:          "==",
	InlineProof: true,
	LineComment: "//",
	Quotes:      `"`,
	ProofWords:  spec.ProofWords{Multiset: "multiset", Forall: "forall", Exists: "exists", In: " in "},
}
