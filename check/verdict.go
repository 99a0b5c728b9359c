package check

import (
	"fmt"
	"strings"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/ir"
)

// Verdict kinds: what a contract's warnings say of it as a whole, or,
// without warnings, how far it was checked.
const (
	VerdictWeak       = "weak"
	VerdictStrict     = "too strict"
	VerdictWrong      = "weak and too strict"
	VerdictSuspect    = "suspect"
	VerdictNoneFound  = "no weakness found"
	VerdictPartial    = "partly searched"
	VerdictNotChecked = "not searched"
)

// Verdict is a contract's verdict in one line, above its findings.
type Verdict struct {
	Kind string `json:"kind"`
	// Text is the line: the kind and what it rests on ("weak — accepts
	// every output"), or how far the search got where nothing was found.
	Text string `json:"text"`
	// Reasons are what each kind of warning says of the contract, in
	// the findings' order ("accepts every output").
	Reasons []string `json:"reasons,omitempty"`
	// Short is the verdict short enough for a code lens: the first
	// reason and how many more, or how far the search got.
	Short string `json:"-"`
}

// maxGists bounds the reasons a verdict names; the findings beneath it
// give them all.
const maxGists = 3

// VerdictOf is cr's verdict, from the findings shown for it with the
// judge's verdict j (nil: none). Only warnings and errors decide it: a
// note is not a fault.
// Where none was found the verdict says how far the search got, never
// more: "no weakness found in 8 inputs searched", not "correct".
func VerdictOf(cr *ContractReport, j *analyzers.Judgement) Verdict {
	return VerdictFrom(Shown(cr, j), cr.Search)
}

// VerdictFrom is the verdict of a contract whose shown findings are fs
// and whose search is s (a caller that has the findings at hand).
func VerdictFrom(fs []analyzers.Finding, s analyzers.Search) Verdict {
	var weak, strict bool
	var gists []string
	seen := map[string]bool{}
	notes := 0
	for _, f := range fs {
		if f.Severity != ir.SevWarning && f.Severity != ir.SevError {
			notes++
			continue
		}
		_, code, ok := analyzers.Lookup(f.Code)
		gist := code.Gist
		if !ok || gist == "" {
			gist = "has a finding (" + f.Code + ")"
		}
		switch code.Says {
		case analyzers.TooWeak:
			weak = true
		case analyzers.TooStrict:
			strict = true
		}
		if !seen[gist] {
			seen[gist] = true
			gists = append(gists, gist)
		}
	}
	if len(gists) > 0 {
		kind := VerdictSuspect
		switch {
		case weak && strict:
			kind = VerdictWrong
		case weak:
			kind = VerdictWeak
		case strict:
			kind = VerdictStrict
		}
		shown := gists
		if len(shown) > maxGists {
			shown = shown[:maxGists]
		}
		text := kind + " — " + strings.Join(shown, "; ")
		if n := len(gists) - len(shown); n > 0 {
			text += fmt.Sprintf("; and %d more", n)
		}
		short := kind + " — " + gists[0]
		if len(gists) > 1 {
			short += fmt.Sprintf(" (+%d more)", len(gists)-1)
		}
		return Verdict{Kind: kind, Text: text, Reasons: gists, Short: short}
	}
	var v Verdict
	switch s.Status {
	case analyzers.SearchDone:
		v = Verdict{Kind: VerdictNoneFound, Text: fmt.Sprintf("no weakness found in %s searched", analyzers.Count(s.Inputs, "input", "inputs"))}
		v.Short = v.Text
	case analyzers.SearchPartial:
		v = Verdict{Kind: VerdictPartial, Text: "searched in part: " + s.Reason, Short: "searched in part: no input decided"}
		if s.Decided > 0 {
			found := fmt.Sprintf("no weakness found in the %d of %d inputs decided", s.Decided, s.Inputs)
			v.Text, v.Short = found+"; "+s.Reason, found
		}
	default:
		v = Verdict{Kind: VerdictNotChecked, Text: "not searched: " + s.Reason, Short: "not searched: " + s.ReasonKind()}
	}
	if notes > 0 {
		v.Text += " (" + analyzers.Count(notes, "note", "notes") + ")"
	}
	return v
}
