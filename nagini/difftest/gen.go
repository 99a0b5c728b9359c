// Package difftest checks specfaith's Python evaluator (the Nagini front
// end's ParseExpr and Library) against CPython: it generates a corpus of
// closed Python expressions, has python3 evaluate them all in one script
// that prints a canonical form of each value (or the exception's name), and
// compares that with the canonical form of what specfaith's evaluator
// computes. Only this test harness runs Python; the product never does.
package difftest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/specfaith/specfaith/ir"
)

// Case is one generated closed Python expression.
type Case struct {
	ID       int
	Category string
	Text     string
}

// Seed is the fixed seed of the corpus; category k draws from
// rand.NewPCG(Seed, k), so adding a category (at the end) or changing one
// leaves the others unchanged.
const Seed uint64 = 0x9e3779b97f4a7c15

// category makes count distinct cases: first the hand-written fixed ones,
// then random ones from gen.
type category struct {
	name  string
	count int
	fixed []string
	gen   func(g *gen) string
}

func categories() []category {
	return []category{
		{"int", 110, intFixed, (*gen).intCase},
		{"bool", 70, boolFixed, (*gen).boolCase},
		{"cmp", 60, cmpFixed, (*gen).cmpCase},
		{"list", 130, listFixed, (*gen).listCase},
		{"tuple", 40, tupleFixed, (*gen).tupleCase},
		{"dict", 50, dictFixed, (*gen).dictCase},
		{"set", 60, setFixed, (*gen).setCase},
		{"str", 70, strFixed, (*gen).strCase},
		{"compr", 100, comprFixed, (*gen).comprCase},
		{"cond", 35, condFixed, (*gen).condCase},
		{"lambda", 40, lambdaFixed, (*gen).lambdaCase},
		{"errors", len(errorsFixed), errorsFixed, nil},
		{"boolint", len(boolintFixed), boolintFixed, nil},
		{"order", 60, orderFixed, (*gen).orderCase},
		{"contract", 70, contractFixed, (*gen).contractCase},
	}
}

// Generate returns the corpus, the same on every call: the categories in
// order, each with its fixed cases first; no text appears twice.
func Generate() []Case {
	var out []Case
	seen := map[string]bool{}
	for k, cat := range categories() {
		g := &gen{r: rand.New(rand.NewPCG(Seed, uint64(k)))}
		n := 0
		add := func(text string) bool {
			if seen[text] {
				return false
			}
			seen[text] = true
			out = append(out, Case{ID: len(out) + 1, Category: cat.name, Text: text})
			n++
			return true
		}
		for _, f := range cat.fixed {
			if !add(f) {
				panic("difftest: duplicate fixed case " + f)
			}
		}
		for tries := 0; n < cat.count; tries++ {
			if tries > 100*cat.count {
				panic("difftest: category " + cat.name + " cannot make enough distinct cases")
			}
			add(cat.gen(g))
		}
	}
	return out
}

// gen draws the random parts of one category's cases.
type gen struct{ r *rand.Rand }

// in returns an int in [lo, hi].
func (g *gen) in(lo, hi int) int { return lo + g.r.IntN(hi-lo+1) }

func (g *gen) chance(p float64) bool { return g.r.Float64() < p }

func (g *gen) pick(s ...string) string { return s[g.r.IntN(len(s))] }

func itoa(i int) string { return strconv.Itoa(i) }

func (g *gen) ints(n, lo, hi int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = g.in(lo, hi)
	}
	return out
}

func intList(xs []int) string { return "[" + joinInts(xs) + "]" }

func joinInts(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = itoa(x)
	}
	return strings.Join(parts, ", ")
}

func intTuple(xs []int) string {
	if len(xs) == 1 {
		return "(" + itoa(xs[0]) + ",)"
	}
	return "(" + joinInts(xs) + ")"
}

func intSet(xs []int) string {
	if len(xs) == 0 {
		return "set()"
	}
	return "{" + joinInts(xs) + "}"
}

// list is a random int list display of length lo..hi.
func (g *gen) list(lo, hi int) []int { return g.ints(g.in(lo, hi), -5, 9) }

// ---------------------------------------------------------------- int

var intFixed = []string{
	"-7 // 2", "-7 % 2", "7 // -2", "7 % -2", "-7 // -2", "-7 % -2",
	"7 // 2", "7 % 2", "0 // 5", "0 % -5", "-1 // 10", "-1 % 10",
	"-2 ** 2", "(-2) ** 2", "(-2) ** 3", "2 ** 3 ** 2", "2 ** 0", "0 ** 0", "(-1) ** 5",
	"-(-3)", "--3", "-+3", "+4", "abs(-5)", "abs(0)", "abs(7 - 12)",
	"1 // 0", "1 % 0", "0 // 0", "-5 % 0",
	"10 ** 20 // 7", "10 ** 20 % 7", "-(10 ** 20) // 3", "-(10 ** 20) % 3",
	"-1 // 10 ** 30", "2 ** 64 - 1", "12345678901234567890 * 98765432109876543210",
	"-9223372036854775808 // -1", "1 - 2 - 3", "100 // 10 // 3", "2 * 3 % 4", "-3 * -4",
	"7 - -3", "7 + -3 * 2", "max(3, -1, 2)", "min(3, -1, 2)", "max(-4, -9)", "min(0, 0)",
	"(5 + 3) // (1 - 3)", "(5 + 3) % (1 - 4)",
}

