package lean

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/specfaith/specfaith/ir"
)

// contractOf parses src and returns the contract named name.
func contractOf(t *testing.T, src, name string) (*ir.Module, *ir.Contract) {
	t.Helper()
	m := ParseFile("t.lean", src)
	for _, pr := range m.Problems {
		if pr.Severity == ir.SevError || pr.Code == "syntax" || pr.Code == CodeUnparsed {
			t.Fatalf("problem: %v", pr)
		}
	}
	for _, c := range m.Contracts {
		if c.Name == name {
			return m, c
		}
	}
	t.Fatalf("no contract %s in %d contracts; theorems %+v", name, len(m.Contracts), m.Theorems)
	return nil, nil
}

// holds evaluates the clauses of one kind on inputs (and the result).
func holds(t *testing.T, m *ir.Module, c *ir.Contract, kind ir.ClauseKind, in map[string]string, out string) ir.Status {
	t.Helper()
	var env *ir.Env
	bind := func(name string, text string, ty *ir.Type) {
		v, err := ParseValue(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if v, err = ir.Coerce(v, ty); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		env = env.BindState(name, v)
	}
	for _, p := range c.Params {
		text, ok := in[p.Name]
		if !ok {
			t.Fatalf("no input for %s (params %v)", p.Name, c.Params)
		}
		bind(p.Name, text, p.Type)
	}
	if out != "" {
		bind(c.Results[0].Name, out, c.Results[0].Type)
	}
	st := ir.True
	for _, cl := range c.Clauses {
		if cl.Kind != kind {
			continue
		}
		s, stop := ir.NewCtx(m).Check(cl.Expr, env)
		if s == ir.Unknown && stop != nil {
			t.Logf("%s: unknown: %s", cl.Text, stop.Reason)
		}
		if s != ir.True {
			if s == ir.False {
				return s
			}
			st = s
		}
	}
	return st
}

func TestTheoremShapes(t *testing.T) {
	type check struct {
		in   map[string]string
		out  string
		want ir.Status
	}
	cases := []struct {
		name, src, fn string
		params        []string
		requires      int
		post          []check
		pre           []check
	}{{
		name: "hypothesis is the precondition",
		src: `def f (x : Nat) : Nat := sorry
theorem f_pos (x : Nat) (h : x > 0) : f x > x := sorry`,
		fn: "f", params: []string{"x"}, requires: 1,
		post: []check{{map[string]string{"x": "2"}, "3", ir.True}, {map[string]string{"x": "2"}, "1", ir.False}},
		pre:  []check{{map[string]string{"x": "0"}, "", ir.False}, {map[string]string{"x": "1"}, "", ir.True}},
	}, {
		name: "leading ∀ and → read like binders and hypotheses",
		src: `def f (x : Nat) : Nat := sorry
theorem f_spec : ∀ x : Nat, x > 0 → f x > x := by
  intro x hx
  sorry`,
		fn: "f", params: []string{"x"}, requires: 1,
		post: []check{{map[string]string{"x": "2"}, "3", ir.True}, {map[string]string{"x": "2"}, "2", ir.False}},
	}, {
		name: "an argument that is a term is a premise",
		src: `def g (xs : List Nat) (k : Nat) : Nat := sorry
theorem g_nil (k : Nat) : g [] k = 0 := sorry
theorem g_bound (xs : List Nat) (k : Nat) : g xs k ≤ xs.length := sorry`,
		fn: "g", params: []string{"xs", "k"},
		post: []check{
			{map[string]string{"xs": "[]", "k": "3"}, "1", ir.False},
			{map[string]string{"xs": "[]", "k": "3"}, "0", ir.True},
			{map[string]string{"xs": "[1, 2]", "k": "3"}, "1", ir.True},
			{map[string]string{"xs": "[1]", "k": "3"}, "5", ir.False},
		},
	}, {
		name: "theorems that only pin inputs are the clauses they say",
		src: `def f (m : Nat) (grid : List String) : Nat := sorry
theorem f_case1 (grid : List String) : grid = ["11", "11"] → f 2 grid = 0 := sorry
theorem f_case2 : f 3 ["10"] = 2 := sorry`,
		fn: "f", params: []string{"m", "grid"},
		post: []check{
			{map[string]string{"m": "2", "grid": `["11", "11"]`}, "0", ir.True},
			{map[string]string{"m": "2", "grid": `["11", "11"]`}, "1", ir.False},
			{map[string]string{"m": "3", "grid": `["10"]`}, "1", ir.False},
			{map[string]string{"m": "4", "grid": `["10"]`}, "7", ir.True},
		},
	}, {
		name: "a hypothesis an example does not meet stays a premise",
		src: `def f (xs : List Nat) : Nat := sorry
theorem f_spec (xs : List Nat) (h : xs ≠ []) : f xs ≤ xs.length := sorry
theorem f_nil : f [] = 0 := sorry`,
		fn: "f", params: []string{"xs"}, requires: 0,
		post: []check{{map[string]string{"xs": "[]"}, "0", ir.True}, {map[string]string{"xs": "[]"}, "5", ir.False}, {map[string]string{"xs": "[1]"}, "5", ir.False}},
	}, {
		name: "a function declared by its type takes its parameter names from a theorem",
		src: `def h : List Nat → Nat → Nat := sorry
theorem h_spec (l : List Nat) (k : Nat) : h l k ≤ l.length + k := sorry`,
		fn: "h", params: []string{"l", "k"},
		post: []check{{map[string]string{"l": "[1]", "k": "1"}, "2", ir.True}, {map[string]string{"l": "[1]", "k": "1"}, "3", ir.False}},
	}, {
		name: "a proof argument is a precondition, not an input",
		src: `def d (x : Nat) (hx : x > 0) : Nat := sorry
theorem d_spec (x : Nat) (hx : x > 0) : d x hx < x := sorry`,
		fn: "d", params: []string{"x"}, requires: 1,
		post: []check{{map[string]string{"x": "3"}, "2", ir.True}, {map[string]string{"x": "3"}, "3", ir.False}},
		pre:  []check{{map[string]string{"x": "0"}, "", ir.False}},
	}, {
		name: "a binder named like the result is renamed",
		src: `def f (x : Nat) : Nat := sorry
theorem f_le (x : Nat) (result : Nat) (h : result < x) : result < f x + 1 := sorry`,
		fn: "f", params: []string{"x"},
		post: []check{{map[string]string{"x": "3"}, "2", ir.True}, {map[string]string{"x": "3"}, "0", ir.False}},
	}, {
		name: "a conjunction about different calls is read conjunct by conjunct",
		src: `def f (s : String) : Nat := sorry
theorem f_len (s : String) : f s ≤ s.length := sorry
theorem f_cases : f "ab" = 2 ∧ f "" = 0 := sorry`,
		fn: "f", params: []string{"s"},
		post: []check{{map[string]string{"s": `"ab"`}, "1", ir.False}, {map[string]string{"s": `"ab"`}, "2", ir.True}, {map[string]string{"s": `"abc"`}, "1", ir.True}},
	}, {
		name: "a hypothesis r = f x names the result",
		src: `def f (x : Nat) : Nat := sorry
theorem f_out (x r : Nat) (h : r = f x) : r ≤ 1 := sorry`,
		fn: "f", params: []string{"x"},
		post: []check{{map[string]string{"x": "5"}, "1", ir.True}, {map[string]string{"x": "5"}, "2", ir.False}},
	}, {
		name: "a Nat variable given for an Int parameter speaks only of n ≥ 0",
		src: `def fin (n : Int) : Int := sorry
theorem fin_nat (n : Nat) : fin n ≥ 0 := sorry`,
		fn: "fin", params: []string{"n"},
		post: []check{{map[string]string{"n": "-3"}, "-1", ir.True}, {map[string]string{"n": "3"}, "-1", ir.False}},
	}, {
		name: "only theorems about f's variables give the precondition",
		src: `def c3 (a b c : Nat) : Nat := sorry
theorem c3_same (x : Nat) (h : x > 0) : c3 x x x = 3 * x := sorry
theorem c3_spec (a b c : Nat) : c3 a b c ≥ 0 := sorry`,
		fn: "c3", params: []string{"a", "b", "c"}, requires: 0,
		post: []check{{map[string]string{"a": "0", "b": "0", "c": "0"}, "5", ir.True}, {map[string]string{"a": "2", "b": "2", "c": "2"}, "5", ir.False}},
	}}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m, c := contractOf(t, tc.src, tc.fn)
			var names []string
			for _, p := range c.Params {
				names = append(names, p.Name)
			}
			if strings.Join(names, ",") != strings.Join(tc.params, ",") {
				t.Errorf("params %v, want %v", names, tc.params)
			}
			if got := len(c.Requires()); got != tc.requires {
				t.Errorf("%d requires, want %d: %+v", got, tc.requires, c.Requires())
			}
			for _, k := range tc.post {
				if got := holds(t, m, c, ir.Ensures, k.in, k.out); got != k.want {
					t.Errorf("post %v -> %s: %v, want %v", k.in, k.out, got, k.want)
				}
			}
			for _, k := range tc.pre {
				if got := holds(t, m, c, ir.Requires, k.in, ""); got != k.want {
					t.Errorf("pre %v: %v, want %v", k.in, got, k.want)
				}
			}
		})
	}
}

