package toolchain

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/specfaith/specfaith/ir"
)

// Outputs of Nagini 1.2.0 (`nagini --ide-mode FILE`, Python 3.11, Java 17),
// captured from real runs on the sources next to them.

const naginiSrcFail = `from nagini_contracts.contracts import *


def bad(x: int) -> int:
    Ensures(Result() > x)
    return x
`

const naginiOutFail = `Verification failed
Errors:
fail.py:5:13:5:25: error: Postcondition of bad might not hold. Assertion (Result() > x) might not hold.
Verification took 19.43 seconds.
`

const naginiOutOK = `Verification successful
Verification took 18.65 seconds.
`

// Non-ASCII text before a node: Nagini's columns count code points
// (here both ends, from its tokenizer-based fix-up).
const naginiSrcUni = `from nagini_contracts.contracts import *
from helper import inc


def f(x: int) -> int:
    Requires(x > 0)
    Ensures(Result() > 0)
    Assert(len("éé") == 2 and x > 5)
    return inc(x)
`

const naginiOutUni = `Verification failed
Errors:
uni.py:8:12:8:36: error: Assert might fail. Assertion (x > 5) might not hold.
Verification took 26.22 seconds.
`

// Here Nagini's fix-up failed for the node's end, which stayed CPython's
// byte offset (44 + 1) while the start counts code points (21 + 1).
const naginiSrcUni2 = `from nagini_contracts.contracts import *


def g(x: int) -> None:
    s = "éé"; Assert(len(s) == 2 and x > 5)
`

const naginiOutUni2 = `Verification failed
Errors:
uni2.py:5:22:5:45: error: Assert might fail. Assertion (x > 5) might not hold.
Verification took 18.88 seconds.
`

// A range over several lines.
const naginiSrcTerm = `from nagini_contracts.contracts import *
from nagini_contracts.obligations import MustTerminate


def loop(x: int) -> int:
    Requires(MustTerminate(1))
    while x > 0:
        Invariant(MustTerminate(1))
        x = x + 1
    return x
`

const naginiOutTerm = `Verification failed
Errors:
term.py:7:5:9:18: error: Obligation leak check failed. Loop might not keep promise to terminate.
Verification took 20.28 seconds.
`

// A message with a trailing blank (no reason text).
const naginiOutInvalidPre = `Verification failed
Errors:
invalid.py:5:14:5:26: error: The precondition of (Result() > 0) might not hold. 
Verification took 18.33 seconds.
`

const naginiSrcInvalidPre = `from nagini_contracts.contracts import *


def f(x: int) -> int:
    Requires(Result() > 0)
    return x
`

const naginiSrcSyntax = `from nagini_contracts.contracts import *


def double(x: int) -> int
    return x + x
`

const naginiOutSyntax = `Translation failed
Type error: expected ':' (syntax.py@4.0)
`

const naginiSrcTypes = `from nagini_contracts.contracts import *


def name(x: int) -> int:
    y = undefined_name
    return "x" + 1
`

const naginiOutTypes = `Translation failed
Type error: Name "undefined_name" is not defined (typeerr2.py@5.0)
Type error: Unsupported operand types for + ("str" and "int") (typeerr2.py@6.0)
`

const naginiSrcNested = `from nagini_contracts.contracts import *


def f(x: int) -> int:
    def g(y: int) -> int:
        return y
    return x
`

const naginiOutNested = `Translation failed
Invalid program: nested.function.declaration (nested.py@5.4)
`

const naginiSrcSlice = `from nagini_contracts.contracts import *
from typing import List


def f(xs: List[int]) -> None:
    Requires(Acc(list_pred(xs)))
    xs[0:1] = [1]
`

const naginiOutSlice = `Translation failed
Not supported: assignment to slice (slice.py@7.4)
`

const naginiSrcExprStmt = `from nagini_contracts.contracts import *


def f(x: int) -> int:
    x + 1
    return x
`

// Without a message Nagini prints the unparsed node, over several lines.
const naginiOutExprStmt = "Translation failed\nNot supported: \n(x + 1)\n (exprstmt.py@5.4)\n"

// `async def f(x: int) -> int: return x`: a Python traceback on stderr,
// nothing on stdout, exit 1.
const naginiErrAsync = `Traceback (most recent call last):
  File "/work/main/.venv/bin/nagini", line 8, in <module>
    sys.exit(main())
             ^^^^^^
  File "/work/main/.venv/lib/python3.11/site-packages/nagini_translation/main.py", line 409, in main
    success = translate_and_verify(args.python_file, jvm, args, arp=args.arp, base_dir=args.base_dir)
              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/work/main/.venv/lib/python3.11/site-packages/nagini_translation/analyzer.py", line 373, in visit_default
    self.visit(fieldval, node)
  File "/work/main/.venv/lib/python3.11/site-packages/nagini_translation/analyzer.py", line 383, in visit
    visitor(child_node)
  File "/work/main/.venv/lib/python3.11/site-packages/nagini_translation/analyzer.py", line 809, in visit_arguments
    assert self.current_function is not None
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError
`

