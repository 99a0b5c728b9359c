package toolchain

// Nagini (https://github.com/marcoeilers/nagini) verifies Python programs
// with Viper. One run is `nagini --ide-mode FILE`: mypy typechecks the file,
// Nagini translates it to Viper and Silicon verifies it, all in one Python
// process hosting a JVM (JPype), which takes ~20 s of wall time and ~30 s of
// CPU even for a tiny file.
//
// What it prints (Nagini 1.2.0, captured from real runs):
//
//	Verification successful
//	Verification took 18.65 seconds.
//
//	Verification failed
//	Errors:
//	fail.py:5:13:5:25: error: Postcondition of bad might not hold. Assertion (Result() > x) might not hold.
//	Verification took 19.43 seconds.
//
//	Translation failed
//	Type error: Incompatible return value type (got "str", expected "int") (typeerr.py@5.0)
//	Type error: expected ':' (syntax.py@4.0)          (a Python syntax error, found by mypy)
//	Invalid program: nested.function.declaration (nested.py@5.4)
//	Not supported: assignment to slice (slice.py@7.4)
//	Not supported:                                    (without a message Nagini prints
//	(x + 1)                                            the unparsed node over several lines)
//	 (exprstmt.py@5.4)
//
// and, for what it does not handle, a Python traceback on stderr (e.g.
// "AssertionError" for an `async def`) or a Java stack trace on stdout
// followed by a traceback (e.g. "java.lang.OutOfMemoryError: Java heap
// space"). The exit status is 0 only for "Verification successful".
//
// Positions. Verification errors are "file:line:col:endline:endcol" with
// 1-based lines. Nagini's columns come from its own fix-up of Python's AST
// (nagini_translation/external/ast_util.py, taken from Thonny): the start
// column is a 0-based *code point* column plus 1, so a 1-based code point
// column; the end column is normally the same (tokenize positions), but
// when that fix-up fails for a node Nagini keeps CPython's end_col_offset,
// which counts UTF-8 bytes. Both are read as code point columns here and
// converted to byte columns with the source text; on a line with non-ASCII
// text before the end of such a node the end may then lie a few bytes too
// far right (it is clamped to the line). Translation errors are
// "(file@line.col)" with a 0-based code point column; type errors always
// say column 0, so they cover their line.
//
// Server mode (`nagini --server` with `nagini_client`) is not used, though
// a warm process re-checks a file in ~3.5 s instead of ~18 s: it needs
// pyzmq, which `pip install nagini` does not install; it binds the fixed
// port tcp://*:5555 on every interface (one server per machine, reachable
// from the network, answering with the contents of any file it is sent);
// it verifies one file at a time and cannot be cancelled or timed out
// without killing it; an exception it does not catch (the AssertionError
// above, a re-raised Java exception) ends its loop and leaves nagini_client
// waiting forever; and it is not sound across requests: after a file that
// uses no obligations Nagini sets config.obligation_config.disable_all for
// good, so a later file with MustTerminate verifies although it fails
// when checked alone (observed: "Obligation leak check failed. Loop might
// not keep promise to terminate." cold, "Verification successful" warm).
// Each check therefore starts a fresh process; the Runner's cache makes an
// unchanged re-check free.

import (
	"bytes"
	"context"
	"fmt"
	"github.com/specfaith/specfaith/internal/lazyre"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/specfaith/specfaith/internal/safefs"
	"github.com/specfaith/specfaith/ir"
)

// Nagini runs Nagini on one Python file.
type Nagini struct {
	Configured string        // configured path to the nagini executable
	Root       string        // workspace root: <Root>/.venv/bin/nagini, <Root>/nagini.cfg
	Timeout    time.Duration // per check; 0 means DefaultNaginiTimeout
	Runner     *Runner       // pool and cache; nil runs directly
	// MypyCache is the directory of the mypy cache shared by runs ("" means
	// specfaith/nagini-mypy/<version> under the user's cache directory,
	// "off" a fresh cache per run). Sharing it saves ~10 s per run: mypy
	// otherwise re-analyses the standard library's stubs every time.
	MypyCache string
}

