package server

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"go.lsp.dev/jsonrpc2"
)

// rawSession drives a server with hand-written frames.
type rawSession struct {
	t    *testing.T
	in   *io.PipeWriter
	out  *bufio.Reader
	exit chan int
	srv  *Server
}

func startRaw(t *testing.T) *rawSession {
	srvIn, w := io.Pipe()
	r, srvOut := io.Pipe()
	s := New(Options{Logger: testLogger(t)})
	rs := &rawSession{t: t, in: w, out: bufio.NewReader(r), exit: make(chan int, 1), srv: s}
	go func() {
		code := s.Run(context.Background(), srvIn, srvOut)
		srvOut.Close()
		rs.exit <- code
	}()
	t.Cleanup(func() { w.Close() })
	return rs
}

func (rs *rawSession) send(body string) {
	fmt.Fprintf(rs.in, "Content-Length: %d\r\n\r\n%s", len(body), body)
}

// read returns the next message from the server, skipping notifications
// unless wantNotif is set.
func (rs *rawSession) read() map[string]any {
	rs.t.Helper()
	type result struct {
		m   map[string]any
		err error
	}
	ch := make(chan result, 1)
	go func() {
		length := 0
		for {
			line, err := rs.out.ReadString('\n')
			if err != nil {
				ch <- result{err: err}
				return
			}
			line = strings.TrimSpace(line)
			if line == "" {
				break
			}
			if v, ok := strings.CutPrefix(line, "Content-Length: "); ok {
				length, _ = strconv.Atoi(v)
			}
		}
		body := make([]byte, length)
		if _, err := io.ReadFull(rs.out, body); err != nil {
			ch <- result{err: err}
			return
		}
		var m map[string]any
		err := json.Unmarshal(body, &m)
		ch <- result{m, err}
	}()
	select {
	case r := <-ch:
		if r.err != nil {
			rs.t.Fatalf("reading from server: %v", r.err)
		}
		return r.m
	case <-time.After(10 * time.Second):
		rs.t.Fatal("server did not answer")
	}
	return nil
}

// response reads until the response with the given id.
func (rs *rawSession) response(id float64) map[string]any {
	rs.t.Helper()
	for i := 0; i < 100; i++ {
		m := rs.read()
		if got, ok := m["id"].(float64); ok && got == id {
			return m
		}
	}
	rs.t.Fatalf("no response with id %v", id)
	return nil
}

func errCode(m map[string]any) float64 {
	e, _ := m["error"].(map[string]any)
	c, _ := e["code"].(float64)
	return c
}

func TestProtocolFaults(t *testing.T) {
	rs := startRaw(t)

	// A request before initialize.
	rs.send(`{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{}}`)
	if m := rs.response(1); errCode(m) != float64(jsonrpc2.ServerNotInitialized) {
		t.Errorf("before initialize: %v", m)
	}
	// A body that is not JSON: a parse error, and the server reads on.
	rs.send(`{"jsonrpc":"2.0","id":2,"method":`)
	if m := rs.read(); errCode(m) != float64(jsonrpc2.ParseError) {
		t.Errorf("malformed body: %v", m)
	}
	root, _ := filepath.Abs("..")
	rs.send(`{"jsonrpc":"2.0","id":3,"method":"initialize","params":{"rootUri":"file://` + root + `","capabilities":{}}}`)
	if m := rs.response(3); m["result"] == nil {
		t.Fatalf("initialize: %v", m)
	}
	rs.send(`{"jsonrpc":"2.0","method":"initialized","params":{}}`)
	// An unknown method.
	rs.send(`{"jsonrpc":"2.0","id":4,"method":"textDocument/frobnicate","params":{}}`)
	if m := rs.response(4); errCode(m) != float64(jsonrpc2.MethodNotFound) {
		t.Errorf("unknown method: %v", m)
	}
	// An unknown notification is ignored; bad params are an error.
	rs.send(`{"jsonrpc":"2.0","method":"$/unknownThing","params":{}}`)
	rs.send(`{"jsonrpc":"2.0","id":5,"method":"textDocument/hover","params":"nonsense"}`)
	if m := rs.response(5); errCode(m) != float64(jsonrpc2.InvalidParams) {
		t.Errorf("bad params: %v", m)
	}
	// A 10 MB document: answered with a file-too-large note.
	big := strings.Repeat("// filler line of a very large spec file\n", 10<<20/41)
	open, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": map[string]any{
		"textDocument": map[string]any{"uri": "file:///tmp/big.dfy", "languageId": "dafny", "version": 1, "text": "method M()\n"},
	}})
	rs.send(string(open))
	change, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": map[string]any{
		"textDocument":   map[string]any{"uri": "file:///tmp/big.dfy", "version": 2},
		"contentChanges": []any{map[string]any{"text": big}},
	}})
	rs.send(string(change))
	found := false
	for i := 0; i < 10 && !found; i++ {
		m := rs.read()
		if m["method"] == "textDocument/publishDiagnostics" {
			p := m["params"].(map[string]any)
			if v, _ := p["version"].(float64); v == 2 {
				found = strings.Contains(fmt.Sprint(p["diagnostics"]), "file-too-large")
			}
		}
	}
	if !found {
		t.Errorf("no file-too-large diagnostic for the 10 MB change")
	}
	// Cancelling a numeric id that is not running is harmless.
	rs.send(`{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":99}}`)
	// Shutdown, then a request is refused, then exit ends with code 0.
	rs.send(`{"jsonrpc":"2.0","id":6,"method":"shutdown"}`)
	rs.response(6)
	rs.send(`{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{}}`)
	if m := rs.response(7); errCode(m) != float64(jsonrpc2.InvalidRequest) {
		t.Errorf("after shutdown: %v", m)
	}
	rs.send(`{"jsonrpc":"2.0","method":"exit"}`)
	select {
	case code := <-rs.exit:
		if code != 0 {
			t.Errorf("exit code %d", code)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no exit")
	}
}

