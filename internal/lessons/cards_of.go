package lessons

import (
	"context"
	"fmt"
	"strings"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// CardRef names a card of a story.
type CardRef struct{ StoryID, CardID string }

// StoryCard is a card with the story it belongs to. Story holds what a
// card shown outside its lesson names of it (cardStoryColumns): its id,
// owner, title and languages, not its text or state.
type StoryCard struct {
	Card  Card
	Story Story
}

// cardStoryColumns are the columns of a story CardsOf reads: a story's text
// is most of its row (overflow pages on SQLite), and twenty stories' texts
// were a third of a Random draw's reads at 10,000 lessons.
const cardStoryColumns = `id, owner_kind, owner_id, title, native_language, target_language, language_pair`

func scanCardStory(r store.Row) (Story, error) {
	var s Story
	var kind string
	err := r.Scan(&s.ID, &kind, &s.Owner.ID, &s.Title, &s.NativeLanguage, &s.TargetLanguage, &s.LanguagePair)
	s.Owner.Kind = domain.AccountKind(kind)
	return s, err
}

// CardsOf returns, by card id, the cards refs name in owner's stories with
// their stories, in two reads whatever the number of stories (Random mode
// draws from every lesson; decision 0043). A card deleted since it was named
// is left out; a story that is not owner's is not found.
func (s *Service) CardsOf(ctx context.Context, owner domain.Account, refs []CardRef) (map[string]StoryCard, error) {
	out := map[string]StoryCard{}
	if len(refs) == 0 {
		return out, nil
	}
	var storyIDs, cardIDs []any
	seen := map[string]bool{}
	for _, r := range refs {
		if !seen[r.StoryID] {
			seen[r.StoryID] = true
			storyIDs = append(storyIDs, r.StoryID)
		}
		cardIDs = append(cardIDs, r.CardID)
	}
	in := func(n int) string { return "(?" + strings.Repeat(", ?", n-1) + ")" }
	rows, err := s.st.ReadOnly().Query(ctx, "SELECT "+cardStoryColumns+" FROM stories WHERE id IN "+in(len(storyIDs)), storyIDs...)
	if err != nil {
		return nil, fmt.Errorf("lessons: read stories: %w", err)
	}
	stories, err := store.ScanAll(rows, scanCardStory)
	if err != nil {
		return nil, fmt.Errorf("lessons: read stories: %w", err)
	}
	byID := map[string]Story{}
	for _, st := range stories {
		if st.Owner == owner {
			byID[st.ID] = st
		}
	}
	for _, id := range storyIDs {
		if _, ok := byID[id.(string)]; !ok {
			return nil, errNoStory
		}
	}
	cards, err := cardsWhere(ctx, s.st.ReadOnly(), "id IN "+in(len(cardIDs)), cardIDs...)
	if err != nil {
		return nil, fmt.Errorf("lessons: read cards: %w", err)
	}
	for _, c := range cards {
		if st, ok := byID[c.StoryID]; ok {
			out[c.ID] = StoryCard{Card: c, Story: st}
		}
	}
	return out, nil
}
