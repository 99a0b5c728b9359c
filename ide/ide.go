// Package ide computes what an editor shows — diagnostics, hovers, code
// lenses, code actions, informalizations, evidence reports — as plain
// data from one analysis (a check.FileReport), the toolchain's result and
// the judge's verdicts. The language server only translates this data into
// protocol types; it imports neither the analyzers nor a front end.
// (Models: rust-analyzer's ide crate, gopls' golang package.)
package ide

import (
	"strings"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/analyzers/informal"
	"github.com/specfaith/specfaith/check"
)

// The analyzers' records, as the editor layer hands them on.
type (
	Evidence   = analyzers.Evidence
	Judgement  = analyzers.Judgement
	JudgeInput = analyzers.JudgeInput
	Verdict    = analyzers.Verdict
	Reading    = analyzers.Reading
	Finding    = analyzers.Finding
	Caller     = analyzers.Caller
)

// StatusOK is the status of evidence that was measured.
const StatusOK = analyzers.StatusOK

// PromptVersion changes whenever the judge's prompts change (a judgement
// made with other prompts is not reused).
var PromptVersion = analyzers.PromptInformalize + "\x00" + analyzers.PromptJudge

// Judged returns the judgement of a contract, if one was made for its
// current text (nil: none).
type Judged func(cr *check.ContractReport) *Judgement

// Informalization is the contract read back in English, followed by what
// the example-free attacks found it leaves open.
func Informalization(cr *check.ContractReport) string {
	return strings.TrimSpace(informal.Informalize(cr.Contract) + "\n" + analyzers.LeftOpen(cr.Findings))
}

// JudgeTwoStep informalizes the contract with the LLM, then judges the
// reading against the requirement.
var JudgeTwoStep = analyzers.TwoStep
