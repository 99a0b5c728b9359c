package toolchain

import (
	"encoding/json"
	"fmt"
	"github.com/specfaith/specfaith/internal/within"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// These fuzz targets feed the toolchain output parsers what another
// program printed: whatever it is, they must return, place every
// diagnostic about the checked file inside its source (offsets within
// src, start before end, lines and columns from 1), and be deterministic.

// returnsWithin fails t when f panics or does not return within d.
func returnsWithin(t *testing.T, d time.Duration, what string, f func()) {
	t.Helper()
	within.Returns(t, d, what, f)
}

func checkDiagRanges(t *testing.T, ds []Diagnostic, path, src string) {
	t.Helper()
	for _, d := range ds {
		if d.R.Start.Line < 1 || d.R.Start.Col < 1 || d.R.End.Line < 1 || d.R.End.Col < 1 {
			t.Fatalf("position before line/column 1: %+v", d)
		}
		if d.File != path {
			continue
		}
		r := d.R
		if r.Start.Offset < 0 || r.End.Offset < r.Start.Offset || r.End.Offset > len(src) {
			t.Fatalf("range %+v outside the source (%d bytes): %+v", r, len(src), d)
		}
		// Line and column agree with the offset.
		for _, p := range []struct{ off, line, col int }{{r.Start.Offset, r.Start.Line, r.Start.Col}, {r.End.Offset, r.End.Line, r.End.Col}} {
			if p.off == 0 && p.line > strings.Count(src, "\n")+1 {
				continue // a line past the end, kept unplaced (offset 0)
			}
			line := strings.Count(src[:p.off], "\n") + 1
			col := p.off - (strings.LastIndexByte(src[:p.off], '\n') + 1) + 1
			if line != p.line || col != p.col {
				t.Fatalf("offset %d is line %d col %d, diagnostic says %d:%d: %+v", p.off, line, col, p.line, p.col, d)
			}
		}
	}
}

func render(ds []Diagnostic) string { return fmt.Sprintf("%+v", ds) }

// FuzzParseDafny: Dafny's text output (legacy 0-based and Dafny 4's
// 1-based UTF-16 columns).
func FuzzParseDafny(f *testing.F) {
	srcs := map[string]string{}
	for _, n := range []string{"verification_failure", "timeout", "type_error", "parse_error", "verifies"} {
		b, err := os.ReadFile(filepath.Join("testdata", "dafny", n+".dfy"))
		if err != nil {
			f.Fatal(err)
		}
		srcs[n] = string(b)
	}
	f.Add("verification_failure.dfy(4,0): Error BP5003: A postcondition might not hold on this return path.\nverification_failure.dfy(3,12): Related location: This is the postcondition that might not hold.\nExecution trace:\n    (0,0): anon0\n\nDafny program verifier finished with 0 verified, 1 error\n", srcs["verification_failure"], false)
	f.Add("timeout.dfy(3,6): Verification of 'Impl$$_module.__default.Hard' timed out after 1 seconds\ntimeout.dfy(6,0): Timed out on BP5003: A postcondition might not hold on this return path.\ntimeout.dfy(5,30): Related location: This is the postcondition that might not hold.\n", srcs["timeout"], false)
	f.Add("type_error.dfy(2,10): Error: arguments must have the same type (got int and bool)\n1 resolution/type errors detected in type_error.dfy\n", srcs["type_error"], false)
	f.Add("parse_error.dfy(3,2): error: invalid UnaryExpression\n1 parse errors detected in parse_error.dfy\n", srcs["parse_error"], true)
	f.Add("x.dfy(2,30): Error: type of right argument to + (int) must agree with the result type (string)\n1 resolution/type errors detected in x.dfy\n", "method M(s: string)\n  ensures s != \"ñ\" && s == s + 1\n", true)
	f.Add("/w/lib/inc.dfy(9,4): Warning: an include\nx.dfy(99,99): Error: past the end\nx.dfy(0,-1): Info: before the start\r\n", "method M()\r\n  ensures 𝔸 == 1\n", false)
	f.Fuzz(func(t *testing.T, output, src string, oneBased bool) {
		const path = "/w/x.dfy"
		tmp := "x.dfy"
		for _, n := range []string{"verification_failure.dfy", "timeout.dfy", "type_error.dfy", "parse_error.dfy"} {
			if strings.Contains(output, n) {
				tmp = n
			}
		}
		var ds []Diagnostic
		returnsWithin(t, 20*time.Second, "ParseDafny", func() { ds = ParseDafny(output, tmp, path, src, oneBased) })
		if len(ds) > maxDiagnostics {
			t.Fatalf("%d diagnostics, more than %d", len(ds), maxDiagnostics)
		}
		checkDiagRanges(t, ds, path, src)
		for _, d := range ds {
			for _, r := range d.Related {
				if r.File == path && (r.R.Start.Offset < 0 || r.R.End.Offset > len(src) || r.R.End.Offset < r.R.Start.Offset) {
					t.Fatalf("related range outside the source: %+v", r)
				}
			}
		}
		if again := ParseDafny(output, tmp, path, src, oneBased); render(again) != render(ds) {
			t.Fatalf("not deterministic:\n%s\n%s", render(ds), render(again))
		}
	})
}

// FuzzParseLeanOutput: `lean --json` output, then its messages placed in
// the source (LeanDiagnostics), and `lean --version` output.
func FuzzParseLeanOutput(f *testing.F) {
	demo, err := os.ReadFile(filepath.Join("testdata", "lean", "Demo.lean"))
	if err != nil {
		f.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "lean", "*.jsonl"))
	txt, _ := filepath.Glob(filepath.Join("testdata", "lean", "*.txt"))
	for _, p := range append(files, txt...) {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b, string(demo))
	}
	f.Add([]byte(`{"severity":"error","pos":{"line":2,"column":3},"endPos":{"line":9,"column":0},"keepFullRange":true,"isSilent":false,"fileName":"<input>","data":"é","caption":"c","kind":"lean.unknownIdentifier"}`+"\r\n"), "def f :=\r\n  éé x\n")
	f.Add([]byte("Lean (version 4.18.0, x86_64-unknown-linux-gnu, commit 11ccbced7983, Release)\n"), "")
	f.Fuzz(func(t *testing.T, stdout []byte, src string) {
		const path = "/w/Demo.lean"
		var msgs []LeanMessage
		var bad []string
		var nbad int
		var ds []Diagnostic
		returnsWithin(t, 20*time.Second, "ParseLeanOutput", func() {
			msgs, bad, nbad = ParseLeanOutput(stdout)
			ds = LeanDiagnostics(msgs, src, path, "Demo.lean")
			ParseLeanVersion(string(stdout))
		})
		lines := strings.Count(string(stdout), "\n") + 1
		if len(bad) > 20 || nbad < len(bad) || len(msgs)+nbad > lines {
			t.Fatalf("%d messages, %d bad (%d kept) from %d lines", len(msgs), nbad, len(bad), lines)
		}
		for _, m := range msgs {
			switch m.Severity {
			case "information", "warning", "error":
			default:
				t.Fatalf("message with severity %q", m.Severity)
			}
		}
		checkDiagRanges(t, ds, path, src)
		m2, b2, n2 := ParseLeanOutput(stdout)
		j1, _ := json.Marshal(msgs)
		j2, _ := json.Marshal(m2)
		if string(j1) != string(j2) || fmt.Sprintf("%q %d", b2, n2) != fmt.Sprintf("%q %d", bad, nbad) {
			t.Fatalf("not deterministic")
		}
		if render(LeanDiagnostics(m2, src, path, "Demo.lean")) != render(ds) {
			t.Fatalf("LeanDiagnostics not deterministic")
		}
	})
}

