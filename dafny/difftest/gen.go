// Package difftest checks specfaith's Dafny evaluator against the real
// Dafny: it generates a corpus of closed boolean Dafny expressions, has
// Dafny compile and run them all in one program, and compares the printed
// answers with what specfaith's evaluator decides.
package difftest

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
)

// Check is one generated clause: a closed Dafny boolean expression, which
// may use let-bindings and the functions of Prelude.
type Check struct {
	ID       int
	Category string
	Text     string
	// Want is the value the generator aimed for, computed by the
	// generator's own small model of Dafny. Dafny's answer is the judge;
	// Want only serves to keep the corpus balanced between true and false.
	Want bool
}

// Seed is the fixed seed of the corpus; category k draws from
// rand.NewPCG(Seed, k), so adding a category leaves the others unchanged.
const Seed uint64 = 0x5bd1e9955bd1e995

// Prelude declares the functions the checks may call. In Dafny 2.3 only
// "function method" / "predicate method" can be compiled and run.
const Prelude = `function method Sum(s: seq<int>): int
{
  if |s| == 0 then 0 else s[0] + Sum(s[1..])
}

function method Fact(n: nat): nat
{
  if n == 0 then 1 else n * Fact(n - 1)
}

function method Count(s: seq<int>, x: int): nat
{
  if |s| == 0 then 0 else (if s[0] == x then 1 else 0) + Count(s[1..], x)
}

predicate method Sorted(s: seq<int>)
{
  forall i, j :: 0 <= i < j < |s| ==> s[i] <= s[j]
}

predicate method AllPositive(s: seq<int>)
{
  forall i :: 0 <= i < |s| ==> s[i] > 0
}

function method Max(a: int, b: int): int
{
  if a >= b then a else b
}

function method Abs(x: int): int
{
  if x < 0 then -x else x
}

function method SeqMax(s: seq<int>): int
  requires |s| > 0
{
  if |s| == 1 then s[0] else Max(s[0], SeqMax(s[1..]))
}

function method Reverse(s: seq<int>): seq<int>
{
  if |s| == 0 then [] else Reverse(s[1..]) + [s[0]]
}

function method Fib(n: nat): nat
{
  if n < 2 then n else Fib(n - 1) + Fib(n - 2)
}
` + preludeTypes

// template makes one check aiming at the value want; it returns the text
// and the value the text really has (by the generator's model). The
// generator retries until the two agree.
type template func(r *rand.Rand, want bool) (text string, val bool)

type category struct {
	name  string
	count int
	tpls  []template
}

func categories() []category {
	return []category{
		{"divmod", 40, []template{genDivMod, genDivModLet, genDivModIdentity}},
		{"arith", 35, []template{genArith}},
		{"chain", 25, []template{genChain}},
		{"logic", 35, []template{genLogic}},
		{"seq", 45, seqTemplates},
		{"string", 20, stringTemplates},
		{"multiset", 25, multisetTemplates},
		{"set", 35, setTemplates},
		{"map", 25, mapTemplates},
		{"quant", 40, quantTemplates},
		{"ite", 20, iteTemplates},
		{"func", 40, funcTemplates},
		{"bitvec", 140, bvTemplates},
		{"datatype", 60, datatypeTemplates},
		{"convert", 40, convertTemplates},
		{"char", 40, charTemplates},
		{"tuple", 30, tupleTemplates},
		{"nested", 40, nestedTemplates},
		{"let", 30, letTemplates},
	}
}

// Generate returns the corpus: deterministic, 846 checks (765 generated
// from the templates, then the hand-written edgeChecks), a little over
// half of them true.
func Generate() []Check {
	var out []Check
	seen := map[string]bool{}
	for k, cat := range categories() {
		r := rand.New(rand.NewPCG(Seed, uint64(k)))
		for i := 0; i < cat.count; i++ {
			want := i%2 == 0
			tpl := cat.tpls[i%len(cat.tpls)]
			var text string
			var val bool
			for try := 0; ; try++ {
				text, val = tpl(r, want)
				if (val == want && !seen[text]) || try >= 200 && !seen[text] {
					break
				}
				if try >= 1000 {
					panic("difftest: template cannot produce a new check for " + cat.name)
				}
			}
			seen[text] = true
			out = append(out, Check{ID: len(out) + 1, Category: cat.name, Text: text, Want: val})
		}
	}
	for _, e := range edgeChecks {
		if seen[e.text] {
			panic("difftest: duplicate edge check " + e.text)
		}
		seen[e.text] = true
		out = append(out, Check{ID: len(out) + 1, Category: "edge", Text: e.text, Want: e.want})
	}
	return out
}

