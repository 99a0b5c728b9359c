package check

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/lean"
)

// Quick-fixes are computed here once for both the language server's code
// actions and `specfaith check --fix`, so the editor and the CLI propose
// and apply the same edits.

// Fix is a quick-fix: a title and edits on the file's text.
type Fix struct {
	Title string
	// Summary says what applying it changes, for the CLI ("added
	// `ensures …`").
	Summary string
	Edits   []ir.Edit
	// Codes are the codes of the findings it answers; At is where (a
	// relaxation answers the finding on its clause only, a bound any
	// finding of the contract).
	Codes []string
	At    ir.Range
	// Preferred marks the fix an editor may apply on its own.
	Preferred bool
	Bound     analyzers.Bound // set for an added postcondition
	// Unchecked: nothing could refute the fix (no examples, no
	// implementation that ran); a suggestion.
	Unchecked bool
	// Hint: the clause holds on every run, but the body's proof may need
	// more to establish it (analyzers.Bound.Hint).
	Hint string
}

// boundCodes are the findings an added postcondition answers (the
// registry's codes marked FixBound).
var boundCodes = analyzers.CodesFixedBy(analyzers.FixBound)

// Fixes returns the quick-fixes of a contract, best first: weakened
// preconditions for required inputs it rejects, then postcondition
// bounds the search shows missing. Edits keep src's line endings.
// Fixes is cancellable: a cancelled search yields fewer
// fixes, never a wrong one.
func Fixes(ctx context.Context, lang *Language, rep *FileReport, src string, cr *ContractReport) []Fix {
	fixes, _ := fixesWithStats(ctx, lang, rep, src, cr)
	return fixes
}

// fixesWithStats is Fixes with how the search for a bound went.
func fixesWithStats(ctx context.Context, lang *Language, rep *FileReport, src string, cr *ContractReport) ([]Fix, analyzers.SynthStats) {
	var stats analyzers.SynthStats
	if lang == nil || lang.Print == nil || rep.Module == nil {
		return nil, stats
	}
	var out []Fix
	c := cr.Contract
	for _, rx := range analyzers.WeakenPrecondition(ctx, rep.Module, c, cr.Metrics) {
		cl := c.Clauses[rx.Clause]
		edit, ok := relaxEdit(src, cl, rx, lang)
		if !ok {
			continue // no spelling in this language
		}
		old, _ := lang.Print(cl.Expr)
		sum := fmt.Sprintf("removed the precondition `%s`", old)
		switch {
		case rx.Expr != nil:
			sum = fmt.Sprintf("changed the precondition `%s` to `%s`", old, edit.Text)
		case lang.NoPrecondition != "":
			sum = fmt.Sprintf("replaced the precondition `%s` by `%s`", old, lang.NoPrecondition)
		}
		out = append(out, Fix{Title: rx.Describe(printer(lang), c, lang.RequiresForm), Summary: sum, Edits: []ir.Edit{edit},
			Codes: []string{analyzers.CodeRequiredInput}, At: cl.R})
	}
	out = append(out, redundantFixes(lang, src, cr)...)
	out = append(out, guardFixes(ctx, lang, rep, src, cr)...)
	out = append(out, boundFixes(ctx, lang, rep, src, cr, &stats)...)
	crlf := usesCRLF(src)
	for i := range out {
		out[i].Edits = keepLineEndings(out[i].Edits, crlf)
	}
	// The safety net: a fix must never break the file. One whose result
	// has more syntax problems than the original is not offered, whatever
	// built it.
	kept, was := out[:0], -1
	for _, fx := range out {
		if was < 0 {
			was = SyntaxErrors(lang, rep.Path, src)
		}
		if SyntaxErrors(lang, rep.Path, ApplyEdits(src, fx.Edits)) <= was {
			kept = append(kept, fx)
		}
	}
	out = kept
	// An editor may apply on its own the first relaxation, and the first
	// bound when it closes the gap and was checked.
	firstRelax, firstBound := true, true
	for k := range out {
		fx := &out[k]
		if fx.Bound.Text == "" {
			if len(fx.Codes) > 0 && fx.Codes[0] == analyzers.CodeRequiredInput {
				fx.Preferred, firstRelax = firstRelax, false
			}
			continue
		}
		fx.Preferred = firstBound && fx.Bound.Closes && len(fx.Bound.Checked) > 0 && fx.Hint == ""
		firstBound = false
	}
	return out, stats
}

