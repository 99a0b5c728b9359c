package lean

import (
	"fmt"
	"math/big"
	"sync"

	"github.com/specfaith/specfaith/ir"
)

var (
	libOnce sync.Once
	libAll  ir.Library
)

// library is Library plus the few names the parser itself lowers to
// ($toInt for ↑x and (x : Int), some, Function.comp).
func library() ir.Library {
	libOnce.Do(func() {
		libAll = ir.Library{}
		for k, v := range Library() {
			libAll[k] = v
		}
		extra := ir.Library{
			"$toInt": func(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
				if i, ok := args[0].(ir.Int); ok {
					i.Signed = true
					return i, nil
				}
				return args[0], nil
			},
			"some": func(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
				return ir.Datatype{Ctor: "some", Fields: args[:1]}, nil
			},
			"Option.some": func(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
				return ir.Datatype{Ctor: "some", Fields: args[:1]}, nil
			},
			"Function.comp": func(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
				if len(args) < 3 {
					return nil, &ir.Stop{Status: ir.Unknown, Reason: "partial application of ∘", R: r}
				}
				v, stop := c.CallValue(args[1], args[2:3], r)
				if stop != nil {
					return nil, stop
				}
				return c.CallValue(args[0], []ir.Value{v}, r)
			},
			"id": func(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
				return args[0], nil
			},
			// $range lo hi closed: the integers of lo...hi (or lo...=hi),
			// in order (Std.Rco and Std.Rcc over Nat and Int).
			"$range": rangeValue,
		}
		for k, v := range extra {
			if _, ok := libAll[k]; !ok {
				libAll[k] = v
			}
		}
	})
	return libAll
}

func rangeValue(c *ir.Ctx, args []ir.Value, r ir.Range) (ir.Value, *ir.Stop) {
	lo, ok1 := args[0].(ir.Int)
	hi, ok2 := args[1].(ir.Int)
	if !ok1 || !ok2 {
		return nil, &ir.Stop{Status: ir.Unknown, Reason: "a range over values other than integers is not evaluated", R: r}
	}
	end := new(big.Int).Set(hi.V)
	if b, _ := args[2].(ir.Bool); b {
		end.Add(end, big.NewInt(1))
	}
	n := new(big.Int).Sub(end, lo.V)
	if n.Sign() <= 0 {
		return ir.Seq{}, nil
	}
	limit := c.Limits.CollSize
	if limit <= 0 {
		limit = ir.DefaultLimits.CollSize
	}
	if !n.IsInt64() || n.Int64() > int64(limit) {
		return nil, &ir.Stop{Status: ir.Unknown, Reason: fmt.Sprintf("a range of %s integers: larger than the evaluator builds (%d)", n, limit), R: r}
	}
	signed := lo.Signed || hi.Signed
	out := make([]ir.Value, 0, n.Int64())
	for k := new(big.Int).Set(lo.V); k.Cmp(end) < 0; k.Add(k, big.NewInt(1)) {
		out = append(out, ir.Int{V: new(big.Int).Set(k), Signed: signed})
	}
	return ir.Seq{Elems: out}, nil
}
