package llm_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/specfaith/specfaith/internal/llmtest"
	"github.com/specfaith/specfaith/llm"
)

const dummyKey = "sk-test-0123456789abcdef"

func env(name string) func(string) string {
	return func(k string) string {
		if k == name {
			return dummyKey
		}
		return ""
	}
}

var verdictTool = llm.Tool{Name: "report", Description: "report the answer", Schema: map[string]any{
	"type": "object", "properties": map[string]any{"ok": map[string]any{"type": "boolean"}}, "required": []string{"ok"},
}}

func request(user string) llm.Request {
	return llm.Request{PromptVersion: "t1", System: "You answer.", User: user, Tool: verdictTool}
}

// client makes a client on the fake server with waits recorded instead of slept.
func client(t *testing.T, srv *llmtest.Server, provider string, mod func(*llm.Config)) (*llm.Client, *[]time.Duration) {
	t.Helper()
	cfg := llm.Config{Provider: provider, Model: "test-model", BaseURL: srv.URL, KeyEnv: "TEST_KEY", CacheDir: "off",
		Timeout: 2 * time.Second, MaxRetries: 3}
	if provider == llm.OpenAI {
		cfg.BaseURL = srv.URL + "/v1"
	}
	if mod != nil {
		mod(&cfg)
	}
	c, err := llm.New(cfg, env("TEST_KEY"))
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	waits := &[]time.Duration{}
	llm.SetSleep(c, func(ctx context.Context, d time.Duration) error {
		mu.Lock()
		*waits = append(*waits, d)
		mu.Unlock()
		return ctx.Err()
	})
	return c, waits
}

func TestOpenAIWire(t *testing.T) {
	srv := llmtest.New()
	defer srv.Close()
	srv.Script(llmtest.Reply{Args: map[string]any{"ok": true}, InputTokens: 120, OutputTokens: 9})
	c, _ := client(t, srv, llm.OpenAI, nil)
	res, err := c.Call(context.Background(), request("is it?"))
	if err != nil {
		t.Fatal(err)
	}
	if string(res.Input) != `{"ok":true}` || res.Usage.InputTokens != 120 || res.Usage.OutputTokens != 9 || res.Cached {
		t.Fatalf("result %+v, input %s", res, res.Input)
	}
	reqs := srv.Requests()
	if len(reqs) != 1 {
		t.Fatalf("%d requests", len(reqs))
	}
	r := reqs[0]
	if r.Path != "/v1/chat/completions" || r.Header.Get("Authorization") != "Bearer "+dummyKey {
		t.Errorf("path %s, auth %q", r.Path, r.Header.Get("Authorization"))
	}
	var body map[string]any
	if err := json.Unmarshal(r.Body, &body); err != nil {
		t.Fatal(err)
	}
	if body["model"] != "test-model" || body["temperature"] != 0.0 {
		t.Errorf("model/temperature: %s", r.Body)
	}
	tc := body["tool_choice"].(map[string]any)
	if tc["type"] != "function" || tc["function"].(map[string]any)["name"] != "report" {
		t.Errorf("tool_choice: %v", tc)
	}
	tools := body["tools"].([]any)
	fn := tools[0].(map[string]any)["function"].(map[string]any)
	if fn["name"] != "report" || fn["parameters"].(map[string]any)["type"] != "object" {
		t.Errorf("tools: %v", tools)
	}
	if r.System != "You answer." || r.User != "is it?" {
		t.Errorf("messages: %s", r.Body)
	}
	if u := c.Usage(); u.Calls != 1 || u.InputTokens != 120 || u.OutputTokens != 9 {
		t.Errorf("usage %+v", u)
	}
}

