package ir

import (
	"fmt"
	"strings"
)

// Intrinsic is a library operation that every language spells its own
// way: |s|, len(s), s.length and List.length s are all LibLength. A front end
// describes its spellings in a Vocab; analyzers ask the Vocab what a call
// or a member means and never compare spellings themselves.
type Intrinsic uint8

const (
	NoIntrinsic   Intrinsic = iota
	LibLength               // (coll): the number of elements
	LibLengthDim            // (array): the length of dimension Sig.Dim
	LibCount                // (x, coll): the occurrences of x
	LibElem                 // (x, coll): membership
	LibContains             // (coll, x): membership, collection first
	LibNodup                // (coll): no element occurs twice
	LibAll                  // (coll, pred): every element satisfies pred
	LibAny                  // (coll, pred): some element satisfies pred
	LibPerm                 // (a, b): a permutation of each other
	LibPairwise             // (rel, coll): rel holds of every ordered pair of positions
	LibRange                // (n): 0, 1, …, n-1
	LibMultiset             // (coll): the multiset of its elements
	LibElements             // (array or string): its elements as a sequence (a.toList, s.data)
	LibFirst                // (pair): the first component
	LibSecond               // (pair): the second component
	LibConvert              // (x): x as the type Sig.To (Dafny `as`, Int.ofNat, x.toNat)
	LibSeqInit              // (n, f): the sequence f(0), …, f(n-1)
	LibDistinct             // (coll): the elements are distinct (canonical form of Nodup)
	LibPermission           // (): the caller's access permissions (Nagini's Acc, …)
	LibPySlice              // (s, lo, hi): a Python slice, None for a missing bound
	LibPyMul                // (a, b): Python's *, repetition when one side is a sequence
	LibKeys                 // (map): its key set
	LibValues               // (map): its value set
	LibItems                // (map): its key-value pairs
	LibFloor                // (real): the floor
	LibIsInt                // (real): whether it is an integer
	LibReverse              // (seq): the reverse
	LibFresh                // (objs…): newly allocated
	LibAllocated            // (objs…): allocated
	LibUnchanged            // (objs…): unchanged
	LibTruthy               // (x): x's truth value where the language gives every value one (Python's bool(x))
	LibIsInstance           // (x, "C", …): x is an instance of class C (the rest: C's subclasses)
	LibTypeIs               // (x, "C"): x's class is exactly C
	LibCast                 // (x, "C", …): x, checked to be an instance of C
)

// Canonical names of intrinsics in the IR: front ends lower their own
// spellings of these to calls of the canonical name ("$" cannot start a
// name in any source language, so a user name never shadows one).
const (
	NameSeqInit    = "$seq"
	NameDistinct   = "$distinct"
	NamePermission = "$permission"
	NamePySlice    = "$slice"
	NamePyMul      = "$mul"
	NameToInt      = "$toInt"
	NameMultiset   = "$multiset"
	namePrefixConv = "$as:"
)

// Phrase is how the informalizer reads one made-up name's calls.
type Phrase struct {
	Text string
	Prop bool
}

// UpdateName is the canonical name of a datatype update of field f
// (Dafny's d.(f := v)), called with the value and the new field value.
func UpdateName(f string) string { return nameUpdatePrefix + f }

const nameUpdatePrefix = "$update:"

// ConvName is the canonical name of a conversion to the type named to
// ("int", "nat", "real", "char", "bool", "bv8", …): x as T.
func ConvName(to string) string { return namePrefixConv + to }

// IntrinsicCall builds a call of an intrinsic by its canonical name.
func IntrinsicCall(n Node, name string, args ...Expr) *Call {
	return &Call{Node: n, Fn: &Ident{Node: n, Name: name}, Args: args}
}

// Sig is what one spelling means: the intrinsic, and how its arguments
// map onto the intrinsic's (documented above).
type Sig struct {
	Op Intrinsic
	// Arity is the number of arguments in the intrinsic's order (0: any).
	Arity int
	// Recv is, for a member spelling x.f(args), the position x takes
	// among the intrinsic's arguments (List.count a l is l.count a: the
	// receiver is argument 1). -1: the spelling has no member form.
	Recv int
	Dim  int    // LibLengthDim: the dimension (-1: a one-dimensional array)
	To   string // LibConvert: the target type's name ("int", "nat", "bv8", …)
	// ToType is the target type when the IR has it as a type of its own
	// (nil for bitvectors and other named types).
	ToType *Type
}

