package httpapi

import (
	"context"
	"time"

	"github.com/storyglot/storyglot/internal/builtin"
	"github.com/storyglot/storyglot/internal/telemetry"
)

// The admin console's stories (decision 0013): search any owner's, open, delete
// through the lessons package's own path; publishing is in admin_curated.go.

type adminStory struct {
	ID             string    `json:"id"`
	Title          string    `json:"title"`
	OwnerKind      string    `json:"ownerKind" enum:"user,guest"`
	OwnerEmail     string    `json:"ownerEmail" doc:"Empty for a guest's story"`
	TargetLanguage string    `json:"targetLanguage"`
	NativeLanguage string    `json:"nativeLanguage"`
	Status         string    `json:"status"`
	Cards          int       `json:"cards"`
	Public         bool      `json:"public" doc:"On the curated list"`
	CreatedAt      time.Time `json:"createdAt"`
}

type searchStoriesInput struct {
	Q        string `query:"q" maxLength:"200" doc:"Part of the title or of the owner's e-mail address, or a story id"`
	Language string `query:"language" maxLength:"5" doc:"The target or native language"`
	Public   bool   `query:"public" doc:"Only stories on the curated list"`
	Offset   int    `query:"offset" minimum:"0" maximum:"1000000"`
	Limit    int    `query:"limit" minimum:"1" maximum:"100" default:"20"`
}

type searchStoriesOutput struct {
	Body struct {
		Stories []adminStory `json:"stories"`
		Total   int          `json:"total"`
	}
}

func (s *Server) searchStories(ctx context.Context, in *searchStoriesInput) (*searchStoriesOutput, error) {
	found, total, err := s.Library.Search(ctx, builtin.StorySearch{Text: in.Q, Language: in.Language, Public: in.Public,
		Offset: in.Offset, Limit: in.Limit})
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &searchStoriesOutput{}
	out.Body.Stories, out.Body.Total = []adminStory{}, total
	for _, f := range found {
		out.Body.Stories = append(out.Body.Stories, adminStory{ID: f.ID, Title: f.Title, OwnerKind: f.OwnerKind, OwnerEmail: f.OwnerEmail,
			TargetLanguage: f.TargetLanguage, NativeLanguage: f.NativeLanguage, Status: f.Status, Cards: f.Cards, Public: f.Public,
			CreatedAt: f.CreatedAt})
	}
	return out, nil
}

// getAdminStory opens any story with its cards.
func (s *Server) getAdminStory(ctx context.Context, in *storyIDInput) (*flashcardsOutput, error) {
	st, err := s.Lessons.Find(ctx, in.ID)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	cards, err := s.Lessons.Cards(ctx, st.ID, 0)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return lessonOut(st, cards), nil
}

// deleteAdminStory deletes any story the way its owner would.
func (s *Server) deleteAdminStory(ctx context.Context, in *storyIDInput) (*struct{}, error) {
	st, err := s.Lessons.DeleteAny(ctx, in.ID)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	s.adminAudit(ctx, telemetry.AuditStoryDeleted, "", map[string]any{"storyId": st.ID, "title": st.Title,
		"ownerKind": string(st.Owner.Kind), "ownerId": st.Owner.ID})
	return nil, nil
}
