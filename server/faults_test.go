package server

// Toolchain faults as the user sees them (issue 10): a faulty fake Dafny is
// configured with initializationOptions toolchain.dafny; opening a file
// shows one information note toolchain-crashed / -unavailable / -timeout
// with the reason, no finding about the spec from the toolchain, a status
// lens and a toolchainStatus saying so, and a log line with the reason; no
// process of the run is left; after the fake is repaired, specfaith.verify
// gives a verified file. The toolchain package's faults_test.go covers
// every fault for every toolchain; docs/reliability-faults-draft.md is the
// table.

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"go.lsp.dev/protocol"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
)

// faultLogger logs into buf (and prints it when the test fails).
func faultLogger(t *testing.T, buf *lockedBuffer) *zap.Logger {
	t.Cleanup(func() {
		if t.Failed() {
			t.Log("server log:\n" + buf.String())
		}
	})
	enc := zapcore.NewConsoleEncoder(zap.NewDevelopmentEncoderConfig())
	return zap.New(zapcore.NewCore(enc, zapcore.AddSync(buf), zapcore.DebugLevel))
}

// faultProcesses lists live processes whose command line or environment
// holds token.
func faultProcesses(token string) []string {
	var found []string
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid == os.Getpid() {
			continue
		}
		stat, _ := os.ReadFile("/proc/" + e.Name() + "/stat")
		if i := bytes.LastIndexByte(stat, ')'); i >= 0 && i+2 < len(stat) && (stat[i+2] == 'Z' || stat[i+2] == 'X') {
			continue
		}
		cmdline, _ := os.ReadFile("/proc/" + e.Name() + "/cmdline")
		environ, _ := os.ReadFile("/proc/" + e.Name() + "/environ")
		if bytes.Contains(cmdline, []byte(token)) || bytes.Contains(environ, []byte("SPECFAITH_FAULT_TOKEN="+token)) {
			found = append(found, e.Name()+": "+strings.ReplaceAll(string(cmdline), "\x00", " "))
		}
	}
	return found
}

