package check

import (
	"context"
	"regexp"
	"testing"
)

// TestVerdicts: each contract's one-line verdict says what its warnings
// find (too weak, too strict, suspect) or, without warnings, how far the
// search got, and no more.
func TestVerdicts(t *testing.T) {
	src := `/// Returns the integer square root of N.
/// @reject N = 10 -> r = 0
method Sqrt(N: int) returns (r: int)
  requires N >= 0
  ensures r * r <= N

/// Returns x plus one.
/// @accept x = 1 -> y = 2
method Succ(x: int) returns (y: int)
  ensures y == x + 2

method Inc(x: int) returns (y: int)
  ensures y == x + 1

method Same(x: int) returns (y: int)
  ensures y == x + 1 && x == x

method Up(x: int) returns (y: int)
  requires x > 0
  ensures y > x
  ensures forall z: int :: z >= y ==> z * z > x * z

method NeedsBig(n: int, x: int) returns (y: int)
  requires n > 0 && x > 5000 && x % n == 3
  ensures y == x / n
`
	rep := Run(context.Background(), "v.dfy", src, nil)
	want := map[string]struct{ kind, text string }{
		"Sqrt":     {VerdictWeak, `^weak — accepts an unintended output; accepts one constant output for every input$`},
		"Succ":     {VerdictStrict, `^too strict — rejects an intended output$`},
		"Inc":      {VerdictNoneFound, `^no weakness found in \d+ inputs searched$`},
		"Same":     {VerdictSuspect, `^suspect — has a clause that is always true or always false$`},
		"Up":       {VerdictPartial, `^no weakness found in the \d of 10 inputs decided; \d of 10 inputs undecided \(quantifier over z is unbounded`},
		"NeedsBig": {VerdictNotChecked, `^not searched: no input tried satisfies the precondition`},
	}
	if len(rep.Contracts) != len(want) {
		t.Fatalf("%d contracts, want %d", len(rep.Contracts), len(want))
	}
	// The lens's short form: the first reason and how many more, or how
	// far the search got.
	short := map[string]string{
		"Sqrt":     `^weak — accepts an unintended output \(\+1 more\)$`,
		"Succ":     `^too strict — rejects an intended output$`,
		"Inc":      `^no weakness found in \d+ inputs searched$`,
		"Up":       `^no weakness found in the \d of 10 inputs decided$`,
		"NeedsBig": `^not searched: no input tried satisfies the precondition$`,
	}
	for i := range rep.Contracts {
		cr := &rep.Contracts[i]
		w := want[cr.Contract.Name]
		v := VerdictOf(cr, nil)
		if v.Kind != w.kind || !regexp.MustCompile(w.text).MatchString(v.Text) {
			t.Errorf("%s: verdict %q (%s), want %s matching %s", cr.Contract.Name, v.Text, v.Kind, w.kind, w.text)
		}
		if re, ok := short[cr.Contract.Name]; ok && !regexp.MustCompile(re).MatchString(v.Short) {
			t.Errorf("%s: short verdict %q, want %s", cr.Contract.Name, v.Short, re)
		}
	}
}
