package lean

import (
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
		}
		for k, v := range extra {
			if _, ok := libAll[k]; !ok {
				libAll[k] = v
			}
		}
	})
	return libAll
}