// intExpr is a random integer expression: literals, + - * // % **, unary
// minus, abs, min, max, with parentheses left out at random (CPython
// decides what the text means). Exponents are literals 0..4, so no ** has
// a negative exponent.
func (g *gen) intExpr(depth int) string {
	if depth <= 0 || g.chance(0.25) {
		if g.chance(0.05) {
			return itoa(g.in(100, 100000))
		}
		return itoa(g.in(-12, 12))
	}
	paren := func(s string) string {
		if g.chance(0.6) {
			return "(" + s + ")"
		}
		return s
	}
	switch g.r.IntN(10) {
	case 0, 1:
		return paren(g.intExpr(depth-1)) + " " + g.pick("+", "-") + " " + paren(g.intExpr(depth-1))
	case 2:
		return paren(g.intExpr(depth-1)) + " * " + paren(g.intExpr(depth-1))
	case 3, 4:
		d := itoa(g.in(1, 7))
		if g.chance(0.4) {
			d = "-" + d
		}
		if g.chance(0.3) {
			d = "(" + g.intExpr(depth-1) + ")"
		}
		return paren(g.intExpr(depth-1)) + " " + g.pick("//", "%") + " " + d
	case 5:
		return paren(g.intExpr(depth-1)) + " ** " + itoa(g.in(0, 4))
	case 6:
		return "-" + paren(g.intExpr(depth-1))
	case 7:
		return "abs(" + g.intExpr(depth-1) + ")"
	case 8:
		return g.pick("min", "max") + "(" + g.intExpr(depth-1) + ", " + g.intExpr(depth-1) + ")"
	}
	return g.intExpr(depth-1) + " " + g.pick("+", "-", "*") + " " + itoa(g.in(-9, 9))
}

func (g *gen) intCase() string {
	if g.chance(0.3) {
		// a floor division and modulus with signs chosen at random
		a, b := g.in(-30, 30), g.in(-7, 7)
		if b == 0 {
			b = 3
		}
		return "(" + itoa(a) + ") " + g.pick("//", "%") + " (" + itoa(b) + ")"
	}
	return g.intExpr(g.in(1, 3))
}

// ---------------------------------------------------------------- bool

var boolFixed = []string{
	"True", "False", "not True", "not not False", "True and False", "True or False",
	"not True == False", "not (True == False)", "True and not False or False",
	"False and 1 // 0 == 1", "True or [][0] == 1", "False or 1 // 0 == 1",
	"True and False or True", "True or False and False", "not False and False",
	"0 or 5", "3 and 4", "0 and 1 // 0", "5 or 1 // 0", "[] or [1]", "[2] and [3]",
	"'' or 'a'", "'b' and ''", "not 0", "not 7", "not []", "not [0]", "not ''",
	"not {}", "not set()", "not ()", "not (0,)", "not {0: 0}", "1 if {0: 0} else 2", "{} or {1}",
	"bool(0)", "bool(-3)", "bool([])", "bool([0])", "1 < 2 and 3", "0 or False", "False or 0",
}

func (g *gen) boolExpr(depth int) string {
	if depth <= 0 || g.chance(0.3) {
		switch g.r.IntN(3) {
		case 0:
			return g.pick("True", "False")
		default:
			return itoa(g.in(-3, 5)) + " " + g.pick("<", "<=", ">", ">=", "==", "!=") + " " + itoa(g.in(-3, 5))
		}
	}
	sub := func() string {
		s := g.boolExpr(depth - 1)
		if g.chance(0.5) {
			return "(" + s + ")"
		}
		return s
	}
	switch g.r.IntN(5) {
	case 0:
		return "not " + sub()
	case 1, 2:
		return sub() + " and " + sub()
	}
	return sub() + " or " + sub()
}

func (g *gen) boolCase() string {
	if g.chance(0.12) {
		// and/or on ints return an operand
		return itoa(g.in(-2, 3)) + " " + g.pick("and", "or") + " " + itoa(g.in(-2, 3))
	}
	return g.boolExpr(g.in(1, 3))
}

// ---------------------------------------------------------------- cmp

var cmpFixed = []string{
	"1 < 2 < 3", "1 < 3 < 2", "3 > 2 > 1", "1 == 1 == 1", "1 == 1 != 2", "1 == 2 != 3",
	"1 < 2 > 0", "2 <= 2 >= 2", "1 > 2 < 1 // 0", "1 < 2 < 1 // 0", "(1 < 2) == True",
	"1 < 2 == True", "5 != 5 != 6", "1 != 2 != 1", "0 <= 0 < 1 <= 1 < 2", "-1 < -2",
	"1 in [1] == True", "1 in [1] in [[1]]", "not 1 == 2", "not 1 < 2 < 3", "2 not in [1] != False",
}

func (g *gen) cmpOperand() string {
	if g.chance(0.7) {
		return itoa(g.in(-4, 6))
	}
	return itoa(g.in(-4, 6)) + " " + g.pick("+", "-", "*", "//", "%") + " " + itoa(g.in(1, 4))
}

func (g *gen) cmpCase() string {
	n := g.in(1, 4)
	var sb strings.Builder
	sb.WriteString(g.cmpOperand())
	for i := 0; i < n; i++ {
		sb.WriteString(" " + g.pick("<", "<=", ">", ">=", "==", "!=") + " " + g.cmpOperand())
	}
	return sb.String()
}

// ---------------------------------------------------------------- list

var listFixed = []string{
	"[]", "[1]", "[1, 2, 3]", "[1 + 2, -3, 4 * 5]", "[[1, 2], [3]]", "[[]]",
	"[1, 2, 3][::-1]", "[1, 2, 3, 4, 5][::2]", "[1, 2, 3, 4, 5][1:4:2]", "[1, 2, 3][::0]",
	"[1, 2, 3, 4][::-2]", "[1, 2, 3, 4][3:0:-1]", "[][::-1]",
	"[1, 2, 3][-1]", "[1, 2, 3][-3]", "[1, 2, 3][-4]", "[1, 2, 3][3]", "[][0]",
	"[1, 2, 3][-2:]", "[1, 2, 3][:-1]", "[1, 2, 3][-5:2]", "[1, 2, 3][1:100]", "[1, 2, 3][2:1]",
	"[1, 2, 3][:]", "[1, 2, 3][-1:-3]", "[1, 2, 3][10:]",
	"len([])", "sum([])", "min([])", "max([])", "sorted([])", "min([4, -2, 7])", "max([[1, 2], [1, 3]])",
	"[1] * 0", "[1, 2] * -1", "3 * [0]", "[1, 2] * 2", "[] + []", "[1] + [2, 3]",
	"[1, 2] == [1, 2]", "[1, 2] == [2, 1]", "[1, 2] != [1, 2, 3]", "[] == []",
	"[1, 2] < [1, 3]", "[1, 2] < [1, 2, 0]", "[2] < [1, 5]", "[1, 3] <= [1, 2, 3]", "[] < [0]", "[1, 2] > [1]",
	"[1, 2, 3][1] + [4, 5][-1]", "[[1, 2], [3]][0][1]", "[[1, 2], [3]][1][-1]", "len([[1, 2], [3]])",
	"2 in [1, 2]", "5 in []", "3 not in [1, 2]", "[1] in [[1], [2]]",
	"sorted([3, 1, 2], reverse=True)", "list(reversed([1, 2, 3]))", "list([1, 2])", "list((1, 2))",
	"[1, 2, 1].count(1)", "[4, 5, 6].index(5)", "[4, 5, 6].index(7)", "sum([[1], [2]], [])",
	"divmod(7, -2)", "pow(2, 10)", "pow(3, 4, 5)",
	"sum([1, 2, 3], 10)", "sorted([[2], [1, 5], [1]])",
}

