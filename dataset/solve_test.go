package dataset

import (
	"strings"
	"testing"
)

// TestCleverRecursiveSpecs: a CLEVER spec that calls its implementation
// on a shorter input is checked by solving for the implementation there
// from the spec itself. A value the spec pins (result = e) decides both
// ways; a choice among several decides acceptance only.
func TestCleverRecursiveSpecs(t *testing.T) {
	task := func(post string, pairs ...[3]string) Task {
		var tk Task
		tk.ID = "rec"
		tk.Signature.Name = "implementation"
		tk.Signature.Params = append(tk.Signature.Params, struct {
			Name string `json:"name"`
			Type string `json:"type"`
		}{"s", "String"})
		tk.Signature.ReturnType = "Nat"
		tk.Postcond = post
		for _, p := range pairs {
			tk.Positive = append(tk.Positive, Pair{Inputs: map[string]string{"s": p[0]}, Output: p[1]})
		}
		return tk
	}
	// The number of a's, one character at a time.
	pinned := `def problem_spec (impl : String → Nat) (s : String) :=
let spec (result : Nat) :=
  if s.length = 0 then result = 0
  else result = (if s.get! 0 = 'a' then 1 else 0) + impl (s.drop 1);
∃ result, impl s = result ∧ spec result`
	// Only a bound: impl (s.drop 1) may be any number up to the result.
	loose := `def problem_spec (impl : String → Nat) (s : String) :=
let spec (result : Nat) :=
  s.length = 0 ∨ impl (s.drop 1) ≤ result ∧ result ≤ s.length;
∃ result, impl s = result ∧ spec result`
	// impl "" is any number, each longer string one more or 10.
	choice := `def problem_spec (impl : String → Nat) (s : String) :=
let spec (result : Nat) :=
  s.length = 0 ∨ result = impl (s.drop 1) + 1 ∨ result = 10;
∃ result, impl s = result ∧ spec result`
	for _, c := range []struct {
		post, in, out, want, why string
	}{
		{pinned, `"banana"`, "3", "true", ""},
		{pinned, `"banana"`, "2", "false", ""},
		{pinned, `""`, "0", "true", ""},
		{loose, `"abc"`, "2", "true", ""},
		{loose, `"abc"`, "7", "false", ""}, // its own bound, whatever impl "bc" is
		{loose, `"abc"`, "0", "true", ""},  // impl is 0 everywhere
		{choice, `"abc"`, "3", "true", ""},
		{choice, `"abc"`, "12", "unknown", "another choice"}, // impl "bc" = 11 accepts it
	} {
		rep := Clever([]Task{task(c.post, [3]string{c.in, c.out})})
		got := rep.PerTask[0].all[0]
		if got.Status != c.want || !strings.Contains(got.Reason, c.why) {
			t.Errorf("%s -> %s: %s (%s), want %s %s", c.in, c.out, got.Status, got.Reason, c.want, c.why)
		}
	}
}
