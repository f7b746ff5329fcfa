package lang

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// LessonContent is everything the cards of a story need.
type LessonContent struct {
	Target  Code   `json:"target"`
	Native  Code   `json:"native"`
	PairKey string `json:"pair_key"`
	// Title is the lesson's title (LessonTitle, or the one the request gave).
	Title              string     `json:"title"`
	TitleTranslation   string     `json:"title_translation,omitempty"`
	TitlePronunciation string     `json:"title_pronunciation,omitempty"`
	TitleAudio         *Audio     `json:"title_audio,omitempty"`
	Translation        string     `json:"translation,omitempty"`
	Detected           *Detection `json:"detected,omitempty"`
	// WrongLanguage is true when the text reliably looks like another
	// learning language than the target.
	WrongLanguage bool `json:"wrong_language"`
	// Cards are the sentence cards, one per sentence in story order.
	Cards []Card `json:"cards"`
	// Words are the key-word cards that follow them.
	Words []Card `json:"words,omitempty"`
	// Providers names, per capability, who served it ("" = unsupported).
	Providers map[Capability]string `json:"providers"`
}

// Card kinds.
const (
	KindSentence = "sentence"
	KindWord     = "word"
)

// Card is the content of one flashcard: a sentence, or a key word of the
// story with the sentence it comes from as its hint.
type Card struct {
	// Index is the card's position in the lesson: sentences first, then
	// the key words.
	Index         int            `json:"index"`
	Kind          string         `json:"kind"`
	Text          string         `json:"text"`
	Translation   *Translation   `json:"translation,omitempty"`
	Pronunciation *Pronunciation `json:"pronunciation,omitempty"`
	Audio         *Audio         `json:"audio,omitempty"`
	// ImageKey is the stored picture of a sentence when the engine draws.
	ImageKey string `json:"image_key,omitempty"`
	Hints    []Hint `json:"hints,omitempty"`
	// Glosses are the card's words in order, each with its gloss (product
	// §6): on a sentence card every word of the sentence, on a word card
	// the word itself. Translation is set only by a sentence translator;
	// where none reaches the pair, the glosses are the back.
	Glosses []WordGloss `json:"glosses,omitempty"`
	// Problems lists, per capability, why a field is empty.
	Problems map[Capability]string `json:"problems,omitempty"`
}

// StoryTitle applies product §9's title cut: the first 100 characters, "..." if longer.
func StoryTitle(content string) string {
	content = strings.TrimSpace(content)
	if utf8.RuneCountInString(content) <= 100 {
		return content
	}
	return string([]rune(content)[:100]) + "..."
}

// MaxTitleChars bounds a lesson's title so that it fits a phone's heading in
// two lines; the whole story is in the lesson's reader view.
const MaxTitleChars = 60

// LessonTitle is a lesson's title: the story's first sentence, cut at a
// word before MaxTitleChars with "…" when longer (its pronunciation and
// audio are of this text).
func LessonTitle(l Code, content string) string {
	first := content
	if ss := SplitSentences(l, content); len(ss) > 0 {
		first = ss[0].Text
	}
	first = strings.Join(strings.Fields(first), " ")
	r := []rune(first)
	if len(r) <= MaxTitleChars {
		return first
	}
	cut := string(r[:MaxTitleChars-1])
	if i := strings.LastIndexByte(cut, ' '); i > MaxTitleChars/2 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,;:—-") + "…"
}

// DefaultWordCards is how many key-word cards a lesson gets.
const DefaultWordCards = 12

// ErrEmptyStory: the story has no sentence to make a card of.
var ErrEmptyStory = errors.New("lang: lesson: no sentences in the story")

// ProblemUnsupported is the problem noted on a card for a capability the
// pair lacks.
const ProblemUnsupported = "not available for this language pair"

