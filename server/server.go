// Package server is specfaith's language server: LSP over stdio on
// go.lsp.dev/protocol v0.12.0 types and go.lsp.dev/jsonrpc2 v0.10.0
// framing. Diagnostics are pushed; analysis runs off the request path with
// a per-document debounce, and a newer edit cancels a stale analysis.
package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"

	"github.com/specfaith/specfaith/ide"
	"github.com/specfaith/specfaith/lang"
	"github.com/specfaith/specfaith/llm"
	"github.com/specfaith/specfaith/toolchain"
)

// Version is reported in initialize's serverInfo.
var Version = "0.1.0-dev"

// Options configure a server.
type Options struct {
	Logger *zap.Logger
	// ParentPollInterval is how often the client's process is checked for
	// being alive (initialize's processId); 0 means 2 s.
	ParentPollInterval time.Duration
	// DisableFileWatch turns fsnotify off (tests that edit files on disk
	// keep it on).
	DisableFileWatch bool
	// LogToClient sends the log to the editor as window/logMessage at this
	// level and above (instead of leaving it to standard error alone).
	LogToClient *zapcore.Level
}

// Server is one language-server session.
type Server struct {
	disk diskCache // files read from disk, kept while unchanged
	opts Options
	log  *zap.Logger
	conn jsonrpc2.Conn
	ctx  context.Context
	stop context.CancelFunc

	mu          sync.Mutex
	initialized bool
	shutdown    bool
	exitCode    int
	exited      chan struct{}
	root        string
	caps        clientCaps
	cfg         Config
	baseCfg     Config // defaults + file + initializationOptions
	reported    map[string]bool
	docs        map[protocol.DocumentURI]*document
	requests    map[string]context.CancelFunc
	analysisEMA float64 // ms, exponential moving average
	// lensRefreshing: a workspace/codeLens/refresh request is in flight;
	// lensAgain: a value was installed since it was sent.
	lensRefreshing, lensAgain bool
	// head keeps committed texts and semantic-diff titles.
	head ide.Head
	// memo remembers per-contract analyses across the session's edits
	// (an edit elsewhere keeps a contract's results, the idle pass's
	// mutation results serve the fast pass).
	memo     *ide.Memo
	watch    *watcher
	checkers map[lang.ID]toolchain.Checker
	runner   *toolchain.Runner
	// toolRuns counts toolchain runs in flight: Run waits for them so that
	// each removes its temporary copy before the process exits.
	toolRuns sync.WaitGroup
	// busy counts the toolchain runs, judge runs and requests to the
	// client in flight (quiet); analysing counts analyses running (past
	// the worker semaphore): a test waits for one to cancel it mid-way.
	busy, analysing atomic.Int64

	// fileIgnored: user-level-only keys the workspace file tried to set.
	fileIgnored  []ignoredKey
	trustNoticed bool

	llm struct {
		client *llm.Client
		cfg    llm.Config // the client was made with
		judges *ide.Judges
		model  string // the judges were made for
	}

	pubMu  sync.Mutex
	sem    chan struct{}
	reqSem chan struct{}
}

type clientCaps struct {
	watchedFilesDynamic bool
	configuration       bool
	relatedInformation  bool
	codeDescription     bool
	workDoneProgress    bool
	codeLensRefresh     bool
	codeActionDisabled  bool
}

// document is an open buffer and its value.
type document struct {
	uri     protocol.DocumentURI
	path    string
	version int32
	text    string
	open    bool

	// value is everything shown for the newest analysed version (see
	// value.go); changed is closed and replaced whenever it or the
	// flags below change, waking the requests that wait.
	value   *ide.Analysis
	changed chan struct{}
	// analysing: the fast pass of the current text is scheduled or
	// running; fixesPending: its idle pass and quick-fixes are.
	analysing, fixesPending bool
	// cancel ends the current text's pipelines (fast, idle, fixes): a
	// pipeline installs its value only while its context is live.
	cancel context.CancelFunc
	timer  *time.Timer
	idle   *time.Timer // the idle pass, after a pause in typing
	// What was last published, so an unchanged value is not sent again.
	sentDiags  [32]byte
	sentStatus ide.ToolStatus

	tool        toolRun
	judgeCancel context.CancelFunc
	// toldChecking is the version whose code action told the user its
	// fixes are still being checked (a client without disabled actions).
	toldChecking int32
	// edited is when the last edit arrived: its first answer's bound is
	// counted from there (check.Options.QuickFrom).
	edited time.Time
	// focus is the line of the last edit (1-based; 0: none): a file too
	// large to analyse within the budget is analysed from there outwards.
	focus int
}

