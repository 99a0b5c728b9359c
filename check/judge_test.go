package check_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/check"
	"github.com/specfaith/specfaith/internal/llmtest"
	"github.com/specfaith/specfaith/judge"
	"github.com/specfaith/specfaith/llm"
)

// Specs whose doc comment holds the requirement, in each language.
var judgeSpecs = []struct {
	path, src, requirement string
	clauses                []string // clause texts that must reach the informalizer only
}{
	{"abs.dfy", `function Helper(x: int): int { if x < 0 then -x else x }

/** Calculate the absolute value. If input is positive, return the input. Otherwise, return the negation of the input.
 * @input x = 3; x = -2
 */
method Abs(x: int) returns (y: int)
  ensures x >= 0 ==> x == y
  ensures y == Helper(y)
`, "Calculate the absolute value. If input is positive, return the input. Otherwise, return the negation of the input.",
		[]string{"ensures x >= 0 ==> x == y", "function Helper(x: int): int"}},
	{"isqrt.lean", `/-- Return the integer square root of n: the largest r with r * r ≤ n. -/
def isqrt_precond (n : Nat) : Prop := True

def isqrt_postcond (n : Nat) (result : Nat) (h_precond : isqrt_precond n) : Prop :=
  result * result ≤ n
`, "Return the integer square root of n: the largest r with r * r ≤ n.", []string{"result * result ≤ n"}},
	{"sqrt.py", `from nagini_contracts.contracts import *

def isqrt(n: int) -> int:
    """Return the integer square root of n: the largest r with r * r <= n."""
    Requires(n >= 0)
    Ensures(Result() * Result() <= n)
    r = 0
    return r
`, "Return the integer square root of n: the largest r with r * r <= n.", []string{"Ensures(Result() * Result() <= n)"}},
}

func fakeModel(srv *llmtest.Server, match bool, category string) {
	srv.Respond = func(c llmtest.Captured) llmtest.Reply {
		switch c.Tool {
		case "report_informalization":
			return llmtest.Reply{Args: map[string]any{
				"reading":       "The result squared is at most the input; nothing bounds it from below.",
				"preconditions": "nothing", "postcondition": "the square of the result is at most the input",
				"scope": "all inputs; the result may be any smaller value", "strength": "weak",
			}, InputTokens: 300, OutputTokens: 60}
		case "report_verdict":
			return llmtest.Reply{Args: map[string]any{"match": match, "category": category,
				"explanation": "The contract accepts 0 where the requirement asks for the largest root."},
				InputTokens: 200, OutputTokens: 30}
		}
		return llmtest.Reply{Status: 400}
	}
}

