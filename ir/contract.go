package ir

import (
	"strings"
	"sync"
)

// Param is a typed parameter or result.
type Param struct {
	Name  string
	Type  *Type
	Ghost bool
	R     Range
	// Default is the value an omitted argument takes (Dafny's x: T := e;
	// e may name the parameters before it); nil: none.
	Default Expr
	// Declared is the type as written where a front end replaced it by
	// its base type (a Dafny subset type, its constraint then a
	// precondition); nil otherwise.
	Declared *Type
}

// ClauseKind is what a clause constrains.
type ClauseKind int

const (
	Requires ClauseKind = iota
	Ensures
	Reads
	Modifies
	Decreases
)

func (k ClauseKind) String() string {
	return [...]string{"requires", "ensures", "reads", "modifies", "decreases"}[k]
}

// Clause is one requires/ensures/… clause with its source.
type Clause struct {
	Kind ClauseKind
	Expr Expr
	Text string // the clause's expression as written
	R    Range  // the whole clause, keyword included
	// FromType says the clause is what a parameter's or the result's
	// type states (Lean's Vector α n has size n), not a line the author
	// wrote as a clause.
	FromType bool
}

// DeclKind says what kind of declaration a contract comes from.
type DeclKind int

const (
	DeclMethod DeclKind = iota
	DeclFunction
	DeclPredicate
	DeclLemma
)

func (k DeclKind) String() string {
	return [...]string{"method", "function", "predicate", "lemma"}[k]
}

// Contract is a specified operation: its signature, clauses, requirement
// prose and examples.
type Contract struct {
	Name       string
	Decl       DeclKind
	TypeParams []string
	// Abstract are those of TypeParams that are abstract types of the
	// module (Dafny's type T in an abstract module), not declared ones.
	Abstract []string
	// Refinement, when set, names the refinement of the contract's
	// abstract module whose definitions it was searched with.
	Refinement  string
	Params      []Param
	Results     []Param
	Clauses     []Clause
	Requirement string // the doc comment's prose
	Examples    Examples
	// Modifies lists parameters whose post-state differs from the pre-state
	// (arrays a method may change).
	Modified []string
	// Body of functions and predicates (nil for methods and bodiless ones).
	Body Expr
	// Impl is the body as statements the runner can execute (a method's
	// body, a Python function's), or nil.
	Impl *Impl
	// HasBody says whether the declaration has a body at all (a lemma
	// without one is assumed, not proved).
	HasBody bool
	R       Range // the whole declaration
	NameR   Range
	// DocR is the range of the doc comment, if any.
	DocR Range
	// PostNoun, when set, is what the file calls the postcondition
	// ("spec of isqrt" for Lean theorems about isqrt), for findings.
	PostNoun string
	// ResultNoun, when set, is how the file writes the result ("isqrt n"
	// for Lean theorems about isqrt n), for findings.
	ResultNoun string
	// Unread names statements about the operation the front end did not
	// read into the clauses (a Lean theorem relating two calls): a
	// finding that the clauses are weak does not speak for them.
	Unread []string
	// TypeNames are the names the signature's types mention (Lean's
	// dependent types: a result of type Fin (n + 1), xs : Vector α n):
	// a parameter named there is used, the type constrains by it.
	TypeNames []string
	// FromTheorems says the postcondition is a family of theorems, each
	// with hypotheses of its own (Lean): where none of them holds, the
	// contract says nothing by design rather than by omission.
	FromTheorems bool
	// Vocab is the language's library vocabulary (its module's).
	Vocab *Vocab
	// Resolution binds the contract's names, made once by check before
	// any analysis (Resolve); nil before that, or for a contract made
	// elsewhere (analyses then resolve it themselves).
	Resolution *Resolution
}

// Requires returns the requires clauses.
func (c *Contract) Requires() []Clause { return c.clauses(Requires) }

// Ensures returns the ensures clauses.
func (c *Contract) Ensures() []Clause { return c.clauses(Ensures) }

func (c *Contract) clauses(k ClauseKind) []Clause {
	var out []Clause
	for _, cl := range c.Clauses {
		if cl.Kind == k {
			out = append(out, cl)
		}
	}
	return out
}

// ResultName names the unnamed result of a function or predicate in
// examples (`@accept x = 1 -> result = 2`, or just `-> 2`).
const ResultName = "result"

// Binding is a name bound to a value, in a fixed order.
type Binding struct {
	Name string
	Val  Value
}

// Example is one example: inputs, and for pairs the outputs. Outputs bind
// results and, for methods that modify their arguments, the post-state of
// those arguments.
type Example struct {
	Inputs  []Binding
	Outputs []Binding
	Text    string // as written, for messages
	R       Range  // where it was written (zero when from a sidecar)
	File    string // the file it came from, when not the spec itself
	Errors  []string
}

