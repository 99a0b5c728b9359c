package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/internal/llmtest"
)

func disputing() *llmtest.Server {
	srv := llmtest.New()
	srv.Respond = func(c llmtest.Captured) llmtest.Reply {
		switch c.Tool {
		case "report_informalization":
			return llmtest.Reply{Args: map[string]any{"reading": "Some reading.", "preconditions": "nothing",
				"postcondition": "a bound on one side", "scope": "all inputs", "strength": "weak"}, InputTokens: 100, OutputTokens: 20}
		case "report_verdict":
			// Disputes every contract whose requirement mentions "largest".
			match := !strings.Contains(c.User, "largest")
			cat := "none"
			if !match {
				cat = "weakened-postcondition"
			}
			return llmtest.Reply{Args: map[string]any{"match": match, "category": cat, "explanation": "Because."}, InputTokens: 80, OutputTokens: 10}
		}
		return llmtest.Reply{Status: 400}
	}
	return srv
}

func TestCheckWithJudge(t *testing.T) {
	srv := disputing()
	defer srv.Close()
	t.Setenv("SPECFAITH_LLM_MODEL", "test-model")
	t.Setenv("SPECFAITH_LLM_BASE_URL", srv.URL)
	t.Setenv("SPECFAITH_LLM_API_KEY_ENV", "SPECFAITH_TEST_KEY")
	t.Setenv("SPECFAITH_TEST_KEY", "sk-dummy")
	t.Setenv("SPECFAITH_LLM_CACHE_DIR", "off")
	var out, errb bytes.Buffer
	code := run([]string{"check", "--judge", "anthropic", "--format", "json", filepath.Join("..", "..", "examples", "dafny", "sqrt.dfy")}, &out, &errb)
	if code != 1 {
		t.Fatalf("exit %d, stderr %s", code, errb.String())
	}
	var rep struct {
		Files []struct {
			Contracts []struct {
				Name        string `json:"name"`
				Diagnostics []struct {
					Code    string `json:"code"`
					Message string `json:"message"`
				} `json:"diagnostics"`
				Judge *struct {
					Verdict struct {
						Match    bool   `json:"match"`
						Category string `json:"category"`
					} `json:"verdict"`
					Informalization struct {
						Reading string `json:"reading"`
					} `json:"informalization"`
				} `json:"judge"`
			} `json:"contracts"`
		} `json:"files"`
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	c := rep.Files[0].Contracts[0]
	if c.Judge == nil || c.Judge.Verdict.Match || c.Judge.Verdict.Category != "weakened-postcondition" || c.Judge.Informalization.Reading != "Some reading." {
		t.Fatalf("judge %+v", c.Judge)
	}
	found := false
	for _, d := range c.Diagnostics {
		found = found || (d.Code == "judge-disputed" && strings.Contains(d.Message, "Because."))
	}
	if !found {
		t.Errorf("no judge-disputed diagnostic: %+v", c.Diagnostics)
	}
	out.Reset()
	run([]string{"check", "--judge", "anthropic", filepath.Join("..", "..", "examples", "dafny", "sqrt.dfy")}, &out, &errb)
	if !strings.Contains(out.String(), "judge: disputed (weakened-postcondition)") {
		t.Errorf("text output:\n%s", out.String())
	}

	// Misconfiguration is a usage error naming what is missing.
	t.Setenv("SPECFAITH_LLM_MODEL", "")
	errb.Reset()
	if code := run([]string{"check", "--judge", "openai", "x.dfy"}, &out, &errb); code != 2 || !strings.Contains(errb.String(), "SPECFAITH_LLM_MODEL") {
		t.Errorf("exit %d, stderr %s", code, errb.String())
	}
	errb.Reset()
	if code := run([]string{"check", "--judge", "gemini", "x.dfy"}, &out, &errb); code != 2 || !strings.Contains(errb.String(), "unknown judge") {
		t.Errorf("exit %d, stderr %s", code, errb.String())
	}
}

// The bench scores the judge per class, two-step and single-call; the
// two-step informalizer never sees a row's requirement or id.
func TestBenchClaimcheckJudge(t *testing.T) {
	srv := disputing()
	defer srv.Close()
	t.Setenv("SPECFAITH_LLM_MODEL", "test-model")
	t.Setenv("SPECFAITH_LLM_BASE_URL", srv.URL+"/v1")
	t.Setenv("SPECFAITH_LLM_API_KEY_ENV", "SPECFAITH_TEST_KEY")
	t.Setenv("SPECFAITH_LLM_CACHE_DIR", "off")
	rows := []map[string]any{
		{"id": "set/sqrt", "requirement": "Return the largest r with r*r <= N.", "artifact": "method S(N: nat) returns (r: nat)\n  ensures r * r <= N", "context": "", "label": "disputed", "variant": "C2", "mutation_of": "set/sqrt0"},
		{"id": "set/sqrt0", "requirement": "Return the square root bound.", "artifact": "method S(N: nat) returns (r: nat)\n  ensures r * r <= N && N < (r+1)*(r+1) && r <= N", "context": "", "label": "confirmed", "variant": "original"},
		{"id": "set/sqrt0__ctrl", "requirement": "Return the square root bound.", "artifact": "method S(N: nat) returns (r: nat)\n  ensures r * r <= N < (r+1)*(r+1)\n  ensures r <= N", "context": "", "label": "confirmed", "variant": "control", "mutation_of": "set/sqrt0"},
	}
	var lines []string
	for _, r := range rows {
		b, _ := json.Marshal(r)
		lines = append(lines, string(b))
	}
	file := filepath.Join(t.TempDir(), "rows.jsonl")
	os.WriteFile(file, []byte(strings.Join(lines, "\n")+"\n"), 0o644)

	for _, mode := range []string{"two-step", "single-call"} {
		args := []string{"bench", "claimcheck", "--format", "json", "--judge", "openai", file}
		if mode == "single-call" {
			args = []string{"bench", "claimcheck", "--format", "json", "--judge", "openai", "--single-call", file}
		}
		before := len(srv.Requests())
		var out, errb bytes.Buffer
		if code := run(args, &out, &errb); code != 0 {
			t.Fatalf("exit %d: %s", code, errb.String())
		}
		var rep struct {
			InformalizationPairs     int `json:"informalization_pairs"`
			InformalizationIdentical int `json:"informalization_identical"`
			Judge                    struct {
				Mode            string             `json:"mode"`
				Judged          int                `json:"judged"`
				ConfirmedRecall float64            `json:"confirmed_recall"`
				DisputedRecall  float64            `json:"disputed_recall"`
				MacroRecall     float64            `json:"macro_recall"`
				PerClass        map[string]float64 `json:"per_class_recall"`
				Usage           struct {
					Calls int `json:"calls"`
				} `json:"usage"`
			} `json:"judge"`
		}
		if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
			t.Fatal(err)
		}
		j := rep.Judge
		if j.Mode != mode || j.Judged != 3 || j.ConfirmedRecall != 1 || j.DisputedRecall != 1 || j.MacroRecall != 1 ||
			j.PerClass["C2"] != 1 || j.PerClass["control"] != 1 {
			t.Errorf("%s: %+v", mode, j)
		}
		if rep.InformalizationPairs != 1 || rep.InformalizationIdentical != 1 {
			t.Errorf("informalization %d/%d", rep.InformalizationIdentical, rep.InformalizationPairs)
		}
		calls := 6
		if mode == "single-call" {
			calls = 3
		}
		reqs := srv.Requests()[before:]
		if len(reqs) != calls || j.Usage.Calls != calls {
			t.Errorf("%s: %d requests, usage %d, want %d", mode, len(reqs), j.Usage.Calls, calls)
		}
		for _, r := range reqs {
			body := string(r.Body)
			if strings.Contains(body, "set/") {
				t.Errorf("a request names the row: %s", body)
			}
			switch r.Tool {
			case "report_informalization":
				if strings.Contains(body, "largest") || strings.Contains(body, "square root bound") {
					t.Errorf("informalizer saw a requirement: %s", body)
				}
			case "report_verdict":
				if mode == "two-step" && strings.Contains(body, "ensures") {
					t.Errorf("judge saw the artifact: %s", body)
				}
			}
		}
	}
}
