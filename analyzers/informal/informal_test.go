package informal_test

import (
	"github.com/specfaith/specfaith/internal/testdata"

	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/specfaith/specfaith/analyzers/informal"
	"github.com/specfaith/specfaith/dafny"
	"github.com/specfaith/specfaith/ir"
)

// contract parses Dafny source and returns its first contract.
func contract(t *testing.T, src string) *ir.Contract {
	t.Helper()
	m := dafny.ParseFile("x.dfy", src)
	if len(m.Problems) > 0 {
		t.Fatalf("problems: %v\n%s", m.Problems, src)
	}
	if len(m.Contracts) == 0 {
		t.Fatalf("no contract in\n%s", src)
	}
	return m.Contracts[0]
}

// informalGolden are CloverBench contracts (github ChuyueSun/Clover, MIT,
// as reshaped in the claimcheck artifact's clover_v2.jsonl) with the full
// text the informalizer gives, each reviewed by hand for correct, plain
// English.
var informalGolden = []struct{ name, src, want string }{
	{
		name: "abs",
		src: `method Abs(x: int) returns (y: int)
  ensures x>=0 ==> x==y
  ensures x<0 ==> x+y==0`,
		want: `Given an integer x, returns an integer y.
Requires nothing of the inputs.
Ensures:
- if x is at least 0, then y equals x.
- if x is less than 0, then x + y is 0.`,
	},
	{
		name: "integer_square_root",
		src: `method SquareRoot(N:nat) returns (r:nat)
  ensures r*r <= N < (r+1)*(r+1)`,
		want: `Given a natural number N, returns a natural number r.
Requires nothing of the inputs.
Ensures:
- r × r is at most N, and N is less than (r + 1) × (r + 1).`,
	},
	{
		name: "binary_search",
		src: `method BinarySearch(a: array<int>, key: int) returns (n: int)
  requires forall i,j :: 0<=i<j<a.Length ==> a[i]<=a[j]
  ensures 0<= n <=a.Length
  ensures forall i :: 0<= i < n ==> a[i] < key
  ensures n == a.Length ==> forall i :: 0 <= i < a.Length ==> a[i] < key
  ensures forall i :: n<= i < a.Length ==> a[i]>=key`,
		want: `Given an array of integers a and an integer key, returns an integer n.
Requires:
- for all i and j with 0 ≤ i < j < the length of a, a[i] is at most a[j] (a is sorted).
Ensures:
- n is between 0 and the length of a, inclusive.
- for every i with 0 ≤ i < n, a[i] is less than key.
- if n equals the length of a, then for every i with 0 ≤ i < the length of a, a[i] is less than key.
- for every i with n ≤ i < the length of a, a[i] is at least key.`,
	},
	{
		name: "find",
		src: `method Find(a: array<int>, key: int) returns (index: int)
  ensures -1<=index<a.Length
  ensures index!=-1 ==> a[index]==key && (forall i :: 0 <= i < index ==> a[i] != key)
  ensures index == -1 ==> (forall i::0 <= i < a.Length ==> a[i] != key)`,
		want: `Given an array of integers a and an integer key, returns an integer index.
Requires nothing of the inputs.
Ensures:
- index is at least -1 and less than the length of a.
- if index differs from -1, then a[index] equals key and for every i with 0 ≤ i < index, a[i] differs from key.
- if index is -1, then for every i with 0 ≤ i < the length of a, a[i] differs from key.`,
	},
	{
		name: "max_array",
		src: `method maxArray(a: array<int>) returns (m: int)
  requires a.Length >= 1
  ensures forall k :: 0 <= k < a.Length ==> m >= a[k]
  ensures exists k :: 0 <= k < a.Length && m == a[k]`,
		want: `Given an array of integers a, returns an integer m.
Requires:
- the length of a is at least 1.
Ensures:
- for every k with 0 ≤ k < the length of a, m is at least a[k].
- there is some k with 0 ≤ k < the length of a such that m equals a[k].`,
	},
	{
		name: "bubble_sort",
		src: `method BubbleSort(a: array<int>)
  modifies a
  ensures forall i,j::0<= i < j < a.Length ==> a[i] <= a[j]
  ensures multiset(a[..])==multiset(old(a[..]))`,
		want: `Given an array of integers a, returns nothing and may modify a.
Requires nothing of the inputs.
Ensures:
- for all i and j with 0 ≤ i < j < the length of a, a[i] is at most a[j] (a is sorted).
- a is a permutation of the original a.`,
	},
	{
		name: "match",
		src: `method Match(s: string, p: string) returns (b: bool)
  requires |s| == |p|
  ensures b <==> forall n :: 0 <= n < |s| ==> s[n] == p[n] || p[n] == '?'`,
		want: `Given a string s and a string p, returns a boolean b.
Requires:
- the length of p equals the length of s.
Ensures:
- b is true exactly when for every n with 0 ≤ n < the length of s, p[n] equals s[n] or p[n] is '?'.`,
	},
	{
		name: "two_sum",
		src: `method twoSum(nums: array<int>, target: int) returns (i: int, j: int)
  requires nums.Length > 1
  requires exists i,j::0 <= i < j < nums.Length &&  nums[i] + nums[j] == target
  ensures 0 <= i < j < nums.Length && nums[i] + nums[j] == target
  ensures forall ii,jj:: (0 <= ii < i && ii < jj < nums.Length)  ==> nums[ii] + nums[jj] != target
  ensures forall jj:: i < jj < j ==> nums[i] + nums[jj] != target`,
		want: `Given an array of integers nums and an integer target, returns an integer i and an integer j.
Requires:
- the length of nums is greater than 1.
- there are some i and j with 0 ≤ i < j < the length of nums such that nums[i] + nums[j] equals target.
Ensures:
- 0 ≤ i < j < the length of nums.
- nums[i] + nums[j] equals target.
- for all ii and jj with 0 ≤ ii < i and ii < jj < the length of nums, nums[ii] + nums[jj] differs from target.
- for every jj with i < jj < j, nums[i] + nums[jj] differs from target.`,
	},
	{
		name: "update_map",
		src: `method update_map<K(!new), V>(m1: map<K, V>, m2: map<K, V>) returns (r: map<K, V>)
  ensures (forall k :: k in m2 ==> k in r)
  ensures (forall k :: k in m1 ==> k in r)
  ensures  (forall k :: k in m2 ==> r[k] == m2[k])
  ensures  (forall k :: !(k in m2) && k in m1 ==> r[k] == m1[k])
  ensures  (forall k :: !(k in m2) && !(k in m1) ==> !(k in r))`,
		want: `For any types K and V: given m1 (a map from K values to V values) and m2 (a map from K values to V values), returns r (a map from K values to V values).
Requires nothing of the inputs.
Ensures:
- for every key k of m2, k is a key of r.
- for every key k of m1, k is a key of r.
- for every key k of m2, r[k] equals m2[k].
- for every key k of m1 with k not in m2, r[k] equals m1[k].
- for every k with k not in m2 and k not in m1, k is not a key of r.`,
	},
	{
		name: "copy_part",
		src: `method copy( src: array<int>, sStart: nat, dest: array<int>, dStart: nat, len: nat) returns (r: array<int>)
  requires src.Length >= sStart + len
  requires dest.Length >= dStart + len
  ensures r.Length == dest.Length
  ensures r[..dStart] == dest[..dStart]
  ensures r[dStart + len..] == dest[dStart + len..]
  ensures r[dStart..len+dStart] == src[sStart..len+sStart]`,
		want: `Given an array of integers src, a natural number sStart, an array of integers dest, a natural number dStart and a natural number len, returns an array of integers r.
Requires:
- the length of src is at least sStart + len.
- the length of dest is at least dStart + len.
Ensures:
- the length of r equals the length of dest.
- r[..dStart] equals dest[..dStart].
- r[dStart + len..] equals dest[dStart + len..].
- r[dStart..len + dStart] equals src[sStart..len + sStart].`,
	},
	{
		name: "is_palindrome",
		src: `method IsPalindrome(x: seq<char>) returns (result: bool)
  ensures result <==> (forall i :: 0 <= i < |x| ==> x[i] == x[|x| - i - 1])`,
		want: `Given a sequence of characters x, returns a boolean result.
Requires nothing of the inputs.
Ensures:
- result is true exactly when for every i with 0 ≤ i < the length of x, x[i] equals x[the length of x - i - 1].`,
	},
	{
		name: "only_once",
		src: `method only_once<T(==)>(a: array<T>, key: T) returns (b:bool)
  ensures (multiset(a[..])[key] ==1 ) <==> b`,
		want: `For any type T: given an array of T values a and a value key of type T, returns a boolean b.
Requires nothing of the inputs.
Ensures:
- b is true exactly when the number of occurrences of key in a is 1.`,
	},
	{
		name: "convert_map_key",
		src: `method convert_map_key(inputs: map<nat, bool>, f: nat->nat) returns(r:map<nat, bool>)
  requires forall n1: nat, n2: nat :: n1 != n2 ==> f(n1) != f(n2)
  ensures forall k :: k in inputs <==> f(k) in r
  ensures forall k :: k in inputs ==> r[f(k)] == inputs[k]`,
		want: `Given inputs (a map from natural numbers to booleans) and f (a function from natural numbers to natural numbers), returns r (a map from natural numbers to booleans).
Requires:
- for all natural numbers n1 and n2 with n1 ≠ n2, f(n1) differs from f(n2).
Ensures:
- for every k, f(k) is a key of r exactly when k is a key of inputs.
- for every key k of inputs, r[f(k)] equals inputs[k].`,
	},
	{
		name: "insert",
		src: `method insert(line:array<char>, l:int, nl:array<char>, p:int, at:int)
  requires 0 <= l+p <= line.Length
  requires 0 <= p <= nl.Length
  requires 0 <= at <= l
  modifies line
  ensures forall i :: (0<=i<p) ==> line[at+i] == nl[i]
  ensures forall i :: (0<=i<at) ==> line[i] == old(line[i])
  ensures forall i :: (at+p<=i<l+p) ==> line[i] == old(line[i-p])`,
		want: `Given an array of characters line, an integer l, an array of characters nl, an integer p and an integer at, returns nothing and may modify line.
Requires:
- l + p is between 0 and the length of line, inclusive.
- p is between 0 and the length of nl, inclusive.
- at is between 0 and l, inclusive.
Ensures:
- for every i with 0 ≤ i < p, line[at + i] equals nl[i].
- for every i with 0 ≤ i < at, line[i] equals the original line[i].
- for every i with at + p ≤ i < l + p, line[i] equals the original line[i - p].`,
	},
	{
		name: "has_close_elements",
		src: `method has_close_elements(numbers: seq<real>, threshold: real) returns (res: bool)
  requires threshold >= 0.0
  ensures res ==> exists i: int, j: int :: 0 <= i < |numbers| && 0 <= j < |numbers| && i != j && (if numbers[i] - numbers[j] < 0.0 then numbers[j] - numbers[i] else numbers[i] - numbers[j]) < threshold
  ensures !res ==> (forall i: int, j: int :: 1 <= i < |numbers| && 0 <= j < i ==>  (if numbers[i] - numbers[j] < 0.0 then numbers[j] - numbers[i] else numbers[i] - numbers[j]) >= threshold)`,
		want: `Given a sequence of real numbers numbers and a real number threshold, returns a boolean res.
Requires:
- threshold is at least 0.0.
Ensures:
- if res is true, then there are some integers i and j with 0 ≤ i < the length of numbers and 0 ≤ j < the length of numbers and i ≠ j such that |numbers[j] - numbers[i]| is less than threshold.
- if res is false, then for all integers i and j with 1 ≤ i < the length of numbers and 0 ≤ j < i, |numbers[j] - numbers[i]| is at least threshold.`,
	},
	{
		name: "below_zero",
		src: `method below_zero(operations: seq<int>) returns (s:array<int>, result:bool)
  ensures s.Length == |operations| + 1
  ensures s[0]==0
  ensures forall i :: 0 <= i < s.Length-1 ==> s[i+1]==s[i]+operations[i]
  ensures result == true ==> (exists i :: 1 <= i <= |operations| && s[i] < 0)
  ensures result == false ==> forall i :: 0 <= i < s.Length ==> s[i] >= 0`,
		want: `Given a sequence of integers operations, returns an array of integers s and a boolean result.
Requires nothing of the inputs.
Ensures:
- the length of s equals the length of operations + 1.
- s[0] is 0.
- for every i with 0 ≤ i < the length of s - 1, s[i + 1] equals s[i] + operations[i].
- if result is true, then there is some i with 1 ≤ i ≤ the length of operations such that s[i] is less than 0.
- if result is false, then for every i with 0 ≤ i < the length of s, s[i] is at least 0.`,
	},
}

