package server

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/specfaith/specfaith/internal/within"
	"io"
	"strconv"
	"strings"
	"testing"
	"time"

	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
	"go.uber.org/zap/zaptest/observer"
)

type discardCloser struct{ io.Writer }

func (discardCloser) Close() error { return nil }

// readAll reads every message of data through the LSP stream and renders
// what it got; it fails t on a hang or an impossible byte count.
func fuzzReadStream(t *testing.T, data []byte) (string, error) {
	st := newStream(bytes.NewReader(data), discardCloser{io.Discard}, func(string, error) {})
	defer st.Close()
	var b strings.Builder
	var total int64
	var last error
	within.Returns(t, 20*time.Second, fmt.Sprintf("the stream over %d bytes", len(data)), func() {
		for i := 0; ; i++ {
			msg, n, err := st.Read(context.Background())
			if n < 0 {
				t.Errorf("negative byte count %d", n)
			}
			total += n
			if err != nil {
				last = err
				return
			}
			j, _ := json.Marshal(msg)
			fmt.Fprintf(&b, "%d %T %s\n", n, msg, j)
			if i > len(data) {
				t.Errorf("more messages than bytes")
				return
			}
		}
	})
	if total > int64(len(data)) {
		t.Fatalf("read %d bytes from %d", total, len(data))
	}
	return b.String(), last
}

func frame(body string) string { return fmt.Sprintf("Content-Length: %d\r\n\r\n%s", len(body), body) }

// FuzzStream feeds arbitrary bytes (headers and bodies) to the LSP frame
// reader: no panic, it reaches the end of the input, the bytes it reports
// read never exceed the input, a framing error ends the stream for good,
// and the same bytes read the same way twice.
func FuzzStream(f *testing.F) {
	init := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{}}}`
	open := `{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/a.dfy","languageId":"dafny","version":1,"text":"method M(x: int) returns (y: int)\n  ensures y == x\n"}}}`
	for _, s := range []string{
		frame(init),
		frame(init) + frame(open) + frame(`{"jsonrpc":"2.0","id":2,"method":"shutdown"}`) + frame(`{"jsonrpc":"2.0","method":"exit"}`),
		"\r\n\r\n" + frame(init),
		"Content-Length: 10\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{\"a\":1}   ",
		"content-length:   2 \n\n{}",
		frame("not json") + frame(init),
		frame(`{"jsonrpc":"2.0","id":1}`) + frame(`[1,2]`) + frame(`{"jsonrpc":"2.0","id":{"x":1},"method":"m"}`),
		"Content-Length: 99999999999\r\n\r\n",
		"Content-Length: -1\r\n\r\n",
		"Content-Length: 0\r\n\r\n",
		"Content-Length: 5\r\n\r\n{}",
		"X-Other: 1\r\n\r\n{}",
		"garbage without colon\r\n\r\n",
		"Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}}",
		strings.Repeat("A: b\r\n", 40) + "\r\n",
		"Content-Length: 2\r\n" + strings.Repeat("x", 5000) + ":\r\n\r\n{}",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		a, errA := fuzzReadStream(t, data)
		if errA != nil && !errors.Is(errA, io.EOF) && !errors.Is(errA, errFraming) && !strings.HasPrefix(errA.Error(), "reading ") {
			t.Fatalf("unexpected error %v", errA)
		}
		b, errB := fuzzReadStream(t, data)
		if a != b || fmt.Sprint(errA) != fmt.Sprint(errB) {
			t.Fatalf("not deterministic:\n%s%v\n---\n%s%v", a, errA, b, errB)
		}
	})
}

// fuzzMethods are the messages FuzzDispatch sends with fuzzed params;
// call says whether it is sent as a request (with an id).
var fuzzMethods = []struct {
	name string
	call bool
}{
	{"initialize", true},
	{"textDocument/didOpen", false},
	{"textDocument/didChange", false},
	{"textDocument/hover", true},
	{"textDocument/codeAction", true},
	{"textDocument/codeLens", true},
	{"workspace/executeCommand", true},
	{"textDocument/didSave", false},
	{"textDocument/didClose", false},
	{"$/cancelRequest", false},
	{"workspace/didChangeWatchedFiles", false},
	{"initialized", false},
	{"shutdown", true},
	{"exit", false},
	{"unknown/method", true},
	{"textDocument/definition", true},
}

var fuzzDocs = []struct{ uri, lang string }{
	{"file:///specfaith-fuzz-nonexistent/spec.dfy", "dafny"},
	{"file:///specfaith-fuzz-nonexistent/spec.lean", "lean4"},
	{"file:///specfaith-fuzz-nonexistent/spec.py", "python"},
}

// fuzzInit is the initialize request of every session but the ones that
// fuzz initialize itself: an untrusted workspace (no toolchain, no LLM),
// analyses off that would start programs, no debounce.
const fuzzInit = `{"processId":null,"rootUri":"file:///specfaith-fuzz-nonexistent","capabilities":{},"initializationOptions":{"trusted":false,"analyses":{"toolchain":false,"judge":false},"debounce_ms":0}}`

