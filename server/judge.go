package server

import (
	"context"
	"os"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.uber.org/zap"

	"github.com/specfaith/specfaith/ide"
	"github.com/specfaith/specfaith/llm"
)

// The LLM judge is opt-in ([llm] provider in the configuration) and costs
// money and seconds: it runs when a document is saved or on the
// specfaith.judge command, never on a keystroke. Its judgements are kept
// per contract text and requirement (ide.Judges), so an edit elsewhere in
// the file keeps them, and an edit to the contract drops its verdict until
// the next save. A failed call is unavailable evidence in the hover and a
// log line, never a diagnostic.

// CommandJudge runs the LLM judge on a document's contracts now.
const CommandJudge = "specfaith.judge"

// judgeOn says whether the judge is configured. Called with s.mu held.
func (s *Server) judgeOn() bool {
	return s.cfg.LLM.Enabled() && s.cfg.Analyses["judge"] && s.cfg.Trusted
}

// judges is the verdict store of the configured model (nil: the judge is
// off). Called with s.mu held.
func (s *Server) judges() *ide.Judges {
	if !s.judgeOn() {
		return nil
	}
	model := s.cfg.LLM.Provider + "\x00" + s.cfg.LLM.Model + "\x00" + s.cfg.LLM.BaseURL
	if s.llm.judges == nil || s.llm.model != model {
		s.llm.judges, s.llm.model = ide.NewJudges(model), model
	}
	return s.llm.judges
}

// llmClient returns the client for the current configuration. Called
// with s.mu held.
func (s *Server) llmClient() (*llm.Client, error) {
	if s.llm.client != nil && s.llm.cfg == s.cfg.LLM {
		return s.llm.client, nil
	}
	c, err := llm.New(s.cfg.LLM, os.Getenv)
	s.llm.client, s.llm.cfg = c, s.cfg.LLM
	return c, err
}

// runJudge judges the document's current contracts in the background,
// installing the value with each verdict as it lands; done is closed when
// it has finished. Called with s.mu held.
func (s *Server) runJudge(d *document) (done chan struct{}, err error) {
	done = make(chan struct{})
	if !s.judgeOn() || s.shutdown {
		close(done)
		return done, nil
	}
	client, err := s.llmClient()
	if err != nil {
		close(done)
		s.log.Warn("LLM judge not configured correctly", zap.Error(err))
		return done, err
	}
	js := s.judges()
	if d.judgeCancel != nil {
		d.judgeCancel()
	}
	ctx, cancel := context.WithCancel(s.ctx)
	d.judgeCancel = cancel
	s.busy.Add(1)
	go func() {
		defer s.busy.Add(-1)
		defer close(done)
		defer cancel()
		_, a, err := s.current(ctx, d.uri)
		if err != nil || a == nil || !a.Analyzed() {
			return
		}
		s.safely(ctx, "judge", func() {
			a.Judge(ctx, js, client, func(n ide.JudgeNote) {
				if !n.OK {
					s.log.Warn("LLM judge unavailable", zap.String("contract", n.Contract), zap.String("reason", n.Reason))
				} else {
					s.log.Info("LLM judge", zap.String("contract", n.Contract), zap.Bool("match", n.Match),
						zap.String("category", n.Category), zap.Bool("cached", n.Cached))
				}
				s.mu.Lock()
				defer s.mu.Unlock()
				if ctx.Err() == nil && d.open && d.value.Analyzed() {
					s.install(d, d.value.Rejudged())
				}
			})
		})
		u := client.Usage()
		s.log.Info("LLM usage", zap.Int("calls", u.Calls), zap.Int("cache_hits", u.CacheHits),
			zap.Int("input_tokens", u.InputTokens), zap.Int("output_tokens", u.OutputTokens), zap.Int("retries", u.Retries))
	}()
	return done, nil
}

// judgeCommand runs the judge now and waits for it.
func (s *Server) judgeCommand(ctx context.Context, u protocol.DocumentURI) (any, error) {
	s.mu.Lock()
	d := s.docs[u]
	if d == nil || !d.open {
		s.mu.Unlock()
		return nil, errNotOpen
	}
	if !s.judgeOn() {
		s.mu.Unlock()
		if !s.cfg.Trusted {
			return nil, jsonrpc2.NewError(jsonrpc2.InvalidParams, "the LLM judge is off: the workspace is not trusted")
		}
		return nil, jsonrpc2.NewError(jsonrpc2.InvalidParams, "the LLM judge is off: set [llm] provider and model in the configuration")
	}
	done, err := s.runJudge(d)
	s.mu.Unlock()
	if err != nil {
		return nil, jsonrpc2.NewError(jsonrpc2.InvalidParams, "LLM judge: "+err.Error())
	}
	select {
	case <-done:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	_, a, err := s.current(ctx, u)
	if err != nil || a == nil || !a.Analyzed() {
		return nil, err
	}
	return map[string]any{"judged": a.JudgeResults()}, nil
}
