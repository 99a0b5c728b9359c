package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"go.lsp.dev/jsonrpc2"
	"go.uber.org/zap"

	"github.com/specfaith/specfaith/server"
)

// client is a minimal LSP client: it sends what an editor sends and
// timestamps each textDocument/publishDiagnostics as it is read off the
// wire, before anything else is done with it.
type client struct {
	conn jsonrpc2.Conn
	pid  int // the server's process (our own in --inprocess mode)

	mu      sync.Mutex
	waiters map[waitKey]chan time.Time
	// codeWaiters fire on the first publish of (uri, version) that has a
	// diagnostic with the code (the idle mutation pass's).
	codeWaiters map[codeKey]chan time.Time
	publishes   int            // publishDiagnostics with a version, all documents
	diagCounts  map[int]int    // number of diagnostics in a publish → how often seen
	answered    map[string]int // server→client requests answered, by method
	answeredC   chan struct{}
	messages    []string     // window/showMessage and logMessage, the first 100
	stop        func() error // waits for the server to end (after shutdown/exit)
	stderr      *tailBuffer
}

type waitKey struct {
	uri     string
	version int32
}

type codeKey struct {
	waitKey
	code string
}

type rwc struct {
	io.Reader
	io.WriteCloser
}

// tailBuffer keeps the last 64 KiB written to it (the server's log).
type tailBuffer struct {
	mu sync.Mutex
	b  []byte
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.b = append(t.b, p...)
	if len(t.b) > 64<<10 {
		t.b = append([]byte(nil), t.b[len(t.b)-64<<10:]...)
	}
	return len(p), nil
}

func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.b)
}

func newClient() *client {
	return &client{
		waiters:     map[waitKey]chan time.Time{},
		codeWaiters: map[codeKey]chan time.Time{},
		diagCounts:  map[int]int{},
		answered:    map[string]int{},
		answeredC:   make(chan struct{}, 16),
		stderr:      &tailBuffer{},
	}
}

// startSubprocess runs `bin lsp` and talks to it over its stdin/stdout.
// With gctrace the Go runtime's GC trace goes to its stderr too.
func startSubprocess(bin string, gctrace bool) (*client, error) {
	c := newClient()
	cmd := exec.Command(bin, "lsp")
	cmd.Stderr = c.stderr
	if gctrace {
		godebug := "gctrace=1"
		if old := os.Getenv("GODEBUG"); old != "" {
			godebug = old + "," + godebug
		}
		cmd.Env = append(os.Environ(), "GODEBUG="+godebug)
	}
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	c.pid = cmd.Process.Pid
	waited := make(chan error, 1)
	go func() { waited <- cmd.Wait() }()
	c.stop = func() error {
		select {
		case err := <-waited:
			return err
		case <-time.After(5 * time.Second):
			// Only the process we started, by its id.
			_ = cmd.Process.Kill()
			<-waited
			return fmt.Errorf("server did not exit within 5 s of exit; killed")
		}
	}
	c.conn = jsonrpc2.NewConn(jsonrpc2.NewStream(rwc{out, in}))
	c.conn.Go(context.Background(), c.handle)
	return c, nil
}

// startInProcess runs server.New(...).Run in this process over pipes, so
// that --cpuprofile and --memprofile see the server's side too.
func startInProcess() *client {
	c := newClient()
	c.pid = os.Getpid()
	srvIn, cliOut := io.Pipe()
	cliIn, srvOut := io.Pipe()
	s := server.New(server.Options{Logger: zap.NewNop()})
	exited := make(chan int, 1)
	go func() {
		code := s.Run(context.Background(), srvIn, srvOut)
		srvOut.Close()
		exited <- code
	}()
	c.stop = func() error {
		select {
		case code := <-exited:
			if code != 0 {
				return fmt.Errorf("server exited with %d", code)
			}
			return nil
		case <-time.After(5 * time.Second):
			return fmt.Errorf("in-process server did not exit within 5 s")
		}
	}
	c.conn = jsonrpc2.NewConn(jsonrpc2.NewStream(rwc{cliIn, cliOut}))
	c.conn.Go(context.Background(), c.handle)
	return c
}

func (c *client) handle(ctx context.Context, reply jsonrpc2.Replier, req jsonrpc2.Request) error {
	now := time.Now()
	switch req.Method() {
	case "textDocument/publishDiagnostics":
		var p struct {
			URI         string            `json:"uri"`
			Version     *int32            `json:"version"`
			Diagnostics []json.RawMessage `json:"diagnostics"`
		}
		if err := json.Unmarshal(req.Params(), &p); err != nil || p.Version == nil {
			return nil
		}
		c.mu.Lock()
		c.publishes++
		c.diagCounts[len(p.Diagnostics)]++
		k := waitKey{p.URI, *p.Version}
		if ch := c.waiters[k]; ch != nil {
			ch <- now
			delete(c.waiters, k)
		}
		for ck, ch := range c.codeWaiters {
			if ck.waitKey != k {
				continue
			}
			for _, d := range p.Diagnostics {
				var dd struct {
					Code string `json:"code"`
				}
				if json.Unmarshal(d, &dd) == nil && dd.Code == ck.code {
					ch <- now
					delete(c.codeWaiters, ck)
					break
				}
			}
		}
		c.mu.Unlock()
		return nil
	case "workspace/configuration":
		var p struct {
			Items []json.RawMessage `json:"items"`
		}
		_ = json.Unmarshal(req.Params(), &p)
		res := make([]any, len(p.Items)) // null: no settings for the server
		c.answer(req.Method())
		return reply(ctx, res, nil)
	case "client/registerCapability":
		c.answer(req.Method())
		return reply(ctx, nil, nil)
	case "window/showMessage", "window/logMessage":
		var p struct {
			Message string `json:"message"`
		}
		_ = json.Unmarshal(req.Params(), &p)
		c.mu.Lock()
		if len(c.messages) < 100 {
			c.messages = append(c.messages, p.Message)
		}
		c.mu.Unlock()
		return nil
	}
	return reply(ctx, nil, nil)
}

