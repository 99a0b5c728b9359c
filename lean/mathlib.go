package lean

// Names from Lean core and Mathlib that specifications use as propositions
// or functions: each is decided by the decision procedure its Decidable
// instance uses (or, for a Prop, by a characterisation the library proves),
// never by a guess on a value it does not cover.

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

func libRegisterMathlib() {
	// Nat.le, Nat.lt (Init/Prelude.lean): the inductive ≤ and its strict
	// form, decided by Nat.decLe / Nat.decLt; as values they are relations
	// (List.Sorted Nat.le xs).
	libReg("Nat", "le", 2, 2, 0, func(a *libCall) ir.Value { return ir.Bool(a.nat(0).Cmp(a.nat(1)) <= 0) })
	libReg("Nat", "lt", 2, 2, 0, func(a *libCall) ir.Value { return ir.Bool(a.nat(0).Cmp(a.nat(1)) < 0) })
	// Int.le, Int.lt (Init/Data/Int/Basic.lean): decided by Int.decLe / decLt.
	libReg("Int", "le", 2, 2, 0, func(a *libCall) ir.Value { return ir.Bool(a.int(0).Cmp(a.int(1)) <= 0) })
	libReg("Int", "lt", 2, 2, 0, func(a *libCall) ir.Value { return ir.Bool(a.int(0).Cmp(a.int(1)) < 0) })
	// a ∣ b is ∃ c, b = a * c (Nat.dvd, Int.dvd), decided by
	// Nat.decidable_dvd and Int's instance as b % a = 0, which also
	// covers a = 0 (b % 0 = b, and 0 ∣ b only for b = 0). The parser reads
	// every ∣ as Nat.dvd; on Int operands it is Int.dvd, the same test.
	dvd := func(a *libCall) ir.Value {
		return ir.Bool(libDivMod(a.int(1), a.int(0), 'e', false).Sign() == 0)
	}
	libReg("Nat", "dvd", 2, 2, 0, dvd)
	libReg("Int", "dvd", 2, 2, 0, dvd)
	// List.Ico: Mathlib (Mathlib/Data/List/Intervals.lean),
	// Ico n m = range' n (m - n): n, n+1, …, m-1.
	libReg("List", "Ico", 2, 2, -1, func(a *libCall) ir.Value {
		n, m := a.nat(0), a.nat(1)
		if m.Cmp(n) <= 0 {
			return libList(nil)
		}
		k := new(big.Int).Sub(m, n)
		if !k.IsInt64() {
			panic(a.unknown("a list of %s elements is larger than the evaluator builds", k))
		}
		a.room(k.Int64())
		a.ints(k.Int64(), m)
		out := make([]ir.Value, 0, k.Int64())
		for x := new(big.Int).Set(n); x.Cmp(m) < 0; x.Add(x, big.NewInt(1)) {
			out = append(out, libIntv(new(big.Int).Set(x)))
		}
		return libList(out)
	})
	// Nat.ofDigits: Mathlib (Mathlib/Data/Nat/Digits.lean), little-endian:
	// ofDigits b [] = 0, ofDigits b (h :: t) = h + b * ofDigits b t. The
	// digits are not checked against b (ofDigits 10 [12] = 12).
	libReg("Nat", "ofDigits", 2, 2, -1, func(a *libCall) ir.Value {
		b, ds := a.int(0), a.list(1)
		acc := new(big.Int)
		signed := false
		for i := len(ds) - 1; i >= 0; i-- {
			d, ok := ds[i].(ir.Int)
			if !ok {
				panic(a.bad("digit %s is not an integer", ds[i]))
			}
			signed = signed || d.Signed
			acc = libMul(a, acc, b)
			acc.Add(acc, d.V)
		}
		if signed {
			return libSigned(acc)
		}
		return libIntv(acc)
	})
	// List.sublists: Mathlib (Mathlib/Data/List/Defs.lean),
	// foldr (fun a acc => acc.flatMap fun x => [x, a :: x]) [[]]: every
	// sublist, 2^n of them.
	libReg("List", "sublists", 1, 1, 0, func(a *libCall) ir.Value {
		xs := a.list(0)
		if len(xs) > 20 {
			panic(a.unknown("the %d sublists of a list of %d elements are more than the evaluator builds", 1<<min(len(xs), 62), len(xs)))
		}
		a.room(int64(1) << len(xs))
		acc := [][]ir.Value{nil}
		for i := len(xs) - 1; i >= 0; i-- {
			next := make([][]ir.Value, 0, 2*len(acc))
			for _, s := range acc {
				next = append(next, s, append([]ir.Value{xs[i]}, s...))
			}
			acc = next
		}
		out := make([]ir.Value, len(acc))
		for i, s := range acc {
			out[i] = libList(s)
		}
		return libList(out)
	})
	// String.replicate n c: Mathlib (Mathlib/Data/String/Defs.lean), n copies
	// of c (⟨List.replicate n c⟩).
	libReg("String", "replicate", 2, 2, -1, func(a *libCall) ir.Value {
		n, c := a.count(0), a.char(1)
		a.room(int64(n))
		out := make([]rune, n)
		for i := range out {
			out[i] = c
		}
		return libStr(out)
	})
	// Multiset.ofList (Mathlib/Data/Multiset/Defs.lean), also the coercion
	// ↑l: the quotient of lists by List.Perm, so equal multisets are
	// permutations of one another.
	libReg("Multiset", "ofList", 1, 1, 0, func(a *libCall) ir.Value { return ir.MakeMultiset(a.list(0)) })
	// Multiset.count a s and Multiset.card s.
	libReg("Multiset", "count", 2, 2, 1, func(a *libCall) ir.Value {
		m, ok := a.v[1].(ir.Multiset)
		if !ok {
			panic(a.bad("argument 2 should be a multiset, got %s", a.v[1]))
		}
		return libNum(int(m.Count(a.v[0])))
	})
	libReg("Multiset", "card", 1, 1, 0, func(a *libCall) ir.Value {
		m, ok := a.v[0].(ir.Multiset)
		if !ok {
			panic(a.bad("argument 1 should be a multiset, got %s", a.v[0]))
		}
		return libIntv(big.NewInt(m.Size()))
	})
}

