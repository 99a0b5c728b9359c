package toolchain

// Fault injection (issue 10): for each toolchain (Dafny, Lean, Nagini) and
// each fault — not found, wrong version, crash, hang, huge output, output
// in an unexpected format, killed mid-run, workspace deleted mid-run — a
// fake toolchain script injects the fault, and the test checks that
//
//   - the result is ⊥ evidence (unavailable, crashed or timeout; never ok,
//     never errors with diagnostics made up from what the tool printed)
//     with a human-readable reason and a matching one-line summary;
//   - no process of the run is left: every fake script exports a unique
//     token and puts it in the command lines of the processes it starts,
//     and /proc is scanned for it after the run returns;
//   - the next run, of a script that behaves, with the same checker and
//     the same runner, is ok and not served from the cache.
//
// docs/reliability-faults-draft.md lists the rows and these tests.

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"
)

// faultKit is what the fault tests need to know about one toolchain.
type faultKit struct {
	tool string
	// version answers the version probe and exits; "" when the adapter
	// reads no version from the tool itself (Nagini).
	version string
	// good is the body of a run that behaves: no messages, success.
	good     string
	file     string // the checked file's name
	src      string
	newCheck func(exe, root string, r *Runner, timeout time.Duration) Checker
}

var faultKits = []faultKit{
	{
		tool:    "dafny",
		version: `case "$1" in --version|/version) echo 4.1.0; exit 0;; esac` + "\n",
		good:    "echo 'Dafny program verifier finished with 1 verified, 0 errors'\nexit 0\n",
		file:    "spec.dfy",
		src:     "method M() ensures true {}\n",
		newCheck: func(exe, root string, r *Runner, timeout time.Duration) Checker {
			return &Dafny{Configured: exe, Runner: r, Timeout: timeout}
		},
	},
	{
		tool:    "lean",
		version: leanFakeVersion,
		good:    "exit 0\n",
		file:    "Spec.lean",
		src:     "theorem t : 1 + 1 = 2 := rfl\n",
		newCheck: func(exe, root string, r *Runner, timeout time.Duration) Checker {
			return Lean{Configured: exe, Runner: r, Timeout: timeout}
		},
	},
	{
		tool: "nagini",
		good: "echo 'Verification successful'\necho 'Verification took 0.01 seconds.'\nexit 0\n",
		file: "spec.py",
		src:  "from nagini_contracts.contracts import *\n\ndef f(x: int) -> int:\n    Ensures(Result() == x)\n    return x\n",
		newCheck: func(exe, root string, r *Runner, timeout time.Duration) Checker {
			return Nagini{Configured: exe, Root: root, Runner: r, Timeout: timeout, MypyCache: "off"}
		},
	},
}

// fault is one injected fault in one toolchain's fake.
type fault struct {
	t       *testing.T
	kit     faultKit
	token   string // unique digits; in the scripts' environment and command lines
	bin     string // the fake's directory (its name holds the token)
	exe     string // the fake toolchain
	ws      string // the workspace
	path    string // the checked file, saved with kit.src
	runner  *Runner
	checker Checker
}

var faultSeq atomic.Int64

func newFault(t *testing.T, kit faultKit, timeout time.Duration) *fault {
	t.Helper()
	f := &fault{t: t, kit: kit, runner: NewRunner(1)}
	f.token = fmt.Sprintf("%d%d%09d", os.Getpid(), faultSeq.Add(1), time.Now().UnixNano()%1e9)
	f.bin = filepath.Join(t.TempDir(), "fault"+f.token)
	f.ws = filepath.Join(t.TempDir(), "ws")
	for _, d := range []string{f.bin, f.ws} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	f.exe = filepath.Join(f.bin, kit.tool)
	f.path = filepath.Join(f.ws, kit.file)
	if err := os.WriteFile(f.path, []byte(kit.src), 0o644); err != nil {
		t.Fatal(err)
	}
	f.checker = kit.newCheck(f.exe, f.ws, f.runner, timeout)
	t.Cleanup(func() { f.killLeftovers() })
	return f
}

// sleeper is a command that sleeps for secs with the token in its
// command line (GNU sleep adds up its arguments).
func (f *fault) sleeper(secs int) string {
	return fmt.Sprintf("sleep %d 0.%s", secs, f.token)
}

