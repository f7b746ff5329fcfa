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
	KnownBody
}

// knownOf is the share known of each finished story of a page of My Stories.
func (s *Server) knownOf(ctx context.Context, owner domain.Account, stories []lessons.Story) ([]storyKnownBody, error) {
	var ls []storyLanguage
	for _, st := range stories {
		if st.Status == lessons.StatusCompleted {
			ls = append(ls, storyLanguage{st.ID, st.TargetLanguage})
		}
	}
	shares, err := s.sharesOf(ctx, owner, ls)
	if err != nil {
		return nil, err
	}
	out := []storyKnownBody{}
	for _, l := range ls {
		if sh, ok := shares[l.id]; ok {
			out = append(out, storyKnownBody{StoryID: l.id, KnownBody: *knownOfShare(sh)})
		}
	}
	return out, nil
}

// storyLanguage is a story and its learning language.
type storyLanguage struct{ id, language string }

// sharesOf is owner's share known of each of a list of stories (a page of
// My Stories, the curated list): the cards of these stories and the
// statuses of their words, one read per language, nothing more. A story
// without words has no share.
func (s *Server) sharesOf(ctx context.Context, owner domain.Account, stories []storyLanguage) (map[string]words.Share, error) {
	ids := make([]string, len(stories))
	for i, st := range stories {
		ids[i] = st.id
	}
	cardWords, err := s.Lessons.CardWords(ctx, ids)
	if err != nil {
		return nil, err
	}
	keys := map[string][]string{}
	byLanguage := map[string][]string{}
	for _, st := range stories {
		if ks := words.KeysOf(cardWords[st.id]); len(ks) > 0 {
			keys[st.id] = ks
			byLanguage[st.language] = append(byLanguage[st.language], ks...)
		}
	}
	statuses := map[string]map[string]words.Status{}
	for language, ks := range byLanguage {
		if statuses[language], err = s.Words.Of(ctx, owner, language, dedupe(ks)); err != nil {
			return nil, err
		}
	}
	out := map[string]words.Share{}
	for _, st := range stories {
		if ks, ok := keys[st.id]; ok {
			out[st.id] = words.ShareFrom(ks, statuses[st.language], nil)
		}
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
