package nagini

import "github.com/specfaith/specfaith/ir"

// FrontEnd is the Nagini front end, as check uses it.
var FrontEnd = ir.FrontEnd{Vocab: Vocab, Parse: ParseFile, ParseValue: ParseValue,
	Print: Print, ParseClause: ParseClause, AddEnsures: AddEnsures, AddInvariant: AddInvariant, AddAssert: AddAssert, AddRequires: AddRequires, EnsuresForm: "Ensures(%s)", RequiresForm: "Requires(%s)",
	Hygiene: func(_ *ir.Module, src string) []ir.Problem { return Hygiene(src) }}
