package httpapi

import (
	"context"
	"time"

	"github.com/storyglot/storyglot/internal/builtin"
	"github.com/storyglot/storyglot/internal/lang"
)

// Content authoring (product §16 /create-content, /content-history; decision 0022):
// admins write, edit, retire and restore the built-in quick stories; every
// save is a new version and an audit event.

// Audit event types of content authoring.
const (
	auditContentSaved    = "content_story_saved"
	auditContentRetired  = "content_story_retired"
	auditContentRestored = "content_story_restored"
)

type contentSentence struct {
	Text         string            `json:"text" maxLength:"1000"`
	Translations map[string]string `json:"translations" doc:"Our translation by language code (en, es)"`
}

type contentVersionBody struct {
	Language          string            `json:"language"`
	Slug              string            `json:"slug" enum:"coffee,lost,kitchen,phone"`
	Version           int               `json:"version" doc:"0: the story shipped in the binary"`
	Action            string            `json:"action" enum:"original,written,edited,retired,restored"`
	RestoredFrom      int               `json:"restoredFrom,omitempty"`
	Retired           bool              `json:"retired"`
	Level             string            `json:"level"`
	Title             string            `json:"title"`
	TitleTranslations map[string]string `json:"titleTranslations"`
	Sentences         []contentSentence `json:"sentences"`
	Changes           []builtin.Change  `json:"changes" doc:"What this version changed against the one before"`
	Note              string            `json:"note"`
	AuthorEmail       string            `json:"authorEmail" doc:"Empty for the original"`
	CreatedAt         *time.Time        `json:"createdAt,omitempty" doc:"Absent for the original"`
}

func toContentVersion(v builtin.Version) contentVersionBody {
	out := contentVersionBody{Language: string(v.Language), Slug: v.Slug, Version: v.Version, Action: v.Action,
		RestoredFrom: v.RestoredFrom, Retired: v.Retired, Level: v.Story.Level, Title: v.Story.Title,
		TitleTranslations: codeMap(v.Story.TitleTranslations), Changes: v.Changes, Note: v.Note, AuthorEmail: v.AuthorEmail}
	if out.Changes == nil {
		out.Changes = []builtin.Change{}
	}
	out.Sentences = bodies(v.Story.Sentences, func(sn builtin.Sentence) contentSentence {
		return contentSentence{Text: sn.Text, Translations: codeMap(sn.Translations)}
	})
	if !v.CreatedAt.IsZero() {
		at := v.CreatedAt
		out.CreatedAt = &at
	}
	return out
}

func codeMap(m map[lang.Code]string) map[string]string {
	out := map[string]string{}
	for k, v := range m {
		out[string(k)] = v
	}
	return out
}

func langMap(m map[string]string) map[lang.Code]string {
	out := map[lang.Code]string{}
	for k, v := range m {
		out[lang.Code(k)] = v
	}
	return out
}

func (s *Server) contentAuthor(ctx context.Context) builtin.Author {
	u := identityFrom(ctx).User
	if u == nil {
		return builtin.Author{}
	}
	return builtin.Author{ID: u.ID, Email: u.Email}
}

type listContentStoriesInput struct {
	Language string `query:"language" maxLength:"5" doc:"Only this learning language"`
}

type contentVersionsOutput struct {
	Body struct {
		Stories []contentVersionBody `json:"stories"`
	}
}

func (s *Server) listContentStories(ctx context.Context, in *listContentStoriesInput) (*contentVersionsOutput, error) {
	vs, err := s.Library.Contents(ctx, in.Language)
	return versionsOut(ctx, s, vs, err)
}

func versionsOut(ctx context.Context, s *Server, vs []builtin.Version, err error) (*contentVersionsOutput, error) {
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &contentVersionsOutput{}
	out.Body.Stories = bodies(vs, toContentVersion)
	return out, nil
}