// Vocab is how a language spells the library operations analyzers reason
// about, and how it writes the few constructs they print.
type Vocab struct {
	// IndexMode is how the language reads a plain x[i] that a clause
	// written by specfaith uses (Python's counts negative indices from
	// the end; the zero value is Dafny's, ill-defined out of range).
	IndexMode IndexMode
	// NatIndex: positions are natural numbers (Lean), so a quantifier
	// over them ranges over Nat and needs no lower bound.
	NatIndex bool
	// HeapColls: collections are heap objects whose contents the verifier
	// knows only from facts stated about them (Nagini's lists, on Viper):
	// inside a loop what its invariants say, so a precondition's facts
	// must be said again there; of a list assembled from pieces, what
	// assertions about it say.
	HeapColls bool
	// RefArrays: arrays compare by reference (Dafny's a == b), so each
	// array of a generated input gets its own identity (Array.Ref).
	RefArrays bool
	// ObjectType names the type every object has (Dafny's object), whose
	// values the search makes as objects of no class: identities alone.
	ObjectType string
	// MultisetIndex: a multiset's multiplicity of x is written m[x]
	// (Dafny's multiset(s)[x]), a count of x in s.
	MultisetIndex bool
	// Concat is the operator that concatenates sequences (OpInvalid:
	// OpAdd, Dafny's and Python's +; Lean's ++ is OpAppend).
	Concat Op
	// Calls maps the name of a called function (List.count, len,
	// multiset) to what it means.
	Calls map[string]Sig
	// Members maps x.f and x.f(args) to what they mean; the receiver is
	// argument Recv.
	Members map[string]Sig
	// Values is how the language writes the values a message shows (nil:
	// as Value.String does).
	Values *ValueSyntax
	// Phrases read in English the calls of names a front end makes up
	// for its lowering, which no source spells: Text has one %s per
	// argument; Prop says it is a proposition. A name ending in ':' is
	// a prefix: f's call under it reads as f's (Nagini's $reveal:f).
	Phrases map[string]Phrase
	// ClassNouns name the language's built-in classes in English, as a
	// class test reads them ("u is a list"); other classes read "an
	// instance of C".
	ClassNouns map[string]string
	// TypeNouns read in English the types a front end makes up, which
	// no source spells (Nagini's class of a classmethod's cls): a name
	// ending in ':' is a prefix, and %s in the noun is the rest.
	TypeNouns map[string]string

	// Not is how a parenthesised condition is negated: "!(%s)".
	Not string
	// Unicode: relations are written ≤ ≥ ≠ (Lean).
	Unicode bool
	// Eq is how equality is written ("==", Lean's "=").
	Eq string
	// TypedSub: mutating + yields the language's own subtraction on the
	// operands' type (Lean: truncated on Nat).
	TypedSub bool
	// InlineProof: implementations carry their own proof (loop
	// invariants, assertions), so a new postcondition may need a new
	// invariant. Proof words are how those invariants spell the notions
	// such a proof needs.
	InlineProof bool
	ProofWords  ProofWords

	// LineComment starts a comment that runs to the end of the line
	// ("//", "--", "#"); Quotes are the characters that open a string
	// (or character) literal, in which it starts none. A quote that may
	// also be part of a name (a Dafny or Lean prime, x') is left out:
	// a character literal cannot hold a two-character comment token.
	LineComment string
	Quotes      string

	// Receivers are the parameter names that stand for the object a
	// method is called on (Python's self and cls; ThisName is every
	// language's).
	Receivers []string
	// Option names the language's convention for a module's own option
	// datatype (Dafny's Wrappers: datatype Option<T> = None | Some(value:
	// T)); matched without regard to case. Empty: none.
	Option struct{ Type, Some, None string }
	// Ops are how the language writes the operators a mutant may swap,
	// each spelling that counts as the operator; UnicodeOps the spelling
	// used in a file that writes relations in Unicode.
	Ops        map[Op][]string
	UnicodeOps map[Op]string
}