// SyntaxErrors counts the syntax problems the language's parser finds in
// src (with what the Lean parser does not read).
func SyntaxErrors(lang *Language, path, src string) int {
	if lang == nil || lang.Parse == nil {
		return 0
	}
	n := 0
	for _, p := range lang.Parse(path, src).Problems {
		if p.Code == CodeSyntax || p.Code == lean.CodeUnparsed {
			n++
		}
	}
	return n
}

// ParsesWorse says whether fixed, an edited src, has more syntax problems
// than src (n against was): such an edit breaks the file. Fixes does not
// offer such a fix; `check --fix` does not write a combination of fixes
// that does.
func ParsesWorse(lang *Language, path, src, fixed string) (n, was int, worse bool) {
	n, was = SyntaxErrors(lang, path, fixed), SyntaxErrors(lang, path, src)
	return n, was, n > was
}

// CodeSyntax is the code of a syntax problem, in every front end.
const CodeSyntax = "syntax"

// BoundFixes proposes "add missing postcondition bound" fixes for a
// contract the attacks found too weak, printed in the file's language
// and placed where the language keeps postconditions.
// The search is run again (reports keep only its findings).
func BoundFixes(ctx context.Context, lang *Language, rep *FileReport, src string, cr *ContractReport) []Fix {
	return boundFixes(ctx, lang, rep, src, cr, nil)
}

func boundFixes(ctx context.Context, lang *Language, rep *FileReport, src string, cr *ContractReport, stats *analyzers.SynthStats) []Fix {
	if lang == nil || lang.Print == nil || lang.AddEnsures == nil || rep.Module == nil || !cr.Weak && !unusedWarned(cr) {
		return nil
	}
	c, print := cr.Contract, lang.Print
	if lang.ResultForm != nil {
		c, print = lang.ResultForm(c)
	}
	att := analyzers.RunAttack(ctx, rep.Module, c, analyzers.DefaultAttack, analyzers.Pinned(cr.Metrics))
	// The survivors of the mutation check are outputs a fix should reject.
	analyzers.RunMutation(ctx, att, analyzers.DefaultMutation)
	if ctx.Err() != nil {
		return nil // a search cut short could offer a fix it did not check
	}
	parse := lang.ParseClause
	if lang.ClauseIn != nil {
		// Read back with the contract's types, as the file will read it.
		parse = lang.ClauseIn(rep.Module, cr.Contract)
	}
	bounds := analyzers.SynthesizeBounds(ctx, att, analyzers.SynthOptions{Print: print, Parse: parse, Asserts: lang.AddAssert != nil, Stats: stats})
	var out, unchecked []Fix
	for _, b := range bounds {
		edits, err := boundEdits(lang, src, cr.Contract, b)
		if err != nil {
			continue
		}
		var shown []string
		for _, cl := range b.Clauses() {
			t := cl.Text
			if lang.ShowClause != nil {
				t = lang.ShowClause(src, cr.Contract, t)
			}
			shown = append(shown, t)
		}
		var added []string
		for _, t := range shown {
			added = append(added, "`"+fmt.Sprintf(lang.EnsuresForm, t)+"`")
		}
		title := strings.Join(shown, "; ")
		sum := "added " + strings.Join(added, " and ")
		if n := len(b.Invariants); n > 0 {
			inv := make([]string, n)
			for i, v := range b.Invariants {
				inv[i] = "`" + v.Text + "`"
			}
			title += fmt.Sprintf(" (with loop invariant %s)", strings.Join(inv, ", "))
			sum += fmt.Sprintf(", with loop invariant %s", strings.Join(inv, " and "))
		}
		for _, as := range b.Asserts {
			title += fmt.Sprintf(" (with `assert %s`)", as.Text)
			sum += fmt.Sprintf(", with `assert %s`", as.Text)
		}
		fx := Fix{Title: "Add missing postcondition bound: " + title, Summary: sum,
			Edits: edits, Codes: boundCodes, At: cr.Contract.R, Bound: b}
		if b.Hint != "" {
			fx.Hint = b.Hint
			fx.Title += " (the proof may need a hint)"
		}
		if len(b.Checked) == 0 {
			// Nothing could refute it: no examples, no implementation
			// that ran (or one that returns the witness). A suggestion,
			// offered after any checked fix and never applied on its own.
			fx.Title = "Add postcondition bound (unchecked): " + title
			fx.Summary += " (unchecked: no examples or implementation to check it against)"
			fx.Unchecked = true
			unchecked = append(unchecked, fx)
			continue
		}
		out = append(out, fx)
	}
	return append(out, unchecked...)
}

