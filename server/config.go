package server

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/BurntSushi/toml"

	"github.com/specfaith/specfaith/internal/safefs"
	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/llm"
	"github.com/specfaith/specfaith/toolchain"
)

// Config is the server's configuration. Sources, later ones winning:
// defaults, .specfaith.toml at the workspace root, initializationOptions,
// and the client's workspace/configuration section "specfaith". Keys that
// name a program, a URL, an environment variable or a directory
// (userOnlyKeys) come only from the client: a repository must not choose
// what runs or where secrets go.
//
//	debounce_ms = 150          # upper bound; the debounce adapts below it
//	first_answer_ms = 10       # an edit's first diagnostics: what fits; 0: wait for the whole fast path
//	toolchain_idle_ms = 2000   # run the toolchain after a pause in typing
//	toolchain_timeout_s = 120  # per toolchain run
//	toolchain_info = false     # Dafny's informational messages (triggers, decreases)
//	mutation_idle_ms = 300     # run the mutation check after a pause in typing
//	mutation_floor = 0.8       # kill rate under which a surviving mutant warns
//	workers = 2                # analyses running at once
//	[analyses]
//	metrics = true             # behavioural metrics over examples
//	mutation = true            # mutants of the file's implementations
//	toolchain = true           # typecheck and verify with the real toolchain
//	headdiff = true            # lens: how each changed contract compares with git HEAD
//	[severity]                 # per diagnostic code: error, warning, information, hint, off
//	negative-test-rejection = "error"
//	trusted = true             # client only; unset is false: no toolchain, no LLM
//	[toolchain]                # client only: paths for the toolchain proxies
//	dafny = "/usr/bin/dafny"
//	[llm]                      # client only: the opt-in LLM judge; off without a provider
//	provider = "openai"        # openai (any OpenAI-compatible server) or anthropic
//	model = "gpt-4o-mini"
//	base_url = "http://127.0.0.1:11434/v1"
//	api_key_env = "OPENAI_API_KEY"   # the variable's name, never the key
//	timeout_s = 60
//	max_retries = 4
//	concurrency = 2
//	max_tokens = 1024
//	cache_dir = ""             # default: the user cache dir; "off" disables
type Config struct {
	Analyses   map[string]bool
	Severity   map[string]string
	DebounceMs int
	// FirstAnswerMs bounds an edit's first answer (the rest of the fast
	// path follows it); 0: no first answer.
	FirstAnswerMs int
	Workers       int
	Toolchain     map[string]string
	ToolIdleMs    int // run the toolchain after this long without edits
	// MutationIdleMs: the mutation check runs after this long without
	// edits (never per keystroke); MutationFloor is the kill rate under
	// which a surviving mutant is a warning.
	MutationIdleMs int
	MutationFloor  float64
	ToolTimeoutS   int // per toolchain run
	// ToolInfo shows the toolchains' informational messages (Dafny's
	// triggers and guessed decreases clauses); off by default.
	ToolInfo bool
	LLM      llm.Config
	// Trusted says the client trusts the workspace. Untrusted, specfaith
	// runs only its own interpreter: no toolchain (a Lean lakefile, a
	// Nagini venv or a Lean #eval is code from the workspace) and no LLM
	// call. Only the client can set it, never the workspace's own
	// .specfaith.toml; a client that does not say gets false.
	Trusted bool
	// TrustSaid: a client source set Trusted (else the user is told how).
	TrustSaid bool
}

// Known analyses and toolchains; other names are reported as unknown keys.
var (
	knownAnalyses   = []string{"metrics", "mutation", "toolchain", "judge", "headdiff"}
	knownToolchains = toolchain.Executables()
	severityNames   = []string{"error", "warning", "information", "hint", "off"}
)

// DefaultConfig is the configuration with no sources.
func DefaultConfig() Config {
	return Config{
		Analyses:       map[string]bool{"metrics": true, "mutation": true, "toolchain": true, "judge": true, "headdiff": true},
		Severity:       map[string]string{},
		DebounceMs:     150,
		FirstAnswerMs:  10,
		Workers:        2,
		Toolchain:      map[string]string{},
		ToolIdleMs:     2000,
		ToolTimeoutS:   120,
		MutationIdleMs: 300,
		MutationFloor:  0.8,
	}
}

func (c Config) clone() Config {
	out := c
	out.Analyses = map[string]bool{}
	for k, v := range c.Analyses {
		out.Analyses[k] = v
	}
	out.Severity = map[string]string{}
	for k, v := range c.Severity {
		out.Severity[k] = v
	}
	out.Toolchain = map[string]string{}
	for k, v := range c.Toolchain {
		out.Toolchain[k] = v
	}
	return out
}

// severity maps a finding's default severity through the configuration;
// ok is false when the code is turned off.
func (c Config) severity(code string, def ir.Severity) (ir.Severity, bool) {
	switch c.Severity[code] {
	case "error":
		return ir.SevError, true
	case "warning":
		return ir.SevWarning, true
	case "information":
		return ir.SevInfo, true
	case "hint":
		return ir.SevHint, true
	case "off":
		return def, false
	}
	return def, true
}