// edgeChecks are written by hand, at places where a Dafny evaluator is
// easy to get wrong.
var edgeChecks = []struct {
	text string
	want bool
}{
	// Euclidean division and modulus, all four sign combinations
	{"-7 / 2 == -4", true},
	{"-7 % 2 == 1", true},
	{"7 / -2 == -3", true},
	{"7 % -2 == 1", true},
	{"-7 / -2 == 4", true},
	{"-7 % -2 == 1", true},
	{"-7 / 2 == -3", false},
	{"-7 % 2 == -1", false},
	{"-8 / 2 == -4 && -8 % 2 == 0", true},
	// precedence and associativity
	{"1 + 2 * 3 == 7", true},
	{"10 - 2 - 3 == 5", true},
	{"100 / 10 / 5 == 2", true},
	{"2 * 3 % 4 == 2", true},
	{"-2 * -3 == -6", false},
	{"false ==> false ==> false", true},
	{"(false ==> false) ==> false", false},
	{"false <== false <== false", true},
	{"false <== true", false},
	{"!false && false", false},
	{"!true || true", true},
	{"!(1 == 2) == true", true},
	{"true <==> false ==> false", true},
	// big integers
	{"1000000000000 * 1000000000000 == 1000000000000000000000000", true},
	{"9223372036854775807 + 1 == 9223372036854775808", true},
	{"9223372036854775807 + 1 < 0", false},
	{"Fact(25) == 15511210043330985984000000", true},
	{"-9223372036854775808 / -1 == 9223372036854775808", true},
	// sequence ordering is prefix ordering, not lexicographic
	{"\"abc\" < \"abd\"", false},
	{"\"ab\" < \"abd\"", true},
	{"[1, 2] <= [1, 2]", true},
	{"[1, 2] < [1, 2]", false},
	{"[1, 3] <= [1, 2, 3]", false},
	{"'a' < 'b'", true},
	{"\"abc\" + ['d'] == \"abcd\"", true},
	{"\"a\\nb\"[1] == '\\n'", true},
	{"|\"a\\\\b\\\"c\"| == 5", true},
	{"'\\'' != '\"'", true},
	// empty collections, typed by context
	{"Sum([]) == 0", true},
	{"Reverse([]) == []", true},
	{"Count([], 1) == 1", false},
	{"Sorted([])", true},
	{"var s := [1, 2, 3]; s[..0] == s[3..]", true},
	{"var s := [1, 2, 3]; s[3..] == []", true},
	{"{} <= {1}", true},
	{"{1, 2} < {1, 2}", false},
	{"multiset{1, 1} < multiset{1, 1, 2}", true},
	{"multiset([1, 2]) != multiset([2, 1])", false},
	{"|multiset{1, 1, 2}| == 2", false},
	{"0 in map[0 := 1].Values", false},
	{"var m := map[1 := 2]; m[1 := 3] == map[1 := 3]", true},
	{"[1, 2, 3][1..][1] == 3", true},
	// lets and binders
	{"var x := 1; var x := x + 1; x == 2", true},
	{"(var x := 3; x * x) == 9", true},
	{"var x := 5; var y := x * 2; y - x == 6", false},
	{"var x := 7; (forall x :: 0 <= x < 3 ==> x < 3) && x == 7", true},
	{"forall i :: 0 <= i < 0 ==> false", true},
	{"exists i :: 0 <= i < 0", false},
	{"exists k :: 0 <= k < 10 && k * k == 49", true},
	{"forall i, j :: 0 <= i < 3 && 0 <= j < 3 ==> i * j < 4", false},
	{"forall x :: x in [1, 2, 3] ==> exists y :: y in [2, 3, 4] && y == x + 1", true},
	{"exists x :: x in {-3, -2, -1} && x % 2 == 1", true},
	{"(set x | x in [1, 2, 3] :: x % 2) == {0, 1}", true},
	{"|(set x | x in {-3, -2, 2, 3} :: x * x)| == 4", false},
	{"var s := [1, 2, 3]; if |s| > 2 then s[2] == 3 else s[0] == 3", true},
	// bitvectors: wrap-around, precedence, literals typed by context
	{"var z: bv0 := 0; z + z == z && !z == 0", true},
	{"var x: bv8 := 0; x - 1 == 255 && x - 1 > x", true},
	{"var x: bv64 := 0; x - 1 == 18446744073709551615", true},
	{"var x: bv8 := 7; x & 3 + 1 == 4", true},
	{"var x: bv8 := 7; x + 1 & 3 == 10", false},
	{"var x: bv8 := 7; x + 1 >> 1 == 4", true},
	{"var x: bv8 := 5; 1 < x < 10", true},
	{"var i: bv4 := 9; var j: bv4 := 3; i * 4 == j + 8 + 9", true},
	{"var y := 200 + 100; var x: bv8 := y; x == 44", true},
	{"var x: bv8 := 3; var s := [x, 250]; s[1] + 10 == 4", true},
	{"var x: bv8 := 3; var t := (x, 250); t.1 + 10 == 4", false},
	{"var x: bv8 := 10; var f := (b: bv8) => b * 30; f(x) == 44", true},
	{"var k: bv8 := 1; [10, 20, 30][k] == 20", true},
	{"var x: bv8 := 255; (x as bv16) + 1 == 256 && x + 1 == 0", true},
	{"var x: bv2 := 1; x << (5 - 3) == 0 && x << 1 == 2", true},
	{"var k: bv8 := 3; var y: bv4 := 1; y == 1 << k >> 3", true},
	{"var x: bv4 := 9; x.RotateLeft(6 - 3) == 12", true},
}

// ---- small model of Dafny values ----

// ediv returns Dafny's (Euclidean) quotient and remainder: a == b*q + m
// with 0 <= m < |b|.
func ediv(a, b int64) (q, m int64) {
	q, m = a/b, a%b
	if m < 0 {
		if b > 0 {
			q, m = q-1, m+b
		} else {
			q, m = q+1, m-b
		}
	}
	return q, m
}

func pick[T any](r *rand.Rand, xs ...T) T { return xs[r.IntN(len(xs))] }

func between(r *rand.Rand, lo, hi int) int { return lo + r.IntN(hi-lo+1) } // inclusive

func lit(n int64) string { return strconv.FormatInt(n, 10) }

// plit renders an int literal for use as an operand: negatives in parens.
func plit(n int64) string {
	if n < 0 {
		return "(" + lit(n) + ")"
	}
	return lit(n)
}

func randSeq(r *rand.Rand, minLen, maxLen, lo, hi int) []int64 {
	s := make([]int64, between(r, minLen, maxLen))
	for i := range s {
		s[i] = int64(between(r, lo, hi))
	}
	return s
}