func TestInformalGolden(t *testing.T) {
	for _, g := range informalGolden {
		t.Run(g.name, func(t *testing.T) {
			if got := informal.Informalize(contract(t, g.src)); got != g.want {
				t.Errorf("Informalize:\n%s\n--- want ---\n%s", got, g.want)
			}
		})
	}
}

// Clause-by-clause sentences, as hovers show them.
func TestInformalClause(t *testing.T) {
	c := contract(t, `method Find(a: array<int>, key: int) returns (index: int)
  requires a.Length > 0
  ensures -1<=index<a.Length && (index!=-1 ==> a[index]==key)
  modifies a
  decreases a.Length`)
	want := []string{
		"Requires that the length of a is greater than 0.",
		"Ensures that index is at least -1 and less than the length of a; and that if index differs from -1, then a[index] equals key.",
		"May modify a.",
		"Terminates because the length of a decreases.",
	}
	if len(c.Clauses) != len(want) {
		t.Fatalf("%d clauses", len(c.Clauses))
	}
	for i, cl := range c.Clauses {
		if got := informal.InformalizeClause(c, cl); got != want[i] {
			t.Errorf("clause %d (%s): %q, want %q", i, cl.Text, got, want[i])
		}
	}
	if got := informal.InformalizeClause(c, ir.Clause{Kind: ir.Ensures, Expr: &ir.Lit{Val: ir.Bool(true)}}); got != "Ensures nothing." {
		t.Errorf("ensures true: %q", got)
	}
}

