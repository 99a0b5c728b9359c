package ir

import "math/big"

// A Hole stands for a value being solved for: the result of a function
// whose specification the caller solves for its own outputs (a CLEVER
// spec that calls its implementation on other inputs). Under a Probe,
// every operation on a hole is unknown, except that each x = e meeting
// one records e (less the hole's offset) as a candidate for it, so one
// evaluation collects the values the specification itself names.
type Hole struct {
	// ID: 0 is the hole a Probe collects candidates for; holes with other
	// IDs stand for unrelated unknown values.
	ID  int
	Off *big.Int // (hole + Off) / Div, after + - or / with an integer
	Div *big.Int // nil for 1
}

func (Hole) Kind() Kind { return KUnknown }

func (h Hole) String() string { return "?" }

// Probe collects the candidates a hole meets (see Hole). With Exclude
// set it reads the hole as a value other than every one listed there:
// x = e is false when e is listed, and Escaped is set when it is not.
type Probe struct {
	Candidates []Value
	Exclude    map[string]bool
	Escaped    bool
}

// maxCandidates bounds what one probe records.
const maxCandidates = 64

// probe handles a binary operation with a hole operand, under c.Probe.
func (c *Ctx) probe(op Op, x, y Value, r Range) (Value, *Stop) {
	hx, isX := x.(Hole)
	hy, isY := y.(Hole)
	switch {
	case isX && isY:
		if (op == OpEq || op == OpNe) && hx.ID == hy.ID && hx.Off == nil && hy.Off == nil && hx.Div == nil && hy.Div == nil {
			return Bool(op == OpEq), nil // the same value
		}
	case op == OpEq || op == OpNe:
		h, v := hx, y
		if isY {
			h, v = hy, x
		}
		if h.ID != 0 {
			break // another unknown: only hole 0 is probed
		}
		if h.Off != nil || h.Div != nil {
			n, ok := v.(Int)
			if !ok {
				break
			}
			// (hole + off) / div = n has hole = n·div - off among its
			// solutions (the least, where div > 1).
			w := new(big.Int).Set(n.V)
			if h.Div != nil {
				w.Mul(w, h.Div)
			}
			if h.Off != nil {
				w.Sub(w, h.Off)
			}
			v = Int{V: w, Signed: true}
		}
		if c.Probe.Exclude != nil {
			// Only the hole itself is read so: hole - k on a Nat truncates,
			// and (hole + k) / d has several solutions.
			if h.Off != nil || h.Div != nil || !c.Probe.Exclude[Key(v)] {
				c.Probe.Escaped = true
				break
			}
			return Bool(op == OpNe), nil
		}
		if len(c.Probe.Candidates) < maxCandidates {
			c.Probe.Candidates = append(c.Probe.Candidates, v)
		}
	case op == OpAdd || op == OpSub || op == OpSubAuto || op == OpDivEuclidTotal:
		h, v := hx, y
		if isY {
			h, v = hy, x
		}
		n, ok := v.(Int)
		if !ok || isY && op != OpAdd || h.Div != nil {
			break // k - hole, and + after /, are not solved for
		}
		off := new(big.Int)
		if h.Off != nil {
			off.Set(h.Off)
		}
		switch op {
		case OpAdd:
			off.Add(off, n.V)
		case OpDivEuclidTotal:
			if n.V.Sign() <= 0 {
				return nil, unknown(r, "a value being solved for")
			}
			return Hole{ID: h.ID, Off: h.Off, Div: new(big.Int).Set(n.V)}, nil
		default:
			off.Sub(off, n.V)
		}
		return Hole{ID: h.ID, Off: off}, nil
	}
	return nil, unknown(r, "a value being solved for")
}