// FuzzParseNagini: `nagini --ide-mode` standard output and error (IDE
// lines, translation errors, mypy lines, Python tracebacks, Java
// exceptions).
func FuzzParseNagini(f *testing.F) {
	src := "from nagini_contracts.contracts import *\n\n\ndef bad(x: int) -> int:\n    Ensures(Result() > x)\n    return x\n"
	uni := "from nagini_contracts.contracts import *\nfrom helper import inc\n\n\ndef f(x: int) -> int:\n    Requires(x > 0)\n    Ensures(Result() > 0)\n    Assert(len(\"éé\") == 2 and x > 5)\n    return inc(x)\n"
	f.Add("Verification failed\nErrors:\nfail.py:5:13:5:25: error: Postcondition of bad might not hold. Assertion (Result() > x) might not hold.\nVerification took 19.43 seconds.\n", "", src)
	f.Add("Verification successful\nVerification took 18.65 seconds.\n", "", src)
	f.Add("Verification failed\nErrors:\nfail.py:8:12:8:36: error: Assert might fail. Assertion (x > 5) might not hold.\nVerification took 26.22 seconds.\n", "", uni)
	f.Add("Type error: expected ':' (fail.py@4.0)\n", "", src)
	f.Add("Type error: Name \"undefined_name\" is not defined (fail.py@5.0)\nType error: Unsupported operand types for + (\"str\" and \"int\")\n  continued (fail.py@6.0)\n", "", src)
	f.Add("fail.py:3: error: Incompatible return value type\nfail.py:4:7: note: see here\n", "", src)
	f.Add("", "Traceback (most recent call last):\n  File \"/x/nagini\", line 8, in <module>\n    sys.exit(main())\nRuntimeError: This event loop is already running\n", src)
	f.Add("", "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space\n\tat viper.silver.Foo.bar(Foo.scala:1)\nCaused by: java.lang.IllegalStateException: x\n", src)
	f.Add("Verification failed\nErrors:\nAn error without a position.\n  and its second line\n/w/lib/helper.py:3:9:3:20: error: Postcondition of inc might not hold.\nfail.py:99:1:120:7: error: Past the end.\nfail.py:1:99:1:1: error: Backwards.\n  more about it\nVerification took 1.00 seconds.\n", "", "x = 1\r\n")
	f.Fuzz(func(t *testing.T, stdout, stderr, src string) {
		const path = "/w/fail.py"
		aliases := []string{"fail.py", "/tmp/specfaith-nagini-1/fail.py"}
		var rep NaginiReport
		returnsWithin(t, 20*time.Second, "ParseNagini", func() { rep = ParseNagini(stdout, stderr, path, src, aliases) })
		checkDiagRanges(t, rep.Diagnostics, path, src)
		if strings.Contains(rep.Crash, "\n") {
			t.Fatalf("crash reason is not one line: %q", rep.Crash)
		}
		again := ParseNagini(stdout, stderr, path, src, aliases)
		if fmt.Sprintf("%+v", again) != fmt.Sprintf("%+v", rep) {
			t.Fatalf("not deterministic:\n%+v\n%+v", rep, again)
		}
	})
}
