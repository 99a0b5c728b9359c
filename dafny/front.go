package dafny

import "github.com/specfaith/specfaith/ir"

// FrontEnd is the Dafny front end, as check uses it.
var FrontEnd = ir.FrontEnd{Vocab: Vocab, Parse: ParseFile, ParseValue: ParseValue,
	Print:       func(e ir.Expr) (string, error) { return Print(e), nil },
	ParseClause: ir.ClauseReader(ParseExpr),
	AddEnsures:  AddEnsures, AddInvariant: AddInvariant, AddAssert: AddAssert, ResultForm: ResultForm, EnsuresForm: "ensures %s", RequiresForm: "requires %s", Link: Link,
	Hygiene: func(m *ir.Module, _ string) []ir.Problem { return Hygiene(m) }}
