package httpapi

import (
	"context"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lessons"
	"github.com/storyglot/storyglot/internal/words"
)

// storyKnownBody is the share known of one lesson of a page (product §18).
type storyKnownBody struct {
	StoryID string `json:"storyId"`
	Percent int    `json:"percent" doc:"Known words as a share of the lesson's words not ignored, rounded down"`
	Words   int    `json:"words" doc:"The lesson's distinct words (names and numbers are not counted)"`
	New     int    `json:"new" doc:"How many of them are new"`
}

// knownOf is the share known of each finished story of a page: the cards of
// these stories and the statuses of their words, nothing more.
func (s *Server) knownOf(ctx context.Context, owner domain.Account, stories []lessons.Story) ([]storyKnownBody, error) {
	var ids []string
	for _, st := range stories {
		if st.Status == lessons.StatusCompleted {
			ids = append(ids, st.ID)
		}
	}
	cardWords, err := s.Lessons.CardWords(ctx, ids)
	if err != nil {
		return nil, err
	}
	type lesson struct {
		id, language string
		keys         []string
	}
	var ls []lesson
	byLanguage := map[string][]string{}
	for _, st := range stories {
		ws, ok := cardWords[st.ID]
		if !ok {
			continue
		}
		keys := words.KeysOf(ws)
		ls = append(ls, lesson{st.ID, st.TargetLanguage, keys})
		byLanguage[st.TargetLanguage] = append(byLanguage[st.TargetLanguage], keys...)
	}
	statuses := map[string]map[string]words.Status{}
	for language, keys := range byLanguage {
		if statuses[language], err = s.Words.Of(ctx, owner, language, dedupe(keys)); err != nil {
			return nil, err
		}
	}
	out := []storyKnownBody{}
	for _, l := range ls {
		sh := words.ShareFrom(l.keys, statuses[l.language], nil)
		out = append(out, storyKnownBody{StoryID: l.id, Percent: sh.Percent, Words: sh.Words,
			New: sh.Words - sh.Known - sh.Learning - sh.Ignored})
	}
	return out, nil
}

func dedupe(keys []string) []string {
	seen := map[string]bool{}
	out := keys[:0:0]
	for _, k := range keys {
		if !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	return out
}
