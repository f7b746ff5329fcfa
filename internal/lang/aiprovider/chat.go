package aiprovider

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/storyglot/storyglot/internal/ai"
	"github.com/storyglot/storyglot/internal/lang"
)

// Chat translates and explains sentences and writes stories with the chat
// model. One structured call per chunk of sentences returns, for each, the
// translation, a short note and the key words; Explain reuses the answer.
type Chat struct {
	client *ai.Client
	chunk  int
	cache  *cache
}

var (
	_ lang.Translator  = (*Chat)(nil)
	_ lang.Explainer   = (*Chat)(nil)
	_ lang.StoryWriter = (*Chat)(nil)
)

// Name implements lang.Provider: "ai:" and the chat model.
func (c *Chat) Name() string { return "ai:" + c.client.ChatModel() }

// Supports implements lang.Provider: every pair, and stories in every
// language.
func (c *Chat) Supports(cp lang.Capability, p lang.Pair) bool {
	switch cp {
	case lang.CapTranslate, lang.CapExplain:
		return p.Target.Valid() && p.Native.Valid() && p.Target != p.Native
	case lang.CapStory:
		return p.Target.Valid()
	}
	return false
}

// Translate implements lang.Translator.
func (c *Chat) Translate(ctx context.Context, p lang.Pair, sentences []string) ([]lang.Translation, error) {
	res, err := c.analyse(ctx, p, sentences)
	if err != nil {
		return nil, fmt.Errorf("%s: translate %s: %w", c.Name(), p, err)
	}
	out := make([]lang.Translation, len(res))
	for i, r := range res {
		out[i] = r.translation
	}
	return out, nil
}

// Explain implements lang.Explainer: the key words of the sentence, from the
// lesson's translation call when it already ran.
func (c *Chat) Explain(ctx context.Context, p lang.Pair, sentence string) ([]lang.Hint, error) {
	res, err := c.analyse(ctx, p, []string{sentence})
	if err != nil {
		return nil, fmt.Errorf("%s: explain %s: %w", c.Name(), p, err)
	}
	return append([]lang.Hint(nil), res[0].hints...), nil
}

// analyse returns the analysis of each sentence: from the cache, from a call
// in flight, or from new calls of at most c.chunk sentences each, made
// concurrently (the client bounds the requests in flight).
func (c *Chat) analyse(ctx context.Context, p lang.Pair, sentences []string) ([]analysis, error) {
	if !c.Supports(lang.CapTranslate, p) {
		return nil, lang.ErrUnsupported
	}
	entries := make([]*entry, len(sentences))
	var mine []*entry
	var texts []string
	for i, s := range sentences {
		s = strings.TrimSpace(s)
		e, owner := c.cache.claim(p.Key() + "\x00" + s)
		entries[i] = e
		if owner {
			mine = append(mine, e)
			texts = append(texts, s)
		}
	}
	var wg sync.WaitGroup
	for start := 0; start < len(mine); start += c.chunk {
		end := min(start+c.chunk, len(mine))
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, err := c.call(ctx, p, texts[start:end])
			for k, e := range mine[start:end] {
				var r analysis
				if err == nil {
					r = res[k]
				}
				c.cache.fill(ctx, e, r, err)
			}
		}()
	}
	out := make([]analysis, len(entries))
	var errs []error
	for i, e := range entries {
		r, err := wait(ctx, e)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		out[i] = r
	}
	wg.Wait()
	if len(errs) > 0 {
		return nil, dedupe(errs)
	}
	return out, nil
}

// dedupe joins errors, each distinct message once (a failed chunk fails all
// of its sentences).
func dedupe(errs []error) error {
	seen := map[string]bool{}
	var out []error
	for _, err := range errs {
		if !seen[err.Error()] {
			seen[err.Error()] = true
			out = append(out, err)
		}
	}
	return errors.Join(out...)
}

// reply is the structured answer of one chat call.
type reply struct {
	Sentences []struct {
		Index       int    `json:"index"`
		Translation string `json:"translation"`
		Explanation string `json:"explanation"`
		Words       []struct {
			Word  string `json:"word"`
			Lemma string `json:"lemma"`
			POS   string `json:"pos"`
			Gloss string `json:"gloss"`
			Note  string `json:"note"`
		} `json:"words"`
	} `json:"sentences"`
}

// call makes one chat call for texts and checks the answer: one item per
// sentence, in order, each translated.
func (c *Chat) call(ctx context.Context, p lang.Pair, texts []string) ([]analysis, error) {
	user, err := json.Marshal(map[string]any{"sentences": texts})
	if err != nil {
		return nil, err
	}
	msgs := []ai.Message{
		{Role: "system", Content: systemPrompt(p, len(texts))},
		{Role: "user", Content: string(user)},
	}
	var r reply
	if _, err := c.client.ChatJSON(ctx, "sentences", sentenceSchema(), msgs, &r); err != nil {
		return nil, err
	}
	if len(r.Sentences) != len(texts) {
		return nil, fmt.Errorf("the model returned %d sentences for %d", len(r.Sentences), len(texts))
	}
	out := make([]analysis, len(texts))
	for i, s := range r.Sentences {
		if s.Index != i+1 {
			return nil, fmt.Errorf("the model returned sentence %d in place %d", s.Index, i+1)
		}
		tr := strings.TrimSpace(s.Translation)
		if tr == "" {
			return nil, fmt.Errorf("the model left sentence %d untranslated", i+1)
		}
		a := analysis{translation: lang.Translation{Text: tr, Provider: c.Name(), Note: strings.TrimSpace(s.Explanation)}}
		lower := strings.ToLower(texts[i])
		for _, w := range s.Words {
			word := strings.TrimSpace(w.Word)
			// A key word must be in the sentence: nothing invented.
			if word == "" || !strings.Contains(lower, strings.ToLower(word)) {
				continue
			}
			a.hints = append(a.hints, lang.Hint{
				Word: word, Lemma: strings.TrimSpace(w.Lemma), POS: coarsePOS(w.POS),
				Gloss: strings.TrimSpace(w.Gloss), Note: strings.TrimSpace(w.Note),
			})
		}
		out[i] = a
	}
	return out, nil
}
