package toolchain

// The Lean 4 adapter runs `lean --json FILE` (or `lake env lean --json FILE`
// inside a Lake project) and reads the messages Lean prints, one JSON object
// per line.
//
// The format, as Lean's own source defines it (leanprover/lean4, read for
// this adapter; nothing of it is copied here):
//
//   - src/Lean/Message.lean @008ca1553c76f92cb9105ef1be246711b302d8b4:
//     `structure BaseMessage (α)` has fileName, pos, endPos : Option Position,
//     keepFullRange, severity, isSilent, caption, data : α and derives ToJson;
//     `structure SerialMessage extends BaseMessage String` adds kind : Name;
//     `Message.toJson` serialises a message through SerialMessage. Older
//     versions (mid-2024) had `abbrev SerialMessage := BaseMessage String`
//     with no isSilent and no kind; older still no keepFullRange.
//     `MessageSeverity` is information | warning | error, derived ToJson, so
//     a JSON string. `SerialMessage.toString` renders a caption as
//     caption ++ ":\n" ++ data.
//   - src/Lean/Elab/Deriving/FromToJson.lean
//     @6fe6690b6d7a6f98b60c76b841edf141e148f274: structure fields are
//     flattened (parents' fields included); only fields whose name ends in
//     `?` are omitted when none, so `endPos` is present and `null` when
//     absent.
//   - src/Lean/Data/Json/FromToJson.lean
//     @01ba75661e957a4725df52e2db4486e265dbe384: Option none ↦ null,
//     Name ↦ its toString (the anonymous name prints "[anonymous]").
//   - src/Lean/Data/Json/Printer.lean @6fe6690b6d7a6f98b60c76b841edf141e148f274
//     and src/Lean/Data/Json/Basic.lean
//     @8d7520b36f00ab6e85b50e3673485dd07e90e1a4: objects are red-black trees
//     keyed by field name and `compress` emits them in descending key order,
//     with no spaces; characters ≥ U+0020 other than `"` and `\` are printed
//     raw (UTF-8), \n and \r escaped, other control characters as \uXXXX.
//   - src/Lean/Language/Basic.lean @02637a033e9d4f8f99001e01925625452fbb77c4
//     (`reportMessages`): with json, every message that is not silent is
//     printed with `IO.println j.compress`; after `maxErrors` errors Lean
//     exits 1. `diagnosticsOfHeaderError` names the file "<input>".
//   - src/Lean/Elab/Frontend.lean @0514f7ca8b364a819e87d4d87b255796ab7c2b97
//     (`runFrontend … jsonOutput`) and src/util/shell.cpp
//     @0283b20de7b58cb93821d9ea079b4ac2e4eba92a: the `--json` flag; the
//     file name in messages is the argument as given; `-v`/`--version`
//     prints "Lean (version <version string>, <build type>)"; the process
//     exits 0 when no error was reported and 1 otherwise, or 1 after
//     printing an exception to stderr.
//   - src/Lean/Data/Position.lean (FileMap.toPosition): `line` is 1-based,
//     `column` 0-based and counted in codepoints from the line start.
//   - src/Lean/Widget/InteractiveDiagnostic.lean
//     @009f053d87d03cec26c1dcf324de1f3b523654b2 (`msgToInteractiveDiagnostic`):
//     the editor range of a message without endPos is empty at pos; without
//     keepFullRange a range spanning lines is cut at the start of the next
//     line. This adapter reports the same ranges the Lean editor shows.
//   - tests/lean/run/warnSorry.lean @3954be712b9a85bd323e6cff24f5a526947b3ea7:
//     newer Lean words the sorry warning "declaration uses `sorry`", older
//     Lean "declaration uses 'sorry'".
//
// A compressed line of a recent Lean therefore reads
//
//	{"severity":"warning","pos":{"line":4,"column":8},"kind":"[anonymous]",
//	 "keepFullRange":false,"isSilent":false,"fileName":"Demo.lean",
//	 "endPos":{"line":4,"column":12},"data":"declaration uses 'sorry'","caption":""}
//
// (on one line). The parser below does not depend on the field order and
// accepts the older shapes.

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"github.com/specfaith/specfaith/internal/lazyre"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/specfaith/specfaith/internal/safefs"
	"github.com/specfaith/specfaith/ir"
)

// Lean runs Lean 4 on one file.
type Lean struct {
	Configured     string        // configured path to the lean executable
	LakeConfigured string        // configured path to the lake executable
	Timeout        time.Duration // per check; 0 means DefaultLeanTimeout
	Runner         *Runner       // pool and cache; nil runs directly
}

