package ai

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"
)

// standIn speaks the OpenAI wire format: it checks each request and answers
// with the next recorded response.
type standIn struct {
	t       *testing.T
	replies []func(w http.ResponseWriter)
	calls   atomic.Int32
	check   func(t *testing.T, path string, req map[string]any)
}

func (s *standIn) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.Header.Get("Authorization") != "Bearer test-key" || r.Header.Get("Content-Type") != "application/json" {
		s.t.Errorf("bad request: %s %s %v", r.Method, r.URL.Path, r.Header)
	}
	var req map[string]any
	b, _ := io.ReadAll(r.Body)
	if err := json.Unmarshal(b, &req); err != nil {
		s.t.Errorf("request body is not JSON: %s", b)
	}
	if s.check != nil {
		s.check(s.t, r.URL.Path, req)
	}
	n := int(s.calls.Add(1)) - 1
	if n >= len(s.replies) {
		s.t.Errorf("unexpected call %d", n+1)
		w.WriteHeader(500)
		return
	}
	s.replies[n](w)
}

func jsonReply(body string) func(w http.ResponseWriter) {
	return func(w http.ResponseWriter) {
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, body)
	}
}

func status(code int) func(w http.ResponseWriter) {
	return func(w http.ResponseWriter) {
		if code == 429 {
			w.Header().Set("Retry-After", "0")
		}
		w.WriteHeader(code)
		io.WriteString(w, `{"error":{"message":"slow down"}}`)
	}
}

const chatOK = `{"id":"chatcmpl-1","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"{\"sentences\":[{\"translation\":\"I eat bread.\"}]}"},"finish_reason":"stop"}],"usage":{"prompt_tokens":42,"completion_tokens":9,"total_tokens":51}}`

var lessonSchema = map[string]any{
	"type": "object",
	"properties": map[string]any{
		"sentences": map[string]any{"type": "array", "items": map[string]any{
			"type": "object", "properties": map[string]any{"translation": map[string]any{"type": "string"}},
			"required": []string{"translation"}, "additionalProperties": false,
		}},
	},
	"required": []string{"sentences"}, "additionalProperties": false,
}

func checkChat(t *testing.T, path string, req map[string]any) {
	if path != "/v1/chat/completions" {
		t.Errorf("path = %s", path)
	}
	if req["model"] != "test-model" {
		t.Errorf("model = %v", req["model"])
	}
	msgs, _ := req["messages"].([]any)
	if len(msgs) != 2 || msgs[0].(map[string]any)["role"] != "system" {
		t.Errorf("messages = %v", req["messages"])
	}
	rf, _ := req["response_format"].(map[string]any)
	js, _ := rf["json_schema"].(map[string]any)
	if rf["type"] != "json_schema" || js["name"] != "lesson" || js["strict"] != true || js["schema"] == nil {
		t.Errorf("response_format = %v", req["response_format"])
	}
}

func newClient(t *testing.T, s *standIn, timeout time.Duration) *Client {
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close)
	return New(Config{BaseURL: srv.URL + "/v1", APIKey: "test-key", Model: "test-model", SpeechModel: "tts-1", ImageModel: "img-1",
		Timeout: timeout, MaxRetries: 2, Backoff: 10 * time.Millisecond, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
}

var msgs = []Message{{Role: "system", Content: "You write lessons."}, {Role: "user", Content: "Como pan."}}

type lessonOut struct {
	Sentences []struct {
		Translation string `json:"translation"`
	} `json:"sentences"`
}

func TestChatJSON(t *testing.T) {
	tests := []struct {
		name    string
		replies []func(http.ResponseWriter)
		timeout time.Duration
		wantErr bool
		calls   int32
	}{
		{"ok", []func(http.ResponseWriter){jsonReply(chatOK)}, time.Second, false, 1},
		{"429 then ok", []func(http.ResponseWriter){status(429), jsonReply(chatOK)}, time.Second, false, 2},
		{"500 then ok", []func(http.ResponseWriter){status(503), jsonReply(chatOK)}, time.Second, false, 2},
		{"400 is final", []func(http.ResponseWriter){status(400)}, time.Second, true, 1},
		{"malformed content", []func(http.ResponseWriter){jsonReply(`{"choices":[{"message":{"role":"assistant","content":"{\"sentences\": [oops"}}],"usage":{}}`)}, time.Second, true, 1},
		{"malformed body", []func(http.ResponseWriter){jsonReply(`{"choices":`)}, time.Second, true, 1},
		{"timeout then ok", []func(http.ResponseWriter){func(w http.ResponseWriter) { time.Sleep(300 * time.Millisecond) }, jsonReply(chatOK)}, 100 * time.Millisecond, false, 2},
		{"always 429", []func(http.ResponseWriter){status(429), status(429), status(429)}, time.Second, true, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &standIn{t: t, replies: tt.replies, check: checkChat}
			c := newClient(t, s, tt.timeout)
			var out lessonOut
			u, err := c.ChatJSON(context.Background(), "lesson", lessonSchema, msgs, &out)
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v, wantErr %v", err, tt.wantErr)
			}
			if got := s.calls.Load(); got != tt.calls {
				t.Errorf("calls = %d, want %d", got, tt.calls)
			}
			if !tt.wantErr && (len(out.Sentences) != 1 || out.Sentences[0].Translation != "I eat bread." || u.TotalTokens != 51) {
				t.Errorf("out = %+v, usage %+v", out, u)
			}
		})
	}
}

func TestSpeechAndImage(t *testing.T) {
	s := &standIn{t: t, replies: []func(http.ResponseWriter){
		func(w http.ResponseWriter) { w.Header().Set("Content-Type", "audio/mpeg"); w.Write([]byte("ID3fake")) },
		jsonReply(`{"created":1,"data":[{"b64_json":"iVBORw0K"}]}`),
	}, check: func(t *testing.T, path string, req map[string]any) {
		switch path {
		case "/v1/audio/speech":
			if req["model"] != "tts-1" || req["input"] != "Hola" || req["response_format"] != "mp3" {
				t.Errorf("speech request %v", req)
			}
		case "/v1/images/generations":
			if req["model"] != "img-1" || req["prompt"] != "a cat" {
				t.Errorf("image request %v", req)
			}
		default:
			t.Errorf("path %s", path)
		}
	}}
	c := newClient(t, s, time.Second)
	audio, err := c.Speech(context.Background(), "Hola", "")
	if err != nil || string(audio) != "ID3fake" {
		t.Fatalf("speech = %q, %v", audio, err)
	}
	img, err := c.Image(context.Background(), "a cat", "")
	if err != nil || len(img) != 6 || string(img[1:4]) != "PNG" {
		t.Fatalf("image = %q, %v", img, err)
	}
}

func TestNotConfigured(t *testing.T) {
	c := New(Config{})
	if _, err := c.ChatJSON(context.Background(), "x", nil, nil, nil); !errors.Is(err, ErrNotConfigured) {
		t.Errorf("err = %v", err)
	}
	if _, err := c.Speech(context.Background(), "x", ""); !errors.Is(err, ErrNotConfigured) {
		t.Errorf("err = %v", err)
	}
}
