package lang

import (
	"context"
	"errors"
	"testing"
)

func TestParseStoryPrompt(t *testing.T) {
	tests := []struct {
		prompt string
		want   StoryRequest
		err    error
	}{
		{"a cat in Paris #47", StoryRequest{Topic: "a cat in Paris", Chars: 47, Explicit: true}, nil},
		{"#300 a long day at sea", StoryRequest{Topic: "a long day at sea", Chars: 300, Explicit: true}, nil},
		{"a dog", StoryRequest{Topic: "a dog", Chars: StoryDefaultChars}, nil},
		{"the #1 fan #5", StoryRequest{Topic: "the #1 fan", Chars: StoryMinChars, Explicit: true}, nil},
		{"a novel #999999", StoryRequest{Topic: "a novel", Chars: StoryMaxChars, Explicit: true}, nil},
		{"issue#47 is not a directive", StoryRequest{Topic: "issue#47 is not a directive", Chars: StoryDefaultChars}, nil},
		{"#60", StoryRequest{Chars: 60, Explicit: true}, nil},
		{"  \n ", StoryRequest{}, ErrBlankPrompt},
	}
	for _, tt := range tests {
		t.Run(tt.prompt, func(t *testing.T) {
			got, err := ParseStoryPrompt(tt.prompt)
			if !errors.Is(err, tt.err) || got != tt.want {
				t.Errorf("got %+v, %v; want %+v, %v", got, err, tt.want, tt.err)
			}
		})
	}
}

func TestStoryRange(t *testing.T) {
	for _, tt := range []struct {
		req    StoryRequest
		lo, hi int
	}{
		{StoryRequest{Chars: 150}, 90, 220},
		{StoryRequest{Chars: 47, Explicit: true}, 32, 62},
		{StoryRequest{Chars: 13, Explicit: true}, 5, 21},
	} {
		if lo, hi := tt.req.Range(); lo != tt.lo || hi != tt.hi {
			t.Errorf("%+v: range %d..%d, want %d..%d", tt.req, lo, hi, tt.lo, tt.hi)
		}
	}
}

func TestWriteStoryWithoutChatModel(t *testing.T) {
	e := NewEngine(EngineConfig{})
	if e.CanWriteStories(Spanish) {
		t.Error("CanWriteStories without a provider")
	}
	if _, err := e.WriteStory(context.Background(), Spanish, "a cat #47"); !errors.Is(err, ErrUnsupported) {
		t.Errorf("err = %v, want ErrUnsupported", err)
	}
	if _, err := e.WriteStory(context.Background(), Spanish, " "); !errors.Is(err, ErrBlankPrompt) {
		t.Errorf("err = %v, want ErrBlankPrompt", err)
	}
	if _, err := e.WriteStory(context.Background(), "xx", "a cat"); !errors.Is(err, ErrUnknownLanguage) {
		t.Errorf("err = %v, want ErrUnknownLanguage", err)
	}
}

func TestDescribeTranslator(t *testing.T) {
	for provider, want := range map[string]struct {
		wbw bool
		via Code
	}{
		"word-by-word":           {true, ""},
		"apertium:fr-es+spa-eng": {false, Spanish},
		"apertium:spa-eng":       {false, ""},
		"ai:gpt":                 {false, ""},
		"":                       {false, ""},
	} {
		wbw, via := DescribeTranslator(provider)
		if wbw != want.wbw || via != want.via {
			t.Errorf("DescribeTranslator(%q) = %v %q, want %v %q", provider, wbw, via, want.wbw, want.via)
		}
	}
}
