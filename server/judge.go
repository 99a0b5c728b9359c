package server

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.uber.org/zap"

	"github.com/specfaith/specfaith/check"
	"github.com/specfaith/specfaith/ide"
	"github.com/specfaith/specfaith/llm"
)

// The LLM judge is opt-in ([llm] provider in the configuration) and costs
// money and seconds: it runs when a document is saved or on the
// specfaith.judge command, never on a keystroke. Its judgements are kept
// per contract text and requirement, so an edit elsewhere in the file
// keeps them, and an edit to the contract drops its verdict until the next
// save. A failed call is unavailable evidence in the hover and a log line,
// never a diagnostic.

// CommandJudge runs the LLM judge on a document's contracts now.
const CommandJudge = "specfaith.judge"

// maxJudged bounds the judgements kept.
const maxJudged = 2048

// judgeOn says whether the judge is configured. Called with s.mu held.
func (s *Server) judgeOn() bool {
	return s.cfg.LLM.Enabled() && s.cfg.Analyses["judge"] && s.cfg.Trusted
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

// judgeKey identifies a judgement: the model and everything it was shown.
func (s *Server) judgeKey(in ide.JudgeInput) string {
	h := sha256.New()
	for _, x := range []string{s.cfg.LLM.Provider, s.cfg.LLM.Model, s.cfg.LLM.BaseURL, ide.PromptVersion,
		in.Language, in.Artifact, in.Helpers, in.Requirement} {
		fmt.Fprintf(h, "%d:%s", len(x), x)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// judgementFor returns the judgement of a contract of the report, if one
// was made for its current text. Called with s.mu held.
func (s *Server) judgementFor(sn *snapshot, cr *check.ContractReport) *ide.Judgement {
	if !s.judgeOn() || cr.Contract.Requirement == "" || len(s.llm.judged) == 0 {
		return nil
	}
	return s.llm.judged[s.judgeKey(check.JudgeInput(sn.report, sn.text, cr))]
}

// runJudge judges the document's current contracts in the background and
// republishes; done is closed when it has finished. Called with s.mu held.
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
	if d.judgeCancel != nil {
		d.judgeCancel()
	}
	ctx, cancel := context.WithCancel(s.ctx)
	d.judgeCancel = cancel
	scope := "LLM judge (" + client.Describe() + "), two steps"
	go func() {
		defer close(done)
		defer cancel()
		_, sn, err := s.current(ctx, d.uri)
		if err != nil || sn == nil || sn.report == nil {
			return
		}
		rep, text := sn.report, sn.text
		for i := range rep.Contracts {
			cr := &rep.Contracts[i]
			if cr.Contract.Requirement == "" || ctx.Err() != nil {
				continue
			}
			in := check.JudgeInput(rep, text, cr)
			s.mu.Lock()
			key := s.judgeKey(in)
			have := s.llm.judged[key]
			s.mu.Unlock()
			if have != nil && have.Evidence.Status == ide.StatusOK {
				continue
			}
			var j *ide.Judgement
			s.safely(ctx, "judge", func() { j = ide.JudgeTwoStep(ctx, client, in, scope) })
			if j == nil || ctx.Err() != nil {
				return
			}
			if j.Evidence.Status != ide.StatusOK {
				s.log.Warn("LLM judge unavailable", zap.String("contract", cr.Contract.Name), zap.String("reason", j.Evidence.Reason))
			} else {
				s.log.Info("LLM judge", zap.String("contract", cr.Contract.Name), zap.Bool("match", j.Verdict.Match),
					zap.String("category", j.Verdict.Category), zap.Bool("cached", j.Cached))
			}
			s.mu.Lock()
			if len(s.llm.judged) >= maxJudged {
				s.llm.judged = map[string]*ide.Judgement{}
			}
			s.llm.judged[key] = j
			s.republishLocked(d)
			s.mu.Unlock()
		}
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
	_, sn, err := s.current(ctx, u)
	if err != nil || sn == nil || sn.report == nil {
		return nil, err
	}
	rep := sn.report
	type result struct {
		Contract string        `json:"contract"`
		Verdict  *ide.Verdict  `json:"verdict,omitempty"`
		Evidence *ide.Evidence `json:"evidence,omitempty"`
		Reading  *ide.Reading  `json:"informalization,omitempty"`
	}
	out := []result{}
	s.mu.Lock()
	defer s.mu.Unlock()
	for i := range rep.Contracts {
		cr := &rep.Contracts[i]
		if j := s.judgementFor(sn, cr); j != nil {
			out = append(out, result{Contract: cr.Contract.Name, Verdict: j.Verdict, Evidence: j.Evidence, Reading: j.Reading})
		}
	}
	return map[string]any{"judged": out}, nil
}