// boundEdits are the edits that add a bound's clauses (one after the
// other where the language puts postconditions) and its loop invariants.
// Clauses whose insertions do not meet at one place are added as one
// conjunction.
func boundEdits(lang *Language, src string, c *ir.Contract, b analyzers.Bound) ([]ir.Edit, error) {
	cls := b.Clauses()
	var edits []ir.Edit
	for i, cl := range cls {
		es, err := lang.AddEnsures(src, c, cl.Text)
		if err != nil {
			return nil, err
		}
		if i == 0 {
			edits = es
			continue
		}
		if len(es) != 1 || len(edits) != 1 || es[0].Start != es[0].End || edits[0].Start != edits[0].End || es[0].Start != edits[0].Start {
			// Not one insertion point: the clauses as one.
			var all ir.Expr
			for _, x := range cls {
				if all == nil {
					all = x.Expr
				} else {
					all = &ir.Binary{Op: ir.OpAnd, X: all, Y: x.Expr}
				}
			}
			text, err := lang.Print(all)
			if err != nil {
				return nil, err
			}
			if edits, err = lang.AddEnsures(src, c, text); err != nil {
				return nil, err
			}
			break
		}
		edits[0].Text += es[0].Text
	}
	if len(b.Invariants) > 0 {
		if lang.AddInvariant == nil {
			return nil, fmt.Errorf("no way to add a loop invariant in this language")
		}
		for _, inv := range b.Invariants {
			es, err := lang.AddInvariant(src, inv.Loop, inv.Text)
			if err != nil {
				return nil, err
			}
			edits = append(edits, es...)
		}
	}
	for _, as := range b.Asserts {
		es, err := lang.AddAssert(src, as.At, as.Before, as.Text)
		if err != nil {
			return nil, err
		}
		edits = append(edits, es...)
	}
	sort.SliceStable(edits, func(i, j int) bool { return edits[i].Start < edits[j].Start })
	// Two invariants of one loop go in at one place: one edit, in order.
	merged := edits[:0]
	for _, e := range edits {
		if n := len(merged); n > 0 && merged[n-1].Start == e.Start && merged[n-1].End == e.End && e.Start == e.End {
			merged[n-1].Text += e.Text
			continue
		}
		merged = append(merged, e)
	}
	return merged, nil
}

// unusedWarned says the contract has a parameter the requirement names
// and no clause mentions: a clause the implementation's runs support that
// ties the output to it is a fix, though the search found nothing weak.
func unusedWarned(cr *ContractReport) bool {
	for _, f := range cr.Findings {
		if f.Code == analyzers.CodeUnusedInput && f.Severity == ir.SevWarning {
			return true
		}
	}
	return false
}

// Answers says whether fx answers finding f.
func (fx Fix) Answers(f analyzers.Finding) bool {
	for _, code := range fx.Codes {
		if code == f.Code {
			if code != analyzers.CodeRequiredInput && code != analyzers.CodeRedundantRequires && code != analyzers.CodeTruncating {
				return true
			}
			return f.R.Start.Offset <= fx.At.End.Offset && f.R.End.Offset >= fx.At.Start.Offset
		}
	}
	return false
}

// redundantFixes remove the preconditions a lint found implied by an
// earlier one: the contract means the same without them, and what the
// earlier clause makes well-defined stays so (Dafny reads clauses in
// order).
func redundantFixes(lang *Language, src string, cr *ContractReport) []Fix {
	var out []Fix
	c := cr.Contract
	for _, f := range cr.Findings {
		if f.Code != analyzers.CodeRedundantRequires || len(f.Related) == 0 || f.Related[0].R.Start.Offset >= f.R.Start.Offset {
			continue
		}
		for i, cl := range c.Clauses {
			if cl.Kind != ir.Requires || cl.R != f.R {
				continue
			}
			edit, ok := relaxEdit(src, cl, analyzers.Relaxation{Clause: i}, lang)
			if !ok {
				break
			}
			old, _ := lang.Print(cl.Expr)
			sum := fmt.Sprintf("removed the precondition `%s`", old)
			if lang.NoPrecondition != "" {
				sum = fmt.Sprintf("replaced the precondition `%s` by `%s`", old, lang.NoPrecondition)
			}
			out = append(out, Fix{Title: fmt.Sprintf("Remove redundant precondition `%s`", old), Summary: sum,
				Edits: []ir.Edit{edit}, Codes: []string{analyzers.CodeRedundantRequires}, At: cl.R})
			break
		}
	}
	return out
}

