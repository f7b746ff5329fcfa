package gloss

import (
	"context"
	"fmt"
	"strings"
	"sync"

	"github.com/storyglot/storyglot/internal/lang"
)

// WordByWord stands in for a translator where none reaches the pair (de,
// ru, ja, ko, zh, ar ↔ most others): each word's first gloss in sentence
// order, names and unknown words as written. Its output is marked
// WordByWord, so cards label it as a word-by-word line and never as a
// translation. It comes after every real translator in the chain.
type WordByWord struct{ Glosser *Glosser }

var _ lang.Translator = WordByWord{}

// WordByWordProvider is the provider name cards carry in BackProvider.
const WordByWordProvider = lang.WordByWordProvider

// Name implements lang.Provider.
func (w WordByWord) Name() string { return WordByWordProvider }

// Supports implements lang.Provider: translation wherever the glosser glosses.
func (w WordByWord) Supports(c lang.Capability, p lang.Pair) bool {
	return c == lang.CapTranslate && w.Glosser != nil && w.Glosser.Supports(lang.CapGloss, p)
}

// Translate implements lang.Translator.
func (w WordByWord) Translate(ctx context.Context, p lang.Pair, sentences []string) ([]lang.Translation, error) {
	if !w.Supports(lang.CapTranslate, p) {
		return nil, fmt.Errorf("word-by-word %s: %w", p, lang.ErrUnsupported)
	}
	// Sentences are glossed four at a time (hunspell and the dictionaries
	// wait on I/O); each result goes to its own index, so the order is the
	// input's whatever finishes first.
	out := make([]lang.Translation, len(sentences))
	errs := make([]error, len(sentences))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 4)
	for i, s := range sentences {
		if strings.TrimSpace(s) == "" {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			glosses, err := w.Glosser.Gloss(ctx, p, s)
			if err != nil {
				errs[i] = fmt.Errorf("word-by-word %s: %w", p, err)
				return
			}
			out[i] = lang.Translation{Text: wordByWordLine(glosses), Provider: WordByWordProvider, MachineDraft: true, WordByWord: true}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// wordByWordLine joins the head of each word's first sense ("have" of
// "have, have got"), keeping words without a sense as written and leaving
// out particles; a word repeated at once is written once.
func wordByWordLine(glosses []lang.Gloss) string {
	var parts []string
	for _, g := range glosses {
		if g.POS == "part" {
			continue // Japanese particles and endings have no word of their own
		}
		piece := g.Word
		if len(g.Senses) > 0 && g.POS != "propn" {
			piece, _, _ = strings.Cut(g.Senses[0], ",")
			piece, _, _ = strings.Cut(piece, ";")
			piece = strings.TrimPrefix(strings.TrimSpace(stripParens(piece)), "to ")
		}
		if piece == "" || len(parts) > 0 && strings.EqualFold(parts[len(parts)-1], piece) {
			continue
		}
		parts = append(parts, piece)
	}
	return strings.Join(parts, " ")
}
