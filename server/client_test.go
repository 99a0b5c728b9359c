package server

import (
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
)

// testLogger logs into memory and prints the log only when the test
// fails; unlike zaptest it is safe for goroutines that outlive the test.
func testLogger(t testing.TB) *zap.Logger {
	buf := &lockedBuffer{}
	enc := zapcore.NewConsoleEncoder(zap.NewDevelopmentEncoderConfig())
	t.Cleanup(func() {
		if t.Failed() {
			t.Log("server log:\n" + buf.String())
		}
	})
	return zap.New(zapcore.NewCore(enc, zapcore.AddSync(buf), zapcore.DebugLevel))
}

type lockedBuffer struct {
	mu sync.Mutex
	b  []byte
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.b) < 4<<20 {
		l.b = append(l.b, p...)
	}
	return len(p), nil
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return string(l.b)
}

// client is an in-process LSP client talking to a Server through pipes,
// through the protocol only.
type client struct {
	srv  *Server
	t    testing.TB
	conn jsonrpc2.Conn
	exit chan int

	mu             sync.Mutex
	diags          map[protocol.DocumentURI][]publish
	messages       []string
	config         map[string]any
	configRequests int
	registrations  []string
	progress       []string
	toolStatus     []ToolStatus
	lensRefreshes  int
	logs           []protocol.LogMessageParams
	changed        chan struct{}
	// serverIn is the write end of the server's stdin, for raw frames.
	serverIn io.WriteCloser
}

type publish struct {
	Version *int32                `json:"version"`
	Diags   []protocol.Diagnostic `json:"diagnostics"`
	URI     protocol.DocumentURI  `json:"uri"`
}

type rwc struct {
	io.Reader
	io.WriteCloser
}

func startServer(t testing.TB, opts Options) *client {
	t.Helper()
	if opts.Logger == nil {
		opts.Logger = testLogger(t)
	}
	srvIn, cliOut := io.Pipe()
	cliIn, srvOut := io.Pipe()
	s := New(opts)
	c := &client{srv: s, t: t, exit: make(chan int, 1), diags: map[protocol.DocumentURI][]publish{}, changed: make(chan struct{}, 1000), serverIn: cliOut}
	go func() {
		code := s.Run(context.Background(), srvIn, srvOut)
		srvOut.Close()
		c.exit <- code
	}()
	c.conn = jsonrpc2.NewConn(jsonrpc2.NewStream(rwc{cliIn, cliOut}))
	c.conn.Go(context.Background(), c.handle)
	t.Cleanup(func() { c.conn.Close(); cliOut.Close() })
	return c
}

func (c *client) handle(ctx context.Context, reply jsonrpc2.Replier, req jsonrpc2.Request) error {
	switch req.Method() {
	case "textDocument/publishDiagnostics":
		var p publish
		json.Unmarshal(req.Params(), &p)
		c.mu.Lock()
		c.diags[p.URI] = append(c.diags[p.URI], p)
		c.mu.Unlock()
		c.changed <- struct{}{}
	case "window/showMessage":
		var p protocol.ShowMessageParams
		json.Unmarshal(req.Params(), &p)
		c.mu.Lock()
		c.messages = append(c.messages, p.Message)
		c.mu.Unlock()
		c.changed <- struct{}{}
	case "window/logMessage":
		var p protocol.LogMessageParams
		json.Unmarshal(req.Params(), &p)
		c.mu.Lock()
		c.logs = append(c.logs, p)
		c.mu.Unlock()
	case "workspace/codeLens/refresh":
		c.mu.Lock()
		c.lensRefreshes++
		c.mu.Unlock()
	case NotifyToolStatus:
		var st ToolStatus
		json.Unmarshal(req.Params(), &st)
		c.mu.Lock()
		c.toolStatus = append(c.toolStatus, st)
		c.mu.Unlock()
		c.changed <- struct{}{}
	case "$/progress":
		c.mu.Lock()
		c.progress = append(c.progress, string(req.Params()))
		c.mu.Unlock()
	case "client/registerCapability":
		c.mu.Lock()
		c.registrations = append(c.registrations, string(req.Params()))
		c.mu.Unlock()
	case "workspace/configuration":
		c.mu.Lock()
		cfg := c.config
		c.configRequests++
		c.mu.Unlock()
		return reply(ctx, []any{cfg}, nil)
	}
	return reply(ctx, nil, nil)
}

// quiet waits for the server's readiness signal (nothing it started is
// pending or running), then makes a round trip: the server writes every
// notification before that reply, so all of them have arrived.
func (c *client) quiet() {
	c.t.Helper()
	// The server handles notifications in order before it reads the next
	// message: after this reply, every one sent before it is handled.
	c.roundTrip()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	if err := c.srv.quiet(ctx); err != nil {
		c.t.Fatalf("the server is not quiet after a minute: %v", err)
	}
	c.roundTrip()
}

// roundTrip makes one request the server answers at once.
func (c *client) roundTrip() {
	_ = c.call("specfaith/roundTrip", nil, nil) // MethodNotFound, in order
}

func (c *client) call(method string, params, result any) error {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	_, err := c.conn.Call(ctx, method, params, result)
	return err
}

func (c *client) notify(method string, params any) {
	if err := c.conn.Notify(context.Background(), method, params); err != nil {
		c.t.Fatalf("notify %s: %v", method, err)
	}
}