// JAVA_TOOL_OPTIONS=-Xmx24m: a Java stack trace on stdout (most frames
// left out here), then JPype's chained traceback on stderr.
const naginiOutOOM = "java.lang.OutOfMemoryError: Java heap space\n" +
	"\tat fastparse.LowestPriSequencer.$anonfun$Sequencer1$1(SequencerGen.scala:128)\n" +
	"\tat fastparse.LowestPriSequencer$$Lambda$80/0x00007fe6c41e3428.apply(Unknown Source)\n" +
	"\tat viper.silver.parser.FastParser.axiomDecl(FastParser.scala:947)\n" +
	"\tat viper.silver.parser.FastParser.domainDecl(FastParser.scala:921)\n\n"

const naginiErrOOM = `Picked up JAVA_TOOL_OPTIONS: -Xmx24m
Traceback (most recent call last):
  File "FastParser.scala", line 921, in viper.silver.parser.FastParser.domainDecl
Exception: Java Exception

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "/work/main/.venv/bin/nagini", line 8, in <module>
    sys.exit(main())
             ^^^^^^
  File "/work/main/.venv/lib/python3.11/site-packages/nagini_translation/main.py", line 79, in parse_sil_file
    parsed = parser.parse(text, path, none, diskloader, True)
             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
java.lang.java.lang.OutOfMemoryError: java.lang.OutOfMemoryError: Java heap space
`

// naginiCovered is the text r covers in src, after checking that the
// range's offsets, lines and byte columns agree.
func naginiCovered(t *testing.T, src string, r ir.Range) string {
	t.Helper()
	for _, p := range []ir.Pos{r.Start, r.End} {
		if p.Offset < 0 || p.Offset > len(src) {
			t.Fatalf("offset %d outside the text", p.Offset)
		}
		before := strings.Split(src[:p.Offset], "\n")
		if len(before) != p.Line || len(before[len(before)-1])+1 != p.Col {
			t.Errorf("position %+v: its offset is at %d:%d", p, len(before), len(before[len(before)-1])+1)
		}
	}
	if r.End.Offset < r.Start.Offset {
		t.Fatalf("range %v ends before it starts", r)
	}
	return src[r.Start.Offset:r.End.Offset]
}

type naginiWant struct {
	code      string
	sev       ir.Severity
	line, col int    // start, 1-based byte column
	covers    string // the text the range covers
	message   string // exact message
}

func naginiCheckDiags(t *testing.T, got []Diagnostic, path, src string, want []naginiWant) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("got %d diagnostics, want %d: %+v", len(got), len(want), got)
	}
	for i, w := range want {
		d := got[i]
		if d.File != path {
			t.Errorf("%d: file %q, want %q", i, d.File, path)
		}
		if d.Code != w.code || d.Severity != w.sev {
			t.Errorf("%d: code %q severity %v, want %q %v", i, d.Code, d.Severity, w.code, w.sev)
		}
		if d.R.Start.Line != w.line || d.R.Start.Col != w.col {
			t.Errorf("%d: starts at %d:%d, want %d:%d", i, d.R.Start.Line, d.R.Start.Col, w.line, w.col)
		}
		if s := naginiCovered(t, src, d.R); s != w.covers {
			t.Errorf("%d: covers %q, want %q", i, s, w.covers)
		}
		if d.Message != w.message {
			t.Errorf("%d: message %q, want %q", i, d.Message, w.message)
		}
	}
}