// maxRequests bounds requests handled at once; more are refused.
const maxRequests = 64

// New makes a server.
func New(opts Options) *Server {
	if opts.Logger == nil {
		opts.Logger = zap.NewNop()
	}
	if opts.ParentPollInterval == 0 {
		opts.ParentPollInterval = 2 * time.Second
	}
	cfg := DefaultConfig()
	s := &Server{
		opts: opts, log: opts.Logger, cfg: cfg, baseCfg: cfg.clone(),
		exited:   make(chan struct{}),
		reported: map[string]bool{},
		docs:     map[protocol.DocumentURI]*document{},
		checkers: map[lang.ID]toolchain.Checker{},
		memo:     ide.NewMemo(),
		requests: map[string]context.CancelFunc{},
		sem:      make(chan struct{}, cfg.Workers),
		reqSem:   make(chan struct{}, maxRequests),
	}
	return s
}

// Run serves one client over r/w until exit, end of input or a framing
// error, and returns the process exit code (0 after shutdown+exit).
func (s *Server) Run(ctx context.Context, r io.Reader, w io.WriteCloser) int {
	s.ctx, s.stop = context.WithCancel(ctx)
	defer s.stop()
	// Copies a killed server could not remove.
	for _, p := range toolchain.CleanStale(os.TempDir(), toolchain.StaleAge) {
		s.log.Info("removed a stale temporary copy", zap.String("path", p))
	}
	st := newStream(r, w, func(msg string, err error) { s.log.Warn(msg, zap.Error(err)) })
	s.conn = jsonrpc2.NewConn(st)
	if s.opts.LogToClient != nil {
		var conn atomic.Pointer[jsonrpc2.Conn]
		conn.Store(&s.conn)
		s.log = zap.New(zapcore.NewTee(s.log.Core(), newClientCore(s.ctx, *s.opts.LogToClient, &conn)))
		defer conn.Store(nil) // nothing is sent once the session is over
	}
	s.conn.Go(s.ctx, s.handle)
	select {
	case <-s.conn.Done():
		if err := s.conn.Err(); err != nil && !errors.Is(err, io.EOF) && !errors.Is(err, context.Canceled) {
			s.log.Info("connection ended", zap.Error(err))
		}
	case <-s.exited:
	case <-ctx.Done():
	}
	s.stop() // cancels analyses and toolchain runs before they are waited for
	s.closeAll()
	s.waitToolRuns(toolRunGrace)
	s.mu.Lock()
	code := s.exitCode
	if !s.shutdown {
		code = 1
	}
	s.mu.Unlock()
	return code
}

// toolRunGrace bounds the wait for cancelled toolchain runs at exit
// (killing a process group and removing a copy takes milliseconds).
const toolRunGrace = 10 * time.Second

func (s *Server) waitToolRuns(grace time.Duration) {
	done := make(chan struct{})
	go func() {
		s.toolRuns.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(grace):
		s.log.Warn("toolchain runs still finishing at exit; their temporary copies may be left (removed at a later start)")
	}
}

func (s *Server) closeAll() {
	s.mu.Lock()
	for _, d := range s.docs {
		s.cancelAnalysis(d)
		s.cancelTool(d)
	}
	w := s.watch
	s.watch = nil
	s.mu.Unlock()
	if w != nil {
		w.close()
	}
	s.closeCheckers()
	s.conn.Close()
}

func (s *Server) cancelAnalysis(d *document) {
	if d.timer != nil {
		d.timer.Stop()
	}
	if d.idle != nil {
		d.idle.Stop()
	}
	if d.cancel != nil {
		d.cancel()
	}
}

