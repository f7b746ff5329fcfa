package lang

import (
	"context"
	"fmt"
)

// MaxTextWordsSentences bounds the sentences TextWords glosses.
const MaxTextWordsSentences = 200

// TextWords returns every word of text as a lesson of the pair would gloss
// it (product §18, "share known"): split into sentences, each glossed and
// aligned with Interlinear, the story's names marked as names. It makes no
// card, audio or translation, and needs no network with the offline engine.
func (e *Engine) TextWords(ctx context.Context, p Pair, text string) ([]WordGloss, error) {
	sentences := SplitSentences(p.Target, text)
	if len(sentences) > MaxTextWordsSentences {
		sentences = sentences[:MaxTextWordsSentences]
	}
	texts := make([]string, len(sentences))
	for i, s := range sentences {
		texts[i] = s.Text
	}
	names := StoryNames(p.Target, texts)
	characters := StoryCharacters(p.Target, texts, names)
	var out []WordGloss
	for _, t := range texts {
		g, err := e.Gloss(ctx, p, t)
		if err != nil {
			return nil, fmt.Errorf("lang: words of a text: %w", err)
		}
		ws := Interlinear(t, g, e.gapWords(p.Target))
		nameGlosses(names, characters, ws)
		out = append(out, ws...)
	}
	return out, nil
}
