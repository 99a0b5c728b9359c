package lean

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/internal/testdata"
	"github.com/specfaith/specfaith/ir"
)

// reprint parses text, prints it and checks that printing is a fixed point.
func reprint(t *testing.T, text string) (ir.Expr, string) {
	t.Helper()
	e, probs := ParseExpr(text)
	if len(probs) > 0 {
		t.Fatalf("%s: %v", text, probs)
	}
	got, err := Print(e)
	if err != nil {
		t.Fatalf("Print(%s): %v", text, err)
	}
	e2, probs := ParseExpr(got)
	if len(probs) > 0 {
		t.Fatalf("%s printed as %s, which does not parse: %v", text, got, probs)
	}
	again, err := Print(e2)
	if err != nil || again != got {
		t.Fatalf("%s printed as %s, then as %s (%v)", text, got, again, err)
	}
	return e2, got
}

func TestPrintTerms(t *testing.T) {
	cases := []struct{ in, want string }{
		// precedence and associativity
		{"a ∧ b ∧ c", "a ∧ b ∧ c"},
		{"(a ∧ b) ∧ c", "(a ∧ b) ∧ c"},
		{"a ∨ b ∧ c", "a ∨ b ∧ c"},
		{"(a ∨ b) ∧ c", "(a ∨ b) ∧ c"},
		{"a → b → c", "a → b → c"},
		{"(a → b) → c", "(a → b) → c"},
		{"(a ↔ b) ↔ c", "(a ↔ b) ↔ c"},
		{"a && b || c", "a ∧ b ∨ c"},
		{"x = y ∧ y ≠ z", "x = y ∧ y ≠ z"},
		{"(x = y) = true", "(x = y) = true"},
		{"x <= y && y >= z", "x ≤ y ∧ y ≥ z"},
		{"a - b - c", "a - b - c"},
		{"a - (b - c)", "a - (b - c)"},
		{"(a + b) * c", "(a + b) * c"},
		{"a + b * c / d % e", "a + b * c / d % e"},
		{"2 ^ 3 ^ 4", "2 ^ 3 ^ 4"},
		{"(2 ^ 3) ^ 4", "(2 ^ 3) ^ 4"},
		{"xs ++ ys ++ zs", "xs ++ ys ++ zs"},
		{"x :: y :: xs", "x :: y :: xs"},
		{"(x :: xs) ++ ys", "x :: xs ++ ys"},
		{"x :: (xs ++ ys)", "x :: (xs ++ ys)"},
		{"a ∈ xs ∧ b ∉ xs", "a ∈ xs ∧ b ∉ xs"},
		{"a ∣ b", "a ∣ b"},
		{"(f ∘ g) x = f (g x)", "Function.comp f g x = f (g x)"},
		{"xs.map (f ∘ g ∘ h)", "xs.map ((f ∘ g) ∘ h)"},
		// negation
		{"¬ a = b", "¬a = b"},
		{"(¬ a) = b", "(¬a) = b"},
		{"¬ a ∧ b", "¬a ∧ b"},
		{"¬ (a ∧ b)", "¬(a ∧ b)"},
		{"!a || b", "¬a ∨ b"},
		{"¬ ¬ a", "¬¬a"},
		{"-x * y", "-x * y"},
		{"-(x * y)", "-(x * y)"},
		{"-(x ^ 2)", "-x ^ 2"},
		{"(-x) ^ 2", "(-x) ^ 2"},
		{"- -x", "-(-x)"},
		{"f (-x)", "f (-x)"},
		{"x - -3", "x - -3"},
		{"(-3) ^ 2", "(-3) ^ 2"},
		{"f (-3)", "f (-3)"},
		// literals
		{"[1, 2, 3]", "[1, 2, 3]"},
		{"#[1, -2]", "#[1, -2]"},
		{"[]", "[]"},
		{"'a' :: ['\\n', '\\'']", "'a' :: ['\\n', '\\'']"},
		{"\"a\\\"b\\\\c\\n\"", "\"a\\\"b\\\\c\\n\""},
		{"(1, true, 'c')", "(1, true, 'c')"},
		{"⟨1, 2⟩", "(1, 2)"},
		{"True ∧ False", "true ∧ false"},
		{"x = none ∨ x = some 3", "x = none ∨ x = some 3"},
		{"f (some 3)", "f (some 3)"},
		{"(3 : Int) - 5", "(3 : Int) - 5"},
		{"↑n - 5", "(n : Int) - 5"},
		{"((n : Int) - 5).toNat", "((n : Int) - 5).toNat"},
		// application, projections, indexing
		{"f x (g y) z", "f x (g y) z"},
		{"(f x) y", "f x y"},
		{"List.length (xs ++ ys)", "List.length (xs ++ ys)"},
		{"(xs ++ ys).length", "(xs ++ ys).length"},
		{"(f x).1 + p.2", "(f x).1 + p.2"},
		{"p.1.2", "p.1.2"},
		{"xs[i]! + xs[i]?.getD 0", "xs[i]! + xs[i]?.getD 0"},
		{"xs[i + 1]!", "xs[i + 1]!"},
		{"(xs.map f)[0]!", "(xs.map f)[0]!"},
		{"xs[i]'h = 1", "xs[i] = 1"},
		{"xs |>.map f", "xs.map f"},
		{"f <| g x", "f (g x)"},
		{"xs.foldl (· + ·) 0", "xs.foldl (fun x x1 => x + x1) 0"},
		{"xs.map (·.length)", "xs.map (fun x => x.length)"},
		{"List.Perm xs ys", "List.Perm xs ys"},
		{"xs ~ ys", "List.Perm xs ys"},
		{"decide (a = b)", "a = b"},
		// binders
		{"∀ x, x ∈ xs → p x", "∀ x ∈ xs, p x"},
		{"∀ x ∈ xs, p x", "∀ x ∈ xs, p x"},
		{"∃ i < n, p i ∧ q i", "∃ i < n, p i ∧ q i"},
		{"∃ i, (i < n ∧ p i) ∧ q i", "∃ i, (i < n ∧ p i) ∧ q i"},
		{"∀ i j, i < j → j < n → p i j", "∀ i j, i < j → j < n → p i j"},
		{"∀ (i : Nat) (x : Int), p i x", "∀ (i : Nat) (x : Int), p i x"},
		{"∀ i j : Nat, p i j", "∀ (i j : Nat), p i j"},
		{"∀ (xs : List (List Nat)) (o : Option Int), p xs o", "∀ (xs : List (List Nat)) (o : Option Int), p xs o"},
		{"∀ (p : Nat × Int), q p", "∀ (p : Nat × Int), q p"},
		{"a ∧ ∀ x, p x", "a ∧ ∀ x, p x"},
		{"(∀ x, p x) ∧ a", "(∀ x, p x) ∧ a"},
		{"(a ∧ ∀ x, p x) ∨ b", "a ∧ (∀ x, p x) ∨ b"},
		{"¬ ∀ x, p x", "¬∀ x, p x"},
		{"(¬ ∀ x, p x) ∧ a", "¬(∀ x, p x) ∧ a"},
		{"x ≥ 0.5", "x ≥ 0.5"},
		{"fun x => x + 1", "fun x => x + 1"},
		{"fun (x : Nat) y => x + y", "fun (x : Nat) y => x + y"},
		{"xs.all (fun x => x > 0) ∧ b", "xs.all (fun x => x > 0) ∧ b"},
		{"xs.all fun x => x > 0", "xs.all (fun x => x > 0)"},
		{"(fun ⟨a, b⟩ => a + b) (1, 2)", "(fun (a, b) => a + b) (1, 2)"},
		{"xs.map (fun | 0 => 1 | n + 1 => n)", "xs.map (fun | 0 => 1 | n + 1 => n)"},
		{"if a then b else c", "if a then b else c"},
		{"(if a then 1 else 2) + 3", "(if a then 1 else 2) + 3"},
		{"3 + if a then 1 else 2", "3 + if a then 1 else 2"},
		{"let x := 3; x + 1", "let x := 3; x + 1"},
		{"(let x := 3; x) + 1", "(let x := 3; x) + 1"},
		{"let (a, b) := p; a + b", "let (a, b) := p; a + b"},
		{"let rec f (n : Nat) : Nat := if n = 0 then 0 else f (n - 1); f 3", "let rec f (n : Nat) := if n = 0 then 0 else f (n - 1); f 3"},
		{"match xs with | [] => 0 | x :: _ => x", "match xs with | [] => 0 | x :: _ => x"},
		{"match xs with | [] | [_] => true | _ => false", "match xs with | [] | [_] => true | _ => false"},
		{"match a, b with | 0, _ => 1 | _, some x => x", "match a, b with | 0, _ => 1 | _, some x => x"},
		{"match o with | some (x :: _) => x | none => 0 | _ => 1", "match o with | some (x :: _) => x | none => 0 | _ => 1"},
		// Nat's and List's constructors are read as the patterns of the
		// values they build, which the evaluator matches.
		{"match n with | Nat.zero => 0 | Nat.succ k => k", "match n with | 0 => 0 | k + 1 => k"},
		{"match xs with | List.nil => 0 | List.cons x _ => x", "match xs with | [] => 0 | x :: _ => x"},
		{"match n with | -1 => 0 | 'c' => 1 | \"s\" => 2 | _ => 3", "match n with | -1 => 0 | 'c' => 1 | \"s\" => 2 | _ => 3"},
		{"match x with | 0 => (match y with | 0 => 1 | _ => 2) | _ => 3", "match x with | 0 => (match y with | 0 => 1 | _ => 2) | _ => 3"},
		{"(match x with | 0 => 1 | _ => 2) = 1", "(match x with | 0 => 1 | _ => 2) = 1"},
		{"f (match x with | _ => 1)", "f (match x with | _ => 1)"},
	}
	for _, c := range cases {
		_, got := reprint(t, c.in)
		if got != c.want {
			t.Errorf("%s\n printed %s\n    want %s", c.in, got, c.want)
		}
	}
}

