package httpapi

import (
	"context"
	"time"

	"github.com/storyglot/storyglot/internal/lang"
)

type quickStoriesInput struct {
	Target string `query:"target" maxLength:"5" example:"es"`
	Native string `query:"native" maxLength:"5" example:"en"`
}

type quickStoryBody struct {
	Slug  string     `json:"slug" enum:"coffee,lost,kitchen,phone"`
	Title string     `json:"title" doc:"In the target language"`
	Level string     `json:"level" example:"A2"`
	Back  string     `json:"back" enum:"translation,machine-draft,machine-draft-via,glosses,none" doc:"What the lesson's sentence cards get on their backs (as GET /meta/offers says); translation when we translated the story into the native language ourselves"`
	Via   string     `json:"via,omitempty" doc:"The language a machine draft goes through"`
	Known *KnownBody `json:"known,omitempty" doc:"The share of its words the caller knows (product §18); absent for a visitor"`
}

type quickStoriesOutput struct {
	Body []quickStoryBody
}

func (s *Server) listQuickStories(ctx context.Context, in *quickStoriesInput) (*quickStoriesOutput, error) {
	qs, err := s.Library.Quick(ctx, in.Target, in.Native)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &quickStoriesOutput{Body: []quickStoryBody{}}
	var offer lang.Offer
	if pair, err := lang.NewPair(in.Target, in.Native); err == nil && s.Engine != nil {
		offer = s.Engine.Offer(pair)
	}
	for _, q := range qs {
		b := quickStoryBody{Slug: q.Slug, Title: q.Title, Level: q.Level, Back: offer.Back, Via: string(offer.Via)}
		if q.Translated {
			b.Back, b.Via = "translation", ""
		}
		if b.Back == "" {
			b.Back = "none"
		}
		out.Body = append(out.Body, b)
	}
	if owner, ok := identityFrom(ctx).account(); ok && len(qs) > 0 {
		if err := s.quickKnown(ctx, owner, in.Target, in.Native, qs, out.Body); err != nil {
			return nil, problem(ctx, s.log, err)
		}
	}
	return out, nil
}

type openQuickStoryInput struct {
	Slug string `path:"slug" maxLength:"32"`
	Body struct {
		TargetLanguage string `json:"targetLanguage" maxLength:"5" example:"es"`
		NativeLanguage string `json:"nativeLanguage" maxLength:"5" example:"en"`
	}
}

type openedStoryOutput struct {
	Body struct {
		StoryID string `json:"storyId"`
		Status  string `json:"status" enum:"queued,processing,completed,failed" doc:"completed: study at once; otherwise follow /stories/{id}/status"`
	}
}

// openQuickStory answers a guest with 401 'unauthorized' (the UI shows the
// login prompt with its continue-as-guest choice).
func (s *Server) openQuickStory(ctx context.Context, in *openQuickStoryInput) (*openedStoryOutput, error) {
	owner, _ := identityFrom(ctx).account()
	st, err := s.Library.OpenQuick(ctx, owner, in.Slug, in.Body.TargetLanguage, in.Body.NativeLanguage)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &openedStoryOutput{}
	out.Body.StoryID, out.Body.Status = st.ID, st.Status
	return out, nil
}

type publicStoriesInput struct {
	Target string `query:"target" maxLength:"5" example:"es" doc:"With native: the pair, in either order"`
	Native string `query:"native" maxLength:"5" example:"en"`
}

type publicStoryBody struct {
	ID             string     `json:"id"`
	Title          string     `json:"title" doc:"At most 100 characters, then '...'"`
	TitleNative    string     `json:"titleNative,omitempty"`
	TargetLanguage string     `json:"targetLanguage"`
	NativeLanguage string     `json:"nativeLanguage"`
	LanguagePair   string     `json:"languagePair" example:"spanish_english"`
	Cards          int        `json:"cards"`
	PublishedAt    time.Time  `json:"publishedAt"`
	MyStoryID      string     `json:"myStoryId,omitempty" doc:"The caller's copy, once added"`
	Back           string     `json:"back" enum:"translation,machine-draft,glosses,partial" doc:"What its sentence cards have on their backs: a translation, machine drafts, word glosses only, or a translation on some (product §6)"`
	Known          *KnownBody `json:"known,omitempty" doc:"The share of its words the caller knows (product §18); absent for a visitor"`
}

type publicStoriesOutput struct {
	Body struct {
		Stories []publicStoryBody `json:"stories"`
	}
}

func (s *Server) listPublicStories(ctx context.Context, in *publicStoriesInput) (*publicStoriesOutput, error) {
	viewer, _ := identityFrom(ctx).account()
	list, err := s.Library.Public(ctx, viewer, in.Target, in.Native)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &publicStoriesOutput{}
	out.Body.Stories = []publicStoryBody{}
	for _, p := range list {
		out.Body.Stories = append(out.Body.Stories, publicStoryBody{ID: p.ID, Title: p.Title, TitleNative: p.TitleNative,
			TargetLanguage: p.TargetLanguage, NativeLanguage: p.NativeLanguage, LanguagePair: p.LanguagePair, Cards: p.Cards,
			PublishedAt: p.PublishedAt, MyStoryID: p.MyStoryID, Back: p.Back()})
	}
	if _, ok := identityFrom(ctx).account(); ok && len(list) > 0 {
		if err := s.curatedKnown(ctx, viewer, out.Body.Stories); err != nil {
			return nil, problem(ctx, s.log, err)
		}
	}
	return out, nil
}

type publicStoryIDInput struct {
	StoryID string `path:"storyId" maxLength:"64"`
}

// previewPublicStory answers a curated story's cards as the owner's page
// would, owner-only operator problems left out: the viewer does not own it.
func (s *Server) previewPublicStory(ctx context.Context, in *publicStoryIDInput) (*flashcardsOutput, error) {
	viewer, _ := identityFrom(ctx).account()
	st, cards, err := s.Library.PreviewPublic(ctx, viewer, in.StoryID)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return lessonOut(st, cards), nil
}

func (s *Server) addPublicStory(ctx context.Context, in *publicStoryIDInput) (*openedStoryOutput, error) {
	owner, _ := identityFrom(ctx).account()
	st, err := s.Library.AddPublic(ctx, owner, in.StoryID)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &openedStoryOutput{}
	out.Body.StoryID, out.Body.Status = st.ID, st.Status
	return out, nil
}