func TestAnthropicWire(t *testing.T) {
	srv := llmtest.New()
	defer srv.Close()
	srv.Script(llmtest.Reply{Args: map[string]any{"ok": false}, InputTokens: 50, OutputTokens: 7})
	c, _ := client(t, srv, llm.Anthropic, nil)
	res, err := c.Call(context.Background(), request("is it?"))
	if err != nil {
		t.Fatal(err)
	}
	if string(res.Input) != `{"ok":false}` || res.Usage.InputTokens != 50 {
		t.Fatalf("result %+v", res)
	}
	r := srv.Requests()[0]
	if r.Path != "/v1/messages" || r.Header.Get("x-api-key") != dummyKey || r.Header.Get("anthropic-version") != "2023-06-01" {
		t.Errorf("path %s, headers %v", r.Path, r.Header)
	}
	if r.Header.Get("Authorization") != "" {
		t.Errorf("Anthropic request carries an Authorization header")
	}
	var body map[string]any
	json.Unmarshal(r.Body, &body)
	if body["system"] != "You answer." || body["max_tokens"] == nil || body["temperature"] != 0.0 {
		t.Errorf("body: %s", r.Body)
	}
	tc := body["tool_choice"].(map[string]any)
	tool := body["tools"].([]any)[0].(map[string]any)
	if tc["type"] != "tool" || tc["name"] != "report" || tool["input_schema"] == nil {
		t.Errorf("tools %v, choice %v", tool, tc)
	}
}

// A 429 with Retry-After waits as told; 5xx and Anthropic's 529 back off
// and succeed; a 400 is not retried.
func TestRetries(t *testing.T) {
	for _, p := range []string{llm.OpenAI, llm.Anthropic} {
		t.Run(p, func(t *testing.T) {
			srv := llmtest.New()
			defer srv.Close()
			overloaded := 503
			if p == llm.Anthropic {
				overloaded = 529
			}
			srv.Script(
				llmtest.Reply{Status: 429, Header: map[string]string{"Retry-After": "7"}},
				llmtest.Reply{Status: overloaded},
				llmtest.Reply{Status: 500},
				llmtest.Reply{Args: map[string]any{"ok": true}},
			)
			c, waits := client(t, srv, p, nil)
			res, err := c.Call(context.Background(), request("q"))
			if err != nil {
				t.Fatal(err)
			}
			if res.Attempts != 4 || len(srv.Requests()) != 4 {
				t.Fatalf("attempts %d, requests %d", res.Attempts, len(srv.Requests()))
			}
			if len(*waits) != 3 || (*waits)[0] != 7*time.Second {
				t.Fatalf("waits %v (want 7s first, from Retry-After)", *waits)
			}
			if (*waits)[2] <= (*waits)[1]/2 || (*waits)[1] < 400*time.Millisecond {
				t.Errorf("backoff does not grow: %v", *waits)
			}
			if u := c.Usage(); u.Retries != 3 || u.Calls != 4 {
				t.Errorf("usage %+v", u)
			}

			srv.Script(llmtest.Reply{Status: 400}, llmtest.Reply{Args: map[string]any{"ok": true}})
			_, err = c.Call(context.Background(), request("other"))
			if err == nil || !strings.Contains(err.Error(), "HTTP 400") || !strings.Contains(err.Error(), "invalid_request_error") {
				t.Fatalf("400: %v", err)
			}
			if len(srv.Requests()) != 5 {
				t.Errorf("a 400 was retried")
			}
		})
	}
}

func TestGivesUpAfterMaxRetries(t *testing.T) {
	srv := llmtest.New()
	defer srv.Close()
	srv.Respond = func(llmtest.Captured) llmtest.Reply { return llmtest.Reply{Status: 503} }
	c, _ := client(t, srv, llm.OpenAI, func(c *llm.Config) { c.MaxRetries = 2 })
	_, err := c.Call(context.Background(), request("q"))
	if err == nil || !strings.Contains(err.Error(), "giving up after 3 attempts") {
		t.Fatalf("err %v", err)
	}
	if n := len(srv.Requests()); n != 3 {
		t.Errorf("%d requests, want 3", n)
	}
	if u := c.Usage(); u.Failures != 1 {
		t.Errorf("usage %+v", u)
	}
}