// TestPrintEvaluates checks that the printed term means what the parsed
// one does, on closed terms with the evaluator.
func TestPrintEvaluates(t *testing.T) {
	m := ParseFile("t.lean", defs)
	terms := []string{
		"(3 : Nat) - 5 = 0", "(3 : Int) - 5 = -2", "↑(3 : Nat) - 5 = -2",
		"(-7) / 2 = -4 ∧ (-7) % 2 = 1 ∧ 7 / 0 = 0",
		"∀ i < 3, i ≥ 0", "∃ x ∈ [1, 5, 9], x > 4", "∀ x ∈ [1, 5, 9], x > 4",
		"∀ i, i < 4 → i * i < 10", "∃ k : Int, 10 = 2 * k",
		"(fun ⟨a, b⟩ => a + b) (1, 2) = 3", "[1, 2, 3].foldl (· + ·) 0 = 6",
		"([3, 1, 2] |>.map (· * 2)) = [6, 2, 4]", "countVal 2 [2, 1, 2] = 2", "fact 5 = 120",
		"[2, 3, 4].myprod = 24", "isStrict [1, 2, 3] && !isStrict [1, 1]",
		"(let x := 3; x + 1) = 4",
		"(let rec f (n : Nat) : Nat := if n = 0 then 0 else n + f (n - 1); f 4) = 10",
		"\"ab\" < \"b\"", "[1, 2, 3][1]! = 2", "[1, 2, 3][5]? = none", "#[1, 2, 3][2]! = 3 ∧ #[1, 2].size = 2",
		"(match [1, 2] with | [] => 0 | x :: _ => x) = 1",
		"[(1, 'a'), (2, 'b')].map (fun (n, c) => n) = [1, 2]",
		"[1, 2, 3].map (fun | 1 => 10 | _ => 0) = [10, 0, 0]",
		"¬ (1 = 2) ∧ (¬ 1 = 2)", "-2 ^ 2 = -4", "(-2) ^ 2 = 4",
		"[3, 1, 2] ~ [1, 2, 3]", "(let (a, b) := (1, 2); a + b) = 3",
	}
	for _, term := range terms {
		e, probs := ParseExpr(term)
		if len(probs) > 0 {
			t.Fatalf("%s: %v", term, probs)
		}
		e2, text := reprint(t, term)
		st1, _ := ir.NewCtx(m).Check(e, nil)
		st2, _ := ir.NewCtx(m).Check(e2, nil)
		if st1 != st2 {
			t.Errorf("%s is %v but its print %s is %v", term, st1, text, st2)
		}
	}
}

