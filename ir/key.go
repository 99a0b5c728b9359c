package ir

import (
	"math"
	"strconv"
)

// Key is a canonical form of v: Key(a) == Key(b) exactly when
// Compare(a, b) == 0. It keys maps of values (de-duplication in linear
// time where Compare would pair every value with every other). Printing
// differences that Compare ignores (a sequence written as a string, a
// signed integer) do not reach the key; every part is self-delimiting, so
// different values never run together into one key.
func Key(v Value) string {
	return string(AppendKey(nil, v))
}

// AppendKey appends Key(v) to b.
func AppendKey(b []byte, v Value) []byte {
	text := func(b []byte, tag byte, s string) []byte {
		b = append(b, tag)
		b = strconv.AppendInt(b, int64(len(s)), 10)
		b = append(b, ':')
		return append(b, s...)
	}
	all := func(b []byte, tag byte, vs []Value) []byte {
		b = append(b, tag)
		b = strconv.AppendInt(b, int64(len(vs)), 10)
		b = append(b, ':')
		for _, e := range vs {
			b = AppendKey(b, e)
		}
		return b
	}
	switch x := v.(type) {
	case nil:
		return append(b, 'n')
	case Bool:
		if x {
			return append(b, 'T')
		}
		return append(b, 'F')
	case Int:
		b = append(b, 'i')
		b = x.V.Append(b, 10)
		return append(b, ';')
	case Real:
		return text(b, 'r', x.V.RatString())
	case Float:
		return text(b, 'f', strconv.FormatUint(math.Float64bits(float64(x)), 16))
	case FP64:
		return text(b, 'D', strconv.FormatUint(math.Float64bits(fpCanon(float64(x))), 16))
	case FP32:
		return text(b, 'E', strconv.FormatUint(math.Float64bits(fpCanon(float64(x))), 16))
	case Char:
		b = append(b, 'c')
		b = strconv.AppendInt(b, int64(x), 10)
		return append(b, ';')
	case Seq:
		return all(b, 's', x.Elems)
	case Array:
		b = append(b, 'a')
		b = strconv.AppendInt(b, int64(len(x.Dims)), 10)
		for _, d := range x.Dims {
			b = append(b, ',')
			b = strconv.AppendInt(b, int64(d), 10)
		}
		return all(b, ':', x.Elems)
	case Set:
		return all(b, 'S', x.Elems)
	case Multiset:
		b = all(b, 'M', x.Elems)
		for _, n := range x.Counts {
			b = strconv.AppendInt(b, n, 10)
			b = append(b, ';')
		}
		return b
	case Map:
		b = all(b, 'm', x.Keys)
		return all(b, '>', x.Vals)
	case Tuple:
		return all(b, 't', x.Elems)
	case Datatype:
		b = text(b, 'd', x.Ctor)
		return all(b, '(', x.Fields)
	case *Closure:
		// Compare orders closures by their printed form.
		return text(b, 'f', x.String())
	}
	return text(b, '?', v.String())
}
