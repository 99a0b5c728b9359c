package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/check"
	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/toolchain"
)

// `check --fix` applies the first fix of each finding (check.Choose, the
// fixes the editor offers), writes the file and checks it again; `--diff`
// prints the change instead of writing it.

var utf8BOM = []byte("\xef\xbb\xbf")

// splitBOM separates a UTF-8 byte order mark from the text the front ends
// read (they do not expect one); a written fix puts it back.
func splitBOM(src []byte) (bom, text []byte) {
	if bytes.HasPrefix(src, utf8BOM) {
		return utf8BOM, src[len(utf8BOM):]
	}
	return nil, src
}

// fileFix is what --fix did to one file (the "fix" member of a file in
// the JSON output).
type fileFix struct {
	Applied []jsonApplied `json:"applied"`
	Skipped []jsonSkipped `json:"skipped"`
	// Written says the file was rewritten (never with --diff).
	Written bool   `json:"written"`
	Diff    string `json:"diff,omitempty"`
	Error   string `json:"error,omitempty"`
	// Verifier says how --verify checked the fixes.
	Verifier string `json:"verifier,omitempty"`
	// after is the re-check of fixed, the new text (BOM excluded); nil
	// when nothing changed or the fixes were not written.
	after *check.FileReport
	fixed []byte
}

type jsonApplied struct {
	Line    int    `json:"line"`
	Code    string `json:"code"`
	Summary string `json:"summary"`
	jsonFix
}

type jsonSkipped struct {
	Line   int    `json:"line"`
	Code   string `json:"code"`
	Title  string `json:"title"`
	Reason string `json:"reason"`
	// SameFix: the fix applied for another finding of the contract is
	// this one's too; Contract names the contract.
	SameFix  bool   `json:"same_fix,omitempty"`
	Contract string `json:"contract,omitempty"`
}

// jsonFix is a fix with LSP-shaped edits: 0-based lines, UTF-16
// characters, positions in the text the fix was computed on.
type jsonFix struct {
	Title string     `json:"title"`
	Edits []jsonEdit `json:"edits"`
	// CheckedAgainst names the oracles an added clause was checked
	// against ("examples", "implementation"); empty for an unchecked one.
	CheckedAgainst []string `json:"checked_against,omitempty"`
	Unchecked      bool     `json:"unchecked,omitempty"`
	// ProofHint says why the body's proof may need more for it.
	ProofHint string `json:"proof_hint,omitempty"`
}

type jsonEdit struct {
	Range   jsonRange `json:"range"`
	NewText string    `json:"newText"`
}

type jsonRange struct {
	Start check.Position `json:"start"`
	End   check.Position `json:"end"`
}

func lspFix(lines *ir.Lines, fx check.Fix) jsonFix {
	out := jsonFix{Title: fx.Title, Edits: []jsonEdit{}, CheckedAgainst: fx.Bound.Checked, Unchecked: fx.Unchecked, ProofHint: fx.Hint}
	for _, e := range fx.Edits {
		out.Edits = append(out.Edits, jsonEdit{Range: jsonRange{Start: check.PositionIn(lines, e.Start), End: check.PositionIn(lines, e.End)}, NewText: e.Text})
	}
	return out
}

// findingFixes lists the fixes of each finding of a contract, best first
// (for the JSON output).
// fileFixes remembers, for one file's JSON report, each contract's fixes
// and the file's line index.
type fileFixes struct {
	fixes map[*ir.Contract][]check.Fix
	lines *ir.Lines
}

// safeFixes is check.Fixes for the JSON report, which is written after
// every file's own guard: a panic in computing them leaves the contract
// without fixes in the report instead of ending the run.
func safeFixes(lang *check.Language, rep *check.FileReport, cr *check.ContractReport) (fixes []check.Fix) {
	defer func() {
		if r := recover(); r != nil {
			fixes = nil
		}
	}()
	return check.Fixes(context.Background(), lang, rep, rep.Module.Source, cr)
}