// TestPrintSynthesized covers nodes the parser does not build but an
// analyzer may, and the constructs Lean cannot spell.
func TestPrintSynthesized(t *testing.T) {
	id := func(n string) ir.Expr { return &ir.Ident{Name: n} }
	num := func(n int64) ir.Expr { return &ir.Lit{Val: ir.NewInt(n)} }
	ms := func(e ir.Expr) ir.Expr { return &ir.Unary{Op: ir.OpMultiset, X: e} }
	ok := []struct {
		e    ir.Expr
		want string
	}{
		{&ir.Unary{Op: ir.OpCard, X: id("xs")}, "xs.length"},
		{&ir.Unary{Op: ir.OpCard, X: &ir.Binary{Op: ir.OpAppend, X: id("xs"), Y: id("ys")}}, "(xs ++ ys).length"},
		{&ir.Binary{Op: ir.OpEq, X: ms(id("xs")), Y: ms(id("result"))}, "List.Perm xs result"},
		{&ir.Binary{Op: ir.OpNe, X: ms(id("xs")), Y: ms(id("result"))}, "¬List.Perm xs result"},
		{&ir.Binary{Op: ir.OpAnd, X: id("a"), Y: &ir.Binary{Op: ir.OpEq, X: ms(id("xs")), Y: ms(id("ys"))}}, "a ∧ List.Perm xs ys"},
		{&ir.Binary{Op: ir.OpSub, X: id("a"), Y: &ir.Binary{Op: ir.OpDivEuclid, X: id("b"), Y: num(2)}}, "a - b / 2"},
		{&ir.Binary{Op: ir.OpModEuclid, X: &ir.Binary{Op: ir.OpAdd, X: id("a"), Y: num(1)}, Y: num(2)}, "(a + 1) % 2"},
		{&ir.Binary{Op: ir.OpDivFloor, X: id("a"), Y: num(2)}, "Int.fdiv a 2"},
		{&ir.Binary{Op: ir.OpExplies, X: id("a"), Y: id("b")}, "b → a"},
		{&ir.Chain{Ops: []ir.Op{ir.OpLe, ir.OpLt}, Args: []ir.Expr{num(0), id("i"), id("n")}}, "0 ≤ i ∧ i < n"},
		{&ir.Index{X: id("xs"), Args: []ir.Expr{id("i")}, Mode: ir.IndexDefault, Default: num(0)}, "xs.getD i 0"},
		{&ir.Slice{X: id("xs"), Lo: num(1), Hi: id("n"), Clamp: true}, "(xs.take n).drop 1"},
		{&ir.Slice{X: id("xs"), Hi: id("n"), Clamp: true}, "xs.take n"},
		{&ir.Quant{Forall: true, Vars: []ir.Binder{{Name: "i", Type: ir.TypeInt}}, Range: &ir.Binary{Op: ir.OpLt, X: id("i"), Y: id("n")}, Body: id("p")}, "∀ (i : Int), i < n → p"},
		{&ir.Lit{Val: ir.Int{V: big.NewInt(3), Signed: true}}, "(3 : Int)"},
		{&ir.Lit{Val: ir.Seq{Elems: []ir.Value{ir.NewInt(1), ir.Int{V: big.NewInt(-2), Signed: true}}}}, "[1, -2]"},
		{&ir.Lit{Val: ir.Datatype{Ctor: "some", Fields: []ir.Value{ir.Str("x")}}}, "some \"x\""},
		{&ir.Unary{Op: ir.OpNeg, X: &ir.Lit{Val: ir.NewInt(-2)}}, "-(-2)"},
		{&ir.Member{X: &ir.Lit{Val: ir.Int{V: big.NewInt(3), Signed: true}}, Name: "natAbs"}, "(3 : Int).natAbs"},
		{&ir.Member{X: &ir.Lit{Val: ir.NewInt(3)}, Name: "succ"}, "(3).succ"},
		{&ir.Member{X: &ir.Lit{Val: ir.NewInt(-3)}, Name: "natAbs"}, "(-3).natAbs"},
		{&ir.Member{X: &ir.Ident{Name: "List.nil"}, Name: "length"}, "(List.nil).length"},
		{&ir.Member{X: &ir.TupleExpr{Elems: []ir.Expr{num(1), num(2)}}, Name: "1"}, "(1, 2).2"},
		{&ir.Call{Fn: &ir.Ident{Name: "Function.comp"}, Args: []ir.Expr{id("f"), id("g")}}, "f ∘ g"},
		{&ir.Binary{Op: ir.OpImplies, X: &ir.Call{Fn: &ir.Ident{Name: "$toInt"}, Args: []ir.Expr{id("n")}}, Y: id("p")}, "((n : Int)) → p"},
		{&ir.Lit{Val: ir.Str("tab\t\x01é\u200b")}, "\"tab\\t\\x01é\\u200b\""},
	}
	for _, c := range ok {
		got, err := Print(c.e)
		if err != nil || got != c.want {
			t.Errorf("printed %q (%v), want %q", got, err, c.want)
			continue
		}
		if _, probs := ParseExpr(got); len(probs) > 0 {
			t.Errorf("%s does not parse: %v", got, probs)
		}
		if lit, isLit := c.e.(*ir.Lit); isLit {
			if v, err := ParseValue(got); err != nil || !ir.Equal(v, lit.Val) {
				t.Errorf("%s reads back as %v (%v), want %v", got, v, err, lit.Val)
			}
		}
	}
	// What the analyzers synthesize must evaluate as the IR does.
	list := func(coll ir.Kind, xs ...int64) ir.Expr {
		d := &ir.Display{Coll: coll}
		for _, x := range xs {
			d.Elems = append(d.Elems, num(x))
		}
		return d
	}
	for _, e := range []ir.Expr{
		&ir.Binary{Op: ir.OpEq, X: ms(list(ir.KSeq, 3, 1, 2)), Y: ms(list(ir.KSeq, 1, 2, 3))},
		&ir.Binary{Op: ir.OpEq, X: ms(list(ir.KSeq, 3, 1, 1)), Y: ms(list(ir.KSeq, 1, 3, 3))},
		&ir.Binary{Op: ir.OpNe, X: ms(list(ir.KArray, 3, 1)), Y: ms(list(ir.KArray, 1, 3))},
		&ir.Binary{Op: ir.OpEq, X: &ir.Unary{Op: ir.OpCard, X: list(ir.KSeq, 4, 5)}, Y: num(2)},
		// Lean's - truncates on Nat: OpSub prints as - for Int operands.
		&ir.Binary{Op: ir.OpEq, X: &ir.Binary{Op: ir.OpSub, X: &ir.Lit{Val: ir.Int{V: big.NewInt(3), Signed: true}}, Y: num(5)}, Y: num(-2)},
		&ir.Binary{Op: ir.OpEq, X: &ir.Binary{Op: ir.OpDivEuclid, X: num(-7), Y: num(2)}, Y: num(-4)},
		&ir.Binary{Op: ir.OpEq, X: &ir.Binary{Op: ir.OpModFloor, X: num(7), Y: num(-2)}, Y: num(-1)},
		&ir.Binary{Op: ir.OpEq, X: &ir.Slice{X: list(ir.KSeq, 1, 2, 3, 4), Lo: num(1), Hi: num(3), Clamp: true}, Y: list(ir.KSeq, 2, 3)},
		&ir.Binary{Op: ir.OpEq, X: &ir.Index{X: list(ir.KSeq, 1, 2), Args: []ir.Expr{num(5)}, Mode: ir.IndexDefault, Default: num(9)}, Y: num(9)},
		&ir.Chain{Ops: []ir.Op{ir.OpLe, ir.OpLt}, Args: []ir.Expr{num(0), num(2), num(2)}},
	} {
		want, _ := ir.NewCtx(&ir.Module{Lib: library()}).Check(e, nil)
		text, err := Print(e)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		e2, probs := ParseExpr(text)
		if len(probs) > 0 {
			t.Errorf("%s: %v", text, probs)
			continue
		}
		got, stop := ir.NewCtx(&ir.Module{Lib: library(), Namespaces: namespaces, LexOrder: true, OptionCoercion: true}).Check(e2, nil)
		if got != want || want == ir.Unknown {
			t.Errorf("%s is %v (%v), the IR %v", text, got, stop, want)
		}
	}
	bad := []struct {
		e    ir.Expr
		want string
	}{
		{&ir.Old{X: id("x")}, "old"},
		{&ir.Unsupported{Text: "by simp", Reason: "tactic"}, "by simp"},
		{&ir.Binary{Op: ir.OpDisjoint, X: id("a"), Y: id("b")}, "!!"},
		{ms(id("xs")), "multiset"},
		{&ir.Binary{Op: ir.OpEq, X: ms(id("xs")), Y: id("m")}, "multiset"},
		{&ir.Binary{Op: ir.OpDivReal, X: id("a"), Y: id("b")}, "operator /"},
		{&ir.Display{Coll: ir.KSet, Elems: []ir.Expr{num(1)}}, "set"},
		{&ir.Lit{Val: ir.MakeSet([]ir.Value{ir.NewInt(1)})}, "set"},
		{&ir.Quant{Vars: []ir.Binder{{Name: "x", Type: ir.TypeUnknown}}, Body: id("p")}, "bound variable x"},
		{&ir.Index{X: id("xs"), Args: []ir.Expr{num(-1)}, Mode: ir.IndexPython}, "negative indexing"},
		{&ir.Ident{Name: "$toInt"}, "$toInt"},
	}
	for _, c := range bad {
		got, err := Print(c.e)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("printed %q (%v), want an error mentioning %q", got, err, c.want)
		}
	}
}

