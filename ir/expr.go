package ir

// Expr is an IR expression. Front ends lower their syntax to these nodes and
// pick language semantics explicitly (for example OpDivEuclid for Dafny's /,
// OpNatSub for Lean's Nat subtraction), so the evaluator needs no language
// switch.
type Expr interface {
	Span() Range
}

// Op is a unary or binary operator.
type Op int

const (
	OpInvalid Op = iota
	// arithmetic
	OpAdd // numbers; concatenation of sequences; union of sets/multisets
	OpSub // numbers; difference of sets/multisets
	OpNatSub
	// OpSubAuto is Lean's elaborated subtraction: truncated (Nat) unless an
	// operand is an Int (values carry that in Int.Signed).
	OpSubAuto
	OpMul // numbers; intersection of sets/multisets
	OpDivEuclid
	OpModEuclid
	OpDivFloor
	OpModFloor
	OpDivTrunc
	OpModTrunc
	OpDivEuclidTotal // Euclidean, but x / 0 = 0 (Lean's Nat and Int)
	OpModEuclidTotal // Euclidean, but x % 0 = x
	OpDivReal
	OpPow
	OpNeg
	OpAppend // Lean/Python list append ++
	OpCons   // Lean x :: xs
	// logic
	OpNot
	OpAnd
	OpOr
	OpImplies
	OpExplies // a <== b
	OpIff
	// comparison
	OpEq
	OpNe
	OpLt
	OpLe
	OpGt
	OpGe
	OpIn
	OpNotIn
	OpDisjoint
	OpCard // |s|
	// OpMultiset is the multiset of a collection's elements (Dafny's
	// multiset(s)); equal multisets mean one is a permutation of the other.
	OpMultiset
	// bitwise operators and shifts on bitvectors (Dafny's & | ^ << >>)
	OpBitAnd
	OpBitOr
	OpBitXor
	OpShl
	OpShr
)

var opText = map[Op]string{
	OpAdd: "+", OpSub: "-", OpNatSub: "-", OpSubAuto: "-", OpMul: "*", OpDivEuclid: "/", OpModEuclid: "%",
	OpDivFloor: "//", OpModFloor: "%", OpDivTrunc: "/", OpModTrunc: "%", OpDivEuclidTotal: "/",
	OpModEuclidTotal: "%", OpDivReal: "/", OpPow: "**",
	OpNeg: "-", OpAppend: "++", OpCons: "::", OpNot: "!", OpAnd: "&&", OpOr: "||",
	OpImplies: "==>", OpExplies: "<==", OpIff: "<==>", OpEq: "==", OpNe: "!=", OpLt: "<",
	OpLe: "<=", OpGt: ">", OpGe: ">=", OpIn: "in", OpNotIn: "!in", OpDisjoint: "!!", OpCard: "|.|", OpMultiset: "multiset",
	OpBitAnd: "&", OpBitOr: "|", OpBitXor: "^", OpShl: "<<", OpShr: ">>",
}

// String is a neutral spelling; printers use their own language's.
func (o Op) String() string {
	if s, ok := opText[o]; ok {
		return s
	}
	return "op?"
}

// IsComparison reports relational operators that may be chained.
func (o Op) IsComparison() bool {
	switch o {
	case OpEq, OpNe, OpLt, OpLe, OpGt, OpGe:
		return true
	}
	return false
}

// Node carries the source range of every expression.
type Node struct{ R Range }

// Span returns the node's source range.
func (n Node) Span() Range { return n.R }

