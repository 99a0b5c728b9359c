// Package ir is specfaith's contract IR: the language-neutral model of
// contracts, types, expressions and values that every front end produces,
// the resolver, and the one evaluator they share (three-valued, under
// budgets). It was called spec, which tools and newcomers from other
// ecosystems read as a test folder (RSpec's spec/); ir says what it holds.
package ir

import (
	"fmt"
	"strings"
)

// Pos is a position in a source file. Line and Col are 1-based; Col counts
// bytes. Offset is the 0-based byte offset.
type Pos struct {
	Offset int
	Line   int
	Col    int
}

// Range is a half-open source range [Start, End).
type Range struct {
	Start, End Pos
}

func (r Range) String() string {
	return fmt.Sprintf("%d:%d-%d:%d", r.Start.Line, r.Start.Col, r.End.Line, r.End.Col)
}

// Kind classifies types and values.
type Kind int

const (
	KUnknown Kind = iota
	KBool
	KInt
	KNat
	KReal
	KChar
	KString // a sequence of chars; kept distinct only for printing
	KSeq
	KArray
	KSet
	KMultiset
	KMap
	KTuple
	KDatatype // includes option
	KFunc
	KTypeParam
	KBitvector
	KFloat // IEEE 754 binary64 (Lean's Float)
)

var kindNames = [...]string{"unknown", "bool", "int", "nat", "real", "char", "string", "seq", "array", "set", "multiset", "map", "tuple", "datatype", "function", "type parameter", "bitvector", "float"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind?"
}

// Type is a structural type. Elem is the element type of collections (and
// the value type of maps; a tuple with Elem and no Args has any length); Key is a map's key type; Args holds tuple
// components, datatype type arguments or function parameter types; Result is
// a function's result. Name names datatypes and type parameters; Dims is the
// dimension count of arrays (1 for array, 2 for array2); Bits of bitvectors.
type Type struct {
	Kind   Kind
	Name   string
	Elem   *Type
	Key    *Type
	Args   []*Type
	Result *Type
	Dims   int
	Bits   int
	// Finite, on an int type, says it stands for a type parameter the
	// search instantiated with the values 0 … Finite-1 only (Name is the
	// parameter's): a quantifier over it can be enumerated.
	Finite int
}

// Common types.
var (
	TypeBool    = &Type{Kind: KBool}
	TypeInt     = &Type{Kind: KInt}
	TypeNat     = &Type{Kind: KNat}
	TypeReal    = &Type{Kind: KReal}
	TypeChar    = &Type{Kind: KChar}
	TypeString  = &Type{Kind: KString, Elem: &Type{Kind: KChar}}
	TypeUnknown = &Type{Kind: KUnknown}
)

func (t *Type) String() string {
	if t == nil {
		return "?"
	}
	switch t.Kind {
	case KFloat:
		if t.Name != "" {
			return t.Name // Float, fp64
		}
	case KSeq, KSet, KMultiset:
		return fmt.Sprintf("%s<%s>", t.Kind, t.Elem)
	case KArray:
		if t.Dims > 1 {
			return fmt.Sprintf("array%d<%s>", t.Dims, t.Elem)
		}
		return fmt.Sprintf("array<%s>", t.Elem)
	case KMap:
		return fmt.Sprintf("map<%s, %s>", t.Key, t.Elem)
	case KTuple:
		if len(t.Args) == 0 && t.Elem != nil {
			return "(" + t.Elem.String() + ", …)" // any length
		}
		parts := make([]string, len(t.Args))
		for i, a := range t.Args {
			parts[i] = a.String()
		}
		return "(" + strings.Join(parts, ", ") + ")"
	case KFunc:
		parts := make([]string, len(t.Args))
		for i, a := range t.Args {
			parts[i] = a.String()
		}
		return "(" + strings.Join(parts, ", ") + ") -> " + t.Result.String()
	case KDatatype, KTypeParam:
		if t.Name == AnyValue {
			return "any value"
		}
		if t.Name == Union && len(t.Args) > 0 {
			parts := make([]string, len(t.Args))
			for i, a := range t.Args {
				parts[i] = a.String()
			}
			return strings.Join(parts, " or ")
		}
		if t.Name == Nullable && len(t.Args) == 1 {
			return t.Args[0].String() + " or none"
		}
		if len(t.Args) == 0 {
			return t.Name
		}
		parts := make([]string, len(t.Args))
		for i, a := range t.Args {
			parts[i] = a.String()
		}
		return t.Name + "<" + strings.Join(parts, ", ") + ">"
	case KBitvector:
		return fmt.Sprintf("bv%d", t.Bits)
	case KInt:
		if t.Finite > 0 && t.Name != "" {
			return t.Name
		}
	}
	return t.Kind.String()
}

// AnyValue names the type of every value (Python's object): the search
// tries a few values of several kinds.
const AnyValue = "$any"

// Union names the type whose values are those of each of its Args
// (Python's Union[A, B]).
const Union = "$union"

// Nullable names the type "Args[0] or the language's none value"
// (Python's Optional[T]): its values are None() and Args[0]'s, unwrapped.
const Nullable = "$nullable"

// maxTypeDepth bounds the walk of a type's parts.
const maxTypeDepth = 32

// Mentions names the first of names that t or one of its parts is called
// (a type parameter, a named type), or "" when none is.
func (t *Type) Mentions(names map[string]bool) string {
	return t.mentions(names, 0)
}

func (t *Type) mentions(names map[string]bool, depth int) string {
	if t == nil || len(names) == 0 || depth > maxTypeDepth {
		return ""
	}
	if names[t.Name] {
		return t.Name
	}
	for _, x := range append([]*Type{t.Elem, t.Key, t.Result}, t.Args...) {
		if n := x.mentions(names, depth+1); n != "" {
			return n
		}
	}
	return ""
}

// SubstType replaces type parameters (and bare datatype names that a
// front end could not tell from one) by the types sub gives.
func SubstType(t *Type, sub map[string]*Type) *Type { return substType(t, sub, 0) }

func substType(t *Type, sub map[string]*Type, depth int) *Type {
	if t == nil || depth > 8 || len(sub) == 0 {
		return t
	}
	if (t.Kind == KTypeParam || t.Kind == KDatatype) && len(t.Args) == 0 {
		if r, ok := sub[t.Name]; ok {
			return r
		}
		return t
	}
	cp := *t
	cp.Elem, cp.Key, cp.Result = substType(t.Elem, sub, depth+1), substType(t.Key, sub, depth+1), substType(t.Result, sub, depth+1)
	if len(t.Args) > 0 {
		cp.Args = make([]*Type, len(t.Args))
		for i, x := range t.Args {
			cp.Args[i] = substType(x, sub, depth+1)
		}
	}
	return &cp
}

// LastSegment is the last dot-separated segment of a qualified name
// (Errors.DeserializationError → DeserializationError): named types and
// constructors are looked up by it.
func LastSegment(name string) string {
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		return name[i+1:]
	}
	return name
}
