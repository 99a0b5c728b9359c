package llm

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
)

// anthropicWire is POST {base}/v1/messages with one forced tool; the
// answer is the input of the tool_use content block.
type anthropicWire struct{}

// anthropicVersion is the API version header the request shape follows.
const anthropicVersion = "2023-06-01"

func (anthropicWire) defaultBase() string         { return "https://api.anthropic.com" }
func (anthropicWire) endpoint(base string) string { return base + "/v1/messages" }

func (anthropicWire) auth(h http.Header, key string) {
	h.Set("x-api-key", key)
	h.Set("anthropic-version", anthropicVersion)
}

type anMessage struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

type anTool struct {
	Name        string         `json:"name"`
	Description string         `json:"description,omitempty"`
	InputSchema map[string]any `json:"input_schema"`
}

type anToolChoice struct {
	Type string `json:"type"`
	Name string `json:"name"`
}

type anRequest struct {
	Model       string       `json:"model"`
	MaxTokens   int          `json:"max_tokens"`
	System      string       `json:"system,omitempty"`
	Messages    []anMessage  `json:"messages"`
	Temperature float64      `json:"temperature"`
	Tools       []anTool     `json:"tools"`
	ToolChoice  anToolChoice `json:"tool_choice"`
}

func (anthropicWire) body(cfg Config, req Request) ([]byte, error) {
	return json.Marshal(anRequest{
		Model: cfg.Model, MaxTokens: cfg.MaxTokens, System: req.System, Temperature: 0,
		Messages:   []anMessage{{Role: "user", Content: req.User}},
		Tools:      []anTool{{Name: req.Tool.Name, Description: req.Tool.Description, InputSchema: req.Tool.Schema}},
		ToolChoice: anToolChoice{Type: "tool", Name: req.Tool.Name},
	})
}

type anResponse struct {
	Type    string `json:"type"`
	Content []struct {
		Type  string          `json:"type"`
		Name  string          `json:"name"`
		Input json.RawMessage `json:"input"`
		Text  string          `json:"text"`
	} `json:"content"`
	StopReason string `json:"stop_reason"`
	Usage      struct {
		InputTokens  int `json:"input_tokens"`
		OutputTokens int `json:"output_tokens"`
	} `json:"usage"`
}

func (anthropicWire) parse(data []byte, tool string) (json.RawMessage, Usage, error) {
	var r anResponse
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, Usage{}, fmt.Errorf("answer is not a message: %v (%s)", err, snippet(data))
	}
	u := Usage{InputTokens: r.Usage.InputTokens, OutputTokens: r.Usage.OutputTokens}
	for _, b := range r.Content {
		if b.Type == "tool_use" && b.Name == tool {
			if len(b.Input) == 0 || b.Input[0] != '{' {
				return nil, u, fmt.Errorf("tool_use input is not a JSON object: %s", snippet(b.Input))
			}
			return b.Input, u, nil
		}
	}
	if r.StopReason == "max_tokens" {
		return nil, u, errors.New("the answer was cut off at max_tokens")
	}
	return nil, u, fmt.Errorf("no tool_use block for %s in the answer (stop_reason %q)", tool, r.StopReason)
}

type anError struct {
	Type  string `json:"type"`
	Error struct {
		Type    string `json:"type"`
		Message string `json:"message"`
	} `json:"error"`
}

func (anthropicWire) apiError(status int, data []byte) *APIError {
	var e anError
	ae := &APIError{Status: status}
	if json.Unmarshal(data, &e) == nil && e.Error.Type != "" {
		ae.Type, ae.Message = e.Error.Type, e.Error.Message
		return ae
	}
	ae.Message = snippet(data)
	return ae
}