// writeFake installs a fake dafny at p (renamed into place, so that its
// size and time change as an update would).
func writeFake(t *testing.T, p, token, body string) {
	t.Helper()
	text := "#!/bin/sh\nexport SPECFAITH_FAULT_TOKEN=" + token + "\nulimit -c 0\n" +
		`case "$1" in --version) echo 4.1.0; exit 0;; esac` + "\n" + body
	if err := os.WriteFile(p+".new", []byte(text), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(p+".new", p); err != nil {
		t.Fatal(err)
	}
}

func (c *client) lensTitle(u protocol.DocumentURI) string {
	var lenses []protocol.CodeLens
	if err := c.call("textDocument/codeLens", map[string]any{"textDocument": map[string]any{"uri": u}}, &lenses); err != nil {
		c.t.Fatal(err)
	}
	for _, l := range lenses {
		if l.Command != nil && l.Command.Command == CommandVerify {
			return l.Command.Title
		}
	}
	return ""
}

func TestFaultToolchainSeenByUser(t *testing.T) {
	for _, c := range []struct {
		name    string
		body    string // "" for a configured dafny that does not exist
		code    string
		message []string // in the note (the result's summary)
		logged  string   // in the log line's reason
	}{
		{"crash", "echo 'sqrt.dfy(1,1): Error: a postcondition could not be proved'\nkill -SEGV $$\n",
			"toolchain-crashed", []string{"✗ dafny 4.1.0 crashed: dafny was killed by signal 11 (segmentation fault)"}, "killed by signal 11"},
		{"not found", "",
			"toolchain-unavailable", []string{"⊥ dafny not found", "set toolchain.dafny"}, "dafny not found"},
		{"hang", "sleep 30 0.%s &\nsleep 30 0.%s\n",
			"toolchain-timeout", []string{"⏱ timed out after 1."}, "killed after 1 s"},
	} {
		t.Run(c.name, func(t *testing.T) {
			token := fmt.Sprintf("%d%d", os.Getpid(), time.Now().UnixNano()%1e9)
			fake := filepath.Join(t.TempDir(), "fault"+token, "dafny")
			os.MkdirAll(filepath.Dir(fake), 0o755)
			if c.body != "" {
				writeFake(t, fake, token, strings.ReplaceAll(c.body, "%s", token))
			}
			t.Cleanup(func() {
				for _, p := range faultProcesses(token) {
					pid, _ := strconv.Atoi(strings.SplitN(p, ":", 2)[0])
					syscall.Kill(pid, syscall.SIGKILL)
				}
			})
			path, text := readExample(t, "sqrt.dfy")
			log := &lockedBuffer{}
			cl := startServer(t, Options{Logger: faultLogger(t, log)})
			cl.initialize(filepath.Dir(path), map[string]any{
				"trusted": true, "toolchain": map[string]any{"dafny": fake}, "toolchain_idle_ms": 50, "toolchain_timeout_s": 1,
			})
			u := cl.open(path, text)
			p := cl.waitDiags(u, func(p publish) bool { return hasCode(p, c.code) })
			notes := 0
			for _, d := range p.Diags {
				code, _ := d.Code.(string)
				switch {
				case strings.HasPrefix(code, "toolchain-"):
					notes++
					if code != c.code || d.Severity != protocol.DiagnosticSeverityInformation || d.Source != "specfaith" {
						t.Errorf("note %+v", d)
					}
					for _, m := range c.message {
						if !strings.Contains(d.Message, m) {
							t.Errorf("note %q lacks %q", d.Message, m)
						}
					}
				case d.Source == "dafny" || strings.HasPrefix(code, "dafny"):
					t.Errorf("a finding about the spec from a faulty toolchain: %+v", d)
				}
			}
			if notes != 1 {
				t.Errorf("%d toolchain notes: %+v", notes, p.Diags)
			}
			if title := cl.lensTitle(u); !strings.HasPrefix(title, c.message[0]) {
				t.Errorf("status lens %q", title)
			}
			cl.mu.Lock()
			sts := append([]ToolStatus(nil), cl.toolStatus...)
			cl.mu.Unlock()
			if last := sts[len(sts)-1]; last.Status != strings.TrimPrefix(c.code, "toolchain-") || !strings.HasPrefix(last.Summary, c.message[0]) {
				t.Errorf("toolchainStatus %+v", last)
			}
			// The log line: the run, its status and its reason.
			var line string
			for _, l := range strings.Split(log.String(), "\n") {
				if strings.Contains(l, "toolchain run") && strings.Contains(l, `"status": "`+strings.TrimPrefix(c.code, "toolchain-")+`"`) {
					line = l
				}
			}
			if line == "" || !strings.Contains(line, c.logged) {
				t.Errorf("no log line with the reason %q; log:\n%s", c.logged, log.String())
			}
			deadline := time.Now().Add(2 * time.Second)
			for len(faultProcesses(token)) > 0 && time.Now().Before(deadline) {
				time.Sleep(20 * time.Millisecond)
			}
			if left := faultProcesses(token); len(left) > 0 {
				t.Errorf("processes of the run left: %v", left)
			}

			// Repaired: the next run verifies.
			cl.mu.Lock()
			before := len(cl.diags[u])
			cl.mu.Unlock()
			writeFake(t, fake, token, "echo 'Dafny program verifier finished with 1 verified, 0 errors'\n")
			if err := cl.call("workspace/executeCommand", map[string]any{"command": CommandVerify, "arguments": []any{string(u)}}, nil); err != nil {
				t.Fatal(err)
			}
			cl.quiet()
			if title := cl.lensTitle(u); !strings.HasPrefix(title, "✓ verified") {
				t.Fatalf("no ✓ after the repair: %q", title)
			}
			cl.mu.Lock()
			ps := append([]publish(nil), cl.diags[u][before:]...)
			cl.mu.Unlock()
			if len(ps) == 0 || hasCode(ps[len(ps)-1], c.code) {
				t.Fatalf("the note stayed after a good run: %+v", ps)
			}
		})
	}
}
