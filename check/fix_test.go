package check

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/analyzers"
)

// dafnyResolves runs Dafny's resolver on text (no verification), or skips
// where dafny is not installed.
func dafnyResolves(t *testing.T, text string) {
	t.Helper()
	if _, err := exec.LookPath("dafny"); err != nil {
		t.Skip("dafny is not on PATH: the resolution check is skipped")
	}
	path := filepath.Join(t.TempDir(), "fixed.dfy")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("dafny", "/compile:0", "/noVerify", path).CombinedOutput()
	if err != nil || strings.Contains(string(out), "Error") {
		t.Errorf("dafny does not resolve the fixed file (%v):\n%s\n%s", err, out, text)
	}
}

// firstFix analyses src and returns the first fix of its only contract,
// with the fixed text.
func firstFix(t *testing.T, path, src string) (Fix, string) {
	t.Helper()
	rep := File(context.Background(), path, []byte(src), nil)
	if len(rep.Contracts) != 1 {
		t.Fatalf("%d contracts", len(rep.Contracts))
	}
	fixes := Fixes(context.Background(), LanguageFor(path), rep, src, &rep.Contracts[0])
	if len(fixes) == 0 {
		t.Fatalf("no fixes; findings %+v", rep.All())
	}
	return fixes[0], ApplyEdits(src, fixes[0].Edits)
}

// TestFunctionFixUsesOwnCall: a Dafny function's unnamed result has no
// name a clause can use; the added clause calls the function instead
// (`result` does not resolve). A named result keeps its name.
func TestFunctionFixUsesOwnCall(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"function Isqrt(n: nat): nat\n  ensures Isqrt(n) * Isqrt(n) <= n\n", "n < (Isqrt(n) + 1) * (Isqrt(n) + 1)"},
		{"function Isqrt(n: nat): (r: nat)\n  ensures r * r <= n\n", "n < (r + 1) * (r + 1)"},
	} {
		fx, fixed := firstFix(t, "f.dfy", tc.src)
		if fx.Bound.Text != tc.want || !strings.Contains(fixed, "  ensures "+tc.want+"\n") {
			t.Errorf("fix %q, text:\n%s", fx.Bound.Text, fixed)
		}
		for _, f := range File(context.Background(), "f.dfy", []byte(fixed), nil).All() {
			if f.Code == analyzers.CodeTrivialWitness || f.Code == "syntax" {
				t.Errorf("after the fix: [%s] %s", f.Code, f.Message)
			}
		}
		dafnyResolves(t, fixed)
	}
}

// TestFixKeepsCRLF: in a CRLF file the inserted line ends in CRLF too, in
// every language.
func TestFixKeepsCRLF(t *testing.T) {
	for _, path := range []string{"../examples/dafny/sqrt.dfy", "../examples/lean/isqrt.lean", "../examples/nagini/sqrt.py"} {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		src := strings.ReplaceAll(annotations.ReplaceAllString(string(data), ""), "\n", "\r\n")
		_, fixed := firstFix(t, path, src)
		if fixed == src || strings.Count(fixed, "\n") != strings.Count(fixed, "\r\n") {
			t.Errorf("%s: line endings mixed after the fix:\n%q", path, fixed)
		}
	}
}

// TestBoundSynthesisCancels: the confirmation runs of a bound quick-fix
// (the search again, with each candidate clause) follow the caller's
// context, so an edit cancels them; nothing half-confirmed is offered.
func TestBoundSynthesisCancels(t *testing.T) {
	src := "method Sqrt(n: nat) returns (r: nat)\n  ensures r * r <= n\n{\n  r := 0;\n  while (r + 1) * (r + 1) <= n\n    invariant r * r <= n\n  {\n    r := r + 1;\n  }\n}\n"
	lang := LanguageFor("s.dfy")
	m := lang.Parse("s.dfy", src)
	c := m.Contracts[0]
	att := analyzers.RunAttack(context.Background(), m, c, analyzers.DefaultAttack, false)
	opts := analyzers.SynthOptions{Print: lang.Print, Parse: lang.ParseClause}
	if got := analyzers.SynthesizeBounds(context.Background(), att, opts); len(got) == 0 {
		t.Fatal("no bound for the weak square root: the test shows nothing")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if got := analyzers.SynthesizeBounds(ctx, att, opts); got != nil {
		t.Errorf("a cancelled synthesis offered %d bounds", len(got))
	}
}