// cancelTool stops a document's pending and running toolchain checks.
func (s *Server) cancelTool(d *document) {
	if d.tool.idle != nil {
		d.tool.idle.Stop()
	}
	d.tool.waiting = false
	if d.tool.cancel != nil {
		d.tool.cancel()
	}
	if d.tool.fixCancel != nil {
		d.tool.fixCancel()
		d.tool.fixCancel = nil
	}
	if d.judgeCancel != nil {
		d.judgeCancel()
		d.judgeCancel = nil
	}
}

// goBusy runs f in its own goroutine, counted in busy until it returns
// (quiet waits for it: a request to the client is work in flight too).
func (s *Server) goBusy(f func()) {
	s.busy.Add(1)
	go func() {
		defer s.busy.Add(-1)
		f()
	}()
}

func idKey(id jsonrpc2.ID) string { return fmt.Sprintf("%q", id) }

// handle dispatches one message. Every call gets exactly one reply, also
// after a panic; notifications are acknowledged with a nil reply, which
// jsonrpc2 sends nowhere.
func (s *Server) handle(ctx context.Context, reply jsonrpc2.Replier, req jsonrpc2.Request) error {
	call, isCall := req.(*jsonrpc2.Call)
	method := req.Method()
	reply = s.replyNoFail(method, reply)
	s.log.Debug("received", zap.String("method", method), zap.Bool("call", isCall))

	switch method {
	case "$/cancelRequest":
		s.cancelRequest(req.Params())
		return reply(ctx, nil, nil)
	case "exit":
		s.mu.Lock()
		if s.shutdown {
			s.exitCode = 0
		}
		s.mu.Unlock()
		select {
		case <-s.exited:
		default:
			close(s.exited)
		}
		return reply(ctx, nil, nil)
	}

	s.mu.Lock()
	initialized, shutdown := s.initialized, s.shutdown
	s.mu.Unlock()
	if !initialized && method != "initialize" {
		if isCall {
			return reply(ctx, nil, jsonrpc2.NewError(jsonrpc2.ServerNotInitialized, "server not initialized: send initialize first"))
		}
		return reply(ctx, nil, nil)
	}
	if shutdown && isCall {
		return reply(ctx, nil, jsonrpc2.NewError(jsonrpc2.InvalidRequest, "server is shutting down"))
	}
	if !isCall {
		s.safely(ctx, method, func() { s.notification(ctx, method, req.Params()) })
		return reply(ctx, nil, nil)
	}
	if method == "initialize" || method == "shutdown" {
		var res any
		var err error
		s.safely(ctx, method, func() { res, err = s.call(ctx, method, call.Params()) })
		return reply(ctx, res, err)
	}
	// Other requests run off the read loop so that cancellations and edits
	// keep flowing; each can be cancelled by id.
	select {
	case s.reqSem <- struct{}{}:
	default:
		return reply(ctx, nil, jsonrpc2.NewError(jsonrpc2.InternalError, "server busy: too many requests in flight"))
	}
	rctx, cancel := context.WithCancel(s.ctx)
	key := idKey(call.ID())
	s.mu.Lock()
	s.requests[key] = cancel
	s.mu.Unlock()
	go func() {
		defer func() { <-s.reqSem }()
		defer cancel()
		var res any
		var err error
		ok := s.safely(rctx, method, func() { res, err = s.call(rctx, method, call.Params()) })
		if !ok {
			res, err = nil, jsonrpc2.NewError(jsonrpc2.InternalError, "internal error in "+method+" (logged)")
		}
		s.mu.Lock()
		delete(s.requests, key)
		s.mu.Unlock()
		if rctx.Err() != nil && s.ctx.Err() == nil {
			res, err = nil, jsonrpc2.NewError(requestCancelled, "request cancelled")
		}
		if e := reply(s.ctx, res, err); e != nil {
			s.log.Debug("reply failed", zap.String("method", method), zap.Error(e))
		}
	}()
	return nil
}

// replyNoFail logs a reply that could not be sent instead of handing the
// error back to jsonrpc2: its conn stores a handler's error and then the
// stream's read error in one atomic.Value, and two errors of different
// types (a failed write after exit or a closed output, then io.EOF) panic
// the read loop, outside any handler (found by FuzzDispatch).
func (s *Server) replyNoFail(method string, reply jsonrpc2.Replier) jsonrpc2.Replier {
	return func(ctx context.Context, result any, err error) error {
		if e := reply(ctx, result, err); e != nil {
			s.log.Debug("reply failed", zap.String("method", method), zap.Error(e))
		}
		return nil
	}
}

