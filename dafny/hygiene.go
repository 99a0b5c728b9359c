package dafny

import (
	"github.com/specfaith/specfaith/ir"
)

// Hygiene reports what a verified Dafny result rests on without proof:
// `assume` statements, `{:axiom}` attributes and lemmas without a body.
// They need no toolchain; a proof that uses them is weaker evidence.
func Hygiene(m *ir.Module) []ir.Problem {
	var out []ir.Problem
	add := func(r ir.Range, msg string) {
		if len(out) < maxProblems {
			out = append(out, ir.Problem{R: r, Severity: ir.SevWarning, Code: "hygiene", Message: msg})
		}
	}
	var toks []token
	if ir.ContainsAny(m.Source, "assume", "axiom") {
		// Lexing again is a tenth of a keystroke's analysis: only when
		// one of the words is there at all.
		toks = lex(m.Source).toks
	}
	for i, t := range toks {
		switch {
		case t.kind == tIdent && t.text == "assume":
			add(ir.Range{Start: t.pos, End: t.end}, "`assume` makes the verifier take this as true without proof; results that rest on it are weaker evidence")
		case t.kind == tOp && t.text == "{" && i+2 < len(toks) && toks[i+1].text == ":" && toks[i+2].kind == tIdent && toks[i+2].text == "axiom":
			add(ir.Range{Start: t.pos, End: toks[i+2].end}, "`{:axiom}` declares this without proof; results that rest on it are weaker evidence")
		}
	}
	for _, c := range m.Contracts {
		if c.Decl == ir.DeclLemma && !c.HasBody {
			add(c.NameR, "lemma "+c.Name+" has no body: Dafny assumes it (an axiom); proofs that use it are weaker evidence")
		}
	}
	return out
}
