package ir

import "fmt"

// FrontEnd is what specfaith needs of a language's front end: how to read
// a file, a value and a clause into the IR, how to print the IR back and
// edit the source (for quick-fixes), and its vocabulary. Each front end
// package exports one (FrontEnd); check pairs it with the language's
// lang.Info in a table generated from lang's (go generate ./...).
type FrontEnd struct {
	// Vocab is how the language spells the library operations analyzers
	// reason about (the front end's; modules carry it too).
	Vocab      *Vocab
	Parse      func(path, src string) *Module
	ParseValue ValueParser
	// Print renders an IR expression in the language (for quick-fixes), or
	// says why it has no spelling there.
	Print func(Expr) (string, error)
	// ParseClause reads a clause expression as the front end lowers a
	// contract's clause: a printed quick-fix is re-read and checked in
	// the form the user will see.
	ParseClause func(text string) (Expr, error)
	// ClauseIn, when set, is ParseClause for one contract of a module: a
	// language whose reading depends on types (Lean's arithmetic) reads
	// the clause with the contract's parameters in scope.
	ClauseIn func(m *Module, c *Contract) func(text string) (Expr, error)
	// AddEnsures returns the edits that add a printed postcondition to a
	// contract, where the language keeps them.
	AddEnsures func(src string, c *Contract, clause string) ([]Edit, error)
	// AddInvariant, when set, returns the edits that add a printed loop
	// invariant to the while loop whose statement spans loop (the
	// invariants a postcondition fix needs, in a language whose proofs
	// live in the body).
	AddInvariant func(src string, loop Range, clause string) ([]Edit, error)
	// AddAssert, when set, returns the edits that add a printed
	// assertion after the body statement that spans stmt (before it,
	// with before).
	AddAssert func(src string, stmt Range, before bool, clause string) ([]Edit, error)
	// AddRequires, when set, returns the edits that add a printed
	// precondition to a contract (the truncation guard's quick-fix).
	AddRequires func(src string, c *Contract, clause string) ([]Edit, error)
	// ShowClause, when set, is a printed postcondition in the words of
	// the place AddEnsures puts it (a Lean theorem names the result
	// `f x`, not `result`), for the fix's title.
	ShowClause func(src string, c *Contract, clause string) string
	// EnsuresForm shows an added postcondition as the language writes it
	// (a format for the clause's text), for the CLI's report of a fix.
	EnsuresForm string
	// RequiresForm shows a precondition clause as the language writes it
	// (a format for the clause's text), for the title of a fix that drops
	// one; "" where a precondition is a bare expression (Lean's
	// F_precond body), named "the precondition".
	RequiresForm string
	// NoPrecondition, when set, is the precondition that requires nothing,
	// where a precondition clause cannot be removed: Lean's precondition
	// is a definition's body, which cannot be empty, so dropping it
	// replaces it by `True`. Unset, dropping a clause removes it.
	NoPrecondition string
	// ResultForm, when set, gives a contract whose clauses name its
	// result where the language writes it otherwise (a Dafny function's
	// unnamed result is a call of the function), and the printer that
	// writes it back.
	ResultForm func(c *Contract) (*Contract, func(Expr) (string, error))
	// Link, when set, completes a module once its includes are merged
	// (Dafny: parameters of a subset type get its base type and
	// constraint, wherever the type is defined).
	Link func(m *Module)
	// Hygiene finds what a verified result would rest on without proof
	// (assume, axioms, sorry, …); it needs no toolchain. m is nil for
	// languages without a parser yet.
	Hygiene func(m *Module, src string) []Problem
}

// ClauseReader adapts a front end's expression parser to ParseClause.
func ClauseReader(parse func(string) (Expr, []Problem)) func(string) (Expr, error) {
	return func(text string) (Expr, error) {
		e, probs := parse(text)
		if len(probs) > 0 {
			return nil, fmt.Errorf("%s", probs[0].Message)
		}
		return e, nil
	}
}