func TestNaginiParseCaptured(t *testing.T) {
	const path = "/w/spec/prog.py"
	cases := []struct {
		name, stdout, stderr, file, src string
		verdict                         NaginiVerdict
		want                            []naginiWant
	}{
		{"ok", naginiOutOK, "", "ok.py", "x = 1\n", NaginiVerified, nil},
		{"postcondition", naginiOutFail, "", "fail.py", naginiSrcFail, NaginiFailed, []naginiWant{
			{CodeNaginiVerify, ir.SevError, 5, 13, "Result() > x",
				"Postcondition of bad might not hold. Assertion (Result() > x) might not hold."}}},
		{"code point columns", naginiOutUni, "", "uni.py", naginiSrcUni, NaginiFailed, []naginiWant{
			{CodeNaginiVerify, ir.SevError, 8, 12, `len("éé") == 2 and x > 5`,
				"Assert might fail. Assertion (x > 5) might not hold."}}},
		// The byte-based end read as code points lies past the line: clamped.
		{"byte end clamped", naginiOutUni2, "", "uni2.py", naginiSrcUni2, NaginiFailed, []naginiWant{
			{CodeNaginiVerify, ir.SevError, 5, 24, `len(s) == 2 and x > 5)`,
				"Assert might fail. Assertion (x > 5) might not hold."}}},
		{"several lines", naginiOutTerm, "", "term.py", naginiSrcTerm, NaginiFailed, []naginiWant{
			{CodeNaginiVerify, ir.SevError, 7, 5, "while x > 0:\n        Invariant(MustTerminate(1))\n        x = x + 1",
				"Obligation leak check failed. Loop might not keep promise to terminate."}}},
		{"trailing blank", naginiOutInvalidPre, "", "invalid.py", naginiSrcInvalidPre, NaginiFailed, []naginiWant{
			{CodeNaginiVerify, ir.SevError, 5, 14, "Result() > 0", "The precondition of (Result() > 0) might not hold."}}},
		{"syntax error", naginiOutSyntax, "", "syntax.py", naginiSrcSyntax, NaginiTranslationFailed, []naginiWant{
			{CodeNaginiType, ir.SevError, 4, 1, "def double(x: int) -> int", "expected ':'"}}},
		{"type errors", naginiOutTypes, "", "typeerr2.py", naginiSrcTypes, NaginiTranslationFailed, []naginiWant{
			{CodeNaginiType, ir.SevError, 5, 5, "y = undefined_name", `Name "undefined_name" is not defined`},
			{CodeNaginiType, ir.SevError, 6, 5, `return "x" + 1`, `Unsupported operand types for + ("str" and "int")`}}},
		{"invalid program", naginiOutNested, "", "nested.py", naginiSrcNested, NaginiTranslationFailed, []naginiWant{
			{CodeNaginiInvalid, ir.SevError, 5, 5, "def g(y: int) -> int:", "Invalid program: nested.function.declaration"}}},
		{"not supported", naginiOutSlice, "", "slice.py", naginiSrcSlice, NaginiTranslationFailed, []naginiWant{
			{CodeNaginiUnsupported, ir.SevError, 7, 5, "xs[0:1] = [1]", "Not supported: assignment to slice"}}},
		{"not supported, several lines", naginiOutExprStmt, "", "exprstmt.py", naginiSrcExprStmt, NaginiTranslationFailed, []naginiWant{
			{CodeNaginiUnsupported, ir.SevError, 5, 5, "x + 1", "Not supported: (x + 1)"}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rep := ParseNagini(c.stdout, c.stderr, path, c.src, []string{c.file, "/tmp/specfaith-nagini-1/" + c.file})
			if rep.Verdict != c.verdict || rep.Crash != "" {
				t.Errorf("verdict %q crash %q, want %q", rep.Verdict, rep.Crash, c.verdict)
			}
			naginiCheckDiags(t, rep.Diagnostics, path, c.src, c.want)
		})
	}
}

func TestNaginiParseCrashes(t *testing.T) {
	for _, c := range []struct{ name, stdout, stderr, reason string }{
		{"python traceback", "", naginiErrAsync, "Python exception: AssertionError"},
		{"java exception", naginiOutOOM, naginiErrOOM, "Java exception: java.lang.OutOfMemoryError: Java heap space"},
		{"java without python", "Verification failed\nErrors:\nException in thread \"main\" java.lang.StackOverflowError\n\tat viper.silicon.Foo.bar(Foo.scala:1)\n", "",
			`Java exception: java.lang.StackOverflowError`},
		{"jvm fatal", "#\n# A fatal error has been detected by the Java Runtime Environment:\n#\n", "", "Java exception: the Java VM crashed (fatal error)"},
		{"inconsistent", "consistency.error: Translated AST contains inconsistencies.\n", "", "internal error: consistency.error: Translated AST contains inconsistencies."},
		{"chained", "", "Traceback (most recent call last):\n  File \"x\", line 1\nKeyError: 'a'\n\nDuring handling of the above exception, another exception occurred:\n\nTraceback (most recent call last):\n  File \"y\", line 2\nValueError: bad\n", "Python exception: ValueError: bad"},
	} {
		t.Run(c.name, func(t *testing.T) {
			rep := ParseNagini(c.stdout, c.stderr, "/w/p.py", "x = 1\n", []string{"p.py"})
			if rep.Crash != c.reason {
				t.Errorf("crash %q, want %q", rep.Crash, c.reason)
			}
			res := naginiOutcome(&Result{Tool: "nagini"}, Output{Stdout: []byte(c.stdout), Stderr: []byte(c.stderr), ExitCode: 1}, "/w/p.py", "x = 1\n", []string{"p.py"})
			if res.Status != StatusCrashed || res.Reason != c.reason || !strings.Contains(res.Output, strings.TrimSpace(c.stderr + c.stdout)[:10]) {
				t.Errorf("status %s reason %q output %q", res.Status, res.Reason, res.Output)
			}
		})
	}
}