// TestTheoremExamples: a theorem that pins every argument and states the
// result is an example of a contract that states a property.
func TestTheoremExamples(t *testing.T) {
	src := `def g (xs : List Nat) (k : Nat) : Nat := sorry
theorem g_bound (xs : List Nat) (k : Nat) : g xs k ≤ xs.length + k := sorry
theorem g_example : g [1, 2] 3 = 2 := sorry
theorem g_example2 (xs : List Nat) (h : xs = [4]) : g xs 0 = 1 := sorry`
	m, c := contractOf(t, src, "g")
	// The examples are clauses too (they are part of what the file
	// states), and intended pairs the other clauses must accept.
	if len(c.Ensures()) != 3 || len(c.Examples.Accepted) != 2 {
		t.Fatalf("ensures %d, accepted %+v", len(c.Ensures()), c.Examples.Accepted)
	}
	ex := c.Examples.Accepted[0]
	if len(ex.Inputs) != 2 || ex.Inputs[0].Val.String() != "[1, 2]" || ex.Inputs[1].Val.String() != "3" || ex.Outputs[0].Val.String() != "2" {
		t.Errorf("example %v -> %v", ex.Inputs, ex.Outputs)
	}
	if got := c.Examples.Accepted[1].Text; got != "g_example2: g [4] 0 = 1" {
		t.Errorf("example text %q", got)
	}
	n := 0
	for _, th := range m.Theorems {
		if th.Example {
			n++
		}
	}
	if n != 2 {
		t.Errorf("%d theorems recorded as examples, want 2: %+v", n, m.Theorems)
	}
}

