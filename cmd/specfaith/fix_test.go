package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf16"
)

// annotations are the example lines of doc comments (@input, @accept, …).
var annotations = regexp.MustCompile(`(?m)^.*@(input|accept|reject|reject-input) .*\n`)

const sqrtFix = "ensures N < (r + 1) * (r + 1)"

// sqrtCopy writes examples/dafny/sqrt.dfy without its examples into a
// temporary directory, transformed by edit, with the given mode.
func sqrtCopy(t *testing.T, mode os.FileMode, edit func(string) string) (string, []byte) {
	t.Helper()
	data, err := os.ReadFile("../../examples/dafny/sqrt.dfy")
	if err != nil {
		t.Fatal(err)
	}
	src := []byte(edit(annotations.ReplaceAllString(string(data), "")))
	path := filepath.Join(t.TempDir(), "sqrt.dfy")
	if err := os.WriteFile(path, src, mode); err != nil {
		t.Fatal(err)
	}
	os.Chmod(path, mode)
	return path, src
}

func runCLI(args ...string) (string, string, int) {
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return out.String(), errb.String(), code
}

func same(s string) string { return s }

// TestFixSkipsUnchecked: without examples, and with a body that returns
// the trivial witness (no oracle), the bound is a suggestion: --fix lists
// it as skipped, says why, and leaves the file alone.
func TestFixSkipsUnchecked(t *testing.T) {
	path, before := sqrtCopy(t, 0o644, same)
	out, errs, _ := runCLI("check", "--fix", path)
	want := "skipped the fix for [trivial-witness] (Add postcondition bound (unchecked): N < (r + 1) * (r + 1)): unchecked: no examples or implementation that ran to check it against (--unchecked applies it)"
	if !strings.Contains(out, want) || strings.Contains(out, "applied") {
		t.Errorf("output %q %q, want %q", out, errs, want)
	}
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Errorf("file changed:\n%s", after)
	}
}