type (
	// Ident is a name: a parameter, result, bound variable, function or constant.
	Ident struct {
		Node
		Name string
	}
	// Lit is a literal value.
	Lit struct {
		Node
		Val Value
	}
	// Unary is a prefix operator (OpNot, OpNeg, OpCard, OpMultiset).
	Unary struct {
		Node
		Op Op
		X  Expr
		// Wrap > 0: an integer result is reduced modulo 2^Wrap (see Binary).
		Wrap int
	}
	// Binary is an infix operator.
	Binary struct {
		Node
		Op   Op
		X, Y Expr
		// Wrap > 0: arithmetic on fixed-width unsigned integers (Lean's
		// UInt8…UInt64): an integer result is reduced modulo 2^Wrap.
		Wrap int
		// BEq marks an OpEq/OpNe written as Boolean equality (Lean's ==,
		// !=): the same as = except on values BEq defines otherwise
		// (Float's IEEE equality).
		BEq bool
	}
	// Chain is a chained comparison a op1 b op2 c: (a op1 b) && (b op2 c),
	// with each operand evaluated once.
	Chain struct {
		Node
		Ops  []Op
		Args []Expr
	}
	// Call applies a function, predicate, builtin or function value.
	Call struct {
		Node
		Fn   Expr
		Args []Expr
	}
	// Index is x[i] (or x[i, j] on multi-dimensional arrays); on maps a
	// lookup, on multisets a multiplicity.
	Index struct {
		Node
		X    Expr
		Args []Expr
		// Mode selects what an out-of-range index means.
		Mode IndexMode
		// Default is used by IndexDefault.
		Default Expr
	}
	// Slice is x[lo..hi]; a missing bound is nil.
	Slice struct {
		Node
		X      Expr
		Lo, Hi Expr
		// Clamp: out-of-range bounds are clamped (Lean, Python) instead of
		// being ill-defined (Dafny).
		Clamp bool
	}
	// Update is x[k := v] on sequences and maps.
	Update struct {
		Node
		X, K, V Expr
	}
	// Member is x.Name: a field or a builtin member such as Length.
	Member struct {
		Node
		X    Expr
		Name string
	}
	// Quant is a quantifier over typed bound variables.
	Quant struct {
		Node
		Forall bool
		Vars   []Binder
		// Range is the optional range/guard (Dafny's `forall x | R :: B`);
		// nil when absent.
		Range Expr
		Body  Expr
	}
	// Compr is a set, multiset, map or sequence comprehension:
	// {Term | Vars, Cond}. Key is the map key term (nil otherwise).
	Compr struct {
		Node
		Coll Kind // KSet, KMultiset, KMap, KSeq
		Vars []Binder
		Cond Expr
		Key  Expr
		Term Expr
	}
	// Display builds a collection literal: [a, b], {a}, multiset{a},
	// map[k := v], Lean #[…] arrays.
	Display struct {
		Node
		Coll  Kind // KSeq, KArray, KSet, KMultiset, KMap
		Elems []Expr
		Keys  []Expr // for maps
	}
	// TupleExpr is (a, b, …).
	TupleExpr struct {
		Node
		Elems []Expr
	}
	// Ite is if c then a else b.
	Ite struct {
		Node
		Cond, Then, Else Expr
	}
	// Let binds names: var x := e; body.
	Let struct {
		Node
		Names  []string
		Values []Expr
		// Types are the declared types (nil, or nil entries, where none
		// is declared): a literal takes a declared bitvector type.
		Types []*Type
		Body  Expr
		// Rec makes each value (a lambda) see its own name: let rec.
		Rec bool
	}
	// Old evaluates X in the pre-state.
	Old struct {
		Node
		X Expr
	}
	// Lambda is an anonymous function.
	Lambda struct {
		Node
		Params []Binder
		Body   Expr
		// Reads: the lambda has a reads clause (Dafny), so what it
		// reads is not the empty set.
		Reads bool
	}
	// Match selects the first case whose pattern matches.
	Match struct {
		Node
		X     Expr
		Cases []Case
	}
	// Once is a sub-expression that reads only the inputs of a search,
	// evaluated at most once per input, not once per output tried: the
	// first evaluation that needs it keeps its value. Lazily, so a part
	// a short-circuit skips (A ==> fold …) costs nothing. Unlike a Lit,
	// its value is never taken for a literal the context types (Dafny's
	// bitvectors). One goroutine evaluates it (a search's).
	Once struct {
		Node
		X    Expr
		val  Value
		done bool
	}
	// Unsupported keeps a construct the front end could parse but not lower;
	// evaluating it is unknown with Reason.
	Unsupported struct {
		Node
		Text   string
		Reason string
	}
)

// IndexMode selects out-of-range behaviour.
type IndexMode int

const (
	IndexStrict  IndexMode = iota // ill-defined out of range (Dafny a[i], Lean a[i]!)
	IndexOption                   // some/none (Lean a[i]?)
	IndexDefault                  // Default out of range (Lean getD)
	IndexPython                   // negative indices count from the end
	// IndexBang is Lean's xs[i]!: out of range it panics and returns the
	// element type's default; the default is read from the collection's
	// other elements, and is unknown for an empty one.
	IndexBang
)

// Binder is a bound variable with an optional type.
type Binder struct {
	Name string
	Type *Type
	R    Range
	// NatIfUnsigned: the variable has no declared type and takes the type
	// of what it is compared with (Lean's elaboration): compared with an
	// unsigned (Nat) bound it ranges over the naturals.
	NatIfUnsigned bool
}

// Case is one arm of a match.
type Case struct {
	Pat  Pattern
	Body Expr
}

// Pattern is a match pattern: a wildcard "_", a variable, a literal, a
// constructor with sub-patterns, or a tuple.
type Pattern struct {
	Wild  bool
	Var   string
	Lit   Value
	Ctor  string // constructor name; "" with Tuple for tuples
	Tuple bool
	Args  []Pattern
	// Cons is a list pattern x :: xs (Args has head and tail).
	Cons bool
	// List is a list pattern [a, b] (Args has the elements).
	List bool
	// Plus is a Nat pattern n + k (Args[0] binds the value minus Plus).
	Plus int
}

// StartsWithMinus reports whether e prints with a leading minus (a
// negation or a negative literal): printers parenthesise it after another
// minus, where "--" or "- -" would read differently.
func StartsWithMinus(e Expr) bool {
	switch x := e.(type) {
	case *Unary:
		return x.Op == OpNeg
	case *Lit:
		i, ok := x.Val.(Int)
		return ok && i.V.Sign() < 0
	}
	return false
}

// Links are a chain's comparisons, a op1 b op2 c as a op1 b and b op2 c.
func (c *Chain) Links() []*Binary {
	out := make([]*Binary, 0, len(c.Ops))
	for i, op := range c.Ops {
		if i+1 < len(c.Args) {
			out = append(out, &Binary{Node: c.Node, Op: op, X: c.Args[i], Y: c.Args[i+1]})
		}
	}
	return out
}

// IsLogicOrRel says op is a connective or a relation: its result is a
// truth value.
func IsLogicOrRel(op Op) bool {
	switch op {
	case OpAnd, OpOr, OpImplies, OpExplies, OpIff, OpEq, OpNe, OpLt,
		OpLe, OpGt, OpGe, OpIn, OpNotIn, OpDisjoint:
		return true
	}
	return false
}

// IsProposition reports expressions that are certainly propositions
// (from their shape alone).
func IsProposition(e Expr) bool {
	switch e := e.(type) {
	case *Binary:
		return IsLogicOrRel(e.Op)
	case *Unary:
		return e.Op == OpNot
	case *Chain, *Quant:
		return true
	case *Lit:
		_, ok := e.Val.(Bool)
		return ok
	case *Ite:
		return IsProposition(e.Then) || IsProposition(e.Else)
	case *Let:
		return IsProposition(e.Body)
	}
	return false
}
