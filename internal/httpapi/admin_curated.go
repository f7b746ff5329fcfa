package httpapi

import (
	"context"
	"time"

	"github.com/storyglot/storyglot/internal/builtin"
	"github.com/storyglot/storyglot/internal/telemetry"
)

// Curated stories (product §16 /create-content/stories, decision 0032): admins
// write library stories and edit their title and text; every save is a new
// version, published to the library, and an audit event.

const auditCuratedSaved = "curated_story_saved"

type curatedVersionBody struct {
	ID             string           `json:"id"`
	Version        int              `json:"version"`
	TargetLanguage string           `json:"targetLanguage"`
	NativeLanguage string           `json:"nativeLanguage"`
	Title          string           `json:"title"`
	Text           string           `json:"text"`
	StoryID        string           `json:"storyId" doc:"The library lesson of this version"`
	Changes        []builtin.Change `json:"changes" doc:"written, title, text"`
	AuthorEmail    string           `json:"authorEmail"`
	CreatedAt      time.Time        `json:"createdAt"`
}

func toCuratedVersion(v builtin.CuratedVersion) curatedVersionBody {
	out := curatedVersionBody{ID: v.ID, Version: v.Version, TargetLanguage: v.Target, NativeLanguage: v.Native, Title: v.Title,
		Text: v.Text, StoryID: v.StoryID, Changes: v.Changes, AuthorEmail: v.AuthorEmail, CreatedAt: v.CreatedAt}
	if out.Changes == nil {
		out.Changes = []builtin.Change{}
	}
	return out
}

type curatedVersionsOutput struct {
	Body struct {
		Stories []curatedVersionBody `json:"stories"`
	}
}

func curatedOut(ctx context.Context, s *Server, vs []builtin.CuratedVersion, err error) (*curatedVersionsOutput, error) {
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &curatedVersionsOutput{}
	out.Body.Stories = bodies(vs, toCuratedVersion)
	return out, nil
}

func (s *Server) listCuratedStories(ctx context.Context, _ *struct{}) (*curatedVersionsOutput, error) {
	vs, err := s.Library.CuratedStories(ctx)
	return curatedOut(ctx, s, vs, err)
}

type writeCuratedInput struct {
	Body struct {
		TargetLanguage string `json:"targetLanguage" maxLength:"5" example:"it"`
		NativeLanguage string `json:"nativeLanguage" maxLength:"5" example:"en"`
		Title          string `json:"title" maxLength:"1000"`
		Text           string `json:"text" maxLength:"10000"`
	}
}

type curatedVersionOutput struct {
	Body curatedVersionBody
}

func (s *Server) saveCurated(ctx context.Context, d builtin.CuratedDraft) (*curatedVersionOutput, error) {
	v, err := s.Library.SaveCurated(ctx, s.contentAuthor(ctx), d)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	s.adminAudit(ctx, auditCuratedSaved, "", map[string]any{"curatedId": v.ID, "version": v.Version, "title": v.Title,
		"storyId": v.StoryID, "changes": v.Changes})
	return &curatedVersionOutput{Body: toCuratedVersion(v)}, nil
}

func (s *Server) writeCuratedStory(ctx context.Context, in *writeCuratedInput) (*curatedVersionOutput, error) {
	return s.saveCurated(ctx, builtin.CuratedDraft{Target: in.Body.TargetLanguage, Native: in.Body.NativeLanguage,
		Title: in.Body.Title, Text: in.Body.Text})
}

type editCuratedInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body struct {
		BaseVersion int    `json:"baseVersion" minimum:"1" maximum:"1000000" doc:"The newest version when the form was opened"`
		Title       string `json:"title" maxLength:"1000"`
		Text        string `json:"text" maxLength:"10000"`
	}
}

func (s *Server) editCuratedStory(ctx context.Context, in *editCuratedInput) (*curatedVersionOutput, error) {
	return s.saveCurated(ctx, builtin.CuratedDraft{ID: in.ID, BaseVersion: in.Body.BaseVersion, Title: in.Body.Title, Text: in.Body.Text})
}

type curatedIDInput struct {
	ID string `path:"id" maxLength:"64"`
}

func (s *Server) listCuratedVersions(ctx context.Context, in *curatedIDInput) (*curatedVersionsOutput, error) {
	vs, err := s.Library.CuratedHistory(ctx, in.ID)
	return curatedOut(ctx, s, vs, err)
}

func (s *Server) listCuratedHistory(ctx context.Context, in *contentHistoryInput) (*curatedVersionsOutput, error) {
	vs, err := s.Library.RecentCurated(ctx, in.Limit)
	return curatedOut(ctx, s, vs, err)
}

type publishOutput struct {
	Body struct {
		StoryID     string    `json:"storyId"`
		PublishedAt time.Time `json:"publishedAt"`
	}
}

func (s *Server) publishStory(ctx context.Context, in *publicStoryIDInput) (*publishOutput, error) {
	admin, _ := identityFrom(ctx).account()
	at, err := s.Library.Publish(ctx, admin, in.StoryID)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	s.adminAudit(ctx, telemetry.AuditStoryPublished, "", map[string]any{"storyId": in.StoryID})
	out := &publishOutput{}
	out.Body.StoryID, out.Body.PublishedAt = in.StoryID, at
	return out, nil
}

func (s *Server) unpublishStory(ctx context.Context, in *publicStoryIDInput) (*struct{}, error) {
	if err := s.Library.Unpublish(ctx, in.StoryID); err != nil {
		return nil, problem(ctx, s.log, err)
	}
	s.adminAudit(ctx, telemetry.AuditStoryUnpublish, "", map[string]any{"storyId": in.StoryID})
	return nil, nil
}