var _ Checker = Nagini{}

// DefaultNaginiTimeout bounds one Nagini run when Nagini.Timeout is 0.
const DefaultNaginiTimeout = 5 * time.Minute

// NaginiInstallHint is how Nagini is installed; specfaith only suggests it.
const NaginiInstallHint = "install Nagini (needs Java 11+): specfaith's make setup puts it in specfaith's own .venv, found from the specfaith executable; or pipx install nagini; or python3 -m venv .venv && .venv/bin/pip install nagini in the workspace; or set toolchain.nagini to the nagini executable"

// Diagnostic codes of the Nagini adapter.
const (
	CodeNagini            = "nagini"                 // a message Nagini printed without a position
	CodeNaginiVerify      = "nagini-verification"    // a verification error
	CodeNaginiType        = "nagini-type"            // a mypy error (syntax errors included)
	CodeNaginiInvalid     = "nagini-invalid-program" // a program Nagini rejects
	CodeNaginiUnsupported = "nagini-unsupported"     // a construct Nagini does not support
	CodeNaginiMypy        = "nagini-mypy"            // a raw mypy line (notes)
)

const (
	naginiMaxDiagnostics = 500
	naginiKeptOutput     = 1 << 20
	naginiMaxMessage     = 4000
	naginiMaxConfig      = 1 << 20
)

// Name implements Checker.
func (Nagini) Name() string { return "nagini" }

func (n Nagini) timeout() time.Duration {
	if n.Timeout > 0 {
		return n.Timeout
	}
	return DefaultNaginiTimeout
}

// Find is the nagini executable Check would run for a file at path.
func (n Nagini) Find(path string) (string, error) {
	abs, root := n.locate(path)
	return Discover("nagini", n.Configured, naginiExtra(root, abs)...)
}

// locate is path and the workspace root, absolute.
func (n Nagini) locate(path string) (abs, root string) {
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	root = n.Root
	if root != "" {
		if r, err := filepath.Abs(root); err == nil {
			root = r
		}
	}
	return abs, root
}

// Check implements Checker: it typechecks and verifies the file whose
// current text is src with `nagini --ide-mode`, run in a private
// temporary directory holding a copy of the file (and the workspace's
// nagini.cfg, if any); the file's own directory is on MYPYPATH so that
// imports of sibling modules resolve.
func (n Nagini) Check(ctx context.Context, path, src string) *Result {
	abs, root := n.locate(path)
	exe, err := n.Find(path)
	if err != nil {
		return &Result{Tool: "nagini", Status: StatusUnavailable, Reason: err.Error() + "; " + NaginiInstallHint}
	}
	version := naginiVersion(ctx, exe)
	cfg := naginiConfig(root, abs)
	vkey := version
	if vkey == "" {
		vkey = "unknown"
	}
	// The result also depends on the modules next to the file (imports)
	// and on nagini.cfg; both are part of the key.
	key := Key("nagini", vkey, naginiStamp(exe), abs, src, cfg, naginiSiblings(filepath.Dir(abs), filepath.Base(abs)))
	run := func(ctx context.Context) *Result { return n.run(ctx, exe, version, abs, path, src, cfg) }
	var res *Result
	if n.Runner == nil {
		res = run(ctx)
		res.Millis = float64(res.Duration.Microseconds()) / 1000
	} else {
		res = n.Runner.Run(ctx, key, run)
	}
	if res.Tool == "" {
		res.Tool, res.Version = "nagini", version
	}
	return res
}

// SetupRoot is the checkout whose `make build` built this executable
// (set with -ldflags -X; empty in a plain go build). make setup installs
// Nagini in its .venv; the path travels with the binary, so the copy of
// it that an editor extension installs elsewhere still finds that Nagini.
// It comes from whoever built the binary, never from a workspace.
var SetupRoot string

