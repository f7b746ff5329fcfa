package aiprovider

import (
	"context"
	"encoding/base64"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/ai/aitest"
	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/lang"
)

var (
	mp3Bytes = append([]byte("ID3\x04\x00\x00\x00\x00\x00\x00"), make([]byte, 32)...)
	pngBytes = append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), make([]byte, 32)...)
)

func TestSpeechThroughEngine(t *testing.T) {
	s := aitest.New(t, func(r aitest.Request) aitest.Reply {
		if r.Path != "/v1/audio/speech" || r.Model() != "tts-1" || r.Body["voice"] != "nova" || r.Body["input"] != "Hola." || r.Auth != "Bearer k-test" {
			t.Errorf("speech request %s %v", r.Path, r.Body)
		}
		return aitest.Reply{ContentType: "audio/mpeg", Body: mp3Bytes}
	})
	set := New(client(t, s, time.Second), Options{Voice: "nova"})
	store, err := blob.NewLocal(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	eng := lang.NewEngine(lang.EngineConfig{Providers: set.Providers(), Store: store})
	ctx := context.Background()
	a, err := eng.Speak(ctx, lang.Spanish, "Hola.")
	if err != nil {
		t.Fatal(err)
	}
	// The key names the model and the voice.
	if want := lang.AudioKey("ai-speech:tts-1:nova", lang.Spanish, "Hola.", ".mp3"); a.Key != want || a.Cached {
		t.Errorf("audio = %+v, want key %s", a, want)
	}
	if a, err = eng.Speak(ctx, lang.Spanish, "Hola."); err != nil || !a.Cached || len(s.Requests()) != 1 {
		t.Errorf("second speak = %+v, %v after %d requests", a, err, len(s.Requests()))
	}
}

func TestSpeechRejectsOtherFormats(t *testing.T) {
	s := aitest.New(t, func(aitest.Request) aitest.Reply {
		return aitest.Reply{ContentType: "audio/wav", Body: []byte("RIFF\x00\x00\x00\x00WAVEfmt ")}
	})
	_, err := New(client(t, s, time.Second), Options{}).Speech.Synthesize(context.Background(), lang.French, "Bonjour.")
	if err == nil || !strings.Contains(err.Error(), "not MP3") {
		t.Errorf("err = %v", err)
	}
}

func TestIllustrate(t *testing.T) {
	tests := []struct {
		name    string
		data    []byte
		wantErr string
	}{
		{"png", pngBytes, ""},
		{"jpeg", append([]byte{0xFF, 0xD8, 0xFF, 0xE0}, make([]byte, 16)...), ""},
		{"not an image", []byte("hello, this is text"), "want PNG or JPEG"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := aitest.New(t, func(r aitest.Request) aitest.Reply {
				return aitest.Reply{ContentType: "application/json", Body: []byte(`{"created":1,"data":[{"b64_json":"` + base64.StdEncoding.EncodeToString(tt.data) + `"}]}`)}
			})
			im := New(client(t, s, time.Second), Options{}).Images
			img, err := im.Illustrate(context.Background(), esEn, "El gato duerme.")
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v", err)
				}
				return
			}
			if err != nil || string(img.Data) != string(tt.data) || !strings.HasPrefix(img.ContentType, "image/") {
				t.Fatalf("image = %q %s, %v", img.Data[:4], img.ContentType, err)
			}
			r := s.Requests()[0]
			if p, _ := r.Body["prompt"].(string); r.Path != "/v1/images/generations" || r.Model() != "img-1" || !strings.Contains(p, "El gato duerme.") || r.Body["response_format"] != "b64_json" {
				t.Errorf("image request %s %v", r.Path, r.Body)
			}
		})
	}
}

func TestOnlyConfiguredModelsAreProviders(t *testing.T) {
	s := aitest.New(t, func(aitest.Request) aitest.Reply { return aitest.Status(500) })
	set := New(client(t, s, time.Second, "chat-1", "", ""), Options{})
	if set.Speech != nil || set.Images != nil || len(set.Providers()) != 1 {
		t.Fatalf("providers = %v", set.Providers())
	}
	eng := lang.NewEngine(lang.EngineConfig{Providers: set.Providers(), Store: blob.Discard{}})
	if got := eng.Provider(lang.CapIllustrate, esEn); got != "" {
		t.Errorf("illustrate provider = %q", got)
	}
	if _, err := eng.Illustrate(context.Background(), esEn, "x"); !errors.Is(err, lang.ErrUnsupported) {
		t.Errorf("illustrate err = %v", err)
	}
	if got := eng.Provider(lang.CapSpeak, esEn); got != "" {
		t.Errorf("speak provider = %q", got)
	}
	if len(s.Requests()) != 0 {
		t.Error("unsupported capabilities made requests")
	}
}