func TestInformalPhrase(t *testing.T) {
	for src, want := range map[string]string{
		"|s|":                    "the length of s",
		"a.Length":               "the length of a",
		"a[..]":                  "the contents of a",
		"s[i..j]":                "s[i..j]",
		"old(a[i])":              "the original a[i]",
		"old(a[..])":             "the original contents of a",
		"multiset(a[..])":        "the multiset of elements of a",
		"multiset(a[..])[x]":     "the number of occurrences of x in a",
		"x in s":                 "x occurs in s",
		"x !in s":                "x does not occur in s",
		"!(x in s)":              "x does not occur in s",
		"a != b":                 "a differs from b",
		"!(a < b)":               "a is at least b",
		"!!(a <= b)":             "a is at most b",
		"true && a > 0":          "a is greater than 0",
		"0 < a":                  "a is greater than 0",
		"a ==> b":                "if a is true, then b is true",
		"a <==> b":               "a is true exactly when b is true",
		"!a || b":                "a is false or b is true",
		"a && (b || c)":          "a is true and (b is true or c is true)",
		"x * (y + 1) / 2 % 3":    "x × (y + 1) div 2 mod 3",
		"if x > 0 then x else 0": "if x is greater than 0 then x, otherwise 0",
		"if a[i] < b[j] then b[j] - a[i] else a[i] - b[j]": "|b[j] - a[i]|",
		"var y := x + 1; y * y":                            "y × y, letting y be x + 1",
		"F(x, y) > 0":                                      "F(x, y) is greater than 0",
		"P(x)":                                             "P(x)",
		"!P(x)":                                            "P(x) does not hold",
		"set x | x in s && x > 0":                          "the set of x in s with x > 0",
		"forall i :: 0 <= i < |s| ==> s[i] > 0":            "for every i with 0 ≤ i < the length of s, s[i] is greater than 0",
		"exists i :: 0 <= i < |s| && s[i] == 0":            "there is some i with 0 ≤ i < the length of s such that s[i] is 0",
		"!(exists i :: 0 <= i < |s| && P(s[i]))":           "there is no i with 0 ≤ i < the length of s such that P(s[i]) holds",
		"forall i :: 0 <= i < |s| ==> !P(s[i])":            "there is no i with 0 ≤ i < the length of s such that P(s[i]) holds",
		"!(forall i :: 0 <= i < |s| ==> s[i] > 0)":         "there is some i with 0 ≤ i < the length of s such that s[i] is at most 0",
		"forall i, j :: 0 <= i < j < |s| ==> s[i] <= s[j]": "for all i and j with 0 ≤ i < j < the length of s, s[i] is at most s[j] (s is sorted)",
		"0 <= i < n":                                       "i is at least 0 and less than n",
		"0 <= i <= n":                                      "i is between 0 and n, inclusive",
		"\"abc\" == s":                                     "s is \"abc\"",
		"s == []":                                          "s is the empty sequence",
	} {
		e, probs := dafny.ParseExpr(src)
		if len(probs) > 0 {
			t.Fatalf("%s: %v", src, probs)
		}
		if got := informal.Phrase(dafny.Vocab, e); got != want {
			t.Errorf("Phrase(%s) = %q, want %q", src, got, want)
		}
	}
}