func TestNaginiOutcomes(t *testing.T) {
	const path, src = "/w/p.py", "def f() -> int:\n    return 1\n"
	al := []string{"p.py"}
	for _, c := range []struct {
		name   string
		out    Output
		status Status
		reason string // a part of it
	}{
		{"ok", Output{Stdout: []byte(naginiOutOK)}, StatusOK, ""},
		{"ok needs exit 0", Output{Stdout: []byte(naginiOutOK), ExitCode: 3}, StatusCrashed, "code 3"},
		{"errors", Output{Stdout: []byte("Verification failed\nErrors:\np.py:2:5:2:13: error: Boom.\n"), ExitCode: 1}, StatusErrors, ""},
		{"failure without errors", Output{Stdout: []byte("Verification failed\nErrors:\n"), ExitCode: 1}, StatusCrashed, "no error that could be read"},
		{"garbage", Output{Stdout: []byte("hello\nworld\n")}, StatusCrashed, "without a verdict: hello"},
		{"usage", Output{Stderr: []byte("usage: nagini [-h]\nnagini: error: the following arguments are required: python_file\n"), ExitCode: 2}, StatusCrashed, "code 2"},
		{"nothing", Output{ExitCode: 1}, StatusCrashed, "no output"},
		{"timeout", Output{TimedOut: true, Duration: time.Second}, StatusTimeout, "killed after 1.0 s"},
		{"cancelled", Output{Cancelled: true}, StatusCancelled, ""},
		{"start error", Output{StartErr: os.ErrPermission}, StatusUnavailable, "cannot start"},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := naginiOutcome(&Result{Tool: "nagini"}, c.out, path, src, al)
			if res.Status != c.status || !strings.Contains(res.Reason, c.reason) {
				t.Errorf("status %s reason %q, want %s with %q", res.Status, res.Reason, c.status, c.reason)
			}
		})
	}
}

// TestNaginiParseOddOutput: other files keep their names; unreadable
// lines after a verdict are kept without a position; nothing panics.
func TestNaginiParseOddOutput(t *testing.T) {
	const path, src = "/w/p.py", "é = 1\n"
	rep := ParseNagini("Verification failed\nErrors:\nAn error without a position.\n  and its second line\n/w/lib/helper.py:3:9:3:20: error: Postcondition of inc might not hold.\np.py:99:1:120:7: error: Past the end.\np.py:1:99:1:1: error: Backwards.\n  more about it\nVerification took 1.00 seconds.\n",
		"", path, src, []string{"p.py"})
	if len(rep.Diagnostics) != 4 {
		t.Fatalf("%+v", rep.Diagnostics)
	}
	if d := rep.Diagnostics[0]; d.Code != CodeNagini || d.Message != "An error without a position.\nand its second line" || d.R.Start.Line != 1 || d.File != path {
		t.Errorf("unpositioned: %+v", d)
	}
	if d := rep.Diagnostics[1]; d.File != "/w/lib/helper.py" || d.R.Start.Line != 3 || d.R.Start.Col != 9 || d.R.End.Col != 20 {
		t.Errorf("other file: %+v", d)
	}
	for _, d := range []Diagnostic{rep.Diagnostics[0], rep.Diagnostics[2], rep.Diagnostics[3]} {
		naginiCovered(t, src, d.R)
	}
	if d := rep.Diagnostics[3]; d.Message != "Backwards.\nmore about it" || d.R.Start.Col != len("é = 1")+1 || d.R.End != d.R.Start {
		t.Errorf("continued, clamped: %+v", d)
	}
	// A mypy note Nagini passed through, and a translation line it did not
	// format.
	rep = ParseNagini("Translation failed\np.py:1: note: Revealed type is \"builtins.int\"\nSomething else\n", "", path, src, []string{"p.py"})
	if len(rep.Diagnostics) != 2 || rep.Diagnostics[0].Severity != ir.SevInfo || rep.Diagnostics[0].Code != CodeNaginiMypy ||
		naginiCovered(t, src, rep.Diagnostics[0].R) != "é = 1" || rep.Diagnostics[1].Code != CodeNagini {
		t.Errorf("%+v", rep.Diagnostics)
	}
	for _, junk := range []string{"", "\x00\xff", "Errors:\n:::::\n", "Translation failed\nType error: (@.)\nNot supported:\n", "Translation failed\nNot supported: " + strings.Repeat("x\n", 100),
		"Verification failed\nErrors:\n" + strings.Repeat("p.py:1:1:1:2: error: e\n", 2000), "p.py:0:0:0:0: error: zero\n", "p.py:99999999999999999999:1:1:1: error: big\n"} {
		rep := ParseNagini(junk, junk, path, src, []string{"p.py"})
		if len(rep.Diagnostics) > naginiMaxDiagnostics {
			t.Errorf("%d diagnostics", len(rep.Diagnostics))
		}
		for _, d := range rep.Diagnostics {
			if d.File == path {
				naginiCovered(t, src, d.R)
			}
		}
	}
}

