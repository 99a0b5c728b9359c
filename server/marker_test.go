package server

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/specfaith/specfaith/internal/markers"
	"github.com/specfaith/specfaith/lang"
)

// Marker tests (in the style of gopls's internal/test/marker and
// go.starlark.net's testdata/*.star): each testdata/markers/*.txtar
// archive holds a small workspace — one or more spec files, optionally a
// .specfaith.toml and sidecars — and the spec files carry, in comments,
// what the language server must answer for them, in the dialect of
// internal/markers (shared with check's marker tests):
//
//	@diag(code, "text")    a warning with this code starting on this line whose message contains text
//	@info(code, "text")    the same at severity information
//	@hint(code, "text")    the same at severity hint
//	@error(code, "text")   the same at severity error
//	@hover("text")         hovering at the first non-blank column of this line shows Markdown containing text
//	@informal("text")      the informalization (read-back) of the contract on this line contains text
//	@lens("text")          a code lens on this line has a title containing text
//	@fix("title", name)    a quick-fix whose title contains title is offered on this line, and
//	                       applying its edit gives exactly the archive's section -- name --
//	@nofix                 no quick-fix is offered on this line
//
// A section named NAME@HEAD is NAME as committed: the workspace is then a
// git repository whose HEAD holds it (the semantic-diff lens compares
// with it), and the section NAME is the edited working copy.
//
// Every diagnostic of severity error, warning or information must have a
// marker (hints only where they are the point): an unexpected diagnostic
// fails the test as a missing one does. The texts are Go string literals
// (\" for a quote). `go test ./server -run TestMarkers -update` rewrites
// the golden sections named by @fix markers from what the server answers;
// the other markers are left as written.
//
// Each archive gets its own in-process server, with the toolchain off (as
// in the other tests here); the mutation analysis is on unless the
// archive's .specfaith.toml turns it off, and the test waits for its
// idle pass before checking (the server's settled signal).

var update = flag.Bool("update", false, "rewrite the golden sections of testdata/markers/*.txtar")

// read are the markers the server's tests read (internal/markers).
var read = []string{"diag", "info", "hint", "error", "hover", "informal", "lens", "fix", "nofix"}

// sevOf is a diagnostic marker's LSP severity.
var sevOf = map[markers.Severity]protocol.DiagnosticSeverity{markers.Error: protocol.DiagnosticSeverityError,
	markers.Warning: protocol.DiagnosticSeverityWarning, markers.Info: protocol.DiagnosticSeverityInformation, markers.Hint: protocol.DiagnosticSeverityHint}

// headSuffix marks a section that holds a file's committed version.
const headSuffix = "@HEAD"