// LessonRequest is a story to make a lesson of, and how.
type LessonRequest struct {
	Target, Native Code
	Text           string
	// Title is the story's title; "" is LessonTitle (a learner's lesson's).
	Title string
	// WordCards bounds the key-word cards (0 = DefaultWordCards, < 0 = none).
	WordCards int
	// Ours, when set, gives our own translation of a story we wrote for n
	// sentences: one per sentence and then the title's. nil (or a nil
	// slice) lets the engine translate.
	Ours func(ctx context.Context, n int) ([]Translation, error)
	// Written are the cards a previous attempt already stored: they are
	// not made again (nor emitted), and their hints feed the key words.
	Written []Card
	// Emit, when set, receives each new card in position order as soon as
	// it and the cards before it are ready (to store and announce it). An
	// error stops the lesson and is returned.
	Emit func(ctx context.Context, c Card) error
	// Discard receives the cards made (or part-made) but never emitted
	// because the lesson stopped: an Emit, a card or the translation failed,
	// or ctx ended. Their files were stored and may need sweeping.
	Discard func(c Card)
	// Partial is a try after the first (decision 0042): a part of a card that fails
	// (its audio, picture, pronunciation, hints, glosses) is left out and
	// its reason noted on the card, instead of failing the lesson. A failed
	// translation still fails it: that is what the learner pays for.
	Partial bool
}

