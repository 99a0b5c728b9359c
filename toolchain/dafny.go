package toolchain

import (
	"bufio"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"github.com/specfaith/specfaith/internal/lazyre"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/specfaith/specfaith/internal/safefs"
	"github.com/specfaith/specfaith/ir"
)

// Dafny runs Dafny: Dafny 4's `dafny verify`, or the legacy CLI of Dafny
// 2.x/3.x (`dafny /compile:0 /nologo`), or — for warm re-checks on Dafny
// 2.x — its DafnyServer.exe kept running between checks.
type Dafny struct {
	Configured string        // configured path to the dafny executable
	Timeout    time.Duration // per check; 0 means 60 s
	TimeLimit  int           // Dafny's own per-method limit in seconds (0: Dafny's default)
	Runner     *Runner
	// UseServer keeps DafnyServer.exe running for Dafny 2.x (when found).
	UseServer bool
	// ShowInfo keeps Dafny's informational messages (triggers, decreases
	// clauses it guessed); off, they are left out (toolchain_info).
	ShowInfo bool

	mu      sync.Mutex
	info    *dafnyInfo
	srv     *dafnyServer
	wrapDir string
}

type dafnyInfo struct {
	path    string
	version string
	major   int
	err     error
	server  string // DafnyServer.exe, for 2.x
	mono    string // the CLI runtime that runs it
	z3wrap  string // z3 wrapper filtering model_compress (2.x with z3 ≥ 4.8.12)
	stamp   string // path, size and modification time of the executable
	status  Status // of a failed discovery: unavailable ("") or timeout/crashed
	took    time.Duration
}

// Name implements Checker.
func (d *Dafny) Name() string { return "dafny" }

var dafnyVersionRE = lazyre.New(`(?m)(?:^Dafny |^)(\d+)\.(\d+)\.(\d+)`)

// discover finds Dafny and reads its version. The answer is kept for as
// long as the executable is unchanged (same path, size and modification
// time); "not found", a cancelled probe and a probe that timed out or was
// killed are not kept, so a Dafny installed or repaired later is found by
// the next check.
func (d *Dafny) discover(ctx context.Context) *dafnyInfo {
	d.mu.Lock()
	defer d.mu.Unlock()
	path, err := Discover("dafny", d.Configured, "/usr/lib/dafny/dafny", Home(".dotnet/tools/dafny"))
	if err != nil {
		return &dafnyInfo{err: err}
	}
	stamp := path
	if st, err := os.Stat(path); err == nil {
		stamp = fmt.Sprintf("%s|%d|%d", path, st.Size(), st.ModTime().UnixNano())
	}
	if d.info != nil && d.info.stamp == stamp {
		return d.info
	}
	info := &dafnyInfo{path: path, stamp: stamp}
	keep, wrapDir := true, ""
	defer func() {
		if !keep || ctx.Err() != nil {
			if wrapDir != "" {
				os.RemoveAll(wrapDir)
			}
			return
		}
		// Another Dafny than before: its server and z3 wrapper go.
		if d.srv != nil {
			d.srv.stop()
			d.srv = nil
		}
		if d.wrapDir != "" {
			os.RemoveAll(d.wrapDir)
		}
		d.info, d.wrapDir = info, wrapDir
	}()
	probeTimeout := min(30*time.Second, d.timeout())
	// Dafny 4 answers --version; 2.x/3.x print their version first when
	// given /version (and then complain about the missing file).
	said := ""
	for _, arg := range []string{"--version", "/version"} {
		out := Exec(ctx, Cmd{Path: path, Args: []string{arg}, Timeout: probeTimeout, MaxOutput: 1 << 16})
		text := string(out.Stdout) + string(out.Stderr)
		switch {
		case out.StartErr != nil:
			keep = false
			info.err = fmt.Errorf("cannot start %s: %v", path, out.StartErr)
			return info
		case out.Cancelled:
			keep = false
			info.err = fmt.Errorf("cancelled")
			return info
		case out.TimedOut:
			keep = false
			info.status, info.took = StatusTimeout, out.Duration
			info.err = fmt.Errorf("`%s %s` killed after %.1f s without printing a version", path, arg, out.Duration.Seconds())
			return info
		case out.Signal != 0:
			keep = false
			info.status = StatusCrashed
			info.err = fmt.Errorf("`%s %s` %s", path, arg, out.Killed())
			return info
		}
		if said == "" {
			said = firstLine(text, "")
		}
		if strings.Contains(text, "unknown switch") {
			continue
		}
		if m := dafnyVersionRE.FindStringSubmatch(text); m != nil {
			info.version = m[1] + "." + m[2] + "." + m[3]
			info.major, _ = strconv.Atoi(m[1])
			break
		}
	}
	if info.version == "" {
		if said == "" {
			said = "nothing"
		} else {
			said = strconv.Quote(clip(said, 120))
		}
		info.err = fmt.Errorf("could not read the version of %s (`dafny --version` printed %s)", path, said)
		return info
	}
	if info.major < 2 {
		info.err = fmt.Errorf("Dafny %s (%s) is not supported: specfaith runs Dafny 2 or later", info.version, path)
		return info
	}
	if info.major < 3 {
		// Debian's Boogie passes z3 an option (model_compress) that z3
		// 4.8.12 rejects; a wrapper filters it out of the SMT input.
		if z3, err := exec.LookPath("z3"); err == nil {
			if dir, err := os.MkdirTemp("", tempPrefix("z3")); err == nil {
				w := filepath.Join(dir, "z3")
				// Boogie also runs "z3 --version", which must not read
				// stdin (in server mode that is DafnyServer's request pipe).
				script := "#!/bin/sh\ncase \" $* \" in *\" --version \"*|*\" -version \"*) exec " + shellQuote(z3) + " \"$@\";; esac\n" +
					"sed -u '/model_compress/d' | exec " + shellQuote(z3) + " \"$@\"\n"
				if os.WriteFile(w, []byte(script), 0o700) == nil {
					info.z3wrap = w
					wrapDir = dir
				}
			}
		}
		if lib := dafnyLibDir(path); lib != "" {
			if _, err := os.Stat(filepath.Join(lib, "DafnyServer.exe")); err == nil {
				info.server = filepath.Join(lib, "DafnyServer.exe")
				for _, rt := range []string{"cli", "mono"} {
					if p, err := exec.LookPath(rt); err == nil {
						info.mono = p
						break
					}
				}
			}
		}
	}
	return info
}

