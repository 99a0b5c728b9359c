package ir

import (
	"fmt"
	"math"
	"math/big"
	"sort"
	"strings"
)

// maxPowExponent bounds ** so that a contract cannot ask for 2**10**9.
const maxPowExponent = 10_000

// MaxIntBits bounds the integers the evaluator builds: a contract that
// squares a number forty times (x*x in a recursion) would otherwise ask
// for a number of 2^40 digits, taking all memory and time in one step the
// step budget never sees. 2^18 bits (about 79 000 digits) multiply in
// well under a millisecond.
const MaxIntBits = 1 << 18

// MulTooLarge says whether x*y would exceed MaxIntBits.
func MulTooLarge(x, y *big.Int) bool { return x.BitLen()+y.BitLen() > MaxIntBits+1 }

// MaxRatBits bounds a rational's numerator and denominator: reducing a
// rational is a GCD, quadratic in the size, and at MaxIntBits one
// addition took 20–50 ms, past a search's budget by a third (issue 37);
// at 2^16 bits (about 19 700 digits) it takes a few milliseconds.
const MaxRatBits = 1 << 16

// RatTooLarge says whether x op y, for + - * /, could have a numerator
// or denominator beyond MaxRatBits (before reduction, which is itself
// the costly part): squaring a rational forty times is the integer case
// again, in two integers.
func RatTooLarge(op Op, x, y *big.Rat) bool {
	xn, xd := x.Num().BitLen(), x.Denom().BitLen()
	yn, yd := y.Num().BitLen(), y.Denom().BitLen()
	var n, d int
	switch op {
	case OpAdd, OpSub, OpNatSub, OpSubAuto:
		n, d = max(xn+yd, yn+xd)+1, xd+yd
	case OpMul:
		n, d = xn+yn, xd+yd
	case OpDivReal, OpDivEuclid, OpDivEuclidTotal:
		n, d = xn+yd, xd+yn
	default:
		return false
	}
	return n > MaxRatBits+1 || d > MaxRatBits+1
}

// PowTooLarge says whether x^n would exceed MaxIntBits.
func PowTooLarge(x *big.Int, n int64) bool {
	if x.CmpAbs(big.NewInt(1)) <= 0 || n <= 0 {
		return false
	}
	return n > MaxIntBits || int64(x.BitLen()-1)*n > MaxIntBits
}

func tooLarge(r Range) *Stop {
	return unknown(r, "an integer larger than %d bits: beyond what the evaluator computes", MaxIntBits)
}