// naginiExtra lists the usual places of nagini: the workspace's venv, then
// a .venv next to the file or in a directory above it, then pipx's (its
// PIPX_BIN_DIR, or ~/.local/bin), then the .venv that specfaith's `make
// setup` made in its own checkout: SetupRoot's, or one found from the
// executable (bin/specfaith, or the extension's copy of it deeper in
// extension/).
func naginiExtra(root, abs string) []string {
	var extra []string
	if root != "" {
		extra = append(extra, filepath.Join(root, ".venv", "bin", "nagini"))
	}
	dir := filepath.Dir(abs)
	for i := 0; i < 64; i++ {
		extra = append(extra, filepath.Join(dir, ".venv", "bin", "nagini"))
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	if d := os.Getenv("PIPX_BIN_DIR"); d != "" {
		extra = append(extra, filepath.Join(d, "nagini"))
	}
	if h := Home(filepath.Join(".local", "bin", "nagini")); h != "" {
		extra = append(extra, h)
	}
	if SetupRoot != "" && filepath.IsAbs(SetupRoot) {
		extra = append(extra, filepath.Join(SetupRoot, ".venv", "bin", "nagini"))
	}
	if exe, err := executable(); err == nil {
		if real, err := filepath.EvalSymlinks(exe); err == nil {
			exe = real
		}
		dir := filepath.Dir(exe)
		for i := 0; i < 5; i++ { // bin/, or extension/server/linux-x64/ in the checkout
			dir = filepath.Dir(dir)
			extra = append(extra, filepath.Join(dir, ".venv", "bin", "nagini"))
		}
	}
	return extra
}

// executable is os.Executable (a test puts specfaith elsewhere).
var executable = os.Executable

// naginiConfig returns the text of the nagini.cfg that applies to the file:
// the nearest one from the file's directory up to the workspace root, or
// the root's. Nagini reads it from its working directory.
func naginiConfig(root, abs string) string {
	var dirs []string
	dir := filepath.Dir(abs)
	if rel, err := filepath.Rel(root, dir); root != "" && err == nil && rel != ".." && !strings.HasPrefix(rel, "../") {
		for i := 0; i < 64; i++ {
			dirs = append(dirs, dir)
			if dir == root {
				break
			}
			parent := filepath.Dir(dir)
			if parent == dir {
				break
			}
			dir = parent
		}
	} else {
		dirs = append(dirs, dir)
		if root != "" {
			dirs = append(dirs, root)
		}
	}
	for _, d := range dirs {
		p := filepath.Join(d, "nagini.cfg")
		if b, err := safefs.ReadFile("", p, naginiMaxConfig); err == nil {
			return string(b)
		}
	}
	return ""
}

// naginiSiblings stamps the Python modules next to the file (name, size,
// modification time), so that editing an imported module invalidates the
// cached result. At most 1024 directory entries are looked at.
func naginiSiblings(dir, self string) string {
	f, err := os.Open(dir)
	if err != nil {
		return ""
	}
	entries, _ := f.ReadDir(1024)
	f.Close()
	var parts []string
	for _, e := range entries {
		name := e.Name()
		if name == self || !(strings.HasSuffix(name, ".py") || strings.HasSuffix(name, ".pyi")) {
			continue
		}
		if info, err := e.Info(); err == nil {
			parts = append(parts, fmt.Sprintf("%s\x00%d\x00%d", name, info.Size(), info.ModTime().UnixNano()))
		}
	}
	sort.Strings(parts)
	return strings.Join(parts, "\x01")
}

// naginiStamp names an executable as it is now: path, size and
// modification time (a reinstalled Nagini runs again, its version is read
// again).
func naginiStamp(exe string) string {
	if st, err := os.Stat(exe); err == nil {
		return fmt.Sprintf("%s\x00%d\x00%d", exe, st.Size(), st.ModTime().UnixNano())
	}
	return exe
}

// naginiVersions caches versions by executable (path and modification time).
var naginiVersions sync.Map

// naginiVersion is the installed Nagini's version, read from its Python
// environment's package metadata, or "" when it cannot be read.
func naginiVersion(ctx context.Context, exe string) string {
	key := naginiStamp(exe)
	if v, ok := naginiVersions.Load(key); ok {
		return v.(string)
	}
	v := ""
	if py := naginiPython(exe); py != "" {
		out := Exec(ctx, Cmd{Path: py, Args: []string{"-c", "import importlib.metadata as m; print(m.version('nagini'))"},
			Timeout: 30 * time.Second, MaxOutput: 4096})
		s := strings.TrimSpace(string(out.Stdout))
		if out.ExitCode == 0 && naginiVersionRE.MatchString(s) {
			v = s
		}
		if out.Cancelled {
			return v // not cached: ask again next time
		}
	}
	naginiVersions.Store(key, v)
	return v
}

var naginiVersionRE = lazyre.New(`^[0-9][0-9A-Za-z.+_-]{0,39}$`)

// naginiPython finds the Python that runs the nagini script: the venv's
// python next to it (or next to its target, for a symlink), else the
// script's #! interpreter when that is a Python.
func naginiPython(exe string) string {
	dirs := []string{filepath.Dir(exe)}
	if real, err := filepath.EvalSymlinks(exe); err == nil && filepath.Dir(real) != dirs[0] {
		dirs = append(dirs, filepath.Dir(real))
	}
	for _, d := range dirs {
		for _, name := range []string{"python", "python3"} {
			p := filepath.Join(d, name)
			if st, err := os.Stat(p); err == nil && !st.IsDir() && st.Mode()&0o111 != 0 {
				return p
			}
		}
	}
	f, err := os.Open(exe)
	if err != nil {
		return ""
	}
	defer f.Close()
	buf := make([]byte, 512)
	k, _ := f.Read(buf)
	line, _, _ := strings.Cut(string(buf[:k]), "\n")
	if !strings.HasPrefix(line, "#!") {
		return ""
	}
	fields := strings.Fields(line[2:])
	if len(fields) >= 2 && filepath.Base(fields[0]) == "env" {
		fields = fields[1:]
	}
	if len(fields) == 0 || !strings.HasPrefix(filepath.Base(fields[0]), "python") {
		return ""
	}
	if filepath.IsAbs(fields[0]) {
		return fields[0]
	}
	if p, err := Discover(fields[0], ""); err == nil {
		return p
	}
	return ""
}

// mypyCacheDir is the shared mypy cache for a version, or "".
func (n Nagini) mypyCacheDir(version string) string {
	switch n.MypyCache {
	case "off":
		return ""
	case "":
		base, err := os.UserCacheDir()
		if err != nil {
			return ""
		}
		if version == "" {
			version = "unknown"
		}
		return filepath.Join(base, "specfaith", "nagini-mypy", version)
	}
	return n.MypyCache
}

// run does one Nagini run in a fresh directory.
func (n Nagini) run(ctx context.Context, exe, version, abs, path, src, cfg string) *Result {
	res := &Result{Tool: "nagini", Version: version}
	dir, err := os.MkdirTemp("", tempPrefix("nagini"))
	if err != nil {
		res.Status, res.Reason = StatusCrashed, "cannot make a working directory: "+err.Error()
		return res
	}
	defer os.RemoveAll(dir)
	base := filepath.Base(abs)
	if err := os.WriteFile(filepath.Join(dir, base), []byte(src), 0o600); err != nil {
		res.Status, res.Reason = StatusCrashed, "cannot write the file's copy: "+err.Error()
		return res
	}
	if cfg != "" {
		if err := os.WriteFile(filepath.Join(dir, "nagini.cfg"), []byte(cfg), 0o600); err != nil {
			res.Status, res.Reason = StatusCrashed, "cannot copy nagini.cfg: "+err.Error()
			return res
		}
	}
	// Nagini's mypy caches are ".mypy_cache_strict" and
	// ".mypy_cache_nonstrict" in the working directory. mypy writes cache
	// files atomically and checks them against sources and options, and
	// Nagini re-checks the main module and what it imports regardless, so
	// the cache can be shared by runs of one version.
	if shared := n.mypyCacheDir(version); shared != "" {
		for _, name := range []string{".mypy_cache_strict", ".mypy_cache_nonstrict"} {
			target := filepath.Join(shared, strings.TrimPrefix(name, "."))
			if os.MkdirAll(target, 0o700) == nil {
				_ = os.Symlink(target, filepath.Join(dir, name))
			}
		}
	}
	env := []string{"PYTHONUNBUFFERED=1"}
	if st, err := os.Stat(filepath.Dir(abs)); err == nil && st.IsDir() {
		mp := filepath.Dir(abs)
		if old := os.Getenv("MYPYPATH"); old != "" {
			mp += string(os.PathListSeparator) + old
		}
		env = append(env, "MYPYPATH="+mp)
	}
	c := Cmd{Path: exe, Args: []string{"--ide-mode", base}, Dir: dir, Env: env, Timeout: n.timeout()}
	res.Command = append([]string{c.Path}, c.Args...)
	out := Exec(ctx, c)
	res.Duration = out.Duration
	aliases := []string{base, "./" + base, filepath.Join(dir, base)}
	if real, err := filepath.EvalSymlinks(dir); err == nil && real != dir {
		aliases = append(aliases, filepath.Join(real, base))
	}
	naginiOutcome(res, out, path, src, aliases)
	if len(res.Output) > 0 {
		res.Output = strings.ReplaceAll(res.Output, filepath.Join(dir, base), path)
	}
	return res
}

// naginiOutcome turns a finished Nagini process into a result.
func naginiOutcome(res *Result, out Output, path, src string, aliases []string) *Result {
	res.Output = naginiCombined(out)
	switch {
	case out.StartErr != nil:
		res.Status, res.Reason = StatusUnavailable, "cannot start: "+out.StartErr.Error()
		return res
	case out.Cancelled:
		res.Status, res.Reason = StatusCancelled, "cancelled"
		return res
	}
	rep := ParseNagini(string(out.Stdout), string(out.Stderr), path, src, aliases)
	res.Diagnostics = rep.Diagnostics
	switch {
	case out.TimedOut:
		res.Status, res.Reason = StatusTimeout, fmt.Sprintf("killed after %.1f s", out.Duration.Seconds())
	case out.Signal != 0:
		// Died (a crash, the OOM killer killing the JVM): no evidence,
		// whatever it printed.
		res.Status, res.Reason = StatusCrashed, killedReason("nagini", out, string(out.Stderr)+string(out.Stdout))
	case rep.Crash != "":
		res.Status, res.Reason = StatusCrashed, rep.Crash
	case rep.Verdict == NaginiVerified && out.ExitCode == 0 && res.Errors() == 0:
		res.Status = StatusOK
	case (rep.Verdict == NaginiFailed || rep.Verdict == NaginiTranslationFailed) && res.Errors() > 0:
		res.Status = StatusErrors
	case rep.Verdict == NaginiFailed || rep.Verdict == NaginiTranslationFailed:
		res.Status = StatusCrashed
		res.Reason = fmt.Sprintf("nagini said %q but printed no error that could be read", string(rep.Verdict))
	case out.StdoutCut || out.StderrCut:
		res.Status, res.Reason = StatusCrashed, fmt.Sprintf("nagini's output exceeded %d bytes and was cut", DefaultMaxOutput)
	default:
		res.Status = StatusCrashed
		first := firstLine(string(out.Stderr), "")
		if first == "" {
			first = firstLine(string(out.Stdout), "no output")
		}
		res.Reason = fmt.Sprintf("nagini exited with code %d without a verdict: %s", out.ExitCode, first)
	}
	return res
}

// NaginiVerdict is the summary line of a Nagini run.
type NaginiVerdict string

const (
	NaginiVerified          NaginiVerdict = "Verification successful"
	NaginiFailed            NaginiVerdict = "Verification failed"
	NaginiTranslationFailed NaginiVerdict = "Translation failed"
)

// NaginiReport is what ParseNagini read.
type NaginiReport struct {
	Verdict     NaginiVerdict // "" when none was printed
	Diagnostics []Diagnostic
	// Crash is a one-line reason when Nagini printed a Python traceback, a
	// Java exception or an internal inconsistency; "" otherwise.
	Crash string
}

var (
	// fail.py:5:13:5:25: error: Postcondition of bad might not hold. …
	naginiIDERE = lazyre.New(`^(.+?):(\d+):(\d+):(\d+):(\d+): (error|warning): (.*)$`)
	// Type error: … (file@line.col), possibly over several lines.
	naginiTransRE   = lazyre.New(`^(Type error|Invalid program|Not supported): ?([\s\S]*) \((.+)@(\d+)\.(\d+)\)$`)
	naginiTransHead = lazyre.New(`^(Type error|Invalid program|Not supported):`)
	naginiTransTail = lazyre.New(`\((.+)@(\d+)\.(\d+)\)$`)
	// A mypy line Nagini did not reformat: file:line[:col]: note: …
	naginiMypyRE = lazyre.New(`^(.+?):(\d+)(?::(\d+))?: (error|warning|note): (.*)$`)
	// Java: an exception line, then "\tat …" frames.
	naginiJavaAtRE  = lazyre.New(`^\s+at [\w$.<>/]+\(.*\)$`)
	naginiJavaExcRE = lazyre.New(`^(?:Exception in thread "[^"]*" |Caused by: )?((?:[A-Za-z_$][\w$]*\.)+[A-Za-z_$][\w$]*(?:Exception|Error|Throwable)\b.*)$`)
)

// ParseNagini reads the output of `nagini --ide-mode`. Messages about one
// of aliases (the names under which Nagini was given the file) are placed
// in path, whose text is src: lines stay 1-based and code point columns
// become 1-based byte columns with offsets. Messages about other files
// keep their name, line and column, with offset 0. It never fails: what it
// cannot read is skipped, or kept as an unpositioned message.
func ParseNagini(stdout, stderr, path, src string, aliases []string) NaginiReport {
	var rep NaginiReport
	text := newNaginiText(src)
	same := func(file string) bool {
		for _, a := range aliases {
			if file == a || filepath.Clean(file) == filepath.Clean(a) {
				return true
			}
		}
		return false
	}
	// place returns the diagnostic's file and whether src applies.
	place := func(file string) (string, bool) {
		if same(file) {
			return path, true
		}
		return file, false
	}
	add := func(d Diagnostic) {
		if len(rep.Diagnostics) < naginiMaxDiagnostics {
			d.Message = clip(strings.TrimSpace(d.Message), naginiMaxMessage)
			rep.Diagnostics = append(rep.Diagnostics, d)
		}
	}
	unpositioned := func(msg string) Diagnostic {
		return Diagnostic{File: path, Severity: ir.SevError, Code: CodeNagini, Message: msg,
			R: ir.Range{Start: ir.Pos{Line: 1, Col: 1}, End: ir.Pos{Line: 1, Col: 1}}}
	}

	lines := strings.Split(strings.ReplaceAll(stdout, "\r\n", "\n"), "\n")
	section := "" // "errors" after "Errors:", "translation" after "Translation failed"
	lastFromErrors := -1
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		trimmed := strings.TrimSpace(line)
		switch {
		case trimmed == "":
			continue
		case trimmed == string(NaginiVerified):
			rep.Verdict, section = NaginiVerified, ""
			continue
		case trimmed == string(NaginiFailed):
			rep.Verdict, section = NaginiFailed, ""
			continue
		case trimmed == "Errors:" && rep.Verdict == NaginiFailed:
			section = "errors"
			continue
		case trimmed == string(NaginiTranslationFailed):
			rep.Verdict, section = NaginiTranslationFailed, "translation"
			continue
		case strings.HasPrefix(trimmed, "Verification took ") && strings.HasSuffix(trimmed, " seconds."):
			section = ""
			continue
		}
		if m := naginiIDERE.FindStringSubmatch(line); m != nil {
			file, inSrc := place(m[1])
			l1, c1, l2, c2 := naginiAtoi(m[2]), naginiAtoi(m[3]), naginiAtoi(m[4]), naginiAtoi(m[5])
			d := Diagnostic{File: file, Severity: ir.SevError, Code: CodeNaginiVerify, Message: m[7]}
			if m[6] == "warning" {
				d.Severity = ir.SevWarning
			}
			if inSrc {
				d.R = text.span(l1, c1-1, l2, c2-1)
			} else {
				d.R = ir.Range{Start: ir.Pos{Line: max(l1, 1), Col: max(c1, 1)}, End: ir.Pos{Line: max(l2, 1), Col: max(c2, 1)}}
			}
			add(d)
			lastFromErrors = len(rep.Diagnostics) - 1
			continue
		}
		if naginiTransHead.MatchString(trimmed) {
			// Collect the continuation lines of a multi-line message.
			joined := trimmed
			j := i
			for !naginiTransTail.MatchString(joined) && j+1 < len(lines) && j-i < 40 {
				j++
				joined += "\n" + strings.TrimRight(lines[j], "\r")
			}
			if m := naginiTransRE.FindStringSubmatch(strings.TrimSpace(joined)); m != nil {
				i = j
				kind, msg := m[1], strings.Join(strings.Fields(m[2]), " ")
				file, inSrc := place(m[3])
				ln, col := naginiAtoi(m[4]), naginiAtoi(m[5])
				d := Diagnostic{File: file, Severity: ir.SevError}
				switch kind {
				case "Type error":
					d.Code, d.Message = CodeNaginiType, msg
				case "Invalid program":
					d.Code, d.Message = CodeNaginiInvalid, kind+": "+msg
				default:
					d.Code, d.Message = CodeNaginiUnsupported, kind+": "+msg
				}
				if inSrc {
					d.R = text.lineFrom(ln, col)
				} else {
					p := ir.Pos{Line: max(ln, 1), Col: col + 1}
					d.R = ir.Range{Start: p, End: p}
				}
				add(d)
				lastFromErrors = -1
				continue
			}
		}
		if section == "translation" {
			if m := naginiMypyRE.FindStringSubmatch(line); m != nil {
				file, inSrc := place(m[1])
				ln := naginiAtoi(m[2])
				d := Diagnostic{File: file, Severity: ir.SevError, Code: CodeNaginiMypy, Message: m[5]}
				switch m[4] {
				case "note":
					d.Severity = ir.SevInfo
				case "warning":
					d.Severity = ir.SevWarning
				}
				if inSrc {
					d.R = text.lineFrom(ln, 0)
				} else {
					p := ir.Pos{Line: max(ln, 1), Col: 1}
					d.R = ir.Range{Start: p, End: p}
				}
				add(d)
				continue
			}
		}
		if naginiJavaAtRE.MatchString(line) || naginiJavaExcRE.MatchString(trimmed) || strings.HasPrefix(trimmed, "Traceback (") {
			lastFromErrors = -1
			continue // read by naginiCrash
		}
		switch section {
		case "errors":
			// A message over several lines continues the one before it; an
			// error Nagini could not position stands alone.
			if lastFromErrors >= 0 && lastFromErrors == len(rep.Diagnostics)-1 {
				d := &rep.Diagnostics[lastFromErrors]
				d.Message = clip(d.Message+"\n"+trimmed, naginiMaxMessage)
			} else {
				add(unpositioned(trimmed))
				lastFromErrors = len(rep.Diagnostics) - 1
			}
		case "translation":
			add(unpositioned(trimmed))
		}
	}
	rep.Crash = naginiCrash(stdout, stderr)
	return rep
}

