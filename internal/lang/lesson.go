package lang

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"unicode/utf8"
)

// LessonContent is everything the cards of a story need.
type LessonContent struct {
	Target  Code   `json:"target"`
	Native  Code   `json:"native"`
	PairKey string `json:"pair_key"`
	// Title is spec §3's story title: the first 100 characters of the
	// content, followed by "..." if longer.
	Title              string     `json:"title"`
	TitleTranslation   string     `json:"title_translation,omitempty"`
	TitlePronunciation string     `json:"title_pronunciation,omitempty"`
	TitleAudio         *Audio     `json:"title_audio,omitempty"`
	Translation        string     `json:"translation,omitempty"`
	Detected           *Detection `json:"detected,omitempty"`
	// WrongLanguage is true when the text reliably looks like another
	// learning language than the target.
	WrongLanguage bool   `json:"wrong_language"`
	Cards         []Card `json:"cards"`
	// Providers names, per capability, who served it ("" = unsupported).
	Providers map[Capability]string `json:"providers"`
}

// Card is the content of one sentence's flashcard.
type Card struct {
	Index         int            `json:"index"`
	Text          string         `json:"text"`
	Translation   *Translation   `json:"translation,omitempty"`
	Pronunciation *Pronunciation `json:"pronunciation,omitempty"`
	Audio         *Audio         `json:"audio,omitempty"`
	Hints         []Hint         `json:"hints,omitempty"`
	// Problems lists, per capability, why a field is empty.
	Problems map[Capability]string `json:"problems,omitempty"`
}

// StoryTitle applies spec §3: the first 100 characters, "..." if longer.
func StoryTitle(content string) string {
	content = strings.TrimSpace(content)
	if utf8.RuneCountInString(content) <= 100 {
		return content
	}
	return string([]rune(content)[:100]) + "..."
}

// Lesson turns a story into card content: sentences, each with its
// translation, pronunciation, audio and hints; the title and the whole-story
// translation. A capability the pair lacks leaves its field empty and names
// the reason in Card.Problems; only a cancelled context or an empty story is
// an error.
func (e *Engine) Lesson(ctx context.Context, target, native Code, text string) (LessonContent, error) {
	p, err := NewPair(string(target), string(native))
	if err != nil {
		return LessonContent{}, err
	}
	sentences := SplitSentences(p.Target, text)
	if len(sentences) == 0 {
		return LessonContent{}, fmt.Errorf("lang: lesson: empty story")
	}
	lc := LessonContent{Target: p.Target, Native: p.Native, PairKey: p.Key(), Title: StoryTitle(text), Providers: map[Capability]string{}}
	for _, c := range Capabilities() {
		lc.Providers[c] = e.Provider(c, p)
	}
	if d, err := e.Detect(ctx, text); err == nil {
		lc.Detected = &d
		lc.WrongLanguage = d.Reliable && d.Code != p.Target
	}

	lc.Cards = make([]Card, len(sentences))
	texts := make([]string, len(sentences))
	for i, s := range sentences {
		lc.Cards[i] = Card{Index: i, Text: s.Text}
		texts[i] = s.Text
	}

	var wg sync.WaitGroup
	var mu sync.Mutex // guards Card.Problems maps
	// Translation: one call for the story and its title. When the same
	// provider gives the hints (an AI model answers both in one request and
	// caches them), the hints wait for it instead of asking again.
	shared := lc.Providers[CapTranslate] != "" && lc.Providers[CapTranslate] == lc.Providers[CapExplain]
	translated := make(chan struct{})
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer close(translated)
		all := append(append([]string{}, texts...), lc.Title)
		tr, err := e.Translate(ctx, p, all)
		for i := range lc.Cards {
			if err != nil {
				mu.Lock()
				lc.Cards[i].problem(CapTranslate, err)
				mu.Unlock()
				continue
			}
			t := tr[i]
			lc.Cards[i].Translation = &t
		}
		if err == nil && !tr[len(tr)-1].WordByWord {
			// A word-by-word line is a card's aid, not the story's
			// translation.
			lc.TitleTranslation = tr[len(tr)-1].Text
			parts := make([]string, len(texts))
			for i := range texts {
				parts[i] = tr[i].Text
			}
			lc.Translation = strings.Join(parts, " ")
		}
	}()

	sem := make(chan struct{}, e.workers)
	acquire := func() bool {
		select {
		case sem <- struct{}{}:
			return true
		case <-ctx.Done():
			return false
		}
	}
	for i := range lc.Cards {
		c := &lc.Cards[i]
		wg.Add(1)
		go func() {
			defer wg.Done()
			if !acquire() {
				return
			}
			if pr, err := e.Pronounce(ctx, p.Target, c.Text); err == nil {
				c.Pronunciation = &pr
			} else {
				mu.Lock()
				c.problem(CapPronounce, err)
				mu.Unlock()
			}
			if au, err := e.Speak(ctx, p.Target, c.Text); err == nil {
				c.Audio = &au
			} else {
				mu.Lock()
				c.problem(CapSpeak, err)
				mu.Unlock()
			}
			if shared {
				<-sem
				select {
				case <-translated:
				case <-ctx.Done():
					return
				}
				if !acquire() {
					return
				}
			}
			defer func() { <-sem }()
			if h, err := e.Explain(ctx, p, c.Text); err == nil {
				c.Hints = h
			} else {
				mu.Lock()
				c.problem(CapExplain, err)
				mu.Unlock()
			}
		}()
	}
	// The title's pronunciation and audio.
	wg.Add(1)
	go func() {
		defer wg.Done()
		if pr, err := e.Pronounce(ctx, p.Target, lc.Title); err == nil {
			lc.TitlePronunciation = pr.Display()
		}
		if au, err := e.Speak(ctx, p.Target, lc.Title); err == nil {
			lc.TitleAudio = &au
		}
	}()
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return LessonContent{}, fmt.Errorf("lang: lesson: %w", err)
	}
	return lc, nil
}

func (c *Card) problem(cp Capability, err error) {
	if c.Problems == nil {
		c.Problems = map[Capability]string{}
	}
	if errors.Is(err, ErrUnsupported) {
		c.Problems[cp] = ErrUnsupported.Error()
		return
	}
	c.Problems[cp] = err.Error()
}
