package analyzers

import (
	"math/big"

	"github.com/specfaith/specfaith/ir"
)

// A precondition that asks for a long collection (100 <= a.Length,
// |s| == 20) is met by none of the short ones the generators build.
// sizedValues adds values of the least length it admits: filled with the
// element type's first value, with each of the contract's constants
// (a[8] == a[13] == 200), and with the element values in turn.

// maxSizedLength bounds the length built (the evaluator's collection
// budget is far above it; a longer demand stays unmet, as before).
const maxSizedLength = 256

// maxSizedConsts bounds the constant-filled values.
const maxSizedConsts = 4

func (a *Attack) sizedValues(p ir.Param, have []ir.Value, consts []int64) []ir.Value {
	t := p.Type
	if t == nil || t.Elem == nil || t.Kind != ir.KSeq && t.Kind != ir.KArray {
		return nil
	}
	n := a.demandedLength(p.Name)
	if n <= 0 || n > maxSizedLength {
		return nil
	}
	for _, v := range have {
		if el, _ := ir.AsSeq(v); len(el) >= n {
			return nil // the generators reach it already
		}
	}
	el := domain(t.Elem, consts, 1)
	if len(el) == 0 {
		return nil
	}
	fills := [][]ir.Value{}
	fill := func(f func(i int) ir.Value) {
		vs := make([]ir.Value, n)
		for i := range vs {
			vs[i] = f(i)
		}
		fills = append(fills, vs)
	}
	fill(func(int) ir.Value { return el[0] })
	k := 0
	for _, c := range a.preConsts(int64(n)) {
		if k == maxSizedConsts || c == 0 || t.Elem.Kind != ir.KInt && t.Elem.Kind != ir.KNat || t.Elem.Kind == ir.KNat && c < 0 {
			continue
		}
		v := ir.Int{V: big.NewInt(c)}
		fill(func(int) ir.Value { return v })
		k++
	}
	fill(func(i int) ir.Value { return el[i%len(el)] })
	var out []ir.Value
	for _, vs := range fills {
		if t.Kind == ir.KArray {
			out = append(out, ir.Array{Elems: vs, Dims: []int{n}})
		} else {
			out = append(out, ir.Seq{Elems: vs, Str: t.Kind == ir.KString})
		}
	}
	return out
}

// demandedLength is the least length of parameter name that the
// precondition's conjuncts comparing its length with a literal admit
// (0 when none does).
func (a *Attack) demandedLength(name string) int {
	voc := a.m.Vocab
	none := func(string) bool { return false }
	least := 0
	need := func(op ir.Op, lenLeft bool, k int64) {
		if !lenLeft { // k op |p|: read as |p| op' k
			op = ir.MirrorOp(op)
		}
		var n int64
		switch op {
		case ir.OpEq, ir.OpGe:
			n = k
		case ir.OpGt:
			n = k + 1
		default:
			return
		}
		if n > int64(least) && n <= maxSizedLength+1 {
			least = int(n)
		}
	}
	pair := func(op ir.Op, x, y ir.Expr) {
		if lengthOf(voc, none, x) == name {
			if k, ok := intLit(y); ok && k.IsInt64() {
				need(op, true, k.Int64())
			}
		}
		if lengthOf(voc, none, y) == name {
			if k, ok := intLit(x); ok && k.IsInt64() {
				need(op, false, k.Int64())
			}
		}
	}
	for _, cl := range a.c.Requires() {
		for _, e := range conjunctsOf(cl.Expr, nil) {
			switch x := e.(type) {
			case *ir.Binary:
				pair(x.Op, x.X, x.Y)
			case *ir.Chain:
				for i, op := range x.Ops {
					if i+1 < len(x.Args) {
						pair(op, x.Args[i], x.Args[i+1])
					}
				}
			}
		}
	}
	return least
}

// preConsts are the integer literals of the precondition other than
// skip (the length), in order, each once.
func (a *Attack) preConsts(skip int64) []int64 {
	var out []int64
	seen := map[int64]bool{skip: true}
	for _, cl := range a.c.Requires() {
		ir.Inspect(cl.Expr, func(e ir.Expr) bool {
			if k, ok := intLit(e); ok && k.IsInt64() && !seen[k.Int64()] {
				seen[k.Int64()] = true
				out = append(out, k.Int64())
			}
			return true
		})
	}
	return out
}
