package lang

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Story lengths in characters (runes). Product §6: a "#N" in the prompt sets
// the length; a story needs at least 13 characters to make flashcards.
const (
	StoryMinChars     = 13
	StoryMaxChars     = 2000
	StoryDefaultChars = 150 // "about 100 to 200 characters"
)

// StoryRequest is a parsed AI story prompt.
type StoryRequest struct {
	// Topic is the prompt without its "#N" directive; it may be empty when
	// the prompt was only "#N".
	Topic string
	// Chars is the wanted length in characters, in [StoryMinChars,
	// StoryMaxChars].
	Chars int
	// Explicit is true when the prompt set Chars with "#N".
	Explicit bool
}

// Range is the length a story may have to count as "about Chars": within
// about a third of the target, wider for very short stories.
func (r StoryRequest) Range() (lo, hi int) {
	if !r.Explicit {
		return 90, 220
	}
	slack := max(r.Chars/3, 8)
	return max(r.Chars-slack, 1), r.Chars + slack
}

var charsDirective = regexp.MustCompile(`(^|\s)#(\d{1,6})\b`)

// ParseStoryPrompt reads a prompt such as "a cat in Paris #47": the last
// "#N" sets the length (clamped to [StoryMinChars, StoryMaxChars]) and is
// removed from the topic. A blank prompt is ErrBlankPrompt.
func ParseStoryPrompt(prompt string) (StoryRequest, error) {
	prompt = strings.TrimSpace(prompt)
	if prompt == "" {
		return StoryRequest{}, fmt.Errorf("lang: story: %w", ErrBlankPrompt)
	}
	req := StoryRequest{Chars: StoryDefaultChars}
	if m := charsDirective.FindAllStringSubmatchIndex(prompt, -1); len(m) > 0 {
		last := m[len(m)-1]
		n, err := strconv.Atoi(prompt[last[4]:last[5]])
		if err == nil {
			req.Chars = min(max(n, StoryMinChars), StoryMaxChars)
			req.Explicit = true
		}
		prompt = prompt[:last[0]] + " " + prompt[last[1]:]
	}
	req.Topic = strings.Join(strings.Fields(prompt), " ")
	return req, nil
}

// CanWriteStories reports whether a provider (an AI chat model) can write
// stories in l.
func (e *Engine) CanWriteStories(l Code) bool {
	return e.Provider(CapStory, Pair{Target: l}) != ""
}

// WriteStory writes a story in target from a learner's prompt (product §6's AI
// Story tab). Without a chat model the error is ErrUnsupported; a blank
// prompt is ErrBlankPrompt.
func (e *Engine) WriteStory(ctx context.Context, target Code, prompt string) (string, error) {
	if !target.Valid() {
		return "", fmt.Errorf("lang: story: %w: %q", ErrUnknownLanguage, target)
	}
	req, err := ParseStoryPrompt(prompt)
	if err != nil {
		return "", err
	}
	v, _, err := try(ctx, e, CapStory, Pair{Target: target}, func(p Provider) (string, error) {
		s, err := unwrap(p).(StoryWriter).WriteStory(ctx, target, req)
		if err == nil && utf8.RuneCountInString(strings.TrimSpace(s)) < StoryMinChars {
			err = fmt.Errorf("story of %d characters is too short", utf8.RuneCountInString(s))
		}
		return s, err
	})
	return v, err
}