func findingFixes(rep *check.FileReport, cr *check.ContractReport, f analyzers.Finding, cache *fileFixes) []jsonFix {
	lang := check.LanguageFor(rep.Path)
	if lang == nil || rep.Module == nil || !check.Fixable(f) {
		return nil
	}
	fixes, ok := cache.fixes[cr.Contract]
	if !ok {
		fixes = safeFixes(lang, rep, cr)
		cache.fixes[cr.Contract] = fixes
	}
	if cache.lines == nil {
		cache.lines = ir.NewLines(rep.Module.Source)
	}
	var out []jsonFix
	for _, fx := range fixes {
		if fx.Answers(f) {
			out = append(out, lspFix(cache.lines, fx))
		}
	}
	return out
}

// fixFile chooses and applies the fixes of one analysed file and checks
// the result with analyse; with write it replaces the file, else it
// renders the diff. A fixed text that parses worse than the original is
// not written.
func fixFile(path string, rep *check.FileReport, bom, text []byte, opts fixOptions, analyse func([]byte) *check.FileReport) *fileFix {
	res := &fileFix{Applied: []jsonApplied{}, Skipped: []jsonSkipped{}}
	lang := check.LanguageFor(path)
	if lang == nil || rep.Module == nil {
		return res
	}
	write := opts.write
	src := string(text)
	chosen, skipped, edits := check.Choose(context.Background(), lang, rep, src, check.ChooseOptions{Unchecked: opts.unchecked, Verified: opts.verify != nil})
	if opts.verify != nil && len(chosen) > 0 {
		chosen, skipped, edits, res.Verifier = verifyFixes(src, chosen, skipped, opts.verify)
	}
	lines := ir.NewLines(src)
	for _, c := range chosen {
		res.Applied = append(res.Applied, jsonApplied{Line: c.Finding.R.Start.Line, Code: c.Finding.Code, Summary: c.Fix.Summary, jsonFix: lspFix(lines, c.Fix)})
	}
	for _, s := range skipped {
		res.Skipped = append(res.Skipped, jsonSkipped{Line: s.Finding.R.Start.Line, Code: s.Finding.Code, Title: s.Fix.Title, Reason: s.Reason,
			SameFix: s.Same, Contract: s.Finding.Contract})
	}
	if len(edits) == 0 {
		return res
	}
	fixed := check.ApplyEdits(src, edits)
	after := analyse([]byte(fixed))
	if n, was, worse := check.ParsesWorse(lang, path, src, fixed); worse {
		res.Error = fmt.Sprintf("the fixed text has %d %s, the original %d; not written", n, plural(n, "syntax error", "syntax errors"), was)
		return res
	}
	if !write {
		res.Diff = unifiedDiff(path, src, fixed)
		res.after, res.fixed = after, []byte(fixed)
		return res
	}
	if err := writeAtomic(path, opts.root, append(append([]byte(nil), bom...), fixed...), append(append([]byte(nil), bom...), text...)); err != nil {
		res.Error = err.Error()
		return res
	}
	res.Written, res.after, res.fixed = true, after, []byte(fixed)
	return res
}

