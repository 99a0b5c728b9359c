package main

// The corpus mode (issue 37): latency on real files written by others.
// For each corpus it ranks the files by the time `specfaith check` takes
// on them (in this process, one at a time), keeps the slowest that have a
// postcondition it can edit, and types inside their contracts through a
// server spoken to over stdio: each edit wraps one postcondition's
// expression in a conjunction with a new numeral ("(E) && 0 <= 7"), so
// every edit is a new text and nothing of the edited contract can be
// reused. It times didChange → publishDiagnostics of that version, and
// then a code action at the edited clause (request → answer).

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"go.lsp.dev/uri"

	"github.com/specfaith/specfaith/check"
	"github.com/specfaith/specfaith/ir"
)

// Targets of issue 37.
const (
	targetEditP95   = 20 * time.Millisecond
	targetActionMax = 50 * time.Millisecond
)

// corpusOptions are the flags of the corpus mode.
type corpusOptions struct {
	slowest  int
	edits    int
	warmup   int
	maxFiles int
	// rankCache, when set, is a directory where each corpus's ranking is
	// kept (and read back: ranking thousands of files takes minutes).
	rankCache string
	// inprocess runs the server in this process (--inprocess, for
	// --cpuprofile); the times then include the client's share of the CPU.
	inprocess bool
}

// CorpusResult is one corpus's measurement.
type CorpusResult struct {
	Corpus     string  `json:"corpus"`
	Files      int     `json:"files"`
	RankedS    float64 `json:"ranking_s"`
	Measured   []FileResult
	Edit       Stats `json:"edit_to_diagnostics"`
	Action     Stats `json:"code_action"`
	EditMeetsP bool  `json:"edit_p95_met"`
	ActionMet  bool  `json:"code_action_met"`
}

// FileResult is one slow file's measurement.
type FileResult struct {
	Path    string  `json:"path"`
	CheckMs float64 `json:"check_ms"` // the ranking's check time
	Sites   int     `json:"sites"`
	Edit    Stats   `json:"edit_to_diagnostics"`
	Action  Stats   `json:"code_action"`
}

// site is one postcondition expression that the edits rewrap.
type site struct {
	orig  string // the expression as written
	start int    // its offset in the current text
	cur   string // what is at start now
}

// ranked is a file with its check time.
type ranked struct {
	path string
	text string
	dur  time.Duration
}

// corpusFiles lists the spec files under dir (or the paths listed in a
// file given as @list, relative to the list's directory).
func corpusFiles(arg string) ([]string, error) {
	if list, ok := strings.CutPrefix(arg, "@"); ok {
		data, err := os.ReadFile(list)
		if err != nil {
			return nil, err
		}
		var out []string
		for _, l := range strings.Split(string(data), "\n") {
			if l = strings.TrimSpace(l); l != "" {
				out = append(out, filepath.Join(filepath.Dir(list), l))
			}
		}
		return out, nil
	}
	var out []string
	err := filepath.WalkDir(arg, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && p != arg && strings.HasPrefix(d.Name(), ".") {
			return filepath.SkipDir
		}
		if !d.IsDir() && check.LanguageFor(p) != nil {
			out = append(out, p)
		}
		return nil
	})
	return out, err
}

// wrap is the edited expression of the k-th edit in the file's language.
func wrap(path, expr string, k int) string {
	switch filepath.Ext(path) {
	case ".lean":
		return fmt.Sprintf("(%s) ∧ 0 ≤ %d", expr, k)
	case ".py":
		return fmt.Sprintf("(%s) and 0 <= %d", expr, k)
	}
	return fmt.Sprintf("(%s) && 0 <= %d", expr, k)
}

func languageID(path string) string {
	switch filepath.Ext(path) {
	case ".lean":
		return "lean4"
	case ".py":
		return "python"
	}
	return "dafny"
}

// sitesOf finds the postconditions whose expression text is where the
// report says (clauses the author wrote), at most max, and keeps those
// whose wrapped form still parses without a syntax finding.
func sitesOf(path, text string, rep *check.FileReport, max int) []*site {
	var out []*site
	if rep == nil || rep.Module == nil {
		return nil
	}
	seen := map[int]bool{}
	for _, c := range rep.Module.Contracts {
		for _, cl := range c.Ensures() {
			if cl.FromType || cl.Text == "" || strings.Contains(cl.Text, "\n") {
				continue
			}
			lo, hi := cl.R.Start.Offset, cl.R.End.Offset
			if lo < 0 || hi > len(text) || lo >= hi {
				continue
			}
			i := strings.Index(text[lo:hi], cl.Text)
			if i < 0 || seen[lo+i] {
				continue
			}
			s := &site{orig: cl.Text, start: lo + i, cur: cl.Text}
			edited := text[:s.start] + wrap(path, s.orig, 1) + text[s.start+len(s.orig):]
			if hasSyntaxFinding(check.Run(context.Background(), path, edited, check.Disk(check.ProjectRoot(path)))) {
				continue
			}
			seen[lo+i] = true
			out = append(out, s)
			break // one per contract: the edits visit several contracts
		}
		if len(out) == max {
			break
		}
	}
	return out
}

