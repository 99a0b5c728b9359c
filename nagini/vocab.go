package nagini

import "github.com/specfaith/specfaith/spec"

// Vocab is how Python and Nagini spell the library operations analyzers
// reason about.
var Vocab = &spec.Vocab{
	Calls: map[string]spec.Sig{
		"len": {Op: spec.LibLength, Arity: 1, Recv: -1},
	},
	Members: map[string]spec.Sig{
		"count": {Op: spec.LibCount, Arity: 2, Recv: 1}, // list.count(x)
	},
	Not:         "not (%s)",
	Eq:          "==",
	InlineProof: true,
	LineComment: "#",
	Quotes:      `"'`,
	ProofWords:  spec.ProofWords{Multiset: "ToMS", Forall: "Forall", Exists: "Exists", In: " in "},
}