var _ Checker = Lean{}

// DefaultLeanTimeout bounds one Lean run when Lean.Timeout is 0.
const DefaultLeanTimeout = 120 * time.Second

// LeanInstallHint is how the Lean toolchain is installed (elan, Lean's
// toolchain manager); specfaith only suggests it and never runs it.
const LeanInstallHint = "install Lean with elan: curl https://raw.githubusercontent.com/leanprover/elan/master/elan-init.sh -sSf | sh (then open a new shell, or set toolchain.lean to the lean executable)"

// Diagnostic codes of the Lean adapter.
const (
	CodeLean      = "lean"       // a Lean message
	CodeLeanSorry = "lean-sorry" // a message saying a declaration uses sorry
)

// leanMaxDiagnostics bounds what one run reports.
const leanMaxDiagnostics = 500

// leanKeptOutput bounds Result.Output.
const leanKeptOutput = 1 << 20

// Name implements Checker.
func (Lean) Name() string { return "lean" }

func (l Lean) timeout() time.Duration {
	if l.Timeout > 0 {
		return l.Timeout
	}
	return DefaultLeanTimeout
}

// LeanPosition is Lean.Position: line 1-based, column 0-based in codepoints.
type LeanPosition struct {
	Line   int `json:"line"`
	Column int `json:"column"`
}

// LeanMessage is one line of `lean --json`: a serialised Lean.SerialMessage.
type LeanMessage struct {
	FileName      string        `json:"fileName"`
	Pos           LeanPosition  `json:"pos"`
	EndPos        *LeanPosition `json:"endPos"` // null when the message has no end
	KeepFullRange bool          `json:"keepFullRange"`
	Severity      string        `json:"severity"` // "information", "warning" or "error"
	IsSilent      bool          `json:"isSilent"`
	Caption       string        `json:"caption"`
	Data          string        `json:"data"`
	Kind          string        `json:"kind"` // a Name; "[anonymous]" when untagged
}

// leanWire has pointers for the fields a line must have to be a message.
type leanWire struct {
	FileName      *string       `json:"fileName"`
	Pos           *LeanPosition `json:"pos"`
	EndPos        *LeanPosition `json:"endPos"`
	KeepFullRange bool          `json:"keepFullRange"`
	Severity      *string       `json:"severity"`
	IsSilent      bool          `json:"isSilent"`
	Caption       string        `json:"caption"`
	Data          *string       `json:"data"`
	Kind          string        `json:"kind"`
}

// ParseLeanLine reads one line of `lean --json`. ok is false when the line
// is not a Lean message (not JSON, or missing fileName, pos, severity or
// data, or an unknown severity).
func ParseLeanLine(line []byte) (m LeanMessage, ok bool) {
	line = bytes.TrimSpace(line)
	if len(line) == 0 || line[0] != '{' {
		return m, false
	}
	var w leanWire
	if err := json.Unmarshal(line, &w); err != nil {
		return m, false
	}
	if w.FileName == nil || w.Pos == nil || w.Severity == nil || w.Data == nil {
		return m, false
	}
	switch *w.Severity {
	case "information", "warning", "error":
	default:
		return m, false
	}
	return LeanMessage{
		FileName: *w.FileName, Pos: *w.Pos, EndPos: w.EndPos, KeepFullRange: w.KeepFullRange,
		Severity: *w.Severity, IsSilent: w.IsSilent, Caption: w.Caption, Data: *w.Data, Kind: w.Kind,
	}, true
}

// ParseLeanOutput reads the standard output of `lean --json`: one message
// per line. Blank lines are skipped; every other line that is not a
// message is returned in bad (at most 20 of them, with their total count).
func ParseLeanOutput(stdout []byte) (msgs []LeanMessage, bad []string, nbad int) {
	for len(stdout) > 0 {
		var line []byte
		if i := bytes.IndexByte(stdout, '\n'); i >= 0 {
			line, stdout = stdout[:i], stdout[i+1:]
		} else {
			line, stdout = stdout, nil
		}
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		m, ok := ParseLeanLine(line)
		if !ok {
			nbad++
			if len(bad) < 20 {
				bad = append(bad, string(bytes.TrimRight(line, "\r")))
			}
			continue
		}
		msgs = append(msgs, m)
	}
	return msgs, bad, nbad
}