func hasSyntaxFinding(rep *check.FileReport) bool {
	if rep == nil || rep.Module == nil {
		return true
	}
	for _, f := range rep.All() {
		if f.Code == "syntax" || f.Code == "unparsed" {
			return true
		}
	}
	return false
}

// rank times check on every file, slowest first.
func rank(files []string) []ranked {
	var out []ranked
	for i, f := range files {
		if i%500 == 0 && i > 0 {
			progress("ranked %d of %d files", i, len(files))
		}
		data, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		opts := check.Options{Mutation: true, MutationFloor: -1, Memo: check.NewMemo()}
		t := time.Now()
		check.RunWith(context.Background(), f, string(data), check.Disk(check.ProjectRoot(f)), opts)
		out = append(out, ranked{path: f, text: string(data), dur: time.Since(t)})
	}
	sort.SliceStable(out, func(a, b int) bool { return out[a].dur > out[b].dur })
	return out
}

// cachedRank is rank, kept in dir (when set) under the corpus's name: a
// line per file, its path and check time in nanoseconds.
func cachedRank(dir, arg string, files []string) []ranked {
	if dir == "" {
		return rank(files)
	}
	name := filepath.Join(dir, strings.NewReplacer("/", "_", "@", "").Replace(arg)+".rank")
	if data, err := os.ReadFile(name); err == nil {
		var out []ranked
		for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			var r ranked
			var ns int64
			if _, err := fmt.Sscanf(l, "%d %s", &ns, &r.path); err != nil {
				continue
			}
			text, err := os.ReadFile(r.path)
			if err != nil {
				continue
			}
			r.text, r.dur = string(text), time.Duration(ns)
			out = append(out, r)
		}
		return out
	}
	out := rank(files)
	var b strings.Builder
	for _, r := range out {
		fmt.Fprintf(&b, "%d %s\n", r.dur, r.path)
	}
	os.MkdirAll(dir, 0o755)
	os.WriteFile(name, []byte(b.String()), 0o644)
	return out
}

// runCorpus measures one corpus.
func runCorpus(bin, arg string, o corpusOptions) (*CorpusResult, error) {
	files, err := corpusFiles(arg)
	if err != nil {
		return nil, err
	}
	if o.maxFiles > 0 && len(files) > o.maxFiles {
		files = files[:o.maxFiles]
	}
	res := &CorpusResult{Corpus: arg, Files: len(files)}
	progress("%s: ranking %d files by check time", arg, len(files))
	t0 := time.Now()
	order := cachedRank(o.rankCache, arg, files)
	res.RankedS = time.Since(t0).Seconds()

	root, err := filepath.Abs(strings.TrimPrefix(arg, "@"))
	if err != nil {
		return nil, err
	}
	if strings.HasPrefix(arg, "@") {
		root = filepath.Dir(root)
	}
	var c *client
	if o.inprocess {
		c = startInProcess()
	} else if c, err = startSubprocess(bin, false); err != nil {
		return nil, err
	}
	defer c.shutdown()
	if err := c.initialize(string(uri.File(root)), nil); err != nil {
		return nil, err
	}
	c.waitAnswered(startupWaitMs*time.Millisecond, "workspace/configuration", "client/registerCapability")

	var allEdit, allAction []time.Duration
	for _, r := range order {
		if len(res.Measured) == o.slowest {
			break
		}
		path, _ := filepath.Abs(r.path)
		rep := check.Run(context.Background(), path, r.text, check.Disk(check.ProjectRoot(path)))
		sites := sitesOf(path, r.text, rep, 6)
		if len(sites) == 0 {
			continue
		}
		fr, edits, actions, err := measureFile(c, path, r.text, sites, o)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", r.path, err)
		}
		fr.Path, fr.CheckMs = r.path, ms(r.dur)
		res.Measured = append(res.Measured, *fr)
		allEdit = append(allEdit, edits...)
		allAction = append(allAction, actions...)
		progress("%s: edit p95 %.1f ms, code action max %.1f ms (check %.0f ms)", r.path, fr.Edit.P95Ms, fr.Action.MaxMs, fr.CheckMs)
	}
	res.Edit, res.Action = summarise(allEdit), summarise(allAction)
	res.EditMeetsP = res.Edit.N > 0 && res.Edit.P95Ms <= ms(targetEditP95)
	res.ActionMet = res.Action.N > 0 && res.Action.MaxMs <= ms(targetActionMax)
	return res, nil
}