// requestCancelled is LSP's RequestCancelled error code.
const requestCancelled jsonrpc2.Code = -32800

// safely runs f and turns a panic into a logged error.
func (s *Server) safely(ctx context.Context, method string, f func()) (ok bool) {
	defer func() {
		if r := recover(); r != nil {
			s.log.Error("panic while handling", zap.String("method", method), zap.Any("panic", r), zap.ByteString("stack", debug.Stack()))
			ok = false
		}
	}()
	f()
	return true
}

func (s *Server) cancelRequest(raw json.RawMessage) {
	var p struct {
		ID any `json:"id"`
	}
	if json.Unmarshal(raw, &p) != nil {
		return
	}
	var key string
	switch id := p.ID.(type) {
	case float64: // jsonrpc2 v0.10 hands numeric ids over as float64
		key = fmt.Sprintf("#%d", int64(id))
	case string:
		key = strconv.Quote(id)
	default:
		return
	}
	s.mu.Lock()
	cancel := s.requests[key]
	s.mu.Unlock()
	if cancel != nil {
		cancel()
	}
}

func decode(raw json.RawMessage, v any) error {
	if len(raw) == 0 {
		return jsonrpc2.NewError(jsonrpc2.InvalidParams, "missing params")
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return jsonrpc2.NewError(jsonrpc2.InvalidParams, "invalid params: "+err.Error())
	}
	return nil
}

func (s *Server) call(ctx context.Context, method string, raw json.RawMessage) (any, error) {
	switch method {
	case "initialize":
		return s.initialize(raw)
	case "shutdown":
		s.mu.Lock()
		s.shutdown = true
		for _, d := range s.docs {
			s.cancelAnalysis(d)
			s.cancelTool(d)
		}
		s.mu.Unlock()
		return nil, nil
	case "textDocument/hover":
		var p protocol.HoverParams
		if err := decode(raw, &p); err != nil {
			return nil, err
		}
		return s.hover(ctx, p)
	case "textDocument/codeLens":
		var p protocol.CodeLensParams
		if err := decode(raw, &p); err != nil {
			return nil, err
		}
		return s.codeLens(ctx, p)
	case "textDocument/codeAction":
		var p protocol.CodeActionParams
		if err := decode(raw, &p); err != nil {
			return nil, err
		}
		return s.codeAction(ctx, p)
	case "workspace/executeCommand":
		var p protocol.ExecuteCommandParams
		if err := decode(raw, &p); err != nil {
			return nil, err
		}
		return s.executeCommand(ctx, p)
	}
	return nil, jsonrpc2.NewError(jsonrpc2.MethodNotFound, "method not supported: "+method)
}

func (s *Server) notification(ctx context.Context, method string, raw json.RawMessage) {
	switch method {
	case "initialized":
		s.afterInitialized()
	case "textDocument/didOpen":
		var p protocol.DidOpenTextDocumentParams
		if decode(raw, &p) == nil {
			s.didOpen(p)
		}
	case "textDocument/didChange":
		var p struct {
			TextDocument   protocol.VersionedTextDocumentIdentifier `json:"textDocument"`
			ContentChanges []changeEvent                            `json:"contentChanges"`
		}
		if decode(raw, &p) == nil {
			s.didChange(p.TextDocument, p.ContentChanges)
		}
	case "textDocument/didSave":
		var p protocol.DidSaveTextDocumentParams
		if decode(raw, &p) == nil {
			s.didSave(p)
		}
	case "textDocument/didClose":
		var p protocol.DidCloseTextDocumentParams
		if decode(raw, &p) == nil {
			s.didClose(p)
		}
	case "workspace/didChangeConfiguration":
		var p struct {
			Settings json.RawMessage `json:"settings"`
		}
		if decode(raw, &p) == nil {
			s.didChangeConfiguration(p.Settings)
		}
	case "workspace/didChangeWatchedFiles":
		var p protocol.DidChangeWatchedFilesParams
		if decode(raw, &p) == nil {
			for _, ev := range p.Changes {
				if p, ok := filePath(string(ev.URI)); ok {
					s.fileChanged(p)
				}
			}
		}
	default:
		s.log.Debug("ignored notification", zap.String("method", method))
	}
}

