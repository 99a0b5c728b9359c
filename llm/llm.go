// Package llm calls language models for the opt-in back-translation judge.
// It speaks two wire formats over plain HTTP: OpenAI-compatible chat
// completions (OpenAI, Ollama, vLLM, llama.cpp servers) and the Anthropic
// Messages API. Structured output goes through one forced tool call.
// Every call has a per-attempt timeout, retries with backoff on 429 and
// 5xx, a concurrency limit, token accounting and an on-disk cache.
//
// Nothing here runs unless a provider is configured; the API key is read
// from the environment variable the configuration names and is never
// logged, cached or put into an error message.
package llm

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Providers.
const (
	OpenAI    = "openai"    // OpenAI-compatible chat completions
	Anthropic = "anthropic" // Anthropic Messages API
)

// Config says which model to call and how.
type Config struct {
	Provider    string        // OpenAI or Anthropic; "" or "none" means off
	Model       string        // required
	BaseURL     string        // default https://api.openai.com/v1 or https://api.anthropic.com
	KeyEnv      string        // environment variable holding the API key
	Timeout     time.Duration // per attempt (default 60 s)
	MaxRetries  int           // after the first attempt (default 4; negative: none)
	Concurrency int           // calls in flight (default 2)
	MaxTokens   int           // output tokens per call (default 1024)
	CacheDir    string        // default: the user cache dir + /specfaith/llm; "off" disables
}

// Enabled says whether a provider is configured.
func (c Config) Enabled() bool { return c.Provider != "" && c.Provider != "none" }

// Tool is the structured output a request asks for: the model must call
// it, and its arguments (matching Schema) are the answer.
type Tool struct {
	Name        string
	Description string
	Schema      map[string]any // JSON schema of the arguments
}

// Request is one model call.
type Request struct {
	// PromptVersion names the prompt template; it is part of the cache key,
	// so a changed prompt never reads an old answer.
	PromptVersion string
	System        string
	User          string
	Tool          Tool
}

// Usage counts tokens.
type Usage struct {
	InputTokens  int `json:"input_tokens"`
	OutputTokens int `json:"output_tokens"`
	Calls        int `json:"calls"`      // requests sent (retries included)
	CacheHits    int `json:"cache_hits"` // answers read from the cache
	Retries      int `json:"retries"`    // attempts after a retriable failure
	Failures     int `json:"failures"`   // calls that gave no answer
}

// Result is a model's structured answer.
type Result struct {
	Input    json.RawMessage // the tool call's arguments
	Usage    Usage           // this call's tokens
	Cached   bool
	Attempts int
	Model    string
}

// APIError is an error response from the provider.
type APIError struct {
	Provider   string
	Status     int
	Type       string
	Message    string
	RetryAfter time.Duration
}

func (e *APIError) Error() string {
	s := fmt.Sprintf("%s: HTTP %d", e.Provider, e.Status)
	if e.Type != "" {
		s += " " + e.Type
	}
	if e.Message != "" {
		s += ": " + e.Message
	}
	return s
}

// Retriable says whether trying again may help: rate limits, overload and
// server errors.
func (e *APIError) Retriable() bool {
	return e.Status == http.StatusTooManyRequests || e.Status == http.StatusRequestTimeout || e.Status >= 500
}

// Client calls one configured model.
type Client struct {
	cfg   Config
	wire  wire
	key   string
	http  *http.Client
	sem   chan struct{}
	cache *cache

	mu    sync.Mutex
	usage Usage

	// sleep waits between retries; tests replace it.
	sleep func(ctx context.Context, d time.Duration) error
}

// maxBody bounds a response body read into memory.
const maxBody = 4 << 20

