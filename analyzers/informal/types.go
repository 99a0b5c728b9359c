package informal

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// ---- types of expressions (as far as phrasing needs them) ----

func isIntTyped(t *ir.Type) bool { return t != nil && (t.Kind == ir.KInt || t.Kind == ir.KNat) }

func isSeqTyped(t *ir.Type) bool {
	return t != nil && (t.Kind == ir.KSeq || t.Kind == ir.KString || t.Kind == ir.KArray)
}

func (z *informer) typeOf(e ir.Expr) *ir.Type {
	switch e := e.(type) {
	case *ir.Ident:
		return z.types[e.Name]
	case *ir.Old:
		return z.typeOf(e.X)
	case *ir.Lit:
		switch v := e.Val.(type) {
		case ir.Int:
			return ir.TypeInt
		case ir.Real:
			return ir.TypeReal
		case ir.Bool:
			return ir.TypeBool
		case ir.Char:
			return ir.TypeChar
		case ir.Seq:
			if v.Str {
				return ir.TypeString
			}
			return &ir.Type{Kind: ir.KSeq}
		case ir.Set:
			return &ir.Type{Kind: ir.KSet}
		case ir.Map:
			return &ir.Type{Kind: ir.KMap}
		case ir.Multiset:
			return &ir.Type{Kind: ir.KMultiset}
		}
	case *ir.Index:
		t := z.typeOf(e.X)
		if t == nil {
			return nil
		}
		switch t.Kind {
		case ir.KSeq, ir.KArray, ir.KMap:
			return t.Elem
		case ir.KString:
			return ir.TypeChar
		case ir.KMultiset:
			return ir.TypeNat
		case ir.KTuple:
			if len(e.Args) == 1 {
				if l, ok := e.Args[0].(*ir.Lit); ok {
					if v, ok := l.Val.(ir.Int); ok && v.V.IsInt64() && v.V.Int64() >= 0 && v.V.Int64() < int64(len(t.Args)) {
						return t.Args[v.V.Int64()]
					}
				}
			}
		}
	case *ir.Slice:
		t := z.typeOf(e.X)
		if t == nil {
			return nil
		}
		switch t.Kind {
		case ir.KSeq, ir.KString:
			return t
		case ir.KArray:
			return &ir.Type{Kind: ir.KSeq, Elem: t.Elem}
		}
	case *ir.Call:
		if s, args, ok := z.lib(e); ok {
			switch s.Op {
			case ir.LibMultiset:
				var el *ir.Type
				if t := z.typeOf(args[0]); t != nil {
					el = t.Elem
				}
				return &ir.Type{Kind: ir.KMultiset, Elem: el}
			case ir.LibConvert:
				if s.ToType != nil && s.ToType.Kind != ir.KChar && s.ToType.Kind != ir.KBool {
					return s.ToType
				}
			case ir.LibSeqInit:
				return &ir.Type{Kind: ir.KSeq}
			}
		}
	case *ir.Member:
		if k, err := strconv.Atoi(e.Name); err == nil {
			if t := z.typeOf(e.X); t != nil && t.Kind == ir.KTuple && k >= 0 && k < len(t.Args) {
				return t.Args[k]
			}
		}
		switch z.memberOp(e) {
		case ir.LibLengthDim:
			return ir.TypeInt
		case ir.LibKeys:
			if t := z.typeOf(e.X); t != nil && t.Kind == ir.KMap {
				return &ir.Type{Kind: ir.KSet, Elem: t.Key}
			}
			return &ir.Type{Kind: ir.KSet}
		case ir.LibValues, ir.LibItems:
			return &ir.Type{Kind: ir.KSet}
		}
	case *ir.Unary:
		switch e.Op {
		case ir.OpCard:
			return ir.TypeInt
		case ir.OpNeg:
			return z.typeOf(e.X)
		case ir.OpNot:
			return ir.TypeBool
		}
	case *ir.Binary:
		if ir.IsLogicOrRel(e.Op) {
			return ir.TypeBool
		}
		if t := z.typeOf(e.X); t != nil {
			return t
		}
		return z.typeOf(e.Y)
	case *ir.Chain, *ir.Quant:
		return ir.TypeBool
	case *ir.Display:
		return &ir.Type{Kind: e.Coll}
	case *ir.Compr:
		return &ir.Type{Kind: e.Coll}
	}
	return nil
}

// integral reports an expression known to be an integer (so that
// i <= n - 1 may be read as i < n).
func (z *informer) integral(e ir.Expr) bool {
	switch e := e.(type) {
	case *ir.Lit:
		_, ok := e.Val.(ir.Int)
		return ok
	case *ir.Ident:
		return isIntTyped(z.types[e.Name])
	case *ir.Member:
		return z.memberOp(e) == ir.LibLengthDim
	case *ir.Unary:
		switch e.Op {
		case ir.OpCard:
			return true
		case ir.OpNeg:
			return z.integral(e.X)
		}
	case *ir.Binary:
		switch e.Op {
		case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpNatSub, ir.OpDivEuclid, ir.OpModEuclid,
			ir.OpDivFloor, ir.OpModFloor, ir.OpDivTrunc, ir.OpModTrunc, ir.OpDivEuclidTotal, ir.OpModEuclidTotal:
			return z.integral(e.X) && z.integral(e.Y)
		}
	case *ir.Index:
		return isIntTyped(z.typeOf(e))
	case *ir.Call:
		if s, _, ok := z.lib(e); ok && s.Op == ir.LibConvert && s.ToType != nil {
			return s.ToType.Kind == ir.KInt || s.ToType.Kind == ir.KNat
		}
	case *ir.Old:
		return z.integral(e.X)
	}
	return false
}

