package httpapi

import (
	"context"
)

type mapInput struct{}

type mapLanguage struct {
	Code       string `json:"code" doc:"ISO 639-1 code of the learning language"`
	Name       string `json:"name" doc:"English name"`
	NativeName string `json:"nativeName" doc:"The language's name for itself"`
	Studied    int    `json:"studied" doc:"The caller's cards of this language answered at least once (0 for a visitor)"`
	Learned    int    `json:"learned" doc:"Of those, the cards past the learning steps (FSRS state review)"`
	Lessons    int    `json:"lessons" doc:"Finished lessons in this language, the whole community's"`
}

type mapOutput struct {
	Body struct {
		HasProgress bool          `json:"hasProgress" doc:"Whether the caller is a guest or user with progress of their own (false for a visitor)"`
		Languages   []mapLanguage `json:"languages" doc:"The 11 learning languages in product §2's order"`
	}
}

// getMap answers GET /api/v1/map: the learning languages with the caller's
// progress in each and the community's lesson counts.
func (s *Server) getMap(ctx context.Context, _ *mapInput) (*mapOutput, error) {
	owner, ok := identityFrom(ctx).account()
	langs, err := s.atlas.Read(ctx, owner)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &mapOutput{}
	out.Body.HasProgress = ok
	out.Body.Languages = make([]mapLanguage, 0, len(langs))
	for _, l := range langs {
		out.Body.Languages = append(out.Body.Languages, mapLanguage{Code: l.Code, Name: l.Name, NativeName: l.NativeName,
			Studied: l.Studied, Learned: l.Learned, Lessons: l.Lessons})
	}
	return out, nil
}