// guardFixes add the precondition that rules out the truncation a lint
// found (`b ≤ a` for a Nat a - b). A guard that would turn away an input
// the examples use is not offered; with no example inputs it is a
// suggestion (unchecked). Callers in the file must then establish it:
// the fix says so, and only a verifier can check them (check --verify).
func guardFixes(ctx context.Context, lang *Language, rep *FileReport, src string, cr *ContractReport) []Fix {
	if lang.AddRequires == nil || lang.Print == nil {
		return nil
	}
	var out []Fix
	seen := map[string]bool{}
	c := cr.Contract
	for _, f := range cr.Findings {
		if f.Code != analyzers.CodeTruncating || f.Guard == nil {
			continue
		}
		text, err := lang.Print(f.Guard)
		if err != nil || seen[text] {
			continue
		}
		seen[text] = true
		checked, ok := analyzers.CheckGuard(ctx, rep.Module, c, f.Guard)
		if !ok {
			continue
		}
		edits, err := lang.AddRequires(src, c, text)
		if err != nil {
			continue
		}
		form := "`" + text + "` in the precondition"
		if lang.RequiresForm != "" {
			form = "`" + fmt.Sprintf(lang.RequiresForm, text) + "`"
		}
		fx := Fix{Title: "Require `" + text + "`", Summary: "added " + form, Edits: edits,
			Codes: []string{analyzers.CodeTruncating}, At: f.R}
		if checked == 0 {
			fx.Title += " (unchecked)"
			fx.Summary += " (unchecked: no example inputs to check it against)"
			fx.Unchecked = true
		}
		if analyzers.Called(rep.Module, c) {
			fx.Hint = "callers in this file must now establish it"
			fx.Title += " (callers must establish it)"
		}
		out = append(out, fx)
	}
	return out
}

// relaxEdit replaces the clause's expression, or deletes the clause's
// lines when the relaxation drops it (or, in a language whose
// precondition cannot be removed, replaces it by the precondition that
// requires nothing).
func relaxEdit(text string, cl ir.Clause, rx analyzers.Relaxation, lang *Language) (ir.Edit, bool) {
	if rx.Expr != nil || lang.NoPrecondition != "" {
		t, err := lang.NoPrecondition, error(nil)
		if rx.Expr != nil {
			t, err = lang.Print(rx.Expr)
		}
		r := cl.Expr.Span()
		if r.Start.Offset < 0 || r.End.Offset > len(text) || r.Start.Offset > r.End.Offset {
			return ir.Edit{}, false
		}
		return ir.Edit{Start: r.Start.Offset, End: r.End.Offset, Text: t}, err == nil
	}
	start, end := cl.R.Start.Offset, cl.R.End.Offset
	if start < 0 || end > len(text) || start > end {
		return ir.Edit{}, false
	}
	for start > 0 && text[start-1] != '\n' && strings.TrimSpace(text[start-1:start]) == "" {
		start--
	}
	if start == 0 || text[start-1] == '\n' {
		// The clause owns its lines: remove them whole, with a comment
		// that ends its last line (it spoke of the clause; left alone it
		// would stand at the start of a line of its own).
		for end < len(text) && text[end] != '\n' && strings.TrimSpace(text[end:end+1]) == "" {
			end++
		}
		if lang.LineComment() != "" && strings.HasPrefix(text[end:], lang.LineComment()) {
			for end < len(text) && text[end] != '\n' {
				end++
			}
		}
		if end < len(text) && text[end] == '\n' {
			end++
		}
	}
	return ir.Edit{Start: start, End: end}, true
}

// printer is the language's printer for titles of fixes whose edits
// printed (so printing succeeds).
func printer(lang *Language) func(ir.Expr) string {
	return func(e ir.Expr) string {
		s, _ := lang.Print(e)
		return s
	}
}

