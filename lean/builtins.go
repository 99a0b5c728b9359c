package lean

import (
	"sync"

	"github.com/specfaith/specfaith/spec"
)

var (
	libOnce sync.Once
	libAll  spec.Library
)

// library is Library plus the few names the parser itself lowers to
// ($toInt for ↑x and (x : Int), some, Function.comp).
func library() spec.Library {
	libOnce.Do(func() {
		libAll = spec.Library{}
		for k, v := range Library() {
			libAll[k] = v
		}
		extra := spec.Library{
			"$toInt": func(c *spec.Ctx, args []spec.Value, r spec.Range) (spec.Value, *spec.Stop) {
				if i, ok := args[0].(spec.Int); ok {
					i.Signed = true
					return i, nil
				}
				return args[0], nil
			},
			"some": func(c *spec.Ctx, args []spec.Value, r spec.Range) (spec.Value, *spec.Stop) {
				return spec.Datatype{Ctor: "some", Fields: args[:1]}, nil
			},
			"Option.some": func(c *spec.Ctx, args []spec.Value, r spec.Range) (spec.Value, *spec.Stop) {
				return spec.Datatype{Ctor: "some", Fields: args[:1]}, nil
			},
			"Function.comp": func(c *spec.Ctx, args []spec.Value, r spec.Range) (spec.Value, *spec.Stop) {
				if len(args) < 3 {
					return nil, &spec.Stop{Status: spec.Unknown, Reason: "partial application of ∘", R: r}
				}
				v, stop := c.CallValue(args[1], args[2:3], r)
				if stop != nil {
					return nil, stop
				}
				return c.CallValue(args[0], []spec.Value{v}, r)
			},
			"id": func(c *spec.Ctx, args []spec.Value, r spec.Range) (spec.Value, *spec.Stop) {
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