// commitHead makes dir a git repository whose HEAD holds files.
func commitHead(t *testing.T, dir string, files []txtarFile) {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not on PATH")
	}
	for _, f := range files {
		p := filepath.Join(dir, filepath.FromSlash(f.Name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, args := range [][]string{{"init", "-q"}, {"add", "-A"},
		{"-c", "user.name=specfaith", "-c", "user.email=specfaith@example.invalid", "commit", "-q", "-m", "HEAD"}} {
		cmd := exec.Command("git", append([]string{"-C", dir}, args...)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v: %s", args, err, out)
		}
	}
}

func TestMarkers(t *testing.T) {
	files, _ := filepath.Glob("testdata/markers/*.txtar")
	if len(files) == 0 {
		t.Fatal("no testdata/markers/*.txtar")
	}
	for _, path := range files {
		path := path
		t.Run(strings.TrimSuffix(filepath.Base(path), ".txtar"), func(t *testing.T) {
			runMarkerArchive(t, path)
		})
	}
}

func runMarkerArchive(t *testing.T, archivePath string) {
	data, err := os.ReadFile(archivePath)
	if err != nil {
		t.Fatal(err)
	}
	ar := parseTxtar(data)
	sections := map[string]int{}
	for i, f := range ar.Files {
		if _, dup := sections[f.Name]; dup {
			t.Fatalf("%s: two sections named %s", archivePath, f.Name)
		}
		sections[f.Name] = i
	}

	// The spec files and their markers; sections named by @fix are
	// golden results, not part of the workspace.
	type specFile struct {
		name    string
		text    string
		start   int                   // the archive's line (1-based) holding the file's first line
		markers map[int]*markers.Line // 0-based line
	}
	var specs []*specFile
	golden := map[string]bool{}
	starts := txtarStarts(ar)
	for k, f := range ar.Files {
		if lang.ForPath(f.Name) == nil {
			continue
		}
		sf := &specFile{name: f.Name, text: string(f.Data), start: starts[k], markers: map[int]*markers.Line{}}
		for i, line := range strings.Split(sf.text, "\n") {
			lm, err := markers.Parse(line, read...)
			if err != nil {
				t.Fatalf("%s:%d: %s:%d: %v", archivePath, sf.start+i, f.Name, i+1, err)
			}
			if lm != nil {
				sf.markers[i] = lm
				for _, fx := range lm.Fixes {
					golden[fx.Golden] = true
				}
			}
		}
		specs = append(specs, sf)
	}
	var opened []*specFile
	for _, sf := range specs {
		if !golden[sf.name] {
			opened = append(opened, sf)
		}
	}
	if len(opened) == 0 {
		t.Fatalf("%s: no spec file (.dfy, .lean, .py) in the archive", archivePath)
	}
	for g := range golden {
		if _, ok := sections[g]; !ok && !*update {
			t.Errorf("%s: @fix names section %s, which the archive lacks (run with -update to create it)", archivePath, g)
		}
	}

	dir := t.TempDir()
	if _, ok := sections[ConfigFile]; !ok {
		if err := os.WriteFile(filepath.Join(dir, ConfigFile), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// Sections named NAME@HEAD are NAME as committed: the workspace is a
	// git repository whose HEAD holds them, and NAME is the working copy.
	var head []txtarFile
	for _, f := range ar.Files {
		if base, ok := strings.CutSuffix(f.Name, headSuffix); ok {
			head = append(head, txtarFile{Name: base, Data: f.Data})
		}
	}
	if len(head) > 0 {
		commitHead(t, dir, head)
	}
	for _, f := range ar.Files {
		if golden[f.Name] || strings.HasSuffix(f.Name, headSuffix) {
			continue
		}
		p := filepath.Join(dir, filepath.FromSlash(f.Name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}

	c := startServer(t, Options{})
	c.initializeForMarkers(dir)

	newGolden := map[string][]byte{}
	for _, sf := range opened {
		u := c.openSpec(filepath.Join(dir, filepath.FromSlash(sf.name)), sf.text)
		p := c.finalDiags(u)
		// Where a failure is: the archive's line (for an editor to jump
		// to) and the spec file's own.
		loc := func(line int) string {
			return fmt.Sprintf("%s:%d: %s:%d", archivePath, sf.start+line, sf.name, line+1)
		}

		// Diagnostics: every wanted one present, nothing unexpected.
		byLine := map[int][]protocol.Diagnostic{}
		for _, d := range p.Diags {
			line := int(d.Range.Start.Line)
			byLine[line] = append(byLine[line], d)
			code, _ := d.Code.(string)
			matched := false
			if lm := sf.markers[line]; lm != nil {
				for _, w := range lm.Diags {
					if !w.Matched && w.Code == code && sevOf[w.Severity] == d.Severity && strings.Contains(d.Message, w.Text) {
						w.Matched, matched = true, true
						break
					}
				}
			}
			if !matched && d.Severity != protocol.DiagnosticSeverityHint {
				t.Errorf("%s: unexpected diagnostic %s", loc(line), showDiag(d))
			}
		}
		lines := sortedLines(sf.markers)
		for _, line := range lines {
			for _, w := range sf.markers[line].Diags {
				if w.Matched {
					continue
				}
				var got []string
				for _, d := range byLine[line] {
					got = append(got, showDiag(d))
				}
				t.Errorf("%s: missing %s diagnostic [%s] containing %q; got on this line: %s",
					loc(line), sevName(sevOf[w.Severity]), w.Code, w.Text, listOrNone(got))
			}
		}

		var lenses []protocol.CodeLens
		if err := c.call("textDocument/codeLens", map[string]any{"textDocument": map[string]any{"uri": u}}, &lenses); err != nil {
			t.Fatalf("%s: codeLens: %v", sf.name, err)
		}
		textLines := strings.Split(sf.text, "\n")
		for _, line := range lines {
			lm := sf.markers[line]
			pos := protocol.Position{Line: uint32(line), Character: firstNonBlank(textLines[line])}
			for _, want := range lm.Hovers {
				var hov *protocol.Hover
				if err := c.call("textDocument/hover", map[string]any{"textDocument": map[string]any{"uri": u}, "position": pos}, &hov); err != nil {
					t.Fatalf("%s: hover: %v", loc(line), err)
				}
				switch {
				case hov == nil:
					t.Errorf("%s: @hover(%q): no hover at column %d", loc(line), want, pos.Character+1)
				case !strings.Contains(hov.Contents.Value, want):
					t.Errorf("%s: @hover(%q): the hover does not contain it; got:\n%s", loc(line), want, indent(hov.Contents.Value))
				}
			}
			if len(lm.Informal) > 0 {
				got := c.informalizations(u, line)
				for _, want := range lm.Informal {
					found := false
					for _, g := range got {
						found = found || strings.Contains(g, want)
					}
					if !found {
						t.Errorf("%s: @informal(%q): not in the informalization; got:\n%s", loc(line), want, indent(strings.Join(got, "\n---\n")))
					}
				}
			}
			for _, want := range lm.Lenses {
				var titles []string
				found := false
				for _, l := range lenses {
					if int(l.Range.Start.Line) == line && l.Command != nil {
						titles = append(titles, l.Command.Title)
						found = found || strings.Contains(l.Command.Title, want)
					}
				}
				if !found {
					t.Errorf("%s: @lens(%q): no such code lens; got on this line: %s", loc(line), want, listOrNone(quoteAll(titles)))
				}
			}
			if len(lm.Fixes) == 0 && !lm.NoFix {
				continue
			}
			actions := c.quickFixes(u, pos, byLine[line])
			var titles []string
			for _, a := range actions {
				titles = append(titles, a.Title)
			}
			if lm.NoFix && len(actions) > 0 {
				t.Errorf("%s: @nofix, but quick-fixes are offered: %s", loc(line), strings.Join(quoteAll(titles), ", "))
			}
			for _, fx := range lm.Fixes {
				var act *protocol.CodeAction
				for i := range actions {
					if strings.Contains(actions[i].Title, fx.Text) {
						act = &actions[i]
						break
					}
				}
				if act == nil {
					t.Errorf("%s: @fix(%q, %s): no quick-fix with that title; offered: %s", loc(line), fx.Text, fx.Golden, listOrNone(quoteAll(titles)))
					continue
				}
				got, err := applyWorkspaceEdit(sf.text, u, act.Edit)
				if err != nil {
					t.Errorf("%s: @fix(%q, %s): %v", loc(line), fx.Text, fx.Golden, err)
					continue
				}
				got = string(fixNL([]byte(got)))
				want := ""
				if j, ok := sections[fx.Golden]; ok {
					want = string(fixNL(ar.Files[j].Data))
				}
				if got == want {
					continue
				}
				if *update {
					newGolden[fx.Golden] = []byte(got)
					continue
				}
				t.Errorf("%s: @fix(%q, %s): applying %q does not give the golden section:\n%s",
					loc(line), fx.Text, fx.Golden, act.Title, lineDiff(want, got))
			}
		}
	}
	if *update && len(newGolden) > 0 {
		for name, data := range newGolden {
			if j, ok := sections[name]; ok {
				ar.Files[j].Data = data
			} else {
				ar.Files = append(ar.Files, txtarFile{Name: name, Data: data})
			}
		}
		if err := os.WriteFile(archivePath, formatTxtar(ar), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: rewrote %d golden section(s)", archivePath, len(newGolden))
	}
}

// initializeForMarkers starts the session with the toolchain off (as the
// other tests here do) and a short pause before the mutation pass. The
// client does not offer workspace/configuration: the answer to that pull
// would re-analyse the open files and publish once more, which would make
// "the last publish" ambiguous.
func (c *client) initializeForMarkers(root string) {
	c.t.Helper()
	params := map[string]any{
		"processId": os.Getpid(),
		"rootUri":   string(uri.File(root)),
		"capabilities": map[string]any{
			"textDocument": map[string]any{"publishDiagnostics": map[string]any{"relatedInformation": true, "codeDescriptionSupport": true}},
		},
		"initializationOptions": map[string]any{"analyses": map[string]any{"toolchain": false}, "mutation_idle_ms": 10},
	}
	if err := c.call("initialize", params, nil); err != nil {
		c.t.Fatalf("initialize: %v", err)
	}
	c.notify("initialized", map[string]any{})
}

// openSpec opens a spec file with its language's id.
func (c *client) openSpec(path, text string) protocol.DocumentURI {
	id := map[string]string{".dfy": "dafny", ".lean": "lean4", ".py": "python"}[filepath.Ext(path)]
	u := protocol.DocumentURI(uri.File(path))
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": u, "languageId": id, "version": 1, "text": text,
	}})
	return u
}

// finalDiags waits for the diagnostics of version 1 that the server will
// not replace: it waits for the server's own readiness signal (settled:
// the fast pass, the idle pass and the quick-fixes are done), then makes
// a round trip, since the server writes every publish before that reply.
func (c *client) finalDiags(u protocol.DocumentURI) publish {
	c.t.Helper()
	c.waitDiagsWithin(u, version(1), 60*time.Second)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	if err := c.srv.settled(ctx, u); err != nil {
		c.t.Fatalf("%s: not settled after a minute: %v", u, err)
	}
	c.roundTrip()
	c.mu.Lock()
	defer c.mu.Unlock()
	var last publish
	for _, p := range c.diags[u] {
		if version(1)(p) {
			last = p
		}
	}
	return last
}

// informalizations asks for the evidence of the contracts around line
// (specfaith.evidence) and returns their informalizations.
func (c *client) informalizations(u protocol.DocumentURI, line int) []string {
	c.t.Helper()
	var res struct {
		Contracts []struct {
			Contract        string `json:"contract"`
			Informalization string `json:"informalization"`
		} `json:"contracts"`
	}
	if err := c.call("workspace/executeCommand", map[string]any{"command": CommandEvidence, "arguments": []any{string(u), line}}, &res); err != nil {
		return []string{"(" + err.Error() + ")"}
	}
	var out []string
	for _, cr := range res.Contracts {
		out = append(out, cr.Informalization)
	}
	return out
}

// quickFixes requests the code actions at pos with the line's
// diagnostics as context and keeps the quick-fixes.
func (c *client) quickFixes(u protocol.DocumentURI, pos protocol.Position, diags []protocol.Diagnostic) []protocol.CodeAction {
	c.t.Helper()
	if diags == nil {
		diags = []protocol.Diagnostic{}
	}
	var actions []protocol.CodeAction
	if err := c.call("textDocument/codeAction", map[string]any{
		"textDocument": map[string]any{"uri": u},
		"range":        protocol.Range{Start: pos, End: pos},
		"context":      map[string]any{"diagnostics": diags},
	}, &actions); err != nil {
		c.t.Fatalf("codeAction: %v", err)
	}
	var out []protocol.CodeAction
	for _, a := range actions {
		if a.Kind == protocol.QuickFix {
			out = append(out, a)
		}
	}
	return out
}

// applyWorkspaceEdit applies the edits e makes to u (and refuses edits to
// other files) to text.
func applyWorkspaceEdit(text string, u protocol.DocumentURI, e *protocol.WorkspaceEdit) (string, error) {
	if e == nil {
		return "", fmt.Errorf("the action has no edit")
	}
	for other := range e.Changes {
		if other != u {
			return "", fmt.Errorf("the edit changes another file, %s", other)
		}
	}
	type span struct {
		start, end int
		text       string
	}
	var spans []span
	for _, te := range e.Changes[u] {
		start, err := offsetOf(text, te.Range.Start)
		if err != nil {
			return "", fmt.Errorf("edit start %+v: %v", te.Range.Start, err)
		}
		end, err := offsetOf(text, te.Range.End)
		if err != nil || end < start {
			return "", fmt.Errorf("edit end %+v: %v", te.Range.End, err)
		}
		spans = append(spans, span{start, end, te.NewText})
	}
	// LSP: the edits do not overlap and apply to the original text; apply
	// them from the end (stable for edits inserting at the same place).
	sort.SliceStable(spans, func(i, j int) bool { return spans[i].start > spans[j].start })
	for i := 1; i < len(spans); i++ {
		if spans[i].end > spans[i-1].start {
			return "", fmt.Errorf("overlapping edits")
		}
	}
	for _, sp := range spans {
		text = text[:sp.start] + sp.text + text[sp.end:]
	}
	return text, nil
}

func showDiag(d protocol.Diagnostic) string {
	code, _ := d.Code.(string)
	return fmt.Sprintf("%s [%s] %q", sevName(d.Severity), code, d.Message)
}

func sevName(s protocol.DiagnosticSeverity) string {
	switch s {
	case protocol.DiagnosticSeverityError:
		return "error"
	case protocol.DiagnosticSeverityWarning:
		return "warning"
	case protocol.DiagnosticSeverityInformation:
		return "information"
	case protocol.DiagnosticSeverityHint:
		return "hint"
	}
	return fmt.Sprintf("severity %v", s)
}

func listOrNone(xs []string) string {
	if len(xs) == 0 {
		return "none"
	}
	return strings.Join(xs, "; ")
}

func quoteAll(xs []string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = strconv.Quote(x)
	}
	return out
}

func indent(s string) string {
	return "\t" + strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n\t")
}

// firstNonBlank is the UTF-16 column of the line's first non-blank
// character (the markers' lines start with ASCII blanks).
func firstNonBlank(line string) uint32 {
	return uint32(len(line) - len(strings.TrimLeft(line, " \t")))
}

func sortedLines(m map[int]*markers.Line) []int {
	var out []int
	for l := range m {
		out = append(out, l)
	}
	sort.Ints(out)
	return out
}

// lineDiff shows where two texts first differ, with the lines around it.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	i := 0
	for i < len(w) && i < len(g) && w[i] == g[i] {
		i++
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\tfirst difference at line %d of the section\n", i+1)
	for k := max(0, i-2); k < i; k++ {
		fmt.Fprintf(&b, "\t  %s\n", w[k])
	}
	for k := i; k < min(len(w), i+3); k++ {
		fmt.Fprintf(&b, "\t- %s\n", w[k])
	}
	for k := i; k < min(len(g), i+3); k++ {
		fmt.Fprintf(&b, "\t+ %s\n", g[k])
	}
	b.WriteString("\t(run with -update to accept the new result)")
	return b.String()
}
