package difftest

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
)

// preludeTypes declares the datatypes and bitvector functions the later
// categories use (the end of Prelude).
const preludeTypes = `
datatype Shape = Circle(r: int) | Rect(w: int, h: int) | Empty
datatype Tree = Leaf | Node(left: Tree, val: int, right: Tree)
datatype Pair = Pair(fst: int, snd: bool)

function method Area(s: Shape): int
{
  match s
  case Circle(r) => 3 * r * r
  case Rect(w, h) => w * h
  case Empty => 0
}

function method TSum(t: Tree): int
{
  match t
  case Leaf => 0
  case Node(l, v, r) => TSum(l) + v + TSum(r)
}

function method Insert(t: Tree, x: int): Tree
{
  match t
  case Leaf => Node(Leaf, x, Leaf)
  case Node(l, v, r) => if x < v then Node(Insert(l, x), v, r) else Node(l, v, Insert(r, x))
}

function method AddBV(a: bv8, b: bv8): bv8
{
  a + b
}

function method Low4(x: bv8): bv8
{
  x & 15
}

function method Mix(a: bv16, b: bv16): bv16
{
  (a ^ b).RotateLeft(3)
}
`

// ---- bitvectors: a model with uint64 and a width ----

func mask(n int) uint64 {
	if n >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(n) - 1
}

func bvWidth(r *rand.Rand) int { return pick(r, 8, 8, 8, 16, 4, 3, 32, 64, 1, 5, 12, 2) }

// bvVal picks a value of width n, often at an edge.
func bvVal(r *rand.Rand, n int) uint64 {
	m := mask(n)
	switch r.IntN(6) {
	case 0:
		return m
	case 1:
		return m >> 1 // 2^(n-1) - 1
	case 2:
		return (m >> 1) + 1&m // 2^(n-1)
	case 3:
		return uint64(r.IntN(4)) & m
	}
	return r.Uint64() & m
}

func ulit(v uint64) string { return strconv.FormatUint(v, 10) }

// bvAt is a value of bvN written as a conversion or a typed let.
func bvOperand(r *rand.Rand, name string, n int, v uint64) (prefix, ref string) {
	if r.IntN(2) == 0 {
		return "", fmt.Sprintf("(%s as bv%d)", ulit(v), n)
	}
	return fmt.Sprintf("var %s: bv%d := %s; ", name, n, ulit(v)), name
}

// other is a value of width n that differs from v (n > 0).
func other(r *rand.Rand, v uint64, n int) uint64 {
	d := uint64(between(r, 1, 3))
	if mask(n) < 3 {
		d = 1
	}
	return (v + d) & mask(n)
}

func aim(r *rand.Rand, v uint64, n int, want bool) uint64 {
	if want || n == 0 {
		return v
	}
	return other(r, v, n)
}

func rotl(v uint64, k, n int) uint64 {
	if n == 0 {
		return v
	}
	k %= n
	return (v<<uint(k) | v>>uint(n-k)) & mask(n)
}

func bvApply(op string, a, b uint64, n int) uint64 {
	m := mask(n)
	switch op {
	case "+":
		return (a + b) & m
	case "-":
		return (a - b) & m
	case "*":
		return (a * b) & m
	case "/":
		return a / b
	case "%":
		return a % b
	case "&":
		return a & b
	case "|":
		return a | b
	case "^":
		return a ^ b
	}
	panic("difftest: bitvector operator " + op)
}

