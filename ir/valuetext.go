package ir

import (
	"strconv"
	"strings"
)

// ValueSyntax is how a language writes the values a message shows where
// that differs from the IR's own text (Value.String: Dafny's, with
// array[…] for arrays, which Dafny has no literal for). A value in a
// message should read as the user would write it in an example line.
// An empty field keeps the IR's text.
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

// irSyntax is the IR's own text, Value.String's.
var irSyntax = ValueSyntax{True: "true", False: "false", ArrayOpen: "array[", ArrayClose: "]",
	MapOpen: "map[", MapArrow: " := ", MapClose: "]"}

// Text is v as syn's language writes it; with a nil syn, as the IR does
// (v.String()).
func Text(syn *ValueSyntax, v Value) string {
	if v == nil {
		return "<nil>"
	}
	w := valueWriter{syn: irSyntax}
	if syn != nil {
		w.syn.Juxtapose = syn.Juxtapose
		for _, f := range []struct {
			to   *string
			from string
		}{
			{&w.syn.True, syn.True}, {&w.syn.False, syn.False},
			{&w.syn.ArrayOpen, syn.ArrayOpen}, {&w.syn.ArrayClose, syn.ArrayClose},
			{&w.syn.MapOpen, syn.MapOpen}, {&w.syn.MapArrow, syn.MapArrow}, {&w.syn.MapClose, syn.MapClose},
		} {
			if f.from != "" {
				*f.to = f.from
			}
		}
	}
	w.value(v)
	return w.sb.String()
}

type valueWriter struct {
	syn ValueSyntax
	sb  strings.Builder
}

func (w *valueWriter) each(open string, el []Value, close string) {
	w.sb.WriteString(open)
	for i, e := range el {
		if i > 0 {
			w.sb.WriteString(", ")
		}
		w.value(e)
	}
	w.sb.WriteString(close)
}

// value writes v. It calls String only of values that are not written
// here (numbers, characters, closures, multisets): no cycle.
func (w *valueWriter) value(v Value) {
	sb := &w.sb
	switch x := v.(type) {
	case Bool:
		if x {
			sb.WriteString(w.syn.True)
		} else {
			sb.WriteString(w.syn.False)
		}
	case Seq:
		if x.Str || len(x.Elems) > 0 && allChars(x.Elems) {
			var rs strings.Builder
			for _, e := range x.Elems {
				rs.WriteRune(rune(e.(Char)))
			}
			sb.WriteString(strconv.Quote(rs.String()))
			return
		}
		w.each("[", x.Elems, "]")
	case Array:
		if len(x.Dims) > 1 {
			// array2[[1, 2], [3, 4]]: rows of rows, so the shape shows
			sb.WriteString("array" + strconv.Itoa(len(x.Dims)))
			w.nested(x.Elems, x.Dims)
			return
		}
		w.each(w.syn.ArrayOpen, x.Elems, w.syn.ArrayClose)
	case Set:
		w.each("{", x.Elems, "}")
	case Tuple:
		if len(x.Elems) == 1 {
			w.each("(", x.Elems, ",)") // a 1-tuple, as Python writes it
			return
		}
		w.each("(", x.Elems, ")")
	case Datatype:
		w.datatype(x)
	case Map:
		sb.WriteString(w.syn.MapOpen)
		for i := range x.Keys {
			if i > 0 {
				sb.WriteString(", ")
			}
			w.value(x.Keys[i])
			sb.WriteString(w.syn.MapArrow)
			w.value(x.Vals[i])
		}
		sb.WriteString(w.syn.MapClose)
	default:
		sb.WriteString(v.String())
	}
}

// nested writes row-major elements with the given dimensions as nested
// lists ([] for an empty dimension).
func (w *valueWriter) nested(el []Value, dims []int) {
	if len(dims) == 1 {
		w.each("[", el, "]")
		return
	}
	stride := 1
	for _, d := range dims[1:] {
		stride *= d
	}
	w.sb.WriteString("[")
	for i := range dims[0] {
		if i > 0 {
			w.sb.WriteString(", ")
		}
		if stride == 0 {
			w.nested(nil, dims[1:])
			continue
		}
		w.nested(el[i*stride:(i+1)*stride], dims[1:])
	}
	w.sb.WriteString("]")
}

// datatype writes a constructor and its fields: C(a, b), or C a (b c)
// by juxtaposition. An object (a record a front end keys "$obj:C") shows
// as C(…).
func (w *valueWriter) datatype(d Datatype) {
	if len(d.Fields) == 0 {
		w.sb.WriteString(d.Ctor)
		return
	}
	name := strings.TrimPrefix(d.Ctor, ObjectCtor)
	if !w.syn.Juxtapose || name != d.Ctor {
		w.each(name+"(", d.Fields, ")")
		return
	}
	w.sb.WriteString(name)
	for _, f := range d.Fields {
		inner := valueWriter{syn: w.syn}
		inner.value(f)
		t := inner.sb.String()
		if fd, ok := f.(Datatype); ok && len(fd.Fields) > 0 || strings.HasPrefix(t, "-") {
			t = "(" + t + ")"
		}
		w.sb.WriteString(" " + t)
	}
}
