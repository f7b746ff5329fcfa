package lessons

import (
	"context"

	"github.com/storyglot/storyglot/internal/domain"
)

// CardRef names a card of a story.
type CardRef struct{ StoryID, CardID string }

// StoryCard is a card with the story it belongs to.
type StoryCard struct {
	Card  Card
	Story Story
}

// CardsOf returns, by card id, the cards refs name in owner's stories with
// their stories, reading each story once (Random mode draws from every
// lesson). A card deleted since it was named is left out; a story that is
// not owner's is not found.
func (s *Service) CardsOf(ctx context.Context, owner domain.Account, refs []CardRef) (map[string]StoryCard, error) {
	out := map[string]StoryCard{}
	read := map[string]bool{}
	for _, r := range refs {
		if read[r.StoryID] {
			continue
		}
		read[r.StoryID] = true
		st, err := s.Get(ctx, owner, r.StoryID)
		if err != nil {
			return nil, err
		}
		cards, err := s.Cards(ctx, r.StoryID, 0)
		if err != nil {
			return nil, err
		}
		for _, c := range cards {
			out[c.ID] = StoryCard{Card: c, Story: st}
		}
	}
	return out, nil
}