func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// dafnyLibDir finds Dafny.exe's directory: next to the executable, or
// named in a wrapper script (Debian's /usr/bin/dafny execs
// /usr/lib/dafny/Dafny.exe).
func dafnyLibDir(path string) string {
	if _, err := os.Stat(filepath.Join(filepath.Dir(path), "Dafny.exe")); err == nil {
		return filepath.Dir(path)
	}
	b, err := safefs.ReadFile("", path, 1<<16)
	if err != nil {
		return ""
	}
	if m := regexp.MustCompile(`(\S+)/Dafny\.exe`).FindSubmatch(b); m != nil {
		return string(m[1])
	}
	return ""
}

// Close stops the server process and removes the z3 wrapper.
func (d *Dafny) Close() {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.srv != nil {
		d.srv.stop()
		d.srv = nil
	}
	if d.wrapDir != "" {
		os.RemoveAll(d.wrapDir)
	}
}

func (d *Dafny) timeout() time.Duration {
	if d.Timeout > 0 {
		return d.Timeout
	}
	return 60 * time.Second
}

// legacyArgs are the switches of Dafny 2.x/3.x for checking only.
func (d *Dafny) legacyArgs(info *dafnyInfo) []string {
	args := []string{"/compile:0", "/nologo"}
	if info.z3wrap != "" {
		args = append(args, "/z3exe:"+info.z3wrap)
	}
	if d.TimeLimit > 0 {
		args = append(args, fmt.Sprintf("/timeLimit:%d", d.TimeLimit))
	}
	return args
}

// Check implements Checker.
func (d *Dafny) Check(ctx context.Context, path, src string) *Result {
	info := d.discover(ctx)
	if ctx.Err() != nil {
		return &Result{Tool: "dafny", Status: StatusCancelled, Reason: "cancelled"}
	}
	if info.err != nil {
		if info.path == "" {
			return &Result{Tool: "dafny", Status: StatusUnavailable,
				Reason: "dafny not found: install Dafny (Debian: apt-get install dafny) or set toolchain.dafny"}
		}
		st := info.status
		if st == "" {
			st = StatusUnavailable
		}
		return &Result{Tool: "dafny", Status: st, Command: []string{info.path, "--version"}, Duration: info.took,
			Reason: info.err.Error() + "; install Dafny 4 or set toolchain.dafny to a working dafny"}
	}
	mode := "cli"
	if info.major < 4 && d.UseServer && info.server != "" && info.mono != "" {
		mode = "server"
	}
	key := Key("dafny", info.version, info.stamp, mode, strconv.Itoa(d.TimeLimit), path, src)
	run := func(ctx context.Context) *Result {
		if mode == "server" {
			return d.checkServer(ctx, info, path, src)
		}
		return d.checkCLI(ctx, info, path, src)
	}
	if d.Runner == nil {
		return d.shown(run(ctx))
	}
	return d.shown(d.Runner.Run(ctx, key, run))
}

