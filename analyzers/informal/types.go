package informal

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/specfaith/specfaith/spec"
)

// ---- types of expressions (as far as phrasing needs them) ----

func isIntTyped(t *spec.Type) bool { return t != nil && (t.Kind == spec.KInt || t.Kind == spec.KNat) }

func isSeqTyped(t *spec.Type) bool {
	return t != nil && (t.Kind == spec.KSeq || t.Kind == spec.KString || t.Kind == spec.KArray)
}

func (z *informer) typeOf(e spec.Expr) *spec.Type {
	switch e := e.(type) {
	case *spec.Ident:
		return z.types[e.Name]
	case *spec.Old:
		return z.typeOf(e.X)
	case *spec.Lit:
		switch v := e.Val.(type) {
		case spec.Int:
			return spec.TypeInt
		case spec.Real:
			return spec.TypeReal
		case spec.Bool:
			return spec.TypeBool
		case spec.Char:
			return spec.TypeChar
		case spec.Seq:
			if v.Str {
				return spec.TypeString
			}
			return &spec.Type{Kind: spec.KSeq}
		case spec.Set:
			return &spec.Type{Kind: spec.KSet}
		case spec.Map:
			return &spec.Type{Kind: spec.KMap}
		case spec.Multiset:
			return &spec.Type{Kind: spec.KMultiset}
		}
	case *spec.Index:
		t := z.typeOf(e.X)
		if t == nil {
			return nil
		}
		switch t.Kind {
		case spec.KSeq, spec.KArray, spec.KMap:
			return t.Elem
		case spec.KString:
			return spec.TypeChar
		case spec.KMultiset:
			return spec.TypeNat
		case spec.KTuple:
			if len(e.Args) == 1 {
				if l, ok := e.Args[0].(*spec.Lit); ok {
					if v, ok := l.Val.(spec.Int); ok && v.V.IsInt64() && v.V.Int64() >= 0 && v.V.Int64() < int64(len(t.Args)) {
						return t.Args[v.V.Int64()]
					}
				}
			}
		}
	case *spec.Slice:
		t := z.typeOf(e.X)
		if t == nil {
			return nil
		}
		switch t.Kind {
		case spec.KSeq, spec.KString:
			return t
		case spec.KArray:
			return &spec.Type{Kind: spec.KSeq, Elem: t.Elem}
		}
	case *spec.Call:
		if s, args, ok := z.lib(e); ok {
			switch s.Op {
			case spec.LibMultiset:
				var el *spec.Type
				if t := z.typeOf(args[0]); t != nil {
					el = t.Elem
				}
				return &spec.Type{Kind: spec.KMultiset, Elem: el}
			case spec.LibConvert:
				if s.ToType != nil && s.ToType.Kind != spec.KChar && s.ToType.Kind != spec.KBool {
					return s.ToType
				}
			case spec.LibSeqInit:
				return &spec.Type{Kind: spec.KSeq}
			}
		}
	case *spec.Member:
		if k, err := strconv.Atoi(e.Name); err == nil {
			if t := z.typeOf(e.X); t != nil && t.Kind == spec.KTuple && k >= 0 && k < len(t.Args) {
				return t.Args[k]
			}
		}
		switch z.memberOp(e) {
		case spec.LibLengthDim:
			return spec.TypeInt
		case spec.LibKeys:
			if t := z.typeOf(e.X); t != nil && t.Kind == spec.KMap {
				return &spec.Type{Kind: spec.KSet, Elem: t.Key}
			}
			return &spec.Type{Kind: spec.KSet}
		case spec.LibValues, spec.LibItems:
			return &spec.Type{Kind: spec.KSet}
		}
	case *spec.Unary:
		switch e.Op {
		case spec.OpCard:
			return spec.TypeInt
		case spec.OpNeg:
			return z.typeOf(e.X)
		case spec.OpNot:
			return spec.TypeBool
		}
	case *spec.Binary:
		if isLogicOrRel(e.Op) {
			return spec.TypeBool
		}
		if t := z.typeOf(e.X); t != nil {
			return t
		}
		return z.typeOf(e.Y)
	case *spec.Chain, *spec.Quant:
		return spec.TypeBool
	case *spec.Display:
		return &spec.Type{Kind: e.Coll}
	case *spec.Compr:
		return &spec.Type{Kind: e.Coll}
	}
	return nil
}

