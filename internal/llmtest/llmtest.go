// Package llmtest is an in-process model server for tests. It speaks the
// OpenAI chat-completions and Anthropic Messages wire formats as the
// providers document them (tool-call answers, error bodies, 429 with
// Retry-After), records every request byte for byte, and answers from a
// script or a responder function.
package llmtest

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"time"
)

// Captured is one request as the server received it.
type Captured struct {
	Path   string
	Header http.Header
	Body   []byte
	// Tool is the name of the tool the request forces, System and User
	// the prompt texts (decoded from either format).
	Tool, System, User string
}

// Reply is one scripted answer. With Status 0 and Args set, the server
// answers 200 with a tool call carrying Args in the request's format.
type Reply struct {
	Status int
	Header map[string]string
	Body   string // raw body (overrides Args)
	Args   any    // tool-call arguments
	Text   string // a text answer without a tool call
	Delay  time.Duration
	// InputTokens, OutputTokens go into the usage block.
	InputTokens, OutputTokens int
}

// Server is a fake provider.
type Server struct {
	*httptest.Server
	mu       sync.Mutex
	requests []Captured
	script   []Reply
	// Respond answers when the script is empty (default: an error 500).
	Respond func(c Captured) Reply
}

// New starts a server; Close it when done.
func New() *Server {
	s := &Server{}
	s.Server = httptest.NewServer(http.HandlerFunc(s.serve))
	return s
}

// Script queues replies, answered in order before Respond is used.
func (s *Server) Script(rs ...Reply) {
	s.mu.Lock()
	s.script = append(s.script, rs...)
	s.mu.Unlock()
}

// Requests returns the requests received so far.
func (s *Server) Requests() []Captured {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Captured(nil), s.requests...)
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	c := Captured{Path: r.URL.Path, Header: r.Header.Clone(), Body: body}
	anthropic := strings.HasSuffix(r.URL.Path, "/v1/messages")
	openai := strings.HasSuffix(r.URL.Path, "/chat/completions")
	if r.Method != http.MethodPost || (!anthropic && !openai) {
		http.Error(w, `{"error":{"message":"not found","type":"invalid_request_error"}}`, http.StatusNotFound)
		return
	}
	decode(&c, anthropic)
	s.mu.Lock()
	s.requests = append(s.requests, c)
	var rep Reply
	if len(s.script) > 0 {
		rep, s.script = s.script[0], s.script[1:]
	} else if s.Respond != nil {
		s.mu.Unlock()
		rep = s.Respond(c)
		s.mu.Lock()
	} else {
		rep = Reply{Status: 500}
	}
	s.mu.Unlock()
	if rep.Delay > 0 {
		select {
		case <-time.After(rep.Delay):
		case <-r.Context().Done():
			return
		}
	}
	for k, v := range rep.Header {
		w.Header().Set(k, v)
	}
	w.Header().Set("Content-Type", "application/json")
	status := rep.Status
	if status == 0 {
		status = 200
	}
	out := rep.Body
	if out == "" {
		switch {
		case status != 200 && anthropic:
			out = AnthropicError(status)
		case status != 200:
			out = OpenAIError(status)
		case anthropic:
			out = anthropicAnswer(c.Tool, rep)
		default:
			out = openAIAnswer(c.Tool, rep)
		}
	}
	w.WriteHeader(status)
	io.WriteString(w, out)
}

func decode(c *Captured, anthropic bool) {
	var m struct {
		System   string `json:"system"`
		Messages []struct {
			Role    string `json:"role"`
			Content string `json:"content"`
		} `json:"messages"`
		ToolChoice struct {
			Name     string `json:"name"`
			Function struct {
				Name string `json:"name"`
			} `json:"function"`
		} `json:"tool_choice"`
	}
	if json.Unmarshal(c.Body, &m) != nil {
		return
	}
	c.System = m.System
	for _, msg := range m.Messages {
		switch msg.Role {
		case "system":
			c.System = msg.Content
		case "user":
			c.User = msg.Content
		}
	}
	c.Tool = m.ToolChoice.Name
	if !anthropic {
		c.Tool = m.ToolChoice.Function.Name
	}
}

func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// openAIAnswer is a chat.completion object with one tool call.
func openAIAnswer(tool string, r Reply) string {
	msg := map[string]any{"role": "assistant", "content": nil}
	finish := "tool_calls"
	if r.Args != nil {
		msg["tool_calls"] = []any{map[string]any{
			"id": "call_0001", "type": "function",
			"function": map[string]any{"name": tool, "arguments": mustJSON(r.Args)},
		}}
	} else {
		msg["content"] = r.Text
		finish = "stop"
	}
	return mustJSON(map[string]any{
		"id": "chatcmpl-test", "object": "chat.completion", "created": 1764633600, "model": "test-model",
		"choices": []any{map[string]any{"index": 0, "message": msg, "logprobs": nil, "finish_reason": finish}},
		"usage": map[string]any{"prompt_tokens": r.InputTokens, "completion_tokens": r.OutputTokens,
			"total_tokens": r.InputTokens + r.OutputTokens},
	})
}

// anthropicAnswer is a Messages API message with one tool_use block.
func anthropicAnswer(tool string, r Reply) string {
	var content []any
	stop := "tool_use"
	if r.Args != nil {
		content = []any{map[string]any{"type": "tool_use", "id": "toolu_0001", "name": tool, "input": r.Args}}
	} else {
		content = []any{map[string]any{"type": "text", "text": r.Text}}
		stop = "end_turn"
	}
	return mustJSON(map[string]any{
		"id": "msg_test", "type": "message", "role": "assistant", "model": "test-model",
		"content": content, "stop_reason": stop, "stop_sequence": nil,
		"usage": map[string]any{"input_tokens": r.InputTokens, "output_tokens": r.OutputTokens},
	})
}

// OpenAIError is the error body OpenAI sends with a status.
func OpenAIError(status int) string {
	typ, code := "server_error", any(nil)
	switch status {
	case 400:
		typ = "invalid_request_error"
	case 401:
		typ, code = "invalid_request_error", "invalid_api_key"
	case 429:
		typ, code = "requests", "rate_limit_exceeded"
	}
	return mustJSON(map[string]any{"error": map[string]any{
		"message": fmt.Sprintf("test error %d", status), "type": typ, "param": nil, "code": code}})
}

// AnthropicError is the error body Anthropic sends with a status.
func AnthropicError(status int) string {
	typ := "api_error"
	switch status {
	case 400:
		typ = "invalid_request_error"
	case 401:
		typ = "authentication_error"
	case 429:
		typ = "rate_limit_error"
	case 529:
		typ = "overloaded_error"
	}
	return mustJSON(map[string]any{"type": "error", "error": map[string]any{
		"type": typ, "message": fmt.Sprintf("test error %d", status)}})
}