// TestFixSqrt is the acceptance of check --fix: on sqrt.dfy without its
// examples the trivial witness goes, the report says what was added, the
// mode is kept, the file is replaced by a rename (a hard link to the old
// file keeps the old text), and Dafny still resolves the file.
func TestFixSqrt(t *testing.T) {
	path, before := sqrtCopy(t, 0o640, same)
	link := path + ".old"
	if err := os.Link(path, link); err != nil {
		t.Fatal(err)
	}
	out, errs, code := runCLI("check", "--fix", "--unchecked", path)
	// Exit 1: once the contract says what was meant, the re-check runs the
	// body r := 0 and finds it wrong (a warning), which it should.
	if code != 1 {
		t.Errorf("exit %d: %s %s", code, out, errs)
	}
	if want := path + ": applied 1 fix: added `" + sqrtFix + "` (unchecked: no examples or implementation to check it against)\n"; !strings.HasPrefix(out, want) {
		t.Errorf("output %q, want it to start with %q", out, want)
	}
	if strings.Contains(out, "trivial-witness") || !strings.Contains(out, "the implementation returns r = 0 for N = 1, which the postcondition rejects") {
		t.Errorf("the re-check reports: %s", out)
	}
	after, _ := os.ReadFile(path)
	if !strings.Contains(string(after), "  ensures r * r <= N\n  "+sqrtFix+"\n{") {
		t.Errorf("fixed file:\n%s", after)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o640 {
		t.Errorf("mode %v, want 0640", st.Mode().Perm())
	}
	if old, _ := os.ReadFile(link); !bytes.Equal(old, before) {
		t.Errorf("the file was rewritten in place, not replaced")
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 2 {
		t.Errorf("files left in the directory: %v", entries)
	}
	if _, err := exec.LookPath("dafny"); err != nil {
		t.Skip("dafny is not on PATH: the resolution check is skipped")
	}
	res, err := exec.Command("dafny", "/compile:0", "/noVerify", path).CombinedOutput()
	if err != nil || strings.Contains(string(res), "Error") {
		t.Errorf("dafny does not resolve the fixed file (%v): %s", err, res)
	}
}

// TestFixKeepsBOMAndCRLF: a file with a UTF-8 byte order mark and CRLF
// line breaks keeps both.
func TestFixKeepsBOMAndCRLF(t *testing.T) {
	path, _ := sqrtCopy(t, 0o644, func(s string) string { return "\ufeff" + strings.ReplaceAll(s, "\n", "\r\n") })
	out, errs, code := runCLI("check", "--fix", "--unchecked", path)
	if code > 1 {
		t.Errorf("exit %d: %s %s", code, out, errs)
	}
	after, _ := os.ReadFile(path)
	s := string(after)
	if !strings.HasPrefix(s, "\ufeff//") || strings.Count(s, "\n") != strings.Count(s, "\r\n") || !strings.Contains(s, "\r\n  "+sqrtFix+"\r\n{") {
		t.Errorf("fixed file %q", s)
	}
}

// TestFixThroughSymlink rewrites the link's target and keeps the link,
// when the target lies in the link's project; a link to a file outside
// the project is not written through (the fix is reported as not
// written, exit 2) unless --allow-outside.
func TestFixThroughSymlink(t *testing.T) {
	path, _ := sqrtCopy(t, 0o644, same)
	link := filepath.Join(filepath.Dir(path), "link.dfy")
	if err := os.Symlink(path, link); err != nil {
		t.Skip("no symlinks here:", err)
	}
	if _, _, code := runCLI("check", "--fix", "--unchecked", link); code > 1 {
		t.Errorf("exit %d", code)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced")
	}
	if after, _ := os.ReadFile(path); !strings.Contains(string(after), sqrtFix) {
		t.Errorf("target not fixed:\n%s", after)
	}

	outside, before := sqrtCopy(t, 0o644, same)
	proj := t.TempDir()
	os.WriteFile(filepath.Join(proj, ".specfaith.toml"), nil, 0o644)
	far := filepath.Join(proj, "far.dfy")
	if err := os.Symlink(outside, far); err != nil {
		t.Fatal(err)
	}
	_, errs, code := runCLI("check", "--fix", "--unchecked", far)
	if code != 2 || !strings.Contains(errs, "outside the project") {
		t.Errorf("fix through a link out of the project: exit %d, %q", code, errs)
	}
	if after, _ := os.ReadFile(outside); !bytes.Equal(after, before) {
		t.Errorf("the file outside the project was written")
	}
	if _, errs, code := runCLI("check", "--fix", "--unchecked", "--allow-outside", far); code > 1 {
		t.Errorf("--allow-outside: exit %d, %s", code, errs)
	}
	if after, _ := os.ReadFile(outside); !strings.Contains(string(after), sqrtFix) {
		t.Errorf("--allow-outside: target not fixed")
	}
}

// TestDiffQuotesNames: a file name with a newline cannot forge a line of
// the patch: the headers quote it as git does, and the text report
// quotes it too.
func TestDiffQuotesNames(t *testing.T) {
	path, _ := sqrtCopy(t, 0o644, same)
	odd := filepath.Join(filepath.Dir(path), "evil\n+++ injected\n.dfy")
	if err := os.Rename(path, odd); err != nil {
		t.Skip(err)
	}
	out, errs, code := runCLI("check", "--diff", "--unchecked", odd)
	if code > 1 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "+++ injected") {
			t.Errorf("the name forged a header line:\n%s", out)
		}
	}
	if !strings.Contains(out, `--- "a/`) || !strings.Contains(out, `evil\n+++ injected\n.dfy"`) {
		t.Errorf("header not quoted as git quotes it:\n%s", out)
	}
	text, _, _ := runCLI("check", odd)
	if strings.Contains(text, "\n+++ injected") {
		t.Errorf("the text report printed the raw name:\n%s", text)
	}
	if got := gitQuote("a/tab\there\"é"); got != `"a/tab\there\"\303\251"` {
		t.Errorf("gitQuote = %s", got)
	}
}

