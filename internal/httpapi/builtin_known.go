package httpapi

import (
	"context"
	"sync"

	"github.com/storyglot/storyglot/internal/builtin"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/words"
)

// knownBody is the share of a story's words the caller knows (product §18).
type knownBody struct {
	Percent int `json:"percent" doc:"Known words as a share of the story's words not ignored, rounded down"`
	Words   int `json:"words" doc:"Its distinct words (names and numbers are not counted)"`
	New     int `json:"new" doc:"How many of them are new"`
}

func knownOfShare(sh words.Share) *knownBody {
	return &knownBody{Percent: sh.Percent, Words: sh.Words, New: sh.Words - sh.Known - sh.Learning - sh.Ignored}
}

// quickWords keeps the words of each quick story's text per pair, segmented
// once (TextWords) and kept while the text is the same: the quick stories
// are few and change only when an admin saves a version.
var quickWords sync.Map // pair key + "\x00" + content → []string

// quickKnown fills in the share known of each quick story of the pair.
func (s *Server) quickKnown(ctx context.Context, owner domain.Account, target, native string, qs []builtin.QuickStory, out []quickStoryBody) error {
	p, err := lang.NewPair(target, native)
	if err != nil || s.Engine == nil {
		return nil
	}
	keys := make([][]string, len(qs))
	var all []string
	for i, q := range qs {
		cacheKey := p.Key() + "\x00" + q.Content
		if k, ok := quickWords.Load(cacheKey); ok {
			keys[i] = k.([]string)
		} else {
			ws, err := s.Engine.TextWords(ctx, p, q.Content)
			if err != nil {
				return nil // no glosser for the pair: the list says nothing of words
			}
			keys[i] = words.KeysOf(ws)
			quickWords.Store(cacheKey, keys[i])
		}
		all = append(all, keys[i]...)
	}
	statuses, err := s.Words.Of(ctx, owner, string(p.Target), dedupe(all))
	if err != nil {
		return err
	}
	for i := range out {
		out[i].Known = knownOfShare(words.ShareFrom(keys[i], statuses, nil))
	}
	return nil
}

// curatedKnown fills in the share known of each curated story listed (at
// most 50): their cards' words and the caller's statuses of them.
func (s *Server) curatedKnown(ctx context.Context, viewer domain.Account, stories []publicStoryBody) error {
	ids := make([]string, len(stories))
	for i, st := range stories {
		ids[i] = st.ID
	}
	cardWords, err := s.Lessons.CardWords(ctx, ids)
	if err != nil {
		return err
	}
	byLanguage := map[string][]string{}
	keys := make([][]string, len(stories))
	for i, st := range stories {
		keys[i] = words.KeysOf(cardWords[st.ID])
		byLanguage[st.TargetLanguage] = append(byLanguage[st.TargetLanguage], keys[i]...)
	}
	statuses := map[string]map[string]words.Status{}
	for language, ks := range byLanguage {
		if statuses[language], err = s.Words.Of(ctx, viewer, language, dedupe(ks)); err != nil {
			return err
		}
	}
	for i := range stories {
		if len(keys[i]) > 0 {
			stories[i].Known = knownOfShare(words.ShareFrom(keys[i], statuses[stories[i].TargetLanguage], nil))
		}
	}
	return nil
}
