package check

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/judge"
)

// Bounds on the helper definitions sent with a contract.
const (
	maxHelpers     = 12
	maxHelperBytes = 16 << 10
)

// JudgeInput gathers what the two-step judge may see of one contract: its
// declaration without the doc comment (which holds the requirement and the
// examples), the definitions of the functions it calls, and the
// requirement (which only the judge step sends). The file's path is not
// part of it.
func JudgeInput(rep *FileReport, src string, cr *ContractReport) analyzers.JudgeInput {
	c := cr.Contract
	in := analyzers.JudgeInput{Language: displayName(rep.Lang), Requirement: c.Requirement, Claims: analyzers.ClaimLines(c, cr.Findings)}
	if in.Language == "" {
		in.Language = rep.Lang
	}
	var parts []string
	for _, r := range artifactRanges(rep.Module, c) {
		parts = append(parts, withoutDoc(src, r, c.DocR))
	}
	in.Artifact = strings.Join(parts, "\n\n")
	in.Helpers = helpers(rep, src, c)
	// The requirement is the doc comment's prose; should a line of it also
	// appear elsewhere in the declaration (a copied comment), it is cut so
	// the informalizer never reads it.
	in.Artifact = scrub(in.Artifact, c.Requirement)
	in.Helpers = scrub(in.Helpers, c.Requirement)
	return in
}

// artifactRange spans the signature and the clauses. A method's
// implementation is left out (the contract is what is judged); a
// function whose body defines its result keeps the body.
func artifactRange(c *ir.Contract) ir.Range {
	r := c.R
	last := ir.Range{}
	for _, cl := range c.Clauses {
		if cl.R.End.Offset > last.End.Offset {
			last = cl.R
		}
	}
	if c.Body != nil {
		if b := c.Body.Span(); b.End.Offset > r.End.Offset {
			r.End = b.End
		}
		return r
	}
	if last.End.Line > 0 && (last.End.Offset > r.End.Offset || c.Decl == ir.DeclMethod || c.Decl == ir.DeclLemma) {
		r.End = last.End
	}
	return r
}

// artifactRanges are the contract's own range and, for clauses kept in
// other definitions (Lean's F_precond beside F_postcond), those
// definitions, in source order.
func artifactRanges(m *ir.Module, c *ir.Contract) []ir.Range {
	rs := []ir.Range{artifactRange(c)}
	if m == nil {
		return rs
	}
	for _, cl := range c.Clauses {
		covered := false
		for _, r := range rs {
			covered = covered || containsRange(r, cl.R)
		}
		if covered {
			continue
		}
		var best *ir.Function
		for _, f := range m.Funcs {
			if containsRange(f.R, cl.R) && (best == nil || f.R.End.Offset-f.R.Start.Offset < best.R.End.Offset-best.R.Start.Offset) {
				best = f
			}
		}
		if best != nil {
			rs = append(rs, best.R)
		}
	}
	sort.Slice(rs, func(i, j int) bool { return rs[i].Start.Offset < rs[j].Start.Offset })
	return rs
}

func slice(src string, r ir.Range) string {
	s, e := r.Start.Offset, r.End.Offset
	if s < 0 || e > len(src) || s >= e {
		return ""
	}
	return src[s:e]
}

// withoutDoc is the text of r with the doc range cut out when it lies
// inside (a Python docstring is inside the function).
func withoutDoc(src string, r, doc ir.Range) string {
	text := slice(src, r)
	if doc.Start.Line == 0 || doc.Start.Offset < r.Start.Offset || doc.End.Offset > r.End.Offset {
		return strings.TrimSpace(text)
	}
	a, b := doc.Start.Offset-r.Start.Offset, doc.End.Offset-r.Start.Offset
	head, tail := text[:a], text[b:]
	// Drop the docstring's line when nothing else is on it.
	if i := strings.LastIndexByte(head, '\n'); i >= 0 && strings.TrimSpace(head[i:]) == "" {
		head = head[:i]
		tail = strings.TrimLeft(tail, " \t")
		tail = strings.TrimPrefix(tail, "\n")
		head += "\n"
	}
	return strings.TrimSpace(head + tail)
}

// helpers returns the definitions the contract calls, transitively, in
// source order, each without its doc comment.
func helpers(rep *FileReport, src string, c *ir.Contract) string {
	if rep.Module == nil {
		return ""
	}
	byName := map[string]*ir.Contract{}
	for _, o := range rep.Module.Contracts {
		byName[o.Name] = o
	}
	seen := map[string]bool{c.Name: true}
	var found []ir.Range
	var docs []ir.Range
	queue := calledNames(contractExprs(c))
	for len(queue) > 0 && len(found) < maxHelpers {
		name := queue[0]
		queue = queue[1:]
		if seen[name] {
			continue
		}
		seen[name] = true
		if o := byName[name]; o != nil && o.R.Start.Offset >= 0 && o.R.End.Offset <= len(src) {
			found, docs = append(found, o.R), append(docs, o.DocR)
			queue = append(queue, calledNames(contractExprs(o))...)
			continue
		}
		if f := rep.Module.Funcs[name]; f != nil && f.R.End.Offset > f.R.Start.Offset && f.R.End.Offset <= len(src) {
			found, docs = append(found, f.R), append(docs, ir.Range{})
			var es []ir.Expr
			es = append(es, f.Requires...)
			if f.Body != nil {
				es = append(es, f.Body)
			}
			queue = append(queue, calledNames(es)...)
		}
	}
	idx := make([]int, len(found))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(a, b int) bool { return found[idx[a]].Start.Offset < found[idx[b]].Start.Offset })
	var parts []string
	size := 0
	for _, i := range idx {
		t := withoutDoc(src, found[i], docs[i])
		if t == "" || containsRange(c.R, found[i]) {
			continue
		}
		if size+len(t) > maxHelperBytes {
			break
		}
		size += len(t)
		parts = append(parts, t)
	}
	return strings.Join(parts, "\n\n")
}