// ---- fake tools ----

// naginiFake writes an executable shell script.
func naginiFake(t *testing.T, dir, name, body string) string {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestNaginiFakeGarbage(t *testing.T) {
	fake := naginiFake(t, t.TempDir(), "nagini", "echo 'this is not Nagini'\necho 'nor this' >&2\n")
	res := Nagini{Configured: fake, MypyCache: "off"}.Check(context.Background(), "/w/p.py", "x = 1\n")
	if res.Status != StatusCrashed || !strings.Contains(res.Reason, "nor this") || !strings.Contains(res.Output, "this is not Nagini") {
		t.Errorf("status %s reason %q output %q", res.Status, res.Reason, res.Output)
	}
	if res.Version != "" || !strings.HasPrefix(res.Summary(), "✗ nagini crashed") {
		t.Errorf("version %q summary %q", res.Version, res.Summary())
	}
}

// TestNaginiFakeWorkdir: the run sees a private directory with the unsaved
// text under the file's name, the workspace's nagini.cfg and the shared
// mypy caches; the file's directory is on MYPYPATH; messages about the
// copy name the user's file.
func TestNaginiFakeWorkdir(t *testing.T) {
	ws := t.TempDir()
	if err := os.WriteFile(filepath.Join(ws, "nagini.cfg"), []byte("[Obligations]\ndisable_all = True\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(ws, "pkg")
	path := filepath.Join(sub, "prog.py")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte("saved = 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	fake := naginiFake(t, t.TempDir(), "nagini", `[ "$1" = --ide-mode ] || exit 9
f="$2"
echo "Verification failed"
echo "Errors:"
echo "$f:1:1:1:6: error: ls=$(LC_ALL=C ls -A | tr '\n' ' ')cfg=$(tr '\n' ' ' < nagini.cfg)first=$(head -n 1 "$f") mypypath=$MYPYPATH pwd=$(pwd)"
exit 1
`)
	cache := t.TempDir()
	res := Nagini{Configured: fake, Root: ws, MypyCache: cache}.Check(context.Background(), path, "unsaved = 2\n")
	if res.Status != StatusErrors || len(res.Diagnostics) != 1 {
		t.Fatalf("status %s (%s) %+v\n%s", res.Status, res.Reason, res.Diagnostics, res.Output)
	}
	d := res.Diagnostics[0]
	msg := d.Message
	for _, want := range []string{"ls=.mypy_cache_nonstrict .mypy_cache_strict nagini.cfg prog.py ", "cfg=[Obligations] disable_all = True ",
		"first=unsaved = 2", "mypypath=" + sub} {
		if !strings.Contains(msg, want) {
			t.Errorf("message lacks %q: %q", want, msg)
		}
	}
	if d.File != path || naginiCovered(t, "unsaved = 2\n", d.R) != "unsav" {
		t.Errorf("diagnostic %+v", d)
	}
	if strings.Contains(msg, "pwd="+sub) || strings.Contains(msg, "pwd="+ws+" ") {
		t.Errorf("ran in the workspace: %q", msg)
	}
	if _, err := os.Stat(filepath.Join(cache, "mypy_cache_strict")); err != nil {
		t.Errorf("shared mypy cache not made: %v", err)
	}
	// The working directory is gone.
	_, pwd, _ := strings.Cut(msg, "pwd=")
	if _, err := os.Stat(pwd); err == nil {
		t.Errorf("working directory %s left behind", pwd)
	}
}

// TestNaginiFakeDiscovery: PATH first, then the workspace's .venv, then a
// .venv next to or above the file; the version comes from the venv's
// python; nothing found is "unavailable" with the install hint.
func TestNaginiFakeDiscovery(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	t.Setenv("HOME", t.TempDir())
	t.Setenv("PIPX_BIN_DIR", "")
	defer func(e func() (string, error)) { executable = e }(executable)
	executable = func() (string, error) { return filepath.Join(t.TempDir(), "bin", "specfaith"), nil }
	ok := "echo 'Verification successful'\necho 'Verification took 0.01 seconds.'\n"
	ws := t.TempDir()
	path := filepath.Join(ws, "a", "b", "p.py")
	src := "x = 1\n"

	res := Nagini{Root: ws, MypyCache: "off"}.Check(context.Background(), path, src)
	if res.Status != StatusUnavailable || !strings.Contains(res.Reason, "pip install nagini") {
		t.Fatalf("nothing installed: %s %q", res.Status, res.Reason)
	}

	above := naginiFake(t, filepath.Join(ws, "a", ".venv", "bin"), "nagini", ok)
	naginiFake(t, filepath.Join(ws, "a", ".venv", "bin"), "python", "echo 1.2.0\n")
	res = Nagini{Root: ws, MypyCache: "off"}.Check(context.Background(), path, src)
	if res.Status != StatusOK || naginiCmd0(res) != above || res.Version != "1.2.0" {
		t.Errorf("venv above the file: %s %q %v %q", res.Status, res.Reason, res.Command, res.Version)
	}

	rootVenv := naginiFake(t, filepath.Join(ws, ".venv", "bin"), "nagini", ok)
	naginiFake(t, filepath.Join(ws, ".venv", "bin"), "python", "echo 'not a version'\n")
	res = Nagini{Root: ws, MypyCache: "off"}.Check(context.Background(), path, src)
	if res.Status != StatusOK || naginiCmd0(res) != rootVenv || res.Version != "" {
		t.Errorf("workspace venv: %s %v %q", res.Status, res.Command, res.Version)
	}

	onPath := t.TempDir()
	first := naginiFake(t, onPath, "nagini", ok)
	t.Setenv("PATH", onPath)
	res = Nagini{Root: ws, MypyCache: "off"}.Check(context.Background(), path, src)
	if res.Status != StatusOK || naginiCmd0(res) != first {
		t.Errorf("PATH: %s %v", res.Status, res.Command)
	}

	res = Nagini{Configured: filepath.Join(ws, "missing"), Root: ws}.Check(context.Background(), path, src)
	if res.Status != StatusUnavailable || !strings.Contains(res.Reason, "configured nagini") {
		t.Errorf("configured: %s %q", res.Status, res.Reason)
	}
}

// TestNaginiFakeCache: an unchanged file runs once; a changed text, a
// changed sibling module or a changed nagini.cfg runs again.
func TestNaginiFakeCache(t *testing.T) {
	ws := t.TempDir()
	path := filepath.Join(ws, "p.py")
	fake := naginiFake(t, t.TempDir(), "nagini", "echo 'Verification successful'\n")
	r := NewRunner(1)
	n := Nagini{Configured: fake, Root: ws, Runner: r, MypyCache: "off"}
	check := func(src string, runs int, cached bool) {
		t.Helper()
		res := n.Check(context.Background(), path, src)
		if res.Status != StatusOK || r.Runs() != runs || res.Cached != cached {
			t.Fatalf("status %s runs %d cached %v, want %d %v", res.Status, r.Runs(), res.Cached, runs, cached)
		}
	}
	check("x = 1\n", 1, false)
	check("x = 1\n", 1, true)
	check("x = 2\n", 2, false)
	if err := os.WriteFile(filepath.Join(ws, "helper.py"), []byte("def h() -> int: return 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	check("x = 2\n", 3, false)
	if err := os.WriteFile(filepath.Join(ws, "nagini.cfg"), []byte("[Obligations]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	check("x = 2\n", 4, false)
	check("x = 2\n", 4, true)
}

// naginiCmd0 is the executable a result ran, or "".
func naginiCmd0(res *Result) string {
	if len(res.Command) == 0 {
		return ""
	}
	return res.Command[0]
}

// naginiAlive reports whether pid is a live process (a zombie is dead).
func naginiAlive(pid int) bool {
	if syscall.Kill(pid, 0) != nil {
		return false
	}
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return true
	}
	s := string(b)
	if i := strings.LastIndexByte(s, ')'); i >= 0 && i+2 < len(s) {
		return s[i+2] != 'Z' && s[i+2] != 'X'
	}
	return true
}

// naginiWaitDead waits up to 2 s for pid to be gone.
func naginiWaitDead(pid int) bool {
	for i := 0; i < 200; i++ {
		if !naginiAlive(pid) {
			return true
		}
		time.Sleep(10 * time.Millisecond)
	}
	return false
}

// TestNaginiFakeTimeout: a hanging tool and the child it started are
// killed at the timeout.
func TestNaginiFakeTimeout(t *testing.T) {
	dir := t.TempDir()
	pids := filepath.Join(dir, "pids")
	fake := naginiFake(t, dir, "nagini", "sleep 60 &\necho $! >> '"+pids+"'\necho $$ >> '"+pids+"'\nwait\n")
	start := time.Now()
	res := Nagini{Configured: fake, Timeout: 300 * time.Millisecond, Runner: NewRunner(1), MypyCache: "off"}.Check(context.Background(), "/w/p.py", "x = 1\n")
	if res.Status != StatusTimeout || !strings.HasPrefix(res.Summary(), "⏱ timed out after") {
		t.Fatalf("status %s (%s), summary %q", res.Status, res.Reason, res.Summary())
	}
	if el := time.Since(start); el > 5*time.Second {
		t.Errorf("took %s with a 300 ms timeout", el)
	}
	b, _ := os.ReadFile(pids)
	fields := strings.Fields(string(b))
	if len(fields) != 2 {
		t.Fatalf("pids %q", b)
	}
	for _, f := range fields {
		pid, _ := strconv.Atoi(f)
		if pid <= 0 || !naginiWaitDead(pid) {
			syscall.Kill(pid, syscall.SIGKILL)
			t.Errorf("process %s still running after the timeout", f)
		}
	}
}

func TestNaginiFakeCancelled(t *testing.T) {
	fake := naginiFake(t, t.TempDir(), "nagini", "sleep 60\n")
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	res := Nagini{Configured: fake, Runner: NewRunner(1), MypyCache: "off"}.Check(ctx, "/w/p.py", "x = 1\n")
	if res.Status != StatusCancelled || res.Tool != "nagini" {
		t.Errorf("status %s tool %q", res.Status, res.Tool)
	}
}

// ---- the real Nagini ----

// naginiVenv is the project venv's nagini (make setup installs it).
func naginiVenv(t *testing.T) string {
	t.Helper()
	exe, err := filepath.Abs(filepath.Join("..", ".venv", "bin", "nagini"))
	if err != nil {
		t.Fatal(err)
	}
	if st, err := os.Stat(exe); err != nil || st.Mode()&0o111 == 0 {
		if os.Getenv("CI") != "" {
			t.Fatalf("%s is missing: run make setup", exe)
		}
		t.Skipf("%s is missing: live Nagini tests skipped (make setup installs Nagini into .venv)", exe)
	}
	return exe
}

// naginiProcesses lists the processes whose command line mentions s.
func naginiProcesses(s string) []string {
	var found []string
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid == os.Getpid() {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/cmdline")
		if err == nil && strings.Contains(string(b), s) && naginiAlive(pid) {
			found = append(found, e.Name()+": "+strings.ReplaceAll(string(b), "\x00", " "))
		}
	}
	return found
}

// TestNaginiLive runs the real Nagini on examples/nagini/toolchain, at most
// two runs at a time (each is a JVM using about one and a half cores).
func TestNaginiLive(t *testing.T) {
	exe := naginiVenv(t)
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	examples := filepath.Join(root, "examples", "nagini", "toolchain")
	slots := make(chan struct{}, 2)
	var mu sync.Mutex
	var timings []string
	t.Cleanup(func() { t.Logf("runs: %s", strings.Join(timings, "; ")) })

	type liveCase struct {
		file    string
		timeout time.Duration
		status  Status
		want    []naginiWant
	}
	cases := []liveCase{
		{"verifies.py", 0, StatusOK, nil},
		{"verification_failure.py", 0, StatusErrors, []naginiWant{{CodeNaginiVerify, ir.SevError, 6, 13, "Result() > x",
			"Postcondition of bad might not hold. Assertion (Result() > x) might not hold."}}},
		{"type_error.py", 0, StatusErrors, []naginiWant{{CodeNaginiType, ir.SevError, 6, 5, `return "x"`,
			`Incompatible return value type (got "str", expected "int")`}}},
		{"parse_error.py", 0, StatusErrors, []naginiWant{{CodeNaginiType, ir.SevError, 4, 1, "def double(x: int) -> int",
			"expected ':'"}}},
		{"verifies.py", time.Second, StatusTimeout, nil},
	}
	for _, c := range cases {
		name := strings.TrimSuffix(c.file, ".py")
		if c.timeout > 0 {
			name = "timeout"
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			slots <- struct{}{}
			defer func() { <-slots }()
			path := filepath.Join(examples, c.file)
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			src := string(b)
			if c.timeout > 0 {
				// A copy under a name of its own, to look for leftovers.
				path = filepath.Join(t.TempDir(), "verifies_timeout_probe.py")
				if err := os.WriteFile(path, b, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			r := NewRunner(1)
			n := Nagini{Configured: exe, Root: root, Timeout: c.timeout, Runner: r}
			start := time.Now()
			res := n.Check(context.Background(), path, src)
			el := time.Since(start)
			mu.Lock()
			timings = append(timings, name+" "+el.Round(100*time.Millisecond).String())
			mu.Unlock()
			t.Logf("%s: %s (%s)\n%s", name, res.Summary(), res.Reason, res.Output)
			if res.Status != c.status {
				t.Fatalf("status %s (%s), want %s", res.Status, res.Reason, c.status)
			}
			if res.Version == "" {
				t.Errorf("no version read from %s's environment", exe)
			}
			naginiCheckDiags(t, res.Diagnostics, path, src, c.want)
			switch {
			case c.timeout > 0:
				if el > 15*time.Second {
					t.Errorf("a 1 s timeout took %s", el)
				}
				var left []string
				for i := 0; i < 200; i++ {
					if left = naginiProcesses("verifies_timeout_probe.py"); len(left) == 0 {
						break
					}
					time.Sleep(10 * time.Millisecond)
				}
				if len(left) > 0 {
					t.Errorf("left running after the timeout: %v", left)
				}
			case c.status == StatusOK:
				// A second check of the unchanged file starts no process.
				again := n.Check(context.Background(), path, src)
				if !again.Cached || again.Status != StatusOK || r.Runs() != 1 {
					t.Errorf("second check: cached %v status %s, %d runs", again.Cached, again.Status, r.Runs())
				}
			}
		})
	}
}

// TestNaginiFoundWhereSetupPutIt: with nothing in the workspace, nagini is
// found in the .venv of specfaith's own checkout (where make setup puts
// it), from bin/specfaith or from the editor extension's copy of the
// server, and in pipx's directory; a workspace's own venv still comes
// first.
func TestNaginiFoundWhereSetupPutIt(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	t.Setenv("HOME", t.TempDir())
	t.Setenv("PIPX_BIN_DIR", "")
	ok := "echo 'Verification successful'\necho 'Verification took 0.01 seconds.'\n"
	ws := t.TempDir()
	path := filepath.Join(ws, "p.py")
	checkout := t.TempDir()
	setup := naginiFake(t, filepath.Join(checkout, ".venv", "bin"), "nagini", ok)
	defer func(e func() (string, error)) { executable = e }(executable)
	for _, exe := range []string{
		filepath.Join(checkout, "bin", "specfaith"),
		filepath.Join(checkout, "extension", "server", "linux-x64", "specfaith"),
	} {
		executable = func() (string, error) { return exe, nil }
		res := Nagini{Root: ws, MypyCache: "off"}.Check(context.Background(), path, "x = 1\n")
		if res.Status != StatusOK || naginiCmd0(res) != setup {
			t.Errorf("from %s: %s %q %v", exe, res.Status, res.Reason, res.Command)
		}
	}
	// The extension's copy installed elsewhere: found from SetupRoot,
	// which make build sets to the checkout.
	executable = func() (string, error) { return filepath.Join(t.TempDir(), "extensions", "server", "specfaith"), nil }
	defer func(r string) { SetupRoot = r }(SetupRoot)
	SetupRoot = checkout
	if res := (Nagini{Root: ws, MypyCache: "off"}).Check(context.Background(), path, "x = 1\n"); res.Status != StatusOK || naginiCmd0(res) != setup {
		t.Errorf("from SetupRoot: %s %q %v", res.Status, res.Reason, res.Command)
	}
	SetupRoot = ""
	if res := (Nagini{Root: ws, MypyCache: "off"}).Check(context.Background(), path, "x = 1\n"); res.Status == StatusOK {
		t.Errorf("without SetupRoot, a copy installed elsewhere found %v", res.Command)
	}
	executable = func() (string, error) { return filepath.Join(t.TempDir(), "specfaith"), nil }
	pipx := naginiFake(t, filepath.Join(os.Getenv("HOME"), ".local", "bin"), "nagini", ok)
	res := Nagini{Root: ws, MypyCache: "off"}.Check(context.Background(), path, "x = 1\n")
	if res.Status != StatusOK || naginiCmd0(res) != pipx {
		t.Errorf("pipx: %s %q %v", res.Status, res.Reason, res.Command)
	}
	own := naginiFake(t, filepath.Join(ws, ".venv", "bin"), "nagini", ok)
	res = Nagini{Root: ws, MypyCache: "off"}.Check(context.Background(), path, "x = 1\n")
	if res.Status != StatusOK || naginiCmd0(res) != own {
		t.Errorf("workspace venv first: %s %v", res.Status, res.Command)
	}
}