// naginiCrash finds a Java exception, a Python traceback or an internal
// inconsistency in the output and returns a one-line reason, or "".
func naginiCrash(stdout, stderr string) string {
	var java, python, other string
	for _, out := range []string{stdout, stderr} {
		lines := strings.Split(strings.ReplaceAll(out, "\r\n", "\n"), "\n")
		inTrace := false
		for i, line := range lines {
			trimmed := strings.TrimSpace(line)
			switch {
			case java == "" && naginiJavaAtRE.MatchString(line):
				// The exception line is the nearest line above the frames.
				for k := i - 1; k >= 0 && k >= i-50; k-- {
					if naginiJavaAtRE.MatchString(lines[k]) || strings.TrimSpace(lines[k]) == "" {
						continue
					}
					prev := strings.TrimSpace(lines[k])
					if m := naginiJavaExcRE.FindStringSubmatch(prev); m != nil {
						java = m[1]
					} else {
						java = prev
					}
					break
				}
				if java == "" {
					java = "a Java stack trace"
				}
			case java == "" && strings.HasPrefix(trimmed, "Exception in thread "):
				java = trimmed
				if m := naginiJavaExcRE.FindStringSubmatch(trimmed); m != nil {
					java = m[1]
				}
			case java == "" && strings.Contains(trimmed, "A fatal error has been detected by the Java Runtime Environment"):
				java = "the Java VM crashed (fatal error)"
			case strings.HasPrefix(line, "Traceback (most recent call last):"):
				inTrace = true
				if python == "" {
					python = "a Python traceback"
				}
			case inTrace && trimmed != "" && !strings.HasPrefix(line, " ") && !strings.HasPrefix(line, "\t"):
				if strings.HasPrefix(trimmed, "During handling of the above exception") ||
					strings.HasPrefix(trimmed, "The above exception was the direct cause") {
					continue
				}
				python = trimmed // the last one is the exception that ended the run
			case other == "" && strings.HasSuffix(trimmed, "Translated AST contains inconsistencies."):
				other = trimmed
			}
		}
	}
	switch {
	case java != "":
		return "Java exception: " + clip(java, 200)
	case python != "":
		return "Python exception: " + clip(python, 200)
	case other != "":
		return "internal error: " + clip(other, 200)
	}
	return ""
}