// A server that does not answer within the timeout is an error, retried.
func TestTimeout(t *testing.T) {
	srv := llmtest.New()
	defer srv.Close()
	srv.Script(llmtest.Reply{Args: map[string]any{"ok": true}, Delay: 2 * time.Second},
		llmtest.Reply{Args: map[string]any{"ok": true}})
	c, _ := client(t, srv, llm.Anthropic, func(c *llm.Config) { c.Timeout = 100 * time.Millisecond })
	start := time.Now()
	res, err := c.Call(context.Background(), request("q"))
	if err != nil {
		t.Fatal(err)
	}
	if res.Attempts != 2 {
		t.Errorf("attempts %d", res.Attempts)
	}
	if d := time.Since(start); d > 1500*time.Millisecond {
		t.Errorf("took %v: the timeout did not cut the slow attempt", d)
	}

	srv.Respond = func(llmtest.Captured) llmtest.Reply {
		return llmtest.Reply{Args: map[string]any{"ok": true}, Delay: time.Second}
	}
	_, err = c.Call(context.Background(), request("slow"))
	if err == nil || !strings.Contains(err.Error(), "no answer within 100ms") {
		t.Fatalf("err %v", err)
	}
}

// The caller's cancellation stops waiting at once and is not retried.
func TestCancel(t *testing.T) {
	srv := llmtest.New()
	defer srv.Close()
	srv.Respond = func(llmtest.Captured) llmtest.Reply { return llmtest.Reply{Status: 429} }
	cfg := llm.Config{Provider: llm.OpenAI, Model: "m", BaseURL: srv.URL, CacheDir: "off", MaxRetries: 5}
	c, err := llm.New(cfg, env("X"))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err = c.Call(ctx, request("q"))
	if err == nil || time.Since(start) > 2*time.Second {
		t.Fatalf("err %v after %v", err, time.Since(start))
	}
}

func TestCache(t *testing.T) {
	srv := llmtest.New()
	defer srv.Close()
	srv.Respond = func(llmtest.Captured) llmtest.Reply { return llmtest.Reply{Args: map[string]any{"ok": true}} }
	dir := t.TempDir()
	c, _ := client(t, srv, llm.Anthropic, func(c *llm.Config) { c.CacheDir = dir })
	ctx := context.Background()
	if _, err := c.Call(ctx, request("q")); err != nil {
		t.Fatal(err)
	}
	res, err := c.Call(ctx, request("q"))
	if err != nil || !res.Cached || string(res.Input) != `{"ok":true}` {
		t.Fatalf("second call: %+v %v", res, err)
	}
	if n := len(srv.Requests()); n != 1 {
		t.Fatalf("%d requests; the second should be a cache hit", n)
	}
	// Another prompt version, another artifact or another model is a miss.
	r2 := request("q")
	r2.PromptVersion = "t2"
	c.Call(ctx, r2)
	c.Call(ctx, request("q2"))
	c2, _ := client(t, srv, llm.Anthropic, func(c *llm.Config) { c.CacheDir = dir; c.Model = "other" })
	c2.Call(ctx, request("q"))
	if n := len(srv.Requests()); n != 4 {
		t.Fatalf("%d requests, want 4", n)
	}
	if u := c.Usage(); u.CacheHits != 1 {
		t.Errorf("usage %+v", u)
	}
	// Files are private and never hold the key.
	var files int
	filepath.Walk(dir, func(p string, fi os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		if fi.IsDir() {
			if p != dir && fi.Mode().Perm()&0o077 != 0 {
				t.Errorf("%s: mode %v", p, fi.Mode())
			}
			return nil
		}
		files++
		if fi.Mode().Perm() != 0o600 {
			t.Errorf("%s: mode %v", p, fi.Mode())
		}
		data, _ := os.ReadFile(p)
		if strings.Contains(string(data), dummyKey) {
			t.Errorf("%s holds the key", p)
		}
		return nil
	})
	if files != 4 {
		t.Errorf("%d cache files, want 4", files)
	}
	// A torn cache file is a miss, not an error.
	filepath.Walk(dir, func(p string, fi os.FileInfo, err error) error {
		if err == nil && !fi.IsDir() {
			os.WriteFile(p, []byte("{torn"), 0o600)
		}
		return nil
	})
	if _, err := c.Call(ctx, request("q")); err != nil {
		t.Fatal(err)
	}
	if n := len(srv.Requests()); n != 5 {
		t.Errorf("torn entry: %d requests, want 5", n)
	}
}