func (c *client) initialize(root string, opts map[string]any) {
	c.t.Helper()
	c.initializeWith(root, opts, nil)
}

// initializeWith is initialize with more textDocument capabilities (e.g.
// "codeAction": {"disabledSupport": true}).
func (c *client) initializeWith(root string, opts, textDocument map[string]any) {
	c.t.Helper()
	td := map[string]any{"publishDiagnostics": map[string]any{"relatedInformation": true, "codeDescriptionSupport": true}}
	for k, v := range textDocument {
		td[k] = v
	}
	params := map[string]any{
		"processId": os.Getpid(),
		"rootUri":   string(uri.File(root)),
		"capabilities": map[string]any{
			"workspace":    map[string]any{"configuration": true, "codeLens": map[string]any{"refreshSupport": true}},
			"textDocument": td,
		},
	}
	if opts == nil {
		// The toolchain has tests of its own; keep these fast.
		opts = map[string]any{"analyses": map[string]any{"toolchain": false}}
	}
	params["initializationOptions"] = opts
	var res map[string]any
	if err := c.call("initialize", params, &res); err != nil {
		c.t.Fatalf("initialize: %v", err)
	}
	c.notify("initialized", map[string]any{})
}

func (c *client) open(path, text string) protocol.DocumentURI {
	u := protocol.DocumentURI(uri.File(path))
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": u, "languageId": "dafny", "version": 1, "text": text,
	}})
	return u
}

// waitDiags waits for a publish for u that satisfies ok.
func (c *client) waitDiags(u protocol.DocumentURI, ok func(publish) bool) publish {
	c.t.Helper()
	return c.waitDiagsWithin(u, ok, 20*time.Second)
}

// waitDiagsWithin is waitDiags with its own limit: a real toolchain's
// first run (mono starting DafnyServer, z3) can take tens of seconds on a
// loaded 2-core machine.
func (c *client) waitDiagsWithin(u protocol.DocumentURI, ok func(publish) bool, limit time.Duration) publish {
	c.t.Helper()
	deadline := time.After(limit)
	for {
		c.mu.Lock()
		ps := c.diags[u]
		c.mu.Unlock()
		for i := len(ps) - 1; i >= 0; i-- {
			if ok(ps[i]) {
				return ps[i]
			}
		}
		select {
		case <-c.changed:
		case <-deadline:
			c.t.Fatalf("no matching diagnostics for %s; got %+v", u, ps)
		}
	}
}

func (c *client) waitMessage(sub string) {
	c.t.Helper()
	deadline := time.After(10 * time.Second)
	for {
		c.mu.Lock()
		for _, m := range c.messages {
			if strings.Contains(m, sub) {
				c.mu.Unlock()
				return
			}
		}
		c.mu.Unlock()
		select {
		case <-c.changed:
		case <-deadline:
			c.t.Fatalf("no message containing %q; got %v", sub, c.messages)
		}
	}
}

func (c *client) hasMessage(sub string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, m := range c.messages {
		if strings.Contains(m, sub) {
			return true
		}
	}
	return false
}

func version(v int32) func(publish) bool {
	return func(p publish) bool { return p.Version != nil && *p.Version == v }
}

// publishes are the diagnostics published for version v of u so far, in
// order.
func (c *client) publishes(u protocol.DocumentURI, v int32) []publish {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []publish
	for _, p := range c.diags[u] {
		if version(v)(p) {
			out = append(out, p)
		}
	}
	return out
}

// diagWithCode is p's last diagnostic with the code, or nil.
func diagWithCode(p publish, code string) *protocol.Diagnostic {
	var d *protocol.Diagnostic
	for i := range p.Diags {
		if p.Diags[i].Code == code {
			d = &p.Diags[i]
		}
	}
	return d
}

// codeActions asks for the code actions at diag, with it as context.
func (c *client) codeActions(u protocol.DocumentURI, diag *protocol.Diagnostic) []protocol.CodeAction {
	c.t.Helper()
	var actions []protocol.CodeAction
	if err := c.call("textDocument/codeAction", map[string]any{
		"textDocument": map[string]any{"uri": u}, "range": diag.Range,
		"context": map[string]any{"diagnostics": []any{diag}},
	}, &actions); err != nil {
		c.t.Fatal(err)
	}
	return actions
}

func codes(p publish) []string {
	var out []string
	for _, d := range p.Diags {
		if s, ok := d.Code.(string); ok {
			out = append(out, s)
		}
	}
	return out
}

func hasCode(p publish, code string) bool {
	for _, c := range codes(p) {
		if c == code {
			return true
		}
	}
	return false
}

func readExample(t *testing.T, name string) (string, string) {
	t.Helper()
	path, _ := filepath.Abs(filepath.Join("..", "examples", "dafny", name))
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return path, string(b)
}

// shutdown ends the session properly and returns the exit code.
func (c *client) shutdown() int {
	c.t.Helper()
	if err := c.call("shutdown", nil, nil); err != nil {
		c.t.Fatalf("shutdown: %v", err)
	}
	c.notify("exit", nil)
	select {
	case code := <-c.exit:
		return code
	case <-time.After(10 * time.Second):
		c.t.Fatal("server did not exit")
	}
	return -1
}