// ---- lifecycle ----

const (
	// CommandRerun re-runs the analysis of a document (the code lens).
	CommandRerun = "specfaith.rerun"
	// CommandInformalization returns a contract's informalization.
	CommandInformalization = "specfaith.informalization"
)

func (s *Server) initialize(raw json.RawMessage) (any, error) {
	var p protocol.InitializeParams
	if err := decode(raw, &p); err != nil {
		return nil, err
	}
	s.mu.Lock()
	if s.initialized {
		s.mu.Unlock()
		return nil, jsonrpc2.NewError(jsonrpc2.InvalidRequest, "initialize sent twice")
	}
	switch {
	case len(p.WorkspaceFolders) > 0:
		s.root, _ = filePath(string(p.WorkspaceFolders[0].URI))
	case p.RootURI != "":
		s.root, _ = filePath(string(p.RootURI))
	case p.RootPath != "":
		s.root = p.RootPath
	}
	if w := p.Capabilities.Workspace; w != nil {
		s.caps.configuration = w.Configuration
		if w.DidChangeWatchedFiles != nil {
			s.caps.watchedFilesDynamic = w.DidChangeWatchedFiles.DynamicRegistration
		}
		if w.CodeLens != nil {
			s.caps.codeLensRefresh = w.CodeLens.RefreshSupport
		}
	}
	if w := p.Capabilities.Window; w != nil {
		s.caps.workDoneProgress = w.WorkDoneProgress
	}
	if td := p.Capabilities.TextDocument; td != nil && td.PublishDiagnostics != nil {
		s.caps.relatedInformation = td.PublishDiagnostics.RelatedInformation
		s.caps.codeDescription = td.PublishDiagnostics.CodeDescriptionSupport
	}
	if td := p.Capabilities.TextDocument; td != nil && td.CodeAction != nil {
		s.caps.codeActionDisabled = td.CodeAction.DisabledSupport
	}
	s.initialized = true
	root := s.root
	s.mu.Unlock()

	if m, text, err := readConfigFile(root); err != nil {
		s.showMessage(protocol.MessageTypeWarning, "specfaith: "+err.Error())
	} else if m != nil {
		if ignored := dropUserOnly(m, text); len(ignored) > 0 {
			var keys []string
			for _, k := range ignored {
				keys = append(keys, k.Key)
			}
			s.mu.Lock()
			s.fileIgnored = ignored
			s.mu.Unlock()
			s.showMessage(protocol.MessageTypeWarning, fmt.Sprintf("specfaith: %s cannot be set in the workspace's own %s (ignored): "+
				"they choose what runs or where data goes, so only your editor's user settings can set them", strings.Join(keys, ", "), ConfigFile))
		}
		s.applyConfig(m, ConfigFile, true)
	}
	var extra struct {
		Options json.RawMessage `json:"initializationOptions"`
	}
	_ = json.Unmarshal(raw, &extra)
	if len(extra.Options) > 0 && string(extra.Options) != "null" {
		var m map[string]any
		if err := json.Unmarshal(extra.Options, &m); err == nil {
			s.applyConfig(m, "initializationOptions", true)
		} else {
			s.showMessage(protocol.MessageTypeWarning, "specfaith: initializationOptions is not an object")
		}
	}
	if p.ProcessID > 0 {
		go s.watchParent(int(p.ProcessID))
	}
	return map[string]any{
		"capabilities": map[string]any{
			"textDocumentSync": map[string]any{
				"openClose": true,
				"change":    protocol.TextDocumentSyncKindIncremental,
				"save":      map[string]any{"includeText": false},
			},
			"hoverProvider":    true,
			"codeLensProvider": map[string]any{"resolveProvider": false},
			"codeActionProvider": map[string]any{
				"codeActionKinds": []string{string(protocol.QuickFix), string(protocol.RefactorRewrite)},
			},
			"executeCommandProvider": map[string]any{"commands": []string{CommandRerun, CommandVerify, CommandInformalization, CommandJudge, CommandEvidence}},
		},
		"serverInfo": map[string]any{"name": "specfaith", "version": Version},
	}, nil
}

