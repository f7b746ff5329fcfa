// Package aitest is an in-process stand-in for an OpenAI-compatible service,
// for tests: it records every request and answers with what the test's
// handler returns (recorded responses, malformed JSON, a status, a delay).
package aitest

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/ai"
)

// Request is one request the stand-in received.
type Request struct {
	Method, Path, Auth, ContentType string
	// N counts requests from 0.
	N    int
	Body map[string]any
	Raw  []byte
}

// Model is the "model" of the request.
func (r Request) Model() string { s, _ := r.Body["model"].(string); return s }

// Messages are the chat messages of the request.
func (r Request) Messages() []ai.Message {
	var body struct {
		Messages []ai.Message `json:"messages"`
	}
	_ = json.Unmarshal(r.Raw, &body)
	return body.Messages
}

// JSONSchema returns the response_format's json_schema object (name,
// strict, schema), or nil.
func (r Request) JSONSchema() map[string]any {
	rf, _ := r.Body["response_format"].(map[string]any)
	if rf == nil || rf["type"] != "json_schema" {
		return nil
	}
	js, _ := rf["json_schema"].(map[string]any)
	return js
}

// Reply is what the stand-in answers.
type Reply struct {
	Status      int // 0 = 200
	ContentType string
	Body        []byte
	// Delay holds the answer back (the request's cancellation cuts it short).
	Delay time.Duration
}

// Chat answers a chat completion whose message content is content (which
// need not be valid JSON).
func Chat(content string) Reply {
	b, _ := json.Marshal(map[string]any{
		"id": "chatcmpl-test", "object": "chat.completion",
		"choices": []any{map[string]any{"index": 0, "finish_reason": "stop",
			"message": map[string]any{"role": "assistant", "content": content}}},
		"usage": map[string]any{"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
	})
	return Reply{ContentType: "application/json", Body: b}
}

// ChatJSON answers a chat completion whose content is v as JSON.
func ChatJSON(v any) Reply {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return Chat(string(b))
}

// Status answers an error status with an OpenAI-style error body; 429 comes
// with "Retry-After: 0".
func Status(code int) Reply {
	return Reply{Status: code, ContentType: "application/json", Body: []byte(`{"error":{"message":"stand-in error"}}`)}
}

// Server is the stand-in. BaseURL ends in /v1.
type Server struct {
	BaseURL string

	mu       sync.Mutex
	requests []Request
	handle   func(Request) Reply
}

// New starts a stand-in answering with handle; it stops when the test ends.
func New(t testing.TB, handle func(Request) Reply) *Server {
	s := &Server{handle: handle}
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close)
	s.BaseURL = srv.URL + "/v1"
	return s
}

// Requests returns the requests received so far.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

// ServeHTTP implements http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	raw, _ := io.ReadAll(r.Body)
	req := Request{Method: r.Method, Path: r.URL.Path, Auth: r.Header.Get("Authorization"), ContentType: r.Header.Get("Content-Type"), Raw: raw}
	if err := json.Unmarshal(raw, &req.Body); err != nil && r.Method == http.MethodPost {
		http.Error(w, fmt.Sprintf("body is not JSON: %v", err), http.StatusBadRequest)
		return
	}
	s.mu.Lock()
	req.N = len(s.requests)
	s.requests = append(s.requests, req)
	s.mu.Unlock()
	rep := s.handle(req)
	if rep.Delay > 0 {
		select {
		case <-time.After(rep.Delay):
		case <-r.Context().Done():
			return
		}
	}
	if rep.ContentType != "" {
		w.Header().Set("Content-Type", rep.ContentType)
	}
	if rep.Status == http.StatusTooManyRequests {
		w.Header().Set("Retry-After", "0")
	}
	if rep.Status != 0 {
		w.WriteHeader(rep.Status)
	}
	_, _ = w.Write(rep.Body)
}
