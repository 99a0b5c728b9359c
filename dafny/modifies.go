package dafny

import (
	"slices"

	"github.com/specfaith/specfaith/ir"
)

// modifiedThis reads each name a class member's modifies clause gives
// that is not a parameter (a field, or an object a field holds) as this.
func (p *parser) modifiedThis(c *ir.Contract) {
	var out []string
	for _, n := range c.Modified {
		if !slices.ContainsFunc(c.Params, func(q ir.Param) bool { return q.Name == n }) {
			n = ir.ThisName
		}
		if !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	c.Modified = out
}