func (g *gen) listCase() string {
	xs := g.list(0, 6)
	n := len(xs)
	l := intList(xs)
	idx := func() string { return itoa(g.in(-n-2, n+1)) }
	bound := func() string { return itoa(g.in(-n-2, n+2)) }
	switch g.r.IntN(22) {
	case 0:
		return l
	case 1, 2:
		return l + "[" + idx() + "]"
	case 3, 4:
		switch g.r.IntN(3) {
		case 0:
			return l + "[" + bound() + ":" + bound() + "]"
		case 1:
			return l + "[:" + bound() + "]"
		}
		return l + "[" + bound() + ":]"
	case 5:
		step := g.pick("-1", "-2", "2", "3", "1")
		switch g.r.IntN(3) {
		case 0:
			return l + "[::" + step + "]"
		case 1:
			return l + "[" + bound() + "::" + step + "]"
		}
		return l + "[" + bound() + ":" + bound() + ":" + step + "]"
	case 6:
		return "len(" + l + ")"
	case 7:
		return "sum(" + l + ")"
	case 8:
		return g.pick("min", "max") + "(" + l + ")"
	case 9:
		return "sorted(" + l + ")"
	case 10:
		x := g.in(-3, 6)
		if n > 0 && g.chance(0.5) {
			x = xs[g.r.IntN(n)]
		}
		return itoa(x) + g.pick(" in ", " not in ") + l
	case 11:
		return l + " + " + intList(g.list(0, 3))
	case 12:
		if g.chance(0.5) {
			return l + " * " + itoa(g.in(-1, 3))
		}
		return itoa(g.in(-1, 3)) + " * " + l
	case 13, 14:
		ys := append([]int(nil), xs...)
		switch g.r.IntN(4) {
		case 0:
			g.r.Shuffle(len(ys), func(i, j int) { ys[i], ys[j] = ys[j], ys[i] })
		case 1:
			if len(ys) > 0 {
				ys[g.r.IntN(len(ys))] += g.in(-1, 1)
			}
		case 2:
			ys = g.list(0, 4)
		}
		return l + " " + g.pick("==", "!=", "<", "<=", ">", ">=") + " " + intList(ys)
	case 15:
		if n == 0 {
			return "len(" + l + " + " + l + ")"
		}
		return l + "[" + itoa(g.r.IntN(n)) + "] " + g.pick("+", "*", "-") + " " + l + "[" + itoa(-1-g.r.IntN(n)) + "]"
	case 16:
		inner := []string{}
		for i := g.in(0, 3); i > 0; i-- {
			inner = append(inner, intList(g.list(0, 3)))
		}
		nl := "[" + strings.Join(inner, ", ") + "]"
		switch g.r.IntN(3) {
		case 0:
			return "len(" + nl + ")"
		case 1:
			return nl + "[" + itoa(g.in(-len(inner), len(inner))) + "]"
		}
		return "sorted(" + nl + ")"
	case 17:
		return "list(reversed(" + l + "))"
	case 18:
		return "len(" + l + "[" + bound() + ":" + bound() + "])"
	case 19:
		return "sum(" + l + "[" + bound() + ":])"
	case 20:
		return "sorted(" + l + ")[" + idx() + "]"
	}
	return "max(" + l + ", " + intList(g.list(0, 4)) + ")"
}

// ---------------------------------------------------------------- tuple

var tupleFixed = []string{
	"()", "(1,)", "(1, 2)", "(1, 2)[0]", "(1, 2)[-1]", "(1, 2)[2]", "(1, 2, 3)[1:]", "(1, 2, 3)[::-1]",
	"len(())", "len((1, 2, 3))", "(1, 2) + (3,)", "(1,) * 3", "(1, 2) == (1, 2)", "(1, 2) == [1, 2]",
	"(1, 2) < (1, 3)", "(1, 2) < (1, 2, 0)", "(2,) > (1, 9)", "2 in (1, 2)", "tuple([1, 2])", "tuple()",
	"(1, [2, 3])[1][0]", "((1, 2), (3, 4))[1]", "sum((1, 2, 3))", "min((3, 1))", "max((3, 1))",
	"sorted((3, 1, 2))", "tuple(sorted((3, 1, 2)))", "(1, 2) != (2, 1)", "[(1, 2), (0, 5)][1][0]",
	"sorted([(2, 1), (1, 2), (1, 1)])",
}

func (g *gen) tupleCase() string {
	xs := g.list(1, 4)
	t := intTuple(xs)
	n := len(xs)
	switch g.r.IntN(8) {
	case 0:
		return t + "[" + itoa(g.in(-n-1, n)) + "]"
	case 1:
		return t + "[" + itoa(g.in(-n, n)) + ":" + itoa(g.in(-n, n)) + "]"
	case 2:
		return "len(" + t + ")"
	case 3:
		return itoa(g.in(-3, 5)) + " in " + t
	case 4:
		return t + " + " + intTuple(g.list(1, 2))
	case 5:
		return t + " " + g.pick("==", "!=", "<", "<=", ">", ">=") + " " + intTuple(g.list(1, 4))
	case 6:
		return g.pick("sum", "min", "max", "sorted") + "(" + t + ")"
	}
	return "(" + itoa(g.in(-3, 5)) + ", " + intList(g.list(0, 2)) + ")"
}

// ---------------------------------------------------------------- dict