// informalSame asserts that contracts which say the same thing read the same.
func informalSame(t *testing.T, why string, srcs ...string) {
	t.Helper()
	first := informal.Informalize(contract(t, srcs[0]))
	for _, src := range srcs[1:] {
		if got := informal.Informalize(contract(t, src)); got != first {
			t.Errorf("%s: texts differ:\n%s\n--- vs ---\n%s", why, first, got)
		}
	}
}

func TestInformalMergedAndSplitEnsuresReadTheSame(t *testing.T) {
	informalSame(t, "split conjunction",
		`method DoubleQuadruple(x: int) returns (a: int, b: int)
  ensures a == 2 * x && b == 4 * x`,
		`method DoubleQuadruple(x: int) returns (a: int, b: int)
  ensures a == 2 * x
  ensures b == 4 * x`)
	informalSame(t, "merged ensures",
		`method LinearSearch(a: array<int>, e: int) returns (n:int)
  requires exists i::0<=i<a.Length && a[i]==e
  ensures 0<=n<a.Length && a[n]==e
  ensures forall k :: 0 <= k < n ==> a[k]!=e`,
		`method LinearSearch(a: array<int>, e: int) returns (n:int)
  requires exists i::0<=i<a.Length && a[i]==e
  ensures (0<=n<a.Length && a[n]==e) && (forall k :: 0 <= k < n ==> a[k]!=e)`,
		`method LinearSearch(a: array<int>, e: int) returns (n:int)
  requires exists i::0<=i<a.Length && a[i]==e
  ensures 0<=n<a.Length
  ensures a[n]==e
  ensures forall k :: 0 <= k < n ==> a[k]!=e`)
	informalSame(t, "merged requires",
		`method swap(arr: array<int>, i: int, j: int)
  requires 0 <= i < arr.Length && 0 <= j < arr.Length
  modifies arr
  ensures arr[i] == old(arr[j]) && arr[j] == old(arr[i])`,
		`method swap(arr: array<int>, i: int, j: int)
  requires 0 <= i < arr.Length
  requires 0 <= j < arr.Length
  modifies arr
  ensures arr[i] == old(arr[j])
  ensures arr[j] == old(arr[i])`)
	informalSame(t, "iff split into two implications",
		`method only_once<T(==)>(a: array<T>, key: T) returns (b:bool)
  ensures (multiset(a[..])[key] ==1 ) <==> b`,
		`method only_once<T(==)>(a: array<T>, key: T) returns (b:bool)
  ensures (((multiset(a[..])[key] ==1 )) ==> (b)) && ((b) ==> ((multiset(a[..])[key] ==1 )))`,
		`method only_once<T(==)>(a: array<T>, key: T) returns (b:bool)
  ensures b ==> multiset(a[..])[key] == 1
  ensures multiset(a[..])[key] == 1 ==> b`)
	informalSame(t, "bounds chained, conjoined or split over clauses",
		`method SquareRoot(N: nat) returns (r: nat)
  ensures r*r <= N < (r+1)*(r+1)`,
		`method SquareRoot(N: nat) returns (r: nat)
  ensures r*r <= N && N < (r+1)*(r+1)`,
		`method SquareRoot(N: nat) returns (r: nat)
  ensures r*r <= N
  ensures N < (r+1)*(r+1)`)
}

