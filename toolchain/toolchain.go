// Package toolchain runs the real verifiers (Dafny, Lean, Nagini) for
// typecheck and verification status: discovery, version detection, a
// bounded process pool, per-run timeouts, cancellation that kills the whole
// process group, a content-hash cache, and one evidence record per run.
// The language adapters (dafny.go, lean.go, nagini.go) build on it.
package toolchain

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/specfaith/specfaith/ir"
)

// Status of one toolchain run.
type Status string

const (
	StatusOK          Status = "ok"          // ran; no errors
	StatusErrors      Status = "errors"      // ran; reported errors (parse, type, verification)
	StatusTimeout     Status = "timeout"     // killed at the time limit
	StatusCrashed     Status = "crashed"     // died, or printed what we cannot read
	StatusUnavailable Status = "unavailable" // not installed, not trusted, or not applicable
	StatusCancelled   Status = "cancelled"   // a newer request superseded it
)

// Diagnostic is one message of a toolchain, positioned in the user's file.
type Diagnostic struct {
	File     string      `json:"file"`
	R        ir.Range    `json:"-"`
	Severity ir.Severity `json:"-"`
	Code     string      `json:"code"`
	Message  string      `json:"message"`
	Related  []Related   `json:"related,omitempty"`
}

// Related is a secondary location of a diagnostic.
type Related struct {
	File    string   `json:"file"`
	R       ir.Range `json:"-"`
	Message string   `json:"message"`
}

// Result is the evidence record of one run.
type Result struct {
	Tool        string        `json:"tool"`
	Version     string        `json:"version,omitempty"`
	Status      Status        `json:"status"`
	Reason      string        `json:"reason,omitempty"`
	Duration    time.Duration `json:"-"`
	Millis      float64       `json:"ms"`
	Diagnostics []Diagnostic  `json:"diagnostics,omitempty"`
	Cached      bool          `json:"cached,omitempty"`
	Command     []string      `json:"command,omitempty"`
	// Output is the tool's combined output, truncated; kept for the log.
	Output string `json:"-"`
}

// Errors counts error-level diagnostics.
func (r *Result) Errors() int {
	n := 0
	for _, d := range r.Diagnostics {
		if d.Severity == ir.SevError {
			n++
		}
	}
	return n
}

// Summary is the one-line status shown in the editor.
func (r *Result) Summary() string {
	v := r.Tool
	if r.Version != "" {
		v += " " + r.Version
	}
	secs := fmt.Sprintf("%.1f s", r.Duration.Seconds())
	switch r.Status {
	case StatusOK:
		if r.Reason != "" { // e.g. Lean: declarations that use sorry
			return fmt.Sprintf("✓ checked in %s (%s), but %s", secs, v, r.Reason)
		}
		return fmt.Sprintf("✓ verified in %s (%s)", secs, v)
	case StatusErrors:
		n := r.Errors()
		if n == 1 {
			return fmt.Sprintf("✗ 1 error (%s)", v)
		}
		return fmt.Sprintf("✗ %d errors (%s)", n, v)
	case StatusTimeout:
		return fmt.Sprintf("⏱ timed out after %s (%s)", secs, v)
	case StatusCrashed:
		return fmt.Sprintf("✗ %s crashed: %s", v, r.Reason)
	case StatusCancelled:
		return "… superseded by a newer run"
	}
	return "⊥ " + r.Reason
}

// Cmd is one process to run.
type Cmd struct {
	Path    string
	Args    []string
	Dir     string
	Env     []string // added to the environment
	Stdin   []byte
	Timeout time.Duration
	// MaxOutput bounds captured stdout and stderr each (default 4 MB).
	MaxOutput int
}

// Output is what a process did.
type Output struct {
	Stdout, Stderr []byte
	ExitCode       int
	TimedOut       bool
	Cancelled      bool
	StartErr       error // the process could not be started
	Duration       time.Duration
	// Signal is set when the process was ended by a signal it did not
	// handle (a crash, or a kill from outside such as the OOM killer);
	// not for the kill at the timeout or on cancellation.
	Signal syscall.Signal
	// StdoutCut, StderrCut: the stream exceeded MaxOutput and the rest was
	// read and discarded.
	StdoutCut, StderrCut bool
}

