package ir

import "strings"

// ValueSyntax is how a language writes the values a message shows where
// that differs from the IR's own text (Value.String: Dafny's, with
// array[…] for arrays, which Dafny has no literal for). A value in a
// message should read as the user would write it in an example line.
type ValueSyntax struct {
	True, False string // Python's True and False
	// ArrayOpen and ArrayClose enclose a one-dimensional array's
	// elements: Lean's #[…]; Dafny's examples write an array as a
	// sequence display, [1, 2].
	ArrayOpen, ArrayClose string
	// MapOpen, MapArrow and MapClose write a map: Python's {k: v}.
	MapOpen, MapArrow, MapClose string
	// Juxtapose: a constructor applies to its fields by juxtaposition,
	// compound ones parenthesised (Lean's some 3, node (leaf) 1 leaf).
	Juxtapose bool
}

// Text is v as syn's language writes it; with a nil syn, v.String().
func Text(syn *ValueSyntax, v Value) string {
	if syn == nil || v == nil {
		if v == nil {
			return "<nil>"
		}
		return v.String()
	}
	var sb strings.Builder
	writeValue(&sb, syn, v, 0)
	return sb.String()
}

// maxTextDepth bounds the nesting written; deeper values are written as
// the IR writes them.
const maxTextDepth = 32

func writeValue(sb *strings.Builder, syn *ValueSyntax, v Value, depth int) {
	if depth > maxTextDepth {
		sb.WriteString(v.String())
		return
	}
	each := func(open string, el []Value, close string) {
		sb.WriteString(open)
		for i, e := range el {
			if i > 0 {
				sb.WriteString(", ")
			}
			writeValue(sb, syn, e, depth+1)
		}
		sb.WriteString(close)
	}
	switch x := v.(type) {
	case Bool:
		switch {
		case bool(x) && syn.True != "":
			sb.WriteString(syn.True)
		case !bool(x) && syn.False != "":
			sb.WriteString(syn.False)
		default:
			sb.WriteString(x.String())
		}
	case Seq:
		if x.Str || len(x.Elems) > 0 && allChars(x.Elems) {
			sb.WriteString(x.String())
			return
		}
		each("[", x.Elems, "]")
	case Array:
		if len(x.Dims) > 1 || syn.ArrayOpen == "" {
			sb.WriteString(x.String())
			return
		}
		each(syn.ArrayOpen, x.Elems, syn.ArrayClose)
	case Set:
		each("{", x.Elems, "}")
	case Tuple:
		if len(x.Elems) == 1 {
			sb.WriteString("(")
			writeValue(sb, syn, x.Elems[0], depth+1)
			sb.WriteString(",)")
			return
		}
		each("(", x.Elems, ")")
	case Datatype:
		if len(x.Fields) == 0 {
			sb.WriteString(x.Ctor)
			return
		}
		name := strings.TrimPrefix(x.Ctor, ObjectCtor)
		if !syn.Juxtapose || name != x.Ctor {
			each(name+"(", x.Fields, ")")
			return
		}
		sb.WriteString(name)
		for _, f := range x.Fields {
			sb.WriteString(" ")
			var fb strings.Builder
			writeValue(&fb, syn, f, depth+1)
			t := fb.String()
			if compound(f) && !strings.HasPrefix(t, "-") || strings.HasPrefix(t, "-") {
				t = "(" + t + ")"
			}
			sb.WriteString(t)
		}
	case Map:
		if syn.MapOpen == "" {
			sb.WriteString(x.String())
			return
		}
		sb.WriteString(syn.MapOpen)
		for i := range x.Keys {
			if i > 0 {
				sb.WriteString(", ")
			}
			writeValue(sb, syn, x.Keys[i], depth+1)
			sb.WriteString(syn.MapArrow)
			writeValue(sb, syn, x.Vals[i], depth+1)
		}
		sb.WriteString(syn.MapClose)
	default:
		sb.WriteString(v.String())
	}
}

// compound says whether v's text under juxtaposition needs parentheses:
// a constructor with fields.
func compound(v Value) bool {
	d, ok := v.(Datatype)
	return ok && len(d.Fields) > 0
}
