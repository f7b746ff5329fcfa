package genie

import (
	"context"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/ai"
	"github.com/storyglot/storyglot/internal/lang"
)

// writeStory asks for a story and checks it: not empty, in the target
// language (the detector), about the asked length. A wrong-language or empty
// answer, or one far from the length, is asked for once more; an answer
// still empty or in another language is an error (the wish goes back), one
// still too long is cut after its last whole sentence that fits. Under a
// limit the story never exceeds it: a first sentence longer than the limit
// is cut at a word and marked "…".
func (s *Service) writeStory(ctx context.Context, msgs []ai.Message, target lang.Code, chars int, under bool) (string, error) {
	lo, hi := window(chars, under)
	var best string
	var lastErr error
	for attempt := range 2 {
		var r struct {
			Story string `json:"story"`
		}
		if _, err := s.chat.ChatJSON(ctx, "story", storySchema, msgs, &r); err != nil {
			lastErr = err
			if ctx.Err() != nil {
				break
			}
			continue
		}
		story := strings.Join(strings.Fields(r.Story), " ")
		switch {
		case story == "":
			lastErr = fmt.Errorf("genie: empty story")
			msgs = retry(msgs, story, "That answer was empty. Write the story now, same rules.")
			continue
		case !s.inLanguage(ctx, story, target):
			lastErr = fmt.Errorf("genie: story not in %s", target)
			msgs = retry(msgs, story, fmt.Sprintf("That story is not in %s. Write it again in %s only, same rules.", target.Name(), target.Name()))
			continue
		}
		n := utf8.RuneCountInString(story)
		if best == "" || lang.LengthOff(story, lo, hi) < lang.LengthOff(best, lo, hi) {
			best = story
		}
		if n >= lo && n <= hi || attempt == 1 {
			break
		}
		msgs = retry(msgs, story, fmt.Sprintf("That story has %d characters. Write it again with %s %d characters (between %d and %d), same rules.", n, lengthWord(under), chars, lo, hi))
	}
	if best == "" {
		return "", lastErr
	}
	if utf8.RuneCountInString(best) > hi {
		best = lang.FitSentences(target, best, hi)
	}
	if under && utf8.RuneCountInString(best) > hi {
		best = cutAtWord(best, hi)
	}
	return best, nil
}

// cutAtWord keeps at most max characters of s, "…" included, ending at a
// word (or anywhere in a script written without spaces).
func cutAtWord(s string, max int) string {
	r := []rune(s)
	keep := string(r[:max-1])
	if i := strings.LastIndexByte(keep, ' '); i > len(keep)/2 {
		keep = keep[:i]
	}
	return strings.TrimRightFunc(keep, func(c rune) bool { return unicode.IsPunct(c) || unicode.IsSpace(c) }) + "…"
}

func retry(msgs []ai.Message, answer, ask string) []ai.Message {
	out := append([]ai.Message(nil), msgs...)
	if answer != "" {
		out = append(out, ai.Message{Role: "assistant", Content: `{"story":` + quote(answer) + `}`})
	}
	return append(out, ai.Message{Role: "user", Content: ask})
}

func quote(s string) string { return fmt.Sprintf("%q", s) }

// inLanguage is false only when the detector is sure the text is in
// another language; short or mixed text it cannot judge passes.
func (s *Service) inLanguage(ctx context.Context, text string, target lang.Code) bool {
	if s.detect == nil {
		return true
	}
	d, err := s.detect.Detect(ctx, text)
	if err != nil {
		return true
	}
	return d.Code == target || !d.Reliable
}

// writeIdeas asks for the 13 ideas, once more when the list is not 13.
func (s *Service) writeIdeas(ctx context.Context, msgs []ai.Message) ([]Idea, error) {
	var lastErr error
	for range 2 {
		var r struct {
			Ideas []Idea `json:"ideas"`
		}
		if _, err := s.chat.ChatJSON(ctx, "story_ideas", ideasSchema, msgs, &r); err != nil {
			lastErr = err
			if ctx.Err() != nil {
				break
			}
			continue
		}
		ideas := make([]Idea, 0, len(r.Ideas))
		for _, i := range r.Ideas {
			i.Title, i.Description = cutRunes(strings.TrimSpace(i.Title), 120), cutRunes(strings.TrimSpace(i.Description), 400)
			if i.Difficulty != "Beginner" && i.Difficulty != "Intermediate" && i.Difficulty != "Advanced" {
				i.Difficulty = "Intermediate"
			}
			if i.Title != "" {
				ideas = append(ideas, i)
			}
		}
		if len(ideas) == IdeaCount {
			return ideas, nil
		}
		lastErr = fmt.Errorf("genie: %d ideas", len(ideas))
	}
	return nil, lastErr
}

// writeAnswer asks for a conversation answer, once more when it is empty.
func (s *Service) writeAnswer(ctx context.Context, msgs []ai.Message) (string, error) {
	var lastErr error
	for range 2 {
		var r struct {
			Answer string `json:"answer"`
		}
		if _, err := s.chat.ChatJSON(ctx, "genie_answer", answerSchema, msgs, &r); err != nil {
			lastErr = err
			if ctx.Err() != nil {
				break
			}
			continue
		}
		if a := strings.TrimSpace(r.Answer); a != "" {
			return cutRunes(a, MaxAnswerRunes), nil
		}
		lastErr = fmt.Errorf("genie: empty answer")
	}
	return "", lastErr
}