// TestTheoremsNotRead: what is not a contract is said, with the reason,
// and a helper the statement uses is never taken for its subject.
func TestTheoremsNotRead(t *testing.T) {
	src := `def abs (n : Int) : Int := if n ≥ 0 then n else -n
def solve (n m k : Int) : Int := sorry
theorem result_bound (n m k : Int) (h : 0 ≤ k) : solve n m k ≤ k ∨ solve n m k = -1 := sorry
theorem insufficient (n : Int) (h : 1 ≤ n) :
  let k := abs n - 1
  solve n n k = -1 := sorry
theorem all_k (ks : List Int) : ks.all (fun k => solve k k k ≥ -1) := sorry
theorem symmetry (n m k : Int) : solve n m k = solve m n k := sorry
theorem captures (n : Int) : ¬∃ (result : Int), solve n n 0 = result + 1 := sorry
theorem unrelated (n : Int) : n + 0 = n := sorry
def validate {α} (x : α) : Bool := sorry
theorem validate_ints (code : Int) : validate code = (code > 0) := sorry
theorem validate_true : validate true = false := sorry`
	m, c := contractOf(t, src, "solve")
	// result_bound, and insufficient with its let inlined: the premises
	// m = n and k = abs n - 1.
	if len(c.Ensures()) != 2 {
		t.Errorf("solve: %d ensures, want 2 (result_bound, insufficient)", len(c.Ensures()))
	}
	for _, x := range m.Contracts {
		if x.Name == "abs" {
			t.Errorf("abs, a helper, got a contract from the theorems: %+v", x.Clauses)
		}
	}
	want := map[string]string{
		"all_k":         "a variable bound inside the statement",
		"symmetry":      "different arguments",
		"captures":      "binds result inside its statement",
		"unrelated":     "applies no function of this file",
		"validate_ints": "at one instance of its type parameter α",
		"validate_true": "at one instance of its type parameter α",
	}
	for _, th := range m.Theorems {
		w, ok := want[th.Name]
		if !ok {
			continue
		}
		if th.Contract != "" || !strings.Contains(th.Reason, w) {
			t.Errorf("%s: contract %q reason %q, want not read because %q", th.Name, th.Contract, th.Reason, w)
		}
		delete(want, th.Name)
	}
	if len(want) > 0 {
		t.Errorf("theorems not recorded: %v", want)
	}
	// The contract says what about it is not checked.
	if strings.Join(c.Unread, ",") != "all_k,captures,symmetry" {
		t.Errorf("solve: unread %v, want all_k, symmetry and captures", c.Unread)
	}
}

