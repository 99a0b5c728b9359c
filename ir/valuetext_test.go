package ir_test

import (
	"testing"

	"github.com/specfaith/specfaith/dafny"
	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/lean"
	"github.com/specfaith/specfaith/nagini"
)

// TestValuesInTheLanguagesSyntax: a value in a message reads as its
// language writes it in an example line, not as the IR's text (array[…]
// read as indexing, true is not Python's).
func TestValuesInTheLanguagesSyntax(t *testing.T) {
	arr := ir.Array{Elems: []ir.Value{ir.NewInt(0), ir.NewInt(1)}, Dims: []int{2}}
	some := ir.Datatype{Ctor: "some", Fields: []ir.Value{ir.NewInt(-3)}}
	pair := ir.Tuple{Elems: []ir.Value{ir.Bool(true), ir.Seq{Elems: []ir.Value{arr}}}}
	m := ir.MakeMap([]ir.Value{ir.Str("a")}, []ir.Value{ir.Bool(false)})
	cases := []struct {
		lang string
		voc  *ir.Vocab
		v    ir.Value
		want string
	}{
		{"dafny", dafny.Vocab, arr, "[0, 1]"},
		{"dafny", dafny.Vocab, pair, "(true, [[0, 1]])"},
		{"lean", lean.Vocab, arr, "#[0, 1]"},
		{"lean", lean.Vocab, some, "some (-3)"},
		{"lean", lean.Vocab, ir.Datatype{Ctor: "some", Fields: []ir.Value{some}}, "some (some (-3))"},
		{"python", nagini.Vocab, ir.Tuple{Elems: []ir.Value{ir.Bool(true), ir.Seq{Elems: []ir.Value{ir.NewInt(1)}}}}, "(True, [1])"},
		{"python", nagini.Vocab, m, `{"a": False}`},
		{"none", nil, arr, "array[0, 1]"},
	}
	for _, c := range cases {
		if got := c.voc.Text(c.v); got != c.want {
			t.Errorf("%s: %s reads %q, want %q", c.lang, c.v, got, c.want)
		}
	}
}
