package check

import (
	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/lean"
	"github.com/specfaith/specfaith/spec"
)

// FileCodes are the codes of findings about a file rather than a
// contract (front ends and check report them).
var FileCodes = []analyzers.Code{
	{Name: "syntax", Severity: spec.SevError, Doc: "a parse error; the rest of the file is still analysed"},
	{Name: "spec-shape", Severity: spec.SevWarning, Doc: "a definition named like a contract whose shape is not one (a postcondition without a result parameter)"},
	{Name: "example-error", Severity: spec.SevWarning, Doc: "an example annotation or sidecar entry that cannot be read"},
	{Name: "include", Severity: spec.SevWarning, Doc: "an included file that cannot be read"},
	{Name: "not-read", Severity: spec.SevHint, Doc: "a theorem that is not read as part of a contract (it relates several calls, is about no function of the file, …): what it says is not checked"},
	{Name: lean.CodeBinderDefault, Severity: spec.SevWarning, Doc: "a Lean theorem binder (x := e): an optional parameter, so the theorem holds for every x, not a let that names e"},
	{Name: "hygiene", Severity: spec.SevWarning, Doc: "what a proof would rest on without proof: assume, axioms, sorry, …"},
	{Name: "file-too-large", Severity: spec.SevInfo, Doc: "files over 2 MB are not analysed"},
	{Name: "not-text", Severity: spec.SevError, Doc: "the file is not UTF-8 text"},
	{Name: "unsupported-file", Severity: spec.SevError, Doc: "specfaith does not know this file type"},
	{Name: "unreadable", Severity: spec.SevError, Doc: "the file cannot be read (not a regular file, no permission); the other files are still checked"},
	{Name: CodeInternalError, Severity: spec.SevError, Doc: "specfaith itself failed on part of the file (a bug: please report it); the rest of the file's results stand"},
}