// Killed describes a death by signal ("killed by signal 9 (killed)"), or "".
func (o Output) Killed() string {
	if o.Signal == 0 {
		return ""
	}
	return fmt.Sprintf("killed by signal %d (%s)", int(o.Signal), o.Signal)
}

// DefaultMaxOutput bounds captured output.
const DefaultMaxOutput = 4 << 20

// limited keeps the first n bytes written and discards the rest.
type limited struct {
	buf bytes.Buffer
	n   int
	cut bool
}

func (l *limited) Write(p []byte) (int, error) {
	room := l.n - l.buf.Len()
	if len(p) > room {
		l.cut = true
	}
	if room > 0 {
		if len(p) > room {
			l.buf.Write(p[:room])
		} else {
			l.buf.Write(p)
		}
	}
	return len(p), nil
}

// runMarkerVar is set in every run's environment to a value unique to the
// run, so that descendants that left the process group (setsid, a
// daemonising helper) can still be found and killed afterwards.
const runMarkerVar = "SPECFAITH_RUN"

var runSeq atomic.Int64

// Exec runs c in its own process group. At the timeout or when ctx is
// cancelled the whole group is killed, and the process is always waited
// for, so nothing is left running and no zombie remains. Descendants that
// moved to another process group or session are found by the run's
// environment marker and killed too.
func Exec(ctx context.Context, c Cmd) Output {
	max := c.MaxOutput
	if max <= 0 {
		max = DefaultMaxOutput
	}
	var out Output
	cmd := exec.Command(c.Path, c.Args...)
	cmd.Dir = c.Dir
	marker := fmt.Sprintf("%s=%d-%d-%d", runMarkerVar, os.Getpid(), runSeq.Add(1), time.Now().UnixNano())
	cmd.Env = append(append(os.Environ(), c.Env...), marker)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if c.Stdin != nil {
		cmd.Stdin = bytes.NewReader(c.Stdin)
	}
	stdout, stderr := &limited{n: max}, &limited{n: max}
	cmd.Stdout, cmd.Stderr = stdout, stderr
	// Pipes would keep Wait waiting for grandchildren that inherited them;
	// WaitDelay bounds that after the group is killed.
	cmd.WaitDelay = 2 * time.Second
	becomeSubreaper()
	start := time.Now()
	if err := cmd.Start(); err != nil {
		out.StartErr = err
		return out
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	var timer <-chan time.Time
	if c.Timeout > 0 {
		t := time.NewTimer(c.Timeout)
		defer t.Stop()
		timer = t.C
	}
	var err error
	select {
	case err = <-done:
	case <-timer:
		out.TimedOut = true
		killGroup(cmd)
		killMarked(marker, cmd.Process.Pid)
		err = <-done
	case <-ctx.Done():
		out.Cancelled = true
		killGroup(cmd)
		killMarked(marker, cmd.Process.Pid)
		err = <-done
	}
	// Whatever happened, leave no member of the group behind, and reap the
	// ones that were orphaned to us; then the same for descendants that
	// left the group.
	killGroup(cmd)
	reapGroup(cmd.Process.Pid)
	killMarked(marker, 0)
	out.Duration = time.Since(start)
	out.Stdout, out.Stderr = stdout.buf.Bytes(), stderr.buf.Bytes()
	out.StdoutCut, out.StderrCut = stdout.cut, stderr.cut
	out.ExitCode = cmd.ProcessState.ExitCode()
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); ok && ws.Signaled() && !out.TimedOut && !out.Cancelled {
		out.Signal = ws.Signal()
	}
	var ee *exec.ExitError
	if err != nil && !errors.As(err, &ee) && !errors.Is(err, exec.ErrWaitDelay) && out.ExitCode == 0 {
		out.ExitCode = -1
	}
	return out
}