// TestRepeatedArgumentPins: a theorem about f n n is about start = finish;
// another theorem's hypothesis finish < start is not f's precondition.
func TestRepeatedArgumentPins(t *testing.T) {
	src := `def span (start finish : Nat) : List Nat := sorry
theorem span_equal (n : Nat) : span n n = [] := sorry
theorem span_invalid (start finish : Nat) (h : finish < start) : span start finish = [] := sorry`
	_, c := contractOf(t, src, "span")
	if len(c.Requires()) != 0 {
		t.Errorf("span: a precondition was lifted: %v", c.Requires()[0].Text)
	}
	if len(c.Ensures()) != 2 {
		t.Errorf("span: %d ensures, want 2", len(c.Ensures()))
	}
}

// TestPostcondProofParamIsNoResult: in F_postcond (inputs) (results)
// (h_precond : F_precond …) the proof is not a result, whether the
// precondition's type is written or inferred (:= True).
func TestPostcondProofParamIsNoResult(t *testing.T) {
	for _, src := range []string{
		`def f_precond (a : Array Nat) := True
def f_postcond (a : Array Nat) (result : Array Nat) (h_precond : f_precond a) :=
  result.size = a.size`,
		`def f_precond (a : Array Nat) (N : Nat) :=
  a.size = N ∧ N > 0
def f_postcond (a : Array Nat) (N : Nat) (result : Array Nat) (h_precond : f_precond a N) :=
  result.size = N`,
		`def f_precond (a : Array Nat) (N : Nat) : Prop := N > 0
def f_postcond (a : Array Nat) (N : Nat) (result_a : Array Nat) (result_n : Nat) (h_precond : f_precond a N) :=
  result_n = N`,
	} {
		m := ParseFile("t.lean", src)
		c := contractNamed(m, "f")
		if c == nil {
			t.Fatalf("no contract f in\n%s", src)
		}
		var names []string
		for _, r := range c.Results {
			names = append(names, r.Name)
		}
		if got := strings.Join(names, ","); got == "" || strings.Contains(got, "h_precond") {
			t.Errorf("results %q in\n%s", got, src)
		}
	}
}

// TestUnknownPremises: a hypothesis whose type this reader does not
// know (Sorted is not defined in the file) is kept as a premise when it
// is named like a proof, and the theorem is not read when it is not:
// read as a variable nothing mentions, the premise would be dropped and
// the clause would say more than the theorem.
func TestUnknownPremises(t *testing.T) {
	src := `def inv (xs : List Int) : Nat := sorry
theorem inv_sorted {xs : List Int} (h : Sorted (· < ·) xs) : inv xs = 0 := sorry
theorem inv_nodup {xs : List Int} (distinct : Sorted (· ≤ ·) xs) : inv xs ≤ xs.length := sorry`
	m, c := contractOf(t, src, "inv")
	if len(c.Ensures()) != 1 {
		t.Fatalf("inv: %d ensures, want 1 (inv_sorted)", len(c.Ensures()))
	}
	// The premise stays: in the clause, or lifted into the precondition
	// (the only theorem read makes it).
	kept := false
	for _, cl := range c.Clauses {
		ir.Inspect(cl.Expr, func(e ir.Expr) bool {
			if call, ok := e.(*ir.Call); ok {
				if id, ok := call.Fn.(*ir.Ident); ok && id.Name == "Sorted" {
					kept = true
				}
			}
			return true
		})
	}
	if !kept {
		t.Errorf("inv_sorted lost its premise: %+v", c.Clauses)
	}
	for _, th := range m.Theorems {
		if th.Name == "inv_nodup" && (th.Contract != "" || !strings.Contains(th.Reason, "has a premise distinct whose type this reader does not know")) {
			t.Errorf("inv_nodup: contract %q reason %q", th.Contract, th.Reason)
		}
	}
}

