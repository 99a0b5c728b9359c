package ir

import (
	"math/big"
	"testing"
)

// TestKeyAgreesWithCompare: two values have the same Key exactly when
// Compare says they are equal, across kinds, printing forms (a string
// and the sequence of its characters, a signed integer) and nesting.
func TestKeyAgreesWithCompare(t *testing.T) {
	i := func(k int64) Value { return NewInt(k) }
	vals := []Value{
		Bool(false), Bool(true), i(0), i(1), i(-1), i(12), Int{V: big.NewInt(12), Signed: true},
		Real{V: big.NewRat(1, 2)}, Real{V: big.NewRat(2, 4)}, Real{V: big.NewRat(1, 1)},
		Char('a'), Char('b'), Str(""), Str("ab"), Seq{Elems: []Value{Char('a'), Char('b')}}, Seq{},
		Seq{Elems: []Value{i(1), i(2)}}, Seq{Elems: []Value{i(12)}}, Seq{Elems: []Value{i(1), i(2), i(0)}},
		Seq{Elems: []Value{Seq{Elems: []Value{i(1)}}, Seq{}}}, Seq{Elems: []Value{Seq{}, Seq{Elems: []Value{i(1)}}}},
		Array{Elems: []Value{i(1), i(2)}, Dims: []int{2}}, Array{Elems: []Value{i(1), i(2)}, Dims: []int{1, 2}},
		MakeSet([]Value{i(2), i(1)}), MakeSet([]Value{i(1), i(2), i(1)}), MakeSet(nil),
		MakeMultiset([]Value{i(1), i(1)}), MakeMultiset([]Value{i(1)}), MakeMultiset([]Value{i(1), i(2)}),
		MakeMap([]Value{i(1)}, []Value{i(2)}), MakeMap([]Value{i(1)}, []Value{i(3)}), MakeMap([]Value{i(2)}, []Value{i(2)}),
		Tuple{Elems: []Value{i(1), Str("x")}}, Tuple{Elems: []Value{i(1), Seq{Elems: []Value{Char('x')}}}}, Tuple{Elems: []Value{i(11)}},
		Datatype{Ctor: "none"}, Datatype{Ctor: "some", Fields: []Value{i(1)}}, Datatype{Ctor: "some", Fields: []Value{i(11)}},
		Datatype{Ctor: "some1", Fields: []Value{i(1)}},
		&Closure{Name: "f"}, &Closure{Name: "g"},
	}
	for _, a := range vals {
		for _, b := range vals {
			if (Key(a) == Key(b)) != (Compare(a, b) == 0) {
				t.Errorf("%v (%s) and %v (%s): keys equal %v, Compare %d", a, Key(a), b, Key(b), Key(a) == Key(b), Compare(a, b))
			}
		}
	}
}
