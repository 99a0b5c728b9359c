package lean

import (
	"strings"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// runImpl parses src, runs the implementation name on args (Lean value
// texts) through ir.Ctx.Run and returns the printed result or the stop.
func runImpl(t *testing.T, src, name string, fuel int, args ...string) (string, *ir.Stop) {
	t.Helper()
	m := ParseFile("t.lean", src)
	for _, p := range m.Problems {
		if p.Severity == ir.SevError {
			t.Fatalf("%s: parse problem %s", name, p.Message)
		}
	}
	impl := m.Impls[name]
	if impl == nil {
		t.Fatalf("%s: no implementation", name)
	}
	var vals []ir.Value
	for _, a := range args {
		v, err := ParseValue(a)
		if err != nil {
			t.Fatalf("%s: argument %s: %v", name, a, err)
		}
		vals = append(vals, v)
	}
	res, stop := ir.NewCtx(m).Run(impl, m.Impls, vals, fuel)
	if stop != nil {
		return "", stop
	}
	return res.Results[0].String(), nil
}

func TestRunLeanImplementations(t *testing.T) {
	cases := []struct {
		name, src string
		args      []string
		want      string
	}{
		{"prod", `def prod (xs : List Nat) : Nat := Id.run do
  let mut p := 1
  for x in xs do
    p := p * x
  return p`, []string{"[2, 3, 7]"}, "42"},
		{"count", `def count (n : Nat) : Nat := Id.run do
  let mut i := 0
  let mut s := 0
  while i < n do
    s := s + i
    i := i + 1
  s`, []string{"5"}, "10"},
		{"firstNeg", `def firstNeg (xs : Array Int) : Int := Id.run do
  for x in xs do
    if x < 0 then
      return x
  return 0`, []string{"#[3, -4, -7]"}, "-4"},
		{"firstNeg", `def firstNeg (xs : Array Int) : Int := Id.run do
  for x in xs do
    if x < 0 then
      return x
  return 0`, []string{"#[3, 4]"}, "0"},
		{"sumTo", `def sumTo (n : Nat) : Nat := Id.run do
  let mut s := 0
  for i in [0:n] do
    s := s + i
  pure s`, []string{"4"}, "6"},
		{"squares", `def squares (n : Nat) : Array Nat := Id.run do
  let mut a := #[]
  for h : i in [:n] do
    a := a.push (i * i)
  return a`, []string{"4"}, "array[0, 1, 4, 9]"},
		// Nat subtraction in a loop truncates at 0 (the locals are Nat).
		{"down", `def down (n : Nat) : Nat := Id.run do
  let mut k := n
  let mut steps := 0
  repeat
    if k = 0 then break
    k := k - 3
    steps := steps + 1
  return steps`, []string{"7"}, "3"},
		{"evens", `def evens (xs : List Nat) : List Nat := Id.run do
  let mut out := []
  for x in xs do
    if x % 2 = 1 then continue
    unless x = 0 do
      out := out ++ [x]
  return out`, []string{"[0, 1, 2, 3, 4]"}, "[2, 4]"},
		{"swap", `def swap (p : Nat × Nat) : Nat := Id.run do
  let (a, b) := p
  let mut r := 0
  match a with
  | 0 => r := b
  | k + 1 => r := k * 10 + b
  return r`, []string{"(3, 4)"}, "24"},
		{"setAll", `def setAll (a : Array Nat) : Array Nat := Id.run do
  let mut b := a
  for i in [0:b.size] do
    b := b.set! i 9
  assert! b.size = a.size
  return b`, []string{"#[1, 2]"}, "array[9, 9]"},
		{"classify", `def classify (n : Int) : Nat := Id.run do
  let mut r := 0
  if n < 0 then
    r := 1
  else if n = 0 then
    r := 2
  else
    r := 3
  return r`, []string{"5"}, "3"},
		{"digits", `def digits (n : Nat) : Nat :=
  let rec go (m : Nat) : Nat :=
    if m < 10 then 1 else 1 + go (m / 10)
    termination_by m
  go n`, []string{"12345"}, "5"},
		{"wsum", `def wsum (xs : List Nat) : Nat := go xs 0
where
  go : List Nat → Nat → Nat
  | [], acc => acc
  | x :: rest, acc => go rest (acc + x)
  termination_by l => l.length`, []string{"[1, 2, 3]"}, "6"},
		{"lamT", `def lamT (xs : List Nat) : List Nat := xs.map (fun i : Nat => i + 1)`, []string{"[1, 2]"}, "[2, 3]"},
		{"arrPat", "def arrPat (a : Array Nat) : Nat :=\n  match a with\n  | #[] => 7\n  | _ => a.size", []string{"#[]"}, "7"},
		{"arrPat", "def arrPat (a : Array Nat) : Nat :=\n  match a with\n  | #[] => 7\n  | _ => a.size", []string{"#[4, 5]"}, "2"},
		{"letArms", `def letArms (xs : List Nat) : Nat :=
  let f : List Nat → Nat
    | [] => 0
    | x :: _ => x
  f xs`, []string{"[7, 8]"}, "7"},
		{"drop1", `def drop1 (a : Array Nat) : Array Nat := a.eraseIdx! 1`, []string{"#[4, 5, 6]"}, "array[4, 6]"},
		// k : Int makes the tree an Int one: ↑i - 3 is an Int subtraction.
		{"shift", `def shift (n : Nat) : Int := Id.run do
  let mut k : Int := 0
  for i in [0:n] do
    k := k + (i - 3)
  return k`, []string{"2"}, "-5"},
		// With Nat locals the same subtraction truncates at 0.
		{"shiftNat", `def shiftNat (n : Nat) : Nat := Id.run do
  let mut k := 0
  for i in [0:n] do
    k := k + (i - 3)
  return k`, []string{"5"}, "1"},
		// [1:n:3] visits 1, 4, 7 (n read once); continue skips 4.
		{"stepped", `def stepped (n : Nat) : Nat := Id.run do
  let mut s := 0
  let mut m := n
  for i in [1:m:3] do
    m := 0
    if i = 4 then continue
    s := s + i
  return s`, []string{"10"}, "8"},
		{"distinct", `def distinct (xs : List Int) : Nat := Id.run do
  let mut seen := Std.HashSet.emptyWithCapacity
  for x in xs do
    if !seen.contains x then
      seen := seen.insert x
  return (seen.erase 5).size`, []string{"[3, 5, 3, -1, 5]"}, "2"},
		{"grow", `def grow (n : Nat) : Array Nat := Id.run do
  let mut a := Array.empty
  for i in [0:n] do
    a := a.push i
  return a`, []string{"3"}, "array[0, 1, 2]"},
		{"pairs", `def pairs (ps : List (Nat × Nat)) : Nat := Id.run do
  let mut s := 0
  for (k, v) in ps do
    s := s + k * v
  return s`, []string{"[(1, 2), (3, 4)]"}, "14"},
		{"pipe", `def pipe (n : Nat) : Nat := Id.run do
  let k := n + 1
  pure <| k * 2`, []string{"4"}, "10"},
		{"double", `def double (x : Int) : Int := 2 * x`, []string{"-4"}, "-8"},
		{"fact", `def fact : Nat → Nat
  | 0 => 1
  | n + 1 => (n + 1) * fact n`, []string{"5"}, "120"},
		{"len", `def len (xs : List Nat) : Nat :=
  match xs with
  | [] => 0
  | _ :: t => 1 + len t
termination_by xs.length`, []string{"[5, 5, 5]"}, "3"},
		{"bare", `def bare (n : Nat) : Id Nat := do
  let mut s := 0
  for i in [1:n] do
    s := s + i
  return s`, []string{"4"}, "6"},
		{"nested", `def nested (xs : Array Nat) : Nat :=
  let doubled := Id.run do
    let mut out := #[]
    for x in xs do
      out := out.push (2 * x)
    return out
  doubled.foldl (· + ·) 0`, []string{"#[1, 2, 3]"}, "12"},
	}
	for _, c := range cases {
		got, stop := runImpl(t, c.src, c.name, 0, c.args...)
		if stop != nil || got != c.want {
			t.Errorf("%s%v = %s, %v; want %s", c.name, c.args, got, stop, c.want)
		}
	}
}

// TestLeanArraysAreValues: an array assigned to a second variable is a
// copy in Lean; changing the copy leaves the original as it was, and the
// run reports no post-state for the parameter (nothing can change it).
func TestLeanArraysAreValues(t *testing.T) {
	src := `def keep (a : Array Nat) : Array Nat := Id.run do
  let mut b := a
  b := b.set! 0 5
  return a`
	m := ParseFile("t.lean", src)
	v, _ := ParseValue("#[1, 2]")
	res, stop := ir.NewCtx(m).Run(m.Impls["keep"], m.Impls, []ir.Value{v}, 0)
	if stop != nil || res.Results[0].String() != v.String() || res.Post[0] != nil {
		t.Errorf("keep = %+v, %v; want #[1, 2] and no post-state", res, stop)
	}
}

// TestLeanImplUnknowns: what is not lowered stops the run as unknown with
// its reason; an endless loop runs out of fuel; a false assert! is
// ill-defined.
func TestLeanImplUnknowns(t *testing.T) {
	cases := []struct {
		name, src string
		args      []string
		status    ir.Status
		reason    string
	}{
		{"bind", `def bind (n : Nat) : Nat := Id.run do
  let x ← pure n
  return x`, []string{"1"}, ir.Unknown, "monadic bind"},
		{"stepped0", `def stepped0 (n : Nat) : Nat := Id.run do
  let mut s := 0
  for i in [0:n:0] do
    s := s + i
  return s`, []string{"5"}, ir.Unknown, "step 0"},
		{"spin", `def spin (n : Nat) : Nat := Id.run do
  let mut k := n
  while true do
    k := k + 1
  return k`, []string{"1"}, ir.Unknown, "fuel"},
		{"bad", `def bad (n : Nat) : Nat := Id.run do
  assert! n > 5
  return n`, []string{"1"}, ir.IllDefined, "assertion"},
		{"notId", `def notId (n : Nat) : Option Nat := do
  return n`, []string{"1"}, ir.Unknown, "monad of its expected type"},
		{"order", `def order (xs : List Nat) : List Nat :=
  (xs.foldl (fun s x => s.insert x) Std.HashSet.empty).toList`, []string{"[2, 1]"}, ir.Unknown, "hashes"},
		{"io", `def io (n : Nat) : Nat := Id.run do
  dbg_trace "x"
  return n`, []string{"1"}, ir.Unknown, "not run"},
	}
	for _, c := range cases {
		_, stop := runImpl(t, c.src, c.name, 1000, c.args...)
		if stop == nil || stop.Status != c.status || !strings.Contains(stop.Reason, c.reason) {
			t.Errorf("%s: %+v; want %v with %q", c.name, stop, c.status, c.reason)
		}
	}
}

// TestLeanContractImpl: a VERINA task's def F is the contract's Impl: the
// proof parameter is not an input, the result is named as in
// F_postcond, and running it gives what the postcondition accepts.
func TestLeanContractImpl(t *testing.T) {
	src := `def maxOf_precond (xs : List Int) : Prop := xs ≠ []

def maxOf (xs : List Int) (h_precond : maxOf_precond (xs)) : Int :=
  xs.foldl max (xs.head!)

def maxOf_postcond (xs : List Int) (out : Int) (h_precond : maxOf_precond (xs)) : Prop :=
  out ∈ xs ∧ ∀ x ∈ xs, x ≤ out
`
	m := ParseFile("t.lean", src)
	if len(m.Contracts) != 1 || m.Contracts[0].Impl == nil {
		t.Fatalf("contracts %v: want maxOf with an implementation", m.Contracts)
	}
	impl := m.Contracts[0].Impl
	if len(impl.Params) != 1 || impl.Params[0].Name != "xs" || impl.Results[0].Name != "out" {
		t.Fatalf("params %v results %v; want (xs) → out", impl.Params, impl.Results)
	}
	if len(impl.Requires) != 1 {
		t.Errorf("requires %v: want the precondition", impl.Requires)
	}
	if m.Impls["maxOf_precond"] != nil || m.Impls["maxOf_postcond"] != nil {
		t.Errorf("the contract's clauses are not implementations")
	}
	v, _ := ParseValue("[3, -1, 8, 2]")
	res, stop := ir.NewCtx(m).Run(impl, m.Impls, []ir.Value{v}, 0)
	if stop != nil || res.Results[0].String() != "8" {
		t.Fatalf("maxOf = %v, %v; want 8", res, stop)
	}
}

// TestLeanBrokenDefIsUnread: a definition whose body has a syntax error
// is still an implementation, unread with the error as its reason.
func TestLeanBrokenDefIsUnread(t *testing.T) {
	m := ParseFile("t.lean", "def broken (n : Nat) : Nat :=\n  n + )\n\ndef ok (n : Nat) : Nat := n\n")
	impl := m.Impls["broken"]
	if impl == nil || m.Impls["ok"] == nil {
		t.Fatalf("impls %v: want broken and ok", m.Impls)
	}
	_, stop := ir.NewCtx(m).Run(impl, m.Impls, []ir.Value{ir.NewInt(1)}, 0)
	if stop == nil || stop.Status != ir.Unknown || !strings.Contains(stop.Reason, "could not read broken") {
		t.Errorf("broken: %+v; want unknown with the syntax error", stop)
	}
}

// FuzzImplementations: any text read as a file never panics the front
// end, and running each implementation without parameters stops (fuel
// and budgets) without a panic.
func FuzzImplementations(f *testing.F) {
	for _, s := range []string{
		"def f : Nat := Id.run do\n  let mut s := 0\n  for i in [0:4] do\n    s := s + i\n  return s",
		"def f : Nat := Id.run do\n  let mut k := 0\n  while true do\n    k := k + 1\n    if k > 3 then break\n  k",
		"def f : Id Nat := do\n  let (a, b) := (1, 2)\n  match a with\n  | 0 => return b\n  | _ => pure a",
		"def f : Nat := Id.run do\n  repeat\n    break\n  unless true do\n    return 1\n  for h : i in [:2] do\n    continue\n  assert! 1 < 2\n  return 0",
		"def f : Nat := go 3\nwhere\n  go : Nat → Nat\n  | 0 => 0\n  | n + 1 => go n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m := ParseFile("f.lean", s)
		for _, impl := range m.Impls {
			if len(impl.Params) == 0 {
				c := ir.NewCtx(m)
				c.Limits.Steps = 20_000
				c.Run(impl, m.Impls, nil, 200)
			}
		}
	})
}

// TestLeanProofParamDeclaredLater: a proof parameter whose proposition is
// defined after the implementation is still not an input.
func TestLeanProofParamDeclaredLater(t *testing.T) {
	src := `def twice (n : Nat) (h : twice_precond n) : Nat := 2 * n

def twice_precond (n : Nat) : Prop := n < 100

def twice_postcond (n : Nat) (r : Nat) (h : twice_precond n) : Prop := r = n + n
`
	m := ParseFile("t.lean", src)
	if len(m.Contracts) != 1 || m.Contracts[0].Impl == nil || len(m.Contracts[0].Impl.Params) != 1 {
		t.Fatalf("contract %v: want twice with a one-input implementation", m.Contracts)
	}
	res, stop := ir.NewCtx(m).Run(m.Contracts[0].Impl, m.Impls, []ir.Value{ir.NewInt(21)}, 0)
	if stop != nil || res.Results[0].String() != "42" {
		t.Errorf("twice 21 = %v, %v; want 42", res, stop)
	}
}