// killedReason is the reason of a run that died by a signal.
func killedReason(tool string, out Output, output string) string {
	if first := firstLine(output, ""); first != "" {
		return fmt.Sprintf("%s was %s; it had printed: %s", tool, out.Killed(), clip(first, 120))
	}
	return fmt.Sprintf("%s was %s with no output", tool, out.Killed())
}

// becomeSubreaper makes this process adopt its orphaned descendants, so
// that a killed toolchain's grandchildren are reaped here even where PID 1
// does not reap (containers).
var subreaper sync.Once

const prSetChildSubreaper = 36

func becomeSubreaper() {
	subreaper.Do(func() {
		syscall.RawSyscall(syscall.SYS_PRCTL, prSetChildSubreaper, 1, 0)
	})
}

// reapGroup waits for the members of process group pgid that became our
// children, for at most two seconds.
func reapGroup(pgid int) {
	deadline := time.Now().Add(2 * time.Second)
	for {
		var ws syscall.WaitStatus
		pid, err := syscall.Wait4(-pgid, &ws, syscall.WNOHANG, nil)
		switch {
		case err == syscall.EINTR:
			continue
		case err != nil: // ECHILD: none left
			return
		case pid == 0:
			if time.Now().After(deadline) {
				return
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
}

// killMarked kills the processes of this user whose environment holds
// marker (descendants of one run, wherever they moved) and reaps those
// that were orphaned to us (except main, which exec.Cmd.Wait reaps).
//
// It looks twice, 20 ms apart: a process in the middle of execve (a
// daemon that has just left the group and is starting its program) shows
// an empty environment for a moment.
func killMarked(marker string, main int) {
	var killed []int
	for pass := 0; pass < 2; pass++ {
		if pass > 0 {
			time.Sleep(20 * time.Millisecond)
		}
		killed = append(killed, killMarkedOnce(marker, main)...)
	}
	deadline := time.Now().Add(time.Second)
	for _, pid := range killed {
		for {
			var ws syscall.WaitStatus
			got, err := syscall.Wait4(pid, &ws, syscall.WNOHANG, nil)
			if err == syscall.EINTR {
				continue
			}
			if err != nil || got == pid || time.Now().After(deadline) {
				break // not our child (its parent reaps it), or reaped
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
}

// killMarkedOnce kills the processes whose environment holds marker and
// returns them, main excepted.
func killMarkedOnce(marker string, main int) []int {
	want := []byte(marker + "\x00")
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	self := os.Getpid()
	var killed []int
	for _, e := range entries {
		pid := 0
		for _, ch := range e.Name() {
			if ch < '0' || ch > '9' {
				pid = 0
				break
			}
			pid = pid*10 + int(ch-'0')
		}
		if pid <= 1 || pid == self {
			continue
		}
		env, err := os.ReadFile("/proc/" + e.Name() + "/environ")
		if err != nil || !bytes.Contains(append([]byte{0}, env...), append([]byte{0}, want...)) {
			continue
		}
		if syscall.Kill(pid, syscall.SIGKILL) == nil && pid != main {
			killed = append(killed, pid)
		}
	}
	return killed
}

func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}

// Discover finds an executable: the configured path, then PATH, then the
// usual places (extra, e.g. ~/.elan/bin/lean or a project venv).
func Discover(name, configured string, extra ...string) (string, error) {
	if configured != "" {
		if p, err := exec.LookPath(configured); err == nil {
			return p, nil
		}
		return "", fmt.Errorf("configured %s %q is not an executable", name, configured)
	}
	if p, err := exec.LookPath(name); err == nil {
		return p, nil
	}
	for _, e := range extra {
		if st, err := os.Stat(e); err == nil && !st.IsDir() && st.Mode()&0o111 != 0 {
			return e, nil
		}
	}
	return "", fmt.Errorf("%s not found (looked at the configured path, PATH and %d usual places)", name, len(extra))
}

// Home expands a path under the user's home directory.
func Home(rel string) string {
	h, err := os.UserHomeDir()
	if err != nil {
		return ""
	}
	return filepath.Join(h, rel)
}

// Runner is a per-workspace pool: at most Limit runs at once, and a cache
// so that an unchanged file with an unchanged toolchain never runs twice.
type Runner struct {
	slots chan struct{}
	mu    sync.Mutex
	cache map[string]*Result
	order []string
	runs  atomic.Int64
}

// maxCached bounds the cache.
const maxCached = 512

// NewRunner makes a pool running at most limit processes at once.
func NewRunner(limit int) *Runner {
	if limit < 1 {
		limit = 1
	}
	return &Runner{slots: make(chan struct{}, limit), cache: map[string]*Result{}}
}

// Key hashes what determines a run's result.
func Key(parts ...string) string {
	h := sha256.New()
	for _, p := range parts {
		io.WriteString(h, p)
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Runs counts the runs actually started (cache hits excluded).
func (r *Runner) Runs() int { return int(r.runs.Load()) }

// Run returns the cached result for key, or takes a slot and calls f.
// Only completed runs (ok, errors) are cached: a timeout, crash or
// cancellation is tried again next time.
func (r *Runner) Run(ctx context.Context, key string, f func(context.Context) *Result) *Result {
	r.mu.Lock()
	if res, ok := r.cache[key]; ok {
		r.mu.Unlock()
		cp := *res
		cp.Cached = true
		return &cp
	}
	r.mu.Unlock()
	select {
	case r.slots <- struct{}{}:
	case <-ctx.Done():
		return &Result{Status: StatusCancelled, Reason: "cancelled while waiting for a free toolchain slot"}
	}
	defer func() { <-r.slots }()
	r.runs.Add(1)
	res := f(ctx)
	res.Millis = float64(res.Duration.Microseconds()) / 1000
	if res.Status == StatusOK || res.Status == StatusErrors {
		r.mu.Lock()
		if _, ok := r.cache[key]; !ok {
			r.cache[key] = res
			r.order = append(r.order, key)
			if len(r.order) > maxCached {
				delete(r.cache, r.order[0])
				r.order = r.order[1:]
			}
		}
		r.mu.Unlock()
	}
	return res
}

// TempCopy writes src to a private temporary directory under the same
// base name (toolchains report that name) and returns its path and a
// cleanup function. Used for unsaved buffers.
func TempCopy(name, src string) (string, func(), error) {
	dir, err := os.MkdirTemp("", tempPrefix("copy"))
	if err != nil {
		return "", func() {}, err
	}
	p := filepath.Join(dir, filepath.Base(name))
	if err := os.WriteFile(p, []byte(src), 0o600); err != nil {
		os.RemoveAll(dir)
		return "", func() {}, err
	}
	return p, func() { os.RemoveAll(dir) }, nil
}

// Checker is one language's adapter.
type Checker interface {
	// Name is the toolchain's name ("dafny", "lean", "nagini").
	Name() string
	// Check typechecks and verifies the file whose current contents are
	// src (which may be unsaved). Diagnostics name path.
	Check(ctx context.Context, path, src string) *Result
}

// clip cuts s to at most n bytes on a character boundary, marking the cut.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	i := n
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i] + "…"
}

// firstLine is the first non-blank line of s (clipped, with bytes that
// are not text shown as U+FFFD), or fallback.
func firstLine(s, fallback string) string {
	for len(s) > 0 {
		line := s
		if i := strings.IndexByte(s, '\n'); i >= 0 {
			line, s = s[:i], s[i+1:]
		} else {
			s = ""
		}
		if line = strings.TrimSpace(line); line != "" {
			return readable(clip(line, 200))
		}
	}
	return fallback
}

// readable shows s as text: tabs become spaces, invalid UTF-8 and control
// characters U+FFFD; a line that is mostly such bytes is described instead.
func readable(s string) string {
	bad, all := 0, 0
	out := strings.Map(func(r rune) rune {
		all++
		switch {
		case r == '\t':
			return ' '
		case r == utf8.RuneError || unicode.IsControl(r):
			bad++
			return utf8.RuneError
		}
		return r
	}, strings.ToValidUTF8(s, string(utf8.RuneError)))
	if bad*5 > all {
		return "binary output, not text"
	}
	return out
}