// usesCRLF says whether src's lines end in CR LF (judged by its first
// line break).
func usesCRLF(src string) bool {
	i := strings.IndexByte(src, '\n')
	return i > 0 && src[i-1] == '\r'
}

// keepLineEndings writes the line breaks of inserted text as the file
// writes its own.
func keepLineEndings(edits []ir.Edit, crlf bool) []ir.Edit {
	out := make([]ir.Edit, len(edits))
	for i, e := range edits {
		e.Text = strings.ReplaceAll(e.Text, "\r\n", "\n")
		if crlf {
			e.Text = strings.ReplaceAll(e.Text, "\n", "\r\n")
		}
		out[i] = e
	}
	return out
}

// ApplyEdits applies edits (on the original text, in increasing order).
func ApplyEdits(src string, edits []ir.Edit) string {
	var sb strings.Builder
	at := 0
	for _, e := range edits {
		if e.Start < at || e.End > len(src) || e.Start > e.End {
			continue
		}
		sb.WriteString(src[at:e.Start])
		sb.WriteString(e.Text)
		at = e.End
	}
	sb.WriteString(src[at:])
	return sb.String()
}

// Position is an LSP position: a 0-based line and a character offset in
// UTF-16 code units.
type Position struct {
	Line      int `json:"line"`
	Character int `json:"character"`
}

// PositionOf converts a byte offset in text to an LSP position. A caller
// converting many offsets of one text builds its ir.Lines once and
// calls PositionIn.
func PositionOf(text string, off int) Position { return PositionIn(ir.NewLines(text), off) }

// PositionIn converts a byte offset to an LSP position through the
// text's line index.
func PositionIn(lines *ir.Lines, off int) Position {
	line, char := lines.UTF16(off)
	return Position{Line: line, Character: char}
}

// Chosen is a fix picked for a finding by Choose.
type Chosen struct {
	Finding analyzers.Finding
	Fix     Fix
}

// ChooseOptions say which fixes Choose may take besides checked ones.
type ChooseOptions struct {
	Unchecked bool // fixes nothing could check
	Verified  bool // the caller verifies each fix with the real verifier
}

// allows returns why fx may not be taken, or "".
func (o ChooseOptions) allows(fx *Fix) string {
	switch {
	case fx.Unchecked && !o.Unchecked:
		return "unchecked: no examples or implementation that ran to check it against (--unchecked applies it)"
	case fx.Hint != "" && !o.Verified:
		return fx.Hint + " (--verify tries it with the verifier)"
	}
	return ""
}

// pick is the first fix that answers f and may be taken; else the first
// that answers it (reported as skipped); nil when none answers it.
func (o ChooseOptions) pick(fixes []Fix, f analyzers.Finding) *Fix {
	var fx *Fix
	for k := range fixes {
		if !fixes[k].Answers(f) {
			continue
		}
		if o.allows(&fixes[k]) == "" {
			return &fixes[k]
		}
		if fx == nil {
			fx = &fixes[k]
		}
	}
	return fx
}

// Skipped is a finding whose fix was not applied, and why.
type Skipped struct {
	Finding analyzers.Finding
	Fix     Fix
	Reason  string
	// Same: the fix is the one chosen for another finding of the
	// contract; the re-check says whether it answered this one too.
	Same bool
}