// integral reports an expression known to be an integer (so that
// i <= n - 1 may be read as i < n).
func (z *informer) integral(e spec.Expr) bool {
	switch e := e.(type) {
	case *spec.Lit:
		_, ok := e.Val.(spec.Int)
		return ok
	case *spec.Ident:
		return isIntTyped(z.types[e.Name])
	case *spec.Member:
		return z.memberOp(e) == spec.LibLengthDim
	case *spec.Unary:
		switch e.Op {
		case spec.OpCard:
			return true
		case spec.OpNeg:
			return z.integral(e.X)
		}
	case *spec.Binary:
		switch e.Op {
		case spec.OpAdd, spec.OpSub, spec.OpMul, spec.OpNatSub, spec.OpDivEuclid, spec.OpModEuclid,
			spec.OpDivFloor, spec.OpModFloor, spec.OpDivTrunc, spec.OpModTrunc, spec.OpDivEuclidTotal, spec.OpModEuclidTotal:
			return z.integral(e.X) && z.integral(e.Y)
		}
	case *spec.Index:
		return isIntTyped(z.typeOf(e))
	case *spec.Call:
		if s, _, ok := z.lib(e); ok && s.Op == spec.LibConvert && s.ToType != nil {
			return s.ToType.Kind == spec.KInt || s.ToType.Kind == spec.KNat
		}
	case *spec.Old:
		return z.integral(e.X)
	}
	return false
}

// usedAsInt reports whether a bound variable is used as an index into a
// sequence or array, or compared with an integer.
func (z *informer) usedAsInt(name string, parts []spec.Expr) bool {
	found := false
	isName := func(e spec.Expr) bool {
		id, ok := e.(*spec.Ident)
		return ok && id.Name == name
	}
	cmp := func(a, b spec.Expr) {
		if (isName(a) && z.integral(b)) || (isName(b) && z.integral(a)) {
			found = true
		}
	}
	for _, p := range parts {
		spec.Inspect(p, func(x spec.Expr) bool {
			if found {
				return false
			}
			switch x := x.(type) {
			case *spec.Quant:
				return !bindsName(x.Vars, name)
			case *spec.Compr:
				return !bindsName(x.Vars, name)
			case *spec.Lambda:
				return !bindsName(x.Params, name)
			case *spec.Index:
				if isSeqTyped(z.typeOf(x.X)) {
					for _, a := range x.Args {
						if arithOver(a, name) {
							found = true
						}
					}
				}
			case *spec.Slice:
				if isSeqTyped(z.typeOf(x.X)) && (arithOver(x.Lo, name) || arithOver(x.Hi, name)) {
					found = true
				}
			case *spec.Binary:
				switch x.Op {
				case spec.OpLt, spec.OpLe, spec.OpGt, spec.OpGe, spec.OpEq, spec.OpNe:
					cmp(x.X, x.Y)
				}
			case *spec.Chain:
				for i := 0; i+1 < len(x.Args); i++ {
					cmp(x.Args[i], x.Args[i+1])
				}
			}
			return true
		})
	}
	return found
}

func bindsName(vs []spec.Binder, name string) bool {
	for _, v := range vs {
		if v.Name == name {
			return true
		}
	}
	return false
}

// arithOf: e is name, or integer arithmetic over it (an index i + 1).
func arithOver(e spec.Expr, name string) bool {
	switch e := e.(type) {
	case *spec.Ident:
		return e.Name == name
	case *spec.Binary:
		switch e.Op {
		case spec.OpAdd, spec.OpSub, spec.OpMul:
			return arithOver(e.X, name) || arithOver(e.Y, name)
		}
	}
	return false
}

// ---- types in words ----