// shown leaves out Dafny's informational messages ("Selected triggers:
// {a[i]}", "decreases a.Length - k"), one on many lines, unless ShowInfo:
// they bury the findings. The cached result keeps them.
func (d *Dafny) shown(r *Result) *Result {
	if r == nil || d.ShowInfo {
		return r
	}
	info := 0
	for _, dg := range r.Diagnostics {
		if dg.Severity == ir.SevInfo {
			info++
		}
	}
	if info == 0 {
		return r
	}
	out := *r
	out.Diagnostics = make([]Diagnostic, 0, len(r.Diagnostics)-info)
	for _, dg := range r.Diagnostics {
		if dg.Severity != ir.SevInfo {
			out.Diagnostics = append(out.Diagnostics, dg)
		}
	}
	return &out
}

func (d *Dafny) checkCLI(ctx context.Context, info *dafnyInfo, path, src string) *Result {
	res := &Result{Tool: "dafny", Version: info.version}
	tmp, cleanup, err := TempCopy(path, src)
	if err != nil {
		res.Status, res.Reason = StatusCrashed, "cannot write a temporary copy: "+err.Error()
		return res
	}
	defer cleanup()
	var args []string
	if info.major >= 4 {
		args = []string{"verify", "--use-basename-for-filename"}
		if d.TimeLimit > 0 {
			args = append(args, "--verification-time-limit", strconv.Itoa(d.TimeLimit))
		}
	} else {
		args = d.legacyArgs(info)
	}
	args = append(args, tmp)
	res.Command = append([]string{info.path}, args...)
	out := Exec(ctx, Cmd{Path: info.path, Args: args, Dir: filepath.Dir(tmp), Timeout: d.timeout()})
	res.Duration = out.Duration
	res.Output = string(out.Stdout) + string(out.Stderr)
	return finish(res, out, func() {
		res.Diagnostics = ParseDafny(res.Output, filepath.Base(tmp), path, src, info.major >= 4)
	}, dafnyOutcome)
}

// finish turns a process outcome into a status; parse fills diagnostics
// when the process ran to the end.
func finish(res *Result, out Output, parse func(), outcome func(*Result, Output) (Status, string)) *Result {
	switch {
	case out.StartErr != nil:
		res.Status, res.Reason = StatusUnavailable, "cannot start: "+out.StartErr.Error()
	case out.Cancelled:
		res.Status, res.Reason = StatusCancelled, "cancelled"
	case out.TimedOut:
		res.Status, res.Reason = StatusTimeout, fmt.Sprintf("killed after %.0f s", out.Duration.Seconds())
	default:
		parse()
		res.Status, res.Reason = outcome(res, out)
	}
	return res
}

var dafnySummaryRE = lazyre.New(`(?m)^Dafny program verifier (finished|did not attempt)|parse errors detected|resolution/type errors detected|^Dafny program verifier did not attempt`)

func dafnyOutcome(res *Result, out Output) (Status, string) {
	recognised := dafnySummaryRE.MatchString(res.Output) || len(res.Diagnostics) > 0
	switch {
	case out.Signal != 0:
		// A run that died (a crash, the OOM killer) is no evidence, even
		// when it had printed some errors before.
		return StatusCrashed, killedReason("dafny", out, res.Output)
	case res.Errors() > 0:
		return StatusErrors, ""
	case out.StdoutCut || out.StderrCut:
		return StatusCrashed, fmt.Sprintf("dafny's output exceeded %d bytes and was cut, with no error and no verifier summary before the cut: %s",
			DefaultMaxOutput, firstLine(res.Output, "no output"))
	case !recognised || out.ExitCode < 0:
		return StatusCrashed, firstLine(res.Output, fmt.Sprintf("exit code %d with no verifier summary", out.ExitCode))
	case out.ExitCode != 0 && out.ExitCode != 4:
		// 4 is "verification errors"; with no error diagnostics something
		// else went wrong.
		return StatusCrashed, firstLine(res.Output, fmt.Sprintf("exit code %d", out.ExitCode))
	}
	return StatusOK, ""
}

