package check

import (
	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/lean"
)

// FileCodes are the codes of findings about a file rather than a
// contract (front ends and check report them).
var FileCodes = []analyzers.Code{
	{Name: "syntax", Severity: ir.SevError, Doc: "a parse error; the rest of the file is still analysed"},
	{Name: lean.CodeUnparsed, Severity: ir.SevWarning, Doc: "a Lean declaration the parser does not read (a construct it does not know): it is skipped, its specs not checked; whether the text is valid Lean is lean's to say"},
	{Name: lean.CodeFailingTest, Severity: ir.SevWarning, Doc: "a Lean test (example, #guard) of a function of the file that its own implementation does not pass: Lean rejects it, and the test or the implementation is wrong"},
	{Name: "spec-shape", Severity: ir.SevWarning, Doc: "a definition named like a contract whose shape is not one (a postcondition without a result parameter)"},
	{Name: "example-error", Severity: ir.SevWarning, Doc: "an example annotation or sidecar entry that cannot be read"},
	{Name: "include", Severity: ir.SevWarning, Doc: "an included file that cannot be read"},
	{Name: "not-read", Severity: ir.SevHint, Doc: "a theorem that is not read as part of a contract (it relates several calls, is about no function of the file, …): what it says is not checked"},
	{Name: lean.CodeBinderDefault, Severity: ir.SevWarning, Doc: "a Lean theorem binder (x := e): an optional parameter, so the theorem holds for every x, not a let that names e"},
	{Name: "hygiene", Severity: ir.SevWarning, Doc: "what a proof would rest on without proof: assume, axioms, sorry, …"},
	{Name: "file-too-large", Severity: ir.SevInfo, Doc: "files over 2 MB are not analysed"},
	{Name: "not-text", Severity: ir.SevError, Doc: "the file is not UTF-8 text"},
	{Name: "unsupported-file", Severity: ir.SevError, Doc: "specfaith does not know this file type"},
	{Name: "unreadable", Severity: ir.SevError, Doc: "the file cannot be read (not a regular file, no permission); the other files are still checked"},
	{Name: CodeInternalError, Severity: ir.SevError, Doc: "specfaith itself failed on part of the file (a bug: please report it); the rest of the file's results stand"},
}