// TestDiffWritesNothing: --diff prints a unified diff that patch applies,
// and leaves the file as it was.
func TestDiffWritesNothing(t *testing.T) {
	path, before := sqrtCopy(t, 0o644, same)
	out, errs, code := runCLI("check", "--diff", "--unchecked", path)
	if code > 1 { // 1: the fixed text's re-check finds the body r := 0 wrong
		t.Errorf("exit %d: %s", code, errs)
	}
	name := strings.TrimPrefix(filepath.ToSlash(path), "/")
	want := "--- a/" + name + "\n+++ b/" + name + "\n@@ -3,6 +3,7 @@\n"
	if !strings.HasPrefix(out, want) || !strings.Contains(out, "\n+  "+sqrtFix+"\n {\n") {
		t.Errorf("diff:\n%s", out)
	}
	if !strings.Contains(errs, "would apply 1 fix") {
		t.Errorf("stderr %q", errs)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(after, before) {
		t.Errorf("--diff wrote the file")
	}
	if _, err := exec.LookPath("patch"); err == nil {
		patch := exec.Command("patch", "-p0", "--dry-run", path)
		patch.Stdin = strings.NewReader(out)
		if res, err := patch.CombinedOutput(); err != nil {
			t.Errorf("patch does not apply the diff: %v %s", err, res)
		}
	}
}

// TestUnifiedDiffHunks: changes far apart get their own hunks, close ones
// share one; a missing final line break is marked.
func TestUnifiedDiffHunks(t *testing.T) {
	var a []string
	for i := 1; i <= 20; i++ {
		a = append(a, "line"+string(rune('a'+i)))
	}
	x := strings.Join(a, "\n")
	b := append([]string(nil), a...)
	b[1] = "changed"
	b[17] = "changed too"
	y := strings.Join(b, "\n") + "\n"
	got := unifiedDiff("f", x, y)
	want := "--- a/f\n+++ b/f\n" +
		"@@ -1,5 +1,5 @@\n lineb\n-linec\n+changed\n lined\n linee\n linef\n" +
		"@@ -15,6 +15,6 @@\n linep\n lineq\n liner\n-lines\n+changed too\n linet\n-lineu\n\\ No newline at end of file\n+lineu\n"
	if got != want {
		t.Errorf("diff:\n%s\nwant:\n%s", got, want)
	}
}

type fixJSON struct {
	Title string `json:"title"`
	Edits []struct {
		Range struct {
			Start struct{ Line, Character int } `json:"start"`
			End   struct{ Line, Character int } `json:"end"`
		} `json:"range"`
		NewText string `json:"newText"`
	} `json:"edits"`
}

type fixReportJSON struct {
	Files []struct {
		Contracts []struct {
			Diagnostics []struct {
				Code  string    `json:"code"`
				Fixes []fixJSON `json:"fixes"`
			} `json:"diagnostics"`
		} `json:"contracts"`
		Fix *struct {
			Applied []struct {
				Code    string `json:"code"`
				Summary string `json:"summary"`
				fixJSON
			} `json:"applied"`
			Skipped []struct {
				Code   string `json:"code"`
				Reason string `json:"reason"`
			} `json:"skipped"`
			Written bool `json:"written"`
		} `json:"fix"`
	} `json:"files"`
}

func decodeFixJSON(t *testing.T, out string) fixReportJSON {
	t.Helper()
	var rep fixReportJSON
	if err := json.Unmarshal([]byte(out), &rep); err != nil || len(rep.Files) != 1 {
		t.Fatalf("bad JSON (%v): %s", err, out)
	}
	return rep
}

// TestJSONFixes: each finding's fixes are LSP text edits, 0-based lines
// and UTF-16 characters (the line holds a character outside the BMP, two
// UTF-16 units, before the insertion point).
func TestJSONFixes(t *testing.T) {
	comment := " // ≤ 𝑁"
	path, _ := sqrtCopy(t, 0o644, func(s string) string {
		return strings.Replace(s, "ensures r * r <= N", "ensures r * r <= N"+comment, 1)
	})
	out, _, _ := runCLI("check", "--format", "json", path)
	rep := decodeFixJSON(t, out)
	d := rep.Files[0].Contracts[0].Diagnostics
	if len(d) != 1 || d[0].Code != "trivial-witness" || len(d[0].Fixes) == 0 {
		t.Fatalf("diagnostics %+v", d)
	}
	fx := d[0].Fixes[0]
	line := "  ensures r * r <= N" + comment
	units := len(utf16.Encode([]rune(line)))
	if fx.Title != "Add postcondition bound (unchecked): N < (r + 1) * (r + 1)" || len(fx.Edits) != 1 {
		t.Fatalf("fix %+v", fx)
	}
	e := fx.Edits[0]
	if e.Range.Start.Line != 4 || e.Range.Start.Character != units || e.Range.End != e.Range.Start || e.NewText != "\n  "+sqrtFix {
		t.Errorf("edit %+v, want an insertion at 4:%d", e, units)
	}
}

// TestFixJSONAndConflicts: two findings in one contract (a required
// input rejected, a trivial witness) each have a fix; --fix applies the
// first and says the other was skipped, in JSON; the diagnostics are the
// re-check's.
func TestFixJSONAndConflicts(t *testing.T) {
	path := filepath.Join(t.TempDir(), "two.dfy")
	src := "/// The integer square root of N.\n/// @input N = 0; N = 4\nmethod SquareRoot(N: int) returns (r: int)\n  requires N > 0\n  ensures r * r <= N\n"
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	out, _, code := runCLI("check", "--format", "json", "--fix", "--unchecked", path)
	if code != 1 {
		t.Errorf("exit %d, want 1 (the trivial witness remains)", code)
	}
	rep := decodeFixJSON(t, out)
	fix := rep.Files[0].Fix
	if fix == nil || !fix.Written || len(fix.Applied) != 1 || fix.Applied[0].Code != "required-input-recall" ||
		fix.Applied[0].Summary != "changed the precondition `N > 0` to `N >= 0`" {
		t.Fatalf("fix %+v", fix)
	}
	if len(fix.Skipped) != 1 || fix.Skipped[0].Code != "trivial-witness" || !strings.Contains(fix.Skipped[0].Reason, "already changes SquareRoot") {
		t.Errorf("skipped %+v", fix.Skipped)
	}
	var codes []string
	for _, d := range rep.Files[0].Contracts[0].Diagnostics {
		codes = append(codes, d.Code)
	}
	if strings.Join(codes, ",") != "trivial-witness" {
		t.Errorf("re-check diagnostics %v", codes)
	}
	after, _ := os.ReadFile(path)
	if !strings.Contains(string(after), "requires N >= 0\n") || strings.Contains(string(after), "ensures N <") {
		t.Errorf("fixed file:\n%s", after)
	}
	// The text report says the same.
	os.WriteFile(path, []byte(src), 0o644)
	text, _, _ := runCLI("check", "--fix", "--unchecked", path)
	if !strings.Contains(text, ": applied 1 fix: changed the precondition `N > 0` to `N >= 0`\n") ||
		!strings.Contains(text, ":5: skipped the fix for [trivial-witness]") {
		t.Errorf("text report:\n%s", text)
	}
}

// TestFixSarifRefused: --fix does not report in SARIF.
func TestFixSarifRefused(t *testing.T) {
	path, _ := sqrtCopy(t, 0o644, same)
	if _, errs, code := runCLI("check", "--format", "sarif", "--fix", path); code != 2 || !strings.Contains(errs, "text or json") {
		t.Errorf("exit %d: %s", code, errs)
	}
}

// TestFixVerify: with --verify, Dafny checks each fix of a verified file.
// Both maxima get "m in s"; the first's loop invariant proves it, the
// second's loop gets the invariant the fix derives for it (checked on
// the implementation's runs), and Dafny accepts both.
func TestFixVerify(t *testing.T) {
	if _, err := exec.LookPath("dafny"); err != nil {
		t.Skip("dafny not on PATH (make setup installs it)")
	}
	data, err := os.ReadFile("testdata/verifyfix.dfy")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "verifyfix.dfy")
	os.WriteFile(path, data, 0o644)
	out, errs, _ := runCLI("check", "--fix", "--verify", path)
	for _, want := range []string{
		path + ": applied 2 fixes: added `ensures m in s`; added `ensures m in s`, with loop invariant `m in s`",
		path + ": verifier: dafny: the file verifies; 2 of 2 fixes keep it verified",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s%s", want, out, errs)
		}
	}
	after, _ := os.ReadFile(path)
	if strings.Count(string(after), "ensures m in s") != 2 || strings.Count(string(after), "invariant m in s\n") != 1 {
		t.Errorf("fixed file:\n%s", after)
	}
}