// IsReceiver says whether a parameter named name stands for the object a
// method is called on.
func (v *Vocab) IsReceiver(name string) bool {
	if name == ThisName {
		return true
	}
	if v == nil {
		return false
	}
	for _, r := range v.Receivers {
		if r == name {
			return true
		}
	}
	return false
}

// CStyleOps are the operator spellings Dafny, Lean and Python share
// (each front end sets them on its Vocab; Unicode forms included, as
// Dafny and Lean accept them).
var (
	CStyleOps = map[Op][]string{
		OpLt: {"<"}, OpLe: {"<=", "≤"}, OpGt: {">"}, OpGe: {">=", "≥"},
		OpEq: {"==", "="}, OpNe: {"!=", "≠"}, OpAdd: {"+"}, OpSub: {"-"},
	}
	UnicodeRelations = map[Op]string{OpLe: "≤", OpGe: "≥", OpNe: "≠", OpEq: "="}
)

// ProofWords are the spellings of the notions a proof annotation uses.
type ProofWords struct{ Multiset, Forall, Exists, In string }

// canonical are the intrinsics the IR itself names.
var canonical = map[string]Sig{
	NameSeqInit:    {Op: LibSeqInit, Arity: 2, Recv: -1},
	NameMultiset:   {Op: LibMultiset, Arity: 1, Recv: -1},
	NameDistinct:   {Op: LibDistinct, Arity: 1, Recv: -1},
	NamePermission: {Op: LibPermission, Recv: -1},
	NamePySlice:    {Op: LibPySlice, Arity: 3, Recv: -1},
	NamePyMul:      {Op: LibPyMul, Arity: 2, Recv: -1},
	NameToInt:      {Op: LibConvert, Arity: 1, Recv: -1, To: "int", ToType: TypeInt},
}

// convTypes are the conversion targets with a type of their own.
var convTypes = map[string]*Type{"int": TypeInt, "nat": TypeNat, "real": TypeReal, "char": TypeChar, "bool": TypeBool}

// Canonical reports the intrinsic an IR name denotes by itself (the "$"
// names every front end may emit).
func Canonical(name string) (Sig, bool) {
	if s, ok := canonical[name]; ok {
		return s, true
	}
	if to, ok := strings.CutPrefix(name, namePrefixConv); ok && to != "" {
		return Sig{Op: LibConvert, Arity: 1, Recv: -1, To: to}.complete(), true
	}
	return Sig{}, false
}

// Call reads a call as an intrinsic: a call of a canonical name, of a
// library name (unless shadowed says a variable in scope has that name),
// or of a member x.f(args) with x moved to its argument position. It
// returns the arguments in the intrinsic's order.
func (v *Vocab) Call(c *Call, shadowed func(string) bool) (Sig, []Expr, bool) {
	switch fn := c.Fn.(type) {
	case *Ident:
		if s, ok := Canonical(fn.Name); ok {
			if s.Arity != 0 && s.Arity != len(c.Args) {
				return Sig{}, nil, false
			}
			return s, c.Args, true
		}
		if v == nil || shadowed != nil && shadowed(fn.Name) {
			return Sig{}, nil, false
		}
		if s, ok := v.Calls[fn.Name]; ok && (s.Arity == 0 || s.Arity == len(c.Args)) {
			return s.complete(), c.Args, true
		}
	case *Member:
		if v == nil {
			return Sig{}, nil, false
		}
		s, ok := v.Members[fn.Name]
		if !ok || s.Recv < 0 || s.Arity != len(c.Args)+1 {
			return Sig{}, nil, false
		}
		args := make([]Expr, 0, s.Arity)
		args = append(args, c.Args[:s.Recv]...)
		args = append(args, fn.X)
		args = append(args, c.Args[s.Recv:]...)
		return s.complete(), args, true
	}
	return Sig{}, nil, false
}

// Member reads x.f (no call) as a one-argument intrinsic of x.
func (v *Vocab) Member(m *Member) (Sig, bool) {
	if v == nil {
		return Sig{}, false
	}
	s, ok := v.Members[m.Name]
	if !ok || s.Arity != 1 || s.Recv != 0 {
		return Sig{}, false
	}
	return s.complete(), true
}