// watchParent exits the server when the client's process is gone.
func (s *Server) watchParent(pid int) {
	t := time.NewTicker(s.opts.ParentPollInterval)
	defer t.Stop()
	for {
		select {
		case <-s.ctx.Done():
			return
		case <-t.C:
			if err := syscall.Kill(pid, 0); err != nil && errors.Is(err, syscall.ESRCH) {
				s.log.Info("client process is gone; exiting", zap.Int("pid", pid))
				s.mu.Lock()
				s.exitCode = 1
				s.mu.Unlock()
				select {
				case <-s.exited:
				default:
					close(s.exited)
				}
				return
			}
		}
	}
}

func (s *Server) afterInitialized() {
	s.mu.Lock()
	dynamic := s.caps.watchedFilesDynamic
	s.mu.Unlock()
	if dynamic {
		// The client watches files for us.
		s.goBusy(s.registerWatchers)
	} else if !s.opts.DisableFileWatch {
		if w, err := newWatcher(s.fileChanged, s.log); err == nil {
			s.mu.Lock()
			s.watch = w
			for _, d := range s.docs {
				w.add(d.path)
			}
			s.mu.Unlock()
		} else {
			s.log.Warn("file watching unavailable", zap.Error(err))
		}
	}
	s.goBusy(func() {
		s.pullConfiguration()
		s.trustNotice()
	})
	s.publishIgnoredKeys()
}

// trustNotice tells the user, once, that the workspace is untrusted
// because the client did not say, and how to trust it.
func (s *Server) trustNotice() {
	s.mu.Lock()
	show := !s.cfg.TrustSaid && !s.trustNoticed
	s.trustNoticed = s.trustNoticed || show
	s.mu.Unlock()
	if show {
		s.log.Info("workspace not trusted: the client did not send trusted")
		s.showMessage(protocol.MessageTypeInfo, UntrustedNotice)
	}
}

// UntrustedNotice is shown when the client does not say whether the
// workspace is trusted.
const UntrustedNotice = "specfaith: this workspace is not trusted (the editor did not say), so no toolchain runs and no LLM is called; " +
	"specfaith's own analyses still run. To trust it: in VS Code, trust the workspace; in Neovim, run :SpecfaithTrust " +
	"or pass setup{ trusted = true }; in other clients, send \"trusted\": true in initializationOptions or the \"specfaith\" settings."

// publishIgnoredKeys puts a warning on each line of the workspace's
// .specfaith.toml that sets a user-level-only key.
func (s *Server) publishIgnoredKeys() {
	s.mu.Lock()
	diags, root := s.ignoredKeyDiags(), s.root
	s.mu.Unlock()
	if len(diags) == 0 {
		return
	}
	s.publish(protocol.DocumentURI(uri.File(filepath.Join(root, ConfigFile))), nil, diags)
}

// ignoredKeyDiags are the warnings for publishIgnoredKeys. Called with
// s.mu held.
func (s *Server) ignoredKeyDiags() []protocol.Diagnostic {
	diags := []protocol.Diagnostic{}
	for _, k := range s.fileIgnored {
		line := uint32(max(k.Line, 0))
		diags = append(diags, protocol.Diagnostic{
			Range:    protocol.Range{Start: protocol.Position{Line: line}, End: protocol.Position{Line: line, Character: 1 << 16}},
			Severity: protocol.DiagnosticSeverityWarning, Code: "user-level-only", Source: "specfaith",
			Message: k.Key + " is ignored here: a workspace's " + ConfigFile + " cannot choose programs, URLs, environment variables, " +
				"directories or trust; set it in your editor's user settings",
		})
	}
	return diags
}

func (s *Server) registerWatchers() {
	ctx, cancel := context.WithTimeout(s.ctx, 5*time.Second)
	defer cancel()
	params := map[string]any{"registrations": []any{map[string]any{
		"id": "specfaith-sidecars", "method": "workspace/didChangeWatchedFiles",
		"registerOptions": map[string]any{"watchers": []any{
			map[string]any{"globPattern": "**/*test.json"},
			map[string]any{"globPattern": "**/*reject_inputs.json"},
			map[string]any{"globPattern": "**/*.dfy"}, // included files
		}},
	}}}
	if _, err := s.conn.Call(ctx, "client/registerCapability", params, nil); err != nil {
		s.log.Warn("client/registerCapability failed", zap.Error(err))
	}
}