// TestMutationFloor: under the floor a surviving mutant is a warning (and
// the exit status says so); with --mutation-floor below the kill rate it
// is information.
func TestMutationFloor(t *testing.T) {
	path := filepath.Join(t.TempDir(), "find.dfy")
	os.WriteFile(path, []byte(`method Find(s: seq<int>, x: int) returns (i: int)
  ensures 0 <= i < |s| ==> s[i] == x
{
  i := 0;
  while i < |s|
  {
    if s[i] == x { return; }
    i := i + 1;
  }
}
`), 0o644)
	out, _, _ := runCLI("check", path)
	if !strings.Contains(out, "warning: a changed implementation passes") || !strings.Contains(out, "(mutants killed 2/5)") {
		t.Errorf("default floor:\n%s", out)
	}
	out, _, _ = runCLI("check", "--mutation-floor", "0.3", path)
	if !strings.Contains(out, "info: a changed implementation passes") {
		t.Errorf("--mutation-floor 0.3:\n%s", out)
	}
	if _, errs, code := runCLI("check", "--mutation-floor", "80", path); code != 2 || !strings.Contains(errs, "want a kill rate from 0 to 1") {
		t.Errorf("--mutation-floor 80: exit %d, %s", code, errs)
	}
}

// TestFixShipsInvariant: without --verify, a fix whose proof the body's
// annotations do not support is applied with the loop invariant that
// carries it. Max keeps m in s[..i] as an invariant, Max2 gets m in s.
func TestFixShipsInvariant(t *testing.T) {
	data, err := os.ReadFile("testdata/verifyfix.dfy")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "verifyfix.dfy")
	os.WriteFile(path, data, 0o644)
	out, errs, _ := runCLI("check", "--diff", path)
	for _, want := range []string{
		path + ": would apply 2 fixes: added `ensures m in s`; added `ensures m in s`, with loop invariant `m in s`",
	} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errs)
		}
	}
	if strings.Count(out, "+  ensures m in s") != 2 || strings.Count(out, "+    invariant m in s\n") != 1 {
		t.Errorf("diff:\n%s", out)
	}
}