// New makes a client. getenv reads the key's environment variable
// (os.Getenv when nil).
func New(cfg Config, getenv func(string) string) (*Client, error) {
	if getenv == nil {
		getenv = os.Getenv
	}
	var w wire
	switch cfg.Provider {
	case OpenAI:
		w = openAIWire{}
		if cfg.KeyEnv == "" {
			cfg.KeyEnv = "OPENAI_API_KEY"
		}
	case Anthropic:
		w = anthropicWire{}
		if cfg.KeyEnv == "" {
			cfg.KeyEnv = "ANTHROPIC_API_KEY"
		}
	case "", "none":
		return nil, errors.New("no LLM provider configured")
	default:
		return nil, fmt.Errorf("unknown LLM provider %q (want %s or %s)", cfg.Provider, OpenAI, Anthropic)
	}
	if cfg.Model == "" {
		return nil, fmt.Errorf("%s: no model configured", cfg.Provider)
	}
	if cfg.BaseURL == "" {
		cfg.BaseURL = w.defaultBase()
	}
	if !strings.HasPrefix(cfg.BaseURL, "http://") && !strings.HasPrefix(cfg.BaseURL, "https://") {
		return nil, fmt.Errorf("%s: base URL %q is not an http(s) URL", cfg.Provider, cfg.BaseURL)
	}
	cfg.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	key := strings.TrimSpace(getenv(cfg.KeyEnv))
	// OpenAI-compatible local servers (Ollama, llama.cpp) need no key; the
	// hosted APIs answer 401 without one, which is reported then.
	if key == "" && cfg.Provider == Anthropic {
		return nil, fmt.Errorf("%s: environment variable %s is not set", cfg.Provider, cfg.KeyEnv)
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = 60 * time.Second
	}
	if cfg.MaxRetries == 0 {
		cfg.MaxRetries = 4
	} else if cfg.MaxRetries < 0 {
		cfg.MaxRetries = 0
	}
	if cfg.Concurrency <= 0 {
		cfg.Concurrency = 2
	}
	if cfg.MaxTokens <= 0 {
		cfg.MaxTokens = 1024
	}
	c := &Client{cfg: cfg, wire: w, key: key, http: &http.Client{}, sem: make(chan struct{}, cfg.Concurrency), sleep: sleepCtx}
	if cfg.CacheDir != "off" {
		dir := cfg.CacheDir
		if dir == "" {
			if base, err := os.UserCacheDir(); err == nil {
				dir = base + "/specfaith/llm"
			}
		}
		if dir != "" {
			c.cache = &cache{dir: dir}
		}
	}
	return c, nil
}

// Config returns the effective configuration (defaults filled in).
func (c *Client) Config() Config { return c.cfg }

// Describe names the model for people: "anthropic claude-… at https://…".
func (c *Client) Describe() string {
	return c.cfg.Provider + " " + c.cfg.Model + " at " + c.cfg.BaseURL
}

// Usage returns the tokens and calls so far.
func (c *Client) Usage() Usage {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.usage
}

func (c *Client) count(f func(u *Usage)) {
	c.mu.Lock()
	f(&c.usage)
	c.mu.Unlock()
}

