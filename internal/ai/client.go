// Package ai is a small client for OpenAI-compatible services (OpenAI,
// Ollama, vLLM, llama.cpp's server): chat completions with JSON-schema
// structured output, /v1/audio/speech and /v1/images/generations, with
// timeouts, retries with backoff on 429 and 5xx, a concurrency limit and
// token usage logged.
package ai

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// Config is read from STORYGLOT_AI_* by the config package.
type Config struct {
	BaseURL     string // e.g. https://api.openai.com/v1 or http://localhost:11434/v1
	APIKey      string
	Model       string // chat model
	SpeechModel string // "" = no speech
	ImageModel  string // "" = no images
	Timeout     time.Duration
	MaxRetries  int
	Backoff     time.Duration // first retry delay, doubled each time (default 500 ms)
	Concurrency int
	// BreakerTrip tries failing in a row make calls fail at once for
	// BreakerCooldown (defaults 3 and 30s).
	BreakerTrip     int
	BreakerCooldown time.Duration
	HTTPClient      *http.Client
	Logger          *slog.Logger
}

// Client talks to one OpenAI-compatible service. Safe for concurrent use.
type Client struct {
	cfg     Config
	http    *http.Client
	sem     chan struct{}
	log     *slog.Logger
	breaker *breaker
}

// ErrNotConfigured is returned when a call needs a model that is not set.
var ErrNotConfigured = errors.New("ai: not configured")

// StatusError is a non-2xx answer.
type StatusError struct {
	Status int
	Body   string
}

func (e *StatusError) Error() string {
	return fmt.Sprintf("ai: status %d: %s", e.Status, e.Body)
}

// DefaultMaxRetries and DefaultBackoff are a Config's retries and first
// retry delay when it sets none.
const (
	DefaultMaxRetries = 3
	DefaultBackoff    = 500 * time.Millisecond
)

// MaxWait is the longest one call waits on the service with the default
// retries and backoff, each try cut at timeout: 1 + DefaultMaxRetries tries
// and the backoffs between them (0.5, 1 and 2 s). A Retry-After longer than
// a backoff, or a wait for a free slot of the concurrency limit, can make it
// longer; a caller that must not wait longer cuts its context there.
func MaxWait(timeout time.Duration) time.Duration {
	d := time.Duration(1+DefaultMaxRetries) * timeout
	for b, i := DefaultBackoff, 0; i < DefaultMaxRetries; b, i = 2*b, i+1 {
		d += b
	}
	return d
}

// Asks is the most calls to the AI provider one Genie wish or one AI story
// makes: a story (or the ideas) asked for again once when the first answer
// is empty, in another language or far from its length.
const Asks = 2

// UnsettledMargin is added to WorkLimit before a wish or an AI story's
// charge is taken for left behind: the statements around the AI call, a
// stalled machine, and the clocks of processes on different machines.
const UnsettledMargin = 2 * time.Minute

// WorkLimit is the longest a Genie wish or an AI story waits on the AI
// provider: Asks calls of MaxWait(timeout) each, 8 min 7 s at a timeout of
// 60 s. Their AI work is cut there (decision 0068).
func WorkLimit(timeout time.Duration) time.Duration { return Asks * MaxWait(timeout) }

// UnsettledAfter is how long after it was taken a wish still neither
// granted nor given back, or an AI story's credit neither kept for a story
// nor refunded, is known to be left by a process that stopped (a restart, a
// crash, a kill): WorkLimit and UnsettledMargin, 10 min 7 s at a timeout of
// 60 s. The sweeps give such wishes and credits back (decision 0068).
func UnsettledAfter(timeout time.Duration) time.Duration {
	return WorkLimit(timeout) + UnsettledMargin
}

// New returns a client; it does not contact the service.
func New(cfg Config) *Client {
	if cfg.Timeout <= 0 {
		cfg.Timeout = 60 * time.Second
	}
	if cfg.MaxRetries < 0 {
		cfg.MaxRetries = 0
	} else if cfg.MaxRetries == 0 {
		cfg.MaxRetries = DefaultMaxRetries
	}
	if cfg.Backoff <= 0 {
		cfg.Backoff = DefaultBackoff
	}
	if cfg.Concurrency <= 0 {
		cfg.Concurrency = 4
	}
	hc := cfg.HTTPClient
	if hc == nil {
		hc = &http.Client{}
	}
	lg := cfg.Logger
	if lg == nil {
		lg = slog.Default()
	}
	if cfg.BreakerTrip <= 0 {
		cfg.BreakerTrip = 3
	}
	if cfg.BreakerCooldown <= 0 {
		cfg.BreakerCooldown = 30 * time.Second
	}
	cfg.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	return &Client{cfg: cfg, http: hc, sem: make(chan struct{}, cfg.Concurrency), log: lg,
		breaker: &breaker{trip: cfg.BreakerTrip, cooldown: cfg.BreakerCooldown, now: time.Now}}
}

