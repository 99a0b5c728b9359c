package llm

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
)

// cache keeps answers on disk, one file per request, keyed by the
// provider, model, endpoint, prompt version and the request body (which
// holds the artifact or the requirement and informalization). Files are
// private to the user; the key is never in them.
type cache struct{ dir string }

type cacheEntry struct {
	PromptVersion string          `json:"prompt_version"`
	Input         json.RawMessage `json:"input"`
}

func cacheKey(provider, model, base, version string, body []byte) string {
	h := sha256.New()
	for _, s := range []string{provider, model, base, version} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	h.Write(body)
	return hex.EncodeToString(h.Sum(nil))
}

func (c *cache) path(key string) string { return filepath.Join(c.dir, key[:2], key+".json") }

func (c *cache) get(key string) (json.RawMessage, bool) {
	data, err := os.ReadFile(c.path(key))
	if err != nil {
		return nil, false
	}
	var e cacheEntry
	if json.Unmarshal(data, &e) != nil || len(e.Input) == 0 || !json.Valid(e.Input) {
		return nil, false // a torn or foreign file is a miss
	}
	return e.Input, true
}

func (c *cache) put(key, version string, in json.RawMessage) error {
	p := c.path(key)
	if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
		return err
	}
	data, err := json.Marshal(cacheEntry{PromptVersion: version, Input: in})
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(p), ".tmp-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), p) // CreateTemp made it 0600
}