func TestInformalCommutedEqualitiesReadTheSame(t *testing.T) {
	informalSame(t, "result on either side",
		`method Swap(X: int, Y: int) returns(x: int, y: int)
  ensures x==Y
  ensures y==X`,
		`method Swap(X: int, Y: int) returns(x: int, y: int)
  ensures Y == x
  ensures X == y`)
	informalSame(t, "result-rooted terms and literals",
		`method below_zero(operations: seq<int>) returns (s:array<int>, result:bool)
  ensures s.Length == |operations| + 1
  ensures s[0]==0`,
		`method below_zero(operations: seq<int>) returns (s:array<int>, result:bool)
  ensures |operations| + 1 == s.Length
  ensures 0 == s[0]`)
	informalSame(t, "modified array",
		`method M(a: array<int>, v: int)
  modifies a
  ensures a[0] == v && a[1] == old(a[1])`,
		`method M(a: array<int>, v: int)
  modifies a
  ensures v == a[0] && old(a[1]) == a[1]`)
	informalSame(t, "inputs only",
		`method M(a: array<int>, b: array<int>) requires a.Length == b.Length`,
		`method M(a: array<int>, b: array<int>) requires b.Length == a.Length`)
}

func TestInformalNegationsAndBoundsReadTheSame(t *testing.T) {
	informalSame(t, "forall / not exists",
		`method M(a: array<int>, key: int) returns (n: int)
  ensures forall i :: 0 <= i < n ==> a[i] < key`,
		`method M(a: array<int>, key: int) returns (n: int)
  ensures !(exists i :: (0 <= i < n) && !(a[i] < key))`,
		`method M(a: array<int>, key: int) returns (n: int)
  ensures forall i :: 0 <= i <= n-1 ==> a[i] < key`,
		`method M(a: array<int>, key: int) returns (n: int)
  ensures forall i | 0 <= i < n :: !(a[i] >= key)`)
	informalSame(t, "forall not / not exists",
		`method M<T>(a: array<T>, P: T -> bool) returns (n: int)
  ensures forall k :: 0 <= k < n ==> !P(a[k])`,
		`method M<T>(a: array<T>, P: T -> bool) returns (n: int)
  ensures !(exists k :: 0 <= k < n && P(a[k]))`)
	informalSame(t, "contrapositive",
		`method Abs(x: int) returns (y: int)
  ensures x>=0 ==> x==y`,
		`method Abs(x: int) returns (y: int)
  ensures !(x==y) ==> !(x>=0)`)
	informalSame(t, "comparison with true and false",
		`method M(a: array<int>) returns (r: bool)
  ensures r ==> a.Length > 0
  ensures !r ==> a.Length == 0`,
		`method M(a: array<int>) returns (r: bool)
  ensures r == true ==> a.Length > 0
  ensures r == false ==> a.Length == 0`)
	// i <= n - 1 is i < n only on integers: on reals it must stay.
	real := informal.Informalize(contract(t, `method M(x: real, n: real) requires x <= n - 1.0`))
	if !strings.Contains(real, "x is at most n - 1.0") {
		t.Errorf("real bound was shifted:\n%s", real)
	}
}