// Apply applies a strict binary operator to two values.
func Apply(op Op, x, y Value, r Range) (Value, *Stop) {
	// Two integers, neither a let-bound literal of a type still inferred:
	// the evaluator's commonest operation, decided without the checks
	// below (none of which applies to them).
	if a, ok := x.(Int); ok && !a.Pend {
		if b, ok := y.(Int); ok && !b.Pend {
			switch op {
			case OpEq:
				return Bool(a.V.Cmp(b.V) == 0), nil
			case OpNe:
				return Bool(a.V.Cmp(b.V) != 0), nil
			case OpLt:
				return Bool(a.V.Cmp(b.V) < 0), nil
			case OpLe:
				return Bool(a.V.Cmp(b.V) <= 0), nil
			case OpGt:
				return Bool(a.V.Cmp(b.V) > 0), nil
			case OpGe:
				return Bool(a.V.Cmp(b.V) >= 0), nil
			case OpIn, OpNotIn, OpDisjoint, OpIff, OpAppend, OpCons:
			default:
				return arith(op, x, y, r)
			}
		}
	}
	if op != OpShl && op != OpShr {
		x, y = litToBV(x, y)
	}
	if pendOp(op, x, y) {
		return nil, unknown(r, "%s %s %s: the type of a let-bound literal is inferred from its uses (int or a bitvector), which is not evaluated", x, op, y)
	}
	if bvMix(x, y) && op != OpShl && op != OpShr {
		return nil, unknown(r, "%s %s %s mixes a bitvector with an integer whose width is not evaluated", x, op, y)
	}
	switch op {
	case OpEq, OpNe:
		if HasFloat(x) || HasFloat(y) {
			// Lean has no DecidableEq Float and its logic keeps Float
			// opaque; x = y is read in the model Lean's runtime (and
			// native_decide) computes in, IEEE doubles: the same double,
			// so 0.0 = -0.0 is false. A NaN's bits depend on how the
			// platform made it, so = with one is unknown.
			if HasNaN(x) || HasNaN(y) {
				eq, known := floatSame(x, y, 0)
				if !known {
					return nil, unknown(r, "= between two NaNs: which NaN Lean's runtime makes is not fixed, so whether the two Floats are the same is unknown (== is Float.beq, false on NaN)")
				}
				return Bool(eq == (op == OpEq)), nil
			}
		}
		x, y = promoteRat(x, y) // ↑n = q compares numbers
		x, y = promoteFP(x, y)  // fp64 x == 0.0
		if eq, ok := RefEqual(x, y); ok {
			return Bool(eq == (op == OpEq)), nil
		}
		if op == OpEq {
			return Bool(Equal(x, y)), nil
		}
		return Bool(!Equal(x, y)), nil
	case OpLt, OpLe, OpGt, OpGe:
		return order(op, x, y, r)
	case OpIn, OpNotIn:
		x = litMember(x, y)
		if memberMix(x, y) {
			return nil, unknown(r, "membership of %s in %s mixes a bitvector with integers whose width is not evaluated", x, y)
		}
		if HasNaN(x) {
			// x ∈ xs is x = some element, read as = is.
			if in, known := nanMember(x, y); known {
				return Bool(in == (op == OpIn)), nil
			}
			return nil, unknown(r, "∈ with a NaN: which NaN Lean's runtime makes is not fixed, so whether it is among the elements is unknown")
		}
		in, stop := member(x, y, r)
		if stop != nil {
			return nil, stop
		}
		return Bool(in == (op == OpIn)), nil
	case OpDisjoint:
		a, okA := x.(Set)
		b, okB := y.(Set)
		if okA && okB {
			for _, e := range a.Elems {
				if b.Contains(e) {
					return Bool(false), nil
				}
			}
			return Bool(true), nil
		}
		if ma, ok := x.(Multiset); ok {
			if mb, ok := y.(Multiset); ok {
				for _, e := range ma.Elems {
					if mb.Count(e) > 0 {
						return Bool(false), nil
					}
				}
				return Bool(true), nil
			}
		}
	case OpIff:
		a, okA := x.(Bool)
		b, okB := y.(Bool)
		if okA && okB {
			return Bool(a == b), nil
		}
	case OpAppend:
		a, okA := AsSeq(x)
		b, okB := AsSeq(y)
		if okA && okB {
			return concat(x, y, a, b), nil
		}
	case OpCons:
		if b, ok := AsSeq(y); ok {
			return Seq{Elems: append([]Value{x}, b...)}, nil
		}
	default:
		return arith(op, x, y, r)
	}
	return nil, illDefined(r, "operator %s does not apply to %s and %s", op, x, y)
}

// concat is x ++ y, a and b their elements. A sequence joined with an
// empty one of its kind is itself: no copy (values are never written).
func concat(x, y Value, a, b []Value) Value {
	if s, ok := x.(Seq); ok {
		if len(b) == 0 {
			return x
		}
		if t, ok := y.(Seq); ok && len(a) == 0 && t.Str == s.Str {
			return y
		}
	}
	el := make([]Value, 0, len(a)+len(b))
	el = append(append(el, a...), b...)
	if arr, ok := x.(Array); ok {
		_ = arr
		return Array{Elems: el, Dims: []int{len(el)}}
	}
	s, _ := x.(Seq)
	return Seq{Elems: el, Str: s.Str}
}

func order(op Op, x, y Value, r Range) (Value, *Stop) {
	if _, bits := fpOf(x); bits > 0 {
		return fpOrder(op, x, y, r)
	}
	if _, bits := fpOf(y); bits > 0 {
		return fpOrder(op, x, y, r)
	}
	if _, ok := x.(Float); ok {
		return floatOrder(op, x, y, r)
	}
	if _, ok := y.(Float); ok {
		return floatOrder(op, x, y, r)
	}
	x, y = promoteRat(x, y)
	var c int
	switch a := x.(type) {
	case Int:
		b, ok := y.(Int)
		if !ok {
			return nil, illDefined(r, "cannot compare %s with %s", x, y)
		}
		c = a.V.Cmp(b.V)
	case Real:
		b, ok := y.(Real)
		if !ok {
			return nil, illDefined(r, "cannot compare %s with %s", x, y)
		}
		c = a.V.Cmp(b.V)
	case Char:
		b, ok := y.(Char)
		if !ok {
			return nil, illDefined(r, "cannot compare %s with %s", x, y)
		}
		c = Compare(a, b)
	case BV: // unsigned
		b, ok := y.(BV)
		if !ok {
			return nil, illDefined(r, "cannot compare %s with %s", x, y)
		}
		c = a.V.Cmp(b.V)
	case Set, Multiset, Seq:
		// Subset / sub-multiset / prefix order.
		return subOrder(op, x, y, r)
	default:
		return nil, illDefined(r, "cannot order %s", x)
	}
	switch op {
	case OpLt:
		return Bool(c < 0), nil
	case OpLe:
		return Bool(c <= 0), nil
	case OpGt:
		return Bool(c > 0), nil
	}
	return Bool(c >= 0), nil
}