// IsLeanSorryMessage reports whether a message says that a declaration
// rests on sorry: Lean's warning "declaration uses 'sorry'" (newer:
// "declaration uses `sorry`"), or an axiom listing naming sorryAx (the
// answer of `#print axioms`).
func IsLeanSorryMessage(m LeanMessage) bool {
	d := m.Data
	switch {
	case strings.Contains(d, "declaration uses 'sorry'"), strings.Contains(d, "declaration uses `sorry`"):
		return true
	case m.Kind == "hasSorry":
		return true
	case strings.Contains(d, "depends on axioms:") && leanSorryAxRE.MatchString(d):
		return true
	}
	return false
}

var leanSorryAxRE = lazyre.New(`\bsorryAx\b`)

// leanErrorNameSuffix marks a kind that names an error (Lean's
// errorNameSuffix in Message.lean).
const leanErrorNameSuffix = "._namedError"

// LeanDiagnostics maps messages to diagnostics. Messages about reported
// (the file name Lean was given, or Lean's "<input>") are placed in path,
// whose text is src: lines stay 1-based and codepoint columns become
// 1-based byte columns with offsets. Messages about other files keep their
// file name and Lean's line, with column+1 as an approximate column.
// Silent messages (never printed by Lean itself) are dropped.
func LeanDiagnostics(msgs []LeanMessage, src, path, reported string) []Diagnostic {
	var idx *leanLines
	var out []Diagnostic
	for _, m := range msgs {
		if len(out) >= leanMaxDiagnostics {
			break
		}
		if m.IsSilent {
			continue
		}
		d := Diagnostic{File: m.FileName, Code: CodeLean, Message: m.Data}
		switch m.Severity {
		case "error":
			d.Severity = ir.SevError
		case "warning":
			d.Severity = ir.SevWarning
		default:
			d.Severity = ir.SevInfo
		}
		if m.Caption != "" {
			d.Message = m.Caption + ":\n" + m.Data
		}
		if name, ok := strings.CutSuffix(m.Kind, leanErrorNameSuffix); ok && name != "" {
			d.Code = CodeLean + "-" + strings.TrimPrefix(name, "lean.")
		}
		if IsLeanSorryMessage(m) {
			d.Code = CodeLeanSorry
		}
		if leanSameFile(m.FileName, reported) {
			d.File = path
			if idx == nil {
				idx = newLeanLines(src)
			}
			d.R = idx.rangeOf(m)
		} else {
			start := ir.Pos{Line: max(m.Pos.Line, 1), Col: max(m.Pos.Column, 0) + 1}
			end := start
			if m.EndPos != nil {
				end = ir.Pos{Line: max(m.EndPos.Line, 1), Col: max(m.EndPos.Column, 0) + 1}
			}
			d.R = ir.Range{Start: start, End: end}
		}
		out = append(out, d)
	}
	return out
}

// leanSameFile reports whether Lean's fileName is the file it was given.
func leanSameFile(name, reported string) bool {
	if name == reported || name == "<input>" {
		return true
	}
	a, err1 := filepath.Abs(name)
	b, err2 := filepath.Abs(reported)
	return err1 == nil && err2 == nil && a == b
}

// leanLines converts Lean positions within one source text.
type leanLines struct {
	src   string
	lines *ir.Lines
}

func newLeanLines(src string) *leanLines {
	return &leanLines{src: src, lines: ir.NewLines(src)}
}

// pos converts a Lean position. Lines out of range are clamped to the
// text, and a column past the end of its line to the line's end (Lean
// normalises CRLF, so a "\r\n" ends a line as "\n" does).
func (x *leanLines) pos(p LeanPosition) ir.Pos {
	line := p.Line
	if line < 1 {
		line = 1
	}
	if line > x.lines.Count() {
		return x.lines.Pos(len(x.src))
	}
	start := x.lines.Start(line)
	i := start
	for n := 0; n < p.Column && i < len(x.src); n++ {
		c := x.src[i]
		if c == '\n' || c == '\r' && i+1 < len(x.src) && x.src[i+1] == '\n' {
			break
		}
		_, size := utf8.DecodeRuneInString(x.src[i:])
		i += size
	}
	return ir.Pos{Offset: i, Line: line, Col: i - start + 1}
}

