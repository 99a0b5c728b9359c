package llm

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

// openAIWire is POST {base}/chat/completions with one forced function
// tool. Ollama, vLLM and llama.cpp serve the same shape under /v1.
type openAIWire struct{}

func (openAIWire) defaultBase() string         { return "https://api.openai.com/v1" }
func (openAIWire) endpoint(base string) string { return base + "/chat/completions" }

func (openAIWire) auth(h http.Header, key string) {
	if key != "" {
		h.Set("Authorization", "Bearer "+key)
	}
}

type oaMessage struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

type oaFunction struct {
	Name        string         `json:"name"`
	Description string         `json:"description,omitempty"`
	Parameters  map[string]any `json:"parameters"`
}

type oaTool struct {
	Type     string     `json:"type"`
	Function oaFunction `json:"function"`
}

type oaToolChoice struct {
	Type     string `json:"type"`
	Function struct {
		Name string `json:"name"`
	} `json:"function"`
}

type oaRequest struct {
	Model       string       `json:"model"`
	Messages    []oaMessage  `json:"messages"`
	Temperature float64      `json:"temperature"`
	MaxTokens   int          `json:"max_tokens"`
	Tools       []oaTool     `json:"tools"`
	ToolChoice  oaToolChoice `json:"tool_choice"`
}

func (openAIWire) body(cfg Config, req Request) ([]byte, error) {
	r := oaRequest{Model: cfg.Model, Temperature: 0, MaxTokens: cfg.MaxTokens}
	if req.System != "" {
		r.Messages = append(r.Messages, oaMessage{Role: "system", Content: req.System})
	}
	r.Messages = append(r.Messages, oaMessage{Role: "user", Content: req.User})
	r.Tools = []oaTool{{Type: "function", Function: oaFunction{Name: req.Tool.Name, Description: req.Tool.Description, Parameters: req.Tool.Schema}}}
	r.ToolChoice.Type = "function"
	r.ToolChoice.Function.Name = req.Tool.Name
	return json.Marshal(r)
}

type oaResponse struct {
	Choices []struct {
		Message struct {
			Content   *string `json:"content"`
			Refusal   *string `json:"refusal"`
			ToolCalls []struct {
				Type     string `json:"type"`
				Function struct {
					Name      string `json:"name"`
					Arguments string `json:"arguments"`
				} `json:"function"`
			} `json:"tool_calls"`
		} `json:"message"`
		FinishReason string `json:"finish_reason"`
	} `json:"choices"`
	Usage struct {
		PromptTokens     int `json:"prompt_tokens"`
		CompletionTokens int `json:"completion_tokens"`
	} `json:"usage"`
}

func (openAIWire) parse(data []byte, tool string) (json.RawMessage, Usage, error) {
	var r oaResponse
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, Usage{}, fmt.Errorf("answer is not a chat completion: %v (%s)", err, snippet(data))
	}
	u := Usage{InputTokens: r.Usage.PromptTokens, OutputTokens: r.Usage.CompletionTokens}
	if len(r.Choices) == 0 {
		return nil, u, errors.New("answer has no choices")
	}
	ch := r.Choices[0]
	for _, tc := range ch.Message.ToolCalls {
		if tc.Function.Name != tool {
			continue
		}
		args := strings.TrimSpace(tc.Function.Arguments)
		if !json.Valid([]byte(args)) || !strings.HasPrefix(args, "{") {
			return nil, u, fmt.Errorf("tool call arguments are not a JSON object: %s", snippet([]byte(args)))
		}
		return json.RawMessage(args), u, nil
	}
	if ch.Message.Refusal != nil && *ch.Message.Refusal != "" {
		return nil, u, fmt.Errorf("the model refused: %s", snippet([]byte(*ch.Message.Refusal)))
	}
	// Some local servers ignore tool_choice and answer in text; a JSON
	// object there is taken as the arguments.
	if ch.Message.Content != nil {
		if obj, ok := jsonObjectIn(*ch.Message.Content); ok {
			return obj, u, nil
		}
	}
	if ch.FinishReason == "length" {
		return nil, u, errors.New("the answer was cut off at max_tokens")
	}
	return nil, u, fmt.Errorf("no call of tool %s in the answer (finish_reason %q)", tool, ch.FinishReason)
}

type oaError struct {
	Error struct {
		Message string `json:"message"`
		Type    string `json:"type"`
		Code    any    `json:"code"`
	} `json:"error"`
}

func (openAIWire) apiError(status int, data []byte) *APIError {
	var e oaError
	ae := &APIError{Status: status}
	if json.Unmarshal(data, &e) == nil && (e.Error.Message != "" || e.Error.Type != "") {
		ae.Type, ae.Message = e.Error.Type, e.Error.Message
		if s, ok := e.Error.Code.(string); ok && ae.Type == "" {
			ae.Type = s
		}
		return ae
	}
	ae.Message = snippet(data)
	return ae
}

// jsonObjectIn finds a JSON object in free text (possibly fenced).
func jsonObjectIn(s string) (json.RawMessage, bool) {
	i, j := strings.Index(s, "{"), strings.LastIndex(s, "}")
	if i < 0 || j < i {
		return nil, false
	}
	obj := strings.TrimSpace(s[i : j+1])
	if !json.Valid([]byte(obj)) {
		return nil, false
	}
	return json.RawMessage(obj), true
}