// Call sends the request (or reads the cached answer) and returns the
// tool call's arguments.
func (c *Client) Call(ctx context.Context, req Request) (*Result, error) {
	if req.Tool.Name == "" {
		return nil, errors.New("llm: request without a tool")
	}
	body, err := c.wire.body(c.cfg, req)
	if err != nil {
		return nil, err
	}
	key := cacheKey(c.cfg.Provider, c.cfg.Model, c.cfg.BaseURL, req.PromptVersion, body)
	if c.cache != nil {
		if in, ok := c.cache.get(key); ok {
			c.count(func(u *Usage) { u.CacheHits++ })
			return &Result{Input: in, Cached: true, Model: c.cfg.Model}, nil
		}
	}
	select {
	case c.sem <- struct{}{}:
		defer func() { <-c.sem }()
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	res, err := c.send(ctx, req, body)
	if err != nil {
		c.count(func(u *Usage) { u.Failures++ })
		return nil, c.redact(err)
	}
	if c.cache != nil {
		c.cache.put(key, req.PromptVersion, res.Input) // a failed write only costs a call later
	}
	return res, nil
}

// send tries the request up to 1+MaxRetries times.
func (c *Client) send(ctx context.Context, req Request, body []byte) (*Result, error) {
	var last error
	for attempt := 0; attempt <= c.cfg.MaxRetries; attempt++ {
		if attempt > 0 {
			wait := backoff(attempt)
			var ae *APIError
			if errors.As(last, &ae) && ae.RetryAfter > 0 {
				wait = min(ae.RetryAfter, maxWait)
			}
			if err := c.sleep(ctx, wait); err != nil {
				return nil, fmt.Errorf("%w (after: %v)", err, last)
			}
			c.count(func(u *Usage) { u.Retries++ })
		}
		res, err := c.attempt(ctx, req, body)
		if err == nil {
			res.Attempts = attempt + 1
			return res, nil
		}
		last = err
		if ctx.Err() != nil {
			return nil, err
		}
		var ae *APIError
		if errors.As(err, &ae) && !ae.Retriable() {
			return nil, err
		}
		var bad *badAnswer
		if errors.As(err, &bad) {
			return nil, err // the model answered; asking again at temperature 0 gives the same
		}
	}
	if c.cfg.MaxRetries == 0 {
		return nil, last
	}
	return nil, fmt.Errorf("giving up after %d attempts: %w", c.cfg.MaxRetries+1, last)
}

const maxWait = 60 * time.Second

// backoff is 0.5 s, 1 s, 2 s, … with ±20% jitter, capped at 30 s.
func backoff(attempt int) time.Duration {
	d := 500 * time.Millisecond << min(attempt-1, 6)
	d = min(d, 30*time.Second)
	j := time.Duration(rand.Int63n(int64(d)/5+1)) - d/10
	return d + j
}

func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (c *Client) attempt(ctx context.Context, req Request, body []byte) (*Result, error) {
	actx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
	defer cancel()
	hr, err := http.NewRequestWithContext(actx, http.MethodPost, c.wire.endpoint(c.cfg.BaseURL), bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	hr.Header.Set("Content-Type", "application/json")
	hr.Header.Set("Accept", "application/json")
	hr.Header.Set("User-Agent", "specfaith")
	c.wire.auth(hr.Header, c.key)
	c.count(func(u *Usage) { u.Calls++ })
	resp, err := c.http.Do(hr)
	if err != nil {
		if actx.Err() == context.DeadlineExceeded && ctx.Err() == nil {
			return nil, fmt.Errorf("%s: no answer within %v", c.cfg.Provider, c.cfg.Timeout)
		}
		return nil, fmt.Errorf("%s: %w", c.cfg.Provider, err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, maxBody+1))
	if err != nil {
		if actx.Err() == context.DeadlineExceeded && ctx.Err() == nil {
			return nil, fmt.Errorf("%s: no answer within %v", c.cfg.Provider, c.cfg.Timeout)
		}
		return nil, fmt.Errorf("%s: reading the answer: %w", c.cfg.Provider, err)
	}
	if len(data) > maxBody {
		return nil, &badAnswer{fmt.Sprintf("%s: answer larger than %d bytes", c.cfg.Provider, maxBody)}
	}
	if resp.StatusCode/100 != 2 {
		ae := c.wire.apiError(resp.StatusCode, data)
		ae.Provider = c.cfg.Provider
		ae.RetryAfter = retryAfter(resp.Header)
		return nil, ae
	}
	in, u, err := c.wire.parse(data, req.Tool.Name)
	c.count(func(t *Usage) { t.InputTokens += u.InputTokens; t.OutputTokens += u.OutputTokens })
	if err != nil {
		return nil, &badAnswer{c.cfg.Provider + ": " + err.Error()}
	}
	u.Calls = 1
	return &Result{Input: in, Usage: u, Model: c.cfg.Model}, nil
}

// badAnswer is a 2xx response without a usable tool call.
type badAnswer struct{ msg string }

func (b *badAnswer) Error() string { return b.msg }

// retryAfter reads Retry-After (seconds or an HTTP date) and the
// millisecond variant some servers send.
func retryAfter(h http.Header) time.Duration {
	if v := h.Get("retry-after-ms"); v != "" {
		if ms, err := strconv.ParseFloat(v, 64); err == nil && ms > 0 {
			return time.Duration(ms * float64(time.Millisecond))
		}
	}
	v := h.Get("Retry-After")
	if v == "" {
		return 0
	}
	if s, err := strconv.ParseFloat(v, 64); err == nil && s > 0 {
		return time.Duration(s * float64(time.Second))
	}
	if t, err := http.ParseTime(v); err == nil {
		if d := time.Until(t); d > 0 {
			return d
		}
	}
	return 0
}

// redact removes the key from an error (some providers quote a wrong key
// back in their error message).
func (c *Client) redact(err error) error {
	if c.key == "" || len(c.key) < 4 || !strings.Contains(err.Error(), c.key) {
		return err
	}
	return errors.New(strings.ReplaceAll(err.Error(), c.key, "[redacted]"))
}

// wire is one provider's request and response format.
type wire interface {
	defaultBase() string
	endpoint(base string) string
	auth(h http.Header, key string)
	body(cfg Config, req Request) ([]byte, error)
	parse(data []byte, tool string) (json.RawMessage, Usage, error)
	apiError(status int, data []byte) *APIError
}

// snippet shortens a body for an error message.
func snippet(data []byte) string {
	s := strings.TrimSpace(string(data))
	if len(s) > 200 {
		s = s[:200] + "…"
	}
	return s
}
