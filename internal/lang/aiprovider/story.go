package aiprovider

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/ai"
	"github.com/storyglot/storyglot/internal/lang"
)

// storySchema is the JSON Schema of a story reply: the story alone, so no
// title or preamble comes with it.
func storySchema() map[string]any {
	return map[string]any{
		"type":                 "object",
		"properties":           map[string]any{"story": map[string]any{"type": "string"}},
		"required":             []string{"story"},
		"additionalProperties": false,
	}
}

// WriteStory implements lang.StoryWriter. A story far from the wanted
// length is asked for once more; of the two, the closer one is kept, and one
// that is still too long is cut after its last whole sentence that fits.
// Nothing is ever padded.
func (c *Chat) WriteStory(ctx context.Context, l lang.Code, req lang.StoryRequest) (string, error) {
	lo, hi := req.Range()
	topic := req.Topic
	if topic == "" {
		topic = "free choice: an everyday scene"
	}
	name := l.Name()
	msgs := []ai.Message{
		{Role: "system", Content: fmt.Sprintf(`You write short stories for people learning %[1]s.
Write the story in %[1]s only (%[2]s), in simple, natural sentences.
Put only the story in "story": no title, no quotation marks around it, no notes, no translation.
Length: about %[3]d characters, counting spaces and punctuation; between %[4]d and %[5]d.`, name, l.Language().NativeName, req.Chars, lo, hi)},
		{Role: "user", Content: "Topic: " + topic},
	}
	best, err := c.story(ctx, msgs)
	if err != nil {
		return "", fmt.Errorf("%s: story: %w", c.Name(), err)
	}
	if n := utf8.RuneCountInString(best); n < lo || n > hi {
		msgs = append(msgs,
			ai.Message{Role: "assistant", Content: best},
			ai.Message{Role: "user", Content: fmt.Sprintf("That story has %d characters. Write it again with about %d characters (between %d and %d), same rules.", n, req.Chars, lo, hi)})
		if again, err := c.story(ctx, msgs); err == nil && lang.LengthOff(again, lo, hi) < lang.LengthOff(best, lo, hi) {
			best = again
		} else if ctx.Err() != nil {
			return "", fmt.Errorf("%s: story: %w", c.Name(), ctx.Err())
		}
	}
	if utf8.RuneCountInString(best) > hi {
		best = lang.FitSentences(l, best, hi)
	}
	return best, nil
}

func (c *Chat) story(ctx context.Context, msgs []ai.Message) (string, error) {
	var r struct {
		Story string `json:"story"`
	}
	if _, err := c.client.ChatJSON(ctx, "story", storySchema(), msgs, &r); err != nil {
		return "", err
	}
	s := clean(r.Story)
	if s == "" {
		return "", fmt.Errorf("the model returned an empty story")
	}
	return s, nil
}

// clean joins the story's lines with single spaces and drops quotation
// marks around the whole of it.
func clean(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	for _, q := range [][2]string{{`"`, `"`}, {"“", "”"}, {"«", "»"}, {"「", "」"}, {"„", "“"}} {
		if strings.HasPrefix(s, q[0]) && strings.HasSuffix(s, q[1]) && len(s) > len(q[0])+len(q[1]) {
			inner := s[len(q[0]) : len(s)-len(q[1])]
			if !strings.Contains(inner, q[0]) && !strings.Contains(inner, q[1]) {
				s = strings.TrimSpace(inner)
			}
		}
	}
	return s
}