var bvTemplates = []template{
	// binary operators on two typed operands, or a typed one and a literal
	func(r *rand.Rand, want bool) (string, bool) {
		n := bvWidth(r)
		op := pick(r, "+", "-", "*", "/", "%", "&", "|", "^")
		a, b := bvVal(r, n), bvVal(r, n)
		if (op == "/" || op == "%") && b == 0 {
			b = 1
		}
		v := bvApply(op, a, b, n)
		c := aim(r, v, n, want)
		pa, x := bvOperand(r, "x", n, a)
		pb, y := bvOperand(r, "y", n, b)
		if pa != "" && r.IntN(3) == 0 {
			pb, y = "", ulit(b) // a literal takes x's type
		}
		return fmt.Sprintf("%s%s%s %s %s == %s", pa, pb, x, op, y, ulit(c)), c == v
	},
	// shifts by 0..N, by an int or a bitvector amount
	func(r *rand.Rand, want bool) (string, bool) {
		n := pick(r, 8, 16, 4, 32, 64, 7, 3)
		a := bvVal(r, n)
		k := pick(r, 0, n, n-1, 1, between(r, 0, n))
		op := pick(r, "<<", ">>")
		var v uint64
		if k >= 64 {
			v = 0
		} else if op == "<<" {
			v = a << uint(k) & mask(n)
		} else {
			v = a >> uint(k)
		}
		c := aim(r, v, n, want)
		pa, x := bvOperand(r, "x", n, a)
		amt := strconv.Itoa(k)
		if r.IntN(3) == 0 {
			pa += fmt.Sprintf("var k: bv8 := %d; ", k)
			amt = "k"
		}
		return fmt.Sprintf("%s%s %s %s == %s", pa, x, op, amt, ulit(c)), c == v
	},
	// rotations
	func(r *rand.Rand, want bool) (string, bool) {
		n := pick(r, 8, 16, 4, 32, 64, 5)
		a := bvVal(r, n)
		k := pick(r, 0, n, 1, between(r, 0, n))
		left := r.IntN(2) == 0
		v, name := rotl(a, k, n), "RotateLeft"
		if !left {
			v, name = rotl(a, (n-k%n)%n, n), "RotateRight"
		}
		if r.IntN(4) == 0 {
			// rotating back restores the value; rotating on may not
			pa, x := bvOperand(r, "x", n, a)
			if want {
				return fmt.Sprintf("%s%s.RotateLeft(%d).RotateRight(%d) == %s", pa, x, k, k, x), true
			}
			return fmt.Sprintf("%s%s.RotateLeft(%d).RotateLeft(%d) == %s", pa, x, k, k, x), rotl(a, 2*k, n) == a
		}
		c := aim(r, v, n, want)
		pa, x := bvOperand(r, "x", n, a)
		return fmt.Sprintf("%s%s.%s(%d) == %s", pa, x, name, k, ulit(c)), c == v
	},
	// negation and complement
	func(r *rand.Rand, want bool) (string, bool) {
		n := bvWidth(r)
		a := bvVal(r, n)
		// a let, not a conversion: Dafny 2.3 writes !(128 as bv8) as a
		// C# constant expression that C# rejects (CS0221)
		pa, x := fmt.Sprintf("var x: bv%d := %s; ", n, ulit(a)), "x"
		switch r.IntN(3) {
		case 0:
			v := -a & mask(n)
			c := aim(r, v, n, want)
			return fmt.Sprintf("%s-%s == %s", pa, x, ulit(c)), c == v
		case 1:
			v := ^a & mask(n)
			c := aim(r, v, n, want)
			return fmt.Sprintf("%s!%s == %s", pa, x, ulit(c)), c == v
		}
		// x + !x is all ones; x + -x is zero
		if want {
			return fmt.Sprintf("%s%s + !%s == %s", pa, x, x, ulit(mask(n))), true
		}
		return fmt.Sprintf("%s%s + -%s == %s", pa, x, x, ulit(mask(n))), mask(n) == 0
	},
	// unsigned comparisons, with literals in context
	func(r *rand.Rand, want bool) (string, bool) {
		n := bvWidth(r)
		a, b := bvVal(r, n), bvVal(r, n)
		op := pick(r, "<", "<=", ">", ">=", "==", "!=")
		var v bool
		switch op {
		case "<":
			v = a < b
		case "<=":
			v = a <= b
		case ">":
			v = a > b
		case ">=":
			v = a >= b
		case "==":
			v = a == b
		default:
			v = a != b
		}
		pa, x := bvOperand(r, "x", n, a)
		y := fmt.Sprintf("(%s as bv%d)", ulit(b), n)
		if pa != "" && r.IntN(2) == 0 {
			y = ulit(b)
		}
		return fmt.Sprintf("%s%s %s %s", pa, x, op, y), v
	},
	// conversions between widths, to int, real and char
	func(r *rand.Rand, want bool) (string, bool) {
		n := pick(r, 8, 16, 4, 32, 12)
		a := bvVal(r, n)
		pa, x := bvOperand(r, "x", n, a)
		switch r.IntN(5) {
		case 0:
			c := int64(a)
			if !want {
				c = near(r, c, false)
			}
			return fmt.Sprintf("%s%s as int == %s", pa, x, plit(c)), c == int64(a)
		case 1: // widen, then add without wrapping at n bits
			m := n + pick(r, 1, 8, 16)
			v := (a + 1) & mask(m)
			c := aim(r, v, m, want)
			return fmt.Sprintf("%s(%s as bv%d) + 1 == %s", pa, x, m, ulit(c)), c == v
		case 2: // narrow a value that fits
			m := max(bits.Len64(a), 1) + r.IntN(3)
			c := aim(r, a, m, want)
			return fmt.Sprintf("%s%s as bv%d == %s", pa, x, m, ulit(c)), c == a
		case 3:
			ch := byte(between(r, 'a', 'z'))
			ch2 := ch
			if !want {
				ch2 = byte('a' + (int(ch-'a')+between(r, 1, 5))%26)
			}
			return fmt.Sprintf("(%d as bv%d) as char == %s", ch, max(n, 7), charLit(ch2)), ch == ch2
		}
		c := int64(a)
		if !want {
			c = near(r, c, false)
		}
		return fmt.Sprintf("%s%s as real == %s.0", pa, x, lit(c)), c == int64(a)
	},
	// literal expressions typed by context: x + (b + c) / d
	func(r *rand.Rand, want bool) (string, bool) {
		n := pick(r, 8, 4, 16, 6)
		a, b, c := bvVal(r, n), bvVal(r, n), bvVal(r, n)
		d := uint64(between(r, 1, int(min(mask(n), 9))))
		v := (a + ((b+c)&mask(n))/d) & mask(n)
		w := aim(r, v, n, want)
		return fmt.Sprintf("var x: bv%d := %s; x + (%s + %s) / %s == %s", n, ulit(a), ulit(b), ulit(c), ulit(d), ulit(w)), w == v
	},
	// wrap-around at the top and the bottom, and int arithmetic after as int
	func(r *rand.Rand, want bool) (string, bool) {
		n := bvWidth(r)
		a, b := bvVal(r, n), bvVal(r, n)
		pa, x := bvOperand(r, "x", n, a)
		pb, y := bvOperand(r, "y", n, b)
		if r.IntN(2) == 0 {
			s := int64(a) + int64(b)
			if n == 64 {
				s = int64(a>>1) + int64(b>>1)
				x, y = "("+x+" >> 1)", "("+y+" >> 1)"
			}
			c := s
			if !want {
				c = near(r, s, false)
			}
			return fmt.Sprintf("%s%s%s as int + %s as int == %s", pa, pb, x, y, plit(c)), c == s
		}
		v := a+b > mask(n) || a+b < a // the sum wraps
		return fmt.Sprintf("%s%s%s + %s < %s", pa, pb, x, y, x), v
	},
	// functions with bitvector parameters and results
	func(r *rand.Rand, want bool) (string, bool) {
		switch r.IntN(3) {
		case 0:
			a, b := bvVal(r, 8), bvVal(r, 8)
			v := (a + b) & 255
			c := aim(r, v, 8, want)
			return fmt.Sprintf("AddBV(%s, %s) == %s", ulit(a), ulit(b), ulit(c)), c == v
		case 1:
			a := bvVal(r, 8)
			v := a & 15
			c := aim(r, v, 8, want)
			return fmt.Sprintf("Low4(%s) == %s", ulit(a), ulit(c)), c == v
		}
		a, b := bvVal(r, 16), bvVal(r, 16)
		v := rotl(a^b, 3, 16)
		c := aim(r, v, 16, want)
		return fmt.Sprintf("Mix(%s, %s) == %s", ulit(a), ulit(b), ulit(c)), c == v
	},
	// sequences of bitvectors
	func(r *rand.Rand, want bool) (string, bool) {
		s := []uint64{bvVal(r, 8), bvVal(r, 8), bvVal(r, 8)}
		i, j := r.IntN(3), r.IntN(3)
		v := (s[i] + s[j]) & 255
		c := aim(r, v, 8, want)
		parts := []string{ulit(s[0]), ulit(s[1]), ulit(s[2])}
		return fmt.Sprintf("var s: seq<bv8> := [%s]; s[%d] + s[%d] == %s", strings.Join(parts, ", "), i, j, ulit(c)), c == v
	},
}