var dictFixed = []string{
	"{}", "{1: 2}", "{1: 2, 3: 4}", "{1: 2, 1: 3}", "{1: 2, 3: 4}[3]", "{1: 2}[2]", "{}[0]",
	"1 in {1: 2}", "2 in {1: 2}", "2 not in {1: 2}", "len({})", "len({1: 2, 1: 3})", "len({1: 2, 3: 4})",
	"{1: 2, 3: 4} == {3: 4, 1: 2}", "{1: 2} == {1: 3}", "{} == {}", "{1: 2} != {}",
	"{'a': 1}['a']", "{'a': 1, 'b': 2}['b'] + 1", "{(1, 2): 3}[(1, 2)]", "{1: [1, 2]}[1][0]",
	"sorted({3: 0, 1: 0, 2: 0})", "sum({3: 0, 1: 0})", "max({3: 0, 1: 0})", "min({})",
	"{1: 2}.get(1, 0)", "{1: 2}.get(5, 0)", "sorted({1: 5, 2: 3}.values())", "dict()", "{1: {2: 3}}[1][2]",
	"{x: 0 for x in []}", "{-1: 1, -2: 2}[-2]", "{True: 1}[True]",
}

func (g *gen) dict() (keys, vals []int) {
	n := g.in(0, 4)
	keys = g.ints(n, -2, 6)
	vals = g.ints(n, -5, 9)
	return keys, vals
}