// rangeOf is the range the Lean editor shows for m.
func (x *leanLines) rangeOf(m LeanMessage) ir.Range {
	start := x.pos(m.Pos)
	if m.EndPos == nil {
		return ir.Range{Start: start, End: start}
	}
	e := *m.EndPos
	if !m.KeepFullRange && e.Line > m.Pos.Line {
		e = LeanPosition{Line: m.Pos.Line + 1, Column: 0}
	}
	end := x.pos(e)
	if end.Offset < start.Offset {
		end = start
	}
	return ir.Range{Start: start, End: end}
}

// LeanVersionRE reads the version out of `lean --version`, e.g.
// "Lean (version 4.18.0, x86_64-unknown-linux-gnu, commit 11ccbced7983, Release)".
var LeanVersionRE = lazyre.New(`Lean \(version ([0-9][^,\s)]*)`)

// ParseLeanVersion returns the version in `lean --version` output, or "".
func ParseLeanVersion(out string) string {
	if m := LeanVersionRE.FindStringSubmatch(out); m != nil {
		return m[1]
	}
	return ""
}

// leanVersionCache holds versions by executable (path, size, mtime) and
// the nearest lean-toolchain file, which decides what elan's proxy runs.
var leanVersionCache struct {
	sync.Mutex
	m map[string]string
}