func TestConcurrencyLimit(t *testing.T) {
	srv := llmtest.New()
	defer srv.Close()
	var in, peak atomic.Int32
	srv.Respond = func(llmtest.Captured) llmtest.Reply {
		n := in.Add(1)
		for {
			p := peak.Load()
			if n <= p || peak.CompareAndSwap(p, n) {
				break
			}
		}
		time.Sleep(30 * time.Millisecond)
		in.Add(-1)
		return llmtest.Reply{Args: map[string]any{"ok": true}}
	}
	c, _ := client(t, srv, llm.OpenAI, func(c *llm.Config) { c.Concurrency = 2 })
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			if _, err := c.Call(context.Background(), request(strings.Repeat("x", i+1))); err != nil {
				t.Error(err)
			}
		}(i)
	}
	wg.Wait()
	if p := peak.Load(); p > 2 || p < 1 {
		t.Errorf("peak in flight %d, limit 2", p)
	}
}

// The key never appears in an error, even when the provider quotes it.
func TestKeyNotInErrors(t *testing.T) {
	srv := llmtest.New()
	defer srv.Close()
	srv.Script(llmtest.Reply{Status: 401, Body: `{"error":{"message":"Incorrect API key provided: ` + dummyKey +
		`.","type":"invalid_request_error","param":null,"code":"invalid_api_key"}}`})
	c, _ := client(t, srv, llm.OpenAI, nil)
	_, err := c.Call(context.Background(), request("q"))
	if err == nil || strings.Contains(err.Error(), dummyKey) || !strings.Contains(err.Error(), "HTTP 401") {
		t.Fatalf("err %v", err)
	}
}

func TestBadAnswers(t *testing.T) {
	srv := llmtest.New()
	defer srv.Close()
	c, _ := client(t, srv, llm.OpenAI, nil)
	for _, tc := range []struct {
		reply llmtest.Reply
		want  string
	}{
		{llmtest.Reply{Text: "I think it is fine."}, "no call of tool report"},
		{llmtest.Reply{Body: "<html>bad gateway</html>"}, "not a chat completion"},
		{llmtest.Reply{Body: `{"choices":[]}`}, "no choices"},
		{llmtest.Reply{Body: `{"choices":[{"message":{"tool_calls":[{"type":"function","function":{"name":"report","arguments":"{\"ok\":"}}]},"finish_reason":"length"}]}`}, "not a JSON object"},
	} {
		srv.Script(tc.reply)
		_, err := c.Call(context.Background(), request(tc.want))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: err %v, want %q", tc.reply, err, tc.want)
		}
	}
	if n := len(srv.Requests()); n != 4 {
		t.Errorf("%d requests: a malformed 200 answer should not be retried", n)
	}
	// A local server answering in text with a JSON object is accepted.
	srv.Script(llmtest.Reply{Text: "```json\n{\"ok\": true}\n```"})
	res, err := c.Call(context.Background(), request("text"))
	if err != nil || string(res.Input) != `{"ok": true}` {
		t.Errorf("text JSON: %v %v", res, err)
	}
}

func TestConfigErrors(t *testing.T) {
	for _, tc := range []struct {
		cfg  llm.Config
		want string
	}{
		{llm.Config{Provider: "gemini", Model: "m"}, "unknown LLM provider"},
		{llm.Config{Provider: llm.OpenAI}, "no model"},
		{llm.Config{Provider: llm.Anthropic, Model: "m", KeyEnv: "UNSET_KEY"}, "UNSET_KEY is not set"},
		{llm.Config{Provider: llm.OpenAI, Model: "m", BaseURL: "localhost:11434"}, "not an http(s) URL"},
		{llm.Config{Provider: "none"}, "no LLM provider"},
	} {
		_, err := llm.New(tc.cfg, func(string) string { return "" })
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: %v, want %q", tc.cfg, err, tc.want)
		}
	}
	// OpenAI-compatible local servers need no key.
	if _, err := llm.New(llm.Config{Provider: llm.OpenAI, Model: "llama3", BaseURL: "http://127.0.0.1:11434/v1"}, func(string) string { return "" }); err != nil {
		t.Error(err)
	}
}
