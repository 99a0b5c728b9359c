package dafny

import "github.com/specfaith/specfaith/ir"

// Vocab is how Dafny spells the library operations analyzers reason about.
var Vocab = &ir.Vocab{
	// An array in a message reads as its example line writes it (Dafny
	// has no array literal): [1, 2].
	Values:        &ir.ValueSyntax{ArrayOpen: "[", ArrayClose: "]"},
	ObjectType:    "object",
	RefArrays:     true,
	MultisetIndex: true,
	Calls: map[string]ir.Sig{
		"multiset":  {Op: ir.LibMultiset, Arity: 1, Recv: -1},
		"fresh":     {Op: ir.LibFresh, Recv: -1},
		"allocated": {Op: ir.LibAllocated, Recv: -1},
		"unchanged": {Op: ir.LibUnchanged, Recv: -1},
	},
	Members: map[string]ir.Sig{
		"Length":  {Op: ir.LibLengthDim, Arity: 1, Dim: -1},
		"Length0": {Op: ir.LibLengthDim, Arity: 1, Dim: 0},
		"Length1": {Op: ir.LibLengthDim, Arity: 1, Dim: 1},
		"Length2": {Op: ir.LibLengthDim, Arity: 1, Dim: 2},
		"Keys":    {Op: ir.LibKeys, Arity: 1},
		"Values":  {Op: ir.LibValues, Arity: 1},
		"Items":   {Op: ir.LibItems, Arity: 1},
		"Floor":   {Op: ir.LibFloor, Arity: 1},
		"IsInt":   {Op: ir.LibIsInt, Arity: 1},
	},
	Not:         "!(%s)",
	Eq:          "==",
	InlineProof: true,
	LineComment: "//",
	Quotes:      `"`,
	ProofWords:  ir.ProofWords{Multiset: "multiset", Forall: "forall", Exists: "exists", In: " in "},
	Option:      struct{ Type, Some, None string }{"Option", "Some", "None"},
	Ops:         ir.CStyleOps,
	UnicodeOps:  ir.UnicodeRelations,
}
