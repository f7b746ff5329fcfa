package httpapi

import (
	"context"
	"sync"

	"github.com/storyglot/storyglot/internal/builtin"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/words"
)

// KnownBody is the share of a story's words the caller knows (product §18).
type KnownBody struct {
	Percent int `json:"percent" doc:"Known words as a share of the story's words not ignored, rounded down"`
	Words   int `json:"words" doc:"Its distinct words (names and numbers are not counted)"`
	New     int `json:"new" doc:"How many of them are new"`
}

func knownOfShare(sh words.Share) *KnownBody {
	return &KnownBody{Percent: sh.Percent, Words: sh.Words, New: sh.Words - sh.Known - sh.Learning - sh.Ignored}
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
// most 50).
func (s *Server) curatedKnown(ctx context.Context, viewer domain.Account, stories []publicStoryBody) error {
	ls := make([]storyLanguage, len(stories))
	for i, st := range stories {
		ls[i] = storyLanguage{st.ID, st.TargetLanguage}
	}
	shares, err := s.sharesOf(ctx, viewer, ls)
	if err != nil {
		return err
	}
	for i := range stories {
		if sh, ok := shares[stories[i].ID]; ok {
			stories[i].Known = knownOfShare(sh)
		}
	}
	return nil
}
