package difftest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Options configures RunDafny.
type Options struct {
	// Dafny is the dafny executable; "" means "dafny" on PATH.
	Dafny string
	// Verify has Dafny verify the program (so that every check is proved
	// well-formed: indices in range, divisors non-zero, preconditions
	// met) before running it. It is slower, and needs z3.
	Verify bool
	// Timeout bounds the whole run; 0 means two minutes.
	Timeout time.Duration
}

// Result is what one Dafny run answered.
type Result struct {
	Answers  map[int]bool // by Check.ID
	Commands [][]string   // the commands run, in order
	Elapsed  time.Duration
	Output   string // the commands' stdout and stderr
	Program  string // the Dafny program that was run
}

// checksPerMethod splits Main: Dafny 2.3's resolver is slow on one huge
// method (about 5 s for 400 prints, against under 2 s when split).
const checksPerMethod = 25

// Program is the Dafny program that prints every check's value: the
// prelude and a Main that prints "c<ID> true" or "c<ID> false" per check,
// in order.
func Program(checks []Check) string {
	var b strings.Builder
	b.WriteString(Prelude)
	n := 0
	for i, c := range checks {
		if i%checksPerMethod == 0 {
			if i > 0 {
				b.WriteString("}\n")
			}
			fmt.Fprintf(&b, "\nmethod Checks%d()\n{\n", n)
			n++
		}
		fmt.Fprintf(&b, "  print \"c%d \", (%s), \"\\n\";\n", c.ID, c.Text)
	}
	if len(checks) > 0 {
		b.WriteString("}\n")
	}
	b.WriteString("\nmethod Main()\n{\n")
	for i := range n {
		fmt.Fprintf(&b, "  Checks%d();\n", i)
	}
	b.WriteString("}\n")
	return b.String()
}

var answerLine = regexp.MustCompile(`^c([0-9]+) (true|false)\r?$`)

// z3Wrapper filters out the option "model_compress", which Debian's Boogie
// (with Dafny 2.3) sends to z3 and z3 4.8.12 rejects.
const z3Wrapper = `#!/bin/sh
case "$1" in --version|-version) exec %[1]s "$@";; esac
sed -u '/model_compress/d' | exec %[1]s "$@"
`

// RunDafny writes all the checks into one Dafny program in a temporary
// directory, has Dafny translate it to C#, compiles that with mcs and runs
// it with mono, and reads back each check's printed value. The commands
// (in the temporary directory) are
//
//	dafny /nologo /compile:0 /noVerify /spillTargetCode:3 checks.dfy
//	mcs -nologo -warn:0 -r:System.Numerics.dll -out:checks.exe checks.cs
//	mono checks.exe
//
// or, with opt.Verify, /spillTargetCode:2 /z3exe:<wrapper> in place of
// /noVerify /spillTargetCode:3, so that C# is written only for a program
// that verifies.
//
// Dafny's own /compile:3 and /compile:4 (compile in memory and run) are
// no use here: Dafny 2.3 counts the C# compiler's warnings as errors, and
// mcs warns ("unreachable expression code", CS0429) about constant
// operands such as "true || x", which the corpus has on purpose.
//
// RunDafny fails unless every check printed an answer.
func RunDafny(ctx context.Context, checks []Check, opt Options) (*Result, error) {
	res := &Result{Program: Program(checks), Answers: map[int]bool{}}
	out, cmds, elapsed, runErr := RunProgram(ctx, res.Program, opt)
	if out == "" && cmds == nil && runErr != nil {
		return nil, runErr
	}
	res.Output, res.Commands, res.Elapsed = out, cmds, elapsed

	for _, line := range strings.Split(res.Output, "\n") {
		if m := answerLine.FindStringSubmatch(line); m != nil {
			id, _ := strconv.Atoi(m[1])
			res.Answers[id] = m[2] == "true"
		}
	}
	var missing []Check
	for _, c := range checks {
		if _, ok := res.Answers[c.ID]; !ok {
			missing = append(missing, c)
		}
	}
	switch {
	case len(missing) > 0:
		// The checks print in order, so the first missing one is where
		// the run stopped, if it got that far.
		return res, fmt.Errorf("dafny answered %d of %d checks (first missing: c%d %s); error: %v; output:\n%s",
			len(checks)-len(missing), len(checks), missing[0].ID, missing[0].Text, runErr, tail(res.Output, 40))
	case runErr != nil:
		return res, fmt.Errorf("%w; output:\n%s", runErr, tail(res.Output, 40))
	}
	return res, nil
}