// complete fills in what a vocabulary entry leaves implied: a
// conversion's target type from its name.
func (s Sig) complete() Sig {
	if s.Op == LibConvert && s.ToType == nil {
		s.ToType = convTypes[s.To]
	}
	return s
}

// Op is the intrinsic a call or member denotes (NoIntrinsic otherwise),
// for callers that need no arguments.
func (v *Vocab) Op(e Expr, shadowed func(string) bool) Intrinsic {
	switch x := e.(type) {
	case *Call:
		if s, _, ok := v.Call(x, shadowed); ok {
			return s.Op
		}
	case *Member:
		if s, ok := v.Member(x); ok {
			return s.Op
		}
	}
	return NoIntrinsic
}

// Negate writes the negation of a condition's source text.
func (v *Vocab) Negate(text string) string {
	if v == nil || v.Not == "" {
		return "!(" + text + ")"
	}
	return strings.Replace(v.Not, "%s", text, 1)
}

// CodeEnd is the offset in line where its code ends: where a line
// comment starts outside a string, else len(line); blanks before the
// comment are not code either.
func (v *Vocab) CodeEnd(line string) int {
	end := len(line)
	if v != nil && v.LineComment != "" {
		var quote byte
		for i := 0; i < len(line); i++ {
			c := line[i]
			switch {
			case quote != 0:
				if c == '\\' {
					i++
				} else if c == quote {
					quote = 0
				}
			case strings.IndexByte(v.Quotes, c) >= 0:
				quote = c
			case strings.HasPrefix(line[i:], v.LineComment):
				end = i
				i = len(line)
			}
		}
	}
	return len(strings.TrimRight(line[:end], " \t\r"))
}

// Generated reports a name a front end made up (a placeholder's
// parameter, Lean's ·): it has no spelling a reader would recognise.
func Generated(name string) bool { return strings.HasPrefix(name, "$") }

// IsNone reports the value that stands for "absent" in a language without
// an option type (Python's None), as front ends build it.
func IsNone(v Value) bool {
	d, ok := v.(Datatype)
	return ok && d.Ctor == noneCtor && len(d.Fields) == 0
}

const noneCtor = "None"

// None is the value that stands for "absent" in a language without an
// option type (Python's None); IsNone recognises it.
func None() Value { return Datatype{Ctor: noneCtor} }

// IsOption reports an option type (Lean's Option α, Dafny's Option<T>
// datatypes): a value or nothing.
func IsOption(t *Type) bool {
	return t != nil && t.Kind == KDatatype && strings.EqualFold(t.Name, "Option") && len(t.Args) == 1
}

// Option values in the IR (Lean's none and some v; what the evaluator
// builds for a[i]? and coerces to).
const (
	ctorNone = "none"
	ctorSome = "some"
)

// OptNone is the absent option value.
func OptNone() Value { return Datatype{Ctor: ctorNone} }

// OptSome is the option value holding v.
func OptSome(v Value) Value { return Datatype{Ctor: ctorSome, Fields: []Value{v}} }

// IsOptSome reports an option value holding one value.
func IsOptSome(v Value) bool {
	d, ok := v.(Datatype)
	return ok && d.Ctor == ctorSome && len(d.Fields) == 1
}

// IsOptNone reports the absent option value.
func IsOptNone(v Value) bool {
	d, ok := v.(Datatype)
	return ok && d.Ctor == ctorNone && len(d.Fields) == 0
}

// Text is v as the language writes it (see ValueSyntax); a nil Vocab
// writes it as Value.String does.
func (v *Vocab) Text(x Value) string {
	if v == nil {
		return Text(nil, x)
	}
	return Text(v.Values, x)
}

// TypeNoun is how v reads the made-up type named name (TypeNouns), or
// false.
func (v *Vocab) TypeNoun(name string) (string, bool) {
	if v == nil || len(v.TypeNouns) == 0 {
		return "", false
	}
	if n, ok := v.TypeNouns[name]; ok {
		return n, true
	}
	if i := strings.IndexByte(name, ':'); i >= 0 && i+1 < len(name) {
		if n, ok := v.TypeNouns[name[:i+1]]; ok {
			return fmt.Sprintf(n, name[i+1:]), true
		}
	}
	return "", false
}