// naginiText converts Nagini positions within one source text.
type naginiText struct {
	src   string
	lines *ir.Lines
}

func newNaginiText(src string) *naginiText {
	return &naginiText{src: src, lines: ir.NewLines(src)}
}

// line returns the clamped line number and the line's start and end
// offsets (the end excludes "\n" and a "\r" before it).
func (x *naginiText) line(ln int) (int, int, int) {
	ln = max(1, min(ln, x.lines.Count()))
	start := x.lines.Start(ln)
	end := len(x.src)
	if ln < x.lines.Count() {
		end = x.lines.Start(ln+1) - 1
	}
	if end > start && x.src[end-1] == '\r' {
		end--
	}
	return ln, start, end
}

// pos is the position of 0-based code point column col on line ln,
// clamped to the line.
func (x *naginiText) pos(ln, col int) ir.Pos {
	ln, start, end := x.line(ln)
	i := start
	for n := 0; n < col && i < end; n++ {
		_, size := utf8.DecodeRuneInString(x.src[i:end])
		i += size
	}
	return ir.Pos{Offset: i, Line: ln, Col: i - start + 1}
}

// span is the range between two 0-based code point columns.
func (x *naginiText) span(l1, c1, l2, c2 int) ir.Range {
	start := x.pos(l1, c1)
	end := x.pos(l2, c2)
	if end.Offset < start.Offset {
		end = start
	}
	return ir.Range{Start: start, End: end}
}