// Examples are a contract's example sets.
type Examples struct {
	Required       []Example // inputs the precondition must accept
	Accepted       []Example // pairs the postcondition must accept
	Rejected       []Example // pairs the postcondition must reject
	RejectedInputs []Example // inputs the precondition must reject
}

// Empty reports whether there are no examples at all.
func (e Examples) Empty() bool {
	return len(e.Required)+len(e.Accepted)+len(e.Rejected)+len(e.RejectedInputs) == 0
}

// Severity of a diagnostic.
type Severity int

const (
	SevError Severity = iota + 1
	SevWarning
	SevInfo
	SevHint
)

func (s Severity) String() string {
	switch s {
	case SevError:
		return "error"
	case SevWarning:
		return "warning"
	case SevInfo:
		return "info"
	}
	return "hint"
}

// Problem is a front-end diagnostic (syntax error, unsupported construct).
type Problem struct {
	R        Range
	Severity Severity
	Code     string
	Message  string
}

// Function is a user-defined function or predicate available to the
// evaluator.
type Function struct {
	Name     string
	Params   []Param
	Result   *Type
	Requires []Expr
	Body     Expr // nil when bodiless: calls are unknown
	// Ctor marks a datatype constructor: a call builds the value.
	Ctor bool
	// Static marks a type's member called without a receiver (Dafny's
	// static function D.f): d.f(args) is D.f(args).
	Static bool
	R      Range
	// Run, when set, is the function's body as statements (a Nagini
	// @Pure function with local assignments and loops): a call runs it
	// on the interpreter implementations use, where Body is unread.
	Run *Impl
}

// Module is one parsed spec file.
type Module struct {
	Path      string
	Lang      string
	Contracts []*Contract
	Funcs     map[string]*Function
	// AbstractModules are the modules the file declares abstract, and
	// Modules how many modules it declares in all (Dafny).
	AbstractModules []string
	Modules         int
	// Refines maps a module to the module it refines (last segments):
	// R's qualified names R.f include the refined module's A.f.
	Refines map[string]string
	// Ctors are the datatypes' constructors by name, a namespace of its
	// own: a function of another module may take a constructor's name
	// in Funcs (Dafny's Grammar.String and Serializer's String).
	Ctors map[string]*Function
	// ctors caches Constructors (under ctorMu).
	ctors *ctorIndex
	// Impls are the file's runnable implementations by name (for calls
	// between methods).
	Impls    map[string]*Impl
	Consts   map[string]Expr
	Problems []Problem
	// Types are the named types the file (and what it includes) defines
	// in terms of others: synonyms, subset types, newtypes.
	Types map[string]TypeDef
	// Theorems are the file's theorems and lemmas and how each was read.
	Theorems []Theorem
	Lib      Library
	// Vocab says how the language spells the library operations analyzers
	// reason about (set by the front end, shared by its contracts).
	Vocab *Vocab
	// Source is the file's text (for printers and ranges).
	Source string
	// Includes are other files this one includes (Dafny's include "…").
	Includes []Include
	// LexOrder makes <, ≤, >, ≥ on sequences and strings lexicographic
	// (Lean) instead of Dafny's proper-prefix order.
	LexOrder bool
	// Python: calling a function with too few arguments is an error (no
	// currying), and bools are the integers 0 and 1 in comparisons.
	Python bool
	// ValueArrays: arrays are values (Lean): the runner keeps them out of
	// its heap, so assigning one never makes an alias.
	ValueArrays bool
	// OptionCoercion compares a value with some(v) as v (Lean coerces
	// α to Option α, so result[i]! = some x elaborates as some … = some x).
	OptionCoercion bool
	// Namespaces, when set, names the namespaces whose functions dot
	// notation may call on a value (Lean: xs.myprod is List.myprod xs).
	Namespaces func(Value) []string
	// ModuleAliases maps a module's local names to the module (Dafny's
	// import X = M): M.f is the function "M.f".
	ModuleAliases map[string]string
}

// Include names an included file as written (relative to the including
// file's directory).
type Include struct {
	Path string
	R    Range
	// Optional: a file that is not there is not an error (a Python
	// import may name an installed module).
	Optional bool
}

// TypeDef is a named type a file declares in terms of another: a
// synonym (Var and Pred empty) or a subset type or newtype whose values
// are Base's that satisfy Pred (with Var standing for the value).
type TypeDef struct {
	Base *Type
	Var  string
	Pred Expr
	// Params are its type parameters (type S<T> = s: seq<T> | …), which
	// a use's arguments replace in Base.
	Params []string
	// Witness, when the declaration gives one, is a value of the type
	// (Dafny proves it meets Pred): a value to try where a search's own
	// values may all miss the constraint.
	Witness Expr
}

// Instance is the base type of a use of the named type with the given
// arguments (a generic synonym's parameters replaced).
func (d TypeDef) Instance(args []*Type) *Type {
	if len(d.Params) == 0 || len(args) == 0 {
		return d.Base
	}
	sub := map[string]*Type{}
	for i, p := range d.Params {
		if i < len(args) {
			sub[p] = args[i]
		}
	}
	return SubstType(d.Base, sub)
}