// dafnyLineRE matches "file(line,col): Kind[ CODE]: message". Dafny 2.x/3.x
// print 0-based columns, Dafny 4 1-based ones.
var dafnyLineRE = lazyre.New(`^(.*?)\((\d+),(\d+)\): (Error|Warning|Info|Related location|Timed out on|Verification of '[^']*' timed out after \d+ seconds)(?: ([A-Za-z]+\d+))?:?\s*(.*)$`)

// maxDiagnostics bounds what one run reports.
const maxDiagnostics = 500

// ParseDafny reads Dafny's text output. Lines about tmpName (the file
// Dafny was given) become diagnostics on path; columns are converted with
// src. Related locations attach to the diagnostic before them.
func ParseDafny(output, tmpName, path, src string, oneBased bool) []Diagnostic {
	var out []Diagnostic
	sc := bufio.NewScanner(strings.NewReader(output))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() && len(out) < maxDiagnostics {
		line := strings.TrimRight(sc.Text(), "\r")
		m := dafnyLineRE.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		file, kind, code, msg := m[1], m[4], m[5], strings.TrimSpace(m[6])
		ln, _ := strconv.Atoi(m[2])
		col, _ := strconv.Atoi(m[3])
		if !oneBased {
			col++
		}
		target := path
		if filepath.Base(file) != tmpName && file != tmpName {
			target = file // another file (an include): keep its name
		}
		r := dafnyRange(src, ln, col, target == path)
		switch {
		case kind == "Related location":
			if len(out) > 0 {
				out[len(out)-1].Related = append(out[len(out)-1].Related, Related{File: target, R: r, Message: msg})
			}
			continue
		case strings.HasPrefix(kind, "Verification of"):
			msg = kind
			kind = "Timed out"
		}
		d := Diagnostic{File: target, R: r, Message: msg, Code: "dafny"}
		switch kind {
		case "Error":
			d.Severity = ir.SevError
			if code != "" {
				d.Code = "dafny-" + code
			}
		case "Warning":
			d.Severity = ir.SevWarning
		case "Info":
			d.Severity = ir.SevInfo
		case "Timed out on", "Timed out":
			d.Severity = ir.SevError
			d.Code = "dafny-timeout"
			if kind == "Timed out on" {
				d.Message = "verification timed out: " + strings.TrimPrefix(strings.TrimPrefix(msg, code), ": ")
			}
		}
		out = append(out, d)
	}
	return out
}

// dafnyRange makes a one-token range at (line, col), col 1-based in UTF-16
// units as .NET counts; with the source known the range ends at the end of
// the word there.
func dafnyRange(src string, line, col int, inSrc bool) ir.Range {
	if line < 1 {
		line = 1
	}
	if col < 1 {
		col = 1
	}
	p := ir.Pos{Line: line, Col: col}
	if !inSrc {
		return ir.Range{Start: p, End: p}
	}
	off := lineOffset(src, line)
	if off < 0 {
		return ir.Range{Start: p, End: p}
	}
	// UTF-16 units → bytes.
	units := 0
	i := off
	for i < len(src) && src[i] != '\n' && units < col-1 {
		r, n := utf8.DecodeRuneInString(src[i:])
		units += utf16.RuneLen(r)
		i += n
	}
	start := ir.Pos{Offset: i, Line: line, Col: i - off + 1}
	j := i
	for j < len(src) && (isWord(src[j])) {
		j++
	}
	if j == i && j < len(src) && src[j] != '\n' {
		j++
	}
	return ir.Range{Start: start, End: ir.Pos{Offset: j, Line: line, Col: j - off + 1}}
}

func isWord(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '\'' || c == '?'
}

// lineOffset is the byte offset where 1-based line starts, or -1.
func lineOffset(src string, line int) int {
	off := 0
	for l := 1; l < line; l++ {
		i := strings.IndexByte(src[off:], '\n')
		if i < 0 {
			return -1
		}
		off += i + 1
	}
	return off
}

// ---- DafnyServer.exe (Dafny 2.x) ----

