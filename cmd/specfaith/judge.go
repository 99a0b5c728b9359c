package main

import (
	"fmt"
	"os"
	"strconv"
	"time"

	"github.com/specfaith/specfaith/llm"
)

// The command line reads the LLM settings from the environment (the
// editor reads them from its configuration):
//
//	SPECFAITH_LLM_MODEL        model name (required)
//	SPECFAITH_LLM_BASE_URL     e.g. http://127.0.0.1:11434/v1 for Ollama
//	SPECFAITH_LLM_API_KEY_ENV  the variable holding the key (default OPENAI_API_KEY / ANTHROPIC_API_KEY)
//	SPECFAITH_LLM_CACHE_DIR    "off" to disable the answer cache
//	SPECFAITH_LLM_CONCURRENCY  calls in flight (default 2)
//	SPECFAITH_LLM_TIMEOUT_S    per attempt (default 60)
func llmClient(provider string) (*llm.Client, error) {
	cfg := llm.Config{
		Provider: provider,
		Model:    os.Getenv("SPECFAITH_LLM_MODEL"),
		BaseURL:  os.Getenv("SPECFAITH_LLM_BASE_URL"),
		KeyEnv:   os.Getenv("SPECFAITH_LLM_API_KEY_ENV"),
		CacheDir: os.Getenv("SPECFAITH_LLM_CACHE_DIR"),
	}
	for _, v := range []struct {
		name string
		set  func(int)
	}{
		{"SPECFAITH_LLM_CONCURRENCY", func(n int) { cfg.Concurrency = n }},
		{"SPECFAITH_LLM_TIMEOUT_S", func(n int) { cfg.Timeout = time.Duration(n) * time.Second }},
	} {
		if s := os.Getenv(v.name); s != "" {
			n, err := strconv.Atoi(s)
			if err != nil || n < 1 {
				return nil, fmt.Errorf("%s: want a positive number, got %q", v.name, s)
			}
			v.set(n)
		}
	}
	if cfg.Model == "" && provider != "" && provider != "none" {
		return nil, fmt.Errorf("--judge %s needs SPECFAITH_LLM_MODEL (see the README's Configuration)", provider)
	}
	return llm.New(cfg, os.Getenv)
}

// judgeFlagHelp is the one line of help that mentions the network.
const judgeFlagHelp = "LLM judge: none, openai (any OpenAI-compatible server) or anthropic; off by default, it is the only network use (SPECFAITH_LLM_* variables, see README)"

func validJudge(p string) bool { return p == "none" || p == llm.OpenAI || p == llm.Anthropic }