func containsRange(outer, inner ir.Range) bool {
	return inner.Start.Offset >= outer.Start.Offset && inner.End.Offset <= outer.End.Offset
}

func contractExprs(c *ir.Contract) []ir.Expr {
	var es []ir.Expr
	for _, cl := range c.Clauses {
		es = append(es, cl.Expr)
	}
	if c.Body != nil {
		es = append(es, c.Body)
	}
	return es
}

// calledNames lists the names called in the expressions, in order.
func calledNames(es []ir.Expr) []string {
	var out []string
	seen := map[string]bool{}
	for _, e := range es {
		ir.Inspect(e, func(x ir.Expr) bool {
			if call, ok := x.(*ir.Call); ok {
				if id, ok := call.Fn.(*ir.Ident); ok && !seen[id.Name] {
					seen[id.Name] = true
					out = append(out, id.Name)
				}
			}
			return true
		})
	}
	return out
}

// scrub cuts every line of the requirement (of some length) out of text.
func scrub(text, requirement string) string {
	for _, l := range strings.Split(requirement, "\n") {
		l = strings.TrimSpace(l)
		if len(l) >= 16 && strings.Contains(text, l) {
			text = strings.ReplaceAll(text, l, "…")
		}
	}
	return text
}

// Judge runs the two-step judge on every contract of the report that has
// a requirement and records each judgement (Shown adds its findings).
func Judge(ctx context.Context, cl judge.Caller, rep *FileReport, src, scope string) {
	for i := range rep.Contracts {
		cr := &rep.Contracts[i]
		if strings.TrimSpace(cr.Contract.Requirement) == "" {
			continue
		}
		cr.Judge = judge.TwoStep(ctx, cl, JudgeInput(rep, src, cr), scope)
	}
}

// Judges keeps the LLM judge's judgements across analyses, keyed by the
// model and everything it was shown: an edit elsewhere in the file keeps
// a contract's verdict, an edit to the contract drops it. Safe for
// concurrent use; bounded (maxJudged, then it starts afresh).
type Judges struct {
	// Model names the model and its configuration (provider, model, URL):
	// a judgement made by another is not reused.
	Model string

	mu sync.Mutex
	m  map[string]*analyzers.Judgement
}

// maxJudged bounds the judgements a Judges keeps.
const maxJudged = 2048

func (js *Judges) key(in analyzers.JudgeInput) string {
	h := sha256.New()
	for _, x := range []string{js.Model, judge.PromptInformalize, judge.PromptJudge, in.Language, in.Artifact, in.Helpers, in.Requirement} {
		fmt.Fprintf(h, "%d:%s", len(x), x)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Of is the judgement of a contract of rep made for its current text
// (nil: none).
func (js *Judges) Of(rep *FileReport, src string, cr *ContractReport) *analyzers.Judgement {
	if js == nil || strings.TrimSpace(cr.Contract.Requirement) == "" {
		return nil
	}
	js.mu.Lock()
	empty := len(js.m) == 0
	js.mu.Unlock()
	if empty {
		return nil
	}
	k := js.key(JudgeInput(rep, src, cr))
	js.mu.Lock()
	defer js.mu.Unlock()
	return js.m[k]
}

// JudgeFile judges, with the two-step judge, every contract of rep that
// has a requirement and no judgement yet (an unavailable one is tried
// again), storing each and calling judged after it. It stops when ctx
// ends.
func (js *Judges) JudgeFile(ctx context.Context, cl judge.Caller, rep *FileReport, src, scope string, judged func(contract string, j *analyzers.Judgement)) {
	for i := range rep.Contracts {
		cr := &rep.Contracts[i]
		if strings.TrimSpace(cr.Contract.Requirement) == "" || ctx.Err() != nil {
			continue
		}
		in := JudgeInput(rep, src, cr)
		k := js.key(in)
		js.mu.Lock()
		have := js.m[k]
		js.mu.Unlock()
		if have != nil && have.Evidence.Status == analyzers.StatusOK {
			continue
		}
		j := judge.TwoStep(ctx, cl, in, scope)
		if ctx.Err() != nil {
			return
		}
		js.mu.Lock()
		if js.m == nil || len(js.m) >= maxJudged {
			js.m = map[string]*analyzers.Judgement{}
		}
		js.m[k] = j
		js.mu.Unlock()
		if judged != nil {
			judged(cr.Contract.Name, j)
		}
	}
}

// Shown are a contract's findings as every client shows them (the one
// merge rule of the CLI and the editor): the analyses', then the judge's
// disputed verdict when j, the contract's judgement, has one.
func Shown(cr *ContractReport, j *analyzers.Judgement) []analyzers.Finding {
	if j == nil {
		return cr.Findings
	}
	out := append([]analyzers.Finding(nil), cr.Findings...)
	return append(out, analyzers.RunOne(analyzers.Judge, &analyzers.Pass{Contract: cr.Contract, Judgement: j})...)
}

// displayName is how prompts name a language.
func displayName(name string) string {
	for _, l := range Languages {
		if l.Name() == name {
			return l.Display
		}
	}
	return name
}
