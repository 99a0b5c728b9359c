package server

import (
	"context"
	"strings"
	"sync/atomic"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
)

// clientCore sends log entries to the editor as window/logMessage, with
// LSP's message types for the levels. Editors write standard error into
// their log as errors whatever it says; logMessage keeps the level
// (VS Code's output channel shows [info], [warning], …).
type clientCore struct {
	zapcore.LevelEnabler
	enc  zapcore.Encoder
	conn *atomic.Pointer[jsonrpc2.Conn]
	// ctx is the session's: a message is not sent once it ends.
	ctx context.Context
}

func newClientCore(ctx context.Context, lvl zapcore.LevelEnabler, conn *atomic.Pointer[jsonrpc2.Conn]) zapcore.Core {
	cfg := zap.NewDevelopmentEncoderConfig()
	cfg.TimeKey, cfg.LevelKey, cfg.CallerKey = "", "", "" // the client adds time and level
	return &clientCore{LevelEnabler: lvl, enc: zapcore.NewConsoleEncoder(cfg), conn: conn, ctx: ctx}
}

func (c *clientCore) With(fields []zapcore.Field) zapcore.Core {
	enc := c.enc.Clone()
	for _, f := range fields {
		f.AddTo(enc)
	}
	return &clientCore{LevelEnabler: c.LevelEnabler, enc: enc, conn: c.conn, ctx: c.ctx}
}

func (c *clientCore) Check(e zapcore.Entry, ce *zapcore.CheckedEntry) *zapcore.CheckedEntry {
	if c.Enabled(e.Level) {
		return ce.AddCore(e, c)
	}
	return ce
}

func (c *clientCore) Write(e zapcore.Entry, fields []zapcore.Field) error {
	conn := c.conn.Load()
	if conn == nil {
		return nil
	}
	buf, err := c.enc.EncodeEntry(e, fields)
	if err != nil {
		return err
	}
	msg := strings.TrimRight(buf.String(), "\n")
	buf.Free()
	t := protocol.MessageTypeLog
	switch {
	case e.Level >= zapcore.ErrorLevel:
		t = protocol.MessageTypeError
	case e.Level == zapcore.WarnLevel:
		t = protocol.MessageTypeWarning
	case e.Level == zapcore.InfoLevel:
		t = protocol.MessageTypeInfo
	}
	// Notify only queues; a failure is not logged (that would recurse).
	_ = (*conn).Notify(c.ctx, "window/logMessage", protocol.LogMessageParams{Type: t, Message: msg})
	return nil
}

func (c *clientCore) Sync() error { return nil }
