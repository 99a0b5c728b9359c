// Package ide computes what an editor shows — diagnostics, hovers, code
// lenses, code actions, informalizations, evidence reports — as plain
// data from one Analysis: the value that owns everything shown for one
// version of a document (specfaith's analysis, the toolchain's result,
// the judge's verdicts). The language server only translates this data
// into protocol types; it imports neither check, nor the analyzers, nor
// a front end, and ide hands none of their types on.
// (Models: rust-analyzer's ide crate, gopls' golang package.)
package ide

import (
	"strings"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/analyzers/informal"
	"github.com/specfaith/specfaith/check"
)

// Informalization is the contract read back in English, followed by what
// the example-free attacks found it leaves open.
func Informalization(cr *check.ContractReport) string {
	return strings.TrimSpace(informal.Informalize(cr.Contract) + "\n" + analyzers.LeftOpen(cr.Findings))
}