func dictText(keys, vals []int) string {
	parts := make([]string, len(keys))
	for i := range keys {
		parts[i] = itoa(keys[i]) + ": " + itoa(vals[i])
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

func (g *gen) dictCase() string {
	keys, vals := g.dict()
	d := dictText(keys, vals)
	key := func() string {
		if len(keys) > 0 && g.chance(0.7) {
			return itoa(keys[g.r.IntN(len(keys))])
		}
		return itoa(g.in(-2, 6))
	}
	switch g.r.IntN(8) {
	case 0:
		return d
	case 1, 2:
		return d + "[" + key() + "]"
	case 3:
		return key() + g.pick(" in ", " not in ") + d
	case 4:
		return "len(" + d + ")"
	case 5:
		// the same pairs in another order, or other pairs
		k2, v2 := append([]int(nil), keys...), append([]int(nil), vals...)
		if g.chance(0.6) {
			g.r.Shuffle(len(k2), func(i, j int) { k2[i], k2[j], v2[i], v2[j] = k2[j], k2[i], v2[j], v2[i] })
		} else {
			k2, v2 = g.dict()
		}
		return d + g.pick(" == ", " != ") + dictText(k2, v2)
	case 6:
		return g.pick("sorted", "sum", "max") + "(" + d + ")"
	}
	return d + "[" + key() + "] " + g.pick("+", "*") + " " + itoa(g.in(-3, 3))
}

// ---------------------------------------------------------------- set

var setFixed = []string{
	"set()", "{1}", "{1, 1, 2}", "{3, 1, 2}", "{1, 2} | {2, 3}", "{1, 2} & {2, 3}", "{1, 2} - {2, 3}",
	"{1, 2} ^ {2, 3}", "{1} <= {1, 2}", "{1, 2} <= {1, 2}", "{1, 2} < {1, 2}", "{1, 3} < {1, 2}",
	"{1, 2} < {1, 3}", "{1, 2} > {1}", "{1, 2} >= {3}", "{1, 2} == {2, 1}", "set() == set()",
	"{} == set()", "len({}) == len(set())", "len(set())", "len({1, 1, 1})", "set([1, 2, 2])", "len(set([3, 3, 4]))",
	"sorted({3, 1, 2})", "sum({1, 2, 3})", "min({4, -2})", "max(set())", "2 in {1, 2}", "5 not in {1, 2}",
	"{(1, 2), (1, 2)}", "{'a', 'b'} | {'c'}", "{-1, -2} | {0}", "{1, 2}.issubset({1, 2, 3})",
	"{1, 2} | {2, 3} == {2, 3} | {1, 2}", "{1, 2} - {1, 2} == set()", "set((1, 2))", "set('aba')",
}

func (g *gen) set() []int {
	return g.ints(g.in(0, 5), -3, 7)
}

func (g *gen) setCase() string {
	a, b := intSet(g.set()), intSet(g.set())
	switch g.r.IntN(9) {
	case 0:
		return a
	case 1, 2:
		return a + " " + g.pick("|", "&", "-", "^") + " " + b
	case 3, 4:
		return a + " " + g.pick("<=", "<", ">=", ">", "==", "!=") + " " + b
	case 5:
		return itoa(g.in(-3, 7)) + g.pick(" in ", " not in ") + a
	case 6:
		return "len(" + a + ")"
	case 7:
		return g.pick("sorted", "sum", "min", "max") + "(" + a + ")"
	}
	return "len(set(" + intList(g.list(0, 6)) + "))"
}

// ---------------------------------------------------------------- str

var strFixed = []string{
	`""`, `"abc"`, `'abc'`, `"a'b"`, `'say "hi"'`, `"a\nb"`, `"tab\there"`, `"back\\slash"`,
	`"abc"[0] == "a"`, `"abc"[-1]`, `"abc"[3]`, `""[0]`, `"abc"[1:]`, `"abc"[:-1]`, `"abc"[::-1]`,
	`"abc"[5:]`, `len("")`, `len("a\nb")`, `"bc" in "abcd"`, `"ac" in "abcd"`, `"" in "abc"`, `"a" in ""`,
	`"a" in ["a", "b"]`, `"ab" + "cd"`, `"ab" * 3`, `"ab" * 0`, `"abc" < "abd"`, `"ab" < "abc"`,
	`"B" < "a"`, `"b" > "abc"`, `"abc" == "abc"`, `"abc" != "ab"`, `sorted("cba")`, `list("ab")`,
	`str(12)`, `str(-5)`, `str(0)`, `int("12")`, `int("-7")`, `min("bca")`, `max("bca")`,
	`"abca".count("a")`, `"abc".startswith("ab")`, `"abc".upper()`, `"".join(["a", "b"])`,
	`"a" < "b" < "c"`, `["b", "a"] < ["b"]`, `{"a": 1, "b": 2}["b"]`, `"abc"[0] + "abc"[2]`,
	`"abc" == ["a", "b", "c"]`, `list("abc") == ["a", "b", "c"]`, `"%d" % 5`, `"ab"[0] in "ab"`,
}

func (g *gen) str(lo, hi int) string {
	n := g.in(lo, hi)
	b := make([]byte, n)
	for i := range b {
		b[i] = "abcAB"[g.r.IntN(5)]
	}
	return string(b)
}

func q(s string) string { return `"` + s + `"` }

func (g *gen) strCase() string {
	s := g.str(0, 5)
	n := len(s)
	bound := func() string { return itoa(g.in(-n-1, n+1)) }
	switch g.r.IntN(12) {
	case 0:
		return q(s) + "[" + itoa(g.in(-n-1, n)) + "]"
	case 1:
		return q(s) + "[" + bound() + ":" + bound() + "]"
	case 2:
		return "len(" + q(s) + ")"
	case 3, 4:
		t := g.str(0, 2)
		if n > 0 && g.chance(0.5) {
			i := g.r.IntN(n)
			t = s[i : i+g.in(0, n-i)]
		}
		return q(t) + g.pick(" in ", " not in ") + q(s)
	case 5:
		return q(s) + " + " + q(g.str(0, 3))
	case 6:
		return q(s) + " * " + itoa(g.in(-1, 3))
	case 7, 8:
		t := g.str(0, 5)
		if n > 0 && g.chance(0.4) {
			t = s[:g.in(0, n)]
		}
		return q(s) + " " + g.pick("<", "<=", ">", ">=", "==", "!=") + " " + q(t)
	case 9:
		if n == 0 {
			return q(s) + " == " + q("")
		}
		return q(s) + "[" + itoa(g.in(-n, n-1)) + "] == " + q(string("abcAB"[g.r.IntN(5)]))
	case 10:
		return q(s) + "[::-1]"
	}
	return g.pick("sorted", "list") + "(" + q(s) + ")"
}

// ---------------------------------------------------------------- compr

var comprFixed = []string{
	"[x * 2 for x in [1, -2, 3] if x > 0]", "{x for x in [1, 2, 1]}", "{x: x * x for x in [1, 2, 3]}",
	"{x % 3: x for x in [1, 2, 3, 4, 5]}", "all(x > 0 for x in [1, 2])", "all(x > 0 for x in [])",
	"any(x > 0 for x in [])", "any([x < 0 for x in [1, -1]])", "sum(x for x in [1, 2, 3])",
	"[x + y for x in [1, 2] for y in [10, 20]]", "[(x, y) for x in range(3) for y in range(3) if x < y]",
	"[[y for y in range(x)] for x in range(4)]", "[y for x in [[1, 2], [3]] for y in x]",
	"list(range(5))", "list(range(2, 5))", "list(range(5, 2))", "list(range(10, 0, -3))", "list(range(0, 10, 4))",
	"list(range(1, 2, 0))", "len(range(3, 10))", "sum(range(101))", "5 in range(10)", "10 in range(10)",
	"range(10)[-1]", "list(range(-3))", "[c for c in \"abc\" if c != \"b\"]", "sum(x for x in {1, 2, 3})",
	"sorted([x * 2 for x in {3, 1}])", "{x for x in {1, 2} | {3}}", "sum(d for d in {1: 0, 2: 0})",
	"[(x, x * x) for x in [1, 2]]", "[a + b for (a, b) in [(1, 2), (3, 4)]]", "[a * b for a, b in [(1, 2), (3, 4)]]",
	"[x for x in [1, 2, 3]][1]", "max(x * x for x in [-3, 2])", "min(x for x in [])",
	"len([x for x in range(20) if x % 3 == 0])", "[x if x > 0 else -x for x in [-1, 2, -3]]",
	"{(x, y) for x in range(2) for y in range(2)}", "[x for x in range(3) if x > 0 if x < 2]",
	"[[x, y] for x in [1] for y in [x + 1]]", "[x for x in range(3)] == list(range(3))",
	"tuple(range(3))", "set(range(3))", "int(5)", "int(True)", "bool(range(0))",
}

// elemFn and cond are small functions of x, written as text.
func (g *gen) elemFn() string {
	return g.pick("x", "x * 2", "x + "+itoa(g.in(1, 5)), "x * x", "-x", "x % 3", "abs(x)", "x // 2", "x - "+itoa(g.in(1, 5)))
}

func (g *gen) cond() string {
	k := itoa(g.in(-2, 5))
	return g.pick("x > "+k, "x % 2 == 0", "x != "+k, "x < "+k+" and x > -3", "x >= "+k+" or x == 0", "not x < "+k)
}

func (g *gen) source() string {
	switch g.r.IntN(4) {
	case 0:
		a := g.in(-3, 4)
		return "range(" + itoa(a) + ", " + itoa(a+g.in(-1, 6)) + ")"
	case 1:
		return "range(" + itoa(g.in(0, 6)) + ")"
	}
	return intList(g.list(0, 6))
}

func (g *gen) comprCase() string {
	src := g.source()
	guard := ""
	if g.chance(0.5) {
		guard = " if " + g.cond()
	}
	switch g.r.IntN(12) {
	case 0, 1:
		return "[" + g.elemFn() + " for x in " + src + guard + "]"
	case 2:
		return "{" + g.elemFn() + " for x in " + src + guard + "}"
	case 3:
		return "{x: " + g.elemFn() + " for x in " + src + guard + "}"
	case 4:
		return "{" + g.elemFn() + ": x for x in " + src + guard + "}"
	case 5:
		return g.pick("all", "any") + "(" + g.cond() + " for x in " + src + ")"
	case 6:
		return "sum(" + g.elemFn() + " for x in " + src + guard + ")"
	case 7:
		return "len([x for x in " + src + guard + "])"
	case 8:
		return "[x + y for x in " + src + " for y in " + intList(g.list(0, 3)) + guard + "]"
	case 9:
		a := g.in(-4, 6)
		b := a + g.in(-2, 8)
		switch g.r.IntN(4) {
		case 0:
			return "list(range(" + itoa(a) + ", " + itoa(b) + "))"
		case 1:
			return "list(range(" + itoa(a) + ", " + itoa(b) + ", " + g.pick("1", "2", "3", "-1", "-2") + "))"
		case 2:
			return "sum(range(" + itoa(a) + ", " + itoa(b) + "))"
		}
		return itoa(g.in(-4, 10)) + " in range(" + itoa(a) + ", " + itoa(b) + ")"
	case 10:
		return g.pick("max", "min") + "(" + g.elemFn() + " for x in " + src + ")"
	}
	return "[" + g.elemFn() + " for x in " + src + "] == [" + g.elemFn() + " for x in " + src + "]"
}

// ---------------------------------------------------------------- cond

var condFixed = []string{
	"1 if True else 2", "1 if False else 2", "1 if True else 1 // 0", "[][0] if False else 5",
	"1 + 2 if False else 3", "(1 + 2 if False else 3) * 2", "1 if False else 2 if False else 3",
	"1 if [] else 2", "1 if [0] else 2", "'a' if 0 else 'b'", "(1 if 1 < 2 else 2) + 10",
}

func (g *gen) condCase() string {
	c := g.boolExpr(1)
	a, b := g.intExpr(1), g.intExpr(1)
	switch g.r.IntN(4) {
	case 0:
		return a + " if " + c + " else " + b
	case 1:
		return "(" + a + " if " + c + " else " + b + ") " + g.pick("+", "*") + " " + itoa(g.in(-3, 3))
	case 2:
		return a + " if " + c + " else " + b + " if " + g.boolExpr(1) + " else " + g.intExpr(1)
	}
	return intList(g.list(0, 3)) + " if " + c + " else " + intList(g.list(0, 3))
}

// ---------------------------------------------------------------- lambda

var lambdaFixed = []string{
	"(lambda x: x + 1)(3)", "(lambda x, y: x * y)(2, 3)", "(lambda: 5)()", "(lambda xs: sum(xs))([1, 2])",
	"(lambda x: lambda y: x - y)(10)(3)", "(lambda f: f(f(1)))(lambda x: x * 3)",
	"(lambda x: (lambda x: x * 2)(x + 1))(3)", "(lambda x: x)(1, 2)", "(lambda x, y: x)(1)",
	"sorted([3, -1, 2], key=lambda x: -x)", "sorted([3, -1, 1, -3], key=abs)", "max([-3, 2, 3], key=abs)",
	"(lambda x=3: x)()", "list(map(lambda x: x + 1, [1, 2]))", "list(filter(lambda x: x > 1, [1, 2, 3]))",
	"(lambda xs: [x * 2 for x in xs])([1, 2])", "(lambda x: x if x > 0 else -x)(-4)",
	"(lambda a, b: a // b)(7, 0)", "(lambda s: s[::-1])('abc')",
}

func (g *gen) lambdaCase() string {
	switch g.r.IntN(4) {
	case 0, 1:
		body := strings.ReplaceAll(g.intExpr(2), "7", "x")
		if !strings.Contains(body, "x") {
			body = "x " + g.pick("+", "-", "*") + " " + body
		}
		return "(lambda x: " + body + ")(" + itoa(g.in(-6, 9)) + ")"
	case 2:
		body := "x " + g.pick("+", "-", "*", "//", "%") + " y"
		if g.chance(0.5) {
			body = "x if x " + g.pick("<", ">", "==") + " y else y"
		}
		return "(lambda x, y: " + body + ")(" + itoa(g.in(-6, 9)) + ", " + itoa(g.in(-6, 9)) + ")"
	}
	return "(lambda xs: [" + g.elemFn() + " for x in xs if " + g.cond() + "])(" + intList(g.list(0, 5)) + ")"
}

// ---------------------------------------------------------------- errors

// errorsFixed are expressions on which CPython raises (the evaluator must
// then decide nothing) — and a few that look like errors but are not.
var errorsFixed = []string{
	"1 + [1]", "'a' + 1", "len(5)", "[1, 2]['a']", "{[1]: 2}", "{[1], [2]}", "1 < 'a'", "[1] < 2",
	"sum(['a'])", "-'a'", "abs('a')", "5[0]", "sorted([1, 'a'])", "(1, 2)[5]", "int('x')", "1 in 5",
	"[1] in 'a'", "{1} | [2]", "min()", "{1: 2}[[1]]", "'a' in [1]", "1 == 'a'", "[] == ()", "len(1 // 0)",
	"[1, 2, 3][1 // 0]", "{1} - {1 // 0}",
}

// ---------------------------------------------------------------- boolint

// boolintFixed mix bools and ints, which Python allows (bool is an int).
var boolintFixed = []string{
	"True == 1", "True + True", "sum([True, False, True])", "sum(x > 0 for x in [1, -1, 2])",
	"1 in [True]", "{True, 1}", "False < True", "True * 3", "max(True, 2)", "[1, 2][True]",
}

// ---------------------------------------------------------------- order

// orderFixed and orderCase order lists, strings and tuples: Python orders
// sequences lexicographically (not by prefix), strings by code point.
var orderFixed = []string{
	`sorted(["b", "a", "B"])`, `sorted(["ab", "b", "a", ""])`, `max(["ab", "b"])`, `min("b", "a")`,
	`max([[1, 2], [1, 3], [0, 9]])`, `min([(1, 2), (1,), (0, 5)])`, `sorted([[2], [], [1, 9], [1]])`,
	`"Z" < "a"`, `"" < "a"`, `"a" <= ""`, `[] <= []`, `[[1], [2]] < [[1], [1, 5]]`,
	`(1, "b") < (1, "a")`, `["a", "b"] > ["a"]`,
}

// prefixy returns a random int list, often sharing a prefix with xs.
func (g *gen) prefixy(xs []int) []int {
	if len(xs) == 0 || g.chance(0.3) {
		return g.ints(g.in(0, 4), 0, 3)
	}
	ys := append([]int(nil), xs[:g.in(0, len(xs))]...)
	for i := g.in(0, 2); i > 0; i-- {
		ys = append(ys, g.in(0, 3))
	}
	return ys
}

func (g *gen) strPrefixy(s string) string {
	if s == "" || g.chance(0.3) {
		return g.str(0, 4)
	}
	return s[:g.in(0, len(s))] + g.str(0, 2)
}

func (g *gen) orderCase() string {
	op := g.pick("<", "<=", ">", ">=")
	switch g.r.IntN(7) {
	case 0, 1:
		xs := g.ints(g.in(0, 4), 0, 3)
		return intList(xs) + " " + op + " " + intList(g.prefixy(xs))
	case 2, 3:
		s := g.str(0, 4)
		return q(s) + " " + op + " " + q(g.strPrefixy(s))
	case 4:
		xs := g.ints(g.in(1, 3), 0, 3)
		return intTuple(xs) + " " + op + " " + intTuple(append(g.prefixy(xs), 0))
	case 5:
		parts := make([]string, g.in(1, 4))
		for i := range parts {
			parts[i] = q(g.str(0, 3))
		}
		return g.pick("sorted", "min", "max") + "([" + strings.Join(parts, ", ") + "])"
	}
	parts := make([]string, g.in(1, 4))
	for i := range parts {
		parts[i] = intList(g.ints(g.in(0, 3), 0, 2))
	}
	return g.pick("sorted", "min", "max") + "([" + strings.Join(parts, ", ") + "])"
}

// ---------------------------------------------------------------- contract

// contractFixed and contractCase are the shapes contracts take: sortedness,
// bounds, counting, guarded indexing, and all/any stopping at the first
// element that decides them (CPython raises only if it gets further).
var contractFixed = []string{
	"all(10 // x > 5 for x in [2, 0])", "all(10 // x > 0 for x in [1, 0])",
	"any(x == 1 or 1 // x for x in [1, 0])", "any(10 // x > 2 for x in [1, 0])",
	"[] == [] or [][0] == 1", "len([]) > 0 and [][0] > 0", "all(xs[0] > 0 for xs in [[1], []])",
}

func (g *gen) contractCase() string {
	xs := g.list(0, 6)
	if g.chance(0.3) {
		slices.Sort(xs)
	}
	l := intList(xs)
	k := itoa(g.in(-2, 6))
	switch g.r.IntN(16) {
	case 0:
		return "all(" + l + "[i] <= " + l + "[i + 1] for i in range(len(" + l + ") - 1))"
	case 1:
		return "all(0 <= " + l + "[i] for i in range(len(" + l + ")))"
	case 2:
		return "(lambda xs: all(xs[i] != xs[j] for i in range(len(xs)) for j in range(len(xs)) if i != j))(" + l + ")"
	case 3:
		return "(lambda xs: sum(1 for x in xs if x > " + k + "))(" + l + ")"
	case 4:
		return "(lambda xs: len(xs) > 0 and xs[0] == max(xs))(" + l + ")"
	case 5:
		return "(lambda xs: xs == [] or xs[-1] >= xs[0])(" + l + ")"
	case 6:
		i := itoa(g.in(-2, len(xs)+2))
		return "(lambda xs: xs[:" + i + "] + xs[" + i + ":] == xs)(" + l + ")"
	case 7:
		return "(lambda xs: sorted(xs) == xs)(" + l + ")"
	case 8:
		return "(lambda xs: max(xs) if xs else 0)(" + l + ")"
	case 9:
		return "(lambda xs: sum(xs[i] for i in range(0, len(xs), 2)))(" + l + ")"
	case 10:
		return "(lambda xs: [xs[i] + xs[i + 1] for i in range(len(xs) - 1)])(" + l + ")"
	case 11:
		return "(lambda xs: {x: xs.count(x) for x in xs})(" + l + ")"
	case 12:
		return "(lambda xs: len(xs) == len(set(xs)))(" + l + ")"
	case 13:
		return "all(10 // x > " + itoa(g.in(0, 5)) + " for x in " + l + ")"
	case 14:
		return "any(x > 0 and 10 // x > " + itoa(g.in(0, 5)) + " for x in " + l + ")"
	}
	return "(lambda xs, k: [i for i in range(len(xs)) if xs[i] == k])(" + l + ", " + k + ")"
}

// ------------------------------------------------------------- Python

// pyPrelude is the start of the script: canon prints a value in the
// canonical form that Canon writes for specfaith values.
const pyPrelude = `import json, sys

class Other(Exception):
    pass

def canon(v):
    if isinstance(v, bool):
        return "True" if v else "False"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return json.dumps(v)
    if isinstance(v, list):
        return "[" + ", ".join(canon(x) for x in v) + "]"
    if isinstance(v, tuple):
        if len(v) == 1:
            return "(" + canon(v[0]) + ",)"
        return "(" + ", ".join(canon(x) for x in v) + ")"
    if isinstance(v, (set, frozenset)):
        if not v:
            return "set()"
        return "{" + ", ".join(sorted(canon(x) for x in v)) + "}"
    if isinstance(v, dict):
        if not v:
            return "{}"
        items = sorted((canon(k), canon(x)) for k, x in v.items())
        return "{" + ", ".join(k + ": " + x for k, x in items) + "}"
    raise Other(type(v).__name__)

def run(i, text):
    try:
        v = eval(text, {})
    except Exception as e:
        out = "ERROR " + type(e).__name__
    else:
        try:
            out = "OK " + canon(v)
        except Other as e:
            out = "OTHER " + str(e)
    sys.stdout.write("c%d %s\n" % (i, out))

`

// Script is the Python program that evaluates every case and prints one
// line per case: "c<ID> OK <canonical value>", "c<ID> ERROR <exception
// class>" or "c<ID> OTHER <type>" (a value Canon has no form for).
func Script(cases []Case) string {
	var sb strings.Builder
	sb.WriteString(pyPrelude)
	for _, c := range cases {
		// Go's quoting of these ASCII texts is also a Python string literal.
		fmt.Fprintf(&sb, "run(%d, %s)\n", c.ID, strconv.Quote(c.Text))
	}
	return sb.String()
}

// Answer is CPython's result for one case: Kind is "OK", "ERROR" or
// "OTHER"; Value is the canonical value, the exception class or the type.
type Answer struct {
	Kind  string
	Value string
}

// RunPython runs Script(cases) with python3 once and returns each case's
// answer, the raw output and the time it took. It fails unless every case
// answered.
func RunPython(ctx context.Context, cases []Case, timeout time.Duration) (map[int]Answer, string, time.Duration, error) {
	py, err := exec.LookPath("python3")
	if err != nil {
		return nil, "", 0, err
	}
	dir, err := os.MkdirTemp("", "specfaith-nagini-difftest-")
	if err != nil {
		return nil, "", 0, err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "cases.py")
	if err := os.WriteFile(path, []byte(Script(cases)), 0o644); err != nil {
		return nil, "", 0, err
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, py, "-s", path)
	// Set iteration order does not reach the output (canon sorts), but a
	// fixed hash seed keeps any accident reproducible.
	cmd.Env = append(os.Environ(), "PYTHONHASHSEED=0", "PYTHONIOENCODING=utf-8")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	runErr := cmd.Run()
	elapsed := time.Since(start)
	if ctx.Err() != nil {
		return nil, stdout.String(), elapsed, fmt.Errorf("python3 timed out after %v", timeout)
	}
	if runErr != nil {
		return nil, stdout.String(), elapsed, fmt.Errorf("python3: %v; stderr:\n%s", runErr, stderr.String())
	}
	ans := map[int]Answer{}
	for _, line := range strings.Split(stdout.String(), "\n") {
		if line == "" {
			continue
		}
		id, rest, ok1 := strings.Cut(line, " ")
		kind, val, ok2 := strings.Cut(rest, " ")
		n, err := strconv.Atoi(strings.TrimPrefix(id, "c"))
		if !ok1 || !ok2 || err != nil || !strings.HasPrefix(id, "c") {
			return nil, stdout.String(), elapsed, fmt.Errorf("python3 printed an unexpected line %q", line)
		}
		ans[n] = Answer{Kind: kind, Value: val}
	}
	for _, c := range cases {
		if _, ok := ans[c.ID]; !ok {
			return ans, stdout.String(), elapsed, fmt.Errorf("python3 printed no answer for c%d %s", c.ID, c.Text)
		}
	}
	return ans, stdout.String(), elapsed, nil
}

// ------------------------------------------------------------- Canon

// errNoPython marks a value with no Python counterpart.
var errNoPython = errors.New("no Python counterpart")

// Canon writes a specfaith value in the canonical form the script's canon
// prints for the corresponding Python value: True/False, decimal ints,
// JSON strings (a Char is a one-character string, as Python has no
// character type), [..] lists, (..) tuples with (x,) for one element,
// set() or {..} sets and {} or {k: v, ..} dicts, the elements of a set and
// the pairs of a dict sorted by their canonical text. A sequence is a
// string exactly when its Str flag is set. Other values (reals,
// multisets, arrays, datatypes, functions) have no Python counterpart:
// Canon returns a description and errNoPython.
func Canon(v ir.Value) (string, error) {
	var sb strings.Builder
	err := canon(&sb, v)
	return sb.String(), err
}

func canon(sb *strings.Builder, v ir.Value) error {
	join := func(el []ir.Value, sorted bool) error {
		parts := make([]string, len(el))
		for i, e := range el {
			s, err := Canon(e)
			if err != nil {
				return err
			}
			parts[i] = s
		}
		if sorted {
			sort.Strings(parts)
		}
		sb.WriteString(strings.Join(parts, ", "))
		return nil
	}
	switch x := v.(type) {
	case ir.Bool:
		if x {
			sb.WriteString("True")
		} else {
			sb.WriteString("False")
		}
	case ir.Int:
		sb.WriteString(x.V.String())
	case ir.Char:
		sb.WriteString(jsonString(string(rune(x))))
	case ir.Seq:
		if x.Str {
			var s strings.Builder
			for _, e := range x.Elems {
				c, ok := e.(ir.Char)
				if !ok {
					return fmt.Errorf("a string holds %s: %w", e, errNoPython)
				}
				s.WriteRune(rune(c))
			}
			sb.WriteString(jsonString(s.String()))
			return nil
		}
		sb.WriteString("[")
		if err := join(x.Elems, false); err != nil {
			return err
		}
		sb.WriteString("]")
	case ir.Tuple:
		sb.WriteString("(")
		if err := join(x.Elems, false); err != nil {
			return err
		}
		if len(x.Elems) == 1 {
			sb.WriteString(",")
		}
		sb.WriteString(")")
	case ir.Set:
		if len(x.Elems) == 0 {
			sb.WriteString("set()")
			return nil
		}
		sb.WriteString("{")
		if err := join(x.Elems, true); err != nil {
			return err
		}
		sb.WriteString("}")
	case ir.Map:
		// Sorted by the key's text alone, as the script does ("1: …"
		// sorts after "10: …" but "1" before "10").
		type pair struct{ k, v string }
		pairs := make([]pair, len(x.Keys))
		for i := range x.Keys {
			k, err := Canon(x.Keys[i])
			if err != nil {
				return err
			}
			val, err := Canon(x.Vals[i])
			if err != nil {
				return err
			}
			pairs[i] = pair{k, val}
		}
		sort.Slice(pairs, func(i, j int) bool { return pairs[i].k < pairs[j].k })
		parts := make([]string, len(pairs))
		for i, p := range pairs {
			parts[i] = p.k + ": " + p.v
		}
		sb.WriteString("{" + strings.Join(parts, ", ") + "}")
	default:
		sb.WriteString("<" + v.Kind().String() + " " + v.String() + ">")
		return errNoPython
	}
	return nil
}

// jsonString quotes s as Python's json.dumps does (ensure_ascii).
func jsonString(s string) string {
	var sb strings.Builder
	sb.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"':
			sb.WriteString(`\"`)
		case '\\':
			sb.WriteString(`\\`)
		case '\n':
			sb.WriteString(`\n`)
		case '\r':
			sb.WriteString(`\r`)
		case '\t':
			sb.WriteString(`\t`)
		case '\b':
			sb.WriteString(`\b`)
		case '\f':
			sb.WriteString(`\f`)
		default:
			switch {
			case r < 0x20 || (r >= 0x7f && r <= 0xffff):
				fmt.Fprintf(&sb, `\u%04x`, r)
			case r > 0xffff:
				r -= 0x10000
				fmt.Fprintf(&sb, `\u%04x\u%04x`, 0xd800+(r>>10), 0xdc00+(r&0x3ff))
			default:
				sb.WriteRune(r)
			}
		}
	}
	sb.WriteByte('"')
	return sb.String()
}
