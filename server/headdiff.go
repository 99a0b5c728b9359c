package server

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"go.lsp.dev/protocol"

	"github.com/specfaith/specfaith/check"
)

// How did this edit change the spec? Each contract whose clauses differ
// from its version at git HEAD is compared with that version by bounded
// equivalence, and a code lens says "stronger than HEAD: now rejects …",
// "weaker than HEAD: now accepts …", "equivalent to HEAD on N pairs" or
// "changed; incomparable …". The committed text is read with git's
// plumbing (rev-parse, cat-file), nothing of the repository's runs
// (no hooks, no filters, fsmonitor off); an untracked file, or one
// outside a repository, gets nothing. Off with [analyses] headdiff =
// false.

// headTTL is how long a file's committed text is kept before git is
// asked again (a commit made meanwhile shows within it).
const headTTL = 3 * time.Second

// gitTimeout bounds one git run.
const gitTimeout = 2 * time.Second

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

func (h *headCache) text(ctx context.Context, path string) (string, bool) {
	h.mu.Lock()
	if h.texts == nil {
		h.texts, h.titles = map[string]headEntry{}, map[string]string{}
	}
	e, ok := h.texts[path]
	h.mu.Unlock()
	if ok && time.Since(e.at) < headTTL {
		return e.text, e.ok
	}
	text, found := gitHeadText(ctx, path)
	h.mu.Lock()
	h.texts[path] = headEntry{text: text, ok: found, at: time.Now()}
	h.mu.Unlock()
	return text, found
}

// gitHeadText is path's content at HEAD, or false when it has none.
func gitHeadText(ctx context.Context, path string) (string, bool) {
	git, err := exec.LookPath("git")
	if err != nil || path == "" {
		return "", false
	}
	run := func(dir string, args ...string) (string, bool) {
		ctx, cancel := context.WithTimeout(ctx, gitTimeout)
		defer cancel()
		full := append([]string{"-C", dir, "-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null"}, args...)
		cmd := exec.CommandContext(ctx, git, full...)
		cmd.Env = append(cmd.Environ(), "GIT_OPTIONAL_LOCKS=0", "GIT_TERMINAL_PROMPT=0")
		out, err := cmd.Output()
		return string(out), err == nil
	}
	top, ok := run(filepath.Dir(path), "rev-parse", "--show-toplevel")
	if !ok {
		return "", false
	}
	top = strings.TrimSpace(top)
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		real = path
	}
	if t, err := filepath.EvalSymlinks(top); err == nil {
		top = t
	}
	rel, err := filepath.Rel(top, real)
	if err != nil || strings.HasPrefix(rel, "..") {
		return "", false
	}
	return run(top, "cat-file", "blob", "HEAD:"+filepath.ToSlash(rel))
}

// headLenses are the semantic-diff lenses of a snapshot.
func (s *Server) headLenses(ctx context.Context, d *document, sn *snapshot) []protocol.CodeLens {
	s.mu.Lock()
	on := s.cfg.Analyses["headdiff"]
	s.mu.Unlock()
	if !on || sn.report == nil || sn.report.Module == nil {
		return nil
	}
	old, ok := s.head.text(ctx, d.path)
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