func TestInformalDeterministic(t *testing.T) {
	for _, g := range informalGolden {
		c := contract(t, g.src)
		first := informal.Informalize(c)
		for i := 0; i < 20; i++ {
			if got := informal.Informalize(c); got != first {
				t.Fatalf("%s: run %d differs:\n%s\n---\n%s", g.name, i, first, got)
			}
			if got := informal.Informalize(contract(t, g.src)); got != first {
				t.Fatalf("%s: reparse %d differs", g.name, i)
			}
		}
		for _, cl := range c.Clauses {
			if informal.InformalizeClause(c, cl) != informal.InformalizeClause(c, cl) {
				t.Fatalf("%s: clause text differs between calls", g.name)
			}
		}
	}
}

// The informalizer must not change the IR it reads.
func TestInformalLeavesTheContractAlone(t *testing.T) {
	src := `method M(a: array<int>, key: int) returns (n: int)
  modifies a
  ensures !(exists i :: (0 <= i < n) && !(a[i] < key)) && 0 == n
  ensures !(n == 0) ==> !(old(a[0]) > 0)`
	c := contract(t, src)
	before := dafny.PrintClause(c.Clauses[1]) + dafny.PrintClause(c.Clauses[2])
	informal.Informalize(c)
	for _, cl := range c.Clauses {
		informal.InformalizeClause(c, cl)
		informal.Phrase(c.Vocab, cl.Expr)
	}
	if after := dafny.PrintClause(c.Clauses[1]) + dafny.PrintClause(c.Clauses[2]); after != before {
		t.Errorf("IR changed:\n%s\n%s", before, after)
	}
}