// libMathlibPlain are root names: Even, Odd (Mathlib/Algebra/Group/Even.lean,
// Mathlib/Algebra/Ring/Parity.lean) and Prime (Mathlib/Algebra/Prime/Defs.lean).
var libMathlibPlain = map[string]*libDef{
	// Even n ↔ ∃ r, n = r + r; on Nat and Int decided as n % 2 = 0
	// (Nat.even_iff, Int.even_iff). On ℚ or ℝ every number is even, which
	// is not what the evaluator should claim without the type: only
	// integers are decided.
	"Even": {name: "Even", min: 1, max: 1, f: func(a *libCall) ir.Value {
		return ir.Bool(libDivMod(a.int(0), big.NewInt(2), 'e', false).Sign() == 0)
	}},
	// Odd n ↔ ∃ m, n = 2 * m + 1; n % 2 = 1 (Nat.odd_iff, Int.odd_iff).
	"Odd": {name: "Odd", min: 1, max: 1, f: func(a *libCall) ir.Value {
		return ir.Bool(libDivMod(a.int(0), big.NewInt(2), 'e', false).Sign() != 0)
	}},
	// Prime p: for Nat it is Nat.Prime (Nat.prime_iff), for Int it is
	// Nat.Prime p.natAbs (Int.prime_iff_natAbs_prime).
	"Prime": {name: "Prime", min: 1, max: 1, f: func(a *libCall) ir.Value {
		n := new(big.Int).Abs(a.int(0))
		if n.BitLen() > 64 {
			panic(a.unknown("primality of %s is not decided by the evaluator", n))
		}
		return ir.Bool(n.ProbablyPrime(0))
	}},
}

// isScientific tells a scientific literal (2.5, 1e-3) from a natural
// number literal (hexadecimal ones may hold an e).
func isScientific(text string) bool {
	if len(text) > 1 && text[0] == '0' && strings.IndexByte("xXbBoO", text[1]) >= 0 {
		return false
	}
	return strings.ContainsAny(text, ".eE")
}

// maxDecimalExponent bounds a scientific literal's exponent: 10^400 is
// already beyond every Float, and an exact rational of 10^10^9 is not
// built.
const maxDecimalExponent = 4000

// scientific reads a scientific literal as the exact rational it denotes
// (OfScientific.ofScientific m s e): the elaborator turns it into a Float
// (Float.ofScientific, the default instance) or keeps it exact (ℚ).
func scientific(n ir.Node, text string) ir.Expr {
	mant, exp := text, ""
	if i := strings.IndexAny(text, "eE"); i >= 0 {
		mant, exp = text[:i], text[i+1:]
	}
	if e, err := strconv.Atoi(strings.TrimPrefix(exp, "+")); exp != "" && (err != nil || e > maxDecimalExponent || e < -maxDecimalExponent) ||
		len(mant) > maxDecimalExponent {
		return &ir.Unsupported{Node: n, Text: text, Reason: "a scientific literal larger than the evaluator reads"}
	}
	r, ok := new(big.Rat).SetString(text)
	if !ok {
		return &ir.Unsupported{Node: n, Text: text, Reason: "not a scientific literal"}
	}
	return &ir.Lit{Node: n, Val: ir.Real{V: r}}
}
