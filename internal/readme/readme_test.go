// The README's commands: every shell block runs from
// a copy of the repository's examples and data with the binary built from
// this checkout, and a transcript's output is compared with what the
// README shows, so that neither can drift from the other.

package readme

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// A block is a fenced code block of the README that the test runs: a
// transcript (lines "$ COMMAND" followed by the output shown) or a shell
// block (```sh: commands run in order, each must succeed). A block right
// after "<!-- doc-test: skip REASON -->" is not run.
type block struct {
	line  int    // of the opening fence
	lang  string // the fence's info string
	text  []string
	skip  string
	shell bool // ```sh without transcript lines
}

func blocks(t *testing.T, readme string) []block {
	var out []block
	lines := strings.Split(readme, "\n")
	skip := ""
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if m := skipRe.FindStringSubmatch(l); m != nil {
			skip = m[1]
			continue
		}
		if !strings.HasPrefix(l, "```") {
			if strings.TrimSpace(l) != "" {
				skip = ""
			}
			continue
		}
		b := block{line: i + 1, lang: strings.TrimPrefix(l, "```"), skip: skip}
		skip = ""
		for i++; i < len(lines) && !strings.HasPrefix(lines[i], "```"); i++ {
			b.text = append(b.text, lines[i])
		}
		transcript := len(b.text) > 0 && strings.HasPrefix(b.text[0], "$ ")
		b.shell = b.lang == "sh" && !transcript
		if transcript || b.shell {
			out = append(out, b)
		}
	}
	return out
}

var skipRe = regexp.MustCompile(`^<!-- doc-test: skip (.+) -->$`)

// TestREADME runs every shell block and transcript of the README.
func TestREADME(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the README's commands")
	}
	root, _ := filepath.Abs("../..")
	src, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(t.TempDir(), "specfaith")
	build := exec.Command("go", "build", "-o", bin, "./cmd/specfaith")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	bs := blocks(t, string(src))
	ran := 0
	for _, b := range bs {
		name := fmt.Sprintf("line%d", b.line)
		t.Run(name, func(t *testing.T) {
			if b.skip != "" {
				t.Skipf("README line %d: %s", b.line, b.skip)
			}
			if strings.Contains(strings.Join(b.text, "\n"), "--verify") && os.Getenv("CI") == "" {
				if _, err := exec.LookPath("dafny"); err != nil {
					t.Skipf("README line %d runs the verifier, and dafny is not on PATH (make setup installs it)", b.line)
				}
			}
			dir := workspace(t, root, bin)
			if b.shell {
				runShell(t, dir, b)
			} else {
				runTranscript(t, dir, b)
			}
			ran++
		})
	}
	if ran < 4 {
		t.Errorf("ran %d blocks of the README: the test checks little", ran)
	}
}

// workspace is a fresh directory with what the README's commands read:
// bin/specfaith, a copy of examples/ (a --fix rewrites files there) and the
// repository's data and test data read in place.
func workspace(t *testing.T, root, bin string) string {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(bin, filepath.Join(dir, "bin", "specfaith")); err != nil {
		t.Fatal(err)
	}
	cp := exec.Command("cp", "-R", filepath.Join(root, "examples"), filepath.Join(dir, "examples"))
	if out, err := cp.CombinedOutput(); err != nil {
		t.Fatalf("cp: %v %s", err, out)
	}
	for _, p := range []string{"data", "dataset"} {
		if err := os.Symlink(filepath.Join(root, p), filepath.Join(dir, p)); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func runShell(t *testing.T, dir string, b block) {
	script := "set -e\n" + strings.Join(b.text, "\n") + "\n"
	cmd := exec.Command("bash", "-c", script)
	cmd.Dir = dir
	start := time.Now()
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Errorf("README line %d: %v\n%s\n---\n%s", b.line, err, script, tail(out))
	}
	t.Logf("README line %d: %v", b.line, time.Since(start).Round(time.Millisecond))
}

// runTranscript runs each "$ COMMAND" of the block and compares its
// standard output with the lines shown after it. In what is shown, a line
// "..." stands for any number of lines and "..." within a line for any
// text; everything else is compared exactly.
func runTranscript(t *testing.T, dir string, b block) {
	for i := 0; i < len(b.text); {
		command := strings.TrimPrefix(b.text[i], "$ ")
		var want []string
		for i++; i < len(b.text) && !strings.HasPrefix(b.text[i], "$ "); i++ {
			want = append(want, b.text[i])
		}
		if strings.HasPrefix(command, "specfaith ") {
			t.Errorf("README line %d: `%s` runs a specfaith that make setup does not put on PATH: write bin/specfaith", b.line, command)
			continue
		}
		cmd := exec.Command("bash", "-c", command)
		cmd.Dir = dir
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); err != nil {
			if _, exit := err.(*exec.ExitError); !exit || cmd.ProcessState.ExitCode() > 1 {
				t.Errorf("README line %d: %s: %v\n%s", b.line, command, err, tail(stderr.Bytes()))
				continue
			}
		}
		got := strings.Split(strings.TrimRight(stdout.String(), "\n"), "\n")
		if !matches(want, got) {
			t.Errorf("README line %d: %s prints\n%s\nwhere the README shows\n%s", b.line, command, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}

// matches says whether got is what want shows (see runTranscript).
func matches(want, got []string) bool {
	memo := map[[2]int]bool{}
	var m func(i, j int) bool
	m = func(i, j int) bool {
		if i == len(want) {
			return j == len(got)
		}
		k := [2]int{i, j}
		if v, ok := memo[k]; ok {
			return v
		}
		var ok bool
		if strings.TrimSpace(want[i]) == "..." {
			for jj := j; jj <= len(got) && !ok; jj++ {
				ok = m(i+1, jj)
			}
		} else {
			ok = j < len(got) && lineMatches(want[i], got[j]) && m(i+1, j+1)
		}
		memo[k] = ok
		return ok
	}
	return m(0, 0)
}

func lineMatches(want, got string) bool {
	if !strings.Contains(want, "...") {
		return want == got
	}
	parts := strings.Split(want, "...")
	for i := range parts {
		parts[i] = regexp.QuoteMeta(parts[i])
	}
	return regexp.MustCompile("^" + strings.Join(parts, ".*") + "$").MatchString(got)
}

func tail(b []byte) string {
	if len(b) > 3000 {
		b = b[len(b)-3000:]
	}
	return string(b)
}

// TestMatches pins the transcript comparison.
func TestMatches(t *testing.T) {
	got := []string{"a", "b: 1.5 s", "c", "d"}
	for _, tc := range []struct {
		want []string
		ok   bool
	}{
		{[]string{"a", "b: 1.5 s", "c", "d"}, true},
		{[]string{"a", "...", "d"}, true},
		{[]string{"a", "b: ... s", "...", "d"}, true},
		{[]string{"...", "c"}, false},
		{[]string{"a", "b: 2 s", "c", "d"}, false},
		{[]string{"a", "b: 1.5 s", "c"}, false},
	} {
		if matches(tc.want, got) != tc.ok {
			t.Errorf("%q: want %v", tc.want, tc.ok)
		}
	}
}