func (c *client) answer(method string) {
	c.mu.Lock()
	c.answered[method]++
	c.mu.Unlock()
	select {
	case c.answeredC <- struct{}{}:
	default:
	}
}

// waitAnswered waits until the server has asked for each of methods once
// (bounded by d), so that the start-up traffic is over before measuring.
func (c *client) waitAnswered(d time.Duration, methods ...string) {
	deadline := time.After(d)
	for {
		c.mu.Lock()
		all := true
		for _, m := range methods {
			if c.answered[m] == 0 {
				all = false
			}
		}
		c.mu.Unlock()
		if all {
			return
		}
		select {
		case <-c.answeredC:
		case <-deadline:
			return
		}
	}
}

// expect registers interest in the publish of (uri, version); call it
// before sending the message that causes the publish.
func (c *client) expect(uri string, version int32) chan time.Time {
	ch := make(chan time.Time, 1)
	c.mu.Lock()
	c.waiters[waitKey{uri, version}] = ch
	c.mu.Unlock()
	return ch
}

// expectCode is expect for the first publish of (uri, version) with a
// diagnostic of the code.
func (c *client) expectCode(uri string, version int32, code string) chan time.Time {
	ch := make(chan time.Time, 1)
	c.mu.Lock()
	c.codeWaiters[codeKey{waitKey{uri, version}, code}] = ch
	c.mu.Unlock()
	return ch
}

func (c *client) wait(ch chan time.Time, what string) (time.Time, error) {
	select {
	case t := <-ch:
		return t, nil
	case <-time.After(20 * time.Second):
		return time.Time{}, fmt.Errorf("no publishDiagnostics for %s within 20 s; server log tail:\n%s", what, c.stderr.String())
	case <-c.conn.Done():
		return time.Time{}, fmt.Errorf("connection closed waiting for %s: %v; server log tail:\n%s", what, c.conn.Err(), c.stderr.String())
	}
}

func (c *client) call(method string, params, result any) error {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	_, err := c.conn.Call(ctx, method, params, result)
	return err
}

func (c *client) notify(method string, params any) error {
	return c.conn.Notify(context.Background(), method, params)
}

// initialize sends initialize and initialized with the capabilities of a
// typical editor (VS Code's shape: pull configuration, dynamic
// registration of file watchers, related information). initOpts, when not
// nil, are sent as initializationOptions.
func (c *client) initialize(rootURI string, initOpts map[string]any) error {
	params := map[string]any{
		"processId": os.Getpid(),
		"rootUri":   rootURI,
		"capabilities": map[string]any{
			"workspace": map[string]any{
				"configuration":         true,
				"didChangeWatchedFiles": map[string]any{"dynamicRegistration": true},
			},
			"textDocument": map[string]any{
				"synchronization":    map[string]any{"dynamicRegistration": false, "didSave": true},
				"publishDiagnostics": map[string]any{"relatedInformation": true, "versionSupport": true, "codeDescriptionSupport": true},
			},
		},
	}
	if initOpts != nil {
		params["initializationOptions"] = initOpts
	}
	var res map[string]any
	if err := c.call("initialize", params, &res); err != nil {
		return fmt.Errorf("initialize: %w", err)
	}
	return c.notify("initialized", map[string]any{})
}

func (c *client) shutdown() error {
	if err := c.call("shutdown", nil, nil); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	if err := c.notify("exit", nil); err != nil {
		return fmt.Errorf("exit: %w", err)
	}
	err := c.stop()
	c.conn.Close()
	return err
}

// memStatus reads VmRSS and VmHWM (bytes) of pid from /proc.
func memStatus(pid int) (rss, hwm int64, err error) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0, 0, err
	}
	for _, line := range bytes.Split(b, []byte("\n")) {
		f := strings.Fields(string(line))
		if len(f) < 2 {
			continue
		}
		kb, err := strconv.ParseInt(f[1], 10, 64)
		if err != nil {
			continue
		}
		switch f[0] {
		case "VmRSS:":
			rss = kb << 10
		case "VmHWM:":
			hwm = kb << 10
		}
	}
	if rss == 0 {
		return 0, 0, fmt.Errorf("no VmRSS in /proc/%d/status", pid)
	}
	return rss, hwm, nil
}

var gcLine = regexp.MustCompile(`(\d+)->(\d+)->(\d+) MB, (\d+) MB goal`)

// lastGC returns the live heap after the last GC and the next heap goal,
// in bytes, from the server's GC trace (0, 0 without one).
func (c *client) lastGC() (live, goal int64, n int) {
	all := gcLine.FindAllStringSubmatch(c.stderr.String(), -1)
	if len(all) == 0 {
		return 0, 0, 0
	}
	m := all[len(all)-1]
	l, _ := strconv.ParseInt(m[3], 10, 64)
	g, _ := strconv.ParseInt(m[4], 10, 64)
	return l << 20, g << 20, len(all)
}
