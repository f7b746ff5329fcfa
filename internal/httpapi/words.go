package httpapi

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lessons"
	"github.com/storyglot/storyglot/internal/words"
)

// WordStatusBody is one word's status.
type WordStatusBody struct {
	Word   string `json:"word" doc:"The word's key: its lemma (or the word as written), NFC, lower case"`
	Status string `json:"status" enum:"new,learning,known,ignored"`
}

// KnownShareBody is how much of a text the learner knows (product §18).
type KnownShareBody struct {
	Words    int      `json:"words" doc:"Distinct words counted (names and numbers are not)"`
	Known    int      `json:"known"`
	Learning int      `json:"learning"`
	Ignored  int      `json:"ignored"`
	Percent  int      `json:"percent" doc:"Known words as a share of the words not ignored, rounded down"`
	NewWords []string `json:"newWords" doc:"The first new words (at most 30) as the text writes them, in its order"`
}

func toShareBody(sh words.Share) KnownShareBody {
	return KnownShareBody{Words: sh.Words, Known: sh.Known, Learning: sh.Learning, Ignored: sh.Ignored, Percent: sh.Percent, NewWords: sh.NewWords}
}

type lessonWordsInput struct {
	ID string `path:"id" maxLength:"64"`
}

type lessonWordsOutput struct {
	Body struct {
		Language string           `json:"language" doc:"The lesson's learning language"`
		Words    []WordStatusBody `json:"words" doc:"The lesson's words that are not new (a word missing here is new)"`
		Share    KnownShareBody   `json:"share"`
	}
}

// getLessonWords: the statuses of a lesson's words, for the reader's colours.
func (s *Server) getLessonWords(ctx context.Context, in *lessonWordsInput) (*lessonWordsOutput, error) {
	owner, _ := identityFrom(ctx).account()
	st, err := s.Lessons.Get(ctx, owner, in.ID)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	cardWords, err := s.Lessons.CardWords(ctx, []string{st.ID})
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	keys, forms := words.FormsOf(cardWords[st.ID])
	statuses, err := s.Words.Of(ctx, owner, st.TargetLanguage, keys)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &lessonWordsOutput{}
	out.Body.Language, out.Body.Words, out.Body.Share = st.TargetLanguage, []WordStatusBody{}, toShareBody(words.ShareFrom(keys, statuses, forms))
	for _, k := range keys {
		if status, ok := statuses[k]; ok {
			out.Body.Words = append(out.Body.Words, WordStatusBody{Word: k, Status: string(status)})
		}
	}
	return out, nil
}

type setWordInput struct {
	Body struct {
		Language string `json:"language" maxLength:"5" example:"de" doc:"The learning language"`
		Word     string `json:"word" maxLength:"400" doc:"The word (its lemma where there is one); the server makes its key"`
		Status   string `json:"status" enum:"new,learning,known,ignored"`
	}
}

type setWordOutput struct {
	Body struct {
		Language string `json:"language"`
		WordStatusBody
	}
}

// setWordStatus: the learner marks a word in the reader.
func (s *Server) setWordStatus(ctx context.Context, in *setWordInput) (*setWordOutput, error) {
	owner, _ := identityFrom(ctx).account()
	key, err := s.Words.Set(ctx, owner, in.Body.Language, in.Body.Word, words.Status(in.Body.Status))
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &setWordOutput{}
	out.Body.Language = strings.ToLower(strings.TrimSpace(in.Body.Language))
	out.Body.Word, out.Body.Status = key, in.Body.Status
	return out, nil
}

type setWordsInput struct {
	Body struct {
		Language string   `json:"language" maxLength:"5" example:"de"`
		Words    []string `json:"words" maxItems:"500" doc:"The words (their lemmas where there are); the server makes their keys"`
		Status   string   `json:"status" enum:"new,learning,known,ignored"`
	}
}

