package specgen

import (
	"strings"

	"github.com/specfaith/specfaith/lang"
)

// ControlConfigs builds three configurations of candidates from Lean
// reference tasks, for checking the evaluation itself: "reference" (the
// reference's own text), "rewrite" (the same meaning in other words:
// the precondition as P ∧ True, the postcondition as True ∧ Q) and
// "weakened" (the postcondition's first top-level conjunct only, or True
// when it has one).
func ControlConfigs(refs []Reference) []Candidate {
	var out []Candidate
	for _, r := range refs {
		if r.language() != lang.Lean {
			continue
		}
		pre := strings.TrimSpace(r.Precond)
		if pre == "" {
			pre = "True"
		}
		post := strings.TrimSpace(r.Postcond)
		out = append(out,
			Candidate{ID: r.ID, Config: "reference", Precond: r.Precond, Postcond: r.Postcond},
			Candidate{ID: r.ID, Config: "rewrite", Precond: "(" + pre + "\n) ∧ True", Postcond: "True ∧ (" + post + "\n)"},
			Candidate{ID: r.ID, Config: "weakened", Precond: r.Precond, Postcond: weaken(post)})
	}
	return out
}

// weaken keeps the first top-level conjunct of a Lean proposition A ∧
// B ∧ …, which is weaker; anything else becomes True. A text with an
// operator that binds looser than ∧ (∨, →, ↔, a binder, if, let, fun,
// match) outside brackets is not cut: its ∧ may not be the top.
func weaken(post string) string {
	depth := 0
	cut := -1
	words := strings.Fields(post)
	for _, w := range words {
		switch w {
		case "let", "if", "fun", "match", "then", "else", "with", "λ", "=>", "∀", "∃", "forall", "exists", "--":
			return "True"
		}
	}
	for i, r := range post {
		switch r {
		case '(', '[', '{', '⟨':
			depth++
		case ')', ']', '}', '⟩':
			depth--
		case '∨', '→', '↔', '∀', '∃', 'λ', '¬':
			if depth == 0 && r != '¬' {
				return "True"
			}
		case '∧':
			if depth == 0 && cut < 0 {
				cut = i
			}
		}
	}
	if cut > 0 {
		if first := strings.TrimSpace(post[:cut]); first != "" {
			return first
		}
	}
	return "True"
}
