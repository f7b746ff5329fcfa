package aiprovider

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/ai/aitest"
	"github.com/storyglot/storyglot/internal/lang"
)

var esEn = lang.Pair{Target: lang.Spanish, Native: lang.English}

func story(n int) []string {
	var out []string
	for i := range n {
		out = append(out, fmt.Sprintf("Frase número %d del cuento.", i+1))
	}
	return out
}

func TestTranslateChecksRequestAndCachesHints(t *testing.T) {
	var mu sync.Mutex
	var chunks [][]string
	s := aitest.New(t, func(r aitest.Request) aitest.Reply {
		sentences := userSentences(t, r)
		mu.Lock()
		chunks = append(chunks, sentences)
		mu.Unlock()
		if r.Path != "/v1/chat/completions" || r.Auth != "Bearer k-test" || r.Model() != "chat-1" {
			t.Errorf("request %s auth %q model %q", r.Path, r.Auth, r.Model())
		}
		js := r.JSONSchema()
		if js["name"] != "sentences" || js["strict"] != true {
			t.Errorf("json_schema = %v", js)
		}
		// The schema sent is the strict one: every property required.
		var sent map[string]any
		roundTrip(t, js["schema"], &sent)
		var want map[string]any
		roundTrip(t, sentenceSchema(), &want)
		if !reflect.DeepEqual(sent, want) {
			t.Errorf("schema sent = %v", sent)
		}
		sys := r.Messages()[0].Content
		if !strings.Contains(sys, "Spanish teacher") || (r.N < 2 && !strings.Contains(sys, "native language is English")) || !strings.Contains(sys, fmt.Sprintf("exactly %d items", len(sentences))) {
			t.Errorf("system prompt = %s", sys)
		}
		return aitest.ChatJSON(answer(sentences))
	})
	c := New(client(t, s, time.Second), Options{}).Chat
	ctx := context.Background()
	in := story(11)
	tr, err := c.Translate(ctx, esEn, in)
	if err != nil {
		t.Fatal(err)
	}
	if len(chunks) != 2 || len(chunks[0])+len(chunks[1]) != 11 || max(len(chunks[0]), len(chunks[1])) != 8 {
		t.Errorf("chunks = %v, want 8 + 3 sentences", chunks)
	}
	for i, x := range tr {
		want := lang.Translation{Text: "EN(" + in[i] + ")", Provider: "ai:chat-1", Note: "note " + in[i]}
		if !reflect.DeepEqual(x, want) {
			t.Errorf("translation %d = %+v, want %+v", i, x, want)
		}
	}
	// The hints of a translated sentence come from the cache.
	hints, err := c.Explain(ctx, esEn, in[3])
	if err != nil {
		t.Fatal(err)
	}
	want := []lang.Hint{{Word: "Frase", Lemma: "frase", POS: "verb", Gloss: "g-Frase", Note: "n-Frase"}}
	if !reflect.DeepEqual(hints, want) {
		t.Errorf("hints = %+v, want %+v (invented word dropped)", hints, want)
	}
	if _, err := c.Translate(ctx, esEn, in[:5]); err != nil {
		t.Fatal(err)
	}
	if n := len(s.Requests()); n != 2 {
		t.Errorf("%d requests, want 2 (explain and re-translation from the cache)", n)
	}
	// Another pair is another request; a new sentence alone is one more.
	if _, err := c.Explain(ctx, lang.Pair{Target: lang.Spanish, Native: lang.French}, in[0]); err != nil {
		t.Fatal(err)
	}
	if n := len(s.Requests()); n != 3 {
		t.Errorf("%d requests, want 3", n)
	}
}

func roundTrip(t *testing.T, v any, out any) {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, out); err != nil {
		t.Fatal(err)
	}
}

func TestConcurrentExplainSharesTheTranslationCall(t *testing.T) {
	// The stand-in has the translation request once this is closed; it
	// answers 50 ms later, so explanations asked for meanwhile find it in flight.
	arrived := make(chan struct{})
	var once sync.Once
	s := aitest.New(t, func(r aitest.Request) aitest.Reply {
		once.Do(func() { close(arrived) })
		rep := aitest.ChatJSON(answer(userSentences(t, r)))
		rep.Delay = 50 * time.Millisecond
		return rep
	})
	c := New(client(t, s, time.Second), Options{}).Chat
	ctx := context.Background()
	in := story(4)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		if _, err := c.Translate(ctx, esEn, in); err != nil {
			t.Error(err)
		}
	}()
	<-arrived
	for _, sent := range in {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if h, err := c.Explain(ctx, esEn, sent); err != nil || len(h) != 1 {
				t.Errorf("explain %q = %v, %v", sent, h, err)
			}
		}()
	}
	wg.Wait()
	if n := len(s.Requests()); n != 1 {
		t.Errorf("%d requests, want 1", n)
	}
}