// dafnyServer is a running DafnyServer.exe. Requests are "verify", the
// base64 of a JSON task, and "[[DAFNY-CLIENT: EOM]]"; answers end with
// "[[DAFNY-SERVER: EOM]]" after "[SUCCESS]" or "[FAILURE]". It answers
// [SUCCESS] even when the program has errors, so the lines are parsed.
type dafnyServer struct {
	cmd  *exec.Cmd
	in   io.WriteCloser
	out  *bufio.Reader
	done chan struct{}
}

const (
	serverClientEOM = "[[DAFNY-CLIENT: EOM]]"
	serverEOM       = "[[DAFNY-SERVER: EOM]]"
)

func startDafnyServer(info *dafnyInfo) (*dafnyServer, error) {
	becomeSubreaper()
	cmd := exec.Command(info.mono, info.server)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	cmd.Stderr = cmd.Stdout
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &dafnyServer{cmd: cmd, in: in, out: bufio.NewReaderSize(out, 64<<10), done: make(chan struct{})}
	go func() { cmd.Wait(); close(s.done) }()
	return s, nil
}

func (s *dafnyServer) stop() {
	s.in.Close()
	syscall.Kill(-s.cmd.Process.Pid, syscall.SIGKILL)
	<-s.done
	reapGroup(s.cmd.Process.Pid)
}

// checkServer verifies through the warm server; on a timeout, crash or
// cancellation the server is killed and the next check starts a new one.
func (d *Dafny) checkServer(ctx context.Context, info *dafnyInfo, path, src string) *Result {
	res := &Result{Tool: "dafny", Version: info.version, Command: []string{info.mono, info.server}}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.srv == nil {
		s, err := startDafnyServer(info)
		if err != nil {
			res.Status, res.Reason = StatusUnavailable, "cannot start DafnyServer: "+err.Error()
			return res
		}
		d.srv = s
	}
	srv := d.srv
	name := filepath.Base(path)
	task, _ := json.Marshal(map[string]any{
		"args": d.legacyArgs(info), "filename": name, "source": src, "sourceIsFile": false,
	})
	req := "verify\n" + base64.StdEncoding.EncodeToString(task) + "\n" + serverClientEOM + "\n"
	start := time.Now()
	type answer struct {
		text string
		err  error
	}
	ch := make(chan answer, 1)
	go func() {
		if _, err := io.WriteString(srv.in, req); err != nil {
			ch <- answer{err: err}
			return
		}
		// The end marker is not followed by a newline: read chunks.
		var sb strings.Builder
		buf := make([]byte, 32<<10)
		for sb.Len() < DefaultMaxOutput {
			n, err := srv.out.Read(buf)
			sb.Write(buf[:n])
			if tail := sb.String(); strings.Contains(tail[max(0, len(tail)-n-len(serverEOM)):], serverEOM) {
				ch <- answer{text: tail}
				return
			}
			if err != nil {
				ch <- answer{text: sb.String(), err: err}
				return
			}
		}
		ch <- answer{text: sb.String(), err: fmt.Errorf("answer larger than %d bytes", DefaultMaxOutput)}
	}()
	kill := func() { srv.stop(); d.srv = nil }
	t := time.NewTimer(d.timeout())
	defer t.Stop()
	select {
	case a := <-ch:
		res.Duration = time.Since(start)
		res.Output = a.text
		if a.err != nil {
			kill()
			res.Status, res.Reason = StatusCrashed, "DafnyServer stopped answering: "+a.err.Error()
			return res
		}
		if strings.Contains(a.text, "[FAILURE]") && !dafnySummaryRE.MatchString(a.text) && !strings.Contains(a.text, "Verification completed") {
			res.Status, res.Reason = StatusCrashed, firstLine(a.text, "DafnyServer answered [FAILURE]")
			return res
		}
		res.Diagnostics = ParseDafny(a.text, name, path, src, false)
		if res.Errors() > 0 {
			res.Status = StatusErrors
		} else {
			res.Status = StatusOK
		}
		return res
	case <-t.C:
		kill()
		res.Duration = time.Since(start)
		res.Status, res.Reason = StatusTimeout, fmt.Sprintf("killed after %.0f s", res.Duration.Seconds())
		return res
	case <-ctx.Done():
		kill()
		res.Duration = time.Since(start)
		res.Status, res.Reason = StatusCancelled, "cancelled"
		return res
	}
}