// subOrder is Dafny's subset (sets, multisets) and prefix (sequences) order.
func subOrder(op Op, x, y Value, r Range) (Value, *Stop) {
	if op == OpGt || op == OpGe {
		x, y = y, x
		op = map[Op]Op{OpGt: OpLt, OpGe: OpLe}[op]
	}
	var le bool
	switch a := x.(type) {
	case Set:
		b, ok := y.(Set)
		if !ok {
			return nil, illDefined(r, "cannot compare %s with %s", x, y)
		}
		le = true
		for _, e := range a.Elems {
			if !b.Contains(e) {
				le = false
				break
			}
		}
	case Multiset:
		b, ok := y.(Multiset)
		if !ok {
			return nil, illDefined(r, "cannot compare %s with %s", x, y)
		}
		le = true
		for i, e := range a.Elems {
			if a.Counts[i] > b.Count(e) {
				le = false
				break
			}
		}
	case Seq:
		b, ok := AsSeq(y)
		if !ok {
			return nil, illDefined(r, "cannot compare %s with %s", x, y)
		}
		le = len(a.Elems) <= len(b) && compareSlices(a.Elems, b[:len(a.Elems)]) == 0
	}
	if op == OpLe {
		return Bool(le), nil
	}
	return Bool(le && !Equal(x, y)), nil
}

func member(x, coll Value, r Range) (bool, *Stop) {
	switch s := coll.(type) {
	case Seq:
		if sub, ok := x.(Seq); ok && sub.Str && s.Str {
			// a string in a string is a substring test (Python's str.__contains__)
			return containsRun(s.Elems, sub.Elems), nil
		}
		for _, e := range s.Elems {
			if Equal(e, x) {
				return true, nil
			}
		}
		return false, nil
	case Array:
		for _, e := range s.Elems {
			if Equal(e, x) {
				return true, nil
			}
		}
		return false, nil
	case Set:
		return s.Contains(x), nil
	case Multiset:
		return s.Count(x) > 0, nil
	case Map:
		_, ok := s.Lookup(x)
		return ok, nil
	}
	return false, illDefined(r, "cannot test membership in %s", coll)
}