// pullConfiguration asks the client for the "specfaith" section.
func (s *Server) pullConfiguration() {
	s.mu.Lock()
	ok := s.caps.configuration
	s.mu.Unlock()
	if !ok {
		return
	}
	ctx, cancel := context.WithTimeout(s.ctx, 5*time.Second)
	defer cancel()
	var res []json.RawMessage
	params := map[string]any{"items": []any{map[string]any{"section": "specfaith"}}}
	if _, err := s.conn.Call(ctx, "workspace/configuration", params, &res); err != nil {
		s.log.Debug("workspace/configuration failed", zap.Error(err))
		return
	}
	if len(res) == 1 {
		// A null item means the client has no settings for us.
		s.setClientConfig(res[0])
	}
}

// didChangeConfiguration handles the notification: pull-model clients
// send null settings and expect us to ask; others send the settings.
func (s *Server) didChangeConfiguration(raw json.RawMessage) {
	if len(raw) == 0 || string(raw) == "null" {
		s.goBusy(s.pullConfiguration)
		return
	}
	s.setClientConfig(raw)
}

// setClientConfig applies a settings object (or {"specfaith": {…}}) on top
// of the base configuration and re-analyses open documents. It never asks
// the client again, so a client answering null cannot start a loop.
func (s *Server) setClientConfig(raw json.RawMessage) {
	var m map[string]any
	if len(raw) > 0 && json.Unmarshal(raw, &m) != nil {
		s.showMessage(protocol.MessageTypeWarning, "specfaith: the client's settings are not an object (ignored)")
		return
	}
	if sub, ok := m["specfaith"].(map[string]any); ok {
		m = sub
	}
	s.mu.Lock()
	before := s.cfg.clone()
	s.cfg = s.baseCfg.clone()
	s.mu.Unlock()
	if m != nil {
		s.applyConfig(m, "workspace configuration", false)
	}
	s.reanalyseAll()
	s.toolConfigChanged(before)
}

func (s *Server) applyConfig(m map[string]any, source string, base bool) {
	s.mu.Lock()
	unknown, bad := s.cfg.apply(m)
	if base {
		s.baseCfg = s.cfg.clone()
	}
	var fresh []string
	for _, k := range unknown {
		if !s.reported[source+":"+k] {
			s.reported[source+":"+k] = true
			fresh = append(fresh, k)
		}
	}
	s.mu.Unlock()
	for _, k := range fresh {
		s.log.Warn("unknown configuration key", zap.String("source", source), zap.String("key", k))
		s.showMessage(protocol.MessageTypeWarning, fmt.Sprintf("specfaith: unknown configuration key %q in %s (ignored)", k, source))
	}
	for _, b := range bad {
		s.showMessage(protocol.MessageTypeWarning, fmt.Sprintf("specfaith: %s in %s (ignored)", b, source))
	}
}

func (s *Server) showMessage(t protocol.MessageType, msg string) {
	if s.conn == nil {
		return
	}
	_ = s.conn.Notify(s.ctx, "window/showMessage", protocol.ShowMessageParams{Type: t, Message: msg})
}

// ---- documents ----

func (s *Server) didOpen(p protocol.DidOpenTextDocumentParams) {
	u := p.TextDocument.URI
	s.mu.Lock()
	defer s.mu.Unlock()
	d := s.docs[u]
	if d == nil {
		path, ok := filePath(string(u))
		if !ok {
			// Only files are analysed (an "untitled:" buffer has no name
			// to pick a language or read sidecars by).
			s.log.Debug("not a file URI: not analysed", zap.String("uri", string(u)))
			return
		}
		d = &document{uri: u, path: path}
		s.docs[u] = d
	}
	d.open = true
	d.version = p.TextDocument.Version
	d.text = p.TextDocument.Text
	d.value = ide.Open(d.version, d.path, d.text)
	if s.watch != nil {
		s.watch.add(d.path)
	}
	s.schedule(d, true)
	if s.checkerFor(d) == nil {
		s.install(d, d.value.WithTool(ide.Tool{Off: s.toolOffSummary()}))
	}
	s.scheduleTool(d, true)
}