type setWordsOutput struct {
	Body struct {
		Language string   `json:"language"`
		Status   string   `json:"status"`
		Words    []string `json:"words" doc:"The keys marked, each once, in order"`
	}
}

// setWordStatuses: many words marked at once in the reader ("I know the rest
// of this story"), in one statement.
func (s *Server) setWordStatuses(ctx context.Context, in *setWordsInput) (*setWordsOutput, error) {
	owner, _ := identityFrom(ctx).account()
	keys, err := s.Words.SetMany(ctx, owner, in.Body.Language, in.Body.Words, words.Status(in.Body.Status))
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &setWordsOutput{}
	out.Body.Language, out.Body.Status, out.Body.Words = strings.ToLower(strings.TrimSpace(in.Body.Language)), in.Body.Status, keys
	return out, nil
}

type knownShareInput struct {
	Body struct {
		TargetLanguage string `json:"targetLanguage" maxLength:"5" example:"de"`
		NativeLanguage string `json:"nativeLanguage" maxLength:"5" example:"en"`
		Text           string `json:"text" maxLength:"20000" doc:"The story as typed; the first 5,000 characters are read"`
	}
}

type knownShareOutput struct {
	Body KnownShareBody
}

// getKnownShare: while a learner types a story, how much of it they know,
// with the words segmented as a lesson of the pair would segment them.
func (s *Server) getKnownShare(ctx context.Context, in *knownShareInput) (*knownShareOutput, error) {
	owner, _ := identityFrom(ctx).account()
	p, err := lang.NewPair(in.Body.TargetLanguage, in.Body.NativeLanguage)
	if err != nil {
		return nil, problem(ctx, s.log, domain.Titled(domain.CodeInvalid, "Invalid Language Pair",
			"Please choose two different languages among the learning languages."))
	}
	text := []rune(in.Body.Text)
	if len(text) > lessons.MaxStoryChars {
		text = text[:lessons.MaxStoryChars]
	}
	ws, err := s.Engine.TextWords(ctx, p, string(text))
	if errors.Is(err, lang.ErrUnsupported) {
		return nil, problem(ctx, s.log, domain.Titled(domain.CodeUnavailable, "No Word Glosser",
			fmt.Sprintf("This server cannot read the words of %s yet.", p.Target.Language().Name)))
	}
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	keys, forms := words.FormsOf(ws)
	sh, err := s.Words.ShareOf(ctx, owner, string(p.Target), keys, forms)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return &knownShareOutput{Body: toShareBody(sh)}, nil
}

// WordCountsBody is a learner's words of one language.
type WordCountsBody struct {
	Language string          `json:"language"`
	Learning int             `json:"learning"`
	Known    int             `json:"known"`
	Ignored  int             `json:"ignored"`
	Months   []WordMonthBody `json:"months" doc:"Known words at the end of each month, since the first became known"`
}

// WordMonthBody is the known words at the end of a month.
type WordMonthBody struct {
	Month string `json:"month" example:"2026-11"`
	Known int    `json:"known"`
}

type wordCountsOutput struct {
	Body struct {
		Languages []WordCountsBody `json:"languages"`
	}
}

// getWordCounts: known, learning and ignored words per language, and the
// known words over time (the account page and the map).
func (s *Server) getWordCounts(ctx context.Context, _ *struct{}) (*wordCountsOutput, error) {
	owner, _ := identityFrom(ctx).account()
	counts, err := s.Words.Summary(ctx, owner)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &wordCountsOutput{}
	out.Body.Languages = []WordCountsBody{}
	for _, c := range counts {
		b := WordCountsBody{Language: c.Language, Learning: c.Learning, Known: c.Known, Ignored: c.Ignored, Months: []WordMonthBody{}}
		for _, m := range c.Months {
			b.Months = append(b.Months, WordMonthBody{Month: m.Month, Known: m.Known})
		}
		out.Body.Languages = append(out.Body.Languages, b)
	}
	return out, nil
}