func arith(op Op, x, y Value, r Range) (Value, *Stop) {
	if _, bits := fpOf(x); bits > 0 {
		return fpArith(op, x, y, r)
	}
	if _, bits := fpOf(y); bits > 0 {
		return fpArith(op, x, y, r)
	}
	if _, ok := x.(Float); ok {
		return floatArith(op, x, y, r)
	}
	if _, ok := y.(Float); ok {
		return floatArith(op, x, y, r)
	}
	x, y = promoteRat(x, y)
	switch a := x.(type) {
	case BV:
		return bvArith(op, a, y, r)
	case Int:
		b, ok := y.(Int)
		if !ok {
			break
		}
		switch op {
		case OpBitAnd, OpBitOr, OpBitXor, OpShl, OpShr:
			return nil, unknown(r, "operator %s on integers: the bitvector width is not known", op)
		}
		signed := a.Signed || b.Signed
		if op == OpSubAuto {
			op = OpNatSub
			if signed {
				op = OpSub
			}
		}
		if !a.Pend && !b.Pend {
			if n, ok := smallArith(op, a.V, b.V); ok {
				return IntValue(n, signed, a.Lit && b.Lit && (op == OpAdd || op == OpSub || op == OpMul)), nil
			}
		}
		v, stop := intArith(op, a.V, b.V, r)
		if iv, ok := v.(Int); ok && (signed || a.Lit && b.Lit) {
			iv.Signed = signed
			iv.Lit = a.Lit && b.Lit && (op == OpAdd || op == OpSub || op == OpMul)
			iv.Pend = iv.Lit && (a.Pend || b.Pend)
			return iv, nil
		}
		return v, stop
	case Real:
		b, ok := y.(Real)
		if !ok {
			break
		}
		if RatTooLarge(op, a.V, b.V) {
			return nil, unknown(r, "a rational larger than %d bits: beyond what the evaluator computes", MaxRatBits)
		}
		z := new(big.Rat)
		switch op {
		case OpAdd:
			return Real{z.Add(a.V, b.V)}, nil
		case OpSub, OpNatSub, OpSubAuto: // no truncation on rationals
			return Real{z.Sub(a.V, b.V)}, nil
		case OpMul:
			return Real{z.Mul(a.V, b.V)}, nil
		case OpDivEuclidTotal: // Lean's Rat: x / 0 = 0 (Rat.inv 0 = 0)
			if b.V.Sign() == 0 {
				return Real{z}, nil
			}
			return Real{z.Quo(a.V, b.V)}, nil
		case OpPow:
			return ratPow(a.V, b, r)
		case OpModEuclidTotal:
			// Lean's core ℚ has no %; which instance a file brings is
			// not known here.
			return nil, unknown(r, "%% on rationals is not evaluated")
		case OpDivReal, OpDivEuclid:
			if b.V.Sign() == 0 {
				return nil, illDefined(r, "division by zero")
			}
			return Real{z.Quo(a.V, b.V)}, nil
		}
	case Tuple:
		if b, ok := y.(Tuple); ok && op == OpAdd {
			return Tuple{Elems: append(append([]Value(nil), a.Elems...), b.Elems...)}, nil
		}
	case Seq, Array:
		if op == OpAdd {
			ea, _ := AsSeq(x)
			if eb, ok := AsSeq(y); ok {
				return concat(x, y, ea, eb), nil
			}
		}
	case Set:
		b, ok := y.(Set)
		if !ok {
			break
		}
		switch op {
		case OpAdd:
			return MakeSet(append(append([]Value(nil), a.Elems...), b.Elems...)), nil
		case OpSub:
			var el []Value
			for _, e := range a.Elems {
				if !b.Contains(e) {
					el = append(el, e)
				}
			}
			return Set{Elems: el}, nil
		case OpMul:
			var el []Value
			for _, e := range a.Elems {
				if b.Contains(e) {
					el = append(el, e)
				}
			}
			return Set{Elems: el}, nil
		}
	case Multiset:
		b, ok := y.(Multiset)
		if !ok {
			break
		}
		return multisetArith(op, a, b, r)
	case Map:
		b, ok := y.(Map)
		if ok && op == OpAdd {
			return MakeMap(append(append([]Value(nil), a.Keys...), b.Keys...), append(append([]Value(nil), a.Vals...), b.Vals...)), nil
		}
		if s, ok := y.(Set); ok && op == OpSub {
			var m Map
			for i, k := range a.Keys {
				if !s.Contains(k) {
					m.Keys = append(m.Keys, k)
					m.Vals = append(m.Vals, a.Vals[i])
				}
			}
			return m, nil
		}
	}
	return nil, illDefined(r, "operator %s does not apply to %s and %s", op, x, y)
}

func multisetArith(op Op, a, b Multiset, r Range) (Value, *Stop) {
	counts := map[int]int64{}
	all := MakeSet(append(append([]Value(nil), a.Elems...), b.Elems...))
	var out Multiset
	for i, e := range all.Elems {
		ca, cb := a.Count(e), b.Count(e)
		var n int64
		switch op {
		case OpAdd:
			n = ca + cb
		case OpSub:
			n = ca - cb
		case OpMul:
			n = min(ca, cb)
		default:
			return nil, illDefined(r, "operator %s does not apply to multisets", op)
		}
		counts[i] = n
		if n > 0 {
			out.Elems = append(out.Elems, e)
			out.Counts = append(out.Counts, n)
		}
	}
	return out, nil
}

// smallArith is intArith on operands below 2^31 in magnitude, in machine
// integers (no product or quotient of them overflows an int64): the
// evaluator's common case, without allocating. ok is false where
// intArith must decide (another operator, a zero divisor).
func smallArith(op Op, a, b *big.Int) (int64, bool) {
	if a.BitLen() > 31 || b.BitLen() > 31 {
		return 0, false
	}
	x, y := a.Int64(), b.Int64()
	switch op {
	case OpAdd:
		return x + y, true
	case OpSub:
		return x - y, true
	case OpNatSub:
		return max(x-y, 0), true
	case OpMul:
		return x * y, true
	}
	if y == 0 {
		return 0, false
	}
	q, m := x/y, x%y // truncated
	switch op {
	case OpDivTrunc:
		return q, true
	case OpModTrunc:
		return m, true
	case OpDivEuclid, OpDivEuclidTotal, OpModEuclid, OpModEuclidTotal:
		// Euclidean: 0 <= m < |y| (big.Int's Div and Mod).
		if m < 0 {
			if y > 0 {
				q, m = q-1, m+y
			} else {
				q, m = q+1, m-y
			}
		}
		if op == OpDivEuclid || op == OpDivEuclidTotal {
			return q, true
		}
		return m, true
	case OpDivFloor, OpModFloor:
		// Floored: m has y's sign.
		if m != 0 && (m < 0) != (y < 0) {
			q, m = q-1, m+y
		}
		if op == OpDivFloor {
			return q, true
		}
		return m, true
	}
	return 0, false
}

