package lean

import "github.com/specfaith/specfaith/ir"

// FrontEnd is the Lean 4 front end, as check uses it.
var FrontEnd = ir.FrontEnd{Vocab: Vocab, Parse: ParseFile, ParseValue: ParseValue,
	Print: Print, ParseClause: ir.ClauseReader(ParseExpr), ClauseIn: ClauseReader, AddEnsures: AddEnsures, AddRequires: AddRequires, ShowClause: ShowClause, EnsuresForm: "∧ %s", NoPrecondition: "True",
	Hygiene: func(_ *ir.Module, src string) []ir.Problem { return Hygiene(src) }}