// script installs the fake: exports the token, then body.
func (f *fault) script(body string) {
	f.t.Helper()
	text := "#!/bin/sh\nexport SPECFAITH_FAULT_TOKEN=" + f.token + "\nulimit -c 0\n" + body
	// Write a new file and rename it over the old one: a running fake is
	// not disturbed, and its size and time change as an update would.
	tmp := f.exe + ".new"
	if err := os.WriteFile(tmp, []byte(text), 0o755); err != nil {
		f.t.Fatal(err)
	}
	if err := os.Rename(tmp, f.exe); err != nil {
		f.t.Fatal(err)
	}
}

// faulty installs a fake that answers the version probe and then runs body.
func (f *fault) faulty(body string) { f.script(f.kit.version + body) }

func (f *fault) check() *Result {
	f.t.Helper()
	return f.checker.Check(context.Background(), f.path, f.kit.src)
}

// processes lists the live processes whose command line or environment
// holds the token.
func (f *fault) processes() []string {
	var found []string
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid == os.Getpid() || !leanAlive(pid) {
			continue
		}
		cmdline, _ := os.ReadFile("/proc/" + e.Name() + "/cmdline")
		environ, _ := os.ReadFile("/proc/" + e.Name() + "/environ")
		if bytes.Contains(cmdline, []byte(f.token)) || bytes.Contains(environ, []byte("SPECFAITH_FAULT_TOKEN="+f.token)) {
			found = append(found, e.Name()+": "+strings.TrimSpace(strings.ReplaceAll(string(cmdline), "\x00", " ")))
		}
	}
	return found
}