// ---- VERINA round trip ----

type verinaTask struct {
	ID        string `json:"id"`
	Signature struct {
		Name string `json:"name"`
	} `json:"signature"`
	Precond   string `json:"precond"`
	Postcond  string `json:"postcond"`
	Aux       string `json:"aux"`
	LeanDecls struct {
		Precond  string `json:"precond"`
		Postcond string `json:"postcond"`
	} `json:"lean_decls"`
	Positive []struct {
		Inputs map[string]string `json:"inputs"`
		Output string            `json:"output"`
	} `json:"positive"`
	Negative []struct {
		Inputs map[string]string `json:"inputs"`
		Output string            `json:"output"`
	} `json:"negative"`
	RejectInputs []struct {
		Inputs map[string]string `json:"inputs"`
	} `json:"reject_inputs"`
}

func loadVerina(t *testing.T) []verinaTask {
	t.Helper()
	path := testdata.Shipped(t, "verina-dev.jsonl")
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("%s: %v", path, err)
	}
	defer f.Close()
	var tasks []verinaTask
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		var tk verinaTask
		if err := json.Unmarshal(sc.Bytes(), &tk); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		tasks = append(tasks, tk)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return tasks
}

// printSkips are the VERINA clauses that may not print, each with why
// (keyed "task/requires" or "task/ensures").
var printSkips = map[string]string{}

