package analyzers

import (
	"fmt"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// claimText is a claim as the tests write it: kind, property, subjects,
// what of, value.
func claimText(c Claim) string {
	s := string(c.Kind)
	if c.Prop != "" {
		s += " " + c.Prop
	}
	if len(c.Subjects) > 0 {
		s += " " + strings.Join(c.Subjects, ",")
	}
	if len(c.Of) > 0 {
		s += " of " + strings.Join(c.Of, ",")
	}
	if c.Noun != "" {
		s += " noun " + c.Noun
	}
	if c.Value != nil {
		s += " " + c.Value.String()
	}
	return s
}

func sig(params, results string) *ir.Contract {
	c := &ir.Contract{Name: "F"}
	read := func(spec string) []ir.Param {
		var out []ir.Param
		for _, f := range strings.Fields(spec) {
			name, kind, _ := strings.Cut(f, ":")
			t := map[string]*ir.Type{"int": ir.TypeInt, "nat": ir.TypeNat, "bool": ir.TypeBool, "real": ir.TypeReal,
				"seq": {Kind: ir.KSeq, Elem: ir.TypeInt}, "array": {Kind: ir.KArray, Elem: ir.TypeInt, Dims: 1},
				"string": ir.TypeString, "opt": {Kind: ir.KDatatype, Name: "Option", Args: []*ir.Type{ir.TypeInt}}}[kind]
			out = append(out, ir.Param{Name: name, Type: t})
		}
		return out
	}
	c.Params, c.Results = read(params), read(results)
	return c
}

// TestReadClaims: the reader's vocabulary, each claim tied to what it
// names, and the phrases that must produce nothing.
func TestReadClaims(t *testing.T) {
	cases := []struct {
		req, params, results string
		want                 []string // claimText of each claim, in order; nil: none
	}{
		// size and sign, attributive and predicative
		{"Sort a non-empty array.", "a:array", "", []string{"size non-empty a"}},
		{"Require that a and b are non-empty.", "a:array b:array", "c:array", []string{"size non-empty a,b"}},
		{"The returned array is non-empty.", "a:array", "c:array", []string{"size non-empty c"}},
		{"Calculate the absolute value and ensure output is non-zero.", "x:int", "y:int", []string{"sign non-zero y"}},
		{"Require that inputs are natural numbers.", "a:int b:int", "r:bool", []string{"sign non-negative a,b"}},
		{"Input number is positive.", "x:int", "r:int", []string{"sign positive x"}},
		{"Return an empty sequence.", "s:seq", "xs:seq", []string{"size empty xs"}},
		{"Returns the quotient of x by a positive `y`.", "x:int y:int", "q:int", []string{"sign positive y"}},
		// extremum, position, comparison, absent case, numbers, order
		{"Returns the largest element of s.", "s:seq", "m:int", []string{"extremum largest m of s"}},
		{"Return the min of two values.", "x:int y:int", "z:int", []string{"extremum smallest z of x,y"}},
		{"Calculate the biggest difference of any two values.", "a:array b:array", "d:nat", []string{"extremum largest d noun difference"}},
		{"Return the index of its last occurrence.", "a:array key:int", "i:int", []string{"position last i"}},
		{"Counts the integers greater than the provided threshold.", "s:seq threshold:int", "n:int", []string{"compare greater of threshold"}},
		{"Return -1 if the key is not found.", "a:seq key:int", "i:int", []string{"number conditional -1", "absent i -1"}},
		{"Return the index of key, or None if key is absent.", "a:seq key:int", "i:opt", []string{"absent nothing i"}},
		{"Calculate the sum from 1 to 34.", "", "s:int n:int", []string{"number 34"}},
		{"Calculate the quotient of 191 divided by 8.", "", "q:int", []string{"number 8"}},
		{"Triple each element.", "s:array", "", []string{"number 3"}},
		{"Return zero.", "x:int", "r:int", []string{"number 0"}},
		{"Returns a permutation of s in ascending order.", "s:seq", "t:seq", []string{"order sorted t", "permutation t"}},
		// nothing: hedges, cases, counts, definitions, other senses
		{"Search a possibly empty array.", "a:array", "i:int", nil},
		{"The integer can be either positive or negative or zero.", "x:int", "b:bool", nil},
		{"If input is positive, return the input.", "x:int", "y:int", nil},
		{"Multiplying two positive integers gives a positive integer.", "x:int y:int", "", nil},
		{"A subarray is a contiguous non-empty sequence of elements.", "nums:seq", "r:nat", nil},
		{"Return the sum and product of two integers.", "x:int y:int", "s:int p:int", nil},
		{"Calculates the difference between the maximum and minimum values.", "a:array", "r:int", nil},
		{"Finds the second-smallest number larger than the smallest element.", "s:array", "r:int", nil},
		{"This is a sort of parsing test.", "a:array", "r:seq", nil},
		{"Returns an array with the same elements, but the k'th element removed.", "s:array k:int", "v:array", nil},
		{"Returns the list of names, e.g. 3 of them.", "s:seq", "r:seq", nil},
		{"Frobnicates the widget.", "x:int", "r:int", nil},
	}
	for _, tc := range cases {
		c := sig(tc.params, tc.results)
		c.Requirement = tc.req
		var got []string
		for _, cl := range ReadClaims(c) {
			got = append(got, claimText(cl))
		}
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("%q: claims %q, want %q", tc.req, got, tc.want)
		}
	}
}

