package server

import (
	"context"
	"sync"
	"time"

	"go.lsp.dev/protocol"

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
// untracked file, or one outside a repository, gets nothing. Off with
// [analyses] headdiff = false.

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

// headCache keeps committed texts by path and comparison titles by the
// two contracts' texts.
type headCache struct {
	mu     sync.Mutex
	texts  map[string]headEntry
	titles map[string]string
}

func (h *headCache) text(root, path string) (string, bool) {
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

// headLenses are the semantic-diff lenses of a snapshot.
func (s *Server) headLenses(ctx context.Context, d *document, sn *snapshot) []protocol.CodeLens {
	s.mu.Lock()
	on := s.cfg.Analyses["headdiff"]
	s.mu.Unlock()
	if !on || sn.report == nil || sn.report.Module == nil {
		return nil
	}
	s.mu.Lock()
	root := s.root
	s.mu.Unlock()
	if root == "" {
		root = check.ProjectRoot(d.path)
	}
	old, ok := s.head.text(root, d.path)
	if !ok || old == sn.text {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, headTotal)
	defer cancel()
	known := func(key string) (string, bool) {
		s.head.mu.Lock()
		defer s.head.mu.Unlock()
		t, ok := s.head.titles[key]
		return t, ok
	}
	var out []protocol.CodeLens
	for _, cd := range check.SemanticDiff(ctx, d.path, old, sn.text, "HEAD", sn.report.Module, known) {
		s.head.mu.Lock()
		if len(s.head.titles) > 1024 {
			s.head.titles = map[string]string{}
		}
		s.head.titles[cd.Key] = cd.Title
		s.head.mu.Unlock()
		out = append(out, protocol.CodeLens{
			Range:   sn.rng(cd.NameR),
			Command: &protocol.Command{Title: cd.Title, Command: CommandRerun, Arguments: []any{string(d.uri)}},
		})
	}
	return out
}
