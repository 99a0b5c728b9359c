package specgen

import (
	"fmt"
	"strings"

	"github.com/specfaith/specfaith/dafny"
	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/lang"
	"github.com/specfaith/specfaith/lean"
	"github.com/specfaith/specfaith/nagini"
)

// side is one specification read by its front end: the module (with the
// auxiliary definitions), the contract, and the text that stands for it
// in the similarity metrics (precondition and postcondition).
type side struct {
	m    *ir.Module
	c    *ir.Contract
	pre  string
	post string
	// problem is why the side could not be read ("" when it was).
	problem string
	// lang and src are what the toolchain checks.
	lang lang.ID
	src  string
}

// parse runs the front end of id on src.
func parse(id lang.ID, name, src string) *ir.Module {
	switch id {
	case lang.Dafny:
		return dafny.ParseFile(name+".dfy", src)
	case lang.Nagini:
		return nagini.ParseFile(name+".py", src)
	}
	return lean.ParseFile(name+".lean", src)
}

// find is the contract named name, or the only one.
func find(m *ir.Module, name string) *ir.Contract {
	var only *ir.Contract
	n := 0
	for _, c := range m.Contracts {
		if c.Name == name {
			return c
		}
		if len(c.Clauses) > 0 {
			only = c
			n++
		}
	}
	if n == 1 {
		return only
	}
	return nil
}

// blocking says a front end's problem leaves the candidate unread: an
// error, or a Lean declaration the parser does not read (a warning, as
// the text may be valid Lean; the candidate is still not read).
func blocking(p ir.Problem) bool {
	return p.Severity == ir.SevError || p.Code == lean.CodeUnparsed
}

// errorOf is the first error the front end reported, or "".
func errorOf(m *ir.Module) string {
	for _, p := range m.Problems {
		if blocking(p) {
			return fmt.Sprintf("line %d: %s", p.R.Start.Line, p.Message)
		}
	}
	return ""
}

// leanDecls writes a Lean task's precondition and postcondition bodies as
// VERINA's declarations: F_precond (params) : Prop and F_postcond
// (params) (result : T) (h_precond : F_precond (params)) : Prop.
func leanDecls(r *Reference, pre, post string) string {
	name := r.Signature.Name
	var params, args strings.Builder
	for _, p := range r.Signature.Params {
		fmt.Fprintf(&params, " (%s : %s)", p.Name, p.Type)
		fmt.Fprintf(&args, " (%s)", p.Name)
	}
	if strings.TrimSpace(pre) == "" {
		pre = "True"
	}
	result := r.Signature.ResultName
	if result == "" {
		result = "result"
	}
	return fmt.Sprintf("def %s_precond%s : Prop :=\n%s\n\ndef %s_postcond%s (%s : %s) (h_precond : %s_precond%s) : Prop :=\n%s\n",
		name, params.String(), indent(pre), name, params.String(), result, r.Signature.ReturnType, name, args.String(), indent(post))
}

func indent(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	for i, l := range lines {
		lines[i] = "  " + l
	}
	return strings.Join(lines, "\n")
}

// reference reads the reference specification of a task.
func reference(r *Reference) *side {
	id := r.language()
	if id != lang.Lean {
		text := r.contractText()
		m := parse(id, r.ID, text)
		s := &side{m: m, pre: clauseText(m, text, true), post: clauseText(m, text, false)}
		s.c = find(m, r.Signature.Name)
		switch {
		case errorOf(m) != "":
			s.problem = "the reference does not parse: " + errorOf(m)
		case s.c == nil:
			s.problem = "no contract found in the reference"
		default:
			s.pre, s.post = clausesOf(s.c, true), clausesOf(s.c, false)
		}
		return s
	}
	decls := r.LeanDecls.Precond + "\n\n" + r.LeanDecls.Postcond
	if strings.TrimSpace(r.LeanDecls.Postcond) == "" {
		decls = leanDecls(r, r.Precond, r.Postcond)
	}
	m := lean.ParseFile(r.ID+".lean", r.Aux+"\n\n"+decls+"\n")
	s := &side{m: m, pre: r.Precond, post: r.Postcond, c: find(m, r.Signature.Name)}
	switch {
	case errorOf(m) != "":
		s.problem = "the reference does not parse: " + errorOf(m)
	case s.c == nil:
		s.problem = "no " + r.Signature.Name + "_precond/_postcond pair in the reference"
	}
	return s
}

