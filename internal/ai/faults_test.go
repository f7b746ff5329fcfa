package ai_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/ai"
	"github.com/storyglot/storyglot/internal/ai/aitest"
	"github.com/storyglot/storyglot/internal/faultproxy"
)

var aiFailure = faultproxy.HTTPFailure("application/json", `{"error":{"message":"overloaded","type":"server_error"}}`)

// faultyAI is the OpenAI-compatible stand-in behind a fault proxy.
func faultyAI(t *testing.T, cooldown time.Duration) (*ai.Client, *faultproxy.Proxy) {
	t.Helper()
	s := aitest.New(t, func(aitest.Request) aitest.Reply { return aitest.ChatJSON(map[string]string{"ok": "yes"}) })
	host := strings.TrimSuffix(strings.TrimPrefix(s.BaseURL, "http://"), "/v1")
	p := faultproxy.Start(t, host, aiFailure)
	c := ai.New(ai.Config{BaseURL: "http://" + p.Addr + "/v1", Model: "chat-1", Timeout: 300 * time.Millisecond,
		MaxRetries: 2, Backoff: 10 * time.Millisecond, BreakerTrip: 3, BreakerCooldown: cooldown})
	return c, p
}

func chat(c *ai.Client) error {
	var out map[string]string
	_, err := c.ChatJSON(context.Background(), "t", map[string]any{"type": "object"}, []ai.Message{{Role: "user", Content: "hi"}}, &out)
	if err == nil && out["ok"] != "yes" {
		return errors.New("a call that succeeded answered " + out["ok"])
	}
	return err
}

// A service that fails, hangs or answers bytes that are not HTTP is
// ErrUnavailable within its tries' time limits; after that the breaker
// answers at once without contacting it, and once the cooldown has passed
// and the service is back, calls go through again.
func TestAIFaultsEndInTimeAndTripTheBreaker(t *testing.T) {
	for _, m := range []faultproxy.Mode{faultproxy.Fail, faultproxy.Hang, faultproxy.Garbage} {
		t.Run(m.String(), func(t *testing.T) {
			c, p := faultyAI(t, 500*time.Millisecond)
			if err := chat(c); err != nil {
				t.Fatalf("before the fault: %v", err)
			}
			p.Set(m)
			start := time.Now()
			err := chat(c)
			if !errors.Is(err, ai.ErrUnavailable) {
				t.Fatalf("while the service is %s: %v, want ErrUnavailable", m, err)
			}
			if took := time.Since(start); took > 3*time.Second {
				t.Errorf("while the service is %s the call took %s (3 tries of 300ms)", m, took)
			}
			tried := p.Accepted()
			start = time.Now()
			if err := chat(c); !errors.Is(err, ai.ErrUnavailable) || !strings.Contains(err.Error(), "trying again after") {
				t.Errorf("with the breaker open: %v", err)
			}
			if time.Since(start) > 100*time.Millisecond || p.Accepted() != tried {
				t.Errorf("the open breaker still contacted the service (%d → %d connections, %s)", tried, p.Accepted(), time.Since(start))
			}
			p.Set(faultproxy.Pass)
			time.Sleep(600 * time.Millisecond)
			if err := chat(c); err != nil {
				t.Errorf("after the cooldown with the service back: %v", err)
			}
		})
	}
}

// A service that refuses our request (a 4xx) is up: it neither trips the
// breaker nor reads as unavailable.
func TestARefusalIsNotAnOutage(t *testing.T) {
	s := aitest.New(t, func(aitest.Request) aitest.Reply { return aitest.Status(400) })
	c := ai.New(ai.Config{BaseURL: s.BaseURL, Model: "chat-1", Timeout: time.Second, BreakerTrip: 1, BreakerCooldown: time.Hour})
	for i := 0; i < 3; i++ {
		if err := chat(c); err == nil || errors.Is(err, ai.ErrUnavailable) {
			t.Fatalf("call %d: %v, want the 400 itself", i, err)
		}
	}
	if n := len(s.Requests()); n != 3 {
		t.Errorf("%d requests reached the service, want 3", n)
	}
}