// TestNaginiWeakAndFaithful: each weak contract of testdata/nagini_weak.py
// is flagged with a Nagini-checkable fix (a permutation through ToMS and
// ToSeq, the missing side of a bound), and each faithful one of
// testdata/nagini_faithful.py is clean.
func TestNaginiWeakAndFaithful(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"nagini_weak.py", "nagini_weak_more.py", "nagini_faithful.py"} {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, name), data, 0o644)
	}
	out, _, _ := runCLI("check", filepath.Join(dir, "nagini_faithful.py"))
	if !strings.Contains(out, "0 errors, 0 warnings, 0 notes") {
		t.Errorf("faithful contracts flagged:\n%s", out)
	}
	weak := filepath.Join(dir, "nagini_weak.py")
	out, _, _ = runCLI("check", weak)
	for _, want := range []string{
		"nagini_weak.py:8:5: warning: for xs = [0]; xs = [1]; xs = [1, 2, 3]; and 5 more the postcondition places no constraint on the elements of result [unconstrained-output]",
		"nagini_weak.py:17:5: info: a changed implementation passes: `return xs[0]` → `return xs[0] + 1`",
		"nagini_weak.py:23:5: info: a changed implementation passes: `return x + 1` → `return x + 2`",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("weak contracts: output lacks %q:\n%s", want, out)
		}
	}
	diff, errs, _ := runCLI("check", "--diff", "--unchecked", weak)
	diff += errs
	for _, want := range []string{
		// Inferred from the implementation's runs: the copy's index map,
		// the loop-free head's own value, the missing side of a bound.
		"+    Ensures(Forall(int, lambda i: Implies(0 <= i and i < len(Result()), Result()[i] == xs[i])))",
		"+    Ensures(Result() == xs[0])",
		"+    Ensures(x >= Result() - 1)",
	} {
		if !strings.Contains(diff, want) {
			t.Errorf("fixes: diff lacks %q:\n%s", want, diff)
		}
	}
	// A filter without completeness and a rotation that leaves every
	// position but the last free: flagged, with the missing clause
	// offered (and left to --verify: no invariant speaks of it).
	more := filepath.Join(dir, "nagini_weak_more.py")
	out, _, _ = runCLI("check", more)
	fixes, errs, _ := runCLI("check", "--diff", "--unchecked", more)
	out += fixes + errs
	for _, want := range []string{
		"postcondition is satisfied by returning result = [] for every input",
		"the postcondition places no constraint on result[0] [unconstrained-output]",
		"(Add missing postcondition bound: Forall(xs, lambda y: Implies(y > 0, y in Result()))",
		"(Add missing postcondition bound: ToMS(ToSeq(Result())) == ToMS(ToSeq(xs))",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("weak filter and rotation: output lacks %q:\n%s", want, out)
		}
	}
}