func leanToolchainFile(dir string) string {
	for i := 0; i < 64 && dir != ""; i++ {
		if b, err := safefs.ReadFile("", filepath.Join(dir, "lean-toolchain"), 4096); err == nil {
			return filepath.Join(dir, "lean-toolchain") + "=" + strings.TrimSpace(string(b))
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	return ""
}

// leanVersion runs `lean --version` (given as exe and args, e.g. lake env
// lean --version) in dir once per executable and toolchain file. It
// returns the version ("" if unreadable), a string for the cache key, and
// a failed result when the probe did not run to the end.
func (l Lean) leanVersion(ctx context.Context, exe string, args []string, dir string) (string, string, *Result) {
	key := exe
	if st, err := os.Stat(exe); err == nil {
		key += fmt.Sprintf("|%d|%d", st.Size(), st.ModTime().UnixNano())
	}
	key += "|" + strings.Join(args, " ") + "|" + leanToolchainFile(dir)
	leanVersionCache.Lock()
	v, ok := leanVersionCache.m[key]
	leanVersionCache.Unlock()
	if ok {
		if bad := leanUnsupported(v); bad != "" {
			return "", "", &Result{Tool: "lean", Version: v, Status: StatusUnavailable, Command: append([]string{exe}, args...), Reason: bad}
		}
		return v, key + "|" + v, nil
	}
	out := Exec(ctx, Cmd{Path: exe, Args: args, Dir: dir, Timeout: l.timeout(), MaxOutput: 1 << 16})
	text := string(out.Stdout) + string(out.Stderr)
	res := &Result{Tool: "lean", Duration: out.Duration, Command: append([]string{exe}, args...), Output: text}
	switch {
	case out.StartErr != nil:
		res.Status, res.Reason = StatusUnavailable, "cannot start "+exe+": "+out.StartErr.Error()
		return "", "", res
	case out.Cancelled:
		res.Status, res.Reason = StatusCancelled, "cancelled"
		return "", "", res
	case out.TimedOut:
		res.Status, res.Reason = StatusTimeout, fmt.Sprintf("`lean --version` killed after %.1f s (elan may be installing the project's toolchain)", out.Duration.Seconds())
		return "", "", res
	case out.Signal != 0:
		res.Status, res.Reason = StatusCrashed, "`lean --version` "+killedReason("lean", out, text)[len("lean "):]
		return "", "", res
	case out.ExitCode != 0:
		res.Status, res.Reason = StatusCrashed, "`lean --version` failed: "+firstLine(text, fmt.Sprintf("exit code %d", out.ExitCode))
		return "", "", res
	}
	v = ParseLeanVersion(text)
	if v == "" {
		// Not kept: a repaired installation is seen by the next check.
		res.Status = StatusUnavailable
		res.Reason = fmt.Sprintf("`lean --version` printed %s, not a Lean version: set toolchain.lean to a Lean 4 executable, or %s",
			leanQuoteFirst(text), LeanInstallHint)
		return "", "", res
	}
	raw := v
	leanVersionCache.Lock()
	if leanVersionCache.m == nil {
		leanVersionCache.m = map[string]string{}
	}
	if len(leanVersionCache.m) > 256 {
		clear(leanVersionCache.m)
	}
	leanVersionCache.m[key] = v
	leanVersionCache.Unlock()
	if bad := leanUnsupported(v); bad != "" {
		res.Version, res.Status, res.Reason = v, StatusUnavailable, bad
		return "", "", res
	}
	return v, key + "|" + raw, nil
}

// leanUnsupported says why a Lean version cannot be used, or "". Lean 3
// prints other JSON (and other messages) than the Lean 4 this adapter reads.
func leanUnsupported(v string) string {
	major, _, _ := strings.Cut(v, ".")
	if n, err := strconv.Atoi(major); err == nil && n < 4 {
		return fmt.Sprintf("Lean %s is not supported: specfaith runs Lean 4 (`lean --json` of Lean %d prints another format); %s", v, n, LeanInstallHint)
	}
	return ""
}

// leanQuoteFirst quotes the first line of s for a reason, or says nothing.
func leanQuoteFirst(s string) string {
	if first := firstLine(s, ""); first != "" {
		return strconv.Quote(clip(first, 120))
	}
	return "nothing"
}

// LakeRoot is the nearest directory at or above dir holding lakefile.lean,
// lakefile.toml or lake-manifest.json, or "".
func LakeRoot(dir string) string {
	for i := 0; i < 64 && dir != ""; i++ {
		for _, f := range []string{"lakefile.lean", "lakefile.toml", "lake-manifest.json"} {
			if st, err := os.Stat(filepath.Join(dir, f)); err == nil && !st.IsDir() {
				return dir
			}
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	return ""
}

func leanExtra(rel string) []string {
	if p := Home(rel); p != "" {
		return []string{p}
	}
	return nil
}

// Check implements Checker: it typechecks the file whose current text is
// src with `lean --json` (inside a Lake project `lake env lean --json`,
// run from the project root).
func (l Lean) Check(ctx context.Context, path, src string) *Result {
	lean, err := Discover("lean", l.Configured, leanExtra(".elan/bin/lean")...)
	if err != nil {
		return &Result{Tool: "lean", Status: StatusUnavailable, Reason: err.Error() + "; " + LeanInstallHint}
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	dir := filepath.Dir(abs)
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		dir = ""
	}
	root, lake := "", ""
	if dir != "" {
		root = LakeRoot(dir)
	}
	if root != "" {
		lake, err = Discover("lake", l.LakeConfigured, leanExtra(".elan/bin/lake")...)
		if err != nil {
			return &Result{Tool: "lean", Status: StatusUnavailable,
				Reason: "the file is in the Lake project " + root + " but " + err.Error() + "; " + LeanInstallHint}
		}
	}
	// Inside a Lake project `lake env lean` runs the project's toolchain
	// (lake puts it first on PATH), so the version is asked the same way.
	probe, probeArgs, runDir := lean, []string{"--version"}, dir
	if root != "" {
		probe, probeArgs, runDir = lake, []string{"env", l.lakeLeanArg(lean), "--version"}, root
	}
	version, vkey, failed := l.leanVersion(ctx, probe, probeArgs, runDir)
	if failed != nil {
		return failed
	}
	key := Key("lean", vkey, lean, lake, root, abs, src)
	run := func(ctx context.Context) *Result { return l.run(ctx, lean, lake, root, dir, abs, path, src, version) }
	if l.Runner == nil {
		return run(ctx)
	}
	return l.Runner.Run(ctx, key, run)
}

// run does one Lean run. abs is path made absolute, dir its directory ("" if
// it does not exist), root the Lake project root or "".
func (l Lean) run(ctx context.Context, lean, lake, root, dir, abs, path, src, version string) *Result {
	res := &Result{Tool: "lean", Version: version}
	target := abs
	if onDisk, err := safefs.ReadFile("", abs, int64(len(src))); err != nil || string(onDisk) != src {
		// An unsaved buffer. Inside a Lake project the copy stays in the
		// project, next to the original, so imports resolve as they would.
		var cleanup func()
		var err error
		if root != "" {
			target, cleanup, err = leanSiblingCopy(abs, src)
		} else {
			target, cleanup, err = TempCopy(abs, src)
		}
		if err != nil {
			res.Status, res.Reason = StatusCrashed, "cannot write a copy of the unsaved buffer: "+err.Error()
			return res
		}
		defer cleanup()
	}
	var c Cmd
	reported := target
	if root != "" {
		if rel, err := filepath.Rel(root, target); err == nil && !strings.HasPrefix(rel, "..") {
			reported = rel
		}
		c = Cmd{Path: lake, Args: []string{"env", l.lakeLeanArg(lean), "--json", reported}, Dir: root}
	} else {
		c = Cmd{Path: lean, Args: []string{"--json", target}, Dir: dir}
	}
	c.Timeout = l.timeout()
	res.Command = append([]string{c.Path}, c.Args...)
	out := Exec(ctx, c)
	res.Duration = out.Duration
	leanOutcome(res, out, src, path, reported)
	if target != abs {
		// Name the user's file, not the copy, in message texts too.
		for i := range res.Diagnostics {
			d := &res.Diagnostics[i]
			d.Message = strings.ReplaceAll(d.Message, target, path)
			if reported != target {
				d.Message = strings.ReplaceAll(d.Message, reported, path)
			}
		}
	}
	return res
}

// lakeLeanArg is the lean that `lake env` runs: the configured one, else
// "lean" as found on the PATH lake sets up (the project's toolchain).
func (l Lean) lakeLeanArg(lean string) string {
	if l.Configured != "" {
		return lean
	}
	return "lean"
}

// leanSiblingCopy writes src to a hidden file next to the original
// (".specfaith-tmp-<pid>-<name>-<random>.lean"), removed by the cleanup
// function; stale copies of dead processes there are removed first.
func leanSiblingCopy(abs, src string) (string, func(), error) {
	base := filepath.Base(abs)
	stem := strings.TrimSuffix(base, filepath.Ext(base))
	CleanStale(filepath.Dir(abs), StaleAge)
	f, err := os.CreateTemp(filepath.Dir(abs), "."+tempPrefix(stem)+"*.lean")
	if err != nil {
		return "", func() {}, err
	}
	name := f.Name()
	_, werr := f.WriteString(src)
	cerr := f.Close()
	if werr == nil {
		werr = cerr
	}
	if werr != nil {
		os.Remove(name)
		return "", func() {}, werr
	}
	return name, func() { os.Remove(name) }, nil
}

// leanOutcome turns a finished Lean process into a result. reported is the
// file name Lean was given; diagnostics about it are placed in path.
func leanOutcome(res *Result, out Output, src, path, reported string) *Result {
	res.Output = leanCombined(out)
	switch {
	case out.StartErr != nil:
		res.Status, res.Reason = StatusUnavailable, "cannot start: "+out.StartErr.Error()
		return res
	case out.Cancelled:
		res.Status, res.Reason = StatusCancelled, "cancelled"
		return res
	}
	msgs, bad, nbad := ParseLeanOutput(out.Stdout)
	res.Diagnostics = LeanDiagnostics(msgs, src, path, reported)
	sorries := 0
	for _, d := range res.Diagnostics {
		if d.Code == CodeLeanSorry && d.Severity == ir.SevWarning {
			sorries++
		}
	}
	switch {
	case out.TimedOut:
		res.Status, res.Reason = StatusTimeout, fmt.Sprintf("killed after %.1f s", out.Duration.Seconds())
	case out.Signal != 0:
		// Died (a crash, the OOM killer): no evidence, whatever it printed.
		res.Status, res.Reason = StatusCrashed, killedReason("lean", out, string(out.Stderr)+string(out.Stdout))
	case nbad > 0:
		res.Status = StatusCrashed
		res.Reason = fmt.Sprintf("lean printed %d line(s) that are not JSON messages, first: %q", nbad, clip(bad[0], 120))
		if out.StdoutCut {
			res.Reason = fmt.Sprintf("lean's output exceeded %d bytes and was cut", DefaultMaxOutput)
		}
	case res.Errors() > 0:
		res.Status = StatusErrors
	case out.StdoutCut:
		res.Status = StatusCrashed
		res.Reason = fmt.Sprintf("lean's output exceeded %d bytes and was cut", DefaultMaxOutput)
	case out.ExitCode != 0:
		res.Status = StatusCrashed
		res.Reason = fmt.Sprintf("lean exited with code %d without reporting an error: %s", out.ExitCode,
			firstLine(string(out.Stderr), "no output on stderr"))
	default:
		res.Status = StatusOK
		if sorries > 0 {
			res.Reason = fmt.Sprintf("%d declaration(s) use sorry: typechecked, not proved", sorries)
		}
	}
	return res
}

func leanCombined(out Output) string {
	s := string(out.Stdout)
	if len(out.Stderr) > 0 {
		if s != "" && !strings.HasSuffix(s, "\n") {
			s += "\n"
		}
		s += string(out.Stderr)
	}
	if len(s) > leanKeptOutput {
		s = s[:leanKeptOutput] + "\n… (cut)"
	}
	return s
}
