package ir

// Statements of implementations: a Dafny method body, a Lean `Id.run do`
// block, a Python function body under Nagini contracts. Front ends lower
// their syntax to these nodes; Run executes them with the one evaluator
// (same step budget, same unknown-with-reason rule), never host code.

// Stmt is an implementation statement.
type Stmt interface {
	Span() Range
}

type (
	// VarDecl declares locals, each with an optional type and value
	// (var x: int := e; var x, y := e1, e2; Python's first x = e).
	VarDecl struct {
		Node
		Names  []string
		Types  []*Type // entries may be nil
		Values []Expr  // nil: declared without a value (reading it is unknown)
	}
	// Assign sets targets (an Ident, or an Index x[i] into an array or a
	// mutable list) to values, all evaluated first (x, y := y, x).
	// InPlace (with one Ident target) changes the object the variable
	// refers to instead of rebinding the variable: Python's
	// xs.append(v) is xs := xs + [v] in place, seen through every alias.
	Assign struct {
		Node
		Targets []Expr
		Values  []Expr
		InPlace bool
	}
	// CallStmt calls a method of the file: Targets := Name(Args).
	CallStmt struct {
		Node
		Targets []Expr
		Name    string
		Args    []Expr
	}
	// If runs Then or Else.
	If struct {
		Node
		Cond       Expr
		Then, Else []Stmt
	}
	// While loops while Cond holds (invariants are not run).
	While struct {
		Node
		Cond Expr
		Body []Stmt
	}
	// ForRange runs Body with Var from Lo up to Hi exclusive (Step 1), or,
	// Down, from Hi-1 down to Lo (Dafny's for i := hi downto lo).
	ForRange struct {
		Node
		Var    string
		Lo, Hi Expr
		Down   bool
		Body   []Stmt
	}
	// ForEach runs Body for each element of a sequence, array, list or
	// string (Python's for x in xs, Lean's for x in xs).
	ForEach struct {
		Node
		Var  string
		Coll Expr
		Body []Stmt
	}
	// Return ends the implementation; with Values they are its results,
	// without them the results are the named out-parameters (Dafny).
	Return struct {
		Node
		Values []Expr
	}
	// Break and Continue act on the innermost loop.
	Break    struct{ Node }
	Continue struct{ Node }
	// Assert is checked where it can be decided and never trusted: a
	// false assertion stops the run as ill-defined (the verifier would
	// reject it), an undecided one is passed over. Assume the same.
	Assert struct {
		Node
		Cond   Expr
		Assume bool
	}
	// MatchStmt runs the Body of the first case whose pattern matches X,
	// the pattern's variables bound in it (Dafny's match statement).
	MatchStmt struct {
		Node
		X     Expr
		Cases []StmtCase
	}
	// Block groups statements (a nested { … } with its own locals).
	Block struct {
		Node
		Body []Stmt
	}
	// Unread is a statement the front end could parse but not lower:
	// reaching it makes the run unknown with Reason.
	Unread struct {
		Node
		Text   string
		Reason string
	}
)

// StmtCase is one arm of a match statement.
type StmtCase struct {
	Pat  Pattern
	Body []Stmt
}

// Do is an expression whose value is what its statements return (Lean's
// Id.run do …, a pure computation written with statements). They run in
// a frame that sees the enclosing environment's variables; a Return ends
// the block with its value, and falling off its end is unknown.
type Do struct {
	Node
	Body []Stmt
}

// Impl is an implementation: a method's or function's body as statements.
type Impl struct {
	Name    string
	Params  []Param
	Results []Param
	// Requires are checked on each call made by another implementation
	// (a call outside its precondition is ill-defined).
	Requires []Expr
	// Ensures are the implementation's own postcondition (see LinkImpls),
	// checked on each call made by another implementation.
	Ensures []Expr
	Body    []Stmt
	R       Range
}

// LinkImpls gives each contract's implementation the contract's
// postcondition, so that calls between implementations rest on contracts
// as a verifier's do. check.Run calls it once the module and its includes
// are read.
func LinkImpls(m *Module) {
	for _, c := range m.Contracts {
		if c.Impl == nil || c.Impl.Ensures != nil {
			continue
		}
		for _, cl := range c.Ensures() {
			c.Impl.Ensures = append(c.Impl.Ensures, cl.Expr)
		}
	}
}

// InspectStmts calls f on each statement of ss in pre-order, the bodies
// of ifs, loops and blocks included; where f returns false the
// statement's bodies are skipped.
func InspectStmts(ss []Stmt, f func(Stmt) bool) {
	for _, s := range ss {
		if !f(s) {
			continue
		}
		switch x := s.(type) {
		case *If:
			InspectStmts(x.Then, f)
			InspectStmts(x.Else, f)
		case *While:
			InspectStmts(x.Body, f)
		case *ForRange:
			InspectStmts(x.Body, f)
		case *ForEach:
			InspectStmts(x.Body, f)
		case *Block:
			InspectStmts(x.Body, f)
		case *MatchStmt:
			for _, c := range x.Cases {
				InspectStmts(c.Body, f)
			}
		}
	}
}

// StmtExprs are the expressions a statement holds itself (those of the
// statements in its bodies are theirs).
func StmtExprs(s Stmt) []Expr {
	var out []Expr
	switch x := s.(type) {
	case *VarDecl:
		out = append(out, x.Values...)
	case *Assign:
		out = append(append(out, x.Targets...), x.Values...)
	case *CallStmt:
		out = append(append(out, x.Targets...), x.Args...)
	case *If:
		out = append(out, x.Cond)
	case *While:
		out = append(out, x.Cond)
	case *ForRange:
		out = append(out, x.Lo, x.Hi)
	case *ForEach:
		out = append(out, x.Coll)
	case *Return:
		out = append(out, x.Values...)
	case *Assert:
		out = append(out, x.Cond)
	case *MatchStmt:
		out = append(out, x.X)
	}
	kept := out[:0]
	for _, e := range out {
		if e != nil {
			kept = append(kept, e)
		}
	}
	return kept
}