// measureFile opens one file, waits for its code actions (the idle pass
// is then done), and times o.edits edits after o.warmup.
func measureFile(c *client, path, text string, sites []*site, o corpusOptions) (*FileResult, []time.Duration, []time.Duration, error) {
	u := string(uri.File(path))
	version := int32(1)
	ch := c.expect(u, version)
	if err := c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": u, "languageId": languageID(path), "version": version, "text": text}}); err != nil {
		return nil, nil, nil, err
	}
	if _, err := c.wait(ch, "didOpen of "+path); err != nil {
		return nil, nil, nil, err
	}
	defer c.notify("textDocument/didClose", map[string]any{"textDocument": map[string]any{"uri": u}})
	lines := ir.NewLines(text)
	if _, err := codeAction(c, u, lines, sites[0].start); err != nil {
		return nil, nil, nil, err
	}
	var edits, actions []time.Duration
	for k := 0; k < o.warmup+o.edits; k++ {
		s := sites[k%len(sites)]
		next := wrap(path, s.orig, k+1)
		lines = ir.NewLines(text)
		sl, sc := lines.UTF16(s.start)
		el, ec := lines.UTF16(s.start + len(s.cur))
		change := map[string]any{
			"range": map[string]any{
				"start": map[string]any{"line": sl, "character": sc},
				"end":   map[string]any{"line": el, "character": ec},
			},
			"text": next,
		}
		text = text[:s.start] + next + text[s.start+len(s.cur):]
		delta := len(next) - len(s.cur)
		for _, o := range sites {
			if o.start > s.start {
				o.start += delta
			}
		}
		s.cur = next
		version++
		ch := c.expect(u, version)
		t0 := time.Now()
		if err := c.notify("textDocument/didChange", map[string]any{
			"textDocument":   map[string]any{"uri": u, "version": version},
			"contentChanges": []any{change},
		}); err != nil {
			return nil, nil, nil, err
		}
		t1, err := c.wait(ch, fmt.Sprintf("version %d", version))
		if err != nil {
			return nil, nil, nil, err
		}
		d, err := codeAction(c, u, ir.NewLines(text), s.start)
		if err != nil {
			return nil, nil, nil, err
		}
		if k >= o.warmup {
			edits = append(edits, t1.Sub(t0))
			actions = append(actions, d)
		}
	}
	return &FileResult{Sites: len(sites), Edit: summarise(edits), Action: summarise(actions)}, edits, actions, nil
}

// codeAction asks for the code actions at offset and times the answer.
func codeAction(c *client, u string, lines *ir.Lines, offset int) (time.Duration, error) {
	l, ch := lines.UTF16(offset)
	pos := map[string]any{"line": l, "character": ch}
	var out []any
	t0 := time.Now()
	err := c.call("textDocument/codeAction", map[string]any{
		"textDocument": map[string]any{"uri": u},
		"range":        map[string]any{"start": pos, "end": pos},
		"context":      map[string]any{"diagnostics": []any{}},
	}, &out)
	return time.Since(t0), err
}

// corpusMain is the corpus mode's entry: one measurement per corpus.
func corpusMain(bin string, corpora []string, o corpusOptions, jsonOut bool, w io.Writer) error {
	if len(corpora) == 0 {
		return errors.New("--corpus needs a directory (or @list)")
	}
	var all []*CorpusResult
	for _, arg := range corpora {
		r, err := runCorpus(bin, arg, o)
		if err != nil {
			return err
		}
		all = append(all, r)
	}
	if jsonOut {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(all)
	}
	fmt.Fprintf(w, "%-28s %6s %5s | %-30s | %-30s\n", "corpus", "files", "slow", "edit → diagnostics p50/p95/max", "code action p50/p95/max")
	for _, r := range all {
		mark := func(ok bool) string {
			if ok {
				return "met"
			}
			return "MISSED"
		}
		fmt.Fprintf(w, "%-28s %6d %5d | %6.1f %6.1f %7.1f ms %-6s | %6.1f %6.1f %7.1f ms %-6s\n",
			filepath.Base(strings.TrimPrefix(r.Corpus, "@")), r.Files, len(r.Measured),
			r.Edit.P50Ms, r.Edit.P95Ms, r.Edit.MaxMs, mark(r.EditMeetsP),
			r.Action.P50Ms, r.Action.P95Ms, r.Action.MaxMs, mark(r.ActionMet))
	}
	fmt.Fprintf(w, "targets: edit → diagnostics p95 ≤ %v, every code action ≤ %v\n", targetEditP95, targetActionMax)
	return nil
}