// BuildLesson makes the lesson of a story: its sentences, each with its
// translation, pronunciation, audio, hints (without the story's names,
// DropStoryNames) and picture; the key words of the story as cards of
// their own; the title and the whole-story translation. This is the one
// path every lesson takes: the learner's (internal/lessons), the CLI's, the
// benchmarks' and the corpus tests'.
//
// A capability the pair lacks leaves its field empty and names the reason
// in Card.Problems; any other provider error fails the lesson (the caller
// retries) unless the request is Partial and the error is not the
// translation's, when it is noted the same way. A cancelled context and an
// empty story (ErrEmptyStory) always fail it.
func (e *Engine) BuildLesson(ctx context.Context, r LessonRequest) (LessonContent, error) {
	p, err := NewPair(string(r.Target), string(r.Native))
	if err != nil {
		return LessonContent{}, err
	}
	sentences := SplitSentences(p.Target, r.Text)
	if len(sentences) == 0 {
		return LessonContent{}, ErrEmptyStory
	}
	if r.Title == "" {
		r.Title = LessonTitle(p.Target, r.Text)
	}
	if r.WordCards == 0 {
		r.WordCards = DefaultWordCards
	}
	lc := LessonContent{Target: p.Target, Native: p.Native, PairKey: p.Key(), Title: r.Title, Providers: map[Capability]string{}}
	for _, c := range Capabilities() {
		lc.Providers[c] = e.Provider(c, p)
	}
	texts := make([]string, len(sentences))
	for i, s := range sentences {
		texts[i] = s.Text
	}
	written := map[int]Card{}
	for _, c := range r.Written {
		written[c.Index] = c
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	tr := e.translateLesson(ctx, p, r, texts)
	cards, err := e.sentenceCards(ctx, p, r, texts, written, tr)
	if err != nil {
		return LessonContent{}, err
	}
	lc.Cards = cards
	if lc.Words, err = e.wordCards(ctx, p, r, len(texts), cards, written); err != nil {
		return LessonContent{}, err
	}

	// The title and the whole story.
	if tr.err == nil {
		lc.TitleTranslation = tr.out[len(texts)].Text
		parts := make([]string, len(texts))
		for i := range texts {
			parts[i] = tr.out[i].Text
		}
		lc.Translation = strings.Join(parts, " ")
	}
	if pr, err := e.Pronounce(ctx, p.Target, r.Title); err == nil {
		lc.TitlePronunciation = pr.Display()
	}
	if au, err := e.Speak(ctx, p.Target, r.Title); err == nil {
		lc.TitleAudio = &au
	}
	if d, err := e.Detect(ctx, r.Text); err == nil {
		lc.Detected = &d
		lc.WrongLanguage = d.Reliable && d.Code != p.Target
	}
	if err := ctx.Err(); err != nil {
		return LessonContent{}, fmt.Errorf("lang: lesson: %w", err)
	}
	return lc, nil
}

// lessonTranslation is the translation of every sentence and then the
// title, ready once done is closed.
type lessonTranslation struct {
	done chan struct{}
	out  []Translation
	err  error // ErrUnsupported: the cards note it
}

// translateLesson translates the sentences and the title in one call, in
// the background (our own translation, when there is one, instead).
func (e *Engine) translateLesson(ctx context.Context, p Pair, r LessonRequest, texts []string) *lessonTranslation {
	tr := &lessonTranslation{done: make(chan struct{})}
	go func() {
		defer close(tr.done)
		if r.Ours != nil {
			tr.out, tr.err = r.Ours(ctx, len(texts))
			if tr.err != nil || tr.out != nil {
				return
			}
		}
		tr.out, tr.err = e.Translate(ctx, p, append(append([]string{}, texts...), r.Title))
	}()
	return tr
}

// storyNames are the names a story shows (StoryNames) and, among them, the
// characters named by a noun (StoryCharacters).
type storyNames struct{ all, characters map[string]bool }

// gapWords splits the stretches of a sentence the glosser left out into
// words: Unicode words where words are separated by spaces; for Japanese and
// Chinese, whose glossers segment every word, a stretch is one piece.
func (e *Engine) gapWords(l Code) func(string) []Token {
	if l == Japanese || l == Chinese {
		return nil
	}
	return UnicodeWords
}

type keyWord struct {
	front string
	hint  Hint
	gloss WordGloss // the word card's back: the lemma with its senses
}

// keyWords picks up to max distinct content words with a gloss, in story order.
func keyWords(cards []Card, max int) []keyWord {
	seen := map[string]bool{}
	var out []keyWord
	if max <= 0 {
		return nil
	}
	for _, c := range cards {
		for _, h := range c.Hints {
			front := h.Lemma
			if front == "" {
				front = h.Word
			}
			k := strings.ToLower(front)
			if h.Gloss == "" || front == "" || seen[k] {
				continue
			}
			seen[k] = true
			g := WordGloss{Text: front, End: utf8.RuneCountInString(front), POS: h.POS, Gloss: ShortGloss(h.Gloss), Senses: []string{h.Gloss}, Source: h.Source}
			for _, w := range c.Glosses {
				if w.Text == h.Word && len(w.Senses) > 0 && w.Senses[0] == h.Gloss {
					g.Senses = w.Senses // the other senses of the word, when the sentence's glosses have them
				}
			}
			out = append(out, keyWord{front: front, hint: Hint{Word: h.Word, Lemma: h.Lemma, POS: h.POS, Gloss: h.Gloss, Note: c.Text}, gloss: g})
			if len(out) == max {
				return out
			}
		}
	}
	return out
}

// fillCard fills in pronunciation, audio, hints (when asked, without the
// story's names) and, for a sentence, a picture. A capability the pair
// lacks is noted in Problems; any other error is returned, or noted too
// when partial.
func (e *Engine) fillCard(ctx context.Context, p Pair, c *Card, withHints bool, names storyNames, partial bool) error {
	if pr, err := e.Pronounce(ctx, p.Target, c.Text); err == nil {
		c.Pronunciation = &pr
	} else if err := c.note(CapPronounce, err, partial); err != nil {
		return err
	}
	if au, err := e.Speak(ctx, p.Target, c.Text); err == nil {
		c.Audio = &au
	} else if err := c.note(CapSpeak, err, partial); err != nil {
		return err
	}
	if withHints {
		if h, err := e.Explain(ctx, p, c.Text); err == nil {
			c.Hints = dropNames(withoutCharacters(names.all, names.characters), h)
		} else if err := c.note(CapExplain, err, partial); err != nil {
			return err
		}
		if g, err := e.Gloss(ctx, p, c.Text); err == nil {
			c.Glosses = Interlinear(c.Text, g, e.gapWords(p.Target))
			nameGlosses(names.all, names.characters, c.Glosses)
		} else if err := c.note(CapGloss, err, partial); err != nil {
			return err
		}
	}
	if c.Kind == KindSentence {
		if key, err := e.picture(ctx, p, c.Text); err == nil {
			c.ImageKey = key
		} else if err := c.note(CapIllustrate, err, partial); err != nil {
			return err
		}
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("lang: lesson: %w", err)
	}
	return nil
}
