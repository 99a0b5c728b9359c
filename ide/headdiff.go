package ide

import (
	"context"
	"sync"
	"time"

	"github.com/specfaith/specfaith/check"
	"github.com/specfaith/specfaith/internal/gitread"
)

// How did this edit change the spec? Each contract whose clauses differ
// from its version at git HEAD is compared with that version by bounded
// equivalence, and a code lens says "stronger than HEAD: now rejects …",
// "weaker than HEAD: now accepts …", "equivalent to HEAD on N pairs" or
// "changed; incomparable …". The committed text is read from the
// repository's files by internal/gitread, never by running git: a
// repository's config can name programs (a promisor's upload-pack, an
// fsmonitor, filters), and nothing of a workspace may run. It is read
// in trusted and untrusted workspaces alike, since reading runs nothing
// and stays inside the workspace root (a git directory outside it is
// refused, a blob over check.MaxFileSize is refused unread). An
// untracked file, or one outside a repository, gets nothing.

// headTTL is how long a file's committed text is kept before the
// repository is read again (a commit made meanwhile shows within it).
const headTTL = 3 * time.Second

// headTotal bounds a request's comparisons (check.DiffBudget each);
// contracts not reached get no lens.
const headTotal = time.Second

type headEntry struct {
	text string
	ok   bool
	at   time.Time
}

// Head keeps committed texts by path and comparison titles by the two
// contracts' texts, for a session. Safe for concurrent use; bounded.
type Head struct {
	mu     sync.Mutex
	texts  map[string]headEntry
	titles map[string]string
}

func (h *Head) text(root, path string) (string, bool) {
	h.mu.Lock()
	if h.texts == nil {
		h.texts, h.titles = map[string]headEntry{}, map[string]string{}
	}
	e, ok := h.texts[path]
	h.mu.Unlock()
	if ok && time.Since(e.at) < headTTL {
		return e.text, e.ok
	}
	text, found := headText(root, path)
	h.mu.Lock()
	if len(h.texts) > 1024 {
		h.texts = map[string]headEntry{}
	}
	h.texts[path] = headEntry{text: text, ok: found, at: time.Now()}
	h.mu.Unlock()
	return text, found
}

// headText is path's content at HEAD, read inside root, or false when
// it has none or it was not read.
func headText(root, path string) (string, bool) {
	if path == "" || root == "" {
		return "", false
	}
	b, err := gitread.Head(root, path, check.MaxFileSize)
	if err != nil {
		return "", false
	}
	return string(b), true
}

// HeadLenses are the semantic-diff lenses of the value against the
// file's text at HEAD in the repository under root ("": the file's
// project root).
func (a *Analysis) HeadLenses(ctx context.Context, h *Head, root string) []Lens {
	if a.rep == nil || a.rep.Module == nil {
		return nil
	}
	if root == "" {
		root = check.ProjectRoot(a.path)
	}
	old, ok := h.text(root, a.path)
	if !ok || old == a.text {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, headTotal)
	defer cancel()
	known := func(key string) (string, bool) {
		h.mu.Lock()
		defer h.mu.Unlock()
		t, ok := h.titles[key]
		return t, ok
	}
	var out []Lens
	for _, cd := range check.SemanticDiff(ctx, a.path, old, a.text, "HEAD", a.rep.Module, known) {
		h.mu.Lock()
		if len(h.titles) > 1024 {
			h.titles = map[string]string{}
		}
		h.titles[cd.Key] = cd.Title
		h.mu.Unlock()
		out = append(out, Lens{R: cd.NameR, Title: cd.Title})
	}
	return out
}