// TestUnreadTheoremBlocksLift: a theorem about f that is not read (it
// relates two calls) but lacks a hypothesis keeps that hypothesis out of
// f's precondition.
func TestUnreadTheoremBlocksLift(t *testing.T) {
	src := `def g (n : Nat) : Nat := sorry
theorem g_pos (n : Nat) (h : n > 0) : g n > 0 := sorry
theorem g_mono (n : Nat) : g n ≤ g (n + 1) := sorry`
	_, c := contractOf(t, src, "g")
	if len(c.Requires()) != 0 {
		t.Errorf("g: lifted %q though g_mono does not assume it", c.Requires()[0].Text)
	}
	src2 := `def g (n : Nat) : Nat := sorry
theorem g_pos (n : Nat) (h : n > 0) : g n > 0 := sorry
theorem g_mono (n : Nat) (h : n > 0) : g n ≤ g (n + 1) := sorry`
	_, c2 := contractOf(t, src2, "g")
	if len(c2.Requires()) != 1 {
		t.Errorf("g: %d preconditions, want n > 0 lifted (every theorem assumes it)", len(c2.Requires()))
	}
}

// TestUnreadPremiseQuote: the type quoted in the reason is cut by
// characters, so a long one made of ≤ and · stays valid text (cut by
// bytes, this one would end inside a ≤).
func TestUnreadPremiseQuote(t *testing.T) {
	long := strings.Repeat("(· ≤ ·) ", 12)
	src := "def inv (xs : List Int) : Nat := sorry\ntheorem inv_s {xs : List Int} (sorted : Chains " + long + "xs) : inv xs = 0 := sorry"
	m := ParseFile("t.lean", src)
	for _, th := range m.Theorems {
		if th.Name == "inv_s" {
			if !utf8.ValidString(th.Reason) || !strings.Contains(th.Reason, "…") {
				t.Errorf("reason %q", th.Reason)
			}
			return
		}
	}
	t.Error("inv_s not recorded")
}

// TestTwoFunctionSubjects: a statement applying two functions equally is
// read as a clause of one of them when the subject is plain: the one a
// hypothesis constrains when more theorems are about it, or the one its
// result is named after; a plain tie stays unread, saying so.
func TestTwoFunctionSubjects(t *testing.T) {
	src := `def good (xs : List Int) : String := sorry
def pos (xs : List Int) : Int := (xs.filter (· ≥ 0)).sum
def neg (xs : List Int) : Int := (xs.filter (· < 0)).sum
theorem good_values (xs : List Int) : good xs = "YES" ∨ good xs = "NO" := sorry
theorem good_sums (xs : List Int) : good xs = "YES" → pos xs ≥ Int.natAbs (neg xs) := sorry
def lo (xs : List Nat) : Nat := sorry
def hi (xs : List Nat) : Nat := sorry
theorem bounds (xs : List Nat) : lo xs ≤ hi xs := sorry
def pick (xs : List Nat) : Nat := sorry
def size (xs : List Nat) : Nat := sorry
theorem pick_named (xs : List Nat) (h : xs ≠ []) :
  let result := pick xs
  result < size xs := sorry`
	m := ParseFile("t.lean", src)
	about := map[string]string{}
	reason := map[string]string{}
	for _, th := range m.Theorems {
		about[th.Name], reason[th.Name] = th.Contract, th.Reason
	}
	if about["good_sums"] != "good" {
		t.Errorf("good_sums read as %q (%s), want a clause of good", about["good_sums"], reason["good_sums"])
	}
	if about["pick_named"] != "pick" {
		t.Errorf("pick_named read as %q (%s), want a clause of pick", about["pick_named"], reason["pick_named"])
	}
	if about["bounds"] != "" || !strings.Contains(reason["bounds"], "as much about hi as about lo") {
		t.Errorf("bounds read as %q (%s), want not read: a tie", about["bounds"], reason["bounds"])
	}
}

// TestThreeFunctionTie: a statement applying three functions equally is
// not read, and the hint names all three, the same on every run (the
// candidates sit in a map).
func TestThreeFunctionTie(t *testing.T) {
	src := `def lo (xs : List Int) : Int := sorry
def hi (xs : List Int) : Int := sorry
def mid (xs : List Int) : Int := sorry
theorem order (xs : List Int) : lo xs ≤ mid xs ∧ mid xs ≤ hi xs ∧ lo xs ≤ hi xs := sorry`
	want := "is equally about hi, lo and mid"
	for range 20 {
		m := ParseFile("t.lean", src)
		var got string
		for _, th := range m.Theorems {
			if th.Name == "order" {
				if th.Contract != "" {
					t.Fatalf("order read as a clause of %s", th.Contract)
				}
				got = th.Reason
			}
		}
		if !strings.Contains(got, want) {
			t.Fatalf("reason %q, want it to say %q", got, want)
		}
	}
}