// lineFrom covers line ln from 0-based code point column col (at least
// from its first non-blank character) to its last non-blank character.
func (x *naginiText) lineFrom(ln, col int) ir.Range {
	ln, start, end := x.line(ln)
	first := start
	for first < end && (x.src[first] == ' ' || x.src[first] == '\t') {
		first++
	}
	last := end
	for last > first && (x.src[last-1] == ' ' || x.src[last-1] == '\t') {
		last--
	}
	s := x.pos(ln, col)
	if s.Offset < first {
		s = ir.Pos{Offset: first, Line: ln, Col: first - start + 1}
	}
	e := ir.Pos{Offset: last, Line: ln, Col: last - start + 1}
	if e.Offset < s.Offset {
		e = s
	}
	return ir.Range{Start: s, End: e}
}

func naginiAtoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return 0
	}
	return n
}

func naginiCombined(out Output) string {
	var b bytes.Buffer
	b.Write(out.Stdout)
	if len(out.Stderr) > 0 {
		if b.Len() > 0 && !bytes.HasSuffix(out.Stdout, []byte("\n")) {
			b.WriteByte('\n')
		}
		b.Write(out.Stderr)
	}
	s := b.String()
	if len(s) > naginiKeptOutput {
		s = clip(s, naginiKeptOutput) + "\n(cut)"
	}
	return s
}