type saveContentInput struct {
	Body struct {
		Language          string            `json:"language" maxLength:"5" example:"es"`
		Slug              string            `json:"slug" maxLength:"32" example:"coffee"`
		BaseVersion       int               `json:"baseVersion" minimum:"0" maximum:"1000000" doc:"The newest version when the form was opened (0: none saved yet)"`
		Level             string            `json:"level" maxLength:"5" example:"A2"`
		Title             string            `json:"title" maxLength:"1000"`
		TitleTranslations map[string]string `json:"titleTranslations" maxProperties:"5"`
		Sentences         []contentSentence `json:"sentences" maxItems:"100"`
		Note              string            `json:"note,omitempty" maxLength:"1000"`
	}
}

type contentVersionOutput struct {
	Body contentVersionBody
}

func (s *Server) saveContentStory(ctx context.Context, in *saveContentInput) (*contentVersionOutput, error) {
	b := in.Body
	d := builtin.Draft{Language: b.Language, Slug: b.Slug, BaseVersion: b.BaseVersion, Level: b.Level, Title: b.Title,
		TitleTranslations: langMap(b.TitleTranslations), Note: b.Note}
	for _, sn := range b.Sentences {
		d.Sentences = append(d.Sentences, builtin.Sentence{Text: sn.Text, Translations: langMap(sn.Translations)})
	}
	v, err := s.Library.Save(ctx, s.contentAuthor(ctx), d)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	s.adminAudit(ctx, auditContentSaved, "", contentAudit(v))
	return &contentVersionOutput{Body: toContentVersion(v)}, nil
}

func contentAudit(v builtin.Version) map[string]any {
	return map[string]any{"language": string(v.Language), "slug": v.Slug, "version": v.Version, "action": v.Action,
		"title": v.Story.Title}
}

type contentKeyInput struct {
	Language string `path:"language" maxLength:"5" example:"es"`
	Slug     string `path:"slug" maxLength:"32" example:"coffee"`
}

func (s *Server) listContentVersions(ctx context.Context, in *contentKeyInput) (*contentVersionsOutput, error) {
	vs, err := s.Library.History(ctx, in.Language, in.Slug)
	return versionsOut(ctx, s, vs, err)
}

type retireContentInput struct {
	Language string `path:"language" maxLength:"5" example:"es"`
	Slug     string `path:"slug" maxLength:"32" example:"coffee"`
	Body     struct {
		BaseVersion int    `json:"baseVersion" minimum:"0" maximum:"1000000"`
		Note        string `json:"note,omitempty" maxLength:"1000"`
	}
}

func (s *Server) retireContentStory(ctx context.Context, in *retireContentInput) (*contentVersionOutput, error) {
	v, err := s.Library.Retire(ctx, s.contentAuthor(ctx), in.Language, in.Slug, in.Body.BaseVersion, in.Body.Note)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	s.adminAudit(ctx, auditContentRetired, "", contentAudit(v))
	return &contentVersionOutput{Body: toContentVersion(v)}, nil
}

type restoreContentInput struct {
	Language string `path:"language" maxLength:"5" example:"es"`
	Slug     string `path:"slug" maxLength:"32" example:"coffee"`
	Body     struct {
		Version     int    `json:"version" minimum:"0" maximum:"1000000" doc:"The version to bring back (0: the original)"`
		BaseVersion int    `json:"baseVersion" minimum:"0" maximum:"1000000"`
		Note        string `json:"note,omitempty" maxLength:"1000"`
	}
}

func (s *Server) restoreContentVersion(ctx context.Context, in *restoreContentInput) (*contentVersionOutput, error) {
	v, err := s.Library.Restore(ctx, s.contentAuthor(ctx), in.Language, in.Slug, in.Body.Version, in.Body.BaseVersion, in.Body.Note)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	d := contentAudit(v)
	d["restoredFrom"] = v.RestoredFrom
	s.adminAudit(ctx, auditContentRestored, "", d)
	return &contentVersionOutput{Body: toContentVersion(v)}, nil
}

type contentHistoryInput struct {
	Limit int `query:"limit" minimum:"1" maximum:"200" default:"50"`
}

func (s *Server) listContentHistory(ctx context.Context, in *contentHistoryInput) (*contentVersionsOutput, error) {
	vs, err := s.Library.Recent(ctx, in.Limit)
	return versionsOut(ctx, s, vs, err)
}