// noProcessesLeft fails when a process of the run is still alive once the
// check has returned (a killed process gets a moment to be gone).
func (f *fault) noProcessesLeft() {
	f.t.Helper()
	var left []string
	for i := 0; i < 50; i++ {
		if left = f.processes(); len(left) == 0 {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	f.t.Errorf("processes of the run left after it returned: %v", left)
}

func (f *fault) killLeftovers() {
	for _, p := range f.processes() {
		pid, _ := strconv.Atoi(strings.SplitN(p, ":", 2)[0])
		if pid > 0 {
			syscall.Kill(pid, syscall.SIGKILL)
		}
	}
}

// bottom fails unless res is ⊥ evidence with one of the statuses, a
// reason containing each of want, and a summary that says so.
func (f *fault) bottom(res *Result, statuses []Status, want ...string) {
	f.t.Helper()
	f.t.Logf("%s, lens: %s", res.Status, res.Summary())
	okStatus := false
	for _, s := range statuses {
		okStatus = okStatus || res.Status == s
	}
	if !okStatus {
		f.t.Fatalf("status %s (reason %q), want one of %v\noutput: %s", res.Status, res.Reason, statuses, clip(res.Output, 500))
	}
	if len(strings.TrimSpace(res.Reason)) < 3 {
		f.t.Errorf("no reason: %+v", res)
	}
	if !utf8.ValidString(res.Reason) || strings.ContainsFunc(res.Reason, unicode.IsControl) {
		f.t.Errorf("reason is not readable text: %q", res.Reason)
	}
	for _, w := range want {
		if !strings.Contains(res.Reason, w) {
			f.t.Errorf("reason %q lacks %q", res.Reason, w)
		}
	}
	sum := res.Summary()
	switch res.Status {
	case StatusUnavailable:
		if !strings.HasPrefix(sum, "⊥ ") {
			f.t.Errorf("summary %q", sum)
		}
	case StatusCrashed:
		if !strings.HasPrefix(sum, "✗ "+f.kit.tool) || !strings.Contains(sum, " crashed: ") {
			f.t.Errorf("summary %q", sum)
		}
	case StatusTimeout:
		if !strings.HasPrefix(sum, "⏱ timed out after") {
			f.t.Errorf("summary %q", sum)
		}
	}
	if res.Cached {
		f.t.Errorf("a failed run was served from the cache")
	}
}

// nextRunWorks installs a fake that behaves and checks the same file with
// the same checker and runner: ok, and really run.
func (f *fault) nextRunWorks() {
	f.t.Helper()
	f.script(f.kit.version + f.kit.good)
	runs := f.runner.Runs()
	res := f.check()
	if res.Status != StatusOK || res.Cached || f.runner.Runs() != runs+1 {
		f.t.Errorf("next run: status %s (%s), cached %v, runs %d→%d\n%s", res.Status, res.Reason, res.Cached, runs, f.runner.Runs(), res.Output)
	}
	f.noProcessesLeft()
}

var (
	unavailable = []Status{StatusUnavailable}
	crashed     = []Status{StatusCrashed}
	timedOut    = []Status{StatusTimeout}
)

func forEachKit(t *testing.T, run func(t *testing.T, kit faultKit)) {
	for _, kit := range faultKits {
		t.Run(kit.tool, func(t *testing.T) { run(t, kit) })
	}
}

// TestFaultNotFound: the configured toolchain does not exist; once it is
// installed there, the next check finds it (Dafny used to keep "not found"
// for the life of the server).
func TestFaultNotFound(t *testing.T) {
	forEachKit(t, func(t *testing.T, kit faultKit) {
		f := newFault(t, kit, 20*time.Second)
		res := f.check()
		f.bottom(res, unavailable, "not")
		if !strings.Contains(res.Reason, "install") {
			t.Errorf("reason %q has no install hint", res.Reason)
		}
		f.noProcessesLeft()
		f.nextRunWorks()
	})
}

// TestFaultWrongVersion: a version the adapter cannot read, or one it does
// not support. Dafny and Lean refuse to run (the reason quotes what the
// tool printed); Nagini's version comes from its package metadata and is
// only recorded, so an old Nagini runs and what it prints decides.
func TestFaultWrongVersion(t *testing.T) {
	cases := map[string][]struct {
		name, body string
		statuses   []Status
		want       []string
	}{
		"dafny": {
			{"garbled", "echo 'You must install or update .NET to run this application.' >&2\nexit 150\n",
				unavailable, []string{"could not read the version", "You must install or update .NET"}},
			{"too old", `case "$1" in --version) echo 'Dafny 1.9.7.30401'; exit 0;; esac` + "\necho 'Dafny program verifier finished with 1 verified, 0 errors'\n",
				unavailable, []string{"Dafny 1.9.7 ", "not supported"}},
			{"probe hangs", f0(`case "$1" in --version|/version) exec %s;; esac` + "\n"),
				timedOut, []string{"--version` killed after"}},
		},
		"lean": {
			{"garbled", "echo 'lean4 (devel build)'\nexit 0\n",
				unavailable, []string{"not a Lean version", "lean4 (devel build)"}},
			{"lean 3", "if [ \"$1\" = --version ]; then echo 'Lean (version 3.4.2, commit cbd2b6686ddb, Release)'; exit 0; fi\n" +
				`echo '{"file_name":"x","pos_line":1,"pos_col":0,"severity":"error","text":"unknown identifier"}'` + "\nexit 1\n",
				unavailable, []string{"Lean 3.4.2 is not supported"}},
			{"probe hangs", f0(`[ "$1" = --version ] && exec %s` + "\n"),
				timedOut, []string{"`lean --version` killed after"}},
		},
		"nagini": {
			{"old", "echo 'usage: nagini [-h] [--verifier VERIFIER] python_file' >&2\necho 'nagini: error: unrecognized arguments: --ide-mode' >&2\nexit 2\n",
				crashed, []string{"exited with code 2 without a verdict", "usage: nagini"}},
		},
	}
	forEachKit(t, func(t *testing.T, kit faultKit) {
		for _, c := range cases[kit.tool] {
			t.Run(c.name, func(t *testing.T) {
				timeout := 20 * time.Second
				if c.name == "probe hangs" {
					timeout = time.Second
				}
				f := newFault(t, kit, timeout)
				body := c.body
				if strings.Contains(body, "%s") {
					body = fmt.Sprintf(body, f.sleeper(30))
				}
				if kit.tool == "nagini" {
					// Its package metadata says 0.8.0.
					if err := os.WriteFile(filepath.Join(f.bin, "python"), []byte("#!/bin/sh\necho 0.8.0\n"), 0o755); err != nil {
						t.Fatal(err)
					}
				}
				f.script(body)
				res := f.check()
				f.bottom(res, c.statuses, c.want...)
				if kit.tool == "nagini" && (res.Version != "0.8.0" || !strings.HasPrefix(res.Summary(), "✗ nagini 0.8.0 crashed")) {
					t.Errorf("version %q, summary %q", res.Version, res.Summary())
				}
				f.noProcessesLeft()
				if kit.tool == "nagini" {
					os.WriteFile(filepath.Join(f.bin, "python"), []byte("#!/bin/sh\necho 1.2.0\n"), 0o755)
				}
				f.nextRunWorks()
			})
		}
	})
}

// f0 keeps a format string for a later fmt.Sprintf (readability only).
func f0(s string) string { return s }

// crashOutput is plausible partial output before a crash: one error about
// the spec, which must not be reported as the spec's error.
func crashOutput(tool string) string {
	switch tool {
	case "dafny":
		return `echo 'spec.dfy(1,1): Error: a postcondition could not be proved'` + "\n"
	case "lean":
		return `echo '{"severity":"error","pos":{"line":1,"column":0},"fileName":"'"$2"'","endPos":null,"data":"unsolved goals"}'` + "\n"
	}
	return "echo 'Verification failed'\necho 'Errors:'\necho \"$2:1:1:1:5: error: Postcondition of f might not hold.\"\n"
}

// TestFaultCrash: the toolchain dies by a signal after printing a first
// error (it used to be reported, and cached, as the spec's error), or
// exits non-zero with nothing usable.
func TestFaultCrash(t *testing.T) {
	forEachKit(t, func(t *testing.T, kit faultKit) {
		t.Run("signal", func(t *testing.T) {
			f := newFault(t, kit, 20*time.Second)
			f.faulty(crashOutput(kit.tool) + "kill -SEGV $$\n")
			res := f.check()
			f.bottom(res, crashed, "killed by signal 11 (segmentation fault)")
			f.noProcessesLeft()
			f.nextRunWorks()
		})
		t.Run("exit without output", func(t *testing.T) {
			f := newFault(t, kit, 20*time.Second)
			f.faulty("echo 'Fatal error. Internal CLR error. (0x80131506)' >&2\nexit 134\n")
			res := f.check()
			f.bottom(res, crashed, "Internal CLR error")
			f.noProcessesLeft()
			f.nextRunWorks()
		})
	})
}

// TestFaultHang: the toolchain sleeps forever, with a child that ignores
// SIGTERM, a grandchild in the group and a grandchild that left the group
// and the session (setsid): all are killed at the timeout. A tool that
// exits but leaves a detached daemon behind loses the daemon too.
func TestFaultHang(t *testing.T) {
	forEachKit(t, func(t *testing.T, kit faultKit) {
		t.Run("sleeps", func(t *testing.T) {
			f := newFault(t, kit, time.Second)
			f.faulty("trap '' TERM\n" +
				"(trap '' TERM; " + f.sleeper(30) + ") &\n" +
				"sh -c '" + f.sleeper(30) + " & wait' &\n" +
				"setsid " + f.sleeper(30) + " &\n" +
				f.sleeper(30) + "\n")
			start := time.Now()
			res := f.check()
			if el := time.Since(start); el > 5*time.Second {
				t.Errorf("took %s with a 1 s timeout", el)
			}
			f.bottom(res, timedOut, "killed after")
			f.noProcessesLeft()
			f.nextRunWorks()
		})
		t.Run("leaves a daemon", func(t *testing.T) {
			f := newFault(t, kit, 20*time.Second)
			f.faulty("setsid " + f.sleeper(30) + " >/dev/null 2>&1 </dev/null &\n" + kit.good)
			res := f.check()
			// What it printed is a success; the daemon is the fault.
			t.Logf("%s, lens: %s", res.Status, res.Summary())
			if res.Status != StatusOK {
				t.Errorf("status %s (%s)", res.Status, res.Reason)
			}
			f.noProcessesLeft()
			f.nextRunWorks()
		})
	})
}

// TestFaultHugeOutput: hundreds of MB on stdout and stderr are read and
// discarded past the limit (not held in memory); the run is crashed with
// a reason saying the output was cut.
func TestFaultHugeOutput(t *testing.T) {
	forEachKit(t, func(t *testing.T, kit faultKit) {
		f := newFault(t, kit, 60*time.Second)
		f.faulty("yes 'not what " + kit.tool + " prints, over and over' | head -c 256M\n" +
			"yes 'and on stderr too' | head -c 64M >&2\nexit 0\n")
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		res := f.check()
		runtime.ReadMemStats(&after)
		f.bottom(res, crashed, "exceeded")
		if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 128<<20 {
			t.Errorf("allocated %d MB for 320 MB of output", alloc>>20)
		}
		if len(res.Output) > 2*DefaultMaxOutput+64 {
			t.Errorf("kept %d bytes of output", len(res.Output))
		}
		f.noProcessesLeft()
		f.nextRunWorks()
	})
}

// TestFaultUnexpectedFormat: random bytes, half a JSON object, valid JSON
// of the wrong shape, all with exit status 0.
func TestFaultUnexpectedFormat(t *testing.T) {
	bodies := map[string]string{
		"random bytes": "head -c 4096 /dev/urandom\nexit 0\n",
		"half a JSON object": `printf '{"severity":"error","pos":{"line":1,"column":0},"fileName":"'"$2"'","da'` +
			"\nexit 0\n",
		"JSON of the wrong shape": `echo '{"messages":[{"file":"spec","line":1,"severity":"error","text":"boom"}]}'` +
			"\necho '[1,2,3]'\nexit 0\n",
	}
	forEachKit(t, func(t *testing.T, kit faultKit) {
		for name, body := range bodies {
			t.Run(name, func(t *testing.T) {
				f := newFault(t, kit, 20*time.Second)
				f.faulty(body)
				res := f.check()
				f.bottom(res, crashed)
				f.noProcessesLeft()
				f.nextRunWorks()
			})
		}
	})
}

// TestFaultKilledMidRun: the toolchain is killed with SIGKILL from outside
// (as the OOM killer does) while it runs, its child still holding the
// output pipes.
func TestFaultKilledMidRun(t *testing.T) {
	forEachKit(t, func(t *testing.T, kit faultKit) {
		f := newFault(t, kit, 20*time.Second)
		pidFile := filepath.Join(f.bin, "pid")
		f.faulty(crashOutput(kit.tool) + f.sleeper(30) + " &\necho $$ > '" + pidFile + "'\nwait\n")
		go func() {
			for i := 0; i < 500; i++ {
				if b, err := os.ReadFile(pidFile); err == nil && strings.HasSuffix(string(b), "\n") {
					pid, _ := strconv.Atoi(strings.TrimSpace(string(b)))
					syscall.Kill(pid, syscall.SIGKILL)
					return
				}
				time.Sleep(10 * time.Millisecond)
			}
		}()
		res := f.check()
		f.bottom(res, crashed, "killed by signal 9 (killed)")
		f.noProcessesLeft()
		f.nextRunWorks()
	})
}

// TestFaultWorkspaceDeleted: the file's directory is removed while the
// toolchain runs. Lean reads the saved file in place and fails: crashed.
// Dafny and Nagini check a private copy of the buffer, so their answer is
// about the text the editor still holds: ok is correct evidence there, and
// what is checked is that the private copies go and nothing is left
// running. The next check of the (still open, now unsaved) buffer works.
func TestFaultWorkspaceDeleted(t *testing.T) {
	forEachKit(t, func(t *testing.T, kit faultKit) {
		f := newFault(t, kit, 20*time.Second)
		started, goOn := filepath.Join(f.bin, "started"), filepath.Join(f.bin, "go")
		argsFile := filepath.Join(f.bin, "args")
		wait := "echo \"$@\" \"$(pwd)\" > '" + argsFile + "'\ntouch '" + started + "'\n" +
			"i=0; while [ ! -e '" + goOn + "' ] && [ $i -lt 200 ]; do sleep 0.02; i=$((i+1)); done\n"
		var after string
		switch kit.tool {
		case "lean":
			// What Lean does when its file is gone.
			after = `cat "$2" > /dev/null 2>&1 || { echo "uncaught exception: no such file or directory (error code: 2)\n  file: $2" >&2; exit 1; }` + "\n" + kit.good
		case "dafny":
			after = `for a; do f="$a"; done; [ -e "$f" ] || { echo "$f(1,1): Error: file not found"; exit 2; }` + "\n" + kit.good
		default:
			after = `[ -e "$2" ] || { echo "Translation failed"; echo "Type error: no such file ($2@1.0)"; exit 1; }` + "\n" + kit.good
		}
		f.faulty(wait + after)
		go func() {
			for i := 0; i < 500; i++ {
				if _, err := os.Stat(started); err == nil {
					os.RemoveAll(f.ws)
					os.WriteFile(goOn, nil, 0o644)
					return
				}
				time.Sleep(10 * time.Millisecond)
			}
		}()
		res := f.check()
		t.Logf("%s, lens: %s", res.Status, res.Summary())
		if kit.tool == "lean" {
			f.bottom(res, crashed, "no such file or directory")
		} else if res.Status != StatusOK {
			t.Errorf("status %s (%s): the private copy was checked", res.Status, res.Reason)
		}
		if _, err := os.Stat(f.ws); !os.IsNotExist(err) {
			t.Fatalf("the workspace was not deleted during the run")
		}
		// The private copy (its directory for Dafny and Nagini) is gone.
		b, _ := os.ReadFile(argsFile)
		for _, a := range strings.Fields(string(b)) {
			if filepath.IsAbs(a) && strings.Contains(a, "specfaith-") {
				if _, err := os.Stat(a); !os.IsNotExist(err) {
					t.Errorf("private copy %s left behind", a)
				}
			}
		}
		f.noProcessesLeft()
		f.nextRunWorks()
	})
}