// Choose picks the first-ranked fix of each finding of the report that
// has one. Fixes of one contract conflict (after the first, the others'
// findings must be checked again), as do fixes whose edits overlap: only
// the first is taken, the others are skipped. An unchecked fix is taken
// only with o.Unchecked, one whose proof may need a hint only with
// o.Verified (the caller then runs the verifier on it). The chosen edits
// are returned in increasing order, for ApplyEdits.
func Choose(ctx context.Context, lang *Language, rep *FileReport, src string, o ChooseOptions) ([]Chosen, []Skipped, []ir.Edit) {
	var chosen []Chosen
	var skipped []Skipped
	var edits []ir.Edit
	for i := range rep.Contracts {
		cr := &rep.Contracts[i]
		var fixes []Fix
		var stats analyzers.SynthStats
		computed := false
		taken := -1 // index in chosen of the contract's fix
		for _, f := range cr.Findings {
			if !Fixable(f) {
				continue
			}
			if !computed {
				fixes, stats, computed = nil, analyzers.SynthStats{}, true
				fixes, stats = fixesWithStats(ctx, lang, rep, src, cr)
			}
			fx := o.pick(fixes, f)
			switch {
			case fx == nil:
				if f.Severity == ir.SevWarning {
					// Said, so that no fix never looks like a failure.
					skipped = append(skipped, Skipped{Finding: f, Reason: whyNoFix(ctx, lang, f, cr, fixes, stats)})
				}
				continue
			case taken >= 0:
				t := chosen[taken]
				why := fmt.Sprintf("the fix for line %d [%s] already changes %s; run again after the re-check", t.Finding.R.Start.Line, t.Finding.Code, cr.Contract.Name)
				same := sameEdits(t.Fix.Edits, fx.Edits)
				if same {
					why = fmt.Sprintf("the fix for line %d [%s] is the same; the re-check says whether it answers this one too", t.Finding.R.Start.Line, t.Finding.Code)
				}
				skipped = append(skipped, Skipped{Finding: f, Fix: *fx, Reason: why, Same: same})
				continue
			case overlapsAny(edits, fx.Edits):
				skipped = append(skipped, Skipped{Finding: f, Fix: *fx, Reason: "its edits overlap a fix already chosen"})
				continue
			case o.allows(fx) != "":
				skipped = append(skipped, Skipped{Finding: f, Fix: *fx, Reason: o.allows(fx)})
				continue
			}
			chosen = append(chosen, Chosen{Finding: f, Fix: *fx})
			taken = len(chosen) - 1
			edits = append(edits, fx.Edits...)
		}
	}
	sort.SliceStable(edits, func(i, j int) bool { return edits[i].Start < edits[j].Start })
	return chosen, skipped, edits
}

// whyNoFix says why a fixable finding got no fix.
func whyNoFix(ctx context.Context, lang *Language, f analyzers.Finding, cr *ContractReport, fixes []Fix, st analyzers.SynthStats) string {
	bound := false
	for _, c := range boundCodes {
		bound = bound || c == f.Code
	}
	switch {
	case ctx.Err() != nil:
		return "no fix: the search for one was cut short"
	case f.Code == analyzers.CodeRequiredInput:
		return "no fix: none of the standard relaxations of its requires clauses admits every required input"
	case !bound:
		return "no fix found for this finding"
	case lang == nil || lang.Print == nil || lang.AddEnsures == nil:
		return "no fix: specfaith cannot write a postcondition in this language yet"
	case !cr.Weak && !unusedWarned(cr):
		return "no fix: no bound was sought, as the search found no constant witness, free output or surviving mutant for one to reject"
	case len(fixes) > 0:
		return "no fix: the bounds found answer other findings of this contract, not this one"
	}
	switch {
	case cr.Search.Status == analyzers.SearchSkipped:
		return "no fix: the contract was not searched, so no clause could be checked (" + cr.Search.Reason + ")"
	case st.Tried == 0 && !st.Oracle:
		return "no fix: no implementation ran and no example exists to check a clause against"
	case st.Tried == 0:
		return "no fix: no clause of specfaith's grammar fits this contract's parameters and results"
	case !st.Oracle:
		return fmt.Sprintf("no fix: %d clauses were tried, but there is no implementation that ran and no example to check one against", st.Tried)
	case st.Held == 0:
		return fmt.Sprintf("no fix: none of the %d clauses tried holds on every run of the implementation and every intended example", st.Tried)
	}
	return fmt.Sprintf("no fix: %d of the %d clauses tried hold on every run of the implementation, but none of them rejects the witness "+
		"or a surviving mutant or constrains a free output while leaving every input searched an output", st.Held, st.Tried)
}

// Fixable says whether a finding is of a kind some fix answers.
func Fixable(f analyzers.Finding) bool {
	if f.Code == analyzers.CodeRequiredInput || f.Code == analyzers.CodeRedundantRequires || f.Code == analyzers.CodeTruncating && f.Guard != nil {
		return true
	}
	for _, c := range boundCodes {
		if c == f.Code {
			return true
		}
	}
	return false
}

func sameEdits(a, b []ir.Edit) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// overlapsAny says whether an edit of b touches one of a (two insertions
// at one place conflict too: their order would be a guess).
func overlapsAny(a, b []ir.Edit) bool {
	for _, x := range a {
		for _, y := range b {
			if x.Start <= y.End && y.Start <= x.End {
				return true
			}
		}
	}
	return false
}
