package nagini

import "github.com/specfaith/specfaith/ir"

// Vocab is how Python and Nagini spell the library operations analyzers
// reason about.
var Vocab = &ir.Vocab{
	Values:    &ir.ValueSyntax{True: "True", False: "False", MapOpen: "{", MapArrow: ": ", MapClose: "}"},
	IndexMode: ir.IndexPython,
	HeapColls: true,
	Calls: map[string]ir.Sig{
		"len": {Op: ir.LibLength, Arity: 1, Recv: -1},
		// The parser's wrapper where Python takes a value's truth value
		// (and, or, not, conditions; see expr.go).
		"$truthy": {Op: ir.LibTruthy, Arity: 1, Recv: -1},
		// isinstance, type(x) is C and a checked cast, with the class
		// names the front end lists (classes.go).
		"$isinstance": {Op: ir.LibIsInstance, Recv: -1},
		"$typeis":     {Op: ir.LibTypeIs, Arity: 2, Recv: -1},
		"$cast":       {Op: ir.LibCast, Recv: -1},
	},
	Members: map[string]ir.Sig{
		"count": {Op: ir.LibCount, Arity: 2, Recv: 1}, // list.count(x)
	},
	ClassNouns: map[string]string{
		"int": "an integer", "bool": "a boolean", "float": "a float", "str": "a string",
		"list": "a list", "tuple": "a tuple", "dict": "a dict", "set": "a set", "NoneType": "None",
	},
	// A classmethod's cls (classValue): type[A] in Python's typing.
	TypeNouns: map[string]string{classTypePrefix: "the class %s or a subclass of it"},
	Phrases: map[string]ir.Phrase{
		"$is":      {Text: "%s is %s", Prop: true}, // x is y (identity)
		"$lshift":  {Text: "%s shifted left by %s bits"},
		"$rshift":  {Text: "%s shifted right by %s bits"},
		"$invert":  {Text: "the bitwise complement of %s"},
		"$and":     {Text: "the bitwise and of %s and %s"},
		"$or":      {Text: "the bitwise or of %s and %s"},
		"$xor":     {Text: "the bitwise exclusive or of %s and %s"},
		"$reveal:": {},
		// A permission used as a value (Acc(x.f) == 1, which Nagini
		// rejects): its arguments are heap locations, not read.
		"$permission": {Text: "an access permission"},
	},
	Not:         "not (%s)",
	Eq:          "==",
	InlineProof: true,
	LineComment: "#",
	Quotes:      `"'`,
	ProofWords:  ir.ProofWords{Multiset: "ToMS", Forall: "Forall", Exists: "Exists", In: " in "},
	Receivers:   []string{"self", "cls"},
	Ops:         ir.CStyleOps,
	UnicodeOps:  ir.UnicodeRelations,
}