// ---- datatypes ----

type shape struct {
	ctor string
	a, b int64
}

func (s shape) text() string {
	switch s.ctor {
	case "Circle":
		return fmt.Sprintf("Circle(%s)", lit(s.a))
	case "Rect":
		return fmt.Sprintf("Rect(%s, %s)", lit(s.a), lit(s.b))
	}
	return "Empty"
}

func (s shape) area() int64 {
	switch s.ctor {
	case "Circle":
		return 3 * s.a * s.a
	case "Rect":
		return s.a * s.b
	}
	return 0
}

func randShape(r *rand.Rand) shape {
	return shape{pick(r, "Circle", "Rect", "Rect", "Empty"), int64(between(r, -5, 9)), int64(between(r, -5, 9))}
}

// insert is the model of the prelude's Insert, as an in-order list.
func insertSorted(s []int64, x int64) []int64 {
	i := 0
	for i < len(s) && s[i] <= x {
		i++
	}
	return slices.Insert(slices.Clone(s), i, x)
}

var datatypeTemplates = []template{
	// destructors
	func(r *rand.Rand, want bool) (string, bool) {
		a, b := int64(between(r, -9, 9)), int64(between(r, -9, 9))
		if r.IntN(2) == 0 {
			c := near(r, a, want)
			return fmt.Sprintf("Rect(%s, %s).w == %s", lit(a), lit(b), plit(c)), c == a
		}
		c := near(r, b, want)
		return fmt.Sprintf("var s := Rect(%s, %s); s.h == %s", lit(a), lit(b), plit(c)), c == b
	},
	// discriminators
	func(r *rand.Rand, want bool) (string, bool) {
		s := randShape(r)
		d := pick(r, "Circle", "Rect", "Empty")
		if want != (s.ctor == d) && r.IntN(2) == 0 {
			d = s.ctor
		}
		return fmt.Sprintf("%s.%s?", s.text(), d), s.ctor == d
	},
	// updates
	func(r *rand.Rand, want bool) (string, bool) {
		a, b, c := int64(between(r, -9, 9)), int64(between(r, -9, 9)), int64(between(r, -9, 9))
		d := near(r, c, want)
		if r.IntN(2) == 0 {
			return fmt.Sprintf("Rect(%s, %s).(h := %s) == Rect(%s, %s)", lit(a), lit(b), lit(c), lit(a), lit(d)), c == d
		}
		return fmt.Sprintf("var p := Pair(%s, true); p.(fst := %s).fst == %s && p.snd", lit(a), lit(c), plit(d)), c == d
	},
	// a function with a match
	func(r *rand.Rand, want bool) (string, bool) {
		s := randShape(r)
		c := near(r, s.area(), want)
		return fmt.Sprintf("Area(%s) == %s", s.text(), plit(c)), c == s.area()
	},
	// match expressions
	func(r *rand.Rand, want bool) (string, bool) {
		s := randShape(r)
		var v int64
		switch s.ctor {
		case "Circle":
			v = s.a
		case "Rect":
			v = s.a - s.b
		default:
			v = 7
		}
		c := near(r, v, want)
		return fmt.Sprintf("match %s case Circle(r) => r == %s case Rect(w, h) => w - h == %s case Empty => %s == 7",
			s.text(), plit(c), plit(c), plit(c)), c == v
	},
	// equality
	func(r *rand.Rand, want bool) (string, bool) {
		s := randShape(r)
		t := s
		if !want || r.IntN(3) == 0 {
			t = randShape(r)
		}
		eq := s.ctor == t.ctor && (s.ctor == "Empty" || s.a == t.a && (s.ctor == "Circle" || s.b == t.b))
		if r.IntN(2) == 0 {
			return fmt.Sprintf("%s != %s", s.text(), t.text()), !eq
		}
		return fmt.Sprintf("%s == %s", s.text(), t.text()), eq
	},
	// recursive datatypes
	func(r *rand.Rand, want bool) (string, bool) {
		xs := randSeq(r, 1, 4, -5, 9)
		t := "Leaf"
		var sorted []int64
		for _, x := range xs {
			t = fmt.Sprintf("Insert(%s, %s)", t, lit(x))
			sorted = insertSorted(sorted, x)
		}
		switch r.IntN(3) {
		case 0:
			c := near(r, sum(xs), want)
			return fmt.Sprintf("TSum(%s) == %s", t, plit(c)), c == sum(xs)
		case 1:
			c := near(r, xs[0], want)
			return fmt.Sprintf("%s.val == %s", t, plit(c)), c == xs[0]
		}
		// the second insertion goes left when it is smaller
		leftLeaf := len(xs) < 2 || !(xs[1] < xs[0]) && !slices.ContainsFunc(xs[1:], func(x int64) bool { return x < xs[0] })
		return fmt.Sprintf("%s.left.Leaf?", t), leftLeaf
	},
}