// TestNaginiFixesVerify: the three weak contracts, fixed by their first
// fix with the implementations kept, still verify under the real Nagini
// (installed into .venv by make setup; a slow test, run in CI).
func TestNaginiFixesVerify(t *testing.T) {
	if testing.Short() {
		t.Skip("live Nagini runs skipped in -short mode")
	}
	root, _ := filepath.Abs("../..")
	bin := filepath.Join(root, ".venv", "bin")
	if _, err := os.Stat(filepath.Join(bin, "nagini")); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("Nagini is not installed in .venv: run make setup")
		}
		t.Skip("Nagini not installed in .venv: live test skipped")
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	data, err := os.ReadFile("testdata/nagini_weak.py")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "nagini_weak.py")
	os.WriteFile(path, data, 0o644)
	out, errs, _ := runCLI("check", "--fix", "--verify", path)
	for _, want := range []string{
		path + ": applied 3 fixes: added `Ensures(Forall(int, lambda i: Implies(0 <= i and i < len(Result()), Result()[i] == xs[i])))`; added `Ensures(Result() == xs[0])`; added `Ensures(x >= Result() - 1)`",
		path + ": verifier: nagini: the file verifies; 3 of 3 fixes keep it verified",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s%s", want, out, errs)
		}
	}
	after, _ := os.ReadFile(path)
	if !strings.Contains(string(after), "return xs[:]") || !strings.Contains(string(after), "Ensures(Result() == xs[0])") {
		t.Errorf("fixed file:\n%s", after)
	}
}