func seqLit(s []int64) string {
	parts := make([]string, len(s))
	for i, x := range s {
		parts[i] = lit(x)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func setLit(s []int64) string {
	return "{" + strings.TrimSuffix(strings.TrimPrefix(seqLit(s), "["), "]") + "}"
}

func msetLit(s []int64) string { return "multiset" + setLit(s) }

func strLit(s string) string { return strconv.Quote(s) }

func charLit(c byte) string { return "'" + string(c) + "'" }

func count(s []int64, x int64) int64 {
	var n int64
	for _, y := range s {
		if y == x {
			n++
		}
	}
	return n
}

func sum(s []int64) int64 {
	var n int64
	for _, x := range s {
		n += x
	}
	return n
}

func isPrefix(a, b []int64) bool { return len(a) <= len(b) && slices.Equal(a, b[:len(a)]) }

// setOf returns the distinct elements of s, sorted.
func setOf(s []int64) []int64 {
	t := slices.Clone(s)
	slices.Sort(t)
	return slices.Compact(t)
}

func shuffled(r *rand.Rand, s []int64) []int64 {
	t := slices.Clone(s)
	r.Shuffle(len(t), func(i, j int) { t[i], t[j] = t[j], t[i] })
	return t
}

func subset(a, b []int64) bool {
	for _, x := range a {
		if !slices.Contains(b, x) {
			return false
		}
	}
	return true
}

func msubset(a, b []int64) bool {
	for _, x := range a {
		if count(a, x) > count(b, x) {
			return false
		}
	}
	return true
}

func msetEqual(a, b []int64) bool { return len(a) == len(b) && msubset(a, b) }

// near returns v or, when not want, something close to v.
func near(r *rand.Rand, v int64, want bool) int64 {
	if want {
		return v
	}
	return v + pick[int64](r, -2, -1, 1, 1, 2, 3)
}

// mutate returns a copy of s with one change (or s itself, with luck).
func mutate(r *rand.Rand, s []int64, lo, hi int) []int64 {
	t := slices.Clone(s)
	switch {
	case len(t) > 0 && r.IntN(3) == 0:
		t[r.IntN(len(t))] = int64(between(r, lo, hi))
	case len(t) > 0 && r.IntN(2) == 0:
		i := r.IntN(len(t))
		t = slices.Delete(t, i, i+1)
	default:
		i := r.IntN(len(t) + 1)
		t = slices.Insert(t, i, int64(between(r, lo, hi)))
	}
	return t
}

// bindSeq binds a sequence either inline or with a let: it returns the
// prefix to put before the body and the name to use in it.
func bindSeq(name string, s []int64, inline bool) (prefix, ref string) {
	if inline && len(s) > 0 {
		return "", seqLit(s)
	}
	if len(s) == 0 {
		panic("difftest: cannot let-bind an empty sequence literal")
	}
	return "var " + name + " := " + seqLit(s) + "; ", name
}

// ---- int arithmetic ----

func genDivMod(r *rand.Rand, want bool) (string, bool) {
	a := int64(between(r, -30, 30))
	b := int64(pick(r, -7, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 7, 10))
	q, m := ediv(a, b)
	op, v := "/", q
	if r.IntN(2) == 0 {
		op, v = "%", m
	}
	c := near(r, v, want)
	var left string
	switch r.IntN(4) {
	case 0: // bare negative operand: unary minus binds tighter than / and %
		left = lit(a) + " " + op + " " + lit(b)
	case 1:
		left = plit(a) + " " + op + " " + plit(b)
	case 2:
		left = "(" + plit(a) + " " + op + " " + plit(b) + ")"
	default:
		left = plit(a) + " " + op + " " + plit(b)
	}
	return left + " == " + lit(c), c == v
}

func genDivModLet(r *rand.Rand, want bool) (string, bool) {
	a := int64(between(r, -40, 40))
	b := int64(between(r, -9, 9))
	if b == 0 {
		b = -6
	}
	q, m := ediv(a, b)
	switch r.IntN(3) {
	case 0:
		c := near(r, q, want)
		return fmt.Sprintf("var x := %s; var y := %s; x / y == %s", lit(a), lit(b), lit(c)), c == q
	case 1:
		c := near(r, m, want)
		return fmt.Sprintf("var x := %s; var y := %s; x %% y == %s", lit(a), lit(b), lit(c)), c == m
	default:
		// a second operation on the quotient
		c := near(r, q*b+m, want)
		return fmt.Sprintf("var x := %s; var y := %s; (x / y) * y + x %% y == %s", lit(a), lit(b), lit(c)), c == a
	}
}

func genDivModIdentity(r *rand.Rand, want bool) (string, bool) {
	a := int64(between(r, -25, 25))
	b := int64(pick(r, -6, -3, -2, 2, 3, 6))
	_, m := ediv(a, b)
	switch r.IntN(3) {
	case 0:
		// 0 <= a % b < |b|
		hi := b
		if hi < 0 {
			hi = -hi
		}
		if !want {
			hi = int64(between(r, 0, int(hi)-1))
		}
		return fmt.Sprintf("0 <= %s %% %s < %s", plit(a), plit(b), lit(hi)), m < hi
	case 1:
		// sign of the remainder
		op := pick(r, ">=", "<")
		return fmt.Sprintf("%s %% %s %s 0", plit(a), plit(b), op), op == ">="
	default:
		c := int64(between(r, 1, 4))
		q, _ := ediv(a*c, b)
		d := near(r, q, want)
		return fmt.Sprintf("%s * %s / %s == %s", plit(a), lit(c), plit(b), lit(d)), d == q
	}
}

// arithmetic expression trees with Dafny's precedence: additive (1) <
// multiplicative (2) < unary minus (3) < atoms (4).
type iexpr struct {
	text string
	val  int64
	prec int
}

func genIntExpr(r *rand.Rand, depth int) iexpr {
	if depth == 0 || r.IntN(4) == 0 {
		v := int64(between(r, -12, 15))
		if v < 0 {
			return iexpr{lit(v), v, 3}
		}
		return iexpr{lit(v), v, 4}
	}
	if r.IntN(8) == 0 {
		x := genIntExpr(r, depth-1)
		t := x.text
		if x.prec < 3 || strings.HasPrefix(t, "-") {
			t = "(" + t + ")"
		}
		return iexpr{"-" + t, -x.val, 3}
	}
	op := pick(r, "+", "-", "*", "+", "-", "*", "/", "%")
	a := genIntExpr(r, depth-1)
	b := genIntExpr(r, depth-1)
	var v int64
	switch op {
	case "+":
		v = a.val + b.val
	case "-":
		v = a.val - b.val
	case "*":
		v = a.val * b.val
	case "/", "%":
		if b.val == 0 {
			b = iexpr{lit(int64(pick(r, 2, 3, 5))), 0, 4}
			b.val, _ = strconv.ParseInt(b.text, 10, 64)
		}
		q, m := ediv(a.val, b.val)
		v = q
		if op == "%" {
			v = m
		}
	}
	prec := 1
	if op == "*" || op == "/" || op == "%" {
		prec = 2
	}
	at, bt := a.text, b.text
	if a.prec < prec {
		at = "(" + at + ")"
	}
	// left-associative: a right operand of the same level needs parens;
	// so does a negative operand on the right, for readability
	if b.prec <= prec || (b.prec == 3 && r.IntN(2) == 0) {
		bt = "(" + bt + ")"
	}
	if v > 1e6 || v < -1e6 {
		return genIntExpr(r, 0)
	}
	return iexpr{at + " " + op + " " + bt, v, prec}
}

func cmpInt(op string, a, b int64) bool {
	switch op {
	case "<":
		return a < b
	case "<=":
		return a <= b
	case ">":
		return a > b
	case ">=":
		return a >= b
	case "==":
		return a == b
	case "!=":
		return a != b
	}
	panic(op)
}

func genArith(r *rand.Rand, want bool) (string, bool) {
	e := genIntExpr(r, between(r, 2, 3))
	if e.prec < 1 {
		e.text = "(" + e.text + ")"
	}
	op := pick(r, "==", "==", "==", "!=", "<", "<=", ">", ">=")
	c := near(r, e.val, want != (op == "!="))
	if op != "==" && op != "!=" {
		c = e.val + int64(between(r, -2, 2))
	}
	return e.text + " " + op + " " + plit(c), cmpInt(op, e.val, c)
}

func genChain(r *rand.Rand, want bool) (string, bool) {
	n := between(r, 3, 4)
	var ops []string
	switch r.IntN(5) {
	case 0, 1:
		for range n - 1 {
			ops = append(ops, pick(r, "<", "<="))
		}
	case 2:
		for range n - 1 {
			ops = append(ops, pick(r, ">", ">="))
		}
	case 3:
		for range n - 1 {
			ops = append(ops, pick(r, "<", "<=", "=="))
		}
	default:
		for range n - 1 {
			ops = append(ops, pick(r, ">", ">=", "=="))
		}
	}
	// values: mostly satisfying the chain, then maybe one nudged
	vals := make([]int64, n)
	vals[0] = int64(between(r, -10, 10))
	for i, op := range ops {
		step := int64(between(r, 0, 3))
		switch op {
		case "<":
			step++
		case ">":
			step = -step - 1
		case ">=":
			step = -step
		case "==":
			step = 0
		}
		vals[i+1] = vals[i] + step
	}
	if !want {
		i := r.IntN(n)
		vals[i] += int64(pick(r, -2, -1, 1, 2))
	}
	useLet := r.IntN(3) == 0
	terms := make([]string, n)
	prefix := ""
	for i, v := range vals {
		terms[i] = lit(v)
	}
	if useLet {
		i := r.IntN(n)
		prefix = "var x := " + lit(vals[i]) + "; "
		terms[i] = "x"
		if j := (i + 1) % n; r.IntN(2) == 0 {
			d := int64(between(r, 1, 4))
			terms[j] = "x + " + lit(vals[j]-vals[i]+d) + " - " + lit(d)
			if vals[j]-vals[i]+d < 0 {
				terms[j] = "x - " + lit(-(vals[j] - vals[i] + d)) + " - " + lit(d)
			}
		}
	}
	val := true
	var b strings.Builder
	b.WriteString(prefix + terms[0])
	for i, op := range ops {
		val = val && cmpInt(op, vals[i], vals[i+1])
		b.WriteString(" " + op + " " + terms[i+1])
	}
	return b.String(), val
}

// ---- logic ----

// bexpr precedence: <==> 1, ==> 2, && / || 3, comparison 4, atom 5.
type bexpr struct {
	text string
	val  bool
	prec int
	op   string
}

func genBoolAtom(r *rand.Rand) bexpr {
	switch r.IntN(4) {
	case 0:
		v := r.IntN(2) == 0
		return bexpr{strconv.FormatBool(v), v, 5, ""}
	case 1:
		s := randSeq(r, 1, 4, 0, 5)
		x := int64(between(r, 0, 5))
		return bexpr{lit(x) + " in " + seqLit(s), slices.Contains(s, x), 4, "in"}
	default:
		a, b := int64(between(r, -5, 5)), int64(between(r, -5, 5))
		op := pick(r, "<", "<=", "==", "!=", ">", ">=")
		return bexpr{plit(a) + " " + op + " " + plit(b), cmpInt(op, a, b), 4, op}
	}
}

func paren(e bexpr) string { return "(" + e.text + ")" }

func genBool(r *rand.Rand, depth int) bexpr {
	if depth == 0 || r.IntN(5) == 0 {
		return genBoolAtom(r)
	}
	if r.IntN(6) == 0 {
		x := genBool(r, depth-1)
		t := x.text
		if x.prec < 5 || strings.HasPrefix(t, "!") { // "!!" is the disjointness operator
			t = paren(x)
		}
		return bexpr{"!" + t, !x.val, 5, "!"}
	}
	op := pick(r, "&&", "||", "==>", "<==>", "&&", "||", "==>")
	a, b := genBool(r, depth-1), genBool(r, depth-1)
	at, bt := a.text, b.text
	var v bool
	var prec int
	switch op {
	case "&&", "||":
		prec = 3
		if op == "&&" {
			v = a.val && b.val
		} else {
			v = a.val || b.val
		}
		// && and || do not mix without parentheses
		if a.prec < 3 || (a.prec == 3 && a.op != op) {
			at = paren(a)
		}
		if b.prec < 3 || (b.prec == 3 && b.op != op) {
			bt = paren(b)
		}
	case "==>":
		prec = 2
		v = !a.val || b.val
		if a.prec <= 2 { // right-associative
			at = paren(a)
		}
		if b.prec < 2 {
			bt = paren(b)
		}
	case "<==>":
		prec = 1
		v = a.val == b.val
		if b.prec <= 1 {
			bt = paren(b)
		}
	}
	return bexpr{at + " " + op + " " + bt, v, prec, op}
}

func genLogic(r *rand.Rand, want bool) (string, bool) {
	e := genBool(r, between(r, 2, 3))
	if e.prec >= 4 { // make it at least one connective
		e = genBool(r, 3)
	}
	return e.text, e.val
}

// ---- sequences ----

var seqTemplates = []template{
	func(r *rand.Rand, want bool) (string, bool) { // length
		s := randSeq(r, 1, 7, -3, 6)
		p, ref := bindSeq("s", s, r.IntN(2) == 0)
		n := near(r, int64(len(s)), want)
		return p + "|" + ref + "| == " + lit(n), n == int64(len(s))
	},
	func(r *rand.Rand, want bool) (string, bool) { // indexing
		s := randSeq(r, 1, 7, -3, 6)
		p, ref := bindSeq("s", s, r.IntN(3) == 0)
		i := r.IntN(len(s))
		idx := lit(int64(i))
		if r.IntN(3) == 0 {
			idx = "|" + ref + "| - " + lit(int64(len(s)-i))
		}
		v := near(r, s[i], want)
		return p + ref + "[" + idx + "] == " + plit(v), v == s[i]
	},
	func(r *rand.Rand, want bool) (string, bool) { // slices
		s := randSeq(r, 1, 7, -3, 6)
		p, ref := bindSeq("s", s, r.IntN(3) == 0)
		i := between(r, 0, len(s))
		j := between(r, i, len(s))
		var sl string
		var got []int64
		switch r.IntN(3) {
		case 0:
			sl, got = fmt.Sprintf("%s[%d..%d]", ref, i, j), s[i:j]
		case 1:
			sl, got = fmt.Sprintf("%s[..%d]", ref, j), s[:j]
		default:
			sl, got = fmt.Sprintf("%s[%d..]", ref, i), s[i:]
		}
		t := got
		if !want {
			t = mutate(r, got, -3, 6)
		}
		return p + sl + " == " + seqLit(t), slices.Equal(got, t)
	},
	func(r *rand.Rand, want bool) (string, bool) { // concatenation
		s, t := randSeq(r, 1, 4, -3, 6), randSeq(r, 1, 4, -3, 6)
		u := slices.Concat(s, t)
		w := u
		if !want {
			w = mutate(r, u, -3, 6)
		}
		if r.IntN(2) == 0 {
			return fmt.Sprintf("var a := %s; var b := %s; a + b == %s", seqLit(s), seqLit(t), seqLit(w)), slices.Equal(u, w)
		}
		return seqLit(s) + " + " + seqLit(t) + " == " + seqLit(w), slices.Equal(u, w)
	},
	func(r *rand.Rand, want bool) (string, bool) { // membership
		s := randSeq(r, 1, 6, -3, 6)
		p, ref := bindSeq("s", s, r.IntN(2) == 0)
		x := int64(between(r, -3, 6))
		if r.IntN(2) == 0 {
			return p + plit(x) + " in " + ref, slices.Contains(s, x)
		}
		return p + plit(x) + " !in " + ref, !slices.Contains(s, x)
	},
	func(r *rand.Rand, want bool) (string, bool) { // equality, prefix
		s := randSeq(r, 1, 5, -2, 4)
		var t []int64
		switch r.IntN(3) {
		case 0:
			t = slices.Clone(s)
		case 1:
			t = slices.Concat(s, randSeq(r, 0, 2, -2, 4))
		default:
			t = mutate(r, s, -2, 4)
		}
		if len(t) == 0 {
			t = []int64{1}
		}
		switch r.IntN(4) {
		case 0:
			return seqLit(s) + " == " + seqLit(t), slices.Equal(s, t)
		case 1:
			return seqLit(s) + " != " + seqLit(t), !slices.Equal(s, t)
		case 2:
			return seqLit(s) + " < " + seqLit(t), isPrefix(s, t) && len(s) < len(t)
		default:
			return seqLit(s) + " <= " + seqLit(t), isPrefix(s, t)
		}
	},
	func(r *rand.Rand, want bool) (string, bool) { // mixed
		s, t := randSeq(r, 1, 4, -3, 6), randSeq(r, 1, 4, -3, 6)
		u := slices.Concat(s, t)
		i := r.IntN(len(u))
		switch r.IntN(3) {
		case 0:
			v := near(r, u[i], want)
			return fmt.Sprintf("var s := %s; var t := %s; (s + t)[%d] == %s", seqLit(s), seqLit(t), i, plit(v)), v == u[i]
		case 1:
			j := between(r, i, len(u))
			n := near(r, int64(j-i), want)
			return fmt.Sprintf("var s := %s; |(s + %s)[%d..%d]| == %s", seqLit(s), seqLit(t), i, j, lit(n)), n == int64(j-i)
		default:
			v := near(r, s[0]+s[len(s)-1], want)
			return fmt.Sprintf("var s := %s; s[0] + s[|s| - 1] == %s", seqLit(s), plit(v)), v == s[0]+s[len(s)-1]
		}
	},
}

// ---- strings ----

func randStr(r *rand.Rand, minLen, maxLen int) string {
	b := make([]byte, between(r, minLen, maxLen))
	for i := range b {
		b[i] = "abcd"[r.IntN(4)]
	}
	return string(b)
}

func mutateStr(r *rand.Rand, s string) string {
	switch {
	case len(s) > 0 && r.IntN(2) == 0:
		i := r.IntN(len(s))
		return s[:i] + string("abcde"[r.IntN(5)]) + s[i+1:]
	case len(s) > 1 && r.IntN(2) == 0:
		i := r.IntN(len(s))
		return s[:i] + s[i+1:]
	default:
		i := r.IntN(len(s) + 1)
		return s[:i] + string("abcd"[r.IntN(4)]) + s[i:]
	}
}

var stringTemplates = []template{
	func(r *rand.Rand, want bool) (string, bool) {
		s := randStr(r, 1, 6)
		i := r.IntN(len(s))
		c := s[i]
		if !want {
			c = "abcd"[r.IntN(4)]
		}
		return fmt.Sprintf("%s[%d] == %s", strLit(s), i, charLit(c)), c == s[i]
	},
	func(r *rand.Rand, want bool) (string, bool) {
		s := randStr(r, 1, 5)
		c := "abcde"[r.IntN(5)]
		if r.IntN(2) == 0 {
			return charLit(c) + " in " + strLit(s), strings.IndexByte(s, c) >= 0
		}
		return fmt.Sprintf("var w := %s; %s !in w", strLit(s), charLit(c)), strings.IndexByte(s, c) < 0
	},
	func(r *rand.Rand, want bool) (string, bool) {
		s, t := randStr(r, 1, 4), randStr(r, 0, 3)
		u := s + t
		if !want {
			u = mutateStr(r, u)
		}
		return strLit(s) + " + " + strLit(t) + " == " + strLit(u), s+t == u
	},
	func(r *rand.Rand, want bool) (string, bool) {
		s := randStr(r, 0, 7)
		n := near(r, int64(len(s)), want)
		return "|" + strLit(s) + "| == " + lit(n), n == int64(len(s))
	},
	func(r *rand.Rand, want bool) (string, bool) {
		s := randStr(r, 1, 4)
		t := s + randStr(r, 0, 2)
		if r.IntN(2) == 0 {
			t = mutateStr(r, t)
		}
		if r.IntN(2) == 0 {
			return strLit(s) + " <= " + strLit(t), strings.HasPrefix(t, s)
		}
		return strLit(s) + " < " + strLit(t), strings.HasPrefix(t, s) && len(s) < len(t)
	},
	func(r *rand.Rand, want bool) (string, bool) {
		s := randStr(r, 1, 6)
		i := between(r, 0, len(s))
		j := between(r, i, len(s))
		got := s[i:j]
		t := got
		if !want {
			t = mutateStr(r, got)
		}
		return fmt.Sprintf("var w := %s; w[%d..%d] == %s", strLit(s), i, j, strLit(t)), got == t
	},
	func(r *rand.Rand, want bool) (string, bool) {
		s := randStr(r, 1, 6)
		c := "abcd"[r.IntN(4)]
		n := near(r, int64(strings.Count(s, string(c))), want)
		return fmt.Sprintf("multiset(%s)[%s] == %s", strLit(s), charLit(c), lit(n)), n == int64(strings.Count(s, string(c)))
	},
}

// ---- multisets ----

var multisetTemplates = []template{
	func(r *rand.Rand, want bool) (string, bool) { // permutation equality
		s := randSeq(r, 1, 6, 0, 4)
		t := shuffled(r, s)
		if !want {
			t = mutate(r, t, 0, 4)
		}
		if len(t) == 0 {
			t = []int64{0}
		}
		if r.IntN(2) == 0 {
			return fmt.Sprintf("var s := %s; var t := %s; multiset(s) == multiset(t)", seqLit(s), seqLit(t)), msetEqual(s, t)
		}
		return fmt.Sprintf("multiset(%s) == multiset(%s)", seqLit(s), seqLit(t)), msetEqual(s, t)
	},
	func(r *rand.Rand, want bool) (string, bool) { // multiplicity
		s := randSeq(r, 1, 7, 0, 3)
		x := int64(between(r, 0, 4))
		n := near(r, count(s, x), want)
		return fmt.Sprintf("var s := %s; multiset(s)[%s] == %s", seqLit(s), lit(x), plit(n)), n == count(s, x)
	},
	func(r *rand.Rand, want bool) (string, bool) { // cardinality and membership
		s := randSeq(r, 1, 6, 0, 4)
		if r.IntN(2) == 0 {
			n := near(r, int64(len(s)), want)
			return fmt.Sprintf("|multiset(%s)| == %s", seqLit(s), lit(n)), n == int64(len(s))
		}
		x := int64(between(r, 0, 5))
		return fmt.Sprintf("%s in multiset(%s)", lit(x), seqLit(s)), slices.Contains(s, x)
	},
	func(r *rand.Rand, want bool) (string, bool) { // sub-multiset
		s := randSeq(r, 1, 4, 0, 3)
		t := slices.Concat(shuffled(r, s), randSeq(r, 0, 2, 0, 3))
		if !want {
			t = mutate(r, t, 0, 3)
		}
		if len(t) == 0 {
			t = []int64{3}
		}
		return fmt.Sprintf("multiset(%s) <= multiset(%s)", seqLit(s), seqLit(t)), msubset(s, t)
	},
	func(r *rand.Rand, want bool) (string, bool) { // union, difference, intersection, display
		s, t := randSeq(r, 1, 4, 0, 3), randSeq(r, 1, 4, 0, 3)
		var u []int64
		var op string
		switch r.IntN(3) {
		case 0:
			op, u = "+", slices.Concat(s, t)
		case 1:
			op = "-"
			for _, x := range setOf(s) {
				for range max(0, count(s, x)-count(t, x)) {
					u = append(u, x)
				}
			}
		default:
			op = "*"
			for _, x := range setOf(s) {
				for range min(count(s, x), count(t, x)) {
					u = append(u, x)
				}
			}
		}
		w := shuffled(r, u)
		if !want {
			w = mutate(r, w, 0, 3)
		}
		text := fmt.Sprintf("multiset(%s) %s multiset(%s) == %s", seqLit(s), op, seqLit(t), msetLit(w))
		return text, msetEqual(u, w)
	},
}

// ---- sets ----

var setTemplates = []template{
	func(r *rand.Rand, want bool) (string, bool) { // union, intersection, difference
		a, b := randSeq(r, 1, 4, 0, 6), randSeq(r, 1, 4, 0, 6)
		var c []int64
		op := pick(r, "+", "*", "-")
		for _, x := range setOf(slices.Concat(a, b)) {
			ina, inb := slices.Contains(a, x), slices.Contains(b, x)
			if (op == "+" && (ina || inb)) || (op == "*" && ina && inb) || (op == "-" && ina && !inb) {
				c = append(c, x)
			}
		}
		d := shuffled(r, c)
		if !want {
			d = mutate(r, d, 0, 6)
		}
		return fmt.Sprintf("%s %s %s == %s", setLit(a), op, setLit(b), setLit(d)), slices.Equal(c, setOf(d))
	},
	func(r *rand.Rand, want bool) (string, bool) { // subset
		a := randSeq(r, 1, 3, 0, 5)
		b := slices.Concat(shuffled(r, a), randSeq(r, 0, 2, 0, 5))
		if r.IntN(2) == 0 {
			b = mutate(r, b, 0, 5)
		}
		if len(b) == 0 {
			b = []int64{5}
		}
		if r.IntN(2) == 0 {
			return setLit(a) + " <= " + setLit(b), subset(a, b)
		}
		return setLit(a) + " < " + setLit(b), subset(a, b) && !subset(b, a)
	},
	func(r *rand.Rand, want bool) (string, bool) { // membership, cardinality
		a := randSeq(r, 1, 5, -2, 4)
		switch r.IntN(3) {
		case 0:
			x := int64(between(r, -2, 5))
			return fmt.Sprintf("var A := %s; %s in A", setLit(a), plit(x)), slices.Contains(a, x)
		case 1:
			x := int64(between(r, -2, 5))
			return fmt.Sprintf("%s !in %s", plit(x), setLit(a)), !slices.Contains(a, x)
		default:
			n := near(r, int64(len(setOf(a))), want)
			return fmt.Sprintf("|%s| == %s", setLit(a), lit(n)), n == int64(len(setOf(a)))
		}
	},
	func(r *rand.Rand, want bool) (string, bool) { // equality of displays
		a := randSeq(r, 1, 5, 0, 4)
		b := shuffled(r, a)
		if r.IntN(2) == 0 {
			b = append(b, a[r.IntN(len(a))]) // duplicate
		}
		if !want {
			b = mutate(r, b, 0, 4)
		}
		if len(b) == 0 {
			b = []int64{0}
		}
		return setLit(a) + " == " + setLit(b), slices.Equal(setOf(a), setOf(b))
	},
	func(r *rand.Rand, want bool) (string, bool) { // comprehension cardinality
		s := randSeq(r, 1, 7, -3, 5)
		k := int64(between(r, -2, 2))
		var n int64
		for _, x := range setOf(s) {
			if x > k {
				n++
			}
		}
		m := near(r, n, want)
		if r.IntN(3) == 0 {
			return fmt.Sprintf("var s := %s; |set x | x in s && x > %s| == %s", seqLit(s), plit(k), lit(m)), m == n
		}
		return fmt.Sprintf("var s := %s; |(set x | x in s && x > %s)| == %s", seqLit(s), plit(k), lit(m)), m == n
	},
	func(r *rand.Rand, want bool) (string, bool) { // comprehension value
		s := randSeq(r, 1, 6, -4, 5)
		var c []int64
		var text string
		switch r.IntN(3) {
		case 0:
			for _, x := range setOf(s) {
				if x > 0 {
					c = append(c, x)
				}
			}
			text = fmt.Sprintf("var s := %s; (set x | x in s && x > 0) == ", seqLit(s))
		case 1:
			for _, x := range setOf(s) {
				if _, m := ediv(x, 2); m == 0 {
					c = append(c, x)
				}
			}
			text = fmt.Sprintf("(set x | x in %s && x %% 2 == 0) == ", setLit(s))
		default:
			for _, x := range s {
				c = append(c, x*x)
			}
			c = setOf(c)
			text = fmt.Sprintf("(set x | x in %s :: x * x) == ", seqLit(s))
		}
		d := shuffled(r, c)
		if !want {
			d = mutate(r, d, -4, 5)
		}
		return text + setLit(d), slices.Equal(c, setOf(d))
	},
	func(r *rand.Rand, want bool) (string, bool) { // set of a sequence via comprehension, disjointness
		a, b := randSeq(r, 1, 3, 0, 6), randSeq(r, 1, 3, 0, 6)
		dis := true
		for _, x := range a {
			dis = dis && !slices.Contains(b, x)
		}
		return setLit(a) + " !! " + setLit(b), dis
	},
}

// ---- maps ----

type kv struct{ k, v int64 }

func randMap(r *rand.Rand, minLen, maxLen int) []kv {
	keys := shuffled(r, []int64{0, 1, 2, 3, 4, 5, 6, 7})[:between(r, minLen, maxLen)]
	m := make([]kv, len(keys))
	for i, k := range keys {
		m[i] = kv{k, int64(between(r, -3, 9))}
	}
	return m
}

func mapLit(m []kv) string {
	parts := make([]string, len(m))
	for i, p := range m {
		parts[i] = lit(p.k) + " := " + lit(p.v)
	}
	return "map[" + strings.Join(parts, ", ") + "]"
}

func lookup(m []kv, k int64) (int64, bool) {
	for _, p := range m {
		if p.k == k {
			return p.v, true
		}
	}
	return 0, false
}

func mapEqual(a, b []kv) bool {
	if len(a) != len(b) {
		return false
	}
	for _, p := range a {
		if v, ok := lookup(b, p.k); !ok || v != p.v {
			return false
		}
	}
	return true
}

var mapTemplates = []template{
	func(r *rand.Rand, want bool) (string, bool) { // key membership
		m := randMap(r, 1, 4)
		k := int64(between(r, 0, 8))
		_, in := lookup(m, k)
		if r.IntN(2) == 0 {
			return fmt.Sprintf("%s in %s", lit(k), mapLit(m)), in
		}
		return fmt.Sprintf("var m := %s; %s !in m", mapLit(m), lit(k)), !in
	},
	func(r *rand.Rand, want bool) (string, bool) { // lookup
		m := randMap(r, 1, 4)
		p := m[r.IntN(len(m))]
		v := near(r, p.v, want)
		if r.IntN(2) == 0 {
			return fmt.Sprintf("var m := %s; %s in m && m[%s] == %s", mapLit(m), lit(p.k), lit(p.k), plit(v)), v == p.v
		}
		return fmt.Sprintf("%s[%s] == %s", mapLit(m), lit(p.k), plit(v)), v == p.v
	},
	func(r *rand.Rand, want bool) (string, bool) { // cardinality, equality
		m := randMap(r, 1, 4)
		if r.IntN(2) == 0 {
			n := near(r, int64(len(m)), want)
			return fmt.Sprintf("|%s| == %s", mapLit(m), lit(n)), n == int64(len(m))
		}
		m2 := slices.Clone(m)
		r.Shuffle(len(m2), func(i, j int) { m2[i], m2[j] = m2[j], m2[i] })
		if !want {
			i := r.IntN(len(m2))
			if r.IntN(2) == 0 {
				m2[i].v++
			} else {
				m2 = slices.Delete(m2, i, i+1)
				if len(m2) == 0 {
					m2 = []kv{{9, 9}}
				}
			}
		}
		return mapLit(m) + " == " + mapLit(m2), mapEqual(m, m2)
	},
	func(r *rand.Rand, want bool) (string, bool) { // update
		m := randMap(r, 1, 4)
		k, v := int64(between(r, 0, 8)), int64(between(r, -3, 9))
		var k2 int64
		if r.IntN(2) == 0 {
			k2 = k
		} else {
			k2 = m[r.IntN(len(m))].k
		}
		got := v
		if k2 != k {
			got, _ = lookup(m, k2)
		}
		w := near(r, got, want)
		return fmt.Sprintf("var m := %s; m[%s := %s][%s] == %s", mapLit(m), lit(k), plit(v), lit(k2), plit(w)), w == got
	},
	func(r *rand.Rand, want bool) (string, bool) { // Keys, Values, quantifier over keys
		m := randMap(r, 1, 4)
		var keys, vals []int64
		for _, p := range m {
			keys = append(keys, p.k)
			vals = append(vals, p.v)
		}
		switch r.IntN(3) {
		case 0:
			d := shuffled(r, keys)
			if !want {
				d = mutate(r, d, 0, 8)
			}
			if len(d) == 0 {
				d = []int64{8}
			}
			return fmt.Sprintf("%s.Keys == %s", mapLit(m), setLit(d)), slices.Equal(setOf(keys), setOf(d))
		case 1:
			d := shuffled(r, vals)
			if !want {
				d = mutate(r, d, -3, 9)
			}
			if len(d) == 0 {
				d = []int64{8}
			}
			return fmt.Sprintf("var m := %s; m.Values == %s", mapLit(m), setLit(d)), slices.Equal(setOf(vals), setOf(d))
		default:
			k := int64(between(r, -3, 3))
			all := true
			for _, p := range m {
				all = all && p.v > k
			}
			return fmt.Sprintf("var m := %s; forall k :: k in m ==> m[k] > %s", mapLit(m), plit(k)), all
		}
	},
}

// ---- quantifiers ----

var quantTemplates = []template{
	func(r *rand.Rand, want bool) (string, bool) {
		s := randSeq(r, 1, 6, -1, 8)
		k := int64(between(r, -1, 2))
		all := true
		for _, x := range s {
			all = all && x > k
		}
		return fmt.Sprintf("var s := %s; forall i :: 0 <= i < |s| ==> s[i] > %s", seqLit(s), plit(k)), all
	},
	func(r *rand.Rand, want bool) (string, bool) {
		s := randSeq(r, 1, 6, 0, 6)
		v := int64(between(r, 0, 6))
		return fmt.Sprintf("var s := %s; exists i :: 0 <= i < |s| && s[i] == %s", seqLit(s), lit(v)), slices.Contains(s, v)
	},
	func(r *rand.Rand, want bool) (string, bool) { // sorted, nested
		s := randSeq(r, 1, 6, -3, 9)
		if want || r.IntN(2) == 0 {
			slices.Sort(s)
		}
		if !want && r.IntN(2) == 0 {
			s = mutate(r, s, -3, 9)
			if len(s) == 0 {
				s = []int64{1}
			}
		}
		return fmt.Sprintf("var s := %s; forall i, j :: 0 <= i < j < |s| ==> s[i] <= s[j]", seqLit(s)), slices.IsSorted(s)
	},
	func(r *rand.Rand, want bool) (string, bool) { // over elements
		s := randSeq(r, 1, 6, -2, 7)
		k := int64(between(r, 3, 8))
		if r.IntN(2) == 0 {
			all := true
			for _, x := range s {
				all = all && x < k
			}
			return fmt.Sprintf("var s := %s; forall x :: x in s ==> x < %s", seqLit(s), lit(k)), all
		}
		any := false
		for _, x := range s {
			any = any || x > k
		}
		return fmt.Sprintf("exists x :: x in %s && x > %s", seqLit(s), lit(k)), any
	},
	func(r *rand.Rand, want bool) (string, bool) { // strictly increasing, adjacent
		s := randSeq(r, 2, 6, 0, 9)
		if want {
			slices.Sort(s)
			s = slices.Compact(s)
			if len(s) < 2 {
				s = append(s, s[0]+1)
			}
		}
		inc := true
		for i := 0; i+1 < len(s); i++ {
			inc = inc && s[i] < s[i+1]
		}
		return fmt.Sprintf("var s := %s; forall i :: 0 <= i < |s| - 1 ==> s[i] < s[i + 1]", seqLit(s)), inc
	},
	func(r *rand.Rand, want bool) (string, bool) { // duplicates
		s := randSeq(r, 1, 5, 0, 7)
		dup := len(setOf(s)) < len(s)
		return fmt.Sprintf("var s := %s; exists i, j :: 0 <= i < j < |s| && s[i] == s[j]", seqLit(s)), dup
	},
	func(r *rand.Rand, want bool) (string, bool) { // integer ranges
		n := int64(between(r, 0, 6))
		m := int64(between(r, 0, 40))
		all := true
		for k := int64(1); k <= n; k++ {
			all = all && k*k <= m
		}
		return fmt.Sprintf("forall k :: 1 <= k <= %d ==> k * k <= %d", n, m), all
	},
	func(r *rand.Rand, want bool) (string, bool) { // over sets, range syntax
		a := randSeq(r, 1, 5, -4, 8)
		if r.IntN(2) == 0 {
			all := true
			for _, x := range a {
				_, m := ediv(x, 2)
				all = all && m == 0
			}
			return fmt.Sprintf("forall x :: x in %s ==> x %% 2 == 0", setLit(a)), all
		}
		v := int64(between(r, -4, 8))
		return fmt.Sprintf("var s := %s; forall i | 0 <= i < |s| :: s[i] != %s", seqLit(a), plit(v)), !slices.Contains(a, v)
	},
	func(r *rand.Rand, want bool) (string, bool) { // pointwise comparison of two sequences
		s := randSeq(r, 1, 5, 0, 5)
		t := slices.Clone(s)
		if r.IntN(2) == 0 {
			t[r.IntN(len(t))] += int64(pick(r, -1, 1))
		}
		t = append(t, randSeq(r, 0, 2, 0, 5)...)
		eq := true
		for i := range s {
			eq = eq && s[i] == t[i]
		}
		return fmt.Sprintf("var s := %s; var t := %s; |s| <= |t| && forall i :: 0 <= i < |s| ==> s[i] == t[i]", seqLit(s), seqLit(t)), eq
	},
}

// ---- if-then-else ----

var iteTemplates = []template{
	func(r *rand.Rand, want bool) (string, bool) { // min
		a, b := int64(between(r, -9, 9)), int64(between(r, -9, 9))
		v := near(r, min(a, b), want)
		return fmt.Sprintf("(if %s < %s then %s else %s) == %s", plit(a), plit(b), plit(a), plit(b), plit(v)), v == min(a, b)
	},
	func(r *rand.Rand, want bool) (string, bool) { // Collatz step under a let
		x := int64(between(r, -9, 30))
		_, m := ediv(x, 2)
		var got int64
		if m == 0 {
			got, _ = ediv(x, 2)
		} else {
			got = 3*x + 1
		}
		v := near(r, got, want)
		return fmt.Sprintf("var x := %s; (if x %% 2 == 0 then x / 2 else 3 * x + 1) == %s", lit(x), plit(v)), v == got
	},
	func(r *rand.Rand, want bool) (string, bool) { // boolean-valued, at the top
		s := randSeq(r, 1, 5, 0, 3)
		a, b := int64(between(r, -3, 3)), int64(between(r, -3, 3))
		x := int64(between(r, 0, 3))
		var val bool
		if a > b {
			val = s[0] == x
		} else {
			val = s[len(s)-1] == x
		}
		return fmt.Sprintf("var s := %s; if %s > %s then s[0] == %s else s[|s| - 1] == %s", seqLit(s), plit(a), plit(b), lit(x), lit(x)), val
	},
	func(r *rand.Rand, want bool) (string, bool) { // nested, in arithmetic
		a := int64(between(r, -9, 9))
		var got int64
		switch {
		case a < 0:
			got = -a
		case a == 0:
			got = 100
		default:
			got = a
		}
		v := near(r, got+1, want)
		return fmt.Sprintf("var a := %s; 1 + (if a < 0 then -a else if a == 0 then 100 else a) == %s", lit(a), lit(v)), v == got+1
	},
	func(r *rand.Rand, want bool) (string, bool) { // condition on membership
		s := randSeq(r, 1, 5, 0, 5)
		x := int64(between(r, 0, 5))
		got := int64(0)
		if slices.Contains(s, x) {
			got = int64(len(s))
		}
		v := near(r, got, want)
		return fmt.Sprintf("var s := %s; (if %s in s then |s| else 0) == %s", seqLit(s), lit(x), plit(v)), v == got
	},
}

// ---- prelude functions ----

func fact(n int64) int64 {
	if n == 0 {
		return 1
	}
	return n * fact(n-1)
}

func fib(n int64) int64 {
	a, b := int64(0), int64(1)
	for range n {
		a, b = b, a+b
	}
	return a
}

var funcTemplates = []template{
	func(r *rand.Rand, want bool) (string, bool) {
		s := randSeq(r, 1, 7, -5, 9)
		v := near(r, sum(s), want)
		if r.IntN(2) == 0 {
			return fmt.Sprintf("Sum(%s) == %s", seqLit(s), plit(v)), v == sum(s)
		}
		return fmt.Sprintf("var s := %s; Sum(s) == %s", seqLit(s), plit(v)), v == sum(s)
	},
	func(r *rand.Rand, want bool) (string, bool) {
		n := int64(between(r, 0, 10))
		v := near(r, fact(n), want)
		return fmt.Sprintf("Fact(%d) == %d", n, v), v == fact(n)
	},
	func(r *rand.Rand, want bool) (string, bool) {
		s := randSeq(r, 1, 7, 0, 3)
		x := int64(between(r, 0, 3))
		if r.IntN(3) == 0 {
			y := int64(between(r, 0, 3))
			return fmt.Sprintf("var s := %s; Count(s, %d) == multiset(s)[%d]", seqLit(s), x, y), count(s, x) == count(s, y)
		}
		v := near(r, count(s, x), want)
		return fmt.Sprintf("Count(%s, %d) == %s", seqLit(s), x, plit(v)), v == count(s, x)
	},
	func(r *rand.Rand, want bool) (string, bool) {
		s := randSeq(r, 1, 6, -3, 6)
		if want == (r.IntN(4) != 0) {
			slices.Sort(s)
		}
		if r.IntN(3) == 0 {
			return fmt.Sprintf("!Sorted(%s)", seqLit(s)), !slices.IsSorted(s)
		}
		return fmt.Sprintf("Sorted(%s)", seqLit(s)), slices.IsSorted(s)
	},
	func(r *rand.Rand, want bool) (string, bool) {
		s, t := randSeq(r, 1, 4, -3, 6), randSeq(r, 1, 4, -3, 6)
		v := near(r, sum(s)+sum(t), want)
		return fmt.Sprintf("var s := %s; var t := %s; Sum(s + t) == %s", seqLit(s), seqLit(t), plit(v)), v == sum(s)+sum(t)
	},
	func(r *rand.Rand, want bool) (string, bool) {
		s := randSeq(r, 1, 5, -3, 6)
		rev := slices.Clone(s)
		slices.Reverse(rev)
		t := rev
		if !want {
			t = mutate(r, rev, -3, 6)
			if len(t) == 0 {
				t = []int64{0}
			}
		}
		return fmt.Sprintf("Reverse(%s) == %s", seqLit(s), seqLit(t)), slices.Equal(rev, t)
	},
	func(r *rand.Rand, want bool) (string, bool) {
		n := int64(between(r, 0, 12))
		v := near(r, fib(n), want)
		return fmt.Sprintf("Fib(%d) == %d", n, v), v == fib(n)
	},
	func(r *rand.Rand, want bool) (string, bool) {
		a, b := int64(between(r, -9, 9)), int64(between(r, -9, 9))
		if r.IntN(2) == 0 {
			v := near(r, max(a, b), want)
			return fmt.Sprintf("Max(%s, %s) == %s", lit(a), lit(b), plit(v)), v == max(a, b)
		}
		v := near(r, max(a, -a), want)
		return fmt.Sprintf("Abs(%s) == %s", lit(a), plit(v)), v == max(a, -a)
	},
	func(r *rand.Rand, want bool) (string, bool) {
		s := randSeq(r, 1, 6, -9, 9)
		v := near(r, slices.Max(s), want)
		return fmt.Sprintf("SeqMax(%s) == %s", seqLit(s), plit(v)), v == slices.Max(s)
	},
	func(r *rand.Rand, want bool) (string, bool) {
		s := randSeq(r, 1, 5, -2, 6)
		all := true
		for _, x := range s {
			all = all && x > 0
		}
		if r.IntN(2) == 0 {
			return fmt.Sprintf("var s := %s; AllPositive(s) && Sorted(s)", seqLit(s)), all && slices.IsSorted(s)
		}
		return fmt.Sprintf("var s := %s; AllPositive(s) || Sum(s) > %d", seqLit(s), len(s)), all || sum(s) > int64(len(s))
	},
}
