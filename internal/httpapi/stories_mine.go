package httpapi

import (
	"context"
	"net/url"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lessons"
)

// My Stories (product §10): delete, correct a card, share links, export.

func (s *Server) deleteStory(ctx context.Context, in *storyIDInput) (*struct{}, error) {
	owner, _ := identityFrom(ctx).account()
	if err := s.Lessons.Delete(ctx, owner, in.ID); err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return nil, nil
}

type editCardInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body struct {
		Back  *string     `json:"back,omitempty" maxLength:"2000" doc:"The corrected translation"`
		Hints []lang.Hint `json:"hints,omitempty" maxItems:"50" doc:"The corrected hints (omit to keep them)"`
		// Product §6: a translation the learner's browser made on the device
		// and the learner kept stays labelled as a machine translation.
		BackSource string `json:"backSource,omitempty" enum:"learner,device" doc:"Who wrote back: the learner (default) or the learner's browser's on-device translator"`
	}
}

type flashcardOutput struct {
	Body flashcardBody
}

func (s *Server) editCard(ctx context.Context, in *editCardInput) (*flashcardOutput, error) {
	owner, _ := identityFrom(ctx).account()
	c, st, err := s.Lessons.EditCard(ctx, owner, in.ID, lessons.CardEdit{Back: in.Body.Back, Hints: in.Body.Hints,
		ByDevice: in.Body.BackSource == "device"})
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return &flashcardOutput{Body: toFlashcardBody(c, st.LanguagePair)}, nil
}

type exportInput struct {
	ID     string `path:"id" maxLength:"64"`
	Format string `query:"format" enum:"apkg,csv" default:"apkg"`
}

type exportAllInput struct {
	Format string `query:"format" enum:"apkg,csv" default:"apkg"`
}

type exportOutput struct {
	ContentType        string `header:"Content-Type"`
	ContentDisposition string `header:"Content-Disposition"`
	Body               []byte
}

func (s *Server) exportStory(ctx context.Context, in *exportInput) (*exportOutput, error) {
	return s.export(ctx, in.ID, in.Format)
}

func (s *Server) exportAll(ctx context.Context, in *exportAllInput) (*exportOutput, error) {
	return s.export(ctx, "", in.Format)
}

func (s *Server) export(ctx context.Context, id, format string) (*exportOutput, error) {
	owner, _ := identityFrom(ctx).account()
	f, err := s.Lessons.Export(ctx, owner, id, format, s.BaseURL)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return &exportOutput{ContentType: f.ContentType, ContentDisposition: attachment(f.Name), Body: f.Data}, nil
}

// attachment names a download so that its letters survive (RFC 6266): an
// ASCII name for old clients, and the UTF-8 name (filename*) that every
// current browser uses: "storyglot-猫はまど.csv" stays itself.
func attachment(name string) string {
	ascii := make([]rune, 0, len(name))
	for _, r := range name {
		if r < 0x80 && r != '"' && r != '\\' && r >= 0x20 {
			ascii = append(ascii, r)
		} else {
			ascii = append(ascii, '_')
		}
	}
	return `attachment; filename="` + string(ascii) + `"; filename*=UTF-8''` + url.PathEscape(name)
}

type renameStoryInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body struct {
		Title string `json:"title" maxLength:"600" doc:"The lesson's new title, 1 to 60 characters (spaces are tidied)"`
	}
}

// renameStory: the owner names a lesson (decision 0015); the title it was made
// with stays as originalTitle.
func (s *Server) renameStory(ctx context.Context, in *renameStoryInput) (*storyOutput, error) {
	owner, _ := identityFrom(ctx).account()
	st, err := s.Lessons.Rename(ctx, owner, in.ID, in.Body.Title)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return &storyOutput{Body: toStoryBody(st)}, nil
}