// TestFixTruncationGuard: the truncating-arithmetic fix requires the
// guard in the file's language once the example inputs all meet it, and
// is left out where one does not; with nagini on PATH the fixed file
// still verifies.
func TestFixTruncationGuard(t *testing.T) {
	dir := t.TempDir()
	lean := filepath.Join(dir, "gap.lean")
	os.WriteFile(lean, []byte(`/-- The distance from a down to b.
@input a = 5, b = 3
-/
def gap_precond (a : Nat) (b : Nat) : Prop := True

def gap_postcond (a : Nat) (b : Nat) (result : Nat) (h_precond : gap_precond a b) : Prop :=
  result = a - b
`), 0o644)
	py := filepath.Join(dir, "half.py")
	half := `from nagini_contracts.contracts import *


def half(n: int) -> int:
    """Half of n, rounded down.

    @input n = 4
    """
    Ensures(Result() == n // 2)
    return n // 2
`
	os.WriteFile(py, []byte(half), 0o644)
	out, errs, _ := runCLI("check", "--fix", lean, py)
	for _, want := range []string{lean + ": applied 1 fix: added `b ≤ a` in the precondition", py + ": applied 1 fix: added `Requires(n >= 0)`"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s%s", want, out, errs)
		}
	}
	if b, _ := os.ReadFile(lean); !strings.Contains(string(b), "Prop := b ≤ a\n") {
		t.Errorf("fixed Lean file:\n%s", b)
	}
	// An example input the guard would turn away: no fix.
	neg := filepath.Join(dir, "neg.py")
	os.WriteFile(neg, []byte(strings.Replace(half, "@input n = 4", "@input n = -3", 1)), 0o644)
	out, _, _ = runCLI("check", "--fix", neg)
	if strings.Contains(out, "applied") || !strings.Contains(out, "[truncating-arithmetic]") {
		t.Errorf("a guard that rejects an example input was applied, or the finding is gone:\n%s", out)
	}
	// A caller in the file must then establish the guard: only the
	// verifier can say whether it does.
	called := filepath.Join(dir, "called.py")
	os.WriteFile(called, []byte(half+"\n\ndef quarter(n: int) -> int:\n    Ensures(Result() == n // 4)\n    return half(half(n))\n"), 0o644)
	out, _, _ = runCLI("check", "--fix", called)
	if !strings.Contains(out, "skipped the fix for [truncating-arithmetic] (Require `n >= 0` (callers must establish it)): callers in this file must now establish it (--verify tries it with the verifier)") {
		t.Errorf("a guard its callers must establish was not left to the verifier:\n%s", out)
	}
	if venv, err := filepath.Abs("../../.venv/bin"); err == nil {
		if _, err := os.Stat(filepath.Join(venv, "nagini")); err == nil {
			t.Setenv("PATH", venv+string(os.PathListSeparator)+os.Getenv("PATH")) // make setup's Nagini
		}
	}
	if _, err := exec.LookPath("nagini"); err != nil {
		t.Log("nagini not installed (make setup installs it): the fixed file is not verified here")
		return
	}
	ver := filepath.Join(dir, "ver.py")
	os.WriteFile(ver, []byte(half), 0o644)
	out, errs, _ = runCLI("check", "--fix", "--verify", ver)
	if !strings.Contains(out, ver+": verifier: nagini: the file verifies; 1 of 1 fixes keep it verified") {
		t.Errorf("nagini on the fixed file:\n%s%s", out, errs)
	}
}

// TestNoFixSaysWhy: a warning a fix could answer but that gets none is
// reported with the reason, by --fix and by --diff (on stderr), so that
// "no fix" never looks like a failure.
func TestNoFixSaysWhy(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "sq.dfy")
	// The sum of squares: no clause of the grammar holds on its runs and
	// rejects the witness r = 0.
	src := "method SumSquares(n: nat) returns (r: int)\n  ensures r >= 0\n{\n  r := 0;\n  var i := 0;\n  while i < n\n  {\n    r := r + i * i;\n    i := i + 1;\n  }\n}\n"
	os.WriteFile(path, []byte(src), 0o644)
	for _, mode := range []string{"--fix", "--diff"} {
		var out, errb bytes.Buffer
		run([]string{"check", mode, path}, &out, &errb)
		said := out.String() + errb.String()
		if !strings.Contains(said, "sq.dfy:2: [trivial-witness] no fix: ") {
			t.Errorf("%s does not say why the witness got no fix:\n%s", mode, said)
		}
	}
	if b, _ := os.ReadFile(path); string(b) != src {
		t.Errorf("the file changed with no fix to apply:\n%s", b)
	}
}
