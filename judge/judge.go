// Package judge is the LLM judge's protocol: claimcheck's two steps, its
// prompts and the requests sent. It is the one place that asks a model
// about a contract; the records it returns are analyzers'.
package judge

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/llm"
)

// The judge is claimcheck's two-step protocol. Step one, the informalizer,
// sees only the contract and the helper definitions it needs and writes
// what the contract guarantees in English. Step two, the judge, sees only
// the requirement and that English text and says whether they express the
// same guarantee. Keeping each side blind to the other is the point: an
// informalizer that sees the requirement reads it into the contract, and a
// judge that sees the contract checks the notation instead of the meaning.
//
// Both steps are opt-in (a provider must be configured). A failed call is
// unavailable evidence with its reason, never a finding.

// Prompt versions; each is part of the LLM cache key.
const (
	PromptInformalize = "informalize.v1"
	PromptJudge       = "judge.v2"
	PromptSingle      = "single.v1"
)

//go:embed prompts/*.txt
var promptFS embed.FS

// Caller sends one structured request to a model (llm.Client does).
type Caller interface {
	Call(ctx context.Context, req llm.Request) (*llm.Result, error)
}

// Discrepancy categories of a verdict.
var Categories = []string{"none", "tautology", "weakened-postcondition", "narrowed-scope", "missing-case", "wrong-property"}

// Strengths an informalization rates a contract with.
var Strengths = []string{"vacuous", "weak", "partial", "complete"}

type prompt struct {
	version, system, user string
}

func loadPrompt(version string) prompt {
	data, err := promptFS.ReadFile("prompts/" + version + ".txt")
	if err != nil {
		panic(err) // embedded at build time
	}
	sys, user, ok := strings.Cut(string(data), "\n---user---\n")
	if !ok {
		panic("prompt " + version + " has no ---user--- line")
	}
	return prompt{version: version, system: strings.TrimSpace(sys), user: user}
}

// fill substitutes {{name}} placeholders in one pass, so text put in is
// never substituted again.
func fill(s string, kv ...string) string {
	var pairs []string
	for i := 0; i+1 < len(kv); i += 2 {
		pairs = append(pairs, "{{"+kv[i]+"}}", kv[i+1])
	}
	return strings.TrimSpace(strings.NewReplacer(pairs...).Replace(s)) + "\n"
}

func helperBlock(h string) string {
	if strings.TrimSpace(h) == "" {
		return ""
	}
	return "\nHelper definitions it uses:\n```\n" + strings.TrimSpace(h) + "\n```"
}

var readingTool = llm.Tool{
	Name:        "report_informalization",
	Description: "Report what the contract guarantees, in plain English.",
	Schema: map[string]any{
		"type": "object",
		"properties": map[string]any{
			"reading":       map[string]any{"type": "string", "description": "What the contract guarantees, in two to five plain sentences."},
			"preconditions": map[string]any{"type": "string", "description": "What callers must establish, or 'nothing'."},
			"postcondition": map[string]any{"type": "string", "description": "What the operation promises about its results and the state."},
			"scope":         map[string]any{"type": "string", "description": "Which inputs and outputs the promises cover, and what is left unconstrained."},
			"strength":      map[string]any{"type": "string", "enum": Strengths, "description": "How much of the result the postcondition determines."},
		},
		"required":             []string{"reading", "preconditions", "postcondition", "scope", "strength"},
		"additionalProperties": false,
	},
}

var verdictTool = llm.Tool{
	Name:        "report_verdict",
	Description: "Report whether the contract expresses the requirement.",
	Schema: map[string]any{
		"type": "object",
		"properties": map[string]any{
			"match":       map[string]any{"type": "boolean", "description": "True when the guarantees match."},
			"category":    map[string]any{"type": "string", "enum": Categories},
			"explanation": map[string]any{"type": "string", "description": "One sentence naming the discrepancy, or why they match."},
		},
		"required":             []string{"match", "category", "explanation"},
		"additionalProperties": false,
	},
}

// maxPromptText bounds the artifact, helpers and requirement sent.
const maxPromptText = 24 << 10

func clip(s string) string {
	if len(s) > maxPromptText {
		return s[:maxPromptText] + "\n… (cut)"
	}
	return s
}

// InformalizeRequest is the informalizer's request: the artifact and its
// helpers, never the requirement.
func InformalizeRequest(in analyzers.JudgeInput) llm.Request {
	p := loadPrompt(PromptInformalize)
	return llm.Request{
		PromptVersion: p.version,
		System:        fill(p.system, "language", in.Language),
		User:          fill(p.user, "language", in.Language, "artifact", clip(in.Artifact), "helpers", helperBlock(clip(in.Helpers))),
		Tool:          readingTool,
	}
}