// usedAsInt reports whether a bound variable is used as an index into a
// sequence or array, or compared with an integer.
func (z *informer) usedAsInt(name string, parts []ir.Expr) bool {
	found := false
	isName := func(e ir.Expr) bool {
		id, ok := e.(*ir.Ident)
		return ok && id.Name == name
	}
	cmp := func(a, b ir.Expr) {
		if (isName(a) && z.integral(b)) || (isName(b) && z.integral(a)) {
			found = true
		}
	}
	for _, p := range parts {
		ir.Inspect(p, func(x ir.Expr) bool {
			if found {
				return false
			}
			switch x := x.(type) {
			case *ir.Quant:
				return !bindsName(x.Vars, name)
			case *ir.Compr:
				return !bindsName(x.Vars, name)
			case *ir.Lambda:
				return !bindsName(x.Params, name)
			case *ir.Index:
				if isSeqTyped(z.typeOf(x.X)) {
					for _, a := range x.Args {
						if arithOver(a, name) {
							found = true
						}
					}
				}
			case *ir.Slice:
				if isSeqTyped(z.typeOf(x.X)) && (arithOver(x.Lo, name) || arithOver(x.Hi, name)) {
					found = true
				}
			case *ir.Binary:
				switch x.Op {
				case ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe, ir.OpEq, ir.OpNe:
					cmp(x.X, x.Y)
				}
			case *ir.Chain:
				for i := 0; i+1 < len(x.Args); i++ {
					cmp(x.Args[i], x.Args[i+1])
				}
			}
			return true
		})
	}
	return found
}

func bindsName(vs []ir.Binder, name string) bool {
	for _, v := range vs {
		if v.Name == name {
			return true
		}
	}
	return false
}

// arithOf: e is name, or integer arithmetic over it (an index i + 1).
func arithOver(e ir.Expr, name string) bool {
	switch e := e.(type) {
	case *ir.Ident:
		return e.Name == name
	case *ir.Binary:
		switch e.Op {
		case ir.OpAdd, ir.OpSub, ir.OpMul:
			return arithOver(e.X, name) || arithOver(e.Y, name)
		}
	}
	return false
}

// ---- types in words ----

// typeNoun names a type without an article: "integer", "array of integers".
func typeNoun(t *ir.Type, plural bool) string {
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
	case ir.KInt:
		return pl("integer", "integers")
	case ir.KNat:
		return pl("natural number", "natural numbers")
	case ir.KBool:
		return pl("boolean", "booleans")
	case ir.KReal:
		return pl("real number", "real numbers")
	case ir.KChar:
		return pl("character", "characters")
	case ir.KString:
		return pl("string", "strings")
	case ir.KSeq:
		return pl("sequence", "sequences") + " of " + typeNoun(t.Elem, true)
	case ir.KArray:
		a := pl("array", "arrays")
		if t.Dims > 1 {
			a = fmt.Sprintf("%d-dimensional %s", t.Dims, a)
		}
		return a + " of " + typeNoun(t.Elem, true)
	case ir.KSet:
		return pl("set", "sets") + " of " + typeNoun(t.Elem, true)
	case ir.KMultiset:
		return pl("multiset", "multisets") + " of " + typeNoun(t.Elem, true)
	case ir.KMap:
		return pl("map", "maps") + " from " + typeNoun(t.Key, true) + " to " + typeNoun(t.Elem, true)
	case ir.KTuple:
		if len(t.Args) == 2 && ir.SameTypeText(t.Args[0], t.Args[1]) && t.Args[0] != nil {
			return pl("pair", "pairs") + " of " + typeNoun(t.Args[0], true)
		}
		parts := make([]string, len(t.Args))
		for i, a := range t.Args {
			parts[i] = withArticle(typeNoun(a, false))
		}
		return pl("tuple", "tuples") + " of " + englishList(parts, "and")
	case ir.KFunc:
		if len(t.Args) == 1 {
			return pl("function", "functions") + " from " + typeNoun(t.Args[0], true) + " to " + typeNoun(t.Result, true)
		}
		parts := make([]string, len(t.Args))
		for i, a := range t.Args {
			parts[i] = withArticle(typeNoun(a, false))
		}
		return pl("function", "functions") + " taking " + englishList(parts, "and") + " and returning " + withArticle(typeNoun(t.Result, false))
	case ir.KTypeParam, ir.KDatatype:
		if ir.IsOption(t) && t.Args[0] != nil && t.Args[0].Kind != ir.KUnknown {
			return "optional " + typeNoun(t.Args[0], plural)
		}
		if plural {
			return t.String() + " values"
		}
		return "value of type " + t.String()
	case ir.KBitvector:
		return fmt.Sprintf("%d-bit %s", t.Bits, pl("bitvector", "bitvectors"))
	}
	return pl("value", "values")
}

// namedNoun names variables of one type: "natural number n", "natural
// numbers i and j", "value x of type T".
func namedNoun(t *ir.Type, ns []string) string {
	plural := len(ns) > 1
	if t == nil || t.Kind == ir.KTypeParam || (t.Kind == ir.KDatatype && !strings.HasPrefix(typeNoun(t, false), "optional ")) || t.Kind == ir.KUnknown {
		v := "value"
		if plural {
			v = "values"
		}
		if t == nil || t.Kind == ir.KUnknown {
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

func paramPhrase(name string, t *ir.Type) string {
	if t != nil && t.Kind != ir.KTypeParam && (t.Kind != ir.KDatatype || strings.HasPrefix(typeNoun(t, false), "optional ")) && t.Kind != ir.KUnknown {
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
