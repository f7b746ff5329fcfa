package aiprovider

import (
	"context"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/ai/aitest"
	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/lang"
)

// offlineDouble stands for the offline providers: it translates, explains,
// pronounces and speaks every pair, and says so in its answers.
type offlineDouble struct{}

func (offlineDouble) Name() string                             { return "offline" }
func (offlineDouble) Supports(lang.Capability, lang.Pair) bool { return true }
func (offlineDouble) Translate(_ context.Context, _ lang.Pair, s []string) ([]lang.Translation, error) {
	out := make([]lang.Translation, len(s))
	for i := range s {
		out[i] = lang.Translation{Text: "draft", Provider: "offline", MachineDraft: true}
	}
	return out, nil
}
func (offlineDouble) Explain(context.Context, lang.Pair, string) ([]lang.Hint, error) {
	return []lang.Hint{{Word: "offline-hint"}}, nil
}
func (offlineDouble) Pronounce(context.Context, lang.Code, string) (lang.Pronunciation, error) {
	return lang.Pronunciation{IPA: "ipa"}, nil
}
func (offlineDouble) Synthesize(context.Context, lang.Code, string) (lang.Speech, error) {
	return lang.Speech{Data: mp3Bytes, ContentType: "audio/mpeg"}, nil
}

var (
	_ lang.Translator  = offlineDouble{}
	_ lang.Explainer   = offlineDouble{}
	_ lang.Pronouncer  = offlineDouble{}
	_ lang.Synthesizer = offlineDouble{}
)

const lessonText = "Hola, me llamo Ana. Vivo en Madrid. Me gusta el café."

func TestLessonWithAIFirstAndOfflineFallback(t *testing.T) {
	tests := []struct {
		name      string
		reply     func(t *testing.T, r aitest.Request) aitest.Reply
		translate string // provider of the card translations
		hint      string // first hint word of card 1
	}{
		{"AI answers", func(t *testing.T, r aitest.Request) aitest.Reply { return aitest.ChatJSON(answer(userSentences(t, r))) }, "ai:chat-1", "Vivo"},
		{"AI answers malformed JSON", func(*testing.T, aitest.Request) aitest.Reply { return aitest.Chat("{oops") }, "offline", "offline-hint"},
		{"AI is down", func(*testing.T, aitest.Request) aitest.Reply { return aitest.Status(502) }, "offline", "offline-hint"},
		// A service that hangs costs its tries' timeouts once: the breaker
		// then sends every other call of the lesson offline at once.
		{"AI hangs", func(*testing.T, aitest.Request) aitest.Reply { return aitest.Reply{Delay: time.Minute} }, "offline", "offline-hint"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := aitest.New(t, func(r aitest.Request) aitest.Reply { return tt.reply(t, r) })
			set := New(client(t, s, time.Second, "chat-1", "", ""), Options{})
			store, err := blob.NewLocal(t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			eng := lang.NewEngine(lang.EngineConfig{Providers: append(set.Providers(), offlineDouble{}), Store: store})
			lc, err := eng.BuildLesson(context.Background(), lang.LessonRequest{Target: lang.Spanish, Native: lang.English, Text: lessonText})
			if err != nil {
				t.Fatal(err)
			}
			if lc.Providers[lang.CapTranslate] != "ai:chat-1" || lc.Providers[lang.CapExplain] != "ai:chat-1" ||
				lc.Providers[lang.CapPronounce] != "offline" || lc.Providers[lang.CapSpeak] != "offline" || lc.Providers[lang.CapIllustrate] != "" {
				t.Errorf("providers = %v", lc.Providers)
			}
			if len(lc.Cards) != 3 {
				t.Fatalf("%d cards", len(lc.Cards))
			}
			for _, c := range lc.Cards {
				if c.Translation == nil || c.Translation.Provider != tt.translate || c.Pronunciation == nil || c.Audio == nil || len(c.Hints) == 0 {
					t.Errorf("card %d = %+v", c.Index, c)
				}
			}
			if got := lc.Cards[1].Hints[0].Word; got != tt.hint {
				t.Errorf("hint = %q, want %q", got, tt.hint)
			}
			if tt.translate == "ai:chat-1" && (lc.Cards[1].Translation.MachineDraft || lc.TitleTranslation != "EN("+lc.Title+")") {
				t.Errorf("translation %+v, title %q", lc.Cards[1].Translation, lc.TitleTranslation)
			}
			// One request for the whole lesson (3 sentences and the title):
			// hints reuse it, and after a failure they go straight to offline.
			// A 502 is retried (MaxRetries 2).
			want := 1
			if tt.name == "AI is down" || tt.name == "AI hangs" {
				want = 3
			}
			if n := len(s.Requests()); n != want {
				t.Errorf("%d requests, want %d", n, want)
			}
		})
	}
}

func TestEngineWithoutStoreStillComposes(t *testing.T) {
	s := aitest.New(t, func(aitest.Request) aitest.Reply { return aitest.Status(500) })
	eng := lang.NewEngine(lang.EngineConfig{Providers: append(New(client(t, s, time.Second), Options{}).Providers(), offlineDouble{})})
	p := lang.Pair{Target: lang.Spanish, Native: lang.English}
	if eng.Provider(lang.CapTranslate, p) != "ai:chat-1" || eng.Provider(lang.CapSpeak, p) != "" || eng.Provider(lang.CapIllustrate, p) != "ai-image:img-1" {
		t.Errorf("translate %q speak %q illustrate %q", eng.Provider(lang.CapTranslate, p), eng.Provider(lang.CapSpeak, p), eng.Provider(lang.CapIllustrate, p))
	}
}