func (s *Server) didChange(td protocol.VersionedTextDocumentIdentifier, changes []changeEvent) {
	s.mu.Lock()
	defer s.mu.Unlock()
	d := s.docs[td.URI]
	if d == nil || !d.open {
		s.log.Warn("didChange for a document that is not open", zap.String("uri", string(td.URI)))
		return
	}
	if td.Version <= d.version {
		s.log.Warn("didChange with an old version ignored", zap.Int32("version", td.Version), zap.Int32("have", d.version))
		return
	}
	text := d.text
	focus := d.focus
	for _, ch := range changes {
		t, err := applyChange(text, ch)
		if err != nil {
			s.log.Warn("bad edit; asking for nothing, keeping the last good text", zap.Error(err))
			return
		}
		if ch.Range != nil {
			focus = int(ch.Range.Start.Line) + 1
		} else {
			focus = firstChangedLine(text, t)
		}
		text = t
	}
	d.text, d.focus = text, focus
	d.version = td.Version
	if d.tool.fixCancel != nil {
		d.tool.fixCancel() // the fixes verified were of the old text
		d.tool.fixCancel = nil
	}
	s.schedule(d, false)
	s.scheduleTool(d, false)   // when the user pauses
	s.dependentsLocked(d.path) // specs that include this one
}

func (s *Server) didSave(p protocol.DidSaveTextDocumentParams) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if d := s.docs[p.TextDocument.URI]; d != nil && d.open {
		s.schedule(d, true)
		s.scheduleTool(d, true)
		if s.judgeOn() {
			if _, err := s.runJudge(d); err != nil {
				s.showMessage(protocol.MessageTypeWarning, "specfaith: LLM judge: "+err.Error())
			}
		}
	}
	// A saved sidecar re-analyses the specs next to it.
	if path, ok := filePath(string(p.TextDocument.URI)); ok {
		s.dependentsLocked(path)
	}
}

func (s *Server) didClose(p protocol.DidCloseTextDocumentParams) {
	s.mu.Lock()
	d := s.docs[p.TextDocument.URI]
	if d != nil {
		s.cancelAnalysis(d)
		s.cancelTool(d)
		d.open = false // any pipeline still running is stale
		delete(s.docs, p.TextDocument.URI)
		s.bump(d)
	}
	s.mu.Unlock()
	if d != nil {
		// Clear what we published for it.
		s.publish(p.TextDocument.URI, nil, []protocol.Diagnostic{})
	}
}

// fileChanged re-analyses open documents that read path (sidecars, or the
// document itself when it changed on disk but is not open in the editor).
func (s *Server) fileChanged(path string) {
	s.disk.forget(path)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.dependentsLocked(path)
}

func (s *Server) dependentsLocked(path string) {
	path = filepath.Clean(path)
	for _, d := range s.docs {
		if !d.open || d.path == path {
			continue
		}
		for _, dep := range d.value.Deps() {
			if dep == path {
				s.schedule(d, true)
				break
			}
		}
	}
}

func (s *Server) reanalyseAll() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, d := range s.docs {
		if d.open {
			s.schedule(d, true)
		}
	}
}

// readerLocked reads for the analysis of the document at docPath:
// through the overlay (an open buffer wins over the disk), and from the
// disk only inside the workspace root — or, without one (a client that
// sent no rootUri or workspaceFolders), inside the document's project
// root (ide.ProjectRoot). Symlinks are resolved. What it read is kept in
// the analysis's value. Called with s.mu held.
func (s *Server) readerLocked(docPath string) ide.ReadFile {
	root := s.root
	if root == "" {
		root = ide.ProjectRoot(docPath)
	}
	return func(path string) ([]byte, error) {
		s.mu.Lock()
		for _, d := range s.docs {
			if d.open && d.path == path {
				t := d.text
				s.mu.Unlock()
				return []byte(t), nil
			}
		}
		s.mu.Unlock()
		return s.disk.read(root, path)
	}
}

// filePath is the local path of a file: URI; ok is false for other
// schemes and for URIs that do not parse (uri.URI.Filename panics on
// them).
func filePath(u string) (string, bool) {
	pu, err := url.Parse(u)
	if err != nil || pu.Scheme != "file" || pu.Path == "" {
		return "", false
	}
	return filepath.FromSlash(pu.Path), true
}
