package httpapi

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
)

type wordSoundInput struct {
	Language string `query:"language" maxLength:"5" example:"de"`
	Word     string `query:"word" maxLength:"400" example:"Garten"`
}

type wordPronunciationOutput struct {
	Body struct {
		Pronunciation string `json:"pronunciation" doc:"IPA, and the romanization where the language has one (empty: none)"`
		Approximate   bool   `json:"approximate,omitempty" doc:"The IPA is a guess (Arabic written without its short vowels)"`
		AudioURL      string `json:"audioUrl,omitempty" doc:"The word spoken alone (absent: this server has no voice for the language)"`
	}
}

// checkWordSound is the language and word of a pronunciation or audio request.
func checkWordSound(in *wordSoundInput) (lang.Code, string, error) {
	l, err := lang.Lookup(in.Language)
	word := strings.TrimSpace(in.Word)
	if err != nil || word == "" || utf8.RuneCountInString(word) > 100 {
		return "", "", domain.Titled(domain.CodeInvalid, "Invalid Word", "Please pick a word of 1 to 100 characters in a learning language.")
	}
	return l.Code, word, nil
}

// getWordPronunciation: the reader's details of a word: how it is said and a
// link to hear it alone (product §18).
func (s *Server) getWordPronunciation(ctx context.Context, in *wordSoundInput) (*wordPronunciationOutput, error) {
	l, word, err := checkWordSound(in)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &wordPronunciationOutput{}
	if pr, err := s.Engine.Pronounce(ctx, l, word); err == nil {
		out.Body.Pronunciation, out.Body.Approximate = pr.Display(), pr.Approximate
	} else if !errors.Is(err, lang.ErrUnsupported) {
		return nil, problem(ctx, s.log, err)
	}
	if s.Engine.Provider(lang.CapSpeak, lang.Pair{Target: l}) != "" {
		out.Body.AudioURL = "/api/v1/words/audio?" + url.Values{"language": {string(l)}, "word": {word}}.Encode()
	}
	return out, nil
}

type wordAudioOutput struct {
	ContentType  string `header:"Content-Type"`
	CacheControl string `header:"Cache-Control"`
	Body         []byte
}

// getWordAudio: a word spoken alone, made when asked and not stored (the
// browser keeps it a week).
func (s *Server) getWordAudio(ctx context.Context, in *wordSoundInput) (*wordAudioOutput, error) {
	l, word, err := checkWordSound(in)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	sp, err := s.Engine.SpeakNow(ctx, l, word)
	if errors.Is(err, lang.ErrUnsupported) {
		return nil, problem(ctx, s.log, domain.Titled(domain.CodeUnavailable, "No Voice", "This server has no voice for this language."))
	}
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	ct := sp.ContentType
	if ct == "" {
		ct = "audio/mpeg"
	}
	return &wordAudioOutput{ContentType: ct, CacheControl: "private, max-age=604800", Body: sp.Data}, nil
}