// Hostile sizes give bounded text quickly.
func TestInformalBounded(t *testing.T) {
	var sb strings.Builder
	sb.WriteString("method M(x: int, a: array<int>) returns (y: int)\n ensures ")
	// Chains just under the front ends' nesting limit (ir.MaxNesting:
	// a longer one is refused before any walk), with long operands.
	for i := 0; i < 350; i++ {
		if i > 0 {
			sb.WriteString(" && ")
		}
		sb.WriteString("y == x + a[0] + a[1] + a[2] + a[3] + a[4] + a[5] + a[6]")
	}
	sb.WriteString("\n ensures y == " + strings.Repeat("x + ", 350) + "x")
	sb.WriteString("\n ensures " + strings.Repeat("!(", 100) + "y > 0" + strings.Repeat(")", 100))
	c := contract(t, sb.String())
	start := time.Now()
	s := informal.Informalize(c)
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("took %v", d)
	}
	lines := strings.Split(s, "\n")
	if len(lines) > 210 {
		t.Errorf("%d lines", len(lines))
	}
	for _, l := range lines {
		if n := utf8.RuneCountInString(l); n > 2100 {
			t.Errorf("line of %d runes", n)
		}
	}
	for _, cl := range c.Clauses {
		if n := utf8.RuneCountInString(informal.InformalizeClause(c, cl)); n > 2100 {
			t.Errorf("clause sentence of %d runes", n)
		}
	}
}

// TestInformalControlPairs measures, on the claimcheck slice (CloverBench,
// MIT), how many meaning-preserving rewrites ("control" rows) read exactly
// like their original. It reports the rate and never fails on it.
func TestInformalControlPairs(t *testing.T) {
	f, err := os.Open(filepath.Join(testdata.Dir(t), "claimcheck-dafny.jsonl"))
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	type row struct {
		ID         string  `json:"id"`
		Variant    string  `json:"variant"`
		Artifact   string  `json:"artifact"`
		Rule       *string `json:"mutation_rule"`
		MutationOf *string `json:"mutation_of"`
	}
	var rows []row
	byID := map[string]row{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var r row
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		rows = append(rows, r)
		byID[r.ID] = r
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	informal := func(src string) (string, bool) {
		m := dafny.ParseFile("x.dfy", src)
		if len(m.Contracts) == 0 {
			return "", false
		}
		return informal.Informalize(m.Contracts[0]), true
	}
	pairs, identical := 0, 0
	var differ []string
	for _, r := range rows {
		if r.Variant != "control" || r.MutationOf == nil {
			continue
		}
		orig, ok := byID[*r.MutationOf]
		if !ok {
			t.Errorf("%s: original %s missing", r.ID, *r.MutationOf)
			continue
		}
		a, ok1 := informal(orig.Artifact)
		b, ok2 := informal(r.Artifact)
		if !ok1 || !ok2 {
			t.Errorf("%s: no contract parsed", r.ID)
			continue
		}
		pairs++
		if a == b {
			identical++
			continue
		}
		rule := "?"
		if r.Rule != nil {
			rule = *r.Rule
		}
		differ = append(differ, rule+" ("+r.ID+")")
	}
	sort.Strings(differ)
	t.Logf("control pairs reading identically: %d of %d", identical, pairs)
	for _, d := range differ {
		t.Logf("  differs: %s", d)
	}
}
