package analyzers

import "github.com/specfaith/specfaith/ir"

// SetHoisting turns the search's evaluation of input-only parts once per
// input on or off (a differential test compares the two).
func SetHoisting(on bool) { hoisting = on }

// Rows are the search's statuses, per admitted input and output tried.
func (a *Attack) Rows() [][]int {
	out := make([][]int, len(a.accepted))
	for i, row := range a.accepted {
		for _, st := range row {
			out[i] = append(out[i], int(st))
		}
	}
	return out
}

// HoistedParts counts the parts of c's postcondition a search evaluates
// once per input.
func HoistedParts(c *ir.Contract) int {
	h := newHoister(nil, c, c.Ensures())
	if h == nil {
		return 0
	}
	n := 0
	for _, p := range h.parts {
		n += len(p)
	}
	return n
}