func TestFailures(t *testing.T) {
	in := story(3)
	tests := []struct {
		name     string
		replies  func(n int, sentences []string) aitest.Reply
		timeout  time.Duration
		wantErr  string
		requests int
	}{
		{"malformed JSON in content", func(int, []string) aitest.Reply { return aitest.Chat(`{"sentences": [{"index": 1, "transl`) }, time.Second, "not the requested JSON", 1},
		{"too few sentences", func(_ int, s []string) aitest.Reply { return aitest.ChatJSON(answer(s[:2])) }, time.Second, "returned 2 sentences for 3", 1},
		{"out of order", func(_ int, s []string) aitest.Reply {
			a := answer(s)
			items := a["sentences"].([]any)
			items[0], items[1] = items[1], items[0]
			return aitest.ChatJSON(a)
		}, time.Second, "sentence 2 in place 1", 1},
		{"empty translation", func(_ int, s []string) aitest.Reply {
			a := answer(s)
			a["sentences"].([]any)[2].(map[string]any)["translation"] = " "
			return aitest.ChatJSON(a)
		}, time.Second, "left sentence 3 untranslated", 1},
		{"429 then success", func(n int, s []string) aitest.Reply {
			if n == 0 {
				return aitest.Status(429)
			}
			return aitest.ChatJSON(answer(s))
		}, time.Second, "", 2},
		{"always 503", func(int, []string) aitest.Reply { return aitest.Status(503) }, time.Second, "status 503", 3},
		{"timeout every try", func(_ int, s []string) aitest.Reply {
			rep := aitest.ChatJSON(answer(s))
			rep.Delay = time.Second
			return rep
		}, 30 * time.Millisecond, "deadline exceeded", 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := aitest.New(t, func(r aitest.Request) aitest.Reply { return tt.replies(r.N, userSentences(t, r)) })
			c := New(client(t, s, tt.timeout), Options{}).Chat
			ctx := context.Background()
			tr, err := c.Translate(ctx, esEn, in)
			if tt.wantErr == "" {
				if err != nil || len(tr) != 3 || tr[0].Text != "EN("+in[0]+")" {
					t.Fatalf("translate = %+v, %v", tr, err)
				}
			} else if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("err = %v, want %q", err, tt.wantErr)
			}
			if n := len(s.Requests()); n != tt.requests {
				t.Errorf("%d requests, want %d", n, tt.requests)
			}
			// The hints of the same sentences make no new request: a failure
			// is remembered for a while so the engine falls back at once.
			_, err = c.Explain(ctx, esEn, in[1])
			if (err != nil) != (tt.wantErr != "") {
				t.Errorf("explain err = %v", err)
			}
			if n := len(s.Requests()); n != tt.requests {
				t.Errorf("%d requests after explain, want %d", n, tt.requests)
			}
		})
	}
}

func TestFailureIsForgottenAfterTTL(t *testing.T) {
	s := aitest.New(t, func(r aitest.Request) aitest.Reply {
		if r.N == 0 {
			return aitest.Chat("not json")
		}
		return aitest.ChatJSON(answer(userSentences(t, r)))
	})
	c := New(client(t, s, time.Second), Options{FailTTL: time.Minute}).Chat
	now := time.Now()
	c.cache.now = func() time.Time { return now }
	if _, err := c.Explain(context.Background(), esEn, "Hola amigo."); err == nil {
		t.Fatal("want an error")
	}
	now = now.Add(2 * time.Minute)
	if h, err := c.Explain(context.Background(), esEn, "Hola amigo."); err != nil || len(h) != 1 {
		t.Fatalf("explain = %v, %v", h, err)
	}
}

func TestCacheIsBounded(t *testing.T) {
	s := aitest.New(t, func(r aitest.Request) aitest.Reply { return aitest.ChatJSON(answer(userSentences(t, r))) })
	c := New(client(t, s, time.Second), Options{CacheSize: 4}).Chat
	ctx := context.Background()
	in := story(6)
	if _, err := c.Translate(ctx, esEn, in); err != nil {
		t.Fatal(err)
	}
	if n := c.cache.ll.Len(); n != 4 {
		t.Errorf("cache holds %d, want 4", n)
	}
	// The oldest sentences were evicted: asking again makes a request.
	if _, err := c.Explain(ctx, esEn, in[5]); err != nil {
		t.Fatal(err)
	}
	before := len(s.Requests())
	if _, err := c.Explain(ctx, esEn, in[0]); err != nil {
		t.Fatal(err)
	}
	if len(s.Requests()) != before+1 {
		t.Error("an evicted sentence did not make a new request")
	}
}

func TestCancelledCallIsNotRemembered(t *testing.T) {
	s := aitest.New(t, func(r aitest.Request) aitest.Reply {
		rep := aitest.ChatJSON(answer(userSentences(t, r)))
		if r.N == 0 {
			rep.Delay = time.Second
		}
		return rep
	})
	c := New(client(t, s, 5*time.Second), Options{}).Chat
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, err := c.Explain(ctx, esEn, "Hola amigo."); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v", err)
	}
	if h, err := c.Explain(context.Background(), esEn, "Hola amigo."); err != nil || len(h) != 1 {
		t.Fatalf("explain after cancel = %v, %v", h, err)
	}
}
