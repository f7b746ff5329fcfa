package lang

import (
	"context"
	"errors"
	"fmt"
)

// prepared is a card made, or why it could not be.
type prepared struct {
	card Card
	err  error
}

// sentenceCards makes the cards of the sentences not yet written, several
// at once, and emits them in order as they are ready.
func (e *Engine) sentenceCards(ctx context.Context, p Pair, r LessonRequest, texts []string, written map[int]Card,
	tr *lessonTranslation) ([]Card, error) {
	names := StoryNames(p.Target, texts)
	characters := StoryCharacters(p.Target, texts, names)
	// When the translator also gives the hints (an AI model answers both in
	// one request and caches them), the hints wait for it instead of asking
	// again.
	shared := e.Provider(CapTranslate, p) != "" && e.Provider(CapTranslate, p) == e.Provider(CapExplain, p)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	results := make([]chan prepared, len(texts))
	sem := make(chan struct{}, e.workers)
	acquire := func() bool {
		select {
		case sem <- struct{}{}:
			return true
		case <-ctx.Done():
			return false
		}
	}
	for i, text := range texts {
		results[i] = make(chan prepared, 1)
		if _, ok := written[i]; ok {
			results[i] <- prepared{}
			continue
		}
		go func() {
			if shared {
				select {
				case <-tr.done:
				case <-ctx.Done():
				}
			}
			if !acquire() {
				results[i] <- prepared{err: ctx.Err()}
				return
			}
			defer func() { <-sem }()
			c := Card{Index: i, Kind: KindSentence, Text: text}
			err := e.fillCard(ctx, p, &c, true, storyNames{names, characters}, r.Partial)
			results[i] <- prepared{card: c, err: err}
		}()
	}
	select {
	case <-tr.done:
	case <-ctx.Done():
		cancel()
		discard(r, results)
		return nil, fmt.Errorf("lang: lesson: %w", ctx.Err())
	}
	if tr.err != nil && !errors.Is(tr.err, ErrUnsupported) {
		cancel()
		discard(r, results)
		return nil, fmt.Errorf("lang: lesson: translate: %w", tr.err)
	}
	cards := make([]Card, len(texts))
	for i := range texts {
		res := <-results[i]
		if c, ok := written[i]; ok {
			cards[i] = c
			continue
		}
		if res.err != nil {
			cancel()
			discard(r, results[i+1:], res.card)
			return nil, res.err
		}
		c := res.card
		if tr.err != nil {
			c.problem(CapTranslate, tr.err)
		} else {
			t := tr.out[i]
			c.Translation = &t
			if !t.MachineDraft {
				agreeWithTranslation(&c, t.Text)
			}
		}
		if err := e.emit(ctx, r, c); err != nil {
			cancel()
			discard(r, results[i+1:], c)
			return nil, err
		}
		cards[i] = c
	}
	return cards, nil
}

// discard hands made, then the cards of rest, made or part-made, to
// r.Discard once each is done (the caller cancels first, so the unstarted
// ones end at once); a card that failed may have stored some of its files.
func discard(r LessonRequest, rest []chan prepared, made ...Card) {
	for _, ch := range rest {
		made = append(made, (<-ch).card)
	}
	for _, c := range made {
		if r.Discard != nil && c.Text != "" {
			r.Discard(c)
		}
	}
}

func (e *Engine) emit(ctx context.Context, r LessonRequest, c Card) error {
	if r.Emit == nil {
		return nil
	}
	return r.Emit(ctx, c)
}

// wordCards makes the key-word cards, several at once, and emits them in
// order: a content word's lemma with its gloss, pronunciation and audio,
// and the sentence it comes from as a hint.
func (e *Engine) wordCards(ctx context.Context, p Pair, r LessonRequest, first int, sentences []Card, written map[int]Card) ([]Card, error) {
	words := keyWords(sentences, r.WordCards)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	results := make([]chan prepared, len(words))
	sem := make(chan struct{}, e.workers)
	for j, w := range words {
		results[j] = make(chan prepared, 1)
		if _, ok := written[first+j]; ok {
			results[j] <- prepared{}
			continue
		}
		go func() {
			select {
			case sem <- struct{}{}:
			case <-ctx.Done():
				results[j] <- prepared{err: ctx.Err()}
				return
			}
			defer func() { <-sem }()
			c := Card{Index: first + j, Kind: KindWord, Text: w.front, Glosses: []WordGloss{w.gloss}}
			err := e.fillCard(ctx, p, &c, false, storyNames{}, r.Partial)
			c.Hints = []Hint{w.hint} // the source sentence, not the word's own analysis
			results[j] <- prepared{card: c, err: err}
		}()
	}
	var out []Card
	for j := range words {
		res := <-results[j]
		if c, ok := written[first+j]; ok {
			out = append(out, c)
			continue
		}
		if res.err != nil {
			cancel()
			discard(r, results[j+1:], res.card)
			return nil, res.err
		}
		if err := e.emit(ctx, r, res.card); err != nil {
			cancel()
			discard(r, results[j+1:], res.card)
			return nil, err
		}
		out = append(out, res.card)
	}
	return out, nil
}
