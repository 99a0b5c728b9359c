package server

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"go.lsp.dev/uri"
)

var (
	binOnce sync.Once
	binPath string
	binErr  error
)

func TestMain(m *testing.M) {
	code := m.Run()
	if binPath != "" {
		os.RemoveAll(filepath.Dir(binPath))
	}
	os.Exit(code)
}

// specfaithBinary builds cmd/specfaith once for the package's tests.
func specfaithBinary(t *testing.T) string {
	t.Helper()
	binOnce.Do(func() {
		dir, err := os.MkdirTemp("", "specfaith-server-test-bin-")
		if err != nil {
			binErr = err
			return
		}
		binPath = filepath.Join(dir, "specfaith")
		build := exec.Command("go", "build", "-o", binPath, "./cmd/specfaith")
		build.Dir = ".."
		if out, err := build.CombinedOutput(); err != nil {
			binErr = fmt.Errorf("go build ./cmd/specfaith: %v\n%s", err, out)
		}
	})
	if binErr != nil {
		t.Fatal(binErr)
	}
	return binPath
}

func lspFrame(w io.Writer, v any) {
	b, _ := json.Marshal(v)
	fmt.Fprintf(w, "Content-Length: %d\r\n\r\n%s", len(b), b)
}

// No copy of a buffer survives the server process, whichever way the
// session ends while a toolchain run is in progress: shutdown and exit,
// exit alone, or SIGTERM. The process is the real binary, so nothing
// finishes after it is gone. Stale copies of a dead server are removed
// at start; other programs' files and recent ones are left alone.
func TestNoTempCopySurvivesExit(t *testing.T) {
	bin := specfaithBinary(t)
	ends := map[string]func(cmd *exec.Cmd, in io.Writer){
		"shutdown and exit": func(_ *exec.Cmd, in io.Writer) {
			lspFrame(in, map[string]any{"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
			lspFrame(in, map[string]any{"jsonrpc": "2.0", "method": "exit"})
		},
		"exit": func(_ *exec.Cmd, in io.Writer) {
			lspFrame(in, map[string]any{"jsonrpc": "2.0", "method": "exit"})
		},
		"SIGTERM": func(cmd *exec.Cmd, _ io.Writer) {
			cmd.Process.Signal(syscall.SIGTERM)
		},
	}
	for name, end := range ends {
		t.Run(name, func(t *testing.T) {
			tmp := t.TempDir()
			// Leftovers already there: a dead server's old copy (removed),
			// a dead server's recent copy, another program's old temp dir
			// and an old one of our old, unrecognisable naming (all kept).
			dead := exec.Command("true")
			dead.Run()
			deadPid := dead.Process.Pid
			old := time.Now().Add(-time.Hour)
			mk := func(name string, mtime time.Time) string {
				p := filepath.Join(tmp, name)
				os.Mkdir(p, 0o700)
				os.WriteFile(filepath.Join(p, "spec.dfy"), []byte("x"), 0o600)
				os.Chtimes(p, mtime, mtime)
				return p
			}
			stale := mk(fmt.Sprintf("specfaith-tmp-%d-copy-1", deadPid), old)
			keep := []string{
				mk(fmt.Sprintf("specfaith-tmp-%d-copy-2", deadPid), time.Now()),
				mk("other-program-tmp", old),
				mk("specfaith-123", old),
			}

			ws := t.TempDir()
			started := filepath.Join(ws, "started")
			fake := filepath.Join(ws, "fake-dafny")
			os.WriteFile(fake, []byte("#!/bin/sh\ncase \"$1\" in --version) echo 4.0.0; exit 0;; esac\ntouch "+started+"\nsleep 30\n"), 0o755)
			_, text := readExample(t, "sqrt.dfy")
			path := filepath.Join(ws, "sqrt.dfy")
			os.WriteFile(path, []byte(text), 0o644)

			cmd := exec.Command(bin, "lsp", "--log-level", "debug")
			cmd.Env = append(os.Environ(), "TMPDIR="+tmp)
			var stderr strings.Builder
			cmd.Stderr = &stderr
			in, _ := cmd.StdinPipe()
			out, _ := cmd.StdoutPipe()
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			go io.Copy(io.Discard, out)
			defer cmd.Process.Kill()
			lspFrame(in, map[string]any{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": map[string]any{
				"rootUri": string(uri.File(ws)), "capabilities": map[string]any{},
				"initializationOptions": map[string]any{"trusted": true, "toolchain": map[string]any{"dafny": fake}},
			}})
			lspFrame(in, map[string]any{"jsonrpc": "2.0", "method": "initialized", "params": map[string]any{}})
			lspFrame(in, map[string]any{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": map[string]any{
				"textDocument": map[string]any{"uri": string(uri.File(path)), "languageId": "dafny", "version": 1, "text": text + "\n// unsaved\n"},
			}})
			deadline := time.Now().Add(20 * time.Second)
			for {
				if _, err := os.Stat(started); err == nil {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("the toolchain never started\n%s", stderr.String())
				}
				time.Sleep(20 * time.Millisecond)
			}
			copies, _ := filepath.Glob(filepath.Join(tmp, "specfaith-tmp-*"))
			if len(copies) < 2 {
				t.Fatalf("no copy in the temp dir during the run: %v", copies)
			}
			if _, err := os.Stat(stale); !os.IsNotExist(err) {
				t.Errorf("the stale copy %s was not removed at start", stale)
			}
			end(cmd, in)
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			select {
			case <-done:
			case <-time.After(20 * time.Second):
				t.Fatal("the server did not exit")
			}
			left, _ := filepath.Glob(filepath.Join(tmp, fmt.Sprintf("specfaith-tmp-%d-*", cmd.Process.Pid)))
			if len(left) > 0 {
				t.Errorf("left behind after the server exited: %v\n%s", left, stderr.String())
			}
			for _, p := range keep {
				if _, err := os.Stat(p); err != nil {
					t.Errorf("%s should have been left alone: %v", p, err)
				}
			}
		})
	}
}