// apply merges one configuration source given as decoded JSON/TOML. It
// returns the keys it did not know and the values it could not use.
func (c *Config) apply(m map[string]any) (unknown, bad []string) {
	for k, v := range m {
		switch k {
		case "debounce_ms", "debounceMs":
			if n, ok := number(v); ok && n >= 0 && n <= 10_000 {
				c.DebounceMs = n
			} else {
				bad = append(bad, fmt.Sprintf("%s: want a number of milliseconds 0..10000, got %v", k, v))
			}
		case "first_answer_ms":
			if n, ok := number(v); ok && n >= 0 && n <= 1_000 {
				c.FirstAnswerMs = n
			} else {
				bad = append(bad, fmt.Sprintf("%s: want a number of milliseconds 0..1000, got %v", k, v))
			}
		case "toolchain_idle_ms":
			if n, ok := number(v); ok && n >= 100 && n <= 600_000 {
				c.ToolIdleMs = n
			} else {
				bad = append(bad, fmt.Sprintf("%s: want milliseconds 100..600000, got %v", k, v))
			}
		case "mutation_idle_ms":
			if n, ok := number(v); ok && n >= 0 && n <= 60_000 {
				c.MutationIdleMs = n
			} else {
				bad = append(bad, fmt.Sprintf("%s: want milliseconds 0..60000, got %v", k, v))
			}
		case "mutation_floor":
			f, ok := v.(float64)
			if n, isInt := v.(int64); isInt {
				f, ok = float64(n), true
			}
			if ok && f >= 0 && f <= 1 {
				c.MutationFloor = f
			} else {
				bad = append(bad, fmt.Sprintf("%s: want a kill rate from 0 to 1 (0.8 is 80%%), got %v", k, v))
			}
		case "toolchain_info", "toolchainInfo":
			if b, ok := v.(bool); ok {
				c.ToolInfo = b
			} else {
				bad = append(bad, fmt.Sprintf("%s: want true or false, got %v", k, v))
			}
		case "toolchain_timeout_s":
			if n, ok := number(v); ok && n >= 1 && n <= 3600 {
				c.ToolTimeoutS = n
			} else {
				bad = append(bad, fmt.Sprintf("%s: want seconds 1..3600, got %v", k, v))
			}
		case "workers":
			if n, ok := number(v); ok && n >= 1 && n <= 16 {
				c.Workers = n
			} else {
				bad = append(bad, fmt.Sprintf("workers: want 1..16, got %v", v))
			}
		case "analyses":
			sub, ok := v.(map[string]any)
			if !ok {
				bad = append(bad, "analyses: want a table of name = true/false")
				continue
			}
			for name, on := range sub {
				b, isBool := on.(bool)
				switch {
				case !contains(knownAnalyses, name):
					unknown = append(unknown, "analyses."+name)
				case !isBool:
					bad = append(bad, fmt.Sprintf("analyses.%s: want true or false", name))
				default:
					c.Analyses[name] = b
				}
			}
		case "severity":
			sub, ok := v.(map[string]any)
			if !ok {
				bad = append(bad, "severity: want a table of code = level")
				continue
			}
			for code, lv := range sub {
				s, _ := lv.(string)
				if !contains(severityNames, s) {
					bad = append(bad, fmt.Sprintf("severity.%s: want one of %s", code, strings.Join(severityNames, ", ")))
					continue
				}
				c.Severity[code] = s
			}
		case "trusted":
			b, ok := v.(bool)
			if !ok {
				bad = append(bad, "trusted: want true or false")
				continue
			}
			c.Trusted, c.TrustSaid = b, true
		case "llm":
			sub, ok := v.(map[string]any)
			if !ok {
				bad = append(bad, "llm: want a table (provider, model, base_url, api_key_env, …)")
				continue
			}
			u, b := applyLLM(&c.LLM, sub)
			unknown, bad = append(unknown, u...), append(bad, b...)
		case "toolchain":
			sub, ok := v.(map[string]any)
			if !ok {
				bad = append(bad, "toolchain: want a table of name = path")
				continue
			}
			for name, p := range sub {
				s, isStr := p.(string)
				switch {
				case !contains(knownToolchains, name):
					unknown = append(unknown, "toolchain."+name)
				case !isStr:
					bad = append(bad, fmt.Sprintf("toolchain.%s: want a path", name))
				default:
					c.Toolchain[name] = s
				}
			}
		default:
			unknown = append(unknown, k)
		}
	}
	sort.Strings(unknown)
	sort.Strings(bad)
	return unknown, bad
}