// ---- conversions between int, real and char ----

func realLit(num int64, den int64) string {
	// den is 1, 2, 4 or 5: exact decimals
	neg := num < 0
	if neg {
		num = -num
	}
	whole, frac := num/den, num%den
	s := lit(whole) + "." + strings.TrimPrefix(strconv.FormatFloat(float64(frac)/float64(den), 'f', -1, 64), "0.")
	if frac == 0 {
		s = lit(whole) + ".0"
	}
	if neg {
		s = "-" + s
	}
	return s
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

var convertTemplates = []template{
	func(r *rand.Rand, want bool) (string, bool) {
		a := int64(between(r, -20, 20))
		c := near(r, a, want)
		return fmt.Sprintf("%s as real == %s", plit(a), "("+realLit(c, 1)+")"), c == a
	},
	func(r *rand.Rand, want bool) (string, bool) {
		num, den := int64(between(r, -30, 30)), pick[int64](r, 2, 4, 5)
		f := floorDiv(num, den)
		c := near(r, f, want)
		if r.IntN(2) == 0 {
			return fmt.Sprintf("(%s).Floor == %s", realLit(num, den), plit(c)), c == f
		}
		return fmt.Sprintf("(%s) as int == %s", realLit(num, den), plit(c)), c == f
	},
	func(r *rand.Rand, want bool) (string, bool) {
		ch := byte(between(r, 'A', 'z'))
		if ch == '\\' || ch == '\'' {
			ch = 'q'
		}
		c := near(r, int64(ch), want)
		if r.IntN(2) == 0 {
			return fmt.Sprintf("%s as int == %d", charLit(ch), c), c == int64(ch)
		}
		if c == '\\' || c == '\'' {
			c = int64(ch)
		}
		return fmt.Sprintf("%d as char == %s", ch, charLit(byte(c))), c == int64(ch)
	},
	func(r *rand.Rand, want bool) (string, bool) {
		ch := byte(between(r, 'a', 'u'))
		k := between(r, 0, 5)
		v := ch + byte(k)
		c := v
		if !want {
			c = v + byte(between(r, 1, 3))
		}
		return fmt.Sprintf("(%s as int + %d) as char == %s", charLit(ch), k, charLit(c)), c == v
	},
	func(r *rand.Rand, want bool) (string, bool) {
		a, b := int64(between(r, -20, 20)), pick[int64](r, 2, 4, 5, -2, -4)
		// (a as real) / (b as real) as int is the floor of the quotient
		f := floorDiv(a, b)
		c := near(r, f, want)
		return fmt.Sprintf("((%s as real) / (%s as real)).Floor == %s", plit(a), plit(b), plit(c)), c == f
	},
	func(r *rand.Rand, want bool) (string, bool) {
		a := int64(between(r, 0, 255))
		c := near(r, a, want)
		if c < 0 || c > 255 {
			c = a
		}
		return fmt.Sprintf("(%d as bv8) as int == %d", a, c), c == a
	},
}

// ---- characters and strings ----

var charTemplates = []template{
	func(r *rand.Rand, want bool) (string, bool) {
		a, b := byte(between(r, 'a', 'z')), byte(between(r, 'A', 'z'))
		if b == '\\' || b == '\'' {
			b = 'Q'
		}
		op := pick(r, "<", "<=", ">", ">=")
		v := map[string]bool{"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[op]
		return fmt.Sprintf("%s %s %s", charLit(a), op, charLit(b)), v
	},
	func(r *rand.Rand, want bool) (string, bool) {
		s := randStr(r, 1, 6)
		i := r.IntN(len(s))
		c := s[i]
		if !want {
			c = byte(between(r, 'a', 'c'))
		}
		return fmt.Sprintf("%s[%d] == %s", strLit(s), i, charLit(c)), c == s[i]
	},
	func(r *rand.Rand, want bool) (string, bool) {
		s := randStr(r, 0, 6)
		c := byte(between(r, 'a', 'd'))
		return fmt.Sprintf("%s in %s", charLit(c), strLit(s)), strings.IndexByte(s, c) >= 0
	},
	func(r *rand.Rand, want bool) (string, bool) {
		s := randStr(r, 0, 6)
		c := byte(between(r, 'a', 'c'))
		n := int64(strings.Count(s, string(c)))
		k := near(r, n, want)
		return fmt.Sprintf("multiset(%s)[%s] == %s", strLit(s), charLit(c), plit(k)), k == n
	},
	func(r *rand.Rand, want bool) (string, bool) {
		s := randStr(r, 1, 6)
		lo := between(r, 0, len(s))
		hi := between(r, lo, len(s))
		sub := s[lo:hi]
		if !want {
			sub = mutateStr(r, sub)
		}
		return fmt.Sprintf("%s[%d..%d] == %s", strLit(s), lo, hi, strLit(sub)), sub == s[lo:hi]
	},
	func(r *rand.Rand, want bool) (string, bool) {
		s := randStr(r, 1, 5)
		lo := byte(pick(r, 'a', 'b'))
		all := true
		for i := range len(s) {
			all = all && s[i] >= lo
		}
		return fmt.Sprintf("forall c :: c in %s ==> %s <= c <= 'z'", strLit(s), charLit(lo)), all
	},
	func(r *rand.Rand, want bool) (string, bool) {
		s := randStr(r, 1, 6)
		c := byte(between(r, 'a', 'c'))
		idx := strings.IndexByte(s, c)
		return fmt.Sprintf("exists i :: 0 <= i < |%s| && %s[i] == %s && i >= 1", strLit(s), strLit(s), charLit(c)),
			idx >= 0 && strings.IndexByte(s[1:], c) >= 0
	},
}

// ---- tuples ----

var tupleTemplates = []template{
	func(r *rand.Rand, want bool) (string, bool) {
		a, b := int64(between(r, -9, 9)), int64(between(r, -9, 9))
		if r.IntN(2) == 0 {
			c := near(r, a, want)
			return fmt.Sprintf("(%s, %s).0 == %s", lit(a), lit(b), plit(c)), c == a
		}
		c := near(r, a+b, want)
		return fmt.Sprintf("var t := (%s, %s); t.0 + t.1 == %s", lit(a), lit(b), plit(c)), c == a+b
	},
	func(r *rand.Rand, want bool) (string, bool) {
		a, b, c := int64(between(r, -9, 9)), int64(between(r, -9, 9)), int64(between(r, -9, 9))
		d := near(r, c, want)
		return fmt.Sprintf("var t := (%s, (%s, %s)); var u := t.1; u.1 == %s", lit(a), lit(b), lit(c), plit(d)), c == d
	},
	func(r *rand.Rand, want bool) (string, bool) {
		a, b := int64(between(r, -3, 3)), int64(between(r, -3, 3))
		c, d := a, b
		if !want || r.IntN(3) == 0 {
			c, d = int64(between(r, -3, 3)), int64(between(r, -3, 3))
		}
		return fmt.Sprintf("(%s, %s) == (%s, %s)", lit(a), lit(b), lit(c), lit(d)), a == c && b == d
	},
	func(r *rand.Rand, want bool) (string, bool) {
		a, b := int64(between(r, -9, 9)), int64(between(r, -9, 9))
		c := near(r, a*b, want)
		return fmt.Sprintf("var (x, y) := (%s, %s); x * y == %s", lit(a), lit(b), plit(c)), c == a*b
	},
	func(r *rand.Rand, want bool) (string, bool) {
		a := int64(between(r, -9, 9))
		s := randStr(r, 0, 3)
		b := r.IntN(2) == 0
		t := s
		if !want {
			t = mutateStr(r, s)
		}
		return fmt.Sprintf("var t := (%s, %s, %v); t.1 == %s && t.2 == %v", lit(a), strLit(s), b, strLit(t), b), s == t
	},
}

// ---- nested quantifiers ----

var nestedTemplates = []template{
	func(r *rand.Rand, want bool) (string, bool) {
		s, t := randSeq(r, 1, 4, 0, 6), randSeq(r, 1, 5, 0, 7)
		all := true
		for _, x := range s {
			all = all && slices.Contains(t, x+1)
		}
		return fmt.Sprintf("forall x :: x in %s ==> exists y :: y in %s && y == x + 1", setLit(s), setLit(t)), all
	},
	func(r *rand.Rand, want bool) (string, bool) {
		s := randSeq(r, 1, 5, -4, 6)
		strict := !want && r.IntN(2) == 0
		op := "<="
		if strict {
			op = "<"
		}
		// a least element exists; a strictly least one does only alone
		return fmt.Sprintf("exists x :: x in %s && forall y :: y in %s ==> x %s y", setLit(s), setLit(s), op), !strict || len(setOf(s)) == 0
	},
	func(r *rand.Rand, want bool) (string, bool) {
		s := randSeq(r, 1, 5, 0, 5)
		return fmt.Sprintf("var s := %s; forall i, j :: 0 <= i < j < |s| ==> s[i] != s[j]", seqLit(s)), len(setOf(s)) == len(s)
	},
	func(r *rand.Rand, want bool) (string, bool) {
		s, t := randSeq(r, 1, 4, 0, 5), randSeq(r, 1, 5, 0, 5)
		return fmt.Sprintf("var s := %s; var t := %s; forall i :: 0 <= i < |s| ==> exists j :: 0 <= j < |t| && s[i] == t[j]", seqLit(s), seqLit(t)), subset(s, t)
	},
	func(r *rand.Rand, want bool) (string, bool) {
		s := randSeq(r, 2, 5, -3, 8)
		k := int64(between(r, 0, 10))
		found := false
		for i := range s {
			for j := range s {
				found = found || i != j && s[i]+s[j] == k
			}
		}
		return fmt.Sprintf("var s := %s; exists i, j :: 0 <= i < |s| && 0 <= j < |s| && i != j && s[i] + s[j] == %d", seqLit(s), k), found
	},
	func(r *rand.Rand, want bool) (string, bool) {
		s := randSeq(r, 1, 4, -3, 6)
		k := int64(between(r, 2, 12))
		all := true
		for _, x := range s {
			for _, y := range s {
				all = all && x+y < k
			}
		}
		return fmt.Sprintf("forall x :: x in %s ==> forall y :: y in %s ==> x + y < %d", setLit(s), setLit(s), k), all
	},
}

// ---- let and assert forms ----

var letTemplates = []template{
	func(r *rand.Rand, want bool) (string, bool) {
		a := int64(between(r, -12, 12))
		c := near(r, a*a, want)
		return fmt.Sprintf("(var x := %s; x * x) == %s", lit(a), plit(c)), c == a*a
	},
	func(r *rand.Rand, want bool) (string, bool) {
		a, b := int64(between(r, -9, 9)), int64(between(r, -9, 9))
		v := (a+b)*2 - a
		c := near(r, v, want)
		return fmt.Sprintf("var x := %s; var y := x + %s; (var z := y * 2; z - x) == %s", lit(a), plit(b), plit(c)), c == v
	},
	func(r *rand.Rand, want bool) (string, bool) {
		a := int64(between(r, -9, 9))
		b := a + int64(between(r, 1, 5))
		c := near(r, a+b, want)
		return fmt.Sprintf("(assert %s < %s; %s + %s) == %s", plit(a), plit(b), plit(a), plit(b), plit(c)), c == a+b
	},
	func(r *rand.Rand, want bool) (string, bool) {
		a := int64(between(r, -9, 9))
		c := near(r, a+1, want)
		return fmt.Sprintf("var x := %s; assert x == %s; x + 1 == %s", lit(a), plit(a), plit(c)), c == a+1
	},
	func(r *rand.Rand, want bool) (string, bool) {
		a, b := int64(between(r, -9, 9)), int64(between(r, -9, 9))
		c := near(r, a-b, want)
		return fmt.Sprintf("(var x, y := %s, %s; x - y) == %s", lit(a), lit(b), plit(c)), c == a-b
	},
	func(r *rand.Rand, want bool) (string, bool) {
		s := randSeq(r, 1, 5, -5, 9)
		v := int64(len(s)) * 2
		c := near(r, v, want)
		return fmt.Sprintf("var s := %s; var n := |s|; (var m := n * 2; m) == %s", seqLit(s), plit(c)), c == v
	},
}