// writeAtomic replaces path's contents by data through a temporary file
// in the same directory and a rename, so that a reader sees the old file
// or the new one, never a part; the mode is kept. A symlink is followed
// (its target is rewritten, the link stays) only to a file inside root
// (root "": anywhere, for --allow-outside). If the file no longer holds
// was (edited meanwhile), nothing is written.
func writeAtomic(path, root string, data, was []byte) (err error) {
	if p, err := filepath.EvalSymlinks(path); err == nil {
		path = p
	}
	if root != "" && check.Inside(root, path) != nil {
		return fmt.Errorf("%s lies outside the project %s; not written (--allow-outside writes it)", quoteName(path), quoteName(root))
	}
	st, err := os.Stat(path)
	if err != nil {
		return err
	}
	if now, err := os.ReadFile(path); err != nil || !bytes.Equal(now, was) {
		return fmt.Errorf("%s changed while it was checked; not written", path)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".specfaith-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err = tmp.Chmod(st.Mode().Perm()); err != nil {
		tmp.Close()
		return err
	}
	if err = tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// fixOptions are check's flags for --fix and --diff.
type fixOptions struct {
	write, unchecked bool
	// root bounds what a fix may write ("" with --allow-outside).
	root string
	// verify runs the language's verifier on a text (--verify), or nil.
	verify func(src string) *toolchain.Result
}

// maxVerifiedFixes bounds the verifier runs of one file (one per fix,
// one for the original and one for all together).
const maxVerifiedFixes = 16

// verifyFixes keeps the fixes after which a file that verifies still
// verifies: the verifier is the last oracle a fix is checked against (a
// clause the implementation meets may still need an invariant the loop
// does not have). Each fix is tried alone, then the kept ones together.
// A file that does not verify as given has no proof to break: its fixes
// are kept, and the note says so.
func verifyFixes(src string, chosen []check.Chosen, skipped []check.Skipped, verify func(string) *toolchain.Result) ([]check.Chosen, []check.Skipped, []ir.Edit, string) {
	editsOf := func(cs []check.Chosen) []ir.Edit {
		var out []ir.Edit
		for _, c := range cs {
			out = append(out, c.Fix.Edits...)
		}
		sort.SliceStable(out, func(i, j int) bool { return out[i].Start < out[j].Start })
		return out
	}
	base := verify(src)
	if base.Status != toolchain.StatusOK {
		return chosen, skipped, editsOf(chosen), fmt.Sprintf("not checked: the file does not verify as given (%s)", base.Summary())
	}
	var kept []check.Chosen
	overruled := 0
	for i, c := range chosen {
		if i >= maxVerifiedFixes {
			skipped = append(skipped, check.Skipped{Finding: c.Finding, Fix: c.Fix, Reason: "not checked with the verifier: too many fixes in one file; run again"})
			continue
		}
		r := verify(check.ApplyEdits(src, editsOf([]check.Chosen{c})))
		if r.Status == toolchain.StatusOK {
			kept = append(kept, c)
			continue
		}
		if examplesOverrule(c.Fix) {
			// With examples that the implementation fails (it only
			// returns the trivial witness), the verifier's complaint is
			// about the implementation: the fix is what was meant.
			kept = append(kept, c)
			overruled++
			continue
		}
		skipped = append(skipped, check.Skipped{Finding: c.Finding, Fix: c.Fix, Reason: "the file verifies without it and not with it: " + firstProblem(r)})
	}
	note := fmt.Sprintf("%s: the file verifies; %d of %d fixes keep it verified", base.Tool, len(kept)-overruled, len(chosen))
	if overruled > 0 {
		note += fmt.Sprintf("; %d kept although the verifier then rejects the implementation, which the examples show wrong", overruled)
	}
	if len(kept) > 1 && overruled == 0 {
		if r := verify(check.ApplyEdits(src, editsOf(kept))); r.Status != toolchain.StatusOK {
			for _, c := range kept {
				skipped = append(skipped, check.Skipped{Finding: c.Finding, Fix: c.Fix, Reason: "the file verifies with each fix alone but not with all of them: " + firstProblem(r)})
			}
			return nil, skipped, nil, fmt.Sprintf("%s: the file verifies, and with each fix alone, but not with all %d together; none applied", base.Tool, len(kept))
		}
	}
	return kept, skipped, editsOf(kept), note
}

// examplesOverrule says a bound was checked against the examples but not
// against the implementation, which returns the trivial witness only.
func examplesOverrule(fx check.Fix) bool {
	ex, impl := false, false
	for _, o := range fx.Bound.Checked {
		ex = ex || o == "examples"
		impl = impl || o == "implementation"
	}
	return ex && !impl
}

// firstProblem is the verifier's first error, or its status.
func firstProblem(r *toolchain.Result) string {
	for _, d := range r.Diagnostics {
		if d.Severity == ir.SevError {
			return fmt.Sprintf("line %d: %s", d.R.Start.Line, d.Message)
		}
	}
	return r.Summary()
}

// writeFixText reports what --fix did to a file, before the re-check's
// findings.
func writeFixText(w io.Writer, path string, res *fileFix, diff bool) {
	verb := "applied"
	switch {
	case res.Error != "":
		verb = "could not write"
	case diff:
		verb = "would apply"
	}
	if n := len(res.Applied); n > 0 {
		var what []string
		for _, a := range res.Applied {
			what = append(what, a.Summary)
		}
		fmt.Fprintf(w, "%s: %s %d %s: %s\n", quoteName(path), verb, n, plural(n, "fix", "fixes"), strings.Join(what, "; "))
	}
	for _, s := range res.Skipped {
		if s.SameFix && res.after != nil && !res.after.Has(s.Contract, s.Code) {
			// The fix applied for another finding answered this one:
			// the re-check no longer reports it, so nothing was skipped.
			continue
		}
		if s.Title == "" {
			fmt.Fprintf(w, "%s:%d: [%s] %s\n", quoteName(path), s.Line, s.Code, s.Reason)
			continue
		}
		fmt.Fprintf(w, "%s:%d: skipped the fix for [%s] (%s): %s\n", quoteName(path), s.Line, s.Code, s.Title, s.Reason)
	}
	if res.Verifier != "" {
		fmt.Fprintf(w, "%s: verifier: %s\n", quoteName(path), res.Verifier)
	}
	if res.Error != "" {
		fmt.Fprintf(w, "%s: fixes not written: %s\n", path, res.Error)
	}
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// unifiedDiff renders the change from a to b as a unified diff with three
// lines of context, as diff -u and git show it.
func unifiedDiff(path, a, b string) string {
	x, y := lines(a), lines(b)
	// Common prefix and suffix, then a longest common subsequence of the
	// rest: fixes are small, so the rest is short.
	pre := 0
	for pre < len(x) && pre < len(y) && x[pre] == y[pre] {
		pre++
	}
	suf := 0
	for suf < len(x)-pre && suf < len(y)-pre && x[len(x)-1-suf] == y[len(y)-1-suf] {
		suf++
	}
	ops := diffOps(x[pre:len(x)-suf], y[pre:len(y)-suf])
	// ops over the whole text: ' ' kept, '-' removed, '+' added.
	type op struct {
		kind byte
		line string
	}
	var all []op
	for _, l := range x[:pre] {
		all = append(all, op{' ', l})
	}
	for _, o := range ops {
		all = append(all, op{o[0], o[1:]})
	}
	for _, l := range x[len(x)-suf:] {
		all = append(all, op{' ', l})
	}
	const context = 3
	p := gitQuote("a/" + strings.TrimPrefix(filepath.ToSlash(path), "/"))
	q := gitQuote("b/" + strings.TrimPrefix(filepath.ToSlash(path), "/"))
	var sb strings.Builder
	fmt.Fprintf(&sb, "--- %s\n+++ %s\n", p, q)
	// Walk the ops, cutting hunks around changes.
	ai, bi := 0, 0 // lines of a and b before all[i]
	for i := 0; i < len(all); {
		if all[i].kind == ' ' {
			i, ai, bi = i+1, ai+1, bi+1
			continue
		}
		start := max(0, i-context)
		end := i
		for k := i; k < len(all); k++ {
			if all[k].kind != ' ' {
				end = k + 1
			} else if k-end >= 2*context {
				break
			}
		}
		end = min(len(all), end+context)
		a0, b0 := ai-(i-start), bi-(i-start)
		na, nb := 0, 0
		var body strings.Builder
		for _, o := range all[start:end] {
			if o.kind != '+' {
				na++
			}
			if o.kind != '-' {
				nb++
			}
			body.WriteByte(o.kind)
			body.WriteString(o.line)
			if !strings.HasSuffix(o.line, "\n") {
				body.WriteString("\n\\ No newline at end of file\n")
			}
		}
		fmt.Fprintf(&sb, "@@ -%s +%s @@\n%s", hunkRange(a0, na), hunkRange(b0, nb), body.String())
		for _, o := range all[i:end] {
			if o.kind != '+' {
				ai++
			}
			if o.kind != '-' {
				bi++
			}
		}
		i = end
	}
	return sb.String()
}

func hunkRange(start, n int) string {
	if n == 0 {
		return fmt.Sprintf("%d,0", start)
	}
	if n == 1 {
		return fmt.Sprint(start + 1)
	}
	return fmt.Sprintf("%d,%d", start+1, n)
}

// lines splits text after each line break.
func lines(s string) []string {
	out := strings.SplitAfter(s, "\n")
	if out[len(out)-1] == "" {
		out = out[:len(out)-1]
	}
	return out
}

// diffOps is an edit script from x to y by longest common subsequence:
// each entry is the kind (' ', '-', '+') followed by the line.
func diffOps(x, y []string) []string {
	n, m := len(x), len(y)
	if n*m > 4_000_000 {
		// Too large to align: everything removed, then added.
		var out []string
		for _, l := range x {
			out = append(out, "-"+l)
		}
		for _, l := range y {
			out = append(out, "+"+l)
		}
		return out
	}
	lcs := make([][]int, n+1)
	for i := range lcs {
		lcs[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if x[i] == y[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var out []string
	i, j := 0, 0
	for i < n || j < m {
		switch {
		case i < n && j < m && x[i] == y[j]:
			out = append(out, " "+x[i])
			i, j = i+1, j+1
		case i < n && (j == m || lcs[i+1][j] >= lcs[i][j+1]):
			out = append(out, "-"+x[i]) // removals first, as diff writes them
			i++
		default:
			out = append(out, "+"+y[j])
			j++
		}
	}
	return out
}

// verifier returns a function that runs path's language's verifier on a
// text, as the language server's toolchain proxy does (a temporary copy
// next to the file, so includes and imports resolve).
func verifier(path string) func(string) *toolchain.Result {
	lang := check.LanguageFor(path)
	if lang == nil {
		return nil
	}
	runner := toolchain.NewRunner(1)
	timeout := 300 * time.Second
	entry, ok := toolchain.Registry[lang.ID]
	if !ok {
		return nil
	}
	c := entry.New(toolchain.Options{Runner: runner, Root: check.ProjectRoot(path), Timeout: timeout})
	return func(src string) *toolchain.Result { return c.Check(context.Background(), path, src) }
}

// gitQuote quotes a path in a diff header as git does (core.quotePath):
// a name with a control character, a double quote, a backslash or a
// byte past ASCII is written in double quotes with C escapes and octal
// bytes, so that a newline in a file name cannot start a line of the
// patch.
func gitQuote(name string) string {
	plain := true
	for i := 0; i < len(name); i++ {
		if c := name[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' {
			plain = false
			break
		}
	}
	if plain {
		return name
	}
	var sb strings.Builder
	sb.WriteByte('"')
	for i := 0; i < len(name); i++ {
		switch c := name[i]; c {
		case '\a':
			sb.WriteString(`\a`)
		case '\b':
			sb.WriteString(`\b`)
		case '\t':
			sb.WriteString(`\t`)
		case '\n':
			sb.WriteString(`\n`)
		case '\v':
			sb.WriteString(`\v`)
		case '\f':
			sb.WriteString(`\f`)
		case '\r':
			sb.WriteString(`\r`)
		case '"':
			sb.WriteString(`\"`)
		case '\\':
			sb.WriteString(`\\`)
		default:
			if c < 0x20 || c >= 0x7f {
				fmt.Fprintf(&sb, "\\%03o", c)
			} else {
				sb.WriteByte(c)
			}
		}
	}
	sb.WriteByte('"')
	return sb.String()
}

// quoteName is a file name as the text output prints it: as it is,
// unless it holds a control character (a newline would forge a line of
// the report), then Go-quoted.
func quoteName(name string) string {
	for _, r := range name {
		if r < 0x20 || r == 0x7f || r >= 0x80 && r < 0xa0 || r == '\u2028' || r == '\u2029' {
			return strconv.Quote(name)
		}
	}
	return name
}