func newClient(t *testing.T, srv *llmtest.Server, provider string, cacheDir string) *llm.Client {
	t.Helper()
	base := srv.URL
	if provider == llm.OpenAI {
		base += "/v1"
	}
	c, err := llm.New(llm.Config{Provider: provider, Model: "test-model", BaseURL: base, CacheDir: cacheDir,
		Timeout: 2 * time.Second, MaxRetries: -1}, func(string) string { return "sk-dummy-key-000" })
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// The informalizer request never carries the requirement (nor the file's
// name); the judge request never carries the artifact. A disputed verdict
// is a warning with its category and explanation.
func TestTwoStepJudgeKeepsEachSideBlind(t *testing.T) {
	for _, provider := range []string{llm.OpenAI, llm.Anthropic} {
		for _, sp := range judgeSpecs {
			t.Run(provider+"/"+sp.path, func(t *testing.T) {
				srv := llmtest.New()
				defer srv.Close()
				fakeModel(srv, false, "weakened-postcondition")
				rep := check.Run(context.Background(), sp.path, sp.src, nil)
				if len(rep.Contracts) == 0 {
					t.Fatalf("no contract: %v", rep.Findings)
				}
				check.Judge(context.Background(), newClient(t, srv, provider, "off"), rep, sp.src, "test")
				var judged *check.ContractReport
				for i := range rep.Contracts {
					if rep.Contracts[i].Judge != nil {
						judged = &rep.Contracts[i]
					}
				}
				if judged == nil {
					t.Fatal("no contract was judged")
				}
				reqs := srv.Requests()
				if len(reqs) != 2 {
					t.Fatalf("%d requests, want 2", len(reqs))
				}
				inf, jud := reqs[0], reqs[1]
				if inf.Tool != "report_informalization" || jud.Tool != "report_verdict" {
					t.Fatalf("tools %s, %s", inf.Tool, jud.Tool)
				}
				artifact := check.JudgeInput(rep, sp.src, judged).Artifact
				for _, needle := range []string{sp.requirement, "largest r", sp.path, strings.TrimSuffix(sp.path, ".dfy")} {
					if strings.Contains(string(inf.Body), jsonText(needle)) && needle != strings.TrimSuffix(sp.path, ".dfy") {
						t.Errorf("informalizer request contains %q:\n%s", needle, inf.Body)
					}
				}
				if strings.Contains(string(inf.Body), sp.path) {
					t.Errorf("informalizer request names the file %s", sp.path)
				}
				for _, cl := range sp.clauses {
					if !strings.Contains(inf.User, cl) {
						t.Errorf("informalizer request lacks %q:\n%s", cl, inf.User)
					}
					if strings.Contains(string(jud.Body), jsonText(cl)) {
						t.Errorf("judge request contains the artifact's %q", cl)
					}
				}
				if strings.Contains(string(jud.Body), jsonText(artifact)) {
					t.Errorf("judge request contains the artifact")
				}
				if !strings.Contains(jud.User, sp.requirement) || !strings.Contains(jud.User, "nothing bounds it from below") {
					t.Errorf("judge request lacks the requirement or the reading:\n%s", jud.User)
				}
				j := judged.Judge
				if !j.Disputed() || j.Verdict.Category != "weakened-postcondition" || j.Reading.Strength != "weak" {
					t.Fatalf("judgement %+v", j)
				}
				var f *analyzers.Finding
				shown := check.Shown(judged, judged.Judge) // as the CLI and the editor show them
				for i := range shown {
					if shown[i].Code == analyzers.CodeJudgeDisputed {
						f = &shown[i]
					}
				}
				if f == nil || !strings.Contains(f.Message, "(weakened-postcondition)") || !strings.Contains(f.Message, "largest root") {
					t.Fatalf("finding %+v", f)
				}
				if f.Evidence == nil || f.Evidence.Status != analyzers.StatusOK || f.Evidence.Den != 1 {
					t.Errorf("evidence %+v", f.Evidence)
				}
			})
		}
	}
}

// jsonText is s as it appears inside a JSON string.
func jsonText(s string) string {
	b, _ := json.Marshal(s)
	return strings.Trim(string(b), `"`)
}

// A matching verdict gives no finding; a failing provider gives
// unavailable evidence with the reason and no finding.
func TestJudgeMatchAndFailure(t *testing.T) {
	sp := judgeSpecs[0]
	srv := llmtest.New()
	defer srv.Close()
	fakeModel(srv, true, "none")
	rep := check.Run(context.Background(), sp.path, sp.src, nil)
	check.Judge(context.Background(), newClient(t, srv, llm.Anthropic, "off"), rep, sp.src, "test")
	for _, cr := range rep.Contracts {
		for _, f := range cr.Findings {
			if f.Code == analyzers.CodeJudgeDisputed {
				t.Errorf("match gave a finding: %+v", f)
			}
		}
	}

	srv.Respond = func(llmtest.Captured) llmtest.Reply { return llmtest.Reply{Status: 529} }
	rep = check.Run(context.Background(), sp.path, sp.src, nil)
	check.Judge(context.Background(), newClient(t, srv, llm.Anthropic, "off"), rep, sp.src, "test")
	var judged int
	for _, cr := range rep.Contracts {
		if cr.Judge == nil {
			continue
		}
		judged++
		ev := cr.Judge.Evidence
		if ev.Status != analyzers.StatusUnavailable || !strings.Contains(ev.Reason, "overloaded_error") {
			t.Errorf("evidence %+v", ev)
		}
		for _, f := range cr.Findings {
			if f.Code == analyzers.CodeJudgeDisputed {
				t.Errorf("failure gave a finding: %+v", f)
			}
		}
	}
	if judged != 1 {
		t.Errorf("%d judged, want 1 (only Abs has a requirement)", judged)
	}

	// A verdict outside the schema is unavailable evidence, not a finding.
	srv.Respond = func(c llmtest.Captured) llmtest.Reply {
		if c.Tool == "report_verdict" {
			return llmtest.Reply{Args: map[string]any{"match": false, "category": "looks-off", "explanation": "?"}}
		}
		return llmtest.Reply{Args: map[string]any{"reading": "x", "preconditions": "", "postcondition": "y", "scope": "", "strength": "weak"}}
	}
	rep = check.Run(context.Background(), sp.path, sp.src, nil)
	check.Judge(context.Background(), newClient(t, srv, llm.OpenAI, "off"), rep, sp.src, "test")
	for _, cr := range rep.Contracts {
		if cr.Judge != nil && (cr.Judge.Evidence.Status != analyzers.StatusUnavailable || !strings.Contains(cr.Judge.Evidence.Reason, "looks-off")) {
			t.Errorf("evidence %+v", cr.Judge.Evidence)
		}
	}
}

// A second judgement of the same contract is read from the cache.
func TestJudgeCache(t *testing.T) {
	sp := judgeSpecs[1]
	srv := llmtest.New()
	defer srv.Close()
	fakeModel(srv, false, "weakened-postcondition")
	dir := t.TempDir()
	for round := 0; round < 2; round++ {
		rep := check.Run(context.Background(), sp.path, sp.src, nil)
		check.Judge(context.Background(), newClient(t, srv, llm.OpenAI, dir), rep, sp.src, "test")
		var j *analyzers.Judgement
		for _, cr := range rep.Contracts {
			if cr.Judge != nil {
				j = cr.Judge
			}
		}
		if j == nil || !j.Disputed() || j.Cached != (round == 1) {
			t.Fatalf("round %d: %+v", round, j)
		}
	}
	if n := len(srv.Requests()); n != 2 {
		t.Errorf("%d requests over two rounds, want 2", n)
	}
}

// The single-call baseline sends requirement and artifact together.
func TestSingleCallBaseline(t *testing.T) {
	sp := judgeSpecs[0]
	srv := llmtest.New()
	defer srv.Close()
	fakeModel(srv, false, "missing-case")
	rep := check.Run(context.Background(), sp.path, sp.src, nil)
	var in analyzers.JudgeInput
	for i := range rep.Contracts {
		if rep.Contracts[i].Contract.Requirement != "" {
			in = check.JudgeInput(rep, sp.src, &rep.Contracts[i])
		}
	}
	j := judge.SingleCall(context.Background(), newClient(t, srv, llm.OpenAI, "off"), in, "test")
	if !j.Disputed() || j.Verdict.Category != "missing-case" {
		t.Fatalf("%+v", j)
	}
	r := srv.Requests()[0]
	if !strings.Contains(r.User, sp.requirement) || !strings.Contains(r.User, "ensures x >= 0 ==> x == y") {
		t.Errorf("single call lacks a side:\n%s", r.User)
	}
}