func number(v any) (int, bool) {
	switch n := v.(type) {
	case float64:
		return int(n), n == float64(int(n))
	case int64:
		return int(n), true
	case int:
		return n, true
	}
	return 0, false
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// userOnlyKeys are the top-level keys a workspace's own .specfaith.toml
// may not set: each names a program ([toolchain]), a URL, an environment
// variable or a directory ([llm]), or decides trust.
var userOnlyKeys = []string{"trusted", "toolchain", "llm"}

// ignoredKey is a user-level-only key found in the workspace file.
type ignoredKey struct {
	Key  string // dotted: toolchain.dafny
	Line int    // 0-based line in the file, -1 when not found
}

// dropUserOnly removes the user-level-only keys from a decoded workspace
// file and says where they were (text is the file's contents).
func dropUserOnly(m map[string]any, text string) []ignoredKey {
	var out []ignoredKey
	for _, k := range userOnlyKeys {
		v, ok := m[k]
		if !ok {
			continue
		}
		delete(m, k)
		var names []string
		if sub, ok := v.(map[string]any); ok && len(sub) > 0 {
			for name := range sub {
				names = append(names, k+"."+name)
			}
			sort.Strings(names)
		} else {
			names = []string{k}
		}
		for _, n := range names {
			out = append(out, ignoredKey{Key: n, Line: keyLine(text, n)})
		}
	}
	return out
}

// keyLine finds the 0-based line that sets the dotted key in TOML text:
// `a.b = …`, `b = …` under `[a]`, or `a = { b = … }`; for a key without a
// dot, `a = …` or the `[a]` header. -1 when not found.
func keyLine(text, key string) int {
	table, leaf, dotted := strings.Cut(key, ".")
	norm := func(s string) string { return strings.Trim(strings.TrimSpace(s), `"'`) }
	section := ""
	for i, line := range strings.Split(text, "\n") {
		l := strings.TrimSpace(line)
		if strings.HasPrefix(l, "[") {
			section = norm(strings.Trim(strings.SplitN(l, "#", 2)[0], "[] \t"))
			if !dotted && section == table {
				return i
			}
			continue
		}
		lhs, rhs, ok := strings.Cut(l, "=")
		if !ok {
			continue
		}
		parts := strings.Split(lhs, ".")
		for j := range parts {
			parts[j] = norm(parts[j])
		}
		full := strings.Join(parts, ".")
		if section != "" {
			full = section + "." + full
		}
		switch {
		case full == key:
			return i
		case dotted && full == table && strings.Contains(rhs, leaf):
			return i // an inline table
		case !dotted && strings.HasPrefix(full, table+"."):
			return i
		}
	}
	return -1
}

// ConfigFile is the workspace configuration file's name.
const ConfigFile = ".specfaith.toml"

// readConfigFile decodes root/.specfaith.toml and returns its text too; a
// missing file is no error.
func readConfigFile(root string) (map[string]any, string, error) {
	if root == "" {
		return nil, "", nil
	}
	// A symlink to /dev/zero, a FIFO, or a file outside the workspace
	// is refused before a byte is read.
	data, err := safefs.ReadFile(root, filepath.Join(root, ConfigFile), 1<<20)
	if err != nil {
		if os.IsNotExist(err) {
			return nil, "", nil
		}
		return nil, "", fmt.Errorf("%s: %v", ConfigFile, err)
	}
	var m map[string]any
	if _, err := toml.Decode(string(data), &m); err != nil {
		return nil, "", fmt.Errorf("%s: %v", ConfigFile, err)
	}
	return m, string(data), nil
}

// applyLLM merges the [llm] table.
func applyLLM(c *llm.Config, m map[string]any) (unknown, bad []string) {
	str := func(k string, v any, dst *string) {
		if s, ok := v.(string); ok {
			*dst = strings.TrimSpace(s)
		} else {
			bad = append(bad, fmt.Sprintf("llm.%s: want a string", k))
		}
	}
	num := func(k string, v any, lo, hi int, set func(int)) {
		if n, ok := number(v); ok && n >= lo && n <= hi {
			set(n)
		} else {
			bad = append(bad, fmt.Sprintf("llm.%s: want %d..%d, got %v", k, lo, hi, v))
		}
	}
	for k, v := range m {
		switch k {
		case "provider":
			var p string
			str(k, v, &p)
			if p != "" && p != "none" && p != llm.OpenAI && p != llm.Anthropic {
				bad = append(bad, fmt.Sprintf("llm.provider: want none, %s or %s, got %q", llm.OpenAI, llm.Anthropic, p))
				continue
			}
			c.Provider = p
		case "model":
			str(k, v, &c.Model)
		case "base_url", "baseUrl":
			str(k, v, &c.BaseURL)
		case "api_key_env", "apiKeyEnv":
			str(k, v, &c.KeyEnv)
		case "cache_dir", "cacheDir":
			str(k, v, &c.CacheDir)
		case "timeout_s", "timeoutS":
			num(k, v, 1, 3600, func(n int) { c.Timeout = time.Duration(n) * time.Second })
		case "max_retries", "maxRetries":
			num(k, v, 0, 10, func(n int) {
				c.MaxRetries = n
				if n == 0 {
					c.MaxRetries = -1 // llm.Config: 0 means the default
				}
			})
		case "concurrency":
			num(k, v, 1, 16, func(n int) { c.Concurrency = n })
		case "max_tokens", "maxTokens":
			num(k, v, 64, 32768, func(n int) { c.MaxTokens = n })
		default:
			unknown = append(unknown, "llm."+k)
		}
	}
	return unknown, bad
}