// lspPeer reads the server's output, answers the server's own requests
// with null and reports the replies to our ids.
func lspPeer(r io.Reader, w io.Writer, replies chan<- string) {
	br := bufio.NewReader(r)
	for {
		length := -1
		for {
			line, err := br.ReadString('\n')
			if err != nil {
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
		if length < 0 {
			return
		}
		body := make([]byte, length)
		if _, err := io.ReadFull(br, body); err != nil {
			return
		}
		var m struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
		}
		if json.Unmarshal(body, &m) != nil {
			continue
		}
		switch {
		case m.Method != "" && len(m.ID) > 0:
			io.WriteString(w, frame(`{"jsonrpc":"2.0","id":`+string(m.ID)+`,"result":null}`))
		case m.Method == "" && len(m.ID) > 0:
			select {
			case replies <- string(m.ID):
			default:
			}
		}
	}
}

// FuzzDispatch drives a real server over in-memory pipes: initialize (an
// untrusted workspace) and a document of the chosen language with the
// fuzzed text, then one message of the chosen method with fuzzed params
// (or a fuzzed initialize as the session's first message). The server
// must not panic — a panic its handlers catch and log fails the input —
// and must keep answering: a shutdown request afterwards gets a reply
// within 10 s, unless the fuzzed message was exit.
func FuzzDispatch(f *testing.F) {
	for i, d := range fuzzDocs {
		texts := map[string]string{
			"dafny":  "/// Return the integer square root.\n/// @input N = 0; N = 10\n/// @accept N = 10 -> r = 3\n/// @reject N = 10 -> r = 0\nmethod Sqrt(N: nat) returns (r: nat)\n  ensures r * r <= N\n",
			"lean4":  "/-- @input n = 10\n@accept n = 10 -> 3\n@reject n = 10 -> 0\n-/\ndef isqrt_precond (n : Nat) : Prop := True\n\ndef isqrt_postcond (n : Nat) (result : Nat) (h_precond : isqrt_precond n) : Prop :=\n  result * result ≤ n\n",
			"python": "from nagini_contracts.contracts import *\n\n\ndef isqrt(n: int) -> int:\n    \"\"\"@input n = 10\n    @accept n = 10 -> 3\n    @reject n = 10 -> 0\n    \"\"\"\n    Requires(n >= 0)\n    Ensures(Result() * Result() <= n)\n    return 0\n",
		}
		text := texts[d.lang]
		td := `{"uri":"` + d.uri + `"}`
		pos := `{"line":5,"character":10}`
		rng := `{"start":{"line":4,"character":0},"end":{"line":5,"character":12}}`
		params := map[string][]string{
			"initialize": {fuzzInit, `{"processId":1,"rootPath":"/nonexistent","workspaceFolders":[{"uri":"file:///nonexistent","name":"w"}],"capabilities":{"workspace":{"configuration":false},"textDocument":{"publishDiagnostics":{"relatedInformation":true}}},"initializationOptions":{"trusted":false,"severity":{"metrics":"off"},"workers":3}}`, `{"initializationOptions":[]}`, `null`, `{"capabilities":null}`},
			"textDocument/didOpen": {`{"textDocument":{"uri":"` + d.uri + `","languageId":"` + d.lang + `","version":2,"text":` + strconv.Quote(text+"\n") + `}}`,
				`{"textDocument":{"uri":"file:///specfaith-fuzz-nonexistent/other.dfy","languageId":"dafny","version":1,"text":"include \"../../etc/passwd\"\nmethod M()\n"}}`},
			"textDocument/didChange": {`{"textDocument":{"uri":"` + d.uri + `","version":3},"contentChanges":[{"range":` + rng + `,"text":"  ensures r < 100\n"}]}`,
				`{"textDocument":{"uri":"` + d.uri + `","version":3},"contentChanges":[{"range":{"start":{"line":99,"character":99},"end":{"line":0,"character":0}},"text":"é"},{"text":"whole"}]}`,
				`{"textDocument":{"uri":"` + d.uri + `","version":3},"contentChanges":[{"range":{"start":{"line":-1,"character":-5},"end":{"line":2,"character":4294967295}},"rangeLength":7,"text":""}]}`},
			"textDocument/hover":              {`{"textDocument":` + td + `,"position":` + pos + `}`, `{"textDocument":` + td + `,"position":{"line":4294967295,"character":-1}}`},
			"textDocument/codeAction":         {`{"textDocument":` + td + `,"range":` + rng + `,"context":{"diagnostics":[{"range":` + rng + `,"message":"m","code":"weak-postcondition","source":"specfaith"}]}}`},
			"textDocument/codeLens":           {`{"textDocument":` + td + `}`},
			"workspace/executeCommand":        {`{"command":"` + CommandRerun + `","arguments":["` + d.uri + `"]}`, `{"command":"` + CommandEvidence + `","arguments":["` + d.uri + `", 4, "x"]}`, `{"command":"` + CommandInformalization + `","arguments":["` + d.uri + `", {"line":4}]}`, `{"command":"` + CommandVerify + `","arguments":[]}`, `{"command":"` + CommandJudge + `","arguments":[null]}`},
			"textDocument/didSave":            {`{"textDocument":` + td + `}`},
			"textDocument/didClose":           {`{"textDocument":` + td + `}`},
			"$/cancelRequest":                 {`{"id":2}`, `{"id":"x"}`},
			"workspace/didChangeWatchedFiles": {`{"changes":[{"uri":"file:///specfaith-fuzz-nonexistent/spec.test.json","type":2}]}`},
		}
		for mi, m := range fuzzMethods {
			ps := params[m.name]
			if len(ps) == 0 {
				ps = []string{"", "{}"}
			}
			for _, p := range ps {
				f.Add(uint8(mi+16*i), []byte(p), text)
			}
		}
	}
	f.Fuzz(func(t *testing.T, sel uint8, params []byte, text string) {
		m := fuzzMethods[int(sel)%len(fuzzMethods)]
		doc := fuzzDocs[int(sel)/len(fuzzMethods)%len(fuzzDocs)]

		core, logs := observer.New(zapcore.WarnLevel)
		srv := New(Options{Logger: zap.New(core), DisableFileWatch: true, ParentPollInterval: time.Hour})
		srvIn, cliOut := io.Pipe()
		cliIn, srvOut := io.Pipe()
		exited := make(chan int, 1)
		go func() {
			code := srv.Run(context.Background(), srvIn, srvOut)
			srvOut.Close()
			exited <- code
		}()
		replies := make(chan string, 64)
		go lspPeer(cliIn, cliOut, replies)
		// Frames go out through a queue: a server that stopped reading
		// (after exit) must not block the fuzz target.
		frames := make(chan string, 16)
		go func() {
			for fr := range frames {
				if _, err := io.WriteString(cliOut, fr); err != nil {
					break
				}
			}
			cliOut.Close()
		}()
		defer srvIn.Close()
		defer close(frames)
		send := func(body string) { frames <- frame(body) }
		msg := func(id int, method string, p []byte) string {
			s := `{"jsonrpc":"2.0",`
			if id > 0 {
				s += `"id":` + strconv.Itoa(id) + `,`
			}
			s += `"method":` + strconv.Quote(method)
			if len(p) > 0 {
				s += `,"params":` + string(p)
			}
			return s + "}"
		}

		if m.name != "initialize" {
			send(msg(1, "initialize", []byte(fuzzInit)))
			send(msg(0, "initialized", []byte("{}")))
			send(msg(0, "textDocument/didOpen", []byte(`{"textDocument":{"uri":"`+doc.uri+`","languageId":"`+doc.lang+`","version":1,"text":`+strconv.Quote(text)+`}}`)))
		}
		id := 0
		if m.call {
			id = 2
		}
		send(msg(id, m.name, params))
		send(msg(3, "shutdown", nil))
		deadline := time.After(10 * time.Second)
		answered, ended := false, false
		for !answered {
			select {
			case r := <-replies:
				answered = r == "3"
			case <-exited:
				if m.name != "exit" {
					t.Fatalf("the session ended after %s %q", m.name, params)
				}
				ended, answered = true, true
			case <-deadline:
				t.Fatalf("no reply to shutdown within 10 s after %s %q (log: %v)", m.name, params, logs.All())
			}
		}
		if !ended {
			send(msg(0, "exit", nil))
			select {
			case <-exited:
			case <-time.After(10 * time.Second):
				t.Fatalf("Run did not return within 10 s of exit")
			}
		}
		for _, e := range logs.All() {
			if strings.Contains(e.Message, "panic") {
				t.Fatalf("%s: %s %v", m.name, e.Message, e.ContextMap())
			}
		}
	})
}

// TestReplyAfterExit: a request read after exit (its reply cannot be
// sent: the output is closed) and then the end of the input used to panic
// jsonrpc2's read loop (two differently typed errors stored in one
// atomic.Value), killing the process. Found by FuzzDispatch.
func TestReplyAfterExit(t *testing.T) {
	srv := New(Options{Logger: testLogger(t), DisableFileWatch: true})
	srvIn, cliOut := io.Pipe()
	cliIn, srvOut := io.Pipe()
	go io.Copy(io.Discard, cliIn)
	exited := make(chan int, 1)
	go func() {
		code := srv.Run(context.Background(), srvIn, srvOut)
		srvOut.Close()
		exited <- code
	}()
	io.WriteString(cliOut, frame(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":`+fuzzInit+`}`))
	io.WriteString(cliOut, frame(`{"jsonrpc":"2.0","method":"exit"}`))
	select {
	case <-exited:
	case <-time.After(10 * time.Second):
		t.Fatal("Run did not return after exit")
	}
	io.WriteString(cliOut, frame(`{"jsonrpc":"2.0","id":2,"method":"shutdown"}`))
	cliOut.Close()
	select {
	case <-srv.conn.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("the read loop did not end at the end of the input")
	}
}