// TestBrokenFramingExits: an unrecoverable header ends the session
// cleanly (code 1: no shutdown), without a panic or a hang.
func TestBrokenFramingExits(t *testing.T) {
	for name, frame := range map[string]string{
		"no header":      "this is not a header\r\n\r\n",
		"huge length":    "Content-Length: 99999999999\r\n\r\n",
		"negative":       "Content-Length: -5\r\n\r\n",
		"missing length": "Content-Type: x\r\n\r\n{}",
	} {
		t.Run(name, func(t *testing.T) {
			rs := startRaw(t)
			io.WriteString(rs.in, frame)
			select {
			case code := <-rs.exit:
				if code != 1 {
					t.Errorf("exit code %d, want 1", code)
				}
			case <-time.After(5 * time.Second):
				t.Fatal("server hangs on a broken frame")
			}
		})
	}
}

// TestClientDisconnectsMidRequest: the client goes away while a request is
// pending; the server exits.
func TestClientDisconnectsMidRequest(t *testing.T) {
	rs := startRaw(t)
	rs.send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}`)
	rs.response(1)
	rs.send(`{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///tmp/slow.dfy","languageId":"dafny","version":1,"text":` + strconv.Quote(slowSpec) + `}}}`)
	rs.send(`{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///tmp/slow.dfy"},"position":{"line":4,"character":3}}}`)
	rs.in.Close()
	select {
	case code := <-rs.exit:
		if code != 1 {
			t.Errorf("exit code %d, want 1", code)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("server did not exit after the client disconnected")
	}
}

// TestCancelNumericID: $/cancelRequest with a numeric id cancels a pending
// request, which then answers RequestCancelled.
func TestCancelNumericID(t *testing.T) {
	rs := startRaw(t)
	rs.send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}`)
	rs.response(1)
	rs.send(`{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///tmp/slow.dfy","languageId":"dafny","version":1,"text":` + strconv.Quote(slowSpec) + `}}}`)
	// The hover waits for the slow analysis; cancel it.
	rs.send(`{"jsonrpc":"2.0","id":42,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///tmp/slow.dfy"},"position":{"line":4,"character":3}}}`)
	// The server's own record that request 42 is in flight.
	for deadline := time.Now().Add(10 * time.Second); ; runtime.Gosched() {
		rs.srv.mu.Lock()
		_, inFlight := rs.srv.requests["#42"]
		rs.srv.mu.Unlock()
		if inFlight {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("request 42 never in flight")
		}
	}
	rs.send(`{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":42}}`)
	m := rs.response(42)
	if errCode(m) != float64(requestCancelled) {
		t.Errorf("cancelled hover answered %v", m)
	}
}