// RunProgram writes one Dafny program (with a Main) to a temporary
// directory, translates it to C# with dafny, builds it with mcs and runs
// it with mono (the commands RunDafny lists), and returns what the
// commands printed and the commands run. The error is the first failing
// command's; without a dafny, mcs or mono on PATH nothing is run.
func RunProgram(ctx context.Context, program string, opt Options) (output string, commands [][]string, elapsed time.Duration, err error) {
	dafny := opt.Dafny
	if dafny == "" {
		dafny = "dafny"
	}
	var paths [3]string
	for i, name := range []string{dafny, "mcs", "mono"} {
		p, err := exec.LookPath(name)
		if err != nil {
			return "", nil, 0, err
		}
		paths[i] = p
	}
	timeout := opt.Timeout
	if timeout == 0 {
		timeout = 2 * time.Minute
	}
	dir, err := os.MkdirTemp("", "specfaith-difftest-")
	if err != nil {
		return "", nil, 0, err
	}
	defer os.RemoveAll(dir)

	if err := os.WriteFile(filepath.Join(dir, "checks.dfy"), []byte(program), 0o644); err != nil {
		return "", nil, 0, err
	}
	dargs := []string{"/nologo", "/compile:0"}
	if opt.Verify {
		z3, err := exec.LookPath("z3")
		if err != nil {
			return "", nil, 0, fmt.Errorf("verifying needs z3: %w", err)
		}
		wrapper := filepath.Join(dir, "z3")
		if err := os.WriteFile(wrapper, []byte(fmt.Sprintf(z3Wrapper, shellQuote(z3))), 0o755); err != nil {
			return "", nil, 0, err
		}
		dargs = append(dargs, "/spillTargetCode:2", "/z3exe:"+wrapper)
	} else {
		dargs = append(dargs, "/noVerify", "/spillTargetCode:3")
	}
	dargs = append(dargs, "checks.dfy")

	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	var out bytes.Buffer
	run := func(path string, args ...string) error {
		commands = append(commands, append([]string{path}, args...))
		cmd := exec.CommandContext(ctx, path, args...)
		cmd.Dir = dir
		cmd.Stdout, cmd.Stderr = &out, &out
		err := cmd.Run()
		if ctx.Err() != nil {
			return fmt.Errorf("timed out after %v", timeout)
		}
		return err
	}
	start := time.Now()
	runErr := run(paths[0], dargs...)
	// With /compile:0, Dafny 2.3 exits with 3 even after writing the C#
	// (2 is a resolution error, 4 a verification error).
	var exit *exec.ExitError
	if errors.As(runErr, &exit) && exit.ExitCode() == 3 {
		runErr = nil
	}
	if runErr == nil {
		if _, err := os.Stat(filepath.Join(dir, "checks.cs")); err != nil {
			runErr = errors.New("dafny wrote no C#")
		}
	}
	if runErr == nil {
		runErr = run(paths[1], "-nologo", "-warn:0", "-r:System.Numerics.dll", "-out:checks.exe", "checks.cs")
	}
	if runErr == nil {
		runErr = run(paths[2], "checks.exe")
	}
	return out.String(), commands, time.Since(start), runErr
}

func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

func tail(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = append([]string{"…"}, lines[len(lines)-n:]...)
	}
	return strings.Join(lines, "\n")
}