func contractNamed(m *ir.Module, name string) *ir.Contract {
	for _, c := range m.Contracts {
		if c.Name == name {
			return c
		}
	}
	return nil
}

func hasError(ps []ir.Problem) bool {
	for _, p := range ps {
		if p.Severity == ir.SevError {
			return true
		}
	}
	return false
}

// bindVerina binds a test's inputs (and output) as the dataset does.
func bindVerina(c *ir.Contract, inputs map[string]string, output string) (*ir.Env, error) {
	var env *ir.Env
	for _, prm := range c.Params {
		text, ok := inputs[prm.Name]
		if !ok {
			return nil, fmt.Errorf("no value for %s", prm.Name)
		}
		v, err := ParseValue(text)
		if err == nil {
			v, err = ir.Coerce(v, prm.Type)
		}
		if err != nil {
			return nil, err
		}
		env = env.BindState(prm.Name, v)
	}
	if output != "" && len(c.Results) == 1 {
		v, err := ParseValue(output)
		if err == nil {
			v, err = ir.Coerce(v, c.Results[0].Type)
		}
		if err != nil {
			return nil, err
		}
		env = env.BindState(c.Results[0].Name, v)
	}
	return env, nil
}

// TestPrintVerinaRoundTrip prints every VERINA pre- and postcondition,
// puts the text back in place of the original body, re-parses the file and
// checks that printing is a fixed point and that both versions give the
// same verdict on the task's tests.
func TestPrintVerinaRoundTrip(t *testing.T) {
	tasks := loadVerina(t)
	var clauses, printed, reparsed, fixed, evals, agreed, definite, skipped int
	seenSkip := map[string]bool{}
	for _, tk := range tasks {
		src := tk.Aux + "\n\n" + tk.LeanDecls.Precond + "\n\n" + tk.LeanDecls.Postcond + "\n"
		m := ParseFile(tk.ID+".lean", src)
		c := contractNamed(m, tk.Signature.Name)
		if hasError(m.Problems) || c == nil {
			t.Logf("%s: not parsed, not counted", tk.ID)
			continue
		}
		// Print each clause; replace bodies from the back so offsets hold.
		type repl struct {
			start, end int
			text       string
			key        string
		}
		var repls []repl
		for _, cl := range c.Clauses {
			clauses++
			key := tk.ID + "/" + cl.Kind.String()
			text, err := Print(cl.Expr)
			if err != nil {
				if why, ok := printSkips[key]; ok {
					seenSkip[key] = true
					skipped++
					t.Logf("%s: skipped (%s): %v", key, why, err)
				} else {
					t.Errorf("%s: %v", key, err)
				}
				text = src[cl.R.Start.Offset:cl.R.End.Offset]
			} else {
				printed++
				if _, ok := printSkips[key]; ok {
					t.Errorf("%s prints now: drop it from printSkips", key)
				}
			}
			repls = append(repls, repl{cl.R.Start.Offset, cl.R.End.Offset, text, key})
		}
		sort.Slice(repls, func(i, j int) bool { return repls[i].start > repls[j].start })
		src2 := src
		for _, r := range repls {
			src2 = src2[:r.start] + r.text + src2[r.end:]
		}
		m2 := ParseFile(tk.ID+".lean", src2)
		c2 := contractNamed(m2, tk.Signature.Name)
		if hasError(m2.Problems) || c2 == nil || len(c2.Clauses) != len(c.Clauses) {
			t.Errorf("%s: the printed contract does not parse: %v\n%s", tk.ID, m2.Problems, src2)
			continue
		}
		for i, cl := range c2.Clauses {
			reparsed++
			want := repls[len(repls)-1-i]
			if want.key != tk.ID+"/"+cl.Kind.String() {
				t.Fatalf("%s: clause order changed", tk.ID)
			}
			again, err := Print(cl.Expr)
			if seenSkip[want.key] {
				continue
			}
			if err != nil || again != want.text {
				t.Errorf("%s: printing is not a fixed point:\n %s\n %s (%v)", want.key, want.text, again, err)
				continue
			}
			fixed++
		}
		// Same verdicts on the tests.
		check := func(kind ir.ClauseKind, inputs map[string]string, output string) {
			var e1, e2 ir.Expr
			for i, cl := range c.Clauses {
				if cl.Kind == kind {
					e1, e2 = cl.Expr, c2.Clauses[i].Expr
				}
			}
			if e1 == nil {
				return
			}
			env, err := bindVerina(c, inputs, output)
			if err != nil {
				return
			}
			evals++
			st1, stop1 := ir.NewCtx(m).Check(e1, env)
			st2, stop2 := ir.NewCtx(m2).Check(e2, env)
			if st1 == st2 {
				agreed++
				if st1 == ir.True || st1 == ir.False {
					definite++
				}
				return
			}
			t.Errorf("%s/%s on %v -> %q: %v (%v) before printing, %v (%v) after", tk.ID, kind, inputs, output, st1, stop1, st2, stop2)
		}
		seen := map[string]bool{}
		for _, p := range tk.Positive {
			if k := fmt.Sprint(p.Inputs); !seen[k] {
				seen[k] = true
				check(ir.Requires, p.Inputs, "")
			}
			check(ir.Ensures, p.Inputs, p.Output)
		}
		for _, p := range tk.Negative {
			check(ir.Ensures, p.Inputs, p.Output)
		}
		for _, p := range tk.RejectInputs {
			check(ir.Requires, p.Inputs, "")
		}
	}
	for key := range printSkips {
		if !seenSkip[key] {
			t.Errorf("printSkips names %s, which was not met", key)
		}
	}
	t.Logf("VERINA: %d tasks, %d clauses: %d printed, %d skipped, %d re-parsed, %d fixed points; %d test evaluations, %d agreed (%d of them true or false)",
		len(tasks), clauses, printed, skipped, reparsed, fixed, evals, agreed, definite)
	if clauses == 0 {
		t.Fatal("no clauses")
	}
}

// TestPrintVerinaBodies round-trips the pre/postcondition bodies alone
// through ParseExpr (no parameters in scope, so no evaluation).
func TestPrintVerinaBodies(t *testing.T) {
	tasks := loadVerina(t)
	var parsed, printed, fixed int
	for _, tk := range tasks {
		for _, body := range []string{tk.Precond, tk.Postcond} {
			if strings.TrimSpace(body) == "" {
				continue
			}
			e, probs := ParseExpr(body)
			if len(probs) > 0 {
				continue
			}
			parsed++
			text, err := Print(e)
			if err != nil {
				t.Errorf("%s: %v", tk.ID, err)
				continue
			}
			printed++
			e2, probs := ParseExpr(text)
			if len(probs) > 0 {
				t.Errorf("%s: %s does not parse: %v", tk.ID, text, probs)
				continue
			}
			if again, err := Print(e2); err != nil || again != text {
				t.Errorf("%s: not a fixed point:\n %s\n %s (%v)", tk.ID, text, again, err)
				continue
			}
			fixed++
		}
	}
	t.Logf("VERINA bodies: %d parsed alone, %d printed, %d re-parsed to a fixed point", parsed, printed, fixed)
}