func intArith(op Op, a, b *big.Int, r Range) (Value, *Stop) {
	z := new(big.Int)
	switch op {
	case OpAdd:
		return Int{V: z.Add(a, b)}, nil
	case OpSub:
		return Int{V: z.Sub(a, b)}, nil
	case OpNatSub:
		z.Sub(a, b)
		if z.Sign() < 0 {
			z.SetInt64(0)
		}
		return Int{V: z}, nil
	case OpMul:
		if MulTooLarge(a, b) {
			return nil, tooLarge(r)
		}
		return Int{V: z.Mul(a, b)}, nil
	case OpPow:
		if b.Sign() < 0 {
			return nil, illDefined(r, "negative exponent")
		}
		if !b.IsInt64() || b.Int64() > maxPowExponent && a.CmpAbs(big.NewInt(1)) > 0 {
			return nil, unknown(r, "exponent %s is larger than the evaluator allows (%d)", b, maxPowExponent)
		}
		if PowTooLarge(a, b.Int64()) {
			return nil, tooLarge(r)
		}
		return Int{V: z.Exp(a, b, nil)}, nil
	}
	// Division and modulus.
	if b.Sign() == 0 {
		switch op {
		case OpDivEuclidTotal:
			return Int{V: z}, nil
		case OpModEuclidTotal:
			return Int{V: z.Set(a)}, nil
		}
		return nil, illDefined(r, "division by zero")
	}
	switch op {
	case OpDivEuclid, OpDivEuclidTotal:
		return Int{V: z.Div(a, b)}, nil // big.Int.Div is Euclidean
	case OpModEuclid, OpModEuclidTotal:
		return Int{V: z.Mod(a, b)}, nil
	case OpDivTrunc:
		return Int{V: z.Quo(a, b)}, nil
	case OpModTrunc:
		return Int{V: z.Rem(a, b)}, nil
	case OpDivFloor, OpModFloor:
		q, m := new(big.Int).DivMod(a, b, new(big.Int))
		if b.Sign() < 0 && m.Sign() != 0 {
			q.Sub(q, big.NewInt(1))
			m.Add(m, b)
		}
		if op == OpDivFloor {
			return Int{V: q}, nil
		}
		return Int{V: m}, nil
	}
	return nil, illDefined(r, "operator %s does not apply to integers", op)
}

func sortStrings(s []string) { sort.Strings(s) }

func containsRun(hay, needle []Value) bool {
	for i := 0; i+len(needle) <= len(hay); i++ {
		if compareSlices(hay[i:i+len(needle)], needle) == 0 {
			return true
		}
	}
	return false
}

// CodeLiteralTooLarge is the problem code of an integer literal beyond
// MaxIntBits.
const CodeLiteralTooLarge = "literal-too-large"

// CheckIntLiteral refuses an integer literal (as big.Int.SetString with
// base 0 reads it) whose value could exceed MaxIntBits, before it is
// parsed: the evaluator could not compute with it, and big.Int reads
// decimal digits in quadratic time (2 million digits take 6 s).
func CheckIntLiteral(text string) error {
	s := strings.TrimLeft(text, "+-")
	bitsPerDigit := math.Log2(10)
	if len(s) > 1 && s[0] == '0' {
		switch s[1] {
		case 'x', 'X':
			bitsPerDigit, s = 4, s[2:]
		case 'o', 'O':
			bitsPerDigit, s = 3, s[2:]
		case 'b', 'B':
			bitsPerDigit, s = 1, s[2:]
		}
	}
	digits := len(s) - strings.Count(s, "_")
	if float64(digits)*bitsPerDigit <= MaxIntBits {
		return nil
	}
	return fmt.Errorf("an integer literal of %d digits: larger than the %d-bit integers the evaluator computes with (about %d decimal digits), so it is not evaluated", digits, MaxIntBits, int(MaxIntBits/math.Log2(10)))
}

// IntLiteralProblem is the problem a parser reports for a literal that
// CheckIntLiteral refuses.
func IntLiteralProblem(r Range, err error) Problem {
	return Problem{R: r, Severity: SevWarning, Code: CodeLiteralTooLarge, Message: err.Error()}
}