// Configured reports whether a chat model and base URL are set.
func (c *Client) Configured() bool { return c.cfg.BaseURL != "" && c.cfg.Model != "" }

// CanSpeak and CanDraw report whether speech and image models are set.
func (c *Client) CanSpeak() bool { return c.cfg.BaseURL != "" && c.cfg.SpeechModel != "" }

// CanDraw reports whether an image model is set.
func (c *Client) CanDraw() bool { return c.cfg.BaseURL != "" && c.cfg.ImageModel != "" }

// ChatModel, SpeechModel and ImageModel name the configured models ("" =
// none).
func (c *Client) ChatModel() string { return c.cfg.Model }

// SpeechModel is the text-to-speech model.
func (c *Client) SpeechModel() string { return c.cfg.SpeechModel }

// ImageModel is the image model.
func (c *Client) ImageModel() string { return c.cfg.ImageModel }

// Message is one chat message.
type Message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// Usage is the token count of a call.
type Usage struct {
	PromptTokens     int `json:"prompt_tokens"`
	CompletionTokens int `json:"completion_tokens"`
	TotalTokens      int `json:"total_tokens"`
}

// ChatJSON asks for a reply that follows schema (a JSON Schema object) and
// decodes it into out. A reply that is not valid JSON is an error (not
// retried: the caller may fall back to offline providers).
func (c *Client) ChatJSON(ctx context.Context, schemaName string, schema map[string]any, messages []Message, out any) (Usage, error) {
	if !c.Configured() {
		return Usage{}, ErrNotConfigured
	}
	req := map[string]any{
		"model":    c.cfg.Model,
		"messages": messages,
		"response_format": map[string]any{
			"type": "json_schema",
			"json_schema": map[string]any{
				"name":   schemaName,
				"strict": true,
				"schema": schema,
			},
		},
	}
	body, err := c.do(ctx, "/chat/completions", req)
	if err != nil {
		return Usage{}, fmt.Errorf("ai: chat: %w", err)
	}
	var resp struct {
		Choices []struct {
			Message      Message `json:"message"`
			FinishReason string  `json:"finish_reason"`
		} `json:"choices"`
		Usage Usage `json:"usage"`
	}
	if err := json.Unmarshal(body, &resp); err != nil {
		return Usage{}, fmt.Errorf("ai: chat: decode response: %w", err)
	}
	c.log.InfoContext(ctx, "ai chat", "model", c.cfg.Model, "schema", schemaName,
		"prompt_tokens", resp.Usage.PromptTokens, "completion_tokens", resp.Usage.CompletionTokens)
	if len(resp.Choices) == 0 {
		return resp.Usage, errors.New("ai: chat: no choices")
	}
	content := strings.TrimSpace(resp.Choices[0].Message.Content)
	if err := json.Unmarshal([]byte(content), out); err != nil {
		return resp.Usage, fmt.Errorf("ai: chat: reply is not the requested JSON: %w", err)
	}
	return resp.Usage, nil
}

// Speech synthesises text with the speech model; the answer is MP3.
func (c *Client) Speech(ctx context.Context, text, voice string) ([]byte, error) {
	if !c.CanSpeak() {
		return nil, ErrNotConfigured
	}
	if voice == "" {
		voice = "alloy"
	}
	body, err := c.do(ctx, "/audio/speech", map[string]any{
		"model": c.cfg.SpeechModel, "input": text, "voice": voice, "response_format": "mp3",
	})
	if err != nil {
		return nil, fmt.Errorf("ai: speech: %w", err)
	}
	return body, nil
}

