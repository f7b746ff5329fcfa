package httpapi

import (
	"context"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lessons"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/telemetry"
)

// audioCard is a card as the audio fix shows it.
type audioCard struct {
	ID       string `json:"id"`
	Position int    `json:"position"`
	Front    string `json:"front"`
	AudioURL string `json:"audioUrl,omitempty"`
	Changed  bool   `json:"changed,omitempty" doc:"The last fix gave this card a new audio file"`
}

type audioCardsOutput struct {
	Body struct {
		StoryID  string      `json:"storyId"`
		Title    string      `json:"title"`
		Target   string      `json:"targetLanguage"`
		TitleURL string      `json:"titleAudioUrl,omitempty"`
		Cards    []audioCard `json:"cards"`
	}
}

type regenerateAudioInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body struct {
		CardID string `json:"cardId,omitempty" maxLength:"64" doc:"One card; empty: every card and the title"`
	}
}

// fixer names who closes a report: an admin's address, or "owner".
func fixer(ctx context.Context) string {
	if u := identityFrom(ctx).User; u.IsAdmin() {
		return u.Email
	}
	return "owner"
}

// caller is who asks for the audio fix and whether they are an admin.
func caller(ctx context.Context) (domain.Account, bool) {
	id := identityFrom(ctx)
	acct, _ := id.account()
	return acct, id.User.IsAdmin()
}

// getAudioCards lists a story's cards and their audio for the audio fix.
func (s *Server) getAudioCards(ctx context.Context, in *storyIDInput) (*audioCardsOutput, error) {
	acct, isAdmin := caller(ctx)
	st, cards, err := s.Lessons.AudioCards(ctx, acct, isAdmin, in.ID)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return audioCardsOf(st, cards, nil), nil
}

// regenerateAudio makes a card's or a lesson's audio again (free). An
// admin's fix is audited for the cards it remade, even when the admin has
// left meanwhile or a later card failed (decision 0069).
func (s *Server) regenerateAudio(ctx context.Context, in *regenerateAudioInput) (*audioCardsOutput, error) {
	acct, isAdmin := caller(ctx)
	st, fixes, err := s.Lessons.RegenerateAudio(ctx, acct, isAdmin, in.ID, in.Body.CardID, fixer(ctx))
	if isAdmin && (err == nil || len(fixes) > 0) {
		details := map[string]any{"storyId": st.ID, "title": st.Title, "cardId": in.Body.CardID, "cards": len(fixes), "ownStory": st.Owner == acct}
		if err != nil {
			details["unfinished"] = true
		}
		kept, cancel := store.Detach(ctx)
		defer cancel()
		s.adminAudit(kept, telemetry.AuditAudioRegenerated, "", details)
	}
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	st, cards, err := s.Lessons.AudioCards(ctx, acct, isAdmin, in.ID)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	changed := map[string]bool{}
	for _, f := range fixes {
		changed[f.CardID] = f.Changed
	}
	return audioCardsOf(st, cards, changed), nil
}

func audioCardsOf(st lessons.Story, cards []lessons.Card, changed map[string]bool) *audioCardsOutput {
	out := &audioCardsOutput{}
	out.Body.StoryID, out.Body.Title, out.Body.Target, out.Body.TitleURL = st.ID, st.Title, st.TargetLanguage, fileURL(st.TitleAudioKey)
	out.Body.Cards = make([]audioCard, 0, len(cards))
	for _, c := range cards {
		out.Body.Cards = append(out.Body.Cards, audioCard{ID: c.ID, Position: c.Position, Front: c.Front,
			AudioURL: fileURL(c.AudioKey), Changed: changed[c.ID]})
	}
	return out
}