// JudgeRequest is the judge's request: the requirement and the reading,
// never the artifact.
func JudgeRequest(requirement string, claims []string, r *analyzers.Reading) llm.Request {
	p := loadPrompt(PromptJudge)
	return llm.Request{
		PromptVersion: p.version,
		System:        fill(p.system),
		User:          fill(p.user, "requirement", clip(requirement), "informalization", r.Text(), "claims", claimBlock(claims)),
		Tool:          verdictTool,
	}
}

// claimBlock lists the deterministic claims, a line each, at most 24.
func claimBlock(claims []string) string {
	if len(claims) == 0 {
		return "(none found)"
	}
	if len(claims) > 24 {
		claims = claims[:24]
	}
	return clip("- " + strings.Join(claims, "\n- "))
}

// SingleRequest is the one-call baseline: requirement and artifact
// together (claimcheck found this does worse; it is here to compare).
func SingleRequest(in analyzers.JudgeInput) llm.Request {
	p := loadPrompt(PromptSingle)
	return llm.Request{
		PromptVersion: p.version,
		System:        fill(p.system, "language", in.Language),
		User: fill(p.user, "language", in.Language, "requirement", clip(in.Requirement),
			"artifact", clip(in.Artifact), "helpers", helperBlock(clip(in.Helpers))),
		Tool: verdictTool,
	}
}

func decodeReading(raw json.RawMessage) (*analyzers.Reading, error) {
	var r analyzers.Reading
	if err := json.Unmarshal(raw, &r); err != nil {
		return nil, fmt.Errorf("informalization does not match its schema: %v", err)
	}
	if strings.TrimSpace(r.Reading) == "" && strings.TrimSpace(r.Postcondition) == "" {
		return nil, errors.New("informalization is empty")
	}
	if !containsString(Strengths, r.Strength) {
		r.Strength = ""
	}
	return &r, nil
}

func decodeVerdict(raw json.RawMessage) (*analyzers.Verdict, error) {
	var v struct {
		Match       *bool  `json:"match"`
		Category    string `json:"category"`
		Explanation string `json:"explanation"`
	}
	if err := json.Unmarshal(raw, &v); err != nil {
		return nil, fmt.Errorf("verdict does not match its schema: %v", err)
	}
	if v.Match == nil {
		return nil, errors.New("verdict has no match field")
	}
	cat := strings.ToLower(strings.TrimSpace(v.Category))
	if !containsString(Categories, cat) {
		return nil, fmt.Errorf("verdict category %q is not one of %s", v.Category, strings.Join(Categories, ", "))
	}
	if *v.Match {
		cat = "none"
	}
	return &analyzers.Verdict{Match: *v.Match, Category: cat, Explanation: strings.TrimSpace(v.Explanation)}, nil
}

func containsString(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// ReadContract runs the informalizer step alone.
func ReadContract(ctx context.Context, cl Caller, in analyzers.JudgeInput) (*analyzers.Reading, bool, error) {
	res, err := cl.Call(ctx, InformalizeRequest(in))
	if err != nil {
		return nil, false, err
	}
	r, err := decodeReading(res.Input)
	return r, res.Cached, err
}

// TwoStep informalizes the artifact, then judges the requirement against
// the informalization.
func TwoStep(ctx context.Context, cl Caller, in analyzers.JudgeInput, scope string) *analyzers.Judgement {
	start := time.Now()
	j := &analyzers.Judgement{}
	if strings.TrimSpace(in.Requirement) == "" {
		j.Evidence = analyzers.UnavailableJudge(scope, "no requirement written", start)
		return j
	}
	r, cached1, err := ReadContract(ctx, cl, in)
	if err != nil {
		j.Evidence = analyzers.UnavailableJudge(scope, "informalizer: "+err.Error(), start)
		return j
	}
	j.Reading = r
	res, err := cl.Call(ctx, JudgeRequest(in.Requirement, in.Claims, r))
	if err != nil {
		j.Evidence = analyzers.UnavailableJudge(scope, "judge: "+err.Error(), start)
		return j
	}
	v, err := decodeVerdict(res.Input)
	if err != nil {
		j.Evidence = analyzers.UnavailableJudge(scope, "judge: "+err.Error(), start)
		return j
	}
	j.Verdict, j.Cached = v, cached1 && res.Cached
	j.Evidence = analyzers.JudgeEvidence(v, scope, start)
	return j
}

// SingleCall is the baseline: one request with requirement and artifact.
func SingleCall(ctx context.Context, cl Caller, in analyzers.JudgeInput, scope string) *analyzers.Judgement {
	start := time.Now()
	j := &analyzers.Judgement{}
	res, err := cl.Call(ctx, SingleRequest(in))
	if err != nil {
		j.Evidence = analyzers.UnavailableJudge(scope, err.Error(), start)
		return j
	}
	v, err := decodeVerdict(res.Input)
	if err != nil {
		j.Evidence = analyzers.UnavailableJudge(scope, err.Error(), start)
		return j
	}
	j.Verdict, j.Cached = v, res.Cached
	j.Evidence = analyzers.JudgeEvidence(v, scope, start)
	return j
}