// candidate reads a candidate against its task's reference.
func candidate(r *Reference, c *Candidate) *side {
	id := r.language()
	if cl, ok := lang.Parse(c.Lang); c.Lang != "" && (!ok || cl != id) {
		return &side{problem: fmt.Sprintf("the candidate is %s, the reference %s", c.Lang, id)}
	}
	if id != lang.Lean {
		text := c.Contract
		if strings.TrimSpace(text) == "" {
			return &side{problem: "no contract text"}
		}
		src := c.Aux + "\n" + stripFences(text)
		m := parse(id, c.ID, src)
		s := &side{m: m, c: find(m, r.Signature.Name), lang: id, src: src}
		if s.c == nil {
			if ref := reference(r); ref.c != nil {
				s.c = find(m, ref.c.Name)
			}
		}
		switch {
		case errorOf(m) != "":
			s.problem = "does not parse: " + errorOf(m)
		case s.c == nil:
			s.problem = "no contract found"
		default:
			s.pre, s.post = clausesOf(s.c, true), clausesOf(s.c, false)
		}
		return s
	}
	if strings.TrimSpace(c.Postcond) == "" {
		return &side{problem: "no postcondition text"}
	}
	pre, post := stripFences(c.Precond), stripFences(c.Postcond)
	// The candidate sees the task's definitions (the reference's
	// auxiliary ones) and its own, after them.
	head := r.Aux + "\n\n"
	src := head + c.Aux + "\n\n" + leanDecls(r, pre, post)
	m := lean.ParseFile(c.ID+".lean", src)
	s := &side{m: m, pre: pre, post: post, c: find(m, r.Signature.Name), lang: lang.Lean, src: src}
	switch {
	case errorOf(m) != "":
		s.problem = "does not parse: " + where(m, head, c.Aux)
	case s.c == nil:
		s.problem = "the precondition or postcondition was not read"
	}
	return s
}

// where says where a Lean candidate's first error is, in the part of
// the candidate that holds it (src is head, aux, then the declarations
// leanDecls writes, the bodies one line below their headers).
func where(m *ir.Module, head, aux string) string {
	for _, p := range m.Problems {
		if !blocking(p) {
			continue
		}
		line := p.R.Start.Line
		auxStart := strings.Count(head, "\n") + 1
		declStart := auxStart + strings.Count(aux+"\n\n", "\n")
		preBody := declStart + 1
		postBody := postBodyLine(m.Source)
		switch {
		case line >= postBody && postBody > 0:
			return fmt.Sprintf("postcondition line %d: %s", line-postBody+1, p.Message)
		case line >= preBody:
			return fmt.Sprintf("precondition line %d: %s", line-preBody+1, p.Message)
		case line >= auxStart:
			return fmt.Sprintf("aux line %d: %s", line-auxStart+1, p.Message)
		}
		return fmt.Sprintf("in the task's definitions, line %d: %s", line, p.Message)
	}
	return ""
}

// postBodyLine is the line after the last "_postcond" header.
func postBodyLine(src string) int {
	i := strings.LastIndex(src, "_postcond ")
	if i < 0 {
		return 0
	}
	k := strings.Index(src[i:], ":=\n")
	if k < 0 {
		return 0
	}
	return strings.Count(src[:i+k+3], "\n") + 1
}

// clausesOf joins the texts of a contract's preconditions (or
// postconditions) with newlines.
func clausesOf(c *ir.Contract, pre bool) string {
	cls := c.Ensures()
	if pre {
		cls = c.Requires()
	}
	parts := make([]string, len(cls))
	for i, cl := range cls {
		parts[i] = cl.Text
	}
	return strings.Join(parts, "\n")
}

// clauseText is the contract text itself when it could not be read.
func clauseText(_ *ir.Module, text string, pre bool) string {
	if pre {
		return ""
	}
	return text
}

// stripFences removes a Markdown code fence around a model's answer.
func stripFences(s string) string {
	t := strings.TrimSpace(s)
	if !strings.HasPrefix(t, "```") {
		return s
	}
	if i := strings.IndexByte(t, '\n'); i >= 0 {
		t = t[i+1:]
	} else {
		return ""
	}
	t = strings.TrimSpace(t)
	t = strings.TrimSuffix(t, "```")
	return t
}