// Image draws prompt with the image model and returns PNG (or whatever the
// service sends as b64_json).
func (c *Client) Image(ctx context.Context, prompt, size string) ([]byte, error) {
	if !c.CanDraw() {
		return nil, ErrNotConfigured
	}
	if size == "" {
		size = "1024x1024"
	}
	req := map[string]any{"model": c.cfg.ImageModel, "prompt": prompt, "n": 1, "size": size}
	// DALL·E answers with a URL unless asked for b64_json; the gpt-image
	// models always answer b64_json and reject the parameter.
	if !strings.HasPrefix(c.cfg.ImageModel, "gpt-image") {
		req["response_format"] = "b64_json"
	}
	body, err := c.do(ctx, "/images/generations", req)
	if err != nil {
		return nil, fmt.Errorf("ai: image: %w", err)
	}
	var resp struct {
		Data []struct {
			B64JSON []byte `json:"b64_json"`
			URL     string `json:"url"`
		} `json:"data"`
	}
	if err := json.Unmarshal(body, &resp); err != nil {
		return nil, fmt.Errorf("ai: image: decode response: %w", err)
	}
	switch {
	case len(resp.Data) > 0 && len(resp.Data[0].B64JSON) > 0:
		return resp.Data[0].B64JSON, nil
	case len(resp.Data) > 0 && resp.Data[0].URL != "":
		return c.fetch(ctx, resp.Data[0].URL)
	}
	return nil, errors.New("ai: image: no image in the answer")
}

// fetch downloads an image a service answered with by URL.
func (c *Client) fetch(ctx context.Context, url string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, fmt.Errorf("ai: image: %w", err)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, fmt.Errorf("ai: image: download: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		return nil, fmt.Errorf("ai: image: download: status %d", resp.StatusCode)
	}
	b, err := io.ReadAll(io.LimitReader(resp.Body, 32<<20))
	if err != nil {
		return nil, fmt.Errorf("ai: image: download: %w", err)
	}
	return b, nil
}

// do POSTs a JSON request, retrying on 429, 5xx and transport errors with
// exponential backoff (honouring Retry-After), each try bounded by Timeout.
// A service that fails every try, or whose breaker is open, is
// ErrUnavailable.
func (c *Client) do(ctx context.Context, path string, payload any) ([]byte, error) {
	select {
	case c.sem <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-c.sem }()
	reqBody, err := json.Marshal(payload)
	if err != nil {
		return nil, err
	}
	backoff := c.cfg.Backoff
	var lastErr error
	for attempt := 0; attempt <= c.cfg.MaxRetries; attempt++ {
		if attempt > 0 {
			t := time.NewTimer(backoff)
			select {
			case <-t.C:
			case <-ctx.Done():
				t.Stop()
				return nil, errors.Join(ctx.Err(), lastErr)
			}
			backoff *= 2
		}
		if !c.breaker.allow() {
			return nil, errors.Join(fmt.Errorf("%w (it failed %d times in a row; trying again after %s)",
				ErrUnavailable, c.cfg.BreakerTrip, c.cfg.BreakerCooldown), lastErr)
		}
		body, retryAfter, err := c.once(ctx, path, reqBody)
		var se *StatusError
		down := err != nil && ctx.Err() == nil && (!errors.As(err, &se) || se.Status >= 500)
		c.breaker.record(down)
		if err == nil {
			return body, nil
		}
		lastErr = err
		retryable := !errors.As(err, &se) || se.Status == http.StatusTooManyRequests || se.Status >= 500
		if !retryable || ctx.Err() != nil {
			return nil, err
		}
		if retryAfter > backoff {
			backoff = retryAfter
		}
		c.log.WarnContext(ctx, "ai retry", "path", path, "attempt", attempt+1, "err", err)
	}
	if se := (*StatusError)(nil); errors.As(lastErr, &se) && se.Status < 500 {
		return nil, lastErr // 429 on every try: up, but not for us now
	}
	return nil, fmt.Errorf("%w: %w", ErrUnavailable, lastErr)
}

func (c *Client) once(ctx context.Context, path string, reqBody []byte) ([]byte, time.Duration, error) {
	ctx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.cfg.BaseURL+path, bytes.NewReader(reqBody))
	if err != nil {
		return nil, 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	if c.cfg.APIKey != "" {
		req.Header.Set("Authorization", "Bearer "+c.cfg.APIKey)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, 0, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 32<<20))
	if err != nil {
		return nil, 0, err
	}
	if resp.StatusCode/100 != 2 {
		var ra time.Duration
		if s, err := strconv.Atoi(resp.Header.Get("Retry-After")); err == nil {
			ra = time.Duration(s) * time.Second
		}
		msg := string(body)
		if len(msg) > 300 {
			msg = msg[:300]
		}
		return nil, ra, &StatusError{Status: resp.StatusCode, Body: msg}
	}
	return body, 0, nil
}