// typeNoun names a type without an article: "integer", "array of integers".
func typeNoun(t *spec.Type, plural bool) string {
	pl := func(s, p string) string {
		if plural {
			return p
		}
		return s
	}
	if t == nil {
		return pl("value", "values")
	}
	switch t.Kind {
	case spec.KInt:
		return pl("integer", "integers")
	case spec.KNat:
		return pl("natural number", "natural numbers")
	case spec.KBool:
		return pl("boolean", "booleans")
	case spec.KReal:
		return pl("real number", "real numbers")
	case spec.KChar:
		return pl("character", "characters")
	case spec.KString:
		return pl("string", "strings")
	case spec.KSeq:
		return pl("sequence", "sequences") + " of " + typeNoun(t.Elem, true)
	case spec.KArray:
		a := pl("array", "arrays")
		if t.Dims > 1 {
			a = fmt.Sprintf("%d-dimensional %s", t.Dims, a)
		}
		return a + " of " + typeNoun(t.Elem, true)
	case spec.KSet:
		return pl("set", "sets") + " of " + typeNoun(t.Elem, true)
	case spec.KMultiset:
		return pl("multiset", "multisets") + " of " + typeNoun(t.Elem, true)
	case spec.KMap:
		return pl("map", "maps") + " from " + typeNoun(t.Key, true) + " to " + typeNoun(t.Elem, true)
	case spec.KTuple:
		if len(t.Args) == 2 && spec.SameTypeText(t.Args[0], t.Args[1]) && t.Args[0] != nil {
			return pl("pair", "pairs") + " of " + typeNoun(t.Args[0], true)
		}
		parts := make([]string, len(t.Args))
		for i, a := range t.Args {
			parts[i] = withArticle(typeNoun(a, false))
		}
		return pl("tuple", "tuples") + " of " + englishList(parts, "and")
	case spec.KFunc:
		if len(t.Args) == 1 {
			return pl("function", "functions") + " from " + typeNoun(t.Args[0], true) + " to " + typeNoun(t.Result, true)
		}
		parts := make([]string, len(t.Args))
		for i, a := range t.Args {
			parts[i] = withArticle(typeNoun(a, false))
		}
		return pl("function", "functions") + " taking " + englishList(parts, "and") + " and returning " + withArticle(typeNoun(t.Result, false))
	case spec.KTypeParam, spec.KDatatype:
		if spec.IsOption(t) && t.Args[0] != nil && t.Args[0].Kind != spec.KUnknown {
			return "optional " + typeNoun(t.Args[0], plural)
		}
		if plural {
			return t.String() + " values"
		}
		return "value of type " + t.String()
	case spec.KBitvector:
		return fmt.Sprintf("%d-bit %s", t.Bits, pl("bitvector", "bitvectors"))
	}
	return pl("value", "values")
}

// namedNoun names variables of one type: "natural number n", "natural
// numbers i and j", "value x of type T".
func namedNoun(t *spec.Type, ns []string) string {
	plural := len(ns) > 1
	if t == nil || t.Kind == spec.KTypeParam || (t.Kind == spec.KDatatype && !strings.HasPrefix(typeNoun(t, false), "optional ")) || t.Kind == spec.KUnknown {
		v := "value"
		if plural {
			v = "values"
		}
		if t == nil || t.Kind == spec.KUnknown {
			return v + " " + englishList(ns, "and")
		}
		return v + " " + englishList(ns, "and") + " of type " + t.String()
	}
	noun := typeNoun(t, plural)
	if longNoun(noun) {
		if !plural {
			noun = withArticle(noun)
		}
		return englishList(ns, "and") + " (" + noun + ")"
	}
	return noun + " " + englishList(ns, "and")
}

// longNoun: long type descriptions go after the name: "f (a function from …)".
func longNoun(noun string) bool { return strings.Count(noun, " ") >= 4 }

func paramPhrase(name string, t *spec.Type) string {
	if t != nil && t.Kind != spec.KTypeParam && (t.Kind != spec.KDatatype || strings.HasPrefix(typeNoun(t, false), "optional ")) && t.Kind != spec.KUnknown {
		if noun := typeNoun(t, false); longNoun(noun) {
			return name + " (" + withArticle(noun) + ")"
		}
	}
	return withArticle(namedNoun(t, []string{name}))
}

func withArticle(s string) string {
	if s == "" {
		return s
	}
	switch {
	case strings.IndexByte("aeiouAEIOU", s[0]) >= 0,
		strings.HasPrefix(s, "8"), strings.HasPrefix(s, "11-"), strings.HasPrefix(s, "18-"):
		return "an " + s
	}
	return "a " + s
}

// englishList joins "a", "a and b", "a, b and c".
func englishList(xs []string, conj string) string {
	switch len(xs) {
	case 0:
		return ""
	case 1:
		return xs[0]
	}
	return capPhrase(strings.Join(xs[:len(xs)-1], ", ") + " " + conj + " " + xs[len(xs)-1])
}
