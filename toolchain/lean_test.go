package toolchain

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/specfaith/specfaith/ir"
)

// The fixtures in testdata/lean are written in the format Lean's source
// defines for `lean --json`; testdata/lean/README.md cites the declarations.

func leanTestdata(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "lean", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// leanText is the source text a diagnostic's range covers.
func leanText(t *testing.T, src string, r ir.Range) string {
	t.Helper()
	if r.Start.Offset < 0 || r.End.Offset > len(src) || r.Start.Offset > r.End.Offset {
		t.Fatalf("range %v (offsets %d-%d) outside the %d-byte source", r, r.Start.Offset, r.End.Offset, len(src))
	}
	return src[r.Start.Offset:r.End.Offset]
}

// leanCheckPos checks that a position's line and byte column agree with its offset.
func leanCheckPos(t *testing.T, src string, p ir.Pos) {
	t.Helper()
	line := 1 + strings.Count(src[:p.Offset], "\n")
	col := p.Offset - (strings.LastIndexByte(src[:p.Offset], '\n') + 1) + 1
	if p.Line != line || p.Col != col {
		t.Errorf("position %+v: offset %d is line %d, byte column %d", p, p.Offset, line, col)
	}
}

type leanWant struct {
	sev       ir.Severity
	code      string
	msg       string // the message, or a prefix of it ending in "…"
	line, col int    // 1-based line and byte column of the start
	text      string // the source the range covers
}

func leanCheckDiags(t *testing.T, src string, got []Diagnostic, file string, want []leanWant) {
	t.Helper()
	if len(got) != len(want) {
		for _, d := range got {
			t.Logf("got %s %v %s %q", d.Severity, d.R, d.Code, d.Message)
		}
		t.Fatalf("got %d diagnostics, want %d", len(got), len(want))
	}
	for i, w := range want {
		d := got[i]
		if d.File != file {
			t.Errorf("%d: file %q, want %q", i, d.File, file)
		}
		if d.Severity != w.sev || d.Code != w.code {
			t.Errorf("%d: %s %s, want %s %s", i, d.Severity, d.Code, w.sev, w.code)
		}
		if p, ok := strings.CutSuffix(w.msg, "…"); ok {
			if !strings.HasPrefix(d.Message, p) {
				t.Errorf("%d: message %q, want prefix %q", i, d.Message, p)
			}
		} else if d.Message != w.msg {
			t.Errorf("%d: message %q, want %q", i, d.Message, w.msg)
		}
		if d.R.Start.Line != w.line || d.R.Start.Col != w.col {
			t.Errorf("%d: starts at %d:%d, want %d:%d", i, d.R.Start.Line, d.R.Start.Col, w.line, w.col)
		}
		leanCheckPos(t, src, d.R.Start)
		leanCheckPos(t, src, d.R.End)
		if got := leanText(t, src, d.R); got != w.text {
			t.Errorf("%d: range %v covers %q, want %q", i, d.R, got, w.text)
		}
	}
}

// demoWant is what errors.jsonl means for Demo.lean.
var demoWant = []leanWant{
	// Two 2-byte α before fooBar: Lean's codepoint column 51 is byte column 53.
	{ir.SevError, CodeLean, "unknown identifier 'fooBar'", 3, 54, "fooBar"},
	{ir.SevWarning, CodeLeanSorry, "declaration uses 'sorry'", 4, 9, "todo"},
	{ir.SevInfo, CodeLean, "6", 6, 1, "#eval"},
	// ∧ (3 bytes) before `by`; the two-line range is cut at the next line
	// as the Lean editor does (keepFullRange false).
	{ir.SevError, CodeLean, "unsolved goals\ncase left\nx : Nat\n⊢ x + 0 = x\n\ncase right\nx : Nat\n⊢ True", 7, 53, "by\n"},
	// endPos null: an empty range at pos.
	{ir.SevError, CodeLean, "unexpected token ')'; expected term", 9, 18, ""},
}

func TestLeanParseFixtureErrors(t *testing.T) {
	src := leanTestdata(t, "Demo.lean")
	msgs, bad, nbad := ParseLeanOutput([]byte(leanTestdata(t, "errors.jsonl")))
	if nbad != 0 || len(bad) != 0 {
		t.Fatalf("bad lines: %q", bad)
	}
	if len(msgs) != 5 {
		t.Fatalf("%d messages, want 5", len(msgs))
	}
	m := msgs[0]
	if m.FileName != "Demo.lean" || m.Pos != (LeanPosition{3, 51}) || m.EndPos == nil || *m.EndPos != (LeanPosition{3, 57}) ||
		m.Severity != "error" || m.Kind != "[anonymous]" || m.KeepFullRange || m.IsSilent || m.Caption != "" {
		t.Errorf("first message read as %+v", m)
	}
	if msgs[4].EndPos != nil || !msgs[4].KeepFullRange {
		t.Errorf("parse error: endPos %v keepFullRange %v, want null and true", msgs[4].EndPos, msgs[4].KeepFullRange)
	}
	diags := LeanDiagnostics(msgs, src, "/ws/Demo.lean", "Demo.lean")
	leanCheckDiags(t, src, diags, "/ws/Demo.lean", demoWant)
	// The full two-line range when Lean asks to keep it.
	msgs[3].KeepFullRange = true
	d := LeanDiagnostics(msgs[3:4], src, "/ws/Demo.lean", "Demo.lean")[0]
	if got := leanText(t, src, d.R); got != "by\n  constructor" {
		t.Errorf("full range covers %q", got)
	}
}

func TestLeanParseFixtureSorryNewWording(t *testing.T) {
	src := leanTestdata(t, "Sorry.lean")
	msgs, _, nbad := ParseLeanOutput([]byte(leanTestdata(t, "sorry.jsonl")))
	if nbad != 0 {
		t.Fatal("bad lines")
	}
	leanCheckDiags(t, src, LeanDiagnostics(msgs, src, "Sorry.lean", "Sorry.lean"), "Sorry.lean", []leanWant{
		{ir.SevWarning, CodeLeanSorry, "declaration uses `sorry`", 2, 9, "later"},
		{ir.SevInfo, CodeLean, `"héllo"`, 3, 1, "#eval"},
	})
}

func TestLeanParseFixtureCaption(t *testing.T) {
	src := leanTestdata(t, "Demo.lean")
	msgs, _, nbad := ParseLeanOutput([]byte(leanTestdata(t, "caption.jsonl")))
	if nbad != 0 || len(msgs) != 1 {
		t.Fatalf("%d messages, %d bad", len(msgs), nbad)
	}
	if msgs[0].Caption != "Trace" || msgs[0].Data != "goal\tclosed by rfl" {
		t.Errorf("read %+v", msgs[0])
	}
	// Lean renders a caption as caption ++ ":\n" ++ data.
	leanCheckDiags(t, src, LeanDiagnostics(msgs, src, "/ws/Demo.lean", "Demo.lean"), "/ws/Demo.lean", []leanWant{
		// größe twice before rfl: codepoint column 36 is byte column 40.
		{ir.SevInfo, CodeLean, "Trace:\ngoal\tclosed by rfl", 2, 41, "rfl"},
	})
}

func TestLeanParseFixtureOldFormat(t *testing.T) {
	src := leanTestdata(t, "Demo.lean")
	msgs, bad, _ := ParseLeanOutput([]byte(leanTestdata(t, "old_format.jsonl")))
	if len(bad) != 0 || len(msgs) != 3 {
		t.Fatalf("%d messages, bad %q", len(msgs), bad)
	}
	if msgs[0].Kind != "" || msgs[0].IsSilent {
		t.Errorf("kindless message read as %+v", msgs[0])
	}
	leanCheckDiags(t, src, LeanDiagnostics(msgs, src, "/ws/Demo.lean", "Demo.lean"), "/ws/Demo.lean", []leanWant{
		{ir.SevWarning, CodeLeanSorry, "declaration uses 'sorry'", 4, 9, "todo"},
		{ir.SevError, CodeLean, "unexpected token ')'; expected term", 9, 18, ""},
		{ir.SevInfo, CodeLean, "6", 6, 1, "#eval"},
	})
}

func TestLeanParseNotJSON(t *testing.T) {
	msgs, bad, nbad := ParseLeanOutput([]byte(leanTestdata(t, "garbage.txt")))
	if len(msgs) != 1 || nbad != 2 || bad[0] != "Lean 4 elaboration panicked" {
		t.Errorf("garbage: %d messages, %d bad %q", len(msgs), nbad, bad)
	}
	msgs, bad, nbad = ParseLeanOutput([]byte(leanTestdata(t, "truncated.txt")))
	if len(msgs) != 1 || nbad != 1 || !strings.HasSuffix(bad[0], `"fileName":"Demo.lean"`) {
		t.Errorf("truncated: %d messages, %d bad %q", len(msgs), nbad, bad)
	}
	// Blank lines (and CRLF) are harmless; JSON that is not a message is not.
	msgs, bad, nbad = ParseLeanOutput([]byte("\n  \r\n" + `{"severity":"information","pos":{"line":1,"column":0},"fileName":"a.lean","endPos":null,"data":"x","caption":""}` + "\r\n\n"))
	if len(msgs) != 1 || nbad != 0 {
		t.Errorf("blank lines: %d messages, bad %q", len(msgs), bad)
	}
	for _, line := range []string{
		`{"severity":"fatal","pos":{"line":1,"column":0},"fileName":"a","data":"x"}`,
		`{"pos":{"line":1,"column":0},"fileName":"a","data":"x"}`,
		`{"severity":"error","fileName":"a","data":"x"}`,
		`{"severity":"error","pos":{"line":1,"column":0},"fileName":"a"}`,
		`["severity","error"]`,
		`{"severity":"error","pos":{"line":"1","column":0},"fileName":"a","data":"x"}`,
	} {
		if _, ok := ParseLeanLine([]byte(line)); ok {
			t.Errorf("%s read as a message", line)
		}
	}
}

func TestLeanPositionsClampAndCRLF(t *testing.T) {
	src := "a := 1\r\nbé := 2\r\nlast"
	msg := func(l, c int, e *LeanPosition) LeanMessage {
		return LeanMessage{FileName: "f.lean", Pos: LeanPosition{l, c}, EndPos: e, Severity: "error", Data: "x"}
	}
	cases := []struct {
		m               LeanMessage
		line, col, eCol int
	}{
		{msg(2, 2, &LeanPosition{2, 7}), 2, 4, 9},  // é is 2 bytes; the end stops before \r\n
		{msg(2, 50, nil), 2, 9, 9},                 // past the end of the line
		{msg(0, 0, nil), 1, 1, 1},                  // synthetic position
		{msg(9, 3, nil), 3, 5, 5},                  // past the end of the file
		{msg(3, 2, &LeanPosition{1, 0}), 3, 3, 3},  // end before start
		{msg(3, 4, &LeanPosition{3, 99}), 3, 5, 5}, // end of file
	}
	for _, c := range cases {
		d := LeanDiagnostics([]LeanMessage{c.m}, src, "f.lean", "f.lean")[0]
		if d.R.Start.Line != c.line || d.R.Start.Col != c.col || d.R.End.Col != c.eCol {
			t.Errorf("%+v → %v, want %d:%d-…:%d", c.m.Pos, d.R, c.line, c.col, c.eCol)
		}
		leanCheckPos(t, src, d.R.Start)
		leanCheckPos(t, src, d.R.End)
	}
}

func TestLeanMessageMapping(t *testing.T) {
	src := "theorem x : True := trivial\n"
	msgs := []LeanMessage{
		// kindOfErrorName: the error's name with the component _namedError.
		{FileName: "<input>", Pos: LeanPosition{1, 0}, Severity: "error", Data: "e", Kind: "lean.unknownIdentifier._namedError"},
		{FileName: "x.lean", Pos: LeanPosition{1, 0}, Severity: "warning", Data: "silent", IsSilent: true},
		{FileName: "/elsewhere/Other.lean", Pos: LeanPosition{4, 2}, EndPos: &LeanPosition{4, 5}, Severity: "information", Data: "o"},
		{FileName: "x.lean", Pos: LeanPosition{1, 8}, Severity: "information", Data: "'x' depends on axioms: [propext, sorryAx]"},
		{FileName: "x.lean", Pos: LeanPosition{1, 8}, Severity: "information", Data: "'x' does not depend on any axioms"},
		{FileName: "x.lean", Pos: LeanPosition{1, 8}, Severity: "warning", Data: "d", Kind: "hasSorry"},
	}
	ds := LeanDiagnostics(msgs, src, "/ws/x.lean", "x.lean")
	if len(ds) != 5 {
		t.Fatalf("%d diagnostics, want 5 (the silent one dropped)", len(ds))
	}
	if ds[0].Code != "lean-unknownIdentifier" || ds[0].File != "/ws/x.lean" {
		t.Errorf("named error: %+v", ds[0])
	}
	if ds[1].File != "/elsewhere/Other.lean" || ds[1].R.Start != (ir.Pos{Line: 4, Col: 3}) || ds[1].R.End.Col != 6 {
		t.Errorf("other file: %+v", ds[1])
	}
	if ds[2].Code != CodeLeanSorry || ds[3].Code != CodeLean || ds[4].Code != CodeLeanSorry {
		t.Errorf("sorry codes: %s %s %s", ds[2].Code, ds[3].Code, ds[4].Code)
	}
}

func TestLeanVersionParse(t *testing.T) {
	for out, want := range map[string]string{
		"Lean (version 4.18.0, x86_64-unknown-linux-gnu, commit 11ccbced7983, Release)\n": "4.18.0",
		"Lean (version 4.9.0-rc1, x86_64-unknown-linux-gnu, commit abc, Release)":         "4.9.0-rc1",
		"Lean (version 4.0.0-nightly-2023-06-20, commit a1b2c3, Release)":                 "4.0.0-nightly-2023-06-20",
		"Lean (version 4.3.0, Release)":                                                   "4.3.0",
		"lean: command not found":                                                         "",
	} {
		if got := ParseLeanVersion(out); got != want {
			t.Errorf("%q → %q, want %q", out, got, want)
		}
	}
}

// ---- fake toolchains ----

const leanFakeVersion = `if [ "$1" = "--version" ]; then echo 'Lean (version 4.18.0, x86_64-unknown-linux-gnu, commit 0123456789ab, Release)'; exit 0; fi
`

// leanFakeTool writes an executable shell script named name into dir.
func leanFakeTool(t *testing.T, dir, name, body string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

func leanAbsFixture(t *testing.T, name string) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join("testdata", "lean", name))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// leanPrintFixture prints a fixture with the file Lean was given ($2, after
// --json) as the file name, as Lean does.
func leanPrintFixture(t *testing.T, fixture, from string) string {
	return `sed 's|"fileName":"` + from + `"|"fileName":"'"$2"'"|' '` + leanAbsFixture(t, fixture) + "'\n"
}

// leanWorkspace copies a fixture source into a fresh directory.
func leanWorkspace(t *testing.T, name string) (path, src string) {
	t.Helper()
	src = leanTestdata(t, name)
	path = filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, src
}

func TestLeanFakeErrorsOnPATH(t *testing.T) {
	bin := t.TempDir()
	leanFakeTool(t, bin, "lean", leanFakeVersion+leanPrintFixture(t, "errors.jsonl", "Demo.lean")+"exit 1\n")
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	path, src := leanWorkspace(t, "Demo.lean")
	runner := NewRunner(2)
	l := Lean{Timeout: 20 * time.Second, Runner: runner}
	res := l.Check(context.Background(), path, src)
	if res.Status != StatusErrors || res.Tool != "lean" || res.Version != "4.18.0" {
		t.Fatalf("status %s (%s), tool %s, version %q\n%s", res.Status, res.Reason, res.Tool, res.Version, res.Output)
	}
	if res.Errors() != 3 {
		t.Errorf("%d errors, want 3", res.Errors())
	}
	if len(res.Command) != 3 || res.Command[0] != filepath.Join(bin, "lean") || res.Command[1] != "--json" || res.Command[2] != path {
		t.Errorf("command %q", res.Command)
	}
	leanCheckDiags(t, src, res.Diagnostics, path, demoWant)
	if s := res.Summary(); !strings.Contains(s, "3 errors (lean 4.18.0)") {
		t.Errorf("summary %q", s)
	}
	again := l.Check(context.Background(), path, src)
	if !again.Cached || runner.Runs() != 1 || again.Status != StatusErrors {
		t.Errorf("unchanged file ran again: cached %v, runs %d", again.Cached, runner.Runs())
	}
	edited := l.Check(context.Background(), path, src+"\n")
	if edited.Cached || runner.Runs() != 2 {
		t.Errorf("edited buffer served from the cache")
	}
}

func TestLeanFakeUnsavedBuffer(t *testing.T) {
	bin := t.TempDir()
	argsFile := filepath.Join(bin, "args")
	fake := leanFakeTool(t, bin, "lean", leanFakeVersion+
		`echo "$2" > '`+argsFile+`'`+"\n"+leanPrintFixture(t, "errors.jsonl", "Demo.lean")+"exit 1\n")
	path, src := leanWorkspace(t, "Demo.lean")
	if err := os.WriteFile(path, []byte("-- the saved text differs\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	res := Lean{Configured: fake, Timeout: 20 * time.Second}.Check(context.Background(), path, src)
	if res.Status != StatusErrors {
		t.Fatalf("status %s: %s", res.Status, res.Reason)
	}
	leanCheckDiags(t, src, res.Diagnostics, path, demoWant)
	b, _ := os.ReadFile(argsFile)
	tmp := strings.TrimSpace(string(b))
	if tmp == path || filepath.Base(tmp) != "Demo.lean" {
		t.Errorf("lean was given %q, want a copy named Demo.lean", tmp)
	}
	if _, err := os.Stat(tmp); !os.IsNotExist(err) {
		t.Errorf("temporary copy %s left behind", tmp)
	}
}

func TestLeanFakeLakeProject(t *testing.T) {
	bin := t.TempDir()
	log := filepath.Join(bin, "log")
	fakeLean := leanFakeTool(t, bin, "lean", leanFakeVersion+
		`ls -a "$(dirname "$2")" >> '`+log+`'`+"\n"+leanPrintFixture(t, "errors.jsonl", "Demo.lean")+"exit 1\n")
	fakeLake := leanFakeTool(t, bin, "lake", `echo "cwd=$PWD" >> '`+log+`'
echo "args=$*" >> '`+log+`'
[ "$1" = env ] || exit 2
shift
exec "$@"
`)
	root := t.TempDir()
	if err := os.WriteFile(filepath.Join(root, "lakefile.toml"), []byte("name = \"demo\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	pkg := filepath.Join(root, "Pkg")
	os.Mkdir(pkg, 0o755)
	src := leanTestdata(t, "Demo.lean")
	path := filepath.Join(pkg, "Demo.lean")
	os.WriteFile(path, []byte("-- saved text\n"), 0o644)

	res := Lean{Configured: fakeLean, LakeConfigured: fakeLake, Timeout: 20 * time.Second}.Check(context.Background(), path, src)
	if res.Status != StatusErrors {
		t.Fatalf("status %s: %s\n%s", res.Status, res.Reason, res.Output)
	}
	leanCheckDiags(t, src, res.Diagnostics, path, demoWant)
	b, _ := os.ReadFile(log)
	logText := string(b)
	realRoot, _ := filepath.EvalSymlinks(root)
	if !strings.Contains(logText, "cwd="+root+"\n") && !strings.Contains(logText, "cwd="+realRoot+"\n") {
		t.Errorf("lake not run from the project root:\n%s", logText)
	}
	sibling := fmt.Sprintf(".specfaith-tmp-%d-Demo-", os.Getpid())
	if !strings.Contains(logText, "args=env "+fakeLean+" --json Pkg/"+sibling) {
		t.Errorf("lake args:\n%s", logText)
	}
	// The copy sat next to the original while Lean ran, and is gone now.
	if !strings.Contains(logText, "\n"+sibling) {
		t.Errorf("no hidden sibling next to the file during the run:\n%s", logText)
	}
	entries, _ := os.ReadDir(pkg)
	if len(entries) != 1 {
		t.Errorf("left in %s: %v", pkg, entries)
	}
	// Saved file: no copy, the path relative to the root.
	os.WriteFile(path, []byte(src), 0o644)
	res = Lean{Configured: fakeLean, LakeConfigured: fakeLake, Timeout: 20 * time.Second}.Check(context.Background(), path, src)
	if res.Status != StatusErrors || len(res.Command) != 5 || res.Command[4] != filepath.Join("Pkg", "Demo.lean") {
		t.Errorf("saved file: %s, command %q", res.Status, res.Command)
	}
	leanCheckDiags(t, src, res.Diagnostics, path, demoWant)
	// Nothing configured: lean and lake from PATH, and `lake env lean`
	// (the lean of the PATH lake sets up, the project's toolchain).
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	res = Lean{Timeout: 20 * time.Second}.Check(context.Background(), path, src)
	if res.Status != StatusErrors || strings.Join(res.Command[1:], " ") != "env lean --json "+filepath.Join("Pkg", "Demo.lean") {
		t.Errorf("from PATH: %s (%s), command %q", res.Status, res.Reason, res.Command)
	}
	if res.Version != "4.18.0" {
		t.Errorf("version %q via lake env lean --version", res.Version)
	}
}

func TestLeanFakeOKWithSorry(t *testing.T) {
	bin := t.TempDir()
	fake := leanFakeTool(t, bin, "lean", leanFakeVersion+leanPrintFixture(t, "sorry.jsonl", "Sorry.lean")+"exit 0\n")
	path, src := leanWorkspace(t, "Sorry.lean")
	res := Lean{Configured: fake, Timeout: 20 * time.Second}.Check(context.Background(), path, src)
	if res.Status != StatusOK || len(res.Diagnostics) != 2 || res.Diagnostics[0].Code != CodeLeanSorry {
		t.Fatalf("status %s (%s), %d diagnostics", res.Status, res.Reason, len(res.Diagnostics))
	}
	if !strings.Contains(res.Reason, "1 declaration(s) use sorry") {
		t.Errorf("reason %q", res.Reason)
	}
}

func TestLeanFakeCrashes(t *testing.T) {
	path, src := leanWorkspace(t, "Demo.lean")
	for name, c := range map[string]struct {
		body, reason, output string
	}{
		"garbage": {"cat '" + leanAbsFixture(t, "garbage.txt") + "'\nexit 0\n",
			"2 line(s) that are not JSON", "INTERNAL PANIC: unreachable code"},
		"truncated": {"cat '" + leanAbsFixture(t, "truncated.txt") + "'\necho 'Stack overflow detected. Aborting.' >&2\nexit 134\n",
			"not JSON messages", "Stack overflow detected"},
		"exit without message": {"echo 'uncaught exception: no such file or directory' >&2\nexit 1\n",
			"exited with code 1 without reporting an error: uncaught exception", "uncaught exception"},
		"warnings then exit 1": {leanPrintFixture(t, "sorry.jsonl", "Sorry.lean") + "exit 1\n",
			"exited with code 1 without reporting an error: no output on stderr", "declaration uses `sorry`"},
	} {
		t.Run(name, func(t *testing.T) {
			fake := leanFakeTool(t, t.TempDir(), "lean", leanFakeVersion+c.body)
			res := Lean{Configured: fake, Timeout: 20 * time.Second}.Check(context.Background(), path, src)
			if res.Status != StatusCrashed || !strings.Contains(res.Reason, c.reason) || !strings.Contains(res.Output, c.output) {
				t.Errorf("status %s, reason %q, output %q", res.Status, res.Reason, res.Output)
			}
			if !strings.HasPrefix(res.Summary(), "✗ lean 4.18.0 crashed: ") {
				t.Errorf("summary %q", res.Summary())
			}
		})
	}
}

// leanAlive reports whether pid is a live process (a zombie is dead).
func leanAlive(pid int) bool {
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

func leanReadPid(t *testing.T, p string) int {
	t.Helper()
	for i := 0; i < 100; i++ {
		if b, err := os.ReadFile(p); err == nil {
			if pid, err := strconv.Atoi(strings.TrimSpace(string(b))); err == nil {
				return pid
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("no pid in %s", p)
	return 0
}

func TestLeanFakeTimeoutKillsEverything(t *testing.T) {
	bin := t.TempDir()
	leanPid, childPid := filepath.Join(bin, "lean.pid"), filepath.Join(bin, "child.pid")
	fake := leanFakeTool(t, bin, "lean", leanFakeVersion+
		`echo $$ > '`+leanPid+`'
sleep 30 &
echo $! > '`+childPid+`'
wait
`)
	path, src := leanWorkspace(t, "Demo.lean")
	start := time.Now()
	res := Lean{Configured: fake, Timeout: 300 * time.Millisecond}.Check(context.Background(), path, src)
	elapsed := time.Since(start)
	if res.Status != StatusTimeout {
		t.Fatalf("status %s (%s)", res.Status, res.Reason)
	}
	if elapsed > 5*time.Second {
		t.Errorf("took %s with a 300 ms timeout", elapsed)
	}
	for _, p := range []string{leanPid, childPid} {
		pid := leanReadPid(t, p)
		dead := false
		for i := 0; i < 200 && !dead; i++ {
			dead = !leanAlive(pid)
			if !dead {
				time.Sleep(10 * time.Millisecond)
			}
		}
		if !dead {
			syscall.Kill(pid, syscall.SIGKILL)
			t.Errorf("process %d (%s) still running after the timeout", pid, filepath.Base(p))
		}
	}
	if !strings.HasPrefix(res.Summary(), "⏱ timed out after") {
		t.Errorf("summary %q", res.Summary())
	}
}

func TestLeanUnavailable(t *testing.T) {
	empty := t.TempDir()
	t.Setenv("PATH", empty)
	t.Setenv("HOME", empty)
	path, src := leanWorkspace(t, "Demo.lean")
	const hint = "curl https://raw.githubusercontent.com/leanprover/elan/master/elan-init.sh -sSf | sh"
	for _, l := range []Lean{{}, {Configured: filepath.Join(empty, "no-such-lean")}} {
		res := l.Check(context.Background(), path, src)
		if res.Status != StatusUnavailable || !strings.Contains(res.Reason, hint) || !strings.Contains(res.Reason, "elan") {
			t.Errorf("configured %q: status %s, reason %q", l.Configured, res.Status, res.Reason)
		}
		if !strings.HasPrefix(res.Summary(), "⊥ ") {
			t.Errorf("summary %q", res.Summary())
		}
	}
	// lean found (via ~/.elan/bin), but not lake, in a Lake project.
	elanBin := filepath.Join(empty, ".elan", "bin")
	os.MkdirAll(elanBin, 0o755)
	leanFakeTool(t, elanBin, "lean", leanFakeVersion)
	os.WriteFile(filepath.Join(filepath.Dir(path), "lakefile.lean"), []byte("import Lake\n"), 0o644)
	res := Lean{}.Check(context.Background(), path, src)
	if res.Status != StatusUnavailable || !strings.Contains(res.Reason, "Lake project") || !strings.Contains(res.Reason, hint) {
		t.Errorf("no lake: status %s, reason %q", res.Status, res.Reason)
	}
}

func TestLeanCancelled(t *testing.T) {
	fake := leanFakeTool(t, t.TempDir(), "lean", leanFakeVersion+"sleep 30\n")
	path, src := leanWorkspace(t, "Demo.lean")
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(200*time.Millisecond, cancel)
	res := Lean{Configured: fake, Timeout: 20 * time.Second, Runner: NewRunner(1)}.Check(ctx, path, src)
	if res.Status != StatusCancelled {
		t.Errorf("status %s (%s)", res.Status, res.Reason)
	}
}

// TestLeanLive runs the real Lean when it is installed.
func TestLeanLive(t *testing.T) {
	if _, err := exec.LookPath("lean"); err != nil {
		t.Skip("lean not on PATH: live Lean test skipped")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "Live.lean")
	src := "theorem größe : 1 + 1 = 2 := rfl\nexample : True := sorry\n#eval 1 + 1\ntheorem broken (α : Type) (a : α) : a = a := by exact notDefined\n"
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	res := Lean{Timeout: 5 * time.Minute}.Check(context.Background(), path, src)
	t.Logf("%s\n%s", res.Summary(), res.Output)
	if res.Status != StatusErrors || res.Version == "" {
		t.Fatalf("status %s (%s), version %q", res.Status, res.Reason, res.Version)
	}
	var sorry, info, unknown bool
	for _, d := range res.Diagnostics {
		if d.File != path {
			t.Errorf("diagnostic in %q", d.File)
		}
		leanCheckPos(t, src, d.R.Start)
		leanCheckPos(t, src, d.R.End)
		switch {
		case d.Code == CodeLeanSorry && d.R.Start.Line == 2:
			sorry = true
		case d.Severity == ir.SevInfo && d.R.Start.Line == 3 && strings.TrimSpace(d.Message) == "2":
			info = true
		case d.Severity == ir.SevError && d.R.Start.Line == 4:
			unknown = leanText(t, src, d.R) == "notDefined"
		}
	}
	if !sorry || !info || !unknown {
		t.Errorf("sorry %v, #eval info %v, unknown identifier at its bytes %v", sorry, info, unknown)
	}
}
