package analyzers

import (
	"fmt"
	"strings"
	"time"

	"github.com/specfaith/specfaith/ir"
)

// The LLM judge's records and the finding of a disputed verdict. The
// protocol that asks a model for them is package judge: analyzers never
// call a model.

// CodeJudgeDisputed is the finding of a disputed verdict.
const CodeJudgeDisputed = "judge-disputed"

// MetricJudge names the judge's evidence.
const MetricJudge = "judge"

// JudgeInput is what the protocol may use. Each step takes only its part.
type JudgeInput struct {
	Language    string // "Dafny", "Lean 4", "Nagini (Python)"
	Artifact    string // the contract's declaration, doc comment removed
	Helpers     string // definitions the contract uses
	Requirement string
	// Claims are the requirement's claims the reader found, each with
	// what the clauses say of it (ClaimLines): given to the judge step
	// only, which sees the requirement anyway, never to the
	// informalizer.
	Claims []string
}

// Reading is the LLM informalizer's answer.
type Reading struct {
	Reading       string `json:"reading"`
	Preconditions string `json:"preconditions"`
	Postcondition string `json:"postcondition"`
	Scope         string `json:"scope"`
	Strength      string `json:"strength"`
}

// Verdict is the judge's answer.
type Verdict struct {
	Match       bool   `json:"match"`
	Category    string `json:"category"`
	Explanation string `json:"explanation"`
}

// Judgement is the outcome of the two-step judge (or the single-call
// baseline) on one contract.
type Judgement struct {
	Reading  *Reading  `json:"informalization,omitempty"`
	Verdict  *Verdict  `json:"verdict,omitempty"`
	Evidence *Evidence `json:"evidence"`
	Cached   bool      `json:"cached,omitempty"`
}

// Disputed says whether the judge found a discrepancy.
func (j *Judgement) Disputed() bool {
	return j != nil && j.Verdict != nil && j.Evidence.Status == StatusOK && !j.Verdict.Match
}

// Text is the reading as the judge and the hover show it.
func (r *Reading) Text() string {
	var sb strings.Builder
	sb.WriteString(strings.TrimSpace(r.Reading))
	for _, f := range []struct{ name, v string }{
		{"Preconditions", r.Preconditions}, {"Postcondition", r.Postcondition},
		{"Scope", r.Scope}, {"Strength", r.Strength},
	} {
		if v := strings.TrimSpace(f.v); v != "" {
			fmt.Fprintf(&sb, "\n%s: %s", f.name, v)
		}
	}
	return sb.String()
}

// JudgeEvidence is the evidence record of a verdict.
func JudgeEvidence(v *Verdict, scope string, start time.Time) *Evidence {
	num := 0
	if v.Match {
		num = 1
	}
	ev := &Evidence{Metric: MetricJudge, Status: StatusOK, Num: num, Den: 1, Scope: scope,
		Millis: float64(time.Since(start).Microseconds()) / 1000}
	if !v.Match {
		ev.Notes = []string{v.Category + ": " + v.Explanation}
	}
	return ev
}

// UnavailableJudge is the evidence record of a judge that gave no verdict.
func UnavailableJudge(scope, reason string, start time.Time) *Evidence {
	return &Evidence{Metric: MetricJudge, Status: StatusUnavailable, Reason: reason, Scope: scope,
		Millis: float64(time.Since(start).Microseconds()) / 1000}
}

// JudgeFindings turns a disputed verdict into a warning on the contract:
// at the precondition for a narrowed scope, at the postcondition for a
// weakened or missing one, at the name otherwise.
func JudgeFindings(c *ir.Contract, j *Judgement) []Finding {
	if !j.Disputed() {
		return nil
	}
	r := c.NameR
	switch j.Verdict.Category {
	case "narrowed-scope":
		r = preRange(c)
	case "weakened-postcondition", "missing-case", "tautology":
		r = postRange(c)
	}
	msg := "LLM judge: the contract does not say what the requirement means"
	if j.Verdict.Category != "none" {
		msg += " (" + j.Verdict.Category + ")"
	}
	if j.Verdict.Explanation != "" {
		msg += ": " + j.Verdict.Explanation
	}
	return []Finding{{Code: CodeJudgeDisputed, Severity: ir.SevWarning, Contract: c.Name, Metric: MetricJudge,
		R: r, Evidence: j.Evidence, Message: msg}}
}