// TestReadClaimsBounded: a requirement of any length reads in bounded
// work and keeps at most 65 claims.
func TestReadClaimsBounded(t *testing.T) {
	c := sig("a:array x:int", "r:int")
	c.Requirement = strings.Repeat("Require that a is non-empty and x is positive; return 7. ", 5000)
	if n := len(ReadClaims(c)); n == 0 || n > 65 {
		t.Fatalf("%d claims", n)
	}
}

// FuzzReadClaims: any requirement reads without a crash, in bounded
// claims, and its claim lines are made.
func FuzzReadClaims(f *testing.F) {
	for _, seed := range []string{"Returns the largest element of s.", "Require that a and b are non-empty.",
		"Return -1 if not found; otherwise the first index.", "`a`` and ,, or -1 -- 0x -", "Triple each 191 divided by 8 from 1 to 34.",
		"The result is non-zero, sorted in place, a permutation, less than or equal to x."} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, req string) {
		c := sig("a:array b:seq x:int s:seq", "r:int")
		c.Requirement = req
		if n := len(ReadClaims(c)); n > 65 {
			t.Fatalf("%d claims", n)
		}
		ClaimLines(c, nil)
	})
}

// TestClaimLines: each claim with what the findings say of it; on a
// contract the front end did not read whole, "not checked", never
// "nothing found".
func TestClaimLines(t *testing.T) {
	c := sig("s:seq", "m:int")
	c.Requirement = "Returns the largest element of s. The input s is non-empty."
	fs := []Finding{{Code: CodeReqNotInContract, Message: "the requirement says m is the largest element of s (“the largest element of s”); the postcondition also accepts m = 1 on s = [0]"}}
	got := strings.Join(ClaimLines(c, fs), "\n")
	for _, want := range []string{"m is the largest element of s (“the largest element of s”): not held — the postcondition also accepts m = 1 on s = [0]",
		"s is non-empty (“The input s is non-empty”): nothing found against it"} {
		if !strings.Contains(got, want) {
			t.Errorf("lines lack %q:\n%s", want, got)
		}
	}
	c.Unread = []string{"a theorem relating two calls"}
	if got := strings.Join(ClaimLines(c, nil), "\n"); strings.Contains(got, "nothing found") || !strings.Contains(got, "not checked") {
		t.Errorf("an unread contract's lines: %s", got)
	}
}