// Merge makes the functions and constants of an included module available
// to this one; the module's own definitions win.
func (m *Module) Merge(inc *Module) {
	AddMissing(&m.Types, inc.Types)
	AddMissing(&m.Refines, inc.Refines)
	AddMissing(&m.Ctors, inc.Ctors)
	AddMissing(&m.Funcs, inc.Funcs)
	AddMissing(&m.Consts, inc.Consts)
	AddMissing(&m.ModuleAliases, inc.ModuleAliases)
	AddMissing(&m.Impls, inc.Impls)
}

// AddMissing copies into *dst (made when nil) the entries of src whose
// keys it lacks: the definitions of the including module win.
func AddMissing[V any](dst *map[string]V, src map[string]V) {
	for k, v := range src {
		if *dst == nil {
			*dst = map[string]V{}
		}
		if _, ok := (*dst)[k]; !ok {
			(*dst)[k] = v
		}
	}
}

// Override copies every entry of src into *dst (made when nil): src's
// definitions win (a refinement's over the module it refines).
func Override[V any](dst *map[string]V, src map[string]V) {
	for k, v := range src {
		if *dst == nil {
			*dst = map[string]V{}
		}
		(*dst)[k] = v
	}
}

// Edit replaces the bytes [Start, End) of a file's text by Text; quick-fixes
// are lists of edits on the original text, in increasing order.
type Edit struct {
	Start, End int
	Text       string
}

// SetVocab gives the module and each of its contracts the language's
// vocabulary.
func (m *Module) SetVocab(v *Vocab) {
	m.Vocab = v
	for _, c := range m.Contracts {
		c.Vocab = v
	}
}

// Theorem is a theorem (or lemma) of the file and how it was read: as a
// clause or as an example of the contract named by Contract, or not at
// all, with the reason (a property relating calls, a theorem about no
// function of the file, …). Users see what was not read.
type Theorem struct {
	Name     string
	R        Range
	Contract string
	// Example says it was read as an input/output example, not a clause.
	Example bool
	Reason  string
	// About names the functions Reason mentions (to group reasons).
	About []string
}

// Constructors are the module's datatype constructors: those in Ctors,
// then those in Funcs that Ctors does not hold (front ends that keep
// constructors only there), in no particular order.
func (m *Module) Constructors() []*Function { return m.ctorIndex().all }

// ConstructorsOf are the constructors of the datatype called name.
func (m *Module) ConstructorsOf(name string) []*Function { return m.ctorIndex().byResult[name] }

// ctorIndex is built again only when a definition was added since (the
// generators ask for every datatype value they build).
type ctorIndex struct {
	n        int
	all      []*Function
	byResult map[string][]*Function
	// byMember: the functions named X.name, by name (see Members).
	byMember map[string][]*Function
}

// ctorMu guards every module's ctors: a report's module may be read by
// two requests at once (a hover and a code action), and the index is
// built on first use. One lock for all modules keeps Module copyable.
var ctorMu sync.Mutex

func (m *Module) ctorIndex() *ctorIndex {
	ctorMu.Lock()
	defer ctorMu.Unlock()
	n := len(m.Funcs) + len(m.Ctors)
	if ix := m.ctors; ix != nil && ix.n == n {
		return ix
	}
	ix := &ctorIndex{n: n, all: m.constructors(), byResult: map[string][]*Function{}, byMember: map[string][]*Function{}}
	for _, f := range ix.all {
		if f.Result != nil {
			ix.byResult[f.Result.Name] = append(ix.byResult[f.Result.Name], f)
		}
	}
	for k, f := range m.Funcs {
		if i := strings.LastIndexByte(k, '.'); i >= 0 {
			ix.byMember[k[i+1:]] = append(ix.byMember[k[i+1:]], f)
		}
	}
	m.ctors = ix
	return ix
}

func (m *Module) constructors() []*Function {
	var out []*Function
	seen := map[*Function]bool{}
	for _, f := range m.Ctors {
		seen[f] = true
		out = append(out, f)
	}
	for _, f := range m.Funcs {
		if f.Ctor && !seen[f] {
			out = append(out, f)
		}
	}
	return out
}

// Members are the functions whose name ends in "."+name (a member called
// name of some type or module), in no particular order; name is one
// segment. An index built on first use: a lint asks it for every member
// call of every clause, and a module with its includes has thousands of
// functions.
func (m *Module) Members(name string) []*Function {
	return m.ctorIndex().byMember[name]
}

// Ctor is the constructor called name, or nil.
func (m *Module) Ctor(name string) *Function {
	if f, ok := m.Ctors[name]; ok {
		return f
	}
	if f, ok := m.Funcs[name]; ok && f.Ctor {
		return f
	}
	return nil
}
